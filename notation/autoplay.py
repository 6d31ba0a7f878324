"""Self-play: complete parties (ordinaire and à écrire) played by computer players.

Players choose a play among the legal ones and decide to tenir or s'en aller;
the engine throws, marks and keeps the laws.  Reused by the bot, the sample
archive, the benchmarks and the property tests.

>>> import random
>>> partie = play_partie((RandomPlayer(random.Random(1)), GreedyPlayer()), random.Random(2))
>>> partie.over, partie.state.winner is not None
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from notation.board import WHITE, Colour, Jan
from notation.dice import Throw
from notation.ecrire import OBLIGATION
from notation.errors import BadArgumentError
from notation.game import Partie, Phase, Roll, Variant
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import Play

__all__ = ["GreedyPlayer", "Player", "RandomPlayer", "before_throws", "continue_partie", "play_partie"]


class Player(Protocol):
    """A seat at the tablier: chooses plays, holds and leaves."""

    name: str

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play: ...

    def choose_leave(self, partie: Partie) -> bool: ...


class RandomPlayer:
    """Plays a legal play at random; leaves half the time."""

    name = "random"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random()

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        return plays[self.rng.randrange(len(plays))]

    def choose_leave(self, partie: Partie) -> bool:
        return self.rng.random() < 0.5


def _shape(play: Play, mover: Colour) -> int:
    """Return a short-sighted value of the position a play leaves: pleins, cases held, demi-cases exposed."""
    mine = play.position.counts(mover)
    value = 0
    for jan in (Jan.PETIT, Jan.GRAND, Jan.RETOUR):
        steps = jan.steps
        held = sum(1 for s in steps if mine[s - 1] >= 2)
        value += 12 if held == 6 else 2 * held
        value -= sum(1 for s in steps if mine[s - 1] == 1)
    return value


class GreedyPlayer:
    """Takes the most for now.

    The play whose position holds the most pleins and cases and exposes the fewest demi-cases; holds, except to end a
    marqué he leads."""

    name = "greedy"

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        mover = partie.state.mover
        return max(plays, key=lambda play: _shape(play, mover))

    def choose_leave(self, partie: Partie) -> bool:
        state = partie.state
        if partie.variant is Variant.ECRIRE:
            mine, theirs = state.score.of(state.mover).trous, state.score.of(state.mover.opponent).trous
            return mine >= OBLIGATION and mine > theirs
        return False


_OUTCOMES = tuple(Throw(a, b) for a in range(1, 7) for b in range(1, 7))


def play_partie(
    players: tuple[Player, Player],
    rng: random.Random,
    variant: Variant = Variant.ORDINAIRE,
    conventions: Conventions = DEFAULT,
    marques: int = 6,
    max_throws: int = 100_000,
) -> Partie:
    """Play one complete partie; ``players[0]`` is White, ``players[1]`` Black."""
    partie = Partie(variant, conventions, marques)
    _play_out(partie, players, rng, max_throws)
    return partie


def continue_partie(
    partie: Partie, players: tuple[Player, Player], rng: random.Random, max_throws: int = 100_000
) -> Partie:
    """Play a partie on from its present state to its end, in a fork: ``partie`` itself is left as it is.

    The returned partie's :attr:`~Partie.events` and :attr:`~Partie.states` hold only what was played on (see
    :meth:`Partie.fork`); ``players[0]`` is White, ``players[1]`` Black; ``max_throws`` counts the throws played on.
    Several continuations of one state with independent dice give the chance that a side wins from it.

    >>> partie = play_partie((GreedyPlayer(), GreedyPlayer()), random.Random(5))
    >>> again = continue_partie(partie, (GreedyPlayer(), GreedyPlayer()), random.Random(6))
    >>> again.over and again.events == [] and again.state == partie.state
    True
    """
    if partie.ecoles:
        raise BadArgumentError("a partie in école mode awaits declarations, which no player here makes", "ecoles", True)
    twin = partie.fork()
    _play_out(twin, players, rng, max_throws)
    return twin


def _play_out(partie: Partie, players: tuple[Player, Player], rng: random.Random, max_throws: int) -> None:
    """Throw the dice and let the players choose until the partie is over (the primauté too, if it is due)."""
    throws = 0
    # the phases looked up once (a throw goes round this loop two or three times)
    over, primaute, throw_time, decide, play = Phase.OVER, Phase.PRIMAUTE, Phase.THROW, Phase.DECIDE, Phase.PLAY
    white_seat, black_seat = players
    while True:
        state = partie.state
        phase = state.phase
        if phase is over:
            return
        if phase is throw_time:
            if throws >= max_throws:
                raise BadArgumentError(f"no end after {max_throws} throws", "max_throws", max_throws)
            partie.roll(_OUTCOMES[rng.randrange(36)])
            throws += 1
        elif phase is play:
            seat = white_seat if state.mover is WHITE else black_seat
            partie.play(seat.choose_play(partie, partie.legal_plays()))
        elif phase is decide:
            seat = white_seat if state.mover is WHITE else black_seat
            partie.decide(seat.choose_leave(partie))
        elif phase is primaute:
            white_die, black_die = rng.randint(1, 6), rng.randint(1, 6)
            while white_die == black_die:
                white_die, black_die = rng.randint(1, 6), rng.randint(1, 6)
            partie.primaute(white_die, black_die)
            throws += 1


def before_throws(partie: Partie) -> list[int]:
    """Return the indexes of the partie's states before a throw: those its next event throws from.

    A state of phase THROW is not always one: after a play that gave the opponent points, the play's own state
    (the mover not yet changed) and the opponent's mark come before the state he throws from.
    """
    events = partie.events
    return [index for index in range(len(events) - 1) if isinstance(events[index + 1], Roll)]
