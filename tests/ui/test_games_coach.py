"""The tutor at the board of a partie: the hint (« What would the tutor play? ») and the tutor mode's warning."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from notation.board import point_of_step
from notation.tutor.ranking import DOUBTFUL, rank_plays
from studio.games.coach import advise, verdict
from studio.games.session import HINT_COMMENT, GameSession, GameSetup, Seat, Step
from studio.ui.game_windows.play import PlayWidget

HUMANS = (Seat("Abel"), Seat("Blaise"))


def _at_costly_play(seed: int = 1, least: float = DOUBTFUL) -> GameSession:
    """Two persons' partie, played by the computer's choices until a throw has a play losing ``least`` or more
    (found, not assumed)."""
    session = GameSession(GameSetup(seats=HUMANS), rng=random.Random(seed))
    for _ in range(600):
        if session.step is Step.PLAY and len(session.legal_plays()) > 1:
            advice = advise(session)
            assert advice is not None
            if advice.ranked[-1].loss >= least:
                return session
        session.computer_act()
    raise AssertionError("no costly play met")


def test_the_advice_ranks_the_plays_as_the_tutor_and_judges_each_choice() -> None:
    session = _at_costly_play()
    advice = advise(session)
    assert advice is not None and advice.answers(session)
    state = session.partie.state
    given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
    assert state.dice is not None
    expected = rank_plays(state.position, state.dice, state.score, session.partie.conventions, given=given)
    assert [r.play.moves for r in advice.ranked] == [r.play.moves for r in expected]
    assert verdict(advice, moves=advice.ranked[0].play.moves).loss == 0.0
    worst = advice.ranked[-1]
    assert verdict(advice, moves=worst.play.moves).loss == worst.loss
    # The same play, its moves in another order, is the same choice.
    assert verdict(advice, moves=tuple(reversed(worst.play.moves))).loss == worst.loss


def test_a_decision_is_judged_by_hold_and_leave() -> None:
    session = GameSession(GameSetup(seats=HUMANS), rng=random.Random(4))
    for _ in range(3000):
        if session.step is Step.DECIDE:
            break
        session.computer_act()
    assert session.step is Step.DECIDE
    advice = advise(session)
    assert advice is not None and advice.leave is not None and not advice.ranked
    better = advice.leave.should_leave
    assert verdict(advice, leave=better).loss == 0.0
    assert verdict(advice, leave=not better).loss == advice.leave.loss


def test_the_hint_shows_the_ranked_plays_draws_the_best_and_is_kept_in_the_record(qtbot: QtBot) -> None:
    session = _at_costly_play()
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.show()
    widget.coach.hint_button.click()
    widget.coach.wait()
    qtbot.waitUntil(lambda: widget.coach.advice is not None, timeout=10000)
    advice = widget.coach.advice
    assert advice is not None
    assert widget.coach.hint_list.count() == min(5, len(advice.ranked))
    assert widget.coach.hint_list.item(0).text().startswith("1. ")
    mover = advice.mover
    best = advice.ranked[0].play.moves
    assert list(widget.board.play()) == [(point_of_step(mover, a), point_of_step(mover, b)) for a, b in best if b <= 24]
    assert "The tutor would play" in widget.coach.hint_label.text()
    assert HINT_COMMENT in session.text()


def test_the_tutor_mode_stops_a_costly_play_until_the_player_confirms_it(qtbot: QtBot) -> None:
    session = _at_costly_play()
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.coach.tutor_mode.setChecked(True)
    widget.coach.threshold.setCurrentIndex(widget.coach.threshold.findData(DOUBTFUL))
    asked: list[str] = []
    answers = [False, True]

    def ask(_title: str, text: str) -> bool:
        asked.append(text)
        return answers.pop(0)

    widget.coach.ask = ask
    advice = advise(session)
    assert advice is not None
    worst = advice.ranked[-1].play.moves
    events = len(session.partie.events)
    assert not widget.play_moves(worst)
    assert len(session.partie.events) == events, "a play the player changed was made"
    assert len(asked) == 1 and "loses" in asked[0]
    assert widget.play_moves(worst)
    assert len(session.partie.events) > events


def test_the_tutor_mode_lets_a_good_play_through_without_a_word(qtbot: QtBot) -> None:
    session = _at_costly_play()
    widget = PlayWidget(session, delay_ms=0)
    qtbot.addWidget(widget)
    widget.coach.tutor_mode.setChecked(True)
    asked: list[str] = []

    def ask(_title: str, text: str) -> bool:
        asked.append(text)
        return True

    widget.coach.ask = ask
    advice = advise(session)
    assert advice is not None
    assert widget.play_moves(advice.ranked[0].play.moves)
    assert asked == []
