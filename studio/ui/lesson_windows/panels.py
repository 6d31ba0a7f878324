"""The answer panels of the lesson player, one per kind of exercise.

Every panel turns its widgets into the answer value :mod:`lessons.model`
defines for its kind (:meth:`AnswerPanel.answer`) and can show a value
(:meth:`AnswerPanel.setAnswer`: the revealed solution).  A panel that takes
flèches from the board (a play, a flèche to find, the place of a rencontre)
hears :meth:`AnswerPanel.boardClicked`.  The texts are English in the code
and translated by Qt; the game's words (Blanc, Noir, jan, trou…) stay French.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from lessons.answers import CLAIM_STATUSES, DECISIONS, ECOLE_KINDS, JAN_NAMES, RENCONTRE_NAMES
from lessons.feedback import OFF_NAMES, position_after
from lessons.model import (
    AnnouncedRencontre,
    Announcement,
    Answer,
    EcoleAnswer,
    Exercise,
    JanAnswer,
    Kind,
    MarqueAnswer,
    PlayAnswer,
    SettleAnswer,
    TableAnswer,
    Text,
)
from notation.board import BLACK, WHITE, Colour, Jan, Point, Position, Table
from notation.dice import Throw
from notation.rules.moves import Play
from notation.rules.scoring import Rencontre
from notation.scoreboard import PlayerScore, ScoreState
from studio.ui.i18n import current_language
from studio.ui.i18n import tr as _tr

__all__ = [
    "POINT_NAMES",
    "AnnouncePanel",
    "AnswerPanel",
    "DecidePanel",
    "EcolePanel",
    "FausseEcolePanel",
    "FindPointPanel",
    "JanPanel",
    "LapsePanel",
    "MarkPanel",
    "MarquePanel",
    "NamePanel",
    "PlayPanel",
    "SettlePanel",
    "TablePanel",
    "ThrowGrid",
    "ThrowsPanel",
    "panel_for",
    "position_after",
]

POINT_NAMES = tuple(f"{side}{n}" for side in "BN" for n in range(1, 13))
"""The 24 flèches in B/N."""


def _colour_name(colour: Colour) -> str:
    return colour.french  # the game's vocabulary stays French in both languages (docs/design.md)


class AnswerPanel(QWidget):
    """The widgets of one kind of answer."""

    changed = Signal()
    """The answer being written changed (the player redraws the board)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.exercise: Exercise | None = None

    def setExercise(self, exercise: Exercise) -> None:
        """Start afresh on ``exercise`` (empty fields, or the state before the throw where it helps)."""
        self.exercise = exercise
        self.clear()

    def clear(self) -> None:
        """Empty the fields (a retry keeps them: the learner corrects his answer)."""

    def answer(self) -> Answer:
        raise NotImplementedError

    def setAnswer(self, answer: Answer) -> None:
        raise NotImplementedError

    def setLocked(self, locked: bool) -> None:
        """Lock or unlock the editing: none while the feedback of a solved or revealed exercise is shown."""
        self.setEnabled(not locked)

    def boardClicked(self, name: str) -> None:
        """Take a click on a flèche of the board (B/N name)."""

    def boardPosition(self) -> Position | None:
        """Return the position the board should show while answering (None: the exercise's own)."""
        return None

    def boardMoves(self) -> tuple[tuple[Point, Point], ...]:
        return ()

    def boardHighlights(self) -> dict[Point, str]:
        return {}

    def retranslate(self) -> None:
        pass


# -- flèches ---------------------------------------------------------------------------------------------------


class NamePanel(AnswerPanel):
    """A flèche's name in another notation, typed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.edit = QLineEdit(self)
        self.edit.setMaxLength(12)
        self.edit.textChanged.connect(lambda _text: self.changed.emit())
        layout = QFormLayout(self)
        layout.addRow(self.label, self.edit)
        self.retranslate()

    def clear(self) -> None:
        self.edit.clear()

    def answer(self) -> Answer:
        return self.edit.text().strip()

    def setAnswer(self, answer: Answer) -> None:
        self.edit.setText(str(answer))

    def retranslate(self) -> None:
        self.label.setText(_tr("LessonPanels", "The flèche's name:"))


class FindPointPanel(AnswerPanel):
    """A flèche found: clicked on the board, or picked in the list (B/N)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.combo = QComboBox(self)
        self.combo.addItem("—", "")
        for name in POINT_NAMES:
            self.combo.addItem(name, name)
        self.combo.currentIndexChanged.connect(lambda _index: self.changed.emit())
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: palette(mid);")
        layout = QFormLayout(self)
        layout.addRow(self.label, self.combo)
        layout.addRow(self.note)
        self.retranslate()

    def clear(self) -> None:
        self.combo.setCurrentIndex(0)

    def answer(self) -> Answer:
        name = self.combo.currentData()
        if not name:
            raise ValueError(_tr("LessonPanels", "Click the flèche on the board, or pick it in the list."))
        return Point.from_name(name)

    def setAnswer(self, answer: Answer) -> None:
        if isinstance(answer, Point):
            self.combo.setCurrentIndex(max(0, self.combo.findData(answer.name)))

    def boardClicked(self, name: str) -> None:
        self.combo.setCurrentIndex(max(0, self.combo.findData(name)))

    def boardHighlights(self) -> dict[Point, str]:
        name = self.combo.currentData()
        return {Point.from_name(name): "target"} if name else {}

    def retranslate(self) -> None:
        self.label.setText(_tr("LessonPanels", "The flèche (B/N):"))
        self.note.setText(_tr("LessonPanels", "Click it on the board, or pick it in the list."))


