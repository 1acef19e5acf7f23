"""Choosing a game: against the computer (level, colour or a coin toss) or two players at
this device, the rule set and board size (from the level files), and whether the computer
places the people's pieces. Two columns: the choices, with the chosen board under them; beside
them, the chosen rule set's description and, against the computer, each level's rating
(seega.ai.ratings_table, the chosen level marked) with the scale explained and the player's own
estimate.

A coin toss is animated: a piece spins in the air, slows, and lands showing the colour the
player gets; then the game starts. While the player chooses, the chosen board's costly art is
drawn ahead, a drawing a frame, so the game's first frame finds it ready.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from seega.ai.people import BEGINNER
from seega.ai.rating import Rated, level_rating, rounded, suggested_level
from seega.anim import Tween, ease_out_cubic
from seega.core import BLACK, PLACEMENT, WHITE
from seega.core.players import LEVELS, Level
from seega.core.rulesets import RuleSet
from seega.core.setups import STANDARD, Setup
from seega.game import factory
from seega.game.match import Seat
from seega.i18n import reading_order, tr
from seega.net.events import Offer
from seega.net.messages import Colour
from seega.play.narration import first_mover_note
from seega.play.standing import rating_under
from seega.storage.catalogue import load_setups
from seega.storage.persistence import OPPONENTS, SIDE_CHOICES, THINK_TIMES_S
from seega.ui.play import flow
from seega.ui.play.board_scene import board_art_steps
from seega.ui.render.board_art import fit_layout
from seega.ui.render.board_view import BoardView, board_backdrop
from seega.ui.render.dialog import Choice, Dialog, veil_image
from seega.ui.render.pieces import draw_piece
from seega.ui.render.text import FIT_STEP, Align, TextBox, draw_box, paragraph_boxes, smallest_size
from seega.ui.render.theme import GOLD, GOLD_LIGHT, KOHL, LAPIS_DARK
from seega.ui.render.widgets import (
    Button,
    FocusGroup,
    OptionCycler,
    Widget,
    draw_panel,
    mirrored,
    same_text_size,
)
from seega.ui.services.context import AppContext
from seega.ui.services.file_words import skipped_words
from seega.ui.shell.display import LOGICAL_SIZE
from seega.ui.shell.input import Intent, intent_of
from seega.ui.shell.scene import Scene
from seega.ui.shell.steps import Stepped

PANEL = pygame.Rect(40, 24, 1200, 752)
ROW_HEIGHT = 58
ROWS_TOP = 128
# Each row keeps its place whoever the opponent is: with two players the computer's rows leave
# their room empty, so a click aimed at a row after switching still lands on it.
OPPONENT_ROW, LEVEL_ROW, COLOUR_ROW, RULES_ROW = range(4)
HEADING_SIZE = 48
HEADING_RECT = pygame.Rect(PANEL.x + 60, PANEL.y + 22, PANEL.width - 120, 72)
BUTTON_SIZE = (240, 58)
BUTTON_GAP = 24
BUTTONS_TOP = PANEL.bottom - 90
# The choices on the reading side, the rule set and the levels beside them (mirrored right to
# left); between the rows' foot and the buttons, the chosen board.
CHOICES = pygame.Rect(PANEL.x + 40, ROWS_TOP, 640, BUTTONS_TOP - 20 - ROWS_TOP)
ABOUT = pygame.Rect(CHOICES.right + 40, ROWS_TOP, PANEL.right - 40 - CHOICES.right - 40, 0)
ABOUT.height = CHOICES.height
PREVIEW_GAP = 22
# Under the chosen board, room for its edge letters.
PREVIEW_LABEL_ROOM = 30
# A board smaller than this would not show its cells: none is drawn then.
PREVIEW_MIN_PX = 140
ABOUT_HEADING_SIZE = 30
ABOUT_HEADING_HEIGHT = 46
DESCRIPTION_SIZE = 24
BLOCK_GAP = 20
# The levels' table: a row this tall per level (ten rungs and a heading fit beside the choices),
# the rating's column this wide.
LEVEL_ROW_HEIGHT = 32
RATING_COLUMN = 180
LEVEL_INSET = 10
LEVEL_BAND_ALPHA = 70
TOSS_TEXT_SIZE = 36
# The coin toss's verdict: this far below the coin's centre, this tall, this far off the sides.
TOSS_TEXT_DROP = 100
TOSS_TEXT_HEIGHT = 60
TOSS_TEXT_INSET = 40
COMPUTER, TWO_PLAYERS, ONLINE = OPPONENTS
PLAYS_WHITE, PLAYS_BLACK, TOSS = SIDE_CHOICES
# The coin spins this long, turning this many half-turns, then rests this long before play.
TOSS_SPIN_MS = 1800
TOSS_HALF_TURNS = 9
TOSS_REST_MS = 1100
TOSS_PIECE_PX = 150
TOSS_RISE_PX = 180
# The coin lands this far below the middle of the screen.
TOSS_CENTRE_DROP = 40
TOSS_VEIL_ALPHA = 170


def think_name(seconds: int) -> str:
    """Off, or the seconds."""
    if seconds == 0:
        return tr("settings.think_time.off")
    return tr("settings.think_time.seconds", seconds=seconds)


def level_choice(level: Level) -> str:
    """A level as the Level choice shows it: its name and its rating."""
    return tr("newgame.level_rated", level=tr(f"level.{level}"), rating=level_rating(level))


def board_name(setup: Setup) -> str:
    """A set-up as the Board choice shows it: the size, or the set-up's own name."""
    if setup.start is None:
        return tr("newgame.size_value", size=setup.size)
    return setup.name


