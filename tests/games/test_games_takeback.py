"""Take-backs against the computer (issue 22): a person's last decision and the computer's reply are taken back
together, when the players agreed to allow it; the record keeps it, and the autosave rebuilds it exactly."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.record import Turn, read_record
from studio.games.session import TAKE_BACK_COMMENT, GameSession, GameSetup, Seat, SeatKind, Step

AGAINST_COMPUTER = (Seat("Abel"), Seat("Ordinateur", SeatKind.COMPUTER))


def _person_to_play(session: GameSession) -> None:
    """Let the studio and the computer act until the person (Blanc) has a play or a decision to make."""
    while session.step is not Step.OVER:
        if session.step in (Step.PRIMAUTE, Step.THROW) and not session.computer_to_act():
            session.throw_dice()
        elif session.computer_to_act():
            session.computer_act()
        else:
            return


def _played(seed: int, takebacks: bool = True, ecoles: bool = False, path: Path | None = None) -> GameSession:
    setup = GameSetup(seats=AGAINST_COMPUTER, takebacks=takebacks, ecoles=ecoles)
    session = GameSession(setup, autosave=path, rng=random.Random(seed))
    _person_to_play(session)
    return session


def _person_plays_first(session: GameSession) -> None:
    """Play the person's first legal choice, then let the computer answer."""
    if session.step is Step.PLAY:
        session.play(session.legal_plays()[0].moves)
    elif session.step is Step.DECIDE:
        session.decide(False)
    _person_to_play(session)


def test_a_take_back_undoes_my_play_and_the_computers_reply() -> None:
    session = _played(3)
    assert session.step is Step.PLAY
    before, dice, turn = session.partie.state.position, session.partie.state.dice, session.turn_number()
    play = session.legal_plays()[-1]
    session.play(play.moves)
    _person_to_play(session)
    assert session.turn_number() > turn  # the computer answered
    assert not session.can_undo()  # the undo of an unanswered input cannot do it
    assert session.can_take_back()
    taken = session.take_back()
    assert (
        taken is not None and taken.turn == turn and taken.codes[0] == "M" + ".".join(f"{a}-{b}" for a, b in play.moves)
    )
    # Back to my decision, with the same dice: a take-back never throws again.
    assert session.step is Step.PLAY and session.partie.state.position == before
    assert session.partie.state.dice == dice and session.turn_number() == turn


def test_the_throws_taken_back_come_again() -> None:
    session = _played(5)
    session.play(session.legal_plays()[0].moves)
    _person_to_play(session)
    computer_throw = next(i.code for i in session.inputs[::-1] if i.code.startswith("R") and not i.human)
    session.take_back()
    session.play(session.legal_plays()[-1].moves)
    _person_to_play(session)
    assert computer_throw in [i.code for i in session.inputs if not i.human]


@pytest.mark.parametrize(
    ("takebacks", "ecoles", "allowed"),
    [(True, False, True), (False, False, False), (True, True, False), (False, True, False)],
)
def test_take_backs_only_when_agreed_and_never_with_ecoles(takebacks: bool, ecoles: bool, allowed: bool) -> None:
    session = _played(7, takebacks=takebacks, ecoles=ecoles)
    for _ in range(6):
        if session.can_take_back() or session.step is Step.OVER:
            break
        if session.step is Step.DECLARE:
            session.declare(0)
            _person_to_play(session)
        elif session.step is Step.CLAIM:
            session.claim(0)
            _person_to_play(session)
        else:
            _person_plays_first(session)
    assert session.can_take_back() is allowed
    assert (session.take_back() is not None) is allowed
    assert (read_record(session.text()).tag("Reprises") == "oui") is allowed


def test_the_record_names_the_take_back_on_its_throw() -> None:
    session = _played(11)
    turn = session.turn_number()
    session.play(session.legal_plays()[0].moves)
    _person_to_play(session)
    taken = session.take_back()
    assert taken is not None
    record = read_record(session.text())
    turns = {element.number: element for element in record.elements if isinstance(element, Turn)}
    assert any(comment.startswith(TAKE_BACK_COMMENT) for comment in turns[turn].comments)
    assert taken.text() in turns[turn].comments


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), actions=st.lists(st.sampled_from(["play", "take", "undo"]), max_size=8))
def test_the_autosave_rebuilds_every_take_back_exactly(seed: int, actions: list[str]) -> None:
    session = _played(seed)
    for action in actions:
        if session.step is Step.OVER:
            break
        if action == "take":
            session.take_back()
        elif action == "undo":
            session.undo()
        elif session.step is Step.PLAY:
            session.play(random.Random(seed).choice(session.legal_plays()).moves)
            _person_to_play(session)
        elif session.step is Step.DECIDE:
            session.decide(False)
            _person_to_play(session)
    again = GameSession.from_text(session.text(inputs=True))
    assert [i.code for i in again.inputs] == [i.code for i in session.inputs]
    assert again.partie.state == session.partie.state
    assert again.takebacks == session.takebacks
    assert again.text() == session.text()


def test_the_autosave_is_written_at_the_take_back(tmp_path: Path) -> None:
    path = tmp_path / "partie.trr"
    session = _played(13, path=path)
    session.play(session.legal_plays()[0].moves)
    _person_to_play(session)
    session.take_back()
    recovered = GameSession.from_text(path.read_text(encoding="utf-8"))
    assert recovered.partie.state == session.partie.state and recovered.step is Step.PLAY
    assert recovered.takebacks == session.takebacks


@pytest.mark.parametrize(("written", "tag"), [("Takebacks", "Reprises"), ("REPRISES", "Reprises"), ("Dice", "Des")])
def test_the_agreement_tags_are_read_in_french_or_english(written: str, tag: str) -> None:
    text = GameSession(GameSetup(seats=AGAINST_COMPUTER, takebacks=True, real_dice=True)).text()
    text = text.replace(f'[{tag} "', f'[{written} "')
    record = read_record(text)
    assert record.tag(tag) is not None
    setup = GameSession.from_text(text).setup
    assert setup.takebacks and setup.real_dice
