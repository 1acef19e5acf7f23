"""Boards as bit sets: the step and placement tables answer what a walk over the cells would."""

from __future__ import annotations

import random

import pytest

from seega.core import bits
from seega.core.actions import place, step
from seega.core.geometry import SIZES, geometry


def naive_steps(board: list[int], side: int, size: int) -> set:
    grid = geometry(size)
    return {
        step(origin, target)
        for origin, value in enumerate(board)
        if value == side
        for target in grid.neighbours[origin]
        if board[target] == 0
    }


def random_board(rng: random.Random, size: int) -> list[int]:
    fill = rng.random()
    return [rng.choice((1, 2)) if rng.random() < fill else 0 for _ in range(size * size)]


@pytest.mark.parametrize("size", SIZES)
def test_steps_and_placements_of_random_boards_match_a_walk_over_the_cells(size):
    rng = random.Random(size)
    grid = bits.bit_board(size)
    centre = size * size // 2
    for _ in range(400):
        board = random_board(rng, size)
        white, black = bits.board_bits(board)
        empty = grid.full ^ (white | black)
        for side, own in ((1, white), (2, black)):
            found = grid.steps(own, empty)
            assert len(found) == len(set(found))
            assert set(found) == naive_steps(board, side, size)
            assert grid.can_step(own, empty) == bool(found)
        expected = [place(c) for c, v in enumerate(board) if v == 0 and c != centre]
        assert sorted(grid.placements(empty)) == sorted(expected)


def test_a_table_answers_every_set_of_its_chunk_found_or_remembered():
    # Private on purpose: the cache behind the step tables, filled by hand to check it answers
    # a set it has seen and one it has not; the tables' public answers never show which.
    table = bits._ChunkTable({c: place(c) for c in range(3, 11)}, 3, 8)
    for _ in range(2):
        for cells in range(256):
            expected = tuple(place(3 + c) for c in range(8) if cells >> c & 1)
            assert (table.known[cells] or table.find(cells)) == expected


def test_the_bit_sets_of_a_board_name_each_side_cells():
    board = [0, 1, 2, 2, 1] + [0] * 20
    assert bits.board_bits(board) == (0b10010, 0b01100)
