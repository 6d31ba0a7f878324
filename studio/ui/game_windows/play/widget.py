"""Playing or recording a partie at one screen: the board, the dice, the legal plays, marking and écoles.

The widget renders a :class:`studio.games.play_model.PlayModel` (the session, the gestures under way, the
computer's turn) and forwards the person's gestures to it; every rule is the engine's.  The computer's choices
are computed on a worker thread (:class:`~studio.ui.game_windows.play.computer.ComputerTurn`), so the window
never freezes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from notation.board import Position
from notation.game import IllegalEventError
from notation.render.speech import partie_text
from notation.rules.moves import Play
from studio.games.play_model import DiceRefused, PlayModel, Undone
from studio.games.record_document import RecordDocument
from studio.games.session import GameSession, Step
from studio.ui.actions import PLAY_ACTIONS, build_actions, retranslate_actions
from studio.ui.board_view import BoardView
from studio.ui.error_messages import error_text
from studio.ui.game_windows.coach_panel import CoachPanel
from studio.ui.game_windows.play import texts
from studio.ui.game_windows.play.board_input import BoardInput, arrows
from studio.ui.game_windows.play.computer import ComputerTurn
from studio.ui.game_windows.play.inputs import InputBoxes
from studio.ui.game_windows.scoresheet_widget import ScoresheetWidget
from studio.ui.game_windows.turns import TurnLine, partie_turns
from studio.ui.i18n import current_language
from studio.ui.i18n import tr as _tr
from studio.ui.window_focus import reading_order

__all__ = ["PlayWidget"]


class PlayWidget(QWidget):
    """A partie being played (or recorded over the board): emits :attr:`changed` after every input."""

    changed = Signal()
    finished = Signal()

    def __init__(
        self,
        session: GameSession,
        parent: QWidget | None = None,
        *,
        delay_ms: int = 250,
        step_ms: int | None = None,
        document: RecordDocument | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = PlayModel(session, document)
        """The partie and the gestures under way (:mod:`studio.games.play_model`)."""
        self.session = session
        self.ask_completion: Callable[[list[Play]], Play | None] = self._menu_completion
        """Asks which play completes a dame's move when several do (a menu; tests replace it)."""
        self.computer = ComputerTurn(
            self.model, self, delay_ms=delay_ms, step_ms=(0 if delay_ms == 0 else 450) if step_ms is None else step_ms
        )
        self.computer.answered.connect(self._apply_computer)
        self.computer.shown.connect(self._show_computer_move)
        self.board = BoardView(parent=self)
        self.status, self.score_label, self.scored_label, self.ecole_label = (QLabel(self) for _ in range(4))
        for label in (self.status, self.score_label, self.scored_label, self.ecole_label):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
        self._throw_lines: list[str] = []
        """The last throws announced, kept above a decision announced on its own."""
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)
        self.busy.setMaximumHeight(8)
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.computer.busyChanged.connect(self.busy.setVisible)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        self.computer.failed.connect(self.message.setText)
        self.inputs = InputBoxes(self)
        boxes = self.inputs
        # The boxes' controls by their names, as the tests and the journeys reach them.
        self.dice_box, self.dice_buttons, self.dice_edit = boxes.dice_box, boxes.dice_buttons, boxes.dice_edit
        self.throw_button, self.enter_button = boxes.throw_button, boxes.enter_button
        self.plays_box, self.plays, self.play_button = boxes.plays_box, boxes.plays, boxes.play_button
        self.decide_box, self.hold_button, self.leave_button = boxes.decide_box, boxes.hold_button, boxes.leave_button
        self.declare_box, self.points_spin, self.leave_check = boxes.declare_box, boxes.points_spin, boxes.leave_check
        self.declare_button, self.claim_box, self.claim_spin = boxes.declare_button, boxes.claim_box, boxes.claim_spin
        self.claim_button, self.no_claim_button = boxes.claim_button, boxes.no_claim_button
        self.confirm_box, self.confirm_button, self.cancel_button = (
            boxes.confirm_box,
            boxes.confirm_button,
            boxes.cancel_button,
        )
        for value, button in enumerate(boxes.dice_buttons, start=1):
            button.clicked.connect(lambda _c=False, v=value: self.click_die(v))
        boxes.dice_edit.returnPressed.connect(self._enter_dice)
        boxes.enter_button.clicked.connect(self._enter_dice)
        boxes.throw_button.clicked.connect(self.throw_dice)
        boxes.plays.itemActivated.connect(lambda _item: self.play_selected())
        boxes.play_button.clicked.connect(self.play_selected)
        boxes.hold_button.clicked.connect(lambda: self.decide(False))
        boxes.leave_button.clicked.connect(lambda: self.decide(True))
        boxes.declare_button.clicked.connect(self.declare)
        boxes.claim_button.clicked.connect(lambda: self.claim(self.claim_spin.value()))
        boxes.no_claim_button.clicked.connect(lambda: self.claim(0))
        boxes.confirm_button.clicked.connect(self.confirm_play)
        boxes.cancel_button.clicked.connect(self.cancel_play)
        self._first_die: int | None = None
        self.undo_button = QPushButton(self)
        self.undo_button.clicked.connect(self.undo)
        self.skip_button = QPushButton(self)
        self.skip_button.clicked.connect(self.skip)
        self.skip_button.hide()
        self.computer.showingChanged.connect(self.skip_button.setVisible)
        # What happened: every throw, its play and the rencontres it scored; the last throw's scoring just below.
        self.moves_box = QGroupBox(self)
        moves_layout = QVBoxLayout(self.moves_box)
        moves_layout.setContentsMargins(4, 4, 4, 4)
        self.moves_list = QListWidget(self.moves_box)
        self.moves_list.setWordWrap(True)
        moves_layout.addWidget(self.moves_list)
        self.sheet = ScoresheetWidget(self)
        # The tutor: « What would the tutor play? » and the tutor mode's warning (not for a partie recorded).
        self.coach = CoachPanel(session, self.board, self)
        self.coach.setVisible(not session.setup.recording)
        self._lay_out()
        self.board_input = BoardInput(self)
        self.play_actions = build_actions(
            self, {"undo": lambda _data: self.undo(), "throw_key": lambda _data: self._throw_key()}, PLAY_ACTIONS
        )
        self.addActions(list(self.play_actions.values()))
        self.retranslate()
        self.refresh()

    def _lay_out(self) -> None:
        side = QWidget(self)
        side.setMinimumWidth(200)
        self.moves_box.setMinimumWidth(120)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        boxes = self.inputs
        sides = (
            self.status,
            self.score_label,
            self.scored_label,
            self.busy,
            self.skip_button,
            boxes.confirm_box,
            boxes.dice_box,
            boxes.decide_box,
            boxes.declare_box,
            boxes.claim_box,
            boxes.plays_box,
            self.coach,
            self.ecole_label,
            self.message,
            self.undo_button,
        )
        for widget in sides:
            side_layout.addWidget(widget)
        side_layout.addWidget(self.sheet, 1)
        # Tab as the window reads: the board, the throws' list beside it, then the column on the right from its top
        # (a box made after another but shown above it comes first).
        reading_order(self.board, self.moves_list, *sides, self.sheet)
        side_layout.addStretch(0)
        self.board.setMinimumSize(240, 160)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.board)
        splitter.addWidget(self.moves_box)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setStretchFactor(2, 1)
        splitter.setCollapsible(0, False)
        splitter.setSizes([760, 240, 360])
        self.splitter = splitter
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

    # -- what the user does ------------------------------------------------------------

    def act(self, action: Callable[[], object]) -> bool:
        """Make an input (``action`` calls the session).

        Refused while the computer plays; the engine's refusal is shown; else the window follows the partie."""
        if self.model.busy():
            return False
        start = len(self.session.partie.events)
        try:
            action()
        except (IllegalEventError, ValueError) as error:
            self.message.setText(error_text(error))
            return False
        self.message.clear()
        self.model.input_made()
        self.confirm_box.hide()
        self.coach.clear()
        self.announce(start)
        self.refresh()
        self.coach.prepare()
        self.changed.emit()
        return True

    def throw_dice(self) -> None:
        """Throw for the mover (or both dice for the primauté): the studio throws."""
        self.act(self.session.throw_dice)

    def _throw_key(self) -> None:
        if self.dice_box.isVisible() and self.throw_button.isVisible():
            self.throw_dice()

    def enter_dice(self, text: str) -> bool:
        """Enter a throw as it fell over the board: ``6-5`` (the primauté: Blanc's die, Noir's die)."""
        try:
            action = self.model.read_dice(text)
        except DiceRefused as refused:
            self.message.setText(texts.dice_refusal_text(refused.refusal))
            return False
        return self.act(action)

    def _enter_dice(self) -> None:
        if self.enter_dice(self.dice_edit.text()):
            self.dice_edit.clear()

    def click_die(self, value: int) -> None:
        """Take a die clicked: the first waits for the second, which enters the throw."""
        if self._first_die is None:
            self._first_die = value
            self.dice_edit.setText(f"{value}-")
            return
        first, self._first_die = self._first_die, None
        self.dice_edit.clear()
        self.enter_dice(f"{first}-{value}")

    def current_plays(self) -> list[Play]:
        return self.model.current_plays()

    def play_selected(self) -> None:
        item = self.plays.currentItem()
        if item is None:
            self.message.setText(
                _tr("PlayWidget", "Choose a play in the list (or click a dame, then its destination).")
            )
            return
        self.play_moves(item.data(Qt.ItemDataRole.UserRole))

    def play_moves(self, moves: tuple[tuple[int, int], ...]) -> bool:
        """Make a person's play; in tutor mode, a play that loses too much is first put to him (see the coach)."""
        if not self.coach.check(moves=moves):
            self.message.setText(_tr("PlayWidget", "Not played: choose your play again."))
            self.refresh()
            return False
        return self.act(lambda: self.session.play(moves))

    def decide(self, leave: bool) -> bool:
        """Hold or leave; in tutor mode, a decision that loses too much is first put to the person."""
        if not self.coach.check(leave=leave):
            self.message.setText(_tr("PlayWidget", "Not decided: choose again."))
            return False
        return self.act(lambda: self.session.decide(leave))

    def declare(self) -> None:
        points, leave = self.points_spin.value(), self.leave_check.isChecked()
        self.act(lambda: self.session.declare(points, leave))

    def claim(self, points: int) -> None:
        self.act(lambda: self.session.claim(points))

    def undo(self) -> None:
        """Undo the latest thing that can be (Ctrl+Z).

        A play shown for confirmation is put back; else the dames moved this throw; else the last input not yet answered
        is undone; else, when the players agreed, the person's last decision is taken back with the computer's reply."""
        showing = self.model.showing()
        undone = self.model.undo()
        if showing and not self.model.showing():
            self.computer.dropped()
        self.message.setText(texts.undone_text(undone))
        if undone is Undone.THINKING:
            return
        if undone is Undone.TAKEN_BACK:
            self.scored_label.clear()
        self.refresh()
        if undone in (Undone.UNDONE, Undone.TAKEN_BACK):
            self.changed.emit()

    # -- the dames moved on the board (:class:`BoardInput`) --------------------------------

    def propose(self, play: Play) -> None:
        """Show ``play`` on the board (the position after it, its arrows) until it is confirmed or undone."""
        self.board_input.propose(play)

    def proposal(self) -> Play | None:
        """Return the play shown for confirmation, if any."""
        return self.model.proposal

    def confirm_play(self) -> None:
        """Make the play shown for confirmation."""
        self.board_input.confirm_play()

    def cancel_play(self) -> None:
        """Put the dames back: the play shown for confirmation is not made."""
        self.board_input.cancel_play()

    def put_back(self) -> None:
        """Put the dames moved this throw back where they were (Esc, Ctrl+Z): nothing is played."""
        self.board_input.put_back()

    def landings(self, step: int) -> dict[int, list[Play]]:
        """Return where the dame on ``step`` (the mover's path) can be put next, from the engine's legal plays."""
        return self.model.landings(step)

    def select_dame(self, step: int | None) -> None:
        """Pick the dame on ``step``: its reachable points are highlighted and the list keeps the plays moving it."""
        self.board_input.select_dame(step)

    def move_dame(self, origin: int, target: int) -> bool:
        """Put the dame from ``origin`` on ``target`` (steps); False when no legal play does."""
        return self.board_input.move_dame(origin, target)

    def _menu_completion(self, plays: list[Play]) -> Play | None:
        return texts.completion_menu(self, plays, self.session.partie.state.mover, self.board)

    # -- the computer -------------------------------------------------------------------

    def _apply_computer(self, code: str) -> None:
        start = len(self.session.partie.events)
        try:
            self.session.apply(code, human=False)
        except IllegalEventError as error:
            self.message.setText(error_text(error))
        self.announce(start)
        self.refresh()
        self.changed.emit()

    def _show_computer_move(self, position: Position, moves: tuple[tuple[int, int], ...]) -> None:
        self.board.setPosition(position)
        self.board.setPlay(arrows(self.session.partie.state.mover, moves))

    def showing(self) -> bool:
        """Tell whether the computer's play is being shown on the board."""
        return self.model.showing()

    def skip(self) -> None:
        """Stop showing the computer's play move by move: it is made at once."""
        self.computer.skip()

    def thinking(self) -> bool:
        return self.computer.active()

    def stop(self) -> None:
        """Stop the computer (before closing)."""
        self.computer.stop()

    # -- what is shown ------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text again in the current language (called when the language changes)."""
        self.inputs.retranslate()
        retranslate_actions(self.play_actions, PLAY_ACTIONS)
        self.skip_button.setText(_tr("PlayWidget", "S&kip: play it at once"))
        self.skip_button.setToolTip(
            _tr("PlayWidget", "The computer's play is shown move by move; click to see it whole")
        )
        self.moves_box.setTitle(_tr("PlayWidget", "Throws and plays"))
        self._show_texts()
        for row in range(self.plays.count()):
            item = self.plays.item(row)
            if not item.data(Qt.ItemDataRole.UserRole):
                item.setText(_tr("PlayWidget", "-- (no play)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Open the window with the keys on the board (arrows, Enter, Space), as the editor's.

        On the dice field when the throws are typed."""
        super().showEvent(event)
        if self.dice_edit.isVisibleTo(self) and self.dice_box.isVisibleTo(self):
            self.dice_edit.setFocus()
        else:
            self.board.setFocus()

    def refresh(self) -> None:
        session, model = self.session, self.model
        state = session.partie.state
        step = session.step
        self.board.setPosition(state.position)
        self.board.setScore(state.score)
        self.board.setPlay([])
        turns = partie_turns(session.partie)
        if step in (Step.THROW, Step.PRIMAUTE, Step.OVER):
            # The last throw stays on the board (the computer's too) until the next is thrown.
            self.board.setDice(turns[-1].throw if turns and step is not Step.PRIMAUTE else None)
            last = turns[-1] if turns else None
            if last is not None and last.moves:
                self.board.setPlay(arrows(last.colour, last.moves))
        else:
            self.board.setDice(state.dice)
        self._show_moves(turns)
        self.inputs.show_controls(model.controls())
        if step is Step.DECLARE:
            self.leave_check.setVisible(session.declaring_own_throw)
            self.leave_check.setChecked(False)
            self.points_spin.setValue(0)
        if step is Step.CLAIM and session.pending is not None:
            self.claim_spin.setValue(0)
        model.origin = None
        self.board_input.show_plays(self.current_plays())
        self.board.setHighlights({})
        self.undo_button.setEnabled(session.can_undo() or session.can_take_back())
        self.sheet.setVisible(session.sheet() is not None)
        self._show_texts()
        self.board_input.show_waiting()
        if model.proposal is not None and step is Step.PLAY:
            self.propose(model.proposal)
        else:
            model.proposal = None
            self.confirm_box.hide()
        if model.human_turn() and step is Step.PLAY and self.isVisible():
            # The board takes the keys: arrows move the cursor, Enter or Space picks up and drops a dame.
            self.board.setFocus()
        if step is Step.OVER:
            self.finished.emit()
        self.computer.schedule()

    def _show_texts(self) -> None:
        """Show the texts that follow the partie.

        Who is to do what, the score, the boxes' titles, écoles, the sheet."""
        session = self.session
        self.status.setText(texts.status_text(session))
        self.undo_button.setText(
            _tr("PlayWidget", "&Undo the last input")
            if session.can_undo() or not session.can_take_back()
            else _tr("PlayWidget", "Take &back (with the reply)")
        )
        self.score_label.setText(texts.score_text(session))
        self.declare_box.setTitle(texts.declare_title(session))
        self.claim_box.setTitle(texts.claim_title(session))
        self.ecole_label.setVisible(session.setup.ecoles)
        if session.setup.ecoles:
            self.ecole_label.setText(texts.ecoles_text(session))
        sheet = session.sheet()
        if sheet is not None:
            self.sheet.setSheet(sheet, texts.sheet_line(session))

    def _show_moves(self, turns: list[TurnLine]) -> None:
        """Show the move list: every throw so far, its play and what it scored (the rencontres by name)."""
        notation, orientation = self.board.notation(), self.board.orientation()
        if self.model.hiding_last_throw() and turns:
            last = turns[-1]
            turns = [*turns[:-1], TurnLine(last.number, last.colour, last.throw, last.moves, ())]
        lines = [turn.text(notation, orientation) for turn in turns]
        if [self.moves_list.item(i).text() for i in range(self.moves_list.count())] == lines:
            return
        self.moves_list.clear()
        self.moves_list.addItems(lines)
        self.moves_list.scrollToBottom()

    def announce(self, start: int) -> None:
        """Name what the throws made since ``partie.events[start]`` scored, as it happens."""
        notation, orientation = self.board.notation(), self.board.orientation()
        lines = texts.scored_lines(self.model, start, notation, orientation)
        won = [] if self.model.hiding_last_throw() else self.model.trous_won_since(start)
        trous = texts.trous_lines(won, self.session.seats())
        if lines:
            self._throw_lines = list(lines)
        elif trous:
            lines = list(self._throw_lines)  # a decision alone: the throw it follows stays named above it
        lines.extend(trous)
        if lines:
            self.scored_label.setText("<br>".join(lines))
        # A screen reader says the throw, its rencontres, the marks and the play as they happen.
        self.board.announce(partie_text(self.session.partie, start, notation, orientation, current_language()))
