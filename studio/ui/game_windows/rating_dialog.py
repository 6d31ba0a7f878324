"""A player's rating over time.

His mean equity lost per choice in each analysed game, plotted, and his worst decisions across games
(:func:`studio.store.analyses.player_record`).

:class:`LossPlot` draws the games' mean losses in order of date with QPainter,
with the rating bands of :mod:`notation.tutor.ratings` behind them;
:class:`PlayerRatingDialog` shows it with the list of worst decisions, one of
which, double-clicked, asks to open its game at that throw (:attr:`openAt`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from notation.board import point_of_step
from notation.tutor.ratings import PlayerRating, bound_of, rating_of
from studio.ui.accessible import describe
from studio.ui.i18n import QT_TRANSLATE_NOOP, decimal
from studio.ui.i18n import tr as _tr

if TYPE_CHECKING:
    # Named in annotations only: studio.store.analyses pulls in the database stack, which the archive browser
    # (importing this module) must not load before the studio's first frame (tests/ui/test_ui_start_light.py).
    from studio.store.analyses import GameRating, PlayerRecord, RatedChoice

__all__ = ["LossPlot", "PlayerRatingDialog", "rating_words"]

_BANDS = (
    (bound_of(PlayerRating.EXPERT), "#dcfce7"),
    (bound_of(PlayerRating.INTERMEDIATE), "#fef9c3"),
    (bound_of(PlayerRating.BEGINNER), "#ffedd5"),
)
"""Behind the plot: expert and better, up to intermediate, up to beginner (awful above), as bands of colour."""


def rating_words(rating: PlayerRating | None) -> str:
    """Word a rating in the interface's language (gnubg's words)."""
    if rating is None:
        return "—"
    words = {
        PlayerRating.AWFUL: _tr("Rating", "awful"),
        PlayerRating.BEGINNER: _tr("Rating", "beginner"),
        PlayerRating.CASUAL: _tr("Rating", "casual player"),
        PlayerRating.INTERMEDIATE: _tr("Rating", "intermediate"),
        PlayerRating.ADVANCED: _tr("Rating", "advanced"),
        PlayerRating.EXPERT: _tr("Rating", "expert"),
        PlayerRating.WORLD_CLASS: _tr("Rating", "world class"),
        PlayerRating.SUPERNATURAL: _tr("Rating", "supernatural"),
    }
    return words[rating]


class LossPlot(QWidget):
    """The mean loss of each game, oldest on the left: a point a game joined by a line, the rating bands behind."""

    def __init__(self, games: Sequence[GameRating], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games = list(games)
        self.setMinimumSize(360, 180)

    def sizeHint(self) -> QSize:
        return QSize(560, 220)

    def top(self) -> float:
        """Return the loss at the top of the plot: the largest mean loss, and at least the beginner's bound."""
        return max([bound_of(PlayerRating.BEGINNER), *(game.mean_loss * 1.1 for game in self.games)])

    def points(self) -> list[QPointF]:
        """Return where each game's point is drawn, in order."""
        area = self._area()
        top = self.top()
        count = len(self.games)
        return [
            QPointF(
                area.left() + (area.width() * (index + 0.5) / count if count else 0),
                area.bottom() - area.height() * min(game.mean_loss, top) / top,
            )
            for index, game in enumerate(self.games)
        ]

    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(48, 10, -10, -24)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._area()
        top = self.top()
        low = 0.0
        for bound, colour in _BANDS:
            y_high = area.bottom() - area.height() * min(bound, top) / top
            y_low = area.bottom() - area.height() * low / top
            painter.fillRect(QRectF(area.left(), y_high, area.width(), y_low - y_high), QColor(colour))
            low = bound
        painter.fillRect(
            QRectF(area.left(), area.top(), area.width(), area.bottom() - area.height() * low / top - area.top()),
            QColor("#fee2e2"),
        )
        painter.setPen(QPen(self.palette().text().color(), 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        for value in (0.0, top / 2, top):
            y = area.bottom() - area.height() * value / top
            painter.drawText(QRectF(0, y - 8, 44, 16), Qt.AlignmentFlag.AlignRight, decimal(value, 3))
        painter.drawText(
            QRectF(area.left(), area.bottom() + 4, area.width(), 18),
            Qt.AlignmentFlag.AlignHCenter,
            _tr("Rating", "mean equity lost per choice, game after game"),
        )
        points = self.points()
        painter.setPen(QPen(QColor("#1d4ed8"), 2))
        for a, b in itertools.pairwise(points):
            painter.drawLine(a, b)
        painter.setBrush(QColor("#1d4ed8"))
        for point in points:
            painter.drawEllipse(point, 4, 4)
        painter.end()


class PlayerRatingDialog(QDialog):
    """A player's analysed games plotted and his worst decisions.

    :attr:`openAt` carries (game, event) of the decision double-clicked."""

    openAt = Signal(int, int)

    def __init__(self, record: PlayerRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.plot = LossPlot(record.games, self)
        self.games = QListWidget(self)
        self.worst_label = QLabel(self)
        self.worst = QListWidget(self)
        self.worst.itemDoubleClicked.connect(self._open)
        describe(
            self.games,
            QT_TRANSLATE_NOOP("Accessible", "Games rated"),
            QT_TRANSLATE_NOOP("Accessible", "The player's analysed games, with the rating of each"),
        )
        describe(
            self.worst,
            QT_TRANSLATE_NOOP("Accessible", "Worst decisions"),
            QT_TRANSLATE_NOOP("Accessible", "The player's costliest decisions; a double click opens the game there"),
        )
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.plot, 2)
        layout.addWidget(self.games, 1)
        layout.addWidget(self.worst_label)
        layout.addWidget(self.worst, 2)
        layout.addWidget(self.buttons)
        self.resize(640, 640)
        self.retranslate()

    def retranslate(self) -> None:
        record = self.record
        self.setWindowTitle(_tr("Rating", "Rating of {name}").format(name=record.name))
        choices = sum(game.choices for game in record.games)
        if len(record.games) == 1:  # not « 1 analysed games »
            summary = _tr("Rating", "{name}: 1 analysed game, {choices} choices, mean equity lost {loss} a choice")
        else:
            summary = _tr(
                "Rating", "{name}: {games} analysed games, {choices} choices, mean equity lost {loss} a choice"
            )
        self.summary.setText(
            summary.format(
                name=record.name, games=len(record.games), choices=choices, loss=decimal(record.mean_loss, 4)
            )
            + " — "
            + rating_words(rating_of(record.mean_loss) if choices else None)
        )
        self.games.clear()
        for game in record.games:
            QListWidgetItem(
                _tr("Rating", "{date} — game {game} v {opponent}: mean {loss}, {words}").format(
                    date=game.date or "?",
                    game=game.game_id,
                    opponent=game.opponent,
                    loss=decimal(game.mean_loss, 4),
                    words=rating_words(game.rating),
                ),
                self.games,
            )
        self.worst_label.setText(_tr("Rating", "Worst decisions (double-click one to open its game there):"))
        self.worst.clear()
        for choice in record.worst:
            item = QListWidgetItem(self._choice_text(choice), self.worst)
            item.setData(Qt.ItemDataRole.UserRole, (choice.game_id, choice.event))

    def _choice_text(self, choice: RatedChoice) -> str:
        def said(value: tuple[tuple[int, int], ...] | str) -> str:
            if isinstance(value, str):
                return "s'en aller" if value == "leave" else "tenir"
            colour = choice.colour
            return " ".join(f"{point_of_step(colour, a).name}-{point_of_step(colour, b).name}" for a, b in value)

        return _tr("Rating", "Game {game}, throw {turn}, {dice}: {played}, {loss} lost (best {best})").format(
            game=choice.game_id,
            turn=choice.turn,
            dice=choice.dice,
            played=said(choice.played),
            loss=decimal(choice.loss, 3),
            best=said(choice.best),
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _open(self, item: QListWidgetItem) -> None:
        game, event = item.data(Qt.ItemDataRole.UserRole)
        self.openAt.emit(int(game), int(event))
