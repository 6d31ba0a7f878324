"""The tutor in the analysis panel: the legal plays ranked by the evaluator for the diagram's score, tenir or
s'en aller advised when the throw shown wins a trou."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from notation.board import WHITE, point_of_step
from notation.code import parse_code
from notation.dice import Throw
from notation.scoreboard import PlayerScore, ScoreState
from notation.tutor.ranking import advise_throw
from studio.ui.analysis import AnalysisPanel
from tests.support.codes import dice_of
from tests.support.widgets import item

# Blanc's quines beat three dames à vrai and one à faux (tests/ui/test_ui_analysis.py): 12 points for Blanc.
QUINES = "B1:8,B2,B6,B7:2,B9,B10,B11/N1:8,N5,N6,N7,N8,N10:2,N11 B 5-5"
# Blanc to play 6-5 with many plays (the start, a few dames down).
MANY = "B1:11,B3,B5,B6,B8/N1:11,N3,N4,N6,N8 B 6-5"


@pytest.fixture
def panel(qtbot: QtBot) -> Iterator[AnalysisPanel]:
    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    panel.resize(700, 600)
    panel.show()
    panel.setCurrentIndex(1)
    yield panel
    panel.wait_for_ranking()


def _show(qtbot: QtBot, panel: AnalysisPanel, code: str, score: ScoreState | None = None) -> None:
    setup = parse_code(code)
    panel.setDiagram(setup.position, setup.dice, score)
    if panel.advice() is None:
        with qtbot.waitSignal(panel.rankingReady, timeout=60_000):
            pass


def _names(play_moves: tuple[tuple[int, int], ...]) -> str:
    return " ".join(f"{point_of_step(WHITE, a).name}-{point_of_step(WHITE, b).name}" for a, b in play_moves)


@pytest.mark.parametrize(
    "score",
    [ScoreState(), ScoreState(PlayerScore(points=4, trous=3), PlayerScore(points=8, trous=9))],
    ids=["fresh", "late"],
)
def test_the_plays_are_ranked_best_first_with_equity_and_loss(
    qtbot: QtBot, panel: AnalysisPanel, score: ScoreState
) -> None:
    _show(qtbot, panel, MANY, score)
    setup = parse_code(MANY)
    expected = advise_throw(setup.position, dice_of(setup), score)
    table = panel.plays
    assert len(expected.ranked) > 5
    assert table.rowCount() == len(expected.ranked)
    equities = []
    for row, ranked in enumerate(expected.ranked):
        assert item(table, row, 0).text() == _names(ranked.play.moves)
        assert item(table, row, 1).text() == f"{ranked.equity:+.3f}".replace("-", "\u2212")
        assert item(table, row, 2).text() == ("—" if row == 0 else f"−{ranked.loss:.3f}")
        equities.append(float(item(table, row, 1).text().replace("\u2212", "-")))
    assert equities == sorted(equities, reverse=True)
    # The rows are the ranked plays: selecting one previews it, and Apply plays it.
    table.selectRow(2)
    assert panel.selected_play() == expected.ranked[2].play
    assert "trous–points" in panel.plays_title.text()


def test_the_score_changes_the_ranking_asked(qtbot: QtBot, panel: AnalysisPanel) -> None:
    _show(qtbot, panel, MANY)
    fresh = panel.advice()
    late = ScoreState(PlayerScore(trous=11), PlayerScore(trous=11))
    _show(qtbot, panel, MANY, late)
    advice = panel.advice()
    assert advice is not fresh and advice is not None and advice.score.of(WHITE).trous == 11
    # Back to the fresh score: from the cache, no second computation.
    setup = parse_code(MANY)
    panel.setDiagram(setup.position, setup.dice, None)
    assert panel.advice() is fresh and not panel.ranking_pending()


@pytest.mark.parametrize("points", [0, 6])
def test_tenir_or_s_en_aller_is_advised_when_the_throw_wins_a_trou(
    qtbot: QtBot, panel: AnalysisPanel, points: int
) -> None:
    score = ScoreState(PlayerScore(points=points))
    _show(qtbot, panel, QUINES, score)
    setup = parse_code(QUINES)
    expected = advise_throw(setup.position, dice_of(setup), score)
    text = panel.tutor_advice.text()
    # 12 points from 0 or from 6 win a trou: the advice names the better choice and by how much.
    assert expected.leave is not None
    choice = "s'en aller" if expected.leave.should_leave else "tenir"
    assert f"<b>{choice}</b>" in text and f"{expected.leave.loss:.3f}" in text
    assert panel.tutor_advice.isVisibleTo(panel)


def test_no_advice_when_the_throw_wins_no_trou(qtbot: QtBot, panel: AnalysisPanel) -> None:
    _show(qtbot, panel, MANY)
    advice = panel.advice()
    assert advice is not None and advice.leave is None
    assert panel.tutor_advice.text() == "" and not panel.tutor_advice.isVisibleTo(panel)


def test_without_dice_nothing_is_ranked(panel: AnalysisPanel) -> None:
    setup = parse_code(MANY)
    panel.setDiagram(setup.position, None)
    assert panel.plays.rowCount() == 0 and panel.advice() is None and not panel.ranking_pending()


def test_a_selected_play_stays_selected_when_the_ranking_arrives(qtbot: QtBot, panel: AnalysisPanel) -> None:
    setup = parse_code(MANY)
    panel.setDiagram(setup.position, setup.dice, ScoreState(PlayerScore(points=2)))
    assert panel.ranking_pending()
    panel.plays.selectRow(3)
    chosen = panel.selected_play()
    with qtbot.waitSignal(panel.rankingReady, timeout=60_000):
        pass
    assert panel.selected_play() == chosen


def test_throw_6_5_of_the_start_is_one_play(qtbot: QtBot, panel: AnalysisPanel) -> None:
    panel.setDiagram(parse_code("B1:15/N1:15 B 6-5").position, Throw(6, 5))
    with qtbot.waitSignal(panel.rankingReady, timeout=60_000):
        pass
    assert panel.plays.rowCount() == 1 and item(panel.plays, 0, 2).text() == "—"


@pytest.mark.parametrize(("code", "wanted"), [("start 6-6", "one legal play"), ("start 1-1", "2 legal plays")])
def test_the_count_of_plays_agrees_with_its_number(qtbot: QtBot, panel: AnalysisPanel, code: str, wanted: str) -> None:
    """One play is "one legal play", not "1 legal plays" (nor "1 coups légaux" in French)."""
    _show(qtbot, panel, code)
    assert wanted in panel.plays_title.text()
