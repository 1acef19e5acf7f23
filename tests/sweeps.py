"""The exhaustive sweeps: cases the default run samples and `--sweeps` runs in full.

A sweep checks one thing over every page, language, text size, seed or depth. The default
run (`python3 -m tests`) keeps a fixed sample of each, enough to catch a break, and leaves the
rest to `python3 -m tests --sweeps` (which CI runs); the cases left out carry the `sweep` mark.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from seega.i18n import LANGUAGES

SWEEP = pytest.mark.sweep


def spread(subjects: Iterable[Any], *axes: Sequence[Any]) -> list[Any]:
    """Every subject with every combination of `axes`, as pytest parameters. The default run
    keeps one combination per subject, turning through them from one subject to the next (so
    the sample meets every language and size somewhere); the others are sweeps."""
    combinations = list(itertools.product(*axes))
    cases = []
    for index, subject in enumerate(subjects):
        kept = index % len(combinations)
        for place, combination in enumerate(combinations):
            cases.append(pytest.param(subject, *combination, marks=_marks(place == kept)))
    return cases


def sampled(cases: Iterable[Any], keep: Iterable[Any]) -> list[Any]:
    """`cases` as pytest parameters (a tuple is one case of several arguments): those in
    `keep` run by default, the others are sweeps."""
    kept = list(keep)
    return [
        pytest.param(*(case if isinstance(case, tuple) else (case,)), marks=_marks(case in kept))
        for case in cases
    ]


def _marks(kept: bool) -> tuple[Any, ...]:
    return () if kept else (SWEEP,)


# A sweep over numbered cases (seeds, random positions): the default run takes the first few,
# the sweep the others; `numbered(part, ...)` says which.
PARTS = sampled(["sample", "rest"], ["sample"])


def numbered(part: str, count: int, sample: int) -> range:
    """Case numbers 0 to `count` - 1: the first `sample` for the part "sample", the others for
    "rest"."""
    return range(min(sample, count)) if part == "sample" else range(sample, count)


# The default run's languages where a sweep takes every one: the longest words (Greek) and the
# right-to-left script.
LANGUAGE_SAMPLE = ("el", "ar")
EVERY_LANGUAGE = sampled(LANGUAGES, LANGUAGE_SAMPLE)
# The text sizes a fit is checked at: larger_text off and on.
TEXT_SIZES = (False, True)
# Every language at both text sizes; by default Greek at the larger size and Arabic at the
# normal one.
LANGUAGE_AND_SIZE = [
    pytest.param(
        language,
        larger,
        id=f"{language}-{'larger' if larger else 'normal'}",
        marks=_marks((language, larger) in (("el", True), ("ar", False))),
    )
    for language in LANGUAGES
    for larger in TEXT_SIZES
]
