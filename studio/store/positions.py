"""The position index, stored as blocks: which games pass through a position, in some 8 bytes a game and position.

A row a (position, game) costs more in a database than its two numbers: on
SQLite some 17 bytes of B-tree cell and page slack, on PostgreSQL some 70
(tuple header, line pointer, alignment, and the index entry over again).
Here the index is a table of blocks instead: the 63-bit
:func:`notation.record.summary.position_key` space is cut into
:data:`BUCKETS` buckets by its top bits, and a block (one row, ``id`` =
bucket × 2³² + the smallest game id in it) holds the (key, game) pairs of
one bucket for a run of games, sorted by key:

    byte 0          1: games as 16-bit offsets from the block's base game, 2: 32-bit offsets
    6 bytes a pair  the key's low 48 bits, big-endian (so that bytes compare as the numbers do)
    2 or 4 a pair   the game, as an offset from the base (little-endian, the order of ``array``)

A search reads the blocks of its key's bucket (a range of ``id``, read in
order) and finds the key in each by bisection.  An import writes its
pairs as new blocks, one a bucket, appended at the end of each bucket's
range; a small import merges into the bucket's last block while that is
small, so that a thousand one-game imports do not leave a thousand tiny
blocks.  A block holds up to :data:`MAX_PAIRS` pairs (under PostgreSQL's
TOAST threshold, and inside one SQLite page).

Two positions whose keys agree in their top 12 and low 48 bits are one for
the index (60 bits of the 63): the chance that a search finds a game of
another position is about one in 10¹⁰ a search at a million games.
"""

from __future__ import annotations

import json
import sys
from array import array
from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from itertools import pairwise

import sqlalchemy as sa
from sqlalchemy.engine import Connection

__all__ = [
    "BUCKETS",
    "BUCKET_BITS",
    "MAX_PAIRS",
    "KeyGames",
    "block_games",
    "block_id",
    "block_pairs",
    "bucket_of",
    "bucket_range",
    "bucket_rows",
    "decode_block",
    "distinct_keys",
    "encode_block",
    "games_with_key",
    "key_games",
    "remove_games",
    "short_key",
    "write_pairs",
]

BUCKET_BITS = 12
BUCKETS = 1 << BUCKET_BITS
_SHIFT = 63 - BUCKET_BITS
KEY_BYTES = 6
_KEY_MASK = (1 << (8 * KEY_BYTES)) - 1
_BASE_BITS = 32

MAX_PAIRS = 224
"""A block's most pairs: 1,793 bytes of data at most, under PostgreSQL's TOAST threshold (about 2,000 bytes a
row, past which it would try to compress them: keys do not compress) and well inside a SQLite page."""

MERGE_BELOW = 64
"""An import whose pairs for a bucket are fewer than this adds them to the bucket's last block, if that block
has room, rather than making a block of its own."""

_NARROW, _WIDE = 1, 2
_BIG_ENDIAN = sys.byteorder == "big"


def bucket_of(key: int) -> int:
    """Return the bucket of a position key (its top 12 bits of 63)."""
    return key >> _SHIFT


def short_key(key: int) -> int:
    """Return what a block keeps of a key besides its bucket: its low 48 bits."""
    return key & _KEY_MASK


def block_id(bucket: int, base: int) -> int:
    """Return the row id of bucket ``bucket``'s block whose smallest game is ``base``."""
    return (bucket << _BASE_BITS) | base


def bucket_range(bucket: int) -> tuple[int, int]:
    """Return the first and last row id a bucket's blocks may have."""
    return bucket << _BASE_BITS, ((bucket + 1) << _BASE_BITS) - 1


def _offsets(kind: str, data: bytes | memoryview) -> array[int]:
    numbers = array(kind, data)
    if _BIG_ENDIAN:  # pragma: no cover - stored little-endian
        numbers.byteswap()
    return numbers


def encode_block(pairs: Sequence[tuple[int, int]]) -> tuple[int, bytes]:
    """Pack ``pairs`` (short key, game) as a block: (its base game, its bytes).

    The pairs are sorted here."""
    ordered = sorted(set(pairs))
    games = [game for _key, game in ordered]
    base = min(games)
    span = max(games) - base
    kind, code = ("H", _NARROW) if span < 1 << 16 else ("I", _WIDE)
    offsets = array(kind, [game - base for game in games])
    if _BIG_ENDIAN:  # pragma: no cover
        offsets.byteswap()
    keys = b"".join([key.to_bytes(KEY_BYTES, "big") for key, _game in ordered])
    return base, bytes((code,)) + keys + offsets.tobytes()


