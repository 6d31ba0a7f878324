"""A player's rating in words, from the equity he lost on average per choice (as gnubg rates a match).

The thresholds are gnubg's for the mean error per move, in the same unit (the equity of the whole partie, −1
to +1, against backgammon's equity of the match): a mean loss under 0.002 is *supernatural*, under 0.005
*world class*, under 0.008 *expert*, under 0.012 *advanced*, under 0.018 *intermediate*, under 0.026 *casual
player*, under 0.035 *beginner*, and *awful* from 0.035.  ``docs/tutor.md`` shows where the computer's levels
fall on that scale.

>>> rating_of(0.0).name, rating_of(0.01).name, rating_of(0.2).name
('SUPERNATURAL', 'ADVANCED', 'AWFUL')
>>> rating_of(0.005).words
'expert'
"""

from __future__ import annotations

import enum

__all__ = ["PlayerRating", "rating_of"]


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
    (0.002, PlayerRating.SUPERNATURAL),
    (0.005, PlayerRating.WORLD_CLASS),
    (0.008, PlayerRating.EXPERT),
    (0.012, PlayerRating.ADVANCED),
    (0.018, PlayerRating.INTERMEDIATE),
    (0.026, PlayerRating.CASUAL),
    (0.035, PlayerRating.BEGINNER),
)
"""Each rating's upper bound (excluded) on the mean equity lost per choice, best first."""


def rating_of(mean_loss: float) -> PlayerRating:
    """The rating of a player who lost ``mean_loss`` equity per choice on average."""
    for bound, rating in _BELOW:
        if mean_loss < bound:
            return rating
    return PlayerRating.AWFUL
