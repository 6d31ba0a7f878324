"""Every action of the studio, declared as data in one registry and turned into QActions in one place.

An :class:`ActionSpec` names its handler rather than holding it, so the
registry is plain data that tests and the help can read: every action has a
shortcut, and no two share one.  The window maps each name to what it does in
one typed table (:meth:`studio.ui.main_window.MainWindow.action_handlers`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QColor,
    QIcon,
    QIconEngine,
    QKeySequence,
    QPainter,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QApplication, QStyleOption

from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.style import is_dark

__all__ = [
    "ACTIONS",
    "GAME_WINDOW_ACTIONS",
    "MENUS",
    "PLAY_ACTIONS",
    "REPLAY_ACTIONS",
    "WINDOW_ACTIONS",
    "ActionSpec",
    "Handler",
    "build_actions",
    "retranslate_actions",
    "tool_icon",
    "tool_pixmap",
]


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """One action: its id, menu, text (English source, translated at run time), shortcut, icon and handler."""

    id: str
    menu: str
    text: str
    shortcut: str
    handler: str
    """The key of the window's table of handlers: a method of the window, or of one of its collaborators, dotted
    (``exports.export_png``); it is called with the action's ``data`` ("" when none)."""
    icon: str = ""
    """A freedesktop theme icon name, or ``tool:NAME`` for an icon drawn here."""
    checkable: bool = False
    group: str = ""
    """Checkable actions in one group are exclusive."""
    data: str = ""
    tip: str = ""
    context: str = "Actions"
    """The translation context of ``text`` and ``tip`` (the window's own, for a game window's actions)."""
    local: bool = False
    """The shortcut acts in the widget holding the action (and its children) only, not in its whole window."""


_C = "Actions"

