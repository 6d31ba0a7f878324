"""Journey: a learner solves puzzles made from the archive's own games.  The archive's games are analysed and
its puzzles made (``trictrac archive analyse``, ``trictrac puzzles make``); Lessons → « Puzzles from the
archive… » serves the costliest error first: the learner picks the tutor's best choice in the list and is told he is
right, with the tutor's equities; the next puzzle he gets wrong, and the board shows the best play.  After a
restart, the two puzzles answered wait for their review (the lessons' spaced repetition) and the third comes first.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from notation.board import point_of_step
from notation.notations import Notation, Orientation, steps_text
from studio.store.db import Archive
from studio.store.puzzles import StoredPuzzle, list_puzzles
from studio.ui.i18n import decimal
from studio.ui.lesson_windows.puzzles_window import PuzzleWindow
from tests.store.test_store_analyses import prepare_archive

from .conftest import Studio


@pytest.fixture(scope="module")
def with_puzzles(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("puzzles") / "archive.sqlite"
    # Eight of the random player's games: the tutor finds three clear errors at least in them (five today).
    prepare_archive(f"sqlite:///{path}", games=8)
    return path


def open_puzzles(studio: Studio) -> PuzzleWindow:
    studio.trigger("lessons.puzzles")
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, PuzzleWindow) and w.isVisible()]
    assert len(found) == 1
    studio.qtbot.waitExposed(found[0])
    return found[0]


def labels(window: PuzzleWindow) -> list[str]:
    return [window.choices.item(i).text() for i in range(window.choices.count())]


def pick(studio: Studio, window: PuzzleWindow, text: str) -> None:
    """Click the choice reading ``text`` in the list, then Answer."""
    row = labels(window).index(text)
    rect = window.choices.visualItemRect(window.choices.item(row))
    studio.qtbot.mouseClick(window.choices.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    studio.qtbot.mouseClick(window.answer_button, Qt.MouseButton.LeftButton)
    studio.settle()


def said(puzzle: StoredPuzzle, value: tuple[tuple[int, int], ...] | str) -> str:
    if isinstance(value, str):
        return "s'en aller" if value == "leave" else "tenir"
    return steps_text(puzzle.setup.position.to_move, value, Notation.BN, Orientation())


def test_solving_puzzles_from_the_archive(studio: Studio, with_puzzles: Path) -> None:
    archive_file = studio.home.archive_file()
    archive_file.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(with_puzzles, archive_file)
    with Archive(f"sqlite:///{archive_file}") as archive:
        puzzles = list_puzzles(archive)
    assert len(puzzles) >= 3, "the sample games give three puzzles at least"
    studio.launch()
    window = open_puzzles(studio)

    # The costliest error first: its position, its dice, its legal plays (or tenir and s'en aller) to pick from.
    first = puzzles[0]
    setup = first.setup
    assert window.title.text() == f"Puzzle {first.id}: game {first.game_id}, throw {first.turn} ({len(puzzles)} to go)"
    shown = window.board.position()
    assert (shown.white, shown.black) == (setup.position.white, setup.position.black)
    if first.kind == "decision":
        assert labels(window) == ["tenir", "s'en aller"]
    else:
        assert labels(window) == [said(first, play.moves) for play in first.plays()]
    pick(studio, window, said(first, first.best))
    assert window.verdict.text().endswith("Right: that is the tutor's best choice.</b>")
    assert f"{said(first, first.best)} has equity {decimal(first.best_equity, 3, sign=True)}" in (
        window.explanation.text()
    )
    assert f"{said(first, first.played)} was played" in window.explanation.text()
    assert not window.answer_button.isEnabled()

    # The next one, answered as it was played in the game: wrong, and the board shows the tutor's play.
    studio.qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    second = puzzles[1]
    assert window.title.text().startswith(f"Puzzle {second.id}: ")
    assert window.verdict.text() == ""
    pick(studio, window, said(second, second.played))
    assert f"Not the best: the tutor chooses {said(second, second.best)}." in window.verdict.text()
    if isinstance(second.best, tuple):
        mover = second.setup.position.to_move
        assert window.board.play() == tuple((point_of_step(mover, a), point_of_step(mover, b)) for a, b in second.best)

    # After a restart, the puzzles answered wait for their review: the third comes first.
    window.close()
    studio.restart()
    window = open_puzzles(studio)
    third = puzzles[2]
    assert window.title.text() == (
        f"Puzzle {third.id}: game {third.game_id}, throw {third.turn} ({len(puzzles) - 2} to go)"
    )


def test_the_puzzles_in_french_show_no_english(studio: Studio, with_puzzles: Path) -> None:
    """The same window in French: the question, the verdict and the tutor's explanation translated."""
    from tests.ui.test_ui_i18n import english_in, french, visible_texts

    archive_file = studio.home.archive_file()
    archive_file.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(with_puzzles, archive_file)
    with Archive(f"sqlite:///{archive_file}") as archive:
        first = list_puzzles(archive)[0]
    studio.launch("--lang", "fr")
    window = open_puzzles(studio)
    assert window.windowTitle() == french("Puzzles", "Puzzles from the archive")
    pick(studio, window, said(first, first.played))
    expected = french("Puzzles", "Not the best: the tutor chooses {best}.").format(best=said(first, first.best))
    assert expected in window.verdict.text()
    assert window.explanation.text().startswith("Le tuteur à la profondeur 2\u202f: ")
    texts = visible_texts(window) + labels(window)
    assert english_in(texts) == [], f"English on the French screen: {english_in(texts)}"
