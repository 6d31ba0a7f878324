"""Where everything sits on the tablier, computed once for every renderer.

See docs/design.md, « Packages and their boundaries ».

The Qt board view, the SVG and PDF exporters and the text diagram all draw
the same :class:`BoardGeometry`: frozen data in abstract *board units* (one
unit is the width of a flèche), with ``x`` growing to the right and ``y``
growing **downwards** (as in SVG and Qt; a PDF renderer flips ``y``).

The figure (docs/rules.md §board and §marking; Lois et règles, art. III, Encyclopédie "Composition du
matériel", Dictionnaire raisonné, BANDES and JETON):

- a wooden frame of *bandes*: the two long bandes along the rows, each pierced
  with twelve *trous* at the base of its flèches (for the fichets); the two
  lateral bandes, each pierced with three holes (the one on the talons' side
  is the *bande de départ*: the fichets stand in its outer holes at the start,
  the pavillon in its middle hole); and the middle bande between the tables;
- two fields of twelve flèches each (six per half-row, alternating cream and
  dark), the top row holding the side of ``orientation.top``; both talons
  stand at the bande de départ (B1 facing N1), both coins at the other end;
- the dames stacked from the base of their flèche towards its tip, five
  discs at most, with a count label on the fifth past five;
- the jetons at the marks of Dictionnaire raisonné (JETON): 2 at the tip of the marker's
  2nd flèche, 4 at his 4th, 6 at his 6th against the middle bande, 8 just
  past it in his grand jan, 10 at his coin against the lateral bande, 0 (or
  12) against the bande de départ between the talons; a player en bredouille
  in second marks with two jetons together;
- the dice in the table of the grands jans, the off trays outside the bande
  de départ, the point labels above and below the frame.

>>> from notation.board import Position
>>> geometry = board_geometry(Position.start())
>>> len(geometry.fleches), len(geometry.holes), len(geometry.jetons)
(24, 30, 3)
>>> geometry.point_at(*geometry.fleche("B7").triangle.centroid)
Point.from_name('B7')
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterator
from dataclasses import dataclass, field

from notation.board import BLACK, WHITE, BadPointError, Colour, Point, Position
from notation.dice import Throw
from notation.notations import Notation, Orientation, Row, Side, column_of, point_name, row_of
from notation.scoreboard import ScoreState

__all__ = [
    "CLASSIC",
    "CLASSIC_DARK",
    "LAYOUT",
    "XY",
    "ArrowShape",
    "Bande",
    "BandeKind",
    "BoardGeometry",
    "Die",
    "Disc",
    "Fichet",
    "Fleche",
    "Hole",
    "HoleKind",
    "Jeton",
    "Label",
    "Layout",
    "OffTray",
    "Palette",
    "Pavillon",
    "Polygon",
    "Rect",
    "Row",
    "Shade",
    "Stack",
    "ToMove",
    "board_geometry",
]

_EPSILON = 1e-9


# -- primitives ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class XY:
    """A point of the figure, in board units (``y`` downwards)."""

    x: float
    y: float

    def __iter__(self) -> Iterator[float]:
        """Yield the coordinates: lets ``x, y = xy`` and ``f(*xy)`` work."""
        return iter((self.x, self.y))


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle: left ``x``, top ``y``, width ``w``, height ``h``.

    >>> Rect(0, 0, 2, 1).contains(1, 0.5), Rect(0, 0, 2, 1).centre
    (True, XY(x=1.0, y=0.5))
    """

    x: float
    y: float
    w: float
    h: float

    @property
    def left(self) -> float:
        return self.x

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def centre(self) -> XY:
        return XY(self.x + self.w / 2, self.y + self.h / 2)

    def contains(self, x: float, y: float) -> bool:
        """Return True when ``(x, y)`` lies inside or on the edge."""
        return self.x - _EPSILON <= x <= self.right + _EPSILON and self.y - _EPSILON <= y <= self.bottom + _EPSILON

    def contains_rect(self, other: Rect) -> bool:
        return self.contains(other.left, other.top) and self.contains(other.right, other.bottom)

    def overlaps(self, other: Rect) -> bool:
        """Return True when the interiors meet (touching edges do not overlap)."""
        return (
            self.left < other.right - _EPSILON
            and other.left < self.right - _EPSILON
            and self.top < other.bottom - _EPSILON
            and other.top < self.bottom - _EPSILON
        )


