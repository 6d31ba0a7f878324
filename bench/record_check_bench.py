"""Speed of ``trictrac check`` (notation.record.check_record_text) and of the replay by the length of a record.

Run: ``python bench/record_check_bench.py [THROWS ...]`` (default 500 1000 3000 10000).  Each record is one
long marqué of a partie à écrire in which neither player ever leaves (so it can run to any length), played
at random and written once; the timed loops check the text, replay the record, and check the text again with
a variation at every turn (each checked from the position before it) — best of 3.  A linear check shows the
same throws per second at every length.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial

from notation.dice import Throw
from notation.game import Partie, Phase, Variant
from notation.record import Turn, check_record_text, read_record, record_from_partie, replay_record, write_record


def long_partie(throws: int, seed: int = 1) -> Partie:
    """A partie à écrire of ``throws`` throws, the players holding every trou and playing at random."""
    rng = random.Random(seed)
    partie = Partie(Variant.ECRIRE, marques_to_play=2)
    white, black = rng.randint(1, 6), rng.randint(1, 6)
    while white == black:
        white, black = rng.randint(1, 6), rng.randint(1, 6)
    partie.primaute(white, black)
    made = 1
    while made < throws or partie.state.phase is not Phase.THROW:
        phase = partie.state.phase
        if phase is Phase.THROW:
            partie.roll(Throw(rng.randint(1, 6), rng.randint(1, 6)))
            made += 1
        elif phase is Phase.DECIDE:
            partie.decide(False)
        elif phase is Phase.PLAY:
            partie.play(rng.choice(partie.legal_plays()))
        else:  # pragma: no cover - a marqué ends only on a leave
            raise RuntimeError(f"unexpected phase {phase}")
    return partie


def best(job: Callable[[], object], runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return min(times)


def main(lengths: list[int]) -> None:
    header = ("throws", "chars", "check s", "throws/s", "replay s", "throws/s", "+var. s", "throws/s")
    print(" ".join(f"{name:>9}" for name in header))
    for throws in lengths:
        base = record_from_partie(long_partie(throws))
        text = write_record(base)
        varied = write_record(
            replace(
                base,
                elements=tuple(replace(e, variations=((e,),)) if isinstance(e, Turn) else e for e in base.elements),
            )
        )
        problems = check_record_text(text)
        if problems:
            raise SystemExit(f"the record of {throws} throws does not check: {problems[0]}")
        record = read_record(text)
        check = best(partial(check_record_text, text))
        replay = best(partial(replay_record, record))
        variations = best(partial(check_record_text, varied))
        print(
            f"{throws:9d} {len(text):9d} {check:9.3f} {throws / check:9.0f} {replay:9.3f} {throws / replay:9.0f}"
            f" {variations:9.3f} {throws / variations:9.0f}"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("throws", type=int, nargs="*", default=[500, 1000, 3000, 10_000])
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args()
    main([60] if args.tiny else args.throws)
