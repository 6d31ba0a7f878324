"""The evaluator's features and network: the batteries it reads against the engine's marking, its fast path
against its features, and the partie equity table as its prior."""

from __future__ import annotations

import dataclasses
import json
import math
import random
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench.evaluator_gen2 import load as load_gen2
from notation.board import BLACK, WHITE, Position
from notation.dice import ALL_THROWS, Throw
from notation.errors import BadArgumentError
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import legal_plays
from notation.rules.scoring import Rencontre, score
from notation.scoreboard import PlayerScore, ScoreState
from notation.selfplay import random_walk
from notation.tutor.evaluator import (
    FEATURES,
    Evaluator,
    Remembering,
    batteries,
    calibrated,
    default_evaluator,
    evaluate,
    features,
    prior,
)
from notation.tutor.partie_table import partie_chance
from notation.tutor.ranking import rank_plays
from scripts.combine_evaluators import combine
from tests.support.strategies import positions, score_states

SLOW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

walked = st.builds(
    lambda seed, throws: list(random_walk(random.Random(seed), throws))[-1].play.position,
    st.integers(0, 10_000),
    st.integers(1, 80),
)


def _engine_batteries(position: Position) -> tuple[float, float, float, float]:
    """What the engine marks for the batteries of the mover's 21 throws: the same four figures as
    :func:`batteries`."""
    mover = position.to_move
    vrai_chance = vrai = faux = coin = 0.0
    for throw in ALL_THROWS:
        events = score(position, throw).events
        hits = [e.points for e in events if e.rencontre is Rencontre.BATTRE_VRAI and e.beneficiary is mover]
        vrai += throw.weight * sum(hits)
        vrai_chance += throw.weight * bool(hits)
        faux += throw.weight * sum(e.points for e in events if e.rencontre is Rencontre.BATTRE_FAUX)
        coin += throw.weight * any(e.rencontre is Rencontre.COIN_BATTU for e in events)
    return vrai_chance / 36, vrai / 36 / 8, faux / 36 / 8, coin / 36


@SLOW
@given(position=walked | positions())
def test_the_batteries_read_are_those_the_engine_marks(position: Position) -> None:
    for mover in (WHITE, BLACK):
        seen = position.with_to_move(mover)
        mine, theirs = (seen.white, seen.black) if mover is WHITE else (seen.black, seen.white)
        assert batteries(mine, theirs) == pytest.approx(_engine_batteries(seen))


def test_a_lone_dame_in_reach_is_threatened() -> None:
    # White's lone dame on his step 8, Black's dames on his talon (White's step 24) far away, and Black's
    # dames on his step 14 (White's step 11): three flèches behind White's dame, on Black's path.
    white = [0] * 24
    white[0], white[7] = 14, 1
    black = [0] * 24
    black[0], black[13] = 13, 2
    position = Position.unchecked(tuple(white), tuple(black), BLACK)
    chance, points, _faux, _coin = batteries(tuple(black), tuple(white))
    assert chance > 0 and points > 0
    assert chance == pytest.approx(_engine_batteries(position)[0])


@SLOW
@given(position=walked | positions(), score=score_states)
def test_the_fast_path_gives_the_value_of_the_features(position: Position, score: ScoreState) -> None:
    evaluator = default_evaluator()
    assert math.isclose(
        evaluator(position, score), evaluator.value(features(position, score), prior(position, score)), abs_tol=1e-9
    )


def _textbook(data: dict[str, object], position: Position, score: ScoreState) -> float:
    """The shipped network computed as its weights file says, unit by unit, with nothing folded or kept."""
    names = data["features"]
    assert isinstance(names, list)
    inputs = dict(zip(FEATURES, features(position, score), strict=True))
    x = [inputs[name] for name in names]
    scale, shift, hidden, bias, out = (data[key] for key in ("scale", "shift", "hidden", "hidden_bias", "out"))
    assert isinstance(hidden, list) and isinstance(bias, list) and isinstance(out, list)
    assert isinstance(scale, list) and isinstance(shift, list)
    units = [
        math.tanh(b + sum(w * s * (v - m) for w, s, m, v in zip(row, scale, shift, x, strict=True)))
        for row, b in zip(hidden, bias, strict=True)
    ]
    out_bias, prior_weight = data["out_bias"], data.get("prior_weight", 1.0)
    assert isinstance(out_bias, float) and isinstance(prior_weight, float | int)
    logit = prior_weight * prior(position, score) + out_bias + sum(w * u for w, u in zip(out, units, strict=True))
    return 1 / (1 + math.exp(-calibrated(logit, default_evaluator().calibration)))


