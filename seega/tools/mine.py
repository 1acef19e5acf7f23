"""The generator: challenges mined from the computer's games against itself, proved and graded.

1. Self-play: the levels play each other at fixed depths (seeded, so the same seed gives the
   same games). Easy errs the way people do, which leaves moments where the other side can
   win material or the game.
2. At every position of the movement phase, the prover (`prove.py`) looks for a goal the side
   to act can force: the most pieces it can take this turn, a win or a block within a few
   turns, a threat it must parry. A candidate is kept only if at every node of the solution
   one turn is clearly right (at most `ONLY_MOVES` turns reach the goal, all listed), and only
   if most of the other turns fail (the puzzle is not "anything works").
3. Rule-set specials come from the same games: a `lane` game's very first step, a `seejeh`
   block followed by the removal, a `sija` block that lets Dark ask a ransom; the `stall`
   goals take a mined position and set its stall counter near the limit (the file says so).
4. The engine grades each one: the hard search's depth at which the answer first appears,
   whether easy and medium find it, how many other first actions there are, and the size of
   the proof.
5. With `hard`, a second pass mines more games for the hard puzzles: wins within two to four
   turns, proved only where the hard player's search already sees a forced win, and more of
   seejeh's alternating series.

`python3 -m seega.tools.challenges generate` writes the chosen ones to `levels/challenges/`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from random import Random

from seega.ai import analyse, choose_action
from seega.ai.search import WIN, WON
from seega.challenges.goals import Goal, GoalKind
from seega.challenges.prove import Prover, Turn, solution_tree, tree_size, turns
from seega.challenges.schema import HARD_GRADE, Challenge, Difficulty
from seega.challenges.verify import turn_words
from seega.core import (
    BLACK,
    EMPTY,
    MOVEMENT,
    RULESETS,
    WHITE,
    Duty,
    EventKind,
    GameState,
    PositionError,
    apply_action,
    format_position,
    legal_actions,
    new_game,
    opponent,
    parse_position,
)
from seega.core import actions as act
from seega.core.geometry import geometry
from seega.core.players import STRONGEST
from seega.core.rulesets import Blocked, CaptureShape

# At most this many turns may meet the goal at any node of a solution: more, and the
# position teaches nothing in particular.
ONLY_MOVES = 2
# A position needs at least this many turns to choose from, or there is nothing to find.
MIN_CHOICES = 4
# Proofs of more than one turn are run only on boards this sparse (pieces of both sides),
# where they take milliseconds; the verifier re-runs every one in the test suite.
SPARSE_PIECES = {5: 9, 7: 11}
# Solution trees larger than this (turns listed) are dropped: too long to verify quickly.
MAX_TREE = 160
# The levels that play each other, and the depth each searches at (fixed: repeatable).
PAIRINGS = (("easy", "medium"), ("medium", "easy"), ("easy", "easy"))
PLAY_DEPTH = {"easy": 1, "medium": 2}
# Games per rule set and size, and the longest a game may run (actions).
GAMES = 8
MAX_ACTIONS = 400
# How a generated challenge's `source` begins; any other source is a hand-made challenge,
# which generating again leaves alone.
GENERATED_SOURCES = ("self-play", "search")
# Rule-set specials each board should show at least once, when the mining found one.
SPECIALS = ("series", "removal", "ransom", "first-step", "free")
# The depth of the searches that measure the mistake a puzzle punishes, and the least a
# self-play puzzle's mistake must cost (hundredths of a piece): where the evaluation jumps.
SWING_DEPTH = 3
MIN_SWING = 50
# Candidates graded per goal, as a multiple of its quota.
PRESELECT = 6
# The hard search is asked at depths up to this to measure when the answer first appears.
GRADE_DEPTHS = 6
# How many challenges to keep per rule set, board size and goal (the journey's share).
QUOTA = {
    GoalKind.CAPTURE: 3,
    GoalKind.WIN: 2,
    GoalKind.KEEP: 1,
    GoalKind.BLOCK: 1,
    GoalKind.STALL: 1,
}
# The boards mined: every rule set on each of its sizes up to this one (9×9 positions make
# puzzles too wide to read and too slow to prove).
LARGEST_MINED = 7
BOARDS = tuple(
    (name, size)
    for name, rules in RULESETS.items()
    for size in rules.sizes
    if size <= LARGEST_MINED
)
# Random endgame set-ups searched per rule set and size, with this many pieces a side.
SET_UPS = 400
SET_UP_PIECES = (2, 6)
# Under sija, this share of the set-ups shuts Dark in (a blocked Dark may ask a ransom).
SHUT_IN_SHARE = 0.5
# Stall goals leave the solver this many of its own turns before the counter runs out.
STALL_TURNS = 2
# The hard puzzles (grade HARD_GRADE and up): more games per board, and only the positions
# where the opponent is nearly gone (a win within a few turns takes its last pieces) and a
# search of the hard player already sees a forced win. The prover runs only there, which keeps
# the mining to a few minutes.
HARD_GAMES = {5: 24, 7: 8}
HARD_ENEMY = 3
HARD_PIECES = {5: 10, 7: 14}  # pieces of both sides: more, and the proofs take too long
HARD_DEPTH = {5: 7, 7: 5}  # actions: a win within four turns is seven, within three five
HARD_WIN_TURNS = 4
AHEAD_DEPTH = 2
AHEAD_SCORE = 200  # hundredths of a piece
# Hard puzzles kept per rule set, board size and goal, and their largest proof (turns listed).
HARD_QUOTA = {GoalKind.WIN: 3, GoalKind.CAPTURE: 2}
HARD_MAX_TREE = 400
# Hard candidates graded per board and goal, the longest wins and largest proofs first.
HARD_TRIES = 20
# A proof that lists more turns than this has many defences to meet: one grade more.
LONG_PROOF = 100


# Goals are picked in this order: a position whose answer meets two goals is kept under the
# first (a block that also wins teaches the block; the same puzzle twice teaches nothing).
PICK_ORDER = (GoalKind.CAPTURE, GoalKind.KEEP, GoalKind.BLOCK, GoalKind.WIN, GoalKind.STALL)


@dataclass(frozen=True)
class Candidate:
    """A proved puzzle before grading: where it came from, its goal and its tree."""

    state: GameState
    goal: Goal
    tree: list[dict[str, object]]
    source: str
    themes: tuple[str, ...]
    before: GameState | None = None  # self-play: the position where the other side erred


def self_play(
    rules: str, size: int, seed: int, games: range = range(GAMES)
) -> Iterator[tuple[str, list[GameState]]]:
    """Games of the levels against each other: (a label, every position of the game)."""
    for index in games:
        white, black = PAIRINGS[index % len(PAIRINGS)]
        rng = Random(seed * 1000 + index)
        state = new_game(rules, size)
        line = [state]
        while state.outcome is None and len(line) < MAX_ACTIONS:
            level = white if state.to_move == 1 else black
            action = choose_action(
                state, level, seed=rng.randrange(1 << 30), max_depth=PLAY_DEPTH[level]
            )
            state = apply_action(state, action)[0]
            line.append(state)
        yield f"self-play {white}-{black} seed {seed} game {index}", line


def sparse_set_ups(rules: str, size: int, seed: int) -> Iterator[tuple[str, list[GameState]]]:
    """Endgame positions the search is asked about: a few pieces of each side scattered at
    random (seeded), and, under sija, Dark shut in so that it may ask a ransom."""
    rng = Random(seed * 7919 + size)
    grid = geometry(size)
    found: list[GameState] = []
    for _ in range(SET_UPS):
        board = [EMPTY] * grid.cells
        cells = rng.sample(range(grid.cells), SET_UP_PIECES[1] * 2)
        whites, blacks = rng.randint(*SET_UP_PIECES), rng.randint(*SET_UP_PIECES)
        side = rng.choice((WHITE, BLACK))
        shut_in = RULESETS[rules].blocked is Blocked.SIJA and rng.random() < SHUT_IN_SHARE
        if shut_in:  # Dark shut in by Light: the ransom lesson
            whites, blacks, side = rng.randint(0, 2), rng.randint(2, 3), BLACK
        for cell in cells[:whites]:
            board[cell] = WHITE
        for cell in cells[whites : whites + blacks]:
            board[cell] = BLACK
            for neighbour in grid.neighbours[cell] if shut_in else ():
                board[neighbour] = board[neighbour] or WHITE
        state = _set_up(rules, size, tuple(board), side)
        if state is not None:
            found.append(state)
        if state is not None and state.duty is Duty.BLOCKED:  # Light must answer a ransom
            asked = [a for a in legal_actions(state) if a.kind == act.RANSOM]
            if asked:
                found.append(apply_action(state, rng.choice(asked))[0])
    yield f"search over sparse set-ups, seed {seed}", found


def _set_up(rules: str, size: int, board: tuple[int, ...], side: int) -> GameState | None:
    """A movement position with this board, or None if the rules refuse it or it is over."""
    base = new_game(rules, size).replace(board=board, phase=MOVEMENT, hands=(0, 0), to_move=side)
    try:
        state = parse_position(format_position(base))
    except PositionError:
        return None
    return state if state.outcome is None else None


def turn_start(state: GameState, previous: GameState | None) -> bool:
    """A position where a side begins a turn in the movement phase (not inside a chain)."""
    if state.outcome is not None or state.phase != MOVEMENT or state.chain >= 0:
        return False
    if previous is None:
        return True
    return previous.to_move != state.to_move or previous.phase != MOVEMENT


def candidates(state: GameState, source: str) -> Iterator[Candidate]:
    """Every goal the side to act can force here that makes a puzzle."""
    every = turns(state)
    first_step = state.steps == (0, 0)  # lane's first step has few choices, all instructive
    if len(every) < (2 if first_step else MIN_CHOICES):
        return
    best = max(turn.taken for turn in every)
    if best >= 1:
        found = _prove(state, Goal(GoalKind.CAPTURE, best), source)
        if found is not None:
            yield found
    if first_step:
        found = _prove(state, Goal(GoalKind.BLOCK, 1), source)
        if found is not None:
            yield found
    pieces = state.count(1) + state.count(2)
    if pieces > SPARSE_PIECES[state.size]:
        return
    # Refusing a ransom leaves the asker blocked by the rules alone: no block puzzle there.
    answering = state.duty is Duty.ANSWER_RANSOM
    for kind, most in ((GoalKind.WIN, 2), *(() if answering else ((GoalKind.BLOCK, 2),))):
        for number in range(1, most + 1):
            if Prover(Goal(kind, number), state).can_meet(state, number):
                found = _prove(state, Goal(kind, number), source)
                if found is not None:
                    yield found
                break
    if best == 0:
        for number in (2, 1):
            found = _prove(state, Goal(GoalKind.KEEP, number), source)
            if found is not None:
                yield found
                break
        stall = _stall_position(state)
        if stall is not None:
            found = _prove(stall, Goal(GoalKind.STALL, STALL_TURNS), f"{source}, counter set")
            if found is not None:
                yield found


def hard_candidates(state: GameState, source: str, seed: int) -> Iterator[Candidate]:
    """The hard puzzles the side to act can force here: a win within two to four turns and
    (seejeh) an alternating series taken in one step. The provers run only where cheaper
    tests say they may succeed."""
    enemy = state.count(opponent(state.to_move)) - state.rules.loses_at
    pieces = state.count(1) + state.count(2)
    sparse = enemy <= HARD_ENEMY and pieces <= HARD_PIECES[state.size]
    series = state.rules.capture is CaptureShape.ALTERNATING
    if not (sparse or series):
        return
    every = turns(state)
    if len(every) < MIN_CHOICES:
        return
    best = max(turn.taken for turn in every)
    if series and best >= 2:
        found = _prove(state, Goal(GoalKind.CAPTURE, best), source)
        if found is not None and "series" in found.themes:
            yield found
    if not sparse or not _ahead(state, seed):
        return
    result = analyse(state, STRONGEST, seed=seed, max_depth=HARD_DEPTH[state.size])
    if result.score < WON:
        return
    # The search sees a forced win in WIN - score actions: at most that many turns of the
    # solver's, one action each between the opponent's. Find the shortest, then prove it.
    most = min(HARD_WIN_TURNS, (WIN - result.score + 1) // 2)
    for number in range(1, most + 1):
        if Prover(Goal(GoalKind.WIN, number), state).can_meet(state, number):
            if number > 1:
                found = _prove(state, Goal(GoalKind.WIN, number), source, HARD_MAX_TREE)
                if found is not None:
                    yield found
            return


def _ahead(state: GameState, seed: int) -> bool:
    """Whether a shallow search already sees the side to act well ahead: the cheap test
    before the deeper search that looks for a forced win."""
    return analyse(state, STRONGEST, seed=seed, max_depth=AHEAD_DEPTH).score >= AHEAD_SCORE


def _stall_position(state: GameState) -> GameState | None:
    """The same position with the stall counter a few steps from its limit, if the side to
    act is ahead (so that running the counter out wins)."""
    side = state.to_move
    if state.count(side) <= state.count(3 - side):
        return None
    # The solver's last turn reaches the limit: one quiet step per turn of either side.
    quiet = state.rules.stall_plies - (2 * STALL_TURNS - 1)
    return parse_position(format_position(state.replace(quiet=quiet)))


def _prove(state: GameState, goal: Goal, source: str, max_tree: int = MAX_TREE) -> Candidate | None:
    prover = Prover(goal, state)
    if not prover.can_meet(state, goal.turns):
        return None
    if goal.kind is GoalKind.WIN and goal.number > 1 and prover.can_meet(state, goal.number - 1):
        return None
    firsts = {turn.actions[0] for turn in turns(state)}
    good = prover.good_turns(state, goal.turns)
    answers = {turn.actions[0] for turn in good}
    if len(firsts) - len(answers) < min(MIN_CHOICES - 1, len(firsts) - 1):
        return None
    # Keeping pieces and running the counter out: only the first turn must be clear; later
    # the tree lists every turn that still works.
    deep = None if goal.kind in (GoalKind.CAPTURE, GoalKind.WIN) else MAX_TREE
    tree = solution_tree(prover, state, goal.turns, ONLY_MOVES, deep)
    if tree is None or tree_size(tree) > max_tree:
        return None
    return Candidate(state, goal, tree, source, themes(state, goal, good))


def themes(state: GameState, goal: Goal, good: list[Turn]) -> tuple[str, ...]:
    """The motifs a puzzle shows, read from its answer (see THEMES in schema.py)."""
    found = {
        GoalKind.CAPTURE: "capture",
        GoalKind.WIN: "endgame",
        GoalKind.KEEP: "defence",
        GoalKind.BLOCK: "block",
        GoalKind.STALL: "stall",
    }[goal.kind]
    tags = [found]
    turn = good[0]
    kinds = [action.kind for action in turn.actions]
    steps = kinds.count(act.STEP)
    if steps > 1:
        tags.append("chain")
    # A removal is the opponent's right over a blocked player (seejeh); a freeing removal is the
    # first step's exception where the first step must enter the centre (lane).
    if act.REMOVE in kinds and state.rules.blocked is Blocked.OPPONENT_REMOVES:
        tags.append("removal")
    if act.REMOVE in kinds and state.rules.first_step_enters_centre:
        tags.append("free")
    if (
        state.rules.first_step_enters_centre
        and state.steps == (0, 0)
        and state.count(1) + state.count(2) == state.size * state.size - 1
    ):
        tags.append("first-step")
    if state.duty in (Duty.BLOCKED, Duty.ANSWER_RANSOM):
        tags.append("ransom")
    if _takes_in_a_row(state, turn):
        tags.append("series" if state.rules.capture is CaptureShape.ALTERNATING else "line")
    return tuple(dict.fromkeys(tags))


def _takes_in_a_row(state: GameState, turn: Turn) -> bool:
    """Whether one step of the turn took two or more pieces in one direction."""
    now = state
    grid = geometry(state.size)
    for action in turn.actions:
        after, events = apply_action(now, action)
        if action.kind == act.STEP:
            taken = {
                cell for event in events if event.kind is EventKind.CAPTURED for cell in event.cells
            }
            for ray in grid.rays[action.cells[1]]:
                if len(taken.intersection(ray)) >= 2:
                    return True
        now = after
    return False


def ransom_in(tree: list[dict[str, object]]) -> bool:
    """Whether a turn of the tree asks a ransom (sija)."""
    for entry in tree:
        for key in ("play", "reply"):
            if str(entry.get(key, "")).startswith("ransom"):
                return True
        for key in ("replies", "turns"):
            child = entry.get(key)
            if isinstance(child, list) and ransom_in(child):
                return True
    return False


def measure(candidate: Candidate, seed: int) -> tuple[Difficulty, int]:
    """The engine's measure of a puzzle and the grade from it (1: a first lesson, 9: hard)."""
    state = candidate.state
    answers = {parse_action_word(str(entry["play"]), state.size) for entry in candidate.tree}
    depth = GRADE_DEPTHS + 1
    for level_depth in range(1, GRADE_DEPTHS + 1):
        result = analyse(state, STRONGEST, seed=seed, max_depth=level_depth)
        if result.action in answers:
            depth = level_depth
            break
    easy = choose_action(state, "easy", seed=seed, max_depth=PLAY_DEPTH["easy"]) in answers
    medium = choose_action(state, "medium", seed=seed, max_depth=PLAY_DEPTH["medium"]) in answers
    others = len({a for a in legal_actions(state) if a.kind not in ("offer", "resign")})
    alternatives = max(0, others - len(answers))
    difficulty = Difficulty(depth, easy, medium, alternatives)
    grade = candidate.goal.turns + (not easy) + (not medium) + (depth - 1) // 2
    grade += alternatives >= 10
    grade += tree_size(candidate.tree) > LONG_PROOF
    if candidate.goal.kind is GoalKind.CAPTURE and candidate.goal.number >= 3:
        grade += 1
    return difficulty, max(1, min(9, grade))


