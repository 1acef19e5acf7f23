"""Exhaustive proofs over the rules engine: which turns meet a goal against every defence.

This is not the computer player's search (which estimates); it walks every turn of both sides
to a fixed number of turns, so what it says is a proof for the rules as they are coded.
Challenges keep to small positions and few turns, where the walk takes milliseconds.

Offers to end the game, resignations and timeouts are not moves of a puzzle: neither side
makes them here (a refused offer leaves the offerer the same steps, so a defence never gains
by one).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from seega.core import Action, GameState, apply_action, captured_cells, legal_actions, opponent
from seega.core import actions as act

from .goals import Goal, GoalKind, opponent_blocked, won

# Actions a puzzle never plays (see the module docstring).
NOT_PUZZLE_MOVES = frozenset({act.OFFER, act.RESIGN, act.TIMEOUT})


@dataclass(frozen=True)
class Turn:
    """One turn: its actions, the position after it, and the enemy pieces it took."""

    actions: tuple[Action, ...]
    after: GameState
    taken: int

    def notation(self) -> str:
        """The turn as the files write it: its actions in plain notation, space-separated."""
        size = self.after.size
        return " ".join(action.notation(size) for action in self.actions)


def turns(state: GameState, stop: Callable[[GameState], bool] | None = None) -> list[Turn]:
    """Every turn of the side to act, one per position it leads to (the first found in the
    rules engine's order of actions). A turn ends when the other side is to act, the game is
    over, or `stop` holds (a goal met in the middle of a run of actions). A turn's `taken`
    counts captures and removals of enemy pieces, not a ransom (docs/rules.md §5: not a
    capture)."""
    side = state.to_move
    enemy = opponent(side)
    found: dict[GameState, Turn] = {}

    def walk(now: GameState, done: tuple[Action, ...], taken: int) -> Iterator[Turn]:
        for action in legal_actions(now):
            if action.kind in NOT_PUZZLE_MOVES:
                continue
            after, events = apply_action(now, action)
            line = (*done, action)
            took = taken + len(captured_cells(events))
            if action.kind == act.REMOVE and now.board[action.cells[0]] == enemy:
                took += 1
            ended = after.outcome is not None or after.to_move != side
            if ended or (stop is not None and stop(after)):
                yield Turn(line, after, took)
            else:
                yield from walk(after, line, took)

    if state.outcome is None:
        for turn in walk(state, (), 0):
            found.setdefault(turn.after, turn)
    return list(found.values())


class ProofTooLarge(RuntimeError):
    """A proof needed more positions than its budget allowed (see `Prover`)."""


class Prover:
    """Proofs of one goal for one solver; remembers what it proved (per instance).

    `budget` (None: no limit) caps the positions whose turns the prover walks, counted once
    each; past it the prover raises ProofTooLarge, so a caller that only wants small proofs
    (a player's own mistakes made into challenges) gives up instead of searching for minutes."""

    def __init__(self, goal: Goal, start: GameState, budget: int | None = None) -> None:
        self.goal = goal
        self.solver = start.to_move
        # KEEP: the solver's pieces at the start, which must all stay.
        self.pieces = start.count(self.solver)
        self._solver_memo: dict[tuple[GameState, int], bool] = {}
        self._reply_memo: dict[tuple[GameState, int], bool] = {}
        self._budget = budget

    def _spend(self) -> None:
        """Count one position walked; ProofTooLarge once the budget is spent."""
        if self._budget is None:
            return
        self._budget -= 1
        if self._budget < 0:
            raise ProofTooLarge("the proof needs more positions than its budget")

    # -- the solver's turns ------------------------------------------------------------------

    def solver_turns(self, state: GameState) -> list[Turn]:
        """The solver's turns from `state` (a BLOCK goal ends a run once the enemy is stuck)."""
        if self.goal.kind is GoalKind.BLOCK:
            return turns(state, lambda after: opponent_blocked(after, self.solver))
        return turns(state)

    def met_now(self, turn: Turn) -> bool:
        """Whether the goal is met as soon as this solver turn is over."""
        kind, after = self.goal.kind, turn.after
        if kind is GoalKind.CAPTURE:
            return turn.taken >= self.goal.number
        if kind is GoalKind.BLOCK:
            return opponent_blocked(after, self.solver) or won(after, self.solver, GoalKind.WIN)
        if kind is GoalKind.KEEP:
            return False
        return won(after, self.solver, kind)

    def good_turn(self, turn: Turn, left: int) -> bool:
        """Whether the solver's `turn`, with `left` turns to go (this one included), still
        reaches the goal against every defence."""
        if self.met_now(turn):
            return True
        after = turn.after
        if self.goal.kind is GoalKind.KEEP:
            if after.count(self.solver) < self.pieces:
                return False
            if after.outcome is not None:
                return after.outcome.winner == self.solver
            return self.holds_against_all(after, left)
        if after.outcome is not None or left <= 1 or self.goal.kind is GoalKind.CAPTURE:
            return False
        return self.holds_against_all(after, left - 1)

    def can_meet(self, state: GameState, left: int) -> bool:
        """Whether the solver, to act in `state`, reaches the goal within `left` turns."""
        key = (state, left)
        if key not in self._solver_memo:
            self._spend()
            self._solver_memo[key] = any(
                self.good_turn(turn, left) for turn in self.solver_turns(state)
            )
        return self._solver_memo[key]

    def good_turns(self, state: GameState, left: int) -> list[Turn]:
        """Every solver turn from `state` that reaches the goal (all of them, not the first)."""
        return [turn for turn in self.solver_turns(state) if self.good_turn(turn, left)]

    # -- the opponent's turns ----------------------------------------------------------------

    def reply_done(self, reply: Turn, left: int) -> bool | None:
        """After an opponent's reply: True if the goal is met already, False if it can no
        longer be, None if the solver must still play."""
        after = reply.after
        if after.outcome is not None:
            return after.outcome.winner == self.solver and self.goal.kind is not GoalKind.STALL
        if self.goal.kind is GoalKind.KEEP:
            if after.count(self.solver) < self.pieces:
                return False
            return True if left <= 1 else None
        return None

    def next_left(self, left: int) -> int:
        """Turns left for the solver after an opponent's reply (KEEP counts the replies)."""
        return left - 1 if self.goal.kind is GoalKind.KEEP else left

    def good_reply_for_solver(self, reply: Turn, left: int) -> bool:
        """Whether the solver still reaches the goal after the opponent's `reply`."""
        done = self.reply_done(reply, left)
        if done is not None:
            return done
        return self.can_meet(reply.after, self.next_left(left))

    def holds_against_all(self, state: GameState, left: int) -> bool:
        """Whether, the opponent to act in `state`, every reply leaves the goal reachable."""
        key = (state, left)
        if key not in self._reply_memo:
            self._spend()
            self._reply_memo[key] = all(
                self.good_reply_for_solver(reply, left) for reply in turns(state)
            )
        return self._reply_memo[key]

    def resistance(self, reply: Turn, left: int) -> tuple[int, int]:
        """How hard a reply makes the rest: (turns the solver still needs, fewer good answers
        first as a negative count); the best defence has the largest value."""
        if self.reply_done(reply, left) is not None:
            return (0, 0)
        after, most = reply.after, self.next_left(left)
        needed = next((n for n in range(1, most + 1) if self.can_meet(after, n)), most + 1)
        return (needed, -len(self.good_turns(after, most)))


# -- solution trees ----------------------------------------------------------------------------

# A solution tree as stored in the files (docs/challenges.md): a solver node is a list of
# {"play": turn, "replies": [...]} and each reply is {"reply": turn, "turns": [...]}; a play
# or reply with no children meets the goal.
Tree = list[dict[str, object]]


def solution_tree(
    prover: Prover, state: GameState, left: int, limit: int, deep_limit: int | None = None
) -> Tree | None:
    """Every good turn of the solver from `state`, each with every reply and the good turns
    after it, best defence first; None if a node has none, or if the good turns of the first
    node begin with more than `limit` different actions (no clear answer: not a puzzle), those
    of a later node with more than `deep_limit` (the same when None)."""
    good = prover.good_turns(state, left)
    if not good or len({turn.actions[0] for turn in good}) > limit:
        return None
    deeper = limit if deep_limit is None else deep_limit
    node: Tree = []
    for turn in good:
        entry: dict[str, object] = {"play": turn.notation()}
        if not prover.met_now(turn):
            replies = _reply_tree(prover, turn.after, left, deeper)
            if replies is None:
                return None
            entry["replies"] = replies
        node.append(entry)
    return node


def _reply_tree(prover: Prover, state: GameState, left: int, limit: int) -> Tree | None:
    if prover.goal.kind is not GoalKind.KEEP:
        left -= 1
    replies = sorted(turns(state), key=lambda reply: prover.resistance(reply, left), reverse=True)
    node: Tree = []
    for reply in replies:
        entry: dict[str, object] = {"reply": reply.notation()}
        if prover.reply_done(reply, left) is None:
            after = solution_tree(prover, reply.after, prover.next_left(left), limit)
            if after is None:
                return None
            entry["turns"] = after
        node.append(entry)
    return node


def tree_size(tree: Tree) -> int:
    """How many turns a tree lists (solver turns and replies)."""
    total = 0
    for entry in tree:
        total += 1
        for key in ("replies", "turns"):
            child = entry.get(key)
            if isinstance(child, list):
                total += tree_size(child)
    return total