@dataclass(frozen=True, slots=True)
class Polygon:
    """A closed polygon given by its corners."""

    points: tuple[XY, ...]

    @property
    def bounds(self) -> Rect:
        xs = [p.x for p in self.points]
        ys = [p.y for p in self.points]
        return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    @property
    def centroid(self) -> XY:
        n = len(self.points)
        return XY(sum(p.x for p in self.points) / n, sum(p.y for p in self.points) / n)

    def contains(self, x: float, y: float) -> bool:
        """Tell whether ``(x, y)`` lies inside, by the even-odd rule; points on an edge may fall either way."""
        inside = False
        points = self.points
        j = len(points) - 1
        for i, p in enumerate(points):
            q = points[j]
            if (p.y > y) != (q.y > y):
                cross = (q.x - p.x) * (y - p.y) / (q.y - p.y) + p.x
                if x < cross:
                    inside = not inside
            j = i
        return inside


# -- the parts of the figure ----------------------------------------------------------------------------------------


class Shade(enum.Enum):
    """The two colours of the flèches, alternating along each row and across."""

    LIGHT = "light"
    DARK = "dark"


@dataclass(frozen=True, slots=True)
class Label:
    """A text placed with its centre at ``anchor``; ``size`` is the text height in board units."""

    text: str
    anchor: XY
    size: float
    role: str = "point"


@dataclass(frozen=True, slots=True)
class Fleche:
    """One flèche: its point, where it sits, its triangle (base on the bande, tip towards the middle)."""

    point: Point
    column: int
    row: Row
    shade: Shade
    base_left: XY
    base_right: XY
    tip: XY
    hit: Rect
    """The column of the half-field the flèche belongs to: what a click on it means."""
    label: Label

    @property
    def triangle(self) -> Polygon:
        return Polygon((self.base_left, self.base_right, self.tip))

    @property
    def bounds(self) -> Rect:
        return self.triangle.bounds

    @property
    def base_centre(self) -> XY:
        return XY((self.base_left.x + self.base_right.x) / 2, self.base_left.y)


@dataclass(frozen=True, slots=True)
class Disc:
    """A dame drawn as a disc."""

    centre: XY
    radius: float
    colour: Colour

    @property
    def bounds(self) -> Rect:
        r = self.radius
        return Rect(self.centre.x - r, self.centre.y - r, 2 * r, 2 * r)


@dataclass(frozen=True, slots=True)
class Stack:
    """The dames of one flèche: ``count`` dames shown as ``len(discs)`` discs (five at most)."""

    point: Point
    colour: Colour
    count: int
    discs: tuple[Disc, ...]
    count_label: Label | None
    """The number written on the fifth disc when more than five dames stand there."""

    @property
    def top_disc(self) -> Disc:
        return self.discs[-1]


class HoleKind(enum.Enum):
    TROU = "trou"
    """One of the twelve holes of a long bande, at the base of a flèche, for the fichet."""
    DEPART = "depart"
    """One of the three holes of the bande de départ (fichets at the start, the pavillon)."""
    LATERAL = "lateral"
    """One of the three holes of the other lateral bande (unused in play)."""


@dataclass(frozen=True, slots=True)
class Hole:
    """A hole in a bande; for a trou, ``owner`` and ``number`` say whose and which (1–12)."""

    centre: XY
    radius: float
    kind: HoleKind
    owner: Colour | None
    number: int


