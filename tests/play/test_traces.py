"""What the board shows of why, read off the core: when the danger marks are on."""

from seega.challenges.journey import Stage
from seega.core import WHITE, parse_action, parse_position
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.play import traces

# Dark's c5-c4 would take Light's b4 (closed by a4).
THREATENED = "standard 5 ..B../BW.W./...../...../B...B w move 0 0 0"
# Light's a1-a2 takes a3 (closed by a4), and the same piece's a2-b2 then takes b3 (by b4).
CHAIN = "traditional 5 ....B/WW.../BB.../...../W.... w move 0 0 0"


def cells(*names):
    return [parse_action("@" + name, 5).cells[0] for name in names]


def test_danger_marks_follow_the_setting():
    state = parse_position(THREATENED)
    match = Match.new(
        RULESETS["standard"], 5, (Seat.human(), Seat.computer("hard")), None, start=state
    )
    stage = Stage("x", "standard", RULESETS["standard"], 5, 1)
    assert not traces.danger_on("auto", match, None)
    assert traces.danger_on("auto", match, stage)  # the journey's first chapter
    assert not traces.danger_on("auto", match, Stage("x", "sija", RULESETS["sija"], 7, 1))
    assert traces.danger_on("on", match, None)
    easy = Match.new(
        RULESETS["standard"], 5, (Seat.human(), Seat.computer("easy")), None, start=state
    )
    assert traces.danger_on("auto", easy, None) and not traces.danger_on("off", easy, None)


def test_a_chains_ring_stands_only_where_the_chaining_piece_stands_now():
    """a1-a2 takes a3, then a2-b2 takes b3: the gold ring of the first capture stayed on a2,
    a cell the piece only passed."""
    state = parse_position(CHAIN)
    match = Match.new(RULESETS["traditional"], 5, (Seat.human(), Seat.human()), None, start=state)
    for word in ("a1-a2", "a2-b2"):
        match.play(parse_action(word, 5))
    trace = traces.trace_of(match.last_turn)
    assert sorted(trace.enclosers) == sorted(cells("b2", "a4", "b4"))
    assert all(match.state.board[cell] == WHITE for cell in trace.enclosers)
    assert sorted(cell for cell, _ in trace.ghosts) == sorted(cells("a3", "b3"))


def test_a_banner_row_is_the_middle_unless_a_capture_lies_there():
    assert traces.clear_row(5, traces.NO_TRACE) == 2
    middle_taken = traces.Trace(ghosts=((cells("b3")[0], True),), enclosers=tuple(cells("b4")))
    assert traces.clear_row(5, middle_taken) == 1  # rows 2 and 3 hold the capture
    every_row = tuple((row * 5, True) for row in range(5))
    assert traces.clear_row(5, traces.Trace(ghosts=every_row)) == 2  # nowhere clear: the middle
    beside = traces.Trace(ghosts=((cells("a3")[0], True),), enclosers=tuple(cells("a2", "a4")))
    assert traces.clear_row(5, beside) in (0, 4)
