"""Importing games into the archive: record files, whole folders, or parties straight from the engine.

Each file is imported in one transaction: a file that does not read (a
syntax error, a play against the laws) is reported with its line and column
and skipped, and nothing of it stays in the archive.  A game already in the
archive (same :func:`notation.record.summary.content_hash`) is reported as a
duplicate and skipped, or kept with ``on_duplicate="keep"`` as its next copy.
The database itself refuses a second copy (a unique ``(content_hash,
copy_number)``): when another import, in this process or another studio,
archives the same partie meanwhile, the insert leaves it out (``ON CONFLICT
DO NOTHING``) and it is reported as a duplicate, not an error.

Every position of every game goes into the position index, a table of
blocks (:mod:`studio.store.positions`) that an import appends to; the rows
of a file (games, records) are written with one ``executemany`` per table on
SQLite, and by ``COPY`` on PostgreSQL, which is what makes the import fast.
A game's events and tags stay in its record text, kept compressed
(:mod:`studio.store.records`).
"""

from __future__ import annotations

import logging
import os
import re
import time
from array import array
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Literal, NamedTuple, TypedDict, TypeVar

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection

import notation.record as record_model
from notation.board import BLACK, WHITE, Position
from notation.errors import TrictracError
from notation.game import End, Event, Partie, PrimauteThrow, Roll
from notation.game import MarqueEnd as MarqueEndEvent
from notation.game import Releve as ReleveEvent
from notation.record import read_record, record_to_events
from notation.record.model import MAX_NAME_CHARS, MAX_TAG_NAME_CHARS
from notation.record.reader import split_records
from notation.record.summary import BadPlayError, content_hash, position_entries, record_summary, throws_of
from studio.reading import MAX_FILE_BYTES, NotText, decode_text, read_regular
from studio.store import models as _models
from studio.store.db import Archive
from studio.store.errors import FileError, ReadError
from studio.store.models import Game, GamePlays, GameTag, Player, StoredRecord, table_of
from studio.store.plays import pack_plays, plays_of_events
from studio.store.positions import write_pairs
from studio.store.records import pack_record
from studio.store.search_text import normalize
from studio.store.workers import process_context

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    import psycopg
    from psycopg.rows import TupleRow

    from notation.record import GameRecord

__all__ = [
    "RECORD_SUFFIXES",
    "Duplicate",
    "FileError",
    "GameInput",
    "ImportProgress",
    "ImportReport",
    "ReadError",
    "date_key",
    "import_games",
    "import_paths",
    "import_text",
    "read_prepared",
    "record_files",
]

RECORD_SUFFIXES = (".trictrac", ".ttr", ".txt")
"""The file names a folder import reads."""

OnDuplicate = Literal["skip", "keep"]

_GAME = table_of(Game)
_PLAYER = table_of(Player)
_TAG = table_of(GameTag)
_EVENT = table_of(_models.Event)
_RECORD = table_of(StoredRecord)
_PLAYS = table_of(GamePlays)

# The record's canonical tag names (notation/record/model.py) that are columns of ``game``.
_TAG_COLUMNS = {"Evenement": "event", "Lieu": "site", "Date": "date", "Ronde": "round", "Resultat": "result"}


@dataclass(frozen=True)
class GameInput:
    """One partie to archive: its players, variant, events and everything written about it.

    ``comments`` maps an event's index in ``events`` to the comment attached
    to it; ``notes`` are the record's other comments (searched as free text).
    """

    white: str
    black: str
    variant: str
    events: Sequence[Event]
    tags: Sequence[tuple[str, str]] = ()
    start: Position | None = None
    record: str = ""
    comments: Mapping[int, str] = field(default_factory=dict)
    notes: Sequence[str] = ()

    @classmethod
    def from_partie(
        cls, partie: Partie, white: str, black: str, tags: Sequence[tuple[str, str]] = (), record: str = ""
    ) -> GameInput:
        """Make a game of a partie played or replayed by the engine; its record text is written when none is given."""
        if not record:
            named = [*tags, *(("Blanc", white), ("Noir", black))]
            record = record_model.write_record(record_model.record_from_partie(partie, named))
        return cls(white, black, partie.variant.value, list(partie.events), tags, partie.start_position, record)

    @cached_property
    def content_hash(self) -> str:
        """The partie's identity for duplicates (:func:`notation.record.summary.content_hash`)."""
        return content_hash(self.events, self.variant, self.start_code)

    @property
    def throws(self) -> int:
        return throws_of(self.events)

    @cached_property
    def positions(self) -> list[tuple[int, int]]:
        """The position index entries (key, throw); raises :class:`BadPlayError` for an impossible play."""
        return list(dict.fromkeys(position_entries(self.events, self.start)))

    @cached_property
    def position_keys(self) -> array[int]:
        """The keys of :attr:`positions`, each once, first seen first (:attr:`PreparedGame.position_keys`)."""
        return array("q", dict.fromkeys(key for key, _throw in self.positions))

    @cached_property
    def plays(self) -> bytes:
        """Its plays as the play index keeps them (:mod:`studio.store.plays`)."""
        return pack_plays(plays_of_events(self.events, self.start))

    def tag(self, name: str) -> str | None:
        for key, value in self.tags:
            if key == name:
                return value
        return None

    @property
    def start_code(self) -> str | None:
        return None if self.start is None else self.start.code()

    @property
    def winner(self) -> str | None:
        return _winner(self.events)

    @property
    def columns(self) -> GameColumns:
        """The columns of its ``game`` row that follow from the game alone."""
        return game_columns(self)

    def prepared(self) -> PreparedGame:
        """Return the game as plain data, cheap to send from a worker process."""
        return PreparedGame(
            self.white,
            self.black,
            self.variant,
            tuple(self.tags),
            self.start_code,
            self.record,
            dict(self.comments),
            tuple(self.notes),
            self.content_hash,
            self.throws,
            self.position_keys,
            self.winner,
            self.columns,
            pack_record(self.record) if self.record else b"",
            self.plays,
        )


