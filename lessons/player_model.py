"""The lesson player's state and decisions, without Qt.

Which lesson and exercise, what the learner's answer was worth (the engine's judge), the hints given, what the board
marks, what the buttons allow, what comes next, and the learner's progress with its reviews.

The player (:mod:`studio.ui.lesson_windows.player`) draws a
:class:`LessonPlayerModel` and forwards the learner's gestures to it; the
judge and the hint ladder are :class:`lessons.runner.Session`'s, the spaced
repetition :class:`lessons.progress.Progress`'s (its scheduler injected).

>>> from lessons.loader import load_lessons
>>> from studio.review.scheduler import progress
>>> model = LessonPlayerModel(load_lessons(), progress())
>>> model.open(model.lessons[0].id) is model.lesson
True
>>> model.start_lesson() is not None, model.mode, model.state()
(True, <Mode.LESSON: 'lesson'>, <State.ASKING: 'asking'>)
>>> model.reveal() is not None, model.enter()
(True, <Gesture.NEXT: 'next'>)
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from lessons.answers import Solution, orientation_of, played_tables
from lessons.errors import UnknownLessonError
from lessons.feedback import Feedback, Hint
from lessons.model import Answer, Exercise, Kind, Lesson
from lessons.progress import Outcome, Progress, utc_now
from lessons.runner import ExerciseResult, Session, State
from notation.board import Point
from notation.notations import Notation, Orientation

__all__ = [
    "BoardLook",
    "Buttons",
    "Gesture",
    "Header",
    "LessonPlayerModel",
    "Mode",
    "Retried",
    "Said",
    "Tally",
    "board_look",
    "drill_session",
    "lesson_session",
    "sheet_lines",
    "table_lines",
    "table_players",
    "tally",
]


class Mode(enum.StrEnum):
    """What the session being played is."""

    LESSON = "lesson"
    REVIEW = "review"
    DRILL = "drill"


class Gesture(enum.Enum):
    """What Enter does: check the answer, retry after a wrong one, go on after a right or revealed one."""

    CHECK = "check"
    RETRY = "retry"
    NEXT = "next"


ANSWERING = (State.ASKING, State.DETAIL)
"""The states in which the learner answers (and clicks the board)."""
HELPABLE = (State.ASKING, State.DETAIL, State.WRONG)
"""The states in which a hint may be asked and the solution shown."""


@dataclass(frozen=True, slots=True)
class Tally:
    """A session's exercises by outcome."""

    first: int
    helped: int
    missed: int


def tally(results: Sequence[ExerciseResult]) -> Tally:
    """Count how many exercises were solved at the first try, with help, or missed."""
    return Tally(
        sum(r.outcome is Outcome.FIRST_TRY for r in results),
        sum(r.outcome is Outcome.WITH_HELP for r in results),
        sum(r.outcome is Outcome.MISSED for r in results),
    )


def lesson_session(lesson: Lesson, learner: str, progress: Progress, clock: Callable[[], datetime]) -> Session:
    """Return the lesson's exercises: those due for review first, then the ones not yet solved.

    All of them once every one is solved and none is due."""
    session = Session.for_lesson(lesson, learner=learner, progress=progress, clock=clock)
    if not session.exercises:
        session = Session(lesson.exercises, learner=learner, progress=progress, clock=clock)
    return session


def drill_session(
    lesson: Lesson, batch: Sequence[Exercise], learner: str, progress: Progress, clock: Callable[[], datetime]
) -> Session:
    """Return a drill's batch as a session.

    A drilled exercise answered right counts as solving the lesson's first exercise of its kind not yet solved
    (:meth:`lessons.runner.Session.drill`)."""
    return Session.drill(lesson, list(batch), learner=learner, progress=progress, clock=clock)


@dataclass(frozen=True, slots=True)
class Retried:
    """The learner was told to correct his answer and check again."""


Said = Feedback | Solution | Retried | Tally
"""What the feedback area says, in order: the answer's worth, the retry's note, the solution, a session's end."""


@dataclass(frozen=True, slots=True)
class Buttons:
    """Which of the exercise's buttons are enabled."""

    check: bool = False
    hint: bool = False
    retry: bool = False
    solution: bool = False
    next: bool = False


@dataclass(frozen=True, slots=True)
class Header:
    """The line above the question.

    The session's mode (none for a lesson), the lesson's title, the exercise's number of how many, and its source."""

    mode: Mode | None
    title: str
    number: int
    count: int
    source: str


@dataclass(frozen=True, slots=True)
class BoardLook:
    """How the board shows an exercise: turned and named as the exercise needs, the dice and the score it gives."""

    orientation: Orientation
    notation: Notation
    shows_score: bool


_SCORED = frozenset({Kind.MARK, Kind.LEAVE, Kind.MARQUE, Kind.DECIDE, Kind.ECOLE, Kind.FAUSSE_ECOLE, Kind.LAPSE})
"""The kinds whose question needs the score on the board."""
SHEET_KINDS = frozenset({Kind.SETTLE, Kind.TABLE})
"""The kinds shown on a scoresheet rather than a board."""


