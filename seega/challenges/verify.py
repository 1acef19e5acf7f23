"""The verifier: every challenge's solution tree replayed through the rules and re-proved.

For each challenge it checks that

- every turn in the tree is legal where it stands, and is a whole turn;
- at each of the solver's nodes, the turns listed are exactly the turns that still reach the
  goal against every defence (so a wrong line fails, and so does a second answer that the
  file does not list as also correct);
- at each of the opponent's nodes, every legal reply is answered;
- a turn listed without replies meets the goal there and then;
- for `capture` and `win` goals, the goal cannot be met in fewer turns.

Hand-edited challenges pass the same checks as generated ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from seega.core import GameState, IllegalActionError, NotationError, apply_action, parse_action

from .goals import GoalKind, opponent_blocked
from .prove import Prover, Turn, turns
from .schema import Challenge

# The solver's node and reply node keys of the tree (docs/challenges.md).
PLAY, REPLIES, REPLY, TURNS = "play", "replies", "reply", "turns"


class TurnError(ValueError):
    """A turn of a tree that cannot be replayed where it stands."""


@dataclass(frozen=True)
class Replayed:
    """A turn of the tree replayed: its text and the position after it."""

    text: str
    after: GameState


def replay_turn(state: GameState, text: str, prover: Prover, solver_turn: bool) -> Replayed:
    """Play the actions of `text` from `state`; TurnError if one is illegal or the turn is
    not over after the last of them (nor over too soon)."""
    side = state.to_move
    words = turn_words(text)
    now = state
    for index, word in enumerate(words):
        try:
            action = parse_action(word, state.size)
            now, _ = apply_action(now, action)
        except (NotationError, IllegalActionError) as error:
            raise TurnError(f"'{text}': {error}") from None
        ended = now.outcome is not None or now.to_move != side
        ended |= solver_turn and prover.goal.kind is GoalKind.BLOCK and _stuck(now, prover)
        if ended != (index == len(words) - 1):
            where = "before its end" if ended else "after its last action"
            raise TurnError(f"'{text}': the turn is over {where}")
    return Replayed(text, now)


def turn_words(text: str) -> list[str]:
    """The actions of a turn's text: space-separated, a ransom's two words kept together."""
    words: list[str] = []
    for word in text.split():
        if words and words[-1] == "ransom":
            words[-1] = f"ransom {word}"
        else:
            words.append(word)
    return words


def _stuck(state: GameState, prover: Prover) -> bool:
    return opponent_blocked(state, prover.solver)


def verify(challenge: Challenge) -> list[str]:
    """Every problem found with `challenge` (empty when it is proved)."""
    try:
        start = challenge.start_state()
    except ValueError as error:
        return [f"start: {error}"]
    goal = challenge.goal
    prover = Prover(goal, start)
    problems: list[str] = []
    _solver_node(prover, start, challenge.solution, goal.turns, "solution", problems)
    if goal.kind is GoalKind.WIN and goal.number > 1 and prover.can_meet(start, goal.number - 1):
        problems.append(f"the goal can be met in fewer than {goal.number} moves")
    return problems


def _solver_node(
    prover: Prover,
    state: GameState,
    node: Sequence[dict[str, object]],
    left: int,
    where: str,
    problems: list[str],
) -> None:
    proved = {turn.after: turn for turn in prover.good_turns(state, left)}
    listed: dict[GameState, Replayed] = {}
    for entry in node:
        text = str(entry[PLAY])
        try:
            replayed = replay_turn(state, text, prover, solver_turn=True)
        except TurnError as error:
            problems.append(f"{where}: {error}")
            continue
        if replayed.after in listed:
            problems.append(f"{where}: '{text}' repeats '{listed[replayed.after].text}'")
            continue
        listed[replayed.after] = replayed
        if replayed.after not in proved:
            problems.append(f"{where}: '{text}' does not meet the goal against every defence")
            continue
        turn = proved[replayed.after]
        children = entry.get(REPLIES)
        met = prover.met_now(turn)
        if met and children is not None:
            problems.append(f"{where}: '{text}' meets the goal; it needs no replies")
        elif not met and children is None:
            problems.append(f"{where}: '{text}' does not meet the goal by itself; list the replies")
        elif isinstance(children, list):
            _reply_node(prover, replayed.after, children, left, f"{where} {text}", problems)
    for after, turn in proved.items():
        if after not in listed:
            problems.append(f"{where}: '{turn.notation()}' also meets the goal and is not listed")


def _reply_node(
    prover: Prover,
    state: GameState,
    node: Sequence[dict[str, object]],
    left: int,
    where: str,
    problems: list[str],
) -> None:
    if prover.goal.kind is not GoalKind.KEEP:
        left -= 1
    every: dict[GameState, Turn] = {reply.after: reply for reply in turns(state)}
    answered: set[GameState] = set()
    for entry in node:
        text = str(entry[REPLY])
        try:
            replayed = replay_turn(state, text, prover, solver_turn=False)
        except TurnError as error:
            problems.append(f"{where}: reply {error}")
            continue
        if replayed.after in answered:
            problems.append(f"{where}: reply '{text}' is listed twice")
            continue
        answered.add(replayed.after)
        reply = every.get(replayed.after)
        if reply is None:
            problems.append(f"{where}: reply '{text}' is not a move of a puzzle")
            continue
        done = prover.reply_done(reply, left)
        children = entry.get(TURNS)
        if done is False:
            problems.append(f"{where}: after the reply '{text}' the goal is out of reach")
        elif done is True and children is not None:
            problems.append(f"{where}: after the reply '{text}' the goal is met; no turns follow")
        elif done is None and not isinstance(children, list):
            problems.append(f"{where}: the reply '{text}' is not answered")
        elif done is None and isinstance(children, list):
            left_after = prover.next_left(left)
            _solver_node(prover, reply.after, children, left_after, f"{where} {text}", problems)
    for after, reply in every.items():
        if after not in answered:
            problems.append(f"{where}: the defence '{reply.notation()}' is not answered")
