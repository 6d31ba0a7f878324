"""The *Chances* tab: the 21 throws with their weights and what each scores for both colours.

As the old treatises' tables; the dice shown are underlined, and a double click on a throw shows its dice."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidgetItem, QVBoxLayout, QWidget

from notation.board import BLACK, WHITE, Position
from notation.dice import ALL_THROWS, Throw
from studio.games.analysis_model import AnalysisModel
from studio.ui.accessible import describe
from studio.ui.analysis.cells import CENTRE, RIGHT, bold, colour_name, item, not_analysed, table
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language, decimal
from studio.ui.i18n import tr as _tr


class ChancesTab(QWidget):
    """The chances of the model's position (see the module's docstring)."""

    throwChosen = Signal(object)
    """A :class:`Throw` double-clicked: show these dice."""

    def __init__(self, model: AnalysisModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._filled: Position | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.table = table(5)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemDoubleClicked.connect(self._on_chosen)
        describe(
            self.table,
            QT_TRANSLATE_NOOP("Accessible", "Chances"),
            QT_TRANSLATE_NOOP(
                "Accessible", "Each throw of the dice, its chance and what it scores; a double click shows its dice"
            ),
        )
        self.expected = QLabel()
        """The points each colour expects per throw."""
        self.expected.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.expected)

    def invalidate(self) -> None:
        """Fill the tab again when it is next shown (the language changed)."""
        self._filled = None

    def fill(self) -> None:
        position = self._model.position
        view = self.table
        if self._filled == position and view.rowCount():
            self._mark_dice_row()
            return
        found = self._model.chances()
        self._filled = position
        view.setRowCount(0)
        if found is None:
            self.title.setText(not_analysed(position))
            self.expected.setText("")
            return
        self.title.setText(
            _tr(
                "AnalysisPanel", "What each of the 21 throws scores when {colour} throws, and its chances out of 36."
            ).format(colour=colour_name(position.to_move))
        )
        view.setRowCount(len(found.throws))
        language = current_language()
        for row, chance in enumerate(found.throws):
            view.setItem(row, 0, item(chance.throw.code(), CENTRE, data=chance.throw))
            view.setItem(row, 1, item(chance.throw.name(language)))
            view.setItem(row, 2, item(f"{chance.weight}/36", RIGHT))
            for column, points in ((3, chance.white), (4, chance.black)):
                view.setItem(row, column, bold(item(str(points) if points else "·", RIGHT), bool(points)))
        view.resizeColumnsToContents()
        view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        expected = ", ".join(
            f"{colour_name(colour)} <b>{decimal(found.expected(colour), 2)}</b>" for colour in (WHITE, BLACK)
        )
        self.expected.setText(_tr("AnalysisPanel", "Expected points per throw: {values}").format(values=expected))
        self._mark_dice_row()

    def _mark_dice_row(self) -> None:
        for row, throw in enumerate(ALL_THROWS):
            if row >= self.table.rowCount():
                break
            cell = self.table.item(row, 0)
            if cell is None:
                continue
            font = QFont(cell.font())
            font.setUnderline(throw == self._model.dice)
            cell.setFont(font)

    def _on_chosen(self, cell: QTableWidgetItem) -> None:
        first = self.table.item(cell.row(), 0)
        throw = first.data(Qt.ItemDataRole.UserRole) if first is not None else None
        if isinstance(throw, Throw):
            self.throwChosen.emit(throw)

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [
                _tr("AnalysisPanel", "Throw"),
                _tr("AnalysisPanel", "Name"),
                _tr("AnalysisPanel", "Chances"),
                "Blanc",
                "Noir",
            ]
        )
        self.invalidate()
