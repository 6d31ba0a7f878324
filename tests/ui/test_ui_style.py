"""The whole window's theme and small screens, with pytest-qt: the Dark theme darkens every window (Fusion and a
dark palette), the other themes give the system's back; a small window keeps most of its room for the board, and
the studio draws at 2× scaling."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from notation.render.geometry import CLASSIC, CLASSIC_DARK
from studio.ui.main_window import MainWindow
from studio.ui.settings import Settings


def _window_lightness() -> int:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app.palette().color(QPalette.ColorRole.Window).lightness()


def test_the_dark_theme_darkens_every_window(qtbot: QtBot) -> None:
    from studio.ui.game_windows.window import GameWindow

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


def test_high_contrast_is_a_theme_of_every_window_and_every_board(qtbot: QtBot) -> None:
    """View ▸ Theme ▸ High contrast: white on black in every window, yellow for what is chosen, and every board
    (the diagram's, a partie's) in the high-contrast palette; remembered, and given back by another theme."""
    from studio.ui.board_render import HIGH_CONTRAST
    from studio.ui.game_windows.window import GameWindow

    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    light = _window_lightness()
    try:
        window.actions_by_id["theme.contrast"].trigger()
        palette = QApplication.palette()
        assert palette.color(QPalette.ColorRole.Window) == QColor("#000000")
        assert palette.color(QPalette.ColorRole.WindowText) == QColor("#ffffff")
        assert palette.color(QPalette.ColorRole.Highlight) == QColor("#ffd500")
        assert window.board.theme() is HIGH_CONTRAST
        game = GameWindow(record_text="%trictrac 1\n")
        qtbot.addWidget(game)
        assert game.replay is not None and game.replay.board.theme() is HIGH_CONTRAST
        assert window.settings.theme == "contrast"
        assert window.actions_by_id["theme.contrast"].isChecked()
        window.set_theme("light")
        QApplication.processEvents()
        assert _window_lightness() == light
        assert game.replay.board.theme() is CLASSIC
    finally:
        window.set_theme("auto")


def test_an_empty_field_is_framed_in_high_contrast(qtbot: QtBot) -> None:
    """Fusion draws a line edit's frame a shade darker than the window: on high contrast's black the archive's
    empty fields (Player, Event…) did not show at all. Grabbed, an empty field's edge is light in high contrast,
    and the frame goes with the theme."""
    from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

    from studio.ui.style import ContrastStyle, apply_window_theme

    def edge_lightness(field: QLineEdit) -> int:
        image = field.grab().toImage()
        middle = image.height() // 2
        return max(image.pixelColor(x, middle).lightness() for x in range(3))

    holder = QWidget()
    qtbot.addWidget(holder)
    field, other = QLineEdit(holder), QLineEdit(holder)
    layout = QVBoxLayout(holder)
    layout.addWidget(field)
    layout.addWidget(other)
    holder.resize(240, 80)
    holder.show()
    qtbot.waitExposed(holder)
    try:
        apply_window_theme("contrast")
        QApplication.processEvents()
        assert holder.palette().color(QPalette.ColorRole.Window) == QColor("#000000")
        assert edge_lightness(other) >= 200  # white round a field
        field.setFocus()
        qtbot.waitUntil(field.hasFocus)
        assert field.grab().toImage().pixelColor(0, 10) == QColor("#ffd500")  # yellow round the one with the focus
        apply_window_theme("light")
        QApplication.processEvents()
        assert not isinstance(QApplication.style(), ContrastStyle)
    finally:
        apply_window_theme("auto")
        QApplication.processEvents()


@pytest.mark.parametrize(("theme", "ground"), [("contrast", "#000000"), ("dark", "#1f1f1f")])
def test_a_text_given_a_style_sheet_before_the_theme_changes_takes_the_new_ground(
    qtbot: QtBot, theme: str, ground: str
) -> None:
    """A widget given a style sheet keeps the palette it had when the sheet was set: a lesson's explanation (a text
    browser with margins set by a sheet) stayed white on High contrast and Dark.  Each theme's ground, the sheet
    set before and after it is chosen, and the light ground back with Light."""
    from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

    from studio.ui.style import apply_window_theme

    def ground_of(text: QTextBrowser) -> str:
        return str(text.viewport().grab().toImage().pixelColor(3, 3).name())

    holder = QWidget()
    qtbot.addWidget(holder)
    plain, sheeted = QTextBrowser(holder), QTextBrowser(holder)
    sheeted.setStyleSheet("QTextBrowser { padding: 8px 14px; }")
    layout = QVBoxLayout(holder)
    layout.addWidget(plain)
    layout.addWidget(sheeted)
    holder.show()
    qtbot.waitExposed(holder)
    light = ground_of(sheeted)
    try:
        apply_window_theme(theme)
        QApplication.processEvents()
        assert ground_of(plain) == ground_of(sheeted) == ground
        apply_window_theme("light")
        QApplication.processEvents()
        assert ground_of(plain) == ground_of(sheeted) == light
    finally:
        apply_window_theme("auto")
        QApplication.processEvents()


def test_a_check_box_and_a_radio_button_are_ringed_in_high_contrast(qtbot: QtBot) -> None:
    """Fusion edges a check box's square a shade darker than the window: on high contrast's black a partie's *Tutor
    mode* box did not show.  Grabbed, the edge of an unticked box and of a radio button is light in high contrast,
    the box with the focus looks otherwise, and the edge is dark again (Fusion's own) in the dark theme."""
    from PySide6.QtWidgets import QCheckBox, QLineEdit, QRadioButton, QStyle, QStyleOptionButton, QVBoxLayout, QWidget

    from studio.ui.style import apply_window_theme

    def edge_lightness(button: QCheckBox | QRadioButton, element: QStyle.SubElement) -> int:
        option = QStyleOptionButton()
        button.initStyleOption(option)
        box = button.style().subElementRect(element, option, button)
        image = button.grab().toImage()
        middle = box.center().y()
        return max(image.pixelColor(x, middle).lightness() for x in range(box.left(), box.left() + 3))

    holder = QWidget()
    qtbot.addWidget(holder)
    box, radio = QCheckBox("Mode tuteur", holder), QRadioButton("Blanc", holder)
    field = QLineEdit(holder)  # holds the focus while the two are looked at
    layout = QVBoxLayout(holder)
    for widget in (box, radio, field):
        layout.addWidget(widget)
    holder.show()
    qtbot.waitExposed(holder)
    try:
        apply_window_theme("contrast")
        QApplication.processEvents()
        field.setFocus()
        qtbot.waitUntil(field.hasFocus)
        assert edge_lightness(box, QStyle.SubElement.SE_CheckBoxIndicator) >= 200
        assert edge_lightness(radio, QStyle.SubElement.SE_RadioButtonIndicator) >= 160  # a circle's edge, smoothed
        unfocused = box.grab().toImage()
        box.setFocus()
        qtbot.waitUntil(box.hasFocus)
        assert box.grab().toImage() != unfocused  # the focus is seen: the ring turns yellow and thick
        apply_window_theme("dark")
        QApplication.processEvents()
        assert edge_lightness(box, QStyle.SubElement.SE_CheckBoxIndicator) < 200
    finally:
        apply_window_theme("auto")
        QApplication.processEvents()


def test_a_small_window_keeps_its_room_for_the_board(qtbot: QtBot) -> None:
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


def _contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""

    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _rim_contrast(icon_name: str, background: QColor, size: int = 64) -> float:
    """The best contrast against ``background`` along the dame's edge (radius 0.37 to 0.45 of the icon), the icon
    laid over the toolbar's colour: what tells the disc from the toolbar."""
    from studio.ui.actions import tool_icon

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(background)
    painter = QPainter(image)
    painter.drawPixmap(0, 0, tool_icon(icon_name).pixmap(size, size))
    painter.end()
    best = 1.0
    for step in range(72):
        angle = step * 2 * math.pi / 72
        for radius in (0.37, 0.39, 0.41, 0.43, 0.45):
            x = round(size / 2 + radius * size * math.cos(angle))
            y = round(size / 2 + radius * size * math.sin(angle))
            best = max(best, _contrast(image.pixelColor(x, y), background))
    return best


def test_the_noir_dame_tool_stands_out_in_both_themes(qtbot: QtBot) -> None:
    """The Dark theme's toolbar is #2b2b2b: the Noir dame's dark disc needs a light rim there (WCAG's 3:1 for a
    graphic), while the light theme keeps its dark outline; the same icon follows the theme switch."""
    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    try:
        window.set_theme("light")
        light = QApplication.palette().color(QPalette.ColorRole.Window)
        assert _rim_contrast("black", light) >= 3 and _rim_contrast("white", light) >= 3
        window.set_theme("dark")
        dark = QApplication.palette().color(QPalette.ColorRole.Window)
        assert _rim_contrast("black", dark) >= 3 and _rim_contrast("white", dark) >= 3
    finally:
        window.set_theme("auto")


def test_the_titles_and_the_dice_follow_the_systems_font_size(qtbot: QtBot) -> None:
    """Large type: with a 16-point system font the diagram's caption, the exercise's question and a die's face are
    larger still (they were in pixels: 14, 15 and 20, smaller than the text around them), and a die's button
    widens to hold its face."""
    from PySide6.QtGui import QFont

    from studio.games.session import GameSetup, Seat
    from studio.ui.game_windows.play import PlayWidget

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = QFont(app.font())
    large = QFont(before)
    large.setPointSizeF(16)
    app.setFont(large)
    try:
        window = MainWindow(settings=Settings.memory())
        qtbot.addWidget(window)
        assert window._caption.font().pointSizeF() > 16 and window._caption.font().italic()
        window.actions_by_id["lessons.open"].trigger()
        player = window.lessons.lesson_player()
        qtbot.addWidget(player)
        assert player.prompt.font().pointSizeF() > 16
        game = window.games.start(GameSetup(seats=(Seat("Blanc"), Seat("Noir"))))
        qtbot.addWidget(game)
        play = game.findChild(PlayWidget)
        assert play is not None
        for button in play.dice_buttons:
            assert button.font().pointSizeF() >= 1.5 * 16
            assert button.width() >= button.fontMetrics().horizontalAdvance(button.text()) + 10
    finally:
        app.setFont(before)
