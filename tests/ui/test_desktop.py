"""``trictrac-studio --install-desktop``: the menu entry, the file types and the icon, for one user.

The install is run as a user runs it (through the studio's own start-up), into a fresh XDG data folder; what it
writes is read back as a desktop reads it (the Desktop Entry Specification's quoting, shared-mime-info's XML,
the PNGs' sizes), and the uninstall removes exactly that, leaving the archive.
"""

from __future__ import annotations

import configparser
import os
import stat
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox
from pytestqt.qtbot import QtBot

from studio.ui import desktop
from studio.ui.app import start
from studio.ui.settings import Settings

MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def parse_exec(value: str) -> list[str]:
    """An ``Exec`` value split as a desktop does: the string value's escapes first, then the arguments, each
    plain or in double quotes where a backslash escapes the next character; ``%%`` is a literal ``%``."""
    text = value.replace("\\\\", "\\")
    arguments: list[str] = []
    index = 0
    while index < len(text):
        if text[index] == " ":
            index += 1
            continue
        word = ""
        if text[index] == '"':
            index += 1
            while text[index] != '"':
                if text[index] == "\\":
                    index += 1
                word += text[index]
                index += 1
            index += 1
        else:
            while index < len(text) and text[index] != " ":
                word += text[index]
                index += 1
        arguments.append(word.replace("%%", "%") if word not in ("%f", "%F") else word)
    return arguments


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "share"))
    return home / "share"


class _CaseSensitive(configparser.ConfigParser):
    """A desktop entry's keys are case-sensitive."""

    def optionxform(self, optionstr: str) -> str:
        return optionstr


def read_entry(path: Path) -> configparser.SectionProxy:
    parser = _CaseSensitive(interpolation=None, strict=True)
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_install_writes_the_entry_the_file_types_and_the_icons(qapp: QApplication, data_home: Path) -> None:
    assert start(["--install-desktop"]) == 0
    files = desktop.DesktopFiles(data_home)
    entry = read_entry(data_home / "applications" / "trictrac-studio.desktop")
    assert entry["Type"] == "Application" and entry["Name"] == "Trictrac Studio"
    assert entry["Icon"] == "trictrac-studio" and entry["Terminal"] == "false"
    command = parse_exec(entry["Exec"])
    assert command[-1] == "%f"
    assert command[:-1] == desktop.launch_command()
    launcher = Path(command[0])
    assert launcher.is_file() and launcher.stat().st_mode & stat.S_IXUSR
    assert entry["MimeType"] == "application/x-trictrac;application/x-trictrac-diagram;"

    types = ElementTree.parse(data_home / "mime" / "packages" / "trictrac-studio.xml").getroot()
    globs = {kind.get("type"): [glob.get("pattern") for glob in kind.iter(f"{MIME_NS}glob")] for kind in types}
    assert globs == {"application/x-trictrac": ["*.trictrac"], "application/x-trictrac-diagram": ["*.trictrac-diagram"]}
    french = [comment.text for comment in types.iter(f"{MIME_NS}comment") if comment.attrib]
    assert french == ["Partie de trictrac", "Diagramme de trictrac"]

    assert files.svg.read_bytes() == desktop.ICON_SVG.read_bytes()
    for size in desktop.SIZES:
        image = QImage(str(files.png(size)))
        assert (image.width(), image.height()) == (size, size)
        # drawn: the board's wood at the centre's left edge is opaque, a corner is transparent
        assert image.pixelColor(size // 10, size // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() == 0


def test_uninstall_removes_those_files_and_leaves_the_archive(qapp: QApplication, data_home: Path) -> None:
    archive = data_home / "trictrac-studio" / "archive.sqlite"
    archive.parent.mkdir(parents=True)
    archive.write_bytes(b"the user's games")
    other = data_home / "applications" / "someone-else.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    assert start(["--install-desktop"]) == 0
    installed = desktop.DesktopFiles(data_home).all()
    assert all(path.is_file() for path in installed)
    assert start(["--uninstall-desktop"]) == 0
    assert not any(path.exists() for path in installed)
    assert archive.read_bytes() == b"the user's games"
    assert other.is_file()
    assert start(["--uninstall-desktop"]) == 0, "a second uninstall finds nothing to remove, and says so calmly"


def test_the_two_options_exclude_each_other(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        start(["--install-desktop", "--uninstall-desktop"])
    assert stopped.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("configured", "expected"),
    [
        ("{tmp}/share", "{tmp}/share"),
        ("", "{home}/.local/share"),
        ("relative/share", "{home}/.local/share"),  # the XDG specification ignores a relative path
    ],
)
def test_the_xdg_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, configured: str, expected: str) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", configured.format(tmp=tmp_path))
    assert desktop.xdg_data_home() == Path(expected.format(tmp=tmp_path, home=tmp_path / "home"))


