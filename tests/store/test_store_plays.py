"""The play index (issue 40, point 3: the explorer on 100,000 games in half a second): each game's plays, with the
key of the position each was made from, written at import and by revision 0008, read by the explorer instead of
replaying the games; the same plays as the replay finds, on SQLite and PostgreSQL."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from hypothesis import given
from hypothesis import strategies as st

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import Position
from notation.game import Move, Partie, Variant
from notation.record import read_record, record_from_partie, write_record
from notation.record.summary import play_code, position_key_of, record_summary
from studio.store import db
from studio.store import explore as explore_module
from studio.store.db import Archive, migrate
from studio.store.explore import explore
from studio.store.importing import GameInput, import_games, import_text
from studio.store.manage import delete_games
from studio.store.models import GamePlays, table_of
from studio.store.plays import decode_play, pack_plays, plays_at_key, plays_of_events, plays_of_games, unpack_plays

_PLAYS = table_of(GamePlays)


def _parties() -> list[Partie]:
    return [
        play_partie((RandomPlayer(random.Random(seed)), GreedyPlayer()), random.Random(90 + seed), variant, marques=2)
        for seed, variant in enumerate([Variant.ORDINAIRE, Variant.ECRIRE] * 3)
    ]


PARTIES = _parties()
TEXTS = [
    write_record(record_from_partie(partie, {"White": f"Blanc {n}", "Black": "Noir"}))
    for n, partie in enumerate(PARTIES)
]


def _replayed(partie: Partie) -> list[tuple[int, int]]:
    """What the explorer read by replaying a partie: (key of the position before each play, its code)."""
    found = []
    for index, event in enumerate(partie.events):
        if isinstance(event, Move) and index:
            before = partie.states[index - 1]
            if before.dice is not None:
                found.append(
                    (position_key_of(before.position), play_code(before.dice.high, before.dice.low, event.moves))
                )
    return found


@pytest.mark.parametrize("number", range(len(PARTIES)))
def test_the_plays_read_from_the_record_or_the_events_are_those_the_replay_makes(number: int) -> None:
    partie = PARTIES[number]
    record = read_record(TEXTS[number])
    summary = record_summary(record, partie.variant.value, None)
    assert summary is not None
    assert summary.plays == plays_of_events(list(partie.events)) == _replayed(partie)


@given(
    st.tuples(st.integers(1, 6), st.integers(1, 6)),
    st.lists(st.tuples(st.integers(1, 24), st.integers(2, 25)), max_size=5),
)
def test_a_play_code_reads_back(dice: tuple[int, int], moves: list[tuple[int, int]]) -> None:
    high, low = max(dice), min(dice)
    code = play_code(high, low, tuple(moves))
    assert 0 < code < 2**63
    thrown, read = decode_play(code)
    assert (thrown.high, thrown.low, read) == (high, low, tuple(moves))


def test_the_plays_pack_and_are_found_by_key() -> None:
    plays = [(5, 100), (7, 200), (5, 300), (2**62 + 1, 400)]
    keys, codes = unpack_plays(pack_plays(plays))
    assert list(zip(keys, codes, strict=True)) == plays
    assert plays_at_key(pack_plays(plays), 5) == [100, 300]
    assert plays_at_key(pack_plays(plays), 6) == []
    assert plays_at_key(pack_plays([]), 5) == []


def _positions(count: int) -> list[Position]:
    """The starting position and positions met in the parties (where their plays were made)."""
    rng = random.Random(4)
    found = [Position.start()]
    for partie in PARTIES:
        states = [state for state in partie.states if state.dice is not None]
        found.extend(rng.choice(states).position for _ in range(count))
    return found


def _by_replay(archive: Archive, position: Position) -> object:
    """The exploration the explorer made before the index: every game replayed."""
    with archive.begin() as connection:
        saved = [tuple(row) for row in connection.execute(sa.select(_PLAYS.c.game_id, _PLAYS.c.data))]
        connection.execute(sa.delete(_PLAYS))
    try:
        return explore(archive, position)
    finally:
        with archive.begin() as connection:
            connection.execute(sa.insert(_PLAYS), [{"game_id": g, "data": d} for g, d in saved])


def check_index(archive: Archive) -> None:
    """The archive's explorer answers from the index what it answered by replaying the games."""
    for position in _positions(3):
        indexed = explore(archive, position)
        assert indexed == _by_replay(archive, position)
    assert explore(archive, Position.start()).plays


