"""The endless drill advances its lesson: a drilled exercise answered right counts as solving the lesson's first
exercise of its kind not yet solved, recorded (and so kept, and reviewed) like the lesson's own answers.

The answers are the engine's (:func:`lessons.answers.solve`); the drills are made from self-played parties.
"""

from __future__ import annotations

import pytest

from lessons.answers import solve
from lessons.drill import drill
from lessons.loader import load_lessons
from lessons.model import Lesson
from lessons.progress import MemoryProgressStore, Outcome, utc_now
from lessons.runner import Session, State
from studio.review.scheduler import progress as fsrs_progress

LESSONS = {lesson.id: lesson for lesson in load_lessons()}


def right(session: Session) -> None:
    exercise = session.current
    assert exercise is not None
    session.submit(solve(exercise).answer)
    assert session.state is State.SOLVED


@pytest.mark.slow
@pytest.mark.parametrize("lesson_id", ["tablier", "notations", "marquer"])
def test_each_drilled_exercise_answered_right_solves_one_more_of_the_lessons(lesson_id: str) -> None:
    lesson: Lesson = LESSONS[lesson_id]
    assert lesson.drill is not None
    kind = lesson.drill.kind
    own = [e.id for e in lesson.exercises if e.kind is kind]
    batch = [e for seed in range(1, 40) for e in drill(lesson, seed, 4) if e.kind is kind][: len(own) + 1]
    assert len(batch) == len(own) + 1
    progress = fsrs_progress(MemoryProgressStore())
    session = Session.drill(lesson, batch, learner="Abel", progress=progress, clock=utc_now)
    for count in range(1, len(own) + 1):
        right(session)
        assert progress.done("Abel", lesson.id) == set(own[:count])  # in the lesson's order
        session.next()
    right(session)  # every exercise of the kind is solved: one more answer right solves nothing more
    assert progress.done("Abel", lesson.id) == set(own)
    assert all(r.exercise_id in own for r in progress.store.records("Abel"))  # no drilled id recorded
    assert progress.done("Blaise", lesson.id) == set()


def test_a_drilled_exercise_missed_or_solved_with_help_counts_as_it_went() -> None:
    lesson = LESSONS["notations"]
    batch = drill(lesson, 7, 4)[:3]
    progress = fsrs_progress(MemoryProgressStore())
    session = Session.drill(lesson, batch, learner="Abel", progress=progress, clock=utc_now)
    session.reveal()  # missed: nothing recorded, nothing undone
    session.next()
    assert progress.store.records("Abel") == []
    session.hint()
    right(session)  # with help: solved with help
    (record,) = progress.store.records("Abel")
    assert record.last_result is Outcome.WITH_HELP and record.lesson_id == "notations"
    assert record.exercise_id == next(e.id for e in lesson.exercises if e.kind is batch[1].kind)
    session.learner = "Céleste"  # the learner changed mid-drill: his own progress
    session.next()
    right(session)
    assert len(progress.done("Céleste", "notations")) == 1
