"""The archive's tables: games, players, tags, events, the position index, saved diagrams, lesson progress.

The schema is created and upgraded by the Alembic migrations in
``studio/store/migrations`` (``db.migrate``), never by ``create_all``; a test
checks that the migrated schema matches these models.

Text searched without regard to accents and case is kept twice: as written,
and normalized (:func:`studio.store.search_text.normalize`) in a ``*_norm`` column
that a ``LIKE`` on the normalized query searches, the same on SQLite and
PostgreSQL.
"""

from __future__ import annotations

from datetime import UTC, datetime

import sqlalchemy as sa
from sqlalchemy.orm import class_mapper
from sqlmodel import Field, SQLModel

__all__ = [
    "Event",
    "Game",
    "GameAnalysis",
    "GamePlays",
    "GameRevision",
    "GameTag",
    "LessonProgress",
    "Player",
    "PositionBlock",
    "Puzzle",
    "StoredDiagram",
    "StoredRecord",
    "metadata",
    "table_of",
]

metadata = SQLModel.metadata


def table_of(model: type[SQLModel]) -> sa.Table:
    """Return the table of a table class, typed.

    SQLModel sets ``model.__table__`` when the class is created, but its stubs do not declare it, so the table is
    asked of the class's mapper."""
    table = class_mapper(model).local_table
    assert isinstance(table, sa.Table), model
    return table


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


class HexDigest(sa.TypeDecorator[str]):
    """A SHA-256 digest kept as its 32 bytes, and read and written as the hex digits everywhere else.

    Its 32 bytes are half its 64 hex digits, in the row and in every index of it."""

    impl = sa.LargeBinary
    cache_ok = True

    def process_bind_param(self, value: str | None, dialect: sa.Dialect) -> bytes | None:
        return None if value is None else bytes.fromhex(value)

    def process_result_value(self, value: bytes | None, dialect: sa.Dialect) -> str | None:
        return None if value is None else bytes(value).hex()


class Player(SQLModel, table=True):
    """A player's name, once; ``name_norm`` is the name unaccented and lowercased."""

    __tablename__ = "player"
    __table_args__ = (
        sa.UniqueConstraint("name", name="uq_player_name"),
        sa.Index("ix_player_name_norm", "name_norm"),
    )

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(sa_type=sa.String(200))
    name_norm: str = Field(sa_type=sa.String(200))


