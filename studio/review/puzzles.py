"""The puzzles of the archive served with the lessons' spaced repetition.

They are served by the FSRS scheduler of :mod:`studio.review.scheduler`, as the exercises of a lesson named
:data:`PUZZLES_LESSON`.

:func:`puzzle_order` says which to serve: those due for review first (the most overdue first), then those never
tried, the costliest error first; a puzzle answered and not yet due again waits.  :func:`record_answer` grades
one: right at the first answer is *first try*, a wrong answer a *miss* (it comes back soon).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from lessons.progress import Outcome, Progress, ProgressRecord, utc_now
from studio.store.puzzles import StoredPuzzle

__all__ = ["PUZZLES_LESSON", "puzzle_order", "record_answer"]

PUZZLES_LESSON = "archive-puzzles"
"""The lesson id under which the puzzles' progress is kept."""


def puzzle_order(
    puzzles: Sequence[StoredPuzzle], progress: Progress, learner: str, now: datetime | None = None
) -> list[StoredPuzzle]:
    """Order the puzzles to serve now: the due ones (most overdue first), then the new ones (costliest first).

    ``puzzles`` come so from :func:`studio.store.puzzles.list_puzzles`."""
    moment = now or utc_now()
    by_id = {str(puzzle.id): puzzle for puzzle in puzzles}
    seen: dict[str, ProgressRecord] = {r.exercise_id: r for r in progress.store.records(learner, PUZZLES_LESSON)}
    due = [by_id[r.exercise_id] for r in progress.due(learner, PUZZLES_LESSON, moment) if r.exercise_id in by_id]
    new = [puzzle for puzzle in puzzles if str(puzzle.id) not in seen]
    return due + new


def record_answer(progress: Progress, learner: str, puzzle: StoredPuzzle, right: bool) -> ProgressRecord:
    """Grade ``puzzle`` for ``learner`` and schedule its next review."""
    return progress.record(learner, PUZZLES_LESSON, str(puzzle.id), Outcome.FIRST_TRY if right else Outcome.MISSED)
