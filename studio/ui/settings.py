"""The studio's settings: one typed wrapper around :class:`QSettings` (docs/design.md, The studio).

Every remembered value has a property here with its type and default, so no
other module reads a settings key by name.  There is one store, the application's
(organisation and application name :data:`ORGANIZATION` and :data:`APPLICATION`,
set by :func:`studio.ui.app.main`); tests give a :class:`QSettings` on a temporary
file, and tests/conftest.py points the default store at a scratch folder.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QSettings

from notation.board import Colour
from notation.notations import Notation, Orientation, Side

__all__ = ["APPLICATION", "MAX_RECENT", "ORGANIZATION", "THEMES", "MemoryStore", "Settings"]

ORGANIZATION = "Trictrac Studio"
APPLICATION = "Trictrac Studio"

MAX_RECENT = 8
THEMES = ("auto", "light", "dark", "print", "contrast")
"""The board's palettes: follow the system, the classic light page, the dark page, black on white."""


class MemoryStore:
    """A store that forgets everything when closed: the default of a window made without settings (tests)."""

    def __init__(self) -> None:
        self._values: dict[str, object] = {}

    def value(self, key: str, default: object = None) -> object:
        return self._values.get(key, default)

    def setValue(self, key: str, value: object) -> None:
        self._values[key] = value

    def sync(self) -> None:
        pass


