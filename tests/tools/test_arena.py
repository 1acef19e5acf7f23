"""The arena plays whole games and sums them up; the benchmark runs on its positions."""

import itertools
import shlex
import sys
from dataclasses import replace
from random import Random

import pytest

from seega.ai import WIN, analyse
from seega.core import BLACK, PLACEMENT, WHITE, apply_action, legal_actions
from seega.tools import arena, bench_ai


def test_one_short_game_ends_and_is_summed_up(capsys):
    assert arena.main(["easy", "random", "--games", "1", "--seed", "3", "--movetime", "50"]) == 0
    out = capsys.readouterr().out
    assert "game 1: easy (white) vs random (black):" in out
    assert " actions, pieces " in out
    assert "(easy) by " in out or "(random) by " in out or ": draw by " in out
    assert "easy vs random: 1 games," in out
    assert "easy  move: n=" in out


def test_a_match_alternates_colours_over_shared_openings():
    specs = arena.schedule("hard", "easy", 4, "standard", 5, seed=1, movetime_ms=None)
    assert [(s.white, s.black) for s in specs] == [("hard", "easy"), ("easy", "hard")] * 2
    assert specs[0].opening_seed == specs[1].opening_seed != specs[2].opening_seed


def test_time_odds_follow_the_first_named_player_through_both_colours():
    specs = arena.schedule(
        "hard", "hard", 2, "standard", 5, seed=1, movetime_ms=100, first_movetime_ms=900
    )
    # Game 1: the first-named player is white; game 2: black.
    assert [specs[0].movetime_of(WHITE), specs[0].movetime_of(BLACK)] == [900, 100]
    assert [specs[1].movetime_of(WHITE), specs[1].movetime_of(BLACK)] == [100, 900]
    even = arena.schedule("hard", "easy", 1, "standard", 5, seed=1, movetime_ms=100)[0]
    assert even.movetime_of(WHITE) == even.movetime_of(BLACK) == 100


def test_the_summary_scores_draws_as_half():
    spec = arena.schedule("easy", "random", 1, "standard", 5, seed=1, movetime_ms=None)[0]
    records = [
        arena.ArenaGame(spec, WHITE, "capture", 50, {("easy", "move"): [0.01, 0.03]}),
        arena.ArenaGame(spec, None, "stall", 90),
    ]
    text = arena.summary("easy", "random", records)
    assert "2 games, 1 wins, 0 losses, 1 draws: score 75.0%" in text
    assert "by colour: white won 1, black won 0" in text
    assert "n=2, mean=20 ms, p95=30 ms, max=30 ms" in text


def test_a_level_against_itself_is_summed_up_by_who_won_not_by_name():
    specs = arena.schedule("hard", "hard", 4, "standard", 5, seed=1, movetime_ms=None)
    # White wins games 1 and 2 (the first-named player, then the second), black game 3.
    records = [
        arena.ArenaGame(specs[0], WHITE, "capture", 60),
        arena.ArenaGame(specs[1], WHITE, "capture", 60),
        arena.ArenaGame(specs[2], BLACK, "stall", 120),
        arena.ArenaGame(specs[3], None, "stall", 120),
    ]
    assert [r.first_won for r in records] == [True, False, False, False]
    assert [r.second_won for r in records] == [False, True, True, False]
    text = arena.summary("hard", "hard", records)
    assert "4 games, 1 wins, 2 losses, 1 draws: score 37.5%" in text
    assert "by colour: white won 2, black won 1" in text


def test_the_benchmark_counts_nodes_and_depths():
    # A clock that moves one ms per look: the benchmark measures time, its test counts it.
    name, text = bench_ai.POSITIONS[0]
    looks = itertools.count()
    nodes, seconds, depth = bench_ai.speed(text, 0.05, clock=lambda: next(looks) / 1000)
    assert nodes > 0 and depth >= 1 and 0.05 <= seconds < 0.06
    assert len(bench_ai.time_to_depth(text, 2, clock=lambda: next(looks) / 1000)) == 2


def test_a_protocol_program_plays_a_whole_game(capsys):
    engine = f"program:{shlex.quote(sys.executable)} -m seega.engine"
    args = [engine, "random", "--games", "1", "--seed", "2", "--movetime", "20"]
    assert arena.main(args) == 0
    out = capsys.readouterr().out
    assert f"{engine} vs random: 1 games," in out
    assert f"{engine}  move: n=" in out


def test_the_summary_counts_the_first_and_the_second_mover_apart():
    # Standard: white steps first; traditional: the last placer, black.
    for rules, first_mover_won in (("standard", (True, False)), ("traditional", (False, True))):
        specs = arena.schedule("hard", "medium", 2, rules, 5, seed=1, movetime_ms=None)
        records = [arena.ArenaGame(spec, WHITE, "capture", 60) for spec in specs]
        text = arena.summary("hard", "medium", records)
        wins = [int(first_mover_won[0]), int(first_mover_won[1])]
        assert f"hard as the first mover: 1 games, {wins[0]} wins" in text
        assert f"hard as the second mover: 1 games, {wins[1]} wins" in text


