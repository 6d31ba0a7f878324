"""Journey: a user opens a hostile file with ``trictrac-studio FILE`` and gets one dialog saying why, at once.

Each file below crashed the studio (a caption of a million characters: SIGSEGV inside Qt), kept it from ever
showing (a pipe, a terminal), read until memory ran out (/dev/zero, a sparse 10 GB file), ended in an "unexpected
error" traceback (5,000 digits, ``[`` nested 100,000 deep, a lone surrogate that then broke the autosave), or froze
the window for half a minute (100,000 arrows, a record of 20,000 tags).  Now: the window answers all along (a
100 ms timer keeps firing), one "Cannot open" dialog names the fault, and the studio goes on.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from .conftest import Studio

DIAGRAM = {"format": "trictrac-diagram", "version": 1, "code": "start", "annotations": [], "caption": "", "comment": ""}


def _diagram(**fields: object) -> str:
    return json.dumps({**DIAGRAM, **fields})


def _sparse(path: Path) -> None:
    with path.open("wb") as handle:
        handle.truncate(10 * 1024**3)


HOSTILE: dict[str, Callable[[Path], Path]] = {
    "caption-1M": lambda tmp: _write(tmp / "c.trictrac-diagram", _diagram(caption="Le jan " * 150_000)),
    "caption-100k": lambda tmp: _write(tmp / "d.trictrac-diagram", _diagram(caption="x" * 100_000)),
    "fifo": lambda tmp: _fifo(tmp / "pipe.trictrac-diagram"),
    "ptmx": lambda _tmp: Path("/dev/ptmx"),
    "dev-zero": lambda _tmp: Path("/dev/zero"),
    "sparse-10GB": lambda tmp: _made(tmp / "huge.trictrac", _sparse),
    "5000-digits": lambda tmp: _write(
        tmp / "n.trictrac-diagram", _diagram().replace('"version": 1', '"version": 1' + "0" * 5000)
    ),
    "nested-100k": lambda tmp: _write(
        tmp / "k.trictrac-diagram", _diagram().replace('"caption": ""', '"caption": ' + "[" * 100_000 + "]" * 100_000)
    ),
    "lone-surrogate": lambda tmp: _write(tmp / "s.trictrac-diagram", _diagram(comment="avant \ud800 après")),
    "100k-arrows": lambda tmp: _write(tmp / "a.trictrac-diagram", _diagram(annotations=["B1-B7"] * 100_000)),
    "20k-tags": lambda tmp: _write(
        tmp / "t.trictrac",
        "%trictrac 1\n" + "".join(f'[T{n} "v"]\n' for n in range(20_000)) + "\n1. B 5-3 B1-B6 B1-B4\n",
    ),
    "64MB-of-words": lambda tmp: _write(tmp / "w.txt", "jan de retour " * (4 * 1024 * 1024)),
}


def _write(path: Path, text: str) -> Path:
    # surrogatepass: the lone surrogate is written as JSON's escape by json.dumps already; nothing else needs it
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    return path


def _made(path: Path, make: Callable[[Path], None]) -> Path:
    make(path)
    return path


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


class Heartbeat:
    """A 100 ms timer, and the longest it went without firing (the window frozen that long)."""

    def __init__(self) -> None:
        self.last = time.monotonic()
        self.longest = 0.0
        self.timer = QTimer()
        self.timer.setInterval(100)
        self.timer.timeout.connect(self.beat)

    def beat(self) -> None:
        now = time.monotonic()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def start(self) -> None:
        self.last = time.monotonic()
        self.timer.start()


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_hostile_file_gets_one_dialog_and_the_window_keeps_answering(
    studio: Studio, tmp_path: Path, name: str
) -> None:
    path = HOSTILE[name](tmp_path)
    if not path.exists() and not path.is_fifo():
        pytest.skip(f"{path} is not on this system")
    dialogs: list[tuple[str, str]] = []
    heart = Heartbeat()

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox), dialog
        dialogs.append((dialog.windowTitle(), dialog.text()))
        heart.beat()  # the dialog's own loop answers: measured up to here
        dialog.close()

    studio.answer_dialog(answer, timeout_ms=60_000)
    heart.start()
    window = studio.launch(str(path))
    studio.qtbot.waitUntil(lambda: bool(dialogs), timeout=60_000)
    heart.timer.stop()
    studio.settle(300)
    # One dialog, the studio's own, naming the file and why; no second one (an "unexpected error"), no other open.
    assert len(dialogs) == 1, dialogs
    title, text = dialogs[0]
    assert title == "Cannot open", dialogs
    assert str(path) in text and "Traceback" not in text and "unexpected" not in text.lower(), text
    assert QApplication.activeModalWidget() is None
    assert heart.longest < 2.0, f"the window froze {heart.longest:.1f} s"
    # The studio goes on: the editor still holds the diagram it had, and the autosave can write it.
    assert window.isVisible() and window.document.diagram.caption == ""
    window.files.autosave()


def test_an_autosave_folder_that_is_a_file_does_not_break_the_closing(
    studio: Studio, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``$TRICTRAC_DATA_DIR/autosave`` being a file: the closing ended in a garbled "unexpected error"."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave").write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("TRICTRAC_DATA_DIR", str(data))
    window = studio.launch()
    studio.keys(window.panel.caption, "Le jan de retour")  # each change is kept aside: here it cannot be
    # The autosave waits for a pause in the edits and writes on its own thread: its failure is said then.
    studio.qtbot.waitUntil(lambda: "could not be kept aside" in window.statusBar().currentMessage(), timeout=10_000)
    dialogs: list[str] = []

    def discard(dialog: QWidget) -> None:
        dialogs.append(dialog.windowTitle())
        assert isinstance(dialog, QMessageBox)
        # Its Discard button, as the user clicks it (on an X server the question is shown; offscreen it is not).
        dialog.button(QMessageBox.StandardButton.Discard).click()

    studio.answer_dialog(discard, timeout_ms=3000)
    studio.quit()
    studio.settle(300)
    assert set(dialogs) <= {"Unsaved diagram"}  # at most the question of closing a changed diagram, no error
    assert not window.isVisible()
    assert (data / "autosave").read_text(encoding="utf-8") == "not a folder"
