"""A match of the evaluator's bot (``tutor``) against today's one-ply bot (``bot1``, the heuristic), or of two
evaluators' tutors against each other.

Run: ``python bench/tutor_match.py [--parties 400] [--jobs 2] [--seed 1]`` (the shipped tutor v bot1), or
``python bench/tutor_match.py --a NEW.json --b bench/evaluator-gen2.json --parties 1000`` (the tutor with
the weights ``--a`` against the tutor with ``--b``; a file of generation 2's features is read by
``bench/evaluator_gen2.py``).  Plays parties ordinaires, side A White in the even-numbered ones and Black in
the others (seats alternating), each partie from its own fixed seed, and prints A's wins with the 95 % Wilson
confidence interval and the time.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.evaluator_gen2 import load_any
from notation.autoplay import Player, play_partie
from notation.board import WHITE
from notation.tutor.bot import BotPlayer
from notation.tutor.ranking import TutorPlayer

_SIDES: dict[str, Player] = {}


def _player(spec: str) -> Player:
    """``tutor`` (the shipped weights), ``bot1``, or the tutor with the weights of a file (loaded once a process)."""
    if spec == "bot1":
        return BotPlayer()
    if spec == "tutor":
        return TutorPlayer()
    if spec not in _SIDES:
        _SIDES[spec] = TutorPlayer(load_any(spec))
    return _SIDES[spec]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion.

    >>> [round(x, 3) for x in wilson(65, 100)]
    [0.553, 0.736]
    """
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def one(task: tuple[int, int, str, str]) -> tuple[int, bool, int]:
    """Partie ``number``: whether side A won, and the throws it lasted."""
    seed, number, a, b = task
    tutor_white = number % 2 == 0
    tutor, bot1 = _player(a), _player(b)
    players: tuple[Player, Player] = (tutor, bot1) if tutor_white else (bot1, tutor)
    partie = play_partie(players, random.Random(seed * 1_000_003 + number))
    winner = partie.state.winner
    return number, winner is not None and (winner is WHITE) == tutor_white, partie.turns()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--parties", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--a", default="tutor", help="side A: tutor (shipped weights), bot1, or a weights file")
    parser.add_argument("--b", default="bot1", help="side B, the same")
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args()
    if args.tiny:
        args.parties, args.jobs = 2, 1
    names = (
        Path(args.a).name if args.a.endswith(".json") else args.a,
        Path(args.b).name if args.b.endswith(".json") else args.b,
    )
    started = time.perf_counter()
    wins = as_white = as_black = done = throws = 0
    with multiprocessing.Pool(args.jobs) as pool:
        for number, won, turns in pool.imap_unordered(
            one, [(args.seed, n, args.a, args.b) for n in range(args.parties)]
        ):
            done += 1
            throws += turns
            if won:
                wins += 1
                if number % 2 == 0:
                    as_white += 1
                else:
                    as_black += 1
            if done % 20 == 0:
                print(f"  {done}/{args.parties}: {names[0]} {wins} won", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - started
    low, high = wilson(wins, args.parties)
    print(
        f"{names[0]} v {names[1]}, {args.parties} parties ordinaires (seats alternating, seed {args.seed}): "
        f"{names[0]} won {wins} = {wins / args.parties:.1%} [95 % Wilson CI {low:.1%}–{high:.1%}]; "
        f"as White {as_white}/{(args.parties + 1) // 2}, as Black {as_black}/{args.parties // 2}; "
        f"{throws / args.parties:.0f} throws a partie; {seconds:.0f} s"
    )


if __name__ == "__main__":
    main()
