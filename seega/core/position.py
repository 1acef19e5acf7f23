"""The position string of docs/position.md: print a state, and read one back with full checks.

`RULESET SIZE ROWS TO_MOVE PHASE WHITE_HAND BLACK_HAND QUIET [key=value ...]`
"""

from __future__ import annotations

from .geometry import CellError, geometry
from .moves import SHUTTLES_BEFORE_LIMIT
from .rules import apply_start_of_turn, can_step
from .rulesets import Blocked, Chain, UnknownRuleSetError, ruleset
from .state import (
    BLACK,
    EMPTY,
    MOVEMENT,
    PIECE_LETTERS,
    PLACEMENT,
    SIDE_NAMES,
    WHITE,
    Duty,
    GameState,
    Outcome,
    Phase,
    Reason,
    board_rows,
    opponent,
    pieces_per_side,
)

LETTER_PIECES = {letter: piece for piece, letter in PIECE_LETTERS.items()}
SIDE_LETTERS = {WHITE: "w", BLACK: "b"}
LETTER_SIDES = {letter: side for side, letter in SIDE_LETTERS.items()}
RESULT_WINNERS = {"white": WHITE, "black": BLACK, "draw": None}
FIXED_FIELDS = 8
# Counts in a position are far below this many digits; longer ones are mistakes (or attacks).
MAX_DIGITS = 9


class PositionError(ValueError):
    """A position string that is malformed or describes an impossible position."""


def format_position(state: GameState) -> str:
    """The state as a position string; `parse_position` reads it back to an equal state."""
    grid = state.geometry
    size = state.size
    rows = board_rows(state.board, size)
    fields = [
        state.rules.name,
        str(size),
        "/".join(rows),
        SIDE_LETTERS[state.to_move],
        state.phase.value,
        str(state.hands[0]),
        str(state.hands[1]),
        str(state.quiet),
    ]
    extras: list[tuple[str, str]] = []
    if state.placed:
        extras.append(("placed", str(state.placed)))
    if state.chain >= 0:
        extras.append(("chain", grid.name(state.chain)))
    if state.duty is not Duty.NONE:
        extras.append(("duty", state.duty.value))
    if state.pending:
        extras.append(("pending", ",".join(grid.name(c) for c in state.pending)))
    if state.offered:
        extras.append(("offered", "1"))
    if state.first_from >= 0:
        extras.append(("first", grid.name(state.first_from)))
    if state.shuttles:  # the protocol's key for them is `history` (docs/position.md)
        pieces = (
            grid.name(cell) + ":" + "".join(grid.name(c) for c in steps)
            for cell, steps in state.shuttles
        )
        extras.append(("history", ",".join(pieces)))
    if state.steps != (0, 0):
        extras.append(("steps", f"{state.steps[0]},{state.steps[1]}"))
    if state.ate != (0, 0):
        extras.append(("ate", f"{state.ate[0]},{state.ate[1]}"))
    if state.outcome is not None:
        extras.append(("result", f"{state.outcome.result}:{state.outcome.reason.value}"))
    return " ".join(fields + [f"{key}={value}" for key, value in extras])


def parse_position(text: str) -> GameState:
    """Read a position string; PositionError with a readable message when it is bad.

    The start-of-turn rules are applied (docs/position.md `setposition`), so a blocked side may be
    handed over or lose at once.
    """
    try:
        return _parse(text)
    except (CellError, UnknownRuleSetError) as error:
        raise PositionError(str(error)) from None


def _parse(text: str) -> GameState:
    parts = text.split()
    if len(parts) < FIXED_FIELDS:
        raise PositionError(
            f"a position has at least {FIXED_FIELDS} fields "
            f"(RULESET SIZE ROWS TO_MOVE PHASE WHITE_HAND BLACK_HAND QUIET), got {len(parts)}"
        )
    rules = ruleset(parts[0])
    size = _integer(parts[1], "SIZE")
    if size not in rules.sizes:
        raise PositionError(f"{rules.name} is not played on a {size}×{size} board")
    grid = geometry(size)
    board = _board(parts[2], size)
    if parts[3] not in LETTER_SIDES:
        raise PositionError(f"TO_MOVE must be w or b, not '{parts[3]}'")
    if parts[4] not in (PLACEMENT, MOVEMENT):
        raise PositionError(f"PHASE must be place or move, not '{parts[4]}'")
    hands = (_integer(parts[5], "WHITE_HAND"), _integer(parts[6], "BLACK_HAND"))
    quiet = _integer(parts[7], "QUIET")
    extras = _key_values(parts[FIXED_FIELDS:])

    def cells(key: str) -> tuple[int, ...]:
        value = extras.pop(key, "")
        return tuple(grid.parse(name) for name in value.split(",")) if value else ()

    def pair(key: str) -> tuple[int, int]:
        value = extras.pop(key, "0,0").split(",")
        if len(value) != 2:
            raise PositionError(f"{key} must be two numbers like 3,4")
        return _integer(value[0], key), _integer(value[1], key)

    chain = cells("chain")
    first = cells("first")
    try:
        duty = Duty(extras.pop("duty", ""))
    except ValueError:
        raise PositionError("duty must be one of " + ", ".join(d.value for d in Duty)) from None
    state = GameState(
        rules=rules,
        size=size,
        board=board,
        to_move=LETTER_SIDES[parts[3]],
        phase=Phase(parts[4]),
        hands=hands,
        quiet=quiet,
        placed=_integer(extras.pop("placed", "0"), "placed"),
        chain=chain[0] if chain else -1,
        duty=duty,
        pending=cells("pending"),
        offered=_flag(extras.pop("offered", "0"), "offered"),
        first_from=first[0] if first else -1,
        shuttles=_shuttles(extras.pop("history", ""), size),
        steps=pair("steps"),
        ate=pair("ate"),
        outcome=_outcome(extras.pop("result", "")),
    )
    if extras:
        raise PositionError("unknown field(s): " + ", ".join(sorted(extras)))
    _check_possible(state)
    return apply_start_of_turn(state)


