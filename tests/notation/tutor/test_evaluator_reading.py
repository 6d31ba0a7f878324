"""The evaluator's reading of each side (``notation.tutor.evaluator.READING``): hand-derived positions, the engine's
marking where it scores the same thing, the colours exchanged; and weights read by the names of their features,
generation 4's giving the values its own code gave."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bench.evaluator_gen2 import load_any
from notation.board import BLACK, WHITE, Colour, Position
from notation.code import parse_code
from notation.dice import ALL_THROWS, Throw
from notation.errors import BadArgumentError
from notation.rules.scoring import Rencontre, score
from notation.scoreboard import PlayerScore, ScoreState
from notation.selfplay import random_walk
from notation.tutor.evaluator import FEATURES, READING, Evaluator, features, prior, reading, swap_score
from tests.support.strategies import positions, score_states

SLOW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ROOT = Path(__file__).resolve().parents[3]
GEN4 = ROOT / "bench" / "evaluator-gen4.json"

walked = st.builds(
    lambda seed, throws: list(random_walk(random.Random(seed), throws))[-1].play.position,
    st.integers(0, 10_000),
    st.integers(1, 120),
)


def _white(position: Position) -> dict[str, float]:
    """White's reading of ``position``, by name."""
    return dict(zip(READING, reading(position.white, position.black), strict=True))


def _chance(throws: list[Throw]) -> float:
    return sum(throw.weight for throw in throws) / 36


def _marked(position: Position, rencontre: Rencontre, thrower: Colour) -> list[Throw]:
    """The throws of ``thrower`` for which the engine marks ``rencontre`` (to him or to his opponent)."""
    seen = position.with_to_move(thrower)
    return [throw for throw in ALL_THROWS if any(event.rencontre is rencontre for event in score(seen, throw).events)]


# -- the colours exchanged -----------------------------------------------------------------


@SLOW
@given(position=walked | positions(), state=score_states)
def test_the_reading_is_the_same_with_the_colours_exchanged(position: Position, state: ScoreState) -> None:
    first = len(FEATURES) - 144 - 2 * len(READING)
    mine = features(position, state)[first : first + 2 * len(READING)]
    assert mine == features(position.mirror(), swap_score(state))[first : first + 2 * len(READING)]
    me, them = (position.white, position.black) if position.to_move is WHITE else (position.black, position.white)
    assert mine == [*reading(me, them), *reading(them, me)]
    assert all(0.0 <= value <= 1.0 for value in mine)


# -- hand-derived positions -----------------------------------------------------------------------


def test_on_the_fresh_tablier_every_number_plays_and_the_far_jans_are_closed() -> None:
    read = _white(Position.start())
    assert read["petit_possible"] == read["grand_possible"] == 1.0
    assert read["retour_possible"] == 0.0  # Black's talon is in White's jan de retour
    assert read["open_moves"] == 1.0 and read["impuissance"] == 0.0
    # Black can fill both his jans: steps 13 (his coin) to 24 are closed to White, twelve in a row
    assert read["closed_run"] == 1.0
    assert read["fill_chance"] == read["keep_chance"] == read["coin_take"] == 0.0


def test_four_dames_in_the_grand_jan_lose_the_petit_jan() -> None:
    # docs/rules.md, Jans interdits: eleven on the talon and four on B7 cannot make six cases of the petit jan.
    read = _white(Position.from_points({"B1": 11, "B7": 4}, {"N1": 15}))
    assert read["petit_possible"] == 0.0 and read["grand_possible"] == 1.0


def test_a_dame_of_the_opponent_in_a_jan_makes_its_plein_impossible() -> None:
    # Black's dame on B9 (his step 16), his petit jan emptied: White's grand jan cannot be filled, and White may
    # fill his jan de retour.
    position = Position.from_points({"B1": 9, "B7": 2, "B8": 2, "B10": 2}, {"B9": 1, "N8": 14}, WHITE)
    read = _white(position)
    assert read["grand_possible"] == 0.0 and read["petit_possible"] == 0.0
    assert read["retour_possible"] == 1.0


