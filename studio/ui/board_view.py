"""The board view: paints the shared geometry (notation.render.geometry) with QPainter.

The figure keeps its aspect and is centred in the widget; every length is
scaled from board units to device-independent pixels at paint time, so the
board is crisp at any size and device pixel ratio.  A click on a flèche
emits :attr:`BoardView.pointClicked` with its B/N name.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QImage,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from notation.board import BLACK, WHITE, Point, Position
from notation.dice import Throw
from notation.notations import Notation, Orientation, point_at
from notation.render.annotations import ANNOTATION_COLOURS, Annotations, arrow_shape, mark_shape
from notation.render.geometry import (
    CLASSIC,
    CLASSIC_DARK,
    XY,
    ArrowShape,
    BoardGeometry,
    Disc,
    Palette,
    Polygon,
    Rect,
    board_geometry,
)
from notation.scoreboard import ScoreState

__all__ = [
    "HIGHLIGHT_COLOURS",
    "KEY_ACTIONS",
    "PRINT",
    "THEMES",
    "BoardView",
    "is_flat",
    "paint_annotations",
    "paint_diagram",
    "paint_geometry",
    "paint_highlights",
    "paint_play",
    "render_image",
]


_SERIF = "DejaVu Serif"


class _Map:
    """Board units to widget pixels: a uniform scale and an offset that centres the figure."""

    def __init__(self, geometry: BoardGeometry, width: float, height: float) -> None:
        self.scale = min(width / geometry.width, height / geometry.height)
        self.dx = (width - geometry.width * self.scale) / 2
        self.dy = (height - geometry.height * self.scale) / 2

    def xy(self, p: XY) -> QPointF:
        return QPointF(self.dx + p.x * self.scale, self.dy + p.y * self.scale)

    def len(self, value: float) -> float:
        return value * self.scale

    def rect(self, r: Rect) -> QRectF:
        return QRectF(self.dx + r.x * self.scale, self.dy + r.y * self.scale, r.w * self.scale, r.h * self.scale)

    def polygon(self, polygon: Polygon) -> QPolygonF:
        return QPolygonF([self.xy(p) for p in polygon.points])

    def to_board(self, x: float, y: float) -> tuple[float, float]:
        return (x - self.dx) / self.scale, (y - self.dy) / self.scale


def _colour(hex_colour: str, alpha: int = 255) -> QColor:
    colour = QColor(hex_colour)
    colour.setAlpha(alpha)
    return colour


def _pen(hex_colour: str, width: float, alpha: int = 255) -> QPen:
    pen = QPen(_colour(hex_colour, alpha))
    pen.setWidthF(width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


LABEL_MIN_PIXELS = 8
"""The points' names never shrink below this (a small window, a small image): they stay legible."""


def _text(
    painter: QPainter,
    m: _Map,
    text: str,
    anchor: XY,
    size: float,
    colour: QColor,
    bold: bool = False,
    minimum: int = 1,
) -> None:
    font = QFont(_SERIF)
    font.setPixelSize(max(minimum, round(m.len(size))))
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(colour)
    centre = m.xy(anchor)
    box = QRectF(centre.x() - m.len(2), centre.y() - m.len(size), m.len(4), m.len(2 * size))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, text)


