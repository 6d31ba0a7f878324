"""The score state shown on the tablier: points (jetons), trous (fichets), bredouille, pavillon.

This is the state as data; the laws that change it live in ``notation.rules.marking``.
"""

from __future__ import annotations

from dataclasses import dataclass

from notation.board import WHITE, Colour

__all__ = ["PlayerScore", "ScoreState"]


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """One player's marks: points of the current jeu (0–10, even), trous won, bredouille.

    ``bredouille`` is true while every point of the current jeu was marked
    d'affilée from zero with the opponent marking nothing (seed 000 art. XV):
    a jeu completed so is worth two trous.
    """

    points: int = 0
    trous: int = 0
    bredouille: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.points < 12:
            raise ValueError(f"points of a jeu run 0–11, not {self.points}")
        if self.trous < 0:
            raise ValueError(f"trous cannot be negative ({self.trous})")


@dataclass(frozen=True, slots=True)
class ScoreState:
    """Both players' marks and who holds the pavillon (bredouille of trous), if anyone."""

    white: PlayerScore = PlayerScore()
    black: PlayerScore = PlayerScore()
    pavillon: Colour | None = None

    def of(self, colour: Colour) -> PlayerScore:
        return self.white if colour is WHITE else self.black

    def is_fresh(self) -> bool:
        """True for the state at the start of a partie."""
        return self == ScoreState()
