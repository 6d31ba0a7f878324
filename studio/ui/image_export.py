"""The board as SVG with its annotations: the shared SVG renderer, and the arrows and marks drawn over it.

Qt-free, so the same document comes out of the studio and of a script.  The
SVG renderer (:mod:`notation.render.svg`) works in hundredths of a board unit;
the annotations are placed from the same geometry and drawn in the same units.

>>> from notation.board import Position
>>> from notation.render.annotations import parse_annotations
>>> text = svg_diagram(Position.start(), parse_annotations("B1-B7 B7=A"))
>>> text.count("<polygon"), "font-weight=\\"bold\\">A</text>" in text
(27, True)
"""

from __future__ import annotations

import textwrap

from notation.board import Position
from notation.dice import Throw
from notation.notations import Notation, Orientation
from notation.render.annotations import ANNOTATION_COLOURS, Annotations, arrow_shape, mark_shape
from notation.render.geometry import CLASSIC, XY, Palette, Polygon, board_geometry
from notation.render.svg import svg_from_geometry
from notation.scoreboard import ScoreState

__all__ = ["svg_diagram"]

_SCALE = 100.0


def _n(value: float) -> str:
    text = f"{value * _SCALE:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _xy(point: XY) -> str:
    return f"{_n(point.x)},{_n(point.y)}"


def _polygon(polygon: Polygon, fill: str, extra: str = "") -> str:
    points = " ".join(_xy(p) for p in polygon.points)
    return f'<polygon points="{points}" fill="{fill}"{extra}/>'


def svg_diagram(
    position: Position,
    annotations: Annotations | None = None,
    orientation: Orientation | None = None,
    notation: Notation = Notation.BN,
    width: float = 800,
    theme: Palette = CLASSIC,
    *,
    score: ScoreState | None = None,
    dice: Throw | None = None,
    caption: str = "",
) -> str:
    """Return the diagram as an SVG document ``width`` pixels wide.

    Its annotations over the figure and its ``caption`` under it."""
    geometry = board_geometry(position, orientation, score=score, dice=dice, notation=notation)
    document = svg_from_geometry(geometry, size=width, theme=theme)
    if caption.strip():
        document = _with_caption(document, geometry.width, geometry.height, width, caption.strip())
    if not annotations:
        return document
    out: list[str] = ['<g class="annotations">']
    for arrow in annotations.arrows:
        shape = arrow_shape(geometry, arrow)
        colour = ANNOTATION_COLOURS[arrow.colour]
        for stroke, scale, opacity in (("#ffffff", 1.9, 0.67), (colour, 1.0, 1.0)):
            out.append(
                f'<line x1="{_n(shape.start.x)}" y1="{_n(shape.start.y)}" x2="{_n(shape.end.x)}" '
                f'y2="{_n(shape.end.y)}" stroke="{stroke}" stroke-width="{_n(shape.width * scale)}" '
                f'stroke-linecap="round" stroke-opacity="{opacity:g}"/>'
            )
        out.append(_polygon(shape.head, colour, f' stroke="#ffffff" stroke-width="{_n(0.03)}"'))
    for mark in annotations.marks:
        ring = mark_shape(geometry, mark)
        out.append(
            f'<circle cx="{_n(ring.centre.x)}" cy="{_n(ring.centre.y)}" r="{_n(ring.radius)}" fill="#ffffff" '
            f'fill-opacity="0.92" stroke="#1a1a1a" stroke-width="{_n(0.045)}"/>'
        )
        size = ring.size * 1.15
        out.append(
            f'<text x="{_n(ring.centre.x)}" y="{_n(ring.centre.y + size * 0.36)}" font-size="{_n(size)}" '
            f'font-family="Georgia, \'DejaVu Serif\', serif" text-anchor="middle" fill="#1a1a1a" '
            f'font-weight="bold">{_escape(ring.glyph)}</text>'
        )
    out.append("</g>")
    head, _, _tail = document.rpartition("</svg>")
    return head + "\n".join(out) + "\n</svg>\n"


def _with_caption(document: str, board_w: float, board_h: float, width: float, caption: str) -> str:
    """Grow ``document`` downwards by the lines of ``caption``.

    In italics, broken at spaces to the board's width by an average letter's width: an SVG has no text metrics of its
    own."""
    size = board_w / 40
    margin = size / 2
    lines = textwrap.wrap(caption, width=max(10, int((board_w - 2 * margin) / (size * 0.5)))) or [caption]
    height = board_h + 2 * margin + len(lines) * size * 1.3
    head = f'width="{width:g}" height="{width * board_h / board_w:.1f}" viewBox="0 0 {_n(board_w)} {_n(board_h)}">'
    grown = f'width="{width:g}" height="{width * height / board_w:.1f}" viewBox="0 0 {_n(board_w)} {_n(height)}">'
    assert head in document, "the SVG renderer's header changed"
    texts = [
        f'<rect x="0" y="{_n(board_h)}" width="{_n(board_w)}" height="{_n(height - board_h)}" fill="#ffffff"/>',
        f'<g class="caption" font-family="Georgia, \'DejaVu Serif\', serif" font-style="italic" '
        f'font-size="{_n(size)}" fill="#1a1a1a">',
        *(
            f'<text x="{_n(margin)}" y="{_n(board_h + margin + (index + 1) * size * 1.3 - size * 0.3)}">'
            f"{_escape(line)}</text>"
            for index, line in enumerate(lines)
        ),
        "</g>",
    ]
    body, _, _tail = document.replace(head, grown, 1).rpartition("</svg>")
    return body + "\n".join(texts) + "\n</svg>\n"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
