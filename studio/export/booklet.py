"""A game booklet as a PDF: the record as text, with diagrams at chosen throws or at every scoring throw.

The partie is rebuilt through the engine (:func:`notation.record.replay_record`)
so each diagram shows the position the throw is played from, its dice, the
score as it stands once the mover has marked, and the play drawn as arrows
(with the record's own arrows and marked points).  A record the engine
refuses (an école, a wrong mark) still prints: its positions are then
followed play by play, without the score.

Pages have a running head (the event and the players) and numbers.

With ``analysis`` the booklet prints the tutor's judgement
(:func:`notation.tutor.ranking.analyse_partie`): under each throw whose play or
decision the tutor flags, its mark (``?!`` doubtful, ``?`` bad, ``??`` very
bad), the equity lost and the best choice; at the end, each player's totals.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypedDict, Unpack
from xml.sax.saxutils import escape

from reportlab.lib.colors import black
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, KeepTogether, PageTemplate, Paragraph, Spacer

# Private and not in types-reportlab, but the one measure of a list of flowables that KeepTogether itself uses.
from reportlab.platypus.flowables import _listWrapOn  # type: ignore[attr-defined]

from notation.board import BLACK, WHITE, Colour, Point, Position, point_of_step
from notation.game import IllegalEventError, Mark, Move, Partie, PrimauteThrow, Roll
from notation.notations import Notation, Orientation, point_name, steps_text
from notation.record import End, GameRecord, MarqueEnd, MarqueStart, ReleveElement, Turn, read_record, replay_record
from notation.render.annotations import Annotations
from notation.render.annotations import Arrow as ArrowNote
from notation.render.annotations import Mark as MarkNote
from notation.render.geometry import LAYOUT, board_geometry
from notation.scoreboard import ScoreState
from notation.tutor.ranking import Analysis, Flag, Rating, analyse_partie
from notation.tutor.ratings import PlayerRating
from studio.export.board_canvas import PRINT, BoardStyle, draw_board
from studio.export.common import (
    GREY,
    MARGIN,
    Output,
    draw_text,
    glyph_markup,
    page_size,
    plural,
    score_text,
    state_text,
    throw_words,
    typographic,
    words,
)
from studio.export.diagram import _NOTATION_TITLES, PrintedDiagram
from studio.export.fonts import FontSet, font_set

__all__ = ["BookletOptions", "BookletResult", "BookletTurn", "booklet_pdf", "booklet_turns", "record_booklet_pdf"]


@dataclass(frozen=True, slots=True)
class BookletTurn:
    """One throw of the record with what the booklet needs to draw it."""

    turn: Turn
    position: Position
    """The position the throw is played from."""
    score: ScoreState | None
    """The score once the mover has marked his throw's points (None when the engine could not follow)."""
    scoring: bool
    """True when the throw marked points (for either player)."""
    trou: bool = False
    """True when those points won a trou (for either player); when the engine cannot follow, as ``scoring``."""


@dataclass(frozen=True, slots=True)
class BookletResult:
    pages: int
    diagrams: tuple[int, ...]
    """The turn numbers drawn, in order."""
    followed_by_engine: bool
    analysed: bool = False
    """True when the tutor's marks and totals are printed."""


# -- following the partie ---------------------------------------------------------------------------------------


def booklet_turns(record: GameRecord) -> tuple[list[BookletTurn], bool]:
    """Each turn of the main line with its position (and score when the engine follows the record).

    Returns the turns and whether the engine replayed the record.
    """
    turns = record.turns()
    try:
        partie = replay_record(record)
    except (IllegalEventError, ValueError):
        return _walk(record), False
    return _from_partie(partie, turns), True


def _from_partie(partie: Partie, turns: Sequence[Turn]) -> list[BookletTurn]:
    out: list[BookletTurn] = []
    starts = [index for index, event in enumerate(partie.events) if isinstance(event, PrimauteThrow | Roll)]
    for number, start in enumerate(starts):
        if number >= len(turns):
            break
        state = partie.states[start]
        score = state.score
        scoring = trou = False
        end = starts[number + 1] if number + 1 < len(starts) else len(partie.events)
        for index in range(start + 1, end):
            event = partie.events[index]
            if isinstance(event, Mark):
                scoring = True
                before, after = partie.states[index - 1].score, partie.states[index].score
                trou = trou or any(after.of(c).trous > before.of(c).trous for c in (WHITE, BLACK))
                if event.own_throw:
                    score = after
            elif isinstance(event, Move):
                break
        out.append(BookletTurn(turns[number], state.position, score, scoring, trou))
    return out


