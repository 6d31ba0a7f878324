"""The scoresheet of the partie à écrire as a PDF: blank, for play over the board, or filled from a sheet.

The sheet follows Trictrac à écrire (§7, "Exemple de fiche remplie d'une partie en six
marqués"): one row per marqué with its number of refaits and the points of
its winner, then Total (I), Queue des jetons (II), the payment of the marqués
— Marqués (III), Queue des marqués (IV) — the Résultat final I + II + III + IV,
the Gain brut and the Gain arrondi.  Every number of a filled sheet comes from
:func:`notation.ecrire.settle`; nothing is computed here.

The jetons variant (Lois et règles, art. XIX, Dictionnaire raisonné) heads its lines with what each side
received in jetons — marqués, queue des jetons, paris, queue du postillon —
and ends on the balance and the gain in fiches.  At three players (à tourner
or à la chouette) and four (en équipes) a column says who played each
marqué; à tourner, the consolation paid to the player who sat out is written
in italics in his column (Dictionnaire raisonné, À TROIS), since it counts in his Total (I), and
the paper sheet's lines III and IV are the paris and the postillons' queues
(:mod:`notation.ecrire`, "Three players").  Nothing printed names a source
file: the notes cite the books by their titles.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import Color, black
from reportlab.pdfgen.canvas import Canvas

from notation.ecrire import Consolation, Mode, Settlement, SettlementKind, Sheet, settle
from studio.export.common import GREY, MARGIN, Output, draw_footer, draw_text, new_canvas, page_size, words, wrap
from studio.export.fonts import FontSet, font_set

__all__ = ["ScoresheetResult", "scoresheet_pdf"]

_SHADE = Color(0.93, 0.93, 0.93)
_FAINT = Color(0.6, 0.6, 0.6)

_PAPER_LINES = (
    ("Total", "I"),
    ("Queue des jetons", "II"),
    ("Marqués", "III"),
    ("Queue des marqués", "IV"),
)
_THREE_LINES = (
    ("Total", "I"),
    ("Queue des jetons", "II"),
    ("Paris", "III"),
    ("Queue des postillons", "IV"),
)
"""At three à tourner the paper carries the settlement of the jetons (see :mod:`notation.ecrire`)."""
_JETON_LINES = (
    ("Marqués", "I"),
    ("Queue des jetons", "II"),
    ("Paris", "III"),
    ("Queue du postillon", "IV"),
)
_MODE_TITLES = {
    Mode.TETE_A_TETE: "tête-à-tête",
    Mode.TOURNER: "à trois, à tourner",
    Mode.CHOUETTE: "à trois, à la chouette",
    Mode.EQUIPES: "à quatre, en équipes",
}


@dataclass(frozen=True, slots=True)
class ScoresheetResult:
    pages: int
    settlement: Settlement | None
    """The settlement printed on a filled sheet; None on a blank one."""


@dataclass(frozen=True, slots=True)
class _Columns:
    """The table's columns: x of each edge, in points."""

    label: float
    refaits: float
    table: float | None
    players: tuple[float, ...]
    right: float

    def player_span(self, index: int) -> tuple[float, float]:
        edges = (*self.players, self.right)
        return edges[index], edges[index + 1]


def _columns(left: float, right: float, players: int, with_table: bool) -> _Columns:
    label_w = 150.0 if players <= 2 else 122.0
    refaits_w = 48.0 if players <= 2 else 40.0
    table_w = 92.0 if with_table else 0.0
    start = left + label_w + refaits_w + table_w
    width = (right - start) / players
    return _Columns(
        left,
        left + label_w,
        left + label_w + refaits_w if with_table else None,
        tuple(start + i * width for i in range(players)),
        right,
    )


