"""An archived game keeps its history: ``game_revision``, a row for each record of it saved from the studio.

A game opened from the archive and annotated (comments, marks, variations) is
saved into that game as a new revision (:mod:`studio.store.revisions`): the
record it had is kept as revision 0, each one saved since as 1, 2...; the
game's current record (``game_record``) and its free text follow the newest.

Down again: the history goes; each game keeps its newest record.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "game_revision",
        sa.Column("game_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("number", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("text_z", sa.LargeBinary(), nullable=False),
        sa.Column("saved_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], name="fk_game_revision_game_id", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("game_id", "number"),
    )


def downgrade() -> None:
    op.drop_table("game_revision")
