"""The flèches' names on a small board (the archive's preview, a small window): smaller, never run together."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetricsF
from pytestqt.qtbot import QtBot

from notation.board import Position
from notation.notations import Notation, Orientation
from notation.render.geometry import board_geometry
from studio.ui.board_render import LABEL_MIN_PIXELS, BoardMap, label_pixels


@pytest.mark.parametrize("notation", list(Notation), ids=lambda notation: notation.name)
@pytest.mark.parametrize("width", [120, 170, 220, 300, 420, 640, 900, 1400])
def test_a_fleches_name_fits_its_fleche(qtbot: QtBot, notation: Notation, width: int) -> None:
    # The archive browser's preview (about 170 pixels wide) showed "N9N10N11N12" run together.
    geometry = board_geometry(Position.start(), Orientation(), notation=notation)
    m = BoardMap(geometry, width, width / geometry.aspect)
    pixels = label_pixels(m, geometry.fleches)
    font = QFont("DejaVu Serif")
    font.setPixelSize(pixels)
    metrics = QFontMetricsF(font)
    for fleche in geometry.fleches:
        room = m.len(fleche.base_right.x - fleche.base_left.x)
        assert metrics.horizontalAdvance(fleche.label.text) <= room, (fleche.label.text, pixels, room)
    # Where the nominal size fits, it is kept (and never below the legible minimum).
    nominal = max(LABEL_MIN_PIXELS, round(m.len(geometry.fleches[0].label.size)))
    font.setPixelSize(nominal)
    if all(
        QFontMetricsF(font).horizontalAdvance(f.label.text) <= 0.95 * m.len(f.base_right.x - f.base_left.x)
        for f in geometry.fleches
    ):
        assert pixels == nominal
