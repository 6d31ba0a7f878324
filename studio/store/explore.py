"""The archive's explorer: for a position, the plays made from it across the archive.

It tells how often each was made and how the parties ended (an opening explorer, as lichess has one, for the trictrac).

The games that pass through the position come from the position index (:mod:`studio.store.positions`), the
plays each made there from the play index (:mod:`studio.store.plays`): no game is replayed, but one archived
without its plays (its record unread when the index was made), which is replayed from its record.  A play is a
throw and the moves played with it, counted each time a game made it (a game that comes back to the position
counts each time).  The index holds the plays as the records write them: a game archived without ``--check``
whose plays the laws refuse counts as written (replayed, the engine refused it and it counted for nothing).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from notation.board import Position
from notation.dice import Throw
from notation.game import Move
from notation.record import RecordError, read_record, replay_record
from notation.record.summary import position_key_of
from studio.store.db import Archive
from studio.store.plays import decode_play, plays_at_key, plays_of_games
from studio.store.search import GameQuery, game_record, search_games

__all__ = ["EXPLORE_GAMES", "Exploration", "ExploredPlay", "explore"]

EXPLORE_GAMES = 2000
"""The most games an exploration replays (the latest first); an exploration says when it stopped there."""


@dataclass
class ExploredPlay:
    """A throw and the moves made with it from the explored position, with how the games went on."""

    dice: Throw
    moves: tuple[tuple[int, int], ...]
    """The moves as steps on the mover's path, as :class:`notation.rules.moves.Play` gives them."""
    times: int = 0
    white_won: int = 0
    black_won: int = 0
    unfinished: int = 0
    games: list[int] = field(default_factory=list)
    """The games' ids, each once, in the order met."""


@dataclass
class Exploration:
    """What the archive played from one position."""

    games: int
    """How many games passing through the position were read (from the play index, or replayed)."""
    total: int
    """How many games pass through it in all (at least; ``capped`` when counting stopped)."""
    capped: bool
    plays: list[ExploredPlay]
    """Most played first (then by throw)."""


def explore(
    archive: Archive,
    position: Position,
    *,
    limit: int = EXPLORE_GAMES,
    progress: Callable[[int, int], None] | None = None,
) -> Exploration:
    """Find the plays made from ``position`` (its dames and the colour to throw) in the archive's games."""
    key = position_key_of(position)
    found = search_games(archive, GameQuery(position=position, limit=limit))
    with archive.engine.connect() as connection:
        indexed = plays_of_games(connection, [game.id for game in found.games])
    plays: dict[tuple[Throw, tuple[tuple[int, int], ...]], ExploredPlay] = {}
    decoded: dict[int, tuple[Throw, tuple[tuple[int, int], ...]]] = {}
    read = 0
    for number, game in enumerate(found.games, start=1):
        if progress is not None:
            progress(number, len(found.games))
        data = indexed.get(game.id)
        if data is not None:
            made = []
            for code in plays_at_key(data, key):
                if code not in decoded:
                    decoded[code] = decode_play(code)
                made.append(decoded[code])
        else:
            replayed = _replayed_plays(archive, game.id, key)
            if replayed is None:
                continue  # a record the engine cannot replay says nothing of the plays
            made = replayed
        read += 1
        for dice, moves in made:
            entry = plays.setdefault((dice, moves), ExploredPlay(dice, moves))
            entry.times += 1
            if game.id not in entry.games:
                entry.games.append(game.id)
            if game.winner == "white":
                entry.white_won += 1
            elif game.winner == "black":
                entry.black_won += 1
            else:
                entry.unfinished += 1
    ordered = sorted(plays.values(), key=lambda play: (-play.times, -play.dice.high, -play.dice.low, play.moves))
    return Exploration(read, found.total, found.capped, ordered)


def _replayed_plays(archive: Archive, game_id: int, key: int) -> list[tuple[Throw, tuple[tuple[int, int], ...]]] | None:
    """Read the plays game ``game_id`` made from the position of ``key`` by replaying its record.

    None when it has none or the engine cannot replay it."""
    text = game_record(archive, game_id)
    if not text.strip():
        return None
    try:
        partie = replay_record(read_record(text))
    except (RecordError, ValueError):
        return None
    made = []
    for index, event in enumerate(partie.events):
        if not isinstance(event, Move) or index == 0:
            continue
        before = partie.states[index - 1]
        if before.dice is not None and position_key_of(before.position) == key:
            made.append((before.dice, event.moves))
    return made
