"""Iterative-deepening principal-variation search over the core's actions.

The core is the only source of legality: every node's actions come from `legal_actions` and
every child from `next_state` (`apply_action` without the events). A turn may hold several
actions of one side (two placements, a step and its chain), so a child's value is negated only
when the side to act changes.

Sunfish style, the caller owns the clock: `Search.iterate()` yields a `SearchResult` after each
finished depth, and a deadline (checked every few hundred nodes) aborts the depth under way.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from random import Random
from typing import Final

from seega.core import PLACEMENT, Action, Duty, GameState, legal_actions
from seega.core import actions as act
from seega.core.bits import side_bits
from seega.core.frozen import Frozen
from seega.core.rules import next_state

from . import bitboard as bb
from .duties import searchable_actions
from .evaluate import Evaluator

WIN: Final = 1_000_000  # a won game, less one per action to reach it: faster wins score higher
WON: Final = WIN - 10_000  # any score beyond this is a forced result, not an estimate
INFINITY: Final = WIN + 1
# How many nodes pass between two looks at the clock: ~5 ms of search, well inside the 100 ms
# margin a move may overrun its budget.
CLOCK_EVERY: Final = 256
# Captures (and chain steps) searched beyond the nominal depth: enough to settle exchanges,
# bounded because chains under lane and seejeh can run long.
QUIESCENCE_PLIES: Final = 6
# Duties that do not stand for a quiet position (an answer is pending, a piece must go): the
# search looks one action further instead of scoring them statically.
UNSETTLED: Final = frozenset(
    {Duty.ANSWER_RANSOM, Duty.ANSWER_OFFER, Duty.BLOCKED, Duty.REMOVE, Duty.FREE}
)
# How many actions past the nominal depth unsettled duties may extend a line (ransoms can be
# asked again and again while Black stays blocked).
UNSETTLED_EXTENSION: Final = 4
# Within this many plies of the stall limit the horizon does not stop the full-width search:
# the count ends the game there, so its verdict is searched, not guessed (bounded: the limit
# comes within these plies unless a capture resets it, and captures are searched anyway).
STALL_REACH: Final = 2
# The transposition table is emptied when it grows past this (about 100 MB at most).
TABLE_LIMIT: Final = 600_000
EXACT: Final = 0
LOWER: Final = 1
UPPER: Final = 2
# Move ordering priorities: the table's move, then captures, then killer moves, then history.
ORDER_TT: Final = 1 << 40
ORDER_CAPTURE: Final = 1 << 36
ORDER_KILLER: Final = 1 << 32
ACCEPT: Final = act.word(act.ACCEPT)
# Late move reductions: from this depth, steps after the first few are searched shallower...
REDUCE_FROM_DEPTH: Final = 3
REDUCE_AFTER: Final = 3
# ... and the last ones, in deep searches, shallower still.
REDUCE_MORE_AFTER: Final = 8
REDUCE_MORE_FROM_DEPTH: Final = 5


class SearchTimeout(Exception):
    """The deadline passed during a search; the depth under way is abandoned."""


@dataclass(frozen=True)
class SearchResult(Frozen):
    """The outcome of one finished depth (or of the unfinished one, when it already improved).

    `score` is for the side to act at the root, in hundredths of a piece (±WIN: a forced
    result); `pv` is the expected line, starting with `action`.
    """

    action: Action
    score: int
    depth: int
    nodes: int
    seconds: float
    pv: tuple[Action, ...]
    complete: bool = True


class Search:
    """One search from one root; throw it away afterwards (its tables are per root)."""

    def __init__(
        self,
        root: GameState,
        *,
        deadline: float | None = None,
        clock: Callable[[], float] = time.monotonic,
        rng: Random | None = None,
        noise: int = 0,
        quiescence: int = QUIESCENCE_PLIES,
        evaluator: Evaluator | None = None,
        max_nodes: int | None = None,
        overlooked: Collection[Action] = (),
    ) -> None:
        """`deadline` is a `clock()` value; `max_nodes` ends the search like a deadline once it
        has counted that many positions (a budget no machine's load changes); `noise` adds a
        seeded ±noise to each root action's score (weaker levels); `rng` also shuffles root
        actions so equal ones vary by seed; `evaluator` replaces the full evaluation (the
        staller's); `overlooked` root actions are not considered (what a level did not see)."""
        self.root = root
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.clock = clock
        self.evaluator = evaluator or Evaluator(root.rules, root.size)
        self.masks = bb.masks(root.size)
        self.shape = bb.shape_of(root.rules)
        self.quiescence = quiescence
        self.nodes = 0
        self._partial: tuple[Action, int] | None = None
        self.table: dict[int, tuple[int, int, int, Action | None]] = {}
        self.killers: dict[int, list[Action]] = {}
        # Per side (white, black): what each quiet action earned by cutting the search off.
        self.history_scores: tuple[dict[Action, int], dict[Action, int]] = ({}, {})
        self.shortlists: dict[int, tuple[Action, ...]] = {}
        generator = rng or Random(0)
        searchable = searchable_actions(root, self.evaluator)
        actions = [a for a in searchable if a not in overlooked] or list(searchable)
        generator.shuffle(actions)
        self.root_actions = actions
        self.noise = {a: generator.randint(-noise, noise) if noise else 0 for a in actions}

    def release(self) -> None:
        """Drop the tables at once, freeing their memory (a later search starts cold)."""
        self.table.clear()
        self.killers.clear()
        for scores in self.history_scores:
            scores.clear()
        self.shortlists.clear()

    # -----------------------------------------------------------------------------------------
    # Iterative deepening

    def iterate(self, max_depth: int) -> Iterator[SearchResult]:
        """Results of depth 1, 2, ... max_depth; stops early at the deadline or a forced result.

        When the deadline cuts a depth short after its first action was searched, a last
        result with `complete=False` carries the best action found so far in that depth (or
        one whose exact search was cut after it proved better than that best).
        """
        started = self.clock()
        if not self.root_actions:
            return
        for depth in range(1, max_depth + 1):
            try:
                action, score = self._root(depth)
            except SearchTimeout:
                partial = self._partial
                if partial is not None:
                    yield self._result(*partial, depth, started, complete=False)
                return
            yield self._result(action, score, depth, started)
            if abs(score) >= WON or len(self.root_actions) == 1:
                return

    def _result(
        self, action: Action, score: int, depth: int, started: float, complete: bool = True
    ) -> SearchResult:
        seconds = self.clock() - started
        pv = (action, *self._principal_variation(action, depth))
        return SearchResult(action, score, depth, self.nodes, seconds, pv, complete)

    def _root(self, depth: int) -> tuple[Action, int]:
        """Search every root action to `depth`; the best (with noise) and its score."""
        root = self.root
        self._partial = None
        entry = self.table.get(hash(root))
        first_choice = entry[3] if entry else None
        actions = sorted(self.root_actions, key=lambda a: a != first_choice)
        best_action, best_value, best_score = actions[0], -INFINITY, -INFINITY
        alpha = -INFINITY
        exact = any(self.noise.values())  # noise needs every score exact, not just a bound
        for index, action in enumerate(actions):
            child = self._root_child(action)
            same = child.to_move == root.to_move
            low = -INFINITY if exact else alpha
            if index == 0 or exact:
                score = self._value(child, same, depth - 1, low, INFINITY, 1)
            else:
                score = self._value(child, same, depth - 1, alpha, alpha + 1, 1)
                if score > alpha:
                    # It beats the best so far: if the deadline cuts its exact search, it is
                    # still the better answer (a lower bound above the best's score).
                    self._partial = (action, score)
                    score = self._value(child, same, depth - 1, alpha, INFINITY, 1)
            value = score + self.noise[action]
            if value > best_value:
                best_action, best_value, best_score = action, value, score
            self._partial = (best_action, best_score)
            alpha = max(alpha, score)
        self._store(hash(root), depth, best_score, EXACT, best_action, 0)
        self.root_actions = [best_action] + [a for a in actions if a != best_action]
        return best_action, best_score

    def _root_child(self, action: Action) -> GameState:
        """The position a root action leads to; for a ransom request, its acceptance.

        Asking is free (docs/rules.md §5): a refusal leaves exactly the position a pass does, so a
        request is worth what its acceptance is worth, and beats passing when that is more.
        """
        child = next_state(self.root, action)
        if action.kind == act.RANSOM:
            child = next_state(child, ACCEPT)
        return child

    def _principal_variation(self, first: Action, depth: int) -> list[Action]:
        line: list[Action] = []
        state = next_state(self.root, first)
        for _ in range(depth - 1):
            entry = self.table.get(hash(state))
            if entry is None or entry[3] is None or entry[3] not in legal_actions(state):
                break
            line.append(entry[3])
            state = next_state(state, entry[3])
        return line

    # -----------------------------------------------------------------------------------------
    # The tree

    def _value(
        self, child: GameState, same: bool, depth: int, alpha: int, beta: int, ply: int
    ) -> int:
        """A child's value for the parent's side: negated only if the side to act changed."""
        if same:
            return self._negamax(child, depth, alpha, beta, ply)
        return -self._negamax(child, depth, -beta, -alpha, ply)

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes % CLOCK_EVERY == 0:
            self._look_at_clock()

    def _look_at_clock(self) -> None:
        if self.deadline is not None and self.clock() >= self.deadline:
            raise SearchTimeout
        if self.max_nodes is not None and self.nodes >= self.max_nodes:
            raise SearchTimeout

    def _actions(self, state: GameState) -> tuple[Action, ...]:
        """The actions searched in `state`. A blocked Black's (sija) cost as much as hundreds of
        nodes (thousands of legal ransom requests to short-list): kept, and timed at once."""
        if state.duty is not Duty.BLOCKED:
            return searchable_actions(state, self.evaluator)
        key = hash(state)
        actions = self.shortlists.get(key)
        if actions is None:
            actions = self.shortlists[key] = searchable_actions(state, self.evaluator)
            self._look_at_clock()
        return actions

    def _negamax(self, state: GameState, depth: int, alpha: int, beta: int, ply: int) -> int:
        self._tick()
        if state.outcome is not None:
            return _final(state, ply)
        settled = state.duty not in UNSETTLED or depth <= -UNSETTLED_EXTENSION
        if depth <= 0 and settled and not self._near_limit(state, depth):
            return self._quiesce(state, alpha, beta, ply, self.quiescence)
        key = hash(state)
        entry = self.table.get(key)
        best_action: Action | None = None
        if entry is not None:
            stored_depth, flag, stored, best_action = entry
            if stored_depth >= depth:
                score = _from_table(stored, ply)
                if flag == EXACT:
                    return score
                if flag == LOWER and score >= beta:
                    return score
                if flag == UPPER and score <= alpha:
                    return score
        original_alpha = alpha
        side = state.to_move
        best = -INFINITY
        for index, action in enumerate(self._ordered(state, best_action, ply)):
            child = next_state(state, action)
            same = child.to_move == side
            if index == 0:
                score = self._value(child, same, depth - 1, alpha, beta, ply + 1)
            else:
                reduced = depth - 1 - _reduction(child, action, index, depth)
                score = self._value(child, same, reduced, alpha, alpha + 1, ply + 1)
                if reduced < depth - 1 and score > alpha:
                    score = self._value(child, same, depth - 1, alpha, alpha + 1, ply + 1)
                if alpha < score < beta:
                    score = self._value(child, same, depth - 1, alpha, beta, ply + 1)
            if score > best:
                best, best_action = score, action
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        if child.quiet or action.kind != act.STEP:  # not a capture
                            self._reward(state, action, depth, ply)
                        break
        flag = EXACT if original_alpha < best < beta else (LOWER if best >= beta else UPPER)
        self._store(key, depth, best, flag, best_action, ply)
        return best

    def _near_limit(self, state: GameState, depth: int) -> bool:
        """Whether the stall limit is within STALL_REACH plies past the horizon (movement)."""
        if state.phase == PLACEMENT:
            return False
        return state.quiet + depth + STALL_REACH >= state.rules.stall_plies

    def _quiesce(self, state: GameState, alpha: int, beta: int, ply: int, left: int) -> int:
        """Captures (and chain steps) only, standing pat on the static score otherwise."""
        self._tick()
        if state.outcome is not None:
            return _final(state, ply)
        if state.phase == PLACEMENT or left <= 0:
            return self.evaluator.score(state)
        side = state.to_move
        # In a chain, its own `end` action stands for stopping; an unsettled duty has none.
        forced = state.chain >= 0 or state.duty in UNSETTLED
        if forced:
            best = -INFINITY
            actions = list(self._actions(state))
        else:
            best = self.evaluator.score(state)
            if best >= beta:
                return best
            alpha = max(alpha, best)
            actions = self._captures(state)
        for action in actions:
            child = next_state(state, action)
            if not forced and child.quiet != 0 and child.outcome is None:
                continue  # the estimate of a capture was wrong: a quiet step
            if child.to_move == side:
                score = self._quiesce(child, alpha, beta, ply + 1, left - 1)
            else:
                score = -self._quiesce(child, -beta, -alpha, ply + 1, left - 1)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best

    # -----------------------------------------------------------------------------------------
    # Move ordering and tables

    def _targets(self, state: GameState) -> int:
        """Cells where a step of the side to act may capture."""
        white, black = side_bits(state)
        own, enemy = (white, black) if state.to_move == 1 else (black, white)
        empty = self.masks.full & ~(white | black)
        return bb.capture_targets(self.masks, self.shape, own, enemy, empty)

    def _captures(self, state: GameState) -> list[Action]:
        targets = self._targets(state)
        if not targets:
            return []
        return [a for a in legal_actions(state) if a.kind == act.STEP and targets >> a.cells[1] & 1]

    def _ordered(self, state: GameState, first: Action | None, ply: int) -> list[Action]:
        actions = self._actions(state)
        if len(actions) < 2:
            return list(actions)
        targets = self._targets(state) if state.phase != PLACEMENT else 0
        killers = self.killers.get(ply, ())
        history_scores = self.history_scores[state.to_move - 1]

        def priority(action: Action) -> int:
            if action == first:
                return ORDER_TT
            if action.kind == act.STEP and targets >> action.cells[1] & 1:
                return ORDER_CAPTURE
            if action in killers:
                return ORDER_KILLER
            return history_scores.get(action, 0)

        return sorted(actions, key=priority, reverse=True)

    def _reward(self, state: GameState, action: Action, depth: int, ply: int) -> None:
        """A quiet action that cut the search off: try it early at this ply and elsewhere."""
        killers = self.killers.setdefault(ply, [])
        if action not in killers:
            killers.insert(0, action)
            del killers[2:]
        scores = self.history_scores[state.to_move - 1]
        scores[action] = scores.get(action, 0) + depth * depth

    def _store(
        self, key: int, depth: int, score: int, flag: int, action: Action | None, ply: int
    ) -> None:
        """Keep a node's result under its state's hash `key` (hashed once per node: a state's
        hash reads its whole board)."""
        if len(self.table) >= TABLE_LIMIT:
            self.table.clear()
        self.table[key] = (depth, flag, _to_table(score, ply), action)


def _reduction(child: GameState, action: Action, index: int, depth: int) -> int:
    """Plies taken off a late, quiet step (late move reductions): well-ordered moves that
    come late rarely matter, and a reduced search that says otherwise is searched again."""
    if depth < REDUCE_FROM_DEPTH or index < REDUCE_AFTER or action.kind != act.STEP:
        return 0
    if child.quiet == 0 or child.chain >= 0 or child.duty is not Duty.NONE:
        return 0  # captures, chains and duties are never reduced
    return 2 if index >= REDUCE_MORE_AFTER and depth >= REDUCE_MORE_FROM_DEPTH else 1


def _final(state: GameState, ply: int) -> int:
    """A finished game's score for the side to act: mate-distance style."""
    assert state.outcome is not None
    winner = state.outcome.winner
    if winner is None:
        return 0
    return WIN - ply if winner == state.to_move else ply - WIN


def _to_table(score: int, ply: int) -> int:
    """Forced results are stored relative to the node, not to the root."""
    if score >= WON:
        return score + ply
    if score <= -WON:
        return score - ply
    return score


def _from_table(score: int, ply: int) -> int:
    if score >= WON:
        return score - ply
    if score <= -WON:
        return score + ply
    return score
