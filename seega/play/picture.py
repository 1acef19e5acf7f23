"""The board's picture without pygame: everything the game screen shows of a turn, as one
frozen value made from the session and the match.

`picture_of` works out the pieces' marks (the last turn, where the person may act, the movable
pieces, the hovered cell, the hint), the rings (removals, ransom cells, a refused click), the
chosen piece, the capture a hovered step would make, the last turn's trace, the pieces in
danger and the step that would take the hovered one, the hint and the threat it answers, and
the side panel's model (`HudModel`). The view (`seega.ui.play.board_scene`) lays it out and
draws it and computes none of it (tests/test_structure.py holds it to that). `Painter` keeps
the latest picture, made again only when the position it was made from changes.

Every rule is asked of the core: nothing here decides one.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from seega.ai.hints import Threat, answered_threat
from seega.core import (
    BLACK,
    MOVEMENT,
    PLACEMENT,
    WHITE,
    Action,
    GameState,
    apply_action,
    captured_cells,
    opponent,
)
from seega.core import actions as act
from seega.i18n import current_language, tr
from seega.play import narration, traces
from seega.play.board_input import single_cell_actions, steps_by_origin
from seega.play.coach import Hint
from seega.play.hud_model import HudModel, PlayerCard
from seega.play.marks import Marker, Ring
from seega.play.session import Mode, TurnSession
from seega.play.traces import Danger, Trace

# Capture previews kept: the few steps a person hovers over in one position.
PREVIEW_CACHE_SIZE = 64


@dataclass(frozen=True)
class Looks:
    """The settings the picture reads: legal moves marked, danger marked (on, off, auto), the
    pieces' style (the panel's cards show it)."""

    legal_moves: bool = True
    danger: str = "auto"
    style: str = "carved"


@dataclass(frozen=True)
class Pointer:
    """Where the person points: the cell under the mouse, the keyboard's cursor, and a cell
    flashed red for a refused click (while it flashes)."""

    hover: int | None = None
    cursor: int | None = None
    flash: int | None = None

    @property
    def aim(self) -> int | None:
        """The cell aimed at: the cursor's, else the mouse's."""
        return self.cursor if self.cursor is not None else self.hover


@dataclass(frozen=True)
class Picture:
    """Everything the board and its panel show of the turn (see the module docstring)."""

    markers: Mapping[int, tuple[Marker, ...]]
    rings: Mapping[int, Ring]
    selected: int | None
    cursor: int | None
    crosses: tuple[int, ...]  # what the step to the aimed cell would capture
    trace: Trace
    danger: Danger | None  # None: not marked now
    danger_step: tuple[Action, tuple[int, ...]] | None  # the step that takes the aimed piece
    danger_text: str  # what the aimed piece in danger risks, in words ("" when none)
    hint: Action | None
    threat: Threat | None  # the opponent's threat the hint answers
    hud: HudModel

    @property
    def glow(self) -> tuple[int, ...]:
        """The hint's cells, glowing under the pieces."""
        return self.hint.cells if self.hint is not None else ()


@dataclass(frozen=True)
class Position:
    """What a picture is made from: the game's position and the turn's state, where the person
    points, the looks and the language. Two equal positions make equal pictures."""

    state: GameState
    plies: int
    mode: Mode
    selected: int | None
    ransom: tuple[int, ...]
    accepting: bool
    movable: bool
    hint: Hint | None
    hint_wanted: bool
    refusal: str
    thinking: bool
    clock: tuple[int, bool] | None  # (whole seconds shown, running) of a timed game
    danger_shown: bool
    pointer: Pointer
    looks: Looks
    language: str


