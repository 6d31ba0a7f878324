"""Journey: the first start imports the sample parties in the background; the window is usable meanwhile.

The sample's import is held (the archive's opening waits on an event the test releases) so that what the user
sees while it runs is checked without a clock: the archive dock says the archive is being opened, the board
answers the Edit menu, and once the import ends the dock fills with the 210 sample parties.
"""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtWidgets import QDockWidget

from notation.board import Position
from studio.store import sample
from studio.ui.game_windows.archive_browser import ArchiveBrowser

from .conftest import Studio

SAMPLE_GAMES = 210


def test_the_window_is_usable_while_the_sample_is_imported(studio: Studio, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()
    real_open = sample.open_default_archive

    def held_open(*args: Any, **kwargs: Any) -> Any:
        assert release.wait(60), "the test never released the archive's opening"
        return real_open(*args, **kwargs)

    monkeypatch.setattr(sample, "open_default_archive", held_open)
    try:
        held_start(studio, release)
    finally:
        release.set()  # never leave the opening waiting, whatever failed


def held_start(studio: Studio, release: threading.Event) -> None:
    window = studio.launch()
    dock = window.findChild(QDockWidget, "archive_browser")
    assert dock is not None, "no archive dock while the archive opens"
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    assert browser.count.text() == "Opening the archive…"
    assert not browser.isEnabled()
    # The window answers the user meanwhile: the Edit menu empties the board, and sets it up again.
    studio.trigger("edit.empty")
    assert sum(window.board.position().white) + sum(window.board.position().black) == 0
    studio.trigger("edit.start")
    assert window.board.position() == Position.start()
    release.set()
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(f"{SAMPLE_GAMES} games found"), timeout=60000)
    assert browser.isEnabled()
    assert browser.table.model().rowCount() > 0
