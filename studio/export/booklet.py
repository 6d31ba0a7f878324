"""A game booklet as a PDF: the record as text, with diagrams at chosen throws or at every scoring throw.

The partie is rebuilt through the engine (:func:`notation.record.replay_record`)
so each diagram shows the position the throw is played from, its dice, the
score as it stands once the mover has marked, and the play drawn as arrows
(with the record's own arrows and marked points).  A record the engine
refuses (an école, a wrong mark) still prints: its positions are then
followed play by play, without the score.

Pages have a running head (the event and the players) and numbers.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

from reportlab.lib.colors import black
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, KeepTogether, PageTemplate, Paragraph, Spacer

from notation.board import BLACK, WHITE, Position, point_of_step
from notation.game import IllegalEventError, Mark, Move, Partie, Primaute, Roll
from notation.notations import Notation, Orientation, point_name
from notation.record import GameRecord, MarqueEnd, MarqueStart, Releve, Turn, read_record, replay_record
from notation.render.annotations import Annotations
from notation.render.annotations import Arrow as ArrowNote
from notation.render.annotations import Mark as MarkNote
from notation.render.geometry import LAYOUT, board_geometry
from notation.score import ScoreState
from studio.export.board import PRINT, BoardStyle, draw_board
from studio.export.common import GREY, MARGIN, Output, page_size, plural, score_text, state_text
from studio.export.diagram import Diagram
from studio.export.fonts import FontSet, font_set

__all__ = ["BookletResult", "BookletTurn", "booklet_pdf", "booklet_turns", "record_booklet_pdf"]


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


@dataclass(frozen=True, slots=True)
class BookletResult:
    pages: int
    diagrams: tuple[int, ...]
    """The turn numbers drawn, in order."""
    followed_by_engine: bool


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
    starts = [index for index, event in enumerate(partie.events) if isinstance(event, Primaute | Roll)]
    for number, start in enumerate(starts):
        if number >= len(turns):
            break
        state = partie.states[start]
        score = state.score
        scoring = False
        end = starts[number + 1] if number + 1 < len(starts) else len(partie.events)
        for index in range(start + 1, end):
            event = partie.events[index]
            if isinstance(event, Mark):
                scoring = True
                if event.own_throw:
                    score = partie.states[index].score
            elif isinstance(event, Move):
                break
        out.append(BookletTurn(turns[number], state.position, score, scoring))
    return out


def _walk(record: GameRecord) -> list[BookletTurn]:
    """Positions play by play without the laws: for a record the engine refuses."""
    start, _ = record.start
    position: Position | None = start
    out: list[BookletTurn] = []
    for element in record.elements:
        if isinstance(element, Releve | MarqueStart | MarqueEnd):
            position = None
            continue
        if not isinstance(element, Turn):
            continue
        mover = element.colour
        if position is None:
            position = Position.start(mover)
        position = position.with_to_move(mover)
        out.append(BookletTurn(element, position, None, bool(element.declared or element.given)))
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


def _moves_text(turn: Turn, notation: Notation, orientation: Orientation) -> str:
    if turn.moves is None:
        return ""
    if not turn.moves:
        return "ne peut jouer"
    names = []
    for origin, target in turn.moves:
        start = point_of_step(turn.colour, origin)
        end = point_of_step(turn.colour, target)
        names.append(f"{point_name(start, notation, orientation)}–{point_name(end, notation, orientation)}")
    return " ".join(names)


def _turn_text(turn: Turn, notation: Notation, orientation: Orientation) -> str:
    """The turn as a line of the booklet (reportlab paragraph markup)."""
    parts = [f"<b>{turn.number}.</b> {turn.colour.french} <b>{turn.throw.code()}</b>"]
    if turn.declared:
        parts.append(f"marque {turn.declared}")
    if turn.leave is True:
        parts.append("<i>s'en va</i>")
    elif turn.leave is False:
        parts.append("<i>tient</i>")
    moves = _moves_text(turn, notation, orientation)
    if moves:
        glyphs = "".join(turn.glyphs)
        parts.append(escape(moves) + (f"<b>{escape(glyphs)}</b>" if glyphs else ""))
    if turn.given:
        parts.append(f"{turn.colour.opponent.french} marque {turn.given}")
    for claim in turn.ecoles:
        parts.append(f"école : {claim.colour.french} {claim.points}")
    return " · ".join(parts)


def _element_text(element: object) -> str | None:
    if isinstance(element, Releve):
        return "<i>Relevé.</i>"
    if isinstance(element, MarqueStart):
        seats = []
        if element.white:
            seats.append(f"Blanc : {escape(element.white)}")
        if element.black:
            seats.append(f"Noir : {escape(element.black)}")
        return f"<b>Marqué {element.number}</b>" + (f" ({', '.join(seats)})" if seats else "")
    if isinstance(element, MarqueEnd):
        if element.winner is None:
            return f"<i>Fin du marqué : refait à {plural(element.trous[0], 'trou')} partout.</i>"
        won = element.trous[0 if element.winner is WHITE else 1]
        lost = element.trous[1 if element.winner is WHITE else 0]
        extra = "" if element.bredouille.value == "simple" else f", {element.bredouille.value} bredouille"
        points = f", {plural(element.points, 'point')}" if element.points else ""
        return f"<i>Fin du marqué : {element.winner.french} gagne {won} trous à {lost}{extra}{points}.</i>"
    if element.__class__.__name__ == "End":
        winner = getattr(element, "winner", None)
        return "<b>Fin de la partie</b> : " + ("nulle." if winner is None else f"{winner.french} gagne.")
    return None


# -- the diagram flowable ---------------------------------------------------------------------------------------


class _Board(Flowable):  # type: ignore[misc]
    """A diagram in the flow of text, centred."""

    def __init__(self, diagram: Diagram, width: float, notation: Notation, orientation: Orientation, style: BoardStyle):
        super().__init__()
        self.diagram = diagram
        self.board_width = width
        self.notation = notation
        self.orientation = orientation
        self.board_style = style
        self.height = width * LAYOUT.height / LAYOUT.width
        self.width = width

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


def _header_text(record: GameRecord) -> tuple[str, str]:
    event = record.tag("Evenement") or "Partie de trictrac"
    white, black_player = record.tag("Blanc"), record.tag("Noir")
    players = f"{white or 'Blanc'} – {black_player or 'Noir'}" if white or black_player else ""
    return event, players


def record_booklet_pdf(text: str, out: Output, **options: object) -> BookletResult:
    """Read a record's text and write its booklet (see :func:`booklet_pdf` for the options)."""
    return booklet_pdf(read_record(text), out, **options)  # type: ignore[arg-type]


