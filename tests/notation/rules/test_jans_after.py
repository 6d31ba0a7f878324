"""The jans a play leaves plein, read without its counts (issue 40): the engine writes into each play the jans it
fills and conserves (:attr:`notation.rules.moves.Play.jans_after`) from its moves alone, and the scoring reads them
to find the plays that fill or conserve.  They must be what the counts after the play say: a jan plein after the
play (every point of it holding two dames or more) is one of them, and no other is, whenever the mover has a jan
near its plein; the points scored, with the plays and without, are checked besides by ``test_unplayed_fast.py`` and
the recorded corpus.  Positions with a jan near its plein are drawn on purpose (the evaluator's costly case)."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Colour, Jan, Position
from notation.dice import ALL_THROWS, Throw
from notation.errors import TrictracError
from notation.rules.moves import _Analysis, _plein_mask, candidate_plays, legal_plays
from notation.rules.scoring import points_only, score
from tests.support.strategies import colours, dice, positions

JANS = {"petit": range(1, 7), "grand": range(7, 13), "retour": range(19, 25)}


def _on_path(colour: Colour, mover_steps: list[int], opponent_steps: list[int]) -> tuple[tuple[int, ...], ...]:
    """Return the white and black counts of a mover of ``colour`` (by his steps) and of his opponent (by his own)."""
    mine, theirs = [0] * 24, [0] * 24
    for step in mover_steps:
        mine[step - 1] += 1
    for step in opponent_steps:
        theirs[step - 1] += 1
    return (tuple(mine), tuple(theirs)) if colour is WHITE else (tuple(theirs), tuple(mine))


@st.composite
def near_plein(draw: st.DrawFn) -> Position:
    """A position whose mover has a jan of ten dames or more at most two short of its plein, the rest scattered."""
    mover = draw(colours)
    mine = [step for step in JANS[draw(st.sampled_from(sorted(JANS)))] for _ in range(2)]
    for _ in range(draw(st.integers(0, 2))):
        mine.remove(draw(st.sampled_from(sorted(set(mine) - {12}))))  # never a lone dame on the coin
    elsewhere = [step for step in range(1, 25) if step not in (12, 13)]
    while len(mine) < 15 and draw(st.booleans() | st.just(True)):
        mine.append(draw(st.sampled_from(elsewhere)))
    # the opponent's dames on his own steps, never where the mover stands (the mover's step s is his 25 - s)
    held = {25 - step for step in mine}
    free = [step for step in range(1, 25) if step not in held and step not in (12, 13)]
    theirs = draw(st.lists(st.sampled_from(free), min_size=1, max_size=15))
    white, black = _on_path(mover, mine, theirs)
    try:
        return Position(white, black, mover, None)
    except TrictracError:
        assume(False)
        raise


BITS = {Jan.PETIT: 1, Jan.GRAND: 2, Jan.RETOUR: 4}


def _check(position: Position, throw: Throw) -> None:
    analysis = _Analysis(position)
    for plays in (candidate_plays(position, throw), legal_plays(position, throw)):
        for play in plays:
            expected = _plein_mask(play.mover_counts) if analysis.near_plein else 0
            assert play.jans_after == expected, (position, throw, play)
            # what the fills and conserves say of the same play
            assert sum(BITS[jan] for jan in play.fills | play.conserves) == play.jans_after


@settings(max_examples=400, deadline=None)
@given(near_plein(), dice)
def test_near_a_plein_the_jans_left_plein_are_those_the_counts_show(position: Position, throw: Throw) -> None:
    assert _Analysis(position).near_plein
    _check(position, throw)


@settings(max_examples=300, deadline=None)
@given(near_plein(), dice)
def test_near_a_plein_the_points_with_the_plays_are_those_without(position: Position, throw: Throw) -> None:
    plays = legal_plays(position, throw)
    made = score(position, throw, plays=plays)
    assert points_only(position, throw) == (made.total(WHITE), made.total(BLACK))
    assert points_only(position, throw, plays=plays) == (made.total(WHITE), made.total(BLACK))


@settings(max_examples=300, deadline=None)
@given(positions(), dice)
def test_any_position(position: Position, throw: Throw) -> None:
    _check(position, throw)


@pytest.mark.parametrize("seed", range(6))
def test_parties_built_towards_the_pleins(seed: int) -> None:
    rng = random.Random(seed)
    position = Position.start(rng.choice([WHITE, BLACK]))
    near = 0
    for _ in range(150):
        throw = rng.choice(ALL_THROWS)
        _check(position, throw)
        near += _Analysis(position).near_plein
        plays = legal_plays(position, throw)
        # the play keeping the most dames in the mover's grand jan, most of the time: towards its plein
        play = max(plays, key=lambda p: sum(p.mover_counts[6:12])) if rng.random() < 0.7 else rng.choice(plays)
        position = play.position
        if position.off(position.to_move.opponent) == 15:
            position = Position.start(position.to_move)
    assert near, "the partie never came near a plein"
