"""Fuzzing the ``trictrac`` command's parsers in-process (issue 13, "Errors, exit 2 and one line").

Random and mutated inputs — position codes, position JSON, MARKS, SHEET, dice, turn ranges, ``--limit`` —
go through the command's own ``main`` as a user types them.  The only property: the command answers
0 (or 1 for ``check``'s faults) or 2, and with 2 exactly one line on stderr; never a traceback, an
escaped exception or a hang (each example has a time limit).

The counts of inputs tried and failures per property are printed at the end of the test session
("fuzz counts").  ``FUZZ_EXAMPLES`` (an integer) scales every property's examples for a longer run:
``FUZZ_EXAMPLES=20000 make pytest PYTEST_ARGS=tests/cli/test_fuzz.py``.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import string
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.position_json import MAX_JSON_DEPTH
from studio.cli import main
from studio.cli.common import BadInput
from studio.cli.export import _turn_numbers
from studio.export.turn_ranges import MAX_TURN
from tests.support.strategies import dice, positions

SECONDS_PER_EXAMPLE = 20
"""An example slower than this is a hang, and a failure."""

SCALE = int(os.environ.get("FUZZ_EXAMPLES", "0") or 0)

TRIED: Counter[str] = Counter()
FAILED: Counter[str] = Counter()


def examples(default: int) -> settings:
    """Bounded for ``make test`` on two cores; ``FUZZ_EXAMPLES`` replaces the default."""
    return settings(
        max_examples=SCALE or default,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
        database=None,
    )


class Hang(BaseException):
    """Raised by the alarm: a BaseException, so the command's own error handling cannot swallow it."""


@contextlib.contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    def alarm(_signal: int, _frame: object) -> None:
        raise Hang(f"no answer in {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run(prop: str, argv: list[str], *, allowed: tuple[int, ...] = (0, 2)) -> tuple[int, str, str]:
    """Run ``trictrac argv`` in-process; count it; check the exit status and the stderr contract."""
    TRIED[prop] += 1
    out, err = io.StringIO(), io.StringIO()
    try:
        with time_limit(SECONDS_PER_EXAMPLE), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(argv)
            except SystemExit as done:  # argparse's own errors
                status = done.code if isinstance(done.code, int) else 2
        text = err.getvalue()
        assert status in allowed, f"status {status}: {text}"
        assert "Traceback" not in text, text
        if status == 2:
            assert len(text.splitlines()) == 1 and text.endswith("\n"), repr(text)
    except BaseException:
        FAILED[prop] += 1
        raise
    return status, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module", autouse=True)
def fuzz_counts(request: pytest.FixtureRequest) -> Iterator[None]:
    """Print, after the session's summary, the inputs tried and the failures of each property."""

    class Summary:
        def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
            if not TRIED:
                return
            terminalreporter.write_sep("-", "fuzz counts (trictrac command, inputs tried / failures)")
            for prop in sorted(TRIED):
                terminalreporter.write_line(f"{prop:<22} {TRIED[prop]:>7} tried {FAILED[prop]:>5} failures")
            total, failures = sum(TRIED.values()), sum(FAILED.values())
            terminalreporter.write_line(f"{'total':<22} {total:>7} tried {failures:>5} failures")

    plugin = Summary()
    if not request.config.pluginmanager.has_plugin("trictrac-fuzz-counts"):
        request.config.pluginmanager.register(plugin, "trictrac-fuzz-counts")
    yield


# -- strategies ---------------------------------------------------------------------------------------------

# Characters a user may type, and those that break naive parsers: non-ASCII digits, a BOM, control characters.
ODD = "٣３½⁴\ufeff\x00\n\t\u200b\u00a0é—"
code_characters = st.sampled_from(string.ascii_letters + string.digits + ":,/-_ ()[]{}@." + ODD)


@st.composite
def mutated(draw: st.DrawFn, text: str) -> str:
    """``text`` with a few characters inserted, deleted or replaced, or cut short."""
    chars = list(text)
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(0, len(chars)))
        action = draw(st.sampled_from(["insert", "delete", "replace", "cut"]))
        if action == "insert":
            chars[where:where] = draw(st.text(code_characters, min_size=1, max_size=3))
        elif action == "delete" and chars:
            del chars[min(where, len(chars) - 1)]
        elif action == "replace" and chars:
            chars[min(where, len(chars) - 1)] = draw(code_characters)
        elif action == "cut":
            chars = chars[:where]
    return "".join(chars)