@dataclass(frozen=True, slots=True)
class Fichet:
    """A player's fichet in its hole; ``trous`` may pass 12 (the fichet goes round, partie à écrire)."""

    colour: Colour
    trous: int
    centre: XY
    radius: float


@dataclass(frozen=True, slots=True)
class Pavillon:
    """The pavillon: a pole in a hole of the bande de départ and its flag."""

    owner: Colour | None
    base: XY
    top: XY
    flag: Polygon


@dataclass(frozen=True, slots=True)
class Jeton:
    """A jeton marking points; ``owner`` is None for the jetons resting at the bande de départ."""

    centre: XY
    radius: float
    owner: Colour | None
    points: int


@dataclass(frozen=True, slots=True)
class Die:
    """A die: its square, the number it shows and its pips."""

    rect: Rect
    value: int
    pips: tuple[XY, ...]
    pip_radius: float


@dataclass(frozen=True, slots=True)
class OffTray:
    """Where ``colour``'s borne-off dames are shown, past the opponent's talon: one slab per dame."""

    colour: Colour
    rect: Rect
    count: int
    slabs: tuple[Rect, ...]
    label: Label | None


@dataclass(frozen=True, slots=True)
class ToMove:
    """The mark of the player to move, beside his row on the coins' side."""

    colour: Colour
    centre: XY
    radius: float
    pointer: Polygon


class BandeKind(enum.Enum):
    LONG = "long"
    DEPART = "depart"
    LATERAL = "lateral"
    MIDDLE = "middle"


@dataclass(frozen=True, slots=True)
class Bande:
    kind: BandeKind
    rect: Rect
    row: Row | None = None


@dataclass(frozen=True, slots=True)
class ArrowShape:
    """A move drawn as an arrow from ``start`` to ``end`` with its ``head``."""

    start: XY
    end: XY
    head: Polygon
    width: float


# -- the layout ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Layout:
    """The proportions of the figure, in board units (a flèche is one unit wide)."""

    fleche_length: float = 4.5
    field_height: float = 10.6
    long_bande: float = 0.72
    side_bande: float = 0.72
    middle_bande: float = 0.72
    margin_label: float = 0.78
    margin_side: float = 1.15
    dame_radius: float = 0.43
    dame_gap: float = 0.05
    """Between the base of a flèche and its first disc."""
    max_discs: int = 5
    jeton_radius: float = 0.23
    hole_radius: float = 0.1
    die_size: float = 0.78
    label_size: float = 0.34
    count_size: float = 0.4

    @property
    def frame_width(self) -> float:
        return 2 * self.side_bande + 12 + self.middle_bande

    @property
    def frame_height(self) -> float:
        return 2 * self.long_bande + self.field_height

    @property
    def width(self) -> float:
        return self.frame_width + 2 * self.margin_side

    @property
    def height(self) -> float:
        return self.frame_height + 2 * self.margin_label


LAYOUT = Layout()
"""The proportions every renderer uses unless told otherwise."""


# -- the palette --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Palette:
    """Colours (``#rrggbb``) for every renderer, so that print matches screen.

    The tablier is a wooden object and looks the same in both palettes; only
    the page around it (background and labels) follows light or dark.
    """

    background: str = "#f6f1e7"
    label: str = "#3a2a1c"
    frame_light: str = "#8a5a34"
    frame_dark: str = "#5b3519"
    frame_edge: str = "#2e1a0c"
    bande_inlay: str = "#c9a46a"
    field: str = "#3f5b45"
    field_dark: str = "#2f4535"
    fleche_light: str = "#efe3c6"
    fleche_dark: str = "#6c271c"
    fleche_edge: str = "#2a1a10"
    white_dame: str = "#fbf6ea"
    white_dame_shade: str = "#d9cdb2"
    white_edge: str = "#6d5a3e"
    black_dame: str = "#2a2522"
    black_dame_shade: str = "#0f0c0b"
    black_edge: str = "#8d8275"
    jeton: str = "#d8b45a"
    jeton_edge: str = "#7a5a1c"
    hole: str = "#24150a"
    pavillon: str = "#2f58a8"
    die: str = "#fbf8f0"
    die_edge: str = "#5f5548"
    pip: str = "#1d1a17"
    tray: str = "#4a2c14"
    to_move: str = "#b0302a"

    def dame(self, colour: Colour) -> str:
        return self.white_dame if colour is WHITE else self.black_dame

    def dame_shade(self, colour: Colour) -> str:
        return self.white_dame_shade if colour is WHITE else self.black_dame_shade

    def dame_edge(self, colour: Colour) -> str:
        return self.white_edge if colour is WHITE else self.black_edge

    def on_dame(self, colour: Colour) -> str:
        """Return the colour of a count written on a dame of ``colour``."""
        return self.black_dame if colour is WHITE else self.white_dame

    def fleche(self, shade: Shade) -> str:
        return self.fleche_light if shade is Shade.LIGHT else self.fleche_dark


