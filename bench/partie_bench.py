"""The engine as a partie plays it: :func:`notation.autoplay.play_partie` of random players, throws a second.

    nice .venv/bin/python bench/partie_bench.py [--parties 40] [--runs 5]

Where ``bench/scoring_bench.py`` times the rules alone (legal plays and
scoring), this times :class:`notation.game.Partie` too: each throw, play and
mark makes a new state, marks the score and checks the laws, as self-play,
the studio's games and every record read do.  ``--parties`` parties of one
marqué (seeds 0..N-1) a run; printed, the median of ``--runs`` runs of the
throws a second by the process's CPU time (apart from the machine's load) and
by wall time, the load averages, and which engine ran (the compiled one after
``make accel``, else the pure-Python sources; ``TRICTRAC_PURE_PYTHON=1`` asks
for them while a build is present).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.measure import load  # noqa: E402
from notation.autoplay import RandomPlayer, play_partie  # noqa: E402
from notation.game import Roll, Variant  # noqa: E402


def engine() -> str:
    """Which engine answers: compiled (a mypyc extension) or the pure-Python sources."""
    import notation.rules.moves as moves

    return "compiled" if str(moves.__file__).endswith((".so", ".pyd")) else "pure Python"


def one_run(parties: int) -> tuple[int, float, float]:
    """(throws, CPU s, wall s) of playing ``parties`` parties."""
    throws = 0
    cpu, wall = time.process_time(), time.perf_counter()
    for seed in range(parties):
        players = (RandomPlayer(random.Random(seed * 2 + 1)), RandomPlayer(random.Random(seed * 2 + 2)))
        partie = play_partie(players, random.Random(seed), Variant.ORDINAIRE, marques=1)
        throws += sum(1 for event in partie.events if isinstance(event, Roll))
    return throws, time.process_time() - cpu, time.perf_counter() - wall


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parties", type=int, default=40)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args(argv)
    if args.tiny:
        args.parties, args.runs = 1, 1
    print(f"engine: {engine()}; load before: {load()}")
    runs = [one_run(args.parties) for _ in range(args.runs)]
    cpu = statistics.median(throws / seconds for throws, seconds, _wall in runs)
    wall = statistics.median(throws / seconds for throws, _cpu, seconds in runs)
    print(
        f"self-play of {args.parties} parties ({runs[0][0]} throws): {cpu:,.0f} throws/s of CPU, {wall:,.0f} of wall"
        f" (median of {args.runs})"
    )
    print(f"load after: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
