"""The files shipped inside the package: the fonts the PDFs embed and the sample archive.

``fonts/``  Source Serif Pro (regular, semibold, italic) and IBM Plex Mono, with their SIL Open Font Licences;
``sample/`` the sample archive's record files (written by scripts/make_sample.py).

They are package data (pyproject.toml), found with :mod:`importlib.resources`, so that an installed wheel
finds them wherever it is installed; nothing is read from beside the source tree.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

__all__ = ["package_path", "shipped"]

_extracted: dict[tuple[str, tuple[str, ...]], Path] = {}


def _copy(source: Traversable, target: Path) -> None:
    if source.is_dir():
        target.mkdir(parents=True, exist_ok=True)
        for child in source.iterdir():
            _copy(child, target / child.name)
    else:
        target.write_bytes(source.read_bytes())


def package_path(package: str, *parts: str) -> Path:
    """The file or folder ``parts`` of ``package``'s data, as a file-system path.

    An installed package is a folder, and the path is the file's own; a package imported from a zip
    file has its data copied once to a temporary folder, removed when the process exits.
    """
    resource = files(package).joinpath(*parts)
    if isinstance(resource, Path):
        return resource
    key = (package, parts)
    if key not in _extracted:
        folder = Path(tempfile.mkdtemp(prefix="trictrac-data-"))
        atexit.register(shutil.rmtree, folder, True)
        target = folder / (parts[-1] if parts else package)
        _copy(resource, target)
        _extracted[key] = target
    return _extracted[key]


def shipped(*parts: str) -> Path:
    """A file or folder of this package's data: ``shipped("fonts")``, ``shipped("sample", "ecrire.trictrac")``."""
    return package_path(__name__, *parts)
