"""Replay written turns through the engine: one walker, told what to do with each fault by a visitor.

The walker (:class:`Replayer`) makes each written turn's inputs on a partie, or on anything that takes the
same inputs (:class:`Inputs`: the studio's game session does), checks what the record declares and ends
against the engine, and hands every fault it meets, as a :class:`Fault`, to its :class:`ReplayVisitor`, the way
python-chess's PGN reader hands a game to a visitor: the checker (:mod:`notation.record.check`) keeps every
fault and reports them; :class:`Replaying` raises ``IllegalEventError`` at the first one that stops a replay
(:func:`replay_record`); the game session's visitor builds the session and keeps each turn's comments.  So a
fault reads the same wherever it is met: one message, one ``reason`` (a turn out of order is always
:data:`TURN_OUT_OF_ORDER`).

Written turns are fed in the engine's order; in école mode (tag ``Ecoles "oui"``) the declarations and claims
are the players' inputs, which the engine settles; outside it the marks written are compared with the
engine's.

>>> from notation.record.reader import read_record
>>> record = read_record("%trictrac 1\\n1. B 5-3 B1-B6 B1-B4\\n2. B 6-4 B1-B7 B1-B5")
>>> replay_record(record)
Traceback (most recent call last):
    ...
notation.game.IllegalEventError: line 3, column 1: it is Noir's throw, not Blanc's
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from notation.board import WHITE, Colour, Position
from notation.dice import Throw
from notation.ecrire import PrimauteRule
from notation.game import (
    MAX_THROW_POINTS,
    PARTIE_TROUS,
    Claim,
    Decision,
    End,
    Event,
    GameState,
    IllegalEventError,
    Mark,
    MarqueEnd,
    Move,
    Partie,
    Phase,
    PrimauteThrow,
    Releve,
    Roll,
    Variant,
)
from notation.notations import Notation, Orientation
from notation.record import model
from notation.record.model import MAX_VARIATION_DEPTH, GameRecord, Turn
from notation.record.writer import format_moves
from notation.rules.ecoles import Declaration, EcoleKind, judge_declaration
from notation.rules.marking import mark
from notation.scoreboard import ScoreState

__all__ = [
    "TURN_OUT_OF_ORDER",
    "Fault",
    "Inputs",
    "PartieInputs",
    "ReplayVisitor",
    "Replayer",
    "Replaying",
    "last_played",
    "partie_of_record",
    "replay_record",
]

TURN_OUT_OF_ORDER = "not-his-turn"
"""The ``reason`` of a written turn thrown by the player whose throw it is not (the engine's, for an event out of
turn, too)."""


class Inputs(Protocol):
    """What a written turn is made of, as a partie or a game session takes it.

    ``declare`` gets the leave written with the points: a session announces it with them (its input ``E4L``),
    a bare partie waits for the decision (:class:`PartieInputs` leaves it to :meth:`Partie.decide`).
    """

    @property
    def partie(self) -> Partie: ...

    def primaute(self, white: int, black: int) -> None: ...

    def roll(self, throw: Throw) -> None: ...

    def declare(self, points: int, leave: bool = False) -> None: ...

    def decide(self, leave: bool) -> None: ...

    def claim(self, points: int) -> None: ...

    def play(self, moves: Sequence[tuple[int, int]]) -> None: ...


class PartieInputs:
    """A bare :class:`notation.game.Partie` as :class:`Inputs`."""

    __slots__ = ("_partie",)

    def __init__(self, partie: Partie) -> None:
        self._partie = partie

    @property
    def partie(self) -> Partie:
        return self._partie

    def primaute(self, white: int, black: int) -> None:
        self._partie.primaute(white, black)

    def roll(self, throw: Throw) -> None:
        self._partie.roll(throw)

    def declare(self, points: int, leave: bool = False) -> None:
        self._partie.declare(points)  # the leave is the next input, its own

    def decide(self, leave: bool) -> None:
        self._partie.decide(leave)

    def claim(self, points: int) -> None:
        self._partie.claim(points)

    def play(self, moves: Sequence[tuple[int, int]]) -> None:
        self._partie.play(moves)


@dataclass(frozen=True, slots=True)
class Fault:
    """One fault met replaying a record: where (1-based line and column), what, of which kind, and why.

    ``kind`` is ``"syntax"``, ``"illegal"``, ``"ecole"``, ``"fausse-ecole"`` or ``"sequence"`` (see
    :class:`notation.record.check.CheckProblem`); ``reason`` the stable code an interface words it by, with its
    ``facts``; ``fatal``: it stops a replay (an illegal input; outside école mode a declared mark that is not the
    laws'; a written relevé or end the laws do not give there); ``final``: a turn written short of its inputs
    that is the record's last (a partie archived unfinished stops so).
    """

    line: int
    column: int
    message: str
    kind: str
    reason: str
    fatal: bool
    facts: dict[str, object] = field(default_factory=dict)
    final: bool = False

    def error(self) -> IllegalEventError:
        """Return the ``IllegalEventError`` a replay raises for this fault."""
        return IllegalEventError(
            f"line {self.line}, column {self.column}: {self.message}",
            reason=self.reason,
            line=self.line,
            column=self.column,
            **self.facts,
        )


class ReplayVisitor:
    """What the replayer tells of a record as it goes; this one ignores it all.

    ``variations``: walk each turn's variations too (from the position before the turn they replace).
    """

    variations = False

    def visit_turn(self, turn: Turn) -> None:
        """Hear that ``turn``'s throw was made (its other inputs follow)."""

    def visit_fault(self, fault: Fault) -> None:
        """Hear a fault; raise to stop the replay (the walker goes on from what the written moves reach)."""


class Replaying(ReplayVisitor):
    """Raise ``IllegalEventError`` at the first fault that stops a replay.

    ``stop_short``: a record may stop within its last turn (a partie archived unfinished); else that is a fault.
    """

    def __init__(self, *, stop_short: bool = False) -> None:
        self.stop_short = stop_short

    def visit_fault(self, fault: Fault) -> None:
        """Raise the fault's error when it is fatal (:attr:`Fault.fatal`).

        :raises IllegalEventError: for a fatal fault.
        """
        if fault.fatal and not (self.stop_short and fault.final):
            raise fault.error()


def partie_of_record(record: GameRecord) -> Partie:
    """Return a new partie with the record's variant, conventions, marqués, start and école mode.

    No event yet.

    :raises ValueError: when the tags do not make a partie (a start position the laws refuse, …).
    """
    position, score = record.start
    value = (record.tag("Primaute") or "").strip().lower()
    rule = PrimauteRule.ALTERNATE if value == PrimauteRule.ALTERNATE.value else PrimauteRule.WINNER
    return Partie(
        record.variant,
        record.conventions,
        record.marques_to_play,
        record.consolation,
        rule,
        start_position=position,
        start_score=score,
        ecoles=record.ecoles,
    )


def replay_record(record: GameRecord) -> Partie:
    """Rebuild the partie of a record's main line through the engine.

    The checker's reading (one walker: a turn without ``tient`` whose play follows a trou won was held, …); a
    fault is what the checker reports as an illegal throw, play, hold or leave, a declared mark that is not the
    laws' (outside école mode), or a written relevé, marqué or partie end the laws do not give there.  Throw
    numbers, a ``tient`` with no trou and derived events left unwritten are not faults here (the checker still
    reports them, as ``sequence``).

    :raises IllegalEventError: at the first fault, with its line, column and reason.
    :raises ValueError: when the tags do not make a partie.
    """
    partie = partie_of_record(record)
    Replayer.of_record(record, PartieInputs(partie), Replaying()).main_line(record.elements)
    return partie


def last_played(elements: Sequence[model.Element]) -> int:
    """Return the index of the last element that is not a marqué's start (-1: none); after it the record stops."""
    return max((i for i, e in enumerate(elements) if not isinstance(e, model.MarqueStart)), default=-1)


_DERIVED = (Releve, MarqueEnd, End)


class Replayer:
    """Walk written turns through the engine on ``inputs``, handing each fault to ``visitor``.

    ``notation`` and ``orientation`` write the moves a fault quotes.
    """

    def __init__(
        self,
        inputs: Inputs,
        visitor: ReplayVisitor,
        *,
        notation: Notation = Notation.BN,
        orientation: Orientation | None = None,
    ) -> None:
        self.inputs = inputs
        self.visitor = visitor
        self.notation = notation
        self.orientation = orientation if orientation is not None else Orientation()
        # The faults that stop a replay: écoles are the players' inputs in école mode, not faults.
        self.fatal = frozenset(("illegal",) if inputs.partie.ecoles else ("illegal", "ecole"))

    @classmethod
    def of_record(cls, record: GameRecord, inputs: Inputs, visitor: ReplayVisitor) -> Replayer:
        """Return a replayer quoting moves in the record's notation (the default one where its tags name none)."""
        try:
            return cls(inputs, visitor, notation=record.notation, orientation=record.orientation)
        except ValueError:
            return cls(inputs, visitor)

    def report(
        self,
        where: model.Element,
        message: str,
        kind: str = "illegal",
        *,
        fatal: bool | None = None,
        reason: str = "record-check",
        final: bool = False,
        **facts: object,
    ) -> None:
        """Hand a fault to the visitor.

        Fatal by its kind unless ``fatal`` says, with ``reason`` and ``facts`` for an interface to word it."""
        stops = kind in self.fatal if fatal is None else fatal
        self.visitor.visit_fault(
            Fault(where.line, where.column, message, kind, reason, stops, dict(facts), final and stops)
        )

    # -- a line of play -------------------------------------------------------------

    def main_line(self, elements: tuple[model.Element, ...]) -> None:
        """Replay a line of play from the partie's present state (with its variations if the visitor asks)."""
        self.line(elements, 0, self.inputs.partie.turns())

    def line(self, elements: tuple[model.Element, ...], depth: int, throws: int) -> None:
        """Replay a line of play, ``throws`` made before it, ``depth`` variations deep.

        Each variation from a fork of the partie (not a copy of its past: linear in the record's length)."""
        partie = self.inputs.partie
        pending: list[Event] = []
        last: model.Element | None = None
        final = last_played(elements)
        for index, element in enumerate(elements):
            if isinstance(element, Turn):
                self.missing(pending, element)
                pending = []
                if element.variations and self.visitor.variations:
                    if depth >= MAX_VARIATION_DEPTH:
                        message = f"variations nest {MAX_VARIATION_DEPTH} deep at most: not checked"
                        self.report(element, message, "syntax")
                    else:
                        for variation in element.variations:
                            fork = Replayer(
                                PartieInputs(partie.fork()),
                                self.visitor,
                                notation=self.notation,
                                orientation=self.orientation,
                            )
                            fork.line(variation, depth + 1, throws)
                start = len(partie.events)
                if not self.turn(element, throws, more=index < final):
                    return
                made = partie.events[start:]
                throws += sum(isinstance(event, Roll | PrimauteThrow) for event in made)
                derived = [event for event in made if isinstance(event, _DERIVED)]
                # The relevé after a marqué that is not the last is not written.
                pending = [
                    event
                    for index, event in enumerate(derived)
                    if not (isinstance(event, Releve) and index and isinstance(derived[index - 1], MarqueEnd))
                ]
            elif isinstance(element, model.MarqueStart):
                if partie.variant is Variant.ECRIRE and element.number != partie.state.marque:
                    self.report(
                        element, f"this is marqué {partie.state.marque}, not {element.number}", "sequence", fatal=False
                    )
            else:
                pending = self.derived(pending, element)
            last = element
        if last is not None and pending:
            self.missing(pending, last)

    def missing(self, pending: list[Event], where: model.Element) -> None:
        for event in pending:
            self.report(where, f"the laws give {_describe(event)} before this point", "sequence", fatal=False)

    def derived(self, pending: list[Event], element: model.Element) -> list[Event]:
        kinds = {model.ReleveElement: Releve, model.MarqueEnd: MarqueEnd, model.End: End}
        wanted = kinds[type(element)]
        if not pending or not isinstance(pending[0], wanted):
            given = _describe_element(element)
            expected = _describe(pending[0]) if pending else "nothing"
            self.report(
                element, f"the laws give {expected} here, not {given}", "sequence", fatal=True, reason="derived"
            )
            return pending[1:] if pending else pending
        event = pending[0]
        if isinstance(element, model.MarqueEnd) and isinstance(event, MarqueEnd):
            written = (element.winner, element.trous, element.bredouille, element.refaits, element.points)
            truth = (event.winner, event.trous, event.bredouille, event.refaits, event.points)
            if written != truth:
                message = f"the laws end the marqué {_describe(event)[len('fin du marqué ') :]}"
                self.report(element, message, "sequence", fatal=True, reason="marque-end")
        if isinstance(element, model.End) and isinstance(event, End) and element.winner is not event.winner:
            self.report(element, f"the laws give {_describe(event)}", "sequence", fatal=True, reason="end")
        return pending[1:]

    # -- one turn -----------------------------------------------------------------------

    def turn(self, turn: Turn, throws: int, *, more: bool) -> bool:
        """Replay one turn (``throws`` made before it; ``more``: elements follow it); False when the replay stops."""
        state = self.inputs.partie.state
        if state.phase is Phase.OVER:
            self.report(turn, "the partie is over: no throw follows", "sequence", fatal=True, reason="over")
            return False
        if state.phase is not Phase.PRIMAUTE:
            if turn.colour is not state.mover:
                self.report(
                    turn,
                    f"it is {state.mover.french}'s throw, not {turn.colour.french}'s",
                    reason=TURN_OUT_OF_ORDER,
                    colour=state.mover,
                )
                return False
            if state.phase is not Phase.THROW:
                self.report(
                    turn,
                    f"not the time to throw ({state.phase.value})",
                    reason="not-throw-time",
                    phase=state.phase.value,
                )
                return False
        expected = throws + 1
        if turn.number != expected:
            self.report(turn, f"this is throw {expected}, not {turn.number}", "sequence", fatal=False)
        if self.inputs.partie.ecoles:
            return self.ecole_turn(turn, more=more)
        return self.ordinary_turn(turn, more=more)

    def throw(self, turn: Turn) -> bool:
        """Make the turn's throw (the primauté's first); False (reported) when the engine refuses it."""
        inputs = self.inputs
        try:
            if inputs.partie.state.phase is Phase.PRIMAUTE:
                high, low = turn.throw.high, turn.throw.low
                inputs.primaute(*((high, low) if turn.colour is WHITE else (low, high)))
            else:
                inputs.roll(turn.throw)
        except IllegalEventError as error:
            self.report(turn, str(error), reason="refused", cause=error)
            return False
        self.visitor.visit_turn(turn)
        return True

    def ordinary_turn(self, turn: Turn, *, more: bool) -> bool:
        """Replay a turn outside école mode: the engine marks, and the marks written are checked against it."""
        partie = self.inputs.partie
        before = partie.state.score
        start = len(partie.events)
        if not self.throw(turn):
            return False
        truth = sum(e.points for e in partie.events[start:] if isinstance(e, Mark) and e.own_throw)
        self.declared(turn, turn.colour, turn.declared, truth, before, own_throw=True, leave=bool(turn.leave))
        if not self.decision(turn, more=more):
            return False
        if partie.state.phase is Phase.PLAY:
            if turn.moves is None:
                self.report(
                    turn,
                    f"expected the play of {turn.throw.code()}",
                    reason="play-expected",
                    final=not more,
                    throw=turn.throw.code(),
                )
                return False
            before_play = partie.state.score
            moved = len(partie.events)
            try:
                self.inputs.play(turn.moves)
            except IllegalEventError as error:
                written = format_moves(turn.moves, turn.colour, self.notation, self.orientation) or "--"
                reason = str(error)
                if reason.startswith("illegal play"):
                    reason = "no legal play of this throw leaves the dames so"
                self.report(
                    turn,
                    f"illegal play {written} for {turn.throw.code()}: {reason}",
                    reason="illegal-written-play",
                    moves=written,
                    throw=turn.throw.code(),
                )
                if not _force(partie, turn.moves):
                    self.report(
                        turn, "the written moves cannot be made: the check of this line stops here", reason="unplayable"
                    )
                    return False
            given = sum(e.points for e in partie.events[moved:] if isinstance(e, Mark) and not e.own_throw)
            self.declared(turn, turn.colour.opponent, turn.given, given, before_play, own_throw=False, leave=False)
        elif turn.moves is not None:
            self.report(
                turn,
                "no play follows here: " + ("he left" if turn.leave else "the partie is over"),
                reason="play-after-leave" if turn.leave else "play-after-end",
            )
        return True

    def ecole_turn(self, turn: Turn, *, more: bool) -> bool:
        """Replay a turn in école mode: its declarations and claims are fed to the engine, which settles them."""
        partie = self.inputs.partie
        start = len(partie.events)
        if not self.throw(turn):
            return False
        try:
            complete = self.ecole_inputs(turn, more=more)
        except IllegalEventError as error:
            self.ecoles_of(turn, start)
            self.report(turn, str(error), reason="refused", cause=error)
            return False
        self.ecoles_of(turn, start)
        made = partie.events[start:]
        if turn.leave and not any(isinstance(e, Decision) for e in made):
            self.report(turn, "no trou was won by his own throw: he cannot s'en aller", reason="cannot-leave")
        if not complete and partie.state.phase is Phase.PLAY and more:
            self.report(
                turn, f"expected the play of {turn.throw.code()}", reason="play-expected", throw=turn.throw.code()
            )
            return False
        return True

    def ecole_inputs(self, turn: Turn, *, more: bool) -> bool:
        """Make the turn's inputs after its throw, in the order the engine asks for them.

        False when the record stops within the turn (an input not yet made).

        :raises IllegalEventError: for an input the engine refuses.
        """
        inputs = self.inputs
        partie = inputs.partie
        mover, opponent = turn.colour, turn.colour.opponent
        while True:
            state = partie.state
            pending = state.pending
            # Whether the turn (or the record) goes on after the step the engine waits for.
            after_play = turn.given is not None or _claimed(turn, mover) > 0 or more
            after_claim = turn.moves is not None or after_play
            if state.phase is Phase.DECLARE and pending is not None and pending.own_throw:
                if turn.declared is None and not (turn.leave is not None or turn.ecoles or after_claim):
                    return False
                inputs.declare(turn.declared or 0, bool(turn.leave))
            elif state.phase is Phase.DECIDE:
                if turn.leave is None and not (_claimed(turn, opponent) or after_claim):
                    return False
                inputs.decide(bool(turn.leave))
            elif state.phase is Phase.CLAIM and pending is not None and pending.own_throw:
                points = _claimed(turn, opponent)
                if not points and not after_claim:
                    return False
                inputs.claim(points)
            elif state.phase is Phase.PLAY:
                if turn.moves is None:
                    return False
                inputs.play(turn.moves)
            elif state.phase is Phase.DECLARE:
                if turn.given is None and not more:
                    return False
                inputs.declare(turn.given or 0)
            elif state.phase is Phase.CLAIM:
                points = _claimed(turn, mover)
                if not points and not more:
                    return False
                inputs.claim(points)
            else:
                return True

    def ecoles_of(self, turn: Turn, start: int) -> None:
        """Report the écoles declared and the fausses écoles claimed in the events from ``start``."""
        partie = self.inputs.partie
        for index in range(max(start, 1), len(partie.events)):
            event = partie.events[index]
            pending = partie.states[index - 1].pending
            if not isinstance(event, Claim) or pending is None or pending.ecole is None:
                continue
            ecole, declarer = pending.ecole, pending.declarer
            if ecole.points:
                name = "par moins" if ecole.kind is EcoleKind.MOINS else "par trop"
                self.report(
                    turn,
                    f"{declarer.french} declares {pending.declared} points, the laws give {pending.truth}: "
                    f"école {name} of {ecole.points} points",
                    "ecole",
                )
            if event.points > ecole.points:
                self.report(
                    turn,
                    f"{event.colour.french} claims an école of {event.points} points, there is "
                    f"{ecole.points or 'none'}: fausse école of {event.points - ecole.points} points",
                    "fausse-ecole",
                )

    def decision(self, turn: Turn, *, more: bool) -> bool:
        """Make the written hold or leave where a trou was won; report one written where none was."""
        phase = self.inputs.partie.state.phase
        if phase is Phase.DECIDE:
            leave = turn.leave
            if leave is None:
                if turn.moves is None:
                    self.report(
                        turn,
                        "a trou was won: expected tient or s'en va",
                        reason="decision-expected",
                        final=not more,
                    )
                    return False
                leave = False  # he played: he held
            self.inputs.decide(leave)
            return True
        if turn.leave:
            self.report(turn, "no trou was won by his own throw: he cannot s'en aller", reason="cannot-leave")
            return phase is not Phase.OVER
        if turn.leave is False and phase is not Phase.OVER:
            self.report(turn, "tient is written but no trou was won", "sequence", fatal=False)
        return True

    def declared(
        self,
        turn: Turn,
        colour: Colour,
        points: int | None,
        truth: int,
        before: ScoreState,
        *,
        own_throw: bool,
        leave: bool,
    ) -> None:
        """Report a declared mark that is not the laws' (an école) and the claims beyond it (fausses écoles)."""
        claims = [claim for claim in turn.ecoles if claim.colour is colour.opponent]
        ecole_points = 0
        if points is not None and points > MAX_THROW_POINTS:  # a record built by hand: the reader refuses it
            self.report(
                turn,
                f"{colour.french} declares {points} points: no throw gives more than {MAX_THROW_POINTS}",
                reason="declared-too-high",
                colour=colour,
                points=points,
                limit=MAX_THROW_POINTS,
            )
            return
        if points is not None and points != truth:
            kind, ecole_points = _ecole(before, colour, points, truth, own_throw=own_throw, leave=leave)
            name = "par moins" if kind is EcoleKind.MOINS else "par trop"
            detail = f"école {name} of {ecole_points} points" if ecole_points else "no école (the marking agrees)"
            self.report(turn, f"{colour.french} declares {points} points, the laws give {truth}: {detail}", "ecole")
        for claim in claims:
            if claim.points > ecole_points:
                self.report(
                    turn,
                    f"{claim.colour.french} claims an école of {claim.points} points, there is "
                    f"{ecole_points or 'none'}: fausse école of {claim.points - ecole_points} points",
                    "fausse-ecole",
                )


def _claimed(turn: Turn, claimant: Colour) -> int:
    return sum(claim.points for claim in turn.ecoles if claim.colour is claimant)


def _ecole(
    before: ScoreState, colour: Colour, declared: int, truth: int, *, own_throw: bool, leave: bool
) -> tuple[EcoleKind, int]:
    """Return the école of declaring ``declared`` points when the laws give ``truth``."""
    try:
        shown = mark(before, colour, declared, own_throw=own_throw, leave=leave)
        declaration = Declaration(shown.after.of(colour).points, shown.trous, leave)
        ecole = judge_declaration(before, colour, truth, declaration, own_throw=own_throw)
        if ecole.kind is not None:
            return ecole.kind, ecole.points
    except ValueError:
        pass
    return (EcoleKind.MOINS if declared < truth else EcoleKind.TROP), abs(declared - truth)


def _force(partie: Partie, moves: tuple[tuple[int, int], ...]) -> bool:
    """Make the written (illegal) moves so the check can go on; False when no dame can make them."""
    state = partie.state
    mover = state.mover
    position = state.position
    mine = list(position.counts(mover))
    theirs = list(position.counts(mover.opponent))
    for origin, target in moves:
        if not (1 <= origin <= 24 and 1 <= target <= 25) or mine[origin - 1] <= 0:
            return False
        if target <= 24 and theirs[24 - target] > 0:
            return False
        mine[origin - 1] -= 1
        if target <= 24:
            mine[target - 1] += 1
    template = partie.legal_plays()[0].position
    white, black = (mine, theirs) if mover is WHITE else (theirs, mine)
    after = Position.unchecked(tuple(white), tuple(black), template.to_move, template.throws)
    state = replace(state, position=after, phase=Phase.THROW)
    _push(partie, Move(mover, moves), state)
    opponent = mover.opponent
    given = state.rencontres.total(opponent) if state.rencontres else 0
    if given:
        marking = mark(state.score, opponent, given, own_throw=False)
        state = replace(state, score=marking.after, last_marking=marking)
        _push(partie, Mark(opponent, given, own_throw=False), state)
        trous = max(state.score.white.trous, state.score.black.trous)
        if partie.variant is Variant.ORDINAIRE and trous >= PARTIE_TROUS:
            winner = WHITE if state.score.white.trous > state.score.black.trous else WHITE.opponent
            _push(partie, End(winner), replace(state, phase=Phase.OVER, winner=winner))
            return True
    if after.off(mover) == 15:
        start = Position.start(mover)
        _push(partie, Releve("sortie"), replace(state, position=start, phase=Phase.THROW, dice=None, rencontres=None))
        return True
    partie.states[-1] = replace(state, mover=opponent, dice=None, rencontres=None, last_marking=None)
    return True


def _push(partie: Partie, event: Event, state: GameState) -> None:
    partie.events.append(event)
    partie.states.append(state)


def _describe(event: Event) -> str:
    if isinstance(event, Releve):
        return f"a relevé ({'after a leave' if event.reason == 'leave' else 'after the sortie'})"
    if isinstance(event, MarqueEnd):
        element = model.MarqueEnd(event.winner, event.trous, event.bredouille, event.refaits, event.points)
        return _describe_element(element)
    if isinstance(event, End):
        return _describe_element(model.End(event.winner))
    return type(event).__name__


def _describe_element(element: model.Element) -> str:
    if isinstance(element, model.ReleveElement):
        return "a relevé"
    if isinstance(element, model.MarqueEnd):
        winner = "refait" if element.winner is None else f"gagnant={element.winner.letter}"
        return (
            f"fin du marqué {winner} trous={element.trous[0]}/{element.trous[1]} "
            f"bredouille={element.bredouille.value} refaits={element.refaits} points={element.points}"
        )
    if isinstance(element, model.End):
        return "fin de la partie " + ("nulle" if element.winner is None else f"gagnant={element.winner.letter}")
    return type(element).__name__
