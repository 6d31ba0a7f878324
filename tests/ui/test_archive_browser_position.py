"""The archive browser hands the store a position, not its code: the studio's board is searched without being
written and read back, a position typed is read once, and a page turned searches the same position."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from notation.board import Position
from studio.games import archive_query
from studio.games.archive_query import Found
from studio.ui.game_windows import archive_browser
from tests.ui import test_games_browser_ui
from tests.ui.test_games_browser_ui import Archived, _browser, _position_field

archived = test_games_browser_ui.archived  # the fixture


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The position codes the browser reads."""
    read: list[str] = []
    real = archive_query.parse_position

    def counting(text: str) -> Position:
        read.append(text)
        return real(text)

    monkeypatch.setattr(archive_query, "parse_position", counting)
    yield read


def test_the_boards_position_is_searched_as_it_is(
    qtbot: QtBot, archived: Archived, tmp_path: Path, reads: list[str]
) -> None:
    _store, sessions = archived
    wanted = sessions[0].partie.states[8].position
    browser = _browser(qtbot, archived, tmp_path, position=lambda: wanted)
    browser.search_current_position()
    assert browser.model.rows
    assert reads == []
    assert browser.query.searched is wanted
    assert _position_field(browser).text() == wanted.code()


def test_a_typed_position_is_read_once_and_kept_for_a_page(
    qtbot: QtBot, archived: Archived, tmp_path: Path, reads: list[str]
) -> None:
    _store, sessions = archived
    wanted = sessions[1].partie.states[6].position
    browser = _browser(qtbot, archived, tmp_path)
    _position_field(browser).setText(wanted.code())
    browser.search()
    assert reads == [wanted.code()]
    found = browser.query.searched
    assert isinstance(found, Position) and found.code() == wanted.code()
    browser.query.found = Found(1000, 1)  # as if there were more pages
    browser.turn_page(1)
    assert reads == [wanted.code()]
    assert browser.query.searched is found


def test_a_bad_position_is_said_and_nothing_searched(qtbot: QtBot, archived: Archived, tmp_path: Path) -> None:
    browser = _browser(qtbot, archived, tmp_path)
    _position_field(browser).setText("B1:16/N1:15 B")
    browser.search()
    assert browser.count.text().startswith("Not a position")
    assert browser.query.found is None


def test_a_backend_made_while_the_archive_opens_says_so_if_asked() -> None:
    with pytest.raises(RuntimeError, match="not open yet"):
        archive_browser.StoreBackend(None).record_text(1)
