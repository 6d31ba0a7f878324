"""Packaging (issue 13, set-up; issue 39): the fonts, the sample archive, the French ``.qm``, the icon, the lessons
and the records' dictionary are the package ``resources`` (its package data), found through
``resources.resource_path``, and nothing in the packages reaches for a folder beside the source tree.

The wheel itself is built, installed and run by scripts/wheel-smoke.sh (called by .ci/run); here the
packages are copied with only what pyproject.toml declares (the modules and the declared package data)
to a folder of their own, and run from there: a file read from beside the source tree is then missing.
"""

from __future__ import annotations

import fnmatch
import os
import re
import shutil
import subprocess
import sys
import tomllib
from importlib.resources import files
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("notation", "studio", "lessons", "resources")
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
FONTS = (
    "SourceSerifPro-Regular.ttf",
    "SourceSerifPro-Semibold.ttf",
    "SourceSerifPro-It.ttf",
    "IBMPlexMono-Regular.ttf",
)
SAMPLES = ("annotees.trictrac", "ecrire.trictrac", "ordinaire.trictrac")


def _inside(path: Path, folder: Path) -> bool:
    return path.resolve().is_relative_to(folder.resolve())


def test_the_shipped_files_are_package_resources() -> None:
    from lessons.loader import CONTENT
    from resources import resource_path
    from studio.export.fonts import font_set
    from studio.store.records import DICTIONARY_FILE
    from studio.store.sample import SAMPLE_DIR, sample_files
    from studio.ui.desktop import ICON_SVG
    from studio.ui.i18n import TRANSLATIONS

    data = files("resources")
    for name in FONTS:
        assert data.joinpath("fonts", name).is_file()
    for name in SAMPLES:
        assert data.joinpath("samples", name).read_text(encoding="utf-8").startswith("%trictrac")
    assert data.joinpath("translations", "trictrac_fr.qm").is_file()
    package = resource_path()
    assert package == ROOT / "resources"
    fonts = font_set()
    assert fonts.source == "shipped" and all(_inside(path, package / "fonts") for path in fonts.files)
    assert [path.name for path in sample_files()] == list(SAMPLES)
    for found, folder in (
        (SAMPLE_DIR, "samples"),
        (TRANSLATIONS, "translations"),
        (CONTENT, "lessons"),
        (ICON_SVG, "icons"),
        (DICTIONARY_FILE, "archive"),
    ):
        assert _inside(found, package / folder), found
    assert resource_path("samples", "ecrire.trictrac") == SAMPLE_DIR / "ecrire.trictrac"


def test_the_resources_package_is_installed_with_the_others() -> None:
    """``resources/`` is a package of the distribution, beside notation, studio and lessons: its modules and its
    package data travel in the wheel and the sdist."""
    found = PYPROJECT["tool"]["setuptools"]["packages"]["find"]["include"]
    assert "resources*" in found
    assert (ROOT / "resources" / "__init__.py").is_file()
    assert "resources" in PYPROJECT["tool"]["setuptools"]["package-data"]


_UPWARDS = re.compile(r"__file__\)?(\.resolve\(\))?\.(parents\[|parent\.parent)")


@pytest.mark.parametrize("package", PACKAGES)
def test_no_module_walks_up_out_of_its_package(package: str) -> None:
    """A module finds its files beside itself (importlib.resources), never by climbing above its package."""
    climbing = []
    for module in sorted((ROOT / package).rglob("*.py")):
        for number, line in enumerate(module.read_text(encoding="utf-8").splitlines(), 1):
            if "__file__" in line and _UPWARDS.search(line.replace(" ", "")):
                climbing.append(f"{module.relative_to(ROOT)}:{number}: {line.strip()}")
    assert climbing == []


def _declared_copy(target: Path) -> None:
    """The packages as the wheel holds them: the modules, and the package data pyproject.toml declares."""
    declared: dict[str, list[str]] = PYPROJECT["tool"]["setuptools"]["package-data"]
    for top in PACKAGES:
        for module in (ROOT / top).rglob("*.py"):
            if "__pycache__" not in module.parts:
                destination = target / module.relative_to(ROOT)
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(module, destination)
    for package, patterns in declared.items():
        folder = ROOT.joinpath(*package.split("."))
        for pattern in patterns:
            found = [path for path in folder.rglob("*") if fnmatch.fnmatch(str(path.relative_to(folder)), pattern)]
            assert found, f"{package}: {pattern} matches no file"
            for path in found:
                destination = target / path.relative_to(ROOT)
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, destination)


_CHECK = r"""
import sys
from pathlib import Path

here = Path.cwd().resolve()
import studio
assert Path(studio.__file__).resolve().is_relative_to(here), studio.__file__

from PySide6.QtCore import QCoreApplication
from studio.cli import main
from studio.export.fonts import font_set
from studio.store.sample import open_default_archive, sample_files
from studio.ui.i18n import Translations
from studio.ui.desktop import ICON_SVG
from lessons.loader import CONTENT
from resources import resource_path

assert resource_path().resolve() == here / "resources", resource_path()
assert ICON_SVG.resolve().is_relative_to(here) and CONTENT.resolve().is_relative_to(here), (ICON_SVG, CONTENT)
fonts = font_set()
assert fonts.source == "shipped", fonts.source
assert all(path.resolve().is_relative_to(here) for path in (*fonts.files, *sample_files())), fonts.files
assert len(sample_files()) == 3, sample_files()
app = QCoreApplication([])
assert Translations().install("fr") == "fr"
assert QCoreApplication.translate("ExportDialog", "Preview of page 1") == "Aperçu de la page 1"
archive, report = open_default_archive(sys.argv[1])
assert report.games == 210 and not report.errors, report
archive.close()
assert main(["lessons", "check"]) == 0
assert main(["export", "scoresheet", "--blank", "-o", "sheet.pdf"]) == 0
print("ok")
"""


@pytest.mark.slow
def test_the_declared_package_data_is_enough(tmp_path: Path) -> None:
    """Run from a copy holding only the declared files: fonts, sample and translations are all there."""
    copy = tmp_path / "site"
    _declared_copy(copy)
    assert not (copy / "resources" / "translations" / "trictrac_fr.ts").exists()  # the translators' source only
    env = {**os.environ, "PYTHONPATH": str(copy), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("TRICTRAC_FONTS", None)
    done = subprocess.run(
        [sys.executable, "-c", _CHECK, f"sqlite:///{tmp_path / 'archive.sqlite'}"],
        cwd=copy,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr[-2000:]
    assert (copy / "sheet.pdf").read_bytes().startswith(b"%PDF")


def test_readme_names_the_packages_make_run_installs() -> None:
    """README.md lists the system libraries Qt loads, for non-root users: the same list scripts/qt-libs.sh installs."""
    script = subprocess.run(
        ["sh", str(ROOT / "scripts" / "qt-libs.sh"), "--list"], capture_output=True, text=True, check=True
    ).stdout.split()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    # the command that installs Qt's libraries (README also names the developer's prerequisites with apt-get)
    listed = [found for found in re.findall(r"sudo apt-get install ([a-z0-9 .+\-\\\n]+)", readme) if "libxcb" in found]
    assert len(listed) == 1
    assert sorted(listed[0].replace("\\", " ").split()) == sorted(script)
    assert "libxcb-cursor0" in script and "libglib2.0-0" in script and "libegl1" in script
