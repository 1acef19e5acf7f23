"""Every level answers every kind of turn legally, deterministically, and on time."""

import itertools
from random import Random

import pytest

from seega.ai import PRESETS, UnknownLevelError, analyse, choose_action
from seega.ai import presets as ai_presets
from seega.ai.duties import offer_worth_making
from seega.ai.search import Search
from seega.core import (
    RULESETS,
    Action,
    apply_action,
    legal_actions,
    new_game,
    parse_action,
    parse_position,
    players,
)

# One position per special duty of docs/rules.md §5–§6, and the chains of §4 (seeded random play).
DUTIES = {
    "pass": "standard 5 BWBWW/WBBWW/WB.BW/WWBBB/BBBWW w move 0 0 0",
    "open": "traditional 5 BBWWW/BWWBB/WW.WB/WBWWB/BWBBB w move 0 0 0 duty=open",
    "free": "lane 5 BWWBW/BW.WW/BWWWB/WBBWB/BBBWB w move 0 0 1 duty=free first=c4 steps=1,0",
    "remove": "seejeh 5 BBWWW/BWWBB/WWWB./WBB.B/B.B.B b move 0 0 0 duty=remove steps=2,3",
    "answer offer": "seejeh 5 WWBBW/WBBWW/BB.WW/BWWBB/BBWWB b move 0 0 0 duty=offer",
    "blocked": "sija 7 BWBBBWB/WBBWBBB/BBW.WBW/WWWW.WB/WBW.WBW/BBWWBBW/WBWWBWW b move 0 0 0 "
    "duty=blocked steps=1,0",
    "answer ransom": "sija 7 BWBBBWB/WBBWBBB/BBW.WBW/WWWW.WB/WBW.WBW/BBWWBBW/WBWWBWW w move "
    "0 0 0 duty=ransom pending=g6,f1,c3 steps=1,0",
    "chain (same piece)": "traditional 5 WWBBW/W.BWW/BWBWW/B.WBB/BBWWB w move 0 0 0 chain=b3 "
    "steps=1,1",
    "chain (any piece)": "seejeh 5 BBBBW/BW.WW/BWW.W/B.B.B/WWWWB b move 0 0 0 chain=c2 steps=2,2",
    "first step": "lane 5 BWBWB/WBWBW/BW.WB/WBWBW/BWBWB w move 0 0 0",
}
LEVEL_NAMES = [*PRESETS, "hint"]
MIDDLE_GAME = "standard 5 BB..B/.BW../BWWW./W..W./WWBBB w move 0 0 2 steps=8,8"


def test_the_levels_are_the_ladder_of_players_py_with_a_preset_each():
    assert list(PRESETS) == list(players.LEVELS)
    assert len(PRESETS) >= 7
    # The names records have written since the first version keep their place and their play.
    assert {"easy", "medium", "hard"} <= set(PRESETS)
    assert players.WEAKEST == players.FIRST_GAME_LEVEL == "easy"
    assert players.STRONGEST == players.HINT_LEVEL == players.REVIEW_LEVEL == "hard"


def test_only_the_top_of_the_ladder_plays_by_the_clock():
    """The lower rungs err as people do, the middle ones by depth and node budget: the same on
    any machine. Only the strongest uses its time."""
    clocked = [name for name, preset in PRESETS.items() if preset.movetime_ms is not None]
    assert clocked == [players.STRONGEST]
    seeing = [name for name, preset in PRESETS.items() if preset.sight is not None]
    assert seeing == list(players.LEVELS[: len(seeing)]) and len(seeing) >= 3


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("duty", sorted(DUTIES))
def test_every_level_answers_every_duty_legally(level, duty):
    state = parse_position(DUTIES[duty])
    assert choose_action(state, level, seed=5, max_depth=2) in legal_actions(state)


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_every_level_places_legally(level, rules):
    state = new_game(rules)
    for _ in range(3):
        action = choose_action(state, level, seed=2, max_depth=2)
        assert action in legal_actions(state)
        state = apply_action(state, action)[0]


@pytest.mark.parametrize("level", [*LEVEL_NAMES, "staller"])
def test_same_seed_and_depth_give_the_same_action(level):
    for text in (DUTIES["pass"], DUTIES["chain (any piece)"], DUTIES["blocked"]):
        state = parse_position(text)
        first = analyse(state, level, seed=11, max_depth=3)
        again = analyse(state, level, seed=11, max_depth=3)
        assert (first.action, first.score, first.pv) == (again.action, again.score, again.pv)


