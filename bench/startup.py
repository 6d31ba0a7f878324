"""The studio's start, as a user sees it: start to the first frame, and start to the archive filled.

    nice .venv/bin/python bench/startup.py [--runs 5]

Each run is a fresh interpreter that starts the studio exactly as
``trictrac-studio`` does (:func:`studio.ui.app.start`, offscreen) in a home
of its own (``HOME`` and the ``XDG_*`` folders in a temporary folder), and
reports two moments, measured from just before the interpreter is started:
the window's first paint, and the archive dock's line saying how many games
were found (the search has run and filled the table).  "fresh": a new home,
so the first start imports the sample parties into a new archive; "warm":
the same home started again (the archive is there).  The bytecode is cached
(in the temporary folder, as an installed wheel has it compiled).

Printed: for each kind, the medians of ``--runs`` runs of the wall time to
each moment, with the CPU time the studio's process had used by then, and
the machine's load before and after.  The goal is a usable window in under a
second, fresh or warm.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, re, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel
from studio.ui.app import start

moments = {}

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and "frame" not in moments:
            moments["frame"] = (time.time(), time.process_time())
        return False

app = QApplication.instance() or QApplication(sys.argv[:1])
watcher = FirstPaint()
app.installEventFilter(watcher)
started = start(["--lang", "en"])
found = re.compile(r"^[\d\u202f]+\+? games found")

def poll():
    dock = started.window.findChild(QDockWidget, "archive_browser")
    browser = dock.widget() if dock is not None else None
    count = getattr(browser, "count", None)
    if isinstance(count, QLabel) and found.match(count.text()):
        moments["filled"] = (time.time(), time.process_time())
    if "filled" in moments and "frame" in moments:
        print(json.dumps(moments))
        started.window.close()
        app.quit()
    elif time.time() - START > 120:
        print(json.dumps(moments))
        app.quit()
    else:
        QTimer.singleShot(2, poll)

START = time.time()
QTimer.singleShot(0, poll)
app.exec()
"""


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:  # pragma: no cover - not Linux
        return "?"


def home_environment(home: Path) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("PYTHONPYCACHEPREFIX", str(Path(tempfile.gettempdir()) / "trictrac-bench-pycache"))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    for name in ("TRICTRAC_DB", "TRICTRAC_DATA_DIR"):
        env.pop(name, None)
    env["HOME"] = str(home)
    for name, folder in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state")):
        (home / folder).mkdir(parents=True, exist_ok=True)
        env[name] = str(home / folder)
    env["XDG_CACHE_HOME"] = str(home / "cache")
    return env


def one_start(home: Path) -> dict[str, tuple[float, float]]:
    """The moments of one start in ``home``: name -> (wall s since the interpreter was started, CPU s)."""
    env = home_environment(home)
    began = time.time()
    done = subprocess.run(
        [sys.executable, "-c", CHILD], env=env, cwd=ROOT, capture_output=True, text=True, timeout=300, check=False
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"the studio did not start: {done.stderr[-2000:]}")
    moments = json.loads(lines[-1])
    if "filled" not in moments:
        raise SystemExit("the archive was not filled within two minutes")
    return {name: (at - began, cpu) for name, (at, cpu) in moments.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args(argv)
    if args.tiny:
        args.runs = 1
    print(f"load before: {load()}")
    results: dict[str, list[dict[str, tuple[float, float]]]] = {"fresh": [], "warm": []}
    first = Path(tempfile.mkdtemp(prefix="trictrac-bench-home-"))
    one_start(first)  # the bytecode cached once
    shutil.rmtree(first, ignore_errors=True)
    for _ in range(args.runs):
        home = Path(tempfile.mkdtemp(prefix="trictrac-bench-home-"))
        try:
            results["fresh"].append(one_start(home))
            results["warm"].append(one_start(home))
        finally:
            shutil.rmtree(home, ignore_errors=True)
    for kind, runs in results.items():
        parts = []
        for moment, label in (("frame", "first frame"), ("filled", "archive filled")):
            wall = statistics.median(run[moment][0] for run in runs)
            cpu = statistics.median(run[moment][1] for run in runs)
            parts.append(f"{label} {wall * 1000:6.0f} ms (CPU {cpu * 1000:5.0f} ms)")
        print(f"{kind:5}  " + "   ".join(parts) + f"   median of {len(runs)}")
    print(f"load after: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