CLASSIC = Palette()
"""Walnut frame, green cloth, cream and red-brown flèches, ivory and ebony dames, on a light page."""
CLASSIC_DARK = Palette(background="#1e1c1a", label="#e6dccb")
"""The same tablier on a dark page."""


# -- placing points -----------------------------------------------------------------------------------------------


def _shade(point: Point) -> Shade:
    # B1 dark, N1 light: colours alternate along each row and differ across the board (facing flèches).
    odd = point.number % 2 == 1
    return Shade.DARK if odd == (point.side is WHITE) else Shade.LIGHT


# -- the builder --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Frame:
    """Derived measures of the layout, computed once per geometry."""

    layout: Layout
    talons: Side
    left: float = field(init=False)
    top: float = field(init=False)
    field_top: float = field(init=False)
    field_bottom: float = field(init=False)
    middle_y: float = field(init=False)

    def __post_init__(self) -> None:
        layout = self.layout
        object.__setattr__(self, "left", layout.margin_side)
        object.__setattr__(self, "top", layout.margin_label)
        object.__setattr__(self, "field_top", layout.margin_label + layout.long_bande)
        object.__setattr__(self, "field_bottom", layout.margin_label + layout.long_bande + layout.field_height)
        object.__setattr__(self, "middle_y", layout.height / 2)

    def column_left(self, column: int) -> float:
        x = self.left + self.layout.side_bande + column
        return x + self.layout.middle_bande if column >= 6 else x

    def column_centre(self, column: int) -> float:
        return self.column_left(column) + 0.5

    @property
    def talon_bande(self) -> Rect:
        layout = self.layout
        x = self.left if self.talons is Side.LEFT else self.left + layout.frame_width - layout.side_bande
        return Rect(x, self.top, layout.side_bande, layout.frame_height)

    @property
    def other_bande(self) -> Rect:
        layout = self.layout
        x = self.left + layout.frame_width - layout.side_bande if self.talons is Side.LEFT else self.left
        return Rect(x, self.top, layout.side_bande, layout.frame_height)

    @property
    def toward_coins(self) -> float:
        """+1 when the points' numbers grow to the right, −1 when to the left."""
        return 1.0 if self.talons is Side.LEFT else -1.0

    def base_y(self, row: Row) -> float:
        return self.field_top if row == "top" else self.field_bottom

    def inward(self, row: Row) -> float:
        """Return +1 (downwards) from the top row's base towards the middle, −1 from the bottom row's."""
        return 1.0 if row == "top" else -1.0

    def jeton_y(self, row: Row) -> float:
        layout = self.layout
        return self.base_y(row) + self.inward(row) * (layout.fleche_length + layout.jeton_radius + 0.06)


