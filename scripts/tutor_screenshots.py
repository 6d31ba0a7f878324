"""The tutor's screenshots for the documentation, drawn offscreen.

Run: ``QT_QPA_PLATFORM=offscreen python scripts/tutor_screenshots.py [--out docs/screenshots]``.
Writes ``ranked-plays.png`` (the analysis panel ranking the plays of a throw that
wins a trou, with the advice to hold or leave) and ``game-analysis.png`` (a game
of the one-ply bot against itself, analysed in the replay window, at its first
very bad error).
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from notation.code import parse_code
from notation.record import Turn
from notation.scoreboard import PlayerScore, ScoreState
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.ui.diagram import Diagram
from studio.ui.game_windows.window import GameWindow
from studio.ui.main_window import MainWindow
from studio.ui.settings import Settings

# Blanc's quines beat three dames à vrai and one à faux: from 6 points, they win him a trou.
QUINES = "B1:8,B2,B6,B7:2,B9,B10,B11/N1:8,N5,N6,N7,N8,N10:2,N11 B 5-5"


def _wait(app: QApplication, done: Callable[[], bool]) -> None:
    while not done():
        app.processEvents()


def ranked_plays(app: QApplication, out: Path) -> None:
    window = MainWindow(settings=Settings.memory())
    window.resize(1400, 900)
    window.show()
    setup = parse_code(QUINES)
    score = ScoreState(PlayerScore(points=6, trous=4), PlayerScore(points=2, trous=5))
    window.document.replace_diagram(Diagram(setup.position, setup.dice, score), "screenshot")
    window.show_analysis_tab("1")
    window.resizeDocks([window.analysis_dock], [330], Qt.Orientation.Vertical)
    _wait(app, lambda: window.analysis.advice() is not None)
    window.analysis.plays.selectRow(0)
    for _ in range(20):
        app.processEvents()
    window.grab().save(str(out / "ranked-plays.png"))
    window.close()


def game_analysis(app: QApplication, out: Path) -> None:
    # Beginners err often: the screenshot shows the marks of a played game (the tutor itself at its own best makes
    # none).
    seats = (Seat("Abel", SeatKind.COMPUTER, "beginner"), Seat("Blaise", SeatKind.COMPUTER, "beginner"))
    session = GameSession(GameSetup(seats=seats), rng=random.Random(5))
    while session.step is not Step.OVER and (session.turn_number() < 60 or session.step is not Step.THROW):
        session.computer_act()
    window = GameWindow(record_text=session.text())
    window.resize(1400, 900)
    window.show()
    replay = window.replay
    assert replay is not None
    replay.analyse_game()
    _wait(app, lambda: replay.analysis() is not None)
    analysis = replay.analysis()
    assert analysis is not None
    worst = max(analysis.ratings, key=lambda rating: rating.loss)  # the game's worst choice, whatever its mark
    replay.goto_throw(worst.turn)
    item = next(
        replay.tree.topLevelItem(index)
        for index, element in enumerate(replay.record().elements)
        if isinstance(element, Turn) and element.number == worst.turn
    )
    assert item is not None
    replay.tree.scrollToItem(item)
    for _ in range(20):
        app.processEvents()
    window.grab().save(str(out / "game-analysis.png"))
    window.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="docs/screenshots")
    args = parser.parse_args()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([])
    out = Path(args.out)
    ranked_plays(app, out)
    game_analysis(app, out)


if __name__ == "__main__":
    main()
