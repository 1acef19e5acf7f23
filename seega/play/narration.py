"""The words of the game screens: names of the sides, prompts, notices, decisions, results.

Everything the player reads about the game in progress is composed here from the match and
the core's events, in the current language (`seega.i18n.tr`), so the scenes only decide
*when* to say something. Sentences whose subject is a side come in `.light` / `.dark` forms.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from seega.ai.hints import HintReason, Threat, Why
from seega.core import (
    BLACK,
    PLACEMENT,
    WHITE,
    Action,
    Duty,
    Event,
    EventKind,
    GameState,
    Reason,
    apply_action,
    captured_cells,
    legal_actions,
    opponent,
    parse_action,
)
from seega.core import actions as act
from seega.core.geometry import geometry
from seega.core.line import GameLine, Played
from seega.core.players import PLACE_FOR_PERSON_LEVEL
from seega.core.refusals import Refusal
from seega.core.rulesets import Blocked, Chain, FirstMover
from seega.core.state import SIDE_COLOURS, must_enter_centre
from seega.game.match import Match
from seega.i18n import isolated, tr

# Turns are counted from 1, in the game's move list and in its review alike.
FIRST_TURN = 1
# The panel tells this many of the latest turns in sentences (the person's, the answer).
NEWS_TURNS = 2
# Hints that are not a move on the board are named like the button that plays them.
HINT_WORD_KEYS = {
    act.END: "button.end_turn",
    act.PASS: "button.pass",
    act.ACCEPT: "button.accept",
    act.REFUSE: "button.refuse",
    act.OFFER: "button.offer_end",
}
# Why a game ended: `result.why.<name>.<light|dark|draw>`, the sentence for that winner.
REASON_NAMES = {
    Reason.CAPTURE: "capture_all",
    Reason.BLOCKED: "blocked",
    Reason.STALL: "stall",
    Reason.NO_MOVES: "no_moves",
    Reason.AGREEMENT: "agreement",
    Reason.RESIGN: "resign",
    Reason.TIMEOUT: "timeout",
}


def side_word(side: int) -> str:
    """Light or Dark."""
    return tr(f"side.{SIDE_COLOURS[side]}")


def _about(key: str, side: int, **params: object) -> str:
    """The `.light` or `.dark` form of a sentence about `side`."""
    return tr(f"{key}.{SIDE_COLOURS[side]}", **params)


def nobody_plays(match: Match) -> bool:
    """Both seats are computers (demo mode)."""
    return all(not seat.is_human for seat in match.seats)


def player_name(match: Match, side: int) -> str:
    """How the panel names a side: You · Light / Computer · Hard, or Light · Player 1 (the
    person's side named too, as the notices about passes and captures name it)."""
    seat = match.seat(side)
    if seat.level is not None:
        return tr("hud.player.computer", level=tr(f"level.{seat.level}"))
    if seat.remote:
        return tr("hud.player.remote", side=side_word(side))
    if match.is_two_player:
        return tr("hud.player.side", side=side_word(side), number=side)
    return tr("hud.player.you", side=side_word(side))


def title(state: GameState) -> str:
    """The rule set and board size, e.g. 'Standard · 5×5'."""
    return tr("hud.title", rules=tr(f"rules.{state.rules.name}.name"), size=state.size)


def phase_word(state: GameState) -> str:
    """Placement, Movement or Game over."""
    if state.outcome is not None:
        return tr("hud.phase.over")
    return tr("hud.phase.placement" if state.phase == PLACEMENT else "hud.phase.movement")


def turn_text(match: Match) -> str:
    """The big plaque: whose turn it is (or who won), impossible to miss between two people."""
    state = match.state
    if state.outcome is not None:
        return result_title(match)
    if match.is_two_player or nobody_plays(match):
        return _about("hud.turn", state.to_move)
    yours = match.human_to_act or match.placing_for_person
    if not yours and match.remote_to_act:
        return tr("hud.turn.remote")
    return tr("hud.turn.you" if yours else "hud.turn.computer")


def change_of_player(match: Match, played: Played) -> str | None:
    """Between two people, the banner that makes each change of player unmissable (None when
    the turn stays, the game is over, or a phase's own banner says enough)."""
    if not match.is_two_player or match.is_over or played.after.to_move == played.side:
        return None
    if any(event.kind is EventKind.PHASE for event in played.events):
        return None
    return turn_text(match)


def result_title(match: Match) -> str:
    """You win! / You lose / Light wins / Dark wins / Draw."""
    outcome = match.state.outcome
    if outcome is None or outcome.winner is None:
        return tr("result.draw")
    humans = [side for side in (WHITE, BLACK) if match.seat(side).is_here]
    if len(humans) == 1:
        return tr("result.you_win" if outcome.winner == humans[0] else "result.you_lose")
    return tr(f"result.{SIDE_COLOURS[outcome.winner]}_wins")


def reason_text(state: GameState) -> str:
    """Why the game ended, in a sentence true for both sides: who took, ran out or gave up,
    and who won by it (a sija loser may keep one piece: then not 'every piece')."""
    outcome = state.outcome
    if outcome is None:
        return ""
    name = REASON_NAMES[outcome.reason]
    if outcome.winner is None:
        return tr(f"result.why.{name}.draw", limit=state.rules.stall_plies)
    if outcome.reason is Reason.CAPTURE and state.count(opponent(outcome.winner)) > 0:
        name = "capture_one"
    return _about(f"result.why.{name}", outcome.winner, limit=state.rules.stall_plies)


def thinking(match: Match) -> str:
    """The computer (or a side, in demo mode) is thinking…"""
    if nobody_plays(match):
        return _about("hud.thinking", match.state.to_move)
    if match.remote_to_act:
        return tr("hud.thinking.remote")
    return tr("hud.thinking.computer")


def prompt(match: Match, selected: int | None, picking_ransom: bool) -> str:
    """What the person to act should do now (or what the computer is doing)."""
    state = match.state
    if state.outcome is not None:
        return ""
    if match.placing_for_person:
        if match.is_two_player:  # no computer plays here: a level's name would mislead
            return tr("prompt.placing_for_people")
        return tr("prompt.placing_for_you", level=tr(f"level.{PLACE_FOR_PERSON_LEVEL}"))
    if not match.human_to_act:
        return thinking(match)
    mover = state.to_move
    if state.phase == PLACEMENT:
        if state.hands[mover - 1] == 1:
            return tr("prompt.place.last")
        return tr("prompt.place.second" if state.placed else "prompt.place.first")
    if picking_ransom:
        return tr("prompt.ransom")
    kinds = {action.kind for action in match.legal_actions()}
    if kinds == {act.PASS}:
        return tr("prompt.pass")
    if act.STEP not in kinds and kinds & {act.ACCEPT, act.REFUSE, act.RANSOM}:
        return tr("prompt.decide")
    if state.chain >= 0:
        same = state.rules.chain is Chain.SAME_PIECE
        return tr("prompt.chain.same" if same else "prompt.chain.any")
    duty_keys = {Duty.OPEN: "prompt.open", Duty.REMOVE: "prompt.remove", Duty.FREE: "prompt.free"}
    if state.duty in duty_keys:
        return tr(duty_keys[state.duty])
    if must_enter_centre(state.rules, state.steps):
        return tr("prompt.first_step")
    return tr("prompt.move" if selected is not None else "prompt.select")


def shown_notation(played: Played) -> str:
    """An action as the window writes it: the notation of docs/rules.md §8 with its words
    (pass, resign, timeout, ransom, ...) in the player's language; records and the protocol
    keep the English words."""
    kind = played.action.kind
    if kind in act.WORD_KINDS:
        return tr(f"notation.{kind}")
    written = played.notation
    if kind == act.RANSOM:
        return tr("notation.ransom") + written.removeprefix(act.RANSOM)
    return written


def notation_words() -> dict[str, str]:
    """The notation's words in the player's language, by their English names (for texts that
    explain the notation: `{pass}`, `{timeout}`, ...)."""
    return {kind: tr(f"notation.{kind}") for kind in (*act.WORD_KINDS, act.RANSOM)}


def move_lines(match: Match) -> tuple[str, ...]:
    """The turns played so far, one line each: '7. Light  c2-c3xc4 c4-c5xd5'."""
    return tuple(
        f"{number}. {side_word(turn[0].side)}  {' '.join(shown_notation(p) for p in turn)}"
        for number, turn in enumerate(match.line.turns(), start=FIRST_TURN)
    )


def turn_numbers(line: GameLine) -> tuple[tuple[int, bool], ...]:
    """For each action in effect on `line`: the number of its turn (as the move list counts
    them) and whether it opens that turn, so the game and its review number alike."""
    found: list[tuple[int, bool]] = []
    for number, turn in enumerate(line.turns(), start=FIRST_TURN):
        found += [(number, index == 0) for index in range(len(turn))]
    return tuple(found)


def listed(parts: Iterable[str]) -> str:
    """Parts of a sentence named one after another (cells, moves), each `isolated`, joined
    with the language's list mark ("b3, b4"; in Arabic with its own comma)."""
    return f"{tr('list.separator')} ".join(isolated(part) for part in parts)


def reply_line(played: str, side: int, after: GameState, reply: Sequence[str]) -> str:
    """One sentence from the engine's answer to a wrong action, numbered as the board's
    arrows: 'After c4-c3: 1. d4-c4; Dark takes c3, c2.' (the first capture the opponent makes
    in it), or only the line when it takes nothing. In Arabic each move, numbered move and
    cell is an isolate (`i18n.isolated`), so the line reads in order from the right."""
    numbered = " ".join(isolated(f"{number}. {word}") for number, word in enumerate(reply, start=1))
    played = isolated(played)
    state = after
    for word in reply:
        action = parse_action(word, state.size)
        if state.is_over or action not in legal_actions(state):
            break  # a line kept by an older review: tell only what still applies
        actor = state.to_move
        state, events = apply_action(state, action)
        taken = captured_cells(events)
        if taken and actor != side:
            cells = listed(state.geometry.names[cell] for cell in taken)
            return _about("review.reply.takes", actor, played=played, line=numbered, cells=cells)
    return tr("review.reply.line", played=played, line=numbered)


def given_words(count: int) -> str:
    """What a wrong action cost in whole pieces against the better one (pieces given away for
    nothing, or a capture missed): 'Costs a piece', 'Costs 3 pieces'."""
    if count == 1:
        return tr("review.given.one")
    return tr("review.given.many", count=count)


def turn_news(turn: list[Played], size: int) -> str:
    """One turn in a sentence: who placed or moved what, and every piece it took."""
    side = turn[0].side
    names = geometry(size).names
    kinds = {played.action.kind for played in turn}
    if kinds == {act.PLACE}:
        cells = listed(names[played.action.cells[0]] for played in turn)
        return _about("news.placed", side, cells=cells)
    steps = [played for played in turn if played.action.kind == act.STEP]
    if steps and kinds <= {act.STEP, act.END}:
        moves = listed(played.action.notation(size) for played in steps)
        taken = [cell for played in steps for cell in played.captured]
        if not taken:
            return _about("news.moved", side, steps=moves)
        cells = listed(names[cell] for cell in taken)
        key = "news.took_one" if len(taken) == 1 else "news.took_many"
        return _about(key, side, steps=moves, cells=cells, count=len(taken))
    if kinds == {act.PASS}:
        return _about("news.passed", side)
    if kinds == {act.RESIGN}:
        return _about("news.resigned", side)
    if kinds == {act.TIMEOUT}:
        return _about("news.timed_out", side)
    if kinds == {act.REMOVE}:
        cells = listed(names[played.action.cells[0]] for played in turn)
        return _about("news.removed", side, cells=cells)
    return _about("news.acted", side, actions=" ".join(shown_notation(p) for p in turn))


def news(match: Match, turns: int = NEWS_TURNS) -> tuple[str, ...]:
    """The last few turns in sentences, oldest first: what just happened on the board."""
    size = match.state.size
    return tuple(turn_news(turn, size) for turn in match.line.turns()[-turns:])


def hint_line(hint: Action, reason: HintReason, size: int, threat: Threat | None = None) -> str:
    """The hint and why, in one line, with everything it does and risks: 'Hint: d2-d3. It
    takes c4.', or with the threat it answers and the pieces it also takes: 'Hint: d3-c3.
    Dark threatens c4-c3, taking b3, b4; d3-c3 blocks it. It takes c2.', and when the opponent
    can still take something after it, what: '… In danger: Dark could take e2 with e3-e2.', or
    when taking it lets the side take back: '… It gives d4, but takes c4, b4 next.'"""
    names = geometry(size).names
    words = hint_words(hint, size)
    parts = [f"{tr('button.hint')}: {words}."]
    if threat is not None and reason.why is not Why.ONLY_ACTION:
        parts.append(threat_line(threat, words, size))
        if reason.taken:
            parts.append(tr("hint.reason.captures", cells=listed(names[c] for c in reason.taken)))
    else:
        parts.append(why_words(reason, size))
    if reason.exposed is not None and reason.why is not Why.ONLY_ACTION:
        if reason.repaid:
            parts.append(concession_line(reason.exposed[2], reason.repaid, size))
        else:
            parts.append(danger_line(*reason.exposed, size))
    return " ".join(parts)


def concession_line(given: tuple[int, ...], won: tuple[int, ...], size: int) -> str:
    """Why a hint that leaves pieces to be taken is still good: 'It gives d4, but takes c4,
    b4 next.'"""
    names = geometry(size).names
    return tr(
        "hint.concedes",
        given=listed(names[cell] for cell in given),
        won=listed(names[cell] for cell in won),
    )


def why_words(reason: HintReason, size: int) -> str:
    """The reason alone, in a sentence: 'It takes c4.', 'A corner: no line can enclose a
    piece there.' (the hint and the review's judgement of a good action say it alike)."""
    cells = listed(geometry(size).names[cell] for cell in reason.cells)
    return tr(f"hint.reason.{reason.why.value}", cells=cells, cell=cells)


def threat_line(threat: Threat, answer: str, size: int) -> str:
    """The threat a hint answers and how: 'Dark threatens c4-c3, taking b3, b4; d3-c3 blocks
    it.' (the threatening side owns the pieces that are not taken)."""
    names = geometry(size).names
    taken = listed(names[cell] for cell in threat.taken)
    step = isolated(threat.step.notation(size))
    key = f"hint.threat.{threat.answer.value}"
    return _about(key, threat.side, threat=step, taken=taken, hint=answer)


def danger_line(threatening: int, step: Action, taken: tuple[int, ...], size: int) -> str:
    """What a piece in danger risks: 'In danger: Dark could take b3 with c4-c3.'"""
    cells = listed(geometry(size).names[cell] for cell in taken)
    return _about("danger.step", threatening, taken=cells, threat=isolated(step.notation(size)))


def hint_words(hint: Action, size: int) -> str:
    """A hint as words: a step in notation (isolated, for Arabic), a placement as its cell in
    a phrase (the '@' of the notation read as a stray sign in a sentence), or the name of the
    button that plays it."""
    key = HINT_WORD_KEYS.get(hint.kind)
    if key:
        return tr(key)
    if hint.kind == act.PLACE:
        return tr("hint.place", cell=isolated(geometry(size).names[hint.cells[0]]))
    return isolated(hint.notation(size))


def refusal_text(why: Refusal) -> str:
    """Why a click did nothing, in a sentence."""
    return tr(f"refusal.{why.value}")


def notice_for(match: Match, event: Event) -> tuple[str, str] | None:
    """(title, text) explaining an event the player did not choose, or None."""
    side = event.side
    names = match.state.geometry.names
    if event.kind is EventKind.PASSED:
        opens = match.state.rules.blocked is not Blocked.PASSES
        return tr("dialog.pass.title"), _about("dialog.pass_open" if opens else "dialog.pass", side)
    if event.kind is EventKind.REMOVED:
        if len(event.cells) > 1:  # the three pieces of an accepted ransom
            return None
        cells = names[event.cells[0]]
        return tr("dialog.removed.title"), _about("dialog.removed", side, cell=cells)
    if event.kind is EventKind.RANSOM:
        own, first, second = (names[c] for c in event.cells)
        body = _about("dialog.ransom", side, own=own, first=first, second=second)
        return tr("dialog.ransom.title"), body
    if event.kind is EventKind.ACCEPTED and event.cells:
        return tr("dialog.ransom_accepted.title"), _about("dialog.ransom_accepted", side)
    if event.kind is EventKind.REFUSED:
        if event.cells:
            return tr("dialog.ransom_refused.title"), _about("dialog.ransom_refused", side)
        return tr("dialog.offer_refused.title"), _about("dialog.offer_refused", side)
    if event.kind is EventKind.OFFERED:
        return tr("dialog.offer.title"), _about("dialog.offered", side)
    return None


def decision_for(match: Match) -> tuple[str, str] | None:
    """(title, text) for a choice the person to act must make in a dialog, or None."""
    state = match.state
    if not match.human_to_act:
        return None
    names = state.geometry.names
    if state.duty is Duty.ANSWER_RANSOM:
        own, first, second = (names[c] for c in state.pending)
        body = tr("dialog.ransom.ask", own=own, first=first, second=second)
        return tr("dialog.ransom.title"), body
    if state.duty is Duty.ANSWER_OFFER:
        body = tr("dialog.offer.ask", light=state.count(WHITE), dark=state.count(BLACK))
        return tr("dialog.offer.title"), body
    if state.duty is Duty.BLOCKED:
        return tr("dialog.blocked.title"), tr("dialog.blocked.body")
    if state.phase != PLACEMENT and [a.kind for a in match.legal_actions()] == [act.PASS]:
        return tr("dialog.pass.title"), _about("dialog.must_pass", state.to_move)
    return None


def first_mover_note(state: GameState) -> str:
    """Who moves first after placement, for the new-game screen."""
    light_first = state.rules.first_mover is FirstMover.WHITE
    return tr("newgame.light_first" if light_first else "newgame.dark_first")
