"""Journey 4: a diagram composed by keyboard only, its throw analysed, exported as PNG and as PDF.

The user never touches the mouse: the presets and the analysis by their shortcuts, the dice in the editor's
combo boxes reached by Tab, the board by Shift+Tab back from them (the board stands first in the window's tab
order, before the editor panel), the dames by the board's keys (arrows, ``-``, ``B``), the file dialogs by typing
a name and Enter.  The position is the one of the issue: ``B1:13,B6,B7/N1:15 N 6-5``, where nothing scores and
one play only is legal; the studio must say why.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QLineEdit, QWidget

from notation.board import Point, Position
from notation.render.geometry import board_geometry
from studio.ui.board_view import BoardView
from studio.ui.export_dialog import DiagramExportDialog
from studio.ui.main_window import MainWindow
from tests.support.pdfview import page_count, page_text, render_page
from tests.support.widgets import item

from .conftest import Studio

COMPOSED = "B1:13,B6,B7/N1:15 N 6-5"
WIDTH = 640


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def tab_to(studio: Studio, target: QWidget, *, backwards: bool = False, most: int = 80) -> int:
    """Press Tab (Shift+Tab) until ``target`` has the keyboard focus; returns the presses it took."""
    key = Qt.Key.Key_Backtab if backwards else Qt.Key.Key_Tab
    modifier = Qt.KeyboardModifier.ShiftModifier if backwards else Qt.KeyboardModifier.NoModifier
    for presses in range(1, most + 1):
        widget = focused()
        assert widget is not None, "nothing has the keyboard focus"
        studio.key(widget, key, modifier)
        if focused() is target:
            return presses
    raise AssertionError(f"{target!r} not reached by {'Shift+' if backwards else ''}Tab in {most} presses")


def shortcut(studio: Studio, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    """A key chord typed where the focus is (the window's shortcuts answer it).  On a desktop the window is
    active again once a dialog closes; the offscreen platform must be told."""
    if QApplication.activeWindow() is not studio.window:
        studio.window.activateWindow()
        studio.settle(20)
    widget = focused() or studio.window
    studio.key(widget, key, modifiers)


def walk_cursor(studio: Studio, board: BoardView, name: str) -> None:
    """Move the board's cursor with the arrow keys to the flèche ``name`` (left/right along a row, up/down across)."""
    target = board.boardGeometry().fleche(Point.from_name(name))
    for _ in range(30):
        here = board.boardGeometry().fleche(board.cursorPoint())
        if here.row != target.row:
            studio.key(board, Qt.Key.Key_Up if target.row == "top" else Qt.Key.Key_Down)
        elif here.column < target.column:
            studio.key(board, Qt.Key.Key_Right)
        elif here.column > target.column:
            studio.key(board, Qt.Key.Key_Left)
        else:
            break
    assert board.cursorPoint() == Point.from_name(name)


def choose_in_combo(studio: Studio, combo: QWidget, steps: int) -> None:
    """Pick the entry ``steps`` below the first with the Down key (the combo has the focus)."""
    studio.key(combo, Qt.Key.Key_Home)
    for _ in range(steps):
        studio.key(combo, Qt.Key.Key_Down)


def answer_in_turn(studio: Studio, *answers: Callable[[QWidget], None], timeout_ms: int = 20000) -> None:
    """Answer the next modal dialogs, one after the other, each with its own answer (call before what opens
    the first): a dialog that follows another (the width after the file) gets the next answer."""
    state: dict[str, object] = {"index": 0, "last": None, "waited": 0}

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        index = state["index"]
        assert isinstance(index, int)
        if dialog is not None and dialog.isVisible() and dialog is not state["last"]:
            state["last"] = dialog
            state["index"] = index + 1
            answers[index](dialog)
            if index + 1 == len(answers):
                return
        waited = state["waited"]
        assert isinstance(waited, int)
        state["waited"] = waited + 20
        if waited < timeout_ms:
            QTimer.singleShot(20, look)

    QTimer.singleShot(20, look)


def type_file_name(path: Path) -> Callable[[QWidget], None]:
    """The answer to a file dialog: ``path`` typed in its name field, then Enter."""

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog), dialog
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        assert edit is not None
        # the name as typed (setText: the completer's popup would take the keys typed one by one)
        edit.setText(str(path))
        QTest.keyClick(edit, Qt.Key.Key_Return)

    return answer


