"""The replay's move list: every element of the record, with what the list shows of each throw.

The rencontres its throw scored, the tutor's mark and the comment edited in place; variations indented under the throw
they replace."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from notation.record import GameRecord, Turn, model
from notation.tutor.ranking import Analysis, Flag, Rating
from studio.games.replay_model import Row, turn_text
from studio.ui.accessible import describe
from studio.ui.columns import share_columns
from studio.ui.game_windows.analysis_view import FLAG_COLOURS, rating_detail, rating_mark
from studio.ui.game_windows.turns import colon, events_text
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr

__all__ = ["MoveList", "describe_element"]

_ROLE = Qt.ItemDataRole.UserRole
_GREY, _BLUE, _RED = "#6b6b6b", "#3f7bd9", "#b3261e"


class MoveList(QTreeWidget):
    """The record's turns in three columns (throw and play, the tutor's mark, the comment).

    :attr:`stopChosen` when the user picks a throw, :attr:`commentEdited` when he edits a comment."""

    stopChosen = Signal(int)
    commentEdited = Signal(tuple, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(3)
        describe(
            self,
            QT_TRANSLATE_NOOP("Accessible", "Turns of the partie"),
            QT_TRANSLATE_NOOP(
                "Accessible", "Each turn's dice, play, the tutor's mark and comment; the board follows the chosen turn"
            ),
        )
        # The tutor's marks (column 2) show between the play and its comment.
        self.header().moveSection(2, 1)
        self.setAlternatingRowColors(True)
        # The comments keep a third of the width (they were four letters wide at 1024 pixels); the throws and the
        # tutor's marks are cut, whole in their tooltips, where the width is short.
        self.columns = share_columns(self, 1, share=0.34)
        self.items: dict[tuple[int, ...], QTreeWidgetItem] = {}
        """The item of each throw replayed, by its path in the record."""
        self._holders: list[tuple[QTreeWidgetItem, int]] = []
        self._loading = False
        self.currentItemChanged.connect(self._on_current)
        self.itemChanged.connect(self._on_item_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.setHeaderLabels(
            [_tr("ReplayWidget", "Throw and play"), _tr("ReplayWidget", "Comment"), _tr("ReplayWidget", "Tutor")]
        )
        self._loading = True
        for holder, number in self._holders:
            holder.setText(0, _tr("ReplayWidget", "variation {n}").format(n=number))
        self._loading = False

    def fill(self, rows: tuple[Row, ...], record: GameRecord) -> None:
        """Show ``rows`` (:attr:`studio.games.replay_model.ReplayModel.rows`) of ``record``."""
        self._loading = True
        self.clear()
        self.items = {}
        self._holders = []
        self._add(rows, record, None)
        self._loading = False
        self.columns.fit()

    def _add(self, rows: tuple[Row, ...], record: GameRecord, parent: QTreeWidgetItem | None) -> None:
        for row in rows:
            item = QTreeWidgetItem()
            if parent is None:
                self.addTopLevelItem(item)
            else:
                parent.addChild(item)
            element = row.element
            item.setText(1, " ".join(element.comments))
            if not isinstance(element, Turn):
                item.setText(0, describe_element(element))
                item.setForeground(0, QBrush(QColor(_GREY)))
                continue
            text = turn_text(element, record)
            named = "; ".join(
                events_text(events, colour, record.notation, record.orientation)
                for colour, _throw, events in row.scored
            ).strip("; ")
            if named:
                # The rencontres the throw scored, by name: « 12. N 6-5 N1-N7 N1-N6: battre à vrai B10, 4 ».
                text = f"{text}{colon()}{named}"
            item.setText(0, text)
            item.setToolTip(0, text)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            for number, variation in enumerate(row.variations):
                holder = QTreeWidgetItem(item)
                holder.setText(0, _tr("ReplayWidget", "variation {n}").format(n=number + 1))
                self._holders.append((holder, number + 1))
                holder.setForeground(0, QBrush(QColor(_BLUE)))
                self._add(variation, record, holder)
                holder.setExpanded(True)
            if row.failed:
                item.setForeground(0, QBrush(QColor(_RED)))
                continue
            assert row.stop is not None
            item.setData(0, _ROLE, row.stop)
            self.items[row.path] = item
            item.setExpanded(True)

    def show_stop(self, path: tuple[int, ...]) -> None:
        """Select the throw at ``path`` (the start: nothing)."""
        item = self.items.get(path)
        self._loading = True
        if item is not None:
            self.setCurrentItem(item)
        else:
            self.clearSelection()
            self.setCurrentIndex(self.rootIndex())
        self._loading = False

    def show_analysis(self, analysis: Analysis, record: GameRecord) -> None:
        """Show the tutor's worst mark of each throw of the main line, its ratings in the tooltip."""
        by_turn: dict[int, list[Rating]] = {}
        for rating in analysis.ratings:
            by_turn.setdefault(rating.turn, []).append(rating)
        self._loading = True
        for path, item in self.items.items():
            if len(path) != 1:
                continue
            element = record.elements[path[0]]
            if not isinstance(element, Turn):
                continue
            ratings = by_turn.get(element.number, [])
            worst = max(ratings, key=lambda rating: rating.loss, default=None)
            item.setText(2, rating_mark(worst) if worst is not None else "")
            if worst is not None and worst.flag is not Flag.NONE:
                item.setForeground(2, QBrush(QColor(FLAG_COLOURS[worst.flag])))
            item.setToolTip(2, "\n".join(rating_detail(r, record.notation, record.orientation) for r in ratings))
        self._loading = False
        self.columns.fit()

    def _on_current(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if self._loading or item is None:
            return
        index = item.data(0, _ROLE)
        if isinstance(index, int):
            self.stopChosen.emit(index)

    def _on_item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._loading or column != 1:
            return
        path = next((p for p, i in self.items.items() if i is item), None)
        if path is not None:
            self.commentEdited.emit(path, item.text(1))


def describe_element(element: model.Element) -> str:
    """Put a record's element that is not a throw in words (the colours and the game's terms stay French)."""
    if isinstance(element, model.ReleveElement):
        return "relevé"
    if isinstance(element, model.MarqueStart):
        names = f" {element.white} – {element.black}" if element.white else ""
        return f"marqué {element.number}{names}"
    if isinstance(element, model.MarqueEnd):
        trous = f"{element.trous[0]}–{element.trous[1]}"
        if element.winner is None:
            return _tr("ReplayWidget", "end of the marqué: refait at {trous} trous").format(trous=trous)
        return _tr("ReplayWidget", "end of the marqué: {winner} wins it, {trous} trous, {points} points").format(
            winner=element.winner.french, trous=trous, points=element.points
        )
    if isinstance(element, model.End):
        if element.winner is None:
            return _tr("ReplayWidget", "end of the partie: partie nulle")
        return _tr("ReplayWidget", "end of the partie: {winner} wins").format(winner=element.winner.french)
    return ""