def _grain(painter: QPainter, m: _Map, rect: Rect, vertical: bool, seed: int, theme: Palette) -> None:
    """Faint wavy lines along a bande: the grain of the wood (deterministic)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    state = seed
    count = max(2, int((rect.w if vertical else rect.h) / 0.12))
    for i in range(count):
        state = (state * 1103515245 + 12345) % 2**31
        wobble = (state % 1000) / 1000 * 0.1 - 0.05
        alpha = 22 + state % 23
        painter.setPen(_pen(theme.frame_edge, max(0.6, m.len(0.02)), alpha))
        path = QPainterPath()
        if vertical:
            x = rect.x + (i + 0.5) * rect.w / count
            path.moveTo(m.xy(XY(x, rect.y)))
            path.cubicTo(
                m.xy(XY(x + wobble, rect.y + rect.h * 0.3)),
                m.xy(XY(x - wobble, rect.y + rect.h * 0.7)),
                m.xy(XY(x, rect.bottom)),
            )
        else:
            y = rect.y + (i + 0.5) * rect.h / count
            path.moveTo(m.xy(XY(rect.x, y)))
            path.cubicTo(
                m.xy(XY(rect.x + rect.w * 0.3, y + wobble)),
                m.xy(XY(rect.x + rect.w * 0.7, y - wobble)),
                m.xy(XY(rect.right, y)),
            )
        painter.drawPath(path)


def is_flat(theme: Palette) -> bool:
    """A palette without relief (the print palette): no shadows, grain or gradients."""
    return theme.frame_light == theme.frame_dark


def _dame(painter: QPainter, m: _Map, disc: Disc, theme: Palette) -> None:
    centre = m.xy(disc.centre)
    r = m.len(disc.radius)
    if not is_flat(theme):
        # A soft shadow under the dame.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawEllipse(QPointF(centre.x() + r * 0.06, centre.y() + r * 0.1), r * 1.01, r * 1.01)
    gradient = QRadialGradient(QPointF(centre.x() - r * 0.3, centre.y() - r * 0.35), r * 1.45)
    gradient.setColorAt(0.0, _colour(theme.dame(disc.colour)))
    gradient.setColorAt(1.0, _colour(theme.dame_shade(disc.colour)))
    painter.setBrush(QBrush(gradient))
    painter.setPen(_pen(theme.dame_edge(disc.colour), r * 0.08))
    painter.drawEllipse(centre, r * 0.96, r * 0.96)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(theme.dame_edge(disc.colour), r * 0.045, 110))
    painter.drawEllipse(centre, r * 0.68, r * 0.68)


class _Sprites:
    """Pre-rendered dames, one image per colour, size, pixel ratio and palette: a paint copies them."""

    def __init__(self) -> None:
        self._images: dict[tuple[object, ...], QPixmap] = {}

    def draw(self, painter: QPainter, m: _Map, disc: Disc, theme: Palette) -> None:
        r = m.len(disc.radius)
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        key = (disc.colour, round(r * 4), ratio, theme)
        sprite = self._images.get(key)
        pad = r * 0.25
        side = 2 * (r + pad)
        if sprite is None:
            sprite = QPixmap(max(1, math.ceil(side * ratio)), max(1, math.ceil(side * ratio)))
            sprite.setDevicePixelRatio(ratio)
            sprite.fill(Qt.GlobalColor.transparent)
            p = QPainter(sprite)
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            unit = _Map.__new__(_Map)
            unit.scale, unit.dx, unit.dy = 1.0, 0.0, 0.0
            _dame(p, unit, Disc(XY(r + pad, r + pad), r, disc.colour), theme)
            p.end()
            if len(self._images) > 32:
                self._images.clear()
            self._images[key] = sprite
        centre = m.xy(disc.centre)
        painter.drawPixmap(QPointF(centre.x() - r - pad, centre.y() - r - pad), sprite)


def paint_geometry(painter: QPainter, geometry: BoardGeometry, width: float, height: float, theme: Palette) -> None:
    """Draw ``geometry`` centred in a ``width`` × ``height`` area (also used for images and printing)."""
    paint_tablier(painter, geometry, width, height, theme)
    paint_pieces(painter, geometry, width, height, theme)


def paint_tablier(painter: QPainter, geometry: BoardGeometry, width: float, height: float, theme: Palette) -> None:
    """The empty tablier: frame, bandes, fields, flèches, holes and the flèches' names (what no edit changes)."""
    m = _Map(geometry, width, height)
    flat = is_flat(theme)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)

    # The frame: walnut with its grain, a gilded fillet round each field.
    frame = m.rect(geometry.frame)
    painter.setPen(Qt.PenStyle.NoPen)
    if not flat:
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(frame.translated(m.len(0.05), m.len(0.09)), m.len(0.16), m.len(0.16))
    wood = QLinearGradient(frame.topLeft(), frame.bottomLeft())
    wood.setColorAt(0.0, _colour(theme.frame_light))
    wood.setColorAt(1.0, _colour(theme.frame_dark))
    painter.setBrush(QBrush(wood))
    painter.setPen(_pen(theme.frame_edge, m.len(0.05)))
    painter.drawRoundedRect(frame, m.len(0.14), m.len(0.14))
    for index, bande in enumerate(geometry.bandes):
        if flat:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(_pen(theme.frame_edge, max(0.6, m.len(0.02))))
            painter.drawRect(m.rect(bande.rect))
        else:
            _grain(painter, m, bande.rect, bande.rect.h > bande.rect.w, index + 7, theme)

    for field in geometry.fields:
        inlay = Rect(field.x - 0.09, field.y - 0.09, field.w + 0.18, field.h + 0.18)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(theme.bande_inlay, m.len(0.04)))
        painter.drawRect(m.rect(inlay))
        box = m.rect(field)
        cloth = QRadialGradient(box.center(), max(box.width(), box.height()) * 0.75)
        cloth.setColorAt(0.0, _colour(theme.field))
        cloth.setColorAt(1.0, _colour(theme.field_dark))
        painter.setBrush(QBrush(cloth))
        painter.setPen(_pen(theme.frame_edge, m.len(0.04)))
        painter.drawRect(box)

    painter.setPen(_pen(theme.fleche_edge, max(0.5, m.len(0.02)), 200))
    for fleche in geometry.fleches:
        painter.setBrush(_colour(theme.fleche(fleche.shade)))
        painter.drawPolygon(m.polygon(fleche.triangle))

    for hole in geometry.holes:
        painter.setBrush(_colour(theme.hole))
        painter.setPen(_pen(theme.bande_inlay, m.len(0.025), 200))
        painter.drawEllipse(m.xy(hole.centre), m.len(hole.radius), m.len(hole.radius))

    for fleche in geometry.fleches:
        label = fleche.label
        # Never below legibility, nor wider than a flèche (a column is one board unit; "N10" is ~1.7 em).
        minimum = min(LABEL_MIN_PIXELS, int(m.len(1.0) / 1.7))
        _text(painter, m, label.text, label.anchor, label.size, _colour(theme.label), minimum=minimum)


