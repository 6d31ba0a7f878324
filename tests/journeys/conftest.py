"""The journey suite's harness: the studio started as ``trictrac-studio`` starts it, on a fresh home.

A journey drives the real window only through what a user has (actions and menus, keys, mouse events on the
board, dialogs answered) and asserts what the user would see.  Each test gets a home of its own: the user's
data, configuration, state and log folders are fresh temporary folders, ``TRICTRAC_DB`` and
``TRICTRAC_DATA_DIR`` are unset, so the studio finds its archive, its autosaves and its settings where a new
user's studio finds them (platformdirs, QSettings), and a restart finds them again.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from notation.board import Point
from studio.ui.app import Started, start
from studio.ui.board_view import BoardView
from studio.ui.main_window import MainWindow

ENVIRONMENT = ("TRICTRAC_DB", "TRICTRAC_DATA_DIR")
XDG = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")


@dataclass
class Home:
    """A new user's folders: where the studio keeps the archive, the autosaves, the settings and the log."""

    root: Path

    @property
    def data(self) -> Path:
        return self.root / "data"

    @property
    def config(self) -> Path:
        return self.root / "config"

    def archive_file(self) -> Path:
        """The archive a plain start opens (platformdirs' user data folder)."""
        from platformdirs import user_data_path

        return user_data_path("trictrac-studio") / "archive.sqlite"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Home]:
    """A fresh home for one journey; the scratch settings of tests/conftest.py are put back after it."""
    root = tmp_path / "home"
    # tests/conftest.py keeps the suite's settings under $TRICTRAC_DATA_DIR/settings: put back after the journey.
    scratch = os.path.join(os.environ.get("TRICTRAC_DATA_DIR", str(tmp_path)), "settings")
    for name in ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    for name, folder in zip(XDG, ("data", "config", "state", "cache"), strict=True):
        (root / folder).mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(name, str(root / folder))
    monkeypatch.setenv("HOME", str(root))
    # The studio's excepthook is installed at each start; the test's own hook comes back after the journey.
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    settings_folder = str(root / "config")
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, settings_folder)
        QSettings.setPath(QSettings.Format.NativeFormat, scope, settings_folder)
    yield Home(root)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, scratch)
        QSettings.setPath(QSettings.Format.NativeFormat, scope, scratch)


