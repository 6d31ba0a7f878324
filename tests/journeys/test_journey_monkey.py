"""Journey: a monkey at the real window — a long random sequence of clicks, menu items, keys and drags.

The studio is started as ``trictrac-studio`` starts it (the ``studio`` fixture), then sent random menu items,
mouse clicks (either button) on whatever widget shows, random keys and shortcuts (Quit apart) to whatever has
the focus, and random drags across the board.  Any dialog that opens (a question, a file dialog, a message) is
closed as a user would press Escape.  The property: no exception (pytest-qt fails the test on one raised in a
slot, and the studio's own "unexpected error" dialog is counted), no hang (each action returns within the time
a user waits), and the archive still passes SQLite's ``PRAGMA integrity_check`` afterwards.

``MONKEY_ACTIONS`` sets the number of actions (default: what runs in under a minute here; 10,000 for a long run);
``MONKEY_SEED`` replays a sequence.  The counts are printed at the end of the session.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QLineEdit, QMenu, QMessageBox, QWidget

from studio.ui.game_windows.archive_browser import ArchiveBrowser

from .conftest import Studio, leftover_questions_answered

ACTIONS = int(os.environ.get("MONKEY_ACTIONS", "0") or 0) or 400
SEED = int(os.environ.get("MONKEY_SEED", "0") or 0) or random.randrange(1 << 30)
SLOWEST = 10.0
"""Seconds one action may take before it counts as a hang (a PDF or a ranking runs in the background)."""

DONE: Counter[str] = Counter()
CLOSED: Counter[str] = Counter()

KEYS = [
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Return,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Space,
    Qt.Key.Key_Delete,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_F1,
    Qt.Key.Key_F5,
    Qt.Key.Key_A,
    Qt.Key.Key_B,
    Qt.Key.Key_N,
    Qt.Key.Key_1,
    Qt.Key.Key_6,
]
MODIFIERS = [
    Qt.KeyboardModifier.NoModifier,
    Qt.KeyboardModifier.NoModifier,
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.AltModifier,
]
POINTS = [f"{side}{number}" for side in "BN" for number in range(1, 13)]


@pytest.fixture(scope="module", autouse=True)
def monkey_counts(request: pytest.FixtureRequest) -> Iterator[None]:
    """Print, after the session's summary, the actions the monkey tried, by kind."""

    class Summary:
        def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
            if not DONE:
                return
            terminalreporter.write_sep("-", f"monkey counts (studio window, actions tried; seed {SEED})")
            for kind in sorted(DONE):
                terminalreporter.write_line(f"{kind:<22} {DONE[kind]:>7}")
            terminalreporter.write_line(f"{'total':<22} {sum(DONE.values()):>7}")
            for kind, count in CLOSED.items():
                terminalreporter.write_line(f"({kind}: {count})")

    if not request.config.pluginmanager.has_plugin("trictrac-monkey-counts"):
        request.config.pluginmanager.register(Summary(), "trictrac-monkey-counts")
    yield


def _quits(key: Qt.Key, modifier: Qt.KeyboardModifier) -> bool:
    """Whether the key closes the studio (Quit, Close): the monkey keeps it open."""
    sequence = QKeySequence(modifier.value | key.value)
    return sequence.matches(QKeySequence(QKeySequence.StandardKey.Quit)) == QKeySequence.SequenceMatch.ExactMatch or (
        modifier == Qt.KeyboardModifier.ControlModifier and key in (Qt.Key.Key_Q, Qt.Key.Key_W)
    )


