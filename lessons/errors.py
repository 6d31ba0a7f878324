"""The lessons' errors, members of the library's one family (:class:`notation.errors.TrictracError`)."""

from __future__ import annotations

from notation.errors import TrictracError

__all__ = [
    "AnswerKindError",
    "ExerciseError",
    "LessonError",
    "SessionError",
    "UnknownExerciseError",
    "UnknownLessonError",
]


class LessonError(TrictracError):
    """Raised for a lesson file that cannot be read: bad TOML, a missing field, a bad code; says which file."""

    code = "bad-lesson"


class ExerciseError(LessonError):
    """Raised for an exercise the engine cannot solve as written (a missing code, an unknown kind…).

    ``exercise`` is the exercise's id.
    """

    code = "bad-exercise"

    def __init__(self, message: str, exercise: str) -> None:
        super().__init__(f"{exercise}: {message}", exercise=exercise)
        self.exercise = exercise


class UnknownExerciseError(LessonError, KeyError):
    """Raised when a lesson has no exercise of the id asked; ``lesson`` and ``exercise`` are the ids."""

    code = "unknown-exercise"

    def __init__(self, lesson: str, exercise: str) -> None:
        super().__init__(f"lesson {lesson} has no exercise {exercise!r}", lesson=lesson, exercise=exercise)
        self.lesson = lesson
        self.exercise = exercise

    def __str__(self) -> str:
        return self.message


class UnknownLessonError(LessonError, KeyError):
    """Raised when no lesson has the id asked; ``lesson`` is that id."""

    code = "unknown-lesson"

    def __init__(self, lesson: str) -> None:
        super().__init__(f"no lesson has the id {lesson!r}", lesson=lesson)
        self.lesson = lesson

    def __str__(self) -> str:
        return self.message


class AnswerKindError(LessonError, TypeError):
    """Raised when an exercise is answered with the wrong kind of answer (a calling error of the interface).

    ``kind`` is the exercise's kind, ``expected`` what answers it.
    """

    code = "answer-kind"

    def __init__(self, kind: str, expected: str) -> None:
        super().__init__(f"a {kind} exercise is answered with {expected}", kind=kind, expected=expected)
        self.kind = kind
        self.expected = expected


class SessionError(TrictracError, RuntimeError):
    """Raised for an action the session's state does not allow (answering a solved exercise…)."""

    code = "session-state"
