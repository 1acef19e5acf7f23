"""The composition root: parse the command line, open the window, wire services and scenes, run.

`build_parser()` returns the argparse parser so other features can add options; `main(argv)`
returns the process exit status. A crash writes a report (traceback and versions) into the
user's data folder and says where it is.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import platform
import sys
import tempfile
import traceback
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Literal, TextIO

import pygame

import seega
from seega.core import build
from seega.game.ending import new_game_id
from seega.i18n import LANGUAGES, system_language, tr
from seega.storage import files
from seega.storage.paths import LOCATION, program_name
from seega.storage.persistence import Storage, data_dir
from seega.ui.modes import demo, install_desktop, review_mode, showcase
from seega.ui.play import flow
from seega.ui.play.board_scene import BoardScene
from seega.ui.render.icon import app_icon
from seega.ui.render.sound_mark import draw_sound_state
from seega.ui.scenes.challenge import stage_scene
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.how_to_play import HowToPlayScene
from seega.ui.scenes.journey import JourneyScene
from seega.ui.scenes.lesson import LessonScene, first_lesson
from seega.ui.scenes.new_game import NewGameScene
from seega.ui.scenes.online_game import OnlineGameScene
from seega.ui.scenes.online_lobby import HostScene, JoinScene
from seega.ui.scenes.past_games import PastGamesScene
from seega.ui.scenes.pause import PauseScene
from seega.ui.scenes.play_on import PlayOnScene
from seega.ui.scenes.review import ReviewScene
from seega.ui.scenes.saved_games import SavedGamesScene
from seega.ui.scenes.settings import SettingsScene
from seega.ui.scenes.stats import StatsScene
from seega.ui.scenes.title import TitleScene
from seega.ui.services.context import AppContext
from seega.ui.services.file_words import worded
from seega.ui.services.routes import Routes
from seega.ui.shell.audio import open_audio
from seega.ui.shell.display import Display
from seega.ui.shell.input import enable_key_repeat
from seega.ui.shell.loop import GameLoop
from seega.ui.shell.scene import SceneStack

ICON_PX = 64
# The exit status when the data folder named is not a folder (argparse's for a bad argument).
NOT_A_FOLDER_STATUS = 2
# Where a windowed program's crash is also told in a dialog: a console is rarely at hand there
# (Linux's desktop entry starts the program the same way, but its users find crash logs in the
# data folder the README names; a dialog there would need a display server to ask).
DIALOG_SYSTEMS = ("win32", "darwin")


def build_parser() -> argparse.ArgumentParser:
    """The command line; extend it with `build_parser().add_argument(...)` in new features."""
    parser = argparse.ArgumentParser(
        prog=program_name("seega"),
        description="Seega, the Egyptian capture game.",
        epilog="seega --engine [OPTIONS] speaks the text protocol instead (seega --engine --help).",
    )
    parser.add_argument("--version", action="version", version=build.named(seega.PROGRAM))
    parser.add_argument("--data-dir", type=Path, help="folder for settings, saves and statistics")
    parser.add_argument("--frames", type=int, help="quit after this many frames (for checks)")
    parser.add_argument("--stats", action="store_true", help="print frame time statistics at exit")
    parser.add_argument(
        "--today",
        type=date.fromisoformat,
        metavar="YYYY-MM-DD",
        help="the calendar date the daily puzzle and its streak take as today (for checks)",
    )
    parser.add_argument(
        "--install-desktop",
        action="store_true",
        help="add Seega to the Linux applications menu, then exit",
    )
    parser.add_argument(
        "--uninstall-desktop",
        action="store_true",
        help="take Seega out of the Linux applications menu, then exit",
    )
    parser.add_argument(
        "--showcase",
        type=Path,
        metavar="FOLDER",
        help="draw the README's pictures of the real scenes into FOLDER, then exit",
    )
    demo.add_arguments(parser)
    review_mode.add_arguments(parser)
    return parser


def wire_routes(context: AppContext) -> None:
    """Give the scenes their ways to one another (they never import each other upwards)."""
    context.routes = Routes(
        title=lambda: TitleScene(context),
        board=lambda match, saving: BoardScene(context, match, saving),
        how_to_play=lambda rules: (
            HowToPlayScene(context) if rules is None else HowToPlayScene(context, rules)
        ),
        settings=lambda: SettingsScene(context),
        new_game=lambda: NewGameScene(context),
        statistics=lambda: StatsScene(context),
        past_games=lambda: PastGamesScene(context),
        saved_games=lambda: SavedGamesScene(context),
        continue_game=lambda saved: flow.continue_scene(context, saved),
        review=lambda line, players, archived, placed: ReviewScene(
            context, line, players, archived, placed
        ),
        journey=lambda: JourneyScene(context, in_steps=True),
        stage=lambda stage, link: stage_scene(context, stage, link),
        game_over=lambda match, saving: GameOverScene(context, match, saving),
        pause=lambda match, saving, resign: PauseScene(context, match, saving, resign),
        play_on=lambda state: PlayOnScene(context, state),
        lesson=lambda rules: LessonScene(context, rules or first_lesson(context)),
        online_host=lambda offer: HostScene(context, offer),
        online_join=lambda: JoinScene(context),
        online_game=lambda connection, shown: OnlineGameScene(context, connection, shown),
        online_over=lambda match, rematch: GameOverScene(context, match, True, rematch),
    )


def first_scene(context: AppContext) -> TitleScene:
    """The title a launch opens on; at the very first launch it offers the lesson (once: the
    settings remember the answer)."""
    return TitleScene(context, offer_lesson=not context.settings.lesson_offered)


def frame_overlays(context: AppContext) -> list[Callable[[pygame.Surface], None]]:
    """What is drawn over every screen: the muted mark while the sound is off."""
    return [lambda surface: draw_sound_state(surface, context.settings.muted)]


def build_context(storage: Storage, today: date | None = None) -> AppContext:
    """Load settings and statistics, and look at the finished lessons the title counts
    (problems become notices, each naming its file), adopt an older version's single
    autosave among the games in progress, and open audio; `today` fixes the calendar date
    (None: the system's local date)."""
    storage.clean_up()
    adopted = storage.saves.adopt(new_game_id)
    settings = storage.load_settings(LANGUAGES, system_language())
    statistics = storage.load_statistics()
    lessons = storage.load_lessons()
    loads = (settings, statistics, lessons)
    notices = [worded(loaded.problem) for loaded in loads if loaded.problem is not None]
    notices += [] if adopted is None else [worded(adopted)]
    audio = open_audio(
        effect_volume=settings.value.sound_volume / 100,
        music_volume=settings.value.music_volume / 100,
        muted=settings.value.muted,
    )
    context = AppContext(storage, settings.value, statistics.value, audio, notices=notices)
    if today is not None:
        context.today = lambda: today
    wire_routes(context)
    return context


def desktop_notices(system: str = sys.platform, data: Path | None = None) -> list[str]:
    """The applications menu's entry starts a program that is gone (the game was moved): say
    to add it again from here."""
    if not system.startswith(install_desktop.MENU_SYSTEMS):
        return []
    gone = install_desktop.stale_entry(data)
    return [] if gone is None else [tr("notice.desktop_entry_gone", path=files.quoted(gone))]


def run(args: argparse.Namespace) -> int:
    """Open the window and play until the player quits."""
    if args.showcase:
        return make_showcase(args.showcase)
    storage = Storage(args.data_dir or data_dir())
    if not storage.folder_usable():  # the person's file: refused, never moved or replaced
        print(tr("app.data_dir_not_folder", path=storage.directory), file=sys.stderr)
        return NOT_A_FOLDER_STATUS
    pygame.init()
    # No pygame.quit() here: pygame quits at interpreter exit, and quitting early would stale
    # the fonts cached by seega.ui.shell.fonts for anything that runs after (tests, --demo).
    pygame.display.set_icon(app_icon(ICON_PX))
    context = build_context(storage, args.today)  # sets the language, for the caption
    context.notices += desktop_notices()
    pygame.display.set_caption(tr("app.caption"))
    display = Display(fullscreen=context.settings.fullscreen)
    context.display = display
    display.on_fullscreen_change = lambda on: context.change_settings(fullscreen=on)
    enable_key_repeat()
    try:
        return play(args, context, display)
    finally:
        context.computer.close()


def play(args: argparse.Namespace, context: AppContext, display: Display) -> int:
    """Run the mode asked for (demo, review, or the game from its title) in the open window."""
    if args.demo:
        return demo.run_demo(args, context, display)
    if args.review:
        return review_mode.run_review(args, context, display)
    stack = SceneStack()
    stack.push(first_scene(context))
    context.audio.start_music()
    loop = GameLoop(
        stack,
        display,
        after_frame=[context.audio.flush],
        shortcuts=[context.handle_shortcut],
        overlays=frame_overlays(context),
    )
    stats = loop.run(max_frames=args.frames)
    context.audio.stop_music()
    if args.stats:
        print(stats.describe())
    return 0


def make_showcase(folder: Path) -> int:
    """The README's pictures (seega.ui.modes.showcase), drawn offscreen with default settings."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    with tempfile.TemporaryDirectory() as fresh:
        context = build_context(Storage(Path(fresh)))
        display = Display()
        context.display = display
        try:
            made = showcase.make_pictures(folder, context, display, context.routes.title)
        finally:
            context.computer.close()
    print("\n".join(str(path) for path in made))
    return 0


def crash_report(error: BaseException) -> str:
    """The text of a crash log: what broke and on which versions."""
    lines = [
        f"{build.named(seega.PROGRAM)} crashed (running from {LOCATION.mode.value}).",
        f"Python {sys.version.split()[0]} on {platform.platform()}",
        f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}",
        "",
        *traceback.format_exception(type(error), error, error.__traceback__),
    ]
    return "\n".join(lines)


def write_crash_log(
    folder: Callable[[], Path], error: BaseException, fallback: Path | None = None
) -> Path:
    """Save the crash report in the data folder, or in `fallback` (the temp folder) when the
    data folder cannot be named (no home folder: `Path.home()` raises) or written."""
    report = crash_report(error)
    try:
        return Storage(folder()).write_crash_log(report)
    except (OSError, RuntimeError):
        return Storage(fallback or Path(tempfile.gettempdir())).write_crash_log(report)


def tell_crash(
    message: str,
    stream: TextIO | None,
    system: str = sys.platform,
    environ: Mapping[str, str] = os.environ,
    show: Callable[[str, str, Literal["error"]], object] = pygame.display.message_box,
) -> None:
    """Say where the crash report is: on the console, and in the system's own dialog where
    the person has no console to read (the windowed program on Windows, where `stream` is
    None, and an app opened from macOS's Finder, whose output goes nowhere)."""
    if stream is not None:
        print(message, file=stream)
    console = stream is not None and stream.isatty()
    if system in DIALOG_SYSTEMS and not console and environ.get("SDL_VIDEODRIVER") != "dummy":
        with contextlib.suppress(pygame.error):  # no display to show it on: the log stays
            show(tr("app.name"), message, "error")


def main(argv: Sequence[str] | None = None) -> int:
    """The window's entry (through seega.launch.entry); returns the exit status."""
    args = build_parser().parse_args(argv)
    if args.install_desktop or args.uninstall_desktop:
        return install_desktop.main(uninstalling=args.uninstall_desktop)
    try:
        return run(args)
    except Exception as error:  # a crash must leave a report, not just vanish
        path = write_crash_log(lambda: args.data_dir or data_dir(), error)
        tell_crash(tr("app.crashed", path=path), sys.stderr)
        return 1
