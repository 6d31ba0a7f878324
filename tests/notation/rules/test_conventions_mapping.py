"""The conventions' JSON objects read every field (the readers name each one) and refuse the first bad key."""

from __future__ import annotations

import enum
from dataclasses import fields

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.ecrire import (
    Consolation,
    EcrireConventions,
    FirstOut,
    HalfFiche,
    MarqueValue,
    PrimauteRule,
    SettlementKind,
    SheetError,
)
from notation.errors import BadConventionError
from notation.rules.conventions import BearingOff, Conventions

CONVENTIONS = st.builds(
    Conventions,
    bearing_off=st.sampled_from(BearingOff),
    jan_de_rencontre=st.booleans(),
    margot=st.booleans(),
    pile_de_misere=st.booleans(),
)

ECRIRE = st.builds(
    EcrireConventions,
    consolation=st.sampled_from(Consolation),
    settlement=st.sampled_from(SettlementKind),
    jetons_per_marque=st.sampled_from([1, 2]),
    fiche=st.integers(1, 50),
    half_fiche=st.sampled_from(HalfFiche),
    value=st.sampled_from(MarqueValue),
    primaute=st.sampled_from(PrimauteRule),
    first_out=st.none() | st.sampled_from(FirstOut),
)


def _json(value: object) -> object:
    return value.value if isinstance(value, enum.Enum) else value


@given(CONVENTIONS)
def test_conventions_read_back_every_field_written(conventions: Conventions) -> None:
    every = {field.name: _json(getattr(conventions, field.name)) for field in fields(conventions)}
    assert Conventions.from_mapping(every) == conventions
    assert Conventions.from_mapping(conventions.to_mapping()) == conventions


@given(ECRIRE)
def test_ecrire_conventions_read_back_every_field_named(conventions: EcrireConventions) -> None:
    named = {
        field.name: _json(getattr(conventions, field.name))
        for field in fields(conventions)
        if getattr(conventions, field.name) is not None
    }
    assert EcrireConventions.from_mapping(named) == conventions


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ({"margot": "yes", "margo": True}, "not-flag"),
        ({"margo": True, "margot": "yes"}, "unknown"),
        ({"bearing_off": "anglaise", "margot": 1}, "bearing-off"),
    ],
)
def test_conventions_refuse_the_first_bad_key(data: dict[str, object], reason: str) -> None:
    with pytest.raises(BadConventionError) as raised:
        Conventions.from_mapping(data)
    assert raised.value.fields["reason"] == reason


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ({"fiche": 0, "consolation": "tripled"}, "fiche"),
        ({"consolation": "tripled", "fiche": 0}, "choice"),
        ({"jetons_per_marque": "2", "rounding": 10}, "jetons-per-marque"),
        ({"rounding": 10, "jetons_per_marque": 3}, "unknown-convention"),
        ({"fiche": True}, "fiche"),
        ({"first_out": None}, "choice"),
    ],
)
def test_ecrire_conventions_refuse_the_first_bad_key(data: dict[str, object], reason: str) -> None:
    with pytest.raises(SheetError) as raised:
        EcrireConventions.from_mapping(data)
    assert raised.value.fields["reason"] == reason


@pytest.mark.parametrize("jetons", [1, 2, 1.0, True])
def test_jetons_per_marque_equal_to_1_or_2_are_kept_as_whole_numbers(jetons: object) -> None:
    read = EcrireConventions.from_mapping({"jetons_per_marque": jetons}).jetons_per_marque
    assert read == jetons and type(read) is int
