"""Journey: a club player looks at how well Zoé plays.  Her games are in the archive, three of them analysed
(``trictrac archive analyse``); he opens a fourth in the replay and analyses it there, which keeps the analysis
with the game; then, in the archive browser, « Player's rating… » for Zoé plots her mean loss over her four
games, in order of date, and lists her worst decisions; double-clicking the worst opens that game at that throw.
"""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QLineEdit

from notation.board import Colour
from notation.record import read_record, replay_record
from notation.tutor.ranking import analyse_partie
from studio.store.analyses import player_record
from studio.store.db import Archive
from studio.store.importing import import_text
from studio.store.search import game_record
from studio.ui.game_windows.archive_browser import ArchiveBrowser
from studio.ui.game_windows.rating_dialog import rating_words
from studio.ui.game_windows.window import GameWindow
from studio.ui.i18n import decimal
from tests.store.test_store_analyses import DATES, game_text, prepare_archive

from .conftest import Studio


@pytest.fixture(scope="module")
def analysed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An archive of three analysed games of Zoé, and a fourth (dated first) imported but not analysed."""
    path = tmp_path_factory.mktemp("rating") / "archive.sqlite"
    prepare_archive(f"sqlite:///{path}")
    with Archive(f"sqlite:///{path}") as archive:
        import_text(archive, game_text(3).replace(DATES[0], "2024.12.24"))
    return path


def browser_of(studio: Studio) -> ArchiveBrowser:
    dock = studio.window.findChild(QDockWidget, "archive_browser")
    if dock is None:
        studio.trigger("game.browser")
        dock = studio.window.findChild(QDockWidget, "archive_browser")
    assert dock is not None
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    studio.qtbot.waitUntil(lambda: browser.model.rowCount() == 4, timeout=30_000)
    return browser


def open_new_window(studio: Studio, action: object) -> GameWindow:
    before = set(QApplication.topLevelWidgets())
    assert callable(action)
    action()
    studio.settle()
    opened = [w for w in QApplication.topLevelWidgets() if isinstance(w, GameWindow) and w not in before]
    assert len(opened) == 1
    studio.qtbot.waitExposed(opened[0])
    return opened[0]


def test_a_players_rating_over_time_and_his_worst_decision_opened(studio: Studio, analysed: Path) -> None:
    archive_file = studio.home.archive_file()
    archive_file.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(analysed, archive_file)
    studio.launch()
    browser = browser_of(studio)
    unanalysed = 4

    # The fourth game, opened from the browser and analysed in the replay: its analysis is kept with it.
    row = next(i for i in range(browser.proxy.rowCount()) if browser.proxy.index(i, 0).data() == str(unanalysed))
    browser.table.selectRow(row)
    window = open_new_window(
        studio, lambda: studio.qtbot.mouseClick(browser.buttons["open"], Qt.MouseButton.LeftButton)
    )
    replay = window.replay
    assert replay is not None
    replay.actions_by_id["analyse"].trigger()
    studio.qtbot.waitUntil(lambda: not replay.analysis_running(), timeout=60_000)
    studio.settle()
    window.close()

    # « Player's rating… » for the player typed in the filter.
    field = browser.fields["player"]
    assert isinstance(field, QLineEdit)
    studio.qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    studio.keys(field, "zoe")
    studio.qtbot.mouseClick(browser.buttons["rating"], Qt.MouseButton.LeftButton)
    studio.settle()
    dialog = browser.rating_dialog
    assert dialog is not None and dialog.isVisible()
    with Archive(f"sqlite:///{archive_file}") as archive:
        expected = player_record(archive, "zoe")
        fourth = analyse_partie(replay_record(read_record(game_record(archive, unanalysed)))).totals(Colour.WHITE)
    assert expected.games[0].game_id == unanalysed
    assert [game.date for game in expected.games] == ["2024.12.24", *sorted(DATES)]
    assert expected.games[0].mean_loss == pytest.approx(fourth.mean_loss)
    assert dialog.summary.text().startswith("Zoé: 4 analysed games")
    # The plot: a point a game, left to right in order of date, higher for a larger mean loss.
    points = dialog.plot.points()
    assert len(points) == 4 and [p.x() for p in points] == sorted(p.x() for p in points)
    losses = [game.mean_loss for game in expected.games]
    for (a, loss_a), (b, loss_b) in itertools.pairwise(zip(points, losses, strict=True)):
        assert (a.y() > b.y()) == (loss_a < loss_b)
    lines = [dialog.games.item(i).text() for i in range(dialog.games.count())]
    assert lines[0] == (
        f"2024.12.24 — game {unanalysed} v Éric: mean {decimal(fourth.mean_loss, 4)}, "
        f"{rating_words(expected.games[0].rating)}"
    )
    # The worst decisions, worst first; the worst double-clicked opens its game at that throw.
    worst = [dialog.worst.item(i).text() for i in range(dialog.worst.count())]
    top = expected.worst[0]
    assert worst[0].startswith(f"Game {top.game_id}, throw {top.turn}, {top.dice}: ")
    assert worst[0].endswith(f"{decimal(top.loss, 3)} lost (best {worst[0].split('(best ')[1]}")
    item = dialog.worst.item(0)
    rect = dialog.worst.visualItemRect(item)
    studio.qtbot.mouseClick(dialog.worst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    opened = open_new_window(
        studio, lambda: studio.qtbot.mouseDClick(dialog.worst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    )
    assert opened.replay is not None
    with Archive(f"sqlite:///{archive_file}") as archive:
        partie = replay_record(read_record(game_record(archive, top.game_id)))
    before = partie.states[top.event - 1].position
    shown = opened.replay.board.position()
    assert (shown.white, shown.black) == (before.white, before.black)


def test_the_players_rating_in_french_shows_no_english(studio: Studio, analysed: Path) -> None:
    from tests.ui.test_ui_i18n import english_in, french, visible_texts

    archive_file = studio.home.archive_file()
    archive_file.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(analysed, archive_file)
    studio.launch("--lang", "fr")
    browser = browser_of(studio)
    assert browser.buttons["rating"].text() == french("ArchiveBrowser", "Pla&yer's rating…")
    field = browser.fields["player"]
    assert isinstance(field, QLineEdit)
    studio.qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    studio.keys(field, "zoe")
    studio.qtbot.mouseClick(browser.buttons["rating"], Qt.MouseButton.LeftButton)
    studio.settle()
    dialog = browser.rating_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Niveau de Zoé"
    assert dialog.summary.text().startswith("Zoé\u202f: 3 parties analysées")
    lists = [dialog.games, dialog.worst]
    texts = visible_texts(dialog) + [found.item(i).text() for found in lists for i in range(found.count())]
    assert english_in(texts) == [], f"English on the French screen: {english_in(texts)}"