def test_the_hint_is_the_hard_choice():
    state = parse_position(DUTIES["chain (same piece)"])
    assert choose_action(state, "hint", seed=4, max_depth=3) == choose_action(
        state, "hard", seed=4, max_depth=3
    )


# The search looks at the clock every few hundred nodes, about 5 ms of search (CLOCK_EVERY): the
# counting clocks below move that much a look.
LOOK_S = 0.005


def test_a_time_limit_cuts_the_search_short():
    # A clock that moves LOOK_MS per look: the search's time is counted, not measured, so the
    # test is the same on a busy machine (how much search a ms holds is for bench_ai).
    state = parse_position(
        "standard 7 BBWWWBB/WBWWWBB/W.W.WBB/.B.W..B/B..W.BW/W.WBB.W/WB.BBBW w move 0 0 0"
    )
    looks = itertools.count()
    result = analyse(state, "hard", movetime_ms=80, seed=1, clock=lambda: next(looks) * LOOK_S)
    assert next(looks) * LOOK_S < 0.08
    assert result.action in legal_actions(state)
    assert result.depth < PRESETS["hard"].max_depth


def test_the_search_uses_its_budget_and_stays_within_it():
    # A middle game with no forced result: the search goes on to the deadline, not past it.
    state = parse_position(MIDDLE_GAME)
    looks = itertools.count()
    result = analyse(state, "hard", movetime_ms=300, seed=1, clock=lambda: next(looks) * LOOK_S)
    assert 0.8 * 0.3 <= next(looks) * LOOK_S < 0.3
    assert result.action in legal_actions(state)


def test_an_unfinished_depth_still_informs_the_choice():
    # A clock that moves one ms per look makes the cut reproducible: the deadline falls inside
    # depth 8, after its first action was searched in full, and that depth's best is chosen.
    state = parse_position(MIDDLE_GAME)
    ticks = itertools.count()
    result = analyse(state, "hard", movetime_ms=100, seed=1, clock=lambda: next(ticks) / 1000)
    assert (result.depth, result.complete) == (8, False)
    assert result.action in legal_actions(state)


def test_an_action_that_beats_the_best_is_chosen_though_its_search_was_cut():
    # On this clock depth 10 is cut while d2-e2 is searched again after beating b3-b2 (depth
    # 9's choice): d2-e2 is answered, and it is what the finished depth 10 chooses.
    state = parse_position(MIDDLE_GAME)
    ticks = itertools.count()
    timed = Search(state, deadline=0.377, clock=lambda: next(ticks) / 1000, rng=Random(1))
    *_, finished, cut = timed.iterate(64)
    assert (finished.depth, finished.action.notation(5)) == (9, "b3-b2")
    assert (cut.depth, cut.complete, cut.action.notation(5)) == (10, False, "d2-e2")
    assert list(Search(state, rng=Random(1)).iterate(10))[-1].action == cut.action


def test_a_finished_game_and_an_unknown_level_are_refused():
    state = parse_position(DUTIES["answer offer"])
    over = apply_action(state, parse_action("accept", 5))[0]
    with pytest.raises(ValueError, match="over"):
        choose_action(over, "easy")
    with pytest.raises(UnknownLevelError, match=f"known: {', '.join(PRESETS)}, hint"):
        choose_action(state, "grandmaster")


def test_an_offer_is_answered_by_the_count():
    # White offered; Black answers. Ahead on count Black accepts (a win), behind he refuses.
    ahead = "seejeh 5 BBBBB/BBB.B/BB.../...W./W.... b move 0 0 30 duty=offer"
    behind = "seejeh 5 WWWWW/WWW.W/WW.../...B./B.... b move 0 0 30 duty=offer"
    assert choose_action(parse_position(ahead), "medium", seed=1, max_depth=2).kind == "accept"
    assert choose_action(parse_position(behind), "medium", seed=1, max_depth=2).kind == "refuse"


def test_an_offer_is_made_when_ahead_in_a_stalled_game_only():
    stalled = parse_position("seejeh 5 WWWWW/WWW.W/WW.../...B./B.... w move 0 0 20")
    fresh = parse_position("seejeh 5 WWWWW/WWW.W/WW.../...B./B.... w move 0 0 3")
    assert offer_worth_making(stalled, 500)
    assert not offer_worth_making(fresh, 500)
    assert choose_action(stalled, "hard", seed=1, max_depth=2) == Action("offer")


def test_every_level_the_game_names_has_a_preset_and_the_hint_is_the_strongest():
    assert tuple(ai_presets.PRESETS) == players.LEVELS
    presets = ai_presets.PRESETS
    assert ai_presets.HINT_PRESET is presets[players.HINT_LEVEL] is presets[players.LEVELS[-1]]
