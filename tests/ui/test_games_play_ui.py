"""Playing at the board with pytest-qt: a dame clicked shows every landing the engine's legal plays give (the sum
too), dragged or clicked plays, completions asked when several, the computer's throw and play shown on the board
move by move, and every scoring event named in the move list."""

from __future__ import annotations

import random
from functools import partial

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from notation.board import BLACK, WHITE, Colour, Position, point_of_step
from notation.dice import Throw
from notation.game import Move, Partie
from notation.rules.moves import Play
from studio.games.analysis_model import RENCONTRE_NAMES
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.ui.game_windows.play import PlayWidget, seat_label
from studio.ui.game_windows.turns import events_text, partie_turns
from tests.support.session import step_of

HUMANS = (Seat("Abel"), Seat("Blaise"))
COMPUTERS = (Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))


def _targets(widget: PlayWidget) -> set[str]:
    return {point.name for point, kind in widget.board.highlights().items() if kind == "target"}


def test_a_dame_clicked_shows_every_landing_with_the_sum(qtbot: QtBot) -> None:
    session = GameSession(GameSetup(seats=HUMANS))
    session.apply("P3-1")  # Blanc has the primauté and plays 3-1 from the talons.
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.board.pointClicked.emit("B1")
    # 3-1 from B1: the 1 (B2), the 3 (B4) and both with one dame (B5), as the issue asks.
    assert _targets(widget) == {"B2", "B4", "B5"}
    widget.board.pointClicked.emit("B5")
    assert session.step is Step.THROW
    assert session.partie.state.position.dames_at("B5") == (WHITE, 1)


def test_a_dame_dragged_is_played(qtbot: QtBot) -> None:
    session = GameSession(GameSetup(seats=HUMANS))
    session.apply("P6-5")
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.board.pointDragged.emit("B1", "B7")
    # 6-5 from the talons has one play: the 5 is forced, B1-B6.
    assert session.partie.state.position.dames_at("B7") == (WHITE, 1)
    assert session.partie.state.position.dames_at("B6") == (WHITE, 1)


def test_a_dame_whose_rest_is_not_forced_waits_for_the_next(qtbot: QtBot) -> None:
    """6-2 from the talons, B1 to B7: B1-B3 and B7-B9 are both legal, so the studio plays neither; the dame stays
    on B7, both landings are lit, and the next dame makes the play."""
    session = GameSession(GameSetup(seats=HUMANS))
    session.apply("P6-2")
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.board.pointDragged.emit("B1", "B7")
    assert session.step is Step.PLAY
    assert widget.board.position().dames_at("B7") == (WHITE, 1)
    assert _targets(widget) == {"B3", "B9"}
    assert widget.plays.count() == 2
    widget.board.pointClicked.emit("B9")  # a lit landing: the dame on B7 goes on
    assert step_of(session) is Step.THROW
    assert session.partie.state.position.dames_at("B9") == (WHITE, 1)
    assert session.partie.state.position.dames_at("B1") == (WHITE, 14)


@pytest.mark.parametrize("key", [Qt.Key.Key_Escape, "undo"])
def test_a_dame_waiting_is_put_back(qtbot: QtBot, key: Qt.Key | str) -> None:
    session = GameSession(GameSetup(seats=HUMANS))
    session.apply("P6-2")
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.board.pointClicked.emit("B1")
    widget.board.pointClicked.emit("B3")
    assert widget.board.position().dames_at("B3") == (WHITE, 1)
    assert widget.undo_button.isEnabled()  # nothing answered yet, but the dames can be put back
    inputs = len(session.inputs)
    if isinstance(key, Qt.Key):
        QTest.keyClick(widget.board, key)
    else:  # "undo"
        widget.undo_button.click()
    assert widget.board.position() == session.partie.state.position
    assert len(session.inputs) == inputs and session.step is Step.PLAY
    assert not _targets(widget)
    # Played again, the other way: B1-B7 then B1-B3.
    widget.board.pointDragged.emit("B1", "B7")
    widget.board.pointDragged.emit("B1", "B3")
    assert session.partie.state.position.dames_at("B3") == (WHITE, 1)
    assert session.partie.state.position.dames_at("B7") == (WHITE, 1)


