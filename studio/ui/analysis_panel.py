"""The analysis of the diagram shown, asked of the engine: the rencontres of the dice, the legal plays, the chances.

Three tabs: *Rencontres* (every scoring event of the throw, with its
explanation; selecting one rings its dames on the board), *Coups légaux*
(one row per distinct resulting position, ranked by the tutor's evaluator
for the diagram's score, best first, with each play's equity and its loss
against the best, and tenir or s'en aller advised when the throw wins a trou;
selecting one shows it played, double-clicking or *Apply* plays it) and *Chances* (the 21 throws with their
weights and what each scores for both colours, as the old treatises' tables).

The engine is asked once per (position, dice): results are kept in a small
cache, and the panel refreshes after the board has been painted (a zero-time
timer), never on the paint path.  The tutor's ranking (up to a few hundred
evaluations, more than 50 ms for a throw with many plays) runs in a
:class:`BackgroundTask`; it is kept per (position, dice, score), and the plays
show in the engine's order until it arrives.
"""

from __future__ import annotations

import functools
import html
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from notation.board import BLACK, WHITE, Colour, Jan, Point, Position, point_of_step
from notation.dice import ALL_THROWS, Throw
from notation.notations import Notation, Orientation, point_name
from notation.rules.moves import Play, legal_plays
from notation.rules.reasons import Reason, why_nothing_scores, why_one_play
from notation.rules.scoring import Chances, Rencontre, RencontreMade, Score, chances, score
from notation.scoreboard import ScoreState
from notation.tutor.ranking import SearchCancelled, ThrowAdvice, advise_throw
from notation.tutor.rollout import RolledPlay, rollout_plays_on_cores, rollout_workers
from studio.ui.accessible import describe
from studio.ui.game_windows.analysis_view import signed
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language, decimal
from studio.ui.i18n import tr as _tr
from studio.ui.tasks import BackgroundTask

__all__ = ["RENCONTRE_NAMES", "AnalysisCache", "AnalysisPanel", "event_highlights"]


class _Progress(QObject):
    """Carries a search's progress from its thread to the interface's (a queued signal)."""

    moved = Signal(int, int)


RENCONTRE_NAMES: dict[Rencontre, str] = {
    Rencontre.SIX_TABLES: "Jan de six tables",
    Rencontre.DEUX_TABLES: "Jan de deux tables",
    Rencontre.CONTRE_DEUX_TABLES: "Contre-jan de deux tables",
    Rencontre.MEZEAS: "Jan de mézéas",
    Rencontre.CONTRE_MEZEAS: "Contre-jan de mézéas",
    Rencontre.REMPLIR: "Remplir",
    Rencontre.CONSERVER: "Conserver",
    Rencontre.BATTRE_VRAI: "Battre à vrai",
    Rencontre.BATTRE_FAUX: "Battre à faux",
    Rencontre.COIN_BATTU: "Coin battu",
    Rencontre.SORTIE: "Sortie",
    Rencontre.IMPUISSANCE: "Impuissance",
    Rencontre.RENCONTRE: "Jan de rencontre",
    Rencontre.MARGOT: "Jan de Margot",
    Rencontre.PILE_MISERE: "Pile de misère",
}
"""The rencontres by their French names: the game's vocabulary stays French in both languages (docs/design.md)."""

_JAN_NAMES = {Jan.PETIT: "petit jan", Jan.GRAND: "grand jan", Jan.RETOUR: "jan de retour"}

_PLEIN = (Rencontre.REMPLIR, Rencontre.CONSERVER)


def event_highlights(events: tuple[RencontreMade, ...]) -> dict[Point, str]:
    """The board's rings for ``events``: the dames that beat (à vrai or à faux), fill or conserve, and the
    point beaten.

    >>> from notation.code import parse_code
    >>> setup = parse_code("B1:8,B2,B6,B7:2,B9,B10,B11/N1:8,N5,N6,N7,N8,N10:2,N11 B 5-5")
    >>> sorted(f"{p.name}:{k}" for p, k in event_highlights(score(setup.position, setup.dice).events).items())
    ['B10:faux', 'B7:vrai', 'B9:vrai', 'N11:target', 'N5:faux', 'N6:target', 'N8:target']
    """
    rings: dict[Point, str] = {}
    for event in events:
        kind = "faux" if event.rencontre is Rencontre.BATTRE_FAUX else "plein" if event.rencontre in _PLEIN else "vrai"
        for point in event.dames:
            if not point.is_off:
                rings[point] = kind
        if event.target is not None and not event.target.is_off:
            rings.setdefault(event.target, "faux" if kind == "faux" else "target")
    return rings


@dataclass(frozen=True, slots=True)
class Analysis:
    """What the engine says of one (position, dice): the throw's score and legal plays (None without dice), why
    it scores nothing (``nothing``, one reason a rencontre) and why it leaves one play only (``only``)."""

    position: Position
    dice: Throw | None
    score: Score | None
    plays: tuple[Play, ...]
    nothing: tuple[Reason, ...] = ()
    only: Reason | None = None


_FIGURE = Orientation()


def _analyse(position: Position, dice: Throw | None, notation: Notation, orientation: Orientation) -> Analysis:
    if dice is None or not _analysable(position):
        return Analysis(position, dice, None, ())
    result = score(position, dice, notation=notation, orientation=orientation)
    plays = tuple(legal_plays(position, dice))
    nothing = () if result.events else why_nothing_scores(position, dice, notation=notation, orientation=orientation)
    only = why_one_play(position, dice, notation=notation, orientation=orientation) if len(plays) == 1 else None
    return Analysis(position, dice, result, plays, nothing, only)