def board_geometry(
    position: Position,
    orientation: Orientation | None = None,
    score: ScoreState | None = None,
    dice: Throw | None = None,
    notation: Notation = Notation.BN,
    layout: Layout = LAYOUT,
) -> BoardGeometry:
    """Return everything a renderer draws for ``position`` in this figure.

    ``score`` places the jetons, fichets and pavillon (the fresh state when
    omitted); ``dice`` adds the two dice.  The position need not be legal:
    an editor draws what it is given (counts past fifteen still show).
    """
    orientation = orientation or Orientation()
    frame = _Frame(layout, orientation.talons)
    score = score or ScoreState()
    fleches = tuple(_fleche(point, orientation, notation, frame) for point in _all_points())
    by_point = {f.point: f for f in fleches}
    stacks = tuple(
        _stack(by_point[point], colour, count, frame)
        for point, colour, count in sorted(position.occupied(), key=lambda item: (item[0].side.value, item[0].number))
    )
    holes = _holes(orientation, frame)
    return BoardGeometry(
        layout=layout,
        orientation=orientation,
        notation=notation,
        width=layout.width,
        height=layout.height,
        frame=Rect(frame.left, frame.top, layout.frame_width, layout.frame_height),
        fields=(
            Rect(frame.column_left(0), frame.field_top, 6, layout.field_height),
            Rect(frame.column_left(6), frame.field_top, 6, layout.field_height),
        ),
        bandes=_bandes(orientation, frame),
        fleches=fleches,
        stacks=stacks,
        holes=holes,
        fichets=tuple(_fichet(colour, score, orientation, frame, holes) for colour in (WHITE, BLACK)),
        pavillon=_pavillon(score, frame, holes),
        jetons=_jetons(score, orientation, frame),
        dice=_dice(dice, frame) if dice is not None else (),
        trays=tuple(_tray(colour, position.off(colour), orientation, frame) for colour in (WHITE, BLACK)),
        to_move=_to_move(position.to_move, orientation, frame),
    )


def _all_points() -> list[Point]:
    return [Point(side, number) for side in (WHITE, BLACK) for number in range(1, 13)]


def _fleche(point: Point, orientation: Orientation, notation: Notation, frame: _Frame) -> Fleche:
    layout = frame.layout
    column = column_of(point, orientation)
    row = row_of(point, orientation)
    left = frame.column_left(column)
    base = frame.base_y(row)
    inward = frame.inward(row)
    tip = XY(left + 0.5, base + inward * layout.fleche_length)
    half = layout.field_height / 2
    hit = Rect(left, base if row == "top" else base - half, 1.0, half)
    label_y = frame.top / 2 if row == "top" else layout.height - frame.top / 2
    label = Label(point_name(point, notation, orientation), XY(left + 0.5, label_y), layout.label_size)
    return Fleche(point, column, row, _shade(point), XY(left, base), XY(left + 1.0, base), tip, hit, label)


def _stack(fleche: Fleche, colour: Colour, count: int, frame: _Frame) -> Stack:
    layout = frame.layout
    r = layout.dame_radius
    inward = frame.inward(fleche.row)
    x = fleche.base_centre.x
    shown = min(count, layout.max_discs)
    discs = tuple(
        Disc(XY(x, fleche.base_left.y + inward * (layout.dame_gap + r + 2 * r * i)), r, colour) for i in range(shown)
    )
    label = None
    if count > layout.max_discs:
        label = Label(str(count), discs[-1].centre, layout.count_size, role="count")
    return Stack(fleche.point, colour, count, discs, label)


def _bandes(orientation: Orientation, frame: _Frame) -> tuple[Bande, ...]:
    layout = frame.layout
    bottom_row: Row = "bottom"
    top_row: Row = "top"
    return (
        Bande(BandeKind.LONG, Rect(frame.left, frame.top, layout.frame_width, layout.long_bande), top_row),
        Bande(
            BandeKind.LONG,
            Rect(frame.left, frame.field_bottom, layout.frame_width, layout.long_bande),
            bottom_row,
        ),
        Bande(BandeKind.DEPART, frame.talon_bande),
        Bande(BandeKind.LATERAL, frame.other_bande),
        Bande(
            BandeKind.MIDDLE,
            Rect(frame.column_left(6) - layout.middle_bande, frame.top, layout.middle_bande, layout.frame_height),
        ),
    )


