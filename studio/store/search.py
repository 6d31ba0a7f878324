"""Searching the archive: by player, date, event, result, variant, free text, and by position.

Free text and names are matched on their normalized columns (no accents,
lowercase: "ecole" finds "École"), with ``LIKE``, the same on SQLite and
PostgreSQL.  A position is found through the position index: the games that
pass through it, and at which throws.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

import sqlalchemy as sa

from notation.board import Position
from notation.game import Event
from studio.store.db import Archive
from studio.store.events import position_key_of
from studio.store.importing import date_key
from studio.store.models import Game, GameTag, Player, PositionEntry
from studio.store.text import LIKE_ESCAPE, like_pattern

__all__ = [
    "GameQuery",
    "GameSummary",
    "SearchResult",
    "find_duplicates",
    "game_events",
    "game_record",
    "game_start_code",
    "game_tags",
    "games_at_position",
    "get_game",
    "parse_result",
    "parse_variant",
    "search_games",
]

_GAME = Game.__table__  # type: ignore[attr-defined]
_PLAYER = Player.__table__  # type: ignore[attr-defined]
_TAG = GameTag.__table__  # type: ignore[attr-defined]
_POSITION = PositionEntry.__table__  # type: ignore[attr-defined]

_RESULT_WORDS = {
    "white": "white",
    "blanc": "white",
    "b": "white",
    "1-0": "white",
    "black": "black",
    "noir": "black",
    "n": "black",
    "0-1": "black",
    "draw": "draw",
    "nulle": "draw",
    "drawn": "draw",
    "unfinished": None,
    "*": None,
}
_VARIANT_WORDS = {"ordinaire": "ordinaire", "ecrire": "ecrire", "écrire": "ecrire", "a ecrire": "ecrire"}


def parse_result(text: str) -> str | None:
    """The ``winner`` column a result word stands for: white, black, draw, or ``None`` (unfinished).

    >>> parse_result("Blanc"), parse_result("0-1"), parse_result("nulle"), parse_result("*")
    ('white', 'black', 'draw', None)
    """
    key = text.strip().lower()
    if key not in _RESULT_WORDS:
        raise ValueError(f"a result is white (B, blanc, 1-0), black (N, noir, 0-1), draw (nulle) or *, not {text!r}")
    return _RESULT_WORDS[key]


def parse_variant(text: str) -> str:
    """``ordinaire`` or ``ecrire``."""
    key = text.strip().lower()
    if key not in _VARIANT_WORDS:
        raise ValueError(f"a variant is ordinaire or ecrire, not {text!r}")
    return _VARIANT_WORDS[key]


def _date_bound(text: str, upper: bool) -> str:
    key = date_key(text, upper=upper)
    if not key:
        raise ValueError(f"a date is YYYY, YYYY-MM or YYYY-MM-DD, not {text!r}")
    return key


@dataclass(frozen=True)
class GameQuery:
    """What to look for; every field given must match (``None``: any).

    ``player`` matches either colour; names, ``event`` and ``text`` (every
    tag, name and comment) match anywhere, without regard to accents or case.  ``date_from`` and
    ``date_to`` take ``YYYY``, ``YYYY-MM`` or ``YYYY-MM-DD`` (bounds included).
    ``result`` is a word of :func:`parse_result`.  ``duplicates`` keeps only
    games whose partie is archived more than once.
    """

    player: str | None = None
    white: str | None = None
    black: str | None = None
    event: str | None = None
    date_from: str | None = None
    date_to: str | None = None
    result: str | None = None
    variant: str | None = None
    text: str | None = None
    position: Position | None = None
    duplicates: bool = False
    limit: int | None = 100
    offset: int = 0


@dataclass(frozen=True)
class GameSummary:
    """One game found: what a list of games shows; ``at_throws``: where it passes through the position searched."""

    id: int
    white: str
    black: str
    event: str
    site: str
    date: str
    round: str
    variant: str
    result: str
    winner: str | None
    throws: int
    source: str
    at_throws: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["at_throws"] = list(self.at_throws)
        return data


@dataclass(frozen=True)
class SearchResult:
    """The games of one page of a search, and how many match in all."""

    total: int
    games: list[GameSummary] = field(default_factory=list)


def _players_like(text: str) -> sa.Select[tuple[int]]:
    return sa.select(_PLAYER.c.id).where(_PLAYER.c.name_norm.like(like_pattern(text), escape=LIKE_ESCAPE))


def _conditions(query: GameQuery) -> list[sa.ColumnElement[bool]]:
    game = _GAME.c
    conditions: list[sa.ColumnElement[bool]] = []
    if query.player:
        players = _players_like(query.player)
        conditions.append(sa.or_(game.white_id.in_(players), game.black_id.in_(players)))
    if query.white:
        conditions.append(game.white_id.in_(_players_like(query.white)))
    if query.black:
        conditions.append(game.black_id.in_(_players_like(query.black)))
    if query.event:
        conditions.append(game.event_norm.like(like_pattern(query.event), escape=LIKE_ESCAPE))
    if query.date_from:
        conditions.append(game.date_key >= _date_bound(query.date_from, upper=False))
    if query.date_to:
        conditions.append(game.date_key <= _date_bound(query.date_to, upper=True))
        conditions.append(game.date_key != "")
    if query.result is not None:
        winner = parse_result(query.result)
        conditions.append(game.winner.is_(None) if winner is None else game.winner == winner)
    if query.variant:
        conditions.append(game.variant == parse_variant(query.variant))
    if query.text:
        conditions.append(game.search_text.like(like_pattern(query.text), escape=LIKE_ESCAPE))
    if query.position is not None:
        key = position_key_of(query.position)
        conditions.append(game.id.in_(sa.select(_POSITION.c.game_id).where(_POSITION.c.key == key)))
    if query.duplicates:
        repeated = sa.select(game.content_hash).group_by(game.content_hash).having(sa.func.count() > 1)
        conditions.append(game.content_hash.in_(repeated))
    return conditions


def _summary_select() -> sa.Select[Any]:
    white = _PLAYER.alias("white_player")
    black = _PLAYER.alias("black_player")
    game = _GAME.c
    return (
        sa.select(
            game.id,
            white.c.name,
            black.c.name,
            game.event,
            game.site,
            game.date,
            game.round,
            game.variant,
            game.result,
            game.winner,
            game.throws,
            game.source,
        )
        .join_from(_GAME, white, white.c.id == game.white_id)
        .join(black, black.c.id == game.black_id)
    )


def search_games(archive: Archive, query: GameQuery) -> SearchResult:
    """The games matching ``query``, ordered by date then import order, one page of ``limit`` from ``offset``."""
    game = _GAME.c
    conditions = _conditions(query)
    select = _summary_select().where(*conditions).order_by(game.date_key, game.id).offset(query.offset)
    if query.limit is not None:
        select = select.limit(query.limit)
    count = sa.select(sa.func.count()).select_from(_GAME).where(*conditions)
    with archive.engine.connect() as connection:
        total = int(connection.execute(count).scalar_one())
        rows = connection.execute(select).all()
        at: dict[int, list[int]] = {}
        if query.position is not None and rows:
            key = position_key_of(query.position)
            ids = [row[0] for row in rows]
            found = connection.execute(
                sa.select(_POSITION.c.game_id, _POSITION.c.throw)
                .where(_POSITION.c.key == key, _POSITION.c.game_id.in_(ids))
                .order_by(_POSITION.c.game_id, _POSITION.c.throw)
            )
            for identity, throw in found:
                at.setdefault(identity, []).append(throw)
    games = [GameSummary(*row, at_throws=tuple(at.get(row[0], ()))) for row in rows]
    return SearchResult(total, games)


def get_game(archive: Archive, game_id: int) -> GameSummary:
    """One game by its id; raises ``KeyError`` if the archive has none."""
    with archive.engine.connect() as connection:
        row = connection.execute(_summary_select().where(_GAME.c.id == game_id)).first()
    if row is None:
        raise KeyError(game_id)
    return GameSummary(*row)


def game_start_code(archive: Archive, game_id: int) -> str | None:
    """The position code of a game's composed start, or ``None`` for the usual start."""
    with archive.engine.connect() as connection:
        return connection.execute(sa.select(_GAME.c.start_code).where(_GAME.c.id == game_id)).scalar_one_or_none()


