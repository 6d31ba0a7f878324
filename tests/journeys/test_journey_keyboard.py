"""A user without a mouse: from a plain start, Tab and Shift+Tab reach and leave every panel, Ctrl+Tab goes from
pane to pane, the board is reached by its shortcut, and the View menu says which panels are on screen.

Tab once walked cell by cell through the Analysis dock's *Chances* table and never left it (150 presses), and
the board could only get the focus from a mouse click.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QInputDialog, QTableWidget, QWidget

from studio.ui.board_view import BoardView
from studio.ui.game_windows.archive_browser import ArchiveBrowser
from studio.ui.main_window import MainWindow

from .conftest import Studio
from .screen import shown

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
SAMPLE_GAMES = 210


def started(studio: Studio) -> MainWindow:
    window = studio.launch()
    dock = window.findChild(QDockWidget, "archive_browser")
    assert dock is not None
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(f"{SAMPLE_GAMES} games"), timeout=20000)
    return window


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard"
    return widget


def press(studio: Studio, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> QWidget:
    """Press a key where the keyboard is; returns where it is then."""
    studio.qtbot.keyClick(focus(), key, modifiers)
    QApplication.processEvents()
    return focus()


def pane_of(window: MainWindow, widget: QWidget) -> str:
    """The pane holding ``widget``: "board", a dock's object name, or "" (the tool bar, the dock's tabs…)."""
    if widget is window.board:
        return "board"
    for dock in window.findChildren(QDockWidget):
        if dock.isAncestorOf(widget):
            return dock.objectName()
    return ""


PANES = {"board", "editor-panel", "analysis", "archive_browser"}


def test_tab_and_shift_tab_reach_and_leave_every_panel(studio: Studio) -> None:
    window = started(studio)
    assert press(studio, Qt.Key.Key_B, CTRL) is window.board, "Ctrl+B puts the keyboard on the board"
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        visited: list[str] = []
        for _ in range(200):
            widget = press(studio, key)
            # Never on a control the user cannot see (a dock behind another's tab is brought to the front).
            assert shown(widget), f"{type(widget).__name__} has the keyboard out of sight"
            visited.append(pane_of(window, widget))
            if widget is window.board:
                break
        else:
            raise AssertionError(f"{key.name} never came back to the board: {sorted(set(visited))}")
        assert set(visited) >= PANES, f"{key.name} missed {PANES - set(visited)}"


def test_the_chances_table_is_left_in_one_tab(studio: Studio) -> None:
    window = started(studio)
    studio.trigger("analysis.chances")
    table = window.analysis.currentWidget().findChild(QTableWidget) or window.analysis.currentWidget()
    assert isinstance(table, QTableWidget) and table.rowCount() > 1
    studio.qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton)
    assert focus() is table
    assert press(studio, Qt.Key.Key_Tab) is not table, "Tab walks the table's cells instead of leaving it"
    table.setFocus()
    assert press(studio, Qt.Key.Key_Backtab) is not table
    # Inside, the arrows still walk the rows.
    table.setFocus()
    table.setCurrentCell(0, 0)
    press(studio, Qt.Key.Key_Down)
    assert table.currentRow() == 1


def test_ctrl_tab_goes_from_pane_to_pane(studio: Studio) -> None:
    window = started(studio)
    press(studio, Qt.Key.Key_B, CTRL)
    forward = [pane_of(window, press(studio, Qt.Key.Key_Tab, CTRL)) for _ in range(4)]
    assert forward == ["editor-panel", "archive_browser", "analysis", "board"]
    # Each pane is on screen when it has the keyboard: the editor shares its tab with the archive.
    backward = []
    for _ in range(4):
        widget = press(studio, Qt.Key.Key_Tab, CTRL | SHIFT)
        assert shown(widget)
        backward.append(pane_of(window, widget))
    assert backward == ["analysis", "archive_browser", "editor-panel", "board"]
    # From a text field and from the analysis' tabs too (they do not keep Ctrl+Tab for themselves).
    window.panel.comment.setFocus()
    assert pane_of(window, press(studio, Qt.Key.Key_Tab, CTRL)) == "archive_browser"
    press(studio, Qt.Key.Key_Tab, CTRL)
    assert pane_of(window, press(studio, Qt.Key.Key_Tab, CTRL)) == "board"
    # A closed panel is passed over.
    press(studio, Qt.Key.Key_F9)
    assert [pane_of(window, press(studio, Qt.Key.Key_Tab, CTRL)) for _ in range(3)] == [
        "editor-panel",
        "archive_browser",
        "board",
    ]


def test_the_view_menu_ticks_the_panels_on_screen(studio: Studio) -> None:
    window = started(studio)
    editor, analysis = window.actions_by_id["view.panel"], window.actions_by_id["view.analysis"]

    def seen(dock: QDockWidget) -> bool:
        return shown(dock)

    # At start the archive is in front of the editor, which shares its tab.
    assert not seen(window.panel_dock) and not editor.isChecked()
    assert seen(window.analysis_dock) and analysis.isChecked()
    for _ in range(2):
        press(studio, Qt.Key.Key_F8)  # the editor comes to the front
        assert seen(window.panel_dock) and editor.isChecked()
        press(studio, Qt.Key.Key_F8)  # and is closed
        assert window.panel_dock.isHidden() and not editor.isChecked()
    press(studio, Qt.Key.Key_F8)
    assert seen(window.panel_dock) and editor.isChecked()
    # The archive brought back to the front by its tab hides the editor: the menu says so.
    studio.trigger("game.browser")
    assert not seen(window.panel_dock) and not editor.isChecked()
    press(studio, Qt.Key.Key_F9)
    assert window.analysis_dock.isHidden() and not analysis.isChecked()
    press(studio, Qt.Key.Key_F9)
    assert seen(window.analysis_dock) and analysis.isChecked()


def test_the_game_windows_board_gets_the_keyboard_by_tab(studio: Studio) -> None:
    window = started(studio)

    def choose_first(dialog: QWidget) -> None:
        assert isinstance(dialog, QInputDialog)
        dialog.setIntValue(1)
        dialog.accept()

    studio.answer_dialog(choose_first)
    studio.trigger("game.archive_replay")
    studio.qtbot.waitUntil(lambda: any(w.isVisible() for w in window.games.windows), timeout=5000)
    game = next(w for w in window.games.windows if w.isVisible())
    game.activateWindow()
    game.setFocus()
    boards = game.findChildren(BoardView)
    reached = False
    for _ in range(60):
        widget = press(studio, Qt.Key.Key_Tab)
        if widget in boards:
            reached = True
            break
    assert reached, "Tab never reached the game window's board"
    game.close()
