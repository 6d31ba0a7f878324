"""The editor's side panel: the colour to move, presets, dice, score state, relevé, warnings, annotations, texts.

Every control writes through the :class:`~studio.ui.editor.DiagramDocument`
(so each change is one undoable edit) and is set again from the document
whenever it changes (with its signals blocked, so nothing loops).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from notation.board import BLACK, WHITE, Colour, PositionError, PositionWarning
from notation.dice import Throw
from notation.render.annotations import ANNOTATION_COLOURS
from notation.scoreboard import PlayerScore, ScoreState, ScoreWarning
from studio.ui.accessible import label_forms
from studio.ui.editor import DiagramDocument
from studio.ui.error_messages import error_text
from studio.ui.files import MAX_CAPTION_CHARS
from studio.ui.i18n import current_language
from studio.ui.i18n import tr as _tr

__all__ = ["EditorPanel", "problem_text"]


Notice = PositionError | PositionWarning | ScoreWarning
"""What the Warnings box lists: a law of the tablier broken, or a state no partie reaches."""


def problem_text(problem: Notice, language: str) -> str:
    """Word a warning as the interface says it: in the interface's language, the colours named Blanc and Noir.

    A law broken is worded by :func:`studio.ui.error_messages.error_text` (Qt's translation, keyed on the error's
    class and facts); a warning carries its French itself, chosen by ``language``.

    >>> from notation.board import WHITE, TooManyDamesError
    >>> problem_text(TooManyDamesError("white has 16 dames on the board (at most 15)", colour=WHITE, count=16), "en")
    'Blanc has 16 dames on the tablier (at most 15)'
    """
    if isinstance(problem, PositionWarning | ScoreWarning):
        message = problem.french if language == "fr" else str(problem)
        return message[:1].upper() + message[1:]
    return error_text(problem)


_GLYPHS = ("A", "B", "C", "D", "x", "!", "?", "!!", "?!", "1", "2", "3")


class EditorPanel(QWidget):
    """The controls of the diagram's state; :attr:`arrow_colour` and :attr:`mark_glyph` feed the board's tools."""

    presetRequested = Signal(str)
    """``start``, ``empty`` or ``talons``."""
    rollRequested = Signal()

    def __init__(self, document: DiagramDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._groups: dict[str, QGroupBox] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)

        # The position: who moves, presets.
        box = self._group("position", layout)
        grid = QGridLayout(box)
        self._to_move_label = QLabel()
        self.white_to_move = QRadioButton("Blanc ○")
        self.black_to_move = QRadioButton("Noir ●")
        self._to_move = QButtonGroup(self)
        self._to_move.addButton(self.white_to_move)
        self._to_move.addButton(self.black_to_move)
        self.white_to_move.toggled.connect(lambda on: self.document.set_to_move(WHITE) if on else None)
        self.black_to_move.toggled.connect(lambda on: self.document.set_to_move(BLACK) if on else None)
        grid.addWidget(self._to_move_label, 0, 0)
        grid.addWidget(self.white_to_move, 0, 1)
        grid.addWidget(self.black_to_move, 0, 2)
        self.preset_buttons: dict[str, QPushButton] = {}
        presets = QHBoxLayout()
        for key in ("start", "empty", "talons"):
            button = QPushButton()
            button.clicked.connect(lambda _checked=False, k=key: self.presetRequested.emit(k))
            self.preset_buttons[key] = button
            presets.addWidget(button)
        grid.addLayout(presets, 1, 0, 1, 3)
        self.counts_label = QLabel()
        self.counts_label.setWordWrap(True)
        grid.addWidget(self.counts_label, 2, 0, 1, 3)

        # The dice.
        box = self._group("dice", layout)
        row = QHBoxLayout(box)
        self.die_high = QComboBox()
        self.die_low = QComboBox()
        for combo in (self.die_high, self.die_low):
            combo.addItem("—", 0)
            for value in range(1, 7):
                combo.addItem("⚀⚁⚂⚃⚄⚅"[value - 1] + f" {value}", value)
            combo.currentIndexChanged.connect(self._dice_edited)
            row.addWidget(combo)
        self.roll_button = QToolButton()
        self.roll_button.clicked.connect(self.rollRequested.emit)
        self.clear_dice_button = QToolButton()
        self.clear_dice_button.clicked.connect(lambda: self.document.set_dice(None))
        row.addWidget(self.roll_button)
        row.addWidget(self.clear_dice_button)

        # The score state.
        box = self._group("score", layout)
        grid = QGridLayout(box)
        self._score_headers = [QLabel() for _ in range(3)]
        for column, label in enumerate(self._score_headers, start=1):
            grid.addWidget(label, 0, column, alignment=Qt.AlignmentFlag.AlignHCenter)
        self.points: dict[Colour, QSpinBox] = {}
        self.trous: dict[Colour, QSpinBox] = {}
        self.bredouille: dict[Colour, QCheckBox] = {}
        for line, colour in enumerate((WHITE, BLACK), start=1):
            grid.addWidget(QLabel(colour.french), line, 0)
            points, trous, bredouille = QSpinBox(), QSpinBox(), QCheckBox()
            points.setRange(0, 11)
            trous.setRange(0, 99)
            for spin in (points, trous):
                spin.valueChanged.connect(self._score_edited)
            bredouille.toggled.connect(self._score_edited)
            self.points[colour], self.trous[colour], self.bredouille[colour] = points, trous, bredouille
            grid.addWidget(points, line, 1)
            grid.addWidget(trous, line, 2)
            grid.addWidget(bredouille, line, 3, alignment=Qt.AlignmentFlag.AlignHCenter)
        self._pavillon_label = QLabel()
        self.pavillon = QComboBox()
        self.pavillon.addItem("—", None)
        self.pavillon.addItem("Blanc", WHITE)
        self.pavillon.addItem("Noir", BLACK)
        self.pavillon.currentIndexChanged.connect(self._score_edited)
        grid.addWidget(self._pavillon_label, 3, 0)
        grid.addWidget(self.pavillon, 3, 1, 1, 2)

        # The relevé's throw counts.
        box = self._group("releve", layout)
        row = QHBoxLayout(box)
        self.throws_known = QCheckBox()
        self.throws_known.toggled.connect(self._throws_edited)
        row.addWidget(self.throws_known)
        self.throws: dict[Colour, QSpinBox] = {}
        for colour in (WHITE, BLACK):
            spin = QSpinBox()
            spin.setRange(0, 99)
            spin.setPrefix(f"{colour.french} ")
            spin.valueChanged.connect(self._throws_edited)
            self.throws[colour] = spin
            row.addWidget(spin)

        # The warnings.
        box = self._group("warnings", layout)
        warnings_column = QVBoxLayout(box)
        self.warnings = QListWidget()
        self.warnings.setWordWrap(True)
        self.warnings.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.warnings.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.warnings.installEventFilter(self)
        warnings_column.addWidget(self.warnings)

        # Annotations and texts.
        box = self._group("annotations", layout)
        form = QFormLayout(box)
        self.arrow_colour = QComboBox()
        for name, rgb in ANNOTATION_COLOURS.items():
            self.arrow_colour.addItem(_swatch(rgb), name, name)
        self.mark_glyph = QComboBox()
        self.mark_glyph.setEditable(True)
        self.mark_glyph.addItem("", "")
        for glyph in _GLYPHS:
            self.mark_glyph.addItem(glyph, glyph)
        glyph_edit = self.mark_glyph.lineEdit()
        assert glyph_edit is not None  # the combo box is editable
        glyph_edit.setMaxLength(2)
        self.clear_annotations_button = QPushButton()
        self.clear_annotations_button.clicked.connect(self.document.clear_annotations)
        self._arrow_label, self._glyph_label = QLabel(), QLabel()
        form.addRow(self._arrow_label, self.arrow_colour)
        form.addRow(self._glyph_label, self.mark_glyph)
        form.addRow(self.clear_annotations_button)
        self._caption_label = QLabel()
        self.caption = QLineEdit()
        self.caption.setMaxLength(MAX_CAPTION_CHARS)  # what a diagram file holds (studio.ui.files)
        self.caption.textEdited.connect(self.document.set_caption)
        self._comment_label = QLabel()
        self.comment = QPlainTextEdit()
        self.comment.setTabChangesFocus(True)
        self.comment.setMinimumHeight(60)
        self.comment.textChanged.connect(self._comment_edited)
        form.addRow(self._caption_label, self.caption)
        form.addRow(self._comment_label)
        form.addRow(self.comment)
        layout.addStretch(1)

        document.changed.connect(self.update_from_document)
        self.retranslate()
        label_forms(self)
        self.update_from_document()

    def _group(self, key: str, layout: QVBoxLayout) -> QGroupBox:
        box = QGroupBox()
        self._groups[key] = box
        layout.addWidget(box)
        return box

    # -- from the controls to the document --------------------------------------------

    def _dice_edited(self) -> None:
        high, low = self.die_high.currentData(), self.die_low.currentData()
        if high and low:
            self.document.set_dice(Throw(max(high, low), min(high, low)))
        elif not high and not low:
            self.document.set_dice(None)

    def _score_edited(self) -> None:
        players = [
            PlayerScore(self.points[colour].value(), self.trous[colour].value(), self.bredouille[colour].isChecked())
            for colour in (WHITE, BLACK)
        ]
        self.document.set_score(ScoreState(players[0], players[1], self.pavillon.currentData()))

    def _throws_edited(self) -> None:
        known = self.throws_known.isChecked()
        for spin in self.throws.values():
            spin.setEnabled(known)
        throws = (self.throws[WHITE].value(), self.throws[BLACK].value()) if known else None
        self.document.set_throws(throws)

    def _comment_edited(self) -> None:
        text = self.comment.toPlainText()
        if text != self.document.diagram.comment:
            self.document.set_comment(text)

    # -- from the document to the controls --------------------------------------------

    def update_from_document(self) -> None:
        diagram = self.document.diagram
        position = diagram.position
        blockers = [
            QSignalBlocker(widget)
            for widget in (
                self.white_to_move,
                self.black_to_move,
                self.die_high,
                self.die_low,
                self.pavillon,
                self.throws_known,
                self.caption,
                self.comment,
                *self.points.values(),
                *self.trous.values(),
                *self.bredouille.values(),
                *self.throws.values(),
            )
        ]
        (self.white_to_move if position.to_move is WHITE else self.black_to_move).setChecked(True)
        dice = diagram.dice
        self.die_high.setCurrentIndex(dice.high if dice else 0)
        self.die_low.setCurrentIndex(dice.low if dice else 0)
        for colour in (WHITE, BLACK):
            player = diagram.score.of(colour)
            self.points[colour].setValue(player.points)
            self.trous[colour].setValue(player.trous)
            self.bredouille[colour].setChecked(player.bredouille)
        self.pavillon.setCurrentIndex(self.pavillon.findData(diagram.score.pavillon))
        self.throws_known.setChecked(position.throws is not None)
        for index, colour in enumerate((WHITE, BLACK)):
            self.throws[colour].setEnabled(position.throws is not None)
            self.throws[colour].setValue(position.throws[index] if position.throws else 0)
        if self.caption.text() != diagram.caption:
            self.caption.setText(diagram.caption)
        if self.comment.toPlainText() != diagram.comment:
            self.comment.setPlainText(diagram.comment)
        del blockers
        self._update_counts()
        self._update_warnings()

    def _update_counts(self) -> None:
        position = self.document.diagram.position
        parts = [
            _tr("EditorPanel", "{colour}: {board} on the tablier, {off} off").format(
                colour=colour.french, board=position.on_board(colour), off=position.off(colour)
            )
            if position.off(colour) >= 0
            else _tr("EditorPanel", "{colour}: {board} on the tablier, {extra} too many").format(
                colour=colour.french, board=position.on_board(colour), extra=-position.off(colour)
            )
            for colour in (WHITE, BLACK)
        ]
        self.counts_label.setText(" · ".join(parts))

    def notices(self) -> list[Notice]:
        """Return what the Warnings box lists.

        The laws of the tablier the position breaks, then what no partie reaches (a side with every dame off, a score
        state no marking gives)."""
        diagram = self.document.diagram
        found: list[Notice] = list(diagram.position.problems())
        found.extend(diagram.position.warnings())
        found.extend(diagram.score.warnings())
        return found

    def _update_warnings(self) -> None:
        self.warnings.clear()
        notices = self.notices()
        language = current_language()
        if not notices:
            item = QListWidgetItem("✓ " + _tr("EditorPanel", "A legal position"))
            item.setForeground(QColor("#2f7d32"))
            self.warnings.addItem(item)
        for notice in notices:
            item = QListWidgetItem("⚠ " + problem_text(notice, language))
            item.setForeground(QColor("#b45309"))
            item.setToolTip(item.text())
            self.warnings.addItem(item)
        self._fit_warnings()

    def _fit_warnings(self) -> None:
        """Show every warning whole: the list is as tall as its wrapped lines (up to 240 pixels, then it scrolls)."""
        box = self.warnings
        box.doItemsLayout()
        height = sum(box.visualItemRect(box.item(row)).height() for row in range(box.count()))
        box.setFixedHeight(min(max(height, 20) + 2 * box.frameWidth() + 2, 240))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.warnings and event.type() == QEvent.Type.Resize:
            # Wrapped lines change with the width: fit again after the list has laid its items out anew.
            QTimer.singleShot(0, self._fit_warnings)
        return super().eventFilter(watched, event)

    def warning_texts(self) -> list[str]:
        return [self.warnings.item(row).text() for row in range(self.warnings.count())]

    # -- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        titles = {
            "position": _tr("EditorPanel", "Position"),
            "dice": _tr("EditorPanel", "Dice"),
            "score": _tr("EditorPanel", "Score"),
            "releve": _tr("EditorPanel", "Relevé: throws made"),
            "warnings": _tr("EditorPanel", "Warnings"),
            "annotations": _tr("EditorPanel", "Annotations and texts"),
        }
        for key, title in titles.items():
            self._groups[key].setTitle(title)
        self._to_move_label.setText(_tr("EditorPanel", "To move:"))
        self.preset_buttons["start"].setText(_tr("EditorPanel", "Start"))
        self.preset_buttons["empty"].setText(_tr("EditorPanel", "Empty"))
        self.preset_buttons["talons"].setText(_tr("EditorPanel", "On the talons"))
        self.preset_buttons["start"].setToolTip(_tr("EditorPanel", "The starting position, a fresh score"))
        self.preset_buttons["empty"].setToolTip(_tr("EditorPanel", "No dame on the tablier"))
        self.preset_buttons["talons"].setToolTip(
            _tr("EditorPanel", "Every dame back on its talon (a new relevé), the score kept")
        )
        self.roll_button.setText(_tr("EditorPanel", "Roll"))
        self.clear_dice_button.setText(_tr("EditorPanel", "Clear"))
        for label, text in zip(
            self._score_headers,
            (_tr("EditorPanel", "Points"), _tr("EditorPanel", "Trous"), _tr("EditorPanel", "Bredouille")),
            strict=True,
        ):
            label.setText(text)
        self._pavillon_label.setText(_tr("EditorPanel", "Pavillon"))
        self.throws_known.setText(_tr("EditorPanel", "Known"))
        self._arrow_label.setText(_tr("EditorPanel", "Arrow colour"))
        self._glyph_label.setText(_tr("EditorPanel", "Mark"))
        colour_names = {
            "red": _tr("EditorPanel", "red"),
            "green": _tr("EditorPanel", "green"),
            "blue": _tr("EditorPanel", "blue"),
            "yellow": _tr("EditorPanel", "yellow"),
            "black": _tr("EditorPanel", "black"),
        }
        for index in range(self.arrow_colour.count()):
            key = self.arrow_colour.itemData(index)
            self.arrow_colour.setItemText(index, colour_names.get(key, key))
        self.mark_glyph.setToolTip(_tr("EditorPanel", "The glyph the mark tool writes (empty: the next letter)"))
        self.clear_annotations_button.setText(_tr("EditorPanel", "Clear the annotations"))
        self._caption_label.setText(_tr("EditorPanel", "Caption"))
        self._comment_label.setText(_tr("EditorPanel", "Comment"))
        self.caption.setPlaceholderText(_tr("EditorPanel", "A caption printed under the diagram"))
        self._update_counts()
        self._update_warnings()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _swatch(rgb: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(rgb))
    return QIcon(pixmap)
