"""The tutor's analysis of archived games, kept with them: a player's error rate over time and his worst decisions.

:func:`analyse_games` rates every choice of the archive's games not yet analysed
(:func:`notation.tutor.ranking.analyse_partie`) and keeps, in ``game_analysis``, each
colour's totals and the rated choices that lost equity (:func:`store_analysis`;
the studio's replay stores the analysis it makes of an archived game the same
way).  :func:`player_record` reads them back for one player: his mean loss and
rating in words game after game (:mod:`notation.tutor.ratings`), and his worst
decisions across games.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

import sqlalchemy as sa

from notation.board import Colour
from notation.record import RecordError, read_record, replay_record
from notation.tutor.ranking import Analysis, analyse_partie
from notation.tutor.ratings import PlayerRating, rating_of
from studio.store.db import Archive
from studio.store.models import Game, GameAnalysis, table_of
from studio.store.search import GameQuery, game_record, search_games
from studio.store.search_text import normalize
from studio.store.workers import run_jobs

__all__ = [
    "AnalyseProgress",
    "AnalyseReport",
    "GameRating",
    "PlayerRecord",
    "RatedChoice",
    "analyse_games",
    "analysed_ids",
    "games_to_analyse",
    "player_record",
    "players_named",
    "store_analysis",
]

_ANALYSIS = table_of(GameAnalysis)
_GAME = table_of(Game)

WORST_SHOWN = 20
"""How many of a player's worst decisions :func:`player_record` lists by default."""


@dataclass(frozen=True)
class RatedChoice:
    """A rated choice that lost equity, as kept.

    ``played`` and ``best`` are the moves (steps on the mover's path) of a play, or ``"hold"``/``"leave"`` for a
    decision."""

    game_id: int
    event: int
    turn: int
    colour: Colour
    dice: str
    kind: str
    loss: float
    played: tuple[tuple[int, int], ...] | str
    best: tuple[tuple[int, int], ...] | str

    def to_json(self) -> dict[str, object]:
        def moves(value: tuple[tuple[int, int], ...] | str) -> object:
            return value if isinstance(value, str) else [list(move) for move in value]

        return {
            "game": self.game_id,
            "event": self.event,
            "turn": self.turn,
            "colour": self.colour.value,
            "dice": self.dice,
            "kind": self.kind,
            "loss": round(self.loss, 4),
            "played": moves(self.played),
            "best": moves(self.best),
        }


@dataclass(frozen=True)
class GameRating:
    """One analysed game of a player: when, which colour, how many choices, his mean loss and its rating."""

    game_id: int
    date: str
    colour: Colour
    opponent: str
    choices: int
    loss: float

    @property
    def mean_loss(self) -> float:
        return self.loss / self.choices if self.choices else 0.0

    @property
    def rating(self) -> PlayerRating | None:
        return rating_of(self.mean_loss) if self.choices else None


@dataclass(frozen=True)
class PlayerRecord:
    """A player's analysed games in order of date, and his worst decisions across them (worst first)."""

    name: str
    games: list[GameRating]
    worst: list[RatedChoice]

    @property
    def mean_loss(self) -> float:
        choices = sum(game.choices for game in self.games)
        return sum(game.loss for game in self.games) / choices if choices else 0.0


@dataclass(frozen=True)
class AnalyseProgress:
    done: int
    total: int
    game_id: int


@dataclass
class AnalyseReport:
    analysed: list[int]
    failed: list[tuple[int, str]]
    """Games whose record cannot be replayed, with why."""
    cancelled: bool = False
    """Stopped before the end: the games analysed so far are kept."""


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None, microsecond=0)


def _choices(analysis: Analysis) -> list[list[object]]:
    """Pack the rated choices that lost equity: [event, turn, colour, dice, kind, loss, played, best]."""
    rows: list[list[object]] = []
    for rating in analysis.ratings:
        if rating.choices <= 1 or rating.loss <= 0:
            continue
        if rating.kind == "play":
            played: object = [list(move) for move in rating.played]
            best: object = [list(move) for move in rating.best_play.moves] if rating.best_play else played
        else:
            played = "leave" if rating.leave else "hold"
            best = "hold" if rating.leave else "leave"
        rows.append(
            [
                rating.event,
                rating.turn,
                rating.colour.value,
                rating.dice.code(),
                rating.kind,
                round(rating.loss, 5),
                played,
                best,
            ]
        )
    return rows


