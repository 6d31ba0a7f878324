"""Self-play for the evaluator's training: parties ordinaires, every state before a throw recorded as a state.

A state is the position (both colours' 24 counts, the relevé's throw counts), the score (each side's points,
trous and bredouille, the pavillon) and the colour about to throw, with who won the partie: features are
computed from the states when the network is trained (``scripts/train_evaluator.py``), so that a change of
features needs no new self-play.  Each partie draws from its own generator (``seed`` and its number), so a run
gives the same states whatever the number of processes.

The players (the tutor with the previous generation's evaluator, exploring), a partie's rows and the loop are
:mod:`scripts.selfplay`'s (no numpy there: ``bench/training_bench.py``
measures the loop with it); this writes the states as numpy's arrays.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

import numpy as np

from notation.tutor.evaluator import Valuer
from scripts.selfplay import COLUMNS, play_parties


def generate(
    parties: int, seed: int, explore: int, jobs: int, loader: Callable[[], Valuer], first: int = 0
) -> dict[str, np.ndarray]:
    """``parties`` parties (numbered from ``first``) of the tutor with ``loader()``'s evaluator against itself."""
    rows: list[list[int]] = []
    winners: list[int] = []
    game: list[int] = []
    started = time.perf_counter()
    for done, (number, partie_rows, winner) in enumerate(
        play_parties(parties, seed, explore, jobs, loader, first), start=1
    ):
        rows.extend(partie_rows)
        winners.extend([winner] * len(partie_rows))
        game.extend([number] * len(partie_rows))
        if done % 50 == 0:
            rate = (time.perf_counter() - started) / done
            print(f"  {done}/{parties} parties, {len(rows)} states, {rate:.2f} s a partie", file=sys.stderr)
    return {
        "state": np.array(rows, dtype=np.int8).reshape(-1, COLUMNS),
        "winner": np.array(winners, dtype=np.int8),
        "game": np.array(game, dtype=np.int32),
    }
