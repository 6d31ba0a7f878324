"""The board's colours stay apart for every eye: the two sides' dames, the highlights' kinds and the arrows, in
each theme, as the board draws them, seen in greyscale and through the three common colour-vision deficiencies.

Each colour is read off a rendered board (the pixels a highlight, an arrow or a dame changed, their most frequent
colour), then simulated (Machado, Oliveira and Fernandes 2009, full severity: protanopia, deuteranopia,
tritanopia; greyscale by relative luminance) and compared in CIELAB: two things that mean different things differ
by at least :data:`LEAST_DIFFERENCE` (CIE76 ΔE; 2.3 is a just-noticeable difference).

Each mark the board paints over its flèches — every highlight's kind, every arrow, the play shown, the keyboard's
cursor — must also stand out from what it is drawn on: read off screenshots of the board widget itself (grabbed
with and without the mark), the pixels it changed over a light flèche, a dark flèche and the cloth (the board's
background) differ from what was there by :data:`STANDS_OUT` on average, for every eye, in every theme; and where
a mark is drawn on a casing, its colour and its casing differ by :data:`LEAST_DIFFERENCE`.  The translucent
washes drawn before (a dark blue or a wine at 37 % over a dark flèche) failed it.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from notation.board import BLACK, WHITE, Point, Position
from notation.notations import Orientation
from notation.render.annotations import ANNOTATION_COLOURS, Annotations, Arrow
from notation.render.geometry import CLASSIC, CLASSIC_DARK, Palette, board_geometry
from studio.ui.board_render import (
    CURSOR,
    HIGH_CONTRAST,
    HIGHLIGHT_COLOURS,
    PLAY_ARROW,
    BoardMap,
    halo,
    paint_annotations,
    paint_geometry,
    paint_highlights,
    paint_play,
)
from studio.ui.board_view import BoardView

WIDTH, HEIGHT = 640, 448
LEAST_DIFFERENCE = 12.0
"""ΔE between two colours that must not be taken for one another, however seen."""

RGB = tuple[float, float, float]

_MACHADO: dict[str, tuple[RGB, RGB, RGB]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _linear(channel: int) -> float:
    value = channel / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, value))


def _seen(name: str) -> Callable[[RGB], RGB]:
    """How an eye sees a linear RGB colour: ``normal``, ``greyscale`` or one of :data:`_MACHADO`."""
    if name == "normal":
        return lambda rgb: rgb
    if name == "greyscale":

        def grey(rgb: RGB) -> RGB:
            luminance = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
            return luminance, luminance, luminance

        return grey
    matrix = _MACHADO[name]

    def simulated(rgb: RGB) -> RGB:
        r, g, b = (_clamp(sum(row[i] * rgb[i] for i in range(3))) for row in matrix)
        return r, g, b

    return simulated


def _lab(rgb: RGB) -> RGB:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def difference(first: tuple[int, int, int], second: tuple[int, int, int], eye: str) -> float:
    """CIE76 ΔE between two sRGB colours as ``eye`` sees them."""
    see = _seen(eye)
    a = _lab(see((_linear(first[0]), _linear(first[1]), _linear(first[2]))))
    b = _lab(see((_linear(second[0]), _linear(second[1]), _linear(second[2]))))
    return math.dist(a, b)


# -- the rendered board ----------------------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def _application(qapp: object) -> None:
    """The board's labels need Qt's fonts, hence an application."""


POSITION = Position.from_points({"B1": 10, "B6": 3, "B8": 2}, {"N1": 10, "N6": 3, "N8": 2})
GEOMETRY = board_geometry(POSITION, Orientation())


def _render(theme: Palette, draw: Callable[[QPainter], None] | None = None) -> QImage:
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_geometry(painter, GEOMETRY, WIDTH, HEIGHT, theme)
    if draw is not None:
        draw(painter)
    painter.end()
    return image


def _area(points: tuple[str, ...]) -> QRect:
    m = BoardMap(GEOMETRY, WIDTH, HEIGHT)
    area = QRect()
    for name in points:
        area = area.united(m.rect(GEOMETRY.fleche(name).hit).toAlignedRect().adjusted(-30, -30, 30, 30))
    return area.intersected(QRect(0, 0, WIDTH, HEIGHT))


def _pixels(image: QImage, area: QRect) -> Iterator[tuple[int, int, tuple[int, int, int]]]:
    for y in range(area.top(), area.bottom() + 1, 1):
        for x in range(area.left(), area.right() + 1, 1):
            colour = image.pixelColor(x, y)
            yield x, y, (colour.red(), colour.green(), colour.blue())


@functools.cache
def _before(theme: Palette, area: QRect) -> dict[tuple[int, int], tuple[int, int, int]]:
    """The board's pixels in ``area`` before anything is drawn over it."""
    return {(x, y): colour for x, y, colour in _pixels(_render(theme), area)}


