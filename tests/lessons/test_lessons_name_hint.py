"""Lesson 2 (the notations): the hint of a naming exercise teaches the notation asked.

The board of a naming exercise shows the B/N names (the question gives the flèche in B/N, and the notation asked
on the board would show the answer): its hint names the marked flèche's neighbours in the notation asked, so the
learner counts from them, and never gives the answer itself.  The names are the engine's
(:func:`notation.notations.point_name`), never written here.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lessons.answers import notation_of, orientation_of, solve
from lessons.drill import drill
from lessons.feedback import hints_for
from lessons.loader import load_lessons
from lessons.model import Exercise, Kind
from notation.board import Point
from notation.notations import Notation, point_name

NAMING = [
    e
    for lesson in load_lessons()
    for e in lesson.exercises
    if e.kind is Kind.NAME_POINT and notation_of(e) is not Notation.BN
]


def check_hint(exercise: Exercise) -> None:
    solution = solve(exercise)
    point = solution.highlights[0]
    notation, orientation = notation_of(exercise), orientation_of(exercise)
    hints = hints_for(exercise, solution)
    hint = hints[-1]
    assert hint.highlights == (point,)  # the flèche marked on the board
    neighbours = [Point(point.side, n) for n in (point.number - 1, point.number + 1) if 1 <= n <= 12]
    for text in (hint.text.en, hint.text.fr):
        assert point.name in text and "B/N" in text
    for neighbour in neighbours:
        name = point_name(neighbour, notation, orientation)
        assert f"{neighbour.name} is called {name}" in hint.text.en
        assert f"{neighbour.name} s'y nomme {name}" in hint.text.fr
    answer = str(solution.answer)
    for text in (hint.text.en, hint.text.fr):
        assert f"called {answer}" not in text and f"nomme {answer}" not in text
        assert "The flèche is marked on the board." not in text


def test_the_lessons_ask_names_in_the_letter_notations() -> None:
    assert {notation_of(e) for e in NAMING} >= {Notation.SOUMILLE, Notation.LEPEINTRE}


@pytest.mark.parametrize("exercise", NAMING, ids=lambda e: e.id)
def test_a_naming_hint_names_the_neighbours_in_the_notation_asked(exercise: Exercise) -> None:
    check_hint(exercise)


@given(st.integers(min_value=0, max_value=10_000))
def test_a_drilled_naming_hint_names_the_neighbours_too(seed: int) -> None:
    lesson = next(lesson for lesson in load_lessons() if lesson.id == "notations")
    for exercise in drill(lesson, seed, count=4):
        if exercise.kind is Kind.NAME_POINT and notation_of(exercise) is not Notation.BN:
            check_hint(exercise)
