"""Journey: the columns of the studio's tables can be read, and a cell cut short shows its whole text.

Found by hand: the replay's Comment column was four characters wide at 1024 pixels (no tooltip), the explorer's
Play column a lone « … » in a narrow dock, the archive's Event column « Éch… » even at 1920 pixels.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QInputDialog,
    QTableView,
    QToolTip,
    QTreeView,
    QWidget,
)

from studio.ui.columns import cell_is_cut, show_tip
from studio.ui.explorer_panel import ExplorerPanel
from studio.ui.game_windows.archive_browser import ArchiveBrowser
from studio.ui.game_windows.window import GameWindow

from .conftest import Studio
from .windows import every_window

COMMENTED = 3
"""The archive's game 3 has a comment on its throw 30 (« Noir a six trous et s'en va : … »)."""


def header(view: QAbstractItemView) -> QHeaderView:
    if isinstance(view, QTreeView):
        return view.header()
    assert isinstance(view, QTableView)
    return view.horizontalHeader()


def natural(view: QAbstractItemView, column: int) -> int:
    """The width the column's content and header ask for."""
    return max(view.sizeHintForColumn(column), header(view).sectionSizeHint(column))


def readable(view: QAbstractItemView, column: int, share: float) -> bool:
    """Whether ``column`` has its whole content, or at least ``share`` of the view's width."""
    width = header(view).sectionSize(column)
    return width >= min(natural(view, column), int(share * view.viewport().width()))


def columns_past_the_edge(view: QAbstractItemView) -> list[int]:
    """The columns that end beyond the view's right edge (a horizontal scroll to read them)."""
    head = header(view)
    return [
        column
        for column in range(view.model().columnCount())
        if not head.isSectionHidden(column)
        and head.sectionViewportPosition(column) + head.sectionSize(column) > view.viewport().width() + 1
    ]


def tip_of(view: QAbstractItemView, index: QModelIndex) -> str:
    QToolTip.hideText()
    show_tip(view, index)
    return QToolTip.text()


def archive_browser(window: QWidget) -> ArchiveBrowser:
    dock = window.findChild(QDockWidget, "archive_browser")
    assert dock is not None
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    return browser


def wait_for_archive(studio: Studio) -> ArchiveBrowser:
    browser = archive_browser(studio.window)
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith("210"), timeout=20000)
    studio.settle(100)
    return browser


def open_replay(studio: Studio, number: int) -> GameWindow:
    def choose(dialog: QWidget) -> None:
        assert isinstance(dialog, QInputDialog)
        dialog.setIntValue(number)
        dialog.accept()

    studio.answer_dialog(choose)
    studio.trigger("game.archive_replay")
    (game,) = [game for game in studio.window.games.windows if game.isVisible()]
    assert isinstance(game, GameWindow)
    return game


def test_the_replays_comments_are_read_at_1024_pixels(studio: Studio) -> None:
    studio.launch("--size", "1024x700")
    wait_for_archive(studio)
    game = open_replay(studio, COMMENTED)
    game.resize(1024, 700)
    studio.settle(100)
    assert game.replay is not None
    tree = game.replay.tree
    assert readable(tree, 1, 0.3), f"Comment: {header(tree).sectionSize(1)} px of {tree.viewport().width()}"
    assert columns_past_the_edge(tree) == []
    # The comment of throw 30 is longer than its column: its tooltip holds it whole.
    model = tree.model()
    commented = [
        model.index(row, 1) for row in range(model.rowCount()) if len(str(model.index(row, 1).data() or "")) > 40
    ]
    assert commented, "no long comment in the game"
    index = commented[0]
    tree.scrollTo(index)
    studio.settle()
    assert cell_is_cut(tree, index)
    assert tip_of(tree, index) == index.data()
    game.close()


def test_the_explorers_plays_are_read_in_a_narrow_dock(studio: Studio) -> None:
    window = studio.launch("--size", "1024x700")
    wait_for_archive(studio)
    studio.trigger("view.explorer")
    panel = window.findChild(ExplorerPanel)
    assert panel is not None
    panel.wait()
    studio.settle(100)
    table = panel.table
    assert table.rowCount() > 0, panel.summary.text()
    dock = window.findChild(QDockWidget, "explorer")
    assert dock is not None
    window.resizeDocks([dock], [330], Qt.Orientation.Horizontal)
    studio.settle(100)
    assert readable(table, 1, 0.4), f"Play: {header(table).sectionSize(1)} px of {table.viewport().width()}"
    assert columns_past_the_edge(table) == []
    # As narrow as the dock goes: every column still inside the table, the play still read.
    window.resizeDocks([dock], [10], Qt.Orientation.Horizontal)
    studio.settle(100)
    assert columns_past_the_edge(table) == []
    assert readable(table, 1, 0.4)


def test_the_archives_events_are_read_at_1920_and_1024_pixels(studio: Studio) -> None:
    window = studio.launch("--size", "1920x1080")
    browser = wait_for_archive(studio)
    table: QTableView = browser.table
    event = 3
    assert str(table.model().headerData(event, Qt.Orientation.Horizontal)) == "Event"
    assert readable(table, event, 0.25), f"Event: {header(table).sectionSize(event)} px of {table.viewport().width()}"
    assert columns_past_the_edge(table) == []
    # The date, the result and the throws stay whole; the players' names are cut first (whole in the tooltip).
    for column in (0, 4, 6, 7):
        assert header(table).sectionSize(column) >= natural(table, column), column
    window.resize(1024, 700)
    studio.settle(200)
    assert columns_past_the_edge(table) == []


def test_the_archives_diagrams_are_listed_within_the_dialog(studio: Studio) -> None:
    studio.launch("--size", "1024x700")
    wait_for_archive(studio)

    def titled(dialog: QWidget) -> None:
        assert isinstance(dialog, QInputDialog)
        dialog.setTextValue("La position de départ, rangée dans les archives pour l'exemple " * 3)
        dialog.accept()

    studio.answer_dialog(titled)
    studio.trigger("file.archive_save")
    found: dict[str, object] = {}

    def look(dialog: QWidget) -> None:
        # Read in the dialog, asserted once it is closed (an assertion here would leave it open).
        (table,) = dialog.findChildren(QTableView)
        title = table.model().index(0, 0)
        found.update(
            rows=table.model().rowCount(),
            past=columns_past_the_edge(table),
            readable=readable(table, 0, 0.35),
            cut=cell_is_cut(table, title),
            tip=tip_of(table, title),
            title=title.data(),
        )
        dialog.close()

    studio.answer_dialog(look)
    studio.trigger("file.archive_open")
    studio.qtbot.waitUntil(lambda: "tip" in found, timeout=5000)
    # A long title no longer pushes the caption and the code off the dialog's edge: it is cut, whole in its tooltip.
    assert found["rows"] == 1
    assert found["past"] == []
    assert found["readable"]
    assert found["cut"] and found["tip"] == found["title"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_table_of_any_window_hides_a_column_past_its_edge(studio: Studio, language: str) -> None:
    window = studio.launch("--lang", language, "--size", "1024x700")
    wait_for_archive(studio)
    past: list[str] = []

    def visit(name: str, widget: QWidget) -> None:
        for view in widget.findChildren(QAbstractItemView):
            if isinstance(view, (QTableView, QTreeView)) and view.isVisible() and view.model() is not None:
                past.extend(
                    f"{name}: {type(view).__name__} column {column} "
                    f"({view.model().headerData(column, Qt.Orientation.Horizontal)!r})"
                    for column in columns_past_the_edge(view)
                )

    every_window(window, visit)
    assert past == [], "\n".join(past)
