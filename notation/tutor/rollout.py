"""Truncated rollouts: the plays of a throw valued by playing the partie on, many times, with the same dice.

A rollout values a position (the opponent to move, after a play) by playing
it on ``trials`` times, both sides choosing by the tutor's 1-ply player
(:class:`notation.tutor.ranking.TutorPlayer`), for ``truncate`` throws; the partie
is then valued by the evaluator, or by its result (±1) when it ended sooner.
The figure is the equity of the side that played, from −1 to +1, with its
standard error and 95 % interval.

Two devices make a few hundred trials say as much as many thousands would
(backgammon programs use both):

* **Common random numbers.** Trial ``i`` throws the same dice whatever play
  is rolled out (the dice of a trial depend only on the seed and the trial's
  number, :func:`trial_throws`), so two plays are compared on the same luck.
* **The luck of the throws (a control variate).** For each of the first
  ``luck_throws`` throws of a trial, the thrower's 1-ply value of each of
  the 21 throws is computed (what it marks, then its best reply among the
  pruned ones, as at 2-ply: :func:`notation.tutor.ranking.throws_equity`); the
  throw's *luck* is its value minus their mean, weighted by the chances.
  The luck of the throws, times a coefficient fitted on the trials (the
  regression estimate of a control variate), is taken off the trial's
  result.  The luck's expectation is exactly zero, so the mean stays
  unbiased (up to the fitted coefficient's small-sample bias); the spread
  that the dice explain goes.

>>> from notation.board import BLACK, Position
>>> from notation.scoreboard import ScoreState
>>> result = rollout(Position.start(BLACK), ScoreState(), trials=2, truncate=0)
>>> result.trials, result.standard_error
(2, 0.0)
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass

from notation.board import WHITE, Colour, Position
from notation.dice import ALL_THROWS, Throw
from notation.errors import BadArgumentError
from notation.game import PARTIE_TROUS, Partie, Phase, Roll
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.marking import mark
from notation.rules.moves import Play, legal_plays
from notation.rules.scoring import points_only
from notation.scoreboard import ScoreState
from notation.tutor.collector import fewer_collections, worker_start
from notation.tutor.evaluator import Valuer, default_evaluator, equity
from notation.tutor.ranking import RankedPlay, SearchCancelled, TutorPlayer, best_after_throw, rank_plays

__all__ = [
    "ROLLOUT_KEEP",
    "RolledPlay",
    "RolloutResult",
    "rolled_state",
    "rollout",
    "rollout_plays",
    "rollout_plays_on_cores",
    "rollout_start",
    "rollout_workers",
    "score_after_throw",
    "trial_throws",
]

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95 % interval."""
ROLLOUT_KEEP = 3
"""How many of the best 1-ply plays :func:`rollout_plays` rolls out (with those within the margin)."""
ROLLOUT_MARGIN = 0.04
"""A play within this equity of the best 1-ply play is rolled out too (up to :data:`ROLLOUT_MOST`)."""
ROLLOUT_MOST = 5
"""The most plays rolled out for one throw."""


@dataclass(frozen=True, slots=True)
class RolloutResult:
    """The rolled-out equity of the side that played: mean, standard error, 95 % interval.

    ``values`` are the trials' results with the luck (times its fitted coefficient) taken off (what the mean
    averages); ``raw_mean`` the mean without the luck taken off; ``throws``
    the dice each trial threw (the same for every play rolled out with one seed).
    """

    mean: float
    standard_error: float
    values: tuple[float, ...]
    raw_mean: float
    throws: tuple[tuple[Throw, ...], ...]

    @property
    def trials(self) -> int:
        return len(self.values)

    @property
    def low(self) -> float:
        """The lower bound of the 95 % interval."""
        return self.mean - Z95 * self.standard_error

    @property
    def high(self) -> float:
        """The upper bound of the 95 % interval."""
        return self.mean + Z95 * self.standard_error

    @property
    def half_width(self) -> float:
        """Half the 95 % interval: the ``±`` figure."""
        return Z95 * self.standard_error


@dataclass(frozen=True, slots=True)
class RolledPlay:
    """A play of the throw with its 1-ply equity and its rollout; ``loss`` against the best rolled-out mean."""

    play: Play
    static: float
    result: RolloutResult
    loss: float


