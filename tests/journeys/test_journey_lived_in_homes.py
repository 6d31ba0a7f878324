"""Journeys from homes lived in at 1024×700, at 1920×1080 and at 200 %: the layout, the settings and the
autosaves of each kind that an earlier use left, on a screen of that size.

An earlier use (a studio in a process of its own on the journey's home and screen) moves the editor's panel to the
left, closes the explorer and leaves that layout saved; then changes the diagram without saving it, plays two
throws of a partie ordinaire against the computer, writes a comment in a replay, and is killed (SIGKILL) as a
crash would kill it.  A partie à écrire of three players, left after ten throws, lies in the autosave folder too
(tests/data/homes/lived-in-1024).  The next start, on the same screen, in English or in French:

- asks, once the window is shown, about the two parties (a list), the replay and the diagram, each answered as a
  player does (resume the first party, restore the replay, take the diagram up again), and does not crash;
- restores the layout (the panel on the left, the explorer closed) with every window on the screen;
- gives back what was kept: the partie at its throw, the replay with its comment (still to be saved), the
  diagram as it was changed.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from .conftest import Home
from .killed import ROOT, last_report, run_killed_studio, run_studio, studio_environment

LIVED_IN = ROOT / "tests" / "data" / "homes" / "lived-in-1024"
RECORD = ROOT / "tests" / "data" / "records" / "ordinaire-annotee.trr"
COMMENT = "Noir aurait dû s'en aller."

EARLIER_USE = """
import json, os, signal, sys
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from studio.games.session import GameSetup, Step
from studio.ui.app import start
from tests.journeys.windows import pump

started = start(["--lang", sys.argv[2]])
window = started.window
pump(800)
# The layout: the editor's panel on the left, the explorer closed; saved as a quit saves it.
window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.panel_dock)
if window.explorer_dock.isVisible():
    window.actions_by_id["view.explorer"].trigger()
window.panel_dock.show()
pump(200)
window.remember()
# A diagram changed and not saved (kept aside once the edits pause).
window.actions_by_id["edit.empty"].trigger()
window.files.flush_autosave()
# A partie ordinaire against the computer: two throws each.
partie = window.games.start(GameSetup())
play, session = partie.play, partie.play.session

def wait():
    for _ in range(3000):
        if not play.thinking() and not session.computer_to_act():
            return
        pump(10)
    raise SystemExit("the computer never answered")

while session.turn_number() < 4:
    wait()
    if session.step in (Step.PRIMAUTE, Step.THROW):
        play.throw_dice()
    elif session.step is Step.DECIDE:
        play.hold_button.click()
    elif session.step is Step.PLAY:
        play.play_moves(session.legal_plays()[0].moves)
    else:
        raise SystemExit(f"unexpected step {session.step}")
