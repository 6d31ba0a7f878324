"""The lessons' spaced-repetition scheduler: an adapter of the FSRS library (package ``fsrs``) to
:class:`lessons.progress.Scheduler`.

``lessons`` may import only ``notation``, so the scheduler is handed to its
:class:`lessons.progress.Progress` from here.  Cards are kept as FSRS's own
JSON, so the archive stores them as text.  Fuzzing is off so that a review
gives the same due date every time (reproducible tests, predictable lessons).
"""

from __future__ import annotations

import hashlib
from datetime import datetime, timedelta

from fsrs import Card, Rating, Scheduler

from lessons.progress import MemoryProgressStore, Progress, ProgressStore
from lessons.progress import Rating as LessonRating

__all__ = ["FsrsScheduler", "progress"]

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


def progress(store: ProgressStore | None = None) -> Progress:
    """A :class:`Progress` with the FSRS scheduler, on ``store`` (in memory when none is given)."""
    return Progress(store if store is not None else MemoryProgressStore(), FsrsScheduler())