def _chances(position: Position) -> Chances | None:
    return chances(position) if _analysable(position) else None


@dataclass(frozen=True, slots=True)
class Rolled:
    """A rollout of a throw's best plays: its trials, the throws each trial played at most, the processes it was
    shared between, and the plays ranked by it (:func:`notation.tutor.rollout.rollout_plays_on_cores`)."""

    trials: int
    truncate: int
    workers: int
    plays: tuple[RolledPlay, ...]


ROLLOUT_TRUNCATE = 10
"""The throws each trial of the studio's rollout plays before the evaluator values the partie."""


def _cancel(flag: list[bool]) -> None:
    """Ask the search or rollout that reads ``flag`` to stop."""
    flag[0] = True


class AnalysisCache:
    """The engine's answers, kept for the last ``size`` positions asked of each kind (:func:`functools.lru_cache`)."""

    def __init__(self, size: int = 256) -> None:
        self._analysis = functools.lru_cache(maxsize=size)(_analyse)
        self._chances = functools.lru_cache(maxsize=size)(_chances)
        self._size = size
        # The tutor's rankings arrive from a background thread: kept here, the oldest dropped past ``size``.
        self._advice: dict[tuple[Position, Throw, ScoreState], ThrowAdvice] = {}
        self._deep: dict[tuple[Position, Throw, ScoreState], ThrowAdvice] = {}
        self._rolled: dict[tuple[Position, Throw, ScoreState], Rolled] = {}

    @property
    def misses(self) -> int:
        """How many times the engine was asked (a question not in the cache)."""
        return self._analysis.cache_info().misses + self._chances.cache_info().misses

    def analysis(
        self,
        position: Position,
        dice: Throw | None,
        notation: Notation = Notation.BN,
        orientation: Orientation = _FIGURE,
    ) -> Analysis:
        """The throw's score (its explanations naming points in ``notation`` as ``orientation`` shows them) and
        legal plays; none for a position that breaks the laws or that no throw is played from."""
        return self._analysis(position, dice, notation, orientation)

    def advice(self, position: Position, dice: Throw, score_state: ScoreState) -> ThrowAdvice | None:
        """The tutor's ranking of the plays for ``score_state``, if it was computed already (see :meth:`rank`)."""
        return self._advice.get((position, dice, score_state))

    def deep_advice(self, position: Position, dice: Throw, score_state: ScoreState) -> ThrowAdvice | None:
        """The 2-ply ranking of this throw, once the user asked for it (« Look deeper »)."""
        return self._deep.get((position, dice, score_state))

    def keep_deep_advice(self, position: Position, dice: Throw, score_state: ScoreState, advice: ThrowAdvice) -> None:
        self._deep[(position, dice, score_state)] = advice
        while len(self._deep) > self._size:
            del self._deep[next(iter(self._deep))]

    def rolled(self, position: Position, dice: Throw, score_state: ScoreState) -> Rolled | None:
        """The last rollout of this throw's best plays (« Roll out »), if one was made."""
        return self._rolled.get((position, dice, score_state))

    def keep_rolled(self, position: Position, dice: Throw, score_state: ScoreState, rolled: Rolled) -> None:
        self._rolled[(position, dice, score_state)] = rolled
        while len(self._rolled) > self._size:
            del self._rolled[next(iter(self._rolled))]

    def keep_advice(self, position: Position, dice: Throw, score_state: ScoreState, advice: ThrowAdvice) -> None:
        """Keep the tutor's ranking computed off the interface's thread (the cache is only touched on it)."""
        self._advice[(position, dice, score_state)] = advice
        while len(self._advice) > self._size:
            del self._advice[next(iter(self._advice))]

    def chances(self, position: Position) -> Chances | None:
        return self._chances(position)


def _analysable(position: Position) -> bool:
    """A position the laws allow and a throw is played from (not one where a side has every dame off)."""
    return position.is_legal() and not position.warnings()


def _not_analysed(position: Position) -> str:
    """Why ``position`` has no analysis: it breaks the laws, or no throw is played from it."""
    if not position.is_legal():
        return _tr("AnalysisPanel", "The position breaks the laws of the tablier: see the warnings.")
    return _tr("AnalysisPanel", "No throw is played from this position (the dames are relevées): see the warnings.")