class PreparedGame(NamedTuple):
    """A :class:`GameInput` reduced to what the archive writes: strings, numbers, tuples and the keys' array only."""

    white: str
    black: str
    variant: str
    tags: tuple[tuple[str, str], ...]
    start_code: str | None
    record: str
    comments: dict[int, str]
    notes: tuple[str, ...]
    content_hash: str
    throws: int
    position_keys: array[int]
    """The keys of its positions (the position index's), each once, first seen first: 64-bit integers, sent from a
    reader process as one block of bytes rather than an object each."""
    winner: str | None
    columns: GameColumns
    packed: bytes = b""
    """The record as the archive stores it (:func:`studio.store.records.pack_record`), packed where it was read."""
    plays: bytes = b""
    """Its plays as the play index keeps them (:func:`studio.store.plays.pack_plays`), packed where it was read."""

    def tag(self, name: str) -> str | None:
        for key, value in self.tags:
            if key == name:
                return value
        return None


ArchivedGame = GameInput | PreparedGame


@dataclass(frozen=True)
class Duplicate:
    """A game skipped (or kept) because the archive already holds the same partie as game ``existing``."""

    source: str
    index: int
    existing: int


@dataclass(frozen=True)
class ImportProgress:
    """Where an import stands: sent to the progress callback before the first file and after each one."""

    files_done: int
    files_total: int
    games: int
    duplicates: int
    errors: int
    path: str = ""


@dataclass
class ImportReport:
    """What an import did."""

    files: int = 0
    game_ids: list[int] = field(default_factory=list)
    duplicates: list[Duplicate] = field(default_factory=list)
    errors: list[FileError] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.game_ids)


Progress = Callable[[ImportProgress], None]


# -- dates ----------------------------------------------------------------------------

_DATE = re.compile(r"^\s*(\d{4}|\?{4})(?:[-./](\d{1,2}|\?\?)(?:[-./](\d{1,2}|\?\?))?)?\s*$")


def date_key(text: str, *, upper: bool = False) -> str:
    """Return the sortable ``YYYY-MM-DD`` form of a date as written.

    Unknown parts are ``00`` (or ``99`` if ``upper``).

    >>> date_key("1789.07.14"), date_key("1789-??-??"), date_key("1789", upper=True), date_key("le 14 juillet")
    ('1789-07-14', '1789-00-00', '1789-99-99', '')
    """
    match = _DATE.match(text)
    if not match:
        return ""
    filler = "99" if upper else "00"
    year = match.group(1) if match.group(1).isdigit() else "0000"
    parts = [year]
    for group in (match.group(2), match.group(3)):
        parts.append(group.zfill(2) if group and group.isdigit() else filler)
    return "-".join(parts)


def _psycopg(connection: Connection) -> psycopg.Connection[TupleRow]:
    """Return the driver's connection under a PostgreSQL ``connection``.

    It is psycopg 3's, whose ``COPY`` the bulk writes use."""
    # imported here: psycopg costs 250 ms, only this feature needs it
    import psycopg

    driver = connection.connection.driver_connection
    assert isinstance(driver, psycopg.Connection), driver
    return driver


# -- reading files --------------------------------------------------------------------


def _turn_comments(record: GameRecord, events: Sequence[Event]) -> dict[int, str]:
    """Attach the comments of the record's main line to events: a turn's to its throw, the others in order."""
    if not any(getattr(element, "comments", ()) for element in record.elements):
        return {}
    throw_events = [i for i, event in enumerate(events) if isinstance(event, Roll | PrimauteThrow)]
    by_kind: dict[type, list[int]] = {
        record_model.ReleveElement: [i for i, e in enumerate(events) if isinstance(e, ReleveEvent)],
        record_model.MarqueEnd: [i for i, e in enumerate(events) if isinstance(e, MarqueEndEvent)],
        record_model.End: [i for i, e in enumerate(events) if isinstance(e, End)],
    }
    seen: dict[type, int] = {}
    comments: dict[int, str] = {}
    turn = 0
    for element in record.elements:
        kind = type(element)
        if kind is record_model.Turn:
            index = throw_events[turn] if turn < len(throw_events) else None
            turn += 1
        elif kind in by_kind:
            number = seen.get(kind, 0)
            seen[kind] = number + 1
            positions = by_kind[kind]
            index = positions[number] if number < len(positions) else None
        else:
            index = None
        texts = [text for text in getattr(element, "comments", ()) if text]
        if index is not None and texts:
            comments[index] = "\n".join(texts)
    return comments


