"""The analysis of a diagram, without Qt.

What is analysed, the plays ranked and their figures, the depth asked, the rollout's state, and what the board rings.

The studio's analysis panel (:mod:`studio.ui.analysis`) is a view of an :class:`AnalysisModel`: it asks the
model what to show and tells it what the user and the background work did; the decisions (which plays in which
order, which figures, whether « Look deeper » or « Roll out » may be asked, why a rollout ended without a result)
are taken here, where the tests reach them without a window.

The engine is asked once per (position, dice): its answers are kept in an :class:`AnalysisCache`, with the
tutor's rankings (computed off the interface's thread and kept per position, dice and score) and the rollouts.
"""

from __future__ import annotations

import enum
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from notation.board import WHITE, Colour, Jan, Point, Position, point_of_step
from notation.dice import Throw
from notation.notations import Notation, Orientation, point_name
from notation.rules.moves import Play, legal_plays
from notation.rules.reasons import Reason, why_nothing_scores, why_one_play
from notation.rules.scoring import Chances, Rencontre, RencontreMade, Score, chances, score
from notation.scoreboard import ScoreState
from notation.tutor.ranking import ThrowAdvice, advise_throw
from notation.tutor.rollout import RolledPlay, rollout_plays_on_cores

__all__ = [
    "JAN_NAMES",
    "RENCONTRE_NAMES",
    "ROLLOUT_TRUNCATE",
    "Analysis",
    "AnalysisCache",
    "AnalysisModel",
    "Key",
    "PlayRow",
    "Rolled",
    "RolloutEnd",
    "Unanalysable",
    "event_highlights",
    "leave_choice",
    "roll_out",
    "split_reason",
    "unanalysable",
]

RENCONTRE_NAMES: dict[Rencontre, str] = {
    Rencontre.SIX_TABLES: "Jan de six tables",
    Rencontre.DEUX_TABLES: "Jan de deux tables",
    Rencontre.CONTRE_DEUX_TABLES: "Contre-jan de deux tables",
    Rencontre.MEZEAS: "Jan de mézéas",
    Rencontre.CONTRE_MEZEAS: "Contre-jan de mézéas",
    Rencontre.REMPLIR: "Remplir",
    Rencontre.CONSERVER: "Conserver",
    Rencontre.BATTRE_VRAI: "Battre à vrai",
    Rencontre.BATTRE_FAUX: "Battre à faux",
    Rencontre.COIN_BATTU: "Coin battu",
    Rencontre.SORTIE: "Sortie",
    Rencontre.IMPUISSANCE: "Impuissance",
    Rencontre.RENCONTRE: "Jan de rencontre",
    Rencontre.MARGOT: "Jan de Margot",
    Rencontre.PILE_MISERE: "Pile de misère",
}
"""The rencontres by their French names: the game's vocabulary stays French in both languages (docs/design.md)."""

JAN_NAMES: dict[Jan, str] = {Jan.PETIT: "petit jan", Jan.GRAND: "grand jan", Jan.RETOUR: "jan de retour"}
"""The jans by their French names, as a play's notes name them."""

_PLEIN = (Rencontre.REMPLIR, Rencontre.CONSERVER)

Key = tuple[Position, Throw, ScoreState]
"""What a ranking, a 2-ply ranking or a rollout is kept for: the position, the throw and the score."""

ROLLOUT_TRUNCATE = 10
"""The throws each trial of the studio's rollout plays before the evaluator values the partie."""


def event_highlights(events: tuple[RencontreMade, ...]) -> dict[Point, str]:
    """Return the board's rings for ``events``: the dames that beat, fill or conserve, and the point beaten.

    The dames beat à vrai or à faux.

    >>> from notation.code import parse_code
    >>> setup = parse_code("B1:8,B2,B6,B7:2,B9,B10,B11/N1:8,N5,N6,N7,N8,N10:2,N11 B 5-5")
    >>> sorted(f"{p.name}:{k}" for p, k in event_highlights(score(setup.position, setup.dice).events).items())
    ['B10:faux', 'B7:vrai', 'B9:vrai', 'N11:target', 'N5:faux', 'N6:target', 'N8:target']
    """
    rings: dict[Point, str] = {}
    for event in events:
        kind = "faux" if event.rencontre is Rencontre.BATTRE_FAUX else "plein" if event.rencontre in _PLEIN else "vrai"
        for point in event.dames:
            if not point.is_off:
                rings[point] = kind
        if event.target is not None and not event.target.is_off:
            rings.setdefault(event.target, "faux" if kind == "faux" else "target")
    return rings


