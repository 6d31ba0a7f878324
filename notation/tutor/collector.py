"""Python's garbage collector during the tutor's long work: looking seldom at the young objects.

The tutor's work (a ranking, a search, a rollout, a partie of self-play) makes and drops many small tuples and lists,
and the cyclic garbage collector, which looks at the young objects every 700 containers made, took some 13 % of a
puzzle worker's time (profiled on the shipped sample's puzzles) and found almost nothing: the values a search makes
are not cycles.  The long work looks every :data:`YOUNG_COLLECTION` containers instead:

* a worker process (the archive's analyses and puzzles, the rollouts, the training's self-play) starts with
  :func:`worker_start`: what it holds at its start (the modules, the evaluator's weights, which live as long as the
  process) frozen out of the collector's sight (``gc.freeze``), the young looked at more seldom still
  (:data:`WORKER_YOUNG_COLLECTION`: no interface waits on its collections);
* work run in a process that goes on after it (the studio's, a command's) runs inside :func:`fewer_collections`,
  which puts the collector back as it was, and freezes nothing (the studio's objects come and go).  Works that
  overlap on several threads share one raising: the first to begin raises the threshold, the last to end puts it
  back.  (The studio collects on its interface's thread by the same thresholds, ``studio/ui/collector.py``: while
  such work runs there, it too collects the young objects seldom.)

Nothing is left uncollected: the collector still runs, less often.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["WORKER_YOUNG_COLLECTION", "YOUNG_COLLECTION", "fewer_collections", "worker_start"]

YOUNG_COLLECTION = 50_000
"""How many containers the long work makes between two looks of the collector at the young ones (Python's default:
700)."""

WORKER_YOUNG_COLLECTION = 200_000
"""The same for a worker process, which is all long work and holds no interface: the puzzles of the shipped sample
3.7 % less CPU than at :data:`YOUNG_COLLECTION` (docs/performance.md, « The puzzles within their goal »)."""


class _Raised:
    """The works running inside :func:`fewer_collections`, and the thresholds to put back when the last ends."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.running = 0
        self.before: tuple[int, int, int] = gc.get_threshold()


_RAISED = _Raised()


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Let the garbage collector look at the young objects seldom, then as before.

    Every :data:`YOUNG_COLLECTION` containers made, while the block runs (and any other block begun before it ends)."""
    with _RAISED.lock:
        if not _RAISED.running:
            _RAISED.before = gc.get_threshold()
            gc.set_threshold(YOUNG_COLLECTION, *_RAISED.before[1:])
        _RAISED.running += 1
    try:
        yield
    finally:
        with _RAISED.lock:
            _RAISED.running -= 1
            if not _RAISED.running:
                gc.set_threshold(*_RAISED.before)


def worker_start() -> None:
    """Start a worker process: its objects frozen out of the garbage collector's sight, the young seen seldom."""
    gc.freeze()
    gc.set_threshold(WORKER_YOUNG_COLLECTION, *gc.get_threshold()[1:])
