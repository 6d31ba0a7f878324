"""Journey 5: a lesson taken in the lesson window: a wrong answer told why, a hint that teaches, the corrected
answer, and the progress still there after the studio is restarted.

Lesson 1 (the tablier) asks in which jan and which table a flèche lies.  The learner answers with the mouse
(the combo boxes, the buttons) and the keys (Enter checks, H asks a hint, Enter retries); the right answer is
the engine's (``lessons.answers.jan_of``), never written here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from lessons.answers import JAN_NAMES, jan_of
from notation.board import Colour, Point
from notation.render.geometry import CLASSIC, CLASSIC_DARK
from studio.ui.board_render import HIGH_CONTRAST
from studio.ui.lesson_windows.panels import JanPanel
from studio.ui.lesson_windows.player import LessonPlayer

from .conftest import Studio

JANS = ("petit", "grand", "grand_adverse", "retour")


def lesson_window(studio: Studio) -> LessonPlayer:
    """The lesson window, as Lessons ▸ Lessons… (Ctrl+L) shows it."""
    studio.trigger("lessons.open")
    players = [w for w in QApplication.topLevelWidgets() if isinstance(w, LessonPlayer) and w.isVisible()]
    assert len(players) == 1, players
    player = players[0]
    studio.qtbot.waitExposed(player)
    return player


def click(studio: Studio, widget: QWidget) -> None:
    studio.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    studio.settle(10)


def choose(studio: Studio, combo: QComboBox, data: str) -> None:
    """Pick the entry holding ``data`` with the keyboard (Home, then Down until it is current)."""
    combo.setFocus()
    studio.key(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        studio.key(combo, Qt.Key.Key_Down)
    assert combo.currentData() == data


def press(studio: Studio, player: LessonPlayer, key: Qt.Key) -> None:
    player.activateWindow()
    studio.key(player.exercise_page, key)


def open_first_lesson(studio: Studio, player: LessonPlayer) -> None:
    first = player.tree.topLevelItem(0)
    assert first is not None and first.text(0).startswith("1. ")
    rect = player.tree.visualItemRect(first)
    studio.qtbot.mouseClick(player.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    studio.settle()
    assert player.lesson is not None and player.lesson.order == 1


def test_a_lesson_wrong_hint_right_and_kept_after_a_restart(studio: Studio) -> None:
    studio.launch("--lang", "en")
    player = lesson_window(studio)
    open_first_lesson(studio, player)
    lesson = player.lesson
    assert lesson is not None
    assert player.bars[lesson.id].value() == 0
    click(studio, player.start_button)
    exercise = player.exercise()
    assert exercise is not None and exercise.kind.value == "jan_of"
    panel = player.panel
    assert isinstance(panel, JanPanel)
    colour = Colour.parse(str(exercise.data.get("colour", "white")))
    point = Point.from_name(str(exercise.data["point"]))
    right = jan_of(colour, point)
    wrong = next(jan for jan in JANS if jan != right.jan)

    # A wrong jan (the right table): told why, by where the flèche stands on the path.
    choose(studio, panel.jan, wrong)
    choose(studio, panel.table, right.table.value)
    press(studio, player, Qt.Key.Key_Return)
    shown = player.feedback.toPlainText()
    assert "Not right." in shown and "Not the right jan:" in shown
    assert f"{point.name} is the" in shown and f"{colour.english}'s path" in shown
    assert JAN_NAMES[right.jan].en in shown and JAN_NAMES[wrong].en in shown

    # A hint: how the path is counted (not the flèche marked again: the board marks it already).
    marked_before = dict(player.board.highlights())
    press(studio, player, Qt.Key.Key_H)
    shown = player.feedback.toPlainText()
    assert "Hint 1: " in shown and "Hint 1 :" not in shown
    assert "counts his path from his talon" in shown
    assert player.board.highlights() == marked_before

    # Enter retries; the right answer, checked by Enter: right, with help.
    press(studio, player, Qt.Key.Key_Return)
    choose(studio, panel.jan, right.jan)
    choose(studio, panel.table, right.table.value)
    press(studio, player, Qt.Key.Key_Return)
    assert "Right." in player.feedback.toPlainText()
    assert player.session is not None and player.session.state.value == "solved"
    assert player.bars[lesson.id].value() == 1

    # The studio closed and started again: the lesson window shows the exercise solved.
    player.close()
    studio.restart("--lang", "en")
    player = lesson_window(studio)
    assert player.bars[lesson.id].value() == 1
    assert player.solved_count(player.lesson_by_id(lesson.id)) == 1
    # The lesson goes on with the next exercise: the one solved is not asked again.
    open_first_lesson(studio, player)
    click(studio, player.start_button)
    again = player.exercise()
    assert again is not None and again.id != exercise.id


def test_a_naming_hint_names_the_marked_flèches_neighbours_in_the_notation_asked(studio: Studio) -> None:
    # Lesson 2 asks what a flèche, given in B/N, is called in Soumille's notation: the board keeps the B/N names
    # (the question's; Soumille's on the board would show the answer), and the hint names the flèche's
    # neighbours in Soumille's notation, to count from.
    from lessons.answers import orientation_of
    from notation.notations import Notation, point_name

    studio.launch("--lang", "en")
    player = lesson_window(studio)
    second = player.tree.topLevelItem(1)
    assert second is not None and second.text(0).startswith("2. ")
    rect = player.tree.visualItemRect(second)
    studio.qtbot.mouseClick(player.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    studio.settle()
    click(studio, player.start_button)
    exercise = player.exercise()
    assert exercise is not None and exercise.kind.value == "name_point"
    assert exercise.data["notation"] == "soumille"
    assert player.board.notation() is Notation.BN
    point = Point.from_name(str(exercise.data["point"]))
    for _ in range(1 + len(exercise.hints)):
        press(studio, player, Qt.Key.Key_H)
    shown = " ".join(player.feedback.toPlainText().split())
    assert f"The flèche {point.name} is marked on the board, which bears the B/N names." in shown
    orientation = orientation_of(exercise)
    for number in (point.number - 1, point.number + 1):
        if 1 <= number <= 12:
            neighbour = Point(point.side, number)
            assert f"{neighbour.name} is called {point_name(neighbour, Notation.SOUMILLE, orientation)}" in shown
    assert point in dict(player.board.highlights())


def test_a_drilled_exercise_answered_right_counts_as_solved_in_its_lesson(studio: Studio) -> None:
    # Lesson 1's endless drill (Endless drill, clicked): a drilled jan answered right solves one of the lesson's
    # jan exercises; its Solved bar shows it, and still does after a restart.
    studio.launch("--lang", "en")
    player = lesson_window(studio)
    open_first_lesson(studio, player)
    lesson = player.lesson
    assert lesson is not None and player.bars[lesson.id].value() == 0
    click(studio, player.drill_button)
    player.wait_for_drill()
    studio.qtbot.waitUntil(lambda: player.mode == "drill" and player.exercise() is not None, timeout=60_000)
    exercise = player.exercise()
    assert exercise is not None and exercise.kind.value == "jan_of" and exercise.id.startswith("drill-")
    panel = player.panel
    assert isinstance(panel, JanPanel)
    right = jan_of(
        Colour.parse(str(exercise.data.get("colour", "white"))), Point.from_name(str(exercise.data["point"]))
    )
    choose(studio, panel.jan, right.jan)
    choose(studio, panel.table, right.table.value)
    press(studio, player, Qt.Key.Key_Return)
    assert "Right." in player.feedback.toPlainText()
    assert player.bars[lesson.id].value() == 1
    assert player.solved_count(lesson) == 1

    player.close()
    studio.restart("--lang", "en")
    player = lesson_window(studio)
    assert player.bars[lesson.id].value() == 1


def _diagram_paper(player: LessonPlayer) -> str:
    """Return the colour of the corner of the lesson's first diagram, as the explanation shows it."""
    assert player.lesson is not None
    document = player.explanation_page.explanation.document()
    picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"diagram:{player.lesson.id}/1"))
    assert isinstance(picture, QImage) and not picture.isNull()
    return str(picture.pixelColor(4, 4).name())


def test_a_lessons_diagrams_follow_the_theme_where_the_learner_reads(studio: Studio) -> None:
    # View ▸ Theme ▸ High contrast (then Dark, then Light) chosen while a lesson is open: its diagrams are drawn again
    # in the board's new colours, not left in those of the theme they were opened in; the text stays where it was.
    studio.launch("--lang", "fr")
    player = lesson_window(studio)
    open_first_lesson(studio, player)
    assert _diagram_paper(player) == CLASSIC.background
    scroll = player.explanation_page.explanation.verticalScrollBar()
    assert scroll.maximum() > 0
    scroll.setValue(scroll.maximum() // 2)
    kept = scroll.value()
    studio.trigger("theme.contrast")
    studio.settle()
    assert _diagram_paper(player) == HIGH_CONTRAST.background
    assert scroll.value() == kept
    text = player.explanation_page.explanation.viewport().grab().toImage()
    assert text.pixelColor(3, 3).name() == "#000000"  # the text's ground black too, not left white
    studio.trigger("theme.dark")
    studio.settle()
    assert _diagram_paper(player) == CLASSIC_DARK.background
    studio.trigger("theme.light")
    studio.settle()
    assert _diagram_paper(player) == CLASSIC.background
    studio.trigger("theme.auto")
