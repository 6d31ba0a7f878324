"""The main window's archive: opened on first use (the sample parties the first time), diagrams saved and opened.

At start the archive is opened in the background (:class:`ArchiveOpening`): the database stack is loaded, the
schema checked and, the first time, the sample parties imported on a thread of their own, while the window is
already usable; the archive dock shows the progress and fills when it is done.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.ui.accessible import describe
from studio.ui.archive_io import archive_errors, list_diagrams
from studio.ui.archive_io import load_diagram as archive_load
from studio.ui.archive_io import save_diagram as archive_save
from studio.ui.columns import share_columns
from studio.ui.editor import DiagramDocument
from studio.ui.error_messages import error_text
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr
from studio.ui.status_texts import status_texts
from studio.ui.tasks import BackgroundTask
from studio.ui.window_parts import Say

if TYPE_CHECKING:
    from studio.store.db import Archive
    from studio.store.importing import ImportReport

logger = logging.getLogger(__name__)

__all__ = ["ArchiveOpening", "WindowArchive"]


class ArchiveOpening(QObject):
    """The archive being opened on a thread of its own (:class:`studio.ui.tasks.BackgroundTask`).

    The sample is imported into it the first time.  :attr:`progressed` carries the import's
    :class:`studio.store.importing.ImportProgress`, :attr:`opened` the archive, :attr:`failed` the error; all arrive on
    the interface's thread."""

    progressed = Signal(object)
    opened = Signal(object)
    failed = Signal(object)

    def __init__(self, url: str | None) -> None:
        super().__init__()
        self.url = url
        self.archive: Archive | None = None
        self.report: ImportReport | None = None
        self.error: BaseException | None = None
        self._task = BackgroundTask(self._open)
        # Sent from the thread's last instructions (it may still run when they arrive): the outcome is read on them.
        self._task.succeeded.connect(self._take)
        self._task.failed.connect(self._take)

    def start(self) -> None:
        self._task.start()

    @property
    def done(self) -> bool:
        return self.archive is not None or self.error is not None

    def _open(self) -> tuple[Archive, ImportReport]:
        # imported here: start-up does without studio.store.sample (and SQLAlchemy), loaded after the first window
        # shows
        from studio.store.sample import open_default_archive

        archive, report = open_default_archive(self.url, progress=self.progressed.emit)
        # Its connections were made on this thread: the interface's thread makes its own (SQLite's are bound to
        # the thread that opened them).
        archive.engine.dispose()
        return archive, report

    def wait(self) -> Archive:
        """Return the archive, waiting for the thread when it is still at work; raise what opening it raised."""
        self._task.wait()
        self._take(self._task.error if self._task.error is not None else self._task.result)
        if self.error is not None:
            raise self.error
        assert self.archive is not None
        return self.archive

    def _take(self, outcome: object) -> None:
        """Take the thread's outcome, (archive, report) or the error, once, and tell the listeners."""
        if self.done:
            return
        if isinstance(outcome, BaseException):
            self.error = outcome
            self.failed.emit(outcome)
            return
        assert isinstance(outcome, tuple)
        self.archive, self.report = outcome
        self.opened.emit(self.archive)


class WindowArchive:
    """The studio's archive as the main window uses it: optional, so every failure is reported, never fatal.

    ``url``: the ``--db`` URL (None: the user's archive); ``document``: the diagram saved and opened; ``parent``
    holds the dialogs, ``say`` the messages."""

    def __init__(self, parent: QWidget, document: DiagramDocument, url: str | None = None, *, say: Say) -> None:
        self.parent = parent
        self.document = document
        self.say = say
        self.archive_url = url
        self._archive: Archive | None = None
        self._opening: ArchiveOpening | None = None

    def opening(self) -> ArchiveOpening | None:
        """Return the archive being opened in the background; ``None`` once it is open.

        The opening starts now, the first time."""
        if self._archive is not None:
            return None
        if self._opening is None or (self._opening.error is not None):
            self._opening = ArchiveOpening(self.archive_url)
            self._opening.opened.connect(self._opened)
            self._opening.failed.connect(self._not_opened)
            self.say(_tr("MainWindow", "Opening the archive…"), 0)
            self._opening.start()
        return self._opening

    def _opened(self, archive: Archive) -> None:
        self._archive = archive
        if not shiboken6.isValid(self.parent):
            return  # the window was closed while its archive opened: nothing to tell
        report = self._opening.report if self._opening is not None else None
        self._announce(report.games if report is not None else 0)

    def _announce(self, imported: int) -> None:
        """Say where the archive is (and the sample imported into it the first time), until the next message."""
        location = self.location()
        logger.info("archive: %s", location)

        def message() -> str:
            if imported:
                return _tr("MainWindow", "The sample archive: {n} parties imported into {path}").format(
                    n=imported, path=location
                )
            return _tr("MainWindow", "Archive opened: {path}").format(path=location)

        # Said until the next message: where the user's games live is worth more than a few seconds; said again
        # in the other language when the user switches.
        if isinstance(self.parent, QMainWindow):
            status_texts(self.parent).say(message, 0)
        else:
            self.say(message(), 0)

    def _not_opened(self, error: object) -> None:
        if not shiboken6.isValid(self.parent):
            return
        self.say(
            _tr("MainWindow", "Cannot open the archive: {error}").format(error=error_text(error, capital=False)), 10000
        )

    def when_open(self, then: Callable[[Archive], None], failed: Callable[[object], None]) -> None:
        """Call ``then(archive)`` once the archive is open.

        At once when it is, else when its opening in the background ends (``failed(error)`` if it cannot be opened).
        Neither blocks nor turns the event loop, so a panel asking for the archive while the window is first shown runs
        nothing else inside that show."""
        if self._archive is not None:
            then(self._archive)
            return
        opening = self.opening()
        if opening is None:  # opened meanwhile
            assert self._archive is not None
            then(self._archive)
            return
        # Connected after :meth:`_opened`, which keeps the archive first.
        opening.opened.connect(then, Qt.ConnectionType.SingleShotConnection)
        opening.failed.connect(failed, Qt.ConnectionType.SingleShotConnection)

    def archive(self) -> Archive:
        """Return the archive (``--db`` URL, or the user's), opened on first use.

        The first time, an empty archive receives the sample parties shipped with the studio.  Waits for the opening in
        the background, if one is under way."""
        if self._archive is None and self._opening is not None and self._opening.error is None:
            self._archive = self._opening.wait()
        if self._archive is None:
            # imported here: start-up does without studio.store.sample (and SQLAlchemy), loaded after the first
            # window shows
            from studio.store.sample import open_default_archive

            self.say(_tr("MainWindow", "Opening the archive…"), 0)
            QApplication.processEvents()
            self._archive, report = open_default_archive(self.archive_url)
            self._announce(report.games)
        return self._archive

    def location(self) -> str:
        """Tell where the archive is, as the user finds it.

        Its file (SQLite), else its URL without the password; "" while it is not opened."""
        if self._archive is None:
            return ""
        # imported here: start-up does without SQLAlchemy, loaded after the first window shows
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
        describe(
            table,
            QT_TRANSLATE_NOOP("Accessible", "Diagrams in the archive"),
            QT_TRANSLATE_NOOP("Accessible", "Enter or a double click opens the chosen diagram"),
        )
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, item in enumerate(rows):
            for column, text in enumerate((item.title, item.caption, item.code)):
                table.setItem(row, column, QTableWidgetItem(text))
        # The title read first; a long caption or code is cut (whole in its tooltip) rather than pushed off the
        # dialog's right edge.
        share_columns(table, 0, share=0.35)
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