def parse_action_word(text: str, size: int) -> act.Action:
    """The first action of a turn's text."""
    return act.parse_action(turn_words(text)[0], size)


def generate(seed: int, hard: bool = False, report: bool = True) -> list[Challenge]:
    """Mine, prove, grade and choose the challenges (the same `seed` gives the same ones);
    with `hard`, the hard puzzles too (several minutes more)."""
    chosen: list[Challenge] = []
    for rules, size in BOARDS:
        sources = [*self_play(rules, size, seed), *sparse_set_ups(rules, size, seed)]
        pool = _mine(sources, candidates)
        picked = _pick(pool, rules, size, seed)
        if report:
            counts = ", ".join(f"{kind.value} {len(pool[kind])}" for kind in GoalKind)
            print(f"{rules} {size}×{size}: candidates {counts}; kept {len(picked)}")
        chosen += picked
        if not hard:
            continue
        more = range(GAMES, GAMES + HARD_GAMES[size])
        hard_sources = [*sources, *self_play(rules, size, seed, more)]
        hard_pool = _mine(hard_sources, lambda state, label: hard_candidates(state, label, seed))
        tough = _pick_hard(hard_pool, picked, rules, size, seed)
        if report:
            counts = ", ".join(f"{kind.value} {len(hard_pool[kind])}" for kind in HARD_QUOTA)
            print(f"{rules} {size}×{size}: hard candidates {counts}; kept {len(tough)}")
        chosen += tough
    return chosen


