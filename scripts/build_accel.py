"""Build the compiled accelerator of the engine: mypyc on notation/rules/moves.py, scoring.py and notation/game.py.

Run ``make accel`` (or ``.venv/bin/python scripts/build_accel.py``); ``--clean``
removes what it built.  It needs mypy (the test extra) and a C compiler; the
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
    make pytest PYTEST_ARGS="tests/test_speed_equivalence.py tests/test_moves.py tests/test_scoring.py"
    TRICTRAC_PURE_PYTHON=1 make pytest PYTEST_ARGS="tests/test_speed_equivalence.py tests/test_moves.py ..."

(``tests/test_speed_equivalence.py::test_which_engine_runs`` says which engine answered).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "notation" / "rules"
MODULES = {"moves": RULES, "scoring": RULES, "game": ROOT / "notation"}
"""The modules compiled, and the folder of each."""
STAMP = RULES / "_accel.stamp"
GROUP = "notation.rules._accel"
"""The name of the compiled modules' shared runtime, kept inside the package (not at the top level)."""


def built() -> list[Path]:
    """The accelerator's files now in the source tree."""
    folders = {**MODULES, "_accel__mypyc": RULES}
    files = [path for name, folder in folders.items() for path in folder.glob(f"{name}.*.so")]
    return [*files, STAMP] if STAMP.exists() else files


def stamp_text() -> str:
    """One line per compiled module: its name and the SHA-256 of its source."""
    return "".join(
        f"{name} {hashlib.sha256((folder / f'{name}.py').read_bytes()).hexdigest()}\n"
        for name, folder in MODULES.items()
    )


def clean() -> None:
    for path in built():
        path.unlink()
        print(f"removed {path.relative_to(ROOT)}")


def build() -> None:
    from mypyc.build import mypycify
    from setuptools import Distribution  # type: ignore[import-untyped]  # no stubs in the test extra

    clean()
    with tempfile.TemporaryDirectory(prefix="trictrac-accel-") as temp:
        sources = [str((folder / f"{name}.py").relative_to(ROOT)) for name, folder in MODULES.items()]
        extensions = mypycify(sources, opt_level="3", group_name=GROUP, target_dir=str(Path(temp) / "c"))
        # A bare Distribution: the project's pyproject.toml is not read (its build needs no new setuptools).
        distribution = Distribution(
            {
                "name": "trictrac-accel",
                "ext_modules": extensions,
                "script_args": [
                    "build_ext",
                    "--inplace",
                    "--build-temp",
                    str(Path(temp) / "temp"),
                    "--build-lib",
                    str(Path(temp) / "lib"),
                ],
            }
        )
        distribution.parse_command_line()
        distribution.run_commands()
    STAMP.write_text(stamp_text(), encoding="utf-8")
    for path in built():
        print(f"built {path.relative_to(ROOT)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules and their stamp")
    args = parser.parse_args()
    if args.clean:
        clean()
        return 0
    try:
        build()
    except Exception as error:  # a missing compiler or mypy: say so in one line, the engine stays pure Python
        clean()
        print(f"build_accel: the accelerator was not built ({type(error).__name__}: {error})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