def test_one_dame_short_of_the_petit_jan_fills_by_a_five_or_by_four_and_ace_or_three_and_two() -> None:
    # White's only spare dame on the talon, the plein lacking B6: a 5 brings it, and so do 4 and 1 or 3 and 2
    # tout d'une (over B5 or B2, his own).  11 + 2 + 2 = 15 chances of 36.  (Black's dames all on his coin: the
    # dames on B8, B9 and B10 can play any other number, so that no throw fills only en passant.)
    position = Position.from_points(
        {"B1": 3, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 1, "B8": 1, "B9": 1, "B10": 1}, {"N12": 15}, WHITE
    )
    assert _white(position)["fill_chance"] == pytest.approx(15 / 36)
    assert _white(position)["fill_chance"] == pytest.approx(_chance(_marked(position, Rencontre.REMPLIR, WHITE)))


def test_an_empty_point_of_a_jan_needs_two_dames_at_once() -> None:
    # B6 empty, the other five cases made, spare dames on the talon (three) and on B2 (one): the two numbers must
    # bring one dame each, from 6 − a and 6 − b: 5-5 from the talon, 5-4 from the talon and B2.
    position = Position.from_points({"B1": 5, "B2": 3, "B3": 2, "B4": 2, "B5": 2, "B9": 1}, {"N1": 15}, WHITE)
    assert _white(position)["fill_chance"] == pytest.approx(3 / 36)
    assert _white(position)["fill_chance"] == pytest.approx(_chance(_marked(position, Rencontre.REMPLIR, WHITE)))


def test_a_plein_is_kept_by_the_numbers_its_spare_dames_can_play() -> None:
    # The petit jan plein; three spare dames on B9 can play an ace or a deuce (B12, the empty coin, takes no lone
    # dame; N12 is Black's coin; his grand jan is closed): 1-1, 2-1 and 2-2 keep it; and two of them take the coin
    # with ternes, or par puissance with carmes: 6 chances of 36.
    position = Position.from_points({"B1": 2, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "B9": 3}, {"N1": 15}, WHITE)
    read = _white(position)
    assert read["keep_chance"] == pytest.approx(6 / 36)
    assert read["keep_chance"] == pytest.approx(_chance(_marked(position, Rencontre.CONSERVER, WHITE)))
    assert read["fill_chance"] == 0.0


def test_the_coin_is_taken_by_the_numbers_that_reach_it_from_two_dames() -> None:
    # Dames on B6 and B7: 6-5 takes the coin par effet; par puissance the 6 from B7 would need a second dame.
    read = _white(Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15}, WHITE))
    assert read["coin_take"] == pytest.approx(2 / 36)
    # Two dames on B8, the coins empty: 4-4 par effet, 5-5 par puissance (to N12 each, put on B12 instead).
    read = _white(Position.from_points({"B1": 13, "B8": 2}, {"N1": 15}, WHITE))
    assert read["coin_take"] == pytest.approx(2 / 36)
    # His coin held: nothing to take.
    assert _white(Position.from_points({"B1": 13, "B12": 2}, {"N1": 15}, WHITE))["coin_take"] == 0.0


def test_shut_in_behind_closed_jans_every_throw_is_an_impuissance() -> None:
    # All of White's dames on his coin, Black able to fill both his jans: no number can be played (N12 is
    # Black's coin, N11–N7 his grand jan interdit, beyond it his petit jan).
    position = Position.from_points({"B12": 15}, {"N1": 15}, WHITE)
    read = _white(position)
    assert read["impuissance"] == 1.0 and read["open_moves"] == 0.0 and read["closed_run"] == 1.0
    assert _chance(_marked(position, Rencontre.IMPUISSANCE, WHITE)) == 1.0


def test_only_the_ace_plays_when_the_ace_alone_is_open() -> None:
    # Two dames on B11 can go to the coin (held), nothing else can move: every throw but bezet leaves a number
    # unplayed, and two of the ninety dame-and-number moves are open.
    position = Position.from_points({"B11": 2, "B12": 13}, {"N1": 15}, WHITE)
    read = _white(position)
    assert read["impuissance"] == pytest.approx(35 / 36)
    assert read["open_moves"] == pytest.approx(2 / 90)
    assert read["impuissance"] == pytest.approx(_chance(_marked(position, Rencontre.IMPUISSANCE, WHITE)))


def test_a_closed_passage_is_counted_from_the_rearmost_dame() -> None:
    # White's rearmost dames on N9 (his step 16); Black can still fill his grand jan (White's steps 14-18 closed)
    # but not his petit jan, where his dames hold N5, N4 and N3 (White's steps 20-22): steps 17 and 18 closed,
    # 19 White's own, then three closed in a row.
    position = Position.from_points({"N6": 13, "N9": 2}, {"N3": 5, "N4": 5, "N5": 5}, WHITE)
    assert _white(position)["closed_run"] == pytest.approx(3 / 6)


