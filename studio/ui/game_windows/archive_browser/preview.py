"""The archive browser's preview: the chosen game's board where it meets the position searched, else its end."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from notation.board import Position
from studio.games.archive_query import GameRow, preview_of
from studio.games.session import GameSession
from studio.ui.accessible import describe
from studio.ui.board_view import BoardView
from studio.ui.error_messages import error_text
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr

__all__ = ["GamePreview"]


class GamePreview(QWidget):
    """A line that says which position is shown, over the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.board = BoardView(parent=self)
        self.board.setMinimumHeight(80)
        describe(self.board, QT_TRANSLATE_NOOP("Accessible", "Board of the chosen game"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.board, 1)

    def clear(self) -> None:
        """Show no game (a search that found none): no board left showing a game not in the list."""
        self.label.clear()
        self.board.hide()

    def show_game(self, record: Callable[[], str], row: GameRow | None, wanted: Position | None) -> None:
        """Show the game whose ``record`` text is read now (``row`` of the search, if it is one).

        Where it passes through ``wanted``, else its last position; a game that cannot be read is said so."""
        self.board.show()
        try:
            text = record()
            partie = GameSession.from_text(text).partie
        except (KeyError, ValueError) as error:
            self.label.setText(error_text(error))
            return
        shown = preview_of(partie, wanted, row.at_throws if row is not None else ())
        self.board.setPosition(shown.state.position)
        self.board.setScore(shown.state.score)
        names = f"{row.white} – {row.black}" if row is not None else ""
        if wanted is not None and row is not None and shown.at_throws:
            where = _tr("ArchiveBrowser", "{names}: the position at throw {n}").format(
                names=names, n=", ".join(str(t) for t in shown.at_throws)
            )
        else:
            where = _tr("ArchiveBrowser", "{names}: the last position").format(names=names)
        self.label.setText(where)