def test_the_summary_gives_the_mean_margin_of_pieces_per_role():
    specs = arena.schedule("hard", "medium", 4, "standard", 5, seed=1, movetime_ms=None)
    # Hard is white in games 1 and 3 (the first mover under standard), black in 2 and 4.
    records = [
        arena.ArenaGame(specs[0], WHITE, "stall", 90, pieces=(9, 6)),
        arena.ArenaGame(specs[1], WHITE, "stall", 90, pieces=(8, 7)),
        arena.ArenaGame(specs[2], WHITE, "capture", 60, pieces=(5, 0)),
        arena.ArenaGame(specs[3], None, "stall", 90, pieces=(4, 4)),
    ]
    assert [r.first_margin for r in records] == [3, -1, 5, 0]
    text = arena.summary("hard", "medium", records)
    assert "hard as the first mover: 2 games, 2 wins, 0 losses, 0 draws; pieces ahead" in text
    assert "pieces ahead at the end: +4.0 a game" in text
    assert "pieces ahead at the end: -0.5 a game" in text


def test_a_commit_is_unpacked_as_a_program(tmp_path):
    try:
        program = arena.frozen_copy("HEAD", tmp_path)
    except ValueError:
        pytest.skip("not a git checkout")
    assert (tmp_path / "seega" / "engine.py").is_file()
    assert program.argv[1:] == ("-m", "seega.engine") and program.cwd == str(tmp_path)


def test_unknown_players_are_refused():
    with pytest.raises(SystemExit):
        arena.main(["grandmaster", "random"])


def test_the_benchmark_compares_with_a_commit_in_one_run(capfd):
    if arena.subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True).returncode:
        pytest.skip("not a git checkout")
    assert bench_ai.main(["--seconds", "0.01", "--depth", "1", "--compare", "HEAD"]) == 0
    out = capfd.readouterr().out
    assert out.startswith("== as at HEAD\n") and "\n== now\n" in out
    assert out.count("nodes/s") >= 2 * len(bench_ai.POSITIONS)


def test_a_placement_only_match_scores_where_movement_begins(capsys):
    argv = ["random", "random", "--placement-only", "--games", "4", "--seed", "2"]
    assert arena.main(argv) == 0
    out = capsys.readouterr().out
    assert out.count(" pieces where movement begins") == 4
    assert "random vs random: 4 placements, scored at depth" in out
    assert "random as the first mover: " in out and "random as the second mover: " in out


def test_the_edge_is_white_s_score_where_movement_begins():
    specs = arena.schedule("hard", "random", 1, "standard", 5, seed=2, movetime_ms=None)
    spec = replace(specs[0], white="random", placement_only=True)
    record = arena.play_game(spec)
    assert record.reason == "placement" and record.edge is not None
    state = arena._opening(spec)  # private on purpose: the opening a spec's seed draws
    rng = Random(spec.opening_seed * 7919 + spec.index)
    while state.phase == PLACEMENT:
        state = apply_action(state, rng.choice(legal_actions(state)))[0]
    # The same placements, scored by the search from white's side.
    assert record.edge == arena.edge_of(state)
    result = analyse(state, "hard", seed=0, max_depth=arena.EDGE_DEPTH)
    assert record.edge == (result.score if state.to_move == WHITE else -result.score)


def test_a_proven_edge_is_capped_and_read_from_the_first_named_side():
    specs = arena.schedule("hard", "medium", 2, "standard", 5, seed=1, movetime_ms=None)
    records = [
        arena.ArenaGame(specs[0], None, "placement", 20, edge=-WIN + 3),
        arena.ArenaGame(specs[1], None, "placement", 20, edge=150),
    ]
    assert [r.first_edge for r in records] == [-arena.EDGE_CAP, -150]
    text = arena.summary("hard", "medium", records)
    assert "hard as the first mover: -12.00 pieces at the first step (ahead in 0" in text
    assert "hard as the second mover: -1.50 pieces at the first step" in text


def test_a_placement_that_ends_the_game_is_scored_as_its_result():
    # Lane: a first player with no piece next to the centre loses as placement ends.
    # Seed 4's first pair of openings leaves the first player no such piece.
    specs = arena.schedule(
        "random", "random", 2, "lane", 5, seed=4, movetime_ms=None, placement_only=True
    )
    records = [arena.play_game(spec) for spec in specs]
    assert [r.reason for r in records] == ["placement", "placement"]
    assert all(r.edge is not None and abs(r.edge) == WIN for r in records)
