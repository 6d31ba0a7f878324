"""The tutor looks deeper on demand: the analysis panel's « Look deeper (2-ply) » ranks the best plays again
against the opponent's 21 throws and his replies, off the interface's thread, with its progress; the plays not
looked at again say so."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.support.widgets import item

from .conftest import Studio

POSITION = "B1:11,B4,B6,B7,B8/N1:13,N5,N6 B"


def test_looking_deeper_ranks_the_best_plays_at_2_ply(studio: Studio) -> None:
    window = studio.launch("--position", POSITION, "--dice", "5-3", "--tab", "plays")
    panel = window.analysis
    studio.qtbot.waitUntil(lambda: panel.advice() is not None, timeout=30000)
    before = panel.advice()
    assert before is not None and all(ranked.ply == 1 for ranked in before.ranked)
    assert len(before.ranked) > 1
    assert panel.deeper_button.isVisible() and panel.deeper_button.isEnabled()
    studio.qtbot.mouseClick(panel.deeper_button, Qt.MouseButton.LeftButton)
    assert panel.deep_progress.isVisible() or panel.advice() is not before
    panel.wait_for_deeper()
    studio.qtbot.waitUntil(lambda: not panel.deep_progress.isVisible(), timeout=60000)
    after = panel.advice()
    assert after is not None and after.ranked[0].ply == 2
    assert sorted(r.play.moves for r in after.ranked) == sorted(r.play.moves for r in before.ranked)
    assert "2-ply" in panel.plays_title.text()
    notes = [item(panel.plays, row, 3).text() for row in range(panel.plays.rowCount())]
    pruned = [r for r in after.ranked if r.ply == 1]
    assert sum("valued at 1-ply only" in note for note in notes) == len(pruned)
    assert not panel.deeper_button.isEnabled(), "nothing deeper to ask for once looked at"