def paint_pieces(
    painter: QPainter,
    geometry: BoardGeometry,
    width: float,
    height: float,
    theme: Palette,
    sprites: _Sprites | None = None,
) -> None:
    """What stands on the tablier: fichets, pavillon, jetons, dames, dice, the dames off, the mark of the mover.

    ``sprites`` (kept by a widget between paints) draws each dame from a pre-rendered image.
    """
    m = _Map(geometry, width, height)
    flat = is_flat(theme)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    for fichet in geometry.fichets:
        centre = m.xy(fichet.centre)
        r = m.len(fichet.radius)
        head = QRadialGradient(QPointF(centre.x() - r * 0.3, centre.y() - r * 0.3), r * 1.4)
        head.setColorAt(0.0, _colour(theme.dame(fichet.colour)))
        head.setColorAt(1.0, _colour(theme.dame_shade(fichet.colour)))
        painter.setBrush(QBrush(head))
        painter.setPen(_pen(theme.dame_edge(fichet.colour), m.len(0.03)))
        painter.drawEllipse(centre, r, r)

    pavillon = geometry.pavillon
    painter.setPen(_pen(theme.frame_edge, m.len(0.06)))
    painter.drawLine(m.xy(pavillon.base), m.xy(pavillon.top))
    painter.setBrush(_colour(theme.pavillon))
    painter.setPen(_pen(theme.frame_edge, m.len(0.02)))
    painter.drawPolygon(m.polygon(pavillon.flag))

    for jeton in geometry.jetons:
        centre = m.xy(jeton.centre)
        r = m.len(jeton.radius)
        painter.setPen(Qt.PenStyle.NoPen)
        if not flat:
            painter.setBrush(QColor(0, 0, 0, 50))
            painter.drawEllipse(QPointF(centre.x() + r * 0.08, centre.y() + r * 0.12), r, r)
        metal = QRadialGradient(QPointF(centre.x() - r * 0.3, centre.y() - r * 0.35), r * 1.5)
        metal.setColorAt(0.0, _colour(theme.jeton) if flat else QColor("#f6e3a0"))
        metal.setColorAt(1.0, _colour(theme.jeton))
        painter.setBrush(QBrush(metal))
        painter.setPen(_pen(theme.jeton_edge, m.len(0.03)))
        painter.drawEllipse(centre, r, r)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(theme.jeton_edge, m.len(0.018), 150))
        painter.drawEllipse(centre, r * 0.62, r * 0.62)

    for stack in geometry.stacks:
        for disc in stack.discs:
            if sprites is not None:
                sprites.draw(painter, m, disc, theme)
            else:
                _dame(painter, m, disc, theme)
        if stack.count_label is not None:
            label = stack.count_label
            _text(painter, m, label.text, label.anchor, label.size, _colour(theme.on_dame(stack.colour)), bold=True)

    for die in geometry.dice:
        box = m.rect(die.rect)
        painter.setPen(Qt.PenStyle.NoPen)
        if not flat:
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(box.translated(m.len(0.04), m.len(0.06)), box.width() * 0.17, box.width() * 0.17)
        painter.setBrush(_colour(theme.die))
        painter.setPen(_pen(theme.die_edge, m.len(0.03)))
        painter.drawRoundedRect(box, box.width() * 0.17, box.width() * 0.17)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_colour(theme.pip))
        for pip in die.pips:
            painter.drawEllipse(m.xy(pip), m.len(die.pip_radius), m.len(die.pip_radius))

    for tray in geometry.trays:
        if not tray.count:
            continue
        painter.setBrush(_colour(theme.tray, 18))
        painter.setPen(_pen(theme.label, m.len(0.02), 60))
        painter.drawRoundedRect(m.rect(tray.rect), m.len(0.06), m.len(0.06))
        painter.setBrush(_colour(theme.dame(tray.colour)))
        painter.setPen(_pen(theme.dame_edge(tray.colour), m.len(0.02)))
        for slab in tray.slabs:
            painter.drawRoundedRect(m.rect(slab), m.len(0.05), m.len(0.05))
        if tray.label is not None:
            _text(painter, m, tray.label.text, tray.label.anchor, tray.label.size, _colour(theme.label))

    mark = geometry.to_move
    centre = m.xy(mark.centre)
    painter.setBrush(_colour(theme.dame(mark.colour)))
    painter.setPen(_pen(theme.dame_edge(mark.colour), m.len(0.04)))
    painter.drawEllipse(centre, m.len(mark.radius), m.len(mark.radius))
    painter.setBrush(_colour(theme.to_move))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPolygon(m.polygon(mark.pointer))


