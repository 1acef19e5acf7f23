"""The title screen: the desert at golden hour, the game's name, and the main menu.

Scenes written elsewhere (new game, how to play, continuing a saved game) are reached through
the context's routes (`seega.ui.services.routes`); a route left unwired disables its button.
The screen follows the language and text size as they change (it draws under the settings overlay),
and mirrors for a right-to-left language: the menu stands on the right, the desert flips.
Esc means "back" here too: it asks before the game closes (Quit in the menu closes at once).
With a game in progress, Continue says beside it which game it resumes (rule set and board,
opponent, whose turn, the turn's number); the autosave is read and its record replayed off
the frame (`Scene.work`), a "reading" line showing meanwhile, and a Continue chosen before the
reading ends resumes the game as soon as it has.
At the very first launch the title asks whether to learn to play (the settings remember the
answer, so it is asked once); the menu's lesson entry counts the lessons finished.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

import seega
from seega import i18n
from seega.anim import Stopwatch, Tween, ease_out_cubic
from seega.challenges.lesson import LESSON_ORDER
from seega.core import WHITE
from seega.core.state import SIDE_COLOURS
from seega.game.match import SavedGame
from seega.i18n import tr
from seega.play.labels import player_label
from seega.ui.render import text
from seega.ui.render.desert import DesertBackdrop
from seega.ui.render.dialog import Choice, Dialog
from seega.ui.render.motifs import Glyph, frieze, glyph_image
from seega.ui.render.text import TextBox
from seega.ui.render.theme import GOLD, GOLD_DARK, GOLD_LIGHT, KOHL, PAPYRUS, mix
from seega.ui.render.widgets import Button, FocusGroup, draw_panel, same_text_size
from seega.ui.services.context import AppContext
from seega.ui.shell import fonts
from seega.ui.shell.display import LOGICAL_SIZE
from seega.ui.shell.input import Intent, intent_of
from seega.ui.shell.scene import Scene
from seega.ui.shell.steps import Stepped

TITLE_SIZE = 132
SUBTITLE_SIZE = 30
# The menu column's centre, from the reading side of the screen.
MENU_CENTRE_X = 330
LOGO_HEIGHT = 176
LOGO_WIDTH = 600
# The lettering's carved edge and shadow reach this far beyond the letters.
LETTERING_MARGIN = 12
SUBTITLE_TOP = 184
SUBTITLE_HEIGHT = 58
# Room for an ankh on each side of the subtitle.
ANKH_ROOM = 44
BUTTON_SIZE = (340, 54)
# The entries (and Continue, when there is a game to resume) share the room from just under
# the subtitle (MENU_TOP: the first button's centre) down to the notice, clear of it by
# NOTICE_CLEARANCE px, each button this share of its step (the rest is the gap): tall enough
# for Arabic letters at a readable size, never taller than BUTTON_SIZE.
MENU_SHARE = 0.9
NOTICE_CLEARANCE = 8
MENU_TOP = 274
# With larger text the lettering gives up this much of its height, and the subtitle and the
# menu move up by as much: the buttons grow taller (up to BUTTON_SIZE's height scaled like the
# text), so their words are drawn larger instead of being fitted back to the normal size.
LARGER_TEXT_LIFT = 56
FRIEZE_HEIGHT = 38
# The menu slides in from the reading side as the title appears.
INTRO_MS = 700
INTRO_SLIDE_PX = 60
NOTICE_MS = 9000
NOTICE_SIZE = 20
# Below the menu and above the frieze, with room for two lines.
NOTICE_RECT = pygame.Rect(190, 672, 900, 84)
NOTICE_PADDING = (20, 8)
# The version, small in the corner away from the menu, just above the frieze.
VERSION_SIZE = 18
# Right of the notice panel (NOTICE_RECT ends at x = 1090), so a notice never covers it.
VERSION_RECT = pygame.Rect(LOGICAL_SIZE[0] - 180, LOGICAL_SIZE[1] - FRIEZE_HEIGHT - 30, 160, 26)
# The question before quitting: this share of the screen's width, in its middle.
QUESTION_WIDTH_SHARE = 0.46
# The line beside Continue: this far from the button, this large (two lines, taller than a
# compact button), its text at most this size.
CONTINUE_GAP = 16
CONTINUE_WIDTH = 470
CONTINUE_HEIGHT = 66
CONTINUE_SIZE = 20
CONTINUE_PADDING = (14, 4)


def title_lettering(name: str, size: int) -> pygame.Surface:
    """The game's name in gold with a dark carved edge and a soft shadow, drawn LETTERING_MARGIN
    px beyond the plain text's image on the top and left."""
    shape = text.render(name, size, (255, 255, 255), bold=True, display=True).copy()
    width, height = shape.get_size()
    gradient = pygame.Surface((width, height), pygame.SRCALPHA)
    for y in range(height):
        share = y / max(1, height - 1)
        colour = mix(GOLD_LIGHT, GOLD, share * 1.6) if share < 0.6 else mix(GOLD, GOLD_DARK, share)
        gradient.fill((*colour, 255), (0, y, width, 1))
    shape.blit(gradient, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    margin = LETTERING_MARGIN
    result = pygame.Surface((width + 2 * margin, height + 2 * margin), pygame.SRCALPHA)
    shadow = text.render(name, size, KOHL, bold=True, display=True).copy()
    shadow.set_alpha(120)
    result.blit(shadow, (margin + 4, margin + 6))
    edge = text.render(name, size, mix(GOLD_DARK, KOHL, 0.5), bold=True, display=True)
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (2, 2)):
        result.blit(edge, (margin + dx, margin + dy))
    result.blit(shape, (margin, margin))
    return result


