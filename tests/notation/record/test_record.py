"""The record format (docs/record-format.md): reader, writer, conversion to events, checker."""

from __future__ import annotations

import random
import time
from dataclasses import replace
from pathlib import Path
from typing import Literal

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import BLACK, WHITE, Point, Position
from notation.code import format_code
from notation.dice import Throw
from notation.game import MAX_THROW_POINTS, IllegalEventError, Partie, Pending, Variant
from notation.notations import Notation, Orientation
from notation.record import (
    EcoleClaim,
    GameRecord,
    RecordError,
    Turn,
    TurnArrow,
    check_record,
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
from notation.record.model import GLYPHS, MAX_VARIATION_DEPTH
from notation.record.writer import format_moves
from notation.rules.scoring import score
from tests.support.ecole_play import BEFORE_38, THIRTY_EIGHT, play_ecoles, random_declaration
from tests.support.strategies import dice, orientations, points_and_sorties, positions

DATA = Path(__file__).parents[2] / "data" / "records"
STRAY: tuple[Literal["Cc", "Cf", "Cs", "Zl", "Zp"], ...] = ("Cc", "Cf", "Cs", "Zl", "Zp")
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
            arrows=tuple(draw(st.lists(st.builds(TurnArrow, points_and_sorties, points_and_sorties), max_size=2))),
            ecoles=tuple(
                draw(st.lists(st.builds(EcoleClaim, st.sampled_from([WHITE, BLACK]), st.integers(0, 99)), max_size=1))
            ),
            variations=((alternative,),) if draw(st.booleans()) else (),
        )
    intro = tuple(draw(st.lists(comments, max_size=2)))
    return replace(record, comments=intro, elements=tuple(elements))


@pytest.mark.slow
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


@pytest.mark.slow
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
    # The same first two turns in each notation (names from notation.notations, Encyclopédie, Dictionnaire raisonné,
    # Levy).
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
    turn = Turn(1, WHITE, Throw(5, 3), moves=((1, 6), (1, 4)), points=(a,), arrows=(TurnArrow(a, b),))
    tags = (("Notation", notation.value), ("Haut", orientation.top.letter), ("Talons", orientation.talons.value))
    record = GameRecord(tags, (), (turn,))
    assert read_record(write_record(record)) == record


# -- the checker -------------------------------------------------------------------------------

CHECK_CASES = [
    # (movetext, [(line, kind, words)]); lines count from the version line.  The engine's points are the truth
    # (docs/rules.md §ecoles: "the engine's points are the truth, the difference is the école").
    ("1. N 5-4 N1-N6 N6-N10\n2. B 6-5 B1-B7 B1-B6\n3. N 5-5 N1-N6 N1-N6\n4. B 6-3 (2) B1-B7 B6-B9", []),
    # Dictionnaire raisonné, ÉCOLE: points not marked are an école par moins, claimed by the opponent.
    (
        "1. N 5-4 N1-N6 N6-N10\n2. B 6-5 B1-B7 B1-B6\n3. N 5-5 N1-N6 N1-N6\n4. B 6-3 (0) B1-B7 B6-B9 école N 2",
        [(5, "ecole", "école par moins of 2 points")],
    ),
    # Dictionnaire raisonné, FAUSSE ÉCOLE: claiming more than the école is itself an école.
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
    def claim(rng: random.Random, pending: Pending) -> int:
        if exact:
            assert pending.ecole is not None  # the école to claim
            return pending.ecole.points
        return 2 * rng.randint(0, 6) * (rng.random() < 0.3)

    return play_ecoles(seed, variant, random_declaration, claim)


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(list(Variant)), st.booleans())
@example(146, Variant.ECRIRE, True)  # a sortie the written order took for a leave: the engine's order was dropped
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
        # Dictionnaire raisonné's 38 points (tests/notation/test_game.py): declared 14 = one trou; Noir claims the école
        # of 24 and wins 4 trous.
        (14, 24, (1, 0), (4, 0), ["ecole"]),
        # Unclaimed, the declaration stands.
        (14, 0, (1, 4), (0, 0), ["ecole"]),
        # A fausse école of 2: marked for Blanc.
        (38, 2, (5, 6), (0, 0), ["fausse-ecole"]),
    ],
)
def test_an_ecole_record_is_settled_by_the_engine(
    declared: int, claim: int, white: tuple[int, int], black: tuple[int, int], kinds: list[str]
) -> None:
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


