"""The licences of everything the standalone bundle ships, gathered into its ``licenses/`` folder.

``packaging/trictrac-studio.spec`` loads this file (by its path: a module named ``packaging`` would shadow the
library PyInstaller imports) and adds what :func:`gather` copies to the bundle:

- the studio's own licence (``LICENSE``, the GNU GPL version 3 or later);
- Qt's and PySide6's, the GNU LGPL version 3 (``packaging/licenses/LGPL-3.0.txt``; the LGPL's text refers to the
  GPL's, which is the studio's own), with Qt's and PySide6's versions;
- Python's (the ``LICENSE.txt`` of the standard library the bundle is built with);
- every Python distribution the studio requires, directly or not (reportlab, SQLAlchemy, Pillow, psycopg…): the
  licence files its wheel carries, and its declared licence;
- the fonts': the studio's own (SIL Open Font License, beside them in ``resources/fonts``) and DejaVu's;
- on Linux, the ``copyright`` file of the Debian package of each system library the bundle carries.

``licenses/README.txt`` lists them all, one line each; *Help › About* names the folder.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable, Mapping
from importlib import metadata
from pathlib import Path

from resources import resource_path

__all__ = ["gather", "required_distributions"]

ROOT = Path(__file__).resolve().parent.parent
_LICENCE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*")
_EXTRA = re.compile(r"\bextra\s*==")


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def required_distributions(root: str = "trictrac-studio") -> list[metadata.Distribution]:
    """The installed distributions ``root`` requires, directly or not, extras left out, sorted by name."""
    found: dict[str, metadata.Distribution] = {}
    waiting = [root]
    while waiting:
        name = waiting.pop()
        try:
            distribution = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # a requirement for another platform, or one only an extra brings
        key = _key(distribution.metadata["Name"])
        if key in found:
            continue
        found[key] = distribution
        for requirement in distribution.requires or []:
            match = _NAME.match(requirement)
            if match is not None and not _EXTRA.search(requirement):
                waiting.append(match.group(0))
    found.pop(_key(root), None)
    return [found[key] for key in sorted(found)]


def _declared(distribution: metadata.Distribution) -> str:
    fields = distribution.metadata
    expression = str((fields.get_all("License-Expression") or [""])[0])
    if expression:
        return expression
    text = str((fields.get_all("License") or [""])[0]).strip().split(" (")[0]
    if text and "\n" not in text and len(text) < 60:
        return text
    classifiers = [value for value in fields.get_all("Classifier") or [] if value.startswith("License ::")]
    return classifiers[0].rsplit(" :: ", 1)[-1] if classifiers else "see its files"


def _licence_files(distribution: metadata.Distribution) -> list[tuple[Path, Path]]:
    """The licence files in ``distribution``'s metadata folder: (the path inside that folder, the file)."""
    files = []
    for entry in distribution.files or []:
        parts = entry.parts
        if (
            len(parts) > 1
            and parts[0].endswith(".dist-info")
            and ("licenses" in parts or "LICENSES" in parts or _LICENCE_FILE.search(parts[-1]))
        ):
            inside = Path(*parts[1:])
            if inside.parts[0] == "licenses" and len(inside.parts) > 1:
                inside = Path(*inside.parts[1:])
            files.append((inside, Path(str(distribution.locate_file(entry)))))
    return [(inside, path) for inside, path in files if path.is_file()]


def _copy(source: Path, target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    return target


def _debian_copyright(library: str) -> tuple[str, Path] | None:
    """The Debian package that installed ``library`` and its copyright file, where dpkg knows it."""
    if sys.platform.startswith("linux") and shutil.which("dpkg") is not None:
        for path in dict.fromkeys((library, str(Path(library).resolve()))):
            found = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True, check=False)
            if found.returncode == 0 and found.stdout:
                package = found.stdout.split(":", 1)[0].strip()
                copyright_file = Path("/usr/share/doc") / package / "copyright"
                if copyright_file.is_file():
                    return package, copyright_file
    return None


def gather(target: Path, system_libraries: Iterable[str] = (), fonts: Mapping[str, Path] | None = None) -> list[str]:
    """Copy the licences into ``target`` (the bundle's ``licenses/`` folder, made afresh) and write its
    ``README.txt``; returns the README's lines.  ``system_libraries`` are the paths of the system's libraries the
    bundle carries, ``fonts`` the licence file of each font it carries besides the studio's, by the font's name."""
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    if target.exists():
        shutil.rmtree(target)
    lines = []
    studio_version = metadata.version("trictrac-studio")
    _copy(ROOT / "LICENSE", target / "trictrac-studio" / "LICENSE")
    lines.append(f"Trictrac Studio {studio_version}: GPL-3.0-or-later (trictrac-studio/LICENSE)")
    lgpl = ROOT / "packaging" / "licenses" / "LGPL-3.0.txt"
    _copy(lgpl, target / "Qt" / "LGPL-3.0.txt")
    lines.append(f"Qt {qVersion()}: LGPL-3.0-only (Qt/LGPL-3.0.txt, with trictrac-studio/LICENSE, the GPL it extends)")
    python_licence = Path(sysconfig.get_path("stdlib")) / "LICENSE.txt"
    if not python_licence.is_file():
        raise SystemExit(f"Python's licence is not at {python_licence}: the bundle cannot ship it")
    _copy(python_licence, target / "Python" / "LICENSE.txt")
    lines.append(f"Python {sys.version.split()[0]}: PSF-2.0 (Python/LICENSE.txt)")
    for distribution in required_distributions():
        name, version = distribution.metadata["Name"], distribution.version
        folder = target / name
        copied = [
            _copy(path, folder / inside).relative_to(target).as_posix() for inside, path in _licence_files(distribution)
        ]
        if _key(name) in ("pyside6-essentials", "shiboken6"):
            copied.append(_copy(lgpl, folder / "LGPL-3.0.txt").relative_to(target).as_posix())
            declared = f"LGPL-3.0-only (PySide6 {pyside_version})"
        else:
            declared = _declared(distribution)
        lines.append(f"{name} {version}: {declared} ({', '.join(copied) or 'no licence file in its wheel'})")
    # the same folder the recipe collects (collect_data_files("resources"))
    for font in resource_path("fonts").glob("*-OFL.txt"):
        copied_font = _copy(font, target / "fonts" / font.name).relative_to(target).as_posix()
        lines.append(f"{font.name.removesuffix('-OFL.txt')} (font): OFL-1.1 ({copied_font})")
    for name, licence in (fonts or {}).items():
        copied_font = (
            _copy(licence, target / "fonts" / f"{name.replace(' ', '')}-{licence.name}").relative_to(target).as_posix()
        )
        lines.append(f"{name} (font): see {copied_font}")
    packages: dict[str, Path] = {}
    for library in system_libraries:
        found = _debian_copyright(library)
        if found is not None:
            packages.setdefault(*found)
    for package, copyright_file in sorted(packages.items()):
        copied_file = _copy(copyright_file, target / "system" / f"{package}.copyright").relative_to(target).as_posix()
        lines.append(f"{package} (system library): see {copied_file}")
    (target / "README.txt").write_text(
        "What the Trictrac Studio bundle ships, and under which licence (the texts are in this folder):\n\n"
        + "".join(f"- {line}\n" for line in lines),
        encoding="utf-8",
    )
    return lines
