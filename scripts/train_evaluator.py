"""Train a generation of the evaluator of ``notation.tutor.evaluator`` by self-play: TD(λ) fitted on recorded states.

Run (needs the ``train`` extra, numpy: ``pip install -e .[train]``); the generations shipped and measured
(docs/tutor.md, « Training »)::

    python scripts/train_evaluator.py --generation 3 --policy bench/evaluator-gen2.json --parties 800 \
        --seed 3 --out bench/evaluator-gen3.json
    python scripts/train_evaluator.py --generation 4 --policy bench/evaluator-gen3.json --parties 800 \
        --chunk 200 --seed 4 --also 3
    OPENBLAS_NUM_THREADS=1 python scripts/train_evaluator.py --generation 5 --policy bench/evaluator-gen4.json \
        --parties 4000 --chunk 250 --seed 5 --hidden 32 --features-of bench/evaluator-gen4.json \
        --out bench/evaluator-gen5.json
    OPENBLAS_NUM_THREADS=1 python scripts/train_evaluator.py --generation 6 --policy bench/evaluator-gen5.json \
        --parties 3000 --chunk 250 --seed 6 --hidden 32 --features-of bench/evaluator-gen5.json \
        --out bench/evaluator-gen6.json
    # generation 7, the shipped weights: all of today's features, the reading included
    OPENBLAS_NUM_THREADS=1 python scripts/train_evaluator.py --generation 7 --policy bench/evaluator-gen6.json \
        --parties 4000 --chunk 250 --seed 7 --hidden 32
    # generation 5 with all of today's features (the reading included): it lost to generation 4
    python scripts/train_evaluator.py --generation 5 --policy bench/evaluator-gen4.json --parties 4000 \
        --chunk 250 --seed 5 --hidden 32 --out bench/evaluator-gen5-reading.json

1. Self-play (:mod:`scripts.selfplay_states`): ``--parties`` parties ordinaires of the previous generation's
   tutor against itself (``--policy``: its weights; generation 2's are read by ``bench/evaluator_gen2.py``, a
   later generation's by ``notation.tutor.evaluator``), exploring one time in ``--explore`` (its second or third
   play, or the other leave decision).  Every state before a throw is recorded as a state (the position, the
   score, who throws) with who won, in files of ``--chunk`` parties (``build/gen<N>-states-<K>.npz``, kept and
   reused); each partie draws from ``--seed`` and its number, so a run gives the same states whatever
   ``--jobs``.
2. Features: :func:`notation.tutor.evaluator.features` of every state, in ``--jobs`` processes (cached beside the
   states, keyed by the feature names), and its prior (the partie equity table's logit,
   :func:`notation.tutor.evaluator.prior`, read afresh).
3. Fitting: a one-hidden-layer network (``--hidden`` tanh units, sigmoid output over the prior's logit plus
   the network) is fitted by cross-entropy (Adam, minibatches) to the λ-returns of each partie, computed from
   its own values (TD(λ) in its fitted, offline form); the targets are recomputed and the network refitted
   ``--rounds`` times, the first round's targets being the outcomes (λ = 1).  A tenth of the parties is held
   out, and the held-out Brier score to the outcome is printed after each round.  ``--features-of FILE``
   fits on the features another weights file names only (``bench/evaluator-gen4.json``: without the reading
   of ``notation.tutor.evaluator.READING``), to measure what some features add; ``--reading NAME ...`` keeps only
   these of the reading (``--reading`` alone: none of it).  ``--min-std`` is the least spread a feature is
   scaled by (0.01 by default: a feature rarer than that is scaled as if it spread 0.01).

4. Rollout targets (``--rollouts FILE ...``, written by ``scripts/rollout_targets.py``): the states that the plays of
   throws where the 1-ply and 2-ply tutors disagree leave, each with the chance of winning its rollout gives the side
   about to throw, are fitted beside the λ-returns in every round, each counted ``--rollout-weight`` times; their
   held-out tenth is not fitted, and the root mean square of the network's chances to them is printed each round.

Everything draws from ``--seed``: the same command gives the same weights (with numpy's BLAS on one thread,
``OPENBLAS_NUM_THREADS=1``: on several, the sums differ in their last bits and the fitting carries it).  The
time of each stage is printed.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import multiprocessing
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.evaluator_gen2 import load_any  # noqa: E402
from notation.tutor.evaluator import FEATURES, READING, Valuer, features, prior  # noqa: E402
from scripts.selfplay import decode  # noqa: E402
from scripts.selfplay_states import generate  # noqa: E402

DEFAULT_MIN_STD = 1e-2
"""The least spread a feature is scaled by, by default (every generation shipped so far)."""


def policy_loader(path: str) -> Callable[[], Valuer]:
    """A loader of the evaluator whose weights are ``path`` (generation 2's features, or today's)."""
    return functools.partial(load_any, path)


def _row_features(row: np.ndarray) -> list[float]:
    position, score = decode(row.tolist())
    return features(position, score)


def priors(state: np.ndarray) -> np.ndarray:
    """The prior (the partie table's logit, :func:`notation.tutor.evaluator.prior`) of each state: read afresh, never
    cached, so that a new table needs no new features."""
    return np.array([prior(*decode(row.tolist())) for row in state], dtype=np.float64)


def states(args: argparse.Namespace) -> list[tuple[Path, dict[str, np.ndarray]]]:
    """The generation's self-play states, file by file: played now, or read from the files already kept."""
    parts = []
    for number, first in enumerate(range(0, args.parties, args.chunk)):
        path = ROOT / "build" / f"gen{args.generation}-states-{number}.npz"
        if path.exists():
            part = dict(np.load(path))
            print(f"self-play states from {path.name}: {len(part['state'])}", file=sys.stderr)
        else:
            count = min(args.chunk, args.parties - first)
            print(f"self-play: parties {first}–{first + count - 1} from seed {args.seed}", file=sys.stderr)
            started = time.perf_counter()
            part = generate(count, args.seed, args.explore, args.jobs, policy_loader(args.policy), first=first)
            path.parent.mkdir(parents=True, exist_ok=True)
            np.savez_compressed(path, state=part["state"], winner=part["winner"], game=part["game"])
            print(f"  {time.perf_counter() - started:.0f} s", file=sys.stderr)
        parts.append((path, part))
    return parts


def inputs(path: Path, part: dict[str, np.ndarray], jobs: int) -> np.ndarray:
    """The features of every state of one file (cached beside it, by the feature names)."""
    digest = hashlib.sha256(json.dumps(FEATURES).encode() + part["state"].tobytes()).hexdigest()[:12]
    cache = path.with_name(f"{path.stem}.features-{digest}.npz")
    if cache.exists():
        return np.asarray(np.load(cache)["x"])
    started = time.perf_counter()
    with multiprocessing.Pool(jobs) as pool:
        rows = pool.map(_row_features, list(part["state"]), chunksize=256)
    x = np.array(rows, dtype=np.float64)
    np.savez_compressed(cache, x=x)
    print(f"features of {len(x)} states: {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return x


# -- the network ---------------------------------------------------------------------


def forward(params: dict[str, np.ndarray], x: np.ndarray, offset: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    h = np.tanh(x @ params["w1"].T + params["b1"])
    z = h @ params["w2"] + params["b2"] + offset
    return 1 / (1 + np.exp(-np.clip(z, -30, 30))), h


def fit(
    params: dict[str, np.ndarray],
    x: np.ndarray,
    offset: np.ndarray,
    y: np.ndarray,
    rng: np.random.Generator,
    epochs: int,
    l2: float,
    lr: float,
) -> None:
    """Adam on the cross-entropy to the targets ``y`` (0–1), in minibatches."""
    m = {k: np.zeros_like(v) for k, v in params.items()}
    v = {k: np.zeros_like(val) for k, val in params.items()}
    beta1, beta2, eps = 0.9, 0.999, 1e-8
    step = 0
    n = len(x)
    batch = 256
    for epoch in range(epochs):
        rate = lr * (0.5 ** (epoch / max(1, epochs - 1) * 2))
        order = rng.permutation(n)
        for start in range(0, n, batch):
            idx = order[start : start + batch]
            xb, yb = x[idx], y[idx]
            p, h = forward(params, xb, offset[idx])
            dz = (p - yb) / len(idx)
            grads = {"w2": h.T @ dz + l2 * params["w2"], "b2": np.array(dz.sum())}
            dh = np.outer(dz, params["w2"]) * (1 - h * h)
            grads["w1"] = dh.T @ xb + l2 * params["w1"]
            grads["b1"] = dh.sum(axis=0)
            step += 1
            for key, grad in grads.items():
                m[key] = beta1 * m[key] + (1 - beta1) * grad
                v[key] = beta2 * v[key] + (1 - beta2) * grad * grad
                mhat = m[key] / (1 - beta1**step)
                vhat = v[key] / (1 - beta2**step)
                params[key] = params[key] - rate * mhat / (np.sqrt(vhat) + eps)


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


@dataclass(frozen=True)
class RolloutTargets:
    """The rollout targets fitted beside the λ-returns (``scripts/rollout_targets.py``'s file, ``--rollouts``)."""

    name: str
    x_raw: np.ndarray
    offset: np.ndarray
    target: np.ndarray
    held_out: np.ndarray


def rollout_targets(paths: list[Path], jobs: int) -> RolloutTargets:
    """The rollout targets of ``paths``: their states' features and priors, their chances, which are held out."""
    parts = []
    for path in paths:
        data = dict(np.load(path))
        x = inputs(path, data, jobs)
        print(
            f"rollout targets from {path.name}: {len(x)} states, {int(data['held_out'].sum())} held out",
            file=sys.stderr,
        )
        parts.append(RolloutTargets(path.name, x, priors(data["state"]), data["target"], data["held_out"]))
    return RolloutTargets(
        " ".join(part.name for part in parts),
        np.concatenate([part.x_raw for part in parts]),
        np.concatenate([part.offset for part in parts]),
        np.concatenate([part.target for part in parts]),
        np.concatenate([part.held_out for part in parts]),
    )


def train(
    data: dict[str, np.ndarray],
    x_raw: np.ndarray,
    offset: np.ndarray,
    args: argparse.Namespace,
    rolled: RolloutTargets | None = None,
) -> dict[str, object]:
    names = list(FEATURES)
    if args.features_of:
        # only the features another weights file names (notation.tutor.evaluator reads weights by their features' names)
        names = json.loads(Path(args.features_of).read_text(encoding="utf-8"))["features"]
    if args.reading is not None:
        # only these of the reading (each for both sides), the rest of the features as chosen above
        unread = {f"{side}_{name}" for side in ("my", "their") for name in READING if name not in args.reading}
        names = [name for name in names if name not in unread]
    rolled_raw = None if rolled is None else rolled.x_raw
    if names != list(FEATURES):
        # (a copy only when some are left out: the copy's sums round otherwise, and generation 7's command, which
        # takes them all, would no longer write its weights again byte for byte)
        x_raw = x_raw[:, [FEATURES.index(name) for name in names]]
        if rolled_raw is not None:
            rolled_raw = rolled_raw[:, [FEATURES.index(name) for name in names]]
    rng = np.random.default_rng(args.seed)
    shift = x_raw.mean(axis=0)
    std = x_raw.std(axis=0)
    scale = 1 / np.maximum(std, args.min_std)
    x = (x_raw - shift) * scale
    mover = data["state"][:, 48].astype(np.int8)
    winner, game = data["winner"], data["game"]
    outcome = (mover == winner).astype(np.float64)
    games = np.unique(game)
    held_out = np.isin(game, games[rng.permutation(len(games))[: max(1, len(games) // 10)]])
    base = float(np.mean((1 / (1 + np.exp(-offset[held_out])) - outcome[held_out]) ** 2))
    print(f"  the partie table alone: held-out Brier score {base:.4f}", file=sys.stderr)
    params = {
        "w1": rng.normal(0, 1 / np.sqrt(x.shape[1]), (args.hidden, x.shape[1])),
        "b1": np.zeros(args.hidden),
        "w2": rng.normal(0, 1 / np.sqrt(args.hidden), args.hidden),
        "b2": np.array(0.0),
    }
    # the rollout targets beside the λ-returns, each counted --rollout-weight times; the held-out ones to check
    repeated: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
    checked: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
    if rolled is not None and rolled_raw is not None:
        rolled_x = (rolled_raw - shift) * scale
        kept, out, repeat = ~rolled.held_out, rolled.held_out, args.rollout_weight
        repeated = (
            np.tile(rolled_x[kept], (repeat, 1)),
            np.tile(rolled.offset[kept], repeat),
            np.tile(rolled.target[kept], repeat),
        )
        checked = (rolled_x[out], rolled.offset[out], rolled.target[out])
    targets = outcome
    for number in range(args.rounds):
        started = time.perf_counter()
        fit_x, fit_offset, fit_y = x[~held_out], offset[~held_out], targets[~held_out]
        if repeated is not None:
            fit_x = np.concatenate([fit_x, repeated[0]])
            fit_offset = np.concatenate([fit_offset, repeated[1]])
            fit_y = np.concatenate([fit_y, repeated[2]])
        fit(params, fit_x, fit_offset, fit_y, rng, args.epochs, args.l2, args.lr)
        values, _ = forward(params, x, offset)
        brier = float(np.mean((values[held_out] - outcome[held_out]) ** 2))
        told = ""
        if checked is not None:
            chances, _ = forward(params, checked[0], checked[1])
            error = float(np.sqrt(np.mean((chances - checked[2]) ** 2)))
            told = f", to the held-out rollouts {error:.4f} (root mean square)"
        print(
            f"  round {number + 1}: held-out Brier score to the outcome {brier:.4f}{told} "
            f"({time.perf_counter() - started:.0f} s)",
            file=sys.stderr,
        )
        targets = lambda_returns(values, mover, winner, game, args.lam)
    return {
        "features": names,
        "trained": {
            "generation": args.generation,
            "policy": Path(args.policy).name,
            "seed": args.seed,
            "states": len(x),
            "parties": len(games),
            "hidden": args.hidden,
            "lambda": args.lam,
            "rounds": args.rounds,
            "epochs": args.epochs,
            # (named only when not the default, so that the earlier generations' commands write their files again)
            **({"min_std": args.min_std} if args.min_std != DEFAULT_MIN_STD else {}),
            **(
                {
                    "rollouts": rolled.name,
                    "rollout_states": int((~rolled.held_out).sum()),
                    "rollout_weight": args.rollout_weight,
                }
                if rolled is not None
                else {}
            ),
        },
        "prior": "partie_table",
        "shift": [round(float(v), 6) for v in shift],
        "scale": [round(float(v), 6) for v in scale],
        "hidden": [[round(float(v), 6) for v in row] for row in params["w1"]],
        "hidden_bias": [round(float(v), 6) for v in params["b1"]],
        "out": [round(float(v), 6) for v in params["w2"]],
        "out_bias": round(float(params["b2"]), 6),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--generation", type=int, default=3)
    parser.add_argument("--policy", default=str(ROOT / "bench" / "evaluator-gen2.json"), help="previous weights")
    parser.add_argument("--parties", type=int, default=800)
    parser.add_argument("--chunk", type=int, default=400, help="parties a self-play file")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--explore", type=int, default=10, help="explore one time in N")
    parser.add_argument("--jobs", type=int, default=2, help="processes for the self-play and the features")
    parser.add_argument("--hidden", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--lam", type=float, default=0.7)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--l2", type=float, default=3e-4)
    parser.add_argument(
        "--min-std",
        type=float,
        default=DEFAULT_MIN_STD,
        help="the least spread a feature is scaled by (a rarer feature is scaled as if it spread this much)",
    )
    parser.add_argument("--also", type=int, nargs="*", default=[], help="earlier generations' states to train on")
    parser.add_argument("--features-of", default=None, help="train on the features this weights file names only")
    parser.add_argument(
        "--reading",
        nargs="*",
        choices=READING,
        default=None,
        help="fit with only these features of the reading (each for both sides); all of them by default",
    )
    parser.add_argument(
        "--rollouts",
        nargs="*",
        default=None,
        help="rollout targets to fit beside the λ-returns (scripts/rollout_targets.py)",
    )
    parser.add_argument("--rollout-weight", type=int, default=10, help="how many times each rollout target counts")
    parser.add_argument("--out", default=str(ROOT / "notation" / "tutor" / "evaluator.json"))
    args = parser.parse_args()
    started = time.perf_counter()
    parts = states(args)
    for earlier in args.also:
        for path in sorted((ROOT / "build").glob(f"gen{earlier}-states-[0-9]*.npz")):
            if not path.stem.split("-")[-1].isdigit():
                continue  # a features cache
            print(f"earlier self-play states from {path.name}", file=sys.stderr)
            part = dict(np.load(path))
            part["game"] = part["game"] + 1_000_000 * earlier
            parts.append((path, part))
    data = {key: np.concatenate([part[key] for _, part in parts]) for key in ("state", "winner", "game")}
    x = np.concatenate([inputs(path, part, args.jobs) for path, part in parts])
    offset = priors(data["state"])
    rolled = rollout_targets([Path(name) for name in args.rollouts], args.jobs) if args.rollouts else None
    weights = train(data, x, offset, args, rolled)
    Path(args.out).write_text(json.dumps(weights, indent=1) + "\n", encoding="utf-8")
    print(f"weights written to {args.out} ({time.perf_counter() - started:.0f} s in all)", file=sys.stderr)


if __name__ == "__main__":
    main()
