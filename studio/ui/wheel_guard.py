"""The mouse wheel scrolls what is under the pointer, and changes a value only where the user has put the focus.

A combo box, a spin box, a slider or a tab bar took the wheel whenever the pointer passed over it: scrolling the
editor panel turned a mark from A to x on the way, and a dock's tab bar switched docks.  One filter on the
application sees every widget as it is polished and every wheel event:

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

__all__ = ["WheelGuard", "install_wheel_guard", "wheel_guarded"]

_GUARDED = (QComboBox, QAbstractSpinBox, QAbstractSlider, QTabBar)
_FOCUSED_BY_WHEEL = (QComboBox, QAbstractSpinBox, QAbstractSlider)


def wheel_guarded(widget: QObject) -> bool:
    """Whether ``widget`` takes the wheel only while it has the focus (a combo, a spin box, a slider, a tab bar;
    not a scroll bar, whose wheel is the scrolling)."""
    return isinstance(widget, _GUARDED) and not isinstance(widget, QScrollBar)


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    """The scroll area ``widget`` lies in (in its viewport), if any."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent is not widget:
            return parent
        if parent.isWindow():
            return None
        parent = parent.parentWidget()
    return None


def _focused(widget: QWidget) -> bool:
    """Whether ``widget`` or a part of it (an editable combo's line) has the focus."""
    focus = QApplication.focusWidget()
    return focus is not None and (focus is widget or widget.isAncestorOf(focus))


class WheelGuard(QObject):
    """The application's filter: see the module's documentation."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish:
            if (
                isinstance(watched, _FOCUSED_BY_WHEEL)
                and not isinstance(watched, QScrollBar)
                and watched.focusPolicy() == Qt.FocusPolicy.WheelFocus
            ):
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            return False
        if kind != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        if not wheel_guarded(watched) or _focused(watched):
            return False
        area = _scroll_area_of(watched)
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)
        else:
            event.ignore()
        return True


def install_wheel_guard(app: QCoreApplication) -> WheelGuard:
    """Install the filter on ``app`` (once: a second call returns the filter installed)."""
    for child in app.children():
        if isinstance(child, WheelGuard):
            return child
    guard = WheelGuard(app)
    app.installEventFilter(guard)
    return guard