def _walk(record: GameRecord) -> list[BookletTurn]:
    """Walk the positions play by play without the laws, for a record the engine refuses."""
    start, _ = record.start
    position: Position | None = start
    out: list[BookletTurn] = []
    for element in record.elements:
        if isinstance(element, ReleveElement | MarqueStart | MarqueEnd):
            position = None
            continue
        if not isinstance(element, Turn):
            continue
        mover = element.colour
        if position is None:
            position = Position.start(mover)
        position = position.with_to_move(mover)
        scoring = bool(element.declared or element.given)
        out.append(BookletTurn(element, position, None, scoring, scoring))
        if element.moves:
            counts = {WHITE: list(position.white), BLACK: list(position.black)}
            mine = counts[mover]
            for origin, target in element.moves:
                if 1 <= origin <= 24 and mine[origin - 1] > 0:
                    mine[origin - 1] -= 1
                    if 1 <= target <= 24:
                        mine[target - 1] += 1
            position = Position.unchecked(tuple(counts[WHITE]), tuple(counts[BLACK]), mover)
            if sum(mine) == 0:
                position = None  # a sortie: the relevé follows
    return out


# -- text -------------------------------------------------------------------------------------------------------

_CHUNK = 1500
"""The longest run of characters set as one paragraph: a long comment is cut into paragraphs of about this
size (at a space), so the layout stays linear in the text's length (one paragraph of a megabyte is re-broken
at every page it spills onto)."""


def _markup(text: str, font: str) -> str:
    """Plain text as paragraph markup: typographic apostrophes, escaped, each glyph in a face that has it."""
    return glyph_markup(escape(typographic(text)), font)


