"""How fast the studio's first window opens, and how fast the board paints.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/ui_bench.py``.

- *launch*: wall time of ``trictrac-studio --screenshot`` in a fresh process
  (interpreter start, imports, the window shown and painted, the PNG saved):
  an upper bound of the time to a visible window (the target is under 1 s);
- *paint*: one full repaint of the board view at 1100×860, in process;
- *edit*: in the main window at 1440×960, one edit of a middle-game position
  (a dame added or taken on a flèche, alternately) until the board is
  repainted and the analysis of the dice shown is refreshed (rencontres,
  legal plays and chances, through the cache as in use); the target is one
  frame (16 ms) median.  A second figure forces the engine every time (an
  empty cache), the worst case of a position never seen.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def launch_seconds(runs: int) -> list[float]:
    times = []
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "shot.png"
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(
                [
                    sys.executable,
                    "-c",
                    "import sys; from studio.ui.app import main; sys.exit(main(sys.argv[1:]))",
                    "--screenshot",
                    str(target),
                ],
                env=env,
                check=True,
                capture_output=True,
            )
            times.append(time.perf_counter() - start)
    return times


def paint_seconds(runs: int) -> list[float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from notation.board import Position
    from notation.render.geometry import CLASSIC, board_geometry
    from studio.ui.board_render import paint_geometry

    app = QApplication.instance() or QApplication([])
    position = Position.from_points({"B1": 5, "B2": 2, "B3": 2, "B4": 2, "B6": 2, "B8": 1}, {"N1": 6, "N3": 2, "N6": 3})
    image = QImage(1100, 860, QImage.Format.Format_ARGB32_Premultiplied)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        geometry = board_geometry(position)
        painter = QPainter(image)
        paint_geometry(painter, geometry, image.width(), image.height(), CLASSIC)
        painter.end()
        times.append(time.perf_counter() - start)
    del app
    return times


MIDDLE_GAME = "B1:8,B2,B6,B7:2,B9,B10,B11/N1:8,N5,N6,N7,N8,N10:2,N11 B 5-5"


def edit_seconds(runs: int, cold: bool) -> list[float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from studio.ui.analysis import AnalysisCache
    from studio.ui.files import read_pasted
    from studio.ui.main_window import MainWindow
    from studio.ui.settings import Settings

    app = QApplication.instance() or QApplication([])
    window = MainWindow(settings=Settings.memory(), diagram=read_pasted(MIDDLE_GAME))
    window.resize(1440, 960)
    window.show()
    app.processEvents()
    times = []
    for index in range(runs):
        if cold:
            window.analysis.cache = AnalysisCache()
        tab = index % 3
        window.analysis.setCurrentIndex(tab)
        app.processEvents()
        start = time.perf_counter()
        if index % 2:
            window.document.remove_dame("B2")
        else:
            window.document.add_dame("B2", window.document.diagram.position.to_move)
        # The edit refreshed the analysis; the event loop paints the board once, as in use.
        app.processEvents()
        times.append(time.perf_counter() - start)
    window.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    tiny = parser.parse_args().tiny
    edits = edit_seconds(2 if tiny else 60, cold=False)
    cold = edit_seconds(2 if tiny else 60, cold=True)
    launch = launch_seconds(1 if tiny else 5)
    paint = paint_seconds(2 if tiny else 30)
    print(f"launch to saved screenshot: median {statistics.median(launch):.3f} s, max {max(launch):.3f} s (5 runs)")
    print(f"geometry + full paint at 1100x860: median {statistics.median(paint) * 1000:.1f} ms (30 runs)")
    print(
        f"edit -> board repainted + analysis refreshed (1440x960): median {statistics.median(edits) * 1000:.1f} ms, "
        f"max {max(edits) * 1000:.1f} ms (60 edits, cache as in use)"
    )
    print(
        f"the same, engine asked every time (empty cache): median {statistics.median(cold) * 1000:.1f} ms, "
        f"max {max(cold) * 1000:.1f} ms (60 edits)"
    )


if __name__ == "__main__":
    main()
