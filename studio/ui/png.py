"""PNG files in and out of a :class:`QImage`, through the calls PySide6's stubs type as its binding takes them.

``QImage.save(path, "PNG")`` and ``QImage.fromData(data, "PNG")`` take the format as ``str`` at run time while
the stubs declare ``bytes`` (which the binding refuses); :class:`QImageWriter` and :meth:`QImage.loadFromData`
are typed as they are called.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QImageWriter

__all__ = ["png_image", "save_png"]


def save_png(image: QImage, path: str) -> bool:
    """Write ``image`` to ``path`` as a PNG, whatever the path's suffix; False if it cannot be written."""
    return QImageWriter(path, QByteArray(b"PNG")).write(image)


def png_image(data: bytes) -> QImage:
    """The image that the PNG ``data`` holds (a null image if they hold none)."""
    image = QImage()
    image.loadFromData(data, "PNG")
    return image