def _integer(text: str, what: str) -> int:
    if not (text.isascii() and text.isdigit()):
        raise PositionError(f"{what} must be a whole number ≥ 0, not '{text}'")
    if len(text) > MAX_DIGITS:
        raise PositionError(f"{what} must be below 10^{MAX_DIGITS}")
    return int(text)


def _flag(text: str, what: str) -> bool:
    if text not in ("0", "1"):
        raise PositionError(f"{what} must be 0 or 1, not '{text}'")
    return text == "1"


def _board(rows_text: str, size: int) -> tuple[int, ...]:
    rows = rows_text.split("/")
    if len(rows) != size or any(len(row) != size for row in rows):
        raise PositionError(f"ROWS must be {size} rows of {size} characters separated by /")
    board = []
    for row in reversed(rows):
        for letter in row:
            if letter not in LETTER_PIECES:
                raise PositionError(f"ROWS may hold only W, B and '.', not '{letter}'")
            board.append(LETTER_PIECES[letter])
    return tuple(board)


def _key_values(words: list[str]) -> dict[str, str]:
    found: dict[str, str] = {}
    for word in words:
        key, equals, value = word.partition("=")
        if not equals or not key:
            raise PositionError(f"optional fields are key=value, not '{word}'")
        if key in found:
            raise PositionError(f"field '{key}' is given twice")
        found[key] = value
    return found