SHIPPED = json.loads(resources.files("notation.tutor").joinpath("evaluator.json").read_text(encoding="utf-8"))


@SLOW
@given(position=walked | positions(), score=score_states)
def test_the_evaluator_is_its_network_computed_unit_by_unit(position: Position, score: ScoreState) -> None:
    # The evaluator folds the standardisation into its weights, keeps each score's and each side's share of the
    # hidden units, and sums the features it reads by dot products: the value is the network's all the same.
    evaluator = default_evaluator()
    assert evaluator(position, score) == pytest.approx(_textbook(SHIPPED, position, score), rel=1e-9, abs=1e-12)
    # a second time, from what it kept of the score and of each side
    assert evaluator(position, score) == pytest.approx(_textbook(SHIPPED, position, score), rel=1e-9, abs=1e-12)


def test_a_remembering_valuer_values_each_position_and_score_once() -> None:
    asked: list[tuple[Position, ScoreState]] = []

    def valuer(position: Position, score: ScoreState, conventions: object = None) -> float:
        asked.append((position, score))
        return default_evaluator()(position, score)

    remembering = Remembering(valuer)
    positions_ = [step.play.position for step in random_walk(random.Random(7), throws=6)]
    first = [remembering(position, ScoreState()) for position in positions_]
    again = [remembering(position, ScoreState()) for position in positions_]
    assert first == again == [default_evaluator()(position, ScoreState()) for position in positions_]
    assert len(asked) == remembering.valued == len(set(positions_))
    assert remembering.read_back == 2 * len(positions_) - len(set(positions_))
    # another score is another value
    remembering(positions_[0], ScoreState(PlayerScore(trous=2)))
    assert asked[-1] == (positions_[0], ScoreState(PlayerScore(trous=2)))
    # it keeps ``most`` values at most
    bounded = Remembering(valuer, most=2)
    for position in positions_:
        bounded(position, ScoreState())
        assert len(bounded.values) <= 2


_BASE = (Position.from_points({"B1": 13, "B6": 2}, {"N1": 14, "N3": 1}, WHITE, (2, 1)), ScoreState(), DEFAULT)
_ONE_FIELD_CHANGED: dict[str, tuple[Position | None, ScoreState | None, Conventions | None]] = {
    "the white dames": (Position.from_points({"B1": 13, "B7": 2}, {"N1": 14, "N3": 1}, WHITE, (2, 1)), None, None),
    "the black dames": (Position.from_points({"B1": 13, "B6": 2}, {"N1": 14, "N4": 1}, WHITE, (2, 1)), None, None),
    "the colour to move": (Position.from_points({"B1": 13, "B6": 2}, {"N1": 14, "N3": 1}, BLACK, (2, 1)), None, None),
    "the throws of the relevé": (
        Position.from_points({"B1": 13, "B6": 2}, {"N1": 14, "N3": 1}, WHITE, (1, 1)),
        None,
        None,
    ),
    "the throws unknown": (Position.from_points({"B1": 13, "B6": 2}, {"N1": 14, "N3": 1}, WHITE, None), None, None),
    "white's points": (None, ScoreState(PlayerScore(points=4)), None),
    "white's trous": (None, ScoreState(PlayerScore(trous=4)), None),
    "white's bredouille": (None, ScoreState(PlayerScore(points=4, bredouille=True)), None),
    "black's points": (None, ScoreState(black=PlayerScore(points=4)), None),
    "black's trous": (None, ScoreState(black=PlayerScore(trous=4)), None),
    "black's bredouille": (None, ScoreState(black=PlayerScore(points=4, bredouille=True)), None),
    "the pavillon white's": (None, ScoreState(PlayerScore(trous=2), pavillon=WHITE), None),
    "the pavillon black's": (None, ScoreState(black=PlayerScore(trous=2), pavillon=BLACK), None),
    "other conventions": (None, None, Conventions(margot=True)),
}


