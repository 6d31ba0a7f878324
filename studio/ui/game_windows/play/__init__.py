"""Playing or recording a partie at one screen.

The model is :class:`studio.games.play_model.PlayModel` (without Qt); here are its views: the widget
(:mod:`.widget`), its input boxes (:mod:`.inputs`), the computer's turn on a worker thread (:mod:`.computer`)
and what the window says of the partie (:mod:`.texts`).
"""

from __future__ import annotations

from studio.ui.game_windows.play.texts import completion_menu, count_of, primaute_text, seat_label
from studio.ui.game_windows.play.widget import PlayWidget

__all__ = ["PlayWidget", "completion_menu", "count_of", "primaute_text", "seat_label"]
