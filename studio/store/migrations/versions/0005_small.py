"""The archive in under 2 KB a game: the position index in blocks, records against a dictionary, tags not twice.

* ``position_entry`` (a row a key, game and throw: 20 bytes a position on
  SQLite, 65 on PostgreSQL) becomes ``position_block``: blocks of (key,
  game) pairs, 8 bytes each (:mod:`studio.store.positions`).  The throw is no
  longer kept: the one game shown is replayed to find it.
  ``game.position_count`` becomes the number of different positions.
* Records are deflated against a preset dictionary
  (:mod:`studio.store.records`): some 500 bytes a record, not 880.
* ``game_tag`` keeps only the tags of games archived without a record: the
  others are read from the record.
* ``game.content_hash`` is kept as its 32 bytes, not 64 hex digits (in the
  row and in its two indexes).
* ``game.event_norm`` goes: no search read it (events are searched in
  their own table).
* SQLite's free-text index keeps no positions (``detail=none``: searched by
  ``LIKE``, not phrases), PostgreSQL's trigram indexes are written at once
  (``fastupdate = off``): each a third of its size or less.
* ``game.search_text`` is made of the players, the event, site and round and
  the comments (the date, variant and result have searches of their own).

Down again: ``position_entry`` is rebuilt by replaying each record (a game
without a record, which the index cannot give back whole, is left out of
it), the records are zlib streams again and every tag is a row again.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-24
"""

from __future__ import annotations

import zlib
from collections import Counter
from typing import Any

import sqlalchemy as sa
from alembic import op

from notation.record import RecordError, read_record
from studio.store.importing import ReadError, _all_comments, read_games
from studio.store.positions import BUCKET_BITS, BUCKETS, bucket_of, bucket_rows, short_key
from studio.store.records import pack_record, unpack_record
from studio.store.search_text import normalize

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

_CHUNK = 500
_BUCKETS_A_QUERY = 64


def _games_with_records(bind: sa.Connection) -> Any:
    """Read every game with a record, by id, 500 at a time.

    Each comes as (id, record text, white, black, event, site, round)."""
    last = 0
    while True:
        rows = bind.exec_driver_sql(
            "SELECT g.id, r.text_z, w.name, b.name, g.event, g.site, g.round FROM game g "
            "JOIN game_record r ON r.game_id = g.id JOIN player w ON w.id = g.white_id "
            f"JOIN player b ON b.id = g.black_id WHERE g.id > {int(last)} ORDER BY g.id LIMIT {_CHUNK}"
        ).all()
        if not rows:
            return
        yield [(int(row[0]), unpack_record(bytes(row[1])), *row[2:]) for row in rows]
        last = rows[-1][0]


def _blocks_from_entries(bind: sa.Connection) -> None:
    block = sa.table("position_block", sa.column("id", sa.BigInteger()), sa.column("data", sa.LargeBinary()))
    counts: Counter[int] = Counter()
    for first in range(0, BUCKETS, _BUCKETS_A_QUERY):
        # The keys of these buckets, a range of the primary key (key, game, throw), read in order.
        low = first << (63 - BUCKET_BITS)
        high = ((first + _BUCKETS_A_QUERY) << (63 - BUCKET_BITS)) - 1
        pairs: dict[int, list[tuple[int, int]]] = {}
        for key, game in bind.exec_driver_sql(
            f"SELECT DISTINCT key, game_id FROM position_entry WHERE key BETWEEN {low} AND {high} ORDER BY key, game_id"
        ):
            pairs.setdefault(bucket_of(int(key)), []).append((short_key(int(key)), int(game)))
            counts[int(game)] += 1
        rows = [row for bucket, found in sorted(pairs.items()) for row in bucket_rows(bucket, found)]
        if rows:
            bind.execute(sa.insert(block), rows)
    game = sa.table("game", sa.column("id", sa.Integer()), sa.column("position_count", sa.Integer()))
    bind.execute(sa.update(game).values(position_count=0))
    updates = [{"g": identity, "n": n} for identity, n in counts.items()]
    for start in range(0, len(updates), 5000):
        bind.execute(
            sa.update(game).where(game.c.id == sa.bindparam("g")).values(position_count=sa.bindparam("n")),
            updates[start : start + 5000],
        )