ACTIONS: tuple[ActionSpec, ...] = (
    # File
    ActionSpec(
        "file.new", "file", QT_TRANSLATE_NOOP("Actions", "&New diagram"), "Ctrl+N", "files.new_diagram", "document-new"
    ),
    ActionSpec(
        "file.open", "file", QT_TRANSLATE_NOOP("Actions", "&Open…"), "Ctrl+O", "files.open_file", "document-open"
    ),
    ActionSpec(
        "file.save", "file", QT_TRANSLATE_NOOP("Actions", "&Save"), "Ctrl+S", "files.save_file", "document-save"
    ),
    ActionSpec("file.save_as", "file", QT_TRANSLATE_NOOP("Actions", "Save &as…"), "Ctrl+Shift+S", "files.save_file_as"),
    ActionSpec(
        "file.archive_open",
        "file",
        QT_TRANSLATE_NOOP("Actions", "Open from the a&rchive…"),
        "Ctrl+Shift+O",
        "archive_link.open_archive",
    ),
    ActionSpec(
        "file.archive_save",
        "file",
        QT_TRANSLATE_NOOP("Actions", "Save to the ar&chive"),
        "Ctrl+Alt+S",
        "archive_link.save_archive",
    ),
    ActionSpec(
        "file.export_png", "file", QT_TRANSLATE_NOOP("Actions", "Export as &PNG…"), "Ctrl+E", "exports.export_png"
    ),
    ActionSpec(
        "file.export_svg", "file", QT_TRANSLATE_NOOP("Actions", "Export as S&VG…"), "Ctrl+Shift+E", "exports.export_svg"
    ),
    ActionSpec(
        "file.print",
        "file",
        QT_TRANSLATE_NOOP("Actions", "Pr&int…"),
        "Ctrl+P",
        "exports.print_diagram",
        "document-print",
        tip=QT_TRANSLATE_NOOP("Actions", "Print the diagram (a booklet or a scoresheet: from its export dialog)"),
    ),
    ActionSpec(
        "file.print_preview",
        "file",
        QT_TRANSLATE_NOOP("Actions", "Print previe&w…"),
        "Ctrl+Alt+Shift+P",
        "exports.print_diagram",
        "document-print-preview",
        data="preview",
    ),
    ActionSpec(
        "file.export_pdf_diagram",
        "export",
        QT_TRANSLATE_NOOP("Actions", "&Diagrams…"),
        "Ctrl+Alt+D",
        "exports.export_pdf",
        data="diagram",
        tip=QT_TRANSLATE_NOOP("Actions", "Export the diagram (or several) as PDF, with a preview"),
    ),
    ActionSpec(
        "file.export_pdf_scoresheet",
        "export",
        QT_TRANSLATE_NOOP("Actions", "&Scoresheet…"),
        "Ctrl+Alt+P",
        "exports.export_pdf",
        data="scoresheet",
        tip=QT_TRANSLATE_NOOP("Actions", "Export a blank or filled scoresheet as PDF"),
    ),
    ActionSpec(
        "file.export_pdf_booklet",
        "export",
        QT_TRANSLATE_NOOP("Actions", "&Booklet from a record…"),
        "Ctrl+Shift+P",
        "exports.export_pdf",
        data="booklet",
        tip=QT_TRANSLATE_NOOP("Actions", "Export a game record as a booklet with diagrams"),
    ),
    ActionSpec("file.quit", "file", QT_TRANSLATE_NOOP("Actions", "&Quit"), "Ctrl+Q", "close", "application-exit"),
    # Edit
    ActionSpec("edit.undo", "edit", QT_TRANSLATE_NOOP("Actions", "&Undo"), "Ctrl+Z", "undo", "edit-undo"),
    ActionSpec("edit.redo", "edit", QT_TRANSLATE_NOOP("Actions", "&Redo"), "Ctrl+Shift+Z", "redo", "edit-redo"),
    ActionSpec("edit.copy", "edit", QT_TRANSLATE_NOOP("Actions", "&Copy the code"), "Ctrl+C", "copy_code", "edit-copy"),
    ActionSpec(
        "edit.copy_text", "edit", QT_TRANSLATE_NOOP("Actions", "Copy a te&xt diagram"), "Ctrl+Alt+C", "copy_text"
    ),
    ActionSpec("edit.copy_image", "edit", QT_TRANSLATE_NOOP("Actions", "Copy an &image"), "Ctrl+Shift+C", "copy_image"),
    ActionSpec("edit.paste", "edit", QT_TRANSLATE_NOOP("Actions", "&Paste anything"), "Ctrl+V", "paste", "edit-paste"),
    ActionSpec(
        "edit.start", "edit", QT_TRANSLATE_NOOP("Actions", "&Starting position"), "Ctrl+Shift+1", "preset_start"
    ),
    ActionSpec("edit.empty", "edit", QT_TRANSLATE_NOOP("Actions", "&Empty board"), "Ctrl+Shift+0", "preset_empty"),
    ActionSpec(
        "edit.talons", "edit", QT_TRANSLATE_NOOP("Actions", "All on the &talons"), "Ctrl+Shift+T", "preset_talons"
    ),
    ActionSpec(
        "edit.to_move", "edit", QT_TRANSLATE_NOOP("Actions", "Switch the colour to &move"), "Ctrl+T", "switch_to_move"
    ),
    ActionSpec("edit.roll", "edit", QT_TRANSLATE_NOOP("Actions", "R&oll the dice"), "Ctrl+D", "roll_dice"),
    ActionSpec("edit.no_dice", "edit", QT_TRANSLATE_NOOP("Actions", "Remove the &dice"), "Ctrl+Shift+D", "clear_dice"),
    ActionSpec(
        "edit.clear_annotations",
        "edit",
        QT_TRANSLATE_NOOP("Actions", "Clear the &annotations"),
        "Ctrl+Shift+X",
        "clear_annotations",
    ),
    # Tools (the palette)
    ActionSpec(
        "tool.white",
        "tools",
        QT_TRANSLATE_NOOP("Actions", "&Blanc dame"),
        "Ctrl+1",
        "set_tool",
        "tool:white",
        True,
        "tool",
        "white",
        QT_TRANSLATE_NOOP("Actions", "Click adds a Blanc dame, right click removes, drag moves"),
    ),
    ActionSpec(
        "tool.black",
        "tools",
        QT_TRANSLATE_NOOP("Actions", "&Noir dame"),
        "Ctrl+2",
        "set_tool",
        "tool:black",
        True,
        "tool",
        "black",
        QT_TRANSLATE_NOOP("Actions", "Click adds a Noir dame, right click removes, drag moves"),
    ),
    ActionSpec(
        "tool.eraser",
        "tools",
        QT_TRANSLATE_NOOP("Actions", "&Eraser"),
        "Ctrl+3",
        "set_tool",
        "tool:eraser",
        True,
        "tool",
        "eraser",
        QT_TRANSLATE_NOOP("Actions", "Click removes a dame"),
    ),
    ActionSpec(
        "tool.arrow",
        "tools",
        QT_TRANSLATE_NOOP("Actions", "&Arrow"),
        "Ctrl+4",
        "set_tool",
        "tool:arrow",
        True,
        "tool",
        "arrow",
        QT_TRANSLATE_NOOP("Actions", "Drag from one flèche to another draws an arrow (again: removes it)"),
    ),
    ActionSpec(
        "tool.mark",
        "tools",
        QT_TRANSLATE_NOOP("Actions", "&Mark"),
        "Ctrl+5",
        "set_tool",
        "tool:mark",
        True,
        "tool",
        "mark",
        QT_TRANSLATE_NOOP("Actions", "Click writes a letter or glyph on a flèche (again: removes it)"),
    ),
    # View
    ActionSpec("view.flip", "view", QT_TRANSLATE_NOOP("Actions", "&Flip the board"), "Ctrl+F", "flip"),
    ActionSpec(
        "view.talons",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Talons on the &right"),
        "Ctrl+R",
        "toggle_talons",
        checkable=True,
    ),
    ActionSpec(
        "view.analysis",
        "view",
        QT_TRANSLATE_NOOP("Actions", "&Analysis panel"),
        "F9",
        "toggle_analysis",
        checkable=True,
    ),
    ActionSpec(
        "view.panel", "view", QT_TRANSLATE_NOOP("Actions", "&Editor panel"), "F8", "toggle_panel", checkable=True
    ),
    ActionSpec(
        "view.explorer",
        "view",
        QT_TRANSLATE_NOOP("Actions", "E&xplorer"),
        "F7",
        "toggle_explorer",
        checkable=True,
        tip=QT_TRANSLATE_NOOP("Actions", "The plays made from the board's position across the archive"),
    ),
    ActionSpec(
        "view.focus_board",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Focus the &board"),
        "Ctrl+B",
        "focus.focus_board",
        tip=QT_TRANSLATE_NOOP("Actions", "Put the keyboard on the board: the arrows move the cursor, + and − edit"),
    ),
    ActionSpec(
        "view.next_pane",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Next &panel"),
        "Ctrl+Tab",
        "focus.next_pane",
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Put the keyboard on the next panel: the board, the editor, the analysis, the archive"
        ),
    ),
    ActionSpec(
        "view.previous_pane",
        "view",
        QT_TRANSLATE_NOOP("Actions", "Pre&vious panel"),
        "Ctrl+Shift+Tab",
        "focus.previous_pane",
        tip=QT_TRANSLATE_NOOP("Actions", "Put the keyboard on the previous panel"),
    ),
    *(
        ActionSpec(f"notation.{key}", "notation", text, f"Alt+{index}", "set_notation", "", True, "notation", key)
        for index, (key, text) in enumerate(
            (
                ("bn", "B/N"),
                ("soumille", "Soumille (1738)"),
                ("lepeintre", "Lepeintre (1818)"),
                ("levy", "Levy"),
                ("t11", "T–11"),
            ),
            start=1,
        )
    ),
    ActionSpec(
        "theme.auto",
        "theme",
        QT_TRANSLATE_NOOP("Actions", "Follow the &system"),
        "Alt+Shift+1",
        "set_theme",
        "",
        True,
        "theme",
        "auto",
    ),
    ActionSpec(
        "theme.light",
        "theme",
        QT_TRANSLATE_NOOP("Actions", "&Light"),
        "Alt+Shift+2",
        "set_theme",
        "",
        True,
        "theme",
        "light",
    ),
    ActionSpec(
        "theme.dark",
        "theme",
        QT_TRANSLATE_NOOP("Actions", "&Dark"),
        "Alt+Shift+3",
        "set_theme",
        "",
        True,
        "theme",
        "dark",
    ),
    ActionSpec(
        "theme.print",
        "theme",
        QT_TRANSLATE_NOOP("Actions", "&Print (black on white)"),
        "Alt+Shift+4",
        "set_theme",
        "",
        True,
        "theme",
        "print",
    ),
    ActionSpec(
        "theme.contrast",
        "theme",
        QT_TRANSLATE_NOOP("Actions", "&High contrast"),
        "Alt+Shift+5",
        "set_theme",
        "",
        True,
        "theme",
        "contrast",
        tip=QT_TRANSLATE_NOOP(
            "Actions", "White and black dames ringed in yellow on a black board, and every window in high contrast"
        ),
    ),
    ActionSpec("language.fr", "language", "&Français", "Alt+Shift+F", "set_language", "", True, "language", "fr"),
    ActionSpec("language.en", "language", "&English", "Alt+Shift+E", "set_language", "", True, "language", "en"),
    # Analysis
    ActionSpec(
        "analysis.apply",
        "analysis",
        QT_TRANSLATE_NOOP("Actions", "&Apply the selected play"),
        "Ctrl+Return",
        "apply_play",
    ),
    ActionSpec(
        "analysis.rencontres",
        "analysis",
        QT_TRANSLATE_NOOP("Actions", "&Rencontres"),
        "Alt+R",
        "show_analysis_tab",
        data="0",
    ),
    ActionSpec(
        "analysis.plays",
        "analysis",
        QT_TRANSLATE_NOOP("Actions", "&Legal plays"),
        "Alt+L",
        "show_analysis_tab",
        data="1",
    ),
    ActionSpec(
        "analysis.chances", "analysis", QT_TRANSLATE_NOOP("Actions", "&Chances"), "Alt+C", "show_analysis_tab", data="2"
    ),
    # Lessons
    ActionSpec(
        "lessons.open",
        "lessons",
        QT_TRANSLATE_NOOP("Actions", "&Lessons…"),
        "Ctrl+L",
        "lessons.open_lessons",
        "help-contents",
    ),
    ActionSpec(
        "lessons.drill",
        "lessons",
        QT_TRANSLATE_NOOP("Actions", "Endless &drill"),
        "Ctrl+Shift+L",
        "lessons.start_drill",
        tip=QT_TRANSLATE_NOOP("Actions", "Exercises made from self-played parties for the current lesson"),
    ),
    ActionSpec(
        "lessons.puzzles",
        "lessons",
        QT_TRANSLATE_NOOP("Actions", "&Puzzles from the archive…"),
        "Ctrl+Alt+U",
        "lessons.open_puzzles",
        tip=QT_TRANSLATE_NOOP("Actions", "Find the best play where a player of the archive erred"),
    ),
    ActionSpec(
        "lessons.reset",
        "lessons",
        QT_TRANSLATE_NOOP("Actions", "&Reset progress…"),
        "Ctrl+Alt+L",
        "lessons.reset_lesson_progress",
        tip=QT_TRANSLATE_NOOP("Actions", "Forget the learner's results and reviews"),
    ),
    # Help
    ActionSpec(
        "help.shortcuts", "help", QT_TRANSLATE_NOOP("Actions", "&Keyboard shortcuts"), "Ctrl+/", "show_shortcuts"
    ),
    ActionSpec(
        "help.about", "help", QT_TRANSLATE_NOOP("Actions", "&About Trictrac Studio"), "F1", "about", "help-about"
    ),
)
"""Every action, in menu order."""

