"""Journey: Tab walks each of the studio's big windows in its reading order, reaches every control and every
action, and the focus is always seen.

The studio's window (the board, the Analysis dock below it, the Explorer beside it, the Archive and the Editor
panel on the right), the Lessons window (its explanation and an exercise), a partie and a replay: Tab goes
region by region in their visual order, down and along each as a page reads (:mod:`.reading_order`), reaches
every control on screen, and every action has a menu, a shortcut or a button Tab reaches.  Found by walking
them: the archive's form went from *Texte* back up to *Résultat*, its *Chercher* came after *Oublier* to its
right, its buttons' second row before the first's end; the Lessons' tabs came after the page they show, the
exercise's answer after the buttons that check it, *Commencer* before *Entraînement sans fin* on its left; a
partie's Throw before the list of throws on its left; the lessons' *Entraînement* action had no button, menu or
key.  And the tables, lists and trees showed no focus at all (Fusion marks a current cell only): a frame in the
palette's highlight now goes round them.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QMainWindow, QWidget

from studio.ui.game_windows.archive_browser import ArchiveBrowser
from studio.ui.game_windows.play import PlayWidget
from studio.ui.game_windows.replay import ReplayWidget
from studio.ui.lesson_windows.player import LessonPlayer
from studio.ui.main_window import MainWindow

from .conftest import Studio, leftover_questions_answered
from .reading_order import focus_unseen, main_window_regions, reading_faults, tab_chain, unreachable_actions
from .test_journey_play import game_windows

THEMES = ("light", "dark", "contrast")


def _studio(studio: Studio) -> MainWindow:
    """The studio at 1366×768 with every dock shown and the archive's games listed."""
    window = studio.launch("--lang", "fr")
    window.resize(1366, 768)
    studio.trigger("game.browser")
    for shown in window.findChildren(QDockWidget):
        shown.show()
    dock = window.games.browser_dock
    browser = dock.widget() if dock is not None else None
    assert isinstance(browser, ArchiveBrowser)
    studio.qtbot.waitUntil(lambda: browser.isEnabled() and browser.model.rowCount() > 0, timeout=30_000)
    studio.settle(200)
    return window


def _tab(widget: QWidget) -> None:
    """One press of Tab where the focus is."""
    QTest.keyClick(QApplication.focusWidget() or widget, Qt.Key.Key_Tab)
    QApplication.processEvents()


def _lessons(studio: Studio, window: MainWindow) -> LessonPlayer:
    studio.trigger("lessons.open")
    player = window.lessons.lesson_player()
    studio.qtbot.waitUntil(player.isVisible)
    studio.settle(200)
    return player


