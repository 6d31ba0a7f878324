"""PDF export: diagrams, booklets and scoresheets, rendered and read back with pypdfium2 and pypdf
(tests/support/pdfview.py).

Every kind of PDF is written, rendered to PNG and read back as text: the page
count, the words on the page, the embedded fonts, and that the board fills the
box the layout gave it.
"""

from __future__ import annotations

import io
import math
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from notation.board import BLACK, WHITE, Point, Position
from notation.code import parse_code
from notation.dice import Throw
from notation.ecrire import Sheet, settle
from notation.notations import Notation, Orientation, point_name
from notation.record import read_record
from notation.render.annotations import (
    ANNOTATION_COLOURS,
    AnnotationError,
    Arrow,
    Mark,
    arrow_shape,
    mark_shape,
    parse_annotations,
)
from notation.render.geometry import board_geometry
from notation.scoreboard import PlayerScore, ScoreState
from studio.cli import main as export_main
from studio.export.booklet import booklet_pdf
from studio.export.diagram import GRIDS, PrintedDiagram, diagrams_pdf, grid_cells
from studio.export.fonts import font_set
from studio.export.scoresheet import scoresheet_pdf
from tests.support import pdfview
from tests.support.strategies import orientations, positions

RECORDS = Path(__file__).parents[1] / "data" / "records"
DPI = 50


def pdf_pages(path: Path) -> int:
    return pdfview.page_count(path)


def pdf_text(path: Path, layout: bool = False) -> str:
    """The document's text: as PDFium reads it, or laid out as on the page (a table row on one line)."""
    return pdfview.page_layout(path) if layout else pdfview.page_text(path)


def pdf_fonts(path: Path) -> list[tuple[str, bool]]:
    """(font name, embedded?) for each font of the document."""
    return pdfview.fonts(path)


def render(path: Path, page: int) -> Image.Image:
    return pdfview.render_page(path, page, dpi=DPI)


def ink_box(image: Image.Image, box: tuple[int, int, int, int]) -> tuple[int, int, int, int] | None:
    """The bounding box of the non-white pixels inside ``box`` (left, top, right, bottom), in pixels."""
    region = image.crop(box).point(lambda value: 255 if value < 235 else 0)
    found = region.getbbox()
    if found is None:
        return None
    return (found[0] + box[0], found[1] + box[1], found[2] + box[0], found[3] + box[1])


def to_pixels(rect_x: float, rect_y: float, w: float, h: float, page_height: float) -> tuple[int, int, int, int]:
    scale = DPI / 72
    return (
        math.floor(rect_x * scale),
        math.floor((page_height - rect_y - h) * scale),
        math.ceil((rect_x + w) * scale),
        math.ceil((page_height - rect_y) * scale),
    )


# -- diagrams --------------------------------------------------------------------------------------------------------

CODES = [
    # Positions written as codes (docs/position-code.md); the dice and score ride along.
    "start",
    "B1:13,B6,B7/N1:15 N 4-2 releve=1/0",
    "B1:10,B6:2,B7,B8:2/N1:12,N5:2,N11 B 6-5 points=4/2 trous=2/1 bredouille=B pavillon=B",
    "B1:2,B6:2,B7:7,B8:2/N1:2,N5:2,N11 N 3-3 points=10/6 trous=13/8 bredouille=N pavillon=N",
]