class Settings:
    """Typed access to the remembered state in ``store``: the application's QSettings, or a :class:`MemoryStore`."""

    def __init__(self, store: QSettings | MemoryStore | None = None) -> None:
        # The default store follows the application's names and QSettings' default format and path, which
        # tests/conftest.py points at a scratch folder.
        self.store = store if store is not None else QSettings()

    @classmethod
    def memory(cls) -> Settings:
        return cls(MemoryStore())

    def _str(self, key: str, default: str) -> str:
        value = self.store.value(key, default)
        return value if isinstance(value, str) else default

    def _bytes(self, key: str) -> QByteArray | None:
        value = self.store.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def sync(self) -> None:
        self.store.sync()

    # -- language and view ------------------------------------------------------------

    @property
    def language(self) -> str:
        """``fr``, ``en``, or ``""`` to follow the system locale."""
        value = self._str("ui/language", "")
        return value if value in ("", "fr", "en") else ""

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("ui/language", value)

    @property
    def notation(self) -> Notation:
        try:
            return Notation(self._str("view/notation", Notation.BN.value))
        except ValueError:
            return Notation.BN

    @notation.setter
    def notation(self, value: Notation) -> None:
        self.store.setValue("view/notation", value.value)

    @property
    def orientation(self) -> Orientation:
        try:
            top = Colour(self._str("view/top", Orientation().top.value))
            talons = Side(self._str("view/talons", Orientation().talons.value))
        except ValueError:
            return Orientation()
        return Orientation(top, talons)

    @orientation.setter
    def orientation(self, value: Orientation) -> None:
        self.store.setValue("view/top", value.top.value)
        self.store.setValue("view/talons", value.talons.value)

    @property
    def theme(self) -> str:
        value = self._str("view/theme", "auto")
        return value if value in THEMES else "auto"

    @theme.setter
    def theme(self, value: str) -> None:
        self.store.setValue("view/theme", value if value in THEMES else "auto")

    # -- the window ---------------------------------------------------------------------

    @property
    def window_geometry(self) -> QByteArray | None:
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self.store.setValue("window/geometry", value)

    @property
    def window_state(self) -> QByteArray | None:
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self.store.setValue("window/state", value)

    # -- documents ---------------------------------------------------------------------

    @property
    def recent_files(self) -> list[str]:
        value = self.store.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [item for item in value if isinstance(item, str)][:MAX_RECENT] if isinstance(value, list) else []

    @recent_files.setter
    def recent_files(self, value: list[str]) -> None:
        self.store.setValue("files/recent", list(value[:MAX_RECENT]))

    def add_recent_file(self, path: str) -> list[str]:
        """Put ``path`` first in the recent files (once); returns the new list."""
        files = [path] + [item for item in self.recent_files if item != path]
        self.recent_files = files
        return self.recent_files

    @property
    def last_diagram(self) -> str:
        """The diagram open when the studio was closed, as a diagram file's JSON (``""``: none)."""
        return self._str("files/last_diagram", "")

    @last_diagram.setter
    def last_diagram(self, value: str) -> None:
        self.store.setValue("files/last_diagram", value)

    @property
    def last_folder(self) -> str:
        return self._str("files/last_folder", "")

    @last_folder.setter
    def last_folder(self, value: str) -> None:
        self.store.setValue("files/last_folder", value)

    @property
    def export_width(self) -> int:
        value = self.store.value("export/width", 1600)
        # An ini file gives the number back as text; anything else a store may hold is no width.
        if not isinstance(value, int | float | str):
            return 1600
        try:
            width = int(value)
        except ValueError:
            return 1600
        return width if 100 <= width <= 10000 else 1600

    @export_width.setter
    def export_width(self, value: int) -> None:
        self.store.setValue("export/width", int(value))

    @property
    def saved_filters(self) -> dict[str, dict[str, str]]:
        """The archive browser's named searches: name → field → value."""
        try:
            data = json.loads(self._str("archive/saved_filters", "{}"))
        except json.JSONDecodeError:
            return {}
        if not isinstance(data, dict):
            return {}
        return {
            str(name): {str(k): str(v) for k, v in fields.items()}
            for name, fields in data.items()
            if isinstance(fields, dict)
        }

    @saved_filters.setter
    def saved_filters(self, value: dict[str, dict[str, str]]) -> None:
        self.store.setValue("archive/saved_filters", json.dumps(value, ensure_ascii=False))

    @property
    def archive_event(self) -> str:
        """The event (the record's ``Evenement``) of the parties played in the studio (``""``: none).

        Set once in the new-partie dialog and remembered for the next ones."""
        return self._str("archive/event", "")

    @archive_event.setter
    def archive_event(self, value: str) -> None:
        self.store.setValue("archive/event", value.strip())

    # -- lessons ------------------------------------------------------------------------

    @property
    def learner(self) -> str:
        """The learner whose lesson progress is shown and recorded (``""``: the default learner)."""
        return self._str("lessons/learner", "")

    @learner.setter
    def learner(self, value: str) -> None:
        self.store.setValue("lessons/learner", value.strip())

    @property
    def lesson_progress(self) -> str:
        """Every learner's lesson progress records as JSON; ``""``: none.

        See :mod:`studio.ui.lesson_windows.store`."""
        return self._str("lessons/progress", "")

    @lesson_progress.setter
    def lesson_progress(self, value: str) -> None:
        self.store.setValue("lessons/progress", value)

    # -- parties ------------------------------------------------------------------------

    @property
    def partie_takebacks(self) -> bool:
        """The new partie dialog's last answer to « take-backs allowed » (off until the user allows them)."""
        value = self.store.value("parties/takebacks", False)
        return value is True or value == "true"

    @partie_takebacks.setter
    def partie_takebacks(self, value: bool) -> None:
        self.store.setValue("parties/takebacks", bool(value))

    @property
    def tutor_mode(self) -> float:
        """The tutor mode's threshold (0: the tutor mode is off).

        A choice losing this much equity or more is stopped before it is made."""
        value = self.store.value("parties/tutor_mode", 0.0)
        if not isinstance(value, int | float | str):
            return 0.0
        try:
            threshold = float(value)
        except ValueError:
            return 0.0
        return threshold if 0.0 < threshold < 1.0 else 0.0

    @tutor_mode.setter
    def tutor_mode(self, value: float) -> None:
        self.store.setValue("parties/tutor_mode", float(value))

    # -- desktop ------------------------------------------------------------------------

    @property
    def menu_entry_offered(self) -> bool:
        """Whether the bundle has offered, once, to put the studio in the desktop's menu.

        See :mod:`studio.ui.desktop`."""
        return self._str("desktop/menu_entry_offered", "") == "yes"

    @menu_entry_offered.setter
    def menu_entry_offered(self, value: bool) -> None:
        self.store.setValue("desktop/menu_entry_offered", "yes" if value else "")
