"""The board view: paints the shared geometry (notation.render.geometry) with QPainter.

The figure keeps its aspect and is centred in the widget; every length is
scaled from board units to device-independent pixels at paint time, so the
board is crisp at any size and device pixel ratio.  A click on a flèche
emits :attr:`BoardView.pointClicked` with its B/N name.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
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
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from notation.board import Point, Position
from notation.dice import Throw
from notation.notations import Notation, Orientation
from notation.render.geometry import (
    CLASSIC,
    CLASSIC_DARK,
    XY,
    BoardGeometry,
    Disc,
    Palette,
    Polygon,
    Rect,
    board_geometry,
)
from notation.score import ScoreState

__all__ = ["BoardView", "paint_geometry"]


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


def _text(painter: QPainter, m: _Map, text: str, anchor: XY, size: float, colour: QColor, bold: bool = False) -> None:
    font = QFont(_SERIF)
    font.setPixelSize(max(1, round(m.len(size))))
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(colour)
    centre = m.xy(anchor)
    box = QRectF(centre.x() - m.len(2), centre.y() - m.len(size), m.len(4), m.len(2 * size))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


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


def _dame(painter: QPainter, m: _Map, disc: Disc, theme: Palette) -> None:
    centre = m.xy(disc.centre)
    r = m.len(disc.radius)
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


def paint_geometry(painter: QPainter, geometry: BoardGeometry, width: float, height: float, theme: Palette) -> None:
    """Draw ``geometry`` centred in a ``width`` × ``height`` area (also used for images and printing)."""
    m = _Map(geometry, width, height)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)

    # The frame: walnut with its grain, a gilded fillet round each field.
    frame = m.rect(geometry.frame)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(frame.translated(m.len(0.05), m.len(0.09)), m.len(0.16), m.len(0.16))
    wood = QLinearGradient(frame.topLeft(), frame.bottomLeft())
    wood.setColorAt(0.0, _colour(theme.frame_light))
    wood.setColorAt(1.0, _colour(theme.frame_dark))
    painter.setBrush(QBrush(wood))
    painter.setPen(_pen(theme.frame_edge, m.len(0.05)))
    painter.drawRoundedRect(frame, m.len(0.14), m.len(0.14))
    for index, bande in enumerate(geometry.bandes):
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
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawEllipse(QPointF(centre.x() + r * 0.08, centre.y() + r * 0.12), r, r)
        metal = QRadialGradient(QPointF(centre.x() - r * 0.3, centre.y() - r * 0.35), r * 1.5)
        metal.setColorAt(0.0, QColor("#f6e3a0"))
        metal.setColorAt(1.0, _colour(theme.jeton))
        painter.setBrush(QBrush(metal))
        painter.setPen(_pen(theme.jeton_edge, m.len(0.03)))
        painter.drawEllipse(centre, r, r)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(theme.jeton_edge, m.len(0.018), 150))
        painter.drawEllipse(centre, r * 0.62, r * 0.62)

    for stack in geometry.stacks:
        for disc in stack.discs:
            _dame(painter, m, disc, theme)
        if stack.count_label is not None:
            label = stack.count_label
            _text(painter, m, label.text, label.anchor, label.size, _colour(theme.on_dame(stack.colour)), bold=True)

    for die in geometry.dice:
        box = m.rect(die.rect)
        painter.setPen(Qt.PenStyle.NoPen)
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

    for fleche in geometry.fleches:
        label = fleche.label
        _text(painter, m, label.text, label.anchor, label.size, _colour(theme.label))


class BoardView(QWidget):
    """A tablier showing one position; click a flèche to get its B/N name from :attr:`pointClicked`."""

    pointClicked = Signal(str)

    def __init__(self, position: Position | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._position = position or Position.start()
        self._orientation = Orientation()
        self._notation = Notation.BN
        self._score: ScoreState | None = None
        self._dice: Throw | None = None
        self._theme: Palette | None = None
        self._hover: Point | None = None
        self._geometry: BoardGeometry | None = None
        self._cache: QPixmap | None = None
        self._cache_key: tuple[object, ...] | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(240, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    # -- what is shown ----------------------------------------------------------------

    def position(self) -> Position:
        return self._position

    def setPosition(self, position: Position) -> None:
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

    def setScore(self, score: ScoreState | None) -> None:
        self._score = score
        self._invalidate()

    def setDice(self, dice: Throw | None) -> None:
        self._dice = dice
        self._invalidate()

    def setTheme(self, theme: Palette | None) -> None:
        """Force a palette; None follows the widget's palette (light or dark)."""
        self._theme = theme
        self._cache = None
        self.update()

    def theme(self) -> Palette:
        if self._theme is not None:
            return self._theme
        window = self.palette().color(QPalette.ColorRole.Window)
        return CLASSIC_DARK if window.lightness() < 128 else CLASSIC

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

    # -- mapping ----------------------------------------------------------------------

    def pointCentre(self, point: Point | str) -> QPointF:
        """Where the flèche of ``point`` sits in widget coordinates (the centre of its half-column)."""
        geometry = self.boardGeometry()
        m = _Map(geometry, self.width(), self.height())
        return m.xy(geometry.fleche(point).hit.centre)

    def pointAt(self, pos: QPointF) -> Point | None:
        geometry = self.boardGeometry()
        m = _Map(geometry, self.width(), self.height())
        return geometry.point_at(*m.to_board(pos.x(), pos.y()))

    # -- Qt ---------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(960, round(960 / self.boardGeometry().aspect))

    def hasHeightForWidth(self) -> bool:
        return False

    def _figure(self) -> QPixmap:
        """The painted figure, kept until the position, the figure, the theme, the size or the pixel ratio change."""
        theme = self.theme()
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, theme)
        if self._cache is None or self._cache_key != key:
            pixmap = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(_colour(theme.background))
            painter = QPainter(pixmap)
            paint_geometry(painter, self.boardGeometry(), self.width(), self.height(), theme)
            painter.end()
            self._cache, self._cache_key = pixmap, key
        return self._cache

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._figure())
        if self._hover is not None:
            geometry = self.boardGeometry()
            m = _Map(geometry, self.width(), self.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 240, 200, 38))
            painter.drawRect(m.rect(geometry.fleche(self._hover).hit))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            point = self.pointAt(event.position())
            if point is not None:
                self.pointClicked.emit(point.name)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = self.pointAt(event.position())
        if point != self._hover:
            self._hover = point
            self.setCursor(Qt.CursorShape.PointingHandCursor if point else Qt.CursorShape.ArrowCursor)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self._hover is not None:
            self._hover = None
            self.update()
        super().leaveEvent(event)
