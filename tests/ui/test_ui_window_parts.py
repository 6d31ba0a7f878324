"""The studio window's collaborators built alone, with only what the window hands them (no window): the Edit
menu's work (studio/ui/window_edits.py), the analysis on the board (studio/ui/window_analysis.py), the shortcuts
box's table (studio/ui/window_shortcuts.py); and no class of the parts split from the window and the analysis
panel passes 500 lines (issue 39)."""

from __future__ import annotations

import ast
import gc
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QAction, QGuiApplication
from pytestqt.qtbot import QtBot

from notation.code import parse_code
from notation.dice import Throw
from studio.ui.analysis import AnalysisPanel
from studio.ui.board_view import BoardView
from studio.ui.diagram import Diagram
from studio.ui.editor import DiagramDocument
from studio.ui.explorer_panel import ExplorerPanel
from studio.ui.settings import Settings
from studio.ui.window_analysis import BoardAnalysis
from studio.ui.window_edits import DiagramEdits
from studio.ui.window_shortcuts import shortcut_table

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "studio" / "ui"


class _NoArchive:
    """The explorer's archive, never opened (the explorer is not shown)."""

    def when_open(self, then: Callable[[Any], None], failed: Callable[[object], None]) -> None:
        del then, failed


class _Said:
    def __init__(self) -> None:
        self.messages: list[str] = []

    def __call__(self, text: str, _milliseconds: int) -> None:
        self.messages.append(text)


@pytest.fixture(autouse=True)
def _garbage_collected_here() -> Iterator[None]:
    """The Qt objects a test made alone, caught in cycles, are collected on the interface's thread as it ends, not
    by a thread a test before left running (an archive opening): see studio/ui/collector.py."""
    yield
    gc.collect()


def _edits(qtbot: QtBot, code: str = "start 6-5") -> tuple[DiagramEdits, DiagramDocument, _Said]:
    setup = parse_code(code)
    board = BoardView(setup.position)
    qtbot.addWidget(board)
    document = DiagramDocument(Diagram(setup.position, dice=setup.dice), board)
    said = _Said()
    return DiagramEdits(document, board, Settings.memory(), say=said), document, said


@pytest.mark.parametrize(
    ("key", "named"),
    [("start", "Starting position"), ("empty", "Empty board"), ("talons", "All on the talons")],
)
def test_a_preset_is_one_undoable_edit(qtbot: QtBot, key: str, named: str) -> None:
    edits, document, _said = _edits(qtbot, "B1:13,B6,B7/N1:15 N 4-2")
    before = document.diagram
    edits.preset(key)
    assert document.diagram != before and document.undo_stack.undoText() == named
    document.undo_stack.undo()
    assert document.diagram == before


def test_an_unknown_preset_is_refused(qtbot: QtBot) -> None:
    edits, _document, _said = _edits(qtbot)
    with pytest.raises(KeyError):
        edits.preset("middle")


@settings(max_examples=20, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(min_value=0, max_value=2**32))
def test_the_dice_rolled_are_a_throw_high_first(qtbot: QtBot, seed: int) -> None:
    edits, document, _said = _edits(qtbot)
    random.seed(seed)
    edits.roll_dice()
    dice = document.diagram.dice
    assert isinstance(dice, Throw) and 1 <= dice.low <= dice.high <= 6
    edits.clear_dice()
    assert document.diagram.dice is None


def test_the_colour_to_move_switches_and_back(qtbot: QtBot) -> None:
    edits, document, _said = _edits(qtbot)
    mover = document.diagram.position.to_move
    edits.switch_to_move()
    assert document.diagram.position.to_move is mover.opponent
    edits.switch_to_move()
    assert document.diagram.position.to_move is mover


@pytest.mark.parametrize(
    ("text", "read", "said"),
    [
        ("B1:13,B6,B7/N1:15 N 4-2", True, "Pasted B1:13,B6,B7/N1:15 N 4-2"),
        ("at the start of the game", False, "Nothing to paste: "),
    ],
)
def test_pasting_says_what_it_did(qtbot: QtBot, text: str, read: bool, said: str) -> None:
    edits, document, told = _edits(qtbot)
    before = document.diagram
    assert edits.paste_text(text) is read
    assert told.messages and told.messages[-1].startswith(said)
    assert (document.diagram != before) is read


def test_the_code_copied_pastes_back(qtbot: QtBot) -> None:
    edits, document, told = _edits(qtbot, "B1:13,B6,B7/N1:15 N 4-2")
    edits.copy_code()
    assert QGuiApplication.clipboard().text() == document.diagram.code()
    assert told.messages == [f"Copied the code: {document.diagram.code()}"]


def test_a_play_previewed_shows_on_the_board_and_goes(qtbot: QtBot) -> None:
    setup = parse_code("start 6-5")
    board = BoardView(setup.position)
    qtbot.addWidget(board)
    document = DiagramDocument(Diagram(setup.position, dice=setup.dice), board)
    analysis = AnalysisPanel(board)
    explorer = ExplorerPanel(_NoArchive(), board)
    link = BoardAnalysis(board, document, analysis, explorer)
    analysis.setDiagram(setup.position, setup.dice)
    result = analysis.analysis()
    assert result is not None
    (play,) = result.plays
    link.preview(play)
    assert link.previewing and board.position() == play.position
    link.show_highlights({})  # rings wait while a play is shown
    link.preview(None)
    assert not link.previewing and board.position() == setup.position
    link.apply(play)
    assert document.diagram.position == play.position
    assert document.undo_stack.undoText() == "Play B1-B7 B1-B6"
    analysis.wait_for_ranking()


def test_the_shortcuts_table_lists_every_action_in_order(qtbot: QtBot) -> None:
    from studio.ui.actions import ACTIONS

    actions = {spec.id: QAction(spec.id) for spec in ACTIONS}
    actions[ACTIONS[0].id].setText("&First")
    table = shortcut_table(actions)
    assert len(table) == len(ACTIONS)
    assert table[0] == ("First", "")


SPLIT = sorted([UI / "main_window.py", *UI.glob("window_*.py"), *(UI / "analysis").glob("*.py")])


@pytest.mark.parametrize("path", SPLIT, ids=lambda path: str(path.relative_to(UI)))
def test_no_class_passes_500_lines(path: Path) -> None:
    long = [
        f"{node.name}: {node.end_lineno - node.lineno + 1} lines"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef) and node.end_lineno is not None and node.end_lineno - node.lineno >= 500
    ]
    assert long == []
