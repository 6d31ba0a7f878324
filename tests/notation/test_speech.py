"""The board in words (notation/render/speech.py), as a screen reader says it: without Qt, in both languages.

Every dame on the board is said, once, on its flèche named in the board's notation; the dice, the score and the
side to move follow; what happens in a partie (throws, rencontres, marks, plays) is said in order.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Point, Position
from notation.dice import Throw
from notation.game import Mark, Move, Partie, Roll
from notation.notations import Notation, Orientation, point_name
from notation.render.speech import (
    mark_text,
    move_text,
    partie_text,
    point_text,
    position_text,
    rencontre_text,
    score_text,
)
from notation.rules.scoring import Rencontre, RencontreMade
from notation.scoreboard import PlayerScore, ScoreState
from tests.support.strategies import dice, notations, orientations, positions, score_states

NARROW = "\N{NARROW NO-BREAK SPACE}"


@pytest.mark.parametrize(
    ("language", "notation", "expected"),
    [
        ("fr", Notation.BN, f"Blanc{NARROW}: 13 dames en B1, 1 dame en B6, 1 dame en B7."),
        ("en", Notation.BN, "Blanc: 13 dames on B1, 1 dame on B6, 1 dame on B7."),
        ("en", Notation.LEVY, "Blanc: 13 dames on W1, 1 dame on W6, 1 dame on W7."),
        ("fr", Notation.T11, f"Blanc{NARROW}: 13 dames en TB, 1 dame en 5B, 1 dame en 6B."),
    ],
)
def test_each_sides_dames_are_said_point_by_point_in_the_boards_notation(
    language: str, notation: Notation, expected: str
) -> None:
    position = Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 12}, to_move=BLACK)
    text = position_text(position, notation, language=language)
    assert text.startswith(expected)
    noir = "Noir : 12 dames en N1, 3 dames sorties." if language == "fr" else "Noir: 12 dames on N1, 3 dames borne off."
    assert noir.replace(" :", f"{NARROW}:").replace("N1", point_name(Point.from_name("N1"), notation)) in text
    assert text.endswith("Trait à Noir." if language == "fr" else "Noir to move.")


def test_the_dice_and_the_score_are_said_before_the_side_to_move() -> None:
    score = ScoreState(PlayerScore(4, 2, True), PlayerScore(0, 1), WHITE)
    text = position_text(Position.start(), dice=Throw(6, 5), score=score, language="en")
    assert text == (
        "Blanc: 15 dames on B1. Noir: 15 dames on N1. Dice: six-five (6-5). "
        "Score: Blanc 4 points, 2 trous, en bredouille; Noir 0 points, 1 trou; pavillon with Blanc. Blanc to move."
    )
    french = position_text(Position.start(), dice=Throw(3, 3), score=score, language="fr")
    assert f"Dés{NARROW}: ternes (3-3)." in french
    assert f"Marque{NARROW}: Blanc 4 points, 2 trous, en bredouille{NARROW}; Noir 0 point, 1 trou" in french


@given(positions(), notations, orientations, st.sampled_from(["fr", "en"]))
def test_every_dame_is_said_once_on_its_fleche(
    position: Position, notation: Notation, orientation: Orientation, language: str
) -> None:
    text = position_text(position, notation, orientation, language=language)
    on = "en" if language == "fr" else "on"
    said = {
        (colour, name): int(count)
        for colour, part in zip((WHITE, BLACK), re.split(r"(?<=\.) (?=Noir)", text, maxsplit=1), strict=True)
        for count, name in re.findall(rf"(\d+) dames? {on} ([^,.\s]+)", part)
    }
    expected = {
        (colour, point_name(point, notation, orientation)): count for point, colour, count in position.occupied()
    }
    assert said == expected
    for colour in (WHITE, BLACK):
        if position.off(colour):
            assert f"{position.off(colour)} dame" in text


@given(positions(), notations, orientations)
def test_a_fleche_is_said_with_its_name_and_what_stands_on_it(
    position: Position, notation: Notation, orientation: Orientation
) -> None:
    for point in (Point.from_name(f"{side}{n}") for side in "BN" for n in range(1, 13)):
        holder, count = position.dames_at(point)
        for language in ("fr", "en"):
            text = point_text(position, point, notation, orientation, language)
            assert text.startswith(point_name(point, notation, orientation))
            if holder is None:
                assert text.endswith("vide" if language == "fr" else "empty")
            else:
                assert f"{count} dame" in text


@given(score_states, dice)
def test_the_score_and_dice_are_in_every_text_that_has_them(score: ScoreState, throw: Throw) -> None:
    text = position_text(Position.start(), score=score, dice=throw, language="en")
    assert f"({throw.high}-{throw.low})" in text
    if not score.is_fresh():
        assert score_text(score, "en") in text


def test_a_move_a_rencontre_and_a_mark_are_announced_in_both_languages() -> None:
    b1, b7, n12, n0 = (Point.from_name(name) for name in ("B1", "B7", "N12", "N0"))
    assert move_text(WHITE, [(b1, b7), (b1, b7)], language="fr") == "Blanc joue B1 à B7, B1 à B7."
    assert move_text(BLACK, [(n12, n0)], Notation.LEVY, language="en") == "Noir plays B12 off."
    made = RencontreMade(Rencontre.BATTRE_VRAI, BLACK, 4, 1, None, Point.from_name("N10"))
    assert rencontre_text(made, "fr").startswith(f"Noir gagne 4 points{NARROW}: ")
    assert rencontre_text(made, "en").startswith("Noir scores 4 points: ")
    assert mark_text(BLACK, PlayerScore(0, 0), PlayerScore(6, 0, True), "fr") == (
        f"Noir marque 6 points{NARROW}; il a 6 points, 0 trou, en bredouille."
    )


def test_what_happens_in_a_partie_is_said_in_order() -> None:
    partie = Partie()
    partie.primaute(6, 5)
    start = len(partie.events)
    partie.play(partie.legal_plays()[0])
    for throw in (Throw(6, 6), Throw(2, 1), Throw(5, 3), Throw(4, 4)):
        if partie.over:
            break
        partie.roll(throw)
        if partie.state.phase.name == "DECIDE":
            partie.decide(leave=False)
        if partie.legal_plays():
            partie.play(partie.legal_plays()[0])
    text = partie_text(partie, start, language="en")
    events = partie.events[start:]
    rolls = [event for event in events if isinstance(event, Roll)]
    assert text.count(" throws ") == len(rolls)
    assert text.count(" plays ") + text.count(" cannot play") == len([e for e in events if isinstance(e, Move)])
    assert text.count(" marks ") == len([e for e in events if isinstance(e, Mark) and e.points])
    positions_said = [text.index(f"throws {roll.throw.name('en')}") for roll in rolls]
    assert positions_said == sorted(positions_said)
    assert partie_text(partie, len(partie.events)) == ""
