"""Truncated rollouts (notation.tutor.rollout) and ``trictrac moves --rank --rollouts N``."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.board import Position
from notation.dice import Throw
from notation.errors import BadArgumentError
from notation.rules.conventions import DEFAULT
from notation.rules.moves import legal_plays
from notation.scoreboard import PlayerScore, ScoreState
from notation.tutor.evaluator import default_evaluator, equity
from notation.tutor.ranking import SearchCancelled
from notation.tutor.rollout import (
    RolledPlay,
    rolled_state,
    rollout,
    rollout_plays,
    rollout_plays_on_cores,
    rollout_workers,
    score_after_throw,
    trial_throws,
)
from studio.cli import main

OPENED = Position.from_code("B1:13,B6,B7/N1:15 N")
"""White has played the opening 6-5 (docs/position-code.md); Black to throw."""
AFTER_43 = Position.from_code("B1:13,B6,B7/N1:13,N5,N8 B")
"""Black has answered 4-3; White to throw."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@given(st.integers(0, 2**31), st.integers(0, 500), st.integers(0, 12), st.integers(0, 12))
@settings(max_examples=50, deadline=None)
def test_the_dice_of_a_trial_depend_only_on_the_seed_and_the_trial(
    seed: int, trial: int, short: int, extra: int
) -> None:
    long = trial_throws(seed, trial, short + extra)
    assert trial_throws(seed, trial, short) == long[:short]
    assert all(isinstance(throw, Throw) for throw in long)


def test_a_seed_gives_the_same_rollout_and_another_seed_other_dice() -> None:
    first = rollout(AFTER_43, ScoreState(), trials=3, truncate=2, seed=5)
    again = rollout(AFTER_43, ScoreState(), trials=3, truncate=2, seed=5)
    other = rollout(AFTER_43, ScoreState(), trials=3, truncate=2, seed=6)
    assert first == again
    assert first.throws != other.throws


@pytest.mark.slow
def test_the_interval_shrinks_with_the_trials() -> None:
    # Eight trials at least: the luck's coefficient is fitted on the trials, and on four it can fit their spread
    # away by chance (generation 6's evaluator gave four trials a smaller error than sixteen).
    few = rollout(AFTER_43, ScoreState(), trials=8, truncate=2, seed=3)
    many = rollout(AFTER_43, ScoreState(), trials=64, truncate=2, seed=3)
    assert few.throws == many.throws[:8], "the first trials throw the same dice"
    assert 0 < many.standard_error < few.standard_error
    assert many.high - many.low < few.high - few.low
    assert many.low <= many.mean <= many.high


def test_every_play_is_rolled_out_on_the_same_dice() -> None:
    rolled = rollout_plays(OPENED, Throw(4, 3), trials=3, truncate=2, seed=9)
    assert len(rolled) == len(legal_plays(OPENED, Throw(4, 3))) == 2
    for trial in range(3):
        dice = trial_throws(9, trial, 2)
        assert all(each.result.throws[trial] == dice for each in rolled)
    assert [each.result.mean for each in rolled] == sorted((each.result.mean for each in rolled), reverse=True)
    assert rolled[0].loss == 0 and all(each.loss >= 0 for each in rolled)


@pytest.mark.parametrize(
    ("score", "worth"),
    [
        # Black is to throw: the side that played is White.
        (ScoreState(white=PlayerScore(trous=12), black=PlayerScore(trous=3)), 1.0),
        (ScoreState(white=PlayerScore(trous=5), black=PlayerScore(trous=12)), -1.0),
    ],
)
def test_a_partie_already_decided_is_worth_its_result_with_no_spread(score: ScoreState, worth: float) -> None:
    result = rollout(OPENED, score, trials=5, truncate=4)
    assert result.values == (worth,) * 5
    assert result.mean == worth and result.standard_error == 0 and result.low == result.high == worth


