"""The archive at a million games: smaller rows, no index that doubles the position table, indexed free text.

* ``position_entry`` keeps its primary key (key, game, throw) and loses the
  index by game and the foreign key that needed it: that index held every
  row a second time.  A game's rows are found, to delete them, from its
  record (``studio.store.manage``).  ``game.position_count`` says how many
  rows a game has, so that the statistics sum them without a scan.
* A game's record text moves, compressed (zlib), to ``game_record``; the
  ``game`` rows are short, and read fast whole.
* ``game_tag`` loses its index by name and value, which no search used.
* ``(variant, winner, throws, position_count)`` is indexed for the
  statistics and the search by result; the copies of a partie archived more
  than once (``copy_number > 0``) are indexed apart, so duplicates are found
  without grouping every game.
* Free text: a SQLite FTS5 table with the trigram tokenizer over
  ``game.search_text`` (kept by triggers), and pg_trgm GIN indexes over
  ``game.search_text``, ``player.name_norm`` and ``event.name_norm`` on PostgreSQL: both answer
  the same ``LIKE '%words%'`` search as before, from an index.  Where the
  SQLite lacks FTS5 or PostgreSQL refuses the extension, search scans.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-24
"""

from __future__ import annotations

import zlib

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

FTS_TABLE = "game_text"


def _sqlite_fts(bind: sa.Connection) -> None:
    try:
        with bind.begin_nested():
            bind.exec_driver_sql(
                f"CREATE VIRTUAL TABLE {FTS_TABLE} USING fts5(search_text, content='game', content_rowid='id', "
                "tokenize='trigram')"
            )
    except sa.exc.OperationalError:  # no FTS5, or no trigram tokenizer (SQLite before 3.34): search scans
        return
    bind.exec_driver_sql(
        f"CREATE TRIGGER {FTS_TABLE}_insert AFTER INSERT ON game BEGIN "
        f"INSERT INTO {FTS_TABLE} (rowid, search_text) VALUES (new.id, new.search_text); END"
    )
    bind.exec_driver_sql(
        f"CREATE TRIGGER {FTS_TABLE}_delete AFTER DELETE ON game BEGIN "
        f"INSERT INTO {FTS_TABLE} ({FTS_TABLE}, rowid, search_text) VALUES ('delete', old.id, old.search_text); END"
    )
    bind.exec_driver_sql(
        f"CREATE TRIGGER {FTS_TABLE}_update AFTER UPDATE OF search_text ON game BEGIN "
        f"INSERT INTO {FTS_TABLE} ({FTS_TABLE}, rowid, search_text) VALUES ('delete', old.id, old.search_text); "
        f"INSERT INTO {FTS_TABLE} (rowid, search_text) VALUES (new.id, new.search_text); END"
    )
    bind.exec_driver_sql(f"INSERT INTO {FTS_TABLE} ({FTS_TABLE}) VALUES ('rebuild')")


