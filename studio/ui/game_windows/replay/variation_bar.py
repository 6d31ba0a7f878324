"""A variation played on the board of the replay.

Its throw typed in the bar, its dames moved on the board; every throw played is written into the record's variation
(:class:`studio.games.replay_model.VariationPlay`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from notation.board import Point, point_of_step
from notation.dice import Throw
from notation.game import IllegalEventError
from notation.rules.moves import Play
from studio.games.replay_model import VariationMove, VariationPlay
from studio.games.session import Step
from studio.games.throws import intermediate_positions
from studio.ui.accessible import describe
from studio.ui.board_view import BoardView
from studio.ui.error_messages import error_text
from studio.ui.game_windows.turns import landing_points
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr

__all__ = ["VariationBar"]


class VariationBar(QWidget):
    """The bar of a variation played on the board, and the board's gestures while it is.

    :attr:`written` after each throw written into the record, :attr:`warned` with what was refused, :attr:`done` when it
    ends."""

    written = Signal()
    warned = Signal(str)
    done = Signal()

    def __init__(
        self,
        board: BoardView,
        choose: Callable[[list[Play]], Play | None],
        ask_leave: Callable[[], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.board = board
        self._choose = choose
        self._ask_leave = ask_leave
        self.play: VariationPlay | None = None
        self.origin: int | None = None
        """The step of the dame picked up."""
        bar = QHBoxLayout(self)
        bar.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.dice = QLineEdit(self)
        self.dice.setPlaceholderText("6-5")
        self.dice.setMaximumWidth(70)
        describe(
            self.dice,
            QT_TRANSLATE_NOOP("Accessible", "Dice of the variation"),
            QT_TRANSLATE_NOOP("Accessible", "The next throw of the variation, as 6-5"),
        )
        self.dice.returnPressed.connect(lambda: self.throw(self.dice.text()))
        self.done_button = QPushButton(self)
        self.done_button.clicked.connect(self.end)
        bar.addWidget(self.label, 1)
        bar.addWidget(self.dice)
        bar.addWidget(self.done_button)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.done_button.setText(_tr("ReplayWidget", "&Done"))
        self.dice.setToolTip(_tr("ReplayWidget", "The throw of the variation, e.g. 6-5, then Enter"))
        if self.play is not None:
            self.refresh()

    def begin(self, play: VariationPlay) -> None:
        self.play = play
        self.origin = None
        self.show()
        self.refresh()
        self.dice.setFocus()

    def end(self) -> None:
        """Stop playing the variation (what was played stays in the record)."""
        self.play = None
        self.origin = None
        self.hide()
        self.board.setHighlights({})
        self.done.emit()

    def refresh(self) -> None:
        """Show the variation's position on the board, and what it awaits in the bar."""
        play = self.play
        if play is None:
            return
        session = play.session
        state = session.partie.state
        self.board.setPosition(state.position)
        self.board.setScore(state.score)
        self.board.setDice(state.dice if session.step is Step.PLAY else None)
        self.board.setPlay([])
        waiting = play.input
        if waiting is not None and session.step is Step.PLAY:
            moving = state.mover
            shown = intermediate_positions(state.position, moving, waiting.made)
            if shown:
                self.board.setPosition(shown[-1])
            self.board.setPlay(
                [(point_of_step(moving, a), point_of_step(moving, b)) for a, b in waiting.made if b <= 24]
            )
            self.board.setHighlights(
                {point: "target" for point in landing_points(moving, set(waiting.next_landings()))}
            )
        who = play.mover().french
        if session.step is Step.PLAY:
            text = _tr("ReplayWidget", "Variation: {who} plays {throw} — click a dame, then where it goes.").format(
                who=who, throw=state.dice.code() if state.dice else ""
            )
        elif session.step is Step.OVER:
            text = _tr("ReplayWidget", "Variation: the partie is over.")
        else:
            text = _tr("ReplayWidget", "Variation: {who}'s throw (type it, then Enter).").format(who=who)
        self.label.setText(text)
        self.dice.setEnabled(play.accepts_throw())

    def throw(self, text: str) -> str:
        """Enter the variation's next throw (``6-5``); return "" or the error."""
        play = self.play
        if play is None:
            return _tr("ReplayWidget", "No variation is being played.")
        written = len(play.turns)
        try:
            play.throw(Throw.parse(text), self._ask_leave)
        except (ValueError, IllegalEventError) as error:
            message = error_text(error, capital=False)
            self.warned.emit(message)
            return message
        self.dice.clear()
        self._after(written)
        return ""

    def _after(self, written: int) -> None:
        play = self.play
        assert play is not None
        if len(play.turns) > written:
            self.origin = None
            self.board.setHighlights({})
            self.written.emit()
        self.refresh()

    def move_dame(self, origin: int, target: int) -> bool:
        """Move the variation's dame from step ``origin`` to ``target`` (the mover's path).

        Asks which play when several complete it.  False when no legal play does."""
        play = self.play
        if play is None:
            return False
        written = len(play.turns)
        try:
            outcome = play.move(origin, target)
            if outcome is VariationMove.REFUSED:
                return False
            if outcome is VariationMove.CHOOSE:
                chosen = self._choose(play.completions)
                if chosen is None:
                    return True
                play.play(chosen)
        except (ValueError, IllegalEventError) as error:
            self.warned.emit(error_text(error))
            return True
        self.origin = None
        self._after(written)
        return True

    def step_of(self, name: str) -> int | None:
        """Return the step of the mover's path at point ``name`` while the variation's throw is to play."""
        play = self.play
        if play is None or play.session.step is not Step.PLAY:
            return None
        try:
            point = Point.from_name(name)
        except ValueError:
            return None
        mover = play.session.partie.state.mover
        return next((s for s in range(1, 26) if point_of_step(mover, s) == point), None)

    def point_clicked(self, name: str) -> None:
        step = self.step_of(name)
        play = self.play
        if step is None or play is None:
            return
        if self.origin is not None and step != self.origin and self.move_dame(self.origin, step):
            return
        landings = play.entry().landings(step)
        waiting = play.input
        if self.origin is None and waiting is not None and not landings:
            # A lit landing clicked, not a dame: played from the one dame that goes there.
            origins = waiting.next_landings().get(step, set())
            if len(origins) == 1 and self.move_dame(next(iter(origins)), step):
                return
        mover = play.session.partie.state.mover
        if not landings:
            self.origin = None
            self.board.setHighlights({})
            self.refresh()
            if play.session.partie.state.position.counts(mover)[step - 1]:
                self.label.setText(self.label.text() + " " + _tr("ReplayWidget", "No legal play moves this dame."))
            return
        self.origin = step
        highlights: dict[Point, str] = {point_of_step(mover, step): "plein"}
        for point in landing_points(mover, set(landings)):
            highlights[point] = "target"
        self.board.setHighlights(highlights)

    def point_dragged(self, origin: str, target: str) -> None:
        start, end = self.step_of(origin), (self.step_of(target) if target else 25)
        if start is not None and end is not None and not self.move_dame(start, end):
            self.point_clicked(origin)
