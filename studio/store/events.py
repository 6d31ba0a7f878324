"""Events as archive rows, the position index of a partie, and the hash that finds duplicates.

An event is stored as three short strings, ``kind``, ``colour`` and ``value``
(:func:`encode_event` / :func:`decode_event` round-trip exactly)::

    primaute  -      "2-4"          (White's die, Black's die)
    roll      black  "6-5"
    mark      white  "4"            mark_given: points from the opponent's throw
    decision  white  "leave"/"hold"
    move      black  "1-7 1-6"      steps on the mover's path, 25 = off
    releve    -      "sortie"/"leave"
    marque_end white "6/2 petite 0 12"   (trous, bredouille, refaits, points)
    end       white  ""

The position index is computed without the engine: a play only moves the
mover's own dames (nothing is captured in trictrac), and a relevé puts every
dame back on its talon, so applying the moves to the counts gives every
position of a partie in microseconds (a test checks it against the engine's
states).  ``position_key`` is a 64-bit BLAKE2b hash of the counts of both
colours and the colour to throw.

>>> from notation.board import WHITE
>>> from notation.dice import Throw
>>> encode_event(Roll(WHITE, Throw(6, 5)))
('roll', 'white', '6-5')
>>> decode_event("move", "black", "1-7 1-6")
Move(colour=<Colour.BLACK: 'black'>, moves=((1, 7), (1, 6)))
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from notation.board import BLACK, DAMES, WHITE, Colour, Position
from notation.dice import Throw
from notation.ecrire import Bredouille
from notation.game import Decision, End, Event, Mark, MarqueEnd, Move, Primaute, Releve, Roll

__all__ = [
    "PLAYED_KINDS",
    "BadPlayError",
    "EventRow",
    "content_hash",
    "content_hash_of_rows",
    "decode_event",
    "encode_event",
    "event_rows",
    "position_entries",
    "position_key",
    "position_key_of",
]

EventRow = tuple[int, str, str | None, str]
"""(throw, kind, colour, value) of one event."""

_START_COUNTS = (DAMES,) + (0,) * 23
_COLOURS = {"white": WHITE, "black": BLACK}
_TO_MOVE_BYTE = {WHITE: b"w", BLACK: b"b"}


def position_key(white: Sequence[int], black: Sequence[int], to_move: Colour) -> int:
    """The index key of a position: a signed 64-bit hash of both colours' counts and the colour to throw.

    >>> position_key(_START_COUNTS, _START_COUNTS, WHITE) == position_key_of(Position.start())
    True
    >>> position_key(_START_COUNTS, _START_COUNTS, WHITE) == position_key(_START_COUNTS, _START_COUNTS, BLACK)
    False
    """
    digest = hashlib.blake2b(bytes(white) + bytes(black) + _TO_MOVE_BYTE[to_move], digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def position_key_of(position: Position) -> int:
    """:func:`position_key` of a :class:`Position` (its relevé throw counts play no part)."""
    return position_key(position.white, position.black, position.to_move)


def _encode_roll(event: Roll) -> tuple[str, str | None, str]:
    return "roll", event.colour.value, f"{event.throw.high}-{event.throw.low}"


def _encode_move(event: Move) -> tuple[str, str | None, str]:
    return "move", event.colour.value, " ".join(f"{a}-{b}" for a, b in event.moves)


def _encode_mark(event: Mark) -> tuple[str, str | None, str]:
    return ("mark" if event.own_throw else "mark_given"), event.colour.value, str(event.points)


def _encode_decision(event: Decision) -> tuple[str, str | None, str]:
    return "decision", event.colour.value, "leave" if event.leave else "hold"


def _encode_primaute(event: Primaute) -> tuple[str, str | None, str]:
    return "primaute", None, f"{event.white}-{event.black}"


def _encode_releve(event: Releve) -> tuple[str, str | None, str]:
    return "releve", None, event.reason


def _encode_marque_end(event: MarqueEnd) -> tuple[str, str | None, str]:
    value = f"{event.trous[0]}/{event.trous[1]} {event.bredouille.value} {event.refaits} {event.points}"
    return "marque_end", None if event.winner is None else event.winner.value, value


def _encode_end(event: End) -> tuple[str, str | None, str]:
    return "end", None if event.winner is None else event.winner.value, ""


_ENCODERS: dict[type, Callable[[Any], tuple[str, str | None, str]]] = {
    Roll: _encode_roll,
    Move: _encode_move,
    Mark: _encode_mark,
    Decision: _encode_decision,
    Primaute: _encode_primaute,
    Releve: _encode_releve,
    MarqueEnd: _encode_marque_end,
    End: _encode_end,
}

PLAYED_KINDS = frozenset({"primaute", "roll", "move", "decision"})
"""The kinds of event the players and the dice decide; the others follow from them by the laws."""


def encode_event(event: Event) -> tuple[str, str | None, str]:
    """``(kind, colour, value)`` of an event."""
    return _ENCODERS[type(event)](event)


def _colour(text: str | None) -> Colour:
    if text is None or text not in _COLOURS:
        raise ValueError(f"not a colour: {text!r}")
    return _COLOURS[text]


def decode_event(kind: str, colour: str | None, value: str) -> Event:
    """The event of an archive row; raises ``ValueError`` for a row no event encodes to."""
    if kind == "roll":
        return Roll(_colour(colour), Throw.parse(value))
    if kind == "move":
        pairs = [pair.split("-") for pair in value.split()]
        return Move(_colour(colour), tuple((int(a), int(b)) for a, b in pairs))
    if kind in ("mark", "mark_given"):
        return Mark(_colour(colour), int(value), own_throw=kind == "mark")
    if kind == "decision":
        return Decision(_colour(colour), value == "leave")
    if kind == "primaute":
        white, black = value.split("-")
        return Primaute(int(white), int(black))
    if kind == "releve":
        return Releve(value)
    winner = None if colour is None else _colour(colour)
    if kind == "marque_end":
        trous, bredouille, refaits, points = value.split()
        white, black = trous.split("/")
        return MarqueEnd(winner, (int(white), int(black)), Bredouille(bredouille), int(refaits), int(points))
    if kind == "end":
        return End(winner)
    raise ValueError(f"unknown event kind {kind!r}")


def event_rows(events: Iterable[Event]) -> list[EventRow]:
    """Each event's row, numbered by the throw it belongs to (the primauté is throw 1)."""
    rows: list[EventRow] = []
    throw = 0
    encoders = _ENCODERS
    for event in events:
        kind, colour, value = encoders[type(event)](event)
        if kind == "roll" or kind == "primaute":
            throw += 1
        rows.append((throw, kind, colour, value))
    return rows


