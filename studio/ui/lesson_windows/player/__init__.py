"""The lesson player, by feature.

The lessons' list (:mod:`.lesson_list`), the explanation (:mod:`.explanation_page`), the exercise page
(:mod:`.exercise_page`) and the player that puts them together (:mod:`.widget`).  Its state and decisions are
:class:`lessons.player_model.LessonPlayerModel`, without Qt."""

from __future__ import annotations

from studio.ui.lesson_windows.player.widget import DRILL_BATCH, LessonPlayer

__all__ = ["DRILL_BATCH", "LessonPlayer"]
