"""What the analysis panel's tabs share: its tables and their cells, the colours' names, why a position has no
analysis, and the relay of a background search's progress."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem

from notation.board import Colour, Position
from notation.rules.scoring import RencontreMade
from studio.games.analysis_model import Unanalysable, unanalysable
from studio.ui.i18n import tr as _tr

RIGHT = Qt.AlignmentFlag.AlignRight
CENTRE = Qt.AlignmentFlag.AlignHCenter


class Progress(QObject):
    """Carries a search's progress from its thread to the interface's (a queued signal)."""

    moved = Signal(int, int)


def item(text: str, align: Qt.AlignmentFlag | None = None, data: object = None) -> QTableWidgetItem:
    """A cell that may be selected and not edited, aligned by ``align``, carrying ``data``."""
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
    """A read-only table of ``columns`` whose rows are selected whole, one at a time."""
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
    """Why ``position`` has no analysis: it breaks the laws, or no throw is played from it."""
    if unanalysable(position) is Unanalysable.BREAKS_THE_LAWS:
        return _tr("AnalysisPanel", "The position breaks the laws of the tablier: see the warnings.")
    return _tr("AnalysisPanel", "No throw is played from this position (the dames are relevées): see the warnings.")
