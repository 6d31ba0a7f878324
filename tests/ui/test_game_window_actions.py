"""The game window's actions come from the studio's one registry (:data:`studio.ui.actions.WINDOW_ACTIONS`): one
Save to the archive on Ctrl+Alt+S, and no two actions of a window on one key."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot

from studio.games.session import GameSession, GameSetup, Seat
from studio.ui.actions import ACTIONS, GAME_WINDOW_ACTIONS, REPLAY_ACTIONS, WINDOW_ACTIONS
from studio.ui.game_windows.window import GameWindow


@pytest.mark.parametrize("window", sorted(WINDOW_ACTIONS))
def test_no_two_actions_of_a_window_share_a_key(window: str) -> None:
    specs = WINDOW_ACTIONS[window]
    keys = [QKeySequence(spec.shortcut).toString() for spec in specs if spec.shortcut]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    ids = [spec.id for spec in specs]
    assert len(ids) == len(set(ids))


def test_the_registry_has_one_save_to_the_archive_per_window() -> None:
    archive = [spec for spec in (*ACTIONS, *GAME_WINDOW_ACTIONS) if spec.shortcut == "Ctrl+Alt+S"]
    assert [spec.id for spec in archive] == ["file.archive_save", "partie.archive_save"]
    assert all(spec.local for spec in REPLAY_ACTIONS)  # the replay's keys act in the replay only


def _shortcut_actions(window: GameWindow) -> list[QAction]:
    return [action for action in window.findChildren(QAction) if not action.shortcut().isEmpty()]


@pytest.mark.parametrize("kind", ["partie", "replay"])
def test_the_game_windows_actions_are_the_registrys(qtbot: QtBot, kind: str) -> None:
    if kind == "partie":
        window = GameWindow(GameSession(GameSetup(seats=(Seat("Abel"), Seat("Blaise"))), rng=random.Random(1)))
    else:
        window = GameWindow(record_text="%trictrac 1\n1. B 6-5 B1-B7 B1-B6\n")
    qtbot.addWidget(window)
    specs = {spec.id: spec for spec in WINDOW_ACTIONS[kind]}
    found = _shortcut_actions(window)
    # Every action on a key is one of the registry's, on the registry's key; and each of the registry's is there.
    assert {action.objectName() for action in found} == {key for key, spec in specs.items() if spec.shortcut}
    for action in found:
        assert action.shortcut() == QKeySequence(specs[action.objectName()].shortcut)
    keys = [action.shortcut().toString() for action in found]
    assert len(keys) == len(set(keys))
    archive = [action for action in found if action.shortcut() == QKeySequence("Ctrl+Alt+S")]
    assert [action.objectName() for action in archive] == ["partie.archive_save"]
    assert (window.resign_action is not None) == (kind == "partie")
    assert window.menu_actions == [a for a in window.menu.actions() if a.objectName() != "game.resign"]
    window.close()