position_codes = positions().map(lambda position: position.code())
valid_code_texts = st.one_of(
    position_codes,
    st.sampled_from(["start", "start N", "B1:2,B7:3,B8:2,B9:3,B10:2,B11:3/N1:15 B", "-/B7,B3:4,B2:6,B1:4 B"]),
)
code_texts = st.one_of(
    valid_code_texts, valid_code_texts.flatmap(mutated), st.text(code_characters, max_size=60), st.text(max_size=30)
)

# JSON values as an attacker writes them: bools where numbers go, floats, huge and negative numbers, text.
odd_numbers = st.one_of(
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.integers(),
    st.sampled_from([0, 1, 2, 11, 12, 15, 16, 360, 361, 2**31, 2**63, -1]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.none(),
    st.text(max_size=8),
)
json_scalars = odd_numbers


def json_values(depth: int = 3) -> st.SearchStrategy[object]:
    return st.recursive(
        json_scalars,
        lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3),
        max_leaves=depth * 4,
    )


point_names = st.builds(lambda side, n: f"{side}{n}", st.sampled_from("BNX"), st.integers(-1, 14))
dames = st.dictionaries(point_names, odd_numbers, max_size=6)
position_objects = st.fixed_dictionaries(
    {},
    optional={
        "white": dames | json_values(),
        "black": dames | json_values(),
        "to_move": st.sampled_from(["white", "black", "blanc", "noir", "B", "N"]) | json_scalars,
        "throws": st.fixed_dictionaries({"white": odd_numbers, "black": odd_numbers}) | json_values(),
        "conventions": st.dictionaries(
            st.sampled_from(["bearing_off", "six_tables", "pile_misere", "nonsense"]), json_scalars, max_size=2
        ),
        "dice": dice.map(lambda throw: throw.code()) | json_scalars,
        "previous_dice": dice.map(lambda throw: throw.code()) | json_scalars,
    },
)

mark_entries = st.fixed_dictionaries(
    {},
    optional={
        "colour": st.sampled_from(["white", "black", "green"]) | json_scalars,
        "points": odd_numbers,
        "own_throw": st.booleans() | json_scalars,
        "leave": st.booleans() | json_scalars,
    },
)
player_starts = st.fixed_dictionaries(
    {}, optional={"points": odd_numbers, "trous": odd_numbers, "bredouille": st.booleans() | json_scalars}
)
marks_objects = st.fixed_dictionaries(
    {"marks": st.lists(mark_entries, max_size=6) | json_values()},
    optional={
        "start": st.fixed_dictionaries(
            {}, optional={"white": player_starts, "black": player_starts, "pavillon": json_scalars}
        )
        | json_values()
    },
)

names = st.sampled_from(["A", "B", "C", "D"]) | st.text(max_size=3)
marque_entries = st.fixed_dictionaries(
    {},
    optional={
        "winner": names,
        "loser": names,
        "points": odd_numbers,
        "refaits": odd_numbers,
        "trous": st.dictionaries(names, odd_numbers, max_size=3),
        "bredouille": st.sampled_from([None, "petite", "grande", "simple"]) | json_scalars,
        "sans_lever": json_scalars,
    },
)
sheet_objects = st.fixed_dictionaries(
    {
        "players": st.lists(names, min_size=0, max_size=5) | json_values(),
        "marques": st.lists(marque_entries, max_size=5) | json_values(),
    },
    optional={
        "conventions": st.dictionaries(
            st.sampled_from(["jetons_per_marque", "fiche", "consolation", "settlement", "value", "x"]),
            json_scalars,
            max_size=3,
        ),
        "mode": st.sampled_from(["tete-a-tete", "tourner", "chouette", "equipes"]) | json_scalars,
    },
)


def deep(opening: str, closing: str) -> st.SearchStrategy[str]:
    # Near the limit, and far past the interpreter's recursion limit (about 1,000).
    depths = st.sampled_from([MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 1000, 5000, 50_000])
    return (depths | st.integers(MAX_JSON_DEPTH - 2, 3000)).map(lambda n: opening * n + "1" + closing * n)


@st.composite
def json_texts(draw: st.DrawFn, objects: st.SearchStrategy[object]) -> str:
    """A JSON text: well-formed from ``objects``, or mutated, or with numbers JSON forbids, or nested deep."""
    text = json.dumps(draw(objects), ensure_ascii=draw(st.booleans()))
    kind = draw(st.sampled_from(["plain", "mutated", "numbers", "deep"]))
    if kind == "mutated":
        return draw(mutated(text))
    if kind == "numbers":
        odd = draw(st.sampled_from(["1e999", "-1e999", "NaN", "Infinity", "1" * 30, "0.5", "true", "1E400"]))
        return text.replace("0", odd, 1) if "0" in text else text[:-1] + f', "x": {odd}' + text[-1:]
    if kind == "deep":
        nest = draw(st.sampled_from([("[", "]"), ('{"a":', "}")]))
        return text[:-1] + ', "deep": ' + draw(deep(*nest)) + text[-1:] if len(text) > 2 else draw(deep(*nest))
    return text


