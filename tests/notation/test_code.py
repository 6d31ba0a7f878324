"""The one-line position code: the examples of its spec, round trips, errors and finding codes in text."""

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.board import (
    BLACK,
    WHITE,
    BothColoursOnPointError,
    LoneDameOnCoinError,
    OpponentCoinError,
    Position,
    PositionError,
    TooManyDamesError,
)
from notation.code import CodeError, Setup, find_codes, format_code, parse_code
from notation.dice import Throw
from notation.scoreboard import PlayerScore, ScoreState
from tests.support.strategies import dice, positions, score_states

SPEC = Path(__file__).resolve().parents[2] / "docs" / "position-code.md"


def spec_examples() -> list[str]:
    """Every line of the fenced blocks marked ```code in docs/position-code.md."""
    blocks = re.findall(r"^```code\n(.*?)^```", SPEC.read_text(encoding="utf-8"), flags=re.M | re.S)
    return [line for block in blocks for line in block.splitlines() if line.strip()]


def test_the_spec_has_at_least_five_examples() -> None:
    assert len(spec_examples()) >= 5


@pytest.mark.parametrize("code", spec_examples())
def test_spec_examples_parse_and_are_canonical(code: str) -> None:
    setup = parse_code(code)
    assert format_code(setup.position, setup.dice, setup.score) == code


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        # docs/rules.md §board / Lois et règles: fifteen dames on each talon, no throw made yet.
        ("start", Setup(Position.start())),
        # Levy: « With an opening 6-5, black must clear two checkers from the talon » (here Blanc opens):
        # the 6 to B7, the 5 to B6; Noir to move; one throw made by Blanc in the relevé.
        (
            "B1:13,B6,B7/N1:15 N releve=1/0",
            Setup(Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15}, BLACK, (1, 0))),
        ),
        (
            "B1:5,B4:2,B6:2,B7:2,B8:2,B12:2/N1:4,N3:2,N5:2,N6:2,N7:3,N12:2 B 5-3 "
            "points=4/0 trous=2/1 bredouille=B pavillon=N",
            Setup(
                Position.from_points(
                    {"B1": 5, "B4": 2, "B6": 2, "B7": 2, "B8": 2, "B12": 2},
                    {"N1": 4, "N3": 2, "N5": 2, "N6": 2, "N7": 3, "N12": 2},
                    WHITE,
                ),
                Throw(5, 3),
                ScoreState(PlayerScore(4, 2, True), PlayerScore(0, 1, False), BLACK),
            ),
        ),
        # Bearing off: seven of Blanc's dames off, five of Noir's.
        (
            "N6:2,N4:3,N3,N1:2/B5:3,B3:4,B2:2,B1 B 6-2",
            Setup(
                Position.from_points({"N6": 2, "N4": 3, "N3": 1, "N1": 2}, {"B5": 3, "B3": 4, "B2": 2, "B1": 1}),
                Throw(6, 2),
            ),
        ),
        # docs/rules.md §tarif, six tables: four dames on four of B2–B7 after two throws, the third throw to come.
        (
            "B1:11,B2,B3,B5,B6/N1:11,N3,N4,N5,N8 B 6-3 releve=2/2",
            Setup(
                Position.from_points(
                    {"B1": 11, "B2": 1, "B3": 1, "B5": 1, "B6": 1},
                    {"N1": 11, "N3": 1, "N4": 1, "N5": 1, "N8": 1},
                    WHITE,
                    (2, 2),
                ),
                Throw(6, 3),
            ),
        ),
        ("start N 3-1", Setup(Position.start(BLACK), Throw(3, 1))),
    ],
)
def test_spec_examples_mean_what_the_spec_says(code: str, expected: Setup) -> None:
    assert code in spec_examples()
    assert parse_code(code) == expected


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("  start  ", "start"),
        ("start B", "start"),
        ("start releve=0/0", "start"),
        ("start releve=1/0", "B1:15/N1:15 B releve=1/0"),
        ("B1:15/N1:15 B releve=0/0", "start"),
        ("B1:15/N1:15 B", "B1:15/N1:15 B"),  # throw counts unknown: not the start
        ("B7:1,B1:13,B6/N1:15 N", "B1:13,B6,B7/N1:15 N"),  # path order, no count for one dame
        ("B1:15/N1:15 B 5-6", "B1:15/N1:15 B 6-5"),  # high die first
        ("B1:15/N1:15\tB   relevé=2/1 2-2", "B1:15/N1:15 B 2-2 releve=2/1"),
        ("start pavillon=B", "start points=0/0 trous=0/0 pavillon=B"),
        ("start bredouille=-", "start points=0/0 trous=0/0"),
        ("start bredouille=BN trous=3/0", "start points=0/0 trous=3/0 bredouille=BN"),
        ("-/- N", "-/- N"),
        ("N1:2,N5/B11:2 B", "N5,N1:2/B11:2 B"),  # Blanc in his jan de retour
    ],
)
def test_other_spellings_read_and_format_canonically(text: str, canonical: str) -> None:
    setup = parse_code(text)
    assert format_code(setup.position, setup.dice, setup.score) == canonical
    assert parse_code(canonical) == setup


