"""How far the tutor's evaluator can be trusted: its calibration, its Brier score, and its consistency.

Run: ``python bench/calibration_bench.py [--parties 200] [--gap-positions 60] [--jobs 2] [--seed 1]``, or
``python bench/calibration_bench.py --bound [--bound-parties 50] [--fresh-states 2] [--later-states 4]
[--continuations 12] [--jobs 1] [--seed 1]``, or ``python bench/calibration_bench.py --held-out [--parties 200]
[--jobs 2] [--seed 1]``.

* **Calibration**: the tutor plays itself (every legal play valued, 1-ply); before each throw the evaluator's
  chance that the side to move wins the partie is set against who did win.  The table gives, for each tenth of
  predicted chance, how many states fell there, the mean prediction and the share actually won; then the Brier
  score over all states and over the states at 0–0 trous (a coin flip scores 0.25).
* **Consistency gap**: for positions of those parties, the static value (the evaluator on the position, the side
  to move about to throw) against its value one throw ahead (the mean, over his 21 throws, of his best choice
  after each: :func:`notation.tutor.ranking.throws_equity`), in equity; the mean absolute gap, the mean signed gap (the
  bias) and the worst.  An evaluator consistent with itself shows a gap near zero.
* **The bound** (``--bound``): the Brier score of a perfect predictor of this self-play, the mean over the states
  of p(1 − p), p being the true chance that the mover wins from the state.  From states of the same parties (a
  few of each partie at 0–0 trous and a few of the others, spread over it by systematic sampling), the partie is
  played on ``--continuations`` times to its end by the same players with independent dice, and p(1 − p) is
  estimated without bias from the wins (:func:`spread`); each sample stands for its stratum of the partie.
  Printed with 95 % intervals bootstrapped over the parties (the states of a partie are not independent), and the
  evaluator's Brier on the same states against the same continuations: what it loses to a perfect predictor.
* **Held out** (``--held-out``): calibrations of the evaluator (:data:`CALIBRATIONS`: a temperature on its logit, a
  scale on its network's part) fitted on ``--parties`` parties of ``--seed`` and measured on as many of the next seed.
* **Rows** (``--write-rows FILE``): for each state before a throw of ``--parties`` parties of ``--seed``, one JSON
  line ``[partie, the network's logit before the calibration, the partie table's logit, the mover's trous, his
  opponent's, 1 at the start of a relevé, 1 if the mover won]``; ``--fit FILE…`` fits the shipped calibration on
  such files (:func:`fit_shift`, with the two parameters of a logistic fit for comparison; with ``--knots``, a
  piecewise-linear map through knots at the logits' quantiles, :func:`fit_knots`), and ``--deciles FILE…``
  measures on others (held out) the evaluator as shipped, its calibration applied (:func:`decile_report`), and
  with ``--calibration KNOTS`` a calibration not shipped beside it (the knots' JSON list as ``--fit`` prints it): each
  tenth of predicted chance with its states, mean prediction, share won and the difference with its 95 % interval,
  the expected calibration error (ECE: the states' mean distance between a tenth's mean prediction and its share
  won) and the Brier score; then the partie table's chance the same way at the start of each relevé, the states
  where it is the chance to win (and the evaluator's there).  The intervals are bootstrapped over the parties: the
  states of a partie share its outcome, and a tenth of a few thousand states may come from a few hundred parties.

The targets (the tutor issue): Brier ≤ 0.17 over all states and better than 0.25 at 0–0 trous; mean gap ≤ 0.03.
``docs/tutor.md`` records the figures.
"""

from __future__ import annotations

import argparse
import bisect
import itertools
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from notation.autoplay import before_throws, continue_partie, play_partie
from notation.board import Position
from notation.errors import BadArgumentError
from notation.game import Decision, GameState, Move, Partie, PrimauteThrow, Roll
from notation.scoreboard import ScoreState
from notation.tutor.evaluator import calibrated, default_evaluator, equity, prior
from notation.tutor.ranking import TutorPlayer, throws_equity


