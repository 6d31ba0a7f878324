"""A partie against the computer at the play widget (issue 22): a play completed by the engine is shown for
confirmation, the dice are the studio's, a take-back undoes my play and the reply, the board takes the keys, and
the announcements say trous, bredouille and the primauté as a player says them."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from notation.board import WHITE, Point, point_of_step
from notation.game import PrimauteThrow
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.ui.game_windows.play import PlayWidget, count_of

AGAINST = (Seat("Abel"), Seat("Ordinateur", SeatKind.COMPUTER))


def _widget(qtbot: QtBot, setup: GameSetup, *codes: str, seed: int = 1) -> PlayWidget:
    session = GameSession(setup, rng=random.Random(seed))
    for code in codes:
        session.apply(code, human=not code.startswith("P"))
    widget = PlayWidget(session, delay_ms=0, step_ms=0)
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)  # a shortcut (Ctrl+Z) reaches it only then
    return widget


def _answered(qtbot: QtBot, widget: PlayWidget) -> None:
    """Wait until the computer has played and it is the person's turn again (to throw)."""
    qtbot.waitUntil(lambda: not widget.thinking() and not widget.session.computer_to_act(), timeout=20_000)


def _step(widget: PlayWidget) -> Step:
    return widget.session.step


def _key(qtbot: QtBot, widget: PlayWidget, key: Qt.Key) -> None:
    QTest.keyClick(widget.board, key)


def test_a_drop_the_engine_completes_is_shown_for_confirmation(qtbot: QtBot) -> None:
    """6-5: dragging B1 to B7 played B1-B7 B1-B6 at once; now the completed play waits for Enter or Esc (the 5
    is forced: 6-5 from the talons has no other play)."""
    widget = _widget(qtbot, GameSetup(seats=AGAINST), "P6-5")
    session = widget.session
    before = session.partie.state.position
    widget.board.pointDragged.emit("B1", "B7")
    proposal = widget.proposal()
    assert proposal is not None and sorted(proposal.moves) == [(1, 6), (1, 7)]
    assert session.step is Step.PLAY and session.partie.state.position == before  # nothing played yet
    assert widget.confirm_box.isVisible() and widget.board.position() != before  # the play shown on the board
    _key(qtbot, widget, Qt.Key.Key_Escape)  # the slip mended
    assert widget.proposal() is None and widget.board.position() == before and session.step is Step.PLAY
    widget.board.pointDragged.emit("B1", "B7")
    _key(qtbot, widget, Qt.Key.Key_Return)
    assert session.turn_number() >= 1 and session.partie.events[-1] is not None
    assert [m for m in session.inputs if m.human][-1].code in ("M1-7.1-6", "M1-6.1-7")