def trial_throws(seed: int, trial: int, count: int) -> tuple[Throw, ...]:
    """Return the dice of trial ``trial`` of a rollout seeded ``seed``: the same for every play rolled out.

    >>> trial_throws(1, 0, 3) == trial_throws(1, 0, 3)
    True
    >>> trial_throws(1, 0, 2) == trial_throws(1, 0, 3)[:2]
    True
    """
    rng = random.Random(f"trictrac-rollout:{seed}:{trial}")
    return tuple(Throw(rng.randint(1, 6), rng.randint(1, 6)) for _ in range(count))


class _Luck:
    """The thrower's 1-ply value of each of the 21 throws from one state, cached by the state."""

    def __init__(self, conventions: Conventions, evaluator: Valuer) -> None:
        self.conventions = conventions
        self.evaluator = evaluator
        self.cache: dict[tuple[object, ...], tuple[dict[Throw, float], float]] = {}

    def of(self, position: Position, score: ScoreState, throw: Throw, previous: Throw | None) -> float:
        """Return the luck of ``throw`` for ``position.to_move``: its value minus the mean of the 21."""
        key = (position.white, position.black, position.to_move, position.throws, score, previous)
        known = self.cache.get(key)
        if known is None:
            table = {
                each: best_after_throw(position, each, score, self.conventions, self.evaluator, previous)
                for each in ALL_THROWS
            }
            known = table, sum(each.weight * table[each] for each in ALL_THROWS) / 36
            self.cache[key] = known
        table, mean = known
        return table[throw] - mean


def _result(partie: Partie, me: Colour, evaluator: Valuer) -> float:
    """Return the partie's worth to ``me``: ±1 when over, else the evaluator's value for the side to throw."""
    state = partie.state
    if state.phase is Phase.OVER:
        if state.winner is None:
            return 0.0
        return 1.0 if state.winner is me else -1.0
    value = equity(evaluator(state.position.with_to_move(state.mover), state.score, partie.conventions))
    return value if state.mover is me else -value


def _decided(score: ScoreState, me: Colour) -> float | None:
    mine, theirs = score.of(me).trous, score.of(me.opponent).trous
    if mine >= PARTIE_TROUS or theirs >= PARTIE_TROUS:
        return 0.0 if mine == theirs else (1.0 if mine > theirs else -1.0)
    return None


def rollout(
    position: Position,
    score: ScoreState,
    conventions: Conventions = DEFAULT,
    *,
    trials: int = 36,
    truncate: int = 10,
    seed: int = 1,
    luck_throws: int = 1,
    evaluator: Valuer | None = None,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int], None] | None = None,
) -> RolloutResult:
    """Roll out ``position`` from ``score``, for the side that just played.

    ``position.to_move`` is about to throw.

    Each of ``trials`` trials plays the partie on with the tutor's 1-ply
    player on both sides for ``truncate`` throws (:func:`trial_throws` gives
    its dice), then values it by the evaluator, or ±1 if it ended.  The luck
    of its first ``luck_throws`` throws is taken off (module docstring).  A
    score where a side already has twelve trous is worth ±1 in every trial.
    ``cancelled`` is asked between trials, and ``progress`` told the trials done after each.
    """
    if trials < 1:
        raise BadArgumentError("a rollout plays at least one trial", name="trials", value=trials)
    if truncate < 0:
        raise BadArgumentError("a rollout stops after 0 throws or more", name="truncate", value=truncate)
    evaluator = evaluator or default_evaluator()
    raws, lucks, thrown = _trials(
        position, score, conventions, range(trials), truncate, seed, luck_throws, evaluator, cancelled, progress
    )
    return _combined(raws, lucks, thrown)


def _trials(
    position: Position,
    score: ScoreState,
    conventions: Conventions,
    numbers: range,
    truncate: int,
    seed: int,
    luck_throws: int,
    evaluator: Valuer,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int], None] | None = None,
) -> tuple[list[float], list[float], list[tuple[Throw, ...]]]:
    """Return the trials ``numbers`` of a rollout of ``position``: each one's raw result, luck and dice.

    The trials of :func:`rollout`.

    A trial depends only on its number and the seed: the trials of one rollout may be played in several
    processes and put together in their order (:func:`_combined`), the same as played in one."""
    me = position.to_move.opponent
    decided = _decided(score, me)
    player = TutorPlayer(evaluator)
    luck = _Luck(conventions, evaluator)
    raws: list[float] = []
    lucks: list[float] = []
    thrown: list[tuple[Throw, ...]] = []
    for done, trial in enumerate(numbers, start=1):
        if cancelled is not None and cancelled():
            raise SearchCancelled()
        if decided is not None:
            raws.append(decided)
            lucks.append(0.0)
            thrown.append(())
            continue
        dice = trial_throws(seed, trial, truncate)
        partie = Partie(conventions=conventions, start_position=position, start_score=score)
        total_luck = 0.0
        rolls = 0
        previous: Throw | None = None
        while not partie.over:
            state = partie.state
            if state.phase is Phase.THROW:
                if rolls == truncate:
                    break
                throw = dice[rolls]
                if rolls < luck_throws:
                    thrower = state.position.with_to_move(state.mover)
                    lucky = luck.of(thrower, state.score, throw, previous)
                    total_luck += lucky if state.mover is me else -lucky
                partie.roll(throw)
                previous = throw
                rolls += 1
            elif state.phase is Phase.DECIDE:
                partie.decide(player.choose_leave(partie))
            else:
                partie.play(player.choose_play(partie, partie.legal_plays()))
        raw = _result(partie, me, evaluator)
        raws.append(raw)
        lucks.append(total_luck)
        thrown.append(tuple(event.throw for event in partie.events if isinstance(event, Roll)))
        if progress is not None:
            progress(done)
    return raws, lucks, thrown


