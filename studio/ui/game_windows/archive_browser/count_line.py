"""The archive browser's count line: how many games the search found and which are shown, with the page buttons.

Or a line said in its place (an error, the archive opening)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from studio.games.archive_query import Found
from studio.ui.i18n import tr as _tr

__all__ = ["CountLine"]


class CountLine(QWidget):
    """:attr:`previous_page` and :attr:`next_page` are connected by the browser."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = QLabel(self)
        self.count.setWordWrap(True)
        self.previous_page = QPushButton(self)
        self.next_page = QPushButton(self)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.count, 1)
        row.addWidget(self.previous_page)
        row.addWidget(self.next_page)
        self._found: tuple[Found, int] | None = None
        """What the line says the search found, and the page's size (drawn again in a new language)."""

    def retranslate(self) -> None:
        self.previous_page.setText(_tr("ArchiveBrowser", "◀ Previous page"))
        self.next_page.setText(_tr("ArchiveBrowser", "Next page ▶"))
        if self._found is not None:
            self.show_found(*self._found)

    def say(self, text: str) -> None:
        """Say a line in place of the count."""
        self._found = None
        self.count.setText(text)

    def show_found(self, found: Found, page: int) -> None:
        self._found = (found, page)
        count = f"{found.total:,}".replace(",", "\u202f") + ("+" if found.capped else "")
        if found.total == 0:
            text = _tr("ArchiveBrowser", "No game found")
        elif found.total == 1 and not found.capped:
            text = _tr("ArchiveBrowser", "1 game found")  # not « 1 games found »
        else:
            text = _tr("ArchiveBrowser", "{n} games found").format(n=count)
        if found.paged:
            text += " " + _tr("ArchiveBrowser", "(games {first}–{last} shown)").format(
                first=found.first, last=found.last
            )
        self.count.setText(text)
        self.previous_page.setEnabled(found.has_previous)
        self.next_page.setEnabled(found.has_next(page))
