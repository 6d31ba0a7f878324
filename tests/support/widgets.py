"""Typed reads of Qt's item views for the tests: a cell a test knows is there, or the test fails saying which."""

from PySide6.QtWidgets import QTableWidget, QTableWidgetItem


def item(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    """The table's item at ``row``, ``column``."""
    cell = table.item(row, column)
    assert cell is not None, f"no item at row {row}, column {column}"
    return cell
