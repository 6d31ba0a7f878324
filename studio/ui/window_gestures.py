"""The board's gestures in the studio's window.

What a click, a drag, the wheel or a key on a flèche does to the diagram, with the tool chosen in the palette, and the
status bar's word on the point."""

from __future__ import annotations

from collections.abc import Callable

from notation.board import BLACK, WHITE, Colour, Point
from notation.notations import point_name
from studio.ui.board_view import BoardView
from studio.ui.editor import DiagramDocument
from studio.ui.editor_panel import EditorPanel
from studio.ui.i18n import tr as _tr
from studio.ui.window_parts import Say

__all__ = ["BoardGestures"]


class BoardGestures:
    """Connects the window's board to its document: the board says what the user did, this decides the edit.

    ``tool`` gives the palette's tool, ``panel`` the mark's glyph and the arrow's colour, ``say`` shows the word
    on the point.  The colours are named Blanc and Noir in both languages (the game's vocabulary).
    """

    def __init__(
        self,
        board: BoardView,
        document: DiagramDocument,
        panel: EditorPanel,
        *,
        tool: Callable[[], str],
        say: Say,
    ) -> None:
        self.board = board
        self.document = document
        self.panel = panel
        self.tool = tool
        self.say = say
        board.pointClicked.connect(self.on_clicked)
        board.pointRightClicked.connect(self.on_right_clicked)
        board.pointWheeled.connect(self.on_wheeled)
        board.pointDragged.connect(self.on_dragged)
        board.pointKey.connect(self.on_key)
        board.hovered.connect(self.on_hovered)

    def tool_colour(self) -> Colour:
        return BLACK if self.tool() == "black" else WHITE

    def point_label(self, name: str) -> str:
        point = Point.from_name(name)
        shown = point_name(point, self.board.notation(), self.board.orientation())
        return shown if shown == name else f"{shown} ({name})"

    def on_clicked(self, name: str) -> None:
        tool = self.tool()
        if tool in ("white", "black"):
            self.document.add_dame(name, self.tool_colour())
        elif tool == "eraser":
            self.document.remove_dame(name)
        elif tool == "mark":
            glyph = self.panel.mark_glyph.currentText().strip()
            current = self.document.diagram.mark_at(Point.from_name(name))
            if not glyph:
                glyph = current.glyph if current is not None else self.document.next_letter()
            self.document.toggle_mark(name, glyph)
        self.report_point(name)

    def on_right_clicked(self, name: str) -> None:
        if self.tool() == "mark":
            self.document.apply(
                self.document.diagram.with_mark(None, Point.from_name(name)), _tr("MainWindow", "Clear a mark")
            )
        elif self.tool() == "arrow":
            point = Point.from_name(name)
            annotations = self.document.diagram.annotations
            kept = tuple(a for a in annotations.arrows if point not in (a.origin, a.target))
            self.document.apply(
                self.document.diagram.replace(annotations=type(annotations)(kept, annotations.marks)),
                _tr("MainWindow", "Clear arrows"),
            )
        else:
            self.document.remove_dame(name)
        self.report_point(name)

    def on_wheeled(self, name: str, notches: int) -> None:
        self.document.wheel(name, notches, self.tool_colour())
        self.report_point(name)

    def on_dragged(self, origin: str, target: str) -> None:
        if self.tool() == "arrow":
            if target:
                self.document.toggle_arrow(origin, target, self.panel.arrow_colour.currentData())
            return
        self.document.move_dame(origin, target or None)

    def on_key(self, name: str, action: str) -> None:
        if action == "add":
            holder, _count = self.document.diagram.position.dames_at(name)
            self.document.add_dame(name, holder or self.tool_colour())
        elif action == "remove":
            self.document.remove_dame(name)
        elif action == "clear":
            self.document.clear_point(name)
        elif action in ("white", "black"):
            self.document.add_dame(name, WHITE if action == "white" else BLACK)
        self.report_point(name)

    def report_point(self, name: str) -> None:
        colour, count = self.document.diagram.position.dames_at(name)
        label = self.point_label(name)
        if colour is None:
            message = _tr("MainWindow", "{point}: empty").format(point=label)
        else:
            message = _tr("MainWindow", "{point}: {count} × {colour}").format(
                point=label, count=count, colour=colour.french
            )
        self.say(message, 4000)

    def on_hovered(self, name: str) -> None:
        if name:
            self.report_point(name)
