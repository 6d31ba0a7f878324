"""Journey 2: a user annotating the club's archive finds a game by its position, comments and marks a throw, adds a
variation,
saves it into the archive, and finds both again after a restart; saved twice, the game keeps two revisions.

The comment was once lost: closing asked to save, *Save* offered a file dialog, *Save to the archive* said
"Archived (0 game)." (the partie was already there) and stopped asking, and the game reopened without it.  The
game also opened at its start although the search's preview named the throw.  Run in English and in French; in
French no English string may show.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QInputDialog,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QTreeWidgetItem,
    QWidget,
)

from notation.board import Position
from notation.dice import Throw
from notation.notations import Notation
from notation.record import read_record
from notation.record.reader import split_records
from notation.record.writer import format_moves
from studio.games.session import GameSession, setup_from_record
from studio.store.sample import SAMPLE_DIR
from studio.ui.game_windows.archive_browser import ArchiveBrowser
from studio.ui.game_windows.window import GameWindow
from tests.ui.test_ui_i18n import CATALOGUE_MESSAGES, english_in, visible_texts

from .conftest import Studio

COMMENT = "Blanc garde son petit jan : la case de l'adversaire attendra."
MARK = "!?"
SECOND_COMMENT = "Relu au cercle : le jeu est bon."


@dataclass(frozen=True)
class Found:
    """What the user is after: a position from the sample's first ordinary partie (the tablier before its throw
    21), the players' names, and a play of that throw other than the one played (the variation)."""

    position: Position
    throw: int
    white: str
    variation: str


@functools.cache
def target() -> Found:
    text = (SAMPLE_DIR / "ordinaire.trictrac").read_text(encoding="utf-8")
    record = read_record(next(chunk for _offset, chunk in split_records(text)))
    session = GameSession(setup_from_record(record))
    turns = record.turns()
    for turn in turns[:20]:
        session.replay_turn(turn)
    position = session.partie.state.position
    played = turns[20]
    session.roll(played.throw)
    other = next(play for play in session.legal_plays() if tuple(play.moves) != tuple(played.moves or ()))
    moves = format_moves(tuple(other.moves), position.to_move, Notation.BN)
    return Found(position, played.number, record.tag("Blanc") or "", f"{Throw.code(played.throw)} {moves}")


def shown(french: bool, context: str, source: str) -> str:
    """A message as the user sees it: the catalogue's French, or the English source."""
    if not french:
        return source
    translation, kind = CATALOGUE_MESSAGES[(context, source)]
    assert kind is None
    return translation


def archive_browser(studio: Studio) -> ArchiveBrowser:
    dock = studio.window.findChild(QDockWidget, "archive_browser")
    assert dock is not None, "the studio started without its archive"
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    studio.qtbot.waitUntil(lambda: browser.model.rowCount() > 0, timeout=30_000)
    return browser


def no_english(*roots: QWidget) -> None:
    texts = [text for root in roots for text in visible_texts(root)]
    # And what the windows' status bars say (where the game stands, what was saved).
    texts += [root.statusBar().currentMessage() for root in roots if isinstance(root, QMainWindow)]
    # And the lines of the lists (the history's revisions).
    lists = [found for root in roots for found in root.findChildren(QListWidget)]
    texts += [item.text() for found in lists for item in (found.item(i) for i in range(found.count())) if item]
    left = [text for text in english_in(texts) if target().white not in text]
    assert left == [], f"English on the French screen: {left}"


def find_and_open(studio: Studio, french: bool) -> GameWindow:
    """Paste the position's code into the archive's position search, press Enter, open the one game found."""
    browser = archive_browser(studio)
    field = browser.fields["position"]
    assert isinstance(field, QLineEdit)
    studio.qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    field.selectAll()
    studio.keys(field, target().position.code())
    studio.key(field, Qt.Key.Key_Return)
    studio.qtbot.waitUntil(lambda: browser.model.rowCount() == 1, timeout=10_000)
    found = shown(french, "ArchiveBrowser", "{names}: the position at throw {n}")
    names = f"{target().white} – {browser.model.rows[0].black}"
    assert browser.preview_label.text() == found.format(names=names, n=target().throw)
    before = set(QApplication.topLevelWidgets())
    studio.qtbot.mouseClick(browser.buttons["open"], Qt.MouseButton.LeftButton)
    studio.settle()
    opened = [w for w in QApplication.topLevelWidgets() if isinstance(w, GameWindow) and w not in before]
    assert len(opened) == 1 and opened[0].isVisible()
    window = opened[0]
    studio.qtbot.waitExposed(window)
    replay = window.replay
    assert replay is not None
    # It stands where the search found it: the position on the board, the throw played from there named.
    board = replay.board.position()
    assert (board.white, board.black) == (target().position.white, target().position.black)
    where = shown(french, "GameWindow", "The position searched: throw {n} is played from here.")
    assert window.statusBar().currentMessage() == where.format(n=target().throw)
    if french:
        no_english(studio.window, window)
    return window


