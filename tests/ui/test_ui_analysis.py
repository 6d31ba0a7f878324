"""The analysis dock (rencontres, legal plays, chances), notation and orientation, languages, the About box."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from notation.board import BLACK, WHITE, Point, point_of_step
from notation.code import parse_code
from notation.dice import ALL_THROWS, Throw
from notation.notations import Notation, Orientation, Side, point_name
from notation.rules.moves import legal_plays
from notation.rules.scoring import Rencontre, chances, score
from studio.ui.analysis import AnalysisCache, event_highlights
from studio.ui.files import read_pasted
from studio.ui.main_window import MainWindow
from tests.support.codes import dice_of
from tests.support.widgets import item

# A position reached by self-play (notation.selfplay.random_walk, seed 11): Blanc's quines beat three dames à vrai
# (N11, N8, N6) and one à faux (N5, whose rest N10 is held by Noir).
QUINES = "B1:8,B2,B6,B7:2,B9,B10,B11/N1:8,N5,N6,N7,N8,N10:2,N11 B 5-5"


def _load(window: MainWindow, code: str) -> None:
    window.document.replace_diagram(read_pasted(code), "paste")
    window.analysis.refresh()


def test_the_rencontres_of_the_dice_are_listed_and_highlighted(window: MainWindow) -> None:
    _load(window, QUINES)
    setup = parse_code(QUINES)
    expected = score(setup.position, dice_of(setup))
    table = window.analysis.rencontres
    assert table.rowCount() == len(expected.events)
    for row, event in enumerate(expected.events):
        assert item(table, row, 2).text() == str(event.points)
        assert item(table, row, 3).text() == event.explanation_en
    # Every dame that beats is ringed: à vrai and à faux in their own colours.
    rings = window.board.highlights()
    assert rings == event_highlights(expected.events)
    kinds = {event.rencontre for event in expected.events}
    assert {Rencontre.BATTRE_VRAI, Rencontre.BATTRE_FAUX} <= kinds
    assert rings[Point.from_name("B10")] == "faux" and rings[Point.from_name("B9")] == "vrai"


def test_selecting_a_rencontre_rings_only_its_dames(window: MainWindow) -> None:
    _load(window, QUINES)
    setup = parse_code(QUINES)
    events = score(setup.position, dice_of(setup)).events
    faux = next(row for row, event in enumerate(events) if event.rencontre is Rencontre.BATTRE_FAUX)
    window.analysis.rencontres.selectRow(faux)
    assert window.board.highlights() == event_highlights((events[faux],))


def test_the_analysis_follows_each_edit(window: MainWindow) -> None:
    _load(window, QUINES)
    window.document.set_dice(Throw(6, 1))
    # Refreshed with the edit itself, so the board paints once with its new highlights.
    analysis = window.analysis.analysis()
    assert analysis is not None and analysis.dice == Throw(6, 1)
    window.document.set_dice(None)
    assert window.analysis.rencontres.rowCount() == 0
    assert window.board.highlights() == {}


def test_the_legal_plays_are_listed_previewed_and_applied(window: MainWindow) -> None:
    code = "B1:13,B6,B7/N1:15 B 6-5"
    _load(window, code)
    window.show_analysis_tab("1")
    setup = parse_code(code)
    plays = legal_plays(setup.position, Throw(6, 5))
    table = window.analysis.plays
    assert table.rowCount() == len(plays)
    for row, play in enumerate(plays):
        names = " ".join(f"{point_of_step(WHITE, a).name}-{point_of_step(WHITE, b).name}" for a, b in play.moves)
        assert item(table, row, 0).text() == names
    table.selectRow(1)
    # The board shows the play made, with its arrows; the diagram is unchanged until it is applied.
    assert window.board.position() == plays[1].position
    assert len(window.board.play()) == len(plays[1].moves)
    assert window.document.diagram.position == setup.position
    window.analysis.apply_selected_play()
    assert window.document.diagram.position == plays[1].position and window.document.diagram.dice is None
    window.undo()
    assert window.document.diagram.position == setup.position


def test_the_chances_table_gives_the_21_throws(window: MainWindow) -> None:
    _load(window, QUINES)
    window.show_analysis_tab("2")
    table = window.analysis.chances
    expected = chances(parse_code(QUINES).position)
    assert table.rowCount() == 21
    assert sum(int(item(table, row, 2).text().split("/")[0]) for row in range(21)) == 36
    for row, (throw, chance) in enumerate(zip(ALL_THROWS, expected.throws, strict=True)):
        assert item(table, row, 0).text() == throw.code()
        assert item(table, row, 3).text() == (str(chance.white) if chance.white else "·")
        assert item(table, row, 4).text() == (str(chance.black) if chance.black else "·")
    table.itemDoubleClicked.emit(item(table, 0, 1))
    assert window.document.diagram.dice == ALL_THROWS[0]


def test_an_illegal_position_is_not_analysed(window: MainWindow) -> None:
    window.document.set_dice(Throw(6, 5))
    window.document.add_dame("B1", WHITE)  # sixteen dames
    window.analysis.refresh()
    assert window.analysis.rencontres.rowCount() == 0
    assert "laws of the tablier" in window.analysis.rencontres_title.text()


def test_the_cache_asks_the_engine_once_per_position_and_dice() -> None:
    cache = AnalysisCache()
    setup = parse_code(QUINES)
    for _ in range(3):
        cache.analysis(setup.position, setup.dice)
        cache.chances(setup.position)
    assert cache.misses == 2


@pytest.mark.parametrize("notation", list(Notation))
@pytest.mark.parametrize(
    "orientation", [Orientation(top, talons) for top in (BLACK, WHITE) for talons in (Side.LEFT, Side.RIGHT)]
)
def test_switching_notation_and_orientation(window: MainWindow, notation: Notation, orientation: Orientation) -> None:
    window.setNotation(notation)
    window.setOrientation(orientation)
    geometry = window.board.boardGeometry()
    for name in ("B1", "B12", "N1", "N7"):
        assert geometry.fleche(name).label.text == point_name(Point.from_name(name), notation, orientation)
    # The legal plays are written in the notation shown.
    _load(window, "start 6-5")
    window.show_analysis_tab("1")
    first = legal_plays(parse_code("start").position, Throw(6, 5))[0]
    expected = " ".join(
        f"{point_name(point_of_step(WHITE, a), notation, orientation)}-"
        f"{point_name(point_of_step(WHITE, b), notation, orientation)}"
        for a, b in first.moves
    )
    assert item(window.analysis.plays, 0, 0).text() == expected
    assert window.settings.notation is notation and window.settings.orientation == orientation


def test_the_flip_and_talons_actions(window: MainWindow) -> None:
    window.actions_by_id["view.flip"].trigger()
    assert window.board.orientation().top is WHITE
    window.actions_by_id["view.talons"].trigger()
    assert window.board.orientation().talons is Side.RIGHT
    # With the talons on the right, B1 stands at the right end of its row.
    assert window.board.pointCentre("B1").x() > window.board.pointCentre("B12").x()


def test_switching_the_language(window: MainWindow) -> None:
    window.set_language("fr")
    assert QLocale().language() == QLocale.Language.French
    assert window.actions_by_id["edit.undo"].text() == "&Annuler"
    assert window.analysis.tabText(1) == "Coups légaux"
    assert window.statusText() == "Trait à Blanc"
    _load(window, QUINES)
    setup = parse_code(QUINES)
    first = score(setup.position, dice_of(setup)).events[0]
    assert item(window.analysis.rencontres, 0, 3).text() == first.explanation_fr
    window.set_language("en")
    assert window.actions_by_id["edit.undo"].text() == "&Undo"
    assert window.statusText() == "Blanc to move"


def test_every_french_translation_is_finished() -> None:
    import xml.etree.ElementTree as ElementTree

    from studio.ui.i18n import TRANSLATIONS

    tree = ElementTree.parse(TRANSLATIONS / "trictrac_fr.ts")
    messages = list(tree.getroot().iter("message"))
    assert messages
    unfinished = [m.findtext("source") for m in messages if m.find("translation[@type='unfinished']") is not None]
    assert unfinished == []
    qm = TRANSLATIONS / "trictrac_fr.qm"
    assert qm.stat().st_mtime >= (TRANSLATIONS / "trictrac_fr.ts").stat().st_mtime - 1


def test_the_about_box_names_the_studio(window: MainWindow) -> None:
    from studio.ui.about import about_text

    assert "Trictrac Studio" in about_text() and "GNU General Public License" in about_text()


def test_main_takes_a_language(qtbot: QtBot, tmp_path: Path) -> None:
    from studio.ui.app import main

    for language in ("fr", "en"):
        assert main(["--screenshot", str(tmp_path / f"{language}.png"), "--lang", language, "--tab", "chances"]) == 0
    from PySide6.QtGui import QImage

    assert QImage(str(tmp_path / "fr.png")) != QImage(str(tmp_path / "en.png"))
    # The screenshot leaves no translator behind.
    assert QCoreApplication.translate("Actions", "&Undo") == "&Undo"


# -- explanations in the board's notation, whole (issue 14, point 7) ------------------------------------------------

# Dictionnaire raisonné, BATTRE ex. 4: N's dames beat B11 in three façons (a long explanation).
THREE_WAYS = "B11,B1:14/N12:2,N9,N7,N1:11 N 5-2"


@pytest.mark.parametrize("notation", list(Notation))
@pytest.mark.parametrize("orientation", [Orientation(), Orientation(WHITE, Side.RIGHT)])
def test_the_explanations_follow_the_boards_notation(
    window: MainWindow, notation: Notation, orientation: Orientation
) -> None:
    _load(window, THREE_WAYS)
    window.setNotation(notation)
    window.setOrientation(orientation)
    setup = parse_code(THREE_WAYS)
    expected = score(setup.position, dice_of(setup), notation=notation, orientation=orientation)
    table = window.analysis.rencontres
    assert table.rowCount() == len(expected.events)
    for row, event in enumerate(expected.events):
        assert item(table, row, 3).text() == event.explanation_en
    battery = next(e for e in expected.events if e.rencontre is Rencontre.BATTRE_VRAI)
    target = point_name(Point.from_name("B11"), notation, orientation)
    assert battery.explanation_en.startswith(f"{target} beaten in three ways")
    if notation in (Notation.SOUMILLE, Notation.LEPEINTRE):
        assert "B11" not in battery.explanation_en and "N9" not in battery.explanation_en


def test_the_explanations_follow_the_notation_in_french(window: MainWindow) -> None:
    window.set_language("fr")
    try:
        _load(window, THREE_WAYS)
        window.setNotation(Notation.SOUMILLE)
        setup = parse_code(THREE_WAYS)
        events = score(setup.position, dice_of(setup), notation=Notation.SOUMILLE).events
        assert item(window.analysis.rencontres, 0, 3).text() == events[0].explanation_fr
        assert events[0].explanation_fr.startswith("O battue de trois façons")  # Soumille's O is B11
    finally:
        window.set_language("en")


def test_the_why_column_shows_the_whole_explanation(window: MainWindow, qtbot: QtBot) -> None:
    """Each row as tall as its explanation wrapped at the column's width, and the selected one whole below."""
    window.resize(760, 900)  # a narrow window: the explanation must wrap, not be cut
    window.show_analysis_tab("0")
    _load(window, THREE_WAYS)
    table = window.analysis.rencontres
    qtbot.waitUntil(lambda: table.columnWidth(3) > 40)
    QApplication.processEvents()
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        text = item(table, row, 3).text()
        width = table.columnWidth(3)
        needed = metrics.boundingRect(0, 0, width - 8, 10_000, int(Qt.TextFlag.TextWordWrap), text).height()
        assert table.rowHeight(row) >= needed, (row, text, width)
    long = max(range(table.rowCount()), key=lambda row: len(item(table, row, 3).text()))
    assert metrics.horizontalAdvance(item(table, long, 3).text()) > table.columnWidth(3)  # it did need wrapping
    # The detail pane: every rencontre with nothing selected, then the selected one, whole.
    setup = parse_code(THREE_WAYS)
    events = score(setup.position, dice_of(setup)).events
    assert all(event.explanation_en in window.analysis.why_text() for event in events)
    table.selectRow(long)
    assert window.analysis.why_text().endswith(events[long].explanation_en)
    assert window.analysis.why.isVisible()
    # Widening the window re-fits the rows.
    window.resize(1400, 900)
    qtbot.waitUntil(lambda: table.columnWidth(3) > 500)
    QApplication.processEvents()
    width = table.columnWidth(3)
    text = item(table, long, 3).text()
    needed = metrics.boundingRect(0, 0, width - 8, 10_000, int(Qt.TextFlag.TextWordWrap), text).height()
    assert table.rowHeight(long) >= needed


