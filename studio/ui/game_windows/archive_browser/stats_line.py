"""The line under the archive browser's buttons: a player's statistics, or what the tutor's work did."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from studio.games.archive_query import variant_name
from studio.store.player_stats import PlayerStats
from studio.ui.i18n import tr as _tr

__all__ = ["StatsLine"]


class StatsLine(QLabel):
    """A player's statistics (drawn again in a new language), or a line said once."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.shown: PlayerStats | None = None
        """The statistics shown, if any."""
        self._asks_name = False

    def say(self, text: str) -> None:
        """Say a line of its own (not drawn again in a new language: the analysis's report, an error)."""
        self.shown, self._asks_name = None, False
        self.setText(text)

    def ask_name(self) -> None:
        """Ask for a player's name (there was none to take)."""
        self.shown, self._asks_name = None, True
        self.setText(_tr("ArchiveBrowser", "Type a player's name (or select one of his games)."))

    def retranslate(self) -> None:
        if self.shown is not None:
            self.show_stats(self.shown)
        elif self._asks_name:
            self.ask_name()

    def show_stats(self, stats: PlayerStats) -> None:
        self.shown, self._asks_name = stats, False
        variants = ", ".join(f"{variant_name(v)} {n}" for v, n in sorted(stats.by_variant.items())) or "—"
        opponents = ", ".join(f"{o} {n}" for o, n in sorted(stats.opponents.items(), key=lambda x: -x[1])[:5])
        self.setText(
            _tr(
                "ArchiveBrowser",
                "<b>{name}</b>: {g} games ({w} as Blanc, {b} as Noir) — won {won}, lost {lost}, nulles {d}, "
                "unfinished {u}; score {s:.0%}<br>variants: {v}<br>most played: {o}",
            ).format(
                name=stats.name,
                g=stats.games,
                w=stats.as_white,
                b=stats.as_black,
                won=stats.won,
                lost=stats.lost,
                d=stats.drawn,
                u=stats.unfinished,
                s=stats.score,
                v=variants,
                o=opponents or "—",
            )
        )
