"""Annotations drawn over a diagram: arrows between points and marks on points.

The model is shared by the diagram editor, the game records and every
renderer: an :class:`Arrow` from one point to another (``B0``/``N0``: to the
bande de sortie) in a named colour, and a :class:`Mark` (a glyph or a letter)
on one point.  Where they sit is computed here from the shared geometry
(:mod:`notation.render.geometry`), so screen and print agree.

Each has a short text form, for records and the command line::

    B1-B7          an arrow in the default colour (red)
    B1-B7:green    an arrow in a named colour
    B7=A           the letter A on B7

>>> arrow = Arrow.parse("B1-B7:green")
>>> arrow, arrow.text()
(Arrow(origin=Point.from_name('B1'), target=Point.from_name('B7'), colour='green'), 'B1-B7:green')
>>> Mark.parse("N12=x").text()
'N12=x'
"""

from __future__ import annotations

from dataclasses import dataclass

from notation.board import Point
from notation.errors import TrictracError
from notation.render.geometry import XY, ArrowShape, BoardGeometry

__all__ = [
    "ANNOTATION_COLOURS",
    "DEFAULT_COLOUR",
    "AnnotationError",
    "Annotations",
    "Arrow",
    "Mark",
    "MarkShape",
    "arrow_shape",
    "mark_shape",
    "parse_annotations",
]

ANNOTATION_COLOURS: dict[str, str] = {
    "red": "#b8242a",
    "green": "#2a9658",
    "blue": "#1a3a8a",
    "yellow": "#e8b800",
    "black": "#1a1a1a",
}
"""The colour names an annotation may carry, and the ``#rrggbb`` each stands for on screen: each of a lightness
of its own, so that no two are taken for one another in greyscale or by the colour-blind (the red and the green
above all; tests/ui/test_ui_colour_vision.py)."""

DEFAULT_COLOUR = "red"

_MAX_GLYPH = 2
"""A mark is one or two characters: a letter, a digit, ``x``, ``!?``…"""


class AnnotationError(TrictracError):
    """Raised for the text of an annotation that cannot be read, or a bad colour or glyph."""

    code = "bad-annotation"


def _point(text: str, whole: str) -> Point:
    try:
        return Point.from_name(text.strip())
    except ValueError:
        raise AnnotationError(
            f"{whole!r}: {text.strip()!r} is not a point (B0–B12, N0–N12)",
            reason="not-a-point",
            text=whole,
            point=text.strip(),
        ) from None


@dataclass(frozen=True, slots=True)
class Arrow:
    """An arrow from ``origin`` to ``target`` (``B0``/``N0``: to the bande de sortie) in a named colour."""

    origin: Point
    target: Point
    colour: str = DEFAULT_COLOUR

    def __post_init__(self) -> None:
        if self.colour not in ANNOTATION_COLOURS:
            raise AnnotationError(
                f"an arrow's colour is one of {', '.join(ANNOTATION_COLOURS)}, not {self.colour!r}",
                reason="arrow-colour",
                colour=self.colour,
                colours=", ".join(ANNOTATION_COLOURS),
            )
        if self.origin == self.target:
            raise AnnotationError(
                f"an arrow joins two different points, not {self.origin.name} to itself",
                reason="arrow-to-itself",
                point=self.origin.name,
            )
        if self.origin.is_off:
            raise AnnotationError("an arrow starts on a flèche, not on the bande de sortie", reason="arrow-from-off")

    @classmethod
    def parse(cls, text: str) -> Arrow:
        """Read ``B1-B7`` or ``B1-B7:green``.

        >>> Arrow.parse("B12-B0").target.is_off
        True
        """
        body, _, colour = text.partition(":")
        origin, sep, target = body.partition("-")
        if not sep:
            raise AnnotationError(
                f"an arrow is written FROM-TO[:colour], such as B1-B7:green, not {text!r}",
                reason="arrow-form",
                text=text,
            )
        return cls(_point(origin, text), _point(target, text), colour.strip() or DEFAULT_COLOUR)

    def text(self) -> str:
        suffix = "" if self.colour == DEFAULT_COLOUR else f":{self.colour}"
        return f"{self.origin.name}-{self.target.name}{suffix}"

    @property
    def rgb(self) -> str:
        return ANNOTATION_COLOURS[self.colour]


