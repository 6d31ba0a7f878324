"""Columns a reader can read.

Each is as wide as its content where the view has room; where it has not, the most useful column keeps a share of the
width, the others give up what they have beyond a least width, and a cell cut short shows its whole text in its tooltip.

Found by hand: the replay's Comment column was four characters wide at 1024 pixels, the explorer's Play column a
lone « … » in a narrow dock, the archive's Event column « Éch… » even at 1920 pixels, none with a tooltip.

:func:`share_columns` sizes a table or a tree now and again whenever the view is resized or its rows change;
:func:`elided_tips_in` gives every item view of a window the tooltip of a cell cut short (a filter on each view,
never on the application: see :mod:`studio.ui.widget_guards`).
"""

from __future__ import annotations

from collections.abc import Iterable

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QToolTip, QTreeView, QWidget

__all__ = ["ColumnSharer", "ElidedTips", "cell_is_cut", "elided_tips_in", "share_columns"]

LEAST = 56
"""The least width, in pixels, a column is cut down to (a few letters and the ellipsis)."""

_MARGIN = 12
"""A cell's text margins (the style's, on both sides, with the focus frame), in pixels."""


def _header(view: QAbstractItemView) -> QHeaderView:
    if isinstance(view, QTreeView):
        return view.header()
    assert isinstance(view, QTableView), "a table or a tree"
    return view.horizontalHeader()


