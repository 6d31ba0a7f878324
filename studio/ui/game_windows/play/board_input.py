"""The dames moved on the play window's board.

A dame picked up, its landings lit, a throw half played waiting for the next dame, a play the studio completed shown for
confirmation (Enter) or put back (Esc); the decisions are the model's (:class:`studio.games.play_model.PlayModel`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QListWidgetItem

from notation.board import Colour, Point, point_of_step
from notation.record.writer import format_moves
from notation.rules.moves import Play
from studio.games.play_model import AdvanceKind
from studio.games.session import Step
from studio.games.throws import intermediate_positions
from studio.ui.game_windows.turns import landing_points
from studio.ui.i18n import tr as _tr

if TYPE_CHECKING:
    from studio.ui.game_windows.play.widget import PlayWidget

__all__ = ["BoardInput"]


def arrows(colour: Colour, moves: tuple[tuple[int, int], ...]) -> list[tuple[Point, Point]]:
    """Return a play's moves as arrows on the board (a dame borne off draws none)."""
    return [(point_of_step(colour, a), point_of_step(colour, b)) for a, b in moves if b <= 24]


def step_of(colour: Colour, name: str) -> int | None:
    """Return the step of ``colour``'s path at point ``name`` (25: off)."""
    try:
        point = Point.from_name(name)
    except ValueError:
        return None
    # Steps 1 to 24 on the tablier, 25 off (the board names it N0 for Blanc, B0 for Noir).
    return next((s for s in range(1, 26) if point_of_step(colour, s) == point), None)


