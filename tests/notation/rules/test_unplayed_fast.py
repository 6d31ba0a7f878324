"""The impuissance found without making the plays (issue 40): :func:`notation.rules.moves.unplayed_fast` answers what
the legal plays leave unplayed, and the scoring that uses it marks what it marked with the plays made.

The evaluator asks :func:`notation.rules.scoring.points_only` for every throw of every position it values; where
nothing can be filled, conserved or finished, the plays matter to the scoring only by the numbers they leave
unplayed (two points to the opponent each, *Dictionnaire raisonné*, IMPUISSANCE).  Each case compares the quick
answer with the one read from :func:`notation.rules.moves.legal_plays`, on drawn positions and on positions of
parties played out throw by throw."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings

from notation.board import BLACK, WHITE, Point, Position
from notation.dice import ALL_THROWS, Throw
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import _Analysis, legal_plays, unplayed_fast
from notation.rules.scoring import points_only, score
from tests.support.strategies import dice, positions

PILE = Conventions(pile_de_misere=True)


def _unplayed(position: Position, throw: Throw) -> tuple[int, ...]:
    """The fewest numbers a legal play leaves unplayed, read from the plays."""
    return min((play.unplayed for play in legal_plays(position, throw)), key=len)


def _walked(seed: int, throws: int = 80) -> list[Position]:
    """Return the positions of a partie played throw by throw, each play drawn among the legal ones."""
    rng = random.Random(seed)
    position = Position.start()
    seen = [position]
    for _ in range(throws):
        plays = legal_plays(position, rng.choice(ALL_THROWS))
        position = rng.choice(plays).position
        if position.off(position.to_move.opponent) == 15:
            break
        seen.append(position)
    return seen


@settings(max_examples=400, deadline=None)
@given(positions(), dice)
def test_the_numbers_unplayed_are_those_of_the_legal_plays(position: Position, throw: Throw) -> None:
    analysis = _Analysis(position)
    assume(analysis.outside >= 2 and not analysis.opp_empty)
    assert unplayed_fast(analysis, throw.high, throw.low) == _unplayed(position, throw)


@settings(max_examples=300, deadline=None)
@given(positions(), dice)
def test_the_scoring_without_the_plays_marks_what_it_marks_with_them(position: Position, throw: Throw) -> None:
    for conventions in (DEFAULT, PILE):
        plays = legal_plays(position, throw, conventions)
        made = score(position, throw, conventions, plays=plays)
        quick = score(position, throw, conventions)
        totals = (made.total(WHITE), made.total(BLACK))
        assert (quick.total(WHITE), quick.total(BLACK)) == totals
        assert quick == made  # their events, rencontre by rencontre
        assert [event.explanation_en for event in quick.events] == [event.explanation_en for event in made.events]
        assert points_only(position, throw, conventions) == totals


@pytest.mark.parametrize("seed", range(12))
def test_parties_played_out_score_every_throw_alike(seed: int) -> None:
    positions_seen = _walked(seed)
    quick = 0
    for position in positions_seen:
        analysis = _Analysis(position)
        for throw in ALL_THROWS:
            with_plays = points_only(position, throw, plays=legal_plays(position, throw))
            assert points_only(position, throw) == with_plays, (position, throw)
            if analysis.outside >= 2 and not analysis.near_plein:
                quick += 1
                assert unplayed_fast(analysis, throw.high, throw.low) == _unplayed(position, throw)
    assert quick, "the partie never left the path this checks"


BLOCKED: dict[str | Point, int] = {"B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "N1": 5}
"""Noir's dames closing Blanc's first five points beyond his talon (his B2–B6): only B7 is open to a dame of the
talon, and Blanc's coin (B12) cannot be taken by one dame alone."""


@pytest.mark.parametrize(
    ("throw", "expected"),
    [
        (Throw(6, 5), (5,)),  # the 6 to B7; the 5 is closed, and B7 by 5 is the coin for one dame
        (Throw(5, 4), (5, 4)),  # both numbers closed, and the tout d'une has no rest
        (Throw(6, 6), ()),  # two dames of the talon to B7
        (Throw(6, 1), ()),  # the tout d'une rests on B7 and ends on B8
        (Throw(2, 1), (2, 1)),
    ],
)
def test_a_blocked_talon(throw: Throw, expected: tuple[int, ...]) -> None:
    position = Position.from_points({"B1": 15}, BLOCKED)
    assert unplayed_fast(_Analysis(position), throw.high, throw.low) == expected == _unplayed(position, throw)
    assert points_only(position, throw)[1] == 2 * len(expected)
