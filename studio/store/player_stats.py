"""A player's record over a list of games, apart from the database stack.

The archive browser counts it over the games its search found without loading SQLAlchemy.  ``studio.store.stats``
exports it too."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from studio.store.search_text import normalize

__all__ = ["PlayerStats", "player_stats_of"]


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's record in the archive (matched by exact name, accents and case ignored)."""

    name: str
    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    unfinished: int = 0
    as_white: int = 0
    as_black: int = 0
    by_variant: dict[str, int] = field(default_factory=dict)
    opponents: dict[str, int] = field(default_factory=dict)

    @property
    def score(self) -> float:
        """Won games out of those finished (a draw counts one half)."""
        finished = self.won + self.lost + self.drawn
        return (self.won + self.drawn / 2) / finished if finished else 0.0


def player_stats_of(name: str, games: Sequence[tuple[str, str, str | None, str]]) -> PlayerStats:
    """Count the statistics of ``name`` over (white, black, winner, variant) tuples.

    The winner is white, black, draw or None."""
    key = normalize(name)
    won = lost = drawn = unfinished = as_white = as_black = 0
    by_variant: dict[str, int] = {}
    opponents: dict[str, int] = {}
    for white, black, winner, variant in games:
        colour = "white" if normalize(white) == key else "black"
        opponent = black if colour == "white" else white
        as_white += colour == "white"
        as_black += colour == "black"
        by_variant[variant] = by_variant.get(variant, 0) + 1
        opponents[opponent] = opponents.get(opponent, 0) + 1
        if winner is None:
            unfinished += 1
        elif winner == "draw":
            drawn += 1
        elif winner == colour:
            won += 1
        else:
            lost += 1
    return PlayerStats(name, len(games), won, lost, drawn, unfinished, as_white, as_black, by_variant, opponents)
