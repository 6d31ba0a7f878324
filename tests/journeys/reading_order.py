"""The order in which Tab reaches a window's controls, against the order in which the window reads.

A window reads region by region — the central area and each dock, the lessons' list beside their page — in
their visual order: a region comes before another beside it on its right or below it in the same column (the
left column top to bottom, then the next column).  Within a region it reads as a page does: top to bottom, and
left to right along a line; Tab may go back up only to begin a column further right (a form beside its preview).

:func:`tab_chain` walks the focus chain as Tab does; :func:`reading_faults` says where it leaves that order or
leaves a control out; :func:`unreachable_actions` names the actions the keyboard cannot reach.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMenuBar,
    QRadioButton,
    QTabBar,
    QToolBar,
    QToolButton,
    QWidget,
)


def _inner_part(widget: QWidget) -> bool:
    """A part of a control that the keyboard reaches through the control: a spin box's line edit, a combo box's
    list, Qt's own inner widgets (``qt_…``)."""
    if widget.objectName().startswith("qt_"):
        return True
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, (QAbstractSpinBox, QComboBox)):
            return True
        parent = parent.parentWidget()
    return False


def on_screen(widget: QWidget, top: QWidget) -> bool:
    """Shown, enabled and inside ``top``'s frame (a dock behind another's tab is moved out of it)."""
    if not (widget.isVisible() and widget.isEnabled() and widget.window() is top):
        return False
    where = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    return top.rect().intersects(where) and where.width() > 0 and where.height() > 0


def tabbable(widget: QWidget, top: QWidget) -> bool:
    """A control of ``top`` that Tab stops on, on screen."""
    return (
        bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and not isinstance(widget, (QLabel, QTabBar))  # a dock's tabs are reached by Ctrl+Tab and the View menu
        and not _inner_part(widget)
        and on_screen(widget, top)
    )


def _passed_over(widget: QWidget) -> bool:
    """A radio button not checked beside one that is: Tab goes to the checked one, the arrows choose."""
    if not isinstance(widget, QRadioButton) or not widget.autoExclusive() or widget.isChecked():
        return False
    parent = widget.parentWidget()
    return parent is not None and any(
        other.isChecked() for other in parent.findChildren(QRadioButton) if other.parentWidget() is parent
    )


def tab_chain(top: QWidget) -> list[QWidget]:
    """The controls Tab reaches in ``top`` from its first, in the order it reaches them."""
    chain: list[QWidget] = []
    widget = top.nextInFocusChain()
    seen: set[int] = set()
    while widget is not None and widget is not top and id(widget) not in seen:
        seen.add(id(widget))
        if tabbable(widget, top) and not _passed_over(widget):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def describe(widget: QWidget) -> str:
    """A control as a test names it: its class, its text or accessible name, and its first named parents."""
    text = widget.accessibleName()
    if not text and isinstance(widget, QAbstractButton):
        text = widget.text()
    chain, parent = [type(widget).__name__ + (f" {text!r}" if text else "")], widget.parentWidget()
    while parent is not None and len(chain) < 4:
        if parent.objectName() and not parent.objectName().startswith("qt_"):
            chain.append(f"#{parent.objectName()}")
        parent = parent.parentWidget()
    return " < ".join(chain)


def _rect(widget: QWidget, top: QWidget) -> QRect:
    return QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())


def _before(first: QRect, second: QRect) -> bool:
    """Whether region ``first`` is read before region ``second``: above it in the same column, or left of it
    beside it; regions neither beside nor above one another go by their tops."""
    overlap_x = min(first.right(), second.right()) - max(first.left(), second.left()) > 8
    overlap_y = min(first.bottom(), second.bottom()) - max(first.top(), second.top()) > 8
    if overlap_x and not overlap_y:
        return first.top() < second.top()
    if overlap_y and not overlap_x:
        return first.left() < second.left()
    return (first.top(), first.left()) < (second.top(), second.left())


def regions_in_order(top: QWidget, regions: Sequence[QWidget]) -> list[QWidget]:
    """``regions`` (the central area, the docks…) on screen, in the window's reading order."""
    shown = [region for region in regions if on_screen(region, top)]

    def compare(a: QWidget, b: QWidget) -> int:
        ra, rb = _rect(a, top), _rect(b, top)
        return -1 if _before(ra, rb) else 1 if _before(rb, ra) else 0

    return sorted(shown, key=functools.cmp_to_key(compare))


def main_window_regions(window: QMainWindow) -> list[QWidget]:
    """A main window's regions: its central widget and its docks."""
    central = window.centralWidget()
    return [*([central] if central is not None else []), *window.findChildren(QDockWidget)]


def _region_of(widget: QWidget, regions: Sequence[QWidget]) -> int:
    for index, region in enumerate(regions):
        if region is widget or region.isAncestorOf(widget):
            return index
    return -1


