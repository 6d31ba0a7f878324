"""``python -m studio.ui.game_windows``: the Game menu in a window of its own.

``--recover`` takes up the autosaved partie without asking.  (The documentation's
pictures of these windows are made by scripts/game_screenshots.py.)
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication, QMainWindow

from studio.ui.game_windows import install


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m studio.ui.game_windows")
    parser.add_argument("--recover", action="store_true", help="take up the autosaved partie without asking")
    args = parser.parse_args(argv)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    main_window = QMainWindow()
    main_window.setWindowTitle("Trictrac Studio — parties")
    controller = install(main_window, offer_recovery=not args.recover)
    if args.recover:
        controller.offer_recovery(ask=False)
    main_window.resize(900, 600)
    main_window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
