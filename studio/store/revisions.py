"""An archived game's history: its record saved again, with comments, marks and variations added, as a revision.

A game opened from the archive and annotated in the studio is saved *into*
that game (:func:`save_revision`), not imported again (the import would find
the same partie, whatever its comments, and leave it out as a duplicate).
The record the game had is kept as revision 0 the first time, and each
record saved since as revision 1, 2...; the game's current record, its tags'
columns and its free text (what a search by text finds) become the newest
one's, in one transaction.  Two saves of one game at once (two studios) are
taken one after the other: each is kept, under its own number.  :func:`game_history` lists the revisions and
:func:`revision_text` gives any of them back.

Only the same partie is saved this way (the same throws, plays and
decisions: :func:`notation.record.summary.content_hash`); a record of another
partie is refused (``"other-partie"``), so that the position index, made
from the plays, stays true.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

import sqlalchemy as sa

from studio.store.db import Archive
from studio.store.importing import ReadError, _Writer, read_games
from studio.store.models import Game, GameRevision, GameTag, StoredRecord, table_of
from studio.store.records import pack_record, unpack_record

__all__ = ["Revision", "RevisionOutcome", "game_history", "revision_text", "save_revision"]

_GAME = table_of(Game)
_RECORD = table_of(StoredRecord)
_REVISION = table_of(GameRevision)
_TAG = table_of(GameTag)

RevisionStatus = Literal["saved", "unchanged", "other-partie"]


@dataclass(frozen=True)
class Revision:
    """One revision of an archived game: its number, when it was saved and the size of its record text.

    Number 0 is the record before the first revision."""

    game_id: int
    number: int
    saved_at: datetime
    characters: int


@dataclass(frozen=True)
class RevisionOutcome:
    """What :func:`save_revision` did: ``"saved"``, ``"unchanged"`` or ``"other-partie"``.

    ``"saved"``: as revision ``number``; ``"unchanged"``: the game's record is that text already (nothing written,
    ``number`` its current revision); ``"other-partie"``: the text is not this game's partie (nothing written)."""

    game_id: int
    status: RevisionStatus
    number: int


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None, microsecond=0)


def _same_text(a: str, b: str) -> bool:
    return a.strip() == b.strip()


def save_revision(archive: Archive, game_id: int, text: str) -> RevisionOutcome:
    """Save ``text`` (one record) as the newest revision of archived game ``game_id``, in one transaction.

    Raises ``KeyError`` when the archive has no such game, and
    :class:`studio.store.importing.ReadError` (a ``ValueError``, with line and column) for a text that is not
    one readable record.
    """
    games = read_games(text)
    if len(games) != 1:
        raise ReadError(f"a revision is one record, not {len(games)}", 1, 1)
    game = games[0]
    with archive.begin() as connection:
        # The game's row locked until the end (PostgreSQL; SQLite's IMMEDIATE transaction holds the whole file):
        # a second save of the same game waits here, then reads the record and the revisions the first wrote, and
        # takes the next number, rather than both taking one and the second failing on the primary key.
        row = connection.execute(
            sa.select(_GAME.c.content_hash, _GAME.c.record, _GAME.c.imported_at, _RECORD.c.text_z)
            .select_from(_GAME.outerjoin(_RECORD, _RECORD.c.game_id == _GAME.c.id))
            .where(_GAME.c.id == game_id)
            .with_for_update(of=_GAME)
        ).first()
        if row is None:
            raise KeyError(game_id)
        digest, plain, imported_at, packed = row
        current = unpack_record(bytes(packed)) if packed is not None else str(plain)
        latest = connection.execute(
            sa.select(sa.func.max(_REVISION.c.number)).where(_REVISION.c.game_id == game_id)
        ).scalar_one_or_none()
        if digest != game.content_hash:
            return RevisionOutcome(game_id, "other-partie", int(latest or 0))
        if _same_text(current, text):
            return RevisionOutcome(game_id, "unchanged", int(latest or 0))
        now = _now()
        rows = []
        if latest is None:  # the record as it was, kept as revision 0
            rows.append({"game_id": game_id, "number": 0, "text_z": pack_record(current), "saved_at": imported_at})
            latest = 0
        number = int(latest) + 1
        stored = text if text.endswith("\n") else text + "\n"
        packed_new = pack_record(stored)
        rows.append({"game_id": game_id, "number": number, "text_z": packed_new, "saved_at": now})
        connection.execute(sa.insert(_REVISION), rows)
        if packed is None:
            connection.execute(sa.insert(_RECORD).values(game_id=game_id, text_z=packed_new))
            connection.execute(sa.delete(_TAG).where(_TAG.c.game_id == game_id))  # read from the record now
        else:
            connection.execute(sa.update(_RECORD).where(_RECORD.c.game_id == game_id).values(text_z=packed_new))
        # The game's columns follow its record: the tags shown and searched, and the free text (its comments).
        writer = _Writer(connection)
        columns = game.columns
        connection.execute(
            sa.update(_GAME)
            .where(_GAME.c.id == game_id)
            .values(
                white_id=writer.player_id(game.white),
                black_id=writer.player_id(game.black),
                event_id=writer.event_id(columns["event"]),
                record="",
                **{
                    name: columns[name]
                    for name in ("event", "site", "date", "date_key", "round", "result", "search_text")
                },
            )
        )
    return RevisionOutcome(game_id, "saved", number)


def game_history(archive: Archive, game_id: int) -> list[Revision]:
    """List the revisions of game ``game_id``, oldest first ([] for a game never saved again).

    ``KeyError`` for no such game."""
    with archive.engine.connect() as connection:
        if connection.execute(sa.select(_GAME.c.id).where(_GAME.c.id == game_id)).first() is None:
            raise KeyError(game_id)
        rows = connection.execute(
            sa.select(_REVISION.c.number, _REVISION.c.saved_at, _REVISION.c.text_z)
            .where(_REVISION.c.game_id == game_id)
            .order_by(_REVISION.c.number)
        ).all()
    return [Revision(game_id, int(number), saved, len(unpack_record(bytes(z)))) for number, saved, z in rows]


def revision_text(archive: Archive, game_id: int, number: int) -> str:
    """Return the record text of revision ``number`` of game ``game_id``; ``KeyError`` when there is none."""
    with archive.engine.connect() as connection:
        packed = connection.execute(
            sa.select(_REVISION.c.text_z).where(_REVISION.c.game_id == game_id, _REVISION.c.number == number)
        ).scalar_one_or_none()
    if packed is None:
        raise KeyError((game_id, number))
    return unpack_record(bytes(packed))
