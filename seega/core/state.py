"""The immutable game state, the events an action produces, and the outcome of a game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import Any, Final, NamedTuple

from .frozen import Frozen
from .geometry import Geometry, geometry
from .native import mypyc_attr
from .rulesets import RuleSet, ruleset

EMPTY: Final = 0
WHITE: Final = 1
BLACK: Final = 2
SIDE_NAMES: Final = {WHITE: "white", BLACK: "black"}
# The sides as players see them, by their pieces' colours: the window's words for a side
# (`side.light`, `dialog.resign_side.dark`...) and the statistics' two-player results.
SIDE_COLOURS: Final = {WHITE: "light", BLACK: "dark"}
# How a cell is written in position strings and board diagrams (docs/position.md).
PIECE_LETTERS: Final = {EMPTY: ".", WHITE: "W", BLACK: "B"}


class _Word(str, Enum):
    """An enum of words: a member prints as its value, as the text formats write it."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)


class Phase(_Word):
    """The two phases of a game (docs/rules.md §1); the value is the position string's word."""

    PLACEMENT = "place"
    MOVEMENT = "move"


# Read once: an Enum member costs a class attribute look-up each time (hot paths compare these).
PLACEMENT: Final = Phase.PLACEMENT
MOVEMENT: Final = Phase.MOVEMENT


def opponent(side: int) -> int:
    """The other side."""
    return 3 - side


def must_enter_centre(rules: RuleSet, steps: tuple[int, int]) -> bool:
    """Whether the next step must enter the centre: the game's very first step, under a rule
    set that enforces it (docs/rules.md §2: lane). `steps` are the steps made per side."""
    return rules.first_step_enters_centre and steps[0] + steps[1] == 0


def board_rows(board: tuple[int, ...], size: int) -> list[str]:
    """The board as rows of PIECE_LETTERS, the top row (row N) first."""
    return [
        "".join(PIECE_LETTERS[board[row * size + col]] for col in range(size))
        for row in reversed(range(size))
    ]


def pieces_per_side(size: int) -> int:
    """(N²−1)/2: 12 on 5×5, 24 on 7×7, 40 on 9×9 (docs/rules.md §1)."""
    return (size * size - 1) // 2


class Duty(str, Enum):
    """What the side to act must do instead of an ordinary turn (docs/rules.md §5, §6)."""

    NONE = ""
    OPEN = "open"  # step so that the blocked opponent can then step
    REMOVE = "remove"  # seejeh: remove one piece of the blocked opponent
    FREE = "free"  # lane: remove an own piece next to the first step's origin
    BLOCKED = "blocked"  # sija: the blocked Black asks a ransom or passes
    ANSWER_RANSOM = "ransom"  # sija: White accepts or refuses the pending ransom
    ANSWER_OFFER = "offer"  # seejeh: accept or refuse ending the game by count


class Reason(str, Enum):
    """Why a game ended."""

    CAPTURE = "capture"  # the loser is down to the rule set's losing count
    BLOCKED = "blocked"  # the loser could not step (lane, sija)
    STALL = "stall"  # too many plies without a capture: count
    NO_MOVES = "nomoves"  # neither side can step: count
    AGREEMENT = "agreement"  # both agreed to end by count (seejeh)
    RESIGN = "resign"
    TIMEOUT = "timeout"


@dataclass(frozen=True)
class Outcome(Frozen):
    """The end of a game: the winner (WHITE, BLACK, or None for a draw) and why."""

    winner: int | None
    reason: Reason

    @property
    def result(self) -> str:
        """`white`, `black` or `draw`."""
        return SIDE_NAMES[self.winner] if self.winner else "draw"


class EventKind(_Word):
    """What an event reports (the values are the words a log or a test may read)."""

    PLACED = "placed"  # a piece put on `cells`
    MOVED = "moved"  # a step from cells[0] to cells[1]
    CAPTURED = "captured"  # enemy pieces taken by a step
    REMOVED = "removed"  # pieces taken off by a removal or an accepted ransom
    PHASE = "phase"  # placement is over; `side` steps first
    PASSED = "passed"  # `side` could not step and passed
    CHAIN = "chain"  # `side` may capture again from cells[0]
    OFFERED = "offered"  # `side` offered to end the game by count
    RANSOM = "ransom"  # `side` asked the ransom `cells`
    ACCEPTED = "accepted"  # an offer or a ransom was accepted
    REFUSED = "refused"  # an offer or a ransom was refused
    ENDED = "ended"  # the game is over; `side` won (0: a draw)


