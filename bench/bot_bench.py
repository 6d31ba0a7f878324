"""Benchmark of the computer opponent: win rates against the random and the greedy players.

Run: ``python bench/bot_bench.py [--games N] [--variant ordinaire|ecrire]``.  Plays N
parties against each opponent (the bot's seat alternating), from fixed seeds, and
prints the bot's win rate with its 95 % Wilson confidence interval and the time.
"""

from __future__ import annotations

import argparse
import math
import random
import time

from notation.autoplay import GreedyPlayer, Player, RandomPlayer, play_partie
from notation.board import WHITE
from notation.game import Variant
from notation.tutor.bot import BotPlayer


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def match(opponent: str, games: int, variant: Variant) -> None:
    wins = 0
    started = time.perf_counter()
    for number in range(games):
        other: Player = RandomPlayer(random.Random(number)) if opponent == "random" else GreedyPlayer()
        bot_white = number % 2 == 0
        players: tuple[Player, Player] = (BotPlayer(), other) if bot_white else (other, BotPlayer())
        partie = play_partie(players, random.Random(10_000 + number), variant, marques=2)
        winner = partie.state.winner
        if winner is not None and (winner is WHITE) == bot_white:
            wins += 1
    seconds = time.perf_counter() - started
    low, high = wilson(wins, games)
    print(
        f"bot v {opponent:<6} ({variant.value}): {wins}/{games} won = {wins / games:.1%} "
        f"[95 % CI {low:.1%}–{high:.1%}], {seconds:.0f} s ({seconds / games:.2f} s a partie)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--variant", choices=["ordinaire", "ecrire"], default="ordinaire")
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args()
    if args.tiny:
        args.games = 2
    for opponent in ("random", "greedy"):
        match(opponent, args.games, Variant(args.variant))


if __name__ == "__main__":
    main()