class JanPanel(AnswerPanel):
    """The jan and the table of a flèche."""

    JANS = ("petit", "grand", "grand_adverse", "retour")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.jan_label, self.table_label = QLabel(self), QLabel(self)
        self.jan = QComboBox(self)
        self.table = QComboBox(self)
        layout = QFormLayout(self)
        layout.addRow(self.jan_label, self.jan)
        layout.addRow(self.table_label, self.table)
        self.retranslate()

    def clear(self) -> None:
        # Nothing chosen ("—"): the first jan and table would be the right answer for half the flèches.
        self.jan.setCurrentIndex(0)
        self.table.setCurrentIndex(0)

    def answer(self) -> Answer:
        jan, table = self.jan.currentData(), self.table.currentData()
        if not jan or not table:
            raise ValueError(_tr("LessonPanels", "Choose the jan and the table."))
        return JanAnswer(jan, Table(table))

    def setAnswer(self, answer: Answer) -> None:
        if isinstance(answer, JanAnswer):
            self.jan.setCurrentIndex(max(0, self.jan.findData(answer.jan)))
            self.table.setCurrentIndex(max(0, self.table.findData(answer.table.value)))

    def retranslate(self) -> None:
        language = current_language()
        self.jan_label.setText(_tr("LessonPanels", "Jan:"))
        self.table_label.setText(_tr("LessonPanels", "Table:"))
        for combo, items in (
            (self.jan, [("—", ""), *((JAN_NAMES[key].get(language), key) for key in self.JANS)]),
            (
                self.table,
                [("—", ""), ("table des petits jans", "petits_jans"), ("table des grands jans", "grands_jans")],
            ),
        ):
            index = max(0, combo.currentIndex())
            with QSignalBlocker(combo):
                combo.clear()
                for text, data in items:
                    combo.addItem(text, data)
                combo.setCurrentIndex(index)


# -- announcing the points --------------------------------------------------------------------------------------


