"""The new partie dialog: variant, two to four players, each a person or the computer, écoles, conventions."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QEvent
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
from notation.tutor.levels import LEVELS
from studio.games.session import DEFAULT_LEVEL, GameSetup, Seat, SeatKind
from studio.ui.accessible import label_forms
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings

__all__ = ["NewGameDialog"]

_NAMES = ("Blanc", "Noir", "Céleste", "Denis")


class NewGameDialog(QDialog):
    """Asks how the partie is played; :meth:`setup` gives the answer as a :class:`GameSetup`."""

    def __init__(
        self, parent: QWidget | None = None, *, recording: bool = False, settings: Settings | None = None
    ) -> None:
        super().__init__(parent)
        self.recording = recording
        self.settings = settings if settings is not None else Settings()
        """Where the answer to « take-backs allowed » and the event are remembered (the studio's settings by
        default)."""
        form = QFormLayout()
        self.variant = QComboBox(self)
        self.variant.addItem("", Variant.ORDINAIRE)
        self.variant.addItem("", Variant.ECRIRE)
        self.players = QSpinBox(self)
        self.players.setRange(2, 2)
        self.marques = QSpinBox(self)
        self.marques.setRange(2, 24)
        self.marques.setSingleStep(2)
        self.marques.setValue(6)
        self.mode = QComboBox(self)
        self.mode.addItem("", Mode.TOURNER)
        self.mode.addItem("", Mode.CHOUETTE)
        self.ecoles = QCheckBox(self)
        self.takebacks = QCheckBox(self)
        self.takebacks.setChecked(self.settings.partie_takebacks and not recording)
        self.real_dice = QCheckBox(self)
        self.form_labels: dict[str, QLabel] = {}
        for key, field in (("variant", self.variant), ("players", self.players), ("marques", self.marques)):
            self.form_labels[key] = QLabel(self)
            form.addRow(self.form_labels[key], field)
        self.form_labels["mode"] = QLabel(self)
        form.addRow(self.form_labels["mode"], self.mode)
        form.addRow("", self.ecoles)
        form.addRow("", self.takebacks)
        form.addRow("", self.real_dice)
        self.takebacks.setVisible(not recording)
        self.real_dice.setVisible(not recording)
        # The record's event: set once, remembered for the next parties (the date is the day's).
        self.event_field = QLineEdit(self.settings.archive_event, self)
        self.event_field.setObjectName("event")
        self.form_labels["event"] = QLabel(self)
        form.addRow(self.form_labels["event"], self.event_field)

        self.seats_box = QGroupBox(self)
        grid = QGridLayout(self.seats_box)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        """The computer's level at each seat (shown for the computer's seats)."""
        self.seat_labels: list[QLabel] = []
        for index in range(4):
            label = QLabel(self.seats_box)
            name = QLineEdit(_NAMES[index], self.seats_box)
            kind = QComboBox(self.seats_box)
            kind.addItem("", SeatKind.HUMAN)
            kind.addItem("", SeatKind.COMPUTER)
            if index == 1 and not recording:
                kind.setCurrentIndex(1)
            kind.setEnabled(not recording)
            level = QComboBox(self.seats_box)
            for known in LEVELS:
                level.addItem("", known.name)
            level.setCurrentIndex(level.findData(DEFAULT_LEVEL))
            kind.currentIndexChanged.connect(self._update)
            grid.addWidget(label, index, 0)
            grid.addWidget(name, index, 1)
            grid.addWidget(kind, index, 2)
            grid.addWidget(level, index, 3)
            self.names.append(name)
            self.kinds.append(kind)
            self.levels.append(level)
            self.seat_labels.append(label)

        self.conventions_box = QGroupBox(self)
        conventions = QFormLayout(self.conventions_box)
        self.bearing_off = QComboBox(self.conventions_box)
        self.bearing_off.addItem("", BearingOff.PARISIENNE)
        self.bearing_off.addItem("", BearingOff.PROVINCIALE)
        self.jan_de_rencontre = QCheckBox(self.conventions_box)
        self.margot = QCheckBox(self.conventions_box)
        self.pile_de_misere = QCheckBox(self.conventions_box)
        self.form_labels["bearing_off"] = QLabel(self.conventions_box)
        conventions.addRow(self.form_labels["bearing_off"], self.bearing_off)
        conventions.addRow("", self.jan_de_rencontre)
        conventions.addRow("", self.margot)
        conventions.addRow("", self.pile_de_misere)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.conventions_box)
        layout.addWidget(buttons)
        self.variant.currentIndexChanged.connect(self._update)
        self.ecoles.toggled.connect(self._update)
        self.players.valueChanged.connect(self._update)
        self.retranslate()
        label_forms(self)
        self._update()

    def retranslate(self) -> None:
        """Set every text again (called when the language changes)."""
        self.setWindowTitle(
            _tr("NewGameDialog", "Record a partie over the board")
            if self.recording
            else _tr("NewGameDialog", "New partie")
        )
        self.variant.setItemText(0, _tr("NewGameDialog", "Partie ordinaire (12 trous)"))
        self.variant.setItemText(1, _tr("NewGameDialog", "Partie à écrire (marqués)"))
        self.mode.setItemText(0, _tr("NewGameDialog", "à tourner"))
        self.mode.setItemText(1, _tr("NewGameDialog", "à la chouette (the first player against the others)"))
        self.ecoles.setText(_tr("NewGameDialog", "Players mark their own points (écoles may be claimed)"))
        self.takebacks.setText(_tr("NewGameDialog", "Take-backs allowed (a play and the reply taken back)"))
        self.takebacks.setToolTip(
            _tr("NewGameDialog", "Never in an école game, where a mistake is the opponent's to claim")
        )
        self.real_dice.setText(_tr("NewGameDialog", "I throw real dice (and type them)"))
        self.form_labels["variant"].setText(_tr("NewGameDialog", "Variant"))
        self.form_labels["players"].setText(_tr("NewGameDialog", "Players"))
        self.form_labels["marques"].setText(_tr("NewGameDialog", "Marqués"))
        self.form_labels["mode"].setText(_tr("NewGameDialog", "At three"))
        self.form_labels["event"].setText(_tr("NewGameDialog", "Event"))
        self.event_field.setPlaceholderText(_tr("NewGameDialog", "a tournament, a club evening… (remembered)"))
        self.form_labels["bearing_off"].setText(_tr("NewGameDialog", "Bearing off"))
        self.seats_box.setTitle(_tr("NewGameDialog", "Seats"))
        for index, (label, kind) in enumerate(zip(self.seat_labels, self.kinds, strict=True)):
            label.setText(_tr("NewGameDialog", "Player {n}").format(n=index + 1))
            kind.setItemText(0, _tr("NewGameDialog", "a person"))
            kind.setItemText(1, _tr("NewGameDialog", "the computer"))
        level_texts = {
            "beginner": _tr("NewGameDialog", "beginner"),
            "casual": _tr("NewGameDialog", "casual"),
            "intermediate": _tr("NewGameDialog", "intermediate"),
            "advanced": _tr("NewGameDialog", "advanced"),
            "expert": _tr("NewGameDialog", "expert (looks two plies ahead)"),
        }
        for level in self.levels:
            for item in range(level.count()):
                level.setItemText(item, level_texts.get(str(level.itemData(item)), str(level.itemData(item))))
            level.setToolTip(_tr("NewGameDialog", "How strongly the computer plays"))
        self.conventions_box.setTitle(_tr("NewGameDialog", "Conventions"))
        self.bearing_off.setItemText(0, _tr("NewGameDialog", "parisienne"))
        self.bearing_off.setItemText(1, _tr("NewGameDialog", "provinciale"))
        self.jan_de_rencontre.setText(_tr("NewGameDialog", "jan de rencontre"))
        self.margot.setText(_tr("NewGameDialog", "Margot la fendue"))
        self.pile_de_misere.setText(_tr("NewGameDialog", "pile de misère"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update(self) -> None:
        ecrire = self.variant.currentData() is Variant.ECRIRE
        self.players.setRange(2, 4 if ecrire else 2)
        count = self.players.value()
        self.marques.setEnabled(ecrire)
        self.mode.setEnabled(ecrire and count == 3)
        # An école game allows no take-back: the laws let the opponent claim a mistake.
        self.takebacks.setEnabled(not self.ecoles.isChecked())
        for index in range(4):
            for widget in (self.names[index], self.kinds[index], self.seat_labels[index]):
                widget.setVisible(index < count)
            computer = self.kinds[index].currentData() is SeatKind.COMPUTER and not self.recording
            self.levels[index].setVisible(index < count and computer)

    def setup(self) -> GameSetup:
        """Return the partie asked for (raises ``ValueError`` for names missing or repeated)."""
        count = self.players.value()
        seats = tuple(
            Seat(
                self.names[i].text().strip(),
                self.kinds[i].currentData() if not self.recording else SeatKind.HUMAN,
                str(self.levels[i].currentData()),
            )
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
            takebacks=self.takebacks.isEnabled() and self.takebacks.isChecked() and not self.recording,
            real_dice=self.real_dice.isChecked() and not self.recording,
            tags=self.tags(),
        )

    def tags(self) -> tuple[tuple[str, str], ...]:
        """Return the record's event, when one is given, and today's date."""
        event = self.event_field.text().strip()
        today = (("Date", date.today().strftime("%Y.%m.%d")),)
        return ((("Evenement", event),) if event else ()) + today

    def accept(self) -> None:
        """Remember whether take-backs were allowed and the event (the next partie's dialog proposes the same)."""
        if not self.recording and not self.ecoles.isChecked():
            self.settings.partie_takebacks = self.takebacks.isChecked()
        self.settings.archive_event = self.event_field.text()
        super().accept()
