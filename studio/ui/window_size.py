"""Window sizes that fit the screen.

A window asks for its comfortable size and gets at most what the screen offers (its available geometry, less the frame
the window manager draws), so that a 1440×900 or a 1024×768 screen shows every window whole."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["FRAME", "fitted_size"]

FRAME = QSize(16, 48)
"""Room left for the window manager's frame and title bar."""


def fitted_size(widget: QWidget, width: int, height: int) -> QSize:
    """Return ``width``×``height``, or less where the screen of ``widget`` is smaller.

    The primary screen when ``widget`` has none."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    room = screen.availableGeometry().size() - FRAME
    return QSize(max(1, min(width, room.width())), max(1, min(height, room.height())))
