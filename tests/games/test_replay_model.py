"""The replay's model without a window: navigation through the stops (random walks keep its invariants), comments,
marks and variations edited, a variation played throw by throw, the analysis kept while the main line holds, and
the record's lifecycle (saved, unsaved, autosaved).  No Qt here: the model is tested as the session is."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.dice import Throw
from notation.game import IllegalEventError
from notation.record import Turn, read_record
from notation.tutor.ranking import Analysis
from studio.games.record_document import Kept, RecordDocument, SaveTarget
from studio.games.replay_model import Refusal, ReplayModel, ReplayRefused, VariationMove, turn_text
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step

COMPUTERS = (Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))


@cache
def _record(seed: int = 4, throws: int = 24) -> str:
    session = GameSession(GameSetup(seats=COMPUTERS), rng=random.Random(seed))
    while session.step is not Step.OVER and session.turn_number() < throws:
        session.computer_act()
    return session.text()


@cache
def _with_variation() -> str:
    """The record with a variation of two throws on its fifth throw."""
    model = ReplayModel(_record())
    model.goto_throw(5)
    play = model.start_variation()
    for dice in ("2-1", "3-1"):
        play.throw(Throw.parse(dice), lambda: False)
        if play.session.step is Step.PLAY:
            play.play(play.session.legal_plays()[0])
    return model.text()


def _check(model: ReplayModel) -> None:
    """What every navigation keeps: a stop shown, the main line's stops in order, the throw shown that stop's."""
    assert 0 <= model.index < len(model.stops)
    assert model.main_stops[0] == 0 and model.main_stops == sorted(model.main_stops)
    assert all(len(model.stops[i].path) <= 1 for i in model.main_stops)
    turn = model.current_turn()
    assert model.throw_number() == (turn.number if turn is not None else 0)
    assert 0 <= model.main_position() < len(model.main_stops)


STEPS = ("first", "last", "next", "previous", "scoring", "goto")


@settings(max_examples=40, deadline=None)
@given(walk=st.lists(st.tuples(st.sampled_from(STEPS), st.integers(0, 30)), max_size=40), varied=st.booleans())
def test_a_random_walk_keeps_the_navigation_invariants(walk: list[tuple[str, int]], varied: bool) -> None:
    model = ReplayModel(_with_variation() if varied else _record())
    for step, number in walk:
        before = model.index
        if step == "first":
            model.first()
            assert model.index == 0
        elif step == "last":
            model.last()
            assert model.index == model.main_stops[-1]
        elif step == "next":
            on_main = before in model.main_stops
            model.next()
            if on_main and before != model.main_stops[-1]:
                assert model.main_stops.index(model.index) == model.main_stops.index(before) + 1
        elif step == "previous":
            model.previous()
            assert model.index <= before
        elif step == "scoring":
            found = model.next_scoring()
            assert not found or model.current().scores
        else:
            found = model.goto_throw(number)
            assert found == (number <= model.throws())
            if found:
                assert model.throw_number() == number and model.index in model.main_stops
        _check(model)


@settings(max_examples=20, deadline=None)
@given(start=st.integers(0, 24))
def test_next_then_previous_comes_back_on_the_main_line(start: int) -> None:
    model = ReplayModel(_record())
    model.goto_throw(min(start, model.throws() - 1))
    here = model.index
    model.next()
    model.previous()
    assert model.index == here


def test_a_variation_is_walked_within_itself_and_left_to_its_throw() -> None:
    model = ReplayModel(_with_variation())
    variation = [i for i, stop in enumerate(model.stops) if len(stop.path) == 3]
    assert len(variation) == 2 and model.stops[variation[0]].path[:2] == (model.stops[variation[1]].path[:2])
    model.goto_stop(variation[0])
    assert model.in_variation()
    model.next()
    assert model.index == variation[1]
    model.previous()
    assert model.index == variation[0]
    model.previous()  # out of the variation: the main line's throw before the one it replaces
    assert model.index in model.main_stops and model.throw_number() == 4


def test_the_stops_follow_the_record() -> None:
    model = ReplayModel(_record())
    turns = model.record.turns()
    assert model.throws() == len(turns) and len(model.rows) == len(model.record.elements)
    model.last()
    assert model.current().state == GameSession.from_text(_record()).partie.state
    assert [model.element(model.stops[i].path) for i in model.main_stops[1:]] == list(turns)
    assert model.failure is None


def test_a_throw_the_engine_refuses_stops_the_line_and_says_which() -> None:
    text = _record().replace("\n3. ", "\n3. B 6-6 B1-B7 B1-B7 B1-B7 B1-B7\n3. ", 1)
    model = ReplayModel(text)
    assert model.failure is not None
    turn, error = model.failure
    assert isinstance(error, IllegalEventError) and turn.number == 3
    assert model.throws() == 2 and model.rows[-1].failed


@pytest.mark.parametrize(
    ("at", "glyph", "refusal"),
    [
        ((), "!", Refusal.NO_THROW_FOR_MARK),
        (None, "x", Refusal.NOT_A_MARK),
    ],
)
def test_a_mark_refused_says_why(at: tuple[int, ...] | None, glyph: str, refusal: Refusal) -> None:
    model = ReplayModel(_record())
    model.goto_throw(3)
    with pytest.raises(ReplayRefused) as refused:
        model.set_mark(glyph, at)
    assert refused.value.refusal is refusal and not model.modified


def test_marks_and_comments_change_the_record_and_leave_it_unsaved() -> None:
    model = ReplayModel(_record())
    model.goto_throw(3)
    path = model.current().path
    assert model.set_mark("?!")
    assert not model.set_mark("?!")  # the same mark again: nothing changes
    assert model.current().path == path and model.modified
    model.set_comment(path, "Un coup à revoir {sic}")
    turn = read_record(model.text()).turns()[2]
    assert turn.glyphs == ("?!",) and turn.comments == ("Un coup à revoir {sic)",)  # a brace would close it
    assert model.kept() is Kept.UNSAVED
    model.saved(path="partie.trr")
    assert not model.modified and model.kept() is Kept.SAVED and model.document.path == "partie.trr"


@pytest.mark.parametrize(
    ("at_throw", "text", "error"),
    [
        (0, "6-5 B1-B7 B1-B6", ReplayRefused),
        (3, "not a throw at all", ValueError),
        (3, "6-6 B1-B2", IllegalEventError),
    ],
)
def test_a_variation_refused_leaves_the_record(at_throw: int, text: str, error: type[Exception]) -> None:
    model = ReplayModel(_record())
    model.goto_throw(at_throw)
    with pytest.raises(error):
        model.add_variation(text)
    assert model.text() == ReplayModel(_record()).text() and not model.modified


def test_a_variation_typed_is_shown_and_can_be_written_over() -> None:
    model = ReplayModel(_record())
    model.goto_throw(3)
    model.add_variation("6-5")  # a throw alone: its play left to come
    assert model.in_variation() and model.modified
    path = model.current().path[:1]
    varied = model.element(path)
    assert isinstance(varied, Turn) and len(varied.variations) == 1
    first = varied.variations[0][0]
    assert isinstance(first, Turn) and first.throw == Throw(6, 5)
    # Written over: still one variation, now the other throw.
    model.add_variation("2-1", at=path, replacing=0)
    varied = model.element(path)
    assert isinstance(varied, Turn) and len(varied.variations) == 1
    again = varied.variations[0][0]
    assert isinstance(again, Turn) and again.throw == Throw(2, 1)


def test_a_variation_played_on_the_board_is_written_throw_by_throw() -> None:
    model = ReplayModel(_record())
    model.goto_throw(5)
    play = model.start_variation()
    assert play.accepts_throw() and play.mover() is play.first_colour()
    play.throw(Throw(6, 5), lambda: False)
    assert play.session.step is Step.PLAY and play.turns == []  # a play to choose: nothing written yet
    first = play.session.legal_plays()[0]
    moves = list(first.moves)
    outcome = play.move(*moves[0])
    while outcome is VariationMove.WAITING:
        assert play.input is not None
        outcome = play.move(*next(m for m in moves if m not in play.input.made))
    if outcome is VariationMove.CHOOSE:
        play.play(next(c for c in play.completions if c == first))
    assert len(play.turns) == 1 and play.number == 0 and model.modified
    assert play.move(1, 1) is VariationMove.REFUSED or play.session.step is not Step.PLAY
    turn = model.element(play.path)
    assert isinstance(turn, Turn) and len(turn.variations) == 1 and turn_text(turn, model.record)


def test_with_ecoles_a_variation_is_typed_not_played() -> None:
    session = GameSession(GameSetup(seats=COMPUTERS, ecoles=True), rng=random.Random(2))
    while session.turn_number() < 3:
        session.computer_act()
    model = ReplayModel(session.text())
    model.goto_throw(2)
    with pytest.raises(ReplayRefused) as refused:
        model.start_variation()
    assert refused.value.refusal is Refusal.ECOLES


def test_the_analysis_holds_while_the_main_line_does() -> None:
    model = ReplayModel(_record())
    analysis = Analysis(ratings=())
    assert not model.set_analysis((("P6-5", False),), analysis)  # another main line: not kept
    assert model.set_analysis(model.main_inputs(), analysis) and model.analysis is analysis
    model.goto_throw(3)
    model.set_mark("!")  # the main line's throws stay what they were
    assert model.analysis is analysis and model.current_ratings() == []
    model.set_record(_record(seed=5))
    assert model.analysis is None


# -- the lifecycle -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("modified", "autosave", "kept"),
    [
        (False, None, Kept.SAVED),
        (False, Path("replay.json"), Kept.SAVED),
        (True, None, Kept.UNSAVED),
        (True, Path("replay.json"), Kept.AUTOSAVED),
    ],
)
def test_how_a_record_is_kept(modified: bool, autosave: Path | None, kept: Kept) -> None:
    model = ReplayModel(_record(), RecordDocument(autosave=autosave))
    model.modified = modified
    assert model.kept() is kept


@pytest.mark.parametrize(
    ("path", "archive_id", "archived_later", "archive_open", "target"),
    [
        (None, None, None, True, SaveTarget.ASK),
        ("a.trr", None, None, True, SaveTarget.FILE),
        (None, 7, None, True, SaveTarget.ARCHIVE),
        ("a.trr", 7, None, True, SaveTarget.ARCHIVE),  # from the archive: saved there, even with a file copy
        ("a.trr", None, 7, True, SaveTarget.FILE),  # from a file: back to its file, even once archived
        (None, None, 7, True, SaveTarget.ARCHIVE),
        (None, 7, None, False, SaveTarget.ASK),  # no archive open
    ],
)
def test_where_save_writes(
    path: str | None, archive_id: int | None, archived_later: int | None, archive_open: bool, target: SaveTarget
) -> None:
    document = RecordDocument(path=path, archive_id=archive_id)
    if archived_later is not None:
        document.saved("text", archive_id=archived_later)
    assert document.save_target(archive_open=archive_open) is target


def test_saving_lets_the_autosave_go() -> None:
    document = RecordDocument(autosave=Path("replay.json"))
    assert document.differs("text")
    assert document.saved("text", path="a.trr") == Path("replay.json")
    assert document.autosave is None and not document.differs("text") and document.path == "a.trr"
    assert document.saved("text") is None


def test_the_models_load_without_qt() -> None:
    """The models are the window's without Qt: importing them loads no PySide6 (the import contract says so for
    studio.games; this checks the modules as the tests load them)."""
    import subprocess
    import sys

    code = (
        "import sys, studio.games.replay_model, studio.games.play_model, studio.games.record_document; "
        "sys.exit('PySide6' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
