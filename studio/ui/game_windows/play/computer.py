"""The computer's inputs in the play window.

Asked on a worker thread (:class:`QThreadPool`) after a short delay, applied back on the GUI thread, its plays shown on
the board dame by dame; the window never freezes."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal

from studio.games.play_model import Answer, PlayModel
from studio.games.session import GameSession
from studio.ui.error_messages import error_text

__all__ = ["ComputerTurn"]

logger = logging.getLogger(__name__)


class _Signals(QObject):
    done = Signal(int, str)
    failed = Signal(int, str)


class _Think(QRunnable):
    """Ask the session what the computer plays, off the GUI thread."""

    def __init__(self, session: GameSession, ticket: int) -> None:
        super().__init__()
        self.session = session
        self.ticket = ticket
        self.signals = _Signals()

    def run(self) -> None:
        try:
            code = self.session.computer_input()
        except Exception as error:  # the thread's boundary: the failure goes back to the window, trace in the log
            logger.error("the computer's play failed", exc_info=True)
            self.signals.failed.emit(self.ticket, error_text(error))
            return
        self.signals.done.emit(self.ticket, code)


class ComputerTurn(QObject):
    """The computer's turn of ``model``.

    :attr:`answered` with the input to make, :attr:`shown` with each position of its play shown (and the moves so far),
    :attr:`showingChanged` when the showing starts or ends, :attr:`busyChanged` while it thinks, :attr:`failed` with why
    it could not answer."""

    answered = Signal(str)
    shown = Signal(object, object)
    showingChanged = Signal(bool)
    busyChanged = Signal(bool)
    failed = Signal(str)

    def __init__(self, model: PlayModel, parent: QObject, *, delay_ms: int, step_ms: int) -> None:
        super().__init__(parent)
        self.model = model
        self.delay_ms = delay_ms
        self.step_ms = step_ms
        """The pause between two moves of the computer's play shown on the board (0: played at once)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start)
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self._show_next)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._jobs: list[_Think] = []

    def schedule(self) -> None:
        """Ask the computer, after the delay, when its input is awaited."""
        if self.model.should_think() and not self._timer.isActive():
            self._timer.start(self.delay_ms)

    def _start(self) -> None:
        if not self.model.should_think():
            return
        ticket = self.model.start_thinking()
        self.busyChanged.emit(True)
        if self._pool.activeThreadCount() == 0:
            # The jobs done are let go only here, while no thread of the pool runs and no signal of theirs is being
            # delivered: dropped in their own slot (as they were), a job and its signals could be freed while the
            # pool's thread or Qt's delivery still used them, and the studio crashed at random under load.
            self._jobs.clear()
        job = _Think(self.model.session, ticket)
        job.setAutoDelete(False)
        job.signals.done.connect(self._done, Qt.ConnectionType.QueuedConnection)
        job.signals.failed.connect(self._failed, Qt.ConnectionType.QueuedConnection)
        self._jobs.append(job)
        self._pool.start(job)

    def _done(self, ticket: int, code: str) -> None:
        answer = self.model.answered(ticket, code, show=self.step_ms > 0)
        self.busyChanged.emit(False)
        if answer is Answer.SHOW:
            self.showingChanged.emit(True)
            self._show_next()
        elif answer is Answer.APPLY:
            self.answered.emit(code)

    def _show_next(self) -> None:
        if not self.model.showing():
            return
        shown = self.model.next_shown()
        if shown is None:
            self.skip()
            return
        self.shown.emit(*shown)
        self._step_timer.start(self.step_ms)

    def skip(self) -> None:
        """Stop showing the computer's play move by move: it is made at once."""
        code = self.model.stop_showing()
        if code is None:
            return
        self._step_timer.stop()
        self.showingChanged.emit(False)
        self.answered.emit(code)

    def dropped(self) -> None:
        """End the showing of a play that was dropped (an undo): nothing is made."""
        self._step_timer.stop()
        self.showingChanged.emit(False)

    def _failed(self, _ticket: int, message: str) -> None:
        self.model.failed()
        self.busyChanged.emit(False)
        self.failed.emit(message)

    def active(self) -> bool:
        """Tell whether the computer is thinking, about to, or showing its play."""
        return self.model.thinking or self._timer.isActive() or self.model.showing()

    def stop(self) -> None:
        """Stop the computer (before closing)."""
        self._timer.stop()
        self._step_timer.stop()
        self.model.stop()
        self._pool.waitForDone(2000)
