"""The evaluator, the tutor's ranking and leave advice, the game analysis, and their commands."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.autoplay import Player, RandomPlayer, play_partie
from notation.board import BLACK, WHITE, Colour, Position
from notation.code import format_code
from notation.dice import ALL_THROWS, Throw
from notation.game import Decision, Move, Partie, Phase
from notation.position_json import parse_position
from notation.record import record_from_partie, write_record
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import legal_plays
from notation.scoreboard import PlayerScore, ScoreState
from notation.selfplay import random_walk
from notation.tutor.evaluator import FEATURES, POINT_FEATURES, default_evaluator, evaluate, features, swap_score
from notation.tutor.ranking import (
    DOUBTFUL,
    NOISE,
    VERY_BAD,
    Flag,
    Rating,
    TutorPlayer,
    advise_leave,
    advise_throw,
    analyse_partie,
    flag_of,
    rank_plays,
    rank_state_plays,
)
from studio.cli import main
from tests.support.strategies import positions, score_states

SLOW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

walked = st.builds(
    lambda seed, throws: list(random_walk(random.Random(seed), throws))[-1].play.position,
    st.integers(0, 10_000),
    st.integers(1, 60),
)
"""Positions reached by random self-play (the colour to move about to throw)."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# -- the evaluator --------------------------------------------------------------------


def test_weights_are_package_data_for_these_features() -> None:
    evaluator = default_evaluator()
    # one column of hidden weights a feature before the points, one table by count a point of each side
    assert len(evaluator.columns) + 48 * len(POINT_FEATURES) == len(FEATURES)
    assert len(evaluator.points) == 48
    assert all(len(column) == len(evaluator.bias) == len(evaluator.out) for column in evaluator.columns)


@SLOW
@given(position=walked | positions(), score=score_states)
def test_value_is_a_chance(position: Position, score: ScoreState) -> None:
    value = evaluate(position, score)
    assert 0.0 < value < 1.0
    assert len(features(position, score)) == len(FEATURES)


@SLOW
@given(position=walked | positions(), score=score_states)
def test_value_is_the_same_with_the_colours_exchanged(position: Position, score: ScoreState) -> None:
    # Every feature is the mover's or his opponent's: exchanging the colours (dames, mover, score) changes nothing.
    assert features(position.mirror(), swap_score(score)) == features(position, score)
    assert math.isclose(evaluate(position.mirror(), swap_score(score)), evaluate(position, score), abs_tol=1e-12)


@pytest.mark.parametrize("to_move", [WHITE, BLACK])
def test_trous_ahead_are_worth_more(to_move: Colour) -> None:
    position = Position.start(to_move)
    me, them = PlayerScore(trous=10), PlayerScore(trous=2)
    ahead = ScoreState(me, them) if to_move is WHITE else ScoreState(them, me)
    behind = swap_score(ahead)
    assert evaluate(position, ahead) > 0.75 > 0.25 > evaluate(position, behind)


# -- ranking --------------------------------------------------------------------------


@SLOW
@given(position=walked, throw=st.sampled_from(ALL_THROWS), score=score_states)
def test_ranking_lists_every_legal_play_once_best_first(position: Position, throw: Throw, score: ScoreState) -> None:
    plays = legal_plays(position, throw)
    ranked = rank_plays(position, throw, score)
    assert sorted(r.play.moves for r in ranked) == sorted(p.moves for p in plays)
    assert len({r.play.moves for r in ranked}) == len(ranked)
    equities = [r.equity for r in ranked]
    assert equities == sorted(equities, reverse=True)
    assert ranked[0].loss == 0.0
    assert all(-1.0 <= r.equity <= 1.0 and math.isclose(r.loss, equities[0] - r.equity) for r in ranked)


