"""A studio run in a process of its own that dies as a crash kills it (SIGKILL, no close, no save at exit): the
earlier use a journey starts from.  Its script prints where it stands as one JSON line before it kills itself."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def studio_environment(**changes: str) -> dict[str, str]:
    """The journey's environment (its home) for a studio process: offscreen unless ``changes`` says otherwise,
    this checkout first on the path."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **changes}
    environment["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), environment.get("PYTHONPATH", "")]))
    return environment


def run_studio(script: str, *args: str, environment: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``python -c script args…`` in this checkout."""
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        env=environment if environment is not None else studio_environment(),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=400,
        check=False,
    )


def last_report(done: subprocess.CompletedProcess[str]) -> dict[str, object]:
    """The last JSON line the process printed."""
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"status {done.returncode}\n{done.stderr[-3000:]}"
    found: dict[str, object] = json.loads(lines[-1])
    return found


def run_killed_studio(script: str, *args: str, environment: dict[str, str] | None = None) -> dict[str, object]:
    """Run the studio ``script`` that kills itself; what it printed last (it must have been killed)."""
    done = run_studio(script, *args, environment=environment)
    assert done.returncode == -signal.SIGKILL, f"the studio was not killed: {done.returncode}\n{done.stderr[-3000:]}"
    return last_report(done)
