"""What assistive technology (a screen reader, a magnifier, a braille display) is told of a control.

Qt names most controls itself: a button by its text, a field by the label whose buddy it is, a line edit by its
placeholder.  The others — the board, the tables, the lists, the tabs, the text browsers, a field whose label
is no buddy — are named here, once, where they are built::

    describe(self.tree, QT_TRANSLATE_NOOP("Accessible", "Lessons"),
             QT_TRANSLATE_NOOP("Accessible", "The lessons, chapter by chapter; Enter opens one"))

The texts are English sources in the ``Accessible`` context of the catalogue, translated when given and again at
every language change (Qt's ``LanguageChange``), so that a screen reader speaks the studio's language.
``tests/journeys/test_journey_accessible.py`` walks every window and dialog and fails on a focusable control
without a name.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QLayout, QWidget

from studio.ui.i18n import tr

__all__ = ["CONTEXT", "describe", "first_control", "label_field", "label_form", "label_forms"]

CONTEXT = "Accessible"
"""The catalogue's context of every accessible name and description given through :func:`describe`."""


class _Spoken(QObject):
    """A widget's accessible name and description (English sources), set again when the language changes."""

    def __init__(self, widget: QWidget, name: str, description: str) -> None:
        super().__init__(widget)
        self.setObjectName("accessible_texts")
        self.widget = widget
        self.name = name
        self.description = description
        widget.installEventFilter(self)
        self.apply()

    def apply(self) -> None:
        self.widget.setAccessibleName(tr(CONTEXT, self.name))
        self.widget.setAccessibleDescription(tr(CONTEXT, self.description) if self.description else "")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The event's type first: a widget being destroyed still sends events through its filters, when this
        # object's Python side may be gone already (its attributes with it).
        if event.type() == QEvent.Type.LanguageChange and watched is self.parent():
            self.apply()
        return False


def describe(widget: QWidget, name: str, description: str = "") -> None:
    """Give ``widget`` its accessible ``name`` and, where its purpose is not obvious, a ``description``.

    English sources marked ``QT_TRANSLATE_NOOP("Accessible", …)``, translated now and at each language change.  Called
    again, the new texts replace the old."""
    for spoken in widget.findChildren(_Spoken):
        if spoken.widget is widget:
            spoken.name, spoken.description = name, description
            spoken.apply()
            return
    _Spoken(widget, name, description)


def first_control(field: QWidget | QLayout) -> QWidget | None:
    """Return the first control of ``field`` that the keyboard reaches.

    The widget itself, or the first such widget of a layout (a line edit beside its Browse button) or of a holder widget
    (a list above its buttons)."""
    if isinstance(field, QWidget):
        if field.focusPolicy() != Qt.FocusPolicy.NoFocus:
            return field
        children = [child for child in field.findChildren(QWidget) if child.focusPolicy() != Qt.FocusPolicy.NoFocus]
        return children[0] if children else None
    for index in range(field.count()):
        item = field.itemAt(index)
        inner = item.widget() or item.layout() if item is not None else None
        found = first_control(inner) if inner is not None else None
        if found is not None:
            return found
    return None


def label_field(label: QLabel, field: QWidget | QLayout) -> None:
    """Make ``label`` the buddy of ``field``'s first control.

    A screen reader names the control by the label's text (Qt does not when a form is built from a label widget), and
    the label's mnemonic, if any, leads there."""
    control = first_control(field)
    if control is not None:
        label.setBuddy(control)


def label_form(form: QFormLayout) -> None:
    """Apply :func:`label_field` to every row of ``form`` whose label is a :class:`QLabel`."""
    for row in range(form.rowCount()):
        label_item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field_item = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if label_item is None or field_item is None:
            continue
        label = label_item.widget()
        field = field_item.widget() or field_item.layout()
        if isinstance(label, QLabel) and field is not None:
            label_field(label, field)


def label_forms(widget: QWidget) -> None:
    """Apply :func:`label_form` to every form laid out in ``widget`` and its children (a window's panels)."""
    for form in widget.findChildren(QFormLayout):
        label_form(form)