@dataclass
class Studio:
    """Starts, drives and restarts the studio of one journey."""

    qtbot: QtBot
    home: Home
    started: Started | None = None
    windows: list[MainWindow] = field(default_factory=list)
    over: list[bool] = field(default_factory=lambda: [False])
    """Set when the journey ends: a dialog still awaited then is not this journey's (the next one's is left alone)."""

    @property
    def window(self) -> MainWindow:
        assert self.started is not None, "the studio is not running"
        return self.started.window

    def launch(self, *args: str) -> MainWindow:
        """Start the studio as ``trictrac-studio ARGS`` does, and let its first steps run."""
        started = start(list(args))
        assert not isinstance(started, int), f"trictrac-studio {' '.join(args)} stopped with status {started}"
        self.started = started
        self.qtbot.addWidget(started.window)
        self.windows.append(started.window)
        self.qtbot.waitExposed(started.window)
        self.settle()
        return started.window

    def settle(self, ms: int = 50) -> None:
        """Let the event loop run what is queued (timers of 0 ms, repaints)."""
        self.qtbot.wait(ms)

    def quit(self) -> None:
        """Close the studio as the user does (the window's close button); its settings are written."""
        window = self.window
        window.close()
        self.settle()
        assert not window.isVisible(), "the studio did not close"
        if self.started is not None:
            self.started.translations.uninstall()
        self.started = None

    def restart(self, *args: str) -> MainWindow:
        self.quit()
        return self.launch(*args)

    # -- what a user has ---------------------------------------------------------------------------------

    def action(self, object_name_or_id: str) -> QAction:
        """An action as the menus hold it: by the registry's id (``file.save``) or the Game menu's key."""
        window = self.window
        if object_name_or_id in window.actions_by_id:
            return window.actions_by_id[object_name_or_id]
        found = window.findChild(QAction, object_name_or_id)
        assert found is not None, f"no action {object_name_or_id!r}"
        return found

    def trigger(self, object_name_or_id: str) -> None:
        """Choose a menu item (it must be enabled, as the user sees it)."""
        action = self.action(object_name_or_id)
        assert action.isEnabled(), f"{object_name_or_id!r} is disabled"
        action.trigger()
        self.settle()

    def keys(self, widget: QWidget, sequence: str) -> None:
        """Type ``sequence`` into ``widget`` (QTest's key clicks)."""
        QTest.keyClicks(widget, sequence)
        self.settle(10)

    def key(self, widget: QWidget, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(widget, key, modifier)
        self.settle(10)

    def click_point(
        self, board: BoardView, point: Point | str, button: Qt.MouseButton = Qt.MouseButton.LeftButton
    ) -> None:
        """Click a flèche of ``board`` (a BoardView) with the mouse."""
        centre = board_centre(board, point)
        QTest.mouseClick(board, button, Qt.KeyboardModifier.NoModifier, centre)
        self.settle(10)

    def drag_point(self, board: BoardView, source: Point | str, target: Point | str) -> None:
        """Drag from one flèche to another with the left button."""
        start_at, end_at = board_centre(board, source), board_centre(board, target)
        QTest.mousePress(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_at)
        QTest.mouseMove(board, QPoint((start_at.x() + end_at.x()) // 2, (start_at.y() + end_at.y()) // 2))
        QTest.mouseMove(board, end_at)
        QTest.mouseRelease(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end_at)
        self.settle(10)

    def answer_dialog(self, answer: Callable[[QWidget], None], timeout_ms: int = 5000) -> None:
        """Answer the next modal dialog with ``answer(dialog)`` once it shows (call before what opens it)."""
        waited = [0]
        over = self.over

        def look() -> None:
            if over[0]:
                return
            dialog = QApplication.activeModalWidget()
            if dialog is not None and dialog.isVisible():
                answer(dialog)
                return
            waited[0] += 20
            if waited[0] < timeout_ms:
                QTimer.singleShot(20, look)

        QTimer.singleShot(20, look)


def board_centre(board: BoardView, point: Point | str) -> QPoint:
    centre: QPointF = board.pointCentre(point)
    return centre.toPoint()


@pytest.fixture
def studio(qtbot: QtBot, home: Home) -> Iterator[Studio]:
    driver = Studio(qtbot, home)
    yield driver
    driver.over[0] = True
    for window in driver.windows:
        if shiboken6.isValid(window) and window.isVisible():  # a window quit before may be deleted already
            window.close()
    if driver.started is not None:
        driver.started.translations.uninstall()


@contextmanager
def leftover_questions_answered() -> Iterator[None]:
    """While it lasts, the questions that closing asks (shown on a real display, not offscreen) are answered so
    as to lose nothing of the home left behind — a partie kept for later, unsaved changes discarded — rather than
    waited on for ever."""
    sweeper = QTimer()
    sweeper.setInterval(20)
    sweeper.timeout.connect(_answer_leftover_question)
    sweeper.start()
    try:
        yield
    finally:
        sweeper.stop()


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> Iterator[None]:
    """A journey's windows are closed (by pytest-qt, then by the fixtures) with their questions answered."""
    with leftover_questions_answered():
        yield


def _answer_leftover_question() -> None:
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, QMessageBox) or not dialog.isVisible():
        return
    keep = dialog.findChild(QAbstractButton, "keep")
    discard = dialog.button(QMessageBox.StandardButton.Discard)
    chosen = keep or discard or dialog.escapeButton()
    if chosen is not None:
        chosen.click()
    else:
        dialog.reject()
