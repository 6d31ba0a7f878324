"""Work off the interface's thread: a :class:`BackgroundTask` runs one function in a QThread and reports back.

The lesson player's drill (self-played parties) and the PDF exports (a long
booklet) run this way, so the window keeps answering.  Signals cross back to
the thread that made the task, where its callbacks run.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal

__all__ = ["BackgroundTask"]

logger = logging.getLogger(__name__)


class BackgroundTask(QThread):
    """``function()`` in its own thread: :attr:`succeeded` carries its result, :attr:`failed` the exception."""

    succeeded = Signal(object)
    failed = Signal(object)

    def __init__(self, function: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.function = function
        self.result: object = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.result = self.function()
        except Exception as error:  # the thread's boundary: any failure goes back to the interface, which shows it
            logger.warning("background task failed", exc_info=True)
            self.error = error
            self.failed.emit(error)
            return
        self.succeeded.emit(self.result)