class Game(SQLModel, table=True):
    """One partie: its players, main tags, result, the record text as imported and its hashes.

    ``content_hash`` is the SHA-256 (its 32 bytes: :class:`HexDigest`) of the normalized event list (the throws,
    plays and decisions, the variant and the start): two records of the same
    partie have the same hash whatever their tags, comments or layout.
    ``search_text`` is the players' names, the event, site and round, and
    every comment, normalized (indexed for ``LIKE '%words%'``: an FTS5
    trigram table ``game_text`` on SQLite, a pg_trgm index on PostgreSQL,
    both made by the migrations).  The record text is in ``game_record``,
    compressed; ``record`` is empty since revision 0004.
    ``position_count`` is the number of different positions the game passes
    through (its pairs in the position index).

    ``(content_hash, copy_number)`` is unique: the first archived copy of a
    partie is copy 0, and a second can only be archived deliberately (import
    with ``on_duplicate="keep"``) as copy 1, 2...  Two imports of the same
    partie at once, in one process or in two studios sharing the archive,
    both try copy 0, and the database keeps one.
    """

    __tablename__ = "game"
    __table_args__ = (
        sa.Index("ix_game_white_id", "white_id"),
        sa.Index("ix_game_black_id", "black_id"),
        sa.Index("ix_game_date_key", "date_key"),
        sa.Index("uq_game_content_hash_copy", "content_hash", "copy_number", unique=True),
        sa.Index("ix_game_variant_winner", "variant", "winner", "throws", "position_count"),
        sa.Index(
            "ix_game_copies",
            "content_hash",
            sqlite_where=sa.text("copy_number > 0"),
            postgresql_where=sa.text("copy_number > 0"),
        ),
        sa.Index("ix_game_event_id", "event_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    white_id: int = Field(sa_column_args=(sa.ForeignKey("player.id", name="fk_game_white_id"),))
    black_id: int = Field(sa_column_args=(sa.ForeignKey("player.id", name="fk_game_black_id"),))
    event_id: int | None = Field(default=None, sa_column_args=(sa.ForeignKey("event.id", name="fk_game_event_id"),))
    event: str = Field(default="", sa_type=sa.String(300))
    site: str = Field(default="", sa_type=sa.String(300))
    date: str = Field(default="", sa_type=sa.String(40))
    date_key: str = Field(default="", sa_type=sa.String(10))
    round: str = Field(default="", sa_type=sa.String(40))
    variant: str = Field(sa_type=sa.String(20))
    result: str = Field(default="*", sa_type=sa.String(20))
    winner: str | None = Field(default=None, sa_type=sa.String(5))
    throws: int = Field(default=0)
    start_code: str | None = Field(default=None, sa_type=sa.String(200))
    content_hash: str = Field(sa_type=HexDigest())
    copy_number: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    search_text: str = Field(default="", sa_type=sa.Text())
    record: str = Field(default="", sa_type=sa.Text())
    position_count: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    source: str = Field(default="", sa_type=sa.String(1000))
    imported_at: datetime = Field(default_factory=_now, sa_type=sa.DateTime())


class GameTag(SQLModel, table=True):
    """The tags of a game archived without a record text, by name (the main ones are also columns of ``game``).

    A game archived with its record (every game read from a file) has its tags
    there, read from it when asked (:func:`studio.store.search.game_tags`): since
    revision 0005 they are not kept twice.
    """

    __tablename__ = "game_tag"
    __table_args__ = {"sqlite_with_rowid": False}

    game_id: int = Field(
        primary_key=True,
        sa_column_args=(sa.ForeignKey("game.id", name="fk_game_tag_game_id", ondelete="CASCADE"),),
    )
    name: str = Field(primary_key=True, sa_type=sa.String(100))
    value: str = Field(default="", sa_type=sa.Text())


class Event(SQLModel, table=True):
    """A meeting games belong to (the record's ``Evenement`` tag): a tournament, a club evening, a match."""

    __tablename__ = "event"
    __table_args__ = (
        sa.UniqueConstraint("name", name="uq_event_name"),
        sa.Index("ix_event_name_norm", "name_norm"),
    )

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(sa_type=sa.String(300))
    name_norm: str = Field(sa_type=sa.String(300))


class PositionBlock(SQLModel, table=True):
    """The position index, in blocks (:mod:`studio.store.positions`).

    ``id`` is a bucket of position keys and the smallest game of the block, ``data`` the block's (key, game) pairs,
    packed and sorted by key.

    Nothing ties it to ``game`` by a foreign key (which would need an index by
    game): the blocks of a game are found, when it is deleted, from its
    record's positions.
    """

    __tablename__ = "position_block"

    # INTEGER on SQLite: the table's own rowid, so that the blocks are the table (no second index of ids).
    id: int = Field(
        primary_key=True,
        sa_type=sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
        sa_column_kwargs={"autoincrement": False},
    )
    data: bytes = Field(sa_type=sa.LargeBinary())


class GamePlays(SQLModel, table=True):
    """The play index (revision 0008, :mod:`studio.store.plays`): a game's plays, packed.

    Each play comes with the key of the position it was made from; the archive's explorer reads them instead of
    replaying the games."""

    __tablename__ = "game_plays"

    game_id: int = Field(
        primary_key=True,
        sa_column_args=(sa.ForeignKey("game.id", name="fk_game_plays_game_id", ondelete="CASCADE"),),
        sa_column_kwargs={"autoincrement": False},
    )
    data: bytes = Field(sa_type=sa.LargeBinary())


class StoredRecord(SQLModel, table=True):
    """A game's record text as imported, deflated against a preset dictionary.

    See :mod:`studio.store.records`; it is about a quarter of its size."""

    __tablename__ = "game_record"

    game_id: int = Field(
        primary_key=True,
        sa_column_args=(sa.ForeignKey("game.id", name="fk_game_record_game_id", ondelete="CASCADE"),),
        sa_column_kwargs={"autoincrement": False},
    )
    text_z: bytes = Field(sa_type=sa.LargeBinary())


class GameRevision(SQLModel, table=True):
    """A saved revision of an archived game's record (revision 0006).

    The comments, marks and variations added to it in the studio, its history kept.

    ``number`` 0 is the record as it was before its first revision (as imported), 1, 2... each one saved since;
    the highest is the game's current record (the one in ``game_record``).  Texts are packed as in
    ``game_record`` (:mod:`studio.store.records`).
    """

    __tablename__ = "game_revision"

    game_id: int = Field(
        primary_key=True,
        sa_column_args=(sa.ForeignKey("game.id", name="fk_game_revision_game_id", ondelete="CASCADE"),),
        sa_column_kwargs={"autoincrement": False},
    )
    number: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    text_z: bytes = Field(sa_type=sa.LargeBinary())
    saved_at: datetime = Field(default_factory=_now, sa_type=sa.DateTime())


class GameAnalysis(SQLModel, table=True):
    """A game's analysis by the tutor (revision 0007, :mod:`studio.store.analyses`).

    When and how deep, each colour's totals (the choices rated, the equity lost, the errors by flag), and
    ``decisions``: the rated choices that lost equity, as compact JSON (event, turn, colour, dice, kind, loss,
    played, best)."""

    __tablename__ = "game_analysis"

    game_id: int = Field(
        primary_key=True,
        sa_column_args=(sa.ForeignKey("game.id", name="fk_game_analysis_game_id", ondelete="CASCADE"),),
        sa_column_kwargs={"autoincrement": False},
    )
    analysed_at: datetime = Field(default_factory=_now, sa_type=sa.DateTime())
    ply: int = Field(default=1)
    white_loss: float = Field(default=0.0, sa_column_kwargs={"server_default": "0"})
    black_loss: float = Field(default=0.0, sa_column_kwargs={"server_default": "0"})
    white_choices: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    white_doubtful: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    white_bad: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    white_very_bad: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    black_choices: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    black_doubtful: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    black_bad: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    black_very_bad: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    decisions: str = Field(default="[]", sa_type=sa.Text())


class Puzzle(SQLModel, table=True):
    """A puzzle made from an error of an analysed game (revision 0007, :mod:`studio.store.puzzles`).

    The position before the choice (its code, with the dice and the score), the kind (``play`` or ``decision``), the
    best choice and the one played (JSON: the moves as steps, or ``"hold"``/``"leave"``) and their equities at 2-ply,
    with the second best's."""

    __tablename__ = "puzzle"
    __table_args__ = (sa.UniqueConstraint("game_id", "event", name="uq_puzzle_game_event"),)

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(sa_column_args=(sa.ForeignKey("game.id", name="fk_puzzle_game_id", ondelete="CASCADE"),))
    event: int
    turn: int
    code: str = Field(sa_type=sa.String(200))
    kind: str = Field(sa_type=sa.String(10))
    best: str = Field(sa_type=sa.Text())
    played: str = Field(sa_type=sa.Text())
    best_equity: float
    played_equity: float
    second_equity: float
    made_at: datetime = Field(default_factory=_now, sa_type=sa.DateTime())


class StoredDiagram(SQLModel, table=True):
    """A saved diagram, the table ``diagram``: a position (its code), its annotations and a caption.

    :class:`studio.ui.diagram.Diagram` is the diagram being edited.  The annotations are JSON: arrows, marks, labels.

    ``game_id`` and ``throw`` say where it came from when it was taken from an
    archived partie; ``position_key`` finds the diagrams of a position.
    """

    __tablename__ = "diagram"
    __table_args__ = (sa.Index("ix_diagram_position_key", "position_key"),)

    id: int | None = Field(default=None, primary_key=True)
    title: str = Field(default="", sa_type=sa.String(300))
    caption: str = Field(default="", sa_type=sa.Text())
    caption_norm: str = Field(default="", sa_type=sa.Text())
    position_code: str = Field(sa_type=sa.String(200))
    position_key: int | None = Field(default=None, sa_type=sa.BigInteger())
    annotations: str = Field(default="[]", sa_type=sa.Text())
    notation: str = Field(default="bn", sa_type=sa.String(20))
    orientation: str = Field(default="", sa_type=sa.String(40))
    game_id: int | None = Field(
        default=None,
        sa_column_args=(sa.ForeignKey("game.id", name="fk_diagram_game_id", ondelete="SET NULL"),),
    )
    throw: int | None = Field(default=None)
    created_at: datetime = Field(default_factory=_now, sa_type=sa.DateTime())
    updated_at: datetime = Field(default_factory=_now, sa_type=sa.DateTime())


class LessonProgress(SQLModel, table=True):
    """A learner's progress on one exercise of one lesson: the scheduler's card and when it is due again.

    The answers themselves always come from the engine; this is only the memory of who did what
    (``lessons.progress.ProgressRecord``).
    """

    __tablename__ = "lesson_progress"
    __table_args__ = (
        sa.UniqueConstraint("learner", "lesson", "exercise", name="uq_lesson_progress_exercise"),
        sa.Index("ix_lesson_progress_learner_due", "learner", "due"),
    )

    id: int | None = Field(default=None, primary_key=True)
    learner: str = Field(sa_type=sa.String(200))
    lesson: str = Field(sa_type=sa.String(200))
    exercise: str = Field(sa_type=sa.String(200))
    card: str = Field(sa_type=sa.Text())
    last_result: str = Field(sa_type=sa.String(20))
    due: datetime = Field(sa_type=sa.DateTime())
    reviews: int = Field(default=1)
    updated_at: datetime = Field(default_factory=_now, sa_type=sa.DateTime())
