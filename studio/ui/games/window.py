"""The window of one partie: played, recorded over the board, or replayed; saved to a file or to the archive."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from studio.games_session import GameSession
from studio.ui.games.play_widget import PlayWidget
from studio.ui.games.replay_widget import ReplayWidget

__all__ = ["GameWindow"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameWindow", text)


class GameWindow(QMainWindow):
    """A partie in a window of its own: :attr:`play` (a :class:`PlayWidget`) or :attr:`replay`."""

    def __init__(
        self,
        session: GameSession | None = None,
        record_text: str | None = None,
        parent: QWidget | None = None,
        *,
        archive_saver: Callable[[str], str] | None = None,
        delay_ms: int = 250,
    ) -> None:
        super().__init__(parent)
        self.archive_saver = archive_saver
        self.play: PlayWidget | None = None
        self.replay: ReplayWidget | None = None
        if session is not None:
            self.play = PlayWidget(session, self, delay_ms=delay_ms)
            self.play.finished.connect(self._finished)
            self.setCentralWidget(self.play)
            names = " – ".join(seat.name for seat in session.setup.seats)
            kind = _tr("Recording") if session.setup.recording else _tr("Partie")
            self.setWindowTitle(f"Trictrac Studio — {kind}: {names}")
        else:
            self.replay = ReplayWidget(record_text or "%trictrac 1\n", self)
            self.setCentralWidget(self.replay)
            record = self.replay.record()
            names = f"{record.tag('Blanc') or record.tag('Joueurs') or '?'} – {record.tag('Noir') or ''}"
            self.setWindowTitle(f"Trictrac Studio — {_tr('Replay')}: {names}")
        menu = self.menuBar().addMenu(_tr("&Partie"))
        for text, shortcut, handler in (
            (_tr("&Save the record as…"), "Ctrl+S", self.save_as),
            (_tr("Save to the &archive"), "Ctrl+Alt+S", self.save_to_archive),
            (_tr("&Replay this partie"), "Ctrl+Shift+R", self.open_replay),
            (_tr("&Close"), "Ctrl+W", self.close),
        ):
            action = QAction(text, self)
            action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(handler)
            menu.addAction(action)
        self._children: list[GameWindow] = []
        self.resize(1280, 820)

    def text(self) -> str:
        if self.play is not None:
            return self.play.session.text()
        assert self.replay is not None
        return self.replay.text()

    def save_as(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, _tr("Save the record"), "partie.trr", _tr("Records (*.trr)"))
        if path:
            Path(path).write_text(self.text(), encoding="utf-8")

    def save_to_archive(self) -> None:
        if self.archive_saver is None:
            QMessageBox.information(self, _tr("Archive"), _tr("No archive is open."))
            return
        message = self.archive_saver(self.text())
        self.statusBar().showMessage(message, 5000)

    def open_replay(self) -> None:
        window = GameWindow(record_text=self.text(), archive_saver=self.archive_saver)
        self._children.append(window)
        window.show()

    def _finished(self) -> None:
        if self.play is not None:
            self.statusBar().showMessage(_tr("The partie is over: save it to the archive with Ctrl+Alt+S."))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.play is not None:
            self.play.stop()
            session = self.play.session
            if session.partie.over:
                session.discard_autosave()
        super().closeEvent(event)