# -- properties ---------------------------------------------------------------------------------------------


@pytest.mark.slow
@examples(400)
@given(code=code_texts, command=st.sampled_from(["show", "moves"]))
def test_position_codes(code: str, command: str) -> None:
    argv = [command, code] + (["--dice", "6-5"] if command == "moves" else [])
    run("position code", argv)


@pytest.mark.slow
@examples(400)
@given(text=json_texts(position_objects), command=st.sampled_from(["show", "score"]))
def test_position_json(text: str, command: str) -> None:
    argv = [command, text] + (["--dice", "4-2"] if command == "score" else [])
    run("position JSON", argv)


@pytest.mark.slow
@examples(400)
@given(text=json_texts(marks_objects))
def test_marks(text: str) -> None:
    run("MARKS", ["mark", text, "--json"])


@pytest.mark.slow
@examples(400)
@given(text=json_texts(sheet_objects))
def test_sheets(text: str) -> None:
    run("SHEET", ["settle", text, "--json"])


score_objects = st.fixed_dictionaries(
    {}, optional={"white": player_starts, "black": player_starts, "pavillon": json_scalars}
)


@examples(60)
@given(text=json_texts(score_objects) | st.text(max_size=12))
def test_ranking_scores(text: str) -> None:
    run("--score", ["moves", "B1:13,B6,B7/N1:15 N", "--dice", "4-2", "--rank", "--score", text])


@examples(150)
@given(text=json_texts(position_objects | marks_objects))
def test_json_from_files(tmp_path_factory: pytest.TempPathFactory, text: str) -> None:
    # As saved by a Windows editor (with a byte-order mark) or not: the same answer.
    folder = tmp_path_factory.mktemp("fuzz", numbered=True)
    plain, marked = folder / "plain.json", folder / "marked.json"
    plain.write_bytes(text.encode("utf-8"))
    marked.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    command = "mark" if '"marks"' in text else "show"
    status, out, _ = run("@file", [command, f"@{plain}"])
    assert run("@file", [command, f"@{marked}"])[:2] == (status, out)


dice_texts = st.one_of(
    dice.map(lambda throw: throw.code()),
    dice.map(lambda throw: throw.code()).flatmap(mutated),
    st.sampled_from(["sonnez", "6 et as", "bezet", "6-5", "65", "6 5", "7-1", "0-0", "٦-٥", "６-５"]),
    st.text(code_characters, max_size=8),
)


@examples(300)
@given(text=dice_texts)
def test_dice(text: str) -> None:
    run("dice", ["moves", "start", "--dice", text])


turn_texts = st.one_of(
    st.lists(
        st.one_of(
            st.integers(-5, 10**12).map(str),
            st.tuples(st.integers(0, 10**4), st.integers(0, 10**12)).map(lambda pair: f"{pair[0]}-{pair[1]}"),
        ),
        max_size=5,
    ).map(",".join),
    st.text(code_characters, max_size=16),
)


@examples(300)
@given(text=turn_texts)
def test_turn_ranges(text: str) -> None:
    # The parser alone: a set of turns within bounds, or one BadInput.
    try:
        with time_limit(SECONDS_PER_EXAMPLE):
            numbers = _turn_numbers(text)
    except BadInput as error:
        assert "\n" not in str(error)
    else:
        assert all(1 <= number <= MAX_TURN for number in numbers)
    # And the command: --at is read before the record (absent here), so each example is quick.
    run("turn range", ["export", "booklet", "/nonexistent/record.trictrac", "--at", text, "-o", "/tmp/x.pdf"])


limit_texts = st.one_of(
    st.integers(-(10**25), 10**25).map(str),
    st.integers(-3, 100).map(str),
    st.sampled_from(["1e3", "0x10", "1_000", "٣", "３", " 5", "+5", "", "-0", "00000000000000000000001"]),
    st.text(code_characters, max_size=10),
)


@pytest.fixture(scope="module")
def archive_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    from studio.store.db import Archive

    url = f"sqlite:///{tmp_path_factory.mktemp('fuzz-archive') / 'archive.sqlite'}"
    Archive(url).close()
    return url


@pytest.mark.slow
@examples(150)
@given(limit=limit_texts, offset=limit_texts)
def test_limit_and_offset(archive_url: str, limit: str, offset: str) -> None:
    run("--limit/--offset", ["archive", "search", "--db", archive_url, f"--limit={limit}", f"--offset={offset}"])
