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
from collections.abc import Iterable, Sequence

from notation.board import BLACK, DAMES, WHITE, Colour, Position
from notation.dice import Throw
from notation.ecrire import Bredouille
from notation.game import Decision, End, Event, Mark, MarqueEnd, Move, Primaute, Releve, Roll

__all__ = [
    "EventRow",
    "content_hash",
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


def encode_event(event: Event) -> tuple[str, str | None, str]:
    """``(kind, colour, value)`` of an event."""
    if isinstance(event, Roll):
        return "roll", event.colour.value, event.throw.code()
    if isinstance(event, Move):
        return "move", event.colour.value, " ".join(f"{a}-{b}" for a, b in event.moves)
    if isinstance(event, Mark):
        return ("mark" if event.own_throw else "mark_given"), event.colour.value, str(event.points)
    if isinstance(event, Decision):
        return "decision", event.colour.value, "leave" if event.leave else "hold"
    if isinstance(event, Primaute):
        return "primaute", None, f"{event.white}-{event.black}"
    if isinstance(event, Releve):
        return "releve", None, event.reason
    if isinstance(event, MarqueEnd):
        value = f"{event.trous[0]}/{event.trous[1]} {event.bredouille.value} {event.refaits} {event.points}"
        return "marque_end", None if event.winner is None else event.winner.value, value
    return "end", None if event.winner is None else event.winner.value, ""


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
    for event in events:
        if isinstance(event, Roll | Primaute):
            throw += 1
        kind, colour, value = encode_event(event)
        rows.append((throw, kind, colour, value))
    return rows


def position_entries(events: Iterable[Event], start: Position | None = None) -> list[tuple[int, int]]:
    """``(key, throw)`` for every position of a partie: the tablier as each throw is thrown, and the last.

    ``start`` is the composed start of a partie that has no primauté (``None``:
    the starting position).  Positions repeated at several throws are listed at each.
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
    digest = hashlib.sha256()
    digest.update(f"{variant}|{'' if start is None else start.code()}|".encode())
    for event in events:
        if isinstance(event, Roll | Move | Decision | Primaute):
            kind, colour, value = encode_event(event)
            digest.update(f"{kind} {colour or ''} {value};".encode())
    return digest.hexdigest()
