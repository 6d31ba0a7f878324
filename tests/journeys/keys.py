"""The keys a window answers to: its actions' shortcuts, its menus' and buttons' mnemonics (Alt and the letter
after ``&``), to find two that share one (Qt then does neither, or one at random, or cycles between them)."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QMainWindow, QMenu, QTabBar, QToolButton, QWidget

from .screen import shown


def mnemonic(text: str) -> str:
    """The key of ``text``'s mnemonic (``Alt+L`` for ``&Livret…``), or ``""``."""
    key = QKeySequence.mnemonic(text)
    return key.toString(QKeySequence.SequenceFormat.PortableText) if not key.isEmpty() else ""


def _name(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _menu_clashes(menu: QMenu, where: str) -> list[str]:
    """Two items of one menu with the same underlined letter."""
    found: list[str] = []
    letters: dict[str, list[str]] = defaultdict(list)
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        key = mnemonic(action.text())
        if key:
            letters[key.lower()].append(_name(action.text()))
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += _menu_clashes(sub, f"{where} › {_name(sub.title())}")
    found += [f"{where}: {key} for {names}" for key, names in letters.items() if len(names) > 1]
    return found


def key_clashes(window: QWidget) -> list[str]:
    """The keys that two things of ``window`` answer to: two actions' shortcuts, a shortcut and a button's or a
    menu's mnemonic, two buttons' mnemonics (the buttons, labels and tabs shown), two items of one menu."""
    owners: dict[str, set[str]] = defaultdict(set)
    actions: set[QAction] = set()
    menus: list[QMenu] = []
    if isinstance(window, QMainWindow):
        for action in window.menuBar().actions():
            key = mnemonic(action.text())
            if key:
                owners[key.lower()].add(f"menu {_name(action.text())!r}")
            sub = action.menu()
            if isinstance(sub, QMenu):
                menus.append(sub)
    for widget in [window, *window.findChildren(QWidget)]:
        if widget is window or shown(widget):
            actions.update(widget.actions())
    for menu in menus:
        stack = [menu]
        while stack:
            current = stack.pop()
            for action in current.actions():
                actions.add(action)
                sub = action.menu()
                if isinstance(sub, QMenu):
                    stack.append(sub)
    for action in actions:
        for sequence in action.shortcuts():
            key = sequence.toString(QKeySequence.SequenceFormat.PortableText)
            if key:
                owners[key.lower()].add(f"action {_name(action.text()) or action.objectName()!r}")
    for widget in window.findChildren(QWidget):
        if not shown(widget):
            continue
        if isinstance(widget, QAbstractButton) and not (isinstance(widget, QToolButton) and widget.defaultAction()):
            key = mnemonic(widget.text())
            if key:
                owners[key.lower()].add(f"button {_name(widget.text())!r}")
        elif isinstance(widget, QToolButton):
            default = widget.defaultAction()
            key = mnemonic(widget.text())
            if key and default is not None:
                owners[key.lower()].add(f"action {_name(default.text()) or default.objectName()!r}")
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            key = mnemonic(widget.text())
            if key:
                owners[key.lower()].add(f"label {_name(widget.text())!r}")
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                key = mnemonic(widget.tabText(index))
                if key and widget.isTabVisible(index):
                    owners[key.lower()].add(f"tab {_name(widget.tabText(index))!r}")
    found = [f"{key}: {sorted(names)}" for key, names in sorted(owners.items()) if len(names) > 1]
    for menu in menus:
        found += _menu_clashes(menu, _name(menu.title()))
    return found
