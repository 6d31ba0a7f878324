"""Journey: a screen reader finds a name on every control the keyboard reaches, in the studio's language.

Found by counting: of 91 focusable controls in the studio, the Lessons window and a partie, 30 had no accessible
name — the tabs, the text browsers, the line edits whose label is no buddy, the trees, the tables, the board — so
that Orca said « tableau » or nothing at all where a sighted player reads « Leçons » or « Explication ».
"""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QDialog, QLabel, QWidget

from studio.games.session import Step
from studio.ui.game_windows.play import PlayWidget

from .conftest import Studio, leftover_questions_answered
from .screen import english_in
from .windows import every_window


def _inner_part(widget: QWidget) -> bool:
    """A part of a control that assistive technology reads through the control: a spin box's line edit, a combo
    box's list, Qt's own inner widgets (``qt_…``)."""
    if widget.objectName().startswith("qt_"):
        return True
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, (QAbstractSpinBox, QComboBox)):
            return True
        parent = parent.parentWidget()
    return False


def focusable_controls(top: QWidget) -> list[QWidget]:
    """Every control of ``top`` that the keyboard can reach, shown or on a page not shown (a tab behind)."""
    return [
        widget
        for widget in [top, *top.findChildren(QWidget)]
        if widget.focusPolicy() != Qt.FocusPolicy.NoFocus
        and not isinstance(widget, QLabel)  # a label is named by its text
        and not _inner_part(widget)
    ]


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None, f"{type(widget).__name__} has no accessible interface"
    return interface.text(QAccessible.Text.Name).strip()


def _where(widget: QWidget) -> str:
    chain, parent = [type(widget).__name__], widget.parentWidget()
    while parent is not None:
        chain.append(type(parent).__name__ + (f"#{parent.objectName()}" if parent.objectName() else ""))
        parent = parent.parentWidget()
    return " < ".join(chain[:5])


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_focusable_control_of_every_window_has_a_name(studio: Studio, language: str) -> None:
    window = studio.launch("--lang", language)
    controls: dict[int, tuple[str, QWidget]] = {}
    unnamed: list[str] = []
    names: list[str] = []

    def visit(name: str, top: QWidget) -> None:
        for widget in focusable_controls(top):
            if id(widget) in controls:
                continue
            controls[id(widget)] = (name, widget)
            spoken = accessible_name(widget)
            if not spoken:
                unnamed.append(f"{name}: {_where(widget)}")
            names.append(spoken)

    seen = every_window(window, visit)
    assert {"studio", "lessons.open", "lessons.exercise", "game.new", "game.archive_replay"} <= set(seen)
    assert len(controls) > 90
    assert unnamed == [], "\n".join(["", *unnamed])
    if language == "fr":
        # A file's path (the file dialog's folder, a PDF's path field) is no English.
        assert english_in([name for name in names if "/" not in name and "\\" not in name]) == []


def test_the_partie_board_says_the_position_and_announces_each_throw_play_and_rencontre(studio: Studio) -> None:
    """A French partie against the computer, played from the keyboard: the board's accessible value is the
    position in words, the focus is on the flèche under the cursor, and each throw, play, rencontre and mark is
    announced as it happens, in French, until a rencontre has been announced."""
    from notation.render.speech import position_text

    from .test_journey_play import move_a_dame, new_partie_with_takebacks, throw_my_dice, wait_for_me

    studio.launch("--lang", "fr")
    window, _texts = new_partie_with_takebacks(studio)
    play = window.findChild(PlayWidget)
    assert play is not None
    board = play.board
    said: list[str] = []
    board.announced.connect(said.append)
    wait_for_me(studio, play)
    for _turn in range(60):
        if any(" gagne " in text for text in said) or play.session.step is Step.OVER:
            break
        if play.session.step in (Step.THROW, Step.PRIMAUTE):
            throw_my_dice(studio, play, keyboard=True)
        elif play.session.step is Step.PLAY:
            move_a_dame(studio, play, keyboard=True)
        wait_for_me(studio, play)
    rencontres = [text for text in said if " gagne " in text]
    assert rencontres, f"no rencontre announced in {len(said)} announcements"
    assert re.search(r"(Blanc|Noir) gagne \d+ points?\u202f: ", rencontres[0])
    assert any(" jette " in text for text in said) and any(" joue " in text for text in said)
    assert english_in(said) == []
    spoken = QAccessible.queryAccessibleInterface(board)
    assert spoken is not None
    assert spoken.text(QAccessible.Text.Name) == "Tablier"
    assert spoken.text(QAccessible.Text.Value) == position_text(
        board.position(), board.notation(), board.orientation(), score=board.score(), dice=board.dice()
    )
    board.setFocus()
    studio.qtbot.waitUntil(board.hasFocus)
    studio.key(board, Qt.Key.Key_Right)
    focused = spoken.focusChild()
    assert focused is not None and focused.text(QAccessible.Text.Name).startswith(board.cursorPoint().name)
    with leftover_questions_answered():  # on a real display, closing a partie in progress asks what becomes of it
        window.close()


def _tab_chain(top: QWidget) -> list[QWidget]:
    """The controls Tab reaches in ``top``, in the order it reaches them."""
    chain: list[QWidget] = []
    widget = top.nextInFocusChain()
    seen: set[int] = set()
    while widget is not None and widget is not top and id(widget) not in seen:
        seen.add(id(widget))
        if (
            widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.window() is top
            and widget in focusable_controls(top)
        ):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def test_tab_follows_each_dialogs_reading_order(studio: Studio) -> None:
    """In every dialog Tab goes down the form, line by line, left to right, and only goes back up to begin a column
    further right (the PDF dialogs' preview beside their form)."""
    window = studio.launch("--lang", "fr")
    backwards: list[str] = []
    visited: list[str] = []

    def visit(name: str, top: QWidget) -> None:
        if not isinstance(top, QDialog):
            return
        visited.append(name)
        chain = _tab_chain(top)
        for first, second in itertools.pairwise(chain):
            a, b = first.mapTo(top, QPoint(0, 0)), second.mapTo(top, QPoint(0, 0))
            up = b.y() < a.y() - 8
            further_right = b.x() >= a.x() + first.width()
            if up and not further_right:
                backwards.append(f"{name}: {_where(first)} ({a.x()}, {a.y()}) → {_where(second)} ({b.x()}, {b.y()})")

    every_window(window, visit)
    assert {"file.export_pdf_diagram", "game.new.dialog", "help.shortcuts"} <= set(visited)
    assert backwards == []


def test_the_board_shows_where_the_keyboard_is(studio: Studio) -> None:
    """The board with the keyboard's focus draws its cursor round a flèche; without it, none: the focus is always
    seen, in every theme."""
    window = studio.launch("--lang", "fr")
    board = window.board
    for theme in ("light", "dark", "contrast"):
        window.set_theme(theme)
        window.activateWindow()
        board.setFocus()
        studio.qtbot.waitUntil(board.hasFocus)
        studio.settle(20)
        focused = board.grab().toImage()
        window.panel.setFocus()
        studio.qtbot.waitUntil(lambda: not board.hasFocus())
        studio.settle(20)
        unfocused = board.grab().toImage()
        assert focused != unfocused, theme
    window.set_theme("auto")
