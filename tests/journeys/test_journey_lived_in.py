"""Journeys from a lived-in home: the settings, docks and autosaves an earlier use of the studio left behind.

The home of ``tests/data/homes/lived-in-1024`` is what a player's studio left on a 1024×700 screen: its window
and docks moved (the explorer shown beside the analysis), its last diagram, and the autosave of a partie à
écrire of three players left after ten throws.

- The studio starts, is shown, and only then asks about the unfinished partie (asked inside the window's first
  show, the question crashed the studio on an X server); each answer keeps the studio running and does what it
  says.
- A partie closed after some throws asks what becomes of it; kept for later, it stays kept when another partie
  is begun, and both are offered back as a list at the next start and in Game ▸ Unfinished parties.
- A partie resigned from its menu ends, and its record says who resigned.
- A diagram composed and discarded at quit is not shown again at the next start.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QMessageBox, QWidget

from notation.record import read_record
from studio.games.lifecycle import Choice, unfinished_parties
from studio.games.session import END_TAG, Step
from studio.ui.game_windows.unfinished_dialog import UnfinishedDialog
from studio.ui.game_windows.window import GameWindow

from .conftest import Home, Studio
from .test_journey_play import game_windows, new_partie_with_takebacks, throw_my_dice, wait_for_me

LIVED_IN = Path(__file__).parent.parent / "data" / "homes" / "lived-in-1024"


def move_in(home: Home) -> Path:
    """Lay the lived-in home's settings and autosave where the studio finds them; the autosave's path."""
    settings = home.config / "Trictrac Studio"
    settings.mkdir(parents=True, exist_ok=True)
    shutil.copy(LIVED_IN / "Trictrac Studio.conf", settings / "Trictrac Studio.conf")
    autosaves = home.data / "trictrac-studio" / "autosave"
    autosaves.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copy(LIVED_IN / "partie.trr", autosaves / "partie.trr"))


def click_button(dialog: QWidget, name: str) -> None:
    button = dialog.findChild(QAbstractButton, name)
    assert button is not None, f"no button {name!r} in {dialog.windowTitle()!r}"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def button_named(dialog: QWidget, text: str) -> QAbstractButton:
    for button in dialog.findChildren(QAbstractButton):
        if button.text().replace("&", "") == text:
            return button
    raise AssertionError(f"no button {text!r} in {dialog.windowTitle()!r}")


@pytest.mark.parametrize("answer", ["Resume", "Later", "Abandon the partie"])
def test_the_unfinished_partie_is_offered_once_the_studio_is_shown(studio: Studio, home: Home, answer: str) -> None:
    autosave = move_in(home)
    asked: list[bool] = []

    def reply(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        # Asked from the event loop, once the studio's start is over and its window shown: not inside that show.
        asked.append(studio.started is not None and studio.window.isVisible())
        QTest.mouseClick(button_named(dialog, answer), Qt.MouseButton.LeftButton)

    studio.answer_dialog(reply)
    window = studio.launch("--lang", "en")
    studio.qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
    assert asked == [True]
    studio.settle(200)
    assert window.isVisible()
    opened = game_windows()
    if answer == "Resume":
        (partie,) = opened
        assert partie.play is not None and partie.play.session.turn_number() == 10
        assert partie.play.session.setup.names == ("Anne", "Noir", "Céleste")
        assert autosave.exists()
    else:
        assert opened == []
        assert autosave.exists() is (answer == "Later")
    # The studio goes on: the archive opens, and the explorer (shown by the lived-in layout on an X server; by
    # View ▸ Explorer here, if it is not) fills from it.
    studio.qtbot.waitUntil(lambda: window.archive_link.opening() is None, timeout=60_000)
    if not window.explorer.isVisible():
        studio.trigger("view.explorer")
    window.explorer.wait()
    assert window.explorer.isVisible() and window.explorer.table.rowCount() > 0


def close_partie(studio: Studio, window: GameWindow, choice: Choice, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl+W, and answer the question about the partie in progress as a player does (offscreen, where nobody
    could answer, the studio keeps the partie without asking)."""
    asked: list[str] = []

    def reply(dialog: QWidget) -> None:
        asked.append(dialog.windowTitle())
        click_button(dialog, choice.value)

    with monkeypatch.context() as patched:
        patched.setattr("studio.ui.dialogs.headless", lambda: False)
        studio.answer_dialog(reply)
        window.activateWindow()
        studio.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        QTest.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
        studio.qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
        studio.settle(50)
    assert asked == ["An unfinished partie"]


def new_partie(studio: Studio) -> GameWindow:
    """Game ▸ New partie…, its dialog accepted as it stands (the computer as Noir, the last choices kept)."""
    answered: list[bool] = []

    def answer(dialog: QWidget) -> None:
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        answered.append(True)
        QTest.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    before = set(game_windows())
    studio.answer_dialog(answer)
    studio.trigger("game.new")
    studio.qtbot.waitUntil(lambda: bool(set(game_windows()) - before), timeout=10_000)
    assert answered
    (window,) = set(game_windows()) - before
    return window


