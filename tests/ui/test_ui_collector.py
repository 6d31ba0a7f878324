"""Python's cyclic garbage is collected on the interface's thread only (studio/ui/collector.py): a Qt object
caught in a reference cycle and destroyed by a worker thread's collection crashed the studio at random."""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studio.ui.collector import INTERVAL_MS, InterfaceThreadCollector, collect_on_interface_thread


class _Cycle:
    """An object in a reference cycle that says on which thread it is collected."""

    def __init__(self, seen: list[str]) -> None:
        self.seen = seen
        self.me = self

    def __del__(self) -> None:
        self.seen.append(threading.current_thread().name)


@pytest.fixture
def collector(qapp: QApplication) -> Iterator[InterfaceThreadCollector]:
    made = collect_on_interface_thread(qapp)
    yield made
    made.stop()


def test_the_automatic_collection_is_off_while_it_runs_and_back_after(
    collector: InterfaceThreadCollector, qapp: QApplication
) -> None:
    assert not gc.isenabled()
    assert collect_on_interface_thread(qapp) is collector
    collector.stop()
    assert gc.isenabled() and not collector.running()
    collector.stop()  # stopped: nothing more
    assert gc.isenabled()
    collector.start()
    assert not gc.isenabled() and collector.running()


def test_a_cycle_is_collected_on_the_interfaces_thread_not_a_workers(
    collector: InterfaceThreadCollector, qtbot: QtBot
) -> None:
    gc.collect()
    seen: list[str] = []
    _Cycle(seen)  # garbage at once, in a cycle: only a collection frees it

    def allocate() -> None:
        # Enough cyclic allocations that CPython's automatic collection would run, here, many times.
        for _ in range(200_000):
            node: list[object] = []
            node.append(node)

    worker = threading.Thread(target=allocate, name="worker")
    worker.start()
    worker.join()
    assert seen == [], "collected on a worker's thread"
    qtbot.waitUntil(lambda: bool(seen), timeout=10 * INTERVAL_MS)
    assert seen == [threading.main_thread().name]
    assert collector.collections > 0


def test_nothing_is_collected_when_nothing_is_due(collector: InterfaceThreadCollector) -> None:
    gc.collect()
    assert collector.collect_due() == -1


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork")
def test_a_process_forked_from_the_studio_collects_automatically(collector: InterfaceThreadCollector) -> None:
    assert not gc.isenabled()
    reading, writing = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child answers through the pipe
        os.write(writing, b"1" if gc.isenabled() else b"0")
        os._exit(0)
    os.close(writing)
    with os.fdopen(reading, "rb") as pipe:
        answer = pipe.read()
    os.waitpid(child, 0)
    assert answer == b"1"
