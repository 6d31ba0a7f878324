"""The PDF export dialogs: options to :mod:`studio.export`, the live preview of page 1, export in the background,
errors in a message box, the File → Export as PDF menu."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QScrollArea
from pytestqt.qtbot import QtBot

from notation.board import BLACK, Position
from notation.code import parse_code
from notation.notations import Notation, Orientation, Side
from studio.export.turn_ranges import parse_turns
from studio.ui import export_dialog as module
from studio.ui.diagram import Diagram
from studio.ui.export_dialog import (
    BookletExportDialog,
    DiagramExportDialog,
    ExportDialog,
    ScoresheetExportDialog,
    export_diagram_of,
    export_dialog,
    pdf_preview_available,
)
from studio.ui.main_window import MainWindow
from studio.ui.settings import Settings
from tests.support.widgets import widget_of

RECORDS = Path(__file__).parents[1] / "data" / "records"
CODES = [
    "B1:12,B6:2,B8/N1:12,N11,N12:2 N 6-5",  # Dictionnaire raisonné, BATTRE, exemple 1
    "B1:9,B5,B7:2,B11,B12:2/N1:11,N6,N8,N12:2 N 6-2",  # Dictionnaire raisonné, BATTRE, exemple 4
    "B1:14,B6/N1:12,N4,N12:2 N 6-1",  # Dictionnaire raisonné, BATTRE, exemple 2
]


def _ready(qtbot: QtBot, dialog: ExportDialog) -> None:
    """Wait for the preview drawn after the last change."""
    dialog.refresh_preview()
    qtbot.waitUntil(lambda: dialog._preview_task is None and not dialog._timer.isActive(), timeout=30000)
    dialog.wait()


def _dialog(qtbot: QtBot, kind: str, **options: object) -> ExportDialog:
    dialog = export_dialog(kind, **options)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _diagram_dialog(qtbot: QtBot, **options: object) -> DiagramExportDialog:
    return widget_of(DiagramExportDialog, _dialog(qtbot, "diagram", **options))


def _scoresheet_dialog(qtbot: QtBot, **options: object) -> ScoresheetExportDialog:
    return widget_of(ScoresheetExportDialog, _dialog(qtbot, "scoresheet", **options))


def _booklet_dialog(qtbot: QtBot, **options: object) -> BookletExportDialog:
    return widget_of(BookletExportDialog, _dialog(qtbot, "booklet", **options))


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: said.append(text))
    return said


@pytest.mark.parametrize("per_page", [1, 2, 4, 6])
def test_the_preview_is_page_one_of_the_pdf(qtbot: QtBot, per_page: int) -> None:
    """Three diagrams at 1, 2, 4 or 6 to a page make ⌈3 / n⌉ pages; the preview is a page image (portrait)."""
    diagrams = [export_diagram_of(Diagram(parse_code(code).position, parse_code(code).dice)) for code in CODES]
    dialog = _diagram_dialog(qtbot, diagrams=diagrams)
    dialog.per_page.setCurrentIndex(dialog.per_page.findData(per_page))
    _ready(qtbot, dialog)
    assert dialog.preview_error == ""
    assert dialog.preview_pages == math.ceil(len(CODES) / per_page)
    image = dialog.preview_image
    assert image is not None and not image.isNull()
    assert pdf_preview_available()  # pypdfium2 is a dependency: the page itself is drawn, never the fallback
    assert image.height() > image.width()  # an A4 page, not a board
    assert abs(image.width() - 595 * module.PREVIEW_DPI / 72) <= 1  # A4's width in points, at the preview's dpi


def test_the_paper_and_the_orientation_reach_the_pdf(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = _diagram_dialog(qtbot, diagrams=[export_diagram_of(Diagram())])
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.top.setCurrentIndex(dialog.top.findData(BLACK.opponent.value))
    dialog.talons.setCurrentIndex(dialog.talons.findData(Side.RIGHT.value))
    dialog.notation.setCurrentIndex(dialog.notation.findData(Notation.SOUMILLE))
    assert dialog.board_options.orientation() == Orientation(BLACK.opponent, Side.RIGHT)
    target = tmp_path / "letter.pdf"
    assert dialog.export(str(target))
    assert dialog.is_busy()  # the export runs in the background: the dialog answers meanwhile
    dialog.wait()
    qtbot.waitUntil(lambda: not dialog.is_busy(), timeout=30000)
    data = target.read_bytes()
    assert data.startswith(b"%PDF") and b"/MediaBox [ 0 0 612 792 ]" in data  # Letter, in points


def test_several_diagrams_with_captions(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = _diagram_dialog(qtbot, diagrams=[export_diagram_of(Diagram(caption="Le départ"))])
    dialog.add_code(CODES[0])
    assert dialog.list.count() == 2 and dialog.list.currentRow() == 1
    dialog.caption.setText("")
    dialog.caption.textEdited.emit("Exemple 1")
    assert [d.caption for d in dialog.diagrams()] == ["Le départ", "Exemple 1"]
    dialog.list.setCurrentRow(0)
    assert dialog.caption.text() == "Le départ"
    dialog.remove_selected()
    assert [d.caption for d in dialog.diagrams()] == ["Exemple 1"]
    with pytest.raises(ValueError):
        dialog.add_code("not a code")


def test_no_diagram_is_an_error_in_the_preview_and_a_message_box(
    qtbot: QtBot, tmp_path: Path, warnings: list[str]
) -> None:
    dialog = _diagram_dialog(qtbot)
    _ready(qtbot, dialog)
    assert dialog.preview_error and dialog.preview_image is None
    assert not dialog.export(str(tmp_path / "none.pdf"))
    assert warnings and not (tmp_path / "none.pdf").exists()


def test_a_blank_scoresheet_for_three_players(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = _scoresheet_dialog(qtbot)
    dialog.players.setText("Ann, Bob, Cy")
    dialog.marques.setValue(10)
    _ready(qtbot, dialog)
    assert dialog.preview_error == "" and dialog.preview_pages == 1
    target = tmp_path / "sheet.pdf"
    dialog.export(str(target))
    dialog.wait()
    qtbot.waitUntil(lambda: not dialog.is_busy(), timeout=30000)
    assert target.read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize(
    ("players", "problem"),
    [("Ann", True), ("Ann, Ann", True), ("A, B, C, D, E", True), ("A, B", False)],  # two to four different names
)
def test_a_blank_sheet_needs_two_to_four_names(qtbot: QtBot, players: str, problem: bool) -> None:
    dialog = _scoresheet_dialog(qtbot)
    dialog.players.setText(players)
    _ready(qtbot, dialog)
    assert bool(dialog.preview_error) is problem


def test_a_scoresheet_from_a_sheet_file(qtbot: QtBot, tmp_path: Path, warnings: list[str]) -> None:
    """Trictrac à écrire's filled six-marqué sheet (as lesson 16 gives it)."""
    sheet = {
        "players": ["A", "B"],
        "marques": [
            {"winner": "A", "points": 21},
            {"winner": "A", "points": 8},
            {"winner": "B", "points": 31, "refaits": 1},
        ],
    }
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(sheet), encoding="utf-8")
    dialog = _scoresheet_dialog(qtbot)
    dialog.from_file.setChecked(True)
    assert not dialog.players.isEnabled() and dialog.sheet_path.isEnabled()
    dialog.sheet_path.setText(str(path))
    _ready(qtbot, dialog)
    assert dialog.preview_error == "" and dialog.preview_pages == 1

    path.write_text("{not json", encoding="utf-8")
    _ready(qtbot, dialog)
    assert "JSON" in dialog.preview_error
    assert not dialog.export(str(tmp_path / "bad.pdf"))
    assert warnings and "JSON" in warnings[0]


