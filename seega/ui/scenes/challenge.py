"""A stage of the journey on the board: a challenge from its set position, or a game against
the computer whose result the journey keeps.

The referee (`seega.play.referee`) is the board's coach: it follows the solution tree, holds
the try and says what the goal's plaque and the result card show. This scene draws them (and
the celebration of a solved try), and routes the card's choices and the keys: Retry (Enter, R
or U) starts again instantly, Esc goes back to the journey.
"""

from __future__ import annotations

from collections.abc import Callable
from math import cos, pi, sin

import pygame

from seega import i18n
from seega.challenges.journey import Stage
from seega.i18n import tr
from seega.play.referee import Choice, JourneyGame, Referee, Status
from seega.ui.play import flow
from seega.ui.play.board_display import BUTTON_PADDING, BUTTON_TEXT
from seega.ui.play.board_scene import PANEL_RECT, BoardScene
from seega.ui.render.hud import PADDING as HUD_PADDING
from seega.ui.render.hud import hud_regions, hud_text_boxes
from seega.ui.render.stars import draw_star
from seega.ui.render.text import (
    READING_MIN_PX,
    TextBox,
    draw_box,
    fitted_paragraph,
    paragraph_boxes,
)
from seega.ui.render.theme import CORNER_RADIUS, GOLD, GOLD_LIGHT, KOHL, LAPIS_DARK, PAPYRUS
from seega.ui.render.widgets import Button, FocusGroup, panel_image, row_widths
from seega.ui.services.context import AppContext
from seega.ui.services.routes import StageLink
from seega.ui.shell.scene import Scene

# The result plaque over the side panel's foot (where the board's buttons stood: a finished
# try has none), so the board stays in view with the opponent's answer on it; its text and
# its buttons.
RESULT_RECT = pygame.Rect(0, 0, PANEL_RECT.width, 330)
RESULT_RECT.bottomleft = PANEL_RECT.bottomleft
RESULT_TITLE_SIZE = 40
RESULT_TEXT_SIZE = 24
# The buttons share the card's width by what their labels need (Arabic "Retry" is long), at
# the size of the board's buttons, which stood there before.
RESULT_BUTTON_HEIGHT = 52
RESULT_BUTTON_GAP = 12
RESULT_BUTTON_MARGIN = 18
STAR_RADIUS = 22
STAR_GAP = 60
# A star not earned: grey stone.
STAR_UNEARNED = (120, 110, 96)
# The celebration: gold stars rising from the board for this long (ms).
CELEBRATION_MS = 1600
CELEBRATION_STARS = 24
CELEBRATION_RISE_PX = 260
# The goal's plaque in the side panel: its padding and text sizes.
PLAQUE_PADDING = 10
PLAQUE_TEXT = 22
PLAQUE_STATUS_TEXT = 20
# Keys that retry at once, whatever has the focus.
RETRY_KEYS = (pygame.K_r, pygame.K_u)


