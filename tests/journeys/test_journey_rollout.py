"""The tutor rolls the best plays out on demand: the analysis panel's « Roll out », beside « Look deeper », plays
them on as many times as its Trials box says, on both cores, with its progress and a Cancel, and shows each play's
mean with half its 95 % interval."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import Studio

POSITION = "B1:11,B4,B6,B7,B8/N1:13,N5,N6 B"


def test_rolling_out_shows_each_best_play_with_its_interval(studio: Studio) -> None:
    window = studio.launch("--position", POSITION, "--dice", "5-3", "--tab", "plays")
    panel = window.analysis
    studio.qtbot.waitUntil(lambda: panel.advice() is not None, timeout=30000)
    assert panel.rollout_button.isVisible() and panel.rollout_button.isEnabled()
    assert panel.rollout_button.parentWidget() is panel.deeper_button.parentWidget()
    panel.rollout_trials.setValue(4)
    studio.qtbot.mouseClick(panel.rollout_button, Qt.MouseButton.LeftButton)
    assert panel.rollout_running() and panel.cancel_rollout.isVisible() and not panel.rollout_trials.isEnabled()
    studio.qtbot.waitUntil(lambda: not panel.rollout_running(), timeout=120000)
    assert not panel.rollout_progress.isVisible() and not panel.cancel_rollout.isVisible()
    text = panel.rollout_result.text()
    assert panel.rollout_result.isVisible() and "Rolled out: 4 trials of 10 throws" in text
    key = panel.model.key()
    assert key is not None
    rolled = panel.cache.rolled(*key)
    assert rolled is not None and rolled.trials == 4 and len(rolled.plays) >= 2
    rows = text.split("<br>")[1:]
    assert len(rows) == len(rolled.plays) and all("±" in row and "(1-ply " in row for row in rows)
    assert all(f"± {each.result.half_width:.3f}" in text for each in rolled.plays)
    assert [each.result.mean for each in rolled.plays] == sorted((e.result.mean for e in rolled.plays), reverse=True)
    assert panel.rollout_button.isEnabled() and panel.rollout_trials.isEnabled()


def test_a_rollout_cancelled_says_it_stopped_and_may_be_asked_again(studio: Studio) -> None:
    window = studio.launch("--position", POSITION, "--dice", "5-3", "--tab", "plays")
    panel = window.analysis
    studio.qtbot.waitUntil(lambda: panel.advice() is not None, timeout=30000)
    panel.rollout_trials.setValue(1296)
    studio.qtbot.mouseClick(panel.rollout_button, Qt.MouseButton.LeftButton)
    assert panel.cancel_rollout.isVisible()
    studio.qtbot.mouseClick(panel.cancel_rollout, Qt.MouseButton.LeftButton)
    studio.qtbot.waitUntil(lambda: not panel.rollout_running(), timeout=60000)
    assert "Rolling out: stopped." in panel.rollout_result.text()
    assert panel.rollout_button.isEnabled() and not panel.cancel_rollout.isVisible()


def test_the_trials_box_asks_for_two_trials_at_least(studio: Studio) -> None:
    # One trial has no spread: its interval would read ± 0.000.
    window = studio.launch("--position", POSITION, "--dice", "5-3", "--tab", "plays")
    panel = window.analysis
    panel.rollout_trials.setValue(1)
    assert panel.rollout_trials.value() == 2 and panel.rollout_trials.maximum() == 1296
