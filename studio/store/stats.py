"""What an archive holds: counts of games, players, positions; results, variants, players with most games.

And each player's record (games, won, lost, colours, variants, opponents)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

import sqlalchemy as sa
from sqlmodel import SQLModel

from studio.store.db import Archive
from studio.store.models import Event, Game, LessonProgress, Player, StoredDiagram, table_of
from studio.store.player_stats import PlayerStats, player_stats_of
from studio.store.positions import distinct_keys
from studio.store.search import GameQuery, search_games
from studio.store.search_text import normalize

__all__ = ["ArchiveStats", "PlayerStats", "archive_stats", "player_stats", "player_stats_of"]

_GAME = table_of(Game)
_PLAYER = table_of(Player)


@dataclass(frozen=True)
class ArchiveStats:
    """The figures of an archive (``results`` by winner: white, black, draw, unfinished)."""

    games: int
    players: int
    events: int
    positions: int
    distinct_positions: int | None
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

    def to_json(self) -> dict[str, object]:
        data = asdict(self)
        data["top_players"] = [{"name": name, "games": games} for name, games in self.top_players]
        return data

    def lines(self) -> list[str]:
        """Write the figures as lines of text, for the command line."""
        out = [
            f"games: {self.games} ({', '.join(f'{k} {v}' for k, v in sorted(self.variants.items())) or 'none'})",
            f"results: {', '.join(f'{k} {v}' for k, v in sorted(self.results.items())) or 'none'}",
            f"players: {self.players}",
            f"throws per game: {self.average_throws:.1f}",
            f"positions indexed: {self.positions}"
            + ("" if self.distinct_positions is None else f" ({self.distinct_positions} distinct)"),
            f"events: {self.events}",
            f"dates: {self.first_date or '?'} to {self.last_date or '?'}",
            f"duplicate groups: {self.duplicate_groups}",
            f"diagrams: {self.diagrams}, lesson progress entries: {self.lesson_progress}",
            f"schema revision: {self.revision}",
        ]
        if self.top_players:
            out.append("most games: " + ", ".join(f"{name} ({games})" for name, games in self.top_players))
        return out


def _count(connection: sa.Connection, model: type[SQLModel]) -> int:
    return int(connection.execute(sa.select(sa.func.count()).select_from(table_of(model))).scalar_one())


def archive_stats(archive: Archive, top: int = 10, *, distinct: bool = False) -> ArchiveStats:
    """Count the figures of ``archive``; ``top`` players with the most games are listed.

    Every figure is read from an index or a small table, so that it takes well under a second at a million
    games, but the number of distinct positions, which reads the whole position index: it is counted only
    when ``distinct`` is asked (else ``None``).
    """
    game = _GAME.c
    with archive.engine.connect() as connection:
        variants: dict[str, int] = {}
        results: dict[str, int] = {}
        games = throws = positions = 0
        # One pass over the index (variant, winner, throws, position_count), not the table.
        for variant, winner, n, throw_sum, position_sum in connection.execute(
            sa.select(
                game.variant, game.winner, sa.func.count(), sa.func.sum(game.throws), sa.func.sum(game.position_count)
            ).group_by(game.variant, game.winner)
        ):
            variants[str(variant)] = variants.get(str(variant), 0) + int(n)
            key = winner or "unfinished"
            results[key] = results.get(key, 0) + int(n)
            games += int(n)
            throws += int(throw_sum or 0)
            positions += int(position_sum or 0)
        first_date = connection.execute(sa.select(sa.func.min(game.date_key)).where(game.date_key != "")).scalar()
        last_date = connection.execute(sa.select(sa.func.max(game.date_key)).where(game.date_key != "")).scalar()
        # Games a player, as white and as black: each an index-only count by player.
        seats: dict[int, int] = {}
        for column in (game.white_id, game.black_id):
            for player, n in connection.execute(sa.select(column, sa.func.count()).group_by(column)):
                seats[int(player)] = seats.get(int(player), 0) + int(n)
        ranked: list[tuple[str, int]] = []
        if seats and top > 0:
            threshold = sorted(seats.values(), reverse=True)[min(top, len(seats)) - 1]
            wanted = [identity for identity, n in seats.items() if n >= threshold]
            for start in range(0, len(wanted), 500):
                chunk = wanted[start : start + 500]
                for identity, name in connection.execute(
                    sa.select(_PLAYER.c.id, _PLAYER.c.name).where(_PLAYER.c.id.in_(chunk))
                ):
                    ranked.append((str(name), seats[int(identity)]))
            ranked.sort(key=lambda row: (-row[1], row[0]))
        duplicate_groups = connection.execute(
            sa.select(sa.func.count(sa.distinct(game.content_hash))).where(game.copy_number > 0)
        ).scalar_one()
        distinct_positions = None
        if distinct:
            distinct_positions = distinct_keys(connection)
        figures = {
            "players": _count(connection, Player),
            "events": _count(connection, Event),
            "diagrams": _count(connection, StoredDiagram),
            "lesson_progress": _count(connection, LessonProgress),
        }
    return ArchiveStats(
        games=games,
        positions=positions,
        distinct_positions=distinct_positions,
        variants=variants,
        results=results,
        average_throws=throws / games if games else 0.0,
        first_date=first_date or "",
        last_date=last_date or "",
        duplicate_groups=int(duplicate_groups),
        top_players=ranked[:top],
        revision=archive.revision(),
        **figures,
    )


# -- per player -----------------------------------------------------------------------


def player_stats(archive: Archive, name: str) -> PlayerStats:
    """Return ``name``'s record in the archive: the games where he held Blanc or Noir.

    His name is read without regard to accents and case."""
    key = normalize(name)
    games = [
        game
        for game in search_games(archive, GameQuery(player=name, limit=None)).games
        if key in (normalize(game.white), normalize(game.black))
    ]
    return player_stats_of(name, [(game.white, game.black, game.winner, game.variant) for game in games])
