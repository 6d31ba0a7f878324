"""The engine's representation (issue 26, the engine against the peer): a play's moves packed in one int, the
explanations written when first read, and the compiled build answering as the sources on random positions.

The compiled accelerator (``make accel``) and the pure-Python sources are compared question by question: this
process asks its engine, a second process the other one (``TRICTRAC_PURE_PYTHON`` set the other way), and both
write the answer as the recorded corpus does (``tests/support/corpus.py``: the legal plays in order with all they say,
the candidates, ``points_only``, ``score`` with its explanations).  Where no current compiled build exists there is no
second engine to ask, and that test says so.
"""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation import rules
from notation.board import BLACK, WHITE, Position
from notation.dice import Throw
from notation.notations import Notation
from notation.rules import moves, scoring
from notation.rules.conventions import BearingOff, Conventions
from tests.support import corpus
from tests.support.strategies import notations, positions

ROOT = Path(__file__).resolve().parents[3]
COMPILED_HERE = not str(moves.__file__).endswith(".py")

throws = st.builds(Throw, st.integers(1, 6), st.integers(1, 6))
conventions = st.builds(Conventions, st.sampled_from(list(BearingOff)), st.booleans(), st.booleans(), st.booleans())


@st.composite
def played_positions(draw: st.DrawFn) -> Position:
    """A position reached by random legal plays from the start: the middle game and the sortie, where random
    placements seldom go (the plays taken with this process's engine)."""
    rng = draw(st.randoms(use_true_random=False))
    position = Position.start(draw(st.sampled_from([WHITE, BLACK])))
    for _ in range(draw(st.integers(0, 160))):
        throw = Throw(rng.randint(1, 6), rng.randint(1, 6))
        position = rng.choice(moves.legal_plays(position, throw)).position
        if position.off(WHITE) == 15 or position.off(BLACK) == 15:
            position = Position.start(position.to_move)
    return position


any_positions = st.one_of(positions(), played_positions())


# -- the packed moves ---------------------------------------------------------------------------------------------

steps = st.integers(1, 25)
move_lists = st.lists(st.tuples(st.integers(1, 24), steps), max_size=2).map(tuple)


@given(move_lists)
def test_packed_moves_give_the_moves_back(moves_: tuple[tuple[int, int], ...]) -> None:
    assert moves._decode(moves._encode(moves_)) == moves_


@given(move_lists, move_lists)
def test_packed_moves_compare_as_the_moves(
    first: tuple[tuple[int, int], ...], second: tuple[tuple[int, int], ...]
) -> None:
    """The engine sorts the plays by their codes: the order of the moves' tuples."""
    a, b = moves._encode(first), moves._encode(second)
    assert (a < b) is (first < second)
    assert (a == b) is (first == second)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_positions, throws, conventions)
def test_a_plays_moves_and_counts_agree(position: Position, throw: Throw, rules_: Conventions) -> None:
    """What a play derives from its code (its moves, the mover's counts, the position left) is what its moves do."""
    mover = position.to_move
    for play in moves.legal_plays(position, throw, rules_):
        counts = list(position.counts(mover))
        for origin, target in play.moves:
            counts[origin - 1] -= 1
            if target < 25:
                counts[target - 1] += 1
        assert play.mover_counts == tuple(counts)
        assert play.position.counts(mover) == tuple(counts)
        assert pickle.loads(pickle.dumps(play)) == play


# -- the explanations, written when read ------------------------------------------------------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_positions, throws, conventions, notations)
def test_points_and_events_agree_and_explanations_are_written_when_read(
    position: Position, throw: Throw, rules_: Conventions, notation: Notation
) -> None:
    plays = moves.legal_plays(position, throw, rules_)
    totals = scoring.points_only(position, throw, rules_)
    assert scoring.points_only(position, throw, rules_, plays=plays) == totals
    result = scoring.score(position, throw, rules_, notation=notation)
    assert (result.total(WHITE), result.total(BLACK)) == totals
    for event in result.events:
        assert event._fr is None and event._why is not None  # not written yet
        made_again = _copy(event)
        assert event._why is None and event.explanation_fr and event.explanation_en
        assert made_again == event and hash(made_again) == hash(event)
        assert pickle.loads(pickle.dumps(event)) == event
        assert repr(made_again) == repr(event)
        assert event.to_json()["explanation"] == {"fr": event.explanation_fr, "en": event.explanation_en}


