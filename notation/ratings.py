"""A player's rating in words, from the equity he lost on average per choice (as gnubg rates a match).

The words are gnubg's; the thresholds are this game's, set on what the computer's own levels lose a choice when
the tutor analyses their parties at 1-ply (``bench/tutor_levels.py``, 40 parties of one marqué a level against
itself, recorded in ``docs/tutor.md``): the beginner level loses 0.0468 a choice (95 % interval 0.0434–0.0502),
the casual level 0.0221 (0.0211–0.0231), the advanced level nothing (the analysis at 1-ply is its own
judgement).  The bound between *beginner* and *casual player* is half-way between the two levels' means (0.0345),
*awful* starts as far above the beginner's mean (0.059), and *casual player* ends at half its level's mean
(0.011); below, each word halves the bound again or so: *intermediate* from 0.0055, *advanced* from 0.003, *expert*
from 0.0015, *world class* from 0.0005, *supernatural* under it.  gnubg's own thresholds, read in the same unit,
called the beginner level *awful*.

>>> rating_of(0.0).name, rating_of(0.0221).name, rating_of(0.0468).name, rating_of(0.2).name
('SUPERNATURAL', 'CASUAL', 'BEGINNER', 'AWFUL')
>>> rating_of(0.004).words
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
    (0.0015, PlayerRating.WORLD_CLASS),
    (0.003, PlayerRating.EXPERT),
    (0.0055, PlayerRating.ADVANCED),
    (0.011, PlayerRating.INTERMEDIATE),
    (0.0345, PlayerRating.CASUAL),
    (0.059, PlayerRating.BEGINNER),
)
"""Each rating's upper bound (excluded) on the mean equity lost per choice, best first."""


def bound_of(rating: PlayerRating) -> float:
    """The mean loss from which a player is rated below ``rating`` (infinite for *awful*)."""
    return next((bound for bound, named in _BELOW if named is rating), float("inf"))


def rating_of(mean_loss: float) -> PlayerRating:
    """The rating of a player who lost ``mean_loss`` equity per choice on average."""
    for bound, rating in _BELOW:
        if mean_loss < bound:
            return rating
    return PlayerRating.AWFUL
