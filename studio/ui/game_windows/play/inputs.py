"""The play window's inputs.

The dice (clicked, typed or thrown by the studio), the legal plays, hold or leave, the declaration and the claim of an
école, and a play the studio completed waiting for confirmation."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.games.play_model import Controls
from studio.ui.i18n import tr as _tr
from studio.ui.style import larger_font

__all__ = ["InputBoxes"]

_FACES = "⚀⚁⚂⚃⚄⚅"


class InputBoxes:
    """The boxes of the inputs, parented to ``parent``.

    The window connects them to what they do and shows the ones its :class:`~studio.games.play_model.Controls` open."""

    def __init__(self, parent: QWidget) -> None:
        # Dice: click two dice, or type 6-5.
        self.dice_box = QGroupBox(parent)
        dice_layout = QGridLayout(self.dice_box)
        self.dice_buttons: list[QPushButton] = []
        dice_row = QHBoxLayout()
        dice_row.setSpacing(4)
        for value in range(1, 7):
            button = QPushButton(_FACES[value - 1], self.dice_box)
            button.setToolTip(str(value))
            # The die's face twice the system's font (large type makes it larger, and its button wider).
            button.setFont(larger_font(1.8))
            button.setFixedWidth(max(38, button.fontMetrics().horizontalAdvance(_FACES[value - 1]) + 18))
            dice_row.addWidget(button)
            self.dice_buttons.append(button)
        dice_row.addStretch(1)
        dice_layout.addLayout(dice_row, 0, 0, 1, 6)
        self.dice_edit = QLineEdit(self.dice_box)
        self.dice_edit.setPlaceholderText("6-5")
        self.throw_button = QPushButton(self.dice_box)
        dice_layout.addWidget(self.dice_edit, 1, 0, 1, 4)
        self.enter_button = QPushButton(self.dice_box)
        dice_layout.addWidget(self.enter_button, 1, 4, 1, 2)
        # A row of its own: two dice's width cut "Throw the dice" in a 1024-pixel window.
        dice_layout.addWidget(self.throw_button, 2, 0, 1, 6)

        # Plays.
        self.plays_box = QGroupBox(parent)
        plays_layout = QVBoxLayout(self.plays_box)
        self.plays = QListWidget(self.plays_box)
        self.play_button = QPushButton(self.plays_box)
        plays_layout.addWidget(self.plays)
        plays_layout.addWidget(self.play_button)

        # Hold or leave.
        self.decide_box = QGroupBox(parent)
        decide_layout = QHBoxLayout(self.decide_box)
        self.hold_button = QPushButton(self.decide_box)
        self.leave_button = QPushButton(self.decide_box)
        decide_layout.addWidget(self.hold_button)
        decide_layout.addWidget(self.leave_button)

        # Declaration and claim (école mode).
        self.declare_box = QGroupBox(parent)
        declare_layout = QHBoxLayout(self.declare_box)
        self.points_spin = QSpinBox(self.declare_box)
        self.points_spin.setRange(0, 200)
        self.points_spin.setSingleStep(2)
        self.leave_check = QCheckBox(self.declare_box)
        self.declare_button = QPushButton(self.declare_box)
        declare_layout.addWidget(self.points_spin)
        declare_layout.addWidget(self.leave_check)
        declare_layout.addWidget(self.declare_button)
        self.claim_box = QGroupBox(parent)
        claim_layout = QHBoxLayout(self.claim_box)
        self.claim_spin = QSpinBox(self.claim_box)
        self.claim_spin.setRange(0, 200)
        self.claim_spin.setSingleStep(2)
        self.claim_button = QPushButton(self.claim_box)
        self.no_claim_button = QPushButton(self.claim_box)
        claim_layout.addWidget(self.claim_spin)
        claim_layout.addWidget(self.claim_button)
        claim_layout.addWidget(self.no_claim_button)

        # A play the engine completed, shown on the board: Confirm (Enter) or Undo (Esc).
        self.confirm_box = QGroupBox(parent)
        confirm_layout = QHBoxLayout(self.confirm_box)
        self.confirm_button = QPushButton(self.confirm_box)
        self.cancel_button = QPushButton(self.confirm_box)
        confirm_layout.addWidget(self.confirm_button)
        confirm_layout.addWidget(self.cancel_button)
        self.confirm_box.hide()

    def show_controls(self, controls: Controls) -> None:
        """Show the boxes the partie opens now."""
        self.dice_box.setVisible(controls.dice)
        self.throw_button.setVisible(controls.throw_button)
        for widget in (self.dice_edit, self.enter_button, *self.dice_buttons):
            widget.setVisible(controls.typed_dice)
        self.decide_box.setVisible(controls.decide)
        self.declare_box.setVisible(controls.declare)
        self.claim_box.setVisible(controls.claim)
        self.plays_box.setVisible(controls.plays)
        self.plays_box.setEnabled(controls.plays_enabled)

    def retranslate(self) -> None:
        self.dice_box.setTitle(_tr("PlayWidget", "Dice"))
        self.throw_button.setText(_tr("PlayWidget", "&Throw the dice"))
        self.throw_button.setToolTip(_tr("PlayWidget", "The studio throws the dice (Ctrl+R)"))
        self.enter_button.setText(_tr("PlayWidget", "Enter"))
        self.dice_edit.setToolTip(_tr("PlayWidget", "Type the throw as it fell, e.g. 6-5, then Enter"))
        self.plays_box.setTitle(_tr("PlayWidget", "Legal plays"))
        self.play_button.setText(_tr("PlayWidget", "&Play"))
        self.decide_box.setTitle(_tr("PlayWidget", "A trou is won"))
        self.hold_button.setText(_tr("PlayWidget", "&Hold (tenir)"))
        self.leave_button.setText(_tr("PlayWidget", "&Leave (s'en aller)"))
        for spin in (self.points_spin, self.claim_spin):
            spin.setSuffix(_tr("PlayWidget", " points"))
        self.leave_check.setText(_tr("PlayWidget", "and s'en aller"))
        self.declare_button.setText(_tr("PlayWidget", "&Declare"))
        self.claim_button.setText(_tr("PlayWidget", "É&cole !"))
        self.no_claim_button.setText(_tr("PlayWidget", "&No claim"))
        self.confirm_button.setText(_tr("PlayWidget", "Con&firm (Enter)"))
        self.cancel_button.setText(_tr("PlayWidget", "Undo (Esc)"))
