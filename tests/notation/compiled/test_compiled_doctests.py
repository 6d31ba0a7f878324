"""The examples in the docstrings of the compiled modules, run from their sources.

``pytest --doctest-modules`` imports each module by its name, and where ``make accel`` built the engine the name
gives the compiled module, whose docstrings pytest does not read: without this test the examples of
``notation/rules/moves.py``, ``scoring.py``, ``notation/game.py`` and ``notation/record/reader.py`` would never run
where the engine is compiled.  Each source is loaded here as a module of its own, under another name, and its
examples run with :mod:`doctest`.
"""

from __future__ import annotations

import doctest
import importlib.util
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from notation.rules import _COMPILED

NOTATION = Path(__file__).resolve().parents[3] / "notation"


@contextmanager
def _source_module(name: str) -> Iterator[object]:
    """The module ``notation.<name>`` executed from its ``.py`` file, registered under a name of its own while in
    use."""
    path = NOTATION.joinpath(*name.split(".")).with_suffix(".py")
    alias = f"_doctested_{name.replace('.', '_')}"
    spec = importlib.util.spec_from_file_location(alias, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[alias] = module
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[alias]


@pytest.mark.parametrize("name", _COMPILED)
def test_examples_of_compiled_module(name: str) -> None:
    with _source_module(name) as module:
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        for test in doctest.DocTestFinder().find(module):
            runner.run(test)
        failed, attempted = runner.summarize(verbose=False)
    assert failed == 0, f"{failed} of {attempted} examples of notation.{name} failed (printed above)"


def test_compiled_modules_have_examples() -> None:
    """The list is not empty by accident: the rules' modules hold examples (a test that finds none checks nothing)."""
    counts = {}
    for name in _COMPILED:
        with _source_module(name) as module:
            counts[name] = sum(len(test.examples) for test in doctest.DocTestFinder().find(module))
    assert counts["rules.moves"] > 0 and counts["rules.scoring"] > 0 and counts["record.reader"] > 0, counts
