"""Between records and the engine's events: :func:`record_to_events` and :func:`record_from_partie`.

``record_to_events`` gives the events as the record states them (declared
marks included), so :meth:`notation.game.Partie.replay` of a record with a
wrong mark fails on that mark; the checker (:mod:`notation.record.check`)
reports every fault instead, and :func:`notation.record.replay.replay_record` rebuilds the partie
through the engine.

A partie played in école mode (tag ``Ecoles "oui"``) records what the players
declared, ``(4)`` and ``(N 2)``, and the écoles claimed, ``école N 2``: they
are its events (:class:`notation.game.Declare`, :class:`notation.game.Claim`;
a claim not written is a claim of nothing), and the marks that settle them
are the engine's.

>>> import random
>>> from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
>>> partie = play_partie((RandomPlayer(random.Random(3)), GreedyPlayer()), random.Random(4))
>>> record = record_from_partie(partie, {"Event": "Essai"})
>>> record_to_events(record) == partie.events
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from notation.board import WHITE, Colour
from notation.code import format_code
from notation.dice import Throw
from notation.game import (
    Claim,
    Decision,
    Declare,
    End,
    Event,
    IllegalEventError,
    Mark,
    Move,
    Partie,
    PrimauteThrow,
    Releve,
    Roll,
    Variant,
)
from notation.game import MarqueEnd as GameMarqueEnd
from notation.record import model
from notation.record.model import GameRecord, Turn, canonical_tag, format_conventions
from notation.record.replay import PartieInputs, Replayer, Replaying, partie_of_record

__all__ = ["record_from_partie", "record_to_events"]

ECOLES_TAG = ("Ecoles", "oui")
"""The tag of a record of a partie played in école mode."""


def record_to_events(record: GameRecord) -> list[Event]:
    """Return the events of the record's main line, in the engine's order.

    The first turn of a partie from the usual start is the primauté (the
    mover threw the higher die).  The relevé after a marqué that is not the
    last is implicit in the text and given here.

    In école mode the declarations and claims are fed to the engine, whose
    events (the marks that settle them included) are returned when the
    written relevés and ends agree with them; else the events as written.
    """
    if record.ecoles:
        return _ecole_events(record)
    return _written_events(record, ecoles=False)


def _written_events(record: GameRecord, *, ecoles: bool) -> list[Event]:
    """Return the events of a record as written.

    In école mode (``ecoles``) each mark comes with the declaration that made it and the claim that followed (for
    :meth:`Partie.replay` to settle, or to find its first fault)."""
    events: list[Event] = []
    primaute = record.tag("Position") is None
    last_leave = False
    elements = record.elements
    # After a marqué's end the next element that is not a marqué's start (None at the end): found backwards once.
    following: list[model.Element | None] = [None] * len(elements)
    ahead: model.Element | None = None
    for index in range(len(elements) - 1, -1, -1):
        following[index] = ahead
        if not isinstance(elements[index], model.MarqueStart):
            ahead = elements[index]
    for index, element in enumerate(elements):
        if isinstance(element, Turn):
            colour = element.colour
            throw = element.throw
            if primaute:
                high, low = throw.high, throw.low
                events.append(PrimauteThrow(high, low) if colour is WHITE else PrimauteThrow(low, high))
                primaute = False
            else:
                events.append(Roll(colour, throw))
            if ecoles:
                events.append(Declare(colour, element.declared or 0))
            if element.declared:
                events.append(Mark(colour, element.declared))
            if element.leave is not None:
                events.append(Decision(colour, element.leave))
            if ecoles:
                events.append(Claim(colour.opponent, _claimed(element, colour.opponent)))
            if element.moves is not None:
                events.append(Move(colour, element.moves))
                if ecoles:
                    events.append(Declare(colour.opponent, element.given or 0, own_throw=False))
                if element.given:
                    events.append(Mark(colour.opponent, element.given, own_throw=False))
                if ecoles:
                    events.append(Claim(colour, _claimed(element, colour)))
            last_leave = bool(element.leave)
        elif isinstance(element, model.ReleveElement):
            events.append(Releve("leave" if last_leave else "sortie"))
        elif isinstance(element, model.MarqueEnd):
            events.append(
                GameMarqueEnd(element.winner, element.trous, element.bredouille, element.refaits, element.points)
            )
            after = following[index]
            if after is not None and not isinstance(after, model.End):
                events.append(Releve("leave"))
        elif isinstance(element, model.End):
            events.append(End(element.winner))
    return events


def _derived(events: Sequence[Event]) -> list[Event]:
    return [event for event in events if isinstance(event, Releve | GameMarqueEnd | End)]


def _claimed(turn: Turn, claimant: Colour) -> int:
    return sum(claim.points for claim in turn.ecoles if claim.colour is claimant)


def _ecole_events(record: GameRecord) -> list[Event]:
    written = _written_events(record, ecoles=True)
    partie = partie_of_record(record)
    try:
        Replayer(PartieInputs(partie), Replaying(stop_short=True)).main_line(record.elements)
    except IllegalEventError:
        return written
    if _outcomes(partie.events) != _outcomes(written):
        return written
    return partie.events


def _outcomes(events: Sequence[Event]) -> list[object]:
    """Return what the engine's replay must agree on with the record as written.

    Its relevés, marqués' ends and end.

    A relevé's reason is left out: the written order guesses it from the last turn's leave, where the engine, replaying
    the turns, knows it (a partie à écrire with écoles had a sortie the guess called a leave, and its record read back
    in the written order: a claim after the play instead of before it)."""
    return ["relevé" if isinstance(event, Releve) else event for event in _derived(events)]


def record_from_partie(
    partie: Partie,
    tags: Mapping[str, str] | Sequence[tuple[str, str]] = (),
    seats: Sequence[tuple[str, str]] | None = None,
) -> GameRecord:
    """Return the record of a partie.

    Its tags (any names, stored canonical; the variant, number of marqués, conventions, starting position and result are
    added unless given) and a turn per throw.

    ``seats`` names who holds Blanc and Noir in each marqué of a partie à écrire (three or four players).
    """
    given = [(canonical_tag(name), value) for name, value in (tags.items() if isinstance(tags, Mapping) else tags)]
    names = {name for name, _ in given}
    extra: list[tuple[str, str]] = []
    if partie.variant is Variant.ECRIRE:
        extra += [("Variante", "ecrire"), ("Marques", str(partie.marques_to_play))]
    if partie.ecoles:
        extra.append(ECOLES_TAG)
    conventions = format_conventions(partie.conventions)
    if conventions:
        extra.append(("Conventions", conventions))
    if partie.start_position is not None:
        extra.append(("Position", format_code(partie.start_position, score=partie.start_score)))
    if partie.over:
        winner = partie.state.winner
        extra.append(("Resultat", "nulle" if winner is None else winner.letter))
    all_tags = tuple(given + [(name, value) for name, value in extra if name not in names])

    elements: list[model.Element] = []
    turn: Turn | None = None
    marque = 1
    ecrire = partie.variant is Variant.ECRIRE

    def flush() -> None:
        nonlocal turn
        if turn is not None:
            elements.append(turn)
            turn = None

    def start_marque() -> None:
        seat = seats[marque - 1] if seats is not None and marque - 1 < len(seats) else (None, None)
        elements.append(model.MarqueStart(marque, seat[0], seat[1]))

    if ecrire:
        start_marque()
    number = 0
    skip_releve = False
    for event in partie.events:
        if isinstance(event, PrimauteThrow | Roll):
            flush()
            number += 1
            if isinstance(event, PrimauteThrow):
                colour = WHITE if event.white > event.black else WHITE.opponent
                turn = Turn(number, colour, Throw(event.white, event.black))
            else:
                turn = Turn(number, event.colour, event.throw)
        elif isinstance(event, Declare):
            assert turn is not None
            if event.own_throw and event.colour is turn.colour:
                turn = replace(turn, declared=event.points)
            else:
                turn = replace(turn, given=event.points)
        elif isinstance(event, Claim):
            assert turn is not None
            if event.points:
                turn = replace(turn, ecoles=(*turn.ecoles, model.EcoleClaim(event.colour, event.points)))
        elif isinstance(event, Mark):
            assert turn is not None
            if partie.ecoles:
                continue  # the marks that follow declarations and claims are the engine's
            if event.own_throw and event.colour is turn.colour:
                turn = replace(turn, declared=event.points)
            else:
                turn = replace(turn, given=event.points)
        elif isinstance(event, Decision):
            assert turn is not None
            turn = replace(turn, leave=event.leave)
        elif isinstance(event, Move):
            assert turn is not None
            turn = replace(turn, moves=event.moves)
        elif isinstance(event, Releve):
            flush()
            if skip_releve:
                skip_releve = False
                start_marque()
            else:
                elements.append(model.ReleveElement())
        elif isinstance(event, GameMarqueEnd):
            flush()
            elements.append(model.MarqueEnd(event.winner, event.trous, event.bredouille, event.refaits, event.points))
            if event.winner is not None:
                marque += 1  # a refait is played again under the same number
            skip_releve = True
        else:
            flush()
            elements.append(model.End(event.winner))
    flush()
    return GameRecord(all_tags, (), tuple(elements))
