"""The tutor: the legal plays of a throw ranked by the evaluator, tenir or s'en aller advised, a game analysed.

Every figure is the mover's **equity** in the partie ordinaire, from −1 (lost)
to +1 (won), as backgammon programs show it: twice the chance of winning
that :mod:`notation.tutor.evaluator` gives, minus one.  A play is worth the
position it leaves with the score after the opponent has marked what the
throw gave him (à faux, impuissance…); a sortie is worth the relevé, the
mover throwing again; a play after which the opponent has twelve trous is
worth −1.  Leaving is worth the fresh tablier, the mover throwing, with the
score after the leave.

The errors of a played game are flagged as backgammon programs do, by the
equity lost against the best choice: doubtful from 0.04, bad from 0.08,
very bad from 0.16 (gnubg's default thresholds), and only when the loss also
passes the noise of the depth it was valued at (:data:`NOISE`).

>>> from notation.board import Position
>>> from notation.dice import Throw
>>> ranked = rank_plays(Position.start(), Throw(6, 5))
>>> len(ranked), ranked[0].loss
(1, 0.0)
"""

from __future__ import annotations

import enum
import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from notation.board import WHITE, Colour, Position
from notation.dice import ALL_THROWS, Throw
from notation.ecrire import OBLIGATION
from notation.errors import BadArgumentError, SearchCancelled
from notation.game import PARTIE_TROUS, Decision, GameState, Move, Partie, Phase, PrimauteThrow, Roll, Variant
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.marking import Marking, mark
from notation.rules.moves import Play, legal_plays
from notation.rules.scoring import points_only
from notation.rules.scoring import score as full_score
from notation.scoreboard import ScoreState
from notation.tutor.bot import structure_of
from notation.tutor.evaluator import Remembering, Valuer, default_evaluator, equity
from notation.tutor.ratings import PlayerRating, rating_of

__all__ = [
    "Analysis",
    "DeepTop",
    "Flag",
    "LeaveAdvice",
    "PlayerTotals",
    "RankedPlay",
    "Rating",
    "SearchCancelled",
    "ThrowAdvice",
    "TutorPlayer",
    "advise_leave",
    "advise_throw",
    "analyse_partie",
    "best_after_throw",
    "clear_best",
    "deep_top",
    "flag_of",
    "rank_plays",
    "rank_state_plays",
    "reply_equity",
    "state_top",
]


@dataclass(frozen=True, slots=True)
class RankedPlay:
    """A legal play with the mover's equity after it and the equity lost against the best play.

    ``ply`` says how deep the play was valued: 1, the evaluator on the position the play leaves; 2, the
    opponent's 21 throws looked at, each with his marking and his best reply (see :func:`rank_plays`).
    """

    play: Play
    equity: float
    loss: float
    ply: int = 1


@dataclass(frozen=True, slots=True)
class LeaveAdvice:
    """Tenir or s'en aller after a trou won on one's own throw: the equity of each and the advice."""

    hold: float
    leave: float

    @property
    def should_leave(self) -> bool:
        return self.leave > self.hold

    @property
    def loss(self) -> float:
        """What the worse choice costs."""
        return abs(self.leave - self.hold)


class Flag(enum.Enum):
    """How bad a choice is, by the equity lost (gnubg's thresholds)."""

    NONE = ""
    DOUBTFUL = "doubtful"
    BAD = "bad"
    VERY_BAD = "very bad"

    @property
    def mark(self) -> str:
        """The annotator's glyph: ``?!`` doubtful, ``?`` bad, ``??`` very bad (empty for no error).

        >>> [flag.mark for flag in Flag]
        ['', '?!', '?', '??']
        """
        return _MARKS[self]


_MARKS = {Flag.NONE: "", Flag.DOUBTFUL: "?!", Flag.BAD: "?", Flag.VERY_BAD: "??"}

DOUBTFUL, BAD, VERY_BAD = 0.04, 0.08, 0.16

NOISE: dict[int, float] = {1: 0.036, 2: 0.031}
"""The noise of the tutor's values at each depth, in equity: the root mean square of the distance between what
a play lost against another at that depth and what rollouts of the two found, the rollouts' own error taken
off, measured by ``bench/noise_bench.py`` on the tutor's self-play (docs/tutor.md, "The noise of a mark").  A
choice is marked only when its loss passes both its mark's threshold and the noise of the depth it was valued
at."""


