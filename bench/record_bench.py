"""Reading and writing speed of game records (docs/record-format.md): games per second, median of 5 runs.

Run: ``python bench/record_bench.py [GAMES]``.  The games are played by
notation.autoplay (random v greedy, both variants) and written once; the
timed loops read all the texts, then write all the records.  The replay
through the engine is not timed (it is separate and optional).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.game import Variant
from notation.record import read_record, record_from_partie, write_record


def main(games: int = 200) -> None:
    records = []
    for seed in range(games):
        variant = Variant.ORDINAIRE if seed % 2 else Variant.ECRIRE
        partie = play_partie((RandomPlayer(random.Random(seed)), GreedyPlayer()), random.Random(seed), variant)
        records.append(record_from_partie(partie, {"Evenement": "bench", "Blanc": "random", "Noir": "greedy"}))
    texts = [write_record(record) for record in records]
    turns = sum(len(record.turns()) for record in records)

    def timed(job: Callable[[], object]) -> float:
        runs = []
        for _ in range(5):
            start = time.perf_counter()
            job()
            runs.append(time.perf_counter() - start)
        return statistics.median(runs)

    read_seconds = timed(lambda: [read_record(text) for text in texts])
    write_seconds = timed(lambda: [write_record(record) for record in records])
    per_turn_read = read_seconds / turns * 1e6
    per_turn_write = write_seconds / turns * 1e6
    print(f"{games} games, {turns} turns ({turns / games:.0f} a game), {sum(map(len, texts)) / games:.0f} chars a game")
    print(f"read:  {games / read_seconds:8.0f} games/s  {per_turn_read:.2f} µs a turn")
    print(f"write: {games / write_seconds:8.0f} games/s  {per_turn_write:.2f} µs a turn")
    print(f"read+write of a 300-turn partie: {(per_turn_read + per_turn_write) * 300 / 1000:.2f} ms")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=200)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args()
    main(4 if args.tiny else args.games)
