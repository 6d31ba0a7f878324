"""The analysis model without a window: what is analysed, the plays ranked and their figures, the depth asked, the
rollout's state and the board's rings (studio/games/analysis_model.py; the panel in studio/ui/analysis/ shows it).

Nothing here imports Qt: the model's decisions are reached directly."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.board import WHITE, Jan, Position
from notation.code import parse_code
from notation.dice import ALL_THROWS
from notation.rules.scoring import score
from notation.scoreboard import PlayerScore, ScoreState
from notation.tutor.ranking import LeaveAdvice, SearchCancelled, ThrowAdvice, advise_throw
from studio.games.analysis_model import (
    ROLLOUT_TRUNCATE,
    AnalysisCache,
    AnalysisModel,
    Rolled,
    RolloutEnd,
    Unanalysable,
    event_highlights,
    leave_choice,
    roll_out,
    split_reason,
    unanalysable,
)

# Blanc's quines beat three dames à vrai and one à faux: 12 points for Blanc.
QUINES = "B1:8,B2,B6,B7:2,B9,B10,B11/N1:8,N5,N6,N7,N8,N10:2,N11 B 5-5"
# Blanc to play 6-5 with many plays (the start, a few dames down).
MANY = "B1:11,B3,B5,B6,B8/N1:11,N3,N4,N6,N8 B 6-5"
RELEVEES = "-/B7,B3:4,B2:6,B1:4 B 5-5"


def _model(code: str, score_state: ScoreState | None = None) -> AnalysisModel:
    setup = parse_code(code)
    model = AnalysisModel()
    model.set_diagram(setup.position, setup.dice, score_state)
    return model


def _ranked(model: AnalysisModel) -> ThrowAdvice:
    """Rank the throw shown as the panel's background task would, and hand the ranking to the model."""
    key = model.key()
    assert key is not None
    advice = advise_throw(*key)
    model.ranking_started(key)
    assert model.ranked(key, advice)
    return advice


def test_the_model_imports_no_qt() -> None:
    code = (
        "import sys, studio.games.analysis_model\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')"
        " or m.startswith('studio.ui')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# -- what is analysed ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("position", "why"),
    [
        (Position.start(), None),
        (parse_code(QUINES).position, None),
        (Position.from_points({"B1": 16}, {"N1": 15}, check=False), Unanalysable.BREAKS_THE_LAWS),
        (parse_code(RELEVEES).position, Unanalysable.NO_THROW),
    ],
    ids=["start", "quines", "sixteen dames", "relevées"],
)
def test_why_a_position_has_no_analysis(position: Position, why: Unanalysable | None) -> None:
    assert unanalysable(position) is why
    model = AnalysisModel()
    model.set_diagram(position, ALL_THROWS[0])
    analysis = model.analysis
    assert analysis is not None
    assert (analysis.score is None) is (why is not None)
    assert (model.chances() is None) is (why is not None)
    if why is not None:
        assert model.key() is None and model.rows() == () and model.wanted_ranking() is None


def test_the_engine_is_asked_once_per_diagram() -> None:
    setup = parse_code("start 6-5")
    model = AnalysisModel()
    assert model.set_diagram(setup.position, setup.dice)
    misses = model.cache.misses
    assert not model.set_diagram(setup.position, setup.dice)
    assert model.cache.misses == misses
    # Another score is another ranking, not another analysis.
    assert model.set_diagram(setup.position, setup.dice, ScoreState(PlayerScore(points=4)))
    assert model.cache.misses == misses
    assert not model.set_view(model.notation, model.orientation)


@pytest.mark.parametrize(
    ("code", "has_key"),
    [("start", False), ("start 6-5", True), (QUINES, True), (RELEVEES, False)],
)
def test_the_key_names_a_throw_with_plays(code: str, has_key: bool) -> None:
    model = _model(code)
    assert (model.key() is not None) is has_key
    assert (model.wanted_ranking() is not None) is has_key


def test_the_moves_are_named_in_the_notation_shown() -> None:
    model = _model("start 6-5")
    assert model.analysis is not None
    (play,) = model.analysis.plays
    assert model.play_text(play, WHITE) == "B1-B7 B1-B6"


# -- the rencontres --------------------------------------------------------------------------------


