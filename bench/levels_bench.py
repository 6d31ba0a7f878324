"""The computer's levels against each other: win rates with 95 % Wilson intervals, and the time a decision takes.

Run: ``python bench/levels_bench.py [--parties 40] [--expert-parties 12] [--jobs 2] [--seed 1]``.  Each level
below ``advanced`` plays ``advanced``, and ``expert`` plays ``advanced``, in parties ordinaires with the seats
alternating and each partie from its own fixed seed; it prints the lower level's wins, the Wilson interval and,
for each level, the median and the worst CPU time of its decisions.

The ladder: ``python bench/levels_bench.py --ladder [--parties 200] [--expert-parties 200] [--pairs
beginner-casual,...]``: each level against the next stronger one (``--expert-parties`` for ``advanced`` against
``expert``), the weaker one's wins, and the difference of strength as an Elo-like rating, 400 log10(p / (1 − p))
(:func:`elo`), with the interval the Wilson interval of p gives; the levels' ratings are the differences summed
from the beginner's, at 0.  ``docs/tutor.md`` records the figures.
"""

from __future__ import annotations

import argparse
import itertools
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.tutor_match import wilson
from notation.board import WHITE
from notation.game import Partie
from notation.rules.moves import Play
from notation.tutor.levels import LEVELS, LevelPlayer, level_named


class Timed:
    """A level's player that keeps the CPU time of each of its decisions."""

    def __init__(self, player: LevelPlayer) -> None:
        self.player = player
        self.name = player.name
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


def elo(share: float) -> float:
    """The Elo-like difference of strength of a side that wins ``share`` of its parties: 400 log10(p / (1 − p)),
    ±inf for 0 or 1.

    >>> round(elo(0.75)), elo(0.5), elo(0.0)
    (191, 0.0, -inf)
    """
    if share <= 0.0:
        return -math.inf
    if share >= 1.0:
        return math.inf
    return 400 * math.log10(share / (1 - share))


def match(level: str, other: str, parties: int, jobs: int, seed: int) -> tuple[int, int]:
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
    return wins, parties


def ladder(pairs: list[tuple[str, str]], parties: int, expert_parties: int, jobs: int, seed: int) -> None:
    """Each pair, the weaker level first: its wins, and the stronger one's Elo-like difference with its interval."""
    rating = 0.0
    for weaker, stronger in pairs:
        count = expert_parties if "expert" in (weaker, stronger) else parties
        wins, count = match(weaker, stronger, count, jobs, seed)
        low, high = wilson(wins, count)
        share = wins / count
        difference = -elo(share)
        rating += difference
        print(
            f"  {stronger} over {weaker}: {difference:+.0f} Elo (95 % {-elo(high):+.0f} to {-elo(low):+.0f}); "
            f"{stronger} at {rating:+.0f} from the first level",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--parties", type=int, default=40)
    parser.add_argument("--expert-parties", type=int, default=12)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    parser.add_argument("--ladder", action="store_true", help="each level against the next stronger one")
    parser.add_argument("--pairs", help="the ladder's pairs, weaker-stronger, by commas (all neighbours by default)")
    args = parser.parse_args()
    levels: tuple[str, ...] = ("beginner", "casual")
    if args.tiny:  # one partie of the quickest match
        args.parties, args.expert_parties, args.jobs, levels = 1, 0, 1, ("beginner",)
    if hasattr(os, "getloadavg"):
        print(f"load average at the start: {os.getloadavg()[0]:.2f}")
    if args.ladder:
        names = [level.name for level in LEVELS]
        pairs = (
            [(pair.split("-")[0], pair.split("-")[1]) for pair in args.pairs.split(",")]
            if args.pairs
            else list(itertools.pairwise(names))
        )
        if args.tiny:
            pairs = pairs[:1]
        ladder(pairs, args.parties, args.expert_parties, args.jobs, args.seed)
        return
    for level in levels:
        match(level, "advanced", args.parties, args.jobs, args.seed)
    if args.expert_parties:
        match("expert", "advanced", args.expert_parties, args.jobs, args.seed)


if __name__ == "__main__":
    main()
