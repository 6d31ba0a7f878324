"""The replay window's widget.

The board, the move list, the status line, the tutor's analysis and a variation played on the board; it renders a
:class:`studio.games.replay_model.ReplayModel` and forwards the user's gestures to it (navigation, comments, marks,
variations)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QSplitter, QToolBar, QVBoxLayout, QWidget

from notation.board import Position, point_of_step
from notation.game import IllegalEventError
from notation.record import GameRecord
from notation.rules.moves import Play
from notation.tutor.ranking import Analysis, Rating
from studio.games.replay_model import Inputs, Refusal, ReplayModel, ReplayRefused, Stop, turn_text
from studio.ui.board_view import BoardView
from studio.ui.error_messages import error_text
from studio.ui.game_windows.replay import texts
from studio.ui.game_windows.replay.actions import ReplayActions
from studio.ui.game_windows.replay.analysis_pane import AnalysisPane
from studio.ui.game_windows.replay.move_list import MoveList
from studio.ui.game_windows.replay.variation_bar import VariationBar
from studio.ui.game_windows.scoresheet_widget import ScoresheetWidget
from studio.ui.i18n import tr as _tr

__all__ = ["ReplayWidget", "refusal_text"]


def refusal_text(refused: ReplayRefused) -> str:
    """Say why the replay refused an edit, in the user's language."""
    texts = {
        Refusal.NO_THROW_FOR_VARIATION: _tr("ReplayWidget", "Choose a throw first: a variation replaces it."),
        Refusal.NOT_A_THROW: _tr("ReplayWidget", "A variation replaces a throw."),
        Refusal.NO_THROW_FOR_MARK: _tr("ReplayWidget", "Choose a throw first: a mark goes on a throw."),
        Refusal.NOT_A_MARK: _tr("ReplayWidget", "Not a mark: {glyph}").format(glyph=refused.detail),
        Refusal.ECOLES: _tr("ReplayWidget", "In a partie with écoles, type the variation (Add a variation…)."),
        Refusal.NO_VARIATION: _tr("ReplayWidget", "No variation is being played."),
    }
    return texts[refused.refusal]


