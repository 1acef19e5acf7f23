"""What the board screen shows besides the board itself: the side panel's model and buttons,
and the cell markers and rings drawn for the person to act.

Functions of what `BoardScreen` exposes, kept apart so `board.py` stays about time and input;
the board scene is one such screen, but nothing here needs to know it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial
from typing import Protocol

import pygame

from seega.core import (
    BLACK,
    MOVEMENT,
    PLACEMENT,
    WHITE,
    Action,
    GameState,
    apply_action,
    captured_cells,
)
from seega.core import actions as act
from seega.core.rulesets import Chain
from seega.i18n import tr
from seega.play import narration
from seega.play.board_input import single_cell_actions, steps_by_origin
from seega.play.coach import ButtonEntry, Command
from seega.play.hud_model import HudModel, PlayerCard
from seega.play.session import TurnSession
from seega.ui.render.board_art import Marker
from seega.ui.render.theme import CARNELIAN_LIGHT, GOLD, TURQUOISE_LIGHT, Colour
from seega.ui.render.widgets import Button, mirrored
from seega.ui.services.context import AppContext

BUTTON_HEIGHT = 50
BUTTON_GAP = 10
BUTTON_TEXT = 22
# The panel's buttons are narrow: their text may come closer to the edges than on menus, but
# never so close that a long word (Greek "Επανάληψη") looks squeezed against the gold edge.
BUTTON_PADDING = 14
BUTTONS_PER_ROW = 3
# Capture previews kept: the few steps a person hovers over in one position.
PREVIEW_CACHE_SIZE = 64
PANEL_PADDING = 22


class BoardScreen(Protocol):
    """What the panel, the markers and the rings read of a game screen besides its turn
    (`session`): where the keyboard's cursor and the mouse are, a flashed cell, what the view
    works out, and the board's commands for the buttons."""

    context: AppContext
    session: TurnSession
    cursor: int | None
    hover: int | None
    flash: tuple[int, int] | None  # (cell, until ms) of a refused click

    @property
    def danger_text(self) -> str: ...
    def capture_preview(self) -> tuple[int, ...]: ...
    def move_lines(self) -> tuple[str, ...]: ...
    def run(self, command: Command) -> None: ...


def button_entries(scene: BoardScreen) -> list[ButtonEntry]:
    """(label, command, enabled) for the panel's buttons: those the rule set has, in order."""
    session = scene.session
    match = session.match
    legal = match.legal_actions() if session.accepting() else ()
    rules = match.state.rules

    def command(which: Command) -> Callable[[], None]:
        return partial(scene.run, which)

    entries: list[ButtonEntry] = [
        (tr("button.hint"), command(Command.HINT), match.human_to_act and session.hint is None),
        (tr("button.undo"), command(Command.UNDO), match.can_undo),
        (tr("button.redo"), command(Command.REDO), match.can_redo),
    ]
    if match.state.phase == PLACEMENT and any(seat.is_here for seat in match.seats):
        # Chains and offers come with movement: in placement, the place-the-rest button.
        hand_over = bool(legal) and match.can_place_rest_for(match.state.to_move)
        entries.append((tr("button.place_rest"), command(Command.PLACE_REST), hand_over))
    elif session.picking_ransom:
        entries.append((tr("button.cancel"), session.cancel_ransom, True))
    elif rules.chain is not Chain.NONE:
        entries.append(end_turn_entry(scene))
    if rules.end_by_agreement and match.state.phase != PLACEMENT:
        offer = Action(act.OFFER) in legal
        entries.append((tr("button.offer_end"), command(Command.OFFER_END), offer))
    entries.append((tr("button.menu"), command(Command.MENU), True))
    return entries


def end_turn_entry(scene: BoardScreen) -> ButtonEntry:
    """End the turn: enabled while a chain of captures may stop (E does the same)."""
    session = scene.session
    can_end = session.accepting() and Action(act.END) in session.match.legal_actions()
    return tr("button.end_turn"), partial(scene.run, Command.END_TURN), can_end


