"""The About box: what the studio is, its version, its licence, the sources of its rules."""

from __future__ import annotations

from importlib import metadata

from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from studio.ui.i18n import tr as _tr

__all__ = ["about_text", "show_about"]


def version() -> str:
    try:
        return metadata.version("trictrac-studio")
    except metadata.PackageNotFoundError:
        return "dev"


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
        + f"</p><p><small>Qt {qVersion()} · PySide6</small></p>"
    )


def show_about(parent: QWidget | None) -> None:
    box = QMessageBox(parent)
    box.setWindowTitle(_tr("About", "About Trictrac Studio"))
    box.setTextFormat(box.textFormat().RichText)
    box.setText(about_text())
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64) if parent is not None else box.iconPixmap())
    box.exec()
