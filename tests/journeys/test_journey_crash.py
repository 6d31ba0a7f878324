"""Journey 10: a crash mid-partie.  The studio runs in a process of its own, on the journey's fresh home: the user
starts a partie against the computer (take-backs allowed), plays some throws, takes one back, throws again and
is killed (SIGKILL) before he plays.  The studio started again on the same home offers the partie back, at that
same throw: the user answers Resume, and the board shows the position and the dice he had, the take-back kept.
"""

from __future__ import annotations

import textwrap

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from notation.code import format_code
from studio.games.session import TAKE_BACK_COMMENT, Step
from studio.ui.game_windows.window import GameWindow

from .conftest import Studio
from .killed import run_killed_studio

# The studio as a user runs it, driven through its menu, its dialog and the game window; it prints where it
# stands, then kills itself as a crash would (no close, no save at exit).
CRASHING_STUDIO = textwrap.dedent(
    """
    import json, os, signal, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from notation.code import format_code
    from studio.games.session import Step
    from studio.ui.app import start
    from studio.ui.game_windows.new_game_dialog import NewGameDialog
    from studio.ui.game_windows.window import GameWindow

    started = start([])

    def answer():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, answer)
            return
        dialog.takebacks.setChecked(True)
        dialog.accept()

    QTimer.singleShot(20, answer)
    started.window.findChild(QAction, "game.new").trigger()
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, GameWindow) and w.isVisible())
    play = window.play
    session = play.session

    def wait():
        for _ in range(3000):
            if not play.thinking() and not session.computer_to_act():
                return
            QTest.qWait(10)
        raise SystemExit("the computer never answered")

    taken = False
    while True:
        wait()
        step = session.step
        if step is Step.OVER:
            raise SystemExit("the partie ended before the crash")
        if step in (Step.PRIMAUTE, Step.THROW):
            if session.turn_number() >= int(sys.argv[1]) and not taken and session.can_take_back():
                play.undo()  # a take-back: my last play and the reply
                taken = True
                continue
            play.throw_dice()
            if taken and session.step is Step.PLAY:
                break  # thrown, not yet played: the crash comes here
        elif step is Step.DECIDE:
            play.hold_button.click()
        elif step is Step.PLAY:
            play.play_moves(session.legal_plays()[0].moves)
    state = session.partie.state
    print(json.dumps({
        "turn": session.turn_number(), "position": format_code(state.position), "dice": state.dice.code(),
        "takebacks": len(session.takebacks),
    }), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


def test_a_partie_killed_is_offered_back_at_the_same_throw(studio: Studio) -> None:
    crashed = run_killed_studio(CRASHING_STUDIO, "6")
    assert crashed["takebacks"] == 1

    asked: list[str] = []

    def resume(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        asked.append(dialog.text())
        (button,) = [b for b in dialog.buttons() if b.text().replace("&", "") == "Resume"]
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    studio.answer_dialog(resume)
    studio.launch()
    studio.qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
    assert f"after throw {crashed['turn']}" in asked[0], asked[0]
    studio.qtbot.waitUntil(
        lambda: any(isinstance(w, GameWindow) and w.isVisible() for w in QApplication.topLevelWidgets())
    )
    (window,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, GameWindow) and w.isVisible()]
    play = window.play
    assert play is not None
    session = play.session
    # The same throw: my position, my dice, my turn to play; the take-back kept for the record.
    assert session.step is Step.PLAY and session.turn_number() == crashed["turn"]
    assert format_code(play.board.position()) == crashed["position"]
    dice = session.partie.state.dice
    assert dice is not None and dice.code() == crashed["dice"]
    assert len(session.takebacks) == 1 and TAKE_BACK_COMMENT in session.text()
    assert str(crashed["dice"]) in play.status.text()
