"""The computer's worker process: what reaches it from the terminal."""

from __future__ import annotations

import os
import signal
import time

import pytest

from seega.core import GameState, legal_actions, new_game
from seega.core.actions import Action
from seega.game.worker import Choose, Chosen, ProcessThinker
from tests.platforms import posix_only


def first_legal(
    state: GameState,
    level: str,
    movetime_ms: int | None = None,
    seed: int | None = None,
    max_depth: int | None = None,
) -> Action:
    """A chooser that plays the first legal action (module level: it is sent to a process)."""
    return legal_actions(state)[0]


def _answered(thinker: ProcessThinker, request_id: int, state: GameState) -> None:
    thinker.submit(Choose(request_id, state, "easy"))
    answers: list[object] = []
    while not answers:  # as long as the process takes (the hang guard ends a hang)
        answers = list(thinker.poll(Chosen))
        time.sleep(0.005)


@posix_only
@pytest.mark.timeout(60)
def test_ctrl_c_leaves_the_worker_running_and_silent(capfd: pytest.CaptureFixture[str]) -> None:
    # As a terminal starts the game: listening to Ctrl+C (a suite run in the background
    # inherits an ignored SIGINT, which the worker would inherit in turn).
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    thinker = ProcessThinker(first_legal)
    state = new_game("standard", 5)
    try:
        _answered(thinker, 1, state)  # the worker is in its loop, waiting
        worker = thinker._process
        assert worker is not None and worker.pid is not None
        os.kill(worker.pid, signal.SIGINT)  # as Ctrl+C reaches the whole process group
        _answered(thinker, 2, state)
        assert thinker._process is worker and thinker.restarts == 0
    finally:
        thinker.close()
        signal.signal(signal.SIGINT, before)
    assert "KeyboardInterrupt" not in capfd.readouterr().err
