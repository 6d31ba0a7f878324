"""Marking points into trous (docs/rules.md §marking; Lois et règles, arts. XV–XVI; Dictionnaire raisonné, MARQUE,
TENIR; Levy)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Colour
from notation.rules.marking import MAX_THROW_POINTS, IllegalLeaveError, MarkPointsError, mark, trous_en_bredouille
from notation.scoreboard import PlayerScore, ScoreState, ScoreWarning

Marks = tuple[int, int, bool]  # a player's points, trous and bredouille


def state(white: Marks = (0, 0, False), black: Marks = (0, 0, False), pavillon: Colour | None = None) -> ScoreState:
    return ScoreState(PlayerScore(*white), PlayerScore(*black), pavillon)


@pytest.mark.parametrize(
    ("source", "before", "points", "jeux", "reste"),
    [
        # Levy: "a game score of six points to none in favor of Black, Black scores twenty
        # points ... two parties bredouilles ... with two points left over. Black scores four trous".
        ("Levy, 6 en bredouille + 20", state(black=(6, 0, True)), 20, (2, 2), 2),
        # Levy: "a score of six-six, with no partie bredouille possible. Black scores twenty
        # points ... a partie simple with the first six points, a partie bredouille with the next
        # twelve and has two points left. Black scores three trous".
        ("Levy, 6-6 débredouillés + 20", state(black=(6, 0, False), white=(6, 0, False)), 20, (1, 2), 2),
        # Dictionnaire raisonné (ÉCOLE, the 38-points example; docs/rules.md §marking): 2 points not en bredouille + 38
        # → 1 + 2 + 2 = 5 trous and 4 points de reste.
        ("Dictionnaire raisonné, 2 + 38", state(black=(2, 0, False), white=(4, 0, False)), 38, (1, 2, 2), 4),
        # Dictionnaire raisonné, PARTIE UNE, DEUX & TROIS: "ayant un score de 8 points et l'adversaire 6 points en
        # bredouille, on gagne alors 18 points : ... un trou simple (avec 4 points), un double trou
        # (avec 12 points) ... et 2 points de reste".
        (
            "Dictionnaire raisonné, 8 v 6 en bredouille + 18",
            state(black=(8, 0, False), white=(6, 0, True)),
            18,
            (1, 2),
            2,
        ),
        # Lois et règles, art. XV: twelve points d'affilée from zero, the opponent marking nothing: 2 trous.
        ("Lois et règles, 12 from zero", state(), 12, (2,), 0),
        ("Lois et règles, 4 + 8 en bredouille", state(black=(4, 0, True)), 8, (2,), 0),
        ("Lois et règles, débredouillé 10 + 2", state(black=(10, 3, False), white=(2, 1, False)), 2, (1,), 0),
        ("no jeu", state(black=(2, 0, True)), 4, (), 6),
    ],
)
def test_jeux_and_points_de_reste(
    source: str, before: ScoreState, points: int, jeux: tuple[int, ...], reste: int
) -> None:
    for colour, start in ((BLACK, before), (WHITE, mirror(before))):
        result = mark(start, colour, points)
        assert result.jeux == jeux, source
        assert result.reste == reste
        assert result.after.of(colour).trous == start.of(colour).trous + sum(jeux)
        expected_points = reste if jeux else start.of(colour).points + points
        assert result.after.of(colour).points == expected_points


def mirror(s: ScoreState) -> ScoreState:
    pavillon = None if s.pavillon is None else s.pavillon.opponent
    return ScoreState(s.black, s.white, pavillon)


def test_bredouille_as_a_state_machine() -> None:
    # Lois et règles, art. XV: the first marks with one jeton and may win bredouille while the other marks
    # nothing; if the other marks, he marks with the bredouille (double jeton); if the first marks
    # again he débredouille him, and then neither can win bredouille.
    s = state()
    s = mark(s, WHITE, 4).after
    assert s.white == PlayerScore(4, 0, True)
    s = mark(s, BLACK, 2).after
    assert s.white.bredouille is False and s.black == PlayerScore(2, 0, True)
    s = mark(s, WHITE, 2).after
    assert s.white.bredouille is False and s.black.bredouille is False
    # "lorsque les deux joueurs ont chacun une marque avec un simple jeton, le jeu sera
    # nécessairement gagné simple": White completes his jeu for one trou only.
    result = mark(s, WHITE, 6)
    assert result.jeux == (1,)


def test_trou_resets_the_opponents_jetons() -> None:
    # Lois et règles, art. XV: "on démarque ensuite le jeton (bredouillé ou non) de l'adversaire en le
    # remettant à zéro au talon".
    result = mark(state(white=(10, 0, False), black=(8, 0, False)), WHITE, 4)
    assert result.after.black == PlayerScore(0, 0, False)
    assert result.after.white == PlayerScore(2, 1, True)


def test_trou_sans_bouger() -> None:
    # Dictionnaire raisonné, PARTIE UNE & DEUX SANS BOUGER: "on gagne 12 points d'un coup, alors qu'on en a déjà
    # marqué en bredouille, et qu'on tient : on marque alors deux trous et le jeton de bredouille
    # ne bouge pas".
    result = mark(state(white=(4, 0, True)), WHITE, 12)
    assert result.jeux == (2,)
    assert result.sans_bouger
    assert result.after.white.points == 4


def test_leaving_resets_every_jeton_and_keeps_trous() -> None:
    # Lois et règles, art. XVI: "on démarque alors tous les jetons ... Seuls les trous gagnés restent acquis
    # aux joueurs. Aucun point de reste ne peut être marqué".
    before = state(white=(8, 2, False), black=(6, 1, False), pavillon=None)
    result = mark(before, WHITE, 8, leave=True)
    assert result.left and result.reste == 4
    assert result.after.white == PlayerScore(0, 3, False)
    assert result.after.black == PlayerScore(0, 1, False)


@pytest.mark.parametrize(
    ("before", "points", "own"),
    [
        (state(white=(2, 0, False)), 4, True),  # no trou: nothing to leave on
        (state(white=(10, 0, False)), 4, False),  # a trou from the opponent's throw: he must hold
    ],
)
def test_who_may_leave(before: ScoreState, points: int, own: bool) -> None:
    # Lois et règles, art. XVI: "si les points qui donnent le ou les trous proviennent du coup de
    # l'adversaire (jan-qui-ne-peut, écoles), on doit obligatoirement tenir".
    assert not mark(before, WHITE, points, own_throw=own).may_leave
    with pytest.raises(IllegalLeaveError):
        mark(before, WHITE, points, own_throw=own, leave=True)


def test_pavillon() -> None:
    # Lois et règles, art. XV (last paragraph): the second to win trous takes the pavillon; when the first
    # wins new trous he removes it, and then the marqué is necessarily won simple.
    s = state(white=(10, 0, False))
    s = mark(s, WHITE, 2).after
    assert trous_en_bredouille(s) is WHITE and s.pavillon is None
    s = mark(s, BLACK, 12).after
    assert s.pavillon is BLACK and trous_en_bredouille(s) is BLACK
    s = mark(s, BLACK, 12).after
    assert s.pavillon is BLACK
    s = mark(s, WHITE, 12).after
    assert s.pavillon is None and trous_en_bredouille(s) is None
    s = mark(s, BLACK, 12).after
    assert s.pavillon is None


marks = st.lists(
    st.tuples(st.sampled_from([WHITE, BLACK]), st.integers(0, 20).map(lambda n: 2 * n), st.booleans()),
    max_size=40,
)


@given(marks)
def test_marking_invariants(sequence: list[tuple[Colour, int, bool]]) -> None:
    s = ScoreState()
    for colour, points, leave in sequence:
        before = s
        result = mark(s, colour, points, leave=leave and points > 0 and before.of(colour).points + points >= 12)
        s = result.after
        # Points stay even and below 12; trous never decrease; only the marker wins trous.
        for c in (WHITE, BLACK):
            assert s.of(c).points % 2 == 0 and 0 <= s.of(c).points < 12
            assert s.of(c).trous >= before.of(c).trous
        assert s.of(colour.opponent).trous == before.of(colour.opponent).trous
        # Conservation: the points marked become trous ×12 (counting bredouille doubles once) and reste.
        single_jeux = len(result.jeux)
        if not result.left:
            assert before.of(colour).points + points == 12 * single_jeux + s.of(colour).points
        # Never both en bredouille, and a player with no points is never en bredouille.
        assert not (s.white.bredouille and s.black.bredouille)
        for c in (WHITE, BLACK):
            assert s.of(c).points or not s.of(c).bredouille


# ---- the bounds of a mark (issue 13: `mark` with 99999999999 points never returned) ----


@pytest.mark.parametrize(
    ("points", "reason"),
    [
        (99_999_999_999, "at most 222"),  # the hang
        (MAX_THROW_POINTS + 2, "at most 222"),
        (-2, "cannot mark -2"),
        (3, "two by two"),  # the tarif's values are 2, 4 or 6 a façon (Lois et règles, annexe TARIF)
        (11, "two by two"),
        (2.0, "whole number"),
        (float("inf"), "whole number"),  # what JSON's 1e999 reads as
        (True, "whole number"),
        ("4", "whole number"),
    ],
)
def test_a_mark_is_bounded_by_the_laws(points: object, reason: str) -> None:
    with pytest.raises(MarkPointsError, match=reason):
        mark(ScoreState(), WHITE, points)  # type: ignore[arg-type]  # what a JSON request may send: refused
    assert issubclass(MarkPointsError, ValueError)  # the CLI's exit 2


def test_the_bound_is_what_one_throw_can_score() -> None:
    """222 = 15 dames beaten à vrai × 12 + coin battu 6 + one jan filled 12 + a jan de départ 6 + sortie 6 +
    jan de rencontre 6 + pile de misère 6 (Lois et règles, annexe TARIF); Dictionnaire raisonné's sonnez of 82 points is
    within it."""
    assert MAX_THROW_POINTS == 15 * 12 + 6 + 12 + 6 + 6 + 6 + 6 == 222
    assert MAX_THROW_POINTS >= 82
    result = mark(ScoreState(), WHITE, MAX_THROW_POINTS)  # the most: 18 jeux bredouille, 6 de reste
    assert result.jeux == (2,) * 18 and result.reste == 6


# ---- which score states no marking reaches (issue 13, engine fault 3) ----


def _reachable(most_trous: int) -> set[ScoreState]:
    """Every state the marking engine reaches from a fresh partie with at most ``most_trous`` trous a side.

    Trous never go down, so no path to such a state passes by one with more; a mark of 24 or more wins two
    jeux (three trous at least), so marks of 2–22 reach them all."""
    seen = {ScoreState()}
    todo = [ScoreState()]
    while todo:
        current = todo.pop()
        for colour in (WHITE, BLACK):
            for points in range(2, 24, 2):
                for leave in (False, True):
                    try:
                        after = mark(current, colour, points, leave=leave).after
                    except IllegalLeaveError:
                        continue
                    if max(after.white.trous, after.black.trous) <= most_trous and after not in seen:
                        seen.add(after)
                        todo.append(after)
    return seen


def test_the_warnings_name_exactly_the_states_no_marking_reaches() -> None:
    """Every state with 0–2 trous a side: warned if and only if no sequence of marks reaches it."""
    reachable = _reachable(2)
    players = [PlayerScore(p, t, b) for p in range(12) for t in range(3) for b in (False, True)]
    checked = 0
    for white in players:
        for black in players:
            for pavillon in (None, WHITE, BLACK):
                s = ScoreState(white, black, pavillon)
                assert bool(s.warnings()) == (s not in reachable), (s, [str(w) for w in s.warnings()])
                checked += 1
    assert checked == 72 * 72 * 3 and len(reachable) > 100


@pytest.mark.parametrize(
    ("source", "score", "warning"),
    [
        (
            "the issue: 8 points to 0 without bredouille (Lois et règles, art. XV: the first to mark « peut gagner le "
            "jeu "
            "bredouille tant que son adversaire ne marque rien »)",
            state(white=(8, 0, False)),
            "Blanc has 8 points and Noir none, so Blanc marked them d'affilée: he must be en bredouille",
        ),
        (
            "Lois et règles, art. XV: if the first marks again « il débredouille son adversaire »: never both",
            state(white=(4, 0, True), black=(6, 0, True)),
            "both players en bredouille",
        ),
        (
            "Lois et règles, art. XV: 2 to 2 means the second marked from zero and is en bredouille",
            state(white=(2, 0, False), black=(2, 0, False)),
            "2 points to 2 and nobody en bredouille",
        ),
        (
            "Lois et règles, art. XV: the second to win a trou takes the pavillon and keeps it until the first wins "
            "again",
            state(white=(0, 1, False), black=(0, 1, False)),
            "one trou each and no pavillon",
        ),
        ("a bredouille is a jeton marked: none at zero", state(black=(0, 1, True)), "Noir en bredouille with no"),
        ("the tarif's values are even", state(white=(5, 0, True)), "Blanc has 5 points: points are marked two by"),
        (
            "Lois et règles, art. XV: « Le second joueur prend alors le pavillon »",
            state(white=(0, 3, False), pavillon=WHITE),
            "Blanc holds the pavillon, but only the second",
        ),
    ],
)
def test_impossible_states_are_warned(source: str, score: ScoreState, warning: str) -> None:
    assert any(str(w).startswith(warning) for w in score.warnings()), source
    assert all(isinstance(w, ScoreWarning) and w.french for w in score.warnings())


@pytest.mark.parametrize(
    "score",
    [
        state(),
        state(white=(8, 0, True)),  # the first to mark, en bredouille
        state(white=(4, 0, True), black=(6, 0, False)),  # Lois et règles, art. XV: the second marks after a jeu
        state(white=(4, 0, False), black=(6, 0, False)),  # « chacun une marque avec un simple jeton »
        state(white=(0, 3, False), black=(0, 1, False), pavillon=BLACK),
        state(white=(0, 4, False), black=(0, 1, False)),  # the pavillon removed
    ],
)
def test_possible_states_are_not_warned(score: ScoreState) -> None:
    assert score.warnings() == []


any_marks = st.lists(
    st.tuples(
        st.sampled_from([WHITE, BLACK]),
        st.integers(0, MAX_THROW_POINTS // 2).map(lambda n: 2 * n),
        st.booleans(),
        st.booleans(),
    ),
    max_size=60,
)


@given(any_marks)
def test_no_state_reached_by_marking_is_warned(sequence: list[tuple[Colour, int, bool, bool]]) -> None:
    s = ScoreState()
    for colour, points, own, leave in sequence:
        try:
            s = mark(s, colour, points, own_throw=own, leave=leave).after
        except IllegalLeaveError:
            s = mark(s, colour, points, own_throw=own).after
        assert s.warnings() == [], [str(w) for w in s.warnings()]


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["ordinaire", "ecrire"]))
def test_no_state_of_a_played_partie_is_warned(seed: int, variant: str) -> None:
    """Whole parties played by the engine (throws, marks, holds and leaves, relevés, marqués): every score state,
    and every position a throw is played from, is one the warnings accept."""
    import random

    from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
    from notation.game import Roll, Variant

    rng = random.Random(seed)
    partie = play_partie((RandomPlayer(rng), GreedyPlayer()), rng, Variant(variant), marques=2)
    assert len(partie.states) == len(partie.events) > 1
    for game_state in partie.states:
        assert game_state.score.warnings() == [], (seed, game_state.score)
    for before, event in zip(partie.states, partie.events[1:], strict=False):
        if isinstance(event, Roll):  # a throw is played from the position before it
            assert before.position.warnings() == [], (seed, before.position.code())


@pytest.mark.parametrize(
    ("theirs", "points", "kept"),
    [
        (PlayerScore(4, 1, False), 4, True),  # not en bredouille: nothing of his changes
        (PlayerScore(4, 1, True), 4, False),  # débredouillé
        (PlayerScore(0, 2, False), 12, True),  # a trou won, his jetons already at zero
        (PlayerScore(4, 2, False), 12, False),  # a trou won: his jetons back to zero
    ],
)
def test_the_opponents_score_is_made_again_only_when_it_changes(theirs: PlayerScore, points: int, kept: bool) -> None:
    before = ScoreState(PlayerScore(2, 0, False), theirs)
    after = mark(before, WHITE, points).after.black
    # a mark on every throw: the opponent's score is the same object when nothing of it changes
    assert (after is theirs) is kept
    assert after == PlayerScore(0 if points >= 12 else theirs.points, theirs.trous, False)
