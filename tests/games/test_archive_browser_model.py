"""The archive browser's state without a window (:mod:`studio.games.archive_query`): the filters, the position
searched read once and kept for the pages, the pages, the player asked about and the game opened."""

from __future__ import annotations

import random
import sys
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.board import Position
from notation.code import CodeError
from notation.game import Partie
from studio.games import archive_query
from studio.games.archive_query import (
    ArchivedGame,
    ArchiveQuery,
    Found,
    GameFilters,
    GameRow,
    preview_of,
    result_name,
    variant_name,
)
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.store.search_text import normalize


def _row(game_id: int, white: str = "Abel", black: str = "Zoé Castaing") -> GameRow:
    return GameRow(game_id, white, black, "Paris", "1760-01-01", "ordinaire", "B", 40)


class _Backend:
    """An archive of ``total`` games (ids 1…), answering pages; it records what it was asked."""

    def __init__(self, total: int, *, capped_at: int | None = None, refuse: bool = False) -> None:
        self.total = total
        self.capped_at = capped_at
        self.refuse = refuse
        self.asked: list[tuple[GameFilters, int, int, Position | None]] = []

    def search(
        self, filters: GameFilters, limit: int = 500, offset: int = 0, *, position: Position | None = None
    ) -> tuple[int, list[GameRow], bool]:
        self.asked.append((filters, limit, offset, position))
        if self.refuse:
            raise ValueError("not a date: 1760-13-45")
        ids = range(offset + 1, min(self.total, offset + limit) + 1)
        capped = self.capped_at is not None and self.total > self.capped_at
        total = self.capped_at if capped and self.capped_at is not None else self.total
        return total, [_row(i) for i in ids], capped


def test_no_qt_is_imported() -> None:
    import subprocess

    code = "import studio.games.archive_query, sys; print('PySide6' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "False\n"


@pytest.mark.parametrize(
    ("values", "saved"),
    [
        ({}, {}),
        ({"player": "  Castaing "}, {"player": "Castaing"}),
        ({"player": " ", "event": "Paris"}, {"event": "Paris"}),
        (
            {"result": "white", "variant": "ecrire", "position": " B1:15/N1:15 B "},
            {"result": "white", "variant": "ecrire", "position": "B1:15/N1:15 B"},
        ),
        ({"gone": "a field the browser no longer has"}, {}),
    ],
)
def test_saved_filters_round_trip(values: dict[str, str], saved: dict[str, str]) -> None:
    filters = GameFilters.from_saved(values)
    assert filters.saved() == saved
    assert GameFilters.from_saved(filters.saved()) == filters


@given(st.dictionaries(st.sampled_from(GameFilters.keys()), st.text(max_size=12)))
def test_any_saved_filter_reads_back_the_same(values: dict[str, str]) -> None:
    filters = GameFilters.from_saved(values)
    assert GameFilters.from_saved(filters.saved()) == filters
    assert all(value == value.strip() and value for value in filters.saved().values())


def test_a_typed_position_is_read_once_and_kept_for_the_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(archive_query, "PAGE", 2)
    read: list[str] = []
    real = archive_query.parse_position

    def reading(text: str) -> Position:
        read.append(text)
        return real(text)

    monkeypatch.setattr(archive_query, "parse_position", reading)
    code = Position.start().code()
    backend = _Backend(5)
    query = ArchiveQuery()
    query.set_filters(GameFilters(position=code))
    query.run(backend)
    offset = query.page_offset(1)
    assert offset == 2
    query.set_filters(GameFilters(position=code))  # the same fields, searched again: not read again
    query.run(backend, offset)
    assert read == [code]
    assert [asked[3] for asked in backend.asked] == [query.searched] * 2
    assert query.searched is not None and query.searched.code() == code
    query.set_filters(GameFilters())
    assert query.read_position() is None


def test_the_boards_position_is_searched_as_it_is() -> None:
    wanted = Position.start()
    backend = _Backend(1)
    query = ArchiveQuery()
    query.choose_position(wanted)
    query.run(backend)
    assert backend.asked[0][3] is wanted and query.searched is wanted
    assert query.filters.position == wanted.code()
    assert query.opened(1, "text") == ArchivedGame(1, "text", wanted)


@pytest.mark.parametrize("refused", ["position", "store"])
def test_a_failed_search_leaves_nothing_found(refused: str) -> None:
    query = ArchiveQuery()
    query.run(_Backend(3))
    assert query.found == Found(3, 3)
    if refused == "position":
        query.set_filters(GameFilters(position="B1:16/N1:15 B"))
        with pytest.raises(CodeError):
            query.run(_Backend(3))
    else:
        with pytest.raises(ValueError, match="not a date"):
            query.run(_Backend(3, refuse=True))
    assert query.found is None and query.page_offset(1) is None