def _choosing_session() -> GameSession:
    """Blanc's last three dames on his steps 21, 22 and 23, 5-1 to play: the dame on 21 borne off is a whole play
    (the 1 then the 5 from 22) or leaves the 1 to play (the 5 alone)."""
    session = GameSession(GameSetup(seats=HUMANS))
    position = Position((0,) * 20 + (1, 1, 1, 0), (0,) * 23 + (15,), WHITE, None)
    session.partie = Partie(start_position=position)
    session.apply("R5-1")
    return session


def test_an_ambiguous_completion_is_asked_not_guessed(qtbot: QtBot) -> None:
    session, origin = _choosing_session(), 21
    mover = session.partie.state.mover
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    asked: list[list[Play]] = []

    def ask(plays: list[Play]) -> Play | None:
        asked.append(list(plays))
        return plays[-1]

    widget.ask_completion = ask
    widget.board.pointDragged.emit(point_of_step(mover, origin).name, "")
    assert len(asked) == 1 and len(asked[0]) > 1
    played = [event for event in session.partie.events if isinstance(event, Move)][-1]
    assert played.moves == asked[0][-1].moves


def test_the_computers_play_is_shown_move_by_move_and_skippable(qtbot: QtBot) -> None:
    session = GameSession(GameSetup(seats=(Seat("Abel"), Seat("Blaise", SeatKind.COMPUTER))), rng=random.Random(1))
    session.apply("P2-6")  # Noir (the computer) has the primauté: it plays 6-2 first.
    widget = PlayWidget(session, delay_ms=1, step_ms=60_000)
    qtbot.addWidget(widget)
    qtbot.waitUntil(widget.showing, timeout=20_000)
    # The throw is on the board, the first move already made there, the partie not yet changed.
    assert widget.board.dice() == Throw(6, 2)
    assert session.step is Step.PLAY
    assert widget.board.position() != session.partie.state.position
    assert widget.board.play()
    widget.skip()
    assert step_of(session) is Step.THROW and not widget.showing()
    assert widget.board.position() == session.partie.state.position
    # Noir's throw stays on the board while Blanc is to throw.
    assert widget.board.dice() == Throw(6, 2)


def test_every_scoring_event_is_named_in_the_move_list(qtbot: QtBot) -> None:
    session = GameSession(GameSetup(seats=COMPUTERS), rng=random.Random(5))
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    qtbot.waitUntil(lambda: any(turn.scores for turn in partie_turns(session.partie)), timeout=60_000)
    widget.stop()
    lines = [widget.moves_list.item(i).text() for i in range(widget.moves_list.count())]
    turns = partie_turns(session.partie)
    assert len(lines) == len(turns)
    scoring = next(turn for turn in turns if turn.scores)
    line = lines[scoring.number - 1]
    for event in scoring.events:
        if event.points:
            name = RENCONTRE_NAMES[event.rencontre]
            assert name[:1].lower() + name[1:] in line
            assert f", {event.points}" in line
    assert line.startswith(f"{scoring.number}. {scoring.colour.letter} {scoring.throw.code()}")


def test_the_last_scoring_is_announced_as_it_happens(qtbot: QtBot) -> None:
    session = GameSession(GameSetup(seats=HUMANS))
    session.apply("P6-5")
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.play_moves(((1, 7), (1, 6)))
    widget.enter_dice("6-6")
    turns = partie_turns(session.partie)
    assert "Blaise" in widget.scored_label.text() and "6-6" in widget.scored_label.text()
    if turns[-1].scores:
        assert f", {turns[-1].events[0].points}" in widget.scored_label.text()


def test_a_seat_named_as_its_colour_is_not_repeated() -> None:
    assert seat_label("Blanc", WHITE) == "Blanc"
    assert seat_label("Abel", WHITE) == "Abel (Blanc)"


def test_a_bad_throw_is_said_in_the_interfaces_words(qtbot: QtBot) -> None:
    session = GameSession(GameSetup(seats=HUMANS, recording=True))
    session.apply("P3-1")
    session.apply("M1-2.1-4")
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    assert not widget.enter_dice("7-1")
    assert widget.message.text() == "Type the throw as two dice from 1 to 6, such as 6-5."
    assert session.step is Step.THROW


