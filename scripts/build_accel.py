"""Build the compiled accelerator of the engine: mypyc on the modules of :data:`MODULES` (the plays and the scoring
of notation/rules, notation/game.py, the record's reader and summary, the tutor's evaluator).

Run ``make accel`` (or ``.venv/bin/python scripts/build_accel.py``); ``--clean``
removes what it built.  It needs mypy and setuptools (the test extra) and a C compiler; the
virtual environment of ``make run`` and ``make test`` is given it wherever a C
compiler is found, and a machine without one runs the pure-Python engine, which
stays the reference and the fallback.

The compiled modules are written next to their sources
(``notation/rules/moves.cpython-*.so``, ``scoring.cpython-*.so``,
``notation/game.cpython-*.so`` and their shared runtime
``notation/rules/_accel__mypyc.cpython-*.so``), where Python imports them in
preference to the ``.py`` files, with ``notation/rules/_accel.stamp`` recording
the SHA-256 of the sources compiled.  ``notation/rules/__init__.py`` uses them
only while that stamp matches the sources (an edited source is never shadowed
by a stale build) and never when ``TRICTRAC_PURE_PYTHON=1`` is set: run the
engine's tests both ways with

    make accel
    make pytest PYTEST_ARGS="tests/notation/compiled/test_speed_equivalence.py tests/notation/rules/test_moves.py \
        tests/notation/rules/test_scoring.py"
    TRICTRAC_PURE_PYTHON=1 make pytest PYTEST_ARGS="tests/notation/compiled/test_speed_equivalence.py ..."

(``tests/notation/compiled/test_speed_equivalence.py::test_which_engine_runs`` says which engine answered).

:data:`MODULES` is the one list of what is compiled: ``setup.py`` reads it too, so that a wheel built where a C
compiler works (``pip install .``, ``pipx install`` of the sdist) holds the same compiled modules and stamp.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import sysconfig
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NOTATION = ROOT / "notation"
RULES = NOTATION / "rules"
MODULES = ("rules.moves", "rules.scoring", "game", "record.reader", "record.summary", "tutor.evaluator")
"""The modules compiled, named relative to the ``notation`` package (``notation/rules/__init__.py`` names them
too, to load them): a module anywhere in ``notation`` may join them (``"record.reader"``)."""
RUNTIME = "rules._accel__mypyc"
"""The compiled modules' shared runtime, named as :data:`MODULES` are."""
STAMP = RULES / "_accel.stamp"
GROUP = "notation.rules._accel"
"""The name of the compiled modules' shared runtime, kept inside the package (not at the top level)."""
PURE_BUILD_ENV = "TRICTRAC_BUILD_PURE"
"""Set to 1 to build the pure-Python wheel where a compiler works."""
WHEEL_COMMANDS = frozenset({"bdist_wheel", "build", "build_ext", "install", "bdist"})
"""The setuptools commands that make the installed modules; the others (metadata, sdist, an editable install)
compile nothing."""


def module_path(name: str) -> Path:
    """Where module ``name`` of :data:`MODULES` lies, without its suffix (``notation/record/reader``)."""
    return NOTATION.joinpath(*name.split("."))


def source(name: str) -> Path:
    """Module ``name``'s source."""
    return module_path(name).with_suffix(".py")


def built() -> list[Path]:
    """The accelerator's files now in the source tree."""
    paths = [module_path(name) for name in (*MODULES, RUNTIME)]
    files = [file for path in paths for file in path.parent.glob(f"{path.name}.*.so")]
    return [*files, STAMP] if STAMP.exists() else files


def sources() -> list[str]:
    """The compiled modules' sources, relative to the project's root (as ``mypycify`` takes them)."""
    return [source(name).relative_to(ROOT).as_posix() for name in MODULES]


def stamp_text() -> str:
    """One line per compiled module: its name and the SHA-256 of its source."""
    return "".join(f"{name} {hashlib.sha256(source(name).read_bytes()).hexdigest()}\n" for name in MODULES)


def write_stamp(root: Path) -> Path:
    """Write the stamp of today's sources where the compiled modules lie under ``root`` (the source tree, or a
    wheel's build folder); returns its path."""
    stamp = root / STAMP.relative_to(ROOT)
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(stamp_text(), encoding="utf-8")
    return stamp


def _build_ext(extensions: list[Any], temp: Path, *, inplace: bool, quiet: bool = False) -> None:
    """setuptools' ``build_ext`` on ``extensions``, its intermediate files under ``temp``.

    A bare Distribution: the project's pyproject.toml is not read (this build needs no new setuptools).
    """
    import setuptools  # type: ignore[import-untyped]  # no stubs in the test extra

    where = ["--build-temp", str(temp / "temp"), "--build-lib", str(temp / "lib")]
    arguments = [*(["--quiet"] if quiet else []), "build_ext", *(["--inplace"] if inplace else []), *where]
    distribution = setuptools.Distribution(
        {"name": "trictrac-accel", "ext_modules": extensions, "script_args": arguments}
    )
    distribution.parse_command_line()
    distribution.run_commands()


