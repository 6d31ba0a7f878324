"""The lessons as values: lessons, their explanations with diagrams, exercises and the answers a learner gives.

A lesson file holds positions and questions, never answers (docs/design.md,
"Rules live in the engine"): the answer to every exercise is asked
of ``notation`` by :mod:`lessons.answers`.  The classes here are frozen
dataclasses; :mod:`lessons.loader` builds them from the files in
``resources/lessons``.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from lessons.errors import UnknownExerciseError
from notation.board import Colour, Jan, Point, Position, Table
from notation.code import Setup
from notation.dice import Throw
from notation.rules.scoring import Rencontre
from notation.scoreboard import ScoreState

__all__ = [
    "LANGUAGES",
    "AnnouncedRencontre",
    "Announcement",
    "Answer",
    "Block",
    "CaptionClaim",
    "DrillSpec",
    "EcoleAnswer",
    "Exercise",
    "JanAnswer",
    "Kind",
    "Lesson",
    "LessonDiagram",
    "MarqueAnswer",
    "Paragraph",
    "PlayAnswer",
    "SettleAnswer",
    "TableAnswer",
    "Text",
]

LANGUAGES = ("fr", "en")
"""Every text of a lesson exists in French and in English; French is the default."""


@dataclass(frozen=True, slots=True)
class Text:
    """A text in French and English; the game's vocabulary stays French in both."""

    fr: str
    en: str

    def get(self, language: str = "fr") -> str:
        """Return the text in ``language`` (``fr`` or ``en``); any other language reads French."""
        return self.en if language == "en" else self.fr

    def __add__(self, other: Text) -> Text:
        return Text(self.fr + other.fr, self.en + other.en)


class Kind(enum.Enum):
    """The kinds of question an exercise asks; the value is the ``kind`` of the lesson files."""

    NAME_POINT = "name_point"
    """Name a flèche (given in B/N) in another notation, for a figure's orientation."""
    FIND_POINT = "find_point"
    """Find the flèche (answered in B/N) that a name in another notation designates."""
    JAN_OF = "jan_of"
    """Say in which jan of a colour's, and in which table, a flèche lies."""
    ANNOUNCE = "announce"
    """Announce the points of a throw for each side: the totals, then on a second try rencontre by rencontre."""
    PLAY = "play"
    """Find a legal play of the throw."""
    OBLIGATORY = "obligatory"
    """Find the obligatory play: the laws leave exactly one."""
    THROWS = "throws"
    """Say which of the 21 throws make a given rencontre (fill, beat, conserve…)."""
    MARK = "mark"
    """Mark the jetons and trous after a throw (the thrower holds)."""
    LEAVE = "leave"
    """Mark the jetons and trous after a throw that won a trou, when the thrower holds or s'en va."""
    MARQUE = "marque"
    """Compute the points of a marqué of the partie à écrire from its end."""
    SETTLE = "settle"
    """Compute the settlement of a partie à écrire from its scoresheet."""
    DECIDE = "decide"
    """Say whether the player may s'en aller after his throw or must hold: the law, not the tactics."""
    ECOLE = "ecole"
    """Say the école a marking makes: none, par moins or par trop, and its points."""
    FAUSSE_ECOLE = "fausse_ecole"
    """Judge a cry of « École ! »: the points of fausse école it makes."""
    LAPSE = "lapse"
    """Say whether the opponent may still mark a player's école at a given moment: not yet, yes, or too late."""
    TABLE = "table"
    """Say who plays the next marqué of a partie à écrire at two, three or four, and who has the primauté."""


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A paragraph of an explanation."""

    text: Text


@dataclass(frozen=True, slots=True)
class LessonDiagram:
    """A diagram of an explanation: a position code (with dice and score when given) and its caption."""

    code: str
    setup: Setup
    caption: Text


Block = Paragraph | LessonDiagram


@dataclass(frozen=True, slots=True)
class CaptionClaim:
    """A figure a diagram's caption states, in a form the engine checks (``trictrac lessons check``).

    ``diagram`` is the diagram's number in the explanation (from 1).  Each
    field given is one statement about the diagram's position, throw and score:

    * ``points``: the throw gives ``colour`` that many points — all its
      rencontres, or only those of ``rencontre`` (on ``target`` when given),
      made ``facons`` ways when given;
    * ``trous`` / ``reste``: after ``colour`` marks the throw's points (holding,
      or leaving when ``leave``), the trous won by this throw and the points de
      reste;
    * ``marque``: the marqué ending in the diagram's trous is won by ``colour``
      for that many points (after ``refaits`` refaits);
    * ``plays``: the throw has that many legal plays; ``play``: this play (in
      B/N, ``B1-B7, B1-B6``) is one of them.
    """

    diagram: int
    colour: str = "white"
    points: int | None = None
    rencontre: Rencontre | None = None
    target: str | None = None
    facons: int | None = None
    trous: int | None = None
    reste: int | None = None
    leave: bool = False
    marque: int | None = None
    refaits: int = 0
    plays: int | None = None
    play: str | None = None


@dataclass(frozen=True, slots=True)
class Exercise:
    """One exercise: where it stands, what it asks, and nothing of the answer.

    ``setup`` is the position code's content (position, dice, score) when the
    kind needs one.  ``effect`` is the rencontre asked about by a ``throws``
    exercise; ``topics`` are rencontres the exercise is meant to show, which
    the checker verifies the engine finds (a consistency check of the content,
    not an answer).  ``data`` holds the kind's other fields as read from the
    file (a flèche, a notation, a scoresheet…).
    """

    id: str
    kind: Kind
    prompt: Text
    code: str | None = None
    setup: Setup | None = None
    effect: Rencontre | None = None
    topics: tuple[Rencontre, ...] = ()
    hints: tuple[Text, ...] = ()
    source: str = ""
    data: Mapping[str, object] = field(default_factory=dict)
    lesson: str = ""


@dataclass(frozen=True, slots=True)
class DrillSpec:
    """How the endless drill of a lesson makes exercises: a kind and, for the throws, the rencontres to exercise."""

    kind: Kind
    rencontres: tuple[Rencontre, ...] = ()
    near: bool = False
    """Only throws that cannot bring a dame to a coin or to the other side: for a lesson taught before the
    jans interdits and the coin de repos."""


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: its place in the sequence, titles, explanation (paragraphs and diagrams), exercises and drill."""

    id: str
    order: int
    title: Text
    explanation: tuple[Block, ...]
    exercises: tuple[Exercise, ...]
    drill: DrillSpec | None = None
    sources: tuple[str, ...] = ()
    claims: tuple[CaptionClaim, ...] = ()

    def exercise(self, exercise_id: str) -> Exercise:
        for exercise in self.exercises:
            if exercise.id == exercise_id:
                return exercise
        raise UnknownExerciseError(self.id, exercise_id)

    @property
    def diagrams(self) -> tuple[LessonDiagram, ...]:
        return tuple(block for block in self.explanation if isinstance(block, LessonDiagram))


