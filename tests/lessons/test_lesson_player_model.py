"""The lesson player's state and decisions without a window (:mod:`lessons.player_model`): what Enter does and the
buttons allow in each state, what is said and marked after each gesture, what comes next, the drill's next batch,
the learner's progress and reviews, and how the board shows each kind of exercise."""

from __future__ import annotations

import subprocess
import sys
from datetime import timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lessons.answers import Solution
from lessons.feedback import Feedback
from lessons.loader import load_lessons
from lessons.model import Answer, Exercise, Kind, Lesson
from lessons.player_model import (
    Buttons,
    Gesture,
    Header,
    LessonPlayerModel,
    Mode,
    Retried,
    Tally,
    board_look,
    sheet_lines,
    table_lines,
)
from lessons.progress import Outcome
from lessons.runner import Session, State
from notation.notations import Notation, Orientation
from studio.review.scheduler import progress as fsrs_progress
from tests.support.clock import START, Clock

LESSONS = load_lessons()


def _lesson(lesson_id: str) -> Lesson:
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id)


def _model(clock: Clock | None = None, lessons: tuple[Lesson, ...] = LESSONS) -> LessonPlayerModel:
    return LessonPlayerModel(lessons, fsrs_progress(), clock=clock or Clock(), learner="Abel")


def _naming() -> LessonPlayerModel:
    """A model playing the lesson on the points' names (each answer a name: a wrong one is easy to give)."""
    model = _model()
    model.open("notations")
    assert model.start_lesson() is not None
    return model


def _right(model: LessonPlayerModel) -> Answer:
    assert model.session is not None
    return model.session.solution.answer


def test_the_model_imports_no_qt() -> None:
    code = "import lessons.player_model, sys; print(any(m.startswith('PySide6') for m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == "False\n"


# -- what Enter does and the buttons allow -------------------------------------------------------------


@pytest.mark.parametrize(
    ("state", "mode", "gesture", "buttons"),
    [
        (State.ASKING, Mode.LESSON, Gesture.CHECK, Buttons(check=True, hint=True, solution=True, next=True)),
        (State.DETAIL, Mode.LESSON, Gesture.CHECK, Buttons(check=True, hint=True, solution=True, next=True)),
        (State.WRONG, Mode.LESSON, Gesture.RETRY, Buttons(hint=True, retry=True, solution=True, next=True)),
        (State.SOLVED, Mode.LESSON, Gesture.NEXT, Buttons(next=True)),
        (State.REVEALED, Mode.REVIEW, Gesture.NEXT, Buttons(next=True)),
        (State.FINISHED, Mode.LESSON, None, Buttons()),
        (State.FINISHED, Mode.DRILL, None, Buttons(next=True)),  # the drill goes on: a new batch
    ],
)
def test_enter_and_the_buttons_follow_the_state(
    state: State, mode: Mode, gesture: Gesture | None, buttons: Buttons
) -> None:
    model = _model()
    session = Session(_lesson("notations").exercises[:1])
    model.play(session, mode)
    session.state = state
    assert model.enter() is gesture
    assert model.buttons() == buttons
    assert model.answering() is (state in (State.ASKING, State.DETAIL))


def test_nothing_played_allows_nothing() -> None:
    model = _model()
    assert (model.state(), model.exercise(), model.enter(), model.buttons()) == (None, None, None, Buttons())
    assert model.submit("B1") is None and model.hint() is None and not model.retry()
    assert model.reveal() is None and not model.next() and model.header("fr") is None


# -- the gestures ---------------------------------------------------------------------------------


def test_a_right_answer_is_said_marked_and_recorded() -> None:
    model = _naming()
    exercise = model.exercise()
    assert exercise is not None
    feedback = model.submit(_right(model))
    assert isinstance(feedback, Feedback) and feedback.correct
    assert model.state() is State.SOLVED and model.said == [feedback]
    assert all(kind == "vrai" for kind in model.marks.values())
    assert exercise.id in model.progress.done("Abel", "notations")
    assert model.submit(_right(model)) is None  # answered already


def test_a_wrong_answer_then_a_hint_a_retry_and_the_solution() -> None:
    model = _naming()
    feedback = model.submit("B13")
    assert feedback is not None and not feedback.correct
    assert model.state() is State.WRONG and model.said == [feedback]
    assert set(model.marks.values()) <= {"faux"}
    hint = model.hint()
    assert hint is not None and model.hints == [hint]
    assert all(model.marks[point] == "target" for point in hint.highlights)
    assert model.retry() and model.said == [Retried()]
    assert set(model.marks.values()) <= {"target"}  # the feedback's marks go, the hints' stay
    assert not model.retry()  # not wrong any more
    solution = model.reveal()
    assert isinstance(solution, Solution) and model.said == [Retried(), solution]
    assert model.state() is State.REVEALED
    assert all(model.marks[point] == "plein" for point in solution.highlights)
    assert model.session is not None and model.session.results[-1].outcome is Outcome.MISSED


def test_hints_run_out() -> None:
    model = _naming()
    given_hints = []
    while (hint := model.hint()) is not None:
        given_hints.append(hint)
    assert model.hints == given_hints and not model.buttons().hint
    assert model.session is not None and model.session.hints_left == 0


def test_the_last_exercise_leads_to_the_tally_and_a_drill_asks_a_new_batch() -> None:
    lesson = _lesson("notations")
    for mode in (Mode.LESSON, Mode.DRILL):
        model = _model()
        model.open(lesson.id)
        model.play(Session(lesson.exercises[:2]), mode)
        model.submit(_right(model))
        assert model.next() and model.said == [] and model.marks == {} and model.hints == []
        model.reveal()
        assert model.next()
        assert model.state() is State.FINISHED and model.exercise() is None
        assert model.said == [Tally(first=1, helped=0, missed=1)]
        assert model.wants_batch() is (mode is Mode.DRILL)
        assert not model.next()  # over already