@pytest.mark.parametrize(
    ("text", "column", "expected"),
    [
        ("", 1, "'start' or the dames"),
        ("   ", 4, "'start' or the dames"),
        ("hello", 1, "'start' or the dames"),
        ("B1:15", 6, "'/' then Noir's dames"),
        ("B1:15/N1:15", 12, "the colour to move"),
        ("B1:15/N1:15 W", 13, "the colour to move"),
        ("B1:15/N1:15 b", 13, "the colour to move"),
        ("B13/N1 B", 1, "no point B13"),
        ("B1:15/N0 B", 7, "bande de sortie"),
        ("B1:15/N01 B", 7, "no point N01"),
        ("B1:15/ B", 7, "Noir's dames"),
        ("B1:0/N1 B", 4, "1 to 15 dames"),
        ("B1:16/N1:15 B", 4, "1 to 15 dames"),
        ("B1:/N1 B", 4, "number of Blanc's dames"),
        ("B1,B1/- B", 4, "listed twice"),
        ("B1;B2/- B", 3, "','"),
        ("B1/N1.N2 B", 6, "','"),
        ("x/N1 B", 1, "a point of Blanc's dames"),
        ("B1:15/N1:15 B 7-1", 15, "1 to 6"),
        ("B1:15/N1:15 B 6-5 6-5", 19, "twice"),
        ("B1:15/N1:15 B points=12/0", 22, "0 to 11"),
        ("B1:15/N1:15 B points=1", 22, "two numbers"),
        ("start trous=1/0 trous=2/0", 17, "twice"),
        ("start pavillon=BN", 16, "B, N or -"),
        ("start bredouille=W", 18, "B, N, BN or -"),
        ("start releve=1/9999999999", 16, "digits"),
        ("start score=1", 7, "a throw such as 6-5"),
        ("start N N", 9, "a throw such as 6-5"),
    ],
)
def test_syntax_errors_say_where_and_what_was_expected(text: str, column: int, expected: str) -> None:
    with pytest.raises(CodeError) as caught:
        parse_code(text)
    assert caught.value.column == column
    assert expected in str(caught.value)
    assert str(caught.value).startswith(f"column {column}: ")


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("B1:10,B2:6/N1:15 B", TooManyDamesError),
        ("B5/B5 B", BothColoursOnPointError),  # both colours listed on B5
        ("B1:14,B12/N1:15 B", LoneDameOnCoinError),  # Levy: « the coin de repos must be occupied with two checkers »
        ("B1:13,N12:2/N1:15 B", OpponentCoinError),  # Levy: « You may not move any checkers to the opponent's coin »
    ],
)
def test_illegal_positions_raise_the_boards_errors_with_a_clear_message(text: str, error: type[PositionError]) -> None:
    with pytest.raises(error, match=r"^illegal position: "):
        parse_code(text)


def test_position_from_code_and_code() -> None:
    position = Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15}, BLACK, (1, 0))
    assert position.code() == "B1:13,B6,B7/N1:15 N releve=1/0"
    assert Position.from_code(position.code()) == position


# -- properties ----------------------------------------------------------------


@given(positions(), st.none() | dice, st.none() | score_states)
def test_codes_round_trip_exactly(position: Position, throw: Throw | None, score: ScoreState | None) -> None:
    code = format_code(position, throw, score)
    assert parse_code(code) == Setup(position, throw, score)
    assert "\n" not in code


@given(positions(), st.none() | dice, st.none() | score_states)
def test_format_is_canonical(position: Position, throw: Throw | None, score: ScoreState | None) -> None:
    code = format_code(position, throw, score)
    setup = parse_code(code)
    assert format_code(setup.position, setup.dice, setup.score) == code


@given(positions(), st.none() | dice, st.none() | score_states)
def test_a_code_is_found_inside_prose(position: Position, throw: Throw | None, score: ScoreState | None) -> None:
    code = format_code(position, throw, score)
    text = f"Voici la position:\n  Look at `{code}`, then think.\nFin."
    assert find_codes(text) == [Setup(position, throw, score)]


def _only_own_errors(text: str) -> None:
    try:
        setup = parse_code(text)
    except (CodeError, PositionError) as error:
        if isinstance(error, CodeError):
            assert 1 <= error.column <= len(text) + 1
        return
    assert parse_code(format_code(setup.position, setup.dice, setup.score)) == setup


@given(st.text(max_size=40))
def test_arbitrary_text_raises_only_the_codes_errors(text: str) -> None:
    _only_own_errors(text)


CODE_ALPHABET = "BN0123456789:,/-= \tstartpoinsrelvéduamWX"


