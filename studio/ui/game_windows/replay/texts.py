"""What the replay asks and says.

The throw to go to, a throw's mark, a variation typed, where the booklet goes, hold or leave in a variation; the
players' names and the status line."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from notation.board import Colour
from notation.record import model
from studio.games.replay_model import ReplayModel
from studio.ui import dialogs
from studio.ui.game_windows.play.texts import count_of, seat_label
from studio.ui.i18n import tr as _tr

__all__ = ["ask_booklet_path", "ask_glyph", "ask_leave", "ask_throw", "ask_variation_text", "names", "status_text"]


def names(replay: ReplayModel, *, at_stop: bool = True) -> dict[Colour, str]:
    """Return the players by colour, with their colours.

    In a partie à écrire: those at the stop shown, if ``at_stop``."""
    if at_stop and replay.setup.variant.value == "ecrire":
        seats = replay.session_from(replay.current().inputs).seats()
        return {colour: seat_label(seat.name, colour) for colour, seat in seats.items()}
    white, black = replay.setup.seats[0].name, replay.setup.seats[1].name
    return {Colour.WHITE: seat_label(white, Colour.WHITE), Colour.BLACK: seat_label(black, Colour.BLACK)}


def status_text(replay: ReplayModel, error: str) -> str:
    """Say where the replay stands of how many throws, and the score there.

    Where it stands: the start, a throw, in a variation."""
    who = names(replay)
    score = replay.current().state.score
    line = " · ".join(
        _tr("ReplayWidget", "{name}: {trous}, {points}").format(
            name=who[c], trous=count_of(score.of(c).trous, "trou"), points=count_of(score.of(c).points, "point")
        )
        for c in Colour
    )
    throw = replay.throw_number()
    where = _tr("ReplayWidget", "Start") if throw == 0 else _tr("ReplayWidget", "Throw {n}").format(n=throw)
    if replay.in_variation():
        where += " " + _tr("ReplayWidget", "(variation)")
    text = f"<b>{where}</b> / {replay.throws()} — {line}"
    if error:
        text += "<br><span style='color:#b3261e'>" + error + "</span>"
    return text


def ask_throw(parent: QWidget, current: int, throws: int) -> int | None:
    """Ask the number of the throw to go to (None: cancelled)."""
    number, ok = QInputDialog.getInt(
        parent, _tr("ReplayWidget", "Go to throw"), _tr("ReplayWidget", "Throw number:"), current, 0, throws
    )
    return number if ok else None


def ask_glyph(parent: QWidget, glyphs: tuple[str, ...]) -> str | None:
    """Ask the mark a throw marked ``glyphs`` gets (``""``: none; None: cancelled)."""
    none = _tr("ReplayWidget", "(no mark)")
    choices = [none, *model.GLYPHS]
    current = choices.index(glyphs[0]) if glyphs and glyphs[0] in choices else 0
    choice, ok = QInputDialog.getItem(
        parent,
        _tr("ReplayWidget", "Mark the throw"),
        _tr("ReplayWidget", "The mark of this throw:"),
        choices,
        current,
        False,
    )
    if not ok:
        return None
    return "" if choice == none else choice


def ask_variation_text(parent: QWidget) -> str | None:
    """Ask for a variation typed (None: cancelled or empty)."""
    text, ok = QInputDialog.getText(
        parent,
        _tr("ReplayWidget", "Add a variation"),
        _tr("ReplayWidget", "The throw and the play instead (e.g. 6-5 B1-B7 B1-B6):"),
    )
    return text if ok and text.strip() else None


def ask_booklet_path(parent: QWidget) -> str | None:
    """Ask where to write the booklet with the tutor's analysis (None: cancelled)."""
    path = dialogs.save_file_name(
        parent,
        None,
        _tr("ReplayWidget", "Booklet with the tutor's analysis"),
        "partie-analysee.pdf",
        _tr("ReplayWidget", "PDF documents (*.pdf)"),
    )
    return path or None


def ask_leave(parent: QWidget) -> bool:
    """Ask whether the player of a variation leaves after a trou won (nobody to ask: he holds)."""
    if dialogs.headless():
        return False
    answer = QMessageBox.question(
        parent,
        _tr("ReplayWidget", "A trou is won"),
        _tr("ReplayWidget", "S'en aller (leave)? No: tenir (hold)."),
    )
    return answer == QMessageBox.StandardButton.Yes
