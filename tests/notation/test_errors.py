"""The library's one exception family (issue 17): every error raised from notation/ and lessons/ is a TrictracError."""

from __future__ import annotations

import ast
import builtins
import importlib
import inspect
import pkgutil
from pathlib import Path

import pytest

import lessons
import notation
from lessons.errors import AnswerKindError, ExerciseError, LessonError, UnknownExerciseError
from notation.board import BadPointError, Colour, Point
from notation.code import CodeError, parse_code
from notation.dice import BadThrowError, Throw
from notation.errors import BadColourError, BadConventionError, BadScoreError, TrictracError
from notation.record import GameRecord, write_record
from notation.record.reader import RecordError, read_record
from notation.record.writer import UnwritableRecordError
from notation.rules.conventions import Conventions
from notation.rules.marking import MarkPointsError, mark
from notation.scoreboard import PlayerScore, ScoreState

ROOT = Path(__file__).resolve().parents[2]
BUILTIN_ERRORS = {
    name for name, value in vars(builtins).items() if isinstance(value, type) and issubclass(value, BaseException)
}
ALLOWED_BUILTINS = {"NotImplementedError", "AssertionError", "StopIteration", "AttributeError"}
"""Not errors of input but Python's protocols: an abstract method, an invariant, the end of an iterator, setting an
attribute of an immutable object (as a frozen dataclass does)."""


def _modules() -> list[str]:
    names = []
    for package in (notation, lessons):
        names.append(package.__name__)
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            names.append(info.name)
    return names