# -- bad input: numbers bound by the laws, ASCII digits, stray characters, nesting (issue 13) ----------------------

ISSUE_132 = '%trictrac 1\n[Blanc "A"]\n[Noir "B"]\n\n1. N 5-4 N1-N6 N6-N10\n2. B 6-5 (999999999) B1-B7 B1-B6\n'
"""A short record declaring (999999999): the marking counted 83 million jeux (seconds, gigabytes)."""


@pytest.mark.parametrize(
    ("movetext", "column", "words"),
    [
        ("1. B 5-3 (999999999) B1-B6 B1-B4", 11, "no throw gives 999999999 points"),
        ("1. B 5-3 (224) B1-B6 B1-B4", 11, "at most 222"),
        ("1. B 5-3 B1-B6 B1-B4 (N 999999999)", 25, "no throw gives"),
        ("1. B 5-3 (B 999999999) B1-B6 B1-B4 {slow path}", 13, "no throw gives"),
        ("1. B 5-3 B1-B6 B1-B4 (N 400) !", 25, "no throw gives"),
        ("1. B 5-3 B1-B6 B1-B4 école N 999999999", 30, "no throw gives"),
        ("1. B 5-3 B1-B6 B1-B4 école N 200 école N 200", 34, "no école is beyond 222"),
    ],
)
def test_points_are_bound_by_the_laws(movetext: str, column: int, words: str) -> None:
    with pytest.raises(RecordError) as caught:
        read_record("%trictrac 1\n" + movetext)
    assert (caught.value.line, caught.value.column) == (2, column)
    assert words in caught.value.message


def test_the_bound_is_reached_by_no_throw_and_accepted_by_the_reader() -> None:
    turn = read_record("%trictrac 1\n1. B 5-3 (222) B1-B6 B1-B4 (N 222)").elements[0]
    assert isinstance(turn, Turn) and (turn.declared, turn.given) == (MAX_THROW_POINTS, MAX_THROW_POINTS)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(positions(), dice)
def test_no_throw_scores_beyond_the_bound(position: Position, throw: Throw) -> None:
    rencontres = score(position, throw)
    assert rencontres.total(WHITE) <= MAX_THROW_POINTS
    assert rencontres.total(BLACK) <= MAX_THROW_POINTS


def test_a_short_record_declaring_a_billion_is_refused_at_once() -> None:
    assert len(ISSUE_132.encode()) <= 132
    start = time.perf_counter()
    problems = check_record_text(ISSUE_132)
    assert [(p.line, p.column, p.kind) for p in problems] == [(6, 11, "syntax")]
    with pytest.raises(RecordError):
        read_record(ISSUE_132)
    assert time.perf_counter() - start < 5  # generous: it takes milliseconds; before, seconds and gigabytes


def test_the_engine_refuses_a_declaration_or_claim_no_throw_can_give() -> None:
    partie = Partie(ecoles=True)
    partie.primaute(5, 4)
    with pytest.raises(IllegalEventError, match="no throw gives"):
        partie.declare(10**9)
    partie.declare(2)
    with pytest.raises(IllegalEventError, match="no école is of"):
        partie.claim(10**9)


def test_check_of_a_hand_built_record_declaring_a_billion_reports_it() -> None:
    turn = Turn(1, WHITE, Throw(5, 3), declared=10**9, moves=((1, 6), (1, 4)))
    problems = check_record(GameRecord((), (), (turn,)))
    assert [p.message for p in problems] == ["Blanc declares 1000000000 points: no throw gives more than 222"]


