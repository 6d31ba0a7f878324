"""A lesson session as a state machine, with no Qt: the lesson player (studio/ui) only draws it.

>>> from lessons.loader import load_lessons
>>> session = Session.for_lesson(load_lessons()[0])
>>> session.state
<State.ASKING: 'asking'>
>>> session.reveal().answer == session.solution.answer, session.state
(True, <State.REVEALED: 'revealed'>)

States: ``ASKING`` (the learner answers), ``DETAIL`` (an announcement's
totals were wrong: the second try gives the rencontres one by one),
``WRONG`` (he may :meth:`Session.retry`, ask a hint or reveal), ``SOLVED``,
``REVEALED`` (the solution was shown) and ``FINISHED`` (no exercise left).
Hints may be asked in ``ASKING``, ``DETAIL`` and ``WRONG``; each outcome is
recorded once per exercise in the injected :class:`lessons.progress.Progress`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from lessons.answers import Solution, solve
from lessons.errors import SessionError
from lessons.feedback import Feedback, Hint, hints_for, judge
from lessons.model import Announcement, Answer, Exercise, Lesson
from lessons.progress import Outcome, Progress, utc_now

__all__ = ["ExerciseResult", "Session", "SessionError", "State"]


class State(enum.Enum):
    ASKING = "asking"
    DETAIL = "detail"
    WRONG = "wrong"
    SOLVED = "solved"
    REVEALED = "revealed"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class ExerciseResult:
    """How one exercise of the session went."""

    exercise: Exercise
    outcome: Outcome
    attempts: int
    hints: int


class Session:
    """Exercises taken one after the other: answer, feedback, hints, retry, reveal, next."""

    def __init__(
        self,
        exercises: Sequence[Exercise],
        *,
        learner: str = "",
        progress: Progress | None = None,
        clock: Callable[[], datetime] = utc_now,
        stand_in: Callable[[Exercise, Outcome], Exercise | None] | None = None,
    ) -> None:
        self.exercises = tuple(exercises)
        self.learner = learner
        self.progress = progress
        self.clock = clock
        self.stand_in = stand_in
        """The exercise an outcome is recorded for, when not the one asked (the drill's: the lesson's exercise of
        its kind that a drilled one answered right stands for); None records nothing."""
        self.index = 0
        self.results: list[ExerciseResult] = []
        self._start()

    @classmethod
    def for_lesson(
        cls,
        lesson: Lesson,
        *,
        learner: str = "",
        progress: Progress | None = None,
        clock: Callable[[], datetime] = utc_now,
    ) -> Session:
        """Return a session over a lesson.

        The exercises due for review first (most overdue first), then the others."""
        exercises = list(lesson.exercises)
        if progress is not None:
            due = [r.exercise_id for r in progress.due(learner, lesson.id, clock())]
            done = progress.done(learner, lesson.id)
            first = [lesson.exercise(e) for e in due if any(x.id == e for x in exercises)]
            rest = [e for e in exercises if e.id not in due and e.id not in done]
            exercises = first + rest
        return cls(exercises, learner=learner, progress=progress, clock=clock)

    @classmethod
    def drill(
        cls,
        lesson: Lesson,
        batch: Sequence[Exercise],
        *,
        learner: str = "",
        progress: Progress | None = None,
        clock: Callable[[], datetime] = utc_now,
    ) -> Session:
        """Return a session over a batch of ``lesson``'s drill.

        A drilled exercise is not the lesson's, but one answered right (at the first try or with help) counts as solving
        the lesson's first exercise of its kind not yet solved, which is then recorded and reviewed as if answered: the
        drill advances the lesson.  A miss records nothing (it undoes no exercise solved)."""

        session = cls(batch, learner=learner, progress=progress, clock=clock)

        def stand_in(exercise: Exercise, outcome: Outcome) -> Exercise | None:
            if outcome is Outcome.MISSED or progress is None:
                return None
            done = progress.done(session.learner, lesson.id)  # the learner now (he may be changed mid-session)
            return next((e for e in lesson.exercises if e.kind is exercise.kind and e.id not in done), None)

        session.stand_in = stand_in
        return session

    @classmethod
    def review(
        cls,
        lessons: Sequence[Lesson],
        progress: Progress,
        *,
        learner: str = "",
        clock: Callable[[], datetime] = utc_now,
    ) -> Session:
        """Return a session of every exercise due for review, across the lessons."""
        by_lesson = {lesson.id: lesson for lesson in lessons}
        exercises = []
        for record in progress.due(learner, None, clock()):
            lesson = by_lesson.get(record.lesson_id)
            if lesson is not None and any(e.id == record.exercise_id for e in lesson.exercises):
                exercises.append(lesson.exercise(record.exercise_id))
        return cls(exercises, learner=learner, progress=progress, clock=clock)

    # -- reading --------------------------------------------------------------

    def _start(self) -> None:
        self.attempts = 0
        self.hints_used = 0
        self.last_feedback: Feedback | None = None
        self._recorded = False
        if self.index >= len(self.exercises):
            self.state = State.FINISHED
            self._solution: Solution | None = None
            self._hints: tuple[Hint, ...] = ()
            return
        self.state = State.ASKING
        self._solution = solve(self.exercises[self.index])
        self._hints = hints_for(self.exercises[self.index], self._solution)

    @property
    def current(self) -> Exercise | None:
        """The exercise being asked, or None when the session is finished."""
        return self.exercises[self.index] if self.index < len(self.exercises) else None

    @property
    def solution(self) -> Solution:
        if self._solution is None:
            raise SessionError("the session is finished")
        return self._solution

    @property
    def hints_left(self) -> int:
        return len(self._hints) - self.hints_used

    @property
    def remaining(self) -> int:
        return len(self.exercises) - self.index

    # -- acting ---------------------------------------------------------------

    def submit(self, answer: Answer) -> Feedback:
        """Judge an answer; in ``DETAIL`` an announcement must list its rencontres."""
        if self.state not in (State.ASKING, State.DETAIL):
            raise SessionError(f"no answer is expected now ({self.state.value}): retry or go on")
        exercise = self.current
        assert exercise is not None
        if self.state is State.DETAIL and isinstance(answer, Announcement) and answer.rencontres is None:
            raise SessionError("the second try gives the rencontres one by one")
        self.attempts += 1
        feedback = judge(exercise, self.solution, answer)
        self.last_feedback = feedback
        if feedback.correct:
            self.state = State.SOLVED
            clean = self.attempts == 1 and self.hints_used == 0
            self._record(Outcome.FIRST_TRY if clean else Outcome.WITH_HELP)
        elif feedback.ask_detail:
            self.state = State.DETAIL
        else:
            self.state = State.WRONG
        return feedback

    def hint(self) -> Hint | None:
        """Return the next rung of the hint ladder, or None when none is left."""
        if self.state not in (State.ASKING, State.DETAIL, State.WRONG):
            raise SessionError(f"no hint now ({self.state.value})")
        if self.hints_used >= len(self._hints):
            return None
        hint = self._hints[self.hints_used]
        self.hints_used += 1
        return hint

    def retry(self) -> None:
        """Answer again after a wrong answer (an announcement's retry keeps the detailed form)."""
        if self.state is not State.WRONG:
            raise SessionError(f"nothing to retry ({self.state.value})")
        detailed = self.current is not None and self.current.kind.value == "announce" and self.attempts >= 1
        self.state = State.DETAIL if detailed else State.ASKING

    def reveal(self) -> Solution:
        """Show the solution: the exercise counts as missed."""
        if self.state is State.FINISHED:
            raise SessionError("the session is finished")
        if self.state is not State.SOLVED:
            self.state = State.REVEALED
            self._record(Outcome.MISSED)
        return self.solution

    def next(self) -> Exercise | None:
        """Go to the next exercise; leaving one answered wrongly counts as a miss."""
        if self.state is State.FINISHED:
            return None
        if not self._recorded and self.attempts:
            self._record(Outcome.MISSED)
        self.index += 1
        self._start()
        return self.current

    def _record(self, outcome: Outcome) -> None:
        if self._recorded:
            return
        self._recorded = True
        exercise = self.current
        assert exercise is not None
        self.results.append(ExerciseResult(exercise, outcome, self.attempts, self.hints_used))
        if self.progress is not None:
            recorded = exercise if self.stand_in is None else self.stand_in(exercise, outcome)
            if recorded is not None:
                self.progress.record(self.learner, recorded.lesson, recorded.id, outcome, self.clock())