def test_between_persons_the_drop_is_played_at_once_and_undone_with_ctrl_z(qtbot: QtBot) -> None:
    """Nobody answers at once there: the play is made, and the undo of an unanswered input mends a slip."""
    widget = _widget(qtbot, GameSetup(seats=(Seat("Abel"), Seat("Blaise"))), "P6-5")
    widget.board.pointDragged.emit("B1", "B7")
    assert widget.proposal() is None and widget.session.step is Step.THROW
    QTest.keyClick(widget.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _step(widget) is Step.PLAY


@pytest.mark.parametrize(("real_dice", "accepted"), [(False, False), (True, True)])
def test_against_the_computer_the_studio_throws_unless_real_dice(qtbot: QtBot, real_dice: bool, accepted: bool) -> None:
    widget = _widget(qtbot, GameSetup(seats=AGAINST, real_dice=real_dice))
    assert widget.dice_edit.isVisible() is accepted
    assert widget.throw_button.isVisible()
    assert widget.enter_dice("4-1") is accepted
    assert (widget.session.step is Step.PLAY) is accepted
    if not accepted:
        assert widget.message.text()


def test_ctrl_z_takes_back_my_play_and_the_computers_reply(qtbot: QtBot) -> None:
    widget = _widget(qtbot, GameSetup(seats=AGAINST, takebacks=True), "P4-1")
    session = widget.session
    before = session.partie.state.position
    widget.play_moves(session.legal_plays()[0].moves)
    _answered(qtbot, widget)
    assert session.turn_number() == 2 and widget.undo_button.isEnabled()
    QTest.keyClick(widget.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.step is Step.PLAY and session.turn_number() == 1
    assert session.partie.state.position == before and widget.board.position() == before
    assert session.takebacks and widget.message.text().startswith("Taken back")


def test_without_agreement_no_take_back_and_the_user_is_told_why(qtbot: QtBot) -> None:
    widget = _widget(qtbot, GameSetup(seats=AGAINST), "P4-1")
    session = widget.session
    widget.play_moves(session.legal_plays()[0].moves)
    _answered(qtbot, widget)
    turns = session.turn_number()
    widget.undo()
    assert session.turn_number() == turns and not session.takebacks
    assert "not allowed" in widget.message.text()


def _cursor_to(qtbot: QtBot, widget: PlayWidget, point: Point) -> None:
    """Walk the board's cursor to ``point`` with the arrow keys."""
    board = widget.board
    for _ in range(30):
        here = board.boardGeometry().fleche(board.cursorPoint())
        there = board.boardGeometry().fleche(point)
        if board.cursorPoint() == point:
            return
        if here.row != there.row:
            _key(qtbot, widget, Qt.Key.Key_Up if there.row == "top" else Qt.Key.Key_Down)
        else:
            _key(qtbot, widget, Qt.Key.Key_Right if there.column > here.column else Qt.Key.Key_Left)
    raise AssertionError(f"the cursor never reached {point.name}")


def test_a_dame_is_played_with_the_keyboard(qtbot: QtBot) -> None:
    widget = _widget(qtbot, GameSetup(seats=AGAINST), "P6-5")
    session = widget.session
    widget.board.setFocus()
    _cursor_to(qtbot, widget, point_of_step(WHITE, 1))
    _key(qtbot, widget, Qt.Key.Key_Space)  # the dame picked up: its landings are highlighted
    assert widget.board.highlights()
    _key(qtbot, widget, Qt.Key.Key_Escape)  # put down again
    assert not widget.board.highlights() and session.step is Step.PLAY
    _key(qtbot, widget, Qt.Key.Key_Return)
    _cursor_to(qtbot, widget, point_of_step(WHITE, 7))
    _key(qtbot, widget, Qt.Key.Key_Return)  # dropped on B7: the engine completes with B1-B6, shown
    assert widget.proposal() is not None and session.step is Step.PLAY
    _key(qtbot, widget, Qt.Key.Key_Return)  # confirmed
    assert [m for m in session.inputs if m.human][-1].code == "M1-7.1-6"


@pytest.mark.parametrize(
    ("count", "word", "language", "text"),
    [
        (0, "trou", "en", "0 trous"),
        (0, "trou", "fr", "0 trou"),
        (1, "point", "en", "1 point"),
        (1, "point", "fr", "1 point"),
        (2, "trou", "en", "2 trous"),
        (2, "trou", "fr", "2 trous"),
    ],
)
def test_counts_are_singular_and_plural_as_each_language_says(count: int, word: str, language: str, text: str) -> None:
    assert count_of(count, word, language=language) == text


def test_the_primaute_is_announced_with_its_throw(qtbot: QtBot) -> None:
    widget = _widget(qtbot, GameSetup(seats=AGAINST), seed=4)
    widget.throw_dice()
    event = widget.session.partie.events[0]
    assert isinstance(event, PrimauteThrow)
    white, black = event.white, event.black
    high, low = max(white, black), min(white, black)
    text = widget.scored_label.text()
    assert f"wins the primauté, {high} against {low}" in text, text


def test_the_new_partie_dialog_remembers_take_backs_and_refuses_them_with_ecoles(qtbot: QtBot) -> None:
    from studio.ui.game_windows.new_game_dialog import NewGameDialog
    from studio.ui.settings import Settings

    settings = Settings.memory()
    first = NewGameDialog(settings=settings)
    qtbot.addWidget(first)
    assert not first.takebacks.isChecked() and not first.setup().takebacks
    first.takebacks.setChecked(True)
    first.real_dice.setChecked(True)
    assert first.setup().takebacks and first.setup().real_dice
    first.accept()
    again = NewGameDialog(settings=settings)
    qtbot.addWidget(again)
    assert again.takebacks.isChecked()  # remembered
    again.ecoles.setChecked(True)
    assert not again.takebacks.isEnabled() and not again.setup().takebacks  # never in an école game
    recording = NewGameDialog(settings=settings, recording=True)
    qtbot.addWidget(recording)
    assert not recording.setup().takebacks and not recording.setup().real_dice
