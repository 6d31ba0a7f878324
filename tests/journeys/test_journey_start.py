"""Journey 1: a new user starts the studio with no argument and finds the archive with the sample parties.

This is README's first promise (`make run` opens the studio on its archive).  It broke once, silently, because
no test started the studio the way a user does; this journey does.
"""

from __future__ import annotations

import logging

import pytest
from PySide6.QtWidgets import QDockWidget

from studio.ui.game_windows.archive_browser import ArchiveBrowser

from .conftest import Studio
from .screen import english_in, visible_texts

SAMPLE_GAMES = 210
FOUND = {"en": f"{SAMPLE_GAMES} games found", "fr": f"{SAMPLE_GAMES} parties trouvées"}


def archive_dock(studio: Studio) -> QDockWidget:
    dock = studio.window.findChild(QDockWidget, "archive_browser")
    assert dock is not None, "the studio started without its archive"
    return dock


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_plain_start_opens_the_archive_with_the_sample(
    studio: Studio, language: str, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    archive_file = studio.home.archive_file()
    assert not archive_file.exists()
    window = studio.launch("--lang", language)
    dock = archive_dock(studio)
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(FOUND[language]), timeout=20000)
    assert dock.isVisible() and not dock.visibleRegion().isEmpty()
    assert browser.table.model().rowCount() > 0
    assert archive_file.is_file(), "no archive file was created in the user's data folder"
    # The studio says where the archive is: on the terminal (`make run`), in the status bar and in the log.
    assert f"Trictrac Studio: archive {archive_file}\n" in capsys.readouterr().out
    message = window.statusBar().currentMessage()
    assert str(archive_file) in message and str(SAMPLE_GAMES) in message, message
    # (The log file is configured once a process, with the first journey's home: the record is what counts.)
    assert [r for r in caplog.records if r.levelno >= logging.INFO and str(archive_file) in r.getMessage()]
    # In French nothing on screen is left in English (the archive's path aside: it is the user's); the same check
    # finds the English of an English studio.
    texts = [text.replace(str(archive_file), "") for text in visible_texts(window)]
    assert (english_in(texts) == []) is (language == "fr"), english_in(texts)


def test_the_archive_is_there_again_after_a_restart(studio: Studio) -> None:
    studio.launch()
    browser = archive_dock(studio).widget()
    assert isinstance(browser, ArchiveBrowser)
    count = browser.count
    studio.qtbot.waitUntil(lambda: count.text().startswith(f"{SAMPLE_GAMES} games found"), timeout=20000)
    studio.restart()
    browser = archive_dock(studio).widget()
    assert isinstance(browser, ArchiveBrowser)
    # The sample is imported once: a second start finds the same 210 games, not 420.
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(f"{SAMPLE_GAMES} games found"), timeout=20000)
