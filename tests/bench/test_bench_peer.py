"""bench/peer_compare.py: the case file the peer harness reads, and a run without the peer.

The speed figures themselves are printed by the bench, never asserted here.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Position
from notation.dice import Throw

BENCH = Path(__file__).resolve().parents[2] / "bench" / "peer_compare.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("peer_compare", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # the dataclasses resolve their annotations through it
    spec.loader.exec_module(module)
    return module


pc = _load()


@st.composite
def cases(draw: st.DrawFn) -> object:
    """A case with at most 15 dames a side, never both sides on a point."""
    fields = [0] * 24
    for sign in (1, -1):
        left = 15
        for index in draw(st.lists(st.integers(0, 23), max_size=15)):
            if left == 0 or fields[index] * sign < 0:
                continue
            fields[index] += sign
            left -= 1
    throw = (draw(st.integers(1, 6)), draw(st.integers(1, 6)))
    return pc.Case(tuple(fields), throw, draw(st.integers(-1, 40)), draw(st.integers(-1, 40)))


@given(st.lists(cases(), max_size=20))
def test_case_file_round_trips(written: list[object]) -> None:
    assert pc.parse_cases(pc.format_cases(written)) == written


def test_selfplay_cases_round_trip_through_the_file_and_back_to_positions() -> None:
    generated = pc.selfplay_cases(60, seed=3)
    assert {position.to_move for position, _ in generated} == {WHITE, BLACK}
    written = [pc.case_of(position, throw) for position, throw in generated]
    read = pc.parse_cases(pc.format_cases(written))
    for (position, throw), case in zip(generated, read, strict=True):
        mover = position.to_move
        back = pc.position_of(case)
        # read back, the mover plays White and keeps his dames and the opponent's, his throw and his count
        assert back.to_move is WHITE
        assert back.white == position.counts(mover)
        assert back.black == position.counts(mover.opponent)
        assert back.throws_of(WHITE) == position.throws_of(mover)
        assert back.throws_of(BLACK) == position.throws_of(mover.opponent)
        assert Throw(*case.throw) == throw


def test_a_case_is_seen_from_the_mover() -> None:
    # Black to move, one dame of his on his coin (N12, his step 12), one of White's on White's coin (B12),
    # which is Black's step 13
    position = Position.from_points({"B1": 14, "B12": 1}, {"N1": 14, "N12": 1}, BLACK, check=False)
    case = pc.case_of(position, Throw(6, 5))
    assert case.fields[0] == 14  # his talon
    assert case.fields[11] == 1  # his coin
    assert case.fields[12] == -1  # White's dame on B12 is his step 13
    assert case.fields[23] == -14  # White's talon is his step 24
    assert case.throw == (6, 5)


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("", 1),
        ("trictrac-peer-cases 2\n", 1),
        ("trictrac-peer-cases 1\n6 5 0 0 15\n", 2),
        ("trictrac-peer-cases 1\n" + "7 5 0 0" + " 0" * 24 + "\n", 2),
        ("trictrac-peer-cases 1\n" + "6 5 -2 0" + " 0" * 24 + "\n", 2),
        ("trictrac-peer-cases 1\n" + "6 5 0 0" + " 0" * 24 + "\n6 5 0 0 x" + " 0" * 23 + "\n", 3),
        ("trictrac-peer-cases 1\n" + "6 5 0 0" + " 8" * 2 + " 0" * 22 + "\n", 2),
    ],
)
def test_a_bad_case_file_names_its_line(text: str, line: int) -> None:
    with pytest.raises(pc.CaseFormatError, match=f"^line {line}:"):
        pc.parse_cases(text)


def test_peer_output_is_read_and_compared() -> None:
    output = "case 1 3 4 0\ncase 0 1 0 2\ncases 2\nruns 1\ncases_per_second 1234.5\ncpu_cases_per_second 1500.25\n"
    run = pc.parse_peer_output(output, 2)
    assert run.rate == 1234.5
    assert run.cpu_rate == 1500.25
    assert pc.parse_peer_output(output.replace("cpu_cases_per_second 1500.25\n", ""), 2).cpu_rate is None
    assert run.cpu_rates == {"cpu_cases_per_second": 1500.25}
    assert run.outcomes == [pc.Outcome(1, 0, 2), pc.Outcome(3, 4, 0)]
    alone = pc.parse_peer_output(output + "cpu_plays_per_second 4000\ncpu_result_jans_per_second 900.5\n", 2)
    assert alone.cpu_rates == {
        "cpu_cases_per_second": 1500.25,
        "cpu_plays_per_second": 4000.0,
        "cpu_result_jans_per_second": 900.5,
    }
    ours = [pc.Outcome(1, 0, 2), pc.Outcome(2, 4, 0)]
    assert pc.differences(ours, run.outcomes) == (1, 2, [1])
    with pytest.raises(RuntimeError):
        pc.parse_peer_output("case 0 1 0 2\ncases_per_second 10\n", 2)


def test_bench_runs_on_50_cases_without_a_peer(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.delenv(pc.PEER_ENV, raising=False)
    kept = tmp_path / "cases.txt"
    assert pc.main(["--cases", "50", "--runs", "1", "--keep", str(kept)]) == 0
    printed = capsys.readouterr().out
    for work in pc.WORKS:
        assert f"ours, {work.name}: " in printed
    assert f"ours, {pc.SELFPLAY}: " in printed
    assert "peer: not run" in printed
    assert len(pc.parse_cases(kept.read_text())) == 50


def test_a_harness_that_cannot_run_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "no-such-harness"
    assert pc.main(["--cases", "5", "--runs", "1", "--peer", str(missing)]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1
    assert str(missing) in error


@pytest.mark.parametrize("newer", [True, False])
def test_bench_compares_with_a_harness_on_the_same_cases(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, newer: bool
) -> None:
    # a stand-in harness: it reads the case file it is given and says one position, no points, for each case; the
    # newer one times each function alone and its self-play, the older one prints only both functions' rate
    fake = tmp_path / "harness"
    alone = (
        "    print('cpu_cases_per_second 900.0')\n"
        "    print('cpu_plays_per_second 2000.0')\n"
        "    print('cpu_points_per_second 1500.0')\n"
        "    print('cpu_result_jans_per_second 1200.0')\n"
    )
    fake.write_text(
        f"#!{sys.executable}\n"
        "import sys\n"
        "if sys.argv[1] == '--selfplay':\n"
        "    print('throws_per_second 700.0')\n"
        + ("    print('cpu_throws_per_second 800.0')\n" if newer else "")
        + "else:\n"
        "    lines = open(sys.argv[1]).read().split('\\n')[1:]\n"
        "    cases = [line for line in lines if line.strip()]\n"
        "    for index, _ in enumerate(cases):\n"
        "        print(f'case {index} 1 0 0')\n"
        "    print('cases_per_second 1000.0')\n" + (alone if newer else "")
    )
    fake.chmod(0o755)
    kept = tmp_path / "cases.txt"
    assert pc.main(["--cases", "30", "--runs", "2", "--throws", "50", "--peer", str(fake), "--keep", str(kept)]) == 0
    printed = capsys.readouterr().out
    for work, theirs in zip(pc.WORKS, ("2,000", "1,500", "900", "1,200"), strict=True):
        assert (f"the peer {theirs}: " in printed.split(f"{work.name}:")[1].split("\n")[0]) is newer
    assert (f"{pc.SELFPLAY}:" in printed) and (("the peer 800: " in printed) is newer)
    assert printed.count("not printed by this harness (rebuild it)") == (0 if newer else 5)
    assert "wall time, plays then points: ours" in printed and "the peer 1,000: " in printed
    assert "of 30" in printed
    assert len(pc.parse_cases(kept.read_text())) == 30


def test_run_as_a_script_it_times_the_engine_of_its_own_checkout(tmp_path: Path) -> None:
    # run from elsewhere, the script's folder (bench/) starts the path: an engine installed elsewhere must not answer
    done = subprocess.run(
        [sys.executable, str(BENCH), "--cases", "5", "--runs", "1", "--throws", "5"],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": "", pc.PEER_ENV: ""},
    )
    assert f"our engine: pure Python, from {BENCH.parent.parent}\n" in done.stdout or (
        f"our engine: compiled, from {BENCH.parent.parent}\n" in done.stdout
    )