def _layout(data: bytes) -> tuple[int, str, int]:
    """Read the (pairs, offset type, offset width) of a block."""
    width = 2 if data[0] == _NARROW else 4
    return (len(data) - 1) // (KEY_BYTES + width), "H" if width == 2 else "I", width


def decode_block(base: int, data: bytes) -> list[tuple[int, int]]:
    """Unpack every (short key, game) pair of a block, in key order."""
    count, kind, _width = _layout(data)
    end = 1 + KEY_BYTES * count
    games = _offsets(kind, data[end:])
    return [
        (int.from_bytes(data[1 + KEY_BYTES * i : 1 + KEY_BYTES * (i + 1)], "big"), base + games[i])
        for i in range(count)
    ]


class _Keys:
    """A block's keys as 6-byte strings, by index: what :func:`bisect.bisect_left` reads (a length and an item)."""

    def __init__(self, data: bytes, size: int) -> None:
        self.data = data
        self.size = size

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, index: int) -> bytes:
        start = 1 + KEY_BYTES * index
        return self.data[start : start + KEY_BYTES]


def _key_slice(base: int, data: bytes, key: int) -> tuple[int, array[int]]:
    """Find the games of a block that pass through the position of ``key``.

    They come as (``base``, their offsets from it, in order)."""
    count, kind, width = _layout(data)
    keys = _Keys(data, count)
    wanted = short_key(key).to_bytes(KEY_BYTES, "big")
    first = bisect_left(keys, wanted)
    if first == count or keys[first] != wanted:
        return base, array(kind)
    last = bisect_right(keys, wanted, first)
    end = 1 + KEY_BYTES * count
    return base, _offsets(kind, data[end + width * first : end + width * last])


def block_games(base: int, data: bytes, key: int) -> list[int]:
    """Find the games of a block that pass through the position of (short) key ``key``, in order."""
    base, offsets = _key_slice(base, data, key)
    return [base + offset for offset in offsets]


class KeyGames:
    """The games that pass through one position, as the blocks hold them.

    How many, whether a game does (by bisection, without listing them: the starting position's are half the archive),
    and the list."""

    def __init__(self, slices: list[tuple[int, array[int]]]) -> None:
        kept = sorted(((base + offsets[0], base, offsets) for base, offsets in slices if offsets), key=lambda s: s[0])
        self._slices = [(base, offsets) for _first, base, offsets in kept]
        self._firsts = [first for first, _base, _offsets in kept]
        # The last game of any slice up to each: a game past it is in none of them (slices may overlap when two
        # imports wrote at once).
        self._reach: list[int] = []
        reach = -1
        for _first, base, offsets in kept:
            reach = max(reach, base + offsets[-1])
            self._reach.append(reach)
        self._size = sum(len(offsets) for _base, offsets in self._slices)

    def __len__(self) -> int:
        return self._size

    def __contains__(self, game: object) -> bool:
        if not isinstance(game, int):
            return False
        index = bisect_right(self._firsts, game) - 1
        while index >= 0 and self._reach[index] >= game:
            base, offsets = self._slices[index]
            at = bisect_left(offsets, game - base)
            if at < len(offsets) and offsets[at] == game - base:
                return True
            index -= 1
        return False

    def ids(self) -> list[int]:
        """List every game, in order."""
        found = [base + offset for base, offsets in self._slices for offset in offsets]
        if any(a > b for a, b in pairwise(found)):
            found.sort()
        return found


_BLOCK = sa.table("position_block", sa.column("id", sa.BigInteger()), sa.column("data", sa.LargeBinary()))


def _blocks(connection: Connection, bucket: int, *, lock: bool = False) -> Iterator[tuple[int, bytes]]:
    """Read a bucket's blocks in order.

    ``lock``: locked until the transaction ends (PostgreSQL), to rewrite them."""
    first, last = bucket_range(bucket)
    query = sa.select(_BLOCK.c.id, _BLOCK.c.data).where(_BLOCK.c.id.between(first, last)).order_by(_BLOCK.c.id)
    if lock and connection.dialect.name == "postgresql":
        query = query.with_for_update()
    for identity, data in connection.execute(query):
        yield int(identity), bytes(data)


def key_games(connection: Connection, key: int) -> KeyGames:
    """Find the games that pass through the position of ``key``."""
    mask = (1 << _BASE_BITS) - 1
    return KeyGames([_key_slice(identity & mask, data, key) for identity, data in _blocks(connection, bucket_of(key))])


