"""Rollout targets for the evaluator's training: the plays of throws where the tutor's levels disagree, rolled out.

Issue 41's point 4: where the 1-ply value and the rollouts disagree, the 1-ply evaluator should learn from the
rollouts.  This script finds such throws and writes the targets ``scripts/train_evaluator.py --rollouts`` fits on
(docs/tutor.md, « Rollout targets »)::

    # 4,000 throws from generation 8's self-play states, the disagreements rolled out, 36 trials of 10 throws
    python scripts/rollout_targets.py --states build/gen8-states-*.npz --throws 4000 --seed 8 \
        --out build/gen8-rollouts.npz
    # how often each network's 1-ply choice is the rollouts' best, on the held-out tenth
    python scripts/rollout_targets.py --measure build/gen8-rollouts.npz \
        --weights notation/tutor/evaluator.json /tmp/gen8-rollouts.json

1. **Throws.** ``--throws`` states are drawn from the self-play's states (before a throw, ``scripts/selfplay.py``'s
   rows), each with a throw drawn for it; the mover marks its points (holding when he wins a trou and the tutor
   would hold; a throw after which the tutor leaves is skipped, as is one with a single play).
2. **Where the levels disagree.** The throw's plays are ranked at 1-ply and at 2-ply (the advanced and the expert
   levels, :func:`notation.tutor.ranking.rank_state_plays`).  Where their best plays differ, the plays are rolled out
   (:func:`notation.tutor.rollout.rollout_plays`: the 1-ply's best three and those within 0.04 of the best, up to
   five, ``--trials`` trials of ``--truncate`` throws, the same dice for every play).
3. **Targets.** Each rolled-out play's state (the position it leaves, the score after the throw, the opponent about
   to throw; after a sortie the relevé, the mover throwing) is written with its rollout as a chance of winning for
   the side about to throw.  One throw in ``--held-out`` is held out: its rows are marked so that the training does
   not fit on them, and ``--measure`` reads only those.

Everything draws from ``--seed`` and the throw's number: the same command writes the same file whatever ``--jobs``.
Needs numpy (``pip install -e .[train]``).
"""

from __future__ import annotations

import argparse
import functools
import multiprocessing
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.evaluator_gen2 import load_any  # noqa: E402
from notation.board import Position  # noqa: E402
from notation.dice import Throw  # noqa: E402
from notation.game import Partie, Phase  # noqa: E402
from notation.rules.conventions import DEFAULT  # noqa: E402
from notation.tutor.evaluator import Valuer, default_evaluator  # noqa: E402
from notation.tutor.ranking import TutorPlayer, rank_state_plays  # noqa: E402
from notation.tutor.rollout import rolled_state, rollout_plays, rollout_start, score_after_throw  # noqa: E402
from scripts.selfplay import COLUMNS, decode, encode  # noqa: E402

_STATES: np.ndarray = np.zeros((0, COLUMNS), dtype=np.int8)
"""The self-play's states the throws are drawn from (set before the processes are forked)."""


@dataclass(frozen=True, slots=True)
class Examined:
    """One throw looked at: whether it had a choice, whether the levels disagreed, and the plays rolled out."""

    number: int
    chose: bool
    disagreed: bool
    before: list[int]
    throw: tuple[int, int]
    rows: list[list[int]]
    chances: list[float]
    means: list[float]
    errors: list[float]
    one_ply: int
    """The row of the 1-ply best play (−1: none here)."""
    two_ply: int
    """The row of the 2-ply best play (−1: not rolled out)."""


def _key(position: Position) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return position.white, position.black


def _ready(row: Sequence[int], throw: Throw, evaluator: Valuer) -> Partie | None:
    """The partie at the play of ``throw`` from the state ``row``, the mover's points marked; None where it has none."""
    position, score = decode(row)
    partie = Partie(conventions=DEFAULT, start_position=position, start_score=score)
    if partie.over or partie.state.phase is not Phase.THROW:
        return None
    partie.roll(throw)
    rolled = partie.state
    if rolled.phase is Phase.DECIDE:
        if TutorPlayer(evaluator).choose_leave(partie):
            return None
        partie.decide(False)
    held = partie.state
    if partie.over or held.phase is not Phase.PLAY:
        return None
    return partie


