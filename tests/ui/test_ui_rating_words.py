"""The rating in words where the tutor's analysis is read (issue 36, point 8): each player's totals after
*Analyse the game* end with his mean loss a choice and its words, and *Player's rating…* says « 1 analysed game »,
not « 1 analysed games »."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from notation.board import BLACK, WHITE
from notation.tutor.ranking import PlayerTotals
from studio.store.analyses import GameRating, PlayerRecord
from studio.ui.game_windows.analysis_view import totals_text
from studio.ui.game_windows.rating_dialog import PlayerRatingDialog
from studio.ui.i18n import Translations


@pytest.mark.parametrize(
    ("loss", "choices", "english", "french"),
    [
        # The beginner level's mean a choice reads beginner, the casual level's casual player.
        (4.68, 100, "0.0468 a choice: beginner", "0,0468 par choix\u202f: débutant"),
        (2.21, 100, "0.0221 a choice: casual player", "0,0221 par choix\u202f: joueur occasionnel"),
        (0.0, 40, "0.0000 a choice: supernatural", "0,0000 par choix\u202f: surnaturel"),
        (9.0, 100, "0.0900 a choice: awful", "0,0900 par choix\u202f: désastreux"),
    ],
)
def test_each_players_totals_end_with_his_rating_in_words(
    qtbot: QtBot, loss: float, choices: int, english: str, french: str
) -> None:
    totals = PlayerTotals(WHITE, choices, loss, 0, 0, 0)
    assert totals_text(totals, "Blanc").endswith("; " + english)
    translations = Translations()
    translations.install("fr")
    try:
        assert totals_text(totals, "Blanc").endswith("; " + french)
    finally:
        translations.install("en")


def test_no_rating_when_nothing_was_rated() -> None:
    assert ":" not in totals_text(PlayerTotals(BLACK, 0, 0.0, 0, 0, 0), "Noir").split("choices")[-1]


@pytest.mark.parametrize(("games", "words"), [(1, "1 analysed game,"), (2, "2 analysed games,")])
def test_the_players_summary_counts_his_games_in_good_english(qtbot: QtBot, games: int, words: str) -> None:
    record = PlayerRecord(
        "Zoé", [GameRating(n, "2024-01-0{n}", WHITE, "Éric", 50, 1.1) for n in range(1, games + 1)], []
    )
    dialog = PlayerRatingDialog(record)
    qtbot.addWidget(dialog)
    text = dialog.summary.text()
    assert f"Zoé: {words}" in text and text.endswith("— casual player")
