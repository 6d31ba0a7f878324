"""The About box: what the studio is, its version, its licence, the sources of its rules."""

from __future__ import annotations

from importlib import metadata

from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

__all__ = ["about_text", "show_about"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("About", text)


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
        + _tr("The desktop workshop for the grand trictrac: compose and annotate positions, see what each throw scores and every legal play, print diagrams and scoresheets, archive games.")
        + "</p><p>"
        + _tr("The rules follow the treatises of the eighteenth and nineteenth centuries (Soumille 1738, the Académie universelle des jeux, Lepeintre 1818); where they disagree, the choice is a named convention.")
        + "</p><p>"
        + _tr("Free software under the GNU General Public License, version 3 or later.")
        + f"</p><p><small>Qt {qVersion()} · PySide6</small></p>"
    )


def show_about(parent: QWidget | None) -> None:
    box = QMessageBox(parent)
    box.setWindowTitle(_tr("About Trictrac Studio"))
    box.setTextFormat(box.textFormat().RichText)
    box.setText(about_text())
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64) if parent is not None else box.iconPixmap())
    box.exec()