def test_the_header_names_the_mode_the_lesson_and_the_number() -> None:
    model = _naming()
    exercise, session = model.exercise(), model.session
    assert exercise is not None and session is not None
    title = _lesson("notations").title.get("fr")
    assert model.header("fr") == Header(None, title, 1, len(session.exercises), exercise.source)
    model.play(Session(_lesson("notations").exercises[1:3]), "review")
    header = model.header("en")
    assert header is not None and (header.mode, header.number, header.count) == (Mode.REVIEW, 1, 2)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(["right", "wrong", "hint", "retry", "reveal", "next", "enter"]), max_size=25))
def test_any_gestures_keep_the_model_coherent(gestures: list[str]) -> None:
    model = _naming()
    for gesture in gestures:
        if gesture == "right" and model.session is not None and model.exercise() is not None:
            model.submit(_right(model))
        elif gesture == "wrong" and model.exercise() is not None and isinstance(_right(model), str):
            model.submit("N13" if _right(model) == "B13" else "B13")  # a point's name, not the one asked
        elif gesture == "hint":
            model.hint()
        elif gesture == "retry":
            model.retry()
        elif gesture == "reveal":
            model.reveal()
        elif gesture == "next":
            model.next()
        state = model.state()
        buttons = model.buttons()
        assert buttons.check == (state in (State.ASKING, State.DETAIL))
        assert buttons.retry == (state is State.WRONG)
        assert set(model.marks.values()) <= {"target", "vrai", "faux", "plein"}
        if state is State.FINISHED:
            assert model.said and isinstance(model.said[0], Tally) and not buttons.next
        assert model.session is not None
        # One outcome at most an exercise (one skipped with Next has none).
        assert len(model.session.results) <= model.session.index + 1
        assert len({result.exercise.id for result in model.session.results}) == len(model.session.results)


# -- choosing what to play, and the learner's progress ---------------------------------------------


def test_a_lesson_starts_with_its_due_reviews_then_its_unsolved_exercises_then_all() -> None:
    clock = Clock()
    model = _model(clock)
    lesson = _lesson("notations")
    model.start_lesson(lesson.id)
    assert model.lesson is lesson and model.mode is Mode.LESSON
    assert model.session is not None and model.session.exercises == lesson.exercises
    while model.exercise() is not None:
        model.submit(_right(model))
        model.next()
    assert model.solved_count(lesson) == len(lesson.exercises)
    model.start_lesson()  # every one solved, none due: all again
    assert model.session is not None and model.session.exercises == lesson.exercises


def test_reviews_come_due_and_a_record_of_a_vanished_exercise_is_not_counted() -> None:
    clock = Clock()
    model = _model(clock, lessons=(_lesson("notations"),))
    assert model.start_review() is None and model.session is None  # nothing due: nothing changes
    model.start_lesson("notations")
    model.reveal()  # missed: due again soon
    clock.now = START + timedelta(days=3)
    assert model.due_count("notations") >= 1 and model.due_count() == model.due_count("notations")
    assert model.start_review() is not None and model.mode is Mode.REVIEW
    fewer = LessonPlayerModel((_lesson("tablier"),), model.progress, clock=clock, learner="Abel")
    assert fewer.due_count() == 0  # the notations' records are not of its lessons
    assert model.reset("notations") >= 1 and model.due_count() == 0


@pytest.mark.parametrize(
    ("name", "changed", "learner"), [("Abel", False, "Abel"), ("  Zoé ", True, "Zoé"), ("", True, "")]
)
def test_the_learner_changes_for_the_session_too(name: str, changed: bool, learner: str) -> None:
    model = _naming()
    assert model.set_learner(name) is changed
    assert model.learner == learner and model.session is not None and model.session.learner == learner


def test_the_drills_lesson_is_the_chosen_one_else_the_first() -> None:
    model = _model()
    assert model.drill_lesson() is LESSONS[0] and model.lesson is LESSONS[0]
    model.open("notations")
    assert model.drill_lesson() is _lesson("notations")
    batch = list(_lesson("notations").exercises[:2])
    session = model.play_drill(batch)
    assert model.mode is Mode.DRILL and session.exercises == tuple(batch)
    with pytest.raises(KeyError):
        model.lesson_by_id("no-such-lesson")


# -- how the board shows an exercise ----------------------------------------------------------------


def _first(kind: Kind) -> Exercise:
    return next(exercise for lesson in LESSONS for exercise in lesson.exercises if exercise.kind is kind)


@pytest.mark.parametrize(
    ("kind", "notation", "scored", "turned"),
    [
        (Kind.NAME_POINT, Notation.BN, False, True),
        (Kind.JAN_OF, Notation.BN, False, False),
        (Kind.PLAY, None, False, False),
        (Kind.ANNOUNCE, None, False, False),
        (Kind.MARK, None, True, False),
    ],
)
def test_the_board_of_each_kind(kind: Kind, notation: Notation | None, scored: bool, turned: bool) -> None:
    exercise = _first(kind)
    learners_orientation = Orientation()
    for learners in Notation:
        look = board_look(exercise, learners_orientation, learners)
        assert look.notation is (notation or learners)
        assert look.shows_score is scored
        if not turned:
            assert look.orientation is learners_orientation


def test_the_scoresheets_lines() -> None:
    settle = _first(Kind.SETTLE)
    players, lines = sheet_lines(settle)
    assert players and lines and all(" = " in line for line in lines)
    table = _first(Kind.TABLE)
    french, english = table_lines(table, "fr"), table_lines(table, "en")
    assert len(french) == len(english)
    assert all(" contre " in line for line in french) and all(" v " in line for line in english)
