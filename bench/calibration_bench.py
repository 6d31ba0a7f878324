"""How far the tutor's evaluator can be trusted: its calibration, its Brier score, and its consistency.

Run: ``python bench/calibration_bench.py [--parties 200] [--gap-positions 60] [--jobs 2] [--seed 1]``.

* **Calibration**: the tutor plays itself (every legal play valued, 1-ply); before each throw the evaluator's
  chance that the side to move wins the partie is set against who did win.  The table gives, for each tenth of
  predicted chance, how many states fell there, the mean prediction and the share actually won; then the Brier
  score over all states and over the states at 0–0 trous (a coin flip scores 0.25).
* **Consistency gap**: for positions of those parties, the static value (the evaluator on the position, the side
  to move about to throw) against its value one throw ahead (the mean, over his 21 throws, of his best choice
  after each: :func:`notation.tutor.throws_equity`), in equity; the mean absolute gap, the mean signed gap (the
  bias) and the worst.  An evaluator consistent with itself shows a gap near zero.

The targets (the tutor issue): Brier ≤ 0.17 over all states and better than 0.25 at 0–0 trous; mean gap ≤ 0.03.
``docs/tutor.md`` records the figures.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import statistics
import time

from notation.autoplay import play_partie
from notation.board import Position
from notation.evaluator import default_evaluator, equity
from notation.game import Phase
from notation.scoreboard import ScoreState
from notation.tutor import TutorPlayer, throws_equity


def one(task: tuple[int, int]) -> list[tuple[float, bool, bool]]:
    """Partie ``number``: for each state before a throw, (the predicted chance, whether the mover won, 0–0)."""
    seed, number = task
    partie = play_partie((TutorPlayer(), TutorPlayer()), random.Random(seed * 1_000_003 + number))
    winner = partie.state.winner
    evaluator = default_evaluator()
    rows = []
    for state in partie.states:
        if state.phase is not Phase.THROW or winner is None:
            continue
        # The evaluator reads the colour to move as the one about to throw (the state's mover).
        chance = evaluator(state.position.with_to_move(state.mover), state.score, partie.conventions)
        fresh = state.score.of(state.mover).trous == 0 and state.score.of(state.mover.opponent).trous == 0
        rows.append((chance, winner is state.mover, fresh))
    return rows


def states_for_gap(seed: int, count: int) -> list[tuple[Position, ScoreState]]:
    partie = play_partie((TutorPlayer(), TutorPlayer()), random.Random(seed))
    states = [state for state in partie.states if state.phase is Phase.THROW]
    rng = random.Random(seed)
    chosen = rng.sample(states, min(count, len(states)))
    return [(state.position.with_to_move(state.mover), state.score) for state in chosen]


def gap(case: tuple[Position, ScoreState]) -> float:
    position, score = case
    static = equity(default_evaluator()(position, score))
    return throws_equity(position, score) - static


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--parties", type=int, default=200)
    parser.add_argument("--gap-positions", type=int, default=60)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if hasattr(os, "getloadavg"):
        print(f"load average at the start: {os.getloadavg()[0]:.2f}")
    started = time.perf_counter()
    rows: list[tuple[float, bool, bool]] = []
    with multiprocessing.Pool(args.jobs) as pool:
        for part in pool.imap_unordered(one, [(args.seed, n) for n in range(args.parties)]):
            rows.extend(part)
    seconds = time.perf_counter() - started
    print(f"calibration: {len(rows)} states before a throw, {args.parties} parties ({seconds:.0f} s)")
    print("  predicted   states   mean predicted   won")
    for decile in range(10):
        low, high = decile / 10, (decile + 1) / 10
        inside = [(p, won) for p, won, _ in rows if low <= p < high or (decile == 9 and p == 1.0)]
        if inside:
            mean = statistics.fmean(p for p, _ in inside)
            won = statistics.fmean(float(w) for _, w in inside)
            print(f"  {low:.1f}–{high:.1f}   {len(inside):>7}   {mean:14.3f}   {won:.3f}")
    brier = statistics.fmean((p - won) ** 2 for p, won, _ in rows)
    fresh = [(p - won) ** 2 for p, won, at_zero in rows if at_zero]
    print(f"Brier score: {brier:.3f} over all states (target ≤ 0.17)")
    if fresh:
        print(f"Brier score at 0–0 trous: {statistics.fmean(fresh):.3f} over {len(fresh)} states (target < 0.25)")
    started = time.perf_counter()
    cases: list[tuple[Position, ScoreState]] = []
    seed = args.seed
    while len(cases) < args.gap_positions:
        cases.extend(states_for_gap(seed, args.gap_positions - len(cases)))
        seed += 1
    with multiprocessing.Pool(args.jobs) as pool:
        gaps = pool.map(gap, cases)
    print(
        f"consistency gap over {len(gaps)} positions (one throw ahead minus static, equity): "
        f"mean |gap| {statistics.fmean(abs(g) for g in gaps):.3f} (target ≤ 0.03), "
        f"bias {statistics.fmean(gaps):+.3f}, worst {max(gaps, key=abs):+.3f} ({time.perf_counter() - started:.0f} s)"
    )


if __name__ == "__main__":
    main()
