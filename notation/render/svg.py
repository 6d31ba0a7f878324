"""A standalone SVG figure of a position, drawn from the shared geometry (:mod:`notation.render.geometry`).

>>> from notation.board import Position
>>> text = svg_board(Position.start(), size=600)
>>> text.startswith("<svg") and text.count("<polygon class=\\"fleche") == 24
True
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from notation.board import WHITE, Colour, Position
from notation.dice import Throw
from notation.notations import Notation, Orientation
from notation.render.geometry import (
    CLASSIC,
    LAYOUT,
    XY,
    BoardGeometry,
    Disc,
    Layout,
    Palette,
    Polygon,
    Rect,
    board_geometry,
)
from notation.scoreboard import ScoreState

__all__ = ["svg_board", "svg_from_geometry"]

_FONT = "Georgia, 'DejaVu Serif', 'Times New Roman', serif"


def svg_board(
    position: Position,
    orientation: Orientation | None = None,
    notation: Notation = Notation.BN,
    size: float = 800,
    theme: Palette = CLASSIC,
    *,
    score: ScoreState | None = None,
    dice: Throw | None = None,
    layout: Layout = LAYOUT,
) -> str:
    """Return the position as an SVG document ``size`` user units (pixels) wide, keeping the board's aspect."""
    geometry = board_geometry(position, orientation, score=score, dice=dice, notation=notation, layout=layout)
    return svg_from_geometry(geometry, size=size, theme=theme)


_SCALE = 100.0
"""User units per board unit: SVG readers round font sizes, so the document works in hundredths."""


def _n(value: float) -> str:
    """Return a length or coordinate in board units, written in the document's units."""
    text = f"{value * _SCALE:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _points(polygon: Polygon) -> str:
    return " ".join(f"{_n(p.x)},{_n(p.y)}" for p in polygon.points)


def _rect(rect: Rect, css: str, extra: str = "") -> str:
    return f'<rect class="{css}" x="{_n(rect.x)}" y="{_n(rect.y)}" width="{_n(rect.w)}" height="{_n(rect.h)}"{extra}/>'


def _circle(centre: XY, radius: float, extra: str) -> str:
    return f'<circle cx="{_n(centre.x)}" cy="{_n(centre.y)}" r="{_n(radius)}"{extra}/>'


def _text(text: str, anchor: XY, size: float, fill: str, weight: str = "normal") -> str:
    # The baseline sits a third of the size below the anchor, so the digits and capitals centre on it
    # (dominant-baseline is not read by every SVG reader).
    return (
        f'<text x="{_n(anchor.x)}" y="{_n(anchor.y + size * 0.36)}" font-size="{_n(size)}" font-family="{_FONT}" '
        f'font-weight="{weight}" fill="{fill}" text-anchor="middle">{escape(text)}</text>'
    )


def _grain(rect: Rect, vertical: bool, seed: int) -> list[str]:
    """Return a few faint wavy lines along a bande: the grain of the wood (deterministic)."""
    lines = []
    state = seed
    count = max(2, int((rect.w if vertical else rect.h) / 0.16))
    for i in range(count):
        state = (state * 1103515245 + 12345) % 2**31
        wobble = (state % 1000) / 1000 * 0.08 - 0.04
        if vertical:
            x = rect.x + (i + 0.5) * rect.w / count
            d = (
                f"M{_n(x)},{_n(rect.y)} C{_n(x + wobble)},{_n(rect.y + rect.h * 0.33)} "
                f"{_n(x - wobble)},{_n(rect.y + rect.h * 0.66)} {_n(x)},{_n(rect.bottom)}"
            )
        else:
            y = rect.y + (i + 0.5) * rect.h / count
            d = (
                f"M{_n(rect.x)},{_n(y)} C{_n(rect.x + rect.w * 0.33)},{_n(y + wobble)} "
                f"{_n(rect.x + rect.w * 0.66)},{_n(y - wobble)} {_n(rect.right)},{_n(y)}"
            )
        lines.append(f'<path d="{d}" class="grain"/>')
    return lines


def _dame(disc: Disc, theme: Palette) -> str:
    gradient = "url(#dameW)" if disc.colour is WHITE else "url(#dameN)"
    edge = theme.dame_edge(disc.colour)
    r = disc.radius
    return _circle(disc.centre, r, f' fill="{gradient}" stroke="{edge}" stroke-width="{_n(r * 0.08)}"') + _circle(
        disc.centre, r * 0.7, f' fill="none" stroke="{edge}" stroke-opacity="0.45" stroke-width="{_n(r * 0.04)}"'
    )


def _colour_fill(colour: Colour, theme: Palette) -> str:
    return theme.dame(colour)