def drawn_colour(theme: Palette, draw: Callable[[QPainter], None], where: tuple[str, ...]) -> tuple[int, int, int]:
    """The colour that ``draw`` puts on the board most often, near the flèches ``where`` (the pixels it changed)."""
    drawn = _render(theme, draw)
    area = _area(where)
    before = _before(theme, area)
    changed = Counter(colour for x, y, colour in _pixels(drawn, area) if colour != before[(x, y)])
    assert changed, "nothing was drawn"
    colour, _count = changed.most_common(1)[0]
    return colour


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    return int(hex_colour[1:3], 16), int(hex_colour[3:5], 16), int(hex_colour[5:7], 16)


def dame_colour(theme: Palette, point: str) -> tuple[int, int, int]:
    """The colour at the centre of the first dame on ``point``."""
    stack = GEOMETRY.stack(point)
    assert stack is not None
    m = BoardMap(GEOMETRY, WIDTH, HEIGHT)
    centre = m.xy(stack.discs[0].centre).toPoint()
    colour = _render(theme).pixelColor(centre)
    return colour.red(), colour.green(), colour.blue()


THEMES = {"light": CLASSIC, "dark": CLASSIC_DARK, "contrast": HIGH_CONTRAST}
EYES = ("normal", "greyscale", "protanopia", "deuteranopia", "tritanopia")


@functools.cache
def _highlights(theme: Palette) -> dict[str, tuple[int, int, int]]:
    def ring(kind: str) -> Callable[[QPainter], None]:
        return lambda painter: paint_highlights(painter, GEOMETRY, WIDTH, HEIGHT, {Point.from_name("B6"): kind})

    return {kind: drawn_colour(theme, ring(kind), ("B6",)) for kind in HIGHLIGHT_COLOURS}


ORIGIN, TARGET = Point.from_name("B8"), Point.from_name("N9")


def _annotation(colour: str) -> Callable[[QPainter], None]:
    arrows = Annotations(arrows=(Arrow(ORIGIN, TARGET, colour),))
    return lambda painter: paint_annotations(painter, GEOMETRY, WIDTH, HEIGHT, arrows)


def _play(theme: Palette) -> Callable[[QPainter], None]:
    return lambda painter: paint_play(painter, GEOMETRY, WIDTH, HEIGHT, [(ORIGIN, TARGET)], theme)


@functools.cache
def _arrows(theme: Palette) -> dict[str, tuple[int, int, int]]:
    return {name: drawn_colour(theme, _annotation(name), ("B8", "N9")) for name in ANNOTATION_COLOURS}


def _changed(theme: Palette, draw: Callable[[QPainter], None]) -> int:
    """How many pixels ``draw`` changes on the board."""
    drawn = _render(theme, draw)
    area = _area(("B8", "N9"))
    before = _before(theme, area)
    return sum(1 for x, y, colour in _pixels(drawn, area) if colour != before[(x, y)])


def _too_close(colours: Mapping[str, tuple[int, int, int]], eye: str) -> list[str]:
    return [
        f"{first} {colours[first]} and {second} {colours[second]}: ΔE {apart:.1f}"
        for first, second in itertools.combinations(sorted(colours), 2)
        if (apart := difference(colours[first], colours[second], eye)) < LEAST_DIFFERENCE
    ]


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("eye", EYES)
def test_the_two_sides_dames_stay_apart(theme: str, eye: str) -> None:
    palette = THEMES[theme]
    blanc, noir = dame_colour(palette, "B6"), dame_colour(palette, "N6")
    assert difference(blanc, noir, eye) >= 3 * LEAST_DIFFERENCE
    # Each side's dame stands out from every flèche by its fill or its rim.
    for colour in (WHITE, BLACK):
        for shade in (palette.fleche_light, palette.fleche_dark):
            apart = max(
                difference(_rgb(palette.dame(colour)), _rgb(shade), eye),
                difference(_rgb(palette.dame_edge(colour)), _rgb(shade), eye),
            )
            assert apart >= LEAST_DIFFERENCE, (colour, shade, apart)


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("eye", EYES)
def test_the_highlights_kinds_stay_apart(theme: str, eye: str) -> None:
    assert _too_close(_highlights(THEMES[theme]), eye) == []


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("eye", EYES)
def test_the_arrows_colours_stay_apart(theme: str, eye: str) -> None:
    assert _too_close(_arrows(THEMES[theme]), eye) == []


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_a_plays_arrows_are_told_from_the_diagrams_by_their_dashes_whatever_their_colour(theme: str) -> None:
    """A play shown (the analysis's, the partie's last) is drawn in dashes: with the diagram's blue arrow on the same
    flèches, its shaft leaves gaps that no colour vision needs."""
    palette = THEMES[theme]
    whole, dashed = _changed(palette, _annotation("blue")), _changed(palette, _play(palette))
    assert dashed < 0.85 * whole, (dashed, whole)