@pytest.mark.parametrize("selected", [None, 0, 1, 2, 3, 99, -1])
def test_the_rings_are_the_selected_rencontres_or_all(selected: int | None) -> None:
    model = _model(QUINES)
    setup = parse_code(QUINES)
    assert setup.dice is not None
    events = score(setup.position, setup.dice).events
    assert model.events() == events
    one = selected is not None and 0 <= selected < len(events)
    expected = (events[selected],) if one and selected is not None else events
    assert model.events(selected) == expected
    assert model.highlights(selected) == event_highlights(expected)
    assert not model.nothing_scores()


def test_nothing_scores_is_told_apart_from_no_dice() -> None:
    assert _model("start 6-5").nothing_scores()
    assert not _model("start").nothing_scores()
    assert _model("start").highlights() == {}


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("Battre à vrai: no dame beats", "en", ("Battre à vrai", "no dame beats")),
        ("Battre à vrai\u202f: aucune dame ne bat", "fr", ("Battre à vrai", "aucune dame ne bat")),
        # A reason written before the narrow no-break space (kept in an archive's analysis): split all the same.
        ("Battre à vrai : aucune dame ne bat", "fr", ("Battre à vrai", "aucune dame ne bat")),
        ("Battre à vrai\u202f: a\u202f: b", "fr", ("Battre à vrai", "a\u202f: b")),
        ("Nothing to say", "en", ("Nothing to say", "")),
        ("Battre à vrai: a: b", "en", ("Battre à vrai", "a: b")),
    ],
)
def test_a_reason_splits_at_its_first_colon(text: str, language: str, expected: tuple[str, str]) -> None:
    assert split_reason(text, language) == expected


@given(
    st.text(alphabet=st.characters(blacklist_characters=":"), min_size=1).filter(lambda s: not s.endswith(" ")),
    st.text(),
    st.sampled_from([("en", ": "), ("fr", "\u202f: "), ("fr", " : ")]),
)
def test_a_reason_splits_back_into_its_head_and_rest(head: str, rest: str, language_colon: tuple[str, str]) -> None:
    language, colon = language_colon
    assert split_reason(head + colon + rest, language) == (head, rest)


# -- the ranked plays ------------------------------------------------------------------------------


def test_the_plays_show_in_the_engines_order_until_ranked() -> None:
    model = _model(MANY)
    assert model.analysis is not None
    rows = model.rows()
    assert [row.play for row in rows] == list(model.analysis.plays)
    assert all(row.equity is None and row.loss is None and not row.best for row in rows)
    advice = _ranked(model)
    rows = model.rows()
    assert [row.play for row in rows] == [ranked.play for ranked in advice.ranked]
    assert [row.equity for row in rows] == [ranked.equity for ranked in advice.ranked]
    assert [row.best for row in rows] == [True] + [False] * (len(rows) - 1)
    assert [row.loss for row in rows] == sorted(row.loss or 0.0 for row in rows)
    assert not any(row.one_ply_only for row in rows)


def test_a_ranking_is_started_once_and_kept_per_score() -> None:
    model = _model(MANY)
    key = model.wanted_ranking()
    assert key is not None
    model.ranking_started(key)
    assert model.wanted_ranking() is None and model.ranking_pending()
    model.ranking_failed(key)
    assert model.wanted_ranking() == key and not model.ranking_pending()
    _ranked(model)
    assert model.wanted_ranking() is None and not model.ranking_pending()
    late = ScoreState(PlayerScore(points=4, trous=3), PlayerScore(points=8, trous=9))
    setup = parse_code(MANY)
    model.set_diagram(setup.position, setup.dice, late)
    assert model.advice() is None and model.wanted_ranking() == (setup.position, setup.dice, late)


def test_a_ranking_of_another_diagram_is_kept_but_not_shown() -> None:
    model = _model(MANY)
    key = model.key()
    assert key is not None
    model.ranking_started(key)
    other = parse_code("start 6-5")
    model.set_diagram(other.position, other.dice)
    assert not model.ranked(key, advise_throw(*key))
    assert model.cache.advice(*key) is not None


@pytest.mark.parametrize(
    ("leave", "choice"),
    [(None, None), (LeaveAdvice(hold=0.2, leave=0.3), "s'en aller"), (LeaveAdvice(hold=0.3, leave=0.2), "tenir")],
)
def test_tenir_or_sen_aller(leave: LeaveAdvice | None, choice: str | None) -> None:
    advice = ThrowAdvice(points=4, given=0, score=ScoreState(), ranked=[], leave=leave)
    assert leave_choice(advice) == choice
    assert leave_choice(None) is None