def test_a_play_that_gives_the_opponent_his_twelfth_trou_is_lost() -> None:
    # Black at 11 trous and 10 points; White's throw gives him two points (à faux or impuissance) or not.
    position = Position.from_points({"B1": 13, "B7": 1, "B8": 1}, {"N1": 13, "N12": 2}, WHITE)
    score = ScoreState(PlayerScore(), PlayerScore(points=10, trous=11))
    kinds = set()
    for throw in ALL_THROWS:
        advice = advise_throw(position, throw, score)
        lost = advice.given >= 2
        kinds.add(lost)
        assert all((r.equity == -1.0) is lost for r in advice.ranked)
    assert kinds == {True, False}  # 6-4 and 5-5 give Black points, the other throws nothing


def _decide_state(seed: int) -> tuple[Partie, int]:
    """A partie between the bots played until a decision to tenir or s'en aller."""
    rng = random.Random(seed)
    partie = Partie()
    partie.primaute(5, 2)
    player = TutorPlayer()
    while partie.state.phase is not Phase.DECIDE:
        state = partie.state
        if state.phase is Phase.THROW:
            partie.roll(Throw(rng.randint(1, 6), rng.randint(1, 6)))
        else:
            partie.play(player.choose_play(partie, partie.legal_plays()))
    return partie, seed


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_leave_advice_weighs_holding_against_the_fresh_tablier(seed: int) -> None:
    partie, _ = _decide_state(seed)
    state = partie.state
    assert state.dice is not None and state.rencontres is not None  # a decision follows a throw that scored
    advice = advise_leave(state)
    ranked = rank_plays(state.position, state.dice, state.score, given=state.rencontres.total(state.mover.opponent))
    assert advice.hold == ranked[0].equity
    assert -1.0 <= advice.leave <= 1.0
    assert advice.should_leave is (advice.leave > advice.hold)
    assert TutorPlayer().choose_leave(partie) is advice.should_leave


def test_advice_on_a_throw_that_wins_a_trou() -> None:
    # White has 10 points; battre à vrai the black demi-case gives him at least 2 more: a trou, so a decision.
    position = Position.from_points({"B1": 12, "B7": 2, "B8": 1}, {"N1": 13, "N12": 1, "N2": 1}, WHITE, check=False)
    score = ScoreState(PlayerScore(points=10, bredouille=True), PlayerScore())
    winning = [throw for throw in ALL_THROWS if advise_throw(position, throw, score).points >= 2]
    assert winning
    advice = advise_throw(position, winning[0], score)
    assert advice.leave is not None
    assert advice.score.white.trous >= 1
    assert advise_throw(position, winning[0]).leave is None or advice.points >= 12


def test_flags_follow_the_thresholds() -> None:
    assert [flag_of(x) for x in (0.0, 0.039, 0.04, 0.08, 0.16)] == [
        Flag.NONE,
        Flag.NONE,
        Flag.DOUBTFUL,
        Flag.BAD,
        Flag.VERY_BAD,
    ]


@pytest.mark.parametrize("ply", [1, 2])
def test_a_mark_needs_the_loss_past_the_noise_of_its_depth(ply: int) -> None:
    noise = NOISE[ply]
    assert 0 < noise < VERY_BAD
    # Inside the noise: no mark, whatever the threshold passed; past it, the threshold's mark.
    assert flag_of(noise - 1e-6, ply) is Flag.NONE
    past = max(noise, DOUBTFUL) + 1e-6
    assert flag_of(past, ply) is flag_of(past) is not Flag.NONE
    # A rated choice marks by the depth it was valued at.
    rating = Rating(3, WHITE, "play", Throw(6, 5), 0.1 - (noise - 1e-6), 0.1, 4, ply=ply)
    plain = Flag.DOUBTFUL if rating.loss >= DOUBTFUL else Flag.NONE
    assert rating.flag is Flag.NONE and flag_of(rating.loss) is plain


@given(st.floats(min_value=0.0, max_value=2.0), st.floats(min_value=0.0, max_value=2.0), st.sampled_from([1, 2]))
def test_the_noise_only_takes_marks_away(loss: float, more: float, ply: int) -> None:
    flag = flag_of(loss, ply)
    # The mark at a depth is the plain mark or none, none inside the noise, and never lighter for a larger loss.
    assert flag in (Flag.NONE, flag_of(loss))
    assert (flag is Flag.NONE) or loss >= NOISE[ply]
    order = list(Flag)
    assert order.index(flag_of(loss + more, ply)) >= order.index(flag)


