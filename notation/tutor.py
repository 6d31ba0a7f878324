"""The tutor: the legal plays of a throw ranked by the evaluator, tenir or s'en aller advised, a game analysed.

Every figure is the mover's **equity** in the partie ordinaire, from −1 (lost)
to +1 (won), as backgammon programs show it: twice the chance of winning
that :mod:`notation.evaluator` gives, minus one.  A play is worth the
position it leaves with the score after the opponent has marked what the
throw gave him (à faux, impuissance…); a sortie is worth the relevé, the
mover throwing again; a play after which the opponent has twelve trous is
worth −1.  Leaving is worth the fresh tablier, the mover throwing, with the
score after the leave.

The errors of a played game are flagged as backgammon programs do, by the
equity lost against the best choice: doubtful from 0.04, bad from 0.08,
very bad from 0.16 (gnubg's default thresholds).

>>> from notation.board import Position
>>> from notation.dice import Throw
>>> ranked = rank_plays(Position.start(), Throw(6, 5))
>>> len(ranked), ranked[0].loss
(1, 0.0)
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from notation.board import WHITE, Colour, Position
from notation.bot import structure
from notation.dice import Throw
from notation.ecrire import OBLIGATION
from notation.errors import BadArgumentError
from notation.evaluator import Evaluator, default_evaluator, equity
from notation.game import PARTIE_TROUS, Decision, GameState, Move, Partie, Phase, PrimauteThrow, Roll, Variant
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.marking import Marking, mark
from notation.rules.moves import Play, legal_plays
from notation.rules.scoring import points_only
from notation.rules.scoring import score as full_score
from notation.scoreboard import ScoreState

__all__ = [
    "Analysis",
    "Flag",
    "LeaveAdvice",
    "PlayerTotals",
    "RankedPlay",
    "Rating",
    "ThrowAdvice",
    "TutorPlayer",
    "advise_leave",
    "advise_throw",
    "analyse_partie",
    "flag_of",
    "rank_plays",
]


@dataclass(frozen=True, slots=True)
class RankedPlay:
    """A legal play with the mover's equity after it and the equity lost against the best play."""

    play: Play
    equity: float
    loss: float


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


def flag_of(loss: float) -> Flag:
    """The flag of a choice that lost ``loss`` equity.

    >>> [flag_of(x).value for x in (0.0, 0.05, 0.1, 0.3)]
    ['', 'doubtful', 'bad', 'very bad']
    """
    if loss >= VERY_BAD:
        return Flag.VERY_BAD
    if loss >= BAD:
        return Flag.BAD
    if loss >= DOUBTFUL:
        return Flag.DOUBTFUL
    return Flag.NONE


# -- values ---------------------------------------------------------------------------