def _fresh(state: GameState) -> bool:
    return state.score.white.trous == 0 and state.score.black.trous == 0


def one(task: tuple[int, int]) -> list[tuple[float, bool, bool]]:
    """Partie ``number``: for each state before a throw, (the predicted chance, whether the mover won, 0–0)."""
    seed, number = task
    partie = play_partie((TutorPlayer(), TutorPlayer()), random.Random(seed * 1_000_003 + number))
    winner = partie.state.winner
    if winner is None:
        return []
    evaluator = default_evaluator()
    rows = []
    for index in before_throws(partie):
        state = partie.states[index]
        # The evaluator reads the colour to move as the one about to throw (the state's mover).
        chance = evaluator(state.position.with_to_move(state.mover), state.score, partie.conventions)
        rows.append((chance, winner is state.mover, _fresh(state)))
    return rows


_Task = TypeVar("_Task")
_Result = TypeVar("_Result")


def spread(wins: int, tries: int) -> float:
    """p(1 − p) estimated without bias from ``wins`` of ``tries`` independent outcomes: k(K − k) / (K(K − 1)).

    (k/K)(1 − k/K) would be too low by a factor (K − 1)/K on average.

    >>> spread(1, 2), spread(3, 4), spread(0, 8)
    (0.5, 0.25, 0.0)
    """
    if tries < 2 or not 0 <= wins <= tries:
        raise BadArgumentError(f"{wins} wins of {tries} tries give no spread", "tries", tries)
    return wins * (tries - wins) / (tries * (tries - 1))


def systematic(count: int, size: int, rng: random.Random) -> list[int]:
    """``size`` indexes of ``range(count)`` evenly spaced from a random start (all of them when ``count`` is not
    more): each index is drawn with the same chance ``size / count``, so their mean estimates the whole's.

    >>> systematic(3, 5, random.Random(1))
    [0, 1, 2]
    >>> len(systematic(100, 4, random.Random(1)))
    4
    """
    if size <= 0:
        return []
    if count <= size:
        return list(range(count))
    step = count / size
    start = rng.random() * step
    return [int(start + i * step) for i in range(size)]


@dataclass(frozen=True, slots=True)
class Continued:
    """One state sampled from a partie and played on ``tries`` times: the evaluator's chance and the mover's wins."""

    fresh: bool
    """At 0–0 trous."""
    chance: float
    wins: int
    tries: int

    def evaluator_brier(self) -> float:
        """The evaluator's Brier score on this state against its continuations (unbiased for its expected Brier)."""
        return (self.wins * (1 - self.chance) ** 2 + (self.tries - self.wins) * self.chance**2) / self.tries


@dataclass(frozen=True, slots=True)
class PartieSample:
    """The states of one partie played on: how many states before a throw it has at 0–0 trous and after."""

    fresh_states: int
    later_states: int
    samples: tuple[Continued, ...]

    def sums(self, value: Callable[[Continued], float]) -> tuple[float, float]:
        """The estimated sums of ``value`` over the partie's states at 0–0 trous and over all its states (not a
        number where a stratum has states and no sample)."""
        fresh = [value(c) for c in self.samples if c.fresh]
        later = [value(c) for c in self.samples if not c.fresh]
        fresh_sum = self.fresh_states * statistics.fmean(fresh) if fresh else (math.nan if self.fresh_states else 0.0)
        later_sum = self.later_states * statistics.fmean(later) if later else (math.nan if self.later_states else 0.0)
        return fresh_sum, fresh_sum + later_sum


def head_at(partie: Partie, index: int) -> Partie:
    """A partie replayed to its state ``index`` (``partie.states[index]``), from the inputs before it."""
    inputs = [e for e in partie.events[: index + 1] if isinstance(e, PrimauteThrow | Roll | Decision | Move)]
    head = Partie.replay(inputs, partie.variant, partie.conventions, partie.marques_to_play)
    if head.state != partie.states[index]:
        raise BadArgumentError(f"the state {index} is not one the inputs before it reach", "index", index)
    return head