def _mine(
    sources: list[tuple[str, list[GameState]]],
    find: Callable[[GameState, str], Iterator[Candidate]],
) -> dict[GoalKind, list[Candidate]]:
    """Every candidate `find` sees at the turn starts of the sources, by goal; a self-play
    candidate remembers the position before the other side's last action."""
    pool: dict[GoalKind, list[Candidate]] = {kind: [] for kind in GoalKind}
    seen: set[GameState] = set()
    for source, line in sources:
        previous: GameState | None = None
        set_ups = source.startswith("search")
        for index, state in enumerate(line):
            if turn_start(state, None if set_ups else previous) and state not in seen:
                seen.add(state)
                erred = None if set_ups or previous is None else previous
                label = source if set_ups else f"{source}, action {index}"
                for found in find(state, label):
                    pool[found.goal.kind].append(replace(found, before=erred))
            previous = state
    return pool


def _pick_hard(
    pool: dict[GoalKind, list[Candidate]],
    picked: list[Challenge],
    rules: str,
    size: int,
    seed: int,
) -> list[Challenge]:
    """Up to HARD_QUOTA per goal, hardest first, from the HARD_TRIES longest: wins of grade
    HARD_GRADE and up, and alternating series of any grade; none the other choice already
    holds. Their ids go on from the other choice's numbers."""
    taken = {challenge.start for challenge in picked}
    made: list[Challenge] = []
    for kind, quota in HARD_QUOTA.items():
        graded = []
        longest = sorted(
            (c for c in pool[kind] if format_position(c.state) not in taken),
            key=lambda c: (-c.goal.number, -tree_size(c.tree), format_position(c.state)),
        )
        for candidate in longest[:HARD_TRIES]:
            if kind is GoalKind.WIN:  # a win the last action let in, or a set-up's
                if not _let_in(candidate, seed):
                    continue
                note = ", after the mistake that let the win in" if candidate.before else ""
            else:
                moved = swing(candidate, seed)
                if moved is not None and moved < MIN_SWING:
                    continue
                note = _swing_text(moved)
            if ransom_in(candidate.tree) and "ransom" not in candidate.themes:
                candidate = replace(candidate, themes=(*candidate.themes, "ransom"))
            difficulty, grade = measure(candidate, seed)
            if kind is GoalKind.CAPTURE or grade >= HARD_GRADE:
                graded.append((candidate, difficulty, grade, note))
        graded.sort(key=lambda item: (-item[2], -item[0].goal.number))
        for candidate, difficulty, grade, note in graded[:quota]:
            name = kind.value if kind is not GoalKind.CAPTURE else "series"
            number = 1 + sum(c.id.startswith(f"{rules}-{size}-{name}-") for c in picked + made)
            name = f"{rules}-{size}-{name}-{number}"
            made.append(_challenge(name, candidate, difficulty, grade, note))
            taken.add(format_position(candidate.state))
    return made


