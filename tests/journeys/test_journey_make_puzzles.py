"""Issue 36, point 5: puzzles without the command line.

On a fresh install the archive holds the sample parties, none analysed, and Lessons ▸ « Puzzles from the
archive… » has no puzzle: it offers « Analyse the archive and make puzzles ».  The player clicks it; a progress
dialog counts the games analysed and the puzzles made, game by game.  Once a puzzle is made he clicks Cancel: the
work stops after the game under way, what finished is kept, the window says so and serves the first puzzle, which
he solves with the tutor's best choice.  In French the same, with no English on screen.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from studio.store.db import Archive
from studio.store.puzzles import list_puzzles
from studio.ui.lesson_windows.puzzles_window import PuzzleWindow
from tests.ui.test_ui_i18n import english_in, visible_texts

from .conftest import Studio
from .test_journey_puzzles import labels, pick, said


@pytest.mark.parametrize("language", ["en", "fr"])
def test_puzzles_made_from_the_studio_and_solved(studio: Studio, language: str) -> None:
    studio.launch("--lang", language)
    studio.trigger("lessons.puzzles")
    (window,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, PuzzleWindow) and w.isVisible()]
    studio.qtbot.waitExposed(window)
    assert window.puzzle is None and window.make_button.isVisible()
    assert "trictrac" not in window.title.text()  # no command to run

    QTest.mouseClick(window.make_button, Qt.MouseButton.LeftButton)
    runner = window._work
    assert runner is not None and runner.dialog.isVisible() and not window.make_button.isEnabled()
    studio.qtbot.waitUntil(lambda: runner.last is not None and runner.last.puzzles > 0, timeout=300_000)
    progress_text = runner.dialog.labelText()
    cancel = [b for b in runner.dialog.findChildren(QPushButton) if b.isVisible()]
    assert len(cancel) == 1
    QTest.mouseClick(cancel[0], Qt.MouseButton.LeftButton)
    studio.qtbot.waitUntil(lambda: runner.report is not None, timeout=120_000)
    studio.settle()
    report = runner.report
    assert report is not None and report.cancelled and report.analysed >= 1
    assert not runner.dialog.isVisible()
    with Archive(window.archive.url) as archive:
        puzzles = list_puzzles(archive)
    assert len(puzzles) == report.puzzles  # kept

    # The window serves the puzzles made; the first, solved.
    assert window.puzzle is not None and not window.make_button.isVisible()
    assert window.work_report.text()
    first = window.puzzle
    assert first.id in {puzzle.id for puzzle in puzzles}
    pick(studio, window, said(first, first.best))
    assert window.verdict.text() and not window.answer_button.isEnabled()
    assert first.kind == "decision" or labels(window)
    if language == "fr":
        texts = [*visible_texts(window), progress_text, window.work_report.text()]
        assert english_in(texts) == [], english_in(texts)
    else:
        assert window.verdict.text().endswith("Right: that is the tutor's best choice.</b>")
        assert "puzzles made" in progress_text and "Stopped" in window.work_report.text()
