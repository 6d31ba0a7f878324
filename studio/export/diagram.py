"""Diagrams as a PDF: 1, 2, 4 or 6 positions to a page, numbered, with captions and their position codes.

Each diagram is the shared figure (:mod:`notation.render.geometry`) drawn as
vectors (:mod:`studio.export.board_canvas`): flèche names in the chosen notation and
orientation, the dice when thrown, the jetons, fichets and pavillon when a
score is set, arrows and marks; under it its caption, the state in words, and
the position code so a reader can enter it again.

>>> import io
>>> from notation.board import Position
>>> result = diagrams_pdf([PrintedDiagram(Position.start(), caption="Le départ")], io.BytesIO())
>>> result.pages, len(result.boards)
(1, 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from reportlab.lib.colors import black
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from notation.board import Position
from notation.code import format_code, parse_code
from notation.dice import Throw
from notation.notations import Notation, Orientation
from notation.render.annotations import Annotations
from notation.render.geometry import LAYOUT, Rect, board_geometry
from notation.scoreboard import ScoreState
from studio.export.board_canvas import PRINT, BoardStyle, draw_board
from studio.export.common import (
    GREY,
    Output,
    draw_footer,
    draw_text,
    new_canvas,
    page_size,
    score_text,
    state_text,
    words,
    wrap,
)
from studio.export.fonts import font_set

__all__ = [
    "GRIDS",
    "DiagramsResult",
    "PlacedBoard",
    "PrintedDiagram",
    "board_width",
    "diagrams_pdf",
    "draw_diagram",
    "grid_cells",
]

GRIDS: dict[int, tuple[int, int]] = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3)}
"""Diagrams per page → (columns, rows)."""

_NOTATION_TITLES = {
    Notation.BN: "B/N",
    Notation.SOUMILLE: "Soumille",
    Notation.LEPEINTRE: "Lepeintre",
    Notation.LEVY: "Levy",
    Notation.T11: "T–11",
}


@dataclass(frozen=True, slots=True)
class PrintedDiagram:
    """One figure to print: a position, and optionally its dice, score state, caption, annotations and comment.

    Not the editor's document (:class:`studio.ui.diagram.Diagram`) nor the archive's row
    (:mod:`studio.store.models`): this is what a page of the PDF shows.
    """

    position: Position
    dice: Throw | None = None
    score: ScoreState | None = None
    caption: str = ""
    annotations: Annotations = field(default_factory=Annotations)
    comment: str = ""
    """The editor's comment, printed under the caption (they share the caption's lines)."""

    @classmethod
    def from_code(cls, code: str, caption: str = "", annotations: Annotations | None = None) -> PrintedDiagram:
        """Make a diagram from a position code (its dice and score included)."""
        setup = parse_code(code)
        return cls(setup.position, setup.dice, setup.score, caption, annotations or Annotations())

    def code(self) -> str:
        """Return the position code that gives this diagram back (dice and score included)."""
        return format_code(self.position, self.dice, self.score)


@dataclass(frozen=True, slots=True)
class PlacedBoard:
    """Where one board was drawn: its page (1-based) and its box in PDF points (``y`` up, from the bottom)."""

    page: int
    number: int
    box: Rect


@dataclass(frozen=True, slots=True)
class DiagramsResult:
    pages: int
    boards: tuple[PlacedBoard, ...]
    paper_size: tuple[float, float]


@dataclass(frozen=True, slots=True)
class _Type:
    """The type scale of one grid: sizes in points, and the lines kept for each part of the text."""

    number: float
    caption: float
    state: float
    code: float
    leading: float
    caption_lines: int
    state_lines: int
    code_lines: int

    def below(self) -> float:
        """Measure the room under a board: its caption, state and code lines."""
        return (
            5
            + self.caption_lines * self.caption * self.leading
            + self.state_lines * self.state * self.leading
            + self.code_lines * self.code * self.leading
        )

    def heading(self) -> float:
        return self.number * 1.4


_TYPE = {
    1: _Type(13, 11, 9, 8.5, 1.3, 6, 2, 2),
    2: _Type(11, 10, 8.5, 8, 1.25, 3, 2, 2),
    4: _Type(9.5, 8.6, 7.4, 6.8, 1.2, 3, 2, 2),
    6: _Type(9, 8, 7, 6.5, 1.18, 2, 2, 2),
}

GRID_MARGIN = 10 * mm
"""The margins of a page of diagrams: narrower than the text pages', so the boards are large (printers leave
4 to 5 mm)."""
_GUTTER_X, _GUTTER_Y = 12.0, 10.0
_TITLE = 30.0
_FOOT = 14.0


def grid_cells(per_page: int, paper: str = "a4", title: bool = False) -> list[Rect]:
    """Return the cells of a page holding ``per_page`` diagrams, in reading order (PDF points, ``y`` up)."""
    if per_page not in GRIDS:
        raise ValueError(f"diagrams per page are 1, 2, 4 or 6, not {per_page}")
    columns, rows = GRIDS[per_page]
    width, height = page_size(paper)
    top = height - GRID_MARGIN - (_TITLE if title else 0)
    bottom = GRID_MARGIN + _FOOT
    cell_w = (width - 2 * GRID_MARGIN - _GUTTER_X * (columns - 1)) / columns
    cell_h = (top - bottom - _GUTTER_Y * (rows - 1)) / rows
    return [
        Rect(GRID_MARGIN + column * (cell_w + _GUTTER_X), top - (row + 1) * cell_h - row * _GUTTER_Y, cell_w, cell_h)
        for row in range(rows)
        for column in range(columns)
    ]


def board_width(per_page: int, cell: Rect) -> float:
    """Return the width of the boards of a grid in a cell: as large as the cell allows once its text has room."""
    kind = _TYPE[per_page]
    aspect = LAYOUT.width / LAYOUT.height
    return min(cell.w, (cell.h - kind.heading() - kind.below()) * aspect)


def _fit_code(code: str, width: float, font: str, size: float, lines: int) -> tuple[list[str], float]:
    """Fit the code in at most ``lines`` lines.

    It is shrunk to fit one line down to 80 % of ``size``, else broken at spaces (or anywhere, for a long run of
    points)."""
    for scale in (1.0, 0.9, 0.8):
        if stringWidth(code, font, size * scale) <= width:
            return [code], size * scale
    size *= 0.8
    split = simpleSplit(code, font, size, width)
    if len(split) <= lines:
        return split, size
    per_line = max(1, int(width / stringWidth("0", font, size)))
    chunks = [code[i : i + per_line] for i in range(0, len(code), per_line)]
    return _ellipsis(chunks, lines), size


def _ellipsis(lines: list[str], keep: int) -> list[str]:
    if len(lines) <= keep:
        return lines
    return [*lines[: keep - 1], lines[keep - 1].rstrip(" .,;:") + " …"]


def draw_diagram(
    canvas: Canvas,
    diagram: PrintedDiagram,
    cell: Rect,
    number: int | None,
    *,
    per_page: int = 1,
    notation: Notation = Notation.BN,
    orientation: Orientation | None = None,
    style: BoardStyle = PRINT,
    language: str = "fr",
) -> Rect:
    """Draw one numbered diagram in ``cell`` (PDF points, ``y`` up), its words in ``language``.

    Returns the board's box.

    The room below the board is the same for every diagram of a grid (its caption lines, two lines of
    state, the code), so the boards of a page line up and have one size.
    """
    fonts = font_set()
    kind = _TYPE[per_page]
    heading = kind.heading() if number is not None else 0.0
    aspect = LAYOUT.width / LAYOUT.height
    board_w = board_width(per_page, cell) if number is not None else min(cell.w, (cell.h - kind.below()) * aspect)
    board_h = board_w / aspect
    left = cell.x + (cell.w - board_w) / 2
    top = cell.y + cell.h - heading
    if number is not None:
        canvas.setFillColor(black)
        draw_text(
            canvas,
            left,
            cell.y + cell.h - kind.number,
            words(language, "Diagramme ", "Diagram ") + str(number),
            fonts.bold,
            kind.number,
        )
        canvas.setFillColor(GREY)
        draw_text(
            canvas,
            left + board_w,
            cell.y + cell.h - kind.number,
            f"notation {_NOTATION_TITLES[notation]}",
            fonts.regular,
            kind.state,
            align="right",
        )
    geometry = board_geometry(diagram.position, orientation, score=diagram.score, dice=diagram.dice, notation=notation)
    box = draw_board(canvas, geometry, left, top, board_w, annotations=diagram.annotations, style=style)
    text_w = board_w
    # Broken only as far as shown (a caption of a million characters is not broken whole), then "…".
    caption = wrap(diagram.caption, fonts.italic, kind.caption, text_w, kind.caption_lines) if diagram.caption else []
    # The comment under the caption, in the lines the caption leaves (one at least: the caption gives one up).
    comment_text = diagram.comment.strip()
    comment: list[str] = []
    if comment_text:
        caption = _ellipsis(caption, kind.caption_lines - 1) if caption else []
        room = kind.caption_lines - len(caption)
        comment = _ellipsis(wrap(comment_text, fonts.regular, kind.caption, text_w, room), room)
    state = state_text(diagram.position.to_move, diagram.dice, language)
    if diagram.score is not None and not diagram.score.is_fresh():
        state = f"{state} · {score_text(diagram.score, language)}"
    y = top - board_h - 5
    canvas.setFillColor(black)
    for line in _ellipsis(caption, kind.caption_lines):
        y -= kind.caption * kind.leading
        draw_text(canvas, left, y + kind.caption * 0.25, line, fonts.italic, kind.caption)
    for line in comment:
        y -= kind.caption * kind.leading
        draw_text(canvas, left, y + kind.caption * 0.25, line, fonts.regular, kind.caption)
    for line in _ellipsis(wrap(state, fonts.regular, kind.state, text_w), kind.state_lines):
        y -= kind.state * kind.leading
        draw_text(canvas, left, y + kind.state * 0.25, line, fonts.regular, kind.state)
    canvas.setFillColor(GREY)
    # The position code is always in B/N: its header says so when the figure is lettered.
    header = "" if notation is Notation.BN else words(language, "code B/N\u202f: ", "B/N code: ")
    header_w = stringWidth(header, fonts.regular, kind.code) if header else 0.0
    lines, size = _fit_code(diagram.code(), text_w - header_w, fonts.mono, kind.code, kind.code_lines)
    for index, line in enumerate(lines):
        y -= kind.code * kind.leading
        if header and index == 0:
            draw_text(canvas, left, y + kind.code * 0.25, header, fonts.regular, kind.code)
        draw_text(canvas, left + header_w, y + kind.code * 0.25, line, fonts.mono, size)
    return box


def diagrams_pdf(
    diagrams: Sequence[PrintedDiagram],
    out: Output,
    *,
    per_page: int = 1,
    paper: str = "a4",
    notation: Notation = Notation.BN,
    orientation: Orientation | None = None,
    style: BoardStyle = PRINT,
    title: str | None = None,
    first_number: int = 1,
    numbered: bool = True,
    language: str = "fr",
) -> DiagramsResult:
    """Write ``diagrams`` to ``out`` as a PDF, ``per_page`` (1, 2, 4 or 6) to a page.

    They are numbered from ``first_number``; ``title`` heads the first page; the words are in ``language`` (``fr`` or
    ``en``).  Returns the pages and where each board was drawn."""
    if not diagrams:
        raise ValueError("no diagram to export")
    fonts = font_set()
    canvas = new_canvas(
        out,
        paper,
        title or words(language, "Diagrammes de trictrac", "Trictrac diagrams"),
        words(language, "Diagrammes", "Diagrams"),
    )
    width, height = page_size(paper)
    pages = (len(diagrams) + per_page - 1) // per_page
    placed: list[PlacedBoard] = []
    for page in range(pages):
        heading = title is not None and page == 0
        if heading and title is not None:
            canvas.setFillColor(black)
            draw_text(canvas, GRID_MARGIN, height - GRID_MARGIN - 14, title, fonts.bold, 16)
        cells = grid_cells(per_page, paper, heading)
        for index, cell in enumerate(cells):
            position = page * per_page + index
            if position >= len(diagrams):
                break
            number = first_number + position
            box = draw_diagram(
                canvas,
                diagrams[position],
                cell,
                number if numbered else None,
                per_page=per_page,
                notation=notation,
                orientation=orientation,
                style=style,
                language=language,
            )
            placed.append(PlacedBoard(page + 1, number, box))
        draw_footer(canvas, fonts, paper, page + 1, pages, title or "Trictrac Studio", margin=GRID_MARGIN)
        canvas.showPage()
    canvas.save()
    return DiagramsResult(pages, tuple(placed), (width, height))
