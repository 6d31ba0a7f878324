"""Journey 7: a folder of records imported through the archive browser's Import ▸ folder, one file broken.

The report names the broken file with the line and the column of its fault, the archive keeps every other
game (the count of the browser before and after), and the broken file leaves nothing behind.  The line and
column expected are the engine's reader's (``notation.record.read_record``), never written here.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget, QFileDialog, QLineEdit, QMessageBox, QWidget

from notation.record import RecordError, read_record
from studio.ui.game_windows.archive_browser import ArchiveBrowser

from .conftest import Studio

RECORDS = Path(__file__).parent.parent / "data" / "records"
SAMPLE_GAMES = 210
GOOD = ("ordinaire-annotee.trr", "ecoles.trr", "ecrire-trois-joueurs.trr")
BROKEN = "soumille-cassee.ttr"


@dataclass(frozen=True)
class RecordFault:
    """Where the reader finds the broken record's fault."""

    line: int
    column: int


def folder_of_records(root: Path) -> tuple[Path, RecordFault]:
    """Three good records and one whose second throw is 6-9 (no die has a nine)."""
    folder = root / "club"
    folder.mkdir()
    for name in GOOD:
        shutil.copy(RECORDS / name, folder / (Path(name).stem + ".ttr"))
    text = (RECORDS / "soumille.trr").read_text(encoding="utf-8")
    broken = text.replace("2. N 6-4", "2. N 6-9")
    assert broken != text
    (folder / BROKEN).write_text(broken, encoding="utf-8")
    try:
        read_record(broken)
    except RecordError as error:
        return folder, RecordFault(error.line, error.column)
    raise AssertionError("the broken record reads")


def browser_of(studio: Studio) -> ArchiveBrowser:
    dock = studio.window.findChild(QDockWidget, "archive_browser")
    assert dock is not None
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    return browser


def games_found(browser: ArchiveBrowser) -> int:
    """The count the browser shows: « 214 games found… »."""
    text = browser.count.text()
    assert " games found" in text, text
    return int(text.split(" games found")[0].replace(",", "").replace("\u202f", ""))


def choose_folder(folder: Path, seen: list[str]) -> Callable[[QWidget], None]:
    def answer(dialog: QWidget) -> None:
        if not isinstance(dialog, QFileDialog):
            seen.append(f"not a file dialog: {dialog!r}")
            return
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        assert edit is not None
        edit.setText(str(folder))  # typed
        QTest.keyClick(edit, Qt.Key.Key_Return)
        if dialog.isVisible():  # Enter opened the folder: Choose takes it
            dialog.accept()
        seen.append("folder chosen")

    return answer


def read_report(reports: list[str], timeout_ms: int = 60_000) -> None:
    """Wait for the import's report (a message box; the progress dialog before it is left alone), keep its text
    and close it with OK."""
    waited = [0]

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            reports.append(box.text())
            ok = box.button(QMessageBox.StandardButton.Ok)
            QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
            return
        waited[0] += 50
        if waited[0] < timeout_ms:
            QTimer.singleShot(50, look)

    QTimer.singleShot(50, look)


def test_a_folder_with_one_broken_file_is_imported_and_the_fault_reported(studio: Studio, tmp_path: Path) -> None:
    folder, fault = folder_of_records(tmp_path)
    studio.launch("--lang", "en")
    browser = browser_of(studio)
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(f"{SAMPLE_GAMES} games found"), timeout=30000)
    before = games_found(browser)

    # Import ▸ A folder…, the folder chosen in the file dialog; the report read and closed.
    seen: list[str] = []
    reports: list[str] = []
    studio.answer_dialog(choose_folder(folder, seen))
    read_report(reports)
    assert browser.import_folder_action.isEnabled()
    browser.import_folder_action.trigger()
    assert seen == ["folder chosen"]
    studio.qtbot.waitUntil(lambda: bool(reports), timeout=60000)
    studio.qtbot.waitUntil(lambda: not browser.importing(), timeout=60000)
    (report,) = reports

    # The report: the games imported, and the broken file by its name, line and column.
    imported = len(GOOD)
    assert f"{imported} games imported from {len(GOOD) + 1} files" in report, report
    fault_line = next(line for line in report.splitlines() if BROKEN in line)
    assert f"line {fault.line}, column {fault.column}" in fault_line, fault_line
    assert "6-9" in fault_line

    # The archive keeps the rest: the count grew by the good files' games, the broken one left nothing.
    studio.qtbot.waitUntil(lambda: games_found(browser) == before + imported, timeout=30000)
    studio.restart("--lang", "en")
    browser = browser_of(studio)
    studio.qtbot.waitUntil(lambda: " games found" in browser.count.text(), timeout=30000)
    assert games_found(browser) == before + imported