def _copy(
    event: scoring.RencontreMade, points: int | None = None, explanation_en: str | None = None
) -> scoring.RencontreMade:
    """An event made with the constructor from ``event``'s fields (its explanations read), one of them changed."""
    return scoring.RencontreMade(
        event.rencontre,
        event.beneficiary,
        event.points if points is None else points,
        event.facons,
        event.jan,
        event.target,
        event.table,
        event.inferred,
        event.dames,
        event.via,
        event.explanation_fr,
        event.explanation_en if explanation_en is None else explanation_en,
    )


def test_an_event_is_read_only_and_compared_by_every_field() -> None:
    start = Position.from_points({"B8": 1, "B1": 14}, {"N12": 2, "N11": 1, "N1": 12}, BLACK)
    event = scoring.score(start, Throw(6, 5)).events[0]
    with pytest.raises(AttributeError):
        event.points = 8  # type: ignore[misc]  # the property has no setter: that is what is checked
    assert _copy(event) == event
    assert _copy(event, explanation_en="other") != event
    assert _copy(event, points=2) != event
    assert repr(event).startswith("RencontreMade(rencontre=<Rencontre.BATTRE_VRAI")
    assert "explanation_en='B8 beaten in two ways" in repr(event)


# -- the compiled build and the sources answer alike --------------------------------------------------------------

_SERVE = """
import json, sys
from notation.rules import moves, scoring
from tests.support import corpus
print("compiled" if not str(moves.__file__).endswith(".py") else "pure", flush=True)
for line in sys.stdin:
    print(json.dumps(corpus.answer(moves, scoring, json.loads(line))), flush=True)
"""


class _OtherEngine:
    """A process running the other build of the engine, answering corpus questions one a line."""

    def __init__(self) -> None:
        environment = {**os.environ, "PYTHONPATH": str(ROOT), "TRICTRAC_PURE_PYTHON": "1" if COMPILED_HERE else ""}
        self.process = subprocess.Popen(
            [sys.executable, "-c", _SERVE],
            cwd=ROOT,
            env=environment,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        self.kind = self.process.stdout.readline().strip()

    def answer(self, question: corpus.Case) -> corpus.Case:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(question) + "\n")
        self.process.stdin.flush()
        answer: corpus.Case = json.loads(self.process.stdout.readline())
        return answer

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


@pytest.fixture(scope="module")
def other_engine() -> Iterator[_OtherEngine]:
    if not COMPILED_HERE and not rules._compiled_is_current():
        pytest.skip("no compiled build of today's sources to compare with (make accel)")
    engine = _OtherEngine()
    yield engine
    engine.close()


def test_the_other_process_runs_the_other_build(other_engine: _OtherEngine) -> None:
    assert other_engine.kind == ("pure" if COMPILED_HERE else "compiled")


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(any_positions, throws, conventions, st.none() | throws, st.booleans())
def test_compiled_and_pure_give_the_same_plays_and_points(
    other_engine: _OtherEngine,
    position: Position,
    throw: Throw,
    rules_: Conventions,
    previous: Throw | None,
    soumille: bool,
) -> None:
    question: corpus.Case = {
        "position": corpus.position_key(position),
        "throw": throw.code(),
        "conventions": rules_.to_mapping(),
    }
    if previous is not None:
        question["previous"] = previous.code()
    if soumille:
        question["soumille"] = True
    assert corpus.answer(moves, scoring, question) == other_engine.answer(question)