def _all_comments(record: GameRecord) -> list[str]:
    texts = list(record.comments)
    for element in record.elements:
        texts.extend(getattr(element, "comments", ()))
        for variation in getattr(element, "variations", ()):
            for inner in variation:
                texts.extend(getattr(inner, "comments", ()))
    return [text for text in texts if text]


def game_input_from_record(record: GameRecord, text: str = "") -> GameInput:
    """Make a :class:`GameInput` from a ``notation.record`` GameRecord (``text``: the record as written)."""
    events = list(record_to_events(record))
    start, _score = record.start
    return GameInput(
        white=record.tag("Blanc") or "?",
        black=record.tag("Noir") or "?",
        variant=record.variant.value,
        events=events,
        tags=tuple(record.tags),
        start=start,
        record=text,
        comments=_turn_comments(record, events),
        notes=_all_comments(record),
    )


def _turn_at(record: GameRecord | None, throw: int) -> tuple[int, int]:
    """Find the line and column of the record's turn for throw ``throw`` (1-based), or (0, 0)."""
    turns = record.turns() if record is not None else []
    if 1 <= throw <= len(turns):
        return turns[throw - 1].line, turns[throw - 1].column
    return 0, 0


_REJECTED_KINDS = frozenset({"syntax", "illegal", "sequence"})
"""Faults of :func:`notation.record.check_record` that keep a record out; écoles (declared marks
that differ from the laws) are part of what a record may hold."""


def read_games(text: str, *, check: bool = False) -> list[GameInput]:
    """Read the games of a record file.

    Raises :class:`ReadError` with the line and column where reading stopped.

    The reader checks the syntax, and every play is checked to move dames
    that are there.  ``check`` also replays each record through the engine
    (:func:`notation.record.check_record`) and refuses an illegal play, hold,
    leave or sequence; écoles are kept (some twenty times slower).
    """
    return _read_records(text, check, _game_input)


def read_prepared(text: str, *, check: bool = False) -> list[PreparedGame]:
    """Read :func:`read_games`'s games as the archive writes them (:meth:`GameInput.prepared`), more quickly.

    The hash, the position index and the throws of a record not in école mode are taken from its turns in one pass
    (:func:`notation.record.summary.record_summary`), without making its events.  The same games and the same errors."""
    return _read_records(text, check, _prepared_game)


def _game_input(record: GameRecord, text: str) -> GameInput:
    game = game_input_from_record(record, text)
    game.positions  # noqa: B018 - computing the index checks every play
    return game


def _prepared_game(record: GameRecord, text: str) -> PreparedGame:
    """Prepare :func:`_game_input`'s game.

    Its events are made only where comments are attached to them or the partie is in école mode."""
    if record.ecoles:
        return _game_input(record, text).prepared()
    start, _score = record.start
    variant = record.variant.value
    summary = record_summary(record, variant, start)
    if summary is None:  # pragma: no cover - école mode, answered above
        return _game_input(record, text).prepared()
    notes = _all_comments(record) if "{" in text else []  # a comment is written in braces
    if notes:
        comments = _turn_comments(record, record_to_events(record))
    else:
        comments = {}
    game = PreparedGame(
        record.tag("Blanc") or "?",
        record.tag("Noir") or "?",
        variant,
        tuple(record.tags),
        None if start is None else start.code(),
        text,
        comments,
        tuple(notes),
        summary.content_hash,
        summary.throws,
        array("q", summary.keys),
        summary.winner,
        _NO_COLUMNS,
    )
    return game._replace(
        columns=game_columns(game), packed=pack_record(text) if text else b"", plays=pack_plays(summary.plays)
    )


_Read = TypeVar("_Read", GameInput, PreparedGame)


def _read_records(text: str, check: bool, make: Callable[[GameRecord, str], _Read]) -> list[_Read]:
    """Read the games of a record file, each made by ``make`` from its record and its text.

    See :func:`read_games`."""
    games = []
    for offset, chunk in split_records(text):
        record = None
        try:
            record = record_model.read_record(chunk)
            game = make(record, chunk.strip() + "\n")
        except record_model.RecordError as error:
            raise ReadError(error.message, error.line + offset, error.column, error) from None
        except BadPlayError as error:
            line, column = _turn_at(record, error.throw)
            raise ReadError(str(error), line + offset if line else 0, column) from None
        except ValueError as error:
            raise ReadError(str(error), offset + 1, 1, error if isinstance(error, TrictracError) else None) from None
        unstorable = storable_fault(game)
        if unstorable is not None:
            problem, value = unstorable
            at = chunk.find(value) if value else -1
            line = chunk.count("\n", 0, at) + 1 if at >= 0 else 1
            column = at - chunk.rfind("\n", 0, at) if at >= 0 else 1
            raise ReadError(problem, line + offset, column) from None
        if check:
            faults = [problem for problem in record_model.check_record(record) if problem.kind in _REJECTED_KINDS]
            if faults:
                first = faults[0]
                raise ReadError(first.message, first.line + offset if first.line else 0, first.column)
        games.append(game)
    return games