class _Table:
    """Draws the rows of the sheet from the top down."""

    def __init__(self, canvas: Canvas, fonts: FontSet, columns: _Columns, top: float) -> None:
        self.canvas = canvas
        self.fonts = fonts
        self.columns = columns
        self.y = top

    def rule(self, weight: float, colour: Color = black) -> None:
        c = self.canvas
        c.setStrokeColor(colour)
        c.setLineWidth(weight)
        c.line(self.columns.label, self.y, self.columns.right, self.y)

    def verticals(self, top: float, bottom: float, from_refaits: bool = True) -> None:
        c = self.canvas
        c.setStrokeColor(_FAINT)
        c.setLineWidth(0.35)
        edges = [self.columns.refaits] if from_refaits else []
        if self.columns.table is not None and from_refaits:
            edges.append(self.columns.table)
        edges.extend(self.columns.players)
        for x in edges:
            c.line(x, top, x, bottom)

    def centred(self, text: str, left: float, right: float, baseline: float, font: str, size: float) -> None:
        draw_text(self.canvas, (left + right) / 2, baseline, text, font, size, align="centre")

    def row(
        self,
        height: float,
        label: str,
        cells: Sequence[str],
        *,
        refaits: str = "",
        table: str = "",
        note: str = "",
        bold: bool = False,
        shade: bool = False,
        subheading: bool = False,
        italic_cells: Sequence[bool] = (),
        size: float = 10.5,
    ) -> None:
        c = self.canvas
        columns = self.columns
        bottom = self.y - height
        if shade:
            c.setFillColor(_SHADE)
            c.rect(columns.label, bottom, columns.right - columns.label, height, stroke=0, fill=1)
        baseline = bottom + height / 2 - size * 0.34
        c.setFillColor(GREY if subheading else black)
        font = self.fonts.italic if subheading else self.fonts.bold if bold else self.fonts.regular
        draw_text(c, columns.label + 6, baseline, label, font, size)
        c.setFillColor(black)
        if note:
            c.setFillColor(GREY)
            draw_text(c, columns.players[0] - 6, baseline, note, self.fonts.italic, size * 0.74, align="right")
            c.setFillColor(black)
        if refaits:
            end = columns.table if columns.table is not None else columns.players[0]
            self.centred(refaits, columns.refaits, end, baseline, self.fonts.regular, size)
        if table and columns.table is not None:
            room = columns.players[0] - columns.table - 6
            fitted = size * 0.86
            while fitted > 6 and c.stringWidth(table, self.fonts.regular, fitted) > room:
                fitted -= 0.25
            self.centred(table, columns.table, columns.players[0], baseline, self.fonts.regular, fitted)
        for index, text in enumerate(cells):
            if not text:
                continue
            left, right = columns.player_span(index)
            italic = index < len(italic_cells) and italic_cells[index]
            font = self.fonts.italic if italic else self.fonts.bold if bold else self.fonts.regular
            if italic:
                c.setFillColor(GREY)
            self.centred(text, left, right, baseline, font, size)
            c.setFillColor(black)
        self.y = bottom


def _fit(canvas: Canvas, text: str, font: str, size: float, room: float) -> str:
    """Cut ``text`` with an ellipsis to fit ``room`` points."""
    if canvas.stringWidth(text, font, size) <= room:
        return text
    while text and canvas.stringWidth(text + "…", font, size) > room:
        text = text[:-1]
    return text + "…"


def _signed(amount: int) -> str:
    return f"+{amount}" if amount > 0 else f"−{-amount}" if amount < 0 else "0"


