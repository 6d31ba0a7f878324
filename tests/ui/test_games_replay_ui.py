"""Replaying with pytest-qt: rencontres named in the list, the next throw that scores, a variation played on the
board and kept in the record, closing with unsaved annotations asks to save, export from the game window."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog, QWidget
from pytestqt.qtbot import QtBot

from notation.board import point_of_step
from notation.game import Variant
from notation.record import Turn, read_record
from studio.games.analysis_model import RENCONTRE_NAMES
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.ui import dialogs
from studio.ui.export_dialog import ScoresheetExportDialog
from studio.ui.game_windows.printing import game_labels, window_sheet
from studio.ui.game_windows.replay import ReplayWidget
from studio.ui.game_windows.turns import partie_turns
from studio.ui.game_windows.window import GameWindow
from studio.ui.settings import Settings
from tests.support.session import step_of
from tests.support.widgets import top_item, widget_of

COMPUTERS = (Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))


def _computer_session(seed: int, variant: Variant = Variant.ORDINAIRE, throws: int | None = None) -> GameSession:
    session = GameSession(GameSetup(variant=variant, seats=COMPUTERS, marques=2), rng=random.Random(seed))
    while session.step is not Step.OVER and (throws is None or session.turn_number() < throws):
        session.computer_act()
    return session


def test_the_replay_list_names_the_rencontres(qtbot: QtBot) -> None:
    session = _computer_session(3, throws=40)
    widget = ReplayWidget(session.text())
    qtbot.addWidget(widget)
    turns = partie_turns(session.partie)
    scoring = [turn for turn in turns if turn.scores]
    assert scoring
    for turn in scoring[:5]:
        item = top_item(
            widget.tree,
            next(i for i, e in enumerate(widget.record().elements) if getattr(e, "number", 0) == turn.number),
        )
        for event in turn.events:
            if event.points:
                name = RENCONTRE_NAMES[event.rencontre]
                assert name[:1].lower() + name[1:] in item.text(0)
                assert f", {event.points}" in item.text(0)


@pytest.mark.parametrize(("language", "colon"), [("en", ": "), ("fr", "\u00a0: ")])
def test_the_replay_list_sets_the_colon_as_the_language_does(qtbot: QtBot, language: str, colon: str) -> None:
    """« 12. N 6-5 N1-N7 N1-N6 : battre à vrai B10, 4 » in French, with its no-break space; "…: …" in English."""
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.French if language == "fr" else QLocale.Language.English))
    try:
        widget = ReplayWidget(_computer_session(3, throws=40).text())
        qtbot.addWidget(widget)
        lines = [top_item(widget.tree, i).text(0) for i in range(widget.tree.topLevelItemCount())]
    finally:
        QLocale.setDefault(before)
    scored = [line for line in lines if "battre" in line or "jan" in line or "coin" in line]
    assert scored and all(colon in line for line in scored)
    if language == "en":
        assert not any("\u00a0:" in line for line in lines)


def test_next_scoring_event_goes_to_the_next_throw_that_scores(qtbot: QtBot) -> None:
    session = _computer_session(4, throws=60)
    widget = ReplayWidget(session.text())
    qtbot.addWidget(widget)
    scoring = [turn.number for turn in partie_turns(session.partie) if turn.scores]
    reached = []
    widget.first()
    while widget.next_scoring():
        reached.append(widget.throw_number())
    assert reached == scoring


def _variation_widget(qtbot: QtBot) -> tuple[ReplayWidget, GameSession]:
    session = _computer_session(5, throws=6)
    widget = ReplayWidget(session.text())
    qtbot.addWidget(widget)
    return widget, session


def test_a_variations_dame_whose_rest_is_not_forced_waits(qtbot: QtBot) -> None:
    """As at the play widget: a dame moved in a variation completes the play only when the rest is forced; else
    it stays where it was put, the next landings lit, and the next dame makes the play."""
    from studio.games.play_input import Outcome

    widget, _session = _variation_widget(qtbot)
    widget.goto_throw(3)
    assert widget.start_variation() == ""
    assert widget.variation_throw("6-2") == ""
    playing = widget.variation_bar.play
    assert playing is not None
    mover = playing.session.partie.state.mover
    entry = playing.entry()
    waits = [
        (origin, target)
        for origin in range(1, 25)
        for target in entry.landings(origin)
        if (after := entry.advance(origin, target)) is not None and after.outcome() is Outcome.WAIT
    ]
    assert waits, "6-2 has a dame whose rest is not forced"
    origin, target = waits[0]
    widget.board.pointClicked.emit(point_of_step(mover, origin).name)
    widget.board.pointClicked.emit(point_of_step(mover, target).name)
    assert not widget.modified and playing.input is not None
    lit = {point for point, kind in widget.board.highlights().items() if kind == "target"}
    waiting = playing.input.next_landings()
    assert lit == {point_of_step(mover, stop) for stop in waiting if stop <= 24}
    stop, origins = next((stop, origins) for stop, origins in waiting.items() if len(origins) == 1)
    widget.board.pointClicked.emit(point_of_step(mover, next(iter(origins))).name)
    widget.board.pointClicked.emit(point_of_step(mover, stop).name)
    assert widget.modified and playing.input is None


def test_a_variation_is_played_on_the_board_and_kept(qtbot: QtBot) -> None:
    widget, _session = _variation_widget(qtbot)
    widget.goto_throw(3)
    turn = widget.record().turns()[2]
    assert widget.start_variation() == ""
    assert widget.playing_variation()
    throw = "6-6" if turn.throw.code() != "6-6" else "5-5"
    assert widget.variation_throw(throw) == ""
    playing = widget.variation_bar.play
    assert playing is not None
    variation_session = playing.session
    assert variation_session.step is Step.PLAY
    mover = variation_session.partie.state.mover
    plays = variation_session.legal_plays()
    play = next(p for p in plays if p.moves)
    origin, target = play.moves[0]
    widget.ask_completion = lambda completions: next((c for c in completions if c.moves == play.moves), completions[0])
    widget.board.pointClicked.emit(point_of_step(mover, origin).name)
    assert any(kind == "target" for kind in widget.board.highlights().values())
    widget.board.pointClicked.emit(point_of_step(mover, target).name)
    assert widget.modified
    record = read_record(widget.text())
    variations = record.turns()[2].variations
    assert len(variations) == 1
    first = variations[0][0]
    assert isinstance(first, Turn) and first.throw.code() == throw
    # A second throw of the variation lengthens the same variation.
    assert widget.playing_variation()
    next_throw = "2-1"
    assert widget.variation_throw(next_throw) == ""
    if playing.session.step is Step.PLAY:
        playing.play(next(p for p in playing.session.legal_plays()))
    variations = read_record(widget.text()).turns()[2].variations
    assert len(variations) == 1 and len(variations[0]) == 2
    widget.end_variation()
    assert not widget.playing_variation()


def test_closing_a_replay_with_annotations_asks_to_save(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _computer_session(6, throws=8)
    path = tmp_path / "partie.trr"
    path.write_text(session.text(), encoding="utf-8")
    window = GameWindow(record_text=path.read_text(encoding="utf-8"), path=str(path), settings=Settings.memory())
    qtbot.addWidget(window)
    window.show()
    assert window.replay is not None
    window.replay.goto_throw(2)
    window.replay.set_comment(window.replay.current().path, "Un coup à retenir")
    answers = iter([dialogs.CANCEL, dialogs.SAVE])
    asked: list[str] = []

    def ask(parent: QWidget | None, title: str, text: str) -> str:
        asked.append(title)
        return next(answers)

    monkeypatch.setattr(dialogs, "ask_save", ask)
    assert not window.close()  # Cancel: the window stays, nothing lost.
    assert window.isVisible() and "Un coup à retenir" not in path.read_text(encoding="utf-8")
    assert window.close()  # Save: written to the file it came from.
    assert "{Un coup à retenir}" in path.read_text(encoding="utf-8")
    assert len(asked) == 2


def test_closing_an_unmodified_replay_asks_nothing(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = GameWindow(record_text=_computer_session(6, throws=4).text(), settings=Settings.memory())
    qtbot.addWidget(window)
    window.show()
    monkeypatch.setattr(dialogs, "ask_save", lambda *a: pytest.fail("asked"))
    assert window.close()


def test_save_as_proposes_a_name_in_the_last_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings.memory()
    settings.last_folder = str(tmp_path)
    window = GameWindow(record_text=_computer_session(6, throws=4).text(), settings=settings)
    qtbot.addWidget(window)
    proposed: list[str] = []

    def fake(parent: QWidget | None, title: str, start: str, filters: str) -> tuple[str, str]:
        proposed.append(start)
        return str(tmp_path / "sub" / "mine"), filters

    (tmp_path / "sub").mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)  # the dialog studio.ui.dialogs opens
    assert window.save_as()
    assert proposed[0].startswith(str(tmp_path / "Abel-Blaise-"))
    assert proposed[0].endswith(".trr")
    assert (tmp_path / "sub" / "mine.trr").is_file()
    assert settings.last_folder == str(tmp_path / "sub")


def test_the_live_scoresheet_and_a_booklet_from_the_game_window(qtbot: QtBot) -> None:
    session = _computer_session(8, Variant.ECRIRE, throws=30)
    window = GameWindow(session=session, settings=Settings.memory(), delay_ms=0)
    qtbot.addWidget(window)
    assert window.play is not None
    window.play.stop()
    sheet = window_sheet(window)
    assert sheet == session.sheet()
    from studio.ui.game_windows.printing import export_booklet, print_sheet

    dialog = widget_of(ScoresheetExportDialog, print_sheet(window))
    assert dialog.from_partie.isChecked() and dialog.live_sheet == sheet
    assert dialog.writer()(_null()) >= 1
    dialog.close()
    # Before the first marqué is over: the sheet with the players' names.
    early = GameWindow(session=_computer_session(8, Variant.ECRIRE, throws=3), settings=Settings.memory(), delay_ms=0)
    qtbot.addWidget(early)
    assert early.play is not None
    early.play.stop()
    dialog = widget_of(ScoresheetExportDialog, print_sheet(early))
    assert dialog.writer()(_null()) >= 1
    dialog.close()
    booklet = export_booklet(window, window.text(), window.proposed_name())
    assert booklet.chosen_record_text() == window.text()
    assert booklet.proposed_name().startswith("livret-Abel-Blaise")
    booklet.close()


def _null() -> io.BytesIO:
    return io.BytesIO()


def test_a_booklet_of_one_game_of_the_samples_file(qtbot: QtBot) -> None:
    from studio.store.sample import sample_files
    from studio.ui.export_dialog import BookletExportDialog

    several = next(path for path in sample_files() if path.read_text(encoding="utf-8").count("%trictrac") > 1)
    games = game_labels(several.read_text(encoding="utf-8"))
    dialog = BookletExportDialog(record_path=str(several))
    qtbot.addWidget(dialog)
    assert dialog.game.count() == len(games) > 1
    dialog.game.setCurrentIndex(1)
    assert dialog.chosen_record_text() == games[1][1]
    assert dialog.writer()(_null()) >= 1


def test_opening_the_samples_file_asks_which_game(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMainWindow

    from studio.store.sample import sample_files
    from studio.ui.game_windows import GamesController

    several = next(path for path in sample_files() if path.read_text(encoding="utf-8").count("%trictrac") > 1)
    games = game_labels(several.read_text(encoding="utf-8"))
    offered: list[list[str]] = []

    def pick(
        parent: QWidget | None, title: str, label: str, items: list[str], current: int, editable: bool
    ) -> tuple[str, bool]:
        offered.append(list(items))
        return items[2], True

    monkeypatch.setattr(QInputDialog, "getItem", pick)  # the dialog studio.ui.game_windows.printing opens
    main = QMainWindow()
    qtbot.addWidget(main)
    controller = GamesController(main)
    window = controller.open_path(str(several))
    assert offered and len(offered[0]) == len(games)
    assert window is not None and window.replay is not None
    assert window.replay.record() == read_record(games[2][1])
    # A game out of a file of several is not saved back over that file.
    assert window.path is None
    window.close()


def test_a_variation_winning_a_trou_asks_hold_or_leave(qtbot: QtBot) -> None:
    from notation.dice import Throw

    session = _computer_session(9, throws=80)
    widget = ReplayWidget(session.text())
    qtbot.addWidget(widget)
    found = None
    for number in range(2, 80):
        widget.goto_throw(number)
        before = widget.model.session_from(widget.model.stop_before(widget.current().path).inputs)
        for high in range(1, 7):
            for low in range(1, high + 1):
                twin = before.clone()
                if twin.step is not Step.THROW:
                    break
                twin.roll(Throw(high, low))
                if step_of(twin) is Step.DECIDE:
                    found = (number, f"{high}-{low}")
                    break
            if found:
                break
        if found:
            break
    assert found is not None, "no throw wins a trou in this partie"
    number, throw = found
    widget.goto_throw(number)
    asked: list[bool] = []

    def ask_leave() -> bool:
        asked.append(True)
        return True

    widget.ask_leave = ask_leave
    assert widget.start_variation() == ""
    assert widget.variation_throw(throw) == ""
    assert asked
    turn = read_record(widget.text()).turns()[number - 1]
    assert turn.variations
    first = turn.variations[0][0]
    assert isinstance(first, Turn) and first.leave is True
