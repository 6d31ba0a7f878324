"""File dialogs remember the last folder and propose a name (pytest-qt, the dialogs replaced by fakes)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from studio.ui import dialogs
from studio.ui.main_window import MainWindow
from studio.ui.settings import Settings


@pytest.fixture
def fake_save(monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[str]]:
    """The folders the save dialog was opened in, and the answers it gives (an empty one: cancelled)."""
    calls: list[str] = []
    answers: list[str] = []

    def fake(parent: QWidget | None, title: str, start: str, filters: str) -> tuple[str, str]:
        calls.append(start)
        return (answers.pop(0) if answers else ""), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)  # the class studio.ui.dialogs asks
    return calls, answers


def test_save_as_proposes_the_caption_in_the_last_folder(
    qtbot: QtBot, tmp_path: Path, fake_save: tuple[list[str], list[str]]
) -> None:
    calls, answers = fake_save
    settings = Settings.memory()
    settings.last_folder = str(tmp_path)
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.document.set_caption("Le jan de récompense")
    (tmp_path / "elsewhere").mkdir()
    answers.append(str(tmp_path / "elsewhere" / "mine"))
    window.files.save_file_as()
    assert calls[0].startswith(str(tmp_path / "Le-jan-de-recompense-"))
    assert calls[0].endswith(".trictrac-diagram")
    assert (tmp_path / "elsewhere" / "mine.trictrac-diagram").is_file()
    # The next dialog opens where the last file went, and proposes that file's name.
    window.exports.export_png()
    assert calls[1] == str(tmp_path / "elsewhere" / "mine.png")
    assert settings.last_folder == str(tmp_path / "elsewhere")


def test_a_missing_last_folder_falls_back_to_home(qtbot: QtBot, fake_save: tuple[list[str], list[str]]) -> None:
    calls, _answers = fake_save
    settings = Settings.memory()
    settings.last_folder = "/no/such/folder/anywhere"
    assert dialogs.save_file_name(None, settings, "t", "x.trr", "*.trr") == ""
    assert calls[0] == str(Path.home() / "x.trr")


def test_the_file_stem_folds_accents_and_spaces() -> None:
    from datetime import date

    assert dialogs.file_stem("Zoé Castaing", "Abel", day=date(2026, 1, 2)) == "Zoe-Castaing-Abel-2026-01-02"
    assert dialogs.file_stem(None, "  ", day=date(2026, 1, 2)) == "2026-01-02"
