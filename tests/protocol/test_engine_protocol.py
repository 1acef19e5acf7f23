"""The text protocol (docs/protocol.md): every command in-process, bad input, the real process."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from seega import __version__
from seega.core import WHITE, legal_actions, new_game, parse_action, parse_position
from seega.core.build import build
from seega.core.players import LEVELS
from seega.protocol.engine import Engine

PROJECT_DIR = Path(__file__).resolve().parents[2]
AFTER_PLACEMENT = "standard 5 WBWBW/BWBWB/WBBW./BWBWB/WBWBW w move 0 0 0"
# Sija: white (P1) walled in at a1 b1 is blocked, so the game is decided at once (§5).
SIJA_WHITE_BLOCKED = "sija 7 ......./......./......./......./......./BB...../WWB.... w move 0 0 0"
STATUS_KEYS = [
    "phase",
    "to_move",
    "white_board",
    "white_hand",
    "black_board",
    "black_hand",
    "quiet",
    "result",
    "reason",
    "build",
]


def ok(engine: Engine, line: str) -> str:
    """The text after `= `, failing the test on `? `."""
    answer = engine.handle(line)
    assert answer is not None and answer.startswith("= "), f"{line!r} answered {answer!r}"
    return answer[2:]


def fails(engine: Engine, line: str) -> str:
    """The message after `? `, checking that the game did not change."""
    before = engine.state
    answer = engine.handle(line)
    assert answer is not None and answer.startswith("? "), f"{line!r} answered {answer!r}"
    assert "internal error" not in answer
    assert "\n" not in answer
    assert engine.state is before
    return answer[2:]


def status(engine: Engine) -> dict[str, str]:
    pairs = [pair.split("=") for pair in ok(engine, "status").split(" ")]
    assert [key for key, _ in pairs] == STATUS_KEYS
    return dict(pairs)


# -- each command ------------------------------------------------------------------------------


def test_information_commands() -> None:
    engine = Engine()
    assert ok(engine, "protocol_version") == "1"
    assert ok(engine, "name") == "Seega"
    assert ok(engine, "version") == __version__
    assert ok(engine, "rulesets") == "standard traditional lane seejeh sija"
    assert engine.handle("") is None and engine.handle("   # a comment") is None
    assert "takes no arguments" in fails(engine, "name please")
    assert "unknown command 'hello'" in fails(engine, "hello")


def test_newgame_position_and_status() -> None:
    engine = Engine()
    assert ok(engine, "newgame sija") == ""
    assert ok(engine, "position") == "sija 7 " + "/".join(["......."] * 7) + " w place 24 24 0"
    ok(engine, "newgame standard 9")
    assert status(engine) == {
        "phase": "place",
        "to_move": "white",
        "white_board": "0",
        "white_hand": "40",
        "black_board": "0",
        "black_hand": "40",
        "quiet": "0",
        "result": "none",
        "reason": "none",
        "build": build(),
    }
    assert "sizes 7" in fails(engine, "newgame sija 5")
    assert "unknown rule set" in fails(engine, "newgame chess")
    assert "whole number" in fails(engine, "newgame lane big")
    assert "usage" in fails(engine, "newgame")


def test_legal_and_play_during_placement() -> None:
    engine = Engine()
    ok(engine, "newgame standard 5")
    legal = ok(engine, "legal").split(" ")
    assert len(legal) == 24 and "@c3" not in legal
    assert ok(engine, "play @a1") == "@a1"
    assert status(engine)["to_move"] == "white"  # the second placement of the turn
    assert ok(engine, "play @b1") == "@b1"
    assert status(engine)["to_move"] == "black"
    assert "not legal" in fails(engine, "play @a1")
    assert "not a cell" in fails(engine, "play @z9")
    assert "usage" in fails(engine, "play")


def test_play_answers_captures_and_undo_takes_back() -> None:
    engine = Engine()
    ok(engine, "setposition " + AFTER_PLACEMENT)
    start = ok(engine, "position")
    assert ok(engine, "legal") == "d3-e3"
    ok(engine, "play d3-e3")
    captured = _play_until_capture(engine)
    assert "x" in captured
    while True:
        answer = engine.handle("undo")
        assert answer is not None
        if answer.startswith("? "):
            assert answer == "? nothing to undo"
            break
    assert ok(engine, "position") == start
    assert "takes no arguments" in fails(engine, "undo 2")


def _play_until_capture(engine: Engine) -> str:
    """Try each legal action (taking it back with undo) until one captures; else play on."""
    for _ in range(200):
        legal = ok(engine, "legal").split(" ")
        for action in legal:
            state = engine.state
            answer = ok(engine, f"play {action}")
            if "x" in answer.split("-", 1)[-1]:
                assert answer.startswith(action)
                return answer
            ok(engine, "undo")
            assert engine.state == state
        ok(engine, f"play {legal[0]}")
    raise AssertionError("no capture found")


def test_setposition_applies_start_of_turn_rules() -> None:
    engine = Engine()
    ok(engine, "setposition " + SIJA_WHITE_BLOCKED)
    answer = status(engine)
    assert (answer["phase"], answer["result"], answer["reason"]) == ("over", "black", "blocked")
    assert engine.handle("legal") == "= "
    assert "game is over" in fails(engine, "genmove easy")
    assert "game is over" in fails(engine, "play resign")
    assert "usage" in fails(engine, "setposition")
    assert "fields" in fails(engine, "setposition standard 5")


def test_board_diagram() -> None:
    engine = Engine()
    ok(engine, "setposition " + AFTER_PLACEMENT)
    lines = ok(engine, "board").split("\n")
    assert lines == [
        "",
        "5  W B W B W",
        "4  B W B W B",
        "3  W B B W .",
        "2  B W B W B",
        "1  W B W B W",
        "   a b c d e",
    ]


def test_genmove_plays_and_suggest_does_not() -> None:
    engine = Engine(seed=3)
    ok(engine, "newgame traditional 7")
    before = engine.state
    hint = parse_action(ok(engine, "suggest hard 50"), 7)
    assert engine.state is before and hint in legal_actions(before)
    played = parse_action(ok(engine, "genmove medium 50"), 7)
    assert played in legal_actions(before)
    assert engine.state != before
    assert "unknown level 'expert'" in fails(engine, "genmove expert")
    # The answer lists the levels there are, read from their one list.
    assert f"({', '.join(LEVELS)})" in fails(engine, "genmove expert")
    assert "whole number" in fails(engine, "genmove easy soon")
    assert "from 1 to" in fails(engine, "genmove easy 0")
    assert "from 1 to" in fails(engine, "suggest easy 99999999999")
    assert "usage" in fails(engine, "suggest")
    assert "usage" in fails(engine, "genmove easy 10 20")


def test_a_whole_game_through_the_protocol() -> None:
    engine = Engine(seed=11)
    ok(engine, "newgame lane 5")
    moves = 0
    while status(engine)["phase"] != "over":
        ok(engine, "genmove easy")
        moves += 1
        assert moves < 5000
    final = status(engine)
    assert final["result"] in ("white", "black", "draw") and final["reason"] != "none"
    assert engine.state.outcome is not None
    assert final["reason"] == engine.state.outcome.reason.value


def test_savegame_and_loadgame_round_trip(tmp_path: Path) -> None:
    engine = Engine(seed=5)
    ok(engine, "newgame seejeh 7")
    for _ in range(120):  # white is the computer, black plays the first legal action
        if engine.state.to_move == WHITE:
            ok(engine, "genmove easy")
        else:
            ok(engine, f"play {ok(engine, 'legal').split(' ')[0]}")
        if engine.state.outcome is not None:
            break
    path = tmp_path / "game.txt"
    ok(engine, f"savegame {path}")
    text = path.read_text(encoding="utf-8")
    assert "White: computer easy" in text and "Black: human" in text
    final = ok(engine, "position")
    other = Engine()
    ok(other, f"loadgame {path}")
    assert ok(other, "position") == final
    ok(other, "undo")
    ok(engine, "undo")
    assert ok(other, "position") == ok(engine, "position")
    assert not list(tmp_path.glob("*.part"))


def test_savegame_keeps_a_set_up_start(tmp_path: Path) -> None:
    engine = Engine()
    ok(engine, "setposition " + AFTER_PLACEMENT)
    ok(engine, "play d3-e3")
    path = tmp_path / "from set-up.txt"
    ok(engine, f"savegame {path}")
    assert f"Start: {AFTER_PLACEMENT}" in path.read_text(encoding="utf-8")
    other = Engine()
    ok(other, f"loadgame {path}")
    assert other.state == engine.state


def test_bad_files_change_nothing(tmp_path: Path) -> None:
    engine = Engine(seed=2)
    ok(engine, "newgame standard 5")
    ok(engine, "genmove easy")
    good = tmp_path / "good.txt"
    ok(engine, f"savegame {good}")
    text = good.read_text(encoding="utf-8")
    tampered = tmp_path / "tampered.txt"
    tampered.write_text(
        text.replace("Result: none\nReason: none", "Result: white\nReason: resign"),
        encoding="utf-8",
    )
    assert fails(engine, f"loadgame {tampered}").endswith("is not a valid game record (line 7)")
    (tmp_path / "binary.txt").write_bytes(b"\xff\xfe\x00")
    assert "not UTF-8" in fails(engine, f"loadgame {tmp_path / 'binary.txt'}")
    assert "cannot read" in fails(engine, f"loadgame {tmp_path / 'missing.txt'}")
    assert "cannot read" in fails(engine, f"loadgame {tmp_path}")
    assert "cannot write" in fails(engine, f"savegame {tmp_path / 'no' / 'dir.txt'}")
    assert "usage" in fails(engine, "loadgame")
    ok(engine, "undo")  # the history survived the failed loads
    assert fails(engine, "undo") == "nothing to undo"


def test_quit() -> None:
    engine = Engine()
    assert not engine.finished
    assert ok(engine, "quit") == ""
    assert engine.finished


# -- malformed input ---------------------------------------------------------------------------

# No letter a–i: no cell name and no one-word action (pass, end, offer, ...) can be formed.
GARBAGE_LETTERS = "jklmnopqrtuvwyz0123456789@-:,%!?*"
BAD_POSITIONS = [
    "",
    "standard",
    "standard 5 WBWBW w move 0 0 0",
    "chess 5 WBWBW/BWBWB/WB.BW/BWBWB/WBWBW w move 0 0 0",
    "standard 6 WBWBW/BWBWB/WB.BW/BWBWB/WBWBW w move 0 0 0",
    "standard 5 WBWBW/BWBWB/WBXBW/BWBWB/WBWBW w move 0 0 0",
    "standard 5 WBWBW/BWBWB/WB.BW/BWBWB/WBWBW x move 0 0 0",
    "standard 5 WBWBW/BWBWB/WB.BW/BWBWB/WBWBW w fly 0 0 0",
    "standard 5 WBWBW/BWBWB/WB.BW/BWBWB/WBWBW w move -1 0 0",
    "standard 5 WBWBW/BWBWB/WB.BW/BWBWB/WBWBW w move 0 0 0 colour=red",
    "standard 5 WBWBW/BWBWB/WB.BW/BWBWB/WBWBW w move 0 0 0 chain=z9",
    "standard 5 WWWWW/WWWWW/WW.WW/BWBWB/WBWBW w move 0 0 0",
    "standard 5 ...../...../..W../...../..... w place 12 12 0",
]


def malformed_lines(rng: random.Random, count: int) -> list[str]:
    """Lines that must all be refused, whatever the position."""

    def garbage() -> str:
        return "".join(rng.choice(GARBAGE_LETTERS) for _ in range(rng.randint(1, 8)))

    makers = [
        lambda: "zz" + garbage(),
        lambda: f"play {garbage()}",
        lambda: f"play {garbage()} {garbage()}",
        lambda: f"newgame {garbage()}",
        lambda: f"newgame standard {rng.choice(['3', '4', '11', 'x', '-5', '5.0'])}",
        lambda: f"setposition {rng.choice(BAD_POSITIONS)}",
        lambda: f"genmove {garbage()}",
        lambda: f"suggest easy {garbage()}x",
        lambda: f"{rng.choice(['legal', 'status', 'position', 'board', 'undo'])} {garbage()}",
        lambda: f"loadgame /nonexistent/{garbage()}",
        lambda: "\x00\x01\x7f",
    ]
    return [rng.choice(makers)() for _ in range(count)]


@pytest.mark.parametrize(
    "start",
    [
        "newgame standard 5",
        "setposition " + AFTER_PLACEMENT,
        "setposition " + SIJA_WHITE_BLOCKED,
        "newgame seejeh 7",
    ],
)
def test_malformed_lines_are_refused_and_change_nothing(start: str) -> None:
    engine = Engine(seed=1)
    ok(engine, start)
    if engine.state.outcome is None:
        ok(engine, "genmove easy")
    position = ok(engine, "position")
    for line in malformed_lines(random.Random(start), 300):
        fails(engine, line)
    assert ok(engine, "position") == position


def test_answers_are_one_line_except_the_board() -> None:
    engine = Engine()
    for line in ["legal", "status", "position", "play zz", "name", "newgame sija"]:
        answer = engine.handle(line)
        assert answer is not None and "\n" not in answer


# -- the real process --------------------------------------------------------------------------


def run_engine(commands: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "seega.engine"],
        input=commands.encode("utf-8"),
        capture_output=True,
        cwd=PROJECT_DIR,
        timeout=20,
        check=False,
    )


def test_process_answers_framed_and_exits_at_end_of_input() -> None:
    done = run_engine("name\n\n# comment\nplay zz\nnewgame sija\nposition\n")
    assert done.returncode == 0 and done.stderr == b""
    answers = done.stdout.decode("utf-8").split("\n\n")
    assert answers[0] == "= Seega"
    assert answers[1].startswith("? ")
    assert answers[2] == "= "
    assert parse_position(answers[3][2:]) == new_game("sija")
    assert answers[4:] == [""]


def test_process_quit_stops_reading_and_bad_bytes_do_not_kill_it() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "seega.engine"],
        input=b"play \xff\xfe\nquit\nname\n",
        capture_output=True,
        cwd=PROJECT_DIR,
        timeout=20,
        check=False,
    )
    assert done.returncode == 0
    answers = done.stdout.decode("utf-8").split("\n\n")
    assert answers[0].startswith("? ")
    assert answers[1:] == ["= ", ""]
