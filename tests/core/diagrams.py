"""Helpers for rule tests: small ASCII board diagrams turned into real positions, and play.

A diagram lists the rows from the top (row N) to the bottom (row 1), one line per row; spaces
are ignored. `W` or `X` is a white piece, `B` or `O` a black one, `.` or `_` an empty cell
(docs/rules.md §3 writes `X` for the side that steps and `O` for the enemy).
"""

from __future__ import annotations

from typing import Any

from seega.core import (
    BLACK,
    WHITE,
    Action,
    Event,
    GameState,
    apply_action,
    legal_actions,
    parse_action,
    parse_position,
)

DIAGRAM_LETTERS = {"W": "W", "X": "W", "B": "B", "O": "B", ".": ".", "_": "."}
SIDE_LETTERS = {WHITE: "w", BLACK: "b", "w": "w", "b": "b"}


def diagram_rows(diagram: str) -> list[str]:
    """The rows of a diagram as ROWS strings of the position format (top row first)."""
    rows = []
    for line in diagram.strip().splitlines():
        cells = [c for c in line if not c.isspace()]
        if cells:
            rows.append("".join(DIAGRAM_LETTERS[c] for c in cells))
    size = len(rows)
    if any(len(row) != size for row in rows):
        raise ValueError(f"a diagram must be square, got rows {rows}")
    return rows


def position_string(
    rules: str,
    diagram: str,
    to_move: int | str = WHITE,
    phase: str = "move",
    hands: tuple[int, int] = (0, 0),
    quiet: int = 0,
    **extras: str,
) -> str:
    """A docs/position.md position string for `diagram` under `rules`.

    Under lane a movement position gets `steps=1,1` unless given, so that the first-step rule
    (docs/rules.md §2, lane: the very first step enters the centre) stays out of the way.
    """
    rows = diagram_rows(diagram)
    if rules == "lane" and phase == "move" and "steps" not in extras:
        extras["steps"] = "1,1"
    fields = [rules, str(len(rows)), "/".join(rows), SIDE_LETTERS[to_move], phase]
    fields += [str(hands[0]), str(hands[1]), str(quiet)]
    fields += [f"{key}={value}" for key, value in extras.items()]
    return " ".join(fields)


def setup(rules: str, diagram: str, to_move: int | str = WHITE, **kwargs: Any) -> GameState:
    """The parsed state of `diagram` (start-of-turn rules applied, as `setposition` does)."""
    return parse_position(position_string(rules, diagram, to_move, **kwargs))


def act(state: GameState, text: str) -> Action:
    """The action written `text` in the notation of docs/rules.md §8 on this board."""
    return parse_action(text, state.size)


def play(state: GameState, *moves: str) -> tuple[GameState, list[Event]]:
    """Apply each move in turn (validated); the final state and all events."""
    events: list[Event] = []
    for move in moves:
        state, new_events = apply_action(state, act(state, move))
        events.extend(new_events)
    return state, events


def captured(events: list[Event] | tuple[Event, ...]) -> set[int]:
    """Every cell captured in these events."""
    return {cell for event in events if event.kind == "captured" for cell in event.cells}


def cells(state: GameState, names: str) -> set[int]:
    """The cells named in a space-separated list, e.g. `"b2 c3"`."""
    return {state.geometry.parse(name) for name in names.split()}


def legal_texts(state: GameState) -> set[str]:
    """The legal actions as notation strings."""
    return {action.notation(state.size) for action in legal_actions(state)}


def board_of(state: GameState) -> list[str]:
    """The board as diagram rows (top first), for readable assertion failures."""
    size = state.size
    letters = {0: ".", 1: "W", 2: "B"}
    return [
        "".join(letters[state.board[row * size + col]] for col in range(size))
        for row in reversed(range(size))
    ]
