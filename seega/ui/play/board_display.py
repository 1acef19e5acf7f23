"""The board screen's panel buttons: which of the board's commands the rule set and the turn
offer now, and where they stand at the panel's foot.

Functions of what `BoardScreen` exposes, kept apart so the board scene stays about time and
input; what the board and the panel show is the picture's (`seega.play.picture`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

import pygame

from seega.core import (
    PLACEMENT,
    Action,
)
from seega.core import actions as act
from seega.core.rulesets import Chain
from seega.i18n import tr
from seega.play.coach import ButtonEntry, Command
from seega.play.session import TurnSession
from seega.ui.render.widgets import Button, mirrored

BUTTON_HEIGHT = 50
BUTTON_GAP = 10
BUTTON_TEXT = 22
# The panel's buttons are narrow: their text may come closer to the edges than on menus, but
# never so close that a long word (Greek "Επανάληψη") looks squeezed against the gold edge.
BUTTON_PADDING = 14
BUTTONS_PER_ROW = 3
PANEL_PADDING = 22


class BoardScreen(Protocol):
    """What the buttons read of a game screen: its turn (`session`) and the board's commands."""

    session: TurnSession

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