def _shuttles(text: str, size: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    if not text:
        return ()
    grid = geometry(size)
    pieces = []
    for item in text.split(","):
        cell, colon, steps = item.partition(":")
        if not colon or len(steps) % 4 or not steps:
            raise PositionError(f"history entries are like c3:c2c3d3c3, not '{item}'")
        names = [steps[i : i + 2] for i in range(0, len(steps), 2)]
        pieces.append((grid.parse(cell), tuple(grid.parse(n) for n in names)))
    return tuple(sorted(pieces))


def _outcome(text: str) -> Outcome | None:
    if not text:
        return None
    result, _, reason = text.partition(":")
    if result not in RESULT_WINNERS:
        raise PositionError(f"result must be white, black or draw, not '{result}'")
    try:
        return Outcome(RESULT_WINNERS[result], Reason(reason))
    except ValueError:
        reasons = ", ".join(r.value for r in Reason)
        raise PositionError(f"result reason must be one of {reasons}") from None


def _check_possible(state: GameState) -> None:
    """Refuse positions no game could reach: too many pieces, a bad phase, a broken chain."""
    per_side = pieces_per_side(state.size)
    for side, name in SIDE_NAMES.items():
        total = state.count(side) + state.hands[side - 1]
        if total > per_side:
            raise PositionError(f"{name} has {total} pieces on board and in hand (max {per_side})")
    if state.phase == MOVEMENT and state.hands != (0, 0):
        raise PositionError("in the movement phase both hands must be empty")
    if state.phase == PLACEMENT:
        if state.hands == (0, 0):
            raise PositionError("in the placement phase someone must still have pieces in hand")
        if state.hands[state.to_move - 1] == 0:
            raise PositionError("the side to place has no pieces in hand")
        if state.board[state.geometry.centre] != EMPTY:
            raise PositionError("nobody places on the centre")
        if state.placed not in (0, 1) or state.duty is not Duty.NONE or state.chain >= 0:
            raise PositionError("placement allows only placed=0 or 1, no duty and no chain")
        _check_placement_turns(state, per_side)
    if state.phase == MOVEMENT and state.placed:
        raise PositionError("placed=... belongs to the placement phase")
    if state.chain >= 0 and state.board[state.chain] != state.to_move:
        raise PositionError("chain names a cell without a piece of the side to move")
    _check_fields_fit_rules(state)
    if state.duty is Duty.FREE and state.first_from < 0:
        raise PositionError("duty=free needs first=CELL")
    if (state.duty is Duty.ANSWER_RANSOM) != bool(state.pending):
        raise PositionError("pending=... goes with duty=ransom, and only with it")
    if state.pending:
        _check_ransom(state)
    if state.duty is Duty.REMOVE and can_step(state, opponent(state.to_move)):
        raise PositionError("duty=remove needs an opponent who cannot move")
    _check_shuttles(state)


def _check_shuttles(state: GameState) -> None:
    """Each `history=` entry is the last steps of the piece now on its cell: at most
    SHUTTLES_BEFORE_LIMIT steps to a neighbour, each starting where the one before ended."""
    grid = state.geometry
    cells = [cell for cell, _ in state.shuttles]
    if len(set(cells)) != len(cells):
        raise PositionError("history names a cell twice")
    for cell, steps in state.shuttles:
        if state.board[cell] == EMPTY:
            raise PositionError(f"history names {grid.name(cell)}, which holds no piece")
        if len(steps) > 2 * SHUTTLES_BEFORE_LIMIT or steps[-1] != cell:
            raise PositionError(
                f"a history entry holds the last 1 to {SHUTTLES_BEFORE_LIMIT} steps "
                "of the piece on its cell"
            )
        for index in range(0, len(steps), 2):
            origin, target = steps[index], steps[index + 1]
            if target not in grid.neighbours[origin]:
                raise PositionError("history steps go from a cell to its neighbour")
            if index + 2 < len(steps) and steps[index + 2] != target:
                raise PositionError("each step of a history entry starts where the last ended")


def _check_placement_turns(state: GameState, per_side: int) -> None:
    """Nothing is captured while placing, and turns of two alternate from white (§1)."""
    for side, name in SIDE_NAMES.items():
        if state.count(side) + state.hands[side - 1] != per_side:
            raise PositionError(
                f"while placing, {name}'s pieces on board and in hand must make {per_side}"
            )
    white_placed, black_placed = per_side - state.hands[0], per_side - state.hands[1]
    if state.to_move == WHITE:
        possible = white_placed - state.placed == black_placed and black_placed % 2 == 0
    else:
        possible = black_placed - state.placed + 2 == white_placed and white_placed % 2 == 0
    if not possible:
        raise PositionError(
            f"{white_placed} white and {black_placed} black pieces placed cannot leave "
            f"{SIDE_NAMES[state.to_move]} to place{' its second piece' if state.placed else ''}"
        )


# Which blocked rule (or other parameter) each duty belongs to (docs/rules.md §5, §6).
DUTY_RULES = {
    Duty.OPEN: (Blocked.OPPONENT_OPENS, Blocked.SIJA),
    Duty.REMOVE: (Blocked.OPPONENT_REMOVES,),
    Duty.FREE: (Blocked.LOSES,),
    Duty.BLOCKED: (Blocked.SIJA,),
    Duty.ANSWER_RANSOM: (Blocked.SIJA,),
}


def _check_fields_fit_rules(state: GameState) -> None:
    """Refuse optional fields that the position's rule set cannot have."""
    rules = state.rules
    name = rules.name
    if state.chain >= 0 and rules.chain is Chain.NONE:
        raise PositionError(f"{name} has no chain captures (chain=...)")
    if state.shuttles and not rules.repetition_limit:
        raise PositionError(f"{name} has no repetition limit (history=...)")
    if state.offered and not rules.end_by_agreement:
        raise PositionError(f"{name} has no end by agreement (offered=...)")
    if state.first_from >= 0 and rules.blocked is not Blocked.LOSES:
        raise PositionError("'first' is only used by rule sets where a blocked player loses")
    if state.duty is Duty.ANSWER_OFFER and not rules.end_by_agreement:
        raise PositionError(f"{name} has no end by agreement (duty=offer)")
    allowed = DUTY_RULES.get(state.duty)
    if allowed is not None and rules.blocked not in allowed:
        raise PositionError(f"duty={state.duty.value} does not exist in {name}")
    if state.duty is not Duty.NONE and state.chain >= 0:
        raise PositionError("a duty and a chain cannot both be pending")


def _check_ransom(state: GameState) -> None:
    if len(state.pending) != 3 or state.rules.blocked is not Blocked.SIJA:
        raise PositionError("a pending ransom names three cells, under sija only")
    asker = opponent(state.to_move)
    own, first, second = state.pending
    board = state.board
    if board[own] != asker or board[first] != state.to_move or board[second] != state.to_move:
        raise PositionError("a pending ransom names one asker's piece, then two of the answerer's")
