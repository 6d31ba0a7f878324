"""Never losing work, with pytest-qt: closing the studio with a modified diagram or an annotated record asks to save
(Save, Discard, Cancel), and a diagram in progress is autosaved and offered back after a crash."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from notation.board import Position
from notation.dice import Throw
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.ui import dialogs
from studio.ui.diagram import Diagram
from studio.ui.files import load_diagram
from studio.ui.main_window import MainWindow
from studio.ui.settings import Settings


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TRICTRAC_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def _window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    window.show()
    return window


def _answers(monkeypatch: pytest.MonkeyPatch, *answers: str) -> list[str]:
    asked: list[str] = []
    queue = iter(answers)

    def ask(parent: object, title: str, text: str) -> str:
        asked.append(title)
        return next(queue, dialogs.DISCARD)

    monkeypatch.setattr(dialogs, "ask_save", ask)
    return asked


def test_closing_with_a_modified_diagram_asks(
    qtbot: QtBot, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot)
    window.document.set_dice(Throw(6, 5))
    assert window.document.is_modified()
    asked = _answers(monkeypatch, dialogs.CANCEL, dialogs.SAVE)
    target = tmp_path / "mine.trictrac-diagram"
    monkeypatch.setattr(window.files, "save_file", lambda: window.files.save_path(str(target)))
    assert not window.close()  # Cancel: nothing closed, nothing lost.
    assert window.isVisible()
    assert window.close()  # Save: written, then closed.
    assert load_diagram(str(target)).dice == Throw(6, 5)
    assert len(asked) == 2


def test_discard_closes_without_saving(qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot)
    window.document.set_dice(Throw(3, 1))
    _answers(monkeypatch, dialogs.DISCARD)
    assert window.close()
    assert not window.files.autosave_path().exists()


def test_an_unmodified_diagram_closes_without_a_question(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot)
    monkeypatch.setattr(dialogs, "ask_save", lambda *a: pytest.fail("asked"))
    assert window.close()


def test_new_diagram_asks_before_replacing_a_modified_one(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot)
    window.document.set_dice(Throw(4, 2))
    _answers(monkeypatch, dialogs.CANCEL)
    window.files.new_diagram()
    assert window.document.diagram.dice == Throw(4, 2)


def test_a_diagram_in_progress_is_autosaved_and_recovered(qtbot: QtBot, data_dir: Path, tmp_path: Path) -> None:
    window = _window(qtbot)
    path = window.files.autosave_path()
    assert path.parent == data_dir / "autosave"
    assert not path.exists()
    window.document.set_dice(Throw(5, 2))
    # Written once the edits pause, on the autosave's thread.
    qtbot.waitUntil(lambda: path.is_file() and load_diagram(str(path)).dice == Throw(5, 2), timeout=5000)
    window.document.set_dice(Throw(6, 6))
    qtbot.waitUntil(lambda: load_diagram(str(path)).dice == Throw(6, 6), timeout=5000)
    # The studio "crashes": a new one offers the diagram back, as unsaved work.
    other = MainWindow(settings=Settings.memory(), diagram=Diagram(Position.start()))
    qtbot.addWidget(other)
    assert other.files.offer_diagram_recovery(ask=False)
    assert other.document.diagram.dice == Throw(6, 6) and other.document.is_modified()
    # The recovered diagram saved: nothing kept aside any more.
    other.files.save_path(str(tmp_path / "saved.trictrac-diagram"))
    qtbot.waitUntil(lambda: not path.exists(), timeout=5000)


def test_closing_the_studio_asks_for_an_annotated_replay(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot)
    controller = window.games
    seats = (Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))
    session = GameSession(GameSetup(seats=seats), rng=random.Random(2))
    while session.step is not Step.OVER and session.turn_number() < 6:
        session.computer_act()
    replay_window = controller.open_text(session.text())
    assert replay_window is not None and replay_window.replay is not None
    replay = replay_window.replay
    replay.goto_throw(2)
    replay.set_comment(replay.current().path, "À revoir")
    asked = _answers(monkeypatch, dialogs.CANCEL)
    assert not window.close()
    assert asked and replay_window.isVisible()
    _answers(monkeypatch, dialogs.DISCARD)
    assert window.close()


def test_a_burst_of_edits_is_kept_aside_once_off_the_interfaces_thread(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The autosave waits for the edits to pause, then writes the last diagram once, on a thread of its own."""
    import threading

    from studio.games import session

    window = _window(qtbot)
    writes: list[tuple[str, bool]] = []
    real_write = session.write_atomic

    def counted(path: Path, text: str) -> None:
        writes.append((text, threading.current_thread() is threading.main_thread()))
        real_write(path, text)

    monkeypatch.setattr(session, "write_atomic", counted)
    for throw in (Throw(2, 1), Throw(3, 1), Throw(4, 1), Throw(5, 1)):
        window.document.set_dice(throw)
    path = window.files.autosave_path()
    qtbot.waitUntil(lambda: path.is_file() and load_diagram(str(path)).dice == Throw(5, 1), timeout=5000)
    assert len(writes) == 1
    assert writes[0][1] is False  # not on the interface's thread
