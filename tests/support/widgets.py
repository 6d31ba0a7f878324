"""Typed reads of Qt's widgets for the tests: a table's cell or a tree's item a test knows is there, a widget it knows
the class of, or the test fails saying which."""

from typing import TypeVar

from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QTreeWidget, QTreeWidgetItem, QWidget

W = TypeVar("W", bound=QWidget)


def item(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    """The table's item at ``row``, ``column``."""
    cell = table.item(row, column)
    assert cell is not None, f"no item at row {row}, column {column}"
    return cell


def top_item(tree: QTreeWidget, index: int) -> QTreeWidgetItem:
    """The tree's top-level item at ``index``."""
    node = tree.topLevelItem(index)
    assert node is not None, f"no top-level item {index}"
    return node


def widget_of(kind: type[W], widget: QWidget | None) -> W:
    """``widget``, which the test knows is a ``kind`` (a dialog a factory made, a widget's parent): checked."""
    assert isinstance(widget, kind), f"{widget!r} is not a {kind.__name__}"
    return widget
