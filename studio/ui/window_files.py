"""The main window's files: the diagram opened, saved, proposed a name, the recent files, and never lost (its
autosave while it has unsaved changes, offered back after a crash)."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

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

__all__ = ["WindowFiles"]


class WindowFiles:
    """The File menu's documents of the studio's window."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.autosaving = False
        """Set once the window is built, cleared when it closes: only then is the diagram kept aside."""

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
        """Keep the diagram while it has unsaved changes (written whole, as the games' autosave); none once it
        is saved or its changes undone."""
        from studio.games.session import write_atomic
        from studio.ui.files import write_diagram

        if not self.autosaving:
            return
        path = self.autosave_path()
        try:
            if self.window.document.is_modified():
                write_atomic(path, write_diagram(self.window.document.diagram))
            else:
                path.unlink(missing_ok=True)
        except OSError as error:
            self.window.statusBar().showMessage(
                _tr("MainWindow", "The diagram could not be kept aside: {error}").format(
                    error=error_text(error, capital=False)
                ),
                6000,
            )

    def discard_autosave(self) -> None:
        """Forget the diagram kept aside (the studio closes with it saved or discarded); a folder that cannot be
        reached (its name taken by a file) has nothing to forget."""
        with contextlib.suppress(OSError):
            self.autosave_path().unlink(missing_ok=True)

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