@pytest.mark.parametrize(
    ("text", "column"),
    [
        ("\u0661. B 5-3 B1-B6 B1-B4", 1),  # Arabic-Indic one
        ("\uff11. B 5-3 B1-B6 B1-B4", 1),  # fullwidth one
        ("1\u0662. B 5-3 B1-B6 B1-B4", 1),
        ("1. B 5-3 (\u0664) B1-B6 B1-B4", 11),
        ("1. B 5-3 (\uff14) B1-B6 B1-B4", 11),
        ("1. B 5-3 B1-B6 B1-B4 (N \u0662)", 23),
        ("1. B 5-3 B1-B6 B1-B4 école N \u0662", 22),
        ("marqué \u0662", 1),
        ("fin du marqué gagnant=B trous=\u0667/3", 25),
        ("fin du marqué gagnant=B trous=7/3 points=\u0662\u0660", 35),
        ("fin du marqué gagnant=B trous=7/3 refaits=\uff11", 35),
    ],
)
def test_only_ascii_digits_are_numbers(text: str, column: int) -> None:
    with pytest.raises(RecordError) as caught:
        read_record("%trictrac 1\n" + text)
    assert (caught.value.line, caught.value.column) == (2, column)


@pytest.mark.parametrize("value", ["\u0666", "\uff16", "999999999", "102"])
def test_marques_tag_is_a_small_ascii_number(value: str) -> None:
    with pytest.raises(RecordError, match="Marques"):
        read_record(f'%trictrac 1\n[Variante "ecrire"]\n[Marques "{value}"]\n')


def test_a_byte_order_mark_first_is_accepted() -> None:
    text = "%trictrac 1\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N5\n"
    expected = read_record(text)
    assert read_record("\ufeff" + text) == expected
    assert read_record_lenient("\ufeff" + text) == (expected, [])
    assert read_records("\ufeff" + text + text) == ([expected, expected], [])
    assert check_record_text("\ufeff" + text) == []


@pytest.mark.parametrize(
    ("char", "where"),
    [
        ("\ufeff", "1. B 5-3 B1-B6 |B1-B4"),  # a BOM elsewhere than first
        ("\x00", "1. B 5-3 B1-B6 |B1-B4"),
        ("\x0c", "1. B 5-3 B1-B6 B1-B4 {un |commentaire}"),
        ("\x85", "1. B 5-3 B1-B6 B1-B4|"),
        ("\u200b", "1. B 5-3 B1-B6 B1-B4 {zéro|}"),
        ("\u202e", "1. B 5-3 B1-B6 B1-B4 {à l'envers |ici}"),
        ("\u2028", "1. B 5-3| B1-B6 B1-B4"),
        ("\x7f", "1. B| 5-3 B1-B6 B1-B4"),
    ],
)
def test_stray_control_and_format_characters_are_refused_where_they_stand(char: str, where: str) -> None:
    text = "%trictrac 1\n" + where.replace("|", char)
    column = where.index("|") + 1
    with pytest.raises(RecordError, match=f"U\\+{ord(char):04X}") as caught:
        read_record(text)
    assert (caught.value.line, caught.value.column) == (2, column)
    record, errors = read_record_lenient(text)
    assert [(e.line, e.column) for e in errors] == [(2, column)]
    assert len(record.turns()) == 1
    assert [p.kind for p in check_record_text(text)] == ["syntax"]


def test_joiners_stay_in_comments() -> None:
    persian = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"  # with a zero-width non-joiner
    text = f"%trictrac 1\n1. B 5-3 B1-B6 B1-B4 {{\U0001f468\u200d\U0001f469 {persian}}}"
    record = read_record(text)
    assert read_record(write_record(record)) == record


def test_the_writer_refuses_what_the_reader_refuses() -> None:
    turn = Turn(1, WHITE, Throw(5, 3), moves=((1, 6), (1, 4)), comments=("bidi \u202e",))
    with pytest.raises(ValueError, match="U\\+202E"):
        write_record(GameRecord((), (), (turn,)))
    with pytest.raises(ValueError, match="U\\+0000"):
        write_record(GameRecord((("Blanc", "A\x00"),), (), ()))


