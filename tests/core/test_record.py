"""Game records (docs/records.md): round trips of whole random games, refusals naming the line."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date

import pytest

from seega.core import RULESETS, Action, GameState, apply_action, legal_actions, new_game
from seega.core import actions as act
from seega.core.line import GameLine
from seega.core.players import player_text
from seega.core.record import (
    GameRecord,
    RecordError,
    format_record,
    parse_record,
)
from seega.core.state import SIDE_NAMES

DAY = date(2025, 11, 29)
GAMES_PER_SIZE = 3
# Sija, black blocked (a1 b1 c1 walled in by white): black may ask a ransom (docs/rules.md §5).
SIJA_BLOCKED = "sija 7 ......W/......./......./......./......./WWW..../BBBW... b move 0 0 0"


def replayed(record: GameRecord) -> list[GameState]:
    """Every state of the record's game, as the window's line holds them."""
    return GameLine.from_record(record).states


def random_game(
    rules: str, size: int, rng: random.Random, start: GameState | None = None
) -> tuple[list[Action], GameState]:
    """A seeded random player to the end; now and then a resignation or a timeout ends it."""
    state = start or new_game(rules, size)
    played = []
    while state.outcome is None:
        roll = rng.random()
        if roll < 0.002:
            action = Action(act.RESIGN)
        elif roll < 0.004 and state.rules.think_time:
            action = Action(act.TIMEOUT)
        else:
            action = rng.choice(legal_actions(state))
        played.append(action)
        state, _ = apply_action(state, action)
    return played, state


def record_of(actions: list[Action], final: GameState, **fields: object) -> GameRecord:
    values: dict[str, object] = {
        "rules": final.rules.name,
        "size": final.size,
        "white": "human",
        "black": "computer hard",
        "played_on": DAY,
        "outcome": final.outcome,
        "actions": tuple(actions),
    }
    values.update(fields)
    return GameRecord(**values)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def game_text() -> str:
    """A finished standard 5×5 game with captures, as text."""
    actions, final = random_game("standard", 5, random.Random(7))
    return format_record(record_of(actions, final))


def line_of(text: str, prefix: str) -> int:
    """The number (1-based) of the first line starting with `prefix`."""
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith(prefix):
            return number
    raise AssertionError(f"no line starts with {prefix!r}")


def edited(text: str, number: int, new_line: str | None) -> str:
    """`text` with line `number` replaced (or removed when `new_line` is None)."""
    lines = text.splitlines()
    if new_line is None:
        del lines[number - 1]
    else:
        lines[number - 1] = new_line
    return "\n".join(lines) + "\n"


def refused(text: str, number: int, words: str) -> None:
    with pytest.raises(RecordError, match=rf"^line {number}: .*{words}"):
        parse_record(text)


# -- round trips ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "size"), [(name, size) for name, rs in RULESETS.items() for size in rs.sizes]
)
def test_random_games_round_trip(rules: str, size: int) -> None:
    rng = random.Random(f"{rules}-{size}")
    for _ in range(GAMES_PER_SIZE):
        actions, final = random_game(rules, size, rng)
        record = record_of(actions, final)
        text = format_record(record)
        assert parse_record(text) == record
        assert replayed(record)[-1] == final
        cut = rng.randrange(len(actions))  # the same game saved while still going on
        unfinished = replace(record, actions=record.actions[:cut], outcome=None)
        assert parse_record(format_record(unfinished)) == unfinished


def test_text_shows_turns_with_captures(game_text: str) -> None:
    lines = game_text.splitlines()
    assert lines[0] == "# Seega game record"
    assert "Rules: standard" in lines and "Black: computer hard" in lines
    assert lines[line_of(game_text, "1. ") - 1].startswith("1. white @")
    assert lines[line_of(game_text, "2. ") - 1].startswith("2. black @")
    assert any("x" in line.split(" ", 2)[2] for line in lines if line[:1].isdigit())


def test_a_byte_order_mark_before_the_first_line_is_ignored(game_text: str) -> None:
    assert parse_record("\ufeff" + game_text) == parse_record(game_text)


def test_captures_written_after_steps_are_ignored(game_text: str) -> None:
    stripped = "\n".join(
        " ".join(word.split("x")[0] if "-" in word else word for word in line.split(" "))
        for line in game_text.splitlines()
    )
    assert parse_record(stripped) == parse_record(game_text)


def test_start_position_ransom_and_think_time_round_trip() -> None:
    start = SIJA_BLOCKED
    actions = (Action(act.RANSOM, (0, 7, 8)), Action(act.ACCEPT))
    states = replayed(
        GameRecord("sija", 7, "human", "human", DAY, None, actions, start, think_time_s=60)
    )
    record = GameRecord(
        "sija",
        7,
        player_text(None),
        player_text("easy"),
        DAY,
        states[-1].outcome,
        actions,
        start,
        60,
    )
    text = format_record(record)
    assert "1. black ransom a1:a2,b2" in text and "2. white accept" in text
    assert f"Start: {start}" in text and "Think time: 60" in text
    assert parse_record(text) == record


def test_replay_gives_every_state(game_text: str) -> None:
    record = parse_record(game_text)
    states = replayed(record)
    assert len(states) == len(record.actions) + 1
    assert states[0] == new_game("standard", 5)
    assert states[-1].outcome == record.outcome


# -- refusals --------------------------------------------------------------------------------


def test_stated_result_must_match_the_replayed(game_text: str) -> None:
    number = line_of(game_text, "Result:")
    result = game_text.splitlines()[number - 1].split()[1]
    other = "black" if result == "white" else "white"
    refused(edited(game_text, number, f"Result: {other}"), number, "replays to result")
    last = len(game_text.splitlines())
    refused(edited(game_text, last, None), number, "replays to")


def test_illegal_action_is_refused_on_its_line(game_text: str) -> None:
    number = line_of(game_text, "3. ")
    refused(edited(game_text, number, "3. white @c3 @a1"), number, "not legal")
    refused(edited(game_text, number, "3. white @z9"), number, "not a cell")
    refused(edited(game_text, number, "3. white hop"), number, "not an action")


def test_turn_lines_are_checked(game_text: str) -> None:
    number = line_of(game_text, "3. ")
    line = game_text.splitlines()[number - 1]
    refused(edited(game_text, number, line.replace("white", "black")), number, "written for")
    refused(edited(game_text, number, line.replace("3.", "4.")), number, "turn 3 expected")
    refused(edited(game_text, number, line.replace("white", "green")), number, "white or black")
    refused(edited(game_text, number, "3. white"), number, "no actions")
    refused(edited(game_text, number, "Size: 7"), number, "expected a turn")


def test_headers_are_checked(game_text: str) -> None:
    size = line_of(game_text, "Size:")
    refused(edited(game_text, size, "Size: 6"), size, "sizes 5, 7, 9")
    refused(edited(game_text, size, "Size: five"), size, "whole number")
    refused(edited(game_text, size, "Colour: blue"), size, "unknown header")
    refused(edited(game_text, size, "nonsense"), size, "expected a header")
    refused(edited(game_text, size, "Rules: standard"), size, "already given on line")
    rules = line_of(game_text, "Rules:")
    refused(edited(game_text, rules, "Rules: chess"), rules, "unknown rule set")
    white = line_of(game_text, "White:")
    refused(edited(game_text, white, "White: computer genius"), white, "not human or computer")
    refused(edited(game_text, white, "White: a cat"), white, "not human or computer")
    day = line_of(game_text, "Date:")
    refused(edited(game_text, day, "Date: yesterday"), day, "not a date")
    reason = line_of(game_text, "Reason:")
    refused(edited(game_text, reason, "Reason: boredom"), reason, "is not one of")
    first_turn = line_of(game_text, "1. ")
    refused(edited(game_text, reason, None), first_turn - 1, "no 'Reason:' line")


def test_start_and_think_time_are_checked(game_text: str) -> None:
    size = line_of(game_text, "Size:")
    start = "Start: sija 7 ......./......./......./......./......./......./....... w place 24 24 0"
    with_start = edited(game_text, size, f"Size: 5\n{start}")
    refused(with_start, size + 1, "not a standard 5 game")
    refused(edited(game_text, size, "Size: 5\nStart: standard 5 WW"), size + 1, "Start:")
    refused(edited(game_text, size, "Size: 5\nThink time: 60"), size + 1, "no think time")


def test_unfinished_game_states_no_result(game_text: str) -> None:
    result = line_of(game_text, "Result:")
    reason = line_of(game_text, "Reason:")
    text = edited(edited(game_text, result, "Result: none"), reason, "Reason: capture")
    refused(text, reason, "still going on has reason none")


def test_actions_after_the_end_are_refused(game_text: str) -> None:
    final = replayed(parse_record(game_text))[-1]
    turns = sum(1 for line in game_text.splitlines() if line[:1].isdigit())
    text = game_text + f"{turns + 1}. {SIDE_NAMES[final.to_move]} resign\n"
    refused(text, len(text.splitlines()), "the game is over")


def test_records_built_in_code_are_checked() -> None:
    with pytest.raises(RecordError, match="Black: "):
        GameRecord("standard", 5, "human", "robot", DAY, None)
    with pytest.raises(RecordError, match="Size: "):
        GameRecord("seejeh", 9, "human", "human", DAY, None)
    bad = GameRecord("standard", 5, "human", "human", DAY, None, (Action(act.PLACE, (12,)),))
    with pytest.raises(RecordError, match="^action 1: .*not legal"):
        format_record(bad)


def test_the_writing_program_round_trips_after_the_other_headers(game_text: str) -> None:
    record = replace(parse_record(game_text), program="Seega 9.8.7")
    text = format_record(record)
    header = text.split("\n\n", 1)[0].splitlines()
    assert header[-1] == "Program: Seega 9.8.7"
    assert parse_record(text) == record
    assert "Program:" not in game_text and parse_record(game_text).program is None


def test_the_writing_program_is_checked(game_text: str) -> None:
    size = line_of(game_text, "Size:")
    refused(edited(game_text, size, "Size: 5\nProgram: " + "x" * 101), size + 1, "longer than")
    with pytest.raises(RecordError, match="Program: must be a name on one line"):
        GameRecord("standard", 5, "human", "human", DAY, None, program="Seega\n0.1")


def test_a_turn_number_of_thousands_of_digits_is_a_record_error() -> None:
    """Found by the fuzz run: int() of a 5000-digit number raised a plain ValueError."""
    text = "# Seega game record\nRules: standard\nSize: 5\n\n" + "9" * 5000 + ". white @c2 @d4\n"
    with pytest.raises(RecordError, match="turn 1 expected"):
        parse_record(text)


def test_placements_made_by_the_computer_for_a_person_round_trip(game_text: str) -> None:
    """Light (a person) handed over its first turn's two placements (actions 1 and 2)."""
    record = replace(parse_record(game_text), placed_by_computer=frozenset({0, 1}))
    text = format_record(record)
    assert "Placed by computer: 1 2" in text.split("\n\n", 1)[0].splitlines()
    assert parse_record(text) == record
    assert parse_record(game_text).placed_by_computer == frozenset()


def test_placed_by_computer_names_only_a_persons_placements(game_text: str) -> None:
    size = line_of(game_text, "Size:")
    listed = edited(game_text, size, "Size: 5\nPlaced by computer: 3")  # Dark's: the computer's
    refused(listed, line_of(listed, "2. black"), "not a placement of a side a person played")
    for numbers in ("0", "999", "two"):
        text = edited(game_text, size, f"Size: 5\nPlaced by computer: {numbers}")
        refused(text, size + 1, "Placed by computer: ")
    moved = len(parse_record(game_text).actions)  # the last action is not a placement
    text = edited(game_text, size, f"Size: 5\nPlaced by computer: {moved}")
    with pytest.raises(RecordError, match="not a placement"):
        parse_record(text)
