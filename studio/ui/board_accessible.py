"""The board as assistive technology reads it.

The position in words, the flèche at the keyboard's cursor, and what happens on it announced.

Qt's default interface for a painted widget says only its name.  :func:`install` adds a factory
(:meth:`QAccessible.installFactory`) that gives each :class:`~studio.ui.board_view.BoardView`
a :class:`BoardInterface`:

* its name is the board's accessible name (« Tablier », or what the window calls it); its description and value
  are the position in words — each side's dames point by point in the board's notation, the dice, the score and
  the side to move (:func:`notation.render.speech.position_text`), in the studio's language;
* its children are the 24 flèches (:class:`PointInterface`), each named by what stands on it; the one under the
  keyboard's cursor is the focused child, and the accessible focus follows the cursor from flèche to flèche;
* :meth:`BoardView.announce` sends a move, a rencontre or a mark to the screen reader as it happens
  (:class:`QAccessibleAnnouncementEvent`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QAccessibleValueChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget

from notation.board import Point
from notation.render.speech import point_text, position_text
from studio.ui.i18n import current_language

if TYPE_CHECKING:
    from studio.ui.board_view import BoardView

__all__ = ["BoardInterface", "PointInterface", "PointObject", "install"]

FLECHES = tuple(Point.from_name(f"{side}{number}") for side in "BN" for number in range(1, 13))
"""The 24 flèches in the order of the board's accessible children: B1…B12, then N1…N12."""


class PointObject(QObject):
    """A flèche of a board, as an object that assistive technology can focus (the board paints it; no widget)."""

    def __init__(self, board: BoardView, point: Point) -> None:
        super().__init__(board)
        self.setObjectName(f"fleche-{point.name}")
        self.board = board
        self.point = point


class PointInterface(QAccessibleObject):
    """One flèche: its name in the board's notation and what stands on it; focused under the keyboard's cursor."""

    def __init__(self, fleche: PointObject) -> None:
        super().__init__(fleche)
        self.fleche = fleche

    def text(self, kind: QAccessible.Text) -> str:
        if kind in (QAccessible.Text.Name, QAccessible.Text.Value):
            board = self.fleche.board
            return point_text(
                board.position(), self.fleche.point, board.notation(), board.orientation(), current_language()
            )
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        del kind, text

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        board = self.fleche.board
        state.focusable = True
        state.selectable = True
        focused = board.cursorPoint() == self.fleche.point
        state.focused = focused and board.hasFocus()
        state.selected = focused
        state.invisible = not board.isVisible()
        return state

    def rect(self) -> QRect:
        board = self.fleche.board
        area = board.pointRect(self.fleche.point).toAlignedRect()
        return QRect(board.mapToGlobal(area.topLeft()), area.size())

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns a null pointer; the stubs say never
        return QAccessible.queryAccessibleInterface(self.fleche.board)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns a null pointer; the stubs say never
        del index
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        del child
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns a null pointer; the stubs say never
        del x, y
        return None


class BoardInterface(QAccessibleWidget):
    """The board: named, described by the position in words, its flèches its children."""

    def __init__(self, board: BoardView) -> None:
        super().__init__(board, QAccessible.Role.List)
        self.board = board

    def text(self, kind: QAccessible.Text) -> str:
        board = self.board
        if kind == QAccessible.Text.Name:
            return board.accessibleName()
        if kind == QAccessible.Text.Value:
            return board.spokenPosition()
        if kind == QAccessible.Text.Description:
            usage = board.accessibleDescription()
            return f"{board.spokenPosition()} {usage}".strip()
        return super().text(kind)

    def childCount(self) -> int:
        return len(FLECHES)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns a null pointer; the stubs say never
        if 0 <= index < len(FLECHES):
            return QAccessible.queryAccessibleInterface(self.board.pointObject(FLECHES[index]))
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        found = child.object() if child is not None else None
        if isinstance(found, PointObject) and found.board is self.board:
            return FLECHES.index(found.point)
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns a null pointer; the stubs say never
        point = self.board.pointAt(self.board.mapFromGlobal(QPoint(x, y)).toPointF())
        return self.child(FLECHES.index(point)) if point is not None and not point.is_off else None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt returns a null pointer; the stubs say never
        if not self.board.hasFocus():
            return None
        return self.child(FLECHES.index(self.board.cursorPoint()))


def _factory(key: str, target: QObject) -> QAccessibleInterface | None:
    # imported here: an import cycle, studio.ui.board_view imports this module to install the factory
    from studio.ui.board_view import BoardView

    del key
    if isinstance(target, BoardView):
        return BoardInterface(target)
    if isinstance(target, PointObject):
        return PointInterface(target)
    return None


_INSTALLED: list[bool] = []


def install() -> None:
    """Give every board its interface from now on (once; called by the first board made)."""
    if not _INSTALLED:
        QAccessible.installFactory(_factory)
        _INSTALLED.append(True)


def cursor_moved(board: BoardView) -> None:
    """Move the accessible focus to the flèche at the cursor (when the board has the keyboard's focus)."""
    if board.hasFocus() and QAccessible.isActive():
        event = QAccessibleEvent(board.pointObject(board.cursorPoint()), QAccessible.Event.Focus)
        QAccessible.updateAccessibility(event)


def position_changed(board: BoardView) -> None:
    """Tell assistive technology that the board's position, dice or score changed (its value and description)."""
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleValueChangeEvent(board, board.spokenPosition()))
        QAccessible.updateAccessibility(QAccessibleEvent(board, QAccessible.Event.DescriptionChanged))


def announce(board: BoardView, message: str) -> None:
    """Have the screen reader say ``message`` (a move, a rencontre, a mark) as it happens."""
    if message and QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(board, message))


def spoken_position(board: BoardView) -> str:
    """Return the board's position in words, in the studio's language."""
    return position_text(
        board.position(),
        board.notation(),
        board.orientation(),
        score=board.score(),
        dice=board.dice(),
        language=current_language(),
    )
