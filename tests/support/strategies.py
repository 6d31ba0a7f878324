"""Hypothesis strategies for the notation's values: legal positions, throws, score states, orientations.

Import them as ``from tests.support.strategies import positions`` (pytest runs from the
repository's root).
"""

from __future__ import annotations

from hypothesis import strategies as st

from notation.board import BLACK, COIN, DAMES, WHITE, Colour, Point, Position, point_of_step
from notation.dice import ALL_THROWS, Throw
from notation.notations import Notation, Orientation, Side
from notation.scoreboard import PlayerScore, ScoreState

__all__ = [
    "colours",
    "dice",
    "notations",
    "orientations",
    "player_scores",
    "points",
    "points_and_sorties",
    "positions",
    "releve_throws",
    "score_states",
]

OPPONENT_COIN = 13

colours = st.sampled_from([WHITE, BLACK])
notations = st.sampled_from(list(Notation))
dice: st.SearchStrategy[Throw] = st.sampled_from(ALL_THROWS)
orientations = st.builds(Orientation, colours, st.sampled_from(list(Side)))
points = st.builds(Point, colours, st.integers(1, 12))
"""The 24 flèches (not the bande de sortie)."""
points_and_sorties = st.builds(Point, colours, st.integers(0, 12))
releve_throws = st.none() | st.tuples(st.integers(0, 6), st.integers(0, 6))


@st.composite
def _counts(draw: st.DrawFn, colour: Colour, taken: set[Point]) -> tuple[tuple[int, ...], set[Point]]:
    """0–15 dames of ``colour`` on free points: never the opponent's coin, never one dame on his coin."""
    free = [step for step in range(1, 25) if step != OPPONENT_COIN and point_of_step(colour, step) not in taken]
    chosen = draw(st.lists(st.sampled_from(free), unique=True, max_size=DAMES))
    counts = [0] * 24
    budget = DAMES
    used: set[Point] = set()
    for step in chosen:
        least = 2 if step == COIN else 1
        if budget < least:
            break
        count = draw(st.integers(least, min(budget, least + 3)) | st.integers(least, budget))
        counts[step - 1] = count
        budget -= count
        used.add(point_of_step(colour, step))
    return tuple(counts), used


@st.composite
def _scattered(draw: st.DrawFn, to_move: Colour | None, throws: st.SearchStrategy[tuple[int, int] | None]) -> Position:
    first = draw(colours)
    first_counts, taken = draw(_counts(first, set()))
    second_counts, _ = draw(_counts(first.opponent, taken))
    white, black = (first_counts, second_counts) if first is WHITE else (second_counts, first_counts)
    mover = to_move if to_move is not None else draw(colours)
    return Position(white, black, mover, draw(throws))


def positions(
    to_move: Colour | None = None,
    throws: st.SearchStrategy[tuple[int, int] | None] = releve_throws,
) -> st.SearchStrategy[Position]:
    """Legal positions: 0–15 dames per colour spread over points, no point shared, none on the opponent's
    coin, no single dame on a coin; now and then the starting position itself."""
    scattered = _scattered(to_move, throws)
    movers = [to_move] if to_move is not None else [WHITE, BLACK]
    starts = st.sampled_from([Position.start(colour) for colour in movers])
    return st.one_of(scattered, starts)


player_scores = st.builds(PlayerScore, st.integers(0, 11), st.integers(0, 40), st.booleans())
score_states = st.builds(ScoreState, player_scores, player_scores, st.none() | colours)
