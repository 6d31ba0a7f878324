"""A versioned release (issue 37): the licence, the changelog, the version set in ``pyproject.toml`` alone and said
by both commands, *Help › About* and the bundle's name, ``make release``'s files and their checksums, and the
licences of what the bundle ships.

``make release`` itself (the bundle takes minutes) runs where ``.ci/run`` runs; here its plan (``make -n``) and
the parts it is made of.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from studio.version import version

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
GPL_3 = "3972dc9744f6499f0f9b2dbf76696f2ae7ad8af9b23dde66d6af86c9dfb36986"
"""The SHA-256 of the GNU GPL version 3's text as the FSF publishes it (gpl-3.0.txt)."""
LGPL_3 = "e3a994d82e644b03a792a930f574002658412f62407f5fee083f2555c5f23118"
"""The same of the GNU LGPL version 3's (lgpl-3.0.txt)."""


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_licence_is_the_gpl_version_3_that_pyproject_declares() -> None:
    assert _sha256(ROOT / "LICENSE") == GPL_3
    assert tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["license"] == (
        "GPL-3.0-or-later"
    )
    assert _sha256(ROOT / "packaging" / "licenses" / "LGPL-3.0.txt") == LGPL_3


def test_the_version_is_semantic() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION), VERSION


_HEADING = re.compile(r"^## \[(?P<name>[^\]]+)\](?: - (?P<date>\d{4}-\d{2}-\d{2}))?$", re.MULTILINE)


def test_the_changelog_keeps_a_changelog_and_names_this_version_first() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = [(match["name"], match["date"]) for match in _HEADING.finditer(text)]
    assert releases[0] == ("Unreleased", None)
    assert releases[1][0] == VERSION and releases[1][1] is not None, releases[:2]
    names = [name for name, _ in releases[1:]]
    assert names == sorted(names, key=lambda name: tuple(int(part) for part in name.split(".")), reverse=True)
    sections = set(re.findall(r"^### (.+)$", text, re.MULTILINE))
    assert sections <= {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}, sections