# -- the bot and the analysis ---------------------------------------------------------

CLOSE = ScoreState(PlayerScore(trous=10), PlayerScore(trous=10))
"""Both at ten trous: a partie of a few jeux."""


def _short_partie(players: tuple[Player, Player], seed: int) -> Partie:
    partie = Partie(start_score=CLOSE, start_position=Position.start(WHITE))
    rng = random.Random(seed)
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


@pytest.mark.slow
def test_the_tutor_loses_nothing_against_itself() -> None:
    # Valuing every play (width 0), the tutor takes the best play and the best decision: nothing is lost.
    partie = _short_partie((TutorPlayer(), TutorPlayer()), 7)
    analysis = analyse_partie(partie)
    moves = [event for event in partie.events if isinstance(event, Move)]
    assert len([r for r in analysis.ratings if r.kind == "play"]) == len(moves)
    assert all(rating.loss < 1e-12 for rating in analysis.ratings)
    assert analysis.totals(WHITE).loss + analysis.totals(BLACK).loss < 1e-9
    turns = [rating.turn for rating in analysis.ratings if rating.kind == "play"]
    assert turns == sorted(turns) and len(set(turns)) == len(turns) and turns[0] >= 1 and turns[-1] <= partie.turns()


def test_a_random_player_loses_more_than_the_tutor() -> None:
    partie = _short_partie((TutorPlayer(), RandomPlayer(random.Random(3))), 11)
    analysis = analyse_partie(partie)
    white, black = analysis.totals(WHITE), analysis.totals(BLACK)
    assert black.loss > white.loss
    flagged = [r for r in analysis.ratings if r.colour is BLACK and r.flag is not Flag.NONE]
    assert black.doubtful + black.bad + black.very_bad == len(flagged)
    assert math.isclose(black.loss, sum(r.loss for r in analysis.ratings if r.colour is BLACK and r.choices > 1))


