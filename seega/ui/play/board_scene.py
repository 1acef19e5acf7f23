"""The game screen: the board on the left, the side panel on the right.

One action, end to end (docs/architecture.md): a click → `Picker` matches it against the legal
actions → `match.play` → the view animates the events while input waits → sounds, notices,
autosave → when the computer is to act, `match.advance` asks the worker and plays its answer
after a short delay. Dialogs explain what the rules made happen (passes, removals, ransoms,
offers) and ask the choices only a person can make.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import replace
from functools import partial

import pygame

from seega.ai.hints import Threat, answered_threat, hint_reason
from seega.anim import Stopwatch
from seega.challenges.journey import Stage
from seega.core import PLACEMENT, Action, EventKind, opponent
from seega.core import actions as act
from seega.core.line import Played
from seega.core.refusals import Refusal, refusal
from seega.core.rulesets import Chain
from seega.game.match import Match, SavedGame
from seega.i18n import tr
from seega.ui.play import board_display, narration, traces
from seega.ui.play.board_display import preview_captures
from seega.ui.play.board_input import Picker, Result
from seega.ui.play.flow import autosave, human_side, ledger, read_autosave
from seega.ui.render.board_art import fit_layout
from seega.ui.render.board_view import BoardView, Drag, board_backdrop, costly_art
from seega.ui.render.dialog import Choice, Dialog
from seega.ui.render.hud import (
    HudModel,
    clock_is_low,
    draw_hud,
    draw_tooltip,
    hud_regions,
    hud_text_boxes,
    newest_move_rect,
)
from seega.ui.render.text import TextBox
from seega.ui.render.why_art import (
    NO_TRACE,
    Trace,
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

# The board keeps clear of the screen's top-left corner, where the muted mark stands.
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
# After a notice closes by itself, clicks where it stood are swallowed this long (ms): a click
# aimed at its OK must not press the panel button that lay under it (Undo).
VANISHED_GUARD_MS = 900
# Between two people, each change of player is announced by a short banner (ms).
TURN_BANNER_MS = 900
# A refused click's reason stays in the panel this long (ms).
REFUSAL_MS = 3500
# After this long without input on the person's turn to step, the pieces that can move are
# marked (a refused click marks them at once).
IDLE_HINT_MS = 6000
# Arrow keys move the keyboard's cell cursor by (rows, columns); row 0 is at the bottom.
ARROWS = {
    pygame.K_UP: (1, 0),
    pygame.K_DOWN: (-1, 0),
    pygame.K_LEFT: (0, -1),
    pygame.K_RIGHT: (0, 1),
}


def banner_texts() -> tuple[str, ...]:
    """The banners every game may show over its board (drawn ahead, see `costly_art`)."""
    return tr("hud.phase.placement"), tr("hud.banner.movement")


def resume_steps(context: AppContext) -> Generator[bool | None, None, SavedGame | None]:
    """The game in progress read off the frame (`read_autosave`), then its board's costly
    art drawn ahead, one drawing a frame, so Continue's first board frame finds it ready."""
    saved = yield from read_autosave(context)
    if saved is None:
        return None
    layout = fit_layout(saved.line.state.size, BOARD_AREA)
    drawings = costly_art(layout, context.settings.piece_style, banner_texts())
    drawings.append(partial(board_backdrop, LOGICAL_SIZE))
    for draw in drawings:
        yield ALONE
        draw()
    return saved


