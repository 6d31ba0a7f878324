"""The bot's static structure (``notation.tutor.bot.structure``), which the 2-ply search ranks every reply by before
the evaluator values the best: counted with ``tuple.count`` (issue 40), it gives the floats it gave, to the last bit,
so that the replies kept and their ties' order are the same."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Colour, Position
from notation.tutor.bot import Weights, structure
from tests.support.strategies import positions


def _counted_one_by_one(position: Position, me: Colour) -> float:
    """The structure as it was written before: a generator over each jan's points."""
    weights = Weights()
    mine = position.counts(me)
    value = 0.0
    for first in (0, 6, 18):
        block = mine[first : first + 6]
        held = sum(1 for count in block if count >= 2)
        value += weights.plein if held == 6 else weights.case * held
        value -= weights.exposed * sum(1 for count in block if count == 1)
    if mine[11] >= 2:
        value += weights.coin
    value -= weights.talon_excess * max(0, mine[0] - 3)
    return value


@given(positions(), st.sampled_from([WHITE, BLACK]))
def test_the_structure_is_the_one_counted_point_by_point(position: Position, me: Colour) -> None:
    assert structure(position, me) == _counted_one_by_one(position, me)