class AnnouncePanel(AnswerPanel):
    """The points of a throw: two totals, then (on the second try) the rencontres one by one in a table.

    A total the learner has not given shows blank (the spin box's minimum, ``UNSET``), so that Check with nothing
    typed asks for an announcement instead of crediting a throw that gives nothing; once one total is given, a blank
    one counts 0. The second try's table, likewise, is an announcement only once the learner edits it (a row
    changed, added or removed): its first row is shown empty.
    """

    COLUMNS = 5
    UNSET = -1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.detailed = False
        self.white_label, self.black_label = QLabel(self), QLabel(self)
        self.white = QSpinBox(self)
        self.black = QSpinBox(self)
        self.table_edited = False
        for box in (self.white, self.black):
            box.setRange(self.UNSET, 999)
            box.setSpecialValueText(" ")  # blank: not announced (an empty text would show the number)
            box.setValue(self.UNSET)
            box.setMinimumWidth(80)
            box.valueChanged.connect(lambda _value: self.changed.emit())
        totals = QFormLayout()
        totals.addRow(self.white_label, self.white)
        totals.addRow(self.black_label, self.black)
        self.detail_note = QLabel(self)
        self.detail_note.setWordWrap(True)
        self.table = QTableWidget(0, self.COLUMNS, self)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column, width in ((1, 72), (2, 56), (3, 68), (4, 104)):
            self.table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            self.table.setColumnWidth(column, width)
        self.table.setMinimumHeight(150)
        self.add_button, self.remove_button = QPushButton(self), QPushButton(self)
        self.add_button.clicked.connect(self._add_clicked)
        self.remove_button.clicked.connect(self.removeClaim)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        self.detail = QWidget(self)
        detail_layout = QVBoxLayout(self.detail)
        detail_layout.setContentsMargins(0, 0, 0, 0)
        detail_layout.addWidget(self.detail_note)
        detail_layout.addWidget(self.table, 1)
        detail_layout.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(totals)
        layout.addWidget(self.detail, 1)
        self.retranslate()
        self.setDetailed(False)

    def clear(self) -> None:
        self.white.setValue(self.UNSET)
        self.black.setValue(self.UNSET)
        self.table.setRowCount(0)
        self.setDetailed(False)

    def setDetailed(self, detailed: bool) -> None:
        """Ask, at the second try, for the rencontres one by one.

        Each edit of the table adds its points up into the totals, which stay the learner's to type: what he types there
        is announced as he typed it (the judge says when the totals do not add the rencontres up)."""
        self.detailed = detailed
        self.detail.setVisible(detailed)
        if detailed and self.table.rowCount() == 0:
            self.addClaim()
            self.table_edited = False  # the row shown empty says nothing yet
        self._sum()

    # -- the table's rows ------------------------------------------------------------------------------

    def _add_clicked(self) -> None:
        self.addClaim()
        self.table_edited = True

    def _edited(self) -> None:
        self.table_edited = True
        self._sum()

    def addClaim(self, claim: AnnouncedRencontre | None = None) -> int:
        """Add a row for one rencontre (empty, or showing ``claim``: an edit of the table); return its index."""
        if claim is not None:
            self.table_edited = True
        row = self.table.rowCount()
        self.table.insertRow(row)
        language = current_language()
        rencontre = QComboBox(self.table)
        for item in Rencontre:
            rencontre.addItem(RENCONTRE_NAMES[item].get(language), item.value)
        who = QComboBox(self.table)
        for colour in (WHITE, BLACK):
            who.addItem(_colour_name(colour), colour.value)
        points = QSpinBox(self.table)
        points.setRange(0, 99)
        where = QComboBox(self.table)
        where.addItem("—", "")
        for name in POINT_NAMES:
            where.addItem(name, name)
        jan = QComboBox(self.table)
        jan.addItem("—", "")
        for part in Jan:
            jan.addItem(JAN_NAMES[part.value].get(language), part.value)
        if claim is not None:
            rencontre.setCurrentIndex(rencontre.findData(claim.rencontre.value))
            who.setCurrentIndex(who.findData(claim.beneficiary.value))
            points.setValue(claim.points)
            where.setCurrentIndex(where.findData(claim.target.name) if claim.target is not None else 0)
            jan.setCurrentIndex(jan.findData(claim.jan.value) if claim.jan is not None else 0)
        elif self.exercise is not None and self.exercise.setup is not None:
            who.setCurrentIndex(who.findData(self.exercise.setup.position.to_move.value))
        for column, widget in enumerate((rencontre, who, points, where, jan)):
            self.table.setCellWidget(row, column, widget)
            if isinstance(widget, QSpinBox):
                widget.valueChanged.connect(lambda _value: self._edited())
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(lambda _value: self._edited())
        self.table.selectRow(row)
        self._sum()
        return row

    def removeClaim(self) -> None:
        row = self.table.currentRow()
        if row < 0:
            row = self.table.rowCount() - 1
        if row >= 0:
            self.table.removeRow(row)
        self.table_edited = True
        self._sum()

    def claims(self) -> tuple[AnnouncedRencontre, ...]:
        out = []
        for row in range(self.table.rowCount()):
            rencontre, who, points, where, jan = (self.table.cellWidget(row, c) for c in range(self.COLUMNS))
            assert isinstance(rencontre, QComboBox) and isinstance(who, QComboBox) and isinstance(points, QSpinBox)
            assert isinstance(where, QComboBox) and isinstance(jan, QComboBox)
            out.append(
                AnnouncedRencontre(
                    Rencontre(rencontre.currentData()),
                    Colour(who.currentData()),
                    points.value(),
                    Point.from_name(where.currentData()) if where.currentData() else None,
                    Jan(jan.currentData()) if jan.currentData() else None,
                )
            )
        return tuple(out)

    def cell(self, row: int, column: int) -> QWidget:
        widget = self.table.cellWidget(row, column)
        assert widget is not None
        return widget

    def _sum(self) -> None:
        if self.detailed:
            claims = self.claims()
            with QSignalBlocker(self.white), QSignalBlocker(self.black):
                self.white.setValue(sum(c.points for c in claims if c.beneficiary is WHITE))
                self.black.setValue(sum(c.points for c in claims if c.beneficiary is BLACK))
        self.changed.emit()

    # -- the answer --------------------------------------------------------------------------------------

    def answer(self) -> Answer:
        if self.detailed:
            if not self.table_edited:
                raise ValueError(
                    _tr("LessonPanels", "Give the rencontres in the table (remove its row if the throw gives nothing).")
                )
            # Rows left at 0 points say nothing: a throw that gives nothing is an empty table.
            claims = tuple(claim for claim in self.claims() if claim.points)
            return Announcement(self.white.value(), self.black.value(), claims)
        white, black = self.white.value(), self.black.value()
        if white == black == self.UNSET:
            raise ValueError(_tr("LessonPanels", "Announce the points: type them (0 if the throw gives nothing)."))
        return Announcement(max(white, 0), max(black, 0))

    def setAnswer(self, answer: Answer) -> None:
        if not isinstance(answer, Announcement):
            return
        if self.detailed and answer.rencontres is not None:
            self.table.setRowCount(0)
            for claim in answer.rencontres:
                self.addClaim(claim)
        self.white.setValue(answer.white)
        self.black.setValue(answer.black)
        self._sum()

    def boardClicked(self, name: str) -> None:
        """Give the selected rencontre's flèche, in the table, by a click on the board."""
        row = self.table.currentRow()
        if self.detailed and row >= 0:
            where = self.cell(row, 3)
            assert isinstance(where, QComboBox)
            where.setCurrentIndex(max(0, where.findData(name)))

    def boardHighlights(self) -> dict[Point, str]:
        if not self.detailed:
            return {}
        return {c.target: "target" for c in self.claims() if c.target is not None}

    def retranslate(self) -> None:
        self.white_label.setText(_tr("LessonPanels", "{colour}'s points:").format(colour=_colour_name(WHITE)))
        self.black_label.setText(_tr("LessonPanels", "{colour}'s points:").format(colour=_colour_name(BLACK)))
        self.detail_note.setText(
            _tr(
                "LessonPanels",
                "Give the rencontres one by one: what, for whom, how many points, and where (click the board).",
            )
        )
        self.table.setHorizontalHeaderLabels(
            [
                _tr("LessonPanels", "Rencontre"),
                _tr("LessonPanels", "For"),
                _tr("LessonPanels", "Points"),
                _tr("LessonPanels", "Where"),
                _tr("LessonPanels", "Jan"),
            ]
        )
        self.add_button.setText(_tr("LessonPanels", "&Add a rencontre"))
        self.remove_button.setText(_tr("LessonPanels", "Re&move"))


