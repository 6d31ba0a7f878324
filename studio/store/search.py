"""Searching the archive: by player, date, event, result, variant, free text, and by position.

Free text and names are matched on their normalized columns (no accents,
lowercase: "ecole" finds "École"), with ``LIKE``, the same on SQLite and
PostgreSQL.  A position is found through the position index
(:mod:`studio.store.positions`): the games that pass through it; at which
throws, by replaying a game (:func:`throws_at_position`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import TypeVarTuple

import sqlalchemy as sa
from sqlalchemy.dialects.postgresql import ARRAY

from notation.board import Position
from notation.game import Event, PrimauteThrow, Roll
from notation.record import RecordError, read_record, record_to_events
from notation.record.summary import position_key_of
from studio.store.db import Archive
from studio.store.importing import ReadError, _turn_comments, date_key, read_games
from studio.store.models import Event as EventRow
from studio.store.models import Game, GameTag, Player, StoredRecord, table_of
from studio.store.positions import KeyGames, key_games
from studio.store.records import unpack_record
from studio.store.search_text import LIKE_ESCAPE, check_search_text, like_pattern, normalize

__all__ = [
    "COUNT_LIMIT",
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
    "throws_at_position",
]

_GAME = table_of(Game)
_PLAYER = table_of(Player)
_TAG = table_of(GameTag)
_RECORD = table_of(StoredRecord)
_EVENT = table_of(EventRow)

TEXT_INDEX = "game_text"
"""SQLite's FTS5 trigram index of ``game.search_text`` (migration 0004; without positions since 0005)."""

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
    """Read the ``winner`` column a result word stands for: white, black, draw, or ``None`` (unfinished).

    >>> parse_result("Blanc"), parse_result("0-1"), parse_result("nulle"), parse_result("*")
    ('white', 'black', 'draw', None)
    """
    key = text.strip().lower()
    if key not in _RESULT_WORDS:
        raise ValueError(f"a result is white (B, blanc, 1-0), black (N, noir, 0-1), draw (nulle) or *, not {text!r}")
    return _RESULT_WORDS[key]


def parse_variant(text: str) -> str:
    """Read a variant: ``ordinaire`` or ``ecrire``."""
    key = text.strip().lower()
    if key not in _VARIANT_WORDS:
        raise ValueError(f"a variant is ordinaire or ecrire, not {text!r}")
    return _VARIANT_WORDS[key]


def _date_bound(text: str, upper: bool) -> str:
    key = date_key(text, upper=upper)
    if not key:
        raise ValueError(f"a date is YYYY, YYYY-MM or YYYY-MM-DD, not {text!r}")
    return key


COUNT_LIMIT = 10_000
"""Where a search stops counting the games it finds, by default: "10,000+" is all a list needs to say."""


