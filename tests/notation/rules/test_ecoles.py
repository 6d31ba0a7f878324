"""Écoles (docs/rules.md §ecoles; Dictionnaire raisonné, ÉCOLE, ÉCOLE DE TROU, FAUSSE ÉCOLE; Lois et règles, art.
XVII)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.board import BLACK, WHITE
from notation.errors import BadArgumentError
from notation.rules.ecoles import (
    ClaimStatus,
    Declaration,
    EcoleKind,
    Moment,
    claim_status,
    judge_claim,
    judge_declaration,
)
from notation.rules.marking import mark
from notation.scoreboard import PlayerScore, ScoreState

MOINS, TROP = EcoleKind.MOINS, EcoleKind.TROP

# Dictionnaire raisonné, ÉCOLE DE TROU: "un joueur qui a déjà marqué deux points sans la bredouille en gagne
# trente-huit autres et ne s'en va pas. Il doit marquer cinq trous et quatre points de reste".
START_38 = ScoreState(white=PlayerScore(points=2), black=PlayerScore(points=6))


@pytest.mark.parametrize(
    ("words", "declaration", "kind", "points"),
    [
        ("S'il ne fait rien du tout, il est à l'école des trente-huit points", Declaration(), MOINS, 38),
        (
            "S'il déplace correctement son jeton mais ne marque aucun trou, … vingt-quatre points",
            Declaration(jeton=4, trous=0),
            MOINS,
            24,
        ),
        ("S'il ne marque qu'un trou, … également à l'école de vingt-quatre", Declaration(jeton=4, trous=1), MOINS, 24),
        ("… et même de vingt-six s'il n'a pas avancé son jeton", Declaration(jeton=2, trous=1), MOINS, 26),
        ("S'il ne marque que deux trous, il est à l'école de douze points", Declaration(jeton=4, trous=2), MOINS, 12),
        ("S'il ne marque que trois … trous, il ne peut pas être envoyé à l'école", Declaration(4, 3), None, 0),
        ("… ou quatre trous", Declaration(jeton=4, trous=4), None, 0),
        ("the true marking", Declaration(jeton=4, trous=5), None, 0),
        ("S'il marque six trous, il ne peut non plus être envoyé à l'école", Declaration(4, 6), None, 0),
        ("S'il marque sept trous …, école par excès", Declaration(jeton=4, trous=7), TROP, 12),
        ("l'école est toujours augmentée de deux points si le jeton n'a pas été avancé", Declaration(2, 7), TROP, 10),
        (
            "si le joueur s'en va et ne marque aucun trou, il ne peut être envoyé à l'école",
            Declaration(0, 0, True),
            None,
            0,
        ),
        ("Il peut aussi ne marquer qu'un, deux, trois ou quatre trous", Declaration(0, 4, True), None, 0),
        (
            "Mais s'il s'en va en marquant plus de six trous, il est à l'école par excès",
            Declaration(0, 7, True),
            TROP,
            12,
        ),
    ],
)
def test_the_38_points_example(words: str, declaration: Declaration, kind: EcoleKind | None, points: int) -> None:
    for colour, state in ((WHITE, START_38), (BLACK, ScoreState(START_38.black, START_38.white))):
        ecole = judge_declaration(state, colour, 38, declaration)
        assert (ecole.kind, ecole.points) == (kind, points), words
        assert ecole.truth.trous == 5


def test_thirty_six_sans_bouger_with_nothing_marked() -> None:
    # Dictionnaire raisonné: "dans le cas où le joueur gagnerait trente-six points (3 x 12) sans bouger, resterait
    # et ne marquerait aucun trou, il serait à l'école des trente-six points".
    state = ScoreState(white=PlayerScore(points=4, bredouille=True))
    ecole = judge_declaration(state, WHITE, 36, Declaration(jeton=4, trous=0))
    assert (ecole.kind, ecole.points) == (MOINS, 36)


@pytest.mark.parametrize(("won", "pegged"), [(1, 2), (2, 1)])
def test_no_ecole_for_a_jeu_marked_double_or_simple(won: int, pegged: int) -> None:
    # Dictionnaire raisonné: "Il n'y a pas école de trou ou de jeu si un joueur qui a gagné un trou simple le marque
    # double ou bien l'ayant gagné double le marque simple".
    state = ScoreState(white=PlayerScore(points=8, bredouille=won == 2), black=PlayerScore(points=0))
    if won == 1:
        state = ScoreState(white=PlayerScore(points=8), black=PlayerScore(points=2))
    assert mark(state, WHITE, 4).trous == won
    assert not judge_declaration(state, WHITE, 4, Declaration(jeton=0, trous=pegged)).is_ecole


def test_three_or_four_trous_for_one_jeu_is_an_ecole_of_twelve() -> None:
    # Dictionnaire raisonné: "si n'ayant le droit d'en marquer qu'un ou deux, il en marque trois ou quatre, il fait
    # école de douze points".
    state = ScoreState(white=PlayerScore(points=8), black=PlayerScore(points=2))
    for pegged in (3, 4):
        ecole = judge_declaration(state, WHITE, 4, Declaration(jeton=0, trous=pegged))
        assert (ecole.kind, ecole.points) == (TROP, 12)


def test_trous_pegged_without_a_jeu_are_no_ecole() -> None:
    # Dictionnaire raisonné: "le déplacement du fichet pour marquer des trous qu'on n'a pas gagnés ne fait pas école".
    state = ScoreState(white=PlayerScore(points=2))
    assert not judge_declaration(state, WHITE, 4, Declaration(jeton=6, trous=1)).is_ecole


@pytest.mark.parametrize(("jeton", "kind", "points"), [(4, MOINS, 2), (8, TROP, 2), (6, None, 0), (None, MOINS, 4)])
def test_plain_points(jeton: int | None, kind: EcoleKind | None, points: int) -> None:
    state = ScoreState(white=PlayerScore(points=2), black=PlayerScore(points=4))
    ecole = judge_declaration(state, WHITE, 4, Declaration(jeton=jeton))
    assert (ecole.kind, ecole.points) == (kind, points)


def test_leaving_without_the_trou() -> None:
    # Dictionnaire raisonné: "Lorsqu'un joueur, croyant par erreur avoir gagné le trou, le marque et avertit qu'il
    # s'en va, il fait école des points qui lui font défaut pour gagner le trou."
    state = ScoreState(white=PlayerScore(points=6), black=PlayerScore(points=2))
    ecole = judge_declaration(state, WHITE, 4, Declaration(jeton=0, trous=1, leave=True))
    assert (ecole.kind, ecole.points, ecole.leave_refused) == (TROP, 2, True)
    assert not ecole.truth.left


def test_points_from_the_opponents_throw_cannot_be_left_on() -> None:
    state = ScoreState(white=PlayerScore(points=10), black=PlayerScore(points=2))
    ecole = judge_declaration(state, WHITE, 4, Declaration(jeton=2, trous=1, leave=True), own_throw=False)
    assert ecole.leave_refused and not ecole.truth.left


@pytest.mark.parametrize(
    ("claimed", "accepted", "fausse", "complete"), [(24, 24, 0, False), (30, 24, 6, False), (12, 12, 0, True)]
)
def test_claims(claimed: int, accepted: int, fausse: int, complete: bool) -> None:
    # Dictionnaire raisonné, FAUSSE ÉCOLE: claiming an école not made is itself an école; Dictionnaire raisonné, ÉCOLE:
    # an école claimed must be marked "dans son intégralité … sous peine d'y être obligé".
    ecole = judge_declaration(START_38, WHITE, 38, Declaration(jeton=4, trous=1))
    claim = judge_claim(claimed, ecole)
    assert (claim.accepted, claim.fausse_ecole, claim.must_complete) == (accepted, fausse, complete)


scores = st.builds(
    PlayerScore, points=st.integers(0, 5).map(lambda n: 2 * n), trous=st.integers(0, 11), bredouille=st.booleans()
)


@given(scores, scores, st.integers(0, 25).map(lambda n: 2 * n))
def test_the_true_declaration_is_never_an_ecole(white: PlayerScore, black: PlayerScore, points: int) -> None:
    state = ScoreState(white, black.__class__(black.points, black.trous, False) if white.bredouille else black)
    truth = mark(state, WHITE, points)
    declaration = Declaration(jeton=truth.after.white.points, trous=truth.trous)
    assert not judge_declaration(state, WHITE, points, declaration).is_ecole
    # Declaring nothing is an école par moins of every point won (unless sans bouger hides nothing).
    nothing = judge_declaration(state, WHITE, points, Declaration.nothing())
    assert nothing.points == points and (points == 0 or nothing.kind is MOINS)


def test_a_jeton_short_of_the_jeu_shows_only_its_points() -> None:
    # From 8 points, a true 4 makes the jeu (reste 0). Marking only 2 (the jeton from 8 to 10) shows two
    # points, not a jeu: an école par moins of the 2 points omitted (Dictionnaire raisonné, ÉCOLE: "ne marquant pas des
    # points auxquels il a droit").
    state = ScoreState(white=PlayerScore(points=8), black=PlayerScore(points=2))
    ecole = judge_declaration(state, WHITE, 4, Declaration(jeton=10, trous=0))
    assert (ecole.kind, ecole.points) == (MOINS, 2)
    # Marking the jeu right (the jeton back to the talon, one trou) is no école.
    assert not judge_declaration(state, WHITE, 4, Declaration(jeton=0, trous=1)).is_ecole


# When an école may be marked (Dictionnaire raisonné, ÉCOLE, Lois et règles, art. XVII and XVIII): each case with the
# words it rests on.
OWN, GIVEN = True, False
NOT_YET, LAPSED = ClaimStatus.NOT_YET, ClaimStatus.LAPSED


@pytest.mark.parametrize(
    ("words", "kind", "own", "moment", "status"),
    [
        (
            "Dictionnaire raisonné: l'école par omission est consommée dès que celui qui l'a faite a touché ses dames, "
            "si les points "
            "omis viennent de son propre coup",
            MOINS,
            OWN,
            Moment.DAMES_TOUCHED,
            ClaimStatus.OPEN,
        ),
        (
            "Dictionnaire raisonné (same): before he touches his dames he may still mark them",
            MOINS,
            OWN,
            Moment.JETON_RELEASED,
            NOT_YET,
        ),
        (
            "Dictionnaire raisonné: ou bien dès qu'il a jeté les dés s'ils proviennent du coup de l'adversaire",
            MOINS,
            GIVEN,
            Moment.THREW,
            ClaimStatus.OPEN,
        ),
        (
            "Dictionnaire raisonné: lève quelques unes de ses dames pour rompre … il n'y a que le jet des dés qui "
            "détermine l'école",
            MOINS,
            GIVEN,
            Moment.DAMES_TOUCHED,
            NOT_YET,
        ),
        (
            "Dictionnaire raisonné: l'école par excès est irrévocablement consommée lorsque le jeton a été posé et "
            "abandonné",
            TROP,
            OWN,
            Moment.JETON_RELEASED,
            ClaimStatus.OPEN,
        ),
        ("Dictionnaire raisonné (same): a jeton still held may be put back", TROP, OWN, Moment.JETON_HELD, NOT_YET),
        (
            "Dictionnaire raisonné (same), on points the opponent gave",
            TROP,
            GIVEN,
            Moment.JETON_RELEASED,
            ClaimStatus.OPEN,
        ),
        (
            "Dictionnaire raisonné: l'école doit toujours être marquée avant de jeter les dés pour le coup suivant, "
            "sinon on n'y est "
            "plus admis; Lois et règles, art. XVII: l'adversaire doit signaler la ou les fautes avant de jeter les dés",
            MOINS,
            OWN,
            Moment.CLAIMER_THREW,
            ClaimStatus.LAPSED,
        ),
        ("same, par trop", TROP, OWN, Moment.CLAIMER_THREW, ClaimStatus.LAPSED),
        (
            "Dictionnaire raisonné: ce dernier doit marquer ces points d'école dès que le joueur a jeté les dés … et "
            "donc avant que le "
            "joueur ne marque éventuellement pour ce coup … sous peine de perdre cette faculté",
            MOINS,
            GIVEN,
            Moment.MARKED_AFTER_THROW,
            ClaimStatus.LAPSED,
        ),
        (
            "Lois et règles, art. XVIII: 3°) Jeter les dés pour son coup. *** l'adversaire marque alors les écoles … "
            "relativement aux 1°"
            " et 2°",
            TROP,
            GIVEN,
            Moment.THREW,
            ClaimStatus.OPEN,
        ),
        (
            "Lois et règles, art. XVIII, then 4°) marquer pour … son coup: too late",
            TROP,
            GIVEN,
            Moment.MARKED_AFTER_THROW,
            LAPSED,
        ),
    ],
)
def test_when_an_ecole_may_be_marked(
    words: str, kind: EcoleKind, own: bool, moment: Moment, status: ClaimStatus
) -> None:
    assert claim_status(kind, own, moment) is status, words


@given(st.sampled_from(EcoleKind), st.booleans())
def test_an_ecole_never_reopens_once_lapsed(kind: EcoleKind, own: bool) -> None:
    statuses = [claim_status(kind, own, moment) for moment in Moment]
    first_lapse = statuses.index(ClaimStatus.LAPSED)
    assert all(status is ClaimStatus.LAPSED for status in statuses[first_lapse:])
    assert ClaimStatus.OPEN in statuses[:first_lapse]
    assert statuses[0] is ClaimStatus.NOT_YET


@pytest.mark.parametrize(
    ("kind", "own", "moment"), [("moins", True, Moment.THREW), (MOINS, 1, Moment.THREW), (MOINS, True, "threw")]
)
def test_claim_status_rejects_bad_arguments(kind: object, own: object, moment: object) -> None:
    with pytest.raises(BadArgumentError):
        claim_status(kind, own, moment)  # type: ignore[arg-type]
