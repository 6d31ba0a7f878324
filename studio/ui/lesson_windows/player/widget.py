"""The lesson player: the lessons with the learner's progress, the explanation, the exercise and its answer panel.

On the left the lessons (:mod:`.lesson_list`), each with a bar of the
exercises solved and the reviews due, under the learner's name (from the
settings).  On the right two pages: the explanation (rich text, its diagrams
drawn by the board view's renderer) and the exercise (:mod:`.exercise_page`):
the board, the question, the panel of its kind, the buttons Check (Enter),
Hint (H), Retry, Show the solution, Next (Ctrl+Right), and the feedback.  Which
exercise, what an answer is worth, the hints, the marks, what comes next: the
:class:`lessons.player_model.LessonPlayerModel` decides, without Qt (its judge
and hint ladder are :class:`lessons.runner.Session`'s, which asks the engine);
the player only draws it and forwards the learner's gestures.

The endless drill (:func:`lessons.drill.drill`) makes exercises from
self-played parties in a background thread, a new batch each time one runs
out: :class:`studio.ui.lesson_windows.drill_runner.DrillRunner` makes them.
Progress is recorded per learner by :class:`lessons.progress.Progress` with
the FSRS scheduler; due reviews come first in a lesson, and "Review" takes
every due exercise across the lessons.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from lessons.answers import Solution
from lessons.feedback import Feedback, Hint
from lessons.loader import load_lessons
from lessons.model import Announcement, Answer, Exercise, Kind, Lesson
from lessons.player_model import Gesture, LessonPlayerModel, Mode
from lessons.progress import Progress, utc_now
from lessons.runner import Session, State
from studio.review.scheduler import progress as fsrs_progress
from studio.ui.accessible import describe
from studio.ui.error_messages import error_text
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language
from studio.ui.i18n import tr as _tr
from studio.ui.i18n import tr_n as _tr_n
from studio.ui.lesson_windows import texts
from studio.ui.lesson_windows.drill_runner import DRILL_BATCH, DrillRunner
from studio.ui.lesson_windows.panels import AnnouncePanel, AnswerPanel, play_answer_of
from studio.ui.lesson_windows.player.exercise_page import ExercisePage
from studio.ui.lesson_windows.player.explanation_page import ExplanationPage
from studio.ui.lesson_windows.player.lesson_list import LessonList
from studio.ui.lesson_windows.store import SettingsProgressStore
from studio.ui.settings import Settings
from studio.ui.window_focus import reading_order

__all__ = ["DRILL_BATCH", "LessonPlayer"]


class LessonPlayer(QWidget):
    """The lessons, one exercise at a time.

    :attr:`model` holds what is played, :attr:`session` the :class:`lessons.runner.Session` being played."""

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
        if progress is None:
            progress = fsrs_progress(SettingsProgressStore(self.settings))
        self.model = LessonPlayerModel(
            tuple(lessons) if lessons is not None else load_lessons(),
            progress,
            clock=clock,
            learner=self.settings.learner,
        )
        self.drill = DrillRunner(DRILL_BATCH, self)
        """Makes the endless drill's batches in the background."""
        self.drill.busyChanged.connect(self._on_drill_busy)
        self.drill.ready.connect(self._on_drill_ready)
        self.drill.failed.connect(self._on_drill_failed)
        self.panel: AnswerPanel | None = None
        self._build()
        self.retranslate()
        self.refresh_list()
        if self.lessons:
            self.open_lesson(self.lessons[0].id)

    # -- the model's state, by name -----------------------------------------------------------------

    @property
    def lessons(self) -> tuple[Lesson, ...]:
        return self.model.lessons

    @property
    def progress(self) -> Progress:
        return self.model.progress

    @property
    def clock(self) -> Callable[[], datetime]:
        return self.model.clock

    @property
    def lesson(self) -> Lesson | None:
        return self.model.lesson

    @property
    def session(self) -> Session | None:
        return self.model.session

    @property
    def mode(self) -> str:
        """``lesson``, ``review`` or ``drill`` while a session runs."""
        return self.model.mode or ""

    def state(self) -> State | None:
        return self.model.state()

    def exercise(self) -> Exercise | None:
        return self.model.exercise()

    # -- building -----------------------------------------------------------------------------------------

    def _build(self) -> None:
        self.lesson_list = lessons = LessonList(self.lessons, self.settings.learner, self)
        self.lesson_list.learnerEdited.connect(self.setLearner)
        self.lesson_list.lessonChosen.connect(self._on_lesson_chosen)
        self.lesson_list.lessonActivated.connect(lambda: self.start_lesson())
        self.lesson_list.review_button.clicked.connect(self.start_review)
        self.lesson_list.drill_button.clicked.connect(lambda: self.start_drill())
        self.lesson_list.reset_button.clicked.connect(lambda: self.reset_progress())
        self.tree, self.bars, self.review_button = lessons.tree, lessons.bars, lessons.review_button

        # The explanation.
        self.explanation_page = ExplanationPage(self)
        self.start_button, self.drill_button = self.explanation_page.start_button, self.explanation_page.drill_button
        self.start_button.clicked.connect(lambda: self.start_lesson())
        self.drill_button.clicked.connect(lambda: self.start_drill())

        # The exercise.
        page = self.exercise_page = ExercisePage(self.settings, self)
        page.board.pointClicked.connect(self._on_point_clicked)
        page.answerChanged.connect(self._refresh_board)
        for action, slot in (
            (page.enter_action, self._on_enter),
            (page.check_action, self.check),
            (page.hint_action, self.hint),
            (page.retry_action, self.retry),
            (page.solution_action, self.show_solution),
            (page.next_action, self.next_exercise),
        ):
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
        self.board, self.sheet, self.figure = page.board, page.sheet, page.figure
        self.header, self.prompt, self.feedback = page.header, page.prompt, page.feedback
        self.hint_action, self.retry_action, self.next_action = page.hint_action, page.retry_action, page.next_action
        self.status = QLabel(self)
        self.status.setStyleSheet(f"color: {texts.colours().grey};")
        self.status.setWordWrap(True)

        self.tabs = QTabWidget(self)
        describe(
            self.tabs,
            QT_TRANSLATE_NOOP("Accessible", "Lesson"),
            QT_TRANSLATE_NOOP("Accessible", "The explanation, then the exercises"),
        )
        self.tabs.addTab(self.explanation_page, "")
        self.tabs.addTab(page, "")
        outer = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(self.lesson_list)
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
            lessons.learner_edit,
            self.tree,
            self.review_button,
            lessons.drill_button,
            lessons.reset_button,
            self.tabs,
            self.explanation_page.explanation,
            self.drill_button,
            self.start_button,
            self.board,
            self.sheet,
            page.column_scroll,
            *page.tool_buttons,
            self.feedback,
        )
        self._update_buttons()

    def sizeHint(self) -> QSize:
        return QSize(1360, 860)

    def retranslate(self) -> None:
        """Set every text again in the current language (lesson texts included)."""
        if self.isWindow():
            self.setWindowTitle(_tr("LessonPlayer", "Trictrac Studio — Lessons"))
        self.lesson_list.retranslate()
        self.explanation_page.retranslate()
        self.tabs.setTabText(0, _tr("LessonPlayer", "Explanation"))
        self.tabs.setTabText(1, _tr("LessonPlayer", "Exercise"))
        self.exercise_page.retranslate()
        self.refresh_list()
        if self.lesson is not None:
            self._show_explanation(self.lesson)
        if self.session is not None:
            self.exercise_page.show_header(self.model.header(current_language()))
            self._render_feedback()
        self.exercise_page.fit_column()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.ParentChange and self.isWindow():
            self.setWindowTitle(_tr("LessonPlayer", "Trictrac Studio — Lessons"))
        elif event.type() == QEvent.Type.PaletteChange:
            # The Dark theme switched on or off: the greys that were legible on one ground are not on the other.
            self.exercise_page.restyle()
            self.lesson_list.restyle(self.palette())
            self.status.setStyleSheet(f"color: {texts.colours().grey};")
            if self.lesson is not None:
                # The explanation's diagrams are pictures drawn in the theme of their day: drawn again in the new one.
                self._show_explanation(self.lesson)
            if self.session is not None:
                self._render_feedback()
        super().changeEvent(event)

    # -- the learner and his progress -----------------------------------------------------------------------

    def learner(self) -> str:
        return self.settings.learner

    def setLearner(self, name: str) -> None:
        """Record and show the progress of ``name`` (kept in the settings)."""
        name = name.strip()
        self.lesson_list.show_learner(name)
        if name == self.settings.learner:
            return
        self.settings.learner = name
        self.model.set_learner(name)
        self.refresh_list()

    def solved_count(self, lesson: Lesson) -> int:
        return self.model.solved_count(lesson)

    def due_count(self, lesson_id: str | None = None) -> int:
        """Count the exercises due for review (of the lessons the player holds)."""
        return self.model.due_count(lesson_id)

    def refresh_list(self) -> None:
        """Show the bars and due counts of every lesson, and the Review button."""
        self.lesson_list.refresh(self.model)
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
        removed = self.model.reset(lesson_id)
        self.refresh_list()
        self.status.setText(_tr_n("LessonPlayer", "Progress reset: %n record(s) forgotten.", removed))
        return removed

    # -- choosing what to play ------------------------------------------------------------------------------

    def lesson_by_id(self, lesson_id: str) -> Lesson:
        return self.model.lesson_by_id(lesson_id)

    def _on_lesson_chosen(self, lesson_id: str) -> None:
        if self.lesson is None or self.lesson.id != lesson_id:
            self.open_lesson(lesson_id)

    def open_lesson(self, lesson_id: str) -> None:
        """Show a lesson's explanation (its exercises start with :meth:`start_lesson`)."""
        lesson = self.model.open(lesson_id)
        self.lesson_list.select(lesson.id)
        self._show_explanation(lesson)
        self.tabs.setCurrentIndex(0)

    def start_lesson(self, lesson_id: str | None = None) -> None:
        """Start the lesson's exercises: those due for review first, then the ones not yet solved.

        Or all, once every one is solved and none is due."""
        if self.model.start_lesson(lesson_id) is not None:
            self._show_session()

    def start_review(self) -> None:
        """Start every exercise due for review, across the lessons."""
        if self.model.start_review() is None:
            self.status.setText(_tr("LessonPlayer", "Nothing is due for review."))
            return
        self._show_session()

    def start_drill(self, seed: int | None = None) -> None:
        """Start the endless drill of the current lesson: a batch is made in the background, then played."""
        if self.drill.busy:
            return
        lesson = self.model.drill_lesson()
        if lesson is not None:
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
        for widget in (self.drill_button, self.lesson_list.drill_button):
            widget.setEnabled(not busy)

    def _on_drill_ready(self, batch: list[Exercise]) -> None:
        if not batch:
            self.status.setText(_tr("LessonPlayer", "Self-play offered no exercise for this lesson; try again."))
            return
        self.model.play_drill(batch)
        self._show_session()
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
        self.model.play(session, Mode(mode))
        self._show_session()

    def _show_session(self) -> None:
        self.tabs.setCurrentIndex(1)
        self._show_exercise()

    def _show_exercise(self) -> None:
        exercise = self.exercise()
        if exercise is None:
            self._finished()
            return
        page = self.exercise_page
        panel = self.panel = page.panel_for(exercise)
        page.show_exercise(exercise, panel)
        page.show_header(self.model.header(current_language()))
        self._render_feedback()
        self._refresh_board()
        self._update_buttons()
        self.sessionChanged.emit()
        focus = panel.focusProxy() or panel.nextInFocusChain()
        if focus is not None and self.isVisible():
            focus.setFocus()

    def _finished(self) -> None:
        self.panel = None
        self.exercise_page.show_finished()
        self._render_feedback()
        self._update_buttons()
        self.refresh_list()
        self.sessionChanged.emit()

    # -- acting -------------------------------------------------------------------------------------------

    def _on_enter(self) -> None:
        """Enter checks the answer; after a wrong one it retries, after a right or revealed one it goes on."""
        gesture = self.model.enter()
        if gesture is Gesture.CHECK:
            self.check()
        elif gesture is Gesture.RETRY:
            self.retry()
        elif gesture is Gesture.NEXT:
            self.next_exercise()

    def check(self) -> Feedback | None:
        """Judge the panel's answer; returns the feedback (None when the answer is not complete)."""
        panel = self.panel
        if panel is None or not self.model.answering():
            return None
        try:
            answer = panel.answer()
        except ValueError as error:
            self.status.setText(error_text(error, capital=False))
            return None
        self.status.clear()  # what was asked of an incomplete answer is answered now
        feedback = self.model.submit(answer)
        self._render_feedback()
        self._refresh_board()
        state = self.state()
        if state is State.DETAIL and isinstance(panel, AnnouncePanel):
            panel.setDetailed(True)
        if state is State.SOLVED:
            panel.setLocked(True)
            self.board.setFocus()  # the keys stay on the exercise: Enter goes on
            self.refresh_list()
        self._update_buttons()
        self.sessionChanged.emit()
        return feedback

    def hint(self) -> Hint | None:
        if self.session is None or self.state() not in (State.ASKING, State.DETAIL, State.WRONG):
            return None
        given = self.model.hint()
        if given is None:
            self.status.setText(_tr("LessonPlayer", "No hint left: show the solution if you are stuck."))
        else:
            self._render_feedback()
            self._refresh_board()
        self._update_buttons()
        return given

    def retry(self) -> None:
        if not self.model.retry():
            return
        if self.state() is State.DETAIL and isinstance(self.panel, AnnouncePanel):
            self.panel.setDetailed(True)
        self._render_feedback()
        self._refresh_board()
        self._update_buttons()
        self.sessionChanged.emit()

    def show_solution(self) -> Solution | None:
        """Show the engine's answer, on the panel and the board; the exercise counts as missed."""
        panel, exercise = self.panel, self.exercise()
        if panel is None or exercise is None:
            return None
        solution = self.model.reveal()
        if solution is None:
            return None
        shown: Answer | None = solution.answer
        if exercise.kind in (Kind.PLAY, Kind.OBLIGATORY):
            shown = play_answer_of(exercise, solution.plays)
        if isinstance(panel, AnnouncePanel) and isinstance(shown, Announcement):
            panel.setDetailed(True)
        if shown is not None:
            panel.setAnswer(shown)
        panel.setLocked(True)
        self.board.setFocus()
        self._render_feedback()
        self._refresh_board()
        self._update_buttons()
        self.refresh_list()
        self.sessionChanged.emit()
        return solution

    def next_exercise(self) -> Exercise | None:
        moved = self.model.next()
        if moved:
            self.refresh_list()
            self._show_exercise()
        if self.model.wants_batch() and self.lesson is not None:
            # The endless drill: the next batch is made while the summary shows.
            self.drill.next_batch(self.lesson)
        return self.exercise() if moved else None

    # -- showing -------------------------------------------------------------------------------------------

    def _render_feedback(self) -> None:
        self.exercise_page.render_feedback(self.model)

    def _refresh_board(self) -> None:
        self.exercise_page.refresh_board(self.model, self.panel)

    def _on_point_clicked(self, name: str) -> None:
        if self.panel is not None and self.model.answering():
            self.panel.boardClicked(name)
            self._refresh_board()

    def _update_buttons(self) -> None:
        self.exercise_page.show_buttons(self.model.buttons())

    # -- the explanation -----------------------------------------------------------------------------------

    def _show_explanation(self, lesson: Lesson) -> None:
        settings = self.settings
        self.explanation_page.show_lesson(
            lesson, self.solved_count(lesson), settings.orientation, settings.notation, self.board.theme(self.palette())
        )

    def explanation_text(self) -> str:
        return self.explanation_page.text()
