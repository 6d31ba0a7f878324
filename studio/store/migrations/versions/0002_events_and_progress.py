"""Events are tournaments, not rows per throw; lesson progress per learner with its review schedule.

* ``event``: the meetings a game belongs to (its ``Evenement`` tag), once each,
  with ``game.event_id`` pointing there (the ``game.event`` text stays, for display).
* ``game_event`` (one row per throw, play and mark) goes: a game's events are
  read from its record text, which the archive keeps whole.  It held the same
  facts twice and cost two thirds of an import's writing.
* ``lesson_progress`` holds, per learner and exercise, the scheduler's card
  (FSRS, as JSON), the last result, when it is next due and how often it was
  reviewed (``lessons.progress.ProgressRecord``).  Nothing wrote the table
  before this revision, so it is made anew.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "event",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=300), nullable=False),
        sa.Column("name_norm", sa.String(length=300), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("name", name="uq_event_name"),
    )
    op.create_index("ix_event_name_norm", "event", ["name_norm"])
    with op.batch_alter_table("game") as batch:
        batch.add_column(sa.Column("event_id", sa.Integer(), nullable=True))
        batch.create_foreign_key("fk_game_event_id", "event", ["event_id"], ["id"])
        batch.create_index("ix_game_event_id", ["event_id"])
    # The events already named by games become rows, and the games point at them.
    op.execute(
        "INSERT INTO event (name, name_norm) SELECT event, MIN(event_norm) FROM game WHERE event != '' GROUP BY event"
    )
    op.execute("UPDATE game SET event_id = (SELECT event.id FROM event WHERE event.name = game.event)")
    op.drop_table("game_event")

    op.drop_table("lesson_progress")
    op.create_table(
        "lesson_progress",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("learner", sa.String(length=200), nullable=False),
        sa.Column("lesson", sa.String(length=200), nullable=False),
        sa.Column("exercise", sa.String(length=200), nullable=False),
        sa.Column("card", sa.Text(), nullable=False),
        sa.Column("last_result", sa.String(length=20), nullable=False),
        sa.Column("due", sa.DateTime(), nullable=False),
        sa.Column("reviews", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("learner", "lesson", "exercise", name="uq_lesson_progress_exercise"),
    )
    op.create_index("ix_lesson_progress_learner_due", "lesson_progress", ["learner", "due"])


def downgrade() -> None:
    op.drop_index("ix_lesson_progress_learner_due", table_name="lesson_progress")
    op.drop_table("lesson_progress")
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
    # The per-throw rows are not rebuilt: revision 0001's readers find a game's events in its record.
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
    with op.batch_alter_table("game") as batch:
        batch.drop_index("ix_game_event_id")
        batch.drop_constraint("fk_game_event_id", type_="foreignkey")
        batch.drop_column("event_id")
    op.drop_index("ix_event_name_norm", table_name="event")
    op.drop_table("event")
