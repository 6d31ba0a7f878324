"""The window of one partie: played, recorded over the board, or replayed; saved to a file or to the archive."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

from notation.board import Colour, Position
from notation.tutor.ranking import Analysis
from studio.games.lifecycle import Choice, Standing, keeps_autosave
from studio.games.record_document import RecordDocument, SaveTarget
from studio.games.replay_autosave import new_replay_autosave_path, write_replay_autosave
from studio.games.replay_model import ReplayModel
from studio.games.session import GameSession
from studio.ui import dialogs
from studio.ui.actions import WINDOW_ACTIONS, Handler, build_actions, retranslate_actions
from studio.ui.error_messages import error_text
from studio.ui.game_windows.archiving import ArchiveAnswer
from studio.ui.game_windows.play import PlayWidget
from studio.ui.game_windows.printing import export_booklet, print_sheet
from studio.ui.game_windows.replay import ReplayWidget
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings
from studio.ui.window_size import fitted_size

__all__ = ["GameWindow"]


class GameWindow(QMainWindow):
    """A partie in a window of its own: :attr:`play` (a :class:`PlayWidget`) or :attr:`replay`."""

    def __init__(
        self,
        session: GameSession | None = None,
        record_text: str | None = None,
        parent: QWidget | None = None,
        *,
        archive_saver: Callable[[str, int | None], ArchiveAnswer] | None = None,
        delay_ms: int = 250,
        settings: Settings | None = None,
        path: str | None = None,
        archive_id: int | None = None,
        at_position: Position | None = None,
        analysis_saver: Callable[[int, Analysis], None] | None = None,
        replay_autosave: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.archive_saver = archive_saver
        """Saves the record to the archive: (text, the archived game it is, if any) → what was done."""
        self.document = RecordDocument(path=path, archive_id=archive_id, autosave=replay_autosave)
        """The record's file, its archived game, its autosave and the text last saved (the lived-in rule)."""
        self.settings = settings
        self.ask_close: Callable[[int], Choice] = lambda throws: dialogs.ask_close_partie(self, throws)
        """Asks what becomes of a partie in progress closed after throw n (:func:`dialogs.ask_close_partie`)."""
        self.play: PlayWidget | None = None
        self.replay: ReplayWidget | None = None
        if session is not None:
            self.play = PlayWidget(session, self, delay_ms=delay_ms, document=self.document)
            self.play.finished.connect(self._finished)
            self.setCentralWidget(self.play)
            board = self.play.board
        else:
            self.replay = ReplayWidget(
                record_text or "%trictrac 1\n", self, model=ReplayModel(record_text or "%trictrac 1\n", self.document)
            )
            self.setCentralWidget(self.replay)
            if replay_autosave is not None:
                # Changes kept aside by a studio that died: unsaved still, and kept in the same file.
                self.replay.modified = True
            self.replay.recordChanged.connect(self._keep_replay_changes)
            board = self.replay.board
            if analysis_saver is not None:
                # A game of the archive keeps the analysis made of it (a player's rating over time reads it).
                self.replay.analysisReady.connect(
                    lambda analysis: analysis_saver(self.archive_id, analysis) if self.archive_id is not None else None
                )
            if at_position is not None and self.replay.goto_position(at_position):
                # Where the search by position found it: the preview named the throw played from there.
                self.statusBar().showMessage(
                    _tr("GameWindow", "The position searched: throw {n} is played from here.").format(
                        n=self.replay.throw_number() + 1
                    )
                )
        self.menu = self.menuBar().addMenu("")
        self.specs = WINDOW_ACTIONS["partie" if self.play is not None else "replay"]
        """This window's actions, from the studio's one registry (:data:`studio.ui.actions.WINDOW_ACTIONS`)."""
        partie = tuple(spec for spec in self.specs if spec.menu == "partie")
        self.actions_by_id = build_actions(self, self._handlers(), partie)
        """The Partie menu's actions by the registry's id."""
        for action in self.actions_by_id.values():
            self.menu.addAction(action)
        self.menu_actions: list[QAction] = [a for key, a in self.actions_by_id.items() if key != "game.resign"]
        """The Partie menu's actions but the resignation: save, save as, archive, replay, print, export, close."""
        self.resign_action: QAction | None = self.actions_by_id.get("game.resign")
        """Partie › Resign the partie… (a partie being played only)."""
        self.replay_menu: QMenu | None = None
        """The replay's actions, every one (the toolbar may not show them all on a small screen)."""
        if self.replay is not None:
            self.replay_menu = self.menuBar().addMenu("")
            for key, action in self.replay.actions_by_id.items():
                if key in ("goto", "variation", "analyse"):
                    self.replay_menu.addSeparator()
                self.replay_menu.addAction(action)
        self.retranslate()
        self._children: list[GameWindow] = []
        if settings is not None:
            # The board shows the studio's notation and orientation (the move list names points as it does).
            board.setNotation(settings.notation)
            board.setOrientation(settings.orientation)
            if self.play is not None:
                self.play.refresh()
        # 1280×820 where the screen allows (it opened off a 1440×900 screen), else what the screen offers.
        self.resize(fitted_size(self, 1280, 820))

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
        self.menu.setTitle(_tr("GameWindow", "Pa&rtie"))
        if self.replay_menu is not None:
            self.replay_menu.setTitle(_tr("GameWindow", "Re&play"))
        retranslate_actions(self.actions_by_id, self.specs)

    def _handlers(self) -> dict[str, Handler]:
        """Return what each of the window's actions does (the registry names them)."""
        return {
            "save": lambda _data: self.save(),
            "save_as": lambda _data: self.save_as(),
            "save_to_archive": lambda _data: self.save_to_archive(),
            "open_replay": lambda _data: self.open_replay(),
            "print_sheet": lambda _data: self.print_sheet(),
            "export_booklet": lambda _data: self.export_booklet(),
            "resign": lambda _data: self.resign(),
            "close": lambda _data: self.close(),
        }

    @property
    def path(self) -> str | None:
        """The file the record was read from or last saved to (None: not yet saved to a file)."""
        return self.document.path

    @path.setter
    def path(self, path: str | None) -> None:
        self.document.path = path

    @property
    def archive_id(self) -> int | None:
        """The archived game this record is (opened from the archive, or archived from here).

        Saving writes a new revision of it."""
        return self.document.archive_id

    @property
    def from_archive(self) -> bool:
        """Opened from the archive: Ctrl+S saves into it, even after a copy was saved to a file."""
        return self.document.from_archive

    @property
    def replay_autosave(self) -> Path | None:
        """Where a replay's changes not yet saved are kept aside after each one (None: none made, or all saved)."""
        return self.document.autosave

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def text(self) -> str:
        if self.play is not None:
            return self.play.session.text()
        assert self.replay is not None
        return self.replay.text()

    def proposed_name(self) -> str:
        """Propose the players' names and today's date: ``Abel-Blaise-2026-11-24.trr``."""
        if self.play is not None:
            names = self.play.session.setup.names
        else:
            assert self.replay is not None
            record = self.replay.record()
            names = tuple(n for n in (record.tag("Blanc"), record.tag("Noir"), record.tag("Joueurs")) if n)
        return dialogs.file_stem(*names) + ".trr"

    def is_modified(self) -> bool:
        """Tell whether there is unsaved work.

        Comments or variations added in a replay, or a partie over not yet saved anywhere."""
        if self.replay is not None:
            return self.replay.modified
        assert self.play is not None
        return self.play.model.is_modified()

    def standing(self) -> Standing:
        """Tell how the record stands when the window closes (:func:`studio.games.lifecycle.close_choices`)."""
        if self.play is not None:
            return self.play.model.standing()
        return Standing(modified=self.is_modified())

    def save(self) -> bool:
        """Save the record where it belongs, else ask where.

        Into the archived game the record came from (a new revision), else to the file it came from (or was last saved
        to), else into the archived game it was saved as, else ask where."""
        # A game from the archive is saved there; a record from a file goes back to its file, even once archived.
        target = self.document.save_target(archive_open=self.archive_saver is not None)
        if target is SaveTarget.ARCHIVE:
            return self.save_to_archive()
        if target is SaveTarget.FILE and self.path:
            return self.save_to(self.path)
        return self.save_as()

    def save_as(self) -> bool:
        path = dialogs.save_file_name(
            self,
            self.settings,
            _tr("GameWindow", "Save the record"),
            self.proposed_name(),
            _tr("GameWindow", "Records (*.trr)"),
        )
        return self.save_to(path) if path else False

    def save_to(self, path: str) -> bool:
        text = self.text()
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as error:
            QMessageBox.warning(self, _tr("GameWindow", "Cannot save"), f"{path}\n\n{error_text(error, place=False)}")
            return False
        self._mark_saved(text, path=path)
        self.statusBar().showMessage(_tr("GameWindow", "Saved {path}").format(path=path), 5000)
        return True

    def _mark_saved(self, text: str, *, path: str | None = None, archive_id: int | None = None) -> None:
        """Mark the record saved (or its changes discarded): closing no longer asks, nothing more is kept aside."""
        autosave = self.document.saved(text, path=path, archive_id=archive_id)
        if self.replay is not None:
            self.replay.mark_saved()
        if autosave is not None:
            autosave.unlink(missing_ok=True)

    def _keep_replay_changes(self) -> None:
        """Keep the replay's record aside after a change not yet saved (a crash then loses nothing)."""
        if self.replay is None or not self.replay.modified:
            return
        if self.document.autosave is None:
            self.document.autosave = new_replay_autosave_path()
        try:
            write_replay_autosave(
                self.document.autosave, self.replay.text(), source_path=self.path, archive_id=self.archive_id
            )
        except OSError as error:
            self.statusBar().showMessage(
                _tr("GameWindow", "Your changes could not be kept aside ({error}): save the record.").format(
                    error=error.strerror or error
                )
            )

    def save_to_archive(self) -> bool:
        if self.archive_saver is None:
            QMessageBox.information(self, _tr("GameWindow", "Archive"), _tr("GameWindow", "No archive is open."))
            return False
        text = self.text()
        answer = self.archive_saver(text, self.archive_id)
        if not answer.saved:  # said plainly, and the record stays unsaved: closing asks again
            QMessageBox.warning(self, _tr("GameWindow", "Archive"), answer.message)
            return False
        self.statusBar().showMessage(answer.message, 10000)
        self._mark_saved(text, archive_id=answer.game_id)
        return True

    def print_sheet(self) -> None:
        """Print the partie à écrire's scoresheet as it stands, or save it as a PDF (the export dialog)."""
        print_sheet(self)

    def export_booklet(self) -> None:
        """Export a booklet (PDF) of this partie, through the export dialog."""
        export_booklet(self, self.text(), self.proposed_name())

    def open_replay(self) -> None:
        window = GameWindow(record_text=self.text(), archive_saver=self.archive_saver, archive_id=self.archive_id)
        self._children.append(window)
        window.show()

    def _finished(self) -> None:
        if self.play is not None:
            self.statusBar().showMessage(
                _tr("GameWindow", "The partie is over: save it to the archive with Ctrl+Alt+S.")
            )

    def closeEvent(self, event: QCloseEvent) -> None:
        # One rule for every document (studio.games.lifecycle): a partie in progress is kept, archived unfinished or
        # abandoned as the player says; unsaved work is saved or discarded; nothing goes without a question.
        session = self.play.session if self.play is not None else None
        standing = self.standing()
        choice: Choice | None = None
        if standing.in_progress and session is not None:
            choice = self.ask_close(session.turn_number())
            if choice is Choice.CANCEL or (choice is Choice.ARCHIVE_UNFINISHED and not self.archive_unfinished()):
                event.ignore()
                return
        elif standing.modified:
            answer = dialogs.ask_save(
                self,
                _tr("GameWindow", "Unsaved record"),
                _tr("GameWindow", "The record has changes that are not saved. Save them?"),
            )
            if answer == dialogs.CANCEL or (answer == dialogs.SAVE and not self.save()):
                event.ignore()
                return
            self._mark_saved(self.text())
        if self.play is not None and session is not None:
            self.play.stop()
            if not keeps_autosave(choice):
                # Finished (saved, or its changes discarded), never begun, archived unfinished or abandoned.
                session.discard_autosave()
        super().closeEvent(event)

    def archive_unfinished(self) -> bool:
        """Archive the partie as it stands, its record marked unfinished (tag ``Fin``); False when it could not be."""
        if self.play is None or self.archive_saver is None:
            QMessageBox.information(self, _tr("GameWindow", "Archive"), _tr("GameWindow", "No archive is open."))
            return False
        answer = self.archive_saver(self.play.session.text(unfinished=True), self.archive_id)
        if not answer.saved:
            QMessageBox.warning(self, _tr("GameWindow", "Archive"), answer.message)
            return False
        self.document.archive_id = answer.game_id
        return True

    def resign(self) -> None:
        """Resign the partie for the player (after a confirmation).

        It ends, won by the other, and the record says so."""
        if self.play is None:
            return
        session = self.play.session
        colour = self.resigning_colour()
        if colour is None:
            QMessageBox.information(
                self,
                _tr("GameWindow", "Resign"),
                _tr("GameWindow", "Only a partie of two players, begun and not over, can be resigned."),
            )
            return
        name = session.seats()[colour].name
        if not dialogs.headless():
            answer = QMessageBox.question(
                self,
                _tr("GameWindow", "Resign"),
                _tr("GameWindow", "{name} resigns the partie, which {other} wins. Resign?").format(
                    name=name, other=session.seats()[colour.opponent].name
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.play.stop()
        session.resign(colour)
        self.play.refresh()

    def resigning_colour(self) -> Colour | None:
        """Tell who resigns: the one person at the table against the computer, else the player to act.

        ``None`` when the partie cannot be resigned (three or four players, over, or not begun)."""
        return self.play.model.resigning_colour() if self.play is not None else None