class Unanalysable(enum.Enum):
    """Why a position has no analysis."""

    BREAKS_THE_LAWS = "laws"
    """The position breaks the laws of the tablier (see the editor's warnings)."""
    NO_THROW = "relevées"
    """No throw is played from it: the dames are relevées (a side has every dame off)."""


def unanalysable(position: Position) -> Unanalysable | None:
    """Say why ``position`` has no analysis, or None when it has one."""
    if not position.is_legal():
        return Unanalysable.BREAKS_THE_LAWS
    if position.warnings():
        return Unanalysable.NO_THROW
    return None


@dataclass(frozen=True, slots=True)
class Analysis:
    """What the engine says of one (position, dice): the throw's score and legal plays, and why so.

    The score and plays are None without dice; ``nothing`` says why it scores nothing (one reason a rencontre) and
    ``only`` why it leaves one play only."""

    position: Position
    dice: Throw | None
    score: Score | None
    plays: tuple[Play, ...]
    nothing: tuple[Reason, ...] = ()
    only: Reason | None = None


def _analyse(position: Position, dice: Throw | None, notation: Notation, orientation: Orientation) -> Analysis:
    if dice is None or unanalysable(position) is not None:
        return Analysis(position, dice, None, ())
    result = score(position, dice, notation=notation, orientation=orientation)
    plays = tuple(legal_plays(position, dice))
    nothing = () if result.events else why_nothing_scores(position, dice, notation=notation, orientation=orientation)
    only = why_one_play(position, dice, notation=notation, orientation=orientation) if len(plays) == 1 else None
    return Analysis(position, dice, result, plays, nothing, only)


def _chances(position: Position) -> Chances | None:
    return chances(position) if unanalysable(position) is None else None


@dataclass(frozen=True, slots=True)
class Rolled:
    """A rollout of a throw's best plays: its trials, its throws, its processes and the plays it ranked.

    The throws are those each trial played at most, the processes those it was shared between, and the plays are
    ranked by :func:`notation.tutor.rollout.rollout_plays_on_cores`."""

    trials: int
    truncate: int
    workers: int
    plays: tuple[RolledPlay, ...]


_FIGURE = Orientation()
_T = TypeVar("_T")


class AnalysisCache:
    """The engine's answers, kept for the last ``size`` positions asked of each kind (:func:`functools.lru_cache`)."""

    def __init__(self, size: int = 256) -> None:
        self._analysis = functools.lru_cache(maxsize=size)(_analyse)
        self._chances = functools.lru_cache(maxsize=size)(_chances)
        self._size = size
        # The tutor's rankings arrive from a background thread: kept here, the oldest dropped past ``size``.
        self._advice: dict[Key, ThrowAdvice] = {}
        self._deep: dict[Key, ThrowAdvice] = {}
        self._rolled: dict[Key, Rolled] = {}

    @property
    def misses(self) -> int:
        """How many times the engine was asked (a question not in the cache)."""
        return self._analysis.cache_info().misses + self._chances.cache_info().misses

    def analysis(
        self,
        position: Position,
        dice: Throw | None,
        notation: Notation = Notation.BN,
        orientation: Orientation = _FIGURE,
    ) -> Analysis:
        """Return the throw's score and legal plays.

        Its explanations name points in ``notation`` as ``orientation`` shows them; none for a position that breaks
        the laws or that no throw is played from."""
        return self._analysis(position, dice, notation, orientation)

    def advice(self, position: Position, dice: Throw, score_state: ScoreState) -> ThrowAdvice | None:
        """Return the tutor's ranking of the plays for ``score_state``, if it was computed already."""
        return self._advice.get((position, dice, score_state))

    def keep_advice(self, position: Position, dice: Throw, score_state: ScoreState, advice: ThrowAdvice) -> None:
        """Keep the tutor's ranking computed off the interface's thread (the cache is only touched on it)."""
        self._keep(self._advice, (position, dice, score_state), advice)

    def deep_advice(self, position: Position, dice: Throw, score_state: ScoreState) -> ThrowAdvice | None:
        """Return the 2-ply ranking of this throw, once the user asked for it (« Look deeper »)."""
        return self._deep.get((position, dice, score_state))

    def keep_deep_advice(self, position: Position, dice: Throw, score_state: ScoreState, advice: ThrowAdvice) -> None:
        self._keep(self._deep, (position, dice, score_state), advice)

    def rolled(self, position: Position, dice: Throw, score_state: ScoreState) -> Rolled | None:
        """Return the last rollout of this throw's best plays (« Roll out »), if one was made."""
        return self._rolled.get((position, dice, score_state))

    def keep_rolled(self, position: Position, dice: Throw, score_state: ScoreState, rolled: Rolled) -> None:
        self._keep(self._rolled, (position, dice, score_state), rolled)

    def _keep(self, kept: dict[Key, _T], key: Key, value: _T) -> None:
        kept[key] = value
        while len(kept) > self._size:
            del kept[next(iter(kept))]

    def chances(self, position: Position) -> Chances | None:
        return self._chances(position)


