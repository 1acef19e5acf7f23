"""The words of the board screen: names of the sides, prompts, notices and end-of-game reasons.

Everything the player reads about the game in progress is composed here from the match and
the core's events, so the scene code only decides *when* to say something.
"""

from __future__ import annotations

from seega.core import BLACK, PLACEMENT, WHITE, Duty, Event, GameState, Reason, opponent
from seega.core.actions import format_step_with_captures
from seega.core.rulesets import Blocked, Chain
from seega.match import Match

SIDE_WORDS = {WHITE: "Light", BLACK: "Dark"}
LEVEL_WORDS = {"easy": "Easy", "medium": "Medium", "hard": "Hard"}
RULESET_TITLES = {
    "standard": "Standard",
    "traditional": "Traditional",
    "lane": "Lane",
    "seejeh": "Seejeh",
    "sija": "Sija",
}
REASON_TEXTS = {
    Reason.CAPTURE: "{loser} lost too many pieces to go on.",
    Reason.BLOCKED: "{loser} could not move.",
    Reason.STALL: "Too many moves without a capture: the pieces were counted.",
    Reason.NO_MOVES: "Neither side could move: the pieces were counted.",
    Reason.AGREEMENT: "Both players agreed to end the game: the pieces were counted.",
    Reason.RESIGN: "{loser} resigned.",
    Reason.TIMEOUT: "{loser} ran out of think time.",
}


def side_word(side: int) -> str:
    """Light or Dark."""
    return SIDE_WORDS[side]


def player_name(match: Match, side: int) -> str:
    """How the panel names a side: You / Computer · Hard, or Light / Dark between people."""
    seat = match.seat(side)
    if seat.level is not None:
        return f"Computer · {LEVEL_WORDS[seat.level]}"
    if match.is_two_player:
        return f"{side_word(side)} · Player {side}"
    return "You"


def who(match: Match, side: int) -> str:
    """A side as the subject of a sentence: 'You', 'The computer', or 'Light'/'Dark'."""
    seat = match.seat(side)
    if match.is_two_player or all(not s.is_human for s in match.seats):
        return side_word(side)
    return "The computer" if seat.level is not None else "You"


def title(state: GameState) -> str:
    """The rule set and board size, e.g. 'Standard · 5×5'."""
    return f"{RULESET_TITLES[state.rules.name]} · {state.size}×{state.size}"


def phase_word(state: GameState) -> str:
    """Placement, Movement or Game over."""
    if state.outcome is not None:
        return "Game over"
    return "Placement" if state.phase == PLACEMENT else "Movement"


def turn_text(match: Match) -> str:
    """The big plaque: whose turn it is, impossible to miss in a two-player game."""
    state = match.state
    if state.outcome is not None:
        winner = state.outcome.winner
        if winner is None:
            return "Draw"
        name = who(match, winner)
        return "You win" if name == "You" else f"{name} wins"
    if match.is_two_player or all(not s.is_human for s in match.seats):
        return f"{side_word(state.to_move)} to play"
    return "Your turn" if match.human_to_act else "Computer's turn"


def prompt(match: Match, selected: int | None, picking_ransom: bool) -> str:
    """What the person to act should do now (or what the computer is doing)."""
    state = match.state
    if state.outcome is not None:
        return ""
    mover = state.to_move
    other = side_word(opponent(mover))
    if not match.human_to_act:
        return f"{who(match, mover)} is thinking…"
    if state.phase == PLACEMENT:
        if state.hands[mover - 1] == 1:
            which = "your last piece"
        else:
            which = "the second of two" if state.placed else "the first of two"
        return f"Place a piece on an empty cell (not the centre): {which}."
    if picking_ransom:
        return (
            f"Ransom: click one of your pieces, then two of {other}'s. "
            "Click a chosen piece again to change your mind."
        )
    if state.chain >= 0:
        which = "the same piece" if state.rules.chain is Chain.SAME_PIECE else "any piece"
        return f"Chain! Capture again with {which}, or press End turn."
    if state.duty is Duty.OPEN:
        return f"{other} cannot move. Make a move that opens a way for {other}."
    if state.duty is Duty.REMOVE:
        return f"{other} cannot move. Click one of {other}'s pieces to remove it."
    if state.duty is Duty.FREE:
        return (
            f"{other} is blocked right after the first move. Remove one of your pieces "
            "next to the cell it left, to free a way."
        )
    if selected is not None:
        return "Move it to a marked cell (click or drag), or choose another piece."
    return "Choose one of your pieces to move: click it, or drag it."


