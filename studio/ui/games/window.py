"""The window of one partie: played, recorded over the board, or replayed; saved to a file or to the archive."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from studio.games_session import GameSession
from studio.ui.games.play_widget import PlayWidget
from studio.ui.games.replay_widget import ReplayWidget

__all__ = ["GameWindow"]


def _tr(context: str, text: str) -> str:
    """``QCoreApplication.translate``, under a name pyside6-lupdate is told to read (see i18n.py)."""
    return QCoreApplication.translate(context, text)


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
        else:
            self.replay = ReplayWidget(record_text or "%trictrac 1\n", self)
            self.setCentralWidget(self.replay)
        self.menu = self.menuBar().addMenu("")
        self.menu_actions: list[QAction] = []
        for shortcut, handler in (
            ("Ctrl+S", self.save_as),
            ("Ctrl+Alt+S", self.save_to_archive),
            ("Ctrl+Shift+R", self.open_replay),
            ("Ctrl+W", self.close),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(handler)
            self.menu.addAction(action)
            self.menu_actions.append(action)
        self.retranslate()
        self._children: list[GameWindow] = []
        self.resize(1280, 820)

    def retranslate(self) -> None:
        """Set the title and the menu's texts again (called when the language changes)."""
        if self.play is not None:
            setup = self.play.session.setup
            names = " – ".join(seat.name for seat in setup.seats)
            kind = _tr("GameWindow", "Recording") if setup.recording else _tr("GameWindow", "Partie")
        else:
            assert self.replay is not None
            record = self.replay.record()
            names = f"{record.tag('Blanc') or record.tag('Joueurs') or '?'} – {record.tag('Noir') or ''}"
            kind = _tr("GameWindow", "Replay")
        self.setWindowTitle(_tr("GameWindow", "Trictrac Studio — {kind}: {names}").format(kind=kind, names=names))
        self.menu.setTitle(_tr("GameWindow", "&Partie"))
        texts = (
            _tr("GameWindow", "&Save the record as…"),
            _tr("GameWindow", "Save to the &archive"),
            _tr("GameWindow", "&Replay this partie"),
            _tr("GameWindow", "&Close"),
        )
        for action, text in zip(self.menu_actions, texts, strict=True):
            action.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def text(self) -> str:
        if self.play is not None:
            return self.play.session.text()
        assert self.replay is not None
        return self.replay.text()

    def save_as(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, _tr("GameWindow", "Save the record"), "partie.trr", _tr("GameWindow", "Records (*.trr)")
        )
        if path:
            Path(path).write_text(self.text(), encoding="utf-8")

    def save_to_archive(self) -> None:
        if self.archive_saver is None:
            QMessageBox.information(self, _tr("GameWindow", "Archive"), _tr("GameWindow", "No archive is open."))
            return
        message = self.archive_saver(self.text())
        self.statusBar().showMessage(message, 5000)

    def open_replay(self) -> None:
        window = GameWindow(record_text=self.text(), archive_saver=self.archive_saver)
        self._children.append(window)
        window.show()

    def _finished(self) -> None:
        if self.play is not None:
            self.statusBar().showMessage(
                _tr("GameWindow", "The partie is over: save it to the archive with Ctrl+Alt+S.")
            )

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.play is not None:
            self.play.stop()
            session = self.play.session
            if session.partie.over:
                session.discard_autosave()
        super().closeEvent(event)
