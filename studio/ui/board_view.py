"""The board view: the interactive tablier (mouse, keyboard, drag), painted by :mod:`studio.ui.board_render`.

The figure keeps its aspect and is centred in the widget.  A click on a flèche
emits :attr:`BoardView.pointClicked` with its B/N name; the widget edits
nothing itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from notation.board import Point, Position
from notation.dice import Throw
from notation.notations import Notation, Orientation, point_at
from notation.render.annotations import ANNOTATION_COLOURS, Annotations
from notation.render.geometry import (
    CLASSIC,
    CLASSIC_DARK,
    BoardGeometry,
    Palette,
    board_geometry,
)
from notation.scoreboard import ScoreState
from studio.ui import board_accessible
from studio.ui.accessible import describe
from studio.ui.board_render import (
    HIGH_CONTRAST,
    BoardMap,
    DameSprites,
    paint_annotations,
    paint_arrow,
    paint_cursor,
    paint_highlights,
    paint_pieces,
    paint_play,
    paint_tablier,
    qt_colour,
    qt_pen,
    render_image,
)
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.style import window_theme

__all__ = ["KEY_ACTIONS", "BoardView"]

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
    announced = Signal(str)
    """A move, a rencontre or a mark was told to assistive technology (:meth:`announce`)."""

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
        self._sprites = DameSprites()
        board_accessible.install()
        self._fleches = {point: board_accessible.PointObject(self, point) for point in board_accessible.FLECHES}
        """The flèches as objects that assistive technology focuses (:mod:`studio.ui.board_accessible`)."""
        self.last_announcement = ""
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(240, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        describe(
            self,
            QT_TRANSLATE_NOOP("Accessible", "Board"),
            QT_TRANSLATE_NOOP(
                "Accessible", "The arrow keys move the cursor from flèche to flèche; Space or Enter chooses it"
            ),
        )

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

    def theme(self, palette: QPalette | None = None) -> Palette:
        """Return the colours the board is drawn in: the one forced, else the window theme's.

        ``palette``: read light or dark from it rather than from the board's own (a window told of a new palette
        before its children are, drawing pictures in the board's colours)."""
        if self._theme is not None:
            return self._theme
        if window_theme() == "contrast":
            # Every board of the studio (a partie's, the lessons') in high contrast, not the diagram's alone.
            return HIGH_CONTRAST
        window = (palette if palette is not None else self.palette()).color(QPalette.ColorRole.Window)
        return CLASSIC_DARK if window.lightness() < 128 else CLASSIC

    def highlights(self) -> dict[Point, str]:
        return dict(self._highlights)

    def setHighlights(self, highlights: Mapping[Point, str]) -> None:
        """Set the points to ring, each with its kind (a key of :data:`HIGHLIGHT_COLOURS`)."""
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
        """Draw arrows for the moves of a play (over the position shown)."""
        self._play = tuple(moves)
        self.update()

    def setDragStyle(self, style: str) -> None:
        """Set what a drag does: ``"dame"``, it carries a dame; ``"arrow"``, it draws an arrow."""
        self._drag_style = style

    def cursorPoint(self) -> Point:
        return self._cursor_point

    def setCursorPoint(self, point: Point) -> None:
        if point != self._cursor_point:
            self._cursor_point = point
            self.cursorMoved.emit(point.name)
            board_accessible.cursor_moved(self)
            self.update()

    def boardGeometry(self) -> BoardGeometry:
        """Return the geometry being drawn (computed once per change)."""
        if self._geometry is None:
            self._geometry = board_geometry(
                self._position, self._orientation, score=self._score, dice=self._dice, notation=self._notation
            )
        return self._geometry

    def _invalidate(self) -> None:
        self._geometry = None
        self._cache = None
        self.update()
        board_accessible.position_changed(self)

    # -- what assistive technology is told ------------------------------------------------------------

    def spokenPosition(self) -> str:
        """Return the position in words (the board's accessible value and description).

        Each side's dames point by point in the board's notation, the dice, the score and the side to move, in the
        studio's language."""
        return board_accessible.spoken_position(self)

    def pointObject(self, point: Point) -> board_accessible.PointObject:
        """Return the object that stands for flèche ``point`` before assistive technology."""
        return self._fleches[point]

    def announce(self, message: str) -> None:
        """Have a screen reader say ``message`` now (a move, a rencontre, a mark), in the studio's language."""
        if not message:
            return
        self.last_announcement = message
        board_accessible.announce(self, message)
        self.announced.emit(message)

    def image(self, width: int, theme: Palette | None = None) -> QImage:
        """Return the figure with its annotations as an image ``width`` pixels wide."""
        return render_image(self.boardGeometry(), width, theme or self.theme(), self._annotations)

    # -- mapping ----------------------------------------------------------------------

    def _map(self) -> BoardMap:
        return BoardMap(self.boardGeometry(), self.width(), self.height())

    def pointCentre(self, point: Point | str) -> QPointF:
        """Return where the flèche of ``point`` sits in widget coordinates (the centre of its half-column)."""
        return self._map().xy(self.boardGeometry().fleche(point).hit.centre)

    def pointRect(self, point: Point | str) -> QRectF:
        """Return the flèche's half-column in widget coordinates."""
        return self._map().rect(self.boardGeometry().fleche(point).hit)

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
        """Return the empty tablier, kept until its looks change.

        It is kept until the size, the pixel ratio, the palette, the notation or the orientation change: an edit
        repaints only what stands on it."""
        ratio = self.devicePixelRatioF()
        if self._tablier_cache is None or self._tablier_key != key:
            pixmap = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(qt_colour(theme.background))
            painter = QPainter(pixmap)
            paint_tablier(painter, self.boardGeometry(), self.width(), self.height(), theme)
            painter.end()
            self._tablier_cache, self._tablier_key = pixmap, key
        return self._tablier_cache

    def _figure(self) -> QPixmap:
        """Return the painted figure with its highlights, annotations and play, kept until one of them changes.

        The hover, the cursor and a drag are drawn over it at each paint."""
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
                paint_play(painter, geometry, w, h, self._play, theme)
            painter.end()
            self._cache, self._cache_key = pixmap, key
        return self._cache

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._figure())
        geometry = self.boardGeometry()
        m = BoardMap(geometry, self.width(), self.height())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._hover is not None and self._drag_at is None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 240, 200, 38))
            painter.drawRect(m.rect(geometry.fleche(self._hover).hit))
        if self.hasFocus():
            paint_cursor(painter, m, geometry.fleche(self._cursor_point))
        self._paint_drag(painter, m, geometry)
        painter.end()

    def _paint_drag(self, painter: QPainter, m: BoardMap, geometry: BoardGeometry) -> None:
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
                paint_arrow(painter, m, geometry.arrow(origin, target), ANNOTATION_COLOURS["red"], 160)
            return
        holder, _count = self._position.dames_at(origin)
        if holder is None:
            return
        r = m.len(geometry.layout.dame_radius)
        theme = self.theme()
        painter.setOpacity(0.8)
        painter.setBrush(qt_colour(theme.dame(holder)))
        painter.setPen(qt_pen(theme.dame_edge(holder), r * 0.08))
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
        board_accessible.cursor_moved(self)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self._hover is not None:
            self._hover = None
            self.hovered.emit("")
            self.update()
        super().leaveEvent(event)
