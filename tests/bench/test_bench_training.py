"""The training's self-play loop as ``bench/training_bench.py`` measures it (issue 40, point 5): the same parties,
throw for throw, whatever the number of processes, so that the runs with one and two compare the same work; and
the runner of ``make bench`` names it."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import measure, run
from notation.tutor.evaluator import default_evaluator
from scripts.selfplay import COLUMNS, decode, encode, play_parties

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_one_and_two_processes_play_the_same_parties() -> None:
    one = list(play_parties(2, 5, 10, 1, default_evaluator))
    two = list(play_parties(2, 5, 10, 2, default_evaluator))
    assert [number for number, _rows, _winner in one] == [0, 1]
    assert one == two
    for _number, rows, _winner in one:
        assert rows and all(len(row) == COLUMNS for row in rows)
        assert [encode(*decode(row)) for row in rows] == rows


def test_make_bench_runs_the_training_benchmark() -> None:
    assert "training" in run.ORDER
    assert run.script("training") == ROOT / "bench" / "training_bench.py"
    assert measure.cpu_seconds() > 0
