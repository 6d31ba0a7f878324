"""Journey 3 (and 8 for it): a partie against the computer, played by mouse and by keyboard, one take-back, the
record saved and reopened.

From a plain start the user chooses Game ▸ New partie, allows take-backs in the dialog, and plays ten throws in
the game window: dames dragged with the mouse, or walked to with the arrow keys and picked up and dropped with
Space and Enter; a play the engine completed is confirmed with Enter.  Once, after the computer's reply, Ctrl+Z
takes back his play and the reply: the board shows his position again with his dice.  The record is saved
(Partie ▸ Save the record as…) and opened again (Game ▸ Open record…): the replay shows the same throws and
plays, and the take-back on its throw.  In French no English string is on screen.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLineEdit, QWidget

from notation.board import Point, point_of_step
from notation.record import Turn
from studio.games.session import TAKE_BACK_COMMENT, Step
from studio.ui.game_windows.new_game_dialog import NewGameDialog
from studio.ui.game_windows.play import PlayWidget
from studio.ui.game_windows.turns import partie_turns
from studio.ui.game_windows.window import GameWindow
from tests.ui.test_ui_i18n import english_in, visible_texts

from .conftest import Studio

THROWS = 10


def game_windows() -> list[GameWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, GameWindow) and w.isVisible()]


def new_partie_with_takebacks(studio: Studio) -> tuple[GameWindow, list[str]]:
    """Game ▸ New partie…: take-backs allowed (a click on the box), Player 2 the computer (the default), OK."""
    seen: list[list[str]] = []

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        assert dialog.kinds[1].currentIndex() == 1  # the computer
        assert not dialog.takebacks.isChecked()  # off until the user allows them
        QTest.mouseClick(dialog.takebacks, Qt.MouseButton.LeftButton)
        assert dialog.takebacks.isChecked()
        seen.append(visible_texts(dialog))
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)

    before = set(game_windows())
    studio.answer_dialog(answer)
    studio.trigger("game.new")
    studio.qtbot.waitUntil(lambda: bool(set(game_windows()) - before), timeout=10_000)
    (window,) = set(game_windows()) - before
    assert seen, "the new partie dialog was not answered"
    return window, seen[0]


def step_of(play: PlayWidget) -> Step:
    return play.session.step


def wait_for_me(studio: Studio, play: PlayWidget) -> None:
    """Until the computer has played and the person has something to do (or the partie is over)."""
    studio.qtbot.waitUntil(
        lambda: (not play.thinking() and not play.session.computer_to_act()) or play.session.step is Step.OVER,
        timeout=30_000,
    )
    studio.settle(10)


def cursor_to(studio: Studio, play: PlayWidget, point: Point) -> None:
    """Walk the board's cursor to ``point`` with the arrow keys."""
    board = play.board
    for _ in range(30):
        if board.cursorPoint() == point:
            return
        here, there = board.boardGeometry().fleche(board.cursorPoint()), board.boardGeometry().fleche(point)
        if here.row != there.row:
            key = Qt.Key.Key_Up if there.row == "top" else Qt.Key.Key_Down
        else:
            key = Qt.Key.Key_Right if there.column > here.column else Qt.Key.Key_Left
        studio.key(board, key)
    raise AssertionError(f"the cursor never reached {point.name}")


def a_dame_to_move(play: PlayWidget) -> tuple[int, int] | None:
    """A dame and a point it can reach on the tablier, from the legal plays (steps on the mover's path)."""
    for legal in play.current_plays():
        for origin, _target in legal.moves:
            for target in sorted(play.landings(origin)):
                if target <= 24:
                    return origin, target
    return None


