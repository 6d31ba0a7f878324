"""A player's rating in words from his mean equity lost per choice (gnubg's words on thresholds set by the
computer's levels)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.tutor.ranking import PlayerTotals
from notation.tutor.ratings import PlayerRating, bound_of, rating_of
from studio.cli import main

ORDER = list(PlayerRating)


@pytest.mark.parametrize(
    ("mean_loss", "rating"),
    [
        (0.0, PlayerRating.SUPERNATURAL),
        (0.00049, PlayerRating.SUPERNATURAL),
        (0.0005, PlayerRating.WORLD_CLASS),
        (0.001, PlayerRating.EXPERT),
        (0.002, PlayerRating.ADVANCED),
        (0.0044, PlayerRating.INTERMEDIATE),
        # the intermediate level's mean a choice and its 95 % interval (bench/tutor_levels.py, docs/tutor.md)
        (0.0083, PlayerRating.INTERMEDIATE),
        (0.0087, PlayerRating.INTERMEDIATE),
        (0.0092, PlayerRating.INTERMEDIATE),
        (0.0150, PlayerRating.CASUAL),
        # the casual level's
        (0.0204, PlayerRating.CASUAL),
        (0.0213, PlayerRating.CASUAL),
        (0.0222, PlayerRating.CASUAL),
        (0.0316, PlayerRating.BEGINNER),
        # the beginner level's: gnubg's thresholds called it awful
        (0.0393, PlayerRating.BEGINNER),
        (0.0419, PlayerRating.BEGINNER),
        (0.0444, PlayerRating.BEGINNER),
        (0.0522, PlayerRating.AWFUL),
        (1.0, PlayerRating.AWFUL),
    ],
)
def test_each_threshold_opens_the_next_rating(mean_loss: float, rating: PlayerRating) -> None:
    assert rating_of(mean_loss) is rating


@given(st.floats(0, 2), st.floats(0, 2))
def test_losing_more_never_rates_better(a: float, b: float) -> None:
    """And each rating's bound is where the next opens."""
    low, high = sorted((a, b))
    assert ORDER.index(rating_of(high)) <= ORDER.index(rating_of(low))


@pytest.mark.parametrize("rating", [r for r in PlayerRating if r is not PlayerRating.AWFUL])
def test_each_bound_opens_the_next_rating(rating: PlayerRating) -> None:
    bound = bound_of(rating)
    assert rating_of(bound) is ORDER[ORDER.index(rating) - 1]
    assert rating_of(bound * 0.999) is rating


def test_a_player_with_no_choice_rated_has_no_rating() -> None:
    from notation.board import WHITE

    assert PlayerTotals(WHITE, 0, 0.0, 0, 0, 0).rating is None
    assert PlayerTotals(WHITE, 10, 0.1, 0, 0, 0).rating is PlayerRating.INTERMEDIATE


@pytest.mark.slow
def test_analyse_gives_each_player_his_rating(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from notation.autoplay import RandomPlayer, play_partie
    from notation.record import record_from_partie, write_record
    from notation.tutor.ranking import TutorPlayer

    partie = play_partie((TutorPlayer(), RandomPlayer(random.Random(2))), random.Random(3))
    record = tmp_path / "game.trictrac"
    record.write_text(write_record(record_from_partie(partie, {"White": "A", "Black": "B"})), encoding="utf-8")
    assert main(["analyse", str(record), "--json"]) == 0
    totals = json.loads(capsys.readouterr().out)["totals"]
    for side in ("white", "black"):
        assert totals[side]["rating"] == rating_of(totals[side]["mean_loss"]).words
    assert main(["analyse", str(record)]) == 0
    assert totals["black"]["rating"] in capsys.readouterr().out


@pytest.mark.slow
def test_the_levels_bench_measures_and_reads_each_level(capsys: pytest.CaptureFixture[str]) -> None:
    """bench/tutor_levels.py, on one partie a level: each level's mean, interval and readings are printed."""
    from bench.tutor_levels import interval, main, mean_loss

    assert mean_loss([(1.0, 10), (3.0, 30)]) == pytest.approx(0.1)
    low, high = interval([(1.0, 10), (1.0, 10), (3.0, 10), (3.0, 10)], resamples=200)
    assert 0.1 <= low <= high <= 0.3
    assert main(["--parties", "1", "--levels", "beginner,casual"]) == 0
    out = capsys.readouterr().out
    assert "between beginner and casual:" in out and "  beginner: " in out and "  casual: " in out


@pytest.mark.slow
@pytest.mark.parametrize(
    ("level", "words"), [("beginner", "beginner"), ("casual", "casual player"), ("intermediate", "intermediate")]
)
def test_a_partie_played_by_a_level_is_rated_as_the_level_is_named(level: str, words: str) -> None:
    """The ladder's levels and the words agree: the first two parties of bench/tutor_levels.py's seed 1 for each
    level, its two seats together, read as the level is named (the thresholds lie half-way between the levels'
    means, docs/tutor.md)."""
    from bench.tutor_levels import mean_loss, seats_of

    seats = seats_of(level, 2, 1, 1, 1)
    assert rating_of(mean_loss(seats)).words == words
