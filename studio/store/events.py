"""The position index of a partie, and the hash that finds duplicates.

The position index is computed without the engine: a play only moves the
mover's own dames (nothing is captured in trictrac), and a relevé puts every
dame back on its talon, so applying the moves to the counts gives every
position of a partie in microseconds (a test checks it against the engine's
states).  ``position_key`` is a 64-bit BLAKE2b hash of the counts of both
colours and the colour to throw.

A partie's identity, for duplicates, is what the players and the dice decided:
the primauté, the throws, the plays and the holds and leaves; marks, relevés
and ends follow from them by the laws.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence

from notation.board import BLACK, DAMES, WHITE, Colour, Position
from notation.game import Decision, Event, Move, Primaute, Releve, Roll

__all__ = [
    "BadPlayError",
    "content_hash",
    "position_entries",
    "position_key",
    "position_key_of",
    "throws_of",
]

_START_COUNTS = (DAMES,) + (0,) * 23
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


def _played(event: Event) -> str | None:
    """The text of an event the players or the dice decided (``None`` for one the laws derive)."""
    if isinstance(event, Roll):
        return f"roll {event.colour.value} {event.throw.high}-{event.throw.low}"
    if isinstance(event, Move):
        return f"move {event.colour.value} " + " ".join(f"{a}-{b}" for a, b in event.moves)
    if isinstance(event, Decision):
        return f"decision {event.colour.value} {'leave' if event.leave else 'hold'}"
    if isinstance(event, Primaute):
        return f"primaute  {event.white}-{event.black}"
    return None


def content_hash(events: Iterable[Event], variant: str, start_code: str | None = None) -> str:
    """SHA-256 (hex) of the partie itself: variant, composed start, and the throws, plays and decisions in order.

    Tags and comments are not the partie: two records of one partie have the same hash.
    """
    played = ";".join(text for text in map(_played, events) if text is not None)
    return hashlib.sha256(f"{variant}|{start_code or ''}|{played}".encode()).hexdigest()


def throws_of(events: Iterable[Event]) -> int:
    """The number of throws of a partie, the primauté counted."""
    return sum(1 for event in events if isinstance(event, Roll | Primaute))
