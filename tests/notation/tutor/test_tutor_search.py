"""The tutor's 2-ply search, its levels, and their commands (``moves --rank --ply 2``, ``analyse --ply 2``,
``selfplay --players tutor:LEVEL``)."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.autoplay import play_partie
from notation.board import Position
from notation.dice import ALL_THROWS, Throw
from notation.errors import BadArgumentError
from notation.game import Partie, Phase
from notation.record import record_from_partie, write_record
from notation.rules.moves import Play, legal_plays
from notation.scoreboard import ScoreState
from notation.selfplay import random_walk
from notation.tutor.levels import LEVELS, LevelPlayer, level_named
from notation.tutor.ranking import (
    SECOND_PLY_KEEP,
    SECOND_PLY_MARGIN,
    SECOND_PLY_MOST,
    SearchCancelled,
    TutorPlayer,
    rank_plays,
    rank_state_plays,
    reply_equity,
    throws_equity,
)
from studio.cli import main

DEEP = settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def walked_case(seed: int, throws: int) -> tuple[Position, Throw]:
    """A position reached by random self-play and a throw for it with at least two legal plays, if any."""
    rng = random.Random(seed)
    position = list(random_walk(rng, throws))[-1].play.position
    for throw in sorted(ALL_THROWS, key=lambda _: rng.random()):
        if len(legal_plays(position, throw)) > 1:
            return position, throw
    return position, ALL_THROWS[0]


cases = st.builds(walked_case, st.integers(0, 10_000), st.integers(1, 40))


@pytest.mark.slow
@DEEP
@given(case=cases)
def test_a_2_ply_ranking_holds_every_legal_play_once_the_deep_ones_first(case: tuple[Position, Throw]) -> None:
    position, throw = case
    plays = legal_plays(position, throw)
    shallow = rank_plays(position, throw)
    deep = rank_plays(position, throw, ply=2)
    assert sorted(r.play.moves for r in deep) == sorted(p.moves for p in plays)
    plies = [r.ply for r in deep]
    assert plies == sorted(plies, reverse=True), "the plays valued at 2-ply come before those pruned"
    looked_again = [r for r in deep if r.ply == 2]
    if len(plays) > 1:
        # The keep best of the 1-ply ranking, and any within the margin of the best, are looked at again.
        near = [
            r.play.moves
            for rank, r in enumerate(shallow)
            if rank < SECOND_PLY_KEEP or shallow[0].equity - r.equity <= SECOND_PLY_MARGIN
        ]
        expected = set(near[: max(SECOND_PLY_KEEP, SECOND_PLY_MOST)])
        assert {r.play.moves for r in looked_again} == expected
        equities = [r.equity for r in looked_again]
        assert equities == sorted(equities, reverse=True)
        assert deep[0].loss == 0.0
    assert all(-1.0 <= r.equity <= 1.0 and r.loss >= 0.0 for r in deep)


@pytest.mark.slow
@DEEP
@given(case=cases)
def test_a_play_looked_at_again_is_worth_minus_the_opponents_mean_over_his_throws(
    case: tuple[Position, Throw],
) -> None:
    position, throw = case
    deep = [r for r in rank_plays(position, throw, ply=2) if r.ply == 2]
    chosen = deep[-1]
    # The throw gives the mover's opponent nothing here only when the 1-ply score is the fresh one.
    from notation.rules.marking import mark
    from notation.rules.scoring import points_only

    white, black = points_only(position, throw)
    given = black if position.to_move.value == "white" else white
    score = mark(ScoreState(), position.to_move.opponent, given, own_throw=False).after if given else ScoreState()
    if score.of(position.to_move.opponent).trous >= 12 or chosen.play.position.off(position.to_move) == 15:
        return
    expected = -throws_equity(chosen.play.position, score, previous_throw=throw)
    assert chosen.equity == pytest.approx(expected)
    assert reply_equity(chosen.play.position, score, previous_throw=throw) == pytest.approx(expected)


def test_a_play_made_is_valued_as_deep_as_the_best_whatever_its_rank() -> None:
    position, throw = walked_case(7, 20)
    plays = legal_plays(position, throw)
    worst = rank_plays(position, throw)[-1].play
    ranked = rank_plays(position, throw, ply=2, keep=1, must=worst)
    assert next(r for r in ranked if r.play.moves == worst.moves).ply == (2 if len(plays) > 1 else 1)


def test_a_search_stops_when_its_caller_cancels() -> None:
    position, throw = walked_case(3, 12)
    with pytest.raises(SearchCancelled):
        rank_plays(position, throw, ply=2, cancelled=lambda: True)


@pytest.mark.parametrize("ply", [0, 3, -1])
def test_the_tutor_looks_one_or_two_plies_ahead(ply: int) -> None:
    with pytest.raises(BadArgumentError):
        rank_plays(Position.start(), Throw(6, 5), ply=ply)


class Recording:
    """The tutor's computer player, keeping each choice it made among more than ten plays."""

    name = "tutor, recording"

    def __init__(self) -> None:
        self.player = TutorPlayer()
        self.choices: list[tuple[Position, Throw, ScoreState, int | None, tuple[tuple[int, int], ...]]] = []

    def choose_play(self, partie: Partie, plays: Sequence[Play]) -> Play:
        chosen = self.player.choose_play(partie, plays)
        state = partie.state
        if len(plays) > 10:
            assert state.dice is not None  # a play is chosen after a throw
            given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
            self.choices.append((state.position, state.dice, state.score, given, chosen.moves))
        return chosen

    def choose_leave(self, partie: Partie) -> bool:
        return self.player.choose_leave(partie)


