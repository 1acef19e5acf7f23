"""How each rule set plays: the how-to-play pages, in words and small animated examples.

The words are the i18n tables' `howto.*` texts (docs/rules.md retold, per rule set, with the
rules this game adds as safeguards marked as such), a page of every key and a page of the
notation the move list uses. The examples are set-up positions with the actions to play from
them and the pieces they are meant to capture; the how-to-play screen plays them through the
real rules engine, so they cannot show a wrong rule (a test replays every one and checks its
captures, and that a lane example's first step enters the centre as its page says).
"""

from __future__ import annotations

from dataclasses import dataclass

from seega.core.rulesets import Blocked, CaptureShape, Chain, RuleSet
from seega.core.state import pieces_per_side
from seega.i18n import keys_under, tr
from seega.play import narration


@dataclass(frozen=True)
class Example:
    """A position (docs/position.md), the actions played from it, and the cells of the pieces
    it is meant to capture (checked by the tests against what the engine does)."""

    position: str
    actions: tuple[str, ...]
    captures: tuple[str, ...] = ()


@dataclass(frozen=True)
class Page:
    """One page of the rules: its topic (one of TOPICS), a title, paragraphs, and examples
    played in turn."""

    topic: str
    title: str
    paragraphs: tuple[str, ...]
    examples: tuple[Example, ...] = ()


# What the pages are about, in their order. The screen keeps its topic when the rule set
# changes, so these name a page's subject, never its number.
TOPICS = ("game", "controls", "notation", "rules", "more_rules")
# A rule set's paragraphs (`howto.<rules>.<part>`) on its first page; the rest go on the second.
FIRST_PAGE_PARTS = ("source", "start", "capture", "centre", "chain", "repetition")
# The placement example's cells per board size: two by two, around the empty centre.
PLACEMENT_CELLS = {
    5: ("b2", "d4", "b4", "d2", "a3", "e3", "c2", "c4"),
    7: ("b2", "f6", "b6", "f2", "a4", "g4", "d2", "d6"),
}
# Capture examples per shape: the board size, then (rows from the top, Light's step, the
# cells it captures). The first of each shows a capture, the second what the shape leaves
# alone (under `line`, the immune centre). The lone pieces in the corners keep the game going
# after the capture. The single captures step into the centre, so that they are also a legal
# first step where the first step must enter it (lane).
CAPTURE_EXAMPLES = {
    CaptureShape.SINGLE: (
        7,
        (
            ("W.....B/......./......./..W.BW./......./......./.......", "c4-d4", ("e4",)),
            ("W.....B/......./......./..W.BBW/......./......./.......", "c4-d4", ()),
        ),
    ),
    CaptureShape.LINE: (
        5,
        (
            ("W...B/...../...../W.BBW/.....", "a2-b2", ("c2", "d2")),
            ("W...B/...../W.BBW/...../.....", "a3-b3", ("d3",)),
        ),
    ),
    CaptureShape.LINE_1_OR_2: (
        7,
        (
            ("W.....B/B....../......./......./......./W.BBW../.......", "a2-b2", ("c2", "d2")),
            ("W.....B/B....../......./......./......./W.BBBW./.......", "a2-b2", ()),
        ),
    ),
    CaptureShape.ALTERNATING: (
        7,
        (
            ("W.....B/......./......./......./......./W.BWBW./.......", "a2-b2", ("c2", "e2")),
            ("W.....B/......./......./......./......./W.BBW../.......", "a2-b2", ()),
        ),
    ),
}
# Light steps c1-c2 in between two enemies: safe. Per board size.
BETWEEN_EXAMPLES = {
    5: "W...B/...../...../.B.B./..W..",
    7: "W.....B/......./......./......./......./.B.B.../..W....",
}
# A second capture in the same turn: by the same piece, or by another one; the cells taken.
CHAIN_EXAMPLES = {
    Chain.SAME_PIECE: (".W..B/.B.../...../W.BW./....B", ("a2-b2", "b2-b3"), ("c2", "b4")),
    Chain.ANY_PIECE: (".W..B/.B.../...../W.BW./.WB.W", ("a2-b2", "e1-d1", "end"), ("c2", "c1")),
}
# Light shuts Dark in; then what the rule set makes happen.
BLOCKED_EXAMPLES = {
    Blocked.PASSES: (5, "....W/...../...../W..../B.W..", ("c1-b1", "pass", "e5-e4")),
    Blocked.OPPONENT_OPENS: (5, "....W/...../...../W..../B.W..", ("c1-b1", "a2-a3")),
    Blocked.LOSES: (5, "....W/...../...../W..../B.W..", ("c1-b1",)),
    Blocked.OPPONENT_REMOVES: (5, "....W/...../...../WW.../BB.W.", ("d1-c1", "xb1")),
    Blocked.SIJA: (
        7,
        "......W/......./......./......./W....../BW...../BB.W...",
        ("d1-c1", "ransom a1:b2,g7", "accept"),
    ),
}