def booklet_pdf(
    record: GameRecord,
    out: Output,
    *,
    at_turns: Collection[int] | None = None,
    every_scoring: bool = False,
    paper: str = "a4",
    notation: Notation | None = None,
    orientation: Orientation | None = None,
    style: BoardStyle = PRINT,
    title: str | None = None,
    diagram_width: float = 0.62,
) -> BookletResult:
    """Write the booklet of ``record`` to ``out``.

    Diagrams are drawn at the turns numbered in ``at_turns``, and at every throw that marked points when
    ``every_scoring``; with neither, at no turn.  ``notation`` and ``orientation`` default to the record's
    own; ``diagram_width`` is the diagrams' width as a share of the text's.
    """
    fonts = font_set()
    notation = notation or record.notation
    orientation = orientation or record.orientation
    styles = _styles(fonts)
    turns, followed = booklet_turns(record)
    by_turn = {id(item.turn): item for item in turns}
    wanted = set(at_turns or ())
    width, _ = page_size(paper)
    event, players = _header_text(record)
    heading = title or event

    story: list[Flowable] = [Paragraph(escape(heading), styles.title)]
    meta = [players] if players else []
    for tag in ("Date", "Lieu", "Ronde", "Annotateur"):
        value = record.tag(tag)
        if value:
            meta.append(f"{tag.replace('Annotateur', 'annoté par')} {value}" if tag == "Annotateur" else value)
    variant = "partie à écrire" if record.variant.value == "ecrire" else "partie ordinaire"
    meta.append(variant)
    story.append(Paragraph(escape(" · ".join(meta)), styles.meta))
    story.append(Spacer(1, 8))
    for comment in record.comments:
        story.append(Paragraph(escape(comment), styles.comment))
    start, start_score = record.start
    if start is not None:
        story.append(
            KeepTogether(
                _diagram_block(
                    Diagram(start, None, start_score, "Position de départ"),
                    None,
                    styles,
                    width,
                    notation,
                    orientation,
                    style,
                    diagram_width,
                )
            )
        )

    drawn: list[int] = []
    for element in record.elements:
        if isinstance(element, Turn):
            story.append(Paragraph(_turn_text(element, notation, orientation), styles.turn))
            for comment in element.comments:
                story.append(Paragraph(escape(comment), styles.comment))
            item = by_turn.get(id(element))
            if item is not None and (element.number in wanted or (every_scoring and item.scoring)):
                caption = (
                    f"Diagramme {len(drawn) + 1} · coup {element.number} : {element.colour.french} joue "
                    f"{element.throw.code()}"
                )
                diagram = Diagram(item.position, element.throw, item.score, caption, _annotations(element))
                story.append(
                    KeepTogether(
                        _diagram_block(diagram, item, styles, width, notation, orientation, style, diagram_width)
                    )
                )
                drawn.append(element.number)
        else:
            text = _element_text(element)
            if text:
                story.append(Paragraph(text, styles.event))
            for comment in getattr(element, "comments", ()):
                story.append(Paragraph(escape(comment), styles.comment))

    pages = _build(story, out, paper, fonts, heading, players)
    return BookletResult(pages, tuple(drawn), followed)


