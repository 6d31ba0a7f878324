"""« Roll out »: the throw's best plays played on many times with the same dice, both sides by the tutor.

It runs on both cores, off the interface's thread, with its progress, a Cancel, and each play's mean with its 95 %
interval."""

from __future__ import annotations

import functools
import html

import shiboken6
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox

from notation.tutor.ranking import SearchCancelled
from notation.tutor.rollout import rollout_workers
from studio.games.analysis_model import AnalysisModel, Key, Rolled, RolloutEnd, roll_out
from studio.ui.analysis.cells import SearchRow, colour_name
from studio.ui.game_windows.analysis_view import signed
from studio.ui.i18n import decimal
from studio.ui.i18n import tr as _tr


def _cancel(flag: list[bool]) -> None:
    """Ask the rollout that reads ``flag`` to stop."""
    flag[0] = True


class RolloutRow(SearchRow):
    """The button, the trials, the progress and the Cancel of « Roll out », in :attr:`row`, and its :attr:`result`.

    The plays tab lays both out."""

    def __init__(self, model: AnalysisModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.button.clicked.connect(self.roll_out)
        self.trials = QSpinBox()
        self.trials.setRange(2, 1296)  # one trial would have no spread: « ± 0.000 »
        self.trials.setValue(36)
        self.trials_label = QLabel()
        self.trials_label.setBuddy(self.trials)
        self.result = QLabel()
        """The plays rolled out, each with its mean ± half its 95 % interval (or why there is none)."""
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result.hide()
        self.row = QHBoxLayout()
        self.row.addWidget(self.button)
        self.row.addWidget(self.trials_label)
        self.row.addWidget(self.trials)
        self.row.addWidget(self.progress, 1)
        self.row.addWidget(self.cancel)
        self.row.addStretch(1)

    def roll_out(self) -> None:
        """Roll the throw's best plays out (as many trials as the box says) on both cores, in the background."""
        key = self._model.rolling_started()
        if key is None:
            return
        trials = self.trials.value()
        workers = rollout_workers()
        task = self.begin(
            lambda cancelled, progress: roll_out(key, trials, workers, cancelled=cancelled, progress=progress)
        )
        # The panel gone (its window closed), the rollout stops: it could run for minutes, and the program waits for
        # its threads when it ends.
        self.destroyed.connect(functools.partial(_cancel, self._stop))
        task.succeeded.connect(lambda rolled, key=key: self._done(key, rolled))
        task.failed.connect(lambda error, key=key: self._failed(key, error))
        self.trials.setEnabled(False)
        task.start()

    def running(self) -> bool:
        return self.task is not None

    def _over(self) -> None:
        self.end()
        self.trials.setEnabled(True)
        self.button.setEnabled(self._model.key() is not None)

    def _failed(self, key: Key, error: object) -> None:
        if not shiboken6.isValid(self):
            return
        if isinstance(error, SearchCancelled):
            shown = self._model.rollout_ended(key, RolloutEnd.STOPPED)
        else:
            shown = self._model.rollout_ended(key, RolloutEnd.FAILED, str(error))
        self._over()
        if shown:
            self.show_result()

    def _done(self, key: Key, rolled: object) -> None:
        if not shiboken6.isValid(self):
            return
        shown = self._model.rolled_out(key, rolled if isinstance(rolled, Rolled) else None)
        self._over()
        if shown:
            self.show_result()

    def offer(self) -> None:
        """Enable the button while no rollout runs."""
        self.button.setEnabled(self.task is None)

    def show_result(self) -> None:
        """Show the rollout of the throw shown, if any (or why the last one ended without a result)."""
        model = self._model
        rolled = model.rollout()
        if rolled is None:
            note = self._end_text()
            self.result.setText(note)
            self.result.setVisible(bool(note))
            return
        mover = model.mover()
        lines = [
            _tr(
                "AnalysisPanel",
                "Rolled out: {trials} trials of {throws} throws, the same dice for each play, on {workers} "
                "processes; equity for {colour}, mean ± half its 95 % interval:",
            ).format(trials=rolled.trials, throws=rolled.truncate, workers=rolled.workers, colour=colour_name(mover))
        ]
        for each in rolled.plays:
            lines.append(
                _tr("AnalysisPanel", "<b>{moves}</b>: {mean} ± {half} (1-ply {static})").format(
                    moves=html.escape(model.play_text(each.play, mover)),
                    mean=signed(each.result.mean),
                    half=decimal(each.result.half_width, 3),
                    static=signed(each.static),
                )
            )
        self.result.setText("<br>".join(lines))
        self.result.show()

    def _end_text(self) -> str:
        end = self._model.rollout_end
        if end is None:
            return ""
        kind, error = end
        if kind is RolloutEnd.STOPPED:
            return _tr("AnalysisPanel", "Rolling out: stopped.")
        return _tr("AnalysisPanel", "Rolling out failed: {error}").format(error=html.escape(error))

    def retranslate(self) -> None:
        self.button.setText(_tr("AnalysisPanel", "Roll out"))
        self.button.setToolTip(
            _tr(
                "AnalysisPanel",
                "Play the best plays on many times with the same dice, both sides by the tutor, on both cores",
            )
        )
        self.trials_label.setText(_tr("AnalysisPanel", "&Trials:"))
        self.trials.setToolTip(_tr("AnalysisPanel", "How many times each play is played on"))
        self.cancel.setText(_tr("AnalysisPanel", "Cancel"))
