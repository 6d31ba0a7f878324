"""Check a record against the laws: replay it through the engine and report every fault with its line.

Reported: text that is not a record (the lenient reader's errors), each
illegal play (the check then goes on from the position the written moves
reach, when they can be made at all), each declared mark that differs from
the engine's (as an école par moins or par trop, judged by
:func:`notation.rules.ecoles.judge_declaration`), each école claimed beyond
the true one (a fausse école, Dictionnaire raisonné), holds and leaves that cannot be, and
relevés, marqué ends and partie ends that the laws do not give there.
Variations are checked from the position before the turn they replace.

A record of a partie played in école mode (tag ``Ecoles "oui"``) is replayed
in that mode: its declarations and claims are the players' inputs and the
engine settles them (so its trous and ends are those of the écoles settled);
the écoles and fausses écoles are reported all the same.

>>> text = "%trictrac 1\\n1. B 5-3 B1-B6 B1-B4\\n2. N 6-4 (2) N1-N7 N1-N5\\n3. B 3-3 B1-B9"
>>> for problem in check_record_text(text):
...     print(problem.line, problem.message)
3 Noir declares 2 points, the laws give 0: école par trop of 2 points
4 illegal play B1-B9 for 3-3: no legal play of this throw leaves the dames so
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from notation.board import WHITE, Colour, Position
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
from notation.record.convert import feed_ecole_turn, partie_of_record
from notation.record.model import MAX_VARIATION_DEPTH, GameRecord, Turn
from notation.record.reader import read_records
from notation.record.writer import format_moves
from notation.rules.ecoles import Declaration, EcoleKind, judge_declaration
from notation.rules.marking import mark
from notation.scoreboard import ScoreState

__all__ = ["CheckProblem", "check_record", "check_record_text", "replay_record"]


@dataclass(frozen=True, slots=True, order=True)
class CheckProblem:
    """One fault of a record: where (1-based line and column), what, and its kind.

    ``kind`` is ``"syntax"`` (not a record), ``"illegal"`` (a throw, play,
    hold or leave the laws forbid, or out of turn), ``"ecole"`` (a declared
    mark differing from the laws), ``"fausse-ecole"`` (an école claimed beyond
    the true one) or ``"sequence"`` (numbering, relevés, marqué and partie ends).
    """

    line: int
    column: int
    message: str
    kind: str = "illegal"


def check_record_text(text: str) -> list[CheckProblem]:
    """Every fault of the records in ``text``, in the order of the text (what ``trictrac check FILE`` prints)."""
    records, errors = read_records(text, strict=False)
    problems = [CheckProblem(error.line, error.column, error.message, "syntax") for error in errors]
    for record in records:
        problems.extend(check_record(record))
    return sorted(problems)


def check_record(record: GameRecord) -> list[CheckProblem]:
    """Every fault of one record's main line and variations against the laws."""
    checker = _Checker(record)
    try:
        partie = partie_of_record(record)
    except ValueError as error:
        return [CheckProblem(1, 1, f"the tags do not make a partie: {error}", "sequence")]
    checker.line(partie, record.elements)
    return sorted(checker.problems)


def replay_record(record: GameRecord) -> Partie:
    """Rebuild the partie of a record's main line through the engine; raises ``IllegalEventError`` at the first fault.

    The same reading as :func:`check_record` (one code path: a turn without ``tient`` whose play follows a
    trou won was held, …); a fault is what the checker reports as an illegal throw, play, hold or leave, a
    declared mark that is not the laws' (outside école mode), or a written relevé, marqué or partie end the
    laws do not give there.  Throw numbers, a ``tient`` with no trou and derived events left unwritten are
    not faults here (the checker still reports them, as ``sequence``).
    """
    partie = partie_of_record(record)
    _Checker(record, replaying=True).line(partie, record.elements)
    return partie


_DERIVED = (Releve, MarqueEnd, End)


