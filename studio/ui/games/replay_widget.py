"""Replaying a record: navigation (first, previous, next, last, go to a throw, next scoring event), the move list
with comments edited in place, and variations shown indented and entered from any throw.

Positions come from the engine: the record's turns are replayed through a
:class:`studio.games_session.GameSession` (so records with declared marks and
écoles replay too).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (
    QInputDialog,
    QLabel,
    QSplitter,
    QToolBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from notation.board import Colour, point_of_step
from notation.game import GameState, IllegalEventError
from notation.record import GameRecord, Turn, model, read_record, write_record
from notation.record.writer import format_moves
from studio.games_session import GameSession, setup_from_record
from studio.ui.board_view import BoardView
from studio.ui.games.scoresheet_widget import ScoresheetWidget

__all__ = ["ReplayWidget", "turn_text"]

_ROLE = Qt.ItemDataRole.UserRole


def _tr(context: str, text: str) -> str:
    """``QCoreApplication.translate``, under a name pyside6-lupdate is told to read (see i18n.py)."""
    return QCoreApplication.translate(context, text)


def turn_text(turn: Turn, record: GameRecord) -> str:
    """A turn as the record writes it, without its comments and variations."""
    parts = [f"{turn.number}.", turn.colour.letter, turn.throw.code()]
    if turn.declared is not None:
        parts.append(f"({turn.declared})")
    if turn.leave is not None:
        parts.append("s'en va" if turn.leave else "tient")
    if turn.moves is not None:
        parts.append(format_moves(turn.moves, turn.colour, record.notation, record.orientation) or "--")
    if turn.given is not None:
        parts.append(f"({turn.colour.opponent.letter} {turn.given})")
    parts.extend(turn.glyphs)
    parts.extend(f"école {claim.colour.letter} {claim.points}" for claim in turn.ecoles)
    return " ".join(parts)


@dataclass(frozen=True, slots=True)
class _Stop:
    """A place to stop at: the state after a turn, the inputs made so far, where the turn is in the record."""

    path: tuple[int, ...]
    """Indexes: element in the main line, then (variation, element) pairs."""
    state: GameState
    inputs: tuple[tuple[str, bool], ...]
    sheet_session: GameSession | None = None


class ReplayWidget(QWidget):
    """Shows a record; :attr:`recordChanged` is emitted when a comment or a variation is edited."""

    recordChanged = Signal()

    def __init__(self, record: GameRecord | str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = BoardView(parent=self)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setColumnWidth(0, 250)
        self.tree.setAlternatingRowColors(True)
        self.tree.currentItemChanged.connect(self._on_current)
        self.tree.itemChanged.connect(self._on_item_changed)
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.setWordWrap(True)
        self.sheet = ScoresheetWidget(self)
        self.toolbar = QToolBar(self)
        self.actions_by_id: dict[str, QAction] = {}
        for key, shortcut, handler in (
            ("first", "Home", self.first),
            ("previous", "Left", self.previous),
            ("next", "Right", self.next),
            ("last", "End", self.last),
            ("goto", "Ctrl+G", self.ask_goto),
            ("scoring", "N", self.next_scoring),
            ("variation", "Ctrl+Shift+V", self.ask_variation),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(handler)
            self.toolbar.addAction(action)
            self.addAction(action)
            self.actions_by_id[key] = action
        self._holders: list[tuple[QTreeWidgetItem, int]] = []
        self._retranslate_static()
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 4, 4, 4)
        side_layout.addWidget(self.status)
        side_layout.addWidget(self.tree, 3)
        side_layout.addWidget(self.sheet, 2)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.board)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([760, 520])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)
        self.stops: list[_Stop] = []
        self.index = 0
        self._loading = False
        self.setRecord(record)

    # -- the texts -------------------------------------------------------------------------

    def _retranslate_static(self) -> None:
        self.tree.setHeaderLabels([_tr("ReplayWidget", "Throw and play"), _tr("ReplayWidget", "Comment")])
        texts = {
            "first": _tr("ReplayWidget", "|◀ First"),
            "previous": _tr("ReplayWidget", "◀ Previous"),
            "next": _tr("ReplayWidget", "Next ▶"),
            "last": _tr("ReplayWidget", "Last ▶|"),
            "goto": _tr("ReplayWidget", "Go to throw…"),
            "scoring": _tr("ReplayWidget", "Next scoring event"),
            "variation": _tr("ReplayWidget", "Add a variation…"),
        }
        for key, action in self.actions_by_id.items():
            action.setText(texts[key])
            action.setToolTip(f"{texts[key]} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")

    def retranslate(self) -> None:
        """Set every text again in the current language (called when the language changes)."""
        self._retranslate_static()
        self._loading = True
        for holder, number in self._holders:
            holder.setText(0, _tr("ReplayWidget", "variation {n}").format(n=number))
        self._loading = False
        if self.stops:
            self.goto_stop(self.index)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the record ------------------------------------------------------------------------

    def record(self) -> GameRecord:
        return self._record

    def text(self) -> str:
        return write_record(self._record)

    def setRecord(self, record: GameRecord | str) -> None:
        self._record = read_record(record) if isinstance(record, str) else record
        self._setup = setup_from_record(self._record)
        self._rebuild()

    def _session_from(self, inputs: tuple[tuple[str, bool], ...]) -> GameSession:
        session = GameSession(self._setup)
        for code, human in inputs:
            session.apply(code, human=human)
        return session

    def _rebuild(self, keep: tuple[int, ...] | None = None) -> None:
        self._loading = True
        self.tree.clear()
        self._holders = []
        session = GameSession(self._setup)
        start = _Stop((), session.partie.state, ())
        self.stops = [start]
        self.main_stops: list[int] = [0]
        self._items: dict[tuple[int, ...], QTreeWidgetItem] = {}
        self.error = ""
        self._line(session, self._record.elements, (), None)
        self._loading = False
        target = 0
        if keep is not None:
            target = next((i for i, stop in enumerate(self.stops) if stop.path == keep), 0)
        self.goto_stop(target)

    def _line(
        self,
        session: GameSession,
        elements: tuple[model.Element, ...],
        path: tuple[int, ...],
        parent: QTreeWidgetItem | None,
    ) -> None:
        grey = QBrush(QColor("#6b6b6b"))
        for index, element in enumerate(elements):
            here = (*path, index)
            item = QTreeWidgetItem()
            if parent is None:
                self.tree.addTopLevelItem(item)
            else:
                parent.addChild(item)
            if not isinstance(element, Turn):
                item.setText(0, _describe(element))
                item.setForeground(0, grey)
                item.setText(1, " ".join(element.comments))
                continue
            item.setText(0, turn_text(element, self._record))
            item.setText(1, " ".join(element.comments))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            before = tuple((i.code, i.human) for i in session.inputs)
            for number, variation in enumerate(element.variations):
                holder = QTreeWidgetItem(item)
                holder.setText(0, _tr("ReplayWidget", "variation {n}").format(n=number + 1))
                self._holders.append((holder, number + 1))
                holder.setForeground(0, QBrush(QColor("#1f4e9c")))
                self._line(self._session_from(before), variation, (*here, number), holder)
                holder.setExpanded(True)
            try:
                session.replay_turn(element)
            except IllegalEventError as error:
                self.error = f"{turn_text(element, self._record)}: {error}"
                item.setForeground(0, QBrush(QColor("#b3261e")))
                return
            stop = _Stop(here, session.partie.state, tuple((i.code, i.human) for i in session.inputs))
            item.setData(0, _ROLE, len(self.stops))
            self._items[here] = item
            self.stops.append(stop)
            if parent is None:
                self.main_stops.append(len(self.stops) - 1)
            item.setExpanded(True)

    # -- navigation ------------------------------------------------------------------------

    def current(self) -> _Stop:
        return self.stops[self.index]

    def goto_stop(self, index: int) -> None:
        self.index = max(0, min(index, len(self.stops) - 1))
        stop = self.stops[self.index]
        state = stop.state
        self.board.setPosition(state.position)
        self.board.setScore(state.score)
        element = self._element(stop.path) if stop.path else None
        if isinstance(element, Turn):
            # The throw just played, and its play drawn as arrows.
            self.board.setDice(element.throw)
            try:
                arrows = [
                    (point_of_step(element.colour, a), point_of_step(element.colour, b)) for a, b in element.moves or ()
                ]
            except ValueError:
                arrows = []
            self.board.setPlay(arrows)
        else:
            self.board.setDice(state.dice)
            self.board.setPlay([])
        item = self._items.get(stop.path)
        self._loading = True
        self.tree.setCurrentItem(item) if item is not None else self.tree.setCurrentItem(None)  # type: ignore[arg-type]
        self._loading = False
        names = {Colour.WHITE: self._setup.seats[0].name, Colour.BLACK: self._setup.seats[1].name}
        if self._setup.variant.value == "ecrire":
            session = self._session_from(stop.inputs)
            names = {colour: seat.name for colour, seat in session.seats().items()}
            self.sheet.setSheet(session.sheet())
            self.sheet.show()
        else:
            self.sheet.hide()
        throw = self.throw_number()
        score = " · ".join(
            f"{names[c]} ({c.french}) {state.score.of(c).trous} trous {state.score.of(c).points} pts" for c in Colour
        )
        where = _tr("ReplayWidget", "Start") if throw == 0 else _tr("ReplayWidget", "Throw {n}").format(n=throw)
        if len(stop.path) > 1:
            where += " " + _tr("ReplayWidget", "(variation)")
        text = f"<b>{where}</b> / {len(self.main_stops) - 1} — {score}"
        if self.error:
            text += "<br><span style='color:#b3261e'>" + self.error + "</span>"
        self.status.setText(text)

    def throw_number(self) -> int:
        stop = self.stops[self.index]
        if not stop.path:
            return 0
        element = self._element(stop.path)
        return element.number if isinstance(element, Turn) else 0

    def _main_position(self) -> int:
        """Where the current stop stands in the main line (a variation counts as its parent turn's previous stop)."""
        stop = self.stops[self.index]
        if len(stop.path) <= 1:
            return self.main_stops.index(self.index) if self.index in self.main_stops else 0
        top = stop.path[0]
        return max(i for i, s in enumerate(self.main_stops) if not self.stops[s].path or self.stops[s].path[0] < top)

    def first(self) -> None:
        self.goto_stop(0)

    def last(self) -> None:
        self.goto_stop(self.main_stops[-1])

    def next(self) -> None:
        stop = self.stops[self.index]
        following = self.stops[self.index + 1].path if self.index + 1 < len(self.stops) else ()
        if len(stop.path) > 1 and len(following) > 1 and following[:-1] == stop.path[:-1]:
            self.goto_stop(self.index + 1)
            return
        position = self._main_position()
        if position + 1 < len(self.main_stops):
            self.goto_stop(self.main_stops[position + 1])

    def previous(self) -> None:
        stop = self.stops[self.index]
        if len(stop.path) > 1 and self.index > 0 and self.stops[self.index - 1].path[:-1] == stop.path[:-1]:
            self.goto_stop(self.index - 1)
            return
        position = self._main_position()
        if len(stop.path) > 1:
            self.goto_stop(self.main_stops[position])
        elif position > 0:
            self.goto_stop(self.main_stops[position - 1])

    def goto_throw(self, number: int) -> bool:
        """Show the position after throw ``number`` of the main line (0: the start)."""
        if number == 0:
            self.first()
            return True
        for stop_index in self.main_stops[1:]:
            element = self._element(self.stops[stop_index].path)
            if isinstance(element, Turn) and element.number == number:
                self.goto_stop(stop_index)
                return True
        return False

    def ask_goto(self) -> None:
        number, ok = QInputDialog.getInt(
            self,
            _tr("ReplayWidget", "Go to throw"),
            _tr("ReplayWidget", "Throw number:"),
            self.throw_number(),
            0,
            len(self.main_stops) - 1,
        )
        if ok:
            self.goto_throw(number)

    def next_scoring(self) -> bool:
        """Go to the next throw of the main line after which the score changed (points, trous or a marqué)."""
        position = self._main_position()
        for later in range(position + 1, len(self.main_stops)):
            before = self.stops[self.main_stops[later - 1]].state
            after = self.stops[self.main_stops[later]].state
            if after.score != before.score or after.marques != before.marques or after.phase != before.phase:
                self.goto_stop(self.main_stops[later])
                return True
        return False

    def _on_current(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if self._loading or item is None:
            return
        index = item.data(0, _ROLE)
        if isinstance(index, int) and index != self.index:
            self.goto_stop(index)

    # -- editing ---------------------------------------------------------------------------

    def _element(self, path: tuple[int, ...]) -> model.Element:
        elements = self._record.elements
        element: model.Element = elements[path[0]]
        rest = path[1:]
        while rest:
            assert isinstance(element, Turn)
            variation, index = rest[0], rest[1]
            element = element.variations[variation][index]
            rest = rest[2:]
        return element

    def _replace(self, path: tuple[int, ...], new: model.Element) -> None:
        def swap(elements: tuple[model.Element, ...], path: tuple[int, ...]) -> tuple[model.Element, ...]:
            index = path[0]
            if len(path) == 1:
                return (*elements[:index], new, *elements[index + 1 :])
            turn = elements[index]
            assert isinstance(turn, Turn)
            variation = path[1]
            variations = list(turn.variations)
            variations[variation] = swap(variations[variation], path[2:])
            return (*elements[:index], replace(turn, variations=tuple(variations)), *elements[index + 1 :])

        self._record = replace(self._record, elements=swap(self._record.elements, path))

    def set_comment(self, path: tuple[int, ...], text: str) -> None:
        """Set the comment of the element at ``path`` (the record changes; the list is not rebuilt)."""
        element = self._element(path)
        comments = (text.replace("}", ")"),) if text.strip() else ()
        self._replace(path, replace(element, comments=comments))
        self.recordChanged.emit()

    def _on_item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._loading or column != 1:
            return
        path = next((p for p, i in self._items.items() if i is item), None)
        if path is not None:
            self.set_comment(path, item.text(1))

    def add_variation(self, text: str, at: tuple[int, ...] | None = None) -> str:
        """Add a variation replacing the turn at ``at`` (default: the current one): ``6-5 B1-B7 B1-B6`` or several
        turns written as the record writes them.  Returns "" or the error that refused it."""
        path = at if at is not None else self.current().path
        if not path:
            return _tr("ReplayWidget", "Choose a throw first: a variation replaces it.")
        turn = self._element(path)
        if not isinstance(turn, Turn):
            return _tr("ReplayWidget", "A variation replaces a throw.")
        body = text.strip()
        if not re.match(r"\d+\.", body):
            body = f"{turn.number}. {turn.colour.letter} {body}"
        tags = "".join(f'[{name} "{value}"]\n' for name, value in self._record.tags if name in ("Notation", "Haut"))
        try:
            line = read_record(f"%trictrac 1\n{tags}{body}").elements
        except ValueError as error:
            return str(error)
        stop_before = self._stop_before(path)
        session = self._session_from(stop_before.inputs)
        try:
            for element in line:
                if isinstance(element, Turn) and not session.replay_turn(element):
                    break
        except IllegalEventError as error:
            return str(error)
        self._replace(path, replace(turn, variations=(*turn.variations, line)))
        self._rebuild(keep=(*path, len(turn.variations), 0))
        self.recordChanged.emit()
        return ""

    def _stop_before(self, path: tuple[int, ...]) -> _Stop:
        index = next(i for i, stop in enumerate(self.stops) if stop.path == path)
        previous = [s for s in self.stops[:index] if len(s.path) == len(path) and s.path[:-1] == path[:-1]]
        if previous:
            return previous[-1]
        if len(path) > 1:
            return self._stop_before(path[:-2])
        return self.stops[0]

    def ask_variation(self) -> None:
        text, ok = QInputDialog.getText(
            self,
            _tr("ReplayWidget", "Add a variation"),
            _tr("ReplayWidget", "The throw and the play instead (e.g. 6-5 B1-B7 B1-B6):"),
        )
        if ok and text.strip():
            error = self.add_variation(text)
            if error:
                self.status.setText(self.status.text() + "<br><span style='color:#b3261e'>" + error + "</span>")


def _describe(element: model.Element) -> str:
    if isinstance(element, model.ReleveElement):
        return "relevé"
    if isinstance(element, model.MarqueStart):
        names = f" {element.white} – {element.black}" if element.white else ""
        return f"marqué {element.number}{names}"
    if isinstance(element, model.MarqueEnd):
        winner = "refait" if element.winner is None else f"gagnant={element.winner.letter}"
        return f"fin du marqué {winner} trous={element.trous[0]}/{element.trous[1]} points={element.points}"
    if isinstance(element, model.End):
        return "fin de la partie " + ("nulle" if element.winner is None else f"gagnant={element.winner.letter}")
    return ""