class ChallengeScene(Scene):
    """One challenge on the board, refereed by its `Referee` (see the module docstring)."""

    def __init__(self, context: AppContext, stage: Stage, link: StageLink) -> None:
        super().__init__()
        self.context = context
        self.stage = stage
        self.link = link
        self.referee = Referee(
            stage, flow.pace(context), context.computer.thinker, link.report, self.leave
        )
        self.board = BoardScene(context, self.referee.new_match(), saving=False, coach=self.referee)
        self.board.goal_room = self._plaque_height  # the goal's plaque as it reads now
        self.result = FocusGroup([], on_feedback=context.click)
        self.celebrated_at: int | None = None
        self._shown = Status.PLAYING  # the try's status as this screen last showed it

    def enter(self) -> None:
        self.board.enter()
        self.board.view.banner(self.referee.side_banner(), self.board.now)

    def exit(self) -> None:
        self.board.exit()

    def update(self, dt_ms: int) -> None:
        self.board.update(dt_ms)
        self.show_status()

    def show_status(self) -> None:
        """A try just ended: its banner, celebration and card's buttons; a new try: none."""
        status = self.referee.status
        if status is self._shown:
            return
        self._shown = status
        board = self.board
        if status is Status.SOLVED:
            self.celebrated_at = board.now
            board.view.banner(tr("challenge.solved"), board.view.settled_ms(board.now))
        card = self.referee.result()
        if card is None:
            self.result.widgets, self.celebrated_at = [], None
            return
        self._result_buttons([(tr(choice.value), self._chosen(choice)) for choice in card.choices])

    def _chosen(self, choice: Choice) -> Callable[[], None]:
        """What a choice of the result card does."""
        referee = self.referee
        return {
            Choice.NEXT_STAGE: self.next_stage,
            Choice.RETRY: self.retry,
            Choice.HINT: referee.hint_and_retry,
            Choice.JOURNEY: self.leave,
        }[choice]

    def _result_buttons(self, entries: list[tuple[str, Callable[[], None]]]) -> None:
        shown = i18n.reading_order(entries)
        room = RESULT_RECT.width - 2 * RESULT_BUTTON_MARGIN
        labels = [label for label, _ in shown]
        widths = row_widths(labels, BUTTON_TEXT, BUTTON_PADDING, room, RESULT_BUTTON_GAP)
        x = RESULT_RECT.x + RESULT_BUTTON_MARGIN
        y = RESULT_RECT.bottom - RESULT_BUTTON_HEIGHT - 24
        buttons = []
        for (label, command), width in zip(shown, widths, strict=True):
            rect = pygame.Rect(x, y, width, RESULT_BUTTON_HEIGHT)
            buttons.append(Button(rect, label, command, size=BUTTON_TEXT, padding=BUTTON_PADDING))
            x += width + RESULT_BUTTON_GAP
        self.result.widgets = i18n.reading_order(buttons)  # Tab follows the reading order
        self.result.focus = self.result.widgets[0]
        self.result.focus_visible = True

    # -----------------------------------------------------------------------------------------
    # Commands

    def retry(self) -> None:
        """Start the challenge again from its position, at once."""
        self.referee.retry()
        self.show_status()

    def leave(self) -> None:
        """Back to the journey."""
        self.stack.pop()

    def next_stage(self) -> None:
        """Back to the journey, which opens the next stage."""
        self.stack.pop()
        self.link.next_stage()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.referee.over:
            if event.type == pygame.KEYDOWN and event.key in RETRY_KEYS:
                self.retry()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.leave()
            else:
                self.result.handle_event(event)
            self.show_status()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.retry()
            return
        self.board.handle_event(event)
        self.show_status()

    # -----------------------------------------------------------------------------------------
    # Drawing

    def _plaque_height(self) -> int:
        """The goal's lines and the status's at their sizes, and the padding."""
        width = PANEL_RECT.width - 2 * (HUD_PADDING + PLAQUE_PADDING)
        room = pygame.Rect(0, 0, width, 0)
        plaque = self.referee.plaque()
        goal = paragraph_boxes(plaque.goal, room, PLAQUE_TEXT, PAPYRUS)
        return goal[-1].rect.bottom + self._status_height(plaque.status, width) + 2 * PLAQUE_PADDING

    def _status_height(self, status: str, width: int) -> int:
        """The status's lines at their size (a long one takes two rather than shrinking)."""
        room = pygame.Rect(0, 0, width, 0)
        lines = paragraph_boxes(status, room, PLAQUE_STATUS_TEXT, GOLD_LIGHT, True)
        return lines[-1].rect.bottom

    def goal_plaque(self) -> pygame.Rect:
        """Where the goal, the moves left and the try number stand: above the move list."""
        board = self.board
        regions = hud_regions(PANEL_RECT, board.panel_model(), board.hud_bottom())
        assert regions.goal is not None  # the model always keeps room for it
        return regions.goal

    def _goal_boxes(self) -> list[TextBox]:
        words = self.referee.plaque()
        plaque = self.goal_plaque().inflate(-2 * PLAQUE_PADDING, -2 * PLAQUE_PADDING)
        status_height = self._status_height(words.status, plaque.width)
        goal_area = pygame.Rect(plaque.x, plaque.y, plaque.width, plaque.height - status_height)
        status_area = pygame.Rect(plaque.x, goal_area.bottom, plaque.width, status_height)
        goal = fitted_paragraph(
            words.goal, goal_area, PLAQUE_TEXT, PAPYRUS, floor_px=READING_MIN_PX
        )
        status = fitted_paragraph(
            words.status,
            status_area,
            PLAQUE_STATUS_TEXT,
            GOLD_LIGHT,
            bold=True,
            align="center",
            floor_px=READING_MIN_PX,
        )
        return [*goal, *status]

    def _draw_goal(self, surface: pygame.Surface) -> None:
        plaque = self.goal_plaque()
        pygame.draw.rect(surface, LAPIS_DARK, plaque, border_radius=CORNER_RADIUS)
        pygame.draw.rect(surface, GOLD, plaque, 3, border_radius=CORNER_RADIUS)
        for box in self._goal_boxes():
            draw_box(surface, box)

    def draw(self, surface: pygame.Surface) -> None:
        board = self.board
        board.draw_game(surface)
        self._draw_goal(surface)
        if board.dialog is not None:
            board.dialog.draw(surface, board.now)
        if self.celebrated_at is not None:
            self._draw_celebration(surface, board.now - self.celebrated_at)
        card = self.referee.result()
        if card is not None and not board.view.busy(board.now):
            # Opaque: the panel's lines it covers must not show through its text.
            surface.blit(panel_image(RESULT_RECT.size, alpha=255), RESULT_RECT.topleft)
            for box in self._result_boxes():
                draw_box(surface, box)
            if card.stars is not None:
                self._draw_stars(surface, card.stars)
            self.result.draw(surface)

    def _result_boxes(self) -> list[TextBox]:
        card = self.referee.result()
        if card is None:
            return []
        inner = RESULT_RECT.inflate(-48, -32)
        title = TextBox(
            card.title,
            pygame.Rect(inner.x, inner.y, inner.width, 52),
            RESULT_TITLE_SIZE,
            LAPIS_DARK,
            bold=True,
        )
        top = inner.y + (52 + 2 * STAR_RADIUS + 16 if card.stars is not None else 60)
        area = pygame.Rect(inner.x, top, inner.width, RESULT_RECT.bottom - 96 - top)
        return [title, *fitted_paragraph(card.body, area, RESULT_TEXT_SIZE, KOHL, align="center")]

    def _draw_stars(self, surface: pygame.Surface, stars: int) -> None:
        """Three stars, the earned ones first from the reading side (from the right in
        Arabic, as the rest of the screen mirrors)."""
        centre_y = RESULT_RECT.y + 16 + 52 + STAR_RADIUS + 4
        towards = -1 if i18n.is_rtl() else 1
        for index in range(3):
            x = RESULT_RECT.centerx + (index - 1) * STAR_GAP * towards
            colour = GOLD if index < stars else STAR_UNEARNED
            draw_star(surface, (x, centre_y), STAR_RADIUS, colour)

    def _draw_celebration(self, surface: pygame.Surface, elapsed: int) -> None:
        if elapsed >= CELEBRATION_MS:
            return
        share = elapsed / CELEBRATION_MS
        centre = self.board.view.layout.grid_rect.center
        for index in range(CELEBRATION_STARS):
            angle = 2 * pi * index / CELEBRATION_STARS
            spread = 60 + (index % 5) * 40
            x = centre[0] + cos(angle) * spread * (0.3 + share)
            y = centre[1] + sin(angle) * spread * 0.4 - CELEBRATION_RISE_PX * share
            radius = max(2, round((8 + index % 4 * 3) * (1 - share)))
            draw_star(surface, (round(x), round(y)), radius, GOLD_LIGHT)

    def text_boxes(self) -> list[TextBox]:
        board = self.board
        boxes = hud_text_boxes(PANEL_RECT, board.panel_model(), board.hud_bottom())
        boxes += self._goal_boxes() + board.buttons.text_boxes()
        if self.referee.over:
            boxes += self._result_boxes() + self.result.text_boxes()
        return boxes


def stage_scene(context: AppContext, stage: Stage, link: StageLink) -> Scene:
    """The scene that plays `stage`: a challenge's, or a game stage's board."""
    if stage.challenge is not None:
        return ChallengeScene(context, stage, link)
    coach = JourneyGame(stage, link.report)
    return BoardScene(context, coach.new_match(flow.pace(context)), saving=False, coach=coach)
