"""The engine's entry points follow the docstring convention of notation/__init__.py: a short first line, and a
``:raises ClassName:`` line for each class of error they raise themselves (python-chess's manner)."""

from __future__ import annotations

import ast
import builtins
import inspect
import re
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
