"""What every exported PDF shares: paper sizes, the type scale, page furniture, the wording of states.

A PDF is written in French (``language="fr"``, the default, as the books are) or in English (``"en"``); the
game's vocabulary (Blanc, Noir, trou, bredouille, pavillon, the throws' names) stays French in both, as in the
studio.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from notation.board import WHITE, Colour
from notation.dice import Throw
from notation.scoreboard import ScoreState
from studio.export.fonts import FontSet, font_set

__all__ = [
    "GREY",
    "LANGUAGES",
    "MARGIN",
    "PAPERS",
    "Output",
    "colour_name",
    "covers",
    "draw_text",
    "font_runs",
    "glyph_markup",
    "new_canvas",
    "page_size",
    "plural",
    "score_text",
    "state_text",
    "text_width",
    "throw_words",
    "typographic",
    "words",
    "wrap",
]

LANGUAGES = ("fr", "en")
"""The languages a PDF is written in."""


def words(language: str, fr: str, en: str) -> str:
    """Choose ``fr`` or ``en``, as ``language`` asks (French for anything but ``en``)."""
    return en if language == "en" else fr


PAPERS: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
"""The paper sizes, portrait, in PDF points."""

MARGIN = 16 * mm
GREY = Color(0.35, 0.35, 0.35)
RULE = Color(0.55, 0.55, 0.55)

Output = str | Path | BinaryIO
"""Where a PDF goes: a file name or a binary stream opened by the caller."""

PRODUCER = "Trictrac Studio"


def page_size(paper: str) -> tuple[float, float]:
    """Return the size of ``paper`` (``a4`` or ``letter``, any case)."""
    try:
        return PAPERS[paper.lower()]
    except KeyError:
        raise ValueError(f"paper is a4 or letter, not {paper!r}") from None


def new_canvas(out: Output, paper: str, title: str, subject: str) -> Canvas:
    """Make a canvas for ``out`` with the document's metadata.

    The creation date is the real one, or the moment ``SOURCE_DATE_EPOCH`` names when it is set (the
    reproducible-builds convention, which reportlab honours: the same input then gives the same bytes).
    """
    target = str(out) if isinstance(out, Path) else out
    canvas = Canvas(
        target,
        pagesize=page_size(paper),
        invariant=False,
        pageCompression=1,
        # A font's name; types-reportlab declares this argument a float by mistake (reportlab reads it as a name).
        initialFontName=font_set().regular,  # type: ignore[arg-type]
    )
    canvas.setTitle(typographic(title))
    canvas.setSubject(typographic(subject))
    canvas.setAuthor(PRODUCER)
    canvas.setCreator(PRODUCER)
    return canvas


def draw_footer(
    canvas: Canvas, fonts: FontSet, paper: str, page: int, pages: int | None, left: str, margin: float = MARGIN
) -> None:
    """Draw the page's foot: a fine rule, ``left`` in small italics, the page number on the right."""
    width, _ = page_size(paper)
    y = margin * 0.62
    canvas.saveState()
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.35)
    canvas.line(margin, y + 9, width - margin, y + 9)
    canvas.setFillColor(GREY)
    draw_text(canvas, margin, y, left, fonts.italic, 7.5)
    number = f"{page} / {pages}" if pages else str(page)
    draw_text(canvas, width - margin, y, number, fonts.regular, 7.5, align="right")
    canvas.restoreState()


def colour_name(colour: Colour) -> str:
    return colour.french


def plural(count: int, word: str, language: str = "fr") -> str:
    """Count in words: ``0 point``, ``1 trou``, ``2 trous``.

    French counts 0 and 1 as singular; in English only 1 is singular.

    >>> plural(0, "point"), plural(2, "trou"), plural(0, "point", "en")
    ('0 point', '2 trous', '0 points')
    """
    many = count > 1 if language != "en" else count != 1
    return f"{count} {word}{'s' if many else ''}"


def score_text(score: ScoreState, language: str = "fr") -> str:
    """Write the score state in words: each player's points and trous, bredouille, and the pavillon.

    >>> from notation.scoreboard import PlayerScore
    >>> score_text(ScoreState(PlayerScore(4, 2, True), PlayerScore(0, 1), WHITE))
    'Blanc 4 points, 2 trous, en bredouille · Noir 0 point, 1 trou · pavillon\\u202f: Blanc'
    >>> score_text(ScoreState(PlayerScore(4, 2, True), PlayerScore(0, 1), WHITE), "en")
    'Blanc 4 points, 2 trous, en bredouille · Noir 0 points, 1 trou · pavillon: Blanc'
    """
    parts = []
    for colour in (WHITE, WHITE.opponent):
        player = score.of(colour)
        text = (
            f"{colour_name(colour)} {plural(player.points, 'point', language)}, "
            f"{plural(player.trous, 'trou', language)}"
        )
        if player.bredouille and player.points:
            text += ", en bredouille"
        parts.append(text)
    if score.pavillon is not None:
        parts.append(words(language, "pavillon\u202f: ", "pavillon: ") + colour_name(score.pavillon))
    return " · ".join(parts)


