"""Journey: a player's archive of 10,000 games.  The studio starts on it (no sample imported over it), says how
many games it holds, finds a player's games, lists the plays made from the board's position in the explorer, and
opens a game of it in a replay.

The archive is built as bench/archive_scale.py builds its archives: 100 parties played by the engine, each
copied under other players, events and dates into a different game (its positions after the opening its own).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from PySide6.QtWidgets import QApplication, QLineEdit

from studio.store.db import Archive
from studio.store.importing import import_games
from studio.ui.game_windows.archive_browser import ArchiveBrowser
from studio.ui.game_windows.window import GameWindow

from .conftest import Home, Studio

ROOT = Path(__file__).resolve().parents[2]
GAMES = 10_000


def _archive_scale() -> ModuleType:
    spec = importlib.util.spec_from_file_location("archive_scale", ROOT / "bench" / "archive_scale.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its worker's function is pickled by its module's name
    spec.loader.exec_module(module)
    return module


def build_archive(path: Path, cache: Path) -> list[str]:
    """An archive of :data:`GAMES` games at ``path``; the players' names."""
    scale = _archive_scale()
    copies = scale.Copies(scale.pool_of(scale.PER_FILE, cache, 1), 500)
    path.parent.mkdir(parents=True, exist_ok=True)
    with Archive(f"sqlite:///{path}") as archive:
        for first in range(0, GAMES, 5000):
            report = import_games(archive, [copies.game(n) for n in range(first, first + 5000)], source="journey")
            assert report.games == 5000
    players: list[str] = copies.players
    return players


def test_the_studio_works_on_an_archive_of_ten_thousand_games(studio: Studio, home: Home, tmp_path: Path) -> None:
    players = build_archive(home.archive_file(), tmp_path / "cache")
    window = studio.launch("--size", "1024x700")
    dock = window.games.browser_dock
    assert dock is not None
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)

    # Shown at once; the count is the archive's (the sample, 210 parties, was not imported over it).
    def counted() -> bool:
        return any(shown in browser.count.text() for shown in ("10,000 ", "10000 ", "10\u202f000 "))

    studio.qtbot.waitUntil(lambda: browser.model.rowCount() > 0, timeout=60_000)
    assert counted(), browser.count.text()
    assert "games found" in browser.count.text()
    # A player's games, by his name typed in the filter.
    name = players[7]
    player = browser.fields["player"]
    assert isinstance(player, QLineEdit)
    player.setText(name)
    browser.search_button.click()
    studio.qtbot.waitUntil(lambda: not counted(), timeout=30_000)
    rows = browser.model.rowCount()
    assert rows > 0
    assert all(name in (row.white, row.black) for row in browser.model.rows)
    # The explorer: the plays made from the starting position, in every game.
    studio.trigger("view.explorer")
    explorer = window.explorer
    explorer.wait()
    studio.qtbot.waitUntil(lambda: explorer.table.rowCount() > 0, timeout=60_000)
    items = [explorer.table.item(row, 2) for row in range(explorer.table.rowCount())]
    counts = [int(item.text().replace(",", "").replace("\u202f", "")) for item in items if item is not None]
    assert sum(counts) > 0
    # A game opened from the list replays.
    browser.table.selectRow(0)
    studio.settle()
    browser.open_selected()
    studio.qtbot.waitUntil(
        lambda: any(isinstance(w, GameWindow) and w.isVisible() for w in QApplication.topLevelWidgets()),
        timeout=20_000,
    )
    (replay,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, GameWindow) and w.isVisible()]
    assert replay.replay is not None and replay.replay.throw_number() >= 0
    replay.close()
