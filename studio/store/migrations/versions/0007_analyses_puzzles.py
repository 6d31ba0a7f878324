"""The archive keeps each game's analysis by the tutor, and the puzzles made from its errors.

``game_analysis``: a row a game analysed (:mod:`studio.store.analyses`): when,
at what depth, each colour's totals (choices rated, equity lost, errors by
flag) and the rated choices that lost equity, compact (JSON), from which a
player's worst decisions across games are listed.  ``puzzle``: a decision of
an analysed game that lost at least 0.16 and whose best choice is clear at
2-ply (:mod:`studio.store.puzzles`), with the tutor's equities.

Down again: both tables go; the games are as they were.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    side = [
        sa.Column(f"{colour}_{name}", sa.Integer(), nullable=False, server_default="0")
        for colour in ("white", "black")
        for name in ("choices", "doubtful", "bad", "very_bad")
    ]
    op.create_table(
        "game_analysis",
        sa.Column("game_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("analysed_at", sa.DateTime(), nullable=False),
        sa.Column("ply", sa.Integer(), nullable=False),
        sa.Column("white_loss", sa.Float(), nullable=False, server_default="0"),
        sa.Column("black_loss", sa.Float(), nullable=False, server_default="0"),
        *side,
        sa.Column("decisions", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], name="fk_game_analysis_game_id", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("game_id"),
    )
    op.create_table(
        "puzzle",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("event", sa.Integer(), nullable=False),
        sa.Column("turn", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(200), nullable=False),
        sa.Column("kind", sa.String(10), nullable=False),
        sa.Column("best", sa.Text(), nullable=False),
        sa.Column("played", sa.Text(), nullable=False),
        sa.Column("best_equity", sa.Float(), nullable=False),
        sa.Column("played_equity", sa.Float(), nullable=False),
        sa.Column("second_equity", sa.Float(), nullable=False),
        sa.Column("made_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"], name="fk_puzzle_game_id", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("game_id", "event", name="uq_puzzle_game_event"),
    )


def downgrade() -> None:
    op.drop_table("puzzle")
    op.drop_table("game_analysis")
