"""Playing or recording a partie at one screen: the board, the dice, the legal plays, marking and écoles.

The widget drives a :class:`studio.games.session.GameSession`; every rule is
the engine's.  The computer's choices are computed on a worker thread
(:class:`QThreadPool`) and applied back on the GUI thread, with a busy
indicator, so the window never freezes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from notation.board import Colour, Point, Position, point_of_step
from notation.dice import Throw
from notation.game import IllegalEventError, PrimauteThrow
from notation.record.writer import format_moves
from notation.render.speech import partie_text
from notation.rules.marking import mark
from notation.rules.moves import Play, rest_steps
from studio.games.play_input import Outcome, PlayInput
from studio.games.session import GameSession, Seat, Step
from studio.ui.board_view import BoardView
from studio.ui.error_messages import error_text
from studio.ui.game_windows.coach_panel import CoachPanel
from studio.ui.game_windows.scoresheet_widget import ScoresheetWidget
from studio.ui.game_windows.turns import (
    TurnLine,
    colon,
    events_text,
    intermediate_positions,
    landing_points,
    partie_turns,
)
from studio.ui.i18n import current_language
from studio.ui.i18n import tr as _tr
from studio.ui.style import larger_font
from studio.ui.window_focus import reading_order

__all__ = ["PlayWidget"]

logger = logging.getLogger(__name__)


class _Signals(QObject):
    done = Signal(int, str)
    failed = Signal(int, str)


class _Think(QRunnable):
    """Ask the session what the computer plays, off the GUI thread."""

    def __init__(self, session: GameSession, ticket: int) -> None:
        super().__init__()
        self.session = session
        self.ticket = ticket
        self.signals = _Signals()

    def run(self) -> None:
        try:
            code = self.session.computer_input()
        except Exception as error:  # the thread's boundary: the failure goes back to the window, trace in the log
            logger.error("the computer's play failed", exc_info=True)
            self.signals.failed.emit(self.ticket, error_text(error))
            return
        self.signals.done.emit(self.ticket, code)


def _point(colour: Colour, step: int) -> Point:
    return point_of_step(colour, step)


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
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.delay_ms = delay_ms
        self.step_ms = (0 if delay_ms == 0 else 450) if step_ms is None else step_ms
        """The pause between two moves of the computer's play shown on the board (0: played at once)."""
        self._showing: tuple[str, list[Position], int] | None = None
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self._show_next_move)
        self.ask_completion = self._menu_completion
        """Asks which play completes a dame's move when several do (a menu; tests replace it)."""
        self._ticket = 0
        self._thinking = False
        self._origin: int | None = None
        self._proposal: Play | None = None
        """A play the engine completed from the dame the person moved, shown until he confirms it (Enter) or
        takes it back (Esc): a slip is mended before the computer answers."""
        self._input: tuple[int, PlayInput] | None = None
        """The dames the person moved so far this throw, while the rest of the play is not forced (with the
        number of the partie's events they follow)."""
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._jobs: list[_Think] = []

        self.board = BoardView(parent=self)
        self.board.pointClicked.connect(self._on_point)
        self.board.pointDragged.connect(self._on_drag)
        self.board.installEventFilter(self)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.score_label = QLabel(self)
        self.score_label.setTextFormat(Qt.TextFormat.RichText)
        self.score_label.setWordWrap(True)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)
        self.busy.setMaximumHeight(8)
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")

        # Dice: click two dice, or type 6-5.
        self.dice_box = QGroupBox(self)
        dice_layout = QGridLayout(self.dice_box)
        self.dice_buttons: list[QPushButton] = []
        faces = "⚀⚁⚂⚃⚄⚅"
        dice_row = QHBoxLayout()
        dice_row.setSpacing(4)
        for value in range(1, 7):
            button = QPushButton(faces[value - 1], self.dice_box)
            button.setToolTip(str(value))
            # The die's face twice the system's font (large type makes it larger, and its button wider).
            button.setFont(larger_font(1.8))
            button.setFixedWidth(max(38, button.fontMetrics().horizontalAdvance(faces[value - 1]) + 18))
            button.clicked.connect(lambda _c=False, v=value: self._die_clicked(v))
            dice_row.addWidget(button)
            self.dice_buttons.append(button)
        dice_row.addStretch(1)
        dice_layout.addLayout(dice_row, 0, 0, 1, 6)
        self.dice_edit = QLineEdit(self.dice_box)
        self.dice_edit.setPlaceholderText("6-5")
        self.dice_edit.returnPressed.connect(self._enter_dice)
        self.throw_button = QPushButton(self.dice_box)
        self.throw_button.clicked.connect(self.throw_dice)
        dice_layout.addWidget(self.dice_edit, 1, 0, 1, 4)
        self.enter_button = QPushButton(self.dice_box)
        self.enter_button.clicked.connect(self._enter_dice)
        dice_layout.addWidget(self.enter_button, 1, 4, 1, 2)
        # A row of its own: two dice's width cut "Throw the dice" in a 1024-pixel window.
        dice_layout.addWidget(self.throw_button, 2, 0, 1, 6)
        self._first_die: int | None = None

        # Plays.
        self.plays_box = QGroupBox(self)
        plays_layout = QVBoxLayout(self.plays_box)
        self.plays = QListWidget(self.plays_box)
        self.plays.itemActivated.connect(lambda _item: self.play_selected())
        self.play_button = QPushButton(self.plays_box)
        self.play_button.clicked.connect(self.play_selected)
        plays_layout.addWidget(self.plays)
        plays_layout.addWidget(self.play_button)

        # Hold or leave.
        self.decide_box = QGroupBox(self)
        decide_layout = QHBoxLayout(self.decide_box)
        self.hold_button = QPushButton(self.decide_box)
        self.leave_button = QPushButton(self.decide_box)
        self.hold_button.clicked.connect(lambda: self.decide(False))
        self.leave_button.clicked.connect(lambda: self.decide(True))
        decide_layout.addWidget(self.hold_button)
        decide_layout.addWidget(self.leave_button)

        # Declaration and claim (école mode).
        self.declare_box = QGroupBox(self)
        declare_layout = QHBoxLayout(self.declare_box)
        self.points_spin = QSpinBox(self.declare_box)
        self.points_spin.setRange(0, 200)
        self.points_spin.setSingleStep(2)
        self.leave_check = QCheckBox(self.declare_box)
        self.declare_button = QPushButton(self.declare_box)
        self.declare_button.clicked.connect(self.declare)
        declare_layout.addWidget(self.points_spin)
        declare_layout.addWidget(self.leave_check)
        declare_layout.addWidget(self.declare_button)
        self.claim_box = QGroupBox(self)
        claim_layout = QHBoxLayout(self.claim_box)
        self.claim_spin = QSpinBox(self.claim_box)
        self.claim_spin.setRange(0, 200)
        self.claim_spin.setSingleStep(2)
        self.claim_button = QPushButton(self.claim_box)
        self.no_claim_button = QPushButton(self.claim_box)
        self.claim_button.clicked.connect(lambda: self.claim(self.claim_spin.value()))
        self.no_claim_button.clicked.connect(lambda: self.claim(0))
        claim_layout.addWidget(self.claim_spin)
        claim_layout.addWidget(self.claim_button)
        claim_layout.addWidget(self.no_claim_button)
        self.ecole_label = QLabel(self)
        self.ecole_label.setWordWrap(True)
        self.ecole_label.setTextFormat(Qt.TextFormat.RichText)

        self.undo_button = QPushButton(self)
        self.undo_button.clicked.connect(self.undo)
        self.skip_button = QPushButton(self)
        self.skip_button.clicked.connect(self.skip)
        self.skip_button.hide()

        # A play the engine completed, shown on the board: Confirm (Enter) or Undo (Esc).
        self.confirm_box = QGroupBox(self)
        confirm_layout = QHBoxLayout(self.confirm_box)
        self.confirm_button = QPushButton(self.confirm_box)
        self.confirm_button.clicked.connect(self.confirm_play)
        self.cancel_button = QPushButton(self.confirm_box)
        self.cancel_button.clicked.connect(self.cancel_play)
        confirm_layout.addWidget(self.confirm_button)
        confirm_layout.addWidget(self.cancel_button)
        self.confirm_box.hide()

        # What happened: every throw, its play and the rencontres it scored; the last throw's scoring just below.
        self.scored_label = QLabel(self)
        self._throw_lines: list[str] = []
        """The last throws announced, kept above a decision announced on its own."""
        self.scored_label.setWordWrap(True)
        self.scored_label.setTextFormat(Qt.TextFormat.RichText)
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

        side = QWidget(self)
        side.setMinimumWidth(200)
        self.moves_box.setMinimumWidth(120)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        sides = (
            self.status,
            self.score_label,
            self.scored_label,
            self.busy,
            self.skip_button,
            self.confirm_box,
            self.dice_box,
            self.decide_box,
            self.declare_box,
            self.claim_box,
            self.plays_box,
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

        QShortcut(QKeySequence("Ctrl+Z"), self, self.undo)
        # The keyboard's throw (as gnubg's Ctrl+R): the dice, when it is the person's to throw them.
        QShortcut(QKeySequence("Ctrl+R"), self, self._throw_key)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_computer)
        self.retranslate()
        self.refresh()

    # -- what the user does ------------------------------------------------------------

    def _act(self, action: Callable[[], object]) -> bool:
        if self._thinking or self._showing is not None:
            return False
        start = len(self.session.partie.events)
        try:
            action()
        except (IllegalEventError, ValueError) as error:
            self.message.setText(error_text(error))
            return False
        self.message.clear()
        self._origin = None
        self._proposal = None
        self._input = None
        self.confirm_box.hide()
        self.coach.clear()
        self._announce(start)
        self.refresh()
        self.coach.prepare()
        self.changed.emit()
        return True

    def throw_dice(self) -> None:
        """The studio throws (for the mover, or both dice for the primauté)."""
        self._act(self.session.throw_dice)

    def _throw_key(self) -> None:
        if self.dice_box.isVisible() and self.throw_button.isVisible():
            self.throw_dice()

    def enter_dice(self, text: str) -> bool:
        """Enter a throw as it fell over the board: ``6-5`` (the primauté: Blanc's die, Noir's die)."""
        text = text.strip()
        if not self.session.setup.typed_dice:
            # Against the computer the studio throws, unless the persons chose to throw real dice.
            self.message.setText(_tr("PlayWidget", "The studio throws the dice in this partie: click Throw the dice."))
            return False
        if self.session.step is Step.PRIMAUTE:
            try:
                white, black = (int(part) for part in text.replace(" ", "-").split("-"))
            except ValueError:
                self.message.setText(_tr("PlayWidget", "Type the primauté as Blanc's die, Noir's die: 5-3"))
                return False
            return self._act(lambda: self.session.primaute(white, black))
        try:
            throw = Throw.parse(text)
        except ValueError:
            self.message.setText(_tr("PlayWidget", "Type the throw as two dice from 1 to 6, such as 6-5."))
            return False
        return self._act(lambda: self.session.roll(throw))

    def _enter_dice(self) -> None:
        if self.enter_dice(self.dice_edit.text()):
            self.dice_edit.clear()

    def _die_clicked(self, value: int) -> None:
        if self._first_die is None:
            self._first_die = value
            self.dice_edit.setText(f"{value}-")
            return
        first, self._first_die = self._first_die, None
        self.dice_edit.clear()
        self.enter_dice(f"{first}-{value}")

    def current_plays(self) -> list[Play]:
        return self.session.legal_plays() if self.session.step is Step.PLAY else []

    def play_selected(self) -> None:
        item = self.plays.currentItem()
        if item is None:
            self.message.setText(
                _tr("PlayWidget", "Choose a play in the list (or click a dame, then its destination).")
            )
            return
        moves = item.data(Qt.ItemDataRole.UserRole)
        self.play_moves(moves)

    def play_moves(self, moves: tuple[tuple[int, int], ...]) -> bool:
        """Make a person's play; in tutor mode, a play that loses too much is first put to him (see the coach)."""
        if not self.coach.check(moves=moves):
            self.message.setText(_tr("PlayWidget", "Not played: choose your play again."))
            self.refresh()
            return False
        return self._act(lambda: self.session.play(moves))

    def decide(self, leave: bool) -> bool:
        """Hold or leave; in tutor mode, a decision that loses too much is first put to the person."""
        if not self.coach.check(leave=leave):
            self.message.setText(_tr("PlayWidget", "Not decided: choose again."))
            return False
        return self._act(lambda: self.session.decide(leave))

    def declare(self) -> None:
        points, leave = self.points_spin.value(), self.leave_check.isChecked()
        self._act(lambda: self.session.declare(points, leave))

    def claim(self, points: int) -> None:
        self._act(lambda: self.session.claim(points))

    def undo(self) -> None:
        """Ctrl+Z: a play shown for confirmation is put back; else the last input not yet answered is undone;
        else, when the players agreed, the person's last decision is taken back with the computer's reply."""
        if self._proposal is not None:
            self.cancel_play()
            return
        if self._waiting() is not None:
            self.put_back()
            return
        if self._thinking:
            self.message.setText(_tr("PlayWidget", "The computer is thinking: take back once it has played."))
            return
        if self._showing is not None:
            # The computer's play being shown is not made yet: it is dropped, and asked again if needed.
            self._showing = None
            self._step_timer.stop()
            self.skip_button.hide()
            self._ticket += 1
        session = self.session
        if session.undo():
            self.message.setText(_tr("PlayWidget", "Taken back."))
        elif session.take_back() is not None:
            self.message.setText(_tr("PlayWidget", "Taken back, with the reply: your decision again."))
            self.scored_label.clear()
        elif not session.setup.allows_takebacks and any(seat.computer for seat in session.setup.seats):
            self.message.setText(_tr("PlayWidget", "Take-backs were not allowed when this partie was started."))
            self.refresh()
            return
        else:
            self.message.setText(_tr("PlayWidget", "Nothing to take back: the last input has been answered."))
            self.refresh()
            return
        self.refresh()
        self.changed.emit()

    # -- a play completed by the engine, shown for confirmation --------------------------------

    def propose(self, play: Play) -> None:
        """Show ``play`` on the board (the position after it, its arrows) until it is confirmed or undone."""
        self._proposal = play
        self._origin = None
        state = self.session.partie.state
        positions = intermediate_positions(state.position, state.mover, play.moves)
        if positions:
            self.board.setPosition(positions[-1])
        mover = state.mover
        self.board.setPlay([(_point(mover, a), _point(mover, b)) for a, b in play.moves if b <= 24])
        self.board.setHighlights({})
        notation, orientation = self.board.notation(), self.board.orientation()
        self.confirm_box.setTitle(
            _tr("PlayWidget", "Completed by the studio: {play}").format(
                play=format_moves(play.moves, mover, notation, orientation)
            )
        )
        self.confirm_box.show()
        self.message.clear()
        self.board.setFocus()

    def proposal(self) -> Play | None:
        """The play shown for confirmation, if any."""
        return self._proposal

    def confirm_play(self) -> None:
        """Make the play shown for confirmation."""
        play, self._proposal = self._proposal, None
        self.confirm_box.hide()
        if play is not None:
            self.play_moves(play.moves)

    def cancel_play(self) -> None:
        """Put the dames back: the play shown for confirmation is not made."""
        if self._proposal is None:
            return
        self._proposal = None
        self.confirm_box.hide()
        self.message.setText(_tr("PlayWidget", "Put back: play again."))
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the board: Enter confirms a play shown for confirmation, Esc puts it back (or drops the dame
        picked up)."""
        if watched is self.board and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            waiting = self._waiting() is not None
            if key == Qt.Key.Key_Escape and (self._proposal is not None or self._origin is not None or waiting):
                if self._proposal is not None:
                    self.cancel_play()
                elif self._origin is None:
                    self.put_back()
                else:
                    self.select_dame(None)
                    self.message.clear()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._proposal is not None:
                self.confirm_play()
                return True
        return super().eventFilter(watched, event)

    def _can_move(self) -> bool:
        return (
            self.session.step is Step.PLAY and not self._thinking and self._showing is None and not self._is_computer()
        )

    def _on_point(self, name: str) -> None:
        """Click a dame: every point it can reach is highlighted (the sum of both numbers too); click one of them
        to play.  When several plays end the dame there, the player is asked which (never guessed)."""
        if self._showing is not None:
            self.skip()
            return
        if self._proposal is not None:
            # A click elsewhere mends the slip: the play shown is put back and this dame is picked up.
            self._proposal = None
            self.confirm_box.hide()
            self.refresh()
        if not self._can_move():
            return
        mover = self.session.partie.state.mover
        step = _step_of(mover, name)
        if step is None:
            return
        if self._origin is not None and step != self._origin and self.move_dame(self._origin, step):
            return
        waiting = self._waiting()
        if self._origin is None and waiting is not None and not waiting.landings(step):
            # A lit landing clicked, not a dame: played from the one dame that goes there.
            origins = waiting.next_landings().get(step, set())
            if len(origins) == 1 and self.move_dame(next(iter(origins)), step):
                return
        self.select_dame(step)

    def _on_drag(self, origin: str, target: str) -> None:
        """A dame dragged to a point: played as a click on the dame and one on the point."""
        if self._proposal is not None:
            self._proposal = None
            self.confirm_box.hide()
            self.refresh()
        if not self._can_move():
            return
        mover = self.session.partie.state.mover
        # Dropped off the tablier: borne off.
        start, end = _step_of(mover, origin), (_step_of(mover, target) if target else 25)
        if start is None or end is None:
            return
        if not self.move_dame(start, end):
            self.select_dame(start)

    def landings(self, step: int) -> dict[int, list[Play]]:
        """Where the dame on ``step`` (the mover's path) can be put next, from the engine's legal plays: each
        number, and both with the same dame (after the dames already moved this throw)."""
        return self._entry().landings(step)

    def _waiting(self) -> PlayInput | None:
        """The dames moved so far this throw, while the studio waits for the rest of the play."""
        if self._input is None:
            return None
        at, entry = self._input
        if at != len(self.session.partie.events) or self.session.step is not Step.PLAY:
            self._input = None
            return None
        return entry

    def _entry(self) -> PlayInput:
        waiting = self._waiting()
        if waiting is not None:
            return waiting
        state = self.session.partie.state
        return PlayInput.start(self.current_plays(), state.position.counts(state.mover), rest_steps(state.position))

    def put_back(self) -> None:
        """The dames moved this throw go back where they were (Esc, Ctrl+Z): nothing is played."""
        if self._input is None:
            return
        self._input = None
        self.message.setText(_tr("PlayWidget", "Put back: play again."))
        self.refresh()

    def _wait(self, entry: PlayInput) -> None:
        """The dames moved so far stay where the person put them, the landings of the plays left are lit: the
        studio waits for the rest, which it does not choose."""
        self._input = (len(self.session.partie.events), entry)
        self._origin = None
        self._show_waiting(entry)
        self.message.setText(
            _tr("PlayWidget", "Several plays go on from here: move the next dame (Esc puts the dames back).")
        )

    def _show_waiting(self, entry: PlayInput) -> None:
        state = self.session.partie.state
        mover = state.mover
        positions = intermediate_positions(state.position, mover, entry.made)
        if positions:
            self.board.setPosition(positions[-1])
        self.board.setPlay([(_point(mover, a), _point(mover, b)) for a, b in entry.made if b <= 24])
        self._show_plays(entry.plays())
        self.board.setHighlights({point: "target" for point in landing_points(mover, set(entry.next_landings()))})
        self.undo_button.setEnabled(True)  # puts the dames back

    def select_dame(self, step: int | None) -> None:
        """Pick the dame on ``step``: its reachable points are highlighted and the list keeps the plays moving it."""
        landings = self.landings(step) if step is not None else {}
        if not landings:
            self._origin = None
            waiting = self._waiting()
            if waiting is not None:
                self._show_waiting(waiting)
            else:
                self._show_plays(self.current_plays())
            if step is not None and 1 <= step <= 24 and self._entry().now()[step - 1]:
                self.message.setText(_tr("PlayWidget", "No legal play moves this dame."))
            return
        self.message.clear()
        self._origin = step
        plays: list[Play] = []
        for group in landings.values():
            plays.extend(play for play in group if play not in plays)
        self._show_plays(plays, landing_steps=set(landings))

    def move_dame(self, origin: int, target: int) -> bool:
        """Put the dame from ``origin`` on ``target`` (steps).  The play is made when it is the only one left (its
        other moves forced); when several go on from there the studio waits for the next dame; when one of them
        is already whole the person is asked which he means."""
        entry = self._entry().advance(origin, target)
        if entry is None:
            return False
        outcome = entry.outcome()
        if outcome is Outcome.WAIT:
            self._wait(entry)
            return True
        if outcome is Outcome.COMPLETE:
            play = entry.play()
            self._input = None
            if entry.completed_by_studio() and any(seat.computer for seat in self.session.setup.seats):
                # Against the computer (which answers at once) the moves the studio added are shown first.
                self.propose(play)
                return True
            return self.play_moves(play.moves)
        completions = entry.plays()
        self._show_plays(completions)
        chosen = self.ask_completion(completions)
        if chosen is None:
            self.message.setText(_tr("PlayWidget", "Choose how the throw is completed, in the list or on the board."))
            return True
        return self.play_moves(chosen.moves)

    def _menu_completion(self, plays: list[Play]) -> Play | None:
        return completion_menu(self, plays, self.session.partie.state.mover, self.board)

    # -- the computer -------------------------------------------------------------------

    def _is_computer(self) -> bool:
        return self.session.computer_to_act()

    def _schedule(self) -> None:
        if self.session.computer_to_act() and not self._thinking and not self._timer.isActive():
            self._timer.start(self.delay_ms)

    def _start_computer(self) -> None:
        if not self.session.computer_to_act() or self._thinking:
            return
        self._thinking = True
        self._ticket += 1
        self.busy.show()
        if self._pool.activeThreadCount() == 0:
            # The jobs done are let go only here, while no thread of the pool runs and no signal of theirs is being
            # delivered: dropped in their own slot (as they were), a job and its signals could be freed while the
            # pool's thread or Qt's delivery still used them, and the studio crashed at random under load.
            self._jobs.clear()
        job = _Think(self.session, self._ticket)
        job.setAutoDelete(False)
        job.signals.done.connect(self._computer_done, Qt.ConnectionType.QueuedConnection)
        job.signals.failed.connect(self._computer_failed, Qt.ConnectionType.QueuedConnection)
        self._jobs.append(job)
        self._pool.start(job)

    def _computer_done(self, ticket: int, code: str) -> None:
        self._thinking = False
        self.busy.hide()
        if ticket != self._ticket:
            return
        if code.startswith("M") and self.step_ms > 0:
            self._start_showing(code)
            return
        self._apply_computer(code)

    def _apply_computer(self, code: str) -> None:
        start = len(self.session.partie.events)
        try:
            self.session.apply(code, human=False)
        except IllegalEventError as error:
            self.message.setText(error_text(error))
        self._announce(start)
        self.refresh()
        self.changed.emit()

    def _start_showing(self, code: str) -> None:
        """Show the computer's play on the board dame by dame, then make it (:meth:`skip` makes it at once)."""
        rest = code[1:]
        moves = () if rest in ("", "-") else tuple(_parse_move(part) for part in rest.split("."))
        state = self.session.partie.state
        positions = intermediate_positions(state.position, state.mover, moves)
        if not positions:
            self._apply_computer(code)
            return
        self._showing = (code, positions, 0)
        self.skip_button.show()
        self._show_next_move()

    def _show_next_move(self) -> None:
        if self._showing is None:
            return
        code, positions, shown = self._showing
        if shown >= len(positions):
            self.skip()
            return
        mover = self.session.partie.state.mover
        moves = tuple(_parse_move(part) for part in code[1:].split("."))
        self.board.setPosition(positions[shown])
        self.board.setPlay([(_point(mover, a), _point(mover, b)) for a, b in moves[: shown + 1] if b <= 24])
        self._showing = (code, positions, shown + 1)
        self._step_timer.start(self.step_ms)

    def showing(self) -> bool:
        """True while the computer's play is being shown on the board."""
        return self._showing is not None

    def skip(self) -> None:
        """Stop showing the computer's play move by move: it is made at once."""
        if self._showing is None:
            return
        code = self._showing[0]
        self._showing = None
        self._step_timer.stop()
        self.skip_button.hide()
        self._apply_computer(code)

    def _computer_failed(self, ticket: int, message: str) -> None:
        self._thinking = False
        self.busy.hide()
        self.message.setText(message)

    def thinking(self) -> bool:
        return self._thinking or self._timer.isActive() or self._showing is not None

    def stop(self) -> None:
        """Stop the computer (before closing)."""
        self._timer.stop()
        self._step_timer.stop()
        self._showing = None
        self._ticket += 1
        self._pool.waitForDone(2000)

    # -- what is shown ------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text again in the current language (called when the language changes)."""
        self.dice_box.setTitle(_tr("PlayWidget", "Dice"))
        self.throw_button.setText(_tr("PlayWidget", "&Throw the dice"))
        self.throw_button.setToolTip(_tr("PlayWidget", "The studio throws the dice (Ctrl+R)"))
        self.enter_button.setText(_tr("PlayWidget", "Enter"))
        self.dice_edit.setToolTip(_tr("PlayWidget", "Type the throw as it fell, e.g. 6-5, then Enter"))
        self.plays_box.setTitle(_tr("PlayWidget", "Legal plays"))
        self.play_button.setText(_tr("PlayWidget", "&Play"))
        self.decide_box.setTitle(_tr("PlayWidget", "A trou is won"))
        self.hold_button.setText(_tr("PlayWidget", "&Hold (tenir)"))
        self.leave_button.setText(_tr("PlayWidget", "&Leave (s'en aller)"))
        for spin in (self.points_spin, self.claim_spin):
            spin.setSuffix(_tr("PlayWidget", " points"))
        self.leave_check.setText(_tr("PlayWidget", "and s'en aller"))
        self.declare_button.setText(_tr("PlayWidget", "&Declare"))
        self.claim_button.setText(_tr("PlayWidget", "É&cole !"))
        self.no_claim_button.setText(_tr("PlayWidget", "&No claim"))
        self.confirm_button.setText(_tr("PlayWidget", "Con&firm (Enter)"))
        self.cancel_button.setText(_tr("PlayWidget", "Undo (Esc)"))
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
        """The window opens with the keys on the board (arrows, Enter, Space), as the editor's; on the dice field
        when the throws are typed."""
        super().showEvent(event)
        if self.dice_edit.isVisibleTo(self) and self.dice_box.isVisibleTo(self):
            self.dice_edit.setFocus()
        else:
            self.board.setFocus()

    def refresh(self) -> None:
        session = self.session
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
                self.board.setPlay([(_point(last.colour, a), _point(last.colour, b)) for a, b in last.moves if b <= 24])
        else:
            self.board.setDice(state.dice)
        self._show_moves(turns)
        computer = session.computer_to_act()
        human_turn = not computer and step is not Step.OVER
        recording = session.setup.recording
        self.dice_box.setVisible(human_turn and step in (Step.THROW, Step.PRIMAUTE))
        self.throw_button.setVisible(not recording)
        typed = session.setup.typed_dice
        for widget in (self.dice_edit, self.enter_button, *self.dice_buttons):
            widget.setVisible(typed)
        self.decide_box.setVisible(human_turn and step is Step.DECIDE)
        self.declare_box.setVisible(human_turn and step is Step.DECLARE)
        self.claim_box.setVisible(human_turn and step is Step.CLAIM)
        self.plays_box.setVisible(step is Step.PLAY)
        self.plays_box.setEnabled(human_turn)
        if step is Step.DECLARE:
            own = session.declaring_own_throw
            self.leave_check.setVisible(own)
            self.leave_check.setChecked(False)
            self.points_spin.setValue(0)
        if step is Step.CLAIM and session.pending is not None:
            self.claim_spin.setValue(0)
        self._origin = None
        self._show_plays(self.current_plays())
        self.board.setHighlights({})
        self.undo_button.setEnabled(session.can_undo() or session.can_take_back())

        self.sheet.setVisible(session.sheet() is not None)
        self._show_texts()
        waiting = self._waiting()
        if waiting is not None:
            self._show_waiting(waiting)
        if self._proposal is not None and step is Step.PLAY:
            self.propose(self._proposal)
        else:
            self._proposal = None
            self.confirm_box.hide()
        if human_turn and step is Step.PLAY and self.isVisible():
            # The board takes the keys: arrows move the cursor, Enter or Space picks up and drops a dame.
            self.board.setFocus()
        if step is Step.OVER:
            self.finished.emit()
        self._schedule()

    def _show_texts(self) -> None:
        """The texts that follow the partie: who is to do what, the score, the boxes' titles, écoles, the sheet."""
        session = self.session
        state = session.partie.state
        step = session.step
        seats = session.seats()
        names = {colour: seat_label(seats[colour].name, colour) for colour in Colour}
        actor = session.actor
        if step is Step.OVER and session.resigned is not None:
            text = _tr("PlayWidget", "<b>The partie is over</b>: {name} resigned, {winner} wins.").format(
                name=names[session.resigned], winner=names[session.resigned.opponent]
            )
        elif step is Step.OVER:
            winner = state.winner
            text = _tr("PlayWidget", "<b>The partie is over</b>: {who}.").format(
                who=_tr("PlayWidget", "partie nulle")
                if winner is None
                else _tr("PlayWidget", "{name} wins").format(name=names[winner])
            )
        elif step is Step.PRIMAUTE:
            text = _tr("PlayWidget", "<b>Primauté</b>: each throws one die; the higher plays both.")
        else:
            assert actor is not None
            doing = {
                Step.THROW: _tr("PlayWidget", "to throw"),
                Step.DECIDE: _tr("PlayWidget", "to hold or leave"),
                Step.PLAY: _tr("PlayWidget", "to play {throw}").format(throw=state.dice.code() if state.dice else ""),
                Step.DECLARE: _tr("PlayWidget", "to mark his points"),
                Step.CLAIM: _tr("PlayWidget", "may claim an école"),
            }[step]
            text = f"<b>{names[actor]}</b> {doing}"
            if session.computer_to_act():
                text += " — " + _tr("PlayWidget", "the computer is thinking…")
        self.status.setText(text)
        self.undo_button.setText(
            _tr("PlayWidget", "&Undo the last input")
            if session.can_undo() or not session.can_take_back()
            else _tr("PlayWidget", "Take &back (with the reply)")
        )
        score = state.score
        line = "<br>".join(
            _tr("PlayWidget", "{name}: {trous}, {points}").format(
                name=names[c],
                trous=count_of(score.of(c).trous, "trou", bold=True),
                points=count_of(score.of(c).points, "point"),
            )
            for c in Colour
        )
        if session.setup.variant.value == "ecrire":
            line += "<br>" + _tr("PlayWidget", "Marqué {n}").format(n=state.marque)
        self.score_label.setText(line)
        if step is Step.DECLARE and session.declaring_own_throw:
            self.declare_box.setTitle(_tr("PlayWidget", "Mark your points from your throw"))
        elif step is Step.DECLARE:
            self.declare_box.setTitle(_tr("PlayWidget", "Mark what the opponent's throw gave you"))
        else:
            self.declare_box.setTitle(_tr("PlayWidget", "Mark your points"))
        if step is Step.CLAIM and session.pending is not None:
            entry = session.pending
            claim = (
                _tr("PlayWidget", "{name} marked {points} points and leaves. École ?")
                if entry.leave
                else _tr("PlayWidget", "{name} marked {points} points. École ?")
            )
            self.claim_box.setTitle(claim.format(name=seats[entry.declarer].name, points=entry.declared))
        else:
            self.claim_box.setTitle(_tr("PlayWidget", "École ?"))
        self._show_ecoles()
        sheet = session.sheet()
        if sheet is not None:
            current = _tr("PlayWidget", "Now marqué {n}: {w} {tw} – {b} {tb} trous").format(
                n=state.marque,
                w=seats[Colour.WHITE].name,
                tw=score.white.trous,
                b=seats[Colour.BLACK].name,
                tb=score.black.trous,
            )
            self.sheet.setSheet(sheet, "" if step is Step.OVER else current)

    def _show_plays(self, plays: list[Play], landing_steps: set[int] | None = None) -> None:
        self.plays.clear()
        session = self.session
        if session.step is not Step.PLAY:
            return
        mover = session.partie.state.mover
        notation, orientation = self.board.notation(), self.board.orientation()
        for play in plays:
            text = format_moves(play.moves, mover, notation, orientation) or _tr("PlayWidget", "-- (no play)")
            item = QListWidgetItem(text, self.plays)
            item.setData(Qt.ItemDataRole.UserRole, play.moves)
        if plays:
            self.plays.setCurrentRow(0)
        highlights: dict[Point, str] = {}
        if self._origin is not None:
            highlights[_point(mover, self._origin)] = "plein"
            for point in landing_points(mover, landing_steps or set()):
                highlights[point] = "target"
        self.board.setHighlights(highlights)

    def _show_moves(self, turns: list[TurnLine]) -> None:
        """The move list: every throw so far, its play and what it scored (the rencontres by name)."""
        notation, orientation = self.board.notation(), self.board.orientation()
        if self._hiding_last_throw() and turns:
            last = turns[-1]
            turns = [*turns[:-1], TurnLine(last.number, last.colour, last.throw, last.moves, ())]
        texts = [turn.text(notation, orientation) for turn in turns]
        if [self.moves_list.item(i).text() for i in range(self.moves_list.count())] == texts:
            return
        self.moves_list.clear()
        self.moves_list.addItems(texts)
        self.moves_list.scrollToBottom()

    def _hiding_last_throw(self) -> bool:
        """With écoles the players find their own points: what the last throw scores is named only once its
        marks are declared and claimed (the turn is over)."""
        return self.session.setup.ecoles and self.session.step not in (Step.THROW, Step.OVER, Step.PRIMAUTE)

    def _announce(self, start: int) -> None:
        """Name what the throws made since ``partie.events[start]`` scored, as it happens."""
        from studio.ui.game_windows.turns import scoring_since

        notation, orientation = self.board.notation(), self.board.orientation()
        seats = self.session.seats()
        lines = []
        scored_throws = scoring_since(self.session.partie, start)
        if self._hiding_last_throw():
            scored_throws = scored_throws[:-1]
        primautes = [e for e in self.session.partie.events[max(0, start) :] if isinstance(e, PrimauteThrow)]
        for event in primautes:
            lines.append(primaute_text(event, seats))
        for colour, throw, events in scored_throws:
            scored = events_text(events, colour, notation, orientation)
            who = seat_label(seats[colour].name, colour)
            if scored:
                lines.append(f"<b>{who} {throw.code()}</b>{colon()}{scored}")  # « Noir 4-2 : battre » in French
            else:
                lines.append(_tr("PlayWidget", "<b>{who} {throw}</b>: no points").format(who=who, throw=throw.code()))
        trous = [] if self._hiding_last_throw() else self._trous_won_since(start)
        if lines:
            self._throw_lines = list(lines)
        elif trous:
            lines = list(self._throw_lines)  # a decision alone: the throw it follows stays named above it
        lines.extend(trous)
        if lines:
            self.scored_label.setText("<br>".join(lines))
        # A screen reader says the throw, its rencontres, the marks and the play as they happen.
        self.board.announce(partie_text(self.session.partie, start, notation, orientation, current_language()))

    def _trous_won_since(self, start: int) -> list[str]:
        """The trous won since ``partie.events[start]``, and whether the winner held or left: the jeu's end was
        shown only by the trous count of the score line.  A decision made after the throw's announcement (the
        computer's, a person's) names the trous of the mark it follows."""
        from notation.game import Decision, Mark

        partie = self.session.partie
        events, states = partie.events, partie.states

        def won_at(index: int, colour: Colour) -> int:
            before = states[index - 1].score.of(colour).trous if index > 0 else 0
            return states[index].score.of(colour).trous - before  # < 0: a new marqué à écrire starts again

        def bredouille_at(index: int) -> bool:
            """Whether the mark at ``index`` made a jeu bredouille (two trous): the engine's marking says."""
            event = events[index]
            assert isinstance(event, Mark)
            before = states[index - 1].score if index > 0 else states[index].score
            try:
                marking = mark(before, event.colour, event.points, own_throw=event.own_throw)
            except ValueError:
                return False
            return 2 in marking.jeux

        won: dict[Colour, tuple[int, bool, bool | None]] = {}
        for index in range(max(0, start), len(events)):
            event = events[index]
            if isinstance(event, Mark) and won_at(index, event.colour) > 0:
                won[event.colour] = (won_at(index, event.colour), bredouille_at(index), None)
            elif isinstance(event, Decision):
                if event.colour not in won:
                    marks = [
                        i for i, e in enumerate(events[:index]) if isinstance(e, Mark) and e.colour is event.colour
                    ]
                    if not marks or won_at(marks[-1], event.colour) <= 0:
                        continue
                    won[event.colour] = (won_at(marks[-1], event.colour), bredouille_at(marks[-1]), None)
                trous, bredouille, _ = won[event.colour]
                won[event.colour] = (trous, bredouille, event.leave)
        seats = self.session.seats()
        lines = []
        for colour, (trous, bredouille, leave) in won.items():
            who = seat_label(seats[colour].name, colour)
            count = count_of(trous, "trou")
            if bredouille:
                count += " bredouille"  # the game's word, the same in both languages
            if leave is None:
                text = _tr("PlayWidget", "<b>{who}</b> wins {trous}")
            elif leave:
                text = _tr("PlayWidget", "<b>{who}</b> wins {trous} and leaves (s'en va)")
            else:
                text = _tr("PlayWidget", "<b>{who}</b> wins {trous} and holds (tient)")
            lines.append(text.format(who=who, trous=count))
        return lines

    def _show_ecoles(self) -> None:
        session = self.session
        if not session.setup.ecoles:
            self.ecole_label.hide()
            return
        self.ecole_label.show()
        parts = []
        if session.ecoles:
            last = session.ecoles[-1]
            seats = session.seats()
            who = seats[last.declarer].name
            if last.ecole.is_ecole:
                kind = (
                    _tr("PlayWidget", "par moins")
                    if last.ecole.kind and last.ecole.kind.value == "moins"
                    else _tr("PlayWidget", "par trop")
                )
                verdict = _tr("PlayWidget", "{who} declared {d}, the laws give {t}: école {kind} of {p} points").format(
                    who=who, d=last.declared, t=last.truth, kind=kind, p=last.ecole.points
                )
            else:
                verdict = _tr("PlayWidget", "{who} declared {d}: right").format(who=who, d=last.declared)
            if last.claim is not None:
                verdict += " · " + _tr("PlayWidget", "claimed {c}, {a} marked").format(
                    c=last.claim.claimed, a=last.claim.accepted
                )
                if last.claim.fausse_ecole:
                    verdict += " · " + _tr("PlayWidget", "fausse école of {f}").format(f=last.claim.fausse_ecole)
            parts.append(verdict)
        totals = session.ecole_totals()
        marked = ", ".join(f"{name} {points}" for name, points in totals.items())
        parts.append(_tr("PlayWidget", "Écoles marked: {totals}").format(totals=marked))
        self.ecole_label.setText("<br>".join(parts))


def completion_menu(parent: QWidget, plays: list[Play], mover: Colour, board: BoardView) -> Play | None:
    """A small menu at the pointer: which of ``plays`` completes the dame's move (None: closed, or no screen to
    show it on)."""
    from PySide6.QtGui import QCursor

    from studio.ui.dialogs import headless

    if headless():
        return None

    menu = QMenu(parent)
    menu.setTitle(_tr("PlayWidget", "Complete the play"))
    notation, orientation = board.notation(), board.orientation()
    for index, play in enumerate(plays):
        action = menu.addAction(format_moves(play.moves, mover, notation, orientation) or "--")
        action.setData(index)
    chosen = menu.exec(QCursor.pos())
    if chosen is None:
        return None
    return plays[int(chosen.data())]


def count_of(count: int, word: str, *, bold: bool = False, language: str | None = None) -> str:
    """``1 trou``, ``3 trous``: the game's French words (trou, point), plural as the UI's language has it: French
    keeps 0 and 1 singular, English only 1.

    >>> count_of(0, "trou", language="fr"), count_of(0, "trou", language="en"), count_of(12, "point", language="fr")
    ('0 trou', '0 trous', '12 points')
    """
    from studio.ui.i18n import current_language

    singular = count in (0, 1) if (language or current_language()) == "fr" else count == 1
    number = f"<b>{count}</b>" if bold else str(count)
    return f"{number} {word}{'' if singular else 's'}"


def primaute_text(event: PrimauteThrow, seats: dict[Colour, Seat]) -> str:
    """Who won the primauté and with what throw: each threw one die, the higher plays both as his first throw."""
    winner = Colour.WHITE if event.white > event.black else Colour.BLACK
    mine, theirs = (event.white, event.black) if winner is Colour.WHITE else (event.black, event.white)
    return _tr("PlayWidget", "<b>{who}</b> wins the primauté, {mine} against {theirs}: he plays {throw}").format(
        who=seat_label(seats[winner].name, winner),
        mine=mine,
        theirs=theirs,
        throw=Throw(event.white, event.black).code(),
    )


def seat_label(name: str, colour: Colour) -> str:
    """A player by his name, with his colour unless the name is the colour's (no « Blanc (Blanc) »)."""
    return name if name.strip().lower() == colour.french.lower() else f"{name} ({colour.french})"


def _step_of(colour: Colour, name: str) -> int | None:
    try:
        point = Point.from_name(name)
    except ValueError:
        return None
    # Steps 1 to 24 on the tablier, 25 off (the board names it N0 for Blanc, B0 for Noir).
    return next((s for s in range(1, 26) if _point(colour, s) == point), None)


def _parse_move(text: str) -> tuple[int, int]:
    origin, _, target = text.partition("-")
    return int(origin), int(target)