# -- a play ----------------------------------------------------------------------------------------------------


class PlayPanel(AnswerPanel):
    """A play: click a dame, then where it goes (or Bear off); the moves can also be picked in the lists."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.moves: list[tuple[str, str]] = []
        self.origin: str | None = None
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setMaximumHeight(110)
        self.from_combo, self.to_combo = QComboBox(self), QComboBox(self)
        self.add_button = QPushButton(self)
        self.off_button = QPushButton(self)
        self.undo_button = QPushButton(self)
        self.clear_button = QPushButton(self)
        self.add_button.clicked.connect(self._add_from_lists)
        self.off_button.clicked.connect(self.bearOff)
        self.undo_button.clicked.connect(self.undoMove)
        self.clear_button.clicked.connect(self.clear)
        pick = QHBoxLayout()
        self.from_label, self.to_label = QLabel(self), QLabel(self)
        for widget in (self.from_label, self.from_combo, self.to_label, self.to_combo, self.add_button):
            pick.addWidget(widget)
        pick.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self.off_button, self.undo_button, self.clear_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.list)
        layout.addLayout(pick)
        layout.addLayout(buttons)
        self.retranslate()

    def _mover(self) -> Colour:
        if self.exercise is not None and self.exercise.setup is not None:
            return self.exercise.setup.position.to_move
        return WHITE

    def _start(self) -> Position | None:
        return self.exercise.setup.position if self.exercise is not None and self.exercise.setup else None

    def setExercise(self, exercise: Exercise) -> None:
        super().setExercise(exercise)
        off = f"{self._mover().opponent.letter}0"
        with QSignalBlocker(self.from_combo), QSignalBlocker(self.to_combo):
            self.from_combo.clear()
            self.to_combo.clear()
            for name in POINT_NAMES:
                self.from_combo.addItem(name, name)
                self.to_combo.addItem(name, name)
            self.to_combo.addItem(_tr("LessonPanels", "off"), off)

    def clear(self) -> None:
        self.moves = []
        self.origin = None
        self._refresh()

    def addMove(self, origin: str, target: str) -> bool:
        """Add a move when it can be made from the position reached; False (and nothing added) otherwise.

        The bande may be named ``off``, ``dehors``, ``B0`` or ``N0``: it is kept as the mover's bande."""
        if target.strip().upper() in OFF_NAMES:
            target = f"{self._mover().opponent.letter}0"
        start = self._start()
        if start is None or position_after(start, [*self.moves, (origin, target)]) is None:
            return False
        self.moves.append((origin, target))
        self.origin = None
        self._refresh()
        return True

    def _add_from_lists(self) -> None:
        self.addMove(self.from_combo.currentData(), self.to_combo.currentData())

    def bearOff(self) -> None:
        if self.origin is not None:
            self.addMove(self.origin, f"{self._mover().opponent.letter}0")

    def undoMove(self) -> None:
        if self.moves:
            self.moves.pop()
        self.origin = None
        self._refresh()

    def boardClicked(self, name: str) -> None:
        position = self.boardPosition()
        if position is None:
            return
        holder, count = position.dames_at(name)
        if self.origin is None or self.origin == name:
            self.origin = name if holder is self._mover() and count and self.origin != name else None
            self._refresh()
            return
        if not self.addMove(self.origin, name):
            # Not a move forward from the chosen dame: choose this one instead when it is the mover's.
            self.origin = name if holder is self._mover() and count else None
            self._refresh()

    def _refresh(self) -> None:
        self.list.clear()
        for origin, target in self.moves:
            shown = _tr("LessonPanels", "off") if target.endswith("0") else target
            self.list.addItem(f"{origin} → {shown}")
        self.off_button.setEnabled(self.origin is not None)
        self.undo_button.setEnabled(bool(self.moves))
        if self.origin is not None:
            self.from_combo.setCurrentIndex(max(0, self.from_combo.findData(self.origin)))
        self.changed.emit()

    def answer(self) -> Answer:
        return PlayAnswer(tuple(self.moves))

    def setAnswer(self, answer: Answer) -> None:
        if isinstance(answer, PlayAnswer):
            self.moves = list(answer.moves)
            self.origin = None
            self._refresh()

    def boardPosition(self) -> Position | None:
        start = self._start()
        return None if start is None else position_after(start, self.moves)

    def boardMoves(self) -> tuple[tuple[Point, Point], ...]:
        return tuple((Point.from_name(a), Point.from_name(b)) for a, b in self.moves)

    def boardHighlights(self) -> dict[Point, str]:
        return {Point.from_name(self.origin): "target"} if self.origin else {}

    def retranslate(self) -> None:
        self.note.setText(
            _tr(
                "LessonPanels",
                "Click a dame on the board, then the flèche where it goes; or pick the move in the lists below.",
            )
        )
        self.from_label.setText(_tr("LessonPanels", "From"))
        self.to_label.setText(_tr("LessonPanels", "to"))
        self.add_button.setText(_tr("LessonPanels", "A&dd"))
        self.off_button.setText(_tr("LessonPanels", "&Bear off"))
        self.undo_button.setText(_tr("LessonPanels", "&Undo the move"))
        self.clear_button.setText(_tr("LessonPanels", "C&lear"))
        self._refresh()


