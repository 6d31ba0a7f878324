"""The board's renderer: paints the shared geometry (notation.render.geometry) with QPainter.

Every length is scaled from board units to device-independent pixels at paint
time (:class:`BoardMap`), so the board is crisp at any size and device pixel
ratio.  The palettes (:data:`THEMES`), the highlights' colours and
:func:`render_image` (a diagram as an image, for exports and lessons) live
here; the interactive widget is :class:`studio.ui.board_view.BoardView`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from notation.board import BLACK, WHITE, Point
from notation.render.annotations import ANNOTATION_COLOURS, Annotations, arrow_shape, mark_shape
from notation.render.geometry import (
    CLASSIC,
    CLASSIC_DARK,
    XY,
    ArrowShape,
    BoardGeometry,
    Disc,
    Fleche,
    Palette,
    Polygon,
    Rect,
)

__all__ = [
    "CURSOR",
    "HIGHLIGHT_COLOURS",
    "HIGH_CONTRAST",
    "PLAY_ARROW",
    "PRINT",
    "THEMES",
    "BoardMap",
    "DameSprites",
    "halo",
    "is_flat",
    "label_pixels",
    "paint_annotations",
    "paint_arrow",
    "paint_cursor",
    "paint_diagram",
    "paint_geometry",
    "paint_highlights",
    "paint_pieces",
    "paint_play",
    "paint_tablier",
    "qt_colour",
    "qt_pen",
    "render_image",
]


_SERIF = "DejaVu Serif"


class BoardMap:
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


def qt_colour(hex_colour: str, alpha: int = 255) -> QColor:
    colour = QColor(hex_colour)
    colour.setAlpha(alpha)
    return colour


def qt_pen(hex_colour: str, width: float, alpha: int = 255) -> QPen:
    pen = QPen(qt_colour(hex_colour, alpha))
    pen.setWidthF(width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


LABEL_MIN_PIXELS = 8
"""The points' names never shrink below this (a small window, a small image): they stay legible."""


def _text(
    painter: QPainter,
    m: BoardMap,
    text: str,
    anchor: XY,
    size: float,
    colour: QColor,
    bold: bool = False,
    minimum: int = 1,
    pixels: int | None = None,
) -> None:
    font = QFont(_SERIF)
    font.setPixelSize(pixels if pixels is not None else max(minimum, round(m.len(size))))
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(colour)
    centre = m.xy(anchor)
    box = QRectF(centre.x() - m.len(2), centre.y() - m.len(size), m.len(4), m.len(2 * size))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, text)


