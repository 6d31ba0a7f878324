"""The parties kept aside (Game › Unfinished parties…, and at start when several were left).

Resume one, abandon those no longer wanted, or leave them for later (:mod:`studio.games.lifecycle`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from notation.game import Variant
from studio.games.lifecycle import UnfinishedPartie
from studio.ui import dialogs
from studio.ui.i18n import tr as _tr

__all__ = ["UnfinishedDialog", "describe"]


def describe(partie: UnfinishedPartie) -> str:
    """Describe one line of the list: the players, the variant, how far it went and when it was last played."""
    variant = (
        _tr("UnfinishedDialog", "à écrire")
        if partie.variant is Variant.ECRIRE
        else _tr("UnfinishedDialog", "ordinaire")
    )
    return _tr("UnfinishedDialog", "{players} — partie {variant}, {n} throws — {when}").format(
        players=partie.players(), variant=variant, n=partie.throws, when=partie.saved.strftime("%Y-%m-%d %H:%M")
    )


class UnfinishedDialog(QDialog):
    """The list of the parties kept aside; :attr:`chosen` is the one to resume once the dialog is accepted."""

    def __init__(self, parties: list[UnfinishedPartie], parent: QWidget | None = None, *, at_start: bool = False):
        super().__init__(parent)
        self.setWindowTitle(_tr("UnfinishedDialog", "Unfinished parties"))
        self.parties = list(parties)
        self.chosen: UnfinishedPartie | None = None
        intro = QLabel(
            _tr("UnfinishedDialog", "These parties were left before their end. Take one up again?")
            if at_start
            else _tr("UnfinishedDialog", "The parties kept for later:"),
            self,
        )
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setAccessibleName(_tr("UnfinishedDialog", "Unfinished parties"))
        self.list.itemDoubleClicked.connect(lambda _item: self.resume())
        self.list.currentRowChanged.connect(self._update)
        self.buttons = QDialogButtonBox(self)
        self.resume_button = QPushButton(_tr("UnfinishedDialog", "&Resume"), self)
        self.resume_button.setObjectName("resume")
        self.resume_button.setDefault(True)
        self.resume_button.clicked.connect(self.resume)
        self.abandon_button = QPushButton(_tr("UnfinishedDialog", "&Abandon…"), self)
        self.abandon_button.setObjectName("abandon")
        self.abandon_button.clicked.connect(self.abandon)
        later = QPushButton(_tr("UnfinishedDialog", "&Later") if at_start else _tr("UnfinishedDialog", "&Close"), self)
        later.setObjectName("later")
        later.clicked.connect(self.reject)
        self.buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.abandon_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.buttons.addButton(later, QDialogButtonBox.ButtonRole.RejectRole)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self._fill()
        self.resize(620, 320)

    def _fill(self) -> None:
        self.list.clear()
        for partie in self.parties:
            item = QListWidgetItem(describe(partie))
            item.setToolTip(str(partie.path))
            item.setData(Qt.ItemDataRole.UserRole, str(partie.path))
            self.list.addItem(item)
        if self.parties:
            self.list.setCurrentRow(0)
        self._update()

    def _update(self) -> None:
        selected = 0 <= self.list.currentRow() < len(self.parties)
        self.resume_button.setEnabled(selected)
        self.abandon_button.setEnabled(selected)

    def selected(self) -> UnfinishedPartie | None:
        row = self.list.currentRow()
        return self.parties[row] if 0 <= row < len(self.parties) else None

    def resume(self) -> None:
        self.chosen = self.selected()
        if self.chosen is not None:
            self.accept()

    def abandon(self, confirm: bool = True) -> None:
        """Abandon the partie selected (after a confirmation): its autosave goes; the list stays open."""
        partie = self.selected()
        if partie is None:
            return
        if confirm and not dialogs.headless():
            answer = QMessageBox.question(
                self,
                _tr("UnfinishedDialog", "Abandon a partie"),
                _tr("UnfinishedDialog", "Abandon the partie {players}? It will not be offered again.").format(
                    players=partie.players()
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        partie.path.unlink(missing_ok=True)
        self.parties.remove(partie)
        self._fill()
        if not self.parties:
            self.reject()
