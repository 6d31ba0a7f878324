"""The About box: what the studio is, its version, its licence, the sources of its rules, and where it keeps
the user's archive, settings and log (the platform's folders, from platformdirs and QSettings)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from html import escape
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from studio.ui.i18n import tr as _tr

__all__ = ["Folders", "about_text", "folders", "show_about"]


def version() -> str:
    try:
        return metadata.version("trictrac-studio")
    except metadata.PackageNotFoundError:
        return "dev"


@dataclass(frozen=True)
class Folders:
    """Where this studio keeps the user's things: uninstalling it leaves them there."""

    archive: str
    """The archive: the SQLite file's path, or the URL of a shared archive (``TRICTRAC_DB``)."""
    data: Path
    """The data folder: the archive (by default), the autosaves, the diagram in progress."""
    settings: str
    """The settings' file (or, on Windows, their registry key)."""
    log: Path
    """The log folder (``studio.log``)."""


def folders() -> Folders:
    from platformdirs import user_data_path

    from studio.games.session import autosave_dir
    from studio.store.db import default_url
    from studio.ui.logs import APP_NAME, log_dir

    url = default_url()
    archive = url.removeprefix("sqlite:///") if url.startswith("sqlite:///") else url
    data = autosave_dir().parent if "TRICTRAC_DATA_DIR" in os.environ else user_data_path(APP_NAME)
    return Folders(archive=archive, data=data, settings=QSettings().fileName(), log=log_dir())


def _folders_text() -> str:
    where = folders()
    rows = (
        (_tr("About", "Archive"), where.archive),
        (_tr("About", "Data folder"), str(where.data)),
        (_tr("About", "Settings"), where.settings),
        (_tr("About", "Log folder"), str(where.log)),
    )
    return (
        "<p>"
        + _tr("About", "Your games and settings stay in these folders when the studio is uninstalled:")
        + "</p><table>"
        + "".join(f"<tr><td>{escape(name)}&nbsp;</td><td><tt>{escape(value)}</tt></td></tr>" for name, value in rows)
        + "</table>"
    )


def about_text() -> str:
    """The About box's rich text, in the current language."""
    return (
        f"<h2>Trictrac Studio {version()}</h2>"
        + "<p>"
        + _tr("About", "The desktop workshop for the grand trictrac: positions, analysis, records, lessons and print.")
        + "</p><p>"
        + _tr(
            "About", "The rules follow the old French treatises; where they disagree, the choice is a named convention."
        )
        + "</p><p>"
        + _tr("About", "Free software under the GNU General Public License, version 3 or later.")
        + "</p>"
        + _folders_text()
        + f"<p><small>Qt {qVersion()} · PySide6</small></p>"
    )


def show_about(parent: QWidget | None) -> None:
    box = QMessageBox(parent)
    box.setWindowTitle(_tr("About", "About Trictrac Studio"))
    box.setTextFormat(box.textFormat().RichText)
    box.setText(about_text())
    box.setTextInteractionFlags(box.textInteractionFlags() | Qt.TextInteractionFlag.TextSelectableByMouse)
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64) if parent is not None else box.iconPixmap())
    box.exec()
