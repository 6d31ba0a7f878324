"""The archive browser's filters: the fields, the position's (typed, or the board's), and the saved filters."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.games.archive_query import RESULTS, VARIANTS, GameFilters
from studio.ui.accessible import describe, label_field
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings

__all__ = ["FilterForm"]

_TEXT_FIELDS = ("player", "event", "date_from", "date_to", "text")


class FilterForm(QWidget):
    """The filters two by two, the position's row, and the row of the saved filters with Search.

    :attr:`searchRequested` asks for the search (Enter in a field, Search, a saved filter loaded),
    :attr:`boardRequested` for the studio's board's position.
    """

    searchRequested = Signal()
    boardRequested = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None, *, board: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        self.fields: dict[str, QLineEdit | QComboBox] = {}
        self.labels: dict[str, QLabel] = {}
        for key in _TEXT_FIELDS:
            edit = QLineEdit(self)
            edit.returnPressed.connect(self.searchRequested)
            self.fields[key] = edit
            self.labels[key] = QLabel(self)
        for key, values in (("result", RESULTS), ("variant", VARIANTS)):
            combo = QComboBox(self)
            for value in values:
                combo.addItem("", value)
            self.fields[key] = combo
        for key in ("result", "variant"):
            self.labels[key] = QLabel(self)
        # By position: the board's, or a position code pasted.
        self.position = QLineEdit(self)
        self.position.setClearButtonEnabled(True)
        self.position.returnPressed.connect(self.searchRequested)
        self.fields["position"] = self.position
        self.labels["position"] = QLabel(self)
        self.board_button = QPushButton(self)
        self.board_button.clicked.connect(self.boardRequested)
        self.board_button.setEnabled(board)
        position_row = QHBoxLayout()
        position_row.addWidget(self.position, 1)
        position_row.addWidget(self.board_button)
        # The filters two by two, so that the games' table keeps the room in a small window (1024×700).
        form = QGridLayout()
        for row, pair in enumerate((("player", "event"), ("date_from", "date_to"), ("result", "variant"))):
            for column, key in enumerate(pair):
                form.addWidget(self.labels[key], row, 2 * column)
                form.addWidget(self.fields[key], row, 2 * column + 1)
        form.addWidget(self.labels["text"], 3, 0)
        form.addWidget(self.fields["text"], 3, 1, 1, 3)
        form.addWidget(self.labels["position"], 4, 0)
        form.addLayout(position_row, 4, 1, 1, 3)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)

        self.saved = QComboBox(self)
        self.saved.activated.connect(lambda _i: self.load_filter(self.saved.currentText()))
        describe(self.saved, QT_TRANSLATE_NOOP("Accessible", "Saved filters"))
        self.save_button = QPushButton(self)
        self.save_button.clicked.connect(self._ask_save_filter)
        self.forget_button = QPushButton(self)
        self.forget_button.clicked.connect(lambda: self.forget_filter(self.saved.currentText()))
        self.search_button = QPushButton(self)
        self.search_button.clicked.connect(self.searchRequested)
        filters_row = QHBoxLayout()
        filters_row.addWidget(self.search_button)
        filters_row.addWidget(self.saved, 1)
        filters_row.addWidget(self.save_button)
        filters_row.addWidget(self.forget_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addLayout(filters_row)
        self._reload_saved()

    def retranslate(self) -> None:
        labels = {
            "player": _tr("ArchiveBrowser", "Player"),
            "event": _tr("ArchiveBrowser", "Event"),
            "date_from": _tr("ArchiveBrowser", "From (YYYY-MM-DD)"),
            "date_to": _tr("ArchiveBrowser", "To"),
            "text": _tr("ArchiveBrowser", "Text"),
            "result": _tr("ArchiveBrowser", "Result"),
            "variant": _tr("ArchiveBrowser", "Variant"),
            "position": _tr("ArchiveBrowser", "Position"),
        }
        for key, label in self.labels.items():
            label.setText(labels[key])
            label_field(label, self.fields[key])
        choices = {
            "result": (
                _tr("ArchiveBrowser", "any"),
                _tr("ArchiveBrowser", "Blanc won"),
                _tr("ArchiveBrowser", "Noir won"),
                _tr("ArchiveBrowser", "nulle"),
            ),
            "variant": (
                _tr("ArchiveBrowser", "any"),
                _tr("ArchiveBrowser", "ordinaire"),
                _tr("ArchiveBrowser", "à écrire"),
            ),
        }
        for key, texts in choices.items():
            combo = self.fields[key]
            assert isinstance(combo, QComboBox)
            for index, text in enumerate(texts):
                combo.setItemText(index, text)
        self.saved.setPlaceholderText(_tr("ArchiveBrowser", "saved filters"))
        self.save_button.setText(_tr("ArchiveBrowser", "Save filter…"))
        self.forget_button.setText(_tr("ArchiveBrowser", "Forget"))
        self.search_button.setText(_tr("ArchiveBrowser", "&Search"))
        self.position.setPlaceholderText(_tr("ArchiveBrowser", "a position code, pasted"))
        self.board_button.setText(_tr("ArchiveBrowser", "The &board's"))
        self.board_button.setToolTip(_tr("ArchiveBrowser", "Search the games that pass through the board's position"))

    # -- the values --------------------------------------------------------------------------

    def values(self) -> dict[str, str]:
        """Return the fields given, by name, stripped."""
        values: dict[str, str] = {}
        for key, widget in self.fields.items():
            value = widget.text() if isinstance(widget, QLineEdit) else str(widget.currentData() or "")
            if value.strip():
                values[key] = value.strip()
        return values

    def filters(self) -> GameFilters:
        return GameFilters.from_saved(self.values())

    def set_values(self, values: Mapping[str, str]) -> None:
        for key, widget in self.fields.items():
            value = values.get(key, "")
            if isinstance(widget, QLineEdit):
                widget.setText(value)
            else:
                widget.setCurrentIndex(max(0, widget.findData(value)))

    # -- saved filters -----------------------------------------------------------------------

    def saved_filters(self) -> dict[str, dict[str, str]]:
        return self.settings.saved_filters

    def save_filter(self, name: str) -> None:
        saved = self.saved_filters()
        saved[name] = self.values()
        self.settings.saved_filters = saved
        self.settings.sync()
        self._reload_saved()

    def load_filter(self, name: str) -> bool:
        """Fill the fields from the saved filter ``name`` and search; False when there is none of that name."""
        values = self.saved_filters().get(name)
        if values is None:
            return False
        self.set_values(values)
        self.searchRequested.emit()
        return True

    def forget_filter(self, name: str) -> None:
        saved = self.saved_filters()
        saved.pop(name, None)
        self.settings.saved_filters = saved
        self._reload_saved()

    def _reload_saved(self) -> None:
        self.saved.clear()
        self.saved.addItems(sorted(self.saved_filters()))
        self.saved.setCurrentIndex(-1)

    def _ask_save_filter(self) -> None:
        name, ok = QInputDialog.getText(self, _tr("ArchiveBrowser", "Save the filter"), _tr("ArchiveBrowser", "Name:"))
        if ok and name.strip():
            self.save_filter(name.strip())
