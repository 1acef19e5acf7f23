"""Questions several scenes ask the same way: one dialog for one question."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seega.i18n import tr
from seega.ui.render.dialog import Choice, Dialog
from seega.ui.services.context import AppContext


def delete_saved_question(
    context: AppContext,
    game: str,
    area: pygame.Rect,
    now_ms: int,
    close: Callable[[], None],
    delete: Callable[[], None],
) -> Dialog:
    """ "Delete this saved game?", naming the game (`game`: its line in the list), asked before
    a game in progress is forgotten. Keep it (focused first) closes the question and the game
    stays; Delete closes it, then `delete` forgets the game."""

    def confirmed() -> None:
        close()
        delete()

    return Dialog(
        tr("dialog.delete_saved.title"),
        tr("dialog.delete_saved.body", game=game),
        [Choice(tr("button.keep_saved"), close), Choice(tr("button.delete_saved"), confirmed)],
        area,
        now_ms,
        on_feedback=context.click,
    )
