"""The computer's levels: from a beginner who misjudges and misses rencontres to the tutor's deepest search.

Each level is a :class:`Level` (how deep the tutor looks, how much it
misjudges, how often it forgets points it should declare when the partie is
played with écoles); :class:`LevelPlayer` plays it.  The strength of each
level against the others is measured by ``bench/levels_bench.py``, what each loses a choice as the tutor rates
it by ``bench/tutor_levels.py`` (the rating in words is set on it, :mod:`notation.tutor.ratings`); both are
recorded in ``docs/tutor.md``.

>>> [level.name for level in LEVELS]
['beginner', 'casual', 'intermediate', 'advanced', 'expert']
>>> level_named("expert").ply
2
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from notation.errors import BadArgumentError
from notation.game import Partie
from notation.rules.moves import Play
from notation.tutor.evaluator import Valuer, default_evaluator
from notation.tutor.ranking import TutorPlayer, advise_leave, rank_state_plays, state_top

__all__ = ["LEVELS", "Level", "LevelPlayer", "level_named"]


@dataclass(frozen=True, slots=True)
class Level:
    """How the computer plays at one level."""

    name: str
    ply: int
    """1: every play valued by the evaluator; 2: the best of them looked at again over the opponent's throws."""
    noise: float
    """The spread (standard deviation, in equity) of the error added to each choice's value: 0 plays the best."""
    miss: float
    """With écoles, the chance of forgetting a rencontre's points when declaring (the opponent may claim them)."""


LEVELS: tuple[Level, ...] = (
    Level("beginner", 1, 0.30, 0.35),
    Level("casual", 1, 0.08, 0.10),
    Level("intermediate", 1, 0.03, 0.03),
    Level("advanced", 1, 0.0, 0.0),
    Level("expert", 2, 0.0, 0.0),
)
"""The levels, weakest first."""


def level_named(name: str) -> Level:
    """Return the level called ``name`` (as the command line and the new-partie dialog name it)."""
    for level in LEVELS:
        if level.name == name:
            return level
    raise BadArgumentError(
        f"unknown level {name!r} ({', '.join(level.name for level in LEVELS)})", name="level", value=name
    )


class LevelPlayer:
    """The computer at ``level``: the tutor's choice, misjudged by the level's noise, at the level's depth.

    >>> from notation.autoplay import play_partie
    >>> play_partie((LevelPlayer(level_named("beginner"), random.Random(1)), TutorPlayer()), random.Random(2)).over
    True
    """

    def __init__(self, level: Level, rng: random.Random | None = None, evaluator: Valuer | None = None) -> None:
        self.level = level
        self.name = f"tutor:{level.name}"
        self.rng = rng or random.Random()
        self.evaluator = evaluator or default_evaluator()
        self._tutor = TutorPlayer(self.evaluator)

    def _misjudged(self, value: float) -> float:
        return value + self.rng.gauss(0.0, self.level.noise) if self.level.noise else value

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        if len(plays) == 1:
            return plays[0]
        if self.level.ply == 1 and not self.level.noise:
            return self._tutor.choose_play(partie, plays)
        if not self.level.noise:
            # The best play alone is wanted: the others need not be valued to the end (ranking.deep_top).
            return state_top(partie.state, partie.conventions, plays=plays, evaluator=self.evaluator).top[0].play
        ranked = rank_state_plays(
            partie.state, partie.conventions, plays=plays, evaluator=self.evaluator, ply=self.level.ply
        )
        # Only plays valued at one depth are compared: at 2-ply the plays pruned keep their 1-ply values, listed
        # after the others, and a 1-ply value is not comparable with a 2-ply one (taking the largest of all let a
        # pruned play win on the bias between the depths: the expert lost to the advanced player).
        deepest = [choice for choice in ranked if choice.ply == ranked[0].ply]
        return max(deepest, key=lambda choice: self._misjudged(choice.equity)).play

    def choose_leave(self, partie: Partie) -> bool:
        if not self.level.noise:
            return self._tutor.choose_leave(partie)
        advice = advise_leave(partie.state, partie.conventions, self.evaluator)
        return self._misjudged(advice.leave) > self._misjudged(advice.hold)

    def declared(self, truth: int) -> int:
        """Return the points the level declares when the laws give ``truth`` (with écoles): now and then none."""
        if truth and self.level.miss and self.rng.random() < self.level.miss:
            return 0
        return truth
