"""Benchmark of the scoring: ``chances`` of a middle-game position, and self-play throughput with scoring.

Run: ``python bench/scoring_bench.py [--repeat N] [--throws N]``.  Prints the
median milliseconds of ``chances`` (goal: under 10 ms) and the throws per
second of a random self-play that scores every throw (goal: the Rust
engine's 11,000), with ``points_only`` (the fast path) and with ``score``
(full events and explanations).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from notation.board import BLACK, WHITE, Position
from notation.dice import Throw
from notation.rules.moves import legal_plays
from notation.rules.scoring import chances, points_only, score

MIDDLE_GAME = Position.from_points(
    {"B1": 4, "B3": 2, "B4": 2, "B5": 1, "B6": 2, "B7": 2, "B9": 1, "B11": 1},
    {"N1": 5, "N2": 2, "N4": 2, "N6": 1, "N7": 2, "N8": 1, "N10": 2},
    WHITE,
)
"""Both players building their grand jan, blots on both sides."""


def bench_chances(repeat: int) -> float:
    times = []
    for _ in range(repeat):
        # a fresh, equal position each time: no cache of the previous call can answer
        position = Position.unchecked(MIDDLE_GAME.white, MIDDLE_GAME.black, WHITE, None)
        start = time.perf_counter()
        chances(position)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def bench_selfplay(throws: int, scorer: Callable[[Position, Throw], object], seed: int = 1) -> float:
    rng = random.Random(seed)
    position = Position.start()
    start = time.perf_counter()
    for _ in range(throws):
        throw = Throw(rng.randint(1, 6), rng.randint(1, 6))
        scorer(position, throw)
        play = rng.choice(legal_plays(position, throw))
        position = play.position
        if position.off(WHITE) == 15 or position.off(BLACK) == 15:
            position = Position.start(position.to_move.opponent)
    return throws / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--throws", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"chances, middle game: median {bench_chances(args.repeat):.2f} ms over {args.repeat} runs (goal < 10 ms)")
    runs = args.runs

    def median_rate(scorer: Callable[[Position, Throw], object]) -> float:
        return statistics.median(bench_selfplay(args.throws, scorer, seed) for seed in range(1, runs + 1))

    fast = median_rate(points_only)
    print(
        f"self-play, legal plays and points_only: median {fast:,.0f} throws/s "
        f"({runs} runs of {args.throws:,} throws; goal 11,000)"
    )
    full = median_rate(score)
    print(f"self-play, legal plays and score (events and explanations): median {full:,.0f} throws/s")
    bare = median_rate(lambda position, throw: None)
    print(f"self-play, legal plays only (for reference): median {bare:,.0f} throws/s")
    print(f"scoring's share of a throw: {1 - fast / bare:.0%} (points_only), {1 - full / bare:.0%} (score)")


if __name__ == "__main__":
    main()
