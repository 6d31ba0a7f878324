"""Journey: a player opens Help > About and reads where the studio keeps the archive, the settings and the log
(what stays when the studio is uninstalled)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from studio.ui.about import AboutDialog

from .conftest import Studio


def about_box_text(studio: Studio) -> str:
    seen: list[str] = []

    def read_and_close(dialog: QWidget) -> None:
        assert isinstance(dialog, AboutDialog)
        seen.append(dialog.text())
        dialog.accept()

    studio.answer_dialog(read_and_close)
    studio.trigger("help.about")
    studio.qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    return seen[0]


def test_the_about_box_names_the_players_folders(studio: Studio) -> None:
    studio.launch()
    studio.qtbot.waitUntil(studio.home.archive_file().is_file, timeout=20000)
    text = about_box_text(studio)
    home = studio.home
    assert str(studio.home.archive_file()) in text, "the archive the studio opened is not named"
    assert str(home.data / "trictrac-studio") in text
    assert str(home.config) in text, "the settings' folder is not named"
    assert str(home.root / "state" / "trictrac-studio" / "log") in text, "the log folder is not named"
    assert "stay in these folders when the studio is uninstalled" in text


def test_the_about_box_names_them_in_french(studio: Studio) -> None:
    studio.launch("--lang", "fr")
    text = about_box_text(studio)
    assert "Dossier des données" in text and "Dossier du journal" in text
    assert str(studio.home.archive_file()) in text