def _extra(rules: RuleSet) -> str:
    """Position fields that skip the lane's first-step rule (the examples are mid-game)."""
    return " steps=1,1" if rules.first_step_enters_centre else ""


def _placement(rules: RuleSet) -> Example:
    size = rules.default_size
    empty = "/".join(["." * size] * size)
    pieces = pieces_per_side(size)
    cells = tuple("@" + cell for cell in PLACEMENT_CELLS[size])
    return Example(f"{rules.name} {size} {empty} w place {pieces} {pieces} 0", cells)


def _captures(rules: RuleSet) -> tuple[Example, ...]:
    """The shape's examples, as the first step after placement (no lane exemption needed)."""
    size, rows = CAPTURE_EXAMPLES[rules.capture]
    return tuple(
        Example(f"{rules.name} {size} {board} w move 0 0 0", (step,), taken)
        for board, step, taken in rows
    )


def _between(rules: RuleSet) -> Example:
    size = CAPTURE_EXAMPLES[rules.capture][0]
    board = BETWEEN_EXAMPLES[size]
    return Example(f"{rules.name} {size} {board} w move 0 0 0{_extra(rules)}", ("c1-c2",))


def _chain(rules: RuleSet) -> tuple[Example, ...]:
    if rules.chain is Chain.NONE:
        return ()
    board, actions, taken = CHAIN_EXAMPLES[rules.chain]
    return (Example(f"{rules.name} 5 {board} w move 0 0 0{_extra(rules)}", actions, taken),)


def _blocked(rules: RuleSet) -> Example:
    size, board, actions = BLOCKED_EXAMPLES[rules.blocked]
    return Example(f"{rules.name} {size} {board} w move 0 0 0{_extra(rules)}", actions)


def pages(rules: RuleSet) -> tuple[Page, ...]:
    """The how-to-play pages for a rule set: the game, the keys, the notation, then its own
    rules."""
    prefix = f"howto.{rules.name}."
    keys = keys_under(prefix)
    first = [key for key in keys if key.removeprefix(prefix) in FIRST_PAGE_PARTS]
    second = [key for key in keys if key not in first]
    heading = tr("howto.heading.rules", rules=tr(f"rules.{rules.name}.name"))
    return (
        Page(
            "game",
            tr("howto.heading.common"),
            tuple(tr(key) for key in keys_under("howto.common.")),
            (_placement(rules), _between(rules)),
        ),
        Page(
            "controls",
            tr("howto.heading.controls"),
            tuple(tr(key) for key in keys_under("howto.controls.") + keys_under("howto.keys.")),
        ),
        Page(
            "notation",
            tr("howto.heading.notation"),
            tuple(tr(key, **narration.notation_words()) for key in keys_under("howto.notation.")),
        ),
        Page("rules", heading, tuple(tr(key) for key in first), _captures(rules) + _chain(rules)),
        Page("more_rules", heading, tuple(tr(key) for key in second), (_blocked(rules),)),
    )


def page_of_topic(shown: tuple[Page, ...], topic: str) -> int:
    """The index of the page about `topic` among `shown`, or of the page whose topic comes
    nearest to it in TOPICS (the earlier one when two are as near)."""
    wanted = TOPICS.index(topic)
    return min(range(len(shown)), key=lambda i: (abs(TOPICS.index(shown[i].topic) - wanted), i))
