"""The play window's widget, kept at its old address: it lives in :mod:`studio.ui.game_windows.play`."""

from __future__ import annotations

from studio.ui.game_windows.play import PlayWidget, completion_menu, count_of, primaute_text, seat_label

__all__ = ["PlayWidget", "completion_menu", "count_of", "primaute_text", "seat_label"]
