"""The board screen's panel buttons: the board's offers (`seega.play.offers`) as buttons
running the scene's commands, and where they stand at the panel's foot.

Kept apart so the board scene stays about time and input; what the board and the panel show
is the picture's (`seega.play.picture`).
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

import pygame

from seega.play.coach import ButtonEntry, Command
from seega.play.offers import offers
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
    """(label, command, enabled) for the panel's buttons: the board's offers, each running
    its command on the scene."""
    return [
        (offer.label, partial(scene.run, offer.command), offer.enabled)
        for offer in offers(scene.session)
    ]


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