MENUS: tuple[tuple[str, str], ...] = (
    ("file", QT_TRANSLATE_NOOP("Actions", "&File")),
    ("edit", QT_TRANSLATE_NOOP("Actions", "&Edit")),
    ("tools", QT_TRANSLATE_NOOP("Actions", "&Tools")),
    ("view", QT_TRANSLATE_NOOP("Actions", "&View")),
    ("notation", QT_TRANSLATE_NOOP("Actions", "&Notation")),
    ("theme", QT_TRANSLATE_NOOP("Actions", "&Theme")),
    ("language", QT_TRANSLATE_NOOP("Actions", "&Language")),
    ("analysis", QT_TRANSLATE_NOOP("Actions", "&Analysis")),
    ("lessons", QT_TRANSLATE_NOOP("Actions", "Lesso&ns")),
    ("export", QT_TRANSLATE_NOOP("Actions", "Export as P&DF")),
    ("help", QT_TRANSLATE_NOOP("Actions", "&Help")),
)
"""The menus by id and title; notation, theme and language are submenus of View, export (as PDF) of File."""

_G, _R, _P = "GameWindow", "ReplayWidget", "PlayWidget"

GAME_WINDOW_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "partie.save", "partie", QT_TRANSLATE_NOOP("GameWindow", "&Save the record"), "Ctrl+S", "save", context=_G
    ),
    ActionSpec(
        "partie.save_as",
        "partie",
        QT_TRANSLATE_NOOP("GameWindow", "Save the record &as…"),
        "Ctrl+Shift+S",
        "save_as",
        context=_G,
    ),
    ActionSpec(
        "partie.archive_save",
        "partie",
        QT_TRANSLATE_NOOP("GameWindow", "Save to the arc&hive"),
        "Ctrl+Alt+S",
        "save_to_archive",
        context=_G,
    ),
    ActionSpec(
        "partie.replay",
        "partie",
        QT_TRANSLATE_NOOP("GameWindow", "&Replay this partie"),
        "Ctrl+Shift+R",
        "open_replay",
        context=_G,
    ),
    ActionSpec(
        "partie.print",
        "partie",
        QT_TRANSLATE_NOOP("GameWindow", "&Print the scoresheet (PDF)…"),
        "Ctrl+P",
        "print_sheet",
        context=_G,
    ),
    ActionSpec(
        "partie.export",
        "partie",
        QT_TRANSLATE_NOOP("GameWindow", "&Export a booklet of this partie…"),
        "Ctrl+E",
        "export_booklet",
        context=_G,
    ),
    # No key resigns a partie: the menu, and a question, only.
    ActionSpec(
        "game.resign", "partie", QT_TRANSLATE_NOOP("GameWindow", "Resi&gn the partie…"), "", "resign", context=_G
    ),
    ActionSpec("partie.close", "partie", QT_TRANSLATE_NOOP("GameWindow", "&Close"), "Ctrl+W", "close", context=_G),
)
"""The game window's Partie menu, in menu order (the resignation only while a partie is played)."""