def scoresheet_pdf(
    out: Output,
    sheet: Sheet | None = None,
    *,
    players: Sequence[str] = ("A", "B"),
    marques: int = 6,
    jetons: bool = False,
    mode: Mode | None = None,
    paper: str = "a4",
    title: str | None = None,
    language: str = "fr",
    date: str = "",
    place: str = "",
) -> ScoresheetResult:
    """Write the scoresheet to ``out``: filled from ``sheet`` when given, else blank.

    A blank sheet is for ``players`` (two, three or four names) with ``marques`` rows; ``jetons`` gives the settlement
    in jetons.  Its words are in ``language`` (``fr`` or ``en``; the game's vocabulary, the queues and the marqués,
    stays French).  ``date`` and ``place`` fill the sheet's date and place (left blank, they are lines to write on by
    hand).

    A filled sheet takes its players, mode and settlement kind from ``sheet``.
    """
    fonts = font_set()
    settlement = None
    if sheet is not None:
        settlement = settle(sheet)
        names = tuple(sheet.players)
        mode = sheet.mode
        jetons = sheet.conventions.settlement is SettlementKind.JETONS
        rows = len(sheet.marques)
    else:
        names = tuple(players)
        if not 2 <= len(names) <= 4 or len(set(names)) != len(names):
            raise ValueError("a scoresheet is for two, three or four players with different names")
        if mode is None:
            mode = {2: Mode.TETE_A_TETE, 3: Mode.TOURNER, 4: Mode.EQUIPES}[len(names)]
        if marques < 1 or marques > 24:
            raise ValueError(f"a blank sheet has 1 to 24 marqués, not {marques}")
        rows = marques
    assert mode is not None
    w = functools.partial(words, language)
    heading = title or w("Partie à écrire", "Partie à écrire")
    canvas = new_canvas(out, paper, heading, w("Feuille de marque", "Scoresheet"))
    width, height = page_size(paper)
    left, right = MARGIN, width - MARGIN
    y = height - MARGIN

    # The heading.
    canvas.setFillColor(black)
    draw_text(canvas, left, y - 17, heading, fonts.bold, 19)
    canvas.setFillColor(GREY)
    kind = w("règlement en jetons", "settled in jetons") if jetons else w("règlement sur papier", "settled on paper")
    subtitle = f"{w('Feuille de marque', 'Scoresheet')} · {_MODE_TITLES[mode]} · {kind}"
    draw_text(canvas, right, y - 17, subtitle, fonts.italic, 10.5, align="right")
    y -= 30
    canvas.setFillColor(black)
    fields = [(w("Date\u202f:", "Date:"), date), (w("Lieu\u202f:", "Place:"), place)]
    if sheet is None:
        fields.append((w("Marqués convenus\u202f:", "Marqués agreed:"), str(marques) if marques else ""))
    else:  # the marqués and the consolation on a line of their own, the date and the place under it
        rule = sheet.conventions.consolation
        consolation = (
            "2 × (refaits + 1)"
            if rule is Consolation.MULTIPLIED
            else w("doublée à chaque refait", "doubled at each refait")
        )
        draw_text(canvas, left, y - 12, f"{len(sheet.marques)} marqués · consolation {consolation}", fonts.regular, 9.5)
        y -= 16
    span = (right - left) / len(fields)
    for index, (field, value) in enumerate(fields):
        x = left + index * span
        draw_text(canvas, x, y - 12, field, fonts.regular, 9.5)
        canvas.setStrokeColor(_FAINT)
        canvas.setLineWidth(0.4)
        start = x + canvas.stringWidth(f"{field} ", fonts.regular, 9.5)
        end = x + span - 14
        canvas.line(start, y - 13, end, y - 13)
        if value:
            draw_text(
                canvas, start + 2, y - 12, _fit(canvas, value, fonts.regular, 9.5, end - start - 2), fonts.regular, 9.5
            )
    y -= 28

    # The table.
    with_table = len(names) > 2
    columns = _columns(left, right, len(names), with_table)
    table = _Table(canvas, fonts, columns, y)
    head = 30.0
    top_of_table = y
    table.rule(1.1)
    canvas.setFillColor(black)
    mid = y - head / 2 - 3.3
    draw_text(canvas, left + 6, mid, "Marqués", fonts.bold, 9.5)
    table.centred("Refaits", columns.refaits, columns.table or columns.players[0], mid + 5, fonts.bold, 8.5)
    table.centred(
        w("(nombre)", "(number)"), columns.refaits, columns.table or columns.players[0], mid - 5, fonts.italic, 7.5
    )
    if columns.table is not None:
        table.centred("Table", columns.table, columns.players[0], mid, fonts.bold, 8.5)
    for index, name in enumerate(names):
        span_left, span_right = columns.player_span(index)
        label = name if sheet is not None or name not in ("A", "B", "C", "D") else w("Joueur ", "Player ") + name
        table.centred(label, span_left, span_right, mid, fonts.bold, 10.5)
    table.y -= head
    table.rule(0.6)

    # One row per marqué.
    filled_rows = sheet.marques if sheet is not None else ()
    # The rows share the room the settlement's lines, the gain and the notes leave (room to write by hand).
    room = table.y - (MARGIN + 30 + 110 + 8 * 21.0 + 16 + 8 + 2 * 21.0)
    row_h = max(13.0, min(30.0, room / max(rows, 1)))
    size = 10.5 if row_h >= 18 else 9.0
    vacant_note = False
    for number in range(1, rows + 1):
        cells = [""] * len(names)
        italics = [False] * len(names)
        refaits = ""
        who = ""
        if sheet is not None:
            marque = filled_rows[number - 1]
            cells[names.index(marque.winner)] = str(marque.points)
            refaits = str(marque.refaits) if marque.refaits else ""
            who = f"{marque.winner} – {marque.loser}"
            if mode is Mode.TOURNER:
                (vacant,) = set(names) - {marque.winner, marque.loser}
                cells[names.index(vacant)] = str(marque.consolation(sheet.conventions.consolation))
                italics[names.index(vacant)] = True
                vacant_note = True
        table.row(row_h, str(number), cells, refaits=refaits, table=who, italic_cells=italics, size=size)
        table.rule(0.3, _FAINT)
    marques_bottom = table.y

    # The settlement's lines.
    three = mode is Mode.TOURNER
    lines = _JETON_LINES if jetons else _THREE_LINES if three else _PAPER_LINES
    line_h = 21.0

    def values(attribute: str) -> list[str]:
        """Return a line's numbers.

        As on Trictrac à écrire's sheet, nothing is written for a queue or payment of zero."""
        if settlement is None:
            return [""] * len(names)
        numbers = [getattr(settlement.players[name], attribute) for name in names]
        blank_zero = attribute in ("II", "III", "IV")
        return ["" if blank_zero and number == 0 else str(number) for number in numbers]

    table.rule(0.9)
    label, numeral = lines[0]
    table.row(line_h, f"{label} ({numeral})", values(numeral), bold=True, shade=True)
    table.rule(0.3, _FAINT)
    label, numeral = lines[1]
    table.row(line_h, f"{label} ({numeral})", values(numeral))
    table.rule(0.3, _FAINT)
    if not jetons:
        subheading = (
            w("Paiement des paris", "Payment of the paris")
            if three
            else w("Paiement des marqués", "Payment of the marqués")
        )
        table.row(16, subheading, [], subheading=True, size=8.5)
    for label, numeral in lines[2:]:
        table.rule(0.3, _FAINT)
        table.row(line_h, f"{label} ({numeral})", values(numeral))
    table.rule(0.9)
    final_label = w("Reçu", "Received") if jetons else w("Résultat final", "Final result")
    table.row(line_h + 4, final_label, values("final"), note="I + II + III + IV", bold=True, shade=True)
    table.rule(0.9)
    lines_bottom = table.y
    table.verticals(top_of_table, marques_bottom)
    table.verticals(marques_bottom, lines_bottom, from_refaits=False)

    # The gain.
    gross_cells = [""] * len(names)
    rounded_cells = [""] * len(names)
    if settlement is not None:
        two_sides = len(settlement.sides or {name: (name,) for name in names}) == 2
        if two_sides and not jetons:
            if settlement.winner is not None:
                for name in settlement.sides.get(settlement.winner, (settlement.winner,)):
                    gross_cells[names.index(name)] = str(settlement.gross)
                    rounded_cells[names.index(name)] = str(settlement.rounded)
        else:
            side_of = {name: side for side, members in settlement.sides.items() for name in members}
            for index, name in enumerate(names):
                gross_cells[index] = _signed(settlement.balances[side_of[name]])
                if settlement.fiches is not None:
                    rounded_cells[index] = _signed(settlement.fiches[side_of[name]])
                else:
                    rounded_cells[index] = _signed(settlement.rounded_balances[side_of[name]])
    gain_top = table.y - 8
    table.y = gain_top
    table.rule(0.6)
    gross_label = w("Solde (jetons)", "Balance (jetons)") if jetons else w("Gain brut", "Gross gain")
    rounded_label = w("Gain en fiches", "Gain in fiches") if jetons else w("Gain arrondi", "Rounded gain")
    table.row(line_h, gross_label, gross_cells)
    table.rule(0.3, _FAINT)
    table.row(line_h, rounded_label, rounded_cells, bold=True)
    table.rule(0.6)
    table.verticals(gain_top, table.y, from_refaits=False)

    # Notes: the rules the sheet is kept by, and what the italics mean.
    y = table.y - 22
    notes = _notes(jetons, mode, vacant_note, sheet is None, language)
    canvas.setFillColor(GREY)
    for note in notes:
        for line in wrap(note, fonts.italic, 8.2, right - left):
            draw_text(canvas, left, y, line, fonts.italic, 8.2)
            y -= 10.5
        y -= 3
    draw_footer(canvas, fonts, paper, 1, 1, w(FOOTER, FOOTER_EN))
    canvas.showPage()
    canvas.save()
    return ScoresheetResult(1, settlement)