def move_lines(match: Match) -> tuple[str, ...]:
    """The turns played so far, one line each: '7. Light c2-c3xc4 c4-c5xd5'."""
    size = match.state.size
    turns: list[tuple[int, list[str]]] = []
    for index, action in enumerate(match.played):
        side = match.states[index].to_move
        captured = tuple(c for e in match.events[index] if e.kind == "captured" for c in e.cells)
        text = format_step_with_captures(action, captured, size) if captured else None
        words = text or action.notation(size)
        if not turns or turns[-1][0] != side:
            turns.append((side, []))
        turns[-1][1].append(words)
    return tuple(
        f"{number}. {side_word(side)}  {' '.join(words)}"
        for number, (side, words) in enumerate(turns, start=1)
    )


def notice_for(match: Match, event: Event) -> tuple[str, str] | None:
    """(title, text) explaining an event the player did not choose, or None."""
    actor = side_word(event.side)
    other = side_word(opponent(event.side))
    names = match.state.geometry.names
    rules = match.state.rules
    if event.kind == "passed":
        if rules.blocked is Blocked.PASSES:
            return "No move", f"{actor} cannot move and passes. {other} moves again."
        return "No move", f"{actor} cannot move and passes. {other} must open a way."
    if event.kind == "removed":
        cells = ", ".join(names[c] for c in event.cells)
        return "Piece removed", f"{actor} removed the piece on {cells}."
    if event.kind == "ransom":
        own, first, second = (names[c] for c in event.cells)
        return "Ransom", (
            f"{actor} is blocked and offers a ransom: the piece on {own} "
            f"for {other}'s pieces on {first} and {second}."
        )
    if event.kind == "accepted" and event.cells:
        return "Ransom accepted", f"{actor} accepted: the three pieces leave the board."
    if event.kind == "refused":
        if event.cells:
            return "Ransom refused", f"{actor} refused. {other} passes; {actor} must open a way."
        return "Offer refused", f"{actor} refused to end the game. Play goes on."
    if event.kind == "offered":
        return "Offer", f"{actor} offers to end the game and count the pieces."
    return None


def decision_for(match: Match) -> tuple[str, str] | None:
    """(title, text) for a choice the person to act must make in a dialog, or None."""
    state = match.state
    if not match.human_to_act:
        return None
    mover, other = state.to_move, opponent(state.to_move)
    names = state.geometry.names
    if state.duty is Duty.ANSWER_RANSOM:
        own, first, second = (names[c] for c in state.pending)
        return "Ransom", (
            f"{side_word(other)} is blocked and asks a ransom: the piece on {own} "
            f"for your pieces on {first} and {second}. Accept, or refuse and open a way?"
        )
    if state.duty is Duty.ANSWER_OFFER:
        light, dark = state.count(WHITE), state.count(BLACK)
        return "End the game?", (
            f"{side_word(other)} offers to end the game now and count the pieces "
            f"(Light {light}, Dark {dark})."
        )
    if state.duty is Duty.BLOCKED:
        return "Blocked", (
            f"{side_word(mover)} cannot move. Ask a ransom (one of your pieces for two of "
            f"{side_word(other)}'s), or pass and let {side_word(other)} open a way."
        )
    if state.phase != PLACEMENT and [a.kind for a in match.legal_actions()] == ["pass"]:
        return "No move", f"{side_word(mover)} cannot move and must pass."
    return None


def reason_text(state: GameState, match: Match) -> str:
    """Why the game ended, in a sentence."""
    outcome = state.outcome
    if outcome is None:
        return ""
    loser = opponent(outcome.winner) if outcome.winner else state.to_move
    return REASON_TEXTS[outcome.reason].format(loser=who(match, loser))
