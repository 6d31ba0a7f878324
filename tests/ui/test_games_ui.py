"""The studio's games with pytest-qt: a partie between two computers driven through the GUI, a partie recorded
over the board, a replay with navigation, an école claimed and settled, the archive browser, the Game menu."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QMainWindow
from pytestqt.qtbot import QtBot

from notation.board import WHITE, point_of_step
from notation.game import GameState, Partie, Variant
from notation.record import read_record
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.store.db import Archive
from studio.ui.game_windows import GAME_ACTIONS, install
from studio.ui.game_windows.archive_browser import ArchiveBrowser, StoreBackend, player_stats_of
from studio.ui.game_windows.play import PlayWidget
from studio.ui.game_windows.replay import ReplayWidget
from studio.ui.settings import Settings

COMPUTERS = (Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))
HUMANS = (Seat("Abel"), Seat("Blaise"))


def _computer_record(seed: int, variant: Variant = Variant.ORDINAIRE) -> str:
    session = GameSession(GameSetup(variant=variant, seats=COMPUTERS, marques=2), rng=random.Random(seed))
    while session.step is not Step.OVER:
        session.computer_act()
    return session.text()


def test_a_whole_partie_between_two_computers_through_the_gui(qtbot: QtBot) -> None:
    setup = GameSetup(variant=Variant.ECRIRE, seats=COMPUTERS, marques=2)
    session = GameSession(setup, rng=random.Random(8))
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.show()
    with qtbot.waitSignal(widget.finished, timeout=240_000):
        pass
    assert session.partie.over
    assert not widget.thinking()
    assert widget.board.position() == session.partie.state.position
    assert "over" in widget.status.text()
    # The scoresheet beside the board shows the two marqués and the settlement of notation.ecrire.
    sheet = session.sheet()
    assert sheet is not None and widget.sheet.sheet() == sheet
    settlement = session.settlement()
    assert settlement is not None
    final_row = len(sheet.marques) + 4
    for column, name in enumerate(sheet.players, start=1):
        assert widget.sheet.cell(final_row, column) == str(settlement.players[name].final)


def test_a_partie_recorded_over_the_board(qtbot: QtBot, tmp_path: Path) -> None:
    autosave = tmp_path / "partie.trr"
    session = GameSession(GameSetup(seats=HUMANS, recording=True), autosave=autosave)

    def step() -> Step:
        """The session's step now (each input of the widget moves it on)."""
        return session.step

    widget = PlayWidget(session)
    qtbot.addWidget(widget)
    assert not widget.throw_button.isVisible() or not widget.isVisible()
    # The primauté typed as it fell: Blanc 5, Noir 3; then the play picked on the board.
    assert widget.enter_dice("5-3")
    assert step() is Step.PLAY
    # One dame plays both numbers, B1 to B9: the only play that takes a dame there (one number alone would leave
    # the other to choose).
    play = next(play for play in session.legal_plays() if play.moves[1][0] == play.moves[0][1])
    origin, target = play.moves[0][0], play.moves[-1][1]
    widget.board.pointClicked.emit(point_of_step(WHITE, origin).name)
    assert widget.board.highlights()  # the dame picked and its destinations
    widget.board.pointClicked.emit(point_of_step(WHITE, target).name)
    assert step() is Step.THROW and session.partie.state.mover is not WHITE
    # A throw that cannot be is refused with a message, and nothing changes.
    assert not widget.enter_dice("7-1")
    assert widget.message.text()
    # Two dice clicked, then a play chosen in the list.
    widget.click_die(6)
    widget.click_die(4)
    assert session.partie.state.dice is not None and session.partie.state.dice.code() == "6-4"
    widget.plays.setCurrentRow(widget.plays.count() - 1)
    widget.play_selected()
    assert session.turn_number() == 2 and step() is Step.THROW
    # Every input is autosaved; the record replays to the same partie.
    saved = GameSession.from_text(autosave.read_text(encoding="utf-8"))
    assert saved.partie.events == session.partie.events
    record = read_record(session.text())
    assert [turn.throw.code() for turn in record.turns()] == ["5-3", "6-4"]
    widget.undo()
    assert step() is Step.PLAY


