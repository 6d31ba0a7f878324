"""The mouse wheel scrolls what is under the pointer, and changes a value only where the user has put the focus.

A combo box, a spin box, a slider or a tab bar took the wheel whenever the pointer passed over it: scrolling the
editor panel turned a mark from A to x on the way, and a dock's tab bar switched docks.  :func:`guard_wheel_in`
puts one filter on each such widget of a window (never on the application: a filter there is handed every event of
every object, and PySide6 then makes a wrapper for objects half built or half destroyed, which crashed the studio at
random); :mod:`studio.ui.widget_guards` calls it for each window that takes the focus and for each dock shown:

* combos, spin boxes and sliders take the focus by a click or the Tab key only (``StrongFocus``, not Qt's
  ``WheelFocus``, which gave them the focus on the first turn of the wheel and then the wheel itself);
* while one of them, or a tab bar, has not the focus, the wheel goes to the scroll area it lies in (the panel
  scrolls on), or nowhere.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QScrollBar,
    QTabBar,
    QWidget,
)

__all__ = ["WheelGuard", "guard_wheel_in", "wheel_guarded"]

_GUARDED = (QComboBox, QAbstractSpinBox, QAbstractSlider, QTabBar)
_FOCUSED_BY_WHEEL = (QComboBox, QAbstractSpinBox, QAbstractSlider)


def wheel_guarded(widget: QObject) -> bool:
    """Tell whether ``widget`` takes the wheel only while it has the focus.

    A combo, a spin box, a slider, a tab bar; not a scroll bar, whose wheel is the scrolling."""
    return isinstance(widget, _GUARDED) and not isinstance(widget, QScrollBar)


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    """Return the scroll area ``widget`` lies in (in its viewport), if any."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent is not widget:
            return parent
        if parent.isWindow():
            return None
        parent = parent.parentWidget()
    return None


def _focused(widget: QWidget) -> bool:
    """Tell whether ``widget`` or a part of it (an editable combo's line) has the focus."""
    focus = QApplication.focusWidget()
    return focus is not None and (focus is widget or widget.isAncestorOf(focus))


class WheelGuard(QObject):
    """The filter put on each guarded widget: see the module's documentation."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        if not wheel_guarded(watched) or _focused(watched):
            return False
        area = _scroll_area_of(watched)
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)
        else:
            event.ignore()
        return True


_GUARDED_PROPERTY = "trictrac-wheel-guarded"


def guard_wheel_in(root: QWidget, guard: WheelGuard) -> int:
    """Put ``guard`` on every combo, spin box, slider and tab bar within ``root`` that has not one yet.

    Once each: the focus by a click or the Tab key only; return how many were new."""
    found: list[QWidget] = []
    for kind in _GUARDED:
        found.extend(root.findChildren(kind))
    new = 0
    for widget in found:
        if not wheel_guarded(widget) or widget.property(_GUARDED_PROPERTY):
            continue
        widget.setProperty(_GUARDED_PROPERTY, True)
        if isinstance(widget, _FOCUSED_BY_WHEEL) and widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(guard)
        new += 1
    return new
