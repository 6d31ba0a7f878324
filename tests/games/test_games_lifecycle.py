"""The studio's rule for closing documents, the parties kept aside and a resignation, without Qt
(studio/games/lifecycle.py, studio/games/session.py)."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Colour
from notation.game import Variant
from notation.record import read_record
from studio.games.lifecycle import (
    Choice,
    Standing,
    close_choices,
    keeps_autosave,
    read_unfinished,
    unfinished_parties,
)
from studio.games.session import (
    END_TAG,
    GameSession,
    GameSetup,
    Seat,
    SeatKind,
    Step,
    new_autosave_path,
    unfinished_autosaves,
)

PERSONS = (Seat("Anne", SeatKind.HUMAN), Seat("Blaise", SeatKind.HUMAN))


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TRICTRAC_DATA_DIR", str(tmp_path))
    return tmp_path / "autosave"


@pytest.mark.parametrize(
    ("standing", "asked"),
    [
        (Standing(), ()),
        (Standing(modified=True), (Choice.SAVE, Choice.DISCARD, Choice.CANCEL)),
        (Standing(in_progress=True), (Choice.KEEP, Choice.ARCHIVE_UNFINISHED, Choice.ABANDON, Choice.CANCEL)),
        # A partie in progress is never merely "discarded": the question names what becomes of it.
        (
            Standing(modified=True, in_progress=True),
            (Choice.KEEP, Choice.ARCHIVE_UNFINISHED, Choice.ABANDON, Choice.CANCEL),
        ),
    ],
)
def test_what_closing_asks(standing: Standing, asked: tuple[Choice, ...]) -> None:
    assert close_choices(standing) == asked


@pytest.mark.parametrize(
    ("choice", "kept"),
    [
        (None, False),
        (Choice.KEEP, True),
        (Choice.CANCEL, True),
        (Choice.ARCHIVE_UNFINISHED, False),
        (Choice.ABANDON, False),
        (Choice.SAVE, False),
        (Choice.DISCARD, False),
    ],
)
def test_which_answers_keep_the_autosave(choice: Choice | None, kept: bool) -> None:
    assert keeps_autosave(choice) is kept


def play_throws(session: GameSession, throws: int, seed: int = 0) -> None:
    """Play ``throws`` throws of a partie (the studio's dice, the first legal play each time)."""
    session.rng = random.Random(seed)
    while session.turn_number() < throws and not session.finished:
        step = session.step
        if step in (Step.PRIMAUTE, Step.THROW):
            session.throw_dice()
        elif step is Step.DECIDE:
            session.decide(False)
        elif step is Step.PLAY:
            plays = session.legal_plays()
            session.play(plays[0].moves if plays else ())
        else:
            session.computer_act()


def test_a_new_partie_never_replaces_the_one_kept_aside(data_dir: Path) -> None:
    first = GameSession(GameSetup(seats=PERSONS), autosave=new_autosave_path())
    play_throws(first, 10)
    time.sleep(0.01)
    second = GameSession(GameSetup(seats=PERSONS), autosave=new_autosave_path())
    play_throws(second, 3, seed=1)
    assert first.autosave_path != second.autosave_path
    # The last played first.
    assert first.autosave_path is not None
    os.utime(first.autosave_path, (time.time() - 60, time.time() - 60))
    kept = unfinished_parties()
    assert [partie.path for partie in kept] == [second.autosave_path, first.autosave_path]
    assert [partie.throws for partie in kept] == [3, 10]
    assert kept[1].names == ("Anne", "Blaise") and kept[1].variant is Variant.ORDINAIRE


def test_the_single_autosave_of_earlier_studios_is_still_offered(data_dir: Path) -> None:
    """Studios before 0.2.0 kept one ``partie.trr``: a home they left still has its partie offered."""
    here = Path(__file__).parents[1] / "data" / "homes" / "lived-in-1024" / "partie.trr"
    data_dir.mkdir(parents=True)
    (data_dir / "partie.trr").write_text(here.read_text(encoding="utf-8"), encoding="utf-8")
    (kept,) = unfinished_parties()
    assert kept.names == ("Anne", "Noir", "Céleste") and kept.variant is Variant.ECRIRE and kept.throws == 10


def test_a_finished_partie_is_not_offered_and_an_unreadable_file_is_left_alone(data_dir: Path) -> None:
    session = GameSession(GameSetup(seats=PERSONS), autosave=new_autosave_path())
    play_throws(session, 4)
    session.resign(WHITE)
    broken = data_dir / "partie-broken.trr"
    broken.write_text('%trictrac 1\n[Blanc "A"\n', encoding="utf-8")
    assert unfinished_parties() == []
    assert session.autosave_path is not None and not session.autosave_path.exists()  # over: nothing to take up
    assert broken.exists()  # not ours to remove: the log says why it was not offered
    assert read_unfinished(broken) is None
    assert unfinished_autosaves() == [broken]


@pytest.mark.parametrize("colour", [WHITE, BLACK])
def test_a_resigned_partie_says_so_in_its_record(data_dir: Path, colour: Colour) -> None:
    session = GameSession(GameSetup(seats=PERSONS), autosave=new_autosave_path())
    play_throws(session, 6)
    assert session.can_resign()
    session.resign(colour)
    assert session.finished and session.step is Step.OVER and session.winner is colour.opponent
    assert session.actor is None and not session.can_resign()
    record = read_record(session.text())
    assert record.tag(END_TAG) == f"abandon {colour.letter}"
    assert record.tag("Resultat") == colour.opponent.letter
    # The autosave keeps the resignation: a studio killed right after it finds the partie over.
    assert session.autosave_path is not None
    again = GameSession.from_text(session.autosave_path.read_text(encoding="utf-8"))
    assert again.resigned is colour and again.finished
    # Undone, the partie goes on and the record no longer says it ended.
    assert session.undo()
    assert not session.finished and read_record(session.text()).tag(END_TAG) is None


def test_an_unfinished_partie_is_archived_as_such() -> None:
    session = GameSession(GameSetup(seats=PERSONS))
    play_throws(session, 5)
    assert read_record(session.text(unfinished=True)).tag(END_TAG) == "inachevee"
    assert read_record(session.text()).tag(END_TAG) is None
    session.resign(BLACK)
    assert read_record(session.text(unfinished=True)).tag(END_TAG) == "abandon N"


def test_three_players_do_not_resign() -> None:
    setup = GameSetup(
        variant=Variant.ECRIRE,
        seats=(Seat("A", SeatKind.HUMAN), Seat("B", SeatKind.HUMAN), Seat("C", SeatKind.HUMAN)),
    )
    session = GameSession(setup)
    play_throws(session, 2)
    assert not session.can_resign()
    with pytest.raises(ValueError, match="two players"):
        session.resign(WHITE)
    assert not session.finished


@settings(max_examples=25, deadline=None)
@given(throws=st.integers(0, 20), seed=st.integers(0, 1000), colour=st.sampled_from([WHITE, BLACK]))
def test_a_resignation_survives_the_autosave_at_any_point(throws: int, seed: int, colour: Colour) -> None:
    session = GameSession(GameSetup(seats=PERSONS))
    play_throws(session, throws, seed)
    if not session.can_resign():
        return
    session.resign(colour)
    again = GameSession.from_text(session.text(inputs=True))
    assert again.resigned is colour and again.text() == session.text()