def svg_from_geometry(geometry: BoardGeometry, size: float = 800, theme: Palette = CLASSIC) -> str:
    """Draw a computed geometry as SVG; ``size`` is the document's width."""
    width, height = geometry.width, geometry.height
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size:g}" height="{size * height / width:.1f}" '
        f'viewBox="0 0 {_n(width)} {_n(height)}">',
        "<defs>",
        f'<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{theme.frame_light}"/>'
        f'<stop offset="1" stop-color="{theme.frame_dark}"/></linearGradient>',
        f'<radialGradient id="cloth" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="{theme.field}"/>'
        f'<stop offset="1" stop-color="{theme.field_dark}"/></radialGradient>',
        f'<radialGradient id="dameW" cx="0.38" cy="0.35" r="0.7"><stop offset="0" stop-color="{theme.white_dame}"/>'
        f'<stop offset="1" stop-color="{theme.white_dame_shade}"/></radialGradient>',
        f'<radialGradient id="dameN" cx="0.38" cy="0.35" r="0.7"><stop offset="0" stop-color="{theme.black_dame}"/>'
        f'<stop offset="1" stop-color="{theme.black_dame_shade}"/></radialGradient>',
        "</defs>",
        "<style>"
        f".fleche{{stroke:{theme.fleche_edge};stroke-width:{_n(0.02)};stroke-linejoin:round}}"
        f".grain{{fill:none;stroke:{theme.frame_edge};stroke-opacity:0.14;stroke-width:{_n(0.025)}}}"
        "</style>",
        _rect(Rect(0, 0, width, height), "page", f' fill="{theme.background}"'),
    ]
    frame = geometry.frame
    out.append(
        _rect(
            frame, "frame", f' rx="{_n(0.14)}" fill="url(#wood)" stroke="{theme.frame_edge}" stroke-width="{_n(0.05)}"'
        )
    )
    for index, bande in enumerate(geometry.bandes):
        vertical = bande.rect.h > bande.rect.w
        out.extend(_grain(bande.rect, vertical, seed=index + 7))
    for field in geometry.fields:
        inlay = Rect(field.x - 0.09, field.y - 0.09, field.w + 0.18, field.h + 0.18)
        out.append(_rect(inlay, "inlay", f' fill="none" stroke="{theme.bande_inlay}" stroke-width="{_n(0.04)}"'))
        out.append(_rect(field, "field", f' fill="url(#cloth)" stroke="{theme.frame_edge}" stroke-width="{_n(0.04)}"'))
    for fleche in geometry.fleches:
        out.append(
            f'<polygon class="fleche {fleche.shade.value}" data-point="{fleche.point.name}" '
            f'points="{_points(fleche.triangle)}" fill="{theme.fleche(fleche.shade)}"/>'
        )
    for hole in geometry.holes:
        out.append(
            _circle(
                hole.centre, hole.radius, f' fill="{theme.hole}" stroke="{theme.bande_inlay}" stroke-width="{_n(0.02)}"'
            )
        )
    for fichet in geometry.fichets:
        fill = _colour_fill(fichet.colour, theme)
        edge = theme.dame_edge(fichet.colour)
        out.append(
            _circle(
                fichet.centre, fichet.radius, f' class="fichet" fill="{fill}" stroke="{edge}" stroke-width="{_n(0.03)}"'
            )
        )
    pavillon = geometry.pavillon
    out.append(
        f'<line x1="{_n(pavillon.base.x)}" y1="{_n(pavillon.base.y)}" '
        f'x2="{_n(pavillon.top.x)}" y2="{_n(pavillon.top.y)}" '
        f'stroke="{theme.frame_edge}" stroke-width="{_n(0.05)}" stroke-linecap="round"/>'
    )
    out.append(
        f'<polygon class="pavillon" points="{_points(pavillon.flag)}" fill="{theme.pavillon}" '
        f'stroke="{theme.frame_edge}" stroke-width="{_n(0.02)}"/>'
    )
    for jeton in geometry.jetons:
        out.append(
            _circle(
                jeton.centre,
                jeton.radius,
                f' class="jeton" fill="{theme.jeton}" stroke="{theme.jeton_edge}" stroke-width="{_n(0.03)}"',
            )
        )
        out.append(
            _circle(
                jeton.centre,
                jeton.radius * 0.62,
                f' fill="none" stroke="{theme.jeton_edge}" stroke-opacity="0.6" stroke-width="{_n(0.02)}"',
            )
        )
    for stack in geometry.stacks:
        for disc in stack.discs:
            out.append(_dame(disc, theme))
        if stack.count_label is not None:
            label = stack.count_label
            out.append(_text(label.text, label.anchor, label.size, theme.on_dame(stack.colour), "bold"))
    for die in geometry.dice:
        out.append(
            _rect(
                die.rect,
                "die",
                f' rx="{_n(die.rect.w * 0.16)}" fill="{theme.die}" stroke="{theme.die_edge}" stroke-width="{_n(0.03)}"',
            )
        )
        for pip in die.pips:
            out.append(_circle(pip, die.pip_radius, f' fill="{theme.pip}"'))
    for tray in geometry.trays:
        if not tray.count:
            continue
        out.append(
            _rect(
                tray.rect,
                "tray",
                f' rx="{_n(0.06)}" fill="{theme.tray}" fill-opacity="0.08" stroke="{theme.tray}" '
                f'stroke-opacity="0.35" stroke-width="{_n(0.02)}"',
            )
        )
        for slab in tray.slabs:
            out.append(
                _rect(
                    slab,
                    "slab",
                    f' rx="{_n(0.05)}" fill="{theme.dame(tray.colour)}" '
                    f'stroke="{theme.dame_edge(tray.colour)}" stroke-width="{_n(0.02)}"',
                )
            )
        if tray.label is not None:
            out.append(_text(tray.label.text, tray.label.anchor, tray.label.size, theme.label))
    mark = geometry.to_move
    out.append(
        _circle(
            mark.centre,
            mark.radius,
            f' class="to-move" fill="{theme.dame(mark.colour)}" '
            f'stroke="{theme.dame_edge(mark.colour)}" stroke-width="{_n(0.04)}"',
        )
    )
    out.append(f'<polygon points="{_points(mark.pointer)}" fill="{theme.to_move}"/>')
    for fleche in geometry.fleches:
        label = fleche.label
        out.append(_text(label.text, label.anchor, label.size, theme.label))
    out.append("</svg>")
    return "\n".join(out) + "\n"