def _grain(painter: QPainter, m: BoardMap, rect: Rect, vertical: bool, seed: int, theme: Palette) -> None:
    """Paint faint wavy lines along a bande: the grain of the wood (deterministic)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    state = seed
    count = max(2, int((rect.w if vertical else rect.h) / 0.12))
    for i in range(count):
        state = (state * 1103515245 + 12345) % 2**31
        wobble = (state % 1000) / 1000 * 0.1 - 0.05
        alpha = 22 + state % 23
        painter.setPen(qt_pen(theme.frame_edge, max(0.6, m.len(0.02)), alpha))
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
    """Tell whether the palette has no relief (the print palette): no shadows, grain or gradients."""
    return theme.frame_light == theme.frame_dark


def _dame(painter: QPainter, m: BoardMap, disc: Disc, theme: Palette) -> None:
    centre = m.xy(disc.centre)
    r = m.len(disc.radius)
    if not is_flat(theme):
        # A soft shadow under the dame.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawEllipse(QPointF(centre.x() + r * 0.06, centre.y() + r * 0.1), r * 1.01, r * 1.01)
    gradient = QRadialGradient(QPointF(centre.x() - r * 0.3, centre.y() - r * 0.35), r * 1.45)
    gradient.setColorAt(0.0, qt_colour(theme.dame(disc.colour)))
    gradient.setColorAt(1.0, qt_colour(theme.dame_shade(disc.colour)))
    painter.setBrush(QBrush(gradient))
    painter.setPen(qt_pen(theme.dame_edge(disc.colour), r * 0.08))
    painter.drawEllipse(centre, r * 0.96, r * 0.96)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(qt_pen(theme.dame_edge(disc.colour), r * 0.045, 110))
    painter.drawEllipse(centre, r * 0.68, r * 0.68)


class DameSprites:
    """Pre-rendered dames, one image per colour, size, pixel ratio and palette: a paint copies them."""

    def __init__(self) -> None:
        self._images: dict[tuple[object, ...], QPixmap] = {}

    def draw(self, painter: QPainter, m: BoardMap, disc: Disc, theme: Palette) -> None:
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
            unit = BoardMap.__new__(BoardMap)
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
    """Paint the empty tablier: what no edit changes.

    Frame, bandes, fields, flèches, holes and the flèches' names."""
    m = BoardMap(geometry, width, height)
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
    wood.setColorAt(0.0, qt_colour(theme.frame_light))
    wood.setColorAt(1.0, qt_colour(theme.frame_dark))
    painter.setBrush(QBrush(wood))
    painter.setPen(qt_pen(theme.frame_edge, m.len(0.05)))
    painter.drawRoundedRect(frame, m.len(0.14), m.len(0.14))
    for index, bande in enumerate(geometry.bandes):
        if flat:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(qt_pen(theme.frame_edge, max(0.6, m.len(0.02))))
            painter.drawRect(m.rect(bande.rect))
        else:
            _grain(painter, m, bande.rect, bande.rect.h > bande.rect.w, index + 7, theme)

    for field in geometry.fields:
        inlay = Rect(field.x - 0.09, field.y - 0.09, field.w + 0.18, field.h + 0.18)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(qt_pen(theme.bande_inlay, m.len(0.04)))
        painter.drawRect(m.rect(inlay))
        box = m.rect(field)
        cloth = QRadialGradient(box.center(), max(box.width(), box.height()) * 0.75)
        cloth.setColorAt(0.0, qt_colour(theme.field))
        cloth.setColorAt(1.0, qt_colour(theme.field_dark))
        painter.setBrush(QBrush(cloth))
        painter.setPen(qt_pen(theme.frame_edge, m.len(0.04)))
        painter.drawRect(box)

    painter.setPen(qt_pen(theme.fleche_edge, max(0.5, m.len(0.02)), 200))
    for fleche in geometry.fleches:
        painter.setBrush(qt_colour(theme.fleche(fleche.shade)))
        painter.drawPolygon(m.polygon(fleche.triangle))

    for hole in geometry.holes:
        painter.setBrush(qt_colour(theme.hole))
        painter.setPen(qt_pen(theme.bande_inlay, m.len(0.025), 200))
        painter.drawEllipse(m.xy(hole.centre), m.len(hole.radius), m.len(hole.radius))

    pixels = label_pixels(m, geometry.fleches)
    for fleche in geometry.fleches if pixels else ():
        label = fleche.label
        _text(painter, m, label.text, label.anchor, label.size, qt_colour(theme.label), pixels=pixels)


def label_pixels(m: BoardMap, fleches: Sequence[Fleche]) -> int:
    """Return the flèches' names' size in pixels, one for all.

    Their nominal size, never below :data:`LABEL_MIN_PIXELS`; smaller than nominal where the widest name would be wider
    than its flèche, rather than names run together ("N9N10N11N12"); 0 (the names hidden) where even
    :data:`LABEL_MIN_PIXELS` would not fit (a small preview): names of 4 or 5 pixels cannot be read."""
    if not fleches:
        return LABEL_MIN_PIXELS
    font = QFont(_SERIF)
    pixels = max(LABEL_MIN_PIXELS, round(m.len(fleches[0].label.size)))
    while pixels >= LABEL_MIN_PIXELS:
        font.setPixelSize(pixels)
        metrics = QFontMetricsF(font)
        if all(
            metrics.horizontalAdvance(f.label.text) <= 0.95 * m.len(f.base_right.x - f.base_left.x) for f in fleches
        ):
            return pixels
        pixels -= 1
    return 0


