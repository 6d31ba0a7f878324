"""The keyboard's way around the studio's window.

The board by its shortcut, the panes in turn by Ctrl+Tab, and Tab never trapped in a table.

A table lets Tab walk its cells by default (Qt's ``tabKeyNavigation``): in the Analysis dock's *Chances* table,
Tab then went from cell to cell and never left it.  :func:`let_tab_leave` turns that off for every table that
gets the focus (the docks', the game windows', the dialogs'): Tab goes to the next control, and the arrows
walk the cells.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QFocusFrame,
    QPlainTextEdit,
    QRadioButton,
    QTabBar,
    QTableView,
    QTextEdit,
    QWidget,
)

__all__ = [
    "FocusRing",
    "PaneFocus",
    "dock_seen",
    "first_focusable",
    "let_tab_leave",
    "reading_order",
    "tab_stops",
]


def let_tab_leave(widget: QWidget | None) -> None:
    """Let Tab leave a table given the focus (``tabKeyNavigation`` off).

    Called as the focus moves, so every table of the application is mended before its first Tab, at no cost to the other
    events."""
    if isinstance(widget, QTableView) and widget.tabKeyNavigation():
        widget.setTabKeyNavigation(False)


class _Ring(QFocusFrame):
    """The frame itself, painted here in the palette's highlight.

    Laid round its widget by Qt (in the two pixels round it that the style keeps for a focus frame); the highlight is
    blue in the light and dark themes, yellow in high contrast."""

    idle = False
    """Round no control with the focus: Qt's showing it again with its last control is refused."""

    def setVisible(self, visible: bool) -> None:
        super().setVisible(visible and not self.idle)

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
        painter.drawRect(self.rect().adjusted(1, 1, -1, -1))
        painter.end()


class FocusRing:
    """A frame round the control with the keyboard's focus where the style draws none.

    A table, a list or a tree (Fusion marks their current cell only, none when there is none), a tab widget's tabs, a
    text shown or typed in a frame of its own (a frameless one showed nothing), a radio button (Fusion framed the focus
    on the first of a group only).  It follows the focus (:meth:`follow`, called as the focus moves), in every window of
    the studio."""

    KINDS = (QAbstractItemView, QTabBar, QTextEdit, QPlainTextEdit, QRadioButton)

    def __init__(self) -> None:
        self._ring: _Ring | None = None

    def follow(self, widget: QWidget | None) -> None:
        ring = self._ring if self._ring is not None and shiboken6.isValid(self._ring) else None
        if widget is None or not isinstance(widget, self.KINDS) or widget.isWindow():
            if ring is not None:
                ring.idle = True  # the last control keeps it, hidden: shown again with it, it stays hidden
                ring.hide()
            return
        if ring is None:
            ring = _Ring(widget)  # a parent from the start: Qt owns it, and deletes it with the window
            ring.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
            self._ring = ring
        ring.idle = False
        ring.setWidget(widget)
        ring.show()

    def widget(self) -> QWidget | None:
        """Return the control framed now (None: none)."""
        ring = self._ring if self._ring is not None and shiboken6.isValid(self._ring) else None
        return ring.widget() if ring is not None and ring.isVisible() else None


def reading_order(*widgets: QWidget | None) -> None:
    """Let Tab reach ``widgets`` one after the other, as the window reads them.

    Top to bottom, left to right along a line: a widget made after the others, or laid out before one made earlier, is
    put back in its place in the chain.  A widget that Tab does not stop on (a group box, a column of controls) stands
    for the controls within it, in their own order (:func:`tab_stops`); None (a control this window lacks) is passed
    over."""
    chain: list[QWidget] = []
    for widget in widgets:
        if widget is None:
            continue
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            chain.append(widget)
        else:
            chain += tab_stops(widget)
    for first, second in itertools.pairwise(chain):
        QWidget.setTabOrder(first, second)


def _inner(widget: QWidget) -> bool:
    """Tell whether ``widget`` is a part that Tab reaches through the control round it.

    A spin box's line edit (its focus goes to the box), a tab widget's tabs (the tab widget stands for them)."""
    proxy = widget.focusProxy()
    if proxy is not None and proxy.isAncestorOf(widget):
        return True
    parent = widget.parentWidget()
    return parent is not None and parent.focusProxy() is widget


def tab_stops(root: QWidget) -> list[QWidget]:
    """Return the widgets inside ``root`` that Tab may stop on, shown or not yet, in the chain's order.

    The inner parts of a control are left out."""
    stops: list[QWidget] = []
    widget: QWidget | None = root.nextInFocusChain()
    seen: set[int] = set()
    while widget is not None and widget is not root and id(widget) not in seen:
        seen.add(id(widget))
        if root.isAncestorOf(widget) and widget.focusPolicy() & Qt.FocusPolicy.TabFocus and not _inner(widget):
            stops.append(widget)
        widget = widget.nextInFocusChain()
    return stops


def first_focusable(root: QWidget) -> QWidget | None:
    """Return the first widget inside ``root``, in Tab's order, that Tab can give the focus to.

    ``root`` itself if it takes it; None when there is none."""
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
    """Tell whether the user sees ``dock``: open, and not behind another dock's tab."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


class PaneFocus:
    """The window's panes in Ctrl+Tab's order: the board, then each dock that is open.

    ``docks`` gives them in order; the archive's exists once opened.  A dock behind another's tab is brought to the
    front."""

    def __init__(self, board: QWidget, docks: Callable[[], Sequence[QDockWidget]]) -> None:
        self.board = board
        self.docks = docks

    def panes(self) -> list[QWidget]:
        return [self.board, *(dock for dock in self.docks() if not dock.isHidden())]

    def current(self) -> int:
        """Return the index of the pane holding the focus (0, the board, when none does)."""
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
        """Follow the focus to ``focus`` (Tab, a click, the program).

        A dock holding it behind another's tab is brought to the front, so that the focus is never on a control the user
        cannot see."""
        if focus is None:
            return
        for dock in self.docks():
            if dock.isAncestorOf(focus) and not dock.isHidden() and not dock_seen(dock):
                dock.raise_()

    def next_pane(self) -> None:
        self.step(1)

    def previous_pane(self) -> None:
        self.step(-1)