def games_at_position(archive: Archive, position: Position, limit: int | None = 100) -> SearchResult:
    """The games that pass through ``position`` (dames and colour to throw), with the throws at which they do."""
    return search_games(archive, GameQuery(position=position, limit=limit))


def find_duplicates(archive: Archive) -> list[list[int]]:
    """Groups of games that are the same partie (same throws, plays and decisions), each group's ids in order."""
    game = _GAME.c
    repeated = sa.select(game.content_hash).group_by(game.content_hash).having(sa.func.count() > 1)
    query = sa.select(game.content_hash, game.id).where(game.content_hash.in_(repeated)).order_by(game.id)
    groups: dict[str, list[int]] = {}
    with archive.engine.connect() as connection:
        for digest, identity in connection.execute(query):
            groups.setdefault(digest, []).append(int(identity))
    return sorted(groups.values())


def game_events(archive: Archive, game_id: int) -> list[tuple[int, Event, str | None]]:
    """A game's events in order, each with its throw number and comment, read from its record text."""
    from notation.game import PrimauteThrow, Roll
    from notation.record import read_record, record_to_events
    from studio.store.importing import _turn_comments

    text = game_record(archive, game_id)
    if not text.strip():
        return []
    record = read_record(text)
    events = list(record_to_events(record))
    comments = _turn_comments(record, events)
    throw = 0
    out: list[tuple[int, Event, str | None]] = []
    for index, event in enumerate(events):
        if isinstance(event, Roll | PrimauteThrow):
            throw += 1
        out.append((throw, event, comments.get(index)))
    return out


def game_tags(archive: Archive, game_id: int) -> list[tuple[str, str]]:
    """A game's tags, by name."""
    query = sa.select(_TAG.c.name, _TAG.c.value).where(_TAG.c.game_id == game_id).order_by(_TAG.c.name)
    with archive.engine.connect() as connection:
        return [(name, value) for name, value in connection.execute(query)]


def game_record(archive: Archive, game_id: int) -> str:
    """The record text of a game as it was imported ("" if it came from the engine without one)."""
    with archive.engine.connect() as connection:
        record = connection.execute(sa.select(_GAME.c.record).where(_GAME.c.id == game_id)).scalar_one_or_none()
    if record is None:
        raise KeyError(game_id)
    return str(record)
