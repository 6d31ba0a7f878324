"""Journey: a partie from start to close with the keyboard alone.

Alt+P opens the Parties menu, N its *Nouvelle partie…*, Enter accepts the dialog; in the partie's window Tab
goes to *Jeter les dés* and Space throws; the board's cursor, moved by the arrows, picks a dame (Space) and
where it goes (Enter); Ctrl+W closes the window.  At each step the test looks at what the user sees: the menu
open, the dialog, the dice on the board, the play in the list of throws, the window gone.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from notation.board import point_of_step
from studio.games.session import Step
from studio.ui.game_windows.new_game_dialog import NewGameDialog
from studio.ui.game_windows.play import PlayWidget

from .conftest import Studio, leftover_questions_answered
from .test_journey_play import a_dame_to_move, cursor_to, game_windows, wait_for_me

ALT, CTRL = Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.ControlModifier


def _press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key where the keyboard is: the open menu, the focused control, or the active window."""
    target = QApplication.activePopupWidget() or QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "nothing has the keyboard"
    QTest.keyClick(target, key, modifier)
    QApplication.processEvents()


def _tab_to(studio: Studio, widget: QWidget, *, most: int = 40) -> int:
    """Tab until ``widget`` has the focus; the presses it took."""
    for presses in range(most):
        if QApplication.focusWidget() is widget:
            return presses
        _press(Qt.Key.Key_Tab)
        studio.settle(5)
    raise AssertionError(f"Tab never reached {widget.accessibleName() or type(widget).__name__}")


def test_a_partie_opened_thrown_played_and_closed_from_the_keyboard(studio: Studio) -> None:
    window = studio.launch("--lang", "fr")
    window.activateWindow()
    studio.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)

    # Alt+P: the Parties menu, shown; N: its « Nouvelle partie… »; Enter: the dialog's OK.
    dialogs: list[str] = []

    def accept(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialogs.append(dialog.windowTitle())
        QTest.keyClick(dialog, Qt.Key.Key_Return)

    before = set(game_windows())
    _press(Qt.Key.Key_P, ALT)
    studio.qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu) and menu.title() == "&Parties"
    studio.answer_dialog(accept)
    _press(Qt.Key.Key_N)
    studio.qtbot.waitUntil(lambda: bool(set(game_windows()) - before), timeout=10_000)
    assert dialogs, "the new partie dialog was not shown"
    (partie,) = set(game_windows()) - before
    play = partie.findChild(PlayWidget)
    assert play is not None
    partie.activateWindow()
    studio.qtbot.waitUntil(lambda: QApplication.activeWindow() is partie)
    # Tab begins on the board, the window's first region.
    _press(Qt.Key.Key_Tab)
    studio.qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)

    played = False
    for _turn in range(12):
        wait_for_me(studio, play)
        step = play.session.step
        if step in (Step.THROW, Step.PRIMAUTE):
            # Tab to « Jeter les dés », Space: the dice are on the board.
            thrown = len(play.session.partie.events)
            assert play.throw_button.isVisible()
            _tab_to(studio, play.throw_button)
            _press(Qt.Key.Key_Space)

            def thrown_more(thrown: int = thrown) -> bool:
                return len(play.session.partie.events) > thrown

            studio.qtbot.waitUntil(thrown_more)
            continue
        if step is Step.DECIDE:
            _tab_to(studio, play.hold_button)
            _press(Qt.Key.Key_Space)
            continue
        if step is Step.PLAY and not play.session.computer_to_act():
            assert play.board.dice() is not None, "the dice thrown are not on the board"
            move = a_dame_to_move(play)
            if move is None:
                break
            mover = play.session.partie.state.mover
            turns = play.session.turn_number()
            lines = play.moves_list.count()
            # Tab to the board; the arrows to the dame, Space; the arrows to its point, Enter.
            _tab_to(studio, play.board)
            cursor_to(studio, play, point_of_step(mover, move[0]))
            _press(Qt.Key.Key_Space)
            cursor_to(studio, play, point_of_step(mover, move[1]))
            _press(Qt.Key.Key_Return)
            if play.proposal() is not None:  # the engine completed the play: Enter confirms it
                assert play.confirm_box.isVisible()
                _press(Qt.Key.Key_Return)
            if play.session.step is Step.PLAY and play.session.turn_number() == turns:
                # Several ways to finish it: the plays' list, then its button, by Tab.
                _tab_to(studio, play.play_button)
                _press(Qt.Key.Key_Space)

            def played_on(turns: int = turns) -> bool:
                return play.session.turn_number() > turns

            def listed(lines: int = lines) -> bool:
                return play.moves_list.count() >= max(1, lines)

            studio.qtbot.waitUntil(played_on, timeout=10_000)
            studio.qtbot.waitUntil(listed)
            played = True
            break
    assert played, "no play was made from the keyboard"
    shown = [play.moves_list.item(i).text() for i in range(play.moves_list.count())]
    assert shown and any(text.strip() for text in shown), "the play is not in the list of throws"

    # Ctrl+W: the partie's window goes (kept for later: a partie in progress loses nothing).
    with leftover_questions_answered():
        _press(Qt.Key.Key_W, CTRL)
        studio.qtbot.waitUntil(lambda: not partie.isVisible(), timeout=10_000)
    assert partie not in game_windows() or not partie.isVisible()