def test_truncated_at_once_a_rollout_is_the_evaluators_value() -> None:
    result = rollout(AFTER_43, ScoreState(), trials=2, truncate=0)
    expected = -equity(default_evaluator()(AFTER_43, ScoreState()))
    assert result.mean == pytest.approx(expected)
    assert result.standard_error == 0 and result.throws == ((), ())


def test_without_the_luck_taken_off_the_mean_is_the_raw_mean() -> None:
    plain = rollout(AFTER_43, ScoreState(), trials=4, truncate=2, seed=2, luck_throws=0)
    lucky = rollout(AFTER_43, ScoreState(), trials=4, truncate=2, seed=2, luck_throws=1)
    assert plain.mean == pytest.approx(plain.raw_mean)
    # The same dice and the same play: only the luck taken off differs.
    assert lucky.raw_mean == pytest.approx(plain.raw_mean) and lucky.throws == plain.throws


@pytest.mark.parametrize(("trials", "truncate"), [(0, 1), (1, -1)])
def test_a_rollout_refuses_bad_sizes(trials: int, truncate: int) -> None:
    with pytest.raises(BadArgumentError):
        rollout(AFTER_43, ScoreState(), trials=trials, truncate=truncate)


def test_moves_rollouts_json_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("moves", OPENED.code(), "--dice", "4-3", "--rank", "--rollouts", "3", "--truncate", "2", "--seed", "4")
    status, out, err = run(capsys, *argv, "--json")
    assert status == 0, err
    data = json.loads(out)["rollout"]
    assert (data["trials"], data["truncate"], data["seed"]) == (3, 2, 4)
    expected = rollout_plays(OPENED, Throw(4, 3), trials=3, truncate=2, seed=4)
    assert [row["mean"] for row in data["plays"]] == [round(each.result.mean, 4) for each in expected]
    assert [row["rank"] for row in data["plays"]] == [1, 2]
    assert all(row["low"] <= row["mean"] <= row["high"] for row in data["plays"])
    status, out, _ = run(capsys, *argv)
    assert status == 0
    lines = out.splitlines()
    header = next(index for index, line in enumerate(lines) if line.startswith("rolled out:"))
    assert "3 trial(s) of 2 throw(s), seed 4" in lines[header]
    first = lines[header + 1].split()
    assert first[0] == "1." and f"{data['plays'][0]['mean']:+.3f}" in first and "±" in first


def test_moves_rollouts_needs_rank(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "moves", OPENED.code(), "--dice", "4-3", "--rollouts", "3")
    assert status != 0 and "--rollouts goes with --rank" in err


def _interrupting(after: int) -> Callable[[int, int], None]:
    """A progress callback that interrupts (as Ctrl+C does) once ``after`` trials are done."""

    def progress(done: int, _total: int) -> None:
        if done > after:
            raise KeyboardInterrupt

    return progress


def test_an_interrupted_rollout_keeps_the_plays_rolled_out_whole() -> None:
    whole = rollout_plays(OPENED, Throw(4, 3), trials=3, truncate=2, seed=4)
    finished: list[RolledPlay] = []
    with pytest.raises(KeyboardInterrupt):
        rollout_plays(OPENED, Throw(4, 3), trials=3, truncate=2, seed=4, progress=_interrupting(3), finished=finished)
    (kept,) = finished
    same = next(each for each in whole if each.play.moves == kept.play.moves)
    assert kept.result == same.result and kept.loss == 0.0
    # Interrupted before any play was whole, nothing is kept.
    nothing: list[RolledPlay] = []
    with pytest.raises(KeyboardInterrupt):
        rollout_plays(OPENED, Throw(4, 3), trials=3, truncate=2, seed=4, progress=_interrupting(1), finished=nothing)
    assert nothing == []


def test_moves_interrupted_shows_the_plays_rolled_out_whole(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import notation.tutor.rollout as module

    real = module.rollout_plays

    def interrupted(*args: Any, **kwargs: Any) -> list[RolledPlay]:
        kwargs["progress"] = _interrupting(3)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "rollout_plays", interrupted)
    argv = ("moves", OPENED.code(), "--dice", "4-3", "--rank", "--rollouts", "3", "--truncate", "2", "--seed", "4")
    status, out, err = run(capsys, *argv)
    assert status == 130, err
    assert "rolled out: the 1 best play(s)" in out and "(interrupted" in out
    assert "its rollout was not finished" in err


