"""The partie à écrire: marqué points and the settlement on paper (seed 001; RULES.md §8)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.board import BLACK, WHITE
from notation.ecrire import (
    Bredouille,
    Consolation,
    Marque,
    Sheet,
    SheetError,
    consolation,
    marque_bredouille,
    marque_points,
    round_gain,
    settle,
)
from notation.score import PlayerScore, ScoreState

SIMPLE, PETITE, GRANDE = Bredouille.SIMPLE, Bredouille.PETITE, Bredouille.GRANDE


@pytest.mark.parametrize(
    ("source", "winner", "loser", "bredouille", "refaits", "points"),
    [
        ("001 ex. 1: B s'en va avec 8 trous sans pavillon, A 3", 8, 3, SIMPLE, 0, 7),
        ("001 ex. 2: 6 trous avec le pavillon, A 3", 6, 3, PETITE, 0, 13),
        ("001 ex. 3: 11 trous avec le pavillon, A 3", 11, 3, PETITE, 0, 23),
        ("001 ex. 4: 12 trous avec le pavillon, A 3", 12, 3, GRANDE, 0, 53),
        ("001 §5: B s'en va avec 7 trous avec le pavillon, A en a 9", 9, 7, SIMPLE, 0, 4),
        ("001 §4 conclusion: 12 trous à 4 after losing the pavillon", 12, 4, SIMPLE, 0, 10),
        ("001 sheet, marqué 3 after one refait: consolation 4", 8, 3, SIMPLE, 1, 9),
        ("001 sheet, marqué 5 after two refaits: consolation 6", 8, 3, SIMPLE, 2, 11),
    ],
)
def test_marque_points(source, winner, loser, bredouille, refaits, points):
    assert marque_points(winner, loser, bredouille, refaits) == points, source


def test_consolation_conventions():
    # 001 §4 and 003 REFAIT: "doublée, puis triplée" — 2, 4, 6; 000 art. XIX: "le double de celui
    # du marqué nul précédent" — 2, 4, 8.
    assert [consolation(n) for n in range(3)] == [2, 4, 6]
    assert [consolation(n, Consolation.DOUBLED) for n in range(3)] == [2, 4, 8]
    assert marque_points(8, 3, SIMPLE, 2, Consolation.DOUBLED) == 8 + 8 - 3


@pytest.mark.parametrize(
    ("winner", "loser", "bredouille"),
    [(5, 3, SIMPLE), (6, 6, SIMPLE), (3, 8, SIMPLE), (11, 3, GRANDE)],
)
def test_impossible_marques(winner, loser, bredouille):
    with pytest.raises(SheetError):
        marque_points(winner, loser, bredouille)


# 001's filled sheet of six marqués: A 21, 8, —, 25, —, 4; B —, —, 31 (1 refait), —, 28 (2 refaits), —.
SHEET_001 = {
    "players": ["A", "B"],
    "marques": [
        {"winner": "A", "points": 21, "refaits": 0},
        {"winner": "A", "points": 8},
        {"winner": "B", "points": 31, "refaits": 1},
        {"winner": "A", "points": 25},
        {"winner": "B", "points": 28, "refaits": 2},
        {"winner": "A", "points": 4},
    ],
}


def test_the_filled_sheet_of_001():
    result = settle(Sheet.from_mapping(SHEET_001))
    a, b = result.players["A"], result.players["B"]
    # "Total (I) 58 59; Queue des jetons (II) — 4; Marqués (III) 16 8; Queue des marqués (IV) 20 —;
    # Résultat final 94 71; Gain brut 23; Gain arrondi 20".
    assert (a.I, a.II, a.III, a.IV, a.final) == (58, 0, 16, 20, 94)
    assert (b.I, b.II, b.III, b.IV, b.final) == (59, 4, 8, 0, 71)
    assert (result.winner, result.gross, result.rounded) == ("A", 23, 20)


def test_queue_des_jetons_on_equal_totals():
    # 001 §8: "en cas d'égalité, c'est le joueur A qui marquerait 2 points de queue des jetons ayant
    # gagné deux marqués de plus que B".
    sheet = Sheet(
        ("A", "B"),
        (
            Marque("A", "B", 10),
            Marque("A", "B", 10),
            Marque("A", "B", 10),
            Marque("A", "B", 10),
            Marque("B", "A", 20),
            Marque("B", "A", 20),
        ),
    )
    result = settle(sheet)
    assert result.players["A"].II == 2 and result.players["B"].II == 0


def test_marque_from_trous_in_a_sheet():
    sheet = Sheet.from_mapping(
        {"players": ["A", "B"], "marques": [{"trous": {"A": 3, "B": 12}, "bredouille": "grande", "refaits": 0}]}
    )
    assert sheet.marques[0].winner == "B" and sheet.marques[0].points == 53


@pytest.mark.parametrize(
    "bad",
    [
        {"players": ["A"], "marques": []},
        {"players": ["A", "A"], "marques": []},
        {"players": ["A", "B"], "marques": [{"winner": "C", "points": 3}]},
        {"players": ["A", "B"], "marques": [{"trous": {"A": 7, "B": 7}}]},
        {"players": ["A", "B"], "marques": [{"trous": {"A": 7, "B": 2}, "bredouille": "huge"}]},
        {"players": ["A", "B"], "marques": [{"winner": "A", "points": -3}]},
        {"players": ["A", "B"], "marques": [], "conventions": {"consolation": "tripled"}},
    ],
)
def test_bad_sheets_are_refused_with_a_reason(bad):
    with pytest.raises(SheetError):
        Sheet.from_mapping(bad)


@pytest.mark.parametrize(("gross", "rounded"), [(51, 50), (54, 50), (55, 60), (59, 60), (23, 20), (0, 0)])
def test_rounding(gross, rounded):
    # 001 §7: "55, 56, 57, 58 et 59 sont comptés pour 60, tandis que 51, 52, 53 et 54 … pour 50".
    assert round_gain(gross) == rounded


def test_bredouille_of_a_marque_from_the_score():
    # 001 §5: the pavillon counts only for the player with more trous.
    assert marque_bredouille(ScoreState(PlayerScore(trous=6), PlayerScore(trous=3), BLACK), WHITE) is SIMPLE
    assert marque_bredouille(ScoreState(PlayerScore(trous=3), PlayerScore(trous=6), BLACK), BLACK) is PETITE
    assert marque_bredouille(ScoreState(PlayerScore(trous=12), PlayerScore(), None), WHITE) is GRANDE
    assert marque_bredouille(ScoreState(PlayerScore(trous=9), PlayerScore(trous=2), None), WHITE) is SIMPLE


marques = st.lists(
    st.tuples(st.booleans(), st.integers(6, 16), st.integers(0, 5), st.integers(0, 2)), min_size=1, max_size=12
)


@given(marques)
def test_settlement_properties(rows):
    sheet = Sheet(
        ("A", "B"),
        tuple(
            Marque.from_trous({"A": w, "B": lo} if a_wins else {"A": lo, "B": w}, SIMPLE, refaits)
            for a_wins, w, lo, refaits in rows
        ),
    )
    result = settle(sheet)
    a, b = result.players["A"], result.players["B"]
    # The gain of one is the loss of the other: the gross is the difference of the finals.
    assert result.gross == abs(a.final - b.final)
    assert a.won + b.won == len(rows)
    assert (a.IV, b.IV).count(20) == (0 if a.won == b.won else 1)
    assert result.rounded % 10 == 0 and abs(result.rounded - result.gross) <= 5
