"""The engine gives, answer for answer, what the recorded corpus holds (issue 18, Speed; issue 24).

``tests/data/engine-corpus.jsonl.gz`` holds the questions the rule tests, random self-play and random
positions ask the engine, with the answers of the engine as it was before the speed work (commit
f4f2c8e): the legal plays in order (moves, numbers, unplayed numbers, position left, par puissance, jans
filled and conserved), the candidates, the points and the events with their explanations, and the
chances of a few positions.  ``scripts/record_corpus.py`` wrote it (``tests/support/corpus.py`` says what each
line holds); a rule is changed in the engine alone, and the corpus re-recorded with the difference read.
When the compiled accelerator (``make accel``) is built, the same tests run against it:
``notation.rules.moves`` and ``notation.rules.scoring`` are then the compiled modules
(``test_which_engine_runs`` prints which).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from collections import Counter
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from notation import game, rules
from notation.dice import ALL_THROWS
from notation.rules import moves, scoring
from tests.support import corpus

CASES = list(corpus.read())
KINDS = ("start", "self-play", "random", "rule", "chances")


def test_which_engine_runs() -> None:
    """Say whether the compiled accelerator or the pure-Python source answers (both must pass this file)."""
    compiled = not str(moves.__file__).endswith(".py")
    print(f"notation.rules.moves from {moves.__file__} ({'compiled' if compiled else 'pure Python'})")
    # all from the sources or all compiled: the compiled scoring reads the compiled plays, the compiled game both
    assert str(scoring.__file__).endswith(".py") is not compiled
    assert str(game.__file__).endswith(".py") is not compiled
    assert vars(scoring)["legal_plays"] is moves.legal_plays  # imported there, not exported
    if os.environ.get("TRICTRAC_PURE_PYTHON", "") not in ("", "0"):
        assert not compiled


@pytest.mark.parametrize(
    ("change", "current"),
    [
        ("nothing", True),
        ("edit rules.moves", False),
        ("edit rules.scoring", False),
        ("edit game", False),
        ("remove compiled rules.scoring", False),
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
    notation = tmp_path / "notation"  # notation/rules/moves.py, notation/game.py…
    paths = {name: notation.joinpath(*name.split(".")) for name in (*rules._COMPILED, rules._RUNTIME)}
    for name, path in paths.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.with_name(f"{path.name}{suffix}").write_bytes(b"")
        if name != rules._RUNTIME:
            path.with_suffix(".py").write_text(f"# {name}\n", encoding="utf-8")
    stamp_path = notation / "rules" / "_accel.stamp"
    stamp = "".join(
        f"{name} {hashlib.sha256(paths[name].with_suffix('.py').read_bytes()).hexdigest()}\n"
        for name in rules._COMPILED
    )
    stamp_path.write_text(stamp, encoding="utf-8")
    monkeypatch.setattr(rules, "_NOTATION", notation)
    monkeypatch.setattr(rules, "_STAMP", stamp_path)
    if change.startswith("edit"):
        paths[change.split()[1]].with_suffix(".py").write_text("# edited\n", encoding="utf-8")
    elif change.startswith("remove compiled"):
        path = paths[change.split()[2]]
        path.with_name(f"{path.name}{suffix}").unlink()
    elif change == "remove the runtime":
        path = paths[rules._RUNTIME]
        path.with_name(f"{path.name}{suffix}").unlink()
    elif change == "remove the stamp":
        stamp_path.unlink()
    elif change == "garble the stamp":
        stamp_path.write_text("rules.moves\n", encoding="utf-8")
    assert rules._compiled_is_current() is current
    monkeypatch.setenv("TRICTRAC_PURE_PYTHON", "")
    assert rules._use_sources() is not current
    monkeypatch.setenv("TRICTRAC_PURE_PYTHON", "1")
    assert rules._use_sources()


_BUILT = rules._compiled_is_current()
"""Whether this tree holds a current build (``make accel``), whatever this run's ``TRICTRAC_PURE_PYTHON``."""


_SEEN = ("record.reader", "game", "rules.moves")
"""The modules a fresh interpreter imports, in this order (:func:`_files_seen_by_a_fresh_python`)."""


def _files_seen_by_a_fresh_python(tree: Path, environment: dict[str, str]) -> list[str]:
    """The files of the record reader, imported first (it imports ``notation.game``), and of the engine, in a new
    interpreter on ``tree``."""
    script = (
        "import notation.record.reader as reader\n"  # before notation.rules is named: the switch is there already
        "import notation.game as game, notation.rules.moves as moves\n"
        "print(reader.__file__); print(game.__file__); print(moves.__file__)\n"
    )
    env = {
        **{key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "TRICTRAC_PURE_PYTHON")},
        "PYTHONPATH": str(tree),
        **environment,
    }
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=tree, timeout=120, check=True
    )
    return done.stdout.split()


@pytest.mark.parametrize(
    ("case", "environment", "compiled"),
    [
        ("as built", {}, _BUILT),
        ("as built", {"TRICTRAC_PURE_PYTHON": "1"}, False),
        ("stamp of another game", {}, False),
        ("game edited", {}, False),
    ],
)
def test_the_switch_serves_a_module_imported_first_from_elsewhere_in_notation(
    case: str, environment: dict[str, str], compiled: bool, tmp_path: Path
) -> None:
    """``notation.record.reader`` imported first, in a copy of the package: the compiled modules (those of
    ``_COMPILED``, the reader too once it is one of them) only when built from today's sources, and never with
    ``TRICTRAC_PURE_PYTHON=1``."""
    package = Path(rules.__file__).resolve().parent.parent
    shutil.copytree(package, tmp_path / "notation", ignore=shutil.ignore_patterns("__pycache__"))
    stamp = tmp_path / "notation" / "rules" / "_accel.stamp"
    source = tmp_path / "notation" / "game.py"
    if case == "stamp of another game" and stamp.exists():
        lines = stamp.read_text(encoding="utf-8").splitlines()
        other = hashlib.sha256(b"another game").hexdigest()
        changed = [f"game {other}" if line.startswith("game ") else line for line in lines]
        assert changed != lines
        stamp.write_text("".join(f"{line}\n" for line in changed), encoding="utf-8")
    elif case == "game edited":
        source.write_text(source.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    files = _files_seen_by_a_fresh_python(tmp_path, environment)
    assert len(files) == len(_SEEN) and all(Path(file).is_relative_to(tmp_path) for file in files), files
    expected = [compiled and name in rules._COMPILED for name in _SEEN]
    assert [not file.endswith(".py") for file in files] == expected, files


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


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_the_engine_answers_as_recorded(kind: str) -> None:
    wrong = []
    for case in CASES:
        if _kind(case) == kind and {**corpus.question(case), **corpus.answer(moves, scoring, case)} != case:
            wrong.append(corpus.question(case))
    assert not wrong, f"{len(wrong)} answers differ from the corpus; the first: {wrong[:3]}"
