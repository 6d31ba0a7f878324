"""Journey: every window and dialog of the studio fits a 1024×700 screen, and a 2048×1400 screen at 200 %.

Found by hand: the Lessons window opened at 1362×885 on a 1024×700 screen and could not be made narrower than
1242 pixels, so that "Start the exercises", "Endless drill", "Next", "Show the solution" and the right half of
the questions were off the screen; the PDF dialogs opened 680 pixels high, their buttons under the screen's
edge once the title bar was counted.  Each window is opened through the main window's actions
(tests/journeys/windows.py) in a studio of its own whose offscreen screen has the size asked (Qt reads the
screen's size, and the scale factor, once, when it starts).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QWidget

from studio.ui.game_windows.coach_panel import CoachPanel

from .conftest import Studio

ROOT = Path(__file__).resolve().parents[2]

_WALK = """
import json, sys
sys.path.insert(0, sys.argv[1])
from PySide6.QtWidgets import QApplication
from studio.ui.app import start
from studio.ui.window_size import FRAME
from tests.journeys.screen import clipped_buttons, outside
from tests.journeys.windows import every_window, pump

if len(sys.argv) > 3:
    # The system's font, as a user who reads large type sets it: the studio's application takes it up.
    from PySide6.QtGui import QFont
    application = QApplication(sys.argv[:1])
    font = QFont(application.font())
    font.setPointSizeF(float(sys.argv[3]))
    application.setFont(font)
started = start(["--lang", sys.argv[2]])
window = started.window
pump(1500)
room = QApplication.primaryScreen().availableGeometry().size() - FRAME
found = []

def visit(name, widget):
    least = widget.minimumSizeHint().expandedTo(widget.minimumSize())
    found.append({
        "name": name,
        "kind": type(widget).__name__,
        "size": [widget.width(), widget.height()],
        "least": [least.width(), least.height()],
        "room": [room.width(), room.height()],
        "defects": outside(widget) + clipped_buttons(widget),
    })

seen = every_window(window, visit)
points = QApplication.font().pointSizeF()
print(json.dumps({"ratio": window.devicePixelRatio(), "points": points, "seen": seen, "found": found}))
"""


def walk(tmp_path: Path, language: str, width: int, height: int, scale: int, points: float = 0) -> dict[str, object]:
    """Open every window in a studio of its own on a ``width``×``height`` screen at ``scale``, with an application
    font of ``points`` (0: the platform's)."""
    screen = tmp_path / "screen.json"
    screen.write_text(
        json.dumps({"screens": [{"name": "small", "x": 0, "y": 0, "width": width, "height": height, "dpr": 1}]})
    )
    environment = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}", QT_SCALE_FACTOR=str(scale))
    environment["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), environment.get("PYTHONPATH", "")]))
    run = subprocess.run(
        [sys.executable, "-c", _WALK, str(ROOT), language, *([str(points)] if points else [])],
        env=environment,
        capture_output=True,
        text=True,
        timeout=400,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    seen: dict[str, object] = json.loads(run.stdout.strip().splitlines()[-1])
    return seen


@pytest.mark.parametrize(
    ("language", "width", "height", "scale", "points"),
    [
        ("en", 1024, 700, 1, 0),
        ("fr", 1024, 700, 1, 0),
        ("fr", 2048, 1400, 2, 0),
        # Large type: a 16-point system font on a full HD screen.
        ("fr", 1920, 1080, 1, 16),
        # …and on a laptop's 1366×768.
        ("en", 1366, 768, 1, 16),
    ],
)
def test_every_window_and_dialog_fits_the_screen(
    home: object, tmp_path: Path, language: str, width: int, height: int, scale: int, points: float
) -> None:
    seen = walk(tmp_path, language, width, height, scale, points)
    assert seen["ratio"] == scale
    if points:
        assert seen["points"] == points
    names = seen["seen"]
    assert isinstance(names, list)
    for expected in (
        "studio",
        "help.shortcuts",
        "file.export_pdf_booklet",
        "archive.history",
        "archive.rating",
        "archive.booklet",
        "lessons.open",
        "lessons.solution",
    ):
        assert expected in names, f"{expected} was not opened"
    assert "game.new" in names and "game.archive_replay" in names and "lessons.puzzles" in names
    found = seen["found"]
    assert isinstance(found, list)
    too_large = [
        f"{window['name']} ({window['kind']}): {window['size']}, at least {window['least']}, in {window['room']}"
        for window in found
        if any(size > room for size, room in zip(window["size"] + window["least"], window["room"] * 2, strict=True))
    ]
    assert too_large == []
    cut = [f"{window['name']}: {defect}" for window in found for defect in window["defects"]]
    assert cut == []


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coachs_words_are_not_one_word_a_line_at_1024_pixels(studio: Studio, language: str) -> None:
    studio.launch("--lang", language, "--size", "1024x700")

    def accept(dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        dialog.accept()

    studio.answer_dialog(accept)
    studio.trigger("game.new")
    (game,) = [game for game in studio.window.games.windows if game.isVisible()]
    game.resize(1024, 700)
    studio.settle(100)
    coach = game.findChild(CoachPanel)
    assert coach is not None
    label = coach.threshold_label
    lines = label.height() / label.fontMetrics().lineSpacing()
    assert lines < 2.5, f"{label.text()!r} on {lines:.1f} lines"
    game.close()
