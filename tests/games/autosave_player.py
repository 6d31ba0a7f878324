"""A partie between two computers with the autosave on, for tests/games/test_autosave.py (run as a process it kills).

``python tests/games/autosave_player.py --seed 3 [--ecoles]``: prints ``started`` once the partie is saved, then plays
until killed; the autosave goes to ``$TRICTRAC_DATA_DIR/autosave``.
"""

from __future__ import annotations

import argparse
import random
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tests/games/autosave_player.py")
    parser.add_argument("--ecoles", action="store_true", help="école mode")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from studio.games.session import GameSession, GameSetup, Seat, SeatKind, default_autosave_path
    from studio.ui.game_windows.window import GameWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    seats = (Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))
    setup = GameSetup(seats=seats, ecoles=args.ecoles)
    session = GameSession(setup, autosave=default_autosave_path(), rng=random.Random(args.seed))
    session.save()
    window = GameWindow(session, delay_ms=0)
    window.show()
    print("started", flush=True)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