def test_the_notes_name_the_jans_in_order() -> None:
    # Lois et règles, art. IX: 6-5 takes the coin par puissance and fills the grand jan.
    model = _model("B1:2,B2,B7:3,B8:3,B9:2,B10:2,B11:2/N1:15 B 6-5")
    rows = model.rows()
    assert any(row.par_puissance and Jan.GRAND in row.fills for row in rows)
    for row in rows:
        assert list(row.fills) == sorted(row.fills, key=lambda jan: jan.value)
        assert row.unplayed == tuple(row.play.unplayed)


# -- looking deeper --------------------------------------------------------------------------------


def _deep(advice: ThrowAdvice, looked: int) -> ThrowAdvice:
    """``advice`` as a 2-ply ranking that looked again at its first ``looked`` plays."""
    ranked = [dataclasses.replace(each, ply=2 if row < looked else 1) for row, each in enumerate(advice.ranked)]
    return dataclasses.replace(advice, ranked=ranked)


def test_looking_deeper_is_offered_once() -> None:
    model = _model(MANY)
    advice = _ranked(model)
    assert model.can_look_deeper()
    key = model.deepening_started()
    assert key is not None
    assert key == model.key() and not model.can_look_deeper() and model.deepening_started() is None
    assert not model.deepened(key, None)  # stopped: offered again
    assert model.can_look_deeper()
    key = model.deepening_started()
    assert key is not None
    assert model.deepened(key, _deep(advice, 3))
    assert model.deep_shown() and not model.can_look_deeper() and model.deepening_started() is None
    rows = model.rows()
    assert [row.one_ply_only for row in rows] == [False] * 3 + [True] * (len(rows) - 3)


@pytest.mark.parametrize("code", ["start 6-5", "start", RELEVEES])
def test_no_deeper_look_without_a_choice(code: str) -> None:
    model = _model(code)
    assert not model.can_look_deeper()


# -- rolling out -----------------------------------------------------------------------------------


def test_a_rollout_runs_one_at_a_time_and_says_why_it_ended() -> None:
    model = _model(MANY)
    key = model.rolling_started()
    assert key is not None and model.rolling == key and model.rolling_started() is None
    assert model.rollout_ended(key, RolloutEnd.STOPPED)
    assert model.rolling is None and model.rollout_end == (RolloutEnd.STOPPED, "")
    model.follow_rollout()
    assert model.rollout_end == (RolloutEnd.STOPPED, "")  # the same throw: still said
    assert model.rolling_started() == key and model.rollout_end is None  # asked again: forgotten
    assert model.rollout_ended(key, RolloutEnd.FAILED, "no memory")
    other = parse_code("start 6-5")
    model.set_diagram(other.position, other.dice)
    model.follow_rollout()
    assert model.rollout_end is None  # another throw shown


def test_a_rollout_is_kept_for_its_throw() -> None:
    model = _model(MANY)
    key = model.rolling_started()
    assert key is not None
    rolled = Rolled(trials=4, truncate=ROLLOUT_TRUNCATE, workers=1, plays=())
    assert model.rolled_out(key, rolled)
    assert model.rollout() is rolled and model.rolling is None
    other = parse_code("start 6-5")
    model.set_diagram(other.position, other.dice)
    assert model.rollout() is None
    assert not model.rolled_out(key, None)


def test_a_rollout_cancelled_raises_search_cancelled() -> None:
    model = _model("B1:11,B4,B6,B7,B8/N1:13,N5,N6 B 5-3")
    key = model.key()
    assert key is not None
    with pytest.raises(SearchCancelled):
        roll_out(key, 2, 1, cancelled=lambda: True)


# -- the cache -------------------------------------------------------------------------------------


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=1, max_value=5), st.lists(st.integers(min_value=0, max_value=11), max_size=30))
def test_the_kept_rankings_never_pass_the_caches_size(size: int, points: list[int]) -> None:
    # The oldest kept goes first; keeping one again does not make it younger.
    cache = AnalysisCache(size=size)
    setup = parse_code(MANY)
    assert setup.dice is not None
    advice = ThrowAdvice(points=0, given=0, score=ScoreState(), ranked=[], leave=None)
    kept: list[ScoreState] = []
    for each in points:
        state = ScoreState(PlayerScore(points=each))
        cache.keep_advice(setup.position, setup.dice, state, advice)
        if state not in kept:
            kept.append(state)
        del kept[:-size]
    for each in range(12):
        state = ScoreState(PlayerScore(points=each))
        assert (cache.advice(setup.position, setup.dice, state) is advice) is (state in kept)