def paint_pieces(
    painter: QPainter,
    geometry: BoardGeometry,
    width: float,
    height: float,
    theme: Palette,
    sprites: DameSprites | None = None,
) -> None:
    """Paint what stands on the tablier.

    Fichets, pavillon, jetons, dames, dice, the dames off, the mark of the mover.

    ``sprites`` (kept by a widget between paints) draws each dame from a pre-rendered image.
    """
    m = BoardMap(geometry, width, height)
    flat = is_flat(theme)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    for fichet in geometry.fichets:
        centre = m.xy(fichet.centre)
        r = m.len(fichet.radius)
        head = QRadialGradient(QPointF(centre.x() - r * 0.3, centre.y() - r * 0.3), r * 1.4)
        head.setColorAt(0.0, qt_colour(theme.dame(fichet.colour)))
        head.setColorAt(1.0, qt_colour(theme.dame_shade(fichet.colour)))
        painter.setBrush(QBrush(head))
        painter.setPen(qt_pen(theme.dame_edge(fichet.colour), m.len(0.03)))
        painter.drawEllipse(centre, r, r)

    pavillon = geometry.pavillon
    painter.setPen(qt_pen(theme.frame_edge, m.len(0.06)))
    painter.drawLine(m.xy(pavillon.base), m.xy(pavillon.top))
    painter.setBrush(qt_colour(theme.pavillon))
    painter.setPen(qt_pen(theme.frame_edge, m.len(0.02)))
    painter.drawPolygon(m.polygon(pavillon.flag))

    for jeton in geometry.jetons:
        centre = m.xy(jeton.centre)
        r = m.len(jeton.radius)
        painter.setPen(Qt.PenStyle.NoPen)
        if not flat:
            painter.setBrush(QColor(0, 0, 0, 50))
            painter.drawEllipse(QPointF(centre.x() + r * 0.08, centre.y() + r * 0.12), r, r)
        metal = QRadialGradient(QPointF(centre.x() - r * 0.3, centre.y() - r * 0.35), r * 1.5)
        metal.setColorAt(0.0, qt_colour(theme.jeton) if flat else QColor("#f6e3a0"))
        metal.setColorAt(1.0, qt_colour(theme.jeton))
        painter.setBrush(QBrush(metal))
        painter.setPen(qt_pen(theme.jeton_edge, m.len(0.03)))
        painter.drawEllipse(centre, r, r)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(qt_pen(theme.jeton_edge, m.len(0.018), 150))
        painter.drawEllipse(centre, r * 0.62, r * 0.62)

    for stack in geometry.stacks:
        for disc in stack.discs:
            if sprites is not None:
                sprites.draw(painter, m, disc, theme)
            else:
                _dame(painter, m, disc, theme)
        if stack.count_label is not None:
            label = stack.count_label
            _text(painter, m, label.text, label.anchor, label.size, qt_colour(theme.on_dame(stack.colour)), bold=True)

    for die in geometry.dice:
        box = m.rect(die.rect)
        painter.setPen(Qt.PenStyle.NoPen)
        if not flat:
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(box.translated(m.len(0.04), m.len(0.06)), box.width() * 0.17, box.width() * 0.17)
        painter.setBrush(qt_colour(theme.die))
        painter.setPen(qt_pen(theme.die_edge, m.len(0.03)))
        painter.drawRoundedRect(box, box.width() * 0.17, box.width() * 0.17)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qt_colour(theme.pip))
        for pip in die.pips:
            painter.drawEllipse(m.xy(pip), m.len(die.pip_radius), m.len(die.pip_radius))

    for tray in geometry.trays:
        if not tray.count:
            continue
        painter.setBrush(qt_colour(theme.tray, 18))
        painter.setPen(qt_pen(theme.label, m.len(0.02), 60))
        painter.drawRoundedRect(m.rect(tray.rect), m.len(0.06), m.len(0.06))
        painter.setBrush(qt_colour(theme.dame(tray.colour)))
        painter.setPen(qt_pen(theme.dame_edge(tray.colour), m.len(0.02)))
        for slab in tray.slabs:
            painter.drawRoundedRect(m.rect(slab), m.len(0.05), m.len(0.05))
        if tray.label is not None:
            _text(painter, m, tray.label.text, tray.label.anchor, tray.label.size, qt_colour(theme.label))

    mark = geometry.to_move
    centre = m.xy(mark.centre)
    painter.setBrush(qt_colour(theme.dame(mark.colour)))
    painter.setPen(qt_pen(theme.dame_edge(mark.colour), m.len(0.04)))
    painter.drawEllipse(centre, m.len(mark.radius), m.len(mark.radius))
    painter.setBrush(qt_colour(theme.to_move))
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