@pytest.mark.parametrize("changed", sorted(_ONE_FIELD_CHANGED))
def test_a_remembering_valuer_tells_apart_what_changes_a_value(changed: str) -> None:
    asked: list[tuple[Position, ScoreState, Conventions]] = []

    def valuer(position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> float:
        asked.append((position, score, conventions))
        return 0.25

    remembering = Remembering(valuer)
    remembering(*_BASE)
    # the same position, score and conventions built again: read back
    position = _BASE[0]
    remembering(
        Position(position.white, position.black, position.to_move, position.throws), ScoreState(), Conventions()
    )
    assert remembering.valued == 1 and remembering.read_back == 1
    # one field changed: valued
    new_position, new_score, new_conventions = _ONE_FIELD_CHANGED[changed]
    other = (new_position or _BASE[0], new_score or _BASE[1], new_conventions or _BASE[2])
    remembering(*other)
    assert remembering.valued == 2, changed
    assert asked[-1] == other


@pytest.mark.parametrize(("mine", "theirs"), [(0, 0), (6, 3), (3, 6), (10, 11), (11, 2)])
def test_the_prior_is_the_partie_table_throwing_first(mine: int, theirs: int) -> None:
    position = Position.start(BLACK)
    state = ScoreState(PlayerScore(trous=theirs), PlayerScore(trous=mine))
    chance = partie_chance(mine, theirs, first=True)
    assert prior(position, state) == pytest.approx(math.log(chance / (1 - chance)))


@pytest.mark.parametrize("theirs", [0, 3, 6, 9])
def test_on_the_fresh_tablier_more_trous_are_worth_more(theirs: int) -> None:
    # At the start of a relevé the dames are the same for both: the value follows the trous, as the table does.
    values = [
        evaluate(Position.start(WHITE), ScoreState(PlayerScore(trous=mine), PlayerScore(trous=theirs)))
        for mine in range(12)
    ]
    assert values == sorted(values)
    assert values[theirs] == pytest.approx(0.5, abs=0.05)


GEN2 = Path(__file__).resolve().parents[3] / "bench" / "evaluator-gen2.json"


def _logit(chance: float) -> float:
    return math.log(chance / (1 - chance))


@SLOW
@given(position=walked, score=score_states)
def test_combined_weights_average_the_networks_logits(position: Position, score: ScoreState) -> None:
    # Generation 2's 41 features are today's first 41: its weights rewritten in today's format give its values,
    # and two networks combined give the mean of their logits (the prior weighed by the share trained over it).
    old = json.loads(GEN2.read_text(encoding="utf-8"))
    new = json.loads(resources.files("notation.tutor").joinpath("evaluator.json").read_text(encoding="utf-8"))
    # The shipped network without its calibration: a map through several knots is no network's logit, and the
    # script refuses it (below).
    del new["calibration"]
    legacy = load_gen2(GEN2)(position, score)
    alone = Evaluator.from_json(combine([old]))(position, score)
    assert alone == pytest.approx(legacy, abs=1e-6)
    both = Evaluator.from_json(combine([old, new]))(position, score)
    shipped = Evaluator.from_json(new)(position, score)
    assert _logit(both) == pytest.approx((_logit(legacy) + _logit(shipped)) / 2, abs=1e-4)


def test_the_shipped_network_is_generation_7_and_the_rollouts_network_averaged() -> None:
    # Generation 8 as docs/tutor.md makes it: the two weights files of bench/ combined with their calibrations left
    # out (generation 7's seven knots cannot be averaged), then calibrated anew.
    bench = GEN2.parent
    inputs = [json.loads((bench / name).read_text(encoding="utf-8")) for name in FILES_OF_GENERATION_8]
    with pytest.raises(SystemExit):
        combine(inputs)
    combined = combine(inputs, calibrated=False)
    shipped = json.loads(resources.files("notation.tutor").joinpath("evaluator.json").read_text(encoding="utf-8"))
    for key in ("features", "prior_weight", "shift", "scale", "hidden", "hidden_bias", "out", "out_bias"):
        assert shipped[key] == combined[key], key
    assert shipped["trained"]["generation"] == 8 and len(shipped["calibration"]["logit"]) == 7


FILES_OF_GENERATION_8 = ("evaluator-gen7.json", "evaluator-gen8-rollouts.json")


# -- the calibration (notation/tutor/evaluator.json's "calibration") ---------------------------------------------------

knots_drawn = st.lists(
    # Knots a hundredth of a logit apart at least, as a fit writes them (four decimals).
    st.tuples(st.integers(-800, 800), st.integers(-800, 800)).map(lambda k: (k[0] / 100, k[1] / 100)),
    min_size=1,
    max_size=8,
    unique_by=(lambda k: k[0], lambda k: k[1]),
).map(lambda pairs: tuple(zip(sorted(x for x, _ in pairs), sorted(y for _, y in pairs), strict=True)))


@given(knots=knots_drawn, a=st.floats(-20, 20), b=st.floats(-20, 20))
def test_a_calibration_keeps_the_order_of_any_two_values(
    knots: tuple[tuple[float, float], ...], a: float, b: float
) -> None:
    low, high = sorted((a, b))
    assert calibrated(low, knots) <= calibrated(high, knots)
    for x, y in knots:
        assert calibrated(x, knots) == pytest.approx(y)
    assert calibrated(a, ()) == a


@pytest.mark.parametrize(
    "calibration",
    [
        {"logit": [[0.0, 1.0], [0.0, 2.0]]},  # the same network logit twice
        {"logit": [[0.0, 1.0], [1.0, 0.5]]},  # decreasing: it would turn choices round
        {"logit": [[0.0]]},
        {"knots": []},
        [0.0, 0.1],
    ],
)
def test_weights_with_a_calibration_that_is_not_increasing_knots_are_refused(calibration: object) -> None:
    data = json.loads(resources.files("notation.tutor").joinpath("evaluator.json").read_text(encoding="utf-8"))
    data["calibration"] = calibration
    with pytest.raises(BadArgumentError):
        Evaluator.from_json(data)


@SLOW
@given(position=walked | positions(), score=score_states)
def test_the_shipped_value_is_the_networks_logit_calibrated(position: Position, score: ScoreState) -> None:
    evaluator = default_evaluator()
    assert evaluator.calibration, "the shipped weights carry their calibration"
    raw = evaluator.raw_logit(position, score)
    assert evaluator(position, score) == pytest.approx(1 / (1 + math.exp(-calibrated(raw, evaluator.calibration))))
    bare = dataclasses.replace(evaluator, calibration=(), by_score={})
    assert _logit(bare(position, score)) == pytest.approx(raw, abs=1e-9)


@SLOW
@given(seed=st.integers(0, 10_000), throws=st.integers(1, 60))
def test_the_calibration_keeps_the_ranking_of_a_throws_plays(seed: int, throws: int) -> None:
    # A strictly increasing map of the logit keeps the order of values read with the same side to throw: the
    # plays of a throw (none a sortie, which is valued with the mover to throw) rank the same with the shipped
    # calibration as without it (their equities do not).  Tenir or s'en aller may turn: docs/tutor.md.
    step = list(random_walk(random.Random(seed), throws))[-1]
    position, throw = step.play.position, Throw(*sorted((seed % 6 + 1, throws % 6 + 1), reverse=True))
    if not position.is_legal() or position.warnings():
        return
    if any(play.position.off(position.to_move) == 15 for play in legal_plays(position, throw)):
        return
    shipped = default_evaluator()
    bare = dataclasses.replace(shipped, calibration=(), by_score={})
    with_it = rank_plays(position, throw, ScoreState(), evaluator=shipped)
    without = rank_plays(position, throw, ScoreState(), evaluator=bare)
    assert [r.play for r in with_it] == [r.play for r in without]
