"""The lessons' spaced-repetition scheduler.

It adapts the FSRS library (package ``fsrs``) to :class:`lessons.progress.Scheduler`.

``lessons`` may import only ``notation``, so the scheduler is handed to its
:class:`lessons.progress.Progress` from here.  Cards are kept as FSRS's own
JSON, so the archive stores them as text.  Fuzzing is off so that a review
gives the same due date every time (reproducible tests, predictable lessons).
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

import sqlalchemy as sa
from fsrs import Card, Rating, Scheduler
from sqlalchemy.dialects import postgresql, sqlite

from lessons.progress import MemoryProgressStore, Outcome, Progress, ProgressRecord, ProgressStore
from lessons.progress import Rating as LessonRating
from studio.store.models import LessonProgress, table_of

if TYPE_CHECKING:
    import sqlalchemy as sa

    from studio.store.db import Archive

__all__ = ["ArchiveProgressStore", "FsrsScheduler", "progress"]

_RATINGS = {LessonRating.AGAIN: Rating.Again, LessonRating.HARD: Rating.Hard, LessonRating.GOOD: Rating.Good}


class FsrsScheduler:
    """:class:`lessons.progress.Scheduler` on FSRS: a missed exercise comes back in minutes, a solved one in days."""

    def __init__(self, desired_retention: float = 0.9) -> None:
        # One learning step: an exercise solved at the first try graduates to review (days later);
        # a missed one comes back in ten minutes (the learning and relearning steps).
        self._scheduler = Scheduler(
            desired_retention=desired_retention,
            learning_steps=(timedelta(minutes=10),),
            relearning_steps=(timedelta(minutes=10),),
            enable_fuzzing=False,
        )

    def new_card(self, key: str, now: datetime) -> str:
        card_id = int.from_bytes(hashlib.sha256(key.encode("utf-8")).digest()[:6], "big")
        return str(Card(card_id=card_id, due=now).to_json())

    def review(self, card: str, rating: LessonRating, now: datetime) -> str:
        reviewed, _ = self._scheduler.review_card(Card.from_json(card), _RATINGS[rating], review_datetime=now)
        return str(reviewed.to_json())

    def due(self, card: str) -> datetime:
        due: datetime = Card.from_json(card).due
        return due


def _naive_utc(moment: datetime) -> datetime:
    return moment.astimezone(UTC).replace(tzinfo=None) if moment.tzinfo else moment


def _aware(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment


# A row of ``lesson_progress`` as :meth:`ArchiveProgressStore._select` reads it:
# learner, lesson, exercise, card (FSRS JSON), last result, due, reviews, updated at.
_Row = tuple[str, str, str, str, str, datetime, int, datetime]


class ArchiveProgressStore:
    """:class:`lessons.progress.ProgressStore` on the archive's ``lesson_progress`` table (times kept in UTC)."""

    def __init__(self, archive: Archive) -> None:
        self.archive = archive
        self.table: sa.Table = table_of(LessonProgress)

    def _record(self, row: sa.Row[*_Row]) -> ProgressRecord:
        learner, lesson, exercise, card, last_result, due, reviews, updated = row
        return ProgressRecord(
            learner, lesson, exercise, card, Outcome(last_result), _aware(due), int(reviews), _aware(updated)
        )

    def _select(self, learner: str, lesson_id: str | None = None) -> sa.Select[*_Row]:
        c = self.table.c
        query: sa.Select[*_Row] = sa.select(
            c.learner, c.lesson, c.exercise, c.card, c.last_result, c.due, c.reviews, c.updated_at
        )
        query = query.where(c.learner == learner)
        if lesson_id is not None:
            query = query.where(c.lesson == lesson_id)
        return query.order_by(c.lesson, c.exercise)

    def get(self, learner: str, lesson_id: str, exercise_id: str) -> ProgressRecord | None:
        query = self._select(learner, lesson_id).where(self.table.c.exercise == exercise_id)
        with self.archive.engine.connect() as connection:
            row = connection.execute(query).first()
        return None if row is None else self._record(row)

    def put(self, record: ProgressRecord) -> None:
        values = {
            "card": record.card,
            "last_result": record.last_result.value,
            "due": _naive_utc(record.due),
            "reviews": record.reviews,
            "updated_at": _naive_utc(record.updated or datetime.now(UTC)),
        }
        key = {"learner": record.learner, "lesson": record.lesson_id, "exercise": record.exercise_id}
        with self.archive.begin() as connection:
            # One statement, inserting or replacing: an update then an insert let two studios answering the same
            # exercise at once both find no row and the second fail on the uniqueness rule (PostgreSQL).
            statement: sa.Insert
            if connection.dialect.name == "postgresql":
                upsert = postgresql.insert(self.table).values(**key, **values)
                statement = upsert.on_conflict_do_update(index_elements=list(key), set_=values)
            else:
                upsert_sqlite = sqlite.insert(self.table).values(**key, **values)
                statement = upsert_sqlite.on_conflict_do_update(index_elements=list(key), set_=values)
            connection.execute(statement)

    def records(self, learner: str, lesson_id: str | None = None) -> list[ProgressRecord]:
        with self.archive.engine.connect() as connection:
            return [self._record(row) for row in connection.execute(self._select(learner, lesson_id))]

    def delete(self, learner: str, lesson_id: str | None = None) -> int:
        c = self.table.c
        condition = c.learner == learner
        if lesson_id is not None:
            condition = condition & (c.lesson == lesson_id)
        with self.archive.begin() as connection:
            return int(connection.execute(sa.delete(self.table).where(condition)).rowcount or 0)


def progress(store: ProgressStore | None = None) -> Progress:
    """Make a :class:`Progress` with the FSRS scheduler, on ``store`` (in memory when none is given)."""
    return Progress(store if store is not None else MemoryProgressStore(), FsrsScheduler())