def _pick(
    pool: dict[GoalKind, list[Candidate]], rules: str, size: int, seed: int
) -> list[Challenge]:
    """Up to QUOTA per goal, spread over the grades; specials first."""
    picked: list[Challenge] = []
    answered: set[tuple[GameState, str]] = set()  # a position and its answer: shipped once
    for kind in PICK_ORDER:
        graded = []
        for candidate in _preselect(pool[kind], QUOTA[kind] * PRESELECT):
            answer = (candidate.state, str(candidate.tree[0]["play"]))
            if answer in answered:
                continue  # the same puzzle under another goal (a block that also wins)
            moved = swing(candidate, seed)
            if moved is not None and moved < MIN_SWING:
                continue  # the game was already lost before: not the moment of the mistake
            if ransom_in(candidate.tree) and "ransom" not in candidate.themes:
                candidate = replace(candidate, themes=(*candidate.themes, "ransom"))
            difficulty, grade = measure(candidate, seed)
            graded.append((candidate, difficulty, grade))
        graded.sort(key=lambda item: (-_special(item[0]), item[2], format_position(item[0].state)))
        spread = _spread(graded, QUOTA[kind])
        for number, (candidate, difficulty, grade) in enumerate(spread, start=1):
            answered.add((candidate.state, str(candidate.tree[0]["play"])))
            name = f"{rules}-{size}-{kind.value}-{number}"
            note = _swing_text(swing(candidate, seed))
            picked.append(_challenge(name, candidate, difficulty, grade, note))
    shown = {theme for challenge in picked for theme in challenge.themes}
    for theme in SPECIALS:
        having = [c for kind in GoalKind for c in pool[kind] if theme in c.themes]
        if theme in shown or not having:
            continue
        having.sort(key=lambda c: (c.goal.turns, tree_size(c.tree), format_position(c.state)))
        difficulty, grade = measure(having[0], seed)
        note = _swing_text(swing(having[0], seed))
        name = f"{rules}-{size}-{theme}-1"
        picked.append(_challenge(name, having[0], difficulty, grade, note))
        shown.update(having[0].themes)
    return picked


