"""Printing (issue 36): File ▸ Print… (Ctrl+P) and Print preview…, and Print… in each PDF export dialog, print
the pages the export writes — the diagram, a game's booklet, the partie à écrire's scoresheet.  Printed through a
QPrinter writing a PDF file, each page is rendered and compared with the export's own."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops, ImageStat
from PySide6.QtGui import QKeySequence, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from studio.ui import export_dialog as export_dialog_module
from studio.ui.actions import ACTIONS
from studio.ui.diagram import Diagram
from studio.ui.export_dialog import BookletExportDialog, ExportDialog, export_diagram_of, export_dialog
from studio.ui.main_window import MainWindow
from studio.ui.settings import Settings

RECORDS = Path(__file__).parents[1] / "data" / "records"


def _pages(data: bytes, width: int = 400) -> list[Image.Image]:
    """Each page of a PDF in grey levels, ``width`` pixels wide: drawn at 150 dpi and averaged down, so that a
    hairline drawn as a line and one drawn in a picture weigh the same."""
    document = pdfium.PdfDocument(data)
    try:
        pages = []
        for page in document:
            points_wide, points_high = page.get_size()
            drawn = page.render(scale=150 / 72).to_pil().convert("L")
            size = (width, round(width * points_high / points_wide))
            pages.append(drawn.resize(size, Image.Resampling.BOX))
        return pages
    finally:
        document.close()


def _ink(image: Image.Image) -> float:
    """The share of the page's pixels that are dark."""
    histogram = image.histogram()
    return sum(histogram[:128]) / sum(histogram)


def _printer(path: Path, paper: QPageSize.PageSizeId = QPageSize.PageSizeId.A4) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setPageSize(QPageSize(paper))
    printer.setFullPage(True)  # the whole sheet, as the export's page: compared point for point
    return printer


def _dialog(qtbot: QtBot, kind: str, **options: object) -> ExportDialog:
    dialog = export_dialog(kind, **options)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize(
    ("kind", "options"),
    [
        ("diagram", {"diagrams": [export_diagram_of(Diagram(caption="Le départ"))]}),
        ("booklet", {"record_path": str(RECORDS / "soumille.trr")}),
        ("scoresheet", {}),
    ],
)
def test_the_printed_pages_are_the_exports(qtbot: QtBot, tmp_path: Path, kind: str, options: dict[str, object]) -> None:
    dialog = _dialog(qtbot, kind, **options)
    if kind == "booklet":
        assert isinstance(dialog, BookletExportDialog)
        dialog.turns.setText("1, 2")
    exported = dialog.pdf_bytes()
    target = tmp_path / "printed.pdf"
    pages = dialog.print_document(printer=_printer(target))
    expected = _pages(exported)
    printed = _pages(target.read_bytes())
    assert pages == len(expected) == len(printed) >= 1
    for want, got in zip(expected, printed, strict=True):
        # The same paper (Qt's A4 and reportlab's differ by a fraction of a point: a pixel at most here).
        assert abs(want.width - got.width) <= 1 and abs(want.height - got.height) <= 1
        got = got.resize(want.size, Image.Resampling.BILINEAR)
        # The same page: a few grey levels apart on average (drawn twice), as much ink, where the export's is.
        assert ImageStat.Stat(ImageChops.difference(want, got)).mean[0] < 4
        assert abs(_ink(want) - _ink(got)) < 0.01
    assert "1" in dialog.status.text() or str(pages) in dialog.status.text()


def test_letter_paper_reaches_the_printer(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, "diagram", diagrams=[export_diagram_of(Diagram())])
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    assert dialog.printer().pageLayout().pageSize().id() == QPageSize.PageSizeId.Letter


def test_ctrl_p_is_print_and_the_diagram_export_moved(qtbot: QtBot) -> None:
    shortcuts = {spec.id: spec.shortcut for spec in ACTIONS}
    assert shortcuts["file.print"] == "Ctrl+P"
    assert shortcuts["file.export_pdf_diagram"] != "Ctrl+P"
    taken = [spec.shortcut for spec in ACTIONS if spec.shortcut]
    assert len(taken) == len(set(taken))
    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    assert window.actions_by_id["file.print"].shortcut() == QKeySequence("Ctrl+P")
    file_menu = window._menus["file"].actions()
    assert window.actions_by_id["file.print"] in file_menu and window.actions_by_id["file.print_preview"] in file_menu


def test_print_preview_from_the_file_menu_draws_the_diagram(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """File ▸ Print preview…: Qt's preview dialog, its pages drawn by the export's PDF."""
    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    drawn: list[int] = []

    def exec_preview(dialog: QPrintPreviewDialog) -> int:
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "preview.pdf"))
        dialog.paintRequested.emit(printer)
        drawn.append(len(_pages((tmp_path / "preview.pdf").read_bytes())))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QPrintPreviewDialog, "exec", exec_preview)
    monkeypatch.setattr(export_dialog_module, "headless", lambda: False)  # as on a screen
    before = set(QApplication.topLevelWidgets())
    window.actions_by_id["file.print_preview"].trigger()
    assert drawn == [1]
    left = [w for w in set(QApplication.topLevelWidgets()) - before if isinstance(w, ExportDialog) and w.isVisible()]
    assert not left, "the preview left its export dialog open"


def test_without_a_screen_no_print_dialog_waits(qtbot: QtBot) -> None:
    """Offscreen (a headless run) nobody could answer Qt's print dialog: Ctrl+P says so and prints nothing."""
    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    assert window.exports.print_diagram() == 0
    dialog = _dialog(qtbot, "diagram", diagrams=[export_diagram_of(Diagram())])
    assert dialog.print_document() == 0 and "screen" in dialog.status.text()
