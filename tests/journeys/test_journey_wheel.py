"""Journey: the mouse wheel scrolls the editor panel over its combos and spin boxes without changing them.

Found by hand: scrolling the editor panel turned the mark under the pointer from A to x (a combo took the wheel
as the pointer passed over it), and once switched docks.  Only a widget the user put the focus on takes the wheel.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QComboBox, QSpinBox, QTabBar, QWidget

from .conftest import Studio


def wheel(widget: QWidget, steps: int = -1) -> None:
    """Turn the wheel ``steps`` notches (negative: towards the user, down the page) over ``widget``'s centre."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def scroll_area_of(widget: QWidget) -> QAbstractScrollArea:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    assert parent is not None
    return parent


@pytest.mark.parametrize("name", ["mark_glyph", "pavillon", "die_high", "points"])
def test_the_wheel_scrolls_the_panel_over_an_unfocused_field(studio: Studio, name: str) -> None:
    window = studio.launch("--size", "1024x700")
    studio.key(window, Qt.Key.Key_F8)
    panel = window.panel
    field = getattr(panel, name)
    if isinstance(field, dict):
        field = next(iter(field.values()))
    assert isinstance(field, (QComboBox, QSpinBox))
    if isinstance(field, QSpinBox):
        field.setValue(3)  # room to change either way
    # The focus is on the board: the field is only passed over.
    window.board.setFocus()
    studio.settle()
    assert field.focusPolicy() == Qt.FocusPolicy.StrongFocus, "the wheel would give it the focus"
    bar = scroll_area_of(field).verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    before, scrolled = (field.currentIndex() if isinstance(field, QComboBox) else field.value()), bar.value()
    wheel(field, -1)
    studio.settle()
    after = field.currentIndex() if isinstance(field, QComboBox) else field.value()
    assert after == before, f"the wheel changed {name} while the panel scrolled"
    assert bar.value() > scrolled, "the panel did not scroll"
    # Put the focus on it (a click, the Tab key): now the wheel is its own.
    field.setFocus()
    studio.settle()
    wheel(field, -1)
    studio.settle()
    after = field.currentIndex() if isinstance(field, QComboBox) else field.value()
    assert after != before


def test_the_wheel_does_not_switch_docks(studio: Studio) -> None:
    window = studio.launch("--size", "1024x700")
    studio.trigger("game.browser")
    bars = [bar for bar in window.findChildren(QTabBar) if bar.isVisible() and bar.count() > 1]
    assert bars, "no tabbed docks"
    window.board.setFocus()
    for bar in bars:
        index = bar.currentIndex()
        wheel(bar, -1)
        wheel(bar, 1)
        studio.settle()
        assert bar.currentIndex() == index, f"the wheel switched to {bar.tabText(bar.currentIndex())!r}"


def test_a_dialog_that_takes_the_focus_has_its_fields_guarded(studio: Studio) -> None:
    """The guards reach a window when it takes the focus (here a dialog made after the start)."""
    from PySide6.QtWidgets import QDialog, QLineEdit, QScrollArea, QVBoxLayout

    window = studio.launch("--size", "1024x700")
    dialog = QDialog(window)
    layout = QVBoxLayout(dialog)
    area = QScrollArea(dialog)
    inner = QWidget()
    inner_layout = QVBoxLayout(inner)
    combo = QComboBox(inner)
    combo.addItems(["A", "x"])
    inner_layout.addWidget(combo)
    area.setWidget(inner)
    line = QLineEdit(dialog)
    layout.addWidget(area)
    layout.addWidget(line)
    assert combo.focusPolicy() == Qt.FocusPolicy.WheelFocus, "Qt's default, before the guard"
    dialog.show()
    studio.qtbot.waitExposed(dialog)
    dialog.activateWindow()
    line.setFocus()
    studio.settle()
    assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus
    wheel(combo, -1)
    studio.settle()
    assert combo.currentIndex() == 0, "the wheel changed a field the user had not put the focus on"
    dialog.close()


def test_the_studio_puts_no_filter_on_the_application() -> None:
    """A filter on the application is handed every event of every object, half-destroyed ones included: PySide6
    crashed the suite at random with two (see studio/ui/widget_guards.py).  None is put there."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "studio"
    pattern = re.compile(
        r"\b(app|application|QApplication\.instance\(\)|QCoreApplication\.instance\(\))\.installEventFilter"
    )
    found = [
        f"{path.relative_to(root.parent)}:{number}"
        for path in sorted(root.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert found == []
