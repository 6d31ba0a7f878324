"""Opening and pasting in the studio (issue 13): records the engine cannot replay, binary files, copy/paste round trip.

Every test here checks that no exception escapes (pytest-qt fails a test on an exception raised in a Qt slot)
and that the user is told what went wrong, with the line of a record.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QMessageBox
from pytestqt.qtbot import QtBot

from notation.board import BLACK, COIN, WHITE, Position
from notation.dice import Throw
from notation.scoreboard import ScoreState
from studio.ui.diagram import Diagram
from studio.ui.files import DiagramFileError, read_pasted, read_text_file
from studio.ui.main_window import MainWindow
from tests.support.strategies import dice, positions, score_states

UNREPLAYABLE = '%trictrac 1\n[Blanc "A"]\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N9\n'
"""Line 4 plays 6-4 as N1-N7 N1-N9: no legal play leaves the dames so."""

BINARIES = {
    "png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10",
    "zeros": b"\x00" * 64,
    "utf16": "%trictrac 1\n1. B 5-3 B1-B6 B1-B4\n".encode("utf-16"),
    "latin1": '%trictrac 1\n[Lieu "Orléans"]\n'.encode("latin-1"),
}


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the warning dialogs shown (QMessageBox.warning, replaced so that no modal dialog blocks)."""
    shown: list[str] = []

    def warning(_parent: Any, title: str, text: str, *_args: Any) -> QMessageBox.StandardButton:
        shown.append(f"{title}: {text}")
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return shown


# -- records the engine cannot replay --------------------------------------------------------------------------


def test_pasting_a_record_the_engine_cannot_replay_says_where(window: MainWindow) -> None:
    before = window.document.diagram
    assert not window.edits.paste_text(UNREPLAYABLE)
    message = window.statusBar().currentMessage()
    assert "line 4, column 1" in message and "illegal play" in message
    assert window.document.diagram == before


def test_opening_a_record_the_engine_cannot_replay_says_where(
    window: MainWindow, warnings: list[str], tmp_path: Path
) -> None:
    path = tmp_path / "partie.trr"
    path.write_text(UNREPLAYABLE, encoding="utf-8")
    assert not window.files.open_path(str(path))
    assert len(warnings) == 1 and "line 4, column 1" in warnings[0]


def test_opening_a_file_of_several_records_asks_which_game_and_replays_it(
    window: MainWindow, warnings: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # `trictrac-studio sample.trictrac` (and File > Open) read a file of several records as one diagram and said
    # « la ligne de version vient une fois »; such a file goes to the Game menu, which asks which game.
    from notation.record import read_record
    from studio.store.sample import sample_files
    from studio.ui.game_windows.printing import game_labels

    several = next(path for path in sample_files() if path.read_text(encoding="utf-8").count("%trictrac") > 1)
    games = game_labels(several.read_text(encoding="utf-8"))
    controller = window.games
    opened: list[Any] = []
    replay = controller.open_file_text

    def open_file_text(text: str, path: str) -> Any:
        opened.append(replay(text, path))
        return opened[-1]

    monkeypatch.setattr(controller, "open_file_text", open_file_text)
    monkeypatch.setattr(QInputDialog, "getItem", lambda *_args: (_args[3][1], True))  # the one printing asks
    before = window.document.diagram
    assert window.files.open_path(str(several))
    assert warnings == []
    assert len(opened) == 1 and opened[0] is not None and opened[0].replay is not None
    assert opened[0].replay.record() == read_record(games[1][1])
    assert window.document.diagram == before  # the editor keeps its diagram
    opened[0].close()


def test_a_record_with_a_syntax_error_is_reported_with_its_line() -> None:
    with pytest.raises(DiagramFileError, match="line 3, column 10"):
        read_pasted("%trictrac 1\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 Z9-N7 N1-N5\n")


def test_a_record_the_engine_replays_pastes_its_last_position(window: MainWindow) -> None:
    assert window.edits.paste_text("\ufeff%trictrac 1\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N5\n")
    assert window.document.diagram.position.points(WHITE) == {"B1": 13, "B4": 1, "B6": 1}


# -- binary files --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", sorted(BINARIES))
def test_opening_a_binary_file_in_the_editor_shows_a_message(
    window: MainWindow, warnings: list[str], tmp_path: Path, kind: str
) -> None:
    path = tmp_path / f"image.{kind}"
    path.write_bytes(BINARIES[kind])
    before = window.document.diagram
    assert not window.files.open_path(str(path))
    assert len(warnings) == 1 and "not a" in warnings[0] and "text file" in warnings[0]
    assert window.document.diagram == before


@pytest.mark.parametrize("kind", sorted(BINARIES))
def test_opening_a_binary_file_as_a_record_shows_a_message(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, warnings: list[str], tmp_path: Path, kind: str
) -> None:
    from studio.ui import game_windows as games

    main = QMainWindow()
    qtbot.addWidget(main)
    controller = games.install(main, offer_recovery=False)
    path = tmp_path / f"partie.{kind}"
    path.write_bytes(BINARIES[kind])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args, **_kw: (str(path), ""))  # studio.ui.dialogs's
    controller.open_record()
    assert len(warnings) == 1 and str(path) in warnings[0] and "text file" in warnings[0]
    assert not [w for w in controller.windows if w.isVisible()]


