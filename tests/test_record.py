"""The record format (docs/record-format.md): reader, writer, conversion to events, checker."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import BLACK, WHITE, Point
from notation.code import format_code
from notation.dice import Throw
from notation.game import IllegalEventError, Partie, Variant
from notation.notations import Notation, Orientation
from notation.record import (
    Arrow,
    EcoleClaim,
    GameRecord,
    RecordError,
    Turn,
    check_record_text,
    read_record,
    read_record_lenient,
    read_records,
    record_from_partie,
    record_to_events,
    replay_record,
    write_record,
    write_records,
)
from notation.record.model import GLYPHS
from notation.record.writer import format_moves
from tests.ecole_play import BEFORE_38, THIRTY_EIGHT, play_ecoles, random_declaration
from tests.strategies import orientations, points_and_sorties

DATA = Path(__file__).parent / "data" / "records"
STRAY = ("Cc", "Cf", "Cs", "Zl", "Zp")
"""Control, format and separator characters: no record holds them (docs/record-format.md §5)."""


def _partie(seed: int, variant: Variant) -> Partie:
    players = (RandomPlayer(random.Random(seed)), GreedyPlayer())
    return play_partie(players, random.Random(seed + 1), variant, marques=2)


# -- generated games round-trip -----------------------------------------------------------

comments = st.text(st.characters(blacklist_characters="}", blacklist_categories=STRAY), max_size=30)


@st.composite
def annotated_records(draw: st.DrawFn) -> GameRecord:
    """A played partie (either variant, any notation) with random comments, glyphs, arrows and variations."""
    variant = draw(st.sampled_from(list(Variant)))
    partie = _partie(draw(st.integers(0, 10_000)), variant)
    notation = draw(st.sampled_from(list(Notation)))
    orientation = draw(orientations)
    tags = {
        "Event": draw(st.text(st.characters(blacklist_characters="\r\n", blacklist_categories=STRAY))),
        "Notation": notation.value,
        "Haut": orientation.top.letter,
        "Talons": orientation.talons.value,
    }
    record = record_from_partie(partie, tags)
    elements = list(record.elements)
    for index in draw(st.lists(st.integers(0, len(elements) - 1), max_size=6)):
        element = elements[index]
        if not isinstance(element, Turn):
            elements[index] = replace(element, comments=(*element.comments, draw(comments)))
            continue
        alternative = replace(element, moves=element.moves and element.moves[::-1], comments=(draw(comments),))
        elements[index] = replace(
            element,
            comments=tuple(draw(st.lists(comments, max_size=2))),
            glyphs=tuple(draw(st.lists(st.sampled_from(GLYPHS), max_size=2))),
            points=tuple(draw(st.lists(points_and_sorties, max_size=2))),
            arrows=tuple(draw(st.lists(st.builds(Arrow, points_and_sorties, points_and_sorties), max_size=2))),
            ecoles=tuple(
                draw(st.lists(st.builds(EcoleClaim, st.sampled_from([WHITE, BLACK]), st.integers(0, 99)), max_size=1))
            ),
            variations=((alternative,),) if draw(st.booleans()) else (),
        )
    intro = tuple(draw(st.lists(comments, max_size=2)))
    return replace(record, comments=intro, elements=tuple(elements))


@settings(max_examples=25)
@given(annotated_records())
def test_read_write_round_trip(record: GameRecord) -> None:
    text = write_record(record)
    assert read_record(text) == record
    assert write_record(read_record(text)) == text


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("seed", range(4))
def test_events_round_trip_and_clean_check(variant: Variant, seed: int) -> None:
    partie = _partie(seed, variant)
    record = record_from_partie(partie, {"Evenement": "essai"})
    assert record_to_events(record) == partie.events
    text = write_record(record)
    assert replay_record(read_record(text)).events == partie.events
    assert check_record_text(text) == []


def test_several_records_in_one_file() -> None:
    records = [record_from_partie(_partie(seed, Variant.ORDINAIRE)) for seed in range(3)]
    read, errors = read_records(write_records(records))
    assert read == records and errors == []


# -- any text: only our error --------------------------------------------------------------

alphabet = st.sampled_from([*"%trictrac 1[]\"{}()@>!?-.=BN0123456789 \n\tabcéè'&", "marqué", "relevé"])


@settings(max_examples=300)
@given(st.text() | st.lists(alphabet).map("".join) | st.text().map(lambda t: "%trictrac 1\n" + t))
def test_reader_raises_only_record_error(text: str) -> None:
    try:
        read_record(text)
    except RecordError as error:
        assert error.line >= 1 and error.column >= 1
    record, errors = read_record_lenient(text)
    assert isinstance(record, GameRecord)
    assert all(isinstance(error, RecordError) for error in errors)
    assert check_record_text(text) is not None


# -- strict errors: line, column, what was expected -------------------------------------------

STRICT_CASES = [
    # (text, line, column, words of the message) — each the first fault of the text
    ('[Event "x"]\n1. B 5-3 B1-B6 B1-B4', 1, 1, "version line"),
    ("%trictrac 2\n", 1, 1, "version '2'"),
    ("%trictrac 1\n1. B 5-3 B1-B6 B1-Z4", 2, 19, "not a point in the B/N notation"),
    ("%trictrac 1\n1. B 7-3 B1-B6", 2, 6, "two dice 1–6"),
    ("%trictrac 1\n1. B 5-3 B1-B6 {open", 2, 16, "'}'"),
    ("%trictrac 1\n1. B 5-3 B1-B6\n(2. N 6-4 N1-N7", 3, 1, "close the variation"),
    ("%trictrac 1\n1. B 5-3 B1-B6 (N 2) (4)", 2, 22, "mark comes before"),
    ("%trictrac 1\nB1-B6", 2, 1, "belongs to a turn"),
    ("%trictrac 1\n1. B 5-3 tient (4) B1-B6", 2, 16, "comes before the decision"),
    ('%trictrac 1\n[Notation "morse"]', 2, 1, "bad value for tag Notation"),
    ("%trictrac 1\n1. B 6-6 B0-B7", 2, 10, "bande de sortie"),
    ("%trictrac 1\nfin du marqué gagnant=X trous=1/2", 2, 15, "gagnant is B or N"),
    ("%trictrac 1\n1. B 5-3 B1-B6\nfin de la partie", 3, 1, "gagnant=B"),
]


@pytest.mark.parametrize(("text", "line", "column", "words"), STRICT_CASES)
def test_strict_errors(text: str, line: int, column: int, words: str) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(text)
    assert (caught.value.line, caught.value.column) == (line, column)
    assert words in caught.value.message


def test_lenient_keeps_going() -> None:
    text = "%trictrac 1\n1. B 5-3 B1-B6 Z9-B4\n2. N 6-4 ??? N1-N7 N1-N5\n3. B 9-1"  # ??? is two glyphs
    record, errors = read_record_lenient(text)
    assert [(error.line, error.column) for error in errors] == [(2, 16), (4, 6)]
    first, second = record.turns()[:2]
    assert first.moves == ((1, 6),) and second.moves == ((1, 7), (1, 5)) and second.glyphs == ("??", "?")


# -- reading the notations --------------------------------------------------------------------

NOTATION_CASES = [
    # The same first two turns in each notation (names from notation.notations, seeds 002/003/004).
    ("bn", "B1-B6 B1-B4", "N1-N7 N1-N5"),
    ("soumille", "&-T &-X", "A-G A-E"),
    ("lepeintre", "a-f a-d", "y-r y-t"),
    ("levy", "W1-W6 W1-W4", "B1-B7 B1-B5"),
    ("t11", "TB-5B TB-3B", "TN-6N TN-4N"),
]


@pytest.mark.parametrize(("notation", "white", "black"), NOTATION_CASES)
def test_notations_read_to_the_same_steps(notation: str, white: str, black: str) -> None:
    text = f'%trictrac 1\n[Notation "{notation}"]\n1. B 5-3 {white}\n2. N 6-4 {black}'
    first, second = read_record(text).turns()
    assert first.moves == ((1, 6), (1, 4)) and second.moves == ((1, 7), (1, 5))
    assert write_record(read_record(text)).splitlines()[-2:] == [f"1. B 5-3 {white}", f"2. N 6-4 {black}"]


@settings(max_examples=60)
@given(st.sampled_from(list(Notation)), orientations, points_and_sorties, points_and_sorties)
def test_arrows_in_every_notation(notation: Notation, orientation: Orientation, a: Point, b: Point) -> None:
    turn = Turn(1, WHITE, Throw(5, 3), moves=((1, 6), (1, 4)), points=(a,), arrows=(Arrow(a, b),))
    tags = (("Notation", notation.value), ("Haut", orientation.top.letter), ("Talons", orientation.talons.value))
    record = GameRecord(tags, (), (turn,))
    assert read_record(write_record(record)) == record


# -- the checker -------------------------------------------------------------------------------

CHECK_CASES = [
    # (movetext, [(line, kind, words)]); lines count from the version line.  The engine's points are the truth
    # (RULES.md §9: "the engine's points are the truth, the difference is the école").
    ("1. N 5-4 N1-N6 N6-N10\n2. B 6-5 B1-B7 B1-B6\n3. N 5-5 N1-N6 N1-N6\n4. B 6-3 (2) B1-B7 B6-B9", []),
    # 003 ÉCOLE: points not marked are an école par moins, claimed by the opponent.
    (
        "1. N 5-4 N1-N6 N6-N10\n2. B 6-5 B1-B7 B1-B6\n3. N 5-5 N1-N6 N1-N6\n4. B 6-3 (0) B1-B7 B6-B9 école N 2",
        [(5, "ecole", "école par moins of 2 points")],
    ),
    # 003 FAUSSE ÉCOLE: claiming more than the école is itself an école.
    (
        "1. N 5-4 N1-N6 N6-N10\n2. B 6-5 B1-B7 B1-B6\n3. N 5-5 (4) N1-N6 N1-N6 école B 6",
        [(4, "fausse-ecole", "fausse école of 2 points"), (4, "ecole", "école par trop of 4 points")],
    ),
    # A dame cannot go to the opponent's talon full of his dames: illegal, and the check goes on.
    (
        "1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N5\n3. B 3-3 B1-B4 B1-B4 B4-B7 B4-B7\n4. N 2-1 N1-N3 N1-N2",
        [(4, "illegal", "illegal play")],
    ),
    ("1. B 5-3 B1-B6 B1-B4\n2. B 6-4 B1-B7 B1-B5", [(3, "illegal", "Noir's throw")]),
    ("1. B 5-3 B1-B6 B1-B4\n3. N 6-4 N1-N7 N1-N5", [(3, "sequence", "throw 2")]),
    ("1. B 5-3 B1-B6 B1-B4\nrelevé", [(3, "sequence", "the laws give nothing here")]),
    ("1. B 5-3 s'en va", [(2, "illegal", "expected the play"), (2, "illegal", "cannot s'en aller")]),
    # A variation replaces its turn: Blanc cannot throw in Noir's stead.
    ("1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N5 (2. B 6-4 B1-B7 B1-B5)", [(3, "illegal", "Noir's throw")]),
]


@pytest.mark.parametrize(("movetext", "expected"), CHECK_CASES)
def test_check(movetext: str, expected: list[tuple[int, str, str]]) -> None:
    problems = check_record_text("%trictrac 1\n" + movetext)
    assert [(p.line, p.kind) for p in problems] == [(line, kind) for line, kind, _ in expected]
    for problem, (_, _, words) in zip(problems, expected, strict=True):
        assert words in problem.message


def test_check_reports_each_wrong_mark_of_a_played_game() -> None:
    partie = _partie(5, Variant.ORDINAIRE)
    record = record_from_partie(partie)
    marked = [i for i, e in enumerate(record.elements) if isinstance(e, Turn) and e.declared]
    elements = list(record.elements)
    for index in marked[:3]:
        turn = elements[index]
        assert isinstance(turn, Turn) and turn.declared is not None
        elements[index] = replace(turn, declared=turn.declared + 2)
    text = write_record(replace(record, elements=tuple(elements)))
    problems = check_record_text(text)
    lines = text.splitlines()
    assert len(problems) == min(3, len(marked))
    for problem in problems:
        assert "école par trop of 2 points" in problem.message
        assert "(" in lines[problem.line - 1]  # the line of the turn, where its points are written


# -- the example files ---------------------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(DATA.glob("*.trr")), ids=lambda path: path.name)
def test_example_files(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    record = read_record(text)
    assert read_record(write_record(record)) == record
    problems = check_record_text(text)
    if path.name == "ecoles.trr":  # its écoles are the point of it
        assert {problem.kind for problem in problems} == {"ecole", "fausse-ecole"}
    else:
        assert problems == []


# -- parties played in école mode ------------------------------------------------------------------


def _ecole_partie(seed: int, variant: Variant, exact: bool) -> Partie:
    def claim(rng: random.Random, pending) -> int:
        return pending.ecole.points if exact else 2 * rng.randint(0, 6) * (rng.random() < 0.3)

    return play_ecoles(seed, variant, random_declaration, claim)


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(list(Variant)), st.booleans())
def test_ecole_parties_round_trip_and_check(seed: int, variant: Variant, exact: bool) -> None:
    # The format's declared marks "(4)", "(B 2)" and "école B 2" are the events of a partie played in école mode.
    partie = _ecole_partie(seed, variant, exact)
    record = record_from_partie(partie, {"Evenement": "essai"})
    assert record.tag("Ecoles") == "oui" and record.ecoles
    assert record_to_events(record) == partie.events
    text = write_record(record)
    assert read_record(text) == record
    assert replay_record(read_record(text)).states == partie.states
    # Replayed in école mode, the checker finds no fault but the écoles themselves.
    kinds = {problem.kind for problem in check_record_text(text)}
    assert kinds <= {"ecole", "fausse-ecole"}
    claims = [t for t in record.turns() if t.ecoles]
    if any(c.points for t in claims for c in t.ecoles):
        assert kinds  # a claim is of an école, or it is a fausse école


ECOLE_RECORD = """%trictrac 1
[Ecoles "oui"]
[Position "{code}"]

