"""The wheel's build compiles the engine where a C compiler works, and falls back to pure Python where none does.

``setup.py`` takes everything from ``scripts/build_accel.py`` (the list of compiled modules, the compiler's
check, the stamp), which ``make accel`` uses too; ``scripts/wheel-smoke.sh`` builds both wheels and installs
them.  Here: the one list, what each command of ``setup.py`` builds, and the fallback's message.
"""

from __future__ import annotations

import hashlib
import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

import notation.rules as rules

ROOT = Path(__file__).resolve().parents[2]


def _accel() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_accel", ROOT / "scripts" / "build_accel.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


accel = _accel()


def _source(name: str) -> Path:
    return Path(accel.source(name))


def test_what_is_compiled_is_what_the_engine_loads_compiled() -> None:
    # One list for make accel and the wheel; the loader names the same modules, each in the same place.
    assert accel.MODULES == rules._COMPILED
    for name in (*accel.MODULES, accel.RUNTIME):
        assert accel.module_path(name) == rules._module_path(name)
    for name in accel.MODULES:
        assert _source(name).is_file()
    assert accel.RUNTIME == rules._RUNTIME and f"notation.{accel.RUNTIME}" == f"{accel.GROUP}__mypyc"
    assert accel.sources() == [f"notation/{name.replace('.', '/')}.py" for name in rules._COMPILED]


def test_setup_builds_from_the_one_list_and_the_sdist_carries_it() -> None:
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    assert "ACCEL.wheel_extensions(sys.argv[1:])" in setup and "ACCEL.write_stamp(" in setup
    assert "include scripts/build_accel.py" in (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("commands", [["egg_info"], ["dist_info", "--output-dir", "x"], ["sdist"], ["editable_wheel"]])
def test_metadata_an_sdist_and_an_editable_install_compile_nothing(
    commands: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CC", "/bin/false")  # the compiler is not even tried
    assert accel.wheel_extensions(commands) == []
    assert capsys.readouterr().err == ""


def test_a_compiler_that_fails_gives_the_pure_wheel_with_one_message(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CC", "/bin/false")
    monkeypatch.delenv(accel.PURE_BUILD_ENV, raising=False)
    assert accel.compiler_problem() is not None
    assert accel.wheel_extensions(["bdist_wheel", "--dist-dir", "x"]) == []
    message = capsys.readouterr().err
    assert message.count("\n") == 1
    assert message.startswith("trictrac-studio build: no working C compiler (/bin/false could not build a test ")
    assert message.endswith("; the pure-Python engine is installed, slower but the same\n")


def test_the_pure_wheel_can_be_asked_for(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(accel.PURE_BUILD_ENV, "1")
    assert accel.wheel_extensions(["bdist_wheel"]) == []
    assert "TRICTRAC_BUILD_PURE is set" in capsys.readouterr().err


def test_the_compiler_check_finds_the_machines_compiler(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CC", raising=False)
    problem = accel.compiler_problem()
    assert (problem is None) == (shutil.which("cc") is not None), problem


def test_the_stamp_is_written_where_the_compiled_modules_lie(tmp_path: Path) -> None:
    stamp = accel.write_stamp(tmp_path)
    assert stamp == tmp_path / "notation" / "rules" / "_accel.stamp"
    lines = dict(line.split() for line in stamp.read_text(encoding="utf-8").splitlines())
    assert lines == {name: hashlib.sha256(_source(name).read_bytes()).hexdigest() for name in accel.MODULES}


def test_the_test_extra_brings_setuptools_which_python_3_12_leaves_out() -> None:
    """``make`` installs the ``test`` extra, then builds the engine with setuptools: since Python 3.12 a virtual
    environment has no setuptools of its own (issue 37: two tests and ``make accel`` failed on Debian 13)."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    test_extra = [
        requirement.split(">")[0].split("=")[0].strip()
        for requirement in project["project"]["optional-dependencies"]["test"]
    ]
    assert "setuptools" in test_extra and "mypy" in test_extra


def test_without_setuptools_the_build_says_so_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "setuptools", None)  # import setuptools raises ImportError
    monkeypatch.setitem(sys.modules, "setuptools.errors", None)
    assert accel.main([]) == 1
    message = capsys.readouterr().err
    assert message.count("\n") == 1 and "Traceback" not in message
    assert message.startswith("build_accel: setuptools is missing, which the build needs: install the test extra")
