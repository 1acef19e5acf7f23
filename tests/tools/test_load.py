"""The load command, run small: a server process on loopback, games played at once through it,
and the figures it prints."""

from __future__ import annotations

from seega.tools import load
from seega.tools.net_players import percentile


def test_the_load_command_plays_its_games_and_prints_the_figures():
    lines: list[str] = []
    assert load.main(["--games", "3", "--pace-ms", "0", "--actions", "20"], lines.append) == 0
    text = "\n".join(lines)
    assert "games: 3 at once, 3 played to their end" in text
    assert "latency ms: p50" in text and "p99" in text
    assert "server memory:" in text and "server errors: 0" in text


def test_percentiles_are_nearest_rank():
    values = [float(n) for n in range(1, 101)]
    assert [percentile(values, s) for s in (0.5, 0.95, 0.99)] == [50.0, 95.0, 99.0]
    assert percentile([], 0.5) == 0.0
