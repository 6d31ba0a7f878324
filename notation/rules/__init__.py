"""The laws of the game: legal plays, rencontres, marking, and the switchable conventions.

``moves`` and ``scoring``, with ``notation.game``, may be compiled by mypyc
(``make accel``, see ``scripts/build_accel.py``): Python then imports the
compiled modules, built from these very sources.  They are used only while ``_accel.stamp`` holds the
SHA-256 of the sources they were built from, and never when the environment
sets ``TRICTRAC_PURE_PYTHON=1``; otherwise the ``.py`` sources are imported,
as on a machine where nothing was built.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Sequence
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType
from typing import ClassVar

_HERE = Path(__file__).resolve().parent
_COMPILED = ("moves", "scoring", "game")
_PARENT_MODULES = frozenset({"game"})
"""Compiled modules of ``notation`` itself rather than of ``notation.rules``."""
_RUNTIME = "_accel__mypyc"
"""The compiled modules' shared runtime (``scripts/build_accel.py``)."""
_STAMP = _HERE / "_accel.stamp"


def _folder(name: str) -> Path:
    """Where module ``name``'s source and compiled file are."""
    return _HERE.parent if name in _PARENT_MODULES else _HERE


def _compiled_is_current() -> bool:
    """Whether every module is compiled for this interpreter and the stamp names the SHA-256 of today's sources.

    The compiled modules go together (the compiled scoring reads the compiled plays): all or none.
    """
    for name in (*_COMPILED, _RUNTIME):
        if not any((_folder(name) / f"{name}{suffix}").exists() for suffix in EXTENSION_SUFFIXES):
            return False
    try:
        lines = _STAMP.read_text(encoding="utf-8").split()
    except OSError:
        return False
    recorded = dict(zip(lines[::2], lines[1::2], strict=True)) if len(lines) % 2 == 0 else {}
    return all(
        recorded.get(name) == hashlib.sha256((_folder(name) / f"{name}.py").read_bytes()).hexdigest()
        for name in _COMPILED
    )


class _SourceFinder:
    """Finds ``notation.rules.moves``, ``.scoring`` and ``notation.game`` in their ``.py`` sources, before any
    compiled module."""

    names: ClassVar[dict[str, Path]] = {
        f"{__name__.rsplit('.', 1)[0] if name in _PARENT_MODULES else __name__}.{name}": _folder(name) / f"{name}.py"
        for name in _COMPILED
    }

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        source = self.names.get(fullname)
        if source is None:
            return None
        return spec_from_file_location(fullname, source)


def _use_sources() -> bool:
    compiled = [path for name in (*_COMPILED, _RUNTIME) for path in _folder(name).glob(f"{name}.*")]
    if not any(path.suffix in (".so", ".pyd") for path in compiled):
        return False  # nothing compiled: the ordinary import finds the sources
    return os.environ.get("TRICTRAC_PURE_PYTHON", "") not in ("", "0") or not _compiled_is_current()


if _use_sources():
    _SOURCE_FINDER = _SourceFinder()
    sys.meta_path.insert(0, _SOURCE_FINDER)