# -- on both cores (the studio's « Roll out ») ------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_a_rollout_shared_between_processes_is_the_rollout_played_in_one(workers: int) -> None:
    # Seven trials cut into shares of one (two workers) or two (one): the trials are put back in their order, and
    # the luck's coefficient is fitted on all of them together, as in one process.
    told: list[tuple[int, int]] = []
    shared = rollout_plays_on_cores(
        AFTER_43, Throw(6, 5), trials=7, truncate=2, seed=4, workers=workers, progress=lambda *done: told.append(done)
    )
    alone = rollout_plays(AFTER_43, Throw(6, 5), trials=7, truncate=2, seed=4)
    assert [(r.play, r.static, r.result, r.loss) for r in shared] == [
        (r.play, r.static, r.result, r.loss) for r in alone
    ]
    total = 7 * len(alone)
    assert told[-1] == (total, total) and [done for done, _ in told] == sorted(done for done, _ in told)


def test_a_sortie_rolled_out_on_cores_is_the_relevé_with_its_sign_turned() -> None:
    # White's last dame goes off with a 6: the relevé follows, White throwing; the value is White's.
    position = Position.from_code("N2/N1:15 B")
    shared = rollout_plays_on_cores(position, Throw(6, 1), trials=2, truncate=1, seed=2, workers=1)
    alone = rollout_plays(position, Throw(6, 1), trials=2, truncate=1, seed=2)
    assert [r.result for r in shared] == [r.result for r in alone]


@pytest.mark.parametrize(
    ("position", "throw", "score"),
    [
        (AFTER_43, Throw(6, 5), ScoreState()),
        (OPENED, Throw(4, 2), ScoreState(PlayerScore(4, 1), PlayerScore(10, 3))),
        # White's last dame goes off: the state is the relevé, White throwing
        (Position.from_code("N2/N1:15 B"), Throw(6, 1), ScoreState(PlayerScore(2, 11), PlayerScore(0, 5))),
    ],
)
def test_a_rolled_state_truncated_at_once_is_the_evaluators_chance_for_the_side_about_to_throw(
    position: Position, throw: Throw, score: ScoreState
) -> None:
    # With no throw played, a rollout is the evaluator's value, so the training target of each play's state is the
    # evaluator's own chance for the side about to throw there: the opponent, or the mover after a sortie.
    evaluator = default_evaluator()
    after = score_after_throw(position, throw, score, DEFAULT, None)
    rolled = rollout_plays(position, throw, score, trials=2, truncate=0)
    assert rolled
    for rolled_play in rolled:
        start, chance = rolled_state(rolled_play, position.to_move)
        assert chance == pytest.approx(evaluator(start, after))
        sortie = rolled_play.play.position.off(position.to_move) == 15
        assert start.to_move is (position.to_move if sortie else position.to_move.opponent)
    assert any(r.play.position.off(position.to_move) == 15 for r in rolled) == (position.off(position.to_move) == 14)


def test_a_rollout_on_cores_stops_when_cancelled_and_refuses_bad_sizes() -> None:
    with pytest.raises(SearchCancelled):
        rollout_plays_on_cores(AFTER_43, Throw(6, 5), trials=4, truncate=2, workers=1, cancelled=lambda: True)
    with pytest.raises(SearchCancelled):
        rollout_plays_on_cores(AFTER_43, Throw(6, 5), trials=400, truncate=10, workers=2, cancelled=lambda: True)
    with pytest.raises(BadArgumentError):
        rollout_plays_on_cores(AFTER_43, Throw(6, 5), workers=1, trials=0)
    with pytest.raises(BadArgumentError):
        rollout_plays_on_cores(AFTER_43, Throw(6, 5), workers=1, truncate=-1)
    assert 1 <= rollout_workers() <= 2
