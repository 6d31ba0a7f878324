"""The tutor at the board of a partie: « What would the tutor play? » and the tutor mode's warning.

The panel sits beside a :class:`~studio.ui.game_windows.play.PlayWidget`.  Its button asks the tutor (off the
interface's thread) for the plays of the throw in hand, best first, or its advice to hold or leave; the best
play is drawn on the board as arrows, a click on another shows it instead, and the hint is kept in the record
(a comment on the throw).  With the tutor mode on, the play widget asks :meth:`CoachPanel.check` before it
makes a person's play or decision: a choice that loses the threshold or more is stopped, and the user is told
what it loses and what the tutor would play, to play it anyway or change it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from notation.board import Colour, Point, point_of_step
from notation.notations import Notation, Orientation
from notation.record.writer import format_moves
from notation.tutor.ranking import BAD, DOUBTFUL, VERY_BAD
from studio.games.coach import Advice, Verdict, advise, choice_in_hand, verdict
from studio.games.session import GameSession
from studio.ui.board_view import BoardView
from studio.ui.i18n import decimal
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings
from studio.ui.tasks import BackgroundTask

__all__ = ["SHOWN_PLAYS", "CoachPanel"]

SHOWN_PLAYS = 5
"""How many of the ranked plays the hint lists."""


def _equity(value: float) -> str:
    return decimal(value, 3, sign=True)


class CoachPanel(QGroupBox):
    """Hints on demand and the tutor mode for the partie of ``session`` shown on ``board``."""

    hintShown = Signal(object)
    """The :class:`~studio.games.coach.Advice` the hint shows (once the tutor has answered)."""

    def __init__(
        self,
        session: GameSession,
        board: BoardView,
        parent: QWidget | None = None,
        *,
        settings: Settings | None = None,
        ask: Callable[[str, str], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.board = board
        self.settings = settings if settings is not None else Settings()
        self.ask = ask or self._ask
        """Asks whether to make a choice the tutor mode stopped (title, text) → True to make it anyway."""
        self.advice: Advice | None = None
        """The advice the hint shows."""
        self._task: BackgroundTask | None = None
        self._prepared: Advice | None = None
        """In tutor mode, the advice for the choice in hand, asked as soon as it is the person's to make."""
        self._preparing: BackgroundTask | None = None
        self.hint_button = QPushButton(self)
        self.hint_button.clicked.connect(self.hint)
        self.hint_list = QListWidget(self)
        self.hint_list.setMaximumHeight(110)
        self.hint_list.currentRowChanged.connect(self._show_row)
        self.hint_list.hide()
        self.hint_label = QLabel(self)
        self.hint_label.setWordWrap(True)
        self.tutor_mode = QCheckBox(self)
        self.threshold = QComboBox(self)
        for value in (DOUBTFUL, BAD, VERY_BAD):
            self.threshold.addItem("", value)
        chosen = self.settings.tutor_mode
        self.tutor_mode.setChecked(chosen > 0)
        if chosen > 0:
            self.threshold.setCurrentIndex(max(0, self.threshold.findData(chosen)))
        else:
            self.threshold.setCurrentIndex(1)
        self.tutor_mode.toggled.connect(self._remember)
        self.threshold.currentIndexChanged.connect(self._remember)
        self.threshold_label = QLabel(self)
        self.threshold_label.setWordWrap(True)
        # The words above their combo: beside it, in a 1024-pixel window, they wrapped one word a line.
        mode_row = QVBoxLayout()
        mode_row.setSpacing(2)
        mode_row.addWidget(self.threshold_label)
        mode_row.addWidget(self.threshold)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.hint_button)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.hint_list)
        layout.addWidget(self.tutor_mode)
        layout.addLayout(mode_row)
        QShortcut(QKeySequence("Ctrl+H"), self.window() if parent is not None else self, self.hint)
        self.retranslate()

    # -- the hint -----------------------------------------------------------------------------------

    def hint(self) -> None:
        """Ask the tutor for the choice in hand (off the interface's thread); the answer is shown on arrival."""
        if self._task is not None:
            return
        session = self.session
        if session.actor_seat() is None or not self._human_to_choose():
            self.hint_label.setText(_tr("CoachPanel", "No choice of yours to advise on now."))
            return
        self.hint_label.setText(_tr("CoachPanel", "The tutor is thinking…"))
        choice = choice_in_hand(session)
        task = BackgroundTask(lambda: advise(choice))
        task.succeeded.connect(self._hint_ready)
        task.failed.connect(self._hint_failed)
        self._task = task
        task.start()

    def wait(self) -> None:
        """Block until the tutor has answered (tests, and the tutor mode's check)."""
        if self._task is not None:
            self._task.wait()
            QApplication.processEvents()

    def _human_to_choose(self) -> bool:
        seat = self.session.actor_seat()
        return seat is not None and not seat.computer

    def _hint_failed(self, error: object) -> None:
        self._task = None
        self.hint_label.setText(_tr("CoachPanel", "The tutor could not answer: {error}").format(error=error))

    def _hint_ready(self, advice: object) -> None:
        self._task = None
        if not isinstance(advice, Advice) or not advice.answers(self.session):
            self.hint_label.setText(_tr("CoachPanel", "No choice of yours to advise on now."))
            return
        self.advice = advice
        self.hint_list.clear()
        if advice.leave is not None:
            choice = _tr("CoachPanel", "s'en aller") if advice.leave.should_leave else _tr("CoachPanel", "tenir")
            self.hint_label.setText(
                _tr("CoachPanel", "The tutor would {choice} (tenir {hold}, s'en aller {leave}).").format(
                    choice=choice, hold=_equity(advice.leave.hold), leave=_equity(advice.leave.leave)
                )
            )
            self.hint_list.hide()
            self.session.note_hint("s'en aller" if advice.leave.should_leave else "tenir")
        else:
            for number, ranked in enumerate(advice.ranked[:SHOWN_PLAYS], start=1):
                text = f"{number}. {self._moves(ranked.play.moves, advice.mover)}   {_equity(ranked.equity)}"
                if number > 1:
                    text += f" ({_equity(-ranked.loss)})"
                item = QListWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, ranked.play.moves)
                self.hint_list.addItem(item)
            self.hint_list.show()
            self.hint_label.setText(
                _tr("CoachPanel", "The tutor would play {play} ({count} legal plays).").format(
                    play=self._moves(advice.ranked[0].play.moves, advice.mover), count=len(advice.ranked)
                )
            )
            self.hint_list.setCurrentRow(0)
            self.session.note_hint(format_moves(advice.ranked[0].play.moves, advice.mover, Notation.BN))
        self.hintShown.emit(advice)

    def _show_row(self, row: int) -> None:
        item = self.hint_list.item(row) if row >= 0 else None
        if item is None or self.advice is None:
            return
        moves = item.data(Qt.ItemDataRole.UserRole)
        mover = self.advice.mover
        self.board.setPlay([(self._point(mover, a), self._point(mover, b)) for a, b in moves if b <= 24])

    @staticmethod
    def _point(colour: Colour, step: int) -> Point:
        return point_of_step(colour, step)

    def _moves(self, moves: tuple[tuple[int, int], ...], mover: Colour) -> str:
        notation: Notation = self.board.notation()
        orientation: Orientation = self.board.orientation()
        return format_moves(moves, mover, notation, orientation) or _tr("CoachPanel", "(nothing can be played)")

    def clear(self) -> None:
        """Forget the hint shown (a new throw, a choice made)."""
        self.advice = None
        self.hint_list.clear()
        self.hint_list.hide()
        self.hint_label.clear()

    # -- the tutor mode -------------------------------------------------------------------------------

    def prepare(self) -> None:
        """Ask the tutor now, in tutor mode, about the choice the person has to make.

        Off the interface's thread, so that checking it later is immediate.  Called after every input."""
        if not self.threshold_value() or not self._human_to_choose() or self._preparing is not None:
            return
        if self._prepared is not None and self._prepared.answers(self.session):
            return
        session = self.session
        choice = choice_in_hand(session)
        task = BackgroundTask(lambda: advise(choice))
        task.succeeded.connect(self._prepared_ready)
        task.failed.connect(self._prepared_ready)
        self._preparing = task
        task.start()

    def _prepared_ready(self, advice: object) -> None:
        self._preparing = None
        if isinstance(advice, Advice):
            self._prepared = advice

    def _advice_now(self) -> Advice | None:
        """Return the advice for the choice in hand: the hint's or the one prepared, else asked now and waited for."""
        for known in (self.advice, self._prepared):
            if known is not None and known.answers(self.session):
                return known
        task = self._preparing
        if task is None:
            choice = choice_in_hand(self.session)
            task = BackgroundTask(lambda: advise(choice))
            task.start()
        task.wait()
        self._preparing = None
        result = task.result
        if isinstance(result, Advice) and result.answers(self.session):
            self._prepared = result
            return result
        return None

    def threshold_value(self) -> float:
        """Return the tutor mode's threshold, 0 when it is off."""
        return float(self.threshold.currentData()) if self.tutor_mode.isChecked() else 0.0

    def _remember(self) -> None:
        self.settings.tutor_mode = self.threshold_value()

    def check(self, *, moves: tuple[tuple[int, int], ...] | None = None, leave: bool | None = None) -> bool:
        """Tell whether, in tutor mode, the person's choice may be made.

        True unless it loses the threshold or more and the person, told what it loses and what the tutor would play,
        chooses to change it."""
        threshold = self.threshold_value()
        if not threshold or not self._human_to_choose():
            return True
        advice = self._advice_now()
        if advice is None:
            return True
        try:
            judged: Verdict = verdict(advice, moves=moves, leave=leave)
        except ValueError:
            return True
        if not judged.flagged(threshold):
            return True
        if advice.leave is not None:
            best = _tr("CoachPanel", "s'en aller") if advice.leave.should_leave else _tr("CoachPanel", "tenir")
        else:
            best = self._moves(advice.ranked[0].play.moves, advice.mover)
        text = _tr(
            "CoachPanel",
            "This choice loses {loss} of equity ({mark}). The tutor would choose {best} ({equity}).\n\n"
            "Make your choice anyway?",
        ).format(loss=_equity(judged.loss).lstrip("+"), mark=judged.mark, best=best, equity=_equity(judged.best))
        return self.ask(_tr("CoachPanel", "Tutor mode"), text)

    def _ask(self, title: str, text: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.NoButton, self)
        anyway = box.addButton(_tr("CoachPanel", "Play it anyway"), QMessageBox.ButtonRole.AcceptRole)
        change = box.addButton(_tr("CoachPanel", "Change my choice"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(change)
        box.exec()
        return box.clickedButton() is anyway

    # -- language -------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setTitle(_tr("CoachPanel", "Tutor"))
        self.hint_button.setText(_tr("CoachPanel", "What would the tutor play?"))
        self.hint_button.setToolTip(_tr("CoachPanel", "The plays of your throw ranked by the tutor (Ctrl+H)"))
        self.tutor_mode.setText(_tr("CoachPanel", "Tutor mode"))
        self.tutor_mode.setToolTip(
            _tr("CoachPanel", "Before a play or a decision of yours is made, the tutor says what it loses")
        )
        self.threshold_label.setText(_tr("CoachPanel", "stops a choice that loses"))
        names = (_tr("CoachPanel", "doubtful"), _tr("CoachPanel", "bad"), _tr("CoachPanel", "very bad"))
        for index, name in enumerate(names):
            value = decimal(float(self.threshold.itemData(index)), 2)
            text = _tr("CoachPanel", "{value} or more ({name})").format(value=value, name=name)
            self.threshold.setItemText(index, text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
