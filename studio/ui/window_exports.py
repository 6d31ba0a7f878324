"""The main window's exports: the board as PNG or SVG, and the PDF export dialogs (loaded on first use)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog,
    QInputDialog,
    QMessageBox,
)

from studio.ui.errors import error_text
from studio.ui.i18n import tr as _tr

if TYPE_CHECKING:
    from studio.ui.export_dialog import ExportDialog
    from studio.ui.main_window import MainWindow

logger = logging.getLogger(__name__)

__all__ = ["WindowExports"]


class WindowExports:
    """The File menu's exports of the studio's window: its board as an image, its diagram or game as a PDF."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def export_png(self) -> None:
        from studio.ui import dialogs

        path = dialogs.save_file_name(
            self.window,
            self.window.settings,
            _tr("MainWindow", "Export as PNG"),
            self.window.files.proposed_stem() + ".png",
            _tr("MainWindow", "PNG images (*.png)"),
        )
        if not path:
            return
        width, ok = QInputDialog.getInt(
            self.window,
            _tr("MainWindow", "Export as PNG"),
            _tr("MainWindow", "Width in pixels:"),
            self.window.settings.export_width,
            100,
            10000,
            100,
        )
        if ok:
            self.window.settings.export_width = width
            self.export_png_to(path if path.lower().endswith(".png") else path + ".png", width)

    def export_png_to(self, path: str, width: int) -> bool:
        # PySide6's stubs type the image format as bytes; the binding takes only str.
        ok: bool = self.window.board.image(width).save(path, "PNG")  # type: ignore[call-overload]
        if not ok:
            QMessageBox.warning(self.window, _tr("MainWindow", "Cannot save"), path)
        return ok

    def export_svg(self) -> None:
        from studio.ui import dialogs

        path = dialogs.save_file_name(
            self.window,
            self.window.settings,
            _tr("MainWindow", "Export as SVG"),
            self.window.files.proposed_stem() + ".svg",
            _tr("MainWindow", "SVG images (*.svg)"),
        )
        if path:
            self.export_svg_to(
                path if path.lower().endswith(".svg") else path + ".svg", self.window.settings.export_width
            )

    def export_svg_to(self, path: str, width: int) -> bool:
        from studio.ui.image_export import svg_diagram

        diagram = self.window.document.diagram
        text = svg_diagram(
            diagram.position,
            diagram.annotations,
            self.window.board.orientation(),
            self.window.board.notation(),
            width,
            self.window.board.theme(),
            score=diagram.score,
            dice=diagram.dice,
        )
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as error:
            QMessageBox.warning(
                self.window, _tr("MainWindow", "Cannot save"), f"{path}\n\n{error_text(error, place=False)}"
            )
            return False
        return True

    def export_pdf(self, kind: str = "diagram") -> None:
        """The export dialog of ``kind`` (diagram, scoresheet or booklet), with its preview."""
        dialog = self.export_dialog(kind)
        dialog.exec()
        dialog.deleteLater()

    def current_record_text(self) -> str:
        """The record of the game window last opened and still open (a booklet is of the current game)."""
        games = getattr(self.window, "games", None)
        for window in reversed(list(getattr(games, "windows", []))):
            if window.isVisible():
                return str(window.text())
        return ""

    def export_dialog(self, kind: str) -> QDialog:
        from studio.ui.export_dialog import (
            BookletExportDialog,
            DiagramExportDialog,
            ScoresheetExportDialog,
            export_diagram_of,
        )

        dialog: ExportDialog
        if kind == "diagram":
            dialog = DiagramExportDialog(
                diagrams=[export_diagram_of(self.window.document.diagram)],
                notation=self.window.board.notation(),
                orientation=self.window.board.orientation(),
                folder=self.window.files.start_folder(),
                settings=self.window.settings,
                parent=self.window,
            )
        elif kind == "booklet":
            dialog = BookletExportDialog(
                record_text=self.current_record_text(),
                folder=self.window.files.start_folder(),
                settings=self.window.settings,
                parent=self.window,
            )
        elif kind == "scoresheet":
            dialog = ScoresheetExportDialog(
                folder=self.window.files.start_folder(), settings=self.window.settings, parent=self.window
            )
        else:
            raise ValueError(f"no export dialog of kind {kind!r}")
        dialog.exported.connect(
            lambda path: self.window.statusBar().showMessage(
                _tr("MainWindow", "Exported {path}").format(path=path), 6000
            )
        )
        return dialog
