"""The archive browser: the store's search in a table, with filters, a search within the results, saved filters,
open, delete, merge duplicates and statistics per player.

The browser talks to an :class:`ArchiveBackend` (a small interface defined
here); :class:`StoreBackend` is that interface over ``studio.store``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSettings,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from studio.store.stats import PlayerStats, player_stats_of

__all__ = ["ArchiveBackend", "ArchiveBrowser", "GameRow", "PlayerStats", "StoreBackend", "player_stats_of"]

FILTER_FIELDS = ("player", "event", "date_from", "date_to", "result", "variant", "text")


def _tr(text: str) -> str:
    return QCoreApplication.translate("ArchiveBrowser", text)


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game of a search, as the table shows it."""

    id: int
    white: str
    black: str
    event: str
    date: str
    variant: str
    result: str
    throws: int


class _ProgressRelay(QObject):
    """Carries the import's progress from its thread to the interface's."""

    progressed = Signal(object)


class ArchiveBackend(Protocol):
    def search(self, filters: Mapping[str, str], limit: int = 500) -> tuple[int, list[GameRow]]: ...

    def record_text(self, game_id: int) -> str: ...

    def delete(self, ids: Sequence[int]) -> None: ...

    def duplicate_groups(self) -> list[list[int]]: ...

    def player_stats(self, name: str) -> PlayerStats: ...

    def import_paths(self, paths: Sequence[str], progress: Callable[[Any], None]) -> Any: ...


class StoreBackend:
    """The browser's interface over ``studio.store`` (an :class:`studio.store.db.Archive`)."""

    def __init__(self, archive: Any) -> None:
        self.archive = archive

    def search(self, filters: Mapping[str, str], limit: int = 500) -> tuple[int, list[GameRow]]:
        from studio.store.search import GameQuery, search_games

        given = {key: value.strip() for key, value in filters.items() if key in FILTER_FIELDS and value.strip()}
        found = search_games(self.archive, GameQuery(**given, limit=limit))
        rows = [GameRow(g.id, g.white, g.black, g.event, g.date, g.variant, g.result, g.throws) for g in found.games]
        return found.total, rows

    def record_text(self, game_id: int) -> str:
        from studio.store.export import game_text

        return str(game_text(self.archive, game_id))

    def delete(self, ids: Sequence[int]) -> None:
        from studio.store.manage import delete_games

        delete_games(self.archive, ids)

    def import_paths(self, paths: Sequence[str], progress: Callable[[Any], None]) -> Any:
        """Import record files and folders (one transaction a file); called off the interface's thread, so on
        connections of its own."""
        from studio.store.db import Archive
        from studio.store.importing import import_paths

        archive = Archive(self.archive.url, upgrade=False)
        try:
            return import_paths(archive, paths, progress=progress, workers=1)
        finally:
            archive.close()

    def duplicate_groups(self) -> list[list[int]]:
        from studio.store.search import find_duplicates

        return [list(group) for group in find_duplicates(self.archive)]

    def player_stats(self, name: str) -> PlayerStats:
        from studio.store.stats import player_stats

        return player_stats(self.archive, name)


