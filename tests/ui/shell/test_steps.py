"""Long work spread over frames: each slice runs steps until its time is spent, at least one,
and the value is there once the steps are done."""

import pytest

from seega.ui.shell.steps import Stepped


class Clock:
    """Each step of the work below takes `step_ms` on this clock."""

    def __init__(self):
        self.now_s = 0.0

    def __call__(self):
        return self.now_s


def counting(clock, steps, step_ms, done):
    for _ in range(steps):
        clock.now_s += step_ms / 1000
        done.append(1)
        yield
    return len(done)


def test_a_slice_runs_steps_until_its_time_is_spent():
    clock, done = Clock(), []
    work = Stepped(counting(clock, 10, 4, done), slice_ms=10, clock=clock)
    assert not work.advance() and len(done) == 3  # 4 + 4 + 4 ms: the third one ends the slice
    assert not work.advance() and len(done) == 6
    with pytest.raises(LookupError):
        _ = work.value
    assert work.finish() == 10 and work.done


def test_a_step_longer_than_the_slice_still_runs_one_step_a_slice():
    clock, done = Clock(), []
    work = Stepped(counting(clock, 3, 50, done), slice_ms=10, clock=clock)
    assert [work.advance() for _ in range(4)] == [False, False, False, True]
    assert len(done) == 3 and work.value == 3