def reading_faults(top: QWidget, regions: Sequence[QWidget]) -> list[str]:
    """Where Tab, from ``top``'s first control, leaves the reading order of ``regions`` (each a widget of
    ``top``), and the controls on screen it never reaches: an empty list when it follows it."""
    ordered = regions_in_order(top, regions)
    chain = tab_chain(top)
    faults: list[str] = []
    reached = {id(widget) for widget in chain}
    faults += [
        f"never reached: {describe(widget)}"
        for widget in top.findChildren(QWidget)
        if tabbable(widget, top) and not _passed_over(widget) and id(widget) not in reached
    ]
    # Each region in one stretch, the regions in order.
    visits = [index for index, _group in itertools.groupby(_region_of(widget, ordered) for widget in chain)]
    visits = [index for index in visits if index >= 0]
    if visits != sorted(set(visits)):
        names = [ordered[index].objectName() or type(ordered[index]).__name__ for index in visits]
        faults.append("regions out of order: " + " → ".join(names))
    # Within a region, a page's order.
    for first, second in itertools.pairwise(chain):
        if _region_of(first, ordered) != _region_of(second, ordered):
            continue
        a, b = _rect(first, top), _rect(second, top)
        up = b.top() < a.top() - 8
        further_right = b.left() >= a.left() + a.width() - 4
        left_on_the_line = not up and abs(b.top() - a.top()) <= 8 and b.left() < a.left() - 8
        if (up and not further_right) or left_on_the_line:
            faults.append(
                f"back in the reading: {describe(first)} ({a.left()}, {a.top()})"
                f" → {describe(second)} ({b.left()}, {b.top()})"
            )
    return faults


def _toggles(top: QWidget) -> set[int]:
    """The docks' and tool bars' own show-and-hide actions (Qt's context menu): the View menu has its own."""
    docks = [dock.toggleViewAction() for dock in top.findChildren(QDockWidget)]
    bars = [bar.toggleViewAction() for bar in top.findChildren(QToolBar)]
    return {id(action) for action in (*docks, *bars)}


def _on_a_page_not_shown(action: QAction, top: QWidget) -> bool:
    """An action of a page not on screen (the exercise's buttons behind the explanation's tab): the page shown
    is what the keyboard is asked to reach."""
    widgets = [owner for owner in action.associatedObjects() if isinstance(owner, QWidget)]
    return bool(widgets) and not any(on_screen(widget, top) for widget in widgets)


def _reached(action: QAction, top: QWidget) -> bool:
    """A menu of the window's (or its menu bar) holds ``action``, a shortcut triggers it, or a button Tab reaches
    does."""
    if not action.shortcut().isEmpty():
        return True
    for owner in action.associatedObjects():
        if isinstance(owner, (QMenu, QMenuBar)):
            return True
        if isinstance(owner, QWidget) and tabbable(owner, top):
            return True
    return False


def unreachable_actions(top: QWidget) -> list[str]:
    """The actions of ``top`` with a text that neither a menu, a shortcut nor a button that Tab reaches triggers
    (a tool bar's button alone is the mouse's), and the buttons on screen that Tab does not stop on (a tool bar's
    excepted, their actions checked; a radio button whose checked neighbour Tab reaches: the arrows choose)."""
    faults = []
    toggles = _toggles(top)
    for action in top.findChildren(QAction):
        if not action.text() or action.isSeparator() or not action.isVisible() or id(action) in toggles:
            continue
        if not action.isEnabled() or _on_a_page_not_shown(action, top):
            continue
        if not _reached(action, top):
            faults.append(f"action without a menu, a shortcut or a button: {action.text()!r}")
    for button in top.findChildren(QAbstractButton):
        if not on_screen(button, top) or _inner_part(button) or isinstance(button.parentWidget(), QTabBar):
            continue
        if isinstance(button, QToolButton) and isinstance(button.parentWidget(), QToolBar):
            continue
        if isinstance(button.parentWidget(), QDockWidget):
            continue  # a dock's float and close buttons: the View menu shows and hides the docks
        group = button.parentWidget()
        if isinstance(button, QRadioButton) and button.autoExclusive() and not button.isChecked() and group is not None:
            siblings = [
                other
                for other in group.findChildren(QRadioButton)
                if other.parentWidget() is button.parentWidget() and other.isChecked()
            ]
            if siblings or button.group() is not None:
                continue
        if not button.focusPolicy() & Qt.FocusPolicy.TabFocus:
            faults.append(f"button Tab does not reach: {describe(button)}")
    return faults


def _apart(first: QImage, second: QImage) -> int:
    """The largest difference, channel by channel, between two grabs of one widget (0: the same picture)."""
    if first.size() != second.size():
        return 255
    most = 0
    for y in range(0, first.height(), 1):
        for x in range(0, first.width(), 1):
            a, b = first.pixelColor(x, y), second.pixelColor(x, y)
            most = max(most, abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
            if most >= 96:
                return most
    return most


def _seen_round(widget: QWidget, top: QWidget) -> QImage:
    """What the window shows of ``widget`` and a few pixels round it (a frame drawn round it, not in it)."""
    return top.grab(_rect(widget, top).adjusted(-4, -4, 4, 4)).toImage()


def focus_unseen(top: QWidget, press_tab: Callable[[QWidget], None], least: int = 96) -> list[str]:
    """The controls of ``top``'s Tab chain that look the same with the keyboard's focus and without: each is
    grabbed, with what the window draws round it, as Tab reaches it and again once Tab has left it, and some
    pixel must change by ``least`` in a channel (a focus frame in the palette's highlight, the board's cursor)."""
    chain = tab_chain(top)
    if not chain:
        return ["no control takes the keyboard"]
    unseen = []
    for widget in chain:
        focus = QApplication.focusWidget()
        if focus is not widget and not (focus is not None and widget.isAncestorOf(focus)):
            widget.setFocus(Qt.FocusReason.TabFocusReason)
        focus = QApplication.focusWidget()
        assert focus is widget or (focus is not None and widget.isAncestorOf(focus)), (describe(widget), focus)
        focused = _seen_round(widget, top)
        press_tab(widget)
        left = _seen_round(widget, top)
        if _apart(focused, left) < least:
            unseen.append(describe(widget))
    return unseen