HIGH_CONTRAST = Palette(
    background="#000000",
    label="#ffffff",
    frame_light="#000000",
    frame_dark="#000000",
    frame_edge="#ffffff",
    bande_inlay="#ffffff",
    field="#000000",
    field_dark="#000000",
    fleche_light="#4d4d4d",
    fleche_dark="#2e2e2e",
    fleche_edge="#ffffff",
    white_dame="#ffffff",
    white_dame_shade="#ffffff",
    white_edge="#000000",
    black_dame="#000000",
    black_dame_shade="#000000",
    black_edge="#ffd500",
    jeton="#ffd500",
    jeton_edge="#ffffff",
    hole="#ffffff",
    pavillon="#00c8ff",
    die="#ffffff",
    die_edge="#ffd500",
    pip="#000000",
    tray="#000000",
    to_move="#ffd500",
)
"""High contrast, flat: white dames and black dames ringed in yellow on grey flèches edged in white, on black."""

THEMES: dict[str, Palette | None] = {
    "auto": None,
    "light": CLASSIC,
    "dark": CLASSIC_DARK,
    "print": PRINT,
    "contrast": HIGH_CONTRAST,
}
"""The board's palettes by settings name (None follows the widget's palette)."""

HIGHLIGHT_COLOURS: dict[str, str] = {
    "vrai": "#009e73",
    "faux": "#e69f00",
    "plein": "#005c9a",
    "target": "#f0e442",
    "other": "#6e1846",
}
"""What a highlighted point means: dames that beat à vrai or score, dames that beat à faux, dames that fill or
conserve a jan, the point beaten, anything else.  Green, orange, blue, yellow and wine of different lightness, so
that they stay apart in greyscale and for the colour-blind (tests/ui/test_ui_colour_vision.py); each is drawn on a
:func:`halo`, so that it stands out on the light and the dark flèches and on the cloth in every theme."""

PLAY_ARROW = "#1f4e9c"

CURSOR = "#f2c14e"
"""The keyboard's cursor: yellow dashes on a black line, seen on every flèche and on the cloth."""


def _luminance(hex_colour: str) -> float:
    """Return the relative luminance of ``#rrggbb`` (WCAG 2)."""

    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    colour = QColor(hex_colour)
    return 0.2126 * linear(colour.red()) + 0.7152 * linear(colour.green()) + 0.0722 * linear(colour.blue())


def halo(hex_colour: str) -> str:
    """Return the casing drawn under a highlight or an arrow of ``hex_colour``.

    Black or white, whichever contrasts more with it.  The mark is then seen on any ground: where its own colour is
    close to the flèche's (a dark blue on a dark flèche, a yellow on a cream one), the casing is not."""
    luminance = _luminance(hex_colour)
    on_black = (luminance + 0.05) / 0.05
    on_white = 1.05 / (luminance + 0.05)
    return "#000000" if on_black >= on_white else "#ffffff"


def _haloed(m: BoardMap, colour: str, width: float) -> list[QPen]:
    """Return the two pens of a haloed line ``width`` board units wide: its casing, then itself."""
    return [qt_pen(halo(colour), m.len(width * 1.8)), qt_pen(colour, m.len(width))]