def storable_fault(game: ArchivedGame) -> tuple[str, str] | None:
    """Say why the archive cannot store ``game`` as it is, with the text at fault; None when it can.

    A name longer than its column is such a fault.  It is said before anything is written, the same on SQLite and
    PostgreSQL."""
    for colour, name in (("Blanc", game.white), ("Noir", game.black)):
        if len(name) > MAX_NAME_CHARS:
            return (
                f"the name of {colour} is {len(name)} characters long: an archive keeps names of {MAX_NAME_CHARS} "
                "at most",
                name,
            )
    for tag, _value in game.tags:
        if len(tag) > MAX_TAG_NAME_CHARS:
            return f"a tag name is {len(tag)} characters long: an archive keeps {MAX_TAG_NAME_CHARS} at most", tag
    return None


# -- writing games --------------------------------------------------------------------


class GameColumns(TypedDict):
    """The ``game`` row's columns that follow from the game alone (:func:`game_columns`)."""

    event: str
    site: str
    date: str
    date_key: str
    round: str
    variant: str
    result: str
    winner: str | None
    throws: int
    start_code: str | None
    search_text: str
    record: str


_NO_COLUMNS = GameColumns(
    event="",
    site="",
    date="",
    date_key="",
    round="",
    variant="",
    result="",
    winner=None,
    throws=0,
    start_code=None,
    search_text="",
    record="",
)
"""The columns of a game being prepared, until :func:`game_columns` reads them from it."""


class GameRow(GameColumns):
    """A whole ``game`` row as the writer inserts it: the game's columns, its ids, hash, source and copy."""

    position_count: int
    white_id: int
    black_id: int
    event_id: int | None
    content_hash: str
    source: str
    imported_at: datetime
    copy_number: int


def game_columns(game: ArchivedGame) -> GameColumns:
    """Return the ``game`` row's columns that follow from the game alone.

    Ids, hash and source are the writer's."""
    columns: dict[str, str] = {name: "" for name in _TAG_COLUMNS.values()}
    for tag, column in _TAG_COLUMNS.items():
        value = game.tag(tag)
        if value is not None:
            columns[column] = value
    winner = game.winner
    result = columns["result"] or _RESULTS[winner]
    # What a free-text search looks for: names, where and when it was played, what is written about it (not
    # the date, variant or result, which have searches of their own; the players once).
    searchable = [game.white, game.black, columns["event"], columns["site"], columns["round"], *game.notes]
    searchable.extend(comment for comment in game.comments.values() if comment not in game.notes)
    return {
        "event": columns["event"][:300],
        "site": columns["site"][:300],
        "date": columns["date"][:40],
        "date_key": date_key(columns["date"]),
        "round": columns["round"][:40],
        "variant": game.variant,
        "result": result[:20],
        "winner": winner,
        "throws": game.throws,
        "start_code": game.start_code,
        "search_text": normalize("\n".join(text for text in searchable if text)),
        "record": game.record,
    }


def _winner(events: Sequence[Event]) -> str | None:
    for event in reversed(events):
        if isinstance(event, End):
            return "draw" if event.winner is None else event.winner.value
    return None


# The values of the record's ``Resultat`` tag (notation/record/convert.py), for games written without it.
_RESULTS = {WHITE.value: WHITE.letter, BLACK.value: BLACK.letter, "draw": "nulle", None: "*"}