def test_a_position_with_every_dame_off_is_not_analysed(window: MainWindow) -> None:
    """The issue's -/B7,B3:4,B2:6,B1:4 B with 5-5 scored a sortie: no throw is played there (Lois et règles, art.
    VIII)."""
    _load(window, "-/B7,B3:4,B2:6,B1:4 B 5-5")
    assert window.analysis.rencontres.rowCount() == 0
    assert "No throw is played from this position" in window.analysis.rencontres_title.text()
    assert window.board.highlights() == {}
    window.show_analysis_tab("2")
    assert window.analysis.chances.rowCount() == 0
    assert "No throw is played" in window.analysis.chances_title.text()
    window.show_analysis_tab("1")
    assert window.analysis.plays.rowCount() == 0


@pytest.mark.parametrize(
    ("language", "fills", "puissance"),
    [
        ("en", "fills the grand jan", "the coin taken par puissance"),
        ("fr", "remplit le grand jan", "coin pris par puissance"),
    ],
)
def test_the_plays_notes_are_in_one_language(window: MainWindow, language: str, fills: str, puissance: str) -> None:
    """Lois et règles, art. IX: 6-5 takes the coin par puissance from B7 and B8 (B6 empty: not par effet) and fills the
    grand jan; the note says so in the interface's language (issue 14 point 7: one language at a time)."""
    window.set_language(language)
    try:
        _load(window, "B1:2,B2,B7:3,B8:3,B9:2,B10:2,B11:2/N1:15 B 6-5")
        window.show_analysis_tab("1")
        notes = [item(window.analysis.plays, row, 3).text() for row in range(window.analysis.plays.rowCount())]
        assert f"{fills}, {puissance}" in notes
    finally:
        window.set_language("en")