REPLAY_ACTIONS: tuple[ActionSpec, ...] = tuple(
    ActionSpec(f"replay.{key}", "replay", text, shortcut, key, context=_R, local=True)
    for key, text, shortcut in (
        ("first", QT_TRANSLATE_NOOP("ReplayWidget", "|◀ First"), "Home"),
        ("previous", QT_TRANSLATE_NOOP("ReplayWidget", "◀ Previous"), "Left"),
        ("next", QT_TRANSLATE_NOOP("ReplayWidget", "Next ▶"), "Right"),
        ("last", QT_TRANSLATE_NOOP("ReplayWidget", "Last ▶|"), "End"),
        ("goto", QT_TRANSLATE_NOOP("ReplayWidget", "Go to throw…"), "Ctrl+G"),
        ("scoring", QT_TRANSLATE_NOOP("ReplayWidget", "Next scoring event"), "N"),
        ("variation", QT_TRANSLATE_NOOP("ReplayWidget", "Add a variation…"), "Ctrl+Shift+V"),
        ("mark", QT_TRANSLATE_NOOP("ReplayWidget", "Mark the throw…"), "Ctrl+M"),
        ("play_variation", QT_TRANSLATE_NOOP("ReplayWidget", "Play a variation on the board"), "Ctrl+Shift+P"),
        ("analyse", QT_TRANSLATE_NOOP("ReplayWidget", "Analyse the game"), "Ctrl+Shift+A"),
        ("analysed_booklet", QT_TRANSLATE_NOOP("ReplayWidget", "Booklet with the analysis…"), "Ctrl+Shift+B"),
    )
)
"""The replay's actions (its toolbar and the game window's Replay menu), each acting in the replay only."""

