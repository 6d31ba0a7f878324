"""The *Legal plays* tab: one row per distinct resulting position, ranked by the tutor's evaluator.

The ranking is for the diagram's score, best first, with each play's equity and its loss against the best, and tenir or
s'en aller advised when the throw wins a trou; selecting one shows it played, double-clicking or *Apply* plays it.  «
Look deeper » and « Roll out » have rows of their own (:mod:`.deeper_row`, :mod:`.rollout_row`).

The tutor's ranking (up to a few hundred evaluations, more than 50 ms for a throw with many plays) runs in a
:class:`BackgroundTask`; the plays show in the engine's order until it arrives.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHeaderView, QLabel, QPushButton, QVBoxLayout, QWidget

from notation.board import BLACK, WHITE
from notation.rules.moves import Play
from notation.tutor.ranking import ThrowAdvice, advise_throw
from studio.games.analysis_model import JAN_NAMES, Analysis, AnalysisModel, Key, PlayRow, leave_choice
from studio.ui.accessible import describe
from studio.ui.analysis.cells import RIGHT, bold, colour_name, item, not_analysed, selected_row, table
from studio.ui.analysis.deeper_row import DeeperRow
from studio.ui.analysis.rollout_row import RolloutRow
from studio.ui.game_windows.analysis_view import signed
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language, decimal
from studio.ui.i18n import tr as _tr
from studio.ui.tasks import BackgroundTask


def _score_words(model: AnalysisModel) -> str:
    """Return the score as trous–points for each colour: ``Blanc 2–4 · Noir 0–6``."""
    score = model.score
    return " · ".join(
        f"{colour.french} {score.of(colour).trous}–{score.of(colour).points}" for colour in (WHITE, BLACK)
    )


def _notes(row: PlayRow) -> str:
    notes = [_tr("AnalysisPanel", "fills the {jan}").format(jan=JAN_NAMES[jan]) for jan in row.fills]
    notes += [_tr("AnalysisPanel", "conserves the {jan}").format(jan=JAN_NAMES[jan]) for jan in row.conserves]
    if row.par_puissance:
        notes.append(_tr("AnalysisPanel", "the coin taken par puissance"))
    if row.one_ply_only:
        notes.append(_tr("AnalysisPanel", "valued at 1-ply only"))
    return ", ".join(notes)


class PlaysTab(QWidget):
    """The legal plays of the model's throw (see the module's docstring)."""

    playPreviewed = Signal(object)
    """The :class:`Play` selected, or None."""
    playApplied = Signal(object)
    """A :class:`Play` to play on the diagram."""
    ranked = Signal(object)
    """The tutor's :class:`ThrowAdvice` of the throw shown, once computed (at 1-ply, or 2-ply when asked)."""

    def __init__(self, model: AnalysisModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._filled: tuple[Analysis, ThrowAdvice | None] | None = None
        self._rows: tuple[Play, ...] = ()
        """The plays in the order of the table's rows (the tutor's, once ranked)."""
        self._tasks: dict[Key, BackgroundTask] = {}
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.table = table(5)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._on_selected)
        self.table.itemDoubleClicked.connect(lambda _item: self.apply_selected_play())
        describe(
            self.table,
            QT_TRANSLATE_NOOP("Accessible", "Legal plays"),
            QT_TRANSLATE_NOOP(
                "Accessible", "The plays of the dice shown, best first; Enter or a double click plays the chosen one"
            ),
        )
        self.tutor_advice = QLabel()
        """Tenir or s'en aller, when the throw shown wins a trou (the tutor's advice, by the evaluator)."""
        self.tutor_advice.setWordWrap(True)
        self.tutor_advice.setTextFormat(Qt.TextFormat.RichText)
        self.apply_button = QPushButton()
        self.apply_button.setEnabled(False)
        self.apply_button.clicked.connect(self.apply_selected_play)
        self.deeper = DeeperRow(model, self)
        self.deeper.deepened.connect(self._on_deepened)
        self.deeper.stopped.connect(
            lambda: self.title.setText(self.title.text() + " " + _tr("AnalysisPanel", "Looking deeper: stopped."))
        )
        self.rollout = RolloutRow(model, self)
        buttons = self.deeper.row
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        # The list gives up height before the board does: with « Roll out »'s row under « Look deeper »'s, its
        # least height made the dock taller than the third of an 800×600 window (one row for both was too wide
        # in French at 1024 pixels).
        self.table.setMinimumHeight(48)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.tutor_advice)
        layout.addWidget(self.rollout.result)
        layout.addLayout(buttons)
        layout.addLayout(self.rollout.row)

    def invalidate(self) -> None:
        """Fill the tab again when it is next shown (the analysis, its ranking or the language changed)."""
        self._filled = None

    def fill(self) -> None:
        model = self._model
        analysis = model.analysis
        if analysis is None:
            return
        advice = model.advice()
        filled = self._filled
        if filled is not None and filled[0] is analysis and filled[1] is advice:
            return
        self._filled = (analysis, advice)
        kept = self.selected_play()
        view = self.table
        view.setRowCount(0)
        self._rows = ()
        self.tutor_advice.setText("")
        self.tutor_advice.setVisible(False)
        self.apply_button.setEnabled(False)
        self.deeper.button.setEnabled(False)
        self.rollout.button.setEnabled(False)
        model.follow_rollout()
        self.rollout.show_result()
        if analysis.dice is None:
            self.title.setText(_tr("AnalysisPanel", "No dice: choose a throw to see the legal plays."))
            return
        if analysis.score is None:
            self.title.setText(not_analysed(analysis.position))
            return
        self.title.setText(self._title(analysis, advice))
        self.deeper.offer()
        self.rollout.offer()
        self.rollout.show_result()
        rows = model.rows()
        self._rows = tuple(row.play for row in rows)
        mover = analysis.position.to_move
        view.setRowCount(len(rows))
        for number, row in enumerate(rows):
            view.setItem(number, 0, item(model.play_text(row.play, mover), data=number))
            if row.equity is not None and row.loss is not None:
                view.setItem(number, 1, bold(item(signed(row.equity), RIGHT), row.best))
                view.setItem(number, 2, item("—" if row.best else f"−{decimal(row.loss, 3)}", RIGHT))
            else:
                view.setItem(number, 1, item(""))
                view.setItem(number, 2, item(""))
            view.setItem(number, 3, item(_notes(row)))
            unplayed = " ".join(str(n) for n in row.unplayed)
            view.setItem(
                number, 4, item(unplayed and _tr("AnalysisPanel", "unplayed: {numbers}").format(numbers=unplayed))
            )
        view.resizeColumnsToContents()
        view.resizeRowsToContents()
        view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        if kept is not None and kept in self._rows:
            # The ranking arrived while a play was selected: it stays selected in its new row.
            view.selectRow(self._rows.index(kept))

    def _title(self, analysis: Analysis, advice: ThrowAdvice | None) -> str:
        """Return the tab's title: the throw, its count of plays, why only one, and how they are ranked."""
        model = self._model
        mover = analysis.position.to_move
        if len(analysis.plays) == 1:
            template = _tr("AnalysisPanel", "{colour} plays {dice}: one legal play.")
        else:
            template = _tr("AnalysisPanel", "{colour} plays {dice}: {count} legal plays (one per resulting position).")
        assert analysis.dice is not None
        title = template.format(colour=colour_name(mover), dice=analysis.dice.code(), count=len(analysis.plays))
        if analysis.only is not None:
            title += " " + analysis.only.get(current_language())
        if advice is None:
            if analysis.plays:
                title += " " + _tr("AnalysisPanel", "The tutor is ranking them…")
                self._rank_in_background()
            return title
        title += " " + _tr(
            "AnalysisPanel",
            "Best first by the tutor, for the score shown (trous–points: {score}); equity for {colour}.",
        ).format(score=_score_words(model), colour=colour_name(mover))
        if model.deep_shown():
            title += " " + _tr(
                "AnalysisPanel",
                "Looked at 2-ply: each of the best plays against the opponent's 21 throws and his best reply.",
            )
        words = self._advice_text(advice)
        self.tutor_advice.setText(words)
        self.tutor_advice.setVisible(bool(words))
        return title

    @staticmethod
    def _advice_text(advice: ThrowAdvice) -> str:
        choice = leave_choice(advice)
        if choice is None or advice.leave is None:
            return ""
        leave = advice.leave
        return _tr(
            "AnalysisPanel",
            "This throw wins a trou: <b>{choice}</b>, better by {loss} (tenir {hold}, s'en aller {leave}).",
        ).format(choice=choice, loss=decimal(leave.loss, 3), hold=signed(leave.hold), leave=signed(leave.leave))

    # -- the tutor's ranking, off the interface's thread ----------------------------------------

    def _rank_in_background(self) -> None:
        key = self._model.wanted_ranking()
        if key is None:
            return
        position, dice, score_state = key
        task = BackgroundTask(lambda: advise_throw(position, dice, score_state))
        self._tasks[key] = task
        self._model.ranking_started(key)
        task.succeeded.connect(lambda advice, key=key: self._on_ranked(key, advice))
        task.failed.connect(lambda _error, key=key: self._ranking_failed(key))
        task.start()

    def _ranking_failed(self, key: Key) -> None:
        if shiboken6.isValid(self):
            self._tasks.pop(key, None)
            self._model.ranking_failed(key)

    def _on_ranked(self, key: Key, advice: object) -> None:
        if not shiboken6.isValid(self):
            return
        self._tasks.pop(key, None)
        if not isinstance(advice, ThrowAdvice):
            self._model.ranking_failed(key)
            return
        if self._model.ranked(key, advice):
            self.invalidate()
            self.ranked.emit(advice)

    def _on_deepened(self, advice: ThrowAdvice) -> None:
        self.invalidate()
        self.fill()
        self.ranked.emit(advice)

    def wait_for_ranking(self) -> None:
        """Block until the rankings asked for are computed (for the tests and before the panel goes away)."""
        for task in list(self._tasks.values()):
            task.wait()

    # -- the play chosen ------------------------------------------------------------------------

    def selected_play(self) -> Play | None:
        row = selected_row(self.table)
        if self._model.analysis is None or row is None or row >= len(self._rows):
            return None
        return self._rows[row]

    def _on_selected(self) -> None:
        play = self.selected_play()
        self.apply_button.setEnabled(play is not None and bool(play.moves))
        self.playPreviewed.emit(play)

    def apply_selected_play(self) -> None:
        play = self.selected_play()
        if play is not None:
            self.playApplied.emit(play)

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [
                _tr("AnalysisPanel", "Moves"),
                _tr("AnalysisPanel", "Equity"),
                _tr("AnalysisPanel", "Loss"),
                _tr("AnalysisPanel", "Jans"),
                _tr("AnalysisPanel", "Unplayed"),
            ]
        )
        self.apply_button.setText(_tr("AnalysisPanel", "&Apply the play"))
        self.deeper.retranslate()
        self.rollout.retranslate()
        self.invalidate()