class _Writer:
    """Writes games on one connection, with the ids of the players and events it read or created cached.

    The ids are kept by :func:`import_games` for the archive once the transaction is committed."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.players: dict[str, int] = {}
        self.events: dict[str, int] = {}
        self.pairs: list[tuple[int, int]] = []
        """The position index's (key, game) pairs of the games written, written by :meth:`finish`."""

    def event_id(self, name: str) -> int | None:
        """Return the id of the meeting ``name`` (created when new); ``None`` for a game of no named event."""
        if not name:
            return None
        if name not in self.events:
            self._named_ids(_EVENT, [name], self.events)
        return self.events[name]

    def player_id(self, name: str) -> int:
        if name not in self.players:
            self._named_ids(_PLAYER, [name], self.players)
        return self.players[name]

    def _named_ids(self, table: sa.Table, names: Iterable[str], cache: dict[str, int]) -> None:
        """Put in ``cache`` the ids of ``names`` in ``table`` (players or events), creating those not there.

        It takes a query or two for a whole file, where one a name would cost a round trip each."""
        wanted = sorted({name for name in names if name and name not in cache})
        if not wanted:
            return

        def fetch() -> None:
            for start in range(0, len(wanted), 500):
                chunk = wanted[start : start + 500]
                for identity, name in self.connection.execute(
                    sa.select(table.c.id, table.c.name).where(table.c.name.in_(chunk))
                ):
                    cache[name] = int(identity)

        fetch()
        missing = [name for name in wanted if name not in cache]
        if missing:
            # Another import may create the same name meanwhile: its row is then the one read back.
            # The searchable form is cut to its column (a name's may be longer than the name: "Œ" becomes "oe").
            kind = table.c.name_norm.type
            bound = kind.length if isinstance(kind, sa.String) else None
            rows = [(name, normalize(name)[:bound]) for name in missing]
            self._insert_many(table, ("name", "name_norm"), rows, on_conflict_do_nothing=True)
            fetch()

    def existing_hashes(self, hashes: Iterable[str]) -> dict[str, int]:
        """Find the first archived copy (the smallest id) of each partie of ``hashes`` the archive holds."""
        wanted = sorted(set(hashes))
        found: dict[str, int] = {}
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            query = sa.select(_GAME.c.content_hash, sa.func.min(_GAME.c.id)).where(_GAME.c.content_hash.in_(chunk))
            for digest, identity in self.connection.execute(query.group_by(_GAME.c.content_hash)):
                found[digest] = int(identity)
        return found

    def _next_copies(self, hashes: Iterable[str]) -> dict[str, int]:
        """Return the copy number a further copy of each partie of ``hashes`` takes (0 for one not archived)."""
        wanted = sorted(set(hashes))
        found = dict.fromkeys(wanted, 0)
        for start in range(0, len(wanted), 500):
            chunk = wanted[start : start + 500]
            query = sa.select(_GAME.c.content_hash, sa.func.max(_GAME.c.copy_number)).where(
                _GAME.c.content_hash.in_(chunk)
            )
            for digest, highest in self.connection.execute(query.group_by(_GAME.c.content_hash)):
                found[digest] = int(highest) + 1
        return found

    def _insert_games(self, params: list[GameRow]) -> dict[tuple[str, int], int]:
        """Insert ``game`` rows, leaving out those whose (hash, copy number) is taken; returns the new ids."""
        dialect = self.connection.dialect.name
        if dialect == "postgresql" and len(params) > 20:
            return self._copy_games(params)
        unique = ["content_hash", "copy_number"]
        if dialect == "postgresql":
            inserting: sa.Insert = postgresql.insert(_GAME).on_conflict_do_nothing(index_elements=unique)
        elif dialect == "sqlite":
            inserting = sqlite.insert(_GAME).on_conflict_do_nothing(index_elements=unique)
        else:  # pragma: no cover - the archive runs on SQLite and PostgreSQL
            raise ValueError(f"the archive cannot run on {dialect}")
        statement = inserting.returning(_GAME.c.id, _GAME.c.content_hash, _GAME.c.copy_number)
        rows = self.connection.execute(statement, params).all()
        return {(digest, int(copy)): int(identity) for identity, digest, copy in rows}

    def _copy_games(self, params: list[GameRow]) -> dict[tuple[str, int], int]:
        """Copy the rows into PostgreSQL: COPYed into a temporary table, then moved in one statement.

        The statement is ``INSERT … SELECT … ON CONFLICT DO NOTHING``, in their order (a statement of thousands of
        parameters costs more to send than the rows)."""
        quote = self.connection.dialect.identifier_preparer.quote
        columns = list(params[0])
        digest = columns.index("content_hash")
        names = ", ".join(quote(column) for column in columns)
        self.connection.exec_driver_sql(
            # The game table's columns without its defaults: with them, each row COPYed drew the id sequence once
            # here and again when moved into game, and a new archive's games were numbered 2, 4, 6...
            "CREATE TEMPORARY TABLE IF NOT EXISTS incoming_game ON COMMIT DELETE ROWS AS "
            "SELECT *, 0 AS ord FROM game WITH NO DATA"
        )
        with _psycopg(self.connection).cursor() as cursor:
            with cursor.copy(f"COPY incoming_game ({names}, ord) FROM STDIN") as copy:
                for number, game in enumerate(params):
                    values: Mapping[str, object] = game
                    row = [values[column] for column in columns]
                    row[digest] = bytes.fromhex(str(row[digest]))  # COPY writes the table's own type: bytea
                    copy.write_row([*row, number])
            cursor.execute(
                f"INSERT INTO game ({names}) SELECT {names} FROM incoming_game ORDER BY ord "
                "ON CONFLICT (content_hash, copy_number) DO NOTHING RETURNING id, content_hash, copy_number"
            )
            rows = cursor.fetchall()
            cursor.execute("TRUNCATE incoming_game")
        return {(bytes(hashed).hex(), int(copy)): int(identity) for identity, hashed, copy in rows}

    def write(
        self, games: Sequence[ArchivedGame], source: str, on_duplicate: OnDuplicate, report: ImportReport
    ) -> list[int]:
        """Insert ``games`` (duplicates handled as asked); returns the new ids, in the order of ``games``.

        A partie already archived is a duplicate: found before writing, or refused by the database's
        uniqueness rule when another import stored it meanwhile.  With ``on_duplicate="keep"`` it is
        archived again under the next copy number.
        """
        return self.write_files([(source, games)], on_duplicate, report)

    def write_files(
        self, files: Sequence[tuple[str, Sequence[ArchivedGame]]], on_duplicate: OnDuplicate, report: ImportReport
    ) -> list[int]:
        """Do :meth:`write` of several files' games (source, games) at once.

        The same games, ids, duplicates and reports as file after file, with the statements of all of them together
        (a folder of files of one game costs three statements a transaction, not three a file).  Returns the new ids,
        file after file."""
        games = [game for _source, written in files for game in written]
        places = [(source, index) for source, written in files for index in range(len(written))]  # file, index
        self._named_ids(_PLAYER, (name for game in games for name in (game.white, game.black)), self.players)
        self._named_ids(_EVENT, ((game.tag("Evenement") or "")[:300] for game in games), self.events)
        hashes = [game.content_hash for game in games]
        existing = self.existing_hashes(hashes)
        keep = on_duplicate != "skip"
        copies = self._next_copies(hashes) if keep and existing else {}
        now = _now()
        duplicates: dict[int, str] = {}
        pending: dict[int, GameRow] = {}
        seen: set[str] = set()
        for index, (game, digest) in enumerate(zip(games, hashes, strict=True)):
            if digest in existing or digest in seen:
                duplicates[index] = digest
                if not keep:
                    continue
            seen.add(digest)
            values = self._game_values(game, digest, places[index][0], now, copies.get(digest, 0))
            copies[digest] = values["copy_number"] + 1
            pending[index] = values
        ids: dict[int, int] = {}
        for _attempt in range(100):
            if not pending:
                break
            inserted = self._insert_games(list(pending.values()))
            refused = {}
            for index, values in pending.items():
                identity = inserted.get((values["content_hash"], values["copy_number"]))
                if identity is not None:
                    ids[index] = identity
                elif keep:  # another import took this copy number: the next one
                    values["copy_number"] += 1
                    refused[index] = values
                    duplicates[index] = values["content_hash"]
                else:  # another import archived this partie meanwhile: a duplicate
                    duplicates[index] = values["content_hash"]
            pending = refused
        if pending:  # pragma: no cover - a hundred imports racing for one partie
            raise ValueError("the archive kept refusing a copy of a partie")
        if duplicates:
            first = self.existing_hashes(duplicates.values())
            for index in sorted(duplicates):  # file after file, each file's in its order
                source, number = places[index]
                report.duplicates.append(Duplicate(source, number, first.get(duplicates[index], 0)))
        chosen = [(ids[index], games[index]) for index in sorted(ids)]
        tag_rows: list[tuple[int, str, str]] = []
        record_rows: list[tuple[int, bytes]] = []
        play_rows: list[tuple[int, bytes]] = []
        pairs: list[tuple[int, int]] = []
        for identity, game in chosen:
            plays = game.plays
            if not plays and isinstance(game, PreparedGame):
                plays = _plays_of(game)
            play_rows.append((identity, plays))
            if game.record:
                packed = game.packed if isinstance(game, PreparedGame) and game.packed else pack_record(game.record)
                record_rows.append((identity, packed))
            else:  # no record to read its tags from: kept apart
                tag_rows.extend((identity, name, value) for name, value in dict(game.tags).items())
            pairs.extend((key, identity) for key in game.position_keys)
        self._insert_many(_TAG, ("game_id", "name", "value"), tag_rows)
        self._insert_many(_RECORD, ("game_id", "text_z"), record_rows)
        self._insert_many(_PLAYS, ("game_id", "data"), play_rows)
        self.pairs.extend(pairs)
        return [identity for identity, _game in chosen]

    def finish(self) -> None:
        """Write the position index of every game written, once for the transaction (before it commits).

        The blocks of a bucket are read and written once for all the files, not once a file."""
        write_pairs(self.connection, self.pairs)
        self.pairs = []

    def _insert_many(
        self,
        table: sa.Table,
        columns: Sequence[str],
        rows: Sequence[tuple[object, ...]],
        *,
        on_conflict_do_nothing: bool = False,
    ) -> None:
        """Insert ``rows`` in one ``executemany`` of plain tuples, straight to the driver.

        There is no per-row work in SQLAlchemy.  Rows that break a uniqueness rule are left out with
        ``on_conflict_do_nothing`` (SQLite and PostgreSQL alike)."""
        if not rows:
            return
        dialect = self.connection.dialect
        quote = dialect.identifier_preparer.quote
        if dialect.name == "postgresql" and not on_conflict_do_nothing and len(rows) > 20:
            # COPY: PostgreSQL's bulk load, some ten times faster than rows inserted one by one.
            names = ", ".join(quote(column) for column in columns)
            copying = f"COPY {quote(table.name)} ({names}) FROM STDIN"
            with _psycopg(self.connection).cursor() as cursor, cursor.copy(copying) as copy:
                if all(type(value) is int for value in rows[0]):  # numbers only (the position index): as text at once
                    copy.write("".join("\t".join(map(str, row)) + "\n" for row in rows))
                else:
                    for row in rows:
                        copy.write_row(row)
            return
        marker = "?" if dialect.paramstyle == "qmark" else "%s"
        sql = (
            f"INSERT INTO {quote(table.name)} ({', '.join(quote(column) for column in columns)}) "
            f"VALUES ({', '.join(marker for _ in columns)})"
        )
        if on_conflict_do_nothing:
            sql += " ON CONFLICT DO NOTHING"
        self.connection.exec_driver_sql(sql, rows)

    def _game_values(self, game: ArchivedGame, digest: str, source: str, now: datetime, copy: int) -> GameRow:
        columns = game.columns
        return {
            **columns,
            "record": "",  # kept compressed in game_record
            "position_count": len(game.position_keys),
            "white_id": self.player_id(game.white),
            "black_id": self.player_id(game.black),
            "event_id": self.event_id(columns["event"]),
            "content_hash": digest,
            "source": source[:1000],
            "imported_at": now,
            "copy_number": copy,
        }


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None, microsecond=0)  # to the second: 7 bytes a game less on SQLite