def _raised_names(path: Path) -> list[tuple[int, str]]:
    """The name of the class each ``raise`` of ``path`` raises (``raise X(...)``, ``raise X``)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Raise) and node.exc is not None:
            target = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if isinstance(target, ast.Name):
                found.append((node.lineno, target.id))
            elif isinstance(target, ast.Attribute):
                found.append((node.lineno, target.attr))
    return found


SOURCES = sorted(path for package in ("notation", "lessons") for path in (ROOT / package).rglob("*.py"))


@pytest.mark.slow
@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_bare_builtin_error_is_raised(path: Path) -> None:
    bare = [(line, name) for line, name in _raised_names(path) if name in BUILTIN_ERRORS - ALLOWED_BUILTINS]
    assert bare == [], f"{path.relative_to(ROOT)} raises built-in errors: {bare}"


def test_the_scan_sees_a_bare_raise() -> None:
    # The scan itself can fail: it finds the built-in errors of a text that raises them.
    source = "def f(x):\n    raise ValueError(x)\n\ndef g():\n    raise KeyError\n"
    tree = ast.parse(source)
    raised = [n for n in ast.walk(tree) if isinstance(n, ast.Raise)]
    assert len(raised) == 2
    scratch = ROOT / "tests" / "__scan_probe__.py"
    try:
        scratch.write_text(source, encoding="utf-8")
        assert [name for _, name in _raised_names(scratch)] == ["ValueError", "KeyError"]
    finally:
        scratch.unlink()


def test_every_exception_class_of_the_library_is_in_the_family() -> None:
    strays = []
    for name in _modules():
        module = importlib.import_module(name)
        for _, value in inspect.getmembers(module, inspect.isclass):
            if value.__module__ != name or not issubclass(value, BaseException) or issubclass(value, Warning):
                continue
            if not issubclass(value, TrictracError):
                strays.append(f"{name}.{value.__name__}")
    assert strays == []


def test_every_error_a_module_exports_is_a_class_of_the_family() -> None:
    # A decorator left on a class (an lru_cache once wrapped UnwritableRecordError) makes its name a function:
    # `except UnwritableRecordError` then raises TypeError, and a class walk misses it.
    wrong = []
    for name in _modules():
        module = importlib.import_module(name)
        for exported in getattr(module, "__all__", ()):
            value = getattr(module, exported)
            if exported.endswith("Error") and not (isinstance(value, type) and issubclass(value, TrictracError)):
                wrong.append(f"{name}.{exported}")
    assert wrong == []


def test_a_record_the_format_cannot_hold_is_caught_by_its_class() -> None:
    with pytest.raises(UnwritableRecordError) as caught:
        write_record(GameRecord(comments=("une } seule",)))
    assert caught.value.fields["reason"] == "brace-in-comment"


def test_every_error_class_has_its_own_code() -> None:
    # The UI maps a code to its translated text: each kind of error has one, and no two kinds share it.
    owners: dict[str, list[str]] = {}
    for name in _modules():
        module = importlib.import_module(name)
        for _, value in inspect.getmembers(module, inspect.isclass):
            if value.__module__ == name and issubclass(value, TrictracError) and value is not TrictracError:
                assert "code" in vars(value), f"{name}.{value.__name__} has no code of its own"
                owners.setdefault(value.code, []).append(value.__name__)
    assert {code: names for code, names in owners.items() if len(names) > 1} == {}
    assert len(owners) >= 20


@pytest.mark.parametrize(
    ("call", "kind", "fields"),
    [
        (lambda: Point.from_name("B13"), BadPointError, {"text": "B13"}),
        (lambda: Colour.parse("vert"), BadColourError, {"text": "vert"}),
        (lambda: Throw.parse("7-1"), BadThrowError, {"text": "7-1"}),
        (lambda: mark(ScoreState(), Colour.WHITE, 3), MarkPointsError, {"points": 3}),
        (lambda: PlayerScore(points=12), BadScoreError, {"what": "points", "value": 12}),
        (lambda: PlayerScore(trous=-1), BadScoreError, {"what": "trous", "value": -1}),
        (lambda: Conventions.from_mapping({"margo": True}), BadConventionError, {"key": "margo", "value": True}),
        (lambda: parse_code("Z"), CodeError, {"column": 1}),
        (lambda: read_record('%trictrac 1\n[Blanc "x"]\n\n1. B 7-7\n'), RecordError, {"line": 4, "column": 6}),
    ],
)
def test_errors_carry_their_facts(call: object, kind: type[TrictracError], fields: dict[str, object]) -> None:
    with pytest.raises(kind) as caught:
        call()  # type: ignore[operator]
    error = caught.value
    assert isinstance(error, ValueError)  # an `except ValueError` of old still catches it
    assert error.code == kind.code
    assert {key: error.fields[key] for key in fields} == fields
    assert error.message and error.message in str(error)


def test_record_and_code_errors_keep_their_place_in_the_message() -> None:
    with pytest.raises(RecordError) as caught:
        read_record("1. B 7-7 Z\n")
    error = caught.value
    assert str(error) == f"line {error.line}, column {error.column}: {error.message}"
    assert error.fields == {"line": error.line, "column": error.column, "reason": "version-expected", "expected": "1"}
    with pytest.raises(CodeError) as code_error:
        parse_code("Z")
    assert str(code_error.value) == f"column 1: {code_error.value.message}"


def test_lesson_errors_are_in_the_family() -> None:
    for kind in (LessonError, ExerciseError, UnknownExerciseError, AnswerKindError):
        assert issubclass(kind, TrictracError)
    error = UnknownExerciseError("intro", "x9")
    assert isinstance(error, KeyError) and str(error) == "lesson intro has no exercise 'x9'"
    assert error.fields == {"lesson": "intro", "exercise": "x9"}
    assert isinstance(AnswerKindError("play", "a PlayAnswer"), TypeError)
    assert ExerciseError("no code", "e1").fields == {"exercise": "e1"}


def test_the_glossary_names_what_exists() -> None:
    # Every ``module.Name`` the glossary of notation/__init__ cites is a real module, class or attribute.
    import re

    cited = re.findall(r"``([a-z_.]+\.[A-Za-z_.]+)``", notation.__doc__ or "")
    assert len(cited) > 30
    for reference in cited:
        parts = reference.removeprefix("notation.").split(".")
        for cut in range(len(parts), 0, -1):
            try:
                target: object = importlib.import_module("notation." + ".".join(parts[:cut]))
            except ModuleNotFoundError:
                continue
            for name in parts[cut:]:
                target = getattr(target, name)  # raises for a name the glossary invents
            break
        else:
            raise AssertionError(f"the glossary cites {reference}, no module of notation")


@pytest.mark.parametrize(
    ("white", "black", "code", "fields"),
    [
        # The editor shows these in the user's language from code and fields (no English text read back).
        ({"B1": 16}, {"N1": 15}, "too-many-dames", {"colour": Colour.WHITE, "count": 16}),
        ({"B1": 13, "B6": 2}, {"N1": 13, "B6": 2}, "both-colours-on-point", {"point": "B6"}),
        ({"B1": 14, "B12": 1}, {"N1": 15}, "lone-dame-on-coin", {"colour": Colour.WHITE, "point": "B12"}),
        ({"B1": 13, "N12": 2}, {"N1": 15}, "opponent-coin", {"colour": Colour.WHITE, "point": "N12"}),
    ],
)
def test_position_errors_say_where(
    white: dict[str, int], black: dict[str, int], code: str, fields: dict[str, object]
) -> None:
    from notation.board import Position, PositionError

    with pytest.raises(PositionError) as caught:
        Position.from_points(dict(white.items()), dict(black.items()))
    assert caught.value.code == code and dict(caught.value.fields) == fields


def test_a_negative_count_says_where() -> None:
    from notation.board import Position

    problems = Position.unchecked((-1,) + (0,) * 23, (15,) + (0,) * 23).problems()
    assert [(p.code, dict(p.fields)) for p in problems] == [
        ("negative-count", {"colour": Colour.WHITE, "count": -1, "point": "B1"})
    ]
