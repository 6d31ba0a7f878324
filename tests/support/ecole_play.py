"""Self-play in école mode, and the 38 points of Dictionnaire raisonné, for the tests of the engine and of records."""

from __future__ import annotations

import random
from collections.abc import Callable

from notation.autoplay import RandomPlayer
from notation.board import WHITE, Position
from notation.dice import Throw
from notation.game import Partie, Pending, Phase, Variant
from notation.rules.ecoles import Ecole
from notation.scoreboard import PlayerScore, ScoreState

# A position where Blanc's 4-4 wins 38 points (found by search; Noir gets nothing from it).
THIRTY_EIGHT = Position.from_points(
    {"B1": 4, "B2": 3, "B4": 1, "B7": 2, "B11": 2, "B12": 3},
    {"N1": 4, "N3": 1, "N5": 1, "N8": 1, "N10": 1, "N12": 2, "B10": 1, "B9": 1, "B8": 1, "B6": 1, "B5": 1},
    WHITE,
)
# Dictionnaire raisonné: "un joueur qui a déjà marqué deux points sans la bredouille en gagne trente-huit autres et ne
# s'en va pas."
BEFORE_38 = ScoreState(PlayerScore(points=2), PlayerScore(points=4))


Choice = Callable[[random.Random, Pending], int]


def play_ecoles(seed: int, variant: Variant, declare: Choice, claim: Choice) -> Partie:
    """Self-play in école mode: random plays and leaves; ``declare(rng, pending)`` and ``claim(rng, pending)``."""
    rng = random.Random(seed)
    player = RandomPlayer(random.Random(seed + 1))
    partie = Partie(variant, marques_to_play=2, ecoles=True)
    white, black = rng.randint(1, 6), rng.randint(1, 6)
    while white == black:
        white, black = rng.randint(1, 6), rng.randint(1, 6)
    partie.primaute(white, black)
    while not partie.over:
        state = partie.state
        if state.phase is Phase.THROW:
            partie.roll(Throw(rng.randint(1, 6), rng.randint(1, 6)))
        elif state.phase is Phase.DECLARE:
            assert state.pending is not None  # the école to declare
            partie.declare(declare(rng, state.pending))
        elif state.phase is Phase.CLAIM:
            assert state.pending is not None  # the école to claim
            partie.claim(claim(rng, state.pending))
        elif state.phase is Phase.DECIDE:
            partie.decide(player.choose_leave(partie))
        else:
            partie.play(player.choose_play(partie, partie.legal_plays()))
    return partie


def random_declaration(rng: random.Random, pending: Pending) -> int:
    return pending.truth if rng.random() < 0.5 else 2 * rng.randint(0, pending.truth // 2 + 8)


def pending_of(partie: Partie) -> Pending:
    """The declaration or the claim ``partie`` awaits (in école mode, after a throw that scored)."""
    pending = partie.state.pending
    assert pending is not None, f"nothing pending in phase {partie.state.phase}"
    return pending


def ecole_of(partie: Partie) -> Ecole:
    """The école the declaration awaiting its claim makes."""
    ecole = pending_of(partie).ecole
    assert ecole is not None, "no declaration made yet"
    return ecole