PLAY_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "play.undo", "play", QT_TRANSLATE_NOOP("PlayWidget", "&Undo the last input"), "Ctrl+Z", "undo", context=_P
    ),
    # The keyboard's throw (as gnubg's Ctrl+R): the dice, when it is the person's to throw them.
    ActionSpec(
        "play.throw", "play", QT_TRANSLATE_NOOP("PlayWidget", "&Throw the dice"), "Ctrl+R", "throw_key", context=_P
    ),
)
"""The keys of a partie being played."""

WINDOW_ACTIONS: dict[str, tuple[ActionSpec, ...]] = {
    "studio": ACTIONS,
    "partie": (*GAME_WINDOW_ACTIONS, *PLAY_ACTIONS),
    "replay": (*(spec for spec in GAME_WINDOW_ACTIONS if spec.id != "game.resign"), *REPLAY_ACTIONS),
}
"""Every window's actions, from the one registry: the studio's, a partie being played, a replay."""


class _ToolIconEngine(QIconEngine):
    """A drawn tool icon painted for the palette in use when it is shown.

    The Dark theme gets the dark variants (a black dame with a light rim), and a toolbar built before the theme changed
    follows it."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        side = min(rect.width(), rect.height())
        painter.drawPixmap(rect.topLeft(), self.pixmap(QSize(side, side), mode, state))

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        pixmap = tool_pixmap(self.name, max(1, min(size.width(), size.height())), dark=is_dark(QApplication.palette()))
        if mode is QIcon.Mode.Disabled:
            option = QStyleOption()
            option.palette = QApplication.palette()
            return QApplication.style().generatedIconPixmap(mode, pixmap, option)
        return pixmap

    def clone(self) -> QIconEngine:
        return _ToolIconEngine(self.name)


def tool_icon(name: str, size: int = 64, *, dark: bool | None = None) -> QIcon:
    """Return the palette's icons, drawn: a Blanc or Noir dame, an eraser, an arrow, a lettered ring.

    ``dark`` None: drawn, each time it is shown, for the application's palette (light or dark); True or False:
    that variant, once, at ``size``."""
    if dark is None:
        return QIcon(_ToolIconEngine(name))
    return QIcon(tool_pixmap(name, size, dark=dark))


def tool_pixmap(name: str, size: int = 64, *, dark: bool = False) -> QPixmap:
    """Return one tool icon at ``size`` pixels.

    ``dark``: for a dark background (the Noir dame's rim drawn light, or its dark disc would melt into the toolbar)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size
    pen = QPen(QColor("#3a2a1c"))
    pen.setWidthF(s * 0.06)
    p.setPen(pen)
    if name in ("white", "black"):
        if dark and name == "black":
            rim = QPen(QColor("#d9d0c3"))
            rim.setWidthF(s * 0.07)
            p.setPen(rim)
        p.setBrush(QColor("#fbf6ea" if name == "white" else "#2a2522"))
        p.drawEllipse(QRectF(s * 0.1, s * 0.1, s * 0.8, s * 0.8))
        ring = QPen(QColor("#8d8275" if name == "black" else "#6d5a3e"))
        ring.setWidthF(s * 0.03)
        p.setPen(ring)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QRectF(s * 0.24, s * 0.24, s * 0.52, s * 0.52))
    elif name == "eraser":
        p.translate(s / 2, s / 2)
        p.rotate(-35)
        p.setBrush(QColor("#e8a0a0"))
        p.drawRoundedRect(QRectF(-s * 0.38, -s * 0.18, s * 0.76, s * 0.36), s * 0.06, s * 0.06)
        p.setBrush(QColor("#f6efe3"))
        p.drawRoundedRect(QRectF(-s * 0.38, -s * 0.18, s * 0.3, s * 0.36), s * 0.06, s * 0.06)
    elif name == "arrow":
        red = QColor("#b0302a")
        shaft = QPen(red)
        shaft.setWidthF(s * 0.1)
        shaft.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(shaft)
        p.drawLine(QPointF(s * 0.15, s * 0.85), QPointF(s * 0.62, s * 0.38))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(red)
        p.drawPolygon(QPolygonF([QPointF(s * 0.88, s * 0.12), QPointF(s * 0.5, s * 0.28), QPointF(s * 0.72, s * 0.5)]))
    elif name == "mark":
        p.setBrush(QColor("#ffffff"))
        p.drawEllipse(QRectF(s * 0.1, s * 0.1, s * 0.8, s * 0.8))
        font = p.font()
        font.setPixelSize(round(s * 0.5))
        font.setBold(True)
        p.setFont(font)
        p.drawText(QRectF(0, 0, s, s), Qt.AlignmentFlag.AlignCenter, "A")
    p.end()
    return pixmap