HIGHLIGHT_WIDTH = 0.09
"""A highlight's line, in board units (its halo is 1.8 times as wide)."""


def paint_highlights(
    painter: QPainter, geometry: BoardGeometry, width: float, height: float, highlights: Mapping[Point, str]
) -> None:
    """Paint rings round the dames of highlighted points.

    On an empty flèche (or a target) its outline and a dot where the dame would stand.  Every line and dot is opaque, on
    a black or white :func:`halo`."""
    if not highlights:
        return
    m = BoardMap(geometry, width, height)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for point, kind in highlights.items():
        colour = HIGHLIGHT_COLOURS.get(kind, HIGHLIGHT_COLOURS["other"])
        pens = _haloed(m, colour, HIGHLIGHT_WIDTH)
        if point.is_off:
            # A dame that can be borne off: its colour's tray is outlined (N0 is where Blanc's go, B0 Noir's).
            tray = geometry.tray(WHITE if point.side is BLACK else BLACK)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for pen in pens:
                painter.setPen(pen)
                painter.drawRect(m.rect(tray.rect))
            continue
        stack = geometry.stack(point)
        if stack is None or kind == "target":
            fleche = geometry.fleche(point)
            outline = _inset(fleche, HIGHLIGHT_WIDTH * 1.2)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for pen in pens:
                pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
                painter.setPen(pen)
                painter.drawPolygon(m.polygon(outline))
            if stack is None:
                # Where the dame would land.
                base, tip = fleche.base_centre, fleche.tip
                reach = math.hypot(tip.x - base.x, tip.y - base.y) or 1.0
                along = geometry.layout.dame_radius
                centre = XY(base.x + (tip.x - base.x) * along / reach, base.y + (tip.y - base.y) * along / reach)
                radius = geometry.layout.dame_radius * 0.42
                painter.setPen(qt_pen(halo(colour), m.len(HIGHLIGHT_WIDTH * 0.8)))
                painter.setBrush(qt_colour(colour))
                painter.drawEllipse(m.xy(centre), m.len(radius), m.len(radius))
        if stack is not None:
            first, last = stack.discs[0].centre, stack.discs[-1].centre
            r = stack.discs[0].radius * 1.1
            box = QRectF(
                m.xy(XY(min(first.x, last.x) - r, min(first.y, last.y) - r)),
                m.xy(XY(max(first.x, last.x) + r, max(first.y, last.y) + r)),
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for pen in pens:
                painter.setPen(pen)
                painter.drawRoundedRect(box, m.len(r), m.len(r))


def _inset(fleche: Fleche, by: float) -> Polygon:
    """Return the flèche's triangle shrunk by ``by`` board units towards its centroid.

    An outline drawn inside it."""
    corners = fleche.triangle.points
    cx = sum(p.x for p in corners) / 3
    cy = sum(p.y for p in corners) / 3
    shrunk = []
    for p in corners:
        distance = math.hypot(p.x - cx, p.y - cy) or 1.0
        factor = max(0.0, (distance - by * 2) / distance)
        shrunk.append(XY(cx + (p.x - cx) * factor, cy + (p.y - cy) * factor))
    return Polygon(tuple(shrunk))


def paint_cursor(painter: QPainter, m: BoardMap, fleche: Fleche) -> None:
    """Paint the keyboard's cursor round ``fleche``'s half-column.

    Yellow dashes on a solid black line, so that it is seen on the light and dark flèches, on the cloth and on the
    dames, in every theme."""
    hit = m.rect(fleche.hit).adjusted(2, 2, -2, -2)
    width = max(1.5, m.len(0.06))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(qt_pen(halo(CURSOR), width * 2))
    painter.drawRoundedRect(hit, m.len(0.12), m.len(0.12))
    pen = qt_pen(CURSOR, width)
    pen.setStyle(Qt.PenStyle.DashLine)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.drawRoundedRect(hit, m.len(0.12), m.len(0.12))


def paint_arrow(
    painter: QPainter, m: BoardMap, shape: ArrowShape, colour: str, alpha: int = 255, *, dashed: bool = False
) -> None:
    """Paint an arrow on a casing, black or white as contrasts with it (:func:`halo`).

    The casing keeps it seen over dames, flèches and the cloth in every theme; ``dashed``: its shaft in dashes (a play
    shown, told from the diagram's own arrows without its colour)."""
    for casing in (True, False):
        stroke = halo(colour) if casing else colour
        width = m.len(shape.width * (1.9 if casing else 1.0))
        pen = qt_pen(stroke, width, 255 if casing else alpha)
        if dashed:
            pen.setStyle(Qt.PenStyle.CustomDashLine)
            pen.setDashPattern([1.6, 1.1] if not casing else [1.6 / 1.9, 1.1 / 1.9])
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawLine(m.xy(shape.start), m.xy(shape.end))
        painter.setPen(qt_pen(stroke, m.len(0.05) if casing else 0.5, 255 if casing else alpha))
        painter.setBrush(qt_colour(stroke, 255 if casing else alpha))
        painter.drawPolygon(m.polygon(shape.head))


def paint_annotations(
    painter: QPainter, geometry: BoardGeometry, width: float, height: float, annotations: Annotations
) -> None:
    """Paint the diagram's arrows (coloured, on a white casing) and its marks (a glyph in a white ring)."""
    if not annotations:
        return
    m = BoardMap(geometry, width, height)
    for arrow in annotations.arrows:
        paint_arrow(painter, m, arrow_shape(geometry, arrow), ANNOTATION_COLOURS[arrow.colour])
    for mark in annotations.marks:
        shape = mark_shape(geometry, mark)
        centre = m.xy(shape.centre)
        r = m.len(shape.radius)
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.setPen(qt_pen("#1a1a1a", m.len(0.045)))
        painter.drawEllipse(centre, r, r)
        _text(painter, m, shape.glyph, shape.centre, shape.size * 1.15, QColor("#1a1a1a"), bold=True)


def paint_play(
    painter: QPainter,
    geometry: BoardGeometry,
    width: float,
    height: float,
    moves: Sequence[tuple[Point, Point]],
    theme: Palette = CLASSIC,
) -> None:
    """Paint the moves of a play as translucent blue arrows in dashes.

    The diagram's own arrows are whole; the counted dames (« 13 ») stay above them, readable."""
    m = BoardMap(geometry, width, height)
    drawn = False
    for origin, target in moves:
        if origin.is_off or origin == target:
            continue
        paint_arrow(painter, m, geometry.arrow(origin, target), PLAY_ARROW, 200, dashed=True)
        drawn = True
    if not drawn:
        return
    for stack in geometry.stacks:
        label = stack.count_label
        if label is None:
            continue
        # The disc that bears the count is drawn again over the arrows, then its number.
        _dame(painter, m, stack.top_disc, theme)
        _text(painter, m, label.text, label.anchor, label.size, qt_colour(theme.on_dame(stack.colour)), bold=True)


def paint_diagram(
    painter: QPainter,
    geometry: BoardGeometry,
    width: float,
    height: float,
    theme: Palette,
    annotations: Annotations | None = None,
    highlights: Mapping[Point, str] | None = None,
) -> None:
    """Paint the figure, its highlights and its annotations: what images, the clipboard and printing show."""
    paint_geometry(painter, geometry, width, height, theme)
    if highlights:
        paint_highlights(painter, geometry, width, height, highlights)
    if annotations:
        paint_annotations(painter, geometry, width, height, annotations)


def render_image(
    geometry: BoardGeometry, width: int, theme: Palette = CLASSIC, annotations: Annotations | None = None
) -> QImage:
    """Render the diagram as an image ``width`` pixels wide (its height keeps the board's aspect)."""
    height = max(1, round(width / geometry.aspect))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(qt_colour(theme.background))
    painter = QPainter(image)
    paint_diagram(painter, geometry, width, height, theme, annotations)
    painter.end()
    return image
