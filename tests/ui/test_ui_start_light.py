"""The studio's first frame comes before the database stack: the interface's thread imports none of it first.

The studio starts as ``trictrac-studio`` does (:func:`studio.ui.app.start`) in a fresh interpreter and a fresh
home; an audit hook notes every module the interface's thread loads until the window's first paint.  The database
stack (SQLAlchemy, SQLModel, Alembic, Pydantic) and the PDF exports (ReportLab) are loaded when first used, the
archive opened in the background (issue: a window in under a second).  A module that imports one of them at its
top, and that the window imports on its way to the first frame, brought 1.3 s of CPU back before it (the rating
dialog did, through ``studio.store.analyses``): this test names the module that did.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bench.startup import home_environment

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("sqlalchemy", "sqlmodel", "alembic", "pydantic", "reportlab")

CHILD = r"""
import json, sys, threading
main = threading.main_thread()
loaded = []  # (module, the module importing it) loaded by the interface's thread before the first paint
painted = []

def audit(event, args):
    if event == "import" and not painted and threading.current_thread() is main:
        frame = sys._getframe(1)
        while frame is not None and frame.f_globals.get("__name__", "").startswith(("importlib", "_frozen")):
            frame = frame.f_back
        loaded.append((args[0], frame.f_globals.get("__name__", "?") if frame is not None else "?"))

sys.addaudithook(audit)
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from studio.ui.app import start

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not painted:
            painted.append(True)
            QTimer.singleShot(0, app.quit)
        return False

app = QApplication.instance() or QApplication(sys.argv[:1])
watcher = FirstPaint()
app.installEventFilter(watcher)
started = start(["--lang", "en"])
QTimer.singleShot(60_000, app.quit)
app.exec()
print(json.dumps({"painted": bool(painted), "loaded": loaded}))
"""


def _environment(home: Path) -> dict[str, str]:
    """The fresh home ``bench/startup.py`` starts the studio in (the same start, measured there), offscreen."""
    # the bytecode the child writes goes to the suite's scratch folder (removed at the end), not the temporary folder
    pycache = os.path.join(os.environ["TRICTRAC_DATA_DIR"], "pycache")
    return {**home_environment(home), "QT_QPA_PLATFORM": "offscreen", "PYTHONPYCACHEPREFIX": pycache}


def _first_frame_imports(home: Path) -> list[tuple[str, str]]:
    done = subprocess.run(
        [sys.executable, "-c", CHILD],
        env=_environment(home),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0 and lines, done.stderr[-3000:]
    result = json.loads(lines[-1])
    assert result["painted"], "the window never painted"
    return [(module, importer) for module, importer in result["loaded"]]


def _heavy(loaded: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(module, importer) for module, importer in loaded if module.split(".")[0] in HEAVY]


@pytest.mark.parametrize("start", ["fresh", "warm"])
def test_the_first_frame_comes_before_the_database_stack(tmp_path: Path, start: str) -> None:
    home = tmp_path / "home"
    loaded = _first_frame_imports(home)
    if start == "warm":  # the archive is there now: started again in the same home
        loaded = _first_frame_imports(home)
    assert any(module.startswith("studio.ui.main_window") for module, _ in loaded), "the audit saw no import"
    assert _heavy(loaded) == [], f"imported by the interface's thread before the first frame: {_heavy(loaded)[:5]}"


def test_the_audit_sees_a_heavy_import() -> None:
    """The check can fail: the same filter names a database module imported from the studio's code."""
    assert _heavy([("sqlalchemy.engine", "studio.store.db"), ("PySide6.QtCore", "studio.ui.app")]) == [
        ("sqlalchemy.engine", "studio.store.db")
    ]
