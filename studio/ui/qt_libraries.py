"""The system libraries Qt loads but PySide6 does not carry, checked before Qt is imported.

PySide6's wheels carry Qt, but Qt loads a few of the system's libraries: GLib, OpenGL and EGL, fontconfig,
FreeType, xkbcommon and D-Bus whatever the platform, and the xcb libraries to draw on an X11 display.  A desktop
has them; a bare machine (a server, a container, a minimal install) does not, and then importing Qt fails with
an ``ImportError`` naming one file, or the xcb platform plugin aborts the program.  :func:`problem` says instead,
in one line, which libraries are missing and the command that installs them on this machine's family of
distributions (Debian and Ubuntu, Fedora, Arch, openSUSE); ``scripts/qt-libs.sh`` installs the same Debian
packages for ``make`` (``tests/ui/test_qt_libraries.py`` checks both lists agree).

Only Linux is checked, and never the standalone bundle, which carries these libraries itself.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = ["CORE", "XCB", "Library", "family", "install_command", "missing", "problem", "uses_xcb"]


@dataclass(frozen=True)
class Library:
    """One shared library Qt loads, and the package that installs it in each family of distributions."""

    soname: str
    debian: str
    fedora: str
    arch: str
    suse: str


CORE = (
    Library("libglib-2.0.so.0", "libglib2.0-0", "glib2", "glib2", "libglib-2_0-0"),
    Library("libGL.so.1", "libgl1", "libglvnd-glx", "libglvnd", "libGL1"),
    Library("libEGL.so.1", "libegl1", "libglvnd-egl", "libglvnd", "libEGL1"),
    Library("libfontconfig.so.1", "libfontconfig1", "fontconfig", "fontconfig", "libfontconfig1"),
    Library("libfreetype.so.6", "libfreetype6", "freetype", "freetype2", "libfreetype6"),
    Library("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon", "libxkbcommon", "libxkbcommon0"),
    Library("libdbus-1.so.3", "libdbus-1-3", "dbus-libs", "dbus", "libdbus-1-3"),
)
"""What importing Qt's widgets needs, on any platform (offscreen included)."""

XCB = (
    Library("libxcb.so.1", "libxcb1", "libxcb", "libxcb", "libxcb1"),
    Library("libX11.so.6", "libx11-6", "libX11", "libx11", "libX11-6"),
    Library("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb", "libx11", "libX11-xcb1"),
    Library("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor", "libxcb-cursor0"),
    Library("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm", "xcb-util-wm", "libxcb-icccm4"),
    Library("libxcb-image.so.0", "libxcb-image0", "xcb-util-image", "xcb-util-image", "libxcb-image0"),
    Library("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms", "libxcb-keysyms1"),
    Library("libxcb-randr.so.0", "libxcb-randr0", "libxcb", "libxcb", "libxcb-randr0"),
    Library("libxcb-render.so.0", "libxcb-render0", "libxcb", "libxcb", "libxcb-render0"),
    Library(
        "libxcb-render-util.so.0",
        "libxcb-render-util0",
        "xcb-util-renderutil",
        "xcb-util-renderutil",
        "libxcb-render-util0",
    ),
    Library("libxcb-shape.so.0", "libxcb-shape0", "libxcb", "libxcb", "libxcb-shape0"),
    Library("libxcb-shm.so.0", "libxcb-shm0", "libxcb", "libxcb", "libxcb-shm0"),
    Library("libxcb-sync.so.1", "libxcb-sync1", "libxcb", "libxcb", "libxcb-sync1"),
    Library("libxcb-util.so.1", "libxcb-util1", "xcb-util", "xcb-util", "libxcb-util1"),
    Library("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb", "libxcb", "libxcb-xfixes0"),
    Library("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb", "libxcb", "libxcb-xkb1"),
    Library(
        "libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11", "libxkbcommon-x11-0"
    ),
)
"""What Qt's xcb platform plugin (an X11 display) needs besides."""

_INSTALLERS = {
    "debian": "apt-get install",
    "fedora": "dnf install",
    "arch": "pacman -S",
    "suse": "zypper install",
}
"""Each family's command that installs packages (run as root, or with sudo)."""

_FAMILIES = {
    "debian": "debian",
    "ubuntu": "debian",
    "fedora": "fedora",
    "rhel": "fedora",
    "centos": "fedora",
    "arch": "arch",
    "suse": "suse",
    "opensuse": "suse",
}
"""An ``/etc/os-release`` ID (or ID_LIKE word) and its family."""


def family(os_release: str) -> str | None:
    """Return the family of distributions ``os_release`` (the text of ``/etc/os-release``) belongs to.

    By its ID and then its ID_LIKE words; None when none is known."""
    fields: dict[str, str] = {}
    for line in os_release.splitlines():
        key, _, value = line.partition("=")
        fields[key.strip()] = value.strip().strip("\"'")
    for word in [fields.get("ID", ""), *fields.get("ID_LIKE", "").split()]:
        for prefix, name in _FAMILIES.items():
            if word.lower() == prefix or word.lower().startswith(f"{prefix}-"):
                return name
    return None


def _os_release() -> str:
    if sys.platform.startswith("linux"):
        for path in ("/etc/os-release", "/usr/lib/os-release"):
            try:
                return Path(path).read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
    return ""


def _loads(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def uses_xcb(environ: Mapping[str, str]) -> bool:
    """Tell whether Qt will draw on an X11 display through its xcb plugin.

    A ``DISPLAY`` and no Wayland session, or ``QT_QPA_PLATFORM=xcb`` asked for."""
    platform = environ.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(":")[0].split(";")[0] == "xcb"
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def missing(environ: Mapping[str, str], loads: Callable[[str], bool] | None = None) -> list[Library]:
    """Return the libraries Qt needs here that ``loads`` (by default, the dynamic loader) cannot load."""
    wanted = CORE + XCB if uses_xcb(environ) else CORE
    loader = _loads if loads is None else loads
    return [library for library in wanted if not loader(library.soname)]


def install_command(libraries: Sequence[Library], family_name: str) -> str:
    """Return the command that installs ``libraries`` in ``family_name``.

    ``family_name`` is one of the families :func:`family` gives."""
    packages = dict.fromkeys(getattr(library, family_name) for library in libraries)
    return f"{_INSTALLERS[family_name]} {' '.join(packages)}"


def problem(
    environ: Mapping[str, str] | None = None,
    loads: Callable[[str], bool] | None = None,
    os_release: str | None = None,
) -> str | None:
    """Say in one line which of Qt's system libraries are missing and how to install them.

    None when Qt has them all, off Linux and in the standalone bundle."""
    if not sys.platform.startswith("linux") or getattr(sys, "frozen", False):
        return None
    lacking = missing(os.environ if environ is None else environ, loads)
    if not lacking:
        return None
    names = ", ".join(library.soname for library in lacking)
    found = family(_os_release() if os_release is None else os_release)
    if found is None:
        how = (
            "install them with your system's packages (on Debian or Ubuntu, as root or with sudo: "
            f"{install_command(lacking, 'debian')})"
        )
    else:
        how = f"install them as root (or with sudo): {install_command(lacking, found)}"
    return f"Qt cannot start: this system lacks {names}; {how}"
