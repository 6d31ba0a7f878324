"""The main window's archive: opened on first use (the sample parties the first time), diagrams saved and opened."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QInputDialog,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.ui.archive_io import archive_errors
from studio.ui.editor import DiagramDocument
from studio.ui.errors import error_text
from studio.ui.i18n import tr as _tr
from studio.ui.window_parts import Say

logger = logging.getLogger(__name__)

__all__ = ["WindowArchive"]


class WindowArchive:
    """The studio's archive as the main window uses it: optional, so every failure is reported, never fatal.

    ``url``: the ``--db`` URL (None: the user's archive); ``document``: the diagram saved and opened; ``parent``
    holds the dialogs, ``say`` the messages."""

    def __init__(self, parent: QWidget, document: DiagramDocument, url: str | None = None, *, say: Say) -> None:
        self.parent = parent
        self.document = document
        self.say = say
        self.archive_url = url
        self._archive: Any = None

    def archive(self) -> Any:
        """The archive (``--db`` URL, or the user's), opened on first use; the first time, an empty archive
        receives the sample parties shipped with the studio."""
        if self._archive is None:
            from studio.store.sample import open_default_archive

            self.say(_tr("MainWindow", "Opening the archive…"), 0)
            QApplication.processEvents()
            self._archive, report = open_default_archive(self.archive_url)
            location = self.location()
            logger.info("archive: %s", location)
            message = _tr("MainWindow", "Archive opened: {path}").format(path=location)
            if report.games:
                message = _tr("MainWindow", "The sample archive: {n} parties imported into {path}").format(
                    n=report.games, path=location
                )
            # Said until the next message: where the user's games live is worth more than a few seconds.
            self.say(message, 0)
        return self._archive

    def location(self) -> str:
        """Where the archive is, as the user finds it: its file (SQLite), else its URL without the password;
        "" while it is not opened."""
        if self._archive is None:
            return ""
        import sqlalchemy as sa

        url = sa.make_url(self._archive.url)
        if url.get_backend_name() == "sqlite" and url.database not in (None, "", ":memory:"):
            return str(url.database)
        return url.render_as_string(hide_password=True)

    def save_archive(self) -> None:
        title, ok = QInputDialog.getText(
            self.parent,
            _tr("MainWindow", "Save to the archive"),
            _tr("MainWindow", "Title:"),
            text=self.document.diagram.caption,
        )
        if not ok:
            return
        try:
            from studio.ui.archive_io import save_diagram as archive_save

            self.document.archive_id = archive_save(
                self.archive(), self.document.diagram, title, self.document.archive_id
            )
        except archive_errors() as error:  # the archive is optional: any failure is reported, never fatal
            logger.warning("archive", exc_info=True)
            QMessageBox.warning(
                self.parent,
                _tr("MainWindow", "Archive"),
                _tr("MainWindow", "Cannot save to the archive: {error}").format(error=error_text(error, capital=False)),
            )
            return
        self.say(_tr("MainWindow", "Saved to the archive"), 4000)

    def open_archive(self) -> None:
        try:
            from studio.ui.archive_io import list_diagrams
            from studio.ui.archive_io import load_diagram as archive_load

            rows = list_diagrams(self.archive())
        except archive_errors() as error:  # the archive is optional: any failure is reported, never fatal
            logger.warning("archive", exc_info=True)
            QMessageBox.warning(
                self.parent,
                _tr("MainWindow", "Archive"),
                _tr("MainWindow", "Cannot open the archive: {error}").format(error=error_text(error, capital=False)),
            )
            return
        dialog = QDialog(self.parent)
        dialog.setWindowTitle(_tr("MainWindow", "Open from the archive"))
        table = QTableWidget(len(rows), 3, dialog)
        table.setHorizontalHeaderLabels(
            [_tr("MainWindow", "Title"), _tr("MainWindow", "Caption"), _tr("MainWindow", "Code")]
        )
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, item in enumerate(rows):
            for column, text in enumerate((item.title, item.caption, item.code)):
                table.setItem(row, column, QTableWidgetItem(text))
        table.resizeColumnsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        table.doubleClicked.connect(lambda _index: dialog.accept())
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        layout.addWidget(buttons)
        dialog.resize(760, 420)
        if dialog.exec() != QDialog.DialogCode.Accepted or not table.selectionModel().selectedRows():
            return
        chosen = rows[table.selectionModel().selectedRows()[0].row()]
        try:
            diagram = archive_load(self.archive(), chosen.id)
        except archive_errors() as error:  # the archive is optional: any failure is reported, never fatal
            logger.warning("archive", exc_info=True)
            QMessageBox.warning(self.parent, _tr("MainWindow", "Archive"), error_text(error))
            return
        self.document.replace_diagram(
            diagram, _tr("MainWindow", "Open {name}").format(name=chosen.title or chosen.code)
        )
        self.document.path, self.document.archive_id = None, chosen.id
