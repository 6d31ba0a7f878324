"""File dialogs that remember the last folder and propose a name, and the questions asked before closing.

The questions are asked before closing unsaved work (Save/Discard/Cancel) or a partie in progress
(:mod:`studio.games.lifecycle`)."""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QMessageBox, QPushButton, QWidget

from studio.games.lifecycle import Choice, Standing, close_choices
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings

if TYPE_CHECKING:
    from studio.games.lifecycle import Choice

__all__ = [
    "CANCEL",
    "DISCARD",
    "SAVE",
    "ask_close_partie",
    "ask_save",
    "file_stem",
    "headless",
    "open_file_name",
    "save_file_name",
]

SAVE, DISCARD, CANCEL = "save", "discard", "cancel"


def file_stem(*parts: str | None, day: date | None = None) -> str:
    """Return a file name from names (accents and spaces folded), then the day: ``Castaing-Abel-2026-11-24``.

    >>> file_stem("Mme de Castaing", "Noël", day=date(2026, 11, 24))
    'Mme-de-Castaing-Noel-2026-11-24'
    """
    words = []
    for part in parts:
        if not part:
            continue
        folded = unicodedata.normalize("NFKD", part).encode("ascii", "ignore").decode()
        cleaned = re.sub(r"[^A-Za-z0-9]+", "-", folded).strip("-")
        if cleaned:
            words.append(cleaned)
    words.append((day or date.today()).isoformat())
    return "-".join(words)


def _folder(settings: Settings | None) -> str:
    folder = settings.last_folder if settings is not None else ""
    return folder if folder and Path(folder).is_dir() else str(Path.home())


def _remember(settings: Settings | None, path: str) -> None:
    if settings is not None and path:
        settings.last_folder = str(Path(path).parent)


def save_file_name(parent: QWidget | None, settings: Settings | None, title: str, proposed: str, filters: str) -> str:
    """Ask where to save, in the last folder used, with ``proposed`` as the name; "" when cancelled."""
    start = str(Path(_folder(settings)) / proposed)
    path, _filter = QFileDialog.getSaveFileName(parent, title, start, filters)
    if path:
        suffix = Path(proposed).suffix
        if suffix and not Path(path).suffix:
            path += suffix
        _remember(settings, path)
    return path


def open_file_name(parent: QWidget | None, settings: Settings | None, title: str, filters: str) -> str:
    """Ask which file to open, from the last folder used; "" when cancelled."""
    path, _filter = QFileDialog.getOpenFileName(parent, title, _folder(settings), filters)
    if path:
        _remember(settings, path)
    return path


def headless() -> bool:
    """Tell whether there is no screen (the offscreen platform: a screenshot, a headless run).

    Then nobody can answer a question."""
    return QGuiApplication.platformName() in ("offscreen", "minimal")


def ask_save(parent: QWidget | None, title: str, text: str) -> str:
    """Save, Discard or Cancel: :data:`SAVE`, :data:`DISCARD` or :data:`CANCEL`.

    Without a screen (the offscreen platform: a screenshot, a headless run) nobody can answer: :data:`DISCARD`.
    """
    if headless():
        return DISCARD
    buttons = QMessageBox.StandardButton
    answer = QMessageBox.question(parent, title, text, buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
    if answer == buttons.Save:
        return SAVE
    if answer == buttons.Discard:
        return DISCARD
    return CANCEL


def ask_close_partie(parent: QWidget | None, throws: int) -> Choice:
    """Ask what becomes of a partie in progress that is closed.

    Keep it for later, archive it as unfinished, abandon it, or cancel (:func:`studio.games.lifecycle.close_choices`).
    Each button is named by its choice's value, for the tests.

    Without a screen nobody can answer: :attr:`Choice.KEEP`, which loses nothing."""
    if headless():
        return Choice.KEEP
    box = QMessageBox(
        QMessageBox.Icon.Question,
        _tr("GameWindow", "An unfinished partie"),
        _tr("GameWindow", "This partie is not over (throw {n}). What should become of it?").format(n=throws),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    texts = {
        Choice.KEEP: (_tr("GameWindow", "&Keep it for later"), QMessageBox.ButtonRole.AcceptRole),
        Choice.ARCHIVE_UNFINISHED: (_tr("GameWindow", "A&rchive it unfinished"), QMessageBox.ButtonRole.ActionRole),
        Choice.ABANDON: (_tr("GameWindow", "A&bandon it"), QMessageBox.ButtonRole.DestructiveRole),
        Choice.CANCEL: (_tr("GameWindow", "Cancel"), QMessageBox.ButtonRole.RejectRole),
    }
    buttons: dict[QAbstractButton, Choice] = {}
    for choice in close_choices(Standing(in_progress=True)):
        text, role = texts[choice]
        button = box.addButton(text, role)
        button.setObjectName(choice.value)
        buttons[button] = choice
    first = next(iter(buttons))
    if isinstance(first, QPushButton):
        box.setDefaultButton(first)
    box.setEscapeButton(next(button for button, choice in buttons.items() if choice is Choice.CANCEL))
    box.setInformativeText(
        _tr("GameWindow", "Kept for later, it is offered again at the next start and in Game › Unfinished parties.")
    )
    box.exec()
    return buttons.get(box.clickedButton(), Choice.CANCEL)