# -- what a learner answers (and what the engine answers) -----------------------------


@dataclass(frozen=True, slots=True)
class AnnouncedRencontre:
    """One rencontre as a learner announces it: what, for whom, how many points, and where when it applies."""

    rencontre: Rencontre
    beneficiary: Colour
    points: int
    target: Point | None = None
    jan: Jan | None = None


@dataclass(frozen=True, slots=True)
class Announcement:
    """The points of a throw for each side; ``rencontres`` is the detail asked on the second try."""

    white: int
    black: int
    rencontres: tuple[AnnouncedRencontre, ...] | None = None

    def total(self, colour: Colour) -> int:
        return self.white if colour is Colour.WHITE else self.black


@dataclass(frozen=True, slots=True)
class PlayAnswer:
    """A play as the learner gives it: (from, to) pairs in B/N, ``N0``/``B0`` for off."""

    moves: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class JanAnswer:
    """Where a flèche lies for a colour.

    ``petit``, ``grand``, ``grand_adverse`` (the opponent's grand jan, steps 13–18) or ``retour``; and its table."""

    jan: str
    table: Table


@dataclass(frozen=True, slots=True)
class MarqueAnswer:
    """The winner of a marqué and the points it is worth to him."""

    winner: Colour
    points: int


@dataclass(frozen=True, slots=True)
class SettleAnswer:
    """A settlement on paper: each player's final total, and the winner's gain rounded to tens."""

    finals: Mapping[str, int]
    rounded: int


@dataclass(frozen=True, slots=True)
class EcoleAnswer:
    """The école a marking makes: ``aucune``, ``moins`` or ``trop``, and its points (0 for none)."""

    kind: str
    points: int


@dataclass(frozen=True, slots=True)
class TableAnswer:
    """The two players of the next marqué and the one who has the primauté."""

    players: frozenset[str]
    primaute: str


Answer = (
    str
    | int
    | EcoleAnswer
    | TableAnswer
    | Point
    | JanAnswer
    | Announcement
    | PlayAnswer
    | frozenset[Throw]
    | frozenset[Position]
    | ScoreState
    | MarqueAnswer
    | SettleAnswer
)
"""What an exercise's answer is, by kind (see :mod:`lessons.answers`)."""
