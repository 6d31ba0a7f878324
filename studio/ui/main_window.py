"""The studio's main window: the board, the editor's palette and panel, the analysis dock, files and settings.

The window wires parts that each do one job: the :class:`BoardView` says
what the user did on the tablier, the :class:`DiagramDocument` turns it into
undoable edits, the :class:`EditorPanel` and :class:`AnalysisPanel` show and
edit the rest; the actions come from the registry of :mod:`studio.ui.actions`.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from notation.board import BLACK, WHITE, Colour, Point, Position, point_of_step
from notation.dice import Throw
from notation.notations import Notation, Orientation, Side, point_name
from notation.rules.moves import Play
from studio.ui.actions import ACTIONS, MENUS, build_actions, retranslate_actions
from studio.ui.analysis_panel import AnalysisPanel
from studio.ui.board_view import THEMES, BoardView
from studio.ui.diagram import Diagram
from studio.ui.editor import DiagramDocument
from studio.ui.editor_panel import EditorPanel
from studio.ui.files import (
    SUFFIX,
    DiagramFileError,
    load_diagram,
    read_diagram,
    read_pasted,
    read_text_file,
    save_diagram,
)
from studio.ui.i18n import Translations, current_language
from studio.ui.settings import Settings

__all__ = ["TOOLS", "MainWindow"]

TOOLS = ("white", "black", "eraser", "arrow", "mark")


def _tr(context: str, text: str) -> str:
    """``QCoreApplication.translate``, under a name pyside6-lupdate is told to read (see i18n.py)."""
    return QCoreApplication.translate(context, text)


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
        self.archive_url = archive_url
        self._archive: Any = None
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

        self.actions_by_id: dict[str, QAction] = build_actions(self, lambda name: getattr(self, name))
        self._menus: dict[str, QMenu] = {}
        self._recent_menu = QMenu(self)
        self._build_menus()
        self._build_toolbars()

        self.board.pointClicked.connect(self._on_point_clicked)
        self.board.pointRightClicked.connect(self._on_point_right_clicked)
        self.board.pointWheeled.connect(self._on_point_wheeled)
        self.board.pointDragged.connect(self._on_point_dragged)
        self.board.pointKey.connect(self._on_point_key)
        self.board.hovered.connect(self._on_hovered)
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
        self._autosaving = True
        """From now on every change of the diagram is kept aside until it is saved (:meth:`autosave`)."""

    # -- building -------------------------------------------------------------------------

    def _build_menus(self) -> None:
        for key, _title in MENUS:
            self._menus[key] = QMenu(self)
        bar = self.menuBar()
        for key in ("file", "edit", "tools", "view", "analysis", "lessons", "help"):
            bar.addMenu(self._menus[key])
        for spec in ACTIONS:
            menu = self._menus[spec.menu]
            menu.addAction(self.actions_by_id[spec.id])
            if spec.id == "file.export_svg":
                menu.addMenu(self._menus["export"])
            if spec.id in ("file.save_as", "file.archive_save", "file.export_svg", "edit.paste", "edit.redo"):
                menu.addSeparator()
            if spec.id in ("edit.to_move", "edit.no_dice", "view.talons"):
                menu.addSeparator()
            if spec.id == "file.open":
                menu.addMenu(self._recent_menu)
            if spec.id == "lessons.drill":
                menu.addSeparator()
        self._menus["view"].addSeparator()
        for key in ("notation", "theme", "language"):
            self._menus["view"].addMenu(self._menus[key])
        self._rebuild_recent_menu()

    def _build_toolbars(self) -> None:
        self.tools_bar = QToolBar(self)
        self.tools_bar.setObjectName("tools")
        self.tools_bar.setIconSize(self.tools_bar.iconSize() * 1.25)
        for tool in TOOLS:
            self.tools_bar.addAction(self.actions_by_id[f"tool.{tool}"])
        self.tools_bar.addSeparator()
        for key in ("edit.undo", "edit.redo"):
            self.tools_bar.addAction(self.actions_by_id[key])
        self.tools_bar.addSeparator()
        for key in ("edit.start", "edit.talons", "edit.roll", "view.flip"):
            self.tools_bar.addAction(self.actions_by_id[key])
        self.tools_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.tools_bar)

    def retranslate(self) -> None:
        """Set every user-visible text again (called when the language changes)."""
        retranslate_actions(self.actions_by_id)
        for key, title in MENUS:
            self._menus[key].setTitle(QCoreApplication.translate("Actions", title))
        self._recent_menu.setTitle(_tr("MainWindow", "Recent &files"))
        self.panel_dock.setWindowTitle(_tr("MainWindow", "Editor"))
        self.analysis_dock.setWindowTitle(_tr("MainWindow", "Analysis"))
        self.tools_bar.setWindowTitle(_tr("MainWindow", "Palette"))
        self._rebuild_recent_menu()
        self._update_texts()

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

    def _update_texts(self) -> None:
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
        self._update_texts()
        self.autosave()

    # -- never losing work ----------------------------------------------------------------------

    def autosave_path(self) -> Path:
        """Where the diagram in progress is kept, beside the games' autosave (``TRICTRAC_DATA_DIR`` in tests)."""
        from studio.games_session import autosave_dir

        return autosave_dir() / f"diagram{SUFFIX}"

    def autosave(self) -> None:
        """Keep the diagram while it has unsaved changes (written whole, as the games' autosave); none once it
        is saved or its changes undone."""
        from studio.games_session import write_atomic
        from studio.ui.files import write_diagram

        if not getattr(self, "_autosaving", False):
            return
        path = self.autosave_path()
        try:
            if self.document.is_modified():
                write_atomic(path, write_diagram(self.document.diagram))
            else:
                path.unlink(missing_ok=True)
        except OSError as error:
            self.statusBar().showMessage(
                _tr("MainWindow", "The diagram could not be kept aside: {error}").format(error=error), 6000
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
                self,
                _tr("MainWindow", "An unsaved diagram"),
                _tr("MainWindow", "A diagram was left unsaved when the studio stopped. Take it up again?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                path.unlink(missing_ok=True)
                return False
        self.document.replace_diagram(diagram, _tr("MainWindow", "Recovered diagram"))
        self.document.path = None
        self._update_texts()
        return True

    def maybe_save(self) -> bool:
        """Before the diagram is closed or replaced: Save, Discard or Cancel its unsaved changes; False to stop."""
        from studio.ui import dialogs

        if not self.document.is_modified():
            return True
        answer = dialogs.ask_save(
            self,
            _tr("MainWindow", "Unsaved diagram"),
            _tr("MainWindow", "The diagram has changes that are not saved. Save them?"),
        )
        if answer == dialogs.CANCEL:
            return False
        if answer == dialogs.SAVE:
            self.save_file()
            return not self.document.is_modified()
        return True

    def _on_document_changed(self) -> None:
        diagram = self.document.diagram
        self._end_preview()
        self.board.setPosition(diagram.position)
        self.board.setDice(diagram.dice)
        self.board.setScore(diagram.score)
        self.board.setAnnotations(diagram.annotations)
        self.analysis.setDiagram(diagram.position, diagram.dice, diagram.score)
        self._update_texts()
        self.autosave()

    # -- the palette and the board's gestures -----------------------------------------------

    def tool(self) -> str:
        return self._tool

    def set_tool(self, tool: str) -> None:
        self._tool = tool
        self.actions_by_id[f"tool.{tool}"].setChecked(True)
        self.board.setDragStyle("arrow" if tool == "arrow" else "dame")

    def _tool_colour(self) -> Colour:
        return BLACK if self._tool == "black" else WHITE

    def _point_label(self, name: str) -> str:
        point = Point.from_name(name)
        shown = point_name(point, self.board.notation(), self.board.orientation())
        return shown if shown == name else f"{shown} ({name})"

    def _on_point_clicked(self, name: str) -> None:
        tool = self._tool
        if tool in ("white", "black"):
            self.document.add_dame(name, self._tool_colour())
        elif tool == "eraser":
            self.document.remove_dame(name)
        elif tool == "mark":
            glyph = self.panel.mark_glyph.currentText().strip()
            current = self.document.diagram.mark_at(Point.from_name(name))
            if not glyph:
                glyph = current.glyph if current is not None else self.document.next_letter()
            self.document.toggle_mark(name, glyph)
        self._report_point(name)

    def _on_point_right_clicked(self, name: str) -> None:
        if self._tool == "mark":
            self.document.apply(
                self.document.diagram.with_mark(None, Point.from_name(name)), _tr("MainWindow", "Clear a mark")
            )
        elif self._tool == "arrow":
            point = Point.from_name(name)
            annotations = self.document.diagram.annotations
            kept = tuple(a for a in annotations.arrows if point not in (a.origin, a.target))
            self.document.apply(
                self.document.diagram.replace(annotations=type(annotations)(kept, annotations.marks)),
                _tr("MainWindow", "Clear arrows"),
            )
        else:
            self.document.remove_dame(name)
        self._report_point(name)

    def _on_point_wheeled(self, name: str, notches: int) -> None:
        self.document.wheel(name, notches, self._tool_colour())
        self._report_point(name)

    def _on_point_dragged(self, origin: str, target: str) -> None:
        if self._tool == "arrow":
            if target:
                self.document.toggle_arrow(origin, target, self.panel.arrow_colour.currentData())
            return
        self.document.move_dame(origin, target or None)

    def _on_point_key(self, name: str, action: str) -> None:
        if action == "add":
            holder, _count = self.document.diagram.position.dames_at(name)
            self.document.add_dame(name, holder or self._tool_colour())
        elif action == "remove":
            self.document.remove_dame(name)
        elif action == "clear":
            self.document.clear_point(name)
        elif action in ("white", "black"):
            self.document.add_dame(name, WHITE if action == "white" else BLACK)
        self._report_point(name)

    def _report_point(self, name: str) -> None:
        colour, count = self.document.diagram.position.dames_at(name)
        label = self._point_label(name)
        if colour is None:
            message = _tr("MainWindow", "{point}: empty").format(point=label)
        else:
            message = _tr("MainWindow", "{point}: {count} × {colour}").format(
                point=label, count=count, colour=_colour_name(colour)
            )
        self.statusBar().showMessage(message, 4000)

    def _on_hovered(self, name: str) -> None:
        if name:
            self._report_point(name)

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
            self.statusBar().showMessage(_tr("MainWindow", "Nothing to paste: {error}").format(error=error), 6000)
            return False
        self.document.replace_diagram(diagram, _tr("MainWindow", "Paste"))
        self.statusBar().showMessage(_tr("MainWindow", "Pasted {code}").format(code=diagram.code()), 4000)
        return True

    # -- files --------------------------------------------------------------------------------

    def _folder(self) -> str:
        return self.settings.last_folder or str(Path.home())

    def new_diagram(self) -> None:
        if not self.maybe_save():
            return
        self.document.replace_diagram(Diagram(), _tr("MainWindow", "New diagram"))
        self.document.path = None
        self._update_texts()

    def open_file(self) -> None:
        if not self.maybe_save():
            return
        path, _filter = QFileDialog.getOpenFileName(
            self,
            _tr("MainWindow", "Open a diagram"),
            self._folder(),
            _tr(
                "MainWindow", "Trictrac diagrams (*{suffix});;Game records and text (*.trictrac *.txt);;All files (*)"
            ).format(suffix=SUFFIX),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        try:
            if path.endswith(SUFFIX):
                diagram = load_diagram(path)
            else:
                diagram = read_pasted(read_text_file(path))
        except (OSError, UnicodeDecodeError, DiagramFileError) as error:
            QMessageBox.warning(self, _tr("MainWindow", "Cannot open"), f"{path}\n\n{error}")
            return False
        self.document.replace_diagram(diagram, _tr("MainWindow", "Open {name}").format(name=Path(path).name))
        self.document.path = path if path.endswith(SUFFIX) else None
        self.document.undo_stack.setClean()
        self.settings.last_folder = str(Path(path).parent)
        self.settings.add_recent_file(path)
        self._rebuild_recent_menu()
        self._update_texts()
        return True

    def save_file(self) -> None:
        if self.document.path:
            self.save_path(self.document.path)
        else:
            self.save_file_as()

    def proposed_stem(self) -> str:
        """The name proposed for the diagram's files: its file's, else its caption's, else « diagramme »."""
        from studio.ui.dialogs import file_stem

        if self.document.path:
            return Path(self.document.path).name.removesuffix(SUFFIX)
        caption = self.document.diagram.caption
        return file_stem(caption) if caption else file_stem("diagramme")

    def save_file_as(self) -> None:
        from studio.ui import dialogs

        path = dialogs.save_file_name(
            self,
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
            QMessageBox.warning(self, _tr("MainWindow", "Cannot save"), f"{path}\n\n{error}")
            return False
        self.document.path = path
        self.document.undo_stack.setClean()
        self.settings.last_folder = str(Path(path).parent)
        self.settings.add_recent_file(path)
        self._rebuild_recent_menu()
        self.statusBar().showMessage(_tr("MainWindow", "Saved {path}").format(path=path), 4000)
        self._update_texts()
        return True

    def _rebuild_recent_menu(self) -> None:
        menu = self._recent_menu
        menu.clear()
        files = self.settings.recent_files
        for index, path in enumerate(files, start=1):
            action = menu.addAction(f"&{index} {Path(path).name}")
            action.setToolTip(path)
            action.setShortcut(QKeySequence(f"Ctrl+Alt+{index}"))
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        menu.setEnabled(bool(files))

    def export_png(self) -> None:
        from studio.ui import dialogs

        path = dialogs.save_file_name(
            self,
            self.settings,
            _tr("MainWindow", "Export as PNG"),
            self.proposed_stem() + ".png",
            _tr("MainWindow", "PNG images (*.png)"),
        )
        if not path:
            return
        width, ok = QInputDialog.getInt(
            self,
            _tr("MainWindow", "Export as PNG"),
            _tr("MainWindow", "Width in pixels:"),
            self.settings.export_width,
            100,
            10000,
            100,
        )
        if ok:
            self.settings.export_width = width
            self.export_png_to(path if path.lower().endswith(".png") else path + ".png", width)

    def export_png_to(self, path: str, width: int) -> bool:
        ok = self.board.image(width).save(path, "PNG")
        if not ok:
            QMessageBox.warning(self, _tr("MainWindow", "Cannot save"), path)
        return ok

    def export_svg(self) -> None:
        from studio.ui import dialogs

        path = dialogs.save_file_name(
            self,
            self.settings,
            _tr("MainWindow", "Export as SVG"),
            self.proposed_stem() + ".svg",
            _tr("MainWindow", "SVG images (*.svg)"),
        )
        if path:
            self.export_svg_to(path if path.lower().endswith(".svg") else path + ".svg", self.settings.export_width)

    def export_svg_to(self, path: str, width: int) -> bool:
        from studio.ui.image_export import svg_diagram

        diagram = self.document.diagram
        text = svg_diagram(
            diagram.position,
            diagram.annotations,
            self.board.orientation(),
            self.board.notation(),
            width,
            self.board.theme(),
            score=diagram.score,
            dice=diagram.dice,
        )
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as error:
            QMessageBox.warning(self, _tr("MainWindow", "Cannot save"), f"{path}\n\n{error}")
            return False
        return True

    # -- PDF export and the lessons (their modules load on first use) ------------------------------------

    def export_pdf(self, kind: str = "diagram") -> None:
        """The export dialog of ``kind`` (diagram, scoresheet or booklet), with its preview."""
        dialog = self.export_dialog(kind)
        dialog.exec()
        dialog.deleteLater()

    def _current_record_text(self) -> str:
        """The record of the game window last opened and still open (a booklet is of the current game)."""
        games = getattr(self, "games", None)
        for window in reversed(list(getattr(games, "windows", []))):
            if window.isVisible():
                return str(window.text())
        return ""

    def export_dialog(self, kind: str) -> QDialog:
        from studio.ui.export_dialog import ExportDialog, export_diagram_of

        dialog = ExportDialog(
            kind,
            diagrams=[export_diagram_of(self.document.diagram)] if kind == "diagram" else [],
            notation=self.board.notation(),
            orientation=self.board.orientation(),
            folder=self._folder(),
            record_text=self._current_record_text() if kind == "booklet" else "",
            settings=self.settings,
            parent=self,
        )
        dialog.exported.connect(
            lambda path: self.statusBar().showMessage(_tr("MainWindow", "Exported {path}").format(path=path), 6000)
        )
        return dialog

    def lesson_player(self) -> QWidget:
        """The lesson player's window (made on first use, then kept)."""
        player = getattr(self, "_lesson_player", None)
        if player is None:
            from studio.ui.lessons.player import LessonPlayer

            progress = None
            try:
                from studio.lessons_progress import ArchiveProgressStore
                from studio.lessons_progress import progress as fsrs_progress

                progress = fsrs_progress(ArchiveProgressStore(self.archive()))
            except Exception as error:  # the archive is optional: progress then stays in the settings
                self.statusBar().showMessage(
                    _tr("MainWindow", "Lesson progress kept in the settings: {error}").format(error=error), 6000
                )
            player = LessonPlayer(settings=self.settings, progress=progress, parent=self)
            player.setWindowFlag(Qt.WindowType.Window, True)
            player.resize(player.sizeHint())
            self._lesson_player = player
        return player

    def open_lessons(self) -> None:
        player = self.lesson_player()
        player.show()
        player.raise_()
        player.activateWindow()

    def start_drill(self) -> None:
        self.open_lessons()
        self.lesson_player().start_drill()  # type: ignore[attr-defined]

    def reset_lesson_progress(self) -> None:
        self.lesson_player().reset_progress()  # type: ignore[attr-defined]

    # -- the archive (optional: loaded on first use) -----------------------------------------------

    def archive(self) -> Any:
        """The archive (``--db`` URL, or the user's), opened on first use; the first time, an empty archive
        receives the sample parties shipped with the studio."""
        if self._archive is None:
            from studio.store.sample import open_default_archive

            self.statusBar().showMessage(_tr("MainWindow", "Opening the archive…"))
            QApplication.processEvents()
            self._archive, report = open_default_archive(self.archive_url)
            message = _tr("MainWindow", "Archive opened")
            if report.games:
                message = _tr("MainWindow", "The sample archive: {n} parties imported").format(n=report.games)
            self.statusBar().showMessage(message, 6000)
        return self._archive

    def show_archive(self) -> None:
        """The archive browser on the archive (as ``make run`` opens the studio)."""
        games = getattr(self, "games", None)
        if games is not None:
            games.show_browser()

    def save_archive(self) -> None:
        title, ok = QInputDialog.getText(
            self,
            _tr("MainWindow", "Save to the archive"),
            _tr("MainWindow", "Title:"),
            text=self.document.diagram.caption,
        )
        if not ok:
            return
        try:
            from studio.ui.archive_io import save_diagram as archive_save

            self.document.archive_id = archive_save(
                self.archive(), self.document.diagram, title, self.document.archive_id
            )
        except Exception as error:  # the archive is optional: any failure is reported, never fatal
            QMessageBox.warning(
                self,
                _tr("MainWindow", "Archive"),
                _tr("MainWindow", "Cannot save to the archive: {error}").format(error=error),
            )
            return
        self.statusBar().showMessage(_tr("MainWindow", "Saved to the archive"), 4000)

    def open_archive(self) -> None:
        try:
            from studio.ui.archive_io import list_diagrams
            from studio.ui.archive_io import load_diagram as archive_load

            rows = list_diagrams(self.archive())
        except Exception as error:  # the archive is optional: any failure is reported, never fatal
            QMessageBox.warning(
                self,
                _tr("MainWindow", "Archive"),
                _tr("MainWindow", "Cannot open the archive: {error}").format(error=error),
            )
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(_tr("MainWindow", "Open from the archive"))
        table = QTableWidget(len(rows), 3, dialog)
        table.setHorizontalHeaderLabels(
            [_tr("MainWindow", "Title"), _tr("MainWindow", "Caption"), _tr("MainWindow", "Code")]
        )
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, item in enumerate(rows):
            for column, text in enumerate((item.title, item.caption, item.code)):
                table.setItem(row, column, QTableWidgetItem(text))
        table.resizeColumnsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        table.doubleClicked.connect(lambda _index: dialog.accept())
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        layout.addWidget(buttons)
        dialog.resize(760, 420)
        if dialog.exec() != QDialog.DialogCode.Accepted or not table.selectionModel().selectedRows():
            return
        chosen = rows[table.selectionModel().selectedRows()[0].row()]
        try:
            diagram = archive_load(self.archive(), chosen.id)
        except Exception as error:  # the archive is optional: any failure is reported, never fatal
            QMessageBox.warning(self, _tr("MainWindow", "Archive"), str(error))
            return
        self.document.replace_diagram(
            diagram, _tr("MainWindow", "Open {name}").format(name=chosen.title or chosen.code)
        )
        self.document.path, self.document.archive_id = None, chosen.id

    # -- help -----------------------------------------------------------------------------------

    def about(self) -> None:
        from studio.ui.about import show_about

        show_about(self)

    def shortcut_table(self) -> list[tuple[str, str]]:
        """Every action's text and shortcut, in menu order (what the shortcuts box lists)."""
        return [
            (self.actions_by_id[spec.id].text().replace("&", ""), self.actions_by_id[spec.id].shortcut().toString())
            for spec in ACTIONS
        ]

    def show_shortcuts(self) -> None:
        rows = self.shortcut_table()
        board_keys = [
            (_tr("MainWindow", "Move the cursor over the flèches"), "← → ↑ ↓"),
            (_tr("MainWindow", "Add a dame at the cursor / remove one"), "+ / −"),
            (_tr("MainWindow", "Add a Blanc / Noir dame at the cursor"), "B, W / N, K"),
            (_tr("MainWindow", "Empty the flèche at the cursor"), "Delete"),
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
        if not self.maybe_save():
            event.ignore()
            return
        self.remember()
        self._autosaving = False
        self.autosave_path().unlink(missing_ok=True)
        super().closeEvent(event)
