"""Prove that every exercise has one well-defined answer from the engine (``trictrac lessons check``).

For every lesson: it loads, has at least :data:`MIN_EXERCISES` exercises and
a diagram; for every exercise: its position is legal, the engine answers it,
and the answer is well defined for its kind —

* ``announce``: the dice are given, no count is inferred (a jan de six tables
  needs the relevé's throw counts), and the rencontres named in ``topics``
  are among the engine's;
* ``play``: at least one legal play moves a dame;
* ``obligatory``: exactly one legal play, and it moves a dame;
* ``throws``: at least one of the 21 throws gives the effect;
* ``mark``: the throw gives someone points;
* ``leave``: the thrower wins a trou by his own throw, so he may s'en aller;
* ``marque``: unequal trous, the winner with at least six;
* ``settle``: the sheet settles with a winner.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from lessons.answers import Solution, conventions_of, marking_after, play_text, solve
from lessons.loader import LessonError, load_lesson
from lessons.model import CaptionClaim, Exercise, Kind, Lesson, LessonDiagram, MarqueAnswer, SettleAnswer
from notation.board import Colour, Point
from notation.code import Setup
from notation.ecrire import OBLIGATION, marque_bredouille, marque_points
from notation.rules.marking import IllegalLeaveError, mark
from notation.rules.moves import legal_plays
from notation.rules.scoring import score
from notation.scoreboard import ScoreState

__all__ = [
    "FIGURE",
    "MIN_EXERCISES",
    "MIN_LESSONS",
    "Problem",
    "check_all",
    "check_claim",
    "check_exercise",
    "check_lesson",
    "setup_problems",
]

MIN_EXERCISES = 8
MIN_LESSONS = 15


@dataclass(frozen=True, slots=True)
class Problem:
    """One fault: the lesson (file or id), the exercise when it is one, and what is wrong."""

    lesson: str
    exercise: str | None
    message: str

    def __str__(self) -> str:
        where = self.lesson if self.exercise is None else f"{self.lesson}/{self.exercise}"
        return f"{where}: {self.message}"


def setup_problems(setup: Setup) -> list[str]:
    """Tell why a position code describes no state a game can reach.

    An illegal position, or what the engine warns of (a side with no dame, whose relevé follows at once; a score no
    marking reaches)."""
    problems = [f"illegal position: {error}" for error in setup.position.problems()]
    problems.extend(f"impossible state: {warning}" for warning in setup.warnings())
    return problems


def check_exercise(exercise: Exercise) -> list[str]:
    """Return what is wrong with one exercise (an empty list when it has one well-defined answer)."""
    problems: list[str] = []
    setup = exercise.setup
    if setup is not None and setup_problems(setup):
        return setup_problems(setup)[:1]
    try:
        solution = solve(exercise)
    except (ValueError, KeyError) as error:
        return [f"the engine gives no answer: {error}"]
    kind = exercise.kind
    if kind is not Kind.THROWS and setup is not None and setup.dice is not None:
        result = solution.score or score(setup.position, setup.dice, conventions_of(exercise))
        if any(event.inferred for event in result.events):
            problems.append("a count is inferred: give the relevé's throw counts (releve=W/B)")
        found = {event.rencontre for event in result.events}
        for topic in exercise.topics:
            if topic not in found:
                problems.append(f"the topic {topic.value} is not among the engine's rencontres")
    problems.extend(_kind_problems(exercise, solution))
    return problems


def _kind_problems(exercise: Exercise, solution: Solution) -> list[str]:
    kind = exercise.kind
    if kind is Kind.PLAY:
        if not any(play.moves for play in solution.plays):
            return ["no legal play moves a dame"]
        if "want" not in exercise.data:
            return ["a play exercise asks for something specific (want = …), or is obligatory"]
        if len(solution.plays) == len(solution.legal):
            return ["every legal play does what the exercise asks: ask for something else, or make it obligatory"]
    elif kind is Kind.OBLIGATORY:
        if len(solution.plays) != 1:
            return [f"{len(solution.plays)} legal plays: an obligatory play must be the only one"]
        if not solution.plays[0].moves:
            return ["the only play moves nothing"]
    elif kind is Kind.THROWS:
        if not solution.answer:
            return ["no throw gives the effect"]
        for topic in exercise.topics:
            if topic is not exercise.effect:
                return [f"a throws exercise's topic is its effect, not {topic.value}"]
    elif kind is Kind.MARK:
        result = solution.score
        if result is None or not result.events or not any(event.points for event in result.events):
            return ["the throw gives nobody points: nothing to mark"]
    elif kind is Kind.LEAVE:
        choice = exercise.data.get("choice")
        if choice not in ("tenir", "s_en_aller"):
            return ["choice is tenir or s_en_aller"]
        try:
            _, marking, _ = marking_after(exercise, leave=False)
        except IllegalLeaveError as error:
            return [str(error)]
        if marking is None or not marking.may_leave:
            return ["the thrower wins no trou by his own throw: he cannot s'en aller"]
    elif kind is Kind.MARQUE:
        answer = solution.answer
        if not isinstance(answer, MarqueAnswer):
            return ["no marqué points"]
        assert exercise.setup is not None and exercise.setup.score is not None
        if exercise.setup.score.of(answer.winner).trous < OBLIGATION:
            return [f"the winner needs at least {OBLIGATION} trous"]
    elif kind is Kind.DECIDE:
        marking = solution.marking
        if marking is None or not marking.jeux:
            return ["the player wins no trou: there is nothing to decide"]
    elif kind is Kind.ECOLE:
        if "declaration" not in exercise.data:
            return ["an école exercise gives the declaration { jeton, trous, leave }"]
    elif kind is Kind.LAPSE:
        if "declaration" not in exercise.data or "moment" not in exercise.data:
            return ["a lapse exercise gives the declaration and the moment"]
    elif kind is Kind.FAUSSE_ECOLE:
        if "declaration" not in exercise.data or "claimed" not in exercise.data:
            return ["a fausse école exercise gives the declaration and the points claimed"]
    elif kind is Kind.SETTLE:
        answer = solution.answer
        if not isinstance(answer, SettleAnswer) or not answer.finals:
            return ["the sheet does not settle"]
        if len(set(answer.finals.values())) == 1:
            return ["the sheet settles with no winner"]
    return []


FIGURE = re.compile(
    r"\b\d+ (?:points?|trous?|façons?)\b|\b(?:un|une|deux|trois|quatre) (?:trous?|façons?)\b|\bun seul (?:coup|trou)\b"
    r"|\bn'a qu'un coup\b|\bpoints? de reste\b"
)
"""A caption (in French) stating a figure: such a caption needs a claim the engine checks."""


def check_claim(diagram: LessonDiagram, claim: CaptionClaim) -> list[str]:
    """Return what is false in one caption claim (an empty list when the engine agrees)."""
    setup = diagram.setup
    colour = Colour.parse(claim.colour)
    problems: list[str] = []
    needs_dice = any(
        v is not None for v in (claim.points, claim.facons, claim.trous, claim.reste, claim.plays, claim.play)
    )
    if needs_dice and setup.dice is None:
        return ["the claim needs the diagram's dice"]
    if setup.dice is not None and needs_dice:
        result = score(setup.position, setup.dice)
        events = [
            event
            for event in result.events
            if event.beneficiary is colour
            and (claim.rencontre is None or event.rencontre is claim.rencontre)
            and (claim.target is None or event.target == Point.from_name(claim.target))
        ]
        if claim.points is not None:
            found = sum(event.points for event in events)
            if found != claim.points:
                problems.append(f"the caption says {claim.points} points for {claim.colour}, the engine {found}")
        if claim.facons is not None:
            found = sum(event.facons or 0 for event in events)
            if found != claim.facons:
                problems.append(f"the caption says {claim.facons} façons, the engine {found}")
        if claim.trous is not None or claim.reste is not None:
            state = setup.score or ScoreState()
            own = colour is setup.position.to_move
            try:
                marking = mark(state, colour, result.total(colour), own_throw=own, leave=claim.leave)
            except IllegalLeaveError as error:
                return [*problems, str(error)]
            if claim.trous is not None and marking.trous != claim.trous:
                problems.append(f"the caption says {claim.trous} trous won, the engine {marking.trous}")
            reste = marking.after.of(colour).points
            if claim.reste is not None and reste != claim.reste:
                problems.append(f"the caption says {claim.reste} points de reste, the engine {reste}")
        if claim.plays is not None or claim.play is not None:
            plays = legal_plays(setup.position, setup.dice)
            if claim.plays is not None and len(plays) != claim.plays:
                problems.append(f"the caption says {claim.plays} legal play(s), the engine {len(plays)}")
            mover = setup.position.to_move
            if claim.play is not None and claim.play not in {play_text(play, mover) for play in plays}:
                problems.append(f"the caption's play {claim.play} is not a legal play")
    if claim.marque is not None:
        final = setup.score
        if final is None:
            return [*problems, "a marqué claim needs the diagram's trous"]
        loser = colour.opponent
        mine, theirs = final.of(colour).trous, final.of(loser).trous
        if mine <= theirs:
            problems.append(f"{claim.colour} does not win the marqué ({mine} trous to {theirs})")
        else:
            points = marque_points(mine, theirs, marque_bredouille(final, colour), claim.refaits)
            if points != claim.marque:
                problems.append(f"the caption says a marqué of {claim.marque} points, the engine {points}")
    return problems


def check_lesson(lesson: Lesson) -> list[Problem]:
    """Return the faults of one loaded lesson and of each of its exercises."""
    problems: list[Problem] = []
    if len(lesson.exercises) < MIN_EXERCISES:
        problems.append(Problem(lesson.id, None, f"{len(lesson.exercises)} exercises (at least {MIN_EXERCISES})"))
    if not any(isinstance(block, LessonDiagram) for block in lesson.explanation):
        problems.append(Problem(lesson.id, None, "the explanation has no diagram"))
    for number, diagram in enumerate(lesson.diagrams, start=1):
        for message in setup_problems(diagram.setup):
            problems.append(Problem(lesson.id, None, f"diagram {number} ({diagram.code}): {message}"))
        claims = [claim for claim in lesson.claims if claim.diagram == number]
        if FIGURE.search(diagram.caption.fr) and not claims:
            problems.append(Problem(lesson.id, None, f"diagram {number}: the caption states a figure with no claim"))
        for claim in claims:
            for message in check_claim(diagram, claim):
                problems.append(Problem(lesson.id, None, f"diagram {number}: {message}"))
    for exercise in lesson.exercises:
        problems.extend(Problem(lesson.id, exercise.id, message) for message in check_exercise(exercise))
    return problems


def check_all(directory: Path | None = None, lessons: Sequence[Lesson] | None = None) -> list[Problem]:
    """Return every fault of the lesson files (the shipped ones by default); an empty list proves them."""
    from lessons.loader import CONTENT

    problems: list[Problem] = []
    loaded: list[Lesson] = []
    if lessons is None:
        folder = directory or CONTENT
        for path in sorted(folder.glob("*.toml")):
            if not path.is_file():
                continue  # a pipe or a device named *.toml would be read for ever
            try:
                loaded.append(load_lesson(path))
            except LessonError as error:
                problems.append(Problem(path.name, None, str(error).removeprefix(f"{path.name}: ")))
    else:
        loaded = list(lessons)
    if len(loaded) < MIN_LESSONS:
        problems.append(Problem("lessons", None, f"{len(loaded)} lessons (at least {MIN_LESSONS})"))
    ids = [lesson.id for lesson in loaded]
    for duplicate in sorted({i for i in ids if ids.count(i) > 1}):
        problems.append(Problem(duplicate, None, "two lessons have this id"))
    for lesson in sorted(loaded, key=lambda lesson: lesson.order):
        problems.extend(check_lesson(lesson))
    return problems
