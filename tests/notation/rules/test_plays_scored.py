"""What the legal plays score, kept by the mover's dames and the opponent's gates (issue 40).

The scoring keeps what a throw's legal plays score (the pleins filled and conserved, the sortie, the pile, the
impuissance) by the mover's dames, the throw and where the opponent's dames let him rest and stop on the steps the
throw can reach (:meth:`notation.rules.moves._Analysis.gate_mask`; ``scoring._PLAYS_SCORED``): the evaluator asks
the points of the 21 throws of every position it values, and a 2-ply search values many positions where only the
opponent's dames differ.  The claim under it: two positions with the mover's same dames and the same mask for a
throw have the same plays' moves for it.  Checked here on positions near a plein
(where the plays are made), the opponent's dames moved among his points or drawn afresh, against the scoring
handed the plays (which never reads what is kept), after the kept answers of the first position."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Position
from notation.dice import ALL_THROWS, Throw
from notation.errors import TrictracError
from notation.rules import scoring
from notation.rules.conventions import Conventions
from notation.rules.moves import _Analysis, legal_plays
from notation.rules.scoring import points_only, score
from tests.notation.rules.test_jans_after import near_plein
from tests.support.strategies import dice


def _same_opponent_points(position: Position, rng: random.Random) -> Position | None:
    """Return ``position`` with one of the opponent's dames moved onto another point he holds (None if none can)."""
    mover = position.to_move
    theirs = list(position.black if mover is WHITE else position.white)
    held = [i for i, count in enumerate(theirs) if count]
    spare = [i for i in held if theirs[i] >= 2]
    if not spare or len(held) < 2:
        return None
    source = rng.choice(spare)
    theirs[source] -= 1
    theirs[rng.choice([i for i in held if i != source])] += 1
    mine = position.white if mover is WHITE else position.black
    white, black = (mine, tuple(theirs)) if mover is WHITE else (tuple(theirs), mine)
    try:
        return Position(white, black, mover, None)
    except TrictracError:
        return None


def _fresh_opponent(position: Position, rng: random.Random) -> Position | None:
    """Return ``position`` with the opponent's dames drawn afresh where the mover has none (None if illegal)."""
    mover = position.to_move
    mine = position.white if mover is WHITE else position.black
    free = [s for s in range(1, 25) if not mine[24 - s] and s not in (12, 13)]
    theirs = [0] * 24
    for _ in range(rng.randint(1, 15)):
        theirs[rng.choice(free) - 1] += 1
    white, black = (mine, tuple(theirs)) if mover is WHITE else (tuple(theirs), mine)
    try:
        return Position(white, black, mover, None)
    except TrictracError:
        return None


def _direct(position: Position, throw: Throw) -> scoring.Score:
    """Score ``throw`` handed its legal plays: the scoring then reads nothing it kept."""
    return score(position, throw, plays=legal_plays(position, throw))


@st.composite
def pairs(draw: st.DrawFn) -> tuple[Position, Position]:
    """A position near a plein, and the mover's same dames with the opponent's moved or drawn afresh."""
    position = draw(near_plein())
    rng = random.Random(draw(st.integers(0, 2**32)))
    other = (_fresh_opponent if draw(st.booleans()) else _same_opponent_points)(position, rng)
    assume(other is not None)
    assert other is not None
    return position, other


@settings(max_examples=300, deadline=None)
@given(pairs(), dice)
def test_what_is_kept_is_what_the_plays_score(pair: tuple[Position, Position], throw: Throw) -> None:
    position, other = pair
    points_only(position, throw)  # kept: the first position's answer, by its mover's dames and gates
    made = _direct(other, throw)
    assert score(other, throw) == made
    assert points_only(other, throw) == (made.total(WHITE), made.total(BLACK))


@settings(max_examples=300, deadline=None)
@given(pairs(), dice)
def test_the_same_gates_give_the_same_moves(pair: tuple[Position, Position], throw: Throw) -> None:
    position, other = pair
    assume(_Analysis(other).gate_mask(throw.high, throw.low) == _Analysis(position).gate_mask(throw.high, throw.low))
    first, second = legal_plays(position, throw), legal_plays(other, throw)
    assert [p.moves for p in first] == [p.moves for p in second]
    assert [(p.unplayed, p.jans_after, p.mover_counts) for p in first] == [
        (p.unplayed, p.jans_after, p.mover_counts) for p in second
    ]


