"""Questions several scenes ask the same way: one dialog for one question."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seega.i18n import tr
from seega.ui.render.dialog import Choice, Dialog
from seega.ui.services.context import AppContext


def replace_saved_question(
    context: AppContext,
    area: pygame.Rect,
    now_ms: int,
    close: Callable[[], None],
    go_on: Callable[[], None],
) -> Dialog:
    """ "Replace the saved game?", asked before a new game would overwrite the game in progress.

    Keep closes the question and the saved game stays for Continue; Replace closes it, forgets
    the saved game, then goes on (`go_on` starts the new game)."""

    def replace() -> None:
        close()
        context.storage.delete_autosave()
        go_on()

    return Dialog(
        tr("dialog.replace.title"),
        tr("dialog.replace.body"),
        [Choice(tr("button.keep_saved"), close), Choice(tr("button.replace_saved"), replace)],
        area,
        now_ms,
        on_feedback=context.click,
    )
