"""Make the partie equity table (``notation/tutor/partie_table.json``) from the relevés of recorded self-play.

Run: ``python scripts/partie_table.py build/gen3-states-*.npz [--seed 25] [--check 20000]``
(needs numpy, the ``train`` extra, to read the states that ``scripts/train_evaluator.py`` records).

1. The relevés: in each recorded partie, a relevé runs from a state with every dame on its talon to the next
   such state.  Its outcome is the trous each side won in it, in order (the thrower's own trous before those
   his throw gave the opponent), and whether its first thrower throws first again in the next one.  Only the
   relevés begun with neither side past ``--below`` trous are kept: a relevé that ends the partie is cut short,
   and near twelve trous keeping only the relevés that did not end it would keep the poor ones.
2. The table: :func:`notation.tutor.partie_table.solve` (dynamic programming over the trous and who throws first).
3. The check: from a few scores, ``--check`` parties simulated relevé by relevé from the same model (seed
   ``--seed``); each simulated share is printed with its 95 % Wilson interval beside the table's value.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import Counter
from pathlib import Path

import numpy as np

from notation.tutor.partie_table import TROUS, Outcome, simulate, solve

ROOT = Path(__file__).resolve().parent.parent
_START = np.zeros(48, dtype=np.int8)
_START[0] = 15
_START[24] = 15


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def relevés(state: np.ndarray, game: np.ndarray, winner: np.ndarray, below: int) -> Counter[Outcome]:
    """The outcomes of the relevés begun with both sides at ``below`` trous or fewer."""
    found: Counter[Outcome] = Counter()
    starts = np.flatnonzero((state[:, :48] == _START).all(axis=1))
    for index, begin in enumerate(starts):
        end = starts[index + 1] if index + 1 < len(starts) and game[starts[index + 1]] == game[begin] else None
        first_white = state[begin, 48] == 1
        trous = (int(state[begin, 52]), int(state[begin, 55]))  # White's, Black's
        if max(trous) > below:
            continue
        stop = end if end is not None else int(np.flatnonzero(game == game[begin])[-1]) + 1
        gains: list[tuple[bool, int]] = []
        for row in range(begin, stop):
            mover_white = state[row, 48] == 1
            if row + 1 < stop or end is not None:
                after = (int(state[row + 1, 52]), int(state[row + 1, 55]))
            else:
                # The partie ended in this relevé: its winner reached twelve trous.
                won_white = winner[row] == 1
                after = (
                    max(trous[0], TROUS) if won_white else trous[0],
                    trous[1] if won_white else max(trous[1], TROUS),
                )
            gained = {True: after[0] - trous[0], False: after[1] - trous[1]}  # by White
            for white in (mover_white, not mover_white):
                if gained[white] > 0:
                    gains.append((white == first_white, gained[white]))
            trous = after
        if end is not None:
            next_first = (state[end, 48] == 1) == first_white
        else:
            next_first = (winner[begin] == 1) == first_white
        found[Outcome(tuple(gains), next_first)] += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("states", nargs="+", help="self-play states (.npz) recorded by scripts/train_evaluator.py")
    parser.add_argument("--below", type=int, default=5, help="keep relevés begun with both sides at most this")
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--check", type=int, default=20_000, help="parties simulated at each checked score")
    parser.add_argument("--out", default=str(ROOT / "notation" / "tutor" / "partie_table.json"))
    args = parser.parse_args()
    counts: Counter[Outcome] = Counter()
    offset = 0
    for path in args.states:
        data = np.load(path)
        counts += relevés(data["state"], data["game"] + offset, data["winner"], args.below)
        offset += int(data["game"].max()) + 1
    total = sum(counts.values())
    print(f"{total} relevés, {len(counts)} distinct outcomes, from {len(args.states)} files", file=sys.stderr)
    mean_first = sum(n * sum(t for who, t in o.gains if who) for o, n in counts.items()) / total
    mean_second = sum(n * sum(t for who, t in o.gains if not who) for o, n in counts.items()) / total
    keep = sum(n for o, n in counts.items() if o.next_first) / total
    print(
        f"a relevé: {mean_first:.3f} trous to its first thrower, {mean_second:.3f} to the other; "
        f"the first thrower throws first again in {keep:.1%}",
        file=sys.stderr,
    )
    model = sorted(((outcome, n / total) for outcome, n in counts.items()), key=lambda pair: -pair[1])
    table = solve(model)
    rng = random.Random(args.seed)
    for mine, theirs, first in ((0, 0, True), (0, 0, False), (6, 3, True), (3, 9, False), (10, 10, True)):
        wins = simulate(model, mine, theirs, first=first, parties=args.check, rng=rng)
        low, high = wilson(wins, args.check)
        value = table.chance(mine, theirs, first=first)
        inside = "inside" if low <= value <= high else "OUTSIDE"
        print(
            f"  {mine}–{theirs} {'throwing first' if first else 'the other first'}: table {value:.4f}, "
            f"simulated {wins / args.check:.4f} [{low:.4f}–{high:.4f}] ({inside})"
        )
    data = {
        "made_by": "scripts/partie_table.py",
        "relevés": total,
        "below": args.below,
        **table.to_json(),
    }
    Path(args.out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"written to {args.out}", file=sys.stderr)
    for mine in range(0, TROUS, 2):
        print("  " + " ".join(f"{table.chance(mine, theirs, first=True):.2f}" for theirs in range(0, TROUS, 2)))


if __name__ == "__main__":
    main()
