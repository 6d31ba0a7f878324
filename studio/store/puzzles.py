"""Puzzles from the archive's own games: the costly errors of the analysed games, whose best choice is clear.

:func:`make_puzzles` looks at every rated choice kept with an analysed game
(:mod:`studio.store.analyses`) that lost at least :data:`PUZZLE_LOSS`, replays
the game to the position before it and ranks the choices again at 2-ply
(:func:`notation.tutor.ranking.clear_best`, :func:`notation.tutor.ranking.advise_leave`): the
error becomes a puzzle when the choice made is still not the best there and
the best beats the second best by :data:`CLEAR_MARGIN` at least.  Only the
parties played on the default conventions are used (a puzzle's code does not
carry conventions).  :func:`check_answer` checks an answer by the engine: a
play is right when it leaves the same position as the best play.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import groupby
from operator import itemgetter
from typing import Any, Literal

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite

from notation.board import Position, step_of
from notation.code import Setup, format_code, parse_code
from notation.errors import BadArgumentError
from notation.game import Decision, Move, Partie, Phase, PrimauteThrow, Roll
from notation.notations import Notation, parse_point
from notation.record import RecordError, read_record, replay_record
from notation.rules.conventions import DEFAULT
from notation.rules.moves import Play, legal_plays
from notation.tutor.evaluator import Remembering, Valuer, default_evaluator
from notation.tutor.ranking import advise_leave, clear_best
from studio.store.db import Archive
from studio.store.models import GameAnalysis, Puzzle, table_of
from studio.store.search import game_record
from studio.store.workers import run_jobs

__all__ = [
    "CLEAR_MARGIN",
    "PUZZLE_LOSS",
    "MakeProgress",
    "MakeReport",
    "StoredPuzzle",
    "Verdict",
    "check_answer",
    "get_puzzle",
    "list_puzzles",
    "make_puzzles",
    "parse_answer",
]

PUZZLE_LOSS = 0.16
"""The least equity a choice lost to become a puzzle (a *very bad* error: :data:`notation.tutor.ranking.VERY_BAD`)."""
CLEAR_MARGIN = 0.04
"""How much the best choice must beat the second at 2-ply for the puzzle to have one clear answer."""

_ANALYSIS = table_of(GameAnalysis)
_PUZZLE = table_of(Puzzle)

Moves = tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class StoredPuzzle:
    """A puzzle: the position before the choice, its kind, the best choice and the one played.

    The position is ``code``: the dames, the mover, the dice, the score.  The kind is ``"play"`` or ``"decision"``;
    the choices are moves as steps on the mover's path, or ``"hold"``/``"leave"``, with their equities at 2-ply, and
    the second best's."""

    id: int
    game_id: int
    event: int
    turn: int
    code: str
    kind: str
    best: Moves | str
    played: Moves | str
    best_equity: float
    played_equity: float
    second_equity: float

    @property
    def loss(self) -> float:
        return self.best_equity - self.played_equity

    @property
    def setup(self) -> Setup:
        return parse_code(self.code, check=False)

    def plays(self) -> list[Play]:
        """Return the legal plays of the puzzle's throw."""
        setup = self.setup
        assert setup.dice is not None
        return legal_plays(setup.position, setup.dice, DEFAULT)

    def best_position(self) -> Position | None:
        """Return the position the best play leaves (``None`` for a decision)."""
        if isinstance(self.best, str):
            return None
        return next(play.position for play in self.plays() if play.moves == self.best)

    def to_json(self) -> dict[str, object]:
        def moves(value: Moves | str) -> object:
            return value if isinstance(value, str) else [list(move) for move in value]

        return {
            "id": self.id,
            "game": self.game_id,
            "turn": self.turn,
            "code": self.code,
            "kind": self.kind,
            "best": moves(self.best),
            "played": moves(self.played),
            "best_equity": round(self.best_equity, 4),
            "played_equity": round(self.played_equity, 4),
            "second_equity": round(self.second_equity, 4),
            "loss": round(self.loss, 4),
        }


@dataclass(frozen=True)
class Verdict:
    """An answer checked: right or not, and the play answered (``None`` for a decision)."""

    right: bool
    play: Play | None = None


@dataclass(frozen=True)
class MakeProgress:
    done: int
    total: int
    made: int


@dataclass
class MakeReport:
    looked: int = 0
    made: int = 0
    unclear: int = 0
    """Errors whose best choice is not clear at 2-ply (or that are no error there)."""
    skipped: int = 0
    """Errors of games that cannot be replayed or that use other conventions."""
    cancelled: bool = False
    """Stopped before the end: the puzzles made so far are kept."""


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None, microsecond=0)


def _moves(value: object) -> Moves | str:
    if isinstance(value, str):
        return value
    assert isinstance(value, list)
    return tuple((int(a), int(b)) for a, b in value)


def _dump(value: Moves | str) -> str:
    return json.dumps(value if isinstance(value, str) else [list(move) for move in value])


