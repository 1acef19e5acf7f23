"""The how-to-play examples, played on a small board: by themselves, or a step at a time.

An example (`rules_text.Example`) is a position and the actions played from it, through the
real rules engine and with the game's animations. The player plays them one after another, in
a loop, at a pace slow enough to read the page beside them (and slower still at the slow
animation speed); the person can pause them and step back and forth through the positions,
across the examples of the page.
"""

from __future__ import annotations

import pygame

from seega.anim import Stopwatch
from seega.core import WHITE, GameState, apply_action, parse_action, parse_position
from seega.core import actions as act
from seega.core.line import Played
from seega.i18n import tr
from seega.play import narration
from seega.play.marks import Marker
from seega.play.rules_text import Example
from seega.ui.render.board_art import fit_layout
from seega.ui.render.board_view import BoardView
from seega.ui.render.theme import LAPIS_DARK

# Pacing at normal animation speed (ms; the speed setting scales it): a look at the position,
# then each action, then the result. Slow enough to read the caption and find the pieces.
START_HOLD_MS = 1600
STEP_GAP_MS = 1600
END_HOLD_MS = 2600
# The example board's edge letters and numbers, dark on the papyrus page and no smaller than
# the caption under it can afford.
EXAMPLE_LABEL_PX = 16


class ExamplePlayer:
    """Plays a page's examples in turn (see the module docstring). `factor` is the settings'
    animation factor: 1.6 at the slow speed makes every hold and animation that much longer."""

    def __init__(
        self, examples: tuple[Example, ...], area: pygame.Rect, style: str, factor: float = 1.0
    ) -> None:
        self.examples = examples
        self.area = area
        self.style = style
        self.factor = factor
        self.paused = False
        self.clock = Stopwatch()
        self.index = 0
        # The positions of the example on show so far: the start, then one per action played.
        self.history: list[tuple[GameState, Played | None]] = []
        self.view: BoardView | None = None
        self.due_ms = 0
        self._start(0)

    def _ms(self, base_ms: int) -> int:
        return round(base_ms * self.factor)

    def _start(self, index: int) -> None:
        """Example `index` (wrapping around), at its first position."""
        self.index = index % len(self.examples)
        state = parse_position(self.example.position)
        self.history = [(state, None)]
        self.view = BoardView(fit_layout(state.size, self.area), state, self.style, self.factor)
        self.view.label_colour = LAPIS_DARK
        self.view.label_min_px = EXAMPLE_LABEL_PX
        self.view.label_plaques = False
        self.clock.reset()
        self.due_ms = self._ms(START_HOLD_MS)

    @property
    def example(self) -> Example:
        """The example on show."""
        return self.examples[self.index]

    @property
    def state(self) -> GameState:
        """The position on show (once the animations are over)."""
        return self.history[-1][0]

    @property
    def last(self) -> Played | None:
        """The action that led to the position on show, None at an example's start."""
        return self.history[-1][1]

    @property
    def steps_played(self) -> int:
        """How many of the example's actions have been played."""
        return len(self.history) - 1

    def _finished(self) -> bool:
        return self.steps_played == len(self.example.actions)

    def _play_next(self, now_ms: int, animated: bool = True) -> None:
        state = self.state
        action = parse_action(self.example.actions[self.steps_played], state.size)
        after, events = apply_action(state, action)
        played = Played(action, state.to_move, state, after, events)
        self.history.append((after, played))
        assert self.view is not None
        if animated:
            self.view.animate(played, now_ms)
        else:
            self.view.show(after)
        self.due_ms = now_ms + self._ms(END_HOLD_MS if self._finished() else STEP_GAP_MS)

    def update(self, dt_ms: int) -> None:
        """Advance the example; play the next action when its time comes, unless paused."""
        now = self.clock.advance(dt_ms)
        assert self.view is not None
        self.view.update(now)
        if self.paused or now < self.due_ms or self.view.busy(now):
            return
        if self._finished():
            self._start(self.index + 1)
        else:
            self._play_next(now)

    def toggle_pause(self) -> None:
        """Pause, or play on from the position on show after the usual pause."""
        self.paused = not self.paused
        if not self.paused:
            self.due_ms = self.clock.elapsed_ms + self._ms(STEP_GAP_MS)

    def step_forward(self) -> None:
        """Pause, and show the next position: the next action played (animated), or the next
        example's start after the last one."""
        self.paused = True
        assert self.view is not None
        self.view.show(self.state)  # an animation still running ends at once
        if self._finished():
            self._start(self.index + 1)
        else:
            self._play_next(self.clock.elapsed_ms)

    def step_back(self) -> None:
        """Pause, and show the position before: one action back, or the previous example's
        end from an example's start."""
        self.paused = True
        assert self.view is not None
        if self.steps_played > 0:
            self.history.pop()
            self.view.show(self.state)
            return
        self._start(self.index - 1)
        while not self._finished():
            self._play_next(self.clock.elapsed_ms, animated=False)

    def describe_last(self) -> str:
        """The last action as the move list writes it: 'Light  a2-b2xc2', or who won."""
        if self.last is None:
            return ""
        outcome = self.state.outcome
        if outcome is not None and outcome.winner:
            return tr("result.light_wins" if outcome.winner == WHITE else "result.dark_wins")
        return f"{narration.side_word(self.last.side)}  {narration.shown_notation(self.last)}"

    def draw(self, surface: pygame.Surface) -> None:
        """The board with the last move marked."""
        assert self.view is not None
        markers: dict[int, list[Marker]] = {}
        last = self.last
        if last is not None and last.action.kind in (act.STEP, act.PLACE, act.REMOVE):
            markers = {cell: [Marker.LAST_MOVE] for cell in last.action.cells}
        self.view.draw_board(surface)
        self.view.draw(surface, self.clock.elapsed_ms, markers)
