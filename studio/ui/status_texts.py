"""The status bar's message in the language of the moment.

A message the studio says through :func:`status_texts` is said again in the new language when the user switches, for the
time it had left; any other message, in the language just left, is taken away (after switching to English the bar kept «
Archives ouvertes : … »)."""

from __future__ import annotations

import time
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QMainWindow

__all__ = ["StatusTexts", "status_texts"]


class StatusTexts(QObject):
    """The messages of ``window``'s status bar, made again on a language switch."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("status-texts")
        self.window = window
        self._make: Callable[[], str] | None = None
        self._shown = ""
        self._until = 0.0
        """When the message goes (``time.monotonic()``), or 0: until the next one."""
        self._pending = False
        window.installEventFilter(self)

    def say(self, make: Callable[[], str], timeout: int = 0) -> None:
        """Show ``make()`` for ``timeout`` milliseconds (0: until the next message).

        ``make`` is called again, in the new language, when the language changes while it is shown."""
        self._make = make
        self._shown = make()
        self._until = time.monotonic() + timeout / 1000 if timeout else 0.0
        self.window.statusBar().showMessage(self._shown, timeout)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange and not self._pending:
            # A switch removes and installs several translators (an event each): once they are all in place.
            self._pending = True
            QTimer.singleShot(0, self.retranslate)
        return False

    def retranslate(self) -> None:
        """Say the message shown again in the current language, or take it away if it cannot be."""
        self._pending = False
        if not shiboken6.isValid(self.window):
            return
        bar = self.window.statusBar()
        current = bar.currentMessage()
        if not current:
            return
        if self._make is None or current != self._shown:
            bar.clearMessage()
            return
        left = 0
        if self._until:
            left = int((self._until - time.monotonic()) * 1000)
            if left <= 0:
                bar.clearMessage()
                return
        self._shown = self._make()
        bar.showMessage(self._shown, left)


def status_texts(window: QMainWindow) -> StatusTexts:
    """Return ``window``'s :class:`StatusTexts` (made on first use)."""
    found = window.findChild(StatusTexts, "status-texts")
    return found if isinstance(found, StatusTexts) else StatusTexts(window)