class ColumnSharer(QObject):
    """Sizes the columns of ``view`` (see :func:`share_columns`), again on each resize and each change of rows."""

    def __init__(self, view: QAbstractItemView, main: int, share: float, keep: Iterable[int] = ()) -> None:
        super().__init__(view)
        self.setObjectName("column-sharer")
        self.view = view
        self.main = main
        self.share = share
        self.keep = frozenset(keep)
        """The columns cut only where the others, cut to :data:`LEAST`, leave no room for them."""
        self._queued = False
        view.viewport().installEventFilter(self)
        model = view.model()
        for signal in (model.modelReset, model.layoutChanged, model.rowsInserted, model.dataChanged):
            signal.connect(self.queue)
        header = _header(view)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(main, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(min(header.minimumSectionSize(), 24))
        view.setTextElideMode(Qt.TextElideMode.ElideRight)

    def queue(self, *_args: object) -> None:
        """Size the columns once the event loop is back (after the rows are all in)."""
        if not self._queued:
            self._queued = True
            QTimer.singleShot(0, self.fit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.queue()
        return False

    def fit(self) -> None:
        """Size the columns for the view's width now."""
        self._queued = False
        view = self.view
        if not shiboken6.isValid(view):
            return
        model = view.model()
        header = _header(view)
        columns = [column for column in range(model.columnCount()) if not header.isSectionHidden(column)]
        if self.main not in columns:
            return
        natural = {column: max(view.sizeHintForColumn(column), header.sectionSizeHint(column)) for column in columns}
        width = view.viewport().width()
        main_least = min(natural[self.main], max(LEAST, int(width * self.share)))
        others = [column for column in columns if column != self.main]
        room = width - main_least
        kept = [column for column in others if column in self.keep]
        cut = [column for column in others if column not in self.keep]
        kept_width = sum(natural[column] for column in kept)
        if cut and kept_width + LEAST * len(cut) <= room:
            # The short columns (a number, a date) whole; the long ones cut to what is left.
            cap = _cap([natural[column] for column in cut], room - kept_width)
            widths = {column: min(natural[column], cap) for column in cut}
            widths.update({column: natural[column] for column in kept})
        else:
            cap = _cap([natural[column] for column in others], room)
            widths = {column: min(natural[column], cap) for column in others}
        narrowest = header.minimumSectionSize()
        if sum(widths.values()) + narrowest > width:
            # Too narrow for every column at its least: all are cut alike, none left past the view's edge.
            cap = _cap([natural[column] for column in others], width - narrowest, narrowest)
            widths = {column: min(natural[column], cap) for column in others}
        for column, column_width in widths.items():
            header.resizeSection(column, column_width)


def _cap(widths: list[int], room: int, least: int = LEAST) -> int:
    """Return the widest a column may be for ``widths`` to fit ``room``.

    The widest are cut first, down to a common width (a short column, a date or a count, stays whole while a long one
    has more than it), never below ``least``.

    >>> _cap([30, 110, 110, 75, 50], 400)
    110
    >>> _cap([30, 110, 110, 75, 50], 300)
    73
    >>> _cap([300, 300], 40)
    56
    """
    if sum(widths) <= room:
        return max(widths, default=0)
    for width in sorted(widths, reverse=True):
        fitting = sum(min(other, width) for other in widths)
        if fitting <= room:
            # Between this width and the cap: the columns at least as wide share what is left equally.
            wide = sum(1 for other in widths if other > width)
            narrow = sum(other for other in widths if other <= width)
            return max(least, (room - narrow) // max(1, wide))
    wide = len(widths)
    return max(least, room // max(1, wide))


def share_columns(view: QAbstractItemView, main: int, *, share: float = 0.3, keep: Iterable[int] = ()) -> ColumnSharer:
    """Size the columns of ``view`` to their content where it has room.

    Where it has not, the ``main`` column (the most useful: it takes the width left) keeps at least ``share`` of the
    width or its content, and the others give up what they have beyond :data:`LEAST` pixels, the widest first (the
    columns of ``keep``, short and read whole, last).  Done again on each resize and each change of the rows; returns
    the object that does it (one a view: a second call replaces the first's settings)."""
    found = view.findChild(ColumnSharer, "column-sharer")
    if isinstance(found, ColumnSharer):
        found.main, found.share, found.keep = main, share, frozenset(keep)
        _header(view).setSectionResizeMode(main, QHeaderView.ResizeMode.Stretch)
        sharer = found
    else:
        sharer = ColumnSharer(view, main, share, keep)
        # A view whose cells are cut has the tooltips of cells cut short from the start (the application's filter,
        # made by studio.ui.widget_guards; none in a bare test), not only once its window took the focus.
        app = QCoreApplication.instance()
        tips = app.findChild(ElidedTips) if app is not None else None
        if isinstance(tips, ElidedTips):
            elided_tips_in(view, tips)
    sharer.fit()
    return sharer


def _view_of(viewport: QObject) -> QAbstractItemView | None:
    parent = viewport.parent()
    if isinstance(parent, QAbstractItemView) and parent.viewport() is viewport:
        return parent
    return None


def cell_is_cut(view: QAbstractItemView, index: QModelIndex) -> bool:
    """Tell whether the text of the cell ``index`` is wider than the cell (shown elided)."""
    text = index.data(Qt.ItemDataRole.DisplayRole)
    if not isinstance(text, str) or not text:
        return False
    rect = view.visualRect(index)
    needed = max(view.fontMetrics().horizontalAdvance(line) for line in text.splitlines() or [text]) + _MARGIN
    if index.data(Qt.ItemDataRole.DecorationRole) is not None:
        needed += view.iconSize().width() if view.iconSize().isValid() else 16
    return needed > rect.width()


class ElidedTips(QObject):
    """The filter put on each item view's viewport: a tooltip over a cell cut short shows its whole text.

    Only where the model gives the cell no tooltip of its own."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        view = _view_of(watched)
        if view is None:
            return False
        index = view.indexAt(event.pos())
        if not index.isValid() or index.data(Qt.ItemDataRole.ToolTipRole):
            return False
        if not cell_is_cut(view, index):
            return False
        viewport = view.viewport()
        QToolTip.showText(event.globalPos(), str(index.data(Qt.ItemDataRole.DisplayRole)), viewport)
        return True


def show_tip(view: QAbstractItemView, index: QModelIndex) -> None:
    """Ask for the tooltip of the cell ``index`` as the mouse resting on it does (tests)."""
    viewport: QWidget = view.viewport()
    centre = view.visualRect(index).center()
    event = QHelpEvent(QEvent.Type.ToolTip, centre, viewport.mapToGlobal(QPoint(centre)))
    QCoreApplication.sendEvent(viewport, event)


_TIPS_PROPERTY = "trictrac-elided-tips"


def elided_tips_in(root: QWidget, tips: ElidedTips) -> int:
    """Put ``tips`` on the viewport of every item view within ``root`` (``root`` itself included) lacking it.

    Return how many were new."""
    views: list[QAbstractItemView] = root.findChildren(QAbstractItemView)
    if isinstance(root, QAbstractItemView):
        views.append(root)
    new = 0
    for view in views:
        viewport = view.viewport()
        if viewport is None or viewport.property(_TIPS_PROPERTY):
            continue
        viewport.setProperty(_TIPS_PROPERTY, True)
        viewport.installEventFilter(tips)
        new += 1
    return new
