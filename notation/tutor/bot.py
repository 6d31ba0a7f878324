"""The computer opponent: a one-ply look-ahead over the opponent's 21 throws, with a position evaluation.

For each play it considers, the bot looks at the position the play leaves
and at each of the opponent's 21 throws (weighted out of 36): what that
throw would score for each side (the engine's own ``points_only``).  The
expected difference, plus a short-sighted evaluation of the bot's structure
(pleins, cases, the coin, demi-cases left exposed), ranks the plays.  The
same figures decide whether to tenir or s'en aller.

>>> import random
>>> from notation.autoplay import RandomPlayer, play_partie
>>> partie = play_partie((BotPlayer(), RandomPlayer(random.Random(3))), random.Random(4))
>>> partie.over
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from notation.board import WHITE, Colour, Position
from notation.dice import ALL_THROWS
from notation.ecrire import OBLIGATION
from notation.game import Partie, Variant
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import Play
from notation.rules.scoring import points_only

__all__ = ["BotPlayer", "Weights", "expected_net", "structure", "structure_of"]


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's weights, in points per throw to come."""

    plein: float = 3.0
    case: float = 0.35
    coin: float = 0.6
    exposed: float = 0.45
    talon_excess: float = 0.05
    horizon: float = 3.0
    leave_bias: float = 0.5


def structure(position: Position, me: Colour, weights: Weights = Weights()) -> float:
    """Return a static value of ``me``'s dames: pleins and cases built, his coin, demi-cases exposed."""
    return structure_of(position.counts(me), weights)


def structure_of(mine: tuple[int, ...], weights: Weights = Weights()) -> float:
    """Return :func:`structure`'s value of one side's 24 counts on its path (a play's ``mover_counts``)."""
    value = 0.0
    for first in (0, 6, 18):
        block = mine[first : first + 6]
        exposed = block.count(1)
        held = 6 - block.count(0) - exposed
        value += weights.plein if held == 6 else weights.case * held
        value -= weights.exposed * exposed
    if mine[11] >= 2:
        value += weights.coin
    value -= weights.talon_excess * max(0, mine[0] - 3)
    return value


def expected_net(position: Position, me: Colour, conventions: Conventions = DEFAULT) -> float:
    """Return the expected points per throw for ``me`` minus his opponent's.

    Over the next throw of the side to move."""
    total = 0
    white = me is WHITE
    for throw in ALL_THROWS:
        w, b = points_only(position, throw, conventions)
        total += throw.weight * ((w - b) if white else (b - w))
    return total / 36


class BotPlayer:
    """A real opponent: chooses its plays, holds and leaves to maximize its expected gain."""

    name = "bot"

    def __init__(self, conventions: Conventions = DEFAULT, weights: Weights = Weights(), width: int = 10) -> None:
        self.conventions = conventions
        self.weights = weights
        self.width = width

    def value(self, play: Play, me: Colour) -> float:
        """Return the play's value: the opponent's throw looked at one ply ahead, and the structure it leaves."""
        after = play.position
        return expected_net(after, me, self.conventions) + structure(after, me, self.weights)

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        if len(plays) == 1:
            return plays[0]
        me = partie.state.mover
        ranked = sorted(plays, key=lambda play: structure_of(play.mover_counts, self.weights), reverse=True)
        return max(ranked[: self.width], key=lambda play: self.value(play, me))

    def choose_leave(self, partie: Partie) -> bool:
        state = partie.state
        me = state.mover
        score = state.score
        mine, theirs = score.of(me).trous, score.of(me.opponent).trous
        if partie.variant is Variant.ECRIRE and max(mine, theirs) >= OBLIGATION:
            # Leaving ends the marqué: take it when ahead, never when behind.
            return mine > theirs
        plays = partie.legal_plays()
        best = max(self.value(play, me) for play in plays[: self.width * 2])
        reste = score.of(me).points
        hold = best * self.weights.horizon + reste / 2
        return hold < self.weights.leave_bias
