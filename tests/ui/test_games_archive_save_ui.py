"""Saving a game window's record to the archive: into the archived game it came from (a new revision), never said
to be saved when it was not; a game opened from a search by position stands there; a new partie is dated and
named after the event the user set once."""

from __future__ import annotations

import functools
import random
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from notation.board import Position
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.store.db import Archive
from studio.store.importing import import_text
from studio.store.revisions import game_history
from studio.store.search import game_record
from studio.ui.game_windows.archive_browser import ArchiveBrowser, ArchivedGame, StoreBackend
from studio.ui.game_windows.archiving import ArchiveAnswer, save_record
from studio.ui.game_windows.replay import ReplayWidget, turn_text
from studio.ui.game_windows.window import GameWindow
from studio.ui.settings import Settings


@functools.cache
def _session(seed: int) -> GameSession:
    seats = (Seat("Zoé", SeatKind.COMPUTER), Seat("Abel", SeatKind.COMPUTER))
    session = GameSession(GameSetup(seats=seats), rng=random.Random(seed))
    while session.step is not Step.OVER and session.turn_number() < 24:
        session.computer_act()
    return session


def _text(seed: int) -> str:
    return _session(seed).text()


def _commented(text: str, comment: str) -> str:
    return text.replace("\n1. ", f"\n{{{comment}}}\n1. ", 1)


# (what the window holds, the archived game it says it is) -> the answer; game 1 is _text(0), archived first.
CASES = [
    ("new", None, "Archived as game 2.", True, 2),
    ("same", None, "Already in the archive as game 1, as it is: nothing to save.", True, 1),
    ("commented", None, "Already in the archive as game 1: your changes are saved into it (revision 1).", True, 1),
    ("commented", 1, "Saved into game 1 of the archive (revision 1).", True, 1),
    ("same", 1, "Game 1 of the archive already holds this record: nothing to save.", True, 1),
    ("new", 1, "Game 1 of the archive is not this partie: archived as game 2.", True, 2),
    ("new", 7, "Game 7 of the archive is not this partie: archived as game 2.", True, 2),
    ("broken", None, None, False, None),
    ("broken", 1, None, False, None),
]


@pytest.mark.parametrize(("kind", "game_id", "message", "saved", "holder"), CASES)
def test_what_saving_to_the_archive_says_is_what_it_did(
    archive: Archive, kind: str, game_id: int | None, message: str | None, saved: bool, holder: int | None
) -> None:
    """Once « Archived (0 game). »: a duplicate was said archived, and the comments added were lost."""
    [first] = import_text(archive, _text(0)).game_ids
    assert first == 1
    texts = {
        "new": _text(1),
        "same": _text(0),
        "commented": _commented(_text(0), "Un beau jan de récompense."),
        "broken": "%trictrac 1\n1. B 6-5 B1-B7 zz\n",
    }
    answer = save_record(archive, texts[kind], game_id)
    assert (answer.saved, answer.game_id) == (saved, holder)
    if message is not None:
        assert answer.message == message
    else:
        assert answer.message.startswith("Not archived: ") and "line 2" in answer.message
    if holder is not None:  # the archive holds what the window shows
        assert game_record(archive, holder).strip() == texts[kind].strip()
    revisions = len(game_history(archive, 1))
    assert revisions == (2 if kind == "commented" else 0)


def _replay_window(qtbot: QtBot, archive: Archive, game_id: int, at_position: Position | None = None) -> GameWindow:
    def saver(text: str, identity: int | None) -> ArchiveAnswer:
        return save_record(archive, text, identity)

    window = GameWindow(
        record_text=game_record(archive, game_id),
        archive_saver=saver,
        archive_id=game_id,
        settings=Settings.memory(),
        at_position=at_position,
    )
    qtbot.addWidget(window)
    return window