def games_with_key(connection: Connection, key: int) -> list[int]:
    """List every game that passes through the position of ``key``, in id order."""
    return key_games(connection, key).ids()


def block_pairs(pairs: Iterable[tuple[int, int]]) -> dict[int, list[tuple[int, int]]]:
    """Group (key, game) pairs by bucket, as (short key, game)."""
    buckets: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for key, game in pairs:
        buckets[key >> _SHIFT].append((key & _KEY_MASK, game))
    return buckets


def _chunks(pairs: list[tuple[int, int]]) -> Iterator[list[tuple[int, int]]]:
    """Cut a bucket's pairs in runs of whole games, each of at most :data:`MAX_PAIRS`.

    A game's pairs stay in one block, so that no two blocks of a bucket have the same smallest game."""
    if len(pairs) <= MAX_PAIRS:  # one block (most buckets of a transaction)
        yield pairs
        return
    by_game = sorted(pairs, key=lambda pair: pair[1])
    chunk: list[tuple[int, int]] = []
    for index, pair in enumerate(by_game):
        chunk.append(pair)
        next_game = by_game[index + 1][1] if index + 1 < len(by_game) else None
        if len(chunk) >= MAX_PAIRS and next_game != pair[1]:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def bucket_rows(bucket: int, pairs: list[tuple[int, int]]) -> list[dict[str, object]]:
    """Make the rows (``id``, ``data``) of the blocks of one bucket's (short key, game) pairs."""
    rows: list[dict[str, object]] = []
    for chunk in _chunks(pairs):
        base, data = encode_block(chunk)
        rows.append({"id": block_id(bucket, base), "data": data})
    return rows


def _insert(connection: Connection, rows: list[dict[str, object]]) -> None:
    if rows:
        connection.execute(sa.insert(_BLOCK), rows)


INDEX_LOCK = 0x7472_6963_696E_6478
"""PostgreSQL advisory lock key ("tricindx") held by a transaction that rewrites blocks of the index, until it ends."""


def _lock_index(connection: Connection) -> None:
    """On PostgreSQL, wait until no other transaction rewrites the index, and hold it until this one ends.

    Row locks alone are not enough: an import merging into a bucket's last block deletes it and inserts the merged
    block, which a deletion waiting on the old row never sees (the new row is not in its statement's snapshot), so
    the deleted games' pairs stayed in the merged block.  With the index's writers one after another, each reads
    the blocks the previous one committed (read committed: each statement sees what is committed when it starts).
    SQLite's writers are one after another already (``BEGIN IMMEDIATE``).
    """
    if connection.dialect.name == "postgresql":
        connection.execute(sa.select(sa.func.pg_advisory_xact_lock(INDEX_LOCK)))


# The last block of each of a list of buckets, in one statement: a bucket's blocks are a range of ``id``, and its
# last is found by the primary key's index from the top of the range.  The buckets are one parameter (a JSON array
# on SQLite, an array on PostgreSQL), so that the statement's text never changes and the driver prepares it once.
_LAST_OF = (
    "SELECT (SELECT p.id FROM position_block p WHERE p.id BETWEEN k.bucket * {span} AND k.bucket * {span} + {top}"
    " ORDER BY p.id DESC LIMIT 1) FROM {buckets}"
).format(span=1 << _BASE_BITS, top=(1 << _BASE_BITS) - 1, buckets="{buckets}")
_LAST_BLOCKS = {
    "sqlite": "SELECT id, data FROM position_block WHERE id IN ("
    + _LAST_OF.format(buckets="(SELECT value AS bucket FROM json_each(?)) AS k")
    + ")",
    # Locked until the transaction ends, in id order: of two imports merging into one block, the second waits,
    # then finds it gone and writes a block of its own.
    "postgresql": "SELECT b.id, b.data FROM position_block b WHERE b.id IN ("
    + _LAST_OF.format(buckets="unnest(%s::bigint[]) AS k(bucket)")
    + ") ORDER BY b.id FOR UPDATE",
}


def _last_blocks(connection: Connection, buckets: list[int]) -> dict[int, tuple[int, bytes]]:
    """Read the last block (id, data) of each bucket of ``buckets`` that has one, by bucket."""
    if not buckets:
        return {}
    dialect = connection.dialect.name
    if dialect not in _LAST_BLOCKS:  # pragma: no cover - the archive runs on SQLite and PostgreSQL
        raise ValueError(f"the archive cannot run on {dialect}")
    argument: object = json.dumps(buckets) if dialect == "sqlite" else buckets
    rows = connection.exec_driver_sql(_LAST_BLOCKS[dialect], (argument,))
    return {int(identity) >> _BASE_BITS: (int(identity), bytes(data)) for identity, data in rows}


