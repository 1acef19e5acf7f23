"""The game screen: the board on the left, the side panel on the right.

The scene is the view and input of a `TurnSession` (seega/play/session.py), which holds the
turn: a click → the session's `Picker` matches it against the legal actions → the coach judges
it → `match.play` → the view animates the events while input waits → sounds, notices,
autosave → when the computer is to act, `match.advance` asks the worker and plays its answer
after a short delay. What the board and the panel show is the session's `Picture`
(seega/play/picture.py), which this scene lays out and draws; it works none of it out. The
session's cards (drawn here as dialogs) explain what the rules made happen (passes, removals,
ransoms, offers) and ask the choices only a person can make.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import replace
from functools import partial

import pygame

from seega import i18n
from seega.core import PLACEMENT
from seega.core.line import Played
from seega.game.match import Match, SavedGame
from seega.i18n import tr
from seega.play import narration
from seega.play.board_input import cursor_moved, cursor_start
from seega.play.coach import Coach, Command, PlainGame
from seega.play.hud_model import HudModel
from seega.play.marks import Ring
from seega.play.picture import Looks, Painter, Picture, Pointer
from seega.play.session import Card, TurnSession
from seega.play.traces import Trace
from seega.ui.play import board_display
from seega.ui.play.flow import autosave, human_side, ledger, read_autosave
from seega.ui.render.board_art import fit_layout
from seega.ui.render.board_view import BoardView, Drag, board_backdrop, costly_art
from seega.ui.render.dialog import Choice, Dialog
from seega.ui.render.hud import (
    draw_hud,
    draw_tooltip,
    hud_regions,
    hud_text_boxes,
    newest_move_rect,
)
from seega.ui.render.sound_mark import mark_rect, sounding_mark
from seega.ui.render.text import TextBox
from seega.ui.render.theme import CARNELIAN_LIGHT, GOLD, TURQUOISE_LIGHT, Colour
from seega.ui.render.why_art import (
    draw_danger,
    draw_hint,
    draw_threat,
    draw_trace,
)
from seega.ui.render.widgets import FocusGroup, Widget, draw_panel
from seega.ui.services.context import AppContext
from seega.ui.shell import fonts
from seega.ui.shell.display import LOGICAL_SIZE
from seega.ui.shell.scene import Scene
from seega.ui.shell.steps import ALONE

# The board keeps clear of the screen's top-left corner, where the mute button stands.
BOARD_AREA = pygame.Rect(64, 24, 716, 716)
# Dialogs over the game open over the foot of the side panel, below the prompt: the board, which
# shows why a side is blocked or what was taken, stays in view.
DIALOG_AREA = pygame.Rect(800, 486, 460, 284)
DIALOG_WIDTH_SHARE = 0.96
PANEL_RECT = pygame.Rect(800, 16, 460, 768)
# A press that moves farther than this (px) becomes a drag.
DRAG_THRESHOLD_PX = 6
# An illegal click flashes its cell this long (ms).
ILLEGAL_FLASH_MS = 320
# Notices close by themselves after this long (ms, scaled by the animation speed); faster
# when no person is playing, so a demo keeps moving.
NOTICE_MS = 4200
NOTICE_MS_NO_HUMAN = 1600
# Between two people, each change of player is announced by a short banner (ms).
TURN_BANNER_MS = 900
# Arrow keys move the keyboard's cell cursor by (rows, columns); row 0 is at the bottom.
ARROWS = {
    pygame.K_UP: (1, 0),
    pygame.K_DOWN: (-1, 0),
    pygame.K_LEFT: (0, -1),
    pygame.K_RIGHT: (0, 1),
}
# The look of each ring the picture puts over a piece.
RING_COLOURS: dict[Ring, Colour] = {
    Ring.REMOVABLE: CARNELIAN_LIGHT,
    Ring.RANSOM_CHOICE: TURQUOISE_LIGHT,
    Ring.RANSOM_PICKED: GOLD,
    Ring.REFUSED: CARNELIAN_LIGHT,
}
# Keys of the board's commands (besides Ctrl+Z and Ctrl+Y, see `command_of`).
KEY_COMMANDS = {
    pygame.K_ESCAPE: Command.MENU,
    pygame.K_h: Command.HINT,
    pygame.K_e: Command.END_TURN,
    pygame.K_p: Command.PLACE_REST,
}


def banner_texts() -> tuple[str, ...]:
    """The banners every game may show over its board (drawn ahead, see `costly_art`)."""
    return tr("hud.phase.placement"), tr("hud.banner.movement")


def resume_steps(context: AppContext) -> Generator[bool | None, None, SavedGame | None]:
    """The game in progress read off the frame (`read_autosave`), then its board's costly
    art drawn ahead, so Continue's first board frame finds it ready."""
    saved = yield from read_autosave(context)
    if saved is None:
        return None
    yield from board_art_steps(context, saved.line.state.size)
    return saved


