"""``python -m studio.ui.games``: the Game menu in a window of its own.

``--autosave-test`` plays a partie between two computers with the autosave on
(a test kills the process and checks the recovery); ``--recover`` takes up the
autosaved partie without asking; ``--screenshots DIR`` writes play.png,
replay.png, archive.png and position-search.png.
"""

from __future__ import annotations

import argparse
import random
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m studio.ui.games")
    parser.add_argument("--autosave-test", action="store_true", help="two computers play, autosaving every input")
    parser.add_argument("--ecoles", action="store_true", help="with --autosave-test: école mode")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--recover", action="store_true", help="take up the autosaved partie without asking")
    parser.add_argument(
        "--screenshots", metavar="DIR", help="write play.png, replay.png, archive.png and position-search.png to DIR"
    )
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication, QMainWindow

    from studio.games.session import GameSession, GameSetup, Seat, SeatKind, default_autosave_path
    from studio.ui.games import install
    from studio.ui.games.window import GameWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.screenshots:
        from studio.ui.games.screenshots import write_screenshots

        write_screenshots(args.screenshots)
        return 0
    if args.autosave_test:
        seats = (Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))
        setup = GameSetup(seats=seats, ecoles=args.ecoles)
        session = GameSession(setup, autosave=default_autosave_path(), rng=random.Random(args.seed))
        session.save()
        window = GameWindow(session, delay_ms=0)
        window.show()
        print("started", flush=True)
        return app.exec()
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
