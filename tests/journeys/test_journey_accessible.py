"""Journey: a screen reader finds a name on every control the keyboard reaches, in the studio's language.

Found by counting: of 91 focusable controls in the studio, the Lessons window and a partie, 30 had no accessible
name — the tabs, the text browsers, the line edits whose label is no buddy, the trees, the tables, the board — so
that Orca said « tableau » or nothing at all where a sighted player reads « Leçons » or « Explication ».
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLabel, QWidget

from .conftest import Studio
from .screen import english_in
from .windows import every_window


def _inner_part(widget: QWidget) -> bool:
    """A part of a control that assistive technology reads through the control: a spin box's line edit, a combo
    box's list, Qt's own inner widgets (``qt_…``)."""
    if widget.objectName().startswith("qt_"):
        return True
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, (QAbstractSpinBox, QComboBox)):
            return True
        parent = parent.parentWidget()
    return False


def focusable_controls(top: QWidget) -> list[QWidget]:
    """Every control of ``top`` that the keyboard can reach, shown or on a page not shown (a tab behind)."""
    return [
        widget
        for widget in [top, *top.findChildren(QWidget)]
        if widget.focusPolicy() != Qt.FocusPolicy.NoFocus
        and not isinstance(widget, QLabel)  # a label is named by its text
        and not _inner_part(widget)
    ]


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None, f"{type(widget).__name__} has no accessible interface"
    return interface.text(QAccessible.Text.Name).strip()


def _where(widget: QWidget) -> str:
    chain, parent = [type(widget).__name__], widget.parentWidget()
    while parent is not None:
        chain.append(type(parent).__name__ + (f"#{parent.objectName()}" if parent.objectName() else ""))
        parent = parent.parentWidget()
    return " < ".join(chain[:5])


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_focusable_control_of_every_window_has_a_name(studio: Studio, language: str) -> None:
    window = studio.launch("--lang", language)
    controls: dict[int, tuple[str, QWidget]] = {}
    unnamed: list[str] = []
    names: list[str] = []

    def visit(name: str, top: QWidget) -> None:
        for widget in focusable_controls(top):
            if id(widget) in controls:
                continue
            controls[id(widget)] = (name, widget)
            spoken = accessible_name(widget)
            if not spoken:
                unnamed.append(f"{name}: {_where(widget)}")
            names.append(spoken)

    seen = every_window(window, visit)
    assert {"studio", "lessons.open", "lessons.exercise", "game.new", "game.archive_replay"} <= set(seen)
    assert len(controls) > 90
    assert unnamed == [], "\n".join(["", *unnamed])
    if language == "fr":
        # A file's path (the file dialog's folder, a PDF's path field) is no English.
        assert english_in([name for name in names if "/" not in name and "\\" not in name]) == []
