"""A partie as a sequence of events, replayable, giving the position and the score after every event.

The order of a turn (Lois et règles, art. XVIII; docs/rules.md §marking): the mover throws and marks
his own points; if they won him a trou he chooses to tenir or s'en aller; he
plays (or, leaving, every dame goes back to the talons); then the opponent
marks what this throw gave him.  A sortie (the last dame off) is followed by a
relevé, points and trous kept, and the same player throws again.

The partie ordinaire is won at 12 trous, even on points from the opponent's
throw (Lois et règles, art. I, XX).  The partie à écrire is a number of marqués, each
ending on a leave once a player has six trous (Trictrac à écrire; Lois et règles, art. XVI); equal trous
make a refait.

Events are values; :meth:`Partie.replay` rebuilds a partie from them and
checks each one against the laws (a record with an illegal play or a wrong
mark raises :class:`IllegalEventError` naming the event).

**École mode** (``Partie(ecoles=True)``; docs/rules.md §ecoles; Lois et règles, arts. XVI–XVIII; Dictionnaire raisonné
ÉCOLE): the engine does not mark by itself.  After a throw the mover
declares his points (:meth:`~Partie.declare`; a derived :class:`Mark` of what he
declared); if his declared marking wins a trou on his own throw he announces
tenir or s'en aller (:meth:`~Partie.decide`); then the opponent may
:meth:`~Partie.claim` the école (0: no claim), and the engine settles it: a
claim of an école par trop corrects the declarer's marking to the truth, the
école points accepted are marked for the claimant (from the opponent's act:
he must hold on them), and the excess of a fausse école is marked for the
declarer; a leave announced on an école par trop that is claimed is refused
(he holds).  Unclaimed, a declaration stands, wrong or not.  After the play
the opponent declares what the throw gave him and the mover may claim.  The
truth pending is in :attr:`GameState.pending` (for hints).

Decisions, with the seeds' words:

* The leave is announced *before* the claim and takes effect after it: Lois et règles
  art. XVI, "on prévient verbalement son adversaire de son intention, car
  celui-ci peut s'y opposer en cas de faute ou d'école.  Quand ce dernier a
  agréé … on démarque alors tous les jetons"; Lois et règles, art. XVIII 5° b) "l'annoncer
  puis rompre son jeu après accord de l'adversaire"; Dictionnaire raisonné "L'école est
  également consommée dès qu'un joueur déclare son intention de s'en aller
  alors que les points qu'il a gagnés ne lui permettent pas de le faire" —
  the école of a leave depends on the leave announced.  When the corrected
  marking wins a trou the declaration did not show, he decides after the claim.
* A claimed école par trop with a leave refuses the leave: Dictionnaire raisonné "il perd en
  outre le privilège de s'en aller si son adversaire le souhaite" and
  "Lorsqu'un joueur, croyant par erreur avoir gagné le trou, le marque et
  avertit qu'il s'en va, il fait école des points qui lui font défaut".
* The excess of a fausse école is marked for the declarer by the engine: Dictionnaire raisonné
  FAUSSE ÉCOLE, "l'adversaire peut effacer les points marqués pour cette
  fausse école et la marquer à son profit" (a player never loses by marking
  points, and one claim per declaration keeps the record unambiguous); the
  augmentation d'école stops there (Lois et règles, art. XVII: "si les joueurs n'en
  venaient alors à une franche explication").
* École points are marked after the declarer's standing marking (Lois et règles, art.
  XVII, "Les points d'école se marquent après tous les autres").  A
  declaration that reaches twelve trous ends the partie ordinaire only after
  the claim (Dictionnaire raisonné: "quand un joueur déclare par erreur avoir gagné la partie :
  il fait école des points qui lui manquent et la partie continue").
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from notation.board import WHITE, Colour, Position
from notation.dice import Throw
from notation.ecrire import OBLIGATION, Bredouille, Consolation, PrimauteRule, marque_bredouille, marque_points
from notation.errors import BadArgumentError, TrictracError
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.ecoles import ClaimVerdict, Declaration, Ecole, EcoleKind, judge_claim, judge_declaration
from notation.rules.marking import IllegalLeaveError, Marking, mark
from notation.rules.moves import Play, legal_plays
from notation.rules.scoring import Score, score
from notation.scoreboard import PlayerScore, ScoreState

__all__ = [
    "MAX_THROW_POINTS",
    "PARTIE_TROUS",
    "Claim",
    "Decision",
    "Declare",
    "End",
    "GameState",
    "IllegalEventError",
    "Mark",
    "MarqueEnd",
    "Move",
    "Partie",
    "PartieValue",
    "Pending",
    "Phase",
    "PrimauteThrow",
    "Releve",
    "Roll",
    "Variant",
    "partie_value",
]

PARTIE_TROUS = 12
"""Trous that win the partie ordinaire."""

MAX_THROW_POINTS = 222
"""More points than one throw can give a player: a declaration, a mark or an école beyond it is refused.

