"""The engine's entry points follow the docstring convention of notation/__init__.py: a short first line, and a
``:raises ClassName:`` line for each class of error they raise themselves (python-chess's manner)."""

from __future__ import annotations

import ast
import builtins
import inspect
import re
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

import notation.board
import notation.code
import notation.game
from notation import errors
from notation.board import Colour, Position
from notation.code import parse_code
from notation.dice import Throw
from notation.game import Partie
from notation.record.reader import read_record, read_records
from notation.record.replay import partie_of_record, replay_record
from notation.record.writer import write_record
from notation.rules.marking import mark

ENTRY_POINTS: list[Callable[..., object]] = [
    Partie.primaute,
    Partie.roll,
    Partie.decide,
    Partie.declare,
    Partie.claim,
    Partie.play,
    Partie.replay,
    parse_code,
    Throw.parse,
    Colour.parse,
    Position.from_code,
    Position.after_moves,
    mark,
    read_record,
    read_records,
    write_record,
    replay_record,
    partie_of_record,
]

_RAISES = re.compile(r"^\s*:raises (\w+):", re.MULTILINE)


def _name(function: Callable[..., object]) -> str:
    return function.__qualname__


ROOT = Path(__file__).resolve().parents[2]


def _module_of(function: Callable[..., object]) -> str:
    """The module the function is written in: a compiled class's method (a method descriptor, or a class method
    bound to its class) names none of its own, its class does."""
    for owner in (function, getattr(function, "__objclass__", None), getattr(function, "__self__", None)):
        module = getattr(owner, "__module__", None)
        if isinstance(module, str):
            return module
    raise AssertionError(f"no module for {function!r}")


def _definition(function: Callable[..., object]) -> ast.FunctionDef:
    """The function's definition read from its module's source file: the compiled engine (mypyc) keeps neither
    the docstrings of its classes' methods nor their source at run time, so both are read where they are
    written."""
    path = ROOT.joinpath(*_module_of(function).split(".")).with_suffix(".py")
    scope: list[ast.stmt] = ast.parse(path.read_text(encoding="utf-8")).body
    *outer, name = function.__qualname__.split(".")
    for part in outer:
        scope = next(node.body for node in scope if isinstance(node, ast.ClassDef) and node.name == part)
    return next(node for node in scope if isinstance(node, ast.FunctionDef) and node.name == name)


def _doc(function: Callable[..., object]) -> str:
    return ast.get_docstring(_definition(function)) or ""


def _raised_here(function: Callable[..., object]) -> set[str]:
    """The classes of error the function's own body raises (``raise SomeError(…)``), read from its source."""
    raised = set()
    for node in ast.walk(_definition(function)):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and isinstance(node.exc.func, ast.Name):
            raised.add(node.exc.func.id)
    return raised


@pytest.mark.slow
@pytest.mark.parametrize("function", ENTRY_POINTS, ids=_name)
def test_an_entry_point_says_what_it_raises(function: Callable[..., object]) -> None:
    doc = _doc(function)
    listed = _RAISES.findall(doc)
    assert listed, f"{_name(function)} lists no :raises:"
    assert _raised_here(function) <= set(listed), f"{_name(function)} raises more than it says"
    places = (inspect.getmodule(function), errors, builtins, notation.code, notation.board, notation.game)
    for name in listed:
        cls = next((getattr(place, name) for place in places if hasattr(place, name)), None)
        assert isinstance(cls, type) and issubclass(cls, ValueError), f"{_name(function)}: no error class {name}"


@pytest.mark.slow
@pytest.mark.parametrize("function", ENTRY_POINTS, ids=_name)
def test_an_entry_point_opens_with_one_short_line(function: Callable[..., object]) -> None:
    first = _doc(function).splitlines()[0]
    assert len(first) <= 112 and first.endswith((".", ")", ":")), first


# The house style of old opened a function's docstring on a noun phrase; ruff's D401 now wants a verb.  Ruff lets
# through what it cannot read as a verb: a question word, a plural noun, code (``value`` as …); this test does not.
_NOUN_OPENINGS = {
    *("The", "A", "An", "What", "True", "Whether", "Expected", "Fixed", "Moves", "Every", "One", "Both", "Several"),
    *("Everything", "Which", "Where", "Who", "How", "Why", "When", "For", "After", "Points", "Dames", "Throws"),
    *("Bits", "Paragraphs", "Positions", "Trials", "Line", "Step", "Jetons"),
}
_IMPERATIVE_PACKAGES = ("notation", "lessons", "resources", "studio")


def _is_property(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    names = {
        decorator.id if isinstance(decorator, ast.Name) else getattr(decorator, "attr", "")
        for decorator in node.decorator_list
    }
    return bool(names & {"property", "cached_property", "setter"})


def _noun_openings(path: Path) -> list[str]:
    """The functions of one source file whose docstring opens on a noun phrase (properties aside)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and not _is_property(node):
            doc = ast.get_docstring(node)
            first = doc.split(maxsplit=1)[0] if doc else ""
            if first in _NOUN_OPENINGS or (first and not first[0].isalpha()):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    return found


@pytest.mark.parametrize("package", _IMPERATIVE_PACKAGES)
def test_a_function_docstring_opens_in_the_imperative(package: str) -> None:
    found = [place for path in sorted((ROOT / package).rglob("*.py")) for place in _noun_openings(path)]
    assert not found, "docstrings opening on a noun phrase, not a verb (« Return the … »):\n" + "\n".join(found)


def test_ruff_holds_the_engine_and_the_lessons_to_the_short_imperative_line() -> None:
    lint = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]["lint"]
    assert {"D401", "D205"} <= set(lint["extend-select"])
    for pattern, ignored in lint["per-file-ignores"].items():
        if {"D401", "D205"} & set(ignored):
            assert not pattern.startswith(_IMPERATIVE_PACKAGES), f"{pattern} escapes D401 or D205"


_FIRST_LINE_MOST = 104


def _long_first_lines(path: Path) -> list[str]:
    """The functions of one source file whose docstring's first line runs past :data:`_FIRST_LINE_MOST`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc and len(doc.splitlines()[0]) > _FIRST_LINE_MOST:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    return found


@pytest.mark.parametrize("package", _IMPERATIVE_PACKAGES)
def test_a_function_docstring_opens_on_a_short_line(package: str) -> None:
    found = [place for path in sorted((ROOT / package).rglob("*.py")) for place in _long_first_lines(path)]
    assert not found, f"first lines over {_FIRST_LINE_MOST} characters (the detail goes after a blank line):\n" + (
        "\n".join(found)
    )
