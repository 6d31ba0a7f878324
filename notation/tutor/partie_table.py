"""The partie equity table: the chance to win the partie ordinaire from the trous, at the start of a relevé.

The analogue of a backgammon program's match equity table.  A partie ordinaire
is a series of relevés (each ends when a player leaves after a trou won on his
own throw, or bears off his last dame), and the first to twelve trous wins it
(docs/rules.md, the partie ordinaire).  What a relevé yields is modelled by its
**outcome**, measured in self-play: the trous each side won in it, in the order
they were won, and who throws first in the next one (the leaver, or the player
who bore off).  From that model, :func:`solve` computes by dynamic programming
(value iteration: a relevé may win no trou) the chance that a player wins from
each pair of trous, when he throws first and when his opponent does.

The pavillon and the bredouille of trous change what a partie is worth under
some agreements (``notation.game.PartieValue``), never who wins it; at the start
of a relevé the jetons are back at zero.  The chance to win therefore depends on
the trous and on who throws first only, and those are the table's keys.

The table ships as ``partie_table.json`` in this package, made by
``scripts/partie_table.py``; :func:`partie_chance` reads it.

>>> round(partie_chance(3, 5, first=True) + partie_chance(5, 3, first=False), 4)
1.0
>>> partie_chance(11, 0, first=True) > 0.9
True
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

__all__ = ["TROUS", "Outcome", "PartieTable", "partie_chance", "partie_logit", "simulate", "solve"]

TROUS = 12
"""The trous of the partie ordinaire."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One relevé's outcome, for the player who threw first in it (``True``) and his opponent (``False``).

    ``gains`` are the trous won, in order, as (who, how many); ``next_first`` whether the same player throws
    first in the next relevé.
    """

    gains: tuple[tuple[bool, int], ...]
    next_first: bool


def _apply(mine: int, theirs: int, outcome: Outcome, me_first: bool) -> tuple[int, int, bool] | bool:
    """Return the trous after a relevé and whether I throw first next.

    Or ``True``/``False`` if the relevé ends the partie."""
    for first, trous in outcome.gains:
        if first == me_first:
            mine += trous
            if mine >= TROUS:
                return True
        else:
            theirs += trous
            if theirs >= TROUS:
                return False
    return mine, theirs, outcome.next_first == me_first


@dataclass(frozen=True, slots=True)
class PartieTable:
    """``first[a][b]``: the chance to win with ``a`` trous against ``b``, throwing first.

    ``second``, the opponent throwing first (``a``, ``b`` from 0 to 11)."""

    first: tuple[tuple[float, ...], ...]
    second: tuple[tuple[float, ...], ...]

    def chance(self, mine: int, theirs: int, *, first: bool) -> float:
        if mine >= TROUS:
            return 1.0
        if theirs >= TROUS:
            return 0.0
        return (self.first if first else self.second)[mine][theirs]

    def to_json(self) -> dict[str, object]:
        return {
            "first": [[round(v, 6) for v in row] for row in self.first],
            "second": [[round(v, 6) for v in row] for row in self.second],
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> PartieTable:
        def grid(value: object) -> tuple[tuple[float, ...], ...]:
            assert isinstance(value, list) and len(value) == TROUS
            rows = tuple(tuple(float(v) for v in row) for row in value)
            assert all(len(row) == TROUS for row in rows)
            return rows

        return cls(grid(data["first"]), grid(data["second"]))


def solve(model: Sequence[tuple[Outcome, float]], tolerance: float = 1e-12) -> PartieTable:
    """Return the table for a relevé model (each outcome with its probability), by value iteration.

    >>> even = [(Outcome(((True, 1),), False), 0.5), (Outcome(((False, 1),), True), 0.5)]
    >>> round(solve(even).chance(11, 11, first=True), 3)
    0.5
    """
    total = sum(weight for _, weight in model)
    model = [(outcome, weight / total) for outcome, weight in model]
    first = [[0.5] * TROUS for _ in range(TROUS)]
    second = [[0.5] * TROUS for _ in range(TROUS)]
    for _ in range(10_000):
        change = 0.0
        for mine in range(TROUS):
            for theirs in range(TROUS):
                for me_first, grid in ((True, first), (False, second)):
                    value = 0.0
                    for outcome, weight in model:
                        after = _apply(mine, theirs, outcome, me_first)
                        if after is True:
                            value += weight
                        elif after is not False:
                            a, b, next_first = after
                            value += weight * (first if next_first else second)[a][b]
                    change = max(change, abs(value - grid[mine][theirs]))
                    grid[mine][theirs] = value
        if change < tolerance:
            break
    return PartieTable(tuple(map(tuple, first)), tuple(map(tuple, second)))


def simulate(
    model: Sequence[tuple[Outcome, float]], mine: int, theirs: int, *, first: bool, parties: int, rng: random.Random
) -> int:
    """Count how many of ``parties`` parties the player with ``mine`` trous wins.

    The parties are played relevé by relevé from the model."""
    outcomes = [outcome for outcome, _ in model]
    weights = [weight for _, weight in model]
    wins = 0
    for _ in range(parties):
        a, b, me_first = mine, theirs, first
        while True:
            after = _apply(a, b, rng.choices(outcomes, weights)[0], me_first)
            if after is True or after is False:
                wins += after
                break
            a, b, me_first = after
    return wins


@cache
def _shipped() -> PartieTable:
    text = resources.files("notation.tutor").joinpath("partie_table.json").read_text(encoding="utf-8")
    return PartieTable.from_json(json.loads(text))


def partie_chance(mine: int, theirs: int, *, first: bool) -> float:
    """Return the chance to win the partie ordinaire at the start of a relevé.

    With ``mine`` trous against ``theirs``.

    Throwing first (``first``) or not, from the shipped table."""
    return _shipped().chance(mine, theirs, first=first)


@cache
def partie_logit(mine: int, theirs: int) -> float:
    """Return ``log(p / (1 − p))`` of :func:`partie_chance` throwing first, bounded.

    The evaluator's prior from the trous."""
    chance = min(max(partie_chance(min(mine, TROUS), min(theirs, TROUS), first=True), 1e-4), 1 - 1e-4)
    return math.log(chance / (1 - chance))