def test_the_kept_answers_serve_a_search() -> None:
    """A search's positions: the mover's dames kept, the opponent's moved; many answers read back, all right."""
    rng = random.Random(7)
    scoring._PLAYS_SCORED.clear()
    mine = [2, 2, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4]  # his petit jan one short
    read_back = 0
    for _ in range(60):
        theirs = [0] * 24
        for _ in range(15):
            theirs[rng.choice([i for i in range(6, 18) if i not in (11, 12)])] += 1  # off the coins
        for mover in (WHITE, BLACK):
            white, black = (tuple(mine), tuple(theirs)) if mover is WHITE else (tuple(theirs), tuple(mine))
            position = Position(white, black, mover, None)
            for throw in ALL_THROWS:
                kept = len(scoring._PLAYS_SCORED)
                assert score(position, throw) == _direct(position, throw)
                read_back += len(scoring._PLAYS_SCORED) == kept
    assert read_back > 1000, read_back
    assert len(scoring._PLAYS_SCORED) <= scoring._PLAYS_SCORED_MOST


def test_other_conventions_keep_nothing() -> None:
    scoring._PLAYS_SCORED.clear()
    mine = (2, 2, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4)
    theirs = (0,) * 11 + (15,) + (0,) * 12
    position = Position(mine, theirs, WHITE, None)
    conventions = Conventions(pile_de_misere=True)
    for throw in ALL_THROWS:
        made = score(position, throw, conventions, plays=legal_plays(position, throw, conventions))
        assert score(position, throw, conventions) == made
    assert not scoring._PLAYS_SCORED


def _counts(dames: dict[int, int]) -> tuple[int, ...]:
    """Return the counts of a side from its dames by step."""
    return tuple(dames.get(step, 0) for step in range(1, 25))


# The opponent on the same points (his steps 1, 7 and 9: the mover's 24, 18 and 16), the mover's rests alike; in the
# first he can still fill his grand jan, which is then closed to the mover (its empty points no stops), in the second
# he cannot (docs/rules.md, *Jans interdits*).
GRAND_CLOSED = _counts({1: 1, 7: 11, 9: 3})
GRAND_OPEN = _counts({1: 1, 7: 1, 9: 13})


@pytest.mark.parametrize(
    "mine",
    [
        {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1, 10: 2, 11: 2},  # his petit jan one short, four dames to play
        {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 10: 1, 11: 2},  # his petit jan plein, three dames to play
        {1: 2, 2: 2, 3: 2, 4: 2, 5: 1, 6: 2, 9: 2, 10: 2},
    ],
)
def test_a_grand_jan_closed_or_open_is_kept_apart(mine: dict[int, int]) -> None:
    closed = Position(_counts(mine), GRAND_CLOSED, WHITE, None)
    open_ = Position(_counts(mine), GRAND_OPEN, WHITE, None)
    assert _Analysis(closed).rest == _Analysis(open_).rest
    assert any(
        _Analysis(closed).gate_mask(throw.high, throw.low) != _Analysis(open_).gate_mask(throw.high, throw.low)
        for throw in ALL_THROWS
    )
    scoring._PLAYS_SCORED.clear()
    differ = 0
    for throw in ALL_THROWS:
        points_only(closed, throw)
        made = _direct(open_, throw)
        assert score(open_, throw) == made
        differ += made.total(WHITE) != _direct(closed, throw).total(WHITE)
    assert differ, "the closed grand jan changed no throw's points"


@pytest.mark.parametrize("throw", ALL_THROWS, ids=str)
def test_the_mask_keeps_the_steps_the_throw_reaches(throw: Throw) -> None:
    """Dames on steps 1 and 10; the opponent's on the mover's steps 20 and 24 (his 5 and 1): a rest or stop is in
    the mask where a dame can rest or stop by the throw's numbers, and the opponent's coin always is."""
    mine = _counts({1: 13, 10: 2})
    theirs = _counts({1: 14, 5: 1})
    analysis = _Analysis(Position(mine, theirs, WHITE, None))
    a, b = throw.high, throw.low
    steps = (a, 2 * a, 3 * a, 4 * a) if a == b else (a, b, a + b)
    reached = {source + step for source in (1, 10) for step in steps if source + step <= 24} | {13}
    mask = analysis.gate_mask(a, b)
    for t in range(1, 25):
        assert bool(mask >> t & 1) == (t in reached and analysis.rest[t]), t
        assert bool(mask >> (t + 25) & 1) == (t in reached and analysis.stop[t]), t
