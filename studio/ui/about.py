"""The About box of the studio.

It says what the studio is, its version, its licence, the sources of its rules, what it runs on and ships with their
licences (in the bundle, the folder of their texts), and where it keeps the user's archive, settings and log (the
platform's folders, from platformdirs and QSettings)."""

from __future__ import annotations

import os
import platform
import sys
from dataclasses import dataclass
from html import escape
from pathlib import Path

from platformdirs import user_data_path
from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QSettings, Qt, qVersion
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from studio.games.session import autosave_dir
from studio.store.db import default_url
from studio.ui.accessible import describe
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr
from studio.ui.logs import APP_NAME, log_dir
from studio.ui.window_size import fitted_size
from studio.version import version

__all__ = ["AboutDialog", "Folders", "about_text", "bundle_licences", "folders", "licences", "show_about", "version"]


def bundle_licences() -> Path | None:
    """Return the standalone bundle's ``licenses/`` folder (``packaging/bundle_licences.py``); None elsewhere."""
    folder = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or folder is None:
        return None
    licences = Path(folder) / "licenses"
    return licences if licences.is_dir() else None


def licences() -> list[tuple[str, str]]:
    """Return what the studio runs on and ships, with each one's licence (SPDX).

    Qt and PySide6, Python, ReportLab, the fonts (and, in the bundle, DejaVu Sans)."""
    rows = [
        (f"Qt {qVersion()}", "LGPL-3.0-only"),
        (f"PySide6 {pyside_version}", "LGPL-3.0-only"),
        (f"Python {platform.python_version()}", "PSF-2.0"),
        ("ReportLab", "BSD-3-Clause"),
        ("Source Serif Pro, IBM Plex Mono", "OFL-1.1"),
    ]
    if bundle_licences() is not None:
        rows.append(("DejaVu Sans", "Bitstream-Vera"))
    return rows


def _licences_text() -> str:
    folder = bundle_licences()
    where = (
        _tr("About", "The licences of everything the studio ships, and their texts, are in this folder:")
        + f" <tt>{escape(str(folder))}</tt>"
        if folder is not None
        else _tr("About", "Each package's licence text is installed with it.")
    )
    return (
        "<p>"
        + _tr("About", "It runs on:")
        + " "
        + "; ".join(f"{escape(name)} ({escape(licence)})" for name, licence in licences())
        + ". "
        + where
        + "</p>"
    )


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
    """Return the About box's rich text, in the current language."""
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
        + _licences_text()
        + _folders_text()
    )


class AboutDialog(QDialog):
    """The About box: the studio's icon beside its text in a browser that scrolls, links opened outside.

    With the licences and the folders it is some 900 pixels high in a 16-point font, more than a laptop's 768."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("About", "About Trictrac Studio"))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setFrameShape(QFrame.Shape.NoFrame)
        self._text = about_text()
        self.browser.setHtml(self._text)
        describe(self.browser, QT_TRANSLATE_NOOP("Accessible", "About Trictrac Studio"))
        icon = QLabel(self)
        if parent is not None:
            icon.setPixmap(parent.windowIcon().pixmap(64, 64))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(icon)
        row.addWidget(self.browser, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        # As wide as a page of text, as high as the text where the screen has room.
        measure = QTextDocument()
        measure.setDefaultFont(self.browser.font())
        measure.setHtml(self._text)
        measure.setTextWidth(530)  # the browser's width in a 640-pixel box
        self.resize(fitted_size(self, 640, int(measure.size().height()) + 100))

    def text(self) -> str:
        """Return the box's text, as rich text (what the journeys read)."""
        return self._text


def show_about(parent: QWidget | None) -> None:
    AboutDialog(parent).exec()