def flag_of(loss: float, ply: int | None = None) -> Flag:
    """Return the flag of a choice that lost ``loss`` equity.

    Valued at ``ply``, none while the loss is within that depth's :data:`NOISE` (a loss the next level of look-ahead may
    well undo).

    >>> [flag_of(x).value for x in (0.0, 0.05, 0.1, 0.3)]
    ['', 'doubtful', 'bad', 'very bad']
    >>> flag_of(NOISE[1] - 0.001, ply=1) is Flag.NONE
    True
    """
    if ply is not None and loss < NOISE.get(ply, 0.0):
        return Flag.NONE
    if loss >= VERY_BAD:
        return Flag.VERY_BAD
    if loss >= BAD:
        return Flag.BAD
    if loss >= DOUBTFUL:
        return Flag.DOUBTFUL
    return Flag.NONE


# -- values ---------------------------------------------------------------------------

SECOND_PLY_KEEP = 4
"""How many of the best 1-ply plays a 2-ply ranking looks at again (with those within the margin)."""
SECOND_PLY_MARGIN = 0.04
"""A play within this equity of the best 1-ply play is looked at again at 2-ply (up to :data:`SECOND_PLY_MOST`)."""
SECOND_PLY_MOST = 6
"""The most plays looked at again at 2-ply (more than ``keep`` only for plays within the margin), in their 1-ply
order: what keeps a 2-ply decision near a second where many plays are worth the same."""
REPLY_KEEP = 3
"""At 2-ply, how many of the opponent's replies to each throw the evaluator values: those the bot's static
structure ranks first (the evaluator reads 21 throws of chances for each position, too slow for every reply)."""


_reply_structure = functools.lru_cache(maxsize=1 << 14)(structure_of)
"""The bot's structure of a reply's counts, remembered: a 2-ply search meets the opponent's same dames after each of
the plays it looks at again, and after most throws the same replies."""


class _Valuer:
    """The mover's equity after each of his plays, from one score; caches positions already valued."""

    def __init__(
        self,
        position: Position,
        throw: Throw,
        score: ScoreState,
        conventions: Conventions,
        evaluator: Valuer,
        given: int | None,
    ) -> None:
        self.mover = position.to_move
        self.conventions = conventions
        self.evaluator = evaluator
        opponent = self.mover.opponent
        if given is None:
            white, black = points_only(position, throw, conventions)
            given = black if self.mover is WHITE else white
        after = mark(score, opponent, given, own_throw=False).after if given else score
        self.score = after
        self.lost = after.of(opponent).trous >= PARTIE_TROUS
        self.cache: dict[tuple[tuple[int, ...], tuple[int, ...]], float] = {}

    def __call__(self, play: Play) -> float:
        if self.lost:
            return -1.0
        after = play.position
        key = (after.white, after.black)
        known = self.cache.get(key)
        if known is not None:
            return known
        if after.off(self.mover) == 15:
            # A sortie: the relevé, and the mover throws again.
            value = equity(self.evaluator(Position.start(self.mover), self.score, self.conventions))
        else:
            value = -equity(self.evaluator(after, self.score, self.conventions))
        self.cache[key] = value
        return value

    def deep(self, play: Play, throw: Throw) -> float:
        """Return the play's 2-ply equity.

        A partie lost keeps −1; a sortie, the relevé looked at over the mover's throws."""
        after = play.position
        if self.lost:
            return -1.0
        if after.off(self.mover) == 15:
            return throws_equity(Position.start(self.mover), self.score, self.conventions, self.evaluator)
        return reply_equity(after, self.score, self.conventions, self.evaluator, previous_throw=throw)


class _PlaySearch:
    """One play's 2-ply equity (:meth:`_Valuer.deep`), a step at a time: a bound from above, then the equity.

    The opponent's replies to each of his throws are valued a step at a time (:class:`_Replies`); after each step the
    mean of his best so far, summed in the order :func:`throws_equity` sums, bounds the play's equity from above (he
    will do at least that well).  The last step gives the equity itself, to the last bit."""

    __slots__ = ("bound", "done", "replies")

    def __init__(self, valuer: _Valuer, play: Play, throw: Throw) -> None:
        self.replies: list[tuple[int, _Replies]] = []
        if valuer.lost or play.position.off(valuer.mover) == 15:
            self.bound, self.done = valuer.deep(play, throw), True
            return
        self.bound, self.done = math.inf, False
        self.replies = [
            (each.weight, _Replies(play.position, each, valuer.score, valuer.conventions, valuer.evaluator, throw))
            for each in ALL_THROWS
        ]

    def refine(self, floor: float | None = None) -> None:
        """Go on until the equity is found (``done``) or its bound falls below ``floor``."""
        while not self.done and (floor is None or self.bound >= floor):
            for _weight, reply in self.replies:
                reply.step()
            total = 0.0
            for weight, reply in self.replies:
                total += weight * reply.best
            self.bound = -(total / 36)
            self.done = all(reply.done for _weight, reply in self.replies)