def throw_words(dice: Throw, language: str = "fr") -> str:
    """Write the throw as a player announces it: ``6 et 2``, ``3 et as``, a doublet by its name (``sonnez``).

    In English: ``6 and 2``, ``3 and ace``.

    >>> throw_words(Throw(6, 2)), throw_words(Throw(3, 1)), throw_words(Throw(4, 4)), throw_words(Throw(3, 1), "en")
    ('6 et 2', '3 et as', 'carmes', '3 and ace')
    """
    if dice.is_doublet:
        return dice.name("fr")
    high, low = dice.numbers
    if language == "en":
        return f"{high} and {'ace' if low == 1 else low}"
    return f"{high} et {'as' if low == 1 else low}"


def state_text(to_move: Colour, dice: Throw | None, language: str = "fr") -> str:
    """Say who is to play, and the dice when thrown, in the books' words.

    >>> state_text(WHITE, Throw(6, 2)), state_text(WHITE, Throw(6, 2), "en")
    ('Blanc amène 6 et 2', 'Blanc throws 6 and 2')
    """
    if dice is None:
        return colour_name(to_move) + words(language, " au trait", " to play")
    return colour_name(to_move) + words(language, " amène ", " throws ") + throw_words(dice, language)


# -- text as printed: typography and glyphs ----------------------------------------------------------------------

_APOSTROPHE = re.compile(r"(?<=\w)'(?=\w)")
_BEFORE_SIGN = re.compile(r"(?<=(.))[ \u00a0](?=[:;?!»])")
_AFTER_GUILLEMET = re.compile(r"(?<=«)[ \u00a0]")
_NARROW = "\N{NARROW NO-BREAK SPACE}"
"""The French « espace fine insécable » before ``: ; ? !`` and inside « »: the studio's texts carry it already."""


def typographic(text: str) -> str:
    """Set French typography: the typographic apostrophe (’) and narrow unbreakable spaces at the punctuation.

    The apostrophe between two letters becomes the typographic one, and a plain or unbreakable space before
    ``: ; ? ! »`` and after ``«`` (in a text the user wrote: a caption, a comment) becomes the narrow unbreakable
    one the studio's own French texts carry, so a line never starts with a colon; in a list of the record's signs
    (``?! 1, ? 1``) the space after the comma is made unbreakable, not narrow.  A face without the narrow space's
    glyph prints an unbreakable space in its place (:func:`font_runs`).

    >>> typographic("s'en va, l'as d'Abel : « oui » ?")
    's’en va, l’as d’Abel\\u202f: «\\u202foui\\u202f»\\u202f?'
    >>> typographic("(?! 1, ? 1)")
    '(?! 1,\\xa0? 1)'
    """
    text = _APOSTROPHE.sub("\u2019", text)
    return _AFTER_GUILLEMET.sub(_NARROW, _BEFORE_SIGN.sub(_before_sign, text))


def _before_sign(match: re.Match[str]) -> str:
    return "\u00a0" if match[1] in ",(" or match[1].isspace() else _NARROW


_SUBSTITUTES = {
    "\u2192": "->",
    "\u2190": "<-",
    "\u2194": "<->",
    "\u2019": "'",
    "\u2018": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u2026": "...",
    "\u2212": "-",
    "\u2013": "-",
    "\u2014": "-",
    "\u00b7": "-",
    "\u00d7": "x",
    "\u0153": "oe",
    "\u0152": "OE",
    "\u2265": ">=",
    "\u2264": "<=",
    "\u00a0": " ",
    "\u202f": "\u00a0",
}
"""What to print for a character no face of the family has: the narrow unbreakable space of French punctuation,
which no shipped face has, is printed as the unbreakable space (never a breakable one, never a box); the other
signs only with a fallback family such as Vera."""


@functools.cache
def covers(font: str, char: str) -> bool:
    """Tell whether the registered TrueType ``font`` has a glyph for ``char``."""
    face = getattr(pdfmetrics.getFont(font), "face", None)
    if face is None:
        return True  # a standard Type 1 font: reportlab maps what it can
    return ord(char) in face.charToGlyph


