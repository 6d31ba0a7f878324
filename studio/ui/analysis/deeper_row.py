"""« Look deeper »: the throw's plays ranked again at 2-ply.

Each of the best against the opponent's 21 throws and his best reply, off the interface's thread, with its progress and
a Cancel."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QHBoxLayout

from notation.tutor.ranking import SearchCancelled, ThrowAdvice, advise_throw
from studio.games.analysis_model import AnalysisModel, Key
from studio.ui.analysis.cells import SearchRow
from studio.ui.i18n import tr as _tr


class DeeperRow(SearchRow):
    """The button, the progress and the Cancel of « Look deeper », in :attr:`row` (the plays tab lays it out)."""

    deepened = Signal(object)
    """The 2-ply :class:`ThrowAdvice` of the throw shown, once computed."""
    stopped = Signal()
    """The 2-ply ranking was cancelled."""

    def __init__(self, model: AnalysisModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.button.clicked.connect(self.look_deeper)
        self.row = QHBoxLayout()
        self.row.addWidget(self.button)
        self.row.addWidget(self.progress, 1)
        self.row.addWidget(self.cancel)

    def offer(self) -> None:
        """Enable the button when the model offers « Look deeper » for the throw shown."""
        self.button.setEnabled(self._model.can_look_deeper())

    def look_deeper(self) -> None:
        """Rank the throw's plays again at 2-ply, in the background."""
        key = self._model.deepening_started()
        if key is None:
            return
        position, dice, score_state = key
        task = self.begin(
            lambda cancelled, progress: advise_throw(
                position, dice, score_state, ply=2, cancelled=cancelled, progress=progress
            )
        )
        task.succeeded.connect(lambda advice, key=key: self._done(key, advice))
        task.failed.connect(lambda error, key=key: self._failed(key, error))
        task.start()

    def _over(self, key: Key, advice: ThrowAdvice | None) -> bool:
        self.end()
        shown = self._model.deepened(key, advice)
        self.button.setEnabled(self._model.key() is not None)
        return shown

    def _failed(self, key: Key, error: object) -> None:
        if not shiboken6.isValid(self):
            return
        self._over(key, None)
        if isinstance(error, SearchCancelled):
            self.stopped.emit()

    def _done(self, key: Key, advice: object) -> None:
        if not shiboken6.isValid(self):
            return
        if self._over(key, advice if isinstance(advice, ThrowAdvice) else None) and isinstance(advice, ThrowAdvice):
            self.deepened.emit(advice)

    def retranslate(self) -> None:
        self.button.setText(_tr("AnalysisPanel", "Look deeper (2-ply)"))
        self.button.setToolTip(
            _tr("AnalysisPanel", "Rank the best plays again against the opponent's 21 throws and his best reply")
        )
        self.cancel.setText(_tr("AnalysisPanel", "Cancel"))
