"""Journey: the comments of a replay survive a crash.  The studio runs in a process of its own on the journey's
home: the user opens a record, writes a comment on a throw (the tree's Comment column) and the studio is killed
(SIGKILL) before he saves.  At the next start the studio offers the replay back; the user answers Restore, finds
his comment, still to be saved, and saves it into the record's file; nothing is then kept aside any more.  The
same replay killed again and answered Discard is gone for good.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from studio.games.replay_autosave import unsaved_replays
from studio.ui.game_windows.window import GameWindow

from .conftest import Studio
from .killed import run_killed_studio

RECORD = Path(__file__).resolve().parents[1] / "data" / "records" / "ordinaire-annotee.trr"
COMMENT = "Ici Blanc devait tenir : son jan de retour est encore loin."

# The studio as a user runs it: the record opened from the Game menu's route, a comment written in the tree; it
# prints where the changes were kept, then dies as a crash would (no close, no save).
ANNOTATING_STUDIO = textwrap.dedent(
    """
    import json, os, signal, sys
    from pathlib import Path
    from PySide6.QtWidgets import QApplication
    from studio.ui.app import start

    started = start([])
    path = sys.argv[1]
    window = started.window.games.open_path(path)
    QApplication.processEvents()
    tree = window.replay.tree
    item = tree.topLevelItem(3)
    item.setText(1, sys.argv[2])
    QApplication.processEvents()
    print(json.dumps({"kept": str(window.replay_autosave), "modified": window.is_modified()}), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


def annotate_and_die(record: Path) -> dict[str, object]:
    return run_killed_studio(ANNOTATING_STUDIO, str(record), COMMENT)


def answer_with(button_text: str, asked: list[str]) -> Callable[[QWidget], None]:
    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox), type(dialog)
        asked.append(dialog.text())
        (button,) = [b for b in dialog.buttons() if b.text().replace("&", "") == button_text]
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    return answer


def replay_windows(before: set[QWidget]) -> list[GameWindow]:
    """The replay windows shown since ``before`` (the top-level windows an earlier journey may have left)."""
    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, GameWindow) and w.isVisible() and w.replay and w not in before
    ]


def test_a_comment_written_before_a_crash_is_restored_and_saved(studio: Studio, tmp_path: Path) -> None:
    record = tmp_path / "partie.trr"
    record.write_text(RECORD.read_text(encoding="utf-8"), encoding="utf-8")
    killed = annotate_and_die(record)
    assert killed["modified"] is True
    kept = Path(str(killed["kept"]))
    assert kept.is_file(), "the comment was not kept aside"
    assert COMMENT not in record.read_text(encoding="utf-8")

    asked: list[str] = []
    before = set(QApplication.topLevelWidgets())
    studio.answer_dialog(answer_with("Restore", asked))
    studio.launch()
    studio.qtbot.waitUntil(lambda: bool(replay_windows(before)), timeout=10_000)
    assert "were not saved" in asked[0] and "Restore them?" in asked[0], asked[0]
    (window,) = replay_windows(before)
    assert window.replay is not None
    assert window.is_modified(), "restored changes are still to be saved"
    assert COMMENT in window.replay.text()
    item = window.replay.tree.topLevelItem(3)
    assert item is not None and item.text(1) == COMMENT
    # Partie › Save the record (Ctrl+S): back into the file it came from; nothing kept aside any more.
    (save,) = [action for action in window.menu_actions if action.shortcut().toString() == "Ctrl+S"]
    save.trigger()
    studio.settle()
    assert COMMENT in record.read_text(encoding="utf-8")
    assert not kept.exists()
    assert unsaved_replays() == []
    window.close()


@pytest.mark.parametrize("answer", ["Discard the changes", "Later"])
def test_a_replay_kept_aside_is_discarded_or_kept_for_later(studio: Studio, tmp_path: Path, answer: str) -> None:
    record = tmp_path / "partie.trr"
    record.write_text(RECORD.read_text(encoding="utf-8"), encoding="utf-8")
    kept = Path(str(annotate_and_die(record)["kept"]))
    asked: list[str] = []
    before = set(QApplication.topLevelWidgets())
    studio.answer_dialog(answer_with(answer, asked))
    studio.launch()
    studio.qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
    studio.settle()
    assert replay_windows(before) == []
    assert kept.exists() is (answer == "Later")
