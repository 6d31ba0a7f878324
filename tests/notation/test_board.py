"""The tablier: points, steps, jans, tables and the Position's validation (docs/rules.md §board)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.board import (
    BLACK,
    WHITE,
    BadMoveError,
    BadPointError,
    BothColoursOnPointError,
    Colour,
    Jan,
    LoneDameOnCoinError,
    NegativeCountError,
    OpponentCoinError,
    Point,
    Position,
    PositionError,
    ReleveDueWarning,
    Table,
    TooManyDamesError,
    jan_steps,
    point_of_step,
    step_of,
    table_of,
)
from notation.dice import Throw
from notation.rules.moves import legal_plays
from tests.support.strategies import dice, positions


@pytest.mark.parametrize(
    ("colour", "step", "name"),
    [
        # docs/rules.md §board: White plays B1 → B12, then N12 → N1, then off (N0).
        (WHITE, 1, "B1"),
        (WHITE, 12, "B12"),
        (WHITE, 13, "N12"),
        (WHITE, 24, "N1"),
        (WHITE, 25, "N0"),
        # Black plays N1 → N12, then B12 → B1, then off (B0).
        (BLACK, 1, "N1"),
        (BLACK, 12, "N12"),
        (BLACK, 13, "B12"),
        (BLACK, 19, "B6"),
        (BLACK, 25, "B0"),
    ],
)
def test_steps_follow_each_colours_path(colour: Colour, step: int, name: str) -> None:
    assert point_of_step(colour, step).name == name
    assert step_of(colour, Point.from_name(name)) == step


@given(st.sampled_from([WHITE, BLACK]), st.integers(1, 24))
def test_a_point_is_the_same_for_both_paths(colour: Colour, step: int) -> None:
    # step = 25 − point on the opponent's side: my step s is his step 25 − s.
    point = point_of_step(colour, step)
    assert step_of(colour.opponent, point) == 25 - step


@pytest.mark.parametrize("name", ["B13", "X4", "B", "", "N-1", "B00", "12", "B1.5"])
def test_bad_point_names_are_refused(name: str) -> None:
    with pytest.raises(BadPointError):
        Point.from_name(name)


@pytest.mark.parametrize(
    ("jan", "first", "last"),
    # docs/rules.md §board: petit jan = own 1–6, grand jan = own 7–12, jan de retour = the opponent's 1–6.
    [(Jan.PETIT, "B1", "B6"), (Jan.GRAND, "B7", "B12"), (Jan.RETOUR, "N6", "N1")],
)
def test_jans_of_white(jan: Jan, first: str, last: str) -> None:
    steps = jan_steps(jan)
    assert point_of_step(WHITE, steps[0]).name == first
    assert point_of_step(WHITE, steps[-1]).name == last


@pytest.mark.parametrize(
    ("name", "table"),
    [("B1", Table.PETITS_JANS), ("N6", Table.PETITS_JANS), ("B7", Table.GRANDS_JANS), ("N12", Table.GRANDS_JANS)],
)
def test_tables_hold_points_of_both_sides(name: str, table: Table) -> None:
    assert table_of(Point.from_name(name)) is table


def test_start_has_fifteen_on_each_talon() -> None:
    start = Position.start()
    assert start.dames_at("B1") == (WHITE, 15)
    assert start.dames_at("N1") == (BLACK, 15)
    assert start.off(WHITE) == start.off(BLACK) == 0
    assert start == Position.START
    assert hash(start) == hash(Position.start())


def test_from_points_as_in_the_cli_contract() -> None:
    # docs/design.md, "The command-line contract": dames off the board are 15 minus those listed.
    position = Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15})
    assert position.points(WHITE) == {"B1": 13, "B6": 1, "B7": 1}
    assert position.points(BLACK) == {"N1": 15}
    assert position.off(WHITE) == 0


@pytest.mark.parametrize(
    ("white", "black", "error"),
    [
        ({"B1": 16}, {"N1": 15}, TooManyDamesError),
        ({"B1": 14, "B3": 2}, {}, TooManyDamesError),
        ({"B1": -1}, {}, NegativeCountError),
        ({"B5": 2}, {"B5": 1}, BothColoursOnPointError),
        ({"N3": 2}, {"N3": 2}, BothColoursOnPointError),
        ({"B12": 1, "B1": 14}, {}, LoneDameOnCoinError),
        ({}, {"N12": 1}, LoneDameOnCoinError),
        ({"N12": 2}, {}, OpponentCoinError),
        ({}, {"B12": 3}, OpponentCoinError),
    ],
)
def test_validation_raises_precise_errors(
    white: dict[str | Point, int], black: dict[str | Point, int], error: type[PositionError]
) -> None:
    with pytest.raises(error):
        Position.from_points(white, black)
    # The editor may hold the same position: it is built unchecked and lists its problems.
    unchecked = Position.from_points(white, black, check=False)
    assert any(isinstance(problem, error) for problem in unchecked.problems())
    assert not unchecked.is_legal()


def test_error_messages_name_the_point() -> None:
    with pytest.raises(PositionError, match="N12"):
        Position.from_points({"N12": 2}, {})
    with pytest.raises(PositionError, match="B5"):
        Position.from_points({"B5": 2}, {"B5": 1})


def test_coin_with_two_dames_is_legal() -> None:
    position = Position.from_points({"B12": 2, "B1": 13}, {"N12": 3, "N1": 12})
    assert position.is_legal()


counts = st.lists(st.integers(0, 3), min_size=24, max_size=24).map(tuple)


@given(counts, counts, st.sampled_from([WHITE, BLACK]))
def test_mirror_exchanges_the_colours(white: tuple[int, ...], black: tuple[int, ...], to_move: Colour) -> None:
    position = Position.unchecked(white, black, to_move, (1, 2))
    mirrored = position.mirror()
    assert mirrored.mirror() == position
    assert mirrored.counts(BLACK) == position.counts(WHITE)
    assert mirrored.to_move is to_move.opponent
    assert mirrored.throws == (2, 1)
    assert len(mirrored.problems()) == len(position.problems())


@pytest.mark.parametrize(
    ("white", "black", "expected"),
    [
        ({}, {"B7": 1, "B3": 4, "B2": 6, "B1": 4}, ["Blanc has borne off every dame"]),
        ({"N1": 2}, {}, ["Noir has borne off every dame"]),
        ({}, {}, ["no dame on the tablier"]),
        ({"N1": 1}, {"B1": 1}, []),
    ],
)
def test_a_side_with_every_dame_off_is_warned_not_refused(
    white: dict[str | Point, int], black: dict[str | Point, int], expected: list[str]
) -> None:
    """Lois et règles, art. VIII: after the last dame off the dames are relevées, so no throw is played from here."""
    position = Position.from_points(white, black)  # the tablier allows it: no PositionError
    assert position.is_legal()
    warnings = position.warnings()
    assert [str(w)[: len(e)] for w, e in zip(warnings, expected, strict=True)] == expected
    assert all(isinstance(w, ReleveDueWarning) and w.french for w in warnings)


# -- Position.after_moves: the one function that applies moves (lessons' judge and panels use it) ----------------


@given(positions(), dice)
def test_after_moves_of_a_play_gives_the_plays_counts(position: Position, throw: Throw) -> None:
    mover = position.to_move
    for play in legal_plays(position, throw)[:8]:
        after = position.after_moves(mover, play.moves)
        assert after.counts(mover) == play.position.counts(mover)
        assert after.counts(mover.opponent) == position.counts(mover.opponent)
        assert (after.to_move, after.throws) == (position.to_move, position.throws)


@pytest.mark.parametrize(
    ("moves", "origin", "target"),
    [
        ([(2, 5)], 2, 5),  # White has no dame on B2 at the start
        ([(1, 1)], 1, 1),  # not forward
        ([(7, 3)], 7, 3),  # back
        ([(25, 26)], 25, 26),  # from the bande
        ([(0, 4)], 0, 4),
        ([(1, 26)], 1, 26),  # past the bande
        ([(1, 7), (7, 9), (7, 10)], 7, 10),  # the dame moved on already
    ],
)
def test_after_moves_refuses_a_move_that_cannot_be_made(moves: list[tuple[int, int]], origin: int, target: int) -> None:
    with pytest.raises(BadMoveError) as caught:
        Position.start().after_moves(WHITE, moves)
    assert (caught.value.colour, caught.value.origin, caught.value.target) == (WHITE, origin, target)
    fields = caught.value.fields
    assert {key: fields[key] for key in ("colour", "origin", "target")} == {
        "colour": WHITE,
        "origin": origin,
        "target": target,
    }


def test_after_moves_for_black_moves_blacks_dames() -> None:
    after = Position.start().after_moves(BLACK, [(1, 6), (1, 25)])
    assert after.points(BLACK) == {"N1": 13, "N6": 1}
    assert after.points(WHITE) == {"B1": 15}
