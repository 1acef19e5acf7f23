"""How each rule set plays, in words and in small animated examples (RULES.md, retold).

Pages are built from the rule set's parameters, so a rule is described once per parameter
value. Examples are set-up positions with the actions to play from them; the how-to-play
screen plays them through the real rules engine, so they cannot show a wrong rule (a test
replays every one).
"""

from __future__ import annotations

from dataclasses import dataclass

from seega.core import new_game, ruleset
from seega.core.rulesets import Blocked, CaptureShape, Chain, FirstMover, RuleSet, Scoring
from seega.core.state import pieces_per_side


@dataclass(frozen=True)
class Example:
    """A position (PROTOCOL.md) and the actions played from it, with a caption."""

    position: str
    actions: tuple[str, ...]
    caption: str


@dataclass(frozen=True)
class Page:
    """One page of the rules: a title, paragraphs, and examples played in turn."""

    title: str
    paragraphs: tuple[str, ...]
    examples: tuple[Example, ...] = ()


# The cells of the placement example, per board size: two by two, around the empty centre.
PLACEMENT_CELLS = {
    5: ("b2", "d4", "b4", "d2", "a3", "e3", "c2", "c4"),
    7: ("b2", "f6", "b6", "f2", "a4", "g4", "d2", "d6"),
}
SAFEGUARD_NOTE = (
    "This limit is a safeguard added by this game: the source of these rules does not say "
    "how an endless game ends."
)
SHAPE_TEXT = {
    CaptureShape.SINGLE: (
        "It captures an enemy piece right next to it when one of your pieces stands just "
        "behind that enemy, in a straight line. Only one enemy at a time: two in a row are safe."
    ),
    CaptureShape.LINE: (
        "It captures a whole straight line of enemy pieces next to it when one of your "
        "pieces closes the line at the far end."
    ),
    CaptureShape.LINE_1_OR_2: (
        "It captures one or two enemy pieces in a straight line when one of your pieces "
        "closes the line at the far end. A line of three or more is safe."
    ),
    CaptureShape.ALTERNATING: (
        "It captures enemy pieces that alternate with yours along a straight line (enemy, "
        "friend, enemy, friend…) up to the first break. Two enemies side by side are safe."
    ),
}
BLOCKED_TEXT = {
    Blocked.PASSES: (
        "A player who cannot move passes, and the other player moves again. If neither "
        "can move, the pieces on the board are counted."
    ),
    Blocked.OPPONENT_OPENS: (
        "A player who cannot move passes. The opponent moves again and must, when he can, "
        "choose a move that opens a way for the blocked player."
    ),
    Blocked.LOSES: (
        "A player who cannot move loses. One exception: if Dark is blocked right after "
        "Light's very first move, Light removes one of his own pieces next to the cell "
        "that first piece left, to free Dark."
    ),
    Blocked.OPPONENT_REMOVES: (
        "If a player cannot move, his opponent removes any one of his pieces (it counts as "
        "a capture). This repeats until he can move."
    ),
    Blocked.SIJA: (
        "If Light cannot move, Light loses. If Dark cannot move, Dark may ask a ransom: one "
        "of his pieces for two of Light's. Light accepts (all three leave the board) or "
        "refuses. After a refusal, or if Dark does not ask, Dark passes and Light must open "
        "a way for him. Both sides must keep at least two pieces after a ransom."
    ),
}


def _placement(rules: RuleSet) -> Page:
    size = rules.default_size
    sizes = " or ".join(f"{n}×{n}" for n in rules.sizes)
    first = "the player who starts the game" if rules.name == "sija" else "Light"
    empty = "/".join(["." * size] * size)
    pieces = pieces_per_side(size)
    cells = PLACEMENT_CELLS[size]
    return Page(
        "The board and placing the pieces",
        (
            f"The board is {sizes}. Each player has (N×N − 1) ÷ 2 pieces: {pieces} on "
            f"{size}×{size}. Light is {first} and places first.",
            "The board starts empty. In turn, each player places two pieces on any empty "
            "cell except the centre, until all are placed and only the centre is empty. "
            "Nothing is captured while placing.",
        ),
        (
            Example(
                f"{rules.name} {size} {empty} w place {pieces} {pieces} 0",
                tuple("@" + cell for cell in cells),
                "Two pieces each turn, anywhere but the centre.",
            ),
        ),
    )