def test_an_analysis_values_each_position_once_and_rates_as_a_fresh_ranking_does() -> None:
    # A decision ranks the plays of its throw, and the play after it ranks them again: the analysis values them
    # once.  What it rates is what each choice ranked on its own gives.
    # The first of the seeds' parties with a decision in it (which parties have one depends on the evaluator).
    parties = (_short_partie((TutorPlayer(), RandomPlayer(random.Random(5))), seed) for seed in range(13, 40))
    partie = next(p for p in parties if any(isinstance(event, Decision) for event in p.events))
    asked: list[tuple[Position, ScoreState]] = []

    def counting(position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> float:
        asked.append((position, score))
        return default_evaluator()(position, score, conventions)

    analysis = analyse_partie(partie, counting)
    assert any(rating.kind == "decision" for rating in analysis.ratings)
    assert len(asked) == len(set(asked))
    for rating in analysis.ratings:
        state = partie.states[rating.event - 1]
        if rating.kind == "decision":
            advice = advise_leave(state, partie.conventions)
            assert rating.best == max(advice.hold, advice.leave)
        else:
            ranked = rank_state_plays(state, partie.conventions)
            assert rating.best == ranked[0].equity


@pytest.mark.slow
def test_the_tutor_finishes_a_partie() -> None:
    partie = play_partie((TutorPlayer(), RandomPlayer(random.Random(1))), random.Random(2))
    assert partie.over and partie.state.winner is not None


# -- the commands ---------------------------------------------------------------------


def test_moves_rank_json_ranks_every_play(capsys: pytest.CaptureFixture[str]) -> None:
    position = "B1:9,B2:2,B3:2,B4,B5/N1:11,N2:2,N3:2 B"
    status, out, _ = run(capsys, "moves", position, "--dice", "4-2", "--json")
    assert status == 0
    plain = json.loads(out)["plays"]
    status, out, _ = run(capsys, "moves", position, "--dice", "4-2", "--rank", "--json")
    assert status == 0
    ranked = json.loads(out)
    assert sorted(sorted(map(tuple, p["moves"])) for p in ranked["plays"]) == sorted(
        sorted(map(tuple, p["moves"])) for p in plain
    )
    assert [p["rank"] for p in ranked["plays"]] == list(range(1, len(plain) + 1))
    assert ranked["plays"][0]["loss"] == 0
    assert [p["equity"] for p in ranked["plays"]] == sorted((p["equity"] for p in ranked["plays"]), reverse=True)
    assert ranked["decision"] is None


def test_moves_rank_text(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "moves", "start", "--dice", "6-5", "--rank")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("Blanc to play 6-5") and "ranked by the evaluator" in lines[0]
    assert lines[1].split()[:3] == ["1.", "B1-B7", "B1-B6"]


RANKED = "B1:5,B4:2,B6:2,B7:2,B8:2,B12:2/N1:4,N3:2,N5:2,N6:2,N7:3,N12:2 B"
"""docs/position-code.md's third example, without its dice and score."""


def _score_json(state: ScoreState) -> str:
    return json.dumps(
        {
            colour.value: {
                "points": state.of(colour).points,
                "trous": state.of(colour).trous,
                "bredouille": state.of(colour).bredouille,
            }
            for colour in (WHITE, BLACK)
        }
        | {"pavillon": None if state.pavillon is None else state.pavillon.value}
    )


@pytest.mark.slow
@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture, HealthCheck.filter_too_much],
)
@given(score=score_states.filter(lambda state: not state.warnings() and state.white.trous < 12 > state.black.trous))
def test_moves_rank_takes_the_score(capsys: pytest.CaptureFixture[str], score: ScoreState) -> None:
    """``--score`` (the JSON of ``mark``'s start) and the position code's ``points=… trous=…`` rank from that
    score, as the tutor does from it: the same equities, the same order."""
    position = parse_position(RANKED).position
    expected = advise_throw(position, Throw(5, 3), score)
    for argv in (
        ("moves", RANKED, "--dice", "5-3", "--rank", "--json", "--score", _score_json(score)),
        ("moves", format_code(position, Throw(5, 3), score), "--rank", "--json"),
    ):
        status, out, err = run(capsys, *argv)
        assert status == 0, err
        ranked = json.loads(out)
        assert [p["equity"] for p in ranked["plays"]] == [round(r.equity, 4) for r in expected.ranked]
        assert ranked["score"] == json.loads(_score_json(score))
        assert ranked["points"] == expected.points


