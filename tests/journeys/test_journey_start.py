"""Journey 1: a new user starts the studio with no argument and finds the archive with the sample parties.

This is README's first promise (`make run` opens the studio on its archive).  It broke once, silently, because
no test started the studio the way a user does; this journey does.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget

from studio.ui.games.archive_browser import ArchiveBrowser

from .conftest import Studio

SAMPLE_GAMES = 210


def archive_dock(studio: Studio) -> QDockWidget:
    dock = studio.window.findChild(QDockWidget, "archive_browser")
    assert dock is not None, "the studio started without its archive"
    return dock


def test_a_plain_start_opens_the_archive_with_the_sample(studio: Studio) -> None:
    archive_file = studio.home.archive_file()
    assert not archive_file.exists()
    studio.launch()
    dock = archive_dock(studio)
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(f"{SAMPLE_GAMES} games found"), timeout=20000)
    assert dock.isVisible() and not dock.visibleRegion().isEmpty()
    assert browser.table.model().rowCount() > 0
    assert archive_file.is_file(), "no archive file was created in the user's data folder"


def test_the_archive_is_there_again_after_a_restart(studio: Studio) -> None:
    studio.launch()
    browser = archive_dock(studio).widget()
    assert isinstance(browser, ArchiveBrowser)
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(f"{SAMPLE_GAMES} games found"), timeout=20000)
    studio.restart()
    browser = archive_dock(studio).widget()
    assert isinstance(browser, ArchiveBrowser)
    # The sample is imported once: a second start finds the same 210 games, not 420.
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(f"{SAMPLE_GAMES} games found"), timeout=20000)