def _plays_of(game: PreparedGame) -> bytes:
    """Make the plays of a game prepared without them, from its record.

    Such a game is prepared by a caller of its own: a benchmark's copies."""
    if not game.record:
        return pack_plays([])
    record = read_record(game.record)
    start, _score = record.start
    summary = record_summary(record, game.variant, start)
    if summary is not None:
        return pack_plays(summary.plays)
    return pack_plays(plays_of_events(record_to_events(record), start))


# -- the importers ----------------------------------------------------------------------


def import_games(
    archive: Archive,
    games: Sequence[ArchivedGame],
    *,
    source: str = "",
    on_duplicate: OnDuplicate = "skip",
    report: ImportReport | None = None,
) -> ImportReport:
    """Archive ``games`` in one transaction; returns (or extends) the report.

    A game the archive cannot store (:func:`storable_fault`) is refused with :class:`ValueError` before anything is
    written."""
    for game in games:
        if isinstance(game, GameInput) and (fault := storable_fault(game)) is not None:
            raise ValueError(fault[0])
    report = report if report is not None else ImportReport()
    _import_groups(archive, [(source, games)], on_duplicate, report)
    return report


def _import_groups(
    archive: Archive,
    groups: Sequence[tuple[str, Sequence[ArchivedGame]]],
    on_duplicate: OnDuplicate,
    report: ImportReport,
) -> None:
    """Archive several files' games (source, games) in one transaction; all are archived, or none."""
    known: dict[str, dict[str, int]] = archive.__dict__.setdefault("_known_names", {"player": {}, "event": {}})
    start = time.monotonic()
    for attempt in range(_RETRIES):
        found = ImportReport()
        ids: list[int] = []
        try:
            with archive.begin() as connection:
                writer = _Writer(connection)
                writer.players.update(known["player"])
                writer.events.update(known["event"])
                ids.extend(writer.write_files(groups, on_duplicate, found))
                writer.finish()
        except sa.exc.DBAPIError as error:
            # PostgreSQL ends one of two transactions that wait on each other (two imports writing the same
            # parties in different orders); the file is written again, and finds the other's games archived.
            if getattr(error.orig, "sqlstate", None) in _TRANSIENT and attempt + 1 < _RETRIES:
                logger.warning("an import transaction refused (%s), written again: %s", error.orig, _sources(groups))
                continue
            raise
        # Committed: the names' ids stay true (names are never deleted), and the next file need not ask.
        known["player"].update(writer.players)
        known["event"].update(writer.events)
        break
    report.duplicates.extend(found.duplicates)
    report.game_ids.extend(ids)
    logger.info(
        "archived %d games (%d duplicates) in %.2f s: %s",
        len(ids),
        len(found.duplicates),
        time.monotonic() - start,
        _sources(groups),
    )


