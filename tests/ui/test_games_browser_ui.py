"""The archive browser with pytest-qt: search by the board's position or a pasted one, the selected game previewed
where it meets the position, results paged, and player statistics that accept what the search accepts."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from notation.board import Position
from studio.games import archive_query
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.store.db import Archive
from studio.store.search import throws_at_position
from studio.ui.game_windows.archive_browser import ArchiveBrowser, StoreBackend
from studio.ui.settings import Settings

NAMES = (("Zoé Castaing", "Abel"), ("Abel", "Zoé Castaing"), ("Blaise", "Abel"))


@functools.cache
def _record(seed: int, white: str, black: str) -> tuple[str, GameSession]:
    """A partie between two computers (made once for the module: the parties are only read)."""
    seats = (Seat(white, SeatKind.COMPUTER), Seat(black, SeatKind.COMPUTER))
    session = GameSession(GameSetup(seats=seats), rng=random.Random(seed))
    # The third game is played to its end (a result to show), the others stop after 30 throws.
    while session.step is not Step.OVER and (seed == 2 or session.turn_number() < 30):
        session.computer_act()
    return session.text(), session


# The archive of the games of NAMES, and the sessions that played them.
Archived = tuple[Archive, list[GameSession]]


@pytest.fixture
def archived(archive: Archive) -> Archived:
    """The shared archive with the games of NAMES, and the sessions that played them."""
    from studio.store.importing import import_text

    sessions = []
    for seed, (white, black) in enumerate(NAMES):
        text, session = _record(seed, white, black)
        import_text(archive, text, source=f"seed{seed}")
        sessions.append(session)
    return archive, sessions


def _position_field(browser: ArchiveBrowser) -> QLineEdit:
    field = browser.fields["position"]
    assert isinstance(field, QLineEdit)
    return field


def _browser(
    qtbot: QtBot, archived: Archived, tmp_path: Path, position: Callable[[], Position] | None = None
) -> ArchiveBrowser:
    store, _sessions = archived
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    browser = ArchiveBrowser(StoreBackend(store), settings=settings, current_position=position)
    qtbot.addWidget(browser)
    return browser


def test_a_search_by_the_boards_position_previews_the_game_there(
    qtbot: QtBot, archived: Archived, tmp_path: Path
) -> None:
    store, sessions = archived
    # A position the first game passes through, after a few throws.
    wanted = sessions[0].partie.states[8].position
    browser = _browser(qtbot, archived, tmp_path, position=lambda: wanted)
    browser.search_current_position()
    ids = [row.id for row in browser.model.rows]
    assert ids
    assert "Castaing" in browser.model.rows[0].white
    # The preview shows that very position, and says at which throw (the game replayed, as the search does not).
    shown = browser.preview.position()
    assert (shown.white, shown.black, shown.to_move) == (wanted.white, wanted.black, wanted.to_move)
    at = throws_at_position(store, ids[0], wanted)
    assert at and f"throw {', '.join(map(str, at))}" in browser.preview_label.text()


def test_a_pasted_position_is_searched_and_a_bad_one_said(qtbot: QtBot, archived: Archived, tmp_path: Path) -> None:
    _store, sessions = archived
    browser = _browser(qtbot, archived, tmp_path)
    wanted = sessions[1].partie.states[6].position
    _position_field(browser).setText(wanted.code())
    browser.search()
    assert any(row.white == "Abel" and row.black == "Zoé Castaing" for row in browser.model.rows)
    assert all(throws_at_position(_store, row.id, wanted) for row in browser.model.rows)
    _position_field(browser).setText("B1:99 nonsense")
    browser.search()
    assert "position" in browser.count.text().lower()


def test_selecting_a_game_previews_its_last_position(qtbot: QtBot, archived: Archived, tmp_path: Path) -> None:
    _store, sessions = archived
    browser = _browser(qtbot, archived, tmp_path)
    browser.search()
    row = next(i for i, r in enumerate(browser.model.rows) if r.white == "Blaise")
    browser.table.selectRow(browser.proxy.mapFromSource(browser.model.index(row, 0)).row())
    browser.preview_selected()
    assert browser.preview.position() == sessions[2].partie.state.position


def test_the_preview_follows_the_selected_row(qtbot: QtBot, archived: Archived, tmp_path: Path) -> None:
    """The documentation's picture selected the second game and previewed the first: selectRow() changes the
    selection, and the preview listened to the current row only."""
    _store, sessions = archived
    browser = _browser(qtbot, archived, tmp_path)
    browser.search()
    for row in range(browser.proxy.rowCount()):
        browser.table.selectRow(row)
        game = browser.model.rows[browser.proxy.mapToSource(browser.proxy.index(row, 0)).row()]
        assert f"{game.white} – {game.black}" in browser.preview_label.text()
        session = sessions[[names for names in NAMES].index((game.white, game.black))]
        assert browser.preview.position() == session.partie.state.position


def test_a_search_that_finds_nothing_leaves_no_game_previewed(qtbot: QtBot, archived: Archived, tmp_path: Path) -> None:
    """The preview kept the last search's game (« Abel – Blaise : la dernière position ») over an empty list."""
    browser = _browser(qtbot, archived, tmp_path)
    browser.search()
    assert browser.preview_label.text() and not browser.preview.isHidden()
    browser.set_filters({"player": "nobody of that name"})
    browser.search()
    assert browser.model.rowCount() == 0 and browser.count.text() == "No game found"
    assert browser.preview_label.text() == "" and browser.preview.isHidden()
    browser.set_filters({"player": "Blaise"})  # one game of the three: « 1 game found », not « 1 games found »
    browser.search()
    assert browser.model.rowCount() == 1 and browser.count.text() == "1 game found"
    browser.set_filters({})
    browser.search()
    assert browser.preview_label.text() and not browser.preview.isHidden()


