"""The play index: for each archived game, the plays made in it, each with the key of the position it was made from.

The position index (:mod:`studio.store.positions`) says which games pass through a position; the archive's
explorer (:mod:`studio.store.explore`) also needs the play each made there, which took replaying each game from
its record (some 3 ms a game: 6 seconds for the 2,000 games of the starting position).  The import writes here,
for each game, its plays as :func:`notation.record.summary.record_summary` reads them from the record (or from
the events, :func:`plays_of_events`, for a game given as events): a row ``game_plays`` a game, ``data`` the
positions' keys then the plays' codes (:func:`notation.record.summary.play_code`), 8 bytes each, little-endian,
deflated (some 1.3 KB a partie of 150 throws: the keys do not compress, the codes do).  Revision 0008 fills it for
the games archived before.
"""

from __future__ import annotations

import sys
import zlib
from array import array
from collections.abc import Iterable, Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from notation.board import Position
from notation.dice import Throw
from notation.game import Event, Move, PrimauteThrow, Roll
from notation.record.summary import play_code, position_entries
from studio.store.models import GamePlays, table_of

__all__ = ["decode_play", "pack_plays", "plays_at_key", "plays_of_events", "plays_of_games", "unpack_plays"]

_BIG_ENDIAN = sys.byteorder == "big"


def decode_play(code: int) -> tuple[Throw, tuple[tuple[int, int], ...]]:
    """Decode the throw and the moves of a :func:`notation.record.summary.play_code`.

    >>> decode_play(play_code(6, 5, ((1, 7), (1, 6))))
    (Throw(high=6, low=5), ((1, 7), (1, 6)))
    """
    dice = Throw((code >> 3) & 7, code & 7)
    rest = code >> 6
    moves: list[tuple[int, int]] = []
    while rest > 1:
        moves.append(((rest >> 5) & 31, rest & 31))
        rest >>= 10
    return dice, tuple(reversed(moves))


def plays_of_events(events: Sequence[Event], start: Position | None = None) -> list[tuple[int, int]]:
    """List (key of the position with the dice thrown, play code) of each play of a partie's events, in order.

    That is what :func:`notation.record.summary.record_summary` reads from a record's turns."""
    entries = position_entries(events, start)
    plays: list[tuple[int, int]] = []
    thrown = -1
    dice: Throw | None = None
    for event in events:
        kind = type(event)
        if kind is Roll:
            assert isinstance(event, Roll)
            thrown += 1
            dice = event.throw
        elif kind is PrimauteThrow:
            assert isinstance(event, PrimauteThrow)
            thrown += 1
            dice = Throw(event.white, event.black)
        elif kind is Move and dice is not None:
            assert isinstance(event, Move)
            plays.append((entries[thrown][0], play_code(dice.high, dice.low, event.moves)))
            dice = None  # one play a throw
    return plays


def pack_plays(plays: Sequence[tuple[int, int]]) -> bytes:
    """Pack a game's plays as its ``game_plays`` row keeps them."""
    keys = array("q", [key for key, _code in plays])
    codes = array("q", [code for _key, code in plays])
    if _BIG_ENDIAN:  # pragma: no cover - stored little-endian
        keys.byteswap()
        codes.byteswap()
    return zlib.compress(keys.tobytes() + codes.tobytes(), 6)


def unpack_plays(data: bytes) -> tuple[array[int], array[int]]:
    """Unpack the keys and the codes of a game's plays (:func:`pack_plays`), in order."""
    raw = zlib.decompress(data)
    half = len(raw) // 2
    keys, codes = array("q", raw[:half]), array("q", raw[half:])
    if _BIG_ENDIAN:  # pragma: no cover
        keys.byteswap()
        codes.byteswap()
    return keys, codes


def plays_at_key(data: bytes, key: int) -> list[int]:
    """Return the codes of the plays a game made from the position of ``key``, in order.

    The list is empty when it never played there."""
    keys, codes = unpack_plays(data)
    found: list[int] = []
    at = -1
    while True:
        try:
            at = keys.index(key, at + 1)
        except ValueError:
            return found
        found.append(codes[at])


_CHUNK = 500
"""Games asked for at once (SQLite's bound parameters of a statement)."""


def plays_of_games(connection: Connection, game_ids: Iterable[int]) -> dict[int, bytes]:
    """Read the ``game_plays`` rows of the games (those that have one)."""
    table = table_of(GamePlays)
    wanted = list(game_ids)
    found: dict[int, bytes] = {}
    for first in range(0, len(wanted), _CHUNK):
        chunk = wanted[first : first + _CHUNK]
        for game_id, data in connection.execute(
            sa.select(table.c.game_id, table.c.data).where(table.c.game_id.in_(chunk))
        ):
            found[int(game_id)] = bytes(data)
    return found
