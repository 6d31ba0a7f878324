"""The first schema: players, games, tags, events, the position index, diagrams, lesson progress.

Revision ID: 0001
Revises:
Create Date: 2026-11-21
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "player",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("name_norm", sa.String(length=200), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("name", name="uq_player_name"),
    )
    op.create_index("ix_player_name_norm", "player", ["name_norm"])

    op.create_table(
        "game",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("white_id", sa.Integer(), nullable=False),
        sa.Column("black_id", sa.Integer(), nullable=False),
        sa.Column("event", sa.String(length=300), nullable=False),
        sa.Column("event_norm", sa.String(length=300), nullable=False),
        sa.Column("site", sa.String(length=300), nullable=False),
        sa.Column("date", sa.String(length=40), nullable=False),
        sa.Column("date_key", sa.String(length=10), nullable=False),
        sa.Column("round", sa.String(length=40), nullable=False),
        sa.Column("variant", sa.String(length=20), nullable=False),
        sa.Column("result", sa.String(length=20), nullable=False),
        sa.Column("winner", sa.String(length=5), nullable=True),
        sa.Column("throws", sa.Integer(), nullable=False),
        sa.Column("start_code", sa.String(length=200), nullable=True),
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("search_text", sa.Text(), nullable=False),
        sa.Column("record", sa.Text(), nullable=False),
        sa.Column("source", sa.String(length=1000), nullable=False),
        sa.Column("imported_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["white_id"], ["player.id"], name="fk_game_white_id"),
        sa.ForeignKeyConstraint(["black_id"], ["player.id"], name="fk_game_black_id"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_game_white_id", "game", ["white_id"])
    op.create_index("ix_game_black_id", "game", ["black_id"])
    op.create_index("ix_game_date_key", "game", ["date_key"])
    op.create_index("ix_game_content_hash", "game", ["content_hash"])
    op.create_index("ix_game_variant_result", "game", ["variant", "result"])

    op.create_table(
        "game_tag",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], name="fk_game_tag_game_id", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("game_id", "name"),
        sqlite_with_rowid=False,
    )
    op.create_index("ix_game_tag_name_value", "game_tag", ["name", "value"])

    op.create_table(
        "game_event",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("throw", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=12), nullable=False),
        sa.Column("colour", sa.String(length=5), nullable=True),
        sa.Column("value", sa.String(length=100), nullable=False),
        sa.Column("comment", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], name="fk_game_event_game_id", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("game_id", "seq"),
        sqlite_with_rowid=False,
    )

    op.create_table(
        "position_entry",
        sa.Column("key", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("game_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("throw", sa.Integer(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], name="fk_position_entry_game_id", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("key", "game_id", "throw"),
        sqlite_with_rowid=False,
    )
    op.create_index("ix_position_entry_game_id", "position_entry", ["game_id"])

    op.create_table(
        "diagram",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=300), nullable=False),
        sa.Column("caption", sa.Text(), nullable=False),
        sa.Column("caption_norm", sa.Text(), nullable=False),
        sa.Column("position_code", sa.String(length=200), nullable=False),
        sa.Column("position_key", sa.BigInteger(), nullable=True),
        sa.Column("annotations", sa.Text(), nullable=False),
        sa.Column("notation", sa.String(length=20), nullable=False),
        sa.Column("orientation", sa.String(length=40), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=True),
        sa.Column("throw", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], name="fk_diagram_game_id", ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_diagram_position_key", "diagram", ["position_key"])

    op.create_table(
        "lesson_progress",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("lesson", sa.String(length=200), nullable=False),
        sa.Column("exercise", sa.String(length=200), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("last_answer", sa.Text(), nullable=True),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("lesson", "exercise", name="uq_lesson_progress_exercise"),
    )


def downgrade() -> None:
    op.drop_table("lesson_progress")
    op.drop_index("ix_diagram_position_key", table_name="diagram")
    op.drop_table("diagram")
    op.drop_index("ix_position_entry_game_id", table_name="position_entry")
    op.drop_table("position_entry")
    op.drop_table("game_event")
    op.drop_index("ix_game_tag_name_value", table_name="game_tag")
    op.drop_table("game_tag")
    for index in ("ix_game_variant_result", "ix_game_content_hash", "ix_game_date_key", "ix_game_black_id"):
        op.drop_index(index, table_name="game")
    op.drop_index("ix_game_white_id", table_name="game")
    op.drop_table("game")
    op.drop_index("ix_player_name_norm", table_name="player")
    op.drop_table("player")
