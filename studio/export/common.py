"""What every exported PDF shares: paper sizes, the type scale, page furniture, French wording of states."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from notation.board import WHITE, Colour
from notation.dice import Throw
from notation.score import ScoreState
from studio.export.fonts import FontSet, font_set

__all__ = [
    "GREY",
    "MARGIN",
    "PAPERS",
    "Output",
    "colour_name",
    "new_canvas",
    "page_size",
    "plural",
    "score_text",
    "state_text",
]

PAPERS: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
"""The paper sizes, portrait, in PDF points."""

MARGIN = 16 * mm
GREY = Color(0.35, 0.35, 0.35)
RULE = Color(0.55, 0.55, 0.55)

Output = str | Path | BinaryIO
"""Where a PDF goes: a file name or a binary stream opened by the caller."""

PRODUCER = "Trictrac Studio"


def page_size(paper: str) -> tuple[float, float]:
    """The size of ``paper`` (``a4`` or ``letter``, any case)."""
    try:
        return PAPERS[paper.lower()]
    except KeyError:
        raise ValueError(f"paper is a4 or letter, not {paper!r}") from None


def new_canvas(out: Output, paper: str, title: str, subject: str) -> Canvas:
    """A canvas for ``out`` with the document's metadata; output is reproducible (no dates, fixed ids)."""
    target = str(out) if isinstance(out, Path) else out
    canvas = Canvas(
        target, pagesize=page_size(paper), invariant=True, pageCompression=1, initialFontName=font_set().regular
    )
    canvas.setTitle(title)
    canvas.setSubject(subject)
    canvas.setAuthor(PRODUCER)
    canvas.setCreator(PRODUCER)
    return canvas


def draw_footer(canvas: Canvas, fonts: FontSet, paper: str, page: int, pages: int | None, left: str) -> None:
    """The page's foot: a fine rule, ``left`` in small italics, the page number on the right."""
    width, _ = page_size(paper)
    y = MARGIN * 0.62
    canvas.saveState()
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.35)
    canvas.line(MARGIN, y + 9, width - MARGIN, y + 9)
    canvas.setFillColor(GREY)
    canvas.setFont(fonts.italic, 7.5)
    canvas.drawString(MARGIN, y, left)
    canvas.setFont(fonts.regular, 7.5)
    number = f"{page} / {pages}" if pages else str(page)
    canvas.drawRightString(width - MARGIN, y, number)
    canvas.restoreState()


def colour_name(colour: Colour) -> str:
    return colour.french


def plural(count: int, word: str) -> str:
    """``0 point``, ``1 trou``, ``2 trous``: French counts (0 and 1 singular).

    >>> plural(0, "point"), plural(2, "trou")
    ('0 point', '2 trous')
    """
    return f"{count} {word}{'s' if count > 1 else ''}"


def score_text(score: ScoreState) -> str:
    """The score state in words: each player's points and trous, bredouille, and the pavillon.

    >>> from notation.score import PlayerScore
    >>> score_text(ScoreState(PlayerScore(4, 2, True), PlayerScore(0, 1), WHITE))
    'Blanc 4 points, 2 trous, en bredouille · Noir 0 point, 1 trou · pavillon : Blanc'
    """
    parts = []
    for colour in (WHITE, WHITE.opponent):
        player = score.of(colour)
        text = f"{colour_name(colour)} {plural(player.points, 'point')}, {plural(player.trous, 'trou')}"
        if player.bredouille and player.points:
            text += ", en bredouille"
        parts.append(text)
    if score.pavillon is not None:
        parts.append(f"pavillon : {colour_name(score.pavillon)}")
    return " · ".join(parts)


def state_text(to_move: Colour, dice: Throw | None) -> str:
    """Who is to play, and the dice when thrown.

    >>> state_text(WHITE, Throw(6, 5))
    'Blanc joue 6-5'
    """
    if dice is None:
        return f"{colour_name(to_move)} au trait"
    return f"{colour_name(to_move)} joue {dice.code()}"