def test_no_file_writes_the_version_but_pyproject_the_changelog_and_the_readme() -> None:
    """The Makefile, the scripts and the code read it: a new version is one line of pyproject.toml (and the
    changelog's entry, and README's file names, which the next test holds to it)."""
    tracked = subprocess.run(
        ["git", "ls-files", "Makefile", "scripts", "packaging", "studio", "setup.py", ".ci"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    ).stdout.split()
    if not tracked:
        pytest.skip("not a git checkout")
    writing = [
        name
        for name in tracked
        if (ROOT / name).is_file()
        and (ROOT / name).suffix in ("", ".py", ".sh", ".spec")
        and VERSION in (ROOT / name).read_text(encoding="utf-8", errors="replace")
    ]
    assert writing == []


def test_readme_names_the_release_files() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    install = readme[readme.index("### Install") : readme.index("### Where your games live")]
    for name in (
        f"trictrac-studio-{VERSION}-linux-x86_64.tar.gz",
        f"trictrac_studio-{VERSION}.tar.gz",
        f"trictrac_studio-{VERSION}-",
        "SHA256SUMS",
        "pipx ensurepath",
        "as root, or with sudo",
    ):
        assert name in install, name
    assert "0.1.0" not in readme


@pytest.mark.parametrize(
    ("main", "prog"),
    [("studio.cli.command", "trictrac"), ("studio.ui.app", "trictrac-studio")],
)
def test_both_commands_say_the_version(main: str, prog: str, capsys: pytest.CaptureFixture[str]) -> None:
    module = __import__(main, fromlist=["main"])
    with pytest.raises(SystemExit) as stopped:
        module.main(["--version"])
    assert stopped.value.code in (0, None)
    assert capsys.readouterr().out == f"{prog} {version()}\n"


def test_the_version_is_the_installed_metadata() -> None:
    from importlib import metadata

    assert version() == metadata.version("trictrac-studio")


def test_the_studio_help_names_the_command_line_and_the_version() -> None:
    from studio.ui.app import _parser

    text = _parser().format_help()
    assert "--cli" in text and "--version" in text


def test_the_studio_runs_the_command_line(capfd: pytest.CaptureFixture[str]) -> None:
    from studio.ui.app import main

    assert main(["--cli", "score", "B1:13,B6,B7/N1:15 N", "--dice", "6-1"]) == 0
    assert "total:" in capfd.readouterr().out
    assert main(["--cli", "score", "no position"]) == 2


def test_about_names_the_version_and_the_licences(qapp: object) -> None:
    from studio.ui.about import about_text, licences

    text = about_text()
    assert f"Trictrac Studio {version()}" in text
    names = dict(licences())
    assert [name.split()[0] for name in names][:3] == ["Qt", "PySide6", "Python"]
    for licence in ("LGPL-3.0-only", "PSF-2.0", "BSD-3-Clause", "OFL-1.1"):
        assert licence in text
    assert "Each package" in text  # outside the bundle: no licences' folder to name


def test_about_in_the_bundle_names_the_licences_folder(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from studio.ui import about

    (tmp_path / "licenses").mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert about.bundle_licences() == tmp_path / "licenses"
    text = about.about_text()
    assert str(tmp_path / "licenses") in text and "DejaVu Sans" in text


def _bundle_licences() -> ModuleType:
    import importlib.util

    spec = importlib.util.spec_from_file_location("bundle_licences", ROOT / "packaging" / "bundle_licences.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_bundle_gathers_the_licences_of_what_it_ships(qapp: object, tmp_path: Path) -> None:
    module = _bundle_licences()
    target = tmp_path / "licenses"
    font = tmp_path / "copyright"
    font.write_text("Bitstream Vera", encoding="utf-8")
    lines = module.gather(target, [], {"DejaVu Sans": font})
    readme = (target / "README.txt").read_text(encoding="utf-8")
    assert all(f"- {line}\n" in readme for line in lines)
    assert _sha256(target / "trictrac-studio" / "LICENSE") == GPL_3
    assert _sha256(target / "Qt" / "LGPL-3.0.txt") == LGPL_3
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (target / "Python" / "LICENSE.txt").read_text(encoding="utf-8")
    assert (target / "fonts" / "SourceSerifPro-OFL.txt").is_file() and (
        target / "fonts" / "DejaVuSans-copyright"
    ).is_file()
    shipped = {line.split()[0] for line in lines}
    # every Python distribution the studio requires, directly or not, and its licence files
    for name in ("reportlab", "SQLAlchemy", "pillow", "psycopg", "PySide6_Essentials", "shiboken6", "platformdirs"):
        assert name.lower() in {entry.lower() for entry in shipped}, name
    reportlab = next(line for line in lines if line.startswith("reportlab "))
    assert "BSD" in reportlab and "reportlab/LICENSE" in reportlab
    assert not any(line.startswith(("pytest ", "mypy ", "hypothesis ")) for line in lines)


def test_the_bundle_carries_the_licences_and_the_version_metadata() -> None:
    spec = (ROOT / "packaging" / "trictrac-studio.spec").read_text(encoding="utf-8")
    # gathered after the analysis, from every library it collected, into the bundle's licenses/
    gathered = spec.index("licences.gather(LICENCES, system_libraries=[source for _, source, _ in a.binaries]")
    assert spec.index("a = Analysis(") < gathered < spec.index('a.datas += [\n    (str(Path("licenses")')
    assert 'copy_metadata("trictrac-studio")' in spec


# -- make release's plan -----------------------------------------------------------------------------------------


def _make(*args: str) -> subprocess.CompletedProcess[str]:
    make = shutil.which("make")
    assert make is not None
    env = {key: value for key, value in os.environ.items() if key != "MAKEFLAGS"}
    return subprocess.run(
        [make, "--no-print-directory", "-C", str(ROOT), *args], capture_output=True, text=True, env=env, check=False
    )


def test_make_release_builds_the_three_files_named_with_the_version(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    python = venv / "bin" / "python"
    python.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n', encoding="utf-8")
    python.chmod(0o755)
    (venv / ".installed").touch()
    os.utime(venv / ".installed", (os.stat(ROOT / "pyproject.toml").st_mtime + 10,) * 2)
    planned = _make("-n", "release", f"VENV={venv}")
    assert planned.returncode == 0, planned.stderr
    plan = planned.stdout
    machine = os.uname().machine
    bundle = f"trictrac-studio-{VERSION}-linux-{machine}.tar.gz"
    assert f"tar -C dist -czf dist/{bundle} trictrac-studio" in plan
    assert "-P -m build --outdir dist/release ." in plan
    assert "pip show --quiet build" in plan  # not `import build`, which the bundle's build/ folder answers
    assert f"cp dist/{bundle} dist/release/" in plan
    checksums = re.search(r"sha256sum (.+?) >SHA256SUMS", plan.replace("\\\n", " "))
    assert checksums is not None, plan
    assert checksums.group(1).split() == [
        f"trictrac_studio-{VERSION}.tar.gz",
        f"trictrac_studio-{VERSION}-*.whl",
        bundle,
    ]
    smoke = _make("-n", "bundle-smoke", f"VENV={venv}")
    assert f"scripts/bundle-smoke.sh dist/{bundle}" in smoke.stdout
