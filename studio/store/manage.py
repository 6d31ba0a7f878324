"""Keeping the archive: deleting games and merging duplicates, each in one transaction."""

from __future__ import annotations

from collections.abc import Iterable

import sqlalchemy as sa

from studio.store.db import Archive
from studio.store.models import Diagram, Game, GameTag, PositionEntry
from studio.store.search import find_duplicates

__all__ = ["delete_games", "merge_duplicates"]

_GAME = Game.__table__  # type: ignore[attr-defined]
_DEPENDENT = (GameTag.__table__, PositionEntry.__table__)  # type: ignore[attr-defined]
_DIAGRAM = Diagram.__table__  # type: ignore[attr-defined]


def delete_games(archive: Archive, ids: Iterable[int]) -> int:
    """Delete games with their tags and index entries (diagrams taken from them keep their position);
    returns how many games went."""
    wanted = sorted(set(ids))
    if not wanted:
        return 0
    with archive.begin() as connection:
        for table in _DEPENDENT:
            connection.execute(sa.delete(table).where(table.c.game_id.in_(wanted)))
        connection.execute(sa.update(_DIAGRAM).where(_DIAGRAM.c.game_id.in_(wanted)).values(game_id=None, throw=None))
        result = connection.execute(sa.delete(_GAME).where(_GAME.c.id.in_(wanted)))
    return int(result.rowcount or 0)


def merge_duplicates(archive: Archive) -> int:
    """Keep the first game of every group of duplicates and delete the others; returns how many went."""
    extra = [identity for group in find_duplicates(archive) for identity in group[1:]]
    return delete_games(archive, extra)
