"""The play window's model without a window: what the person may do at each step, the dames moved (a play made,
proposed, awaited or to choose), Ctrl+Z's order, the computer's answers and its play shown dame by dame, and the
partie's lifecycle (in progress and autosaved, over and unsaved, saved).  No Qt here."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.board import Colour
from notation.dice import ALL_THROWS
from studio.games.lifecycle import Choice, close_choices
from studio.games.play_input import Outcome
from studio.games.play_model import AdvanceKind, Answer, DiceRefusal, DiceRefused, PlayModel, Undone
from studio.games.record_document import Kept
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.games.throws import parse_moves

HUMANS = (Seat("Abel"), Seat("Blaise"))
AGAINST = (Seat("Abel"), Seat("Ordinateur", SeatKind.COMPUTER))
COMPUTERS = (Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))


def _model(seats: tuple[Seat, Seat] = HUMANS, *codes: str, seed: int = 1, **setup: bool) -> PlayModel:
    session = GameSession(GameSetup(seats=seats, **setup), rng=random.Random(seed))  # type: ignore[arg-type]
    for code in codes:
        session.apply(code, human=not code.startswith("P"))
    return PlayModel(session)


# -- what the person may do --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seats", "codes", "recording", "expected"),
    [
        # dice, throw button, typed, decide, declare, claim, plays, plays enabled
        (HUMANS, (), False, (True, True, True, False, False, False, False, True)),
        (HUMANS, ("P6-5",), False, (False, True, True, False, False, False, True, True)),
        (AGAINST, ("P6-5",), False, (False, True, False, False, False, False, True, True)),
        (AGAINST, (), False, (True, True, False, False, False, False, False, True)),
        (HUMANS, (), True, (True, False, True, False, False, False, False, True)),
    ],
)
def test_the_controls_follow_the_step_and_the_seats(
    seats: tuple[Seat, Seat], codes: tuple[str, ...], recording: bool, expected: tuple[bool, ...]
) -> None:
    model = _model(seats, *codes, recording=recording)
    controls = model.controls()
    got = (
        controls.dice,
        controls.throw_button,
        controls.typed_dice,
        controls.decide,
        controls.declare,
        controls.claim,
        controls.plays,
        controls.plays_enabled,
    )
    assert got == expected


@pytest.mark.parametrize(
    ("seats", "codes", "text", "refusal"),
    [
        (AGAINST, (), "6-5", DiceRefusal.STUDIO_THROWS),
        (HUMANS, (), "six", DiceRefusal.PRIMAUTE_FORM),
        (HUMANS, ("P6-5", "M1-7.1-6"), "7-1", DiceRefusal.THROW_FORM),
    ],
)
def test_a_throw_typed_badly_is_refused_with_its_reason(
    seats: tuple[Seat, Seat], codes: tuple[str, ...], text: str, refusal: DiceRefusal
) -> None:
    model = _model(seats, *codes)
    with pytest.raises(DiceRefused) as refused:
        model.read_dice(text)
    assert refused.value.refusal is refusal


def test_a_throw_typed_is_the_sessions_input() -> None:
    model = _model(HUMANS)
    model.read_dice(" 5-3 ")()  # the primauté: Blanc's die, Noir's die
    assert model.session.step is Step.PLAY and model.session.partie.state.dice is not None


# -- the dames moved on the board ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seats", "kind"),
    [(AGAINST, AdvanceKind.PROPOSE), (HUMANS, AdvanceKind.PLAY)],
)
def test_a_dame_whose_rest_is_forced_completes_the_play(seats: tuple[Seat, Seat], kind: AdvanceKind) -> None:
    """6-5 from the talons: B1 to B7, and the 5 is forced; against the computer the completed play is shown."""
    model = _model(seats, "P6-5")
    assert model.can_move()
    advance = model.advance(1, 7)
    assert advance.kind is kind and sorted(advance.plays[0].moves) == [(1, 6), (1, 7)]
    assert (model.proposal is not None) == (kind is AdvanceKind.PROPOSE)
    assert model.advance(2, 9).kind is AdvanceKind.REFUSED  # no dame there


def test_a_dame_whose_rest_is_open_waits_for_the_next() -> None:
    """The second throw: some throw leaves a dame whose rest is not forced; the studio waits for the next dame,
    and Ctrl+Z puts the dames back."""
    for throw in ALL_THROWS:
        model = _model(HUMANS, "P6-5", "M1-7.1-6")
        model.session.roll(throw)
        entry = model.entry()
        waits = [
            (origin, target)
            for origin in range(1, 25)
            for target in entry.landings(origin)
            if (after := entry.advance(origin, target)) is not None and after.outcome() is Outcome.WAIT
        ]
        if waits:
            break
    else:
        raise AssertionError("no throw leaves a dame waiting")
    assert model.advance(*waits[0]).kind is AdvanceKind.WAIT and model.waiting() is not None
    assert model.origin is None and model.can_move()
    assert model.undo() is Undone.PUT_BACK and model.waiting() is None


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), throws=st.integers(1, 12))
def test_any_legal_play_moved_dame_by_dame_is_made_or_asked(seed: int, throws: int) -> None:
    """A random partie between persons: every legal play, its dames moved one by one, ends in a play made (or a
    choice among plays that holds it); never refused, never another play."""
    rng = random.Random(seed)
    session = GameSession(GameSetup(seats=HUMANS), rng=rng)
    while session.turn_number() < throws and session.step is not Step.OVER:
        session.apply(session.computer_input())
    if session.step in (Step.THROW, Step.PRIMAUTE):
        session.throw_dice()
    if session.step is not Step.PLAY:
        return
    model = PlayModel(session)
    plays = [play for play in session.legal_plays() if play.moves]
    if not plays:
        return
    target = rng.choice(plays)
    for origin, end in target.moves:
        advance = model.advance(origin, end)
        assert advance.kind is not AdvanceKind.REFUSED
        if advance.kind is AdvanceKind.WAIT:
            continue
        assert any(sorted(play.moves) == sorted(target.moves) for play in advance.plays)
        break


# -- Ctrl+Z ------------------------------------------------------------------------------------------------


def test_ctrl_z_puts_back_a_proposal_first_then_undoes_the_input() -> None:
    model = _model(AGAINST, "P6-5", takebacks=True)
    model.advance(1, 7)
    assert model.undo() is Undone.PROPOSAL_CANCELLED and model.proposal is None
    model.session.play(((1, 7), (1, 6)))
    assert model.undo() is Undone.UNDONE and model.session.step is Step.PLAY


@pytest.mark.parametrize(("takebacks", "undone"), [(False, Undone.NOT_ALLOWED), (True, Undone.TAKEN_BACK)])
def test_ctrl_z_after_the_computer_answered(takebacks: bool, undone: Undone) -> None:
    model = _model(AGAINST, "P6-5", takebacks=takebacks)
    model.session.play(((1, 7), (1, 6)))
    while model.session.computer_to_act():
        model.session.computer_act()
    assert model.undo() is undone


def test_ctrl_z_waits_while_the_computer_thinks_and_has_nothing_to_take_back_between_persons() -> None:
    model = _model(AGAINST, "P6-5")
    model.start_thinking()
    assert model.undo() is Undone.THINKING and model.busy()
    assert _model(HUMANS).undo() is Undone.NOTHING


# -- the computer ------------------------------------------------------------------------------------------


def test_the_computers_answer_to_an_old_question_is_dropped() -> None:
    model = _model(COMPUTERS)
    first = model.start_thinking()
    model.stop()  # the window closed (or an undo) meanwhile
    assert model.answered(first, "P6-5", show=True) is Answer.STALE and not model.thinking


def test_the_computers_play_is_shown_dame_by_dame_then_made() -> None:
    model = _model(COMPUTERS, "P6-5")
    ticket = model.start_thinking()
    code = model.session.computer_input()
    moves = parse_moves(code)
    assert model.answered(ticket, code, show=True) is Answer.SHOW and model.busy() and not model.can_move()
    shown = []
    while (step := model.next_shown()) is not None:
        shown.append(step[1])
    assert shown == [moves[: i + 1] for i in range(len(moves))]
    assert model.stop_showing() == code and not model.showing()
    ticket = model.start_thinking()
    assert model.answered(ticket, code, show=False) is Answer.APPLY


# -- the lifecycle ---------------------------------------------------------------------------------------


def _over() -> PlayModel:
    session = GameSession(GameSetup(seats=COMPUTERS), rng=random.Random(3))
    session.apply(session.computer_input(), human=False)
    session.resign(Colour.WHITE)
    return PlayModel(session)


@pytest.mark.parametrize(
    ("make", "kept", "choices"),
    [
        (lambda: _model(HUMANS), Kept.SAVED, ()),
        (lambda: _model(HUMANS, "P6-5"), Kept.AUTOSAVED, (Choice.KEEP, Choice.ARCHIVE_UNFINISHED, Choice.ABANDON)),
        (_over, Kept.UNSAVED, (Choice.SAVE, Choice.DISCARD)),
    ],
)
def test_the_lifecycle_of_a_partie(make: object, kept: Kept, choices: tuple[Choice, ...]) -> None:
    assert callable(make)
    model = make()
    assert isinstance(model, PlayModel)
    assert model.kept() is kept
    asked = close_choices(model.standing())
    assert asked[: len(choices)] == choices and (not choices or asked[-1] is Choice.CANCEL)


def test_a_partie_over_once_saved_asks_nothing_until_it_changes() -> None:
    model = _over()
    model.document.saved(model.session.text(), archive_id=4)
    assert model.kept() is Kept.SAVED and not model.is_modified() and model.document.archive_id == 4


@pytest.mark.parametrize(
    ("seats", "codes", "resigner"),
    [
        (HUMANS, (), None),  # not begun
        (AGAINST, ("P6-5",), Colour.WHITE),  # the one person at the table
        (HUMANS, ("P6-5",), Colour.WHITE),  # between persons: the player to act
        (HUMANS, ("P6-5", "M1-7.1-6"), Colour.BLACK),
    ],
)
def test_who_resigns(seats: tuple[Seat, Seat], codes: tuple[str, ...], resigner: Colour | None) -> None:
    assert _model(seats, *codes).resigning_colour() is resigner
