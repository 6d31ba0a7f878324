"""One replayer of written turns (notation/record/replay.py): the checker, ``replay_record`` and the game session
all meet a record's faults through it, so each fault reads the same, with one reason, wherever it is met."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import BLACK, WHITE
from notation.game import IllegalEventError, Partie, Variant
from notation.record import GameRecord, Turn, check_record, model, read_record, record_from_partie, replay_record
from notation.record.replay import TURN_OUT_OF_ORDER, Fault, PartieInputs, Replayer, ReplayVisitor, partie_of_record
from notation.record.writer import write_record
from studio.games.session import GameSession, Step

ECOLES = '[Ecoles "oui"]\n'


def _played(seed: int = 1) -> GameRecord:
    """The record of a whole partie ordinaire between computers."""
    players = (RandomPlayer(random.Random(seed)), GreedyPlayer())
    return record_from_partie(play_partie(players, random.Random(seed + 1), Variant.ORDINAIRE))


def _changed(change: Callable[[GameRecord], GameRecord]) -> Callable[[], str]:
    return lambda: write_record(change(_played()))


def _first_turn(record: GameRecord, wanted: Callable[[Turn], bool], change: Callable[[Turn], Turn]) -> GameRecord:
    """The record with its first turn that is ``wanted`` changed (and the rest of the record kept)."""
    elements = list(record.elements)
    index = next(i for i, e in enumerate(elements) if isinstance(e, Turn) and wanted(e))
    turn = elements[index]
    assert isinstance(turn, Turn)
    elements[index] = change(turn)
    return replace(record, elements=tuple(elements))


def _after_the_end(record: GameRecord) -> GameRecord:
    last = record.turns()[-1]
    extra = Turn(last.number + 1, last.colour.opponent, last.throw, moves=last.moves)
    return replace(record, elements=(*record.elements, extra))


def _other_winner(record: GameRecord) -> GameRecord:
    elements = tuple(
        model.End(BLACK if e.winner is WHITE else WHITE) if isinstance(e, model.End) else e for e in record.elements
    )
    return replace(record, elements=elements)


def _text(movetext: str) -> Callable[[], str]:
    return lambda: "%trictrac 1\n" + movetext


# (name, the record's text, the reason of its first fault that stops a replay).  The game session stops at the
# same fault, in the same words, when it is an input the laws refuse (ILLEGAL); a mark, relevé or end written
# otherwise than the laws give is the checker's to report, and the session opens the record with the engine's.
FAULTS: list[tuple[str, Callable[[], str], str]] = [
    ("out of order", _text("1. B 5-3 B1-B6 B1-B4\n2. B 6-4 B1-B7 B1-B5"), TURN_OUT_OF_ORDER),
    ("out of order, écoles", _text(ECOLES + "1. B 5-3 B1-B6 B1-B4\n2. B 6-4 B1-B7 B1-B5"), TURN_OUT_OF_ORDER),
    (
        "illegal play",
        _text("1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N5\n3. B 3-3 B1-B4 B1-B4 B4-B7 B4-B7\n4. N 2-1 N1-N3 N1-N2"),
        "illegal-written-play",
    ),
    ("a play left out", _text("1. B 5-3\n2. N 6-4 N1-N7 N1-N5"), "play-expected"),
    ("a play left out, écoles", _text(ECOLES + "1. B 5-3\n2. N 6-4 N1-N7 N1-N5"), "play-expected"),
    ("a play the engine refuses, écoles", _text(ECOLES + "1. B 5-3 B1-B9 B1-B4\n2. N 6-4 N1-N7 N1-N5"), "refused"),
    ("a leave without a trou", _text("1. B 5-3 s'en va B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N5"), "cannot-leave"),
    ("a relevé the laws do not give", _text("1. B 5-3 B1-B6 B1-B4\nrelevé\n2. N 6-4 N1-N7 N1-N5"), "derived"),
    ("a wrong mark outside école mode", _text("1. B 5-3 B1-B6 B1-B4\n2. N 6-4 (2) N1-N7 N1-N5"), "record-check"),
    ("a throw after the end", _changed(_after_the_end), "over"),
    ("another winner written", _changed(_other_winner), "end"),
    (
        "a hold or leave left out",
        _changed(lambda r: _first_turn(r, lambda t: t.leave is not None, lambda t: replace(t, leave=None, moves=None))),
        "decision-expected",
    ),
    (
        "a play after a leave",
        _changed(lambda r: _first_turn(r, lambda t: t.leave is False, lambda t: replace(t, leave=True))),
        "play-after-leave",
    ),
]


@pytest.mark.parametrize(("name", "text", "reason"), FAULTS, ids=[name for name, _t, _r in FAULTS])
def test_each_fault_reads_the_same_in_the_checker_the_replay_and_the_session(
    name: str, text: Callable[[], str], reason: str
) -> None:
    written = text()
    record = read_record(written)
    problems = [p for p in check_record(record) if p.reason == reason]
    assert problems, f"{name}: the checker does not report {reason}"
    first = problems[0]
    said = f"line {first.line}, column {first.column}: {first.message}"
    with pytest.raises(IllegalEventError) as replayed:
        replay_record(record)
    errors = [replayed.value]
    if first.kind == "illegal" or reason == "over":
        with pytest.raises(IllegalEventError) as built:
            GameSession.from_text(written)
        errors.append(built.value)
    else:
        assert GameSession.from_text(written).partie.events == _engines_reading(record).events
    for error in errors:
        assert (str(error), error.fields["reason"]) == (said, reason)
        assert (error.fields["line"], error.fields["column"]) == (first.line, first.column)


def _engines_reading(record: GameRecord) -> Partie:
    """The partie the engine makes of the record's inputs, whatever the record says of its marks and ends."""
    partie = partie_of_record(record)
    Replayer.of_record(record, PartieInputs(partie), ReplayVisitor()).main_line(record.elements)
    return partie


