"""The studio as a desktop citizen: its icon, its menu entry and its file types, installed for one user.

``trictrac-studio --install-desktop`` writes, under the user's XDG data folder (``$XDG_DATA_HOME``, else
``~/.local/share``), what a freedesktop.org desktop (GNOME, KDE, Xfce…) reads:

- ``applications/trictrac-studio.desktop``: the menu entry, which starts this very studio (the bundle's
  executable, or the ``trictrac-studio`` command of the environment it is installed in) and opens the files
  it is given;
- ``mime/packages/trictrac-studio.xml``: the two file types, game records (``*.trictrac``) and diagrams
  (``*.trictrac-diagram``), which the menu entry opens;
- ``icons/hicolor/``: the icon, as SVG and as PNG in the usual sizes, rendered from the SVG with Qt.

``--uninstall-desktop`` removes those files and nothing else: the archive, the settings and the log stay
where they are.  Windows and macOS need no such step (the bundle is the application there).

A player who never opens a terminal gets the same from the studio itself: the Linux bundle's first start on a
screen offers, once, to put it in the menu (:func:`offer_menu_entry`).
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QMessageBox

from resources import resource_path
from studio.ui.error_messages import error_text
from studio.ui.i18n import tr as _tr
from studio.ui.png import save_png

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon, QImage
    from PySide6.QtWidgets import QMainWindow

    from studio.ui.settings import Settings

__all__ = [
    "APP_ID",
    "ICON_SVG",
    "MIME_TYPES",
    "SIZES",
    "DesktopFiles",
    "application_icon",
    "desktop_entry",
    "exec_line",
    "install",
    "launch_command",
    "main",
    "mime_xml",
    "offer_menu_entry",
    "render_icon",
    "uninstall",
    "xdg_data_home",
]

logger = logging.getLogger(__name__)

APP_ID = "trictrac-studio"
"""The name of the menu entry, the icon and the MIME package (one name, as the freedesktop specs advise)."""

ICON_SVG = resource_path("icons", f"{APP_ID}.svg")
"""The icon, drawn for the project; every PNG is rendered from it."""

SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The PNG sizes written into the hicolor theme (a desktop picks the nearest)."""


@dataclass(frozen=True)
class MimeType:
    name: str
    glob: str
    comment: str
    comment_fr: str


MIME_TYPES = (
    MimeType("application/x-trictrac", "*.trictrac", "Trictrac game record", "Partie de trictrac"),
    MimeType("application/x-trictrac-diagram", "*.trictrac-diagram", "Trictrac diagram", "Diagramme de trictrac"),
)


def xdg_data_home() -> Path:
    """Return ``$XDG_DATA_HOME`` when set to an absolute path, else ``~/.local/share``.

    The XDG specification ignores a relative one."""
    configured = os.environ.get("XDG_DATA_HOME", "")
    if configured and Path(configured).is_absolute():
        return Path(configured)
    return Path.home() / ".local" / "share"


@dataclass(frozen=True)
class DesktopFiles:
    """Where the files go under one XDG data folder."""

    data_home: Path

    @property
    def entry(self) -> Path:
        return self.data_home / "applications" / f"{APP_ID}.desktop"

    @property
    def mime(self) -> Path:
        return self.data_home / "mime" / "packages" / f"{APP_ID}.xml"

    @property
    def icons(self) -> Path:
        return self.data_home / "icons" / "hicolor"

    @property
    def svg(self) -> Path:
        return self.icons / "scalable" / "apps" / f"{APP_ID}.svg"

    def png(self, size: int) -> Path:
        return self.icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"

    def all(self) -> list[Path]:
        """Return every file :func:`install` writes (and :func:`uninstall` removes)."""
        return [self.entry, self.mime, self.svg, *(self.png(size) for size in SIZES)]


def launch_command() -> list[str]:
    """Return the command that starts this studio.

    The bundle's executable when frozen (PyInstaller), else the ``trictrac-studio`` script beside this Python (a virtual
    environment, pipx), else this Python running the studio's module."""
    if getattr(sys, "frozen", False):  # PyInstaller's documented marker of a bundle
        return [str(Path(sys.executable).resolve())]
    scripts = Path(sys.executable).parent
    for name in (APP_ID, f"{APP_ID}.exe"):
        if (scripts / name).is_file():
            return [str(scripts / name)]
    found = shutil.which(APP_ID)
    if found:
        return [found]
    return [sys.executable, "-m", "studio.ui.app"]


_RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#()`")
"""The characters that oblige an ``Exec`` argument to be quoted (Desktop Entry Specification, "The Exec key")."""


def _quote(argument: str) -> str:
    text = argument.replace("%", "%%")
    if not any(char in _RESERVED for char in text):
        return text
    for char in ("\\", '"', "`", "$"):
        text = text.replace(char, "\\" + char)
    return f'"{text}"'


def exec_line(command: list[str]) -> str:
    """Return the ``Exec`` value for ``command`` followed by ``%f`` (the file to open).

    Quoted as the Desktop Entry Specification asks: an argument with a reserved character in double quotes, with ``"``,
    `````, ``$`` and ``\\`` escaped by a backslash; a literal ``%`` doubled; then every backslash escaped once more, as
    in every string value of the format."""
    return " ".join(_quote(argument) for argument in command).replace("\\", "\\\\") + " %f"


def desktop_entry(command: list[str]) -> str:
    """Return the menu entry's text (Desktop Entry Specification 1.5)."""
    mime = ";".join(kind.name for kind in MIME_TYPES)
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Version=1.5\n"
        "Name=Trictrac Studio\n"
        "GenericName=Trictrac workshop\n"
        "GenericName[fr]=Atelier de trictrac\n"
        "Comment=Positions, analysis, records, lessons and print for the grand trictrac\n"
        "Comment[fr]=Positions, analyse, parties, leçons et impression pour le grand trictrac\n"
        f"Exec={exec_line(command)}\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "Categories=Game;BoardGame;\n"
        "Keywords=trictrac;backgammon;tables;jacquet;\n"
        f"MimeType={mime};\n"
        "StartupNotify=true\n"
        f"StartupWMClass={APP_ID}\n"
    )


