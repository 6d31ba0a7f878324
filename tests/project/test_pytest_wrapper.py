"""`make pytest`'s wrapper (scripts/pytest-crash-once-more.sh): a run that dies of a signal is run once more,
and what it left in the temporary folder under the suite's names is removed first; a run that fails is not run
again.  A stand-in for Python plays the suite: it counts its runs in a file and crashes or fails as told."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WRAPPER = ROOT / "scripts" / "pytest-crash-once-more.sh"

STAND_IN = """#!/bin/sh
# the first run: leaves a scratch folder and a stranger's file, then ends as $FIRST says
count=$(cat "$RUNS" 2>/dev/null || echo 0)
count=$((count + 1))
echo "$count" >"$RUNS"
if [ "$count" = 1 ]; then
    mkdir "$TMPDIR/trictrac-tests-crashed"
    : >"$TMPDIR/someone-elses-file"
    case "$FIRST" in
        crash) kill -SEGV $$ ;;
        fail) exit 1 ;;
    esac
fi
exit 0
"""


@pytest.mark.parametrize(
    ("first", "status", "runs", "scratch_left"),
    [
        ("crash", 0, 2, False),  # crashed: cleaned, run again, the second run's status
        ("fail", 1, 1, True),  # failed: never run again; its own exit handlers clean (here: nothing does)
        ("pass", 0, 1, True),
    ],
)
def test_the_wrapper_runs_a_crashed_suite_once_more_after_cleaning(
    tmp_path: Path, first: str, status: int, runs: int, scratch_left: bool
) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    (temporary / "trictrac-before").mkdir()  # there before the run: never removed
    python = tmp_path / "python"
    python.write_text(STAND_IN)
    python.chmod(0o755)
    counter = tmp_path / "runs"
    env = {**os.environ, "TMPDIR": str(temporary), "RUNS": str(counter), "FIRST": first}
    done = subprocess.run(
        ["sh", str(WRAPPER), str(python)], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == status, done.stderr
    assert int(counter.read_text()) == runs
    assert (temporary / "trictrac-tests-crashed").exists() is scratch_left
    assert (temporary / "someone-elses-file").exists()
    assert (temporary / "trictrac-before").exists()
    if first == "crash":
        assert "THE PROCESS CRASHED" in done.stderr
        assert "trictrac-tests-crashed" in done.stderr
