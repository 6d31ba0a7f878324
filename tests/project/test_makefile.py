"""The Makefile's promises to a newcomer: a broken ``.venv`` is made again by ``make`` itself, and ``make run``
without a display runs the studio offscreen with a clear word instead of Qt's abort.

Each case runs the real ``make`` on the repository's Makefile with ``VENV`` pointing at a virtual environment of
the test's own, whose programs are stand-ins that say how they were called (no package is installed).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAKE = shutil.which("make")


def make(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    assert MAKE is not None, "make is one of the project's prerequisites (README, For developers)"
    return subprocess.run(
        [MAKE, "--no-print-directory", "-C", str(ROOT), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env if env is not None else dict(os.environ),
        check=False,
    )


def stand_in(path: Path, body: str) -> None:
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)


def healthy_venv(folder: Path) -> Path:
    """A virtual environment whose python is this test's (which has pip), stamped as installed."""
    (folder / "bin").mkdir(parents=True)
    stand_in(folder / "bin" / "python", f'exec "{sys.executable}" "$@"')
    (folder / ".installed").touch()
    return folder


def broken_venv(folder: Path) -> Path:
    """What ``python3 -m venv`` leaves on Debian without python3-venv: a python, no pip; once stamped or not."""
    venv.EnvBuilder(with_pip=False).create(folder)
    return folder


@pytest.mark.parametrize(
    ("make_venv", "stamped", "rebuilt"),
    [
        (healthy_venv, True, False),
        (broken_venv, False, True),
        (broken_venv, True, True),  # stamped by an older Makefile, then pip went missing: still rebuilt
    ],
)
def test_a_venv_without_pip_is_made_again(tmp_path: Path, make_venv: object, stamped: bool, rebuilt: bool) -> None:
    assert callable(make_venv)
    folder = make_venv(tmp_path / "venv")
    stamp = folder / ".installed"
    if stamped:
        stamp.touch()
        os.utime(stamp, (os.stat(ROOT / "pyproject.toml").st_mtime + 10,) * 2)
    elif stamp.exists():
        stamp.unlink()
    planned = make("-n", f"VENV={folder}", str(stamp))
    assert planned.returncode == 0, planned.stderr
    assert ("pip install" in planned.stdout) is rebuilt, planned.stdout
    assert ("rm -rf" in planned.stdout) is rebuilt, "the broken environment is removed before it is made again"


def test_the_broken_venv_is_removed_and_said(tmp_path: Path) -> None:
    folder = broken_venv(tmp_path / "venv")
    # the rebuild runs for real, with a Python whose venv fails at once: make says what to install
    failing = tmp_path / "python3"
    stand_in(failing, "exit 1")
    result = make(f"VENV={folder}", f"PYTHON={failing}", str(folder / ".installed"))
    assert result.returncode != 0
    assert "has no working pip" in result.stderr
    assert "sudo apt-get install python3-venv" in result.stderr
    assert not folder.exists(), "the half-made environment is left for the next make to trip on"


@pytest.mark.slow
@pytest.mark.parametrize(
    ("display", "args", "platform_seen", "said"),
    [
        ({}, "--lang fr", "offscreen", "No display"),
        ({}, "--screenshot out.png --lang fr", "offscreen", ""),  # what the message would tell them to do
        ({}, "--lang fr --screenshot=out.png", "offscreen", ""),
        ({"DISPLAY": ":7"}, "--lang fr", "", ""),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "--lang fr", "", ""),
        ({"QT_QPA_PLATFORM": "minimal"}, "--lang fr", "minimal", ""),
    ],
)
def test_make_run_without_a_display_runs_offscreen(
    tmp_path: Path, display: dict[str, str], args: str, platform_seen: str, said: str
) -> None:
    folder = healthy_venv(tmp_path / "venv")
    stand_in(folder / "bin" / "trictrac-studio", 'echo "platform=${QT_QPA_PLATFORM:-} args=$*"')
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "MAKEFLAGS")
    }
    env.update(display)
    # qt-libs.sh installs nothing here: it runs as root only where apt-get may, and says what is missing otherwise
    result = make("run", f"VENV={folder}", f"ARGS={args}", env=env)
    assert result.returncode == 0, result.stderr
    assert f"platform={platform_seen} args={args}" in result.stdout
    assert ("No display" in result.stderr) is bool(said), result.stderr


@pytest.mark.parametrize(
    ("compiler", "build", "said"),
    [
        (True, "exit 0", ""),
        (
            True,
            "echo 'build_accel: the accelerator was not built (CompileError: boom)' >&2; exit 1",
            "its build failed",
        ),
        (False, "echo 'build_accel must not run' >&2; exit 1", "no C compiler (cc) here"),
    ],
)
def test_make_says_once_when_the_engine_stays_pure_python(
    tmp_path: Path, compiler: bool, build: str, said: str
) -> None:
    """The environment's making ends with the compiled engine's build; where there is no C compiler, or the build
    fails, make says so once, with how to get the compiled engine, and goes on (the pure engine is the same)."""
    folder = tmp_path / "venv"
    (folder / "bin").mkdir(parents=True)
    # python: pip answers (no package is installed), scripts/build_accel.py does what the case says
    stand_in(folder / "bin" / "python", f'case "$1" in scripts/build_accel.py) {build} ;; esac\nexit 0')
    tools = tmp_path / "tools"
    tools.mkdir()
    for tool in ("nice", "touch"):
        found = shutil.which(tool)
        assert found is not None
        (tools / tool).symlink_to(found)
    if compiler:
        stand_in(tools / "cc", "exit 0")
    env = {"PATH": str(tools), "HOME": str(tmp_path)}
    result = make(f"VENV={folder}", str(folder / ".installed"), env=env)
    assert result.returncode == 0, result.stderr
    assert (folder / ".installed").exists()
    engine = [line for line in result.stderr.splitlines() if line.startswith("make: the rules engine")]
    if said:
        assert len(engine) == 1 and said in engine[0], result.stderr
        assert "apt-get install gcc python3-dev" in engine[0] and engine[0].endswith("then run make accel.")
    else:
        assert engine == [], result.stderr


def test_make_check_runs_the_linters_the_types_the_contracts_and_the_quick_tests(tmp_path: Path) -> None:
    folder = healthy_venv(tmp_path / "venv")
    os.utime(folder / ".installed", (os.stat(ROOT / "pyproject.toml").st_mtime + 10,) * 2)
    planned = make("-n", "check", f"VENV={folder}")
    assert planned.returncode == 0, planned.stderr
    steps = [line for line in planned.stdout.splitlines() if line.strip()]
    for command in ("ruff check", "ruff format --check", "/bin/mypy", "/bin/lint-imports"):
        assert any(command in step for step in steps), (command, steps)
    assert any(
        "HYPOTHESIS_PROFILE=check" in step and '-m "not gui and not slow and not postgres"' in step for step in steps
    )
