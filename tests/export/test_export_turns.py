"""The one turn-range parser of the booklet export (CLI ``--at`` and the export dialog)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from studio.export.turn_ranges import TurnsError, parse_turns


@pytest.mark.parametrize(
    ("text", "turns"),
    [
        ("", set()),
        (None, set()),
        ("1", {1}),
        ("1, 5, 9-11", {1, 5, 9, 10, 11}),
        ("3-3,2", {2, 3}),
        ("1,,2", {1, 2}),
        (" 12 - 14 ", {12, 13, 14}),
    ],
)
def test_turn_numbers(text: str | None, turns: set[int]) -> None:
    assert parse_turns(text) == turns


@pytest.mark.parametrize(
    ("text", "item"),
    [
        ("0", "0"),  # turns count from 1 (the CLI's own parser took 0)
        ("9-3", "9-3"),  # descending (the CLI's own parser took it as nothing)
        ("0-2", "0-2"),
        ("x", "x"),
        ("1-", "1-"),
        ("-3", "-3"),
        ("1,2-x", "2-x"),
        ("+1", "+1"),
        ("1-2-3", "1-2-3"),
        ("²", "²"),
    ],
)
def test_bad_turn_numbers(text: str, item: str) -> None:
    with pytest.raises(TurnsError) as caught:
        parse_turns(text)
    assert caught.value.item == item
    assert isinstance(caught.value, ValueError)


@given(st.integers(1, 500), st.integers(0, 50))
def test_a_range_is_its_numbers(first: int, length: int) -> None:
    assert parse_turns(f"{first}-{first + length}") == set(range(first, first + length + 1))


@pytest.mark.parametrize("at", ["0", "9-3"])
def test_the_cli_refuses_what_the_dialog_refuses(at: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    from studio.cli import main as export_main

    record = str(Path(__file__).parents[1] / "data" / "records" / "ordinaire-annotee.trr")
    assert export_main(["export", "booklet", record, "--at", at, "-o", str(tmp_path / "b.pdf")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert f"not {at!r}" in err
    assert not (tmp_path / "b.pdf").exists()
