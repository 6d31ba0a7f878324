"""The engine's tests need no Qt: tests/notation and tests/lessons are collected, and some run, in a Python where
PySide6 cannot be imported (tests/conftest.py loads Qt's set-up only where PySide6 is installed)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# A Python where PySide6 and shiboken6 cannot be imported, as where they are not installed (a module
# set to None in sys.modules is one that find_spec does not find and `import` refuses); then pytest, without
# its pytest-qt plugin.
_WITHOUT_QT = """
import sys

QT = ("PySide6", "shiboken6")
sys.modules.update(dict.fromkeys(QT))
import pytest
code = pytest.main(sys.argv[1:])
imported = [name for name, module in sys.modules.items() if module is not None and name.split(".")[0] in QT]
assert not imported, f"Qt was imported: {imported}"
sys.exit(code)
"""


def _pytest_without_qt(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", _WITHOUT_QT, "-p", "no:pytest-qt", "-p", "no:cacheprovider", "-q", *args]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_the_blocker_blocks() -> None:
    done = _pytest_without_qt("tests/ui/test_ui_png.py", "--collect-only")
    assert done.returncode != 0
    assert "PySide6" in done.stdout + done.stderr


@pytest.mark.slow
def test_the_engine_s_and_the_lessons_tests_are_collected_without_qt() -> None:
    done = _pytest_without_qt("tests/notation", "tests/lessons", "--collect-only")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert " tests collected" in done.stdout


@pytest.mark.slow
def test_engine_tests_run_without_qt() -> None:
    done = _pytest_without_qt("tests/notation/test_dice.py")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert " passed" in done.stdout
