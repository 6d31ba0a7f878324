"""Benchmark of the scoring: ``chances`` of a middle-game position, and self-play throughput with scoring.

Run: ``python bench/scoring_bench.py [--repeat N] [--throws N] [--runs N]``.  Prints the
median milliseconds of ``chances`` (goal: under 10 ms) and the throws per
second of a random self-play that scores every throw, with ``points_only``
(the fast path), with ``score`` (full events and explanations) and with the
legal plays alone.  Each figure is the median of ``--runs`` runs (seeds 1..N),
measured twice: by the process's CPU time (``time.process_time``, apart from
other load on a shared machine) and by wall time; the load average is printed
with them.  The goal is the Rust peer's rate on the same machine
(``bench/peer_compare.py`` runs both on the same cases).  It says which engine
ran: the compiled one when ``make accel`` has built it, else the pure-Python
sources (``TRICTRAC_PURE_PYTHON=1`` asks for them while a build is present).

Figures of issue 18 (2 cores shared by four sessions, load average 2.2-2.4, ``nice``,
medians of 5 runs of 20,000 throws, throws/s of CPU time; wall time within 1 %):

=====================================  ===========  ================  ==============
self-play                              before (1)   pure Python (2)   compiled (3)
=====================================  ===========  ================  ==============
legal plays and ``points_only``        24,139       33,234            64,189
legal plays and ``score``              18,801       26,434            50,623
legal plays only                       32,098       48,962            84,273
``chances``, middle game (ms)          1.11         0.66              0.33
=====================================  ===========  ================  ==============

(1) the engine of commit f4f2c8e, whose answers ``tests/data/engine-corpus.jsonl.gz`` records;
(2) the sources after the speed work; (3) the same sources after ``make accel``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable

from notation.board import BLACK, WHITE, Position
from notation.dice import Throw
from notation.rules import moves, scoring
from notation.rules.moves import legal_plays
from notation.rules.scoring import chances, points_only, score

MIDDLE_GAME = Position.from_points(
    {"B1": 4, "B3": 2, "B4": 2, "B5": 1, "B6": 2, "B7": 2, "B9": 1, "B11": 1},
    {"N1": 5, "N2": 2, "N4": 2, "N6": 1, "N7": 2, "N8": 1, "N10": 2},
    WHITE,
)
"""Both players building their grand jan, blots on both sides."""

Scorer = Callable[[Position, Throw], object]


def bench_chances(repeat: int) -> float:
    times = []
    for _ in range(repeat):
        # a fresh, equal position each time, and what the plays scored forgotten: no cache of the previous call can
        # answer
        position = Position.unchecked(MIDDLE_GAME.white, MIDDLE_GAME.black, WHITE, None)
        scoring._PLAYS_SCORED.clear()
        start = time.perf_counter()
        chances(position)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def selfplay(throws: int, scorer: Scorer, seed: int = 1) -> tuple[float, float]:
    """``(cpu, wall)`` seconds of ``throws`` throws of random self-play, each scored by ``scorer``."""
    rng = random.Random(seed)
    position = Position.start()
    cpu, wall = time.process_time(), time.perf_counter()
    for _ in range(throws):
        throw = Throw(rng.randint(1, 6), rng.randint(1, 6))
        scorer(position, throw)
        play = rng.choice(legal_plays(position, throw))
        position = play.position
        if position.off(WHITE) == 15 or position.off(BLACK) == 15:
            position = Position.start(position.to_move.opponent)
    return time.process_time() - cpu, time.perf_counter() - wall


def rates(throws: int, scorer: Scorer, runs: int) -> tuple[float, float]:
    """Median throws/s over ``runs`` runs, by CPU time and by wall time."""
    measured = [selfplay(throws, scorer, seed) for seed in range(1, runs + 1)]
    return (
        statistics.median(throws / cpu for cpu, _ in measured),
        statistics.median(throws / wall for _, wall in measured),
    )


def engine() -> str:
    """Which engine answers: the compiled accelerator or the pure-Python sources."""
    where = str(moves.__file__)
    return "pure Python" if where.endswith(".py") else "compiled (make accel)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--throws", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args()
    if args.tiny:
        args.repeat, args.throws, args.runs = 2, 200, 1
    print(f"engine: {engine()}; load average at start: {os.getloadavg()[0]:.2f}")
    print(f"chances, middle game: median {bench_chances(args.repeat):.2f} ms over {args.repeat} runs (goal < 10 ms)")
    runs = args.runs
    figures = {}
    for name, scorer in (
        ("legal plays and points_only", points_only),
        ("legal plays and score (events and explanations)", score),
        ("legal plays only (for reference)", lambda position, throw: None),
    ):
        cpu, wall = rates(args.throws, scorer, runs)
        figures[name] = cpu
        print(
            f"self-play, {name}: median {cpu:,.0f} throws/s of CPU time, {wall:,.0f} throws/s of wall time "
            f"({runs} runs of {args.throws:,} throws)"
        )
    fast, full, bare = figures.values()
    print(f"scoring's share of a throw (CPU): {1 - fast / bare:.0%} (points_only), {1 - full / bare:.0%} (score)")
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
