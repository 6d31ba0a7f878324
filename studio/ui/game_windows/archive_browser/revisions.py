"""The history of an archived game: its revisions saved from the studio, one to open."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from studio.ui.accessible import describe
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr

if TYPE_CHECKING:
    from studio.store.revisions import Revision

__all__ = ["RevisionsDialog"]


class RevisionsDialog(QDialog):
    """The revisions of one archived game, oldest first.

    Revision 0 as it was archived, then each one saved from the studio; :attr:`chosen` carries the number of the one to
    open."""

    chosen = Signal(int)

    def __init__(self, game_id: int, revisions: Sequence[Revision], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.revisions = list(revisions)
        self.setWindowTitle(_tr("ArchiveBrowser", "History of game {n}").format(n=game_id))
        self.list = QListWidget(self)
        for revision in self.revisions:
            when = revision.saved_at.replace(tzinfo=UTC).astimezone().strftime("%Y-%m-%d %H:%M")  # kept in UTC
            if revision.number == 0:
                text = _tr("ArchiveBrowser", "Revision 0 — archived {when}").format(when=when)
            else:
                text = _tr("ArchiveBrowser", "Revision {n} — saved {when}").format(n=revision.number, when=when)
            item = QListWidgetItem(text, self.list)
            item.setData(Qt.ItemDataRole.UserRole, revision.number)
        self.list.setCurrentRow(self.list.count() - 1)
        self.list.itemDoubleClicked.connect(lambda _item: self.open_chosen())
        describe(
            self.list,
            QT_TRANSLATE_NOOP("Accessible", "Revisions"),
            QT_TRANSLATE_NOOP("Accessible", "The game's saved revisions, the newest last; Enter opens the one chosen"),
        )
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        if not self.revisions:
            self.note.setText(
                _tr("ArchiveBrowser", "Game {n} was never saved again from the studio.").format(n=game_id)
            )
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = self.buttons.addButton(
            _tr("ArchiveBrowser", "&Open this revision"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.open_button.setEnabled(bool(self.revisions))
        self.buttons.accepted.connect(self.open_chosen)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)

    def open_chosen(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))
        self.accept()
