"""The position index's blocks and the records' packing (studio/store/positions.py, studio/store/records.py)."""

from __future__ import annotations

import random
import zlib
from pathlib import Path

import pytest
import sqlalchemy as sa
from hypothesis import given, settings
from hypothesis import strategies as st

from studio.store import positions
from studio.store.db import Archive
from studio.store.positions import (
    BUCKET_BITS,
    MAX_PAIRS,
    KeyGames,
    block_games,
    bucket_of,
    decode_block,
    encode_block,
    games_with_key,
    remove_games,
    short_key,
    write_pairs,
)
from studio.store.records import pack_record, train_dictionary, unpack_record

KEYS = st.integers(min_value=0, max_value=(1 << 63) - 1)


def _indexed(key: int) -> int:
    return (bucket_of(key) << (63 - BUCKET_BITS)) | short_key(key)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, (1 << 48) - 1), st.integers(1, 2_000_000)), min_size=1, max_size=300),
    st.data(),
)
def test_a_block_gives_back_its_pairs_and_finds_each_key(pairs: list[tuple[int, int]], data: st.DataObject) -> None:
    base, packed = encode_block(pairs)
    assert base == min(game for _key, game in pairs)
    wide = max(game for _key, game in pairs) - base >= 1 << 16
    assert packed[0] == (2 if wide else 1)
    assert len(packed) == 1 + len(set(pairs)) * (6 + (4 if wide else 2))  # 8 bytes a pair when narrow
    assert decode_block(base, packed) == sorted(set(pairs))
    key = data.draw(st.sampled_from([key for key, _game in pairs]) | st.integers(0, (1 << 48) - 1))
    assert list(block_games(base, packed, key)) == sorted({game for k, game in pairs if k == key})


def _blocks(archive: Archive) -> list[tuple[int, bytes]]:
    with archive.engine.connect() as connection:
        return [(int(i), bytes(d)) for i, d in connection.exec_driver_sql("SELECT id, data FROM position_block")]


@pytest.mark.slow
def test_imports_large_and_small_find_every_game_and_small_ones_share_blocks(archive: Archive) -> None:
    rng = random.Random(7)
    common = rng.getrandbits(63)  # a position every game passes through (the start, say)
    games: dict[int, set[int]] = {}
    game = 0
    # One large import, then two hundred imports of one game each.
    for size in [3000] + [1] * 200:
        pairs: list[tuple[int, int]] = []
        for _ in range(size):
            game += 1
            keys = {common, *(rng.getrandbits(63) for _ in range(40))}
            games[game] = keys
            pairs.extend((key, game) for key in keys)
        with archive.begin() as connection:
            write_pairs(connection, pairs)
    blocks = _blocks(archive)
    assert all(len(data) <= 1 + MAX_PAIRS * 8 for _id, data in blocks)
    # The small imports merged into the buckets' last blocks: far fewer blocks than the 200 × 41 pairs they wrote.
    assert len(blocks) < positions.BUCKETS + 41 * 200 // 4
    with archive.engine.connect() as connection:
        assert games_with_key(connection, common) == sorted(games)
        for number in rng.sample(sorted(games), 50):
            key = rng.choice(sorted(games[number]))
            found = games_with_key(connection, key)
            assert found == sorted(g for g, keys in games.items() if _indexed(key) in {_indexed(k) for k in keys})
    gone = set(rng.sample(sorted(games), 40))
    with archive.begin() as connection:
        remove_games(connection, sorted(gone), [key for g in gone for key in games[g]])
    with archive.engine.connect() as connection:
        assert games_with_key(connection, common) == sorted(set(games) - gone)
    # Every block's id is its bucket and its smallest game, still, after the games went.
    for identity, data in _blocks(archive):
        pairs = decode_block(identity & 0xFFFFFFFF, data)
        assert identity & 0xFFFFFFFF == min(game for _key, game in pairs)
        assert not gone & {game for _key, game in pairs}


def test_games_removed_without_their_keys_are_found_in_every_block(archive: Archive) -> None:
    with archive.begin() as connection:
        write_pairs(connection, [(key, game) for game in (1, 2, 3) for key in (11 << 51, 12 << 51, 5 + game)])
        remove_games(connection, [2])
    with archive.engine.connect() as connection:
        assert games_with_key(connection, 11 << 51) == [1, 3]
        assert games_with_key(connection, 7) == []
        assert games_with_key(connection, 8) == [3]


@settings(max_examples=50, deadline=None)
@given(st.text(max_size=3000))
def test_a_record_packs_and_unpacks_to_itself(text: str) -> None:
    assert unpack_record(pack_record(text)) == text


def test_records_of_revision_0004_still_read_and_the_dictionary_pays(tmp_path: Path) -> None:
    from notation.record.reader import split_records
    from studio.store.sample import sample_files

    texts = [path.read_text(encoding="utf-8") for path in sample_files()]
    for text in texts:
        assert unpack_record(zlib.compress(text.encode("utf-8"), 6)) == text  # a zlib stream, as 0004 kept it
        # The archive packs a record a row: against the dictionary, each is smaller than zlib's best without it.
        for _line, record in split_records(text):
            assert len(pack_record(record)) < len(zlib.compress(record.encode("utf-8"), 9))
    assert train_dictionary(["a" * 10, "b" * 10], size=12) == b"aabbbbbbbbbb"


def test_the_position_block_table_is_the_sqlite_rowid(archive: Archive) -> None:
    with archive.engine.connect() as connection:
        indexes = connection.exec_driver_sql("PRAGMA index_list('position_block')").all()
        made = connection.execute(sa.text("SELECT sql FROM sqlite_master WHERE name = 'position_block'")).scalar_one()
    assert indexes == [] and "INTEGER NOT NULL" in made


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(st.integers(1, 5000), st.integers(0, 11)), unique_by=lambda pair: pair[0]),
    st.integers(0, 5100),
)
def test_the_games_of_a_key_answer_membership_as_their_list_does(games: list[tuple[int, int]], probe: int) -> None:
    # Slices as blocks give them: a base and sorted offsets, a game in one block; blocks may overlap in range
    # (two imports at once), here at random.
    from array import array

    runs: dict[int, list[int]] = {}
    for game, run in games:
        runs.setdefault(run, []).append(game)
    slices = [(min(run), array("I", sorted(game - min(run) for game in run))) for run in runs.values()]
    found = KeyGames(slices)
    every = sorted(game for game, _run in games)
    assert found.ids() == every
    assert len(found) == len(every)
    assert (probe in found) == (probe in every)
    assert all(game in found for game in every)
