"""The lesson player: the lessons with the learner's progress, the explanation, the exercise and its answer panel.

On the left the lessons, each with a bar of the exercises solved and the
reviews due, under the learner's name (from the settings).  On the right two
pages: the explanation (rich text, its diagrams drawn by the board view's
renderer) and the exercise: the board, the question, the panel of its kind,
the buttons Check (Enter), Hint (H), Retry, Show the solution, Next
(Ctrl+Right), and the feedback.  Everything the player says about an answer
comes from :mod:`lessons` (the :class:`lessons.runner.Session`, the judge and
its hint ladder), which asks the engine; the player only draws it.

The endless drill (:func:`lessons.drill.drill`) makes exercises from
self-played parties in a background thread, a new batch each time one runs
out: :class:`studio.ui.lesson_windows.drill_runner.DrillRunner` makes them, and the
same module builds the sessions and counts their outcomes.  Progress is
recorded per learner by :class:`lessons.progress.Progress` with the FSRS
scheduler; due reviews come first in a lesson, and "Review" takes every due
exercise across the lessons.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from datetime import datetime

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QAction, QFont, QKeySequence, QTextDocument
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lessons.answers import Solution, orientation_of, played_tables
from lessons.feedback import Feedback, Hint
from lessons.loader import load_lessons
from lessons.model import Announcement, Answer, Exercise, Kind, Lesson, LessonDiagram
from lessons.progress import Progress, utc_now
from lessons.runner import Session, State
from notation.board import Point, Position
from notation.notations import Notation, Orientation
from notation.render.geometry import board_geometry
from studio.ui.accessible import describe, label_field, label_forms
from studio.ui.board_render import render_image
from studio.ui.board_view import BoardView
from studio.ui.error_messages import error_text
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language
from studio.ui.i18n import tr as _tr
from studio.ui.lesson_windows import texts
from studio.ui.lesson_windows.drill_runner import DRILL_BATCH, DrillRunner, drill_session, lesson_session, tally
from studio.ui.lesson_windows.panels import AnnouncePanel, AnswerPanel, panel_for, play_answer_of
from studio.ui.settings import Settings
from studio.ui.style import larger_font, progress_bar_style
from studio.ui.window_focus import reading_order, tab_stops

__all__ = ["DRILL_BATCH", "LessonPlayer"]


def _empty() -> Position:
    return Position.unchecked((0,) * 24, (0,) * 24, Position.start().to_move, None)


def _state(session: Session) -> State:
    """The session's state now: read again after a call that changes it (a check of ``session.state`` would keep
    the state mypy narrowed before the call)."""
    return session.state


class _WrappedTitles(QStyledItemDelegate):
    """A lesson's title as high as its words wrapped at the column's width need (a tree view measures its rows
    without the column's width, so a wrapped title would be cut to one line)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        wrapped = QStyleOptionViewItem(option)
        wrapped.rect = QRect(0, 0, self._tree.columnWidth(index.column()), 1)
        return super().sizeHint(wrapped, index)


class LessonPlayer(QWidget):
    """The lessons, one exercise at a time; :attr:`session` is the :class:`lessons.runner.Session` being played."""

    sessionChanged = Signal()
    """A session started, an exercise was answered, or the player moved on."""
    progressChanged = Signal()

    def __init__(
        self,
        lessons: Sequence[Lesson] | None = None,
        *,
        settings: Settings | None = None,
        progress: Progress | None = None,
        clock: Callable[[], datetime] = utc_now,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or Settings.memory()
        self.lessons: tuple[Lesson, ...] = tuple(lessons) if lessons is not None else load_lessons()
        if progress is None:
            from studio.review.scheduler import progress as fsrs_progress
            from studio.ui.lesson_windows.store import SettingsProgressStore

            progress = fsrs_progress(SettingsProgressStore(self.settings))
        self.progress = progress
        self.clock = clock
        self.lesson: Lesson | None = None
        self.session: Session | None = None
        self.mode = ""
        """``lesson``, ``review`` or ``drill`` while a session runs."""
        self.drill = DrillRunner(DRILL_BATCH, self)
        """Makes the endless drill's batches in the background."""
        self.drill.busyChanged.connect(self._on_drill_busy)
        self.drill.ready.connect(self._on_drill_ready)
        self.drill.failed.connect(self._on_drill_failed)
        self._panels: dict[type[AnswerPanel], AnswerPanel] = {}
        self.panel: AnswerPanel | None = None
        self._blocks: list[str] = []
        self._hints: list[Hint] = []
        self._marks: dict[Point, str] = {}
        self._shown_play: tuple[tuple[Point, Point], ...] = ()
        self._build()
        self.retranslate()
        self.refresh_list()
        if self.lessons:
            self.open_lesson(self.lessons[0].id)

    # -- building -----------------------------------------------------------------------------------------

    def _build(self) -> None:
        # The lessons, with the learner.
        self.learner_label = QLabel(self)
        self.learner_edit = QLineEdit(self.settings.learner, self)
        self.learner_edit.setClearButtonEnabled(True)
        label_field(self.learner_label, self.learner_edit)
        self.learner_edit.editingFinished.connect(lambda: self.setLearner(self.learner_edit.text()))
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(3)
        self.tree.setRootIsDecorated(False)
        describe(
            self.tree,
            QT_TRANSLATE_NOOP("Accessible", "Lessons"),
            QT_TRANSLATE_NOOP("Accessible", "The lessons with your progress; Enter opens the chosen one"),
        )
        # A long title wraps in its row rather than being cut ("3. La marche des dames et le…").
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setItemDelegateForColumn(0, _WrappedTitles(self.tree))
        # The rows' heights follow the title column's width (a tree lays its rows out again only when asked).
        self.tree.header().sectionResized.connect(self._title_column_resized)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        self.tree.header().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setColumnWidth(1, 84)
        self.tree.currentItemChanged.connect(self._on_lesson_chosen)
        self.tree.itemActivated.connect(lambda _item, _column: self.start_lesson())
        self.bars: dict[str, QProgressBar] = {}
        for lesson in self.lessons:
            item = QTreeWidgetItem(self.tree)
            item.setData(0, Qt.ItemDataRole.UserRole, lesson.id)
            # The bar sits in a cell of its own height: the tree caps a row at its widget's maximum height,
            # which would cut a wrapped title to one line.
            cell = QWidget(self.tree)
            cell_layout = QVBoxLayout(cell)
            cell_layout.setContentsMargins(0, 0, 0, 0)
            bar = QProgressBar(cell)
            cell_layout.addWidget(bar, 0, Qt.AlignmentFlag.AlignVCenter)
            bar.setRange(0, max(1, len(lesson.exercises)))
            bar.setTextVisible(True)
            bar.setFormat("%v/%m")
            bar.setFont(larger_font(0.85))
            bar.setMaximumHeight(max(16, bar.fontMetrics().height() + 2))
            bar.setStyleSheet(progress_bar_style(self.palette()))
            self.tree.setItemWidget(item, 1, cell)
            self.bars[lesson.id] = bar
        self.review_button = QPushButton(self)
        self.review_button.clicked.connect(self.start_review)
        self.drill_list_button = QPushButton(self)
        self.drill_list_button.clicked.connect(lambda: self.start_drill())
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(lambda: self.reset_progress())
        learner_row = QHBoxLayout()
        learner_row.addWidget(self.learner_label)
        learner_row.addWidget(self.learner_edit, 1)
        # Two rows: on a 1024-pixel screen the list is narrow, and one row cut the buttons' texts.
        list_buttons = QGridLayout()
        list_buttons.addWidget(self.review_button, 0, 0, 1, 2)
        list_buttons.addWidget(self.drill_list_button, 1, 0)
        list_buttons.addWidget(self.reset_button, 1, 1)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(learner_row)
        left_layout.addWidget(self.tree, 1)
        left_layout.addLayout(list_buttons)

        # The explanation.
        self.explanation = QTextBrowser(self)
        self.explanation.setOpenLinks(False)
        describe(self.explanation, QT_TRANSLATE_NOOP("Accessible", "Explanation of the lesson"))
        self.explanation.setStyleSheet("QTextBrowser { padding: 8px 14px; }")
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(lambda: self.start_lesson())
        self.drill_button = QPushButton(self)
        self.drill_button.clicked.connect(lambda: self.start_drill())
        explanation_page = QWidget(self)
        explanation_layout = QVBoxLayout(explanation_page)
        explanation_layout.addWidget(self.explanation, 1)
        start_row = QHBoxLayout()
        start_row.addStretch(1)
        start_row.addWidget(self.drill_button)
        start_row.addWidget(self.start_button)
        explanation_layout.addLayout(start_row)

        # The exercise.
        self.exercise_page = QWidget(self)
        self.board = BoardView(_empty(), self.exercise_page)
        self.board.setNotation(self.settings.notation)
        self.board.setOrientation(self.settings.orientation)
        self.board.setMinimumSize(300, 240)
        describe(self.board, QT_TRANSLATE_NOOP("Accessible", "Board of the exercise"))
        self.board.pointClicked.connect(self._on_point_clicked)
        self.sheet = QTableWidget(self.exercise_page)
        self.sheet.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        describe(self.sheet, QT_TRANSLATE_NOOP("Accessible", "Scoresheet of the exercise"))
        self.figure = QStackedWidget(self.exercise_page)
        self.figure.addWidget(self.board)
        self.figure.addWidget(self.sheet)
        self.header = QLabel(self.exercise_page)
        self.header.setStyleSheet(f"color: {texts.colours().grey};")
        self.header.setWordWrap(True)
        self.prompt = QLabel(self.exercise_page)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.RichText)
        self.prompt.setFont(larger_font(1.2, weight=QFont.Weight.DemiBold))  # follows the system's font size
        self.prompt.setStyleSheet("padding: 4px 0 8px 0;")
        self.panels = QStackedWidget(self.exercise_page)
        self.panels.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.enter_action = self._action(self._on_enter, ["Return", "Enter"])
        self.check_action = self._action(self.check, [])
        self.hint_action = self._action(self.hint, ["H"])
        self.retry_action = self._action(self.retry, [])
        self.solution_action = self._action(self.show_solution, [])
        self.next_action = self._action(self.next_exercise, ["Ctrl+Right"])
        self.tool_buttons: list[QToolButton] = []
        buttons = QHBoxLayout()
        for action in (self.check_action, self.hint_action, self.retry_action, self.solution_action, self.next_action):
            tool = QToolButton(self.exercise_page)
            tool.setDefaultAction(action)
            tool.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            tool.setMinimumHeight(30)
            tool.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            buttons.addWidget(tool)
            self.tool_buttons.append(tool)
        self.tool_buttons[0].setStyleSheet("QToolButton { font-weight: bold; }")
        self.feedback = QTextBrowser(self.exercise_page)
        self.feedback.setOpenLinks(False)
        describe(
            self.feedback,
            QT_TRANSLATE_NOOP("Accessible", "What the answer is worth"),
            QT_TRANSLATE_NOOP("Accessible", "The checked answer, the hints and the solution"),
        )
        self.feedback.setMinimumHeight(140)
        self.status = QLabel(self)
        self.status.setStyleSheet(f"color: {texts.colours().grey};")
        self.status.setWordWrap(True)
        column = QWidget(self.exercise_page)
        column_layout = QVBoxLayout(column)
        column_layout.setContentsMargins(6, 0, 0, 0)
        column_layout.addWidget(self.header)
        column_layout.addWidget(self.prompt)
        column_layout.addWidget(self.panels)
        column_layout.addLayout(buttons)
        column_layout.addWidget(self.feedback, 1)
        scroll = QScrollArea(self.exercise_page)
        scroll.setWidget(column)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.column_scroll = scroll
        describe(scroll, QT_TRANSLATE_NOOP("Accessible", "Question and answer"))
        splitter = QSplitter(Qt.Orientation.Horizontal, self.exercise_page)
        splitter.addWidget(self.figure)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([560, 500])
        exercise_layout = QVBoxLayout(self.exercise_page)
        exercise_layout.setContentsMargins(4, 4, 4, 4)
        exercise_layout.addWidget(splitter)

        self.tabs = QTabWidget(self)
        describe(
            self.tabs,
            QT_TRANSLATE_NOOP("Accessible", "Lesson"),
            QT_TRANSLATE_NOOP("Accessible", "The explanation, then the exercises"),
        )
        self.tabs.addTab(explanation_page, "")
        self.tabs.addTab(self.exercise_page, "")
        outer = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(left)
        outer.addWidget(self.tabs)
        outer.setStretchFactor(1, 1)
        outer.setSizes([340, 1000])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(outer, 1)
        layout.addWidget(self.status)
        # Tab as the window reads: the list's column, then the lesson's tabs and the page shown, the board before
        # the question's column (its answer, its buttons, what the answer is worth).
        reading_order(
            self.learner_edit,
            self.tree,
            self.review_button,
            self.drill_list_button,
            self.reset_button,
            self.tabs,
            self.explanation,
            self.drill_button,
            self.start_button,
            self.board,
            self.sheet,
            self.column_scroll,
            *self.tool_buttons,
            self.feedback,
        )
        self._update_buttons()

    def _action(self, slot: Callable[[], object], keys: list[str]) -> QAction:
        action = QAction(self.exercise_page)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.exercise_page.addAction(action)
        return action

    def sizeHint(self) -> QSize:
        return QSize(1360, 860)

    def _fit_column(self) -> None:
        """The question's column as wide as its buttons and answer need (its texts, in the current language), no
        wider: at its narrowest (a 1024-pixel screen) nothing of it is cut off on the right."""
        scroll = self.column_scroll
        column = scroll.widget()
        if column is not None:
            needed = column.minimumSizeHint().width() + scroll.verticalScrollBar().sizeHint().width()
            scroll.setMinimumWidth(needed)

    def retranslate(self) -> None:
        """Set every text again in the current language (lesson texts included)."""
        if self.isWindow():
            self.setWindowTitle(_tr("LessonPlayer", "Trictrac Studio — Lessons"))
        self.learner_label.setText(_tr("LessonPlayer", "Learner:"))
        self.learner_edit.setPlaceholderText(_tr("LessonPlayer", "your name"))
        self.tree.setHeaderLabels(
            [_tr("LessonPlayer", "Lesson"), _tr("LessonPlayer", "Solved"), _tr("LessonPlayer", "Due")]
        )
        self.drill_list_button.setText(_tr("LessonPlayer", "&Drill"))
        self.drill_list_button.setToolTip(_tr("LessonPlayer", "Exercises made from self-played parties"))
        self.reset_button.setText(_tr("LessonPlayer", "Reset…"))
        self.reset_button.setToolTip(_tr("LessonPlayer", "Forget this learner's progress"))
        self.start_button.setText(_tr("LessonPlayer", "&Start the exercises"))
        self.drill_button.setText(_tr("LessonPlayer", "&Endless drill"))
        self.tabs.setTabText(0, _tr("LessonPlayer", "Explanation"))
        self.tabs.setTabText(1, _tr("LessonPlayer", "Exercise"))
        for action, text, tip in (
            (self.check_action, _tr("LessonPlayer", "&Check"), _tr("LessonPlayer", "Check the answer (Enter)")),
            (self.hint_action, _tr("LessonPlayer", "&Hint"), _tr("LessonPlayer", "The next hint (H)")),
            (self.retry_action, _tr("LessonPlayer", "Re&try"), _tr("LessonPlayer", "Answer again")),
            (
                self.solution_action,
                _tr("LessonPlayer", "Show the &solution"),
                _tr("LessonPlayer", "Show the engine's answer (counts as missed)"),
            ),
            (self.next_action, _tr("LessonPlayer", "&Next"), _tr("LessonPlayer", "The next exercise (Ctrl+Right)")),
        ):
            action.setText(text)
            action.setToolTip(tip)
        for panel in self._panels.values():
            panel.retranslate()
        self.refresh_list()
        if self.lesson is not None:
            self._show_explanation(self.lesson)
        if self.session is not None:
            self._show_header()
            self._render_feedback()
        self._fit_column()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.ParentChange and self.isWindow():
            self.setWindowTitle(_tr("LessonPlayer", "Trictrac Studio — Lessons"))
        elif event.type() == QEvent.Type.PaletteChange:
            # The Dark theme switched on or off: the greys that were legible on one ground are not on the other.
            grey = texts.colours().grey
            self.header.setStyleSheet(f"color: {grey};")
            for bar in self.bars.values():
                bar.setStyleSheet(progress_bar_style(self.palette()))
            self.status.setStyleSheet(f"color: {grey};")
            if self.session is not None:
                self._render_feedback()
        super().changeEvent(event)

    # -- the learner and his progress -----------------------------------------------------------------------

    def learner(self) -> str:
        return self.settings.learner

    def setLearner(self, name: str) -> None:
        """Record and show the progress of ``name`` (kept in the settings)."""
        name = name.strip()
        if self.learner_edit.text() != name:
            self.learner_edit.setText(name)
        if name == self.settings.learner:
            return
        self.settings.learner = name
        if self.session is not None:
            self.session.learner = name
        self.refresh_list()

    def solved_count(self, lesson: Lesson) -> int:
        ids = {exercise.id for exercise in lesson.exercises}
        return len(self.progress.done(self.learner(), lesson.id) & ids)

    def due_count(self, lesson_id: str | None = None) -> int:
        """The exercises due for review; a record of an exercise the lessons no longer hold (replaced by a new
        one: lesson and exercise ids are kept for every exercise that stays) is not counted."""
        known = {(lesson.id, exercise.id) for lesson in self.lessons for exercise in lesson.exercises}
        due = self.progress.due(self.learner(), lesson_id, self.clock())
        return sum(1 for record in due if (record.lesson_id, record.exercise_id) in known)

    def _title_column_resized(self, column: int, _old: int, _new: int) -> None:
        if column == 0:
            self.tree.doItemsLayout()

    def refresh_list(self) -> None:
        """The bars and due counts of every lesson, and the Review button."""
        language = current_language()
        for index, lesson in enumerate(self.lessons):
            item = self.tree.topLevelItem(index)
            if item is None:
                continue
            item.setText(0, f"{lesson.order}. {lesson.title.get(language)}")
            item.setToolTip(0, lesson.title.get(language))
            bar = self.bars[lesson.id]
            bar.setValue(self.solved_count(lesson))
            due = self.due_count(lesson.id)
            item.setText(2, str(due) if due else "")
            item.setToolTip(
                2, _tr("LessonPlayer", "{count} exercise(s) due for review").format(count=due) if due else ""
            )
            item.setForeground(2, Qt.GlobalColor.darkRed)
        due = self.due_count()
        self.review_button.setText(_tr("LessonPlayer", "&Review ({count} due)").format(count=due))
        self.review_button.setEnabled(due > 0)
        self.progressChanged.emit()

    def reset_progress(self, lesson_id: str | None = None, *, confirm: bool = True) -> int:
        """Forget the learner's progress (in one lesson, or all); asks first when ``confirm``."""
        who = self.learner() or _tr("LessonPlayer", "the default learner")
        if confirm:
            answer = QMessageBox.question(
                self,
                _tr("LessonPlayer", "Reset the progress"),
                _tr("LessonPlayer", "Forget every result and review of {learner}?").format(learner=who),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return 0
        removed = self.progress.reset(self.learner(), lesson_id)
        self.refresh_list()
        self.status.setText(_tr("LessonPlayer", "Progress reset: {count} record(s) forgotten.").format(count=removed))
        return removed

    # -- choosing what to play ------------------------------------------------------------------------------

    def lesson_by_id(self, lesson_id: str) -> Lesson:
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise KeyError(lesson_id)

    def _on_lesson_chosen(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if item is not None:
            lesson_id = item.data(0, Qt.ItemDataRole.UserRole)
            if self.lesson is None or self.lesson.id != lesson_id:
                self.open_lesson(lesson_id)

    def open_lesson(self, lesson_id: str) -> None:
        """Show a lesson's explanation (its exercises start with :meth:`start_lesson`)."""
        lesson = self.lesson_by_id(lesson_id)
        self.lesson = lesson
        index = self.lessons.index(lesson)
        top = self.tree.topLevelItem(index)
        if top is not None and self.tree.currentItem() is not top:
            self.tree.setCurrentItem(top)
        self._show_explanation(lesson)
        self.tabs.setCurrentIndex(0)

    def start_lesson(self, lesson_id: str | None = None) -> None:
        """The lesson's exercises: those due for review first, then the ones not yet solved (or all, once every
        one is solved and none is due)."""
        lesson = self.lesson_by_id(lesson_id) if lesson_id else self.lesson
        if lesson is None:
            return
        self.lesson = lesson
        self.play(lesson_session(lesson, self.learner(), self.progress, self.clock), "lesson")

    def start_review(self) -> None:
        """Every exercise due for review, across the lessons."""
        session = Session.review(self.lessons, self.progress, learner=self.learner(), clock=self.clock)
        if not session.exercises:
            self.status.setText(_tr("LessonPlayer", "Nothing is due for review."))
            return
        self.play(session, "review")

    def start_drill(self, seed: int | None = None) -> None:
        """Start the endless drill of the current lesson: a batch is made in the background, then played."""
        lesson = self.lesson or (self.lessons[0] if self.lessons else None)
        if lesson is None or self.drill.busy:
            return
        self.lesson = lesson
        self.drill.start(lesson, seed)

    @property
    def drill_seed(self) -> int:
        """The seed of the drill's batch made last."""
        return self.drill.seed

    @drill_seed.setter
    def drill_seed(self, seed: int) -> None:
        self.drill.seed = seed

    def _on_drill_busy(self, busy: bool) -> None:
        if busy:
            self.status.setText(_tr("LessonPlayer", "Preparing the drill from self-played parties…"))
        for widget in (self.drill_button, self.drill_list_button):
            widget.setEnabled(not busy)

    def _on_drill_ready(self, batch: list[Exercise]) -> None:
        if not batch:
            self.status.setText(_tr("LessonPlayer", "Self-play offered no exercise for this lesson; try again."))
            return
        lesson = self.lesson_by_id(batch[0].lesson)
        self.play(drill_session(lesson, batch, self.learner(), self.progress, self.clock), "drill")
        self.status.setText(_tr("LessonPlayer", "Drill: {count} new exercises.").format(count=len(batch)))

    def _on_drill_failed(self, error: object) -> None:
        QMessageBox.warning(
            self,
            _tr("LessonPlayer", "Drill"),
            _tr("LessonPlayer", "The drill could not be made: {error}").format(error=error_text(error, capital=False)),
        )

    def wait_for_drill(self, milliseconds: int = 60000) -> None:
        """Block until the drill being made is ready (for scripts and tests)."""
        self.drill.wait(milliseconds)

    # -- the session ---------------------------------------------------------------------------------------

    def play(self, session: Session, mode: str = "lesson") -> None:
        """Play ``session`` (``mode``: lesson, review or drill)."""
        self.session = session
        self.mode = mode
        self.tabs.setCurrentIndex(1)
        self._show_exercise()

    def exercise(self) -> Exercise | None:
        return self.session.current if self.session is not None else None

    def _panel_for(self, exercise: Exercise) -> AnswerPanel:
        panel = panel_for(exercise.kind)
        kept = self._panels.get(type(panel))
        if kept is not None:
            panel.deleteLater()
            return kept
        panel.setParent(self.panels)
        label_forms(panel)
        panel.changed.connect(self._refresh_board)
        self._panels[type(panel)] = panel
        self.panels.addWidget(panel)
        # The answer's fields come after the question's column and before the buttons that check it.
        reading_order(self.column_scroll, *tab_stops(panel), *self.tool_buttons)
        return panel

    def _show_exercise(self) -> None:
        self._blocks, self._hints, self._marks, self._shown_play = [], [], {}, ()
        exercise = self.exercise()
        if exercise is None:
            self._finished()
            return
        panel = self._panel_for(exercise)
        self.panel = panel
        self.panels.setCurrentWidget(panel)
        panel.setExercise(exercise)
        panel.setLocked(False)
        self._fit_column()
        language = current_language()
        self.prompt.setText(html.escape(exercise.prompt.get(language)))
        self._show_header()
        if exercise.kind is Kind.SETTLE:
            self._show_sheet(exercise)
            self.figure.setCurrentWidget(self.sheet)
        elif exercise.kind is Kind.TABLE:
            self._show_tables(exercise)
            self.figure.setCurrentWidget(self.sheet)
        else:
            self.figure.setCurrentWidget(self.board)
            setup = exercise.setup
            if exercise.kind in (Kind.NAME_POINT, Kind.FIND_POINT):
                self.board.setOrientation(orientation_of(exercise))
                self.board.setNotation(Notation.BN)
            elif exercise.kind is Kind.JAN_OF:
                self.board.setOrientation(self.settings.orientation)
                self.board.setNotation(Notation.BN)
            else:
                self.board.setOrientation(self.settings.orientation)
                self.board.setNotation(self.settings.notation)
            self.board.setDice(setup.dice if setup is not None else None)
            shows_score = exercise.kind in (
                Kind.MARK,
                Kind.LEAVE,
                Kind.MARQUE,
                Kind.DECIDE,
                Kind.ECOLE,
                Kind.FAUSSE_ECOLE,
                Kind.LAPSE,
            )
            self.board.setScore(setup.score if setup is not None and shows_score else None)
        self._render_feedback()
        self._refresh_board()
        self._update_buttons()
        self.sessionChanged.emit()
        focus = panel.focusProxy() or panel.nextInFocusChain()
        if focus is not None and self.isVisible():
            focus.setFocus()

    def _show_header(self) -> None:
        session, exercise = self.session, self.exercise()
        if session is None or exercise is None:
            return
        language = current_language()
        try:
            title = self.lesson_by_id(exercise.lesson).title.get(language)
        except KeyError:
            title = exercise.lesson
        what = {"review": _tr("LessonPlayer", "Review"), "drill": _tr("LessonPlayer", "Drill")}.get(self.mode, "")
        parts = [
            title,
            _tr("LessonPlayer", "exercise {number} of {count}").format(
                number=session.index + 1, count=len(session.exercises)
            ),
        ]
        if what:
            parts.insert(0, what)
        if exercise.source:
            parts.append(exercise.source)
        self.header.setText(" · ".join(parts))

    def _show_tables(self, exercise: Exercise) -> None:
        """The marqués played so far of a ``table`` exercise: who played, who had the primauté, who won."""
        raw = exercise.data.get("winners", [])
        winners = [str(w) for w in raw] if isinstance(raw, list) else []
        try:
            tables = played_tables(exercise)
        except ValueError:
            tables = ()
        self.sheet.clear()
        self.sheet.setColumnCount(2)
        self.sheet.setRowCount(len(winners))
        self.sheet.setHorizontalHeaderLabels([_tr("LessonPlayer", "Marqué"), _tr("LessonPlayer", "Result")])
        french = current_language() == "fr"
        for row, (table, winner) in enumerate(zip(tables, winners, strict=False)):
            a, b = table.players
            if french:
                result = f"gagné par {winner}" if winner else "refait"
                text = f"{a} contre {b}, primauté {table.primaute} : {result}"
            else:
                result = f"won by {winner}" if winner else "refait"
                text = f"{a} v {b}, primauté {table.primaute}: {result}"
            self.sheet.setItem(row, 0, QTableWidgetItem(str(row + 1)))
            self.sheet.setItem(row, 1, QTableWidgetItem(text))
        self.sheet.horizontalHeader().setStretchLastSection(True)
        players = exercise.data.get("players")
        self.sheet.setToolTip(", ".join(str(p) for p in players) if isinstance(players, list) else "")

    def _show_sheet(self, exercise: Exercise) -> None:
        sheet = exercise.data.get("sheet")
        players = [str(p) for p in sheet.get("players", [])] if isinstance(sheet, dict) else []
        marques = sheet.get("marques", []) if isinstance(sheet, dict) else []
        marques = marques if isinstance(marques, list) else []
        self.sheet.clear()
        self.sheet.setColumnCount(2)
        self.sheet.setRowCount(len(marques))
        self.sheet.setHorizontalHeaderLabels([_tr("LessonPlayer", "Marqué"), _tr("LessonPlayer", "Result")])
        for row, marque in enumerate(marques):
            self.sheet.setItem(row, 0, QTableWidgetItem(str(row + 1)))
            text = ", ".join(f"{key} = {value}" for key, value in marque.items()) if isinstance(marque, dict) else ""
            self.sheet.setItem(row, 1, QTableWidgetItem(text))
        self.sheet.horizontalHeader().setStretchLastSection(True)
        self.sheet.setToolTip(", ".join(players))

    def _finished(self) -> None:
        session = self.session
        self.panel = None
        self.prompt.setText(_tr("LessonPlayer", "No exercise left."))
        self.board.setHighlights({})
        self.board.setPlay(())
        if session is not None:
            counts = tally(session.results)
            summary = _tr("LessonPlayer", "{first} at the first try, {helped} with help, {missed} missed.").format(
                first=counts.first, helped=counts.helped, missed=counts.missed
            )
            over = _tr("LessonPlayer", "Well done: the session is over.")
            self._blocks = [
                f"<p style='font-size:large;font-weight:bold'>{html.escape(over)}</p><p>{html.escape(summary)}</p>"
            ]
        self._render_feedback()
        self._update_buttons()
        self.refresh_list()
        self.sessionChanged.emit()

    # -- acting -------------------------------------------------------------------------------------------

    def state(self) -> State | None:
        return self.session.state if self.session is not None else None

    def _on_enter(self) -> None:
        """Enter checks the answer; after a wrong one it retries, after a right or revealed one it goes on."""
        state = self.state()
        if state in (State.ASKING, State.DETAIL):
            self.check()
        elif state is State.WRONG:
            self.retry()
        elif state in (State.SOLVED, State.REVEALED):
            self.next_exercise()

    def check(self) -> Feedback | None:
        """Judge the panel's answer; returns the feedback (None when the answer is not complete)."""
        session, panel = self.session, self.panel
        if session is None or panel is None or session.state not in (State.ASKING, State.DETAIL):
            return None
        try:
            answer = panel.answer()
        except ValueError as error:
            self.status.setText(error_text(error, capital=False))
            return None
        self.status.clear()  # what was asked of an incomplete answer is answered now
        feedback = session.submit(answer)
        self._show_feedback(feedback)
        if _state(session) is State.DETAIL and isinstance(panel, AnnouncePanel):
            panel.setDetailed(True)
        if _state(session) is State.SOLVED:
            panel.setLocked(True)
            self.board.setFocus()  # the keys stay on the exercise: Enter goes on
            self.refresh_list()
        self._update_buttons()
        self.sessionChanged.emit()
        return feedback

    def hint(self) -> Hint | None:
        session = self.session
        if session is None or session.state not in (State.ASKING, State.DETAIL, State.WRONG):
            return None
        given = session.hint()
        if given is None:
            self.status.setText(_tr("LessonPlayer", "No hint left: show the solution if you are stuck."))
        else:
            self._hints.append(given)
            for point in given.highlights:
                self._marks[point] = "target"
            self._render_feedback()
            self._refresh_board()
        self._update_buttons()
        return given

    def retry(self) -> None:
        session = self.session
        if session is None or session.state is not State.WRONG:
            return
        session.retry()
        if _state(session) is State.DETAIL and isinstance(self.panel, AnnouncePanel):
            self.panel.setDetailed(True)
        again = _tr("LessonPlayer", "Correct your answer and check again.")
        self._blocks = [f"<p style='color:{texts.colours().grey}'>{html.escape(again)}</p>"]
        self._marks = {p: k for p, k in self._marks.items() if k == "target"}
        self._render_feedback()
        self._refresh_board()
        self._update_buttons()
        self.sessionChanged.emit()

    def show_solution(self) -> Solution | None:
        """The engine's answer, on the panel and the board; the exercise counts as missed."""
        session, panel, exercise = self.session, self.panel, self.exercise()
        if session is None or panel is None or exercise is None or session.state is State.FINISHED:
            return None
        solution = session.reveal()
        language = current_language()
        shown: Answer | None = solution.answer
        if exercise.kind in (Kind.PLAY, Kind.OBLIGATORY):
            shown = play_answer_of(exercise, solution.plays)
        if isinstance(panel, AnnouncePanel) and isinstance(shown, Announcement):
            panel.setDetailed(True)
        if shown is not None:
            panel.setAnswer(shown)
        panel.setLocked(True)
        self.board.setFocus()
        lines = "".join(f"<li>{html.escape(line.get(language))}</li>" for line in solution.details[:12])
        more = len(solution.details) - 12
        if more > 0:
            lines += "<li>… " + html.escape(_tr("LessonPlayer", "{count} more").format(count=more)) + "</li>"
        heading = _tr("LessonPlayer", "The solution")
        self._blocks.append(
            f"<p style='color:{texts.colours().blue};font-weight:bold'>{html.escape(heading)}</p>"
            f"<p>{html.escape(solution.text.get(language))}</p>" + (f"<ul>{lines}</ul>" if lines else "")
        )
        for point in solution.highlights:
            self._marks[point] = "plein"
        self._render_feedback()
        self._refresh_board()
        self._update_buttons()
        self.refresh_list()
        self.sessionChanged.emit()
        return solution

    def next_exercise(self) -> Exercise | None:
        session = self.session
        if session is None:
            return None
        if session.state is State.FINISHED:
            if self.mode == "drill" and self.lesson is not None:
                self.drill.next_batch(self.lesson)
            return None
        session.next()
        self.refresh_list()
        if _state(session) is State.FINISHED and self.mode == "drill" and self.lesson is not None:
            # The endless drill: the next batch is made while the summary shows.
            self._show_exercise()
            self.drill.next_batch(self.lesson)
            return None
        self._show_exercise()
        return session.current

    # -- showing -------------------------------------------------------------------------------------------

    def _show_feedback(self, feedback: Feedback) -> None:
        self._blocks = [texts.feedback_html(feedback, current_language())]
        kind = "vrai" if feedback.correct else "faux"
        self._marks = {p: k for p, k in self._marks.items() if k == "target"}
        for point in feedback.highlights:
            self._marks[point] = kind
        self._render_feedback()
        self._refresh_board()

    def _render_feedback(self) -> None:
        parts = list(self._blocks)
        if self._hints:
            parts.append(texts.hints_html(self._hints, current_language()))
        session = self.session
        if session is not None and session.state in (State.ASKING, State.DETAIL, State.WRONG) and not parts:
            parts.append(texts.hints_left_html(session.hints_left))
        self.feedback.setHtml("".join(parts))

    def _refresh_board(self) -> None:
        exercise = self.exercise()
        if exercise is None:
            return
        panel = self.panel
        base = exercise.setup.position if exercise.setup is not None else _empty()
        state = self.state()
        shown = panel.boardPosition() if panel is not None else None
        moves = panel.boardMoves() if panel is not None else ()
        self.board.setPosition(shown or base)
        self.board.setPlay(moves)
        marks: dict[Point, str] = {}
        if panel is not None and state in (State.ASKING, State.DETAIL, State.WRONG):
            marks.update(panel.boardHighlights())
        marks.update(self._marks)  # what the feedback, the hints and the solution show comes first
        self.board.setHighlights(marks)

    def _on_point_clicked(self, name: str) -> None:
        if self.panel is not None and self.state() in (State.ASKING, State.DETAIL):
            self.panel.boardClicked(name)
            self._refresh_board()

    def _update_buttons(self) -> None:
        state = self.state()
        answering = state in (State.ASKING, State.DETAIL)
        self.check_action.setEnabled(answering)
        self.hint_action.setEnabled(
            state in (State.ASKING, State.DETAIL, State.WRONG)
            and self.session is not None
            and self.session.hints_left > 0
        )
        self.retry_action.setEnabled(state is State.WRONG)
        self.solution_action.setEnabled(state in (State.ASKING, State.DETAIL, State.WRONG))
        self.next_action.setEnabled(state is not None and (state is not State.FINISHED or self.mode == "drill"))

    # -- the explanation -----------------------------------------------------------------------------------

    def _show_explanation(self, lesson: Lesson) -> None:
        document = self.explanation.document()
        orientation: Orientation = self.settings.orientation
        notation = self.settings.notation
        theme = self.board.theme()

        def figure(number: int, block: LessonDiagram) -> str:
            setup = block.setup
            geometry = board_geometry(
                setup.position, orientation, score=setup.score, dice=setup.dice, notation=notation
            )
            url = QUrl(f"diagram:{lesson.id}/{number}")
            document.addResource(QTextDocument.ResourceType.ImageResource, url, render_image(geometry, 1040, theme))
            return url.toString()

        html_text = texts.explanation_html(lesson, self.solved_count(lesson), current_language(), figure)
        self.explanation.setHtml(html_text)

    def explanation_text(self) -> str:
        return self.explanation.toPlainText()