def _write_blocks(connection: Connection, gone: list[int], rows: list[tuple[int, bytes]]) -> None:
    """Delete the blocks ``gone`` and insert ``rows`` (id, data).

    One statement each, prepared by the driver once (``COPY`` for many rows on PostgreSQL)."""
    if gone:
        marker = "?" if connection.dialect.paramstyle == "qmark" else "%s"
        connection.exec_driver_sql(
            f"DELETE FROM position_block WHERE id = {marker}", [(identity,) for identity in gone]
        )
    if not rows:
        return
    if connection.dialect.name == "postgresql" and len(rows) > 20:
        # imported here: psycopg costs 250 ms, only this feature needs it
        import psycopg

        driver = connection.connection.driver_connection
        assert isinstance(driver, psycopg.Connection), driver
        with driver.cursor() as cursor, cursor.copy("COPY position_block (id, data) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(row)
        return
    marker = "?" if connection.dialect.paramstyle == "qmark" else "%s"
    connection.exec_driver_sql(f"INSERT INTO position_block (id, data) VALUES ({marker}, {marker})", rows)


def write_pairs(connection: Connection, pairs: Iterable[tuple[int, int]]) -> None:
    """Add (key, game) pairs of new games to the index, in the transaction of ``connection``.

    Meant to be called once a transaction with all its games' pairs (an import's files together): the last
    blocks of the buckets it merges into are read in one statement, and the blocks written in one more.
    """
    _lock_index(connection)
    by_bucket = sorted(block_pairs(pairs).items())
    last = _last_blocks(connection, [bucket for bucket, found in by_bucket if len(found) < MERGE_BELOW])
    gone: list[int] = []
    rows: list[tuple[int, bytes]] = []
    mask = (1 << _BASE_BITS) - 1
    for bucket, found in by_bucket:
        block = last.get(bucket)
        if block is not None and len(found) < MERGE_BELOW:
            identity, data = block
            if _layout(data)[0] + len(found) <= MAX_PAIRS:
                found = decode_block(identity & mask, data) + found
                gone.append(identity)
        for chunk in _chunks(found):
            base, packed = encode_block(chunk)
            rows.append((block_id(bucket, base), packed))
    _write_blocks(connection, gone, rows)


def remove_games(connection: Connection, games: Iterable[int], keys: Iterable[int] | None = None) -> None:
    """Take games out of the index: from the buckets of ``keys`` (their positions), or from every block."""
    gone = set(games)
    if not gone:
        return
    _lock_index(connection)
    # The blocks rewritten are locked first (PostgreSQL), in id order as an import's merges lock them: an import
    # writing into one meanwhile waits, or is waited for, and no pair is lost.
    if keys is None:
        query = sa.select(_BLOCK.c.id, _BLOCK.c.data).order_by(_BLOCK.c.id)
        if connection.dialect.name == "postgresql":
            query = query.with_for_update()
        found = [(int(identity), bytes(data)) for identity, data in connection.execute(query)]
    else:
        buckets = sorted({bucket_of(key) for key in keys})
        found = [block for bucket in buckets for block in _blocks(connection, bucket, lock=True)]
    mask = (1 << _BASE_BITS) - 1
    rows: list[dict[str, object]] = []
    for identity, data in found:
        pairs = decode_block(identity & mask, data)
        kept = [pair for pair in pairs if pair[1] not in gone]
        if len(kept) == len(pairs):
            continue
        connection.execute(sa.delete(_BLOCK).where(_BLOCK.c.id == identity))
        if kept:
            base, packed = encode_block(kept)
            rows.append({"id": block_id(identity >> _BASE_BITS, base), "data": packed})
    _insert(connection, rows)


def distinct_keys(connection: Connection) -> int:
    """Count the different positions the index holds (every block read)."""
    keys: set[tuple[int, int]] = set()
    mask = (1 << _BASE_BITS) - 1
    for identity, data in connection.execute(sa.select(_BLOCK.c.id, _BLOCK.c.data)):
        bucket = int(identity) >> _BASE_BITS
        keys.update((bucket, key) for key, _game in decode_block(int(identity) & mask, bytes(data)))
    return len(keys)
