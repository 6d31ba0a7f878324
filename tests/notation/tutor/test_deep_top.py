"""The 2-ply search's first plays without the others (``ranking.deep_top``): the same plays and equities, to the
last bit, as the full 2-ply ranking, for fewer evaluations; and the callers that read only the first plays
(the leave advised, a game analysed) answering as the full ranking does.  The expert's choice:
``test_tutor_search.py``."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.autoplay import RandomPlayer
from notation.board import WHITE, Position
from notation.dice import Throw
from notation.game import GameState, Move, Partie, Phase
from notation.rules.moves import legal_plays
from notation.scoreboard import PlayerScore, ScoreState
from notation.tutor.evaluator import Remembering, default_evaluator
from notation.tutor.ranking import (
    RankedPlay,
    advise_leave,
    analyse_partie,
    clear_best,
    deep_top,
    rank_plays,
    rank_state_plays,
)

CLOSE = ScoreState(PlayerScore(trous=10, points=6), PlayerScore(trous=9, points=8))
"""Near the partie's end, with points marked: replies that win a trou, may leave, or end the partie."""


def random_partie(seed: int) -> Partie:
    """A partie between two random players from a close score, played to its end."""
    players = (RandomPlayer(random.Random(seed)), RandomPlayer(random.Random(seed + 1)))
    partie = Partie(start_score=CLOSE, start_position=Position.start(WHITE))
    rng = random.Random(seed + 2)
    while not partie.over:
        state = partie.state
        seat = players[0] if state.mover is WHITE else players[1]
        if state.phase is Phase.THROW:
            partie.roll(Throw(rng.randint(1, 6), rng.randint(1, 6)))
        elif state.phase is Phase.DECIDE:
            partie.decide(seat.choose_leave(partie))
        else:
            partie.play(seat.choose_play(partie, partie.legal_plays()))
    return partie


def choices(seeds: range, most: int, plays: int | None = None) -> list[GameState]:
    """The states at a play with at least three legal plays (or exactly ``plays``), from the parties of ``seeds``.

    ``most`` at most."""
    found: list[GameState] = []
    for seed in seeds:
        for state in random_partie(seed).states:
            if state.phase is not Phase.PLAY or state.dice is None:
                continue
            count = len(legal_plays(state.position, state.dice))
            if count > 2 if plays is None else count == plays:
                found.append(state)
                if len(found) == most:
                    return found
    return found


def same(a: RankedPlay, b: RankedPlay) -> bool:
    return (a.play.moves, a.equity, a.loss, a.ply) == (b.play.moves, b.equity, b.loss, b.ply)


def check(state: GameState, count: int, worst: bool) -> tuple[int, int]:
    """Compare deep_top with the full 2-ply ranking at ``state``; return the evaluations each made."""
    assert state.dice is not None
    given_ = state.rencontres.total(state.mover.opponent) if state.rencontres else None
    plays = legal_plays(state.position, state.dice)
    must = rank_plays(state.position, state.dice, state.score, plays=plays, given=given_)[-1].play if worst else None
    full_valuer, top_valuer = Remembering(default_evaluator()), Remembering(default_evaluator())
    args = (state.position, state.dice, state.score)
    full = rank_plays(*args, plays=plays, given=given_, evaluator=full_valuer, ply=2, must=must)
    top = deep_top(*args, plays=plays, given=given_, evaluator=top_valuer, count=count, must=must)
    assert len(top.top) == min(count, len(full))
    assert all(same(mine, theirs) for mine, theirs in zip(top.top, full, strict=False))
    if must is None:
        assert top.must is None
    else:
        assert top.must is not None
        assert same(top.must, next(r for r in full if r.play.moves == must.moves))
    return full_valuer.valued, top_valuer.valued


@pytest.mark.parametrize(("count", "worst"), [(1, False), (2, False), (2, True), (3, True)])
def test_the_first_plays_are_the_full_rankings_for_fewer_evaluations(count: int, worst: bool) -> None:
    full = top = 0
    for state in choices(range(1, 4), 3):
        looked = check(state, count, worst)
        full, top = full + looked[0], top + looked[1]
    # The plays shown to be below the first ones are not valued to the end: the search is smaller.
    assert top < full


