"""The diagram the studio edits, as a value: a position, dice, a score state, annotations, a caption, a comment.

No Qt here: the editor (:mod:`studio.ui.editor`) keeps one :class:`Diagram`
at a time and replaces it on every edit, so undo and redo only swap values.
The dame edits below change counts, nothing else: whether the result is a
legal position is the engine's business (:meth:`notation.board.Position.problems`),
shown as warnings that never block editing.

>>> diagram = Diagram().with_position(add_dame(Position.start(), Point.from_name("B6"), WHITE))
>>> diagram.code()
'B1:15,B6/N1:15 B releve=0/0'
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TypedDict, Unpack

from notation.board import BLACK, WHITE, Colour, Point, Position, step_of
from notation.code import format_code
from notation.dice import Throw
from notation.render.annotations import Annotations, Arrow, Mark
from notation.scoreboard import ScoreState

__all__ = [
    "Diagram",
    "DiagramChanges",
    "add_dame",
    "empty_position",
    "move_dame",
    "on_talons",
    "remove_dame",
    "set_dames",
]

_EMPTY = (0,) * 24


class DiagramChanges(TypedDict, total=False):
    """The fields :meth:`Diagram.replace` may change, each with its type."""

    position: Position
    dice: Throw | None
    score: ScoreState
    annotations: Annotations
    caption: str
    comment: str


@dataclass(frozen=True, slots=True)
class Diagram:
    """Everything a saved diagram holds; every field has the value of a fresh diagram by default."""

    position: Position = field(default_factory=Position.start)
    dice: Throw | None = None
    score: ScoreState = field(default_factory=ScoreState)
    annotations: Annotations = field(default_factory=Annotations)
    caption: str = ""
    comment: str = ""

    def code(self) -> str:
        """Return the position code with the dice and (when not fresh) the score state."""
        score = None if self.score.is_fresh() else self.score
        return format_code(self.position, self.dice, score)

    def with_position(self, position: Position) -> Diagram:
        return replace(self, position=position)

    def replace(self, **changes: Unpack[DiagramChanges]) -> Diagram:
        return replace(self, **changes)

    def with_arrow(self, arrow: Arrow) -> Diagram:
        """Add ``arrow``, or remove it when the same arrow (same points) is already there."""
        kept = tuple(a for a in self.annotations.arrows if (a.origin, a.target) != (arrow.origin, arrow.target))
        arrows = kept if len(kept) != len(self.annotations.arrows) else (*kept, arrow)
        return replace(self, annotations=Annotations(arrows, self.annotations.marks))

    def with_mark(self, mark: Mark | None, point: Point) -> Diagram:
        """Put ``mark`` on ``point`` (replacing any mark there); None clears the point's mark."""
        marks = tuple(m for m in self.annotations.marks if m.point != point)
        if mark is not None:
            marks = (*marks, mark)
        return replace(self, annotations=Annotations(self.annotations.arrows, marks))

    def mark_at(self, point: Point) -> Mark | None:
        return next((m for m in self.annotations.marks if m.point == point), None)


def _counts(position: Position, colour: Colour) -> list[int]:
    return list(position.counts(colour))


def _build(position: Position, white: list[int], black: list[int]) -> Position:
    return Position.unchecked(tuple(white), tuple(black), position.to_move, position.throws)


def set_dames(position: Position, point: Point, colour: Colour | None, count: int) -> Position:
    """Put ``count`` dames of ``colour`` on ``point`` and none of the other colour.

    None or 0: the flèche emptied.

    >>> set_dames(Position.start(), Point.from_name("B1"), BLACK, 2).dames_at("B1")
    (<Colour.BLACK: 'black'>, 2)
    """
    white, black = _counts(position, WHITE), _counts(position, BLACK)
    white[step_of(WHITE, point) - 1] = 0
    black[step_of(BLACK, point) - 1] = 0
    if colour is not None and count > 0:
        (white if colour is WHITE else black)[step_of(colour, point) - 1] = count
    return _build(position, white, black)


def add_dame(position: Position, point: Point, colour: Colour) -> Position:
    """Add one more dame of ``colour`` on ``point``.

    On a flèche held by the other colour, one dame of ``colour`` replaces its dames (as a board editor's piece replaces
    the one on its square).

    >>> add_dame(Position.start(), Point.from_name("N1"), WHITE).dames_at("N1")
    (<Colour.WHITE: 'white'>, 1)
    """
    holder, count = position.dames_at(point)
    if holder is colour:
        return set_dames(position, point, colour, count + 1)
    return set_dames(position, point, colour, 1)


def remove_dame(position: Position, point: Point) -> Position:
    """Take one dame off ``point`` (nothing changes on an empty flèche)."""
    holder, count = position.dames_at(point)
    if holder is None:
        return position
    return set_dames(position, point, holder, count - 1)


def move_dame(position: Position, origin: Point, target: Point | None) -> Position:
    """Take the top dame of ``origin`` to ``target`` (None: off the tablier, i.e. removed).

    >>> move_dame(Position.start(), Point.from_name("B1"), Point.from_name("B6")).points(WHITE)
    {'B1': 14, 'B6': 1}
    """
    holder, _count = position.dames_at(origin)
    if holder is None or origin == target:
        return position
    moved = remove_dame(position, origin)
    return moved if target is None else add_dame(moved, target, holder)


def empty_position(position: Position) -> Position:
    """Return the position with no dame on the tablier (all borne off).

    The same colour to move, the relevé unknown."""
    return Position.unchecked(_EMPTY, _EMPTY, position.to_move, None)


def on_talons(position: Position) -> Position:
    """Put every dame back on its talon, as after a relevé: the same colour to move, no throw made yet."""
    talon = (15,) + (0,) * 23
    return Position.unchecked(talon, talon, position.to_move, (0, 0))