# -- what is drawn over the figure: highlights, annotations, a play, the cursor -------------------------------------

PRINT = Palette(
    background="#ffffff",
    label="#000000",
    frame_light="#ffffff",
    frame_dark="#ffffff",
    frame_edge="#000000",
    bande_inlay="#000000",
    field="#ffffff",
    field_dark="#ffffff",
    fleche_light="#ffffff",
    fleche_dark="#c8c8c8",
    fleche_edge="#000000",
    white_dame="#ffffff",
    white_dame_shade="#ffffff",
    white_edge="#000000",
    black_dame="#1a1a1a",
    black_dame_shade="#1a1a1a",
    black_edge="#000000",
    jeton="#ffffff",
    jeton_edge="#000000",
    hole="#ffffff",
    pavillon="#808080",
    die="#ffffff",
    die_edge="#000000",
    pip="#000000",
    tray="#000000",
    to_move="#000000",
)
"""Black on white with flat fills, for printing and for figures in documents."""

THEMES: dict[str, Palette | None] = {"auto": None, "light": CLASSIC, "dark": CLASSIC_DARK, "print": PRINT}
"""The board's palettes by settings name (None follows the widget's palette)."""

HIGHLIGHT_COLOURS: dict[str, str] = {
    "vrai": "#2f9e44",
    "faux": "#e8590c",
    "plein": "#1c7ed6",
    "target": "#f2c14e",
    "other": "#ae3ec9",
}
"""What a highlighted point means: dames that beat à vrai or score, dames that beat à faux, dames that fill or
conserve a jan, the point beaten, anything else."""

PLAY_ARROW = "#1f4e9c"