def _nested_text(depth: int) -> str:
    turn = "1. B 5-3 B1-B6 B1-B4"
    return "%trictrac 1\n" + turn + (" (" + turn) * depth + ")" * depth + "\n"


def _nested_record(depth: int) -> GameRecord:
    inner = Turn(1, WHITE, Throw(5, 3), moves=((1, 6), (1, 4)))
    turn = inner
    for _ in range(depth):
        turn = replace(inner, variations=((turn,),))
    return GameRecord((), (), (turn,))


def test_variations_nest_up_to_the_limit() -> None:
    text = _nested_text(MAX_VARIATION_DEPTH)
    record = read_record(text)
    assert write_record(record) == text.replace("%trictrac 1\n", "%trictrac 1\n\n")
    assert check_record_text(text) == []
    assert replay_record(record).turns() == 1


def test_5000_nested_variations_are_refused_never_a_recursion_error() -> None:
    text = _nested_text(5000)
    with pytest.raises(RecordError, match="nest 100 deep at most") as caught:
        read_record(text)
    assert caught.value.line == 2
    _record, errors = read_record_lenient(text)
    assert [e.message for e in errors] == ["variations nest 100 deep at most: this one is skipped"]
    assert [p.kind for p in check_record_text(text)] == ["syntax"]
    deep = _nested_record(5000)
    with pytest.raises(ValueError, match="nest 100 deep at most"):
        write_record(deep)
    assert [p.message for p in check_record(deep)] == ["variations nest 100 deep at most: not checked"]
    assert replay_record(deep).turns() == 1


def test_lenient_reading_after_a_variation_nested_too_deep_goes_on() -> None:
    text = _nested_text(MAX_VARIATION_DEPTH + 3).rstrip("\n") + " 2. N 6-4 N1-N7 N1-N5\n"
    record, errors = read_record_lenient(text)
    assert len(errors) == 1
    assert [turn.number for turn in record.turns()] == [1, 2]


# -- one reading of tient for the check and the replay ---------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_a_record_without_tient_checks_and_replays_alike(seed: int) -> None:
    """Absent before a play, he held (docs/record-format.md §4.1; Lois et règles, art. XVIII 5°: s'en aller is
    announced, tenir is "rester"): the checker and the replay read it so, through the same code."""
    partie = _partie(seed, Variant.ORDINAIRE)
    text = write_record(record_from_partie(partie))
    assert " tient " in text
    bare = text.replace(" tient ", " ")
    assert check_record_text(bare) == []
    assert replay_record(read_record(bare)).events == partie.events


def test_replay_and_check_fail_on_the_same_fault() -> None:
    partie = _partie(1, Variant.ORDINAIRE)
    text = write_record(record_from_partie(partie)).replace(" tient ", " s'en va ", 1)
    problems = [p for p in check_record_text(text) if p.kind == "illegal"]
    assert problems
    with pytest.raises(IllegalEventError, match=f"line {problems[0].line}, column {problems[0].column}"):
        replay_record(read_record(text))


def test_the_lenient_reader_stops_after_a_hundred_faults() -> None:
    text = "%trictrac 1\n" + "x " * 100_000  # a megabyte of garbage on one line: not a hundred thousand errors
    record, errors = read_record_lenient(text)
    assert len(errors) == 101 and errors[-1].message == "more than 100 faults: the rest is not read"
    assert [e.column for e in errors[:3]] == [1, 3, 5]
    assert len(check_record_text(text)) == 101
    assert record.elements == ()


def test_columns_on_a_long_line_after_many_lines() -> None:
    text = "%trictrac 1\n" + "\n" * 50 + "1. B 5-3 B1-B6 B1-B4 " + "Z9 " * 3
    _record, errors = read_record_lenient(text)
    assert [(e.line, e.column) for e in errors] == [(52, 22), (52, 25), (52, 28)]