def test_the_cache_drops_the_least_recently_used() -> None:
    cache = AnalysisCache(size=2)
    first, second, third = (parse_code(code) for code in ("start 6-5", "start 4-1", "start 3-3"))
    for setup in (first, second, first, third):  # third drops second, the least recently used
        cache.analysis(setup.position, setup.dice)
    assert cache.misses == 3
    cache.analysis(first.position, first.dice)
    assert cache.misses == 3
    cache.analysis(second.position, second.dice)
    assert cache.misses == 4


@pytest.mark.parametrize(("language", "point"), [("en", "."), ("fr", ",")])
def test_the_figures_take_the_languages_decimal_sign(
    qtbot: QtBot, window: MainWindow, language: str, point: str
) -> None:
    """French writes 0,714, not 0.714: the equities, the losses and the points expected per throw followed the
    English decimal point in the French interface."""
    import re

    window.set_language(language)
    try:
        _load(window, QUINES)
        window.show_analysis_tab("1")
        table = window.analysis.plays
        qtbot.waitUntil(lambda: bool(item(table, 0, 1) and item(table, 0, 1).text().strip("—")), timeout=30_000)
        figures = [item(table, row, column).text() for row in range(table.rowCount()) for column in (1, 2)]
        expected = window.analysis.expected.text()
        numbers = re.findall(r"\d[.,]\d", " ".join([*figures, expected]))
        assert numbers and all(point in number for number in numbers), (figures[:4], expected)
    finally:
        window.set_language("en")


def test_a_rollout_stops_when_its_panel_goes(qtbot: QtBot) -> None:
    """A rollout of 1,296 trials would run for minutes after its window closed (and the program waits for its
    threads when it ends): the panel gone, it stops."""
    from studio.ui.analysis import AnalysisPanel

    setup = parse_code("B1:11,B4,B6,B7,B8/N1:13,N5,N6 B 5-3")
    panel = AnalysisPanel()
    panel.setCurrentIndex(1)
    panel.setDiagram(setup.position, setup.dice)
    qtbot.waitUntil(lambda: panel.advice() is not None, timeout=30000)
    panel.rollout_trials.setValue(1296)
    panel.roll_out()
    task = panel.plays_tab.rollout.task
    assert task is not None and task.isRunning()
    import shiboken6

    shiboken6.delete(panel)  # as its window closing deletes it
    assert task.wait(30000), "the rollout went on without its panel"
    from notation.tutor.ranking import SearchCancelled

    assert isinstance(task.error, SearchCancelled), "stopped as cancelled, not by a failure"
