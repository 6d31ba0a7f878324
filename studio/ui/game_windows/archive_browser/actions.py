"""The archive browser's gestures: its buttons, their menus and the table's History action, with their texts.

The browser connects them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QGridLayout, QMenu, QPushButton, QTableView, QWidget

from studio.ui.i18n import tr as _tr

__all__ = ["BrowserActions"]

BUTTONS = ("open", "booklet", "delete", "merge", "stats", "rating")
"""The buttons of the chosen game, the archive and the player, in their order."""


class BrowserActions:
    """The archive browser's buttons and actions.

    Import (files, a folder), the chosen game's and the player's buttons, the tutor's analysis (the chosen games, every
    game, with puzzles), and the chosen game's History (Ctrl+H, the table's context menu)."""

    def __init__(self, parent: QWidget, table: QTableView) -> None:
        self.history_action = QAction(table)
        self.history_action.setShortcut(QKeySequence("Ctrl+H"))
        self.history_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        table.addAction(self.history_action)
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.import_button = QPushButton(parent)
        choices = QMenu(self.import_button)
        self.import_files_action = choices.addAction("")
        self.import_folder_action = choices.addAction("")
        self.import_button.setMenu(choices)
        # The tutor's work on the archive (what trictrac archive analyse and trictrac puzzles make do).
        self.analyse_button = QPushButton(parent)
        analyses = QMenu(self.analyse_button)
        self.analyse_chosen_action = analyses.addAction("")
        self.analyse_all_action = analyses.addAction("")
        self.make_puzzles_action = analyses.addAction("")
        self.analyse_button.setMenu(analyses)
        self.buttons = {key: QPushButton(parent) for key in BUTTONS}

    def grid(self) -> QGridLayout:
        """Lay the buttons out in two rows of four, so that the table keeps its height on a small screen.

        The game's buttons, then the archive's, the player's and the tutor's work."""
        grid = QGridLayout()
        for index, button in enumerate((self.import_button, *self.buttons.values(), self.analyse_button)):
            grid.addWidget(button, index // 4, index % 4)
        return grid

    def retranslate(self) -> None:
        self.import_button.setText(_tr("ArchiveBrowser", "&Import…"))
        self.history_action.setText(_tr("ArchiveBrowser", "&History of the game…"))
        self.import_files_action.setText(_tr("ArchiveBrowser", "Record files…"))
        self.import_folder_action.setText(_tr("ArchiveBrowser", "A folder of records…"))
        self.analyse_button.setText(_tr("ArchiveBrowser", "T&utor's analysis"))
        self.analyse_chosen_action.setText(_tr("ArchiveBrowser", "The chosen games"))
        self.analyse_all_action.setText(_tr("ArchiveBrowser", "Every game not yet analysed"))
        self.make_puzzles_action.setText(_tr("ArchiveBrowser", "Every game, and make puzzles of the errors"))
        for key, text in (
            ("open", _tr("ArchiveBrowser", "&Open")),
            ("booklet", _tr("ArchiveBrowser", "Boo&klet…")),
            ("delete", _tr("ArchiveBrowser", "&Delete")),
            ("merge", _tr("ArchiveBrowser", "&Merge duplicates")),
            ("stats", _tr("ArchiveBrowser", "Statistics of the &player")),
            ("rating", _tr("ArchiveBrowser", "Pla&yer's rating…")),
        ):
            self.buttons[key].setText(text)
