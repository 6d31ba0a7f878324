"""A partie is archived once: ``(content_hash, copy_number)`` is unique.

Two imports of the same files at once (two processes, or two studios on one
PostgreSQL archive) each found the partie absent and both stored it.  The
database now refuses the second copy, and the importer counts the refusal as
a duplicate.  A copy kept on purpose (``on_duplicate="keep"``,
``--keep-duplicates``) is numbered 1, 2...; so are the duplicates already in
an archive, in the order they were imported (the oldest stays copy 0): no
game is deleted, as a copy may carry tags and comments of its own, and
``merge_duplicates`` still removes them when asked.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("game", sa.Column("copy_number", sa.Integer(), server_default="0", nullable=False))
    # Number the copies of each partie already archived more than once by import order (id).
    op.execute(
        "UPDATE game SET copy_number = (SELECT count(*) FROM game AS earlier "
        "WHERE earlier.content_hash = game.content_hash AND earlier.id < game.id) "
        "WHERE content_hash IN (SELECT content_hash FROM game GROUP BY content_hash HAVING count(*) > 1)"
    )
    op.drop_index("ix_game_content_hash", table_name="game")
    op.create_index("uq_game_content_hash_copy", "game", ["content_hash", "copy_number"], unique=True)


def downgrade() -> None:
    op.drop_index("uq_game_content_hash_copy", table_name="game")
    op.create_index("ix_game_content_hash", "game", ["content_hash"])
    _drop_game_column("copy_number")


def _drop_game_column(name: str) -> None:
    """Drop a column of ``game``.

    Not by a batch copy on SQLite: dropping the old table there, foreign keys on, would delete every row that refers
    to a game (its tags, its positions) by their ON DELETE CASCADE."""
    if op.get_bind().dialect.name == "sqlite":
        op.execute(f"ALTER TABLE game DROP COLUMN {name}")  # SQLite 3.35 and later
    else:
        op.drop_column("game", name)
