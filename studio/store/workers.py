"""The archive's long work shared among processes: the analysis of many games, the puzzles of their errors.

The tutor's work on a game is pure Python, one core's work; :func:`run_jobs` hands the games to worker processes
(as many as the machine has cores, two at most by default, as the import's readers) while this process reads the
records and writes the results, in the order the jobs were given, so that a run stopped half-way keeps what
finished.  One job, or ``workers=1``, runs here without a process started.  The workers start with the
garbage collector looking seldom at the young objects, and the work run here runs so
(:mod:`notation.tutor.collector`: some 13 % of a worker's time was the collector's).
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TypeVar

from notation.tutor.collector import fewer_collections, worker_start

__all__ = ["DEFAULT_WORKERS", "process_context", "run_jobs", "worker_count"]

DEFAULT_WORKERS = 2
"""The most worker processes by default (the machine's cores, when fewer)."""

Job = TypeVar("Job")
Result = TypeVar("Result")


def worker_count(jobs: int, workers: int | None = None) -> int:
    """Count the processes for ``jobs`` jobs: ``workers`` when given, else the machine's cores.

    The cores are counted up to :data:`DEFAULT_WORKERS`; never more than the jobs."""
    wanted = workers if workers is not None else min(DEFAULT_WORKERS, os.cpu_count() or 1)
    return max(1, min(wanted, jobs))


def process_context() -> multiprocessing.context.BaseContext:
    """Return how the store's worker processes are started: forked, or fresh interpreters under Qt.

    Forking is quick; a process running Qt (the studio), and any system but Linux, spawns fresh interpreters
    instead, as Qt does not survive a fork."""
    method = "spawn" if "PySide6.QtCore" in sys.modules or sys.platform != "linux" else "fork"
    return multiprocessing.get_context(method)


def run_jobs(
    work: Callable[[Job], Result],
    jobs: Iterable[Job],
    count: int,
    *,
    workers: int | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Iterator[Result]:
    """Run ``work(job)`` of each of the ``count`` jobs, yielded in the jobs' order.

    ``work`` must be a module's function (the processes import it) and the jobs and results picklable.  ``cancelled``
    is asked before each job is handed out: when it answers True no more is, and the results of those handed out
    already are yielded.  The jobs are read as they are handed out, a few ahead of the workers, not all at once."""
    processes = worker_count(count, workers)
    if processes == 1:
        for each in jobs:
            if cancelled is not None and cancelled():
                return
            with fewer_collections():
                result = work(each)
            yield result
        return
    ahead = 2 * processes
    with ProcessPoolExecutor(processes, mp_context=process_context(), initializer=worker_start) as pool:
        running: deque[Future[Result]] = deque()
        pending = iter(jobs)
        stopped = False
        while True:
            while not stopped and len(running) < ahead:
                if cancelled is not None and cancelled():
                    stopped = True
                    break
                try:
                    job = next(pending)
                except StopIteration:
                    stopped = True
                    break
                running.append(pool.submit(work, job))
            if not running:
                return
            try:
                yield running.popleft().result()
            except BaseException:
                for future in running:
                    future.cancel()
                raise
