"""The studio's window owns its collaborators as typed attributes and hands each what it needs.

The window once attached the Game menu's controller with ``setattr`` and read it back with ``getattr``; a read
on ``self.window`` (Qt's ``QWidget.window``, a method) then silently stopped the studio from opening its archive,
past ``mypy --strict``.  These checks keep that shape from coming back; the import-linter contract in
pyproject.toml keeps the collaborators from importing the window.
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from studio.ui.actions import ACTIONS

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "studio" / "ui"
WINDOW_PARTS = sorted(UI.glob("window_*.py"))
COMPOSED = [UI / "main_window.py", UI / "game_windows" / "__init__.py", *WINDOW_PARTS]


def _contract() -> dict[str, Any]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    for contract in config["tool"]["importlinter"]["contracts"]:
        if "studio.ui.main_window" in contract.get("forbidden_modules", ()):
            return dict(contract)
    raise AssertionError("no import-linter contract forbids importing studio.ui.main_window")


def test_every_collaborator_of_the_window_is_forbidden_to_import_it() -> None:
    sources = set(_contract()["source_modules"])
    expected = {f"studio.ui.{path.stem}" for path in WINDOW_PARTS} | {"studio.ui.game_windows"}
    assert expected <= sources, sorted(expected - sources)


@pytest.mark.parametrize("path", COMPOSED, ids=lambda path: str(path.relative_to(UI)))
def test_no_feature_is_attached_or_read_by_name(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    calls = [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "setattr")
    ]
    assert calls == [], f"{path.name}: getattr/setattr at lines {calls}"
    imports = [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module == "studio.ui.main_window" and path.stem != "main_window"
    ]
    assert imports == [], f"{path.name} imports the main window at lines {imports}"


def test_no_attribute_is_added_past_the_type_checker_in_the_studio() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted(UI.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if "type: ignore[attr-defined]" in line
    ]
    assert found == []


def test_every_action_of_the_registry_has_a_handler(qtbot: QtBot) -> None:
    from studio.ui.main_window import MainWindow
    from studio.ui.settings import Settings

    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    handlers = window.action_handlers()
    assert {spec.handler for spec in ACTIONS} == set(handlers)


def test_the_window_owns_the_game_menu_and_refuses_a_second(qtbot: QtBot) -> None:
    from studio.ui.game_windows import GAME_MENU, GamesController, install
    from studio.ui.main_window import MainWindow
    from studio.ui.settings import Settings

    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    assert isinstance(window.games, GamesController)
    titles = [action.text() for action in window.menuBar().actions()]
    assert window.games.menu is not None
    assert titles.index(window.games.menu.menuAction().text()) < titles.index(window.window_menus.menus["help"].title())
    assert titles[-1] == window.window_menus.menus["help"].title(), "Help is the last menu"
    with pytest.raises(ValueError, match="Game menu already"):
        install(window, offer_recovery=False)
    assert len(window.menuBar().findChildren(QMenu, GAME_MENU)) == 1


def test_show_archive_opens_the_archive_dock(qtbot: QtBot, tmp_path: Path) -> None:
    # The regression that this composition prevents: show_archive read the controller through Qt's window().
    from PySide6.QtWidgets import QDockWidget

    from studio.ui.main_window import MainWindow
    from studio.ui.settings import Settings

    window = MainWindow(settings=Settings.memory(), archive_url=f"sqlite:///{tmp_path / 'archive.sqlite'}")
    qtbot.addWidget(window)
    window.show()
    window.show_archive()
    dock = window.findChild(QDockWidget, "archive_browser")
    assert dock is not None and dock is window.games.browser_dock and dock.isVisible()
    # The opening ends before the window goes: its thread reports its progress to the window's objects, and the
    # next test's garbage collection crashed inside Qt when it ran on.
    assert window.archive() is not None
