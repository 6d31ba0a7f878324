"""The PDF export dialogs: diagrams, a scoresheet, a game record's booklet, each with a live preview of page 1.

:class:`ExportDialog` holds what they share (the paper, the title, the file, the preview, the export in the
background); one subclass a kind adds its options and its writer; :func:`export_dialog` makes one by kind.

The dialog gathers the options and calls :mod:`studio.export` (reportlab, no
Qt), in a background thread so that a long booklet never freezes the window.
The preview is page 1 of the very PDF the export would write, rasterised by
pypdfium2 (PDFium; PySide6-Essentials has no QtPdf); should that fail, the
preview of a diagram falls back to the board drawn by the board view's
renderer from the same shared geometry, and the other kinds say how many
pages they would have.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import io
import json
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QImage, QPageSize, QPainter, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from notation.board import BLACK, WHITE, Colour
from notation.code import format_code, parse_code
from notation.ecrire import Sheet
from notation.notations import Notation, Orientation, Side
from notation.record import read_record_lenient
from notation.record.reader import split_records
from notation.render.geometry import board_geometry
from studio.export.turn_ranges import TurnsError, parse_turns
from studio.ui.accessible import describe, label_field
from studio.ui.board_render import PRINT, render_image
from studio.ui.dialogs import file_stem, headless
from studio.ui.error_messages import error_text
from studio.ui.files import DiagramFileError, load_diagram, read_text_file
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language
from studio.ui.i18n import tr as _tr
from studio.ui.i18n import tr_n as _tr_n
from studio.ui.png import png_image
from studio.ui.settings import Settings
from studio.ui.tasks import BackgroundTask
from studio.ui.window_size import fitted_size

if TYPE_CHECKING:
    from notation.ecrire import Sheet
    from studio.export.diagram import PrintedDiagram
    from studio.ui.diagram import Diagram

__all__ = [
    "DIALOGS",
    "KINDS",
    "BookletExportDialog",
    "DiagramExportDialog",
    "ExportDialog",
    "ScoresheetExportDialog",
    "export_diagram_of",
    "export_dialog",
    "pdf_page_image",
    "pdf_preview_available",
]

KINDS = ("diagram", "scoresheet", "booklet")
PREVIEW_DPI = 100
"""Page 1 is rasterised at this resolution (an A4 page is then about 830 pixels wide, shown smaller)."""

_NOTATIONS = (
    (Notation.BN, "B/N"),
    (Notation.SOUMILLE, "Soumille (1738)"),
    (Notation.LEPEINTRE, "Lepeintre (1818)"),
    (Notation.LEVY, "Levy"),
    (Notation.T11, "T–11"),
)


_PDFIUM = threading.Lock()
"""PDFium is not thread-safe: one page is drawn at a time, whichever thread asks."""


def pdf_preview_available() -> bool:
    """Tell whether PDF pages can be drawn (pypdfium2, a dependency, imports)."""
    return importlib.util.find_spec("pypdfium2") is not None


def pdf_page_image(data: bytes, dpi: int = PREVIEW_DPI, page: int = 1) -> QImage | None:
    """Draw page ``page`` of the PDF ``data`` as an image, by pypdfium2; None when it cannot be imported."""
    try:
        # imported here: optional: the ImportError is caught (pypdfium2 costs 13 ms)
        import pypdfium2
    except ImportError:
        return None
    with _PDFIUM:
        document = pypdfium2.PdfDocument(data)
        try:
            bitmap = document[page - 1].render(scale=dpi / 72)
            picture = bitmap.to_pil()
        finally:
            document.close()
    png = io.BytesIO()
    picture.save(png, format="PNG")
    image = png_image(png.getvalue())
    return None if image.isNull() else image


PRINT_DPI = 300
"""The resolution the PDF's pages are drawn at for the printer (a finer printer gets them scaled up): a page of
A4 at 1,200 dpi would be a picture of 400 MB."""


def print_pdf_pages(data: bytes, printer: QPrinter) -> int:
    """Print the PDF ``data`` on ``printer`` (a QPrinter, or its preview's).

    Each page is drawn by pypdfium2 (at :data:`PRINT_DPI` at most) and laid on the printable page at its own size,
    centred, or shrunk to fit it — the same pages as the export, not a second drawing of them.  Returns the pages
    printed; ValueError without the PDF renderer or when the printer cannot be drawn on."""
    try:
        # imported here: optional: the ImportError is caught (pypdfium2 costs 13 ms)
        import pypdfium2
    except ImportError:
        raise ValueError(_tr("ExportDialog", "Printing needs the PDF renderer (pypdfium2).")) from None
    resolution = printer.resolution()
    painter = QPainter()
    if not painter.begin(printer):
        raise ValueError(_tr("ExportDialog", "The printer cannot be used."))
    pages = 0
    try:
        with _PDFIUM:
            document = pypdfium2.PdfDocument(data)
            try:
                for index in range(len(document)):
                    if index and not printer.newPage():
                        break
                    page = document[index]
                    width, height = page.get_size()  # points
                    picture = page.render(scale=min(resolution, PRINT_DPI) / 72).to_pil().convert("RGB")
                    image = QImage(
                        picture.tobytes(), picture.width, picture.height, 3 * picture.width, QImage.Format.Format_RGB888
                    ).copy()
                    area = painter.viewport()
                    size = QSize(round(width * resolution / 72), round(height * resolution / 72))
                    if size.width() > area.width() or size.height() > area.height():
                        size = size.scaled(area.size(), Qt.AspectRatioMode.KeepAspectRatio)
                    left = area.x() + (area.width() - size.width()) // 2
                    top = area.y() + (area.height() - size.height()) // 2
                    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                    painter.drawImage(QRect(left, top, size.width(), size.height()), image)
                    pages += 1
            finally:
                document.close()
    finally:
        painter.end()
    return pages


def export_diagram_of(diagram: Diagram) -> PrintedDiagram:
    """Return the editor's diagram (:class:`studio.ui.diagram.Diagram`) as a figure to print."""
    # imported here: studio.export.diagram costs 117 ms, only this feature needs it
    from studio.export.diagram import PrintedDiagram

    score = None if diagram.score.is_fresh() else diagram.score
    return PrintedDiagram(
        diagram.position, diagram.dice, score, diagram.caption, diagram.annotations, comment=diagram.comment
    )


PREVIEW_MIN_WIDTH = 320
"""The preview's narrowest width in pixels: page 1 is scaled to it, whole."""


class ExportDialog(QDialog):
    """What every PDF export shares: the paper, the title, the file, page 1's preview and the export in the background.

    One subclass a kind (:class:`DiagramExportDialog`, :class:`ScoresheetExportDialog`, :class:`BookletExportDialog`)
    adds its options and says what it writes (:meth:`writer`).

    :attr:`preview_image` is the last preview drawn; :attr:`exported` is emitted with the path written.
    """

    exported = Signal(str)
    previewReady = Signal()

    kind: ClassVar[str] = ""
    file_name: ClassVar[str] = ""
    """The file name proposed (without ``.pdf``), in French as the documents are."""

    def __init__(self, *, folder: str = "", settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.folder = folder or (settings.last_folder if settings is not None else "") or str(Path.home())
        self.preview_image: QImage | None = None
        self.preview_pages = 0
        self.preview_error = ""
        self._preview_task: BackgroundTask | None = None
        self._export_task: BackgroundTask | None = None
        self._export_target = ""
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self.refresh_preview)
        self.setModal(True)
        # 980 × 680 where the screen has room; a small screen (900 × 650, 1024 × 700) still shows it whole, its
        # title bar and frame included (a fixed minimum of that size put its buttons off the screen).
        self.resize(fitted_size(parent if parent is not None else self, 980, 680))

        self.options = QWidget(self)
        self._form = QFormLayout(self.options)
        self._form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._labels: dict[str, QLabel] = {}

        # What to print, then how (the kind's own options).
        self._build_options()
        self.paper = QComboBox(self.options)
        self.paper.addItem("A4", "a4")
        self.paper.addItem("Letter", "letter")
        self._row("paper", self.paper)
        self.title = QLineEdit(self.options)
        self._row("title", self.title)
        self.language = QComboBox(self.options)
        """The PDF's language: the studio's (the default), or French or English whatever the studio speaks."""
        for code in ("", "fr", "en"):
            self.language.addItem("", code)
        self._row("language", self.language)
        self.path = QLineEdit(self.options)
        self.browse = QPushButton(self.options)
        self.browse.clicked.connect(self.ask_path)
        line = QHBoxLayout()
        line.addWidget(self.path, 1)
        line.addWidget(self.browse)
        self._row("path", line)

        # The preview.
        self.preview = QLabel(self)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(PREVIEW_MIN_WIDTH, 360)
        self.preview.setStyleSheet("QLabel { background: #8d8478; }")
        scroll = QScrollArea(self)
        scroll.setWidget(self.preview)
        describe(scroll, QT_TRANSLATE_NOOP("Accessible", "Preview of the first page"))
        scroll.setWidgetResizable(True)
        # The scroll area holds the page's whole width (its own minimum was a few pixels: beside a wide form
        # the page was cut at the right, behind a horizontal scroll bar); only a long page scrolls, down.
        scroll.setMinimumWidth(
            PREVIEW_MIN_WIDTH + scroll.verticalScrollBar().sizeHint().width() + 2 * scroll.frameWidth()
        )
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.preview_note = QLabel(self)
        self.preview_note.setWordWrap(True)
        self.preview_note.setStyleSheet("color: #6b6257;")
        self.preview_box = QGroupBox(self)
        preview_layout = QVBoxLayout(self.preview_box)
        preview_layout.addWidget(scroll, 1)
        preview_layout.addWidget(self.preview_note)

        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)
        self.progress.setVisible(False)
        self.progress.setMaximumHeight(14)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        export_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        assert export_button is not None
        self.export_button = export_button
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(lambda: self.export())
        print_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        preview_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        assert print_button is not None and preview_button is not None
        self.print_button, self.print_preview_button = print_button, preview_button
        self.print_button.clicked.connect(lambda: self.print_document())
        self.print_preview_button.clicked.connect(lambda: self.print_document(preview=True))
        self.buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addWidget(self.options)
        left.addStretch(1)
        left.addWidget(self.status)
        left.addWidget(self.progress)
        top = QHBoxLayout()
        top.addLayout(left, 1)
        top.addWidget(self.preview_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.buttons)

        for edit in self.options.findChildren(QLineEdit):
            edit.textChanged.connect(self.schedule_preview)
        for combo in self.options.findChildren(QComboBox):
            combo.currentIndexChanged.connect(self.schedule_preview)
        for spin in self.options.findChildren(QSpinBox):
            spin.valueChanged.connect(self.schedule_preview)
        for check in self.options.findChildren(QCheckBox):
            check.toggled.connect(self.schedule_preview)
        self.path.textChanged.disconnect(self.schedule_preview)
        self._before_texts()
        self.retranslate()
        self._after_texts()
        self.schedule_preview()

    # -- what a kind adds ----------------------------------------------------------------------------------

    def _row(self, key: str, widget: QWidget | QBoxLayout) -> None:
        """Return a line of the options' form, labelled by :meth:`_label_texts` ``[key]``."""
        label = QLabel(self.options)
        self._labels[key] = label
        if isinstance(widget, QWidget):
            self._form.addRow(label, widget)
        else:
            self._form.addRow(label, widget)
        # Qt names a field by its label only when the label is its buddy (addRow with a label widget sets none).
        label_field(label, widget)

    def _build_options(self) -> None:
        """Add the kind's rows to the form (:meth:`_row`), before the paper, the title and the file."""

    def _before_texts(self) -> None:
        """Set the kind's state once every widget is made, before the texts are set."""

    def _after_texts(self) -> None:
        """Set the kind's state once the texts are set, before the first preview."""

    def _window_title(self) -> str:
        raise NotImplementedError

    def _label_texts(self) -> dict[str, str]:
        """Return the form's labels by key: the shared ones (a kind adds its own)."""
        return {
            "paper": _tr("ExportDialog", "Paper:"),
            "title": _tr("ExportDialog", "Title:"),
            "language": _tr("ExportDialog", "Language:"),
            "path": _tr("ExportDialog", "Save as:"),
        }

    def _retranslate_options(self) -> None:
        """Set the texts of the kind's own widgets (buttons, placeholders, items)."""

    def writer(self) -> Callable[[BinaryIO], int]:
        """Return a function writing the PDF to a binary stream and returning its page count.

        The options are read now (so it can run in another thread); raises ValueError for options that make no PDF."""
        raise NotImplementedError

    def chosen_language(self) -> str:
        """Return the language the PDF is written in: the one chosen, else the studio's."""
        chosen: str = self.language.currentData() or ""
        return chosen or current_language()

    def _fallback_image(self) -> QImage | None:
        """Draw a picture of page 1 without the PDF renderer; None: only the page count is said."""
        return None

    # -- texts ---------------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self._window_title())
        # The languages by their own names, as language menus show them; the first follows the studio.
        for index, text in enumerate((_tr("ExportDialog", "As the studio"), "français", "English")):
            self.language.setItemText(index, text)
        labels = self._label_texts()
        for key, label in self._labels.items():
            label.setText(labels[key])
        self.browse.setText(_tr("ExportDialog", "Browse…"))
        self._retranslate_options()
        self.title.setPlaceholderText(_tr("ExportDialog", "the default"))
        self.path.setPlaceholderText(_tr("ExportDialog", "asked when exporting"))
        self.paper.setItemText(1, _tr("ExportDialog", "Letter"))
        self.preview_box.setTitle(_tr("ExportDialog", "Preview of page 1"))
        self.export_button.setText(_tr("ExportDialog", "&Export"))
        self.print_button.setText(_tr("ExportDialog", "Pri&nt…"))
        self.print_preview_button.setText(_tr("ExportDialog", "Print pre&view…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- files ---------------------------------------------------------------------------------------------

    def proposed_name(self) -> str:
        """Return the file name proposed for the PDF."""
        return f"{self.file_name}.pdf"

    def ask_path(self) -> str:
        name = self.proposed_name()
        path, _filter = QFileDialog.getSaveFileName(
            self,
            _tr("ExportDialog", "Export as PDF"),
            str(Path(self.folder) / name),
            _tr("ExportDialog", "PDF documents (*.pdf)"),
        )
        if path:
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
            self.path.setText(path)
            self._remember(path)
        return path

    def _remember(self, path: str) -> None:
        """Remember this file's folder: the next dialog opens there (and the studio's, when it keeps one)."""
        self.folder = str(Path(path).parent)
        if self.settings is not None:
            self.settings.last_folder = self.folder

    # -- the preview ---------------------------------------------------------------------------------------

    def schedule_preview(self) -> None:
        """Draw the preview again shortly (options typed in quick succession make one preview)."""
        self._timer.start()

    def refresh_preview(self) -> None:
        if self._preview_task is not None:
            self._dirty = True
            return
        self._dirty = False
        try:
            write = self.writer()
        except ValueError as error:
            self._show_preview_error(error_text(error))
            return

        def job() -> tuple[int, QImage | None]:
            buffer = io.BytesIO()
            pages = write(buffer)
            return pages, pdf_page_image(buffer.getvalue())

        self.preview_note.setText(_tr("ExportDialog", "Drawing the preview…"))
        task = BackgroundTask(job)
        task.succeeded.connect(self._on_preview)
        task.failed.connect(self._on_preview_failed)
        task.finished.connect(self._on_preview_done)
        self._preview_task = task
        task.start()

    def _on_preview_failed(self, error: object) -> None:
        self._show_preview_error(error_text(error))

    def _on_preview_done(self) -> None:
        task, self._preview_task = self._preview_task, None
        if task is not None:
            task.deleteLater()
        if self._dirty:
            self.refresh_preview()

    def _on_preview(self, result: object) -> None:
        assert isinstance(result, tuple)
        pages, image = result
        self.preview_pages = pages
        self.preview_error = ""
        note = _tr_n("ExportDialog", "%n page(s)", pages)
        if image is None:
            image = self._fallback_image()
            note += " · " + _tr("ExportDialog", "the PDF renderer (pypdfium2) is missing: the board alone is shown")
        self.preview_image = image
        if image is None:
            self.preview.setPixmap(QPixmap())
            self.preview.setText(_tr("ExportDialog", "No preview without the PDF renderer (pypdfium2)."))
        else:
            self._show_image(image)
        self.preview_note.setText(note)
        self.previewReady.emit()

    def _show_image(self, image: QImage) -> None:
        pixmap = QPixmap.fromImage(image)
        width = max(200, self.preview.width() - 24)
        if pixmap.width() > width:
            pixmap = pixmap.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        self.preview.setPixmap(pixmap)

    def _show_preview_error(self, message: str) -> None:
        self.preview_error = message
        self.preview_image = None
        self.preview.setPixmap(QPixmap())
        self.preview.setText("")
        self.preview_note.setText(f"<span style='color:#c92a2a'>{message}</span>")
        self.previewReady.emit()

    # -- exporting -----------------------------------------------------------------------------------------

    def is_busy(self) -> bool:
        return self._export_task is not None

    def pdf_bytes(self) -> bytes:
        """Return the PDF the export writes, with the options as they are now.

        ValueError for options that make none."""
        buffer = io.BytesIO()
        self.writer()(buffer)
        return buffer.getvalue()

    def printer(self) -> QPrinter:
        """Return the printer the document goes to: at :data:`PRINT_DPI`, on the paper of the options."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        # The pages are pictures of PRINT_DPI: drawn at it, one for one (the preview, at a printer's 1,200 dpi,
        # thinned their hairlines to dots).
        printer.setResolution(PRINT_DPI)
        size = QPageSize.PageSizeId.Letter if self.paper.currentData() == "letter" else QPageSize.PageSizeId.A4
        printer.setPageSize(QPageSize(size))
        printer.setDocName(self.title.text().strip() or self.file_name)
        return printer

    def print_document(self, *, preview: bool = False, printer: QPrinter | None = None) -> int:
        """Print what the export writes, through Qt's print dialog (or its preview).

        The PDF's pages are drawn on the printer.  With ``printer`` given, no dialog: it is printed there (a PDF file,
        in the tests).  Returns the pages printed (0: cancelled, or nothing to print)."""
        try:
            data = self.pdf_bytes()
        except ValueError as error:
            QMessageBox.warning(self, _tr("ExportDialog", "Cannot print"), error_text(error))
            return 0
        if printer is None and headless():
            # No screen: nobody to answer the print dialog (a headless run), which would wait for ever.
            self.status.setText(_tr("ExportDialog", "No printing without a screen: export the PDF."))
            return 0
        target = printer or self.printer()
        printed = [0]

        def paint(device: QPrinter) -> None:
            try:
                printed[0] = print_pdf_pages(data, device)
            except ValueError as error:
                self.status.setText(error_text(error))

        if printer is not None:
            paint(printer)
        elif preview:
            dialog = QPrintPreviewDialog(target, self)
            dialog.setWindowTitle(_tr("ExportDialog", "Print preview"))
            dialog.paintRequested.connect(paint)
            dialog.exec()
        else:
            chooser = QPrintDialog(target, self)
            if chooser.exec() != QDialog.DialogCode.Accepted:
                return 0
            paint(target)
        if printed[0]:
            self.status.setText(_tr_n("ExportDialog", "Printed %n page(s).", printed[0]))
        return printed[0]

    def export(self, path: str | None = None) -> bool:
        """Write the PDF in the background (asking where when no path is set); False when nothing started."""
        if self._export_task is not None:
            return False
        target = path or self.path.text().strip() or self.ask_path()
        if not target:
            return False
        self.path.setText(target)
        try:
            write = self.writer()
        except ValueError as error:
            QMessageBox.warning(self, _tr("ExportDialog", "Cannot export"), error_text(error))
            return False

        def job() -> int:
            buffer = io.BytesIO()
            pages = write(buffer)
            Path(target).write_bytes(buffer.getvalue())  # written whole, never half a file
            return pages

        self.export_button.setEnabled(False)
        self.progress.setVisible(True)
        self.status.setText(_tr("ExportDialog", "Writing {path}…").format(path=target))
        task = BackgroundTask(job)
        self._export_target = target
        task.succeeded.connect(self._on_export_succeeded)
        task.failed.connect(self._on_export_failed)
        task.finished.connect(self._on_export_done)
        self._export_task = task
        task.start()
        return True

    def _on_export_done(self) -> None:
        task, self._export_task = self._export_task, None
        if task is not None:
            task.deleteLater()
        self.export_button.setEnabled(True)
        self.progress.setVisible(False)

    def _on_export_succeeded(self, pages: object) -> None:
        assert isinstance(pages, int)  # the export's job returns the pages it wrote
        self._on_exported(self._export_target, pages)

    def _on_exported(self, path: str, pages: int) -> None:
        self.status.setText(_tr_n("ExportDialog", "Wrote {path} (%n page(s)).", pages).format(path=path))
        self.exported.emit(path)

    def _on_export_failed(self, error: object) -> None:
        self.status.setText("")
        QMessageBox.warning(self, _tr("ExportDialog", "Cannot export"), error_text(error))

    def wait(self, milliseconds: int = 60000) -> None:
        """Block until the preview and the export under way are done (scripts, tests, closing)."""
        for task in (self._preview_task, self._export_task):
            if task is not None:
                task.wait(milliseconds)
        QCoreApplication.processEvents()

    def done(self, result: int) -> None:
        self._timer.stop()
        for task in (self._preview_task, self._export_task):
            if task is not None:
                task.wait()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.wait()
        super().closeEvent(event)


class _BoardOptions:
    """The notation and the orientation of the boards drawn (diagrams, a booklet's): the rows and their reading.

    ``of_record``: the first item of each box is « the record's » (a booklet follows its record by default).
    """

    def __init__(self, dialog: ExportDialog, notation: Notation, orientation: Orientation, *, of_record: bool) -> None:
        self.of_record = of_record
        options = dialog.options
        self.notation = QComboBox(options)
        if of_record:
            self.notation.addItem("", None)
        for value, text in _NOTATIONS:
            self.notation.addItem(text, value)
        self.notation.setCurrentIndex(0 if of_record else max(0, self.notation.findData(notation)))
        dialog._row("notation", self.notation)
        self.top = QComboBox(options)
        if of_record:
            self.top.addItem("", None)
        for colour in (BLACK, WHITE):
            self.top.addItem("", colour.value)
        if not of_record:
            self.top.setCurrentIndex(self.top.findData(orientation.top.value))
        dialog._row("top", self.top)
        self.talons = QComboBox(options)
        self.talons.addItem("", Side.LEFT.value)
        self.talons.addItem("", Side.RIGHT.value)
        self.talons.setCurrentIndex(self.talons.findData(orientation.talons.value))
        dialog._row("talons", self.talons)

    @staticmethod
    def label_texts() -> dict[str, str]:
        return {
            "notation": _tr("ExportDialog", "Notation:"),
            "top": _tr("ExportDialog", "At the top:"),
            "talons": _tr("ExportDialog", "Talons:"),
        }

    def retranslate(self) -> None:
        offset = 1 if self.of_record else 0
        if offset:
            self.notation.setItemText(0, _tr("ExportDialog", "The record's"))
            self.top.setItemText(0, _tr("ExportDialog", "The record's"))
        # The colours keep their French names (the game's vocabulary) in both languages.
        self.top.setItemText(offset, "Noir")
        self.top.setItemText(offset + 1, "Blanc")
        self.talons.setItemText(0, _tr("ExportDialog", "On the left"))
        self.talons.setItemText(1, _tr("ExportDialog", "On the right"))

    def chosen_notation(self) -> Notation | None:
        """Return the notation chosen; None: the record's."""
        value = self.notation.currentData()
        return value if isinstance(value, Notation) else None

    def board_notation(self) -> Notation:
        """Return the notation chosen, for boxes without « the record's »."""
        return self.chosen_notation() or Notation.BN

    def orientation(self) -> Orientation | None:
        top = self.top.currentData()
        talons = Side(self.talons.currentData())
        if top is None:
            return None if talons is Side.LEFT else Orientation(talons=talons)
        return Orientation(Colour(top), talons)


class DiagramExportDialog(ExportDialog):
    """Diagrams, one to six a page: the list (position codes, diagram files), their captions and the palette."""

    kind = "diagram"
    file_name = "diagrammes"

    def __init__(
        self,
        *,
        diagrams: Sequence[PrintedDiagram] = (),
        notation: Notation = Notation.BN,
        orientation: Orientation | None = None,
        folder: str = "",
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        self._initial = tuple(diagrams)
        self._notation = notation
        self._orientation_given = orientation or Orientation()
        super().__init__(folder=folder, settings=settings, parent=parent)

    def _build_options(self) -> None:
        options = self.options
        self.list = QListWidget(options)
        self.list.setMaximumHeight(120)
        describe(self.list, QT_TRANSLATE_NOOP("Accessible", "Diagrams to print"))
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for diagram in self._initial:
            self._add_item(diagram)
        self.list.currentRowChanged.connect(self._on_row)
        self.add_code_button = QPushButton(options)
        self.add_code_button.clicked.connect(self.ask_code)
        self.add_files_button = QPushButton(options)
        self.add_files_button.clicked.connect(self.ask_files)
        self.remove_button = QPushButton(options)
        self.remove_button.clicked.connect(self.remove_selected)
        column = QVBoxLayout()
        column.addWidget(self.list)
        # Under the list, one under the other: in a row their French texts made the dialog outgrow a small screen.
        buttons = QVBoxLayout()
        for button in (self.add_code_button, self.add_files_button, self.remove_button):
            buttons.addWidget(button)
        column.addLayout(buttons)
        holder = QWidget(options)
        holder.setLayout(column)
        column.setContentsMargins(0, 0, 0, 0)
        self._row("diagrams", holder)
        self.caption = QLineEdit(options)
        self.caption.textEdited.connect(self._on_caption)
        self._row("caption", self.caption)
        self.per_page = QComboBox(options)
        for count in (1, 2, 4, 6):
            self.per_page.addItem(str(count), count)
        self._row("per_page", self.per_page)
        self.colours = QComboBox(options)
        self._row("palette", self.colours)
        self.board_options = _BoardOptions(self, self._notation, self._orientation_given, of_record=False)
        self.notation, self.top, self.talons = (
            self.board_options.notation,
            self.board_options.top,
            self.board_options.talons,
        )

    def _before_texts(self) -> None:
        if self.list.count():
            self.list.setCurrentRow(0)

    def _window_title(self) -> str:
        return _tr("ExportDialog", "Export diagrams as PDF")

    def _label_texts(self) -> dict[str, str]:
        return {
            "diagrams": _tr("ExportDialog", "Diagrams:"),
            "caption": _tr("ExportDialog", "Caption:"),
            "per_page": _tr("ExportDialog", "Diagrams per page:"),
            "palette": _tr("ExportDialog", "Colours:"),
            **_BoardOptions.label_texts(),
            **super()._label_texts(),
        }

    def _retranslate_options(self) -> None:
        self.add_code_button.setText(_tr("ExportDialog", "Add a position &code…"))
        self.add_files_button.setText(_tr("ExportDialog", "Add diagram &files…"))
        self.remove_button.setText(_tr("ExportDialog", "&Remove"))
        self.caption.setPlaceholderText(_tr("ExportDialog", "the selected diagram's caption"))
        index = max(0, self.colours.currentIndex())
        self.colours.blockSignals(True)
        self.colours.clear()
        self.colours.addItem(_tr("ExportDialog", "Print (black on white)"), "print")
        self.colours.addItem(_tr("ExportDialog", "Classic (walnut and cloth)"), "classic")
        self.colours.setCurrentIndex(index)
        self.colours.blockSignals(False)
        self.board_options.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.title.setPlaceholderText(_tr("ExportDialog", "none"))

    # -- the diagrams' list ----------------------------------------------------------------------------------

    def _add_item(self, diagram: PrintedDiagram) -> None:
        item = QListWidgetItem(self.list)
        item.setData(Qt.ItemDataRole.UserRole, diagram)
        code = format_code(diagram.position, diagram.dice)
        item.setText(f"{self.list.count()}. {diagram.caption or code}")
        item.setToolTip(code)

    def _items(self) -> list[QListWidgetItem]:
        items = (self.list.item(i) for i in range(self.list.count()))
        return [item for item in items if item is not None]

    def diagrams(self) -> list[PrintedDiagram]:
        return [item.data(Qt.ItemDataRole.UserRole) for item in self._items()]

    def add_diagram(self, diagram: PrintedDiagram) -> None:
        self._add_item(diagram)
        self.list.setCurrentRow(self.list.count() - 1)
        self.schedule_preview()

    def add_code(self, text: str) -> None:
        """Add a diagram from a position code; raises ValueError (CodeError, PositionError) for a bad one."""
        # imported here: studio.export.diagram costs 117 ms, only this feature needs it
        from studio.export.diagram import PrintedDiagram

        setup = parse_code(text.strip())
        self.add_diagram(PrintedDiagram(setup.position, setup.dice, setup.score))

    def ask_code(self) -> None:
        text, ok = QInputDialog.getText(
            self, _tr("ExportDialog", "Add a position"), _tr("ExportDialog", "Position code:")
        )
        if ok and text.strip():
            try:
                self.add_code(text)
            except ValueError as error:
                QMessageBox.warning(self, _tr("ExportDialog", "Not a position"), error_text(error))

    def ask_files(self) -> None:
        paths, _filter = QFileDialog.getOpenFileNames(
            self,
            _tr("ExportDialog", "Add diagrams"),
            self.folder,
            _tr("ExportDialog", "Trictrac diagrams (*.trictrac-diagram);;All files (*)"),
        )
        for path in paths:
            try:
                self.add_diagram(export_diagram_of(load_diagram(path)))
            except (OSError, DiagramFileError) as error:
                QMessageBox.warning(
                    self, _tr("ExportDialog", "Cannot open"), f"{path}\n\n{error_text(error, place=False)}"
                )

    def remove_selected(self) -> None:
        row = self.list.currentRow()
        if row >= 0:
            self.list.takeItem(row)
            self._renumber()
            self.schedule_preview()

    def _renumber(self) -> None:
        for index, item in enumerate(self._items()):
            diagram = item.data(Qt.ItemDataRole.UserRole)
            item.setText(f"{index + 1}. {diagram.caption or item.toolTip()}")

    def _on_row(self, row: int) -> None:
        item = self.list.item(row) if row >= 0 else None
        self.caption.blockSignals(True)
        self.caption.setText(item.data(Qt.ItemDataRole.UserRole).caption if item is not None else "")
        self.caption.blockSignals(False)
        self.caption.setEnabled(item is not None)

    def _on_caption(self, text: str) -> None:
        item = self.list.currentItem()
        if item is not None:
            diagram = item.data(Qt.ItemDataRole.UserRole)
            item.setData(Qt.ItemDataRole.UserRole, dataclasses.replace(diagram, caption=text))
            self._renumber()

    # -- what is written -----------------------------------------------------------------------------------

    def writer(self) -> Callable[[BinaryIO], int]:
        # imported here: studio.export.board_canvas, studio.export.diagram cost 136 ms, only this feature needs it
        from studio.export.board_canvas import STYLES
        from studio.export.diagram import diagrams_pdf

        diagrams = self.diagrams()
        if not diagrams:
            raise ValueError(_tr("ExportDialog", "Add a diagram to export."))
        per_page: int = self.per_page.currentData()
        paper: str = self.paper.currentData()
        notation = self.board_options.board_notation()
        orientation = self.board_options.orientation()
        style = STYLES[self.colours.currentData() or "print"]
        title = self.title.text().strip() or None
        language = self.chosen_language()
        return lambda out: (
            diagrams_pdf(
                diagrams,
                out,
                per_page=per_page,
                paper=paper,
                notation=notation,
                orientation=orientation,
                style=style,
                title=title,
                language=language,
            ).pages
        )

    def _fallback_image(self) -> QImage | None:
        """Draw the first diagram by the board view's renderer from the shared geometry."""
        diagrams = self.diagrams()
        if not diagrams:
            return None
        first = diagrams[0]
        geometry = board_geometry(
            first.position,
            self.board_options.orientation(),
            score=first.score,
            dice=first.dice,
            notation=self.board_options.board_notation(),
        )
        return render_image(geometry, 420, PRINT, first.annotations)


class ScoresheetExportDialog(ExportDialog):
    """A scoresheet: blank (the players and rows), filled from a SHEET file, or this partie's as it stands."""

    kind = "scoresheet"
    file_name = "feuille-de-marque"

    def __init__(
        self,
        *,
        sheet: Sheet | None = None,
        date: str = "",
        place: str = "",
        folder: str = "",
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        self.live_sheet = sheet
        """A scoresheet filled from this SHEET (the partie à écrire of the window it was asked from)."""
        self.live_date = date
        """The date and place of that partie, written on its sheet (blank: lines to write on by hand)."""
        self.live_place = place
        super().__init__(folder=folder, settings=settings, parent=parent)

    def _build_options(self) -> None:
        options = self.options
        self.blank = QRadioButton(options)
        self.from_file = QRadioButton(options)
        self.from_partie = QRadioButton(options)
        self.from_partie.setVisible(self.live_sheet is not None)
        (self.from_partie if self.live_sheet is not None else self.blank).setChecked(True)
        # One under the other: in a row their French texts were cut, and the dialog outgrew a small screen.
        choice = QVBoxLayout()
        choice.addWidget(self.from_partie)
        choice.addWidget(self.blank)
        choice.addWidget(self.from_file)
        self._row("sheet_kind", choice)
        self.players = QLineEdit("A, B", options)
        self._row("players", self.players)
        self.marques = QSpinBox(options)
        self.marques.setRange(1, 24)
        self.marques.setValue(6)
        self._row("marques", self.marques)
        self.sheet_path = QLineEdit(options)
        self.sheet_browse = QPushButton(options)
        self.sheet_browse.clicked.connect(self.ask_sheet)
        line = QHBoxLayout()
        line.addWidget(self.sheet_path, 1)
        line.addWidget(self.sheet_browse)
        self._row("sheet", line)
        self.jetons = QCheckBox(options)
        self._row("jetons", self.jetons)
        for radio in (self.blank, self.from_file, self.from_partie):
            radio.toggled.connect(self._sync_sheet_kind)

    def _before_texts(self) -> None:
        self._sync_sheet_kind()

    def _window_title(self) -> str:
        return _tr("ExportDialog", "Export a scoresheet as PDF")

    def _label_texts(self) -> dict[str, str]:
        return {
            "sheet_kind": _tr("ExportDialog", "Sheet:"),
            "players": _tr("ExportDialog", "Players (2 to 4):"),
            "marques": _tr("ExportDialog", "Marqués (rows):"),
            "sheet": _tr("ExportDialog", "SHEET file (JSON):"),
            "jetons": "",
            **super()._label_texts(),
        }

    def _retranslate_options(self) -> None:
        self.blank.setText(_tr("ExportDialog", "Blank, to fill in by hand"))
        self.from_file.setText(_tr("ExportDialog", "Filled from a SHEET file"))
        self.from_partie.setText(_tr("ExportDialog", "This partie, as it stands"))
        self.sheet_browse.setText(_tr("ExportDialog", "Browse…"))
        self.jetons.setText(_tr("ExportDialog", "Settlement in jetons"))

    def ask_sheet(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            _tr("ExportDialog", "A SHEET file"),
            self.folder,
            _tr("ExportDialog", "JSON files (*.json);;All files (*)"),
        )
        if path:
            self._remember(path)
            self.sheet_path.setText(path)
            self.from_file.setChecked(True)

    def _sync_sheet_kind(self) -> None:
        blank = self.blank.isChecked()
        self.jetons.setEnabled(not self.from_partie.isChecked())
        for widget in (self.players, self.marques):
            widget.setEnabled(blank)
        for field in (self.sheet_path, self.sheet_browse):
            field.setEnabled(not blank)
        self.schedule_preview()

    def writer(self) -> Callable[[BinaryIO], int]:
        # imported here: studio.export.scoresheet costs 160 ms, only this feature needs it
        from studio.export.scoresheet import scoresheet_pdf

        paper: str = self.paper.currentData()
        title = self.title.text().strip() or None
        jetons = self.jetons.isChecked()
        live = self.live_sheet
        date, place = self.live_date, self.live_place
        language = self.chosen_language()
        if self.from_partie.isChecked() and live is not None:
            if not live.marques:
                # No marqué over yet: the sheet with the players' names, its rows still to fill.
                names, rows = list(live.players), self.marques.value()
                return lambda out: (
                    scoresheet_pdf(
                        out,
                        players=names,
                        marques=rows,
                        paper=paper,
                        title=title,
                        language=language,
                        date=date,
                        place=place,
                    ).pages
                )
            return lambda out: (
                scoresheet_pdf(out, live, paper=paper, title=title, language=language, date=date, place=place).pages
            )
        if self.blank.isChecked():
            players = [name.strip() for name in self.players.text().split(",") if name.strip()]
            marques = self.marques.value()
            return lambda out: (
                scoresheet_pdf(
                    out,
                    players=players,
                    marques=marques,
                    jetons=jetons,
                    paper=paper,
                    title=title,
                    language=language,
                ).pages
            )
        path = self.sheet_path.text().strip()
        if not path:
            raise ValueError(_tr("ExportDialog", "Choose a SHEET file."))
        try:
            data = json.loads(read_text_file(path))  # a regular file, within the command line's caps
        except DiagramFileError as error:
            raise ValueError(
                _tr("ExportDialog", "Cannot read {path}: {error}").format(
                    path=path, error=error_text(error, capital=False, place=False)
                )
            ) from None
        except json.JSONDecodeError as error:
            raise ValueError(
                _tr("ExportDialog", "The SHEET is not JSON (line {line}, column {column}).").format(
                    line=error.lineno, column=error.colno
                )
            ) from None
        if not isinstance(data, dict):
            raise ValueError(_tr("ExportDialog", 'A SHEET is {"players": [...], "marques": [...]}'))
        if jetons:
            data["conventions"] = {**dict(data.get("conventions") or {}), "settlement": "jetons"}
        sheet = Sheet.from_mapping(data)
        return lambda out: scoresheet_pdf(out, sheet, paper=paper, title=title, language=language).pages


class BookletExportDialog(ExportDialog):
    """A game record's booklet: the record (a file, or this partie's), the game of a file of several, the turns drawn.

    The notation and orientation too (the record's by default)."""

    kind = "booklet"
    file_name = "livret"

    def __init__(
        self,
        *,
        record_path: str = "",
        record_text: str = "",
        folder: str = "",
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        self._record_path_given = record_path
        self.record_text = record_text
        """A booklet of this record (the partie of the window it was asked from) unless a file is chosen."""
        self._games: list[str] = []
        super().__init__(folder=folder, settings=settings, parent=parent)

    def _build_options(self) -> None:
        options = self.options
        self.record_path = QLineEdit(self._record_path_given, options)
        self.record_browse = QPushButton(options)
        self.record_browse.clicked.connect(self.ask_record)
        line = QHBoxLayout()
        line.addWidget(self.record_path, 1)
        line.addWidget(self.record_browse)
        self._row("record", line)
        # A file of several records (the sample's, an export of the archive): the game to print.
        self.game = QComboBox(options)
        self._row("game", self.game)
        self.record_path.textChanged.connect(self._read_games)
        self.turns = QLineEdit(options)
        self.turns.setPlaceholderText("1, 12, 20-24")
        self._row("turns", self.turns)
        self.scoring = QCheckBox(options)
        self._row("scoring", self.scoring)
        self.board_options = _BoardOptions(self, Notation.BN, Orientation(), of_record=True)
        self.notation, self.top, self.talons = (
            self.board_options.notation,
            self.board_options.top,
            self.board_options.talons,
        )

    def _after_texts(self) -> None:
        self._read_games()

    def _window_title(self) -> str:
        return _tr("ExportDialog", "Export a booklet as PDF")

    def _label_texts(self) -> dict[str, str]:
        return {
            "record": _tr("ExportDialog", "Game record:"),
            "game": _tr("ExportDialog", "Game:"),
            "turns": _tr("ExportDialog", "Diagrams at turns:"),
            "scoring": "",
            **_BoardOptions.label_texts(),
            **super()._label_texts(),
        }

    def _retranslate_options(self) -> None:
        self.record_browse.setText(_tr("ExportDialog", "Browse…"))
        self.record_path.setPlaceholderText(
            _tr("ExportDialog", "this partie") if self.record_text else _tr("ExportDialog", "a record file")
        )
        self.scoring.setText(_tr("ExportDialog", "A diagram at every throw that marks points"))
        self.turns.setToolTip(_tr("ExportDialog", "Turn numbers such as 1, 12, 20-24"))
        self.board_options.retranslate()

    def proposed_name(self) -> str:
        """Return the file name proposed: ``livret``, then the record's players when there is one."""
        name = self.file_name
        text = self.chosen_record_text()
        if text:
            record, _errors = read_record_lenient(text)
            players = [record.tag("Blanc"), record.tag("Noir")] if record.tag("Blanc") else [record.tag("Joueurs")]
            return f"{name}-{file_stem(*players, day=None)}.pdf" if any(players) else f"{name}.pdf"
        return f"{name}.pdf"

    def _read_games(self) -> None:
        """List the games of the chosen record file (several: the one to print is chosen)."""
        path = self.record_path.text().strip()
        self._games = []
        if path:
            try:
                text = read_text_file(path)
            except DiagramFileError:
                text = ""
            self._games = [piece for _line, piece in split_records(text)] if text.strip() else []
        self.game.blockSignals(True)
        self.game.clear()
        for number, piece in enumerate(self._games, start=1):
            record, _errors = read_record_lenient(piece)
            names = " – ".join(n for n in (record.tag("Blanc"), record.tag("Noir")) if n) or record.tag("Joueurs")
            when = record.tag("Date") or ""
            self.game.addItem(" ".join(part for part in (f"{number}.", names or "", when) if part))
        self.game.blockSignals(False)
        visible = len(self._games) > 1
        self.game.setVisible(visible)
        self._labels["game"].setVisible(visible)

    def chosen_record_text(self) -> str:
        """Return the record to print: the game chosen in the file, else this partie's."""
        if self.record_path.text().strip():
            if not self._games:
                return ""
            return self._games[max(0, self.game.currentIndex())]
        return self.record_text

    def ask_record(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            _tr("ExportDialog", "A game record"),
            self.folder,
            _tr("ExportDialog", "Game records (*.trr *.trictrac *.txt);;All files (*)"),
        )
        if path:
            self._remember(path)
            self.record_path.setText(path)

    def _turns(self) -> set[int]:
        try:
            return parse_turns(self.turns.text())
        except TurnsError as error:
            raise ValueError(error_text(error)) from None

    def writer(self) -> Callable[[BinaryIO], int]:
        # imported here: studio.export.booklet costs 307 ms, only this feature needs it
        from studio.export.booklet import record_booklet_pdf

        path = self.record_path.text().strip()
        if not path and not self.record_text:
            raise ValueError(_tr("ExportDialog", "Choose a game record."))
        if path:
            try:
                read_text_file(path)
            except DiagramFileError as error:
                raise ValueError(
                    _tr("ExportDialog", "Cannot read {path}: {error}").format(
                        path=path, error=error_text(error, capital=False, place=False)
                    )
                ) from None
        text = self.chosen_record_text()
        if not text.strip():
            raise ValueError(_tr("ExportDialog", "The file holds no game record."))
        at_turns = self._turns()
        # Unticked and no turns: the booklet's own default, a diagram at each throw that wins a trou.
        every_scoring = self.scoring.isChecked() or None
        paper: str = self.paper.currentData()
        notation = self.board_options.chosen_notation()
        orientation = self.board_options.orientation()
        title = self.title.text().strip() or None
        language = self.chosen_language()
        return lambda out: (
            record_booklet_pdf(
                text,
                out,
                at_turns=at_turns,
                every_scoring=every_scoring,
                paper=paper,
                notation=notation,
                orientation=orientation,
                title=title,
                language=language,
            ).pages
        )


DIALOGS: dict[str, type[ExportDialog]] = {
    dialog.kind: dialog for dialog in (DiagramExportDialog, ScoresheetExportDialog, BookletExportDialog)
}
"""The export dialogs by kind (``diagram``, ``scoresheet``, ``booklet``)."""


def export_dialog(kind: str, **options: Any) -> ExportDialog:
    """Return the export dialog of ``kind`` with its ``options``; raises ValueError for an unknown kind."""
    dialog = DIALOGS.get(kind)
    if dialog is None:
        raise ValueError(f"kind is one of {', '.join(KINDS)}, not {kind!r}")
    return dialog(**options)
