"""Throws and their names (docs/rules.md §dice; Dictionnaire raisonné entries for the doublets)."""

import contextlib
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.dice import ALL_THROWS, BadThrowError, Throw


@pytest.mark.parametrize(
    ("dice", "name"),
    [
        # docs/rules.md §dice: bezet (1-1), double-deux, ternes, carmes, quines, sonnez (6-6); the 1 is "as".
        ("1-1", "bezet"),
        ("2-2", "double-deux"),
        ("3-3", "ternes"),
        ("4-4", "carmes"),
        ("5-5", "quines"),
        ("6-6", "sonnez"),
        ("6-1", "six et as"),
        ("3-5", "cinq et trois"),
    ],
)
def test_names(dice: str, name: str) -> None:
    throw = Throw.parse(dice)
    assert throw.name() == name
    assert Throw.parse(name) == throw


@pytest.mark.parametrize("old", ["ambesas", "bezas"])
def test_old_names_of_bezet(old: str) -> None:
    assert Throw.parse(old) == Throw(1, 1)


def test_the_21_throws_weigh_36() -> None:
    assert len(ALL_THROWS) == 21
    assert len(set(ALL_THROWS)) == 21
    assert sum(throw.weight for throw in ALL_THROWS) == 36
    # Each of the 36 ordered outcomes is counted by exactly one throw with its weight.
    outcomes = Counter(Throw(a, b) for a in range(1, 7) for b in range(1, 7))
    assert outcomes == {throw: throw.weight for throw in ALL_THROWS}


def test_direct_chances_of_a_number_are_11_in_36() -> None:
    # docs/rules.md §dice (Dictionnaire raisonné, NOMBRE): a given number comes direct in 11 of the 36 outcomes.
    assert sum(throw.weight for throw in ALL_THROWS if 4 in throw.numbers) == 11


@given(st.integers(1, 6), st.integers(1, 6))
def test_parse_code_round_trip(a: int, b: int) -> None:
    throw = Throw(a, b)
    assert throw.high >= throw.low
    assert Throw.parse(throw.code()) == throw
    assert Throw.parse(f"{a}{b}") == throw
    assert Throw.parse(throw.name()) == throw


@pytest.mark.parametrize("text", ["7-1", "0-3", "six", "", "6-5-4", "66x"])
def test_bad_throws(text: str) -> None:
    with pytest.raises(BadThrowError):
        Throw.parse(text)


@given(st.text(max_size=12))
def test_parser_raises_only_its_own_error(text: str) -> None:
    with contextlib.suppress(BadThrowError):
        Throw.parse(text)
