"""The diagram being edited: one :class:`~studio.ui.diagram.Diagram` value and the undo stack of its edits.

Every edit is a :class:`QUndoCommand` that swaps one diagram value for
another, so undo and redo restore exactly what was there.  Consecutive edits
of the same kind on the same target (typing a caption, turning the wheel
over one flèche) merge into one undo step.

>>> document = DiagramDocument()
>>> document.add_dame("B6", WHITE)
>>> document.diagram.position.points(WHITE)
{'B1': 15, 'B6': 1}
>>> document.undo_stack.undo(); document.diagram.position == Position.start()
True
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from notation.board import WHITE, Colour, Point, Position
from notation.dice import Throw
from notation.render.annotations import Annotations, Arrow, Mark
from notation.scoreboard import ScoreState
from studio.ui.diagram import (
    Diagram,
    add_dame,
    empty_position,
    move_dame,
    on_talons,
    remove_dame,
    set_dames,
)
from studio.ui.i18n import tr as _tr

__all__ = ["DiagramDocument", "EditCommand"]


def _point(point: Point | str) -> Point:
    return Point.from_name(point) if isinstance(point, str) else point


class EditCommand(QUndoCommand):
    """Replace the document's diagram by another; ``merge_key`` joins consecutive edits of one kind and target."""

    def __init__(self, document: DiagramDocument, before: Diagram, after: Diagram, text: str, merge_key: str = ""):
        super().__init__(text)
        self._document = document
        self.before = before
        self.after = after
        self.merge_key = merge_key

    def redo(self) -> None:
        self._document._set(self.after)

    def undo(self) -> None:
        self._document._set(self.before)

    def id(self) -> int:
        return 1 if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, EditCommand) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        if self.after == self.before:
            self.setObsolete(True)
        return True