def paint_highlights(
    painter: QPainter, geometry: BoardGeometry, width: float, height: float, highlights: Mapping[Point, str]
) -> None:
    """Rings round the dames of highlighted points; a glow on the flèche when it is empty (or a target)."""
    if not highlights:
        return
    m = _Map(geometry, width, height)
    for point, kind in highlights.items():
        colour = HIGHLIGHT_COLOURS.get(kind, HIGHLIGHT_COLOURS["other"])
        if point.is_off:
            # A dame that can be borne off: its colour's tray glows (N0 is where Blanc's go, B0 Noir's).
            tray = geometry.tray(WHITE if point.side is BLACK else BLACK)
            painter.setBrush(_colour(colour, 95))
            painter.setPen(_pen(colour, m.len(0.07), 230))
            painter.drawRect(m.rect(tray.rect))
            continue
        stack = geometry.stack(point)
        if stack is None or kind == "target":
            fleche = geometry.fleche(point)
            painter.setBrush(_colour(colour, 95))
            painter.setPen(_pen(colour, m.len(0.07), 230))
            painter.drawPolygon(m.polygon(fleche.triangle))
        if stack is not None:
            first, last = stack.discs[0].centre, stack.discs[-1].centre
            r = stack.discs[0].radius * 1.1
            box = QRectF(
                m.xy(XY(min(first.x, last.x) - r, min(first.y, last.y) - r)),
                m.xy(XY(max(first.x, last.x) + r, max(first.y, last.y) + r)),
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(_pen("#ffffff", m.len(0.14), 150))
            painter.drawRoundedRect(box, m.len(r), m.len(r))
            painter.setPen(_pen(colour, m.len(0.09)))
            painter.drawRoundedRect(box, m.len(r), m.len(r))


def _paint_arrow(painter: QPainter, m: _Map, shape: ArrowShape, colour: str, alpha: int = 255) -> None:
    # A white casing under the shaft and head keeps the arrow legible over dames and flèches (as in the PDF).
    for casing in (True, False):
        stroke = "#ffffff" if casing else colour
        width = m.len(shape.width * (1.9 if casing else 1.0))
        painter.setPen(_pen(stroke, width, 170 if casing else alpha))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawLine(m.xy(shape.start), m.xy(shape.end))
        painter.setPen(_pen(stroke, m.len(0.05) if casing else 0.5, 170 if casing else alpha))
        painter.setBrush(_colour(stroke, 170 if casing else alpha))
        painter.drawPolygon(m.polygon(shape.head))


def paint_annotations(
    painter: QPainter, geometry: BoardGeometry, width: float, height: float, annotations: Annotations
) -> None:
    """The diagram's arrows (coloured, on a white casing) and its marks (a glyph in a white ring)."""
    if not annotations:
        return
    m = _Map(geometry, width, height)
    for arrow in annotations.arrows:
        _paint_arrow(painter, m, arrow_shape(geometry, arrow), ANNOTATION_COLOURS[arrow.colour])
    for mark in annotations.marks:
        shape = mark_shape(geometry, mark)
        centre = m.xy(shape.centre)
        r = m.len(shape.radius)
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.setPen(_pen("#1a1a1a", m.len(0.045)))
        painter.drawEllipse(centre, r, r)
        _text(painter, m, shape.glyph, shape.centre, shape.size * 1.15, QColor("#1a1a1a"), bold=True)


def paint_play(
    painter: QPainter, geometry: BoardGeometry, width: float, height: float, moves: Sequence[tuple[Point, Point]]
) -> None:
    """The moves of a play as translucent blue arrows."""
    m = _Map(geometry, width, height)
    for origin, target in moves:
        if origin.is_off or origin == target:
            continue
        _paint_arrow(painter, m, geometry.arrow(origin, target), PLAY_ARROW, 200)


def paint_diagram(
    painter: QPainter,
    geometry: BoardGeometry,
    width: float,
    height: float,
    theme: Palette,
    annotations: Annotations | None = None,
    highlights: Mapping[Point, str] | None = None,
) -> None:
    """The figure, its highlights and its annotations: what images, the clipboard and printing show."""
    paint_geometry(painter, geometry, width, height, theme)
    if highlights:
        paint_highlights(painter, geometry, width, height, highlights)
    if annotations:
        paint_annotations(painter, geometry, width, height, annotations)


def render_image(
    geometry: BoardGeometry, width: int, theme: Palette = CLASSIC, annotations: Annotations | None = None
) -> QImage:
    """The diagram as an image ``width`` pixels wide (its height keeps the board's aspect)."""
    height = max(1, round(width / geometry.aspect))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(_colour(theme.background))
    painter = QPainter(image)
    paint_diagram(painter, geometry, width, height, theme, annotations)
    painter.end()
    return image


# -- the widget ---------------------------------------------------------------------------------------------------

KEY_ACTIONS: dict[int, str] = {
    Qt.Key.Key_Plus: "add",
    Qt.Key.Key_Equal: "add",
    Qt.Key.Key_Minus: "remove",
    Qt.Key.Key_Backspace: "remove",
    Qt.Key.Key_Delete: "clear",
    Qt.Key.Key_W: "white",
    Qt.Key.Key_B: "white",
    Qt.Key.Key_N: "black",
    Qt.Key.Key_K: "black",
    Qt.Key.Key_Space: "click",
    Qt.Key.Key_Return: "click",
    Qt.Key.Key_Enter: "click",
}
"""Keys on the focused board and the edit each asks for at the cursor.  B and N are Blanc and Noir, as in the
position code and the B/N notation; W (white) and K (black) are their English aliases."""


class BoardView(QWidget):
    """A tablier showing one position, its highlights, annotations and a play.

    It edits nothing itself: it says what the user did, with the B/N names of
    the flèches involved, and the editor decides.
    """

    pointClicked = Signal(str)
    """A left click (or Space/Enter at the cursor) on a flèche."""
    pointRightClicked = Signal(str)
    pointWheeled = Signal(str, int)
    """The wheel turned over a flèche: +n notches up, −n down."""
    pointDragged = Signal(str, str)
    """A drag from one flèche to another; the second name is ``""`` when dropped off the tablier."""
    pointKey = Signal(str, str)
    """An edit key at the cursor: ``add``, ``remove``, ``clear``, ``white``, ``black`` (see :data:`KEY_ACTIONS`)."""
    cursorMoved = Signal(str)
    hovered = Signal(str)
    """The mouse is over a flèche (``""``: over none)."""

    def __init__(self, position: Position | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._position = position or Position.start()
        self._orientation = Orientation()
        self._notation = Notation.BN
        self._score: ScoreState | None = None
        self._dice: Throw | None = None
        self._theme: Palette | None = None
        self._hover: Point | None = None
        self._cursor_point: Point = Point.from_name("B1")
        self._highlights: dict[Point, str] = {}
        self._annotations = Annotations()
        self._play: tuple[tuple[Point, Point], ...] = ()
        self._drag_style = "dame"
        self._press: tuple[QPointF, Point | None] | None = None
        self._drag_at: QPointF | None = None
        self._wheel_rest = 0
        self._geometry: BoardGeometry | None = None
        self._cache: QPixmap | None = None
        self._cache_key: tuple[object, ...] | None = None
        self._tablier_cache: QPixmap | None = None
        self._tablier_key: tuple[object, ...] | None = None
        self._sprites = _Sprites()
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(240, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    # -- what is shown ----------------------------------------------------------------

    def position(self) -> Position:
        return self._position

    def setPosition(self, position: Position) -> None:
        if position != self._position:
            self._position = position
            self._invalidate()

    def orientation(self) -> Orientation:
        return self._orientation

    def setOrientation(self, orientation: Orientation) -> None:
        self._orientation = orientation
        self._invalidate()

    def notation(self) -> Notation:
        return self._notation

    def setNotation(self, notation: Notation) -> None:
        self._notation = notation
        self._invalidate()

    def score(self) -> ScoreState | None:
        return self._score

    def setScore(self, score: ScoreState | None) -> None:
        if score != self._score:
            self._score = score
            self._invalidate()

    def dice(self) -> Throw | None:
        return self._dice

    def setDice(self, dice: Throw | None) -> None:
        if dice != self._dice:
            self._dice = dice
            self._invalidate()

    def setTheme(self, theme: Palette | None) -> None:
        """Force a palette; None follows the widget's palette (light or dark)."""
        self._theme = theme
        self._cache = None
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange and self._theme is None:
            # A theme following the window's palette is drawn again in the new colours.
            self._cache = None
            self.update()
        super().changeEvent(event)

    def theme(self) -> Palette:
        if self._theme is not None:
            return self._theme
        window = self.palette().color(QPalette.ColorRole.Window)
        return CLASSIC_DARK if window.lightness() < 128 else CLASSIC

    def highlights(self) -> dict[Point, str]:
        return dict(self._highlights)

    def setHighlights(self, highlights: Mapping[Point, str]) -> None:
        """Points to ring, each with its kind (a key of :data:`HIGHLIGHT_COLOURS`)."""
        self._highlights = dict(highlights)
        self.update()

    def annotations(self) -> Annotations:
        return self._annotations

    def setAnnotations(self, annotations: Annotations) -> None:
        self._annotations = annotations
        self.update()

    def play(self) -> tuple[tuple[Point, Point], ...]:
        return self._play

    def setPlay(self, moves: Sequence[tuple[Point, Point]]) -> None:
        """Arrows for the moves of a play (drawn over the position shown)."""
        self._play = tuple(moves)
        self.update()

    def setDragStyle(self, style: str) -> None:
        """``"dame"``: a drag carries a dame; ``"arrow"``: a drag draws an arrow."""
        self._drag_style = style

    def cursorPoint(self) -> Point:
        return self._cursor_point

    def setCursorPoint(self, point: Point) -> None:
        if point != self._cursor_point:
            self._cursor_point = point
            self.cursorMoved.emit(point.name)
            self.update()

    def boardGeometry(self) -> BoardGeometry:
        """The geometry being drawn (computed once per change)."""
        if self._geometry is None:
            self._geometry = board_geometry(
                self._position, self._orientation, score=self._score, dice=self._dice, notation=self._notation
            )
        return self._geometry

    def _invalidate(self) -> None:
        self._geometry = None
        self._cache = None
        self.update()

    def image(self, width: int, theme: Palette | None = None) -> QImage:
        """The figure with its annotations as an image ``width`` pixels wide."""
        return render_image(self.boardGeometry(), width, theme or self.theme(), self._annotations)

    # -- mapping ----------------------------------------------------------------------

    def _map(self) -> _Map:
        return _Map(self.boardGeometry(), self.width(), self.height())

    def pointCentre(self, point: Point | str) -> QPointF:
        """Where the flèche of ``point`` sits in widget coordinates (the centre of its half-column)."""
        return self._map().xy(self.boardGeometry().fleche(point).hit.centre)

    def pointAt(self, pos: QPointF) -> Point | None:
        return self.boardGeometry().point_at(*self._map().to_board(pos.x(), pos.y()))

    def _on_tablier(self, pos: QPointF) -> bool:
        return self.boardGeometry().frame.contains(*self._map().to_board(pos.x(), pos.y()))

    # -- Qt ---------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(960, round(960 / self.boardGeometry().aspect))

    def hasHeightForWidth(self) -> bool:
        return False

    def _tablier(self, key: tuple[object, ...], theme: Palette) -> QPixmap:
        """The empty tablier, kept until the size, the pixel ratio, the palette, the notation or the orientation
        change: an edit repaints only what stands on it."""
        ratio = self.devicePixelRatioF()
        if self._tablier_cache is None or self._tablier_key != key:
            pixmap = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(_colour(theme.background))
            painter = QPainter(pixmap)
            paint_tablier(painter, self.boardGeometry(), self.width(), self.height(), theme)
            painter.end()
            self._tablier_cache, self._tablier_key = pixmap, key
        return self._tablier_cache

    def _figure(self) -> QPixmap:
        """The painted figure with its highlights, annotations and play, kept until one of them changes; the
        hover, the cursor and a drag are drawn over it at each paint."""
        theme = self.theme()
        ratio = self.devicePixelRatioF()
        base = (self.width(), self.height(), ratio, theme, self._orientation, self._notation)
        key = (*base, tuple(self._highlights.items()), self._annotations, self._play)
        if self._cache is None or self._cache_key != key:
            pixmap = QPixmap(self._tablier(base, theme))
            painter = QPainter(pixmap)
            geometry = self.boardGeometry()
            w, h = self.width(), self.height()
            paint_pieces(painter, geometry, w, h, theme, self._sprites)
            paint_highlights(painter, geometry, w, h, self._highlights)
            paint_annotations(painter, geometry, w, h, self._annotations)
            if self._play:
                paint_play(painter, geometry, w, h, self._play)
            painter.end()
            self._cache, self._cache_key = pixmap, key
        return self._cache

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._figure())
        geometry = self.boardGeometry()
        m = _Map(geometry, self.width(), self.height())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._hover is not None and self._drag_at is None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 240, 200, 38))
            painter.drawRect(m.rect(geometry.fleche(self._hover).hit))
        if self.hasFocus():
            hit = m.rect(geometry.fleche(self._cursor_point).hit)
            pen = _pen("#f2c14e", max(1.5, m.len(0.06)))
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(hit.adjusted(2, 2, -2, -2), m.len(0.12), m.len(0.12))
        self._paint_drag(painter, m, geometry)
        painter.end()

    def _paint_drag(self, painter: QPainter, m: _Map, geometry: BoardGeometry) -> None:
        if self._drag_at is None or self._press is None or self._press[1] is None:
            return
        origin = self._press[1]
        target = self.pointAt(self._drag_at)
        if target is not None and target != origin:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(242, 193, 78, 60))
            painter.drawRect(m.rect(geometry.fleche(target).hit))
        if self._drag_style == "arrow":
            if target is not None and target != origin:
                _paint_arrow(painter, m, geometry.arrow(origin, target), ANNOTATION_COLOURS["red"], 160)
            return
        holder, _count = self._position.dames_at(origin)
        if holder is None:
            return
        r = m.len(geometry.layout.dame_radius)
        theme = self.theme()
        painter.setOpacity(0.8)
        painter.setBrush(_colour(theme.dame(holder)))
        painter.setPen(_pen(theme.dame_edge(holder), r * 0.08))
        painter.drawEllipse(self._drag_at, r, r)
        painter.setOpacity(1.0)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        point = self.pointAt(event.position())
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = (event.position(), point)
            self._drag_at = None
            if point is not None:
                self.setCursorPoint(point)
            event.accept()
            return
        if event.button() == Qt.MouseButton.RightButton and point is not None:
            self.setCursorPoint(point)
            self.pointRightClicked.emit(point.name)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if self._press is not None and self._press[1] is not None:
            moved = (pos - self._press[0]).manhattanLength()
            if self._drag_at is not None or moved >= QApplication.startDragDistance():
                self._drag_at = pos
                self.update()
        point = self.pointAt(pos)
        if point != self._hover:
            self._hover = point
            self.setCursor(Qt.CursorShape.PointingHandCursor if point else Qt.CursorShape.ArrowCursor)
            self.hovered.emit(point.name if point else "")
            self.update()
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        origin = self._press[1]
        dragged = self._drag_at is not None
        self._press, self._drag_at = None, None
        target = self.pointAt(event.position())
        if not dragged:
            if origin is not None and target == origin:
                self.pointClicked.emit(origin.name)
        elif origin is not None:
            if target is not None and target != origin:
                self.pointDragged.emit(origin.name, target.name)
            elif target is None and not self._on_tablier(event.position()):
                self.pointDragged.emit(origin.name, "")
        self.update()
        event.accept()

    def wheelEvent(self, event: QWheelEvent) -> None:
        point = self.pointAt(event.position())
        if point is None:
            super().wheelEvent(event)
            return
        self._wheel_rest += event.angleDelta().y()
        notches = int(self._wheel_rest / 120)
        if notches:
            self._wheel_rest -= notches * 120
            self.setCursorPoint(point)
            self.pointWheeled.emit(point.name, notches)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._move_cursor(key)
            event.accept()
            return
        action = KEY_ACTIONS.get(Qt.Key(key)) if not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier else None
        if action is None and key == Qt.Key.Key_Plus:
            action = "add"
        if action == "click":
            self.pointClicked.emit(self._cursor_point.name)
        elif action is not None:
            self.pointKey.emit(self._cursor_point.name, action)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _move_cursor(self, key: int) -> None:
        fleche = self.boardGeometry().fleche(self._cursor_point)
        column, row = fleche.column, fleche.row
        if key == Qt.Key.Key_Left:
            column = max(0, column - 1)
        elif key == Qt.Key.Key_Right:
            column = min(11, column + 1)
        else:
            row = "top" if key == Qt.Key.Key_Up else "bottom"
        self.setCursorPoint(point_at(row, column, self._orientation))

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self._hover is not None:
            self._hover = None
            self.hovered.emit("")
            self.update()
        super().leaveEvent(event)
