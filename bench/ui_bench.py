"""How fast the studio's first window opens, and how fast the board paints.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/ui_bench.py``.

- *launch*: wall time of ``trictrac-studio --screenshot`` in a fresh process
  (interpreter start, imports, the window shown and painted, the PNG saved):
  an upper bound of the time to a visible window (the target is under 1 s);
- *paint*: one full repaint of the board view at 1100×860, in process.
"""

from __future__ import annotations

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
    from studio.ui.board_view import paint_geometry

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


def main() -> None:
    launch = launch_seconds(5)
    paint = paint_seconds(30)
    print(f"launch to saved screenshot: median {statistics.median(launch):.3f} s, max {max(launch):.3f} s (5 runs)")
    print(f"geometry + full paint at 1100x860: median {statistics.median(paint) * 1000:.1f} ms (30 runs)")


if __name__ == "__main__":
    main()