def font_runs(text: str, font: str) -> list[tuple[str, str]]:
    """Cut ``text`` into runs of one font each, a face that has the glyph for each character.

    The face is ``font`` where it has the glyph, else the first face of the shipped family that has it (the upright
    serif, then the monospace), else a substitute (``→`` as ``->``).

    Every character of every run is in its run's font, so nothing prints as an empty box.
    """
    fonts = font_set()
    choices = (font, fonts.regular, fonts.bold, fonts.mono)
    runs: list[tuple[list[str], str]] = []  # the characters of a run gathered, joined once: linear in the text
    for char in text:
        chosen = font if covers(font, char) else next((name for name in choices if covers(name, char)), None)
        if chosen is None:
            char, chosen = _substitute(char, font), font
        if runs and runs[-1][1] == chosen:
            runs[-1][0].append(char)
        else:
            runs.append(([char], chosen))
    return [("".join(chars), name) for chars, name in runs]


def _substitute(char: str, font: str) -> str:
    """Return what ``font`` prints for ``char``, a character it lacks.

    Its substitute, itself substituted where the font lacks that too (U+202F → U+00A0 → a space), else ``?``."""
    replacement = _SUBSTITUTES.get(char, "?")
    return "".join(c if covers(font, c) else _substitute(c, font) if c in _SUBSTITUTES else "?" for c in replacement)


def text_width(text: str, font: str, size: float) -> float:
    """Measure the printed width of ``text`` set in ``font`` with its fallbacks (see :func:`font_runs`)."""
    return sum(pdfmetrics.stringWidth(run, name, size) for run, name in font_runs(text, font))


def draw_text(canvas: Canvas, x: float, y: float, text: str, font: str, size: float, align: str = "left") -> None:
    """Draw ``text`` at ``(x, y)``, aligned ``left``, ``centre`` or ``right``.

    Each glyph comes from a face that has it, and the apostrophes are made typographic.  Leaves the canvas on
    ``font``."""
    text = typographic(text)
    if align != "left":
        width = text_width(text, font, size)
        x -= width if align == "right" else width / 2
    for run, name in font_runs(text, font):
        canvas.setFont(name, size)
        canvas.drawString(x, y, run)
        x += pdfmetrics.stringWidth(run, name, size)
    canvas.setFont(font, size)


def glyph_markup(escaped: str, font: str) -> str:
    """Paragraph markup (already escaped) with each character ``font`` lacks set in a face that has it."""
    out = []
    for run, name in font_runs(escaped, font):
        out.append(run if name == font else f"<font name='{name}'>{run}</font>")
    return "".join(out)


@functools.cache
def _char_width(char: str, font: str, size: float) -> float:
    return text_width(char, font, size)


def _cut_word(word: str, font: str, size: float, width: float, lines: list[str]) -> tuple[str, float]:
    """Cut ``word``, wider than ``width``, into lines of ``width`` at most (appended to ``lines``).

    Returns its last piece and that piece's width.  Each character is measured once: linear in the word's length
    (re-measuring the rest of a long word after each cut made a caption of one long word quadratic)."""
    start, piece_width = 0, 0.0
    for index, char in enumerate(word):
        char_width = _char_width(char, font, size)
        if piece_width + char_width > width and index > start:
            lines.append(word[start:index])
            start, piece_width = index, 0.0
        piece_width += char_width
    return word[start:], piece_width


def wrap(text: str, font: str, size: float, width: float, max_lines: int | None = None) -> list[str]:
    """Break ``text`` at spaces into lines no wider than ``width`` (a word longer than a line is cut).

    Linear in the text's length: each word is measured once.  With ``max_lines``, the breaking stops once one more
    line than that is made (the caller shows the first ones and an ellipsis): a caption of a million characters
    is not broken whole.
    """
    lines: list[str] = []
    space = text_width(" ", font, size)
    if max_lines is not None:
        # No line holds more than this many characters (none is narrower than a tenth of its size): what is beyond
        # the lines shown is not looked at.
        shown = (max_lines + 1) * (int(width / (size * 0.1)) + 1)
        if len(text) > shown:
            text = text[:shown]
    for paragraph in typographic(text).split("\n"):
        line, line_width = "", 0.0
        for word in filter(None, paragraph.split(" ")):  # not at the unbreakable spaces
            if max_lines is not None and len(lines) > max_lines:
                return lines
            word_width = text_width(word, font, size)
            if word_width > width and len(word) > 1:
                if line:
                    lines.append(line)
                    line, line_width = "", 0.0
                word, word_width = _cut_word(word, font, size, width, lines)
            if line and line_width + space + word_width <= width:
                line, line_width = f"{line} {word}", line_width + space + word_width
            else:
                if line:
                    lines.append(line)
                line, line_width = word, word_width
        if line:
            lines.append(line)
        if max_lines is not None and len(lines) > max_lines:
            return lines
    return lines
