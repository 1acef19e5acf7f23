"""What the board screen's side panel shows, as data: the scene fills it, `hud.draw_hud` draws
it, and a coach may change it. No pygame here, so the turn's model and its coaches can be
tested without a window."""

from __future__ import annotations

import math
from dataclasses import dataclass

# The think-time clock is in its warning (red digits, a ring, a sound) from this many seconds.
CLOCK_LOW_S = 10


def clock_is_low(clock_ms: int) -> bool:
    """Whether the think time left is in its warning (the colour, the ring and the sound)."""
    return math.ceil(clock_ms / 1000) <= CLOCK_LOW_S


@dataclass(frozen=True)
class PlayerCard:
    """One side as the panel shows it."""

    name: str
    dark: bool
    on_board: int
    in_hand: int
    captured: int
    active: bool
    thinking: bool = False


@dataclass(frozen=True)
class HudModel:
    """Everything the panel shows; built by the board scene."""

    title: str
    phase: str
    cards: tuple[PlayerCard, PlayerCard]
    turn: str
    turn_dark: bool | None  # colour of the side to act, None when the game is over
    prompt: str
    clock_ms: int | None = None  # think time left for the side to act
    clock_running: bool = True  # False while placing: the clock waits for the first step
    quiet: tuple[int, int] | None = None  # (plies without capture, limit), from the first
    moves: tuple[str, ...] = ()  # the turns so far in notation, oldest first
    style: str = "carved"
    news: tuple[str, ...] = ()  # the last turns in sentences, oldest first
    refused: bool = False  # the prompt says why a click did nothing
    lit_move: bool = False  # the newest turn is lit (its trace on the board is under the mouse)
    goal_height: int = 0  # room kept above the move list for a challenge's goal (px)