def test_a_replay_with_navigation(qtbot: QtBot) -> None:
    text = _computer_record(3)
    widget = ReplayWidget(text)
    qtbot.addWidget(widget)
    widget.show()
    record = read_record(text)
    turns = record.turns()
    assert widget.throw_number() == 0
    QTest.keyClick(widget.tree, Qt.Key.Key_End)
    widget.last()
    assert widget.throw_number() == turns[-1].number
    widget.first()
    assert widget.throw_number() == 0
    widget.next()
    widget.next()
    assert widget.throw_number() == 2
    widget.previous()
    assert widget.throw_number() == 1
    assert widget.goto_throw(10)
    assert widget.throw_number() == 10
    # The next scoring event: the first later throw after which the score is not what it was.
    start = widget.throw_number()
    assert widget.next_scoring()
    reached = widget.throw_number()
    partie = GameSession.from_text(text).partie
    assert reached > start
    scores = [state.score for state in _states_by_throw(partie)]
    assert scores[reached] != scores[reached - 1]
    assert all(scores[n] == scores[n - 1] for n in range(start + 1, reached))
    # The board shows the engine's position after that throw.
    assert widget.board.position() == _states_by_throw(partie)[reached].position
    # A comment edited in place goes into the record.
    item = widget.tree.currentItem()
    assert item is not None
    item.setText(1, "Le coup du jour.")
    assert "{Le coup du jour.}" in widget.text()
    # A variation entered from the throw, checked by the engine, shown indented.
    widget.goto_throw(1)
    first = turns[0]
    plays = GameSession.from_text("%trictrac 1\n").clone()
    plays.primaute(
        *((first.throw.high, first.throw.low) if first.colour is WHITE else (first.throw.low, first.throw.high))
    )
    other = next(p for p in plays.legal_plays() if p.moves != first.moves)
    from notation.record.writer import format_moves

    moves = format_moves(other.moves, first.colour, record.notation)
    assert widget.add_variation(f"{first.throw.code()} {moves}") == ""
    assert read_record(widget.text()).turns()[0].variations
    assert widget.current().path[1:] == (0, 0)  # in the variation
    assert widget.add_variation("6-6 B1-B9", at=(0,)) != ""  # refused: not the throw's play


def _states_by_throw(partie: Partie) -> list[GameState]:
    from notation.game import PrimauteThrow, Roll

    states = [partie._initial]
    count = 0
    for index, event in enumerate(partie.events):
        if isinstance(event, Roll | PrimauteThrow):
            count += 1
            if count > 1:
                states.append(partie.states[index - 1])
    states.append(partie.states[-1])
    return states


def test_an_ecole_claimed_and_settled_through_the_gui(qtbot: QtBot) -> None:
    session = GameSession(GameSetup(seats=HUMANS, ecoles=True), rng=random.Random(7))
    for _ in range(5_000):
        pending = session.state.pending
        if (
            session.step is Step.DECLARE
            and pending is not None
            and pending.own_throw
            and pending.truth >= 2
            and pending.before.of(pending.declarer).points + pending.truth + 2 < 12
        ):
            break
        session.computer_act()
    widget = PlayWidget(session)
    qtbot.addWidget(widget)
    widget.show()
    pending = session.state.pending
    assert pending is not None
    truth = pending.truth
    assert widget.declare_box.isVisible()
    # He marks two points too many: an école par trop of 2 (Dictionnaire raisonné, ÉCOLE), which the opponent claims.
    widget.points_spin.setValue(truth + 2)
    QTest.mouseClick(widget.declare_button, Qt.MouseButton.LeftButton)
    assert widget.claim_box.isVisible()
    widget.claim_spin.setValue(2)
    QTest.mouseClick(widget.claim_button, Qt.MouseButton.LeftButton)
    entry = session.ecoles[-1]
    assert entry.claim is not None and entry.claim.accepted == 2 and entry.claim.fausse_ecole == 0
    seats = session.seats()
    assert session.ecole_totals()[seats[entry.claimant].name] == 2
    assert "école par trop of 2 points" in widget.ecole_label.text()
    assert session.step is Step.PLAY


@pytest.fixture
def _computers_parties(archive: Archive) -> None:
    """Two computers' parties in the shared archive (tests/support/fixtures.py), the first twice."""
    from studio.store.importing import import_text

    for seed in (1, 2):
        import_text(archive, _computer_record(seed), source=f"seed{seed}")
    import_text(archive, _computer_record(1), source="again", on_duplicate="keep")


