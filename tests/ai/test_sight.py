"""Easy errs as people do: it misses lines, the centre and chains more than lone pieces, and its
misses are the seed's; the player models take what they see and differ in what they check."""

from collections import Counter
from random import Random

import pytest

from seega.ai import choose_action, people
from seega.ai.presets import EASY_SIGHT
from seega.ai.sight import Capture, Sight, capture_kinds, overlooked, seen
from seega.core import WHITE, apply_action, legal_actions, parse_action, parse_position

# White a1-a2 encloses the lone b2 against c2 (and no other step takes anything).
LONE = "standard 5 ....B/...B./...../.BW../W...W w move 0 0 0"
# White a2-a1 closes the line b1 c1 against d1.
LINE = "standard 5 B..../...../...../W..../.BBW. w move 0 0 0"
# White a3-b3: the run c3 d3 is closed by e3; c3 is the immune centre and stays, d3 goes.
CENTRE = "standard 5 ....B/...../W.BBW/...../B.... w move 0 0 0"
# Lane: c3-c4 takes b4 and a chain capture a3-a4 follows (or `end`).
CHAIN_START = "lane 5 B..WW/.B.BW/W.W../..B../WB..W w move 0 0 21 steps=25,24"
# Ten of White's eleven steps let Black capture at once; only e2-e1 keeps every piece.
ONE_SAFE_STEP = "standard 5 .WW../WW..W/BBW.B/B.B.W/BB.B. w move 0 0 2 steps=9,9"
SEEDS = range(200)


def _chain_position():
    return apply_action(parse_position(CHAIN_START), parse_action("c3-c4", 5))[0]


def _taken(text, move, level, seeds=SEEDS):
    """How many of the seeds' choices at `level` play `move`."""
    state = parse_position(text)
    return sum(choose_action(state, level, seed=seed).notation(5) == move for seed in seeds)


@pytest.mark.parametrize(
    ("text", "move", "kind"),
    [
        (LONE, "a1-a2", Capture.LONE),
        (LINE, "a2-a1", Capture.LINE),
        (CENTRE, "a3-b3", Capture.CENTRE),
    ],
)
def test_each_capture_is_told_by_how_it_looks(text, move, kind):
    state = parse_position(text)
    assert capture_kinds(state, parse_action(move, 5)) == (kind,)
    quiet = [a for a in legal_actions(state) if a.notation(5) != move]
    assert all(capture_kinds(state, a) == () for a in quiet)


def test_a_chain_s_next_capture_is_a_chain_capture():
    state = _chain_position()
    assert state.chain >= 0
    kinds = {a.notation(5): capture_kinds(state, a) for a in legal_actions(state)}
    assert kinds == {"a3-a4": (Capture.CHAIN,), "end": ()}


def test_easy_takes_a_lone_hanging_piece_most_of_the_time():
    taken = _taken(LONE, "a1-a2", "easy")
    assert taken >= 0.75 * len(SEEDS)
    assert taken < len(SEEDS)  # but not always: it is easy


def test_easy_misses_a_line_or_the_centre_far_more_often_than_a_lone_piece():
    lone = _taken(LONE, "a1-a2", "easy")
    line = _taken(LINE, "a2-a1", "easy")
    centre = _taken(CENTRE, "a3-b3", "easy")
    assert 0.15 * len(SEEDS) <= line <= 0.6 * len(SEEDS)
    assert centre <= line < lone
    assert centre >= 0.05 * len(SEEDS)  # seen now and then


def test_easy_often_stops_a_chain_short():
    state = _chain_position()
    choices = Counter(choose_action(state, "easy", seed=seed).kind for seed in SEEDS)
    assert 0.15 * len(SEEDS) <= choices["step"] <= 0.6 * len(SEEDS)
    assert choices["end"] == len(SEEDS) - choices["step"]


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize(("text", "move"), [(LINE, "a2-a1"), (CENTRE, "a3-b3")])
def test_medium_and_hard_see_every_capture(level, text, move):
    state = parse_position(text)
    for seed in range(5):
        assert choose_action(state, level, seed=seed, max_depth=2).notation(5) == move


def test_easy_s_misses_are_the_seed_s():
    for text in (LONE, LINE, CENTRE):
        state = parse_position(text)
        first = [choose_action(state, "easy", seed=seed) for seed in range(40)]
        again = [choose_action(state, "easy", seed=seed) for seed in range(40)]
        assert first == again and len(set(first)) > 1


def test_a_player_always_does_something():
    # Every action captures, and none is seen: all stay in play.
    state = _chain_position()
    blind = Sight(lone=0, line=0, centre=0, chain=0, answers=0)
    captures = [a for a in legal_actions(state) if a.kind == "step"]
    assert overlooked(state, captures, blind, Random(1)) == frozenset()
    assert not seen(state, captures[0], blind, Random(1))


def test_easy_sees_a_lone_piece_better_than_anything_else():
    lone = EASY_SIGHT.chance(Capture.LONE)
    assert lone > max(EASY_SIGHT.chance(kind) for kind in Capture if kind is not Capture.LONE)


# The player models -------------------------------------------------------------------------


def _model_choices(model, text, seeds=SEEDS):
    state = parse_position(text) if isinstance(text, str) else text
    return Counter(people.choose(state, people.MODELS[model], Random(s)).notation(5) for s in seeds)


def test_greedy_and_careful_always_take_the_biggest_capture():
    # a2-a1 takes two; nothing else takes more.
    for model in ("greedy", "careful"):
        assert _model_choices(model, LINE) == {"a2-a1": len(SEEDS)}
        assert _model_choices(model, CENTRE) == {"a3-b3": len(SEEDS)}
        assert _model_choices(model, _chain_position()) == {"a3-a4": len(SEEDS)}


def test_the_beginner_takes_what_it_sees_and_misses_some():
    lone = _model_choices("beginner", LONE)["a1-a2"]
    line = _model_choices("beginner", LINE)["a2-a1"]
    assert lone >= 0.9 * len(SEEDS) and 0.3 * len(SEEDS) <= line <= 0.85 * len(SEEDS)


def test_careful_never_steps_into_a_capture_it_can_avoid_and_greedy_does():
    assert _model_choices("careful", ONE_SAFE_STEP) == {"e2-e1": len(SEEDS)}
    greedy = _model_choices("greedy", ONE_SAFE_STEP)
    assert len(greedy) > 5  # any step at all
    beginner = _model_choices("beginner", ONE_SAFE_STEP)
    assert 0 < beginner["e2-e1"] < 0.5 * len(SEEDS)  # rarely sees the threat


def test_the_models_place_anywhere_and_replay_from_their_seed():
    state = parse_position("standard 5 ...../...../...../...../..... w place 12 12 0")
    for model in people.MODELS.values():
        first = [people.choose(state, model, Random(seed)) for seed in range(20)]
        assert first == [people.choose(state, model, Random(seed)) for seed in range(20)]
        assert len(set(first)) > 5
        assert all(a in legal_actions(state) for a in first)


def test_a_model_plays_a_whole_game_legally():
    from seega.core import new_game

    state, rng = new_game("seejeh"), Random(4)
    players = {WHITE: people.MODELS["beginner"], 3 - WHITE: people.MODELS["careful"]}
    for _ in range(3000):
        if state.outcome is not None:
            break
        action = people.choose(state, players[state.to_move], rng)
        state = apply_action(state, action)[0]  # validated: an illegal action raises
    assert state.outcome is not None