def throw_my_dice(studio: Studio, play: PlayWidget, *, keyboard: bool) -> None:
    """Throw the dice (the button, or its mnemonic Alt+T), and hold if a trou asks it."""
    thrown = len(play.session.partie.events)
    if keyboard:
        window = play.window()
        window.activateWindow()
        studio.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # a shortcut reaches it only then
        QTest.keyClick(play.board, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # the throw's shortcut
    else:
        QTest.mouseClick(play.throw_button, Qt.MouseButton.LeftButton)
    studio.settle(10)
    assert len(play.session.partie.events) > thrown, "the dice were not thrown"
    wait_for_me(studio, play)
    if play.session.step is Step.DECIDE:
        QTest.mouseClick(play.hold_button, Qt.MouseButton.LeftButton)
        wait_for_me(studio, play)


def move_a_dame(studio: Studio, play: PlayWidget, *, keyboard: bool) -> None:
    """Move a dame by mouse (a drag) or keyboard (arrows, Space, arrows, Enter); confirm what the engine
    completed; when several completions are possible, the list's play."""
    session = play.session
    assert session.step is Step.PLAY and not session.computer_to_act()
    mover = session.partie.state.mover
    move = a_dame_to_move(play)
    turns = session.turn_number()
    if move is None:  # no play (or only bearing off): the list's first play
        QTest.mouseClick(play.play_button, Qt.MouseButton.LeftButton)
    elif keyboard:
        play.board.setFocus()
        cursor_to(studio, play, point_of_step(mover, move[0]))
        studio.key(play.board, Qt.Key.Key_Space)
        cursor_to(studio, play, point_of_step(mover, move[1]))
        studio.key(play.board, Qt.Key.Key_Return)
    else:
        studio.drag_point(play.board, point_of_step(mover, move[0]), point_of_step(mover, move[1]))
    if play.proposal() is not None:
        # The engine completed the play: shown on the board until confirmed.
        assert play.confirm_box.isVisible()
        if keyboard:
            studio.key(play.board, Qt.Key.Key_Return)
        else:
            QTest.mouseClick(play.confirm_button, Qt.MouseButton.LeftButton)
    if session.step is Step.PLAY and not session.computer_to_act() and session.turn_number() == turns:
        # Several completions (a menu nobody answers offscreen): the list's play, as the user may choose it.
        QTest.mouseClick(play.play_button, Qt.MouseButton.LeftButton)
    assert session.step is not Step.PLAY or session.computer_to_act() or session.turn_number() > turns


def file_dialog_answer(studio: Studio, path: Path) -> None:
    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        assert edit is not None
        edit.setText(str(path))
        QTest.keyClick(edit, Qt.Key.Key_Return)

    studio.answer_dialog(answer)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_partie_against_the_computer_with_a_take_back(studio: Studio, tmp_path: Path, language: str) -> None:
    studio.launch("--lang", language)
    window, dialog_texts = new_partie_with_takebacks(studio)
    play = window.play
    assert play is not None
    session = play.session
    assert session.setup.takebacks and any(seat.computer for seat in session.setup.seats)
    # The primauté: the person throws his die with the button; who won it, and with what throw, is said.
    QTest.mouseClick(play.throw_button, Qt.MouseButton.LeftButton)
    assert session.partie.events, "the primauté was not thrown"
    assert "primaut" in play.scored_label.text()
    wait_for_me(studio, play)
    keyboard = False
    taken_back = False
    while session.turn_number() < THROWS and session.step is not Step.OVER:
        if session.step is not Step.PLAY:  # the primauté's throw is its winner's first: no new throw then
            throw_my_dice(studio, play, keyboard=keyboard)
        if session.step is not Step.PLAY:
            continue
        my_position, my_dice = session.partie.state.position, session.partie.state.dice
        move_a_dame(studio, play, keyboard=keyboard)
        keyboard = not keyboard
        wait_for_me(studio, play)
        if not taken_back and step_of(play) is Step.THROW and session.can_take_back():
            # Ctrl+Z after the computer's reply: my play and the reply taken back, my position and dice again.
            turns = session.turn_number()
            QTest.keyClick(play.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            studio.settle(20)
            assert step_of(play) is Step.PLAY and session.turn_number() < turns, "Ctrl+Z took nothing back"
            assert play.board.position() == my_position and session.partie.state.dice == my_dice
            assert play.message.text()
            taken_back = True
            move_a_dame(studio, play, keyboard=True)
            wait_for_me(studio, play)
    assert taken_back, "no play could be taken back"
    if language == "fr":
        assert english_in(visible_texts(window) + dialog_texts) == []
    played = [(turn.colour, turn.throw, turn.moves) for turn in partie_turns(session.partie)]
    final = session.partie.state.position

    # Partie ▸ Save the record as…
    path = tmp_path / "partie.trr"
    file_dialog_answer(studio, path)
    window.menu_actions[1].trigger()
    studio.qtbot.waitUntil(path.is_file, timeout=10_000)
    assert TAKE_BACK_COMMENT in path.read_text(encoding="utf-8")

    # Game ▸ Open record…: the replay shows the same throws and plays, and the take-back on its throw.
    opened = set(game_windows())
    file_dialog_answer(studio, path)
    studio.trigger("game.open")
    studio.qtbot.waitUntil(lambda: bool(set(game_windows()) - opened), timeout=10_000)
    (replay_window,) = set(game_windows()) - opened
    replay = replay_window.replay
    assert replay is not None
    record = replay.record()
    record_turns = [element for element in record.elements if isinstance(element, Turn)]
    assert [(t.colour, t.throw, t.moves) for t in record_turns[: len(played)]] == played
    shown = [replay.tree.topLevelItem(i) for i in range(replay.tree.topLevelItemCount())]
    comments = [item.text(1) for item in shown if item is not None]
    assert any(TAKE_BACK_COMMENT in text for text in comments), comments
    replay.last()
    assert replay.board.position() == final
    if language == "fr":
        assert english_in(visible_texts(replay_window)) == []
