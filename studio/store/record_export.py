"""Exporting games from the archive as record text: one file holding them all, or a file per game.

A game is written as the record text it was imported from (comments,
variations and layout kept); a game archived straight from the engine,
without a text, is written from its events by :func:`notation.record.write_record`.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
import unicodedata
from collections.abc import Iterable, Iterator
from pathlib import Path

from notation.code import parse_code
from notation.game import Partie, Variant
from notation.record import record_from_partie, write_record
from studio.store.db import Archive
from studio.store.search import (
    GameQuery,
    game_events,
    game_record,
    game_start_code,
    game_tags,
    get_game,
    search_games,
)

__all__ = [
    "MAX_NAME_BYTES",
    "RECORD_SUFFIX",
    "export_games",
    "export_text",
    "game_file_name",
    "game_text",
    "write_folder",
]

RECORD_SUFFIX = ".trictrac"
"""The suffix of the record files the export writes."""

_UNSAFE = re.compile(r"[^\w.-]+")

MAX_NAME_BYTES = 120
"""The most bytes (UTF-8) of a file name the folder export writes, suffix included: well under the 255 bytes
every file system allows, whatever the players' names (a name of 200 accented letters is 400 bytes)."""


def game_file_name(identity: int, white: str, black: str) -> str:
    """Name the file of a game in a folder export: its number (which makes it unique), then its players' names.

    The names keep letters, digits, ``.``, ``-`` and ``_`` only, cut to :data:`MAX_NAME_BYTES` bytes on a whole
    character.

    >>> game_file_name(7, "Élise Dubois", "../../etc")
    '000007-Élise_Dubois-.._.._etc.trictrac'
    >>> len(game_file_name(8, "é" * 200, "è" * 200).encode())
    120
    """
    words = unicodedata.normalize("NFC", f"{white}-{black}")
    name = _UNSAFE.sub("_", f"{identity:06d}-{words}").strip("_.")
    room = MAX_NAME_BYTES - len(RECORD_SUFFIX.encode())
    name = name.encode("utf-8")[:room].decode("utf-8", errors="ignore").rstrip("_.")
    return f"{name}{RECORD_SUFFIX}"


def write_folder(target: Path, files: Iterable[tuple[str, str]]) -> int:
    """Write ``files`` (name, text) into the folder ``target``, all or none.

    Each is written into a scratch folder beside them first, and only when every one is written are they moved in (a
    full disk or a name the system refuses leaves the folder as it was).  Returns the number of files written."""
    scratch = Path(tempfile.mkdtemp(prefix=".trictrac-export-", dir=target))
    try:
        names: list[str] = []
        for name, text in files:
            with (scratch / name).open("x", encoding="utf-8", newline="") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            names.append(name)
        for name in names:
            os.replace(scratch / name, target / name)
        return len(names)
    finally:
        with contextlib.suppress(OSError):
            shutil.rmtree(scratch)


def game_text(archive: Archive, game_id: int) -> str:
    """Return the record text of an archived game."""
    text = game_record(archive, game_id)
    if text.strip():
        return text if text.endswith("\n") else text + "\n"
    events = [event for _throw, event, _comment in game_events(archive, game_id)]
    tags = game_tags(archive, game_id)
    marques = next((int(value) for name, value in tags if name == "Marques" and value.isdigit()), 6)
    code = next((value for name, value in tags if name == "Position"), None) or game_start_code(archive, game_id)
    setup = None if code is None else parse_code(code)
    partie = Partie.replay(
        events,
        Variant(get_game(archive, game_id).variant),
        marques_to_play=marques,
        start_position=None if setup is None else setup.position,
        start_score=None if setup is None else setup.score,
    )
    return write_record(record_from_partie(partie, tags))


def _selected(archive: Archive, query: GameQuery | None) -> Iterator[tuple[int, str, str]]:
    found = search_games(archive, query if query is not None else GameQuery(limit=None))
    for game in found.games:
        yield game.id, game.white, game.black


def export_text(archive: Archive, query: GameQuery | None = None) -> str:
    """Write the records of the games ``query`` finds (all, if ``None``), one after another."""
    return "\n".join(game_text(archive, identity) for identity, _white, _black in _selected(archive, query))


def export_games(archive: Archive, target: str | Path, query: GameQuery | None = None) -> int:
    """Write the games ``query`` finds to ``target``: a folder gets a file per game, any other path one file.

    Returns the number of games written.  A path that exists as a folder, or
    ends with a separator, is taken as a folder.
    """
    path = Path(target)
    as_folder = path.is_dir() or str(target).endswith(("/", "\\"))
    if as_folder:
        made = [folder for folder in (path, *path.parents) if not folder.exists()]
        path.mkdir(parents=True, exist_ok=True)
        try:
            return write_folder(
                path,
                (
                    (game_file_name(identity, white, black), game_text(archive, identity))
                    for identity, white, black in _selected(archive, query)
                ),
            )
        except BaseException:
            for folder in made:  # the folders made for the export go with it: nothing is left behind
                with contextlib.suppress(OSError):
                    folder.rmdir()
            raise
    texts = [game_text(archive, identity) for identity, _white, _black in _selected(archive, query)]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(texts), encoding="utf-8")
    return len(texts)
