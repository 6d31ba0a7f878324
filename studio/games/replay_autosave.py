"""A replay's comments and variations kept aside until they are saved: what a crash or a kill would lose otherwise.

A replay annotated and not yet saved is written, after every change, to a file of its own in the autosave folder
(``replay-20261128-093015-1a2b3c.json``: the record as it stands, with where it came from, a file or an archived
game).  Saving the record, or discarding its changes when the window closes, removes the file; a studio that died
with it finds it at the next start and offers the replay back (:func:`unsaved_replays`), so that *an annotation
written is an annotation kept*.  Without Qt: the windows only call it.
"""

from __future__ import annotations

import json
import logging
import os
import uuid
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from notation.errors import TrictracError
from notation.record import read_record
from studio.games.session import autosave_dir

__all__ = ["UnsavedReplay", "new_replay_autosave_path", "replay_title", "unsaved_replays", "write_replay_autosave"]

logger = logging.getLogger(__name__)

FORMAT = "trictrac-replay-autosave"
"""The ``format`` of the file: anything else in the folder's ``replay-*.json`` is left alone."""


@dataclass(frozen=True)
class UnsavedReplay:
    """A replay whose changes were not saved, as its autosave keeps it."""

    path: Path
    """The autosave file (removed once the replay is saved or its changes discarded)."""
    text: str
    """The record with its comments and variations."""
    source_path: str | None
    """The file the record was read from or last saved to, if any."""
    archive_id: int | None
    """The archived game it is, if any."""
    written: datetime
    """When the last change was kept."""


def new_replay_autosave_path() -> Path:
    """Name a file of its own for a replay's changes: ``replay-20261128-093015-1a2b3c.json``."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return autosave_dir() / f"replay-{stamp}-{uuid.uuid4().hex[:6]}.json"


def write_replay_autosave(path: Path, text: str, *, source_path: str | None, archive_id: int | None) -> None:
    """Keep ``text`` in ``path``, whole or not at all (written aside, then put in place).

    :raises OSError: the folder cannot be made or written (the caller says so; the replay stays open).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    document = {"format": FORMAT, "version": 1, "text": text, "source_path": source_path, "archive_id": archive_id}
    aside = path.with_name(path.name + ".part")
    aside.write_text(json.dumps(document, ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(aside, path)


def _read(path: Path) -> UnsavedReplay | None:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        written = datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        logger.warning("a replay's autosave cannot be read, left where it is: %s (%s)", path, error)
        return None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        logger.warning("not a replay's autosave, left where it is: %s", path)
        return None
    text, source, archive_id = document.get("text"), document.get("source_path"), document.get("archive_id")
    if (
        not isinstance(text, str)
        or not (source is None or isinstance(source, str))
        or not (archive_id is None or (isinstance(archive_id, int) and not isinstance(archive_id, bool)))
    ):
        logger.warning("a replay's autosave is damaged, left where it is: %s", path)
        return None
    return UnsavedReplay(path, text, source, archive_id, written)


def unsaved_replays() -> list[UnsavedReplay]:
    """List the replays whose changes were kept and never saved nor discarded, the last first.

    They were left when the studio died.  A file that cannot be read is logged and left where it is."""
    try:
        paths = [path for path in autosave_dir().glob("replay-*.json") if path.is_file()]
    except OSError:
        return []
    found = [replay for replay in map(_read, paths) if replay is not None]
    return sorted(found, key=lambda replay: replay.written, reverse=True)


def replay_title(text: str) -> str:
    """Name the players of the record ``text`` as its tags name them (``Abel – Blaise``).

    ``?`` stands where it names none or cannot be read."""
    try:
        record = read_record(text)
    except (TrictracError, ValueError):
        return "?"
    names = [name for name in (record.tag("Blanc"), record.tag("Noir")) if name] or [record.tag("Joueurs") or "?"]
    return " – ".join(names)
