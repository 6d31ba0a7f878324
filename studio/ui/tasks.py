"""Work off the interface's thread: a :class:`BackgroundTask` runs one function in a QThread and reports back.

The lesson player's drill (self-played parties) and the PDF exports (a long
booklet) run this way, so the window keeps answering.  Signals cross back to
the thread that made the task, where its callbacks run.
"""

from __future__ import annotations

import atexit
import logging
from collections.abc import Callable

from PySide6.QtCore import QThread, Signal

__all__ = ["BackgroundTask", "keep_alive"]

logger = logging.getLogger(__name__)

_RUNNING: set[QThread] = set()
"""The threads under way.  None is a child of a window: Qt aborts the whole program when a QThread object is
destroyed while its thread runs, which a window closed (or a test's dialog dropped) during a long job did.
Each is kept here until it ends, whatever becomes of the window that asked for it."""


def keep_alive(thread: QThread) -> None:
    """Hold ``thread`` until it has ended (call before ``start``)."""
    _RUNNING.add(thread)

    def forget() -> None:
        thread.wait()  # ``finished`` is sent just before the thread's last instructions
        _RUNNING.discard(thread)

    thread.finished.connect(forget)


@atexit.register
def _wait_for_running() -> None:
    """Let the last threads still running finish: one still running when the interpreter ends would abort it."""
    for thread in list(_RUNNING):
        thread.wait()


class BackgroundTask(QThread):
    """``function()`` in its own thread: :attr:`succeeded` carries its result, :attr:`failed` the exception.

    The task is nobody's child and holds itself alive until it ends (:func:`keep_alive`); whoever listens to
    its signals with a bound method of a widget is disconnected by Qt when that widget goes.
    """

    succeeded = Signal(object)
    failed = Signal(object)

    def __init__(self, function: Callable[[], object]) -> None:
        super().__init__()
        self.function = function
        self.result: object = None
        self.error: BaseException | None = None
        keep_alive(self)

    def run(self) -> None:
        try:
            self.result = self.function()
        except Exception as error:  # the thread's boundary: any failure goes back to the interface, which shows it
            logger.warning("background task failed", exc_info=True)
            self.error = error
            self.failed.emit(error)
            return
        self.succeeded.emit(self.result)
