"""What the board shows of why, read off the core: when the danger marks are on."""

from seega.challenges.journey import Stage
from seega.core import parse_position
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.play import traces

# Dark's c5-c4 would take Light's b4 (closed by a4).
THREATENED = "standard 5 ..B../BW.W./...../...../B...B w move 0 0 0"


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
