"""The keyboard's way around the studio's window: the board by its shortcut, the panes in turn by Ctrl+Tab, and
Tab never trapped in a table.

A table lets Tab walk its cells by default (Qt's ``tabKeyNavigation``): in the Analysis dock's *Chances* table,
Tab then went from cell to cell and never left it.  :func:`let_tab_leave` turns that off for every table that
gets the focus (the docks', the game windows', the dialogs'): Tab goes to the next control, and the arrows
walk the cells.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QTableView, QWidget

__all__ = ["PaneFocus", "dock_seen", "first_focusable", "let_tab_leave"]


def let_tab_leave(widget: QWidget | None) -> None:
    """A table given the focus lets Tab leave it (``tabKeyNavigation`` off): called as the focus moves, so every
    table of the application is mended before its first Tab, at no cost to the other events."""
    if isinstance(widget, QTableView) and widget.tabKeyNavigation():
        widget.setTabKeyNavigation(False)


def first_focusable(root: QWidget) -> QWidget | None:
    """The first widget inside ``root``, in Tab's order, that Tab can give the focus to (``root`` itself if it
    takes it); None when there is none."""
    if _takes_tab(root):
        return root
    widget: QWidget | None = root.nextInFocusChain()
    seen: set[int] = set()
    while widget is not None and widget is not root and id(widget) not in seen:
        seen.add(id(widget))
        if root.isAncestorOf(widget) and _takes_tab(widget):
            return widget
        widget = widget.nextInFocusChain()
    return None


def _takes_tab(widget: QWidget) -> bool:
    return (
        widget.isVisible()
        and widget.isEnabled()
        and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and widget.focusProxy() is None
    )


def dock_seen(dock: QDockWidget) -> bool:
    """Whether the user sees ``dock``: open, and not behind another dock's tab."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


class PaneFocus:
    """The window's panes in Ctrl+Tab's order: the board, then each dock that is open (``docks`` gives them in
    order; the archive's exists once opened).  A dock behind another's tab is brought to the front."""

    def __init__(self, board: QWidget, docks: Callable[[], Sequence[QDockWidget]]) -> None:
        self.board = board
        self.docks = docks

    def panes(self) -> list[QWidget]:
        return [self.board, *(dock for dock in self.docks() if not dock.isHidden())]

    def current(self) -> int:
        """The index of the pane holding the focus (0, the board, when none does)."""
        focus = QApplication.focusWidget()
        for index, pane in enumerate(self.panes()):
            if focus is not None and (focus is pane or pane.isAncestorOf(focus)):
                return index
        return 0

    def focus_board(self) -> None:
        self.board.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def step(self, by: int) -> QWidget:
        """Give the focus to the pane ``by`` places on (1: the next, -1: the previous); returns that pane."""
        panes = self.panes()
        pane = panes[(self.current() + by) % len(panes)]
        if isinstance(pane, QDockWidget):
            pane.raise_()
            inner = pane.widget()
            target = first_focusable(inner) if inner is not None else None
            (target or pane).setFocus(Qt.FocusReason.TabFocusReason)
        else:
            pane.setFocus(Qt.FocusReason.TabFocusReason)
        return pane

    def follow(self, focus: QWidget | None) -> None:
        """The focus went to ``focus`` (Tab, a click, the program): a dock holding it behind another's tab is
        brought to the front, so that the focus is never on a control the user cannot see."""
        if focus is None:
            return
        for dock in self.docks():
            if dock.isAncestorOf(focus) and not dock.isHidden() and not dock_seen(dock):
                dock.raise_()

    def next_pane(self) -> None:
        self.step(1)

    def previous_pane(self) -> None:
        self.step(-1)
