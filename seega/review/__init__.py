"""Game review: the engine's judgement of every action of a game (docs/review.md).

    review = review_line(GameLine.from_record_text(text), ReviewSettings(depth=5))
    for judged in review.judged: judged.verdict, judged.better
    review.summary(WHITE).accuracy

Pure and standard library only, like the AI it runs; the window shows it in its review scene.
"""

from .analysis import (
    REVIEW_DEPTH,
    GameReview,
    Judged,
    ReviewSettings,
    Summary,
    judge_action,
    review_line,
)
from .judge import CLASSES, VERDICTS, Verdict

__all__ = [
    "CLASSES",
    "REVIEW_DEPTH",
    "VERDICTS",
    "GameReview",
    "Judged",
    "ReviewSettings",
    "Summary",
    "Verdict",
    "judge_action",
    "review_line",
]
