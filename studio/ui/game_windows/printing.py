"""Export from a game window: the live scoresheet of a partie à écrire, a booklet of the partie.

And the choice of one game in a file of several records."""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from notation.record import read_record_lenient
from notation.record.reader import split_records
from studio.games.session import GameSession
from studio.ui.export_dialog import BookletExportDialog, ScoresheetExportDialog
from studio.ui.i18n import tr as _tr

if TYPE_CHECKING:
    from notation.ecrire import Sheet
    from notation.record import GameRecord
    from studio.ui.game_windows.window import GameWindow

__all__ = ["choose_game", "export_booklet", "game_labels", "print_sheet", "sheet_date_place", "window_sheet"]


def game_labels(text: str) -> list[tuple[str, str]]:
    """Return the games of a record file: (label, the game's record text), in order."""
    games = []
    for number, (_line, piece) in enumerate(split_records(text), start=1):
        record, _errors = read_record_lenient(piece)
        names = " – ".join(n for n in (record.tag("Blanc"), record.tag("Noir")) if n) or record.tag("Joueurs") or ""
        label = " ".join(part for part in (f"{number}.", names, record.tag("Date") or "") if part)
        games.append((label, piece))
    return games


def choose_game(parent: QWidget | None, text: str) -> str | None:
    """Return the one game of ``text``, or the game the user picks when the file holds several.

    None: cancelled."""
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


def window_sheet(window: GameWindow) -> Sheet | None:
    """Return the scoresheet of the partie à écrire in ``window`` as it stands (None for another variant)."""
    if window.play is not None:
        return window.play.session.sheet()
    replay = window.replay
    if replay is None or not replay.stops:
        return None
    session = GameSession(replay.model.setup)
    for code, human in replay.stops[replay.main_stops[-1]].inputs:
        session.apply(code, human=human)
    return session.sheet()


def sheet_date_place(record: GameRecord) -> tuple[str, str]:
    """Return the date and the place a partie's scoresheet bears.

    Its record's Date (else today's) and its Lieu (else its event; else none, the line left to write on by hand)."""
    date = record.tag("Date") or datetime.date.today().strftime("%Y.%m.%d")
    place = record.tag("Lieu") or record.tag("Evenement") or ""
    return date, place


def print_sheet(window: GameWindow) -> ScoresheetExportDialog | None:
    """Open the scoresheet export on the window's partie (printable PDF, with a preview)."""
    sheet = window_sheet(window)
    if sheet is None:
        QMessageBox.information(
            window,
            _tr("GamePrinting", "Scoresheet"),
            _tr("GamePrinting", "Only a partie à écrire is written on a scoresheet."),
        )
        return None
    if window.play is not None:
        record, setup = window.play.session.record(), window.play.session.setup
    elif window.replay is not None:
        record, setup = window.replay.record(), window.replay.model.setup
    else:
        return None
    date, place = sheet_date_place(record)
    dialog = ScoresheetExportDialog(sheet=sheet, date=date, place=place, settings=window.settings, parent=window)
    dialog.marques.setValue(setup.marques)
    dialog.open()
    return dialog


def export_booklet(window: GameWindow, text: str, name: str) -> BookletExportDialog:
    """Open the booklet export on the window's partie (another record file can still be chosen)."""
    dialog = BookletExportDialog(record_text=text, settings=window.settings, parent=window)
    dialog.open()
    return dialog
