"""The whole window's theme and small screens, with pytest-qt: the Dark theme darkens every window (Fusion and a
dark palette), the other themes give the system's back; a small window keeps most of its room for the board, and
the studio draws at 2× scaling."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage, QPalette
from PySide6.QtWidgets import QApplication

from notation.render.geometry import CLASSIC, CLASSIC_DARK
from studio.ui.main_window import MainWindow
from studio.ui.settings import Settings


def _window_lightness() -> int:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app.palette().color(QPalette.ColorRole.Window).lightness()


def test_the_dark_theme_darkens_every_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    from studio.ui.games.window import GameWindow

    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    light = _window_lightness()
    try:
        window.set_theme("dark")
        assert _window_lightness() < 128 <= light
        assert QApplication.style().name().lower() == "fusion"
        game = GameWindow(record_text="%trictrac 1\n")
        qtbot.addWidget(game)
        assert game.palette().color(QPalette.ColorRole.Window).lightness() < 128
        assert game.replay is not None and game.replay.board.theme() is CLASSIC_DARK
        assert window.settings.theme == "dark"
        window.set_theme("light")
        QApplication.processEvents()
        assert _window_lightness() == light
        assert game.replay.board.theme() is CLASSIC
    finally:
        window.set_theme("auto")


def test_a_small_window_keeps_its_room_for_the_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    assert window.analysis_dock.height() <= window.height() // 3 + 10
    assert window.board.width() >= 300 and window.board.height() >= 200


def test_the_studio_draws_at_twice_the_scale(tmp_path: Path) -> None:
    out = tmp_path / "x2.png"
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen", TRICTRAC_DATA_DIR=str(tmp_path))
    command = [sys.executable, "-c", "import sys; from studio.ui.app import main; sys.exit(main(sys.argv[1:]))"]
    result = subprocess.run(
        [*command, "--screenshot", str(out), "--size", "800x600", "--lang", "en"],
        env=env,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1600, 1200)