def test_a_simulation_confuses_what_it_should() -> None:
    """The measure itself: the annotations' red and green before this test (#b0302a, #2e7d32), far apart for a
    normal eye, were one for a deuteranope and in greyscale; black and white stay apart for every eye."""
    red, green = (0xB0, 0x30, 0x2A), (0x2E, 0x7D, 0x32)
    assert difference(red, green, "normal") > 40
    assert difference(red, green, "deuteranopia") < LEAST_DIFFERENCE
    assert difference(red, green, "greyscale") < LEAST_DIFFERENCE
    assert all(difference((0, 0, 0), (255, 255, 255), eye) > 90 for eye in EYES)


# -- the marks on the board widget, against what they are drawn on ------------------------------------------------

STANDS_OUT = 15.0
"""The mean ΔE between a mark's pixels and the flèche or cloth they cover, antialiased edges and all: a mark seen at
a glance.  The washes drawn before measured 0.6 (a wine on a dark flèche, in greyscale) to 13; the haloed marks
measure 18 at the least."""

BOARD: dict[str, BoardView] = {}
"""One board widget per theme, kept for the module's tests (a widget grabbed again is painted again)."""


def _board(theme: str) -> BoardView:
    if theme not in BOARD:
        board = BoardView(POSITION)
        board.setTheme(THEMES[theme])
        board.resize(WIDTH, HEIGHT)
        BOARD[theme] = board
    board = BOARD[theme]
    board.setHighlights({})
    board.setAnnotations(Annotations())
    board.setPlay([])
    return board


def _screenshot(board: BoardView) -> QImage:
    image = board.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert (image.width(), image.height()) == (WIDTH, HEIGHT)
    return image


def _surfaces(palette: Palette) -> dict[str, tuple[tuple[int, int, int], ...]]:
    """What a mark is drawn on, by name, and its colours: the two flèches and the cloth (a gradient between two)."""
    return {
        "light flèche": (_rgb(palette.fleche_light),),
        "dark flèche": (_rgb(palette.fleche_dark),),
        "cloth": (_rgb(palette.field), _rgb(palette.field_dark)),
    }


def _surface_of(colour: tuple[int, int, int], surfaces: Mapping[str, tuple[tuple[int, int, int], ...]]) -> str:
    """The surface a pixel of the board without marks belongs to, or "" (a dame, an edge, a name)."""
    best, name = 6.0, ""
    for surface, colours in surfaces.items():
        for reference in colours:
            apart = difference(colour, reference, "normal")
            if apart < best:
                best, name = apart, surface
    return name


@dataclass(frozen=True)
class Seen:
    """What a mark changed over one surface: each pixel's colour before and after."""

    before: tuple[tuple[int, int, int], ...]
    after: tuple[tuple[int, int, int], ...]

    def stands_out(self, eye: str) -> float:
        """The mean ΔE, as ``eye`` sees it, between the mark's pixels and what they covered."""
        pairs = Counter(zip(self.after, self.before, strict=True))  # many pixels, few colours
        return sum(count * difference(a, b, eye) for (a, b), count in pairs.items()) / len(self.after)


LEAST_SHARE = 0.15
"""A surface is judged when it holds this share of the pixels a mark changed (not the antialiased fringe of an
outline that runs along a neighbour's edge)."""


def mark_seen(
    theme: str, mark: Callable[[BoardView], None], area: QRect, share: float = LEAST_SHARE
) -> dict[str, Seen]:
    """The pixels that ``mark`` (done to the board) changes in ``area``, by the surface they were on (those that
    hold ``share`` of them)."""
    board = _board(theme)
    plain = _screenshot(board)
    mark(board)
    marked = _screenshot(board)
    surfaces = _surfaces(THEMES[theme])
    changed: dict[str, list[tuple[tuple[int, int, int], tuple[int, int, int]]]] = {}
    total = 0
    for x, y, after in _pixels(marked, area):
        before = plain.pixelColor(x, y)
        was = (before.red(), before.green(), before.blue())
        if was == after:
            continue
        total += 1
        if surface := _surface_of(was, surfaces):
            changed.setdefault(surface, []).append((was, after))
    return {
        surface: Seen(tuple(was for was, _a in pairs), tuple(after for _w, after in pairs))
        for surface, pairs in changed.items()
        if len(pairs) >= max(60, share * total)
    }


def _not_standing_out(seen: Mapping[str, Seen], theme: str, what: str) -> list[str]:
    return [
        f"{theme}: {what} on the {surface}, {eye}: ΔE {apart:.1f}"
        for surface, mark in sorted(seen.items())
        for eye in EYES
        if (apart := mark.stands_out(eye)) < STANDS_OUT
    ]


