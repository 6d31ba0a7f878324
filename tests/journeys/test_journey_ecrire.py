"""Journey 6: a partie à écrire with three players, played to its settlement, its scoresheet printed.

The user asks Game ▸ New partie…, answers the dialog (partie à écrire, three players à tourner, two marqués,
three seats for the computer, names typed), watches the partie to its end, reads the settlement on the sheet
beside the board, then prints the sheet (Ctrl+P in the game window: the scoresheet export of the partie) to a
PDF, read back.  The computer's pauses (made for a person watching each move) are set to none, so that the
partie's two marqués are played in seconds.  Every number checked is the engine's (``notation.ecrire``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton, QWidget

from studio.ui.export_dialog import ScoresheetExportDialog
from studio.ui.game_windows.new_game_dialog import NewGameDialog
from studio.ui.game_windows.window import GameWindow
from tests.support.pdfview import page_count, page_text
from tests.support.widgets import widget_of

from .conftest import Studio

NAMES = ("Abel", "Blaise", "Céleste")


def answer_new_partie(seen: list[str]) -> Callable[[QWidget], None]:
    """Partie à écrire, three players à tourner, two marqués, the computer in every seat, names typed; what the
    dialog showed goes to ``seen`` (checked once it is closed: an assertion inside a dialog's answer would
    leave it open)."""

    def answer(dialog: QWidget) -> None:
        if not isinstance(dialog, NewGameDialog):
            seen.append(f"not the new partie dialog: {dialog!r}")
            return
        dialog.variant.setCurrentIndex(dialog.variant.findText("Partie à écrire (marqués)"))
        dialog.players.setValue(3)
        dialog.marques.setValue(2)
        seen.append(f"{dialog.mode.isEnabled()} {dialog.mode.currentText()}")
        for name, edit, kind in zip(NAMES, dialog.names, dialog.kinds, strict=False):
            edit.setText(name)  # typed (QTest types no accented letter)
            kind.setCurrentIndex(kind.findText("the computer"))
        buttons = widget_of(QDialogButtonBox, dialog.findChild(QDialogButtonBox))
        ok = widget_of(QPushButton, buttons.button(QDialogButtonBox.StandardButton.Ok))
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)

    return answer


def game_window() -> GameWindow:
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, GameWindow) and w.isVisible()]
    assert len(windows) == 1, windows
    return windows[0]


def test_a_partie_a_ecrire_for_three_to_its_settlement_and_its_sheet_printed(studio: Studio, tmp_path: Path) -> None:
    studio.launch("--lang", "en")
    seen: list[str] = []
    studio.answer_dialog(answer_new_partie(seen))
    studio.trigger("game.new")
    assert seen == ["True à tourner"]  # three players: the mode à tourner is offered and chosen
    window = game_window()
    play = window.play
    assert play is not None
    session = play.session
    assert list(session.setup.seats[i].name for i in range(3)) == list(NAMES)
    # The computer plays without the pauses meant for a person watching.
    play.computer.delay_ms = play.computer.step_ms = 0
    studio.qtbot.waitUntil(lambda: session.partie.over, timeout=180_000)
    studio.settle(100)
    assert "over" in play.status.text()

    # The settlement, as the sheet beside the board shows it: the engine's, for each player.
    sheet, settlement = session.sheet(), session.settlement()
    assert sheet is not None and settlement is not None
    assert tuple(sheet.players) == NAMES and len(sheet.marques) == 2
    shown = play.sheet.sheet()
    assert shown == sheet
    final_row = len(sheet.marques) + 4
    for column, name in enumerate(sheet.players, start=1):
        assert play.sheet.cell(final_row, column) == str(settlement.players[name].final)

    # Ctrl+P in the game window: the scoresheet export of this partie, written to a PDF.
    window.activateWindow()
    studio.settle(20)
    studio.key(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    dialogs = [d for d in window.findChildren(ScoresheetExportDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialog = dialogs[0]
    assert dialog.from_partie.isChecked()
    pdf = tmp_path / "feuille.pdf"
    dialog.path.selectAll()
    QTest.keyClicks(dialog.path, str(pdf))
    studio.qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    studio.qtbot.waitUntil(lambda: not dialog.is_busy() and pdf.is_file(), timeout=60_000)
    dialog.reject()

    assert page_count(pdf) == 1
    text = page_text(pdf, 1).replace("\u00a0", " ")
    assert "Partie à écrire" in text and "Scoresheet" in text and "Final result" in text  # the studio's English
    for name in NAMES:
        assert name in text
    for name in NAMES:
        assert str(settlement.players[name].final) in text
    date = session.record().tag("Date")  # the partie's date (the day it began), the place left to write by hand
    assert date and f"Date: {date}" in " ".join(text.split())
    assert str(settlement.rounded_balances[settlement.winner or NAMES[0]]).lstrip("-") in text