def position_of(session: TurnSession, looks: Looks, pointer: Pointer) -> Position:
    """The position a picture of `session` is made from now."""
    match = session.match
    timed = bool(match.think_time_ms) and not match.is_over
    return Position(
        state=match.state,
        plies=len(match.played),
        mode=session.mode,
        selected=session.picker.selected,
        ransom=tuple(session.picker.ransom),
        accepting=session.accepting(),
        movable=session.show_movable,
        hint=session.hint,
        hint_wanted=session.hint_wanted,
        refusal=session.refusal_text,
        thinking=match.computer_thinking,
        clock=(math.ceil(match.clock_ms / 1000), match.clock_running) if timed else None,
        danger_shown=session.coach.shows_danger(looks.danger),
        pointer=pointer,
        looks=looks,
        language=current_language(),
    )


class Painter:
    """The latest picture of a session, made again only when its `Position` changes (the
    board draws every frame; the position changes with a click, an action or a second)."""

    def __init__(self) -> None:
        self._made_from: Position | None = None
        self._picture: Picture | None = None

    def picture(self, session: TurnSession, looks: Looks, pointer: Pointer) -> Picture:
        """The picture of `session` now."""
        position = position_of(session, looks, pointer)
        if self._picture is None or position != self._made_from:
            self._picture = picture_of(session, position)
            self._made_from = position
        return self._picture


def picture_of(session: TurnSession, position: Position) -> Picture:
    """The picture of `session` at `position` (made from it; see `Painter` for the cache)."""
    match = session.match
    state = match.state
    legal = match.legal_actions() if position.accepting else ()
    danger = _danger(session, position)
    danger_step = _danger_step(danger, position.pointer)
    hint = session.hint
    threat = answered_threat(state, hint.action) if hint is not None else None
    danger_text = ""
    if danger_step is not None:
        danger_text = narration.danger_line(opponent(state.to_move), *danger_step, state.size)
    return Picture(
        markers=_markers(session, legal, position),
        rings=_rings(session, legal, position),
        selected=session.picker.selected,
        cursor=position.pointer.cursor,
        crosses=_crosses(session, legal, position.pointer),
        trace=traces.trace_of(match.last_turn),
        danger=danger,
        danger_step=danger_step,
        danger_text=danger_text,
        hint=hint.action if hint is not None else None,
        threat=threat,
        hud=hud_model(session, position.looks.style, danger_text),
    )


def _danger(session: TurnSession, position: Position) -> Danger | None:
    """The person's pieces the opponent could take next, when the marks are on and the person
    is to act."""
    state = session.match.state
    if state.phase == PLACEMENT or not position.accepting or not position.danger_shown:
        return None
    return traces.danger(state, state.to_move)


def _danger_step(danger: Danger | None, pointer: Pointer) -> tuple[Action, tuple[int, ...]] | None:
    """The step that would take the aimed piece in danger, and all it would take."""
    aim = pointer.aim
    if danger is None or aim not in danger.pieces:
        return None
    step = danger.pieces[aim][0]
    return step, danger.steps[step]


def _crosses(session: TurnSession, legal: tuple[Action, ...], pointer: Pointer) -> tuple[int, ...]:
    """What the step to the aimed cell would capture, for the chosen piece."""
    picker = session.picker
    aim = pointer.aim
    if picker.selected is None or not legal or aim is None:
        return ()
    step = picker.targets(legal).get(aim)
    return () if step is None else preview_captures(session.match.state, step)


@lru_cache(maxsize=PREVIEW_CACHE_SIZE)
def preview_captures(state: GameState, step: Action) -> tuple[int, ...]:
    """The cells `step` would capture in `state` (asked of the rules engine)."""
    return captured_cells(apply_action(state, step)[1])