EMPTY = {"light flèche": Point.from_name("B4"), "dark flèche": Point.from_name("B3")}
FULL = {"light flèche": Point.from_name("B6"), "dark flèche": Point.from_name("B1")}


def _flèche_area(point: Point) -> QRect:
    """The flèche's half-column, and a few pixels round it."""
    m = BoardMap(GEOMETRY, WIDTH, HEIGHT)
    return m.rect(GEOMETRY.fleche(point).hit).toAlignedRect().adjusted(-4, -4, 4, 4)


def test_the_surfaces_are_where_the_marks_are_drawn() -> None:
    """The flèches chosen are of the shade their names say, empty or full as said."""
    for shade, point in EMPTY.items():
        assert GEOMETRY.stack(point) is None and GEOMETRY.fleche(point).shade.name.lower() in shade
    for shade, point in FULL.items():
        assert GEOMETRY.stack(point) is not None and GEOMETRY.fleche(point).shade.name.lower() in shade


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("kind", sorted(HIGHLIGHT_COLOURS))
def test_every_highlight_stands_out_on_both_fleches_and_the_cloth(theme: str, kind: str) -> None:
    """On an empty flèche of each shade (its outline and its dot), and round the dames of each shade's flèche (the
    ring runs over the dames, the flèche and the cloth)."""
    faults: list[str] = []
    for where in (EMPTY, FULL):
        for shade, point in where.items():
            full = "with dames" if where is FULL else "empty"

            def ring(board: BoardView, point: Point = point) -> None:
                board.setHighlights({point: kind})

            seen = mark_seen(theme, ring, _flèche_area(point))
            assert (shade in seen) if where is EMPTY else seen, (theme, kind, shade, sorted(seen))
            faults += _not_standing_out(seen, theme, f"{kind} on {point.name} ({full})")
    assert faults == [], "\n".join(["", *faults])


ACROSS = ((Point.from_name("B2"), Point.from_name("B11")), (Point.from_name("N2"), Point.from_name("B12")))
"""Two long arrows: along a row's flèches, light and dark, and across the cloth between the rows."""


def _arrow_marks() -> dict[str, Callable[[BoardView], None]]:
    marks: dict[str, Callable[[BoardView], None]] = {}
    for colour in ANNOTATION_COLOURS:

        def annotate(board: BoardView, colour: str = colour) -> None:
            board.setAnnotations(Annotations(arrows=tuple(Arrow(*moved, colour) for moved in ACROSS)))

        marks[f"the {colour} arrow"] = annotate

    def play(board: BoardView) -> None:
        board.setPlay(ACROSS)

    marks["the play shown"] = play
    return marks


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("what", sorted(_arrow_marks()))
def test_every_arrow_stands_out_on_both_fleches_and_the_cloth(theme: str, what: str) -> None:
    seen = mark_seen(theme, _arrow_marks()[what], QRect(0, 0, WIDTH, HEIGHT))
    assert {"light flèche", "dark flèche", "cloth"} <= set(seen), sorted(seen)
    assert _not_standing_out(seen, theme, what) == []


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_the_keyboards_cursor_stands_out_on_both_fleches_and_the_cloth(theme: str, qtbot: QtBot) -> None:
    """The cursor the board draws when it has the focus, on an empty flèche of each shade (its frame runs over
    the cloth too)."""
    faults: list[str] = []
    board = _board(theme)
    board.show()
    qtbot.waitExposed(board)
    board.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    for shade, point in EMPTY.items():
        board.setCursorPoint(Point.from_name("N12"))

        def cursor_on(view: BoardView, point: Point = point) -> None:
            view.setCursorPoint(point)

        seen = mark_seen(theme, cursor_on, _flèche_area(point), share=0.05)
        assert {shade, "cloth"} <= set(seen), sorted(seen)
        faults += _not_standing_out(seen, theme, f"the cursor on {point.name}")
        board.setCursorPoint(Point.from_name("N12"))
    board.hide()
    assert faults == [], "\n".join(["", *faults])


@pytest.mark.parametrize(
    "colour",
    sorted({*HIGHLIGHT_COLOURS.values(), *ANNOTATION_COLOURS.values(), PLAY_ARROW, CURSOR}),
)
@pytest.mark.parametrize("eye", EYES)
def test_every_marks_colour_and_its_casing_stay_apart(colour: str, eye: str) -> None:
    """A mark's casing stands out where its colour does not (a yellow on a cream flèche, a dark blue on a dark
    one): the two differ for every eye, so that the mark's colour, read against its casing, still says its kind."""
    assert difference(_rgb(colour), _rgb(halo(colour)), eye) >= 2 * LEAST_DIFFERENCE