def play_answer_of(exercise: Exercise, plays: Sequence[object]) -> PlayAnswer | None:
    """Return the first of the engine's plays as a learner would give it (B/N pairs)."""
    if not plays or exercise.setup is None:
        return None
    play = plays[0]
    assert isinstance(play, Play)
    mover = exercise.setup.position.to_move
    return PlayAnswer(tuple((a, b) for a, b in play.moves_bn(mover)))


# -- the throws -----------------------------------------------------------------------------------------------


_THROW_STYLE = (
    "QPushButton { border: 1px solid #b9a98c; border-radius: 4px; background: #fbf6ea; color: #3a2a1c; }"
    "QPushButton:checked { background: #2f9e44; color: white; border-color: #1e6e2e; font-weight: bold; }"
    "QPushButton:focus { border: 2px solid #1c7ed6; }"
)


class ThrowGrid(QWidget):
    """A 6 × 6 grid of toggle buttons, one per way the two dice fall.

    Both ways of a simple throw toggle together, so the grid shows the 36 chances and the answer is the set of the 21
    throws."""

    toggled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons: dict[tuple[int, int], QPushButton] = {}
        grid = QGridLayout(self)
        grid.setSpacing(3)
        for number in range(1, 7):
            for label, row, column in ((QLabel(str(number), self), 0, number), (QLabel(str(number), self), number, 0)):
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                label.setStyleSheet("font-weight: bold; color: palette(mid);")
                grid.addWidget(label, row, column)
        for first in range(1, 7):
            for second in range(1, 7):
                button = QPushButton(f"{max(first, second)}-{min(first, second)}", self)
                button.setCheckable(True)
                button.setMinimumSize(44, 30)
                button.setStyleSheet(_THROW_STYLE)
                button.toggled.connect(lambda checked, a=first, b=second: self._sync(a, b, checked))
                grid.addWidget(button, first, second)
                self.buttons[first, second] = button

    def _sync(self, a: int, b: int, checked: bool) -> None:
        twin = self.buttons.get((b, a))
        if twin is not None and twin.isChecked() != checked:
            with QSignalBlocker(twin):
                twin.setChecked(checked)
        self.toggled.emit()

    def throws(self) -> frozenset[Throw]:
        return frozenset(Throw(max(a, b), min(a, b)) for (a, b), button in self.buttons.items() if button.isChecked())

    def setThrows(self, throws: frozenset[Throw]) -> None:
        for (a, b), button in self.buttons.items():
            with QSignalBlocker(button):
                button.setChecked(Throw(max(a, b), min(a, b)) in throws)
        self.toggled.emit()

    def chances(self) -> int:
        """Count how many of the 36 ways the dice fall are chosen."""
        return sum(button.isChecked() for button in self.buttons.values())


class ThrowsPanel(AnswerPanel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = ThrowGrid(self)
        self.count = QLabel(self)
        self.grid.toggled.connect(self._count)
        self.grid.toggled.connect(self.changed.emit)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid)
        layout.addWidget(self.count)
        self._count()

    def _count(self) -> None:
        self.count.setText(
            _tr("LessonPanels", "{throws} throws of 21 chosen, {chances} chances in 36").format(
                throws=len(self.grid.throws()), chances=self.grid.chances()
            )
        )

    def clear(self) -> None:
        self.grid.setThrows(frozenset())

    def answer(self) -> Answer:
        return self.grid.throws()

    def setAnswer(self, answer: Answer) -> None:
        if isinstance(answer, frozenset):
            self.grid.setThrows(frozenset(t for t in answer if isinstance(t, Throw)))

    def retranslate(self) -> None:
        self._count()


# -- marking ------------------------------------------------------------------------------------------------------