@dataclass(frozen=True, slots=True)
class PlayRow:
    """One row of the legal plays: the play, its figures once ranked, and what its notes say.

    The figures are its equity and its loss against the best, None before it is ranked."""

    play: Play
    equity: float | None = None
    loss: float | None = None
    best: bool = False
    """The first of a ranking (its figures bold, no loss)."""
    fills: tuple[Jan, ...] = ()
    conserves: tuple[Jan, ...] = ()
    one_ply_only: bool = False
    """A 2-ply ranking shown, this play valued at 1-ply only (not among the best looked at again)."""

    @property
    def par_puissance(self) -> bool:
        return self.play.par_puissance

    @property
    def unplayed(self) -> tuple[int, ...]:
        return tuple(self.play.unplayed)


class RolloutEnd(enum.Enum):
    """Why the rollout of the throw shown ended without a result."""

    STOPPED = "stopped"
    FAILED = "failed"


def leave_choice(advice: ThrowAdvice | None) -> str | None:
    """Return the tutor's choice when the throw wins a trou: ``s'en aller`` or ``tenir``.

    The choice is in the game's words, French in both languages; None when the throw wins none."""
    if advice is None or advice.leave is None:
        return None
    return "s'en aller" if advice.leave.should_leave else "tenir"


def split_reason(text: str, language: str) -> tuple[str, str]:
    """Split a reason into its head (the rencontre it is about) and the rest, at its first colon.

    The colon has the narrow no-break space before it in French, a plain one in a reason written before the
    studio set French typography: ``("Battre à vrai", "no dame …")``; the rest is empty for a reason without a
    colon."""
    if language != "fr":
        head, _, rest = text.partition(": ")
        return head, rest
    parts = _FRENCH_COLON.split(text, maxsplit=1)
    return (parts[0], parts[1]) if len(parts) == 2 else (text, "")


_FRENCH_COLON = re.compile("[\u202f ]: ")


