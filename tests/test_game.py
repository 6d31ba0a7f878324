"""The partie as a sequence of events (RULES.md §6–§8; 000 arts. I, V, XV–XVI, XX; 001)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import BLACK, WHITE, Position
from notation.dice import Throw
from notation.ecrire import OBLIGATION, Bredouille, Marque, Sheet, settle
from notation.game import (
    Decision,
    End,
    IllegalEventError,
    Mark,
    MarqueEnd,
    Move,
    Partie,
    PartieValue,
    Phase,
    Releve,
    Roll,
    Variant,
    partie_value,
)
from notation.rules.moves import legal_plays
from notation.score import PlayerScore, ScoreState


def test_primaute_the_higher_die_plays_both_numbers():
    # 000 art. V / RULES §7: each throws one die, the higher plays both numbers (never a doublet first).
    partie = Partie()
    partie.primaute(2, 6)
    assert partie.state.mover is BLACK and partie.state.dice == Throw(6, 2)
    assert partie.state.phase is Phase.PLAY
    with pytest.raises(IllegalEventError):
        Partie().primaute(4, 4)


def test_a_leave_makes_a_releve_and_the_leaver_throws_again():
    # 000 art. XVI: "on démarque alors tous les jetons, et les dames des deux camps sont toutes
    # relevées ... le joueur qui s'en est allé a la primauté du dé pour ce relevé".
    # White, 10 points, conserves his petit jan with 6-5 (plein B1..B6, the 6 and 5 played by B7, B8).
    start = Position.from_points({"B1": 2, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "B7": 3}, {"N1": 15})
    partie = Partie(start_position=start, start_score=ScoreState(PlayerScore(10, 3), PlayerScore(4, 1)))
    rencontres = partie.roll(Throw(2, 1))
    assert rencontres.total(WHITE) >= 2
    assert partie.state.phase is Phase.DECIDE
    partie.decide(True)
    state = partie.state
    assert isinstance(partie.events[-1], Releve) and state.position == Position.start(WHITE)
    assert state.mover is WHITE and state.phase is Phase.THROW
    assert state.score.white.points == state.score.black.points == 0
    assert state.score.white.trous == 4 and state.score.black.trous == 1


def test_the_partie_ordinaire_is_won_at_twelve_trous_even_on_the_opponents_throw():
    # 000 art. I: won by the first to 12 trous; 003 PARTIE: "même si on ne peut pas s'en aller".
    # Black, 11 trous and 10 points; White's talon is shut in by Black's cases B7–B11, so sonnez
    # leaves both his numbers unplayed: 2 × 2 points of impuissance for Black (RULES §4.6).
    black = {"B7": 2, "B8": 2, "B9": 2, "B10": 2, "B11": 2, "N1": 5}
    start = Position.from_points({"B1": 15}, black, WHITE)
    throw = Throw(6, 6)
    assert legal_plays(start, throw)[0].unplayed == (6, 6)
    partie = Partie(start_position=start, start_score=ScoreState(PlayerScore(0, 3), PlayerScore(10, 11)))
    partie.roll(throw)
    partie.play(partie.legal_plays()[0])
    assert partie.over and partie.state.winner is BLACK
    assert isinstance(partie.events[-1], End)


def test_sortie_makes_a_releve_keeping_points_and_the_same_player_throws():
    # RULES §5 Sortie; 000 art. XVIII 6°: "relever ses dames, ne pas démarquer les points des
    # joueurs et jeter de nouveau les dés".
    start = Position.from_points({"N1": 1}, {"N12": 2, "N11": 13}, WHITE)
    partie = Partie(start_position=start, start_score=ScoreState(PlayerScore(2, 1), PlayerScore(4, 0)))
    partie.roll(Throw(3, 1))
    if partie.state.phase is Phase.DECIDE:
        partie.decide(False)
    partie.play(partie.legal_plays()[0])
    state = partie.state
    assert isinstance(partie.events[-1], Releve) and partie.events[-1].reason == "sortie"
    assert state.position == Position.start(WHITE) and state.mover is WHITE
    assert state.score.white.points + 12 * state.score.white.trous > 2 + 12


def test_replay_rebuilds_every_state_and_refuses_a_wrong_mark():
    partie = play_partie((RandomPlayer(random.Random(5)), RandomPlayer(random.Random(6))), random.Random(7))
    again = Partie.replay(partie.events)
    assert again.states == partie.states
    marks = [i for i, event in enumerate(partie.events) if isinstance(event, Mark)]
    wrong = list(partie.events)
    event = wrong[marks[0]]
    wrong[marks[0]] = Mark(event.colour, event.points + 2, event.own_throw)
    with pytest.raises(IllegalEventError, match=f"event {marks[0] + 1} "):
        Partie.replay(wrong)


def test_replay_refuses_an_illegal_play():
    partie = Partie()
    partie.primaute(6, 5)
    with pytest.raises(IllegalEventError):
        partie.play([(1, 8), (1, 6)])  # a 7 from the talon with 6-5: not a legal play


def _check_partie(partie: Partie) -> None:
    previous = None
    for event, state in zip(partie.events, partie.states, strict=True):
        for colour in (WHITE, BLACK):
            assert state.score.of(colour).points % 2 == 0
        if isinstance(event, Mark):
            assert event.points % 2 == 0 and event.points > 0
        if previous is not None and not isinstance(event, Releve | MarqueEnd):
            for colour in (WHITE, BLACK):
                assert state.score.of(colour).trous >= previous.score.of(colour).trous
        if isinstance(event, MarqueEnd):
            # A marqué ends only on a leave, someone having six trous or more (001 §3).
            assert isinstance(partie.events[partie.events.index(event) - 1], Decision)
            assert max(event.trous) >= OBLIGATION
        previous = state


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([Variant.ORDINAIRE, Variant.ECRIRE]))
def test_self_played_parties_keep_the_laws(seed, variant):
    rng = random.Random(seed)
    players = (RandomPlayer(random.Random(seed + 1)), GreedyPlayer())
    partie = play_partie(players, rng, variant, marques=2)
    assert partie.over
    _check_partie(partie)
    if variant is Variant.ORDINAIRE:
        trous = (partie.state.score.white.trous, partie.state.score.black.trous)
        assert max(trous) >= 12
    else:
        won = [m for m in partie.state.marques if m.winner is not None]
        assert len(won) == 2
        sheet = Sheet(
            ("white", "black"),
            tuple(Marque(m.winner.value, m.winner.opponent.value, m.points, m.refaits) for m in won),
        )
        result = settle(sheet)
        finals = [result.players[name].final for name in ("white", "black")]
        assert result.gross == abs(finals[0] - finals[1])


def test_refait_and_primaute_in_the_partie_a_ecrire():
    # Drive parties until one has a refait: the marqué is replayed, its consolation grows (001 §3-4).
    for seed in range(200):
        partie = play_partie(
            (RandomPlayer(random.Random(seed)), RandomPlayer(random.Random(seed + 1))),
            random.Random(seed),
            Variant.ECRIRE,
            marques=2,
        )
        ends = [e for e in partie.events if isinstance(e, MarqueEnd)]
        if any(e.winner is None for e in ends):
            break
    else:
        pytest.fail("no refait in 200 parties")
    after_refait = ends[[e.winner for e in ends].index(None) + 1]
    assert after_refait.refaits >= 1
    for end in ends:
        if end.winner is not None:
            w, b = end.trous
            assert end.points == end.bredouille.multiplier * (max(w, b) + 2 * (end.refaits + 1)) - min(w, b)


@pytest.mark.parametrize(
    ("winner_trous", "loser_trous", "pavillon", "rule", "value"),
    [
        (12, 5, None, PartieValue.SIMPLE, 1),
        (12, 6, None, PartieValue.PONT, 1.5),
        (12, 7, None, PartieValue.PONT, 1),
        (12, 0, None, PartieValue.GRANDE_BREDOUILLE, 2),
        (12, 3, WHITE, PartieValue.GRANDE_BREDOUILLE, 2),
        (12, 3, None, PartieValue.GRANDE_BREDOUILLE, 1),
        (12, 0, None, PartieValue.HONNEURS, 4),
        (12, 4, WHITE, PartieValue.HONNEURS, 3),
        (12, 5, None, PartieValue.HONNEURS, 2),
        (12, 8, None, PartieValue.HONNEURS, 1),
    ],
)
def test_partie_value_conventions(winner_trous, loser_trous, pavillon, rule, value):
    # RULES §7: simple; grande bredouille ×2; passer le pont 1½ when the loser has fewer than 7
    # trous; honneurs ×4 when only the winner marked, ×3 for a second scorer with the pavillon,
    # ×2 when the loser has fewer than 6 trous.
    state = ScoreState(PlayerScore(trous=winner_trous), PlayerScore(trous=loser_trous), pavillon)
    assert partie_value(state, WHITE, rule) == value


def test_events_alternate_turns():
    partie = play_partie((GreedyPlayer(), GreedyPlayer()), random.Random(11))
    rolls = [e for e in partie.events if isinstance(e, Roll)]
    moves = [e for e in partie.events if isinstance(e, Move)]
    assert rolls and moves
    assert all(r.throw.weight in (1, 2) for r in rolls)
    assert Bredouille.SIMPLE.multiplier == 1


@pytest.mark.slow
def test_thousands_of_self_played_parties_keep_the_laws():
    # Issue "Rules engine III": properties over thousands of self-played parties — points always even;
    # trous never decrease within a marqué; a marqué ends only on a leave with someone at six trous or
    # more; every settlement sums to zero between the players.
    from notation.ecrire import EcrireConventions, SettlementKind

    for number in range(1000):
        players = (RandomPlayer(random.Random(number)), RandomPlayer(random.Random(number + 50_000)))
        _check_partie(play_partie(players, random.Random(number), Variant.ORDINAIRE))
    for number in range(1000):
        players = (RandomPlayer(random.Random(number)), GreedyPlayer())
        partie = play_partie(players, random.Random(number), Variant.ECRIRE, marques=2)
        _check_partie(partie)
        won = [m for m in partie.state.marques if m.winner is not None]
        marques = tuple(Marque(m.winner.value, m.winner.opponent.value, m.points, m.refaits) for m in won)
        for kind in (SettlementKind.PAPER, SettlementKind.JETONS):
            sheet = Sheet(("white", "black"), marques, EcrireConventions(settlement=kind))
            result = settle(sheet)
            assert sum(result.balances.values()) == 0
            assert sum(result.rounded_balances.values()) == 0
