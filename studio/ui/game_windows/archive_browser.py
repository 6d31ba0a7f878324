"""The archive browser: the store's search in a table, with filters, a search within the results, saved filters,
open, delete, merge duplicates and statistics per player.

The browser talks to an :class:`ArchiveBackend` (a small interface defined
here); :class:`StoreBackend` is that interface over ``studio.store``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from notation.board import Position
from notation.code import parse_code
from studio.store.player_stats import PlayerStats, player_stats_of
from studio.ui.accessible import describe, label_field
from studio.ui.columns import share_columns
from studio.ui.error_messages import error_text, import_fault_text
from studio.ui.game_windows.rating_dialog import PlayerRatingDialog
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings
from studio.ui.window_focus import reading_order

if TYPE_CHECKING:
    from studio.store.analyses import PlayerRecord
    from studio.store.archive_work import ArchiveWork, WorkProgress, WorkReport
    from studio.store.db import Archive
    from studio.store.importing import ImportProgress, ImportReport
    from studio.store.revisions import Revision
    from studio.ui.archive_work import ArchiveWorkRunner
    from studio.ui.tasks import BackgroundTask
    from studio.ui.window_archive import ArchiveOpening

__all__ = [
    "ArchiveBackend",
    "ArchiveBrowser",
    "ArchivedGame",
    "GameRow",
    "PlayerStats",
    "RevisionsDialog",
    "StoreBackend",
    "player_stats_of",
]


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
    at_throws: tuple[int, ...] = ()
    """A position search: the throws at which the game passes through the position."""


@dataclass(frozen=True, slots=True)
class ArchivedGame:
    """A game of the archive to open: its id (saving it again writes a revision of it), its record text, and the
    position the search looked for (the replay opens there), if any."""

    game_id: int
    text: str
    position: Position | None = None


PAGE = 100
"""Games shown a page."""
COUNT_LIMIT = 10_000
"""A search stops counting past this many games (a very common position): the count shows "10,000+"."""

_VARIANT_NAMES = {"ordinaire": "ordinaire", "ecrire": "à écrire"}
"""The variants by their French names (the game's vocabulary), not the store's keys."""

_RESULT_NAMES = {"B": "Blanc", "N": "Noir"}
"""A record's result letter as the colour's name (``nulle`` and ``*`` stay as written)."""


def parse_position(text: str) -> Position:
    """Read a position typed or pasted: a position code (with or without dice, as the editor copies it).

    :raises ValueError: (a :class:`notation.code.PositionCodeError`) for text that is not a position code.
    """
    return parse_code(text.strip()).position


class _ProgressRelay(QObject):
    """Carries the import's progress from its thread to the interface's."""

    progressed = Signal(object)


class ArchiveBackend(Protocol):
    def search(
        self, filters: Mapping[str, str], limit: int = 500, offset: int = 0, *, position: Position | None = None
    ) -> tuple[int, list[GameRow], bool]: ...

    def record_text(self, game_id: int) -> str: ...

    def delete(self, ids: Sequence[int]) -> None: ...

    def duplicate_groups(self) -> list[list[int]]: ...

    def player_stats(self, name: str) -> PlayerStats: ...

    def import_paths(self, paths: Sequence[str], progress: Callable[[ImportProgress], None]) -> ImportReport: ...

    def history(self, game_id: int) -> list[Revision]: ...

    def revision_text(self, game_id: int, number: int) -> str: ...

    def player_record(self, name: str) -> PlayerRecord: ...

    def archive_work(
        self, work: ArchiveWork, progress: Callable[[WorkProgress], None], cancelled: Callable[[], bool]
    ) -> WorkReport: ...


class StoreBackend:
    """The browser's interface over ``studio.store`` (an :class:`studio.store.db.Archive`).

    Its methods import the store's modules where they use them, for the studio's start-up time: SQLAlchemy and
    Alembic load when the archive is first used, not with the window (the types come under ``TYPE_CHECKING``).
    """

    def __init__(self, archive: Archive | None) -> None:
        self._archive = archive

    @property
    def archive(self) -> Archive:
        """The archive; a backend made while it opens has none yet (the browser stays disabled until it has).

        :raises RuntimeError: asked before the archive is open.
        """
        if self._archive is None:
            raise RuntimeError("the archive is not open yet")
        return self._archive

    def search(
        self, filters: Mapping[str, str], limit: int = 500, offset: int = 0, *, position: Position | None = None
    ) -> tuple[int, list[GameRow], bool]:
        """Return one page of the games matching ``filters`` and passing through ``position``, how many match, and
        whether the count stopped at the store's limit (then at least that many match: a very common position)."""
        from studio.store.search import GameQuery, search_games

        def given(key: str) -> str | None:
            return filters.get(key, "").strip() or None

        query = GameQuery(
            player=given("player"),
            event=given("event"),
            date_from=given("date_from"),
            date_to=given("date_to"),
            result=given("result"),
            variant=given("variant"),
            text=given("text"),
            position=position,
            limit=limit,
            offset=offset,
            count_limit=COUNT_LIMIT,
        )
        found = search_games(self.archive, query)
        rows = [
            GameRow(g.id, g.white, g.black, g.event, g.date, g.variant, g.result, g.throws, g.at_throws)
            for g in found.games
        ]
        return found.total, rows, found.capped

    def record_text(self, game_id: int) -> str:
        from studio.store.record_export import game_text

        return str(game_text(self.archive, game_id))

    def delete(self, ids: Sequence[int]) -> None:
        from studio.store.manage import delete_games

        delete_games(self.archive, ids)

    def import_paths(self, paths: Sequence[str], progress: Callable[[ImportProgress], None]) -> ImportReport:
        """Import record files and folders (one transaction a file); called off the interface's thread, so on
        connections of its own."""
        from studio.store.db import Archive
        from studio.store.importing import import_paths

        archive = Archive(self.archive.url, upgrade=False)
        try:
            return import_paths(archive, paths, progress=progress, workers=1)
        finally:
            archive.close()

    def archive_work(
        self, work: ArchiveWork, progress: Callable[[WorkProgress], None], cancelled: Callable[[], bool]
    ) -> WorkReport:
        """Analyse games and make puzzles (:mod:`studio.store.archive_work`); called off the interface's thread."""
        from studio.ui.archive_work import archive_job

        return archive_job(self.archive)(work, progress, cancelled)

    def history(self, game_id: int) -> list[Revision]:
        """The revisions of a game saved again from the studio (:mod:`studio.store.revisions`), oldest first."""
        from studio.store.revisions import game_history

        return game_history(self.archive, game_id)

    def revision_text(self, game_id: int, number: int) -> str:
        from studio.store.revisions import revision_text

        return revision_text(self.archive, game_id, number)

    def player_record(self, name: str) -> PlayerRecord:
        """The player's analysed games and worst decisions (:func:`studio.store.analyses.player_record`)."""
        from studio.store.analyses import player_record

        return player_record(self.archive, name)

    def duplicate_groups(self) -> list[list[int]]:
        from studio.store.search import find_duplicates

        return [list(group) for group in find_duplicates(self.archive)]

    def player_stats(self, name: str) -> PlayerStats:
        """The statistics of the player the search finds by ``name`` (part of the name, accents and case aside:
        « castaing » finds « Castaing »)."""
        from studio.store.search import GameQuery, search_games
        from studio.store.search_text import normalize

        games = search_games(self.archive, GameQuery(player=name, limit=None)).games
        return stats_of_matching(name, [(g.white, g.black, g.winner, g.variant) for g in games], normalize)


def stats_of_matching(
    name: str, games: Sequence[tuple[str, str, str | None, str]], normalize: Callable[[str], str]
) -> PlayerStats:
    """A player's statistics over the games the search gave for ``name``: in each, his colour is the one whose
    name holds the searched text; the statistics bear the full name when one player is meant.

    >>> from studio.store.search_text import normalize
    >>> stats = stats_of_matching("castaing", [("Castaing", "Abel", "white", "ordinaire")], normalize)
    >>> stats.name, stats.games, stats.won
    ('Castaing', 1, 1)
    """
    key = normalize(name)
    matched: set[str] = set()
    marked = []
    for white, black, winner, variant in games:
        if key in normalize(white):
            matched.add(white)
            marked.append((name, black, winner, variant))
        elif key in normalize(black):
            matched.add(black)
            marked.append((white, name, winner, variant))
    stats = player_stats_of(name, marked)
    if len(matched) == 1:
        from dataclasses import replace

        stats = replace(stats, name=next(iter(matched)))
    return stats


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
            if _COLUMNS[index.column()] == "variant":
                # The variants by their French names (the game's vocabulary), not the store's keys.
                return _VARIANT_NAMES.get(str(value), str(value))
            if _COLUMNS[index.column()] == "result":
                # The winner's colour by its name (the record writes B, N or nulle).
                return _RESULT_NAMES.get(str(value), str(value))
            return str(value)
        if role == Qt.ItemDataRole.ToolTipRole and _COLUMNS[index.column()] in ("white", "black", "event"):
            return str(value)  # whole, where the narrow column cuts it
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        if role == _SORT_ROLE:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
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


class ArchiveBrowser(QWidget):
    """Search the archive; :attr:`gameOpenRequested` carries the game to replay (an :class:`ArchivedGame`), and
    :attr:`openRequested` its record text alone."""

    openRequested = Signal(str)
    gameOpenRequested = Signal(object)

    def __init__(
        self,
        backend: ArchiveBackend,
        parent: QWidget | None = None,
        *,
        settings: Settings | None = None,
        current_position: Callable[[], Position] | None = None,
    ) -> None:
        super().__init__(parent)
        self.backend = backend
        self.current_position = current_position
        """The studio's board (the editor's diagram), for « search this position »."""
        self.offset = 0
        self._position_of_search: Position | None = None
        self.settings = settings if settings is not None else Settings()
        self.fields: dict[str, QLineEdit | QComboBox] = {}
        self.field_labels: dict[str, QLabel] = {}
        for key in ("player", "event", "date_from", "date_to", "text"):
            edit = QLineEdit(self)
            edit.returnPressed.connect(self.search)
            self.fields[key] = edit
            self.field_labels[key] = QLabel(self)
        result = QComboBox(self)
        for value in ("", "white", "black", "draw"):
            result.addItem("", value)
        variant = QComboBox(self)
        for value in ("", "ordinaire", "ecrire"):
            variant.addItem("", value)
        self.fields["result"] = result
        self.fields["variant"] = variant
        for key in ("result", "variant"):
            self.field_labels[key] = QLabel(self)
        # By position: the board's, or a position code pasted.
        position = QLineEdit(self)
        position.setClearButtonEnabled(True)
        position.returnPressed.connect(self.search)
        self.fields["position"] = position
        self.field_labels["position"] = QLabel(self)
        self.board_button = QPushButton(self)
        self.board_button.clicked.connect(self.search_current_position)
        self.board_button.setEnabled(current_position is not None)
        position_row = QHBoxLayout()
        position_row.addWidget(position, 1)
        position_row.addWidget(self.board_button)
        # The filters two by two, so that the games' table keeps the room in a small window (1024×700).
        form = QGridLayout()
        for row, pair in enumerate((("player", "event"), ("date_from", "date_to"), ("result", "variant"))):
            for column, key in enumerate(pair):
                form.addWidget(self.field_labels[key], row, 2 * column)
                form.addWidget(self.fields[key], row, 2 * column + 1)
        form.addWidget(self.field_labels["text"], 3, 0)
        form.addWidget(self.fields["text"], 3, 1, 1, 3)
        form.addWidget(self.field_labels["position"], 4, 0)
        form.addLayout(position_row, 4, 1, 1, 3)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)

        self.saved = QComboBox(self)
        self.saved.activated.connect(lambda _i: self.load_filter(self.saved.currentText()))
        describe(self.saved, QT_TRANSLATE_NOOP("Accessible", "Saved filters"))
        self.save_button = QPushButton(self)
        self.save_button.clicked.connect(self._ask_save_filter)
        self.forget_button = QPushButton(self)
        self.forget_button.clicked.connect(lambda: self.forget_filter(self.saved.currentText()))
        self.search_button = QPushButton(self)
        self.search_button.clicked.connect(self.search)
        filters_row = QHBoxLayout()
        filters_row.addWidget(self.search_button)
        filters_row.addWidget(self.saved, 1)
        filters_row.addWidget(self.save_button)
        filters_row.addWidget(self.forget_button)

        self.within = QLineEdit(self)
        self.within.setClearButtonEnabled(True)
        describe(self.within, QT_TRANSLATE_NOOP("Accessible", "Search within the results"))
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
        describe(
            self.table,
            QT_TRANSLATE_NOOP("Accessible", "Games found"),
            QT_TRANSLATE_NOOP("Accessible", "The archive's games that match the filters; Enter opens the chosen game"),
        )
        self.table.sortByColumn(4, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)  # one line a game (a long event is cut with "…", whole in its tip)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # The event takes what the other columns leave: every column, the result too, fits a narrow dock.
        self.table.horizontalHeader().setSectionResizeMode(_COLUMNS.index("event"), QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setMinimumSectionSize(24)
        # The event keeps a quarter of the width or its whole text (it was « Éch… » even at 1920 pixels); the players'
        # names and the other columns are cut first, whole in their tooltips.
        self.columns = share_columns(
            self.table,
            _COLUMNS.index("event"),
            share=0.25,
            keep=[_COLUMNS.index(key) for key in ("id", "date", "result", "throws")],
        )
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        # The selected game's history (its revisions saved from the studio): the table's context menu, Ctrl+H.
        self.history_action = QAction(self.table)
        self.history_action.setShortcut(QKeySequence("Ctrl+H"))
        self.history_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.history_action.triggered.connect(lambda _checked=False: self.show_history())
        self.table.addAction(self.history_action)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.history_dialog: RevisionsDialog | None = None
        self.rating_dialog: PlayerRatingDialog | None = None
        # The selection, not the current row: selectRow() and Ctrl-clicks change one without the other.
        self.table.selectionModel().selectionChanged.connect(lambda _now, _before: self.preview_selected())
        self.count = QLabel(self)
        self.count.setWordWrap(True)
        self.previous_page = QPushButton(self)
        self.previous_page.clicked.connect(lambda: self.turn_page(-1))
        self.next_page = QPushButton(self)
        self.next_page.clicked.connect(lambda: self.turn_page(1))
        count_row = QHBoxLayout()
        count_row.addWidget(self.count, 1)
        count_row.addWidget(self.previous_page)
        count_row.addWidget(self.next_page)

        # The selected game, previewed: its position where the search found it (else its last).
        from studio.ui.board_view import BoardView

        self.preview = BoardView(parent=self)
        self.preview.setMinimumHeight(80)
        describe(self.preview, QT_TRANSLATE_NOOP("Accessible", "Board of the chosen game"))
        self.preview_label = QLabel(self)
        self.preview_label.setWordWrap(True)

        buttons = QGridLayout()
        self.import_button = QPushButton(self)
        choices = QMenu(self.import_button)
        self.import_files_action = choices.addAction("", self.choose_files)
        self.import_folder_action = choices.addAction("", self.choose_folder)
        self.import_button.setMenu(choices)
        # The tutor's work on the archive (what trictrac archive analyse and trictrac puzzles make do).
        self.analyse_button = QPushButton(self)
        analyses = QMenu(self.analyse_button)
        self.analyse_chosen_action = analyses.addAction("", lambda: self.analyse(chosen=True))
        self.analyse_all_action = analyses.addAction("", lambda: self.analyse(chosen=False))
        self.make_puzzles_action = analyses.addAction("", lambda: self.analyse(chosen=False, puzzles=True))
        self.analyse_button.setMenu(analyses)
        self._work: ArchiveWorkRunner | None = None
        self._import_task: BackgroundTask | None = None
        self.last_import: ImportReport | None = None
        self.buttons: dict[str, QPushButton] = {}
        for key, handler in (
            ("open", self.open_selected),
            ("booklet", self.booklet_selected),
            ("delete", self.delete_selected),
            ("merge", self.merge_duplicates),
            ("stats", self.show_stats),
            ("rating", self.show_rating),
        ):
            button = QPushButton(self)
            # Not clicked(bool) into the handler: show_stats(False) would not read the player's field.
            button.clicked.connect(lambda _checked=False, h=handler: h())
            self.buttons[key] = button
        # Two rows of four, so that the table keeps its height on a small screen: the game's buttons, then the
        # archive's, the player's and the tutor's work.
        for index, button in enumerate((self.import_button, *self.buttons.values(), self.analyse_button)):
            buttons.addWidget(button, index // 4, index % 4)
        self.stats = QLabel(self)
        self.stats.setTextFormat(Qt.TextFormat.RichText)
        self.stats.setWordWrap(True)

        # Everything in a scroll area: in a dock under which another spans the window (the editor's panel moved to
        # the left, the analysis below), the browser's least height (some 500 pixels) made the studio taller than
        # a 1024×700 screen; now the browser scrolls instead.
        contents = QWidget(self)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # The keyboard goes to the fields within (the area scrolls to the one with the focus), never to the area.
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        layout = QVBoxLayout(contents)
        layout.addLayout(form)
        layout.addLayout(filters_row)
        layout.addWidget(self.within)
        # The table and the preview share what is left, the table first; the user moves the line between them.
        preview_box = QWidget(self)
        preview_column = QVBoxLayout(preview_box)
        preview_column.setContentsMargins(0, 0, 0, 0)
        preview_column.addLayout(count_row)
        preview_column.addWidget(self.preview_label)
        preview_column.addWidget(self.preview, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(preview_box)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([3000, 1000])
        layout.addWidget(self.splitter, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.stats)
        scroll.setWidget(contents)
        # Tab as the form reads: its lines two by two, the search's row from its left, the buttons row by row.
        reading_order(
            *(self.fields[key] for key in ("player", "event", "date_from", "date_to", "result", "variant")),
            self.fields["text"],
            self.fields["position"],
            self.board_button,
            self.search_button,
            self.saved,
            self.save_button,
            self.forget_button,
            self.within,
            self.table,
            self.previous_page,
            self.next_page,
            self.preview,
            *(button for button in (self.import_button, *self.buttons.values(), self.analyse_button)),
        )
        self._found: tuple[int, int, bool] | None = None
        self._shown_stats: PlayerStats | bool | None = None
        self.retranslate()
        self._reload_saved()

    # -- texts ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text again in the current language (called when the language changes)."""
        labels = {
            "player": _tr("ArchiveBrowser", "Player"),
            "event": _tr("ArchiveBrowser", "Event"),
            "date_from": _tr("ArchiveBrowser", "From (YYYY-MM-DD)"),
            "date_to": _tr("ArchiveBrowser", "To"),
            "text": _tr("ArchiveBrowser", "Text"),
            "result": _tr("ArchiveBrowser", "Result"),
            "variant": _tr("ArchiveBrowser", "Variant"),
            "position": _tr("ArchiveBrowser", "Position"),
        }
        for key, label in self.field_labels.items():
            label.setText(labels[key])
            label_field(label, self.fields[key])
        choices = {
            "result": (
                _tr("ArchiveBrowser", "any"),
                _tr("ArchiveBrowser", "Blanc won"),
                _tr("ArchiveBrowser", "Noir won"),
                _tr("ArchiveBrowser", "nulle"),
            ),
            "variant": (
                _tr("ArchiveBrowser", "any"),
                _tr("ArchiveBrowser", "ordinaire"),
                _tr("ArchiveBrowser", "à écrire"),
            ),
        }
        for key, texts in choices.items():
            combo = self.fields[key]
            assert isinstance(combo, QComboBox)
            for index, text in enumerate(texts):
                combo.setItemText(index, text)
        self.saved.setPlaceholderText(_tr("ArchiveBrowser", "saved filters"))
        self.save_button.setText(_tr("ArchiveBrowser", "Save filter…"))
        self.forget_button.setText(_tr("ArchiveBrowser", "Forget"))
        self.search_button.setText(_tr("ArchiveBrowser", "&Search"))
        position = self.fields["position"]
        assert isinstance(position, QLineEdit)
        position.setPlaceholderText(_tr("ArchiveBrowser", "a position code, pasted"))
        self.board_button.setText(_tr("ArchiveBrowser", "The &board's"))
        self.board_button.setToolTip(_tr("ArchiveBrowser", "Search the games that pass through the board's position"))
        self.previous_page.setText(_tr("ArchiveBrowser", "◀ Previous page"))
        self.next_page.setText(_tr("ArchiveBrowser", "Next page ▶"))
        self.within.setPlaceholderText(_tr("ArchiveBrowser", "Search within the results…"))
        self.import_button.setText(_tr("ArchiveBrowser", "&Import…"))
        self.history_action.setText(_tr("ArchiveBrowser", "&History of the game…"))
        self.import_files_action.setText(_tr("ArchiveBrowser", "Record files…"))
        self.import_folder_action.setText(_tr("ArchiveBrowser", "A folder of records…"))
        self.analyse_button.setText(_tr("ArchiveBrowser", "T&utor's analysis"))
        self.analyse_chosen_action.setText(_tr("ArchiveBrowser", "The chosen games"))
        self.analyse_all_action.setText(_tr("ArchiveBrowser", "Every game not yet analysed"))
        self.make_puzzles_action.setText(_tr("ArchiveBrowser", "Every game, and make puzzles of the errors"))
        for key, text in (
            ("open", _tr("ArchiveBrowser", "&Open")),
            ("booklet", _tr("ArchiveBrowser", "Boo&klet…")),
            ("delete", _tr("ArchiveBrowser", "&Delete")),
            ("merge", _tr("ArchiveBrowser", "&Merge duplicates")),
            ("stats", _tr("ArchiveBrowser", "Statistics of the &player")),
            ("rating", _tr("ArchiveBrowser", "Pla&yer's rating…")),
        ):
            self.buttons[key].setText(text)
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(_COLUMNS) - 1)
        if self._found is not None:
            self._show_found(*self._found)
        if self._shown_stats is not None:
            self._show_stats_text(self._shown_stats)
        if self.preview_label.text():
            self.preview_selected()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_found(self, total: int, shown: int, capped: bool = False) -> None:
        self._found = (total, shown, capped)
        count = f"{total:,}".replace(",", "\u202f") + ("+" if capped else "")
        if total == 0:
            text = _tr("ArchiveBrowser", "No game found")
        elif total == 1 and not capped:
            text = _tr("ArchiveBrowser", "1 game found")  # not « 1 games found »
        else:
            text = _tr("ArchiveBrowser", "{n} games found").format(n=count)
        if total > shown:
            text += " " + _tr("ArchiveBrowser", "(games {first}–{last} shown)").format(
                first=self.offset + 1 if shown else 0, last=self.offset + shown
            )
        self.count.setText(text)
        self.previous_page.setEnabled(self.offset > 0)
        self.next_page.setEnabled(self.offset + shown < total or (capped and shown == PAGE))

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

    def wait_for_archive(self, opening: ArchiveOpening) -> None:
        """Wait for the archive being opened in the background: its progress (the sample parties imported, the
        first time) in the count line, the browser disabled meanwhile; the search runs once it is open."""
        self.setEnabled(False)
        self.count.setText(_tr("ArchiveBrowser", "Opening the archive…"))
        opening.progressed.connect(self._show_opening)
        opening.opened.connect(self._archive_opened)
        opening.failed.connect(self._archive_not_opened)

    def _show_opening(self, progress: ImportProgress) -> None:
        self.count.setText(
            _tr("ArchiveBrowser", "Importing the sample parties: {games} games, {done} of {total} files…").format(
                games=progress.games, done=progress.files_done, total=progress.files_total
            )
        )

    def _archive_opened(self, archive: Archive) -> None:
        self.backend = StoreBackend(archive)
        self.setEnabled(True)
        self.search()

    def _archive_not_opened(self, error: object) -> None:
        self.count.setText(
            _tr("ArchiveBrowser", "Cannot open the archive: {error}").format(error=error_text(error, capital=False))
        )

    def search(self, *, offset: int = 0, position: Position | None = None) -> None:
        """Run the search (its first page, or the page from ``offset``); ``position``: the one the position field
        shows, already read (the studio's board, a page turned), else the field is read, once."""
        filters = self.filters()
        code = filters.get("position", "").strip()
        if position is None and code:
            try:
                position = parse_position(code)
            except ValueError as error:
                self._found = None
                self.count.setText(
                    _tr("ArchiveBrowser", "Not a position: {error}").format(error=error_text(error, capital=False))
                )
                return
        try:
            total, rows, capped = self.backend.search(filters, limit=PAGE, offset=offset, position=position)
        except ValueError as error:
            self._found = None
            self.count.setText(error_text(error))
            return
        self.offset = offset
        self._position_of_search = position
        self.model.setRows(rows)
        self.columns.fit()
        self._show_found(total, len(rows), capped)
        if rows:
            self.table.selectRow(0)  # previewed by the selection's signal
        else:
            self.preview_selected()

    def turn_page(self, step: int) -> None:
        """The next (1) or previous (-1) page of the same search."""
        if self._found is None:
            return
        total, _shown, capped = self._found
        offset = max(0, self.offset + step * PAGE)
        if offset < total or (capped and step > 0):
            self.search(offset=offset, position=self._position_of_search)

    def search_current_position(self) -> None:
        """Search the games that pass through the studio's board position."""
        if self.current_position is None:
            return
        position = self.current_position()
        field = self.fields["position"]
        assert isinstance(field, QLineEdit)
        field.setText(position.code())  # shown, and kept in saved filters; the search takes the position itself
        self.search(position=position)

    def preview_selected(self) -> None:
        """Show the selected game on the preview board: where it meets the searched position, else its end."""
        ids = self.selected_ids()
        if not ids:
            # No game selected (a search that found none): no board left showing a game not in the list.
            self.preview_label.clear()
            self.preview.hide()
            return
        self.preview.show()
        row = next((r for r in self.model.rows if r.id == ids[0]), None)
        try:
            text = self.backend.record_text(ids[0])
            from studio.games.session import GameSession

            partie = GameSession.from_text(text).partie
        except (KeyError, ValueError) as error:
            self.preview_label.setText(error_text(error))
            return
        states = [partie.states[0], *partie.states] if partie.states else []
        state = partie.state
        wanted = self._position_of_search
        at_throws: tuple[int, ...] = row.at_throws if row is not None else ()
        if wanted is not None:
            from notation.record.summary import BadPlayError, position_entries, position_key_of

            key = position_key_of(wanted)
            state = next((s for s in states if position_key_of(s.position) == key), state)
            if not at_throws:  # the archive's search does not say (it would replay every game found): this one
                try:
                    entries = position_entries(partie.events, partie.start_position)
                except BadPlayError:
                    entries = []
                at_throws = tuple(sorted({throw for found, throw in entries if found == key}))
        self.preview.setPosition(state.position)
        self.preview.setScore(state.score)
        names = f"{row.white} – {row.black}" if row is not None else ""
        if wanted is not None and row is not None and at_throws:
            where = _tr("ArchiveBrowser", "{names}: the position at throw {n}").format(
                names=names, n=", ".join(str(t) for t in at_throws)
            )
        else:
            where = _tr("ArchiveBrowser", "{names}: the last position").format(names=names)
        self.preview_label.setText(where)

    def saved_filters(self) -> dict[str, dict[str, str]]:
        return self.settings.saved_filters

    def save_filter(self, name: str) -> None:
        saved = self.saved_filters()
        saved[name] = self.filters()
        self.settings.saved_filters = saved
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
        self.settings.saved_filters = saved
        self._reload_saved()

    def _reload_saved(self) -> None:
        self.saved.clear()
        self.saved.addItems(sorted(self.saved_filters()))
        self.saved.setCurrentIndex(-1)

    def _ask_save_filter(self) -> None:
        name, ok = QInputDialog.getText(self, _tr("ArchiveBrowser", "Save the filter"), _tr("ArchiveBrowser", "Name:"))
        if ok and name.strip():
            self.save_filter(name.strip())

    # -- actions ----------------------------------------------------------------------------

    def selected_ids(self) -> list[int]:
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        if not rows and self.table.currentIndex().isValid():
            rows = {self.table.currentIndex().row()}
        return [int(self.proxy.index(row, 0).data(Qt.ItemDataRole.UserRole)) for row in sorted(rows)]

    def analyse(self, *, chosen: bool, puzzles: bool = False) -> ArchiveWorkRunner | None:
        """Analyse the chosen games (again, if analysed already) or every game not yet analysed, and with
        ``puzzles`` make puzzles of the errors, in the background with progress and Cancel (what finished is
        kept); the result is said under the buttons."""
        from studio.store.archive_work import ArchiveWork
        from studio.ui.archive_work import report_text, run_archive_work

        if self._work is not None and self._work.running():
            return self._work
        ids = self.selected_ids()
        if chosen and not ids:
            self._shown_stats = None
            self.stats.setText(_tr("ArchiveBrowser", "Choose the games to analyse in the list."))
            return None
        work = ArchiveWork(game_ids=tuple(ids) if chosen else None, puzzles=puzzles)

        def done(report: WorkReport | None, error: object) -> None:
            self._shown_stats = None
            if report is None:
                self.stats.setText(
                    _tr("ArchiveBrowser", "The analysis failed: {error}").format(error=error_text(error, capital=False))
                )
            else:
                self.stats.setText(report_text(report))

        self._work = run_archive_work(self, self.backend.archive_work, work, done)
        return self._work

    def booklet_selected(self) -> Any:
        """Export a booklet (PDF) of the selected game."""
        ids = self.selected_ids()
        if not ids:
            return None
        from studio.ui.export_dialog import BookletExportDialog

        dialog = BookletExportDialog(record_text=self.backend.record_text(ids[0]), parent=self)
        dialog.open()
        return dialog

    def show_history(self) -> RevisionsDialog | None:
        """Show the selected game's revisions; one chosen opens (saved again, it becomes the newest)."""
        ids = self.selected_ids()
        if not ids:
            return None
        try:
            revisions = self.backend.history(ids[0])
        except KeyError as error:
            self.count.setText(error_text(error))
            return None
        dialog = RevisionsDialog(ids[0], revisions, self)
        dialog.chosen.connect(lambda number, game=ids[0]: self._open_revision(game, number))
        self.history_dialog = dialog
        dialog.open()
        return dialog

    def _open_revision(self, game_id: int, number: int) -> None:
        text = self.backend.revision_text(game_id, number)
        self.openRequested.emit(text)
        self.gameOpenRequested.emit(ArchivedGame(game_id, text))

    def open_selected(self) -> None:
        """Open the selected game: where the search found its position, and saved into the archive as its own."""
        ids = self.selected_ids()
        if ids:
            text = self.backend.record_text(ids[0])
            self.openRequested.emit(text)
            self.gameOpenRequested.emit(ArchivedGame(ids[0], text, self._position_of_search))

    # -- importing ---------------------------------------------------------------------------

    def choose_files(self) -> None:
        folder = self._last_folder()
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            _tr("ArchiveBrowser", "Import record files"),
            folder,
            _tr("ArchiveBrowser", "Records (*.trictrac *.ttr *.txt);;All files (*)"),
        )
        if paths:
            self.settings.last_folder = str(Path(paths[0]).parent)
            self.import_records(paths)

    def _last_folder(self) -> str:
        folder = self.settings.last_folder
        return folder if folder and Path(folder).is_dir() else str(Path.home())

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, _tr("ArchiveBrowser", "Import a folder of records"), self._last_folder()
        )
        if folder:
            self.settings.last_folder = str(Path(folder).parent)
            self.import_records([folder])

    def import_records(self, paths: Sequence[str], *, report: bool = True) -> None:
        """Import ``paths`` in the background with a progress dialog; a bad file is reported with its line and
        column and skipped, nothing of it archived; the search is run again at the end."""
        from studio.ui.tasks import BackgroundTask

        dialog = QProgressDialog(_tr("ArchiveBrowser", "Importing…"), "", 0, 0, self)
        dialog.setWindowTitle(_tr("ArchiveBrowser", "Import"))
        dialog.setCancelButton(None)
        dialog.setMinimumDuration(300)
        relay = _ProgressRelay(self)

        def show(progress: ImportProgress) -> None:
            dialog.setMaximum(max(1, progress.files_total))
            dialog.setValue(progress.files_done)
            dialog.setLabelText(
                _tr(
                    "ArchiveBrowser", "{done} of {total} files: {games} games, {duplicates} duplicates, {errors} errors"
                ).format(
                    done=progress.files_done,
                    total=progress.files_total,
                    games=progress.games,
                    duplicates=progress.duplicates,
                    errors=progress.errors,
                )
            )

        relay.progressed.connect(show)
        task = BackgroundTask(lambda: self.backend.import_paths(list(paths), relay.progressed.emit))

        def done(result: ImportReport) -> None:
            dialog.close()
            self.last_import = result
            self.search()
            if report:
                lines = [
                    _tr(
                        "ArchiveBrowser", "{games} games imported from {files} files; {duplicates} duplicates skipped."
                    ).format(games=result.games, files=result.files, duplicates=len(result.duplicates))
                ]
                lines.extend(import_fault_text(fault) for fault in result.errors[:10])
                QMessageBox.information(self, _tr("ArchiveBrowser", "Import"), "\n".join(lines))

        def failed(error: object) -> None:
            dialog.close()
            QMessageBox.warning(
                self,
                _tr("ArchiveBrowser", "Import"),
                _tr("ArchiveBrowser", "The import failed: {error}").format(error=error_text(error, capital=False)),
            )

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
                self,
                _tr("ArchiveBrowser", "Delete"),
                _tr("ArchiveBrowser", "Delete {n} games from the archive?").format(n=len(ids)),
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
            self._found = None
            self.count.setText(_tr("ArchiveBrowser", "No duplicates."))
            return 0
        if confirm:
            answer = QMessageBox.question(
                self,
                _tr("ArchiveBrowser", "Merge duplicates"),
                _tr(
                    "ArchiveBrowser", "{g} parties are archived more than once: keep the first of each and delete {n}?"
                ).format(g=len(groups), n=len(extra)),
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
            self._show_stats_text(False)
            return None
        stats = self.backend.player_stats(name)
        self._show_stats_text(stats)
        return stats

    def show_rating(self, name: str | None = None) -> PlayerRatingDialog | None:
        """The rating over time and the worst decisions of the player in the filter (else of the selected game's
        Blanc), from the analyses kept with the games (``trictrac archive analyse``, or a replay's analysis)."""
        if name is None:
            name = self.filters().get("player", "")
            ids = self.selected_ids()
            if not name and ids:
                name = next(r for r in self.model.rows if r.id == ids[0]).white
        if not name:
            self._show_stats_text(False)
            return None
        record = self.backend.player_record(name)
        if not record.games:
            self._shown_stats = None
            self.stats.setText(
                _tr(
                    "ArchiveBrowser",
                    "No analysed game of {name}: analyse his games in the replay, or with trictrac archive analyse.",
                ).format(name=name)
            )
            return None
        dialog = PlayerRatingDialog(record, self)
        dialog.openAt.connect(self.open_at)
        self.rating_dialog = dialog
        dialog.open()
        return dialog

    def open_at(self, game_id: int, event: int) -> None:
        """Open archived game ``game_id`` where its choice at ``event`` (an event's index) is to be made."""
        from notation.record import read_record, replay_record

        text = self.backend.record_text(game_id)
        try:
            partie = replay_record(read_record(text))
            position = partie.states[event - 1].position if 0 < event <= len(partie.states) else None
        except ValueError:
            position = None
        self.openRequested.emit(text)
        self.gameOpenRequested.emit(ArchivedGame(game_id, text, position))

    def _show_stats_text(self, stats: PlayerStats | bool) -> None:
        """Show a player's statistics (``False``: the request for a name)."""
        self._shown_stats = stats
        if not isinstance(stats, PlayerStats):
            self.stats.setText(_tr("ArchiveBrowser", "Type a player's name (or select one of his games)."))
            return
        variants = ", ".join(f"{_VARIANT_NAMES.get(v, v)} {n}" for v, n in sorted(stats.by_variant.items())) or "—"
        opponents = ", ".join(f"{o} {n}" for o, n in sorted(stats.opponents.items(), key=lambda x: -x[1])[:5])
        self.stats.setText(
            _tr(
                "ArchiveBrowser",
                "<b>{name}</b>: {g} games ({w} as Blanc, {b} as Noir) — won {won}, lost {lost}, nulles {d}, "
                "unfinished {u}; score {s:.0%}<br>variants: {v}<br>most played: {o}",
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


class RevisionsDialog(QDialog):
    """The revisions of one archived game, oldest first: revision 0 as it was archived, then each one saved from
    the studio; :attr:`chosen` carries the number of the one to open."""

    chosen = Signal(int)

    def __init__(self, game_id: int, revisions: Sequence[Revision], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.revisions = list(revisions)
        self.setWindowTitle(_tr("ArchiveBrowser", "History of game {n}").format(n=game_id))
        self.list = QListWidget(self)
        for revision in self.revisions:
            when = revision.saved_at.replace(tzinfo=UTC).astimezone().strftime("%Y-%m-%d %H:%M")  # kept in UTC
            if revision.number == 0:
                text = _tr("ArchiveBrowser", "Revision 0 — archived {when}").format(when=when)
            else:
                text = _tr("ArchiveBrowser", "Revision {n} — saved {when}").format(n=revision.number, when=when)
            item = QListWidgetItem(text, self.list)
            item.setData(Qt.ItemDataRole.UserRole, revision.number)
        self.list.setCurrentRow(self.list.count() - 1)
        self.list.itemDoubleClicked.connect(lambda _item: self.open_chosen())
        describe(
            self.list,
            QT_TRANSLATE_NOOP("Accessible", "Revisions"),
            QT_TRANSLATE_NOOP("Accessible", "The game's saved revisions, the newest last; Enter opens the one chosen"),
        )
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        if not self.revisions:
            self.note.setText(
                _tr("ArchiveBrowser", "Game {n} was never saved again from the studio.").format(n=game_id)
            )
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = self.buttons.addButton(
            _tr("ArchiveBrowser", "&Open this revision"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.open_button.setEnabled(bool(self.revisions))
        self.buttons.accepted.connect(self.open_chosen)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)

    def open_chosen(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))
        self.accept()