def layout_buttons(entries: list[ButtonEntry], panel: pygame.Rect) -> list[Button]:
    """Three buttons on the first row at the foot of the panel, the rest sharing the second;
    each row starts on the reading side (Tab follows the reading order)."""
    inner = panel.inflate(-2 * PANEL_PADDING, -2 * PANEL_PADDING)
    rows = (entries[:BUTTONS_PER_ROW], entries[BUTTONS_PER_ROW:])
    buttons = []
    for row_index, row in enumerate(rows):
        if not row:
            continue
        width = (inner.width - (len(row) - 1) * BUTTON_GAP) // len(row)
        y = inner.bottom - (2 - row_index) * (BUTTON_HEIGHT + BUTTON_GAP) + BUTTON_GAP
        for col, (text, command, _) in enumerate(row):
            rect = pygame.Rect(inner.x + col * (width + BUTTON_GAP), y, width, BUTTON_HEIGHT)
            rect = mirrored(rect, inner)
            buttons.append(Button(rect, text, command, size=BUTTON_TEXT, padding=BUTTON_PADDING))
    return buttons


def hud_model(scene: BoardScreen) -> HudModel:
    """What the side panel shows now (before the coach's own lines)."""
    session = scene.session
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
    elif scene.danger_text:
        prompt = f"{scene.danger_text} {prompt}"
    return HudModel(
        title=narration.title(state),
        phase=narration.phase_word(state),
        cards=(cards[0], cards[1]),
        turn=narration.turn_text(match),
        turn_dark=None if match.is_over else state.to_move == BLACK,
        prompt=prompt,
        clock_ms=match.clock_ms if timed else None,
        clock_running=match.clock_running,
        quiet=quiet,
        moves=scene.move_lines(),
        news=narration.news(match),
        refused=bool(refused),
        style=scene.context.settings.piece_style,
    )


def markers(scene: BoardScreen) -> dict[int, list[Marker]]:
    """The last turn (both placements, every step of a chain), where the person may place or
    move (if shown), the pieces that can move (on demand), the hovered cell, and the hint."""
    session = scene.session
    found: dict[int, list[Marker]] = {}
    for played in session.match.last_turn:
        if played.action.kind in (act.STEP, act.PLACE, act.REMOVE):
            for cell in played.action.cells:
                found.setdefault(cell, []).append(Marker.LAST_MOVE)
    legal = session.match.legal_actions() if session.accepting() else ()
    if legal and scene.context.settings.show_legal_moves:
        targets = session.picker.targets(legal) or {
            a.cells[0]: a for a in legal if a.kind == act.PLACE
        }
        for cell in targets:
            found.setdefault(cell, []).append(Marker.LEGAL)
    if legal and session.show_movable and session.picker.selected is None:
        for origin in steps_by_origin(legal):
            found.setdefault(origin, []).append(Marker.MOVABLE)
    if legal and scene.hover is not None and _actionable(scene, legal, scene.hover):
        found.setdefault(scene.hover, []).append(Marker.HOVER)
    if session.hint is not None:
        for cell in session.hint.action.cells:
            found.setdefault(cell, []).append(Marker.HINT)
    return found


def _actionable(scene: BoardScreen, legal: tuple[Action, ...], cell: int) -> bool:
    """A click on `cell` would do something: place, choose a piece, step, remove."""
    if cell in single_cell_actions(legal) or cell in steps_by_origin(legal):
        return True
    return cell in scene.session.picker.targets(legal)


@lru_cache(maxsize=PREVIEW_CACHE_SIZE)
def preview_captures(state: GameState, step: Action) -> tuple[int, ...]:
    """The cells `step` would capture in `state` (asked of the rules engine)."""
    return captured_cells(apply_action(state, step)[1])


def rings(scene: BoardScreen) -> dict[int, Colour]:
    """Rings over pieces: those that may be removed, ransom choices, a refused click."""
    session = scene.session
    found: dict[int, Colour] = {}
    if session.accepting():
        legal = session.match.legal_actions()
        for action in legal:
            if action.kind == act.REMOVE:
                found[action.cells[0]] = CARNELIAN_LIGHT
        if session.picking_ransom:
            for cell in session.picker.ransom_candidates(legal):
                found[cell] = TURQUOISE_LIGHT
            for cell in session.picker.ransom:
                found[cell] = GOLD
    if scene.flash is not None and session.now < scene.flash[1]:
        found[scene.flash[0]] = CARNELIAN_LIGHT
    return found
