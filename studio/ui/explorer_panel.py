"""The explorer: for the position on the board, the plays made from it across the archive.

Lichess's opening explorer, for the trictrac.

One row a throw and play, most played first: how many times, and how the parties went on (Blanc's and Noir's
wins).  The archive is read off the interface's thread (:func:`studio.store.explore.explore`).  Selecting a
row shows the play on the board; double-clicking it (or *Play it*) plays it on the board.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import shiboken6
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from notation.board import Position
from notation.dice import Throw
from notation.notations import Notation, Orientation
from notation.record.writer import format_moves
from notation.rules.moves import Play, legal_plays
from studio.ui.accessible import describe
from studio.ui.columns import share_columns
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr
from studio.ui.tasks import BackgroundTask

if TYPE_CHECKING:
    from studio.store.db import Archive
    from studio.store.explore import Exploration, ExploredPlay

__all__ = ["ArchiveSource", "ExplorerPanel"]


class ArchiveSource(Protocol):
    """Where the explorer's archive comes from (the main window's :class:`studio.ui.window_archive.WindowArchive`)."""

    def when_open(self, then: Callable[[Archive], None], failed: Callable[[object], None]) -> None:
        """Call ``then(archive)`` once the archive is open (at once when it is), ``failed(error)`` if it cannot be.

        Never blocking, never turning the event loop (a panel shown while the main window is first shown must not run
        the start's other work inside that show)."""


class ExplorerPanel(QWidget):
    """The plays made from the board's position in the archive; :attr:`playApplied` carries the play chosen."""

    playPreviewed = Signal(object)
    """The :class:`Play` of the row selected (``None`` when none is)."""
    playApplied = Signal(object)
    """The :class:`Play` to make on the board (double-click or *Play it*)."""

    def __init__(self, archive: ArchiveSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        """Gives the archive once it is open (the first time it is opened in the background)."""
        self._waiting = False
        """The archive is being opened for a search asked before it was."""
        self.position: Position | None = None
        self.dice: Throw | None = None
        self.notation = Notation.BN
        self.orientation = Orientation()
        self._task: BackgroundTask | None = None
        self._asked: Position | None = None
        self._plays: list[tuple[Throw, Play | None, ExploredPlay]] = []
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self._summary: Callable[[], str] = lambda: _tr(
            "ExplorerPanel", "Search the archive for the plays made from this position."
        )
        """Makes the summary's text in the language of the moment (a language switch makes it again)."""
        self.only_dice = QCheckBox(self)
        self.only_dice.toggled.connect(self._fill)
        self.search_button = QPushButton(self)
        self.search_button.clicked.connect(self.refresh)
        self.apply_button = QPushButton(self)
        self.apply_button.clicked.connect(self.apply_selected)
        self.table = QTableWidget(0, 5, self)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        describe(
            self.table,
            QT_TRANSLATE_NOOP("Accessible", "Plays of the archive's games"),
            QT_TRANSLATE_NOOP(
                "Accessible", "The plays played from this position in the archive, with how often each side then won"
            ),
        )
        self.table.verticalHeader().setVisible(False)
        # The play keeps 40 % of the width or its whole text (a lone « … » in a narrow dock): the counts are as
        # wide as their numbers and headers, cut first where the dock is narrower still.
        self.columns = share_columns(self.table, 1, share=0.4)
        self.table.itemSelectionChanged.connect(self._preview)
        self.table.itemDoubleClicked.connect(lambda _item: self.apply_selected())
        # The check box above the buttons: in one row they made the dock, and the studio with every dock shown,
        # wider than a 1024-pixel screen.
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.search_button)
        row.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.only_dice)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        self.retranslate()

    # -- what is explored -----------------------------------------------------------------------------

    def setPosition(self, position: Position, dice: Throw | None) -> None:
        """Set the board's position and dice; the archive is asked again when the panel is shown (or on *Search*)."""
        changed = position != self.position
        self.position, self.dice = position, dice
        if changed:
            self._plays = []
            self.table.setRowCount(0)
            self._say(lambda: _tr("ExplorerPanel", "Search the archive for the plays made from this position."))
            if self.isVisible():
                self.refresh()
        else:
            self._fill()

    def setView(self, notation: Notation, orientation: Orientation) -> None:
        self.notation, self.orientation = notation, orientation
        self._fill()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.position is not None and self._asked != self.position:
            self.refresh()

    def refresh(self) -> None:
        """Ask the archive (off the interface's thread) for the plays made from the position, once it is open."""
        if self.position is None or self._task is not None or self._waiting:
            return
        self._waiting = True
        self._say(lambda: _tr("ExplorerPanel", "Searching the archive…"))
        self.archive.when_open(self._search, self._not_opened)

    def _not_opened(self, _error: object) -> None:
        if not shiboken6.isValid(self):
            return
        self._waiting = False
        self._say(lambda: _tr("ExplorerPanel", "The archive could not be opened."))

    def _search(self, archive: Archive) -> None:
        if not shiboken6.isValid(self):
            return  # the window closed while its archive opened
        self._waiting = False
        position = self.position
        if position is None or self._task is not None:
            return
        # imported here: start-up does without studio.store.explore, loaded after the first window shows
        from studio.store.explore import explore

        self._asked = position
        task = BackgroundTask(lambda: explore(archive, position))
        task.succeeded.connect(lambda found, asked=position: self._arrived(asked, found))
        task.failed.connect(self._failed)
        self._task = task
        task.start()

    def wait(self, timeout: float = 120.0) -> None:
        """Block until the archive has been opened and has answered (tests); at most ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while self._waiting and time.monotonic() < deadline:
            QApplication.processEvents()
            time.sleep(0.005)
        if self._task is not None:
            self._task.wait()
            QApplication.processEvents()

    def _failed(self, error: object) -> None:
        if not shiboken6.isValid(self):
            return  # the window closed while the archive was searched
        self._task = None
        self._say(lambda: _tr("ExplorerPanel", "The archive could not be searched: {error}").format(error=error))

    def _arrived(self, asked: Position, found: Exploration) -> None:
        if not shiboken6.isValid(self):
            return  # the window closed while the archive was searched
        self._task = None
        if asked != self.position:
            self.refresh()  # the board moved on meanwhile
            return
        plays: list[tuple[Throw, Play | None, ExploredPlay]] = []
        for explored in found.plays:
            legal = legal_plays(asked, explored.dice)
            # The record's moves, else the same play written in another order (the dames it leaves).
            play = next((p for p in legal if p.moves == explored.moves), None) or next(
                (p for p in legal if sorted(p.moves) == sorted(explored.moves)), None
            )
            plays.append((explored.dice, play, explored))
        self._plays = plays
        if found.total == 0:
            self._say(lambda: _tr("ExplorerPanel", "No game of the archive passes through this position."))
        elif found.games == 1:
            self._say(lambda: _tr("ExplorerPanel", "1 game of the archive passes through this position."))
        else:
            games = found.games
            self._say(
                lambda: _tr("ExplorerPanel", "{games} games of the archive pass through this position.").format(
                    games=games
                )
            )
        self._fill()

    def _say(self, text: Callable[[], str]) -> None:
        self._summary = text
        self.summary.setText(text())

    # -- the table ------------------------------------------------------------------------------------

    def shown(self) -> list[tuple[Throw, Play | None, ExploredPlay]]:
        """Return the rows shown: every play, or those of the board's dice."""
        if self.only_dice.isChecked() and self.dice is not None:
            return [row for row in self._plays if row[0] == self.dice]
        return list(self._plays)

    def _fill(self) -> None:
        rows = self.shown()
        self.table.setRowCount(len(rows))
        mover = self.position.to_move if self.position is not None else None
        for index, (dice, _play, explored) in enumerate(rows):
            moves = format_moves(explored.moves, mover, self.notation, self.orientation) if mover else ""
            times = explored.times
            cells = (
                dice.code(),
                moves or "—",
                str(times),
                f"{round(100 * explored.white_won / times)} %",
                f"{round(100 * explored.black_won / times)} %",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(index, column, item)
        self.columns.fit()

    def selected(self) -> Play | None:
        row = self.table.currentRow()
        rows = self.shown()
        return rows[row][1] if 0 <= row < len(rows) else None

    def _preview(self) -> None:
        self.playPreviewed.emit(self.selected())

    def apply_selected(self) -> None:
        play = self.selected()
        if play is not None:
            self.playApplied.emit(play)

    # -- language -------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.only_dice.setText(_tr("ExplorerPanel", "Only the dice shown"))
        self.search_button.setText(_tr("ExplorerPanel", "Search"))
        self.apply_button.setText(_tr("ExplorerPanel", "Play it"))
        self.table.setHorizontalHeaderLabels(
            [
                _tr("ExplorerPanel", "Dice"),
                _tr("ExplorerPanel", "Play"),
                _tr("ExplorerPanel", "Times"),
                _tr("ExplorerPanel", "Blanc won"),
                _tr("ExplorerPanel", "Noir won"),
            ]
        )
        self.summary.setText(self._summary())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
