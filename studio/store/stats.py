"""What an archive holds: counts of games, players, positions; results, variants, players with most games;
and each player's record (games, won, lost, colours, variants, opponents)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import sqlalchemy as sa

from studio.store.db import Archive
from studio.store.models import Diagram, Event, Game, LessonProgress, Player, PositionEntry
from studio.store.search import find_duplicates
from studio.store.text import normalize

__all__ = ["ArchiveStats", "PlayerStats", "archive_stats", "player_stats", "player_stats_of"]

_GAME = Game.__table__  # type: ignore[attr-defined]
_PLAYER = Player.__table__  # type: ignore[attr-defined]


@dataclass(frozen=True)
class ArchiveStats:
    """The figures of an archive (``results`` by winner: white, black, draw, unfinished)."""

    games: int
    players: int
    events: int
    positions: int
    distinct_positions: int
    diagrams: int
    lesson_progress: int
    variants: dict[str, int] = field(default_factory=dict)
    results: dict[str, int] = field(default_factory=dict)
    average_throws: float = 0.0
    first_date: str = ""
    last_date: str = ""
    duplicate_groups: int = 0
    top_players: list[tuple[str, int]] = field(default_factory=list)
    revision: str | None = None

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["top_players"] = [{"name": name, "games": games} for name, games in self.top_players]
        return data

    def lines(self) -> list[str]:
        """The figures as lines of text, for the command line."""
        out = [
            f"games: {self.games} ({', '.join(f'{k} {v}' for k, v in sorted(self.variants.items())) or 'none'})",
            f"results: {', '.join(f'{k} {v}' for k, v in sorted(self.results.items())) or 'none'}",
            f"players: {self.players}",
            f"throws per game: {self.average_throws:.1f}",
            f"positions indexed: {self.positions} ({self.distinct_positions} distinct)",
            f"events: {self.events}",
            f"dates: {self.first_date or '?'} to {self.last_date or '?'}",
            f"duplicate groups: {self.duplicate_groups}",
            f"diagrams: {self.diagrams}, lesson progress entries: {self.lesson_progress}",
            f"schema revision: {self.revision}",
        ]
        if self.top_players:
            out.append("most games: " + ", ".join(f"{name} ({games})" for name, games in self.top_players))
        return out


def _count(connection: sa.Connection, model: Any) -> int:
    return int(connection.execute(sa.select(sa.func.count()).select_from(model.__table__)).scalar_one())


def archive_stats(archive: Archive, top: int = 10) -> ArchiveStats:
    """The figures of ``archive``; ``top`` players with the most games are listed."""
    game = _GAME.c
    with archive.engine.connect() as connection:
        games = _count(connection, Game)
        variants = {
            str(v): int(n)
            for v, n in connection.execute(sa.select(game.variant, sa.func.count()).group_by(game.variant))
        }
        results = {
            (winner or "unfinished"): int(n)
            for winner, n in connection.execute(sa.select(game.winner, sa.func.count()).group_by(game.winner))
        }
        average = connection.execute(sa.select(sa.func.avg(game.throws))).scalar_one()
        dates = connection.execute(
            sa.select(sa.func.min(game.date_key), sa.func.max(game.date_key)).where(game.date_key != "")
        ).one()
        seats = sa.union_all(
            sa.select(game.white_id.label("player_id")), sa.select(game.black_id.label("player_id"))
        ).subquery()
        top_rows = connection.execute(
            sa.select(_PLAYER.c.name, sa.func.count().label("n"))
            .join(seats, seats.c.player_id == _PLAYER.c.id)
            .group_by(_PLAYER.c.name)
            .order_by(sa.desc("n"), _PLAYER.c.name)
            .limit(top)
        ).all()
        position = PositionEntry.__table__  # type: ignore[attr-defined]
        distinct = connection.execute(sa.select(sa.func.count(sa.distinct(position.c.key)))).scalar_one()
        figures = {
            "players": _count(connection, Player),
            "events": _count(connection, Event),
            "positions": _count(connection, PositionEntry),
            "diagrams": _count(connection, Diagram),
            "lesson_progress": _count(connection, LessonProgress),
        }
    return ArchiveStats(
        games=games,
        distinct_positions=int(distinct),
        variants=variants,
        results=results,
        average_throws=float(average or 0.0),
        first_date=dates[0] or "",
        last_date=dates[1] or "",
        duplicate_groups=len(find_duplicates(archive)),
        top_players=[(str(name), int(n)) for name, n in top_rows],
        revision=archive.revision(),
        **figures,
    )


# -- per player -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's record in the archive (matched by exact name, accents and case ignored)."""

    name: str
    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    unfinished: int = 0
    as_white: int = 0
    as_black: int = 0
    by_variant: dict[str, int] = field(default_factory=dict)
    opponents: dict[str, int] = field(default_factory=dict)

    @property
    def score(self) -> float:
        """Won games out of those finished (a draw counts one half)."""
        finished = self.won + self.lost + self.drawn
        return (self.won + self.drawn / 2) / finished if finished else 0.0


def player_stats_of(name: str, games: Sequence[tuple[str, str, str | None, str]]) -> PlayerStats:
    """Statistics of ``name`` over (white, black, winner, variant) tuples; winner is white, black, draw or None."""
    key = normalize(name)
    won = lost = drawn = unfinished = as_white = as_black = 0
    by_variant: dict[str, int] = {}
    opponents: dict[str, int] = {}
    for white, black, winner, variant in games:
        colour = "white" if normalize(white) == key else "black"
        opponent = black if colour == "white" else white
        as_white += colour == "white"
        as_black += colour == "black"
        by_variant[variant] = by_variant.get(variant, 0) + 1
        opponents[opponent] = opponents.get(opponent, 0) + 1
        if winner is None:
            unfinished += 1
        elif winner == "draw":
            drawn += 1
        elif winner == colour:
            won += 1
        else:
            lost += 1
    return PlayerStats(name, len(games), won, lost, drawn, unfinished, as_white, as_black, by_variant, opponents)


def player_stats(archive: Archive, name: str) -> PlayerStats:
    """``name``'s record in the archive: the games where he held Blanc or Noir (his name read without regard to
    accents and case)."""
    from studio.store.search import GameQuery, search_games

    key = normalize(name)
    games = [
        game
        for game in search_games(archive, GameQuery(player=name, limit=None)).games
        if key in (normalize(game.white), normalize(game.black))
    ]
    return player_stats_of(name, [(game.white, game.black, game.winner, game.variant) for game in games])
