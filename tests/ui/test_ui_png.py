"""The studio's PNGs: written as PNG whatever the file's suffix, refused where they cannot be, read back whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from studio.ui.png import png_image, save_png

SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _image() -> QImage:
    image = QImage(7, 5, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2a6fdb"))
    image.setPixelColor(3, 2, QColor("#c0392b"))
    return image


@pytest.mark.parametrize("name", ["board.png", "board.PNG", "board.jpg", "board"])
def test_an_image_is_saved_as_a_png_and_read_back(qapp: QApplication, tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    assert save_png(_image(), str(path))
    data = path.read_bytes()
    assert data.startswith(SIGNATURE)
    assert png_image(data).convertToFormat(QImage.Format.Format_ARGB32) == _image()


def test_a_png_that_cannot_be_written_is_reported(qapp: QApplication, tmp_path: Path) -> None:
    assert not save_png(_image(), str(tmp_path / "missing" / "board.png"))


@pytest.mark.parametrize("data", [b"", b"not a picture", SIGNATURE])
def test_what_is_no_png_reads_as_a_null_image(qapp: QApplication, data: bytes) -> None:
    assert png_image(data).isNull()
