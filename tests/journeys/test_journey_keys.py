"""Journey: no two actions, buttons or menus of a window share a key, in English or in French.

Found by hand: with the archive open, Alt+L was both the archive's « &Livret… » and the analysis's « Coups
légaux » (Alt+L), so that neither answered.  Every window and dialog is opened through the main window's
actions (tests/journeys/windows.py) and its keys read (tests/journeys/keys.py).
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from .conftest import Studio
from .keys import key_clashes
from .windows import every_window


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_two_things_of_a_window_share_a_key(studio: Studio, language: str) -> None:
    window = studio.launch("--lang", language, "--size", "1024x700")
    clashes: list[str] = []

    def visit(name: str, widget: QWidget) -> None:
        clashes.extend(f"{name}: {clash}" for clash in key_clashes(widget))

    seen = every_window(window, visit)
    assert "lessons.solution" in seen and "game.archive_replay" in seen
    assert clashes == [], "\n".join(clashes)
