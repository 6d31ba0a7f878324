"""The tutor's training throughput (issue 40, point 5): self-play parties per CPU second of the training loop.

    nice .venv/bin/python bench/training_bench.py [--parties 24] [--jobs 1,2] [--repeat 3] [--explore 10]

The loop is the training's own (``scripts/selfplay.py``, what ``scripts/train_evaluator.py`` plays its states
with): parties ordinaires of the tutor against itself with the shipped evaluator, exploring one time in
``--explore``, each state before a throw recorded as a row, in ``--jobs`` worker processes.  Printed, a line a
run: the parties and throws (the states recorded) per CPU second of all the processes (this one and its workers)
and per wall second, with the machine's load; then the medians over ``--repeat`` runs for each number of
processes.  Every run plays the same parties (the seed and each partie's number), so the throws agree between the
runs and the numbers of processes; the CPU per partie is the figure to compare on a shared machine, the wall time
what two free cores give.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from bench.measure import cpu_seconds, load  # noqa: E402
from notation.tutor.evaluator import default_evaluator  # noqa: E402
from scripts.selfplay import play_parties  # noqa: E402


def run(parties: int, seed: int, explore: int, jobs: int) -> tuple[int, float, float]:
    """Play the parties in ``jobs`` processes: the throws recorded, the wall and the CPU seconds."""
    cpu, started = cpu_seconds(), time.perf_counter()
    throws = sum(len(rows) for _number, rows, _winner in play_parties(parties, seed, explore, jobs, default_evaluator))
    return throws, time.perf_counter() - started, cpu_seconds() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parties", type=int, default=24, help="parties a run")
    parser.add_argument("--jobs", default="1,2", help="numbers of worker processes, comma-separated")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each number of processes, taking turns")
    parser.add_argument("--explore", type=int, default=10, help="explore one time in N (the training's default)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args(argv)
    if args.tiny:
        args.parties, args.repeat = 2, 1
    print(f"load before: {load()}", flush=True)
    runs: dict[int, list[tuple[int, float, float]]] = {}
    for turn in range(1, args.repeat + 1):
        for jobs in [int(text) for text in args.jobs.split(",")]:
            throws, wall, cpu = run(args.parties, args.seed, args.explore, jobs)
            runs.setdefault(jobs, []).append((throws, wall, cpu))
            print(
                f"{jobs} process(es), run {turn}: {args.parties} parties, {throws} throws, {wall:6.2f} s wall,"
                f" {cpu:6.2f} s CPU: {args.parties / cpu:5.2f} parties and {throws / cpu:6.0f} throws per CPU s,"
                f" {args.parties / wall:5.2f} parties per wall s (load {load()})",
                flush=True,
            )
    for jobs, done in runs.items():
        throws = done[0][0]
        wall = statistics.median(wall for _throws, wall, _cpu in done)
        cpu = statistics.median(cpu for _throws, _wall, cpu in done)
        print(
            f"median, {jobs} process(es), {len(done)} run(s): {args.parties / cpu:.2f} parties per CPU s"
            f" ({throws / cpu:.0f} throws; {cpu / args.parties:.2f} CPU s a partie),"
            f" {args.parties / wall:.2f} parties per wall s ({wall:.1f} s wall)"
        )
    print(f"load after: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
