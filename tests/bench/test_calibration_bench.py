"""bench/calibration_bench.py: the states before a throw it reads, and the estimates of its bound (the Brier score
of a perfect predictor).  The figures themselves are printed by the bench, never asserted here."""

from __future__ import annotations

import itertools
import json
import math
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.calibration_bench import (
    CALIBRATIONS,
    Continued,
    Logits,
    PartieSample,
    bootstrap,
    briers,
    calibration_figures,
    decile_report,
    fit_knots,
    fit_shift,
    head_at,
    logits,
    quantile_knots,
    ratio,
    raw_rows,
    read_rows,
    spread,
    systematic,
    tenths,
)
from notation.autoplay import GreedyPlayer, RandomPlayer, before_throws, play_partie
from notation.board import BLACK, WHITE
from notation.errors import BadArgumentError
from notation.game import Phase, Roll
from notation.tutor.evaluator import calibrated, default_evaluator
from notation.tutor.ranking import TutorPlayer


@pytest.mark.parametrize(
    ("wins", "tries", "expected"),
    [(0, 2, 0.0), (1, 2, 0.5), (2, 2, 0.0), (2, 4, 1 / 3), (3, 4, 0.25), (4, 8, 16 / 56), (1, 12, 11 / 132)],
)
def test_the_spread_of_wins(wins: int, tries: int, expected: float) -> None:
    assert spread(wins, tries) == pytest.approx(expected)


@given(st.floats(0, 1), st.integers(2, 30))
def test_the_spread_is_unbiased_for_p_times_one_less_p(p: float, tries: int) -> None:
    # Its mean over the binomial law of the wins is p(1 − p) exactly; the plain (k/K)(1 − k/K) falls short.
    mean = sum(math.comb(tries, k) * p**k * (1 - p) ** (tries - k) * spread(k, tries) for k in range(tries + 1))
    plain = sum(
        math.comb(tries, k) * p**k * (1 - p) ** (tries - k) * (k / tries) * (1 - k / tries) for k in range(tries + 1)
    )
    assert mean == pytest.approx(p * (1 - p), abs=1e-12)
    assert plain == pytest.approx(p * (1 - p) * (tries - 1) / tries, abs=1e-12)


@pytest.mark.parametrize(("wins", "tries"), [(0, 1), (3, 2), (-1, 4), (0, 0)])
def test_no_spread_from_too_few_tries_or_impossible_wins(wins: int, tries: int) -> None:
    with pytest.raises(BadArgumentError):
        spread(wins, tries)


@given(st.integers(0, 500), st.integers(0, 20), st.integers(0, 10_000))
def test_systematic_sampling_is_spread_evenly(count: int, size: int, seed: int) -> None:
    chosen = systematic(count, size, random.Random(seed))
    assert len(chosen) == min(count, size)
    assert chosen == sorted(set(chosen)) and all(0 <= i < count for i in chosen)
    if count > size > 0:
        step = count / size
        assert all(math.floor(step) <= b - a <= math.ceil(step) for a, b in itertools.pairwise(chosen))


def test_systematic_sampling_draws_every_index_alike() -> None:
    # Each index is drawn with the chance size / count (here 3/7): its share of 7,000 draws is near 3,000.
    seen = [0] * 7
    rng = random.Random(3)
    for _ in range(7_000):
        for index in systematic(7, 3, rng):
            seen[index] += 1
    assert all(2_800 < times < 3_200 for times in seen)


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_the_states_before_a_throw_are_those_the_mover_throws_from(seed: int) -> None:
    partie = play_partie((RandomPlayer(random.Random(seed)), GreedyPlayer()), random.Random(seed + 1))
    indexes = before_throws(partie)
    rolls = [event for event in partie.events if isinstance(event, Roll)]
    assert len(indexes) == len(rolls)
    for index in indexes:
        state, roll = partie.states[index], partie.events[index + 1]
        assert isinstance(roll, Roll) and state.phase is Phase.THROW and state.dice is None
        assert state.mover is roll.colour  # not the play's own state, before the opponent's marks
        assert head_at(partie, index).state == state


def test_a_state_no_input_reaches_is_refused() -> None:
    partie = play_partie((GreedyPlayer(), GreedyPlayer()), random.Random(8))
    played = next(i for i, s in enumerate(partie.states) if s.phase is Phase.THROW and s.dice is not None)
    with pytest.raises(BadArgumentError):
        head_at(partie, played)


