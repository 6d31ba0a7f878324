"""The network's sums over the features read skip the features that are zero (issue 40): a zero's products are
zeros, which leave a sum as it was, so the logit is the one summed over every feature, to the last bit; its loops
over floats (what the compiled engine runs in C) sum in the order of the dot products they replaced, eight hidden units
at a time and the rest one by one, for networks of any width."""

from __future__ import annotations

import json
import math
import operator
from collections.abc import Iterable
from functools import cache
from importlib import resources

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.board import WHITE, Position
from notation.rules.conventions import DEFAULT
from notation.scoreboard import PlayerScore, ScoreState
from notation.tutor.evaluator import Evaluator, _dense, default_evaluator
from tests.support.strategies import positions


def _plain(terms: Iterable[float]) -> float:
    """Sum left to right, each addition rounded: the network's order (Python 3.12's ``sum`` of floats compensates)."""
    total = 0.0
    for term in terms:
        total += term
    return total


def _points_share(evaluator: Evaluator, side: int, counts: tuple[int, ...]) -> list[float]:
    """One side's points' share of the hidden units, summed unit by unit over the points held."""
    vectors = [evaluator.points[24 * side + i][count] for i, count in enumerate(counts) if count]
    return [_plain(units) for units in zip(*vectors, strict=True)] if vectors else [0.0] * len(evaluator.out)


def _summed_over_every_feature(evaluator: Evaluator, dense: list[float], position: Position) -> float:
    """The logit as it was computed before: every feature read in every hidden unit's sum."""
    mine, theirs = (position.white, position.black) if position.to_move is WHITE else (position.black, position.white)
    acc = evaluator.bias
    for value, column in zip(dense[:11], evaluator.columns, strict=False):
        if value:
            acc = [z + value * w for z, w in zip(acc, column, strict=True)]
    values = [dense[index] for index, _column in evaluator.read]
    rows = [[column[j] for _index, column in evaluator.read] for j in range(len(evaluator.out))]
    read = [_plain(map(operator.mul, values, row)) for row in rows]
    mover, other = _points_share(evaluator, 0, mine), _points_share(evaluator, 1, theirs)
    hidden = [a + r + (m + o) for a, r, m, o in zip(acc, read, mover, other, strict=True)]
    total: float = evaluator.out_bias + _plain(map(operator.mul, evaluator.out, map(math.tanh, hidden)))
    return total


scores = st.builds(
    ScoreState,
    st.builds(PlayerScore, st.integers(0, 11), st.integers(0, 11), st.booleans()),
    st.builds(PlayerScore, st.integers(0, 11), st.integers(0, 11), st.booleans()),
)


@settings(max_examples=150, deadline=None)
@given(positions(), scores)
def test_the_logit_is_the_one_summed_over_every_feature(position: Position, score: ScoreState) -> None:
    evaluator = default_evaluator()
    dense = _dense(position, score, DEFAULT)
    mine, theirs = (position.white, position.black) if position.to_move is WHITE else (position.black, position.white)
    assert evaluator._total(dense, mine, theirs) == _summed_over_every_feature(evaluator, dense, position)


@pytest.mark.parametrize("kept", [0, 1, 2])
def test_no_feature_read_or_one_alone_gives_the_same_logit(kept: int) -> None:
    """Fewer than two features not zero: the sum over every feature (an item getter needs two)."""
    evaluator = default_evaluator()
    position = Position.start()
    dense = _dense(position, ScoreState(), DEFAULT)
    for rank, (index, _column) in enumerate(evaluator.read):
        if rank >= kept:
            dense[index] = 0.0
        else:
            dense[index] = 0.5 + rank
    counts = position.white
    assert evaluator._total(dense, counts, counts) == _summed_over_every_feature(evaluator, dense, position)


@cache
def _narrowed(size: int) -> Evaluator:
    """The shipped network cut to its first ``size`` hidden units: a width that is no multiple of eight."""
    data = json.loads(resources.files("notation.tutor").joinpath("evaluator.json").read_text(encoding="utf-8"))
    for key in ("hidden", "hidden_bias", "out"):
        data[key] = data[key][:size]
    return Evaluator.from_json(data)


@settings(max_examples=150, deadline=None)
@given(positions(), scores, st.sampled_from([1, 7, 8, 9, 13, 31]))
def test_a_network_of_any_width_sums_as_before(position: Position, score: ScoreState, size: int) -> None:
    evaluator = _narrowed(size)
    assert len(evaluator.out) == size
    dense = _dense(position, score, DEFAULT)
    mine, theirs = (position.white, position.black) if position.to_move is WHITE else (position.black, position.white)
    assert evaluator._total(dense, mine, theirs) == _summed_over_every_feature(evaluator, dense, position)