def _challenge(
    name: str, candidate: Candidate, difficulty: Difficulty, grade: int, note: str
) -> Challenge:
    """The challenge of a chosen candidate; `note` ends its source (the mistake punished)."""
    return Challenge(
        id=name,
        start=format_position(candidate.state),
        goal=candidate.goal,
        par=1,
        grade=grade,
        themes=candidate.themes,
        source=candidate.source + note,
        difficulty=difficulty,
        solution=candidate.tree,
    )


def _let_in(candidate: Candidate, seed: int) -> bool:
    """Whether the other side's last action let the win in: before it, the hard search (as
    deep as the one that found the win) did not see that side lost yet. Always true of a
    set-up, which has no last action."""
    before = candidate.before
    if before is None:
        return True
    if before.to_move == candidate.state.to_move or before.is_over:
        return False
    depth = HARD_DEPTH[before.size]
    return analyse(before, STRONGEST, seed=seed, max_depth=depth).score > -WON


def swing(candidate: Candidate, seed: int) -> int | None:
    """How far the evaluation moved with the other side's last action, in hundredths of a
    piece (WIN: it lost the game), as the hard search sees it at a fixed depth: the mistake
    the puzzle punishes. None for a set-up, which has no last action."""
    before = candidate.before
    if before is None or before.to_move == candidate.state.to_move or before.is_over:
        return None
    was = analyse(before, STRONGEST, seed=seed, max_depth=SWING_DEPTH).score
    now = analyse(candidate.state, STRONGEST, seed=seed, max_depth=SWING_DEPTH).score
    return WIN if max(abs(was), abs(now)) > WON else was + now