def board_art_steps(context: AppContext, size: int) -> Generator[bool | None, None, None]:
    """The costly art of a board of `size` (each drawing cached once drawn) drawn ahead, one
    drawing a step, by a screen that opens a board (Continue, New game): drawn cold, it made
    the board's first frame the longest."""
    layout = fit_layout(size, BOARD_AREA)
    drawings = costly_art(layout, context.settings.piece_style, banner_texts())
    drawings.append(partial(board_backdrop, LOGICAL_SIZE))
    for draw in drawings:
        yield ALONE
        draw()


class BoardScene(Scene):
    """A game on the board: the view and input of a `TurnSession`. `coach` says what this
    game adds (a lesson's teacher, a challenge's referee); `saving` False (demo mode) keeps
    no autosave and no statistics."""

    def __init__(
        self,
        context: AppContext,
        match: Match,
        saving: bool = True,
        coach: Coach | None = None,
    ) -> None:
        super().__init__()
        self.context = context
        self.coach = coach if coach is not None else PlainGame()
        self.session = TurnSession(match, self, self.coach, saving)
        if saving:  # the game keeps its own end, the moment it ends, in the data folder
            match.keep_in(ledger(context))
        settings = context.settings
        layout = fit_layout(match.state.size, BOARD_AREA)
        self.view = BoardView(layout, match.state, settings.piece_style, settings.animation_factor)
        self.dialog: Dialog | None = None  # the session's card, as drawn
        self._dialog_for: tuple[Card, str] | None = None  # (card, language) it was drawn for
        self._clicked_at: tuple[int, int] | None = None  # the click the dialog is handling
        self.press: tuple[int, tuple[int, int]] | None = None  # (cell, where) of a press
        self.drag: Drag | None = None
        self.cursor: int | None = None
        self.flash: tuple[int, int] | None = None  # (cell, until ms)
        self.hover: int | None = None  # the cell under the mouse
        self.pointer: tuple[int, int] | None = None  # where the mouse is
        self.buttons = FocusGroup([], on_feedback=context.click)
        self._button_texts: tuple[str, ...] = ()
        self.painter = Painter()
        self._still: pygame.Surface | None = None
        self._still_for: tuple[tuple[int, int], float] = ((0, 0), 0.0)
        self.trace_since = 0  # when the last turn's trace appeared (ms): its captures settled
        self.trace_lit = False  # the trace or the newest turn in the move list is under the mouse
        # The room (px) a screen's plaque keeps above the move list, measured when asked.
        self.goal_room: Callable[[], int] | None = None

    @property
    def match(self) -> Match:
        """The game shown (the session's: a lesson's step again brings a new one)."""
        return self.session.match

    @property
    def now(self) -> int:
        """The scene clock (ms)."""
        return self.session.now

    def accepting(self) -> bool:
        """Whether the board takes a person's move now."""
        return self.session.accepting()

    def enter(self) -> None:
        self.view.show(self.match.state)
        self.view.prepare(banner_texts())
        if not self.match.played and self.match.state.phase == PLACEMENT:
            self.view.banner(tr("hud.phase.placement"), self.now)  # a set-up may start moving
        self._refresh_buttons()  # Tab finds them from the first frame

    def restart(self, match: Match) -> None:
        """A new game in the same place, asked of the board (the session shows it: `restarted`)."""
        self.session.reset(match)

    def restarted(self) -> None:
        """The session's new game in the same place (a lesson's step again, a challenge tried
        again), from its start."""
        self.view.show(self.match.state)
        self.drag = self.press = None
        self.cursor = None

    # -----------------------------------------------------------------------------------------
    # Time

    def update(self, dt_ms: int) -> None:
        session = self.session
        session.count_time(dt_ms)
        for sound in self.view.update(self.now):
            self.context.audio.play(sound)
        self._refresh_buttons()
        if self.dialog is not None:
            self.dialog.update(self.now)  # a notice whose time is up answers itself
        if not self.view.busy(self.now) and not session.finished:
            if session.take_save():  # once the view is still: a missed frame then shows less
                autosave(self.context, self.match)
            while self.context.notices:  # a file problem met here is told here
                told = self.context.notices.pop(0)
                session.tell(partial(tr, "notice.title"), partial(str, told))
        session.update(dt_ms)
        self._show_card()

    def exit(self) -> None:
        if self.session.take_save():  # leaving, or the window closes, before it was written
            autosave(self.context, self.match)
        self.match.leave()  # the shared worker drops this game's questions

    # -----------------------------------------------------------------------------------------
    # What the session asks of its table

    def busy(self, now_ms: int) -> bool:
        return self.view.busy(now_ms)

    def show_played(self, played: Played) -> None:
        """Animate an action; between two people, announce the change of player."""
        self.drag = self.press = None
        self.view.animate(played, self.now, phase_text=tr("hud.banner.movement"))
        self.trace_since = self.view.settled_ms(self.now)
        change = narration.change_of_player(self.match, played)
        if change is not None:
            self.view.banner(change, self.view.settled_ms(self.now), TURN_BANNER_MS)

    def sound(self, name: str) -> None:
        self.context.audio.play(name)

    def flash_cell(self, cell: int) -> None:
        self.flash = (cell, self.now + ILLEGAL_FLASH_MS)

    def game_over(self) -> None:
        self.stack.push(self.context.routes.game_over(self.match, self.session.saving))

    # -----------------------------------------------------------------------------------------
    # What the view shows

    def picture(self) -> Picture:
        """The board's picture now: made by the session's painter from the position, the
        settings and where the person points (made again only when one of them changes)."""
        settings = self.context.settings
        looks = Looks(settings.show_legal_moves, settings.show_danger, settings.piece_style)
        flash = self.flash[0] if self.flash is not None and self.now < self.flash[1] else None
        pointer = Pointer(self.hover, self.cursor, flash)
        return self.painter.picture(self.session, looks, pointer)

    # -----------------------------------------------------------------------------------------
    # Cards

    def _show_card(self) -> None:
        """The session's card as a dialog over the panel's foot (drawn again in a new
        language, keeping its time); a notice closes by itself."""
        card = self.session.card
        if card is None:
            self.dialog, self._dialog_for = None, None
            return
        shown_for = (card, i18n.current_language())
        if self._dialog_for == shown_for:
            return
        opened = self.dialog.opened_ms if self.dialog is not None else self.now
        wait = None
        if card.notice:
            nobody = all(not seat.is_human for seat in self.match.seats)
            base = NOTICE_MS_NO_HUMAN if nobody else NOTICE_MS
            wait = round(base * self.context.settings.animation_factor)
        choices = [
            Choice(label(), partial(self._answer, index))
            for index, (label, _) in enumerate(card.choices)
        ]
        self.dialog = Dialog(
            card.title(),
            card.body(),
            choices,
            DIALOG_AREA,
            opened,
            wait,
            self.context.click,
            DIALOG_WIDTH_SHARE,
        )
        self._dialog_for = shown_for

    def _answer(self, index: int) -> None:
        """The dialog closed with its choice `index`: by itself, by a click, or by a key."""
        assert self.dialog is not None
        rect = self.dialog.rect
        if self.dialog.timed_out:
            self.session.notice_timed_out((rect.x, rect.y, rect.width, rect.height))
        elif self._clicked_at is not None:
            self.session.answer_click(index, self._clicked_at)
        else:
            self.session.answer(index)
        self._show_card()

    # -----------------------------------------------------------------------------------------
    # The player's commands

    def run(self, command: Command) -> None:
        """A command from a key or a button; the coach may do it its own way."""
        if self.coach.command(command):
            return
        session = self.session
        if command is Command.HINT:
            session.request_hint()
        elif command is Command.UNDO:
            self._jumped(session.undo())
        elif command is Command.REDO:
            self._jumped(session.redo())
        elif command is Command.END_TURN:
            session.end_turn()
        elif command is Command.OFFER_END:
            session.offer_end()
        elif command is Command.PLACE_REST:
            if session.place_rest():
                self.context.click()
        elif command is Command.CANCEL:
            session.cancel_ransom()
        elif command is Command.MENU:
            self.open_pause_menu()

    def _jumped(self, moved: bool) -> None:
        """After undo or redo: the position shown at once, and saved."""
        if not moved:
            return
        self.view.show(self.match.state)
        self.drag = self.press = None
        self._show_card()
        self.context.click()
        if self.session.take_save():
            autosave(self.context, self.match)

    def open_pause_menu(self) -> None:
        """Esc: the pause menu. (Not `pause`: that is the scene hook for being covered.)"""
        if not self.session.finished:
            self.drag = self.press = None
            routes = self.context.routes
            self.stack.push(routes.pause(self.match, self.session.saving, self.resign))

    def resign(self) -> None:
        """Give up (from the pause menu): at once, or as soon as it is a person's turn."""
        self.session.resign(human_side(self.match) is not None)
        self._show_card()

    # -----------------------------------------------------------------------------------------
    # Input

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if self._mute_clicked(event):
            return
        if event.type == pygame.KEYDOWN and self.dialog is not None:
            self.dialog.handle_event(event)  # a dialog's buttons take the keys
            return
        pointer = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if self.dialog is not None:
            self._clicked_at = event.pos if pointer else None
            used = self.dialog.handle_event(event)
            self._clicked_at = None
            if used:
                return  # the dialog lies over the panel's buttons: it answers first
        if pointer and self.session.swallows(event.pos):
            return  # meant for a card that just closed there
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.view.cell_at(event.pos)
            self.pointer = event.pos
            if self.press is not None:
                self._move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def _mute_clicked(self, event: pygame.event.Event) -> bool:
        """A click on the corner's speaker turns the sound off or on (as M does)."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if not mark_rect().collidepoint(event.pos):
            return False
        self.context.change_settings(muted=not self.context.settings.muted)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        command = command_of(event)
        if command is not None:
            self.run(command)
            return True
        key = event.key
        if key in ARROWS and self.dialog is None:
            self._move_cursor(*ARROWS[key])
        elif key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            if self.dialog is not None or self.buttons.focus_visible:
                return False
            if self.cursor is None:
                self.cursor = self._cursor_start()
            else:
                self._click(self.cursor)
        else:
            return False
        return True

    def _cursor_start(self) -> int:
        last = self.match.last
        return cursor_start(
            last.action if last is not None else None, self.match.state.geometry.centre
        )

    def _move_cursor(self, d_row: int, d_col: int) -> None:
        """An arrow: back from the buttons to the cursor, show the cursor, or move it one cell
        (the board never mirrors)."""
        from_buttons, self.buttons.focus_visible = self.buttons.focus_visible, False
        if self.cursor is None:
            self.cursor = self._cursor_start()
            return
        if from_buttons:
            return
        self.cursor = cursor_moved(self.cursor, d_row, d_col, self.match.state.size)

    def _press(self, pos: tuple[int, int]) -> None:
        cell = self.view.cell_at(pos)
        if cell is None:
            return
        self.cursor = None
        self._click(cell)
        if self.accepting() and self.session.picker.selected == cell:
            self.press = (cell, pos)

    def _click(self, cell: int) -> None:
        self.session.click(cell)
        self._show_card()

    def _move(self, pos: tuple[int, int]) -> None:
        assert self.press is not None
        cell, start = self.press
        far = abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > DRAG_THRESHOLD_PX
        if self.drag is not None or far:
            self.drag = Drag(cell, pos)

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag, self.press = self.drag, None, None
        if drag is None or not self.accepting():
            return
        target = self.view.cell_at(pos)
        if not self.session.drop(drag.cell, target) and target not in (None, drag.cell):
            self.context.audio.play("illegal")
            self.flash_cell(target)
        self._show_card()

    # -----------------------------------------------------------------------------------------
    # Drawing

    def _refresh_buttons(self) -> None:
        """Rebuild the panel's buttons when their set (or language) changes; enable those
        that apply now. A finished game has none of the board's own: none applies, and the
        game's end brings its own way out (a second, dead Menu beside it only confused)."""
        finished = self.session.finished
        standard = [] if finished else board_display.button_entries(self)
        entries = self.coach.panel_buttons(standard)
        texts = tuple(text for text, _, _ in entries)
        if texts != self._button_texts:
            focused = getattr(self.buttons.focus, "text", None)
            self._button_texts = texts
            self.buttons.widgets = list[Widget](board_display.layout_buttons(entries, PANEL_RECT))
            self.buttons.focus = next(  # Tab goes on from the same button
                (b for b in self.buttons.widgets if getattr(b, "text", None) == focused), None
            )
        for button, (_, _, on) in zip(self.buttons.widgets, entries, strict=True):
            button.enabled = on

    def _background(self, size: tuple[int, int]) -> pygame.Surface:
        """The still layer: the room, the empty board with its coordinates, the panel's sheet
        (drawn once, and again when larger text is turned on or off in the pause menu)."""
        key = (size, fonts.text_scale())
        if self._still is None or self._still_for != key:
            still = board_backdrop(size).copy()
            self.view.draw_board(still)
            draw_panel(still, PANEL_RECT)
            self._still, self._still_for = still, key
        return self._still

    def draw(self, surface: pygame.Surface) -> None:
        """The game, then the card over the panel's foot (or the move list's legend)."""
        model = self.draw_game(surface)
        if self.dialog is not None:
            self.dialog.draw(surface, self.now)
        else:
            legend_under = self.legend_anchor(model)
            if legend_under is not None:
                draw_tooltip(surface, tr("moves.legend"), legend_under)

    def panel_model(self) -> HudModel:
        """What the side panel shows: the picture's, as the coach has it (with room kept for
        a screen's plaque)."""
        model = self.picture().hud
        return model if self.goal_room is None else replace(model, goal_height=self.goal_room())

    def draw_game(self, surface: pygame.Surface) -> HudModel:
        """The room, the board with its marks and pieces, the panel and its buttons: what every
        game screen draws before its own overlays; the panel's model drawn. Texts are worded
        here, so a language changed in the pause menu shows at once beneath it."""
        self._refresh_buttons()
        self._show_card()
        picture = self.picture()
        model = self.panel_model()
        surface.blit(self._background(surface.get_size()), (0, 0))
        self.view.draw(
            surface,
            self.now,
            picture.markers,
            selected=picture.selected,
            drag=self.drag,
            glow=picture.glow,
            rings={cell: RING_COLOURS[ring] for cell, ring in picture.rings.items()},
            cursor=picture.cursor,
            crosses=picture.crosses,
        )
        self.trace_lit = self._trace_hovered(picture.trace, model)
        self._draw_why(surface, picture)
        lit = replace(model, lit_move=self.trace_lit)
        draw_hud(surface, PANEL_RECT, lit, self.now, self.hud_bottom(), with_panel=False)
        self.buttons.draw(surface)
        if not self.context.settings.muted:  # muted, the mark drawn over every screen stands here
            surface.blit(sounding_mark(), mark_rect())
        return model

    def _draw_why(self, surface: pygame.Surface, picture: Picture) -> None:
        """Over the pieces: the last turn's trace, the pieces in danger (and the step that
        would take the aimed one), the hint's arrow and the threat it answers."""
        layout, style = self.view.layout, self.context.settings.piece_style
        trace = picture.trace
        board = self.view.board
        draw_trace(surface, layout, trace, board, style, self.trace_since, self.now, self.trace_lit)
        if picture.danger is not None:
            draw_danger(surface, layout, picture.danger.pieces)
            if picture.danger_step is not None:
                draw_threat(surface, layout, *picture.danger_step)
        if picture.hint is not None:
            if picture.threat is not None:
                draw_threat(surface, layout, picture.threat.step, picture.threat.taken)
            draw_hint(surface, layout, picture.hint)

    def _trace_hovered(self, trace: Trace, model: HudModel) -> bool:
        """Whether the mouse rests on the trace, or on the newest turn in the move list."""
        if not trace.ghosts or self.pointer is None:
            return False
        if self.hover is not None and self.hover in trace.cells:
            return True
        moves = hud_regions(PANEL_RECT, model, self.hud_bottom()).moves
        newest = newest_move_rect(moves, model.moves) if moves is not None else None
        return newest is not None and newest.collidepoint(self.pointer)

    def legend_anchor(self, model: HudModel) -> pygame.Rect | None:
        """The move list, while the mouse rests on it: the notation's legend opens above."""
        moves = hud_regions(PANEL_RECT, model, self.hud_bottom()).moves
        if moves is None or self.pointer is None or not moves.collidepoint(self.pointer):
            return None
        return moves

    def hud_bottom(self) -> int:
        """The side panel's text stops above its buttons."""
        return min((b.rect.top for b in self.buttons.widgets), default=PANEL_RECT.bottom)

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the screen but the board's coordinates (for fit tests)."""
        boxes = hud_text_boxes(PANEL_RECT, self.panel_model(), self.hud_bottom())
        boxes += self.buttons.text_boxes()
        return boxes + (self.dialog.text_boxes() if self.dialog is not None else [])


def command_of(event: pygame.event.Event) -> Command | None:
    """The board's command a key asks for, if any (H, U / Ctrl+Z, Ctrl+Y, E, P, Esc)."""
    ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
    shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
    key = event.key
    if key == pygame.K_u or (ctrl and key == pygame.K_z and not shift):
        return Command.UNDO
    if ctrl and (key == pygame.K_y or (key == pygame.K_z and shift)):
        return Command.REDO
    return KEY_COMMANDS.get(key)