def _analysis_values(game_id: int, analysis: Analysis, ply: int) -> dict[str, object]:
    """Return the row of ``game_analysis`` that keeps ``analysis`` of game ``game_id``, but its time."""
    values: dict[str, object] = {
        "game_id": game_id,
        "ply": ply,
        "decisions": json.dumps(_choices(analysis), separators=(",", ":")),
    }
    for colour in Colour:
        totals = analysis.totals(colour)
        side = colour.name.lower()
        values |= {
            f"{side}_choices": totals.choices,
            f"{side}_loss": totals.loss,
            f"{side}_doubtful": totals.doubtful,
            f"{side}_bad": totals.bad,
            f"{side}_very_bad": totals.very_bad,
        }
    return values


def store_analysis(archive: Archive, game_id: int, analysis: Analysis, ply: int = 1) -> None:
    """Keep ``analysis`` of archived game ``game_id``, replacing the one it had.

    ``KeyError`` for no such game."""
    _store_values(archive, game_id, _analysis_values(game_id, analysis, ply))


def _store_values(archive: Archive, game_id: int, values: dict[str, object]) -> None:
    values = {**values, "analysed_at": _now()}
    with archive.begin() as connection:
        # The game's row locked until the end (PostgreSQL; SQLite's transaction holds the file): two analyses of
        # one game at once (two ``archive analyse``, a replay) replace each other in turn, rather than both
        # deleting nothing and the second's insert failing on the primary key.
        if connection.execute(sa.select(_GAME.c.id).where(_GAME.c.id == game_id).with_for_update()).first() is None:
            raise KeyError(game_id)
        connection.execute(sa.delete(_ANALYSIS).where(_ANALYSIS.c.game_id == game_id))
        connection.execute(sa.insert(_ANALYSIS).values(**values))


def analysed_ids(archive: Archive) -> set[int]:
    with archive.engine.connect() as connection:
        return {int(row[0]) for row in connection.execute(sa.select(_ANALYSIS.c.game_id))}


def games_to_analyse(
    archive: Archive, *, player: str | None = None, again: bool = False, game_ids: Collection[int] | None = None
) -> list[int]:
    """Return the ids of the games :func:`analyse_games` analyses with the same arguments, in order."""
    games = search_games(archive, GameQuery(player=player or None, limit=None)).games
    done_before = set() if again else analysed_ids(archive)
    chosen = None if game_ids is None else set(game_ids)
    return sorted(game.id for game in games if game.id not in done_before and (chosen is None or game.id in chosen))