# -- weights read by name -----------------------------------------------------------------------


def _gen4_cases() -> list[tuple[Position, ScoreState, float]]:
    rows = json.loads((ROOT / "tests" / "data" / "evaluator_gen4_values.json").read_text(encoding="utf-8"))
    cases = []
    for row in rows:
        (wp, wt, wb), (bp, bt, bb), pavillon = row["score"]
        state = ScoreState(
            PlayerScore(wp, wt, wb), PlayerScore(bp, bt, bb), None if pavillon is None else Colour.parse(pavillon)
        )
        cases.append((parse_code(row["position"]).position, state, row["value"]))
    return cases


def test_generation_4_reads_as_its_own_code_read_it() -> None:
    # tests/data/evaluator_gen4_values.json: generation 4's values of 60 positions computed by the evaluator it
    # shipped with (the code before the reading features, which read exactly the features the file names).
    evaluator = load_any(GEN4)
    assert isinstance(evaluator, Evaluator) and not evaluator.reading
    for position, state, value in _gen4_cases():
        assert evaluator(position, state) == pytest.approx(value, abs=1e-12)


def _explicit(data: dict[str, Any], position: Position, state: ScoreState) -> float:
    """The network of a weights file computed as written: its features taken by name from today's, standardised,
    one hidden layer, over the prior."""
    by_name = dict(zip(FEATURES, features(position, state), strict=True))
    x = [
        (by_name[name] - shift) * scale
        for name, shift, scale in zip(data["features"], data["shift"], data["scale"], strict=True)
    ]
    total = float(data["out_bias"])
    for row, bias, weight in zip(data["hidden"], data["hidden_bias"], data["out"], strict=True):
        total += weight * math.tanh(bias + sum(w * v for w, v in zip(row, x, strict=True)))
    total += prior(position, state)
    return 1 / (1 + math.exp(-total))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=walked, state=score_states, seed=st.integers(0, 1000))
def test_weights_are_read_by_the_names_of_their_features_in_any_order(
    position: Position, state: ScoreState, seed: int
) -> None:
    data = json.loads(GEN4.read_text(encoding="utf-8"))
    expected = _explicit(data, position, state)
    assert load_any(GEN4)(position, state) == pytest.approx(expected, abs=1e-12)
    # the same weights, their features in another order
    order = list(range(len(data["features"])))
    random.Random(seed).shuffle(order)
    shuffled = dict(data)
    for key in ("features", "shift", "scale"):
        shuffled[key] = [data[key][i] for i in order]
    shuffled["hidden"] = [[row[i] for i in order] for row in data["hidden"]]
    assert Evaluator.from_json(shuffled)(position, state) == pytest.approx(expected, abs=1e-12)


def test_weights_naming_a_feature_not_computed_are_refused() -> None:
    data = json.loads(GEN4.read_text(encoding="utf-8"))
    data["features"] = [*data["features"][:-1], "my_unknown"]
    with pytest.raises(BadArgumentError, match="features"):
        Evaluator.from_json(data)
    data["features"] = data["features"][:-1]
    with pytest.raises(BadArgumentError, match="column"):
        Evaluator.from_json(data)


@SLOW
@given(position=walked | positions())
def test_the_impuissance_read_is_the_engines(position: Position) -> None:
    # Both numbers played by two dames, one tout d'une, or the coin taken or left by two: before the bearing off
    # (two dames or more outside the jan de retour; both sides with dames on the board) the chance read is the
    # chance that the engine marks an impuissance.  (In the bearing off the excédant numbers are read for the
    # farthest dame before the throw, an approximation.)
    assume(any(position.white) and any(position.black))
    for mover in (WHITE, BLACK):
        seen = position.with_to_move(mover)
        mine, theirs = (seen.white, seen.black) if mover is WHITE else (seen.black, seen.white)
        if sum(mine[:18]) < 2:
            continue
        read = dict(zip(READING, reading(mine, theirs), strict=True))
        assert read["impuissance"] == pytest.approx(_chance(_marked(seen, Rencontre.IMPUISSANCE, mover)))