def test_a_game_from_the_archive_is_saved_into_it_by_ctrl_s_and_twice_gives_two_revisions(
    qtbot: QtBot, archive: Archive, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+S offered a file dialog for a game opened from the archive; now it saves into that game."""
    from studio.ui import dialogs

    monkeypatch.setattr(dialogs, "save_file_name", lambda *a: pytest.fail("a file dialog for an archived game"))
    [game_id] = import_text(archive, _text(0)).game_ids
    window = _replay_window(qtbot, archive, game_id)
    replay = window.replay
    assert replay is not None
    replay.goto_throw(3)
    replay.set_comment(replay.current().path, "Le petit jan, enfin.")
    assert window.is_modified()
    assert window.save()
    assert not window.is_modified()
    assert "Le petit jan, enfin." in game_record(archive, game_id)
    assert window.statusBar().currentMessage() == f"Saved into game {game_id} of the archive (revision 1)."
    replay.goto_throw(5)
    assert replay.add_variation(_variation_at(replay, 5)) == ""
    assert window.save()
    assert [r.number for r in game_history(archive, game_id)] == [0, 1, 2]
    assert game_record(archive, game_id) == window.text()


def _variation_at(replay: ReplayWidget, number: int) -> str:
    """Main-line turn ``number`` played again as a variation (the same throw and play: always legal)."""
    record = replay.record()
    turn = next(turn for turn in record.turns() if turn.number == number)
    return turn_text(turn, record).split(" ", 2)[2]


def test_the_close_prompts_save_saves_into_the_archived_game(
    qtbot: QtBot, archive: Archive, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closing asked to save, and Save offered a file dialog; the comment was lost."""
    from studio.ui import dialogs

    monkeypatch.setattr(dialogs, "save_file_name", lambda *a: pytest.fail("a file dialog for an archived game"))
    monkeypatch.setattr(dialogs, "ask_save", lambda *a: dialogs.SAVE)
    [game_id] = import_text(archive, _text(0)).game_ids
    window = _replay_window(qtbot, archive, game_id)
    window.show()
    assert window.replay is not None
    window.replay.goto_throw(4)
    window.replay.set_comment(window.replay.current().path, "Gardé à la fermeture.")
    assert window.close()
    assert "Gardé à la fermeture." in game_record(archive, game_id)
    assert [r.number for r in game_history(archive, game_id)] == [0, 1]


def test_a_save_refused_by_the_archive_is_said_and_the_record_stays_unsaved(
    qtbot: QtBot, archive: Archive, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    [game_id] = import_text(archive, _text(0)).game_ids
    window = _replay_window(qtbot, archive, game_id)
    window.archive_saver = lambda text, identity: ArchiveAnswer("Not archived: the disk is full", False)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warned.append(text))
    assert window.replay is not None
    window.replay.goto_throw(2)
    window.replay.set_comment(window.replay.current().path, "Perdu ?")
    assert not window.save()
    assert warned == ["Not archived: the disk is full"]
    assert window.is_modified()  # closing asks again


def test_a_game_opened_from_a_search_by_position_stands_at_that_position(
    qtbot: QtBot, archive: Archive, tmp_path: Path
) -> None:
    """It opened at the start although the preview named the throw."""
    [game_id] = import_text(archive, _text(0)).game_ids
    wanted = _session(0).partie.states[20].position
    browser = ArchiveBrowser(StoreBackend(archive), settings=Settings.memory())
    qtbot.addWidget(browser)
    field = browser.fields["position"]
    assert isinstance(field, QLineEdit)
    field.setText(wanted.code())
    browser.search()
    opened: list[ArchivedGame] = []
    browser.gameOpenRequested.connect(opened.append)
    browser.open_selected()
    assert [(found.game_id, found.position) for found in opened] == [(game_id, wanted)]
    window = _replay_window(qtbot, archive, game_id, at_position=opened[0].position)
    assert window.replay is not None
    shown = window.replay.board.position()
    assert (shown.white, shown.black) == (wanted.white, wanted.black)
    # The throw the preview names is the one thrown from there: the next in the list.
    at = [int(n) for n in browser.preview_label.text().rsplit(" ", 1)[1].split(",")]
    assert window.replay.throw_number() + 1 == at[0]
    assert window.statusBar().currentMessage() == f"The position searched: throw {at[0]} is played from here."


def test_a_new_partie_is_dated_today_and_keeps_the_event_set_once(qtbot: QtBot) -> None:
    """A partie played in the studio was archived with no date and no event."""
    from studio.ui.game_windows.new_game_dialog import NewGameDialog

    settings = Settings.memory()
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.event_field.text() == ""
    assert dict(dialog.setup().tags) == {"Date": date.today().strftime("%Y.%m.%d")}
    dialog.event_field.setText("  Soirée du Cercle  ")
    dialog.accept()
    assert settings.archive_event == "Soirée du Cercle"
    again = NewGameDialog(settings=settings)
    qtbot.addWidget(again)
    setup = again.setup()
    assert dict(setup.tags) == {"Evenement": "Soirée du Cercle", "Date": date.today().strftime("%Y.%m.%d")}
    session = GameSession(setup)
    record_tags = dict(session.record().tags)
    assert record_tags["Evenement"] == "Soirée du Cercle" and record_tags["Date"] == date.today().strftime("%Y.%m.%d")


@pytest.mark.parametrize(
    ("glyph", "error", "marks"),
    [("!!", "", ("!!",)), ("?!", "", ("?!",)), ("", "", ()), ("!!!", "Not a mark: !!!", None)],
)
def test_a_throw_is_marked_and_the_mark_is_saved_into_the_archive(
    qtbot: QtBot, archive: Archive, glyph: str, error: str, marks: tuple[str, ...] | None
) -> None:
    """Comments, marks and variations go into the archived game: a mark set on a throw (or taken away) too."""
    from notation.record import read_record

    [game_id] = import_text(archive, _text(0)).game_ids
    window = _replay_window(qtbot, archive, game_id)
    replay = window.replay
    assert replay is not None
    replay.goto_throw(6)
    assert replay.set_mark("?") == ""  # a mark to change or take away
    assert replay.set_mark(glyph) == error
    assert window.save()
    turn = next(turn for turn in read_record(game_record(archive, game_id)).turns() if turn.number == 6)
    assert turn.glyphs == (("?",) if marks is None else marks)
    assert replay.throw_number() == 6  # the list rebuilt, the throw still shown


def test_no_mark_goes_on_what_is_not_a_throw(qtbot: QtBot, archive: Archive) -> None:
    [game_id] = import_text(archive, _text(0)).game_ids
    window = _replay_window(qtbot, archive, game_id)
    assert window.replay is not None
    window.replay.first()
    assert window.replay.set_mark("!") == "Choose a throw first: a mark goes on a throw."
    assert not window.is_modified()


@pytest.mark.parametrize(
    ("from_archive", "path", "goes_to"),
    [(True, False, "archive"), (True, True, "archive"), (False, True, "file"), (False, False, "archive")],
)
def test_ctrl_s_saves_where_the_record_lives(
    qtbot: QtBot, archive: Archive, tmp_path: Path, from_archive: bool, path: bool, goes_to: str
) -> None:
    """From the archive: into it (even once a copy went to a file); from a file: to it, even once archived; a
    record from neither, once archived: into the archive."""
    [game_id] = import_text(archive, _text(0)).game_ids
    file = tmp_path / "game.trr"
    file.write_text(game_record(archive, game_id), encoding="utf-8")
    saved_to: list[str] = []

    def saver(text: str, identity: int | None) -> ArchiveAnswer:
        saved_to.append("archive")
        return save_record(archive, text, identity)

    window = GameWindow(
        record_text=game_record(archive, game_id),
        archive_saver=saver,
        archive_id=game_id if from_archive else None,
        settings=Settings.memory(),
        path=str(file) if path else None,
    )
    qtbot.addWidget(window)
    if not from_archive:
        assert window.save_to_archive() and saved_to == ["archive"]
        saved_to.clear()
    elif path:
        window.path = str(file)
    assert window.replay is not None
    window.replay.goto_throw(2)
    window.replay.set_comment(window.replay.current().path, "Où va-t-il ?")
    assert window.save()
    assert saved_to == (["archive"] if goes_to == "archive" else [])
    assert ("Où va-t-il ?" in file.read_text(encoding="utf-8")) == (goes_to == "file")
    assert ("Où va-t-il ?" in game_record(archive, game_id)) == (goes_to == "archive")


def test_the_browser_lists_a_games_revisions_and_opens_one(qtbot: QtBot, archive: Archive) -> None:
    """The history of a game, in the archive browser: its revisions, oldest first; one chosen opens, as that
    archived game (saved again, it becomes the newest)."""
    [game_id] = import_text(archive, _text(0)).game_ids
    browser = ArchiveBrowser(StoreBackend(archive), settings=Settings.memory())
    qtbot.addWidget(browser)
    browser.search()
    never = browser.show_history()
    assert never is not None and never.list.count() == 0 and not never.open_button.isEnabled()
    assert never.note.text() == f"Game {game_id} was never saved again from the studio."
    never.reject()
    first = _commented(_text(0), "Premier passage.")
    save_record(archive, first, game_id)
    save_record(archive, _commented(first, "Second passage."), game_id)
    dialog = browser.show_history()
    assert dialog is not None and dialog.windowTitle() == f"History of game {game_id}"
    items = [dialog.list.item(i) for i in range(dialog.list.count())]
    rows = [item.text() for item in items if item is not None]
    assert [row.split(" — ")[0] for row in rows] == ["Revision 0", "Revision 1", "Revision 2"]
    assert "archived" in rows[0] and all("saved" in row for row in rows[1:])
    opened: list[ArchivedGame] = []
    browser.gameOpenRequested.connect(opened.append)
    dialog.list.setCurrentRow(1)
    dialog.open_button.click()
    assert [(found.game_id, found.text) for found in opened] == [(game_id, first)]
    assert not dialog.isVisible()
