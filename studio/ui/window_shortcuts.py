"""The keyboard shortcuts box of the studio's window.

Every action's text and keys, in menu order, after the board's own keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from studio.ui.accessible import describe
from studio.ui.actions import ACTIONS
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr

__all__ = ["shortcut_table", "show_shortcuts"]


def shortcut_table(actions: dict[str, QAction]) -> list[tuple[str, str]]:
    """Return every action's text and shortcut, in menu order (what the shortcuts box lists)."""
    return [
        (
            actions[spec.id].text().replace("&", ""),
            actions[spec.id].shortcut().toString(QKeySequence.SequenceFormat.NativeText),
        )
        for spec in ACTIONS  # the keys named as the menus name them (« Ctrl+Maj+S », not « Ctrl+Shift+S »)
    ]


def show_shortcuts(parent: QWidget, actions: dict[str, QAction]) -> None:
    """Show the box listing the board's keys and :func:`shortcut_table` until it is closed."""
    rows = shortcut_table(actions)
    board_keys = [
        (_tr("MainWindow", "Move the cursor over the flèches"), "← → ↑ ↓"),
        (_tr("MainWindow", "Add a dame at the cursor / remove one"), "+ / −"),
        (_tr("MainWindow", "Add a Blanc / Noir dame at the cursor"), "B, W / N, K"),
        (
            _tr("MainWindow", "Empty the flèche at the cursor"),
            QKeySequence(Qt.Key.Key_Delete).toString(QKeySequence.SequenceFormat.NativeText),
        ),
    ]
    dialog = QDialog(parent)
    dialog.setWindowTitle(_tr("MainWindow", "Keyboard shortcuts"))
    table = QTableWidget(len(rows) + len(board_keys), 2, dialog)
    table.setHorizontalHeaderLabels([_tr("MainWindow", "Action"), _tr("MainWindow", "Shortcut")])
    describe(table, QT_TRANSLATE_NOOP("Accessible", "Keyboard shortcuts"))
    table.verticalHeader().setVisible(False)
    for row, (text, keys) in enumerate(board_keys + rows):
        table.setItem(row, 0, QTableWidgetItem(text))
        table.setItem(row, 1, QTableWidgetItem(keys))
    table.resizeColumnsToContents()
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(table)
    layout.addWidget(buttons)
    dialog.resize(520, 640)
    dialog.exec()
