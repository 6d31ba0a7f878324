"""The archive browser, by feature.

The filters (:mod:`.filter_form`), the games' table (:mod:`.games_table`), the count line with the pages
(:mod:`.count_line`), the chosen game's preview (:mod:`.preview`), the statistics' line (:mod:`.stats_line`), the
buttons and their menus (:mod:`.actions`), the import (:mod:`.importer`), a game's history (:mod:`.revisions`), the
archive's interface (:mod:`.backend`) and the browser that puts them together (:mod:`.widget`).  Its state and decisions
are :class:`studio.games.archive_query.ArchiveQuery`, without Qt."""

from __future__ import annotations

from studio.games.archive_query import ArchivedGame, GameFilters, GameRow
from studio.store.player_stats import PlayerStats, player_stats_of
from studio.ui.game_windows.archive_browser.backend import ArchiveBackend, StoreBackend
from studio.ui.game_windows.archive_browser.revisions import RevisionsDialog
from studio.ui.game_windows.archive_browser.widget import ArchiveBrowser

__all__ = [
    "ArchiveBackend",
    "ArchiveBrowser",
    "ArchivedGame",
    "GameFilters",
    "GameRow",
    "PlayerStats",
    "RevisionsDialog",
    "StoreBackend",
    "player_stats_of",
]
