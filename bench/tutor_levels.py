"""What each computer level loses a choice, as the tutor's analysis rates it: the figures the rating in words
(``notation/tutor/ratings.py``) is calibrated on.

Run: ``python bench/tutor_levels.py [--parties 24] [--marques 1] [--ply 1] [--levels beginner,casual,advanced]
[--seed 1]``.  Each level plays itself (both seats, each from its own dice) in parties ordinaires of
``--marques`` marqués, each partie from its own fixed seed; every partie is analysed at ``--ply`` and each seat's
rated choices (forced plays left out) and equity lost are summed.  It prints, for each level, the choices rated,
the mean equity lost a choice (the sum of the losses over the sum of the choices) and its 95 % interval from a
bootstrap over the parties (2,000 resamples, fixed seed), then the thresholds half-way between the levels'
means, and how each seat of each partie (one partie's mean), and each partie (its two seats together), reads in
words.  ``docs/tutor.md`` records the figures.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from notation.autoplay import play_partie
from notation.board import Colour
from notation.game import Variant
from notation.tutor.levels import LevelPlayer, level_named
from notation.tutor.ranking import analyse_partie
from notation.tutor.ratings import rating_of

Seat = tuple[float, int]
"""One seat of one partie: the equity lost in all, and the choices rated."""


def seats_of(level: str, parties: int, marques: int, ply: int, seed: int) -> list[Seat]:
    """Both seats of ``parties`` parties of ``level`` against itself, analysed at ``ply``."""
    seats: list[Seat] = []
    for number in range(parties):
        base = seed * 100_003 + number * 7
        players = (
            LevelPlayer(level_named(level), random.Random(base + 1)),
            LevelPlayer(level_named(level), random.Random(base + 2)),
        )
        partie = play_partie(players, random.Random(base), Variant.ORDINAIRE, marques=marques)
        analysis = analyse_partie(partie, ply=ply)
        for colour in Colour:
            totals = analysis.totals(colour)
            seats.append((totals.loss, totals.choices))
    return seats


def mean_loss(seats: list[Seat]) -> float:
    choices = sum(choices for _loss, choices in seats)
    return sum(loss for loss, _choices in seats) / choices if choices else 0.0


def interval(seats: list[Seat], resamples: int = 2000, seed: int = 7) -> tuple[float, float]:
    """The 95 % bootstrap interval of :func:`mean_loss`, the parties (both seats together) resampled."""
    rng = random.Random(seed)
    parties = [seats[i : i + 2] for i in range(0, len(seats), 2)]
    means = sorted(mean_loss([seat for _ in parties for seat in rng.choice(parties)]) for _resample in range(resamples))
    return means[int(0.025 * resamples)], means[int(0.975 * resamples) - 1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parties", type=int, default=24)
    parser.add_argument("--marques", type=int, default=1)
    parser.add_argument("--ply", type=int, default=1, choices=(1, 2))
    parser.add_argument("--levels", default="beginner,casual,advanced")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args(argv)
    if args.tiny:
        args.parties, args.levels = 2, "beginner,casual"
    means: list[tuple[str, float]] = []
    readings: dict[str, Counter[str]] = {}
    partie_readings: dict[str, Counter[str]] = {}
    print(f"{args.parties} parties of {args.marques} marqué(s) a level against itself, analysed at {args.ply}-ply")
    print(f"{'level':<10} {'choices':>8} {'mean loss':>10} {'95 % interval':>18} {'seconds':>8}")
    for level in args.levels.split(","):
        started = time.perf_counter()
        seats = seats_of(level, args.parties, args.marques, args.ply, args.seed)
        low, high = interval(seats)
        mean = mean_loss(seats)
        means.append((level, mean))
        readings[level] = Counter(rating_of(loss / choices).words for loss, choices in seats if choices)
        partie_readings[level] = Counter(
            rating_of(mean_loss(seats[i : i + 2])).words
            for i in range(0, len(seats), 2)
            if seats[i][1] + seats[i + 1][1]
        )
        choices = sum(choices for _loss, choices in seats)
        elapsed = time.perf_counter() - started
        print(f"{level:<10} {choices:>8} {mean:>10.4f} {f'{low:.4f}–{high:.4f}':>18} {elapsed:>8.0f}", flush=True)
    for (weaker, low_mean), (stronger, high_mean) in itertools.pairwise(means):
        print(f"between {weaker} and {stronger}: {(low_mean + high_mean) / 2:.4f}")
    for title, table in (
        ("each seat of each partie", readings),
        ("each partie, its two seats together", partie_readings),
    ):
        print(f"{title} read by notation/tutor/ratings.py:")
        for level, counted in table.items():
            total = sum(counted.values())
            shares = ", ".join(f"{words} {count / total:.0%}" for words, count in counted.most_common())
            print(f"  {level}: {shares}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