def _chunks(text: str, size: int = _CHUNK) -> list[str]:
    """Cut ``text`` at its line breaks, then at spaces, into pieces of at most about ``size`` characters."""
    pieces: list[str] = []
    for line in text.split("\n"):
        start = 0
        while len(line) - start > size:
            cut = line.rfind(" ", start + size // 2, start + size)
            if cut <= start:
                cut = start + size
            pieces.append(line[start:cut])
            start = cut + (1 if line[cut : cut + 1] == " " else 0)
        pieces.append(line[start:])
    return [piece for piece in pieces if piece.strip()] or [text]


_BN_POINT = re.compile(r"\b([BN])(1[0-2]|[0-9])\b")


def _renamer(source: Notation, notation: Notation, orientation: Orientation) -> Callable[[str], str]:
    """Return what turns a comment's point names into the booklet's notation.

    For a record written in B/N and printed in another notation, each B/N name (``N10``) becomes that notation's;
    otherwise nothing changes."""
    if source is not Notation.BN or notation is Notation.BN:
        return lambda text: text

    def rename(text: str) -> str:
        return _BN_POINT.sub(lambda found: point_name(Point.from_name(found.group(0)), notation, orientation), text)

    return rename


MAX_COMMENT_CHARS = 2_000_000
"""The most characters of comment a booklet lays out (a long annotated partie has a few tens of thousands; a
megabyte is set in about a second)."""
MAX_COMMENT_PARAGRAPHS = 2_000
"""The most paragraphs of comment a booklet lays out (each line of a comment is one)."""
ELLIPSIS = "…"

TRUNCATED_NOTE = (
    f"{ELLIPSIS} Les commentaires sont coupés là\u202f: un livret en imprime au plus "
    f"{MAX_COMMENT_CHARS:,} caractères et {MAX_COMMENT_PARAGRAPHS:,} paragraphes. "
    "La partie enregistrée les garde en entier."
).replace(",", "\u202f")  # French groups thousands with a narrow space
"""The note closing a booklet whose comments were cut (a record of megabytes of comment is not laid out whole)."""


@dataclass
class _Budget:
    """What is left of the comment a booklet lays out; ``cut`` once a comment was shortened to fit."""

    chars: int = MAX_COMMENT_CHARS
    paragraphs: int = MAX_COMMENT_PARAGRAPHS
    cut: bool = False

    def take(self, text: str) -> list[str]:
        """Take the pieces of ``text`` that fit what is left (the last one ending in "…" when it was cut short)."""
        if self.chars <= 0 or self.paragraphs <= 0:
            self.cut = self.cut or bool(text.strip())
            return []
        shortened = len(text) > self.chars
        pieces = _chunks(text[: self.chars])
        if len(pieces) > self.paragraphs:
            pieces, shortened = pieces[: self.paragraphs], True
        self.chars -= sum(len(piece) for piece in pieces)
        self.paragraphs -= len(pieces)
        if shortened:
            self.cut = True
            self.chars = self.paragraphs = 0
            pieces[-1] = f"{pieces[-1].rstrip()} {ELLIPSIS}"
        return pieces


def _comment(
    text: str, style: ParagraphStyle, rename: Callable[[str], str] = lambda text: text, budget: _Budget | None = None
) -> list[Flowable]:
    """Lay a comment out as paragraphs of bounded size, spaced as one.

    Its point names are in the booklet's notation.  With ``budget`` (what is left of the comment the booklet lays
    out), the comment stays within it."""
    pieces = _chunks(rename(text)) if budget is None else budget.take(rename(text[: budget.chars + 1]))
    if not pieces:
        return []
    inner = ParagraphStyle(f"{style.name}-inner", parent=style, spaceAfter=0)
    return [
        Paragraph(_markup(piece, style.fontName), style if index == len(pieces) - 1 else inner)
        for index, piece in enumerate(pieces)
    ]


def _moves_text(turn: Turn, notation: Notation, orientation: Orientation, language: str = "fr") -> str:
    if turn.moves is None:
        return ""
    if not turn.moves:
        return words(language, "ne peut jouer", "cannot play")
    return steps_text(turn.colour, tuple(turn.moves), notation, orientation, dash="–")


_LEAVES = "s'en va"


def _turn_text(turn: Turn, notation: Notation, orientation: Orientation, font: str, language: str = "fr") -> str:
    """Write the turn as a line of the booklet (reportlab paragraph markup)."""
    marks = words(language, "marque", "marks")
    parts = [f"<b>{turn.number}.</b> {turn.colour.french} <b>{turn.throw.code()}</b>"]
    if turn.declared:
        parts.append(f"{marks} {turn.declared}")
    if turn.leave is True:
        parts.append(f"<i>{_markup(_LEAVES, font)}</i>")
    elif turn.leave is False:
        parts.append("<i>tient</i>")
    moves = _moves_text(turn, notation, orientation, language)
    if moves:
        glyphs = "".join(turn.glyphs)
        parts.append(_markup(moves, font) + (f"<b>{_markup(glyphs, font)}</b>" if glyphs else ""))
    if turn.given:
        parts.append(f"{turn.colour.opponent.french} {marks} {turn.given}")
    for claim in turn.ecoles:
        parts.append(words(language, "école\u202f: ", "école: ") + f"{claim.colour.french} {claim.points}")
    return " · ".join(parts)


@dataclass
class _Seats:
    """Who sits at Blanc and at Noir in the marqué being played (à écrire), for the marqués' results."""

    white: str = ""
    black: str = ""
    ecrire: bool = False

    def name(self, colour: object) -> str:
        seat = self.white if colour is WHITE else self.black
        french = getattr(colour, "french", str(colour))
        return f"{seat} ({french})" if seat else french


def _element_text(element: object, seats: _Seats, font: str, language: str = "fr") -> str | None:
    w = functools.partial(words, language)
    if isinstance(element, ReleveElement):
        return "<i>Relevé.</i>"
    if isinstance(element, MarqueStart):
        seats.white, seats.black = element.white or "", element.black or ""
        names = []
        if element.white:
            names.append(w("Blanc\u202f: ", "Blanc: ") + element.white)
        if element.black:
            names.append(w("Noir\u202f: ", "Noir: ") + element.black)
        return f"<b>Marqué {element.number}</b>" + (_markup(f" ({', '.join(names)})", font) if names else "")
    if isinstance(element, MarqueEnd):
        if element.winner is None:
            trous = plural(element.trous[0], "trou", language)
            return w(
                f"<i>Fin du marqué\u202f: refait à {trous} partout.</i>",
                f"<i>End of the marqué: refait at {trous} each.</i>",
            )
        won = element.trous[0 if element.winner is WHITE else 1]
        lost = element.trous[1 if element.winner is WHITE else 0]
        extra = "" if element.bredouille.value == "simple" else f", en {element.bredouille.value} bredouille"
        points = w("\u202f: ", ": ") + plural(element.points, "point", language) if element.points else ""
        winner = _markup(seats.name(element.winner), font)
        return w(
            f"<i>Fin du marqué\u202f: {winner} le gagne par {won} trous à {lost}{extra}{points}.</i>",
            f"<i>End of the marqué: {winner} wins it by {won} trous to {lost}{extra}{points}.</i>",
        )
    if isinstance(element, End):
        if seats.ecrire:  # the marqués' results above and the scoresheet say who gains what
            return w("<b>Fin de la partie.</b>", "<b>End of the partie.</b>")
        gainer = element.winner
        if language == "en":
            return "<b>End of the partie</b>: " + ("drawn." if gainer is None else f"{gainer.french} wins.")
        return "<b>Fin de la partie</b>\u202f: " + ("nulle." if gainer is None else f"{gainer.french} gagne.")
    return None


def _final_score(score: ScoreState, heading: str = "Score final", language: str = "fr") -> str:
    """Write the score at the end, in trous (and the points over the last trou).

    >>> from notation.scoreboard import PlayerScore
    >>> _final_score(ScoreState(PlayerScore(2, 12, True), PlayerScore(0, 0)))
    'Score final\\u202f: Blanc 12 trous (et 2 points) · Noir 0 trou'
    """
    parts = []
    for colour in (WHITE, BLACK):
        player = score.of(colour)
        extra = f" ({words(language, 'et', 'and')} {plural(player.points, 'point', language)})" if player.points else ""
        parts.append(f"{colour.french} {plural(player.trous, 'trou', language)}{extra}")
    return heading + words(language, "\u202f: ", ": ") + " · ".join(parts)


# -- the diagram flowable ---------------------------------------------------------------------------------------


class _Board(Flowable):
    """A diagram in the flow of text, centred."""

    def __init__(
        self, diagram: PrintedDiagram, width: float, notation: Notation, orientation: Orientation, style: BoardStyle
    ):
        super().__init__()
        self.diagram = diagram
        self.board_width = width
        self.notation = notation
        self.orientation = orientation
        self.board_style = style
        self.height = width * LAYOUT.height / LAYOUT.width
        self.width = width

    def resize(self, width: float) -> None:
        self.board_width = self.width = width
        self.height = width * LAYOUT.height / LAYOUT.width

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.offset = (available_width - self.board_width) / 2
        return available_width, self.height

    def draw(self) -> None:
        d = self.diagram
        geometry = board_geometry(d.position, self.orientation, score=d.score, dice=d.dice, notation=self.notation)
        draw_board(
            self.canv,
            geometry,
            self.offset,
            self.height,
            self.board_width,
            annotations=d.annotations,
            style=self.board_style,
        )


def _annotations(turn: Turn) -> Annotations:
    arrows: list[ArrowNote] = []
    if turn.moves:
        for origin, target in turn.moves:
            start, end = point_of_step(turn.colour, origin), point_of_step(turn.colour, target)
            if start != end and not start.is_off:
                arrows.append(ArrowNote(start, end, "black"))
    for arrow in turn.arrows:
        if arrow.origin != arrow.target and not arrow.origin.is_off:
            arrows.append(ArrowNote(arrow.origin, arrow.target, "red"))
    marks = tuple(MarkNote(point, "×") for point in turn.points if not point.is_off)
    return Annotations(tuple(arrows), marks)


# -- the document -----------------------------------------------------------------------------------------------


@dataclass
class _Styles:
    title: ParagraphStyle
    meta: ParagraphStyle
    heading: ParagraphStyle
    turn: ParagraphStyle
    comment: ParagraphStyle
    caption: ParagraphStyle
    code: ParagraphStyle
    event: ParagraphStyle = field(init=False)

    def __post_init__(self) -> None:
        self.event = ParagraphStyle("event", parent=self.turn, spaceBefore=4, spaceAfter=4)


def _styles(fonts: FontSet) -> _Styles:
    base = ParagraphStyle(
        "base",
        fontName=fonts.regular,
        fontSize=10,
        leading=13.2,
        textColor=black,
    )
    return _Styles(
        title=ParagraphStyle("title", parent=base, fontName=fonts.bold, fontSize=20, leading=24, spaceAfter=4),
        meta=ParagraphStyle("meta", parent=base, fontName=fonts.italic, fontSize=10, leading=13, textColor=GREY),
        heading=ParagraphStyle(
            "heading", parent=base, fontName=fonts.bold, fontSize=12.5, leading=16, spaceBefore=10, spaceAfter=4
        ),
        turn=ParagraphStyle("turn", parent=base, leftIndent=16, firstLineIndent=-16, spaceAfter=1.5),
        comment=ParagraphStyle(
            "comment",
            parent=base,
            fontName=fonts.italic,
            fontSize=9.5,
            leading=12.5,
            leftIndent=16,
            textColor=GREY,
            spaceAfter=3,
        ),
        caption=ParagraphStyle(
            "caption", parent=base, fontName=fonts.italic, fontSize=9, leading=11.5, alignment=TA_CENTER, spaceBefore=3
        ),
        code=ParagraphStyle(
            "code",
            parent=base,
            fontName=fonts.mono,
            fontSize=7.2,
            leading=9,
            alignment=TA_CENTER,
            textColor=GREY,
            spaceAfter=10,
        ),
    )


def _header_text(record: GameRecord, language: str = "fr") -> tuple[str, str]:
    event = record.tag("Evenement") or words(language, "Partie de trictrac", "A partie of trictrac")
    white, black_player = record.tag("Blanc"), record.tag("Noir")
    players = f"{white or 'Blanc'} – {black_player or 'Noir'}" if white or black_player else ""
    return event, players


class BookletOptions(TypedDict, total=False):
    """The options of :func:`booklet_pdf`, each with its type, for a caller that hands them on."""

    at_turns: Collection[int] | None
    every_scoring: bool | None
    every: int | None
    paper: str
    notation: Notation | None
    orientation: Orientation | None
    style: BoardStyle
    title: str | None
    diagram_width: float
    analysis: Analysis | bool | None
    language: str


def record_booklet_pdf(text: str, out: Output, **options: Unpack[BookletOptions]) -> BookletResult:
    """Read a record's text and write its booklet (see :func:`booklet_pdf` for the options)."""
    return booklet_pdf(read_record(text), out, **options)


def booklet_pdf(
    record: GameRecord,
    out: Output,
    *,
    at_turns: Collection[int] | None = None,
    every_scoring: bool | None = None,
    every: int | None = None,
    paper: str = "a4",
    notation: Notation | None = None,
    orientation: Orientation | None = None,
    style: BoardStyle = PRINT,
    title: str | None = None,
    diagram_width: float = 0.5,
    analysis: Analysis | bool | None = None,
    language: str = "fr",
    progress: Callable[[int, int], None] | None = None,
) -> BookletResult:
    """Write the booklet of ``record`` to ``out``.

    Diagrams are drawn at the turns numbered in ``at_turns``, at every ``every``-th throw, and at every
    throw that marked points when ``every_scoring``.  By default (``every_scoring`` None, no turns and no
    period) at the scoring events: each throw whose points win a trou.  ``notation`` and ``orientation``
    default to the record's own; ``diagram_width`` is the diagrams' width as a share of the text's.  A
    diagram that does not fit at the foot of a page floats to the next one while the text goes on.
    ``analysis`` (an :class:`Analysis` of the record's partie, or True to compute it) prints the tutor's marks
    under the throws it flags and each player's totals at the end; a record the engine cannot replay (or one
    à écrire) prints without them.  The booklet's own words are in ``language`` (``fr`` or ``en``); the
    record's comments are printed as written.  ``progress(done, total)`` is told as the pages are laid out
    (the pieces of text and the diagrams placed so far, of all): a booklet of hundreds of throws takes seconds.
    """
    w = functools.partial(words, language)
    if every is not None and every < 1:
        raise ValueError(f"a diagram every N throws needs N ≥ 1, not {every}")
    fonts = font_set()
    notation = notation or record.notation
    orientation = orientation or record.orientation
    rename = _renamer(record.notation, notation, orientation)
    styles = _styles(fonts)
    turns, followed = booklet_turns(record)
    rated = _analysis_of(record, analysis)
    by_number: dict[int, list[Rating]] = {}
    for rating in rated.ratings if rated is not None else ():
        by_number.setdefault(rating.turn, []).append(rating)
    by_turn = {id(item.turn): item for item in turns}
    wanted = set(at_turns or ())
    at_trous = every_scoring is None and not wanted and every is None
    width, _ = page_size(paper)
    event, players = _header_text(record, language)
    heading = title or event

    story: list[Flowable] = [Paragraph(_markup(heading, styles.title.fontName), styles.title)]
    meta = [players] if players else []
    for tag in ("Date", "Lieu", "Ronde", "Annotateur"):
        value = record.tag(tag)
        if value:
            meta.append(w("annoté par ", "annotated by ") + value if tag == "Annotateur" else value)
    variant = "partie à écrire" if record.variant.value == "ecrire" else "partie ordinaire"
    meta.append(variant)
    if notation is not Notation.BN:
        meta.append(f"notation {_NOTATION_TITLES.get(notation, notation.value)}")
    story.append(Paragraph(_markup(" · ".join(meta), styles.meta.fontName), styles.meta))
    story.append(Spacer(1, 8))
    budget = _Budget()
    for comment in record.comments:
        story.extend(_comment(comment, styles.comment, rename, budget))
    start, start_score = record.start
    if start is not None:
        story.append(
            _Float(
                _diagram_block(
                    PrintedDiagram(start, None, start_score, w("Position de départ", "Starting position")),
                    None,
                    styles,
                    width,
                    notation,
                    orientation,
                    style,
                    diagram_width,
                    language,
                )
            )
        )

    drawn: list[int] = []
    seats = _Seats(ecrire=record.variant.value == "ecrire")
    throws = 0
    for element in record.elements:
        if isinstance(element, Turn):
            throws += 1
            story.append(Paragraph(_turn_text(element, notation, orientation, fonts.regular, language), styles.turn))
            for rating in by_number.get(element.number, ()):
                if rating.flag is not Flag.NONE:
                    line = _rating_text(rating, notation, orientation, language)
                    story.append(Paragraph(_markup(line, fonts.regular), styles.comment))
            for comment in element.comments:
                story.extend(_comment(comment, styles.comment, rename, budget))
            item = by_turn.get(id(element))
            periodic = every is not None and throws % every == 0
            chosen = element.number in wanted or periodic or (every_scoring and item is not None and item.scoring)
            if item is not None and (chosen or (at_trous and item.trou)):
                caption = w(
                    f"Diagramme {len(drawn) + 1} · coup {element.number}\u202f: {element.colour.french} amène "
                    f"{throw_words(element.throw)}",
                    f"Diagram {len(drawn) + 1} · throw {element.number}: {element.colour.french} throws "
                    f"{throw_words(element.throw, language)}",
                )
                diagram = PrintedDiagram(item.position, element.throw, item.score, caption, _annotations(element))
                story.append(
                    _Float(
                        _diagram_block(
                            diagram, item, styles, width, notation, orientation, style, diagram_width, language
                        )
                    )
                )
                drawn.append(element.number)
        else:
            text = _element_text(element, seats, fonts.regular, language)
            if text:
                story.append((_Anchored if isinstance(element, End) else Paragraph)(text, styles.event))
            for comment in getattr(element, "comments", ()):
                story.extend(_comment(comment, styles.comment, rename, budget))
    if followed and turns and record.variant.value != "ecrire":
        final = _final_partie_score(record)
        if final is not None:
            ended = any(isinstance(element, End) for element in record.elements)
            heading_words = (
                w("Score final", "Final score") if ended else w("Score au dernier coup", "Score at the last throw")
            )
            final_words = _final_score(final, heading_words, language)
            story.append(_Anchored(f"<b>{_markup(final_words, fonts.bold)}</b>", styles.event))

    if rated is not None:
        story.append(Spacer(1, 6))
        story.append(Paragraph(w("<b>Analyse du tuteur</b>", "<b>The tutor's analysis</b>"), styles.event))
        for colour in (WHITE, BLACK):
            story.append(Paragraph(_markup(_totals_text(rated, colour, language), fonts.regular), styles.event))

    if budget.cut:
        story.append(Spacer(1, 6))
        story.append(Paragraph(_markup(TRUNCATED_NOTE, fonts.italic), styles.comment))
    pages = _build(story, out, paper, fonts, heading, players, progress)
    return BookletResult(pages, tuple(drawn), followed, rated is not None)


def _analysis_of(record: GameRecord, analysis: Analysis | bool | None) -> Analysis | None:
    """Return the tutor's analysis to print: given, computed (True) or none.

    It is none when the engine cannot replay the record."""
    if isinstance(analysis, Analysis):
        return analysis
    if not analysis or record.variant.value == "ecrire":
        return None
    try:
        return analyse_partie(replay_record(record))
    except (IllegalEventError, ValueError):
        return None


def _decimal(value: float, language: str = "fr") -> str:
    """Write a decimal as ``language`` writes it: ``0,052`` (French), ``0.052`` (English)."""
    text = f"{value:.3f}"
    return text if language == "en" else text.replace(".", ",")


def _steps_text(
    rating: Rating,
    moves: tuple[tuple[int, int], ...],
    notation: Notation,
    orientation: Orientation,
    language: str = "fr",
) -> str:
    return steps_text(rating.colour, moves, notation, orientation, dash="–") or words(
        language, "ne peut jouer", "cannot play"
    )


def _rating_text(rating: Rating, notation: Notation, orientation: Orientation, language: str = "fr") -> str:
    """Write a flagged choice as the booklet prints it: ``?! perd 0,052 d'équité ; le meilleur : B1–B7 B1–B6``.

    >>> from notation.dice import Throw
    >>> _rating_text(Rating(3, WHITE, "decision", Throw(6, 6), -0.2, 0.1, 2, leave=False), Notation.BN, Orientation())
    "?? tenir perd 0,300 d'équité (profondeur 1)\\u202f; le meilleur\\u202f: s'en aller"
    """
    loss = _decimal(rating.loss, language)
    # The tutor's depth as the studio says it (« profondeur 1 »): a coup is a throw and its play, not a ply.
    depth = words(language, f"profondeur {rating.ply}", f"{rating.ply}-ply")
    lost = words(
        language,
        f"perd {loss} d'équité ({depth})\u202f; le meilleur\u202f: ",
        f"loses {loss} of equity ({depth}); the best: ",
    )
    if rating.kind == "decision":
        chosen = "s'en aller" if rating.leave else "tenir"
        best = "tenir" if rating.leave else "s'en aller"
        return f"{rating.flag.mark} {chosen} {lost}{best}"
    best = _steps_text(rating, rating.best_play.moves, notation, orientation, language) if rating.best_play else ""
    return f"{rating.flag.mark} {lost}{best}"


_RATING_WORDS_FR = {
    PlayerRating.AWFUL: "désastreux",
    PlayerRating.BEGINNER: "débutant",
    PlayerRating.CASUAL: "joueur occasionnel",
    PlayerRating.INTERMEDIATE: "intermédiaire",
    PlayerRating.ADVANCED: "avancé",
    PlayerRating.EXPERT: "expert",
    PlayerRating.WORLD_CLASS: "de classe mondiale",
    PlayerRating.SUPERNATURAL: "surnaturel",
}
"""The rating's words in French (the studio's catalogue says the same)."""


def _totals_text(analysis: Analysis, colour: Colour, language: str = "fr") -> str:
    """Write a player's totals, with the rating in words of :mod:`notation.tutor.ratings`.

    For example ``Blanc : 3 erreurs (?! 1, ? 1, ?? 1), 0,312 d'équité perdue sur 40 choix ; 0,0078 par choix : joueur
    occasionnel``."""
    totals = analysis.totals(colour)
    errors = totals.doubtful + totals.bad + totals.very_bad
    rating = totals.rating
    if language == "en":
        rated = f"; {totals.mean_loss:.4f} a choice: {rating.words}" if rating is not None else ""
        return (
            f"{colour.french}: {plural(errors, 'error', language)} (?! {totals.doubtful}, ? {totals.bad}, "
            f"?? {totals.very_bad}), {_decimal(totals.loss, language)} of equity lost over {totals.choices} choices"
            + rated
        )
    rated = (
        f"\u202f; {f'{totals.mean_loss:.4f}'.replace('.', ',')} par choix\u202f: {_RATING_WORDS_FR[rating]}"
        if rating
        else ""
    )
    return (
        f"{colour.french}\u202f: {plural(errors, 'erreur')} (?! {totals.doubtful}, ? {totals.bad}, ?? "
        f"{totals.very_bad}), "
        f"{_decimal(totals.loss)} d'équité perdue sur {totals.choices} choix" + rated
    )


def _final_partie_score(record: GameRecord) -> ScoreState | None:
    """Return the score the engine reaches at the end of the record (None when it cannot replay it)."""
    try:
        partie = replay_record(record)
    except (IllegalEventError, ValueError):
        return None
    return partie.states[-1].score if partie.states else None


def _diagram_block(
    diagram: PrintedDiagram,
    item: BookletTurn | None,
    styles: _Styles,
    page_width: float,
    notation: Notation,
    orientation: Orientation,
    style: BoardStyle,
    share: float,
    language: str = "fr",
) -> list[Flowable]:
    text_width = page_width - 2 * MARGIN
    block: list[Flowable] = [Spacer(1, 4), _Board(diagram, text_width * share, notation, orientation, style)]
    caption = _markup(diagram.caption, styles.caption.fontName)
    if diagram.score is not None and not diagram.score.is_fresh():
        state = score_text(diagram.score, language)
    elif item is None:
        state = state_text(diagram.position.to_move, diagram.dice, language)
    else:
        state = words(language, "aucun point marqué", "no point marked")
    meta = styles.meta.fontName
    block.append(Paragraph(f"{caption}<br/><font name='{meta}'>{_markup(state, meta)}</font>", styles.caption))
    code = escape(diagram.code())
    code_words = words(language, "code B/N\u202f: ", "B/N code: ")
    header = "" if notation is Notation.BN else f"<font name='{styles.caption.fontName}'>{code_words}</font>"
    block.append(Paragraph(header + code, styles.code))
    return block


class _Anchored(Paragraph):
    """A paragraph that stays after the diagrams before it (the end of the partie)."""


class _Float(KeepTogether):
    """A diagram and its caption, kept together.

    When it does not fit at the foot of a page, the text that follows is set there first (see :class:`_Document`),
    or, with no text left before the next diagram, the board is drawn a little smaller to fit."""

    SMALLEST = 0.55
    """The smallest share of its width a board is drawn at to fit the foot of a page."""

    def __init__(self, flowables: list[Flowable]) -> None:
        super().__init__(flowables)
        self.parts = flowables
        """The diagram's block (the list ``KeepTogether`` keeps as its private ``_content``)."""

    def content_height(self, canvas: Canvas, width: float, height: float) -> float:
        """Return the height of the diagram's block.

        ``KeepTogether.wrap`` answers a huge one to force a split."""
        return float(_listWrapOn(self.parts, width, canvas)[1])

    def shrink_to(self, available: float, height: float) -> None:
        boards = [flowable for flowable in self.parts if isinstance(flowable, _Board)]
        if not boards or available <= 0:
            return
        board = boards[0]
        room = board.height - (height - available)
        share = room / board.height
        if self.SMALLEST <= share < 1:
            board.resize(board.board_width * share)


class _Document(BaseDocTemplate):
    """A doc template with floating diagrams, so that a page seldom ends on a blank band.

    A :class:`_Float` that does not fit in what is left of the frame lets the next text flowable go first, up to the
    next diagram (diagrams keep their order and do not pile up), so a page seldom ends on a blank band the height of
    a diagram.  The end of the partie stays after its diagrams."""

    def handle_flowable(self, flowables: list[Flowable]) -> None:
        first = flowables[0] if flowables else None
        if isinstance(first, _Float):
            frame = self.frame
            # What is left of the frame: reportlab keeps it in private fields only, not in types-reportlab.
            available = frame._y - frame._y1p  # type: ignore[attr-defined]
            height = first.content_height(self.canv, frame._aW, frame._aH)  # type: ignore[attr-defined]
            if height > available and available < frame._aH * 0.999:  # type: ignore[attr-defined]
                for index in range(1, min(len(flowables), 64)):
                    candidate = flowables[index]
                    if isinstance(candidate, _Float | _Anchored):
                        break
                    if isinstance(candidate, Paragraph | Spacer):
                        flowables.insert(0, flowables.pop(index))
                        break
                if flowables[0] is first:  # no text to set first: a smaller board, if that is enough
                    first.shrink_to(available, height)
        super().handle_flowable(flowables)


class _Counter:
    pages = 0


def _build(
    story: list[Flowable],
    out: Output,
    paper: str,
    fonts: FontSet,
    heading: str,
    players: str,
    progress: Callable[[int, int], None] | None = None,
) -> int:
    width, height = page_size(paper)
    target = str(out) if isinstance(out, Path) else out
    counter = _Counter()

    def furniture(canvas: Canvas, document: BaseDocTemplate) -> None:
        counter.pages = document.page
        canvas.saveState()
        canvas.setFillColor(GREY)
        canvas.setStrokeColor(GREY)
        canvas.setLineWidth(0.35)
        if document.page > 1:
            draw_text(canvas, MARGIN, height - MARGIN * 0.7, heading, fonts.italic, 8)
            if players:
                draw_text(canvas, width - MARGIN, height - MARGIN * 0.7, players, fonts.italic, 8, align="right")
            canvas.line(MARGIN, height - MARGIN * 0.7 - 4, width - MARGIN, height - MARGIN * 0.7 - 4)
        draw_text(canvas, width / 2, MARGIN * 0.55, str(document.page), fonts.regular, 8.5, align="centre")
        canvas.restoreState()

    document = _Document(
        target,
        pagesize=(width, height),
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        title=typographic(heading),
        author="Trictrac Studio",
        creator="Trictrac Studio",
        invariant=False,
        initialFontName=fonts.regular,
    )
    frame = Frame(
        MARGIN,
        MARGIN,
        width - 2 * MARGIN,
        height - 2 * MARGIN,
        id="text",
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )
    document.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=furniture)])
    if progress is not None:
        told = progress
        total = len(story)

        def laid_out(kind: str, value: int) -> None:  # reportlab's progress: the story's flowables placed so far
            if kind == "PROGRESS":
                told(min(value, total - 1), total)  # the last when the file is written

        document.setProgressCallBack(laid_out)
    document.build(story)
    if progress is not None:
        progress(len(story), len(story))
    return counter.pages
