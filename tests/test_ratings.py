"""A player's rating in words from his mean equity lost per choice (gnubg's thresholds)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.ratings import PlayerRating, rating_of
from notation.tutor import PlayerTotals
from studio.cli import main

ORDER = list(PlayerRating)


@pytest.mark.parametrize(
    ("mean_loss", "rating"),
    [
        (0.0, PlayerRating.SUPERNATURAL),
        (0.0019, PlayerRating.SUPERNATURAL),
        (0.002, PlayerRating.WORLD_CLASS),
        (0.0049, PlayerRating.WORLD_CLASS),
        (0.005, PlayerRating.EXPERT),
        (0.008, PlayerRating.ADVANCED),
        (0.012, PlayerRating.INTERMEDIATE),
        (0.018, PlayerRating.CASUAL),
        (0.026, PlayerRating.BEGINNER),
        (0.0349, PlayerRating.BEGINNER),
        (0.035, PlayerRating.AWFUL),
        (1.0, PlayerRating.AWFUL),
    ],
)
def test_each_threshold_opens_the_next_rating(mean_loss, rating):
    assert rating_of(mean_loss) is rating


@given(st.floats(0, 2), st.floats(0, 2))
def test_losing_more_never_rates_better(a, b):
    low, high = sorted((a, b))
    assert ORDER.index(rating_of(high)) <= ORDER.index(rating_of(low))


def test_a_player_with_no_choice_rated_has_no_rating():
    from notation.board import WHITE

    assert PlayerTotals(WHITE, 0, 0.0, 0, 0, 0).rating is None
    assert PlayerTotals(WHITE, 10, 0.1, 0, 0, 0).rating is PlayerRating.ADVANCED


def test_analyse_gives_each_player_his_rating(capsys, tmp_path: Path):
    from notation.autoplay import RandomPlayer, play_partie
    from notation.record import record_from_partie, write_record
    from notation.tutor import TutorPlayer

    partie = play_partie((TutorPlayer(), RandomPlayer(random.Random(2))), random.Random(3))
    record = tmp_path / "game.trictrac"
    record.write_text(write_record(record_from_partie(partie, {"White": "A", "Black": "B"})), encoding="utf-8")
    assert main(["analyse", str(record), "--json"]) == 0
    totals = json.loads(capsys.readouterr().out)["totals"]
    for side in ("white", "black"):
        assert totals[side]["rating"] == rating_of(totals[side]["mean_loss"]).words
    assert main(["analyse", str(record)]) == 0
    assert totals["black"]["rating"] in capsys.readouterr().out