def _moving(rules: RuleSet) -> Page:
    paragraphs = [
        "A move steps one of your pieces one cell up, down, left or right into an empty "
        "cell: never diagonally, never jumping.",
        "Only the piece that has just moved captures. " + SHAPE_TEXT[rules.capture],
        "A piece that moves in between two enemy pieces is safe.",
    ]
    if rules.centre_immune:
        paragraphs.append("A piece on the centre cell is never captured.")
    if rules.first_mover is FirstMover.LAST_PLACER:
        paragraphs.append("After placing, Dark (who placed last) makes the first move.")
    if rules.first_step_enters_centre:
        paragraphs.append("The very first move of the game must enter the centre.")
    return Page("Moving and capturing", tuple(paragraphs), _capture_examples(rules))


# Capture examples per shape: the board size, then (rows from the top, Light's step,
# caption). The lone pieces in the corners keep the game going after the capture.
CAPTURE_EXAMPLES = {
    CaptureShape.SINGLE: (
        5,
        (
            ("W...B/...../...../W.BW./.....", "a2-b2", "The enemy between them is taken."),
            ("W...B/...../...../W.BBW/.....", "a2-b2", "Two in a row are safe."),
        ),
    ),
    CaptureShape.LINE: (
        5,
        (
            ("W...B/...../...../W.BBW/.....", "a2-b2", "The whole line is taken."),
            (
                "W...B/...../W.BBW/...../.....",
                "a3-b3",
                "The centre piece stays; the rest is taken.",
            ),
        ),
    ),
    CaptureShape.LINE_1_OR_2: (
        7,
        (
            ("W.....B/B....../......./......./......./W.BBW../.......", "a2-b2", "Two are taken."),
            ("W.....B/B....../......./......./......./W.BBBW./.......", "a2-b2", "Three are safe."),
        ),
    ),
    CaptureShape.ALTERNATING: (
        7,
        (
            ("W.....B/......./......./......./......./W.BWBW./.......", "a2-b2", "Both are taken."),
            (
                "W.....B/......./......./......./......./W.BBW../.......",
                "a2-b2",
                "A plain pair is safe.",
            ),
        ),
    ),
}
# Light steps c1-c2 in between two enemies, per board size.
BETWEEN_EXAMPLES = {
    5: "W...B/...../...../.B.B./..W..",
    7: "W.....B/......./......./......./......./.B.B.../..W....",
}


def _capture_examples(rules: RuleSet) -> tuple[Example, ...]:
    extra = " steps=1,1" if rules.first_step_enters_centre else ""
    size, rows = CAPTURE_EXAMPLES[rules.capture]
    examples = [
        Example(f"{rules.name} {size} {board} w move 0 0 0{extra}", (step,), caption)
        for board, step, caption in rows
    ]
    between = BETWEEN_EXAMPLES[size]
    examples.append(
        Example(
            f"{rules.name} {size} {between} w move 0 0 0{extra}",
            ("c1-c2",),
            "Stepping in between two enemies is safe.",
        )
    )
    return tuple(examples)