class BoardScene(Scene):
    """A game in progress. `saving` False (demo mode) keeps no autosave and no statistics."""

    def __init__(self, context: AppContext, match: Match, saving: bool = True) -> None:
        super().__init__()
        self.context = context
        self.match = match
        self.saving = saving
        if saving:  # the game keeps its own end, the moment it ends, in the data folder
            match.keep_in(ledger(context))
        settings = context.settings
        self.clock = Stopwatch()
        layout = fit_layout(match.state.size, BOARD_AREA)
        self.view = BoardView(layout, match.state, settings.piece_style, settings.animation_factor)
        self.picker = Picker()
        self.picking_ransom = False
        self.dialog: Dialog | None = None
        self.vanished: tuple[pygame.Rect, int] | None = None  # (where, until ms) of a notice
        self.notices: list[tuple[str, str]] = []
        self.press: tuple[int, tuple[int, int]] | None = None  # (cell, where) of a press
        self.drag: Drag | None = None
        self.cursor: int | None = None
        self.flash: tuple[int, int] | None = None  # (cell, until ms)
        self.hint_wanted = False
        self.hint: Action | None = None
        self.hint_text = ""  # the hint and why, once it has arrived
        self.hover: int | None = None  # the cell under the mouse
        self.pointer: tuple[int, int] | None = None  # where the mouse is
        self.queued: int | None = None  # a cell clicked while the last action still animated
        self.refused: tuple[str, int] | None = None  # (why, until ms) of a refused click
        self.idle_ms = 0  # time the person has been to act without touching anything
        self.show_movable = False  # mark the pieces that can move
        self.resign_wanted = False
        self.finished = False
        self.buttons = FocusGroup([], on_feedback=context.click)
        self._button_texts: tuple[str, ...] = ()
        self._moves_cache: tuple[object, tuple[str, ...]] = (None, ())
        self._save_due = False
        self._still: pygame.Surface | None = None
        self._still_for: tuple[tuple[int, int], float] = ((0, 0), 0.0)
        self.trace_since = 0  # when the last turn's trace appeared (ms): its captures settled
        self._trace_cache: tuple[object, Trace] = (None, NO_TRACE)
        self._threat_cache: tuple[object, Threat | None] = (None, None)
        self.trace_lit = False  # the trace or the newest turn in the move list is under the mouse
        self.warned_turn: int | None = None  # the turn whose low think time has sounded

    @property
    def now(self) -> int:
        """The scene clock (ms)."""
        return self.clock.elapsed_ms

    def enter(self) -> None:
        self.view.show(self.match.state)
        self.view.prepare(banner_texts())
        if not self.match.played and self.match.state.phase == PLACEMENT:
            self.view.banner(tr("hud.phase.placement"), self.now)  # a set-up may start moving
        self._refresh_buttons()  # Tab finds them from the first frame

    # -----------------------------------------------------------------------------------------
    # Time

    def update(self, dt_ms: int) -> None:
        self.clock.advance(dt_ms)
        self.match.count_time(dt_ms)
        self._warn_low_time()
        for sound in self.view.update(self.now):
            self.context.audio.play(sound)
        self._refresh_buttons()
        if self.dialog is not None:
            self.dialog.update(self.now)
            if self.dialog is not None and self.dialog.closed:
                if self.dialog.timed_out:
                    self.vanished = (self.dialog.rect, self.now + VANISHED_GUARD_MS)
                self.dialog = None
        if self.view.busy(self.now) or self.finished:
            return
        self._save_if_due()
        while self.context.notices:  # a file problem met here is told here, not on the title
            self.notices.append((tr("notice.title"), self.context.notices.pop(0)))
        if self.dialog is None and self.notices:
            self._open_notice(*self.notices.pop(0))
        if self.dialog is not None and self.dialog.auto_close_ms is not None:
            return  # a notice holds the game until it closes
        if self.match.is_over:
            self._finish()
            return
        if self.resign_wanted and self.match.human_to_act:
            self.resign_wanted = False
            self._played(self.match.play(Action(act.RESIGN)))
            return
        if self.queued is not None and self.accepting():
            cell, self.queued = self.queued, None
            self._click(cell)
        self._count_idle(dt_ms)
        if self.dialog is None and not self.picking_ransom:
            self._open_decision()
        played = self.match.advance(dt_ms)
        if played is not None:
            self.dialog = None
            self._played(played)
        self._collect_hint()

    def _warn_low_time(self) -> None:
        """A person's think clock sounds its warning once a turn, as its digits turn red."""
        match = self.match
        if not (match.clock_running and match.human_to_act and clock_is_low(match.clock_ms)):
            return
        turn = len(match.played)
        if self.warned_turn != turn:
            self.warned_turn = turn
            self.context.audio.play("low_time")

    def _played(self, played: Played) -> None:
        """Animate, sound, explain and save one action that just happened."""
        self.picker.clear()
        self.picking_ransom = False
        self.drag = self.press = None
        self.hint, self.hint_wanted, self.hint_text = None, False, ""
        self.refused, self.idle_ms, self.show_movable = None, 0, False
        self.view.animate(played, self.now, phase_text=tr("hud.banner.movement"))
        self.trace_since = self.view.settled_ms(self.now)
        if any(e.kind is EventKind.CHAIN for e in played.events) and self.match.human_to_act:
            self.context.audio.play("chain")
            if played.after.rules.chain is Chain.SAME_PIECE:
                self.picker.selected = played.after.chain
        turn_passed = played.after.to_move != played.side and not self.match.is_over
        turn_passed &= all(
            e.kind is not EventKind.PHASE for e in played.events
        )  # that banner says enough
        if turn_passed and self.match.is_two_player:  # make the change of player unmissable
            text = narration.turn_text(self.match)
            self.view.banner(text, self.view.settled_ms(self.now), TURN_BANNER_MS)
        actor_is_computer = not self.match.seat(played.side).is_human
        for event in played.events:
            explained = narration.notice_for(self.match, event)
            if explained is None:
                continue
            answered_here = (
                event.kind in (EventKind.RANSOM, EventKind.OFFERED) and self.match.human_to_act
            )
            if (actor_is_computer or event.side != played.side) and not answered_here:
                self.notices.append(explained)
        self._save_due = self.saving

    def _save_if_due(self) -> None:
        """Write the autosave (once the animations are over: a missed frame then shows less)."""
        if self._save_due:
            self._save_due = False
            autosave(self.context, self.match)

    def exit(self) -> None:
        self._save_if_due()  # leaving, or the window closes, before the save was written
        self.match.leave()  # the shared worker drops this game's questions

    def _collect_hint(self) -> None:
        if not self.hint_wanted or self.hint is not None:
            return
        hint = self.match.hint
        if hint is not None:
            self.hint = hint
            state = self.match.state
            reason = hint_reason(state, hint, self.match.hint_score)
            self.hint_text = narration.hint_line(hint, reason, state.size, self.hint_threat())
            self.context.audio.play("hint")

    def journey_stage(self) -> Stage | None:
        """The journey's stage this game plays (None outside the journey)."""
        return None

    def trace(self) -> Trace:
        """The last turn's captures, to show why pieces left the board (cached per position)."""
        key = (len(self.match.played), self.match.state)
        if self._trace_cache[0] != key:
            self._trace_cache = (key, traces.trace_of(self.match.last_turn))
        return self._trace_cache[1]

    def hint_threat(self) -> Threat | None:
        """The opponent's threat the shown hint answers, if any (cached per hint)."""
        if self.hint is None:
            return None
        key = (self.match.state, self.hint)
        if self._threat_cache[0] != key:
            self._threat_cache = (key, answered_threat(self.match.state, self.hint))
        return self._threat_cache[1]

    def danger(self) -> traces.Danger | None:
        """The person's pieces the opponent could take next, when the marks are on and the
        person is to act."""
        if self.match.state.phase == PLACEMENT or not self.accepting():
            return None
        setting = self.context.settings.show_danger
        if not traces.danger_on(setting, self.match, self.journey_stage()):
            return None
        return traces.danger(self.match.state, self.match.state.to_move)

    def danger_step(self) -> tuple[Action, tuple[int, ...]] | None:
        """The step that would take the hovered piece in danger, and all it would take."""
        found = self.danger()
        aim = self.cursor if self.cursor is not None else self.hover
        if found is None or aim not in found.pieces:
            return None
        step = found.pieces[aim][0]
        return step, found.steps[step]

    @property
    def danger_text(self) -> str:
        """What the hovered piece in danger risks, in words ("" when none is hovered)."""
        shown = self.danger_step()
        if shown is None:
            return ""
        state = self.match.state
        return narration.danger_line(opponent(state.to_move), *shown, state.size)

    def _finish(self) -> None:
        self.finished = True
        self.stack.push(self.context.routes.game_over(self.match, self.saving))

    # -----------------------------------------------------------------------------------------
    # Dialogs

    def _open_notice(self, title: str, body: str) -> None:
        nobody = all(not seat.is_human for seat in self.match.seats)
        base = NOTICE_MS_NO_HUMAN if nobody else NOTICE_MS
        wait = round(base * self.context.settings.animation_factor)
        choices = [Choice(tr("button.ok"), lambda: None)]
        self.dialog = Dialog(
            title,
            body,
            choices,
            DIALOG_AREA,
            self.now,
            wait,
            self.context.click,
            DIALOG_WIDTH_SHARE,
        )

    def _dialog(
        self, title: str, body: str, choices: list[Choice], auto_close_ms: int | None
    ) -> Dialog:
        """A dialog over the panel (see DIALOG_AREA); a notice closes by itself."""
        click = self.context.click
        return Dialog(
            title, body, choices, DIALOG_AREA, self.now, auto_close_ms, click, DIALOG_WIDTH_SHARE
        )

    def _open_decision(self) -> None:
        decision = narration.decision_for(self.match)
        if decision is None:
            return
        kinds = {a.kind for a in self.match.legal_actions()}
        choices = []
        if act.ACCEPT in kinds:
            choices += [Choice(tr("button.accept"), self._player(act.ACCEPT))]
            choices += [Choice(tr("button.refuse"), self._player(act.REFUSE))]
        if act.RANSOM in kinds:
            choices.append(Choice(tr("button.ask_ransom"), self._start_ransom))
        if act.PASS in kinds:
            choices.append(Choice(tr("button.pass"), self._player(act.PASS)))
        self.dialog = self._dialog(*decision, choices, None)

    def _player(self, kind: str) -> Callable[[], None]:
        def play() -> None:
            self._play(Action(kind))

        return play

    def _start_ransom(self) -> None:
        self.picking_ransom = True
        self.picker.clear()

    def cancel_ransom(self) -> None:
        """Stop picking a ransom (the dialog asks again)."""
        self.picking_ransom = False
        self.picker.clear()

    # -----------------------------------------------------------------------------------------
    # The player's commands

    def accepting(self) -> bool:
        """Whether the board takes a person's move now."""
        return (
            self.match.human_to_act
            and not self.view.busy(self.now)
            and self.dialog is None
            and not self.finished
            and not self.notices
        )

    def _play(self, action: Action) -> None:
        if action in self.match.legal_actions() or action.kind == act.RESIGN:
            self._played(self.match.play(action))

    def request_hint(self) -> None:
        """H: ask for the hard level's suggestion."""
        allowed = self.accepting() or (self.dialog is not None and self.match.human_to_act)
        if allowed and self.match.request_hint():
            self.hint_wanted = True
            self._collect_hint()

    def undo(self) -> None:
        """U / Ctrl+Z: take back a turn (against the computer, back to your own turn)."""
        if self.finished or not self.match.undo():
            return
        self._jumped()

    def redo(self) -> None:
        """Ctrl+Y: play again what undo took back."""
        if self.finished or not self.match.redo():
            return
        self._jumped()

    def _jumped(self) -> None:
        self.view.show(self.match.state)
        self.picker.clear()
        self.picking_ransom = False
        self.dialog = None
        self.notices.clear()
        self.drag = self.press = None
        self.hint, self.hint_wanted, self.hint_text = None, False, ""
        self.queued = self.refused = None
        self.context.click()
        if self.saving:
            autosave(self.context, self.match)

    def end_turn(self) -> None:
        """E: end a chain of captures."""
        if self.accepting() and Action(act.END) in self.match.legal_actions():
            self._play(Action(act.END))

    def offer_end(self) -> None:
        """Offer to end the game by count (seejeh)."""
        if self.accepting() and Action(act.OFFER) in self.match.legal_actions():
            self._play(Action(act.OFFER))

    def place_rest(self) -> None:
        """P: the computer places the rest of the person's pieces (undo gives them back)."""
        if self.accepting() and self.match.place_rest_for(self.match.state.to_move):
            self.picker.clear()
            self.hint, self.hint_wanted, self.hint_text = None, False, ""
            self.context.click()

    def open_pause_menu(self) -> None:
        """Esc: the pause menu. (Not `pause`: that is the scene hook for being covered.)"""
        if not self.finished:
            self.drag = self.press = None
            self.stack.push(self.context.routes.pause(self.match, self.saving, self.resign))

    def resign(self) -> None:
        """Give up (from the pause menu): at once, or as soon as it is a person's turn."""
        if self.match.is_over:
            return
        if self.match.human_to_act:
            self.dialog = None
            self._play(Action(act.RESIGN))
        elif human_side(self.match) is not None:
            self.resign_wanted = True

    # -----------------------------------------------------------------------------------------
    # Input

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if event.type == pygame.KEYDOWN and self.dialog is not None:
            self.dialog.handle_event(event)  # a dialog's buttons take the keys
            return
        if self.dialog is not None and self.dialog.handle_event(event):
            return  # the dialog lies over the panel's buttons: it answers first
        if self._under_vanished_notice(event):
            return
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

    def _under_vanished_notice(self, event: pygame.event.Event) -> bool:
        """A click just where a notice closed by itself: meant for the notice, so swallowed."""
        if self.vanished is None or event.type not in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
        ):
            return False
        where, until = self.vanished
        if self.now >= until:
            self.vanished = None
            return False
        return bool(where.collidepoint(event.pos))

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        key = event.key
        if key == pygame.K_ESCAPE:
            self.open_pause_menu()
        elif key == pygame.K_h:
            self.request_hint()
        elif key == pygame.K_u or (ctrl and key == pygame.K_z and not shift):
            self.undo()
        elif ctrl and (key == pygame.K_y or (key == pygame.K_z and shift)):
            self.redo()
        elif key == pygame.K_e:
            self.end_turn()
        elif key == pygame.K_p:
            self.place_rest()
        elif key in ARROWS and self.dialog is None:
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
        """Where the keyboard's cursor appears: where the last action ended, or the centre."""
        last = self.match.last
        if last is not None and last.action.kind in (act.PLACE, act.STEP, act.REMOVE):
            return last.action.cells[-1]
        return self.match.state.geometry.centre

    def _move_cursor(self, d_row: int, d_col: int) -> None:
        """An arrow: back from the buttons to the cursor, show the cursor, or move it one cell
        (the board never mirrors)."""
        from_buttons, self.buttons.focus_visible = self.buttons.focus_visible, False
        if self.cursor is None:
            self.cursor = self._cursor_start()
            return
        if from_buttons:
            return
        size = self.match.state.size
        row, col = divmod(self.cursor, size)
        row, col = min(size - 1, max(0, row + d_row)), min(size - 1, max(0, col + d_col))
        self.cursor = row * size + col

    def _press(self, pos: tuple[int, int]) -> None:
        cell = self.view.cell_at(pos)
        if cell is None:
            return
        self.cursor = None
        self._click(cell)
        if self.accepting() and self.picker.selected == cell:
            self.press = (cell, pos)

    def _click(self, cell: int) -> None:
        self.idle_ms = 0
        if not self.accepting():
            self._click_while_busy(cell)
            return
        selected = self.picker.selected
        click = self.picker.click(cell, self.match.legal_actions(), self.picking_ransom)
        if click.result is Result.PLAY and click.action is not None:
            self._play(click.action)
        elif click.result is Result.ILLEGAL:
            why = refusal(self.match.state, selected, cell)
            self._refuse(cell, narration.refusal_text(why))
        else:
            self.refused = None

    def _click_while_busy(self, cell: int) -> None:
        """A click the board cannot take yet: kept for when the animation ends (the person's
        own turn), or refused in words (the computer's turn, a question open)."""
        person_waits_for_animation = (
            self.match.human_to_act
            and self.dialog is None
            and not self.finished
            and (self.view.busy(self.now) or bool(self.notices))
        )
        if person_waits_for_animation:
            self.queued = cell
            self.context.click()
        elif self.dialog is not None and self.match.human_to_act:
            self._refuse(cell, narration.refusal_text(Refusal.DECIDE_FIRST))
        elif not self.finished and not self.match.is_over:
            self._refuse(cell, tr("refusal.wait"))

    def _refuse(self, cell: int, why: str) -> None:
        """Say why nothing happened: a sound, a red flash on the cell, the reason in words,
        and the pieces that can move marked."""
        self.context.audio.play("illegal")
        self.flash = (cell, self.now + ILLEGAL_FLASH_MS)
        self.refused = (why, self.now + REFUSAL_MS)
        self.show_movable = True

    def _count_idle(self, dt_ms: int) -> None:
        """Mark the movable pieces once the person has hesitated for a while."""
        if not self.accepting():
            self.idle_ms = 0
            return
        self.idle_ms += dt_ms
        if self.idle_ms >= IDLE_HINT_MS:
            self.show_movable = True

    @property
    def refusal_text(self) -> str:
        """The reason of the latest refused click, while it is shown."""
        if self.refused is None or self.now >= self.refused[1]:
            return ""
        return self.refused[0]

    def capture_preview(self) -> tuple[int, ...]:
        """What the step to the hovered (or cursor) cell would capture, for the chosen piece."""
        if self.picker.selected is None or not self.accepting():
            return ()
        aim = self.cursor if self.cursor is not None else self.hover
        step = self.picker.targets(self.match.legal_actions()).get(aim) if aim is not None else None
        if step is None:
            return ()
        return preview_captures(self.match.state, step)

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
        action = self.picker.drop(drag.cell, target, self.match.legal_actions())
        if action is not None:
            self._play(action)
        elif target is not None and target != drag.cell:
            self.context.audio.play("illegal")
            self.flash = (target, self.now + ILLEGAL_FLASH_MS)

    # -----------------------------------------------------------------------------------------
    # Drawing

    def _refresh_buttons(self) -> None:
        """Rebuild the panel's buttons when their set changes; enable those that apply now."""
        entries = board_display.button_entries(self)
        texts = tuple(text for text, _, _ in entries)
        if texts != self._button_texts:
            focused = getattr(self.buttons.focus, "text", None)
            self._button_texts = texts
            self.buttons.widgets = list[Widget](board_display.layout_buttons(entries, PANEL_RECT))
            self.buttons.focus = next(  # Tab goes on from the same button
                (b for b in self.buttons.widgets if getattr(b, "text", None) == focused), None
            )
        for button, (_, _, on) in zip(self.buttons.widgets, entries, strict=True):
            button.enabled = on and not self.finished

    def move_lines(self) -> tuple[str, ...]:
        """The turns so far in notation, e.g. '7. Light c2-c3xc4' (cached per position)."""
        key = (len(self.match.played), self.match.state)
        if self._moves_cache[0] != key:
            self._moves_cache = (key, narration.move_lines(self.match))
        return self._moves_cache[1]

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
        model = self.panel_model()
        self.draw_game(surface, model)
        if self.dialog is not None:
            self.dialog.draw(surface, self.now)
        else:
            legend_under = self.legend_anchor(model)
            if legend_under is not None:
                draw_tooltip(surface, tr("moves.legend"), legend_under)

    def panel_model(self) -> HudModel:
        """What the side panel shows (a scene built on this one may change it)."""
        return board_display.hud_model(self)

    def draw_game(self, surface: pygame.Surface, model: HudModel) -> None:
        """The room, the board with its marks and pieces, the panel and its buttons: what every
        game screen draws before its own overlays."""
        surface.blit(self._background(surface.get_size()), (0, 0))
        self.view.draw(
            surface,
            self.now,
            board_display.markers(self),
            selected=self.picker.selected,
            drag=self.drag,
            glow=self.hint.cells if self.hint is not None else (),
            rings=board_display.rings(self),
            cursor=self.cursor,
            crosses=self.capture_preview(),
        )
        self.trace_lit = self._trace_hovered(model)
        self._draw_why(surface)
        model = replace(model, lit_move=self.trace_lit)
        draw_hud(surface, PANEL_RECT, model, self.now, self._hud_bottom(), with_panel=False)
        self.buttons.draw(surface)

    def _draw_why(self, surface: pygame.Surface) -> None:
        """Over the pieces: the last turn's trace, the pieces in danger (and the step that
        would take the hovered one), the hint's arrow and the threat it answers."""
        layout, style = self.view.layout, self.context.settings.piece_style
        board = self.view.board
        draw_trace(
            surface, layout, self.trace(), board, style, self.trace_since, self.now, self.trace_lit
        )
        found = self.danger()
        if found is not None:
            draw_danger(surface, layout, found.pieces)
            shown = self.danger_step()
            if shown is not None:
                draw_threat(surface, layout, *shown)
        if self.hint is not None:
            threat = self.hint_threat()
            if threat is not None:
                draw_threat(surface, layout, threat.step, threat.taken)
            draw_hint(surface, layout, self.hint)

    def _trace_hovered(self, model: HudModel) -> bool:
        """Whether the mouse rests on the trace, or on the newest turn in the move list."""
        trace = self.trace()
        if not trace.ghosts or self.pointer is None:
            return False
        if self.hover is not None and self.hover in trace.cells:
            return True
        moves = hud_regions(PANEL_RECT, model, self._hud_bottom()).moves
        newest = newest_move_rect(moves, model.moves) if moves is not None else None
        return newest is not None and newest.collidepoint(self.pointer)

    def legend_anchor(self, model: HudModel) -> pygame.Rect | None:
        """The move list, while the mouse rests on it: the notation's legend opens above."""
        moves = hud_regions(PANEL_RECT, model, self._hud_bottom()).moves
        if moves is None or self.pointer is None or not moves.collidepoint(self.pointer):
            return None
        return moves

    def _hud_bottom(self) -> int:
        """The side panel's text stops above its buttons."""
        return min((b.rect.top for b in self.buttons.widgets), default=PANEL_RECT.bottom)

    def text_boxes(self) -> list[TextBox]:
        """Every line of text on the screen but the board's coordinates (for fit tests)."""
        boxes = hud_text_boxes(PANEL_RECT, self.panel_model(), self._hud_bottom())
        boxes += self.buttons.text_boxes()
        return boxes + (self.dialog.text_boxes() if self.dialog is not None else [])