def test_the_computer_values_every_legal_play() -> None:
    """No prefilter: among more than ten plays, the computer plays the evaluator's best of them all."""
    from tests.notation.tutor.test_tutor import _short_partie

    recording = Recording()
    for seed in range(21, 41):
        _short_partie((recording, TutorPlayer()), seed)
        if len(recording.choices) >= 3:
            break
    assert len(recording.choices) >= 3
    for position, throw, score, gift, moves in recording.choices:
        assert rank_plays(position, throw, score, given=gift)[0].play.moves == moves


# -- levels -----------------------------------------------------------------------------------


def test_the_levels_run_from_the_beginner_to_the_deepest_search() -> None:
    assert [level.name for level in LEVELS] == ["beginner", "casual", "intermediate", "advanced", "expert"]
    assert [level.noise for level in LEVELS] == sorted((level.noise for level in LEVELS), reverse=True)
    assert LEVELS[-1].ply == 2 and LEVELS[0].miss > 0
    with pytest.raises(BadArgumentError):
        level_named("wizard")


@pytest.mark.slow
def test_the_advanced_level_plays_as_the_tutor() -> None:
    from tests.notation.tutor.test_tutor import _short_partie

    tutor_partie = _short_partie((TutorPlayer(), TutorPlayer()), 5)
    level = LevelPlayer(level_named("advanced"), random.Random(1))
    level_partie = _short_partie((level, LevelPlayer(level_named("advanced"))), 5)
    assert level_partie.events == tutor_partie.events


@pytest.mark.slow
def test_the_expert_plays_the_best_of_the_plays_looked_at_deeper() -> None:
    # At 2-ply the plays pruned keep their 1-ply values, listed after the others; a 1-ply value is not comparable
    # with a 2-ply one.  The expert took the largest equity of all, so a pruned play won on the bias between the
    # depths (in about one throw in ten) and the expert lost to the advanced player.  He plays the ranking's first.
    # Parties are played (seed after seed, each to its end) until two such throws have been met.
    tutor, expert = TutorPlayer(), LevelPlayer(level_named("expert"), random.Random(1))
    mixed = 0
    for seed in range(5, 9):
        rng = random.Random(seed)
        partie = Partie()
        partie.primaute(4, 2)
        while not partie.over and mixed < 2:
            state = partie.state
            if state.phase is Phase.THROW:
                partie.roll(Throw(rng.randint(1, 6), rng.randint(1, 6)))
            elif state.phase is Phase.DECIDE:
                partie.decide(tutor.choose_leave(partie))
            else:
                plays = partie.legal_plays()
                if len(plays) > 1:
                    ranked = rank_state_plays(state, ply=2)
                    if max(ranked, key=lambda choice: choice.equity) is not ranked[0]:
                        mixed += 1  # a throw where comparing across the depths picks another play
                    assert expert.choose_play(partie, plays).moves == ranked[0].play.moves
                partie.play(tutor.choose_play(partie, plays))
        if mixed >= 2:
            break
    assert mixed >= 2, "no throw where the depths disagree: the check above proved nothing"


