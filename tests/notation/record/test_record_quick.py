"""The reader's plain lines (issue 26): a turn written as the writer writes it is read by splitting its line, and
reads exactly as the expression reads it.

Every record, real or mutated, is read twice, once with plain lines split (the reader's way) and once by the
expression alone, and the two must give the same elements, the same line and column on every turn (which the
records' equality leaves out) and the same errors, strict and lenient.  A table says which lines are taken by
the split and which are left to the expression, so the comparison cannot pass by never splitting.
"""

from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.board import BLACK, WHITE
from notation.dice import Throw
from notation.notations import Notation, Orientation
from notation.record import GameRecord, RecordError, Turn, write_record
from notation.record import reader as reader_module
from notation.record.reader import (
    _known_moves,
    _Line,
    _Reader,
    _record_starts,
    _turn_by_object_setattr,
    _turn_maker,
    find_stray,
)
from tests.notation.record.test_record_fuzz import CORPUS, mutated

Place = tuple[str, int, int, tuple[object, ...]]


def _places(elements: tuple[object, ...]) -> list[Place]:
    """Every turn's line and column, variations included (a record's equality does not compare them)."""
    found: list[Place] = []
    for element in elements:
        if isinstance(element, Turn):
            found.append(("turn", element.line, element.column, ()))
            for variation in element.variations:
                found.append(("variation", 0, 0, tuple(_places(variation))))
    return found


Fault = tuple[str, int, int, list[tuple[str, str]]]


def _fault(error: RecordError) -> Fault:
    return error.message, error.line, error.column, sorted((key, repr(value)) for key, value in error.fields.items())


def _read(text: str, *, strict: bool, plain_lines: bool) -> tuple[GameRecord | None, list[Fault]]:
    reader = _Reader(text, strict, plain_lines=plain_lines)
    try:
        record = reader.read()
    except RecordError as error:
        return None, [_fault(error)]
    return record, [_fault(error) for error in reader.errors]


def _same_both_ways(text: str) -> None:
    for strict in (True, False):
        split_record, split_errors = _read(text, strict=strict, plain_lines=True)
        expression_record, expression_errors = _read(text, strict=strict, plain_lines=False)
        assert split_errors == expression_errors
        assert split_record == expression_record
        if split_record is not None and expression_record is not None:
            assert _places(split_record.elements) == _places(expression_record.elements)


# Edits of a line that a user's editor or hand makes: each must read the same both ways, split or left.
LINE_EDITS = [
    lambda line: line.replace(" ", "  ", 1),
    lambda line: line.replace(" ", "\t", 1),
    lambda line: line + " ",
    lambda line: line + "\r",
    lambda line: " " + line,
    lambda line: line.replace(" B", " N", 1),
    lambda line: line.replace(" N", " B", 1),
    lambda line: line.replace(". ", ".", 1),
    lambda line: line.replace("(", "(9999", 1),
    lambda line: line.replace(")", "0)", 1),
    lambda line: line.replace("B1", "B13", 1),
    lambda line: line.replace("N1", "B25", 1),
    lambda line: line.replace("-", "--", 1),
    lambda line: line + " (B 3)",
    lambda line: line + " (N 3)",
    lambda line: line + " --",
    lambda line: line + " {un mot}",
    lambda line: line + " !?",
    lambda line: line.replace("tient", "tenir"),
    lambda line: line.replace("s'en va", "s’en va"),
    lambda line: line.replace("1", "\u0661", 1),
    lambda line: line.split(" (")[0],
    lambda line: "",
]


@st.composite
def edited_lines(draw: st.DrawFn) -> str:
    """A real record with some of its lines edited, and its line breaks those of Windows or not."""
    lines = draw(st.sampled_from(CORPUS)).split("\n")
    for _ in range(draw(st.integers(1, 5))):
        at = draw(st.integers(0, len(lines) - 1))
        lines[at] = draw(st.sampled_from(LINE_EDITS))(lines[at])
    return draw(st.sampled_from(["\n", "\r\n"])).join(lines)


def test_every_record_of_the_corpus_reads_the_same_split_or_not() -> None:
    for text in CORPUS:
        _same_both_ways(text)
        _same_both_ways(text.replace("\n", "\r\n"))
        _same_both_ways(write_record(_Reader(text, True).read()))


@pytest.mark.slow
@settings(max_examples=300, deadline=2000, suppress_health_check=[HealthCheck.too_slow])
@given(edited_lines())
def test_edited_lines_read_the_same_split_or_not(text: str) -> None:
    _same_both_ways(text)


