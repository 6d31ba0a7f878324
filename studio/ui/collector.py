"""Python's cyclic garbage collected on the interface's thread only.

CPython collects cyclic garbage in whichever thread happens to allocate when a generation's count passes its
threshold: in the studio, often a worker thread (an archive opened or analysed, the explorer's search, the
computer's move).  A Qt object that Python owns (a dialog, a document or a timer made without a parent, caught in a
reference cycle by a lambda) is then destroyed on that thread, while the interface's thread may be using it or
what it refers to: a QWidget destroyed off its thread leaves dangling pointers behind (a screen, an event filter),
and the studio died at random inside Qt (``QScreen::virtualSiblings``, ``sendThroughObjectEventFilters``, a
dialog's ``exec``), once in a few runs of the journeys, every other run of the accessibility journey.

:func:`collect_on_interface_thread` turns the automatic collection off and collects from a timer on the interface's
thread instead, by the same counts and thresholds CPython uses; a process forked from the studio (the analysis'
workers) collects automatically again.
"""

from __future__ import annotations

import gc
import os

from PySide6.QtCore import QCoreApplication, QObject, QTimer

__all__ = ["INTERVAL_MS", "InterfaceThreadCollector", "collect_on_interface_thread"]

INTERVAL_MS = 500
"""How often the counts are looked at, in milliseconds."""


def _collect_automatically_again() -> None:
    gc.enable()


os.register_at_fork(after_in_child=_collect_automatically_again)


class InterfaceThreadCollector(QObject):
    """Collects the cyclic garbage on the thread it lives on (the interface's), by CPython's own thresholds."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("interface-thread-collector")
        self.collections = 0
        """How many collections it made (tests)."""
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self.start()

    def start(self) -> None:
        """Turn CPython's automatic collection off and collect from the timer instead."""
        gc.disable()
        self._timer.start()

    def collect_due(self) -> int:
        """Collect the oldest generation whose count passed its threshold, as CPython would have.

        Return its number, or -1 where none did."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        due = -1
        for generation in range(3):
            if thresholds[generation] and counts[generation] > thresholds[generation]:
                due = generation
        if due >= 0:
            gc.collect(due)
            self.collections += 1
        return due

    def running(self) -> bool:
        """Tell whether it collects (CPython's automatic collection is off)."""
        return self._timer.isActive()

    def stop(self) -> None:
        """Collect now, here, and give the collection back to CPython (the application ends); nothing if stopped."""
        if not self.running():
            return
        self._timer.stop()
        gc.collect()
        gc.enable()


def collect_on_interface_thread(app: QCoreApplication) -> InterfaceThreadCollector:
    """Collect the cyclic garbage on ``app``'s thread only.

    Once: a second call starts again and returns the collector made."""
    found = app.findChild(InterfaceThreadCollector, "interface-thread-collector")
    if isinstance(found, InterfaceThreadCollector):
        found.start()
        return found
    collector = InterfaceThreadCollector(app)
    app.aboutToQuit.connect(collector.stop)
    return collector
