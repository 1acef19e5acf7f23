"""The journey: its stages as stones along the Nile, one chapter at a time.

Left/Right (or a click) walk the stones, crossing into the next or previous chapter at the
ends; Enter (or a click on the chosen stone) plays an open stage; Esc goes back. Done stages
show their stars above the stone, on the open sky clear of the reeds of the bank; each
chapter's first stage is open, so another rule set's chapter can be tried at any time (Page
Down / Page Up turn the chapters), and a stage after it opens once the one before is done.
The last chapter, when the player has made any, holds the challenges made from their own
mistakes (the review's "Practise my mistakes"): all of them open once proved again. Under the
chapter's name, the stars won in the chapter and on the whole journey; the panel under the
river says what the chosen stage asks and its best result. Opened from the title, it reads
its files in steps (`Stepped`), showing the river and a line saying so until they are read.
The player's own challenges are shown at once but proved again in the computer's worker
(`PracticeCheck`): until a challenge has passed, its stone stays grey and the panel says it
is being checked; one that fails is left out and the notice says how many were.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from math import sin

import pygame

from seega import i18n
from seega.challenges.journey import (
    MASTERS,
    MAX_STARS,
    PERSONAL,
    Progress,
    Stage,
    StageResult,
    chapters,
    journey,
    personal_stages,
)
from seega.challenges.schema import MAX_GRADE
from seega.game.practice_check import PracticeCheck
from seega.i18n import tr
from seega.play.labels import goal_text
from seega.storage.catalogue import load_challenges
from seega.ui.render.desert import DesertBackdrop
from seega.ui.render.stars import draw_star
from seega.ui.render.text import TextBox, draw_box, fitted_paragraph
from seega.ui.render.theme import (
    GOLD,
    GOLD_DARK,
    KOHL,
    LAPIS,
    LAPIS_LIGHT,
    PAPYRUS,
    SANDSTONE_DARK,
    TURQUOISE,
    TURQUOISE_LIGHT,
)
from seega.ui.render.widgets import Button, FocusGroup, draw_panel
from seega.ui.services.context import AppContext
from seega.ui.services.file_words import skipped_words, worded
from seega.ui.services.routes import StageLink
from seega.ui.shell.display import LOGICAL_SIZE
from seega.ui.shell.scene import Scene
from seega.ui.shell.steps import ALONE, Stepped

HEADING = pygame.Rect(140, 18, 1000, 60)
HEADING_SIZE = 44
CHAPTER = pygame.Rect(140, 80, 1000, 36)
CHAPTER_SIZE = 26
# The stars won so far, in the chapter and in all, under the chapter's name.
TOTALS = pygame.Rect(140, 118, 1000, 32)
TOTALS_SIZE = 22
NOTICE_RECT = pygame.Rect(140, 152, 1000, 40)
# The river runs across the screen between these heights, in one and a half waves.
RIVER_LEFT, RIVER_RIGHT = 70, 1210
RIVER_MIDDLE_Y = 350
RIVER_SWING = 105
RIVER_WAVES = 1.5
RIVER_WIDTH = 46
STONE_RADIUS = 26
# The chosen stone's ring reaches this far beyond it.
SELECTION_RING = 8
STONE_NUMBER_SIZE = 22
# The panel about the chosen stage, and the buttons under it.
INFO_RECT = pygame.Rect(140, 520, 1000, 170)
INFO_TITLE_SIZE = 28
# Tall enough that Arabic headings, whose stacked marks (a shadda under a tanween) reach high,
# keep 26 of their 28 instead of shrinking to 20.
INFO_TITLE_HEIGHT = 48
INFO_TEXT_SIZE = 22
BUTTON_SIZE = (220, 52)
BUTTON_Y = 712
NOTICE_SIZE = 20
# A done stage's stars stand above the stone, on the side of the river where no reeds grow:
# in a row when the stones stand far enough apart, else two under one (a chapter of many
# stones), each as big as the room between the stones allows, up to STAR_RADIUS.
STAR_RADIUS = 14
STAR_GAP = 4
# The stars keep this far (px) from their stone's selection ring and from the next stones.
STAR_CLEARANCE = 6
# A star smaller than this is hard to read: below it, stars stack two under one, at most
# this big (three stacked stars must stay clear of the lines of text above the river).
ROW_STAR_MIN_RADIUS = 12
STACKED_STAR_RADIUS = 12
# Reeds grow on the river's lower bank, every REED_EVERY-th point of the drawn river.
REED_EVERY = 8
REED_SPREAD = (-6, 0, 6)
REED_LENGTH = 22
REED_WIDTH = 3
LOCKED = (128, 120, 108)


def river_point(share: float) -> tuple[int, int]:
    """The point `share` (0..1) of the way along the river, as drawn (reading direction)."""
    x = RIVER_LEFT + (RIVER_RIGHT - RIVER_LEFT) * share
    if i18n.is_rtl():
        x = LOGICAL_SIZE[0] - x
    y = RIVER_MIDDLE_Y + RIVER_SWING * sin(share * RIVER_WAVES * 2 * 3.14159)
    return round(x), round(y)


class JourneyScene(Scene):
    """The journey's path (see the module docstring)."""

    def __init__(self, context: AppContext, in_steps: bool = False) -> None:
        """`in_steps`: read the files over frames (the window); else at once (tests, pictures)."""
        super().__init__()
        self.context = context
        self.path_stages: list[Stage] = []  # the journey proper, one stage after another
        self.stages: list[Stage] = []
        self.chapters: list[str] = []
        self.progress = Progress()
        self.notice = ""
        self.files_notice = ""  # what reading the files met (the notice adds what checks find)
        self.chosen = 0
        self.buttons = FocusGroup([], on_back=self.back, on_feedback=context.click)
        self._backdrop: DesertBackdrop | None = None
        self._go_next = False
        self.clock_ms = 0
        self.check: PracticeCheck | None = None  # the player's own challenges, proved again
        self.reading = Stepped(self._read())
        while not in_steps and not self.reading.advance():
            pass  # every step now

    def _read(self) -> Generator[bool | None, None, None]:
        """The shipped challenges, the player's own (each proved again, a step each) and the
        progress; the stages laid out from them."""
        yield ALONE
        challenges, problems = load_challenges()
        self.path_stages = journey(challenges)
        yield ALONE
        practice = self.context.storage.load_practice()
        if practice.value:
            self.check = PracticeCheck(self.context.computer.thinker(), practice.value)
        loaded = self.context.storage.load_journey()
        self.stages = self.path_stages + personal_stages(practice.value)
        self.chapters = chapters(self.stages)
        self.progress = loaded.value
        notices = [worded(item.problem) for item in (loaded, practice) if item.problem]
        if problems:
            notices.append(skipped_words(problems, "notice.challenges_skipped"))
        self.notice = self.files_notice = " ".join(notices)
        self.chosen = min(self.progress.open_count(self.path_stages), len(self.path_stages)) - 1

    @property
    def loaded(self) -> bool:
        """Whether the journey's files have been read."""
        return self.reading.done

    def work(self) -> None:
        """A slice of the reading, then the answers of the checks; the buttons anew when
        either changes what can be played."""
        if not self.loaded:
            if self.reading.advance():
                self._build_buttons()
            return
        if self.check is not None and self.check.update():
            self._leave_out(self.check.failed)
            self._build_buttons()

    def _leave_out(self, failed: set[str]) -> None:
        """The stages of the challenges that failed their check, gone from the river."""
        kept = [stage for stage in self.stages if stage.id not in failed]
        if len(kept) == len(self.stages):
            return
        chosen_id = self.stage.id
        self.stages = kept
        self.chapters = chapters(self.stages)
        ids = [stage.id for stage in self.stages]
        self.chosen = ids.index(chosen_id) if chosen_id in ids else len(self.path_stages) - 1
        told = tr("journey.practice.failed", count=len(failed))
        self.notice = " ".join(part for part in (self.files_notice, told) if part)

    def exit(self) -> None:
        if self.check is not None:
            self.check.hold()

    def pause(self) -> None:
        if self.check is not None:  # a stage's own questions to the worker come first
            self.check.hold()

    def enter(self) -> None:
        self._build_buttons()

    def resume(self) -> None:
        if self.check is not None:
            self.check.ask()
        self._build_buttons()
        if self._go_next:
            self._go_next = False
            if self.chosen + 1 < len(self.stages) and self.is_open(self.chosen + 1):
                self.chosen += 1
                self.play()

    def _build_buttons(self) -> None:
        if not self.loaded:  # Back only, while the stages are read
            back = pygame.Rect((0, 0), BUTTON_SIZE)
            back.midtop = (INFO_RECT.centerx, BUTTON_Y)
            self.buttons.widgets = [Button(back, tr("button.back"), self.back)]
            self.buttons.focus = self.buttons.widgets[0]
            return
        back = pygame.Rect((0, 0), BUTTON_SIZE)
        play = pygame.Rect((0, 0), BUTTON_SIZE)
        back.midtop = (INFO_RECT.centerx - BUTTON_SIZE[0] // 2 - 12, BUTTON_Y)
        play.midtop = (INFO_RECT.centerx + BUTTON_SIZE[0] // 2 + 12, BUTTON_Y)
        if i18n.is_rtl():
            back, play = play, back
        self.buttons.widgets = [
            Button(play, tr("button.start"), self.play, self.is_open(self.chosen)),
            Button(back, tr("button.back"), self.back),
        ]
        self.buttons.focus = self.buttons.widgets[0]

    # -----------------------------------------------------------------------------------------
    # Stages

    @property
    def stage(self) -> Stage:
        """The chosen stage."""
        return self.stages[self.chosen]

    def is_open(self, index: int) -> bool:
        """Whether stage `index` can be played (the personal chapter's once proved again)."""
        stage = self.stages[index]
        if stage.chapter == PERSONAL:
            return self.check is not None and stage.id in self.check.passed
        return self.progress.is_open(self.path_stages, index)

    def checking(self, index: int) -> bool:
        """Whether stage `index` is one of the player's own still being proved again."""
        return self.check is not None and self.check.checking(self.stages[index].id)

    def chapter_stages(self) -> list[int]:
        """The indices of the chosen stage's chapter."""
        chapter = self.stage.chapter
        return [i for i, stage in enumerate(self.stages) if stage.chapter == chapter]

    def stone_centres(self) -> dict[int, tuple[int, int]]:
        """Where each stone of the chapter stands on the river bank."""
        indices = self.chapter_stages()
        count = len(indices)
        return {index: river_point((order + 0.5) / count) for order, index in enumerate(indices)}

    def stone_room(self) -> int:
        """How far apart (px, across) the stones of the chapter on show stand."""
        return round((RIVER_RIGHT - RIVER_LEFT) / len(self.chapter_stages()))

    def choose(self, index: int) -> None:
        """Make stage `index` the chosen one."""
        self.chosen = max(0, min(len(self.stages) - 1, index))
        self._build_buttons()

    def play(self) -> None:
        """Play the chosen stage, if it is open."""
        if not self.is_open(self.chosen):
            self.context.audio.play("illegal")
            return
        stage = self.stage
        link = StageLink(report=lambda result: self.record(stage, result), next_stage=self._next)
        self.stack.push(self.context.routes.stage(stage, link))

    def _next(self) -> None:
        self._go_next = True

    def record(self, stage: Stage, result: StageResult) -> None:
        """Keep a stage's result (the better one) in the progress as it is on disk now (another
        window may have finished stages too)."""
        self.progress, problem = self.context.storage.journey.update(
            lambda progress: progress.with_result(stage.id, result), Progress()
        )
        if problem is not None:
            self.notice = worded(problem)

    def back(self) -> None:
        """Back to the title."""
        self.stack.pop()

    # -----------------------------------------------------------------------------------------
    # Input

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.loaded:
            self.buttons.handle_event(event)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            forward = (event.key == pygame.K_RIGHT) != i18n.is_rtl()
            self.choose(self.chosen + (1 if forward else -1))
            self.buttons.focus_visible = False
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self._turn_chapter(+1 if event.key == pygame.K_PAGEDOWN else -1)
            return
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and not self.buttons.focus_visible:
            self.play()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, centre in self.stone_centres().items():
                if (pygame.Vector2(centre) - event.pos).length() <= STONE_RADIUS + 6:
                    if index == self.chosen:
                        self.play()
                    else:
                        self.choose(index)
                    return
        self.buttons.handle_event(event)

    def _turn_chapter(self, step: int) -> None:
        names = self.chapters
        target = names[max(0, min(len(names) - 1, names.index(self.stage.chapter) + step))]
        self.choose(next(i for i, s in enumerate(self.stages) if s.chapter == target))

    # -----------------------------------------------------------------------------------------
    # Drawing

    def update(self, dt_ms: int) -> None:
        self.clock_ms += dt_ms

    def _heading_boxes(self) -> list[TextBox]:
        chapter = self.stage.chapter
        names = {MASTERS: tr("journey.masters"), PERSONAL: tr("journey.personal")}
        name = names[chapter] if chapter in names else tr(f"rules.{chapter}.name")
        number = self.chapters.index(chapter) + 1
        line = tr("journey.chapter", number=number, count=len(self.chapters), name=name)
        totals = tr(
            "journey.stars",
            stars=self.stars_won(self.chapter_stages()),
            most=MAX_STARS * len(self.chapter_stages()),
            total=self.stars_won(range(len(self.stages))),
            total_most=MAX_STARS * len(self.stages),
        )
        return [
            TextBox(tr("journey.title"), HEADING, HEADING_SIZE, GOLD, bold=True, shadow=KOHL),
            TextBox(line, CHAPTER, CHAPTER_SIZE, PAPYRUS, shadow=KOHL),
            TextBox(totals, TOTALS, TOTALS_SIZE, GOLD, bold=True, shadow=KOHL),
        ]

    def stars_won(self, indices: Iterable[int]) -> int:
        """The best stars of the stages at `indices`, added up."""
        return sum(self.progress.stars(self.stages[index].id) for index in indices)

    def info_lines(self) -> tuple[str, str]:
        """What the panel says about the chosen stage: a heading and a paragraph."""
        stage = self.stage
        number = self.chosen + 1
        if stage.challenge is not None:
            themes = stage.challenge.themes  # the title names the goal's own theme if listed
            goal = stage.challenge.goal.kind.value
            theme = goal if goal in themes else themes[-1]
            heading = tr("journey.stage.challenge", number=number, theme=tr(f"theme.{theme}"))
            parts = [
                goal_text(stage.challenge) + ".",
                tr("journey.grade", grade=stage.challenge.grade, top=MAX_GRADE),
                tr("journey.par.tries", count=stage.par),
            ]
        else:
            level = tr(f"level.{stage.level}")
            rules = tr(f"rules.{stage.rules.name}.name")
            heading = tr("journey.stage.game", number=number, level=level, rules=rules)
            parts = [tr("journey.par.pieces", count=stage.par)]
        if self.checking(self.chosen):
            parts.append(tr("journey.checking"))
        elif not self.is_open(self.chosen):
            parts.append(tr("journey.locked"))
        elif self.progress.done(stage.id):
            parts.append(tr("journey.best", stars=self.progress.stars(stage.id)))
        parts.append(tr("journey.hint_cost"))
        return heading, " ".join(parts)

    def _info_boxes(self) -> list[TextBox]:
        heading, body = self.info_lines()
        inner = INFO_RECT.inflate(-40, -24)
        title = TextBox(
            heading,
            pygame.Rect(inner.x, inner.y, inner.width, INFO_TITLE_HEIGHT),
            INFO_TITLE_SIZE,
            LAPIS,
            bold=True,
        )
        body_top = INFO_TITLE_HEIGHT + 4
        area = pygame.Rect(inner.x, inner.y + body_top, inner.width, inner.height - body_top)
        return [title, *fitted_paragraph(body, area, INFO_TEXT_SIZE, KOHL)]

    def _notice_boxes(self) -> list[TextBox]:
        if not self.notice:
            return []
        area = NOTICE_RECT
        return fitted_paragraph(self.notice, area, NOTICE_SIZE, PAPYRUS, align="center")

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the screen (for the fit tests)."""
        if not self.loaded:
            reading = fitted_paragraph(tr("journey.loading"), NOTICE_RECT, NOTICE_SIZE, PAPYRUS)
            return [*reading, *self.buttons.text_boxes()]
        return [
            *self._heading_boxes(),
            *self._notice_boxes(),
            *self._info_boxes(),
            *self.buttons.text_boxes(),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        mirrored = i18n.is_rtl()
        if self._backdrop is None or self._backdrop.mirrored != mirrored:
            self._backdrop = DesertBackdrop(surface.get_size(), mirrored=mirrored)
        self._backdrop.draw(surface, self.clock_ms)
        self._draw_river(surface)
        if not self.loaded:
            for box in fitted_paragraph(tr("journey.loading"), NOTICE_RECT, NOTICE_SIZE, PAPYRUS):
                draw_box(surface, box)
            self.buttons.draw(surface)
            return
        for box in [*self._heading_boxes(), *self._notice_boxes()]:
            draw_box(surface, box)
        for index, centre in self.stone_centres().items():
            self._draw_stone(surface, index, centre)
        draw_panel(surface, INFO_RECT)
        for box in self._info_boxes():
            draw_box(surface, box)
        self.buttons.draw(surface)

    def _draw_river(self, surface: pygame.Surface) -> None:
        points = river_points()
        pygame.draw.lines(surface, LAPIS, False, points, RIVER_WIDTH)
        pygame.draw.lines(surface, TURQUOISE, False, points, RIVER_WIDTH - 16)
        shine = [(x, y - 6) for x, y in points]
        pygame.draw.lines(surface, TURQUOISE_LIGHT, False, shine, 3)
        for top, foot in reeds():
            pygame.draw.line(surface, GOLD_DARK, top, foot, REED_WIDTH)

    def _draw_stone(self, surface: pygame.Surface, index: int, centre: tuple[int, int]) -> None:
        stage = self.stages[index]
        done = self.progress.done(stage.id)
        opened = self.is_open(index)
        face = GOLD if done else (PAPYRUS if opened else LOCKED)
        if index == self.chosen:
            pygame.draw.circle(surface, LAPIS_LIGHT, centre, STONE_RADIUS + SELECTION_RING)
        pygame.draw.circle(surface, KOHL, (centre[0] + 3, centre[1] + 5), STONE_RADIUS)
        pygame.draw.circle(surface, face, centre, STONE_RADIUS)
        edge = LAPIS if stage.level is not None else SANDSTONE_DARK
        pygame.draw.circle(surface, edge, centre, STONE_RADIUS, 4)
        number = TextBox(
            str(index + 1),
            pygame.Rect(centre[0] - 20, centre[1] - 14, 40, 28),
            STONE_NUMBER_SIZE,
            KOHL,
            bold=True,
        )
        draw_box(surface, number)
        radius, stars = star_layout(centre, self.progress.stars(stage.id), self.stone_room())
        for star in stars:
            draw_star(surface, star, radius, GOLD)


def river_points() -> list[tuple[int, int]]:
    """The river's middle line, as drawn."""
    return [river_point(step / 80) for step in range(81)]


def reeds() -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(top, foot) of each reed along the lower bank."""
    stems = []
    for x, y in river_points()[::REED_EVERY]:
        for dx in REED_SPREAD:
            top = (x + dx, y + RIVER_WIDTH // 2 + 4)
            stems.append((top, (x + dx * 2, top[1] + REED_LENGTH)))
    return stems


def star_layout(stone: tuple[int, int], count: int, room: int) -> tuple[int, list[tuple[int, int]]]:
    """(radius, centres) of a stone's `count` stars, above it, within `room` px across (the
    distance to the next stone)."""
    across = room - 2 * STAR_CLEARANCE
    in_row = min(STAR_RADIUS, (across - (MAX_STARS - 1) * STAR_GAP) // (2 * MAX_STARS))
    x, y = stone
    if in_row >= ROW_STAR_MIN_RADIUS:
        lowest = y - STONE_RADIUS - SELECTION_RING - STAR_CLEARANCE - in_row
        step = 2 * in_row + STAR_GAP
        first = x - (count - 1) * step // 2
        return in_row, [(first + index * step, lowest) for index in range(count)]
    radius = min(STACKED_STAR_RADIUS, (across - STAR_GAP) // 4)
    lowest = y - STONE_RADIUS - SELECTION_RING - STAR_CLEARANCE - radius
    half = radius + STAR_GAP // 2
    places = [(x - half, lowest), (x + half, lowest), (x, lowest - 2 * radius)]
    return radius, [(x, lowest)] if count == 1 else places[:count]
