"""The main window's menus and palette.

Built from the registry of :mod:`studio.ui.actions`, titled again when the language changes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from studio.ui.actions import ACTIONS, MENUS
from studio.ui.i18n import tr as _tr

__all__ = ["TOOLS", "WindowMenus"]

TOOLS = ("white", "black", "eraser", "arrow", "mark")
"""The palette's tools, in the order of the tool bar."""

_SEPARATED_AFTER = frozenset(
    {
        "file.save_as",
        "file.archive_save",
        "file.export_svg",
        "file.print_preview",
        "edit.paste",
        "edit.redo",
        "edit.to_move",
        "edit.no_dice",
        "view.talons",
        "view.panel",
        "lessons.drill",
    }
)
"""The actions a menu separates from the next ones."""


class WindowMenus:
    """The menu bar and the palette's tool bar of the studio's ``window``, holding its ``actions`` by id.

    The menu bar: a menu per key of :data:`MENUS`, the recent files, the export and view sub-menus."""

    def __init__(self, window: QMainWindow, actions: dict[str, QAction]) -> None:
        self.window = window
        self.actions = actions
        self.menus: dict[str, QMenu] = {key: QMenu(window) for key, _title in MENUS}
        self.recent_menu = QMenu(window)
        self.tools_bar = QToolBar(window)
        self._build_menus()
        self._build_toolbars()

    def _build_menus(self) -> None:
        actions, menus = self.actions, self.menus
        bar = self.window.menuBar()
        for key in ("file", "edit", "tools", "view", "analysis", "lessons", "help"):
            bar.addMenu(menus[key])
        for spec in ACTIONS:
            menu = menus[spec.menu]
            menu.addAction(actions[spec.id])
            if spec.id == "file.export_svg":
                menu.addMenu(menus["export"])
            if spec.id in _SEPARATED_AFTER:
                menu.addSeparator()
            if spec.id == "file.open":
                menu.addMenu(self.recent_menu)
        menus["view"].addSeparator()
        for key in ("notation", "theme", "language"):
            menus["view"].addMenu(menus[key])

    def _build_toolbars(self) -> None:
        actions, bar = self.actions, self.tools_bar
        bar.setObjectName("tools")
        bar.setIconSize(bar.iconSize() * 1.25)
        for tool in TOOLS:
            bar.addAction(actions[f"tool.{tool}"])
        bar.addSeparator()
        for key in ("edit.undo", "edit.redo"):
            bar.addAction(actions[key])
        bar.addSeparator()
        for key in ("edit.start", "edit.talons", "edit.roll", "view.flip"):
            bar.addAction(actions[key])
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self._wide_width: int | None = None

    def fit_tool_bar(self) -> None:
        """Show the palette's names beside its icons when the whole bar fits the window, else the icons alone.

        The icons alone are named by their tips: no action is hidden behind the bar's » button in a narrow window or a
        longer language."""
        bar = self.tools_bar
        wide = Qt.ToolButtonStyle.ToolButtonTextBesideIcon
        if self._wide_width is None:
            shown = bar.toolButtonStyle()
            bar.setToolButtonStyle(wide)
            self._wide_width = bar.sizeHint().width()
            bar.setToolButtonStyle(shown)
        style = wide if self._wide_width <= self.window.width() else Qt.ToolButtonStyle.ToolButtonIconOnly
        if bar.toolButtonStyle() != style:
            bar.setToolButtonStyle(style)

    def retranslate(self) -> None:
        """Title the menus and the palette again (the actions are retitled by the window)."""
        for key, title in MENUS:
            self.menus[key].setTitle(QCoreApplication.translate("Actions", title))
        self.recent_menu.setTitle(_tr("MainWindow", "Recent &files"))
        self.tools_bar.setWindowTitle(_tr("MainWindow", "Palette"))
        self._wide_width = None  # measured again in the new language
        self.fit_tool_bar()
