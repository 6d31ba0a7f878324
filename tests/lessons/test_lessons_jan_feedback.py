"""Lesson 1 (the tablier): a wrong jan is told why, and the hints teach how to place a flèche.

The flèche is marked on the board as soon as the exercise shows: a hint that only marks it again teaches
nothing.  Every expected answer is the engine's (the session's solution); the wrong answers are every other
jan and table.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lessons.answers import JAN_NAMES, solve
from lessons.feedback import hints_for, judge
from lessons.loader import load_lessons
from lessons.model import Exercise, JanAnswer, Kind
from notation.board import Colour, Point, Table, point_of_step, step_of

JAN_EXERCISES = [e for lesson in load_lessons() for e in lesson.exercises if e.kind is Kind.JAN_OF]
JANS = ("petit", "grand", "grand_adverse", "retour")
SPANS = {"petit": (1, 6), "grand": (7, 12), "grand_adverse": (13, 18), "retour": (19, 24)}


def _colour(exercise: Exercise) -> Colour:
    return Colour.parse(str(exercise.data.get("colour", "white")))


def test_lesson_one_asks_jans() -> None:
    assert len(JAN_EXERCISES) >= 4


@pytest.mark.parametrize("exercise", JAN_EXERCISES, ids=lambda e: e.id)
@pytest.mark.parametrize("wrong", JANS)
def test_a_wrong_jan_says_where_the_flèche_stands_and_where_the_answered_jan_lies(
    exercise: Exercise, wrong: str
) -> None:
    solution = solve(exercise)
    expected = solution.answer
    assert isinstance(expected, JanAnswer)
    if wrong == expected.jan:
        return
    feedback = judge(exercise, solution, JanAnswer(wrong, expected.table))
    assert not feedback.correct
    (line,) = feedback.lines
    colour, point = _colour(exercise), solution.highlights[0]
    step = step_of(colour, point)
    for text, words in ((line.en, JAN_NAMES[expected.jan].en), (line.fr, JAN_NAMES[expected.jan].fr)):
        assert point.name in text and str(step) in text and words in text
        for jan in (expected.jan, wrong):  # the right jan's flèches, and those of the jan answered
            first, last = SPANS[jan]
            span = f"{point_of_step(colour, first).name}–{point_of_step(colour, last).name}"
            assert span in text, (span, text)
    assert "Not the right jan:" in line.en and "Le jan n'est pas le bon\u202f:" in line.fr


@pytest.mark.parametrize("exercise", JAN_EXERCISES, ids=lambda e: e.id)
def test_a_wrong_table_says_that_the_number_decides(exercise: Exercise) -> None:
    solution = solve(exercise)
    expected = solution.answer
    assert isinstance(expected, JanAnswer)
    other = Table.GRANDS_JANS if expected.table is Table.PETITS_JANS else Table.PETITS_JANS
    (line,) = judge(exercise, solution, JanAnswer(expected.jan, other)).lines
    number = solution.highlights[0].number
    assert f"numbered {number}" in line.en and "1 to 6" in line.en and "7 to 12" in line.en
    assert f"numéro {number}" in line.fr


@pytest.mark.parametrize("exercise", JAN_EXERCISES, ids=lambda e: e.id)
def test_the_hints_teach_the_path_not_the_mark_already_shown(exercise: Exercise) -> None:
    solution = solve(exercise)
    hints = hints_for(exercise, solution)
    assert hints
    # The board marks the flèche from the start: no hint only marks it again.
    assert all(not hint.highlights for hint in hints)
    colour = _colour(exercise)
    path = hints[0].text.en
    for first, last in SPANS.values():
        assert f"{point_of_step(colour, first).name}–{point_of_step(colour, last).name}" in path
        assert f"flèches {first} to {last}" in path
    assert any("1 to 6" in hint.text.en and "7 to 12" in hint.text.en for hint in hints)


@given(
    st.sampled_from(list(Colour)),
    st.sampled_from([p for p in (Point.from_name(f"{s}{n}") for s in "BN" for n in range(1, 13))]),
    st.sampled_from(JANS),
)
def test_any_flèche_a_wrong_jan_names_its_step(colour: Colour, point: Point, wrong: str) -> None:
    exercise = Exercise("x", Kind.JAN_OF, JAN_EXERCISES[0].prompt, data={"point": point.name, "colour": colour.value})
    solution = solve(exercise)
    expected = solution.answer
    assert isinstance(expected, JanAnswer)
    feedback = judge(exercise, solution, JanAnswer(wrong, expected.table))
    assert feedback.correct is (wrong == expected.jan)
    if not feedback.correct:
        step = step_of(colour, point)
        assert f"the {step}" in feedback.lines[0].en and f"{colour.english}'s path" in feedback.lines[0].en