def examine(number: int, seed: int, trials: int, truncate: int) -> Examined:
    """Look at throw ``number`` (state and dice drawn from ``seed``); roll out its plays where the levels disagree."""
    rng = random.Random(f"trictrac-rollout-targets:{seed}:{number}")
    before = [int(v) for v in _STATES[rng.randrange(len(_STATES))]]
    throw = Throw(rng.randint(1, 6), rng.randint(1, 6))
    nothing = Examined(number, False, False, before, (throw.high, throw.low), [], [], [], [], -1, -1)
    evaluator = default_evaluator()
    partie = _ready(before, throw, evaluator)
    if partie is None:
        return nothing
    plays = partie.legal_plays()
    if len({_key(play.position) for play in plays}) < 2:
        return nothing
    state = partie.state
    one = rank_state_plays(state, DEFAULT, plays=plays, evaluator=evaluator)[0].play
    two = rank_state_plays(state, DEFAULT, plays=plays, evaluator=evaluator, ply=2)[0].play
    if _key(one.position) == _key(two.position):
        return Examined(number, True, False, before, nothing.throw, [], [], [], [], -1, -1)
    assert state.dice is not None
    given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
    rolled = rollout_plays(
        state.position,
        state.dice,
        state.score,
        DEFAULT,
        trials=trials,
        truncate=truncate,
        seed=seed * 1_000_003 + number,
        plays=plays,
        given=given,
        evaluator=evaluator,
    )
    after = score_after_throw(state.position, state.dice, state.score, DEFAULT, given)
    rows: list[list[int]] = []
    chances: list[float] = []
    means: list[float] = []
    errors: list[float] = []
    for rolled_play in rolled:
        start, chance = rolled_state(rolled_play, state.mover)
        rows.append(encode(start, after))
        chances.append(chance)
        means.append(rolled_play.result.mean)
        errors.append(rolled_play.result.standard_error)
    keys = [_key(rolled_play.play.position) for rolled_play in rolled]
    return Examined(
        number,
        True,
        True,
        before,
        nothing.throw,
        rows,
        chances,
        means,
        errors,
        keys.index(_key(one.position)) if _key(one.position) in keys else -1,
        keys.index(_key(two.position)) if _key(two.position) in keys else -1,
    )


def collect(args: argparse.Namespace) -> None:
    global _STATES
    _STATES = np.concatenate([np.load(path)["state"] for path in args.states])
    print(f"{len(_STATES)} states from {len(args.states)} files", file=sys.stderr)
    work = functools.partial(examine, seed=args.seed, trials=args.trials, truncate=args.truncate)
    started = time.perf_counter()
    found: list[Examined] = []
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for done, examined in enumerate(pool.imap(work, range(args.throws), chunksize=4), start=1):
            found.append(examined)
            if done % 100 == 0 or done == args.throws:
                rolled_out = sum(e.disagreed for e in found)
                rate = (time.perf_counter() - started) / done
                print(
                    f"  {done}/{args.throws} throws, {rolled_out} disagreements rolled out, {rate:.2f} s a throw",
                    file=sys.stderr,
                )
    chose = [e for e in found if e.chose]
    disagreed = [e for e in chose if e.disagreed]
    rows = [row for e in disagreed for row in e.rows]
    decision = [e.number for e in disagreed for _ in e.rows]
    held = [e.number % args.held_out == 0 for e in disagreed for _ in e.rows]
    best = [int(np.argmax(e.means)) for e in disagreed]
    np.savez_compressed(
        args.out,
        state=np.array(rows, dtype=np.int8).reshape(-1, COLUMNS),
        target=np.array([c for e in disagreed for c in e.chances], dtype=np.float64),
        mean=np.array([m for e in disagreed for m in e.means], dtype=np.float64),
        error=np.array([s for e in disagreed for s in e.errors], dtype=np.float64),
        decision=np.array(decision, dtype=np.int32),
        held_out=np.array(held, dtype=bool),
        before=np.array([e.before for e in disagreed], dtype=np.int8).reshape(-1, COLUMNS),
        throw=np.array([e.throw for e in disagreed], dtype=np.int8).reshape(-1, 2),
        numbers=np.array([e.number for e in disagreed], dtype=np.int32),
        one_ply=np.array([e.one_ply for e in disagreed], dtype=np.int8),
        two_ply=np.array([e.two_ply for e in disagreed], dtype=np.int8),
        looked=np.array([len(found), len(chose)], dtype=np.int32),
        held_every=np.array(args.held_out, dtype=np.int32),
    )
    one_right = sum(e.one_ply == b for e, b in zip(disagreed, best, strict=True))
    two_right = sum(e.two_ply == b for e, b in zip(disagreed, best, strict=True))
    print(
        f"{len(found)} throws, {len(chose)} with a choice, {len(disagreed)} where 1-ply and 2-ply disagree "
        f"({len(rows)} plays rolled out); the rollouts' best is the 1-ply's in {one_right}, the 2-ply's in "
        f"{two_right}; {time.perf_counter() - started:.0f} s; written to {args.out}",
        file=sys.stderr,
    )


