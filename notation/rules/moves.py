"""The legal plays of a position for a throw (RULES.md §4).  Work in progress: the API first."""

from __future__ import annotations

from dataclasses import dataclass

from notation.board import Colour, Jan, Position, point_of_step
from notation.dice import Throw
from notation.rules.conventions import DEFAULT, Conventions

__all__ = ["Play", "candidate_plays", "is_jan_interdit", "is_plein", "legal_plays"]


@dataclass(frozen=True, slots=True)
class Play:
    """One whole turn of the mover."""

    moves: tuple[tuple[int, int], ...]
    dice: tuple[int, ...]
    unplayed: tuple[int, ...]
    position: Position
    par_puissance: bool
    fills: frozenset[Jan]
    conserves: frozenset[Jan]

    def moves_bn(self, colour: Colour) -> list[tuple[str, str]]:
        return [(point_of_step(colour, a).name, point_of_step(colour, b).name) for a, b in self.moves]


def is_plein(counts: tuple[int, ...], jan: Jan) -> bool:
    return all(counts[s - 1] >= 2 for s in jan.steps)


def is_jan_interdit(position: Position, owner: Colour, jan: Jan) -> bool:
    raise NotImplementedError


def candidate_plays(position: Position, throw: Throw, conventions: Conventions = DEFAULT) -> list[Play]:
    raise NotImplementedError


def legal_plays(position: Position, throw: Throw, conventions: Conventions = DEFAULT) -> list[Play]:
    raise NotImplementedError
