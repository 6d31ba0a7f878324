"""What is on the screen: the texts a user reads (to find English left in the French studio) and the widgets'
geometry (to find one cut by a small window).

The English check follows tests/ui/test_ui_i18n.py: a text shown that is a catalogue source whose French differs
(so it was never translated), or that holds a common English word of the interface, is English.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTableView,
    QTabWidget,
    QToolButton,
    QWidget,
)

from studio.ui.i18n import TRANSLATIONS

ENGLISH_WORDS = re.compile(
    r"\b(the|of|and|from|with|your|games?|throws?|plays?|save|search|records?|replay|player|players|"
    r"previous|next|first|last|variation|found|shown|won|lost|dice|undo|any|event|result|computer|"
    r"browser|board|new|lesson|lessons|exercise|check|hint|delete|filters?|wins|add|close|open|import|"
    r"files?|folder|edit|view|help|tools|move|empty|caption|arrows?|colour)\b",
    re.IGNORECASE,
)
"""English words the French interface never shows (the game's vocabulary is French in both languages)."""

_FIELD = re.compile(r"\{[^{}]*\}")


def _plain(text: str) -> str:
    return re.sub(r"<[^>]*>", " ", text).replace("&nbsp;", " ").replace("&", "").strip()


def _english_sources() -> set[str]:
    sources = set()
    for message in ElementTree.parse(Path(TRANSLATIONS) / "trictrac_fr.ts").getroot().iter("message"):
        source, translation = message.findtext("source") or "", message.findtext("translation") or ""
        if _plain(source) != _plain(translation) and not _FIELD.search(source):
            sources.add(_plain(source))
    return sources


ENGLISH_SOURCES = _english_sources()


def english_in(texts: list[str]) -> list[str]:
    """The texts left in English."""
    return [text for text in texts if _plain(text) in ENGLISH_SOURCES or ENGLISH_WORDS.search(_plain(text))]


def _menu_texts(menu: QMenu) -> list[str]:
    texts = [menu.title()]
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            texts.extend(_menu_texts(sub))
        elif not action.isSeparator():
            texts.append(action.text())
    return texts


def shown(widget: QWidget) -> bool:
    """Whether the user sees ``widget``: visible, and not hidden behind another tab of a dock."""
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


def visible_texts(window: QMainWindow) -> list[str]:
    """Every text the window shows: its title, the menus (as opened), the tool bars' and the docks' titles, and
    the labels, buttons, fields, tabs and table headers on screen, the status bar's message too."""
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            texts.extend(_menu_texts(menu))
    for widget in window.findChildren(QWidget):
        if isinstance(widget, QDockWidget) and widget.isVisible():
            texts.append(widget.windowTitle())
        if not shown(widget):
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QComboBox):
            texts.append(widget.currentText())
        elif isinstance(widget, QTabWidget):
            texts.extend(widget.tabText(i) for i in range(widget.count()))
        if isinstance(widget, QTableView) and widget.model() is not None:
            model = widget.model()
            texts.extend(
                str(model.headerData(i, Qt.Orientation.Horizontal) or "")
                for i in range(model.columnCount())
                if not widget.isColumnHidden(i)
            )
    return [text for text in texts if text and text.strip()]


def _scrolled(widget: QWidget, window: QWidget) -> bool:
    """Whether ``widget`` is inside a scroll area's viewport (larger than it, and scrolled: not cut)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and parent is grand.viewport():
            return True
        parent = grand
    return False


def outside(window: QWidget) -> list[str]:
    """The widgets shown whose geometry leaves the window's (each named by class, object name and rectangle);
    the contents of a scroll area are its to show."""
    frame = QRect(0, 0, window.width(), window.height())
    found = []
    for widget in window.findChildren(QWidget):
        if widget.isWindow() or not shown(widget) or _scrolled(widget, window):
            continue
        rect = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
        if not frame.contains(rect):
            found.append(f"{type(widget).__name__}({widget.objectName()!r}) at {rect.getRect()} in {frame.getRect()}")
    return found


def clipped_buttons(window: QWidget) -> list[str]:
    """The buttons shown whose text is wider than they are (its end cut off)."""
    found = []
    for button in window.findChildren(QAbstractButton):
        text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        if not text or not shown(button):
            continue
        icon_only = Qt.ToolButtonStyle.ToolButtonIconOnly
        if isinstance(button, QToolButton) and button.toolButtonStyle() == icon_only and not button.icon().isNull():
            continue  # the text is the tip, not shown
        needed = button.fontMetrics().horizontalAdvance(text)
        if not button.icon().isNull():
            needed += button.iconSize().width() + 4
        if needed > button.width():
            found.append(f"{type(button).__name__} {text!r}: {needed} px of text in {button.width()} px")
    return found


def overflowing_tool_bars(window: QMainWindow) -> list[str]:
    """The tool bars' actions that do not fit and are hidden behind the bar's » button."""
    from PySide6.QtWidgets import QToolBar

    found = []
    for bar in window.findChildren(QToolBar):
        if not bar.isVisible():
            continue
        for action in bar.actions():
            if action.isSeparator():
                continue
            button = bar.widgetForAction(action)
            if button is None or not button.isVisible():
                found.append(f"{bar.objectName()}: {action.text()!r}")
    return found
