"""The engine gives, answer for answer, what the recorded corpus holds (issue 18, Speed; issue 24).

``tests/data/engine-corpus.jsonl.gz`` holds the questions the rule tests, random self-play and random
positions ask the engine, with the answers of the engine as it was before the speed work (commit
f4f2c8e): the legal plays in order (moves, numbers, unplayed numbers, position left, par puissance, jans
filled and conserved), the candidates, the points and the events with their explanations, and the
chances of a few positions.  ``scripts/record_corpus.py`` wrote it (``tests/corpus.py`` says what each
line holds); a rule is changed in the engine alone, and the corpus re-recorded with the difference read.
When the compiled accelerator (``make accel``) is built, the same tests run against it:
``notation.rules.moves`` and ``notation.rules.scoring`` are then the compiled modules
(``test_which_engine_runs`` prints which).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from notation import game, rules
from notation.dice import ALL_THROWS
from notation.rules import moves, scoring
from tests import corpus

CASES = list(corpus.read())
KINDS = ("start", "self-play", "random", "rule", "chances")


def test_which_engine_runs() -> None:
    """Say whether the compiled accelerator or the pure-Python source answers (both must pass this file)."""
    compiled = not str(moves.__file__).endswith(".py")
    print(f"notation.rules.moves from {moves.__file__} ({'compiled' if compiled else 'pure Python'})")
    # all from the sources or all compiled: the compiled scoring reads the compiled plays, the compiled game both
    assert str(scoring.__file__).endswith(".py") is not compiled
    assert str(game.__file__).endswith(".py") is not compiled
    assert scoring.legal_plays is moves.legal_plays
    if os.environ.get("TRICTRAC_PURE_PYTHON", "") not in ("", "0"):
        assert not compiled


@pytest.mark.parametrize(
    ("change", "current"),
    [
        ("nothing", True),
        ("edit moves.py", False),
        ("edit scoring.py", False),
        ("edit game.py", False),
        ("remove compiled scoring", False),
        ("remove compiled game", False),
        ("remove the runtime", False),
        ("remove the stamp", False),
        ("garble the stamp", False),
    ],
)
def test_compiled_modules_serve_only_when_built_from_todays_sources(
    change: str, current: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A build older than the sources, or incomplete, is never imported (notation/rules/__init__.py)."""
    suffix = EXTENSION_SUFFIXES[0]
    package = tmp_path / "rules"  # notation/rules, with notation/game.py beside it
    package.mkdir()
    folders = {"moves": package, "scoring": package, "game": tmp_path}
    for name, folder in folders.items():
        (folder / f"{name}.py").write_text(f"# {name}\n", encoding="utf-8")
        (folder / f"{name}{suffix}").write_bytes(b"")
    (package / f"_accel__mypyc{suffix}").write_bytes(b"")
    stamp = "".join(
        f"{name} {hashlib.sha256((folder / f'{name}.py').read_bytes()).hexdigest()}\n"
        for name, folder in folders.items()
    )
    (package / "_accel.stamp").write_text(stamp, encoding="utf-8")
    monkeypatch.setattr(rules, "_HERE", package)
    monkeypatch.setattr(rules, "_STAMP", package / "_accel.stamp")
    if change.startswith("edit"):
        name = change.split()[1].removesuffix(".py")
        (folders[name] / f"{name}.py").write_text("# edited\n", encoding="utf-8")
    elif change.startswith("remove compiled"):
        name = change.split()[2]
        (folders[name] / f"{name}{suffix}").unlink()
    elif change == "remove the runtime":
        (package / f"_accel__mypyc{suffix}").unlink()
    elif change == "remove the stamp":
        (package / "_accel.stamp").unlink()
    elif change == "garble the stamp":
        (package / "_accel.stamp").write_text("moves\n", encoding="utf-8")
    assert rules._compiled_is_current() is current
    monkeypatch.setenv("TRICTRAC_PURE_PYTHON", "")
    assert rules._use_sources() is not current
    monkeypatch.setenv("TRICTRAC_PURE_PYTHON", "1")
    assert rules._use_sources()


def _kind(case: corpus.Case) -> str:
    return str(case["source"]).split(" ")[0]


def test_the_corpus_asks_every_kind_of_question() -> None:
    """The start, self-play under the three conventions, random positions, the rule tests' cases, chances."""
    kinds = Counter(_kind(case) for case in CASES)
    assert set(kinds) == {"start", "self-play", "random", "rule", "chances"}, kinds
    assert kinds["start"] == len(ALL_THROWS) * 2 * 5
    assert kinds["self-play"] == 2 * 600 * 3
    assert kinds["rule"] >= 300 and kinds["random"] >= 700, kinds
    assert len({json.dumps(case["conventions"], sort_keys=True) for case in CASES}) >= 3
    many = sum(1 for case in CASES if isinstance(plays := case.get("plays"), list) and len(plays) > 20)
    assert many > 100  # middle-game positions with many plays


def _changed(answer: corpus.Case) -> list[corpus.Case]:
    """The answer with one play fewer, with two points more, with another explanation."""
    data = json.loads(json.dumps(answer))
    fewer = json.loads(json.dumps(data))
    fewer["plays"] = fewer["plays"][1:]
    more = json.loads(json.dumps(data))
    more["points"][0] += 2
    worded = json.loads(json.dumps(data))
    worded["score"]["events"][0]["explanation"] = {"fr": "autre", "en": "other"}
    return [fewer, more, worded]


def test_a_changed_answer_is_caught() -> None:
    """The comparison is exact: each change of an answer makes it differ from the corpus."""
    case = next(c for c in CASES if _kind(c) == "rule" and "battre" in json.dumps(c.get("score")))
    got = {**corpus.question(case), **corpus.answer(moves, scoring, case)}
    assert got == case
    for changed in _changed(corpus.answer(moves, scoring, case)):
        assert {**corpus.question(case), **changed} != case


@pytest.mark.parametrize("kind", KINDS)
def test_the_engine_answers_as_recorded(kind: str) -> None:
    wrong = []
    for case in CASES:
        if _kind(case) == kind and {**corpus.question(case), **corpus.answer(moves, scoring, case)} != case:
            wrong.append(corpus.question(case))
    assert not wrong, f"{len(wrong)} answers differ from the corpus; the first: {wrong[:3]}"