def heading_lift() -> int:
    """How far the subtitle and the menu move up (LARGER_TEXT_LIFT with larger text, else 0)."""
    return LARGER_TEXT_LIFT if fonts.text_scale() > 1 else 0


def menu_centre_x() -> int:
    """The menu column's centre: on the left, or on the right for right-to-left reading."""
    return LOGICAL_SIZE[0] - MENU_CENTRE_X if i18n.is_rtl() else MENU_CENTRE_X


class TitleScene(Scene):
    """The first screen."""

    def __init__(self, context: AppContext, offer_lesson: bool = False) -> None:
        super().__init__()
        self.context = context
        self.routes = context.routes
        self.offer_lesson = offer_lesson and self.routes.wired("lesson")
        self.offer: Dialog | None = None  # "Learn to play?", at the very first launch
        self.clock = Stopwatch()
        self._backdrop: DesertBackdrop | None = None
        self.menu = FocusGroup([], on_back=self.ask_to_quit, on_feedback=context.click)
        self.asking: Dialog | None = None  # "Quit Seega?", after Esc
        self._keys: list[str] = []  # the menu's entries by key, in order
        self._built_for: tuple[str, float] | None = None  # (language, text scale)
        self._lettering: pygame.Surface | None = None
        self._notice: str | None = None
        self._fitted_notice: tuple[tuple[object, ...], list[TextBox]] | None = None
        self._notice_until = 0
        self._reading: Stepped[SavedGame | None] | None = None  # the autosave, being read
        self.saved: SavedGame | None = None  # the game Continue resumes, once read
        self._continue_wanted = False  # Continue was chosen while the save was being read
        self._fitted_continue: tuple[tuple[object, ...], list[TextBox]] | None = None

    @property
    def notice(self) -> str | None:
        """The message shown at the bottom of the screen, if any."""
        return self._notice

    def enter(self) -> None:
        self._start_reading()
        self._rebuild_menu(focus_key=None)
        self.menu.focus_visible = True  # Enter starts what is shown; the mouse hides the ring
        self._take_notice()
        if self.offer_lesson:
            self._offer_lesson()

    def _offer_lesson(self) -> None:
        """Ask whether to learn to play; the settings remember the answer, so it is asked
        once (a window closed before the answer asks again next time)."""
        self.offer_lesson = False
        choices = [
            Choice(tr("lesson.offer.yes"), self._open_offered_lesson),
            Choice(tr("lesson.offer.no"), self._close_offer),
        ]
        self.offer = self._question(tr("lesson.offer.title"), tr("lesson.offer.body"), choices)

    def _open_offered_lesson(self) -> None:
        self._close_offer()
        if self.routes.wired("lesson"):
            self.stack.push(self.routes.lesson(None))

    def _close_offer(self) -> None:
        """The question answered (either way, or Esc): it is not asked again."""
        self.offer = None
        self.context.change_settings(lesson_offered=True)

    def resume(self) -> None:
        self._start_reading()  # the game may have gone on, or ended, since
        self._rebuild_menu(focus_key=self._focused_key())  # Continue may have appeared or gone
        self._take_notice()

    def _can_continue(self) -> bool:
        return self.routes.wired("read_save") and self.routes.wired("continue_game")

    def _start_reading(self) -> None:
        """Read the game in progress afresh, off the frame (see `work`)."""
        self.saved, self._continue_wanted = None, False
        self._reading = None
        if self._can_continue() and self.context.storage.has_autosave():
            self._reading = Stepped(self.routes.read_save(), clock=self.context.work_clock)

    def work(self) -> None:
        """A slice of the autosave's reading; then Continue says what it resumes (or goes,
        with a notice, when the save cannot be resumed)."""
        if self._reading is None or self._backdrop is None or not self._reading.advance():
            return  # nothing to read, or the first frame (the desert is drawn then) still to come
        self.saved, self._reading = self._reading.value, None
        if self.saved is None:
            self._continue_wanted = False
            self._rebuild_menu(focus_key=self._focused_key())
            self._take_notice()
        elif self._continue_wanted:
            self.continue_saved()

    def _focused_key(self) -> str | None:
        if self.menu.focus in self.menu.widgets:
            return self._keys[self.menu.widgets.index(self.menu.focus)]
        return None

    def _rebuild_menu(self, focus_key: str | None) -> None:
        """The buttons in the current language, the focus kept on the same entry."""
        entries: list[tuple[str, Callable[[], None], bool]] = []
        if self._reading is not None or self.saved is not None:
            entries.append(("menu.continue", self.continue_saved, True))
        routes = self.routes
        for key, route, make in (
            ("menu.new_game", "new_game", routes.new_game),
            ("menu.journey", "journey", routes.journey),
            ("menu.lesson", "lesson", lambda: routes.lesson(None)),
            ("menu.how_to_play", "how_to_play", lambda: routes.how_to_play(None)),
            ("menu.settings", "settings", routes.settings),
            ("menu.statistics", "statistics", routes.statistics),
            ("menu.past_games", "past_games", routes.past_games),
        ):
            wired = routes.wired(route)
            entries.append((key, self._opener(make if wired else None), wired))
        entries.append(("menu.quit", self.quit, True))
        buttons = []
        top = MENU_TOP - heading_lift()
        room = NOTICE_RECT.top - NOTICE_CLEARANCE - top  # first centre to last bottom
        step = int(room / (len(entries) - 1 + MENU_SHARE / 2))
        tallest = round(BUTTON_SIZE[1] * fonts.text_scale())
        height = min(tallest, int(step * MENU_SHARE))
        for index, (key, action, enabled) in enumerate(entries):
            rect = pygame.Rect((0, 0), (BUTTON_SIZE[0], height))
            rect.center = (menu_centre_x(), top + index * step)
            label = self._lesson_label() if key == "menu.lesson" else tr(key)
            buttons.append(Button(rect, label, action, enabled))
        same_text_size(buttons)  # one size for the column: no button looks smaller
        self._keys = [key for key, _, _ in entries]
        self.menu.widgets = list(buttons)
        wanted = self._keys.index(focus_key) if focus_key in self._keys else None
        self.menu.focus = (
            buttons[wanted] if wanted is not None else next((b for b in buttons if b.enabled), None)
        )
        self._built_for = (i18n.current_language(), fonts.text_scale())
        self._lettering = None

    def _lesson_label(self) -> str:
        """Learn to play, with the lessons finished once there are some."""
        done = len(self.context.storage.load_lessons().value) if self.routes.wired("lesson") else 0
        if not done:
            return tr("menu.lesson")
        return tr("menu.lesson_progress", done=done, total=len(LESSON_ORDER))

    def _follow_text_settings(self) -> None:
        """Rebuild in a language or text size chosen since the menu was made."""
        if self._built_for != (i18n.current_language(), fonts.text_scale()):
            self._rebuild_menu(focus_key=self._focused_key())

    def _opener(self, factory: Callable[[], Scene] | None) -> Callable[[], None]:
        def open_scene() -> None:
            if factory is not None:
                self.stack.push(factory())

        return open_scene

    def continue_saved(self) -> None:
        """Resume the saved game, or as soon as it has been read."""
        if self.saved is None or not self.routes.wired("continue_game"):
            self._continue_wanted = True
            return
        saved, self.saved, self._continue_wanted = self.saved, None, False
        self.stack.push(self.routes.continue_game(saved))

    def continue_line(self) -> str | None:
        """What Continue resumes: "Standard 5×5 · against Computer (Easy) · your turn ·
        turn 12"; a reading line meanwhile; None without Continue."""
        if self._reading is not None:
            return tr("title.continue.reading")
        game = self.saved
        if game is None:
            return None
        record, state = game.record, game.line.state
        seats = game.seats
        people = [side for side, seat in enumerate(seats, WHITE) if seat.is_human]
        computer = next((seat for seat in seats if not seat.is_human), None)
        if computer is None or not people:
            against = tr("newgame.two_players")
            side = SIDE_COLOURS[state.to_move]
            whose = tr(f"title.continue.{side}_to_play")
        else:
            computer_text = record.black if people[0] == WHITE else record.white
            against = tr("title.continue.against", computer=player_label(computer_text))
            mine = state.to_move in people
            whose = tr("title.continue.your_turn" if mine else "title.continue.computer_turn")
        rules = f"{tr(f'rules.{record.rules}.name')} {tr('newgame.size_value', size=record.size)}"
        turn = tr("title.continue.turn", number=game.turn)
        return " · ".join((rules, against, whose, turn))

    def _continue_rect(self) -> pygame.Rect | None:
        """Beside the Continue button, on the side away from the screen's reading edge."""
        if "menu.continue" not in self._keys:
            return None
        button = self.menu.widgets[self._keys.index("menu.continue")].rect
        area = pygame.Rect(0, 0, CONTINUE_WIDTH, CONTINUE_HEIGHT)
        area.centery = button.centery
        if i18n.is_rtl():
            area.right = menu_centre_x() - BUTTON_SIZE[0] // 2 - CONTINUE_GAP
        else:
            area.left = menu_centre_x() + BUTTON_SIZE[0] // 2 + CONTINUE_GAP
        return area

    def _continue_boxes(self) -> list[TextBox]:
        """The line beside Continue, fitted once per text, place, language and text size."""
        line, area = self.continue_line(), self._continue_rect()
        if line is None or area is None:
            return []
        inner = area.inflate(-2 * CONTINUE_PADDING[0], -2 * CONTINUE_PADDING[1])
        key = (line, tuple(inner), i18n.current_language(), fonts.text_scale())
        if self._fitted_continue is None or self._fitted_continue[0] != key:
            lines = text.fitted_paragraph(line, inner, CONTINUE_SIZE, KOHL, align="start")
            drop = (inner.bottom - lines[-1].rect.bottom) // 2  # centred in the panel
            boxes = [replace(box, rect=box.rect.move(0, drop)) for box in lines]
            self._fitted_continue = (key, boxes)
        return self._fitted_continue[1]

    def quit(self) -> None:
        """Leave the game (an empty stack ends the loop)."""
        self.stack.clear()

    def ask_to_quit(self) -> None:
        """Esc: ask before closing the game; No (focused) or Esc again keeps it open."""
        choices = [Choice(tr("button.no"), self._stay), Choice(tr("button.yes"), self.quit)]
        self.asking = self._question(tr("dialog.quit.title"), tr("dialog.quit.body"), choices)

    def _question(self, heading: str, body: str, choices: list[Choice]) -> Dialog:
        """A question over the whole title, its choices as buttons."""
        return Dialog(
            heading,
            body,
            choices,
            pygame.Rect((0, 0), LOGICAL_SIZE),
            self.clock.elapsed_ms,
            on_feedback=self.context.click,
            width_share=QUESTION_WIDTH_SHARE,
        )

    def _stay(self) -> None:
        self.asking = None

    def _take_notice(self) -> None:
        if self.context.notices:
            self._notice = self.context.notices.pop(0)
            self._notice_until = self.clock.elapsed_ms + NOTICE_MS

    def handle_event(self, event: pygame.event.Event) -> None:
        self._follow_text_settings()
        if self.asking is not None:
            if intent_of(event) is Intent.BACK:
                self._stay()
            else:
                self.asking.handle_event(event)
            return
        if self.offer is not None:
            if intent_of(event) is Intent.BACK:
                self._close_offer()
            else:
                self.offer.handle_event(event)
            return
        if (
            self._notice
            and event.type == pygame.MOUSEBUTTONDOWN
            and self.notice_rect().collidepoint(event.pos)
        ):
            self._notice = None
            self._take_notice()
            return
        self.menu.handle_event(event)

    def update(self, dt_ms: int) -> None:
        self.clock.advance(dt_ms)
        if self._notice and self.clock.elapsed_ms >= self._notice_until:
            self._notice = None
            self._take_notice()

    def notice_rect(self) -> pygame.Rect:
        return NOTICE_RECT.copy()

    def _logo_box(self) -> TextBox:
        outer = pygame.Rect(0, 0, LOGO_WIDTH, LOGO_HEIGHT - heading_lift())
        outer.midtop = (menu_centre_x(), 0)
        area = outer.inflate(-2 * LETTERING_MARGIN, -2 * LETTERING_MARGIN)
        return TextBox(tr("app.name"), area, TITLE_SIZE, GOLD, bold=True, display=True)

    def _subtitle_box(self) -> TextBox:
        top = SUBTITLE_TOP - heading_lift()
        area = pygame.Rect(0, top, LOGO_WIDTH - 2 * ANKH_ROOM, SUBTITLE_HEIGHT)
        area.centerx = menu_centre_x()
        return TextBox(tr("app.subtitle"), area, SUBTITLE_SIZE, PAPYRUS, shadow=KOHL)

    def _version_box(self) -> TextBox:
        """The version, on the side away from the menu (the left for right-to-left reading)."""
        area = VERSION_RECT.copy()
        if i18n.is_rtl():
            area.left = LOGICAL_SIZE[0] - VERSION_RECT.right
        version = tr("app.version", version=seega.__version__)
        return TextBox(version, area, VERSION_SIZE, PAPYRUS, align="end", shadow=KOHL)

    def _notice_boxes(self) -> list[TextBox]:
        """The notice's lines, as large as fit, centred in the notice panel: fitted once per
        notice, language and text size (fitting a long notice every frame cost frames)."""
        if not self._notice:
            return []
        area = self.notice_rect().inflate(-2 * NOTICE_PADDING[0], -2 * NOTICE_PADDING[1])
        key = (self._notice, tuple(area), i18n.current_language(), fonts.text_scale())
        if self._fitted_notice is None or self._fitted_notice[0] != key:
            lines = text.fitted_paragraph(self._notice, area, NOTICE_SIZE, KOHL, align="center")
            drop = (area.bottom - lines[-1].rect.bottom) // 2
            boxes = [replace(line, rect=line.rect.move(0, drop)) for line in lines]
            self._fitted_notice = (key, boxes)
        return self._fitted_notice[1]

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the screen, with the rectangle it must stay in."""
        self._follow_text_settings()
        return [
            self._logo_box(),
            self._subtitle_box(),
            self._version_box(),
            *self.menu.text_boxes(),
            *self._continue_boxes(),
            *self._notice_boxes(),
            *(self.asking.text_boxes() if self.asking is not None else []),
            *(self.offer.text_boxes() if self.offer is not None else []),
        ]

    def _draw_heading(self, surface: pygame.Surface, intro: float) -> None:
        logo = self._logo_box()
        size, where = text.place(logo)
        if self._lettering is None:
            self._lettering = title_lettering(logo.text, size)
        self._lettering.set_alpha(round(255 * intro))
        surface.blit(self._lettering, where.move(-LETTERING_MARGIN, -LETTERING_MARGIN))
        subtitle = self._subtitle_box()
        text.draw_box(surface, subtitle)
        text.draw_box(surface, self._version_box())
        ink = text.ink_rect(subtitle)
        ankh = glyph_image(Glyph.ANKH, 26, GOLD, carved=False)
        surface.blit(ankh, ankh.get_rect(midright=(ink.left - 10, subtitle.rect.centery)))
        surface.blit(ankh, ankh.get_rect(midleft=(ink.right + 10, subtitle.rect.centery)))

    def draw(self, surface: pygame.Surface) -> None:
        self._follow_text_settings()
        mirrored = i18n.is_rtl()
        if (
            self._backdrop is None
            or self._backdrop.size != surface.get_size()
            or self._backdrop.mirrored != mirrored
        ):
            self._backdrop = DesertBackdrop(surface.get_size(), mirrored=mirrored)
        elapsed = self.clock.elapsed_ms
        self._backdrop.draw(surface, elapsed)
        width, height = surface.get_size()
        surface.blit(frieze(width, FRIEZE_HEIGHT), (0, height - FRIEZE_HEIGHT))
        intro = Tween(0.0, 1.0, INTRO_MS, easing=ease_out_cubic).value_at(elapsed)
        self._draw_heading(surface, intro)
        slide = round(INTRO_SLIDE_PX * (1.0 - intro))
        for widget in self.menu.widgets:
            widget.rect.centerx = menu_centre_x() + (slide if mirrored else -slide)
        self.menu.draw(surface)
        caption = self._continue_rect()
        if caption is not None and self.continue_line() is not None:
            draw_panel(surface, caption)
            for line in self._continue_boxes():
                text.draw_box(surface, line)
        if self._notice:
            draw_panel(surface, self.notice_rect())
            for line in self._notice_boxes():
                text.draw_box(surface, line)
        if self.asking is not None:
            self.asking.draw(surface, elapsed)
        if self.offer is not None:
            self.offer.draw(surface, elapsed)