class _Checker:
    def __init__(self, record: GameRecord, *, replaying: bool = False) -> None:
        self.problems: list[CheckProblem] = []
        self.replaying = replaying
        # Replaying, these faults stop it (écoles are the players' inputs in école mode, not faults).
        self.fatal = frozenset(("illegal",) if record.ecoles else ("illegal", "ecole"))
        self.notation: Notation = Notation.BN
        self.orientation = Orientation()
        try:
            self.notation = record.notation
            self.orientation = record.orientation
        except ValueError:
            pass

    def report(
        self,
        where: model.Element,
        message: str,
        kind: str = "illegal",
        *,
        fatal: bool | None = None,
        reason: str = "record-check",
        **facts: object,
    ) -> None:
        """Note a fault; replaying, raise ``IllegalEventError`` for a fatal one (by its kind unless ``fatal``),
        with ``reason`` and ``facts`` for an interface to word it."""
        if self.replaying and (kind in self.fatal if fatal is None else fatal):
            raise IllegalEventError(
                f"line {where.line}, column {where.column}: {message}",
                reason=reason,
                line=where.line,
                column=where.column,
                **facts,
            )
        self.problems.append(CheckProblem(where.line, where.column, message, kind))

    # -- a line of play -------------------------------------------------------------

    def line(self, partie: Partie, elements: tuple[model.Element, ...], depth: int = 0, throws: int = 0) -> None:
        """Check a line of play from ``partie`` (left after it), ``throws`` made before it, ``depth`` variations
        deep; each variation from a fork of the partie (not a copy of its past: linear in the record's length)."""
        pending: list[Event] = []
        last: model.Element | None = None
        # The last element that is not a marqué's start: after it, the record stops (école mode).
        final = max((i for i, e in enumerate(elements) if not isinstance(e, model.MarqueStart)), default=-1)
        for index, element in enumerate(elements):
            if isinstance(element, Turn):
                self.missing(pending, element)
                pending = []
                if element.variations and not self.replaying:
                    if depth >= MAX_VARIATION_DEPTH:
                        message = f"variations nest {MAX_VARIATION_DEPTH} deep at most: not checked"
                        self.report(element, message, "syntax")
                    else:
                        for variation in element.variations:
                            self.line(partie.fork(), variation, depth + 1, throws)
                start = len(partie.events)
                if partie.ecoles:
                    if not self.ecole_turn(partie, element, throws, more=index < final):
                        return
                elif not self.turn(partie, element, throws):
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

    def turn(self, partie: Partie, turn: Turn, throws: int) -> bool:
        """Check one turn (``throws`` made before it), leaving ``partie`` after it; False when the check stops."""
        state = partie.state
        if state.phase is Phase.OVER:
            self.report(turn, "the partie is over: no throw follows", "sequence", fatal=True, reason="over")
            return False
        if turn.colour is not state.mover and state.phase is not Phase.PRIMAUTE:
            self.report(
                turn,
                f"it is {state.mover.french}'s throw, not {turn.colour.french}'s",
                reason="not-his-throw",
                colour=state.mover,
            )
            return False
        expected = throws + 1
        if turn.number != expected:
            self.report(turn, f"this is throw {expected}, not {turn.number}", "sequence", fatal=False)
        before = state.score
        start = len(partie.events)
        try:
            if state.phase is Phase.PRIMAUTE:
                high, low = turn.throw.high, turn.throw.low
                partie.primaute(*((high, low) if turn.colour is WHITE else (low, high)))
            else:
                partie.roll(turn.throw)
        except IllegalEventError as error:
            self.report(turn, str(error), reason="refused", cause=error)
            return False
        truth = sum(e.points for e in partie.events[start:] if isinstance(e, Mark) and e.own_throw)
        self.declared(turn, turn.colour, turn.declared, truth, before, own_throw=True, leave=bool(turn.leave))
        if not self.decision(partie, turn):
            return False
        if partie.state.phase is Phase.PLAY:
            if turn.moves is None:
                self.report(
                    turn, f"expected the play of {turn.throw.code()}", reason="play-expected", throw=turn.throw.code()
                )
                return False
            before_play = partie.state.score
            moved = len(partie.events)
            try:
                partie.play(turn.moves)
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

    def ecole_turn(self, partie: Partie, turn: Turn, throws: int, *, more: bool) -> bool:
        """Check one turn of a partie played in école mode: its declarations and claims are fed to the engine."""
        state = partie.state
        if state.phase is Phase.OVER:
            self.report(turn, "the partie is over: no throw follows", "sequence", fatal=True, reason="over")
            return False
        if turn.colour is not state.mover and state.phase is not Phase.PRIMAUTE:
            self.report(
                turn,
                f"it is {state.mover.french}'s throw, not {turn.colour.french}'s",
                reason="not-his-throw",
                colour=state.mover,
            )
            return False
        expected = throws + 1
        if turn.number != expected:
            self.report(turn, f"this is throw {expected}, not {turn.number}", "sequence", fatal=False)
        start = len(partie.events)
        try:
            complete = feed_ecole_turn(partie, turn, more=more)
        except IllegalEventError as error:
            self.ecoles_of(partie, turn, start)
            self.report(turn, str(error), reason="refused", cause=error)
            return False
        self.ecoles_of(partie, turn, start)
        made = partie.events[start:]
        if turn.leave and not any(isinstance(e, Decision) for e in made):
            self.report(turn, "no trou was won by his own throw: he cannot s'en aller", reason="cannot-leave")
        if not complete and partie.state.phase is Phase.PLAY and more:
            self.report(
                turn, f"expected the play of {turn.throw.code()}", reason="play-expected", throw=turn.throw.code()
            )
            return False
        return True

    def ecoles_of(self, partie: Partie, turn: Turn, start: int) -> None:
        """Report the écoles declared and the fausses écoles claimed in the events from ``start``."""
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

    def decision(self, partie: Partie, turn: Turn) -> bool:
        phase = partie.state.phase
        if phase is Phase.DECIDE:
            leave = turn.leave
            if leave is None:
                if turn.moves is None:
                    self.report(turn, "a trou was won: expected tient or s'en va", reason="decision-expected")
                    return False
                leave = False  # he played: he held
            partie.decide(leave)
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


def _ecole(
    before: ScoreState, colour: Colour, declared: int, truth: int, *, own_throw: bool, leave: bool
) -> tuple[EcoleKind, int]:
    """The école of declaring ``declared`` points when the laws give ``truth``."""
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