def _combined(raws: Sequence[float], lucks: Sequence[float], thrown: Sequence[tuple[Throw, ...]]) -> RolloutResult:
    """Return the rollout of the trials' raw results and lucks: the luck taken off by its fitted coefficient."""
    trials = len(raws)
    raw_mean = sum(raws) / trials
    luck_mean = sum(lucks) / trials
    spread = sum((luck_ - luck_mean) ** 2 for luck_ in lucks)
    together = sum((raw - raw_mean) * (luck_ - luck_mean) for raw, luck_ in zip(raws, lucks, strict=True))
    # The control variate's coefficient, fitted on the trials (0 when the throws had no luck to take off).
    beta = together / spread if spread > 1e-12 else 0.0
    values = [raw - beta * luck_ for raw, luck_ in zip(raws, lucks, strict=True)]
    mean = sum(values) / trials
    if trials > 1:
        variance = sum((value - mean) ** 2 for value in values) / (trials - 1)
        error = math.sqrt(variance / trials)
    else:
        error = 0.0
    return RolloutResult(mean, error, tuple(values), raw_mean, tuple(thrown))


def score_after_throw(
    position: Position, throw: Throw, score: ScoreState, conventions: Conventions, given: int | None
) -> ScoreState:
    """Return the score after the opponent has marked what ``throw`` gave him (à faux, impuissance…)."""
    mover = position.to_move
    if given is None:
        white, black = points_only(position, throw, conventions)
        given = black if mover is WHITE else white
    return mark(score, mover.opponent, given, own_throw=False).after if given else score


def _counted(progress: Callable[[int, int], None], base: int, total: int) -> Callable[[int], None]:
    """Return a callback that tells ``progress`` one play's trials as part of all the plays'.

    ``base`` done before, ``total`` in all."""
    return lambda done: progress(base + done, total)


def rollout_plays(
    position: Position,
    throw: Throw,
    score: ScoreState | None = None,
    conventions: Conventions = DEFAULT,
    *,
    trials: int = 36,
    truncate: int = 10,
    seed: int = 1,
    luck_throws: int = 1,
    keep: int = ROLLOUT_KEEP,
    plays: Sequence[Play] | None = None,
    given: int | None = None,
    evaluator: Valuer | None = None,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
    finished: list[RolledPlay] | None = None,
) -> list[RolledPlay]:
    """Return the best plays of ``throw`` ranked by rollout, best first.

    ``score`` is the score when the mover plays (his own points marked, as
    for :func:`notation.tutor.ranking.rank_plays`).  Every legal play is valued at
    1-ply first (``given``, the points the throw gives the opponent, computed
    when ``None``); only the ``keep`` best, and others within
    :data:`ROLLOUT_MARGIN` of the best (up to :data:`ROLLOUT_MOST`), are
    rolled out, all with the same seed (so with the same dice: common random
    numbers).  A play after which the opponent has twelve trous is worth −1;
    a sortie is rolled out from the relevé, the mover throwing.  ``progress(done, total)`` is told after each
    trial, counting the trials of every play rolled out.  Interrupted (Ctrl+C), the rollout keeps its work: the
    plays rolled out whole before it are put in ``finished``, ranked, and the interruption goes on.
    """
    score = ScoreState() if score is None else score
    evaluator = evaluator or default_evaluator()
    plays = legal_plays(position, throw, conventions) if plays is None else plays
    ranked = rank_plays(position, throw, score, conventions, plays=plays, given=given, evaluator=evaluator)
    best_static = ranked[0].equity
    chosen = [
        ranked_play
        for rank, ranked_play in enumerate(ranked)
        if rank < keep or best_static - ranked_play.equity <= ROLLOUT_MARGIN
    ][: max(keep, ROLLOUT_MOST)]
    after_score = score_after_throw(position, throw, score, conventions, given)
    mover = position.to_move
    rolled: list[tuple[Play, float, RolloutResult]] = []
    try:
        _roll_each(
            chosen,
            rolled,
            mover,
            after_score,
            conventions,
            trials,
            truncate,
            seed,
            luck_throws,
            evaluator,
            cancelled,
            progress,
        )
    except KeyboardInterrupt:
        if finished is not None and rolled:
            finished[:] = _ranked_rollouts(rolled)
        raise
    return _ranked_rollouts(rolled)


