"""Computer opponents (the levels of seega.core.players.LEVELS) and the hint, over the core's
actions only.

    action = choose_action(state, "hard")                    # within the level's time budget
    action = choose_action(state, "easy", seed=7, max_depth=1)  # deterministic
    result = analyse(state, "hard", movetime_ms=500)         # action, score, depth, nodes, pv

With a depth limit and no time limit, the same seed always gives the same action.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from random import Random

from seega.core import PLACEMENT, Action, GameState, legal_actions
from seega.core import actions as act

from . import sight
from .duties import offer_worth_making
from .evaluate import Evaluator, GlanceEvaluator, StallEvaluator
from .presets import GLANCE, HINT, PRESETS, STALL, Preset, UnknownLevelError
from .presets import preset as preset_of
from .search import WIN, Search, SearchResult

__all__ = [
    "HINT",
    "WIN",
    "PRESETS",
    "Preset",
    "SearchResult",
    "UnknownLevelError",
    "analyse",
    "choose_action",
]

# The search stops this long before the budget ends: time to unwind and hand the answer back.
MARGIN_MS = 25


def choose_action(
    state: GameState,
    level: str,
    movetime_ms: int | None = None,
    seed: int | None = None,
    max_depth: int | None = None,
) -> Action:
    """The action the computer at `level` (`easy`, `medium`, `hard`, or `hint`) takes.

    `movetime_ms` replaces the level's time budget; `max_depth` replaces its depth (and lifts its
    node budget), and then, unless a time is also given, the search has no clock. A level with
    no clock of its own (every level but the strongest) and no time given plays by its depth
    and node budget: the same `seed` then always gives the same action. What easy overlooks
    (seega.ai.sight) is drawn from the seed too. ValueError when the game is over or the level
    is unknown.
    """
    return analyse(state, level, movetime_ms, seed, max_depth).action


def analyse(
    state: GameState,
    level_name: str,
    movetime_ms: int | None = None,
    seed: int | None = None,
    max_depth: int | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> SearchResult:
    """The search behind `choose_action`: its action, score, depth reached, nodes and line."""
    preset = preset_of(level_name)
    started = clock()
    actions = legal_actions(state)
    if not actions:
        raise ValueError("the game is over: there is no action to choose")
    if len(actions) == 1:
        return SearchResult(actions[0], 0, 0, 0, 0.0, (actions[0],))
    depth, budget_ms = _limits(state, preset, movetime_ms, max_depth)
    deadline = None if budget_ms is None else started + max(0, budget_ms - MARGIN_MS) / 1000
    rng = Random(seed)
    missed: frozenset[Action] = frozenset()
    if preset.sight is not None:  # drawn before the search's own draws, from the same seed
        missed = sight.overlooked(state, actions, preset.sight, rng)
        if state.phase != PLACEMENT and sight.looks_at_answers(preset.sight, rng):
            depth += 1
    search = Search(
        state,
        deadline=deadline,
        clock=clock,
        rng=rng,
        noise=preset.noise,
        quiescence=preset.quiescence,
        evaluator=_evaluator(state, preset),
        max_nodes=_node_budget(state, preset) if max_depth is None else None,
        overlooked=missed,
    )
    best: SearchResult | None = None
    # The whole budget goes to the search: a depth the deadline cuts short still informs the
    # choice (its best action so far, once its first action was searched in full), as strong
    # engines do. Only a forced action or a proven result answers early.
    with _collector_paused():
        for result in search.iterate(depth):
            best = result
        search.release()
    if best is None:  # not even depth 1 finished in time: any legal action beats none
        best = SearchResult(search.root_actions[0], 0, 0, search.nodes, clock() - started, ())
    if offer_worth_making(state, best.score):
        return SearchResult(
            act.word(act.OFFER),
            best.score,
            best.depth,
            best.nodes,
            best.seconds,
            (act.word(act.OFFER),),
        )
    return best


def _limits(
    state: GameState, preset: Preset, movetime_ms: int | None, max_depth: int | None
) -> tuple[int, int | None]:
    """(deepest iteration, time budget in ms or None for no clock)."""
    placing = state.phase == PLACEMENT
    depth = preset.placement_depth if placing else preset.max_depth
    if max_depth is not None:
        return max(1, max_depth), movetime_ms
    budget = preset.placement_ms if placing else preset.movetime_ms
    return depth, movetime_ms if movetime_ms is not None else budget


def _node_budget(state: GameState, preset: Preset) -> int | None:
    """The most positions the preset may search for this action (None: no limit)."""
    return preset.placement_nodes if state.phase == PLACEMENT else preset.nodes


def _evaluator(state: GameState, preset: Preset) -> Evaluator:
    """The evaluation the preset searches with."""
    kinds = {STALL: StallEvaluator, GLANCE: GlanceEvaluator}
    return kinds.get(preset.evaluation, Evaluator)(state.rules, state.size)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cycle collector during a search: a full pass over a large transposition table
    can take longer than the 100 ms a move may overrun its budget. The search makes no
    reference cycles, so nothing piles up; the previous setting is restored (after the search
    has released its tables, or the first collection would walk them all)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