@dataclass(frozen=True)
class GameQuery:
    """What to look for; every field given must match (``None``: any).

    ``player`` matches either colour; names, ``event`` and ``text`` (the
    players' names, the event, site and round, and every comment) match
    anywhere, without regard to accents or case.  ``date_from`` and
    ``date_to`` take ``YYYY``, ``YYYY-MM`` or ``YYYY-MM-DD`` (bounds included).
    ``result`` is a word of :func:`parse_result`.  ``duplicates`` keeps only
    games whose partie is archived more than once.  ``position_key`` finds a
    position by its key (:func:`notation.record.summary.position_key`), as
    ``position`` does by its dames.

    Pages: ``limit`` games from ``offset``, or, faster on a large archive,
    from just after the game whose ``(date_key, id)`` is ``after`` (the
    :attr:`SearchResult.next_after` of the page before).  ``count_limit``:
    counting the games found stops there (``None``: counts them all).
    ``with_throws``: the games found by position say at which throws they pass
    through it (:attr:`GameSummary.at_throws`), each replayed from its record
    (about half a millisecond a game; else :func:`throws_at_position` asks it
    of one game).
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
    position_key: int | None = None
    duplicates: bool = False
    limit: int | None = 100
    offset: int = 0
    after: tuple[str, int] | None = None
    count_limit: int | None = COUNT_LIMIT
    with_throws: bool = False


@dataclass(frozen=True)
class GameSummary:
    """One game found: what a list of games shows.

    ``at_throws``: where it passes through the position searched (with :attr:`GameQuery.with_throws`)."""

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

    def to_json(self) -> dict[str, object]:
        data = asdict(self)
        data["at_throws"] = list(self.at_throws)
        return data


@dataclass(frozen=True)
class SearchResult:
    """The games of one page of a search, and how many match in all.

    ``capped``: at least ``total``, counting stopped there; ``next_after`` is the ``after`` of the next page,
    ``None`` after the last."""

    total: int
    games: list[GameSummary] = field(default_factory=list)
    capped: bool = False
    next_after: tuple[str, int] | None = None

    @property
    def total_text(self) -> str:
        """The count as shown: ``"10,000+"`` when counting stopped there."""
        return f"{self.total:,}+" if self.capped else f"{self.total:,}"


def _players_like(text: str) -> sa.Select[int]:
    return sa.select(_PLAYER.c.id).where(_PLAYER.c.name_norm.like(like_pattern(text), escape=LIKE_ESCAPE))


_PLAYER_LIST = 2000
"""Up to this many players found by name, their ids are given to the search as a list (an index search for
each colour, combined: SQLite's multi-index OR, PostgreSQL's bitmap OR); more, as a subquery."""


def _players(archive: Archive | None, text: str) -> sa.Select[int] | list[int]:
    found = _players_like(text)
    if archive is None:
        return found
    with archive.engine.connect() as connection:
        ids = [int(identity) for identity in connection.execute(found.limit(_PLAYER_LIST + 1)).scalars()]
    return ids if len(ids) <= _PLAYER_LIST else found


def _either_colour(players: sa.Select[int] | list[int]) -> sa.ColumnElement[bool]:
    """Games where one of ``players`` holds either colour: two index searches (white, black), not a scan."""
    game = _GAME.c
    if isinstance(players, list):
        return sa.or_(game.white_id.in_(players), game.black_id.in_(players))
    seats = sa.union_all(
        sa.select(game.id).where(game.white_id.in_(players)), sa.select(game.id).where(game.black_id.in_(players))
    )
    found: sa.ColumnElement[bool] = game.id.in_(seats)
    return found


def _free_text(archive: Archive | None, text: str) -> list[sa.ColumnElement[bool]]:
    """Make the conditions that ``search_text`` holds ``text``.

    SQLite's trigram index is asked first when there is one (PostgreSQL's pg_trgm index serves the ``LIKE`` itself)."""
    game = _GAME.c
    like = game.search_text.like(like_pattern(text), escape=LIKE_ESCAPE)
    found = None if archive is None else _text_index_query(archive, text)
    return [like] if found is None else [game.id.in_(found), like]


def _text_index_query(archive: Archive, text: str) -> sa.Select[int] | None:
    """Find the games whose free text holds ``text``, from SQLite's trigram index.

    ``None`` without one, or for fewer than three letters, which trigrams cannot find.

    The index is asked by ``LIKE``, which FTS5's trigram tokenizer answers from the index and then checks on the
    text itself: exact, and it needs no positions in the index (``detail=none``, revision 0005).  A pattern
    with ``%``, ``_`` or ``\\`` needs an ``ESCAPE``, which the index does not take: SQLite then reads the text of
    every game.
    """
    words = normalize(text)
    if archive.dialect != "sqlite" or len(words) < 3 or not archive.has_text_index:
        return None
    column = sa.literal_column(f"{TEXT_INDEX}.search_text", sa.Text())
    if any(char in words for char in (LIKE_ESCAPE, "%", "_")):
        like = column.like(like_pattern(text), escape=LIKE_ESCAPE)
    else:
        like = column.like(f"%{words}%")
    return (
        sa.select(sa.literal_column(f"{TEXT_INDEX}.rowid", sa.Integer())).select_from(sa.table(TEXT_INDEX)).where(like)
    )


def _conditions(
    query: GameQuery,
    archive: Archive | None = None,
    *,
    dense: bool = False,
    players: sa.Select[int] | list[int] | None = None,
) -> list[sa.ColumnElement[bool]]:
    """Make the conditions of ``query`` on ``game``, but its position.

    The position :func:`search_games` finds in the position index, :mod:`studio.store.positions`.  The conditions are
    written to gather the games found from the indexes (player, free text) and sort them, or, ``dense``, to be
    checked game by game as the date index is read in order (when they hold for many games, the first page is found
    after a few rows)."""
    game = _GAME.c
    conditions: list[sa.ColumnElement[bool]] = []
    _check_texts(query)
    if query.player:
        if players is None:
            players = _players_like(query.player)
        if dense:  # "+ 0": not by the player indexes, so that SQLite reads the date index in order
            conditions.append(sa.or_((game.white_id + 0).in_(players), (game.black_id + 0).in_(players)))
        else:
            conditions.append(_either_colour(players))
    if query.white:
        conditions.append((game.white_id + 0 if dense else game.white_id).in_(_players_like(query.white)))
    if query.black:
        conditions.append((game.black_id + 0 if dense else game.black_id).in_(_players_like(query.black)))
    if query.event:
        # Through the events, a small table: every game of a named event points at it (``event_id``).
        events = sa.select(_EVENT.c.id).where(_EVENT.c.name_norm.like(like_pattern(query.event), escape=LIKE_ESCAPE))
        conditions.append((game.event_id + 0 if dense else game.event_id).in_(events))
    if query.date_from:
        conditions.append(game.date_key >= _date_bound(query.date_from, upper=False))
    if query.date_to:
        conditions.append(game.date_key <= _date_bound(query.date_to, upper=True))
        conditions.append(game.date_key != "")
    if query.result is not None:
        winner = parse_result(query.result)
        conditions.append(game.winner.is_(None) if winner is None else game.winner == winner)
    if query.variant:
        variant = game.variant.concat("") if dense else game.variant
        conditions.append(variant == parse_variant(query.variant))
    if query.text:
        conditions.extend(_free_text(None if dense else archive, query.text))
    if query.duplicates:
        conditions.append(game.content_hash.in_(_repeated()))
    return conditions


def _check_texts(query: GameQuery) -> None:
    """Refuse a name or text searched past :data:`studio.store.search_text.MAX_SEARCH_CHARS`, saying which."""
    searched = (query.player, query.white, query.black, query.event, query.text)
    for what, value in zip(("player", "white", "black", "event", "text"), searched, strict=True):
        check_search_text(value or "", f"{what} searched")


def _repeated() -> sa.Select[tuple[str]]:
    """Select the partie hashes archived more than once: those with a copy after the first.

    The copies after the first have an index of their own."""
    game = _GAME.c
    return sa.select(game.content_hash).where(game.copy_number > 0).distinct()


def _key_of(query: GameQuery) -> int | None:
    if query.position is not None:
        return position_key_of(query.position)
    return query.position_key


_Summary = tuple[int, str, str, str, str, str, str, str, str, str | None, int, str]
"""The columns of :func:`_summary_select`, those of :class:`GameSummary` before ``at_throws``."""


def _summary(row: tuple[*_Summary], at_throws: tuple[int, ...] = ()) -> GameSummary:
    return GameSummary(*row, at_throws=at_throws)


def _summary_select() -> sa.Select[*_Summary]:
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


def _count(
    connection: sa.Connection, archive: Archive, query: GameQuery, conditions: list[sa.ColumnElement[bool]]
) -> int:
    """Count the games that match ``conditions`` (the query's but its position).

    The count goes no further than ``query.count_limit`` + 1."""
    text = _text_index_query(archive, query.text) if query.text else None
    alone = _key_of(query) is None and not _conditions(replace(query, text=None), archive)
    if text is not None and alone:
        # Free text alone: counted in the trigram index, which stops at the limit (the games found are
        # checked against the text itself when they are read).
        matching: sa.Select[int] = text
    else:
        matching = sa.select(sa.literal(1)).select_from(_GAME).where(*conditions)
    if query.count_limit is not None:
        matching = matching.limit(query.count_limit + 1)
    return int(connection.execute(sa.select(sa.func.count()).select_from(matching.subquery())).scalar_one())


def _dense(connection: sa.Connection, query: GameQuery, found: int) -> bool:
    """Tell whether the page is found faster by reading the games in date order, checking each.

    Rather than by sorting all those found: it is when they are more than the square root of 50 times the games."""
    if found < 2000 or query.limit is None or query.offset:
        return False
    games = connection.execute(sa.select(sa.func.max(_GAME.c.id))).scalar() or 0
    return bool(found * found > max(query.limit, 50) * int(games))


_ID_LIST = 2000
"""Up to this many games found by position, their ids are given to the query as a list; more, as many as the
square root of 50 times the games (:func:`_walks`)."""


def _walks(connection: sa.Connection, query: GameQuery, found: int) -> bool:
    """Tell whether the games found by position are checked one by one as the games are read in date order.

    That is for a position many games pass through, rather than giving them to the query as a list of ids: when they
    are more than :data:`_ID_LIST`, and either all are asked, or they are more than the square root of 50 times the
    games (a page of 50 is then found among the first few thousand games read; rarer, they are fewer to read as a
    list)."""
    if found <= _ID_LIST:
        return False
    if query.limit is None:
        return True
    games = connection.execute(sa.select(sa.func.max(_GAME.c.id))).scalar() or 0
    return bool(found * found > max(query.limit, 50) * int(games))


def _id_in(archive: Archive, ids: list[int]) -> sa.ColumnElement[bool]:
    """Make the condition that ``game.id`` is one of ``ids``.

    On PostgreSQL one array parameter (thousands of parameters cost more to send and plan), on SQLite a list of
    parameters (up to 32,766 a statement since SQLite 3.32)."""
    if archive.dialect == "postgresql":
        found: sa.ColumnElement[bool] = _GAME.c.id == sa.any_(sa.bindparam("position_ids", ids, ARRAY(sa.Integer())))
        return found
    return _GAME.c.id.in_(ids)


_WALK = 1000
"""Games read at a time when a page is found by walking the games in date order."""


def _position_count(
    connection: sa.Connection, query: GameQuery, ids: KeyGames, conditions: list[sa.ColumnElement[bool]]
) -> int:
    """Count the games ``ids`` (found by position) that match ``conditions`` too, no further than the limit.

    They are read from the games that match the conditions, in id order, a thousand at a time."""
    if not conditions:
        return len(ids)
    limit = query.count_limit
    counted = 0
    last = 0
    while True:
        chunk = [
            int(identity)
            for identity in connection.execute(
                sa.select(_GAME.c.id).where(*conditions, _GAME.c.id > last).order_by(_GAME.c.id).limit(_WALK * 10)
            ).scalars()
        ]
        counted += sum(1 for identity in chunk if identity in ids)
        if len(chunk) < _WALK * 10 or (limit is not None and counted > limit):
            return counted
        last = chunk[-1]


def search_games(archive: Archive, query: GameQuery) -> SearchResult:
    """Find the games matching ``query``, ordered by date then import order.

    One page of ``limit`` from ``offset`` (or after ``after``); the count stops at ``count_limit``."""
    game = _GAME.c
    _check_texts(query)
    # Asked before the search's connection opens (one at a time, for an archive in memory).
    players = _players(archive, query.player) if query.player else None
    archive.has_text_index  # noqa: B018 - read once and kept
    key = _key_of(query)
    conditions = _conditions(query, archive, players=players)
    with archive.engine.connect() as connection:
        ids: KeyGames | None = None
        walk = False
        if key is not None:
            ids = key_games(connection, key)
            if _walks(connection, query, len(ids)):
                walk = True
            else:
                conditions.append(_id_in(archive, ids.ids()))
                ids = None
        if ids is None:
            total = _count(connection, archive, query, conditions)
            dense = key is None and _dense(connection, query, total)  # by position: a short list of ids
        else:
            total = _position_count(connection, query, ids, conditions)
            dense = True
        paged = _conditions(query, archive, dense=True, players=players) if dense else list(conditions)
        if query.after is not None:
            paged.append(sa.tuple_(game.date_key, game.id) > sa.tuple_(*query.after))
        # Games listed by position are read by id and sorted: "|| ''" keeps PostgreSQL from reading the date
        # index in order instead, checking each game against the list (thousands of rows for a page).
        order = game.date_key.concat("") if key is not None and not walk else game.date_key
        select = _summary_select().add_columns(game.date_key).where(*paged).order_by(order, game.id)
        if walk:
            assert ids is not None
            rows = _walk(connection, select, ids, query)
        else:
            if query.offset:
                select = select.offset(query.offset)
            if query.limit is not None:
                select = select.limit(query.limit)
            rows = list(connection.execute(select).all())
    at: dict[int, tuple[int, ...]] = {}
    if key is not None and query.with_throws:
        at = {row[0]: throws_at_position(archive, row[0], key) for row in rows}
    capped = query.count_limit is not None and total > query.count_limit
    games = [_summary(row[:-1], at.get(row[0], ())) for row in rows]
    full = query.limit is not None and len(rows) == query.limit
    next_after = (str(rows[-1][-1]), int(rows[-1][0])) if full and rows else None
    return SearchResult(query.count_limit if capped and query.count_limit else total, games, capped, next_after)


_Columns = TypeVarTuple("_Columns")


def _walk(
    connection: sa.Connection, select: sa.Select[int, *_Columns, str], ids: KeyGames, query: GameQuery
) -> list[sa.Row[int, *_Columns, str]]:
    """Read a page of the games of ``select`` that are in ``ids``, for a position many games pass through.

    ``select`` is in date order, each row the game's id first, its date key last.  The games are read in order, a
    thousand at a time, each kept if the position index found it."""
    rows: list[sa.Row[int, *_Columns, str]] = []
    skip = query.offset
    after: tuple[str, int] | None = None
    while query.limit is None or len(rows) < query.limit:
        step = select if after is None else select.where(sa.tuple_(_GAME.c.date_key, _GAME.c.id) > sa.tuple_(*after))
        chunk = connection.execute(step.limit(_WALK)).all()
        for row in chunk:
            if row[0] not in ids:
                continue
            if skip:
                skip -= 1
                continue
            rows.append(row)
            if query.limit is not None and len(rows) == query.limit:
                break
        if len(chunk) < _WALK:
            break
        after = (str(chunk[-1][-1]), int(chunk[-1][0]))
    return rows


def throws_at_position(archive: Archive, game_id: int, position: Position | int) -> tuple[int, ...]:
    """Find the throws of a game at which it passes through ``position`` (or a position key).

    They are found by replaying its record; () for a game without a record."""
    key = position if isinstance(position, int) else position_key_of(position)
    text = game_record(archive, game_id)
    try:
        games = read_games(text) if text.strip() else []
    except ReadError:
        return ()
    if len(games) != 1:
        return ()
    return tuple(sorted({throw for found, throw in games[0].positions if found == key}))


def get_game(archive: Archive, game_id: int) -> GameSummary:
    """Get one game by its id; raises ``KeyError`` if the archive has none."""
    with archive.engine.connect() as connection:
        row = connection.execute(_summary_select().where(_GAME.c.id == game_id)).first()
    if row is None:
        raise KeyError(game_id)
    return _summary(row[:])


def game_start_code(archive: Archive, game_id: int) -> str | None:
    """Return the position code of a game's composed start, or ``None`` for the usual start."""
    with archive.engine.connect() as connection:
        return connection.execute(sa.select(_GAME.c.start_code).where(_GAME.c.id == game_id)).scalar_one_or_none()


def games_at_position(archive: Archive, position: Position, limit: int | None = 100) -> SearchResult:
    """Find the games that pass through ``position`` (dames and colour to throw), and at which throws."""
    return search_games(archive, GameQuery(position=position, limit=limit))


def find_duplicates(archive: Archive) -> list[list[int]]:
    """Group the games that are the same partie (same throws, plays and decisions), each group's ids in order."""
    game = _GAME.c
    query = sa.select(game.content_hash, game.id).where(game.content_hash.in_(_repeated())).order_by(game.id)
    groups: dict[str, list[int]] = {}
    with archive.engine.connect() as connection:
        for digest, identity in connection.execute(query):
            groups.setdefault(digest, []).append(int(identity))
    return sorted(groups.values())


def game_events(archive: Archive, game_id: int) -> list[tuple[int, Event, str | None]]:
    """Read a game's events in order, each with its throw number and comment, from its record text."""
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
    """Read a game's tags, by name: from its record, or, for a game archived without one, from ``game_tag``."""
    text = game_record(archive, game_id)
    if text.strip():
        try:
            return sorted(dict(read_record(text).tags).items())
        except RecordError:  # pragma: no cover - the archive keeps only records that read
            pass
    query = sa.select(_TAG.c.name, _TAG.c.value).where(_TAG.c.game_id == game_id).order_by(_TAG.c.name)
    with archive.engine.connect() as connection:
        return [(name, value) for name, value in connection.execute(query)]


def game_record(archive: Archive, game_id: int) -> str:
    """Return the record text of a game: as it was imported, or its newest revision.

    The revisions are :mod:`studio.store.revisions`'s; "" if the game came from the engine without a record."""
    query = (
        sa.select(_GAME.c.record, _RECORD.c.text_z)
        .select_from(_GAME.outerjoin(_RECORD, _RECORD.c.game_id == _GAME.c.id))
        .where(_GAME.c.id == game_id)
    )
    with archive.engine.connect() as connection:
        row = connection.execute(query).first()
    if row is None:
        raise KeyError(game_id)
    record, packed = row
    return unpack_record(bytes(packed)) if packed is not None else str(record)