def test_player_statistics_accept_what_the_search_accepts(qtbot: QtBot, archived: Archived, tmp_path: Path) -> None:
    browser = _browser(qtbot, archived, tmp_path)
    for typed in ("castaing", "CASTAING", "zoe castaing", "Zoé"):
        stats = browser.show_stats(typed)
        assert stats is not None and stats.games == 2, typed
        assert stats.name == "Zoé Castaing"
        assert stats.as_white == 1 and stats.as_black == 1


def test_results_are_paged(qtbot: QtBot, archived: Archived, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(archive_query, "PAGE", 2)
    browser = _browser(qtbot, archived, tmp_path)
    browser.search()
    assert browser.model.rowCount() == 2 and browser.next_page.isEnabled() and not browser.previous_page.isEnabled()
    first = [row.id for row in browser.model.rows]
    browser.turn_page(1)
    assert browser.model.rowCount() == 1 and browser.offset == 2
    assert not set(first) & {row.id for row in browser.model.rows}
    assert "3" in browser.count.text()
    browser.turn_page(1)  # no further page
    assert browser.offset == 2
    browser.turn_page(-1)
    assert [row.id for row in browser.model.rows] == first


def test_a_booklet_of_the_selected_game(qtbot: QtBot, archived: Archived, tmp_path: Path) -> None:
    import io

    browser = _browser(qtbot, archived, tmp_path)
    browser.search()
    browser.table.selectRow(0)
    dialog = browser.booklet_selected()
    assert dialog is not None
    record_id = browser.selected_ids()[0]
    assert dialog.chosen_record_text() == browser.backend.record_text(record_id)
    assert dialog.writer()(io.BytesIO()) >= 1
    dialog.close()


def test_the_table_names_variants_and_winners(qtbot: QtBot, archived: Archived, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt

    browser = _browser(qtbot, archived, tmp_path)
    browser.search()
    model = browser.model
    columns = {model.headerData(c, Qt.Orientation.Horizontal): c for c in range(model.columnCount())}
    for row, game in enumerate(model.rows):
        shown = model.data(model.index(row, columns["Result"]))
        assert shown == {"B": "Blanc", "N": "Noir"}.get(game.result, game.result)
        assert model.data(model.index(row, columns["Variant"])) == "ordinaire"
    finished = [row for row, game in enumerate(model.rows) if game.result in ("B", "N")]
    assert finished
    assert model.data(model.index(finished[0], columns["Result"])) in ("Blanc", "Noir")


def test_a_count_that_stops_at_the_limit_says_so_and_pages_on(
    qtbot: QtBot, archived: Archived, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A very common position is not counted to the end: "2+ games found", and the next page stays open."""
    monkeypatch.setattr(archive_query, "PAGE", 2)
    monkeypatch.setattr(archive_query, "COUNT_LIMIT", 2)
    browser = _browser(qtbot, archived, tmp_path)
    browser.search()
    assert "2+" in browser.count.text()
    assert browser.model.rowCount() == 2 and browser.next_page.isEnabled()
    browser.turn_page(1)
    assert browser.model.rowCount() == 1
