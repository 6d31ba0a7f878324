"""A play entered dame by dame (studio/games/play_input.py): the studio completes it only when the rest is forced,
waits with the landings lit when several plays go on, and asks when one of them is already whole."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.board import WHITE, Position
from notation.dice import Throw
from notation.rules.moves import Play, legal_plays, rest_steps
from studio.games.play_input import Outcome, PlayInput
from tests.support.strategies import positions

Move = tuple[int, int]
START = Position.start()
# White's last three dames, on his steps 21, 22 and 23: a 5 bears off any of them.
LAST_THREE = Position((0,) * 20 + (1, 1, 1, 0), (0,) * 24, WHITE, None)


def _entry(position: Position, throw: Throw) -> PlayInput:
    return PlayInput.start(legal_plays(position, throw), position.counts(position.to_move), rest_steps(position))


def _after(position: Position, throw: Throw, journeys: tuple[Move, ...]) -> PlayInput | None:
    entry: PlayInput | None = _entry(position, throw)
    for origin, target in journeys:
        assert entry is not None
        entry = entry.advance(origin, target)
    return entry


@pytest.mark.parametrize(
    ("position", "throw", "journeys", "outcome", "play", "lit"),
    [
        # The case: 6-2 from the talons, B1 to B7 leaves B1-B3 and B7-B9 to choose from.
        (START, Throw(6, 2), ((1, 7),), Outcome.WAIT, None, {3: {1}, 9: {7}}),
        (START, Throw(6, 2), ((1, 7), (1, 3)), Outcome.COMPLETE, ((1, 7), (1, 3)), None),
        (START, Throw(6, 2), ((1, 7), (7, 9)), Outcome.COMPLETE, ((1, 7), (7, 9)), None),
        # The 2 first: the dame may go on with the 6 (B3-B9, the engine's B1-B7 B7-B9) or another take the 6.
        (START, Throw(6, 2), ((1, 3),), Outcome.WAIT, None, {7: {1}, 9: {3}}),
        (START, Throw(6, 2), ((1, 3), (3, 9)), Outcome.COMPLETE, ((1, 7), (7, 9)), None),
        (START, Throw(6, 2), ((1, 3), (1, 7)), Outcome.COMPLETE, ((1, 7), (1, 3)), None),
        (START, Throw(6, 2), ((1, 9),), Outcome.COMPLETE, ((1, 7), (7, 9)), None),
        # 6-5 from the talons has one play: the other number is forced.
        (START, Throw(6, 5), ((1, 7),), Outcome.COMPLETE, ((1, 7), (1, 6)), None),
        (START, Throw(6, 5), ((1, 6),), Outcome.COMPLETE, ((1, 7), (1, 6)), None),
        (START, Throw(3, 1), ((1, 4),), Outcome.WAIT, None, {2: {1}, 5: {4}}),
        (START, Throw(3, 3), ((1, 4),), Outcome.WAIT, None, {4: {1}, 7: {4}}),
        (START, Throw(3, 3), ((1, 7),), Outcome.COMPLETE, ((1, 4), (4, 7)), None),
        # Bearing off 5-1 from steps 21-23: B21 off is whole with the 1 then the 5, or leaves the 1 to play.
        (LAST_THREE, Throw(5, 1), ((21, 25),), Outcome.CHOOSE, None, None),
    ],
)
def test_the_studio_completes_only_a_forced_rest(
    position: Position,
    throw: Throw,
    journeys: tuple[Move, ...],
    outcome: Outcome,
    play: tuple[Move, ...] | None,
    lit: dict[int, set[int]] | None,
) -> None:
    entry = _after(position, throw, journeys)
    assert entry is not None
    assert entry.outcome() is outcome
    if play is not None:
        assert entry.play().moves == play
    else:
        with pytest.raises(ValueError, match="plays are left"):
            entry.play()
    if lit is not None:
        assert entry.next_landings() == lit


@pytest.mark.parametrize(
    ("journeys", "reason"),
    [
        (((7, 9),), "no dame on B7 before one is put there"),
        (((1, 5),), "no number takes a dame four points"),
        (((1, 7), (1, 7)), "the 6 is played already"),
        (((0, 7),), "no step 0"),
    ],
)
def test_a_move_no_legal_play_makes_is_refused(journeys: tuple[Move, ...], reason: str) -> None:
    entry: PlayInput | None = _entry(START, Throw(6, 2))
    for origin, target in journeys:
        assert entry is not None, reason
        entry = entry.advance(origin, target)
    assert entry is None, reason


def test_the_dames_moved_are_counted() -> None:
    entry = _after(START, Throw(6, 2), ((1, 7),))
    assert entry is not None
    assert entry.now()[:9] == (14, 0, 0, 0, 0, 0, 1, 0, 0)
    assert entry.made == ((1, 7),)
    assert set(entry.landings(1)) == {3} and set(entry.landings(7)) == {9} and entry.landings(2) == {}


def _journeys(moves: tuple[Move, ...]) -> tuple[Move, ...]:
    """The play as the person moves it dame by dame: a move that goes on from where the last ended is the same
    dame's (its journey lengthened)."""
    journeys: list[Move] = []
    for origin, target in moves:
        if journeys and journeys[-1][1] == origin and origin < 25:
            journeys[-1] = (journeys[-1][0], target)
        else:
            journeys.append((origin, target))
    return tuple(journeys)


def _check_never_guessed(position: Position, throw: Throw, play: Play, journeys: tuple[Move, ...]) -> None:
    entry: PlayInput | None = _entry(position, throw)
    for origin, target in journeys:
        assert entry is not None
        entry = entry.advance(origin, target)
        assert entry is not None, f"{origin}-{target} of {play.moves} refused"
        assert play in entry.plays()
        for stop, origins in entry.next_landings().items():
            assert all(entry.advance(start, stop) is not None for start in origins)
        if entry.outcome() is Outcome.COMPLETE:
            assert entry.play() == play
            return
        if entry.outcome() is Outcome.WAIT:
            assert len(entry.plays()) > 1 and all(reading.rest for reading in entry.readings)
    assert entry is not None and entry.outcome() in (Outcome.COMPLETE, Outcome.CHOOSE)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.builds(Throw, st.integers(1, 6), st.integers(1, 6)), st.data())
def test_a_play_made_move_by_move_or_dame_by_dame_is_never_completed_otherwise(
    position: Position, throw: Throw, data: st.DataObject
) -> None:
    """Whatever legal play the person makes, one number at a time or one dame at a time, the studio completes
    it only as that play: no play is chosen for him."""
    plays = [play for play in legal_plays(position, throw) if play.moves]
    if not plays:
        return
    play = data.draw(st.sampled_from(plays))
    _check_never_guessed(position, throw, play, tuple(play.moves))
    _check_never_guessed(position, throw, play, _journeys(play.moves))
