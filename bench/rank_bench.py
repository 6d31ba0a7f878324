"""Benchmark of the tutor: ranking every legal play of one throw by the evaluator, at 1-ply and at 2-ply.

Run: ``python bench/rank_bench.py [--positions 200] [--deep 20] [--seed 1] [--weights FILE]``
(``--weights``: another evaluator's weights, today's or generation 2's, to compare).  Takes positions
from self-play between two one-ply bots (fixed seed), a random throw for each,
and prints the median, 90th percentile and worst milliseconds of
``notation.tutor.ranking.rank_plays`` (every play valued, no cache of a previous call),
with the number of plays, the median CPU time (the process's own, apart from
other load on the machine), and the cost of one evaluation; then the same for
``--deep`` of those positions at 2-ply (a decision of the ``expert`` level).
Goals (the tutor issue): 1-ply ≤ 5 ms median, 2-ply ≤ 150 ms median.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.evaluator_gen2 import load_any
from notation.autoplay import play_partie
from notation.board import Position
from notation.dice import ALL_THROWS
from notation.game import Phase
from notation.scoreboard import ScoreState
from notation.tutor.bot import BotPlayer
from notation.tutor.evaluator import Valuer, default_evaluator
from notation.tutor.ranking import rank_plays


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--deep", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weights", default=None, help="another evaluator's weights (default: the shipped ones)")
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args()
    if args.tiny:
        args.positions, args.deep = 3, 1
    evaluator: Valuer = default_evaluator() if args.weights is None else load_any(args.weights)
    rng = random.Random(args.seed)
    samples: list[tuple[Position, ScoreState]] = []
    partie_seed = args.seed
    while len(samples) < args.positions:
        partie = play_partie((BotPlayer(), BotPlayer()), random.Random(partie_seed))
        partie_seed += 1
        for state in partie.states:
            if state.phase is Phase.THROW and rng.random() < 0.1:
                samples.append((state.position.with_to_move(state.mover), state.score))
    samples = samples[: args.positions]
    times, cpu_times, counts, single = [], [], [], []
    throws = [rng.choice(ALL_THROWS) for _ in samples]
    for (position, score), throw in zip(samples, throws, strict=True):
        start = time.perf_counter()
        evaluator(position, score)
        single.append((time.perf_counter() - start) * 1000)
        start, cpu = time.perf_counter(), time.process_time()
        ranked = rank_plays(position, throw, score, evaluator=evaluator)
        times.append((time.perf_counter() - start) * 1000)
        cpu_times.append((time.process_time() - cpu) * 1000)
        counts.append(len(ranked))
    times.sort()
    print(
        f"rank_plays over {len(times)} positions from self-play: median {statistics.median(times):.1f} ms, "
        f"90th percentile {times[int(0.9 * len(times))]:.1f} ms, worst {times[-1]:.1f} ms (goal ≤ 50 ms); "
        f"CPU time median {statistics.median(cpu_times):.1f} ms; "
        f"plays per throw median {statistics.median(counts):.0f}, most {max(counts)}; "
        f"one evaluation median {statistics.median(single):.2f} ms"
    )
    deep_cpu = []
    for (position, score), throw in list(zip(samples, throws, strict=True))[: args.deep]:
        cpu = time.process_time()
        rank_plays(position, throw, score, ply=2, evaluator=evaluator)
        deep_cpu.append((time.process_time() - cpu) * 1000)
    if deep_cpu:
        deep_cpu.sort()
        print(
            f"rank_plays at 2-ply over {len(deep_cpu)} of them: CPU time median {statistics.median(deep_cpu):.0f} ms, "
            f"90th percentile {deep_cpu[int(0.9 * len(deep_cpu))]:.0f} ms, worst {deep_cpu[-1]:.0f} ms "
            f"(goal ≤ 150 ms median)"
        )


if __name__ == "__main__":
    main()
