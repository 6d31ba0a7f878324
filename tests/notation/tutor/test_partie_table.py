"""The partie equity table: its dynamic programming against a simulation of its own relevé model, and the
shipped table's symmetry, monotony and bounds."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.tutor.partie_table import TROUS, Outcome, partie_chance, simulate, solve

gains = st.lists(st.tuples(st.booleans(), st.integers(1, 3)), max_size=3).map(tuple)
outcomes = st.builds(Outcome, gains, st.booleans())
models = st.lists(st.tuples(outcomes, st.integers(1, 10)), min_size=1, max_size=5).filter(
    # a model where no relevé ever wins a trou never ends a partie
    lambda model: any(outcome.gains for outcome, _ in model)
)


@pytest.mark.slow
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(model=models, mine=st.integers(0, TROUS - 1), theirs=st.integers(0, TROUS - 1), first=st.booleans())
def test_the_dynamic_programming_agrees_with_a_simulation_of_its_model(
    model: list[tuple[Outcome, int]], mine: int, theirs: int, first: bool
) -> None:
    weighted = [(outcome, float(weight)) for outcome, weight in model]
    table = solve(weighted)
    parties = 1500
    wins = simulate(weighted, mine, theirs, first=first, parties=parties, rng=random.Random(mine * 97 + theirs))
    expected = table.chance(mine, theirs, first=first)
    # 4.5 standard errors: a sound table fails this about once in 150,000 runs, a wrong one at once.
    assert abs(wins / parties - expected) <= 4.5 * math.sqrt(max(expected * (1 - expected), 1e-4) / parties) + 1e-3


def test_a_relevé_that_always_gives_the_first_thrower_a_trou_is_won_by_him() -> None:
    # He wins a trou and leaves (throwing first again): he wins every partie from any score short of losing.
    table = solve([(Outcome(((True, 1),), True), 1.0)])
    assert table.chance(0, 11, first=True) == pytest.approx(1.0)
    assert table.chance(11, 0, first=False) == pytest.approx(0.0)


@pytest.mark.parametrize("mine", range(TROUS))
@pytest.mark.parametrize("theirs", range(TROUS))
def test_exchanging_the_sides_gives_one_minus_the_chance(mine: int, theirs: int) -> None:
    assert partie_chance(mine, theirs, first=True) + partie_chance(theirs, mine, first=False) == pytest.approx(
        1.0, abs=2e-6
    )


@pytest.mark.parametrize("first", [True, False])
@pytest.mark.parametrize("theirs", range(TROUS))
def test_more_trous_are_worth_more(first: bool, theirs: int) -> None:
    chances = [partie_chance(mine, theirs, first=first) for mine in range(TROUS + 1)]
    assert chances == sorted(chances)
    assert chances[0] < chances[-1]


@pytest.mark.parametrize("first", [True, False])
def test_the_won_and_lost_boundaries(first: bool) -> None:
    assert all(partie_chance(TROUS, theirs, first=first) == 1.0 for theirs in range(TROUS))
    assert all(partie_chance(mine, TROUS, first=first) == 0.0 for mine in range(TROUS))
    # Eleven trous to none: one trou more wins; the table knows it.
    assert partie_chance(TROUS - 1, 0, first=first) > 0.9
    assert partie_chance(0, TROUS - 1, first=first) < 0.1


@pytest.mark.parametrize("trous", range(TROUS - 3))
def test_at_equal_trous_far_from_the_end_the_sides_are_near_even(trous: int) -> None:
    # A relevé gives each side about as many trous (docs/tutor.md); near twelve, where the next trou or two decide,
    # who throws first matters more (0.386 throwing first at 11–11).
    assert abs(partie_chance(trous, trous, first=True) - 0.5) < 0.05