def _partie(studio: Studio) -> QMainWindow:
    before = set(game_windows())

    def accept(dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        dialog.accept()

    studio.answer_dialog(accept)
    studio.trigger("game.new")
    studio.qtbot.waitUntil(lambda: bool(set(game_windows()) - before), timeout=10_000)
    (window,) = set(game_windows()) - before
    assert window.findChild(PlayWidget) is not None
    studio.settle(300)
    return window


def _replay(studio: Studio) -> QMainWindow:
    from PySide6.QtWidgets import QInputDialog

    before = set(game_windows())

    def first(dialog: QWidget) -> None:
        assert isinstance(dialog, QInputDialog)
        dialog.setIntValue(1)
        dialog.accept()

    studio.answer_dialog(first)
    studio.trigger("game.archive_replay")
    studio.qtbot.waitUntil(lambda: bool(set(game_windows()) - before), timeout=10_000)
    (window,) = set(game_windows()) - before
    assert window.findChild(ReplayWidget) is not None
    studio.settle(300)
    return window


def test_the_studios_window_reads_in_order_with_the_archive_then_the_editor_in_front(studio: Studio) -> None:
    window = _studio(studio)
    regions = main_window_regions(window)
    faults = reading_faults(window, regions) + unreachable_actions(window)
    chain = tab_chain(window)
    assert chain[0] is window.board  # the board first: the window's main region, top left
    archive = window.games.browser_dock
    assert archive is not None and any(archive.isAncestorOf(widget) for widget in chain)
    # The editor's panel brought in front of the archive (it shares its tab): its controls in its order.
    window.panel_dock.raise_()
    studio.settle(200)
    assert any(window.panel_dock.isAncestorOf(widget) for widget in tab_chain(window))
    faults += reading_faults(window, regions)
    assert faults == [], "\n".join(["", *faults])


def test_the_lessons_window_reads_in_order_on_the_explanation_and_an_exercise(studio: Studio) -> None:
    window = _studio(studio)
    player = _lessons(studio, window)
    top = player.window()
    faults = reading_faults(top, [player]) + unreachable_actions(top)
    assert tab_chain(top)[:2] == [player.lesson_list.learner_edit, player.tree]
    for lesson in ("ecoles", "marquer", "battre-a-vrai"):
        player.start_lesson(lesson)
        studio.settle(200)
        chain = tab_chain(top)
        # The board, then the question's column: its answer before the buttons that check it.
        assert chain.index(player.tabs) < chain.index(player.board) < chain.index(player.exercise_page.tool_buttons[0])
        faults += [f"{lesson}: {fault}" for fault in reading_faults(top, [player]) + unreachable_actions(top)]
    assert faults == [], "\n".join(["", *faults])
    top.close()


def test_a_partie_and_a_replay_read_in_order(studio: Studio) -> None:
    _studio(studio)
    faults: list[str] = []
    for name, opened in (("partie", _partie(studio)), ("replay", _replay(studio))):
        chain = tab_chain(opened)
        board = opened.findChild(PlayWidget) or opened.findChild(ReplayWidget)
        assert board is not None and chain[0] is board.board, name
        faults += [f"{name}: {fault}" for fault in reading_faults(opened, main_window_regions(opened))]
        faults += [f"{name}: {fault}" for fault in unreachable_actions(opened)]
        with leftover_questions_answered():
            opened.close()
        studio.settle(100)
    assert faults == [], "\n".join(["", *faults])


@pytest.mark.parametrize("theme", THEMES)
def test_the_focus_is_seen_on_every_control_tab_reaches(studio: Studio, theme: str) -> None:
    """Each control Tab reaches in the studio, the Lessons window and a partie looks different with the focus and
    without it, in each theme: a focus frame, the board's cursor, a frame round a table or a list."""
    window = _studio(studio)
    window.set_theme(theme)
    studio.settle(200)
    unseen: list[str] = []
    window.activateWindow()
    studio.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    unseen += [f"studio: {name}" for name in focus_unseen(window, _tab)]
    player = _lessons(studio, window)
    player.start_lesson("ecoles")
    studio.settle(200)
    top = player.window()
    top.activateWindow()
    studio.qtbot.waitUntil(lambda: QApplication.activeWindow() is top)
    unseen += [f"lessons: {name}" for name in focus_unseen(top, _tab)]
    top.close()
    partie = _partie(studio)
    partie.activateWindow()
    studio.qtbot.waitUntil(lambda: QApplication.activeWindow() is partie)
    unseen += [f"partie: {name}" for name in focus_unseen(partie, _tab)]
    with leftover_questions_answered():
        partie.close()
    window.set_theme("auto")
    assert unseen == [], "\n".join(["", *unseen])


def test_the_reading_order_is_measured_as_it_should() -> None:
    """The measure itself: two regions side by side read left first, one above another top first; a region's
    lines read down, a column further right may begin above."""
    from PySide6.QtCore import QRect

    from .reading_order import _before

    board, analysis, archive = QRect(0, 64, 740, 426), QRect(0, 496, 740, 250), QRect(746, 64, 620, 656)
    assert _before(board, analysis) and _before(analysis, archive) and _before(board, archive)
    assert not _before(archive, analysis)
