"""Fuzzing the record reader and checker (issue 13): random text and mutated real records.

Whatever the text, :func:`read_record` gives a record or raises :class:`RecordError`; the lenient reader
and :func:`check_record_text` never raise; :func:`replay_record` raises only ``ValueError`` (the engine's
``IllegalEventError``, a bad position code); a record read is written back and read again unchanged.  Each
input is handled in bounded time (hypothesis' deadline), so a hang or a runaway allocation fails the test.

The number of inputs tried is printed at the end of the module (``pytest -s``).
"""

from __future__ import annotations

import contextlib
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.record import (
    RecordError,
    check_record_text,
    read_record,
    read_record_lenient,
    read_records,
    replay_record,
    write_record,
)
from notation.record.reader import split_records

ROOT = Path(__file__).parents[3]
SOURCES = sorted((ROOT / "tests" / "data" / "records").glob("*.trr")) + sorted(
    (ROOT / "resources" / "samples").glob("*.trictrac")
)
PER_FILE = 4
"""Records taken from each file (the sample archive holds hundreds)."""


def _corpus() -> list[str]:
    texts: list[str] = []
    for path in SOURCES:
        pieces = split_records(path.read_text(encoding="utf-8"))
        texts.extend(piece for _, piece in pieces[:PER_FILE])
    return texts


CORPUS = _corpus()
TRIED: Counter[str] = Counter()
FAILED: Counter[str] = Counter()

# Pieces a mutation inserts: the format's own tokens, big and non-ASCII numbers, stray characters, nesting.
PIECES = [
    "(",
    ")",
    "{",
    "}",
    "(999999999)",
    "(N 999999999)",
    "école B 999999999",
    "tient",
    "s'en va",
    "--",
    "relevé",
    "marqué 2",
    "fin du marqué gagnant=B trous=999999/0",
    "fin de la partie nulle",
    "%trictrac 1\n",
    '[Marques "999999999"]\n',
    '[Position "B1:16/N1:15 B"]\n',
    '[Ecoles "oui"]\n',
    "1. B 6-6",
    "\u0661\u0662.",
    "\uff11",
    "\ufeff",
    "\x00",
    "\u202e",
    "\u2028",
    "\r\n",
    "( 1. B 5-3 B1-B6 B1-B4" * 150,
    ")" * 150,
    "@B1>N12",
    "!!",
]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A real record with a few random edits: cut, duplicate, insert a token, or swap a number."""
    text = draw(st.sampled_from(CORPUS))
    for _ in range(draw(st.integers(1, 6))):
        size = len(text)
        at = draw(st.integers(0, size))
        kind = draw(st.sampled_from(["cut", "copy", "insert", "text", "number"]))
        if kind == "cut":
            text = text[:at] + text[at + draw(st.integers(1, 40)) :]
        elif kind == "copy":
            end = min(size, at + draw(st.integers(1, 200)))
            text = text[:end] + text[at:end] + text[end:]
        elif kind == "insert":
            text = text[:at] + " " + draw(st.sampled_from(PIECES)) + " " + text[at:]
        elif kind == "text":
            text = text[:at] + draw(st.text(max_size=8)) + text[at:]
        else:
            digit = next((i for i in range(at, size) if text[i].isdigit()), None)
            if digit is not None:
                text = text[:digit] + str(draw(st.integers(0, 10**12))) + text[digit + 1 :]
    return text


def _exercise(kind: str, text: str) -> None:
    TRIED[kind] += 1
    try:
        try:
            record = read_record(text)
        except RecordError as error:
            assert error.line >= 1 and error.column >= 1
            record = None
        lenient, errors = read_record_lenient(text)
        assert (record is None) == bool(errors)  # the strict and the lenient reader see the same faults
        read_records(text, strict=False)
        for problem in check_record_text(text):
            assert problem.line >= 0 and problem.column >= 0 and problem.message
        if record is not None:
            try:
                written = write_record(record)
            except ValueError:
                pass  # a comment with '}' cannot come out of the reader; anything else the writer refuses is named
            else:
                assert read_record(written) == record
        with contextlib.suppress(ValueError):  # IllegalEventError, a bad Position tag: the engine's own errors
            replay_record(lenient)
    except Exception:
        FAILED[kind] += 1
        raise


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    start = time.perf_counter()
    yield
    print(
        f"\nrecord fuzz: {sum(TRIED.values())} inputs tried ({dict(TRIED)}), "
        f"{sum(FAILED.values())} failures, {time.perf_counter() - start:.1f} s"
    )


def test_the_corpus_holds_real_records() -> None:
    assert len(CORPUS) >= 8
    for text in CORPUS:
        read_record(text)


@pytest.mark.slow
@settings(max_examples=300, deadline=2000, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_records(text: str) -> None:
    _exercise("mutated", text)


_ALPHABET = st.sampled_from([*'0123456789()-{}[]"!?@>=/. \n\tBNtient%trcabélvmqu', "\u0661", "\ufeff", "\x00"])


@pytest.mark.slow
@settings(max_examples=300, deadline=2000)
@given(
    st.text()
    | st.lists(_ALPHABET).map("".join)
    | st.lists(_ALPHABET).map(lambda chars: "%trictrac 1\n" + "".join(chars))
    | st.lists(st.sampled_from(PIECES), max_size=12).map(lambda parts: "%trictrac 1\n" + " ".join(parts))
)
def test_random_text(text: str) -> None:
    _exercise("random", text)