def analyse_games(
    archive: Archive,
    *,
    player: str | None = None,
    again: bool = False,
    ply: int = 1,
    game_ids: Collection[int] | None = None,
    progress: Callable[[AnalyseProgress], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    workers: int | None = None,
) -> AnalyseReport:
    """Analyse the archive's games not yet analysed, and store each analysis as it is made.

    With ``player``, only that player's games are analysed (part of a name, accents and case aside); with ``game_ids``,
    only those; with ``again``, every one, analysed or not.

    ``cancelled`` is asked before each game: when it answers True the work stops there, and what was analysed
    is kept (the report says it was cancelled).  The games are analysed by ``workers`` processes (default: two,
    or the machine's one core; :func:`studio.store.workers.run_jobs`), the analyses kept here in the games'
    order."""
    todo = games_to_analyse(archive, player=player, again=again, game_ids=game_ids)
    report = AnalyseReport([], [])

    def stop() -> bool:
        if cancelled is not None and cancelled():
            report.cancelled = True
        return report.cancelled

    jobs = ((game_id, game_record(archive, game_id), ply) for game_id in todo)
    results = run_jobs(_analysed, jobs, len(todo), workers=workers, cancelled=stop)
    for number, (game_id, values, error) in enumerate(results, 1):
        if values is None:
            report.failed.append((game_id, error))
        else:
            _store_values(archive, game_id, values)
            report.analysed.append(game_id)
        if progress is not None:
            progress(AnalyseProgress(number, len(todo), game_id))
    return report


def _analysed(job: tuple[int, str, int]) -> tuple[int, dict[str, object] | None, str]:
    """Do a worker's job: analyse a game given as (id, record, ply).

    It returns (game id, the row keeping its analysis or None, why not)."""
    game_id, text, ply = job
    try:
        partie = replay_record(read_record(text))
    except (RecordError, ValueError) as error:
        return game_id, None, str(error)
    return game_id, _analysis_values(game_id, analyse_partie(partie, ply=ply), ply), ""


def _decoded(game_id: int, row: Sequence[object]) -> RatedChoice:
    event, turn, colour, dice, kind, loss, played, best = row

    def moves(value: object) -> tuple[tuple[int, int], ...] | str:
        if isinstance(value, str):
            return value
        assert isinstance(value, list)
        return tuple((int(a), int(b)) for a, b in value)

    assert isinstance(event, int) and isinstance(turn, int) and isinstance(loss, float | int)
    return RatedChoice(
        game_id, event, turn, Colour(str(colour)), str(dice), str(kind), float(loss), moves(played), moves(best)
    )


def players_named(archive: Archive, text: str) -> list[str]:
    """List the players' names that hold ``text`` (accents and case aside), in order.

    They are those a partial name could mean."""
    key = normalize(text)
    if not key.strip():
        return []
    games = search_games(archive, GameQuery(player=text, limit=None)).games
    names = {name for game in games for name in (game.white, game.black) if key in normalize(name)}
    return sorted(names, key=lambda name: (normalize(name), name))


def player_record(archive: Archive, name: str, *, worst: int = WORST_SHOWN) -> PlayerRecord:
    """Gather the analysed games of the player named ``name``, oldest first, and his costliest decisions.

    ``name`` is his whole name, accents and case aside: ``e`` is not every player whose name holds an e.  His
    ``worst`` costliest decisions are taken across those games.  A game where he held both colours is counted once,
    as Blanc's.  :func:`players_named` says whom a part could mean."""
    key = normalize(name)
    if not key.strip():
        return PlayerRecord(name, [], [])
    games = search_games(archive, GameQuery(player=name, limit=None)).games
    found = {game.id: game for game in games if key in (normalize(game.white), normalize(game.black))}
    with archive.engine.connect() as connection:
        rows = connection.execute(
            sa.select(
                _ANALYSIS.c.game_id,
                _ANALYSIS.c.white_choices,
                _ANALYSIS.c.white_loss,
                _ANALYSIS.c.black_choices,
                _ANALYSIS.c.black_loss,
                _ANALYSIS.c.decisions,
                _GAME.c.date_key,
            )
            .select_from(_ANALYSIS.join(_GAME, _GAME.c.id == _ANALYSIS.c.game_id))
            .where(_ANALYSIS.c.game_id.in_(list(found)))
        ).all()
    rated: list[tuple[str, GameRating]] = []
    choices: list[RatedChoice] = []
    names = set()
    for game_id, w_choices, w_loss, b_choices, b_loss, decisions, date_key in rows:
        game = found[int(game_id)]
        colour = Colour.WHITE if normalize(game.white) == key else Colour.BLACK
        names.add(game.white if colour is Colour.WHITE else game.black)
        opponent = game.black if colour is Colour.WHITE else game.white
        count, loss = (w_choices, w_loss) if colour is Colour.WHITE else (b_choices, b_loss)
        rating = GameRating(int(game_id), game.date, colour, opponent, int(count), float(loss))
        rated.append((f"{date_key or ''}:{int(game_id):012d}", rating))
        for row in json.loads(decisions):
            choice = _decoded(int(game_id), row)
            if choice.colour is colour:
                choices.append(choice)
    choices.sort(key=lambda choice: (-choice.loss, choice.game_id, choice.event))
    shown = next(iter(names)) if len(names) == 1 else name
    return PlayerRecord(shown, [rating for _, rating in sorted(rated, key=lambda pair: pair[0])], choices[:worst])
