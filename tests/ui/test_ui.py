"""The studio's first window: the board view, the main window and the ``trictrac-studio`` entry point."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from pytestqt.qtbot import QtBot

from notation.board import BLACK, WHITE, Point, Position
from notation.dice import Throw
from notation.notations import Notation, Orientation, Side
from notation.render.geometry import CLASSIC, CLASSIC_DARK
from studio.ui.app import main
from studio.ui.board_view import BoardView
from studio.ui.main_window import MainWindow

ORIENTATIONS = [Orientation(top, talons) for top in (BLACK, WHITE) for talons in (Side.LEFT, Side.RIGHT)]
MIDDLE_GAME = (
    '{"white": {"B1": 7, "B3": 2, "B4": 2, "B5": 1, "B6": 2, "N8": 1},'
    ' "black": {"N1": 9, "N4": 2, "N6": 2, "N12": 2}, "to_move": "black"}'
)


def test_the_window_opens_on_the_starting_position(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.board.position() == Position.start()
    assert "Starting position" in window.windowTitle()
    assert window.statusText() == "Blanc to move"
    assert window.board.isVisible()


def test_the_status_bar_says_whose_move_and_the_dames_off(qtbot: QtBot) -> None:
    window = MainWindow(Position.from_points({"N1": 2, "N3": 1}, {"B2": 15}, BLACK))
    qtbot.addWidget(window)
    assert window.statusText() == "Noir to move · off: Blanc 12"
    window.setPosition(Position.start(WHITE))
    assert window.statusText() == "Blanc to move"


@pytest.mark.parametrize("name", ["B1", "B6", "B7", "B12", "N1", "N5", "N8", "N12"])
@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_clicking_a_fleche_emits_its_name(qtbot: QtBot, name: str, orientation: Orientation) -> None:
    view = BoardView(Position.start())
    qtbot.addWidget(view)
    view.setOrientation(orientation)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    target = view.pointCentre(name).toPoint()
    with qtbot.waitSignal(view.pointClicked, timeout=1000) as blocker:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=target)
    assert blocker.args == [name]


def test_clicking_near_a_tip_still_finds_the_fleche(qtbot: QtBot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(700, 700)  # a square widget: the figure is letterboxed, clicks still map through the geometry
    view.show()
    qtbot.waitExposed(view)
    geometry = view.boardGeometry()
    fleche = geometry.fleche("N9")
    tip = fleche.tip
    scale = min(view.width() / geometry.width, view.height() / geometry.height)
    dx = (view.width() - geometry.width * scale) / 2
    dy = (view.height() - geometry.height * scale) / 2
    pos = QPoint(round(dx + tip.x * scale), round(dy + (tip.y + 0.2) * scale))
    with qtbot.waitSignal(view.pointClicked, timeout=1000) as blocker:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=pos)
    assert blocker.args == ["N9"]


def test_clicking_the_frame_emits_nothing(qtbot: QtBot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    with qtbot.assertNotEmitted(view.pointClicked):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(view.width() // 2, view.height() // 2))
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))


def _pixel(image: QImage, point: QPointF) -> QColor:
    return image.pixelColor(round(point.x()), round(point.y()))


@pytest.mark.parametrize("size", [(500, 420), (1200, 900), (900, 1200)])
def test_the_dames_are_painted_where_the_geometry_puts_them(qtbot: QtBot, size: tuple[int, int]) -> None:
    position = Position.from_points({"B1": 13, "B6": 2}, {"N1": 13, "N7": 2})
    view = BoardView(position)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    image = view.grab().toImage()
    geometry = view.boardGeometry()
    scale = min(view.width() / geometry.width, view.height() / geometry.height)
    dx = (view.width() - geometry.width * scale) / 2
    dy = (view.height() - geometry.height * scale) / 2
    for name, light in (("B6", True), ("N7", False), ("B1", True), ("N1", False)):
        stack = geometry.stack(name)
        assert stack is not None
        disc = stack.discs[0]
        # A point inside the disc, between its centre and its inner ring.
        at = QPointF(dx + (disc.centre.x - disc.radius * 0.4) * scale, dy + disc.centre.y * scale)
        lightness = _pixel(image, at).lightness()
        assert (lightness > 170) if light else (lightness < 90), (name, lightness)
    # An empty flèche shows its own colour, not a dame's.
    empty = geometry.fleche("B9")
    base = QPointF(dx + empty.base_centre.x * scale, dy + (empty.base_left.y - 0.3) * scale)
    assert _pixel(image, base).name() == CLASSIC.fleche(empty.shade).lower()


def test_the_figure_keeps_its_aspect(qtbot: QtBot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1400, 500)
    view.show()
    qtbot.waitExposed(view)
    geometry = view.boardGeometry()
    b1, b12 = view.pointCentre("B1"), view.pointCentre("B12")
    n1 = view.pointCentre("N1")
    horizontal = (b12.x() - b1.x()) / (geometry.fleche("B12").hit.centre.x - geometry.fleche("B1").hit.centre.x)
    vertical = (b1.y() - n1.y()) / (geometry.fleche("B1").hit.centre.y - geometry.fleche("N1").hit.centre.y)
    assert horizontal == pytest.approx(vertical)
    assert 0 <= b1.x() < b12.x() <= view.width()


def test_the_theme_follows_the_palette(qtbot: QtBot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    palette = view.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#202020"))
    view.setPalette(palette)
    assert view.theme() == CLASSIC_DARK
    palette.setColor(QPalette.ColorRole.Window, QColor("#f0f0f0"))
    view.setPalette(palette)
    assert view.theme() == CLASSIC
    view.setTheme(CLASSIC_DARK)
    assert view.theme() == CLASSIC_DARK


def test_flip_and_notation_actions(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.flip()
    assert window.board.orientation().top is WHITE
    window.setNotation(Notation.SOUMILLE)
    assert window.board.boardGeometry().fleche(Point(WHITE, 1)).label.text == "A"


def test_clicking_reports_the_point_in_the_status_bar(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    board = window.board
    window.set_tool("eraser")  # a click edits: the eraser takes one dame off, and the status bar says what is left
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.pointCentre("B1").toPoint())
    assert window.statusBar().currentMessage() == "B1: 14 × Blanc"


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_main_writes_a_screenshot(qtbot: QtBot, tmp_path: Path) -> None:
    target = tmp_path / "start.png"
    assert main(["--screenshot", str(target)]) == 0
    assert target.stat().st_size > 10_000
    assert _png_size(target) == (1100, 860)


def test_main_screenshot_of_a_position_at_a_size(qtbot: QtBot, tmp_path: Path) -> None:
    start, middle = tmp_path / "start.png", tmp_path / "middle.png"
    assert main(["--screenshot", str(start), "--size", "800x640"]) == 0
    assert main(["--screenshot", str(middle), "--size", "800x640", "--position", MIDDLE_GAME]) == 0
    assert _png_size(middle) == (800, 640)
    assert QImage(str(start)) != QImage(str(middle))


def test_main_shows_the_score_a_position_code_carries(qtbot: QtBot, tmp_path: Path) -> None:
    """docs/position-code.md's third example: its score (4 points en bredouille, 2 trous to 1, Noir's pavillon)
    was dropped by --position, the board showing 0-0."""
    code = "B1:5,B4:2,B6:2,B7:2,B8:2,B12:2/N1:4,N3:2,N5:2,N6:2,N7:3,N12:2 B 5-3"
    bare, scored = tmp_path / "bare.png", tmp_path / "scored.png"
    assert main(["--screenshot", str(bare), "--position", code]) == 0
    assert (
        main(["--screenshot", str(scored), "--position", code + " points=4/0 trous=2/1 bredouille=B pavillon=N"]) == 0
    )
    assert QImage(str(bare)) != QImage(str(scored))


@pytest.mark.parametrize("name", ["/dev/zero", "{tmp}", "{tmp}/fifo", "{tmp}/missing.json"])
def test_main_refuses_a_position_file_that_is_no_file(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """``--position @/dev/zero`` read for ever, ``@fifo`` waited for ever: one line and status 2 instead."""
    import os
    import time

    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo")
    target = tmp_path / "never.png"
    started = time.monotonic()
    assert main(["--screenshot", str(target), "--position", "@" + name.replace("{tmp}", str(tmp_path))]) == 2
    assert time.monotonic() - started < 10 and not target.exists()
    err = capsys.readouterr().err
    assert err.startswith("trictrac-studio: cannot read position file") and err.count("\n") == 1


def test_main_rejects_a_bad_position(qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "never.png"
    assert main(["--screenshot", str(target), "--position", '{"white": {"B13": 2}}']) == 2
    assert not target.exists()
    err = capsys.readouterr().err
    assert err.startswith("trictrac-studio:") and err.count("\n") == 1


@pytest.mark.parametrize("url", ["foo://x", "not a url", "sqlite:////nonexistent-folder/a.sqlite", "sqlite:///{tmp}"])
def test_main_rejects_a_bad_archive_url(url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A --db the studio cannot open is one line and status 2 at start, not a window with a broken archive."""
    target = tmp_path / "never.png"
    assert main(["--screenshot", str(target), "--db", url.replace("{tmp}", str(tmp_path))]) == 2
    assert not target.exists()
    err = capsys.readouterr().err
    assert err.startswith("trictrac-studio: --db") and err.count("\n") == 1


