"""PNG files in and out of a :class:`QImage`, through the calls PySide6's stubs type as its binding takes them.

``QImage.save(path, "PNG")`` and ``QImage.fromData(data, "PNG")`` take the format as ``str`` at run time while
the stubs declare ``bytes`` (which the binding refuses); :class:`QImageWriter` and :meth:`QImage.loadFromData`
are typed as they are called.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QImageWriter, QPainter

__all__ = ["png_image", "save_png", "with_caption"]


def with_caption(image: QImage, caption: str) -> QImage:
    """Put ``caption`` under ``image``, in italics on white, broken into lines as wide as the image.

    The image itself when the caption is blank."""
    caption = caption.strip()
    if not caption or image.isNull():
        return image
    font = QFont("DejaVu Serif")
    font.setItalic(True)
    font.setPixelSize(max(10, round(image.width() / 40)))
    margin = font.pixelSize() // 2
    area = QRect(0, 0, image.width() - 2 * margin, 10**6)
    flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
    text_h = QFontMetrics(font).boundingRect(area, flags, caption).height()
    out = QImage(image.width(), image.height() + text_h + 2 * margin, QImage.Format.Format_ARGB32)
    out.fill(QColor("white"))
    painter = QPainter(out)
    try:
        painter.drawImage(0, 0, image)
        painter.setFont(font)
        painter.setPen(QColor("#1a1a1a"))
        painter.drawText(QRect(margin, image.height() + margin, area.width(), text_h), flags, caption)
    finally:
        painter.end()
    return out


def save_png(image: QImage, path: str) -> bool:
    """Write ``image`` to ``path`` as a PNG, whatever the path's suffix; False if it cannot be written."""
    return QImageWriter(path, QByteArray(b"PNG")).write(image)


def png_image(data: bytes) -> QImage:
    """Return the image that the PNG ``data`` holds (a null image if they hold none)."""
    image = QImage()
    image.loadFromData(data, "PNG")
    return image
