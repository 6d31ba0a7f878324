"""The PDFs speak the studio's language unless the export dialog names one ("As the studio", français,
English); the game's vocabulary (Blanc, Noir, trou, the throws' names) stays French in both."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from notation.code import parse_code
from notation.notations import Notation
from studio.export.booklet import record_booklet_pdf
from studio.export.diagram import PrintedDiagram, diagrams_pdf
from studio.export.scoresheet import scoresheet_pdf
from studio.ui.export_dialog import DiagramExportDialog, ExportDialog, export_dialog
from tests.support.pdfview import page_text

RECORDS = Path(__file__).parents[1] / "data" / "records"
CODE = "B1:12,B6:2,B8/N1:12,N11,N12:2 N 6-5"  # Dictionnaire raisonné, BATTRE, first example


def _read(data: bytes) -> str:
    import tempfile

    with tempfile.NamedTemporaryFile(suffix=".pdf") as handle:
        handle.write(data)
        handle.flush()
        return page_text(handle.name).replace("\u00a0", " ")


def _diagram(language: str) -> str:
    setup = parse_code(CODE)
    diagram = PrintedDiagram(setup.position, setup.dice, setup.score, "")
    buffer = io.BytesIO()
    diagrams_pdf([diagram], buffer, notation=Notation.SOUMILLE, language=language)
    return _read(buffer.getvalue())


def _scoresheet(language: str) -> str:
    buffer = io.BytesIO()
    scoresheet_pdf(buffer, players=["A", "B", "C"], marques=4, language=language)
    return _read(buffer.getvalue())


def _booklet(language: str) -> str:
    buffer = io.BytesIO()
    record_booklet_pdf((RECORDS / "soumille.trr").read_text(encoding="utf-8"), buffer, at_turns={1}, language=language)
    return _read(buffer.getvalue())


# What each kind prints in each language, and what it must not print in the other.
WORDS: dict[Callable[[str], str], dict[str, list[str]]] = {
    _diagram: (
        {
            "fr": ["Diagramme 1", "Noir amène 6 et 5", "code B/N :"],
            "en": ["Diagram 1", "Noir throws 6 and 5", "B/N code:"],
        }
    ),
    _scoresheet: (
        {"fr": ["Joueur A", "Résultat final", "Gain arrondi"], "en": ["Player A", "Final result", "Rounded gain"]}
    ),
    _booklet: ({"fr": ["Diagramme 1 · coup 1 :", "amène"], "en": ["Diagram 1 · throw 1:", "throws"]}),
}


@pytest.mark.parametrize("make", list(WORDS), ids=lambda make: make.__name__.strip("_"))
@pytest.mark.parametrize("language", ["fr", "en"])
def test_each_pdf_is_written_in_the_language_asked(make: Callable[[str], str], language: str) -> None:
    text = make(language)
    other = "en" if language == "fr" else "fr"
    for word in WORDS[make][language]:
        assert word in text, (word, text[:400])
    for word in WORDS[make][other]:
        if word not in WORDS[make][language] and not any(word in mine for mine in WORDS[make][language]):
            assert word not in text, (word, text[:400])


@pytest.fixture
def english() -> object:
    QLocale.setDefault(QLocale(QLocale.Language.English))
    yield
    QLocale.setDefault(QLocale(QLocale.Language.English))


def _written(dialog: ExportDialog) -> str:
    buffer = io.BytesIO()
    dialog.writer()(buffer)
    return _read(buffer.getvalue())


def test_an_english_studio_exports_english_unless_french_is_chosen(qtbot: QtBot, english: object) -> None:
    dialog = export_dialog("scoresheet")
    qtbot.addWidget(dialog)
    texts = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert texts == ["As the studio", "français", "English"] and dialog.language.currentIndex() == 0
    assert "Final result" in _written(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    assert "Résultat final" in _written(dialog)


def test_a_french_studio_exports_french_unless_english_is_chosen(qtbot: QtBot, english: object) -> None:
    QLocale.setDefault(QLocale(QLocale.Language.French))
    dialog = export_dialog("diagram")
    assert isinstance(dialog, DiagramExportDialog)
    qtbot.addWidget(dialog)
    dialog.add_code(CODE)
    assert "Diagramme 1" in _written(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    written = _written(dialog)
    assert "Diagram 1" in written and "Diagramme" not in written
