"""The main window's files: the diagram opened, saved, proposed a name, the recent files, and never lost.

Never lost: its autosave while it has unsaved changes, offered back after a crash.

The autosave waits for a pause in the edits (:data:`AUTOSAVE_DELAY_MS`: a burst of edits writes once) and is
written on a thread of its own, one write after the other, so that an edit costs the interface's thread no disk
access."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from studio.ui.diagram import Diagram
from studio.ui.editor import DiagramDocument
from studio.ui.error_messages import error_text
from studio.ui.files import (
    SUFFIX,
    DiagramFileError,
    load_diagram,
    read_diagram,
    read_pasted,
    read_text_file,
    save_diagram,
    write_diagram,
)
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings
from studio.ui.window_parts import Say

__all__ = ["AUTOSAVE_DELAY_MS", "RecordOpener", "WindowFiles"]

AUTOSAVE_DELAY_MS = 400
"""How long the autosave waits after an edit for the next one before it writes."""


class RecordOpener(Protocol):
    """What opens a file of several game records (the Game menu): asks which, and replays it."""

    def open_file_text(self, text: str, path: str) -> object: ...


class _AutosaveRelay(QObject):
    """Carries an autosave's failure from its thread to the interface's."""

    failed = Signal(object)


class WindowFiles:
    """The File menu's documents of the studio's window.

    ``document`` opened, saved and kept aside, with the window's ``settings`` (last folder, recent files) and its
    ``recent_menu``; ``parent`` holds the dialogs, ``say`` the messages, ``refresh`` retitles the window; ``records``
    takes a file of several records."""

    def __init__(
        self,
        parent: QWidget,
        document: DiagramDocument,
        settings: Settings,
        *,
        recent_menu: QMenu,
        say: Say,
        refresh: Callable[[], None],
        records: RecordOpener | None = None,
    ) -> None:
        self.parent = parent
        self.document = document
        self.settings = settings
        self.recent_menu = recent_menu
        self.say = say
        self.refresh = refresh
        self.records = records
        self.autosaving = False
        """Set once the window is built, cleared when it closes: only then is the diagram kept aside."""
        self._autosave_timer = QTimer(parent)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self.autosave_now)
        self._writer: ThreadPoolExecutor | None = None
        self._pending: Future[None] | None = None
        self._relay = _AutosaveRelay(parent)
        self._relay.failed.connect(self._autosave_failed)

    def start_folder(self) -> str:
        return self.settings.last_folder or str(Path.home())

    def new_diagram(self) -> None:
        if not self.maybe_save():
            return
        # A new diagram starts afresh, unmodified (it was an undoable edit, marked modified at once).
        self.document.load(Diagram())
        self.refresh()

    def open_file(self) -> None:
        if not self.maybe_save():
            return
        path, _filter = QFileDialog.getOpenFileName(
            self.parent,
            _tr("MainWindow", "Open a diagram"),
            self.start_folder(),
            _tr(
                "MainWindow", "Trictrac diagrams (*{suffix});;Game records and text (*.trictrac *.txt);;All files (*)"
            ).format(suffix=SUFFIX),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a diagram file, or a record's last position in the editor.

        A file of several records (the sample's, an archive's export) is handed to the Game menu, which asks which game
        and replays it."""
        try:
            if path.endswith(SUFFIX):
                diagram = load_diagram(path)
            else:
                text = read_text_file(path)
                if self.records is not None and text.count("%trictrac") > 1:
                    return self.records.open_file_text(text, path) is not None
                diagram = read_pasted(text)
        except (OSError, UnicodeDecodeError, DiagramFileError) as error:
            QMessageBox.warning(
                self.parent, _tr("MainWindow", "Cannot open"), f"{path}\n\n{error_text(error, place=False)}"
            )
            return False
        self.document.replace_diagram(diagram, _tr("MainWindow", "Open {name}").format(name=Path(path).name))
        self.document.path = path if path.endswith(SUFFIX) else None
        self.document.mark_saved()
        self.settings.last_folder = str(Path(path).parent)
        self.settings.add_recent_file(path)
        self.rebuild_recent_menu()
        self.refresh()
        return True

    def save_file(self) -> None:
        if self.document.path:
            self.save_path(self.document.path)
        else:
            self.save_file_as()

    def proposed_stem(self) -> str:
        """Propose the name for the diagram's files: its file's, else its caption's, else « diagramme »."""
        # imported here: start-up does without studio.ui.dialogs, loaded after the first window shows
        from studio.ui.dialogs import file_stem

        if self.document.path:
            return Path(self.document.path).name.removesuffix(SUFFIX)
        caption = self.document.diagram.caption
        return file_stem(caption) if caption else file_stem("diagramme")

    def save_file_as(self) -> None:
        # imported here: start-up does without studio.ui.dialogs, loaded after the first window shows
        from studio.ui import dialogs

        path = dialogs.save_file_name(
            self.parent,
            self.settings,
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
            save_diagram(path, self.document.diagram)
        except OSError as error:
            QMessageBox.warning(
                self.parent, _tr("MainWindow", "Cannot save"), f"{path}\n\n{error_text(error, place=False)}"
            )
            return False
        self.document.path = path
        self.document.mark_saved()
        self.settings.last_folder = str(Path(path).parent)
        self.settings.add_recent_file(path)
        self.rebuild_recent_menu()
        self.say(_tr("MainWindow", "Saved {path}").format(path=path), 4000)
        self.refresh()
        return True

    def rebuild_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self.settings.recent_files
        for index, path in enumerate(files, start=1):
            action = menu.addAction(f"&{index} {Path(path).name}")
            action.setToolTip(path)
            action.setShortcut(QKeySequence(f"Ctrl+Alt+{index}"))
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        menu.setEnabled(bool(files))

    def autosave_path(self) -> Path:
        """Return where the diagram in progress is kept, beside the games' autosave.

        ``TRICTRAC_DATA_DIR`` in tests."""
        # imported here: start-up does without studio.games.session, loaded after the first window shows
        from studio.games.session import autosave_dir

        return autosave_dir() / f"diagram{SUFFIX}"

    def autosave(self) -> None:
        """Keep the diagram aside once the edits pause (:data:`AUTOSAVE_DELAY_MS`): see :meth:`autosave_now`."""
        if self.autosaving:
            self._autosave_timer.start()

    def autosave_now(self) -> None:
        """Keep the diagram aside while it has unsaved changes; none once it is saved or its changes undone.

        Written whole, as the games' autosave, on the autosave's thread."""
        # imported here: start-up does without studio.games.session, loaded after the first window shows
        from studio.games.session import write_atomic

        self._autosave_timer.stop()
        if not self.autosaving:
            return
        path = self.autosave_path()
        text = write_diagram(self.document.diagram) if self.document.is_modified() else None

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
        """Stop the autosaves as the window closes, and leave none aside (the user saved or discarded the diagram)."""
        self._autosave_timer.stop()
        self.autosaving = False
        if self._pending is not None:
            self._pending.result()
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None
        self.discard_autosave()

    def _autosave_failed(self, error: object) -> None:
        self.say(
            _tr("MainWindow", "The diagram could not be kept aside: {error}").format(
                error=error_text(error, capital=False)
            ),
            6000,
        )

    def discard_autosave(self) -> None:
        """Forget the diagram kept aside (the studio closes with it saved or discarded).

        A folder that cannot be reached (its name taken by a file) has nothing to forget."""
        with contextlib.suppress(OSError):
            self.autosave_path().unlink(missing_ok=True)

    def offer_diagram_recovery(self, ask: bool = True) -> bool:
        """Offer to take up again a diagram left unsaved when the studio stopped (as a modified diagram)."""
        path = self.autosave_path()
        if not path.is_file():
            return False
        try:
            diagram = read_diagram(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, DiagramFileError):
            return False
        if ask:
            answer = QMessageBox.question(
                self.parent,
                _tr("MainWindow", "An unsaved diagram"),
                _tr("MainWindow", "A diagram was left unsaved when the studio stopped. Take it up again?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                path.unlink(missing_ok=True)
                return False
        self.document.replace_diagram(diagram, _tr("MainWindow", "Recovered diagram"))
        self.document.path = None
        self.refresh()
        return True

    def maybe_save(self) -> bool:
        """Ask to Save, Discard or Cancel the diagram's unsaved changes before it is closed or replaced.

        Returns False to stop."""
        # imported here: start-up does without studio.ui.dialogs, loaded after the first window shows
        from studio.ui import dialogs

        if not self.document.is_modified():
            return True
        answer = dialogs.ask_save(
            self.parent,
            _tr("MainWindow", "Unsaved diagram"),
            _tr("MainWindow", "The diagram has changes that are not saved. Save them?"),
        )
        if answer == dialogs.CANCEL:
            return False
        if answer == dialogs.SAVE:
            self.save_file()
            return not self.document.is_modified()
        return True