def _chains(rules: RuleSet) -> Page | None:
    if rules.chain is Chain.NONE:
        return None
    extra = " steps=1,1" if rules.first_step_enters_centre else ""
    if rules.chain is Chain.SAME_PIECE:
        text = "the same piece may move again if that move also captures"
        example = Example(
            f"{rules.name} 5 .W..B/.B.../...../W.BW./....B w move 0 0 0{extra}",
            ("a2-b2", "b2-b3"),
            "The same piece captures twice in one turn.",
        )
    else:
        text = "any of your pieces may make another move that also captures"
        example = Example(
            f"{rules.name} 5 .W..B/.B.../...../W.BW./.WB.W w move 0 0 0{extra}",
            ("a2-b2", "e1-d1", "end"),
            "A second piece captures in the same turn; then the turn is ended.",
        )
    return Page(
        "Chains of captures",
        (
            f"After a capture, {text}, and so on. You may stop whenever you like with End "
            "turn. A move that captures nothing never continues a chain.",
        ),
        (example,),
    )


def _blocked(rules: RuleSet) -> Page:
    name = rules.name
    examples = {
        Blocked.PASSES: Example(
            f"{name} 5 ....W/...../...../W..../B.W.. w move 0 0 0",
            ("c1-b1", "pass", "e5-e4"),
            "Dark is shut in and passes; Light moves again.",
        ),
        Blocked.OPPONENT_OPENS: Example(
            f"{name} 5 ....W/...../...../W..../B.W.. w move 0 0 0",
            ("c1-b1", "a2-a3"),
            "Dark is shut in and passes; Light must open a way.",
        ),
        Blocked.LOSES: Example(
            f"{name} 5 ....W/...../...../W..../B.W.. w move 0 0 0 steps=1,1",
            ("c1-b1",),
            "Dark is shut in: Dark loses.",
        ),
        Blocked.OPPONENT_REMOVES: Example(
            f"{name} 5 ....W/...../...../WW.../BB.W. w move 0 0 0",
            ("d1-c1", "xb1"),
            "Dark is shut in: Light removes one of Dark's pieces.",
        ),
        Blocked.SIJA: Example(
            f"{name} 7 ......W/......./......./......./W....../BW...../BB.W... w move 0 0 0",
            ("d1-c1", "ransom a1:b2,g7", "accept"),
            "Dark is shut in and asks a ransom; Light accepts.",
        ),
    }
    return Page(
        "When a player cannot move", (BLOCKED_TEXT[rules.blocked],), (examples[rules.blocked],)
    )


def _ending(rules: RuleSet) -> Page:
    paragraphs = []
    if rules.loses_at == 0:
        paragraphs.append("You win when your opponent has no pieces left.")
    else:
        paragraphs.append("A player left with one piece, or none, loses.")
    stall = (
        f"After {rules.stall_plies} moves in a row without a capture, the pieces on the board "
        "are counted: more pieces wins, equal is a draw."
    )
    paragraphs.append(stall + (" " + SAFEGUARD_NOTE if rules.stall_is_safeguard else ""))
    if rules.end_by_agreement:
        paragraphs.append(
            "On your turn you may offer to end the game; if your opponent accepts, the pieces "
            "are counted."
        )
    if rules.repetition_limit:
        paragraphs.append(
            "A piece may not shuttle between the same two cells more than twice in a row."
        )
    if rules.coin_toss:
        paragraphs.append("Who plays Light is drawn by lot (a coin toss) unless you choose.")
    if rules.think_time:
        paragraphs.append(
            "Each move must be made within the think time (see Settings); running out loses."
        )
    if rules.scoring is Scoring.SIJA:
        paragraphs.append(
            "Score: the winner gets 240 + 4 per piece taken − 2 per piece lost − minutes "
            "played − own moves; the loser −100 + 4 per piece taken − 2 per piece lost + own "
            "moves + minutes."
        )
    paragraphs.append("You may resign at any time from the pause menu (Esc).")
    return Page("The end of the game", tuple(paragraphs))


def pages(rules_name: str) -> tuple[Page, ...]:
    """The how-to-play pages of a rule set."""
    rules = ruleset(rules_name)
    new_game(rules)  # the rule set must be playable as described
    found = [_placement(rules), _moving(rules), _chains(rules), _blocked(rules), _ending(rules)]
    return tuple(page for page in found if page is not None)
