"""The tutor's analysis of a replayed game.

Its progress, each player's totals, the word on the throw shown, and the booklet written with it; the analysis and the
booklet run off the interface's thread."""

from __future__ import annotations

import io
import os
import tempfile
from pathlib import Path

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QMessageBox, QProgressBar, QVBoxLayout, QWidget

from notation.board import Colour
from notation.game import Partie
from notation.record import GameRecord
from notation.tutor.ranking import Analysis, Rating
from studio.games.replay_model import Inputs
from studio.ui import dialogs
from studio.ui.error_messages import error_text
from studio.ui.game_windows.analysis_view import GameAnalysisTask, rating_detail, totals_text
from studio.ui.i18n import current_language
from studio.ui.i18n import tr as _tr
from studio.ui.tasks import BackgroundTask

__all__ = ["AnalysisPane", "write_analysed_booklet"]


class AnalysisPane(QWidget):
    """The progress bar, the totals and the detail of the tutor's analysis.

    :attr:`analysed` with the inputs of the main line analysed and its :class:`Analysis`; :attr:`runningChanged` when an
    analysis starts or ends."""

    analysed = Signal(object, object)
    runningChanged = Signal(bool)
    bookletWritten = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.progress = QProgressBar(self)
        """The tutor's progress through the game while it analyses it."""
        self.progress.hide()
        self.totals = QLabel(self)
        """Each player's errors and equity lost, once the game is analysed."""
        self.totals.setWordWrap(True)
        self.totals.setTextFormat(Qt.TextFormat.RichText)
        self.totals.hide()
        self.detail = QLabel(self)
        """What the tutor says of the throw shown (its choices, the best, the equity lost), once analysed."""
        self.detail.setWordWrap(True)
        self.detail.hide()
        for widget in (self.progress, self.totals, self.detail):
            layout.addWidget(widget)
        self._task: GameAnalysisTask | None = None
        self._booklet: BackgroundTask | None = None

    def running(self) -> bool:
        return self._task is not None

    def start(self, partie: Partie, inputs: Inputs) -> None:
        """Analyse ``partie`` (the main line played by ``inputs``), with a progress bar."""
        if self._task is not None:
            return
        task = GameAnalysisTask(partie)
        self._task = task
        self.progress.setRange(0, 0)
        self.progress.setFormat(_tr("ReplayWidget", "Analysing: %v of %m choices"))
        self.progress.show()
        self.runningChanged.emit(True)
        task.progressed.connect(self._on_progress)
        task.succeeded.connect(lambda analysis, inputs=inputs: self._on_analysed(inputs, analysis))
        task.failed.connect(self._on_failed)
        task.start()

    def wait(self) -> None:
        """Block until the analysis under way ends."""
        if self._task is not None:
            self._task.wait()

    def _on_progress(self, done: int, total: int) -> None:
        if shiboken6.isValid(self):
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _end(self) -> bool:
        if not shiboken6.isValid(self):
            return False
        self._task = None
        self.progress.hide()
        self.runningChanged.emit(False)
        return True

    def _on_failed(self, error: object) -> None:
        if self._end():
            self.totals.setText(
                "<span style='color:#b3261e'>"
                + _tr("ReplayWidget", "The game could not be analysed: {error}").format(
                    error=error_text(error, capital=False)
                )
                + "</span>"
            )
            self.totals.show()

    def _on_analysed(self, inputs: Inputs, analysis: object) -> None:
        if self._end() and isinstance(analysis, Analysis):
            self.analysed.emit(inputs, analysis)

    def show_totals(self, analysis: Analysis, names: dict[Colour, str]) -> None:
        """Show each player's totals, by ``names``."""
        lines = [totals_text(analysis.totals(colour), names[colour]) for colour in Colour]
        self.totals.setText("<b>" + _tr("ReplayWidget", "The tutor's analysis") + "</b><br>" + "<br>".join(lines))
        self.totals.show()

    def show_detail(self, ratings: list[Rating], record: GameRecord) -> None:
        """Show the tutor's word on the throw shown (``ratings``: its ratings)."""
        lines = [f"{r.flag.mark} {rating_detail(r, record.notation, record.orientation)}".strip() for r in ratings]
        self.detail.setText("\n".join(lines))
        self.detail.setVisible(bool(lines))

    def forget(self) -> None:
        """Forget the analysis: it no longer holds (the main line changed)."""
        self.totals.hide()

    # -- the booklet -------------------------------------------------------------------------

    def write_booklet(self, record: GameRecord, analysis: Analysis, path: str) -> None:
        """Write the booklet of ``record`` with ``analysis`` to ``path``, off the interface's thread.

        :attr:`bookletWritten` when done."""
        if self._booklet is not None:
            return
        language = current_language()  # the PDF speaks the studio's language
        task = BackgroundTask(lambda: write_analysed_booklet(record, analysis, path, language))
        self._booklet = task
        task.succeeded.connect(self._on_booklet_written)
        task.failed.connect(self._on_booklet_failed)
        task.start()

    def _on_booklet_written(self, path: object) -> None:
        if shiboken6.isValid(self):
            self._booklet = None
            self.bookletWritten.emit(str(path))

    def _on_booklet_failed(self, error: object) -> None:
        if not shiboken6.isValid(self):
            return
        self._booklet = None
        message = _tr("ReplayWidget", "The booklet could not be written: {error}").format(
            error=error_text(error, capital=False)
        )
        if dialogs.headless():
            self.detail.setText(message)
            self.detail.show()
        else:
            QMessageBox.warning(self, _tr("ReplayWidget", "Booklet with the tutor's analysis"), message)


def write_analysed_booklet(record: GameRecord, analysis: Analysis, path: str, language: str) -> str:
    """Write the booklet of ``record`` with ``analysis`` to ``path``, whole or not at all; return ``path``."""
    # imported here: studio.export.booklet costs 307 ms, only this feature needs it
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