@pytest.mark.parametrize(
    ("name", "expected"), [("beginner", 0.35), ("casual", 0.10), ("intermediate", 0.03), ("advanced", 0.0)]
)
def test_a_level_forgets_points_as_often_as_it_says(name: str, expected: float) -> None:
    player = LevelPlayer(level_named(name), random.Random(42))
    draws = 4000
    missed = sum(player.declared(4) == 0 for _ in range(draws))
    # Within four standard deviations of the level's rate (a binomial).
    spread = 4 * (expected * (1 - expected) / draws) ** 0.5
    assert abs(missed / draws - expected) <= spread + 1e-9
    assert player.declared(0) == 0


@pytest.mark.slow
def test_a_noisy_level_still_plays_legal_plays_to_the_end() -> None:
    partie = play_partie(
        (LevelPlayer(level_named("beginner"), random.Random(3)), LevelPlayer(level_named("casual"), random.Random(4))),
        random.Random(6),
    )
    assert partie.over


# -- the commands ---------------------------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_moves_rank_at_2_ply_says_the_depth_of_each_play(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "moves", "B1:13,B6,B7/N1:15 N", "--dice", "4-2", "--rank", "--ply", "2", "--json")
    assert status == 0
    data = json.loads(out)
    assert data["ply"] == 2 and data["plays"][0]["ply"] == 2 and data["plays"][0]["loss"] == 0.0
    status, out, _ = run(capsys, "moves", "B1:13,B6,B7/N1:15 N", "--dice", "4-2", "--rank", "--ply", "2")
    assert status == 0 and "at 2-ply" in out and "[2-ply]" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["moves", "start", "--dice", "6-5", "--ply", "2"],
        ["moves", "start", "--dice", "6-5", "--rank", "--ply", "3"],
        ["selfplay", "--players", "tutor:wizard,random"],
    ],
    ids=["ply-without-rank", "ply-3", "unknown-level"],
)
def test_bad_depths_and_levels_exit_2_with_one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    status: int | str | None
    try:
        status = main(argv)
    except SystemExit as stop:  # argparse's own refusals
        status = stop.code
    out, err = capsys.readouterr()
    assert status == 2 and out == "" and len(err.strip().splitlines()) == 1


@pytest.mark.slow
def test_selfplay_plays_named_levels(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "selfplay", "--players", "tutor:beginner,tutor:casual", "--seed", "3", "--json")
    assert status == 0
    data = json.loads(out)
    assert data["players"] == {"white": "tutor:beginner", "black": "tutor:casual"}
    assert sum(data["wins"].values()) == 1


def test_analyse_at_2_ply_states_the_depth_of_every_rating(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from notation.board import WHITE
    from notation.game import Partie, Phase

    # Three throws of a partie (a record may stop anywhere): enough choices to rate, few enough to be quick.
    partie = Partie(start_position=Position.start(WHITE))
    rng, seats, plays = random.Random(9), (TutorPlayer(), LevelPlayer(level_named("casual"), random.Random(8))), 0
    while plays < 3:
        state = partie.state
        seat = seats[0] if state.mover is WHITE else seats[1]
        if state.phase is Phase.THROW:
            partie.roll(Throw(rng.randint(1, 6), rng.randint(1, 6)))
        elif state.phase is Phase.DECIDE:
            partie.decide(seat.choose_leave(partie))
        else:
            partie.play(seat.choose_play(partie, partie.legal_plays()))
            plays += 1
    record = tmp_path / "game.trictrac"
    record.write_text(write_record(record_from_partie(partie, {"White": "A", "Black": "B"})), encoding="utf-8")
    status, out, _ = run(capsys, "analyse", str(record), "--ply", "2", "--json")
    assert status == 0
    ratings = json.loads(out)["ratings"]
    assert ratings and all(row["ply"] == 2 and row["loss"] >= 0 for row in ratings)


def test_a_2_ply_search_reports_its_progress_play_by_play() -> None:
    position, throw = walked_case(5, 15)
    seen: list[tuple[int, int]] = []
    ranked = rank_plays(position, throw, ply=2, progress=lambda done, total: seen.append((done, total)))
    deep = sum(r.ply == 2 for r in ranked)
    if len(ranked) > 1:
        assert seen == [(done, deep) for done in range(1, deep + 1)]
    else:
        assert seen == []