def _diagram_block(
    diagram: Diagram,
    item: BookletTurn | None,
    styles: _Styles,
    page_width: float,
    notation: Notation,
    orientation: Orientation,
    style: BoardStyle,
    share: float,
) -> list[Flowable]:
    text_width = page_width - 2 * MARGIN
    block: list[Flowable] = [Spacer(1, 6), _Board(diagram, text_width * share, notation, orientation, style)]
    caption = escape(diagram.caption)
    if diagram.score is not None and not diagram.score.is_fresh():
        state = score_text(diagram.score)
    elif item is None:
        state = state_text(diagram.position.to_move, diagram.dice)
    else:
        state = "aucun point marqué"
    block.append(Paragraph(f"{caption}<br/><font name='{styles.meta.fontName}'>{escape(state)}</font>", styles.caption))
    block.append(Paragraph(escape(diagram.code()), styles.code))
    return block


class _Counter:
    pages = 0


def _build(story: list[Flowable], out: Output, paper: str, fonts: FontSet, heading: str, players: str) -> int:
    width, height = page_size(paper)
    target = str(out) if not hasattr(out, "write") else out
    counter = _Counter()

    def furniture(canvas: Canvas, document: BaseDocTemplate) -> None:
        counter.pages = document.page
        canvas.saveState()
        canvas.setFillColor(GREY)
        canvas.setStrokeColor(GREY)
        canvas.setLineWidth(0.35)
        if document.page > 1:
            canvas.setFont(fonts.italic, 8)
            canvas.drawString(MARGIN, height - MARGIN * 0.7, heading)
            if players:
                canvas.drawRightString(width - MARGIN, height - MARGIN * 0.7, players)
            canvas.line(MARGIN, height - MARGIN * 0.7 - 4, width - MARGIN, height - MARGIN * 0.7 - 4)
        canvas.setFont(fonts.regular, 8.5)
        canvas.drawCentredString(width / 2, MARGIN * 0.55, str(document.page))
        canvas.restoreState()

    document = BaseDocTemplate(
        target,
        pagesize=(width, height),
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        title=heading,
        author="Trictrac Studio",
        creator="Trictrac Studio",
        invariant=True,
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
    document.build(story)
    return counter.pages
