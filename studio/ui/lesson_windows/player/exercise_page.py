"""The lesson player's exercise page.

The board (or the scoresheet), the question, the answer panel of its kind, the buttons Check (Enter), Hint (H), Retry,
Show the solution, Next (Ctrl+Right), and the feedback."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lessons.feedback import Feedback
from lessons.model import Exercise, Kind
from lessons.player_model import (
    SHEET_KINDS,
    Buttons,
    Header,
    LessonPlayerModel,
    Mode,
    Retried,
    Said,
    Tally,
    board_look,
    sheet_lines,
    table_lines,
    table_players,
)
from lessons.runner import State
from notation.board import Point, Position
from studio.ui.accessible import describe, label_forms
from studio.ui.board_view import BoardView
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language
from studio.ui.i18n import tr as _tr
from studio.ui.lesson_windows import texts
from studio.ui.lesson_windows.panels import AnswerPanel, panel_for
from studio.ui.settings import Settings
from studio.ui.style import larger_font
from studio.ui.window_focus import reading_order, tab_stops

__all__ = ["ExercisePage", "empty_position"]


def empty_position() -> Position:
    return Position.unchecked((0,) * 24, (0,) * 24, Position.start().to_move, None)


class ExercisePage(QWidget):
    """One exercise: draws what the :class:`lessons.player_model.LessonPlayerModel` says of it.

    Its actions are connected by the player.  :attr:`answerChanged` says the learner changed his answer on a panel (the
    board follows it)."""

    answerChanged = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.board = BoardView(empty_position(), self)
        self.board.setNotation(settings.notation)
        self.board.setOrientation(settings.orientation)
        self.board.setMinimumSize(300, 240)
        describe(self.board, QT_TRANSLATE_NOOP("Accessible", "Board of the exercise"))
        self.sheet = QTableWidget(self)
        self.sheet.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        describe(self.sheet, QT_TRANSLATE_NOOP("Accessible", "Scoresheet of the exercise"))
        self.figure = QStackedWidget(self)
        self.figure.addWidget(self.board)
        self.figure.addWidget(self.sheet)
        self.header = QLabel(self)
        self.header.setStyleSheet(f"color: {texts.colours().grey};")
        self.header.setWordWrap(True)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.RichText)
        self.prompt.setFont(larger_font(1.2, weight=QFont.Weight.DemiBold))  # follows the system's font size
        self.prompt.setStyleSheet("padding: 4px 0 8px 0;")
        self.panels = QStackedWidget(self)
        self.panels.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._panels: dict[type[AnswerPanel], AnswerPanel] = {}
        self.enter_action = self._action(["Return", "Enter"])
        self.check_action = self._action([])
        self.hint_action = self._action(["H"])
        self.retry_action = self._action([])
        self.solution_action = self._action([])
        self.next_action = self._action(["Ctrl+Right"])
        self.tool_buttons: list[QToolButton] = []
        buttons = QHBoxLayout()
        for action in (self.check_action, self.hint_action, self.retry_action, self.solution_action, self.next_action):
            tool = QToolButton(self)
            tool.setDefaultAction(action)
            tool.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            tool.setMinimumHeight(30)
            tool.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            buttons.addWidget(tool)
            self.tool_buttons.append(tool)
        self.tool_buttons[0].setStyleSheet("QToolButton { font-weight: bold; }")
        self.feedback = QTextBrowser(self)
        self.feedback.setOpenLinks(False)
        describe(
            self.feedback,
            QT_TRANSLATE_NOOP("Accessible", "What the answer is worth"),
            QT_TRANSLATE_NOOP("Accessible", "The checked answer, the hints and the solution"),
        )
        self.feedback.setMinimumHeight(140)
        column = QWidget(self)
        column_layout = QVBoxLayout(column)
        column_layout.setContentsMargins(6, 0, 0, 0)
        column_layout.addWidget(self.header)
        column_layout.addWidget(self.prompt)
        column_layout.addWidget(self.panels)
        column_layout.addLayout(buttons)
        column_layout.addWidget(self.feedback, 1)
        scroll = QScrollArea(self)
        scroll.setWidget(column)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.column_scroll = scroll
        describe(scroll, QT_TRANSLATE_NOOP("Accessible", "Question and answer"))
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.figure)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([560, 500])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)

    def _action(self, keys: list[str]) -> QAction:
        action = QAction(self)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.addAction(action)
        return action

    def retranslate(self) -> None:
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
        self.fit_column()

    def restyle(self) -> None:
        """Set the greys again (the Dark theme switched on or off)."""
        self.header.setStyleSheet(f"color: {texts.colours().grey};")

    def fit_column(self) -> None:
        """Make the question's column as wide as its buttons and answer need, no wider.

        Its texts are in the current language; at its narrowest (a 1024-pixel screen) nothing of it is cut off on the
        right."""
        scroll = self.column_scroll
        column = scroll.widget()
        if column is not None:
            needed = column.minimumSizeHint().width() + scroll.verticalScrollBar().sizeHint().width()
            scroll.setMinimumWidth(needed)

    # -- an exercise ---------------------------------------------------------------------------------

    def panel_for(self, exercise: Exercise) -> AnswerPanel:
        """Return the answer panel of the exercise's kind (one of each kind is made, and kept)."""
        panel = panel_for(exercise.kind)
        kept = self._panels.get(type(panel))
        if kept is not None:
            panel.deleteLater()
            return kept
        panel.setParent(self.panels)
        label_forms(panel)
        panel.changed.connect(self.answerChanged)
        self._panels[type(panel)] = panel
        self.panels.addWidget(panel)
        # The answer's fields come after the question's column and before the buttons that check it.
        reading_order(self.column_scroll, *tab_stops(panel), *self.tool_buttons)
        return panel

    def show_exercise(self, exercise: Exercise, panel: AnswerPanel) -> None:
        """Show the question, its panel (cleared, unlocked) and its figure.

        The figure: the board turned and named as it needs, or the scoresheet."""
        self.panels.setCurrentWidget(panel)
        panel.setExercise(exercise)
        panel.setLocked(False)
        self.fit_column()
        self.prompt.setText(html.escape(exercise.prompt.get(current_language())))
        if exercise.kind in SHEET_KINDS:
            if exercise.kind is Kind.SETTLE:
                players, lines = sheet_lines(exercise)
            else:
                players, lines = table_players(exercise), table_lines(exercise, current_language())
            self._show_sheet(players, lines)
            self.figure.setCurrentWidget(self.sheet)
            return
        self.figure.setCurrentWidget(self.board)
        look = board_look(exercise, self.settings.orientation, self.settings.notation)
        self.board.setOrientation(look.orientation)
        self.board.setNotation(look.notation)
        setup = exercise.setup
        self.board.setDice(setup.dice if setup is not None else None)
        self.board.setScore(setup.score if setup is not None and look.shows_score else None)

    def _show_sheet(self, players: list[str], lines: list[str]) -> None:
        self.sheet.clear()
        self.sheet.setColumnCount(2)
        self.sheet.setRowCount(len(lines))
        self.sheet.setHorizontalHeaderLabels([_tr("LessonPlayer", "Marqué"), _tr("LessonPlayer", "Result")])
        for row, text in enumerate(lines):
            self.sheet.setItem(row, 0, QTableWidgetItem(str(row + 1)))
            self.sheet.setItem(row, 1, QTableWidgetItem(text))
        self.sheet.horizontalHeader().setStretchLastSection(True)
        self.sheet.setToolTip(", ".join(players))

    def show_finished(self) -> None:
        self.prompt.setText(_tr("LessonPlayer", "No exercise left."))
        self.board.setHighlights({})
        self.board.setPlay(())

    def show_header(self, header: Header | None) -> None:
        if header is None:
            return
        what = {Mode.REVIEW: _tr("LessonPlayer", "Review"), Mode.DRILL: _tr("LessonPlayer", "Drill")}
        parts = [
            header.title,
            _tr("LessonPlayer", "exercise {number} of {count}").format(number=header.number, count=header.count),
        ]
        if header.mode in what:
            parts.insert(0, what[header.mode])
        if header.source:
            parts.append(header.source)
        self.header.setText(" · ".join(parts))

    def show_buttons(self, buttons: Buttons) -> None:
        self.check_action.setEnabled(buttons.check)
        self.hint_action.setEnabled(buttons.hint)
        self.retry_action.setEnabled(buttons.retry)
        self.solution_action.setEnabled(buttons.solution)
        self.next_action.setEnabled(buttons.next)

    # -- what is said, and the board ----------------------------------------------------------------

    def render_feedback(self, model: LessonPlayerModel) -> None:
        """Show what the model says of the exercise, the hints given, else the hints left."""
        language = current_language()
        parts = [self._said_html(said, language) for said in model.said]
        if model.hints:
            parts.append(texts.hints_html(model.hints, language))
        session = model.session
        if session is not None and session.state in (State.ASKING, State.DETAIL, State.WRONG) and not parts:
            parts.append(texts.hints_left_html(session.hints_left))
        self.feedback.setHtml("".join(parts))

    @staticmethod
    def _said_html(said: Said, language: str) -> str:
        colours = texts.colours()
        if isinstance(said, Retried):
            again = _tr("LessonPlayer", "Correct your answer and check again.")
            return f"<p style='color:{colours.grey}'>{html.escape(again)}</p>"
        if isinstance(said, Tally):
            summary = _tr("LessonPlayer", "{first} at the first try, {helped} with help, {missed} missed.").format(
                first=said.first, helped=said.helped, missed=said.missed
            )
            over = _tr("LessonPlayer", "Well done: the session is over.")
            return f"<p style='font-size:large;font-weight:bold'>{html.escape(over)}</p><p>{html.escape(summary)}</p>"
        if isinstance(said, Feedback):
            return texts.feedback_html(said, language)
        lines = "".join(f"<li>{html.escape(line.get(language))}</li>" for line in said.details[:12])
        more = len(said.details) - 12
        if more > 0:
            lines += "<li>… " + html.escape(_tr("LessonPlayer", "{count} more").format(count=more)) + "</li>"
        heading = _tr("LessonPlayer", "The solution")
        return (
            f"<p style='color:{colours.blue};font-weight:bold'>{html.escape(heading)}</p>"
            f"<p>{html.escape(said.text.get(language))}</p>" + (f"<ul>{lines}</ul>" if lines else "")
        )

    def refresh_board(self, model: LessonPlayerModel, panel: AnswerPanel | None) -> None:
        """Show the exercise's position, or the panel's (the learner's play), with its marks.

        The panel's marks while he answers, then the model's (the feedback's, the hints' and the solution's come first).
        """
        exercise = model.exercise()
        if exercise is None:
            return
        base = exercise.setup.position if exercise.setup is not None else empty_position()
        shown = panel.boardPosition() if panel is not None else None
        moves = panel.boardMoves() if panel is not None else ()
        self.board.setPosition(shown or base)
        self.board.setPlay(moves)
        marks: dict[Point, str] = {}
        if panel is not None and model.state() in (State.ASKING, State.DETAIL, State.WRONG):
            marks.update(panel.boardHighlights())
        marks.update(model.marks)
        self.board.setHighlights(marks)
