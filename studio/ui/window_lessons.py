"""The main window's lessons: the lesson player's window, made on first use with the archive's progress."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from studio.ui.archive_io import archive_errors
from studio.ui.error_messages import error_text
from studio.ui.i18n import tr as _tr
from studio.ui.settings import Settings
from studio.ui.window_parts import ArchiveOpener, Say
from studio.ui.window_size import fitted_size

if TYPE_CHECKING:
    from studio.ui.lesson_windows.player import LessonPlayer

logger = logging.getLogger(__name__)

__all__ = ["WindowLessons"]


class WindowLessons:
    """The Lessons menu of the studio's window: one lesson player, kept once made.

    Its progress is kept in the ``archive`` (else in the ``settings``); ``parent``: the window the player belongs to."""

    def __init__(self, parent: QWidget, settings: Settings, *, archive: ArchiveOpener, say: Say) -> None:
        self.parent = parent
        self.settings = settings
        self.archive = archive
        self.say = say
        self._player: LessonPlayer | None = None
        self._puzzles: QWidget | None = None

    def lesson_player(self) -> LessonPlayer:
        """Return the lesson player's window (made on first use, then kept)."""
        player = self._player
        if player is None:
            # imported here: start-up does without the lesson player, loaded after the first window shows
            from studio.ui.lesson_windows.player import LessonPlayer

            progress = None
            try:
                # imported here: start-up does without studio.review.scheduler (FSRS), loaded after the first window
                # shows
                from studio.review.scheduler import ArchiveProgressStore
                from studio.review.scheduler import progress as fsrs_progress

                progress = fsrs_progress(ArchiveProgressStore(self.archive()))
            except archive_errors() as error:  # the archive is optional: progress then stays in the settings
                logger.warning("lesson progress kept in the settings", exc_info=True)
                self.say(
                    _tr("MainWindow", "Lesson progress kept in the settings: {error}").format(
                        error=error_text(error, capital=False)
                    ),
                    6000,
                )
            player = LessonPlayer(settings=self.settings, progress=progress, parent=self.parent)
            player.setWindowFlag(Qt.WindowType.Window, True)
            # Its comfortable size where the screen allows, else the screen's room (a 1024×700 screen).
            player.resize(fitted_size(player, player.sizeHint().width(), player.sizeHint().height()))
            self._player = player
        return player

    def open_lessons(self) -> None:
        player = self.lesson_player()
        player.show()
        player.raise_()
        player.activateWindow()

    def start_drill(self) -> None:
        self.open_lessons()
        self.lesson_player().start_drill()

    def open_puzzles(self) -> None:
        """Open the puzzles from the archive's analysed games, in a window of their own (made again each time)."""
        # imported here: start-up does without the puzzles' window, loaded after the first window shows
        from studio.ui.lesson_windows.puzzles_window import open_puzzle_window

        self._puzzles = open_puzzle_window(self.parent, self.archive, self.settings)

    def reset_lesson_progress(self) -> None:
        self.lesson_player().reset_progress()
