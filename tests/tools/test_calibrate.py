"""The calibration command: each level's arena games reviewed, summed up in a table."""

from dataclasses import replace

from seega.core import BLACK, WHITE, apply_action
from seega.core.players import LEVELS, STRONGEST
from seega.tools import arena, calibrate


def test_every_level_meets_the_opponent_with_hard_at_a_fixed_depth():
    specs = calibrate.schedule(2, "standard", 5, seed=1, hard_depth=4)
    assert [s.white if s.first_is_white else s.black for s in specs] == [
        name for name in LEVELS for _ in range(2)
    ]
    assert all(calibrate.OPPONENT in (s.white, s.black) for s in specs)
    assert all(s.movetime_ms is None and s.fixed_depths == ((STRONGEST, 4),) for s in specs)


def test_a_game_is_played_and_every_chosen_action_reviewed(monkeypatch):
    monkeypatch.setattr(calibrate, "REVIEW", replace(calibrate.REVIEW, depth=2))
    spec = arena.schedule("easy", "casual", 1, "standard", 5, seed=2, movetime_ms=None)[0]
    reviewed = calibrate.review_game(spec)
    record = reviewed.record
    state = record.start
    for action in record.played:  # the record replays to the game's end
        state = apply_action(state, action)[0]
    assert (state.count(WHITE), state.count(BLACK)) == record.pieces
    assert all(0 <= reviewed.accuracy[side] <= 100 for side in (WHITE, BLACK))
    assert reviewed.level == "easy" and reviewed.side_of_level() == WHITE


def _reviewed(level, first_is_white, winner, pieces, own, other):
    spec = arena.schedule(level, "medium", 2, "standard", 5, seed=1, movetime_ms=None)
    spec = spec[0] if first_is_white else spec[1]
    record = arena.ArenaGame(spec, winner, "capture", 40, pieces=pieces)
    side = WHITE if first_is_white else BLACK
    accuracy = {side: own, (BLACK if side == WHITE else WHITE): other}
    return calibrate.Reviewed(record, accuracy, {WHITE: 1, BLACK: 0})


def test_the_table_gives_each_levels_score_and_mean_accuracy_and_the_lopsided_games():
    games = [
        _reviewed("easy", True, BLACK, (0, 8), 50.0, 95.0),
        _reviewed("easy", False, BLACK, (2, 3), 70.0, 90.0),
        _reviewed("hard", True, WHITE, (9, 0), 99.0, 60.0),
    ]
    table = calibrate.table(games)
    assert "| easy | 2 | 50% | 60.0 | 0.5 |" in table
    assert "| hard | 1 | 100% | 99.0 | 1.0 |" in table
    assert "| casual |" not in table
    assert "Lopsided games (won by 5 pieces or more): 2; the loser's mean accuracy 55.0, " in table
    assert "the winner's 97.0" in table
