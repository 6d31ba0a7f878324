"""Benchmark of the legal plays: all 21 throws of a middle-game position, and random self-play.

Run: ``python bench/moves_bench.py [--repeat N] [--games N]``.  Prints, for
``legal_plays`` and for ``candidate_plays``: the median milliseconds to list
the plays of all 21 throws of a middle-game position, and the throws per
second of a random self-play walk (a random legal play each turn, relevés
included; the median of 5 runs, by CPU time).  The whole turn (plays and
scoring) is timed against the Rust peer by ``bench/scoring_bench.py`` and
``bench/peer_compare.py``.  It says which engine ran: the compiled one when
``make accel`` has built it, else the pure-Python sources.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from notation.board import Position
from notation.dice import ALL_THROWS, Throw
from notation.rules import moves
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import Play, candidate_plays, legal_plays
from notation.selfplay import random_walk

MIDDLE_GAME_CODE = "B1,B3,B5:2,B6,B7:3,B10:3,B11,N11,N8,N7/N1:5,N4:2,N12:7,B2 B releve=16/16"
"""From random self-play (seed 3, throw 32): both sides spread, White passed into Black's jans, 55 plays a throw."""

Finder = Callable[[Position, Throw, Conventions], list[Play]]


def _forget() -> None:
    """Drop the engine's one-entry caches so that no earlier call answers."""
    moves._LAST.clear()


def bench_all_throws(find: Finder, position: Position, repeat: int) -> tuple[float, int]:
    times = []
    count = 0
    for _ in range(repeat):
        _forget()
        start = time.perf_counter()
        count = sum(len(find(position, throw, DEFAULT)) for throw in ALL_THROWS)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, count


def bench_selfplay(find: Finder, games: int, seed: int) -> float:
    rng = random.Random(seed)
    throws = 0
    start = time.process_time()
    for _ in range(games):
        for step in random_walk(rng, 1000, plays=find):
            throws += 1
            if step.releve:
                break
    return throws / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--games", type=int, default=150, help="self-play walks (start to first relevé) per run")
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args()
    if args.tiny:
        args.repeat, args.games = 1, 2
    position = Position.from_code(MIDDLE_GAME_CODE)
    compiled = not str(moves.__file__).endswith(".py")
    print(f"engine: {'compiled (make accel)' if compiled else 'pure Python'}")
    for name, find in (("legal_plays", legal_plays), ("candidate_plays", candidate_plays)):
        ms, count = bench_all_throws(find, position, args.repeat)
        print(f"{name}: all 21 throws of the middle-game position: {ms:.2f} ms median ({count} plays)")
        runs = [bench_selfplay(find, args.games, seed) for seed in range(5)]
        print(f"{name}: random self-play: {statistics.median(runs):,.0f} throws/s of CPU time (median of 5 runs)")


if __name__ == "__main__":
    main()
