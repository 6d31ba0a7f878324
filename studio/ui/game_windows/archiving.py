"""Saving a game window's record to the archive, and saying truly what was saved.

A game opened from the archive is saved into that game, as a new revision
(:func:`studio.store.revisions.save_revision`): its comments, marks and
variations are kept, and so is its history.  A record not from the archive
is imported; when the archive already holds its partie (the import's duplicate,
found whatever the comments), its comments go into that game as a revision
too, or, if it holds that very record, the user is told nothing needed saving.
Nothing is ever said to be saved that was not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import sqlalchemy as sa

from studio.store.importing import ReadError, import_text
from studio.store.revisions import save_revision
from studio.ui.error_messages import error_text
from studio.ui.i18n import tr as _tr

if TYPE_CHECKING:
    from studio.store.db import Archive

__all__ = ["ArchiveAnswer", "save_record"]


@dataclass(frozen=True)
class ArchiveAnswer:
    """What saving a record to the archive did.

    The message for the user, whether the record as shown is now in the archive (the window then no longer asks to save
    it), and the archived game that holds it."""

    message: str
    saved: bool
    game_id: int | None = None


def save_record(archive: Archive, text: str, game_id: int | None = None) -> ArchiveAnswer:
    """Save the record ``text`` to ``archive``.

    Into game ``game_id`` when it came from there (a new revision), else as a new game, or into the game that already
    holds its partie."""
    if game_id is not None:
        answer = _revise(archive, game_id, text)
        if answer is not None:
            return answer
    report = import_text(archive, text, source="studio")
    if report.errors:
        first = report.errors[0]
        return ArchiveAnswer(
            _tr("Games", "Not archived: {error}").format(
                error=error_text(first.error, capital=False) if first.error is not None else first
            ),
            False,
        )
    if report.game_ids:
        if game_id is not None:  # the game it came from is gone, or holds another partie
            message = _tr("Games", "Game {old} of the archive is not this partie: archived as game {n}.")
            return ArchiveAnswer(message.format(old=game_id, n=report.game_ids[0]), True, report.game_ids[0])
        if len(report.game_ids) == 1:
            return ArchiveAnswer(
                _tr("Games", "Archived as game {n}.").format(n=report.game_ids[0]), True, report.game_ids[0]
            )
        return ArchiveAnswer(
            _tr("Games", "{n} games archived.").format(n=len(report.game_ids)), True, report.game_ids[0]
        )
    if report.duplicates:
        existing = report.duplicates[0].existing
        revised = _revise(archive, existing, text, duplicate=True)
        if revised is not None:
            return revised
    return ArchiveAnswer(_tr("Games", "Not archived: the record holds no game."), False)


def _revise(archive: Archive, game_id: int, text: str, *, duplicate: bool = False) -> ArchiveAnswer | None:
    """Save ``text`` as a revision of game ``game_id``; None when that game is gone or holds another partie."""
    try:
        outcome = save_revision(archive, game_id, text)
    except KeyError:
        return None
    except (ReadError, sa.exc.DBAPIError) as error:  # a text that does not read, a database that refused
        return ArchiveAnswer(
            _tr("Games", "Not archived: {error}").format(error=error_text(error, capital=False)), False
        )
    if outcome.status == "other-partie":
        return None
    if outcome.status == "unchanged":
        if duplicate:
            message = _tr("Games", "Already in the archive as game {n}, as it is: nothing to save.")
        else:
            message = _tr("Games", "Game {n} of the archive already holds this record: nothing to save.")
        return ArchiveAnswer(message.format(n=game_id), True, game_id)
    if duplicate:
        message = _tr("Games", "Already in the archive as game {n}: your changes are saved into it (revision {r}).")
    else:
        message = _tr("Games", "Saved into game {n} of the archive (revision {r}).")
    return ArchiveAnswer(message.format(n=game_id, r=outcome.number), True, game_id)
