"""The tutor's analysis of a game in the replay window (pytest-qt): run off the interface's thread with a progress
bar, each throw marked ?!, ? or ?? with the loss and the best play in its tooltip, and each player's totals."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot

from notation.board import Colour
from notation.record import Turn
from notation.tutor.ranking import NOISE, Analysis, Flag, analyse_partie
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.ui.game_windows.analysis_view import rating_mark, totals_text
from studio.ui.game_windows.play import seat_label
from studio.ui.game_windows.replay import ReplayWidget
from studio.ui.game_windows.window import GameWindow

COMPUTERS = (Seat("Abel", SeatKind.COMPUTER, "casual"), Seat("Blaise", SeatKind.COMPUTER, "casual"))


def _session(seed: int, throws: int) -> GameSession:
    """The computer at its casual level against itself: it makes errors the tutor sees."""
    session = GameSession(GameSetup(seats=COMPUTERS), rng=random.Random(seed))
    while session.step is not Step.OVER and session.turn_number() < throws:
        session.computer_act()
    return session


def _analysed(qtbot: QtBot, widget: ReplayWidget) -> None:
    with qtbot.waitSignal(widget.analysisReady, timeout=120_000):
        widget.actions_by_id["analyse"].trigger()
        assert widget.analysis_running() and widget.analysis_progress.isVisibleTo(widget)
    assert not widget.analysis_running() and not widget.analysis_progress.isVisibleTo(widget)


@pytest.fixture(scope="module")
def game() -> GameSession:
    return _session(5, 60)


def _turn_items(widget: ReplayWidget) -> dict[int, QTreeWidgetItem]:
    items = {}
    for index, element in enumerate(widget.record().elements):
        if isinstance(element, Turn):
            item = widget.tree.topLevelItem(index)
            assert item is not None, index
            items[element.number] = item
    return items


def _analysis(widget: ReplayWidget) -> Analysis:
    """The analysis the widget shows, once finished."""
    analysis = widget.analysis()
    assert analysis is not None
    return analysis


def test_each_throw_is_marked_with_its_rating(qtbot: QtBot, game: GameSession) -> None:
    widget = ReplayWidget(game.text())
    qtbot.addWidget(widget)
    assert widget.analysis() is None and not widget.analysis_totals.isVisibleTo(widget)
    _analysed(qtbot, widget)
    expected = analyse_partie(game.partie)
    assert widget.analysis() == expected
    items = _turn_items(widget)
    turns = {element.number: element for element in widget.record().elements if isinstance(element, Turn)}
    for rating in expected.ratings:
        # Each rating lands on its own throw of the list: the record's turn of that number, colour and dice.
        assert (turns[rating.turn].colour, turns[rating.turn].throw) == (rating.colour, rating.dice)
    flagged = 0
    for number, item in items.items():
        ratings = [rating for rating in expected.ratings if rating.turn == number]
        worst = max(ratings, key=lambda rating: rating.loss, default=None)
        mark = rating_mark(worst) if worst is not None else ""
        assert item.text(2) == mark
        if worst is not None and worst.flag is not Flag.NONE:
            flagged += 1
            assert item.text(2).startswith(worst.flag.mark + " ")
            # Every mark says the depth it was made at, and passes that depth's noise.
            assert item.text(2).endswith(f"({worst.ply}-ply)") and worst.loss >= NOISE[worst.ply]
            # The tooltip says what was lost and which play was best.
            assert f"{worst.loss:.3f} lost" in item.toolTip(2) and "Best:" in item.toolTip(2)
    assert flagged, "the casual level makes errors the tutor flags"
    totals = widget.analysis_totals.text()
    for colour, name in zip(Colour, ("Abel", "Blaise"), strict=True):
        assert totals_text(expected.totals(colour), seat_label(name, colour)) in totals


def test_editing_a_comment_keeps_the_marks(qtbot: QtBot, game: GameSession) -> None:
    widget = ReplayWidget(game.text())
    qtbot.addWidget(widget)
    _analysed(qtbot, widget)
    marks = [item.text(2) for item in _turn_items(widget).values()]
    first = next(iter(_turn_items(widget)))
    path = next(path for path, _item in widget.tree.items.items() if len(path) == 1)
    widget.set_comment(path, "Un coup à revoir.")
    assert [item.text(2) for item in _turn_items(widget).values()] == marks
    assert widget.analysis() is not None and first in _turn_items(widget)


def test_a_game_opened_in_the_game_window_is_analysed(qtbot: QtBot) -> None:
    """An archived game opens in the game window's replay: the same action analyses it."""
    session = _session(8, 30)
    window = GameWindow(record_text=session.text())
    qtbot.addWidget(window)
    assert window.replay is not None
    _analysed(qtbot, window.replay)
    assert window.replay.analysis() == analyse_partie(session.partie)
    assert "Abel" in window.replay.analysis_totals.text()


def test_a_record_with_no_throw_analyses_to_nothing(qtbot: QtBot) -> None:
    widget = ReplayWidget("%trictrac 1\n")
    qtbot.addWidget(widget)
    _analysed(qtbot, widget)
    assert _analysis(widget).ratings == ()
    assert "0 errors" in widget.analysis_totals.text()


def test_the_throw_shown_has_the_tutor_s_word_on_it(qtbot: QtBot, game: GameSession) -> None:
    widget = ReplayWidget(game.text())
    qtbot.addWidget(widget)
    _analysed(qtbot, widget)
    worst = max(_analysis(widget).ratings, key=lambda rating: rating.loss)
    assert widget.goto_throw(worst.turn)
    detail = widget.analysis_detail.text()
    assert detail.startswith(worst.flag.mark) or f"\n{worst.flag.mark} " in detail
    assert f"{worst.loss:.3f} lost" in detail and widget.analysis_detail.isVisibleTo(widget)
    widget.first()
    assert widget.analysis_detail.text() == "" and not widget.analysis_detail.isVisibleTo(widget)


def test_the_analysed_game_exports_its_booklet_with_the_marks(
    qtbot: QtBot, game: GameSession, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from studio.ui import dialogs
    from tests.support.pdfview import page_text

    widget = ReplayWidget(game.text())
    qtbot.addWidget(widget)
    action = widget.actions_by_id["analysed_booklet"]
    assert not action.isEnabled()
    _analysed(qtbot, widget)
    assert action.isEnabled()
    out = tmp_path / "analysed.pdf"
    monkeypatch.setattr(dialogs, "save_file_name", lambda *args: str(out))
    with qtbot.waitSignal(widget.bookletWritten, timeout=120_000) as written:
        action.trigger()
    assert written.args == [str(out)]
    text = page_text(out)
    flagged = [rating for rating in _analysis(widget).ratings if rating.flag is not Flag.NONE]
    # The booklet follows the studio's language (English here).
    assert "The tutor's analysis" in text and text.count("the best:") == len(flagged)
    assert list(tmp_path.iterdir()) == [out]