def type_number(value: int) -> Callable[[QWidget], None]:
    """The answer to a number asked (QInputDialog): ``value`` typed, then Enter."""

    def answer(dialog: QWidget) -> None:
        assert isinstance(dialog, QInputDialog), dialog
        edit = dialog.findChild(QLineEdit)
        assert edit is not None
        edit.selectAll()
        QTest.keyClicks(edit, str(value))
        QTest.keyClick(edit, Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.accept()

    return answer


def compose(studio: Studio, window: MainWindow) -> None:
    board = window.board
    # Every dame on its talon (Ctrl+Shift+T), as a new diagram starts.
    shortcut(studio, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.document.diagram.position == Position.start()
    # The dice, 6 and 5, in the editor panel's combo boxes: Tab to them from the board.
    assert focused() is board  # the studio gives the board the keys at its start
    tab_to(studio, window.panel.die_high)
    choose_in_combo(studio, window.panel.die_high, 6)
    tab_to(studio, window.panel.die_low)
    choose_in_combo(studio, window.panel.die_low, 5)
    # Back to the board by Shift+Tab, then the dames by its keys.
    presses = tab_to(studio, board, backwards=True)
    assert presses >= 1 and board.hasFocus()
    walk_cursor(studio, board, "B1")
    studio.key(board, Qt.Key.Key_Minus)
    studio.key(board, Qt.Key.Key_Minus)
    for name in ("B6", "B7"):
        walk_cursor(studio, board, name)
        studio.key(board, Qt.Key.Key_B)  # B: a dame of Blanc
    # Noir to move (Ctrl+T).
    if window.document.diagram.position.to_move.value != "black":
        shortcut(studio, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)


def test_a_diagram_composed_by_keyboard_analysed_and_exported(studio: Studio, tmp_path: Path) -> None:
    window = studio.launch("--lang", "en")
    compose(studio, window)
    assert window.document.diagram.code().startswith(COMPOSED)

    # The analysis, by its shortcuts: nothing scores, and why; one play, and the law that forces it.
    shortcut(studio, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    analysis = window.analysis
    studio.qtbot.waitUntil(lambda: "nothing is scored" in analysis.rencontres_title.text(), timeout=5000)
    why = analysis.why_text()
    assert "B7 is 17 flèches from N1" in why and "does not hold his coin" in why
    shortcut(studio, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    studio.qtbot.waitUntil(lambda: "one legal play" in analysis.plays_title.text(), timeout=5000)
    assert "art. IX" in analysis.plays_title.text()
    row = item(analysis.plays, 0, 0)
    assert analysis.plays.rowCount() == 1 and row is not None and "N1" in row.text()

    # PNG (Ctrl+E): the file dialog, then the width asked.
    png = tmp_path / "compose.png"
    answer_in_turn(studio, type_file_name(png), type_number(WIDTH))
    shortcut(studio, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    studio.qtbot.waitUntil(png.is_file, timeout=10000)
    image = QImage(str(png))
    geometry = board_geometry(window.document.diagram.position)
    assert not image.isNull() and image.width() == WIDTH
    assert image.height() == max(1, round(WIDTH / geometry.aspect))

    # PDF (Ctrl+Alt+D, File ▸ Export as PDF ▸ Diagrams…): the export dialog, its file typed, Export, then Close.
    pdf = tmp_path / "compose.pdf"

    def export(dialog: QWidget) -> None:
        assert isinstance(dialog, DiagramExportDialog), dialog
        assert dialog.language.currentIndex() == 0  # as the studio: English
        dialog.path.selectAll()
        QTest.keyClicks(dialog.path, str(pdf))
        QTest.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        dialog.wait()
        studio.qtbot.waitUntil(lambda: not dialog.is_busy() and pdf.is_file(), timeout=30000)
        dialog.reject()

    answer_in_turn(studio, export)
    shortcut(studio, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    studio.qtbot.waitUntil(pdf.is_file, timeout=30000)
    assert page_count(pdf) == 1
    text = page_text(pdf, 1).replace("\u00a0", " ")
    assert "Diagram 1" in text and "Noir throws 6 and 5" in text and "B1:13,B6,B7/N1:15" in text
    page = render_page(pdf, 1)
    darkest = page.getextrema()[0]
    assert isinstance(darkest, int) and darkest < 100  # the board is drawn: dark strokes on the page


def test_a_diagrams_caption_and_comment_typed_go_into_its_exports(studio: Studio, tmp_path: Path) -> None:
    # The caption and the comment typed in the editor panel: the PNG bears the caption under the board, the PDF
    # the caption and, under it, the comment.
    window = studio.launch("--lang", "en")
    panel = window.panel
    panel.caption.setFocus()
    QTest.keyClicks(panel.caption, "The opening")
    panel.comment.setFocus()
    QTest.keyClicks(panel.comment, "White takes his coin at the first throw.")
    studio.settle(10)
    assert window.document.diagram.caption == "The opening"
    assert window.document.diagram.comment == "White takes his coin at the first throw."
    window.board.setFocus()

    png = tmp_path / "captioned.png"
    answer_in_turn(studio, type_file_name(png), type_number(WIDTH))
    shortcut(studio, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    studio.qtbot.waitUntil(png.is_file, timeout=10000)
    image = QImage(str(png))
    board_h = max(1, round(WIDTH / board_geometry(window.document.diagram.position).aspect))
    assert image.width() == WIDTH and image.height() > board_h  # the caption's band under the board
    assert any(
        image.pixelColor(x, y).lightness() < 100 for y in range(board_h, image.height()) for x in range(0, WIDTH, 3)
    )

    pdf = tmp_path / "captioned.pdf"

    def export(dialog: QWidget) -> None:
        assert isinstance(dialog, DiagramExportDialog), dialog
        dialog.path.selectAll()
        QTest.keyClicks(dialog.path, str(pdf))
        QTest.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        dialog.wait()
        studio.qtbot.waitUntil(lambda: not dialog.is_busy() and pdf.is_file(), timeout=30000)
        dialog.reject()

    answer_in_turn(studio, export)
    shortcut(studio, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    studio.qtbot.waitUntil(pdf.is_file, timeout=30000)
    text = " ".join(page_text(pdf, 1).replace("\u00a0", " ").split())
    assert "The opening" in text and "White takes his coin at the first throw." in text
    assert text.index("The opening") < text.index("White takes his coin")
