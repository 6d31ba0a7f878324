"""The tutor's noise at each depth: how far the equity lost by a play is from what a rollout finds.

Run: ``python bench/noise_bench.py [--positions 30] [--trials 48] [--truncate 6] [--seed 1]``.

A mark (?!, ?, ??) says that a play lost equity against the best.  The loss is itself an estimate, and looked at
deeper it changes.  This measures by how much, on the plays of parties the tutor plays against itself (fixed
seed): for each throw with at least two plays valued at 2-ply, the best play at 2-ply against each other play
valued at 2-ply, and the difference of their equities at 1-ply (d1), at 2-ply (d2) and rolled out (dr:
``--trials`` trials of ``--truncate`` throws, both plays on the same dice, the first throw's luck taken off, see
``notation/tutor/rollout.py``).  The rollout is the reference: the noise of a depth is the root mean square of its
difference's distance to the rolled-out one (d1 − dr, d2 − dr), less the rollouts' own error (the mean square of
the paired standard error of dr, which is not the depth's error).  It prints the distance of 1-ply to 2-ply too.

These are the figures ``notation.tutor.ranking.NOISE`` holds: a play is marked only when its loss passes the threshold
of the mark and the noise of the depth it was valued at.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import time

from notation.autoplay import play_partie
from notation.game import GameState, Phase
from notation.rules.moves import legal_plays
from notation.tutor.ranking import TutorPlayer, rank_state_plays
from notation.tutor.rollout import rollout_plays


def states(count: int, seed: int) -> list[GameState]:
    """``count`` states at their play, with two plays at least, from parties of the tutor against itself."""
    found: list[GameState] = []
    number = 0
    while len(found) < count:
        partie = play_partie((TutorPlayer(), TutorPlayer()), random.Random(seed * 7919 + number))
        number += 1
        picked = [
            state
            for state in partie.states
            if state.phase is Phase.PLAY
            and state.dice is not None
            and len(legal_plays(state.position, state.dice)) >= 2
        ]
        rng = random.Random(number)
        found.extend(rng.sample(picked, min(4, len(picked))))
    return found[:count]


def rms(values: list[float]) -> float:
    return math.sqrt(sum(value * value for value in values) / len(values)) if values else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--trials", type=int, default=48)
    parser.add_argument("--truncate", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args()
    if args.tiny:
        args.positions, args.trials, args.truncate = 2, 4, 2
    started, cpu = time.perf_counter(), time.process_time()
    one, five, _ = os.getloadavg()
    print(f"load (1/5 min) at the start: {one:.1f}/{five:.1f}")
    gaps_1: list[float] = []
    gaps_2: list[float] = []
    errors: list[float] = []
    for state in states(args.positions, args.seed):
        deep = [ranked for ranked in rank_state_plays(state, ply=2) if ranked.ply == 2]
        if len(deep) < 2:
            continue
        best, others = deep[0], deep[1:]
        plays = [ranked.play for ranked in deep]
        flat = {ranked.play.moves: ranked.equity for ranked in rank_state_plays(state, plays=plays)}
        assert state.dice is not None
        given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
        rolled = {
            rolled_play.play.moves: rolled_play.result
            for rolled_play in rollout_plays(
                state.position,
                state.dice,
                state.score,
                plays=plays,
                given=given,
                keep=len(plays),
                trials=args.trials,
                truncate=args.truncate,
                seed=args.seed,
            )
        }
        line = []
        for other in others:
            d1 = flat[best.play.moves] - flat[other.play.moves]
            d2 = best.equity - other.equity
            a, b = rolled[best.play.moves], rolled[other.play.moves]
            pairs = [x - y for x, y in zip(a.values, b.values, strict=True)]
            dr = statistics.fmean(pairs)
            error = statistics.stdev(pairs) / math.sqrt(len(pairs))
            gaps_1.append(d1 - d2)
            gaps_2.append(d2 - dr)
            errors.append(error)
            line.append(f"{d1:+.3f}/{d2:+.3f}/{dr:+.3f}±{error:.3f}")
        print(f"  {state.dice.code()}  d1/d2/rolled out: {'  '.join(line)}", flush=True)
    own = rms(errors)
    print(f"{len(gaps_1)} pairs of plays; the rollouts' own error (RMS of the paired standard error) {own:.3f}")
    print(f"1-ply against 2-ply: RMS of d1 − d2 {rms(gaps_1):.3f}, mean {statistics.fmean(gaps_1):+.3f}")
    for ply, gaps in ((1, [a + b for a, b in zip(gaps_1, gaps_2, strict=True)]), (2, gaps_2)):
        noise = math.sqrt(max(0.0, rms(gaps) ** 2 - own**2))
        print(
            f"{ply}-ply noise: {noise:.3f} (RMS of d{ply} − dr {rms(gaps):.3f}, mean {statistics.fmean(gaps):+.3f}, "
            f"less the rollouts' own {own:.3f})"
        )
    one, five, _ = os.getloadavg()
    print(
        f"{time.perf_counter() - started:.0f} s wall, {time.process_time() - cpu:.0f} s CPU; "
        f"load at the end {one:.1f}/{five:.1f}"
    )


if __name__ == "__main__":
    main()