@pytest.mark.slow
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), pick=st.integers(0, 50), count=st.integers(1, 3), worst=st.booleans())
def test_any_choice_gets_the_full_rankings_first_plays(seed: int, pick: int, count: int, worst: bool) -> None:
    states = choices(range(seed, seed + 2), 60)
    if states:
        check(states[pick % len(states)], count, worst)


def test_the_leave_advised_at_2_ply_holds_for_the_full_rankings_best() -> None:
    decisions = [
        state
        for seed in range(1, 12)
        for state in random_partie(seed).states
        if state.phase is Phase.DECIDE and state.dice is not None and len(legal_plays(state.position, state.dice)) > 2
    ][:2]
    assert decisions, "no decision with a choice of plays: the check proved nothing"
    for state in decisions:
        advice = advise_leave(state, ply=2)
        assert advice.hold == rank_state_plays(state, ply=2)[0].equity


@pytest.mark.slow
def test_a_game_analysed_at_2_ply_rates_each_play_as_the_full_ranking() -> None:
    partie = random_partie(5)
    rated = [r for r in analyse_partie(partie, ply=2).ratings if r.kind == "play" and r.choices > 2][:4]
    assert rated
    for rating in rated:
        state = partie.states[rating.event - 1]
        event = partie.events[rating.event]
        assert isinstance(event, Move)
        assert state.dice is not None
        made_play = next(p for p in legal_plays(state.position, state.dice) if p.moves == event.moves)
        given_ = state.rencontres.total(state.mover.opponent) if state.rencontres else None
        full = rank_plays(state.position, state.dice, state.score, given=given_, ply=2, must=made_play)
        made = next(r for r in full if r.play.moves == event.moves)
        assert (rating.best, rating.chosen, rating.choices) == (full[0].equity, made.equity, len(full))
        assert rating.best_play is not None and rating.best_play.moves == full[0].play.moves


def check_clear(state: GameState, made_rank: int, margin: float) -> tuple[bool, int, int]:
    """Compare clear_best with the full ranking's answer at ``state``, for the play of 1-ply rank ``made_rank``.

    Return whether a clear best was found, and the evaluations of each."""
    assert state.dice is not None
    given_ = state.rencontres.total(state.mover.opponent) if state.rencontres else None
    plays = legal_plays(state.position, state.dice)
    shallow = rank_plays(state.position, state.dice, state.score, plays=plays, given=given_)
    made = shallow[min(made_rank, len(shallow) - 1)].play
    full_valuer, clear_valuer = Remembering(default_evaluator()), Remembering(default_evaluator())
    args = (state.position, state.dice, state.score)
    full = rank_plays(*args, plays=plays, given=given_, evaluator=full_valuer, ply=2, must=made)
    found = clear_best(*args, made=made, margin=margin, plays=plays, given=given_, evaluator=clear_valuer)
    clear = full[0].play.moves != made.moves and full[0].equity - full[1].equity >= margin
    assert (found is not None) == clear
    if found is not None:
        assert len(found.top) == 2 and all(same(mine, theirs) for mine, theirs in zip(found.top, full[:2], strict=True))
        assert found.must is not None
        assert same(found.must, next(r for r in full if r.play.moves == made.moves))
    return clear, full_valuer.valued, clear_valuer.valued


@pytest.mark.parametrize("margin", [0.0, 0.01, 0.04, 0.1])
def test_a_clear_best_is_the_full_rankings_answer_for_fewer_evaluations(margin: float) -> None:
    answers, full, clear = set(), 0, 0
    # Two plays: the second best can only be the play made.
    for state in choices(range(1, 5), 6) + choices(range(1, 5), 2, plays=2):
        for made_rank in (0, 1, 4):
            answer, looked_full, looked_clear = check_clear(state, made_rank, margin)
            answers.add(answer)
            full, clear = full + looked_full, clear + looked_clear
    assert clear < full
    if margin <= 0.04:
        assert answers == {True, False}, "the table has clear and unclear choices"


@pytest.mark.slow
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    pick=st.integers(0, 50),
    made_rank=st.integers(0, 8),
    margin=st.sampled_from([0.0, 0.02, 0.04, 0.08]),
)
def test_any_choice_gets_the_full_rankings_clear_best(seed: int, pick: int, made_rank: int, margin: float) -> None:
    states = choices(range(seed, seed + 2), 60)
    if states:
        check_clear(states[pick % len(states)], made_rank, margin)