An upper bound from the tarif (docs/rules.md §tarif; Lois et règles, art. IX; Dictionnaire raisonné tables): for the
mover, one jan de départ (6) and the jan de rencontre (6); one jan filled (three façons at most, 12) or conserved (6) —
two pleins take 24 dames, there are 15; a dame battue à vrai at most 12 (three façons of 4, or two
of 6 by doublet), and the opponent has at most 15 demi-cases (180); the coin battu (6), the sortie
(6), the pile de misère (6): 6 + 6 + 12 + 180 + 6 + 6 + 6 = 222.  For the opponent: contre-jans (6),
fifteen dames battues à faux (90), impuissance (2 a number, four numbers: 8), Margot (8) — less.
An école is at most a declaration or a truth, so within it too.  (Dictionnaire raisonné's "sonnez" of 82 points,
"dans cette situation très peu probable", is far inside.)  The bound keeps a written
``(999999999)`` from making the marking count a hundred million jeux.
"""


class Variant(enum.Enum):
    ORDINAIRE = "ordinaire"
    ECRIRE = "ecrire"


class PartieValue(enum.Enum):
    """The value conventions of the partie ordinaire (docs/rules.md §partie-ordinaire)."""

    SIMPLE = "simple"
    GRANDE_BREDOUILLE = "grande_bredouille"
    PONT = "pont"
    HONNEURS = "honneurs"


class Phase(enum.Enum):
    PRIMAUTE = "primaute"
    THROW = "throw"
    DECLARE = "declare"
    """École mode: a player declares his points."""
    DECIDE = "decide"
    CLAIM = "claim"
    """École mode: the declarer's opponent may claim an école."""
    PLAY = "play"
    OVER = "over"


class IllegalEventError(TrictracError):
    """Raised when an event breaks the laws or comes out of turn; says which event and why."""

    code = "illegal-event"


# -- events ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PrimauteThrow:
    """Each player throws one die; the higher plays both numbers as his first throw."""

    white: int
    black: int


@dataclass(frozen=True, slots=True)
class Roll:
    """The mover's throw."""

    colour: Colour
    throw: Throw


@dataclass(frozen=True, slots=True)
class Mark:
    """Points marked by ``colour``: from his own throw, or from the opponent's (à faux, impuissance…).

    ``ecole``: points of an école (école mode), marked for the claimant or, for a fausse école, the declarer.
    """

    colour: Colour
    points: int
    own_throw: bool = True
    ecole: bool = False


@dataclass(frozen=True, slots=True)
class Declare:
    """École mode: ``colour`` declares ``points`` from his own throw, or from the opponent's (after the play)."""

    colour: Colour
    points: int
    own_throw: bool = True


@dataclass(frozen=True, slots=True)
class Claim:
    """École mode: ``colour`` cries « École ! » for ``points`` on the opponent's declaration (0: no claim).

    The engine records what the claim settled (not part of the event's identity: a record's claim, replayed,
    is equal to the one played): ``verdict``, how it was judged (``None`` for no claim), and
    ``leave_refused``, true when the declarer announced a leave on an école par trop that is claimed, so holds
    (Dictionnaire raisonné S'EN ALLER SUR UNE ÉCOLE; Lois et règles, art. XVII).
    """

    colour: Colour
    points: int
    verdict: ClaimVerdict | None = field(default=None, compare=False)
    leave_refused: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class Decision:
    """After a trou won by his own throw: tenir (``leave=False``) or s'en aller."""

    colour: Colour
    leave: bool


@dataclass(frozen=True, slots=True)
class Move:
    """The play: ``moves`` as (from, to) steps on the mover's path, as in :class:`notation.rules.moves.Play`."""

    colour: Colour
    moves: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Releve:
    """All dames back to the talons, after a leave or a sortie."""

    reason: str  # "leave" or "sortie"


@dataclass(frozen=True, slots=True)
class MarqueEnd:
    """A marqué of the partie à écrire is over: its winner (``None`` for a refait) and its points."""

    winner: Colour | None
    trous: tuple[int, int]
    bredouille: Bredouille
    refaits: int
    points: int


