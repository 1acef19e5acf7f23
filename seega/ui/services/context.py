"""What every scene may use: storage, current settings and statistics, audio, the display.

The composition root (`seega.ui.app`) builds one `AppContext` and hands it to scenes. Changing
settings through it applies them at once (volumes, mute, full screen, language, text size)
and saves them; a save that fails becomes a notice for the player instead of an error.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

import pygame

from seega import i18n
from seega.storage.ledger import Count
from seega.storage.persistence import Settings, Statistics, Storage
from seega.ui.services.computer import Computer
from seega.ui.services.file_words import Problem, worded
from seega.ui.services.online import Network, RealNetwork
from seega.ui.services.routes import Routes
from seega.ui.shell import fonts
from seega.ui.shell.audio import AudioBus
from seega.ui.shell.display import Display

MUTE_KEY = pygame.K_m
# With Ctrl, Alt or Meta held, M is someone else's shortcut.
BUSY_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


@dataclass
class AppContext:
    """Shared services; `notices` are messages waiting to be shown to the player; `routes`
    lead to other scenes (wired by the composition root); `computer` is the computer player's
    worker, started on first use; `offered_steps`, `work_clock` and `rng`: see below."""

    storage: Storage
    settings: Settings
    statistics: Statistics
    audio: AudioBus
    display: Display | None = None
    notices: list[str] = field(default_factory=list)
    routes: Routes = field(default_factory=Routes)
    computer: Computer = field(default_factory=Computer)
    network: Network = field(default_factory=RealNetwork)
    # The levels after whose games the next step was offered since the game started: once
    # per launch each, so a person who keeps their level is not asked again and again.
    offered_steps: set[str] = field(default_factory=set)
    # The clock (seconds) that work done inside frames is measured against: the slices of a
    # long reading (`Stepped`), the review's time left. Tests inject one of their own, so no
    # test depends on how fast the machine is.
    work_clock: Callable[[], float] = time.perf_counter
    # The local calendar date, which the daily puzzle and its streak are of: injected by tests,
    # and by the composition root when the command line names a day (`--today`).
    today: Callable[[], date] = date.today
    # Chance for the scenes (the coin toss for who plays light); tests seed it.
    rng: random.Random = field(default_factory=random.Random)
    # The last game this window counted, with the statistics before and after it: the
    # game-over card reads how that game moved the rating (seega.play.standing).
    last_count: Count | None = None

    def __post_init__(self) -> None:
        self.apply_text_settings()

    def change_settings(self, **changes: Any) -> None:
        """Apply and save new setting values, e.g. `change_settings(muted=True)`."""
        self.settings = replace(self.settings, **changes)
        self.apply_settings()
        self.tell(self.storage.save_settings(self.settings))

    def apply_settings(self) -> None:
        """Push the current settings to the audio bus, the display and the text."""
        self.apply_text_settings()
        self.audio.effect_volume = self.settings.sound_volume / 100
        self.audio.music_volume = self.settings.music_volume / 100
        self.audio.muted = self.settings.muted
        if self.display is not None:
            self.display.set_fullscreen(self.settings.fullscreen)
            pygame.display.set_caption(i18n.tr("app.caption"))

    def apply_text_settings(self) -> None:
        """The language and the text size, for every screen from the next frame on."""
        i18n.set_language(self.settings.language)
        fonts.set_text_scale(fonts.LARGER_TEXT_SCALE if self.settings.larger_text else 1.0)

    def save_statistics(self, statistics: Statistics) -> None:
        """Keep and save new statistics (a reset)."""
        self.statistics = statistics
        self.tell(self.storage.save_statistics(statistics))

    def tell(self, problem: Problem | None) -> None:
        """Put what storage could not do among the notices, in words (once: the same problem
        twice is told once)."""
        if problem is not None and (words := worded(problem)) not in self.notices:
            self.notices.append(words)

    def handle_shortcut(self, event: pygame.event.Event) -> bool:
        """App-wide keys, whatever the screen: M mutes and unmutes (saved like the setting)."""
        if event.type == pygame.KEYDOWN and event.key == MUTE_KEY and not event.mod & BUSY_MODS:
            self.change_settings(muted=not self.settings.muted)
            return True
        return False

    def click(self) -> None:
        """The menu click sound."""
        self.audio.play("menu_click")