@pytest.mark.parametrize(
    "command",
    [
        ["/opt/trictrac-studio/trictrac-studio"],
        ["/home/Jean Dupont/Jeux/Trictrac Studio/trictrac-studio"],
        ['/home/a/b$c/`d`/e\\f/"g"/100%/trictrac-studio'],
        [sys.executable, "-m", "studio.ui.app"],
    ],
)
def test_the_exec_line_gives_back_the_command(command: list[str]) -> None:
    assert parse_exec(desktop.exec_line(command)) == [*command, "%f"]


@given(st.lists(st.text(st.characters(min_codepoint=32, max_codepoint=0x2FF), min_size=1), min_size=1, max_size=3))
def test_any_command_survives_the_exec_quoting(command: list[str]) -> None:
    line = desktop.exec_line(command)
    assert "\n" not in line
    assert parse_exec(line) == [*command, "%f"]


def test_the_mime_package_is_well_formed() -> None:
    root = ElementTree.fromstring(desktop.mime_xml())
    assert root.tag == f"{MIME_NS}mime-info"
    assert [kind.get("type") for kind in root] == [kind.name for kind in desktop.MIME_TYPES]


def test_the_window_icon_is_the_projects(qapp: QApplication) -> None:
    icon = desktop.application_icon()
    assert sorted(size.width() for size in icon.availableSizes()) == sorted(desktop.SIZES)
    assert os.path.getsize(desktop.ICON_SVG) > 0


@pytest.mark.parametrize(
    ("frozen", "offered_before", "entry_there", "answer", "asked", "installed"),
    [
        (True, False, False, QMessageBox.StandardButton.Yes, True, True),
        (True, False, False, QMessageBox.StandardButton.No, True, False),
        (True, True, False, QMessageBox.StandardButton.Yes, False, False),  # asked once, never again
        (True, False, True, QMessageBox.StandardButton.Yes, False, False),  # already in the menu
        (False, False, False, QMessageBox.StandardButton.Yes, False, False),  # a developer's or pipx's studio
    ],
)
def test_the_bundles_first_start_offers_the_menu_entry_once(
    qtbot: QtBot,
    data_home: Path,
    frozen: bool,
    offered_before: bool,
    entry_there: bool,
    answer: QMessageBox.StandardButton,
    asked: bool,
    installed: bool,
) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    settings = Settings.memory()
    settings.menu_entry_offered = offered_before
    entry = desktop.DesktopFiles(data_home).entry
    if entry_there:
        entry.parent.mkdir(parents=True)
        entry.write_text("[Desktop Entry]\n", encoding="utf-8")
    questions: list[str] = []

    def reply() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            questions.append(box.text())
            box.button(answer).click()

    QTimer.singleShot(100, reply)
    done = desktop.offer_menu_entry(window, settings, frozen=frozen)
    assert done is installed
    assert bool(questions) is asked
    if asked:
        assert "desktop's menu" in questions[0] and "--uninstall-desktop" in questions[0]
    assert settings.menu_entry_offered is (offered_before or asked)
    assert all(path.is_file() for path in desktop.DesktopFiles(data_home).all()) is installed
    if installed:
        assert window.statusBar().currentMessage() == "Trictrac Studio is in the desktop's menu."