def _swing_text(moved: int | None) -> str:
    if moved is None:
        return ""
    if moved >= WIN:
        return ", after a losing mistake"
    return f", after a mistake worth {moved / 100:.1f} pieces"


def _preselect(pool: list[Candidate], count: int) -> list[Candidate]:
    """The candidates worth grading (grading asks the search several times): specials, then
    an even spread over the goal's numbers, in a fixed order."""
    ordered = sorted(pool, key=lambda c: (-_special(c), -c.goal.number, format_position(c.state)))
    if len(ordered) <= count:
        return ordered
    step = len(ordered) / count
    return [ordered[int(index * step)] for index in range(count)]


def _special(candidate: Candidate) -> int:
    """Rule-set specials are kept before plain puzzles of the same goal."""
    special = {"first-step", "removal", "ransom", "free", "series", "chain", "line"}
    return len(special.intersection(candidate.themes))


def _spread(
    graded: list[tuple[Candidate, Difficulty, int]], quota: int
) -> list[tuple[Candidate, Difficulty, int]]:
    """`quota` of them: the best special first, then one per grade from easy to hard."""
    if len(graded) <= quota:
        return graded
    rest = sorted(graded[1:], key=lambda item: item[2])
    step = len(rest) / (quota - 1) if quota > 1 else 0
    return [graded[0], *(rest[int(index * step)] for index in range(quota - 1))]
