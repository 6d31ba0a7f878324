"""Keeping the archive: deleting games and merging duplicates, each in one transaction."""

from __future__ import annotations

from collections.abc import Iterable

import sqlalchemy as sa

from studio.store.db import Archive
from studio.store.importing import ReadError, read_games
from studio.store.models import (
    Game,
    GameAnalysis,
    GamePlays,
    GameRevision,
    GameTag,
    Puzzle,
    StoredDiagram,
    StoredRecord,
    table_of,
)
from studio.store.positions import remove_games
from studio.store.search import find_duplicates, game_record

__all__ = ["delete_games", "merge_duplicates"]

_GAME = table_of(Game)
_DEPENDENT = (
    table_of(GameTag),
    table_of(StoredRecord),
    table_of(GamePlays),
    table_of(GameRevision),
    table_of(GameAnalysis),
    table_of(Puzzle),
)
_DIAGRAM = table_of(StoredDiagram)


def delete_games(archive: Archive, ids: Iterable[int]) -> int:
    """Delete games with their tags, index entries and revisions; returns how many games went.

    Diagrams taken from them keep their position."""
    wanted = sorted(set(ids))
    if not wanted:
        return 0
    rows, unknown = _position_rows(archive, wanted)
    with archive.begin() as connection:
        known = sorted({game for _key, game in rows})
        remove_games(connection, known, [key for key, _game in rows])
        if unknown:  # no record to say where their positions are: the whole index is read
            remove_games(connection, unknown)
        for table in _DEPENDENT:
            connection.execute(sa.delete(table).where(table.c.game_id.in_(wanted)))
        connection.execute(sa.update(_DIAGRAM).where(_DIAGRAM.c.game_id.in_(wanted)).values(game_id=None, throw=None))
        result = connection.execute(sa.delete(_GAME).where(_GAME.c.id.in_(wanted)))
    return int(result.rowcount or 0)


def _position_rows(archive: Archive, ids: list[int]) -> tuple[list[tuple[int, int]], list[int]]:
    """Find the (key, game) pairs of games ``ids`` in the position index, from their records.

    The index is by position only.  The games whose record does not say are returned too."""
    rows: list[tuple[int, int]] = []
    unknown: list[int] = []
    for identity in ids:
        try:
            text = game_record(archive, identity)
        except KeyError:
            continue
        try:
            games = read_games(text) if text.strip() else []
        except ReadError:
            games = []
        if len(games) != 1:
            unknown.append(identity)
            continue
        rows.extend((key, identity) for key, _throw in games[0].positions)
    return rows, unknown


def merge_duplicates(archive: Archive) -> int:
    """Keep the first game of every group of duplicates and delete the others; returns how many went."""
    extra = [identity for group in find_duplicates(archive) for identity in group[1:]]
    return delete_games(archive, extra)