class BadPlayError(ValueError):
    """A play that moves a dame from an empty point, backwards or off the path; ``throw`` is its throw's number."""

    def __init__(self, throw: int, message: str) -> None:
        super().__init__(message)
        self.throw = throw


def position_entries(events: Iterable[Event], start: Position | None = None) -> list[tuple[int, int]]:
    """``(key, throw)`` for every position of a partie: the tablier as each throw is thrown, and the last.

    ``start`` is the composed start of a partie that has no primauté (``None``:
    the starting position).  Positions repeated at several throws are listed at each.
    Raises :class:`BadPlayError` for a play no dame can make (the laws
    themselves are checked by replaying the partie in the engine, not here).
    """
    white = list(_START_COUNTS if start is None else start.white)
    black = list(_START_COUNTS if start is None else start.black)
    entries: list[tuple[int, int]] = []
    throw = 0
    moved_since = False
    last_mover = WHITE if start is None else start.to_move
    for event in events:
        if isinstance(event, Roll):
            throw += 1
            entries.append((position_key(white, black, event.colour), throw))
            moved_since = False
        elif isinstance(event, Move):
            counts = white if event.colour is WHITE else black
            for origin, target in event.moves:
                if not (1 <= origin < target <= 25) or counts[origin - 1] <= 0:
                    raise BadPlayError(throw, f"throw {throw}: no dame can go from step {origin} to step {target}")
                counts[origin - 1] -= 1
                if target <= 24:
                    counts[target - 1] += 1
            moved_since = True
            last_mover = event.colour
        elif isinstance(event, Releve):
            white, black = list(_START_COUNTS), list(_START_COUNTS)
        elif isinstance(event, Primaute):
            throw += 1
            first = WHITE if event.white > event.black else BLACK
            entries.append((position_key(white, black, first), throw))
            moved_since = False
    if moved_since:
        entries.append((position_key(white, black, last_mover.opponent), throw + 1))
    return entries


def content_hash(events: Iterable[Event], variant: str, start: Position | None = None) -> str:
    """SHA-256 (hex) of the partie itself: variant, start, and the throws, plays and decisions in order.

    Marks, relevés and ends follow from these by the laws; tags and comments are not the partie.
    """
    return content_hash_of_rows(event_rows(events), variant, None if start is None else start.code())


def content_hash_of_rows(rows: Iterable[EventRow], variant: str, start_code: str | None = None) -> str:
    """:func:`content_hash` from the rows of :func:`event_rows` (``start_code``: the composed start's code)."""
    played = ";".join(f"{kind} {colour or ''} {value}" for _throw, kind, colour, value in rows if kind in PLAYED_KINDS)
    text = f"{variant}|{start_code or ''}|{played}"
    return hashlib.sha256(text.encode()).hexdigest()
