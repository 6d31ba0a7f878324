"""The suite leaves nothing behind in the temporary folder (issue 37, point 5): its scratch folder
(``tests/conftest.py``: the archive, the settings, what the tests' children write) is removed when the run ends,
and the start-up test's children write their bytecode there, not in a ``trictrac-bench-pycache`` of the
temporary folder (18 MB at every run).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_a_run_of_the_suite_removes_its_scratch_folder(tmp_path: Path) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env = {**os.environ, "TMPDIR": str(temporary), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "tests/project/test_wheel_build.py::test_the_pure_wheel_can_be_asked_for",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    left = sorted(path.name for path in temporary.iterdir() if not path.name.startswith("pytest-of-"))
    assert left == []


def test_the_start_up_tests_bytecode_goes_to_the_scratch_folder(tmp_path: Path) -> None:
    from tests.ui.test_ui_start_light import _environment

    scratch = Path(os.environ["TRICTRAC_DATA_DIR"])
    assert Path(_environment(tmp_path / "home")["PYTHONPYCACHEPREFIX"]).is_relative_to(scratch)
