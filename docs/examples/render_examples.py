"""Write every kind of PDF the studio exports and render its pages to small greyscale PNGs (about 80 dpi).

Run from the repository's root: ``.venv/bin/python docs/examples/render_examples.py [OUT_DIR]``.
With OUT_DIR, every page of every PDF is rendered there (and the PDFs kept in OUT_DIR/pdf/), to look at
them all; without, the pages in :data:`KEEP` are written beside this script: the examples the
documentation shows (16-grey palette PNGs, a few dozen kilobytes each).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pypdfium2 as pdfium

from notation.ecrire import Sheet
from notation.notations import Notation
from notation.record import read_record
from studio.export.booklet import booklet_pdf
from studio.export.diagram import PrintedDiagram, diagrams_pdf
from studio.export.scoresheet import scoresheet_pdf

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "data" / "records"

POSITIONS = [
    (
        "B1:15/N1:15 B 6-5",
        "Le départ : Blanc amène 6 et 5 et prend son coin de repos ? Non : il ne le peut par effet.",
    ),
    (
        "B1:11,B6:2,B7:2/N1:13,N5:2 N 4-2 points=2/0 trous=0/0",
        "Noir amène 4 et 2 : il bat la dame de Blanc en B5 → 4 points.",
    ),
    (
        "B1:9,B5:2,B6:2,B7:2/N1:11,N6:2,N8:2 B 3-3 points=4/0 trous=0/0 bredouille=B",
        "Blanc amène 3 et 3 : le petit jan est-il à faire ?",
    ),
    (
        "B1:5,B6:2,B7:2,B8:2,B9:2,B10:2/N1:9,N4:2,N5:2,N6:2 B 5-1 points=8/2 trous=2/1 pavillon=N",
        "Le plein du grand jan, à conserver.",
    ),
    ("B1:3,B11:2,B12:2,N7:2,N8:2,N9:2,N10:2/N1:15 N", "Le jan de retour en vue."),
    ("N11:3,N10:4,N9:4,N8:4/N1:15 B 6-4", "La sortie : Blanc lève ses dames."),
]
SHEET_001 = {
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
SHEET_THREE = {
    "players": ["Anne", "Bernard", "Céline"],
    "marques": [
        {"trous": {"Anne": 8, "Bernard": 3}},
        {"trous": {"Anne": 6, "Céline": 9}},
        {"trous": {"Céline": 12, "Bernard": 2}, "bredouille": "grande"},
        {"trous": {"Bernard": 7, "Anne": 5}, "refaits": 1},
        {"trous": {"Anne": 6, "Céline": 0}, "bredouille": "petite"},
        {"trous": {"Céline": 7, "Bernard": 4}},
    ],
}


def diagrams() -> list[PrintedDiagram]:
    out = []
    for code, caption in POSITIONS:
        try:
            out.append(PrintedDiagram.from_code(code, caption))
        except Exception as error:  # an example code this version refuses: say so and go on
            print(f"skipped {code}: {error}", file=sys.stderr)
    return out


def write_all(pdf: Path) -> list[Path]:
    pdf.mkdir(parents=True, exist_ok=True)
    written = []
    items = diagrams()
    for per_page in (1, 2, 4, 6):
        for notation in (Notation.BN, Notation.SOUMILLE):
            path = pdf / f"diagrams{per_page}-{notation.value}.pdf"
            diagrams_pdf(items[:per_page], path, per_page=per_page, notation=notation, title="Positions choisies")
            written.append(path)
    for name in ("ordinaire-annotee", "soumille", "ecrire-trois-joueurs"):
        path = pdf / f"booklet-{name}.pdf"
        record = read_record((RECORDS / f"{name}.trr").read_text(encoding="utf-8"))
        # The default booklet (diagrams at the trous); the two-throw Soumille record wins none: its second throw.
        booklet_pdf(record, path, at_turns={2} if name == "soumille" else None)
        written.append(path)
    for players in (["A", "B"], ["A", "B", "C"], ["A", "B", "C", "D"]):
        path = pdf / f"sheet-blank{len(players)}.pdf"
        scoresheet_pdf(path, players=players, marques=6 if len(players) < 4 else 8)
        written.append(path)
    scoresheet_pdf(pdf / "sheet-001.pdf", Sheet.from_mapping(SHEET_001))
    scoresheet_pdf(pdf / "sheet-jetons.pdf", Sheet.from_mapping({**SHEET_001, "conventions": {"settlement": "jetons"}}))
    scoresheet_pdf(pdf / "sheet-three.pdf", Sheet.from_mapping(SHEET_THREE))
    written += [pdf / "sheet-001.pdf", pdf / "sheet-jetons.pdf", pdf / "sheet-three.pdf"]
    return written


def render(path: Path, out: Path, dpi: float = 80) -> list[Path]:
    document = pdfium.PdfDocument(str(path))
    pages = []
    try:
        for index in range(len(document)):
            image = document[index].render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
            target = out / f"{path.stem}-p{index + 1}.png"
            image.quantize(colors=16).save(target, optimize=True)
            pages.append(target)
    finally:
        document.close()
    return pages


KEEP = {
    "diagrams1-bn-p1.png",
    "diagrams2-bn-p1.png",
    "diagrams4-soumille-p1.png",
    "diagrams6-bn-p1.png",
    "booklet-ordinaire-annotee-p1.png",
    "booklet-ordinaire-annotee-p2.png",
    "booklet-soumille-p1.png",
    "booklet-ecrire-trois-joueurs-p3.png",
    "sheet-blank2-p1.png",
    "sheet-blank3-p1.png",
    "sheet-blank4-p1.png",
    "sheet-001-p1.png",
    "sheet-jetons-p1.png",
    "sheet-three-p1.png",
}
"""The pages committed in docs/examples: each kind of PDF once (diagrams 1, 2, 4 and 6 to a page, in B/N
and in Soumille's letters; booklets in B/N, in letters and à écrire; blank sheets for 2, 3 and 4 players;
Trictrac à écrire's filled sheet on paper and in jetons; a filled sheet at three)."""


def main() -> None:
    if len(sys.argv) > 1:
        out = Path(sys.argv[1])
        out.mkdir(parents=True, exist_ok=True)
        for path in write_all(out / "pdf"):
            for page in render(path, out):
                print(page)
        return
    here = Path(__file__).resolve().parent
    with tempfile.TemporaryDirectory() as scratch:
        for path in write_all(Path(scratch) / "pdf"):
            for page in render(path, Path(scratch)):
                if page.name in KEEP:
                    target = here / page.name
                    target.write_bytes(page.read_bytes())
                    print(target)


if __name__ == "__main__":
    main()