def mime_xml() -> str:
    """Return the shared-mime-info package of the studio's two file types."""
    types = "".join(
        f'  <mime-type type="{kind.name}">\n'
        f"    <comment>{escape(kind.comment)}</comment>\n"
        f'    <comment xml:lang="fr">{escape(kind.comment_fr)}</comment>\n'
        '    <sub-class-of type="text/plain"/>\n'
        f'    <glob pattern="{kind.glob}"/>\n'
        f'    <icon name="{APP_ID}"/>\n'
        "  </mime-type>\n"
        for kind in MIME_TYPES
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n' + types + "</mime-info>\n"
    )


def render_icon(size: int) -> QImage:
    """Render the icon at ``size`` pixels square from the SVG (a Qt application must exist)."""
    renderer = QSvgRenderer(str(ICON_SVG))
    if not renderer.isValid():
        raise OSError(f"cannot read the icon {ICON_SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def application_icon() -> QIcon:
    """Return the studio's window icon, every size rendered from the SVG."""
    icon = QIcon()
    for size in SIZES:
        icon.addPixmap(QPixmap.fromImage(render_icon(size)))
    return icon


def _refresh(tool: str, folder: Path) -> None:
    """Let the desktop know (best effort: a desktop without these tools rescans by itself)."""
    found = shutil.which(tool)
    if found is None or not folder.is_dir():
        return
    try:
        subprocess.run([found, str(folder)], check=False, capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as error:
        logger.info("%s %s: %s", tool, folder, error)


def install(data_home: Path, command: list[str] | None = None) -> list[Path]:
    """Write the menu entry, the file types and the icons under ``data_home``; return the files written.

    Needs a Qt application (for the PNGs)."""
    files = DesktopFiles(data_home)
    for path in files.all():
        path.parent.mkdir(parents=True, exist_ok=True)
    files.entry.write_text(desktop_entry(command or launch_command()), encoding="utf-8")
    files.mime.write_text(mime_xml(), encoding="utf-8")
    shutil.copyfile(ICON_SVG, files.svg)
    for size in SIZES:
        if not save_png(render_icon(size), str(files.png(size))):
            raise OSError(f"cannot write {files.png(size)}")
    _refresh("update-mime-database", data_home / "mime")
    _refresh("update-desktop-database", files.entry.parent)
    _refresh("gtk-update-icon-cache", files.icons)
    return files.all()


def uninstall(data_home: Path) -> list[Path]:
    """Remove what :func:`install` wrote under ``data_home``; return the files removed.

    Nothing else is removed: the archive stays."""
    files = DesktopFiles(data_home)
    removed = []
    for path in files.all():
        if path.is_file():
            path.unlink()
            removed.append(path)
    _refresh("update-mime-database", data_home / "mime")
    _refresh("update-desktop-database", files.entry.parent)
    return removed


def offer_menu_entry(window: QMainWindow, settings: Settings, *, frozen: bool | None = None) -> bool:
    """Offer, at the Linux bundle's first start on a screen, to put the studio in the desktop's menu.

    Ask once, and do it if the player says yes; returns whether the menu entry was installed.  Asked only by the bundle
    (``frozen``: PyInstaller's marker by default), never again once answered, never when the entry is there."""
    if frozen is None:
        frozen = bool(getattr(sys, "frozen", False))  # PyInstaller's documented marker of a bundle
    data_home = xdg_data_home()
    if (
        not frozen
        or not sys.platform.startswith("linux")
        or settings.menu_entry_offered
        or DesktopFiles(data_home).entry.exists()
    ):
        return False
    settings.menu_entry_offered = True
    settings.sync()
    answer = QMessageBox.question(
        window,
        _tr("Desktop", "Add to the desktop's menu"),
        _tr(
            "Desktop",
            "Add Trictrac Studio to your desktop's menu, with its icon, and open .trictrac files with it?\n\n"
            "It can be taken away again with: trictrac-studio --uninstall-desktop",
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    if answer != QMessageBox.StandardButton.Yes:
        return False
    try:
        install(data_home)
    except OSError as error:
        QMessageBox.warning(window, _tr("Desktop", "Add to the desktop's menu"), error_text(error))
        return False
    window.statusBar().showMessage(_tr("Desktop", "Trictrac Studio is in the desktop's menu."), 10000)
    return True


def main(*, remove: bool) -> int:
    """Run ``trictrac-studio --install-desktop`` / ``--uninstall-desktop``; return the exit status."""
    if sys.platform == "win32" or sys.platform == "darwin":
        print("trictrac-studio: the menu entry is a Linux desktop's; on this system start the bundle itself")
        return 0
    data_home = xdg_data_home()
    try:
        if remove:
            removed = uninstall(data_home)
            print(f"trictrac-studio: removed {len(removed)} files from {data_home}; the archive stays where it is")
            return 0
        if "QT_QPA_PLATFORM" not in os.environ:
            os.environ["QT_QPA_PLATFORM"] = "offscreen"  # the icons are drawn without a window
        app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
        written = install(data_home)
        del app
    except OSError as error:
        print(f"trictrac-studio: cannot {'remove' if remove else 'install'} the menu entry: {error}", file=sys.stderr)
        return 2
    print(
        f"trictrac-studio: installed the menu entry, the icon and the file types ({len(written)} files) in {data_home}"
    )
    return 0
