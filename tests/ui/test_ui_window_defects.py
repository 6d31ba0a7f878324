"""Small defects of the studio's window, each found by hand and fixed: Ctrl+N gave a diagram already marked
modified, and windows asked for more than the screen held."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication

from notation.board import WHITE
from studio.ui.main_window import MainWindow
from studio.ui.window_size import FRAME, fitted_size


def test_a_new_diagram_is_not_marked_modified(window: MainWindow) -> None:
    window.document.add_dame("B3", WHITE)
    window.document.undo_stack.setClean()  # as if saved: New asks nothing
    window.actions_by_id["file.new"].trigger()
    assert not window.document.is_modified()
    assert not window.isWindowModified()
    assert window.document.path is None
    assert not window.actions_by_id["edit.undo"].isEnabled()


@pytest.mark.parametrize(
    "asked, expected",
    [
        ((1280, 820), lambda room: QSize(min(1280, room.width()), min(820, room.height()))),
        ((300, 200), lambda room: QSize(300, 200)),
        ((10_000, 10_000), lambda room: room),
    ],
)
def test_a_window_asks_at_most_what_the_screen_holds(
    window: MainWindow, asked: tuple[int, int], expected: Callable[[QSize], QSize]
) -> None:
    screen = QGuiApplication.primaryScreen()
    room = screen.availableGeometry().size() - FRAME
    assert fitted_size(window, *asked) == expected(room)
