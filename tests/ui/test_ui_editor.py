"""The diagram editor: dames by mouse, wheel, drag and keys; presets; undo and redo; paste; annotations; files."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QWheelEvent
from pytestqt.qtbot import QtBot

from notation.board import BLACK, WHITE, Point, Position
from notation.code import format_code, parse_code
from notation.dice import Throw
from notation.render.annotations import parse_annotations
from notation.scoreboard import PlayerScore, ScoreState
from studio.ui.diagram import Diagram, add_dame, move_dame, remove_dame
from studio.ui.editor import DiagramDocument
from studio.ui.files import DiagramFileError, load_diagram, read_diagram, read_pasted, save_diagram, write_diagram
from studio.ui.main_window import MainWindow
from studio.ui.settings import Settings
from studio.ui.window_shortcuts import shortcut_table

MIDDLE = "B1:7,B3:2,B4:2,B5,B6:2,N8/N1:9,N4:2,N6:2,N12:2 N"
POINT_NAMES = [f"{side}{n}" for side in "BN" for n in range(1, 13)]


def _click(qtbot: QtBot, window: MainWindow, name: str, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(window.board, button, pos=window.board.pointCentre(name).toPoint())


def _count(window: MainWindow, name: str) -> tuple[object, int]:
    return window.document.diagram.position.dames_at(name)


# -- the mouse -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tool", "name", "expected"),
    [
        ("white", "B6", (WHITE, 1)),  # an empty flèche takes the palette's dame
        ("white", "B1", (WHITE, 16)),  # more than fifteen is allowed, and warned about
        ("black", "N1", (BLACK, 16)),
        ("black", "B1", (BLACK, 1)),  # a dame of the other colour replaces the flèche's dames
        ("eraser", "B1", (WHITE, 14)),
        ("eraser", "B6", (None, 0)),
    ],
)
def test_a_click_edits_with_the_palette(
    qtbot: QtBot, window: MainWindow, tool: str, name: str, expected: object
) -> None:
    window.set_tool(tool)
    _click(qtbot, window, name)
    assert _count(window, name) == expected


def test_a_right_click_removes_a_dame(qtbot: QtBot, window: MainWindow) -> None:
    _click(qtbot, window, "N1", Qt.MouseButton.RightButton)
    assert _count(window, "N1") == (BLACK, 14)


def _wheel(window: MainWindow, name: str, delta: int) -> None:
    pos = window.board.pointCentre(name)
    event = QWheelEvent(
        pos,
        window.board.mapToGlobal(pos),
        QPoint(0, 0),
        QPoint(0, delta),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QGuiApplication.sendEvent(window.board, event)


def test_the_wheel_adds_and_removes_in_one_undo_step(window: MainWindow) -> None:
    window.set_tool("black")
    for _ in range(3):
        _wheel(window, "B8", 120)
    assert _count(window, "B8") == (BLACK, 3)
    _wheel(window, "B1", -240)
    assert _count(window, "B1") == (WHITE, 13)
    window.undo()
    assert _count(window, "B1") == (WHITE, 15)
    window.undo()
    assert _count(window, "B8") == (None, 0)


def test_dragging_moves_a_dame_and_off_the_tablier_removes_it(qtbot: QtBot, window: MainWindow) -> None:
    board = window.board
    start, end = board.pointCentre("B1").toPoint(), board.pointCentre("B7").toPoint()
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(board, start + (end - start) * step / 5)
    with qtbot.waitSignal(board.pointDragged) as blocker:
        qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=end)
    assert blocker.args == ["B1", "B7"]
    assert window.document.diagram.position.points(WHITE) == {"B1": 14, "B7": 1}
    outside = QPoint(3, 3)
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=end)
    qtbot.mouseMove(board, (end + outside) / 2)
    qtbot.mouseMove(board, outside)
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=outside)
    assert window.document.diagram.position.points(WHITE) == {"B1": 14}


def test_the_arrow_tool_draws_an_arrow_by_drag(qtbot: QtBot, window: MainWindow) -> None:
    window.set_tool("arrow")
    board = window.board
    start, end = board.pointCentre("B1").toPoint(), board.pointCentre("B12").toPoint()
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(board, (start + end) / 2)
    qtbot.mouseMove(board, end)
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=end)
    assert window.document.diagram.annotations.text() == "B1-B12"
    assert window.document.diagram.position == Position.start()  # an arrow moves no dame
    assert board.annotations() == window.document.diagram.annotations


def test_the_mark_tool_writes_letters_in_order(qtbot: QtBot, window: MainWindow) -> None:
    window.set_tool("mark")
    for name in ("B7", "B9", "B7"):
        _click(qtbot, window, name)
    # B7 got A, B9 got B, and a second click on B7 took its A away.
    assert window.document.diagram.annotations.text() == "B9=B"


# -- the keyboard --------------------------------------------------------------------------------------------------


def test_the_keyboard_moves_the_cursor_and_edits(qtbot: QtBot, window: MainWindow) -> None:
    board = window.board
    board.setFocus()
    board.setCursorPoint(Point.from_name("B1"))
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right):
        qtbot.keyClick(board, key)
    assert board.cursorPoint().name == "B3"
    qtbot.keyClick(board, Qt.Key.Key_N)  # N: a Noir dame
    qtbot.keyClick(board, Qt.Key.Key_Plus)  # +: one more of the flèche's colour
    assert _count(window, "B3") == (BLACK, 2)
    qtbot.keyClick(board, Qt.Key.Key_Up)  # the other row, same column
    assert board.cursorPoint().name == "N3"
    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    assert _count(window, "N1") == (BLACK, 14)
    qtbot.keyClick(board, Qt.Key.Key_Delete)
    assert _count(window, "N1") == (None, 0)
    qtbot.keyClick(board, Qt.Key.Key_B)  # B: a Blanc dame (B and N as in the position code)
    assert _count(window, "N1") == (WHITE, 1)


@pytest.mark.parametrize(
    ("shortcut", "check"),
    [
        ("Ctrl+T", lambda d: d.position.to_move is BLACK),
        ("Ctrl+Shift+0", lambda d: d.position.off(WHITE) == 15 and d.position.off(BLACK) == 15),
        ("Ctrl+D", lambda d: d.dice is not None),
    ],
)
def test_shortcuts_edit(qtbot: QtBot, window: MainWindow, shortcut: str, check: Callable[[Diagram], bool]) -> None:
    window.board.setFocus()
    sequence = shortcut.split("+")
    modifiers = Qt.KeyboardModifier.NoModifier
    for name in sequence[:-1]:
        modifiers |= {"Ctrl": Qt.KeyboardModifier.ControlModifier, "Shift": Qt.KeyboardModifier.ShiftModifier}[name]
    key = getattr(Qt.Key, f"Key_{sequence[-1]}")
    qtbot.keyClick(window.board, key, modifiers)
    assert check(window.document.diagram)


def test_every_action_has_a_distinct_shortcut(window: MainWindow) -> None:
    shortcuts = [keys for _text, keys in shortcut_table(window.actions_by_id)]
    assert all(shortcuts)
    assert len(set(shortcuts)) == len(shortcuts)


def test_the_shortcuts_box_names_the_keys_as_the_menus_do(window: MainWindow) -> None:
    """In French the menus say « Ctrl+Maj+S »; the shortcuts box said « Ctrl+Shift+S » (English in the French
    interface)."""
    window.set_language("fr")
    try:
        for spec in shortcut_table(window.actions_by_id):
            assert "Shift" not in spec[1], spec
        saved_as = window.actions_by_id["file.save_as"]
        shown = dict(shortcut_table(window.actions_by_id))[saved_as.text().replace("&", "")]
        assert shown == saved_as.shortcut().toString(QKeySequence.SequenceFormat.NativeText) and "Maj" in shown
    finally:
        window.set_language("en")


# -- undo and redo -------------------------------------------------------------------------------------------------


def test_undo_and_redo_every_kind_of_edit(window: MainWindow) -> None:
    document = window.document
    edits = [
        lambda: document.add_dame("B6", WHITE),
        lambda: document.move_dame("N1", "N4"),
        lambda: document.set_to_move(BLACK),
        lambda: document.set_dice(Throw(6, 5)),
        lambda: document.set_score(ScoreState(PlayerScore(4, 2, True), PlayerScore(), WHITE)),
        lambda: document.set_throws((3, 2)),
        lambda: document.toggle_arrow("B1", "B7", "green"),
        lambda: document.toggle_mark("B7", "A"),
        lambda: document.set_caption("Six tables"),
        lambda: document.set_comment("A comment"),
        document.preset_talons,
        document.preset_empty,
    ]
    states = [document.diagram]
    for edit in edits:
        edit()
        assert document.diagram != states[-1]
        states.append(document.diagram)
    for state in reversed(states[:-1]):
        window.undo()
        assert document.diagram == state
        assert window.board.position() == state.position
    for state in states[1:]:
        window.redo()
        assert document.diagram == state


def test_the_undo_shortcuts(qtbot: QtBot, window: MainWindow) -> None:
    _click(qtbot, window, "B6")
    modifiers = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(window.board, Qt.Key.Key_Z, modifiers)
    assert window.document.diagram.position == Position.start()
    qtbot.keyClick(window.board, Qt.Key.Key_Z, modifiers | Qt.KeyboardModifier.ShiftModifier)
    assert _count(window, "B6") == (WHITE, 1)


def test_typing_a_caption_is_one_undo_step(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClicks(window.panel.caption, "Le jan")
    assert window.document.diagram.caption == "Le jan"
    window.undo()
    assert window.document.diagram.caption == ""
    assert window.panel.caption.text() == ""


def test_the_panel_edits_the_score_dice_and_releve(window: MainWindow) -> None:
    panel = window.panel
    panel.points[WHITE].setValue(6)
    panel.bredouille[WHITE].setChecked(True)
    panel.pavillon.setCurrentIndex(panel.pavillon.findData(BLACK))
    panel.die_high.setCurrentIndex(6)
    panel.die_low.setCurrentIndex(3)
    panel.throws_known.setChecked(False)
    diagram = window.document.diagram
    assert diagram.score == ScoreState(PlayerScore(6, 0, True), PlayerScore(), BLACK)
    assert diagram.dice == Throw(6, 3)
    assert diagram.position.throws is None
    assert [jeton.owner for jeton in window.board.boardGeometry().jetons].count(WHITE) == 1
    assert window.board.boardGeometry().pavillon.owner is BLACK


def test_warnings_list_the_problems_and_never_block(qtbot: QtBot, window: MainWindow) -> None:
    assert window.panel.warning_texts() == ["✓ A legal position"]
    window.set_tool("white")
    window.document.move_dame("B1", "B12")
    assert window.panel.warning_texts() == ["⚠ A single dame of Blanc on its coin B12"]
    _click(qtbot, window, "B1")
    _click(qtbot, window, "B1")  # sixteen dames: the gravest problem is listed first
    assert window.panel.warning_texts()[0] == "⚠ Blanc has 17 dames on the tablier (at most 15)"
    assert _count(window, "B12") == (WHITE, 1) and _count(window, "B1") == (WHITE, 16)


# -- paste and copy ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # a position code alone
        (MIDDLE, MIDDLE),
        # the CLI's JSON (docs/design.md, "The command-line contract")
        (
            '{"white": {"B1": 13, "B6": 1, "B7": 1}, "black": {"N1": 15}, "to_move": "black", '
            '"throws": {"white": 1, "black": 0}}',
            "B1:13,B6,B7/N1:15 N releve=1/0",
        ),
        # a code inside other text, with its dice
        ("Voyez `B1:13,B6,B7/N1:15 N 6-5` : le jan de six tables.", "B1:13,B6,B7/N1:15 N 6-5"),
        # a game record: its position after the last turn (B 5-3 played B1-B6 B1-B4, Noir to move)
        ("%trictrac 1\n1. B 5-3 B1-B6 B1-B4", "B1:13,B4,B6/N1:15 N releve=1/0"),
        # a diagram file
        (write_diagram(Diagram(parse_code("start 6-6").position, Throw(6, 6))), "start 6-6"),
    ],
)
def test_paste_anything(window: MainWindow, text: str, code: str) -> None:
    QGuiApplication.clipboard().setText(text)
    window.edits.paste()
    assert window.document.diagram.code() == code
    window.undo()
    assert window.document.diagram == Diagram()


def test_paste_of_nothing_useful_changes_nothing(window: MainWindow) -> None:
    assert not window.edits.paste_text("at the start of the game")
    assert window.document.diagram == Diagram()
    assert window.statusBar().currentMessage().startswith("Nothing to paste")


def test_copy_code_text_and_image(window: MainWindow) -> None:
    window.document.replace_diagram(read_pasted(MIDDLE), "paste")
    window.edits.copy_code()
    assert QGuiApplication.clipboard().text() == MIDDLE
    window.edits.copy_text()
    assert "N12" in QGuiApplication.clipboard().text() and "Noir (●) to move" in QGuiApplication.clipboard().text()
    window.edits.copy_image()
    image = QGuiApplication.clipboard().image()
    assert image.width() == window.settings.export_width
    assert abs(image.width() / image.height() - window.board.boardGeometry().aspect) < 0.01


# -- files ---------------------------------------------------------------------------------------------------------


def test_a_diagram_file_round_trips(window: MainWindow, tmp_path: Path) -> None:
    document = window.document
    document.replace_diagram(read_pasted(MIDDLE + " 6-5 points=4/2 trous=3/1"), "paste")
    document.toggle_arrow("N4", "N9", "blue")
    document.toggle_mark("N9", "!?")
    document.set_caption("Milieu de partie")
    document.set_comment("Noir jette 6-5.\nQue jouer ?")
    path = str(tmp_path / "middle.trictrac-diagram")
    assert window.files.save_path(path)
    assert not window.isWindowModified()
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    assert data["format"] == "trictrac-diagram" and data["annotations"] == ["N4-N9:blue", "N9=!?"]
    saved = document.diagram
    window.files.new_diagram()
    assert window.files.open_path(path)
    assert document.diagram == saved
    assert window.settings.recent_files == [path]


def test_a_bad_diagram_file_raises_its_own_error(tmp_path: Path) -> None:
    for text in ("{", '{"format": "other"}', '{"format": "trictrac-diagram", "version": 1, "code": "B13/N1 B"}'):
        with pytest.raises(DiagramFileError):
            read_diagram(text)
    path = tmp_path / "x.trictrac-diagram"
    save_diagram(path, Diagram(caption="é"))
    assert load_diagram(path).caption == "é"


def test_export_png_and_svg_at_any_size(window: MainWindow, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    window.document.toggle_arrow("B1", "B7", "red")
    for width in (300, 2400):
        png = tmp_path / f"board{width}.png"
        assert window.exports.export_png_to(str(png), width)
        image = QImage(str(png))
        assert image.width() == width and image.height() == round(width / window.board.boardGeometry().aspect)
    svg = tmp_path / "board.svg"
    assert window.exports.export_svg_to(str(svg), 1000)
    text = svg.read_text(encoding="utf-8")
    assert text.startswith("<svg") and 'width="1000"' in text and 'class="annotations"' in text


def test_the_png_and_svg_exports_bear_the_caption_under_the_board(window: MainWindow, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    board_h = round(1000 / window.board.boardGeometry().aspect)
    window.document.set_caption("Le petit jan de retour, " * 6)
    png = tmp_path / "captioned.png"
    assert window.exports.export_png_to(str(png), 1000)
    image = QImage(str(png))
    assert image.width() == 1000 and image.height() > board_h + 40  # two lines of caption at least
    dark = [
        (x, y)
        for y in range(board_h, image.height())
        for x in range(0, image.width(), 4)
        if QImage.pixelColor(image, x, y).lightness() < 100
    ]
    assert dark and min(y for _x, y in dark) > board_h  # the caption's letters, under the board
    svg = tmp_path / "captioned.svg"
    window.document.toggle_arrow("B1", "B7", "red")
    assert window.exports.export_svg_to(str(svg), 1000)
    text = svg.read_text(encoding="utf-8")
    height = float(text.split('height="', 1)[1].split('"', 1)[0])
    assert height > board_h + 40 and 'class="caption"' in text and "Le petit jan de retour," in text
    assert 'class="annotations"' in text and text.rstrip().endswith("</svg>")
    window.document.set_caption("")
    assert window.exports.export_png_to(str(png), 1000)
    assert QImage(str(png)).height() == board_h
    assert window.exports.export_svg_to(str(svg), 1000)
    assert 'class="caption"' not in svg.read_text(encoding="utf-8")


def test_the_last_diagram_and_the_view_are_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings=Settings(store))
    qtbot.addWidget(first)
    first.document.add_dame("B6", WHITE)
    first.document.set_caption("Remembered")
    first.flip()
    first.set_notation("soumille")
    first.show()
    qtbot.waitExposed(first)
    assert first.files.save_path(str(tmp_path / "kept.trictrac-diagram"))
    # Changed after the save, then discarded on closing (offscreen, nobody answers Save): not remembered.
    first.document.set_caption("Discarded")
    first.close()
    second = MainWindow(settings=Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(second)
    assert second.restore_last_diagram()
    assert second.document.diagram.caption == "Remembered"
    assert second.document.diagram.position.dames_at("B6") == (WHITE, 1)
    assert second.board.orientation().top is WHITE
    assert second.board.notation().value == "soumille"


# -- properties of the dame edits ---------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["add_w", "add_b", "remove", "move"]),
            st.sampled_from(POINT_NAMES),
            st.sampled_from(POINT_NAMES),
        ),
        max_size=30,
    )
)
def test_edits_keep_one_colour_per_point_and_count_dames(edits: list[tuple[str, str, str]]) -> None:
    position = Position.start()
    for kind, name, other in edits:
        point, target = Point.from_name(name), Point.from_name(other)
        before = position.on_board(WHITE) + position.on_board(BLACK)
        if kind == "add_w":
            position = add_dame(position, point, WHITE)
        elif kind == "add_b":
            position = add_dame(position, point, BLACK)
        elif kind == "remove":
            holder, _ = position.dames_at(point)
            position = remove_dame(position, point)
            assert position.on_board(WHITE) + position.on_board(BLACK) == before - (holder is not None)
        else:
            holder, _count = position.dames_at(point)
            _, landing = position.dames_at(target)
            position = move_dame(position, point, target)
            if holder is not None and point != target and position.dames_at(target)[0] is holder and landing == 0:
                assert position.dames_at(target) == (holder, 1)
        for step in range(1, 25):
            assert not (position.white[step - 1] and position.black[24 - step]), "both colours on one flèche"
        # The code of whatever the editor holds reads back to the same counts when the position is legal.
        if position.is_legal():
            assert parse_code(format_code(position)).position == position


def test_the_document_merges_only_same_kind_edits() -> None:
    document = DiagramDocument()
    document.set_caption("a")
    document.set_caption("ab")
    document.add_dame("B6", WHITE)
    document.set_caption("abc")
    assert document.undo_stack.count() == 3
    document.apply(document.diagram.replace(annotations=parse_annotations("B1-B7")), "arrows")
    assert document.undo_stack.count() == 4