def test_a_booklet_from_a_record_runs_in_the_background(qtbot: QtBot, tmp_path: Path, warnings: list[str]) -> None:
    dialog = _booklet_dialog(qtbot, record_path=str(RECORDS / "soumille.trr"))
    dialog.turns.setText("1, 2")
    _ready(qtbot, dialog)
    assert dialog.preview_error == "" and dialog.preview_pages >= 1
    target = tmp_path / "booklet.pdf"
    assert dialog.export(str(target))
    assert dialog.is_busy() and not dialog.export_button.isEnabled() and dialog.progress.isVisibleTo(dialog)
    dialog.wait()
    qtbot.waitUntil(lambda: not dialog.is_busy(), timeout=60000)
    assert target.read_bytes().startswith(b"%PDF") and dialog.export_button.isEnabled()
    assert str(target) in dialog.status.text()
    assert warnings == []

    dialog.turns.setText("1-x")
    _ready(qtbot, dialog)
    assert "1,5,9-12" in dialog.preview_error


def test_the_booklet_dialog_untouched_draws_the_booklets_default_diagrams(qtbot: QtBot) -> None:
    """No turns and the box unticked: the booklet's own default (a diagram at each throw that wins a trou)."""
    import io

    from notation.record import read_record
    from studio.export.booklet import booklet_pdf

    path = RECORDS / "ordinaire-annotee.trr"
    default = booklet_pdf(read_record(path.read_text(encoding="utf-8")), io.BytesIO())
    assert default.diagrams
    dialog = _booklet_dialog(qtbot, record_path=str(path))
    _ready(qtbot, dialog)
    assert dialog.preview_error == "" and dialog.preview_pages == default.pages


