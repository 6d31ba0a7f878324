"""The archive's analysis and puzzles from the studio, in the background.

A progress dialog with Cancel, and a cancel that keeps what finished (studio/store/archive_work.py does the work game by
game).

The work runs on connections of its own (a new :class:`studio.store.db.Archive` on the same URL, as the
browser's import does); an archive in memory (a test's) is shared, its one connection being safe across threads.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from studio.store.archive_work import ArchiveWork, WorkProgress, WorkReport, do_archive_work
from studio.store.db import Archive
from studio.ui.i18n import tr as _tr
from studio.ui.tasks import BackgroundTask

__all__ = ["ArchiveWorkRunner", "Job", "archive_job", "report_text", "run_archive_work"]


class _Relay(QObject):
    progressed = Signal(object)


def _in_memory(url: str) -> bool:
    return url.startswith("sqlite") and url.rstrip("/") in ("sqlite:", "sqlite:/", "sqlite:///:memory:")


def report_text(report: WorkReport) -> str:
    """Return what was done, in a sentence or two of the interface's language."""
    parts: list[str] = []
    if report.analysed or not report.puzzles:
        one = _tr("ArchiveWork", "1 game analysed.")
        parts.append(
            one if report.analysed == 1 else _tr("ArchiveWork", "{n} games analysed.").format(n=report.analysed)
        )
    if report.failed:
        one = _tr("ArchiveWork", "1 game could not be replayed.")
        many = _tr("ArchiveWork", "{n} games could not be replayed.")
        parts.append(one if report.failed == 1 else many.format(n=report.failed))
    one = _tr("ArchiveWork", "1 puzzle made.")
    parts.append(one if report.puzzles == 1 else _tr("ArchiveWork", "{n} puzzles made.").format(n=report.puzzles))
    if report.cancelled:
        parts.append(_tr("ArchiveWork", "Stopped: what was done is kept."))
    return " ".join(parts)


Job = Callable[[ArchiveWork, Callable[[WorkProgress], None], Callable[[], bool]], WorkReport]
"""Does the work, telling its progress and asking whether to stop (called off the interface's thread)."""


def archive_job(archive: Archive) -> Job:
    """Return the work done on ``archive``'s URL on connections of its own."""
    url = str(archive.url)
    shared = _in_memory(url)

    def job(work: ArchiveWork, progress: Callable[[WorkProgress], None], cancelled: Callable[[], bool]) -> WorkReport:
        own = archive if shared else Archive(url, upgrade=False)
        try:
            return do_archive_work(own, work, progress, cancelled)
        finally:
            if own is not archive:
                own.close()

    return job


class ArchiveWorkRunner(QObject):
    """Runs one :class:`ArchiveWork` off the interface's thread.

    :attr:`finished` carries the :class:`WorkReport`, :attr:`failed` the error."""

    finished = Signal(object)
    failed = Signal(object)
    progressed = Signal(object)
    """Each :class:`WorkProgress`, on the interface's thread."""

    def __init__(self, parent: QWidget, job: Job, work: ArchiveWork) -> None:
        super().__init__(parent)
        self.work = work
        self._stop = threading.Event()
        self.dialog = QProgressDialog(parent)
        self.dialog.setWindowTitle(
            _tr("ArchiveWork", "Making puzzles") if work.puzzles else _tr("ArchiveWork", "Analysing games")
        )
        self.dialog.setLabelText(_tr("ArchiveWork", "Starting…"))
        self.dialog.setCancelButtonText(_tr("ArchiveWork", "Cancel"))
        self.dialog.setRange(0, 0)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(0)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.canceled.connect(self.cancel)
        self.report: WorkReport | None = None
        self.last: WorkProgress | None = None
        """The last progress told."""
        relay = _Relay(self)
        relay.progressed.connect(self._show)
        self.task = BackgroundTask(lambda: job(work, relay.progressed.emit, self._stop.is_set))
        self.task.succeeded.connect(self._done)
        self.task.failed.connect(self._failed)

    def start(self) -> None:
        self.dialog.show()
        self.task.start()

    def running(self) -> bool:
        return self.task.isRunning()

    def cancel(self) -> None:
        """Stop after the game (or error) under way; what finished is kept."""
        self._stop.set()
        self.dialog.setLabelText(_tr("ArchiveWork", "Stopping after this game…"))

    def _show(self, progress: object) -> None:
        assert isinstance(progress, WorkProgress)
        self.last = progress
        self.progressed.emit(progress)
        self.dialog.setRange(0, max(1, progress.total))
        self.dialog.setValue(progress.done)
        if self._stop.is_set():
            return
        if progress.analysing:
            text = _tr("ArchiveWork", "{done} of {total} games analysed, {puzzles} puzzles made")
        else:
            text = _tr("ArchiveWork", "{done} of {total} errors looked at, {puzzles} puzzles made")
        self.dialog.setLabelText(text.format(done=progress.done, total=progress.total, puzzles=progress.puzzles))

    def _done(self, report: object) -> None:
        assert isinstance(report, WorkReport)
        self.report = report
        self.dialog.close()
        self.finished.emit(report)

    def _failed(self, error: object) -> None:
        self.dialog.close()
        self.failed.emit(error)


def run_archive_work(
    parent: QWidget, job: Job, work: ArchiveWork, done: Callable[[WorkReport | None, object], None]
) -> ArchiveWorkRunner:
    """Start ``work`` with its progress dialog.

    ``done(report, None)`` at the end, ``done(None, error)`` on a failure."""
    runner = ArchiveWorkRunner(parent, job, work)
    runner.finished.connect(lambda report: done(report, None))
    runner.failed.connect(lambda error: done(None, error))
    runner.start()
    return runner