class MarkPanel(AnswerPanel):
    """Both players' points, trous and bredouille after the throw; the thrower's choice (tenir or s'en aller)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fields: dict[Colour, tuple[QSpinBox, QSpinBox, QCheckBox]] = {}
        self.boxes: dict[Colour, QGroupBox] = {}
        self.labels: list[tuple[QLabel, QLabel]] = []
        row = QHBoxLayout()
        for colour in (WHITE, BLACK):
            box = QGroupBox(self)
            form = QFormLayout(box)
            points, trous = QSpinBox(box), QSpinBox(box)
            points.setRange(0, 11)
            trous.setRange(0, 12)
            bredouille = QCheckBox(box)
            labels = (QLabel(box), QLabel(box))
            form.addRow(labels[0], points)
            form.addRow(labels[1], trous)
            form.addRow(bredouille)
            for widget in (points, trous):
                widget.valueChanged.connect(lambda _value: self.changed.emit())
            bredouille.toggled.connect(lambda _checked: self.changed.emit())
            self.fields[colour] = (points, trous, bredouille)
            self.boxes[colour] = box
            self.labels.append(labels)
            row.addWidget(box)
        self.choice_box = QGroupBox(self)
        self.tenir, self.partir = QPushButton(self.choice_box), QPushButton(self.choice_box)
        self.choice = QButtonGroup(self)
        choice_row = QHBoxLayout(self.choice_box)
        for button in (self.tenir, self.partir):
            button.setCheckable(True)
            self.choice.addButton(button)
            choice_row.addWidget(button)
        self.choice_note = QLabel(self.choice_box)
        self.choice_note.setWordWrap(True)
        choice_row.addWidget(self.choice_note, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.choice_box)
        layout.addLayout(row)
        self.retranslate()

    def _before(self) -> ScoreState:
        if self.exercise is not None and self.exercise.setup is not None and self.exercise.setup.score is not None:
            return self.exercise.setup.score
        return ScoreState()

    def setExercise(self, exercise: Exercise) -> None:
        super().setExercise(exercise)
        leave = exercise.kind is Kind.LEAVE
        self.choice_box.setVisible(leave)
        leaving = exercise.data.get("choice") == "s_en_aller"
        (self.partir if leaving else self.tenir).setChecked(True)
        # The choice is the exercise's: the buttons say it, the learner marks its consequence.
        self.tenir.setEnabled(False)
        self.partir.setEnabled(False)

    def clear(self) -> None:
        """Put the jetons and trous as they stood before the throw: the learner moves them."""
        self.setAnswer(self._before())

    def answer(self) -> Answer:
        players = {}
        for colour, (points, trous, bredouille) in self.fields.items():
            players[colour] = PlayerScore(points.value(), trous.value(), bredouille.isChecked())
        return ScoreState(players[WHITE], players[BLACK], self._before().pavillon)

    def setAnswer(self, answer: Answer) -> None:
        if not isinstance(answer, ScoreState):
            return
        for colour, (points, trous, bredouille) in self.fields.items():
            player = answer.of(colour)
            points.setValue(player.points)
            trous.setValue(player.trous)
            bredouille.setChecked(player.bredouille)

    def retranslate(self) -> None:
        for (colour, box), (points, trous) in zip(self.boxes.items(), self.labels, strict=True):
            box.setTitle(_colour_name(colour))
            points.setText(_tr("LessonPanels", "Points (jetons):"))
            trous.setText(_tr("LessonPanels", "Trous:"))
            self.fields[colour][2].setText(_tr("LessonPanels", "en bredouille"))
        self.choice_box.setTitle(_tr("LessonPanels", "The thrower's choice"))
        self.tenir.setText(_tr("LessonPanels", "Tenir"))
        self.partir.setText(_tr("LessonPanels", "S'en aller"))
        self.choice_note.setText(_tr("LessonPanels", "Given by the exercise: mark what follows from it."))


class MarquePanel(AnswerPanel):
    """The winner of a marqué and its points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.winner_label, self.points_label = QLabel(self), QLabel(self)
        self.white, self.black = QRadioButton(_colour_name(WHITE), self), QRadioButton(_colour_name(BLACK), self)
        self.group = QButtonGroup(self)
        self.group.addButton(self.white)
        self.group.addButton(self.black)
        self.points = QSpinBox(self)
        self.points.setRange(0, 999)
        who = QHBoxLayout()
        who.addWidget(self.white)
        who.addWidget(self.black)
        who.addStretch(1)
        layout = QFormLayout(self)
        layout.addRow(self.winner_label, who)
        layout.addRow(self.points_label, self.points)
        self.retranslate()

    def clear(self) -> None:
        self.group.setExclusive(False)
        self.white.setChecked(False)
        self.black.setChecked(False)
        self.group.setExclusive(True)
        self.points.setValue(0)

    def answer(self) -> Answer:
        if not (self.white.isChecked() or self.black.isChecked()):
            raise ValueError(_tr("LessonPanels", "Choose the winner."))
        return MarqueAnswer(WHITE if self.white.isChecked() else BLACK, self.points.value())

    def setAnswer(self, answer: Answer) -> None:
        if isinstance(answer, MarqueAnswer):
            (self.white if answer.winner is WHITE else self.black).setChecked(True)
            self.points.setValue(answer.points)

    def retranslate(self) -> None:
        self.winner_label.setText(_tr("LessonPanels", "Winner:"))
        self.points_label.setText(_tr("LessonPanels", "Points of the marqué:"))