def _sources(groups: Sequence[tuple[str, Sequence[ArchivedGame]]]) -> str:
    """Name the files of an import transaction for the log: the first three, and how many more."""
    names = [source or "<games>" for source, _games in groups]
    return ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")


GROUP_GAMES = 5000
"""A folder's files are written together, one transaction for up to this many games: a transaction writes
every page of the position index it touches, and a small one touches as many pages as it has rows."""


_RETRIES = 5
_TRANSIENT = frozenset({"40P01", "40001"})
"""PostgreSQL's deadlock and serialization failures: the transaction is refused as a whole and may be retried."""


def import_text(
    archive: Archive,
    text: str,
    *,
    source: str = "<text>",
    on_duplicate: OnDuplicate = "skip",
    check: bool = False,
    report: ImportReport | None = None,
) -> ImportReport:
    """Read and archive the records of one text in one transaction; an unreadable text is reported, not raised."""
    report = report if report is not None else ImportReport()
    report.files += 1
    try:
        games = read_prepared(text, check=check)
    except ReadError as error:
        report.errors.append(FileError(source, error.line, error.column, str(error), error))
        return report
    try:
        import_games(archive, games, source=source, on_duplicate=on_duplicate, report=report)
    except (ValueError, sa.exc.IntegrityError, sa.exc.DataError) as error:
        report.errors.append(FileError(source, 0, 0, f"not archived: {error}", error))
    return report


