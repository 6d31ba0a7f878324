"""The replay's widget, kept at its old address: it lives in :mod:`studio.ui.game_windows.replay`."""

from __future__ import annotations

from studio.ui.game_windows.replay import ReplayWidget, turn_text

__all__ = ["ReplayWidget", "turn_text"]
