"""The archive browser: the store's search in a table, with filters and more.

A search within the results, saved filters, open, delete, merge duplicates and statistics per player.

The search's state and decisions (the filters, the position searched, the page, what the selection previews) are
an :class:`studio.games.archive_query.ArchiveQuery`, without Qt; the browser draws it and forwards the gestures.
It talks to the archive through an :class:`~studio.ui.game_windows.archive_browser.backend.ArchiveBackend`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QLineEdit,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from notation.board import Position
from notation.record import read_record, replay_record
from studio.games.archive_query import ArchivedGame, ArchiveQuery, GameFilters
from studio.store.player_stats import PlayerStats
from studio.ui.accessible import describe
from studio.ui.error_messages import error_text
from studio.ui.game_windows.archive_browser.actions import BrowserActions
from studio.ui.game_windows.archive_browser.backend import ArchiveBackend, StoreBackend
from studio.ui.game_windows.archive_browser.count_line import CountLine
from studio.ui.game_windows.archive_browser.filter_form import FilterForm
from studio.ui.game_windows.archive_browser.games_table import GamesModel, games_table
from studio.ui.game_windows.archive_browser.importer import RecordsImport
from studio.ui.game_windows.archive_browser.preview import GamePreview
from studio.ui.game_windows.archive_browser.revisions import RevisionsDialog
from studio.ui.game_windows.archive_browser.stats_line import StatsLine
from studio.ui.game_windows.rating_dialog import PlayerRatingDialog
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings
from studio.ui.window_focus import reading_order

if TYPE_CHECKING:
    from collections.abc import Callable

    from studio.store.archive_work import WorkReport
    from studio.store.db import Archive
    from studio.store.importing import ImportProgress, ImportReport
    from studio.ui.archive_work import ArchiveWorkRunner
    from studio.ui.export_dialog import BookletExportDialog
    from studio.ui.window_archive import ArchiveOpening

__all__ = ["ArchiveBrowser"]


class ArchiveBrowser(QWidget):
    """Search the archive.

    :attr:`gameOpenRequested` carries the game to replay (an :class:`ArchivedGame`), and :attr:`openRequested` its
    record text alone."""

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
        self.query = ArchiveQuery()
        """The search shown: its filters, position, page and games."""
        self.settings = settings if settings is not None else Settings()
        self.form = FilterForm(self.settings, self, board=current_position is not None)
        self.form.searchRequested.connect(self.search)
        self.form.boardRequested.connect(self.search_current_position)
        self.fields = self.form.fields
        self.board_button = self.form.board_button
        self.saved = self.form.saved
        self.search_button = self.form.search_button

        self.within = QLineEdit(self)
        self.within.setClearButtonEnabled(True)
        describe(self.within, QT_TRANSLATE_NOOP("Accessible", "Search within the results"))
        self.model = GamesModel(self)
        self.table, self.proxy, self.columns = games_table(self.model, self)
        self.within.textChanged.connect(self.proxy.setFilterFixedString)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.history_dialog: RevisionsDialog | None = None
        self.rating_dialog: PlayerRatingDialog | None = None
        # The selection, not the current row: selectRow() and Ctrl-clicks change one without the other.
        self.table.selectionModel().selectionChanged.connect(lambda _now, _before: self.preview_selected())
        self.count_line = CountLine(self)
        self.count_line.previous_page.clicked.connect(lambda: self.turn_page(-1))
        self.count_line.next_page.clicked.connect(lambda: self.turn_page(1))
        self.count, self.previous_page, self.next_page = (
            self.count_line.count,
            self.count_line.previous_page,
            self.count_line.next_page,
        )

        # The selected game, previewed: its position where the search found it (else its last).
        self.game_preview = GamePreview(self)
        self.preview, self.preview_label = self.game_preview.board, self.game_preview.label

        self.records_import = RecordsImport(
            lambda paths, progress: self.backend.import_paths(paths, progress), self.settings, self
        )
        self.records_import.imported.connect(lambda _report: self.search())
        # The gestures: the buttons with their menus, and the chosen game's history (Ctrl+H, the context menu).
        self.gestures = actions = BrowserActions(self, self.table)
        actions.history_action.triggered.connect(lambda _checked=False: self.show_history())
        actions.import_files_action.triggered.connect(self.records_import.choose_files)
        actions.import_folder_action.triggered.connect(self.records_import.choose_folder)
        actions.analyse_chosen_action.triggered.connect(lambda: self.analyse(chosen=True))
        actions.analyse_all_action.triggered.connect(lambda: self.analyse(chosen=False))
        actions.make_puzzles_action.triggered.connect(lambda: self.analyse(chosen=False, puzzles=True))
        for key, handler in (
            ("open", self.open_selected),
            ("booklet", self.booklet_selected),
            ("delete", self.delete_selected),
            ("merge", self.merge_duplicates),
            ("stats", self.show_stats),
            ("rating", self.show_rating),
        ):
            # Not clicked(bool) into the handler: show_stats(False) would not read the player's field.
            actions.buttons[key].clicked.connect(lambda _checked=False, h=handler: h())
        self.buttons, self.history_action = actions.buttons, actions.history_action
        self.import_folder_action, self.make_puzzles_action = actions.import_folder_action, actions.make_puzzles_action
        self._work: ArchiveWorkRunner | None = None
        self.stats = StatsLine(self)

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
        layout.addWidget(self.form)
        layout.addWidget(self.within)
        # The table and the preview share what is left, the table first; the user moves the line between them.
        preview_box = QWidget(self)
        preview_column = QVBoxLayout(preview_box)
        preview_column.setContentsMargins(0, 0, 0, 0)
        preview_column.addWidget(self.count_line)
        preview_column.addWidget(self.game_preview, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(preview_box)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([3000, 1000])
        layout.addWidget(self.splitter, 1)
        layout.addLayout(actions.grid())
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
            self.form.save_button,
            self.form.forget_button,
            self.within,
            self.table,
            self.previous_page,
            self.next_page,
            self.preview,
            *(button for button in (actions.import_button, *self.buttons.values(), actions.analyse_button)),
        )
        self.retranslate()

    # -- texts ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text again in the current language (called when the language changes)."""
        self.form.retranslate()
        self.count_line.retranslate()
        self.within.setPlaceholderText(_tr("ArchiveBrowser", "Search within the results…"))
        self.gestures.retranslate()
        self.model.retranslate()
        self.stats.retranslate()
        if self.preview_label.text():
            self.preview_selected()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _say(self, text: str) -> None:
        """Say a line in place of the count (an error, the archive opening)."""
        self.count_line.say(text)

    # -- filters ----------------------------------------------------------------------------

    def filters(self) -> dict[str, str]:
        """Return the filters given, by name (as a saved filter keeps them)."""
        return self.form.values()

    def set_filters(self, values: Mapping[str, str]) -> None:
        self.form.set_values(values)

    def saved_filters(self) -> dict[str, dict[str, str]]:
        return self.form.saved_filters()

    def save_filter(self, name: str) -> None:
        self.form.save_filter(name)

    def load_filter(self, name: str) -> bool:
        return self.form.load_filter(name)

    def forget_filter(self, name: str) -> None:
        self.form.forget_filter(name)

    # -- the archive opening -----------------------------------------------------------------

    def wait_for_archive(self, opening: ArchiveOpening) -> None:
        """Wait for the archive being opened in the background.

        Its progress (the sample parties imported, the first time) shows in the count line, the browser disabled
        meanwhile; the search runs once it is open."""
        self.setEnabled(False)
        self._say(_tr("ArchiveBrowser", "Opening the archive…"))
        opening.progressed.connect(self._show_opening)
        opening.opened.connect(self._archive_opened)
        opening.failed.connect(self._archive_not_opened)

    def _show_opening(self, progress: ImportProgress) -> None:
        self._say(
            _tr("ArchiveBrowser", "Importing the sample parties: {games} games, {done} of {total} files…").format(
                games=progress.games, done=progress.files_done, total=progress.files_total
            )
        )

    def _archive_opened(self, archive: Archive) -> None:
        self.backend = StoreBackend(archive)
        self.setEnabled(True)
        self.search()

    def _archive_not_opened(self, error: object) -> None:
        self._say(
            _tr("ArchiveBrowser", "Cannot open the archive: {error}").format(error=error_text(error, capital=False))
        )

    # -- searching ---------------------------------------------------------------------------

    def search(self, *, offset: int = 0) -> None:
        """Run the search (its first page, or the page from ``offset``).

        The position the field shows is read once, and kept for the pages turned."""
        self.query.set_filters(GameFilters.from_saved(self.filters()))
        try:
            self.query.read_position()
        except ValueError as error:
            self._say(_tr("ArchiveBrowser", "Not a position: {error}").format(error=error_text(error, capital=False)))
            return
        try:
            rows = self.query.run(self.backend, offset)
        except ValueError as error:
            self._say(error_text(error))
            return
        self.model.setRows(rows)
        self.columns.fit()
        if self.query.found is not None:
            self.count_line.show_found(self.query.found, self.query.page)
        if rows:
            self.table.selectRow(0)  # previewed by the selection's signal
        else:
            self.preview_selected()

    @property
    def offset(self) -> int:
        """Where the page shown starts among the games found."""
        return self.query.offset

    def turn_page(self, step: int) -> None:
        """Turn to the next (1) or previous (-1) page of the same search."""
        offset = self.query.page_offset(step)
        if offset is not None:
            self.search(offset=offset)

    def search_current_position(self) -> None:
        """Search the games that pass through the studio's board position."""
        if self.current_position is None:
            return
        position = self.current_position()
        self.form.position.setText(position.code())  # shown, and kept in saved filters
        self.query.set_filters(GameFilters.from_saved(self.filters()))
        self.query.choose_position(position)  # the search takes the position itself, not its code read back
        self.search()

    def preview_selected(self) -> None:
        """Show the selected game on the preview board: where it meets the searched position, else its end."""
        ids = self.selected_ids()
        if not ids:
            self.game_preview.clear()
            return
        game_id = ids[0]
        self.game_preview.show_game(
            lambda: self.backend.record_text(game_id), self.query.row(game_id), self.query.searched
        )

    # -- actions ----------------------------------------------------------------------------

    def selected_ids(self) -> list[int]:
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        if not rows and self.table.currentIndex().isValid():
            rows = {self.table.currentIndex().row()}
        return [int(self.proxy.index(row, 0).data(Qt.ItemDataRole.UserRole)) for row in sorted(rows)]

    def analyse(self, *, chosen: bool, puzzles: bool = False) -> ArchiveWorkRunner | None:
        """Analyse the chosen games (again, if analysed already) or every game not yet analysed.

        With ``puzzles``, make puzzles of the errors; in the background with progress and Cancel (what finished is
        kept); the result is said under the buttons."""
        # imported here: studio.store.archive_work, studio.ui.archive_work cost 40 ms, only this feature needs it
        from studio.store.archive_work import ArchiveWork
        from studio.ui.archive_work import report_text, run_archive_work

        if self._work is not None and self._work.running():
            return self._work
        ids = self.selected_ids()
        if chosen and not ids:
            self.stats.say(_tr("ArchiveBrowser", "Choose the games to analyse in the list."))
            return None
        work = ArchiveWork(game_ids=tuple(ids) if chosen else None, puzzles=puzzles)

        def done(report: WorkReport | None, error: object) -> None:
            if report is None:
                self.stats.say(
                    _tr("ArchiveBrowser", "The analysis failed: {error}").format(error=error_text(error, capital=False))
                )
            else:
                self.stats.say(report_text(report))

        self._work = run_archive_work(self, self.backend.archive_work, work, done)
        return self._work

    def booklet_selected(self) -> BookletExportDialog | None:
        """Export a booklet (PDF) of the selected game."""
        ids = self.selected_ids()
        if not ids:
            return None
        # imported here: studio.ui.export_dialog costs 42 ms, only this feature needs it
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
            self._say(error_text(error))
            return None
        dialog = RevisionsDialog(ids[0], revisions, self)
        dialog.chosen.connect(lambda number, game=ids[0]: self._open_revision(game, number))
        self.history_dialog = dialog
        dialog.open()
        return dialog

    def _open_revision(self, game_id: int, number: int) -> None:
        self._open(ArchivedGame(game_id, self.backend.revision_text(game_id, number)))

    def _open(self, game: ArchivedGame) -> None:
        self.openRequested.emit(game.text)
        self.gameOpenRequested.emit(game)

    def open_selected(self) -> None:
        """Open the selected game: where the search found its position, and saved into the archive as its own."""
        ids = self.selected_ids()
        if ids:
            self._open(self.query.opened(ids[0], self.backend.record_text(ids[0])))

    # -- importing ---------------------------------------------------------------------------

    def import_records(self, paths: Sequence[str], *, report: bool = True) -> None:
        """Import ``paths`` in the background with a progress dialog.

        A bad file is reported with its line and column and skipped, nothing of it archived; the search is run again at
        the end."""
        self.records_import.run(paths, report=report)

    def importing(self) -> bool:
        return self.records_import.running()

    @property
    def last_import(self) -> ImportReport | None:
        """What the last import did."""
        return self.records_import.last

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
            self._say(_tr("ArchiveBrowser", "No duplicates."))
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

    # -- the player --------------------------------------------------------------------------

    def _player_name(self) -> str:
        """Return the player in the filter, else the selected game's Blanc."""
        self.query.set_filters(GameFilters.from_saved(self.filters()))
        return self.query.player_name(self.selected_ids())

    def show_stats(self, name: str | None = None) -> PlayerStats | None:
        if name is None:
            name = self._player_name()
        if not name:
            self.stats.ask_name()
            return None
        stats = self.backend.player_stats(name)
        self.stats.show_stats(stats)
        return stats

    def show_rating(self, name: str | None = None) -> PlayerRatingDialog | None:
        """Show the rating over time and the worst decisions of the player in the filter.

        Else of the selected game's Blanc; from the analyses kept with the games (``trictrac archive analyse``, or a
        replay's analysis)."""
        if name is None:
            name = self._player_name()
        if not name:
            self.stats.ask_name()
            return None
        record = self.backend.player_record(name)
        if not record.games:
            self.stats.say(
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
        text = self.backend.record_text(game_id)
        try:
            partie = replay_record(read_record(text))
            position = partie.states[event - 1].position if 0 < event <= len(partie.states) else None
        except ValueError:
            position = None
        self._open(ArchivedGame(game_id, text, position))