FOOTER = (
    "Trictrac Studio · partie à écrire, d'après Le Trictrac à écrire, les Lois et règles du trictrac "
    "et le Dictionnaire raisonné du jeu de trictrac"
)
"""The sheet's foot: the books its rules come from, by their titles."""

FOOTER_EN = (
    "Trictrac Studio · partie à écrire, after Le Trictrac à écrire, the Lois et règles du trictrac "
    "and the Dictionnaire raisonné du jeu de trictrac"
)


def _notes(jetons: bool, mode: Mode, vacant: bool, blank: bool, language: str = "fr") -> list[str]:
    if language == "en":
        return _notes_en(jetons, mode, vacant, blank)
    notes = [
        "Points d'un marqué pour son gagnant\u202f: (ses trous + la consolation) × 1, × 2 en petite bredouille "
        "(six trous d'affilée ou plus), × 4 en grande (douze ou plus), moins les trous du perdant. "
        "La consolation vaut 2\u202f; après des refaits, 2 × (refaits + 1).",
    ]
    if jetons:
        notes.append(
            "En jetons\u202f: chaque marqué se paie en jetons\u202f; le perdant met à la queue un ou deux jetons, que "
            "prend "
            "celui qui a gagné le plus de jetons. Chaque marqué qui manque à son contingent (la moitié, plus un "
            "si impair) est un pari double de 8\u202f; le premier est le postillon, 28 dont 20 de queue. "
            "Le gain se compte en fiches."
        )
    elif mode is Mode.TOURNER:
        notes.append(
            "À trois, la feuille porte le règlement des jetons compté en points\u202f: queue des jetons (II), 2 par "
            "marqué perdu par les autres, à celui qui a le plus gagné aux marqués\u202f; entre chaque paire de "
            "joueurs, "
            "chaque marqué qui manque à son contingent (la moitié des marqués joués ensemble, plus un si impair) "
            "est un pari double de 8 (III), le premier étant le postillon, 28 dont 20 de queue (IV). Le gain se "
            "compte arrondi à la dizaine entre chaque paire."
        )
    else:
        notes.append(
            "Queue des jetons (II)\u202f: 2 par marqué gagné à celui qui a le plus grand total (I)\u202f; à égalité, "
            "1 par "
            "marqué gagné en plus. Marqués (III)\u202f: 4 par marqué gagné. Queue des marqués (IV)\u202f: 20 à celui "
            "qui en "
            "a gagné le plus. Le gain se compte arrondi à la dizaine\u202f: unités de 5 à 9 vers le haut, de 1 à 4 "
            "vers le bas."
        )
    if mode is Mode.TOURNER:
        notes.append(
            "À trois, à tourner\u202f: le perdant paie aussi la consolation à celui qui n'a pas joué le marqué"
            + (" (en italique dans sa colonne)." if vacant else ".")
        )
    if mode is not Mode.TETE_A_TETE and not blank:
        notes.append(
            "Au-delà de deux joueurs, le gain se lit en solde\u202f: ce que chacun reçoit moins ce qu'il paie."
        )
    return notes