def played_on(task: tuple[int, int, int, int, int]) -> PartieSample:
    """Partie ``number`` (the same as :func:`one`'s): some of its states played on ``tries`` times each."""
    seed, number, fresh_size, later_size, tries = task
    players = (TutorPlayer(), TutorPlayer())
    partie = play_partie(players, random.Random(seed * 1_000_003 + number))
    evaluator = default_evaluator()
    fresh: list[int] = []
    later: list[int] = []
    for index in before_throws(partie):
        (fresh if _fresh(partie.states[index]) else later).append(index)
    rng = random.Random(f"bound {seed} {number}")
    chosen = [(fresh[i], True) for i in systematic(len(fresh), fresh_size, rng)]
    chosen += [(later[i], False) for i in systematic(len(later), later_size, rng)]
    samples = []
    for index, zero in chosen:
        state = partie.states[index]
        head = head_at(partie, index)
        wins = 0
        for k in range(tries):
            end = continue_partie(head, players, random.Random(f"bound {seed} {number} {index} {k}"))
            wins += end.state.winner is state.mover
        chance = evaluator(state.position.with_to_move(state.mover), state.score, partie.conventions)
        samples.append(Continued(zero, chance, wins, tries))
    return PartieSample(len(fresh), len(later), tuple(samples))


def ratio(parties: Sequence[PartieSample], value: Callable[[Continued], float]) -> tuple[float, float]:
    """The mean of ``value`` over all the parties' states at 0–0 trous, and over all their states."""
    fresh = total = 0.0
    for partie in parties:
        at_zero, every = partie.sums(value)
        fresh += at_zero
        total += every
    fresh_count = sum(p.fresh_states for p in parties)
    count = sum(p.fresh_states + p.later_states for p in parties)
    return (fresh / fresh_count if fresh_count else math.nan), (total / count if count else math.nan)


def bootstrap(
    parties: Sequence[PartieSample],
    statistic: Callable[[Sequence[PartieSample]], tuple[float, ...]],
    rounds: int = 2000,
    seed: int = 1,
) -> list[tuple[float, float]]:
    """95 % percentile intervals of each figure of ``statistic``, the parties drawn again with replacement."""
    rng = random.Random(seed)
    draws = [statistic([rng.choice(parties) for _ in parties]) for _ in range(rounds)]
    intervals = []
    for figure in zip(*draws, strict=True):
        ordered = sorted(x for x in figure if not math.isnan(x))  # a figure not sampled is not a number
        if not ordered:
            intervals.append((math.nan, math.nan))
            continue
        intervals.append((ordered[int(0.025 * len(ordered))], ordered[math.ceil(0.975 * len(ordered)) - 1]))
    return intervals


def _map(function: Callable[[_Task], _Result], tasks: Sequence[_Task], jobs: int) -> Iterator[_Result]:
    """``function`` over ``tasks`` in order, in this process for one job, else in a pool of ``jobs``."""
    if jobs <= 1:
        yield from map(function, tasks)
        return
    with multiprocessing.Pool(jobs) as pool:
        yield from pool.imap(function, tasks)


def measure_bound(parties: int, fresh_size: int, later_size: int, tries: int, jobs: int, seed: int) -> None:
    started = time.perf_counter()
    tasks = [(seed, n, fresh_size, later_size, tries) for n in range(parties)]
    done = list(_map(played_on, tasks, jobs))
    seconds = time.perf_counter() - started
    states = sum(len(p.samples) for p in done)
    fresh = sum(c.fresh for p in done for c in p.samples)
    print(
        f"bound: {parties} parties, {states} states ({fresh} at 0–0 trous) played on {tries} times each "
        f"({seconds:.0f} s); the parties hold {sum(p.fresh_states + p.later_states for p in done)} states "
        f"before a throw, {sum(p.fresh_states for p in done)} at 0–0 trous"
    )

    def figures(sample: Sequence[PartieSample]) -> tuple[float, ...]:
        bound = ratio(sample, lambda c: spread(c.wins, c.tries))
        brier = ratio(sample, Continued.evaluator_brier)
        return bound[1], bound[0], brier[1], brier[0], brier[1] - bound[1], brier[0] - bound[0]

    point = figures(done)
    intervals = bootstrap(done, figures)
    names = (
        "bound (a perfect predictor's Brier), all states",
        "bound, 0–0 trous",
        "the evaluator's Brier on these states, all",
        "the evaluator's Brier on these states, 0–0 trous",
        "the evaluator's excess over the bound, all",
        "the evaluator's excess over the bound, 0–0 trous",
    )
    for name, value, (low, high) in zip(names, point, intervals, strict=True):
        if math.isnan(value):
            print(f"  {name}: not sampled")
        else:
            print(f"  {name}: {value:.4f} (95 % interval {low:.4f}–{high:.4f})")