class DiagramDocument(QObject):
    """The edited diagram (:attr:`diagram`), its undo stack, its file, and whether it was modified."""

    changed = Signal()
    """Emitted after every change of :attr:`diagram` (an edit, an undo, a redo, a load)."""

    def __init__(self, diagram: Diagram | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._diagram = diagram or Diagram()
        self.undo_stack = QUndoStack(self)
        self.path: str | None = None
        self.archive_id: int | None = None
        self._kept = self._diagram
        """The diagram as last opened or saved: what the studio remembers when the user discards the changes."""

    @property
    def diagram(self) -> Diagram:
        return self._diagram

    def _set(self, diagram: Diagram) -> None:
        if diagram != self._diagram:
            self._diagram = diagram
            self.changed.emit()

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def kept(self) -> Diagram:
        """The diagram as last opened or saved (the current one while nothing is modified).

        A discard goes back to it, and the next start shows it rather than the changes discarded."""
        return self._diagram if not self.is_modified() else self._kept

    def mark_saved(self) -> None:
        """Mark the diagram as it stands saved (or opened): unmodified, and what a later discard goes back to."""
        self.undo_stack.setClean()
        self._kept = self._diagram

    def load(self, diagram: Diagram, path: str | None = None, archive_id: int | None = None) -> None:
        """Start afresh on ``diagram`` (an opened file): the undo history is cleared."""
        self.undo_stack.clear()
        self.path, self.archive_id = path, archive_id
        self._set(diagram)
        self.mark_saved()

    def apply(self, diagram: Diagram, text: str, merge_key: str = "") -> None:
        """Push the edit that makes ``diagram`` current (nothing when it is the current one)."""
        if diagram != self._diagram:
            self.undo_stack.push(EditCommand(self, self._diagram, diagram, text, merge_key))

    # -- dames --------------------------------------------------------------------------

    def _position(self, position: Position, text: str, merge_key: str = "") -> None:
        self.apply(self._diagram.with_position(position), text, merge_key)

    def add_dame(self, point: Point | str, colour: Colour, merge: bool = False) -> None:
        point = _point(point)
        text = _tr("Editor", "Add a dame on {point}").format(point=point.name)
        self._position(add_dame(self._diagram.position, point, colour), text, f"dames:{point.name}" if merge else "")

    def remove_dame(self, point: Point | str, merge: bool = False) -> None:
        point = _point(point)
        text = _tr("Editor", "Remove a dame from {point}").format(point=point.name)
        self._position(remove_dame(self._diagram.position, point), text, f"dames:{point.name}" if merge else "")

    def clear_point(self, point: Point | str) -> None:
        point = _point(point)
        self._position(
            set_dames(self._diagram.position, point, None, 0), _tr("Editor", "Empty {point}").format(point=point.name)
        )

    def set_dames(self, point: Point | str, colour: Colour | None, count: int) -> None:
        point = _point(point)
        text = _tr("Editor", "Set {point}").format(point=point.name)
        self._position(set_dames(self._diagram.position, point, colour, count), text)

    def move_dame(self, origin: Point | str, target: Point | str | None) -> None:
        origin = _point(origin)
        target = None if target is None or target == "" else _point(target)
        if target is None:
            text = _tr("Editor", "Take a dame off {point}").format(point=origin.name)
        else:
            text = _tr("Editor", "Move a dame from {origin} to {target}").format(origin=origin.name, target=target.name)
        self._position(move_dame(self._diagram.position, origin, target), text)

    def wheel(self, point: Point | str, notches: int, colour: Colour = WHITE) -> None:
        """Add dames by a wheel up (of the flèche's colour, else ``colour``), remove them down.

        One undo step per flèche."""
        point = _point(point)
        for _ in range(abs(notches)):
            holder, _count = self._diagram.position.dames_at(point)
            if notches > 0:
                self.add_dame(point, holder or colour, merge=True)
            else:
                self.remove_dame(point, merge=True)

    # -- presets ------------------------------------------------------------------------

    def preset_start(self) -> None:
        """Set the starting position, no dice, a fresh score; annotations, caption and comment are kept."""
        self.apply(
            self._diagram.replace(position=Position.start(), dice=None, score=ScoreState()),
            _tr("Editor", "Starting position"),
        )

    def preset_empty(self) -> None:
        self._position(empty_position(self._diagram.position), _tr("Editor", "Empty board"))

    def preset_talons(self) -> None:
        """Put every dame back on its talon (a new relevé), the score kept."""
        self._position(on_talons(self._diagram.position), _tr("Editor", "All on the talons"))

    # -- the rest of the diagram ----------------------------------------------------------

    def set_to_move(self, colour: Colour) -> None:
        self._position(self._diagram.position.with_to_move(colour), _tr("Editor", "Colour to move"))

    def set_throws(self, throws: tuple[int, int] | None) -> None:
        self._position(self._diagram.position.with_throws(throws), _tr("Editor", "Relevé throw counts"), "throws")

    def set_dice(self, dice: Throw | None) -> None:
        self.apply(self._diagram.replace(dice=dice), _tr("Editor", "Dice"))

    def set_score(self, score: ScoreState) -> None:
        self.apply(self._diagram.replace(score=score), _tr("Editor", "Score"), "score")

    def set_caption(self, caption: str) -> None:
        self.apply(self._diagram.replace(caption=caption), _tr("Editor", "Caption"), "caption")

    def set_comment(self, comment: str) -> None:
        self.apply(self._diagram.replace(comment=comment), _tr("Editor", "Comment"), "comment")

    def toggle_arrow(self, origin: Point | str, target: Point | str, colour: str) -> None:
        arrow = Arrow(_point(origin), _point(target), colour)
        self.apply(self._diagram.with_arrow(arrow), _tr("Editor", "Arrow {arrow}").format(arrow=arrow.text()))

    def toggle_mark(self, point: Point | str, glyph: str) -> None:
        """Write ``glyph`` on ``point``, or clear the point when it already carries that glyph."""
        point = _point(point)
        current = self._diagram.mark_at(point)
        mark = None if current is not None and current.glyph == glyph else Mark(point, glyph)
        self.apply(self._diagram.with_mark(mark, point), _tr("Editor", "Mark on {point}").format(point=point.name))

    def next_letter(self) -> str:
        """Return the first capital not yet written on the diagram (A, B, C…)."""
        used = {mark.glyph for mark in self._diagram.annotations.marks}
        return next((chr(code) for code in range(ord("A"), ord("Z") + 1) if chr(code) not in used), "Z")

    def clear_annotations(self) -> None:
        self.apply(self._diagram.replace(annotations=Annotations()), _tr("Editor", "Clear the annotations"))

    def replace_diagram(self, diagram: Diagram, text: str) -> None:
        """Take ``diagram`` whole (a paste), as one undoable edit."""
        self.apply(diagram, text)

    def apply_position(self, position: Position, text: str) -> None:
        """Take a new position (a play applied), dice cleared, as one undoable edit."""
        self.apply(self._diagram.replace(position=position, dice=None), text)