def play_some(studio: Studio, window: GameWindow, throws: int) -> None:
    play = window.play
    assert play is not None
    session = play.session
    QTest.mouseClick(play.throw_button, Qt.MouseButton.LeftButton)  # the primauté
    wait_for_me(studio, play)
    while session.turn_number() < throws and session.step is not Step.OVER:
        if session.step is Step.THROW:
            throw_my_dice(studio, play, keyboard=False)
        elif session.step is Step.PLAY:
            # The list of legal plays: its first, clicked then played (a dame dragged may leave a choice to make).
            first = play.plays.item(0)
            assert first is not None
            play.plays.scrollToItem(first)
            QTest.mouseClick(
                play.plays.viewport(), Qt.MouseButton.LeftButton, pos=play.plays.visualItemRect(first).center()
            )
            QTest.mouseClick(play.play_button, Qt.MouseButton.LeftButton)
            wait_for_me(studio, play)
        else:
            break


def test_a_partie_closed_is_kept_and_offered_back_with_the_others(
    studio: Studio, home: Home, monkeypatch: pytest.MonkeyPatch
) -> None:
    studio.launch("--lang", "en")
    first, _texts = new_partie_with_takebacks(studio)
    play_some(studio, first, 6)
    assert first.play is not None
    first_throws = first.play.session.turn_number()
    close_partie(studio, first, Choice.KEEP, monkeypatch)
    assert not first.isVisible()
    second = new_partie(studio)
    play_some(studio, second, 3)
    assert second.play is not None
    second.play.session.save()
    close_partie(studio, second, Choice.KEEP, monkeypatch)
    kept = unfinished_parties()
    assert sorted(partie.throws for partie in kept) == sorted([first_throws, second.play.session.turn_number()])

    # The next start offers both, as a list; the one chosen opens where it was left.
    offered: list[int] = []

    def choose(dialog: QWidget) -> None:
        assert isinstance(dialog, UnfinishedDialog)
        offered.append(dialog.list.count())
        row = next(i for i, partie in enumerate(dialog.parties) if partie.throws == first_throws)
        dialog.list.setCurrentRow(row)
        click_button(dialog, "resume")

    studio.answer_dialog(choose)
    studio.restart("--lang", "en")
    studio.qtbot.waitUntil(lambda: bool(offered), timeout=10_000)
    assert offered == [2]
    studio.qtbot.waitUntil(lambda: bool(game_windows()), timeout=10_000)
    (resumed,) = game_windows()
    assert resumed.play is not None and resumed.play.session.turn_number() == first_throws

    # Game ▸ Unfinished parties…: the other is there too; abandoned from the list, it is gone.
    def abandon_other(dialog: QWidget) -> None:
        assert isinstance(dialog, UnfinishedDialog)
        offered.append(dialog.list.count())
        row = next(i for i, partie in enumerate(dialog.parties) if partie.throws != first_throws)
        dialog.list.setCurrentRow(row)
        dialog.abandon(confirm=False)
        click_button(dialog, "later")

    studio.answer_dialog(abandon_other)
    studio.trigger("game.unfinished")
    assert offered == [2, 2]
    assert [partie.throws for partie in unfinished_parties()] == [first_throws]


def test_a_partie_resigned_ends_and_its_record_says_so(
    studio: Studio, home: Home, monkeypatch: pytest.MonkeyPatch
) -> None:
    studio.launch("--lang", "fr")
    window, _texts = new_partie_with_takebacks(studio)
    play_some(studio, window, 4)
    assert window.play is not None
    session = window.play.session
    assert window.resign_action is not None and window.resign_action.text() == "Aband&onner la partie…"
    confirmed: list[str] = []

    def confirm(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        confirmed.append(dialog.text())
        QTest.mouseClick(dialog.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)

    with monkeypatch.context() as patched:
        patched.setattr("studio.ui.dialogs.headless", lambda: False)  # asked as on a screen
        studio.answer_dialog(confirm)
        window.resign_action.trigger()
        studio.qtbot.waitUntil(lambda: bool(confirmed), timeout=10_000)
        studio.settle(50)
    assert "abandonne la partie" in confirmed[0]
    assert session.step is Step.OVER and session.resigned is not None
    assert "abandonné" in window.play.status.text()
    record = read_record(window.text())
    assert record.tag(END_TAG) == f"abandon {session.resigned.letter}"
    assert record.tag("Resultat") == session.resigned.opponent.letter
    assert window.is_modified()  # a partie over, not yet saved: closing asks to save it
    assert window.save_to_archive()
    window.close()
    studio.settle(50)
    assert unfinished_parties() == []


def test_a_diagram_discarded_at_quit_is_not_shown_again(
    studio: Studio, home: Home, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = studio.launch("--lang", "en")
    before = window.document.diagram.position
    studio.click_point(window.board, "B9")  # a dame added on the editor's board
    assert window.document.is_modified() and window.document.diagram.position != before
    answered: list[str] = []

    def discard(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        answered.append(dialog.windowTitle())
        QTest.mouseClick(dialog.button(QMessageBox.StandardButton.Discard), Qt.MouseButton.LeftButton)

    with monkeypatch.context() as patched:
        patched.setattr("studio.ui.dialogs.headless", lambda: False)  # asked as on a screen
        studio.answer_dialog(discard)
        studio.quit()
    assert answered == ["Unsaved diagram"]
    window = studio.launch("--lang", "en")
    assert window.document.diagram.position == before
    assert not window.document.is_modified()
