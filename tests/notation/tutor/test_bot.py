"""The computer opponent (notation.tutor.bot): its look-ahead is the engine's chances, and it plays legally and well."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.autoplay import RandomPlayer, play_partie
from notation.board import BLACK, WHITE, Position
from notation.dice import Throw
from notation.game import Partie, Phase, Variant
from notation.rules.scoring import chances
from notation.scoreboard import PlayerScore, ScoreState
from notation.selfplay import random_walk
from notation.tutor.bot import BotPlayer, expected_net


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000))
def test_expected_net_is_the_chances_table(seed: int) -> None:
    steps = list(random_walk(random.Random(seed), 30))
    position = steps[-1].play.position
    table = chances(position)
    for me in (WHITE, BLACK):
        other = me.opponent
        assert abs(expected_net(position, me) - (table.expected(me) - table.expected(other))) < 1e-9


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_the_bot_chooses_one_of_the_legal_plays(seed: int) -> None:
    rng = random.Random(seed)
    partie = Partie()
    partie.primaute(6, 4)
    bot = BotPlayer()
    for _ in range(12):
        if partie.over:
            break
        if partie.state.phase is Phase.THROW:
            partie.roll(Throw(rng.randint(1, 6), rng.randint(1, 6)))
        elif partie.state.phase is Phase.DECIDE:
            partie.decide(bot.choose_leave(partie))
        else:
            plays = partie.legal_plays()
            chosen = bot.choose_play(partie, plays)
            assert chosen in plays
            assert (
                bot.value(chosen, partie.state.mover)
                >= max(bot.value(p, partie.state.mover) for p in plays[: bot.width]) - 1e-9
                or len(plays) > bot.width
            )
            partie.play(chosen)


def _ecrire_at_decision(white_trous: int, black_trous: int) -> Partie:
    # White, 10 points, conserves his petit jan with 2-1 for a trou: he may tenir or s'en aller.
    start = Position.from_points({"B1": 2, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "B7": 3}, {"N1": 15})
    score = ScoreState(PlayerScore(10, white_trous), PlayerScore(0, black_trous))
    partie = Partie(Variant.ECRIRE, start_position=start, start_score=score)
    partie.roll(Throw(2, 1))
    assert partie.state.phase is Phase.DECIDE
    return partie


def test_the_bot_ends_a_marque_it_leads_and_never_one_it_trails() -> None:
    # Leaving once someone has six trous ends the marqué (Trictrac à écrire §3): worth it only when ahead.
    assert BotPlayer().choose_leave(_ecrire_at_decision(6, 2)) is True
    assert BotPlayer().choose_leave(_ecrire_at_decision(5, 9)) is False


@pytest.mark.slow
def test_the_bot_beats_the_random_player() -> None:
    # Deterministic seeds: the bot wins these parties against a random player (bench/bot_bench.py measures
    # the win rates over hundreds of parties with their confidence intervals).
    won = 0
    for number in range(4):
        bot_white = number % 2 == 0
        other = RandomPlayer(random.Random(number))
        players = (BotPlayer(), other) if bot_white else (other, BotPlayer())
        partie = play_partie(players, random.Random(500 + number))
        won += (partie.state.winner is WHITE) == bot_white
    assert won >= 3
