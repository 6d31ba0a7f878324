"""Replaying a record: navigation (first, previous, next, last, go to a throw, next scoring event), the move list
with comments edited in place, and variations shown indented and entered from any throw.

Positions come from the engine: the record's turns are replayed through a
:class:`studio.games.session.GameSession` (so records with declared marks and
écoles replay too).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

import shiboken6
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QToolBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from notation.board import Colour, Point, Position, point_of_step
from notation.dice import Throw
from notation.game import GameState, IllegalEventError
from notation.record import GameRecord, Turn, model, read_record, write_record
from notation.record.replay import last_played
from notation.record.writer import format_moves
from notation.rules.moves import Play, rest_steps
from notation.tutor.ranking import Analysis, Flag, Rating
from studio.games.play_input import Outcome, PlayInput
from studio.games.session import GameSession, Step, setup_from_record
from studio.ui.accessible import describe
from studio.ui.board_view import BoardView
from studio.ui.columns import share_columns
from studio.ui.error_messages import error_text
from studio.ui.game_windows.analysis_view import FLAG_COLOURS, GameAnalysisTask, rating_detail, rating_mark, totals_text
from studio.ui.game_windows.scoresheet_widget import ScoresheetWidget
from studio.ui.game_windows.turns import (
    colon,
    events_text,
    intermediate_positions,
    landing_points,
    scoring_since,
)
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language
from studio.ui.i18n import tr as _tr
from studio.ui.tasks import BackgroundTask

__all__ = ["ReplayWidget", "turn_text"]

_STEP_ARROWS = {"first": "|◀", "previous": "◀", "next": "▶", "last": "▶|"}
"""What the toolbar shows of the four steps through the game."""

_ROLE = Qt.ItemDataRole.UserRole


def turn_text(turn: Turn, record: GameRecord) -> str:
    """A turn as the record writes it, without its comments and variations."""
    parts = [f"{turn.number}.", turn.colour.letter, turn.throw.code()]
    if turn.declared is not None:
        parts.append(f"({turn.declared})")
    if turn.leave is not None:
        parts.append("s'en va" if turn.leave else "tient")
    if turn.moves is not None:
        parts.append(format_moves(turn.moves, turn.colour, record.notation, record.orientation) or "--")
    if turn.given is not None:
        parts.append(f"({turn.colour.opponent.letter} {turn.given})")
    parts.extend(turn.glyphs)
    parts.extend(f"école {claim.colour.letter} {claim.points}" for claim in turn.ecoles)
    return " ".join(parts)


@dataclass(frozen=True, slots=True)
class _Stop:
    """A place to stop at: the state after a turn, the inputs made so far, where the turn is in the record."""

    path: tuple[int, ...]
    """Indexes: element in the main line, then (variation, element) pairs."""
    state: GameState
    inputs: tuple[tuple[str, bool], ...]
    sheet_session: GameSession | None = None
    scores: bool = False
    """The throw that led here scored (a rencontre with points)."""


class ReplayWidget(QWidget):
    """Shows a record; :attr:`recordChanged` is emitted when a comment or a variation is edited (and
    :attr:`modified` stays True until the record is saved)."""

    recordChanged = Signal()
    bookletWritten = Signal(str)
    """The path of a booklet with the tutor's analysis, once written (see :meth:`export_analysed_booklet`)."""
    analysisReady = Signal(object)
    """The tutor's :class:`Analysis` of the main line, once computed (see :meth:`analyse_game`)."""

    def __init__(self, record: GameRecord | str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.modified = False
        self.ask_completion: object = None
        """Asks which play completes a dame's move when several do (None: a menu; tests replace it)."""
        self.ask_leave: object = None
        """Asks whether the player holds or leaves after a trou won in a variation (None: a question box)."""
        self._variation: GameSession | None = None
        self._variation_at: tuple[tuple[int, ...], int] | None = None
        self._variation_turns: list[str] = []
        self._origin: int | None = None
        self._variation_input: PlayInput | None = None
        """The variation's dames moved so far this throw, while the rest of its play is not forced."""
        self.board = BoardView(parent=self)
        self.board.pointClicked.connect(self._on_point)
        self.board.pointDragged.connect(self._on_drag)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(3)
        describe(
            self.tree,
            QT_TRANSLATE_NOOP("Accessible", "Turns of the partie"),
            QT_TRANSLATE_NOOP(
                "Accessible", "Each turn's dice, play, the tutor's mark and comment; the board follows the chosen turn"
            ),
        )
        # The tutor's marks (column 2) show between the play and its comment.
        self.tree.header().moveSection(2, 1)
        self.tree.setAlternatingRowColors(True)
        # The comments keep a third of the width (they were four letters wide at 1024 pixels); the throws and the
        # tutor's marks are cut, whole in their tooltips, where the width is short.
        self.columns = share_columns(self.tree, 1, share=0.34)
        self.tree.currentItemChanged.connect(self._on_current)
        self.tree.itemChanged.connect(self._on_item_changed)
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.setWordWrap(True)
        self.sheet = ScoresheetWidget(self)
        self.toolbar = QToolBar(self)
        self.actions_by_id: dict[str, QAction] = {}
        for key, shortcut, handler in (
            ("first", "Home", self.first),
            ("previous", "Left", self.previous),
            ("next", "Right", self.next),
            ("last", "End", self.last),
            ("goto", "Ctrl+G", self.ask_goto),
            ("scoring", "N", self.next_scoring),
            ("variation", "Ctrl+Shift+V", self.ask_variation),
            ("mark", "Ctrl+M", self.ask_mark),
            ("play_variation", "Ctrl+Shift+P", self.start_variation),
            ("analyse", "Ctrl+Shift+A", self.analyse_game),
            ("analysed_booklet", "Ctrl+Shift+B", self.ask_analysed_booklet),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(handler)
            if key != "analysed_booklet":
                # The booklet is an export: the window's Replay menu has it, the bar keeps to the game.
                self.toolbar.addAction(action)
            self.addAction(action)
            self.actions_by_id[key] = action
        self.actions_by_id["analysed_booklet"].setEnabled(False)
        self._holders: list[tuple[QTreeWidgetItem, int]] = []
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 4, 4, 4)
        side_layout.addWidget(self.status)
        self.analysis_progress = QProgressBar(self)
        """The tutor's progress through the game while it analyses it."""
        self.analysis_progress.hide()
        self.analysis_totals = QLabel(self)
        """Each player's errors and equity lost, once the game is analysed."""
        self.analysis_totals.setWordWrap(True)
        self.analysis_totals.setTextFormat(Qt.TextFormat.RichText)
        self.analysis_totals.hide()
        self.analysis_detail = QLabel(self)
        """What the tutor says of the throw shown (its choices, the best, the equity lost), once analysed."""
        self.analysis_detail.setWordWrap(True)
        self.analysis_detail.hide()
        self._analysis: Analysis | None = None
        self._analysis_for: tuple[tuple[str, bool], ...] | None = None
        self._analysis_task: GameAnalysisTask | None = None
        self._booklet_task: BackgroundTask | None = None
        side_layout.addWidget(self.analysis_progress)
        side_layout.addWidget(self.analysis_totals)
        side_layout.addWidget(self.analysis_detail)
        # Playing a variation on the board: the throw typed here, the dames moved on the board.
        self.variation_bar = QWidget(self)
        bar = QHBoxLayout(self.variation_bar)
        bar.setContentsMargins(0, 0, 0, 0)
        self.variation_label = QLabel(self.variation_bar)
        self.variation_label.setWordWrap(True)
        self.variation_dice = QLineEdit(self.variation_bar)
        self.variation_dice.setPlaceholderText("6-5")
        self.variation_dice.setMaximumWidth(70)
        describe(
            self.variation_dice,
            QT_TRANSLATE_NOOP("Accessible", "Dice of the variation"),
            QT_TRANSLATE_NOOP("Accessible", "The next throw of the variation, as 6-5"),
        )
        self.variation_dice.returnPressed.connect(lambda: self.variation_throw(self.variation_dice.text()))
        self.variation_done = QPushButton(self.variation_bar)
        self.variation_done.clicked.connect(self.end_variation)
        bar.addWidget(self.variation_label, 1)
        bar.addWidget(self.variation_dice)
        bar.addWidget(self.variation_done)
        self.variation_bar.hide()
        side_layout.addWidget(self.variation_bar)
        self._retranslate_static()
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
        self.stops: list[_Stop] = []
        self.index = 0
        self._loading = False
        self.setRecord(record)

    # -- the texts -------------------------------------------------------------------------

    def _retranslate_static(self) -> None:
        self.tree.setHeaderLabels(
            [_tr("ReplayWidget", "Throw and play"), _tr("ReplayWidget", "Comment"), _tr("ReplayWidget", "Tutor")]
        )
        texts = {
            "first": _tr("ReplayWidget", "|◀ First"),
            "previous": _tr("ReplayWidget", "◀ Previous"),
            "next": _tr("ReplayWidget", "Next ▶"),
            "last": _tr("ReplayWidget", "Last ▶|"),
            "goto": _tr("ReplayWidget", "Go to throw…"),
            "scoring": _tr("ReplayWidget", "Next scoring event"),
            "variation": _tr("ReplayWidget", "Add a variation…"),
            "mark": _tr("ReplayWidget", "Mark the throw…"),
            "play_variation": _tr("ReplayWidget", "Play a variation on the board"),
            "analyse": _tr("ReplayWidget", "Analyse the game"),
            "analysed_booklet": _tr("ReplayWidget", "Booklet with the analysis…"),
        }
        for key, action in self.actions_by_id.items():
            action.setText(texts[key])
            action.setToolTip(f"{texts[key]} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")
        # On the toolbar the four steps through the game are their arrows alone (the whole name in the
        # tooltip and the menus), so that every action of the bar shows at 1024 pixels, in French too.
        for key, arrows in _STEP_ARROWS.items():
            self.actions_by_id[key].setIconText(arrows)
        self.variation_done.setText(_tr("ReplayWidget", "&Done"))
        self.variation_dice.setToolTip(_tr("ReplayWidget", "The throw of the variation, e.g. 6-5, then Enter"))
        if self._variation is not None:
            self._show_variation()

    def retranslate(self) -> None:
        """Set every text again in the current language (called when the language changes)."""
        self._retranslate_static()
        self._loading = True
        for holder, number in self._holders:
            holder.setText(0, _tr("ReplayWidget", "variation {n}").format(n=number))
        self._loading = False
        if self._analysis is not None:
            self._show_analysis()
        if self.stops:
            self.goto_stop(self.index)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the record ------------------------------------------------------------------------

    def record(self) -> GameRecord:
        return self._record

    def text(self) -> str:
        return write_record(self._record)

    def setRecord(self, record: GameRecord | str) -> None:
        self._record = read_record(record) if isinstance(record, str) else record
        self._setup = setup_from_record(self._record)
        self._rebuild()

    def _session_from(self, inputs: tuple[tuple[str, bool], ...]) -> GameSession:
        session = GameSession(self._setup)
        for code, human in inputs:
            session.apply(code, human=human)
        return session

    def _rebuild(self, keep: tuple[int, ...] | None = None) -> None:
        self._loading = True
        self.tree.clear()
        self._holders = []
        session = GameSession(self._setup)
        start = _Stop((), session.partie.state, ())
        self.stops = [start]
        self.main_stops: list[int] = [0]
        self._items: dict[tuple[int, ...], QTreeWidgetItem] = {}
        self.error = ""
        self._line(session, self._record.elements, (), None)
        self._loading = False
        if self._analysis is not None:
            if self._analysis_for == self._main_inputs():
                self._show_analysis()
            else:
                # The main line changed: its analysis no longer holds.
                self._analysis = None
                self.actions_by_id["analysed_booklet"].setEnabled(False)
                self.analysis_totals.hide()
        self.columns.fit()
        target = 0
        if keep is not None:
            target = next((i for i, stop in enumerate(self.stops) if stop.path == keep), 0)
        self.goto_stop(target)

    def _line(
        self,
        session: GameSession,
        elements: tuple[model.Element, ...],
        path: tuple[int, ...],
        parent: QTreeWidgetItem | None,
    ) -> None:
        grey = QBrush(QColor("#6b6b6b"))
        final = last_played(elements)
        for index, element in enumerate(elements):
            here = (*path, index)
            item = QTreeWidgetItem()
            if parent is None:
                self.tree.addTopLevelItem(item)
            else:
                parent.addChild(item)
            if not isinstance(element, Turn):
                item.setText(0, _describe(element))
                item.setForeground(0, grey)
                item.setText(1, " ".join(element.comments))
                continue
            item.setText(0, turn_text(element, self._record))
            item.setToolTip(0, item.text(0))
            item.setText(1, " ".join(element.comments))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            before = tuple((i.code, i.human) for i in session.inputs)
            for number, variation in enumerate(element.variations):
                holder = QTreeWidgetItem(item)
                holder.setText(0, _tr("ReplayWidget", "variation {n}").format(n=number + 1))
                self._holders.append((holder, number + 1))
                holder.setForeground(0, QBrush(QColor("#3f7bd9")))
                self._line(self._session_from(before), variation, (*here, number), holder)
                holder.setExpanded(True)
            start = len(session.partie.events)
            try:
                session.replay_turn(element, more=index < final)
            except IllegalEventError as error:
                self.error = f"{turn_text(element, self._record)}: {error_text(error, capital=False)}"
                item.setForeground(0, QBrush(QColor("#b3261e")))
                return
            scored = scoring_since(session.partie, start)
            named = "; ".join(
                events_text(events, colour, self._record.notation, self._record.orientation)
                for colour, _throw, events in scored
            ).strip("; ")
            if named:
                # The rencontres the throw scored, by name: « 12. N 6-5 N1-N7 N1-N6: battre à vrai B10, 4 ».
                item.setText(0, f"{item.text(0)}{colon()}{named}")
                item.setToolTip(0, item.text(0))
            stop = _Stop(
                here,
                session.partie.state,
                tuple((i.code, i.human) for i in session.inputs),
                scores=any(event.points for _c, _t, events in scored for event in events),
            )
            item.setData(0, _ROLE, len(self.stops))
            self._items[here] = item
            self.stops.append(stop)
            if parent is None:
                self.main_stops.append(len(self.stops) - 1)
            item.setExpanded(True)

    # -- the tutor's analysis ------------------------------------------------------------------

    def _main_inputs(self) -> tuple[tuple[str, bool], ...]:
        return self.stops[self.main_stops[-1]].inputs

    def analysis(self) -> Analysis | None:
        """The tutor's analysis of the main line (None before :meth:`analyse_game` has finished)."""
        return self._analysis

    def analysis_running(self) -> bool:
        return self._analysis_task is not None

    def analyse_game(self) -> None:
        """Rate every play and decision of the main line against the tutor's best, off the interface's thread,
        with a progress bar; then mark each throw (``?!``, ``?``, ``??``) and show each player's totals."""
        if self._analysis_task is not None:
            return
        inputs = self._main_inputs()
        partie = self._session_from(inputs).partie
        task = GameAnalysisTask(partie)
        self._analysis_task = task
        self.analysis_progress.setRange(0, 0)
        self.analysis_progress.setFormat(_tr("ReplayWidget", "Analysing: %v of %m choices"))
        self.analysis_progress.show()
        self.actions_by_id["analyse"].setEnabled(False)
        task.progressed.connect(self._on_analysis_progress)
        task.succeeded.connect(lambda analysis, inputs=inputs: self._on_analysed(inputs, analysis))
        task.failed.connect(self._on_analysis_failed)
        task.start()

    def wait_for_analysis(self) -> None:
        """Block until the analysis under way ends (for the tests and before the window goes away)."""
        if self._analysis_task is not None:
            self._analysis_task.wait()

    def _on_analysis_progress(self, done: int, total: int) -> None:
        if shiboken6.isValid(self):
            self.analysis_progress.setRange(0, total)
            self.analysis_progress.setValue(done)

    def _end_analysis_task(self) -> bool:
        if not shiboken6.isValid(self):
            return False
        self._analysis_task = None
        self.analysis_progress.hide()
        self.actions_by_id["analyse"].setEnabled(True)
        return True

    def _on_analysis_failed(self, error: object) -> None:
        if self._end_analysis_task():
            self.analysis_totals.setText(
                "<span style='color:#b3261e'>"
                + _tr("ReplayWidget", "The game could not be analysed: {error}").format(
                    error=error_text(error, capital=False)
                )
                + "</span>"
            )
            self.analysis_totals.show()

    def _on_analysed(self, inputs: tuple[tuple[str, bool], ...], analysis: object) -> None:
        if not self._end_analysis_task() or not isinstance(analysis, Analysis):
            return
        if inputs != self._main_inputs():
            return  # the main line changed meanwhile
        self._analysis, self._analysis_for = analysis, inputs
        self.actions_by_id["analysed_booklet"].setEnabled(True)
        self._show_analysis()
        self.analysisReady.emit(analysis)

    def ask_analysed_booklet(self) -> None:
        """Ask where to write the booklet of the game with the tutor's marks and totals, then write it."""
        if self._analysis is None:
            return
        from studio.ui import dialogs

        path = dialogs.save_file_name(
            self,
            None,
            _tr("ReplayWidget", "Booklet with the tutor's analysis"),
            "partie-analysee.pdf",
            _tr("ReplayWidget", "PDF documents (*.pdf)"),
        )
        if path:
            self.export_analysed_booklet(path)

    def export_analysed_booklet(self, path: str) -> None:
        """Write the booklet of the record with the tutor's analysis to ``path``, off the interface's thread
        (:attr:`bookletWritten` when done); the file is written whole or not at all."""
        analysis = self._analysis
        if analysis is None or self._booklet_task is not None:
            return
        record = self._record
        language = current_language()  # the PDF speaks the studio's language

        def write() -> str:
            import io
            import os
            import tempfile
            from pathlib import Path

            from studio.export.booklet import booklet_pdf

            buffer = io.BytesIO()
            booklet_pdf(record, buffer, analysis=analysis, language=language)
            target = Path(path)
            handle, temporary = tempfile.mkstemp(dir=target.parent, suffix=".part")
            try:
                with os.fdopen(handle, "wb") as out:
                    out.write(buffer.getvalue())
                os.replace(temporary, target)
            except BaseException:
                Path(temporary).unlink(missing_ok=True)
                raise
            return path

        task = BackgroundTask(write)
        self._booklet_task = task
        task.succeeded.connect(self._on_booklet_written)
        task.failed.connect(self._on_booklet_failed)
        task.start()

    def _on_booklet_written(self, path: object) -> None:
        if shiboken6.isValid(self):
            self._booklet_task = None
            self.bookletWritten.emit(str(path))

    def _on_booklet_failed(self, error: object) -> None:
        if not shiboken6.isValid(self):
            return
        self._booklet_task = None
        from studio.ui import dialogs

        message = _tr("ReplayWidget", "The booklet could not be written: {error}").format(
            error=error_text(error, capital=False)
        )
        if dialogs.headless():
            self.analysis_detail.setText(message)
            self.analysis_detail.show()
        else:
            QMessageBox.warning(self, _tr("ReplayWidget", "Booklet with the tutor's analysis"), message)

    def ratings_of(self, number: int) -> list[Rating]:
        """The tutor's ratings of main-line throw ``number`` (a decision and a play, or one of them)."""
        if self._analysis is None:
            return []
        return [rating for rating in self._analysis.ratings if rating.turn == number]

    def _show_analysis(self) -> None:
        analysis = self._analysis
        if analysis is None:
            return
        by_turn: dict[int, list[Rating]] = {}
        for rating in analysis.ratings:
            by_turn.setdefault(rating.turn, []).append(rating)
        self._loading = True
        for path, item in self._items.items():
            if len(path) != 1:
                continue
            element = self._record.elements[path[0]]
            if not isinstance(element, Turn):
                continue
            ratings = by_turn.get(element.number, [])
            worst = max(ratings, key=lambda rating: rating.loss, default=None)
            item.setText(2, rating_mark(worst) if worst is not None else "")
            if worst is not None and worst.flag is not Flag.NONE:
                item.setForeground(2, QBrush(QColor(FLAG_COLOURS[worst.flag])))
            item.setToolTip(
                2,
                "\n".join(rating_detail(r, self._record.notation, self._record.orientation) for r in ratings),
            )
        self._loading = False
        self.columns.fit()
        names = {Colour.WHITE: self._setup.seats[0].name, Colour.BLACK: self._setup.seats[1].name}
        from studio.ui.game_windows.play_widget import seat_label

        lines = [totals_text(analysis.totals(colour), seat_label(names[colour], colour)) for colour in Colour]
        self.analysis_totals.setText(
            "<b>" + _tr("ReplayWidget", "The tutor's analysis") + "</b><br>" + "<br>".join(lines)
        )
        self.analysis_totals.show()
        self._show_detail()

    def _show_detail(self) -> None:
        """The tutor's word on the throw shown (main line only)."""
        stop = self.stops[self.index] if self.stops else None
        element = self._element(stop.path) if stop is not None and len(stop.path) == 1 else None
        ratings = self.ratings_of(element.number) if isinstance(element, Turn) else []
        lines = [
            f"{r.flag.mark} {rating_detail(r, self._record.notation, self._record.orientation)}".strip()
            for r in ratings
        ]
        self.analysis_detail.setText("\n".join(lines))
        self.analysis_detail.setVisible(bool(lines))

    # -- navigation ------------------------------------------------------------------------

    def current(self) -> _Stop:
        return self.stops[self.index]

    def goto_stop(self, index: int) -> None:
        self.index = max(0, min(index, len(self.stops) - 1))
        stop = self.stops[self.index]
        state = stop.state
        self.board.setPosition(state.position)
        self.board.setScore(state.score)
        element = self._element(stop.path) if stop.path else None
        if isinstance(element, Turn):
            # The throw just played, and its play drawn as arrows.
            self.board.setDice(element.throw)
            try:
                arrows = [
                    (point_of_step(element.colour, a), point_of_step(element.colour, b)) for a, b in element.moves or ()
                ]
            except ValueError:
                arrows = []
            self.board.setPlay(arrows)
        else:
            self.board.setDice(state.dice)
            self.board.setPlay([])
        item = self._items.get(stop.path)
        self._loading = True
        if item is not None:
            self.tree.setCurrentItem(item)
        else:
            self.tree.clearSelection()
            self.tree.setCurrentIndex(self.tree.rootIndex())
        self._loading = False
        names = {Colour.WHITE: self._setup.seats[0].name, Colour.BLACK: self._setup.seats[1].name}
        if self._setup.variant.value == "ecrire":
            session = self._session_from(stop.inputs)
            names = {colour: seat.name for colour, seat in session.seats().items()}
            self.sheet.setSheet(session.sheet())
            self.sheet.show()
        else:
            self.sheet.hide()
        throw = self.throw_number()
        from studio.ui.game_windows.play_widget import count_of, seat_label

        score = " · ".join(
            _tr("ReplayWidget", "{name}: {trous}, {points}").format(
                name=seat_label(names[c], c),
                trous=count_of(state.score.of(c).trous, "trou"),
                points=count_of(state.score.of(c).points, "point"),
            )
            for c in Colour
        )
        where = _tr("ReplayWidget", "Start") if throw == 0 else _tr("ReplayWidget", "Throw {n}").format(n=throw)
        if len(stop.path) > 1:
            where += " " + _tr("ReplayWidget", "(variation)")
        if self._analysis is not None:
            self._show_detail()
        text = f"<b>{where}</b> / {len(self.main_stops) - 1} — {score}"
        if self.error:
            text += "<br><span style='color:#b3261e'>" + self.error + "</span>"
        self.status.setText(text)

    def throw_number(self) -> int:
        stop = self.stops[self.index]
        if not stop.path:
            return 0
        element = self._element(stop.path)
        return element.number if isinstance(element, Turn) else 0

    def _main_position(self) -> int:
        """Where the current stop stands in the main line (a variation counts as its parent turn's previous stop)."""
        stop = self.stops[self.index]
        if len(stop.path) <= 1:
            return self.main_stops.index(self.index) if self.index in self.main_stops else 0
        top = stop.path[0]
        return max(i for i, s in enumerate(self.main_stops) if not self.stops[s].path or self.stops[s].path[0] < top)

    def first(self) -> None:
        self.goto_stop(0)

    def last(self) -> None:
        self.goto_stop(self.main_stops[-1])

    def next(self) -> None:
        stop = self.stops[self.index]
        following = self.stops[self.index + 1].path if self.index + 1 < len(self.stops) else ()
        if len(stop.path) > 1 and len(following) > 1 and following[:-1] == stop.path[:-1]:
            self.goto_stop(self.index + 1)
            return
        position = self._main_position()
        if position + 1 < len(self.main_stops):
            self.goto_stop(self.main_stops[position + 1])

    def previous(self) -> None:
        stop = self.stops[self.index]
        if len(stop.path) > 1 and self.index > 0 and self.stops[self.index - 1].path[:-1] == stop.path[:-1]:
            self.goto_stop(self.index - 1)
            return
        position = self._main_position()
        if len(stop.path) > 1:
            self.goto_stop(self.main_stops[position])
        elif position > 0:
            self.goto_stop(self.main_stops[position - 1])

    def goto_throw(self, number: int) -> bool:
        """Show the position after throw ``number`` of the main line (0: the start)."""
        if number == 0:
            self.first()
            return True
        for stop_index in self.main_stops[1:]:
            element = self._element(self.stops[stop_index].path)
            if isinstance(element, Turn) and element.number == number:
                self.goto_stop(stop_index)
                return True
        return False

    def goto_position(self, position: Position) -> bool:
        """Show the first place of the main line where the tablier is ``position`` (its dames, and the colour to
        throw when the position says), as a search by position found it; False (nothing moved) if it never is."""
        dames = (tuple(position.white), tuple(position.black))
        candidates = [
            index
            for index in self.main_stops
            if (tuple(self.stops[index].state.position.white), tuple(self.stops[index].state.position.black)) == dames
        ]
        exact = [index for index in candidates if self.stops[index].state.position.to_move == position.to_move]
        chosen = exact or candidates
        if not chosen:
            return False
        self.goto_stop(chosen[0])
        return True

    def ask_goto(self) -> None:
        number, ok = QInputDialog.getInt(
            self,
            _tr("ReplayWidget", "Go to throw"),
            _tr("ReplayWidget", "Throw number:"),
            self.throw_number(),
            0,
            len(self.main_stops) - 1,
        )
        if ok:
            self.goto_throw(number)

    def next_scoring(self) -> bool:
        """Go to the next throw of the main line that scores (a rencontre with points, from the engine's score)."""
        position = self._main_position()
        for later in range(position + 1, len(self.main_stops)):
            if self.stops[self.main_stops[later]].scores:
                self.goto_stop(self.main_stops[later])
                return True
        return False

    def _on_current(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if self._loading or item is None:
            return
        index = item.data(0, _ROLE)
        if isinstance(index, int) and index != self.index:
            self.goto_stop(index)

    # -- editing ---------------------------------------------------------------------------

    def _element(self, path: tuple[int, ...]) -> model.Element:
        elements = self._record.elements
        element: model.Element = elements[path[0]]
        rest = path[1:]
        while rest:
            assert isinstance(element, Turn)
            variation, index = rest[0], rest[1]
            element = element.variations[variation][index]
            rest = rest[2:]
        return element

    def _replace(self, path: tuple[int, ...], new: model.Element) -> None:
        def swap(elements: tuple[model.Element, ...], path: tuple[int, ...]) -> tuple[model.Element, ...]:
            index = path[0]
            if len(path) == 1:
                return (*elements[:index], new, *elements[index + 1 :])
            turn = elements[index]
            assert isinstance(turn, Turn)
            variation = path[1]
            variations = list(turn.variations)
            variations[variation] = swap(variations[variation], path[2:])
            return (*elements[:index], replace(turn, variations=tuple(variations)), *elements[index + 1 :])

        self._record = replace(self._record, elements=swap(self._record.elements, path))

    def set_comment(self, path: tuple[int, ...], text: str) -> None:
        """Set the comment of the element at ``path`` (the record changes; the list is not rebuilt)."""
        element = self._element(path)
        comments = (text.replace("}", ")"),) if text.strip() else ()
        self._replace(path, replace(element, comments=comments))
        self._changed()

    def set_mark(self, glyph: str, at: tuple[int, ...] | None = None) -> str:
        """Mark the turn at ``at`` (default: the current one) with ``glyph`` (``!!``, ``?``… as in
        :data:`notation.record.model.GLYPHS`; ``""`` takes the mark away).  Returns "" or why it cannot."""
        path = at if at is not None else self.current().path
        turn = self._element(path) if path else None
        if not isinstance(turn, Turn):
            return _tr("ReplayWidget", "Choose a throw first: a mark goes on a throw.")
        if glyph and glyph not in model.GLYPHS:
            return _tr("ReplayWidget", "Not a mark: {glyph}").format(glyph=glyph)
        marks = (glyph,) if glyph else ()
        if marks == turn.glyphs:
            return ""
        self._replace(path, replace(turn, glyphs=marks))
        self._rebuild(keep=path)
        self._changed()
        return ""

    def ask_mark(self) -> None:
        """Ask which mark the current throw gets (!! très bon, ? mauvais…, or none)."""
        path = self.current().path
        turn = self._element(path) if path else None
        if not isinstance(turn, Turn):
            self._warn(_tr("ReplayWidget", "Choose a throw first: a mark goes on a throw."))
            return
        none = _tr("ReplayWidget", "(no mark)")
        choices = [none, *model.GLYPHS]
        current = choices.index(turn.glyphs[0]) if turn.glyphs and turn.glyphs[0] in choices else 0
        choice, ok = QInputDialog.getItem(
            self,
            _tr("ReplayWidget", "Mark the throw"),
            _tr("ReplayWidget", "The mark of this throw:"),
            choices,
            current,
            False,
        )
        if ok:
            error = self.set_mark("" if choice == none else choice, path)
            if error:
                self._warn(error)

    def _on_item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._loading or column != 1:
            return
        path = next((p for p, i in self._items.items() if i is item), None)
        if path is not None:
            self.set_comment(path, item.text(1))

    def _changed(self) -> None:
        self.modified = True
        self.recordChanged.emit()

    def mark_saved(self) -> None:
        """The record as it is now has been saved: closing no longer asks."""
        self.modified = False

    def add_variation(self, text: str, at: tuple[int, ...] | None = None, *, replacing: int | None = None) -> str:
        """Add a variation replacing the turn at ``at`` (default: the current one): ``6-5 B1-B7 B1-B6`` or several
        turns written as the record writes them (``replacing``: the number of a variation of that turn to write
        over, from 0).  Returns "" or the error that refused it."""
        path = at if at is not None else self.current().path
        if not path:
            return _tr("ReplayWidget", "Choose a throw first: a variation replaces it.")
        turn = self._element(path)
        if not isinstance(turn, Turn):
            return _tr("ReplayWidget", "A variation replaces a throw.")
        body = text.strip()
        if not re.match(r"\d+\.", body):
            body = f"{turn.number}. {turn.colour.letter} {body}"
        tags = "".join(f'[{name} "{value}"]\n' for name, value in self._record.tags if name in ("Notation", "Haut"))
        try:
            line = read_record(f"%trictrac 1\n{tags}{body}").elements
        except ValueError as error:
            return error_text(error)
        stop_before = self._stop_before(path)
        session = self._session_from(stop_before.inputs)
        try:
            final = last_played(line)
            for index, element in enumerate(line):
                if isinstance(element, Turn) and not session.replay_turn(element, more=index < final):
                    break
        except IllegalEventError as error:
            return error_text(error)
        if replacing is not None and 0 <= replacing < len(turn.variations):
            variations = list(turn.variations)
            variations[replacing] = line
            self._replace(path, replace(turn, variations=tuple(variations)))
            self._rebuild(keep=(*path, replacing, len(line) - 1))
        else:
            self._replace(path, replace(turn, variations=(*turn.variations, line)))
            self._rebuild(keep=(*path, len(turn.variations), len(line) - 1))
        self._changed()
        return ""

    def _stop_before(self, path: tuple[int, ...]) -> _Stop:
        index = next(i for i, stop in enumerate(self.stops) if stop.path == path)
        previous = [s for s in self.stops[:index] if len(s.path) == len(path) and s.path[:-1] == path[:-1]]
        if previous:
            return previous[-1]
        if len(path) > 1:
            return self._stop_before(path[:-2])
        return self.stops[0]

    def ask_variation(self) -> None:
        text, ok = QInputDialog.getText(
            self,
            _tr("ReplayWidget", "Add a variation"),
            _tr("ReplayWidget", "The throw and the play instead (e.g. 6-5 B1-B7 B1-B6):"),
        )
        if ok and text.strip():
            error = self.add_variation(text)
            if error:
                self._warn(error)

    # -- a variation played on the board -------------------------------------------------------

    def playing_variation(self) -> bool:
        return self._variation is not None

    def start_variation(self) -> str:
        """Play a variation on the board instead of the current throw: type its throw, move the dames; every
        throw played is added to the record's variation.  Returns "" or why it cannot start."""
        path = self.current().path
        if not path or not isinstance(self._element(path), Turn):
            error = _tr("ReplayWidget", "Choose a throw first: a variation replaces it.")
            self._warn(error)
            return error
        if self._setup.ecoles:
            error = _tr("ReplayWidget", "In a partie with écoles, type the variation (Add a variation…).")
            self._warn(error)
            return error
        before = self._stop_before(path)
        self._variation = self._session_from(before.inputs)
        self._variation_at = (path, -1)
        self._variation_turns = []
        self._origin = None
        self._variation_input = None
        self.variation_bar.show()
        self._show_variation()
        self.variation_dice.setFocus()
        return ""

    def end_variation(self) -> None:
        """Stop playing the variation (what was played stays in the record)."""
        self._variation = None
        self._variation_at = None
        self._origin = None
        self._variation_input = None
        self.variation_bar.hide()
        self.board.setHighlights({})
        self.goto_stop(self.index)

    def _show_variation(self) -> None:
        session = self._variation
        if session is None:
            return
        state = session.partie.state
        self.board.setPosition(state.position)
        self.board.setScore(state.score)
        self.board.setDice(state.dice if session.step is Step.PLAY else None)
        self.board.setPlay([])
        waiting = self._variation_input
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
        mover = session.partie.state.mover if session.step is not Step.PRIMAUTE else self._first_colour()
        who = mover.french
        if session.step is Step.PLAY:
            text = _tr("ReplayWidget", "Variation: {who} plays {throw} — click a dame, then where it goes.").format(
                who=who, throw=state.dice.code() if state.dice else ""
            )
        elif session.step is Step.OVER:
            text = _tr("ReplayWidget", "Variation: the partie is over.")
        else:
            text = _tr("ReplayWidget", "Variation: {who}'s throw (type it, then Enter).").format(who=who)
        self.variation_label.setText(text)
        self.variation_dice.setEnabled(session.step in (Step.THROW, Step.PRIMAUTE))

    def _first_colour(self) -> Colour:
        assert self._variation_at is not None
        turn = self._element(self._variation_at[0])
        assert isinstance(turn, Turn)
        return turn.colour

    def variation_throw(self, text: str) -> str:
        """The variation's next throw (``6-5``); returns "" or the error."""
        session = self._variation
        if session is None:
            return _tr("ReplayWidget", "No variation is being played.")
        try:
            throw = Throw.parse(text)
            self._thrower = session.partie.state.mover if session.step is not Step.PRIMAUTE else self._first_colour()
            if session.step is Step.PRIMAUTE:
                high, low = throw.high, throw.low
                session.primaute(*((high, low) if self._thrower is Colour.WHITE else (low, high)))
            else:
                session.roll(throw)
        except (ValueError, IllegalEventError) as error:
            self._warn(error_text(error, capital=False))
            return error_text(error, capital=False)
        self.variation_dice.clear()
        self._leave: bool | None = None
        if session.step is Step.DECIDE:
            self._leave = self._ask_leave()
            session.decide(self._leave)
        self._throw = throw
        if session.step is Step.PLAY:
            plays = session.legal_plays()
            if len(plays) == 1 and not plays[0].moves:
                return self._variation_played(())
        elif session.step is not Step.OVER:
            return self._variation_played(None)
        self._show_variation()
        return ""

    def _ask_leave(self) -> bool:
        if callable(self.ask_leave):
            return bool(self.ask_leave())
        from studio.ui.dialogs import headless

        if headless():
            return False  # nobody to ask: he holds
        answer = QMessageBox.question(
            self,
            _tr("ReplayWidget", "A trou is won"),
            _tr("ReplayWidget", "S'en aller (leave)? No: tenir (hold)."),
        )
        return answer == QMessageBox.StandardButton.Yes

    def variation_move(self, origin: int, target: int) -> bool:
        """Move the variation's dame from step ``origin`` to ``target`` (the mover's path); asks which play when
        several complete it.  False when no legal play does."""
        session = self._variation
        if session is None or session.step is not Step.PLAY:
            return False
        entry = self._variation_entry().advance(origin, target)
        if entry is None:
            return False
        if entry.outcome() is Outcome.WAIT:
            # Several plays go on from there: the dame stays where it was put, the next landings lit.
            self._variation_input = entry
            self._origin = None
            self._show_variation()
            return True
        self._variation_input = None
        completions = entry.plays()
        chosen: Play | None = completions[0]
        if len(completions) > 1:
            if callable(self.ask_completion):
                chosen = self.ask_completion(completions)
            else:
                from studio.ui.game_windows.play_widget import completion_menu

                chosen = completion_menu(self, completions, session.partie.state.mover, self.board)
        if chosen is None:
            return True
        session.play(chosen.moves)
        self._variation_played(chosen.moves)
        return True

    def _variation_played(self, moves: tuple[tuple[int, int], ...] | None) -> str:
        """One throw of the variation is played: write it into the record's variation."""
        session = self._variation
        assert session is not None and self._variation_at is not None
        path, number = self._variation_at
        turn = self._element(path)
        assert isinstance(turn, Turn)
        thrower = self._thrower
        body = f"{turn.number + len(self._variation_turns)}. {thrower.letter} {self._throw.code()}"
        if self._leave is not None:
            body += " s'en va" if self._leave else " tient"
        if moves is not None:
            body += " " + (format_moves(moves, thrower, self._record.notation, self._record.orientation) or "--")
        self._variation_turns.append(body)
        error = self.add_variation("\n".join(self._variation_turns), at=path, replacing=None if number < 0 else number)
        if error:
            self._variation_turns.pop()
            self._warn(error)
            return error
        if number < 0:
            updated = self._element(path)
            assert isinstance(updated, Turn)
            self._variation_at = (path, len(updated.variations) - 1)
        self._origin = None
        self.board.setHighlights({})
        self._show_variation()
        return ""

    def _variation_step(self, name: str) -> int | None:
        session = self._variation
        if session is None or session.step is not Step.PLAY:
            return None
        try:
            point = Point.from_name(name)
        except ValueError:
            return None
        mover = session.partie.state.mover
        return next((s for s in range(1, 26) if point_of_step(mover, s) == point), None)

    def _on_point(self, name: str) -> None:
        step = self._variation_step(name)
        if step is None or self._variation is None:
            return
        if self._origin is not None and step != self._origin and self.variation_move(self._origin, step):
            return
        landings = self._variation_entry().landings(step)
        waiting = self._variation_input
        if self._origin is None and waiting is not None and not landings:
            # A lit landing clicked, not a dame: played from the one dame that goes there.
            origins = waiting.next_landings().get(step, set())
            if len(origins) == 1 and self.variation_move(next(iter(origins)), step):
                return
        mover = self._variation.partie.state.mover
        if not landings:
            self._origin = None
            self.board.setHighlights({})
            self._show_variation()
            if self._variation.partie.state.position.counts(mover)[step - 1]:
                self.variation_label.setText(
                    self.variation_label.text() + " " + _tr("ReplayWidget", "No legal play moves this dame.")
                )
            return
        self._origin = step
        highlights: dict[Point, str] = {point_of_step(mover, step): "plein"}
        for point in landing_points(mover, set(landings)):
            highlights[point] = "target"
        self.board.setHighlights(highlights)

    def _variation_entry(self) -> PlayInput:
        """The dames of the variation's throw moved so far (none yet: every legal play open)."""
        session = self._variation
        assert session is not None
        if self._variation_input is not None:
            return self._variation_input
        state = session.partie.state
        return PlayInput.start(session.legal_plays(), state.position.counts(state.mover), rest_steps(state.position))

    def _on_drag(self, origin: str, target: str) -> None:
        start, end = self._variation_step(origin), (self._variation_step(target) if target else 25)
        if start is not None and end is not None and not self.variation_move(start, end):
            self._on_point(origin)

    def _warn(self, error: str) -> None:
        self.status.setText(self.status.text() + "<br><span style='color:#b3261e'>" + error + "</span>")


def _describe(element: model.Element) -> str:
    """A record's element that is not a throw, in words (the colours and the game's terms stay French)."""
    if isinstance(element, model.ReleveElement):
        return "relevé"
    if isinstance(element, model.MarqueStart):
        names = f" {element.white} – {element.black}" if element.white else ""
        return f"marqué {element.number}{names}"
    if isinstance(element, model.MarqueEnd):
        trous = f"{element.trous[0]}–{element.trous[1]}"
        if element.winner is None:
            return _tr("ReplayWidget", "end of the marqué: refait at {trous} trous").format(trous=trous)
        return _tr("ReplayWidget", "end of the marqué: {winner} wins it, {trous} trous, {points} points").format(
            winner=element.winner.french, trous=trous, points=element.points
        )
    if isinstance(element, model.End):
        if element.winner is None:
            return _tr("ReplayWidget", "end of the partie: partie nulle")
        return _tr("ReplayWidget", "end of the partie: {winner} wins").format(winner=element.winner.french)
    return ""
