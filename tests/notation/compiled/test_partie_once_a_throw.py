"""A partie makes a throw's legal plays once and its score's events only when they are read (issue 40).

The partie's answers are those of the engine asked afresh (``tests/notation/test_game.py``,
``tests/notation/test_autoplay.py`` and the recorded corpus of ``tests/notation/compiled/test_speed_equivalence.py``
check them); here, that the work is done once: the
legal plays are made when the throw is marked and serve the scoring, the player and the check of his play; the
score keeps each side's total and makes its events, the same as :func:`score` makes, when first read.
"""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation import game
from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import BLACK, WHITE, Colour, Position
from notation.dice import Throw
from notation.game import Partie, Phase, PrimauteThrow, Roll, Variant
from notation.notations import Notation, Orientation
from notation.rules import moves, scoring
from notation.rules.conventions import BearingOff, Conventions
from notation.rules.moves import Play
from notation.rules.scoring import Score, score
from tests.support.strategies import positions

COMPILED = not str(game.__file__).endswith(".py")
"""The compiled ``game`` calls the compiled engine directly: a stand-in put in the module is not seen."""


def _throws(partie: Partie) -> int:
    return sum(isinstance(event, Roll | PrimauteThrow) for event in partie.events)


@pytest.mark.skipif(COMPILED, reason="counts the calls of the pure-Python game module")
@pytest.mark.parametrize(("seed", "variant"), [(1, Variant.ORDINAIRE), (2, Variant.ECRIRE), (3, Variant.ORDINAIRE)])
def test_a_partie_makes_the_legal_plays_once_a_throw(
    monkeypatch: pytest.MonkeyPatch, seed: int, variant: Variant
) -> None:
    asked: list[tuple[Position, Throw]] = []

    def counted(position: Position, throw: Throw, conventions: Conventions) -> list[Play]:
        asked.append((position, throw))
        return moves.legal_plays(position, throw, conventions)

    monkeypatch.setattr(game, "legal_plays", counted)
    players = (RandomPlayer(random.Random(seed)), GreedyPlayer())
    partie = play_partie(players, random.Random(seed + 10), variant, marques=2)
    # the scoring, the player's list and the play's check: one generation (three before)
    assert len(asked) == _throws(partie) > 20


@pytest.mark.skipif(COMPILED, reason="counts the calls of the pure-Python scoring module")
def test_self_play_makes_no_event_and_reading_one_makes_those_score_makes(monkeypatch: pytest.MonkeyPatch) -> None:
    made = 0
    event = scoring._event

    def counted(
        raw: scoring._Raw, mover: Colour, throw: Throw, notation: Notation, orientation: Orientation
    ) -> scoring.RencontreMade:
        nonlocal made
        made += 1
        return event(raw, mover, throw, notation, orientation)

    monkeypatch.setattr(scoring, "_event", counted)
    partie = play_partie((RandomPlayer(random.Random(4)), RandomPlayer(random.Random(5))), random.Random(6))
    assert made == 0
    rolled = [
        (state.position, state.dice, state.rencontres)
        for state in partie.states
        if state.phase is Phase.PLAY and state.rencontres is not None and state.dice is not None
    ]
    assert len(rolled) > 50
    for position, throw, rencontres in rolled:
        assert rencontres.events == score(position, throw).events
    assert made > 0


def _check_lazy(made: Score) -> None:
    totals = (made.total(WHITE), made.total(BLACK))
    events = made.events
    assert totals == tuple(sum(e.points for e in events if e.beneficiary is colour) for colour in (WHITE, BLACK))
    assert (made.total(WHITE), made.total(BLACK)) == totals  # read again after the events
    given = Score(events)
    assert given == made and hash(given) == hash(made) and repr(given) == repr(made)
    assert (given.total(WHITE), given.total(BLACK)) == totals
    assert pickle.loads(pickle.dumps(made)) == made
    assert repr(made).startswith("Score(events=(")


@settings(max_examples=60, deadline=None)
@given(positions(), st.integers(1, 6), st.integers(1, 6))
def test_a_score_gives_its_totals_before_its_events_and_equals_one_made_of_them(
    position: Position, high: int, low: int
) -> None:
    throw = Throw(max(high, low), min(high, low))
    made = score(position, throw)
    _check_lazy(made)
    fresh = score(position, throw)
    # compared before its events are read: they are made for the comparison
    assert fresh == made
    assert Score() == Score(()) and Score().total(WHITE) == Score().total(BLACK) == 0


@pytest.mark.parametrize("seed", range(6))
def test_a_play_offered_one_given_by_its_moves_and_an_equal_copy_play_alike(seed: int) -> None:
    rng = random.Random(seed)
    partie = play_partie((RandomPlayer(rng), RandomPlayer(rng)), random.Random(seed), marques=1)
    inputs = [e for e in partie.events if isinstance(e, PrimauteThrow | Roll | game.Decision | game.Move)]
    # replay up to a throw some way in, then play every offered play three ways
    cut = [i for i, e in enumerate(inputs) if isinstance(e, game.Move)][len(inputs) // 8]
    head = Partie.replay(inputs[:cut])
    assert head.state.phase is Phase.PLAY
    for offered in head.legal_plays():
        copy = Play(offered._code, offered.dice, offered.unplayed, None, offered._after, offered._flags)
        outcomes = []
        for chosen in (offered, offered.moves, copy):
            twin = head.fork()
            twin.play(chosen)
            outcomes.append((twin.events, twin.states))
        assert outcomes[0] == outcomes[1] == outcomes[2]


def test_the_plays_kept_follow_a_change_of_conventions() -> None:
    # bearing off from N6:2 and N2:3 with 5-2: à la provinciale the 2 is played inside, not from N2 off
    partie = Partie(start_position=Position.from_code("N6:2,N2:3/B1:15 B"))
    throw = Throw(5, 2)
    partie.roll(throw)
    position = partie.state.position
    assert len(partie.legal_plays()) == 2
    partie.conventions = Conventions(bearing_off=BearingOff.PROVINCIALE)
    assert partie.legal_plays() == moves.legal_plays(position, throw, partie.conventions)
    assert len(partie.legal_plays()) == 1
