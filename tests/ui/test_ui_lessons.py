"""The lesson player: lessons completed through the answer panels with right and wrong answers, the hint ladder,
retry, the solution, the drill, the learner's progress with its reviews and its reset.

Every expected answer here is asked of the engine (the session's solution); the tests check that the panels turn
what the learner does on the widgets into the answers the judge accepts, and that the feedback reaches the board.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QSpinBox
from pytestqt.qtbot import QtBot

from lessons.feedback import Feedback
from lessons.loader import load_lessons
from lessons.model import AnnouncedRencontre, Announcement, Answer, Exercise, Kind, Lesson, PlayAnswer
from lessons.progress import MemoryProgressStore, Outcome
from lessons.runner import Session, State
from notation.board import Point
from notation.code import Setup
from notation.dice import ALL_THROWS, Throw
from studio.review.scheduler import progress as fsrs_progress
from studio.ui.lesson_windows.panels import (
    AnnouncePanel,
    AnswerPanel,
    MarkPanel,
    PlayPanel,
    SettlePanel,
    ThrowGrid,
    ThrowsPanel,
    play_answer_of,
    position_after,
)
from studio.ui.lesson_windows.player import LessonPlayer
from studio.ui.lesson_windows.store import SettingsProgressStore
from studio.ui.settings import Settings
from tests.support.clock import Clock
from tests.support.widgets import item

LESSONS = load_lessons()


@pytest.fixture(autouse=True)
def english() -> object:
    QLocale.setDefault(QLocale(QLocale.Language.English))
    yield
    QLocale.setDefault(QLocale(QLocale.Language.English))


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def player(qtbot: QtBot, clock: Clock) -> LessonPlayer:
    widget = LessonPlayer(LESSONS, settings=Settings.memory(), clock=clock)
    qtbot.addWidget(widget)
    widget.resize(1360, 860)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _lesson(lesson_id: str) -> Lesson:
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id)


def _session(player: LessonPlayer) -> Session:
    session = player.session
    assert session is not None, "no lesson is being played"
    return session


def _exercise(player: LessonPlayer) -> Exercise:
    exercise = player.exercise()
    assert exercise is not None, "no exercise is shown"
    return exercise


def _checked(player: LessonPlayer) -> Feedback:
    feedback = player.check()
    assert feedback is not None, "Check judged nothing"
    return feedback


def _panel(player: LessonPlayer) -> AnswerPanel:
    panel = player.panel
    assert panel is not None, "no answer panel is shown"
    return panel


def _setup(exercise: Exercise) -> Setup:
    assert exercise.setup is not None, f"{exercise.id} has no position"
    return exercise.setup


def _engine_answer(player: LessonPlayer) -> Answer:
    """The engine's answer, as the learner would enter it (a play as B/N pairs)."""
    session, exercise = _session(player), _exercise(player)
    if exercise.kind in (Kind.PLAY, Kind.OBLIGATORY):
        play = play_answer_of(exercise, session.solution.plays)
        assert play is not None
        return play
    answer = session.solution.answer
    if isinstance(answer, Announcement):
        return Announcement(answer.white, answer.black)
    return answer