@pytest.mark.usefixtures("_computers_parties")
def test_the_archive_browser(qtbot: QtBot, archive: Archive, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    browser = ArchiveBrowser(StoreBackend(archive), settings=settings)
    qtbot.addWidget(browser)
    browser.search()
    assert browser.model.rowCount() == 3
    player = browser.fields["player"]
    assert isinstance(player, QLineEdit)
    player.setText("abel")
    browser.search()
    assert browser.proxy.rowCount() == 3
    browser.within.setText("no such thing")
    assert browser.proxy.rowCount() == 0
    browser.within.clear()
    browser.save_filter("Abel's games")
    player.setText("")
    assert browser.load_filter("Abel's games")
    assert player.text() == "abel"
    assert "Abel's games" in ArchiveBrowser(StoreBackend(archive), settings=settings).saved_filters()
    stats = browser.show_stats("Abel")
    assert stats is not None and stats.games == 3 and stats.won + stats.lost + stats.drawn == 3
    assert "Abel" in browser.stats.text()
    opened: list[str] = []
    browser.openRequested.connect(opened.append)
    browser.table.selectRow(0)
    browser.open_selected()
    assert opened and read_record(opened[0]).turns()
    assert browser.merge_duplicates(confirm=False) == 1
    assert browser.model.rowCount() == 2
    browser.table.selectRow(0)
    assert browser.delete_selected(confirm=False) == 1
    assert browser.model.rowCount() == 1


@pytest.mark.parametrize(
    ("games", "won", "lost", "drawn", "unfinished"),
    [
        ([("A", "B", "white", "ordinaire"), ("B", "A", "white", "ordinaire")], 1, 1, 0, 0),
        (
            [("Élodie", "B", "black", "ecrire"), ("B", "elodie", "draw", "ecrire"), ("B", "ÉLODIE", None, "x")],
            0,
            1,
            1,
            1,
        ),
    ],
)
def test_player_statistics(
    games: list[tuple[str, str, str | None, str]], won: int, lost: int, drawn: int, unfinished: int
) -> None:
    name = games[0][0] if games[0][0] != "B" else games[0][1]
    stats = player_stats_of(name, games)
    assert (stats.won, stats.lost, stats.drawn, stats.unfinished) == (won, lost, drawn, unfinished)
    assert stats.games == len(games) == stats.as_white + stats.as_black


def test_install_adds_the_game_menu_and_recovers(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRICTRAC_DATA_DIR", str(tmp_path))
    from studio.games.session import default_autosave_path

    session = GameSession(GameSetup(seats=HUMANS, recording=True), autosave=default_autosave_path())
    session.primaute(6, 2)
    session.play(session.legal_plays()[0].moves)
    window = QMainWindow()
    qtbot.addWidget(window)
    controller = install(window, offer_recovery=False)
    shortcuts = {action.objectName(): action.shortcut().toString() for action in controller.actions.values()}
    assert shortcuts == {key: shortcut for key, _text, shortcut, _method in GAME_ACTIONS}
    recovered = controller.offer_recovery(ask=False)
    assert recovered is not None and recovered.play is not None
    assert recovered.play.session.partie.events == session.partie.events
    recovered.close()


def test_the_archive_browser_imports_a_folder_in_the_background(qtbot: QtBot, tmp_path: Path) -> None:
    # Issue "Game records and the archive": import of files and whole folders, a bad file reported with its line
    # and skipped (nothing half-imported), progress shown — from the studio too.
    from studio.store.sample import SAMPLE_DIR

    folder = tmp_path / "records"
    folder.mkdir()
    good = (SAMPLE_DIR / "annotees.trictrac").read_text(encoding="utf-8")
    (folder / "good.trictrac").write_text(good, encoding="utf-8")
    (folder / "bad.trictrac").write_text(good.replace("1. ", "1. X", 1), encoding="utf-8")
    archive = Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}")
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    browser = ArchiveBrowser(StoreBackend(archive), settings=settings)
    qtbot.addWidget(browser)
    browser.import_records([str(folder)], report=False)
    qtbot.waitUntil(lambda: browser.last_import is not None, timeout=30_000)
    result = browser.last_import
    assert result is not None
    assert result.files == 2 and len(result.errors) == 1
    assert result.errors[0].path.endswith("bad.trictrac") and result.errors[0].line > 0
    assert result.games == good.count("%trictrac 1")
    assert browser.model.rowCount() == result.games
    archive.close()


@pytest.mark.parametrize(
    "answer, kept, resumed", [("resume", True, True), ("later", True, False), ("abandon", False, False)]
)
def test_an_unfinished_partie_can_be_abandoned_when_offered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answer: str, kept: bool, resumed: bool
) -> None:
    # Answering "No" left the partie's autosave: it was offered again at every start, with no way to drop it.
    monkeypatch.setenv("TRICTRAC_DATA_DIR", str(tmp_path))
    from PySide6.QtWidgets import QMessageBox

    from studio.games.session import default_autosave_path, find_autosave

    monkeypatch.setattr(QMessageBox, "question", lambda *_args, **_kwargs: QMessageBox.StandardButton.No)
    session = GameSession(GameSetup(seats=HUMANS, recording=True), autosave=default_autosave_path())
    session.primaute(6, 2)
    session.play(session.legal_plays()[0].moves)
    window = QMainWindow()
    qtbot.addWidget(window)
    controller = install(window, offer_recovery=False)
    asked: list[int] = []

    def ask(turn: int) -> str:
        asked.append(turn)
        return answer

    controller.ask_recovery = ask
    recovered = controller.offer_recovery()
    assert asked == [session.turn_number()]
    assert (recovered is not None) is resumed
    assert (find_autosave() is not None) is kept
    if recovered is not None:
        recovered.close()


def test_a_partie_left_before_its_first_throw_is_not_said_left_after_throw_0() -> None:
    from studio.ui.game_windows import recovery_question

    assert "0" not in recovery_question(0)
    assert "12" in recovery_question(12)