class NewGameScene(Scene):
    """See the module docstring."""

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        setups, problems = load_setups()
        if problems:
            context.notices.append(skipped_words(problems, "notice.levels_skipped"))
        if not setups:  # every level file is gone or bad: the built-in game is still there
            setups = [STANDARD]
            context.notices.append(tr("notice.no_levels"))
        self.setups: list[Setup] = setups
        settings = context.settings
        self.opponent = settings.last_opponent
        # Each visit offers the level suggested for the player's rating under the chosen
        # rules (set below, once the rules are known) until they choose another here.
        self.level_chosen = False
        self.colour = settings.last_colour
        remembered = [setup for setup in setups if setup.id == settings.last_board]
        # A colour remembered from an earlier game counts as chosen: seejeh keeps it too.
        self.colour_chosen = bool(remembered)
        self.setup: Setup | None = (remembered or setups)[0]
        self.level = self.suggestion()
        self.think_s = settings.sija_think_time_s
        self.place_for_me = settings.last_place_for_me
        self.menu = FocusGroup([], on_back=self.back, on_feedback=context.click)
        self.elapsed_ms = 0
        self.toss: tuple[int, bool] | None = None  # (started at ms, human plays dark)
        self.dialog: Dialog | None = None  # a notice (a bad level file), until OK
        self.rows_bottom = ROWS_TOP  # where the last row ends (set by `_rebuild`)
        self.preview: BoardView | None = None  # the chosen board, under the rows
        self._art: tuple[int, Stepped[None]] | None = None  # (size, its art drawn ahead)

    def enter(self) -> None:
        self._rebuild()
        self.menu.focus_visible = True  # the arrows change what is shown: show where they act
        # The worker starts while the player chooses, not on move one.
        self.context.computer.thinker()

    def back(self) -> None:
        """To the title (not while the coin is in the air)."""
        if self.toss is None:
            self.stack.pop()

    # -----------------------------------------------------------------------------------------
    # The form

    def _row(self, index: int) -> pygame.Rect:
        rect = pygame.Rect(CHOICES.x, ROWS_TOP + index * ROW_HEIGHT, CHOICES.width, 52)
        return mirrored(rect, PANEL)

    def _rule_sets(self) -> list[RuleSet]:
        return list(dict.fromkeys(setup.rules for setup in self.setups))

    def _rebuild(self) -> None:
        focused = getattr(self.menu.focus, "label", getattr(self.menu.focus, "text", None))
        opponents = [
            (COMPUTER, tr("newgame.computer")),
            (TWO_PLAYERS, tr("newgame.two_players")),
            (ONLINE, tr("newgame.online")),
        ]
        rows: list[Widget] = [
            OptionCycler(
                self._row(OPPONENT_ROW),
                tr("newgame.opponent"),
                opponents,
                self.opponent,
                self._opponent,
            )
        ]
        if self.opponent == COMPUTER:
            suggested = self.suggestion()
            levels = [(level, self._tagged(level, suggested)) for level in LEVELS]
            rows.append(
                OptionCycler(
                    self._row(LEVEL_ROW),
                    tr("newgame.level"),
                    levels,
                    self.level,
                    self._level,
                )
            )
        if self.opponent in (COMPUTER, ONLINE):  # the host's colour, online
            colours = [(PLAYS_WHITE, tr("side.light")), (PLAYS_BLACK, tr("side.dark"))]
            colours.append((TOSS, tr("newgame.coin_toss")))
            rows.append(
                OptionCycler(
                    self._row(COLOUR_ROW), tr("newgame.colour"), colours, self.colour, self._colour
                )
            )
        if self.setup is not None:
            names = [(rules, tr(f"rules.{rules.name}.name")) for rules in self._rule_sets()]
            rows.append(
                OptionCycler(
                    self._row(RULES_ROW),
                    tr("newgame.rules"),
                    names,
                    self.setup.rules,
                    self._rule_set,
                )
            )
            boards = [
                (setup, board_name(setup))
                for setup in self.setups
                if setup.rules == self.setup.rules
            ]
            rows.append(
                OptionCycler(
                    self._row(RULES_ROW + 1), tr("newgame.size"), boards, self.setup, self._board
                )
            )
            slot = RULES_ROW + 2  # the rows the rules and board ask for, after the board's
            if self._has_think_time():
                think = [(t, think_name(t)) for t in THINK_TIMES_S]
                rows.append(
                    OptionCycler(
                        self._row(slot),
                        tr("settings.think_time"),
                        think,
                        self.think_s,
                        self._set_think,
                    )
                )
                slot += 1
            placing_here = self.opponent != ONLINE  # online, each places their own
            if placing_here and self.setup.start_state().phase == PLACEMENT:
                ways = [(False, tr("newgame.placement.hand")), (True, tr("newgame.placement.auto"))]
                rows.append(
                    OptionCycler(
                        self._row(slot),
                        tr("newgame.placement"),
                        ways,
                        self.place_for_me,
                        self._set_placement,
                    )
                )
        self.rows_bottom = rows[-1].rect.bottom
        self.preview = self._preview()
        rows += self._buttons()
        self.menu.widgets = rows
        self.menu.focus = next(
            (w for w in rows if getattr(w, "label", getattr(w, "text", None)) == focused),
            rows[0],
        )

    def _preview(self) -> BoardView | None:
        """The chosen board as it starts, in the room under the rows (if there is enough)."""
        if self.setup is None:
            return None
        top = self.rows_bottom + PREVIEW_GAP
        height = CHOICES.bottom - PREVIEW_LABEL_ROOM - top  # the letters go under the board
        area = mirrored(pygame.Rect(CHOICES.x, top, CHOICES.width, height), PANEL)
        if area.height < PREVIEW_MIN_PX:
            return None
        state = self.setup.start_state()
        view = BoardView(fit_layout(state.size, area), state, self.context.settings.piece_style)
        view.label_colour = LAPIS_DARK
        view.label_plaques = False
        return view

    def _buttons(self) -> list[Widget]:
        first: tuple[tuple[str, Callable[[], None], bool], ...] = (
            (tr("button.start"), self.start, self.setup is not None),
        )
        if self.opponent == ONLINE:
            first = (
                (tr("newgame.host"), self.start, self.setup is not None),
                (tr("newgame.join"), self.join, True),
            )
        entries = (
            *first,
            (tr("menu.how_to_play"), self.how_to_play, True),
            (tr("button.back"), self.back, True),
        )
        buttons = [
            Button(pygame.Rect((0, BUTTONS_TOP), BUTTON_SIZE), label, action, enabled)
            for label, action, enabled in entries
        ]
        width, gap = BUTTON_SIZE[0], BUTTON_GAP
        x = PANEL.centerx - (len(buttons) * (width + gap) - gap) // 2
        for index, button in enumerate(reading_order(buttons)):  # Start on the reading side
            button.rect.x = x + index * (width + gap)
        same_text_size(buttons)  # one size for the row: no button looks smaller
        return list[Widget](buttons)

    def _opponent(self, value: str) -> None:
        self.opponent = value
        self._rebuild()

    @staticmethod
    def _tagged(level: Level, suggested: Level) -> str:
        """A level as the Level row shows it, saying whether it is the one suggested for the
        player's rating or their own choice: 'Steady · 820 · Suggested'."""
        tag = "newgame.suggested_tag" if level == suggested else "newgame.your_choice"
        return f"{level_choice(level)} · {tr(tag)}"

    def _level(self, value: Level) -> None:
        self.level = value
        self.level_chosen = True

    def _colour(self, value: str) -> None:
        self.colour = value
        self.colour_chosen = True

    def _rule_set(self, rules: RuleSet) -> None:
        self.setup = next(setup for setup in self.setups if setup.rules == rules)
        if not self.level_chosen:  # the player's rating differs from one rule set to another
            self.level = self.suggestion()
        if not self.colour_chosen:  # seejeh draws colours by lot unless chosen (docs/rules.md §6)
            self.colour = TOSS if self.setup.start_state().rules.coin_toss else PLAYS_WHITE
        self._rebuild()

    def _board(self, setup: Setup) -> None:
        self.setup = setup
        self._rebuild()  # a set-up of another size may have its own rows

    def _set_placement(self, for_me: bool) -> None:
        self.place_for_me = for_me

    def _set_think(self, seconds: int) -> None:
        self.think_s = seconds
        self.context.change_settings(sija_think_time_s=seconds)

    def _has_think_time(self) -> bool:
        return self.setup is not None and self.setup.start_state().rules.think_time

    # -----------------------------------------------------------------------------------------
    # Starting

    def seats(self, human_dark: bool) -> tuple[Seat, Seat]:
        """Light's and Dark's seats for the choices made."""
        if self.opponent == TWO_PLAYERS:
            return Seat.human(), Seat.human()
        computer = Seat.computer(self.level)
        return (computer, Seat.human()) if human_dark else (Seat.human(), computer)

    def start(self) -> None:
        """Start the game, after a coin toss if one was asked for (it is kept beside the
        games in progress: it replaces none)."""
        if self.setup is None or self.toss is not None:
            return
        if self.opponent == ONLINE:
            self._remember_choices()
            self.host()
            return
        self._remember_choices()
        if self.opponent == COMPUTER and self.colour == TOSS:
            self.toss = (self.elapsed_ms, self.context.rng.random() < 0.5)
            return
        self._begin(self.colour == PLAYS_BLACK)

    def _remember_choices(self) -> None:
        """Offer these choices again next time (but the computer or two people first: an
        online game needs the other person ready, and New game is mostly for a game here)."""
        assert self.setup is not None
        opponent = self.context.settings.last_opponent if self.opponent == ONLINE else None
        self.context.change_settings(
            last_opponent=opponent or self.opponent,
            last_colour=self.colour,
            last_board=self.setup.id,
            last_place_for_me=self.place_for_me,
        )

    def _begin(self, human_dark: bool) -> None:
        assert self.setup is not None
        seats = self.seats(human_dark)
        match = factory.from_setup(flow.pace(self.context), self.setup, seats)
        if self.place_for_me:
            for side in (WHITE, BLACK):
                match.place_rest_for(side)  # the people's sides only
        self.stack.replace(self.context.routes.board(match, True))

    def host(self) -> None:
        """Offer the chosen game to a person on another computer: the invitation's screen."""
        assert self.setup is not None
        rules = self.setup.start_state().rules
        colour = {PLAYS_WHITE: Colour.WHITE, PLAYS_BLACK: Colour.BLACK}.get(
            self.colour, Colour.TOSS
        )
        think = self.think_s if self._has_think_time() else 0
        offer = Offer(rules, self.setup.size, colour, think)
        self.stack.replace(self.context.routes.online_host(offer))

    def join(self) -> None:
        """Join a game a person on another computer offers."""
        self.stack.replace(self.context.routes.online_join())

    def how_to_play(self) -> None:
        """The rules of the chosen rule set."""
        rules = self.setup.rules if self.setup is not None else STANDARD.rules
        self.stack.push(self.context.routes.how_to_play(rules))

    # -----------------------------------------------------------------------------------------
    # Scene hooks

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog is not None:
            self.dialog.handle_event(event)
            return
        if self.toss is not None:
            return
        if intent_of(event) is Intent.ACTIVATE and isinstance(self.menu.focus, OptionCycler):
            self.menu.focus_visible = True
            self.start()  # Enter on a choice starts the game; the arrows change it
            return
        self.menu.handle_event(event)

    def work(self) -> None:
        """The chosen board's costly art drawn ahead, a drawing a frame (`board_art_steps`),
        so the game's first frame finds it ready."""
        if self.setup is None:
            return
        if self._art is None or self._art[0] != self.setup.size:
            self._art = (self.setup.size, Stepped(board_art_steps(self.context, self.setup.size)))
        self._art[1].advance()

    def update(self, dt_ms: int) -> None:
        self.elapsed_ms += dt_ms
        if self.dialog is not None and self.dialog.closed:
            self.dialog = None
        if self.dialog is None and self.context.notices:
            body = self.context.notices.pop(0)
            ok = [Choice(tr("button.ok"), lambda: None)]
            self.dialog = Dialog(
                tr("notice.title"), body, ok, PANEL, self.elapsed_ms, None, self.context.click
            )
        if self.toss is not None and self.elapsed_ms - self.toss[0] >= TOSS_SPIN_MS + TOSS_REST_MS:
            human_dark = self.toss[1]
            self.toss = None
            self._begin(human_dark)

    def form_boxes(self) -> list[TextBox]:
        """The heading, then the column beside the choices: the chosen rule set's description
        and, against the computer, the levels' ratings."""
        boxes = [TextBox(tr("newgame.title"), HEADING_RECT, HEADING_SIZE, LAPIS_DARK, bold=True)]
        if self.setup is None:
            return boxes
        size = DESCRIPTION_SIZE
        while True:  # one size for the column's text, the largest at which all of it fits
            column = self._about_boxes(size)
            if column[-1].rect.bottom <= ABOUT.bottom or size <= smallest_size():
                return boxes + column
            size -= FIT_STEP

    def _about_boxes(self, size: int) -> list[TextBox]:
        """The column beside the choices with its text at nominal `size`, from its top down."""
        assert self.setup is not None
        area = mirrored(ABOUT, PANEL)
        name = tr(f"rules.{self.setup.rules.name}.name")
        heading = pygame.Rect(area.x, area.y, area.width, ABOUT_HEADING_HEIGHT)
        boxes = [TextBox(name, heading, ABOUT_HEADING_SIZE, LAPIS_DARK, bold=True, align="start")]
        state = self.setup.start_state()
        about = f"{tr(f'rules.{self.setup.rules.name}.summary')} {first_mover_note(state)}"
        boxes += self._paragraph(about, boxes[-1].rect.bottom + BLOCK_GAP // 2, size)
        if self.opponent != COMPUTER:
            return boxes
        top = boxes[-1].rect.bottom + BLOCK_GAP
        chosen = tr(f"level.{self.level}")
        for index, (level, rating) in enumerate(self.level_rows()):
            row = pygame.Rect(area.x, top + index * LEVEL_ROW_HEIGHT, area.width, LEVEL_ROW_HEIGHT)
            name_part = pygame.Rect(row.x, row.y, row.width - RATING_COLUMN, row.height)
            rating_part = pygame.Rect(name_part.right, row.y, RATING_COLUMN, row.height)
            strong = index == 0 or level == chosen  # the heading, and the level chosen
            colour = LAPIS_DARK if strong else KOHL
            columns: tuple[tuple[str, pygame.Rect, Align], ...] = (
                (level, name_part, "start"),
                (rating, rating_part, "end"),
            )
            for text, part, align in columns:
                inset = part.inflate(-2 * LEVEL_INSET, 0)
                boxes.append(TextBox(text, mirrored(inset, row), size, colour, strong, align=align))
        return boxes + self._paragraph(self.ratings_note(), boxes[-1].rect.bottom + BLOCK_GAP, size)

    def _paragraph(self, text: str, top: int, size: int) -> list[TextBox]:
        area = mirrored(ABOUT, PANEL)
        return paragraph_boxes(text, pygame.Rect(area.x, top, area.width, 0), size, KOHL)

    def level_rows(self) -> list[tuple[str, str]]:
        """The levels' table: its heading, then (level, rating) for each level."""
        rows = [(tr("newgame.level"), tr("newgame.rating"))]
        return rows + [(tr(f"level.{name}"), str(level_rating(name))) for name in LEVELS]

    def player_rating(self) -> Rated | None:
        """The player's rating under the chosen rule set (None before a rated game there)."""
        if self.setup is None:
            return None
        return rating_under(self.context.statistics, self.setup.rules)

    def suggestion(self) -> Level:
        """The level for the player's rating under the chosen rules (seega.ai.rating)."""
        return suggested_level(self.player_rating())

    def ratings_note(self) -> str:
        """What the levels' ratings mean, the player's own under the chosen rule set, and the
        level suggested for it."""
        beginner = level_rating(BEGINNER)
        yours = self.player_rating()
        suggested = tr(f"level.{suggested_level(yours)}")
        if yours is None:
            scale = tr("newgame.ratings", beginner=beginner)
            return f"{scale} {tr('newgame.suggested_first', level=suggested)}"
        scale = tr(
            "newgame.ratings.yours",
            beginner=beginner,
            rating=rounded(yours.rating),
            margin=rounded(yours.margin),
        )
        return f"{scale} {tr('newgame.suggested', level=suggested)}"

    def _toss_box(self, human_dark: bool, coin_centre: tuple[int, int]) -> TextBox:
        """The coin's verdict, under the coin once it has landed."""
        words = tr("dialog.coin.you_dark" if human_dark else "dialog.coin.you_light")
        area = pygame.Rect(TOSS_TEXT_INSET, coin_centre[1] + TOSS_TEXT_DROP, 0, TOSS_TEXT_HEIGHT)
        area.width = LOGICAL_SIZE[0] - 2 * TOSS_TEXT_INSET
        return TextBox(words, area, TOSS_TEXT_SIZE, GOLD_LIGHT, bold=True)

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the screen, both coin toss verdicts included (fit tests)."""
        landed = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2 + TOSS_CENTRE_DROP)
        tosses = [self._toss_box(dark, landed) for dark in (False, True)]
        return [*self.form_boxes(), *self.menu.text_boxes(), *tosses]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(board_backdrop(surface.get_size()), (0, 0))
        draw_panel(surface, PANEL)
        boxes = self.form_boxes()
        self._draw_chosen_level_band(surface, boxes)
        for box in boxes:
            draw_box(surface, box)
        if self.preview is not None:
            self.preview.draw_board(surface)
            self.preview.draw(surface, self.elapsed_ms, {})
        self.menu.draw(surface)
        if self.toss is not None:
            self._draw_toss(surface)
        if self.dialog is not None:
            self.dialog.draw(surface, self.elapsed_ms)

    def _draw_chosen_level_band(self, surface: pygame.Surface, boxes: list[TextBox]) -> None:
        """A gold band behind the chosen level's row of the levels' table."""
        if self.opponent != COMPUTER:
            return
        chosen = tr(f"level.{self.level}")
        row = next((box.rect for box in boxes[2:] if box.text == chosen), None)
        if row is None:
            return
        band = pygame.Rect(mirrored(ABOUT, PANEL).x, row.y, ABOUT.width, row.height)
        image = pygame.Surface(band.size, pygame.SRCALPHA)
        pygame.draw.rect(image, (*GOLD, LEVEL_BAND_ALPHA), image.get_rect(), border_radius=8)
        surface.blit(image, band)

    def _draw_toss(self, surface: pygame.Surface) -> None:
        """The coin in the air: its width follows cos(angle), so it seems to spin."""
        surface.blit(veil_image(surface.get_size(), TOSS_VEIL_ALPHA), (0, 0))
        started, human_dark = self.toss or (0, False)
        local = self.elapsed_ms - started
        spin = Tween(0.0, 1.0, TOSS_SPIN_MS, easing=ease_out_cubic).value_at(local)
        half_turns = TOSS_HALF_TURNS + (1 if human_dark else 0)
        angle = spin * half_turns * math.pi
        showing_dark = int(angle // math.pi) % 2 == 1 if spin < 1.0 else human_dark
        squash = abs(math.cos(angle)) if spin < 1.0 else 1.0
        height = math.sin(math.pi * min(1.0, local / TOSS_SPIN_MS)) * TOSS_RISE_PX
        rest_y = surface.get_height() // 2 + TOSS_CENTRE_DROP
        centre = (surface.get_width() // 2, round(rest_y - height))
        image = pygame.Surface((TOSS_PIECE_PX, TOSS_PIECE_PX), pygame.SRCALPHA)
        middle = (TOSS_PIECE_PX // 2, TOSS_PIECE_PX // 2)
        draw_piece(
            image, middle, TOSS_PIECE_PX - 20, showing_dark, self.context.settings.piece_style
        )
        width = max(2, round(TOSS_PIECE_PX * squash))
        coin = pygame.transform.smoothscale(image, (width, TOSS_PIECE_PX))
        surface.blit(coin, coin.get_rect(center=centre))
        if spin >= 1.0:
            draw_box(surface, self._toss_box(human_dark, centre))
