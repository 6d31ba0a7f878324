"""Every benchmark runs (issue 40, point 4): each script of ``bench/`` is run at a size of seconds (``--tiny``), in
a child process, and must end well and print figures.  A script added to ``bench/`` is found here by itself, so
none can rot unseen as ``bench/archive_scale.py`` did (it read ``PreparedGame.positions`` long after the field
became ``position_keys``).  The figures are never asserted: at this size they mean nothing.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench"

ARGUMENTS: dict[str, list[str]] = {
    # Not ours to give a --tiny: its own arguments make it small, and without a built peer harness it measures
    # our engine only (tests/bench/test_bench_peer.py tests its parts).
    "peer_compare.py": ["--cases", "20", "--runs", "1"],
    # The runner of the others: one of them, tiny, through it.
    "run.py": ["--tiny", "moves"],
}


def scripts() -> list[str]:
    """The scripts of ``bench/``: its Python files that run as a program (not the modules they import)."""
    return sorted(
        path.name for path in BENCH.glob("*.py") if 'if __name__ == "__main__":' in path.read_text(encoding="utf-8")
    )


def test_the_scripts_are_found() -> None:
    found = scripts()
    assert {"archive_scale.py", "moves_bench.py", "run.py", "peer_compare.py", "training_bench.py"} <= set(found)
    assert "evaluator_gen2.py" not in found  # a module the tutor's match imports, no program


@pytest.mark.slow
@pytest.mark.parametrize("name", scripts())
def test_a_benchmark_runs_at_a_tiny_size(name: str, tmp_path: Path) -> None:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        "QT_QPA_PLATFORM": "offscreen",
        "TMPDIR": str(tmp_path),  # the caches and scratch archives of the benchmarks, removed with it
    }
    done = subprocess.run(
        [sys.executable, str(BENCH / name), *ARGUMENTS.get(name, ["--tiny"])],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert done.returncode == 0, f"{name} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    assert re.search(r"\d", done.stdout), f"{name} printed no figure:\n{done.stdout}\n{done.stderr[-2000:]}"
