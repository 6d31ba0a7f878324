"""The laws of the game: legal plays, rencontres, marking, and the switchable conventions.

``moves`` and ``scoring``, with ``notation.game``, may be compiled by mypyc
(``make accel``, see ``scripts/build_accel.py``): Python then imports the
compiled modules, built from these very sources.  They are used only while ``_accel.stamp`` holds the
SHA-256 of the sources they were built from, and never when the environment
sets ``TRICTRAC_PURE_PYTHON=1``; otherwise the ``.py`` sources are imported,
as on a machine where nothing was built.  The switch is a finder put first on ``sys.meta_path`` when this
package is imported, which ``notation/__init__.py`` does before anything else: no compiled module of
``notation`` can be imported before it.  The compiled modules are named relative to ``notation``
(``"rules.moves"``, ``"game"``): a module elsewhere in the package, such as the record reader
(``"record.reader"``, the tutor's evaluator ``"tutor.evaluator"``), joins them by its name in ``_COMPILED`` and
``scripts/build_accel.py``'s ``MODULES``.
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

_RULES = Path(__file__).resolve().parent
_NOTATION = _RULES.parent
"""The ``notation`` package's folder: this package's parent, inside the distribution."""
_COMPILED = ("rules.moves", "rules.scoring", "game", "record.reader", "record.summary", "tutor.evaluator")
"""The compiled modules, named relative to the ``notation`` package (``scripts/build_accel.py``'s ``MODULES``)."""
_RUNTIME = "rules._accel__mypyc"
"""The compiled modules' shared runtime (``scripts/build_accel.py``)."""
_STAMP = _NOTATION / "rules" / "_accel.stamp"


def _module_path(name: str) -> Path:
    """Tell where module ``name`` (relative to ``notation``) and its compiled file lie, without suffix."""
    return _NOTATION.joinpath(*name.split("."))


def _compiled_is_current() -> bool:
    """Tell whether every module is compiled for this interpreter.

    And whether the stamp names the SHA-256 of today's sources.

    The compiled modules go together (the compiled scoring reads the compiled plays): all or none.
    """
    for name in (*_COMPILED, _RUNTIME):
        path = _module_path(name)
        if not any(path.with_name(f"{path.name}{suffix}").exists() for suffix in EXTENSION_SUFFIXES):
            return False
    try:
        lines = _STAMP.read_text(encoding="utf-8").split()
    except OSError:
        return False
    recorded = dict(zip(lines[::2], lines[1::2], strict=True)) if len(lines) % 2 == 0 else {}
    return all(
        recorded.get(name) == hashlib.sha256(_module_path(name).with_suffix(".py").read_bytes()).hexdigest()
        for name in _COMPILED
    )


class _SourceFinder:
    """Finds the compiled modules (``notation.rules.moves``, ``notation.game``…) in their ``.py`` sources.

    It comes before any compiled module."""

    names: ClassVar[dict[str, Path]] = {
        f"{__name__.rsplit('.', 1)[0]}.{name}": _module_path(name).with_suffix(".py") for name in _COMPILED
    }

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        source = self.names.get(fullname)
        if source is None:
            return None
        return spec_from_file_location(fullname, source)


def _use_sources() -> bool:
    paths = [_module_path(name) for name in (*_COMPILED, _RUNTIME)]
    compiled = [file for path in paths for file in path.parent.glob(f"{path.name}.*")]
    if not any(path.suffix in (".so", ".pyd") for path in compiled):
        return False  # nothing compiled: the ordinary import finds the sources
    return os.environ.get("TRICTRAC_PURE_PYTHON", "") not in ("", "0") or not _compiled_is_current()


if _use_sources():
    _SOURCE_FINDER = _SourceFinder()
    sys.meta_path.insert(0, _SOURCE_FINDER)
