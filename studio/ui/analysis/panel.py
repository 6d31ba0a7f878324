"""The analysis panel: the three tabs of the diagram shown's analysis, a view of an :class:`AnalysisModel`.

Three tabs: *Rencontres* (:mod:`.rencontres_tab`), *Legal plays* (:mod:`.plays_tab`, with « Look deeper » and
« Roll out ») and *Chances* (:mod:`.chances_tab`).  The model (:mod:`studio.games.analysis_model`, no Qt) holds
what is analysed and decides what is shown; the engine is asked once per (position, dice), through its cache,
and the panel refreshes after the board has been painted (a zero-time timer), never on the paint path.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QTabWidget, QWidget

from notation.board import Colour, Position
from notation.dice import Throw
from notation.notations import Notation, Orientation
from notation.rules.moves import Play
from notation.scoreboard import ScoreState
from notation.tutor.ranking import ThrowAdvice
from studio.games.analysis_model import Analysis, AnalysisCache, AnalysisModel
from studio.ui.accessible import describe
from studio.ui.analysis.chances_tab import ChancesTab
from studio.ui.analysis.plays_tab import PlaysTab
from studio.ui.analysis.rencontres_tab import RencontresTab
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr


class AnalysisPanel(QTabWidget):
    """The three tabs of analysis for the diagram shown (see the module's docstring).

    Their widgets are named here as the tests and the window reach them (:attr:`plays`, :attr:`deeper_button`, …)."""

    highlightsChanged = Signal(object)
    """A ``dict[Point, str]`` of rings for the board (empty: none)."""
    playPreviewed = Signal(object)
    """The :class:`Play` selected in *Legal plays*, or None."""
    playApplied = Signal(object)
    """A :class:`Play` to play on the diagram."""
    throwChosen = Signal(object)
    """A :class:`Throw` double-clicked in *Chances*: show these dice."""
    rankingReady = Signal(object)
    """The tutor's :class:`ThrowAdvice` for the diagram shown, once computed off the interface's thread."""

    def __init__(self, parent: QWidget | None = None, cache: AnalysisCache | None = None) -> None:
        super().__init__(parent)
        self.model = AnalysisModel(cache)
        self.cache = self.model.cache
        describe(
            self,
            QT_TRANSLATE_NOOP("Accessible", "Analysis"),
            QT_TRANSLATE_NOOP("Accessible", "The rencontres, the legal plays and the chances of the diagram"),
        )
        self.rencontres_tab = RencontresTab(self.model)
        self.rencontres_tab.highlightsChanged.connect(self.highlightsChanged)
        self.plays_tab = PlaysTab(self.model)
        self.plays_tab.playPreviewed.connect(self.playPreviewed)
        self.plays_tab.playApplied.connect(self.playApplied)
        self.plays_tab.ranked.connect(self._on_ranked)
        self.chances_tab = ChancesTab(self.model)
        self.chances_tab.throwChosen.connect(self.throwChosen)
        # The widgets by the names the window, the journeys and the tests use.
        self.rencontres = self.rencontres_tab.table
        self.rencontres_title = self.rencontres_tab.title
        self.why = self.rencontres_tab.why
        self.plays = self.plays_tab.table
        self.plays_title = self.plays_tab.title
        self.tutor_advice = self.plays_tab.tutor_advice
        self.apply_button = self.plays_tab.apply_button
        deeper, rollout = self.plays_tab.deeper, self.plays_tab.rollout
        self.deeper_button, self.deep_progress, self.cancel_deeper = deeper.button, deeper.progress, deeper.cancel
        self.rollout_button, self.rollout_trials = rollout.button, rollout.trials
        self.rollout_trials_label, self.rollout_progress = rollout.trials_label, rollout.progress
        self.cancel_rollout, self.rollout_result = rollout.cancel, rollout.result
        self.chances = self.chances_tab.table
        self.chances_title = self.chances_tab.title
        self.expected = self.chances_tab.expected

        self.addTab(self.rencontres_tab, "")
        self.addTab(self.plays_tab, "")
        self.addTab(self.chances_tab, "")
        self.currentChanged.connect(lambda _index: self._fill_current())
        self.retranslate()

    # -- input --------------------------------------------------------------------------

    def setDiagram(self, position: Position, dice: Throw | None, score_state: ScoreState | None = None) -> None:
        """Analyse ``position`` with ``dice`` now.

        The engine answers in a few milliseconds (and from the cache for a position seen before), so the board's next
        paint shows the new highlights with the new dames — one paint an edit.  ``score_state`` (fresh when None) is the
        score the tutor ranks the plays for."""
        if self.model.set_diagram(position, dice, score_state):
            self._shown()

    def setView(self, notation: Notation, orientation: Orientation) -> None:
        """Name points as the board does: the moves and the rencontres' explanations follow its notation."""
        if self.model.set_view(notation, orientation):
            self._shown()

    def analysis(self) -> Analysis | None:
        return self.model.analysis

    def refresh(self) -> None:
        """Ask the engine (through the cache) and fill the visible tab now."""
        self.model.refresh()
        self._shown()

    def _shown(self) -> None:
        """Show the model's changed analysis: the visible tab filled again, the board's rings and play cleared."""
        self.rencontres_tab.invalidate()
        self.plays_tab.invalidate()
        self._fill_current()
        self.highlightsChanged.emit(self.rencontres_tab.highlights())
        self.playPreviewed.emit(None)

    def _fill_current(self) -> None:
        page = self.currentWidget()
        if page is self.rencontres_tab:
            self.rencontres_tab.fill()
        elif page is self.plays_tab:
            self.plays_tab.fill()
        else:
            self.chances_tab.fill()

    def play_text(self, play: Play, colour: Colour) -> str:
        """Return the moves of ``play`` in the notation shown: ``B1-B7 B1-B6`` (``—`` for none)."""
        return self.model.play_text(play, colour)

    def why_text(self) -> str:
        """Return the rencontres' detail pane's text, without markup (for tests and the accessibility tree)."""
        return self.rencontres_tab.why_text()

    # -- the plays and the tutor ------------------------------------------------------------

    def advice(self) -> ThrowAdvice | None:
        """Return the tutor's ranking of the diagram's throw, once computed (None before, or with nothing to rank)."""
        return self.model.advice()

    def _on_ranked(self, advice: ThrowAdvice) -> None:
        if self.currentWidget() is self.plays_tab:
            self.plays_tab.fill()
        self.rankingReady.emit(advice)

    def ranking_pending(self) -> bool:
        """Tell whether the tutor is still ranking the plays of the diagram shown."""
        return self.model.ranking_pending()

    def wait_for_ranking(self) -> None:
        """Block until the rankings asked for are computed (for the tests and before the panel goes away)."""
        self.plays_tab.wait_for_ranking()

    def selected_play(self) -> Play | None:
        return self.plays_tab.selected_play()

    def apply_selected_play(self) -> None:
        self.plays_tab.apply_selected_play()

    def look_deeper(self) -> None:
        """Rank the throw's plays again at 2-ply (the opponent's 21 throws and his replies), in the background."""
        self.plays_tab.deeper.look_deeper()

    def stop_deeper(self) -> None:
        self.plays_tab.deeper.stop()

    def wait_for_deeper(self) -> None:
        """Block until the 2-ply ranking asked for has ended (tests)."""
        self.plays_tab.deeper.wait()

    def roll_out(self) -> None:
        """Roll the throw's best plays out on both cores, in the background; the result shows under the plays."""
        self.plays_tab.rollout.roll_out()

    def stop_rollout(self) -> None:
        self.plays_tab.rollout.stop()

    def rollout_running(self) -> bool:
        return self.plays_tab.rollout.running()

    def wait_for_rollout(self) -> None:
        """Block until the rollout asked for has ended (tests)."""
        self.plays_tab.rollout.wait()

    # -- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setTabText(0, _tr("AnalysisPanel", "Rencontres"))
        self.setTabText(1, _tr("AnalysisPanel", "Legal plays"))
        self.setTabText(2, _tr("AnalysisPanel", "Chances"))
        self.rencontres_tab.retranslate()
        self.plays_tab.retranslate()
        self.chances_tab.retranslate()
        if self.model.analysis is not None:
            self._fill_current()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