class _Valuer:
    """The mover's equity after each of his plays, from one score; caches positions already valued."""

    def __init__(
        self,
        position: Position,
        throw: Throw,
        score: ScoreState,
        conventions: Conventions,
        evaluator: Evaluator,
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


def rank_plays(
    position: Position,
    throw: Throw,
    score: ScoreState | None = None,
    conventions: Conventions = DEFAULT,
    *,
    plays: Sequence[Play] | None = None,
    given: int | None = None,
    evaluator: Evaluator | None = None,
) -> list[RankedPlay]:
    """Every legal play of ``throw`` once, best first, with the equity lost against the best.

    ``score`` is the score when the mover plays (his own points of the throw
    marked; a fresh score when ``None``); ``given`` the points the throw gives
    his opponent (computed when ``None``).  Equal equities keep the engine's
    order of the plays.
    """
    score = ScoreState() if score is None else score
    plays = legal_plays(position, throw, conventions) if plays is None else plays
    value = _Valuer(position, throw, score, conventions, evaluator or default_evaluator(), given)
    valued = sorted(((value(play), index) for index, play in enumerate(plays)), key=lambda pair: -pair[0])
    best = valued[0][0]
    return [RankedPlay(plays[index], equity_, best - equity_) for equity_, index in valued]


def advise_leave(
    state: GameState,
    conventions: Conventions = DEFAULT,
    evaluator: Evaluator | None = None,
    *,
    plays: Sequence[Play] | None = None,
) -> LeaveAdvice:
    """Tenir or s'en aller, for a partie at its decision (``state.phase`` is :attr:`Phase.DECIDE`).

    Holding is worth the best play with the score as marked; leaving, the
    fresh tablier with the mover throwing and every jeton at zero.
    """
    marking = state.last_marking
    if state.phase is not Phase.DECIDE or marking is None or state.dice is None:
        raise BadArgumentError("there is no trou to hold or leave on", name="state", value=state.phase.name)
    given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
    ranked = rank_plays(
        state.position, state.dice, state.score, conventions, plays=plays, given=given, evaluator=evaluator
    )
    return _advice(ranked, marking, conventions, evaluator or default_evaluator())


def _advice(ranked: list[RankedPlay], marking: Marking, conventions: Conventions, evaluator: Evaluator) -> LeaveAdvice:
    mover = marking.colour
    left = mark(marking.before, mover, marking.points, leave=True).after
    if left.of(mover).trous >= PARTIE_TROUS:
        leave = 1.0
    else:
        leave = equity(evaluator(Position.start(mover), left, conventions))
    return LeaveAdvice(ranked[0].equity, leave)


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
    evaluator: Evaluator | None = None,
) -> ThrowAdvice:
    """Mark what ``throw`` scores from ``score`` (fresh when ``None``), then rank the plays and advise the leave.

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
    ranked = rank_plays(position, throw, marking.after, conventions, given=given, evaluator=evaluator)
    advice = _advice(ranked, marking, conventions, evaluator) if marking.may_leave else None
    return ThrowAdvice(points, given, marking.after, ranked, advice)


# -- the computer opponent ------------------------------------------------------------------


class TutorPlayer:
    """The computer opponent of the evaluator: plays the best-valued play, holds or leaves by the values.

    To keep a throw fast it values the ``width`` plays that the static
    structure of ``notation.bot`` ranks first (every play when ``width`` is 0).
    In the partie à écrire, once a player has the obligation's six trous, it
    leaves when ahead, as a leave ends the marqué.

    >>> import random
    >>> from notation.autoplay import RandomPlayer, play_partie
    >>> play_partie((TutorPlayer(), RandomPlayer(random.Random(3))), random.Random(4)).over
    True
    """

    name = "tutor"

    def __init__(self, evaluator: Evaluator | None = None, width: int = 10) -> None:
        self.evaluator = evaluator or default_evaluator()
        self.width = width

    def _candidates(self, partie: Partie, plays: Sequence[Play]) -> Sequence[Play]:
        if not self.width or len(plays) <= self.width:
            return plays
        me = partie.state.mover
        return sorted(plays, key=lambda play: structure(play.position, me), reverse=True)[: self.width]

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        if len(plays) == 1:
            return plays[0]
        state = partie.state
        assert state.dice is not None
        given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
        ranked = rank_plays(
            state.position,
            state.dice,
            state.score,
            partie.conventions,
            plays=self._candidates(partie, plays),
            given=given,
            evaluator=self.evaluator,
        )
        return ranked[0].play

    def choose_leave(self, partie: Partie) -> bool:
        state = partie.state
        me = state.mover
        if partie.variant is Variant.ECRIRE:
            mine, theirs = state.score.of(me).trous, state.score.of(me.opponent).trous
            if max(mine, theirs) >= OBLIGATION:
                return mine > theirs
        plays = self._candidates(partie, partie.legal_plays())
        return advise_leave(state, partie.conventions, self.evaluator, plays=plays).should_leave


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

    @property
    def loss(self) -> float:
        return max(0.0, self.best - self.chosen)

    @property
    def flag(self) -> Flag:
        return flag_of(self.loss)


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
    evaluator: Evaluator | None = None,
    *,
    progress: Callable[[int, int], None] | None = None,
) -> Analysis:
    """Rate each play and each decision of a played partie against the best (the evaluator's equity).

    Parties with écoles are rated on the engine's marking; a play forced (one
    legal play) is listed with no loss and left out of the totals.
    ``progress(done, total)`` is called as each play or decision is looked at.
    """
    evaluator = evaluator or default_evaluator()
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
            ratings.append(_rate_play(partie, index, event, evaluator, turn))
        elif isinstance(event, Decision) and state.phase is Phase.DECIDE and not partie.ecoles:
            advice = advise_leave(state, partie.conventions, evaluator)
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
                )
            )
    return Analysis(tuple(ratings))


def _rate_play(partie: Partie, index: int, event: Move, evaluator: Evaluator, turn: int) -> Rating:
    state = partie.states[index - 1]
    assert state.dice is not None
    given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
    ranked = rank_plays(state.position, state.dice, state.score, partie.conventions, given=given, evaluator=evaluator)
    played = partie.states[index].position
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
        ranked[0].equity,
        len(ranked),
        ranked[0].play,
        played=chosen.play.moves,
        turn=turn,
    )