def states_for_gap(seed: int, count: int) -> list[tuple[Position, ScoreState]]:
    partie = play_partie((TutorPlayer(), TutorPlayer()), random.Random(seed))
    states = [partie.states[index] for index in before_throws(partie)]
    rng = random.Random(seed)
    chosen = rng.sample(states, min(count, len(states)))
    return [(state.position.with_to_move(state.mover), state.score) for state in chosen]


def gap(case: tuple[Position, ScoreState]) -> float:
    position, score = case
    static = equity(default_evaluator()(position, score))
    return throws_equity(position, score) - static


@dataclass(frozen=True, slots=True)
class Logits:
    """A state before a throw read for a calibration: the partie table's logit, the network's, and the outcome."""

    table: float
    network: float
    fresh: bool
    won: bool


def logits(task: tuple[int, int]) -> list[Logits]:
    """Partie ``number`` (the same as :func:`one`'s): its states before a throw with the evaluator's two logits."""
    seed, number = task
    partie = play_partie((TutorPlayer(), TutorPlayer()), random.Random(seed * 1_000_003 + number))
    evaluator = default_evaluator()
    rows = []
    for index in before_throws(partie):
        state = partie.states[index]
        position = state.position.with_to_move(state.mover)
        chance = evaluator(position, state.score, partie.conventions)
        table = evaluator.prior_weight * prior(position, state.score)
        total = math.log(chance / (1 - chance))
        rows.append(Logits(table, total - table, _fresh(state), partie.state.winner is state.mover))
    return rows


CALIBRATIONS: dict[str, Callable[[Logits, float], float]] = {
    "temperature, sigmoid(a × (table + network))": lambda row, a: a * (row.table + row.network),
    "network scaled, sigmoid(table + c × network)": lambda row, c: row.table + c * row.network,
    "network scaled at 0–0 only": lambda row, c: row.table + (c if row.fresh else 1.0) * row.network,
}
"""The calibrations tried on the held-out parties, each of one parameter (1 leaves the evaluator as it is)."""


def briers(rows: Sequence[Logits], logit: Callable[[Logits], float]) -> tuple[float, float]:
    """The Brier score over all the rows and over those at 0–0 trous."""
    errors = [((1 / (1 + math.exp(-logit(row)))) - row.won) ** 2 for row in rows]
    fresh = [error for error, row in zip(errors, rows, strict=True) if row.fresh]
    return statistics.fmean(errors), statistics.fmean(fresh) if fresh else math.nan


def _calibrated(rows: Sequence[Logits], calibration: Callable[[Logits, float], float], x: float) -> tuple[float, float]:
    return briers(rows, lambda row: calibration(row, x))