def test_main_rejects_a_bad_size(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--size", "big"])
    assert exit_info.value.code == 2


def test_dice_given_with_the_view_are_drawn(qtbot: QtBot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.setDice(Throw(6, 5))
    assert [die.value for die in view.boardGeometry().dice] == [6, 5]
    view.setDice(None)
    assert view.boardGeometry().dice == ()


def test_painting_does_not_wear_out_none(qtbot: QtBot) -> None:
    # PySide6 6.12.0 on Python 3.11 drops a reference to None on every void call (about a thousand per paint) and
    # aborts the interpreter after a few repaints; pyproject.toml pins PySide6-Essentials < 6.12. This fails if the
    # pin is lifted while the bug remains.
    import gc
    import sys

    from PySide6.QtCore import QCoreApplication, QEvent

    view = BoardView()
    qtbot.addWidget(view)
    view.resize(600, 480)
    view.grab()
    # Objects left by earlier tests, freed now, would lower the count for reasons of their own.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    before = sys.getrefcount(None)
    for _ in range(20):
        view.grab()
    after = sys.getrefcount(None)
    assert after >= before - 100


def test_a_new_position_repaints_the_figure(qtbot: QtBot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(600, 480)
    first = view.grab().toImage()
    assert view.grab().toImage() == first  # the cached figure is reused while nothing changes
    view.setPosition(Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15}))
    assert view.grab().toImage() != first
    view.setPosition(Position.start())
    assert view.grab().toImage() == first


def test_hovering_a_fleche_highlights_it(qtbot: QtBot) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(600, 480)
    view.show()
    qtbot.waitExposed(view)
    plain = view.grab().toImage()
    qtbot.mouseMove(view, view.pointCentre("B9").toPoint())
    qtbot.wait(20)
    assert view.grab().toImage() != plain