def board_look(exercise: Exercise, orientation: Orientation, notation: Notation) -> BoardLook:
    """Return the board of ``exercise`` given the learner's ``orientation`` and ``notation``.

    A question on the points' names is asked in the book's notation (and turned as the exercise says, for naming or
    finding a point)."""
    if exercise.kind in (Kind.NAME_POINT, Kind.FIND_POINT):
        orientation, notation = orientation_of(exercise), Notation.BN
    elif exercise.kind is Kind.JAN_OF:
        notation = Notation.BN
    return BoardLook(orientation, notation, exercise.kind in _SCORED)


def table_lines(exercise: Exercise, language: str) -> list[str]:
    """Return the marqués played so far of a ``table`` exercise, one line each.

    Who played, who had the primauté, who won (``refait``: nobody)."""
    raw = exercise.data.get("winners", [])
    winners = [str(w) for w in raw] if isinstance(raw, list) else []
    try:
        tables = played_tables(exercise)
    except ValueError:
        tables = ()
    lines = []
    for table, winner in zip(tables, winners, strict=False):
        a, b = table.players
        if language == "fr":
            result = f"gagné par {winner}" if winner else "refait"
            lines.append(f"{a} contre {b}, primauté {table.primaute}\u202f: {result}")
        else:
            result = f"won by {winner}" if winner else "refait"
            lines.append(f"{a} v {b}, primauté {table.primaute}: {result}")
    return lines


def table_players(exercise: Exercise) -> list[str]:
    """Return the players of a ``table`` exercise (the scoresheet's tip)."""
    players = exercise.data.get("players")
    return [str(p) for p in players] if isinstance(players, list) else []


def sheet_lines(exercise: Exercise) -> tuple[list[str], list[str]]:
    """Return the players of a ``settle`` exercise's scoresheet, and its marqués, one line each."""
    sheet = exercise.data.get("sheet")
    players = [str(p) for p in sheet.get("players", [])] if isinstance(sheet, dict) else []
    marques = sheet.get("marques", []) if isinstance(sheet, dict) else []
    marques = marques if isinstance(marques, list) else []
    lines = [
        ", ".join(f"{key} = {value}" for key, value in marque.items()) if isinstance(marque, dict) else ""
        for marque in marques
    ]
    return players, lines