@pytest.mark.parametrize("per_page", sorted(GRIDS))
@pytest.mark.parametrize("count", [1, 5, 7])
def test_diagram_pages_numbers_captions_and_codes(per_page: int, count: int, tmp_path: Path) -> None:
    diagrams = [
        PrintedDiagram.from_code(CODES[i % len(CODES)], caption=f"Légende n° {i + 1} : l'école à côté")
        for i in range(count)
    ]
    out = tmp_path / "d.pdf"
    result = diagrams_pdf(diagrams, out, per_page=per_page)
    expected_pages = -(-count // per_page)
    assert result.pages == expected_pages == pdf_pages(out)
    text = pdf_text(out)
    for number in range(1, count + 1):
        assert f"Diagramme {number}" in text
        assert f"Légende n° {number} : l’école à côté" in text  # printed with the typographic apostrophe
    for diagram in diagrams:
        assert diagram.code().split()[0] in text.replace("\n", " ")


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("per_page", sorted(GRIDS))
def test_the_board_fills_its_box(per_page: int, paper: str, tmp_path: Path) -> None:
    out = tmp_path / "d.pdf"
    result = diagrams_pdf([PrintedDiagram.from_code(CODES[2])] * per_page, out, per_page=per_page, paper=paper)
    width, height = result.paper_size
    image = render(out, 1)
    assert abs(image.size[0] - width * DPI / 72) <= 1 and abs(image.size[1] - height * DPI / 72) <= 1
    cells = grid_cells(per_page, paper)
    for placed, cell in zip(result.boards, cells, strict=True):
        box = placed.box
        assert cell.contains_rect(box), "the board stays in its cell"
        pixels = to_pixels(box.x, box.y, box.w, box.h, height)
        ink = ink_box(image, pixels)
        assert ink is not None
        # The figure's labels and frame reach the box's edges (2 px of slack for rounding).
        box_w, box_h = pixels[2] - pixels[0], pixels[3] - pixels[1]
        assert ink[2] - ink[0] >= box_w * 0.9
        assert ink[3] - ink[1] >= box_h * 0.9
        # Nothing of the board spills past its box sideways.
        wide = (pixels[0] - 6, pixels[1], pixels[2] + 6, pixels[3])
        spill = ink_box(image, wide)
        assert spill is not None and spill[0] >= pixels[0] - 2 and spill[2] <= pixels[2] + 2


@pytest.mark.parametrize("notation", list(Notation))
@pytest.mark.parametrize("top", [WHITE, BLACK])
def test_labels_follow_the_notation_and_orientation(notation: Notation, top: object, tmp_path: Path) -> None:
    orientation = Orientation(top=top)  # type: ignore[arg-type]
    out = tmp_path / "d.pdf"
    diagrams_pdf([PrintedDiagram(Position.start())], out, notation=notation, orientation=orientation)
    words = set(pdf_text(out).split())
    for point in (Point(WHITE, 7), Point(BLACK, 12), Point(WHITE, 1)):
        assert point_name(point, notation, orientation) in words


def test_fonts_are_embedded_and_carry_accents(tmp_path: Path) -> None:
    out = tmp_path / "d.pdf"
    caption = "Œuvre : « jan de récompense », côté école — ça bat à faux"
    diagrams_pdf([PrintedDiagram(Position.start(), caption=caption)], out)
    sheet, booklet = tmp_path / "s.pdf", tmp_path / "b.pdf"
    scoresheet_pdf(sheet, players=["Élise", "Noël"])
    booklet_pdf(read_record((RECORDS / "soumille.trr").read_text(encoding="utf-8")), booklet, at_turns={1})
    for pdf in (out, sheet, booklet):
        fonts = pdf_fonts(pdf)
        assert fonts and all(embedded for _, embedded in fonts), fonts
    assert caption in pdf_text(out)
    assert "Élise" in pdf_text(sheet) and "Noël" in pdf_text(sheet)
    assert font_set().source == "shipped"


def test_dice_score_and_annotations_are_drawn(tmp_path: Path) -> None:
    # The same position with and without dice, score and arrows: each adds ink where its geometry says.
    setup = parse_code(CODES[2])
    plain, full = tmp_path / "plain.pdf", tmp_path / "full.pdf"
    bare = PrintedDiagram(setup.position)
    rich = PrintedDiagram(setup.position, setup.dice, setup.score, annotations=parse_annotations("B1-B7 B7=A"))
    diagrams_pdf([bare], plain)
    result = diagrams_pdf([rich], full)
    a, b = render(plain, 1), render(full, 1)
    box = result.boards[0].box
    height = result.paper_size[1]
    geometry = board_geometry(setup.position, score=setup.score, dice=setup.dice)
    scale = box.w / geometry.width
    for part in (geometry.dice[0].rect, geometry.dice[1].rect):
        x, y = box.x + part.x * scale, box.y + box.h - part.bottom * scale
        pixels = to_pixels(x, y, part.w * scale, part.h * scale, height)
        assert ink_box(a, pixels) is None or a.crop(pixels).getextrema() != b.crop(pixels).getextrema()
        assert ink_box(b, pixels) is not None
    assert "pavillon : Blanc" in pdf_text(full)


# -- annotations -----------------------------------------------------------------------------------------------------

colour_names = st.sampled_from(sorted(ANNOTATION_COLOURS))
flèches = st.builds(Point, st.sampled_from([WHITE, BLACK]), st.integers(1, 12))
targets = st.builds(Point, st.sampled_from([WHITE, BLACK]), st.integers(0, 12))


@settings(max_examples=60)
@given(flèches, targets, colour_names)
def test_arrow_text_round_trips(origin: Point, target: Point, colour: str) -> None:
    if origin == target:
        with pytest.raises(AnnotationError):
            Arrow(origin, target, colour)
        return
    arrow = Arrow(origin, target, colour)
    assert Arrow.parse(arrow.text()) == arrow


@settings(max_examples=40)
@given(flèches, st.text(min_size=1, max_size=2).filter(lambda t: not any(c.isspace() or c in ",=" for c in t)))
def test_mark_text_round_trips(point: Point, glyph: str) -> None:
    mark = Mark(point, glyph)
    assert Mark.parse(mark.text()) == mark
    assert parse_annotations(mark.text()).marks == (mark,)


@pytest.mark.parametrize("text", ["B1", "B1-B1", "B0-B5", "B1-B7:mauve", "B13-B2", "B7=", "B7=abc", "X=1"])
def test_bad_annotations_are_refused(text: str) -> None:
    # Each is refused with the module's own error: no point, same point, from the bande, unknown colour…
    with pytest.raises(AnnotationError):
        parse_annotations(text)


@settings(max_examples=40)
@given(positions(), orientations, flèches, targets)
def test_annotation_shapes_land_on_their_points(
    position: Position, orientation: Orientation, a: Point, b: Point
) -> None:
    geometry = board_geometry(position, orientation)
    mark = mark_shape(geometry, Mark(a, "x"))
    assert geometry.fleche(a).hit.contains(*mark.centre)
    if a == b:
        return
    shape = arrow_shape(geometry, Arrow(a, b))
    tip = shape.head.points[0]
    if b.is_off:
        assert any(tray.rect.contains(*tip) for tray in geometry.trays)
    else:
        assert geometry.fleche(b).hit.contains(*tip)


# -- scoresheets -----------------------------------------------------------------------------------------------------

trictrac_a_ecrire = {
    # Trictrac à écrire §7, "Exemple de fiche remplie d'une partie en six marqués": A wins 1, 2, 4, 6 (21, 8, 25, 4);
    # B wins 3 after one refait (31) and 5 after two (28).
    "players": ["A", "B"],
    "marques": [
        {"winner": "A", "points": 21},
        {"winner": "A", "points": 8},
        {"winner": "B", "points": 31, "refaits": 1},
        {"winner": "A", "points": 25},
        {"winner": "B", "points": 28, "refaits": 2},
        {"winner": "A", "points": 4},
    ],
}


def _row(text: str, label: str) -> list[str]:
    for line in text.splitlines():
        if line.strip().startswith(label):
            return re.findall(r"[+−-]?\d+", line[line.index(label) + len(label) :])
    raise AssertionError(f"no line {label!r} in the sheet")


def test_seed_001_sheet_reads_94_71_23_20(tmp_path: Path) -> None:
    # Trictrac à écrire §7: "Résultat final I + II + III + IV 94 71", "Gain brut 23", "Gain arrondi 20".
    out = tmp_path / "s.pdf"
    scoresheet_pdf(out, Sheet.from_mapping(trictrac_a_ecrire))
    text = pdf_text(out, layout=True)
    assert pdf_pages(out) == 1
    assert _row(text, "Total (I)") == ["58", "59"]
    # B's: the larger total (I); A's zero left blank as in Trictrac à écrire
    assert _row(text, "Queue des jetons (II)") == ["4"]
    assert _row(text, "Marqués (III)") == ["16", "8"]
    assert _row(text, "Résultat final") == ["94", "71"]  # the note "I + II + III + IV" holds no digits
    assert _row(text, "Gain brut") == ["23"]
    assert _row(text, "Gain arrondi") == ["20"]


@pytest.mark.parametrize(
    ("players", "marques", "jetons", "labels"),
    [
        (["A", "B"], 6, False, ["Total (I)", "Queue des marqués (IV)", "Gain arrondi", "Joueur A", "Joueur B"]),
        (["A", "B"], 12, True, ["Marqués (I)", "Paris (III)", "Queue du postillon (IV)", "Gain en fiches"]),
        (["A", "B", "C"], 8, False, ["Table", "Joueur C", "à trois, à tourner"]),
        (["Anne", "Bernard", "Céline", "Denis"], 8, False, ["Céline", "Denis", "à quatre, en équipes"]),
    ],
)
def test_blank_sheets(players: list[str], marques: int, jetons: bool, labels: list[str], tmp_path: Path) -> None:
    out = tmp_path / "s.pdf"
    scoresheet_pdf(out, players=players, marques=marques, jetons=jetons)
    text = pdf_text(out, layout=True)
    assert pdf_pages(out) == 1
    for label in labels:
        assert label in text
    rows = [line.split()[0] for line in text.splitlines() if line.strip() and line.split()[0].isdigit()]
    assert rows == [str(n) for n in range(1, marques + 1)]


@pytest.mark.parametrize(
    "data",
    [
        {  # Three à tourner (Dictionnaire raisonné, JOUER À TROIS): the consolation goes to the player who sat out.
            "players": ["Anne", "Bernard", "Céline"],
            "marques": [
                {"trous": {"Anne": 8, "Bernard": 3}},
                {"trous": {"Anne": 6, "Céline": 9}},
                {"trous": {"Céline": 12, "Bernard": 2}, "bredouille": "grande"},
            ],
        },
        # Trictrac à écrire's marqués paid in jetons (Lois et règles, art. XIX, Dictionnaire raisonné)
        {**trictrac_a_ecrire, "conventions": {"settlement": "jetons"}},
    ],
)
def test_filled_sheets_print_the_engines_settlement(data: dict[str, object], tmp_path: Path) -> None:
    sheet = Sheet.from_mapping(data)
    settlement = settle(sheet)
    out = tmp_path / "s.pdf"
    result = scoresheet_pdf(out, sheet)
    assert result.settlement == settlement
    text = pdf_text(out, layout=True)
    final = "Reçu" if "conventions" in data else "Résultat final"
    assert _row(text, final) == [str(settlement.players[name].final) for name in sheet.players]
    for name in sheet.players:
        assert name in text


@pytest.mark.parametrize(
    ("filled", "date", "place", "language"),
    [
        (True, "2026.11.28", "Café de la Régence", "fr"),
        (True, "1760.05.02", "", "en"),
        (False, "2026.01.03", "Versailles", "en"),
        (False, "", "", "fr"),
    ],
)
def test_a_sheet_bears_its_date_and_place(filled: bool, date: str, place: str, language: str, tmp_path: Path) -> None:
    # A partie's sheet, filled or still blank, bears its date and place; a blank one keeps its lines to write on.
    out = tmp_path / "s.pdf"
    if filled:
        scoresheet_pdf(out, Sheet.from_mapping(trictrac_a_ecrire), date=date, place=place, language=language)
    else:
        scoresheet_pdf(out, players=["Abel", "Blaise"], date=date, place=place, language=language)
    text = pdf_text(out, layout=True)
    line = next(line for line in text.splitlines() if ("Date :" if language == "fr" else "Date:") in line)
    assert ("Lieu :" if language == "fr" else "Place:") in line
    for value in (date, place):
        assert value in line
    assert pdf_pages(out) == 1


@pytest.mark.parametrize("per_page", [1, 2, 4, 6])
def test_a_diagrams_comment_is_printed_under_its_caption(per_page: int, tmp_path: Path) -> None:
    out = tmp_path / "d.pdf"
    comment = "Blanc couvre son coin de repos et bat le coin de son adversaire."
    diagram = PrintedDiagram(Position.start(), caption="Le départ", comment=comment)
    diagrams_pdf([diagram] * per_page, out, per_page=per_page)
    text = " ".join(pdf_text(out).split())
    assert "Le départ" in text
    assert text.index("Le départ") < text.index("Blanc couvre")  # under the caption
    if per_page <= 2:
        assert "son adversaire." in text  # whole, broken into lines
    assert pdf_pages(out) == 1


# -- booklets --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "at"),
    [("ordinaire-annotee.trr", {1, 12, 20}), ("soumille.trr", {2}), ("ecoles.trr", {1})],
)
def test_booklet_has_the_record_and_the_chosen_diagrams(name: str, at: set[int], tmp_path: Path) -> None:
    record = read_record((RECORDS / name).read_text(encoding="utf-8"))
    out = tmp_path / "b.pdf"
    result = booklet_pdf(record, out, at_turns=at)
    numbers = {turn.number for turn in record.turns()}
    assert set(result.diagrams) == at & numbers
    assert result.pages == pdf_pages(out)
    text = pdf_text(out)
    for index in range(1, len(result.diagrams) + 1):
        assert f"Diagramme {index}" in text
    for turn in record.turns():
        assert f"{turn.number}." in text
        for comment in turn.comments:
            assert comment.split()[0] in text
    for page in range(2, result.pages + 1):
        assert f"\n{page}\n" in text or text.rstrip().endswith(str(page))


