"""The tutor's evaluator compiled (issue 40: ``notation.tutor.evaluator`` joins the compiled modules) values every
position as its source does, to the last bit: this process values a few hundred positions and scores of random
parties with its build, a second process (``TRICTRAC_PURE_PYTHON`` set the other way) with the other, and the
features and values must be equal as floats, not close.  Where no current compiled build exists there is no second
build to ask, and the test says so.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
import setuptools  # type: ignore[import-untyped]  # no stubs in the test extra

from notation import rules
from notation.board import BLACK, WHITE, Position
from notation.dice import Throw
from notation.rules import moves
from notation.scoreboard import PlayerScore, ScoreState
from notation.tutor import evaluator
from notation.tutor.evaluator import default_evaluator, features
from scripts import build_accel
from scripts.selfplay import decode, encode

ROOT = Path(__file__).resolve().parents[3]
COMPILED_HERE = not str(evaluator.__file__).endswith(".py")

_VALUE = """
import json, sys
from notation.tutor import evaluator
from notation.tutor.evaluator import default_evaluator, features
from scripts.selfplay import decode
rows = json.loads(sys.stdin.read())
states = [decode(row) for row in rows]
print(json.dumps({
    "kind": "pure" if str(evaluator.__file__).endswith(".py") else "compiled",
    "values": [default_evaluator()(position, score) for position, score in states],
    "features": [features(position, score) for position, score in states],
}))
"""


def _states(count: int, seed: int) -> list[tuple[Position, ScoreState]]:
    """Positions of random legal plays from the start, each with a random score (the jans, the sortie, the scores
    near the end of a partie)."""
    rng = random.Random(seed)
    states: list[tuple[Position, ScoreState]] = []
    position = Position.start(WHITE)
    while len(states) < count:
        throw = Throw(rng.randint(1, 6), rng.randint(1, 6))
        position = rng.choice(moves.legal_plays(position, throw)).position
        if position.off(WHITE) == 15 or position.off(BLACK) == 15:
            position = Position.start(position.to_move)
        score = ScoreState(
            PlayerScore(rng.randrange(12), rng.randrange(12), rng.random() < 0.5),
            PlayerScore(rng.randrange(12), rng.randrange(12), rng.random() < 0.5),
            rng.choice([None, WHITE, BLACK]),
        )
        states.append((position, score))
    return states


def test_the_compiled_and_the_source_evaluator_give_the_same_floats() -> None:
    if not COMPILED_HERE and not rules._compiled_is_current():
        pytest.skip("no compiled build of today's sources to compare with (make accel)")
    rows = [encode(position, score) for position, score in _states(400, seed=40)]
    states = [decode(row) for row in rows]
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "TRICTRAC_PURE_PYTHON": "1" if COMPILED_HERE else ""}
    done = subprocess.run(
        [sys.executable, "-c", _VALUE],
        cwd=ROOT,
        env=environment,
        input=json.dumps(rows),
        capture_output=True,
        text=True,
        timeout=240,
        check=True,
    )
    other = json.loads(done.stdout)
    assert other["kind"] == ("pure" if COMPILED_HERE else "compiled")
    assert other["features"] == [features(position, score) for position, score in states]
    assert other["values"] == [default_evaluator()(position, score) for position, score in states]


def test_the_evaluator_is_compiled_with_the_engine() -> None:
    assert "tutor.evaluator" in rules._COMPILED
    assert build_accel.MODULES == rules._COMPILED


@pytest.mark.parametrize(("platform", "flags"), [("linux", ["-O3", "-ffp-contract=off"]), ("win32", ["-O3"])])
def test_the_compiled_floats_are_never_fused(monkeypatch: pytest.MonkeyPatch, platform: str, flags: list[str]) -> None:
    """No ``a * b + c`` in one rounding (a fused multiply-add, GCC's default on arm64): the compiled floats round as
    the sources' do."""
    monkeypatch.setattr(sys, "platform", platform)
    extension = setuptools.Extension("notation.tutor.evaluator", ["evaluator.c"], extra_compile_args=["-O3"])
    assert build_accel.strict_floats([extension]) == [extension]
    assert extension.extra_compile_args == flags