def test_closing_a_finished_partie_not_saved_asks(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from studio.ui import dialogs
    from studio.ui.game_windows.archiving import ArchiveAnswer
    from studio.ui.game_windows.window import GameWindow
    from studio.ui.settings import Settings

    session = GameSession(GameSetup(seats=COMPUTERS), rng=random.Random(4))
    while session.step is not Step.OVER:
        session.computer_act()
    window = GameWindow(session=session, settings=Settings.memory(), delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    asked: list[str] = []

    def ask(parent: QWidget | None, title: str, text: str) -> str:
        asked.append(title)
        return dialogs.CANCEL

    monkeypatch.setattr(dialogs, "ask_save", ask)
    assert window.is_modified()
    assert not window.close() and asked
    # Saved to the archive: closing asks no more.
    window.archive_saver = lambda text, game_id: ArchiveAnswer("Archived as game 1.", True, 1)
    assert window.save_to_archive()
    assert not window.is_modified()
    assert window.close()


def test_a_dame_borne_off_by_dragging_it_off_the_tablier(qtbot: QtBot) -> None:
    from notation.board import Position

    # Blanc's last dames in his jan de retour; 6-5 bears them off.
    position = Position.from_points({"N5": 1, "N3": 1}, {"N1": 15}, WHITE)
    session = GameSession(GameSetup(seats=HUMANS))
    session.partie = type(session.partie)(start_position=position)
    session.apply("R6-5")
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.board.pointClicked.emit("N5")
    off = point_of_step(WHITE, 25)
    assert widget.board.highlights().get(off) == "target"
    widget.board.grab()  # the tray glows: painted without error
    widget.board.pointDragged.emit("N5", "")
    played = [event for event in session.partie.events if isinstance(event, Move)][-1]
    assert (20, 25) in played.moves  # N5 is Blanc's step 20: the 5 bears it off


def test_the_move_list_names_points_in_the_studios_notation(qtbot: QtBot) -> None:
    from notation.notations import Notation, point_name
    from studio.ui.game_windows.window import GameWindow
    from studio.ui.settings import Settings

    settings = Settings.memory()
    settings.notation = Notation.SOUMILLE
    session = GameSession(GameSetup(seats=HUMANS))
    session.apply("P6-5")
    session.apply("M1-7.1-6")
    window = GameWindow(session=session, settings=settings, delay_ms=0)
    qtbot.addWidget(window)
    assert window.play is not None and window.play.board.notation() is Notation.SOUMILLE
    line = window.play.moves_list.item(0).text()
    orientation = window.play.board.orientation()
    assert point_name(point_of_step(WHITE, 7), Notation.SOUMILLE, orientation) in line
    assert "B7" not in line


def test_a_dame_that_cannot_move_says_so(qtbot: QtBot) -> None:
    # Played by the computer's choices until a dame of the mover has no legal play (found, not assumed).
    session = GameSession(GameSetup(seats=HUMANS), rng=random.Random(7))
    stuck = None
    for _ in range(400):
        if session.step is Step.PLAY:
            mover = session.partie.state.mover
            movable = {move[0] for play in session.legal_plays() for move in play.moves}
            counts = session.partie.state.position.counts(mover)
            stuck = next((step for step in range(1, 25) if counts[step - 1] and step not in movable), None)
            if stuck is not None and movable:
                break
        session.computer_act()
    assert stuck is not None
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.board.pointClicked.emit(point_of_step(session.partie.state.mover, stuck).name)
    assert widget.message.text() == "No legal play moves this dame."
    assert not any(kind == "target" for kind in widget.board.highlights().values())


def test_with_ecoles_the_last_throws_points_are_not_told_before_they_are_marked(qtbot: QtBot) -> None:
    session = GameSession(GameSetup(seats=HUMANS, ecoles=True), rng=random.Random(11))
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    # Played until a throw scores something: while it is being declared, neither list nor label tells it.
    for _ in range(300):
        code = session.computer_input()
        widget.act(partial(session.apply, code))
        turns = partie_turns(session.partie)
        if session.step is Step.DECLARE and session.declaring_own_throw and turns[-1].scores:
            break
    else:
        raise AssertionError("no scoring throw")
    last_line = widget.moves_list.item(widget.moves_list.count() - 1).text()
    assert ":" not in last_line.split(turns[-1].throw.code(), 1)[1]
    told = events_text(turns[-1].events, turns[-1].colour, widget.board.notation(), widget.board.orientation())
    assert told and told not in widget.scored_label.text()
    # Once the turn is over, it is named.
    while step_of(session) is not Step.THROW:
        code = session.computer_input()
        widget.act(partial(session.apply, code))
    named = widget.moves_list.item(turns[-1].number - 1).text()
    event = next(e for e in turns[-1].events if e.points)
    assert f", {event.points}" in named


def test_in_french_the_scoring_is_announced_with_the_french_colon(qtbot: QtBot) -> None:
    """« Noir 4-2 : battre à vrai B9, 2 »: the move list set the colon off, the announcement did not (« 4-2: »)."""
    from PySide6.QtCore import QLocale

    from notation.dice import ALL_THROWS
    from notation.rules.scoring import score
    from studio.ui.i18n import Translations

    translations = Translations()
    translations.install("fr")
    try:
        session = GameSession(GameSetup(seats=HUMANS))
        session.apply("P6-5")
        widget = PlayWidget(session, delay_ms=0)
        qtbot.addWidget(widget)
        widget.play_moves(((1, 7), (1, 6)))
        widget.enter_dice("6-6")
        widget.play_moves(session.legal_plays()[0].moves)
        position = session.partie.state.position
        throw = next(t for t in ALL_THROWS if any(e.points for e in score(position, t).events))
        widget.enter_dice(throw.code())
        text = widget.scored_label.text()
        assert f"{throw.code()}</b>\u00a0: " in text, text
    finally:
        translations.uninstall()
        QLocale.setDefault(QLocale(QLocale.Language.English))


def test_the_trous_won_are_announced_with_the_choice_to_hold_or_leave(qtbot: QtBot) -> None:
    """A jeu won showed only as the score line's trous count: « Noir 4-2 : battre à vrai B9, 2 », nothing of the
    two trous (bredouille) nor of the choice to hold. The trous and the choice are announced now."""
    from notation.game import Decision, Roll
    from studio.games.session import SeatKind
    from studio.ui.game_windows.play.texts import trous_lines

    seats = (Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))

    def first_trous(seed: int) -> tuple[GameSession, int, Colour, int]:
        """The computer's partie of ``seed`` played to its first trous won and the holding or leaving after it:
        the session, the index of the state that first shows trous, their winner and how many he won."""
        session = GameSession(GameSetup(seats=seats), rng=random.Random(seed))
        while not any(session.partie.state.score.of(c).trous for c in (WHITE, BLACK)) or session.step is not Step.THROW:
            session.computer_act()
        states = session.partie.states
        index = next(i for i, state in enumerate(states) if any(state.score.of(c).trous for c in (WHITE, BLACK)))
        winner = next(c for c in (WHITE, BLACK) if states[index].score.of(c).trous)
        return session, index, winner, session.partie.state.score.of(winner).trous

    # The first seed whose first jeu is won bredouille (two trous at once), whatever the computer's evaluator.
    session, index, winner, won = next(found for seed in range(40) if (found := first_trous(seed))[3] == 2)
    partie = session.partie
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.stop()
    lines = trous_lines(widget.model.trous_won_since(index), session.seats())
    who = seat_label(seats[0 if winner is WHITE else 1].name, winner)
    # Two trous from one jeu made bredouille, named so (the English plural, not « trou(s) »).
    assert won == 2 and len(lines) == 1 and f"<b>{who}</b> wins 2 trous bredouille" in lines[0]
    (decision,) = [e for e in partie.events[index:] if isinstance(e, Decision)]  # the winner's own throw
    assert decision.colour is winner and ("leaves" if decision.leave else "holds") in lines[0]
    assert widget.model.trous_won_since(len(partie.events)) == []  # nothing won since the last event
    # The computer decides in an action of its own, after the throw's announcement: the decision alone names the
    # trous it follows (the first announcement said « wins 2 trou(s) », and « holds » never came).
    at = partie.events.index(decision)
    assert trous_lines(widget.model.trous_won_since(at), session.seats()) == lines
    # Announced alone, the decision keeps the throw it follows named above it.
    roll = max(i for i, e in enumerate(partie.events[:index]) if isinstance(e, Roll))
    widget.announce(roll)
    throw_line = widget.scored_label.text().split("<br>")[0]
    rolled = partie.events[roll]
    assert isinstance(rolled, Roll)
    assert f"{rolled.throw.code()}</b>" in throw_line
    widget.announce(at)
    assert widget.scored_label.text().split("<br>") == [throw_line, *lines]
