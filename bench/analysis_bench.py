"""Benchmark of a game's analysis by the tutor, at 1-ply and at 2-ply, on the sample archive's parties.

Run: ``python bench/analysis_bench.py [--games 3] [--throws 150]``.  Takes the parties ordinaires of the
sample the studio installs (``resources/samples/ordinaire.trictrac``) whose length is nearest to
``--throws`` throws, and times :func:`notation.tutor.ranking.analyse_partie` on each, as the replay's *Analyse the
game* and ``trictrac analyse --ply 2`` run it: wall and CPU seconds of this process, the choices rated, and
the time per choice.  Prints the machine's load beside the figures.
Goal (the tutor issue): the 2-ply analysis of a 150-throw game in 30 s at most.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from notation.game import Partie
from notation.record import read_records, replay_record
from notation.tutor.ranking import analyse_partie
from resources import resource_path

SAMPLE = resource_path("samples", "ordinaire.trictrac")


def nearest(throws: int, count: int) -> list[tuple[int, Partie]]:
    """The ``count`` sample parties whose number of throws is nearest to ``throws``, with their numbers."""
    records, _ = read_records(SAMPLE.read_text(encoding="utf-8"))
    parties = [(number, replay_record(record)) for number, record in enumerate(records, start=1)]
    parties.sort(key=lambda pair: (abs(pair[1].turns() - throws), pair[0]))
    return parties[:count]


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"{one:.1f}/{five:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--throws", type=int, default=150)
    parser.add_argument("--ply", type=int, nargs="*", default=[1, 2])
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args()
    if args.tiny:
        args.games, args.throws, args.ply = 1, 30, [1]
    games = nearest(args.throws, args.games)
    print(f"load (1/5 min) at the start: {load()}")
    for ply in args.ply:
        cpus: list[float] = []
        for number, partie in games:
            wall, cpu = time.perf_counter(), time.process_time()
            analysis = analyse_partie(partie, ply=ply)
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            cpus.append(cpu)
            rated = len(analysis.ratings)
            print(
                f"{ply}-ply  partie {number:>3} of the sample, {partie.turns():>3} throws, {rated:>3} choices: "
                f"{wall:6.1f} s wall, {cpu:6.1f} s CPU ({1000 * cpu / max(rated, 1):.0f} ms CPU a choice)"
            )
        print(f"{ply}-ply  median {statistics.median(cpus):.1f} s CPU  (load {load()})")


if __name__ == "__main__":
    main()