def record_files(paths: Iterable[str | Path], suffixes: Sequence[str] = RECORD_SUFFIXES) -> list[Path]:
    """List the files named, and the record files under the folders named (recursively, sorted)."""
    found: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in suffixes))
        else:
            found.append(path)
    return found


MAX_RECORD_FILE_BYTES = MAX_FILE_BYTES
"""The largest record file an import reads (the command line's limit on what it reads): a larger one is refused,
not read whole into memory (a game record of the longest partie is a few hundred kilobytes)."""


def _record_text(path: Path) -> str:
    """Read the text of a record file.

    A file that is not a regular one (a pipe, a device found in a folder) or that is larger than
    :data:`MAX_RECORD_FILE_BYTES` is refused with an :class:`OSError` rather than read for ever, one that is not
    UTF-8 with :class:`NotText` (its line and column)."""
    return decode_text(read_regular(path, MAX_RECORD_FILE_BYTES))


def _read_file(job: tuple[Path, bool]) -> tuple[list[PreparedGame] | None, FileError | None]:
    """Read one record file into games ready to archive (run in a worker process for folders)."""
    path, check = job
    try:
        text = _record_text(path)
    except NotText as error:
        return None, FileError(
            str(path), error.line, error.column, f"not UTF-8 text: byte 0x{error.byte:02X} cannot be read", error
        )
    except OSError as error:
        return None, FileError(str(path), 0, 0, f"cannot read: {error.strerror or error}", error)
    try:
        games = read_prepared(text, check=check)
    except ReadError as error:
        return None, FileError(str(path), error.line, error.column, str(error), error)
    return games, None


def _workers_for(files: Sequence[Path], workers: int | None) -> int:
    if workers is not None:
        return max(1, workers)
    if len(files) < 4:
        return 1
    return max(1, min(2, os.cpu_count() or 1))


def _files_a_job(files: int, workers: int) -> int:
    """Count the files a reader process is sent at once.

    One at a time, each costs a round trip between the processes (a tenth of a millisecond of CPU, as much as reading
    a short game), so many files go in batches of up to 16, each reader still given some 16 batches (the work shared
    evenly to the end)."""
    return max(1, min(16, files // (workers * 16)))


def import_paths(
    archive: Archive,
    paths: Iterable[str | Path],
    *,
    on_duplicate: OnDuplicate = "skip",
    check: bool = False,
    progress: Progress | None = None,
    workers: int | None = None,
) -> ImportReport:
    """Import record files and folders; ``progress`` hears after each file is written.

    With several files, worker processes read the records (the costly part) while this process
    writes the files already read, in order; ``workers=1`` reads here.  A file that does not read is
    reported and leaves nothing; the files that read are written together, up to :data:`GROUP_GAMES`
    games a transaction (should one transaction fail, its files are written again one by one, and only
    the one at fault is reported).
    """
    files = record_files(paths)
    report = ImportReport()

    def tell(done: int, path: str) -> None:
        if progress is not None:
            progress(ImportProgress(done, len(files), report.games, len(report.duplicates), len(report.errors), path))

    pending: list[tuple[Path, list[PreparedGame]]] = []
    pending_games = 0  # the games of the files pending, counted as they come (not summed again at each file)
    done = 0

    def archive_one(path: Path, games: list[PreparedGame]) -> None:
        try:
            import_games(archive, games, source=str(path), on_duplicate=on_duplicate, report=report)
        except (ValueError, sa.exc.IntegrityError, sa.exc.DataError) as failure:
            report.errors.append(FileError(str(path), 0, 0, f"not archived: {failure}", failure))

    def flush() -> None:
        """Write the files read, in one transaction; if it fails, file by file, to name the one at fault."""
        nonlocal done, pending_games
        if len(pending) == 1:
            archive_one(*pending[0])
        elif pending:
            try:
                _import_groups(archive, [(str(path), games) for path, games in pending], on_duplicate, report)
            except (ValueError, sa.exc.IntegrityError, sa.exc.DataError):
                for path, games in pending:
                    archive_one(path, games)
        for path, _games in pending:
            done += 1
            tell(done, str(path))
        pending.clear()
        pending_games = 0

    def take(path: Path, games: list[PreparedGame] | None, error: FileError | None) -> None:
        nonlocal done, pending_games
        report.files += 1
        if error is not None or games is None:
            flush()  # the files before it are written first: the report keeps the files' order
            report.errors.append(error or FileError(str(path), 0, 0, "not read"))
            done += 1
            tell(done, str(path))
            return
        pending.append((path, games))
        pending_games += len(games)
        if pending_games >= GROUP_GAMES:
            flush()

    tell(0, "")
    jobs = [(path, check) for path in files]
    count = _workers_for(files, workers)
    if count == 1:
        for job in jobs:
            take(job[0], *_read_file(job))
        flush()
        return report
    with ProcessPoolExecutor(count, mp_context=process_context()) as pool:
        results = pool.map(_read_file, jobs, chunksize=_files_a_job(len(jobs), count))
        for job, (games, error) in zip(jobs, results, strict=True):
            take(job[0], games, error)
    flush()
    return report
