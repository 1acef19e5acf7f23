"""The end of a game, over the final board: who won and why, pieces, score, what next.

The game kept its record and counted its result itself as it ended (seega.game.ending); the
card shows them and plays the win, loss or draw sound. A rated game shows how it moved the
person's rating under its rule set ("Your rating: 610, now 650"), from the statistics just
before and after its count, and how far the next level is (seega.play.standing). After a
few wins in a row against a level it offers the next level, after several losses the one below
(once per launch for each level, a line and a button beside Review game;
seega.core.players.next_step). A flourish of turning sun rays and falling gold leaf celebrates
a win. "View board" (or Esc) puts the result away to show the final board, with a small bar to
bring it back (Esc again) or go to the menu; a line under Play again and Rematch says who will
play which colour. After a rated game the review runs in the background under the card
(seega.ui.play.after_game) and "Practise this", beside Review game, plays the person's worst
moment as a challenge as soon as the review has judged it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import replace
from functools import cache

import pygame

from seega.ai.rating import level_rating
from seega.anim import Tween, ease_out_back, ease_out_cubic
from seega.core import BLACK, WHITE, opponent
from seega.core.players import LEVELS, Level
from seega.core.rulesets import Scoring
from seega.core.score import final_scores
from seega.core.state import SIDE_COLOURS
from seega.game import factory
from seega.game.match import Match
from seega.i18n import reading_order, tr
from seega.play import narration
from seega.play.standing import RatingChange, rating_change, rung_reached
from seega.review.analysis import ReviewSettings
from seega.storage.archive import ArchivedGame
from seega.ui.play import flow, keeping
from seega.ui.play.after_game import AfterGame
from seega.ui.render.dialog import veil_image
from seega.ui.render.motifs import Glyph, block_stripe, glyph_image
from seega.ui.render.pieces import piece_image
from seega.ui.render.text import TextBox, draw_box, fitted_paragraph
from seega.ui.render.theme import (
    CARNELIAN,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    KOHL,
    LAPIS,
    LAPIS_DARK,
    TURQUOISE,
    Colour,
)
from seega.ui.render.widgets import (
    Button,
    FocusGroup,
    Widget,
    draw_panel,
    mirrored,
    same_text_size,
)
from seega.ui.services.context import AppContext
from seega.ui.shell.scene import Scene

PANEL = pygame.Rect(0, 0, 760, 606)
TITLE_SIZE = 54
BODY_SIZE = 24
SCORE_SIZE = 40
# From the panel's top, (top, height) of each band, laid out for left-to-right reading (right
# to left mirrors them): the result, the ankh divider, why, the pieces left, then either
# each side's count or (sija) each side's score row, and the time played under them.
TEXT_INSET = 40
TITLE_BAND = (30, 70)
DIVIDER_TOP = 102
REASON_BAND = (130, 74)
PIECES_BAND = (204, 34)
COUNTS_BAND = (246, 72)
COUNT_ICON_PX = 64
# Each side's count stands this far from the middle; its icon just before its number.
COUNT_OFFSET_X = 130
COUNT_NUMBER_WIDTH = 90
COUNT_ICON_BEFORE = 40
SCORES_TOP = 242
SCORE_ROW_HEIGHT = 64
SCORE_ICON_PX = 44
SCORE_ICON_X = 50
SCORE_TEXT_X = 110
TIME_GAP = 6
TIME_HEIGHT = 32
BUTTON_SIZE = (166, 54)
BUTTON_GAP = 14
# Review game, centred above the row of buttons.
REVIEW_BUTTON_SIZE = (300, 54)
BUTTONS_BOTTOM_MARGIN = 74  # from the panel's bottom, with room for the notes under them
# Who plays which colour next, under Play again and Rematch: up to two lines.
NOTE_SIZE = 18
NOTE_GAP = 4
NOTE_HEIGHT = 48
# A rated game: the panel grows by this much for the rating's line, under the time played.
RATING_ROOM = 50
RATING_LINE_HEIGHT = 44
RATING_SIZE = 22
# A next step on offer: the panel grows by this much for its line, which stands just above the
# row of Review game and the step's own button.
STEP_ROOM = 54
STEP_LINE_HEIGHT = 46
STEP_LINE_GAP = 4
STEP_SIZE = 22
# With the result put away: a bar in the side panel where the prompt was (a finished game has
# none), clear of the board and its edge letters, to bring the result back or leave.
BAR = pygame.Rect(0, 0, 416, 60)
BAR_CENTRE = (1030, 434)
BAR_BUTTON_SIZE = (190, 44)
BAR_TEXT_SIZE = 22
VEIL_ALPHA = 140
APPEAR_MS = 480
RAY_COUNT = 14
RAY_WIDTH_SHARE = 0.45  # of the angle between two rays
RAY_RADIUS = 470
RAY_ALPHA = 150
# The rays are soft: drawn at half size and scaled up (a quarter of the drawing work).
RAY_DRAW_SHARE = 0.5
RAY_PERIOD_MS = 2600  # one breath of the rays' glow
STRIPE_INSET = 14
STRIPE_HEIGHT = 10
DIVIDER_GLYPH_PX = 26
LEAF_COUNT = 46
LEAF_SIZE = (22, 11)
LEAF_FALL_MS = 5200  # time for a leaf to cross the screen
LEAF_COLOURS: tuple[Colour, ...] = (GOLD, GOLD_LIGHT, TURQUOISE, LAPIS, CARNELIAN)
# A step offered because the rating reached the next level's rung, not after results in a row.
RUNG_REACHED = 0
# The background review searches as the review scene does (tests make it shallow).
AFTER_GAME_REVIEW = ReviewSettings()


class GameOverScene(Scene):
    """See the module docstring."""

    is_overlay = True

    def __init__(
        self,
        context: AppContext,
        match: Match,
        saving: bool = True,
        rematch: Callable[[], None] | None = None,
    ) -> None:
        """`match` is the finished game; `saving` False (demo mode) counts no statistics;
        `rematch` asks for the rematch elsewhere (an online game's server: no Play again,
        which would keep the colours the server swaps)."""
        super().__init__()
        self.context = context
        self.match = match
        self.saving = saving
        self.asks_rematch = rematch
        self.elapsed_ms = 0
        self.step: tuple[Level, int] | None = None  # (level offered, results in a row behind it)
        self.rating: RatingChange | None = None  # how this game moved the person's rating
        self.not_kept = False  # its count could not be written: no rating shown, but why
        self.after: AfterGame | None = None  # a rated game's review, under the card
        self.menu = FocusGroup(self._buttons(), on_back=self.view_board, on_feedback=context.click)
        self.bar = FocusGroup(
            self._bar_buttons(), on_back=self.show_result, on_feedback=context.click
        )
        self.viewing_board = False  # the result put away, the final board in view
        self._result: list[TextBox] | None = None  # laid out once: the result does not change
        self.kept: ArchivedGame | None = None  # the record kept for past games and reviews

    def enter(self) -> None:
        if self.saving:
            self.kept = keeping.kept_record(self.context, self.match)
            self.rating = self._rating_change()
            lone = flow.human_side(self.match) is not None
            if self.rating is not None and self.kept is not None and lone:
                self.after = AfterGame(self.context, self.match, self.kept, AFTER_GAME_REVIEW)
                self.after.start()
            self._relayout()
            step = flow.next_step_offer(self.context, self.match) or self._rung_offer()
            if step is not None:
                self.offer(step)
        self.context.audio.play(self.sound())
        self.menu.focus_visible = True  # Enter plays again at once: show it

    def _rating_change(self) -> RatingChange | None:
        """How this game's count moved the person's rating (None: it was not counted here, or
        not rated: between two people)."""
        count = self.context.last_count
        if count is None or count.game_id != self.match.game_id:
            return None
        self.not_kept = not count.kept  # a rating never saved is never shown
        if self.not_kept:
            return None
        return rating_change(count.before, count.after, self.match.line.start.rules)

    def _rung_offer(self) -> tuple[Level, int] | None:
        """The next level up when this game's rating reached its rung (Play the next level):
        once per launch for the level played, as the offers after results in a row."""
        played = next((seat.level for seat in self.match.seats if seat.level is not None), None)
        if self.rating is None or played is None or played in self.context.offered_steps:
            return None
        above = rung_reached(self.rating, played)
        if above is None:
            return None
        self.context.offered_steps.add(played)
        return above, RUNG_REACHED

    def rating_line(self) -> str:
        """The card's line about the rating: how the game moved it, or that an assisted game
        (a hint taken) left it as it was, or that the result could not be kept; "" for a game
        that is not rated."""
        if self.rating is not None:
            return self.rating.text()
        if self.not_kept:  # a rating never saved is never shown
            return tr("result.not_kept")
        if self.saving and self.match.rated and self.match.assisted:
            return tr("result.assisted")
        return ""

    def sound(self) -> str:
        """win, loss or draw, from the point of view of the lone human (if any)."""
        outcome = self.match.state.outcome
        if outcome is None or outcome.winner is None:
            return "draw"
        lone = flow.human_side(self.match)
        return "loss" if lone is not None and outcome.winner != lone else "win"

    @property
    def celebrating(self) -> bool:
        """A flourish for a win by a person, or any decided game between others."""
        return self.sound() == "win"

    def _buttons(self) -> list[Button]:
        entries: tuple[tuple[str, Callable[[], None]], ...] = (
            (tr("button.play_again"), self.play_again),
            (tr("button.rematch"), self.rematch),
        )
        if self.asks_rematch is not None:
            entries = entries[1:]
        entries += (
            (tr("button.view_board"), self.view_board),
            (tr("button.menu"), self.menu_screen),
        )
        total = len(entries) * BUTTON_SIZE[0] + (len(entries) - 1) * BUTTON_GAP
        panel = self.panel()
        x = panel.centerx - total // 2
        buttons = [Button(pygame.Rect((0, 0), BUTTON_SIZE), *entry, size=26) for entry in entries]
        for index, button in enumerate(reading_order(buttons)):  # Play again on the reading side
            button.rect.topleft = (x + index * (BUTTON_SIZE[0] + BUTTON_GAP), 0)
            button.rect.bottom = panel.bottom - BUTTONS_BOTTOM_MARGIN
        same_text_size(buttons)  # one size for the row: no button looks smaller
        review = Button(pygame.Rect((0, 0), REVIEW_BUTTON_SIZE), tr("button.review"), self.review)
        review.rect.midbottom = (panel.centerx, buttons[0].rect.top - BUTTON_GAP)
        row = [review]
        if self.step is not None:
            level = tr(f"level.{self.step[0]}")
            row.append(
                Button(review.rect.copy(), tr("button.play_level", level=level), self.take_step)
            )
        if self.after is not None:
            practise = Button(review.rect.copy(), tr("button.practise_this"), self.practise_this)
            practise.enabled = self.after.worst is not None and not self.after.proving
            row.append(practise)
        _share_row(row, panel)
        return [*buttons, *row]

    def _bar_buttons(self) -> list[Button]:
        """Result (brings the panel back) and Menu, side by side in the bar."""
        bar = self.bar_rect()
        entries = ((tr("button.result"), self.show_result), (tr("button.menu"), self.menu_screen))
        buttons = [
            Button(pygame.Rect((0, 0), BAR_BUTTON_SIZE), *entry, size=BAR_TEXT_SIZE)
            for entry in entries
        ]
        gap = (bar.width - 2 * BAR_BUTTON_SIZE[0]) // 3
        for index, button in enumerate(reading_order(buttons)):
            button.rect.midleft = (bar.x + gap + index * (BAR_BUTTON_SIZE[0] + gap), bar.centery)
        return buttons

    @staticmethod
    def bar_rect() -> pygame.Rect:
        """The bar shown while the final board is in view."""
        bar = BAR.copy()
        bar.center = BAR_CENTRE
        return bar

    def next_game_notes(self) -> tuple[str, str]:
        """Under Play again and Rematch: the colours stay; the colours change, as they will."""
        match = self.match
        lone = flow.human_side(match)
        if lone is not None:
            swapped = SIDE_COLOURS[opponent(lone)]
            return tr("result.again.same"), tr(f"result.again.you_{swapped}")
        if match.is_two_player:
            return tr("result.again.same"), tr("result.again.people")
        return tr("result.again.same"), tr("result.again.swap")

    def view_board(self) -> None:
        """Put the result away to look at the final board."""
        self.viewing_board = True
        self.bar.focus = self.bar.widgets[0]
        self.bar.focus_visible = True

    def show_result(self) -> None:
        """Bring the result back."""
        self.viewing_board = False

    @staticmethod
    def _panel(step_offered: bool = False, rated: bool = False) -> pygame.Rect:
        """The result's panel, taller when a next step is on offer and when the game was
        rated."""
        panel = PANEL.copy()
        panel.height += STEP_ROOM * step_offered + RATING_ROOM * rated
        panel.center = (640, 400)
        return panel

    def panel(self) -> pygame.Rect:
        """This result's panel."""
        return self._panel(self.step is not None, bool(self.rating_line()))

    def offer(self, step: tuple[Level, int]) -> None:
        """Offer the next step, (level, results in a row behind it): the panel grows for its
        line, and its button stands beside Review game."""
        self.step = step
        self._relayout()

    def _relayout(self) -> None:
        """The buttons and the result laid out again in the panel as it now is."""
        self.menu.widgets = list[Widget](self._buttons())
        self.menu.focus = self.menu.widgets[0]
        self._result = None

    def step_text(self) -> str:
        """The line that offers the next step ("" when none is offered)."""
        if self.step is None:
            return ""
        offered, streak = self.step
        if streak == RUNG_REACHED:
            return tr("result.step_rung", next=tr(f"level.{offered}"), rating=level_rating(offered))
        played = next(seat.level for seat in self.match.seats if seat.level is not None)
        up = LEVELS.index(offered) > LEVELS.index(played)
        key = "result.step_up" if up else "result.step_down"
        return tr(key, count=streak, level=tr(f"level.{played}"), next=tr(f"level.{offered}"))

    def take_step(self) -> None:
        """The same game again against the level offered."""
        if self.step is not None:
            self._restart(swap=False, level=self.step[0])

    def play_again(self) -> None:
        """The same game again, same colours."""
        self._restart(swap=False)

    def rematch(self) -> None:
        """The same game with colours swapped."""
        if self.asks_rematch is not None:
            self.stack.pop()
            self.asks_rematch()
            return
        self._restart(swap=True)

    def _restart(self, swap: bool, level: Level | None = None) -> None:
        fresh = factory.rematch(self.match, swap, level)
        self.stack.pop()
        self.stack.replace(self.context.routes.board(fresh, self.saving))

    @property
    def practise_button(self) -> Button | None:
        """Practise this, on the card after a rated game."""
        if self.after is None:
            return None
        button = self.menu.widgets[-1]
        assert isinstance(button, Button)
        return button

    def practise_this(self) -> None:
        """Practise the person's worst moment so far (see the module docstring)."""
        if self.after is not None:
            self.after.practise()
            self._refresh_practise()

    def _refresh_practise(self) -> None:
        button = self.practise_button
        if button is not None and self.after is not None:
            button.enabled = self.after.worst is not None and not self.after.proving

    def pause(self) -> None:
        if self.after is not None:
            self.after.pause()

    def resume(self) -> None:
        if self.after is not None:
            self.after.resume()
            self._refresh_practise()

    def exit(self) -> None:
        if self.after is not None:
            self.after.pause()

    def review(self) -> None:
        """The review of this game, stored with its kept record."""
        self.stack.push(keeping.review_of(self.context, self.match, self.kept))

    def menu_screen(self) -> None:
        """Back to the title."""
        flow.to_title(self.context, self)

    def handle_event(self, event: pygame.event.Event) -> None:
        (self.bar if self.viewing_board else self.menu).handle_event(event)

    def update(self, dt_ms: int) -> None:
        self.elapsed_ms += dt_ms
        if self.after is not None:
            scene = self.after.update()
            self._refresh_practise()
            if scene is not None:
                self.stack.push(scene)

    def draw(self, surface: pygame.Surface) -> None:
        if self.viewing_board:
            draw_panel(surface, self.bar_rect())
            self.bar.draw(surface)
            return
        fade = Tween(0.0, 1.0, APPEAR_MS, easing=ease_out_cubic).value_at(self.elapsed_ms)
        surface.blit(veil_image(surface.get_size(), round(VEIL_ALPHA * fade)), (0, 0))
        panel = self.panel()
        if self.celebrating:
            _draw_rays(surface, panel.center, self.elapsed_ms)
            _draw_leaves(surface, self.elapsed_ms)
        grow = Tween(0.6, 1.0, APPEAR_MS, easing=ease_out_back).value_at(self.elapsed_ms)
        if grow < 1.0:
            small = panel.inflate(round(panel.width * (grow - 1)), round(panel.height * (grow - 1)))
            draw_panel(surface, small)
            return
        draw_panel(surface, panel)
        self._draw_result(surface, panel)
        self.menu.draw(surface)
        for box in [*self._note_boxes(), *self._step_boxes()]:
            draw_box(surface, box)

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the panel and in the bar, buttons included (for fit tests)."""
        panel = [*self._result_boxes(), *self._note_boxes(), *self.menu.text_boxes()]
        return [*panel, *self._step_boxes(), *self.bar.text_boxes()]

    def _step_boxes(self) -> list[TextBox]:
        """The next step's line, above Review game and its button."""
        if self.step is None:
            return []
        top = self.menu.widgets[4].rect.top - STEP_LINE_GAP - STEP_LINE_HEIGHT
        area = _band(self.panel(), 0, STEP_LINE_HEIGHT)
        area.y = top
        return fitted_paragraph(self.step_text(), area, STEP_SIZE, LAPIS_DARK, align="center")

    def _note_boxes(self) -> list[TextBox]:
        """The words under Play again and under Rematch, wrapped within each button's column."""
        boxes = []
        notes: tuple[str, ...] = self.next_game_notes()
        if self.asks_rematch is not None:  # Rematch alone, with its note
            notes = notes[1:]
        for button, note in zip(self.menu.widgets[: len(notes)], notes, strict=True):
            area = pygame.Rect(0, button.rect.bottom + NOTE_GAP, 0, NOTE_HEIGHT)
            area.width = BUTTON_SIZE[0] + BUTTON_GAP - 2
            area.centerx = button.rect.centerx
            boxes += fitted_paragraph(note, area, NOTE_SIZE, KOHL, align="center")
        return boxes

    def _result_boxes(self) -> list[TextBox]:
        """The result's lines (laid out on first use)."""
        if self._result is None:
            panel = self.panel()
            self._result = self._heading_boxes(panel)
            if self.match.state.rules.scoring is Scoring.SIJA:
                self._result += self._score_boxes(panel)
                below = SCORES_TOP + 2 * SCORE_ROW_HEIGHT
            else:
                self._result += self._count_boxes(panel)
                below = sum(COUNTS_BAND)
            minutes = tr("result.time", minutes=self.match.minutes_played)
            time_band = _band(panel, below + TIME_GAP, TIME_HEIGHT)
            self._result.append(TextBox(minutes, time_band, BODY_SIZE - 4, KOHL))
            text = self.rating_line()
            if text:
                band = _band(panel, time_band.bottom - panel.y, RATING_LINE_HEIGHT)
                self._result += fitted_paragraph(
                    text, band, RATING_SIZE, LAPIS_DARK, align="center"
                )
        return self._result

    def _heading_boxes(self, panel: pygame.Rect) -> list[TextBox]:
        """Who won, why, and the pieces left on the board."""
        state = self.match.state
        title = narration.result_title(self.match)
        boxes = [TextBox(title, _band(panel, *TITLE_BAND), TITLE_SIZE, LAPIS_DARK, bold=True)]
        reason, band = narration.reason_text(state), _band(panel, *REASON_BAND)
        lines = fitted_paragraph(reason, band, BODY_SIZE, KOHL, align="center")
        drop = (band.bottom - lines[-1].rect.bottom) // 2  # one line sits in the middle
        boxes += [replace(line, rect=line.rect.move(0, drop)) for line in lines]
        pieces = tr("result.pieces", light=state.count(WHITE), dark=state.count(BLACK))
        band = _band(panel, *PIECES_BAND)
        boxes.append(TextBox(pieces, band, BODY_SIZE - 2, GOLD_DARK, bold=True))
        return boxes

    def _count_slots(self, panel: pygame.Rect) -> list[tuple[int, pygame.Rect, pygame.Rect]]:
        """(side, icon, number) for each side, Light first in reading order."""
        slots = []
        middle = panel.y + COUNTS_BAND[0] + COUNTS_BAND[1] // 2
        for side, sign in ((WHITE, -1), (BLACK, +1)):
            x = panel.centerx + sign * COUNT_OFFSET_X
            icon = pygame.Rect(0, 0, COUNT_ICON_PX, COUNT_ICON_PX)
            icon.center = (x - COUNT_ICON_BEFORE, middle)
            number = pygame.Rect(x, panel.y + COUNTS_BAND[0], COUNT_NUMBER_WIDTH, COUNTS_BAND[1])
            slots.append((side, mirrored(icon, panel), mirrored(number, panel)))
        return slots

    def _count_boxes(self, panel: pygame.Rect) -> list[TextBox]:
        state = self.match.state
        return [
            TextBox(str(state.count(side)), number, SCORE_SIZE, LAPIS_DARK, True, align="start")
            for side, _, number in self._count_slots(panel)
        ]

    def _score_rows(self, panel: pygame.Rect) -> list[tuple[int, pygame.Rect, pygame.Rect]]:
        """(side, icon, text) of each side's score row: the icon on the reading side."""
        rows = []
        for index, side in enumerate((WHITE, BLACK)):
            top = panel.y + SCORES_TOP + index * SCORE_ROW_HEIGHT
            icon = pygame.Rect(panel.x + SCORE_ICON_X, top + 4, SCORE_ICON_PX, SCORE_ICON_PX)
            width = panel.width - SCORE_TEXT_X - TEXT_INSET
            text = pygame.Rect(panel.x + SCORE_TEXT_X, top, width, SCORE_ROW_HEIGHT)
            rows.append((side, mirrored(icon, panel), mirrored(text, panel)))
        return rows

    def _score_boxes(self, panel: pygame.Rect) -> list[TextBox]:
        """The sija score of each side, and what it is made of (docs/rules.md §7)."""
        state = self.match.state
        minutes = self.match.minutes_played
        scores = final_scores(state, minutes)
        boxes = []
        for side, _, area in self._score_rows(panel):
            name = narration.side_word(side)
            line = tr("result.score", name=name, score=scores[side - 1])
            detail = tr(
                "result.score_detail",
                ate=state.ate[side - 1],
                lost=state.ate[2 - side],
                minutes=minutes,
                moves=state.steps[side - 1],
            )
            top, bottom = area.copy(), area.copy()
            top.height = bottom.height = area.height // 2
            bottom.y += top.height
            boxes.append(TextBox(line, top, BODY_SIZE, LAPIS_DARK, True, align="start"))
            boxes.append(TextBox(detail, bottom, BODY_SIZE - 5, KOHL, align="start"))
        return boxes

    def _draw_result(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        stripe = block_stripe(panel.width - 2 * STRIPE_INSET, STRIPE_HEIGHT)
        surface.blit(stripe, (panel.x + STRIPE_INSET, panel.y + STRIPE_INSET))
        _draw_divider(surface, panel.centerx, panel.y + DIVIDER_TOP, panel.width // 2)
        style = self.context.settings.piece_style
        if self.match.state.rules.scoring is Scoring.SIJA:
            icons = [(side, icon, SCORE_ICON_PX) for side, icon, _ in self._score_rows(panel)]
        else:
            icons = [(side, icon, COUNT_ICON_PX) for side, icon, _ in self._count_slots(panel)]
        for side, where, px in icons:
            image = piece_image(side == BLACK, px, style)
            surface.blit(image, image.get_rect(center=where.center))
        for box in self._result_boxes():
            draw_box(surface, box)


def _share_row(row: list[Button], panel: pygame.Rect) -> None:
    """Review game and the buttons beside it, side by side in reading order, centred on the
    panel: each as wide as Review game alone, or narrower when three share the panel."""
    room = panel.width - 2 * TEXT_INSET - (len(row) - 1) * BUTTON_GAP
    width = min(REVIEW_BUTTON_SIZE[0], room // len(row))
    total = len(row) * width + (len(row) - 1) * BUTTON_GAP
    x = panel.centerx - total // 2
    for index, button in enumerate(reading_order(row)):
        button.rect.width = width
        button.rect.x = x + index * (width + BUTTON_GAP)
    same_text_size(row)


def _band(panel: pygame.Rect, top: int, height: int) -> pygame.Rect:
    """A band across the panel, `top` px below its top, clear of its edges."""
    return pygame.Rect(panel.x + TEXT_INSET, panel.y + top, panel.width - 2 * TEXT_INSET, height)


def _draw_divider(surface: pygame.Surface, centre_x: int, y: int, width: int) -> None:
    """Gold rules either side of a small ankh, its top at `y`."""
    ankh = glyph_image(Glyph.ANKH, DIVIDER_GLYPH_PX, GOLD, carved=False)
    middle = y + ankh.get_height() // 2
    gap = ankh.get_width() // 2 + 10
    for sign in (-1, 1):
        start = (centre_x + sign * gap, middle)
        end = (centre_x + sign * width // 2, middle)
        pygame.draw.line(surface, GOLD_DARK, start, end, 2)
    surface.blit(ankh, ankh.get_rect(midtop=(centre_x, y)))


@cache
def _ray_image(radius: int) -> pygame.Surface:
    """Soft sun rays: wedges fading out from the centre (drawn once, small, scaled up)."""
    big = round(radius * 2 * RAY_DRAW_SHARE)
    rays = pygame.Surface((big, big), pygame.SRCALPHA)
    centre = (big // 2, big // 2)
    reach = big // 2
    for index in range(RAY_COUNT):
        angle = index * math.tau / RAY_COUNT
        half = math.pi / RAY_COUNT * RAY_WIDTH_SHARE
        points: list[tuple[float, float]] = [centre]
        for side in (-half, half):
            points.append(
                (
                    centre[0] + reach * math.cos(angle + side),
                    centre[1] + reach * math.sin(angle + side),
                )
            )
        pygame.draw.polygon(rays, (*GOLD_LIGHT, 255), points)
    fade = pygame.Surface((big, big), pygame.SRCALPHA)
    for step in range(reach, 0, -2):
        alpha = round(RAY_ALPHA * (1.0 - step / reach) ** 0.8)
        pygame.draw.circle(fade, (255, 255, 255, alpha), centre, step)
    rays.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(rays, (radius * 2, radius * 2))


def _draw_rays(surface: pygame.Surface, centre: tuple[int, int], elapsed_ms: int) -> None:
    """Sun rays behind the panel, breathing slowly."""
    rays = _ray_image(RAY_RADIUS)
    breath = 0.5 - 0.5 * math.cos(elapsed_ms / RAY_PERIOD_MS * math.tau)
    rays.set_alpha(round(150 + 105 * breath))
    surface.blit(rays, rays.get_rect(center=centre))


@cache
def _leaves() -> tuple[tuple[float, float, float, float, int], ...]:
    """(x share, start delay share, sway phase, spin speed, colour index) per gold leaf."""
    rng = random.Random(31)
    return tuple(
        (
            rng.random(),
            rng.random(),
            rng.uniform(0, math.tau),
            rng.uniform(-3, 3),
            rng.randrange(len(LEAF_COLOURS)),
        )
        for _ in range(LEAF_COUNT)
    )


def _draw_leaves(surface: pygame.Surface, elapsed_ms: int) -> None:
    """Leaves of gold and faience drifting down, twirling."""
    width, height = surface.get_size()
    for x_share, delay, phase, spin, colour in _leaves():
        t = ((elapsed_ms / LEAF_FALL_MS) + delay) % 1.0
        x = x_share * width + 30 * math.sin(phase + t * 6)
        y = -20 + (height + 40) * t
        turn = math.cos(phase + elapsed_ms / 1000 * spin)
        rect = pygame.Rect(0, 0, max(2, round(LEAF_SIZE[0] * abs(turn))), LEAF_SIZE[1])
        rect.center = (round(x), round(y))
        pygame.draw.ellipse(surface, LEAF_COLOURS[colour], rect)
        pygame.draw.ellipse(surface, GOLD_DARK, rect, 1)
