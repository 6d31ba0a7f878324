"""The computer's level in a partie: chosen per seat, kept in the record, played by the level's player."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from notation.board import BLACK, WHITE
from notation.record import read_record
from notation.tutor.levels import LEVELS
from studio.games.session import DEFAULT_LEVEL, GameSession, GameSetup, Seat, SeatKind, Step
from studio.ui.game_windows.new_game_dialog import NewGameDialog


def _computers(white: str, black: str) -> tuple[Seat, Seat]:
    return (Seat("Abel", SeatKind.COMPUTER, white), Seat("Blaise", SeatKind.COMPUTER, black))


def _play_out(session: GameSession, limit: int = 20_000) -> None:
    for _ in range(limit):
        if session.step is Step.OVER:
            return
        session.computer_act()
    raise AssertionError("no end")


@pytest.mark.parametrize(("white", "black"), [("beginner", "casual"), ("advanced", "beginner")])
def test_the_levels_are_kept_in_the_record_and_read_back(white: str, black: str) -> None:
    session = GameSession(GameSetup(seats=_computers(white, black)), rng=random.Random(3))
    _play_out(session)
    record = read_record(session.text())
    assert record.tag("Niveaux") == f"{white},{black}"
    again = GameSession.from_text(session.text())
    assert [seat.level for seat in again.setup.seats] == [white, black]
    assert again.partie.events == session.partie.events


def test_a_person_has_no_level_in_the_record_and_an_unknown_level_reads_as_the_default() -> None:
    session = GameSession(GameSetup(seats=(Seat("Abel"), Seat("Blaise", SeatKind.COMPUTER, "expert"))))
    text = session.text()
    assert read_record(text).tag("Niveaux") == "-,expert"
    odd = GameSession.from_text(text.replace("-,expert", "-,wizard"))
    assert odd.setup.seats[1].level == DEFAULT_LEVEL


def test_a_beginner_with_ecoles_forgets_points_the_opponent_may_claim() -> None:
    """The beginner misses rencontres: some of his declarations fall short of what the laws give."""
    session = GameSession(GameSetup(seats=_computers("beginner", "advanced"), ecoles=True), rng=random.Random(9))
    _play_out(session)
    short = [entry for entry in session.ecoles if entry.declarer is WHITE and entry.declared < entry.truth]
    assert short, "a beginner who never forgets is no beginner"
    assert all(entry.declared == entry.truth for entry in session.ecoles if entry.declarer is BLACK)


def test_the_new_partie_dialog_offers_the_levels_for_the_computer_only(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert [dialog.levels[1].itemData(i) for i in range(dialog.levels[1].count())] == [lv.name for lv in LEVELS]
    assert dialog.levels[1].isVisible() and not dialog.levels[0].isVisible()
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("expert"))
    assert dialog.setup().seats[1].level == "expert"
    dialog.kinds[0].setCurrentIndex(1)
    assert dialog.levels[0].isVisible()