def test_a_record_with_marks_written_wrong_opens_in_a_session_as_the_engine_marks() -> None:
    # The format's example of écoles outside école mode: the checker reports them, the studio replays it.
    text = (Path(__file__).parents[2] / "data" / "records" / "ecoles.trr").read_text(encoding="utf-8")
    record = read_record(text)
    assert {p.kind for p in check_record(record)} >= {"ecole", "fausse-ecole"}
    session = GameSession.from_text(text)
    assert session.partie.events == _engines_reading(record).events
    assert session.partie.turns() == len(record.turns())


class _Faults(ReplayVisitor):
    def __init__(self) -> None:
        self.faults: list[Fault] = []

    def visit_fault(self, fault: Fault) -> None:
        self.faults.append(fault)


@pytest.mark.parametrize(("name", "text", "reason"), FAULTS, ids=[name for name, _t, _r in FAULTS])
def test_the_visitor_hears_every_fault_the_checker_reports(name: str, text: Callable[[], str], reason: str) -> None:
    record = read_record(text())
    heard = _Faults()
    heard.variations = True
    Replayer.of_record(record, PartieInputs(partie_of_record(record)), heard).main_line(record.elements)
    assert [(f.line, f.column, f.message, f.kind, f.reason) for f in sorted(heard.faults, key=_where)] == [
        (p.line, p.column, p.message, p.kind, p.reason) for p in check_record(record)
    ]


def _where(fault: Fault) -> tuple[int, int, str, str]:
    return fault.line, fault.column, fault.message, fault.kind


def test_a_turn_out_of_order_has_one_reason_in_the_engine_and_in_records() -> None:
    record = read_record("%trictrac 1\n1. B 5-3 B1-B6 B1-B4\n2. B 6-4 B1-B7 B1-B5")
    session = GameSession.from_text("%trictrac 1\n1. B 5-3 B1-B6 B1-B4")
    turn = record.turns()[1]
    with pytest.raises(IllegalEventError) as one_turn:
        session.replay_turn(turn)
    assert one_turn.value.fields["reason"] == TURN_OUT_OF_ORDER == "not-his-turn"
    assert one_turn.value.fields["colour"] is BLACK


def test_a_record_stopping_within_its_last_turn_builds_a_session_and_is_checked() -> None:
    # A partie archived unfinished stops so: the session waits for the play; the checker and replay_record,
    # reading a record that should be whole, say the play is missing.
    text = "%trictrac 1\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4"
    assert GameSession.from_text(text).step is Step.PLAY
    assert [p.reason for p in check_record(read_record(text))] == ["play-expected"]
    with pytest.raises(IllegalEventError, match="expected the play of 6-4"):
        replay_record(read_record(text))


def test_the_session_keeps_the_comments_of_the_turns_it_replays() -> None:
    session = GameSession.from_text("%trictrac 1\n1. B 5-3 B1-B6 B1-B4 {bien joué}\n2. N 6-4 N1-N7 N1-N5")
    assert session.comments == {1: "bien joué"}
    assert "{bien joué}" in session.text()


def test_a_played_partie_replays_alike_through_the_session_and_the_engine() -> None:
    record = _played(3)
    assert check_record(record) == []
    assert GameSession.from_text(write_record(record)).partie.events == replay_record(record).events


def test_the_record_modules_check_and_convert_do_not_import_each_other() -> None:
    import ast

    root = Path(__file__).resolve().parents[3] / "notation" / "record"
    for name, other in (("check", "convert"), ("convert", "check"), ("replay", "check"), ("replay", "convert")):
        tree = ast.parse((root / f"{name}.py").read_text(encoding="utf-8"))
        imported = {
            node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module is not None
        }
        assert f"notation.record.{other}" not in imported, f"{name} imports {other}"


def test_the_studio_words_the_one_reason_of_a_turn_out_of_order() -> None:
    from studio.ui.error_messages import KINDS

    reasons = {key.split(":")[0] for key in KINDS[IllegalEventError].reasons}
    assert TURN_OUT_OF_ORDER in reasons
    assert "not-his-throw" not in reasons
