"""The games of a search in a table: :class:`GamesModel`, and :func:`games_table`, the sortable view over it."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from studio.games.archive_query import GameRow, result_name, variant_name
from studio.ui.accessible import describe
from studio.ui.columns import ColumnSharer, share_columns
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr

__all__ = ["COLUMNS", "SORT_ROLE", "GamesModel", "games_table"]

_ROOT = QModelIndex()
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
COLUMNS = ("id", "white", "black", "event", "date", "variant", "result", "throws")


def _value(row: GameRow, column: str) -> int | str:
    """Return a column's value of ``row`` (what the table sorts by)."""
    values: dict[str, int | str] = {
        "id": row.id,
        "white": row.white,
        "black": row.black,
        "event": row.event,
        "date": row.date,
        "variant": row.variant,
        "result": row.result,
        "throws": row.throws,
    }
    return values[column]


class GamesModel(QAbstractTableModel):
    """The games of a search."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[GameRow] = []

    def setRows(self, rows: list[GameRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = COLUMNS[index.column()]
        value = _value(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            if column == "variant":
                return variant_name(str(value))  # the game's vocabulary, not the store's keys
            if column == "result":
                return result_name(str(value))  # the winner's colour by its name (the record writes B, N or nulle)
            return str(value)
        if role == Qt.ItemDataRole.ToolTipRole and column in ("white", "black", "event"):
            return str(value)  # whole, where the narrow column cuts it
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        if role == SORT_ROLE:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            titles = (
                "#",
                _tr("ArchiveBrowser", "Blanc"),
                _tr("ArchiveBrowser", "Noir"),
                _tr("ArchiveBrowser", "Event"),
                _tr("ArchiveBrowser", "Date"),
                _tr("ArchiveBrowser", "Variant"),
                _tr("ArchiveBrowser", "Result"),
                _tr("ArchiveBrowser", "Throws"),
            )
            return titles[section]
        return None

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)


def games_table(model: GamesModel, parent: QWidget) -> tuple[QTableView, QSortFilterProxyModel, ColumnSharer]:
    """Return the view of ``model``: sorted by date, one line a game, filtered by a proxy.

    The proxy is the search within the results; the event keeps a share of the width."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setFilterKeyColumn(-1)
    proxy.setSortRole(SORT_ROLE)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    table = QTableView(parent)
    table.setModel(proxy)
    table.setSortingEnabled(True)
    describe(
        table,
        QT_TRANSLATE_NOOP("Accessible", "Games found"),
        QT_TRANSLATE_NOOP("Accessible", "The archive's games that match the filters; Enter opens the chosen game"),
    )
    table.sortByColumn(4, Qt.SortOrder.AscendingOrder)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.verticalHeader().hide()
    table.setWordWrap(False)  # one line a game (a long event is cut with "…", whole in its tip)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    # The event takes what the other columns leave: every column, the result too, fits a narrow dock.
    table.horizontalHeader().setSectionResizeMode(COLUMNS.index("event"), QHeaderView.ResizeMode.Stretch)
    table.horizontalHeader().setMinimumSectionSize(24)
    # The event keeps a quarter of the width or its whole text (it was « Éch… » even at 1920 pixels); the players'
    # names and the other columns are cut first, whole in their tooltips.
    columns = share_columns(
        table,
        COLUMNS.index("event"),
        share=0.25,
        keep=[COLUMNS.index(key) for key in ("id", "date", "result", "throws")],
    )
    return table, proxy, columns