def test_read_text_file_drops_a_byte_order_mark_and_names_a_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "bom.trr"
    path.write_bytes("\ufeff%trictrac 1\n".encode())
    assert read_text_file(path) == "%trictrac 1\n"
    with pytest.raises(DiagramFileError, match="cannot read the file"):
        read_text_file(tmp_path / "missing.trr")


# -- copy and paste round trip ---------------------------------------------------------------------------------


@st.composite
def editable_positions(draw: st.DrawFn) -> Position:
    """Positions the editor can hold though the laws forbid them: a single dame on its coin, dames on the
    opponent's coin, more than fifteen dames, none at all (the editor warns, and keeps them)."""
    counts = {WHITE: [0] * 24, BLACK: [0] * 24}
    taken: set[int] = set()  # board points (White's steps) holding dames: one colour a flèche
    for _ in range(draw(st.integers(0, 10))):
        colour = draw(st.sampled_from([WHITE, BLACK]))
        step = draw(st.sampled_from([COIN, 13, *range(1, 25)]))
        board = step if colour is WHITE else 25 - step
        if board in taken:
            continue
        taken.add(board)
        counts[colour][step - 1] = draw(st.integers(1, 20))
    mover = draw(st.sampled_from([WHITE, BLACK]))
    throws = draw(st.none() | st.tuples(st.integers(0, 6), st.integers(0, 6)))
    return Position.unchecked(tuple(counts[WHITE]), tuple(counts[BLACK]), mover, throws)


diagrams = st.builds(
    Diagram,
    positions() | editable_positions(),
    st.none() | dice,
    score_states | st.just(ScoreState()),
)

SINGLE_ON_COIN = Position.unchecked((0,) * (COIN - 1) + (1,) + (0,) * (24 - COIN), (15,) + (0,) * 23, WHITE, None)
"""The issue's case: a single dame on its coin."""


def _warnings(position: Position) -> list[str]:
    """What the editor warns about a position."""
    return [str(problem) for problem in position.problems()]


@settings(max_examples=300, deadline=None)
@given(diagrams)
def test_whatever_the_editor_copies_pastes_back(diagram: Diagram) -> None:
    pasted = read_pasted(diagram.code())
    assert (pasted.position, pasted.dice, pasted.score) == (diagram.position, diagram.dice, diagram.score)
    assert _warnings(pasted.position) == _warnings(diagram.position)


@pytest.mark.parametrize(
    "diagram",
    [
        Diagram(SINGLE_ON_COIN),
        Diagram(SINGLE_ON_COIN, Throw(6, 3)),
        Diagram(Position.unchecked((16,) + (0,) * 23, (0,) * 24, BLACK, (0, 0))),
    ],
)
def test_copy_then_paste_in_the_editor_round_trips_warnings_and_all(window: MainWindow, diagram: Diagram) -> None:
    window.document.replace_diagram(diagram, "set up")
    assert window.document.diagram.position.problems()  # the editor warns about it
    window.edits.copy_code()
    window.document.replace_diagram(Diagram(), "reset")
    window.edits.paste()
    assert window.document.diagram.position == diagram.position
    assert window.document.diagram.dice == diagram.dice
    assert _warnings(window.document.diagram.position) == _warnings(diagram.position)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(diagrams)
def test_copy_then_paste_through_the_clipboard(window: MainWindow, diagram: Diagram) -> None:
    window.document.replace_diagram(diagram, "set up")
    window.edits.copy_code()
    window.document.replace_diagram(Diagram(), "reset")
    window.edits.paste()
    pasted = window.document.diagram
    assert (pasted.position, pasted.dice, pasted.score) == (diagram.position, diagram.dice, diagram.score)
