"""The review scene: a game replayed with the engine's judgement of every action.

The board (left) shows the position before the chosen action, with the action played (solid)
and the engine's better one (dashed). The panel (right) holds the graph of the score across the
game, the analysis bar (share done, time left, Stop/Resume), the chosen action and its verdict,
the move list, and each player's summary. The buttons below step and jump, play on from the
position shown, and go back. The model is `seega.game.review_session.ReviewSession`; the analysis
runs in the computer's worker, so no frame waits for it (docs/review.md).

Once the analysis is complete, "Practise my mistakes" (with their count) turns the people's
mistakes and blunders into proved challenges (`seega.game.practice_session`), again in the
worker, the bar telling how far it is; those proved join the journey's personal chapter.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from seega import i18n
from seega.ai.hints import Why, hint_reason
from seega.core import BLACK, MOVEMENT, WHITE, apply_action, captured_cells, parse_action
from seega.core.line import GameLine
from seega.game.practice_session import (
    Mistake,
    PracticeMaker,
    game_source,
    moment_at,
    own_mistakes,
    people_sides,
)
from seega.game.review_session import ReviewSession
from seega.game.worker import Judgement, Proved
from seega.i18n import tr
from seega.play import narration
from seega.play.labels import player_label
from seega.review.analysis import GameReview, Judged, ReviewSettings
from seega.review.judge import Verdict
from seega.storage.archive import ArchivedGame
from seega.ui.play import keeping
from seega.ui.play.practising import MomentPractice
from seega.ui.render import review_art
from seega.ui.render.board_art import fit_layout
from seega.ui.render.board_view import BoardView, board_backdrop
from seega.ui.render.text import TextBox, draw_box
from seega.ui.render.theme import (
    CARNELIAN,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    KOHL,
    LAPIS,
    LAPIS_DARK,
    PAPYRUS,
    TURQUOISE,
    shade,
)
from seega.ui.render.widgets import Button, FocusGroup, draw_panel, mirrored
from seega.ui.services.context import AppContext
from seega.ui.shell import fonts
from seega.ui.shell.display import LOGICAL_SIZE
from seega.ui.shell.scene import Scene

BOARD_AREA = pygame.Rect(24, 16, 620, 620)
LEGEND_TOP = 668
LEGEND_HEIGHT = 30
# The legend's sample arrows: this wide, drawn as on a board of cells this size.
LEGEND_SAMPLE_WIDTH = 64
LEGEND_CELL_PX = 40
PANEL = pygame.Rect(664, 16, 596, 700)
INSET = 22
TITLE_BAND = (8, 48)
PLAYERS_BAND = (56, 30)
GRAPH_BAND = (94, 116)
# Under the graph, what it shows: whose advantage is up, where placement ends.
GRAPH_LEGEND_BAND = (212, 28)
# The sides' words take the first share of it, the phase's the next, the capture dots' the rest.
GRAPH_LEGEND_SHARES = (0.5, 0.27, 0.23)
PROGRESS_BAND = (244, 40)
PROGRESS_BUTTON_WIDTH = 164
# Once the analysis is complete, "Practise my mistakes" takes the place of Stop / Resume.
PRACTISE_BUTTON_WIDTH = 300
INFO_TOP = 288
INFO_LINE = 34
INFO_LINES = 3
LIST_TOP = 392
LIST_ROWS = 6
LIST_ROW = 30
# The verdict column of the move list, from the row's reading end.
VERDICT_WIDTH = 150
SUMMARY_TOP = 580
SUMMARY_LINE = 28
TITLE_SIZE = 40
BODY_SIZE = 24
SMALL_SIZE = 20
BUTTON_TOP = 730
BUTTON_HEIGHT = 54
BUTTON_GAP = 10
# Widths of the bottom row, in reading order: first, previous, next, last, play on, play it
# now, back.
BUTTON_WIDTHS = (120, 150, 150, 120, 250, 200, 150)
# PageUp and PageDown jump this many positions.
PAGE_STEP = 10
# The analysis shows its progress (graph, move list, bar) this often, not at every answer:
# redrawing the panel renders new text, several ms that frames cannot spare many times a second.
PROGRESS_REFRESH_MS = 500
# The actions of a turn after its first stand under it, indented by this much.
TURN_INDENT = "\u2003\u2003"
# How deep the window's review searches (tests make it shallow and clock-free).
SETTINGS = ReviewSettings()
# The verdicts whose info line says why the action was good.
GOOD_VERDICTS = (Verdict.BEST, Verdict.GOOD)
# The move list's verdict column before the analysis reaches a row (the info line says it).
NOT_YET = "…"
VERDICT_COLOURS = {
    Verdict.BEST: LAPIS,
    Verdict.GOOD: shade(TURQUOISE, 0.6),
    Verdict.INACCURACY: GOLD_DARK,
    Verdict.MISTAKE: shade(CARNELIAN, 1.2),
    Verdict.BLUNDER: CARNELIAN,
    Verdict.FORCED: KOHL,
    Verdict.RESULT: LAPIS_DARK,
}


class ReviewScene(Scene):
    """See the module docstring. `archived`: the kept record the review is stored with;
    `placed_by_computer`: the actions (indices) the computer placed for a person, who did not
    choose them: they are not graded, counted in the accuracy or practised."""

    def __init__(
        self,
        context: AppContext,
        line: GameLine,
        players: tuple[str, str],
        archived: ArchivedGame | None = None,
        placed_by_computer: frozenset[int] = frozenset(),
    ) -> None:
        super().__init__()
        self.context = context
        self.players = players
        self.placed_by_computer = placed_by_computer
        self.archived = archived
        stored = self._stored_review()
        self.session = ReviewSession(
            line,
            context.computer.thinker(),
            SETTINGS,
            stored=stored,
            on_complete=self._store,
            clock=context.work_clock,
        )
        size = line.start.size
        self.layout = fit_layout(size, BOARD_AREA)
        self.view = BoardView(self.layout, line.start, context.settings.piece_style)
        self.view.show(self.session.state)
        self.turns = narration.turn_numbers(self.session.line)
        self.buttons = FocusGroup([], on_back=self.back, on_feedback=context.click)
        self.progress_button: Button | None = None
        self.practise_button: Button | None = None
        self.sides = people_sides(players)
        self.maker: PracticeMaker | None = None
        self.now: MomentPractice | None = None  # the moment asked for by Play it now
        self._still: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_for: tuple[object, ...] = ()
        self._progress_shown: tuple[int, str] = (0, "")
        self._since_shown_ms = 0
        self.practice_kept = False
        self._build_buttons()

    # -----------------------------------------------------------------------------------------
    # The stored review

    def _stored_review(self) -> list[Judged] | None:
        return keeping.stored_review(self.context, self.archived)

    def _store(self, review: GameReview) -> None:
        keeping.store_review(self.context, self.archived, list(review.judged))

    # -----------------------------------------------------------------------------------------
    # Widgets

    def _build_buttons(self) -> None:
        entries: list[tuple[str, Callable[[], None]]] = [
            (tr("button.first"), self.first),
            (tr("button.previous"), self.previous),
            (tr("button.next"), self.next),
            (tr("button.last"), self.last),
            (tr("button.play_on"), self.play_on),
            (tr("button.play_it_now"), self.play_it_now),
            (tr("button.back"), self.back),
        ]
        total = sum(BUTTON_WIDTHS) + BUTTON_GAP * (len(BUTTON_WIDTHS) - 1)
        screen = pygame.Rect((0, 0), LOGICAL_SIZE)
        x = screen.centerx - total // 2
        buttons = []
        for (label, action), width in zip(entries, BUTTON_WIDTHS, strict=True):
            rect = pygame.Rect(x, BUTTON_TOP, width, BUTTON_HEIGHT)
            buttons.append(Button(mirrored(rect, screen), label, action, size=24))
            x += width + BUTTON_GAP
        self.progress_button = Button(self._progress_button_rect(), "", self.toggle_analysis)
        self.practise_button = Button(
            self._practise_button_rect(), "", self.practise, size=SMALL_SIZE
        )
        self.buttons.widgets = [*buttons, self.progress_button]
        self.buttons.focus = buttons[2]  # Next: Enter steps on
        self.refresh_buttons()

    def _progress_button_rect(self) -> pygame.Rect:
        band = self._band(*PROGRESS_BAND)
        rect = pygame.Rect(0, band.y, PROGRESS_BUTTON_WIDTH, band.height)
        rect.right = band.right
        return mirrored(rect, PANEL)

    def _practise_button_rect(self) -> pygame.Rect:
        band = self._band(*PROGRESS_BAND)
        rect = pygame.Rect(0, band.y, PRACTISE_BUTTON_WIDTH, band.height)
        rect.right = band.right
        return mirrored(rect, PANEL)

    def refresh_buttons(self) -> None:
        """Enable what applies to the position shown; the analysis button's label; once the
        analysis is complete, Practise in its place (for games that people played)."""
        session = self.session
        first, previous, following, last, play_on, play_it, _ = self.buttons.widgets[:7]
        first.enabled = previous.enabled = session.cursor > 0
        following.enabled = last.enabled = session.cursor < session.total
        play_on.enabled = session.state.outcome is None
        busy = self.maker is not None and not self.practice_kept
        play_it.enabled = self.moment_here() is not None and self.now is None and not busy
        button = self.progress_button
        assert button is not None
        button.text = tr("button.stop") if session.running else tr("button.resume_analysis")
        if session.complete and button in self.buttons.widgets:  # nothing left to stop
            self.buttons.widgets.remove(button)
            if self.buttons.focus is button:
                self.buttons.focus = self.buttons.widgets[2]
        practise = self.practise_button
        assert practise is not None
        # Offered once the analysis is complete; gone once its challenges are kept, so the
        # bar has the room to say what was made, and why not the rest.
        offered = session.complete and bool(self.sides) and not self.practice_kept
        if offered and practise not in self.buttons.widgets:
            self.buttons.widgets.append(practise)
        elif not offered and practise in self.buttons.widgets:
            self.buttons.widgets.remove(practise)
        count = len(self.mistakes())
        practise.text = tr("review.practise", count=count)
        practise.enabled = count > 0 and self.maker is None and self.now is None
        focus = self.buttons.focus
        if focus is not None and not focus.enabled:
            # At an end of the game the focus turns round: Next and Last give it to Previous,
            # First and Previous to Next; anything else to the first button that works.
            turned = {first: following, previous: following, following: previous, last: previous}
            fallback = turned.get(focus)
            if fallback is None or not fallback.enabled:
                fallback = next((w for w in self.buttons.widgets if w.enabled), None)
            self.buttons.focus = fallback

    # -----------------------------------------------------------------------------------------
    # Commands

    def go_to(self, cursor: int) -> None:
        """Show position `cursor`."""
        self.session.go_to(cursor)
        self.view.show(self.session.state)
        self.refresh_buttons()

    def first(self) -> None:
        """The start of the game."""
        self.go_to(0)

    def previous(self) -> None:
        """One position back."""
        self.go_to(self.session.cursor - 1)

    def next(self) -> None:
        """One position on."""
        self.go_to(self.session.cursor + 1)

    def last(self) -> None:
        """The end of the game."""
        self.go_to(self.session.total)

    def toggle_analysis(self) -> None:
        """Stop the analysis, or resume it."""
        if self.session.running:
            self.session.stop()
        else:
            self.session.start()
        self.refresh_buttons()
        self._show_progress()

    def mistakes(self) -> list[Mistake]:
        """The people's mistakes and blunders judged so far."""
        judged = self.session.review.judged
        return own_mistakes(self.session.line, judged, self.sides, self.placed_by_computer)

    def practise(self) -> None:
        """Make the people's mistakes into challenges, in the worker (see the module
        docstring)."""
        mistakes = self.mistakes()
        if self.maker is not None or not mistakes:
            return
        sources = [self._source(mistake) for mistake in mistakes]
        self.maker = PracticeMaker(self.session.thinker, mistakes, sources)
        self.maker.start()
        self.refresh_buttons()
        self._show_progress()

    def _source(self, mistake: Mistake) -> str:
        """Where a challenge made from `mistake` comes from: the game (its day and opponent,
        once kept) and the turn."""
        turn = self.turns[mistake.judged.index][0]
        if self.archived is None:
            return mistake.source(turn)
        played_on = self.archived.record.played_on
        return mistake.source(turn, game_source(self.players, mistake.judged.side, played_on, turn))

    def moment_here(self) -> Mistake | None:
        """The action shown, when it is a person's and the engine names a better one."""
        session = self.session
        judged = session.review.judged
        line, cursor = session.line, session.cursor
        return moment_at(line, judged, cursor, self.sides, self.placed_by_computer)

    def play_it_now(self) -> None:
        """Practise the action shown: its position made into a challenge (or played on)."""
        moment = self.moment_here()
        if moment is None or self.now is not None:
            return
        thinker = self.session.thinker
        self.now = MomentPractice(self.context, thinker, moment, self._source(moment))
        self.refresh_buttons()

    def _now_update(self) -> None:
        """Once Play it now's proof is in, play what it made."""
        if self.now is None:
            return
        scene = self.now.update()
        if scene is not None:
            self.now = None
            self.refresh_buttons()
            self.stack.push(scene)

    def _practise_update(self) -> None:
        """Collect the proofs; once the last is in, keep what was proved (once)."""
        maker = self.maker
        if maker is None or self.practice_kept:
            return
        if maker.update():
            self._keep_practice()
            self.refresh_buttons()
            self._show_progress()

    def _keep_practice(self) -> None:
        """Add the challenges proved to the personal chapter's file (once)."""
        assert self.maker is not None
        self.practice_kept = True
        if not self.maker.made:
            return
        _, problem = self.context.storage.add_practice(self.maker.made)
        self.context.tell(problem)

    def play_on(self) -> None:
        """A new game from the position shown (who plays is asked over this screen)."""
        if self.session.state.outcome is None:
            self.stack.push(self.context.routes.play_on(self.session.state))

    def back(self) -> None:
        """Back to where the review was opened from."""
        self.stack.pop()

    # -----------------------------------------------------------------------------------------
    # The scene

    def enter(self) -> None:
        self.session.start()
        self._show_progress()
        self.buttons.focus_visible = True
        self.refresh_buttons()

    def exit(self) -> None:
        if self.now is not None:
            self.now.stop()
            self.now = None
        self.session.stop()
        self.session.thinker.poll(Judgement)  # drop what is still to come
        if self.maker is not None and not self.practice_kept:
            self.maker.stop()  # those proved so far are kept, the rest dropped
            self.session.thinker.poll(Proved)
            self._keep_practice()
        if not self.session.complete and self.session.review.judged:
            self._store(self.session.review)  # the next review goes on from here

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event.key):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.go_to(self.session.cursor - event.y)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self._position_at(event.pos)
            if target is not None:
                self.go_to(target)
                return
        self.buttons.handle_event(event)

    def _key(self, key: int) -> bool:
        """Stepping keys; True if used (Tab, Enter, Esc go to the buttons)."""
        moves = {
            pygame.K_LEFT: -1,
            pygame.K_RIGHT: +1,
            pygame.K_PAGEUP: -PAGE_STEP,
            pygame.K_PAGEDOWN: +PAGE_STEP,
        }
        if key in moves:
            step = moves[key]
            self.go_to(self.session.cursor + step)
            return True
        if key in (pygame.K_HOME, pygame.K_END):
            self.go_to(0 if key == pygame.K_HOME else self.session.total)
            return True
        return False

    def _position_at(self, pos: tuple[int, int]) -> int | None:
        """The position a click on the graph or the move list asks for, if any."""
        graph = self.graph_rect()
        if graph.collidepoint(pos):
            return review_art.graph_index(pos[0], self.session.total, graph)
        for index, rect in self.list_rows():
            if rect.collidepoint(pos):
                return index
        return None

    def update(self, dt_ms: int) -> None:
        was_running = self.session.running
        self.session.update()
        self._practise_update()
        self._now_update()
        self._since_shown_ms += dt_ms
        changed = was_running != self.session.running
        if changed:
            self.refresh_buttons()
        if changed or self._since_shown_ms >= PROGRESS_REFRESH_MS:
            self._show_progress()

    def _show_progress(self) -> None:
        """Let the next frame draw the analysis as it stands (see PROGRESS_REFRESH_MS)."""
        self._since_shown_ms = 0
        self._progress_shown = (len(self.session.review.judged), self._progress_text())

    # -----------------------------------------------------------------------------------------
    # Layout

    def _band(self, top: int, height: int) -> pygame.Rect:
        return pygame.Rect(PANEL.x + INSET, PANEL.y + top, PANEL.width - 2 * INSET, height)

    def graph_rect(self) -> pygame.Rect:
        """Where the graph is drawn (and clicked)."""
        return self._band(*GRAPH_BAND)

    def list_rows(self) -> list[tuple[int, pygame.Rect]]:
        """(action index, row) of the move list's visible rows, the chosen action centred."""
        session = self.session
        first = max(0, min(session.cursor - LIST_ROWS // 2, session.total - LIST_ROWS))
        rows = []
        for row, index in enumerate(range(first, min(session.total, first + LIST_ROWS))):
            rows.append((index, self._band(LIST_TOP + row * LIST_ROW, LIST_ROW)))
        return rows

    # -----------------------------------------------------------------------------------------
    # Text

    def _verdict_word(self, judged: Judged | None) -> str:
        if judged is None:
            return tr("review.waiting")
        if judged.index in self.placed_by_computer:
            return tr("review.verdict.placed_for_you")
        return tr(f"review.verdict.{judged.verdict.value}")

    def _verdict_colour(self, judged: Judged | None) -> tuple[int, int, int]:
        if judged is None:
            return shade(KOHL, 2.5)
        if judged.index in self.placed_by_computer:
            return VERDICT_COLOURS[Verdict.FORCED]  # not graded, like a forced action
        return VERDICT_COLOURS[judged.verdict]

    def _progress_text(self) -> str:
        session = self.session
        percent = round(100 * session.share_done)
        maker = self.maker
        if maker is not None and not self.practice_kept:
            return tr("review.practise.proving", done=maker.answered, count=len(maker.mistakes))
        if maker is not None:
            made, count = len(maker.made), len(maker.mistakes)
            key = "review.practise.made" if made == count else "review.practise.unmade"
            return tr(key, made=made, count=count)
        if session.complete:
            return tr("review.done", depth=session.settings.depth)
        if not session.running:
            return tr("review.stopped", percent=percent)
        left = session.seconds_left
        if left is None:
            return tr("review.analysing_start")
        return tr("review.analysing", percent=percent, seconds=max(1, round(left)))

    def _info_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        session = self.session
        played = session.played
        if played is None:
            return [(tr("review.end"), LAPIS_DARK), (narration.reason_text(session.state), KOHL)]
        turn, _ = self.turns[session.cursor]
        heading = tr("review.turn", number=turn, total=self.turns[-1][0])
        judged = session.judged
        side = narration.side_word(played.side)
        verdict = self._verdict_word(judged)
        played_text = tr("review.played", action=narration.shown_notation(played))
        lines = [(f"{heading} · {side} · {played_text} · {verdict}", LAPIS_DARK)]
        why = self._why_good(judged)
        if why:
            lines.append((why, shade(TURQUOISE, 0.5)))
        if judged is not None and judged.reply:
            reply = narration.reply_line(played.notation, played.side, played.after, judged.reply)
            lines.append((reply, shade(CARNELIAN, 0.8)))
        if judged is not None and judged.better is not None:
            key = "review.better_tied" if judged.tied else "review.better"
            better = tr(key, action=judged.better)
            if judged.given:
                better = f"{narration.given_words(judged.given)} · {better}"
            lines.append((better, shade(TURQUOISE, 0.5)))
        if session.cursor == 0 and len(lines) < INFO_LINES:
            lines.insert(0, (tr("review.start"), LAPIS_DARK))
        return lines

    def _why_good(self, judged: Judged | None) -> str:
        """Why a best or good action was good, in a few words, when there is more to say than
        'the strongest move' (placements the computer made for a person are not graded)."""
        session = self.session
        played = session.played
        if judged is None or played is None or judged.index in self.placed_by_computer:
            return ""
        if judged.verdict not in GOOD_VERDICTS:
            return ""
        reason = hint_reason(session.state, played.action, None)
        if reason.why in (Why.BEST, Why.ONLY_ACTION):
            return ""
        return narration.why_words(reason, session.state.size)

    def _summary_lines(self) -> list[str]:
        lines = []
        for side in (WHITE, BLACK):
            summary = self.session.review.summary(side, self.placed_by_computer)
            name = narration.side_word(side)
            if summary.accuracy is None and not self.session.complete:
                lines.append(f"{name} · {tr('review.accuracy_pending')}")
                lines.append(tr("review.counts", **summary.counts))
                continue
            accuracy = "–" if summary.accuracy is None else f"{summary.accuracy:.0f}"
            lines.append(f"{name} · {tr('review.accuracy', value=accuracy)}")
            lines.append(tr("review.counts", **summary.counts))
        return lines

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the screen but the board's coordinates (for fit tests)."""
        boxes = [
            TextBox(tr("review.title"), self._band(*TITLE_BAND), TITLE_SIZE, LAPIS_DARK, True),
            TextBox(self._players_text(), self._band(*PLAYERS_BAND), SMALL_SIZE, KOHL),
        ]
        bar = self._progress_bar_rect()
        boxes.append(TextBox(self._progress_text(), bar.inflate(-12, -6), SMALL_SIZE, KOHL))
        for row, (text, colour) in enumerate(self._info_lines()):
            band = self._band(INFO_TOP + row * INFO_LINE, INFO_LINE)
            boxes.append(TextBox(text, band, BODY_SIZE - 2, colour, align="start"))
        boxes += self.list_boxes()
        for row, text in enumerate(self._summary_lines()):
            band = self._band(SUMMARY_TOP + row * SUMMARY_LINE, SUMMARY_LINE)
            size = SMALL_SIZE if row % 2 else BODY_SIZE - 4
            boxes.append(TextBox(text, band, size, KOHL, bold=row % 2 == 0, align="start"))
        boxes += self._legend_boxes()
        boxes += self._graph_legend_boxes()
        return boxes + self.buttons.text_boxes()

    def _graph_legend_boxes(self) -> list[TextBox]:
        """What the graph shows: Light's advantage up, Dark's down; the dashed line is where
        movement begins; the red dots under the curve are captures."""
        band = self._band(*GRAPH_LEGEND_BAND)
        slots, x = [], band.x
        for share in GRAPH_LEGEND_SHARES:
            width = round(band.width * share)
            slots.append(mirrored(pygame.Rect(x, band.y, width - 8, band.height), band))
            x += width
        sides, phase, dots = slots
        size = SMALL_SIZE - 2
        return [
            TextBox(tr("review.graph.sides"), sides, size, KOHL, align="start"),
            TextBox(tr("review.graph.phase"), phase, size, LAPIS_DARK, align="end"),
            TextBox(tr("review.graph.captures"), dots, size, shade(CARNELIAN, 0.8), align="end"),
        ]

    def _players_text(self) -> str:
        white, black = (player_label(text) for text in self.players)
        return f"{tr('side.light')}: {white} · {tr('side.dark')}: {black}"

    def _progress_bar_rect(self) -> pygame.Rect:
        band = self._band(*PROGRESS_BAND)
        if not self.session.complete:  # room for Stop / Resume
            band.width -= PROGRESS_BUTTON_WIDTH + BUTTON_GAP
        elif self.practise_button in self.buttons.widgets:  # room for Practise
            band.width -= PRACTISE_BUTTON_WIDTH + BUTTON_GAP
        return mirrored(band, PANEL)

    def list_boxes(self) -> list[TextBox]:
        boxes = []
        for index, rect in self.list_rows():
            played = self.session.line.played_at(index)
            judged = (
                self.session.review.judged[index]
                if index < len(self.session.review.judged)
                else None
            )
            turn, opens = self.turns[index]
            side = narration.side_word(played.side)
            shown = narration.shown_notation(played)
            # One numbering with the game: turns, the actions of a turn under its first.
            text = f"{turn}. {side}  {shown}" if opens else f"{TURN_INDENT}{shown}"
            move = pygame.Rect(rect.x + 8, rect.y, rect.width - VERDICT_WIDTH - 16, rect.height)
            verdict = pygame.Rect(
                rect.right - VERDICT_WIDTH, rect.y, VERDICT_WIDTH - 8, rect.height
            )
            colour = self._verdict_colour(judged)
            boxes.append(TextBox(text, mirrored(move, rect), SMALL_SIZE, KOHL, align="start"))
            boxes.append(
                TextBox(
                    self._verdict_word(judged) if judged else NOT_YET,
                    mirrored(verdict, rect),
                    SMALL_SIZE,
                    colour,
                    bold=judged is not None and judged.verdict is Verdict.BLUNDER,
                    align="end",
                )
            )
        return boxes

    def _legend_slots(self) -> list[tuple[pygame.Rect, pygame.Rect]]:
        """(sample arrow, text) for the played and the better action, in reading order."""
        half = BOARD_AREA.width // 2
        slots = []
        for left in (BOARD_AREA.x, BOARD_AREA.x + half + 8):
            sample = pygame.Rect(left, LEGEND_TOP, LEGEND_SAMPLE_WIDTH, LEGEND_HEIGHT)
            text = pygame.Rect(sample.right + 8, LEGEND_TOP, 0, LEGEND_HEIGHT)
            text.width = left + half - 8 - text.x
            slots.append((mirrored(sample, BOARD_AREA), mirrored(text, BOARD_AREA)))
        return slots

    def _legend_boxes(self) -> list[TextBox]:
        keys = ("review.legend.played", "review.legend.better")
        return [
            TextBox(tr(key), text, SMALL_SIZE, PAPYRUS, True, shadow=KOHL, align="start")
            for key, (_, text) in zip(keys, self._legend_slots(), strict=True)
        ]

    def _draw_legend_samples(self, surface: pygame.Surface) -> None:
        """A short solid and a short dashed arrow before the legend's words."""
        for dashed, (sample, _) in zip((False, True), self._legend_slots(), strict=True):
            start, end = (sample.x + 4, sample.centery), (sample.right, sample.centery)
            if i18n.is_rtl():
                start, end = end, start
            colour = review_art.BETTER_COLOUR if dashed else review_art.PLAYED_COLOUR
            review_art.draw_arrow(surface, start, end, LEGEND_CELL_PX, colour, dashed)

    # -----------------------------------------------------------------------------------------
    # Drawing

    def _background(self, size: tuple[int, int]) -> pygame.Surface:
        if self._still is None or self._still.get_size() != size:
            still = board_backdrop(size).copy()
            self.view.draw_board(still)
            draw_panel(still, PANEL)
            self._still = still
        return self._still

    def _layer_key(self, size: tuple[int, int]) -> tuple[object, ...]:
        """What the still layer shows: it is redrawn only when one of these changes."""
        session = self.session
        return (
            size,
            session.cursor,
            self._progress_shown,
            i18n.current_language(),
            fonts.text_scale(),
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The still layer (redrawn when the position, the analysis or the language changes:
        most frames only copy it), then the buttons, which follow the mouse and the focus."""
        size = surface.get_size()
        key = self._layer_key(size)
        if self._layer is None or self._layer_for != key:
            layer = self._background(size).copy()
            self._draw_content(layer)
            self._layer, self._layer_for = layer, key
        surface.blit(self._layer, (0, 0))
        self._draw_buttons(surface)

    def _draw_content(self, surface: pygame.Surface) -> None:
        session = self.session
        self.view.draw(surface, 0)
        played = session.played
        style = self.context.settings.piece_style
        if played is not None:
            dark = played.side == BLACK
            better = session.better
            if better is not None:
                events = apply_action(session.state, better)[1]
                shown = review_art.Shown(better, captured_cells(events), dark)
                review_art.draw_action(surface, self.layout, shown, True, style)
            shown = review_art.Shown(played.action, played.captured, dark)
            review_art.draw_action(surface, self.layout, shown, False, style)
            judged = session.judged
            if judged is not None and judged.reply:
                size = session.state.size
                better_line = [parse_action(word, size) for word in judged.better_line]
                reply = [parse_action(word, size) for word in judged.reply]
                review_art.draw_line(surface, self.layout, better_line, better=True)
                review_art.draw_line(surface, self.layout, reply, better=False)
        self._draw_graph(surface)
        self._draw_progress(surface)
        self._draw_list_marks(surface)
        self._draw_legend_samples(surface)
        for box in self.text_boxes()[: -len(self.buttons.widgets)]:
            draw_box(surface, box)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        for widget in self.buttons.widgets:
            focused = self.buttons.focus_visible and widget is self.buttons.focus
            hovered = widget is self.buttons.hovered
            widget.draw(surface, hovered, widget is self.buttons.pressed, focused)

    def _draw_graph(self, surface: pygame.Surface) -> None:
        session = self.session
        line = session.line
        movement = next((i for i, state in enumerate(line.states) if state.phase == MOVEMENT), None)
        captures = [i for i in range(session.total) if line.played_at(i).captured]
        review_art.draw_graph(
            surface,
            self.graph_rect(),
            session.review.points(),
            session.total,
            movement if movement else None,
            captures,
            session.cursor,
        )

    def _draw_progress(self, surface: pygame.Surface) -> None:
        bar = self._progress_bar_rect()
        pygame.draw.rect(surface, shade(PAPYRUS, 0.85), bar, border_radius=6)
        done = bar.copy()
        done.width = round(bar.width * self.session.share_done)
        if done.width:
            done = mirrored(done, bar)  # it fills from the reading side
            pygame.draw.rect(surface, GOLD_LIGHT, done, border_radius=6)
        pygame.draw.rect(surface, GOLD_DARK, bar, 2, border_radius=6)

    def _draw_list_marks(self, surface: pygame.Surface) -> None:
        for index, rect in self.list_rows():
            if index == self.session.cursor:
                pygame.draw.rect(surface, GOLD_LIGHT, rect, border_radius=4)
                pygame.draw.rect(surface, GOLD, rect, 2, border_radius=4)