class DialogCloser:
    """Closes every dialog or menu the monkey opened, as a user pressing Escape; counts the error dialogs."""

    def __init__(self) -> None:
        self.closed = 0
        self.errors: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(30)
        self.timer.timeout.connect(self.close_all)

    def close_all(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if not widget.isVisible():
                continue
            if isinstance(widget, QMessageBox) and "unexpected" in widget.text().lower():
                self.errors.append(widget.text())
            if isinstance(widget, QDialog):
                widget.reject()
                self.closed += 1
            elif isinstance(widget, QMenu):
                widget.close()


def _targets(window: QWidget) -> list[QWidget]:
    return [
        widget
        for widget in window.findChildren(QWidget)
        if widget.isVisible() and widget.isEnabled() and widget.width() > 2 and widget.height() > 2
    ]


def test_a_monkey_at_the_window_breaks_nothing(studio: Studio) -> None:
    window = studio.launch()
    studio.settle(500)
    closer = DialogCloser()
    closer.timer.start()
    excepthook = sys.excepthook
    escaped: list[BaseException] = []
    sys.excepthook = lambda kind, error, trace: escaped.append(error)  # the studio's hook would show a dialog
    chance = random.Random(SEED)
    bot = studio.qtbot
    try:
        for _step in range(ACTIONS):
            started = time.monotonic()
            roll = chance.random()
            if roll < 0.12:
                # A menu item chosen (Quit apart), as the menus and the toolbar offer it.
                actions = [
                    action
                    for name, action in sorted(window.actions_by_id.items())
                    if name != "file.quit" and action.isEnabled()
                ]
                chance.choice(actions).trigger()
                DONE["menu item"] += 1
            elif roll < 0.5:
                targets = _targets(window)
                target = chance.choice(targets)
                point = QPoint(chance.randrange(target.width()), chance.randrange(target.height()))
                button = Qt.MouseButton.LeftButton if chance.random() < 0.85 else Qt.MouseButton.RightButton
                bot.mouseClick(target, button, Qt.KeyboardModifier.NoModifier, point)
                DONE["click"] += 1
            elif roll < 0.65:
                studio.drag_point(window.board, chance.choice(POINTS), chance.choice(POINTS))
                DONE["drag on the board"] += 1
            else:
                key, modifier = chance.choice(KEYS), chance.choice(MODIFIERS)
                if _quits(key, modifier):
                    continue
                target = QApplication.focusWidget() or window
                bot.keyClick(target, key, modifier)
                DONE["key"] += 1
            QApplication.processEvents()
            took = time.monotonic() - started
            assert took < SLOWEST, f"an action took {took:.1f} s (seed {SEED})"
            assert window.isVisible(), f"the studio closed (seed {SEED})"
            assert not escaped, f"{escaped[0]!r} (seed {SEED})"
            assert not closer.errors, f"{closer.errors[0]} (seed {SEED})"
    finally:
        sys.excepthook = excepthook
        closer.timer.stop()
    CLOSED["dialogs and menus closed"] += closer.closed
    with leftover_questions_answered():  # on a real display, the changes the monkey made are discarded at quit
        studio.quit()
    archive = studio.home.archive_file()
    if archive.exists():
        with sqlite3.connect(archive) as connection:
            assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


# -- the new windows: puzzles, explorer, rating, history, coach --------------------------------------------------

WINDOW_ACTIONS = max(ACTIONS // 5, 40)
"""Actions inside each of the new windows (a fifth of the main window's, forty at least)."""


@pytest.fixture(scope="module")
def analysed_archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Zoé's three games against the tutor, analysed, their puzzles made, and one of them saved again (two
    revisions): what the puzzles, the rating and the history show."""
    from studio.store.db import Archive
    from studio.store.revisions import save_revision
    from studio.store.search import game_record
    from tests.store.test_store_analyses import prepare_archive

    path = tmp_path_factory.mktemp("monkey") / "archive.sqlite"
    prepare_archive(f"sqlite:///{path}")
    with Archive(f"sqlite:///{path}") as archive:
        text = game_record(archive, 1)
        save_revision(archive, 1, text.replace("[Date ", '[Ronde "1"]\n[Date ', 1))
    return path


class WindowCloser(DialogCloser):
    """Closes what the monkey opens from the window under test (a question, a file dialog, a menu), sparing it."""

    def __init__(self, spared: QWidget) -> None:
        super().__init__()
        self.spared = spared

    def close_all(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if widget is self.spared or not widget.isVisible():
                continue
            if isinstance(widget, QMessageBox) and "unexpected" in widget.text().lower():
                self.errors.append(widget.text())
            if isinstance(widget, QDialog):
                widget.reject()
                self.closed += 1
            elif isinstance(widget, QMenu):
                widget.close()


def _own_actions(window: QWidget) -> list[QAction]:
    """The enabled actions of ``window`` and its widgets, but those that quit the studio."""
    quit_keys = QKeySequence(QKeySequence.StandardKey.Quit)
    return [
        action
        for action in window.findChildren(QAction)
        if action.isEnabled() and action.shortcut() != quit_keys and "quit" not in action.text().lower()
    ]


def _monkey_in(studio: Studio, window: QWidget, area: QWidget, kind: str, chance: random.Random, budget: int) -> int:
    """Up to ``budget`` random clicks, keys and actions inside ``area`` (of ``window``); stops when the window
    closes (Escape in a dialog, a Close button).  Returns the actions done."""
    closer = WindowCloser(window)
    closer.timer.start()
    excepthook = sys.excepthook
    escaped: list[BaseException] = []
    sys.excepthook = lambda _kind, error, _trace: escaped.append(error)
    bot = studio.qtbot
    done = 0
    try:
        for _step in range(budget):
            if not window.isVisible() or not area.isVisible():
                break
            started = time.monotonic()
            roll = chance.random()
            actions = _own_actions(area)
            if roll < 0.1 and actions:
                chance.choice(actions).trigger()
            elif roll < 0.7 and (targets := _targets(area)):
                target = chance.choice(targets)
                point = QPoint(chance.randrange(target.width()), chance.randrange(target.height()))
                button = Qt.MouseButton.LeftButton if chance.random() < 0.85 else Qt.MouseButton.RightButton
                if chance.random() < 0.15:
                    bot.mouseDClick(target, button, Qt.KeyboardModifier.NoModifier, point)
                else:
                    bot.mouseClick(target, button, Qt.KeyboardModifier.NoModifier, point)
            else:
                key, modifier = chance.choice(KEYS), chance.choice(MODIFIERS)
                if _quits(key, modifier):
                    continue
                focused = QApplication.focusWidget()
                bot.keyClick(focused if focused is not None else area, key, modifier)
            QApplication.processEvents()
            done += 1
            took = time.monotonic() - started
            assert took < SLOWEST, f"{kind}: an action took {took:.1f} s (seed {SEED})"
            assert studio.window.isVisible(), f"{kind}: the studio closed (seed {SEED})"
            assert not escaped, f"{kind}: {escaped[0]!r} (seed {SEED})"
            assert not closer.errors, f"{kind}: {closer.errors[0]} (seed {SEED})"
    finally:
        sys.excepthook = excepthook
        closer.timer.stop()
    DONE[f"in {kind}"] += done
    CLOSED[f"dialogs closed from {kind}"] += closer.closed
    if window.isVisible() and window is not studio.window:
        with leftover_questions_answered():  # on a real display a partie begun asks: kept for later
            window.close()
    studio.settle()
    return done


def _browser(studio: Studio) -> ArchiveBrowser:
    dock = studio.window.findChild(QDockWidget, "archive_browser")
    if dock is None or not dock.isVisible():
        studio.trigger("game.browser")
        dock = studio.window.findChild(QDockWidget, "archive_browser")
    assert dock is not None
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    # What the monkey typed in the filters is cleared and the archive searched again, as a user would.
    for field in browser.fields.values():
        if isinstance(field, QLineEdit):
            field.clear()
        else:
            field.setCurrentIndex(0)
    browser.within.clear()
    browser.search()
    studio.qtbot.waitUntil(lambda: browser.model.rowCount() == 3, timeout=30_000)
    return browser


def _open_puzzles(studio: Studio) -> tuple[QWidget, QWidget]:
    from studio.ui.lesson_windows.puzzles_window import PuzzleWindow

    studio.trigger("lessons.puzzles")
    (window,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, PuzzleWindow) and w.isVisible()]
    studio.qtbot.waitExposed(window)
    return window, window


def _open_explorer(studio: Studio) -> tuple[QWidget, QWidget]:
    action = studio.action("view.explorer")
    if not studio.window.explorer_dock.isVisible():
        action.trigger()
    studio.settle()
    return studio.window, studio.window.explorer_dock


def _open_rating(studio: Studio) -> tuple[QWidget, QWidget]:
    browser = _browser(studio)
    dialog = browser.show_rating("Zoé")
    assert dialog is not None and dialog.isVisible()
    return dialog, dialog


def _open_history(studio: Studio) -> tuple[QWidget, QWidget]:
    browser = _browser(studio)
    row = next(i for i in range(browser.proxy.rowCount()) if browser.proxy.index(i, 0).data() == "1")
    browser.table.selectRow(row)
    browser.history_action.trigger()
    studio.settle()
    dialog = browser.history_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog, dialog


def _open_coach(studio: Studio) -> tuple[QWidget, QWidget]:
    from .test_journey_coach import new_partie_at_level

    window = new_partie_at_level(studio, "beginner")
    studio.qtbot.waitExposed(window)
    return window, window


OPENERS = {
    "the puzzles": _open_puzzles,
    "the explorer": _open_explorer,
    "the rating": _open_rating,
    "the history": _open_history,
    "the coach": _open_coach,
}


def test_a_monkey_in_the_new_windows_breaks_nothing(studio: Studio, analysed_archive: Path) -> None:
    """Each new window opened as a user opens it, then poked at random (its clicks, keys and own actions; what it
    opens closed as Escape would), with the same properties as the main window's monkey."""
    archive_file = studio.home.archive_file()
    archive_file.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(analysed_archive, archive_file)
    studio.launch()
    studio.settle(300)
    chance = random.Random(SEED)
    for kind, opener in OPENERS.items():
        done = openings = 0
        while done < WINDOW_ACTIONS and openings < 20:  # opened again when the monkey closed it
            window, area = opener(studio)
            openings += 1
            done += _monkey_in(studio, window, area, kind, chance, WINDOW_ACTIONS - done)
        CLOSED[f"{kind} opened"] += openings
        assert done > 0, kind
    studio.quit()
    with sqlite3.connect(archive_file) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