def _press(player: LessonPlayer, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    player.activateWindow()
    QTest.keyClick(player.exercise_page, key, modifier)


# -- whole lessons -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_every_lesson_can_be_completed_through_its_panels(player: LessonPlayer, lesson: Lesson) -> None:
    """Each exercise answered on its panel with the engine's answer is judged right, and the bar fills up."""
    player.open_lesson(lesson.id)
    player.start_lesson()
    assert player.tabs.currentIndex() == 1
    seen = 0
    while player.exercise() is not None:
        assert player.panel is not None
        _panel(player).setAnswer(_engine_answer(player))
        feedback = player.check()
        assert feedback is not None and feedback.correct, (_exercise(player).id, feedback)
        assert player.state() is State.SOLVED
        player.next_exercise()
        seen += 1
    assert seen == len(lesson.exercises)
    assert player.bars[lesson.id].value() == player.bars[lesson.id].maximum() == len(lesson.exercises)
    assert f"{seen} at the first try, 0 with help, 0 missed" in player.feedback.toPlainText()


def test_an_announcement_wrong_then_detailed_then_right(player: LessonPlayer) -> None:
    """The totals, wrong: the second try gives the rencontres; an over-count is an école par trop (Lois et règles, art.
    XVII: points marked in excess may be marked by the opponent), shown on the board; retry, then right."""
    player.start_lesson("battre-a-vrai")
    panel = player.panel
    assert isinstance(panel, AnnouncePanel)
    truth = _session(player).solution.answer
    assert isinstance(truth, Announcement) and truth.rencontres
    mover = _setup(_exercise(player)).position.to_move
    box = panel.black if mover.value == "black" else panel.white
    box.selectAll()
    QTest.keyClicks(box, str(truth.total(mover) + 2))
    _press(player, Qt.Key.Key_Return)
    assert player.state() is State.DETAIL
    assert panel.detailed and panel.table.isVisible()

    # Every rencontre right but the last, counted two points too many.
    panel.table.setRowCount(0)
    claims = list(truth.rencontres)
    last = claims[-1]
    claims[-1] = AnnouncedRencontre(last.rencontre, last.beneficiary, last.points + 2, last.target, last.jan)
    for claim in claims:
        panel.addClaim(claim)
    assert panel.white.value() + panel.black.value() == truth.white + truth.black + 2
    _press(player, Qt.Key.Key_Return)
    assert player.state() is State.WRONG
    text = player.feedback.toPlainText()
    assert "école" in text and "par trop" in text and "2 points the opponent may claim" in text
    assert last.target is not None and player.board.highlights().get(last.target) == "faux"

    player.retry()
    assert player.state() is State.DETAIL and panel.isEnabled()
    points = panel.cell(panel.table.rowCount() - 1, 2)
    assert isinstance(points, QSpinBox)
    points.setValue(last.points)
    _press(player, Qt.Key.Key_Return)
    assert player.state() is State.SOLVED
    record = player.progress.store.get("", "battre-a-vrai", _exercise(player).id)
    assert record is not None and record.last_result is Outcome.WITH_HELP


def test_a_rencontre_is_placed_by_clicking_the_board(player: LessonPlayer) -> None:
    player.start_lesson("battre-a-vrai")
    panel = player.panel
    assert isinstance(panel, AnnouncePanel)
    panel.setDetailed(True)
    QTest.mouseClick(
        player.board,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        player.board.pointCentre("B8").toPoint(),
    )
    where = panel.cell(0, 3)
    assert isinstance(where, QComboBox) and where.currentData() == "B8"
    assert player.board.highlights() == {Point.from_name("B8"): "target"}


def test_a_throw_that_gives_nothing_is_an_empty_table(player: LessonPlayer) -> None:
    """Dictionnaire raisonné, BATTRE, example 4 with 3 and ace: the lesson says a throw may give nothing."""
    lesson = _lesson("battre-a-vrai")
    exercise = lesson.exercise("exemple-4-trois-et-as")
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    assert _session(player).solution.answer == Announcement(0, 0, ())
    panel = player.panel
    assert isinstance(panel, AnnouncePanel)
    panel.white.setValue(4)
    assert _checked(player).ask_detail
    panel.removeClaim()
    assert panel.white.value() == 0 and _checked(player).correct


def test_an_announcement_left_untouched_is_asked_for_not_credited(player: LessonPlayer) -> None:
    """Dictionnaire raisonné, BATTRE, example 4 (3 and ace gives nothing): Check with the totals never edited announces
    nothing, so the learner is asked for the points rather than credited; typing 0 is an announcement, judged right."""
    exercise = _lesson("battre-a-vrai").exercise("exemple-4-trois-et-as")
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    assert _session(player).solution.answer == Announcement(0, 0, ())
    panel = player.panel
    assert isinstance(panel, AnnouncePanel)
    _press(player, Qt.Key.Key_Return)
    assert player.state() is State.ASKING and _session(player).results == []
    assert "0 if the throw gives nothing" in player.status.text()
    panel.white.setFocus()
    panel.white.selectAll()
    QTest.keyClicks(panel.white, "0")
    _press(player, Qt.Key.Key_Return)
    assert player.state() is State.SOLVED
    assert player.status.text() == ""  # the request is not left under the verdict


def test_a_detailed_announcement_left_untouched_is_asked_for(player: LessonPlayer) -> None:
    """The second try's table, left as shown (one empty row), announces nothing either: asked for, not credited."""
    exercise = _lesson("battre-a-vrai").exercise("exemple-4-trois-et-as")
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    panel = player.panel
    assert isinstance(panel, AnnouncePanel)
    panel.white.setValue(4)
    assert _checked(player).ask_detail
    assert panel.detailed and panel.table.rowCount() == 1
    assert player.check() is None and player.state() is State.DETAIL
    assert "remove its row if the throw gives nothing" in player.status.text()
    QTest.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert _checked(player).correct


# -- plays on the board ------------------------------------------------------------------------------------------


def _first(kind: Kind) -> tuple[Lesson, int]:
    for lesson in LESSONS:
        for index, exercise in enumerate(lesson.exercises):
            if exercise.kind is kind:
                return lesson, index
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", [Kind.PLAY, Kind.OBLIGATORY])
def test_a_play_is_made_by_clicking_dames(player: LessonPlayer, kind: Kind) -> None:
    lesson, index = _first(kind)
    exercise = lesson.exercises[index]
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    panel = player.panel
    assert isinstance(panel, PlayPanel)
    wanted = play_answer_of(exercise, _session(player).solution.plays)
    assert wanted is not None and wanted.moves
    for origin, target in wanted.moves:
        QTest.mouseClick(
            player.board,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            player.board.pointCentre(origin).toPoint(),
        )
        assert player.board.highlights().get(Point.from_name(origin)) == "target"
        if target.endswith("0"):
            panel.bearOff()
        else:
            QTest.mouseClick(
                player.board,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
                player.board.pointCentre(target).toPoint(),
            )
    assert panel.answer() == wanted
    assert player.board.position() == position_after(_setup(exercise).position, wanted.moves)
    assert len(player.board.play()) == len(wanted.moves)
    assert _checked(player).correct


def test_a_move_that_cannot_be_made_is_refused_and_a_wrong_play_is_judged(player: LessonPlayer) -> None:
    lesson, index = _first(Kind.OBLIGATORY)
    exercise = lesson.exercises[index]
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    panel = player.panel
    assert isinstance(panel, PlayPanel)
    mover = _setup(exercise).position.to_move
    empty = next(
        name
        for name in (f"{side}{n}" for side in "BN" for n in range(1, 13))
        if _setup(exercise).position.dames_at(name)[0] is None
    )
    assert not panel.addMove(empty, f"{mover.opponent.letter}0")  # no dame there
    assert panel.moves == []
    feedback = player.check()  # no move at all, where the law obliges one
    assert feedback is not None and not feedback.correct
    assert player.state() is State.WRONG and player.retry_action.isEnabled()


# -- the throws' grid --------------------------------------------------------------------------------------------


@settings(max_examples=40)
@given(st.sets(st.sampled_from(ALL_THROWS)))
def test_the_grid_holds_any_set_of_throws_and_counts_their_chances(qapp: object, throws: set[Throw]) -> None:
    grid = ThrowGrid()
    grid.setThrows(frozenset(throws))
    assert grid.throws() == frozenset(throws)
    assert grid.chances() == sum(throw.weight for throw in throws)


def test_both_ways_of_a_simple_throw_toggle_together(qtbot: QtBot) -> None:
    grid = ThrowGrid()
    qtbot.addWidget(grid)
    QTest.mouseClick(grid.buttons[5, 6], Qt.MouseButton.LeftButton)
    assert grid.buttons[6, 5].isChecked() and grid.throws() == {Throw(6, 5)} and grid.chances() == 2
    QTest.mouseClick(grid.buttons[6, 5], Qt.MouseButton.LeftButton)
    assert not grid.buttons[5, 6].isChecked() and grid.throws() == frozenset()


def test_the_throws_are_answered_by_clicking_the_grid(player: LessonPlayer) -> None:
    lesson, index = _first(Kind.THROWS)
    player.play(Session([lesson.exercises[index]], progress=player.progress, clock=player.clock))
    panel = player.panel
    assert isinstance(panel, ThrowsPanel)
    wanted = _session(player).solution.answer
    assert isinstance(wanted, frozenset) and wanted
    extra = next(t for t in ALL_THROWS if t not in wanted)
    for throw in [*wanted, extra]:
        QTest.mouseClick(panel.grid.buttons[throw.high, throw.low], Qt.MouseButton.LeftButton)
    feedback = player.check()
    assert feedback is not None and not feedback.correct and extra.code() in player.feedback.toPlainText()
    player.retry()
    QTest.mouseClick(panel.grid.buttons[extra.low, extra.high], Qt.MouseButton.LeftButton)
    assert _checked(player).correct


# -- hints, the solution, marking ---------------------------------------------------------------------------------


def test_the_hint_ladder_runs_out_and_shows_its_flèches(player: LessonPlayer) -> None:
    player.start_lesson("battre-a-vrai")
    session = player.session
    assert session is not None
    total = session.hints_left
    assert total >= 2
    marked = set()
    for rung in range(total):
        assert player.hint_action.isEnabled()
        _press(player, Qt.Key.Key_H)
        assert session.hints_used == rung + 1
        marked |= {p for p, kind in player.board.highlights().items() if kind == "target"}
    assert not player.hint_action.isEnabled() and player.hint() is None
    assert marked == set(session.solution.highlights)
    assert player.feedback.toPlainText().count("Hint ") == total


def test_the_solution_is_behind_a_button_and_counts_as_missed(player: LessonPlayer, clock: Clock) -> None:
    player.start_lesson("marquer")
    exercise = player.exercise()
    assert exercise is not None and exercise.kind in (Kind.MARK, Kind.LEAVE)
    solution = player.show_solution()
    assert solution is not None and player.state() is State.REVEALED
    panel = player.panel
    assert isinstance(panel, MarkPanel)
    assert panel.answer() == solution.answer and not panel.isEnabled()
    assert solution.text.en in player.feedback.toPlainText()
    record = player.progress.store.get("", "marquer", exercise.id)
    assert record is not None and record.last_result is Outcome.MISSED

    # A missed exercise comes back within minutes: due first in the lesson, and in the review.
    assert player.due_count() == 0
    clock.now += timedelta(minutes=11)
    player.refresh_list()
    assert player.due_count("marquer") == 1 and player.review_button.isEnabled()
    player.start_lesson("marquer")
    assert _exercise(player).id == exercise.id
    player.start_review()
    assert player.mode == "review" and [e.id for e in _session(player).exercises] == [exercise.id]


@pytest.mark.parametrize(("exercise_id", "leaving"), [("noir-tient", False), ("noir-s-en-va", True)])
def test_the_choice_to_hold_or_leave_is_shown(player: LessonPlayer, exercise_id: str, leaving: bool) -> None:
    """Lois et règles, art. XVI: the thrower who wins a trou holds or leaves; the exercise states which."""
    exercise = _lesson("tenir-ou-s-en-aller").exercise(exercise_id)
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    panel = player.panel
    assert isinstance(panel, MarkPanel)
    assert panel.choice_box.isVisible()
    assert panel.partir.isChecked() is leaving and panel.tenir.isChecked() is not leaving
    # The panel starts from the state before the throw (its jetons are on the board too).
    assert panel.answer() == _setup(exercise).score
    assert player.board.score() == _setup(exercise).score


def test_the_settlement_panel_has_a_field_per_player(player: LessonPlayer) -> None:
    lesson, index = _first(Kind.SETTLE)
    exercise = lesson.exercises[index]
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    panel = player.panel
    assert isinstance(panel, SettlePanel)
    sheet = exercise.data["sheet"]
    assert isinstance(sheet, Mapping)
    assert list(panel.finals) == list(sheet["players"])
    assert player.figure.currentWidget() is player.sheet
    assert player.sheet.rowCount() == len(sheet["marques"])


def test_the_settlement_panel_labels_only_the_players_of_its_exercise(qtbot: QtBot) -> None:
    panel = SettlePanel()
    qtbot.addWidget(panel)
    panel.show()
    for exercise_id, players in (("a-trois-reglement", "ABC"), ("queue-a-egalite", "AB")):
        panel.setExercise(_lesson("refaits-et-joueurs").exercise(exercise_id))
        QApplication.processEvents()  # the new rows shown
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the old ones gone
        shown = sorted(label.text() for label in panel.findChildren(QLabel) if label.isVisible())
        assert shown == sorted([*(f"{name}'s final total:" for name in players), "Rounded gain:"])


# -- the learner's progress ---------------------------------------------------------------------------------------


def test_progress_is_per_learner_kept_in_the_settings_and_reset(qtbot: QtBot, clock: Clock) -> None:
    settings_ = Settings.memory()
    first = LessonPlayer(LESSONS, settings=settings_, clock=clock)
    qtbot.addWidget(first)
    first.setLearner("Ann")
    first.start_lesson("tablier")
    _panel(first).setAnswer(_engine_answer(first))
    assert _checked(first).correct
    assert first.bars["tablier"].value() == 1

    again = LessonPlayer(LESSONS, settings=settings_, clock=clock)
    qtbot.addWidget(again)
    assert again.learner() == "Ann" and again.bars["tablier"].value() == 1
    again.setLearner("Bob")
    assert again.bars["tablier"].value() == 0
    again.setLearner("Ann")
    assert again.reset_progress(confirm=False) == 1
    assert again.bars["tablier"].value() == 0
    assert SettingsProgressStore(settings_).records("Ann") == []


def test_leaving_a_wrong_exercise_counts_it_missed(player: LessonPlayer) -> None:
    player.start_lesson("battre-a-vrai")
    exercise = _exercise(player)
    _panel(player).setAnswer(Announcement(99, 99))
    player.check()
    player.next_exercise()
    record = player.progress.store.get("", "battre-a-vrai", exercise.id)
    assert record is not None and record.last_result is Outcome.MISSED


# -- the drill, the keys, the language, the main window -------------------------------------------------------


def test_the_endless_drill_makes_new_batches(qtbot: QtBot, player: LessonPlayer) -> None:
    player.open_lesson("tablier")
    player.start_drill(seed=5)
    player.wait_for_drill()
    qtbot.waitUntil(lambda: player.mode == "drill", timeout=30000)
    first = [e.id for e in _session(player).exercises]
    assert first and all(e.lesson == "tablier" for e in _session(player).exercises)
    while player.exercise() is not None:
        _panel(player).setAnswer(_engine_answer(player))
        assert _checked(player).correct
        player.next_exercise()
    player.wait_for_drill()
    qtbot.waitUntil(lambda: player.exercise() is not None, timeout=30000)
    assert [e.id for e in _session(player).exercises] != first
    # Each drilled exercise answered right solved one more of the lesson's jan exercises (no drilled id kept).
    jans = [e.id for e in player.lesson_by_id("tablier").exercises if e.kind.value == "jan_of"]
    assert {r.exercise_id for r in player.progress.store.records("")} == set(jans[: len(first)])
    assert player.solved_count(player.lesson_by_id("tablier")) == min(len(first), len(jans))


def test_ctrl_right_goes_on_and_enter_checks(player: LessonPlayer) -> None:
    player.start_lesson("tablier")
    first = player.exercise()
    _press(player, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert player.exercise() is not first and _session(player).index == 1
    _panel(player).setAnswer(_engine_answer(player))
    _press(player, Qt.Key.Key_Enter)
    assert player.state() is State.SOLVED
    _press(player, Qt.Key.Key_Return)  # after a right answer, Enter goes on
    assert _session(player).index == 2


def test_the_lessons_speak_the_interface_language(player: LessonPlayer) -> None:
    lesson = _lesson("battre-a-vrai")
    player.open_lesson(lesson.id)
    QLocale.setDefault(QLocale(QLocale.Language.French))
    player.retranslate()
    assert lesson.title.fr in player.explanation_text()
    item = player.tree.topLevelItem(LESSONS.index(lesson))
    assert item is not None and item.text(0).endswith(lesson.title.fr)
    QLocale.setDefault(QLocale(QLocale.Language.English))
    player.retranslate()
    assert lesson.title.en in player.explanation_text()


def test_french_translations_reach_the_player(qtbot: QtBot, clock: Clock) -> None:
    from studio.ui.i18n import Translations

    translations = Translations()
    translations.install("fr")
    try:
        widget = LessonPlayer(LESSONS, settings=Settings.memory(), clock=clock)
        qtbot.addWidget(widget)
        assert widget.exercise_page.check_action.text() == "&Vérifier"
        assert widget.tabs.tabText(0) == "Explication"
    finally:
        translations.uninstall()


def test_the_main_window_opens_the_player(qtbot: QtBot) -> None:
    from studio.ui.main_window import MainWindow

    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    window.actions_by_id["lessons.open"].trigger()
    player = window.lessons.lesson_player()
    assert isinstance(player, LessonPlayer) and player.isVisible() and player.isWindow()
    assert window.actions_by_id["lessons.open"].shortcut().toString() == "Ctrl+L"
    player.close()


def test_position_after_agrees_with_the_judge() -> None:
    from lessons.feedback import counts_after

    lesson, index = _first(Kind.PLAY)
    exercise = lesson.exercises[index]
    position = _setup(exercise).position
    for play in Session([exercise]).solution.plays:
        answer = play_answer_of(exercise, [play])
        assert answer is not None
        moves = answer.moves
        after = position_after(position, moves)
        assert after is not None and after.counts(position.to_move) == counts_after(position, moves)
        assert after.counts(position.to_move) == play.position.counts(position.to_move)


def test_a_memory_progress_can_be_given(qtbot: QtBot, clock: Clock) -> None:
    progress = fsrs_progress(MemoryProgressStore())
    widget = LessonPlayer(LESSONS[:2], settings=Settings.memory(), progress=progress, clock=clock)
    qtbot.addWidget(widget)
    assert widget.progress is progress and widget.tree.topLevelItemCount() == 2
    assert widget.settings.lesson_progress == ""  # the given store is used, not the settings


# -- the new kinds: tenir or s'en aller by law, écoles, the next table ---------------------------------------------


@pytest.mark.parametrize(
    ("lesson_id", "exercise_id", "panel_type"),
    [
        ("tenir-ou-s-en-aller", "decider-a-faux", "DecidePanel"),
        ("ecoles", "trente-huit-un-trou", "EcolePanel"),
        ("ecoles", "fausse-ecole", "FausseEcolePanel"),
        ("ecoles", "points-donnes-trop-tard", "LapsePanel"),
        ("refaits-et-joueurs", "a-trois-dictionnaire", "TablePanel"),
    ],
)
def test_the_new_kinds_are_answered_on_their_panels(
    player: LessonPlayer, lesson_id: str, exercise_id: str, panel_type: str
) -> None:
    """A wrong answer is judged wrong with a reason, the engine's answer right, on the kind's own panel."""
    exercise = _lesson(lesson_id).exercise(exercise_id)
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    panel = _panel(player)
    assert type(panel).__name__ == panel_type
    if panel_type == "FausseEcolePanel":
        assert panel.answer() == 0  # no fausse école until the learner says one
    else:
        with pytest.raises(ValueError):
            panel.answer()  # nothing chosen yet
    truth = _session(player).solution.answer
    panel.setAnswer(truth)
    assert panel.answer() == truth
    feedback = player.check()
    assert feedback is not None and feedback.correct


def test_a_table_exercise_shows_the_marques_played(player: LessonPlayer) -> None:
    exercise = _lesson("refaits-et-joueurs").exercise("a-trois-troisieme-marque")
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    assert player.figure.currentWidget() is player.sheet
    assert player.sheet.rowCount() == 2
    first, second = item(player.sheet, 0, 1), item(player.sheet, 1, 1)
    assert first is not None and second is not None
    assert "won by B" in first.text() and "won by C" in second.text()


def test_a_decision_answered_wrong_names_the_law(player: LessonPlayer) -> None:
    # White's points come from Black's throw (à faux): he must hold (Lois et règles, art. XVI).
    exercise = _lesson("tenir-ou-s-en-aller").exercise("decider-a-faux")
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    assert player.board.score() == _setup(exercise).score
    _panel(player).setAnswer("s_en_aller")
    feedback = player.check()
    assert feedback is not None and not feedback.correct
    assert "art. XVI" in feedback.lines[0].en


def test_progress_of_a_replaced_exercise_is_not_counted_due(player: LessonPlayer, clock: Clock) -> None:
    """Issue 15 replaced duplicate exercises (new ids): an old record of one is ignored, kept ids still count."""
    learner = player.learner()
    player.progress.record(learner, "ecoles", "exemple-4", Outcome.MISSED, clock.now)  # an id of the old lesson 17
    player.progress.record(learner, "battre-a-vrai", "exemple-4", Outcome.MISSED, clock.now)  # an id kept
    clock.now += timedelta(days=1)
    assert player.due_count("ecoles") == 0
    assert player.due_count("battre-a-vrai") == 1 and player.due_count() == 1


@pytest.mark.parametrize("off", ["off", "dehors", "B0", "N0"])
def test_the_play_panel_takes_the_bande_by_any_name(player: LessonPlayer, off: str) -> None:
    exercise = _lesson("sortie").exercise("six-et-deux")  # White bears off his last two dames, N6 and N1
    player.play(Session([exercise], progress=player.progress, clock=player.clock))
    panel = player.panel
    assert isinstance(panel, PlayPanel)
    assert panel.addMove("N6", off) and panel.addMove("N1", off)
    answer = panel.answer()
    assert isinstance(answer, PlayAnswer) and answer.moves == (("N6", "N0"), ("N1", "N0"))
    feedback = player.check()
    assert feedback is not None and feedback.correct


@pytest.mark.parametrize("width", [900, 1360])
def test_every_lesson_title_shows_whole_in_the_list(qtbot: QtBot, clock: Clock, width: int) -> None:
    # At 1440x900 the list showed "3. La marche des dames et le…", "18. Refaits, primauté, queues…": a long
    # title wraps in its row instead of being cut.
    from PySide6.QtGui import QFontMetrics

    widget = LessonPlayer(LESSONS, settings=Settings.memory(), clock=clock)
    qtbot.addWidget(widget)
    widget.resize(width, 650)
    widget.show()
    qtbot.waitExposed(widget)
    tree = widget.tree
    metrics = QFontMetrics(tree.font())
    column = tree.columnWidth(0)
    for index in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(index)
        assert item is not None
        rect = tree.visualItemRect(item)
        # The text's height when wrapped at the column's width (less the item's margins) fits the row.
        room = metrics.boundingRect(0, 0, column - 8, 10_000, Qt.TextFlag.TextWordWrap, item.text(0))
        assert room.width() <= column - 8 and room.height() <= rect.height(), item.text(0)


def test_checking_an_untouched_answer_never_credits_the_learner(player: LessonPlayer) -> None:
    # Lesson 1's first exercise ("in which jan and which table is B3?") was judged right on Check alone: the
    # jan and table lists started on "petit jan" and "table des petits jans".
    credited = []
    for lesson in LESSONS:
        player.open_lesson(lesson.id)
        player.start_lesson()
        while player.exercise() is not None:
            exercise = _exercise(player)
            feedback = player.check()
            # (A count of points left at 0 is an answer: "nothing scores" may be right on Check alone.)
            if feedback is not None and feedback.correct and exercise.kind is Kind.JAN_OF:
                credited.append(f"{lesson.id}/{exercise.id} ({exercise.kind.value})")
            if player.state() is not State.SOLVED:
                _panel(player).setAnswer(_engine_answer(player))
                player.check()
            player.next_exercise()
    assert credited == [], credited


def _contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    from PySide6.QtGui import QColor

    def luminance(name: str) -> float:
        colour = QColor(name)
        channels = [colour.redF(), colour.greenF(), colour.blueF()]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_lessons_texts_stay_legible_in_the_dark_theme(player: LessonPlayer) -> None:
    """The header, the status line and the feedback were written in #6b6257 grey (and #1c5fa8 blue) on the Dark
    theme's #2b2b2b and #1f1f1f: 2.6 to 1, hard to read. Each colour now reaches 4.5 to 1 on either ground."""
    from dataclasses import astuple

    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    from studio.ui.lesson_windows import texts
    from studio.ui.style import apply_window_theme, dark_palette

    grounds = [dark_palette().color(role).name() for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base)]
    apply_window_theme("dark")
    QApplication.processEvents()
    try:
        assert texts.colours() == texts.DARK
        for colour in astuple(texts.colours()):
            assert all(_contrast(colour, ground) >= 4.5 for ground in grounds), colour
        player.start_lesson("battre-a-vrai")
        assert texts.DARK.grey in player.header.styleSheet()
        assert texts.DARK.grey in texts.hints_left_html(3)
    finally:
        apply_window_theme("auto")
        QApplication.processEvents()
    assert texts.colours() == texts.LIGHT
    assert texts.LIGHT.grey in player.header.styleSheet()  # and back with the light theme


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_the_progress_bars_take_the_themes_colours(player: LessonPlayer, theme: str) -> None:
    """The lessons' progress bars kept their cream ground and dark text in the dark themes: a light stripe in each
    row of a dark list. Grabbed, each bar's ground is the list's own (dark in the dark themes) and its figures
    read on both its ground and its filling (4.5 to 1)."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    from studio.ui.style import apply_window_theme

    apply_window_theme(theme)
    QApplication.processEvents()
    try:
        player.show()
        lesson = player.lessons[0]
        bar = player.bars[lesson.id]
        bar.setValue(bar.maximum() // 2 or 1)
        image = bar.grab().toImage()
        ground = image.pixelColor(image.width() - 4, image.height() // 2).name()
        filling = image.pixelColor(4, image.height() // 2).name()
        window_dark = player.palette().color(QPalette.ColorRole.Window).lightness() < 128
        assert (QColor(ground).lightness() < 128) == window_dark, (theme, ground)
        style = bar.styleSheet()
        text = style.split("color: ")[1].split(";")[0]
        assert _contrast(text, ground) >= 4.5 and _contrast(text, filling) >= 4.5, (theme, text, ground, filling)
    finally:
        apply_window_theme("auto")
        QApplication.processEvents()


# -- the second try and the hints' wording -------------------------------------------------------------------------


def test_the_totals_take_what_is_typed_on_the_second_try(player: LessonPlayer) -> None:
    """Lesson 6 (battre à vrai): after a wrong total the table asks for the rencontres, and the totals stay the
    learner's: what he types there is shown and announced (they were read-only and ignored the keys)."""
    player.start_lesson("battre-a-vrai")
    panel = player.panel
    assert isinstance(panel, AnnouncePanel)
    truth = _session(player).solution.answer
    assert isinstance(truth, Announcement) and truth.rencontres
    mover = _setup(_exercise(player)).position.to_move
    box = panel.black if mover.value == "black" else panel.white
    box.selectAll()
    QTest.keyClicks(box, str(truth.total(mover) + 2))
    _press(player, Qt.Key.Key_Return)
    assert player.state() is State.DETAIL
    panel.table.setRowCount(0)
    for claim in truth.rencontres:
        panel.addClaim(claim)
    assert box.value() == truth.total(mover)  # the table's points added up
    box.setFocus()
    box.selectAll()
    typed = truth.total(mover) + 4
    QTest.keyClicks(box, str(typed))
    assert not box.isReadOnly() and box.value() == typed
    _press(player, Qt.Key.Key_Return)
    assert player.state() is State.WRONG
    assert "do not add them up" in player.feedback.toPlainText()
    player.retry()
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, str(truth.total(mover)))
    assert box.value() == truth.total(mover)
    _press(player, Qt.Key.Key_Return)
    assert player.state() is State.SOLVED


def test_a_hint_reads_as_english_writes_it(player: LessonPlayer) -> None:
    """« Hint 1 : » is French typography: in English the colon follows the word."""
    player.start_lesson("tablier")
    assert player.hint() is not None
    text = player.feedback.toPlainText()
    assert "Hint 1: " in text and "Hint 1 :" not in text