def held_out(parties: int, seed: int, jobs: int) -> None:
    """Each calibration fitted on ``parties`` parties of ``seed`` (its parameter from 0 to 2 by hundredths, the
    least Brier over all states, then at 0–0 trous) and measured on as many of ``seed + 1``."""
    started = time.perf_counter()
    fitting: list[Logits] = []
    testing: list[Logits] = []
    for rows, number in ((fitting, seed), (testing, seed + 1)):
        for part in _map(logits, [(number, n) for n in range(parties)], jobs):
            rows.extend(part)
    print(
        f"held out: fitted on {len(fitting)} states of seed {seed}, measured on {len(testing)} of seed {seed + 1} "
        f"({sum(r.fresh for r in testing)} at 0–0 trous; {time.perf_counter() - started:.0f} s)"
    )
    shipped = briers(testing, lambda row: row.table + row.network)
    table = briers(testing, lambda row: row.table)
    print(f"  the evaluator as shipped: Brier {shipped[0]:.4f} over all states, {shipped[1]:.4f} at 0–0 trous")
    print(f"  the partie table alone: {table[0]:.4f}, {table[1]:.4f}")
    grid = [i / 100 for i in range(201)]
    for name, calibration in CALIBRATIONS.items():
        for where, figure in (("all states", 0), ("0–0 trous", 1)):
            best = min(grid, key=lambda x: _calibrated(fitting, calibration, x)[figure])
            measured = _calibrated(testing, calibration, best)
            print(f"  {name}, fitted on {where}: {best:.2f}; held out {measured[0]:.4f}, {measured[1]:.4f}")


Row = tuple[int, float, float, int, int, int, int]
"""A state read for a calibration (``--write-rows``): partie, the network's logit before the calibration, the partie
table's logit, the mover's trous, his opponent's, 1 at the start of a relevé, 1 if the mover won."""

_TALON = (15,) + (0,) * 23


def raw_rows(task: tuple[int, int]) -> list[Row]:
    """Partie ``number`` (the same as :func:`one`'s): its states before a throw as :data:`Row`."""
    seed, number = task
    partie = play_partie((TutorPlayer(), TutorPlayer()), random.Random(seed * 1_000_003 + number))
    winner = partie.state.winner
    if winner is None:
        return []
    evaluator = default_evaluator()
    rows = []
    for index in before_throws(partie):
        state = partie.states[index]
        position = state.position.with_to_move(state.mover)
        mine, theirs = state.score.of(state.mover), state.score.of(state.mover.opponent)
        start = position.white == _TALON and position.black == _TALON and mine.points == 0 and theirs.points == 0
        rows.append(
            (
                number,
                round(evaluator.raw_logit(position, state.score, partie.conventions), 6),
                round(evaluator.prior_weight * prior(position, state.score), 6),
                mine.trous,
                theirs.trous,
                int(start),
                int(winner is state.mover),
            )
        )
    return rows


def read_rows(paths: Sequence[str]) -> list[Row]:
    """The rows of ``--write-rows`` files, the parties of each file numbered apart."""
    rows: list[Row] = []
    for file_number, path in enumerate(paths):
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                number, raw, table, mine, theirs, start, won = json.loads(line)
                rows.append((file_number * 1_000_000 + number, raw, table, mine, theirs, start, won))
    return rows


def _sigmoid(logit: float) -> float:
    if logit < -700:
        return 0.0
    return 1 / (1 + math.exp(-logit))


def fit_shift(rows: Sequence[Row]) -> float:
    """The shift of the logit that maximises the likelihood of the outcomes (Newton's method): the calibration
    shipped, the logistic fit's slope being 1 within its noise (docs/tutor.md).

    >>> rows = [(0, 0.0, 0.0, 0, 0, 0, 1), (1, 0.0, 0.0, 0, 0, 0, 1), (2, 0.0, 0.0, 0, 0, 0, 0)]
    >>> round(fit_shift(rows), 4) == round(math.log(2), 4)
    True
    """
    shift = 0.0
    for _ in range(200):
        gradient = hessian = 0.0
        for row in rows:
            chance = _sigmoid(shift + row[1])
            gradient += chance - row[6]
            hessian += chance * (1 - chance)
        # Newton's step, at most one logit (far from the fit the curvature is nearly nothing)
        step = max(-1.0, min(1.0, gradient / hessian)) if hessian > 1e-12 else math.copysign(1.0, gradient)
        shift -= step
        if abs(step) < 1e-10:
            break
    return shift