def _ranked_rollouts(rolled: list[tuple[Play, float, RolloutResult]]) -> list[RolledPlay]:
    ordered = sorted(rolled, key=lambda item: -item[2].mean)
    best = ordered[0][2].mean
    return [RolledPlay(play, static, result, best - result.mean) for play, static, result in ordered]


def _roll_each(
    chosen: Sequence[RankedPlay],
    rolled: list[tuple[Play, float, RolloutResult]],
    mover: Colour,
    after_score: ScoreState,
    conventions: Conventions,
    trials: int,
    truncate: int,
    seed: int,
    luck_throws: int,
    evaluator: Valuer,
    cancelled: Callable[[], bool] | None,
    progress: Callable[[int, int], None] | None,
) -> None:
    """Roll out each play of ``chosen`` in turn, appending each to ``rolled`` once it is whole."""
    for index, ranked_play in enumerate(chosen):
        told = None if progress is None else _counted(progress, index * trials, len(chosen) * trials)
        start, turned = rollout_start(ranked_play.play, mover)
        result = rollout(
            start,
            after_score,
            conventions,
            trials=trials,
            truncate=truncate,
            seed=seed,
            luck_throws=luck_throws,
            evaluator=evaluator,
            cancelled=cancelled,
            progress=told,
        )
        rolled.append((ranked_play.play, ranked_play.equity, _turned(result) if turned else result))


def rollout_start(play: Play, mover: Colour) -> tuple[Position, bool]:
    """Tell where the rollout of ``play`` starts, and whether its sign turns.

    After a sortie, the relevé with the mover throwing (the rollout is then the opponent's); else the position the play
    leaves."""
    after = play.position
    if after.off(mover) == 15:
        return Position.start(mover), True
    return after, False


def rolled_state(rolled: RolledPlay, mover: Colour) -> tuple[Position, float]:
    """Return the state a rolled-out play leaves and its thrower's chance of winning by the rollout.

    The position the play leaves, the opponent to throw; after a sortie, the relevé, the mover throwing (as the
    rollout started, :func:`rollout_start`).  The evaluator's training fits these chances
    (``scripts/rollout_targets.py``).
    """
    start, turned = rollout_start(rolled.play, mover)
    mean = rolled.result.mean  # the mover's equity
    return start, (1 + mean) / 2 if turned else (1 - mean) / 2


def _turned(result: RolloutResult) -> RolloutResult:
    return RolloutResult(
        -result.mean, result.standard_error, tuple(-value for value in result.values), -result.raw_mean, result.throws
    )


def rollout_workers() -> int:
    """Return the processes a rollout is shared between: two, or one on a machine of one core."""
    return max(1, min(2, os.cpu_count() or 1))


_Chunk = tuple[int, Position, ScoreState, Conventions, range, int, int, int]
"""A share of a play's trials: (the play's index, the start, the score, the conventions, the trials' numbers,
truncate, seed, luck_throws)."""


def _play_chunk(chunk: _Chunk) -> tuple[int, int, list[float], list[float], list[tuple[Throw, ...]]]:
    """Play one share of a play's trials, by the shipped evaluator (in a worker process).

    A tuple: (play, first trial, the trials' raw results, lucks and dice)."""
    index, start, score, conventions, numbers, truncate, seed, luck_throws = chunk
    raws, lucks, thrown = _trials(start, score, conventions, numbers, truncate, seed, luck_throws, default_evaluator())
    return index, numbers.start, raws, lucks, thrown


def _chunk_size(trials: int, workers: int) -> int:
    """Return the trials a share: about four shares a worker for each play, and at most twelve.

    A cancellation waits for the shares under way, and each share values its first throw's 21 throws again.

    >>> _chunk_size(36, 2), _chunk_size(1296, 2), _chunk_size(3, 2)
    (5, 12, 1)
    """
    return max(1, min(12, math.ceil(trials / (4 * workers))))


