"""Replaying a record.

Navigation (first, previous, next, last, go to a throw, next scoring event), the move list with comments edited in
place, marks, variations shown indented and entered from any throw or played on the board, and the tutor's analysis with
its booklet.

The model is :class:`studio.games.replay_model.ReplayModel` (without Qt); here are its views: the widget
(:mod:`.widget`), its actions (:mod:`.actions`), the move list (:mod:`.move_list`), the analysis
(:mod:`.analysis_pane`) and the variation played on the board (:mod:`.variation_bar`).
"""

from __future__ import annotations

from studio.games.replay_model import turn_text
from studio.ui.game_windows.replay.widget import ReplayWidget

__all__ = ["ReplayWidget", "turn_text"]