def test_booklet_every_scoring_throw(tmp_path: Path) -> None:
    record = read_record((RECORDS / "ordinaire-annotee.trr").read_text(encoding="utf-8"))
    result = booklet_pdf(record, io.BytesIO(), every_scoring=True)
    scoring = {turn.number for turn in record.turns() if turn.declared or turn.given}
    assert set(result.diagrams) == scoring
    assert result.followed_by_engine


# -- the command -----------------------------------------------------------------------------------------------------


def test_cli_writes_each_kind(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    diagram, sheet, blank, booklet = (tmp_path / f"{n}.pdf" for n in ("d", "s", "b", "k"))
    assert (
        export_main(["export", "diagram", "start", CODES[1], "--per-page", "2", "--caption", "É", "-o", str(diagram)])
        == 0
    )
    assert pdf_pages(diagram) == 1
    (tmp_path / "sheet.json").write_text(__import__("json").dumps(trictrac_a_ecrire), encoding="utf-8")
    assert export_main(["export", "scoresheet", f"@{tmp_path / 'sheet.json'}", "-o", str(sheet)]) == 0
    assert _row(pdf_text(sheet, layout=True), "Gain arrondi") == ["20"]
    assert (
        export_main(["export", "scoresheet", "--blank", "--players", "A,B,C", "-o", str(blank), "--paper", "letter"])
        == 0
    )
    assert "Joueur C" in pdf_text(blank)
    record = str(RECORDS / "ordinaire-annotee.trr")
    assert export_main(["export", "booklet", record, "--at", "1,4-5", "-o", str(booklet)]) == 0
    assert pdf_text(booklet).count("Diagramme ") == 3


@pytest.mark.parametrize(
    "argv",
    [
        ["export", "diagram", "B99", "-o", "x.pdf"],
        ["export", "diagram", "start", "start", "--caption", "a", "--caption", "b", "--caption", "c", "-o", "x.pdf"],
        ["export", "scoresheet", "-o", "x.pdf"],
        ["export", "scoresheet", '{"players": ["A"]}', "-o", "x.pdf"],
        ["export", "booklet", "no-such-record.trr", "-o", "x.pdf"],
        ["export", "diagram", "start", "--annotate", "B1-B1", "-o", "x.pdf"],
    ],
)
def test_cli_bad_input_exits_2(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert export_main(argv) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    assert not (tmp_path / "x.pdf").exists()


def test_paper_sizes_differ(tmp_path: Path) -> None:
    a4, letter = tmp_path / "a.pdf", tmp_path / "l.pdf"
    diagrams_pdf([PrintedDiagram(Position.start(), Throw(6, 5), ScoreState(PlayerScore(2, 0)))], a4, paper="a4")
    diagrams_pdf([PrintedDiagram(Position.start())], letter, paper="letter")
    assert render(a4, 1).size != render(letter, 1).size


def test_scoresheet_filled_from_an_archived_partie_and_from_a_record(tmp_path: Path) -> None:
    # Issue "PDF export", point 3: the sheet filled from an archived partie (or its record file); every
    # number on it is the engine's settlement of the partie's marqués.
    from notation.record.reader import split_records
    from studio.cli import main
    from studio.games.session import GameSession
    from studio.store.db import Archive
    from studio.store.importing import import_paths
    from studio.store.sample import SAMPLE_DIR

    record = SAMPLE_DIR / "ecrire.trictrac"
    first = next(chunk for _offset, chunk in split_records(record.read_text(encoding="utf-8")))
    settlement = GameSession.from_text(first).settlement()
    assert settlement is not None
    url = f"sqlite:///{tmp_path / 'archive.sqlite'}"
    archive = Archive(url)
    report = import_paths(archive, [record], workers=1)
    archive.close()
    for source in (["--record", str(record)], ["--game", str(report.game_ids[0]), "--db", url]):
        out = tmp_path / f"sheet-{source[0][2:]}.pdf"
        assert main(["export", "scoresheet", *source, "-o", str(out)]) == 0
        text = pdf_text(out, layout=True)
        for lines in settlement.players.values():
            assert str(lines.final) in text
    assert main(["export", "scoresheet", "--game", "99999", "--db", url, "-o", str(tmp_path / "x.pdf")]) == 2
