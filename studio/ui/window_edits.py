"""The Edit menu's work on the studio's diagram.

The presets, the colour to move, the dice, the annotations, and the clipboard (the code, a text diagram or an image
copied; anything the studio reads pasted)."""

from __future__ import annotations

import random

from PySide6.QtGui import QGuiApplication

from notation.dice import Throw
from studio.ui.board_view import BoardView
from studio.ui.editor import DiagramDocument
from studio.ui.error_messages import error_text
from studio.ui.files import DiagramFileError, read_pasted
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings
from studio.ui.window_parts import Say

__all__ = ["DiagramEdits"]


class DiagramEdits:
    """What the Edit menu does to ``document`` (each change undoable).

    The board gives the notation and the image copied, ``say`` tells the user in the status bar."""

    def __init__(self, document: DiagramDocument, board: BoardView, settings: Settings, *, say: Say) -> None:
        self.document = document
        self.board = board
        self.settings = settings
        self.say = say

    def preset(self, key: str) -> None:
        """Set the starting position (``start``), an empty board (``empty``) or all on the talons (``talons``)."""
        {
            "start": self.document.preset_start,
            "empty": self.document.preset_empty,
            "talons": self.document.preset_talons,
        }[key]()

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
        self.say(_tr("MainWindow", "Copied the code: {code}").format(code=self.document.diagram.code()), 4000)

    def copy_text(self) -> None:
        # imported here: start-up does without notation.render.text, loaded after the first window shows
        from notation.render.text import text_diagram

        diagram = self.document.diagram
        text = text_diagram(diagram.position, self.board.notation(), self.board.orientation(), dice=diagram.dice)
        QGuiApplication.clipboard().setText(text)
        self.say(_tr("MainWindow", "Copied a text diagram"), 4000)

    def copy_image(self) -> None:
        QGuiApplication.clipboard().setImage(self.board.image(self.settings.export_width))
        self.say(_tr("MainWindow", "Copied an image"), 4000)

    def paste(self) -> None:
        self.paste_text(QGuiApplication.clipboard().text())

    def paste_text(self, text: str) -> bool:
        """Read ``text`` as anything the studio knows (see :func:`studio.ui.files.read_pasted`); True when read."""
        try:
            diagram = read_pasted(text)
        except DiagramFileError as error:
            self.say(
                _tr("MainWindow", "Nothing to paste: {error}").format(error=error_text(error, capital=False)), 6000
            )
            return False
        self.document.replace_diagram(diagram, _tr("MainWindow", "Paste"))
        self.say(_tr("MainWindow", "Pasted {code}").format(code=diagram.code()), 4000)
        return True