class Event(NamedTuple):
    """Something that happened while applying an action, for animation, sound and logs.

    `side` is who did it; `cells` what it touched.
    """

    kind: EventKind
    side: int
    cells: tuple[int, ...] = ()


def captured_cells(events: tuple[Event, ...]) -> tuple[int, ...]:
    """The cells captured by one action, from its events."""
    return tuple(
        cell for event in events if event.kind is EventKind.CAPTURED for cell in event.cells
    )


# Seejeh: each piece's last steps as flat (from, to, ...), keyed by its cell (sorted).
Shuttles = tuple[tuple[int, tuple[int, ...]], ...]


class _StateFields(NamedTuple):
    """The fields of a GameState, in order (a tuple: cheap to build, compare and hash).

    hands: pieces still to place (white, black); quiet: plies since the last capture or
    removal; placed: pieces already placed in this placement turn; chain: cell of the piece
    that just captured while a chain may go on, else -1; duty: what the side to act must do
    instead of an ordinary turn; pending: the requested ransom; offered: the side to act
    already offered to end this turn; first_from: lane, the cell the very first step left,
    while its exception can still apply; shuttles: seejeh, each piece's last steps as flat
    (from, to, ...) keyed by its cell; steps, ate: steps made and enemy pieces captured per
    side (white, black), for the sija score; outcome: set once the game is over.
    """

    rules: RuleSet
    size: int
    board: tuple[int, ...]
    to_move: int
    phase: Phase
    hands: tuple[int, int]
    quiet: int = 0
    placed: int = 0
    chain: int = -1
    duty: Duty = Duty.NONE
    pending: tuple[int, ...] = ()
    offered: bool = False
    first_from: int = -1
    shuttles: Shuttles = ()
    steps: tuple[int, int] = (0, 0)
    ate: tuple[int, int] = (0, 0)
    outcome: Outcome | None = None


# A plain class in the compiled build too: it keeps a `__dict__` for the cache (seega.core.native).
@mypyc_attr(native_class=False)
class GameState(_StateFields):
    """A position with everything the rules need; immutable and hashable.

    Create one with `new_game()` or `seega.core.position.parse_position()`; get the next one
    with `seega.core.rules.apply_action()`. `to_move` is always the side that acts next.
    The rules engine caches what it works out on the instance, never in the tuple: the legal
    actions (`_legal`), the steps of the side to act (`_steps`) and the board's bit sets
    (`_bits`); a copy, a replace or a pickle starts without them.
    """

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("GameState is immutable; apply an action to get a new state")

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickle by value, without the cache (the game sends states to a worker process)."""
        return (GameState, tuple(self))

    def __repr__(self) -> str:
        """The board and the turn, enough to read a failing test (the full text of a state
        is `format_position`)."""
        rows = "/".join(board_rows(self.board, self.size))
        side = SIDE_NAMES[self.to_move]
        return f"GameState({self.rules.name} {self.size} {rows} {side} {self.phase})"

    @property
    def geometry(self) -> Geometry:
        """The board's geometry (names, neighbours, rays)."""
        return geometry(self.size)

    @property
    def is_over(self) -> bool:
        """True once the game has an outcome."""
        return self.outcome is not None

    def count(self, side: int) -> int:
        """Pieces of `side` on the board."""
        return self.board.count(side)

    def replace(self, **changes: Any) -> GameState:
        """A copy with some fields changed (for set-ups and tests; rules code builds directly)."""
        return self._replace(**changes)


# A state or an event from a tuple of all its fields in order, without NamedTuple's argument
# handling: the rules engine's hot paths build thousands a second (Final: the compiled build
# then holds them in C statics instead of looking them up by name at each call).
state_from_fields: Final[Callable[[tuple[Any, ...]], GameState]] = partial(tuple.__new__, GameState)
event_from_fields: Final[Callable[[tuple[str, int, tuple[int, ...]]], Event]] = partial(
    tuple.__new__, Event
)


def new_game(rules: RuleSet | str = "standard", size: int | None = None) -> GameState:
    """The empty board at the start of placement, white to place."""
    rule_set = ruleset(rules) if isinstance(rules, str) else rules
    board_size = size if size is not None else rule_set.default_size
    if board_size not in rule_set.sizes:
        offered = ", ".join(map(str, rule_set.sizes))
        raise ValueError(f"{rule_set.name} is played on sizes {offered}, not {board_size}")
    grid = geometry(board_size)
    per_side = pieces_per_side(board_size)
    return GameState(
        rules=rule_set,
        size=board_size,
        board=(EMPTY,) * grid.cells,
        to_move=WHITE,
        phase=PLACEMENT,
        hands=(per_side, per_side),
    )