def _postgres_trigrams(bind: sa.Connection) -> None:
    try:
        with bind.begin_nested():
            bind.exec_driver_sql("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    except sa.exc.DBAPIError:  # not allowed to: search scans
        return
    bind.exec_driver_sql("CREATE INDEX trgm_game_search_text ON game USING gin (search_text gin_trgm_ops)")
    bind.exec_driver_sql("CREATE INDEX trgm_player_name_norm ON player USING gin (name_norm gin_trgm_ops)")
    bind.exec_driver_sql("CREATE INDEX trgm_event_name_norm ON event USING gin (name_norm gin_trgm_ops)")


def upgrade() -> None:
    bind = op.get_bind()
    dialect = bind.dialect.name

    # How many index rows each game has, counted while the index by game still exists.
    op.add_column("game", sa.Column("position_count", sa.Integer(), server_default="0", nullable=False))
    op.execute(
        "UPDATE game SET position_count = (SELECT count(*) FROM position_entry WHERE position_entry.game_id = game.id)"
    )

    op.drop_index("ix_position_entry_game_id", table_name="position_entry")
    if dialect == "sqlite":
        # Made anew without the foreign key (a batch copy would lose WITHOUT ROWID).
        op.execute(
            "CREATE TABLE position_entry_new (key BIGINT NOT NULL, game_id INTEGER NOT NULL, throw INTEGER NOT NULL, "
            "PRIMARY KEY (key, game_id, throw)) WITHOUT ROWID"
        )
        op.execute(
            "INSERT INTO position_entry_new (key, game_id, throw) SELECT key, game_id, throw FROM position_entry "
            "ORDER BY key, game_id, throw"
        )
        op.execute("DROP TABLE position_entry")
        op.execute("ALTER TABLE position_entry_new RENAME TO position_entry")
    else:
        op.drop_constraint("fk_position_entry_game_id", "position_entry", type_="foreignkey")

    op.drop_index("ix_game_tag_name_value", table_name="game_tag")

    op.create_table(
        "game_record",
        sa.Column("game_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("text_z", sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], name="fk_game_record_game_id", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("game_id"),
    )
    game = sa.table("game", sa.column("id", sa.Integer()), sa.column("record", sa.Text()))
    record = sa.table("game_record", sa.column("game_id", sa.Integer()), sa.column("text_z", sa.LargeBinary()))
    last = 0
    while True:
        rows = bind.execute(
            sa.select(game.c.id, game.c.record)
            .where(game.c.id > last, game.c.record != "")
            .order_by(game.c.id)
            .limit(500)
        ).all()
        if not rows:
            break
        bind.execute(
            sa.insert(record), [{"game_id": i, "text_z": zlib.compress(text.encode("utf-8"), 6)} for i, text in rows]
        )
        last = rows[-1][0]
    op.execute("UPDATE game SET record = '' WHERE record != ''")

    op.drop_index("ix_game_variant_result", table_name="game")
    op.create_index("ix_game_variant_winner", "game", ["variant", "winner", "throws", "position_count"])
    op.create_index(
        "ix_game_copies",
        "game",
        ["content_hash"],
        sqlite_where=sa.text("copy_number > 0"),
        postgresql_where=sa.text("copy_number > 0"),
    )

    if dialect == "sqlite":
        _sqlite_fts(bind)
    elif dialect == "postgresql":
        _postgres_trigrams(bind)


def downgrade() -> None:
    bind = op.get_bind()
    dialect = bind.dialect.name
    if dialect == "sqlite":
        for name in ("insert", "delete", "update"):
            op.execute(f"DROP TRIGGER IF EXISTS {FTS_TABLE}_{name}")
        op.execute(f"DROP TABLE IF EXISTS {FTS_TABLE}")
    elif dialect == "postgresql":
        for name in ("trgm_game_search_text", "trgm_player_name_norm", "trgm_event_name_norm"):
            op.execute(f"DROP INDEX IF EXISTS {name}")
    op.drop_index("ix_game_copies", table_name="game")
    op.drop_index("ix_game_variant_winner", table_name="game")
    op.create_index("ix_game_variant_result", "game", ["variant", "result"])
    rows = bind.exec_driver_sql("SELECT game_id, text_z FROM game_record").all()
    game = sa.table("game", sa.column("id", sa.Integer()), sa.column("record", sa.Text()))
    for identity, packed in rows:
        bind.execute(
            sa.update(game).where(game.c.id == identity).values(record=zlib.decompress(packed).decode("utf-8"))
        )
    op.drop_table("game_record")
    op.create_index("ix_game_tag_name_value", "game_tag", ["name", "value"])
    if dialect == "sqlite":
        op.execute(
            "CREATE TABLE position_entry_old (key BIGINT NOT NULL, game_id INTEGER NOT NULL, throw INTEGER NOT NULL, "
            "PRIMARY KEY (key, game_id, throw), "
            "CONSTRAINT fk_position_entry_game_id FOREIGN KEY(game_id) REFERENCES game (id) ON DELETE CASCADE"
            ") WITHOUT ROWID"
        )
        op.execute("INSERT INTO position_entry_old SELECT key, game_id, throw FROM position_entry")
        op.execute("DROP TABLE position_entry")
        op.execute("ALTER TABLE position_entry_old RENAME TO position_entry")
    else:
        op.create_foreign_key(
            "fk_position_entry_game_id", "position_entry", "game", ["game_id"], ["id"], ondelete="CASCADE"
        )
    op.create_index("ix_position_entry_game_id", "position_entry", ["game_id"])
    _drop_game_column("position_count")


def _drop_game_column(name: str) -> None:
    """Drop a column of ``game``.

    Not by a batch copy on SQLite: dropping the old table there, foreign keys on, would delete every row that refers
    to a game (its tags, its positions) by their ON DELETE CASCADE."""
    if op.get_bind().dialect.name == "sqlite":
        op.execute(f"ALTER TABLE game DROP COLUMN {name}")  # SQLite 3.35 and later
    else:
        op.drop_column("game", name)
