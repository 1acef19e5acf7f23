"""The kinds of marks the board's picture puts on cells: the highlights under the pieces
(`Marker`) and the rings over them (`Ring`). Kinds, not colours: the look
(`seega.ui.render`) gives each its shape and colour."""

from __future__ import annotations

from enum import Enum


class Marker(Enum):
    """Cell highlights the board draws under the pieces."""

    LEGAL = "legal"  # a cell the selected piece (or a placement) may go to
    SELECTED = "selected"  # the piece the player picked up
    LAST_MOVE = "last_move"  # where the previous action came from and went to
    HINT = "hint"  # the cells of a suggested action
    MOVABLE = "movable"  # a piece of the person to act that has a legal step
    HOVER = "hover"  # the cell under the mouse, when a click there would do something


class Ring(Enum):
    """Rings over pieces: what a click on them would pick, or a click refused there."""

    REMOVABLE = "removable"  # a piece the person may remove
    RANSOM_CHOICE = "ransom_choice"  # a piece the person may pick for a ransom
    RANSOM_PICKED = "ransom_picked"  # a piece picked for the ransom so far
    REFUSED = "refused"  # a click there did nothing (flashed for a moment)
