"""Qt's system libraries (issue 37, point 3): where some are missing, ``trictrac-studio`` says in one line which,
and the command that installs them on this machine's family of distributions, before Qt is imported; and
``scripts/qt-libs.sh`` (what ``make`` installs) finds a library installed under its 64-bit-time name
(``libglib2.0-0t64``, Debian 13 and Ubuntu 24.04) and installs nothing again.

The real thing, a fresh Debian 13 before and after README's line of Qt's libraries, is ``scripts/fresh-trixie.sh``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from studio.ui import qt_libraries
from studio.ui.qt_libraries import CORE, XCB, family, install_command, missing, problem, uses_xcb

ROOT = Path(__file__).resolve().parents[2]

DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 13 (trixie)"\nID=debian\nVERSION_CODENAME=trixie\n'


@pytest.mark.parametrize(
    ("os_release", "expected"),
    [
        (DEBIAN, "debian"),
        ('ID=ubuntu\nID_LIKE=debian\nVERSION_ID="24.04"\n', "debian"),
        ('ID=linuxmint\nID_LIKE="ubuntu debian"\n', "debian"),
        ("ID=fedora\nVERSION_ID=41\n", "fedora"),
        ('ID="rocky"\nID_LIKE="rhel centos fedora"\n', "fedora"),
        ("ID=arch\n", "arch"),
        ("ID=manjaro\nID_LIKE=arch\n", "arch"),
        ('ID="opensuse-tumbleweed"\nID_LIKE="opensuse suse"\n', "suse"),
        ("ID=alpine\n", None),
        ("", None),
    ],
)
def test_the_family_of_distributions_comes_from_os_release(os_release: str, expected: str | None) -> None:
    assert family(os_release) == expected


@pytest.mark.parametrize(
    ("environ", "xcb"),
    [
        ({}, False),
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
        ({"QT_QPA_PLATFORM": "xcb"}, True),
        ({"QT_QPA_PLATFORM": "xcb:foo"}, True),
        ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "wayland;xcb"}, False),
    ],
)
def test_the_xcb_libraries_are_wanted_only_for_an_x11_display(environ: dict[str, str], xcb: bool) -> None:
    nothing_loads = missing(environ, lambda soname: False)
    assert nothing_loads == list(CORE + XCB if xcb else CORE)
    assert uses_xcb(environ) is xcb


@pytest.mark.parametrize(
    ("os_release", "command"),
    [
        (DEBIAN, "install them as root (or with sudo): apt-get install libglib2.0-0 libgl1"),
        ("ID=fedora\n", "install them as root (or with sudo): dnf install glib2 libglvnd-glx"),
        ("ID=arch\n", "install them as root (or with sudo): pacman -S glib2 libglvnd"),
        (
            "ID=opensuse-leap\nID_LIKE=suse\n",
            "install them as root (or with sudo): zypper install libglib-2_0-0 libGL1",
        ),
        ("ID=alpine\n", "install them with your system's packages (on Debian or Ubuntu, as root or with sudo: "),
    ],
)
def test_one_line_names_what_is_missing_and_the_command(os_release: str, command: str) -> None:
    absent = {"libglib-2.0.so.0", "libGL.so.1"}
    said = problem({}, lambda soname: soname not in absent, os_release)
    assert said is not None and "\n" not in said
    assert said.startswith("Qt cannot start: this system lacks libglib-2.0.so.0, libGL.so.1; ")
    assert command in said


def test_nothing_is_said_when_every_library_loads() -> None:
    assert problem({"DISPLAY": ":0"}, lambda soname: True, DEBIAN) is None


def test_a_package_shared_by_several_libraries_is_named_once() -> None:
    assert install_command([*XCB[7:9]], "fedora") == "dnf install libxcb"


def test_this_machine_loads_every_library_the_suite_needs() -> None:
    """The real loader: the suite itself runs Qt offscreen here, so the core libraries load."""
    assert missing({"QT_QPA_PLATFORM": "offscreen"}) == []


def test_the_debian_packages_are_those_make_installs() -> None:
    listed = subprocess.run(
        ["sh", str(ROOT / "scripts" / "qt-libs.sh"), "--list"], capture_output=True, text=True, check=True
    ).stdout.split()
    assert [library.debian for library in CORE + XCB] == listed


@pytest.mark.parametrize("command", ["--screenshot", "--install-desktop", ""])
def test_the_studio_says_it_in_one_line_without_a_traceback(
    command: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from studio.ui.app import main

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(qt_libraries, "_loads", lambda soname: soname != "libEGL.so.1")
    monkeypatch.setattr(qt_libraries, "_os_release", lambda: DEBIAN)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    arguments = {"--screenshot": ["--screenshot", str(tmp_path / "shot.png")], "--install-desktop": [command]}
    assert main(arguments.get(command, [])) == 1
    said = capsys.readouterr().err
    assert said == (
        "trictrac-studio: Qt cannot start: this system lacks libEGL.so.1; install them as root (or with sudo):"
        " apt-get install libegl1\n"
    )
    assert not (tmp_path / "shot.png").exists() and not (tmp_path / "data").exists()


# -- scripts/qt-libs.sh and the libraries renamed for 64-bit time ---------------------------------------------


def _stand_in(path: Path, body: str) -> None:
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)


@pytest.mark.parametrize(
    ("installed", "named"),
    [
        ({library.debian for library in CORE}, []),
        ({library.debian for library in CORE} - {"libglib2.0-0"} | {"libglib2.0-0t64"}, []),
        ({library.debian for library in CORE} - {"libglib2.0-0"}, ["libglib2.0-0"]),
        ({library.debian for library in CORE} - {"libgl1"} | {"libgl1t64"}, []),  # any library may be renamed
        ({library.debian for library in CORE} - {"libegl1", "libdbus-1-3"}, ["libegl1", "libdbus-1-3"]),
    ],
)
def test_qt_libs_finds_the_renamed_glib(tmp_path: Path, installed: set[str], named: list[str]) -> None:
    """dpkg-query answers for the packages ``installed``; the user is not root, so the script names what is
    missing rather than installing it."""
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    for tool in ("uname", "tail"):
        found = shutil.which(tool)
        assert found is not None
        (bin_folder / tool).symlink_to(found)
    _stand_in(bin_folder / "id", "echo 1000")
    _stand_in(bin_folder / "dpkg", "exit 0")
    _stand_in(bin_folder / "apt-get", "echo apt-get ran >&2; exit 1")
    names = " ".join(sorted(installed))
    _stand_in(
        bin_folder / "dpkg-query",
        f'for name in {names}; do [ "$name" = "$4" ] && {{ printf installed; exit 0; }}; done; exit 1',
    )
    _stand_in(bin_folder / "python", "exit 1")  # Qt cannot be imported: the core libraries are wanted
    env = {"PATH": str(bin_folder), "PYTHON": str(bin_folder / "python"), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        ["/bin/sh", str(ROOT / "scripts" / "qt-libs.sh"), "test"], capture_output=True, text=True, env=env, check=False
    )
    assert "apt-get ran" not in done.stderr
    said = [line for line in done.stderr.splitlines() if line.startswith("Qt needs these system libraries")]
    command = "Qt needs these system libraries; install them as root (or with sudo) with: apt-get install"
    assert said == ([f"{command} {' '.join(named)}"] if named else [])