@pytest.mark.slow
@settings(max_examples=300, deadline=2000, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_records_read_the_same_split_or_not(text: str) -> None:
    _same_both_ways(text)


# (the line after "%trictrac 1", taken by the split?)
SPLIT_OR_LEFT = [
    ("1. B 5-3 B1-B6 B1-B4", True),
    ("12. N 6-6 (4) N1-N7 N1-N7 N2-N8 N2-N8", True),
    ("7. B 4-2 (2) s'en va", True),
    ("7. B 4-2 (6) tient B1-B5 B1-B3 (N 4)", True),
    ("9. N 6-5 --", True),
    ("9. N 6-5 -- (B 2)", True),
    ("9. N 6-5 N1-N7 N1-N6 (N 2)", False),  # the opponent's points in the mover's colour: reported
    ("9. N 6-5 (2) (B 2)", False),  # the opponent's points without a play: reported
    ("9. N 6-5 (223) N1-N7 N1-N6", False),  # more points than a throw gives: reported
    ("9. N 6-5 N1-N7 N13-N6", False),  # no such point: reported
    ("9. N 6-5 N1-N7  N1-N6", False),  # two spaces: the expression's
    ("9. N 6-5 N1-N7 N1-N6 ", False),  # a space at the end: the expression's
    ("9.N 6-5 N1-N7 N1-N6", False),
    ("9. N 6-5 N1-N7 N1-N6 !", False),  # a glyph
    ("9. N 6-5 N1-N7 N1-N6 {bien}", False),  # a comment
    ("9. N 6-7 N1-N7 N1-N6", False),  # no such die
    ("\u0669. N 6-5 N1-N7 N1-N6", False),  # a digit that is not ASCII
]


def test_which_lines_are_split_and_which_are_left_to_the_expression() -> None:
    for line, split in SPLIT_OR_LEFT:
        for newline in ("\n", "\r\n"):
            text = f"%trictrac 1{newline}{line}{newline}"
            _known_moves.cache_clear()  # the plays read before (a line read by the expression is remembered too)
            reader = _Reader(text, False)
            end = reader.quick(text, len("%trictrac 1"), _Line())
            assert (end >= 0) is split, line
            if split:
                assert text[end:] == newline, line
                # the play is remembered by its text as the expression takes it: " B1-B6 B1-B4"
                moves = [piece for piece in line.split(" ") if piece[:1] in ("B", "N") and "-" in piece]
                remembered = [key for table in _known_moves(Notation.BN, Orientation()) for key in table]
                assert remembered == ([" " + " ".join(moves)] if moves else []), line
            _same_both_ways(text)


_PIECES_OF_FILES = st.sampled_from(["%trictrac", "%trictrac 1", "\n", "\r\n", "\r", " ", "_", "a", "1", "é", "\u0661"])


@pytest.mark.slow
@settings(max_examples=500, deadline=2000)
@given(st.lists(_PIECES_OF_FILES | st.characters(), max_size=30).map("".join))
def test_records_begin_where_the_version_line_is_first_on_a_line(text: str) -> None:
    """A file's records are found by ``str.find`` where the expression ``^%trictrac\\b`` (multiline) finds them."""
    assert _record_starts(text) == [m.start() for m in re.finditer(r"^%trictrac\b", text, re.MULTILINE)]


@pytest.mark.slow
@settings(max_examples=500, deadline=2000)
@given(
    st.lists(st.characters() | st.sampled_from(["\n", "\t", "\r", " ", "é", "\xa0", "\u200d"]), max_size=20).map(
        "".join
    )
)
def test_a_text_printable_but_for_its_line_breaks_and_tabs_holds_no_stray_character(text: str) -> None:
    """The reader looks for stray characters only in a text that is not printable once its line breaks and tabs
    are taken out: such a text holds none."""
    if text.replace("\n", "").replace("\t", "").replace("\r", "").isprintable():
        assert find_stray(text) == -1


def test_every_kind_of_stray_character_is_still_reported_where_it_stands() -> None:
    for char in [
        "\x00",
        "\x1b",
        "\x7f",
        "\x85",
        "\xad",
        "\u200b",
        "\u202e",
        "\u2028",
        "\u2029",
        "\ufeff",
        "\U000e0001",
    ]:
        text = f"%trictrac 1\n1. B 5-3 B1-B6{char} B1-B4\n"
        reader = _Reader(text, False)
        reader.read()
        assert [(error.line, error.column, error.fields["reason"]) for error in reader.errors][:1] == [
            (2, 15, "stray-character")
        ], repr(char)


_POINTS = st.none() | st.integers(0, 222)
_PLAIN_TURNS = st.builds(
    Turn,
    st.integers(1, 10**9),
    st.sampled_from([WHITE, BLACK]),
    st.builds(Throw, st.integers(1, 6), st.integers(1, 6)),
    _POINTS,
    st.none() | st.booleans(),
    st.none() | st.lists(st.tuples(st.integers(1, 24), st.integers(1, 25)), max_size=4).map(tuple),
    _POINTS,
    line=st.integers(1, 10**6),
    column=st.integers(1, 10**4),
)


@settings(max_examples=200, deadline=2000)
@given(_PLAIN_TURNS)
def test_both_ways_of_filling_a_plain_turn_make_the_turn_its_constructor_makes(expected: Turn) -> None:
    """The reader fills a plain turn's slots itself (the setters bound once from the sources, ``object.__setattr__``
    compiled): every field, the place included, is what ``Turn(...)`` gives."""
    fields = (expected.number, expected.colour, expected.throw, expected.declared, expected.leave)
    for make in (_turn_maker(), _turn_by_object_setattr):
        turn = make(*fields, expected.moves, expected.given, expected.line, expected.column)
        assert type(turn) is Turn
        assert dataclasses.astuple(turn) == dataclasses.astuple(expected)
        assert (turn.line, turn.column) == (expected.line, expected.column)
        assert turn == expected and hash(turn) == hash(expected)


def test_each_build_fills_plain_turns_its_quicker_way() -> None:
    compiled = not (reader_module.__file__ or "").endswith(".py")
    assert (reader_module._plain_turn is _turn_by_object_setattr) is compiled