class SettlePanel(AnswerPanel):
    """Each player's final total and the winner's rounded gain."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.finals: dict[str, QSpinBox] = {}
        self.final_labels: dict[str, QLabel] = {}
        """The label of each player's total, by name (retranslated with the panel)."""
        self.rounded_label = QLabel(self)
        self.rounded = QSpinBox(self)
        self.rounded.setRange(0, 9999)
        self.retranslate()

    def players(self) -> list[str]:
        sheet = self.exercise.data.get("sheet") if self.exercise is not None else None
        players = sheet.get("players") if isinstance(sheet, dict) else None
        return [str(p) for p in players] if isinstance(players, list) else []

    def setExercise(self, exercise: Exercise) -> None:
        self.exercise = exercise
        while self.form.rowCount():
            self.form.takeRow(0)
        for widget in (*self.finals.values(), *self.final_labels.values()):
            widget.deleteLater()
        self.finals, self.final_labels = {}, {}
        for name in self.players():
            box = QSpinBox(self)
            box.setRange(-9999, 9999)
            self.finals[name] = box
            self.final_labels[name] = QLabel(self)
            self.form.addRow(self.final_labels[name], box)
        self.retranslate()
        self.form.addRow(self.rounded_label, self.rounded)
        self.clear()

    def clear(self) -> None:
        for box in self.finals.values():
            box.setValue(0)
        self.rounded.setValue(0)

    def answer(self) -> Answer:
        return SettleAnswer({name: box.value() for name, box in self.finals.items()}, self.rounded.value())

    def setAnswer(self, answer: Answer) -> None:
        if isinstance(answer, SettleAnswer):
            for name, value in answer.finals.items():
                if name in self.finals:
                    self.finals[name].setValue(value)
            self.rounded.setValue(answer.rounded)

    def retranslate(self) -> None:
        self.rounded_label.setText(_tr("LessonPanels", "Rounded gain:"))
        for name, label in self.final_labels.items():
            label.setText(_tr("LessonPanels", "{player}'s final total:").format(player=name))


# -- tenir or s'en aller, écoles, the next table -------------------------------------------------------------
# Their words are the lessons' own French and English texts (lessons.answers), chosen by the interface language.

_POINTS_OF_ECOLE = Text("Points d'école\u202f:", "Points of école:")
_FAUSSE_ECOLE = Text("Points de fausse école\u202f:", "Points of fausse école:")
_PLAYERS = Text("Les deux joueurs du marqué\u202f:", "The marqué's two players:")
_PRIMAUTE = Text("La primauté\u202f:", "The primauté:")
_CHOOSE = Text("Choisissez une réponse.", "Choose an answer.")
_TWO = Text("Cochez les deux joueurs du marqué.", "Tick the marqué's two players.")


class DecidePanel(AnswerPanel):
    """What the law leaves the thrower: s'en aller or hold at his choice, or hold."""

    TEXTS: Mapping[str, Text] = DECISIONS
    KEYS = tuple(DECISIONS)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = {key: QRadioButton(self) for key in self.KEYS}
        self.group = QButtonGroup(self)
        layout = QVBoxLayout(self)
        for button in self.buttons.values():
            self.group.addButton(button)
            button.toggled.connect(lambda _checked: self.changed.emit())
            layout.addWidget(button)
        layout.addStretch(1)
        self.retranslate()

    def clear(self) -> None:
        self.group.setExclusive(False)
        for button in self.buttons.values():
            button.setChecked(False)
        self.group.setExclusive(True)

    def answer(self) -> Answer:
        for key, button in self.buttons.items():
            if button.isChecked():
                return key
        raise ValueError(_CHOOSE.get(current_language()))

    def setAnswer(self, answer: Answer) -> None:
        if isinstance(answer, str) and answer in self.buttons:
            self.buttons[answer].setChecked(True)

    def retranslate(self) -> None:
        language = current_language()
        for key, button in self.buttons.items():
            text = self.TEXTS[key].get(language)
            button.setText(text[:1].upper() + text[1:])


class LapsePanel(DecidePanel):
    """Whether the opponent may still mark an école: not yet, yes, or too late."""

    TEXTS: Mapping[str, Text] = CLAIM_STATUSES
    KEYS = tuple(CLAIM_STATUSES)


