"""The main window's files: the diagram opened, saved, proposed a name, the recent files, and never lost (its
autosave while it has unsaved changes, offered back after a crash).

The autosave waits for a pause in the edits (:data:`AUTOSAVE_DELAY_MS`: a burst of edits writes once) and is
written on a thread of its own, one write after the other, so that an edit costs the interface's thread no disk
access."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from studio.ui.diagram import Diagram
from studio.ui.errors import error_text
from studio.ui.files import (
    SUFFIX,
    DiagramFileError,
    load_diagram,
    read_diagram,
    read_pasted,
    read_text_file,
    save_diagram,
)
from studio.ui.i18n import tr as _tr

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

__all__ = ["AUTOSAVE_DELAY_MS", "WindowFiles"]

AUTOSAVE_DELAY_MS = 400
"""How long the autosave waits after an edit for the next one before it writes."""


class _AutosaveRelay(QObject):
    """Carries an autosave's failure from its thread to the interface's."""

    failed = Signal(object)


class WindowFiles:
    """The File menu's documents of the studio's window."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.autosaving = False
        """Set once the window is built, cleared when it closes: only then is the diagram kept aside."""
        self._autosave_timer = QTimer(window)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self.autosave_now)
        self._writer: ThreadPoolExecutor | None = None
        self._pending: Future[None] | None = None
        self._relay = _AutosaveRelay(window)
        self._relay.failed.connect(self._autosave_failed)

    def start_folder(self) -> str:
        return self.window.settings.last_folder or str(Path.home())

    def new_diagram(self) -> None:
        if not self.maybe_save():
            return
        self.window.document.replace_diagram(Diagram(), _tr("MainWindow", "New diagram"))
        self.window.document.path = None
        self.window.update_texts()

    def open_file(self) -> None:
        if not self.maybe_save():
            return
        path, _filter = QFileDialog.getOpenFileName(
            self.window,
            _tr("MainWindow", "Open a diagram"),
            self.start_folder(),
            _tr(
                "MainWindow", "Trictrac diagrams (*{suffix});;Game records and text (*.trictrac *.txt);;All files (*)"
            ).format(suffix=SUFFIX),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a diagram file, or a record's last position in the editor; a file of several records (the
        sample's, an archive's export) is handed to the Game menu, which asks which game and replays it."""
        try:
            if path.endswith(SUFFIX):
                diagram = load_diagram(path)
            else:
                text = read_text_file(path)
                games = getattr(self.window, "games", None)
                if games is not None and text.count("%trictrac") > 1:
                    return games.open_file_text(text, path) is not None
                diagram = read_pasted(text)
        except (OSError, UnicodeDecodeError, DiagramFileError) as error:
            QMessageBox.warning(
                self.window, _tr("MainWindow", "Cannot open"), f"{path}\n\n{error_text(error, place=False)}"
            )
            return False
        self.window.document.replace_diagram(diagram, _tr("MainWindow", "Open {name}").format(name=Path(path).name))
        self.window.document.path = path if path.endswith(SUFFIX) else None
        self.window.document.undo_stack.setClean()
        self.window.settings.last_folder = str(Path(path).parent)
        self.window.settings.add_recent_file(path)
        self.rebuild_recent_menu()
        self.window.update_texts()
        return True

    def save_file(self) -> None:
        if self.window.document.path:
            self.save_path(self.window.document.path)
        else:
            self.save_file_as()

    def proposed_stem(self) -> str:
        """The name proposed for the diagram's files: its file's, else its caption's, else « diagramme »."""
        from studio.ui.dialogs import file_stem

        if self.window.document.path:
            return Path(self.window.document.path).name.removesuffix(SUFFIX)
        caption = self.window.document.diagram.caption
        return file_stem(caption) if caption else file_stem("diagramme")

    def save_file_as(self) -> None:
        from studio.ui import dialogs

        path = dialogs.save_file_name(
            self.window,
            self.window.settings,
            _tr("MainWindow", "Save the diagram"),
            self.proposed_stem() + SUFFIX,
            _tr("MainWindow", "Trictrac diagrams (*{suffix})").format(suffix=SUFFIX),
        )
        if path:
            if not path.endswith(SUFFIX):
                path += SUFFIX
            self.save_path(path)

    def save_path(self, path: str) -> bool:
        try:
            save_diagram(path, self.window.document.diagram)
        except OSError as error:
            QMessageBox.warning(
                self.window, _tr("MainWindow", "Cannot save"), f"{path}\n\n{error_text(error, place=False)}"
            )
            return False
        self.window.document.path = path
        self.window.document.undo_stack.setClean()
        self.window.settings.last_folder = str(Path(path).parent)
        self.window.settings.add_recent_file(path)
        self.rebuild_recent_menu()
        self.window.statusBar().showMessage(_tr("MainWindow", "Saved {path}").format(path=path), 4000)
        self.window.update_texts()
        return True

    def rebuild_recent_menu(self) -> None:
        menu = self.window.recent_menu
        menu.clear()
        files = self.window.settings.recent_files
        for index, path in enumerate(files, start=1):
            action = menu.addAction(f"&{index} {Path(path).name}")
            action.setToolTip(path)
            action.setShortcut(QKeySequence(f"Ctrl+Alt+{index}"))
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        menu.setEnabled(bool(files))

    def autosave_path(self) -> Path:
        """Where the diagram in progress is kept, beside the games' autosave (``TRICTRAC_DATA_DIR`` in tests)."""
        from studio.games.session import autosave_dir

        return autosave_dir() / f"diagram{SUFFIX}"

    def autosave(self) -> None:
        """Keep the diagram aside once the edits pause (:data:`AUTOSAVE_DELAY_MS`): see :meth:`autosave_now`."""
        if self.autosaving:
            self._autosave_timer.start()

    def autosave_now(self) -> None:
        """Keep the diagram while it has unsaved changes (written whole, as the games' autosave, on the autosave's
        thread); none once it is saved or its changes undone."""
        from studio.games.session import write_atomic
        from studio.ui.files import write_diagram

        self._autosave_timer.stop()
        if not self.autosaving:
            return
        path = self.autosave_path()
        text = write_diagram(self.window.document.diagram) if self.window.document.is_modified() else None

        def write() -> None:
            try:
                if text is not None:
                    write_atomic(path, text)
                else:
                    path.unlink(missing_ok=True)
            except OSError as error:
                self._relay.failed.emit(error)

        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending = self._writer.submit(write)

    def flush_autosave(self) -> None:
        """Write now what is waiting, and wait for the writes under way."""
        if self._autosave_timer.isActive():
            self.autosave_now()
        if self._pending is not None:
            self._pending.result()

    def stop_autosave(self) -> None:
        """The window closes: no more autosaves, and none left aside (the user saved or discarded the diagram)."""
        self._autosave_timer.stop()
        self.autosaving = False
        if self._pending is not None:
            self._pending.result()
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None
        self.autosave_path().unlink(missing_ok=True)

    def _autosave_failed(self, error: object) -> None:
        self.window.statusBar().showMessage(
            _tr("MainWindow", "The diagram could not be kept aside: {error}").format(
                error=error_text(error, capital=False)
            ),
            6000,
        )

    def offer_diagram_recovery(self, ask: bool = True) -> bool:
        """A diagram left unsaved when the studio stopped: offer to take it up again (as a modified diagram)."""
        path = self.autosave_path()
        if not path.is_file():
            return False
        try:
            diagram = read_diagram(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, DiagramFileError):
            return False
        if ask:
            answer = QMessageBox.question(
                self.window,
                _tr("MainWindow", "An unsaved diagram"),
                _tr("MainWindow", "A diagram was left unsaved when the studio stopped. Take it up again?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                path.unlink(missing_ok=True)
                return False
        self.window.document.replace_diagram(diagram, _tr("MainWindow", "Recovered diagram"))
        self.window.document.path = None
        self.window.update_texts()
        return True

    def maybe_save(self) -> bool:
        """Before the diagram is closed or replaced: Save, Discard or Cancel its unsaved changes; False to stop."""
        from studio.ui import dialogs

        if not self.window.document.is_modified():
            return True
        answer = dialogs.ask_save(
            self.window,
            _tr("MainWindow", "Unsaved diagram"),
            _tr("MainWindow", "The diagram has changes that are not saved. Save them?"),
        )
        if answer == dialogs.CANCEL:
            return False
        if answer == dialogs.SAVE:
            self.save_file()
            return not self.window.document.is_modified()
        return True
