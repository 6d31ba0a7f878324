"""Issue 36, point 6: the studio completes a play only when its rest is forced.

From a plain start the user chooses Game ▸ New partie against the computer with his own dice (real dice, typed),
wins the primauté 6-2 and drags a dame from B1 to B7.  B1-B7 B1-B3 and B1-B7 B7-B9 are both legal, so nothing
is played: the dame stays on B7, B3 and B9 are lit, and the list keeps both plays.  He clicks B9 and the play
is B1-B7 B7-B9 (the one he meant, and the tutor's), then the computer answers.  Esc had put the dames back on a
first try.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from notation.board import WHITE, Point
from notation.game import Move
from studio.games.session import Step
from studio.ui.game_windows.new_game_dialog import NewGameDialog

from .conftest import Studio
from .test_journey_play import game_windows, wait_for_me


def _lit(board_highlights: Mapping[Point, str]) -> set[str]:
    return {point.name for point, kind in board_highlights.items() if kind == "target"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_play_whose_rest_is_not_forced_waits_for_the_next_dame(studio: Studio, language: str) -> None:
    studio.launch("--lang", language)

    checked: list[bool] = []

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.real_dice.click()
        checked.append(dialog.real_dice.isChecked())
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        QTest.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    before = set(game_windows())
    studio.answer_dialog(answer)
    studio.trigger("game.new")
    studio.qtbot.waitUntil(lambda: bool(set(game_windows()) - before), timeout=10_000)
    (window,) = set(game_windows()) - before
    assert checked == [True], "the real dice were not chosen"
    play = window.play
    assert play is not None
    session = play.session
    # The primauté typed as it fell: Blanc 6, Noir 2; Blanc plays 6-2.
    studio.keys(play.dice_edit, "6-2")
    studio.key(play.dice_edit, Qt.Key.Key_Return)
    assert session.step is Step.PLAY and session.partie.state.mover is WHITE
    start = session.partie.state.position

    studio.drag_point(play.board, "B1", "B7")
    assert session.step is Step.PLAY and play.proposal() is None, "a play was chosen for the player"
    assert play.board.position().dames_at("B7") == (WHITE, 1)
    assert _lit(play.board.highlights()) == {"B3", "B9"}
    assert play.plays.count() == 2 and play.message.text()
    studio.key(play.board, Qt.Key.Key_Escape)  # put back
    assert play.board.position() == start and not _lit(play.board.highlights())

    studio.drag_point(play.board, "B1", "B7")
    studio.click_point(play.board, "B9")
    if play.proposal() is not None:  # against the computer a play is confirmed before it answers
        QTest.mouseClick(play.confirm_button, Qt.MouseButton.LeftButton)
    moves = [event for event in session.partie.events if isinstance(event, Move)]
    assert moves and moves[0].moves == ((1, 7), (7, 9))
    wait_for_me(studio, play)