def fit_logistic(rows: Sequence[Row]) -> tuple[float, float]:
    """``(a, b)`` of the logistic fit sigmoid(a + b × logit) (Newton's method), for comparison with the shift."""
    a, b = 0.0, 1.0
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for row in rows:
            z = row[1]
            chance = _sigmoid(a + b * z)
            error, weight = chance - row[6], chance * (1 - chance)
            ga, gb = ga + error, gb + error * z
            haa, hab, hbb = haa + weight, hab + weight * z, hbb + weight * z * z
        det = haa * hbb - hab * hab
        da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        a, b = a - da, b - db
        if abs(da) + abs(db) < 1e-10:
            break
    return a, b


def _hats(logit: float, xs: Sequence[float]) -> tuple[int, float, float]:
    """Return ``(i, 1 − t, t)``: ``logit`` as a mix of knots ``i`` and ``i + 1`` (``t`` beyond [0, 1] outside them),
    the piecewise-linear map :func:`notation.tutor.evaluator.calibrated` draws through knots at ``xs``."""
    i = min(max(bisect.bisect_left(xs, logit), 1), len(xs) - 1) - 1
    t = (logit - xs[i]) / (xs[i + 1] - xs[i])
    return i, 1 - t, t


def fit_knots(rows: Sequence[Row], xs: Sequence[float], start: float = 0.0) -> list[float]:
    """The knots' values at ``xs`` (increasing logits) that maximise the likelihood of the outcomes.

    The calibrated logit is linear in the knots' values (each logit a mix of its two knots), so this is a logistic
    regression on those mixes, fitted by Newton's method from the shift ``start`` (a convex problem: one optimum).

    >>> rows = [(n, z, 0.0, 0, 0, 0, int(n % 4 != 0)) for n, z in enumerate([-1.0, 0.0, 1.0] * 40)]
    >>> [round(y, 3) for y in fit_knots(rows, [-1.0, 1.0])] == [round(math.log(3), 3)] * 2
    True
    """
    size = len(xs)
    ys = [x + start for x in xs]
    mixes = [(*_hats(row[1], xs), row[6]) for row in rows]
    for _ in range(50):
        gradient = [0.0] * size
        hessian = [[0.0] * size for _ in range(size)]
        for i, u, v, won in mixes:
            chance = _sigmoid(u * ys[i] + v * ys[i + 1])
            error, weight = chance - won, chance * (1 - chance)
            gradient[i] += error * u
            gradient[i + 1] += error * v
            hessian[i][i] += weight * u * u
            hessian[i][i + 1] += weight * u * v
            hessian[i + 1][i] += weight * u * v
            hessian[i + 1][i + 1] += weight * v * v
        step = _solve(hessian, gradient)
        ys = [y - d for y, d in zip(ys, step, strict=True)]
        if max(abs(d) for d in step) < 1e-9:
            break
    return ys


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Solve ``matrix`` · x = ``vector`` (Gaussian elimination with partial pivoting; a small symmetric system)."""
    size = len(vector)
    a = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(a[r][column]))
        a[column], a[pivot] = a[pivot], a[column]
        for r in range(column + 1, size):
            factor = a[r][column] / a[column][column]
            for c in range(column, size + 1):
                a[r][c] -= factor * a[column][c]
    x = [0.0] * size
    for r in reversed(range(size)):
        x[r] = (a[r][size] - sum(a[r][c] * x[c] for c in range(r + 1, size))) / a[r][r]
    return x


def quantile_knots(rows: Sequence[Row], shares: Sequence[float]) -> list[float]:
    """The network's logits at ``shares`` of the rows (their quantiles): where the knots of a fit go."""
    ordered = sorted(row[1] for row in rows)
    return [round(ordered[min(int(share * len(ordered)), len(ordered) - 1)], 3) for share in shares]


KNOT_SHARES = (0.02, 0.1, 0.25, 0.5, 0.75, 0.9, 0.98)
"""Where :func:`fit` puts a piecewise-linear calibration's knots with ``--knots``: at these quantiles of the logits."""


