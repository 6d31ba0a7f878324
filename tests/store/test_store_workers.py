"""The archive's long work on two cores (issue 40, point 3): :func:`studio.store.workers.run_jobs` hands the jobs to
worker processes and gives the results back in the jobs' order; the analyses and puzzles made by two processes are
those one makes."""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest
import sqlalchemy as sa

from notation.tutor.collector import WORKER_YOUNG_COLLECTION, YOUNG_COLLECTION, fewer_collections
from studio.store.analyses import analyse_games
from studio.store.db import Archive
from studio.store.importing import import_text
from studio.store.models import GameAnalysis, table_of
from studio.store.puzzles import list_puzzles, make_puzzles
from studio.store.workers import run_jobs, worker_count
from tests.store.test_store_analyses import game_text


def _square_and_pid(number: int) -> tuple[int, int]:
    return number * number, os.getpid()


def _fails_on_three(number: int) -> int:
    if number == 3:
        raise ValueError("three")
    return number


def _collector(number: int) -> tuple[int, tuple[int, int, int], int]:
    """The job's number, and how the garbage collector stands where the job runs: its thresholds, its frozen objects."""
    return number, gc.get_threshold(), gc.get_freeze_count()


def test_the_collector_looks_seldom_while_the_work_runs_then_as_before() -> None:
    before = gc.get_threshold()
    frozen = gc.get_freeze_count()
    with fewer_collections():
        assert gc.get_threshold() == (YOUNG_COLLECTION, *before[1:])
    assert gc.get_threshold() == before
    with pytest.raises(ValueError, match="three"), fewer_collections():
        _fails_on_three(3)
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == frozen  # nothing of this process frozen


def test_works_that_overlap_put_the_collector_back_when_the_last_ends() -> None:
    before = gc.get_threshold()
    first, second = fewer_collections(), fewer_collections()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)  # the first ends while the second runs: still seldom
    assert gc.get_threshold()[0] == YOUNG_COLLECTION
    second.__exit__(None, None, None)
    assert gc.get_threshold() == before


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_the_jobs_run_with_the_collector_looking_seldom(workers: int) -> None:
    before = gc.get_threshold()
    frozen_here = gc.get_freeze_count()
    results = list(run_jobs(_collector, iter(range(4)), 4, workers=workers))
    assert [number for number, _threshold, _frozen in results] == [0, 1, 2, 3]
    # in a worker process at its own threshold, in this one inside the work's block
    young = WORKER_YOUNG_COLLECTION if workers > 1 else YOUNG_COLLECTION
    assert all(threshold[0] == young for _number, threshold, _frozen in results)
    # a worker process freezes what it holds at its start; this process freezes nothing, and its collector is back
    for _number, _threshold, frozen in results:
        assert frozen > frozen_here if workers > 1 else frozen == frozen_here
    assert gc.get_threshold() == before


@pytest.mark.parametrize(("jobs", "workers", "expected"), [(0, None, 1), (1, None, 1), (5, 1, 1), (5, 2, 2), (1, 2, 1)])
def test_the_workers_are_never_more_than_the_jobs(jobs: int, workers: int | None, expected: int) -> None:
    assert worker_count(jobs, workers) == expected


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_the_results_come_in_the_jobs_order(workers: int) -> None:
    results = list(run_jobs(_square_and_pid, iter(range(20)), 20, workers=workers))
    assert [square for square, _pid in results] == [n * n for n in range(20)]
    pids = {pid for _square, pid in results}
    assert (pids == {os.getpid()}) if workers == 1 else (os.getpid() not in pids)


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_cancelled_no_more_job_is_handed_out(workers: int) -> None:
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3

    results = list(run_jobs(_square_and_pid, iter(range(20)), 20, workers=workers, cancelled=cancelled))
    assert [square for square, _pid in results] == [0, 1, 4]


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_a_jobs_error_reaches_the_caller(workers: int) -> None:
    seen = []
    with pytest.raises(ValueError, match="three"):
        for result in run_jobs(_fails_on_three, iter(range(10)), 10, workers=workers):
            seen.append(result)
    assert seen == [0, 1, 2]


def _analyses(archive: Archive) -> list[tuple[object, ...]]:
    table = table_of(GameAnalysis)
    columns = [column for column in table.c if column.name != "analysed_at"]
    with archive.engine.connect() as connection:
        return [tuple(row) for row in connection.execute(sa.select(*columns).order_by(table.c.game_id))]


@pytest.mark.slow
def test_two_processes_analyse_and_make_the_puzzles_one_makes(tmp_path: Path) -> None:
    text = "\n".join(game_text(seed) for seed in range(3))
    made = []
    for workers in (1, 2):
        with Archive(f"sqlite:///{tmp_path / f'by-{workers}.sqlite'}") as archive:
            import_text(archive, text)
            report = analyse_games(archive, workers=workers)
            assert report.analysed == [1, 2, 3] and not report.failed
            puzzles = make_puzzles(archive, workers=workers)
            made.append((_analyses(archive), puzzles, [p.to_json() for p in list_puzzles(archive)]))
    assert made[0] == made[1]
    assert made[0][1].made >= 1
