"""Exporting games from the archive as record text: one file holding them all, or a file per game.

A game is written as the record text it was imported from (comments,
variations and layout kept); a game archived straight from the engine,
without a text, is written from its events by :func:`notation.record.write_record`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from notation.game import Partie, Variant
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

__all__ = ["RECORD_SUFFIX", "export_games", "export_text", "game_text"]

RECORD_SUFFIX = ".trictrac"
"""The suffix of the record files the export writes."""

_UNSAFE = re.compile(r"[^\w.-]+")


def game_text(archive: Archive, game_id: int) -> str:
    """The record text of an archived game."""
    text = game_record(archive, game_id)
    if text.strip():
        return text if text.endswith("\n") else text + "\n"
    from notation.code import parse_code
    from notation.record import record_from_partie, write_record

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
    """The records of the games ``query`` finds (all, if ``None``), one after another."""
    return "\n".join(game_text(archive, identity) for identity, _white, _black in _selected(archive, query))


def export_games(archive: Archive, target: str | Path, query: GameQuery | None = None) -> int:
    """Write the games ``query`` finds to ``target``: a folder gets a file per game, any other path one file.

    Returns the number of games written.  A path that exists as a folder, or
    ends with a separator, is taken as a folder.
    """
    path = Path(target)
    as_folder = path.is_dir() or str(target).endswith(("/", "\\"))
    count = 0
    if as_folder:
        path.mkdir(parents=True, exist_ok=True)
        for identity, white, black in _selected(archive, query):
            name = _UNSAFE.sub("_", f"{identity:06d}-{white}-{black}").strip("_")
            (path / f"{name}{RECORD_SUFFIX}").write_text(game_text(archive, identity), encoding="utf-8")
            count += 1
        return count
    texts = [game_text(archive, identity) for identity, _white, _black in _selected(archive, query)]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(texts), encoding="utf-8")
    return len(texts)
