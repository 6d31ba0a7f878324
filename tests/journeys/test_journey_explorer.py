"""The explorer (issue: the coach): for the position on the board, the plays made from it across the archive,
how often and how the parties ended; a double-click plays one on the board."""

from __future__ import annotations

from PySide6.QtCore import Qt

from notation.board import Position
from notation.dice import Throw
from studio.ui.game_windows.archive_browser import ArchiveBrowser
from tests.support.widgets import item

from .conftest import Studio


def test_the_explorer_lists_the_archives_plays_from_the_board_and_plays_one(studio: Studio) -> None:
    window = studio.launch()
    browser_dock = window.games.browser_dock
    assert browser_dock is not None
    browser = browser_dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    studio.qtbot.waitUntil(lambda: "210" in browser.count.text(), timeout=30000)
    assert window.document.diagram.position == Position.start()
    studio.trigger("view.explorer")
    explorer = window.explorer
    assert window.explorer_dock.isVisible()
    explorer.wait()
    studio.qtbot.waitUntil(lambda: explorer.table.rowCount() > 0, timeout=30000)
    assert "games of the archive pass through this position" in explorer.summary.text()
    rows = explorer.table.rowCount()
    counts = [int(item(explorer.table, row, 2).text()) for row in range(rows)]
    assert counts == sorted(counts, reverse=True), "the most played first"
    # Only the throw on the board: after 6-5 is set, the rows are all 6-5.
    dice_box = explorer.only_dice
    window.document.set_dice(Throw(6, 5))
    studio.settle()
    dice_box.setChecked(True)
    shown = [item(explorer.table, row, 0).text() for row in range(explorer.table.rowCount())]
    assert shown and set(shown) == {"6-5"}
    # Double-click the first play (a click, then the double click, as a mouse sends them): it is played.
    where = explorer.table.visualItemRect(item(explorer.table, 0, 1)).center()
    studio.qtbot.mouseClick(explorer.table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    studio.qtbot.mouseDClick(explorer.table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    studio.settle()
    assert window.document.diagram.position != Position.start()
    assert window.document.diagram.position.to_move != Position.start().to_move
