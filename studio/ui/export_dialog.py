"""The PDF export dialogs: diagrams, a scoresheet, a game record's booklet, each with a live preview of page 1.

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

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QImage, QPixmap
from PySide6.QtWidgets import (
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
from notation.notations import Notation, Orientation, Side
from studio.export.turns import TurnsError, parse_turns
from studio.ui.errors import error_text
from studio.ui.i18n import tr as _tr
from studio.ui.tasks import BackgroundTask

__all__ = [
    "KINDS",
    "ExportDialog",
    "export_diagram_of",
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
    """Whether PDF pages can be drawn (pypdfium2, a dependency, imports)."""
    return importlib.util.find_spec("pypdfium2") is not None


def pdf_page_image(data: bytes, dpi: int = PREVIEW_DPI, page: int = 1) -> QImage | None:
    """Page ``page`` of the PDF ``data`` as an image, drawn by pypdfium2; None when it cannot be imported."""
    try:
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
    image = QImage.fromData(png.getvalue(), "PNG")
    return None if image.isNull() else image


def export_diagram_of(diagram: object) -> object:
    """The studio's diagram (:class:`studio.ui.diagram.Diagram`) as the PDF export's."""
    from studio.export.diagram import Diagram as PdfDiagram
    from studio.ui.diagram import Diagram

    assert isinstance(diagram, Diagram)
    score = None if diagram.score.is_fresh() else diagram.score
    return PdfDiagram(diagram.position, diagram.dice, score, diagram.caption, diagram.annotations)


class ExportDialog(QDialog):
    """Export as PDF: ``kind`` is ``diagram``, ``scoresheet`` or ``booklet``.

    :attr:`preview_image` is the last preview drawn; :attr:`exported` is emitted with the path written.
    """

    exported = Signal(str)
    previewReady = Signal()

    def __init__(
        self,
        kind: str,
        *,
        diagrams: Sequence[object] = (),
        notation: Notation = Notation.BN,
        orientation: Orientation | None = None,
        folder: str = "",
        record_path: str = "",
        record_text: str = "",
        sheet: object = None,
        settings: object = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.record_text = record_text
        """A booklet of this record (the partie of the window it was asked from) unless a file is chosen."""
        self.live_sheet = sheet
        """A scoresheet filled from this SHEET (the partie à écrire of the window it was asked from)."""
        self.settings = settings
        self._games: list[str] = []
        if kind not in KINDS:
            raise ValueError(f"kind is one of {', '.join(KINDS)}, not {kind!r}")
        self.kind = kind
        self.folder = folder or str(getattr(settings, "last_folder", "") or "") or str(Path.home())
        self.preview_image: QImage | None = None
        self.preview_pages = 0
        self.preview_error = ""
        self._preview_task: BackgroundTask | None = None
        self._export_task: BackgroundTask | None = None
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self.refresh_preview)
        self.setModal(True)
        self.setMinimumSize(980, 680)
        orientation = orientation or Orientation()

        self.options = QWidget(self)
        form = QFormLayout(self.options)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._labels: dict[str, QLabel] = {}

        def row(key: str, widget: QWidget | QHBoxLayout) -> None:
            label = QLabel(self.options)
            self._labels[key] = label
            form.addRow(label, widget)

        # What to print.
        if kind == "diagram":
            self.list = QListWidget(self.options)
            self.list.setMaximumHeight(120)
            self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
            self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            for diagram in diagrams:
                self._add_item(diagram)
            self.list.currentRowChanged.connect(self._on_row)
            self.add_code_button = QPushButton(self.options)
            self.add_code_button.clicked.connect(self.ask_code)
            self.add_files_button = QPushButton(self.options)
            self.add_files_button.clicked.connect(self.ask_files)
            self.remove_button = QPushButton(self.options)
            self.remove_button.clicked.connect(self.remove_selected)
            column = QVBoxLayout()
            column.addWidget(self.list)
            buttons = QHBoxLayout()
            for button in (self.add_code_button, self.add_files_button, self.remove_button):
                buttons.addWidget(button)
            column.addLayout(buttons)
            holder = QWidget(self.options)
            holder.setLayout(column)
            column.setContentsMargins(0, 0, 0, 0)
            row("diagrams", holder)  # type: ignore[arg-type]
            self.caption = QLineEdit(self.options)
            self.caption.textEdited.connect(self._on_caption)
            row("caption", self.caption)
            self.per_page = QComboBox(self.options)
            for count in (1, 2, 4, 6):
                self.per_page.addItem(str(count), count)
            row("per_page", self.per_page)
            self.palette = QComboBox(self.options)
            row("palette", self.palette)
        elif kind == "scoresheet":
            self.blank = QRadioButton(self.options)
            self.from_file = QRadioButton(self.options)
            self.from_partie = QRadioButton(self.options)
            self.from_partie.setVisible(sheet is not None)
            (self.from_partie if sheet is not None else self.blank).setChecked(True)
            choice = QHBoxLayout()
            choice.addWidget(self.from_partie)
            choice.addWidget(self.blank)
            choice.addWidget(self.from_file)
            choice.addStretch(1)
            row("sheet_kind", choice)
            self.players = QLineEdit("A, B", self.options)
            row("players", self.players)
            self.marques = QSpinBox(self.options)
            self.marques.setRange(1, 24)
            self.marques.setValue(6)
            row("marques", self.marques)
            self.sheet_path = QLineEdit(self.options)
            self.sheet_browse = QPushButton(self.options)
            self.sheet_browse.clicked.connect(self.ask_sheet)
            line = QHBoxLayout()
            line.addWidget(self.sheet_path, 1)
            line.addWidget(self.sheet_browse)
            row("sheet", line)
            self.jetons = QCheckBox(self.options)
            row("jetons", self.jetons)
            for radio in (self.blank, self.from_file, self.from_partie):
                radio.toggled.connect(self._sync_sheet_kind)
        else:
            self.record_path = QLineEdit(record_path, self.options)
            self.record_browse = QPushButton(self.options)
            self.record_browse.clicked.connect(self.ask_record)
            line = QHBoxLayout()
            line.addWidget(self.record_path, 1)
            line.addWidget(self.record_browse)
            row("record", line)
            # A file of several records (the sample's, an export of the archive): the game to print.
            self.game = QComboBox(self.options)
            row("game", self.game)
            self.record_path.textChanged.connect(self._read_games)
            self.turns = QLineEdit(self.options)
            self.turns.setPlaceholderText("1, 12, 20-24")
            row("turns", self.turns)
            self.scoring = QCheckBox(self.options)
            row("scoring", self.scoring)

        # How.
        if kind in ("diagram", "booklet"):
            self.notation = QComboBox(self.options)
            if kind == "booklet":
                self.notation.addItem("", None)
            for value, text in _NOTATIONS:
                self.notation.addItem(text, value)
            self.notation.setCurrentIndex(max(0, self.notation.findData(notation)) if kind == "diagram" else 0)
            row("notation", self.notation)
            self.top = QComboBox(self.options)
            if kind == "booklet":
                self.top.addItem("", None)
            for colour in (BLACK, WHITE):
                self.top.addItem("", colour.value)
            if kind == "diagram":
                self.top.setCurrentIndex(self.top.findData(orientation.top.value))
            row("top", self.top)
            self.talons = QComboBox(self.options)
            self.talons.addItem("", Side.LEFT.value)
            self.talons.addItem("", Side.RIGHT.value)
            self.talons.setCurrentIndex(self.talons.findData(orientation.talons.value))
            row("talons", self.talons)
        self.paper = QComboBox(self.options)
        self.paper.addItem("A4", "a4")
        self.paper.addItem("Letter", "letter")
        row("paper", self.paper)
        self.title = QLineEdit(self.options)
        row("title", self.title)
        self.path = QLineEdit(self.options)
        self.browse = QPushButton(self.options)
        self.browse.clicked.connect(self.ask_path)
        line = QHBoxLayout()
        line.addWidget(self.path, 1)
        line.addWidget(self.browse)
        row("path", line)

        # The preview.
        self.preview = QLabel(self)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(430, 560)
        self.preview.setStyleSheet("QLabel { background: #8d8478; }")
        scroll = QScrollArea(self)
        scroll.setWidget(self.preview)
        scroll.setWidgetResizable(True)
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
        self.export_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(lambda: self.export())
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

        for widget in self.options.findChildren(QLineEdit):
            widget.textChanged.connect(self.schedule_preview)
        for widget in self.options.findChildren(QComboBox):
            widget.currentIndexChanged.connect(self.schedule_preview)
        for widget in self.options.findChildren(QSpinBox):
            widget.valueChanged.connect(self.schedule_preview)
        for widget in self.options.findChildren(QCheckBox):
            widget.toggled.connect(self.schedule_preview)
        self.path.textChanged.disconnect(self.schedule_preview)
        if kind == "diagram" and self.list.count():
            self.list.setCurrentRow(0)
        if kind == "scoresheet":
            self._sync_sheet_kind()
        self.retranslate()
        if kind == "booklet":
            self._read_games()
        self.schedule_preview()

    # -- texts ---------------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        titles = {
            "diagram": _tr("ExportDialog", "Export diagrams as PDF"),
            "scoresheet": _tr("ExportDialog", "Export a scoresheet as PDF"),
            "booklet": _tr("ExportDialog", "Export a booklet as PDF"),
        }
        self.setWindowTitle(titles[self.kind])
        labels = {
            "diagrams": _tr("ExportDialog", "Diagrams:"),
            "caption": _tr("ExportDialog", "Caption:"),
            "per_page": _tr("ExportDialog", "Diagrams per page:"),
            "palette": _tr("ExportDialog", "Colours:"),
            "sheet_kind": _tr("ExportDialog", "Sheet:"),
            "players": _tr("ExportDialog", "Players (2 to 4):"),
            "marques": _tr("ExportDialog", "Marqués (rows):"),
            "sheet": _tr("ExportDialog", "SHEET file (JSON):"),
            "jetons": "",
            "record": _tr("ExportDialog", "Game record:"),
            "game": _tr("ExportDialog", "Game:"),
            "turns": _tr("ExportDialog", "Diagrams at turns:"),
            "scoring": "",
            "notation": _tr("ExportDialog", "Notation:"),
            "top": _tr("ExportDialog", "At the top:"),
            "talons": _tr("ExportDialog", "Talons:"),
            "paper": _tr("ExportDialog", "Paper:"),
            "title": _tr("ExportDialog", "Title:"),
            "path": _tr("ExportDialog", "Save as:"),
        }
        for key, label in self._labels.items():
            label.setText(labels[key])
        browse = _tr("ExportDialog", "Browse…")
        self.browse.setText(browse)
        if self.kind == "diagram":
            self.add_code_button.setText(_tr("ExportDialog", "Add a position &code…"))
            self.add_files_button.setText(_tr("ExportDialog", "Add diagram &files…"))
            self.remove_button.setText(_tr("ExportDialog", "&Remove"))
            self.caption.setPlaceholderText(_tr("ExportDialog", "the selected diagram's caption"))
            index = max(0, self.palette.currentIndex())
            self.palette.blockSignals(True)
            self.palette.clear()
            self.palette.addItem(_tr("ExportDialog", "Print (black on white)"), "print")
            self.palette.addItem(_tr("ExportDialog", "Classic (walnut and cloth)"), "classic")
            self.palette.setCurrentIndex(index)
            self.palette.blockSignals(False)
        elif self.kind == "scoresheet":
            self.blank.setText(_tr("ExportDialog", "Blank, to fill in by hand"))
            self.from_file.setText(_tr("ExportDialog", "Filled from a SHEET file"))
            self.from_partie.setText(_tr("ExportDialog", "This partie, as it stands"))
            self.sheet_browse.setText(browse)
            self.jetons.setText(_tr("ExportDialog", "Settlement in jetons"))
        else:
            self.record_browse.setText(browse)
            self.record_path.setPlaceholderText(
                _tr("ExportDialog", "this partie") if self.record_text else _tr("ExportDialog", "a record file")
            )
            self.scoring.setText(_tr("ExportDialog", "A diagram at every throw that marks points"))
            self.turns.setToolTip(_tr("ExportDialog", "Turn numbers such as 1, 12, 20-24"))
        if self.kind in ("diagram", "booklet"):
            offset = 1 if self.kind == "booklet" else 0
            if offset:
                self.notation.setItemText(0, _tr("ExportDialog", "The record's"))
                self.top.setItemText(0, _tr("ExportDialog", "The record's"))
            # The colours keep their French names (the game's vocabulary) in both languages.
            self.top.setItemText(offset, "Noir")
            self.top.setItemText(offset + 1, "Blanc")
            self.talons.setItemText(0, _tr("ExportDialog", "On the left"))
            self.talons.setItemText(1, _tr("ExportDialog", "On the right"))
        self.title.setPlaceholderText(
            _tr("ExportDialog", "none") if self.kind == "diagram" else _tr("ExportDialog", "the default")
        )
        self.path.setPlaceholderText(_tr("ExportDialog", "asked when exporting"))
        self.paper.setItemText(1, _tr("ExportDialog", "Letter"))
        self.preview_box.setTitle(_tr("ExportDialog", "Preview of page 1"))
        self.export_button.setText(_tr("ExportDialog", "&Export"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the diagrams' list ----------------------------------------------------------------------------------

    def _add_item(self, diagram: object) -> None:
        from notation.code import format_code

        item = QListWidgetItem(self.list)
        item.setData(Qt.ItemDataRole.UserRole, diagram)
        position, dice = diagram.position, diagram.dice  # type: ignore[attr-defined]
        caption = diagram.caption  # type: ignore[attr-defined]
        code = format_code(position, dice)
        item.setText(f"{self.list.count()}. {caption or code}")
        item.setToolTip(code)

    def diagrams(self) -> list[object]:
        if self.kind != "diagram":
            return []
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())]

    def add_diagram(self, diagram: object) -> None:
        self._add_item(diagram)
        self.list.setCurrentRow(self.list.count() - 1)
        self.schedule_preview()

    def add_code(self, text: str) -> None:
        """Add a diagram from a position code; raises ValueError (CodeError, PositionError) for a bad one."""
        from notation.code import parse_code
        from studio.export.diagram import Diagram as PdfDiagram

        setup = parse_code(text.strip())
        self.add_diagram(PdfDiagram(setup.position, setup.dice, setup.score))

    def ask_code(self) -> None:
        text, ok = QInputDialog.getText(
            self, _tr("ExportDialog", "Add a position"), _tr("ExportDialog", "Position code:")
        )
        if ok and text.strip():
            try:
                self.add_code(text)
            except ValueError as error:
                QMessageBox.warning(self, _tr("ExportDialog", "Not a position"), str(error))

    def ask_files(self) -> None:
        from studio.ui.files import DiagramFileError, load_diagram

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
                QMessageBox.warning(self, _tr("ExportDialog", "Cannot open"), f"{path}\n\n{error}")

    def remove_selected(self) -> None:
        row = self.list.currentRow()
        if row >= 0:
            self.list.takeItem(row)
            self._renumber()
            self.schedule_preview()

    def _renumber(self) -> None:
        for index in range(self.list.count()):
            item = self.list.item(index)
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

    # -- files ---------------------------------------------------------------------------------------------

    def proposed_name(self) -> str:
        """The file name proposed: the kind, then the record's players when there is one."""
        name = {"diagram": "diagrammes", "scoresheet": "feuille-de-marque", "booklet": "livret"}[self.kind]
        text = self.chosen_record_text() if self.kind == "booklet" else ""
        if text:
            from notation.record import read_record_lenient
            from studio.ui.dialogs import file_stem

            record, _errors = read_record_lenient(text)
            players = [record.tag("Blanc"), record.tag("Noir")] if record.tag("Blanc") else [record.tag("Joueurs")]
            return f"{name}-{file_stem(*players, day=None)}.pdf" if any(players) else f"{name}.pdf"
        return f"{name}.pdf"

    def _read_games(self) -> None:
        """List the games of the chosen record file (several: the one to print is chosen)."""
        from notation.record import read_record_lenient
        from notation.record.reader import split_records

        path = self.record_path.text().strip()
        self._games = []
        if path:
            try:
                text = Path(path).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
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
        """The record to print: the game chosen in the file, else this partie's."""
        if self.record_path.text().strip():
            if not self._games:
                return ""
            return self._games[max(0, self.game.currentIndex())]
        return self.record_text

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
        """The next dialog opens in this file's folder (and the studio's, when it keeps one)."""
        self.folder = str(Path(path).parent)
        if self.settings is not None:
            self.settings.last_folder = self.folder  # type: ignore[attr-defined]

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

    def _sync_sheet_kind(self) -> None:
        blank = self.blank.isChecked()
        self.jetons.setEnabled(not self.from_partie.isChecked())
        for widget in (self.players, self.marques):
            widget.setEnabled(blank)
        for widget in (self.sheet_path, self.sheet_browse):
            widget.setEnabled(not blank)
        self.schedule_preview()

    # -- what is written -----------------------------------------------------------------------------------

    def _orientation(self) -> Orientation | None:
        top = self.top.currentData()
        talons = Side(self.talons.currentData())
        if top is None:
            return None if talons is Side.LEFT else Orientation(talons=talons)
        return Orientation(Colour(top), talons)

    def writer(self) -> Callable[[object], int]:
        """A function writing the PDF to a path or stream and returning its page count, with the options read
        now (so it can run in another thread); raises ValueError for options that make no PDF."""
        paper = self.paper.currentData()
        title = self.title.text().strip() or None
        if self.kind == "diagram":
            from studio.export.board import STYLES
            from studio.export.diagram import diagrams_pdf

            diagrams = self.diagrams()
            if not diagrams:
                raise ValueError(_tr("ExportDialog", "Add a diagram to export."))
            options = {
                "per_page": self.per_page.currentData(),
                "paper": paper,
                "notation": self.notation.currentData(),
                "orientation": self._orientation(),
                "style": STYLES[self.palette.currentData() or "print"],
                "title": title,
            }
            return lambda out: diagrams_pdf(diagrams, out, **options).pages  # type: ignore[arg-type]
        if self.kind == "scoresheet":
            from notation.ecrire import Sheet
            from studio.export.scoresheet import scoresheet_pdf

            jetons = self.jetons.isChecked()
            if self.from_partie.isChecked() and self.live_sheet is not None:
                live: Sheet = self.live_sheet  # type: ignore[assignment]
                if not live.marques:
                    # No marqué over yet: the sheet with the players' names, its rows still to fill.
                    names, rows = list(live.players), self.marques.value()
                    return lambda out: (
                        scoresheet_pdf(out, players=names, marques=rows, paper=paper, title=title).pages  # type: ignore[arg-type]
                    )
                return lambda out: scoresheet_pdf(out, live, paper=paper, title=title).pages  # type: ignore[arg-type]
            if self.blank.isChecked():
                players = [name.strip() for name in self.players.text().split(",") if name.strip()]
                marques = self.marques.value()
                return lambda out: (
                    scoresheet_pdf(
                        out,  # type: ignore[arg-type]
                        players=players,
                        marques=marques,
                        jetons=jetons,
                        paper=paper,
                        title=title,
                    ).pages
                )
            path = self.sheet_path.text().strip()
            if not path:
                raise ValueError(_tr("ExportDialog", "Choose a SHEET file."))
            try:
                data = json.loads(Path(path).read_text(encoding="utf-8"))
            except OSError as error:
                raise ValueError(
                    _tr("ExportDialog", "Cannot read {path}: {error}").format(path=path, error=error.strerror)
                ) from None
            except json.JSONDecodeError as error:
                raise ValueError(
                    _tr("ExportDialog", "The SHEET is not JSON: {error} (line {line})").format(
                        error=error.msg, line=error.lineno
                    )
                ) from None
            if not isinstance(data, dict):
                raise ValueError(_tr("ExportDialog", 'A SHEET is {"players": [...], "marques": [...]}'))
            if jetons:
                data["conventions"] = {**dict(data.get("conventions") or {}), "settlement": "jetons"}
            sheet = Sheet.from_mapping(data)
            return lambda out: scoresheet_pdf(out, sheet, paper=paper, title=title).pages  # type: ignore[arg-type]
        from studio.export.booklet import record_booklet_pdf

        path = self.record_path.text().strip()
        if not path and not self.record_text:
            raise ValueError(_tr("ExportDialog", "Choose a game record."))
        if path:
            try:
                Path(path).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as error:
                raise ValueError(
                    _tr("ExportDialog", "Cannot read {path}: {error}").format(path=path, error=error)
                ) from None
        text = self.chosen_record_text()
        if not text.strip():
            raise ValueError(_tr("ExportDialog", "The file holds no game record."))
        options = {
            "at_turns": self._turns(),
            "every_scoring": self.scoring.isChecked(),
            "paper": paper,
            "notation": self.notation.currentData(),
            "orientation": self._orientation(),
            "title": title,
        }
        return lambda out: record_booklet_pdf(text, out, **options).pages  # type: ignore[arg-type]

    def _turns(self) -> set[int]:
        try:
            return parse_turns(self.turns.text())
        except TurnsError as error:
            raise ValueError(error_text(error)) from None

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
            self._show_preview_error(str(error))
            return

        def job() -> tuple[int, QImage | None]:
            buffer = io.BytesIO()
            pages = write(buffer)
            return pages, pdf_page_image(buffer.getvalue())

        self.preview_note.setText(_tr("ExportDialog", "Drawing the preview…"))
        task = BackgroundTask(job, self)
        task.succeeded.connect(self._on_preview)
        task.failed.connect(lambda error: self._show_preview_error(str(error)))
        task.finished.connect(self._on_preview_done)
        self._preview_task = task
        task.start()

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
        note = _tr("ExportDialog", "{pages} page(s)").format(pages=pages)
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

    def _fallback_image(self) -> QImage | None:
        """The first diagram drawn by the board view's renderer from the shared geometry."""
        diagrams = self.diagrams()
        if not diagrams:
            return None
        from notation.render.geometry import board_geometry
        from studio.ui.board_view import PRINT, render_image

        first = diagrams[0]
        geometry = board_geometry(
            first.position,  # type: ignore[attr-defined]
            self._orientation(),
            score=first.score,  # type: ignore[attr-defined]
            dice=first.dice,  # type: ignore[attr-defined]
            notation=self.notation.currentData(),
        )
        return render_image(geometry, 420, PRINT, first.annotations)  # type: ignore[attr-defined]

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
            QMessageBox.warning(self, _tr("ExportDialog", "Cannot export"), str(error))
            return False

        def job() -> int:
            buffer = io.BytesIO()
            pages = write(buffer)
            Path(target).write_bytes(buffer.getvalue())  # written whole, never half a file
            return pages

        self.export_button.setEnabled(False)
        self.progress.setVisible(True)
        self.status.setText(_tr("ExportDialog", "Writing {path}…").format(path=target))
        task = BackgroundTask(job, self)
        task.succeeded.connect(lambda pages: self._on_exported(target, pages))
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

    def _on_exported(self, path: str, pages: object) -> None:
        self.status.setText(_tr("ExportDialog", "Wrote {path} ({pages} page(s)).").format(path=path, pages=pages))
        self.exported.emit(path)

    def _on_export_failed(self, error: object) -> None:
        self.status.setText("")
        QMessageBox.warning(self, _tr("ExportDialog", "Cannot export"), str(error))

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
