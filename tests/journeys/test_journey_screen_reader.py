"""Journey: a screen reader hears the board — the position, the flèche under the cursor, a rencontre as it is
scored — on the AT-SPI bus that Orca reads, in French.

The studio runs on an X server of its own (Xvfb, with openbox to give its windows the keyboard) with Qt's
accessibility bridge on
(``QT_LINUX_ACCESSIBILITY_ALWAYS_ON``), in a D-Bus session of its own (``dbus-run-session``, which starts the
accessibility bus of at-spi2-core); two players at one table play from the start until a throw scores a
rencontre, then the board takes the keyboard and its cursor walks three flèches.  On the same bus,
tests/journeys/screen_reader.py, run by the system's Python with Debian's pyatspi, listens as Orca does and
reads the board.

The tools are Debian's xvfb, openbox, dbus, at-spi2-core and python3-pyatspi: .ci/run installs them and sets
``TRICTRAC_SCREEN_READER=required``, under which their absence fails this journey; elsewhere it is skipped with
the packages to install named.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_PYTHON = "/usr/bin/python3"
PACKAGES = "xvfb openbox dbus at-spi2-core python3-pyatspi"

_STUDIO = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from studio.games.session import GameSetup, Seat, Step
from studio.ui.app import start
from studio.ui.game_windows.play import PlayWidget

stop = Path(sys.argv[2])
started = start(["--lang", "fr"])
window = started.window
parts = {}
walked = []

def begin() -> None:
    # Once the studio has started (and found no partie to resume): two players at one table.
    game = window.games.start(GameSetup(seats=(Seat("Blanc"), Seat("Noir"))))
    parts["game"], parts["play"] = game, game.findChild(PlayWidget)
    step()

def walk() -> None:
    game, board = parts["game"], parts["play"].board
    game.activateWindow()
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_Right)
    walked.append(board.cursorPoint().name)

def step() -> None:
    play = parts["play"]
    board = play.board
    if stop.exists() or play.session.step is Step.OVER:
        QApplication.exit(0)  # quit() would first close the windows, and the partie's asks whether to keep it
        return
    if " gagne " in board.last_announcement or walked:
        if len(walked) < 6:
            walk()
        QTimer.singleShot(400, step)
        return
    session = play.session
    if session.step in (Step.THROW, Step.PRIMAUTE):
        play.throw_dice()
    elif session.step is Step.DECIDE:
        play.decide(False)
    elif session.step is Step.PLAY:
        play.play_moves(tuple(session.legal_plays()[0].moves))
    QTimer.singleShot(150, step)

QTimer.singleShot(3000, begin)
QTimer.singleShot(int(float(sys.argv[3]) * 1000), lambda: QApplication.exit(1))
QApplication.instance().exec()
print("walked", walked, "said", parts["play"].board.last_announcement, flush=True)
"""


def _missing() -> list[str]:
    tools = {
        "Xvfb": shutil.which("Xvfb"),
        "openbox": shutil.which("openbox"),
        "dbus-run-session": shutil.which("dbus-run-session"),
        "at-spi-bus-launcher": next(
            (
                path
                for path in ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
                if os.path.exists(path)
            ),
            None,
        ),
    }
    missing = [name for name, found in tools.items() if not found]
    if (
        not os.path.exists(SYSTEM_PYTHON)
        or subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False).returncode
    ):
        missing.append("pyatspi (for /usr/bin/python3)")
    return missing


def _free_display() -> int:
    display = 170
    while Path(f"/tmp/.X{display}-lock").exists() or Path(f"/tmp/.X11-unix/X{display}").exists():
        display += 1
    return display


def test_a_screen_reader_reads_the_board_and_hears_a_rencontre(tmp_path: Path) -> None:
    missing = _missing()
    if missing:
        message = f"the screen reader's journey needs {', '.join(missing)} (apt-get install {PACKAGES})"
        if os.environ.get("TRICTRAC_SCREEN_READER") == "required":
            pytest.fail(message)
        pytest.skip(message)
    display = _free_display()
    manager: subprocess.Popen[bytes] | None = None
    xvfb = subprocess.Popen(
        ["Xvfb", f":{display}", "-screen", "0", "1024x700x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display}").exists():
                break
            subprocess.run(["sleep", "0.1"], check=True)
        else:
            pytest.fail(f"Xvfb did not start on :{display}")
        manager = subprocess.Popen(
            ["openbox"],
            env={**os.environ, "DISPLAY": f":{display}"},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        home = tmp_path / "home"
        environment = {
            **os.environ,
            "DISPLAY": f":{display}",
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "QT_ACCESSIBILITY": "1",
            "HOME": str(home),
            **{
                name: str(home / folder)
                for name, folder in (
                    ("XDG_DATA_HOME", "data"),
                    ("XDG_CONFIG_HOME", "config"),
                    ("XDG_STATE_HOME", "state"),
                    ("XDG_CACHE_HOME", "cache"),
                    ("XDG_RUNTIME_DIR", "runtime"),
                )
            },
        }
        for name in ("TRICTRAC_DB", "TRICTRAC_DATA_DIR", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"):
            environment.pop(name, None)
        for folder in ("data", "config", "state", "cache", "runtime"):
            (home / folder).mkdir(parents=True, exist_ok=True)
        (home / "runtime").chmod(0o700)
        stop = tmp_path / "heard"
        script = tmp_path / "studio.py"
        script.write_text(_STUDIO)
        session = (
            f'"{sys.executable}" "{script}" "{ROOT}" "{stop}" 90 > "{tmp_path}/studio.log" 2>&1 & '
            f'"{SYSTEM_PYTHON}" "{ROOT / "tests" / "journeys" / "screen_reader.py"}" "{stop}" 80; '
            "status=$?; wait; exit $status"
        )
        run = subprocess.run(
            ["dbus-run-session", "--", "sh", "-c", session],
            env=environment,
            capture_output=True,
            text=True,
            timeout=150,
            check=False,
        )
    finally:
        for process in (manager, xvfb):
            if process is not None:
                process.terminate()
                process.wait(10)
    studio_log = (tmp_path / "studio.log").read_text(errors="replace") if (tmp_path / "studio.log").exists() else ""
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the screen reader said nothing: {run.stderr[-2000:]}\n{studio_log[-2000:]}"
    found = json.loads(lines[-1])
    assert run.returncode == 0, f"{found}\n{run.stderr[-2000:]}\n{studio_log[-2000:]}"
    heard, read = found["heard"], found["read"]
    narrow = "\N{NARROW NO-BREAK SPACE}"
    # The board, as Orca reads it: its name, the position in words, its flèches.
    assert read["name"] == "Tablier"
    assert read["role"] == "list"
    description = read["description"]
    assert description.startswith(f"Blanc{narrow}: ") and f"Noir{narrow}: " in description
    assert "Trait à " in description and "flèches du clavier" in description
    assert len(read["fleches"]) == 24 and read["fleches"][0].startswith(f"B1{narrow}: ")
    # A rencontre, announced as it was scored, in French.
    rencontres = [text for text in heard["announcements"] if " gagne " in text]
    assert rencontres and " point" in rencontres[0]
    assert any(" jette " in text for text in heard["announcements"])
    # The focus went from flèche to flèche with the cursor.
    fleches = [name for name in heard["focus"] if f"{narrow}: " in name and name[:1] in "BN"]
    assert len(set(fleches)) >= 2