def comment_current_turn(studio: Studio, window: GameWindow, text: str) -> None:
    """Double-click the comment cell of the turn shown, type, Enter."""
    assert window.replay is not None
    tree = window.replay.tree
    item = tree.currentItem()
    assert isinstance(item, QTreeWidgetItem)
    # The comments column may lie past the list's right edge in a small window: scrolled to, as a user would.
    cell = tree.indexFromItem(item, 1)
    tree.scrollTo(cell)
    where = tree.visualRect(cell)
    spot = QPoint(where.left() + min(10, where.width() // 2), where.center().y())
    studio.qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    studio.qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    studio.settle()
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit), f"no comment editor: {editor!r}"
    editor.selectAll()
    studio.keys(editor, text)
    studio.key(editor, Qt.Key.Key_Return)
    assert item.text(1) == text


def mark_current_turn(studio: Studio, window: GameWindow, glyph: str) -> None:
    """The toolbar's « Mark the throw… » (Ctrl+M): choose the mark in its dialog, Enter."""
    assert window.replay is not None
    replay = window.replay

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, QInputDialog)
        choices = dialog.findChild(QComboBox)
        assert choices is not None
        choices.setCurrentIndex(choices.findText(glyph))
        studio.key(choices, Qt.Key.Key_Return)

    studio.answer_dialog(answer)
    replay.actions_by_id["mark"].trigger()
    studio.settle()
    item = replay.tree.currentItem()
    assert item is not None and item.text(0).endswith(f" {glyph}")


def add_variation(studio: Studio, window: GameWindow) -> None:
    """Go to the next throw (Right) and add a variation (the toolbar's action), answering its dialog."""
    assert window.replay is not None
    replay = window.replay
    window.activateWindow()  # back from the mark's dialog: the game window has the keyboard again
    studio.qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    replay.tree.setFocus()
    studio.key(replay.tree, Qt.Key.Key_Right)
    assert replay.throw_number() == target().throw

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, QInputDialog)
        line = dialog.findChild(QLineEdit)
        assert line is not None
        studio.keys(line, target().variation)
        studio.key(line, Qt.Key.Key_Return)

    studio.answer_dialog(answer)
    replay.actions_by_id["variation"].trigger()
    studio.settle()
    assert replay.error == "" and window.is_modified()


def save_the_record(studio: Studio, window: GameWindow) -> None:
    """The Partie menu's « Save the record » (Ctrl+S): into the archive, not a file dialog."""
    save = window.menu_actions[0]
    assert save.shortcut().toString() == "Ctrl+S"
    save.trigger()
    studio.settle()
    assert not window.is_modified()


def variation_items(window: GameWindow) -> list[QTreeWidgetItem]:
    """The lines under the main line's turns: each variation's heading."""
    return [
        child for item in turn_items(window) for child in (item.child(j) for j in range(item.childCount())) if child
    ]


def turn_items(window: GameWindow) -> list[QTreeWidgetItem]:
    """The move list's lines of the main line."""
    assert window.replay is not None
    tree = window.replay.tree
    return [item for item in (tree.topLevelItem(i) for i in range(tree.topLevelItemCount())) if item is not None]


def history_lines(studio: Studio, game: int, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """``trictrac archive history GAME`` on the studio's own archive."""
    from studio.cli.command import main

    capsys.readouterr()
    assert main(["archive", "history", str(game), "--db", f"sqlite:///{studio.home.archive_file()}"]) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_comment_and_a_variation_saved_into_the_archive_are_there_after_a_restart(
    studio: Studio, language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    french = language == "fr"
    args = ("--lang", "fr") if french else ()
    studio.launch(*args)
    window = find_and_open(studio, french)
    comment_current_turn(studio, window, COMMENT)
    mark_current_turn(studio, window, MARK)
    add_variation(studio, window)
    save_the_record(studio, window)
    browser = archive_browser(studio)
    game = browser.model.rows[0].id
    saved = shown(french, "Games", "Saved into game {n} of the archive (revision {r}).")
    assert window.statusBar().currentMessage() == saved.format(n=game, r=1)
    if french:
        no_english(window)
    window.close()

    studio.restart(*args)
    window = find_and_open(studio, french)
    assert window.replay is not None
    [commented] = [item for item in turn_items(window) if item.text(1) == COMMENT]
    assert commented.text(0).endswith(f" {MARK}")
    variations = [item for item in variation_items(window) if item.childCount()]
    assert len(variations) == 1
    first = variations[0].child(0)
    assert first is not None and target().variation.split(" ", 1)[1] in first.text(0)

    # Saved a second time: two revisions of the game, and its history lists them (with the record imported).
    comment_current_turn(studio, window, SECOND_COMMENT)
    save_the_record(studio, window)
    assert window.statusBar().currentMessage() == saved.format(n=game, r=2)
    if french:
        no_english(studio.window, window)
    window.close()
    # The browser's « History of the game… » (the table's context menu) lists them; so does the command line.
    browser = archive_browser(studio)
    assert [row.id for row in browser.model.rows] == [game]
    browser.history_action.trigger()
    dialog = browser.history_dialog
    assert dialog is not None and dialog.isVisible()
    items = [dialog.list.item(i) for i in range(dialog.list.count())]
    rows = [item.text().split(" — ")[0] for item in items if item is not None]
    revision = shown(french, "ArchiveBrowser", "Revision {n} — saved {when}").split(" — ")[0]
    assert rows == [revision.format(n=n) for n in (0, 1, 2)]
    if french:
        no_english(dialog)
    dialog.reject()
    lines = history_lines(studio, game, capsys)
    assert [line.split()[:2] for line in lines[:-1]] == [["revision", "0"], ["revision", "1"], ["revision", "2"]]
    assert lines[-1] == f"game {game}: 3 revisions"
