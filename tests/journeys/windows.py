"""Every window and dialog of the studio, opened as a user opens them: through the main window's actions.

:func:`every_window` opens each in turn, calls ``visit(name, widget)`` while it is on screen, and closes it again:
the studio's window (with its docks: the editor panel, the explorer, the analysis, the archive browser), its
dialogs (shortcuts, about, the three PDF exports, the archive's list, the reset of the lessons' progress, the new
partie, the file dialog), the lessons (the explanation, an exercise, its solution), the puzzles, a partie and a
replay.  The small-screen journey measures them; the shortcut journey reads their keys.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QInputDialog, QMessageBox, QWidget

from studio.ui.game_windows.archive_browser import ArchiveBrowser
from studio.ui.game_windows.new_game_dialog import NewGameDialog
from studio.ui.main_window import MainWindow

Visit = Callable[[str, QWidget], None]

DIALOGS = (
    "help.shortcuts",
    "help.about",
    "file.open",
    "file.archive_open",
    "file.export_pdf_diagram",
    "file.export_pdf_scoresheet",
    "file.export_pdf_booklet",
    "lessons.reset",
)
"""The actions of the main window that open a modal dialog and nothing else."""


def pump(milliseconds: int = 100) -> None:
    """Let the event loop run for ``milliseconds``."""
    app = QApplication.instance()
    assert app is not None
    end = time.monotonic() + milliseconds / 1000
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


def _answer_modal(name: str, visit: Visit, answer: Callable[[QDialog], None], seen: list[str]) -> None:
    """Visit the next modal dialog once it shows, then ``answer`` it (called before what opens it)."""
    tries = [0]

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.isVisible():
            pump(50)
            visit(name, dialog)
            seen.append(name)
            answer(dialog)
            return
        tries[0] += 1
        if tries[0] < 200:
            QTimer.singleShot(25, look)

    QTimer.singleShot(25, look)


def _reject(dialog: QDialog) -> None:
    dialog.reject()


def _first_game(dialog: QDialog) -> None:
    if isinstance(dialog, QInputDialog):
        dialog.setIntValue(1)
    dialog.accept()


def _new_windows(before: set[int]) -> list[QWidget]:
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if widget.isVisible() and id(widget) not in before and not isinstance(widget, (QDialog, QMessageBox))
    ]


def every_window(window: MainWindow, visit: Visit) -> list[str]:
    """Open every window and dialog of the studio ``window`` in turn and ``visit`` each; returns the names visited
    (each action's id, or ``studio``, ``lessons.exercise``, ``lessons.solution``)."""
    seen: list[str] = []
    actions = {**window.actions_by_id, **window.games.actions}
    # The studio, every dock shown.
    window.games.actions["game.browser"].trigger()
    for dock in window.findChildren(QDockWidget):
        dock.show()
    pump(300)
    visit("studio", window)
    seen.append("studio")

    for name in DIALOGS:
        action = actions[name]
        if not action.isEnabled():
            continue
        _answer_modal(name, visit, _reject, seen)
        action.trigger()
        pump(200)

    # The archive browser's dialogs, on its first game: its history, its Blanc's rating, its booklet.
    browser_dock = window.games.browser_dock
    browser = browser_dock.widget() if browser_dock is not None else None
    if isinstance(browser, ArchiveBrowser):
        end = time.monotonic() + 30
        while browser.model.rowCount() == 0 and time.monotonic() < end:
            pump(100)
        browser.table.selectRow(0)
        pump(100)
        # The tutor's analysis of that game, with its progress (the rating is made of analysed games).
        runner = browser.analyse(chosen=True)
        if runner is not None:
            pump(200)
            visit("archive.analyse", runner.dialog)
            seen.append("archive.analyse")
            end = time.monotonic() + 180
            while runner.running() and time.monotonic() < end:
                pump(100)
            pump(200)
        shows: tuple[tuple[str, Callable[[], QDialog | None]], ...] = (
            ("archive.history", browser.show_history),
            ("archive.rating", browser.show_rating),
            ("archive.booklet", browser.booklet_selected),
        )
        for name, show in shows:
            dialog = show()
            if dialog is None:
                continue
            pump(300)
            visit(name, dialog)
            seen.append(name)
            dialog.close()
            pump(50)

    # The lessons: the explanation, then an exercise and its solution.
    actions["lessons.open"].trigger()
    pump(300)
    player = window.lessons.lesson_player()
    visit("lessons.open", player)
    seen.append("lessons.open")
    for lesson in ("ecoles", "marquer"):
        player.start_lesson(lesson)
        pump(200)
        visit("lessons.exercise", player)
        player.show_solution()
        pump(200)
        visit("lessons.solution", player)
    seen += ["lessons.exercise", "lessons.solution"]
    player.close()

    # The puzzles, a partie, a replay: each a window of its own.
    for name, answer in (("lessons.puzzles", None), ("game.new", _accept_new), ("game.archive_replay", _first_game)):
        before = {id(widget) for widget in QApplication.topLevelWidgets() if widget.isVisible()}
        if answer is not None:
            _answer_modal(f"{name}.dialog", visit, answer, seen)
        actions[name].trigger()
        pump(500)
        for opened in _new_windows(before):
            visit(name, opened)
            seen.append(name)
            opened.close()
            pump(100)
    return seen


def _accept_new(dialog: QDialog) -> None:
    assert isinstance(dialog, NewGameDialog)
    dialog.accept()
