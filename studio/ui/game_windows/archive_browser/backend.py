"""What the archive browser asks of the archive.

:class:`ArchiveBackend`, and :class:`StoreBackend`, that interface over ``studio.store``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from notation.board import Position
from studio.games import archive_query
from studio.games.archive_query import GameFilters, GameRow, stats_of_matching
from studio.store.player_stats import PlayerStats
from studio.store.search_text import normalize

if TYPE_CHECKING:
    from studio.store.analyses import PlayerRecord
    from studio.store.archive_work import ArchiveWork, WorkProgress, WorkReport
    from studio.store.db import Archive
    from studio.store.importing import ImportProgress, ImportReport
    from studio.store.revisions import Revision

__all__ = ["ArchiveBackend", "StoreBackend"]


class ArchiveBackend(Protocol):
    def search(
        self, filters: GameFilters, limit: int = 500, offset: int = 0, *, position: Position | None = None
    ) -> tuple[int, list[GameRow], bool]: ...

    def record_text(self, game_id: int) -> str: ...

    def delete(self, ids: Sequence[int]) -> None: ...

    def duplicate_groups(self) -> list[list[int]]: ...

    def player_stats(self, name: str) -> PlayerStats: ...

    def import_paths(self, paths: Sequence[str], progress: Callable[[ImportProgress], None]) -> ImportReport: ...

    def history(self, game_id: int) -> list[Revision]: ...

    def revision_text(self, game_id: int, number: int) -> str: ...

    def player_record(self, name: str) -> PlayerRecord: ...

    def archive_work(
        self, work: ArchiveWork, progress: Callable[[WorkProgress], None], cancelled: Callable[[], bool]
    ) -> WorkReport: ...


class StoreBackend:
    """The browser's interface over ``studio.store`` (an :class:`studio.store.db.Archive`).

    Its methods import the store's modules where they use them, for the studio's start-up time: SQLAlchemy and
    Alembic load when the archive is first used, not with the window (the types come under ``TYPE_CHECKING``).
    """

    def __init__(self, archive: Archive | None) -> None:
        self._archive = archive

    @property
    def archive(self) -> Archive:
        """The archive; a backend made while it opens has none yet (the browser stays disabled until it has).

        :raises RuntimeError: asked before the archive is open.
        """
        if self._archive is None:
            raise RuntimeError("the archive is not open yet")
        return self._archive

    def search(
        self, filters: GameFilters, limit: int = 500, offset: int = 0, *, position: Position | None = None
    ) -> tuple[int, list[GameRow], bool]:
        """Return one page of the games matching ``filters`` and passing through ``position``, and how many match.

        Also whether the count stopped at the store's limit (then at least that many match: a very common position)."""
        # imported here: the window's first frame comes before the database stack (SQLAlchemy)
        from studio.store.search import GameQuery, search_games

        query = GameQuery(
            player=filters.player or None,
            event=filters.event or None,
            date_from=filters.date_from or None,
            date_to=filters.date_to or None,
            result=filters.result or None,
            variant=filters.variant or None,
            text=filters.text or None,
            position=position,
            limit=limit,
            offset=offset,
            count_limit=archive_query.COUNT_LIMIT,
        )
        found = search_games(self.archive, query)
        rows = [
            GameRow(g.id, g.white, g.black, g.event, g.date, g.variant, g.result, g.throws, g.at_throws)
            for g in found.games
        ]
        return found.total, rows, found.capped

    def record_text(self, game_id: int) -> str:
        # imported here: the window's first frame comes before the database stack (SQLAlchemy)
        from studio.store.record_export import game_text

        return str(game_text(self.archive, game_id))

    def delete(self, ids: Sequence[int]) -> None:
        # imported here: the window's first frame comes before the database stack (SQLAlchemy)
        from studio.store.manage import delete_games

        delete_games(self.archive, ids)

    def import_paths(self, paths: Sequence[str], progress: Callable[[ImportProgress], None]) -> ImportReport:
        """Import record files and folders (one transaction a file).

        Called off the interface's thread, so on connections of its own."""
        # imported here: the window's first frame comes before the database stack (SQLAlchemy)
        from studio.store.db import Archive
        from studio.store.importing import import_paths

        archive = Archive(self.archive.url, upgrade=False)
        try:
            return import_paths(archive, paths, progress=progress, workers=1)
        finally:
            archive.close()

    def archive_work(
        self, work: ArchiveWork, progress: Callable[[WorkProgress], None], cancelled: Callable[[], bool]
    ) -> WorkReport:
        """Analyse games and make puzzles (:mod:`studio.store.archive_work`); called off the interface's thread."""
        # imported here: start-up does without studio.ui.archive_work (40 ms), loaded after the first window shows
        from studio.ui.archive_work import archive_job

        return archive_job(self.archive)(work, progress, cancelled)

    def history(self, game_id: int) -> list[Revision]:
        """Return the revisions of a game saved again from the studio, oldest first.

        See :mod:`studio.store.revisions`."""
        # imported here: the window's first frame comes before the database stack (SQLAlchemy)
        from studio.store.revisions import game_history

        return game_history(self.archive, game_id)

    def revision_text(self, game_id: int, number: int) -> str:
        # imported here: the window's first frame comes before the database stack (SQLAlchemy)
        from studio.store.revisions import revision_text

        return revision_text(self.archive, game_id, number)

    def player_record(self, name: str) -> PlayerRecord:
        """Return the player's analysed games and worst decisions (:func:`studio.store.analyses.player_record`)."""
        # imported here: the window's first frame comes before the database stack (SQLAlchemy)
        from studio.store.analyses import player_record

        return player_record(self.archive, name)

    def duplicate_groups(self) -> list[list[int]]:
        # imported here: the window's first frame comes before the database stack (SQLAlchemy)
        from studio.store.search import find_duplicates

        return [list(group) for group in find_duplicates(self.archive)]

    def player_stats(self, name: str) -> PlayerStats:
        """Return the statistics of the player the search finds by ``name``.

        Part of the name, accents and case aside: « castaing » finds « Castaing »."""
        # imported here: the window's first frame comes before the database stack (SQLAlchemy)
        from studio.store.search import GameQuery, search_games

        games = search_games(self.archive, GameQuery(player=name, limit=None)).games
        return stats_of_matching(name, [(g.white, g.black, g.winner, g.variant) for g in games], normalize)
