"""Drawing a board figure on a reportlab canvas, from the shared geometry (:mod:`notation.render.geometry`).

The geometry is in board units with ``y`` downwards; :func:`draw_board` maps it
into a box of the page (PDF points, ``y`` upwards) and draws every part the
SVG and the Qt view draw, in the same places, so print matches screen.  Only
the colours differ: :data:`PRINT` is black on white with fine lines (the
default for paper), :data:`CLASSIC` the screen's walnut and cloth.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color, HexColor, black, white
from reportlab.pdfgen.canvas import Canvas

from notation.board import WHITE, Colour
from notation.render.annotations import ANNOTATION_COLOURS, Annotations, arrow_shape, mark_shape
from notation.render.geometry import CLASSIC as SCREEN_PALETTE
from notation.render.geometry import XY, BoardGeometry, Polygon, Rect, Shade
from studio.export.common import draw_text
from studio.export.fonts import font_set

__all__ = ["CLASSIC", "MIN_LABEL_PT", "PRINT", "STYLES", "BoardStyle", "draw_board"]

MIN_LABEL_PT = 6.0
"""The smallest printed size of the flèches' names and the counts, in points, whatever the figure's size:
legible on paper (the figure's own label size, a third of a flèche, falls under 4 pt on a 6-up page)."""


@dataclass(frozen=True, slots=True)
class BoardStyle:
    """Colours and line widths (in PDF points, whatever the figure's size) for one look of the figure."""

    name: str
    frame: Color
    bande: Color
    field: Color
    edge: Color
    fleche_light: Color
    fleche_dark: Color
    fleche_edge: Color
    white_dame: Color
    white_edge: Color
    black_dame: Color
    black_edge: Color
    hole: Color
    hole_edge: Color
    jeton: Color
    jeton_edge: Color
    pavillon: Color
    die: Color
    die_edge: Color
    pip: Color
    label: Color
    to_move: Color
    ring: Color | None = None
    """The inner ring of a dame; None: its edge colour."""
    frame_line: float = 0.9
    line: float = 0.45
    fine: float = 0.3

    def dame(self, colour: Colour) -> Color:
        return self.white_dame if colour is WHITE else self.black_dame

    def dame_edge(self, colour: Colour) -> Color:
        return self.white_edge if colour is WHITE else self.black_edge

    def on_dame(self, colour: Colour) -> Color:
        return self.black_dame if colour is WHITE else self.white_dame


_GREY = Color(0.72, 0.72, 0.72)
PRINT = BoardStyle(
    name="print",
    frame=Color(0.93, 0.93, 0.93),
    bande=Color(0.93, 0.93, 0.93),
    field=white,
    edge=black,
    fleche_light=white,
    fleche_dark=_GREY,
    fleche_edge=black,
    white_dame=white,
    white_edge=black,
    black_dame=Color(0.08, 0.08, 0.08),
    black_edge=black,
    hole=white,
    hole_edge=black,
    jeton=Color(0.86, 0.86, 0.86),
    jeton_edge=black,
    pavillon=black,
    die=white,
    die_edge=black,
    pip=black,
    label=black,
    to_move=black,
    ring=Color(0.5, 0.5, 0.5),
)
"""Black on white, fine lines: the figure as the treatises print it."""

_P = SCREEN_PALETTE
CLASSIC = BoardStyle(
    name="classic",
    frame=HexColor(_P.frame_light),
    bande=HexColor(_P.frame_light),
    field=HexColor(_P.field),
    edge=HexColor(_P.frame_edge),
    fleche_light=HexColor(_P.fleche_light),
    fleche_dark=HexColor(_P.fleche_dark),
    fleche_edge=HexColor(_P.fleche_edge),
    white_dame=HexColor(_P.white_dame),
    white_edge=HexColor(_P.white_edge),
    black_dame=HexColor(_P.black_dame),
    black_edge=HexColor(_P.black_edge),
    hole=HexColor(_P.hole),
    hole_edge=HexColor(_P.bande_inlay),
    jeton=HexColor(_P.jeton),
    jeton_edge=HexColor(_P.jeton_edge),
    pavillon=HexColor(_P.pavillon),
    die=HexColor(_P.die),
    die_edge=HexColor(_P.die_edge),
    pip=HexColor(_P.pip),
    label=HexColor(_P.label),
    to_move=HexColor(_P.to_move),
)
"""The screen's colours (:data:`notation.render.geometry.CLASSIC`), flat."""

STYLES = {PRINT.name: PRINT, CLASSIC.name: CLASSIC}


_KAPPA = 0.5522847498
"""The control-point distance of a quarter circle drawn as one Bézier curve, per unit of radius."""


def _f(value: float) -> str:
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def _rgb(colour: Color) -> str:
    return f"{_f(colour.red)} {_f(colour.green)} {_f(colour.blue)}"


class _Pen:
    """Draws geometry primitives on a canvas already mapped to board units (``y`` down).

    Paths go to the page as literal PDF operators (``Canvas.addLiteral``), formatted here: reportlab's own
    circles and number formatting cost most of the time of a diagram when its C accelerator is absent.
    """

    def __init__(self, canvas: Canvas, scale: float) -> None:
        self.canvas = canvas
        self.scale = scale

    def width(self, points: float) -> None:
        self.canvas.addLiteral(f"{_f(points / self.scale)} w")

    def _paint(self, path: str, fill: Color | None, stroke: Color | None) -> None:
        ops = [path]
        if fill is not None:
            ops.insert(0, f"{_rgb(fill)} rg")
        if stroke is not None:
            ops.insert(0, f"{_rgb(stroke)} RG")
        ops.append("B" if fill is not None and stroke is not None else "f" if fill is not None else "S")
        self.canvas.addLiteral(" ".join(ops))

    def rect(self, rect: Rect, fill: Color | None, stroke: Color | None, radius: float = 0.0) -> None:
        if not radius:
            self._paint(f"{_f(rect.x)} {_f(rect.y)} {_f(rect.w)} {_f(rect.h)} re", fill, stroke)
            return
        r = min(radius, rect.w / 2, rect.h / 2)
        k = r * (1 - _KAPPA)
        x0, y0, x1, y1 = rect.x, rect.y, rect.right, rect.bottom
        path = (
            f"{_f(x0 + r)} {_f(y0)} m {_f(x1 - r)} {_f(y0)} l "
            f"{_f(x1 - k)} {_f(y0)} {_f(x1)} {_f(y0 + k)} {_f(x1)} {_f(y0 + r)} c "
            f"{_f(x1)} {_f(y1 - r)} l {_f(x1)} {_f(y1 - k)} {_f(x1 - k)} {_f(y1)} {_f(x1 - r)} {_f(y1)} c "
            f"{_f(x0 + r)} {_f(y1)} l {_f(x0 + k)} {_f(y1)} {_f(x0)} {_f(y1 - k)} {_f(x0)} {_f(y1 - r)} c "
            f"{_f(x0)} {_f(y0 + r)} l {_f(x0)} {_f(y0 + k)} {_f(x0 + k)} {_f(y0)} {_f(x0 + r)} {_f(y0)} c h"
        )
        self._paint(path, fill, stroke)

    def circle(self, centre: XY, radius: float, fill: Color | None, stroke: Color | None) -> None:
        x, y, r = centre.x, centre.y, radius
        k = r * _KAPPA
        path = (
            f"{_f(x + r)} {_f(y)} m "
            f"{_f(x + r)} {_f(y + k)} {_f(x + k)} {_f(y + r)} {_f(x)} {_f(y + r)} c "
            f"{_f(x - k)} {_f(y + r)} {_f(x - r)} {_f(y + k)} {_f(x - r)} {_f(y)} c "
            f"{_f(x - r)} {_f(y - k)} {_f(x - k)} {_f(y - r)} {_f(x)} {_f(y - r)} c "
            f"{_f(x + k)} {_f(y - r)} {_f(x + r)} {_f(y - k)} {_f(x + r)} {_f(y)} c h"
        )
        self._paint(path, fill, stroke)

    def polygon(self, polygon: Polygon, fill: Color | None, stroke: Color | None) -> None:
        first, *rest = polygon.points
        path = f"{_f(first.x)} {_f(first.y)} m " + " ".join(f"{_f(p.x)} {_f(p.y)} l" for p in rest) + " h"
        self._paint(path, fill, stroke)

    def line(self, start: XY, end: XY, colour: Color) -> None:
        self.canvas.addLiteral(f"{_rgb(colour)} RG {_f(start.x)} {_f(start.y)} m {_f(end.x)} {_f(end.y)} l S")

    def text(self, text: str, anchor: XY, size: float, font: str, colour: Color) -> None:
        """Centre ``text`` on ``anchor`` (its capitals and digits centred vertically)."""
        c = self.canvas
        c.saveState()
        c.translate(anchor.x, anchor.y)
        c.scale(1, -1)
        c.setFillColor(colour)
        draw_text(c, 0, -size * 0.35, text, font, size, align="centre")
        c.restoreState()


def draw_board(
    canvas: Canvas,
    geometry: BoardGeometry,
    x: float,
    y: float,
    width: float,
    *,
    annotations: Annotations | None = None,
    style: BoardStyle = PRINT,
) -> Rect:
    """Draw ``geometry`` ``width`` points wide with its top-left corner at ``(x, y)`` (PDF points, ``y`` up).

    Returns the box it fills, in PDF points: ``Rect(x, y - height, width, height)`` (``y`` up, so the
    rect's ``y`` is its bottom edge).
    """
    fonts = font_set()
    scale = width / geometry.width
    height = geometry.height * scale
    least = MIN_LABEL_PT / scale  # the smallest text size, in board units
    canvas.saveState()
    canvas.translate(x, y)
    canvas.scale(scale, -scale)
    canvas.setLineJoin(1)
    canvas.setLineCap(1)
    pen = _Pen(canvas, scale)

    # The frame and its bandes, the two fields.
    pen.width(style.frame_line)
    pen.rect(geometry.frame, style.frame, style.edge, radius=0.08)
    pen.width(style.fine)
    for bande in geometry.bandes:
        if bande.rect.w < bande.rect.h:  # the lateral and middle bandes: their edges
            pen.rect(bande.rect, None, style.edge)
    pen.width(style.line)
    for field in geometry.fields:
        pen.rect(field, style.field, style.edge)

    # The flèches.
    pen.width(style.fine)
    for fleche in geometry.fleches:
        fill = style.fleche_dark if fleche.shade is Shade.DARK else style.fleche_light
        pen.polygon(fleche.triangle, fill, style.fleche_edge)

    # The holes, the fichets, the pavillon.
    for hole in geometry.holes:
        pen.circle(hole.centre, hole.radius, style.hole, style.hole_edge)
    pen.width(style.line)
    for fichet in geometry.fichets:
        pen.circle(fichet.centre, fichet.radius, style.dame(fichet.colour), style.dame_edge(fichet.colour))
    pavillon = geometry.pavillon
    pen.width(style.frame_line)
    pen.line(pavillon.base, pavillon.top, style.edge)
    pen.width(style.fine)
    pen.polygon(pavillon.flag, style.pavillon, style.edge)

    # The jetons.
    for jeton in geometry.jetons:
        pen.width(style.line)
        pen.circle(jeton.centre, jeton.radius, style.jeton, style.jeton_edge)
        pen.width(style.fine)
        pen.circle(jeton.centre, jeton.radius * 0.6, None, style.jeton_edge)

    # The dames.
    for stack in geometry.stacks:
        fill, edge = style.dame(stack.colour), style.dame_edge(stack.colour)
        for disc in stack.discs:
            pen.width(style.line)
            pen.circle(disc.centre, disc.radius, fill, edge)
            pen.width(style.fine * 0.8)
            pen.circle(disc.centre, disc.radius * 0.66, None, style.ring or edge)
        if stack.count_label is not None:
            label = stack.count_label
            pen.text(label.text, label.anchor, max(label.size, least), fonts.bold, style.on_dame(stack.colour))

    # The dice.
    for die in geometry.dice:
        pen.width(style.line)
        pen.rect(die.rect, style.die, style.die_edge, radius=die.rect.w * 0.16)
        for pip in die.pips:
            pen.circle(pip, die.pip_radius, style.pip, None)

    # The dames borne off.
    for tray in geometry.trays:
        if not tray.count:
            continue
        pen.width(style.fine)
        pen.rect(tray.rect, None, style.edge, radius=0.06)
        for slab in tray.slabs:
            pen.rect(slab, style.dame(tray.colour), style.dame_edge(tray.colour), radius=0.04)
        if tray.label is not None:
            pen.text(tray.label.text, tray.label.anchor, max(tray.label.size, least), fonts.regular, style.label)

    # The player to move.
    mark = geometry.to_move
    pen.width(style.line)
    pen.circle(mark.centre, mark.radius, style.dame(mark.colour), style.dame_edge(mark.colour))
    pen.polygon(mark.pointer, style.to_move, None)

    # The flèches' names.
    for fleche in geometry.fleches:
        label = fleche.label
        pen.text(label.text, label.anchor, max(label.size, least), fonts.regular, style.label)

    if annotations:
        _draw_annotations(pen, geometry, annotations, fonts.bold, least)
    canvas.restoreState()
    return Rect(x, y - height, width, height)


def _draw_annotations(pen: _Pen, geometry: BoardGeometry, annotations: Annotations, font: str, least: float) -> None:
    for arrow in annotations.arrows:
        shape = arrow_shape(geometry, arrow)
        colour = HexColor(ANNOTATION_COLOURS[arrow.colour])
        c = pen.canvas
        # A white casing under the shaft and head keeps the arrow legible over dames and flèches.
        for casing, stroke in ((True, white), (False, colour)):
            c.addLiteral(f"{_f(shape.width * (1.9 if casing else 1.0))} w")
            pen.line(shape.start, shape.end, stroke)
            pen.width(1.6 if casing else 0.01)
            pen.polygon(shape.head, colour if not casing else white, white if casing else None)
    for mark in annotations.marks:
        disc = mark_shape(geometry, mark)
        pen.width(0.8)
        pen.circle(disc.centre, disc.radius, white, black)
        pen.text(disc.glyph, disc.centre, max(disc.size * 1.15, least), font, black)