_Tenths = list[list[float]]
"""For each tenth of predicted chance: [states, the predictions' sum, the wins]."""


def tenths(pairs: Sequence[tuple[float, int]]) -> _Tenths:
    """(predicted chance, won) pairs summed by tenth of predicted chance."""
    sums = [[0.0, 0.0, 0.0] for _ in range(10)]
    for chance, won in pairs:
        tenth = sums[min(int(chance * 10), 9)]
        tenth[0] += 1
        tenth[1] += chance
        tenth[2] += won
    return sums


def calibration_figures(parties: Sequence[_Tenths]) -> tuple[float, ...]:
    """Each tenth's share won less its mean prediction (not a number where it is empty), then the ECE.

    >>> figures = calibration_figures([[[2, 0.1, 0]] + [[0, 0.0, 0]] * 8 + [[2, 1.9, 2]]])
    >>> [round(figures[i], 4) for i in (0, 9, 10)], math.isnan(figures[1])
    ([-0.05, 0.05, 0.05], True)
    """
    total = [[0.0, 0.0, 0.0] for _ in range(10)]
    for partie in parties:
        for tenth, sums in zip(total, partie, strict=True):
            tenth[0] += sums[0]
            tenth[1] += sums[1]
            tenth[2] += sums[2]
    states = sum(tenth[0] for tenth in total)
    gaps = tuple((tenth[2] - tenth[1]) / tenth[0] if tenth[0] else math.nan for tenth in total)
    ece = sum(abs(tenth[2] - tenth[1]) for tenth in total) / states if states else math.nan
    return (*gaps, ece)


def decile_report(rows: Sequence[Row], logit: Callable[[Row], float], title: str) -> tuple[float, ...]:
    """Print the calibration of ``logit`` on ``rows`` by tenth, with 95 % intervals bootstrapped over the parties;
    return the figures of :func:`calibration_figures`."""
    by_partie: dict[int, list[tuple[float, int]]] = {}
    for row in rows:
        by_partie.setdefault(row[0], []).append((_sigmoid(logit(row)), row[6]))
    parties = [tenths(pairs) for pairs in by_partie.values()]
    whole = tenths([pair for pairs in by_partie.values() for pair in pairs])
    figures = calibration_figures(parties)
    rng = random.Random(1)
    draws = [calibration_figures([rng.choice(parties) for _ in parties]) for _ in range(1000)]
    intervals = []
    for index in range(11):
        ordered = sorted(draw[index] for draw in draws if not math.isnan(draw[index]))
        intervals.append(
            (ordered[int(0.025 * len(ordered))], ordered[math.ceil(0.975 * len(ordered)) - 1])
            if ordered
            else (math.nan, math.nan)
        )
    brier = statistics.fmean((chance - won) ** 2 for pairs in by_partie.values() for chance, won in pairs)
    print(f"{title}: {len(rows)} states of {len(parties)} parties")
    print("  predicted   states   mean predicted   won     won − predicted (95 % over the parties)")
    for index, (count, predicted, won) in enumerate(whole):
        if count:
            low, high = intervals[index]
            print(
                f"  {index / 10:.1f}–{(index + 1) / 10:.1f}   {int(count):>7}   {predicted / count:14.3f}   "
                f"{won / count:.3f}   {figures[index]:+.3f} ({low:+.3f} to {high:+.3f})"
            )
    print(f"  ECE {figures[10]:.4f} (95 % {intervals[10][0]:.4f}–{intervals[10][1]:.4f}), Brier {brier:.4f}")
    return figures


def write_rows(path: str, parties: int, seed: int, jobs: int) -> None:
    started = time.perf_counter()
    count = 0
    with open(path, "w", encoding="utf-8") as out:
        for part in _map(raw_rows, [(seed, n) for n in range(parties)], jobs):
            for row in part:
                out.write(json.dumps(row) + "\n")
            count += len(part)
    seconds = time.perf_counter() - started
    print(f"{count} states of {parties} parties of seed {seed} written to {path} ({seconds:.0f} s)")


