"""The position JSON of the command-line contract (docs/design.md, "The command-line contract"), read and written in
``notation.position_json``."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Position
from notation.code import CodeError
from notation.errors import TrictracError
from notation.position_json import (
    MAX_JSON_DEPTH,
    JsonError,
    PositionCodeError,
    PositionJson,
    format_position_json,
    load_json,
    parse_position,
    parse_position_json,
)
from notation.rules.conventions import BearingOff, Conventions
from tests.support.strategies import dice, positions

conventions = st.builds(
    Conventions,
    bearing_off=st.sampled_from(list(BearingOff)),
    jan_de_rencontre=st.booleans(),
    margot=st.booleans(),
    pile_de_misere=st.booleans(),
)


@given(
    position=positions(),
    conventions=conventions,
    dice=st.none() | dice,
    previous=st.none() | dice,
)
def test_format_then_parse_is_the_same(
    position: Position, conventions: Conventions, dice: object, previous: object
) -> None:
    given_ = PositionJson(position, conventions, dice, previous)  # type: ignore[arg-type]
    text = format_position_json(given_)
    assert "\n" not in text
    assert parse_position_json(text) == given_
    # The command line's form: dames per point in B/N for each colour, the colour to move.
    data = json.loads(text)
    assert data["white"] == position.points(WHITE) and data["black"] == position.points(BLACK)
    assert data["to_move"] == position.to_move.value


def test_the_design_example() -> None:
    # docs/design.md, "The command-line contract": the position argument's JSON form.
    read = parse_position_json('{"white": {"B1": 13, "B6": 1, "B7": 1}, "black": {"N1": 15}, "to_move": "white"}')
    assert read.position == Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15}, WHITE)
    assert read.conventions == Conventions() and read.dice is None and read.previous_dice is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"white": {"B1": true}}', "position JSON: white B1 must be a whole number, not true"),
        ('{"white": {"B1": 1.0}}', "position JSON: white B1 must be a whole number, not 1.0"),
        ('{"white": {"B1": 16}}', "position JSON: white B1 must be from 0 to 15, not 16"),
        ('{"to_move": 1}', "position JSON: to_move must be text, not 1"),
        ('{"throws": {"white": 1}}', 'position JSON: throws is {"white": n, "black": n}'),
        ('{"throws": {"white": -1, "black": 0}}', "position JSON: throws.white must be from 0 to 9999, not -1"),
        ('{"colour": "white"}', "position JSON: unknown field 'colour'"),
        ("[]", "position JSON must be an object with white, black and to_move"),
        ('{"white": {"B1": NaN}}', "position JSON: NaN is not a JSON number"),
        ('{"white": {"B1": 1e999}}', "position JSON: the number 1e999 is out of range"),
        ('{"white": {"B1": 1234567890123456789}}', "position JSON: the number 1234567890123456789 is out of range"),
        ('{"white": {"B1": 2}', "position JSON: Expecting ',' delimiter at line 1 column 20"),
    ],
)
def test_bad_position_json_is_one_line(text: str, message: str) -> None:
    with pytest.raises(JsonError) as caught:
        parse_position_json(text)
    assert str(caught.value) == message
    assert isinstance(caught.value, TrictracError) and caught.value.what.startswith("position")


def test_an_engine_refusal_keeps_the_engine_error_as_its_cause() -> None:
    with pytest.raises(JsonError, match=r"^position JSON: 'B13' is not a point") as caught:
        parse_position_json('{"white": {"B13": 2}}')
    assert isinstance(caught.value.__cause__, TrictracError)


def test_the_depth_limit_gives_line_and_column() -> None:
    text = "\n" + "[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1)
    with pytest.raises(JsonError) as caught:
        load_json(text, "marks")
    assert str(caught.value) == f"marks JSON: nested deeper than {MAX_JSON_DEPTH} levels at line 2 column 33"
    assert (caught.value.line, caught.value.column) == (2, 33)
    assert load_json("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH, "marks") is not None


def test_a_position_is_a_code_or_json() -> None:
    assert parse_position("start") == PositionJson(Position.start())
    assert parse_position('  {"white": {"B1": 15}, "black": {"N1": 15}}  ').position.throws is None
    with pytest.raises(PositionCodeError) as caught:
        parse_position("B1:13,B6,B7/N1:15 Q")
    # The column once (the code's own error already names it).
    assert str(caught.value) == "position code, column 19: expected the colour to move: B (Blanc) or N (Noir)"
    assert caught.value.column == 19 and isinstance(caught.value.__cause__, CodeError)
