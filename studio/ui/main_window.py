"""The studio's main window: the board, the editor's palette and panel, the analysis dock, files and settings.

The window wires parts that each do one job: the :class:`BoardView` says
what the user did on the tablier, the :class:`DiagramDocument` turns it into
undoable edits, the :class:`EditorPanel` and :class:`AnalysisPanel` show and
edit the rest; the actions come from the registry of :mod:`studio.ui.actions`,
and their menus and palette from :class:`studio.ui.window_menus.WindowMenus`.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from notation.board import Colour, Position, point_of_step
from notation.dice import Throw
from notation.notations import Notation, Orientation, Side
from notation.rules.moves import Play
from studio.ui.actions import ACTIONS, build_actions, retranslate_actions
from studio.ui.analysis_panel import AnalysisPanel
from studio.ui.board_render import THEMES
from studio.ui.board_view import BoardView
from studio.ui.diagram import Diagram
from studio.ui.editor import DiagramDocument
from studio.ui.editor_panel import EditorPanel
from studio.ui.errors import error_text
from studio.ui.files import (
    DiagramFileError,
    read_diagram,
    read_pasted,
)
from studio.ui.i18n import Translations, current_language
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings
from studio.ui.window_archive import ArchiveOpening, WindowArchive
from studio.ui.window_exports import WindowExports
from studio.ui.window_files import WindowFiles
from studio.ui.window_gestures import BoardGestures
from studio.ui.window_lessons import WindowLessons
from studio.ui.window_menus import TOOLS, WindowMenus

logger = logging.getLogger(__name__)

__all__ = ["TOOLS", "MainWindow"]


def _colour_name(colour: Colour) -> str:
    # The game's vocabulary stays French in both languages (DESIGN.md): Blanc and Noir.
    return colour.french


class MainWindow(QMainWindow):
    """The studio; :attr:`board`, :attr:`document`, :attr:`panel` and :attr:`analysis` are its parts."""

    def __init__(
        self,
        position: Position | None = None,
        title: str | None = None,
        parent: QWidget | None = None,
        *,
        settings: Settings | None = None,
        translations: Translations | None = None,
        diagram: Diagram | None = None,
        archive_url: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or Settings.memory()
        # The window's collaborators: the exports, the archive and the lessons (their modules load on first use).
        self.files = WindowFiles(self)
        self.exports = WindowExports(self)
        self.archive_link = WindowArchive(self, archive_url)
        self.lessons = WindowLessons(self)
        self.translations = translations or Translations()
        self._title = title
        self._tool = "white"
        self._previewing = False
        if diagram is None:
            diagram = Diagram(position or Position.start())
        self.document = DiagramDocument(diagram, self)
        self.document.undo_stack.setClean()

        self.board = BoardView(diagram.position, self)
        self.board.setNotation(self.settings.notation)
        self.board.setOrientation(self.settings.orientation)
        self._caption = QLabel(self)
        self._caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._caption.setWordWrap(True)
        self._caption.setStyleSheet("font-style: italic; font-size: 14px; padding: 2px 12px 8px 12px;")
        centre = QWidget(self)
        column = QVBoxLayout(centre)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.board, 1)
        column.addWidget(self._caption)
        self.setCentralWidget(centre)

        self.panel = EditorPanel(self.document, self)
        scroll = QScrollArea(self)
        scroll.setWidget(self.panel)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(self.panel.sizeHint().width() + 24)
        self.panel_dock = QDockWidget(self)
        self.panel_dock.setObjectName("editor-panel")
        self.panel_dock.setWidget(scroll)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel_dock)

        self.analysis = AnalysisPanel(self)
        self.analysis_dock = QDockWidget(self)
        self.analysis_dock.setObjectName("analysis")
        self.analysis_dock.setWidget(self.analysis)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.analysis_dock)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.resizeDocks([self.analysis_dock], [250], Qt.Orientation.Vertical)

        self._move_label = QLabel(self)
        self._code_label = QLabel(self)
        self._code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._code_label.setStyleSheet("font-family: monospace; padding: 0 6px;")
        self.statusBar().addPermanentWidget(self._code_label)
        self.statusBar().addPermanentWidget(self._move_label)

        self.actions_by_id: dict[str, QAction] = build_actions(self, self._handler)
        self.window_menus = WindowMenus(self)
        self._menus: dict[str, QMenu] = self.window_menus.menus
        self.recent_menu = self.window_menus.recent_menu
        self.tools_bar = self.window_menus.tools_bar
        self.files.rebuild_recent_menu()

        self.gestures = BoardGestures(self)
        self.document.changed.connect(self._on_document_changed)
        self.document.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.document.undo_stack.canUndoChanged.connect(self.actions_by_id["edit.undo"].setEnabled)
        self.document.undo_stack.canRedoChanged.connect(self.actions_by_id["edit.redo"].setEnabled)
        self.actions_by_id["edit.undo"].setEnabled(False)
        self.actions_by_id["edit.redo"].setEnabled(False)
        self.panel.presetRequested.connect(lambda key: getattr(self, f"preset_{key}")())
        self.panel.rollRequested.connect(self.roll_dice)
        self.analysis.highlightsChanged.connect(self._on_highlights)
        self.analysis.playPreviewed.connect(self._on_play_previewed)
        self.analysis.playApplied.connect(self._apply_play)
        self.analysis.throwChosen.connect(self.document.set_dice)
        self.panel_dock.visibilityChanged.connect(self.actions_by_id["view.panel"].setChecked)
        self.analysis_dock.visibilityChanged.connect(self.actions_by_id["view.analysis"].setChecked)

        self.set_tool("white")
        self._sync_view_actions()
        self.set_theme(self.settings.theme)
        self.retranslate()
        self.resize(1100, 860)
        self._on_document_changed()
        self.analysis.refresh()
        self.files.autosaving = True
        """From now on every change of the diagram is kept aside until it is saved (:meth:`autosave`)."""

    # -- building -------------------------------------------------------------------------

    def _handler(self, name: str) -> Callable[..., object]:
        """An action's handler: a method of the window, or of one of its collaborators (``exports.export_png``)."""
        target: object = self
        for part in name.split("."):
            target = getattr(target, part)
        assert callable(target)
        return target

    def retranslate(self) -> None:
        """Set every user-visible text again (called when the language changes)."""
        retranslate_actions(self.actions_by_id)
        self.window_menus.retranslate()
        self.panel_dock.setWindowTitle(_tr("MainWindow", "Editor"))
        self.analysis_dock.setWindowTitle(_tr("MainWindow", "Analysis"))
        self.files.rebuild_recent_menu()
        self.update_texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- what is shown --------------------------------------------------------------------

    def diagram(self) -> Diagram:
        return self.document.diagram

    def setPosition(self, position: Position, title: str | None = None) -> None:
        """Show ``position`` as a new diagram (its undo history starts afresh)."""
        self._title = title
        self.document.load(Diagram(position))

    def setDiagram(self, diagram: Diagram, path: str | None = None) -> None:
        self.document.load(diagram, path)

    def setNotation(self, notation: Notation) -> None:
        self.board.setNotation(notation)
        self.settings.notation = notation
        self.actions_by_id[f"notation.{notation.value}"].setChecked(True)
        self.analysis.setView(notation, self.board.orientation())

    def set_notation(self, key: str) -> None:
        self.setNotation(Notation(key))

    def setOrientation(self, orientation: Orientation) -> None:
        self.board.setOrientation(orientation)
        self.settings.orientation = orientation
        self._sync_view_actions()
        self.analysis.setView(self.board.notation(), orientation)

    def flip(self) -> None:
        """Put the other colour at the top."""
        orientation = self.board.orientation()
        self.setOrientation(Orientation(orientation.top.opponent, orientation.talons))

    def toggle_talons(self) -> None:
        orientation = self.board.orientation()
        talons = Side.RIGHT if self.actions_by_id["view.talons"].isChecked() else Side.LEFT
        self.setOrientation(Orientation(orientation.top, talons))

    def _sync_view_actions(self) -> None:
        self.actions_by_id["view.talons"].setChecked(self.board.orientation().talons is Side.RIGHT)
        self.actions_by_id[f"notation.{self.board.notation().value}"].setChecked(True)

    def set_theme(self, key: str) -> None:
        from studio.ui.style import apply_window_theme

        key = key if key in THEMES else "auto"
        # The Dark theme darkens the whole studio (every window, the game windows too), not the board alone.
        apply_window_theme(key)
        self.board.setTheme(THEMES[key])
        self.settings.theme = key
        self.actions_by_id[f"theme.{key}"].setChecked(True)

    def set_language(self, language: str) -> None:
        self.settings.language = language
        self.translations.install(language)
        self.actions_by_id[f"language.{current_language()}"].setChecked(True)
        self.retranslate()
        self.panel.retranslate()
        self.analysis.retranslate()

    def toggle_analysis(self) -> None:
        self.analysis_dock.setVisible(not self.analysis_dock.isVisible())

    def toggle_panel(self) -> None:
        self.panel_dock.setVisible(not self.panel_dock.isVisible())

    def show_analysis_tab(self, index: str) -> None:
        self.analysis_dock.show()
        self.analysis.setCurrentIndex(int(index))

    def statusText(self) -> str:
        """What the status bar says about the position: whose move, and the dames off."""
        position = self.document.diagram.position
        text = _tr("MainWindow", "{colour} to move").format(colour=_colour_name(position.to_move))
        # Dames off: never a negative count (a position with too many dames says so in the editor's warnings).
        off = [(colour, position.off(colour)) for colour in Colour if position.off(colour) > 0]
        if off:
            parts = ", ".join(f"{_colour_name(colour)} {count}" for colour, count in off)
            text += " · " + _tr("MainWindow", "off: {parts}").format(parts=parts)
        return text

    def update_texts(self) -> None:
        diagram = self.document.diagram
        if self.document.path:
            name = Path(self.document.path).name
        elif self._title:
            name = self._title
        elif diagram.position == Position.start():
            name = _tr("MainWindow", "Starting position")
        else:
            name = diagram.caption or _tr("MainWindow", "Position")
        self.setWindowTitle(f"Trictrac Studio — {name}[*]")
        self.setWindowModified(self.document.is_modified())
        self._move_label.setText(self.statusText())
        self._code_label.setText(diagram.code())
        self._caption.setText(diagram.caption)
        self._caption.setVisible(bool(diagram.caption))

    def _on_clean_changed(self, _clean: bool) -> None:
        self.update_texts()
        self.files.autosave()

    def _on_document_changed(self) -> None:
        diagram = self.document.diagram
        self._end_preview()
        self.board.setPosition(diagram.position)
        self.board.setDice(diagram.dice)
        self.board.setScore(diagram.score)
        self.board.setAnnotations(diagram.annotations)
        self.analysis.setDiagram(diagram.position, diagram.dice, diagram.score)
        self.update_texts()
        self.files.autosave()

    # -- the palette and the board's gestures -----------------------------------------------

    def tool(self) -> str:
        return self._tool

    def set_tool(self, tool: str) -> None:
        self._tool = tool
        self.actions_by_id[f"tool.{tool}"].setChecked(True)
        self.board.setDragStyle("arrow" if tool == "arrow" else "dame")

    # -- analysis on the board ----------------------------------------------------------------

    def _on_highlights(self, highlights: object) -> None:
        if not self._previewing and isinstance(highlights, dict):
            self.board.setHighlights(highlights)

    def _on_play_previewed(self, play: object) -> None:
        if not isinstance(play, Play):
            self._end_preview()
            return
        mover = self.document.diagram.position.to_move
        self._previewing = True
        self.board.setHighlights({})
        self.board.setPosition(play.position)
        self.board.setPlay([(point_of_step(mover, a), point_of_step(mover, b)) for a, b in play.moves])

    def _end_preview(self) -> None:
        if self._previewing:
            self._previewing = False
            self.board.setPlay(())
            self.board.setPosition(self.document.diagram.position)

    def _apply_play(self, play: object) -> None:
        if isinstance(play, Play) and play.moves:
            mover = self.document.diagram.position.to_move
            text = _tr("MainWindow", "Play {moves}").format(moves=self.analysis.play_text(play, mover))
            self.document.apply_position(play.position, text)

    def apply_play(self) -> None:
        self.analysis.apply_selected_play()

    # -- edit actions -------------------------------------------------------------------------

    def undo(self) -> None:
        self.document.undo_stack.undo()

    def redo(self) -> None:
        self.document.undo_stack.redo()

    def preset_start(self) -> None:
        self.document.preset_start()

    def preset_empty(self) -> None:
        self.document.preset_empty()

    def preset_talons(self) -> None:
        self.document.preset_talons()

    def switch_to_move(self) -> None:
        self.document.set_to_move(self.document.diagram.position.to_move.opponent)

    def roll_dice(self) -> None:
        a, b = random.randint(1, 6), random.randint(1, 6)
        self.document.set_dice(Throw(max(a, b), min(a, b)))

    def clear_dice(self) -> None:
        self.document.set_dice(None)

    def clear_annotations(self) -> None:
        self.document.clear_annotations()

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.document.diagram.code())
        self.statusBar().showMessage(
            _tr("MainWindow", "Copied the code: {code}").format(code=self.document.diagram.code()), 4000
        )

    def copy_text(self) -> None:
        from notation.render.text import text_diagram

        diagram = self.document.diagram
        text = text_diagram(diagram.position, self.board.notation(), self.board.orientation(), dice=diagram.dice)
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(_tr("MainWindow", "Copied a text diagram"), 4000)

    def copy_image(self) -> None:
        QGuiApplication.clipboard().setImage(self.board.image(self.settings.export_width))
        self.statusBar().showMessage(_tr("MainWindow", "Copied an image"), 4000)

    def paste(self) -> None:
        self.paste_text(QGuiApplication.clipboard().text())

    def paste_text(self, text: str) -> bool:
        """Read ``text`` as anything the studio knows (see :func:`studio.ui.files.read_pasted`); True when read."""
        try:
            diagram = read_pasted(text)
        except DiagramFileError as error:
            self.statusBar().showMessage(
                _tr("MainWindow", "Nothing to paste: {error}").format(error=error_text(error, capital=False)), 6000
            )
            return False
        self.document.replace_diagram(diagram, _tr("MainWindow", "Paste"))
        self.statusBar().showMessage(_tr("MainWindow", "Pasted {code}").format(code=diagram.code()), 4000)
        return True

    def archive(self) -> Any:
        """The archive, opened on first use (see :class:`studio.ui.window_archive.WindowArchive`)."""
        return self.archive_link.archive()

    def archive_opening(self) -> ArchiveOpening | None:
        """The archive being opened in the background (the archive dock shows it); ``None`` once it is open."""
        return self.archive_link.opening()

    def show_archive(self) -> None:
        """The archive browser on the archive (as ``make run`` opens the studio)."""
        # Read on the window itself: ``self.window`` is Qt's QWidget.window(), a method, which silently hid the
        # Game menu's controller and left the studio without its archive at start.
        games = getattr(self, "games", None)
        if games is not None:
            games.show_browser()

    # -- help -----------------------------------------------------------------------------------

    def about(self) -> None:
        from studio.ui.about import show_about

        show_about(self)

    def shortcut_table(self) -> list[tuple[str, str]]:
        """Every action's text and shortcut, in menu order (what the shortcuts box lists)."""
        return [
            (
                self.actions_by_id[spec.id].text().replace("&", ""),
                self.actions_by_id[spec.id].shortcut().toString(QKeySequence.SequenceFormat.NativeText),
            )
            for spec in ACTIONS  # the keys named as the menus name them (« Ctrl+Maj+S », not « Ctrl+Shift+S »)
        ]

    def show_shortcuts(self) -> None:
        rows = self.shortcut_table()
        board_keys = [
            (_tr("MainWindow", "Move the cursor over the flèches"), "← → ↑ ↓"),
            (_tr("MainWindow", "Add a dame at the cursor / remove one"), "+ / −"),
            (_tr("MainWindow", "Add a Blanc / Noir dame at the cursor"), "B, W / N, K"),
            (
                _tr("MainWindow", "Empty the flèche at the cursor"),
                QKeySequence(Qt.Key.Key_Delete).toString(QKeySequence.SequenceFormat.NativeText),
            ),
        ]
        dialog = QDialog(self)
        dialog.setWindowTitle(_tr("MainWindow", "Keyboard shortcuts"))
        table = QTableWidget(len(rows) + len(board_keys), 2, dialog)
        table.setHorizontalHeaderLabels([_tr("MainWindow", "Action"), _tr("MainWindow", "Shortcut")])
        table.verticalHeader().setVisible(False)
        for row, (text, keys) in enumerate(board_keys + rows):
            table.setItem(row, 0, QTableWidgetItem(text))
            table.setItem(row, 1, QTableWidgetItem(keys))
        table.resizeColumnsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        layout.addWidget(buttons)
        dialog.resize(520, 640)
        dialog.exec()

    # -- remembering --------------------------------------------------------------------------------

    def restore_layout(self) -> None:
        """Put the window back as it was left (size, docks, toolbars)."""
        geometry, state = self.settings.window_geometry, self.settings.window_state
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)

    def remember(self) -> None:
        """Store the layout and the open diagram."""
        from studio.ui.files import write_diagram

        self.settings.window_geometry = self.saveGeometry()
        self.settings.window_state = self.saveState()
        self.settings.last_diagram = write_diagram(self.document.diagram)
        self.settings.sync()

    def restore_last_diagram(self) -> bool:
        text = self.settings.last_diagram
        if not text:
            return False
        try:
            diagram = read_diagram(text)
        except DiagramFileError:
            return False
        self.document.load(diagram)
        return True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_docks()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_docks()

    def fit_docks(self) -> None:
        """In a small window the board keeps most of the room: the docks give up what passes a third of it."""
        height, width = self.height(), self.width()
        if self.analysis_dock.isVisible() and not self.analysis_dock.isFloating():
            limit = max(140, height // 3)
            if self.analysis_dock.height() > limit:
                self.resizeDocks([self.analysis_dock], [limit], Qt.Orientation.Vertical)
        if self.panel_dock.isVisible() and not self.panel_dock.isFloating():
            limit = max(260, int(width * 0.42))
            if self.panel_dock.width() > limit:
                self.resizeDocks([self.panel_dock], [limit], Qt.Orientation.Horizontal)

    def closeEvent(self, event: QCloseEvent) -> None:
        # The game windows first (a replay's comments, a partie over not saved), then the diagram.
        games = getattr(self, "games", None)
        for window in list(getattr(games, "windows", [])):
            if window.isVisible() and not window.close():
                event.ignore()
                return
        if not self.files.maybe_save():
            event.ignore()
            return
        self.remember()
        self.files.stop_autosave()
        super().closeEvent(event)