def fit(paths: Sequence[str], knots: bool = False) -> None:
    rows = read_rows(paths)
    shift = fit_shift(rows)
    a, b = fit_logistic(rows)
    print(f"fitted on {len(rows)} states of {len({row[0] for row in rows})} parties: shift {shift:+.4f}")
    print(f"  the logistic fit for comparison: sigmoid({a:+.4f} + {b:.4f} × logit)")
    print(f'  in the weights: "calibration": {{"logit": [[0.0, {shift:.4f}]]}}')
    if knots:
        xs = quantile_knots(rows, KNOT_SHARES)
        ys = fit_knots(rows, xs, shift)
        pairs = [[x, round(y, 4)] for x, y in zip(xs, ys, strict=True)]
        increasing = all(y0 < y1 for (_x0, y0), (_x1, y1) in itertools.pairwise(pairs))
        print(f"  knots at the logits' quantiles {KNOT_SHARES}: {'' if increasing else 'NOT INCREASING: '}")
        print(f'  in the weights: "calibration": {{"logit": {json.dumps(pairs)}}}')
        decile_report(rows, lambda row: calibrated(row[1], [(x, y) for x, y in pairs]), "the knots, on these rows")


def deciles(paths: Sequence[str], candidate: str | None = None) -> None:
    rows = read_rows(paths)
    knots = default_evaluator().calibration
    decile_report(rows, lambda row: row[1], "the network before the calibration")
    decile_report(rows, lambda row: calibrated(row[1], knots), f"the evaluator as shipped (calibration {knots})")
    if candidate is not None:
        # a calibration not shipped, measured on the same rows: the knots' list as --fit prints it
        pairs = tuple((float(x), float(y)) for x, y in json.loads(candidate))
        decile_report(rows, lambda row: calibrated(row[1], pairs), f"the calibration {pairs}")
    starts = [row for row in rows if row[5]]
    decile_report(starts, lambda row: row[2], "the partie table, at the start of each relevé")
    decile_report(starts, lambda row: calibrated(row[1], knots), "the evaluator, at the start of each relevé")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--parties", type=int, default=200)
    parser.add_argument("--gap-positions", type=int, default=60)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bound", action="store_true", help="measure the bound instead (see above)")
    parser.add_argument("--bound-parties", type=int, default=50)
    parser.add_argument("--fresh-states", type=int, default=2, help="states sampled a partie at 0–0 trous")
    parser.add_argument("--later-states", type=int, default=4, help="states sampled a partie after")
    parser.add_argument("--continuations", type=int, default=12)
    parser.add_argument(
        "--held-out", action="store_true", help="fit calibrations on --parties of --seed, measure on --seed + 1"
    )
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    parser.add_argument("--write-rows", metavar="FILE", help="write the states of --parties parties of --seed")
    parser.add_argument("--fit", nargs="+", metavar="FILE", help="fit the calibration on files of --write-rows")
    parser.add_argument(
        "--knots", action="store_true", help="with --fit, fit a piecewise-linear calibration too (KNOT_SHARES)"
    )
    parser.add_argument("--calibration", help="with --deciles, knots to measure beside the shipped ones (JSON)")
    parser.add_argument("--deciles", nargs="+", metavar="FILE", help="measure the shipped evaluator on such files")
    args = parser.parse_args()
    if args.tiny:
        args.parties, args.gap_positions, args.jobs = 2, 2, 1
        args.bound_parties, args.continuations = 1, 2
    if args.write_rows:
        write_rows(args.write_rows, args.parties, args.seed, args.jobs)
        return
    if args.fit:
        fit(args.fit, knots=args.knots)
        return
    if args.deciles:
        deciles(args.deciles, args.calibration)
        return
    if hasattr(os, "getloadavg"):
        print(f"load average at the start: {os.getloadavg()[0]:.2f}")
    if args.bound:
        measure_bound(
            args.bound_parties, args.fresh_states, args.later_states, args.continuations, args.jobs, args.seed
        )
        return
    if args.held_out:
        held_out(args.parties, args.seed, args.jobs)
        return
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
