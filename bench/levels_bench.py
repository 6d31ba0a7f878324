"""The computer's levels against each other: win rates with 95 % Wilson intervals, and the time a decision takes.

Run: ``python bench/levels_bench.py [--parties 40] [--expert-parties 12] [--jobs 2] [--seed 1]``.  Each level
below ``advanced`` plays ``advanced``, and ``expert`` plays ``advanced``, in parties ordinaires with the seats
alternating and each partie from its own fixed seed; it prints the lower level's wins, the Wilson interval and,
for each level, the median and the worst CPU time of its decisions.  ``docs/tutor.md`` records the figures.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tutor_match import wilson

from notation.board import WHITE
from notation.game import Partie
from notation.levels import LevelPlayer, level_named
from notation.rules.moves import Play


class Timed:
    """A level's player that keeps the CPU time of each of its decisions."""

    def __init__(self, player: LevelPlayer) -> None:
        self.player = player
        self.times: list[float] = []

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        started = time.process_time()
        try:
            return self.player.choose_play(partie, plays)
        finally:
            if len(plays) > 1:
                self.times.append(time.process_time() - started)

    def choose_leave(self, partie: Partie) -> bool:
        started = time.process_time()
        try:
            return self.player.choose_leave(partie)
        finally:
            self.times.append(time.process_time() - started)


def one(task: tuple[str, str, int, int]) -> tuple[bool, list[float]]:
    """Partie ``number`` of ``level`` against ``other``: whether ``level`` won, and its decisions' times."""
    from notation.autoplay import play_partie

    level, other, seed, number = task
    rng = random.Random(seed * 1_000_003 + number)
    mine = Timed(LevelPlayer(level_named(level), random.Random(rng.getrandbits(64))))
    theirs = LevelPlayer(level_named(other), random.Random(rng.getrandbits(64)))
    white = number % 2 == 0
    partie = play_partie((mine, theirs) if white else (theirs, mine), random.Random(rng.getrandbits(64)))
    winner = partie.state.winner
    return winner is not None and (winner is WHITE) == white, mine.times


def match(level: str, other: str, parties: int, jobs: int, seed: int) -> None:
    started = time.perf_counter()
    wins = 0
    times: list[float] = []
    with multiprocessing.Pool(jobs) as pool:
        for won, spent in pool.imap_unordered(one, [(level, other, seed, n) for n in range(parties)]):
            wins += won
            times.extend(spent)
    low, high = wilson(wins, parties)
    low, high = max(0.0, low), min(1.0, high)
    print(
        f"{level:>9} v {other:<9} {wins:>4}/{parties:<4} {100 * wins / parties:5.1f} %  "
        f"(95 % CI {100 * low:4.1f}–{100 * high:4.1f} %)   {level} decision CPU median "
        f"{1000 * statistics.median(times):6.1f} ms, worst {1000 * max(times):7.1f} ms   "
        f"({time.perf_counter() - started:.0f} s)",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--parties", type=int, default=40)
    parser.add_argument("--expert-parties", type=int, default=12)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args()
    levels = ("beginner", "casual")
    if args.tiny:  # one partie of the quickest match
        args.parties, args.expert_parties, args.jobs, levels = 1, 0, 1, ("beginner",)
    if hasattr(os, "getloadavg"):
        print(f"load average at the start: {os.getloadavg()[0]:.2f}")
    for level in levels:
        match(level, "advanced", args.parties, args.jobs, args.seed)
    if args.expert_parties:
        match("expert", "advanced", args.expert_parties, args.jobs, args.seed)


if __name__ == "__main__":
    main()