@dataclass(frozen=True, slots=True)
class Mark:
    """A glyph or a letter (one or two characters) written on ``point``."""

    point: Point
    glyph: str

    def __post_init__(self) -> None:
        if not 1 <= len(self.glyph) <= _MAX_GLYPH or any(char.isspace() for char in self.glyph):
            raise AnnotationError(
                f"a mark is one or two visible characters, not {self.glyph!r}", reason="mark-glyph", text=self.glyph
            )
        if self.point.is_off:
            raise AnnotationError("a mark stands on a flèche, not on the bande de sortie", reason="mark-on-off")

    @classmethod
    def parse(cls, text: str) -> Mark:
        """Read ``B7=A``."""
        point, sep, glyph = text.partition("=")
        if not sep:
            raise AnnotationError(
                f"a mark is written POINT=GLYPH, such as B7=A, not {text!r}", reason="mark-form", text=text
            )
        return cls(_point(point, text), glyph.strip())

    def text(self) -> str:
        return f"{self.point.name}={self.glyph}"


@dataclass(frozen=True, slots=True)
class Annotations:
    """The arrows and marks of one diagram."""

    arrows: tuple[Arrow, ...] = ()
    marks: tuple[Mark, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.arrows or self.marks)

    def text(self) -> str:
        """Return the annotations as space-separated text forms (read back by :func:`parse_annotations`)."""
        return " ".join([a.text() for a in self.arrows] + [m.text() for m in self.marks])


def parse_annotations(text: str) -> Annotations:
    """Read space- or comma-separated arrows (``B1-B7``) and marks (``B7=A``).

    >>> parse_annotations("B1-B7 B1-B6:blue, B7=A").text()
    'B1-B7 B1-B6:blue B7=A'
    """
    arrows: list[Arrow] = []
    marks: list[Mark] = []
    for item in text.replace(",", " ").split():
        if "=" in item:
            marks.append(Mark.parse(item))
        else:
            arrows.append(Arrow.parse(item))
    return Annotations(tuple(arrows), tuple(marks))


# -- where they sit -------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MarkShape:
    """A mark placed on the figure: a ring of ``radius`` round ``centre`` holding ``glyph``."""

    centre: XY
    radius: float
    glyph: str
    size: float
    """The glyph's height in board units."""
    on_dame: bool
    """True when the ring sits on a dame (the flèche's five places are full)."""


def arrow_shape(geometry: BoardGeometry, arrow: Arrow) -> ArrowShape:
    """Return the arrow's line and head on ``geometry``.

    From the top dame of its origin (or the flèche's base when empty) to where the next dame of its target would stand,
    or to the off tray.

    >>> from notation.board import Position
    >>> from notation.render.geometry import board_geometry
    >>> geometry = board_geometry(Position.start())
    >>> shape = arrow_shape(geometry, Arrow.parse("B1-B7"))
    >>> geometry.fleche("B7").hit.contains(*shape.head.points[0])
    True
    """
    return geometry.arrow(arrow.origin, arrow.target)


def mark_shape(geometry: BoardGeometry, mark: Mark) -> MarkShape:
    """Tell where ``mark`` is written.

    At the next free place of its flèche, or on the top dame when all five places are taken.

    >>> from notation.board import Position
    >>> from notation.render.geometry import board_geometry
    >>> geometry = board_geometry(Position.start())
    >>> shape = mark_shape(geometry, Mark.parse("B7=A"))
    >>> geometry.fleche("B7").hit.contains(*shape.centre), shape.on_dame
    (True, False)
    """
    layout = geometry.layout
    fleche = geometry.fleche(mark.point)
    stack = geometry.stack(mark.point)
    count = 0 if stack is None else len(stack.discs)
    inward = 1.0 if fleche.row == "top" else -1.0
    r = layout.dame_radius
    on_dame = count >= layout.max_discs
    slot = min(count, layout.max_discs - 1)
    centre = XY(fleche.base_centre.x, fleche.base_left.y + inward * (layout.dame_gap + r + 2 * r * slot))
    return MarkShape(centre, r * 0.82, mark.glyph, layout.count_size * (1.0 if len(mark.glyph) == 1 else 0.8), on_dame)