def rank_plays(
    position: Position,
    throw: Throw,
    score: ScoreState | None = None,
    conventions: Conventions = DEFAULT,
    *,
    plays: Sequence[Play] | None = None,
    given: int | None = None,
    evaluator: Valuer | None = None,
    ply: int = 1,
    keep: int = SECOND_PLY_KEEP,
    cancelled: Callable[[], bool] | None = None,
    must: Play | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[RankedPlay]:
    """Return every legal play of ``throw`` once, best first, with the equity lost against the best.

    ``score`` is the score when the mover plays (his own points of the throw
    marked; a fresh score when ``None``); ``given`` the points the throw gives
    his opponent (computed when ``None``).  Equal equities keep the engine's
    order of the plays.

    Every legal play is valued at 1-ply.  At ``ply=2`` the ``keep`` best of
    them, and others within :data:`SECOND_PLY_MARGIN` of the best (up to
    :data:`SECOND_PLY_MOST` in all), are valued again by looking at each of the opponent's 21 throws
    (:func:`reply_equity`); they come first, by that value, and the plays pruned
    keep their 1-ply value after them.  ``must`` is a play always valued at
    the deepest ply (the one played, when a game is analysed).  ``cancelled``
    is asked between plays (a search the user stopped raises
    :class:`SearchCancelled`), and ``progress(done, total)`` told after each
    play looked at again.
    """
    if ply not in (1, 2):
        raise BadArgumentError("the tutor looks 1 or 2 plies ahead", name="ply", value=ply)
    score = ScoreState() if score is None else score
    plays = legal_plays(position, throw, conventions) if plays is None else plays
    evaluator = evaluator or default_evaluator()
    value = _Valuer(position, throw, score, conventions, evaluator, given)
    valued = sorted(((value(play), index) for index, play in enumerate(plays)), key=lambda pair: -pair[0])
    if ply == 2 and len(valued) > 1 and not value.lost:
        looked, shallow = _second_ply(valued, plays, keep, must)
        deep: list[tuple[float, int]] = []
        for done, (_static, index) in enumerate(looked, start=1):
            if cancelled is not None and cancelled():
                raise SearchCancelled()
            deep.append((value.deep(plays[index], throw), index))
            if progress is not None:
                progress(done, len(looked))
        deep.sort(key=lambda pair: -pair[0])
        best = deep[0][0]
        return [RankedPlay(plays[index], equity_, best - equity_, 2) for equity_, index in deep] + [
            RankedPlay(plays[index], equity_, max(0.0, best - equity_), 1) for equity_, index in shallow
        ]
    best = valued[0][0]
    return [RankedPlay(plays[index], equity_, best - equity_) for equity_, index in valued]


def _second_ply(
    valued: list[tuple[float, int]], plays: Sequence[Play], keep: int, must: Play | None
) -> tuple[list[tuple[float, int]], list[tuple[float, int]]]:
    """Split the plays valued at 1-ply, best first, into those looked at again at 2-ply and the others.

    The ``keep`` best, and others within :data:`SECOND_PLY_MARGIN` of the best up to :data:`SECOND_PLY_MOST` in all;
    ``must`` always."""
    best_static = valued[0][0]
    looked: list[tuple[float, int]] = []
    shallow: list[tuple[float, int]] = []
    for rank, (equity_, index) in enumerate(valued):
        chosen = must is not None and plays[index].moves == must.moves
        near = rank < keep or best_static - equity_ <= SECOND_PLY_MARGIN
        if (near and len(looked) < max(keep, SECOND_PLY_MOST)) or chosen:
            looked.append((equity_, index))
        else:
            shallow.append((equity_, index))
    return looked, shallow


def _looked_again(
    position: Position,
    throw: Throw,
    score: ScoreState,
    conventions: Conventions,
    plays: Sequence[Play] | None,
    given: int | None,
    evaluator: Valuer | None,
    must: Play | None,
) -> tuple[Sequence[Play], _Valuer, list[tuple[float, int]]]:
    """Return the plays, the mover's valuer, and the plays :func:`rank_plays` looks at again at 2-ply.

    Those are none when it looks at none: a single play, or a partie lost whatever the play."""
    plays = legal_plays(position, throw, conventions) if plays is None else plays
    value = _Valuer(position, throw, score, conventions, evaluator or default_evaluator(), given)
    if len(plays) < 2 or value.lost:
        return plays, value, []
    valued = sorted(((value(play), index) for index, play in enumerate(plays)), key=lambda pair: -pair[0])
    return plays, value, _second_ply(valued, plays, SECOND_PLY_KEEP, must)[0]


@dataclass(frozen=True, slots=True)
class DeepTop:
    """The first plays of a 2-ply ranking and the play that must be valued, as :func:`rank_plays` ranks them."""

    top: list[RankedPlay]
    """The ``count`` best plays (fewer when the throw has fewer), best first."""
    must: RankedPlay | None
    """The play asked for, valued as deep as the best (``None`` when none was asked)."""


def deep_top(
    position: Position,
    throw: Throw,
    score: ScoreState | None = None,
    conventions: Conventions = DEFAULT,
    *,
    plays: Sequence[Play] | None = None,
    given: int | None = None,
    evaluator: Valuer | None = None,
    count: int = 1,
    must: Play | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> DeepTop:
    """Return the ``count`` best plays of :func:`rank_plays` at ``ply=2`` and ``must``'s, and value no other.

    The same plays with the same equities, to the last bit, as the first ``count`` of the full ranking and its entry
    for ``must``.  A play looked at again is first valued over the best reply to each of the opponent's throws by
    the bot's structure, then over the next: each step bounds its equity from above (the opponent's best is at least
    the best of his replies valued so far), and a play whose bound falls below the ``count``-th best equity found
    is dropped there, since it cannot be among the first (the pruning of chance nodes of Ballard's *-minimax).
    ``must`` is always valued to the end."""
    score = ScoreState() if score is None else score
    plays, value, looked = _looked_again(position, throw, score, conventions, plays, given, evaluator, must)
    if not looked:
        ranked = rank_plays(
            position, throw, score, conventions, plays=plays, given=given, evaluator=value.evaluator, ply=2, must=must
        )
        asked = None if must is None else next(r for r in ranked if r.play.moves == must.moves)
        return DeepTop(ranked[:count], asked)
    deep: list[tuple[float, int]] = []
    for _static, index in looked:
        if cancelled is not None and cancelled():
            raise SearchCancelled()
        wanted = must is not None and plays[index].moves == must.moves
        floor = None if wanted or len(deep) < count else sorted((v for v, _ in deep), reverse=True)[count - 1]
        search = _PlaySearch(value, plays[index], throw)
        search.refine(floor)
        if search.done:
            deep.append((search.bound, index))
    deep.sort(key=lambda pair: -pair[0])
    best = deep[0][0]
    top = [RankedPlay(plays[index], equity_, best - equity_, 2) for equity_, index in deep[:count]]
    mine = None
    if must is not None:
        equity_, index = next(pair for pair in deep if plays[pair[1]].moves == must.moves)
        mine = RankedPlay(plays[index], equity_, best - equity_, 2)
    return DeepTop(top, mine)


def clear_best(
    position: Position,
    throw: Throw,
    score: ScoreState,
    conventions: Conventions = DEFAULT,
    *,
    made: Play,
    margin: float,
    plays: Sequence[Play] | None = None,
    given: int | None = None,
    evaluator: Valuer | None = None,
) -> DeepTop | None:
    """Return the best two plays at 2-ply and ``made``'s, if the best is not ``made`` and clear by ``margin``.

    ``None`` when it is not so: the answer :func:`rank_plays` at ``ply=2`` with ``must=made`` gives, its first two
    plays and ``made``'s entry the same to the last bit, for fewer evaluations.  The plays looked at again but
    ``made`` are searched first (:class:`_PlaySearch`), each dropped once its bound shows it cannot change the
    answer: below the second best while the best is clear of it, less than ``margin`` above the best while it is
    not (no play can then make a best clear, and ``made`` is not valued at all).  ``made`` is valued last."""
    plays, value, looked = _looked_again(position, throw, score, conventions, plays, given, evaluator, made)
    if not looked:
        ranked = rank_plays(
            position, throw, score, conventions, plays=plays, given=given, evaluator=value.evaluator, ply=2, must=made
        )
        if len(ranked) < 2 or ranked[0].play.moves == made.moves or ranked[0].equity - ranked[1].equity < margin:
            return None
        return DeepTop(ranked[:2], next(r for r in ranked if r.play.moves == made.moves))
    order = {index: rank for rank, (_static, index) in enumerate(looked)}
    searches = [(index, _PlaySearch(value, plays[index], throw)) for _static, index in looked]
    others = [(index, search) for index, search in searches if plays[index].moves != made.moves]
    guard = 1e-9  # a bound this far under a + margin keeps c − a under margin whatever the rounding

    def top_two() -> tuple[float, float] | None:
        found = sorted((search.bound for _index, search in others if search.done), reverse=True)
        if len(others) == 1 and found:
            return found[0], -math.inf  # the second best can only be ``made``
        return (found[0], found[1]) if len(found) > 1 else None

    def floor() -> float | None:
        two = top_two()
        if two is None:
            return None
        best, second = two
        return second if best - second >= margin else best + margin - guard

    def settled(search: _PlaySearch) -> bool:
        lowest = floor()
        return search.done or (lowest is not None and search.bound < lowest)

    while not all(settled(search) for _index, search in others):
        for _index, search in others:
            if not search.done:
                search.refine(floor())
    two = top_two()
    if two is None or two[0] - two[1] < margin:
        return None
    at, mine = next((index, search) for index, search in searches if plays[index].moves == made.moves)
    mine.refine()
    if two[0] - mine.bound < margin:
        return None
    found = sorted(
        ((search.bound, order[index], index) for index, search in searches if search.done),
        key=lambda item: (-item[0], item[1]),
    )
    best = found[0][0]
    top = [RankedPlay(plays[index], equity_, best - equity_, 2) for equity_, _rank, index in found[:2]]
    return DeepTop(top, RankedPlay(plays[at], mine.bound, best - mine.bound, 2))


class _Replies:
    """The opponent's choices after one of his throws, valued one at a time: a lower bound of his best, then his best.

    What :func:`best_after_throw` values, in the order the bot's structure ranks the replies, the leave last."""

    __slots__ = ("best", "conventions", "evaluator", "left", "marking", "pending", "valuer")

    def __init__(
        self,
        position: Position,
        throw: Throw,
        score: ScoreState,
        conventions: Conventions,
        evaluator: Valuer,
        previous_throw: Throw | None,
    ) -> None:
        mover = position.to_move
        plays = legal_plays(position, throw, conventions)
        white, black = points_only(position, throw, conventions, previous_throw=previous_throw, plays=plays)
        points, given = (white, black) if mover is WHITE else (black, white)
        self.marking = mark(score, mover, points)
        self.conventions = conventions
        self.evaluator = evaluator
        self.best = float("-inf")
        if self.marking.after.of(mover).trous >= PARTIE_TROUS:
            self.best, self.pending, self.left = 1.0, [], False
            return
        if len(plays) > REPLY_KEEP:
            plays = sorted(plays, key=lambda play: _reply_structure(play.mover_counts), reverse=True)[:REPLY_KEEP]
        self.pending = list(reversed(plays))
        self.left = self.marking.may_leave
        self.valuer = _Valuer(position, throw, self.marking.after, conventions, evaluator, given)

    @property
    def done(self) -> bool:
        return not self.pending and not self.left

    def step(self) -> None:
        """Value the next reply (the leave after the plays): :attr:`best` is then at least as high."""
        if self.pending:
            self.best = max(self.best, self.valuer(self.pending.pop()))
        elif self.left:
            self.left = False
            self.best = max(self.best, _leave_value(self.marking, self.conventions, self.evaluator, 1))


def reply_equity(
    after: Position,
    score: ScoreState,
    conventions: Conventions = DEFAULT,
    evaluator: Valuer | None = None,
    *,
    previous_throw: Throw | None = None,
) -> float:
    """Return the 2-ply equity of the side that just played, for ``after`` and ``score``.

    ``after`` has the opponent to move.

    For each of the opponent's 21 throws, weighted by its chances out of 36,
    the opponent marks what it scores (and gives), then chooses his best: the
    best-valued play, or to leave when he wins a trou and leaving is worth
    more.  A throw that brings him to twelve trous wins him the partie.  The
    result is minus his mean equity.

    >>> from notation.board import BLACK, Position
    >>> -1.0 <= reply_equity(Position.start(BLACK), ScoreState()) <= 1.0
    True
    """

    return -throws_equity(after, score, conventions, evaluator, previous_throw=previous_throw)


def throws_equity(
    position: Position,
    score: ScoreState,
    conventions: Conventions = DEFAULT,
    evaluator: Valuer | None = None,
    *,
    previous_throw: Throw | None = None,
) -> float:
    """Return the equity of ``position.to_move`` about to throw, looked at over his 21 throws.

    For each, weighted by its chances out of 36, what he marks and his best choice after it (the best-valued play, or
    leaving)."""
    evaluator = evaluator or default_evaluator()
    total = 0.0
    for throw in ALL_THROWS:
        total += throw.weight * best_after_throw(position, throw, score, conventions, evaluator, previous_throw)
    return total / 36


def best_after_throw(
    position: Position,
    throw: Throw,
    score: ScoreState,
    conventions: Conventions,
    evaluator: Valuer,
    previous_throw: Throw | None,
) -> float:
    """Return the equity of ``position.to_move`` after ``throw``.

    What it marks, then his best choice (the best-valued play among the :data:`REPLY_KEEP` the bot's structure ranks
    first, or leaving when that is worth more); 1.0 when the throw brings him to twelve trous.  One of the 21 terms of
    :func:`throws_equity`, and the value a rollout's first throw is measured against (its luck,
    ``notation/tutor/rollout.py``)."""
    mover = position.to_move
    plays = legal_plays(position, throw, conventions)
    white, black = points_only(position, throw, conventions, previous_throw=previous_throw, plays=plays)
    points, given = (white, black) if mover is WHITE else (black, white)
    marking = mark(score, mover, points)
    if marking.after.of(mover).trous >= PARTIE_TROUS:
        return 1.0
    if len(plays) > REPLY_KEEP:
        # The replies are pruned by the bot's static structure before the evaluator values them (docs/tutor.md).
        plays = sorted(plays, key=lambda play: _reply_structure(play.mover_counts), reverse=True)[:REPLY_KEEP]
    ranked = rank_plays(position, throw, marking.after, conventions, plays=plays, given=given, evaluator=evaluator)
    best = ranked[0].equity
    if marking.may_leave:
        best = max(best, _advice(ranked, marking, conventions, evaluator).leave)
    return best


def advise_leave(
    state: GameState,
    conventions: Conventions = DEFAULT,
    evaluator: Valuer | None = None,
    *,
    plays: Sequence[Play] | None = None,
    ply: int = 1,
) -> LeaveAdvice:
    """Advise tenir or s'en aller, for a partie at its decision (``state.phase`` is :attr:`Phase.DECIDE`).

    Holding is worth the best play with the score as marked; leaving, the
    fresh tablier with the mover throwing and every jeton at zero (at
    ``ply=2``, looked at over his 21 throws).
    """
    marking = state.last_marking
    if state.phase is not Phase.DECIDE or marking is None or state.dice is None:
        raise BadArgumentError("there is no trou to hold or leave on", name="state", value=state.phase.name)
    given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
    if ply == 2:
        # Holding is worth the best play: the others need not be valued to the end.
        ranked = deep_top(
            state.position, state.dice, state.score, conventions, plays=plays, given=given, evaluator=evaluator
        ).top
    else:
        ranked = rank_plays(
            state.position, state.dice, state.score, conventions, plays=plays, given=given, evaluator=evaluator
        )
    return _advice(ranked, marking, conventions, evaluator or default_evaluator(), ply)


def _advice(
    ranked: list[RankedPlay], marking: Marking, conventions: Conventions, evaluator: Valuer, ply: int = 1
) -> LeaveAdvice:
    return LeaveAdvice(ranked[0].equity, _leave_value(marking, conventions, evaluator, ply))


def _leave_value(marking: Marking, conventions: Conventions, evaluator: Valuer, ply: int) -> float:
    """Return what leaving is worth to the side that marked ``marking``: the fresh tablier, he throwing."""
    mover = marking.colour
    left = mark(marking.before, mover, marking.points, leave=True).after
    if left.of(mover).trous >= PARTIE_TROUS:
        return 1.0
    if ply == 2:
        return throws_equity(Position.start(mover), left, conventions, evaluator)
    return equity(evaluator(Position.start(mover), left, conventions))


@dataclass(frozen=True, slots=True)
class ThrowAdvice:
    """What the tutor says of a throw: the points it marks for the mover, the plays ranked, tenir or s'en aller."""

    points: int
    given: int
    score: ScoreState
    """The score when the mover plays (his points marked, holding)."""
    ranked: list[RankedPlay]
    leave: LeaveAdvice | None
    """``None`` when the throw wins the mover no trou (he must play on)."""


def advise_throw(
    position: Position,
    throw: Throw,
    score: ScoreState | None = None,
    conventions: Conventions = DEFAULT,
    *,
    previous_throw: Throw | None = None,
    evaluator: Valuer | None = None,
    ply: int = 1,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> ThrowAdvice:
    """Mark what ``throw`` scores from ``score``, then rank the plays and advise the leave.

    ``score`` is fresh when ``None``.

    >>> from notation.board import Position
    >>> advice = advise_throw(Position.start(), Throw(6, 5))
    >>> advice.points, len(advice.ranked), advice.leave
    (0, 1, None)
    """
    evaluator = evaluator or default_evaluator()
    before = ScoreState() if score is None else score
    mover = position.to_move
    rencontres = full_score(position, throw, conventions, previous_throw=previous_throw)
    points, given = rencontres.total(mover), rencontres.total(mover.opponent)
    marking = mark(before, mover, points)
    ranked = rank_plays(
        position,
        throw,
        marking.after,
        conventions,
        given=given,
        evaluator=evaluator,
        ply=ply,
        cancelled=cancelled,
        progress=progress,
    )
    advice = _advice(ranked, marking, conventions, evaluator, ply) if marking.may_leave else None
    return ThrowAdvice(points, given, marking.after, ranked, advice)


def rank_state_plays(
    state: GameState,
    conventions: Conventions = DEFAULT,
    *,
    plays: Sequence[Play] | None = None,
    evaluator: Valuer | None = None,
    ply: int = 1,
) -> list[RankedPlay]:
    """Rank the plays (:func:`rank_plays`) of a partie at its play.

    The state's position, dice and score, and the points its throw gave the opponent (as the engine marked them)."""
    assert state.dice is not None, "a state at its play has dice"
    given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
    return rank_plays(
        state.position, state.dice, state.score, conventions, plays=plays, given=given, evaluator=evaluator, ply=ply
    )


def state_top(
    state: GameState,
    conventions: Conventions = DEFAULT,
    *,
    plays: Sequence[Play] | None = None,
    evaluator: Valuer | None = None,
) -> DeepTop:
    """Return the best play at 2-ply (:func:`deep_top`) of a partie at its play (see :func:`rank_state_plays`)."""
    assert state.dice is not None, "a state at its play has dice"
    given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
    return deep_top(state.position, state.dice, state.score, conventions, plays=plays, given=given, evaluator=evaluator)


# -- the computer opponent ------------------------------------------------------------------


class TutorPlayer:
    """The computer opponent of the evaluator: plays the best-valued play, holds or leaves by the values.

    Every legal play is valued (no prefilter: a static filter dropped the
    evaluator's own best play in half the throws with more than ten plays).
    In the partie à écrire, once a player has the obligation's six trous, it
    leaves when ahead, as a leave ends the marqué.

    >>> import random
    >>> from notation.autoplay import RandomPlayer, play_partie
    >>> play_partie((TutorPlayer(), RandomPlayer(random.Random(3))), random.Random(4)).over
    True
    """

    name = "tutor"

    def __init__(self, evaluator: Valuer | None = None) -> None:
        self.evaluator = evaluator or default_evaluator()

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        if len(plays) == 1:
            return plays[0]
        return rank_state_plays(partie.state, partie.conventions, plays=plays, evaluator=self.evaluator)[0].play

    def choose_leave(self, partie: Partie) -> bool:
        state = partie.state
        me = state.mover
        if partie.variant is Variant.ECRIRE:
            mine, theirs = state.score.of(me).trous, state.score.of(me.opponent).trous
            if max(mine, theirs) >= OBLIGATION:
                return mine > theirs
        return advise_leave(state, partie.conventions, self.evaluator, plays=partie.legal_plays()).should_leave


# -- game analysis --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rating:
    """One choice of a played game rated against the best: a play, or a decision to tenir or s'en aller."""

    event: int
    """Index of the choice's event in :attr:`Partie.events`."""
    colour: Colour
    kind: str
    """``"play"`` or ``"decision"``."""
    dice: Throw
    chosen: float
    """The equity of the choice made."""
    best: float
    choices: int
    """How many plays (or 2 for a decision) were open."""
    best_play: Play | None = None
    """For a play: the best one (``None`` for a decision)."""
    leave: bool | None = None
    """For a decision: what was chosen."""
    played: tuple[tuple[int, int], ...] = ()
    """For a play: its moves (steps on the mover's path)."""
    turn: int = 0
    """The throw's number in the partie (as a record numbers its turns)."""
    ply: int = 1
    """How deep the choice and the best were valued (1 or 2): the level every mark states."""

    @property
    def loss(self) -> float:
        return max(0.0, self.best - self.chosen)

    @property
    def flag(self) -> Flag:
        """The mark: the loss past its threshold and past the noise of the depth it was valued at."""
        return flag_of(self.loss, self.ply)


@dataclass(frozen=True, slots=True)
class PlayerTotals:
    """A player's choices rated: how many, the equity lost in all, and the flagged errors by kind."""

    colour: Colour
    choices: int
    loss: float
    doubtful: int
    bad: int
    very_bad: int

    @property
    def mean_loss(self) -> float:
        return self.loss / self.choices if self.choices else 0.0

    @property
    def rating(self) -> PlayerRating | None:
        """The rating in words of the mean loss (:mod:`notation.tutor.ratings`); ``None`` when nothing was rated."""
        return rating_of(self.mean_loss) if self.choices else None


@dataclass(frozen=True, slots=True)
class Analysis:
    """Every choice of a partie rated, and the totals of each player."""

    ratings: tuple[Rating, ...]

    def totals(self, colour: Colour) -> PlayerTotals:
        mine = [rating for rating in self.ratings if rating.colour is colour and rating.choices > 1]
        flags = [rating.flag for rating in mine]
        return PlayerTotals(
            colour,
            len(mine),
            sum(rating.loss for rating in mine),
            flags.count(Flag.DOUBTFUL),
            flags.count(Flag.BAD),
            flags.count(Flag.VERY_BAD),
        )


def analyse_partie(
    partie: Partie,
    evaluator: Valuer | None = None,
    *,
    progress: Callable[[int, int], None] | None = None,
    ply: int = 1,
) -> Analysis:
    """Rate each play and each decision of a played partie against the best (the evaluator's equity).

    Parties with écoles are rated on the engine's marking; a play forced (one
    legal play) is listed with no loss and left out of the totals.
    ``progress(done, total)`` is called as each play or decision is looked at.
    At ``ply=2`` every choice is valued over the opponent's replies (see :func:`rank_plays`).  A position met
    again in the game (the plays of a throw ranked for its decision, then for its play) is valued once
    (:class:`~notation.tutor.evaluator.Remembering`).
    """
    evaluator = Remembering(evaluator or default_evaluator())
    ratings: list[Rating] = []
    turn = 0
    total = sum(isinstance(event, Move | Decision) for event in partie.events)
    done = 0
    for index, event in enumerate(partie.events):
        if progress is not None and isinstance(event, Move | Decision):
            done += 1
            progress(done, total)
        if isinstance(event, Roll | PrimauteThrow):
            turn += 1
        state = partie.states[index - 1] if index else None
        if state is None or state.dice is None:
            continue
        if isinstance(event, Move) and state.phase is Phase.PLAY:
            ratings.append(_rate_play(partie, index, event, evaluator, turn, ply))
        elif isinstance(event, Decision) and state.phase is Phase.DECIDE and not partie.ecoles:
            advice = advise_leave(state, partie.conventions, evaluator, ply=ply)
            chosen = advice.leave if event.leave else advice.hold
            ratings.append(
                Rating(
                    index,
                    event.colour,
                    "decision",
                    state.dice,
                    chosen,
                    max(advice.hold, advice.leave),
                    2,
                    leave=event.leave,
                    turn=turn,
                    ply=ply,
                )
            )
    return Analysis(tuple(ratings))


def _rate_play(partie: Partie, index: int, event: Move, evaluator: Valuer, turn: int, ply: int = 1) -> Rating:
    state = partie.states[index - 1]
    assert state.dice is not None
    given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
    played = partie.states[index].position
    plays = legal_plays(state.position, state.dice, partie.conventions)
    # The play made, valued as deep as the best whatever its 1-ply rank (its moves, else the dames it leaves).
    made = next((play for play in plays if play.moves == event.moves), None) or next(
        (play for play in plays if play.position.counts(state.mover) == played.counts(state.mover)), None
    )
    if ply == 2 and made is not None:
        # The rating reads the best play and the one made: the others need not be valued to the end.
        top = deep_top(
            state.position,
            state.dice,
            state.score,
            partie.conventions,
            plays=plays,
            given=given,
            evaluator=evaluator,
            must=made,
        )
        assert top.must is not None
        best, chosen = top.top[0], top.must
    else:
        ranked = rank_plays(
            state.position,
            state.dice,
            state.score,
            partie.conventions,
            plays=plays,
            given=given,
            evaluator=evaluator,
            ply=ply,
            must=made,
        )
        best = ranked[0]
        chosen = next(
            (r for r in ranked if r.play.moves == event.moves),
            None,
        ) or next(r for r in ranked if r.play.position.counts(state.mover) == played.counts(state.mover))
    return Rating(
        index,
        event.colour,
        "play",
        state.dice,
        chosen.equity,
        best.equity,
        len(plays),
        best.play,
        played=chosen.play.moves,
        turn=turn,
        ply=ply,
    )