@pytest.mark.parametrize(
    ("total", "offset", "shown", "capped", "first", "last", "paged", "previous", "next_"),
    [
        (0, 0, 0, False, 0, 0, False, False, False),
        (1, 0, 1, False, 1, 1, False, False, False),
        (250, 0, 100, False, 1, 100, True, False, True),
        (250, 200, 50, False, 201, 250, True, True, False),
        (100, 0, 100, True, 1, 100, False, False, True),  # a capped count: a full page promises more
        (100, 100, 40, True, 101, 140, True, True, False),
    ],
)
def test_what_a_search_found_says(
    total: int, offset: int, shown: int, capped: bool, first: int, last: int, paged: bool, previous: bool, next_: bool
) -> None:
    found = Found(total, shown, capped, offset)
    assert (found.first, found.last, found.paged, found.has_previous, found.has_next(100)) == (
        first,
        last,
        paged,
        previous,
        next_,
    )


@given(st.integers(0, 40), st.integers(1, 7), st.lists(st.sampled_from([1, -1]), max_size=12))
def test_pages_turned_stay_within_the_games(total: int, page: int, steps: list[int]) -> None:
    query = ArchiveQuery()
    backend = _Backend(total)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(archive_query, "PAGE", page)
        query.run(backend)
        seen = {row.id for row in query.rows}
        for step in steps:
            offset = query.page_offset(step)
            if offset is None:
                assert (step > 0 and query.offset + page >= total) or (step < 0 and query.offset == 0) or total == 0
                continue
            query.run(backend, offset)
            assert 0 <= query.offset < max(total, 1) and query.offset % page == 0
            seen |= {row.id for row in query.rows}
    assert seen <= set(range(1, total + 1))


def test_a_capped_count_pages_on() -> None:
    query = ArchiveQuery()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(archive_query, "PAGE", 2)
        query.run(_Backend(3, capped_at=2))
        assert query.found == Found(2, 2, True, 0)
        assert query.page_offset(1) == 2
        query.run(_Backend(3, capped_at=2), 2)
        assert [row.id for row in query.rows] == [3]


@pytest.mark.parametrize(
    ("player", "chosen", "name"),
    [("Castaing", [], "Castaing"), ("", [2], "Abel"), ("", [], ""), ("", [99], ""), ("Zoé", [1], "Zoé")],
)
def test_the_player_asked_about(player: str, chosen: list[int], name: str) -> None:
    query = ArchiveQuery()
    query.run(_Backend(3))
    query.set_filters(GameFilters(player=player))
    assert query.player_name(chosen) == name


@pytest.mark.parametrize(
    ("key", "variant", "result"),
    [("ordinaire", "ordinaire", "B"), ("ecrire", "à écrire", "N"), ("autre", "autre", "nulle")],
)
def test_the_games_vocabulary(key: str, variant: str, result: str) -> None:
    assert variant_name(key) == variant
    assert result_name(result) == {"B": "Blanc", "N": "Noir"}.get(result, result)


def test_the_statistics_bear_the_full_name_of_the_one_player_meant() -> None:
    games = [("Zoé Castaing", "Abel", "white", "ordinaire"), ("Abel", "Zoé Castaing", "white", "ecrire")]
    stats = archive_query.stats_of_matching("castaing", games, normalize)
    assert (stats.name, stats.games, stats.as_white, stats.as_black) == ("Zoé Castaing", 2, 1, 1)
    two = archive_query.stats_of_matching(
        "a", [("Abel", "Zoé", None, "ordinaire"), ("Zoé", "Anne", None, "ordinaire")], normalize
    )
    assert two.name == "a"


@cache
def _partie() -> Partie:
    """A short partie between two computers."""
    seats = (Seat("Abel", SeatKind.COMPUTER), Seat("Zoé", SeatKind.COMPUTER))
    session = GameSession(GameSetup(seats=seats), rng=random.Random(3))
    while session.step is not Step.OVER and session.turn_number() < 12:
        session.computer_act()
    return GameSession.from_text(session.text()).partie


def test_the_preview_meets_the_position_searched() -> None:
    partie = _partie()
    assert preview_of(partie, None).state is partie.state
    wanted = partie.states[3].position
    shown = preview_of(partie, wanted)
    assert shown.state.position.code() == wanted.code()
    assert shown.at_throws
    assert preview_of(partie, wanted, (7,)).at_throws == (7,)  # as the search gave them
    nowhere = Position.unchecked((0,) * 23 + (15,), (15,) + (0,) * 23, wanted.to_move, None)
    assert preview_of(partie, nowhere) == preview_of(partie, None)
