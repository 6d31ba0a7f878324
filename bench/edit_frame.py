"""One edit of the board, as the user makes it: the time to the analysis refilled and to the board repainted.

    nice .venv/bin/python bench/edit_frame.py

The studio is started as ``trictrac-studio --position start`` does
(:func:`studio.ui.app.start`, offscreen, in a home of its own under the
temporary folder, so that no archive is opened), and edits are made through
the board's own signal, as a click does: ``pointClicked`` on a flèche with the
dame tools, on the empty board with 6-5 thrown: fifteen white dames and nine
black ones put down one by one, then taken off in the same order with the
eraser, so that every edit makes a position not seen before (the analysis is
not read from its cache) and is analysed whole: rencontres, plays, chances.
For each edit: the time until the studio has handled it (the diagram changed,
the analysis refilled, the autosave written: all that runs on the interface's
thread before it can paint), then the time of the board's repaint (a
synchronous ``repaint()``).  Printed: the medians and the 90th percentiles,
wall and CPU (the process's; the studio's work is on one thread), with the load
before and after.  The goal is one frame (16 ms) for both together.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.measure import load  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiny", action="store_true", help="the same run (some seconds already), for the tests")
    parser.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="trictrac-bench-edit-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TRICTRAC_DATA_DIR"] = str(home / "data")
    os.environ["HOME"] = str(home)
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[name] = str(home / name.lower())
    from PySide6.QtWidgets import QApplication

    from studio.ui.app import start

    app = QApplication.instance() or QApplication(sys.argv[:1])
    started = start(["--lang", "en", "--position", "start", "--dice", "6-5", "--size", "1200x900"])
    if isinstance(started, int):
        raise SystemExit(f"the studio did not start ({started})")
    window = started.window
    for _ in range(5):
        app.processEvents()
    print(f"load before: {load()}")
    handled: list[tuple[float, float]] = []
    painted: list[tuple[float, float]] = []
    white = [f"B{n}" for n in range(1, 12)] + ["N7", "N8", "N9", "B1"]
    black = [f"N{n}" for n in range(1, 7)] + ["N10", "N11", "N1"]
    puts = [("white", point) for point in white] + [("black", point) for point in black]
    edits = puts + [("eraser", point) for _tool, point in puts]
    window.actions_by_id["edit.empty"].trigger()
    app.processEvents()
    for tool, point in edits:
        window.set_tool(tool)
        handled_at, painted_at = edit(app, window, point)
        handled.append(handled_at)
        painted.append(painted_at)
    report(handled, painted, len(edits))
    window.close()
    return 0


def edit(app: object, window: object, point: str) -> tuple[tuple[float, float], tuple[float, float]]:
    """One click's edit: (wall, CPU) until it is handled, and of the repaint."""
    from PySide6.QtWidgets import QApplication

    from studio.ui.main_window import MainWindow

    assert isinstance(app, QApplication) and isinstance(window, MainWindow)
    wall, cpu = time.perf_counter(), time.process_time()
    window.board.pointClicked.emit(point)
    middle_wall, middle_cpu = time.perf_counter(), time.process_time()
    window.board.repaint()
    end_wall, end_cpu = time.perf_counter(), time.process_time()
    app.processEvents()
    return (middle_wall - wall, middle_cpu - cpu), (end_wall - middle_wall, end_cpu - middle_cpu)


def report(handled: list[tuple[float, float]], painted: list[tuple[float, float]], count: int) -> None:
    for label, found in (("analysis refilled", handled), ("board repainted", painted)):
        walls = [w * 1000 for w, _c in found]
        cpus = [c * 1000 for _w, c in found]
        print(
            f"{label:18} wall median {statistics.median(walls):6.1f} ms, p90 {percentile(walls, 0.9):6.1f};"
            f"  CPU median {statistics.median(cpus):6.1f} ms, p90 {percentile(cpus, 0.9):6.1f}"
        )
    totals = [(h[0] + p[0]) * 1000 for h, p in zip(handled, painted, strict=True)]
    total_cpu = [(h[1] + p[1]) * 1000 for h, p in zip(handled, painted, strict=True)]
    print(
        f"{'one edit in all':18} wall median {statistics.median(totals):6.1f} ms;"
        f"  CPU median {statistics.median(total_cpu):6.1f} ms  ({count} edits; goal 16 ms)"
    )
    print(f"load after: {load()}")


if __name__ == "__main__":
    sys.exit(main())
