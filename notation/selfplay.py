"""A minimal random self-play walk: each turn a random throw and a random legal play.

It knows only the movement laws (no scoring, no marking): a mover who can play
nothing passes, and when a player bears off his last dame both sides' dames go
back to their talons and the same player throws again (the relevé, Lois et règles, art. VIII).
It serves the engine's property tests and benchmarks.

>>> import random
>>> steps = list(random_walk(random.Random(1), throws=5))
>>> len(steps), steps[0].position == Position.start()
(5, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from notation.board import DAMES, WHITE, Position
from notation.dice import Throw
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import Play, legal_plays

__all__ = ["Step", "after_play", "random_throw", "random_walk"]

_TALON = (DAMES,) + (0,) * 23
_THROWS = tuple(Throw(a, b) for a in range(1, 7) for b in range(1, 7))  # the 36 ordered outcomes


@dataclass(frozen=True, slots=True)
class Step:
    """One turn of the walk: the position before, the throw, the play chosen, and whether a relevé followed."""

    position: Position
    throw: Throw
    play: Play
    releve: bool


def random_throw(rng: random.Random) -> Throw:
    """Return a throw of two fair dice."""
    return _THROWS[rng.randrange(36)]


def after_play(position: Position, play: Play) -> tuple[Position, bool]:
    """Return the position the next throw is made from, and whether a relevé happened.

    When the mover has borne off his last dame, all dames go back to the talons
    and the same player throws again, the relevé's throw counts starting at zero.
    """
    mover = position.to_move
    after = play.position
    if not any(after.white if mover is WHITE else after.black):
        return Position.unchecked(_TALON, _TALON, mover, (0, 0)), True
    return after, False


def random_walk(
    rng: random.Random,
    throws: int,
    start: Position | None = None,
    conventions: Conventions = DEFAULT,
    plays: Callable[[Position, Throw, Conventions], list[Play]] = legal_plays,
) -> Iterator[Step]:
    """Play ``throws`` turns from ``start`` (the opening position, White first), each a random legal play."""
    position = Position.start() if start is None else start
    for _ in range(throws):
        throw = _THROWS[rng.randrange(36)]
        options = plays(position, throw, conventions)
        play = options[rng.randrange(len(options))]
        following, releve = after_play(position, play)
        yield Step(position, throw, play, releve)
        position = following