def _lateral_hole_ys(frame: _Frame) -> tuple[float, float, float]:
    """Return the three holes of a lateral bande: top, middle, bottom."""
    offset = frame.layout.field_height * 0.3
    return (frame.middle_y - offset, frame.middle_y, frame.middle_y + offset)


def _holes(orientation: Orientation, frame: _Frame) -> tuple[Hole, ...]:
    layout = frame.layout
    holes: list[Hole] = []
    for row, colour in (("top", orientation.top), ("bottom", orientation.top.opponent)):
        y = frame.top + layout.long_bande / 2 if row == "top" else frame.field_bottom + layout.long_bande / 2
        for number in range(1, 13):
            x = frame.column_centre(column_of(Point(colour, number), orientation))
            holes.append(Hole(XY(x, y), layout.hole_radius, HoleKind.TROU, colour, number))
    owners = (orientation.top, None, orientation.top.opponent)
    for bande, kind in ((frame.talon_bande, HoleKind.DEPART), (frame.other_bande, HoleKind.LATERAL)):
        for number, (y, owner) in enumerate(zip(_lateral_hole_ys(frame), owners, strict=True), start=1):
            holes.append(
                Hole(
                    XY(bande.centre.x, y), layout.hole_radius, kind, owner if kind is HoleKind.DEPART else None, number
                )
            )
    return tuple(holes)


def _start_hole(colour: Colour | None, holes: tuple[Hole, ...]) -> Hole:
    """Return the hole of the bande de départ nearest ``colour`` (the middle one for None)."""
    for hole in holes:
        if hole.kind is HoleKind.DEPART and hole.owner is colour:
            return hole
    raise AssertionError("the bande de départ has three holes")


def _fichet(
    colour: Colour, score: ScoreState, orientation: Orientation, frame: _Frame, holes: tuple[Hole, ...]
) -> Fichet:
    trous = score.of(colour).trous
    if trous == 0:
        hole = _start_hole(colour, holes)
    else:
        number = (trous - 1) % 12 + 1
        hole = next(h for h in holes if h.kind is HoleKind.TROU and h.owner is colour and h.number == number)
    return Fichet(colour, trous, hole.centre, frame.layout.hole_radius * 1.9)


def _pavillon(score: ScoreState, frame: _Frame, holes: tuple[Hole, ...]) -> Pavillon:
    # Dictionnaire raisonné (PAVILLON): the holder places it "dans le trou où se range le fichet quand on n'a pas encore
    # de trou"; nobody's pavillon stands in the middle hole of the bande de départ (Encyclopédie, "Démarrage du jeu").
    hole = _start_hole(score.pavillon, holes)
    base = hole.centre
    top = XY(base.x, base.y - 0.95)
    outward = -frame.toward_coins
    flag = Polygon((top, XY(top.x + outward * 0.5, top.y + 0.17), XY(top.x, top.y + 0.34)))
    return Pavillon(score.pavillon, base, top, flag)


_JETON_SPOTS: dict[int, tuple[int, float]] = {
    # points -> (the marker's flèche, push: +1 towards his coin, −1 towards his talon, 0 centred); Dictionnaire
    # raisonné, JETON.
    2: (2, 0.0),
    4: (4, 0.0),
    6: (6, 1.0),
    8: (7, -1.0),
    10: (12, 1.0),
}


