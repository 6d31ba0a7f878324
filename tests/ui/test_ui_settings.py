"""One settings store, and never the user's in tests (issue 17)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studio.ui.settings import Settings


def test_the_default_store_is_in_the_scratch_folder(qapp: QApplication) -> None:
    store = Settings().store
    assert isinstance(store, QSettings)
    assert Path(store.fileName()).is_relative_to(os.environ["TRICTRAC_DATA_DIR"])


def test_the_data_paths_are_the_scratch_folders() -> None:
    scratch = os.environ["TRICTRAC_DATA_DIR"]
    assert Path(scratch).name.startswith("trictrac-tests-")
    assert os.environ["TRICTRAC_DB"] == f"sqlite:///{scratch}/archive.sqlite"


def test_the_archive_browser_without_settings_uses_the_studio_store(qtbot: QtBot, tmp_path: Path) -> None:
    from studio.store.db import Archive
    from studio.ui.game_windows.archive_browser import ArchiveBrowser, StoreBackend

    browser = ArchiveBrowser(StoreBackend(Archive(f"sqlite:///{tmp_path / 'a.sqlite'}")))
    qtbot.addWidget(browser)
    assert isinstance(browser.settings, Settings)
    assert isinstance(browser.settings.store, QSettings)
    studios = Settings().store
    assert isinstance(studios, QSettings)
    assert browser.settings.store.fileName() == studios.fileName()


def test_bad_saved_filters_read_as_none() -> None:
    settings = Settings.memory()
    settings.store.setValue("archive/saved_filters", "{not json")
    assert settings.saved_filters == {}
    settings.store.setValue("archive/saved_filters", "[1, 2]")
    assert settings.saved_filters == {}


@pytest.mark.parametrize(
    ("stored", "width"),
    [
        (2000, 2000),
        ("2000", 2000),  # as an ini file gives it back
        (2000.7, 2000),
        (100, 100),
        (99, 1600),
        ("10001", 1600),
        ("wide", 1600),
        (None, 1600),
        (QByteArray(b"2000"), 1600),
        ([2000], 1600),
    ],
)
def test_the_export_width_is_a_whole_number_in_range_or_the_default(stored: object, width: int) -> None:
    settings = Settings.memory()
    settings.store.setValue("export/width", stored)
    assert settings.export_width == width