def test_the_explorer_answers_from_the_index_what_the_replay_answers(tmp_path: Path) -> None:
    with Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}") as archive:
        ids = import_text(archive, "\n".join(TEXTS)).game_ids
        # A game given as events (the studio's own save) is indexed from them.
        ids += import_games(archive, [GameInput.from_partie(PARTIES[0], "Ève", "Noé")], on_duplicate="keep").game_ids
        with archive.engine.connect() as connection:
            assert sorted(plays_of_games(connection, ids)) == sorted(ids)
        check_index(archive)


def test_the_explorer_reads_no_record_when_the_index_has_the_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}") as archive:
        import_text(archive, "\n".join(TEXTS))

        def unread(*_args: object) -> str:
            raise AssertionError("a game replayed")

        monkeypatch.setattr(explore_module, "game_record", unread)
        found = explore(archive, Position.start())
        assert found.games == found.total >= 1 and sum(play.times for play in found.plays) > found.games


def test_deleted_games_leave_no_plays(tmp_path: Path) -> None:
    with Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}") as archive:
        ids = import_text(archive, "\n".join(TEXTS)).game_ids
        delete_games(archive, ids[:2])
        with archive.engine.connect() as connection:
            assert sorted(plays_of_games(connection, ids)) == ids[2:]


def migrated_again(archive: Archive) -> None:
    """Down to revision 0007 (no play index) and up again: revision 0008 indexes the games there."""
    with archive.engine.connect() as connection:
        before = sorted(tuple(row) for row in connection.execute(sa.select(_PLAYS.c.game_id, _PLAYS.c.data)))
    from alembic import command

    with archive.engine.begin() as connection:
        command.downgrade(db.alembic_config(connection), "0007")
    assert "game_plays" not in sa.inspect(archive.engine).get_table_names()
    migrate(archive.engine)
    with archive.engine.connect() as connection:
        after = sorted(tuple(row) for row in connection.execute(sa.select(_PLAYS.c.game_id, _PLAYS.c.data)))
    assert [(g, unpack_plays(bytes(d))) for g, d in after] == [(g, unpack_plays(bytes(d))) for g, d in before]
    assert len(after) == len(TEXTS)


def test_revision_0008_indexes_the_games_archived_before(tmp_path: Path) -> None:
    with Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}") as archive:
        import_text(archive, "\n".join(TEXTS))
        migrated_again(archive)
        check_index(archive)


@pytest.fixture
def postgres_archive() -> Iterator[Archive]:
    import os
    import shutil
    import subprocess

    from tests.store.test_store_postgres import _start_server, scratch_database

    url = os.environ.get("TRICTRAC_TEST_PG_URL")
    stop = None
    if not url:
        url, pg_ctl, prefix, data = _start_server()
        stop = (pg_ctl, prefix, data)
    try:
        with scratch_database(url) as scratch, Archive(scratch) as archive:
            yield archive
    finally:
        if stop is not None:
            pg_ctl, prefix, data = stop
            subprocess.run(
                [*prefix, str(pg_ctl), "-D", str(data), "-m", "fast", "stop"], capture_output=True, check=False
            )
            shutil.rmtree(data.parent, ignore_errors=True)


def test_the_play_index_on_postgresql(postgres_archive: Archive) -> None:
    # More than twenty games a statement: the import's COPY writes them.
    import_text(postgres_archive, "\n".join(TEXTS * 4).replace('[Blanc "', '[Blanc "x'), on_duplicate="keep")
    with postgres_archive.engine.connect() as connection:
        rows = connection.execute(sa.select(sa.func.count()).select_from(_PLAYS)).scalar_one()
    assert rows == len(TEXTS) * 4
    check_index(postgres_archive)