_PROBE = """#include <Python.h>
static struct PyModuleDef probe = {PyModuleDef_HEAD_INIT, "trictrac_probe", NULL, -1, NULL};
PyMODINIT_FUNC PyInit_trictrac_probe(void) { return PyModule_Create(&probe); }
"""
"""The smallest extension module: what the compiler is tried on."""


STRICT_FLOATS = "-ffp-contract=off"
"""What the C compiler is told of the compiled modules' floats: each operation rounded as Python rounds it."""


def strict_floats(extensions: list[Any]) -> list[Any]:
    """Return ``extensions`` compiled without contracting ``a * b + c`` into one fused multiply-add.

    GCC fuses them by default where the processor has the instruction (arm64; not the x86-64 baseline), rounding once
    where Python rounds twice: the compiled evaluator (``tutor.evaluator``) would value a position a bit away from its
    source.  MSVC does not contract by default and is not given the option."""
    if sys.platform != "win32":
        for extension in extensions:
            extension.extra_compile_args = [*extension.extra_compile_args, STRICT_FLOATS]
    return extensions


def compiler_problem() -> str | None:
    """Why no extension module can be built here, in one line; None when the C compiler works.

    setuptools builds the smallest extension module as it builds the engine's (``CC``, ``CFLAGS``, ``LDSHARED``
    and, on Windows, the compiler's setup honoured), which also finds Python's headers missing.
    """
    import setuptools
    from setuptools.errors import BaseError, CCompilerError  # type: ignore[import-untyped]  # what build_ext raises

    with tempfile.TemporaryDirectory(prefix="trictrac-cc-") as folder:
        source = Path(folder) / "trictrac_probe.c"
        source.write_text(_PROBE, encoding="ascii")
        try:
            _build_ext([setuptools.Extension("trictrac_probe", [str(source)])], Path(folder), inplace=False, quiet=True)
        except (CCompilerError, BaseError, OSError) as error:  # what the compiler said is on stderr already
            compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
            return f"{compiler} could not build a test extension module: {type(error).__name__}"
    return None


def wheel_extensions(commands: Sequence[str]) -> list[Any]:
    """The compiled engine's extension modules for ``setup.py`` run with ``commands``, or none (the reason said on
    stderr) where they are not wanted or cannot be built: the wheel then holds the pure-Python engine."""

    def say(message: str) -> None:
        print(f"trictrac-studio build: {message}", file=sys.stderr, flush=True)

    if not WHEEL_COMMANDS & set(commands):
        return []
    if os.environ.get(PURE_BUILD_ENV, "") not in ("", "0"):
        say(f"{PURE_BUILD_ENV} is set: the pure-Python engine is installed")
        return []
    problem = compiler_problem()
    if problem is not None:
        say(f"no working C compiler ({problem}); the pure-Python engine is installed, slower but the same")
        return []
    try:
        from mypyc.build import mypycify

        extensions: list[Any] = strict_floats(mypycify(sources(), opt_level="3", group_name=GROUP))
    except (Exception, SystemExit) as error:  # mypyc missing or failing: the sources still run
        say(f"mypyc did not compile the engine ({type(error).__name__}: {error}); the pure-Python engine is installed")
        return []
    say(f"compiling the engine with mypyc: {', '.join(sources())}")
    return extensions


def clean() -> None:
    for path in built():
        path.unlink()
        print(f"removed {path.relative_to(ROOT)}")


def build() -> None:
    from mypyc.build import mypycify

    clean()
    with tempfile.TemporaryDirectory(prefix="trictrac-accel-") as temp:
        extensions = strict_floats(
            mypycify(sources(), opt_level="3", group_name=GROUP, target_dir=str(Path(temp) / "c"))
        )
        _build_ext(extensions, Path(temp), inplace=True)
    write_stamp(ROOT)
    for path in built():
        print(f"built {path.relative_to(ROOT)}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules and their stamp")
    args = parser.parse_args(argv)
    if args.clean:
        clean()
        return 0
    try:
        problem = compiler_problem()
    except ImportError as error:  # setuptools, which Python 3.12 and later leave out of a virtual environment
        print(
            f"build_accel: {error.name or 'setuptools'} is missing, which the build needs: install the test extra"
            " (pip install -e '.[test]', which make does); the engine stays pure Python",
            file=sys.stderr,
        )
        return 1
    if problem is not None:
        print(f"build_accel: no working C compiler ({problem}); the engine stays pure Python", file=sys.stderr)
        return 1
    try:
        build()
    except Exception as error:  # a missing compiler or mypy: say so in one line, the engine stays pure Python
        clean()
        print(f"build_accel: the accelerator was not built ({type(error).__name__}: {error})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