def _jetons(score: ScoreState, orientation: Orientation, frame: _Frame) -> tuple[Jeton, ...]:
    layout = frame.layout
    r = layout.jeton_radius
    jetons: list[Jeton] = []
    for colour in (WHITE, BLACK):
        mine, theirs = score.of(colour), score.of(colour.opponent)
        points = mine.points - mine.points % 2
        if points <= 0:
            continue
        # The first to mark uses one jeton; the second, en bredouille, two (Dictionnaire raisonné, JETON, docs/rules.md
        # §marking).
        count = 2 if mine.bredouille and theirs.points > 0 else 1
        number, push = _JETON_SPOTS[min(points, 10)]
        row = row_of(Point(colour, number), orientation)
        centre_x = frame.column_centre(column_of(Point(colour, number), orientation))
        y = frame.jeton_y(row)
        direction = frame.toward_coins * push
        if push:
            first = centre_x + direction * (0.5 - r - 0.04)
            xs = [first, first - direction * (2 * r + 0.02)]
        else:
            xs = [centre_x, centre_x] if count == 1 else [centre_x - r - 0.01, centre_x + r + 0.01]
        jetons.extend(Jeton(XY(x, y), r, colour, mine.points) for x in xs[:count])
    resting = 3 - len(jetons)
    x = frame.talon_bande.centre.x + frame.toward_coins * (frame.layout.side_bande / 2 + r + 0.05)
    for i in range(resting):
        jetons.append(Jeton(XY(x, frame.middle_y + (i - 1) * (2 * r + 0.03)), r, None, 0))
    return tuple(jetons)


_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.27, 0.23), (0.73, 0.23), (0.27, 0.5), (0.73, 0.5), (0.27, 0.77), (0.73, 0.77)),
}


def _dice(throw: Throw, frame: _Frame) -> tuple[Die, ...]:
    """Return the two dice, high first, side by side in the middle of the table of the grands jans."""
    layout = frame.layout
    size = layout.die_size
    gap = 0.22
    columns = (6, 11) if frame.talons is Side.LEFT else (0, 5)
    centre_x = (frame.column_left(columns[0]) + frame.column_left(columns[1]) + 1) / 2
    lefts = (centre_x - gap / 2 - size, centre_x + gap / 2)
    dice = []
    for left, value in zip(lefts, (throw.high, throw.low), strict=True):
        rect = Rect(left, frame.middle_y - size / 2, size, size)
        pips = tuple(XY(left + u * size, rect.y + v * size) for u, v in _PIPS[value])
        dice.append(Die(rect, value, pips, size * 0.085))
    return tuple(dice)


def _tray(colour: Colour, off: int, orientation: Orientation, frame: _Frame) -> OffTray:
    """Place the off tray by the row of the opponent's talon.

    Dames go off past the opponent's talon (docs/rules.md §board: White past N1), so the tray sits by that row."""
    layout = frame.layout
    row = row_of(Point(colour.opponent, 1), orientation)
    slab_h, slab_gap, pad = 0.17, 0.035, 0.08
    height = 15 * (slab_h + slab_gap) - slab_gap + 2 * pad
    width = layout.margin_side * 0.62
    bande = frame.talon_bande
    x = (
        bande.left - layout.margin_side / 2 - width / 2
        if orientation.talons is Side.LEFT
        else bande.right + layout.margin_side / 2 - width / 2
    )
    inward = frame.inward(row)
    base = frame.base_y(row)
    top = base if row == "top" else base - height
    rect = Rect(x, top, width, height)
    count = max(0, off)
    slabs = []
    for i in range(min(count, 15)):
        y = base + inward * (pad + i * (slab_h + slab_gap))
        slabs.append(Rect(x + 0.07, y if row == "top" else y - slab_h, width - 0.14, slab_h))
    label = None
    if count:
        label_y = base + inward * (height + 0.35)
        label = Label(str(count), XY(rect.centre.x, label_y), layout.count_size, role="off")
    return OffTray(colour, rect, count, tuple(slabs), label)


def _to_move(colour: Colour, orientation: Orientation, frame: _Frame) -> ToMove:
    layout = frame.layout
    row = row_of(Point(colour, 1), orientation)
    bande = frame.other_bande
    outward = 1.0 if orientation.talons is Side.LEFT else -1.0
    x = (bande.right if outward > 0 else bande.left) + outward * layout.margin_side / 2
    y = frame.base_y(row) + frame.inward(row) * layout.fleche_length / 2
    radius = 0.3
    near = x - outward * (radius + 0.08)
    pointer = Polygon((XY(near, y - 0.16), XY(near - outward * 0.22, y), XY(near, y + 0.16)))
    return ToMove(colour, XY(x, y), radius, pointer)