wait()
# A replay with a comment written in its tree, not saved.
replay = window.games.open_path(sys.argv[3])
pump(200)
replay.replay.tree.topLevelItem(2).setText(1, sys.argv[4])
pump(200)
print(json.dumps({"turn": session.turn_number(), "replay": str(replay.replay_autosave)}), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""

NEXT_START = """
import json, sys
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import QTimer, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from studio.ui.app import start
from studio.ui.game_windows.unfinished_dialog import UnfinishedDialog
from studio.ui.game_windows.window import GameWindow
from tests.journeys.windows import pump

asked = []

def answer():
    try:
        reply()
    finally:
        QTimer.singleShot(30, answer)

def reply():
    dialog = QApplication.activeModalWidget()
    if dialog is not None and dialog.isVisible():
        asked.append({"kind": type(dialog).__name__, "title": dialog.windowTitle(),
                      "shown": started_window() is not None and started_window().isVisible()})
        if isinstance(dialog, UnfinishedDialog):
            dialog.list.setCurrentRow(0)
            dialog.resume_button.click()
        elif isinstance(dialog, QMessageBox):
            roles = (QMessageBox.ButtonRole.AcceptRole, QMessageBox.ButtonRole.YesRole)
            (button,) = [b for b in dialog.buttons() if dialog.buttonRole(b) in roles]
            button.click()
        else:
            dialog.reject()

holder = []
def started_window():
    return holder[0] if holder else None

started = start(["--lang", sys.argv[2]])  # its questions wait for the event loop
holder.append(started.window)
QTimer.singleShot(30, answer)
window = started.window
pump(3000)
screen = QApplication.primaryScreen().availableGeometry()
windows = []
for top in QApplication.topLevelWidgets():
    if not top.isVisible() or not top.isWindow():
        continue
    frame = top.frameGeometry()
    windows.append({"kind": type(top).__name__, "title": top.windowTitle(),
                    "inside": screen.contains(frame.topLeft()) and frame.width() <= screen.width()
                    and frame.height() <= screen.height() and top.width() <= screen.width(),
                    "size": [top.width(), top.height()]})
games = [w for w in QApplication.topLevelWidgets() if isinstance(w, GameWindow) and w.isVisible()]
report = {
    "asked": asked,
    "screen": [screen.width(), screen.height()],
    "windows": windows,
    "panel_area": window.dockWidgetArea(window.panel_dock).name,
    "explorer": window.explorer_dock.isVisible(),
    "diagram_modified": window.document.is_modified(),
    "parties": [w.play.session.turn_number() for w in games if w.play is not None],
    "players": [len(w.play.session.setup.seats) for w in games if w.play is not None],
    "replays": [{"modified": w.is_modified(), "text": w.replay.text()} for w in games if w.replay is not None],
}
print(json.dumps(report), flush=True)
for w in games:
    w.hide()
window.hide()
"""


def environment_for(home: Home, width: int, height: int, scale: int) -> dict[str, str]:
    screen = home.root / "screen.json"
    screen.write_text(
        json.dumps({"screens": [{"name": "lived", "x": 0, "y": 0, "width": width, "height": height, "dpr": 1}]})
    )
    return studio_environment(QT_QPA_PLATFORM=f"offscreen:configfile={screen}", QT_SCALE_FACTOR=str(scale))


@pytest.mark.parametrize(
    ("width", "height", "scale", "language"),
    [(1024, 700, 1, "fr"), (1920, 1080, 1, "en"), (2048, 1400, 2, "fr")],
    ids=["1024x700-fr", "1920x1080-en", "200pc-fr"],
)
def test_a_lived_in_home_starts_and_gives_back_what_it_kept(
    home: Home, tmp_path: Path, width: int, height: int, scale: int, language: str
) -> None:
    environment = environment_for(home, width, height, scale)
    record = tmp_path / "partie.trr"
    shutil.copy(RECORD, record)
    left = run_killed_studio(EARLIER_USE, str(ROOT), language, str(record), COMMENT, environment=environment)
    autosaves = home.data / "trictrac-studio" / "autosave"
    assert Path(str(left["replay"])).parent == autosaves
    shutil.copy(LIVED_IN / "partie.trr", autosaves / "partie.trr")  # the partie à écrire of three

    done = run_studio(NEXT_START, str(ROOT), language, environment=environment)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    report = last_report(done)
    asked = report["asked"]
    assert isinstance(asked, list)
    assert [question["kind"] for question in asked] == ["UnfinishedDialog", "QMessageBox", "QMessageBox"], asked
    assert all(question["shown"] for question in asked), "a question came before the window was shown"
    # The layout kept; every window on the screen.
    assert report["panel_area"] == "LeftDockWidgetArea"
    assert report["explorer"] is False
    windows = report["windows"]
    assert isinstance(windows, list) and windows
    assert [w for w in windows if not w["inside"]] == [], (report["screen"], windows)
    # What was kept, given back: one partie resumed (the list's first), the replay, the diagram.
    parties = report["parties"]
    assert isinstance(parties, list) and len(parties) == 1
    assert (parties[0], report["players"]) in ((left["turn"], [2]), (10, [3])), report
    replays = report["replays"]
    assert isinstance(replays, list) and len(replays) == 1
    assert replays[0]["modified"] is True and COMMENT in replays[0]["text"]
    assert report["diagram_modified"] is True
