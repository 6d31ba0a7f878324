"""The learners' lesson progress kept in the studio's settings, as JSON: a :class:`lessons.progress.ProgressStore`.

The archive's ``lesson_progress`` table has no learner and no scheduler card
yet, so the studio keeps the records with its settings: they survive a
restart and follow the user's settings file.  Records are written back on
every change (a handful of exercises a minute, a few kilobytes).

>>> from datetime import UTC, datetime
>>> from lessons.progress import Outcome, ProgressRecord
>>> from studio.ui.settings import Settings
>>> settings = Settings.memory()
>>> store = SettingsProgressStore(settings)
>>> moment = datetime(2024, 5, 1, tzinfo=UTC)
>>> store.put(ProgressRecord("Ann", "tablier", "b1", "{}", Outcome.FIRST_TRY, moment))
>>> [r.exercise_id for r in SettingsProgressStore(settings).records("Ann")]
['b1']
>>> SettingsProgressStore(settings).delete("Ann"), SettingsProgressStore(settings).records("Ann")
(1, [])
"""

from __future__ import annotations

import json
from datetime import datetime

from lessons.progress import MemoryProgressStore, Outcome, ProgressRecord
from studio.ui.settings import Settings

__all__ = ["SettingsProgressStore", "record_from_json", "record_to_json"]


def record_to_json(record: ProgressRecord) -> dict[str, object]:
    return {
        "learner": record.learner,
        "lesson": record.lesson_id,
        "exercise": record.exercise_id,
        "card": record.card,
        "result": record.last_result.value,
        "due": record.due.isoformat(),
        "reviews": record.reviews,
        "updated": record.updated.isoformat() if record.updated is not None else None,
    }


def record_from_json(data: object) -> ProgressRecord | None:
    """Read a record back, or None for an entry that cannot be read (it is dropped, never fatal)."""
    if not isinstance(data, dict):
        return None
    try:
        updated = data.get("updated")
        return ProgressRecord(
            str(data["learner"]),
            str(data["lesson"]),
            str(data["exercise"]),
            str(data["card"]),
            Outcome(data["result"]),
            datetime.fromisoformat(str(data["due"])),
            int(data.get("reviews", 1)),
            datetime.fromisoformat(updated) if isinstance(updated, str) else None,
        )
    except (KeyError, ValueError, TypeError):
        return None


class SettingsProgressStore(MemoryProgressStore):
    """The records of every learner, loaded from ``settings`` once and saved back after each change."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        text = settings.lesson_progress
        try:
            items = json.loads(text) if text else []
        except json.JSONDecodeError:
            items = []
        for item in items if isinstance(items, list) else []:
            record = record_from_json(item)
            if record is not None:
                super().put(record)

    def _save(self) -> None:
        everyone = sorted({learner for learner, _lesson, _exercise in self._records})
        items = [record_to_json(record) for learner in everyone for record in self.records(learner)]
        self.settings.lesson_progress = json.dumps(items, ensure_ascii=False)

    def put(self, record: ProgressRecord) -> None:
        super().put(record)
        self._save()

    def delete(self, learner: str, lesson_id: str | None = None) -> int:
        removed = super().delete(learner, lesson_id)
        if removed:
            self._save()
        return removed