def _item(text: str, align: Qt.AlignmentFlag | None = None, data: object = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align is not None:
        item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    if data is not None:
        item.setData(Qt.ItemDataRole.UserRole, data)
    return item


def _table(columns: int) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.setAlternatingRowColors(True)
    table.setWordWrap(True)
    table.setShowGrid(False)
    return table


def _colour_name(colour: Colour) -> str:
    return colour.french


def _explanation(event: RencontreMade, language: str) -> str:
    return event.explanation_fr if language == "fr" else event.explanation_en


_RIGHT = Qt.AlignmentFlag.AlignRight


def _score_words(score_state: ScoreState) -> str:
    """The score as trous–points for each colour: ``Blanc 2–4 · Noir 0–6``."""
    return " · ".join(
        f"{colour.french} {score_state.of(colour).trous}–{score_state.of(colour).points}" for colour in (WHITE, BLACK)
    )


_CENTRE = Qt.AlignmentFlag.AlignHCenter


class AnalysisPanel(QTabWidget):
    """The three tabs of analysis for the diagram shown (see the module's docstring)."""

    highlightsChanged = Signal(object)
    """A ``dict[Point, str]`` of rings for the board (empty: none)."""
    playPreviewed = Signal(object)
    """The :class:`Play` selected in *Coups légaux*, or None."""
    playApplied = Signal(object)
    """A :class:`Play` to play on the diagram."""
    throwChosen = Signal(object)
    """A :class:`Throw` double-clicked in *Chances*: show these dice."""
    rankingReady = Signal(object)
    """The tutor's :class:`ThrowAdvice` for the diagram shown, once computed off the interface's thread."""

    def __init__(self, parent: QWidget | None = None, cache: AnalysisCache | None = None) -> None:
        super().__init__(parent)
        self.cache = cache or AnalysisCache()
        self._position = Position.start()
        describe(
            self,
            QT_TRANSLATE_NOOP("Accessible", "Analysis"),
            QT_TRANSLATE_NOOP("Accessible", "The rencontres, the legal plays and the chances of the diagram"),
        )
        self._dice: Throw | None = None
        self._score = ScoreState()
        self._rows: tuple[Play, ...] = ()
        """The plays in the order of *Coups légaux*'s rows (the tutor's, once ranked)."""
        self._tasks: dict[tuple[Position, Throw, ScoreState], BackgroundTask] = {}
        self._notation = Notation.BN
        self._orientation = Orientation()
        self._analysis: Analysis | None = None
        self._chances: Chances | None = None
        self._chances_for: Position | None = None
        self._filled_rencontres: Analysis | None = None
        self._filled_plays: tuple[Analysis, ThrowAdvice | None] | None = None

        self._rencontres_page = QWidget()
        self._rencontres_title = QLabel()
        self._rencontres_title.setWordWrap(True)
        self._rencontres_title.setTextFormat(Qt.TextFormat.RichText)
        self.rencontres = _table(4)
        self.rencontres.setTextElideMode(Qt.TextElideMode.ElideNone)
        header = self.rencontres.horizontalHeader()
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        # The "Why" column wraps: every row as tall as its whole explanation at the column's width.
        header.sectionResized.connect(lambda *_args: self.rencontres.resizeRowsToContents())
        self.rencontres.itemSelectionChanged.connect(self._on_rencontre_selected)
        describe(
            self.rencontres,
            QT_TRANSLATE_NOOP("Accessible", "Rencontres"),
            QT_TRANSLATE_NOOP("Accessible", "The points each side wins in this position, and why"),
        )
        self.why = QLabel()
        """The selected rencontre's whole explanation (every rencontre's when none is selected), under the table."""
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.RichText)
        self.why.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.why.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.why.setFrameShape(QFrame.Shape.StyledPanel)
        self.why.setMargin(6)
        why_scroll = QScrollArea()
        why_scroll.setWidget(self.why)
        why_scroll.setWidgetResizable(True)
        why_scroll.setFrameShape(QFrame.Shape.NoFrame)
        why_scroll.setMaximumHeight(140)
        describe(why_scroll, QT_TRANSLATE_NOOP("Accessible", "Why the rencontre scores"))
        self._why_scroll = why_scroll
        layout = QVBoxLayout(self._rencontres_page)
        layout.addWidget(self._rencontres_title)
        layout.addWidget(self.rencontres, 1)
        layout.addWidget(why_scroll)

        self._plays_page = QWidget()
        self._plays_title = QLabel()
        self._plays_title.setWordWrap(True)
        self.plays = _table(5)
        self.plays.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tutor_advice = QLabel()
        """Tenir or s'en aller, when the throw shown wins a trou (the tutor's advice, by the evaluator)."""
        self.tutor_advice.setWordWrap(True)
        self.tutor_advice.setTextFormat(Qt.TextFormat.RichText)
        self.plays.itemSelectionChanged.connect(self._on_play_selected)
        self.plays.itemDoubleClicked.connect(lambda _item: self.apply_selected_play())
        describe(
            self.plays,
            QT_TRANSLATE_NOOP("Accessible", "Legal plays"),
            QT_TRANSLATE_NOOP(
                "Accessible", "The plays of the dice shown, best first; Enter or a double click plays the chosen one"
            ),
        )
        self.apply_button = QPushButton()
        self.apply_button.setEnabled(False)
        self.apply_button.clicked.connect(self.apply_selected_play)
        # « Look deeper »: the plays looked at again over the opponent's 21 throws (2-ply), off the interface's
        # thread, with its progress and a Cancel.
        self.deeper_button = QPushButton()
        self.deeper_button.clicked.connect(self.look_deeper)
        self.deep_progress = QProgressBar()
        self.deep_progress.setMaximumHeight(14)
        self.deep_progress.hide()
        self.cancel_deeper = QPushButton()
        self.cancel_deeper.clicked.connect(self.stop_deeper)
        self.cancel_deeper.hide()
        self._deep_task: BackgroundTask | None = None
        self._deep_stop = [False]
        self._deep_relay = _Progress(self)
        self._deep_relay.moved.connect(self._deep_moved)
        # « Roll out »: the best plays played on many times with the same dice, on both cores, with its progress, a
        # Cancel, and each play's mean with its 95 % interval.
        self.rollout_button = QPushButton()
        self.rollout_button.clicked.connect(self.roll_out)
        self.rollout_trials = QSpinBox()
        self.rollout_trials.setRange(2, 1296)  # one trial would have no spread: « ± 0.000 »
        self.rollout_trials.setValue(36)
        self.rollout_trials_label = QLabel()
        self.rollout_trials_label.setBuddy(self.rollout_trials)
        self.rollout_progress = QProgressBar()
        self.rollout_progress.setMaximumHeight(14)
        self.rollout_progress.hide()
        self.cancel_rollout = QPushButton()
        self.cancel_rollout.clicked.connect(self.stop_rollout)
        self.cancel_rollout.hide()
        self.rollout_result = QLabel()
        """The plays rolled out, each with its mean ± half its 95 % interval (or why there is none)."""
        self.rollout_result.setWordWrap(True)
        self.rollout_result.setTextFormat(Qt.TextFormat.RichText)
        self.rollout_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rollout_result.hide()
        self._rollout_task: BackgroundTask | None = None
        self._rollout_stop = [False]
        self._rollout_key: tuple[Position, Throw, ScoreState] | None = None
        self._rollout_note = ""
        """Why the rollout of the throw shown ended without a result (stopped, failed), until another is asked."""
        self._rollout_relay = _Progress(self)
        self._rollout_relay.moved.connect(self._rollout_moved)
        buttons = QHBoxLayout()
        buttons.addWidget(self.deeper_button)
        buttons.addWidget(self.deep_progress, 1)
        buttons.addWidget(self.cancel_deeper)
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        rolling = QHBoxLayout()
        rolling.addWidget(self.rollout_button)
        rolling.addWidget(self.rollout_trials_label)
        rolling.addWidget(self.rollout_trials)
        rolling.addWidget(self.rollout_progress, 1)
        rolling.addWidget(self.cancel_rollout)
        rolling.addStretch(1)
        # The list gives up height before the board does: with « Roll out »'s row under « Look deeper »'s, its
        # least height made the dock taller than the third of an 800×600 window (one row for both was too wide
        # in French at 1024 pixels).
        self.plays.setMinimumHeight(48)
        layout = QVBoxLayout(self._plays_page)
        layout.addWidget(self._plays_title)
        layout.addWidget(self.plays, 1)
        layout.addWidget(self.tutor_advice)
        layout.addWidget(self.rollout_result)
        layout.addLayout(buttons)
        layout.addLayout(rolling)

        self._chances_page = QWidget()
        self._chances_title = QLabel()
        self._chances_title.setWordWrap(True)
        self.chances = _table(5)
        self.chances.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.chances.itemDoubleClicked.connect(self._on_chance_chosen)
        describe(
            self.chances,
            QT_TRANSLATE_NOOP("Accessible", "Chances"),
            QT_TRANSLATE_NOOP(
                "Accessible", "Each throw of the dice, its chance and what it scores; a double click shows its dice"
            ),
        )
        self._expected = QLabel()
        self._expected.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self._chances_page)
        layout.addWidget(self._chances_title)
        layout.addWidget(self.chances, 1)
        layout.addWidget(self._expected)

        self.addTab(self._rencontres_page, "")
        self.addTab(self._plays_page, "")
        self.addTab(self._chances_page, "")
        self.currentChanged.connect(lambda _index: self._fill_current())
        self.retranslate()

    # -- input --------------------------------------------------------------------------

    def setDiagram(self, position: Position, dice: Throw | None, score_state: ScoreState | None = None) -> None:
        """Analyse ``position`` with ``dice`` now: the engine answers in a few milliseconds (and from the cache
        for a position seen before), so the board's next paint shows the new highlights with the new dames —
        one paint an edit.  ``score_state`` (fresh when None) is the score the tutor ranks the plays for."""
        score_state = ScoreState() if score_state is None else score_state
        if (position, dice, score_state) != (self._position, self._dice, self._score) or self._analysis is None:
            self._position, self._dice, self._score = position, dice, score_state
            self.refresh()

    def setView(self, notation: Notation, orientation: Orientation) -> None:
        """Name points as the board does: the moves and the rencontres' explanations follow its notation."""
        if (notation, orientation) == (self._notation, self._orientation) and self._analysis is not None:
            return
        self._notation, self._orientation = notation, orientation
        self.refresh()

    def analysis(self) -> Analysis | None:
        return self._analysis

    def refresh(self) -> None:
        """Ask the engine (through the cache) and fill the visible tab now."""
        self._analysis = self.cache.analysis(self._position, self._dice, self._notation, self._orientation)
        self._filled_rencontres = None
        self._filled_plays = None
        self._fill_current()
        self.highlightsChanged.emit(self._highlights())
        self.playPreviewed.emit(None)

    def _fill_current(self) -> None:
        page = self.currentWidget()
        if page is self._rencontres_page:
            self._fill_rencontres()
        elif page is self._plays_page:
            self._fill_plays()
        else:
            self._fill_chances()

    # -- names --------------------------------------------------------------------------

    def _name(self, point: Point) -> str:
        return point_name(point, self._notation, self._orientation)

    def play_text(self, play: Play, colour: Colour) -> str:
        """The moves of ``play`` in the notation shown: ``B1-B7 B1-B6`` (``—`` for none)."""
        parts = [
            f"{self._name(point_of_step(colour, a))}-{self._name(point_of_step(colour, b))}" for a, b in play.moves
        ]
        return " ".join(parts) or "—"

    # -- the tabs ---------------------------------------------------------------------------

    def _fill_rencontres(self) -> None:
        analysis = self._analysis
        if analysis is None or self._filled_rencontres is analysis:
            return
        self._filled_rencontres = analysis
        table = self.rencontres
        table.setRowCount(0)
        self._show_why()
        mover = analysis.position.to_move
        if analysis.dice is None:
            self._rencontres_title.setText(_tr("AnalysisPanel", "No dice: choose a throw to see what it scores."))
            return
        if analysis.score is None:
            self._rencontres_title.setText(_not_analysed(analysis.position))
            return
        events = analysis.score.events
        totals = ", ".join(
            f"{_colour_name(colour)} <b>{analysis.score.total(colour)}</b>" for colour in (mover, mover.opponent)
        )
        self._rencontres_title.setText(
            _tr("AnalysisPanel", "{colour} throws {dice} ({name}): {totals}").format(
                colour=_colour_name(mover),
                dice=f"<b>{analysis.dice.code()}</b>",
                name=analysis.dice.name(current_language()),
                totals=totals,
            )
            if events
            else _tr("AnalysisPanel", "{colour} throws {dice}: nothing is scored. Why, rencontre by rencontre:").format(
                colour=_colour_name(mover), dice=f"<b>{analysis.dice.code()}</b>"
            )
        )
        language = current_language()
        table.setRowCount(len(events))
        for row, event in enumerate(events):
            name = RENCONTRE_NAMES[event.rencontre]
            if event.facons and event.facons > 1:
                name += f" ×{event.facons}"
            first = _item(name, data=row)
            if event.rencontre is Rencontre.BATTRE_FAUX:
                first.setForeground(QBrush(QColor("#c2410c")))
            table.setItem(row, 0, first)
            table.setItem(row, 1, _item(_colour_name(event.beneficiary), _CENTRE))
            points = _item(str(event.points), _RIGHT)
            font = QFont(points.font())
            font.setBold(True)
            points.setFont(font)
            table.setItem(row, 2, points)
            why = _item(_explanation(event, language))
            why.setToolTip(why.text())
            table.setItem(row, 3, why)
        table.resizeRowsToContents()
        self._show_why()

    def _highlights(self) -> dict[Point, str]:
        analysis = self._analysis
        if analysis is None or analysis.score is None:
            return {}
        rows = self.rencontres.selectionModel().selectedRows() if self.rencontres.rowCount() else []
        events = analysis.score.events
        if rows and rows[0].row() < len(events):
            return event_highlights((events[rows[0].row()],))
        return event_highlights(events)

    def _on_rencontre_selected(self) -> None:
        self.highlightsChanged.emit(self._highlights())
        self._show_why()

    def _show_why(self) -> None:
        """The detail pane: the selected rencontre whole, or every rencontre of the throw when none is selected."""
        analysis = self._analysis
        events: tuple[RencontreMade, ...] = ()
        if analysis is not None and analysis.score is not None and self.rencontres.rowCount():
            events = analysis.score.events
            rows = self.rencontres.selectionModel().selectedRows()
            if rows and rows[0].row() < len(events):
                events = (events[rows[0].row()],)
        language = current_language()
        colon = " : " if language == "fr" else ": "
        nothing = analysis is not None and analysis.score is not None and not analysis.score.events
        # Nothing scores: the empty table gives its room to why each rencontre of the tarif does not apply.
        self.rencontres.setVisible(not nothing)
        self._why_scroll.setMaximumHeight(16777215 if nothing else 140)
        if nothing and analysis is not None:
            lines = []
            for reason in analysis.nothing:
                head, _, rest = reason.get(language).partition(colon.rstrip() + " ")
                lines.append(f"<b>{html.escape(head)}</b>{colon}{html.escape(rest)}" if rest else html.escape(head))
            self.why.setText("<br>".join(lines))
            self._why_scroll.setVisible(bool(lines))
            return
        lines = [
            f"<b>{html.escape(RENCONTRE_NAMES[event.rencontre])}</b> — {html.escape(_colour_name(event.beneficiary))}"
            f" {event.points}{colon}{html.escape(_explanation(event, language))}"
            for event in events
        ]
        self.why.setText("<br>".join(lines))
        self._why_scroll.setVisible(bool(lines))

    def why_text(self) -> str:
        """The detail pane's text, without markup (for tests and the accessibility tree)."""
        return QTextDocumentFragment.fromHtml(self.why.text()).toPlainText()

    def advice(self) -> ThrowAdvice | None:
        """The tutor's ranking of the diagram's throw, once computed (None before, or with nothing to rank)."""
        analysis = self._analysis
        if analysis is None or analysis.dice is None or analysis.score is None or not analysis.plays:
            return None
        deep = self.cache.deep_advice(analysis.position, analysis.dice, self._score)
        return deep or self.cache.advice(analysis.position, analysis.dice, self._score)

    # -- looking deeper (2-ply) --------------------------------------------------------------

    def look_deeper(self) -> None:
        """Rank the throw's plays again at 2-ply (the opponent's 21 throws and his replies), in the background."""
        key = self._key()
        if key is None or self._deep_task is not None or self.cache.deep_advice(*key) is not None:
            return
        position, dice, score_state = key
        stop = [False]
        self._deep_stop = stop
        relay = self._deep_relay
        task = BackgroundTask(
            lambda: advise_throw(
                position, dice, score_state, ply=2, cancelled=lambda: stop[0], progress=relay.moved.emit
            )
        )
        task.succeeded.connect(lambda advice, key=key: self._deep_done(key, advice))
        task.failed.connect(lambda error: self._deep_failed(error))
        self._deep_task = task
        self.deep_progress.setRange(0, 0)
        self.deep_progress.show()
        self.cancel_deeper.show()
        self.deeper_button.setEnabled(False)
        task.start()

    def stop_deeper(self) -> None:
        """Cancel the 2-ply ranking under way (it stops between two plays)."""
        self._deep_stop[0] = True

    def wait_for_deeper(self) -> None:
        """Block until the 2-ply ranking asked for has ended (tests)."""
        if self._deep_task is not None:
            self._deep_task.wait()
            from PySide6.QtWidgets import QApplication

            QApplication.processEvents()

    def _deep_moved(self, done: int, total: int) -> None:
        self.deep_progress.setRange(0, total)
        self.deep_progress.setValue(done)

    def _deep_over(self) -> None:
        self._deep_task = None
        self.deep_progress.hide()
        self.cancel_deeper.hide()
        self.deeper_button.setEnabled(self._key() is not None)

    def _deep_failed(self, error: object) -> None:
        if not shiboken6.isValid(self):
            return
        self._deep_over()
        if isinstance(error, SearchCancelled):
            self._plays_title.setText(self._plays_title.text() + " " + _tr("AnalysisPanel", "Looking deeper: stopped."))

    def _deep_done(self, key: tuple[Position, Throw, ScoreState], advice: object) -> None:
        if not shiboken6.isValid(self):
            return
        self._deep_over()
        if isinstance(advice, ThrowAdvice):
            self.cache.keep_deep_advice(*key, advice)
            if key == self._key():
                self._filled_plays = None
                self._fill_plays()
                self.rankingReady.emit(advice)

    # -- rolling out -----------------------------------------------------------------------------

    def roll_out(self) -> None:
        """Roll the throw's best plays out (:data:`ROLLOUT_TRUNCATE` throws a trial, as many trials as the box
        says) on both cores, in the background, with its progress; the result shows under the plays."""
        key = self._key()
        if key is None or self._rollout_task is not None:
            return
        position, dice, score_state = key
        trials = self.rollout_trials.value()
        workers = rollout_workers()
        stop = [False]
        self._rollout_stop = stop
        relay = self._rollout_relay

        def work() -> Rolled:
            advice = advise_throw(position, dice, score_state)
            plays = rollout_plays_on_cores(
                position,
                dice,
                advice.score,
                trials=trials,
                truncate=ROLLOUT_TRUNCATE,
                given=advice.given,
                workers=workers,
                cancelled=lambda: stop[0],
                progress=relay.moved.emit,
            )
            return Rolled(trials, ROLLOUT_TRUNCATE, workers, tuple(plays))

        task = BackgroundTask(work)
        # The panel gone (its window closed), the rollout stops: it could run for minutes, and the program waits for
        # its threads when it ends.
        self.destroyed.connect(functools.partial(_cancel, stop))
        task.succeeded.connect(lambda rolled, key=key: self._rollout_done(key, rolled))
        task.failed.connect(lambda error, key=key: self._rollout_failed(key, error))
        self._rollout_task = task
        self._rollout_note = ""
        self.rollout_progress.setRange(0, 0)
        self.rollout_progress.show()
        self.cancel_rollout.show()
        self.rollout_button.setEnabled(False)
        self.rollout_trials.setEnabled(False)
        task.start()

    def stop_rollout(self) -> None:
        """Cancel the rollout under way (the trials not begun are dropped)."""
        self._rollout_stop[0] = True

    def rollout_running(self) -> bool:
        return self._rollout_task is not None

    def wait_for_rollout(self) -> None:
        """Block until the rollout asked for has ended (tests)."""
        if self._rollout_task is not None:
            self._rollout_task.wait()
            from PySide6.QtWidgets import QApplication

            QApplication.processEvents()

    def _rollout_moved(self, done: int, total: int) -> None:
        self.rollout_progress.setRange(0, total)
        self.rollout_progress.setValue(done)

    def _rollout_over(self) -> None:
        self._rollout_task = None
        self.rollout_progress.hide()
        self.cancel_rollout.hide()
        self.rollout_trials.setEnabled(True)
        self.rollout_button.setEnabled(self._key() is not None and self._analysis is not None)

    def _rollout_failed(self, key: tuple[Position, Throw, ScoreState], error: object) -> None:
        if not shiboken6.isValid(self):
            return
        self._rollout_over()
        if isinstance(error, SearchCancelled):
            self._rollout_note = _tr("AnalysisPanel", "Rolling out: stopped.")
        else:
            self._rollout_note = _tr("AnalysisPanel", "Rolling out failed: {error}").format(
                error=html.escape(str(error))
            )
        if key == self._key():
            self._show_rollout()

    def _rollout_done(self, key: tuple[Position, Throw, ScoreState], rolled: object) -> None:
        if not shiboken6.isValid(self):
            return
        self._rollout_over()
        if isinstance(rolled, Rolled):
            self.cache.keep_rolled(*key, rolled)
            if key == self._key():
                self._show_rollout()

    def _show_rollout(self) -> None:
        """Show the rollout of the throw shown, if any (or why the last one ended without a result)."""
        key = self._key()
        rolled = None if key is None else self.cache.rolled(*key)
        if rolled is None:
            self.rollout_result.setText(self._rollout_note)
            self.rollout_result.setVisible(bool(self._rollout_note))
            return
        analysis = self._analysis
        mover = analysis.position.to_move if analysis is not None else WHITE
        lines = [
            _tr(
                "AnalysisPanel",
                "Rolled out: {trials} trials of {throws} throws, the same dice for each play, on {workers} "
                "processes; equity for {colour}, mean ± half its 95 % interval:",
            ).format(trials=rolled.trials, throws=rolled.truncate, workers=rolled.workers, colour=_colour_name(mover))
        ]
        for each in rolled.plays:
            lines.append(
                _tr("AnalysisPanel", "<b>{moves}</b>: {mean} ± {half} (1-ply {static})").format(
                    moves=html.escape(self.play_text(each.play, mover)),
                    mean=signed(each.result.mean),
                    half=decimal(each.result.half_width, 3),
                    static=signed(each.static),
                )
            )
        self.rollout_result.setText("<br>".join(lines))
        self.rollout_result.show()

    def ranking_pending(self) -> bool:
        """True while the tutor ranks the plays of the diagram shown."""
        return bool(self._tasks) and self._key() in self._tasks

    def _key(self) -> tuple[Position, Throw, ScoreState] | None:
        analysis = self._analysis
        if analysis is None or analysis.dice is None or analysis.score is None or not analysis.plays:
            return None
        return (analysis.position, analysis.dice, self._score)

    def _rank_in_background(self) -> None:
        key = self._key()
        if key is None or key in self._tasks or self.cache.advice(*key) is not None:
            return
        position, dice, score_state = key
        task = BackgroundTask(lambda: advise_throw(position, dice, score_state))
        self._tasks[key] = task
        task.succeeded.connect(lambda advice, key=key: self._on_ranked(key, advice))
        task.failed.connect(lambda _error, key=key: self._tasks.pop(key, None) if shiboken6.isValid(self) else None)
        task.start()

    def _on_ranked(self, key: tuple[Position, Throw, ScoreState], advice: object) -> None:
        if not shiboken6.isValid(self):
            return
        self._tasks.pop(key, None)
        if not isinstance(advice, ThrowAdvice):
            return
        self.cache.keep_advice(*key, advice)
        if key == self._key():
            self._filled_plays = None
            if self.currentWidget() is self._plays_page:
                self._fill_plays()
            self.rankingReady.emit(advice)

    def wait_for_ranking(self) -> None:
        """Block until the rankings asked for are computed (for the tests and before the panel goes away)."""
        for task in list(self._tasks.values()):
            task.wait()

    def _advice_text(self, advice: ThrowAdvice | None) -> str:
        if advice is None or advice.leave is None:
            return ""
        leave = advice.leave
        choice = "s'en aller" if leave.should_leave else "tenir"
        return _tr(
            "AnalysisPanel",
            "This throw wins a trou: <b>{choice}</b>, better by {loss} (tenir {hold}, s'en aller {leave}).",
        ).format(choice=choice, loss=decimal(leave.loss, 3), hold=signed(leave.hold), leave=signed(leave.leave))

    def _fill_plays(self) -> None:
        analysis = self._analysis
        if analysis is None:
            return
        advice = self.advice()
        filled = self._filled_plays
        if filled is not None and filled[0] is analysis and filled[1] is advice:
            return
        self._filled_plays = (analysis, advice)
        kept = self.selected_play()
        table = self.plays
        table.setRowCount(0)
        self._rows = ()
        self.tutor_advice.setText("")
        self.tutor_advice.setVisible(False)
        self.apply_button.setEnabled(False)
        self.deeper_button.setEnabled(False)
        self.rollout_button.setEnabled(False)
        if self._key() is None or self._key() != self._rollout_key:
            self._rollout_note = ""
        self._rollout_key = self._key()
        self._show_rollout()
        if analysis.dice is None:
            self._plays_title.setText(_tr("AnalysisPanel", "No dice: choose a throw to see the legal plays."))
            return
        if analysis.score is None:
            self._plays_title.setText(_not_analysed(analysis.position))
            return
        mover = analysis.position.to_move
        if len(analysis.plays) == 1:
            template = _tr("AnalysisPanel", "{colour} plays {dice}: one legal play.")
        else:
            template = _tr("AnalysisPanel", "{colour} plays {dice}: {count} legal plays (one per resulting position).")
        title = template.format(colour=_colour_name(mover), dice=analysis.dice.code(), count=len(analysis.plays))
        if analysis.only is not None:
            title += " " + analysis.only.get(current_language())
        values: dict[int, tuple[float, float]] = {}
        if advice is not None:
            self._rows = tuple(ranked.play for ranked in advice.ranked)
            values = {row: (ranked.equity, ranked.loss) for row, ranked in enumerate(advice.ranked)}
            title += " " + _tr(
                "AnalysisPanel",
                "Best first by the tutor, for the score shown (trous–points: {score}); equity for {colour}.",
            ).format(score=_score_words(self._score), colour=_colour_name(mover))
            if any(ranked.ply == 2 for ranked in advice.ranked):
                title += " " + _tr(
                    "AnalysisPanel",
                    "Looked at 2-ply: each of the best plays against the opponent's 21 throws and his best reply.",
                )
            words = self._advice_text(advice)
            self.tutor_advice.setText(words)
            self.tutor_advice.setVisible(bool(words))
        else:
            self._rows = analysis.plays
            if analysis.plays:
                title += " " + _tr("AnalysisPanel", "The tutor is ranking them…")
                self._rank_in_background()
        self._plays_title.setText(title)
        deep_shown = advice is not None and any(ranked.ply == 2 for ranked in advice.ranked)
        self.deeper_button.setEnabled(self._deep_task is None and not deep_shown and len(analysis.plays) > 1)
        self.rollout_button.setEnabled(self._rollout_task is None)
        self._show_rollout()
        table.setRowCount(len(self._rows))
        for row, play in enumerate(self._rows):
            table.setItem(row, 0, _item(self.play_text(play, mover), data=row))
            if row in values:
                equity, loss = values[row]
                worth = _item(signed(equity), _RIGHT)
                if row == 0:
                    font = QFont(worth.font())
                    font.setBold(True)
                    worth.setFont(font)
                table.setItem(row, 1, worth)
                table.setItem(row, 2, _item("—" if row == 0 else f"−{decimal(loss, 3)}", _RIGHT))
            else:
                table.setItem(row, 1, _item(""))
                table.setItem(row, 2, _item(""))
            notes = [
                _tr("AnalysisPanel", "fills the {jan}").format(jan=_JAN_NAMES[jan])
                for jan in sorted(play.fills, key=lambda j: j.value)
            ]
            notes += [
                _tr("AnalysisPanel", "conserves the {jan}").format(jan=_JAN_NAMES[jan])
                for jan in sorted(play.conserves, key=lambda j: j.value)
            ]
            if play.par_puissance:
                notes.append(_tr("AnalysisPanel", "the coin taken par puissance"))
            if advice is not None and row < len(advice.ranked) and deep_shown and advice.ranked[row].ply == 1:
                notes.append(_tr("AnalysisPanel", "valued at 1-ply only"))
            table.setItem(row, 3, _item(", ".join(notes)))
            unplayed = " ".join(str(n) for n in play.unplayed)
            table.setItem(
                row, 4, _item(unplayed and _tr("AnalysisPanel", "unplayed: {numbers}").format(numbers=unplayed))
            )
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        if kept is not None and kept in self._rows:
            # The ranking arrived while a play was selected: it stays selected in its new row.
            table.selectRow(self._rows.index(kept))

    def selected_play(self) -> Play | None:
        rows = self.plays.selectionModel().selectedRows()
        if self._analysis is None or not rows or rows[0].row() >= len(self._rows):
            return None
        return self._rows[rows[0].row()]

    def _on_play_selected(self) -> None:
        play = self.selected_play()
        self.apply_button.setEnabled(play is not None and bool(play.moves))
        self.playPreviewed.emit(play)

    def apply_selected_play(self) -> None:
        play = self.selected_play()
        if play is not None:
            self.playApplied.emit(play)

    def _fill_chances(self) -> None:
        position = self._position
        if self._chances_for == position and self.chances.rowCount():
            self._mark_dice_row()
            return
        self._chances = self.cache.chances(position)
        self._chances_for = position
        table = self.chances
        table.setRowCount(0)
        mover = position.to_move
        if self._chances is None:
            self._chances_title.setText(_not_analysed(position))
            self._expected.setText("")
            return
        self._chances_title.setText(
            _tr(
                "AnalysisPanel", "What each of the 21 throws scores when {colour} throws, and its chances out of 36."
            ).format(colour=_colour_name(mover))
        )
        table.setRowCount(len(self._chances.throws))
        language = current_language()
        for row, chance in enumerate(self._chances.throws):
            table.setItem(row, 0, _item(chance.throw.code(), _CENTRE, data=chance.throw))
            table.setItem(row, 1, _item(chance.throw.name(language)))
            table.setItem(row, 2, _item(f"{chance.weight}/36", _RIGHT))
            for column, points in ((3, chance.white), (4, chance.black)):
                item = _item(str(points) if points else "·", _RIGHT)
                if points:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, column, item)
        table.resizeColumnsToContents()
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        expected = ", ".join(
            f"{_colour_name(colour)} <b>{decimal(self._chances.expected(colour), 2)}</b>" for colour in (WHITE, BLACK)
        )
        self._expected.setText(_tr("AnalysisPanel", "Expected points per throw: {values}").format(values=expected))
        self._mark_dice_row()

    def _mark_dice_row(self) -> None:
        for row, throw in enumerate(ALL_THROWS):
            if row >= self.chances.rowCount():
                break
            item = self.chances.item(row, 0)
            if item is None:
                continue
            font = QFont(item.font())
            font.setUnderline(throw == self._dice)
            item.setFont(font)

    def _on_chance_chosen(self, item: QTableWidgetItem) -> None:
        first = self.chances.item(item.row(), 0)
        throw = first.data(Qt.ItemDataRole.UserRole) if first is not None else None
        if isinstance(throw, Throw):
            self.throwChosen.emit(throw)

    # -- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setTabText(0, _tr("AnalysisPanel", "Rencontres"))
        self.setTabText(1, _tr("AnalysisPanel", "Legal plays"))
        self.setTabText(2, _tr("AnalysisPanel", "Chances"))
        self.rencontres.setHorizontalHeaderLabels(
            [
                _tr("AnalysisPanel", "Rencontre"),
                _tr("AnalysisPanel", "For"),
                _tr("AnalysisPanel", "Points"),
                _tr("AnalysisPanel", "Why"),
            ]
        )
        self.plays.setHorizontalHeaderLabels(
            [
                _tr("AnalysisPanel", "Moves"),
                _tr("AnalysisPanel", "Equity"),
                _tr("AnalysisPanel", "Loss"),
                _tr("AnalysisPanel", "Jans"),
                _tr("AnalysisPanel", "Unplayed"),
            ]
        )
        self.chances.setHorizontalHeaderLabels(
            [
                _tr("AnalysisPanel", "Throw"),
                _tr("AnalysisPanel", "Name"),
                _tr("AnalysisPanel", "Chances"),
                "Blanc",
                "Noir",
            ]
        )
        self.apply_button.setText(_tr("AnalysisPanel", "&Apply the play"))
        self.deeper_button.setText(_tr("AnalysisPanel", "Look deeper (2-ply)"))
        self.deeper_button.setToolTip(
            _tr("AnalysisPanel", "Rank the best plays again against the opponent's 21 throws and his best reply")
        )
        self.cancel_deeper.setText(_tr("AnalysisPanel", "Cancel"))
        self.rollout_button.setText(_tr("AnalysisPanel", "Roll out"))
        self.rollout_button.setToolTip(
            _tr(
                "AnalysisPanel",
                "Play the best plays on many times with the same dice, both sides by the tutor, on both cores",
            )
        )
        self.rollout_trials_label.setText(_tr("AnalysisPanel", "&Trials:"))
        self.rollout_trials.setToolTip(_tr("AnalysisPanel", "How many times each play is played on"))
        self.cancel_rollout.setText(_tr("AnalysisPanel", "Cancel"))
        self._filled_rencontres = None
        self._filled_plays = None
        self._chances_for = None
        if self._analysis is not None:
            self._fill_current()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
