"""The text diagram ``trictrac show`` prints, placed in the figure's columns and rows.

The columns, rows and names of the flèches are those the drawn figure places its flèches by
(:func:`~notation.notations.column_of`, :func:`~notation.notations.row_of`,
:func:`~notation.notations.point_name`, as :func:`notation.render.geometry.board_geometry` does), read here
without building the figure: ``trictrac show`` starts without the geometry's classes.

Each flèche is a cell four characters wide; a row shows up to five lines of
dames from the bande towards the middle, the fifth line carrying the count
when more than five dames stand there (as the figure's count label does).
An empty flèche shows ``·`` at its base.

>>> from notation.board import Position
>>> print(text_diagram(Position.start()), end="")
     N1  N2  N3  N4  N5  N6        N7  N8  N9 N10 N11 N12
  ┌─────────────────────────┬───┬─────────────────────────┐
  │  ●   ·   ·   ·   ·   ·  │   │  ·   ·   ·   ·   ·   ·  │ Noir ●
  │  ●                      │   │                         │
  │  ●                      │   │                         │
  │  ●                      │   │                         │
  │ 15                      │   │                         │
  │                         │   │                         │
  │ 15                      │   │                         │
  │  ○                      │   │                         │
  │  ○                      │   │                         │
  │  ○                      │   │                         │
  │  ○   ·   ·   ·   ·   ·  │   │  ·   ·   ·   ·   ·   ·  │ Blanc ○
  └─────────────────────────┴───┴─────────────────────────┘
     B1  B2  B3  B4  B5  B6        B7  B8  B9 B10 B11 B12
  Blanc (○) to move · notation B/N
"""

from __future__ import annotations

from notation.board import BLACK, WHITE, Colour, Point, Position
from notation.dice import Throw
from notation.notations import Notation, Orientation, Row, column_of, point_name, row_of

__all__ = ["CELL", "DEPTH", "GLYPHS", "text_diagram"]

CELL = 4
"""Characters per flèche."""
DEPTH = 5
"""The lines of dames a row shows, the last one carrying the count past five: the figure's five discs at most
(``notation.render.geometry.LAYOUT.max_discs``)."""
GLYPHS = {WHITE: "○", Colour.BLACK: "●"}
"""The dames' glyphs: Blanc hollow, Noir filled."""

_MARGIN = "  "
_EMPTY = "·"
_TITLES = {
    Notation.BN: "B/N",
    Notation.SOUMILLE: "Soumille",
    Notation.LEPEINTRE: "Lepeintre",
    Notation.LEVY: "Levy",
    Notation.T11: "T–11",
}


def _half(cells: list[str], start: int) -> str:
    return " " + "".join(cell.center(CELL) for cell in cells[start : start + 6])


def _line(cells: list[str], note: str = "") -> str:
    """Return one line across the board: 12 cells, the middle bande, and a note after the frame."""
    text = f"{_MARGIN}│{_half(cells, 0)}│   │{_half(cells, 6)}│"
    return f"{text} {note}".rstrip() if note else text


def text_diagram(
    position: Position,
    notation: Notation = Notation.BN,
    orientation: Orientation | None = None,
    dice: Throw | None = None,
    glyphs: dict[Colour, str] | None = None,
) -> str:
    """Return the tablier as text.

    Labels in ``notation``, both rows, the dames, whose move, the dames off, the dice.

    ``glyphs`` replaces the dames' signs (one character each), for terminals without ``○``/``●``.
    """
    orientation = orientation or Orientation()
    signs = glyphs or GLYPHS
    depth = DEPTH
    labels: dict[Row, list[str]] = {"top": [""] * 12, "bottom": [""] * 12}
    # lines[row][i][column]: line i counted from the row's bande towards the middle.
    lines: dict[Row, list[list[str]]] = {row: [[""] * 12 for _ in range(depth)] for row in ("top", "bottom")}
    stacks = {point: (colour, count) for point, colour, count in position.occupied()}
    for point in (Point(side, number) for side in (WHITE, BLACK) for number in range(1, 13)):
        row, column = row_of(point, orientation), column_of(point, orientation)
        labels[row][column] = point_name(point, notation, orientation)
        cells = lines[row]
        if point not in stacks:
            cells[0][column] = _EMPTY
            continue
        colour, count = stacks[point]
        for i in range(min(count, depth)):
            cells[i][column] = signs[colour]
        if count > depth:
            # Right-aligned on the glyphs' column, so that the units stand under the dames.
            cells[depth - 1][column] = f"{count:>2}".ljust(CELL)
    top, bottom = orientation.top, orientation.top.opponent
    out = [
        _MARGIN + " " + _half(labels["top"], 0) + "     " + _half(labels["top"], 6).rstrip(),
        f"{_MARGIN}┌{'─' * 25}┬───┬{'─' * 25}┐",
    ]
    for i in range(depth):
        note = f"{top.french} {signs[top]}" if i == 0 else ""
        out.append(_line(lines["top"][i], note))
    middle = [""] * 12
    if dice is not None:
        # In the middle of the table of the grands jans, as the figure puts them.
        left, right = sorted(column_of(Point(WHITE, number), orientation) for number in (9, 10))
        middle[left], middle[right] = f"[{dice.high}]", f"[{dice.low}]"
    out.append(_line(middle))
    for i in reversed(range(depth)):
        note = f"{bottom.french} {signs[bottom]}" if i == 0 else ""
        out.append(_line(lines["bottom"][i], note))
    out.append(f"{_MARGIN}└{'─' * 25}┴───┴{'─' * 25}┘")
    out.append(_MARGIN + " " + _half(labels["bottom"], 0) + "     " + _half(labels["bottom"], 6).rstrip())
    mover = position.to_move
    footer = [f"{mover.french} ({signs[mover]}) to move"]
    if dice is not None:
        footer.append(f"dice {dice.code()}")
    off = [f"{colour.french} {position.off(colour)}" for colour in (WHITE, Colour.BLACK) if position.off(colour)]
    if off:
        footer.append("off: " + ", ".join(off))
    footer.append(f"notation {_TITLES[notation]}")
    out.append(_MARGIN + " · ".join(footer))
    return "\n".join(out) + "\n"