class EcolePanel(AnswerPanel):
    """The école a marking makes: none, par moins or par trop, and its points."""

    KEYS = tuple(ECOLE_KINDS)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = {key: QRadioButton(self) for key in self.KEYS}
        self.group = QButtonGroup(self)
        row = QHBoxLayout()
        for button in self.buttons.values():
            self.group.addButton(button)
            button.toggled.connect(lambda _checked: self.changed.emit())
            row.addWidget(button)
        row.addStretch(1)
        self.points_label = QLabel(self)
        self.points = QSpinBox(self)
        self.points.setRange(0, 144)
        self.points.setSingleStep(2)
        layout = QFormLayout(self)
        layout.addRow(row)
        layout.addRow(self.points_label, self.points)
        self.retranslate()

    def clear(self) -> None:
        self.group.setExclusive(False)
        for button in self.buttons.values():
            button.setChecked(False)
        self.group.setExclusive(True)
        self.points.setValue(0)

    def answer(self) -> Answer:
        for key, button in self.buttons.items():
            if button.isChecked():
                return EcoleAnswer(key, 0 if key == "aucune" else self.points.value())
        raise ValueError(_CHOOSE.get(current_language()))

    def setAnswer(self, answer: Answer) -> None:
        if isinstance(answer, EcoleAnswer) and answer.kind in self.buttons:
            self.buttons[answer.kind].setChecked(True)
            self.points.setValue(answer.points)

    def retranslate(self) -> None:
        language = current_language()
        for key, button in self.buttons.items():
            text = ECOLE_KINDS[key].get(language)
            button.setText(text[:1].upper() + text[1:])
        self.points_label.setText(_POINTS_OF_ECOLE.get(language))


class FausseEcolePanel(AnswerPanel):
    """The points of fausse école a cry of « École ! » makes (0 when it makes none)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.points = QSpinBox(self)
        self.points.setRange(0, 144)
        self.points.valueChanged.connect(lambda _value: self.changed.emit())
        layout = QFormLayout(self)
        layout.addRow(self.label, self.points)
        self.retranslate()

    def clear(self) -> None:
        self.points.setValue(0)

    def answer(self) -> Answer:
        return self.points.value()

    def setAnswer(self, answer: Answer) -> None:
        if isinstance(answer, int):
            self.points.setValue(answer)

    def retranslate(self) -> None:
        self.label.setText(_FAUSSE_ECOLE.get(current_language()))


class TablePanel(AnswerPanel):
    """The two players of the next marqué (ticked) and the one who has the primauté."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players_label, self.primaute_label = QLabel(self), QLabel(self)
        self.row = QHBoxLayout()
        self.checks: dict[str, QCheckBox] = {}
        self.primaute = QComboBox(self)
        layout = QFormLayout(self)
        layout.addRow(self.players_label, self.row)
        layout.addRow(self.primaute_label, self.primaute)
        self.retranslate()

    def setExercise(self, exercise: Exercise) -> None:
        self.exercise = exercise
        for check in self.checks.values():
            self.row.removeWidget(check)
            check.deleteLater()
        raw = exercise.data.get("players")
        names = [str(name) for name in raw] if isinstance(raw, list) else []
        self.checks = {name: QCheckBox(name, self) for name in names}
        for check in self.checks.values():
            check.toggled.connect(lambda _checked: self.changed.emit())
            self.row.addWidget(check)
        with QSignalBlocker(self.primaute):
            self.primaute.clear()
            self.primaute.addItem("—", "")
            for name in names:
                self.primaute.addItem(name, name)
        self.clear()

    def clear(self) -> None:
        for check in self.checks.values():
            check.setChecked(False)
        self.primaute.setCurrentIndex(0)

    def answer(self) -> Answer:
        chosen = frozenset(name for name, check in self.checks.items() if check.isChecked())
        language = current_language()
        if len(chosen) != 2:
            raise ValueError(_TWO.get(language))
        primaute = self.primaute.currentData()
        if not primaute:
            raise ValueError(_CHOOSE.get(language))
        return TableAnswer(chosen, str(primaute))

    def setAnswer(self, answer: Answer) -> None:
        if isinstance(answer, TableAnswer):
            for name, check in self.checks.items():
                check.setChecked(name in answer.players)
            self.primaute.setCurrentIndex(max(0, self.primaute.findData(answer.primaute)))

    def retranslate(self) -> None:
        language = current_language()
        self.players_label.setText(_PLAYERS.get(language))
        self.primaute_label.setText(_PRIMAUTE.get(language))


_PANELS: dict[Kind, type[AnswerPanel]] = {
    Kind.NAME_POINT: NamePanel,
    Kind.FIND_POINT: FindPointPanel,
    Kind.JAN_OF: JanPanel,
    Kind.ANNOUNCE: AnnouncePanel,
    Kind.PLAY: PlayPanel,
    Kind.OBLIGATORY: PlayPanel,
    Kind.THROWS: ThrowsPanel,
    Kind.MARK: MarkPanel,
    Kind.LEAVE: MarkPanel,
    Kind.MARQUE: MarquePanel,
    Kind.DECIDE: DecidePanel,
    Kind.LAPSE: LapsePanel,
    Kind.ECOLE: EcolePanel,
    Kind.FAUSSE_ECOLE: FausseEcolePanel,
    Kind.TABLE: TablePanel,
}
"""The answer panel of each kind of exercise; a settlement (the one kind left) has :class:`SettlePanel`."""


def panel_for(kind: Kind, parent: QWidget | None = None) -> AnswerPanel:
    """Make a new panel for exercises of ``kind``."""
    return _PANELS.get(kind, SettlePanel)(parent)