def measure(path: str, weights: Sequence[str]) -> None:
    """For each network, on the held-out throws: how often its 1-ply best play is the rollouts' best, and what its
    choice loses by the rollouts (a play not rolled out counted apart)."""
    data = np.load(path)
    numbers = data["numbers"]
    held = numbers % int(data["held_every"]) == 0
    print(f"{int(held.sum())} held-out throws where the levels disagreed, of {len(numbers)}", file=sys.stderr)
    for name in weights:
        evaluator = load_any(name)
        agree = outside = 0
        losses: list[float] = []
        for index in np.flatnonzero(held):
            rows = data["decision"] == numbers[index]
            means = data["mean"][rows]
            keys = [_key(decode(row.tolist())[0]) for row in data["state"][rows]]
            before = data["before"][index].tolist()
            high, low = (int(v) for v in data["throw"][index])
            partie = _ready(before, Throw(high, low), evaluator)
            assert partie is not None
            chosen = rank_state_plays(partie.state, DEFAULT, plays=partie.legal_plays(), evaluator=evaluator)[0].play
            start, _turned = rollout_start(chosen, partie.state.mover)
            key = _key(start)
            if key not in keys:
                outside += 1
                continue
            at = keys.index(key)
            agree += int(at == int(np.argmax(means)))
            losses.append(float(means.max() - means[at]))
        total = int(held.sum())
        rows = data["held_out"]
        chances = [evaluator(*decode(row.tolist())) for row in data["state"][rows]]
        error = float(np.sqrt(np.mean((np.array(chances) - data["target"][rows]) ** 2)))
        print(
            f"{name}: the rollouts' best in {agree} of {total} ({100 * agree / total:.1f} %); "
            f"a play not rolled out in {outside}; mean loss of the others {np.mean(losses):.4f} "
            f"(median {np.median(losses):.4f}); its chances to the rollouts' {error:.4f} (root mean square)",
            file=sys.stderr,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--states", nargs="*", default=[], help="self-play states files (build/gen<N>-states-<K>.npz)")
    parser.add_argument("--throws", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--trials", type=int, default=36)
    parser.add_argument("--truncate", type=int, default=10)
    parser.add_argument("--held-out", type=int, default=10, help="hold out one throw in N")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default=str(ROOT / "build" / "rollouts.npz"))
    parser.add_argument("--measure", default=None, help="a file this script wrote: measure --weights on it")
    parser.add_argument("--weights", nargs="*", default=[str(ROOT / "notation" / "tutor" / "evaluator.json")])
    args = parser.parse_args()
    if args.measure:
        measure(args.measure, args.weights)
    else:
        if not args.states:
            parser.error("--states: the self-play states to draw the throws from")
        collect(args)


if __name__ == "__main__":
    main()
