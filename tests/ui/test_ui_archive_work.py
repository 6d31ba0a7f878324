"""The archive's analysis and puzzles from the browser (issue 36, point 5): the chosen games or every one, in the
background with a progress dialog, and Cancel keeping what finished."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from studio.store.analyses import analysed_ids
from studio.store.archive_work import ArchiveWork, WorkProgress, WorkReport
from studio.store.db import Archive
from studio.store.importing import import_text
from studio.store.puzzles import list_puzzles
from studio.ui.game_windows.archive_browser import ArchiveBrowser, StoreBackend
from studio.ui.settings import Settings
from tests.store.test_store_analyses import game_text


@pytest.fixture(autouse=True)
def _three_games(archive: Archive) -> None:
    """Three games in the shared archive (tests/support/fixtures.py), which every test here works on."""
    import_text(archive, "\n".join(game_text(seed) for seed in range(3)))


def _browser(qtbot: QtBot, archive: Archive) -> ArchiveBrowser:
    browser = ArchiveBrowser(StoreBackend(archive), settings=Settings.memory())
    qtbot.addWidget(browser)
    browser.show()
    browser.search()
    return browser


def _finish(qtbot: QtBot, browser: ArchiveBrowser) -> None:
    runner = browser._work
    assert runner is not None
    qtbot.waitUntil(lambda: runner.report is not None, timeout=120_000)
    assert not runner.dialog.isVisible()


def test_the_chosen_games_are_analysed(qtbot: QtBot, archive: Archive) -> None:
    browser = _browser(qtbot, archive)
    browser.table.selectRow(1)
    chosen = browser.selected_ids()
    runner = browser.analyse(chosen=True)
    assert runner is not None and runner.dialog.isVisible()
    _finish(qtbot, browser)
    assert analysed_ids(archive) == set(chosen)
    assert browser.stats.text().startswith("1 game analysed.")  # not « 1 games »
    assert list_puzzles(archive) == []


def test_every_game_analysed_and_puzzles_made(qtbot: QtBot, archive: Archive) -> None:
    browser = _browser(qtbot, archive)
    browser.make_puzzles_action.trigger()
    _finish(qtbot, browser)
    assert analysed_ids(archive) == {1, 2, 3}
    made = len(list_puzzles(archive))
    assert made > 0 and ("1 puzzle made." if made == 1 else f"{made} puzzles made.") in browser.stats.text()


class _Waiting(StoreBackend):
    """Waits, after the first game, for the Cancel clicked on the interface's thread (short games are analysed
    faster than a click)."""

    def archive_work(
        self, work: ArchiveWork, progress: Callable[[WorkProgress], None], cancelled: Callable[[], bool]
    ) -> WorkReport:
        def told(step: WorkProgress) -> None:
            progress(step)
            waited = 0.0
            while step.done == 1 and not cancelled() and waited < 20:
                time.sleep(0.02)
                waited += 0.02

        return super().archive_work(work, told, cancelled)


def test_cancel_keeps_what_finished(qtbot: QtBot, archive: Archive) -> None:
    browser = ArchiveBrowser(_Waiting(archive), settings=Settings.memory())
    qtbot.addWidget(browser)
    browser.show()
    runner = browser.analyse(chosen=False)
    assert runner is not None
    # The dialog's Cancel, once the first game is analysed.
    (cancel,) = runner.dialog.findChildren(QPushButton)
    runner.progressed.connect(lambda step: cancel.click() if step.done == 1 else None)
    _finish(qtbot, browser)
    report = runner.report
    assert report is not None and report.cancelled and "Stopped" in browser.stats.text()
    assert len(analysed_ids(archive)) == report.analysed == 1


def test_the_puzzles_window_closed_while_working_stops_and_keeps_what_finished(qtbot: QtBot, archive: Archive) -> None:
    from studio.review.scheduler import progress
    from studio.ui.lesson_windows.puzzles_window import PuzzleWindow

    window = PuzzleWindow(archive, progress())
    qtbot.addWidget(window)
    window.show()
    assert window.make_button.isVisible()
    runner = window.make_puzzles()
    assert runner is not None
    qtbot.waitUntil(lambda: runner.last is not None, timeout=60_000)
    window.close()
    # Stopped (after the game under way), and ended before the window went: nothing runs on into a closed window.
    assert runner._stop.is_set() and not runner.running()
