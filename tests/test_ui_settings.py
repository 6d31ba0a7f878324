"""One settings store, and never the user's in tests (issue 17)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from studio.ui.settings import Settings


def test_the_default_store_is_in_the_scratch_folder(qapp) -> None:  # type: ignore[no-untyped-def]
    store = Settings().store
    assert isinstance(store, QSettings)
    assert Path(store.fileName()).is_relative_to(os.environ["TRICTRAC_DATA_DIR"])


def test_the_data_paths_are_the_scratch_folders() -> None:
    scratch = os.environ["TRICTRAC_DATA_DIR"]
    assert Path(scratch).name.startswith("trictrac-tests-")
    assert os.environ["TRICTRAC_DB"] == f"sqlite:///{scratch}/archive.sqlite"


def test_the_archive_browser_without_settings_uses_the_studio_store(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from studio.store.db import Archive
    from studio.ui.game_windows.archive_browser import ArchiveBrowser, StoreBackend

    browser = ArchiveBrowser(StoreBackend(Archive(f"sqlite:///{tmp_path / 'a.sqlite'}")))
    qtbot.addWidget(browser)
    assert isinstance(browser.settings, Settings)
    assert isinstance(browser.settings.store, QSettings)
    assert browser.settings.store.fileName() == Settings().store.fileName()  # type: ignore[union-attr]


def test_bad_saved_filters_read_as_none() -> None:
    settings = Settings.memory()
    settings.store.setValue("archive/saved_filters", "{not json")
    assert settings.saved_filters == {}
    settings.store.setValue("archive/saved_filters", "[1, 2]")
    assert settings.saved_filters == {}
