"""Journey 9: a small screen (1024×700) and 200 % scaling: every widget on screen lies inside its window, no
button's text is cut, no tool is hidden behind the tool bar's » button, and the archive shows its games.

Found by hand: 1024×700 gave a 1024×748 window (the archive dock's filters asked for more), the archive showed
one row with its Result column cut, the French tool bar overflowed at 1100 pixels, "Throw the dice" was cut at
1024 pixels, and the game window opened at 1280×820, off a 1440×900 screen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QInputDialog, QMainWindow, QWidget

from studio.ui.game_windows.archive_browser import ArchiveBrowser
from studio.ui.game_windows.new_game_dialog import NewGameDialog
from studio.ui.game_windows.window import GameWindow
from studio.ui.main_window import MainWindow

from .conftest import Studio
from .screen import clipped_buttons, outside, overflowing_tool_bars, shown

SMALL = (1024, 700)
FOUND = {"en": "210 games found", "fr": "210 parties trouvées"}
ROOT = Path(__file__).resolve().parents[2]


def archive_browser(window: MainWindow) -> ArchiveBrowser:
    dock = window.findChild(QDockWidget, "archive_browser")
    assert dock is not None
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    return browser


def defects(window: QWidget, *, tool_bars: bool = True) -> list[str]:
    """What a user would find wrong on ``window``: a widget out of it, a text cut, a tool hidden (behind the
    tool bar's » button: still there, but out of sight)."""
    found = outside(window) + clipped_buttons(window)
    if tool_bars and isinstance(window, QMainWindow):
        found += overflowing_tool_bars(window)
    return found


def choose_first_game(dialog: QWidget) -> None:
    """Answer the archive's "which game?" question with the first."""
    assert isinstance(dialog, QInputDialog)
    dialog.setIntValue(1)
    dialog.accept()


def rows_shown(browser: ArchiveBrowser) -> int:
    table = browser.table
    last = table.rowAt(table.viewport().height() - 1)
    return (last if last >= 0 else table.model().rowCount() - 1) + 1


def columns_cut(browser: ArchiveBrowser) -> list[str]:
    table, model = browser.table, browser.table.model()
    width = table.viewport().width()
    return [
        str(model.headerData(column, browser.table.horizontalHeader().orientation()))
        for column in range(model.columnCount())
        if not table.isColumnHidden(column) and table.columnViewportPosition(column) + table.columnWidth(column) > width
    ]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_studio_at_1024_by_700(studio: Studio, language: str, tmp_path: Path) -> None:
    window = studio.launch("--lang", language, "--size", "1024x700")
    browser = archive_browser(window)
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(FOUND[language]), timeout=20000)
    studio.settle()
    assert (window.width(), window.height()) == SMALL
    window.grab().save(str(tmp_path / f"studio-{language}.png"))
    assert defects(window) == []
    assert rows_shown(browser) >= 5, "the archive shows too few games"
    assert columns_cut(browser) == []
    # The editor brought to the front (F8), then the Chances tab: still whole.
    studio.key(window, Qt.Key.Key_F8)
    assert shown(window.panel_dock)
    studio.trigger("analysis.chances")
    assert defects(window) == []


def test_the_game_windows_fit_the_screen_and_a_small_window(studio: Studio) -> None:
    window = studio.launch("--size", "1024x700")
    browser = archive_browser(window)
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(FOUND["en"]), timeout=20000)

    def accept(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.accept()

    studio.answer_dialog(accept)
    studio.trigger("game.new")

    studio.answer_dialog(choose_first_game)
    studio.trigger("game.archive_replay")
    games = [game for game in window.games.windows if game.isVisible()]
    assert len(games) == 2 and all(isinstance(game, GameWindow) for game in games)
    room = QApplication.primaryScreen().availableGeometry()
    for game in games:
        # Opened inside the screen's room (it opened at 1280×820 whatever the screen), and whole at 1024×700.
        assert game.width() <= room.width() and game.height() <= room.height(), (game.size(), room)
        game.resize(*SMALL)
        studio.settle()
        assert (game.width(), game.height()) == SMALL
        # The replay's own bar shows every one of its actions at this width (the steps through the game as
        # arrows); until this round its last two hid behind its » button.
        assert defects(game) == []
        if game.replay is not None:
            # Every action of the replay is in its menu too, the booklet of the analysis included.
            assert game.replay_menu is not None
            in_menu = [action for action in game.replay_menu.actions() if not action.isSeparator()]
            assert in_menu == list(game.replay.actions_by_id.values())
            assert "Booklet with the analysis…" in [action.text() for action in in_menu]
        game.close()


def test_the_replay_at_1024_pixels_in_french(studio: Studio) -> None:
    window = studio.launch("--lang", "fr", "--size", "1024x700")
    browser = archive_browser(window)
    studio.qtbot.waitUntil(lambda: browser.count.text().startswith(FOUND["fr"]), timeout=20000)

    studio.answer_dialog(choose_first_game)
    studio.trigger("game.archive_replay")
    (game,) = [game for game in window.games.windows if game.isVisible()]
    game.resize(*SMALL)
    studio.settle()
    assert defects(game) == []
    assert game.replay_menu is not None and game.replay_menu.title() == "Re&lecture"
    # The arrows on the bar, the whole name in the tooltip.
    assert game.replay is not None
    step = game.replay.actions_by_id["next"]
    assert (step.iconText(), step.text()) == ("▶", "Suivant ▶")
    assert step.toolTip().startswith("Suivant ▶")
    game.close()


_SCALED = """
import json, sys
from PySide6.QtWidgets import QApplication, QDockWidget
sys.path.insert(0, sys.argv[1])
from screen import clipped_buttons, outside, overflowing_tool_bars
from studio.ui.app import start
started = start(["--size", "1024x700", "--lang", sys.argv[2]])
window = started.window
app = started.app
count = ""
for _ in range(600):
    app.processEvents()
    dock = window.findChild(QDockWidget, "archive_browser")
    count = dock.widget().count.text() if dock is not None else ""
    if count[:3] == "210":
        break
    import time; time.sleep(0.05)
app.processEvents()
print(json.dumps({
    "ratio": window.devicePixelRatio(),
    "size": [window.width(), window.height()],
    "count": count,
    "defects": outside(window) + clipped_buttons(window) + overflowing_tool_bars(window),
}))
"""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_studio_at_200_percent(studio: Studio, language: str) -> None:
    # The scale factor is read once, when Qt starts: a studio of its own, in a process of its own.
    environment = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen")
    environment["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), environment.get("PYTHONPATH", "")]))
    run = subprocess.run(
        [sys.executable, "-c", _SCALED, str(Path(__file__).parent), language],
        env=environment,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["ratio"] == 2
    assert seen["size"] == list(SMALL)
    assert seen["count"].startswith(FOUND[language])
    assert seen["defects"] == []