class BoardInput(QObject):
    """The board's clicks, drags and keys while a person plays: forwarded to the model, shown on the board."""

    def __init__(self, view: PlayWidget) -> None:
        super().__init__(view)
        self.view = view
        self.model = view.model
        self.session = view.session
        self.board = view.board
        self.board.pointClicked.connect(self._on_point)
        self.board.pointDragged.connect(self._on_drag)
        self.board.installEventFilter(self)

    def propose(self, play: Play) -> None:
        """Show ``play`` on the board (the position after it, its arrows) until it is confirmed or undone."""
        self.model.proposal = play
        self.model.origin = None
        state = self.session.partie.state
        positions = intermediate_positions(state.position, state.mover, play.moves)
        if positions:
            self.board.setPosition(positions[-1])
        self.board.setPlay(arrows(state.mover, play.moves))
        self.board.setHighlights({})
        notation, orientation = self.board.notation(), self.board.orientation()
        self.view.confirm_box.setTitle(
            _tr("PlayWidget", "Completed by the studio: {play}").format(
                play=format_moves(play.moves, state.mover, notation, orientation)
            )
        )
        self.view.confirm_box.show()
        self.view.message.clear()
        self.board.setFocus()

    def confirm_play(self) -> None:
        """Make the play shown for confirmation."""
        play = self.model.take_proposal()
        self.view.confirm_box.hide()
        if play is not None:
            self.view.play_moves(play.moves)

    def cancel_play(self) -> None:
        """Put the dames back: the play shown for confirmation is not made."""
        if self.model.take_proposal() is None:
            return
        self.view.confirm_box.hide()
        self.view.message.setText(_tr("PlayWidget", "Put back: play again."))
        self.view.refresh()

    def _drop_proposal(self) -> None:
        """Put back the play shown: a click elsewhere mends the slip."""
        if self.model.take_proposal() is not None:
            self.view.confirm_box.hide()
            self.view.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Take Enter and Esc on the board.

        Enter confirms a play shown for confirmation, Esc puts it back (or drops the dame picked up)."""
        if watched is self.board and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key, model = event.key(), self.model
            if key == Qt.Key.Key_Escape and (
                model.proposal is not None or model.origin is not None or model.waiting() is not None
            ):
                if model.proposal is not None:
                    self.cancel_play()
                elif model.origin is None:
                    self.put_back()
                else:
                    self.select_dame(None)
                    self.view.message.clear()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and model.proposal is not None:
                self.confirm_play()
                return True
        return super().eventFilter(watched, event)

    def _on_point(self, name: str) -> None:
        """Handle a click on a point.

        Click a dame: every point it can reach is highlighted (the sum of both numbers too); click one of them to play.
        When several plays end the dame there, the player is asked which (never guessed)."""
        if self.model.showing():
            self.view.skip()
            return
        self._drop_proposal()
        if not self.model.can_move():
            return
        step = step_of(self.session.partie.state.mover, name)
        if step is None:
            return
        origin = self.model.origin
        if origin is not None and step != origin and self.move_dame(origin, step):
            return
        waiting = self.model.waiting()
        if origin is None and waiting is not None and not waiting.landings(step):
            # A lit landing clicked, not a dame: played from the one dame that goes there.
            origins = waiting.next_landings().get(step, set())
            if len(origins) == 1 and self.move_dame(next(iter(origins)), step):
                return
        self.select_dame(step)

    def _on_drag(self, origin: str, target: str) -> None:
        """Play a dame dragged to a point as a click on the dame and one on the point."""
        self._drop_proposal()
        if not self.model.can_move():
            return
        mover = self.session.partie.state.mover
        # Dropped off the tablier: borne off.
        start, end = step_of(mover, origin), (step_of(mover, target) if target else 25)
        if start is not None and end is not None and not self.move_dame(start, end):
            self.select_dame(start)

    def put_back(self) -> None:
        """Put the dames moved this throw back where they were (Esc, Ctrl+Z): nothing is played."""
        if self.model.put_back():
            self.view.message.setText(_tr("PlayWidget", "Put back: play again."))
            self.view.refresh()

    def show_waiting(self) -> None:
        """Show the dames moved so far where the person put them, and light the landings of the plays left."""
        entry = self.model.waiting()
        if entry is None:
            return
        state = self.session.partie.state
        positions = intermediate_positions(state.position, state.mover, entry.made)
        if positions:
            self.board.setPosition(positions[-1])
        self.board.setPlay(arrows(state.mover, entry.made))
        self.show_plays(entry.plays())
        self.board.setHighlights({point: "target" for point in landing_points(state.mover, set(entry.next_landings()))})
        self.view.undo_button.setEnabled(True)  # puts the dames back

    def select_dame(self, step: int | None) -> None:
        """Pick the dame on ``step``: its reachable points are highlighted and the list keeps the plays moving it."""
        landings = self.model.landings(step) if step is not None else {}
        if not landings:
            self.model.origin = None
            if self.model.waiting() is not None:
                self.show_waiting()
            else:
                self.show_plays(self.view.current_plays())
            if step is not None and 1 <= step <= 24 and self.model.entry().now()[step - 1]:
                self.view.message.setText(_tr("PlayWidget", "No legal play moves this dame."))
            return
        self.view.message.clear()
        self.model.origin = step
        plays: list[Play] = []
        for group in landings.values():
            plays.extend(play for play in group if play not in plays)
        self.show_plays(plays, landing_steps=set(landings))

    def move_dame(self, origin: int, target: int) -> bool:
        """Put the dame from ``origin`` on ``target`` (steps).

        The model says whether the play is made, shown for confirmation, awaits the next dame, or is to be chosen."""
        advance = self.model.advance(origin, target)
        if advance.kind is AdvanceKind.REFUSED:
            return False
        if advance.kind is AdvanceKind.WAIT:
            self.show_waiting()
            self.view.message.setText(
                _tr("PlayWidget", "Several plays go on from here: move the next dame (Esc puts the dames back).")
            )
            return True
        if advance.kind is AdvanceKind.PROPOSE:
            # Against the computer (which answers at once) the moves the studio added are shown first.
            self.propose(advance.plays[0])
            return True
        if advance.kind is AdvanceKind.PLAY:
            return self.view.play_moves(advance.plays[0].moves)
        completions = list(advance.plays)
        self.show_plays(completions)
        chosen = self.view.ask_completion(completions)
        if chosen is None:
            self.view.message.setText(
                _tr("PlayWidget", "Choose how the throw is completed, in the list or on the board.")
            )
            return True
        return self.view.play_moves(chosen.moves)

    def show_plays(self, plays: list[Play], landing_steps: set[int] | None = None) -> None:
        self.view.plays.clear()
        session = self.session
        if session.step is not Step.PLAY:
            return
        mover = session.partie.state.mover
        notation, orientation = self.board.notation(), self.board.orientation()
        for play in plays:
            text = format_moves(play.moves, mover, notation, orientation) or _tr("PlayWidget", "-- (no play)")
            item = QListWidgetItem(text, self.view.plays)
            item.setData(Qt.ItemDataRole.UserRole, play.moves)
        if plays:
            self.view.plays.setCurrentRow(0)
        highlights: dict[Point, str] = {}
        origin = self.model.origin
        if origin is not None:
            highlights[point_of_step(mover, origin)] = "plein"
            for point in landing_points(mover, landing_steps or set()):
                highlights[point] = "target"
        self.board.setHighlights(highlights)
