"""Export from a game window: the live scoresheet of a partie à écrire, a booklet of the partie; and the choice
of one game in a file of several records."""

from __future__ import annotations

import datetime
from typing import Any

from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from studio.ui.i18n import tr as _tr

__all__ = ["choose_game", "export_booklet", "game_labels", "print_sheet", "sheet_date_place", "window_sheet"]


def game_labels(text: str) -> list[tuple[str, str]]:
    """The games of a record file: (label, the game's record text), in order."""
    from notation.record import read_record_lenient
    from notation.record.reader import split_records

    games = []
    for number, (_line, piece) in enumerate(split_records(text), start=1):
        record, _errors = read_record_lenient(piece)
        names = " – ".join(n for n in (record.tag("Blanc"), record.tag("Noir")) if n) or record.tag("Joueurs") or ""
        label = " ".join(part for part in (f"{number}.", names, record.tag("Date") or "") if part)
        games.append((label, piece))
    return games


def choose_game(parent: QWidget | None, text: str) -> str | None:
    """The one game of ``text``, or the game the user picks when the file holds several (None: cancelled)."""
    games = game_labels(text)
    if len(games) <= 1:
        return text
    label, ok = QInputDialog.getItem(
        parent,
        _tr("GamePrinting", "Several games"),
        _tr("GamePrinting", "This file holds {n} games. Which one?").format(n=len(games)),
        [label for label, _piece in games],
        0,
        False,
    )
    if not ok:
        return None
    return next(piece for name, piece in games if name == label)


def window_sheet(window: Any) -> Any:
    """The scoresheet of the partie à écrire in ``window`` as it stands (None for another variant)."""
    if window.play is not None:
        return window.play.session.sheet()
    replay = window.replay
    if replay is None or not replay.stops:
        return None
    from studio.games.session import GameSession

    session = GameSession(replay.model.setup)
    for code, human in replay.stops[replay.main_stops[-1]].inputs:
        session.apply(code, human=human)
    return session.sheet()


def sheet_date_place(record: Any) -> tuple[str, str]:
    """The date and the place a partie's scoresheet bears: its record's Date (else today's) and its Lieu (else
    its event; else none, the line left to write on by hand)."""
    date = record.tag("Date") or datetime.date.today().strftime("%Y.%m.%d")
    place = record.tag("Lieu") or record.tag("Evenement") or ""
    return date, place


def print_sheet(window: Any) -> Any:
    """Open the scoresheet export on the window's partie (printable PDF, with a preview)."""
    sheet = window_sheet(window)
    if sheet is None:
        QMessageBox.information(
            window,
            _tr("GamePrinting", "Scoresheet"),
            _tr("GamePrinting", "Only a partie à écrire is written on a scoresheet."),
        )
        return None
    from studio.ui.export_dialog import ScoresheetExportDialog

    record = window.play.session.record() if window.play is not None else window.replay.record()
    date, place = sheet_date_place(record)
    dialog = ScoresheetExportDialog(sheet=sheet, date=date, place=place, settings=window.settings, parent=window)
    setup = window.play.session.setup if window.play is not None else window.replay.model.setup
    dialog.marques.setValue(setup.marques)
    dialog.open()
    return dialog


def export_booklet(window: Any, text: str, name: str) -> Any:
    """Open the booklet export on the window's partie (another record file can still be chosen)."""
    from studio.ui.export_dialog import BookletExportDialog

    dialog = BookletExportDialog(record_text=text, settings=window.settings, parent=window)
    dialog.open()
    return dialog
