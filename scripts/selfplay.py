"""The self-play of the evaluator's training, without numpy: the players, a partie's states as rows, and the loop.

What ``scripts/selfplay_states.py`` (numpy's arrays of the states) and ``bench/training_bench.py`` (the loop's
throughput) share.  A state is the position (both colours' 24 counts, the relevé's throw counts), the score (each
side's points, trous and bredouille, the pavillon) and the colour about to throw, with who won the partie.  Each
partie draws from its own generator (``seed`` and its number), so a run gives the same states whatever the number of
processes.

The players are the tutor (:class:`notation.tutor.ranking.TutorPlayer`) with the previous generation's evaluator,
exploring: one time in ``explore`` it takes its second or third play instead of its best (or the other leave
decision).
"""

from __future__ import annotations

import multiprocessing
import random
from collections.abc import Callable, Iterator, Sequence

from notation.autoplay import before_throws, play_partie
from notation.board import WHITE, Position
from notation.game import Partie
from notation.rules.moves import Play
from notation.scoreboard import PlayerScore, ScoreState
from notation.tutor.collector import worker_start
from notation.tutor.evaluator import Valuer
from notation.tutor.ranking import TutorPlayer, rank_state_plays

COLUMNS = 58
"""A state's row: White's 24 counts, Black's 24, the mover (1 White), the relevé's throws of each (−1 unknown),
White's points, trous, bredouille, Black's, the pavillon (0 none, 1 White, 2 Black)."""


def encode(position: Position, score: ScoreState) -> list[int]:
    """The row of a state (``position.to_move`` about to throw)."""
    throws = position.throws if position.throws is not None else (-1, -1)
    pavillon = 0 if score.pavillon is None else (1 if score.pavillon is WHITE else 2)
    w, b = score.white, score.black
    return [
        *position.white,
        *position.black,
        1 if position.to_move is WHITE else 0,
        *throws,
        w.points,
        w.trous,
        int(w.bredouille),
        b.points,
        b.trous,
        int(b.bredouille),
        pavillon,
    ]


def decode(row: Sequence[int]) -> tuple[Position, ScoreState]:
    """The position and score of a row written by :func:`encode`."""
    from notation.board import BLACK

    values = [int(v) for v in row]
    throws = None if values[49] < 0 else (values[49], values[50])
    mover = WHITE if values[48] == 1 else BLACK
    position = Position.unchecked(tuple(values[:24]), tuple(values[24:48]), mover, throws)
    pavillon = None if values[57] == 0 else (WHITE if values[57] == 1 else BLACK)
    score = ScoreState(
        PlayerScore(values[51], values[52], bool(values[53])),
        PlayerScore(values[54], values[55], bool(values[56])),
        pavillon,
    )
    return position, score


class ExploringTutor(TutorPlayer):
    """The tutor, one time in ``explore`` taking its second or third play or the other leave decision."""

    def __init__(self, evaluator: Valuer, rng: random.Random, explore: int) -> None:
        super().__init__(evaluator)
        self.rng = rng
        self.explore = explore

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        if len(plays) > 1 and self.rng.randrange(self.explore) == 0:
            ranked = rank_state_plays(partie.state, partie.conventions, plays=plays, evaluator=self.evaluator)
            return ranked[self.rng.randrange(min(3, len(ranked)))].play
        return super().choose_play(partie, plays)

    def choose_leave(self, partie: Partie) -> bool:
        leave = super().choose_leave(partie)
        return (not leave) if self.rng.randrange(self.explore) == 0 else leave


_POLICY: list[Valuer] = []


def _init(loader: Callable[[], Valuer]) -> None:
    _POLICY.append(loader())
    worker_start()  # the garbage collector looks seldom (notation.tutor.collector)


def one_partie(task: tuple[int, int, int]) -> tuple[list[list[int]], int]:
    """Partie ``number`` of the run from ``seed``: the rows of its states before a throw, and the winner (1 White)."""
    seed, number, explore = task
    rng = random.Random(seed * 1_000_003 + number)
    evaluator = _POLICY[0]
    players = (
        ExploringTutor(evaluator, random.Random(rng.getrandbits(64)), explore),
        ExploringTutor(evaluator, random.Random(rng.getrandbits(64)), explore),
    )
    partie = play_partie(players, random.Random(rng.getrandbits(64)))
    # the states a throw is made from (not a play's own state after it scored, whose mover is still the player)
    rows = [
        encode(state.position.with_to_move(state.mover), state.score)
        for state in (partie.states[index] for index in before_throws(partie))
    ]
    return rows, 1 if partie.state.winner is WHITE else 0


def play_parties(
    parties: int, seed: int, explore: int, jobs: int, loader: Callable[[], Valuer], first: int = 0
) -> Iterator[tuple[int, list[list[int]], int]]:
    """Play ``parties`` parties (numbered from ``first``) of the tutor with ``loader()``'s evaluator against itself, in
    ``jobs`` processes: each partie's number, its rows and its winner (1 White), in the order of the numbers."""
    tasks = [(seed, number, explore) for number in range(first, first + parties)]
    with multiprocessing.Pool(jobs, initializer=_init, initargs=(loader,)) as pool:
        for number, (rows, winner) in enumerate(pool.imap(one_partie, tasks, chunksize=4), start=first):
            yield number, rows, winner