def _markers(
    session: TurnSession, legal: tuple[Action, ...], position: Position
) -> dict[int, tuple[Marker, ...]]:
    """The last turn (both placements, every step of a chain), where the person may place or
    move (if shown), the pieces that can move (on demand), the hovered cell, and the hint."""
    found: dict[int, tuple[Marker, ...]] = {}

    def mark(cell: int, marker: Marker) -> None:
        found[cell] = (*found.get(cell, ()), marker)

    for played in session.match.last_turn:
        if played.action.kind in (act.STEP, act.PLACE, act.REMOVE):
            for cell in played.action.cells:
                mark(cell, Marker.LAST_MOVE)
    picker = session.picker
    if legal and position.looks.legal_moves:
        targets = picker.targets(legal) or {a.cells[0]: a for a in legal if a.kind == act.PLACE}
        for cell in targets:
            mark(cell, Marker.LEGAL)
    if legal and position.movable and picker.selected is None:
        for origin in steps_by_origin(legal):
            mark(origin, Marker.MOVABLE)
    hover = position.pointer.hover
    if legal and hover is not None and _actionable(session, legal, hover):
        mark(hover, Marker.HOVER)
    if session.hint is not None:
        for cell in session.hint.action.cells:
            mark(cell, Marker.HINT)
    return found


def _actionable(session: TurnSession, legal: tuple[Action, ...], cell: int) -> bool:
    """A click on `cell` would do something: place, choose a piece, step, remove."""
    if cell in single_cell_actions(legal) or cell in steps_by_origin(legal):
        return True
    return cell in session.picker.targets(legal)


def _rings(session: TurnSession, legal: tuple[Action, ...], position: Position) -> dict[int, Ring]:
    """Rings over pieces: those that may be removed, ransom choices, a refused click."""
    found: dict[int, Ring] = {}
    for action in legal:
        if action.kind == act.REMOVE:
            found[action.cells[0]] = Ring.REMOVABLE
    if legal and session.picking_ransom:
        for cell in session.picker.ransom_candidates(legal):
            found[cell] = Ring.RANSOM_CHOICE
        for cell in session.picker.ransom:
            found[cell] = Ring.RANSOM_PICKED
    if position.pointer.flash is not None:
        found[position.pointer.flash] = Ring.REFUSED
    return found


def hud_model(session: TurnSession, style: str, danger_text: str = "") -> HudModel:
    """What the side panel shows now, as the coach has it (`danger_text`: what the aimed
    piece in danger risks, said before the prompt)."""
    match, state = session.match, session.match.state
    cards = tuple(
        PlayerCard(
            name=narration.player_name(match, side),
            dark=side == BLACK,
            on_board=state.count(side),
            in_hand=state.hands[side - 1],
            captured=state.ate[side - 1],
            active=not match.is_over and state.to_move == side,
            thinking=match.computer_thinking and state.to_move == side,
        )
        for side in (WHITE, BLACK)
    )
    quiet = None
    if state.phase == MOVEMENT and state.quiet > 0:  # from the first step without a capture
        quiet = (state.quiet, state.rules.stall_plies)
    prompt = narration.prompt(match, session.picker.selected, session.picking_ransom)
    timed = bool(match.think_time_ms) and not match.is_over
    if timed and not match.clock_running and prompt:  # said before the clock first runs
        prompt = f"{prompt} {tr('hud.clock_note', seconds=match.think_time_ms // 1000)}"
    refused = session.refusal_text
    if refused:
        prompt = refused
    elif session.hint is not None:  # it says what to do: the prompt after it only crowded out
        prompt = session.hint.words()  # the move list
    elif session.hint_wanted:
        prompt = f"{tr('hud.hint_wait')} {prompt}"
    elif danger_text:
        prompt = f"{danger_text} {prompt}"
    model = HudModel(
        title=narration.title(state),
        phase=narration.phase_word(state),
        cards=(cards[0], cards[1]),
        turn=narration.turn_text(match),
        turn_dark=None if match.is_over else state.to_move == BLACK,
        prompt=prompt,
        clock_ms=match.clock_ms if timed else None,
        clock_running=match.clock_running,
        quiet=quiet,
        moves=narration.move_lines(match),
        news=narration.news(match),
        refused=bool(refused),
        style=style,
    )
    return session.coach.panel_lines(model)
