"""The lesson player's explanation page.

The lesson's text, its diagrams drawn by the board view's renderer, and the buttons that start its exercises or its
endless drill."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from lessons.model import Lesson, LessonDiagram
from notation.notations import Notation, Orientation
from notation.render.geometry import Palette, board_geometry
from studio.ui.accessible import describe
from studio.ui.board_render import render_image
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language
from studio.ui.i18n import tr as _tr
from studio.ui.lesson_windows import texts

__all__ = ["ExplanationPage"]


class ExplanationPage(QWidget):
    """A lesson's explanation, with *Start the exercises* (the default button) and *Endless drill*."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.explanation = QTextBrowser(self)
        self.explanation.setOpenLinks(False)
        describe(self.explanation, QT_TRANSLATE_NOOP("Accessible", "Explanation of the lesson"))
        self.explanation.setStyleSheet("QTextBrowser { padding: 8px 14px; }")
        self.shown: str | None = None
        """The id of the lesson shown (None before the first)."""
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.drill_button = QPushButton(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.explanation, 1)
        start_row = QHBoxLayout()
        start_row.addStretch(1)
        start_row.addWidget(self.drill_button)
        start_row.addWidget(self.start_button)
        layout.addLayout(start_row)

    def retranslate(self) -> None:
        self.start_button.setText(_tr("LessonPlayer", "&Start the exercises"))
        self.drill_button.setText(_tr("LessonPlayer", "&Endless drill"))

    def show_lesson(
        self, lesson: Lesson, solved: int, orientation: Orientation, notation: Notation, theme: Palette
    ) -> None:
        """Show the lesson's explanation in the current language, and what the learner solved of it.

        Its diagrams are turned and named as the learner's board is."""
        document = self.explanation.document()

        def figure(number: int, block: LessonDiagram) -> str:
            setup = block.setup
            geometry = board_geometry(
                setup.position, orientation, score=setup.score, dice=setup.dice, notation=notation
            )
            url = QUrl(f"diagram:{lesson.id}/{number}")
            document.addResource(QTextDocument.ResourceType.ImageResource, url, render_image(geometry, 1040, theme))
            return url.toString()

        # Drawn again (another theme, another language), the text stays where the learner had scrolled it.
        scroll = self.explanation.verticalScrollBar()
        kept = scroll.value() if self.shown == lesson.id else 0
        self.explanation.setHtml(texts.explanation_html(lesson, solved, current_language(), figure))
        self.shown = lesson.id
        scroll.setValue(kept)

    def text(self) -> str:
        return self.explanation.toPlainText()
