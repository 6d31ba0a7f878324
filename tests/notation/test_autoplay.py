"""Self-play from a state: :func:`notation.autoplay.continue_partie` plays a partie on to its end by the laws,
leaving the partie it starts from as it was."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from notation.autoplay import GreedyPlayer, Player, RandomPlayer, continue_partie, play_partie
from notation.board import Colour
from notation.errors import BadArgumentError
from notation.game import Decision, Move, Partie, Phase, PrimauteThrow, Roll, Variant

INPUTS = (PrimauteThrow, Roll, Decision, Move)


def _players(seed: int) -> tuple[Player, Player]:
    return RandomPlayer(random.Random(seed)), GreedyPlayer()


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(list(Variant)), st.floats(0, 1))
@example(2919, Variant.ECRIRE, 0.40625)  # two marqués, one to each side, 5 points each: no winner
def test_a_continuation_goes_on_by_the_laws_from_the_state_to_the_end(seed: int, variant: Variant, at: float) -> None:
    partie = play_partie(_players(seed), random.Random(seed + 1), variant, marques=2)
    rolls = [i for i, event in enumerate(partie.events) if isinstance(event, Roll)]
    cut = rolls[int(at * (len(rolls) - 1))]
    head = Partie.replay([e for e in partie.events[:cut] if isinstance(e, INPUTS)], variant, marques_to_play=2)
    before = (list(head.events), list(head.states))
    continued = continue_partie(head, _players(seed + 2), random.Random(seed + 3))
    assert (head.events, head.states) == before  # the partie played on is left as it was
    assert continued.over
    if continued.state.winner is None:
        # A partie à écrire of an even number of marqués may end with equal totals: then no one wins it (seed
        # 2919, two marqués of 5 points each, one to each side).
        totals = [sum(m.points for m in continued.state.marques if m.winner is colour) for colour in Colour]
        assert variant is Variant.ECRIRE and totals[0] == totals[1], totals
    assert isinstance(continued.events[0], Roll) and continued.events[0].colour is head.state.mover
    # The laws accept every event of the continuation after the partie's own.
    inputs = [e for e in head.events + continued.events if isinstance(e, INPUTS)]
    again = Partie.replay(inputs, variant, marques_to_play=2)
    assert again.states == head.states + continued.states


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(list(Variant)))
def test_continuing_a_new_partie_is_playing_it(seed: int, variant: Variant) -> None:
    # The same dice in the same order: continue_partie throws the primauté as play_partie does.
    played = play_partie(_players(seed), random.Random(seed + 1), variant, marques=2)
    continued = continue_partie(Partie(variant, marques_to_play=2), _players(seed), random.Random(seed + 1))
    assert continued.events == played.events and continued.states == played.states


@pytest.mark.parametrize(
    ("partie", "name"),
    [
        (Partie(ecoles=True), "ecoles"),
        (Partie(), "max_throws"),
    ],
)
def test_a_continuation_that_cannot_end_is_refused(partie: Partie, name: str) -> None:
    with pytest.raises(BadArgumentError) as caught:
        continue_partie(partie, _players(1), random.Random(2), max_throws=3)
    assert caught.value.name == name


def test_an_ended_partie_continues_as_it_is() -> None:
    partie = play_partie(_players(4), random.Random(5))
    continued = continue_partie(partie, _players(6), random.Random(7))
    assert continued.events == [] and continued.state == partie.state and continued.state.phase is Phase.OVER