def _candidates(archive: Archive, threshold: float, game_ids: Collection[int] | None = None) -> list[tuple[int, int]]:
    """Find (game, event) of every kept choice that lost ``threshold`` or more, and that is no puzzle yet.

    With ``game_ids``, only the choices of those games."""
    query = sa.select(_ANALYSIS.c.game_id, _ANALYSIS.c.decisions)
    if game_ids is not None:
        query = query.where(_ANALYSIS.c.game_id.in_(sorted(game_ids)))
    with archive.engine.connect() as connection:
        rows = connection.execute(query).all()
        made = {(int(g), int(e)) for g, e in connection.execute(sa.select(_PUZZLE.c.game_id, _PUZZLE.c.event))}
    found = []
    for game_id, decisions in rows:
        for row in json.loads(decisions):
            if float(row[5]) >= threshold and (int(game_id), int(row[0])) not in made:
                found.append((int(game_id), int(row[0])))
    return sorted(found)


def make_puzzles(
    archive: Archive,
    *,
    threshold: float = PUZZLE_LOSS,
    margin: float = CLEAR_MARGIN,
    progress: Callable[[MakeProgress], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    game_ids: Collection[int] | None = None,
    workers: int | None = None,
) -> MakeReport:
    """Turn the analysed games' errors into puzzles (those not made yet); see the module's text.

    With ``game_ids``, only those games' errors.  ``cancelled`` is asked before each game's errors: when it answers
    True the work stops there, and the puzzles made are kept.  The games are shared among ``workers`` processes
    (default: two, or the machine's one core; :func:`studio.store.workers.run_jobs`), each game's errors made by one
    of them (the game replayed once, its positions valued once for all its errors), the puzzles written here in
    order."""
    candidates = _candidates(archive, threshold, game_ids)  # in order of game, then of event
    games = [
        (game_id, tuple(event for _game, event in errors)) for game_id, errors in groupby(candidates, itemgetter(0))
    ]
    report = MakeReport()

    def stop() -> bool:
        if cancelled is not None and cancelled():
            report.cancelled = True
        return report.cancelled

    jobs = ((game_id, game_record(archive, game_id), events, margin) for game_id, events in games)
    results = run_jobs(_game_puzzles, jobs, len(games), workers=workers, cancelled=stop)
    # one statement for every puzzle, its values bound at each insert
    insert = _insert_new(archive.engine.dialect.name).returning(_PUZZLE.c.id)
    for (game_id, _events), rows in zip(games, results, strict=False):
        for row in rows:
            report.looked += 1
            if row == "unusable":
                report.skipped += 1
            elif row == "unclear":
                report.unclear += 1
            else:
                with archive.begin() as connection:
                    # Another ``puzzles make`` may have made this one meanwhile: it is kept, and this one left out.
                    made = connection.execute(insert, {**row, "game_id": game_id, "made_at": _now()}).first()
                if made is not None:
                    report.made += 1
        if progress is not None:
            progress(MakeProgress(report.looked, len(candidates), report.made))
    return report


_Row = dict[str, object] | Literal["unclear", "unusable"]
"""A puzzle's row (but its game and time), or why an error gives none."""


def _game_puzzles(job: tuple[int, str, tuple[int, ...], float]) -> list[_Row]:
    """Do a worker's job: make the puzzles of one game's errors (see :func:`_puzzle_row`).

    The job is the game's id and record, its errors' events and the margin.  The game is replayed once, and one
    :class:`notation.tutor.evaluator.Remembering` serves its errors' searches."""
    _game_id, text, events, margin = job
    try:
        partie = replay_record(read_record(text))
    except (RecordError, ValueError):
        return ["unusable" for _event in events]
    evaluator = Remembering(default_evaluator())
    return [_puzzle_row(partie, evaluator, event, margin) for event in events]


def _insert_new(dialect: str) -> sa.Insert:
    """Make an insert of a puzzle that leaves it out when its (game, event) has one.

    It works on SQLite and PostgreSQL alike (``dialect``: the archive's database, by its SQLAlchemy name)."""
    if dialect == "postgresql":
        return postgresql.insert(_PUZZLE).on_conflict_do_nothing(index_elements=["game_id", "event"])
    return sqlite.insert(_PUZZLE).on_conflict_do_nothing(index_elements=["game_id", "event"])


def _puzzle_row(partie: Partie, evaluator: Valuer, event: int, margin: float) -> _Row:
    """Make the puzzle of the choice at ``event`` of ``partie``, valued by ``evaluator``.

    Returns its row (but its game and time), ``"unclear"`` when it is not clear, ``"unusable"`` when the game cannot
    be used."""
    if partie.conventions != DEFAULT or not 0 < event < len(partie.events):
        return "unusable"
    state = partie.states[event - 1]
    chosen = partie.events[event]
    if state.dice is None:
        return "unusable"
    turn = sum(isinstance(e, Roll | PrimauteThrow) for e in partie.events[: event + 1])
    common: dict[str, object] = {
        "event": event,
        "turn": turn,
        "code": format_code(state.position, state.dice, state.score),
    }
    if isinstance(chosen, Move) and state.phase is Phase.PLAY:
        given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
        after = partie.states[event].position
        plays = legal_plays(state.position, state.dice, partie.conventions)
        made = next((play for play in plays if play.position == after), None)
        if made is None:
            return "unusable"
        # The best two and the play made, as the full 2-ply ranking values them, when the best is clear.
        deep = clear_best(
            state.position,
            state.dice,
            state.score,
            partie.conventions,
            made=made,
            margin=margin,
            plays=plays,
            given=given,
            evaluator=evaluator,
        )
        if deep is None:
            return "unclear"
        ranked, played = deep.top, deep.must
        assert played is not None and ranked[0].play.position != after
        return common | {
            "kind": "play",
            "best": _dump(ranked[0].play.moves),
            "played": _dump(made.moves),
            "best_equity": ranked[0].equity,
            "played_equity": played.equity,
            "second_equity": ranked[1].equity,
        }
    if isinstance(chosen, Decision) and state.phase is Phase.DECIDE and not partie.ecoles:
        advice = advise_leave(state, partie.conventions, evaluator, ply=2)
        if advice.should_leave == chosen.leave or advice.loss < margin:
            return "unclear"
        best, worse = (advice.leave, advice.hold) if advice.should_leave else (advice.hold, advice.leave)
        return common | {
            "kind": "decision",
            "best": _dump("leave" if advice.should_leave else "hold"),
            "played": _dump("leave" if chosen.leave else "hold"),
            "best_equity": best,
            "played_equity": worse,
            "second_equity": worse,
        }
    return "unusable"


_COLUMNS = (
    _PUZZLE.c.id,
    _PUZZLE.c.game_id,
    _PUZZLE.c.event,
    _PUZZLE.c.turn,
    _PUZZLE.c.code,
    _PUZZLE.c.kind,
    _PUZZLE.c.best,
    _PUZZLE.c.played,
    _PUZZLE.c.best_equity,
    _PUZZLE.c.played_equity,
    _PUZZLE.c.second_equity,
)


def _stored(row: Sequence[Any]) -> StoredPuzzle:
    id_, game_id, event, turn, code, kind, best, played, best_eq, played_eq, second_eq = row
    return StoredPuzzle(
        int(id_),
        int(game_id),
        int(event),
        int(turn),
        str(code),
        str(kind),
        _moves(json.loads(str(best))),
        _moves(json.loads(str(played))),
        float(best_eq),
        float(played_eq),
        float(second_eq),
    )


def list_puzzles(archive: Archive) -> list[StoredPuzzle]:
    """List every puzzle, the costliest error first."""
    with archive.engine.connect() as connection:
        rows = connection.execute(
            sa.select(*_COLUMNS).order_by((_PUZZLE.c.played_equity - _PUZZLE.c.best_equity), _PUZZLE.c.id)
        ).all()
    return [_stored(row) for row in rows]


def get_puzzle(archive: Archive, puzzle_id: int) -> StoredPuzzle:
    """Puzzle ``puzzle_id``; ``KeyError`` when there is none."""
    with archive.engine.connect() as connection:
        row = connection.execute(sa.select(*_COLUMNS).where(_PUZZLE.c.id == puzzle_id)).first()
    if row is None:
        raise KeyError(puzzle_id)
    return _stored(row)


_HOLD = {"hold", "tenir", "h"}
_LEAVE = {"leave", "s'en aller", "sen aller", "partir", "l"}


def parse_answer(puzzle: StoredPuzzle, answer: str) -> Play | bool:
    """Read an answer as typed.

    For a play, its moves in B/N names (``B1-B7 B1-B6``): the legal play they make; for a decision,
    ``hold``/``tenir`` (``False``) or ``leave``/``s'en aller`` (``True``).  Raises
    :class:`notation.errors.BadArgumentError` for moves that are no legal play of the throw."""
    text = " ".join(answer.strip().lower().split())
    if puzzle.kind == "decision":
        if text in _HOLD:
            return False
        if text in _LEAVE:
            return True
        raise BadArgumentError("answer hold (tenir) or leave (s'en aller)", name="answer", value=answer)
    setup = puzzle.setup
    mover = setup.position.to_move
    moves = []
    for part in answer.replace(",", " ").split():
        ends = part.split("-")
        if len(ends) != 2:
            raise BadArgumentError("a move is written FROM-TO in B/N names (B1-B7)", name="answer", value=part)
        a, b = (step_of(mover, parse_point(end.upper(), Notation.BN)) for end in ends)
        moves.append((a, b))
    wanted = sorted(moves)
    for play in puzzle.plays():
        if sorted(play.moves) == wanted:
            return play
    raise BadArgumentError("those moves are no legal play of the throw", name="answer", value=answer)


def check_answer(puzzle: StoredPuzzle, answer: Play | bool) -> Verdict:
    """Right when the play leaves the same position as the best play (or the decision is the best one)."""
    if isinstance(answer, bool):
        return Verdict(("leave" if answer else "hold") == puzzle.best)
    return Verdict(answer.position == puzzle.best_position(), answer)
