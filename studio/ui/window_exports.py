"""The main window's exports: the board as PNG or SVG, and the PDF export dialogs (loaded on first use)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QInputDialog,
    QMessageBox,
    QWidget,
)

from studio.ui.board_view import BoardView
from studio.ui.editor import DiagramDocument
from studio.ui.error_messages import error_text
from studio.ui.i18n import tr as _tr
from studio.ui.png import save_png, with_caption
from studio.ui.settings import Settings
from studio.ui.window_files import WindowFiles
from studio.ui.window_parts import Say

if TYPE_CHECKING:
    from studio.ui.export_dialog import ExportDialog

logger = logging.getLogger(__name__)

__all__ = ["WindowExports"]


class WindowExports:
    """The File menu's exports of the studio's window: its board as an image, its diagram or game as a PDF.

    ``record_text`` gives the record of the game in hand (the booklet's), "" when none."""

    def __init__(
        self,
        parent: QWidget,
        document: DiagramDocument,
        board: BoardView,
        settings: Settings,
        files: WindowFiles,
        *,
        say: Say,
        record_text: Callable[[], str],
    ) -> None:
        self.parent = parent
        self.document = document
        self.board = board
        self.settings = settings
        self.files = files
        self.say = say
        self.record_text = record_text

    def export_png(self) -> None:
        # imported here: start-up does without studio.ui.dialogs, loaded after the first window shows
        from studio.ui import dialogs

        path = dialogs.save_file_name(
            self.parent,
            self.settings,
            _tr("MainWindow", "Export as PNG"),
            self.files.proposed_stem() + ".png",
            _tr("MainWindow", "PNG images (*.png)"),
        )
        if not path:
            return
        width, ok = QInputDialog.getInt(
            self.parent,
            _tr("MainWindow", "Export as PNG"),
            _tr("MainWindow", "Width in pixels:"),
            self.settings.export_width,
            100,
            10000,
            100,
        )
        if ok:
            self.settings.export_width = width
            self.export_png_to(path if path.lower().endswith(".png") else path + ".png", width)

    def export_png_to(self, path: str, width: int) -> bool:
        ok = save_png(with_caption(self.board.image(width), self.document.diagram.caption), path)
        if not ok:
            QMessageBox.warning(self.parent, _tr("MainWindow", "Cannot save"), path)
        return ok

    def export_svg(self) -> None:
        # imported here: start-up does without studio.ui.dialogs, loaded after the first window shows
        from studio.ui import dialogs

        path = dialogs.save_file_name(
            self.parent,
            self.settings,
            _tr("MainWindow", "Export as SVG"),
            self.files.proposed_stem() + ".svg",
            _tr("MainWindow", "SVG images (*.svg)"),
        )
        if path:
            self.export_svg_to(path if path.lower().endswith(".svg") else path + ".svg", self.settings.export_width)

    def export_svg_to(self, path: str, width: int) -> bool:
        # imported here: start-up does without studio.ui.image_export, loaded after the first window shows
        from studio.ui.image_export import svg_diagram

        diagram = self.document.diagram
        text = svg_diagram(
            diagram.position,
            diagram.annotations,
            self.board.orientation(),
            self.board.notation(),
            width,
            self.board.theme(),
            score=diagram.score,
            dice=diagram.dice,
            caption=diagram.caption,
        )
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as error:
            QMessageBox.warning(
                self.parent, _tr("MainWindow", "Cannot save"), f"{path}\n\n{error_text(error, place=False)}"
            )
            return False
        return True

    def export_pdf(self, kind: str = "diagram") -> None:
        """Open the export dialog of ``kind`` (diagram, scoresheet or booklet), with its preview."""
        dialog = self.export_dialog(kind)
        dialog.exec()
        dialog.deleteLater()

    def print_diagram(self, preview: bool = False) -> int:
        """Print the diagram as its PDF export prints it, through Qt's print dialog (its preview).

        File ▸ Print… (or Print preview…).  Returns the pages printed."""
        dialog = self.export_dialog("diagram")
        try:
            return dialog.print_document(preview=preview)
        finally:
            dialog.done(0)  # its preview stopped
            dialog.deleteLater()

    def current_record_text(self) -> str:
        """Return the record of the game window last opened and still open (a booklet is of the current game)."""
        return self.record_text()

    def export_dialog(self, kind: str) -> ExportDialog:
        # imported here: start-up does without studio.ui.export_dialog (and reportlab), loaded after the first window
        # shows
        from studio.ui.export_dialog import (
            BookletExportDialog,
            DiagramExportDialog,
            ScoresheetExportDialog,
            export_diagram_of,
        )

        dialog: ExportDialog
        if kind == "diagram":
            dialog = DiagramExportDialog(
                diagrams=[export_diagram_of(self.document.diagram)],
                notation=self.board.notation(),
                orientation=self.board.orientation(),
                folder=self.files.start_folder(),
                settings=self.settings,
                parent=self.parent,
            )
        elif kind == "booklet":
            dialog = BookletExportDialog(
                record_text=self.current_record_text(),
                folder=self.files.start_folder(),
                settings=self.settings,
                parent=self.parent,
            )
        elif kind == "scoresheet":
            dialog = ScoresheetExportDialog(
                folder=self.files.start_folder(), settings=self.settings, parent=self.parent
            )
        else:
            raise ValueError(f"no export dialog of kind {kind!r}")
        dialog.exported.connect(lambda path: self.say(_tr("MainWindow", "Exported {path}").format(path=path), 6000))
        return dialog