def _notes_en(jetons: bool, mode: Mode, vacant: bool, blank: bool) -> list[str]:
    """Write the notes of :func:`_notes`, in English."""
    notes = [
        "Points of a marqué to its winner: (his trous + the consolation) × 1, × 2 in petite bredouille "
        "(six trous d'affilée or more), × 4 in grande (twelve or more), less the loser's trous. "
        "The consolation is 2; after refaits, 2 × (refaits + 1).",
    ]
    if jetons:
        notes.append(
            "In jetons: each marqué is paid in jetons; the loser puts one or two jetons to the queue, taken by "
            "whoever won the most jetons. Each marqué missing from one's contingent (half, plus one if odd) is "
            "a pari double of 8; the first is the postillon, 28 of which 20 of queue. The gain is counted in fiches."
        )
    elif mode is Mode.TOURNER:
        notes.append(
            "At three, the sheet carries the settlement of the jetons counted in points: the queue des jetons (II), "
            "2 per marqué lost by the others, to whoever won most at the marqués; between each pair of players, "
            "each marqué missing from one's contingent (half the marqués played together, plus one if odd) is a "
            "pari double of 8 (III), the first being the postillon, 28 of which 20 of queue (IV). The gain is "
            "rounded to the ten between each pair."
        )
    else:
        notes.append(
            "Queue des jetons (II): 2 per marqué won to whoever has the greater total (I); when equal, 1 per "
            "marqué won more. Marqués (III): 4 per marqué won. Queue des marqués (IV): 20 to whoever won more of "
            "them. The gain is rounded to the ten: units of 5 to 9 up, of 1 to 4 down."
        )
    if mode is Mode.TOURNER:
        notes.append(
            "At three, à tourner: the loser also pays the consolation to the player who did not play the marqué"
            + (" (in italics in his column)." if vacant else ".")
        )
    if mode is not Mode.TETE_A_TETE and not blank:
        notes.append("Beyond two players, the gain reads as a balance: what each receives less what he pays.")
    return notes