def upgrade() -> None:
    bind = op.get_bind()
    text_index = _drop_sqlite_text_index(bind)
    op.create_table(
        "position_block",
        # INTEGER on SQLite: the rowid itself (a BIGINT key would be a second index of the ids).
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), autoincrement=False, nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    _blocks_from_entries(bind)
    op.drop_table("position_entry")

    # Records against the dictionary; their tags no longer kept twice; the free text made anew from them.
    for rows in _games_with_records(bind):
        packed = []
        texts = []
        for identity, text, white, black, event, site, round_ in rows:
            packed.append({"g": identity, "z": pack_record(text)})
            try:
                notes = _all_comments(read_record(text))
            except RecordError:  # pragma: no cover - the archive keeps only records that read
                continue
            searchable = [white, black, event, site, round_, *notes]
            texts.append({"g": identity, "t": normalize("\n".join(str(t) for t in searchable if t))})
        bind.execute(sa.text("UPDATE game_record SET text_z = :z WHERE game_id = :g"), packed)
        if texts:
            bind.execute(sa.text("UPDATE game SET search_text = :t WHERE id = :g"), texts)
    op.execute("DELETE FROM game_tag WHERE game_id IN (SELECT game_id FROM game_record)")
    _drop_game_column("event_norm")  # never searched: events are found through the event table
    _digest_type(bind, to_bytes=True)
    if bind.dialect.name == "postgresql":
        _trigram_indexes(bind, fastupdate=False)
    elif text_index:
        _sqlite_text_index(bind, "none")


def downgrade() -> None:
    bind = op.get_bind()
    text_index = _drop_sqlite_text_index(bind)
    if bind.dialect.name == "sqlite":
        op.execute(
            "CREATE TABLE position_entry (key BIGINT NOT NULL, game_id INTEGER NOT NULL, throw INTEGER NOT NULL, "
            "PRIMARY KEY (key, game_id, throw)) WITHOUT ROWID"
        )
    else:
        op.create_table(
            "position_entry",
            sa.Column("key", sa.BigInteger(), autoincrement=False, nullable=False),
            sa.Column("game_id", sa.Integer(), autoincrement=False, nullable=False),
            sa.Column("throw", sa.Integer(), autoincrement=False, nullable=False),
            sa.PrimaryKeyConstraint("key", "game_id", "throw"),
        )
    op.execute("UPDATE game SET position_count = 0")
    for rows in _games_with_records(bind):
        entries: list[dict[str, int]] = []
        counts: list[dict[str, int]] = []
        tags: list[dict[str, object]] = []
        packed = []
        for identity, text, *_names in rows:
            packed.append({"g": identity, "z": zlib.compress(text.encode("utf-8"), 6)})
            try:
                [game] = read_games(text)
                record = read_record(text)
            except (ReadError, RecordError, ValueError):  # pragma: no cover - the archive keeps only records that read
                continue
            entries.extend({"k": key, "g": identity, "t": throw} for key, throw in game.positions)
            counts.append({"g": identity, "n": len(game.positions)})
            tags.extend({"g": identity, "n": name, "v": value} for name, value in dict(record.tags).items())
        bind.execute(sa.text("UPDATE game_record SET text_z = :z WHERE game_id = :g"), packed)
        if entries:
            bind.execute(sa.text("INSERT INTO position_entry (key, game_id, throw) VALUES (:k, :g, :t)"), entries)
        if counts:
            bind.execute(sa.text("UPDATE game SET position_count = :n WHERE id = :g"), counts)
        if tags:
            bind.execute(sa.text("INSERT INTO game_tag (game_id, name, value) VALUES (:g, :n, :v)"), tags)
    op.drop_table("position_block")
    _digest_type(bind, to_bytes=False)
    if bind.dialect.name == "postgresql":
        _trigram_indexes(bind, fastupdate=True)
    elif text_index:
        _sqlite_text_index(bind, "full")
    op.add_column("game", sa.Column("event_norm", sa.String(300), nullable=False, server_default=""))
    table = sa.table("game", sa.column("event", sa.String()), sa.column("event_norm", sa.String()))
    for (event,) in bind.execute(sa.select(table.c.event).distinct()).all():
        bind.execute(sa.update(table).where(table.c.event == event).values(event_norm=normalize(event)[:300]))


def _digest_type(bind: sa.Connection, *, to_bytes: bool) -> None:
    """Store ``game.content_hash`` as its 32 bytes (``to_bytes``), or as its 64 hex digits again.

    Its indexes are made again with it."""
    if bind.dialect.name == "postgresql":
        using = (
            "bytea USING decode(content_hash, 'hex')" if to_bytes else "varchar(64) USING encode(content_hash, 'hex')"
        )
        bind.exec_driver_sql(f"ALTER TABLE game ALTER COLUMN content_hash TYPE {using}")  # its indexes made anew
        return
    # SQLite changes no column's type: a new column, filled, takes the old one's name (its indexes dropped
    # and made again; not by a batch copy of the table, which would delete the rows that refer to games).
    op.drop_index("ix_game_copies", table_name="game")
    op.drop_index("uq_game_content_hash_copy", table_name="game")
    kind = "BLOB NOT NULL DEFAULT x''" if to_bytes else "VARCHAR(64) NOT NULL DEFAULT ''"
    bind.exec_driver_sql(f"ALTER TABLE game ADD COLUMN content_hash_new {kind}")
    rows = bind.exec_driver_sql("SELECT id, content_hash FROM game").all()
    converted = [
        {"g": identity, "h": bytes.fromhex(str(value)) if to_bytes else bytes(value).hex()} for identity, value in rows
    ]
    for start in range(0, len(converted), 5000):
        bind.execute(sa.text("UPDATE game SET content_hash_new = :h WHERE id = :g"), converted[start : start + 5000])
    bind.exec_driver_sql("ALTER TABLE game DROP COLUMN content_hash")
    bind.exec_driver_sql("ALTER TABLE game RENAME COLUMN content_hash_new TO content_hash")
    op.create_index("uq_game_content_hash_copy", "game", ["content_hash", "copy_number"], unique=True)
    op.create_index("ix_game_copies", "game", ["content_hash"], sqlite_where=sa.text("copy_number > 0"))