def test_the_score_changes_the_ranking(capsys: pytest.CaptureFixture[str]) -> None:
    """Ten trous ahead, White's plays are worth more than at 0-0: the score reaches the evaluator."""
    fresh = json.loads(run(capsys, "moves", RANKED, "--dice", "5-3", "--rank", "--json")[1])
    ahead = '{"white": {"trous": 10}, "black": {"trous": 1}, "pavillon": "black"}'
    status, out, _ = run(capsys, "moves", RANKED, "--dice", "5-3", "--rank", "--json", "--score", ahead)
    assert status == 0
    assert json.loads(out)["plays"][0]["equity"] > fresh["plays"][0]["equity"] + 0.3
    status, out, _ = run(capsys, "moves", RANKED, "--dice", "5-3", "--rank", "--score", ahead)
    assert "score white 0 pts 10 trous, black 0 pts 1 trous, pavillon black" in out.splitlines()[0]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--rank", "--score", ""], "score JSON: "),
        (["--rank", "--score", "{"], "score JSON: "),
        (["--rank", "--score", "[]"], "score must be {"),
        (["--rank", "--score", '{"white": 4}'], "score.white must be an object"),
        (["--rank", "--score", '{"white": {"points": 12}}'], "score.white.points must be from 0 to 11"),
        (["--rank", "--score", '{"white": {"points": -2}}'], "score.white.points must be from 0 to 11"),
        (["--rank", "--score", '{"black": {"trous": 12}}'], "score.black.trous must be from 0 to 11"),
        (["--rank", "--score", '{"white": {"trous": 1e999}}'], "out of range"),
        (["--rank", "--score", '{"white": {"points": "\u0664"}}'], "must be a whole number"),
        (["--rank", "--score", '{"white": {"points": 4.0}}'], "must be a whole number"),
        (["--rank", "--score", '{"white": {"bredouille": "yes"}}'], "true or false"),
        (["--rank", "--score", '{"pavillon": "red"}'], "score.pavillon: "),
        (["--rank", "--score", '{"white": {"points": 4}}'], "en bredouille"),  # 4-0 is marked d'affilée
        (["--rank", "--score", '{"white": {"points": 3, "bredouille": true}}'], "two by two"),
        (["--rank", "--score", "@/nonexistent/score.json"], "cannot read score file"),
        (["--score", "{}"], "--score goes with --rank"),
        # The code's own score: checked the same way.
        (["--rank", "--dice", "5-3 points=4/0"], None),
    ],
)
def test_moves_rank_bad_scores_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str | None
) -> None:
    if message is None:  # the score in the position code: 4-0 without the bredouille
        status, out, err = run(capsys, "moves", RANKED + " 5-3 points=4/0", "--rank")
        message = "the position's score: "
    else:
        status, out, err = run(capsys, "moves", RANKED, "--dice", "5-3", *argv)
    assert status == 2 and out == ""
    assert len(err.splitlines()) == 1 and message in err, err


def test_analyse_a_record(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    partie = _short_partie((TutorPlayer(), RandomPlayer(random.Random(3))), 11)
    path = tmp_path / "partie.trictrac"
    path.write_text(write_record(record_from_partie(partie)), encoding="utf-8")
    status, out, _ = run(capsys, "analyse", str(path), "--json")
    assert status == 0
    result = json.loads(out)
    expected = analyse_partie(partie)
    assert len(result["ratings"]) == len(expected.ratings)
    assert result["totals"]["black"]["choices"] == expected.totals(BLACK).choices
    assert result["totals"]["white"]["loss"] == 0
    status, out, _ = run(capsys, "analyse", str(path))
    assert status == 0
    assert out.splitlines()[-1].startswith("  black:")


@pytest.mark.parametrize(
    ("text", "message"),
    [("garbage\n", ":1:1: "), ("%trictrac 1\n1. B 5-3 B1-B9 B1-B4\n", "")],
)
def test_analyse_bad_records_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "bad.trictrac"
    path.write_text(text, encoding="utf-8")
    status, out, err = run(capsys, "analyse", str(path))
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err


@pytest.mark.slow
def test_analyse_one_game_of_a_file_holding_several(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The sample archive's files hold many games: analyse refused them with "the version line comes once",
    as if the file were broken; it asks for --game, as export booklet does, and analyses the one chosen."""
    parties = [_short_partie((TutorPlayer(), RandomPlayer(random.Random(seed))), 7) for seed in (3, 4)]
    path = tmp_path / "two.trictrac"
    path.write_text("".join(write_record(record_from_partie(partie)) for partie in parties), encoding="utf-8")
    status, out, err = run(capsys, "analyse", str(path))
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert "holds 2 games: choose one with --game 1 to 2" in err
    status, out, err = run(capsys, "analyse", str(path), "--game", "2", "--json")
    assert status == 0, err
    assert len(json.loads(out)["ratings"]) == len(analyse_partie(parties[1]).ratings)
    status, out, err = run(capsys, "analyse", str(path), "--game", "3")
    assert status == 2 and "--game 3: the file holds 2 game(s)" in err


def test_analyse_a_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, _, err = run(capsys, "analyse", str(tmp_path / "none.trictrac"))
    assert status == 2 and err.startswith("trictrac analyse: cannot read")
