"""The studio's main window: the board, the editor's palette and panel, the analysis dock, files and settings.

The window wires parts that each do one job: the :class:`BoardView` says
what the user did on the tablier, the :class:`DiagramDocument` turns it into
undoable edits, the :class:`EditorPanel` and :class:`AnalysisPanel` show and
edit the rest; the actions come from the registry of :mod:`studio.ui.actions`,
and their menus and palette from :class:`studio.ui.window_menus.WindowMenus`.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from notation.board import Colour, Position
from notation.notations import Notation, Orientation, Side
from studio.ui.accessible import describe
from studio.ui.actions import Handler, build_actions, retranslate_actions
from studio.ui.analysis import AnalysisPanel
from studio.ui.board_render import THEMES
from studio.ui.board_view import BoardView
from studio.ui.diagram import Diagram
from studio.ui.editor import DiagramDocument
from studio.ui.editor_panel import EditorPanel
from studio.ui.explorer_panel import ExplorerPanel
from studio.ui.files import (
    DiagramFileError,
    read_diagram,
    write_diagram,
)
from studio.ui.game_windows import GamesController, add_game_menu
from studio.ui.i18n import QT_TRANSLATE_NOOP, Translations, current_language
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings
from studio.ui.style import apply_window_theme, larger_font
from studio.ui.widget_guards import guard_docks_of, guard_widgets
from studio.ui.window_analysis import BoardAnalysis
from studio.ui.window_archive import ArchiveOpening, WindowArchive
from studio.ui.window_edits import DiagramEdits
from studio.ui.window_exports import WindowExports
from studio.ui.window_files import WindowFiles
from studio.ui.window_focus import FocusRing, PaneFocus, dock_seen, let_tab_leave, reading_order
from studio.ui.window_gestures import BoardGestures
from studio.ui.window_lessons import WindowLessons
from studio.ui.window_menus import TOOLS, WindowMenus
from studio.ui.window_shortcuts import show_shortcuts

if TYPE_CHECKING:
    from studio.store.db import Archive

logger = logging.getLogger(__name__)

__all__ = ["TOOLS", "MainWindow"]


def _colour_name(colour: Colour) -> str:
    # The game's vocabulary stays French in both languages (docs/design.md): Blanc and Noir.
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
        self.settings: Settings = settings or Settings.memory()
        self.translations = translations or Translations()
        self._title = title
        self._tool = "white"
        if diagram is None:
            diagram = Diagram(position or Position.start())
        self.document = DiagramDocument(diagram, self)
        self.document.mark_saved()

        self.board = BoardView(diagram.position, self)
        self.board.setNotation(self.settings.notation)
        self.board.setOrientation(self.settings.orientation)
        self._caption = QLabel(self)
        self._caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._caption.setWordWrap(True)
        self._caption.setFont(larger_font(1.15, italic=True))  # the system's font size, not pixels (large type)
        self._caption.setStyleSheet("padding: 2px 12px 8px 12px;")
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
        # Tab goes to the fields within (the area scrolls to the one with the focus), not to the area after them.
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        describe(
            scroll,
            QT_TRANSLATE_NOOP("Accessible", "Editor panel"),
            QT_TRANSLATE_NOOP("Accessible", "The diagram's dice, score, annotations, caption and comment"),
        )
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
        # The explorer: the plays made from the board's position across the archive (View ▸ Explorer, F7); it
        # shares the analysis' place, as a tab, and asks the archive only while it is shown.
        say = self.statusBar().showMessage
        self.archive_link = WindowArchive(self, self.document, archive_url, say=say)
        """The archive, opened on first use (the sample parties the first time)."""
        self.explorer = ExplorerPanel(self.archive_link, self)
        self.explorer_dock = QDockWidget(self)
        self.explorer_dock.setObjectName("explorer")
        self.explorer_dock.setWidget(self.explorer)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.explorer_dock)
        self.explorer_dock.hide()  # put beside the analysis, as a tab, when first shown (View ▸ Explorer)
        # Tab as the window reads: the board, the docks below it in its column, then the column on its right (the
        # editor's panel; the archive, made later, shares its tab).
        reading_order(self.board, self.analysis_dock, self.explorer_dock, self.panel_dock)

        self._move_label = QLabel(self)
        self._code_label = QLabel(self)
        self._code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._code_label.setStyleSheet("font-family: monospace; padding: 0 6px;")
        self.statusBar().addPermanentWidget(self._code_label)
        self.statusBar().addPermanentWidget(self._move_label)

        # The window's collaborators, each handed what it needs (none of them knows this class); the archive's
        # (above) first, for the explorer.
        self.games = GamesController(
            self,
            archive=self.archive_link.archive,
            settings=self.settings,
            current_position=lambda: self.document.diagram.position,
            beside=self.panel_dock,
            opening=self.archive_link.opening,
        )
        """The Game menu: parties played, recorded and replayed, and the archive browser."""
        self.lessons = WindowLessons(self, self.settings, archive=self.archive_link.archive, say=say)
        self.actions_by_id: dict[str, QAction] = build_actions(self, self.action_handlers())
        self.window_menus = WindowMenus(self, self.actions_by_id)
        self._menus: dict[str, QMenu] = self.window_menus.menus
        self.recent_menu = self.window_menus.recent_menu
        self.tools_bar = self.window_menus.tools_bar
        # The Game menu stands before Help, which stays last.
        add_game_menu(self.games, self.menuBar(), before=self._menus["help"].menuAction())
        self.files = WindowFiles(
            self,
            self.document,
            self.settings,
            recent_menu=self.recent_menu,
            say=say,
            refresh=self.update_texts,
            records=self.games,
        )
        self.exports = WindowExports(
            self,
            self.document,
            self.board,
            self.settings,
            self.files,
            say=say,
            record_text=self.games.current_record_text,
        )
        self.files.rebuild_recent_menu()
        self.focus = PaneFocus(self.board, self.docks)
        """The keyboard's way around: the board by its shortcut, the panes in turn by Ctrl+Tab."""
        self.actions_by_id["view.previous_pane"].setShortcuts(
            # Shift+Tab comes as Backtab from most keyboards: both name the same keys.
            [QKeySequence("Ctrl+Shift+Tab"), QKeySequence(Qt.Modifier.CTRL | Qt.Modifier.SHIFT | Qt.Key.Key_Backtab)]
        )
        # As the focus moves: a table lets Tab leave it, a dock behind another's tab comes to the front.
        application = QApplication.instance()
        self.focus_ring = FocusRing()
        if isinstance(application, QApplication):
            application.focusChanged.connect(self._on_focus_changed)

        self.gestures = BoardGestures(self.board, self.document, self.panel, tool=self.tool, say=say)
        self.edits = DiagramEdits(self.document, self.board, self.settings, say=say)
        """The Edit menu's presets, dice and clipboard."""
        self.board_analysis = BoardAnalysis(self.board, self.document, self.analysis, self.explorer)
        """The analysis' and the explorer's rings and plays on the board."""
        self.document.changed.connect(self._on_document_changed)
        self.document.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.document.undo_stack.canUndoChanged.connect(self.actions_by_id["edit.undo"].setEnabled)
        self.document.undo_stack.canRedoChanged.connect(self.actions_by_id["edit.redo"].setEnabled)
        self.actions_by_id["edit.undo"].setEnabled(False)
        self.actions_by_id["edit.redo"].setEnabled(False)
        self.panel.presetRequested.connect(self.edits.preset)
        self.panel.rollRequested.connect(self.edits.roll_dice)
        # The View menu ticks a dock while the user sees it (not when another dock's tab hides it).
        self.panel_dock.visibilityChanged.connect(self.actions_by_id["view.panel"].setChecked)
        self.analysis_dock.visibilityChanged.connect(self.actions_by_id["view.analysis"].setChecked)
        self.explorer_dock.visibilityChanged.connect(self.actions_by_id["view.explorer"].setChecked)

        self.set_tool("white")
        self._sync_view_actions()
        self.set_theme(self.settings.theme)
        self.retranslate()
        self.resize(1100, 860)
        self._on_document_changed()
        self.analysis.refresh()
        self.files.autosaving = True
        """From now on every change of the diagram is kept aside until it is saved (:meth:`autosave`)."""
        # The wheel guard and the tooltips of cells cut short, on this window's widgets and docks.
        guard_docks_of(self)
        guard_widgets(self)

    # -- building -------------------------------------------------------------------------

    def action_handlers(self) -> dict[str, Handler]:
        """Return what each action of the registry does, by its name.

        By the name its :class:`~studio.ui.actions.ActionSpec` gives; each is called with the action's data, "" when
        none.  Looked up when triggered, so a collaborator's method replaced later (a test's double) is the one called.
        """
        return {
            "files.new_diagram": lambda _data: self.files.new_diagram(),
            "files.open_file": lambda _data: self.files.open_file(),
            "files.save_file": lambda _data: self.files.save_file(),
            "files.save_file_as": lambda _data: self.files.save_file_as(),
            "archive_link.open_archive": lambda _data: self.archive_link.open_archive(),
            "archive_link.save_archive": lambda _data: self.archive_link.save_archive(),
            "exports.export_png": lambda _data: self.exports.export_png(),
            "exports.export_svg": lambda _data: self.exports.export_svg(),
            "exports.export_pdf": lambda kind: self.exports.export_pdf(kind),
            "exports.print_diagram": lambda data: self.exports.print_diagram(preview=data == "preview"),
            "close": lambda _data: self.close(),
            "undo": lambda _data: self.undo(),
            "redo": lambda _data: self.redo(),
            "copy_code": lambda _data: self.edits.copy_code(),
            "copy_text": lambda _data: self.edits.copy_text(),
            "copy_image": lambda _data: self.edits.copy_image(),
            "paste": lambda _data: self.edits.paste(),
            "preset_start": lambda _data: self.edits.preset("start"),
            "preset_empty": lambda _data: self.edits.preset("empty"),
            "preset_talons": lambda _data: self.edits.preset("talons"),
            "switch_to_move": lambda _data: self.edits.switch_to_move(),
            "roll_dice": lambda _data: self.edits.roll_dice(),
            "clear_dice": lambda _data: self.edits.clear_dice(),
            "clear_annotations": lambda _data: self.edits.clear_annotations(),
            "set_tool": lambda tool: self.set_tool(tool),
            "flip": lambda _data: self.flip(),
            "toggle_talons": lambda _data: self.toggle_talons(),
            "toggle_analysis": lambda _data: self.toggle_analysis(),
            "toggle_panel": lambda _data: self.toggle_panel(),
            "toggle_explorer": lambda _data: self.toggle_explorer(),
            "set_notation": lambda key: self.set_notation(key),
            "set_theme": lambda key: self.set_theme(key),
            "set_language": lambda language: self.set_language(language),
            "apply_play": lambda _data: self.analysis.apply_selected_play(),
            "show_analysis_tab": lambda index: self.show_analysis_tab(index),
            "lessons.open_lessons": lambda _data: self.lessons.open_lessons(),
            "lessons.start_drill": lambda _data: self.lessons.start_drill(),
            "lessons.open_puzzles": lambda _data: self.lessons.open_puzzles(),
            "lessons.reset_lesson_progress": lambda _data: self.lessons.reset_lesson_progress(),
            "focus.focus_board": lambda _data: self.focus.focus_board(),
            "focus.next_pane": lambda _data: self.focus.next_pane(),
            "focus.previous_pane": lambda _data: self.focus.previous_pane(),
            "show_shortcuts": lambda _data: show_shortcuts(self, self.actions_by_id),
            "about": lambda _data: self.about(),
        }

    def retranslate(self) -> None:
        """Set every user-visible text again (called when the language changes)."""
        retranslate_actions(self.actions_by_id)
        self.window_menus.retranslate()
        self.panel_dock.setWindowTitle(_tr("MainWindow", "Editor"))
        self.analysis_dock.setWindowTitle(_tr("MainWindow", "Analysis"))
        self.explorer_dock.setWindowTitle(_tr("MainWindow", "Explorer"))
        self.files.rebuild_recent_menu()
        self.games.retranslate()
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
        self.explorer.setView(notation, self.board.orientation())

    def set_notation(self, key: str) -> None:
        self.setNotation(Notation(key))

    def setOrientation(self, orientation: Orientation) -> None:
        self.board.setOrientation(orientation)
        self.settings.orientation = orientation
        self._sync_view_actions()
        self.analysis.setView(self.board.notation(), orientation)
        self.explorer.setView(self.board.notation(), orientation)

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
        key = key if key in THEMES else "auto"
        # The Dark theme darkens the whole studio (every window, the game windows too), not the board alone.
        apply_window_theme(key)
        self.board.setTheme(THEMES[key])
        self.settings.theme = key
        self.focus_ring.follow(QApplication.focusWidget())  # a new style hides the frame round the focus
        self.actions_by_id[f"theme.{key}"].setChecked(True)

    def set_language(self, language: str) -> None:
        self.settings.language = language
        self.translations.install(language)
        self.actions_by_id[f"language.{current_language()}"].setChecked(True)
        self.retranslate()
        self.panel.retranslate()
        self.analysis.retranslate()

    def docks(self) -> list[QDockWidget]:
        """Return the docks in Ctrl+Tab's order: the editor, the archive (once opened), the analysis."""
        archive = self.games.browser_dock
        return [
            self.panel_dock,
            *([archive] if archive is not None else []),
            self.analysis_dock,
            *([self.explorer_dock] if not self.explorer_dock.isHidden() else []),
        ]

    def toggle_analysis(self) -> None:
        self._toggle_dock(self.analysis_dock, self.actions_by_id["view.analysis"])

    def toggle_panel(self) -> None:
        self._toggle_dock(self.panel_dock, self.actions_by_id["view.panel"])

    def toggle_explorer(self) -> None:
        if self.explorer_dock.isHidden() and not self.tabifiedDockWidgets(self.analysis_dock):
            self.tabifyDockWidget(self.analysis_dock, self.explorer_dock)
        self._toggle_dock(self.explorer_dock, self.actions_by_id["view.explorer"])

    def _on_focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        let_tab_leave(new)  # any table of the studio, in this window or another
        self.focus_ring.follow(new)  # and its focus seen
        self.focus.follow(new)

    def _toggle_dock(self, dock: QDockWidget, action: QAction) -> None:
        """Close a dock the user sees; show and bring to the front one closed or hidden behind another's tab."""
        if dock_seen(dock):
            dock.hide()
        else:
            dock.show()
            dock.raise_()
        action.setChecked(not dock.isHidden())

    def show_analysis_tab(self, index: str) -> None:
        self.analysis_dock.show()
        self.analysis.setCurrentIndex(int(index))

    def statusText(self) -> str:
        """Say what the status bar says about the position: whose move, and the dames off."""
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
        self.board_analysis.end_preview()
        self.board.setPosition(diagram.position)
        self.board.setDice(diagram.dice)
        self.board.setScore(diagram.score)
        self.board.setAnnotations(diagram.annotations)
        self.analysis.setDiagram(diagram.position, diagram.dice, diagram.score)
        self.explorer.setPosition(diagram.position, diagram.dice)
        self.update_texts()
        self.files.autosave()

    # -- the palette and the board's gestures -----------------------------------------------

    def tool(self) -> str:
        return self._tool

    def set_tool(self, tool: str) -> None:
        self._tool = tool
        self.actions_by_id[f"tool.{tool}"].setChecked(True)
        self.board.setDragStyle("arrow" if tool == "arrow" else "dame")

    # -- edit actions -------------------------------------------------------------------------

    def undo(self) -> None:
        self.document.undo_stack.undo()

    def redo(self) -> None:
        self.document.undo_stack.redo()

    # -- the archive --------------------------------------------------------------------------

    def archive(self) -> Archive:
        """Return the archive, opened on first use (see :class:`studio.ui.window_archive.WindowArchive`)."""
        return self.archive_link.archive()

    def archive_opening(self) -> ArchiveOpening | None:
        """Return the archive being opened in the background (the archive dock shows it); ``None`` once it is open."""
        return self.archive_link.opening()

    def show_archive(self) -> None:
        """Show the archive browser on the archive (as ``make run`` opens the studio)."""
        self.games.show_browser()

    # -- help -----------------------------------------------------------------------------------

    def about(self) -> None:
        # imported here: start-up does without studio.ui.about, loaded after the first window shows
        from studio.ui.about import show_about

        show_about(self)

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
        self.settings.window_geometry = self.saveGeometry()
        self.settings.window_state = self.saveState()
        # The diagram as last saved: changes the user discarded on quitting are not shown again at the next start.
        self.settings.last_diagram = write_diagram(self.document.kept)
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
        self.window_menus.fit_tool_bar()

    def fit_docks(self) -> None:
        """Keep most of the room for the board in a small window: the docks give up what passes a third of it."""
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
        for window in list(self.games.windows):
            if window.isVisible() and not window.close():
                event.ignore()
                return
        if not self.files.maybe_save():
            event.ignore()
            return
        self.remember()
        self.files.stop_autosave()  # the writes under way waited for, and nothing left aside
        super().closeEvent(event)
