"""The archive's long work on the shipped sample: its analysis (``trictrac archive analyse``), the puzzles of its
errors (``trictrac puzzles make``) and the explorer at the starting position, by one worker process and by two.

    nice .venv/bin/python bench/archive_work.py [--workers 1,2] [--games N] [--repeat R]

The sample (``resources/samples``, 210 parties) is imported into a temporary SQLite archive, analysed at 1-ply,
and its errors made puzzles of; the same again with each number of ``--workers``, ``--repeat`` times each.
Printed, a line a step, number of workers and run: the wall seconds and the CPU seconds of all the processes (this
one and its workers), and the machine's load; then the median wall and CPU seconds of each step and number of
workers over the runs, and the load before and after (a shared machine: the wall time is the load's as much as
the code's).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from bench.measure import cpu_seconds, load  # noqa: E402
from notation.board import Position  # noqa: E402
from studio.store.analyses import analyse_games  # noqa: E402
from studio.store.db import Archive  # noqa: E402
from studio.store.explore import explore  # noqa: E402
from studio.store.importing import import_paths  # noqa: E402
from studio.store.puzzles import make_puzzles  # noqa: E402
from studio.store.sample import sample_files  # noqa: E402


def _analyse(archive: Archive, games: list[int], workers: int) -> int:
    return len(analyse_games(archive, game_ids=games, workers=workers).analysed)


def _puzzles(archive: Archive, games: list[int], workers: int) -> int:
    return make_puzzles(archive, game_ids=games, workers=workers).looked


def _explore(archive: Archive) -> int:
    return explore(archive, Position.start()).games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", default="1,2", help="numbers of worker processes, comma-separated")
    parser.add_argument("--games", type=int, default=None, help="only the first N games of the sample")
    parser.add_argument("--repeat", type=int, default=1, help="runs of each number of workers (medians printed)")
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args(argv)
    if args.tiny:
        args.games, args.workers, args.repeat = 1, "2", 1
    print(f"load before: {load()}", flush=True)
    timings: dict[tuple[str, int], list[tuple[float, float]]] = {}
    for workers, run in [(int(text), run) for text in args.workers.split(",") for run in range(1, args.repeat + 1)]:
        folder = Path(tempfile.mkdtemp(prefix="trictrac-bench-work-"))
        try:
            with Archive(f"sqlite:///{folder / 'archive.sqlite'}") as archive:
                ids = import_paths(archive, sample_files()).game_ids
                chosen = ids if args.games is None else ids[: args.games]
                steps = (
                    ("archive analyse", partial(_analyse, archive, chosen, workers)),
                    ("puzzles make", partial(_puzzles, archive, chosen, workers)),
                    ("explore start", partial(_explore, archive)),
                )
                for name, step in steps:
                    cpu, started = cpu_seconds(), time.perf_counter()
                    count = step()
                    wall, cpu = time.perf_counter() - started, cpu_seconds() - cpu
                    timings.setdefault((name, workers), []).append((wall, cpu))
                    print(
                        f"{name:16} {workers} worker(s), run {run}: {count:5} items, {wall:7.2f} s wall,"
                        f" {cpu:7.2f} s CPU (load {load()})",
                        flush=True,
                    )
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    for (name, workers), runs in timings.items():
        wall = statistics.median(wall for wall, _cpu in runs)
        cpu = statistics.median(cpu for _wall, cpu in runs)
        print(f"median {name:16} {workers} worker(s), {len(runs)} run(s): {wall:7.2f} s wall, {cpu:7.2f} s CPU")
    print(f"load after: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
