"""The board's gestures in the studio's window: what a click, a drag, the wheel or a key on a flèche does to the
diagram, with the tool chosen in the palette, and the status bar's word on the point."""

from __future__ import annotations

from typing import TYPE_CHECKING

from notation.board import BLACK, WHITE, Colour, Point
from notation.notations import point_name
from studio.ui.i18n import tr as _tr

if TYPE_CHECKING:
    from studio.ui.main_window import MainWindow

__all__ = ["BoardGestures"]


class BoardGestures:
    """Connects the window's board to its document: the board says what the user did, this decides the edit.

    The colours are named Blanc and Noir in both languages (the game's vocabulary).
    """

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        board = window.board
        board.pointClicked.connect(self.on_clicked)
        board.pointRightClicked.connect(self.on_right_clicked)
        board.pointWheeled.connect(self.on_wheeled)
        board.pointDragged.connect(self.on_dragged)
        board.pointKey.connect(self.on_key)
        board.hovered.connect(self.on_hovered)

    def tool_colour(self) -> Colour:
        return BLACK if self.window.tool() == "black" else WHITE

    def point_label(self, name: str) -> str:
        point = Point.from_name(name)
        shown = point_name(point, self.window.board.notation(), self.window.board.orientation())
        return shown if shown == name else f"{shown} ({name})"

    def on_clicked(self, name: str) -> None:
        tool = self.window.tool()
        if tool in ("white", "black"):
            self.window.document.add_dame(name, self.tool_colour())
        elif tool == "eraser":
            self.window.document.remove_dame(name)
        elif tool == "mark":
            glyph = self.window.panel.mark_glyph.currentText().strip()
            current = self.window.document.diagram.mark_at(Point.from_name(name))
            if not glyph:
                glyph = current.glyph if current is not None else self.window.document.next_letter()
            self.window.document.toggle_mark(name, glyph)
        self.report_point(name)

    def on_right_clicked(self, name: str) -> None:
        if self.window.tool() == "mark":
            self.window.document.apply(
                self.window.document.diagram.with_mark(None, Point.from_name(name)), _tr("MainWindow", "Clear a mark")
            )
        elif self.window.tool() == "arrow":
            point = Point.from_name(name)
            annotations = self.window.document.diagram.annotations
            kept = tuple(a for a in annotations.arrows if point not in (a.origin, a.target))
            self.window.document.apply(
                self.window.document.diagram.replace(annotations=type(annotations)(kept, annotations.marks)),
                _tr("MainWindow", "Clear arrows"),
            )
        else:
            self.window.document.remove_dame(name)
        self.report_point(name)

    def on_wheeled(self, name: str, notches: int) -> None:
        self.window.document.wheel(name, notches, self.tool_colour())
        self.report_point(name)

    def on_dragged(self, origin: str, target: str) -> None:
        if self.window.tool() == "arrow":
            if target:
                self.window.document.toggle_arrow(origin, target, self.window.panel.arrow_colour.currentData())
            return
        self.window.document.move_dame(origin, target or None)

    def on_key(self, name: str, action: str) -> None:
        if action == "add":
            holder, _count = self.window.document.diagram.position.dames_at(name)
            self.window.document.add_dame(name, holder or self.tool_colour())
        elif action == "remove":
            self.window.document.remove_dame(name)
        elif action == "clear":
            self.window.document.clear_point(name)
        elif action in ("white", "black"):
            self.window.document.add_dame(name, WHITE if action == "white" else BLACK)
        self.report_point(name)

    def report_point(self, name: str) -> None:
        colour, count = self.window.document.diagram.position.dames_at(name)
        label = self.point_label(name)
        if colour is None:
            message = _tr("MainWindow", "{point}: empty").format(point=label)
        else:
            message = _tr("MainWindow", "{point}: {count} × {colour}").format(
                point=label, count=count, colour=colour.french
            )
        self.window.statusBar().showMessage(message, 4000)

    def on_hovered(self, name: str) -> None:
        if name:
            self.report_point(name)