@given(st.text(alphabet=CODE_ALPHABET, max_size=40))
def test_code_like_text_raises_only_the_codes_errors(text: str) -> None:
    _only_own_errors(text)


@given(positions(), st.none() | dice, st.none() | score_states, st.data())
def test_damaged_codes_raise_only_the_codes_errors(
    position: Position, throw: Throw | None, score: ScoreState | None, data: st.DataObject
) -> None:
    code = format_code(position, throw, score)
    where = data.draw(st.integers(0, len(code)))
    cut = data.draw(st.integers(0, 3))
    insert = data.draw(st.text(alphabet=CODE_ALPHABET, max_size=3))
    _only_own_errors(code[:where] + insert + code[where + cut :])
    assert find_codes(code[:where] + insert + code[where + cut :]) is not None


@given(st.text(max_size=80))
def test_find_codes_never_raises(text: str) -> None:
    for setup in find_codes(text):
        assert isinstance(setup, Setup)


# -- finding codes in text -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("at the start of the game", []),
        ("Start here: start", []),
        ("start", ["start"]),
        ("Position: `start`.", ["start"]),
        ('The code "start 6-5" opens.', ["start 6-5"]),
        ("Play B1:13,B6,B7/N1:15 N. Then Noir throws.", ["B1:13,B6,B7/N1:15 N"]),
        (
            "1. B1:13,B6,B7/N1:15 N releve=1/0\n2. B1:12,B6,B7,B8/N1:13,N5,N6 B releve=1/1",
            ["B1:13,B6,B7/N1:15 N releve=1/0", "B1:12,B6,B7,B8/N1:13,N5,N6 B releve=1/1"],
        ),
        ("(B1:15/N1:15 B 6-6)", ["B1:15/N1:15 B 6-6"]),
        ("B1:15/N1:15 B 6-6 releve=x", ["B1:15/N1:15 B 6-6"]),  # a damaged last field is left out
        ("B5/B5 B and 1/2 N", []),  # illegal position; a fraction is no code
        ("B1:15/N1:15\nB", []),  # a code lies on one line
    ],
)
def test_find_codes(text: str, codes: list[str]) -> None:
    assert find_codes(text) == [parse_code(code) for code in codes]


def test_unchecked_parsing_keeps_an_illegal_position_for_the_editor() -> None:
    # The editor never blocks editing (issue "The studio"): an illegal position is read, and its problems listed.
    from notation.board import PositionError, TooManyDamesError

    code = "B1:15,B2/N1:15 B"
    with pytest.raises(PositionError):
        parse_code(code)
    setup = parse_code(code, check=False)
    assert any(isinstance(problem, TooManyDamesError) for problem in setup.position.problems())
    assert format_code(setup.position) == code
    with pytest.raises(CodeError):
        parse_code("B1:100/N1:15 B", check=False)


# ---- warnings: what the laws allow on the tablier but no partie reaches (issue 13, engine faults 2 and 3) ----


@pytest.mark.parametrize(
    ("code", "warnings"),
    [
        # Lois et règles, art. VIII: after the last dame off, « les dames des deux camps sont relevées »
        ("-/B7,B3:4,B2:6,B1:4 B 5-5", ["Blanc has borne off every dame"]),
        ("N3/- B", ["Noir has borne off every dame"]),
        ("-/- B 6-3", ["no dame on the tablier"]),
        # Lois et règles, art. XV: the first to mark is en bredouille while the other marks nothing
        ("start points=8/0", ["Blanc has 8 points and Noir none"]),
        ("start points=0/6 bredouille=N trous=1/0 pavillon=B", ["Blanc holds the pavillon"]),
        ("start points=4/6 bredouille=BN", ["both players en bredouille"]),
        ("start points=3/0 bredouille=B", ["Blanc has 3 points"]),
        ("start trous=1/1", ["one trou each and no pavillon"]),
        ("start points=0/0 bredouille=B", ["Blanc en bredouille with no points"]),
    ],
)
def test_the_code_reports_warnings_and_still_reads(code: str, warnings: list[str]) -> None:
    for check in (True, False):
        setup = parse_code(code, check=check)
        found = [str(w) for w in setup.warnings()]
        assert len(found) == len(warnings), found
        for text, expected in zip(found, warnings, strict=True):
            assert text.startswith(expected)
        assert all(w.french for w in setup.warnings())
        assert parse_code(format_code(setup.position, setup.dice, setup.score)) == parse_code(code)


@pytest.mark.parametrize(
    "code",
    [
        "start",
        "start points=8/0 bredouille=B",
        "start points=4/6 bredouille=N",
        "start points=4/6",
        "start points=0/4 bredouille=N trous=2/1 pavillon=N",
        "start trous=2/1",
        "B1:14,N3/N1:15 N",
    ],
)
def test_possible_codes_have_no_warnings(code: str) -> None:
    assert parse_code(code).warnings() == []
