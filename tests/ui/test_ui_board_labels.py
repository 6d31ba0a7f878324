"""The flèches' names on a small board (the archive's preview, a small window): never run together, never below
the legible size (hidden instead)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from notation.board import Position
from notation.notations import Notation, Orientation
from notation.render.geometry import CLASSIC, board_geometry
from studio.ui.board_render import LABEL_MIN_PIXELS, BoardMap, label_pixels, paint_tablier


@pytest.mark.parametrize("notation", list(Notation), ids=lambda notation: notation.name)
@pytest.mark.parametrize("width", [120, 170, 220, 300, 420, 640, 900, 1400])
def test_a_fleches_name_fits_its_fleche(qtbot: QtBot, notation: Notation, width: int) -> None:
    # The archive browser's preview (about 170 pixels wide) showed "N9N10N11N12" run together.
    geometry = board_geometry(Position.start(), Orientation(), notation=notation)
    m = BoardMap(geometry, width, width / geometry.aspect)
    pixels = label_pixels(m, geometry.fleches)
    font = QFont("DejaVu Serif")
    if pixels == 0:  # hidden: even the legible minimum would run them together
        font.setPixelSize(LABEL_MIN_PIXELS)
        metrics = QFontMetricsF(font)
        assert any(
            metrics.horizontalAdvance(f.label.text) > 0.95 * m.len(f.base_right.x - f.base_left.x)
            for f in geometry.fleches
        )
        return
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


@pytest.mark.parametrize("notation", list(Notation), ids=lambda notation: notation.name)
@pytest.mark.parametrize("width", [120, 170, 220, 260, 300, 420, 640])
def test_a_fleches_name_is_legible_or_hidden(qtbot: QtBot, notation: Notation, width: int) -> None:
    """The archive browser's preview drew its names at 4-5 pixels, unreadable: at least 8 pixels (at 100 %
    scaling), or none."""
    geometry = board_geometry(Position.start(), Orientation(), notation=notation)
    m = BoardMap(geometry, width, width / geometry.aspect)
    assert label_pixels(m, geometry.fleches) in (0, *range(LABEL_MIN_PIXELS, 200))


def test_a_small_preview_paints_no_names(qtbot: QtBot) -> None:
    """Hidden names leave the frame's bande above the top flèches bare: the same picture as with no names at all."""
    geometry = board_geometry(Position.start(), Orientation(), notation=Notation.BN)
    width = 170
    height = round(width / geometry.aspect)
    assert label_pixels(BoardMap(geometry, width, height), geometry.fleches) == 0
    bare = replace(geometry, fleches=tuple(replace(f, label=replace(f.label, text="")) for f in geometry.fleches))
    images = []
    for shown in (geometry, bare):
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        paint_tablier(painter, shown, width, height, CLASSIC)
        painter.end()
        images.append(image)
    assert images[0] == images[1]