def rollout_plays_on_cores(
    position: Position,
    throw: Throw,
    score: ScoreState | None = None,
    conventions: Conventions = DEFAULT,
    *,
    trials: int = 36,
    truncate: int = 10,
    seed: int = 1,
    luck_throws: int = 1,
    keep: int = ROLLOUT_KEEP,
    given: int | None = None,
    workers: int | None = None,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[RolledPlay]:
    """Roll out like :func:`rollout_plays` by the shipped evaluator, in several processes.

    The trials are shared between ``workers`` processes.

    ``workers`` is :func:`rollout_workers` by default; one plays them here.  The same plays, the same figures.

    The trials of each play are cut into shares (:func:`_chunk_size`) played by a pool of processes started for the
    rollout and stopped after it; ``progress(done, total)`` is told the trials done as each share comes back, and
    ``cancelled`` is asked ten times a second: it drops the shares not begun and raises
    :class:`~notation.errors.SearchCancelled` (the shares under way end in their processes, their results unread).
    """
    if trials < 1:
        raise BadArgumentError("a rollout plays at least one trial", name="trials", value=trials)
    if truncate < 0:
        raise BadArgumentError("a rollout stops after 0 throws or more", name="truncate", value=truncate)
    score = ScoreState() if score is None else score
    workers = rollout_workers() if workers is None else max(1, workers)
    evaluator = default_evaluator()
    plays = legal_plays(position, throw, conventions)
    ranked = rank_plays(position, throw, score, conventions, plays=plays, given=given, evaluator=evaluator)
    best_static = ranked[0].equity
    chosen = [
        ranked_play
        for rank, ranked_play in enumerate(ranked)
        if rank < keep or best_static - ranked_play.equity <= ROLLOUT_MARGIN
    ][: max(keep, ROLLOUT_MOST)]
    after_score = score_after_throw(position, throw, score, conventions, given)
    mover = position.to_move
    starts = [rollout_start(ranked_play.play, mover) for ranked_play in chosen]
    size = _chunk_size(trials, workers)
    chunks: list[_Chunk] = [
        (index, start, after_score, conventions, range(first, min(trials, first + size)), truncate, seed, luck_throws)
        for index, (start, _turn) in enumerate(starts)
        for first in range(0, trials, size)
    ]
    total = len(chosen) * trials
    parts: dict[int, list[tuple[int, list[float], list[float], list[tuple[Throw, ...]]]]] = {
        index: [] for index in range(len(chosen))
    }
    done = 0

    def take(part: tuple[int, int, list[float], list[float], list[tuple[Throw, ...]]]) -> None:
        nonlocal done
        index, first, raws, lucks, thrown = part
        parts[index].append((first, raws, lucks, thrown))
        done += len(raws)
        if progress is not None:
            progress(done, total)

    if workers == 1:
        for chunk in chunks:
            if cancelled is not None and cancelled():
                raise SearchCancelled()
            with fewer_collections():
                part = _play_chunk(chunk)
            take(part)
    else:
        _on_pool(chunks, workers, take, cancelled)
    rolled: list[tuple[Play, float, RolloutResult]] = []
    for index, ranked_play in enumerate(chosen):
        ordered = sorted(parts[index], key=lambda part: part[0])
        result = _combined(
            [raw for part in ordered for raw in part[1]],
            [luck_ for part in ordered for luck_ in part[2]],
            [dice for part in ordered for dice in part[3]],
        )
        rolled.append((ranked_play.play, ranked_play.equity, _turned(result) if starts[index][1] else result))
    return _ranked_rollouts(rolled)


def _on_pool(
    chunks: Sequence[_Chunk],
    workers: int,
    take: Callable[[tuple[int, int, list[float], list[float], list[tuple[Throw, ...]]]], None],
    cancelled: Callable[[], bool] | None,
) -> None:
    """Play ``chunks`` in a pool of ``workers`` fresh processes, each result handed to ``take`` as it comes.

    Spawned: a program with threads, the studio's, must not fork."""
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"), initializer=worker_start)
    try:
        pending: set[Future[tuple[int, int, list[float], list[float], list[tuple[Throw, ...]]]]] = {
            pool.submit(_play_chunk, chunk) for chunk in chunks
        }
        while pending:
            if cancelled is not None and cancelled():
                raise SearchCancelled()
            finished, pending = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
            for future in finished:
                take(future.result())
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
