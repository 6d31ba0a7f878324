"""Puzzles from the archive: find the best play (or tenir or s'en aller?) where a player of the archive erred.

The window shows the puzzle's position on a :class:`BoardView` with the dice
and the score, the legal plays of the throw (or tenir / s'en aller) to pick
from, then the engine's verdict (:func:`studio.store.puzzles.check_answer`) and
the tutor's explanation (the equities at 2-ply of the best choice, the second
best and the choice played in the game).  The puzzles come in the lessons'
spaced-repetition order (:func:`studio.review.puzzles.puzzle_order`): those
due for review first, then the new ones, the costliest error first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from lessons.progress import Progress
from notation.board import point_of_step
from notation.notations import Notation, Orientation, steps_text
from notation.rules.moves import Play
from studio.review.puzzles import puzzle_order, record_answer
from studio.review.scheduler import ArchiveProgressStore
from studio.review.scheduler import progress as fsrs_progress
from studio.store.archive_work import ArchiveWork, WorkReport
from studio.store.db import Archive
from studio.store.puzzles import StoredPuzzle, check_answer, list_puzzles
from studio.ui.accessible import describe
from studio.ui.archive_io import archive_errors
from studio.ui.archive_work import ArchiveWorkRunner, archive_job, report_text, run_archive_work
from studio.ui.board_view import BoardView
from studio.ui.error_messages import error_text
from studio.ui.i18n import QT_TRANSLATE_NOOP, decimal
from studio.ui.i18n import tr as _tr
from studio.ui.window_size import fitted_size

if TYPE_CHECKING:
    from studio.ui.settings import Settings
    from studio.ui.window_parts import ArchiveOpener

__all__ = ["PuzzleWindow", "open_puzzle_window"]


def _equity(value: float) -> str:
    return decimal(value, 3, sign=True)


class PuzzleWindow(QWidget):
    """One puzzle at a time: pick a play (or tenir / s'en aller), answer, read the verdict, go to the next."""

    def __init__(self, archive: Archive, progress: Progress, learner: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.progress = progress
        self.learner = learner
        self.queue: list[StoredPuzzle] = []
        self.puzzle: StoredPuzzle | None = None
        self.answered = False
        self.plays: list[Play] = []
        self.board = BoardView(parent=self)
        self.board.setMinimumSize(420, 300)
        describe(self.board, QT_TRANSLATE_NOOP("Accessible", "Board of the puzzle"))
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.question = QLabel(self)
        self.question.setWordWrap(True)
        self.choices = QListWidget(self)
        self.choices.currentRowChanged.connect(self._show_choice)
        describe(
            self.choices,
            QT_TRANSLATE_NOOP("Accessible", "Plays to choose from"),
            QT_TRANSLATE_NOOP("Accessible", "Enter or a double click answers with the chosen play"),
        )
        self.choices.itemDoubleClicked.connect(lambda _item: self.answer())
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.explanation = QLabel(self)
        self.explanation.setWordWrap(True)
        self.answer_button = QPushButton(self)
        self.answer_button.clicked.connect(lambda _checked=False: self.answer())
        self.next_button = QPushButton(self)
        self.next_button.clicked.connect(lambda _checked=False: self.next_puzzle())
        # No puzzle yet: the archive's games analysed and their errors made puzzles, here (what the commands do).
        self.make_button = QPushButton(self)
        self.make_button.clicked.connect(lambda _checked=False: self.make_puzzles())
        self.work_report = QLabel(self)
        self.work_report.setWordWrap(True)
        self._work: ArchiveWorkRunner | None = None
        side = QVBoxLayout()
        side.addWidget(self.question)
        side.addWidget(self.choices, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.answer_button)
        buttons.addWidget(self.next_button)
        side.addLayout(buttons)
        side.addWidget(self.verdict)
        side.addWidget(self.explanation)
        row = QHBoxLayout()
        row.addWidget(self.board, 3)
        row.addLayout(side, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        making = QHBoxLayout()
        making.addWidget(self.make_button)
        making.addWidget(self.work_report, 1)
        layout.addLayout(making)
        layout.addLayout(row, 1)
        self.retranslate()
        self.reload()

    # -- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(_tr("Puzzles", "Puzzles from the archive"))
        self.answer_button.setText(_tr("Puzzles", "&Answer"))
        self.next_button.setText(_tr("Puzzles", "&Next puzzle"))
        self.make_button.setText(_tr("Puzzles", "Analyse the archive and &make puzzles"))
        self.make_button.setToolTip(
            _tr("Puzzles", "Analyse the games not yet analysed and make puzzles of their errors (Cancel keeps them)")
        )
        self._show_puzzle(keep_answer=True)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the work after the game under way when closed while puzzles are being made; what finished is kept."""
        if self._work is not None and self._work.running():
            self._work.cancel()
            self._work.task.wait(60_000)
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _choice_text(self, value: tuple[tuple[int, int], ...] | str) -> str:
        if isinstance(value, str):
            return "s'en aller" if value == "leave" else "tenir"
        assert self.puzzle is not None
        return steps_text(self.puzzle.setup.position.to_move, value, Notation.BN, Orientation()) or "—"

    # -- the puzzles -----------------------------------------------------------------------

    def make_puzzles(self) -> ArchiveWorkRunner | None:
        """Analyse the archive's games not yet analysed and make puzzles of their errors.

        In the background with progress and Cancel; the puzzles are read again at the end (those of a cancelled run
        too)."""
        if self._work is not None and self._work.running():
            return self._work

        def done(report: object, error: object) -> None:
            self.make_button.setEnabled(True)
            if report is None:
                self.work_report.setText(
                    _tr("Puzzles", "The work failed: {error}").format(error=error_text(error, capital=False))
                )
                return
            assert isinstance(report, WorkReport)
            self.work_report.setText(report_text(report))
            self.reload()

        self.make_button.setEnabled(False)
        self._work = run_archive_work(self, archive_job(self.archive), ArchiveWork(puzzles=True), done)
        return self._work

    def reload(self) -> None:
        """Read the puzzles again and serve the first in order."""
        self.queue = puzzle_order(list_puzzles(self.archive), self.progress, self.learner)
        self.puzzle = None
        self.next_puzzle()

    def next_puzzle(self) -> StoredPuzzle | None:
        """Serve the next puzzle in order (``None``: none is due)."""
        if self.puzzle is not None and self.queue and self.queue[0].id == self.puzzle.id:
            self.queue.pop(0)
        if not self.queue and self.puzzle is not None:
            self.queue = puzzle_order(list_puzzles(self.archive), self.progress, self.learner)
        self.puzzle = self.queue[0] if self.queue else None
        self.answered = False
        self._show_puzzle()
        return self.puzzle

    def _show_puzzle(self, keep_answer: bool = False) -> None:
        puzzle = self.puzzle
        if not keep_answer:
            self.verdict.clear()
            self.explanation.clear()
        self.answer_button.setEnabled(puzzle is not None and not self.answered)
        self.next_button.setEnabled(puzzle is not None)
        self.make_button.setVisible(puzzle is None)
        if puzzle is None:
            self.title.setText(
                _tr(
                    "Puzzles",
                    "No puzzle is due. Puzzles are made from the errors of the archive's games, once analysed: "
                    "the button below does both.",
                )
            )
            self.question.clear()
            self.choices.clear()
            return
        setup = puzzle.setup
        self.title.setText(
            _tr("Puzzles", "Puzzle {n}: game {game}, throw {turn} ({due} to go)").format(
                n=puzzle.id, game=puzzle.game_id, turn=puzzle.turn, due=len(self.queue)
            )
        )
        if puzzle.kind == "play":
            question = _tr("Puzzles", "{dice} to play: find the best play.")
        else:
            question = _tr("Puzzles", "{dice}: a trou won. Tenir or s'en aller?")
        assert setup.dice is not None
        self.question.setText(question.format(dice=setup.dice.code()))
        if keep_answer and self.choices.count():
            return
        self.board.setPosition(setup.position)
        self.board.setDice(setup.dice)
        self.board.setScore(setup.score)
        self.board.setPlay([])
        self.choices.clear()
        if puzzle.kind == "play":
            self.plays = puzzle.plays()
            labels = [self._choice_text(play.moves) for play in self.plays]
        else:
            self.plays = []
            labels = ["tenir", "s'en aller"]
        for label in labels:
            QListWidgetItem(label, self.choices)
        self.choices.setCurrentRow(-1)

    def _show_choice(self, row: int) -> None:
        if self.puzzle is None or not 0 <= row < len(self.plays):
            self.board.setPlay([])
            return
        mover = self.puzzle.setup.position.to_move
        moves = self.plays[row].moves
        self.board.setPlay([(point_of_step(mover, a), point_of_step(mover, b)) for a, b in moves])

    def choose(self, row: int) -> None:
        """Pick choice ``row`` of the list (a play, or 0 tenir, 1 s'en aller)."""
        self.choices.setCurrentRow(row)

    def answer(self) -> bool | None:
        """Check the choice picked by the engine, and show the verdict and the tutor's explanation.

        The puzzle is graded too; ``None`` when nothing is picked or it was answered already."""
        puzzle = self.puzzle
        row = self.choices.currentRow()
        if puzzle is None or self.answered or row < 0:
            return None
        verdict = check_answer(puzzle, self.plays[row] if puzzle.kind == "play" else row == 1)
        self.answered = True
        self.answer_button.setEnabled(False)
        record_answer(self.progress, self.learner, puzzle, verdict.right)
        best = self._choice_text(puzzle.best)
        if verdict.right:
            self.verdict.setText(
                "<b style='color:#166534'>" + _tr("Puzzles", "Right: that is the tutor's best choice.") + "</b>"
            )
        else:
            self.verdict.setText(
                "<b style='color:#b3261e'>"
                + _tr("Puzzles", "Not the best: the tutor chooses {best}.").format(best=best)
                + "</b>"
            )
            if puzzle.kind == "play":
                best_moves = puzzle.best
                assert isinstance(best_moves, tuple)
                mover = puzzle.setup.position.to_move
                self.board.setPlay([(point_of_step(mover, a), point_of_step(mover, b)) for a, b in best_moves])
        self.explanation.setText(
            _tr(
                "Puzzles",
                "The tutor at 2-ply: {best} has equity {best_equity}, the second best choice {second}. "
                "In the game, {played} was played: equity {played_equity}, {loss} lost.",
            ).format(
                best=best,
                best_equity=_equity(puzzle.best_equity),
                second=_equity(puzzle.second_equity),
                played=self._choice_text(puzzle.played),
                played_equity=_equity(puzzle.played_equity),
                loss=decimal(puzzle.loss, 3),
            )
        )
        return verdict.right


def open_puzzle_window(window: QWidget, archive_of: ArchiveOpener, settings: Settings) -> PuzzleWindow | None:
    """Open the puzzles of the studio's archive in a window of their own, beside ``window``.

    With the lessons' progress of the learner in ``settings``; a warning, and ``None``, when the archive cannot be
    opened."""
    try:
        archive = archive_of()
        puzzles = PuzzleWindow(archive, fsrs_progress(ArchiveProgressStore(archive)), settings.learner, window)
    except archive_errors() as error:
        QMessageBox.warning(
            window,
            _tr("Puzzles", "Puzzles from the archive"),
            _tr("Puzzles", "The archive cannot be read: {error}").format(error=error_text(error, capital=False)),
        )
        return None
    puzzles.setWindowFlag(Qt.WindowType.Window, True)
    puzzles.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    puzzles.resize(fitted_size(puzzles, 900, 560))
    puzzles.show()
    puzzles.raise_()
    return puzzles
