"""The scoresheet of the partie à écrire, live beside the board: marqués, refaits, lines I–IV, final, gross, rounded.

Every figure comes from :mod:`notation.ecrire` (:func:`notation.ecrire.settle`
and :func:`notation.ecrire.sheet_rows`); the widget only lays them out.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from notation.ecrire import Sheet, SheetError, settle, sheet_rows
from studio.ui.accessible import describe
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr

__all__ = ["ScoresheetWidget"]


class ScoresheetWidget(QWidget):
    """Shows a :class:`notation.ecrire.Sheet`: one row per marqué, then I, II, III, IV and the final line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sheet: Sheet | None = None
        self._current = ""
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        describe(
            self.table,
            QT_TRANSLATE_NOOP("Accessible", "Scoresheet"),
            QT_TRANSLATE_NOOP("Accessible", "One row for each marqué, then the totals"),
        )
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.title = QLabel(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        self.setSheet(None)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text again (called when the language changes)."""
        self.title.setText(_tr("Scoresheet", "<b>Partie à écrire</b> — scoresheet"))
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def sheet(self) -> Sheet | None:
        return self._sheet

    def setSheet(self, sheet: Sheet | None, current: str = "") -> None:
        """Show ``sheet``; ``current`` says what is being played (the marqué in progress and its trous)."""
        self._sheet = sheet
        self._current = current
        self._refresh()

    def _refresh(self) -> None:
        table = self.table
        sheet = self._sheet
        table.clear()
        if sheet is None:
            table.setRowCount(0)
            table.setColumnCount(0)
            self.summary.setText(_tr("Scoresheet", "No partie à écrire."))
            return
        columns = [_tr("Scoresheet", "Refaits"), *sheet.players]
        rows = list(sheet_rows(sheet))
        table.setColumnCount(len(columns))
        table.setHorizontalHeaderLabels(columns)
        try:
            settlement = settle(sheet) if sheet.marques else None
        except SheetError:
            settlement = None
        labels = [_tr("Scoresheet", "Marqué {n}").format(n=number) for number, _refaits, _points in rows]
        lines = ("I", "II", "III", "IV", _tr("Scoresheet", "Final")) if settlement is not None else ()
        table.setRowCount(len(rows) + len(lines))
        table.setVerticalHeaderLabels(labels + list(lines))
        bold = QFont()
        bold.setBold(True)
        for row, (_number, refaits, points) in enumerate(rows):
            self._set(row, 0, str(refaits) if refaits else "")
            for column, name in enumerate(sheet.players, start=1):
                value = points.get(name)
                self._set(row, column, "—" if value is None else str(value), highlight=value is not None)
        if settlement is not None:
            for offset, _line in enumerate(lines):
                row = len(rows) + offset
                self._set(row, 0, "")
                for column, name in enumerate(sheet.players, start=1):
                    lines_of = settlement.players[name]
                    value = (lines_of.I, lines_of.II, lines_of.III, lines_of.IV, lines_of.final)[offset]
                    item = self._set(row, column, str(value))
                    if offset == 4:
                        item.setFont(bold)
            winner = settlement.winner or _tr("Scoresheet", "nobody")
            text = _tr("Scoresheet", "Gross gain: <b>{gross}</b> to {winner} · rounded: <b>{rounded}</b>").format(
                gross=settlement.gross, winner=winner, rounded=settlement.rounded
            )
        else:
            text = _tr("Scoresheet", "No marqué won yet.")
        if self._current:
            text += "<br>" + self._current
        self.summary.setText(text)

    def _set(self, row: int, column: int, text: str, highlight: bool = False) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if highlight:
            item.setBackground(QBrush(QColor("#e7f5e9")))
        self.table.setItem(row, column, item)
        return item

    def cell(self, row: int, column: int) -> str:
        """Return the text of one cell (for tests and the help)."""
        item = self.table.item(row, column)
        return item.text() if item is not None else ""