@dataclass(frozen=True, slots=True)
class End:
    """The partie is over."""

    winner: Colour | None


Event = PrimauteThrow | Roll | Declare | Claim | Mark | Decision | Move | Releve | MarqueEnd | End


# -- state ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pending:
    """École mode: the declaration awaited (``declared is None``) or the claim after it.

    ``truth`` is what the laws give (for hints), ``before`` the score before
    the declaration, ``leave`` the hold (``False``) or leave announced
    (``None``: none), ``ecole`` the école the declaration makes.
    """

    declarer: Colour
    own_throw: bool
    truth: int
    before: ScoreState
    declared: int | None = None
    leave: bool | None = None
    ecole: Ecole | None = None

    @property
    def claimant(self) -> Colour:
        return self.declarer.opponent


class _Same(enum.Enum):
    """The default of :meth:`GameState.evolve`'s fields: keep the field as it is (``None`` is a value)."""

    SAME = 0


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything a partie is at one moment."""

    position: Position
    score: ScoreState
    phase: Phase
    mover: Colour
    dice: Throw | None = None
    rencontres: Score | None = None
    last_marking: Marking | None = None
    marque: int = 1
    refaits: int = 0
    marques: tuple[MarqueEnd, ...] = ()
    primaute: Colour | None = None
    winner: Colour | None = None
    pending: Pending | None = None

    def evolve(
        self,
        *,
        position: Position | _Same = _Same.SAME,
        score: ScoreState | _Same = _Same.SAME,
        phase: Phase | _Same = _Same.SAME,
        mover: Colour | _Same = _Same.SAME,
        dice: Throw | _Same | None = _Same.SAME,
        rencontres: Score | _Same | None = _Same.SAME,
        last_marking: Marking | _Same | None = _Same.SAME,
        marque: int | _Same = _Same.SAME,
        refaits: int | _Same = _Same.SAME,
        marques: tuple[MarqueEnd, ...] | _Same = _Same.SAME,
        primaute: Colour | _Same | None = _Same.SAME,
        winner: Colour | _Same | None = _Same.SAME,
        pending: Pending | _Same | None = _Same.SAME,
    ) -> GameState:
        """Return a copy with the fields given changed.

        What ``dataclasses.replace`` does, without reading the fields' list at each call (a partie makes several states
        a throw: this was a fifth of self-play)."""
        same = _Same.SAME
        return GameState(
            self.position if position is same else position,
            self.score if score is same else score,
            self.phase if phase is same else phase,
            self.mover if mover is same else mover,
            self.dice if dice is same else dice,
            self.rencontres if rencontres is same else rencontres,
            self.last_marking if last_marking is same else last_marking,
            self.marque if marque is same else marque,
            self.refaits if refaits is same else refaits,
            self.marques if marques is same else marques,
            self.primaute if primaute is same else primaute,
            self.winner if winner is same else winner,
            self.pending if pending is same else pending,
        )

    @property
    def actor(self) -> Colour | None:
        """Whose input is awaited: the declarer, the claimant, else the mover (``None`` at the primauté and end)."""
        if self.phase in (Phase.PRIMAUTE, Phase.OVER):
            return None
        if self.pending is not None and self.phase is Phase.DECLARE:
            return self.pending.declarer
        if self.pending is not None and self.phase is Phase.CLAIM:
            return self.pending.claimant
        return self.mover


@dataclass
class Partie:
    """A partie being played or replayed: its events and the state after each.

    >>> partie = Partie()
    >>> partie.primaute(5, 3)
    >>> partie.state.mover, partie.state.dice
    (<Colour.WHITE: 'white'>, Throw(high=5, low=3))
    """

    variant: Variant = Variant.ORDINAIRE
    conventions: Conventions = DEFAULT
    marques_to_play: int = 6
    consolation: Consolation = Consolation.MULTIPLIED
    primaute_rule: PrimauteRule = PrimauteRule.WINNER
    start_position: Position | None = None
    start_score: ScoreState | None = None
    events: list[Event] = field(default_factory=list)
    states: list[GameState] = field(default_factory=list)
    ecoles: bool = False

    def __post_init__(self) -> None:
        if self.variant is Variant.ECRIRE and (self.marques_to_play < 2 or self.marques_to_play % 2):
            raise BadArgumentError(
                f"a partie à écrire is an even number of marqués, not {self.marques_to_play}",
                "marques_to_play",
                self.marques_to_play,
            )
        score_state = self.start_score or ScoreState()
        if self.start_position is None:
            self._initial = GameState(Position.start(), score_state, Phase.PRIMAUTE, WHITE)
        else:
            # A partie from a composed position: no primauté, the colour to move throws.
            mover = self.start_position.to_move
            self._initial = GameState(self.start_position, score_state, Phase.THROW, mover, primaute=mover)
        # the legal plays of the last throw, made once when it is marked: the position, throw and conventions they
        # are of, and the plays (the player chooses among them and the play is checked against them)
        self._plays: tuple[Position, Throw, Conventions, list[Play]] | None = None

    # -- reading --------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.states[-1] if self.states else self._initial

    @property
    def over(self) -> bool:
        return self.state.phase is Phase.OVER

    def legal_plays(self) -> list[Play]:
        state = self.state
        before_play = state.phase in (Phase.DECLARE, Phase.CLAIM) and state.pending is not None
        if before_play and state.pending is not None and not state.pending.own_throw:
            before_play = False
        if not (state.phase in (Phase.PLAY, Phase.DECIDE) or before_play) or state.dice is None:
            raise IllegalEventError("no throw to play", reason="no-throw")
        return list(self._throw_plays(state.position, state.dice))

    def _throw_plays(self, position: Position, throw: Throw) -> list[Play]:
        """Return the legal plays of ``throw`` from ``position``, made once a throw.

        The list itself: not to be changed."""
        known = self._plays
        conventions = self.conventions
        if known is not None and known[0] is position and known[1] is throw and known[2] is conventions:
            return known[3]
        plays = legal_plays(position, throw, conventions)
        self._plays = (position, throw, conventions, plays)
        return plays

    def fork(self) -> Partie:
        """Return a partie going on from this one's present state, without its past events (to try a line of play).

        Its :attr:`events` and :attr:`states` hold only what is played in it; it costs the same whatever the
        length of this one.
        """
        twin = Partie(
            self.variant,
            self.conventions,
            self.marques_to_play,
            self.consolation,
            self.primaute_rule,
            self.start_position,
            self.start_score,
            ecoles=self.ecoles,
        )
        twin._initial = self.state
        return twin

    @property
    def last_claim(self) -> Claim | None:
        """École mode: the latest claim of this partie (with its verdict and whether it refused a leave), if any."""
        return next((event for event in reversed(self.events) if isinstance(event, Claim)), None)

    def turns(self) -> int:
        """Return the throws made so far."""
        return sum(isinstance(event, Roll | PrimauteThrow) for event in self.events)

    # -- acting ---------------------------------------------------------

    def _push(self, event: Event, state: GameState) -> None:
        self.events.append(event)
        self.states.append(state)

    def primaute(self, white: int, black: int) -> None:
        """Throw the primauté: each throws one die; the higher plays both numbers (never a doublet first).

        :raises IllegalEventError: after the start (``late-primaute``) or for equal dice (``equal-primaute``).
        """
        state = self.state
        if state.phase is not Phase.PRIMAUTE:
            raise IllegalEventError("the primauté is thrown only at the start", reason="late-primaute")
        if white == black:
            raise IllegalEventError(
                f"equal dice ({white}) for the primauté are thrown again", reason="equal-primaute", die=white
            )
        first = WHITE if white > black else WHITE.opponent
        position = Position.start(first)
        state = state.evolve(position=position, mover=first, phase=Phase.THROW, primaute=first)
        self._push(PrimauteThrow(white, black), state)
        self._roll(Throw(white, black), record=False)

    def roll(self, throw: Throw) -> Score:
        """Throw for the mover and mark his points (in école mode he declares them); return what the throw scores.

        :raises IllegalEventError: before the primauté (``primaute-first``) or out of its time (``not-throw-time``).
        """
        if self.state.phase is Phase.PRIMAUTE:
            raise IllegalEventError("the primauté comes first", reason="primaute-first")
        if self.state.phase is not Phase.THROW:
            raise IllegalEventError(
                f"not the time to throw ({self.state.phase.value})",
                reason="not-throw-time",
                phase=self.state.phase.value,
            )
        return self._roll(throw, record=True)

    def _roll(self, throw: Throw, *, record: bool) -> Score:
        state = self.state
        mover = state.mover
        position = state.position
        if position.to_move is not mover:
            position = position.with_to_move(mover)
        # the plays once a throw: the scoring reads them, the player chooses among them, the play is checked by them
        rencontres = score(position, throw, self.conventions, plays=self._throw_plays(position, throw))
        state = state.evolve(position=position, dice=throw, rencontres=rencontres, phase=Phase.PLAY)
        if self.ecoles:
            # He declares his points: the engine does not mark them.
            pending = Pending(mover, True, rencontres.total(mover), state.score)
            state = state.evolve(phase=Phase.DECLARE, pending=pending, last_marking=None)
            if record:
                self._push(Roll(mover, throw), state)
            else:
                self.states[-1] = state
            return rencontres
        if record:
            self._push(Roll(mover, throw), state)
        else:
            self.states[-1] = state
        points = rencontres.total(mover)
        if points:
            marking = mark(state.score, mover, points)
            if self._partie_won(marking.after):
                state = state.evolve(score=marking.after, last_marking=marking)
                self._push(Mark(mover, points), state)
                self._finish(state)
                return rencontres
            phase = Phase.DECIDE if marking.may_leave else Phase.PLAY
            self._push(Mark(mover, points), state.evolve(score=marking.after, last_marking=marking, phase=phase))
        return rencontres

    def decide(self, leave: bool) -> None:
        """Hold (tenir) or leave (s'en aller) after a trou won by the mover's own throw.

        :raises IllegalEventError: when no trou waits for a decision (``no-decision``).
        """
        state = self.state
        if self.ecoles and state.phase is Phase.DECIDE and state.pending is not None:
            self._announce(leave)
            return
        if state.phase is not Phase.DECIDE or state.last_marking is None:
            raise IllegalEventError("there is no trou to hold or leave on", reason="no-decision")
        mover = state.mover
        if self.ecoles and leave:
            # After the claim: every jeton to zero (école points included), trous kept.
            self._push(Decision(mover, True), state.evolve(score=_left(state.score)))
            self._leave(self.state, mover)
            return
        if not leave:
            self._push(Decision(mover, False), state.evolve(phase=Phase.PLAY))
            return
        # Mark again from the score before, leaving: every jeton to zero, no points de reste.
        marking = state.last_marking
        left = mark(marking.before, mover, marking.points, leave=True)
        state = state.evolve(score=left.after, last_marking=left)
        self._push(Decision(mover, True), state)
        self._leave(state, mover)

    def _leave(self, state: GameState, mover: Colour) -> None:
        if self.variant is Variant.ECRIRE and max(state.score.white.trous, state.score.black.trous) >= OBLIGATION:
            self._end_marque(state)
            return
        self._releve(state, "leave", mover)

    # -- école mode -----------------------------------------------------

    def declare(self, points: int) -> None:
        """Declare ``points`` for the awaited declarer (école mode): his own throw's, or what the other's gave him.

        :raises IllegalEventError: outside école mode (``no-ecoles``), when no declaration is awaited
            (``no-declaration``), or for points no throw marks (``odd-points``, ``too-many-points``).
        """
        state = self.state
        pending = state.pending
        if not self.ecoles:
            raise IllegalEventError("the engine marks: this partie is not played with écoles", reason="no-ecoles")
        if state.phase is not Phase.DECLARE or pending is None:
            raise IllegalEventError(
                f"no declaration is awaited ({state.phase.value})", reason="no-declaration", phase=state.phase.value
            )
        if points < 0 or points % 2:
            raise IllegalEventError(f"points are marked two by two, not {points}", reason="odd-points", points=points)
        if points > MAX_THROW_POINTS:
            raise IllegalEventError(
                f"no throw gives {points} points (at most {MAX_THROW_POINTS})",
                reason="too-many-points",
                points=points,
                limit=MAX_THROW_POINTS,
            )
        colour, own = pending.declarer, pending.own_throw
        marking = mark(pending.before, colour, points, own_throw=own)
        declaration = _declaration(pending.before, colour, points, own, leave=False)
        ecole = judge_declaration(pending.before, colour, pending.truth, declaration, own_throw=own)
        pending = replace(pending, declared=points, ecole=ecole)
        decide = marking.may_leave and not self._partie_won(marking.after)
        phase = Phase.DECIDE if decide else Phase.CLAIM
        declared = state.evolve(pending=pending, phase=phase)
        if not points:
            self._push(Declare(colour, 0, own), declared)
            return
        self._push(Declare(colour, points, own), declared)
        self._push(Mark(colour, points, own), declared.evolve(score=marking.after, last_marking=marking))

    def _announce(self, leave: bool) -> None:
        """Announce tenir or s'en aller on the declared marking, before the opponent may claim.

        Lois et règles, art. XVI."""
        state = self.state
        pending = state.pending
        assert pending is not None and pending.declared is not None
        colour = pending.declarer
        declaration = _declaration(pending.before, colour, pending.declared, True, leave=leave)
        ecole = judge_declaration(pending.before, colour, pending.truth, declaration)
        pending = replace(pending, leave=leave, ecole=ecole)
        score = _left(state.score) if leave else state.score
        self._push(Decision(colour, leave), state.evolve(score=score, pending=pending, phase=Phase.CLAIM))

    def claim(self, points: int) -> None:
        """Claim ``points`` of école for the declarer's opponent, in école mode.

        0: no claim.  The engine settles it.

        :raises IllegalEventError: outside école mode (``no-ecoles``), when no declaration waits for a claim
            (``nothing-to-claim``), or for points no école is of (``odd-ecole``, ``ecole-too-high``).
        """
        state = self.state
        pending = state.pending
        if not self.ecoles:
            raise IllegalEventError("the engine marks: this partie is not played with écoles", reason="no-ecoles")
        if state.phase is not Phase.CLAIM or pending is None or pending.declared is None or pending.ecole is None:
            raise IllegalEventError(
                f"no declaration to claim ({state.phase.value})", reason="nothing-to-claim", phase=state.phase.value
            )
        if points < 0 or points % 2:
            raise IllegalEventError(
                f"an école is of points two by two, not {points}", reason="odd-ecole", points=points
            )
        if points > MAX_THROW_POINTS:
            raise IllegalEventError(
                f"no école is of {points} points (at most {MAX_THROW_POINTS})",
                reason="ecole-too-high",
                points=points,
                limit=MAX_THROW_POINTS,
            )
        declarer, claimant, own = pending.declarer, pending.claimant, pending.own_throw
        ecole = pending.ecole
        verdict = judge_claim(points, ecole) if points else None
        leave = bool(pending.leave)
        refused = verdict is not None and leave and ecole.kind is EcoleKind.TROP
        if verdict is not None and ecole.kind is EcoleKind.TROP:
            # "L'adversaire rétablit correctement la marque" (Lois et règles, art. XVII), and a leave on it is refused.
            standing = mark(pending.before, declarer, pending.truth, own_throw=own)
            leave = False
            score = standing.after
        else:
            standing = mark(pending.before, declarer, pending.declared, own_throw=own)
            score = _left(standing.after) if leave else standing.after
        state = state.evolve(score=score, last_marking=standing, pending=None)
        self._push(Claim(claimant, points, verdict, refused), state)
        if self._partie_won(state.score):
            self._finish(state)
            return
        if verdict is not None:
            for colour, gained in ((claimant, verdict.accepted), (declarer, verdict.fausse_ecole)):
                if not gained:
                    continue
                marking = mark(state.score, colour, gained, own_throw=False)
                state = state.evolve(score=marking.after)
                self._push(Mark(colour, gained, own_throw=False, ecole=True), state)
                if self._partie_won(state.score):
                    self._finish(state)
                    return
        if own:
            if leave:
                self._leave(state, declarer)
            elif pending.leave is None and standing.may_leave:
                self._push_state(state.evolve(phase=Phase.DECIDE))
            else:
                self._push_state(state.evolve(phase=Phase.PLAY))
            return
        self._next_throw(state)

    def play(self, play: Play | Sequence[tuple[int, int]]) -> None:
        """Play the throw: ``play`` is one of :meth:`legal_plays`, or its moves.

        :raises IllegalEventError: out of its time (``not-play-time``), or for moves that are no legal play of the
            throw (``illegal-play``, ``no-dame``).
        """
        state = self.state
        if state.phase is not Phase.PLAY or state.dice is None or state.rencontres is None:
            raise IllegalEventError(
                f"not the time to play ({state.phase.value})", reason="not-play-time", phase=state.phase.value
            )
        plays = self._throw_plays(state.position, state.dice)
        chosen: Play | None = None
        if isinstance(play, Play):
            # one of the plays offered (a player's choice): found by identity, its moves not compared
            for offered in plays:
                if offered is play:
                    chosen = offered
                    break
            moves = play.moves
        else:
            moves = tuple((int(a), int(b)) for a, b in play)
        if chosen is None:
            chosen = next((p for p in plays if p.moves == moves), None)
        if chosen is None:
            chosen = self._same_result(moves)
        mover = state.mover
        after = chosen.position
        opponent = mover.opponent
        given = state.rencontres.total(opponent) if state.rencontres else 0
        if not given and not self.ecoles and after.off(mover) != 15:
            # nothing to mark, no sortie: the opponent throws next (the state _next_throw would put in its place)
            self._push(
                Move(mover, chosen.moves),
                state.evolve(
                    position=after,
                    mover=opponent,
                    phase=Phase.THROW,
                    dice=None,
                    rencontres=None,
                    last_marking=None,
                ),
            )
            return
        state = state.evolve(position=after, phase=Phase.THROW)
        self._push(Move(mover, chosen.moves), state)
        if self.ecoles:
            pending = Pending(opponent, False, given, state.score)
            self._push_state(state.evolve(phase=Phase.DECLARE, pending=pending, last_marking=None))
            return
        # The opponent marks what this throw gave him (à faux, contre-jans, impuissance).
        if given:
            marking = mark(state.score, opponent, given, own_throw=False)
            state = state.evolve(score=marking.after, last_marking=marking)
            self._push(Mark(opponent, given, own_throw=False), state)
            if self._partie_won(state.score):
                self._finish(state)
                return
        self._next_throw(state)

    def _next_throw(self, state: GameState) -> None:
        """Go on after the play and the opponent's marks: a sortie makes a relevé, else the opponent throws."""
        mover = state.mover
        if state.position.off(mover) == 15:
            self._releve(state, "sortie", mover)
            return
        self._push_state(
            state.evolve(mover=mover.opponent, phase=Phase.THROW, dice=None, rencontres=None, last_marking=None)
        )

    def _same_result(self, moves: tuple[tuple[int, int], ...]) -> Play:
        """Return the legal play reaching the position these moves reach, in any order of the dice."""
        state = self.state
        counts = list(state.position.counts(state.mover))
        for origin, target in moves:
            if not (1 <= origin <= 24 and 1 <= target <= 25) or counts[origin - 1] <= 0:
                raise IllegalEventError(f"no dame to move from step {origin}", reason="no-dame", step=origin)
            counts[origin - 1] -= 1
            if target <= 24:
                counts[target - 1] += 1
        assert state.dice is not None
        for candidate in self._throw_plays(state.position, state.dice):
            if candidate.position.counts(state.mover) == tuple(counts):
                return candidate
        raise IllegalEventError(
            f"illegal play for {state.dice}: {moves}", reason="illegal-play", dice=str(state.dice), moves=moves
        )

    def _push_state(self, state: GameState) -> None:
        self.states[-1] = state

    def _releve(self, state: GameState, reason: str, thrower: Colour) -> None:
        position = Position.start(thrower)
        self._push(
            Releve(reason),
            state.evolve(position=position, mover=thrower, phase=Phase.THROW, dice=None, rencontres=None),
        )

    def _partie_won(self, score_state: ScoreState) -> bool:
        if self.variant is not Variant.ORDINAIRE:
            return False
        return max(score_state.white.trous, score_state.black.trous) >= PARTIE_TROUS

    def _finish(self, state: GameState) -> None:
        white, black = state.score.white.trous, state.score.black.trous
        winner = None if white == black else (WHITE if white > black else WHITE.opponent)
        self._push(End(winner), state.evolve(phase=Phase.OVER, winner=winner))

    def _end_marque(self, state: GameState) -> None:
        white, black = state.score.white.trous, state.score.black.trous
        if white == black:
            result = MarqueEnd(None, (white, black), Bredouille.SIMPLE, state.refaits, 0)
            refaits = state.refaits + 1
            primaute = state.primaute or state.mover
            marques = state.marques
        else:
            winner = WHITE if white > black else WHITE.opponent
            bredouille = marque_bredouille(state.score, winner)
            points = marque_points(max(white, black), min(white, black), bredouille, state.refaits, self.consolation)
            result = MarqueEnd(winner, (white, black), bredouille, state.refaits, points)
            refaits = 0
            marques = (*state.marques, result)
            if self.primaute_rule is PrimauteRule.WINNER:
                primaute = winner
            else:
                primaute = (state.primaute or WHITE).opponent
        state = state.evolve(marques=marques, refaits=refaits)
        self._push(result, state)
        if len(marques) >= self.marques_to_play:
            totals = {colour: sum(m.points for m in marques if m.winner is colour) for colour in Colour}
            winner_of_all = None
            if totals[WHITE] != totals[WHITE.opponent]:
                winner_of_all = max(totals, key=lambda colour: totals[colour])
            self._push(End(winner_of_all), state.evolve(phase=Phase.OVER, winner=winner_of_all))
            return
        self._push(
            Releve("leave"),
            state.evolve(
                position=Position.start(primaute),
                score=ScoreState(),
                phase=Phase.THROW,
                mover=primaute,
                dice=None,
                rencontres=None,
                last_marking=None,
                marque=len(marques) + 1,
                primaute=primaute,
            ),
        )

    # -- replay ---------------------------------------------------------

    @classmethod
    def replay(
        cls,
        events: Iterable[Event],
        variant: Variant = Variant.ORDINAIRE,
        conventions: Conventions = DEFAULT,
        marques_to_play: int = 6,
        start_position: Position | None = None,
        start_score: ScoreState | None = None,
        consolation: Consolation = Consolation.MULTIPLIED,
        primaute_rule: PrimauteRule = PrimauteRule.WINNER,
        *,
        ecoles: bool = False,
    ) -> Partie:
        """Rebuild a partie from its events, checking each against the laws.

        Marks, relevés and ends are derived by the engine: those given are checked.
        ``ecoles``: a partie played in école mode (declarations and claims are events).

        :raises IllegalEventError: at the first event the laws refuse (``replay``: its number, and the engine's
            refusal as ``cause``) or that is not the one they give (``unexpected-event``, as ``cause``).
        """
        partie = cls(
            variant,
            conventions,
            marques_to_play,
            consolation,
            primaute_rule,
            start_position=start_position,
            start_score=start_score,
            ecoles=ecoles,
        )
        cursor = 0  # the next engine-derived event a given derived event must match
        for number, event in enumerate(events, start=1):
            try:
                if isinstance(event, PrimauteThrow | Roll | Decision | Move | Declare | Claim):
                    start = len(partie.events)
                    partie._apply(event)
                    cursor = start + 1
                elif cursor < len(partie.events) and partie.events[cursor] == event:
                    cursor += 1
                else:
                    expected = partie.events[cursor] if cursor < len(partie.events) else "nothing"
                    raise IllegalEventError(f"the laws give {expected} here", reason="unexpected-event")
            except IllegalEventError as error:
                raise IllegalEventError(
                    f"event {number} ({type(event).__name__}): {error}", reason="replay", number=number, cause=error
                ) from None
        return partie

    def _apply(self, event: PrimauteThrow | Roll | Decision | Move | Declare | Claim) -> None:
        if isinstance(event, PrimauteThrow):
            self.primaute(event.white, event.black)
            return
        actor = self.state.actor or self.state.mover
        if event.colour is not actor:
            raise IllegalEventError(
                f"it is {actor.value}'s turn, not {event.colour.value}'s", reason="not-his-turn", colour=actor
            )
        if isinstance(event, Declare):
            if self.state.pending is not None and event.own_throw is not self.state.pending.own_throw:
                raise IllegalEventError("the declaration is of the other throw's points", reason="other-throw")
            self.declare(event.points)
        elif isinstance(event, Claim):
            self.claim(event.points)
        elif isinstance(event, Roll):
            self.roll(event.throw)
        elif isinstance(event, Decision):
            self.decide(event.leave)
        else:
            self.play(event.moves)


def _left(score: ScoreState) -> ScoreState:
    """Return the score after a leave: every jeton back to zero, trous and the pavillon kept.

    Lois et règles, art. XVI."""
    return ScoreState(
        PlayerScore(0, score.white.trous, False), PlayerScore(0, score.black.trous, False), score.pavillon
    )


def _declaration(before: ScoreState, colour: Colour, points: int, own_throw: bool, *, leave: bool) -> Declaration:
    """Return what a player shows by marking ``points`` from ``before``: his jeton and trous.

    Holding or leaving."""
    try:
        shown = mark(before, colour, points, own_throw=own_throw, leave=leave)
    except IllegalLeaveError:
        shown = mark(before, colour, points, own_throw=own_throw)
    return Declaration(shown.after.of(colour).points if points else None, shown.trous, leave)


def partie_value(state: ScoreState, winner: Colour, rule: PartieValue = PartieValue.SIMPLE) -> float:
    """Return what a partie ordinaire won by ``winner`` is worth.

    docs/rules.md §partie-ordinaire; Encyclopédie "Gain du tour"; Dictionnaire raisonné, VALEUR.

    >>> from notation.scoreboard import PlayerScore
    >>> partie_value(ScoreState(PlayerScore(trous=12), PlayerScore(trous=5)), WHITE, PartieValue.PONT)
    1.5
    """
    from notation.rules.marking import trous_en_bredouille

    loser_trous = state.of(winner.opponent).trous
    if rule is PartieValue.SIMPLE:
        return 1
    if rule is PartieValue.GRANDE_BREDOUILLE:
        return 2 if trous_en_bredouille(state) is winner else 1
    if rule is PartieValue.PONT:
        return 1.5 if loser_trous < 7 else 1
    if loser_trous == 0:
        return 4
    if state.pavillon is winner:
        return 3
    return 2 if loser_trous < 6 else 1
