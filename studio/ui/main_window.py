"""The studio's main window: the board view of a position, a status bar saying whose move."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QWidget

from notation.board import Colour, Point, Position
from notation.notations import Notation, Orientation, Side, point_name
from studio.ui.board_view import BoardView

__all__ = ["MainWindow"]

_NOTATION_TITLES = {
    Notation.BN: "B/N",
    Notation.SOUMILLE: "Soumille (1738)",
    Notation.LEPEINTRE: "Lepeintre (1818)",
    Notation.LEVY: "Levy",
    Notation.T11: "T–11",
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


@dataclass(frozen=True)
class _ActionSpec:
    """One action, declared as data and turned into a QAction in one place."""

    key: str
    text: str
    shortcut: str | None
    handler: Callable[[], None]
    checkable: bool = False


class MainWindow(QMainWindow):
    """Shows one position; the board view is :attr:`board`."""

    def __init__(self, position: Position | None = None, title: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self._title = title
        self.board = BoardView(position or Position.start(), self)
        self.setCentralWidget(self.board)
        self._move_label = QLabel(self)
        self.statusBar().addPermanentWidget(self._move_label)
        self.board.pointClicked.connect(self._on_point_clicked)
        self._actions: dict[str, QAction] = {}
        self._build_menus()
        self.retranslate()
        self.resize(1100, 860)

    # -- actions ----------------------------------------------------------------------

    def _specs(self) -> list[_ActionSpec]:
        return [
            _ActionSpec(
                "quit", "&Quit", QKeySequence(QKeySequence.StandardKey.Quit).toString() or "Ctrl+Q", self.close
            ),
            _ActionSpec("flip", "&Flip the board", "Ctrl+F", self.flip),
            _ActionSpec("talons", "Talons on the &right", "Ctrl+R", self._toggle_talons, checkable=True),
        ]

    def _build_menus(self) -> None:
        for spec in self._specs():
            action = QAction(self)
            if spec.shortcut:
                action.setShortcut(QKeySequence(spec.shortcut))
            action.setCheckable(spec.checkable)
            action.triggered.connect(spec.handler)
            self._actions[spec.key] = action
        self._file_menu = QMenu(self)
        self._file_menu.addAction(self._actions["quit"])
        self._view_menu = QMenu(self)
        self._view_menu.addAction(self._actions["flip"])
        self._view_menu.addAction(self._actions["talons"])
        self._notation_menu = self._view_menu.addMenu("")
        group = QActionGroup(self)
        for notation in Notation:
            action = QAction(_NOTATION_TITLES[notation], self)
            action.setCheckable(True)
            action.setChecked(notation is self.board.notation())
            action.triggered.connect(lambda _checked=False, n=notation: self.setNotation(n))
            group.addAction(action)
            self._notation_menu.addAction(action)
            self._actions[f"notation.{notation.value}"] = action
        self.menuBar().addMenu(self._file_menu)
        self.menuBar().addMenu(self._view_menu)

    def retranslate(self) -> None:
        """Set every user-visible text again (called when the language changes)."""
        texts = {spec.key: spec.text for spec in self._specs()}
        for key, text in texts.items():
            self._actions[key].setText(_tr(text))
        self._file_menu.setTitle(_tr("&File"))
        self._view_menu.setTitle(_tr("&View"))
        self._notation_menu.setTitle(_tr("&Notation"))
        self._update_texts()

    # -- what is shown ----------------------------------------------------------------

    def setPosition(self, position: Position, title: str | None = None) -> None:
        self._title = title
        self.board.setPosition(position)
        self._update_texts()

    def setNotation(self, notation: Notation) -> None:
        self.board.setNotation(notation)
        self._actions[f"notation.{notation.value}"].setChecked(True)

    def flip(self) -> None:
        """Put the other colour at the top."""
        orientation = self.board.orientation()
        self.board.setOrientation(Orientation(orientation.top.opponent, orientation.talons))

    def _toggle_talons(self) -> None:
        orientation = self.board.orientation()
        talons = Side.RIGHT if self._actions["talons"].isChecked() else Side.LEFT
        self.board.setOrientation(Orientation(orientation.top, talons))

    def statusText(self) -> str:
        """What the status bar says about the position: whose move, and the dames off."""
        position = self.board.position()
        mover = _colour_name(position.to_move)
        text = _tr("{colour} to move").format(colour=mover)
        off = [(colour, position.off(colour)) for colour in Colour if position.off(colour)]
        if off:
            parts = ", ".join(f"{_colour_name(colour)} {count}" for colour, count in off)
            text += " · " + _tr("off: {parts}").format(parts=parts)
        return text

    def _update_texts(self) -> None:
        name = self._title or (
            _tr("Starting position") if self.board.position() == Position.start() else _tr("Position")
        )
        self.setWindowTitle(f"Trictrac Studio — {name}")
        self._move_label.setText(self.statusText())

    def _on_point_clicked(self, name: str) -> None:
        point = Point.from_name(name)
        colour, count = self.board.position().dames_at(point)
        shown = point_name(point, self.board.notation(), self.board.orientation())
        label = shown if shown == name else f"{shown} ({name})"
        if colour is None:
            message = _tr("{point}: empty").format(point=label)
        else:
            message = _tr("{point}: {count} × {colour}").format(point=label, count=count, colour=_colour_name(colour))
        self.statusBar().showMessage(message, 4000)


def _colour_name(colour: Colour) -> str:
    # The game's vocabulary stays French in both languages (DESIGN.md): Blanc and Noir.
    return colour.french