def test_a_bad_record_is_reported(qtbot: QtBot, tmp_path: Path, warnings: list[str]) -> None:
    bad = tmp_path / "bad.trr"
    bad.write_text("this is no record\n", encoding="utf-8")
    dialog = _booklet_dialog(qtbot, record_path=str(bad))
    assert dialog.export(str(tmp_path / "out.pdf"))
    dialog.wait()
    qtbot.waitUntil(lambda: not dialog.is_busy(), timeout=30000)
    assert warnings and not (tmp_path / "out.pdf").exists()


def test_without_the_pdf_renderer_the_preview_is_the_board(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pypdfium2", None)  # `import pypdfium2` now raises ImportError
    dialog = _diagram_dialog(qtbot, diagrams=[export_diagram_of(Diagram(Position.start()))])
    _ready(qtbot, dialog)
    image = dialog.preview_image
    assert image is not None and image.width() == 420 and image.width() > image.height()
    assert "pypdfium2" in dialog.preview_note.text()


@pytest.mark.parametrize(
    ("text", "turns"),
    [("", set()), ("1", {1}), ("1, 5, 9-11", {1, 5, 9, 10, 11}), ("3-3,2", {2, 3})],
)
def test_turn_numbers(text: str, turns: set[int]) -> None:
    assert parse_turns(text) == turns


@pytest.mark.parametrize("text", ["x", "5-2", "0", "1-"])
def test_bad_turn_numbers(text: str) -> None:
    with pytest.raises(ValueError):
        parse_turns(text)


def test_the_file_menu_offers_the_three_exports(qtbot: QtBot) -> None:
    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    window.edits.paste_text(CODES[0])
    titles = [action.text() for action in window._menus["export"].actions()]
    assert titles == ["&Diagrams…", "&Scoresheet…", "&Booklet from a record…"]
    assert window._menus["export"].menuAction() in window._menus["file"].actions()
    dialog = widget_of(DiagramExportDialog, window.exports.export_dialog("diagram"))
    (only,) = dialog.diagrams()
    assert only.position == parse_code(CODES[0]).position and only.dice == parse_code(CODES[0]).dice
    dialog.wait()
    dialog.close()


@pytest.mark.parametrize("kind", ["diagram", "scoresheet", "booklet"])
def test_the_preview_shows_the_whole_page_width_at_the_dialogs_own_size(qtbot: QtBot, kind: str) -> None:
    # The partie à écrire's scoresheet dialog (Ctrl+P in the game window) opened with a preview ~150 pixels wide:
    # the page was cut at the right, behind a horizontal scroll bar.
    options: dict[str, object] = {"diagrams": [export_diagram_of(Diagram())]} if kind == "diagram" else {}
    dialog = _dialog(qtbot, kind, **options)
    dialog.resize(dialog.minimumSizeHint())  # as small as its layout lets it be (a window sized to the screen)
    _ready(qtbot, dialog)
    viewport = dialog.preview.parentWidget()
    assert viewport is not None
    scroll = widget_of(QScrollArea, viewport.parentWidget())  # the label, its viewport, the scroll area
    assert scroll.horizontalScrollBar().maximum() == 0
    pixmap = dialog.preview.pixmap()
    if dialog.preview_image is not None:
        assert not pixmap.isNull() and pixmap.width() <= scroll.viewport().width()


def test_the_scoresheet_dialog_of_a_partie_fits_a_small_screen_with_its_choices_whole(qtbot: QtBot) -> None:
    # From the game window (Ctrl+P) its three choices stood in one row: "Cette partie, où elle…", "Vierge, à
    # remplir à la…", "Remplie d'après un f…" were cut, and the dialog was wider than a 900-pixel screen.
    from notation.game import Variant
    from studio.games.session import GameSession, GameSetup
    from studio.ui.export_dialog import ScoresheetExportDialog
    from studio.ui.i18n import Translations

    translations = Translations()
    translations.install("fr")
    try:
        session = GameSession(GameSetup(variant=Variant.ECRIRE))
        dialog = ScoresheetExportDialog(sheet=session.sheet())
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.resize(dialog.minimumSizeHint())
        _ready(qtbot, dialog)
        assert dialog.width() <= 900
        for radio in (dialog.from_partie, dialog.blank, dialog.from_file):
            assert radio.width() >= radio.sizeHint().width(), radio.text()
    finally:
        translations.uninstall()


@pytest.mark.parametrize("kind", ["diagram", "booklet", "scoresheet"])
def test_every_export_dialog_fits_a_small_screen_in_french(qtbot: QtBot, kind: str) -> None:
    # A 900 × 650 screen: the dialogs had a fixed minimum of 980 × 680, and the diagrams' three buttons in a row
    # ("Ajouter un &code de position…", …) made that one 1,073 pixels wide at the least.
    from studio.ui.i18n import Translations

    translations = Translations()
    translations.install("fr")
    try:
        options: dict[str, object] = {"diagrams": [export_diagram_of(Diagram())]} if kind == "diagram" else {}
        dialog = _dialog(qtbot, kind, **options)
        hint = dialog.minimumSizeHint()
        assert hint.width() <= 900 and hint.height() <= 650, hint
    finally:
        translations.uninstall()


@pytest.mark.parametrize(
    ("tags", "expected"),
    [
        ('[Date "1760.05.02"]\n[Lieu "Versailles"]\n[Evenement "Tournoi"]', ("1760.05.02", "Versailles")),
        ('[Date "1760.05.02"]\n[Evenement "Tournoi du roi"]', ("1760.05.02", "Tournoi du roi")),
        ('[Lieu "Café de la Régence"]', (None, "Café de la Régence")),
        ("", (None, "")),
    ],
)
def test_a_parties_sheet_bears_its_records_date_and_place(tags: str, expected: tuple[str | None, str]) -> None:
    import datetime

    from notation.record import read_record_lenient
    from studio.ui.game_windows.printing import sheet_date_place

    record, _errors = read_record_lenient(f'{tags}\n[Blanc "Abel"]\n[Noir "Blaise"]\n\n')
    date, place = sheet_date_place(record)
    assert date == (expected[0] or datetime.date.today().strftime("%Y.%m.%d"))  # today's when the record has none
    assert place == expected[1]