class ReplayWidget(QWidget):
    """Shows a record.

    :attr:`recordChanged` is emitted when a comment, a mark or a variation is edited (and :attr:`modified` stays True
    until the record is saved)."""

    recordChanged = Signal()
    bookletWritten = Signal(str)
    """The path of a booklet with the tutor's analysis, once written (see :meth:`export_analysed_booklet`)."""
    analysisReady = Signal(object)
    """The tutor's :class:`Analysis` of the main line, once computed (see :meth:`analyse_game`)."""

    def __init__(self, record: GameRecord | str, parent: QWidget | None = None, *, model: ReplayModel | None = None):
        super().__init__(parent)
        self.model = model if model is not None else ReplayModel(record)
        """What is replayed: the record, its stops, the one shown, its edits and whether they are saved."""
        self.ask_completion: object = None
        """Asks which play completes a dame's move when several do (None: a menu; tests replace it)."""
        self.ask_leave: object = None
        """Asks whether the player holds or leaves after a trou won in a variation (None: a question box)."""
        self.board = BoardView(parent=self)
        self.tree = MoveList(self)
        self.tree.stopChosen.connect(lambda index: self.goto_stop(index) if index != self.model.index else None)
        self.tree.commentEdited.connect(self.set_comment)
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.setWordWrap(True)
        self.sheet = ScoresheetWidget(self)
        self.toolbar = QToolBar(self)
        self.replay_actions = ReplayActions(
            self,
            {
                "first": self.first,
                "previous": self.previous,
                "next": self.next,
                "last": self.last,
                "goto": self.ask_goto,
                "scoring": self.next_scoring,
                "variation": self.ask_variation,
                "mark": self.ask_mark,
                "play_variation": self.start_variation,
                "analyse": self.analyse_game,
                "analysed_booklet": self.ask_analysed_booklet,
            },
            self.toolbar,
        )
        self.actions_by_id = self.replay_actions.by_key
        self.actions_by_id["analysed_booklet"].setEnabled(False)
        self.analysis_pane = AnalysisPane(self)
        self.analysis_pane.analysed.connect(self._on_analysed)
        self.analysis_pane.runningChanged.connect(lambda running: self.actions_by_id["analyse"].setEnabled(not running))
        self.analysis_pane.bookletWritten.connect(self.bookletWritten)
        self.analysis_progress = self.analysis_pane.progress
        self.analysis_totals = self.analysis_pane.totals
        self.analysis_detail = self.analysis_pane.detail
        # Playing a variation on the board: the throw typed in the bar, the dames moved on the board.
        self.variation_bar = VariationBar(self.board, self._choose_completion, self._ask_leave, self)
        self.variation_bar.written.connect(self._variation_written)
        self.variation_bar.warned.connect(self._warn)
        self.variation_bar.done.connect(lambda: self.goto_stop(self.model.index))
        self.board.pointClicked.connect(self.variation_bar.point_clicked)
        self.board.pointDragged.connect(self.variation_bar.point_dragged)
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 4, 4, 4)
        for widget in (self.status, self.analysis_pane, self.variation_bar):
            side_layout.addWidget(widget)
        side_layout.addWidget(self.tree, 3)
        side_layout.addWidget(self.sheet, 2)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.board)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([760, 520])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)
        self._render_record()

    # -- the texts -------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text again in the current language (called when the language changes)."""
        self.replay_actions.retranslate()
        self.tree.retranslate()
        self.variation_bar.retranslate()
        if self.model.analysis is not None:
            self._show_analysis()
        if self.model.stops:
            self.goto_stop(self.model.index)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the record ------------------------------------------------------------------------

    @property
    def modified(self) -> bool:
        """Changes not yet saved (:attr:`ReplayModel.modified`)."""
        return self.model.modified

    @modified.setter
    def modified(self, value: bool) -> None:
        self.model.modified = value

    @property
    def error(self) -> str:
        """The throw the engine refused when replaying the record, and why ("" when none was)."""
        failure = self.model.failure
        if failure is None:
            return ""
        turn, error = failure
        return f"{turn_text(turn, self.model.record)}: {error_text(error, capital=False)}"

    def record(self) -> GameRecord:
        return self.model.record

    def text(self) -> str:
        return self.model.text()

    def setRecord(self, record: GameRecord | str) -> None:
        self.model.set_record(record)
        self._render_record()

    def _render_record(self) -> None:
        """Rebuild the model's record: the move list again, the analysis if it still holds, the stop shown."""
        model = self.model
        self.tree.fill(model.rows, model.record)
        if model.analysis is not None:
            self._show_analysis()
        elif self.actions_by_id["analysed_booklet"].isEnabled():
            # The main line changed: its analysis no longer holds.
            self.actions_by_id["analysed_booklet"].setEnabled(False)
            self.analysis_pane.forget()
        self.goto_stop(model.index)

    def mark_saved(self) -> None:
        """Mark the record as it is now saved: closing no longer asks."""
        self.model.modified = False

    def _changed(self) -> None:
        self.recordChanged.emit()

    # -- navigation ------------------------------------------------------------------------

    @property
    def stops(self) -> list[Stop]:
        return self.model.stops

    @property
    def main_stops(self) -> list[int]:
        return self.model.main_stops

    @property
    def index(self) -> int:
        return self.model.index

    def current(self) -> Stop:
        return self.model.current()

    def throw_number(self) -> int:
        return self.model.throw_number()

    def goto_stop(self, index: int) -> None:
        """Show stop ``index``: its position, the throw that led there and its play, the score."""
        model = self.model
        model.goto_stop(index)
        stop = model.current()
        state = stop.state
        self.board.setPosition(state.position)
        self.board.setScore(state.score)
        turn = model.current_turn()
        if turn is not None:
            # The throw just played, and its play drawn as arrows.
            self.board.setDice(turn.throw)
            try:
                arrows = [(point_of_step(turn.colour, a), point_of_step(turn.colour, b)) for a, b in turn.moves or ()]
            except ValueError:
                arrows = []
            self.board.setPlay(arrows)
        else:
            self.board.setDice(state.dice)
            self.board.setPlay([])
        self.tree.show_stop(stop.path)
        if model.setup.variant.value == "ecrire":
            session = model.session_from(stop.inputs)
            self.sheet.setSheet(session.sheet())
            self.sheet.show()
        else:
            self.sheet.hide()
        self.status.setText(texts.status_text(model, self.error))
        if model.analysis is not None:
            self.analysis_pane.show_detail(model.current_ratings(), model.record)

    def first(self) -> None:
        self.model.first()
        self.goto_stop(self.model.index)

    def last(self) -> None:
        self.model.last()
        self.goto_stop(self.model.index)

    def next(self) -> None:
        self.model.next()
        self.goto_stop(self.model.index)

    def previous(self) -> None:
        self.model.previous()
        self.goto_stop(self.model.index)

    def goto_throw(self, number: int) -> bool:
        """Show the position after throw ``number`` of the main line (0: the start)."""
        found = self.model.goto_throw(number)
        self.goto_stop(self.model.index)
        return found

    def goto_position(self, position: Position) -> bool:
        """Show the first place of the main line where the tablier is ``position``; False if it never is."""
        if not self.model.goto_position(position):
            return False
        self.goto_stop(self.model.index)
        return True

    def next_scoring(self) -> bool:
        """Go to the next throw of the main line that scores (a rencontre with points, from the engine's score)."""
        found = self.model.next_scoring()
        self.goto_stop(self.model.index)
        return found

    def ask_goto(self) -> None:
        number = texts.ask_throw(self, self.throw_number(), self.model.throws())
        if number is not None:
            self.goto_throw(number)

    # -- editing ---------------------------------------------------------------------------

    def set_comment(self, path: tuple[int, ...], text: str) -> None:
        """Set the comment of the element at ``path`` (the record changes; the list is not rebuilt)."""
        self.model.set_comment(path, text)
        self._changed()

    def set_mark(self, glyph: str, at: tuple[int, ...] | None = None) -> str:
        """Mark the turn at ``at`` (default: the current one) with ``glyph``.

        ``!!``, ``?``… as in :data:`notation.record.model.GLYPHS`; ``""`` takes the mark away.  Returns "" or why it
        cannot."""
        try:
            changed = self.model.set_mark(glyph, at)
        except ReplayRefused as refused:
            return refusal_text(refused)
        if changed:
            self._render_record()
            self._changed()
        return ""

    def ask_mark(self) -> None:
        """Ask which mark the current throw gets (!! très bon, ? mauvais…, or none)."""
        path = self.current().path
        turn = self.model.current_turn()
        if turn is None:
            self._warn(refusal_text(ReplayRefused(Refusal.NO_THROW_FOR_MARK)))
            return
        glyph = texts.ask_glyph(self, turn.glyphs)
        if glyph is not None:
            error = self.set_mark(glyph, path)
            if error:
                self._warn(error)

    def add_variation(self, text: str, at: tuple[int, ...] | None = None, *, replacing: int | None = None) -> str:
        """Add a variation replacing the turn at ``at`` (default: the current one).

        ``6-5 B1-B7 B1-B6`` or several turns written as the record writes them (``replacing``: the number of a variation
        of that turn to write over, from 0).  Returns "" or the error that refused it."""
        try:
            self.model.add_variation(text, at, replacing=replacing)
        except ReplayRefused as refused:
            return refusal_text(refused)
        except (ValueError, IllegalEventError) as error:
            return error_text(error)
        self._render_record()
        self._changed()
        return ""

    def ask_variation(self) -> None:
        text = texts.ask_variation_text(self)
        if text is not None:
            error = self.add_variation(text)
            if error:
                self._warn(error)

    # -- a variation played on the board -------------------------------------------------------

    def playing_variation(self) -> bool:
        return self.variation_bar.play is not None

    def start_variation(self) -> str:
        """Play a variation on the board instead of the current throw.

        Type its throw, move the dames; every throw played is added to the record's variation.  Returns "" or why it
        cannot start."""
        try:
            play = self.model.start_variation()
        except ReplayRefused as refused:
            error = refusal_text(refused)
            self._warn(error)
            return error
        self.variation_bar.begin(play)
        return ""

    def end_variation(self) -> None:
        """Stop playing the variation (what was played stays in the record)."""
        self.variation_bar.end()

    def variation_throw(self, text: str) -> str:
        """Enter the variation's next throw (``6-5``); return "" or the error."""
        return self.variation_bar.throw(text)

    def variation_move(self, origin: int, target: int) -> bool:
        """Move the variation's dame from step ``origin`` to ``target`` (the mover's path).

        Asks which play when several complete it.  False when no legal play does."""
        return self.variation_bar.move_dame(origin, target)

    def _variation_written(self) -> None:
        """Show a throw of the variation written into the record: the list shows it, the bar goes on."""
        self._render_record()
        self._changed()
        self.variation_bar.refresh()

    def _choose_completion(self, completions: list[Play]) -> Play | None:
        if callable(self.ask_completion):
            chosen = self.ask_completion(completions)
            return chosen if isinstance(chosen, Play) else None
        # imported here: studio.ui.game_windows.play.texts costs 88 ms, only this feature needs it
        from studio.ui.game_windows.play.texts import completion_menu

        play = self.variation_bar.play
        assert play is not None
        return completion_menu(self, completions, play.session.partie.state.mover, self.board)

    def _ask_leave(self) -> bool:
        if callable(self.ask_leave):
            return bool(self.ask_leave())
        return texts.ask_leave(self)

    def _warn(self, error: str) -> None:
        self.status.setText(self.status.text() + "<br><span style='color:#b3261e'>" + error + "</span>")

    # -- the tutor's analysis ------------------------------------------------------------------

    def analysis(self) -> Analysis | None:
        """Return the tutor's analysis of the main line (None before :meth:`analyse_game` has finished)."""
        return self.model.analysis

    def analysis_running(self) -> bool:
        return self.analysis_pane.running()

    def analyse_game(self) -> None:
        """Rate every play and decision of the main line against the tutor's best.

        Off the interface's thread, with a progress bar; then mark each throw (``?!``, ``?``, ``??``) and show each
        player's totals."""
        inputs = self.model.main_inputs()
        self.analysis_pane.start(self.model.session_from(inputs).partie, inputs)

    def wait_for_analysis(self) -> None:
        """Block until the analysis under way ends (for the tests and before the window goes away)."""
        self.analysis_pane.wait()

    def _on_analysed(self, inputs: Inputs, analysis: Analysis) -> None:
        if not self.model.set_analysis(inputs, analysis):
            return  # the main line changed meanwhile
        self.actions_by_id["analysed_booklet"].setEnabled(True)
        self._show_analysis()
        self.analysisReady.emit(analysis)

    def _show_analysis(self) -> None:
        model = self.model
        if model.analysis is None:
            return
        self.tree.show_analysis(model.analysis, model.record)
        self.analysis_pane.show_totals(model.analysis, texts.names(model, at_stop=False))
        self.analysis_pane.show_detail(model.current_ratings(), model.record)

    def ratings_of(self, number: int) -> list[Rating]:
        """Return the tutor's ratings of main-line throw ``number`` (a decision and a play, or one of them)."""
        return self.model.ratings_of(number)

    def ask_analysed_booklet(self) -> None:
        """Ask where to write the booklet of the game with the tutor's marks and totals, then write it."""
        if self.model.analysis is None:
            return
        path = texts.ask_booklet_path(self)
        if path:
            self.export_analysed_booklet(path)

    def export_analysed_booklet(self, path: str) -> None:
        """Write the booklet of the record with the tutor's analysis to ``path``, off the interface's thread.

        :attr:`bookletWritten` when done; the file is written whole or not at all."""
        if self.model.analysis is not None:
            self.analysis_pane.write_booklet(self.model.record, self.model.analysis, path)
