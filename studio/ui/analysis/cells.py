"""What the analysis panel's tabs share.

Its tables and their cells, the colours' names, why a position has no analysis, and a background search's row and the
relay of its progress."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
)

from notation.board import Colour, Position
from notation.rules.scoring import RencontreMade
from studio.games.analysis_model import Unanalysable, unanalysable
from studio.ui.i18n import tr as _tr
from studio.ui.tasks import BackgroundTask

RIGHT = Qt.AlignmentFlag.AlignRight
CENTRE = Qt.AlignmentFlag.AlignHCenter


class Progress(QObject):
    """Carries a search's progress from its thread to the interface's (a queued signal)."""

    moved = Signal(int, int)


class SearchRow(QObject):
    """A search run off the interface's thread from a button, with its progress and a Cancel.

    What « Look deeper » and « Roll out » share.  :meth:`begin` shows the progress and makes the task; the subclass
    connects its outcome and starts it, then calls :meth:`end`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.button = QPushButton()
        self.progress = QProgressBar()
        self.progress.setMaximumHeight(14)
        self.progress.hide()
        self.cancel = QPushButton()
        self.cancel.clicked.connect(self.stop)
        self.cancel.hide()
        self.task: BackgroundTask | None = None
        self._stop = [False]
        self._relay = Progress(self)
        self._relay.moved.connect(self._moved)

    def begin(self, search: Callable[[Callable[[], bool], Callable[[int, int], None]], object]) -> BackgroundTask:
        """Make the task of ``search(cancelled, progress)``, with a stop flag of its own, and show its progress."""
        stop = [False]
        self._stop = stop
        relay = self._relay
        task = BackgroundTask(lambda: search(lambda: stop[0], relay.moved.emit))
        self.task = task
        self.progress.setRange(0, 0)
        self.progress.show()
        self.cancel.show()
        self.button.setEnabled(False)
        return task

    def end(self) -> None:
        """End the search: its progress and Cancel hidden."""
        self.task = None
        self.progress.hide()
        self.cancel.hide()

    def stop(self) -> None:
        """Cancel the search under way (it stops at its next step)."""
        self._stop[0] = True

    def wait(self) -> None:
        """Block until the search asked for has ended (tests)."""
        if self.task is not None:
            self.task.wait()
            QApplication.processEvents()

    def _moved(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)


def item(text: str, align: Qt.AlignmentFlag | None = None, data: object = None) -> QTableWidgetItem:
    """Return a cell that may be selected and not edited, aligned by ``align``, carrying ``data``."""
    cell = QTableWidgetItem(text)
    cell.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align is not None:
        cell.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    if data is not None:
        cell.setData(Qt.ItemDataRole.UserRole, data)
    return cell


def bold(cell: QTableWidgetItem, on: bool = True) -> QTableWidgetItem:
    font = QFont(cell.font())
    font.setBold(on)
    cell.setFont(font)
    return cell


def table(columns: int) -> QTableWidget:
    """Return a read-only table of ``columns`` whose rows are selected whole, one at a time."""
    view = QTableWidget(0, columns)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.setAlternatingRowColors(True)
    view.setWordWrap(True)
    view.setShowGrid(False)
    return view


def selected_row(view: QTableWidget) -> int | None:
    rows = view.selectionModel().selectedRows() if view.rowCount() else []
    return rows[0].row() if rows else None


def colour_name(colour: Colour) -> str:
    # The game's vocabulary stays French in both languages (docs/design.md): Blanc and Noir.
    return colour.french


def explanation(event: RencontreMade, language: str) -> str:
    return event.explanation_fr if language == "fr" else event.explanation_en


def not_analysed(position: Position) -> str:
    """Tell why ``position`` has no analysis: it breaks the laws, or no throw is played from it."""
    if unanalysable(position) is Unanalysable.BREAKS_THE_LAWS:
        return _tr("AnalysisPanel", "The position breaks the laws of the tablier: see the warnings.")
    return _tr("AnalysisPanel", "No throw is played from this position (the dames are relevées): see the warnings.")
