"""A learner's progress: one record per exercise tried, scheduled for review by a spaced-repetition scheduler.

The scheduling itself is not written here: a kept library does it (FSRS,
through the adapter ``studio.review.scheduler.FsrsScheduler``), handed in as
a :class:`Scheduler`.  The records are kept by a :class:`ProgressStore`:
:class:`MemoryProgressStore` here, the archive's lesson-progress table in the
application.  ``lessons`` imports neither.

A missed exercise is rated *again* and so comes back within minutes; one
solved after hints or retries is *hard*; one solved at the first try is
*good*, and comes back days later.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol

__all__ = [
    "MemoryProgressStore",
    "Outcome",
    "Progress",
    "ProgressRecord",
    "ProgressStore",
    "Rating",
    "Scheduler",
    "utc_now",
]


def utc_now() -> datetime:
    return datetime.now(UTC)


class Outcome(enum.Enum):
    """How an exercise went."""

    FIRST_TRY = "first_try"
    """Right at the first answer, with no hint."""
    WITH_HELP = "with_help"
    """Right after a wrong answer, a second try or hints."""
    MISSED = "missed"
    """The solution was revealed, or the learner gave up after a wrong answer."""


class Rating(enum.Enum):
    """The grades a spaced-repetition scheduler takes (FSRS's Again, Hard, Good)."""

    AGAIN = "again"
    HARD = "hard"
    GOOD = "good"


RATING_OF = {Outcome.FIRST_TRY: Rating.GOOD, Outcome.WITH_HELP: Rating.HARD, Outcome.MISSED: Rating.AGAIN}


class Scheduler(Protocol):
    """A spaced-repetition scheduler whose cards are JSON text (so any store can keep them)."""

    def new_card(self, key: str, now: datetime) -> str:
        """Return a new card for the exercise ``key``, due at ``now``."""
        ...

    def review(self, card: str, rating: Rating, now: datetime) -> str:
        """Return the card after a review graded ``rating`` at ``now``."""
        ...

    def due(self, card: str) -> datetime:
        """Tell when the card is next due (timezone-aware)."""
        ...


@dataclass(frozen=True, slots=True)
class ProgressRecord:
    """One learner's state on one exercise: the scheduler's card (JSON), the last result and when."""

    learner: str
    lesson_id: str
    exercise_id: str
    card: str
    last_result: Outcome
    due: datetime
    reviews: int = 1
    updated: datetime | None = None


class ProgressStore(Protocol):
    """Where progress records are kept (the archive's lesson-progress table, or memory)."""

    def get(self, learner: str, lesson_id: str, exercise_id: str) -> ProgressRecord | None: ...

    def put(self, record: ProgressRecord) -> None: ...

    def records(self, learner: str, lesson_id: str | None = None) -> list[ProgressRecord]: ...

    def delete(self, learner: str, lesson_id: str | None = None) -> int:
        """Remove a learner's records (of one lesson, or all); returns how many went."""
        ...


class MemoryProgressStore:
    """A :class:`ProgressStore` in memory, for tests and for a session without an archive."""

    def __init__(self) -> None:
        self._records: dict[tuple[str, str, str], ProgressRecord] = {}

    def get(self, learner: str, lesson_id: str, exercise_id: str) -> ProgressRecord | None:
        return self._records.get((learner, lesson_id, exercise_id))

    def put(self, record: ProgressRecord) -> None:
        self._records[record.learner, record.lesson_id, record.exercise_id] = record

    def records(self, learner: str, lesson_id: str | None = None) -> list[ProgressRecord]:
        return [
            record
            for (who, lesson, _), record in sorted(self._records.items())
            if who == learner and (lesson_id is None or lesson == lesson_id)
        ]

    def delete(self, learner: str, lesson_id: str | None = None) -> int:
        keys = [k for k in self._records if k[0] == learner and (lesson_id is None or k[1] == lesson_id)]
        for key in keys:
            del self._records[key]
        return len(keys)


class Progress:
    """Records outcomes, schedules reviews and answers "what is due?" for a learner."""

    def __init__(self, store: ProgressStore, scheduler: Scheduler, clock: Callable[[], datetime] = utc_now) -> None:
        self.store = store
        self.scheduler = scheduler
        self.clock = clock

    def record(
        self, learner: str, lesson_id: str, exercise_id: str, outcome: Outcome, now: datetime | None = None
    ) -> ProgressRecord:
        """Grade one exercise for ``learner`` and reschedule it."""
        moment = now or self.clock()
        previous = self.store.get(learner, lesson_id, exercise_id)
        card = previous.card if previous else self.scheduler.new_card(f"{lesson_id}/{exercise_id}", moment)
        card = self.scheduler.review(card, RATING_OF[outcome], moment)
        record = ProgressRecord(
            learner,
            lesson_id,
            exercise_id,
            card,
            outcome,
            self.scheduler.due(card),
            (previous.reviews + 1) if previous else 1,
            moment,
        )
        self.store.put(record)
        return record

    def due(self, learner: str, lesson_id: str | None = None, now: datetime | None = None) -> list[ProgressRecord]:
        """Return the exercises due for review at ``now``, the most overdue first."""
        moment = now or self.clock()
        due = [record for record in self.store.records(learner, lesson_id) if record.due <= moment]
        return sorted(due, key=lambda record: (record.due, record.lesson_id, record.exercise_id))

    def missed(self, learner: str, lesson_id: str | None = None) -> list[ProgressRecord]:
        """Return the exercises whose last result was a miss."""
        return [r for r in self.store.records(learner, lesson_id) if r.last_result is Outcome.MISSED]

    def done(self, learner: str, lesson_id: str) -> set[str]:
        """Return the exercises of a lesson the learner has solved (last result not a miss)."""
        return {r.exercise_id for r in self.store.records(learner, lesson_id) if r.last_result is not Outcome.MISSED}

    def reset(self, learner: str, lesson_id: str | None = None) -> int:
        """Forget a learner's progress (in one lesson, or everywhere); returns the records removed."""
        return self.store.delete(learner, lesson_id)
