"""Between records and the engine's events: :func:`record_to_events` and :func:`record_from_partie`.

``record_to_events`` gives the events as the record states them (declared
marks included), so :meth:`notation.game.Partie.replay` of a record with a
wrong mark fails on that mark; the checker (:mod:`notation.record.check`)
reports every fault instead.

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

from notation.board import WHITE
from notation.code import format_code
from notation.dice import Throw
from notation.game import (
    Decision,
    End,
    Event,
    Mark,
    Move,
    Partie,
    Primaute,
    Releve,
    Roll,
    Variant,
)
from notation.game import MarqueEnd as GameMarqueEnd
from notation.record import model
from notation.record.model import GameRecord, Turn, canonical_tag, format_conventions

__all__ = ["record_from_partie", "record_to_events", "replay_record"]


def record_to_events(record: GameRecord) -> list[Event]:
    """The events of the record's main line, in the engine's order.

    The first turn of a partie from the usual start is the primauté (the
    mover threw the higher die).  The relevé after a marqué that is not the
    last is implicit in the text and given here.
    """
    events: list[Event] = []
    primaute = record.tag("Position") is None
    last_leave = False
    elements = record.elements
    for index, element in enumerate(elements):
        if isinstance(element, Turn):
            colour = element.colour
            throw = element.throw
            if primaute:
                high, low = throw.high, throw.low
                events.append(Primaute(high, low) if colour is WHITE else Primaute(low, high))
                primaute = False
            else:
                events.append(Roll(colour, throw))
            if element.declared:
                events.append(Mark(colour, element.declared))
            if element.leave is not None:
                events.append(Decision(colour, element.leave))
            if element.moves is not None:
                events.append(Move(colour, element.moves))
            if element.given:
                events.append(Mark(colour.opponent, element.given, own_throw=False))
            last_leave = bool(element.leave)
        elif isinstance(element, model.Releve):
            events.append(Releve("leave" if last_leave else "sortie"))
        elif isinstance(element, model.MarqueEnd):
            events.append(
                GameMarqueEnd(element.winner, element.trous, element.bredouille, element.refaits, element.points)
            )
            following = next((e for e in elements[index + 1 :] if not isinstance(e, model.MarqueStart)), None)
            if following is not None and not isinstance(following, model.End):
                events.append(Releve("leave"))
        elif isinstance(element, model.End):
            events.append(End(element.winner))
    return events


def replay_record(record: GameRecord) -> Partie:
    """Rebuild the partie of a record's main line through the engine (raises ``IllegalEventError``)."""
    position, score = record.start
    return Partie.replay(
        record_to_events(record),
        record.variant,
        record.conventions,
        record.marques_to_play,
        start_position=position,
        start_score=score,
    )


def record_from_partie(
    partie: Partie,
    tags: Mapping[str, str] | Sequence[tuple[str, str]] = (),
    seats: Sequence[tuple[str, str]] | None = None,
) -> GameRecord:
    """The record of a partie: its tags (any names, stored canonical; the variant, number of marqués,
    conventions, starting position and result are added unless given) and a turn per throw.

    ``seats`` names who holds Blanc and Noir in each marqué of a partie à écrire (three or four players).
    """
    given = [(canonical_tag(name), value) for name, value in (tags.items() if isinstance(tags, Mapping) else tags)]
    names = {name for name, _ in given}
    extra: list[tuple[str, str]] = []
    if partie.variant is Variant.ECRIRE:
        extra += [("Variante", "ecrire"), ("Marques", str(partie.marques_to_play))]
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
        if isinstance(event, Primaute | Roll):
            flush()
            number += 1
            if isinstance(event, Primaute):
                colour = WHITE if event.white > event.black else WHITE.opponent
                turn = Turn(number, colour, Throw(event.white, event.black))
            else:
                turn = Turn(number, event.colour, event.throw)
        elif isinstance(event, Mark):
            assert turn is not None
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
                elements.append(model.Releve())
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
