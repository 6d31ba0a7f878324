"""The filters the studio's widgets need, put on the widgets themselves as windows come into use.

Never on the application.

A filter on the application is handed every event of every object, and PySide6 finds or makes a Python wrapper
for each of them before calling it: for objects half built or half destroyed too, and while it is making the
Python type of a Qt class for the first time.  With two such filters (the wheel guard and the tooltips of cells
cut short) the journeys died at random inside Qt (a segmentation fault in a dialog's ``exec`` while a thread
imported the archive, once during a garbage collection), in about one run of the suite in three.

Here the two filters are put on the widgets of a window when it takes the focus (:meth:`QApplication.focusChanged`)
and when a dock of a main window is shown (Qt makes the tab bar of tabified docks then): see :func:`guard_widgets`.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QWidget

from studio.ui.columns import ElidedTips, elided_tips_in
from studio.ui.wheel_guard import WheelGuard, guard_wheel_in

__all__ = ["WidgetGuards", "guard_docks_of", "guard_widgets", "install_widget_guards"]


class WidgetGuards(QObject):
    """The application's one wheel guard and one tooltip filter, put on the widgets of each window in use."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName("widget-guards")
        self.wheel = WheelGuard(self)
        self.tips = ElidedTips(self)
        app.focusChanged.connect(self._focus_changed)

    def guard(self, root: QWidget) -> int:
        """Put the filters on the widgets within ``root`` that have not them yet; return how many were new."""
        if not shiboken6.isValid(root):
            return 0
        return guard_wheel_in(root, self.wheel) + elided_tips_in(root, self.tips)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and shiboken6.isValid(new):
            self.guard(new.window())


def install_widget_guards(app: QApplication) -> WidgetGuards:
    """Make the application's :class:`WidgetGuards` (once: a second call returns the one made)."""
    found = app.findChild(WidgetGuards, "widget-guards")
    if isinstance(found, WidgetGuards):
        return found
    return WidgetGuards(app)


def _guards() -> WidgetGuards | None:
    app = QCoreApplication.instance()
    found = app.findChild(WidgetGuards, "widget-guards") if app is not None else None
    return found if isinstance(found, WidgetGuards) else None


def guard_widgets(root: QWidget) -> None:
    """Put the filters on the widgets within ``root`` now and once more when the event loop is back.

    Once more for the widgets a window makes on showing; nothing where the studio made no guards (a bare widget in a
    test)."""
    guards = _guards()
    if guards is None:
        return
    guards.guard(root)
    QTimer.singleShot(0, guards, lambda: guards.guard(root))


def guard_docks_of(window: QWidget) -> None:
    """Guard ``window`` again whenever one of its docks is shown (Qt makes a tab bar for docks tabified)."""

    def shown(visible: bool) -> None:
        if visible:
            guard_widgets(window)

    for dock in window.findChildren(QDockWidget):
        dock.visibilityChanged.connect(shown)
