"""The play index: ``game_plays``, a row a game, its plays each with the key of its position.

The key is that of the position each play was made from (:mod:`studio.store.plays`); the archive's explorer reads them
instead of replaying the games.

The games archived before get theirs here, read from their records (some half a millisecond a game: a minute at
100,000 games); a record that does not read leaves its game without a row, which the explorer replays (and skips,
as it did, when the engine cannot replay it either).

Down again: the table goes.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from notation.errors import TrictracError
from notation.record import RecordError, read_record, record_to_events
from notation.record.summary import record_summary
from studio.store.plays import pack_plays, plays_of_events
from studio.store.records import unpack_record

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

_CHUNK = 500


def upgrade() -> None:
    op.create_table(
        "game_plays",
        sa.Column("game_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], name="fk_game_plays_game_id", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("game_id"),
    )
    _fill(op.get_bind())


def _fill(bind: sa.Connection) -> None:
    table = sa.table("game_plays", sa.column("game_id", sa.Integer()), sa.column("data", sa.LargeBinary()))
    last = 0
    while True:
        rows = bind.exec_driver_sql(
            "SELECT g.id, g.variant, r.text_z FROM game g JOIN game_record r ON r.game_id = g.id "
            f"WHERE g.id > {int(last)} ORDER BY g.id LIMIT {_CHUNK}"
        ).all()
        if not rows:
            return
        made = []
        for game_id, variant, packed in rows:
            try:
                record = read_record(unpack_record(bytes(packed)))
                start, _score = record.start
                summary = record_summary(record, str(variant), start)
                plays = summary.plays if summary is not None else plays_of_events(record_to_events(record), start)
            except (RecordError, TrictracError, ValueError):
                continue  # the explorer replays it, or skips it as before
            made.append({"game_id": int(game_id), "data": pack_plays(plays)})
        if made:
            bind.execute(sa.insert(table), made)
        last = rows[-1][0]


def downgrade() -> None:
    op.drop_table("game_plays")
