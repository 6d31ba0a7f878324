"""The files the studio and the lessons ship, and :func:`resource_path`, the one way the code finds them.

``translations/``  the French catalogue of the interface (``trictrac_fr.ts``) and its compiled ``.qm``;
``icons/``         the studio's icon (``trictrac-studio.svg``), from which every PNG is rendered;
``fonts/``         the fonts the PDFs embed (Source Serif Pro, IBM Plex Mono) with their SIL Open Font Licences;
``samples/``       the sample archive's record files (written by ``scripts/make_sample.py``);
``lessons/``       the lesson files (``*.toml``), read by :mod:`lessons.loader`;
``archive/``       the preset dictionary the archive deflates its records against (``studio/store/records.py``).

This is a package of its own, installed with the others (the wheel, the sdist, the PyInstaller bundle), so that
an installed studio finds its files wherever it is installed and never reads from beside a source tree.  It
imports the standard library only: ``lessons/`` may use it as it uses ``notation/``.  The engine's own data
(``notation/``'s weights and tables) stays with ``notation/``, which imports nothing of ours.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

__all__ = ["resource_path"]

_extracted: dict[tuple[str, ...], Path] = {}


def _copy(source: Traversable, target: Path) -> None:
    if source.is_dir():
        target.mkdir(parents=True, exist_ok=True)
        for child in source.iterdir():
            _copy(child, target / child.name)
    else:
        target.write_bytes(source.read_bytes())


def resource_path(*parts: str) -> Path:
    """Return the shipped file or folder ``parts``, as a file-system path.

    For example ``resource_path("fonts")``, ``resource_path("samples", "ecrire.trictrac")``.

    Installed (a wheel, an editable install, the bundle) the package is a folder and the path is the file's own;
    imported from a zip file, the file or folder is copied once to a temporary folder, removed when the process
    exits.  A name that is not shipped raises :class:`FileNotFoundError`, naming it.
    """
    resource = files(__name__).joinpath(*parts)
    if not (resource.is_file() or resource.is_dir()):
        raise FileNotFoundError(f"no shipped resource {'/'.join(parts)!r}")
    if isinstance(resource, Path):
        return resource
    if parts not in _extracted:
        folder = Path(tempfile.mkdtemp(prefix="trictrac-resources-"))
        atexit.register(shutil.rmtree, folder, True)
        target = folder / (parts[-1] if parts else __name__)
        _copy(resource, target)
        _extracted[parts] = target
    return _extracted[parts]
