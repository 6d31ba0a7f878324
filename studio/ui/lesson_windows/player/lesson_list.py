"""The lesson player's list.

The learner's name, the lessons with a bar of the exercises solved and the reviews due, and the buttons Review, Drill
and Reset."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lessons.model import Lesson
from lessons.player_model import LessonPlayerModel
from studio.ui.accessible import describe, label_field
from studio.ui.i18n import QT_TRANSLATE_NOOP, current_language
from studio.ui.i18n import tr as _tr
from studio.ui.i18n import tr_n as _tr_n
from studio.ui.style import larger_font, progress_bar_style

__all__ = ["LessonList"]


class _WrappedTitles(QStyledItemDelegate):
    """A lesson's title as high as its words wrapped at the column's width need.

    A tree view measures its rows without the column's width, so a wrapped title would be cut to one line."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        wrapped = QStyleOptionViewItem(option)
        wrapped.rect = QRect(0, 0, self._tree.columnWidth(index.column()), 1)
        return super().sizeHint(wrapped, index)


class LessonList(QWidget):
    """The lessons with the learner's progress.

    :attr:`learnerEdited` carries the name typed, :attr:`lessonChosen` the id of the lesson made current,
    :attr:`lessonActivated` says Enter (or a double click) asked for its exercises.
    """

    learnerEdited = Signal(str)
    lessonChosen = Signal(str)
    lessonActivated = Signal()

    def __init__(self, lessons: Sequence[Lesson], learner: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lessons = tuple(lessons)
        self.learner_label = QLabel(self)
        self.learner_edit = QLineEdit(learner, self)
        self.learner_edit.setClearButtonEnabled(True)
        label_field(self.learner_label, self.learner_edit)
        self.learner_edit.editingFinished.connect(lambda: self.learnerEdited.emit(self.learner_edit.text()))
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(3)
        self.tree.setRootIsDecorated(False)
        describe(
            self.tree,
            QT_TRANSLATE_NOOP("Accessible", "Lessons"),
            QT_TRANSLATE_NOOP("Accessible", "The lessons with your progress; Enter opens the chosen one"),
        )
        # A long title wraps in its row rather than being cut ("3. La marche des dames et le…").
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setItemDelegateForColumn(0, _WrappedTitles(self.tree))
        # The rows' heights follow the title column's width (a tree lays its rows out again only when asked).
        self.tree.header().sectionResized.connect(self._title_column_resized)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        self.tree.header().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setColumnWidth(1, 84)
        self.tree.currentItemChanged.connect(self._on_current_changed)
        self.tree.itemActivated.connect(lambda _item, _column: self.lessonActivated.emit())
        self.bars: dict[str, QProgressBar] = {}
        for lesson in self.lessons:
            item = QTreeWidgetItem(self.tree)
            item.setData(0, Qt.ItemDataRole.UserRole, lesson.id)
            # The bar sits in a cell of its own height: the tree caps a row at its widget's maximum height,
            # which would cut a wrapped title to one line.
            cell = QWidget(self.tree)
            cell_layout = QVBoxLayout(cell)
            cell_layout.setContentsMargins(0, 0, 0, 0)
            bar = QProgressBar(cell)
            cell_layout.addWidget(bar, 0, Qt.AlignmentFlag.AlignVCenter)
            bar.setRange(0, max(1, len(lesson.exercises)))
            bar.setTextVisible(True)
            bar.setFormat("%v/%m")
            bar.setFont(larger_font(0.85))
            bar.setMaximumHeight(max(16, bar.fontMetrics().height() + 2))
            bar.setStyleSheet(progress_bar_style(self.palette()))
            self.tree.setItemWidget(item, 1, cell)
            self.bars[lesson.id] = bar
        self.review_button = QPushButton(self)
        self.drill_button = QPushButton(self)
        self.reset_button = QPushButton(self)
        learner_row = QHBoxLayout()
        learner_row.addWidget(self.learner_label)
        learner_row.addWidget(self.learner_edit, 1)
        # Two rows: on a 1024-pixel screen the list is narrow, and one row cut the buttons' texts.
        list_buttons = QGridLayout()
        list_buttons.addWidget(self.review_button, 0, 0, 1, 2)
        list_buttons.addWidget(self.drill_button, 1, 0)
        list_buttons.addWidget(self.reset_button, 1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(learner_row)
        layout.addWidget(self.tree, 1)
        layout.addLayout(list_buttons)

    def retranslate(self) -> None:
        self.learner_label.setText(_tr("LessonPlayer", "Learner:"))
        self.learner_edit.setPlaceholderText(_tr("LessonPlayer", "your name"))
        self.tree.setHeaderLabels(
            [_tr("LessonPlayer", "Lesson"), _tr("LessonPlayer", "Solved"), _tr("LessonPlayer", "Due")]
        )
        self.drill_button.setText(_tr("LessonPlayer", "&Drill"))
        self.drill_button.setToolTip(_tr("LessonPlayer", "Exercises made from self-played parties"))
        self.reset_button.setText(_tr("LessonPlayer", "Reset…"))
        self.reset_button.setToolTip(_tr("LessonPlayer", "Forget this learner's progress"))

    def restyle(self, palette: QPalette) -> None:
        """Paint the progress bars in ``palette``'s colours.

        The theme switched: the player's palette, which its children take only after it."""
        for bar in self.bars.values():
            bar.setStyleSheet(progress_bar_style(palette))

    def show_learner(self, name: str) -> None:
        if self.learner_edit.text() != name:
            self.learner_edit.setText(name)

    def _title_column_resized(self, column: int, _old: int, _new: int) -> None:
        if column == 0:
            self.tree.doItemsLayout()

    def _on_current_changed(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if item is not None:
            self.lessonChosen.emit(str(item.data(0, Qt.ItemDataRole.UserRole)))

    def select(self, lesson_id: str) -> None:
        """Make ``lesson_id``'s row the current one."""
        index = next((i for i, lesson in enumerate(self.lessons) if lesson.id == lesson_id), None)
        top = self.tree.topLevelItem(index) if index is not None else None
        if top is not None and self.tree.currentItem() is not top:
            self.tree.setCurrentItem(top)

    def refresh(self, model: LessonPlayerModel) -> None:
        """Show the bars and due counts of every lesson, and the Review button."""
        language = current_language()
        for index, lesson in enumerate(self.lessons):
            item = self.tree.topLevelItem(index)
            if item is None:
                continue
            item.setText(0, f"{lesson.order}. {lesson.title.get(language)}")
            item.setToolTip(0, lesson.title.get(language))
            self.bars[lesson.id].setValue(model.solved_count(lesson))
            due = model.due_count(lesson.id)
            item.setText(2, str(due) if due else "")
            item.setToolTip(2, _tr_n("LessonPlayer", "%n exercise(s) due for review", due) if due else "")
            item.setForeground(2, Qt.GlobalColor.darkRed)
        due = model.due_count()
        self.review_button.setText(_tr("LessonPlayer", "&Review ({count} due)").format(count=due))
        self.review_button.setEnabled(due > 0)