_TRIGRAMS = {
    "trgm_game_search_text": "game USING gin (search_text",
    "trgm_player_name_norm": "player USING gin (name_norm",
    "trgm_event_name_norm": "event USING gin (name_norm",
}


def _trigram_indexes(bind: sa.Connection, *, fastupdate: bool) -> None:
    """Make PostgreSQL's trigram indexes anew (where revision 0004 could make them), ``fastupdate`` as asked.

    Off: each insert goes into the index at once.  On (PostgreSQL's default), inserts wait in a pending list of
    up to 4 MB that is merged later: measured on 10,000 generated games inserted 500 at a time, the index of
    ``search_text`` took 478 bytes a game so, and 69 with ``fastupdate`` off."""
    present = {
        name
        for (name,) in bind.exec_driver_sql("SELECT indexname FROM pg_indexes WHERE indexname LIKE 'trgm_%%'").all()
    }
    for name, target in _TRIGRAMS.items():
        if name not in present:
            continue
        bind.exec_driver_sql(f"DROP INDEX {name}")
        option = "" if fastupdate else " WITH (fastupdate = off)"
        bind.exec_driver_sql(f"CREATE INDEX {name} ON {target} gin_trgm_ops){option}")


def _drop_sqlite_text_index(bind: sa.Connection) -> bool:
    """Drop SQLite's free-text index and its triggers (while every game's text is written again).

    Returns whether there was one (revision 0004 makes it only where SQLite has FTS5's trigrams)."""
    if bind.dialect.name != "sqlite":
        return False
    if bind.exec_driver_sql("SELECT 1 FROM sqlite_master WHERE name = 'game_text'").first() is None:
        return False
    for name in ("insert", "delete", "update"):
        bind.exec_driver_sql(f"DROP TRIGGER IF EXISTS game_text_{name}")
    bind.exec_driver_sql("DROP TABLE game_text")
    return True


def _sqlite_text_index(bind: sa.Connection, detail: str) -> None:
    """Make SQLite's FTS5 trigram index of free text anew (where revision 0004 could make it).

    Its ``detail`` option is the one asked.

    ``none`` keeps which games hold a trigram, not where: a ``LIKE`` is answered from the index all the same (and
    checked on the text), only ``MATCH`` phrases are not, which the search no longer uses.  Measured on 100,000
    generated games: 81 bytes a game, against 219 with ``full`` (FTS5's default, revision 0004's)."""
    bind.exec_driver_sql(
        "CREATE VIRTUAL TABLE game_text USING fts5(search_text, content='game', content_rowid='id', "
        f"tokenize='trigram', detail={detail})"
    )
    bind.exec_driver_sql(
        "CREATE TRIGGER game_text_insert AFTER INSERT ON game BEGIN "
        "INSERT INTO game_text (rowid, search_text) VALUES (new.id, new.search_text); END"
    )
    bind.exec_driver_sql(
        "CREATE TRIGGER game_text_delete AFTER DELETE ON game BEGIN "
        "INSERT INTO game_text (game_text, rowid, search_text) VALUES ('delete', old.id, old.search_text); END"
    )
    bind.exec_driver_sql(
        "CREATE TRIGGER game_text_update AFTER UPDATE OF search_text ON game BEGIN "
        "INSERT INTO game_text (game_text, rowid, search_text) VALUES ('delete', old.id, old.search_text); "
        "INSERT INTO game_text (rowid, search_text) VALUES (new.id, new.search_text); END"
    )
    bind.exec_driver_sql("INSERT INTO game_text (game_text) VALUES ('rebuild')")


def _drop_game_column(name: str) -> None:
    """Drop a column of ``game``.

    Not by a batch copy on SQLite: dropping the old table there, foreign keys on, would delete every row that refers
    to a game by their ON DELETE CASCADE."""
    if op.get_bind().dialect.name == "sqlite":
        op.execute(f"ALTER TABLE game DROP COLUMN {name}")  # SQLite 3.35 and later
    else:
        op.drop_column("game", name)