def _icon(spec: ActionSpec) -> QIcon | None:
    if spec.icon.startswith("tool:"):
        return tool_icon(spec.icon[5:])
    if spec.icon and QIcon.hasThemeIcon(spec.icon):
        return QIcon.fromTheme(spec.icon)
    return None


Handler = Callable[[str], object]
"""What an action does, given its ``data`` ("" when none)."""


def build_actions(
    target: QObject, handlers: Mapping[str, Handler], specs: tuple[ActionSpec, ...] = ACTIONS
) -> dict[str, QAction]:
    """Build a QAction for every spec, parented to ``target``.

    The studio's specs, unless ``specs`` are another window's; each triggers ``handlers[spec.handler](spec.data)``; a
    spec whose handler the table lacks is a KeyError at once, not a dead menu item."""
    actions: dict[str, QAction] = {}
    groups: dict[str, QActionGroup] = {}
    for spec in specs:
        action = QAction(target)
        action.setObjectName(spec.id)
        action.setShortcut(QKeySequence(spec.shortcut))
        if spec.local:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        icon = _icon(spec)
        if icon is not None:
            action.setIcon(icon)
        action.setCheckable(spec.checkable)
        if spec.group:
            group = groups.get(spec.group)
            if group is None:
                group = groups[spec.group] = QActionGroup(target)
                group.setExclusive(True)
            group.addAction(action)
        handler = handlers[spec.handler]
        action.triggered.connect(lambda _checked=False, h=handler, d=spec.data: h(d))
        actions[spec.id] = action
    retranslate_actions(actions, specs)
    return actions


def retranslate_actions(actions: Mapping[str, QAction], specs: tuple[ActionSpec, ...] = ACTIONS) -> None:
    """Set the texts and tips of the actions built from ``specs`` again in the current language."""
    for spec in specs:
        action = actions.get(spec.id)
        if action is None:
            continue  # an action of the window's other mode (the resignation of a replay)
        action.setText(QCoreApplication.translate(spec.context, spec.text))
        shortcut = QKeySequence(spec.shortcut).toString(QKeySequence.SequenceFormat.NativeText)
        tip = QCoreApplication.translate(spec.context, spec.tip) if spec.tip else action.text().replace("&", "")
        action.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
        action.setStatusTip(tip)