@pytest.mark.parametrize(
    ("chance", "wins", "tries", "expected"),
    [(0.5, 3, 8, 0.25), (1.0, 8, 8, 0.0), (0.0, 8, 8, 1.0), (0.25, 1, 4, (0.75**2 + 3 * 0.25**2) / 4)],
)
def test_the_evaluators_brier_against_continuations(chance: float, wins: int, tries: int, expected: float) -> None:
    assert Continued(False, chance, wins, tries).evaluator_brier() == pytest.approx(expected)


def test_each_sample_stands_for_its_stratum() -> None:
    # Partie one: 2 states at 0–0 (both sampled, spreads 1/3 and 0) and 10 after (one sampled, spread 1/3);
    # partie two: 4 states after (one sampled).  Each sample's figure counts for the states of its stratum.
    first = PartieSample(2, 10, (Continued(True, 0.5, 2, 4), Continued(True, 0.5, 0, 4), Continued(False, 0.5, 2, 4)))
    second = PartieSample(0, 4, (Continued(False, 0.5, 4, 4),))
    first_sums = first.sums(lambda c: spread(c.wins, c.tries))
    assert first_sums == pytest.approx((1 / 3, 1 / 3 + 10 / 3))
    fresh, every = ratio([first, second], lambda c: 1.0 if c.wins == c.tries else 0.0)
    assert (fresh, every) == pytest.approx((0.0, 4 / 16))
    low, high = bootstrap([first, second], lambda parties: (ratio(parties, Continued.evaluator_brier)[1],), 200)[0]
    assert low <= ratio([first, second], Continued.evaluator_brier)[1] <= high


def test_a_stratum_not_sampled_gives_no_figure() -> None:
    # States after 0–0 trous and none of them played on (--later-states 0): no figure over all states, the 0–0
    # figure still.
    only_fresh = PartieSample(3, 9, (Continued(True, 0.5, 1, 2),))
    fresh, every = ratio([only_fresh, only_fresh], lambda c: spread(c.wins, c.tries))
    assert fresh == pytest.approx(0.5) and math.isnan(every)
    (fresh_low, fresh_high), (low, high) = bootstrap(
        [only_fresh], lambda parties: ratio(parties, Continued.evaluator_brier), 50
    )
    assert fresh_low == fresh_high == pytest.approx(0.25) and math.isnan(low) and math.isnan(high)


@given(st.floats(-8, 8), st.floats(-8, 8), st.booleans(), st.booleans())
def test_every_calibration_at_one_leaves_the_evaluator_as_it_is(
    table: float, network: float, fresh: bool, won: bool
) -> None:
    row = Logits(table, network, fresh, won)
    for calibration in CALIBRATIONS.values():
        assert calibration(row, 1.0) == pytest.approx(table + network)


def test_the_briers_over_all_states_and_at_zero() -> None:
    # Logit 0 is a coin flip (0.25 whatever the outcome); logit ln 3 a chance of 0.75: 0.0625 won, 0.5625 lost.
    rows = [Logits(0.0, 0.0, True, True), Logits(math.log(3), 0.0, False, True), Logits(0.0, math.log(3), False, False)]
    assert briers(rows, lambda row: row.table + row.network) == pytest.approx(((0.25 + 0.0625 + 0.5625) / 3, 0.25))
    assert math.isnan(briers(rows[1:], lambda row: row.table)[1])


@pytest.mark.slow
def test_the_logits_read_are_the_evaluators() -> None:
    rows = logits((1, 0))
    partie = play_partie((TutorPlayer(), TutorPlayer()), random.Random(1_000_003))
    indexes = before_throws(partie)
    assert len(rows) == len(indexes)
    evaluator = default_evaluator()
    for row, index in zip(rows, indexes, strict=True):
        state = partie.states[index]
        chance = evaluator(state.position.with_to_move(state.mover), state.score, partie.conventions)
        assert 1 / (1 + math.exp(-(row.table + row.network))) == pytest.approx(chance)
        assert row.won is (partie.state.winner is state.mover)


