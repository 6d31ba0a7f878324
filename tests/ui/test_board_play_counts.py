"""The arrows of the last play never hide the count of a tall stack (issue 22: « 13 », « 14 » unreadable)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from notation.board import Point, Position
from notation.code import parse_code
from notation.render.geometry import CLASSIC, board_geometry
from studio.ui.board_render import PLAY_ARROW, BoardMap, paint_geometry, paint_play


def _blue_share(image: QImage, centre: QPointF, radius: float) -> float:
    """The share of pixels around ``centre`` that are the play arrows' blue."""
    arrow = QColor(PLAY_ARROW)
    blue = total = 0
    r = int(radius)
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            pixel = image.pixelColor(int(centre.x()) + dx, int(centre.y()) + dy)
            total += 1
            if (
                abs(pixel.red() - arrow.red()) < 40
                and abs(pixel.green() - arrow.green()) < 40
                and abs(pixel.blue() - arrow.blue()) < 40
            ):
                blue += 1
    return blue / total


@pytest.mark.parametrize(
    ("code", "moves"),
    [
        # Blanc's talon of 15 (its count « 15 »), a play of two dames leaving it: the arrows start on the stack.
        ("B1:15/N1:15 B", (("B1", "B5"), ("B1", "B2"))),
        # A play that passes over Noir's talon of 13 (the arrow drawn across it).
        ("B1:13,B6,B7/N1:13,N2,N3 B", (("B1", "B7"), ("B6", "B12"))),
    ],
)
def test_the_counts_are_painted_above_the_arrows(qtbot: QtBot, code: str, moves: tuple[tuple[str, str], ...]) -> None:
    position: Position = parse_code(code).position
    geometry = board_geometry(position)
    width = 900
    height = round(width / geometry.aspect)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_geometry(painter, geometry, width, height, CLASSIC)
    play = [(Point.from_name(a), Point.from_name(b)) for a, b in moves]
    paint_play(painter, geometry, width, height, play, CLASSIC)
    painter.end()
    m = BoardMap(geometry, width, height)
    labels = [stack.count_label for stack in geometry.stacks if stack.count_label is not None]
    assert labels
    for label in labels:
        assert _blue_share(image, m.xy(label.anchor), m.len(label.size) * 0.6) < 0.02, label.text
