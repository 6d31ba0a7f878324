"""The board before assistive technology (studio/ui/board_accessible.py): its name, the position in words as its
value and description, its 24 flèches as children, the focus on the flèche under the keyboard's cursor, and the
announcements of what happens, in the studio's language.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from notation.board import Point, Position
from notation.dice import Throw
from notation.notations import Notation
from notation.render.speech import point_text, position_text
from studio.ui.board_accessible import FLECHES, PointObject
from studio.ui.board_view import BoardView
from studio.ui.i18n import Translations


@pytest.fixture
def board(qtbot: QtBot) -> Iterator[BoardView]:
    view = BoardView(Position.from_points({"B1": 13, "B6": 2}, {"N1": 15}))
    qtbot.addWidget(view)
    view.resize(800, 560)
    view.show()
    qtbot.waitExposed(view)
    yield view


def interface(board: BoardView) -> QAccessibleInterface:
    found = QAccessible.queryAccessibleInterface(board)
    assert found is not None
    return found


def test_the_board_is_named_and_its_value_and_description_are_the_position_in_words(board: BoardView) -> None:
    board.setDice(Throw(6, 5))
    board.setNotation(Notation.LEVY)
    spoken = interface(board)
    assert spoken.text(QAccessible.Text.Name) == "Board"
    value = spoken.text(QAccessible.Text.Value)
    assert value == position_text(board.position(), Notation.LEVY, dice=Throw(6, 5), language="en")
    assert "13 dames on W1, 2 dames on W6" in value and "Dice: six-five (6-5)" in value
    description = spoken.text(QAccessible.Text.Description)
    assert description.startswith(value) and "arrow keys" in description
    assert spoken.role() == QAccessible.Role.List


def test_the_fleches_are_the_boards_children_and_the_focus_follows_the_cursor(qtbot: QtBot, board: BoardView) -> None:
    spoken = interface(board)
    assert spoken.childCount() == 24
    children = [spoken.child(index) for index in range(24)]
    assert [child.text(QAccessible.Text.Name) for child in children] == [
        point_text(board.position(), point, language="en") for point in FLECHES
    ]
    assert children[5].text(QAccessible.Text.Name) == "B6: 2 dames of Blanc"
    assert all(spoken.indexOfChild(child) == index for index, child in enumerate(children))
    assert all(child.parent().object() is board for child in children)
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    board.setCursorPoint(Point.from_name("B1"))
    for key, expected in ((Qt.Key.Key_Right, "B2"), (Qt.Key.Key_Right, "B3"), (Qt.Key.Key_Up, "N3")):
        QTest.keyClick(board, key)
        focused = spoken.focusChild()
        assert focused is not None
        fleche = focused.object()
        assert isinstance(fleche, PointObject) and fleche.point.name == expected
        assert focused.state().focused
        # Where the flèche is drawn: a screen magnifier follows it there.
        centre = board.mapToGlobal(board.pointCentre(expected).toPoint())
        assert focused.rect().contains(centre)
        assert spoken.childAt(centre.x(), centre.y()).object() is fleche


def test_an_announcement_is_kept_and_signalled(qtbot: QtBot, board: BoardView) -> None:
    with qtbot.waitSignal(board.announced) as said:
        board.announce("Blanc scores 4 points: battre à vrai")
    assert said.args == ["Blanc scores 4 points: battre à vrai"]
    assert board.last_announcement == "Blanc scores 4 points: battre à vrai"
    # Nothing to say: nothing is announced.
    with qtbot.assertNotEmitted(board.announced):
        board.announce("")


def test_the_board_speaks_french_in_a_french_studio(qtbot: QtBot, board: BoardView) -> None:
    translations = Translations()
    translations.install("fr")
    try:
        qtbot.waitUntil(lambda: board.accessibleName() == "Tablier")  # Qt's LanguageChange is posted
        spoken = interface(board)
        assert spoken.text(QAccessible.Text.Name) == "Tablier"
        assert spoken.text(QAccessible.Text.Value).startswith("Blanc\u202f: 13 dames en B1, 2 dames en B6.")
        assert spoken.child(5).text(QAccessible.Text.Name) == "B6\u202f: 2 dames blanches"
        assert "flèches du clavier" in spoken.text(QAccessible.Text.Description)
    finally:
        translations.uninstall()
    qtbot.waitUntil(lambda: board.accessibleName() == "Board")
