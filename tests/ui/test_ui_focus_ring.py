"""The frame round the control with the keyboard's focus (studio/ui/window_focus.py, FocusRing): round a table,
a list, a tree, tabs, a text or a radio button; none round the controls the style frames itself; none left round
a control that has lost the focus, even when it is shown again."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QTableWidget, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from studio.ui.window_focus import FocusRing


def test_the_ring_follows_the_focus_and_lets_go(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    table, edit = QTableWidget(3, 3, window), QLineEdit(window)
    layout.addWidget(table)
    layout.addWidget(edit)
    window.show()
    qtbot.waitExposed(window)
    ring = FocusRing()
    ring.follow(table)
    assert ring.widget() is table
    image = window.grab().toImage()
    corner = table.geometry().topLeft()
    # The frame is drawn round the table, in the palette's highlight, on the window's pixels.
    assert image.pixelColor(corner.x() - 1, corner.y() + table.height() // 2) == window.palette().highlight().color()
    ring.follow(edit)  # the line edit's own frame shows its focus
    assert ring.widget() is None
    table.hide()
    table.show()
    assert ring.widget() is None  # shown again, the table does not bring the frame back
    ring.follow(None)
    assert ring.widget() is None