def roll_out(
    key: Key,
    trials: int,
    workers: int,
    *,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Rolled:
    """Roll the throw's best plays out: ``trials`` trials of :data:`ROLLOUT_TRUNCATE` throws each.

    The dice are the same for every play, and the trials shared between ``workers`` processes (raises
    :class:`notation.tutor.SearchCancelled` when ``cancelled`` says so)."""
    position, dice, score_state = key
    advice = advise_throw(position, dice, score_state)
    plays = rollout_plays_on_cores(
        position,
        dice,
        advice.score,
        trials=trials,
        truncate=ROLLOUT_TRUNCATE,
        given=advice.given,
        workers=workers,
        cancelled=cancelled,
        progress=progress,
    )
    return Rolled(trials, ROLLOUT_TRUNCATE, workers, tuple(plays))


class AnalysisModel:
    """The state and the decisions of the analysis of the diagram shown (see the module's docstring).

    It knows nothing of threads: the view starts the work the model says is wanted and hands back what it
    returns (:meth:`ranked`, :meth:`deepened`, :meth:`rolled_out`), or why it failed.
    """

    def __init__(self, cache: AnalysisCache | None = None) -> None:
        self.cache = cache or AnalysisCache()
        self.position = Position.start()
        self.dice: Throw | None = None
        self.score = ScoreState()
        self.notation = Notation.BN
        self.orientation = Orientation()
        self.analysis: Analysis | None = None
        """The engine's answer for the diagram shown (None until :meth:`refresh`)."""
        self._ranking: set[Key] = set()
        self.deepening: Key | None = None
        """The throw being ranked at 2-ply, while it is."""
        self.rolling: Key | None = None
        """The throw being rolled out, while it is."""
        self._rollout_for: Key | None = None
        self.rollout_end: tuple[RolloutEnd, str] | None = None
        """Why the rollout of the throw shown ended without a result (and the error's words when it failed),
        until another is asked or another throw shown."""

    # -- what is analysed ---------------------------------------------------------------------

    def set_diagram(self, position: Position, dice: Throw | None, score_state: ScoreState | None = None) -> bool:
        """Analyse ``position`` with ``dice`` for ``score_state`` (fresh when None).

        True when the analysis changed (it was asked of the engine again)."""
        score_state = ScoreState() if score_state is None else score_state
        if (position, dice, score_state) == (self.position, self.dice, self.score) and self.analysis is not None:
            return False
        self.position, self.dice, self.score = position, dice, score_state
        self.refresh()
        return True

    def set_view(self, notation: Notation, orientation: Orientation) -> bool:
        """Name points as the board does; True when the analysis changed (its explanations name points)."""
        if (notation, orientation) == (self.notation, self.orientation) and self.analysis is not None:
            return False
        self.notation, self.orientation = notation, orientation
        self.refresh()
        return True

    def refresh(self) -> Analysis:
        """Ask the engine (through the cache)."""
        self.analysis = self.cache.analysis(self.position, self.dice, self.notation, self.orientation)
        return self.analysis

    def key(self) -> Key | None:
        """Return what the tutor ranks and rolls out: the throw shown with its score, when it has plays."""
        analysis = self.analysis
        if analysis is None or analysis.dice is None or analysis.score is None or not analysis.plays:
            return None
        return (analysis.position, analysis.dice, self.score)

    def mover(self) -> Colour:
        return self.analysis.position.to_move if self.analysis is not None else WHITE

    def play_text(self, play: Play, colour: Colour) -> str:
        """Write the moves of ``play`` in the notation shown: ``B1-B7 B1-B6`` (``—`` for none)."""
        parts = [
            f"{self._name(point_of_step(colour, a))}-{self._name(point_of_step(colour, b))}" for a, b in play.moves
        ]
        return " ".join(parts) or "—"

    def _name(self, point: Point) -> str:
        return point_name(point, self.notation, self.orientation)

    # -- the rencontres ---------------------------------------------------------------------------

    def events(self, selected: int | None = None) -> tuple[RencontreMade, ...]:
        """Return the throw's rencontres: the ``selected`` one alone (a row of the table), or all of them."""
        analysis = self.analysis
        if analysis is None or analysis.score is None:
            return ()
        events = analysis.score.events
        if selected is not None and 0 <= selected < len(events):
            return (events[selected],)
        return events

    def highlights(self, selected: int | None = None) -> dict[Point, str]:
        """Return the board's rings: the selected rencontre's, or every rencontre's when none is selected."""
        return event_highlights(self.events(selected))

    def nothing_scores(self) -> bool:
        """Tell whether the throw is analysed and scores nothing (the panel says why, rencontre by rencontre)."""
        analysis = self.analysis
        return analysis is not None and analysis.score is not None and not analysis.score.events

    # -- the ranked plays -------------------------------------------------------------------------

    def advice(self) -> ThrowAdvice | None:
        """Return the tutor's ranking of the throw shown, once computed: the 2-ply one when it was asked for."""
        key = self.key()
        if key is None:
            return None
        return self.cache.deep_advice(*key) or self.cache.advice(*key)

    def deep_shown(self) -> bool:
        """Tell whether the ranking shown was looked at 2-ply (some of its plays against the opponent's replies)."""
        advice = self.advice()
        return advice is not None and any(ranked.ply == 2 for ranked in advice.ranked)

    def rows(self) -> tuple[PlayRow, ...]:
        """Return the legal plays in the order shown: the tutor's, best first, once ranked; the engine's before."""
        analysis = self.analysis
        if analysis is None:
            return ()
        advice = self.advice()
        deep = self.deep_shown()
        if advice is None:
            return tuple(self._row(play) for play in analysis.plays)
        return tuple(
            self._row(ranked.play, ranked.equity, ranked.loss, best=row == 0, one_ply_only=deep and ranked.ply == 1)
            for row, ranked in enumerate(advice.ranked)
        )

    @staticmethod
    def _row(
        play: Play,
        equity: float | None = None,
        loss: float | None = None,
        *,
        best: bool = False,
        one_ply_only: bool = False,
    ) -> PlayRow:
        return PlayRow(
            play,
            equity,
            loss,
            best,
            tuple(sorted(play.fills, key=lambda jan: jan.value)),
            tuple(sorted(play.conserves, key=lambda jan: jan.value)),
            one_ply_only,
        )

    def wanted_ranking(self) -> Key | None:
        """Return the throw shown when the tutor's ranking of it is neither kept nor under way.

        The view starts it then."""
        key = self.key()
        if key is None or key in self._ranking or self.cache.advice(*key) is not None:
            return None
        return key

    def ranking_started(self, key: Key) -> None:
        self._ranking.add(key)

    def ranking_failed(self, key: Key) -> None:
        self._ranking.discard(key)

    def ranked(self, key: Key, advice: ThrowAdvice) -> bool:
        """Keep the tutor's ranking of ``key``; True when it is the throw shown's (the view shows it)."""
        self._ranking.discard(key)
        self.cache.keep_advice(*key, advice)
        return key == self.key()

    def ranking_pending(self) -> bool:
        """Tell whether the tutor ranks the plays of the throw shown now."""
        return self.key() in self._ranking

    # -- looking deeper (2-ply) -------------------------------------------------------------------

    def can_look_deeper(self) -> bool:
        """Tell whether « Look deeper » is offered.

        It is for a throw of several plays, not shown at 2-ply yet, none being ranked so."""
        analysis = self.analysis
        if analysis is None or self.deepening is not None or self.deep_shown():
            return False
        return len(analysis.plays) > 1

    def deepening_started(self) -> Key | None:
        """Start ranking at 2-ply and return the throw now under way; None when nothing may be looked at deeper."""
        key = self.key()
        if key is None or self.deepening is not None or self.cache.deep_advice(*key) is not None:
            return None
        self.deepening = key
        return key

    def deepened(self, key: Key, advice: ThrowAdvice | None) -> bool:
        """Take the end of the 2-ply ranking of ``key`` (``advice`` None: stopped or failed).

        True when it is the throw shown's (the view shows it)."""
        self.deepening = None
        if advice is None:
            return False
        self.cache.keep_deep_advice(*key, advice)
        return key == self.key()

    # -- rolling out ------------------------------------------------------------------------------

    def rolling_started(self) -> Key | None:
        """Start a rollout and return the throw now under way; None when there is none or a rollout runs already."""
        key = self.key()
        if key is None or self.rolling is not None:
            return None
        self.rolling = self._rollout_for = key
        self.rollout_end = None
        return key

    def rolled_out(self, key: Key, rolled: Rolled | None) -> bool:
        """Keep the rollout of ``key`` (None: it returned nothing); True when it is the throw shown's."""
        self.rolling = None
        if rolled is None:
            return False
        self.cache.keep_rolled(*key, rolled)
        return key == self.key()

    def rollout_ended(self, key: Key, end: RolloutEnd, error: str = "") -> bool:
        """Take the end of the rollout of ``key`` without a result; True when it is the throw shown's."""
        self.rolling = None
        self.rollout_end = (end, error)
        return key == self.key()

    def follow_rollout(self) -> None:
        """Show the plays again: why the last rollout ended is forgotten once another throw is shown."""
        key = self.key()
        if key is None or key != self._rollout_for:
            self.rollout_end = None
        self._rollout_for = key

    def rollout(self) -> Rolled | None:
        """Return the last rollout of the throw shown, if one was made."""
        key = self.key()
        return None if key is None else self.cache.rolled(*key)

    # -- the chances ------------------------------------------------------------------------------

    def chances(self) -> Chances | None:
        """Return the 21 throws of the position shown and what each scores (None for a position not analysed)."""
        return self.cache.chances(self.position)
