"""The endless drill's batches, made off the interface's thread.

:class:`DrillRunner` makes exercises from self-played parties
(:func:`lessons.drill.drill`) in a :class:`studio.ui.tasks.BackgroundTask`, a
new seed for each batch; the player only shows what it reports.  The sessions
the player plays, and a finished session's tally, are
:mod:`lessons.player_model`'s.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QObject, Signal

from lessons.model import Lesson
from studio.ui.tasks import BackgroundTask

__all__ = ["DRILL_BATCH", "DrillRunner"]

DRILL_BATCH = 8
"""Exercises made at a time by the endless drill."""


class DrillRunner(QObject):
    """Makes the drill's batches of one lesson in the background, one at a time.

    :attr:`busyChanged` says when a batch starts and ends being made; :attr:`ready` carries the batch made (a list
    of exercises, empty when self-play offered none), :attr:`failed` the error that stopped it.
    """

    busyChanged = Signal(bool)
    ready = Signal(list)
    failed = Signal(object)

    def __init__(self, batch: int = DRILL_BATCH, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.batch = batch
        self.seed = 0
        """The seed of the batch made last (each next batch takes the one after)."""
        self._task: BackgroundTask | None = None
        self._threads: list[BackgroundTask] = []
        """The tasks started and not yet finished (one reports before its thread ends)."""

    @property
    def busy(self) -> bool:
        """Whether a batch is being made."""
        return self._task is not None

    def start(self, lesson: Lesson, seed: int | None = None) -> bool:
        """Make the first batch of ``lesson``'s drill from ``seed`` (a random one when None); False when busy."""
        if self.busy:
            return False
        self.seed = seed if seed is not None else random.randrange(1, 2**31)
        self._make(lesson, self.seed)
        return True

    def next_batch(self, lesson: Lesson) -> bool:
        """Make the next batch of ``lesson``'s drill, from the next seed; False when busy."""
        if self.busy:
            return False
        self.seed += 1
        self._make(lesson, self.seed)
        return True

    def _make(self, lesson: Lesson, seed: int) -> None:
        # imported here: lessons.drill costs 62 ms, only this feature needs it
        from lessons.drill import drill

        batch = self.batch
        task = BackgroundTask(lambda: drill(lesson, seed, batch))
        task.succeeded.connect(self._on_succeeded)
        task.failed.connect(self._on_failed)
        task.finished.connect(self._on_finished)
        self._task = task
        self._threads.append(task)
        self.busyChanged.emit(True)
        task.start()

    def _done(self) -> None:
        self._task = None
        self.busyChanged.emit(False)

    def _on_succeeded(self, exercises: object) -> None:
        self._done()
        self.ready.emit(list(exercises) if isinstance(exercises, list) else [])

    def _on_failed(self, error: object) -> None:
        self._done()
        self.failed.emit(error)

    def _on_finished(self) -> None:
        task = self.sender()
        if isinstance(task, BackgroundTask):
            if task in self._threads:
                self._threads.remove(task)
            task.deleteLater()

    def wait(self, milliseconds: int = 60000) -> None:
        """Block until the batches being made are ready and reported, their threads ended (for scripts and tests)."""
        threads = list(self._threads)
        for task in threads:
            task.wait(milliseconds)
        if threads:
            QCoreApplication.processEvents()
