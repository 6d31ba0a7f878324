"""The wheel's build: the engine's hot path compiled by mypyc where a C compiler works, pure Python otherwise.

Everything else about the package is in ``pyproject.toml``.  Building a wheel (``pip install .``, ``pip wheel``,
``pipx install`` of the sdist, ``python -m build``) compiles the modules that ``scripts/build_accel.py`` names
in :data:`MODULES` (the one list, which ``make accel`` compiles in place) and writes their stamp, the SHA-256
of the sources compiled, beside them: ``notation/rules/__init__.py`` loads the compiled modules only while
the stamp matches the sources installed with them, and never with ``TRICTRAC_PURE_PYTHON=1``.

Where no C compiler works (or Python's headers are missing, or mypyc cannot be imported) the build says so in
one message and makes the pure-Python wheel, which runs the same engine more slowly.  ``TRICTRAC_BUILD_PURE=1``
asks for the pure wheel on purpose.  An editable install (``pip install -e .``, what ``make`` does) builds
nothing: ``make`` then compiles in place with ``scripts/build_accel.py``, where this logic lives.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup  # type: ignore[import-untyped]  # no stubs in the test extra
from setuptools.command.build_ext import build_ext  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent


def _accel() -> ModuleType:
    """``scripts/build_accel.py``: the list of the compiled modules, the compiler's check, the stamp."""
    spec = importlib.util.spec_from_file_location("build_accel", ROOT / "scripts" / "build_accel.py")
    if spec is None or spec.loader is None:
        raise ImportError("scripts/build_accel.py cannot be loaded")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ACCEL = _accel()


class BuildEngine(build_ext):  # type: ignore[misc]  # setuptools has no stubs here
    """``build_ext`` that writes the compiled modules' stamp beside them once they are all built."""

    def run(self) -> None:
        super().run()
        if self.extensions:
            ACCEL.write_stamp(ROOT if self.inplace else Path(self.build_lib))


setup(ext_modules=ACCEL.wheel_extensions(sys.argv[1:]), cmdclass={"build_ext": BuildEngine})
