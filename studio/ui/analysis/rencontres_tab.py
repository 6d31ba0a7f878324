"""The *Rencontres* tab: every scoring event of the throw, with its explanation.

The one selected rings its dames on the board, and its whole explanation shows under the table (every rencontre's when
none is selected, and why each rencontre does not apply when nothing scores)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QTextDocumentFragment
from PySide6.QtWidgets import QFrame, QHeaderView, QLabel, QScrollArea, QVBoxLayout, QWidget

from notation.board import Point
from notation.rules.scoring import Rencontre
from studio.games.analysis_model import RENCONTRE_NAMES, Analysis, AnalysisModel, split_reason
from studio.ui.accessible import describe
from studio.ui.analysis.cells import (
    CENTRE,
    RIGHT,
    bold,
    colour_name,
    explanation,
    item,
    not_analysed,
    selected_row,
    table,
)
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language
from studio.ui.i18n import tr as _tr

_WHY_HEIGHT = 140


class RencontresTab(QWidget):
    """The rencontres of the model's throw (see the module's docstring)."""

    highlightsChanged = Signal(object)
    """A ``dict[Point, str]`` of rings for the board: the selected rencontre's (every one's when none is)."""

    def __init__(self, model: AnalysisModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._filled: Analysis | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.table = table(4)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        header = self.table.horizontalHeader()
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        # The "Why" column wraps: every row as tall as its whole explanation at the column's width.
        header.sectionResized.connect(lambda *_args: self.table.resizeRowsToContents())
        self.table.itemSelectionChanged.connect(self._on_selected)
        describe(
            self.table,
            QT_TRANSLATE_NOOP("Accessible", "Rencontres"),
            QT_TRANSLATE_NOOP("Accessible", "The points each side wins in this position, and why"),
        )
        self.why = QLabel()
        """The selected rencontre's whole explanation (every rencontre's when none is selected), under the table."""
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.RichText)
        self.why.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.why.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.why.setFrameShape(QFrame.Shape.StyledPanel)
        self.why.setMargin(6)
        self._why_scroll = QScrollArea()
        self._why_scroll.setWidget(self.why)
        self._why_scroll.setWidgetResizable(True)
        self._why_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._why_scroll.setMaximumHeight(_WHY_HEIGHT)
        describe(self._why_scroll, QT_TRANSLATE_NOOP("Accessible", "Why the rencontre scores"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self._why_scroll)

    def invalidate(self) -> None:
        """Fill the tab again when it is next shown (the analysis or the language changed)."""
        self._filled = None

    def fill(self) -> None:
        analysis = self._model.analysis
        if analysis is None or self._filled is analysis:
            return
        self._filled = analysis
        view = self.table
        view.setRowCount(0)
        self._show_why()
        mover = analysis.position.to_move
        if analysis.dice is None:
            self.title.setText(_tr("AnalysisPanel", "No dice: choose a throw to see what it scores."))
            return
        if analysis.score is None:
            self.title.setText(not_analysed(analysis.position))
            return
        events = analysis.score.events
        totals = ", ".join(
            f"{colour_name(colour)} <b>{analysis.score.total(colour)}</b>" for colour in (mover, mover.opponent)
        )
        self.title.setText(
            _tr("AnalysisPanel", "{colour} throws {dice} ({name}): {totals}").format(
                colour=colour_name(mover),
                dice=f"<b>{analysis.dice.code()}</b>",
                name=analysis.dice.name(current_language()),
                totals=totals,
            )
            if events
            else _tr("AnalysisPanel", "{colour} throws {dice}: nothing is scored. Why, rencontre by rencontre:").format(
                colour=colour_name(mover), dice=f"<b>{analysis.dice.code()}</b>"
            )
        )
        language = current_language()
        view.setRowCount(len(events))
        for row, event in enumerate(events):
            name = RENCONTRE_NAMES[event.rencontre]
            if event.facons and event.facons > 1:
                name += f" ×{event.facons}"
            first = item(name, data=row)
            if event.rencontre is Rencontre.BATTRE_FAUX:
                first.setForeground(QBrush(QColor("#c2410c")))
            view.setItem(row, 0, first)
            view.setItem(row, 1, item(colour_name(event.beneficiary), CENTRE))
            view.setItem(row, 2, bold(item(str(event.points), RIGHT)))
            why = item(explanation(event, language))
            why.setToolTip(why.text())
            view.setItem(row, 3, why)
        view.resizeRowsToContents()
        self._show_why()

    def highlights(self) -> dict[Point, str]:
        """Return the rings for the board: the selected rencontre's, or every rencontre's."""
        return self._model.highlights(selected_row(self.table))

    def _on_selected(self) -> None:
        self.highlightsChanged.emit(self.highlights())
        self._show_why()

    def _show_why(self) -> None:
        """Fill the detail pane: the selected rencontre whole, or every rencontre of the throw when none is."""
        model = self._model
        events = model.events(selected_row(self.table)) if self.table.rowCount() else ()
        language = current_language()
        colon = "\u202f: " if language == "fr" else ": "
        nothing = model.nothing_scores()
        # Nothing scores: the empty table gives its room to why each rencontre of the tarif does not apply.
        self.table.setVisible(not nothing)
        self._why_scroll.setMaximumHeight(16777215 if nothing else _WHY_HEIGHT)
        if nothing and model.analysis is not None:
            lines = []
            for reason in model.analysis.nothing:
                head, rest = split_reason(reason.get(language), language)
                lines.append(f"<b>{html.escape(head)}</b>{colon}{html.escape(rest)}" if rest else html.escape(head))
        else:
            lines = [
                f"<b>{html.escape(RENCONTRE_NAMES[event.rencontre])}</b> — "
                f"{html.escape(colour_name(event.beneficiary))} {event.points}{colon}"
                f"{html.escape(explanation(event, language))}"
                for event in events
            ]
        self.why.setText("<br>".join(lines))
        self._why_scroll.setVisible(bool(lines))

    def why_text(self) -> str:
        """Return the detail pane's text, without markup (for tests and the accessibility tree)."""
        return QTextDocumentFragment.fromHtml(self.why.text()).toPlainText()

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [
                _tr("AnalysisPanel", "Rencontre"),
                _tr("AnalysisPanel", "For"),
                _tr("AnalysisPanel", "Points"),
                _tr("AnalysisPanel", "Why"),
            ]
        )
        self.invalidate()
