"""The sweep helpers: the default run's sample and the sweep together hold every case once."""

from tests.sweeps import PARTS, numbered, sampled, spread


def is_sweep(param):
    return any(mark.name == "sweep" for mark in param.marks)


def test_spread_keeps_one_combination_per_subject_and_turns_through_them():
    cases = spread("abc", ("en", "ar"), (False, True))
    assert sorted(case.values for case in cases) == sorted(
        (s, lang, big) for s in "abc" for lang in ("en", "ar") for big in (False, True)
    )
    kept = [case.values for case in cases if not is_sweep(case)]
    assert kept == [("a", "en", False), ("b", "en", True), ("c", "ar", False)]


def test_sampled_marks_all_but_the_kept_cases():
    cases = sampled([("x", 1), ("y", 2), ("z", 3)], [("y", 2)])
    assert [(case.values, is_sweep(case)) for case in cases] == [
        (("x", 1), True),
        (("y", 2), False),
        (("z", 3), True),
    ]


def test_the_sample_and_the_rest_share_out_every_number_once():
    parts = [param.values[0] for param in PARTS]
    assert parts == ["sample", "rest"] and [is_sweep(param) for param in PARTS] == [False, True]
    for count, sample in ((400, 40), (3, 1), (8, 1), (2, 5)):
        shared = list(numbered("sample", count, sample)) + list(numbered("rest", count, sample))
        assert shared == list(range(count))