@pytest.mark.slow
def test_the_rows_read_for_the_calibration_are_the_networks_logits_before_it(tmp_path: Path) -> None:
    rows = raw_rows((5, 0))
    evaluator = default_evaluator()
    partie = play_partie((TutorPlayer(), TutorPlayer()), random.Random(5 * 1_000_003))
    indexes = before_throws(partie)
    # The first relevé's first throw is the primauté's, played at once: the relevés after it begin with a throw.
    assert len(rows) == len(indexes) and any(row[5] for row in rows[1:])
    for row, index in zip(rows, indexes, strict=True):
        state = partie.states[index]
        chance = evaluator(state.position.with_to_move(state.mover), state.score, partie.conventions)
        assert 1 / (1 + math.exp(-calibrated(row[1], evaluator.calibration))) == pytest.approx(chance, abs=1e-5)
        assert row[6] == (partie.state.winner is state.mover)
        assert row[5] == (
            state.position.off(WHITE) == 0 == state.position.off(BLACK)
            and state.position.white[0] == 15
            and state.position.black[0] == 15
            and state.score.white.points == state.score.black.points == 0
        )
        assert (row[3], row[4]) == (state.score.of(state.mover).trous, state.score.of(state.mover.opponent).trous)
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    assert read_rows([str(path), str(path)])[len(rows)][0] == 1_000_000, "the parties of two files are kept apart"


@given(st.lists(st.tuples(st.floats(-5, 5), st.booleans()), min_size=2, max_size=60), st.floats(-2, 2))
@settings(max_examples=30, deadline=None)
def test_the_fitted_shift_balances_the_wins(pairs: list[tuple[float, bool]], moved: float) -> None:
    # At the shift of greatest likelihood the chances predicted add up to the wins (the score's first condition).
    rows = [(n, z + moved, 0.0, 0, 0, 0, int(won)) for n, (z, won) in enumerate(pairs)]
    if all(row[6] for row in rows) or not any(row[6] for row in rows):
        return
    shift = fit_shift(rows)
    assert sum(1 / (1 + math.exp(-(shift + row[1]))) for row in rows) == pytest.approx(
        sum(r[6] for r in rows), abs=1e-6
    )


def test_the_calibration_by_tenths_and_its_error() -> None:
    # Two parties: one of a state predicted 0.05 and lost and one predicted 0.95 and won; the other the same.
    partie = tenths([(0.05, 0), (0.95, 1)])
    figures = calibration_figures([partie, partie])
    assert figures[0] == pytest.approx(-0.05) and figures[9] == pytest.approx(0.05)
    assert all(math.isnan(figures[i]) for i in range(1, 9)) and figures[10] == pytest.approx(0.05)
    assert decile_report([(0, 0.0, 0.0, 0, 0, 0, 1), (1, 0.0, 0.0, 0, 0, 0, 0)], lambda row: row[1], "t")[5] == 0


@settings(max_examples=10, deadline=None)
@given(st.lists(st.floats(-0.8, 0.8), min_size=4, max_size=4), st.integers(0, 10_000))
def test_the_knots_fitted_find_the_map_the_outcomes_were_drawn_from(bends: list[float], seed: int) -> None:
    """Outcomes drawn with chance sigmoid(f(logit)), f piecewise linear through known knots: the fit finds f's
    values at the knots within their sampling noise (60,000 states, the knots' values apart by 0.5 at least)."""
    xs = [-3.0, -1.0, 1.0, 3.0]
    truth = [x + bend * 0.3 for x, bend in zip(xs, bends, strict=True)]
    knots = tuple(zip(xs, truth, strict=True))
    rng = random.Random(seed)
    rows = []
    for number in range(60_000):
        logit = rng.uniform(-3.5, 3.5)
        won = rng.random() < 1 / (1 + math.exp(-calibrated(logit, knots)))
        rows.append((number, logit, 0.0, 0, 0, 0, int(won)))
    fitted = fit_knots(rows, xs)
    assert fitted == pytest.approx(truth, abs=0.15)

    # the likelihood at the fit is at least the truth's: it is the maximum
    def loglik(values: list[float]) -> float:
        pairs = tuple(zip(xs, values, strict=True))
        total = 0.0
        for row in rows:
            chance = 1 / (1 + math.exp(-calibrated(row[1], pairs)))
            total += math.log(chance if row[6] else 1 - chance)
        return total

    assert loglik(fitted) >= loglik(truth) - 1e-6


def test_the_knots_go_at_the_logits_quantiles() -> None:
    rows = [(n, float(n), 0.0, 0, 0, 0, 0) for n in range(100)]
    assert quantile_knots(rows, (0.0, 0.5, 0.99)) == [0.0, 50.0, 99.0]