class LessonPlayerModel:
    """The lessons, one exercise at a time, for one learner; :attr:`session` is the session being played."""

    def __init__(
        self,
        lessons: Sequence[Lesson],
        progress: Progress,
        *,
        clock: Callable[[], datetime] = utc_now,
        learner: str = "",
    ) -> None:
        self.lessons = tuple(lessons)
        self.progress = progress
        self.clock = clock
        self.learner = learner
        self.lesson: Lesson | None = None
        """The lesson chosen (its explanation shown, its exercises or drill played)."""
        self.session: Session | None = None
        self.mode: Mode | None = None
        self.said: list[Said] = []
        """What the feedback area says of the exercise (see :data:`Said`)."""
        self.hints: list[Hint] = []
        """The hints given for the exercise."""
        self.marks: dict[Point, str] = {}
        """The board's marks of the feedback, the hints and the solution: ``target``, ``vrai``, ``faux``,
        ``plein``."""

    # -- the lessons and the learner's progress ------------------------------------------------

    def lesson_by_id(self, lesson_id: str) -> Lesson:
        """Return the lesson of id ``lesson_id``.

        :raises UnknownLessonError: no lesson has that id (a :class:`KeyError` too).
        """
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise UnknownLessonError(lesson_id)

    def set_learner(self, name: str) -> bool:
        """Record the progress of ``name`` from now on (the session being played too).

        False when he is the learner already."""
        name = name.strip()
        if name == self.learner:
            return False
        self.learner = name
        if self.session is not None:
            self.session.learner = name
        return True

    def solved_count(self, lesson: Lesson) -> int:
        ids = {exercise.id for exercise in lesson.exercises}
        return len(self.progress.done(self.learner, lesson.id) & ids)

    def due_count(self, lesson_id: str | None = None) -> int:
        """Return the exercises due for review.

        A record of an exercise the lessons no longer hold (replaced by a new one: lesson and exercise ids are kept for
        every exercise that stays) is not counted."""
        known = {(lesson.id, exercise.id) for lesson in self.lessons for exercise in lesson.exercises}
        due = self.progress.due(self.learner, lesson_id, self.clock())
        return sum(1 for record in due if (record.lesson_id, record.exercise_id) in known)

    def reset(self, lesson_id: str | None = None) -> int:
        """Forget the learner's progress (in one lesson, or all); returns the records forgotten."""
        return self.progress.reset(self.learner, lesson_id)

    # -- choosing what to play -------------------------------------------------------------------

    def open(self, lesson_id: str) -> Lesson:
        """Choose a lesson (its explanation is shown; its exercises start with :meth:`start_lesson`)."""
        self.lesson = self.lesson_by_id(lesson_id)
        return self.lesson

    def start_lesson(self, lesson_id: str | None = None) -> Session | None:
        """Play the lesson's exercises (``lesson_id``'s, else the chosen lesson's, else the first).

        Those due for review first, then the ones not yet solved (or all, once every one is solved and none is due)."""
        lesson = self.lesson_by_id(lesson_id) if lesson_id else self.lesson
        if lesson is None:
            return None
        self.lesson = lesson
        session = lesson_session(lesson, self.learner, self.progress, self.clock)
        self.play(session, Mode.LESSON)
        return session

    def start_review(self) -> Session | None:
        """Play every exercise due for review, across the lessons; None (and nothing changed) when none is."""
        session = Session.review(self.lessons, self.progress, learner=self.learner, clock=self.clock)
        if not session.exercises:
            return None
        self.play(session, Mode.REVIEW)
        return session

    def drill_lesson(self) -> Lesson | None:
        """Return the lesson whose endless drill is to be made (the chosen one, else the first), chosen now."""
        self.lesson = self.lesson or (self.lessons[0] if self.lessons else None)
        return self.lesson

    def play_drill(self, batch: Sequence[Exercise]) -> Session:
        """Play a drill's batch (the exercises made of self-played parties for one lesson)."""
        lesson = self.lesson_by_id(batch[0].lesson)
        session = drill_session(lesson, batch, self.learner, self.progress, self.clock)
        self.play(session, Mode.DRILL)
        return session

    def play(self, session: Session, mode: Mode | str = Mode.LESSON) -> None:
        """Play ``session`` (``mode``: lesson, review or drill) from its first exercise."""
        self.session = session
        self.mode = Mode(mode)
        self._fresh()

    # -- the exercise ------------------------------------------------------------------------------

    def state(self) -> State | None:
        return self.session.state if self.session is not None else None

    def exercise(self) -> Exercise | None:
        return self.session.current if self.session is not None else None

    def answering(self) -> bool:
        """Tell whether the learner answers (his clicks on the board go to the answer)."""
        return self.state() in ANSWERING

    def _fresh(self) -> None:
        """Show a new exercise, or the session's end: nothing said, no hint, no mark."""
        self.said, self.hints, self.marks = [], [], {}
        session = self.session
        if session is not None and session.state is State.FINISHED:
            self.said = [tally(session.results)]

    def enter(self) -> Gesture | None:
        """Return what Enter does now."""
        state = self.state()
        if state in ANSWERING:
            return Gesture.CHECK
        if state is State.WRONG:
            return Gesture.RETRY
        if state in (State.SOLVED, State.REVEALED):
            return Gesture.NEXT
        return None

    def buttons(self) -> Buttons:
        state = self.state()
        if state is None:
            return Buttons()
        helpable = state in HELPABLE
        return Buttons(
            check=state in ANSWERING,
            hint=helpable and self.session is not None and self.session.hints_left > 0,
            retry=state is State.WRONG,
            solution=helpable,
            next=state is not State.FINISHED or self.mode is Mode.DRILL,
        )

    def submit(self, answer: Answer) -> Feedback | None:
        """Judge the learner's answer; None when the session takes no answer now."""
        session = self.session
        if session is None or session.state not in ANSWERING:
            return None
        feedback = session.submit(answer)
        self.said = [feedback]
        kind = "vrai" if feedback.correct else "faux"
        self.marks = {p: k for p, k in self.marks.items() if k == "target"}
        for point in feedback.highlights:
            self.marks[point] = kind
        return feedback

    def hint(self) -> Hint | None:
        """Give the next hint of the ladder (its points marked as targets).

        None when none is left or none may be asked now."""
        session = self.session
        if session is None or session.state not in HELPABLE:
            return None
        given = session.hint()
        if given is not None:
            self.hints.append(given)
            for point in given.highlights:
                self.marks[point] = "target"
        return given

    def retry(self) -> bool:
        """Answer again after a wrong answer (the hints' marks stay); False when there was none."""
        session = self.session
        if session is None or session.state is not State.WRONG:
            return False
        session.retry()
        self.said = [Retried()]
        self.marks = {p: k for p, k in self.marks.items() if k == "target"}
        return True

    def reveal(self) -> Solution | None:
        """Reveal the engine's answer (the exercise counts as missed), its points marked; None when none is asked."""
        session = self.session
        if session is None or session.current is None or session.state is State.FINISHED:
            return None
        solution = session.reveal()
        self.said.append(solution)
        for point in solution.highlights:
            self.marks[point] = "plein"
        return solution

    def next(self) -> bool:
        """Go on to the next exercise (or the session's end); False when the session is over already."""
        session = self.session
        if session is None or session.state is State.FINISHED:
            return False
        session.next()
        self._fresh()
        return True

    def wants_batch(self) -> bool:
        """Tell whether the drill's next batch is to be made: its session is over (the summary shows meanwhile)."""
        return self.mode is Mode.DRILL and self.lesson is not None and self.state() is State.FINISHED

    def header(self, language: str) -> Header | None:
        session, exercise = self.session, self.exercise()
        if session is None or exercise is None:
            return None
        try:
            title = self.lesson_by_id(exercise.lesson).title.get(language)
        except KeyError:
            title = exercise.lesson
        mode = self.mode if self.mode is not Mode.LESSON else None
        return Header(mode, title, session.index + 1, len(session.exercises), exercise.source)
