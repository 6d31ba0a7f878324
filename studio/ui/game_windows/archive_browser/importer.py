"""The archive browser's import: record files or a folder chosen, imported in the background.

With a progress dialog, and what was imported said at the end."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from studio.ui.error_messages import error_text, import_fault_text
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings
from studio.ui.tasks import BackgroundTask

if TYPE_CHECKING:
    from studio.store.importing import ImportProgress, ImportReport
    from studio.ui.tasks import BackgroundTask

__all__ = ["RecordsImport"]


class _ProgressRelay(QObject):
    """Carries the import's progress from its thread to the interface's."""

    progressed = Signal(object)


class RecordsImport(QObject):
    """Imports records into the archive for the browser ``parent``.

    :attr:`imported` carries the :class:`studio.store.importing.ImportReport` once done (the browser searches again)."""

    imported = Signal(object)

    def __init__(
        self,
        importer: Callable[[Sequence[str], Callable[[ImportProgress], None]], ImportReport],
        settings: Settings,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.importer = importer
        """The archive's import (the browser's backend's, which the archive opened later replaces)."""
        self.settings = settings
        self.window = parent
        self.task: BackgroundTask | None = None
        self.last: ImportReport | None = None

    def _last_folder(self) -> str:
        folder = self.settings.last_folder
        return folder if folder and Path(folder).is_dir() else str(Path.home())

    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self.window,
            _tr("ArchiveBrowser", "Import record files"),
            self._last_folder(),
            _tr("ArchiveBrowser", "Records (*.trictrac *.ttr *.txt);;All files (*)"),
        )
        if paths:
            self.settings.last_folder = str(Path(paths[0]).parent)
            self.run(paths)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self.window, _tr("ArchiveBrowser", "Import a folder of records"), self._last_folder()
        )
        if folder:
            self.settings.last_folder = str(Path(folder).parent)
            self.run([folder])

    def running(self) -> bool:
        return self.task is not None and self.task.isRunning()

    def run(self, paths: Sequence[str], *, report: bool = True) -> None:
        """Import ``paths`` in the background with a progress dialog.

        A bad file is reported with its line and column and skipped, nothing of it archived."""
        window = self.window
        dialog = QProgressDialog(_tr("ArchiveBrowser", "Importing…"), "", 0, 0, window)
        dialog.setWindowTitle(_tr("ArchiveBrowser", "Import"))
        dialog.setCancelButton(None)
        dialog.setMinimumDuration(300)
        relay = _ProgressRelay(window)

        def show(progress: ImportProgress) -> None:
            dialog.setMaximum(max(1, progress.files_total))
            dialog.setValue(progress.files_done)
            dialog.setLabelText(
                _tr(
                    "ArchiveBrowser", "{done} of {total} files: {games} games, {duplicates} duplicates, {errors} errors"
                ).format(
                    done=progress.files_done,
                    total=progress.files_total,
                    games=progress.games,
                    duplicates=progress.duplicates,
                    errors=progress.errors,
                )
            )

        relay.progressed.connect(show)
        importer = self.importer
        task = BackgroundTask(lambda: importer(list(paths), relay.progressed.emit))

        def done(result: ImportReport) -> None:
            dialog.close()
            self.last = result
            self.imported.emit(result)
            if report:
                lines = [
                    _tr(
                        "ArchiveBrowser", "{games} games imported from {files} files; {duplicates} duplicates skipped."
                    ).format(games=result.games, files=result.files, duplicates=len(result.duplicates))
                ]
                lines.extend(import_fault_text(fault) for fault in result.errors[:10])
                QMessageBox.information(window, _tr("ArchiveBrowser", "Import"), "\n".join(lines))

        def failed(error: object) -> None:
            dialog.close()
            QMessageBox.warning(
                window,
                _tr("ArchiveBrowser", "Import"),
                _tr("ArchiveBrowser", "The import failed: {error}").format(error=error_text(error, capital=False)),
            )

        task.succeeded.connect(done)
        task.failed.connect(failed)
        self.task = task
        task.start()
