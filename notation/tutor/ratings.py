"""A player's rating in words, from the equity he lost on average per choice (as gnubg rates a match).

The words are gnubg's; the thresholds are this game's, set on the ladder of the computer's own levels: what each
loses a choice when the tutor analyses its parties at 1-ply (``bench/tutor_levels.py``, 40 parties of one marqué
a level against itself, the calibrated generation 8, recorded in ``docs/tutor.md``): the beginner level loses
0.0419 a choice (95 % interval 0.0393–0.0444), the casual level 0.0213 (0.0204–0.0222), the intermediate level
0.0087 (0.0083–0.0092), the advanced level nothing (the analysis at 1-ply is its own judgement).  Each bound lies
half-way between two neighbouring levels' means: *beginner* from 0.0316, *casual player* from 0.0150,
*intermediate* from 0.0044 (half-way to the advanced level's nothing); *awful* starts as far above the beginner's
mean as *beginner* starts under it (0.0522), so that each level's mean reads as the level is named.  Below, each
word halves the bound or so: *advanced* from 0.002, *expert* from 0.001, *world class* from 0.0005, *supernatural*
under it.  gnubg's own thresholds, read in the same unit, called the beginner level *awful*.

>>> rating_of(0.0).name, rating_of(0.0087).name, rating_of(0.0213).name, rating_of(0.0419).name, rating_of(0.2).name
('SUPERNATURAL', 'INTERMEDIATE', 'CASUAL', 'BEGINNER', 'AWFUL')
>>> rating_of(0.003).words
'advanced'
"""

from __future__ import annotations

import enum

__all__ = ["PlayerRating", "bound_of", "rating_of"]


class PlayerRating(enum.Enum):
    """A rating, best last; ``words`` names it as gnubg does (the studio translates them)."""

    AWFUL = "awful"
    BEGINNER = "beginner"
    CASUAL = "casual player"
    INTERMEDIATE = "intermediate"
    ADVANCED = "advanced"
    EXPERT = "expert"
    WORLD_CLASS = "world class"
    SUPERNATURAL = "supernatural"

    @property
    def words(self) -> str:
        return self.value


_BELOW: tuple[tuple[float, PlayerRating], ...] = (
    (0.0005, PlayerRating.SUPERNATURAL),
    (0.001, PlayerRating.WORLD_CLASS),
    (0.002, PlayerRating.EXPERT),
    (0.0044, PlayerRating.ADVANCED),
    (0.0150, PlayerRating.INTERMEDIATE),
    (0.0316, PlayerRating.CASUAL),
    (0.0522, PlayerRating.BEGINNER),
)
"""Each rating's upper bound (excluded) on the mean equity lost per choice, best first."""


def bound_of(rating: PlayerRating) -> float:
    """Return the mean loss from which a player is rated below ``rating`` (infinite for *awful*)."""
    return next((bound for bound, named in _BELOW if named is rating), float("inf"))


def rating_of(mean_loss: float) -> PlayerRating:
    """Return the rating of a player who lost ``mean_loss`` equity per choice on average."""
    for bound, rating in _BELOW:
        if mean_loss < bound:
            return rating
    return PlayerRating.AWFUL
