"""The ``trictrac`` command starts light: a sub-command imports what it uses, and no more.

Measured by what Python imports, not by a clock (a shared machine's load makes any time flaky): ``python -X
importtime`` lists every module a run imports, and ``trictrac show start`` must not read the archive's stack
(SQLAlchemy, the store), the PDF exports (ReportLab), the lessons, the studio's interface, the drawn board's
geometry, the other sub-commands' modules or ``shutil`` (with its compressors, which argparse's formatter would
import for the terminal's width), and must stay under a ceiling of modules.  ``bench/cli_start.py``
prints the time it takes.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

MODULE_CEILING = 55
"""The most modules ``trictrac show start`` may import beyond those of ``python -c pass`` (62 when first written,
51 once the drawn board's geometry, the other sub-commands' parsers and argparse's ``shutil`` were left out)."""

NOT_FOR_SHOW = (
    "sqlalchemy",
    "sqlmodel",
    "alembic",
    "reportlab",
    "lessons",
    "studio.store",
    "studio.export",
    "PySide6",
    "notation.render.geometry",
    "studio.cli.archive",
    "studio.cli.export",
    "studio.cli.lessons",
    "studio.cli.tutor",
    "shutil",
)


def imported(*arguments: str) -> list[str]:
    """The modules a fresh interpreter imports to run ``arguments``, in order."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    done = subprocess.run(
        [sys.executable, "-X", "importtime", *arguments],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    lines = [line for line in done.stderr.splitlines() if line.startswith("import time:") and "|" in line]
    return [line.rsplit("|", 1)[1].strip() for line in lines[1:]]  # the first is the header


def test_show_start_imports_only_the_engine() -> None:
    modules = imported("-m", "studio.cli", "show", "start")
    assert "notation.render.text" in modules  # the measure sees what the command used
    heavy = [name for name in modules if name.split(".")[0] in NOT_FOR_SHOW or name.startswith(NOT_FOR_SHOW)]
    assert heavy == []


def test_show_start_stays_under_its_module_ceiling() -> None:
    baseline = set(imported("-c", "pass"))
    extra = [name for name in imported("-m", "studio.cli", "show", "start") if name not in baseline]
    assert len(extra) <= MODULE_CEILING, extra


@pytest.mark.slow
@pytest.mark.parametrize(
    ("arguments", "needed"),
    [
        (("archive", "stats", "--db", "sqlite:///:memory:"), "sqlalchemy"),
        (("lessons", "list"), "lessons.loader"),
    ],
)
def test_a_sub_command_still_imports_what_it_uses(arguments: tuple[str, ...], needed: str) -> None:
    assert needed in imported("-m", "studio.cli", *arguments)
