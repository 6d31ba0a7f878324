"""The coach at the board (issue: the coach): a partie against the computer at a level chosen in the dialog, the
tutor's hint taken, and the tutor mode stopping a costly play, which the player changes.

From a plain start: Game ▸ New partie, the computer's level set to « beginner », OK.  In the game window the
player throws; at a throw whose worst play loses 0.04 or more, he asks « What would the tutor play? » (the
ranked plays listed, the best drawn on the board), turns the tutor mode on (0.04), chooses the worst play in the
list and clicks Play: the tutor stops it, he answers « Change my choice », nothing is played; he then plays the
tutor's play.  The record keeps the level and the hint.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QWidget

from notation.tutor.ranking import DOUBTFUL
from studio.games.coach import advise
from studio.games.session import HINT_COMMENT, Step
from studio.ui.game_windows.new_game_dialog import NewGameDialog
from studio.ui.game_windows.window import GameWindow

from .conftest import Studio
from .test_journey_play import game_windows, throw_my_dice, wait_for_me


def new_partie_at_level(studio: Studio, level: str) -> GameWindow:
    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        assert dialog.levels[1].isVisible(), "the computer's level is offered for its seat"
        dialog.levels[1].setCurrentIndex(dialog.levels[1].findData(level))
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        QTest.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    before = set(game_windows())
    studio.answer_dialog(answer)
    studio.trigger("game.new")
    studio.qtbot.waitUntil(lambda: bool(set(game_windows()) - before), timeout=10_000)
    (window,) = set(game_windows()) - before
    return window


def test_a_hint_and_a_warning_at_the_board(studio: Studio) -> None:
    studio.launch()
    window = new_partie_at_level(studio, "beginner")
    play = window.play
    assert play is not None
    session = play.session
    assert session.setup.seats[1].computer and session.setup.seats[1].level == "beginner"
    coach = play.coach
    QTest.mouseClick(play.throw_button, Qt.MouseButton.LeftButton)  # the primauté
    wait_for_me(studio, play)
    for _ in range(40):
        if session.step is Step.OVER:
            break
        if session.step is not Step.PLAY:
            throw_my_dice(studio, play, keyboard=False)
            continue
        advice = advise(session)
        assert advice is not None
        if len(advice.ranked) > 1 and advice.ranked[-1].loss >= DOUBTFUL:
            break
        QTest.mouseClick(play.play_button, Qt.MouseButton.LeftButton)  # the list's first play
        wait_for_me(studio, play)
    assert session.step is Step.PLAY, "no throw with a costly play met"
    # The hint: the plays ranked, the best drawn on the board, the hint kept in the record.
    QTest.mouseClick(coach.hint_button, Qt.MouseButton.LeftButton)
    coach.wait()
    studio.qtbot.waitUntil(lambda: coach.hint_list.isVisible() and coach.hint_list.count() > 0, timeout=20_000)
    shown = coach.advice
    assert shown is not None
    assert "The tutor would play" in coach.hint_label.text()
    assert play.board.play(), "the tutor's play is drawn on the board"
    assert HINT_COMMENT in session.text()
    # The tutor mode on, at 0.04: the worst play is stopped, and changed.
    # On its box (the middle of a wide check box is beside its text, where a click does nothing on a real display).
    box = coach.tutor_mode
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert coach.tutor_mode.isChecked()
    coach.threshold.setCurrentIndex(coach.threshold.findData(DOUBTFUL))
    worst = shown.ranked[-1].play.moves
    rows = [play.plays.item(row) for row in range(play.plays.count())]
    target = next(item for item in rows if item.data(Qt.ItemDataRole.UserRole) == worst)
    play.plays.setCurrentItem(target)
    warned: list[str] = []

    def change(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        warned.append(dialog.text())
        change_button = next(b for b in dialog.buttons() if b.text() == "Change my choice")
        QTest.mouseClick(change_button, Qt.MouseButton.LeftButton)

    events = len(session.partie.events)
    studio.answer_dialog(change)
    QTest.mouseClick(play.play_button, Qt.MouseButton.LeftButton)
    studio.settle(50)
    assert warned and "loses" in warned[0] and "The tutor would choose" in warned[0]
    assert len(session.partie.events) == events, "the play the player changed was made"
    assert session.step is Step.PLAY
    # He plays the tutor's play: no word from the tutor.
    best = shown.ranked[0].play.moves
    rows = [play.plays.item(row) for row in range(play.plays.count())]  # the list is shown anew
    play.plays.setCurrentItem(next(item for item in rows if item.data(Qt.ItemDataRole.UserRole) == best))
    QTest.mouseClick(play.play_button, Qt.MouseButton.LeftButton)
    studio.settle(50)
    assert len(session.partie.events) > events
    assert QApplication.activeModalWidget() is None
    assert '[Niveaux "-,beginner"]' in session.text()
