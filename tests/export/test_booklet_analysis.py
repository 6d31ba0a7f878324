"""The booklet with the tutor's analysis: each flagged throw's mark, its loss and the best choice, then each
player's totals (read back from the PDF with tests/support/pdfview.py)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from notation.board import BLACK, WHITE
from notation.record import read_record, replay_record
from notation.tutor.ranking import Flag, analyse_partie
from studio.export.booklet import booklet_pdf
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from tests.support.pdfview import page_text

COMPUTERS = (Seat("Abel", SeatKind.COMPUTER, "casual"), Seat("Blaise", SeatKind.COMPUTER, "casual"))  # errors to flag


@pytest.fixture(scope="module")
def record_text() -> str:
    """The one-ply bot against itself over 60 throws: errors the tutor flags."""
    session = GameSession(GameSetup(seats=COMPUTERS), rng=random.Random(5))
    while session.step is not Step.OVER and (session.turn_number() < 60 or session.step is not Step.THROW):
        session.computer_act()
    return session.text()


def _words(text: str) -> str:
    return re.sub(r"\s+", " ", text).replace("\u2019", "'")


def test_the_booklet_prints_the_marks_the_best_choices_and_the_totals(tmp_path: Path, record_text: str) -> None:
    record = read_record(record_text)
    analysis = analyse_partie(replay_record(record))
    flagged = [rating for rating in analysis.ratings if rating.flag is not Flag.NONE]
    assert flagged
    out = tmp_path / "analysed.pdf"
    result = booklet_pdf(record, out, analysis=True)
    assert result.analysed
    text = _words(page_text(out))
    # Every flagged choice prints its mark and loss (French decimals), with the best choice after it.
    for rating in flagged:
        loss = f"{rating.loss:.3f}".replace(".", ",")
        assert re.search(re.escape(rating.flag.mark) + r" (tenir |s'en aller )?perd " + loss, text), rating
    assert text.count("le meilleur :") == len(flagged)
    assert "Analyse du tuteur" in text
    for colour in (WHITE, BLACK):
        totals = analysis.totals(colour)
        loss = f"{totals.loss:.3f}".replace(".", ",")
        assert f"{loss} d'équité perdue sur {totals.choices} choix" in text
        assert f"(?! {totals.doubtful}, ? {totals.bad}, ?? {totals.very_bad})" in text


def test_a_given_analysis_is_printed_as_given(tmp_path: Path, record_text: str) -> None:
    record = read_record(record_text)
    analysis = analyse_partie(replay_record(record))
    out = tmp_path / "given.pdf"
    assert booklet_pdf(record, out, analysis=analysis).analysed
    assert _words(page_text(out)).count("le meilleur :") == sum(r.flag is not Flag.NONE for r in analysis.ratings)


def test_without_the_option_no_analysis_is_printed(tmp_path: Path, record_text: str) -> None:
    out = tmp_path / "plain.pdf"
    result = booklet_pdf(read_record(record_text), out)
    assert not result.analysed
    text = _words(page_text(out))
    assert "Analyse du tuteur" not in text and "le meilleur :" not in text


def test_a_record_the_engine_cannot_follow_prints_without_analysis(tmp_path: Path) -> None:
    # B cannot play 5-3 from B1 to B9 (the engine refuses the record): the booklet still prints.
    record = read_record("%trictrac 1\n1. B 5-3 B1-B9 B1-B4\n")
    out = tmp_path / "refused.pdf"
    result = booklet_pdf(record, out, analysis=True)
    assert not result.analysed and result.pages >= 1
    assert "Analyse du tuteur" not in page_text(out)


def test_analyse_writes_the_booklet_with_the_marks(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, record_text: str
) -> None:
    from studio.cli import main

    source = tmp_path / "partie.trictrac"
    source.write_text(record_text, encoding="utf-8")
    out = tmp_path / "analysed.pdf"
    assert main(["analyse", str(source), "--booklet", str(out)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[-1].startswith(f"{out}: booklet of ") and printed[-1].endswith("with the tutor's marks and totals")
    text = _words(page_text(out))
    assert "Analyse du tuteur" in text and "le meilleur :" in text


def test_analyse_refuses_a_booklet_in_a_missing_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, record_text: str
) -> None:
    from studio.cli import main

    source = tmp_path / "partie.trictrac"
    source.write_text(record_text, encoding="utf-8")
    status = main(["analyse", str(source), "--booklet", str(tmp_path / "none" / "out.pdf")])
    captured = capsys.readouterr()
    assert status == 2 and captured.out == ""
    assert len(captured.err.splitlines()) == 1 and "does not exist" in captured.err


@pytest.mark.parametrize(
    ("losses", "language", "end"),
    [
        # The beginner level's mean a choice (docs/tutor.md): beginner; the casual level's: casual player.
        ((0.0468, 0.0468), "en", "; 0.0468 a choice: beginner"),
        ((0.0221, 0.0221), "fr", "\u202f; 0,0221 par choix\u202f: joueur occasionnel"),
        ((0.2, 0.0), "fr", "\u202f; 0,1000 par choix\u202f: désastreux"),
    ],
)
def test_each_players_totals_end_with_his_rating_in_words(losses: tuple[float, ...], language: str, end: str) -> None:
    from notation.dice import Throw
    from notation.tutor.ranking import Analysis, Rating
    from studio.export.booklet import _totals_text

    ratings = tuple(
        Rating(number, WHITE, "decision", Throw(6, 6), -loss, 0.0, 2, leave=False, turn=number)
        for number, loss in enumerate(losses)
    )
    assert _totals_text(Analysis(ratings), WHITE, language).endswith(end)
    assert ":" not in _totals_text(Analysis(ratings), BLACK, language).split("choi")[-1]  # nothing rated: no words