1. B 4-4 ({declared}) tient{claim} {play} (N 0)
"""


@pytest.mark.parametrize(
    ("declared", "claim", "white", "black", "kinds"),
    [
        # 003's 38 points (tests/test_game.py): declared 14 = one trou; Noir claims the école of 24 and wins 4 trous.
        (14, 24, (1, 0), (4, 0), ["ecole"]),
        # Unclaimed, the declaration stands.
        (14, 0, (1, 4), (0, 0), ["ecole"]),
        # A fausse école of 2: marked for Blanc.
        (38, 2, (5, 6), (0, 0), ["fausse-ecole"]),
    ],
)
def test_an_ecole_record_is_settled_by_the_engine(declared, claim, white, black, kinds) -> None:
    code = format_code(THIRTY_EIGHT, score=BEFORE_38)
    engine = Partie(start_position=THIRTY_EIGHT, start_score=BEFORE_38)
    engine.roll(Throw(4, 4))
    play = format_moves(engine.legal_plays()[0].moves, WHITE, Notation.BN, Orientation())
    claimed = f" école N {claim}" if claim else ""
    text = ECOLE_RECORD.format(code=code, declared=declared, claim=claimed, play=play)
    record = read_record(text)
    replayed = replay_record(record)
    score = replayed.state.score
    assert (score.white.trous, score.white.points) == white
    assert (score.black.trous, score.black.points) == black
    assert sorted(problem.kind for problem in check_record_text(text)) == kinds
    # The same text without the tag is an ordinary record: its marks are checked against the laws, as before.
    ordinary = text.replace('[Ecoles "oui"]\n', "")
    assert sorted(problem.kind for problem in check_record_text(ordinary)) == kinds
    if declared != 38:
        with pytest.raises(IllegalEventError):
            replay_record(read_record(ordinary))
