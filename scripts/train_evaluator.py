"""Train the evaluator of ``notation.evaluator`` by self-play: TD(λ) fitted on recorded parties.

Run: ``python scripts/train_evaluator.py [--parties N] [--seed S] [--out notation/evaluator.json]``
(needs the ``train`` extra: ``pip install -e .[train]``).

1. Self-play: ``--parties`` parties ordinaires between two copies of the one-ply
   bot (``notation.bot.BotPlayer``), with exploration (a play drawn among its
   best three one time in ``1/--explore``, a leave decision flipped as often),
   from the fixed seed.  Every state where a player is about to throw is
   recorded: its features (``notation.evaluator.features``), whose turn it is,
   and who won the partie.  The data is cached in ``--data`` (an .npz).
2. Fitting: a one-hidden-layer network (tanh, sigmoid output) is fitted by
   cross-entropy to the λ-returns of each partie, computed from the network's
   own values (TD(λ) in its fitted, offline form); the targets are recomputed
   and the network refitted ``--rounds`` times.  The first round's targets are
   the outcomes (λ = 1).

Everything draws from ``--seed``: the same command gives the same weights.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from notation.autoplay import Player
from notation.board import WHITE
from notation.bot import BotPlayer
from notation.dice import Throw
from notation.evaluator import FEATURES, features
from notation.game import Partie, Phase
from notation.rules.moves import Play
from notation.tutor import TutorPlayer, rank_plays

ROOT = Path(__file__).resolve().parent.parent


class ExploringBot(BotPlayer):
    """The one-ply bot, sometimes taking one of its next-best plays or the other leave decision."""

    def __init__(self, rng: random.Random, explore: int) -> None:
        super().__init__()
        self.rng = rng
        self.explore = explore

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        if len(plays) > 1 and self.rng.randrange(self.explore) == 0:
            me = partie.state.mover
            ranked = sorted(plays, key=lambda play: self.value(play, me), reverse=True)
            return ranked[self.rng.randrange(min(3, len(ranked)))]
        return super().choose_play(partie, plays)

    def choose_leave(self, partie: Partie) -> bool:
        leave = super().choose_leave(partie)
        return (not leave) if self.rng.randrange(self.explore) == 0 else leave


def play_and_record(players: tuple[Player, Player], rng: random.Random) -> tuple[list[list[float]], list[int], int]:
    """One partie: the features of each state before a throw, the side to move (1 White), and the winner."""
    partie = Partie()
    white_die, black_die = rng.randint(1, 6), rng.randint(1, 6)
    while white_die == black_die:
        white_die, black_die = rng.randint(1, 6), rng.randint(1, 6)
    rows: list[list[float]] = []
    movers: list[int] = []
    partie.primaute(white_die, black_die)
    while not partie.over:
        state = partie.state
        seat = players[0] if state.mover is WHITE else players[1]
        if state.phase is Phase.THROW:
            rows.append(features(state.position.with_to_move(state.mover), state.score))
            movers.append(1 if state.mover is WHITE else 0)
            partie.roll(Throw(rng.randint(1, 6), rng.randint(1, 6)))
        elif state.phase is Phase.DECIDE:
            partie.decide(seat.choose_leave(partie))
        else:
            partie.play(seat.choose_play(partie, partie.legal_plays()))
    winner = 1 if partie.state.winner is WHITE else 0
    return rows, movers, winner


class ExploringTutor(TutorPlayer):
    """The evaluator's bot (with the weights in place), sometimes taking its second or third play or the other
    leave decision."""

    def __init__(self, rng: random.Random, explore: int) -> None:
        super().__init__()
        self.rng = rng
        self.explore = explore

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        if len(plays) > 1 and self.rng.randrange(self.explore) == 0:
            state = partie.state
            assert state.dice is not None
            given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
            ranked = rank_plays(
                state.position, state.dice, state.score, plays=self._candidates(partie, plays), given=given
            )
            return ranked[self.rng.randrange(min(3, len(ranked)))].play
        return super().choose_play(partie, plays)

    def choose_leave(self, partie: Partie) -> bool:
        leave = super().choose_leave(partie)
        return (not leave) if self.rng.randrange(self.explore) == 0 else leave


def _one(task: tuple[int, int, int, str]) -> tuple[list[list[float]], list[int], int]:
    """The partie ``number`` of the run from ``seed``: its own generator, whatever process plays it."""
    seed, number, explore, policy = task
    rng = random.Random(seed * 1_000_003 + number)
    kind = ExploringTutor if policy == "tutor" else ExploringBot
    players = (
        kind(random.Random(rng.getrandbits(64)), explore),
        kind(random.Random(rng.getrandbits(64)), explore),
    )
    return play_and_record(players, random.Random(rng.getrandbits(64)))


def generate(parties: int, seed: int, explore: int, jobs: int, policy: str) -> dict[str, np.ndarray]:
    xs: list[list[float]] = []
    movers: list[int] = []
    winners: list[int] = []
    game: list[int] = []
    started = time.perf_counter()
    tasks = [(seed, number, explore, policy) for number in range(parties)]
    with multiprocessing.Pool(jobs) as pool:
        for number, (rows, who, winner) in enumerate(pool.imap(_one, tasks)):
            xs.extend(rows)
            movers.extend(who)
            winners.extend([winner] * len(rows))
            game.extend([number] * len(rows))
            if (number + 1) % 10 == 0:
                rate = (time.perf_counter() - started) / (number + 1)
                print(f"  {number + 1}/{parties} parties, {len(xs)} states, {rate:.1f} s a partie", file=sys.stderr)
    return {
        "x": np.array(xs, dtype=np.float64),
        "mover": np.array(movers, dtype=np.int8),
        "winner": np.array(winners, dtype=np.int8),
        "game": np.array(game, dtype=np.int32),
    }


# -- the network ---------------------------------------------------------------------


def forward(params: dict[str, np.ndarray], x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    h = np.tanh(x @ params["w1"].T + params["b1"])
    z = h @ params["w2"] + params["b2"]
    return 1 / (1 + np.exp(-np.clip(z, -30, 30))), h


def fit(
    params: dict[str, np.ndarray], x: np.ndarray, y: np.ndarray, rng: np.random.Generator, epochs: int, l2: float
) -> None:
    """Adam on the cross-entropy to the targets ``y`` (0–1), in minibatches."""
    m = {k: np.zeros_like(v) for k, v in params.items()}
    v = {k: np.zeros_like(val) for k, val in params.items()}
    lr, beta1, beta2, eps = 3e-3, 0.9, 0.999, 1e-8
    step = 0
    n = len(x)
    batch = 256
    for _ in range(epochs):
        order = rng.permutation(n)
        for start in range(0, n, batch):
            idx = order[start : start + batch]
            xb, yb = x[idx], y[idx]
            p, h = forward(params, xb)
            dz = (p - yb) / len(idx)
            grads = {
                "w2": h.T @ dz + l2 * params["w2"],
                "b2": np.array(dz.sum()),
            }
            dh = np.outer(dz, params["w2"]) * (1 - h * h)
            grads["w1"] = dh.T @ xb + l2 * params["w1"]
            grads["b1"] = dh.sum(axis=0)
            step += 1
            for key, grad in grads.items():
                m[key] = beta1 * m[key] + (1 - beta1) * grad
                v[key] = beta2 * v[key] + (1 - beta2) * grad * grad
                mhat = m[key] / (1 - beta1**step)
                vhat = v[key] / (1 - beta2**step)
                params[key] = params[key] - lr * mhat / (np.sqrt(vhat) + eps)


def lambda_returns(
    values: np.ndarray, mover: np.ndarray, winner: np.ndarray, game: np.ndarray, lam: float
) -> np.ndarray:
    """The λ-return of each state, for its side to move (values are the network's, same perspective)."""
    targets = np.empty_like(values)
    n = len(values)
    following = 0.0
    for i in range(n - 1, -1, -1):
        outcome = 1.0 if mover[i] == winner[i] else 0.0
        if i == n - 1 or game[i + 1] != game[i]:
            g = outcome
        else:
            same = mover[i + 1] == mover[i]
            nxt_v = values[i + 1] if same else 1 - values[i + 1]
            nxt_g = following if same else 1 - following
            g = (1 - lam) * nxt_v + lam * nxt_g
        targets[i] = g
        following = g
    return targets


def train(
    data: dict[str, np.ndarray], seed: int, hidden: int, rounds: int, lam: float, epochs: int
) -> dict[str, object]:
    rng = np.random.default_rng(seed)
    x_raw = data["x"]
    shift = x_raw.mean(axis=0)
    std = x_raw.std(axis=0)
    scale = 1 / np.maximum(std, 1e-3)
    x = (x_raw - shift) * scale
    mover, winner, game = data["mover"], data["winner"], data["game"]
    outcome = (mover == winner).astype(np.float64)
    games = np.unique(game)
    held_out = np.isin(game, games[rng.permutation(len(games))[: max(1, len(games) // 10)]])
    params = {
        "w1": rng.normal(0, 1 / np.sqrt(x.shape[1]), (hidden, x.shape[1])),
        "b1": np.zeros(hidden),
        "w2": rng.normal(0, 1 / np.sqrt(hidden), hidden),
        "b2": np.array(0.0),
    }
    targets = outcome
    for number in range(rounds):
        fit(params, x[~held_out], targets[~held_out], rng, epochs, l2=1e-4)
        values, _ = forward(params, x)
        brier = float(np.mean((values[held_out] - outcome[held_out]) ** 2))
        print(f"  round {number + 1}: held-out Brier score to the outcome {brier:.4f}", file=sys.stderr)
        targets = lambda_returns(values, mover, winner, game, lam)
    return {
        "features": list(FEATURES),
        "trained": {"seed": seed, "states": len(x), "parties": len(games), "lambda": lam, "rounds": rounds},
        "shift": [round(float(v), 6) for v in shift],
        "scale": [round(float(v), 6) for v in scale],
        "hidden": [[round(float(v), 6) for v in row] for row in params["w1"]],
        "hidden_bias": [round(float(v), 6) for v in params["b1"]],
        "out": [round(float(v), 6) for v in params["w2"]],
        "out_bias": round(float(params["b2"]), 6),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--parties", type=int, default=300)
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--explore", type=int, default=10, help="explore one time in N")
    parser.add_argument("--data", default="build/evaluator-data.npz", help="self-play cache (reused if present)")
    parser.add_argument(
        "--policy",
        choices=["bot", "tutor"],
        default="bot",
        help="who plays the self-play: the one-ply bot, or the tutor with the weights in place",
    )
    parser.add_argument("--also", nargs="*", default=[], help="more self-play caches to train on")
    parser.add_argument("--jobs", type=int, default=2, help="processes for the self-play")
    parser.add_argument("--hidden", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--lam", type=float, default=0.7)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--out", default=str(ROOT / "notation" / "evaluator.json"))
    args = parser.parse_args()
    cache = Path(args.data)
    if cache.exists():
        data = dict(np.load(cache))
        print(f"self-play data from {cache}: {len(data['x'])} states", file=sys.stderr)
    else:
        print(f"self-play: {args.parties} parties from seed {args.seed}", file=sys.stderr)
        data = generate(args.parties, args.seed, args.explore, args.jobs, args.policy)
        cache.parent.mkdir(parents=True, exist_ok=True)
        # numpy's stub gives savez_compressed a keyword allow_pickle: bool beside **arrays, and mypy cannot tell
        # that no key of ``data`` is "allow_pickle".
        np.savez_compressed(cache, **data)  # type: ignore[arg-type]
    for other in args.also:
        more = dict(np.load(other))
        print(f"more self-play data from {other}: {len(more['x'])} states", file=sys.stderr)
        more["game"] = more["game"] + int(data["game"].max()) + 1
        data = {key: np.concatenate([data[key], more[key]]) for key in data}
    weights = train(data, args.seed, args.hidden, args.rounds, args.lam, args.epochs)
    Path(args.out).write_text(json.dumps(weights, indent=1) + "\n", encoding="utf-8")
    print(f"weights written to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
