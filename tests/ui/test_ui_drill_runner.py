"""The lesson player's collaborator: the drill's batches made in the background, and the sessions' bookkeeping."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from lessons.loader import load_lessons
from lessons.model import Lesson
from lessons.player_model import drill_session, lesson_session, tally
from lessons.progress import MemoryProgressStore, Outcome, utc_now
from lessons.runner import ExerciseResult
from studio.review.scheduler import progress as fsrs_progress
from studio.ui.lesson_windows.drill_runner import DrillRunner


@pytest.fixture(scope="module")
def tablier() -> Lesson:
    return next(lesson for lesson in load_lessons() if lesson.id == "tablier")


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        ((), (0, 0, 0)),
        ((Outcome.FIRST_TRY,), (1, 0, 0)),
        ((Outcome.FIRST_TRY, Outcome.WITH_HELP, Outcome.MISSED, Outcome.MISSED), (1, 1, 2)),
        ((Outcome.WITH_HELP,) * 3, (0, 3, 0)),
    ],
)
def test_the_tally_counts_each_outcome(
    tablier: Lesson, outcomes: tuple[Outcome, ...], expected: tuple[int, ...]
) -> None:
    results = [ExerciseResult(tablier.exercises[0], outcome, 1, 0) for outcome in outcomes]
    counts = tally(results)
    assert (counts.first, counts.helped, counts.missed) == expected


def test_a_fresh_learners_lesson_session_plays_every_exercise_and_a_drill_session_records_in_the_lesson(
    tablier: Lesson,
) -> None:
    progress = fsrs_progress(MemoryProgressStore())
    session = lesson_session(tablier, "Abel", progress, utc_now)
    assert [e.id for e in session.exercises] == [e.id for e in tablier.exercises]
    assert session.progress is progress
    drilled = drill_session(tablier, tablier.exercises[:2], "Abel", progress, utc_now)
    assert drilled.progress is progress and drilled.stand_in is not None and len(drilled.exercises) == 2


def test_the_runner_makes_one_batch_at_a_time_each_from_the_next_seed(qtbot: QtBot, tablier: Lesson) -> None:
    runner = DrillRunner(batch=2)
    busy: list[bool] = []
    runner.busyChanged.connect(busy.append)
    with qtbot.waitSignal(runner.ready, timeout=60000) as ready:
        assert runner.start(tablier, seed=5)
        assert runner.busy and not runner.start(tablier, seed=9) and not runner.next_batch(tablier)
    assert runner.seed == 5 and not runner.busy and busy == [True, False]
    first = ready.args[0]
    assert first and all(exercise.lesson == "tablier" for exercise in first)
    with qtbot.waitSignal(runner.ready, timeout=60000) as again:
        assert runner.next_batch(tablier)
    assert runner.seed == 6 and [e.id for e in again.args[0]] != [e.id for e in first]
    runner.wait()  # the threads end before the runner goes