# -- the result ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BoardGeometry:
    """The figure of one position, ready to draw (board units, ``y`` downwards)."""

    layout: Layout
    orientation: Orientation
    notation: Notation
    width: float
    height: float
    frame: Rect
    fields: tuple[Rect, Rect]
    bandes: tuple[Bande, ...]
    fleches: tuple[Fleche, ...]
    stacks: tuple[Stack, ...]
    holes: tuple[Hole, ...]
    fichets: tuple[Fichet, ...]
    pavillon: Pavillon
    jetons: tuple[Jeton, ...]
    dice: tuple[Die, ...]
    trays: tuple[OffTray, ...]
    to_move: ToMove

    @property
    def aspect(self) -> float:
        """Width over height."""
        return self.width / self.height

    @property
    def labels(self) -> tuple[Label, ...]:
        """Every label: the flèches' names, the counts past five, the off counts."""
        labels = [f.label for f in self.fleches]
        labels.extend(s.count_label for s in self.stacks if s.count_label is not None)
        labels.extend(t.label for t in self.trays if t.label is not None)
        return tuple(labels)

    def fleche(self, point: Point | str) -> Fleche:
        """Return the flèche of ``point`` (a Point or a B/N name)."""
        if isinstance(point, str):
            point = Point.from_name(point)
        for fleche in self.fleches:
            if fleche.point == point:
                return fleche
        raise BadPointError(
            f"{point.name} has no flèche (the bande de sortie)", point.name, reason="bande-de-sortie", point=point.name
        )

    def stack(self, point: Point | str) -> Stack | None:
        """Return the dames standing on ``point``, or None."""
        if isinstance(point, str):
            point = Point.from_name(point)
        for stack in self.stacks:
            if stack.point == point:
                return stack
        return None

    def tray(self, colour: Colour) -> OffTray:
        return self.trays[0] if colour is WHITE else self.trays[1]

    def point_at(self, x: float, y: float) -> Point | None:
        """Return the flèche whose half-column holds ``(x, y)``: what a click there designates."""
        for fleche in self.fleches:
            if fleche.hit.contains(x, y):
                return fleche.point
        return None

    def arrow(self, start: Point | str, end: Point | str, colour: Colour | None = None) -> ArrowShape:
        """Return an arrow for a dame moving from ``start`` to ``end`` (``B0``/``N0``: to the off tray).

        It leaves the top dame of ``start`` and ends where the next dame of
        ``end`` would stand.
        """
        start = Point.from_name(start) if isinstance(start, str) else start
        end = Point.from_name(end) if isinstance(end, str) else end
        source = self.stack(start)
        begin = source.top_disc.centre if source is not None else self.fleche(start).base_centre
        if colour is None:
            colour = source.colour if source is not None else (WHITE if start.side is WHITE else BLACK)
        layout = self.layout
        if end.is_off:
            finish = self.tray(colour).rect.centre
        else:
            target = self.fleche(end)
            landing = self.stack(end)
            slot = min(landing.count if landing is not None else 0, layout.max_discs - 1)
            inward = 1.0 if target.row == "top" else -1.0
            r = layout.dame_radius
            finish = XY(target.base_centre.x, target.base_left.y + inward * (layout.dame_gap + r + 2 * r * slot))
        dx, dy = finish.x - begin.x, finish.y - begin.y
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        head_length, head_half = 0.42, 0.22
        back = XY(finish.x - ux * head_length, finish.y - uy * head_length)
        head = Polygon(
            (
                finish,
                XY(back.x - uy * head_half, back.y + ux * head_half),
                XY(back.x + uy * head_half, back.y - ux * head_half),
            )
        )
        return ArrowShape(begin, back, head, 0.11)