_ROOT = QModelIndex()
_SORT_ROLE = Qt.ItemDataRole.UserRole + 1
_COLUMNS = ("id", "white", "black", "event", "date", "variant", "result", "throws")


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
        return 0 if parent.isValid() else len(_COLUMNS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        value = getattr(row, _COLUMNS[index.column()])
        if role == Qt.ItemDataRole.DisplayRole:
            return str(value)
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        if role == _SORT_ROLE:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            titles = (_tr("#"), _tr("Blanc"), _tr("Noir"), _tr("Event"), _tr("Date"), _tr("Variant"))
            titles += (_tr("Result"), _tr("Throws"))
            return titles[section]
        return None


class ArchiveBrowser(QWidget):
    """Search the archive; :attr:`openRequested` carries the record text of the game to replay."""

    openRequested = Signal(str)

    def __init__(
        self, backend: ArchiveBackend, parent: QWidget | None = None, *, settings: QSettings | None = None
    ) -> None:
        super().__init__(parent)
        self.backend = backend
        self.settings = settings if settings is not None else QSettings("trictrac-studio", "studio")
        self.fields: dict[str, QLineEdit | QComboBox] = {}
        form = QFormLayout()
        for key, label in (
            ("player", _tr("Player")),
            ("event", _tr("Event")),
            ("date_from", _tr("From (YYYY-MM-DD)")),
            ("date_to", _tr("To")),
            ("text", _tr("Text")),
        ):
            edit = QLineEdit(self)
            edit.returnPressed.connect(self.search)
            self.fields[key] = edit
            form.addRow(label, edit)
        result = QComboBox(self)
        for text, value in ((_tr("any"), ""), (_tr("Blanc won"), "white"), (_tr("Noir won"), "black")):
            result.addItem(text, value)
        result.addItem(_tr("nulle"), "draw")
        variant = QComboBox(self)
        for text, value in ((_tr("any"), ""), (_tr("ordinaire"), "ordinaire"), (_tr("à écrire"), "ecrire")):
            variant.addItem(text, value)
        self.fields["result"] = result
        self.fields["variant"] = variant
        form.addRow(_tr("Result"), result)
        form.addRow(_tr("Variant"), variant)

        self.saved = QComboBox(self)
        self.saved.setPlaceholderText(_tr("saved filters"))
        self.saved.activated.connect(lambda _i: self.load_filter(self.saved.currentText()))
        save_button = QPushButton(_tr("Save filter…"), self)
        save_button.clicked.connect(self._ask_save_filter)
        forget_button = QPushButton(_tr("Forget"), self)
        forget_button.clicked.connect(lambda: self.forget_filter(self.saved.currentText()))
        search_button = QPushButton(_tr("&Search"), self)
        search_button.clicked.connect(self.search)
        filters_row = QHBoxLayout()
        filters_row.addWidget(search_button)
        filters_row.addWidget(self.saved, 1)
        filters_row.addWidget(save_button)
        filters_row.addWidget(forget_button)

        self.within = QLineEdit(self)
        self.within.setPlaceholderText(_tr("Search within the results…"))
        self.within.setClearButtonEnabled(True)
        self.model = GamesModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setSortRole(_SORT_ROLE)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.within.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = QTableView(self)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(4, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.count = QLabel(self)

        buttons = QHBoxLayout()
        importing = QPushButton(_tr("&Import…"), self)
        choices = QMenu(importing)
        choices.addAction(_tr("Record files…"), self.choose_files)
        choices.addAction(_tr("A folder of records…"), self.choose_folder)
        importing.setMenu(choices)
        buttons.addWidget(importing)
        self._import_task: Any = None
        self.last_import: Any = None
        for text, handler in (
            (_tr("&Open"), self.open_selected),
            (_tr("&Delete"), self.delete_selected),
            (_tr("&Merge duplicates"), self.merge_duplicates),
            (_tr("S&tatistics of the player"), self.show_stats),
        ):
            button = QPushButton(text, self)
            button.clicked.connect(handler)
            buttons.addWidget(button)
        self.stats = QLabel(self)
        self.stats.setTextFormat(Qt.TextFormat.RichText)
        self.stats.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(filters_row)
        layout.addWidget(self.within)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count)
        layout.addLayout(buttons)
        layout.addWidget(self.stats)
        self._reload_saved()

    # -- filters ----------------------------------------------------------------------------

    def filters(self) -> dict[str, str]:
        values: dict[str, str] = {}
        for key, widget in self.fields.items():
            value = widget.text() if isinstance(widget, QLineEdit) else str(widget.currentData() or "")
            if value.strip():
                values[key] = value.strip()
        return values

    def set_filters(self, values: Mapping[str, str]) -> None:
        for key, widget in self.fields.items():
            value = values.get(key, "")
            if isinstance(widget, QLineEdit):
                widget.setText(value)
            else:
                widget.setCurrentIndex(max(0, widget.findData(value)))

    def search(self) -> None:
        try:
            total, rows = self.backend.search(self.filters())
        except ValueError as error:
            self.count.setText(str(error))
            return
        self.model.setRows(rows)
        self.table.resizeColumnsToContents()
        shown = _tr("{n} games found").format(n=total)
        if total > len(rows):
            shown += " " + _tr("(the first {n} shown)").format(n=len(rows))
        self.count.setText(shown)

    def saved_filters(self) -> dict[str, dict[str, str]]:
        raw = self.settings.value("archive/saved_filters", "{}")
        try:
            data = json.loads(str(raw))
        except json.JSONDecodeError:
            return {}
        return {str(k): dict(v) for k, v in data.items()} if isinstance(data, dict) else {}

    def save_filter(self, name: str) -> None:
        saved = self.saved_filters()
        saved[name] = self.filters()
        self.settings.setValue("archive/saved_filters", json.dumps(saved, ensure_ascii=False))
        self.settings.sync()
        self._reload_saved()

    def load_filter(self, name: str) -> bool:
        values = self.saved_filters().get(name)
        if values is None:
            return False
        self.set_filters(values)
        self.search()
        return True

    def forget_filter(self, name: str) -> None:
        saved = self.saved_filters()
        saved.pop(name, None)
        self.settings.setValue("archive/saved_filters", json.dumps(saved, ensure_ascii=False))
        self._reload_saved()

    def _reload_saved(self) -> None:
        self.saved.clear()
        self.saved.addItems(sorted(self.saved_filters()))
        self.saved.setCurrentIndex(-1)

    def _ask_save_filter(self) -> None:
        name, ok = QInputDialog.getText(self, _tr("Save the filter"), _tr("Name:"))
        if ok and name.strip():
            self.save_filter(name.strip())

    # -- actions ----------------------------------------------------------------------------

    def selected_ids(self) -> list[int]:
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        if not rows and self.table.currentIndex().isValid():
            rows = {self.table.currentIndex().row()}
        return [int(self.proxy.index(row, 0).data(Qt.ItemDataRole.UserRole)) for row in sorted(rows)]

    def open_selected(self) -> None:
        ids = self.selected_ids()
        if ids:
            self.openRequested.emit(self.backend.record_text(ids[0]))

    # -- importing ---------------------------------------------------------------------------

    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, _tr("Import record files"), "", _tr("Records (*.trictrac *.ttr *.txt);;All files (*)")
        )
        if paths:
            self.import_records(paths)

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, _tr("Import a folder of records"))
        if folder:
            self.import_records([folder])

    def import_records(self, paths: Sequence[str], *, report: bool = True) -> None:
        """Import ``paths`` in the background with a progress dialog; a bad file is reported with its line and
        column and skipped, nothing of it archived; the search is run again at the end."""
        from studio.ui.tasks import BackgroundTask

        dialog = QProgressDialog(_tr("Importing…"), "", 0, 0, self)
        dialog.setWindowTitle(_tr("Import"))
        dialog.setCancelButton(None)
        dialog.setMinimumDuration(300)
        relay = _ProgressRelay(self)

        def show(progress: Any) -> None:
            dialog.setMaximum(max(1, progress.files_total))
            dialog.setValue(progress.files_done)
            dialog.setLabelText(
                _tr("{done} of {total} files: {games} games, {duplicates} duplicates, {errors} errors").format(
                    done=progress.files_done,
                    total=progress.files_total,
                    games=progress.games,
                    duplicates=progress.duplicates,
                    errors=progress.errors,
                )
            )

        relay.progressed.connect(show)
        task = BackgroundTask(lambda: self.backend.import_paths(list(paths), relay.progressed.emit), self)

        def done(result: Any) -> None:
            dialog.close()
            self.last_import = result
            self.search()
            if report:
                lines = [
                    _tr("{games} games imported from {files} files; {duplicates} duplicates skipped.").format(
                        games=result.games, files=result.files, duplicates=len(result.duplicates)
                    )
                ]
                lines.extend(str(error) for error in result.errors[:10])
                QMessageBox.information(self, _tr("Import"), "\n".join(lines))

        def failed(error: object) -> None:
            dialog.close()
            QMessageBox.warning(self, _tr("Import"), _tr("The import failed: {error}").format(error=error))

        task.succeeded.connect(done)
        task.failed.connect(failed)
        self._import_task = task
        task.start()

    def importing(self) -> bool:
        return self._import_task is not None and self._import_task.isRunning()

    def delete_selected(self, *, confirm: bool = True) -> int:
        ids = self.selected_ids()
        if not ids:
            return 0
        if confirm:
            answer = QMessageBox.question(
                self, _tr("Delete"), _tr("Delete {n} games from the archive?").format(n=len(ids))
            )
            if answer != QMessageBox.StandardButton.Yes:
                return 0
        self.backend.delete(ids)
        self.search()
        return len(ids)

    def merge_duplicates(self, *, confirm: bool = True) -> int:
        """Keep the first of each group of the same partie archived several times; delete the others."""
        groups = self.backend.duplicate_groups()
        extra = [identity for group in groups for identity in group[1:]]
        if not extra:
            self.count.setText(_tr("No duplicates."))
            return 0
        if confirm:
            answer = QMessageBox.question(
                self,
                _tr("Merge duplicates"),
                _tr("{g} parties are archived more than once: keep the first of each and delete {n}?").format(
                    g=len(groups), n=len(extra)
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return 0
        self.backend.delete(extra)
        self.search()
        return len(extra)

    def show_stats(self, name: str | None = None) -> PlayerStats | None:
        if name is None:
            name = self.filters().get("player", "")
            ids = self.selected_ids()
            if not name and ids:
                row = next(r for r in self.model.rows if r.id == ids[0])
                name = row.white
        if not name:
            self.stats.setText(_tr("Type a player's name (or select one of his games)."))
            return None
        stats = self.backend.player_stats(name)
        variants = ", ".join(f"{v} {n}" for v, n in sorted(stats.by_variant.items())) or "—"
        opponents = ", ".join(f"{o} {n}" for o, n in sorted(stats.opponents.items(), key=lambda x: -x[1])[:5])
        self.stats.setText(
            _tr(
                "<b>{name}</b>: {g} games ({w} as Blanc, {b} as Noir) — won {won}, lost {lost}, nulles {d}, "
                "unfinished {u}; score {s:.0%}<br>variants: {v}<br>most played: {o}"
            ).format(
                name=stats.name,
                g=stats.games,
                w=stats.as_white,
                b=stats.as_black,
                won=stats.won,
                lost=stats.lost,
                d=stats.drawn,
                u=stats.unfinished,
                s=stats.score,
                v=variants,
                o=opponents or "—",
            )
        )
        return stats
