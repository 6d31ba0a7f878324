"""The new partie dialog: variant, two to four players, each a person or the computer, écoles, conventions."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from notation.ecrire import Mode
from notation.game import Variant
from notation.rules.conventions import BearingOff, Conventions
from studio.games_session import GameSetup, Seat, SeatKind

__all__ = ["NewGameDialog"]

_NAMES = ("Blanc", "Noir", "Céleste", "Denis")


def _tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


class NewGameDialog(QDialog):
    """Asks how the partie is played; :meth:`setup` gives the answer as a :class:`GameSetup`."""

    def __init__(self, parent: QWidget | None = None, *, recording: bool = False) -> None:
        super().__init__(parent)
        self.recording = recording
        self.setWindowTitle(_tr("Record a partie over the board") if recording else _tr("New partie"))
        form = QFormLayout()
        self.variant = QComboBox(self)
        self.variant.addItem(_tr("Partie ordinaire (12 trous)"), Variant.ORDINAIRE)
        self.variant.addItem(_tr("Partie à écrire (marqués)"), Variant.ECRIRE)
        self.players = QSpinBox(self)
        self.players.setRange(2, 2)
        self.marques = QSpinBox(self)
        self.marques.setRange(2, 24)
        self.marques.setSingleStep(2)
        self.marques.setValue(6)
        self.mode = QComboBox(self)
        self.mode.addItem(_tr("à tourner"), Mode.TOURNER)
        self.mode.addItem(_tr("à la chouette (the first player against the others)"), Mode.CHOUETTE)
        self.ecoles = QCheckBox(_tr("Players mark their own points (écoles may be claimed)"), self)
        form.addRow(_tr("Variant"), self.variant)
        form.addRow(_tr("Players"), self.players)
        form.addRow(_tr("Marqués"), self.marques)
        form.addRow(_tr("At three"), self.mode)
        form.addRow("", self.ecoles)

        seats_box = QGroupBox(_tr("Seats"), self)
        grid = QGridLayout(seats_box)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for index in range(4):
            label = QLabel(_tr("Player {n}").format(n=index + 1), seats_box)
            name = QLineEdit(_NAMES[index], seats_box)
            kind = QComboBox(seats_box)
            kind.addItem(_tr("a person"), SeatKind.HUMAN)
            kind.addItem(_tr("the computer"), SeatKind.COMPUTER)
            if index == 1 and not recording:
                kind.setCurrentIndex(1)
            kind.setEnabled(not recording)
            grid.addWidget(label, index, 0)
            grid.addWidget(name, index, 1)
            grid.addWidget(kind, index, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.seat_labels.append(label)

        conventions_box = QGroupBox(_tr("Conventions"), self)
        conventions = QFormLayout(conventions_box)
        self.bearing_off = QComboBox(conventions_box)
        self.bearing_off.addItem(_tr("parisienne"), BearingOff.PARISIENNE)
        self.bearing_off.addItem(_tr("provinciale"), BearingOff.PROVINCIALE)
        self.jan_de_rencontre = QCheckBox(_tr("jan de rencontre"), conventions_box)
        self.margot = QCheckBox(_tr("Margot la fendue"), conventions_box)
        self.pile_de_misere = QCheckBox(_tr("pile de misère"), conventions_box)
        conventions.addRow(_tr("Bearing off"), self.bearing_off)
        conventions.addRow("", self.jan_de_rencontre)
        conventions.addRow("", self.margot)
        conventions.addRow("", self.pile_de_misere)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(seats_box)
        layout.addWidget(conventions_box)
        layout.addWidget(buttons)
        self.variant.currentIndexChanged.connect(self._update)
        self.players.valueChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        ecrire = self.variant.currentData() is Variant.ECRIRE
        self.players.setRange(2, 4 if ecrire else 2)
        count = self.players.value()
        self.marques.setEnabled(ecrire)
        self.mode.setEnabled(ecrire and count == 3)
        for index in range(4):
            for widget in (self.names[index], self.kinds[index], self.seat_labels[index]):
                widget.setVisible(index < count)

    def setup(self) -> GameSetup:
        """The partie asked for (raises ``ValueError`` for names missing or repeated)."""
        count = self.players.value()
        seats = tuple(
            Seat(self.names[i].text().strip(), self.kinds[i].currentData() if not self.recording else SeatKind.HUMAN)
            for i in range(count)
        )
        variant = self.variant.currentData()
        conventions = Conventions(
            bearing_off=self.bearing_off.currentData(),
            jan_de_rencontre=self.jan_de_rencontre.isChecked(),
            margot=self.margot.isChecked(),
            pile_de_misere=self.pile_de_misere.isChecked(),
        )
        mode = None
        if count == 3:
            mode = self.mode.currentData()
        elif count == 4:
            mode = Mode.EQUIPES
        return GameSetup(
            variant=variant,
            seats=seats,
            ecoles=self.ecoles.isChecked(),
            conventions=conventions,
            marques=self.marques.value(),
            mode=mode,
            recording=self.recording,
        )
