"""Issue 36, printing: a player prints a diagram and a game's booklet.

From a plain start he pastes a position, chooses File ▸ Print preview… and sees the diagram's page in Qt's
preview (here drawn into a PDF printer, as a preview's pages are drawn); Ctrl+P is File ▸ Print….  Then he opens
File ▸ Export as PDF ▸ Booklet from a record…, and Print… sends the booklet's pages to the printer (a PDF file
here, Qt's print dialog answered): page for page the export's.  In French the same actions are named in French.
"""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QWidget

from studio.ui import export_dialog as export_dialog_module
from studio.ui.export_dialog import BookletExportDialog
from tests.ui.test_ui_i18n import french

from .conftest import Studio

RECORDS = Path(__file__).parent.parent / "data" / "records"


def _page_count(path: Path) -> int:
    document = pdfium.PdfDocument(path.read_bytes())
    try:
        return len(document)
    finally:
        document.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_diagram_and_a_booklet_printed(
    studio: Studio, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    window = studio.launch("--lang", language)
    monkeypatch.setattr(export_dialog_module, "headless", lambda: False)  # as on a screen, whose dialogs we answer
    printing = studio.action("file.print")
    assert printing.shortcut() == QKeySequence("Ctrl+P")
    if language == "fr":
        assert printing.text() == french("Actions", "Pr&int…")

    previewed = tmp_path / "preview.pdf"

    def preview(dialog: QPrintPreviewDialog) -> int:
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(previewed))
        dialog.paintRequested.emit(printer)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QPrintPreviewDialog, "exec", preview)
    window.edits.paste_text("B1:13,B6,B7/N1:15 N 4-2")
    studio.trigger("file.print_preview")
    assert _page_count(previewed) == 1

    printed = tmp_path / "booklet-printed.pdf"

    def print_to_file(dialog: QPrintDialog) -> int:
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QPrintDialog, "exec", print_to_file)
    seen: list[int] = []

    def booklet(dialog: QWidget) -> None:
        assert isinstance(dialog, BookletExportDialog)
        dialog.record_path.setText(str(RECORDS / "soumille.trr"))  # typed, as the Browse… button would
        dialog.turns.setText("1, 2")
        exported = dialog.pdf_bytes()
        document = pdfium.PdfDocument(exported)
        seen.append(len(document))
        document.close()
        dialog.print_button.click()
        seen.append(_page_count(printed))
        dialog.reject()

    studio.answer_dialog(booklet)
    studio.trigger("file.export_pdf_booklet")
    studio.settle(200)
    assert seen and seen[0] == seen[1] >= 1
