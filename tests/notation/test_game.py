"""The partie as a sequence of events (docs/rules.md §marking–§partie-a-ecrire; Lois et règles, arts. I, V, XV–XVI, XX;
Trictrac à écrire)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.autoplay import GreedyPlayer, Player, RandomPlayer, play_partie
from notation.board import BLACK, WHITE, Colour, Point, Position
from notation.dice import Throw
from notation.ecrire import OBLIGATION, Bredouille, Marque, Sheet, settle
from notation.game import (
    Decision,
    End,
    IllegalEventError,
    Mark,
    MarqueEnd,
    Move,
    Partie,
    PartieValue,
    Phase,
    Releve,
    Roll,
    Variant,
    partie_value,
)
from notation.rules.marking import mark
from notation.rules.moves import legal_plays
from notation.scoreboard import PlayerScore, ScoreState


def test_primaute_the_higher_die_plays_both_numbers() -> None:
    # Lois et règles, art. V / docs/rules.md §partie-ordinaire: each throws one die, the higher plays both numbers
    # (never a doublet first).
    partie = Partie()
    partie.primaute(2, 6)
    assert partie.state.mover is BLACK and partie.state.dice == Throw(6, 2)
    assert partie.state.phase is Phase.PLAY
    with pytest.raises(IllegalEventError):
        Partie().primaute(4, 4)


def test_a_leave_makes_a_releve_and_the_leaver_throws_again() -> None:
    # Lois et règles, art. XVI: "on démarque alors tous les jetons, et les dames des deux camps sont toutes
    # relevées ... le joueur qui s'en est allé a la primauté du dé pour ce relevé".
    # White, 10 points, conserves his petit jan with 6-5 (plein B1..B6, the 6 and 5 played by B7, B8).
    start = Position.from_points({"B1": 2, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "B7": 3}, {"N1": 15})
    partie = Partie(start_position=start, start_score=ScoreState(PlayerScore(10, 3), PlayerScore(4, 1)))
    rencontres = partie.roll(Throw(2, 1))
    assert rencontres.total(WHITE) >= 2
    assert partie.state.phase is Phase.DECIDE
    partie.decide(True)
    state = partie.state
    assert isinstance(partie.events[-1], Releve) and state.position == Position.start(WHITE)
    assert state.mover is WHITE and state.phase is Phase.THROW
    assert state.score.white.points == state.score.black.points == 0
    assert state.score.white.trous == 4 and state.score.black.trous == 1


def test_the_partie_ordinaire_is_won_at_twelve_trous_even_on_the_opponents_throw() -> None:
    # Lois et règles, art. I: won by the first to 12 trous; Dictionnaire raisonné, PARTIE: "même si on ne peut pas s'en
    # aller". Black, 11 trous and 10 points; White's talon is shut in by Black's cases B7–B11, so sonnez
    # leaves both his numbers unplayed: 2 × 2 points of impuissance for Black (docs/rules.md §which-numbers).
    black: dict[str | Point, int] = {"B7": 2, "B8": 2, "B9": 2, "B10": 2, "B11": 2, "N1": 5}
    start = Position.from_points({"B1": 15}, black, WHITE)
    throw = Throw(6, 6)
    assert legal_plays(start, throw)[0].unplayed == (6, 6)
    partie = Partie(start_position=start, start_score=ScoreState(PlayerScore(0, 3), PlayerScore(10, 11)))
    partie.roll(throw)
    partie.play(partie.legal_plays()[0])
    assert partie.over and partie.state.winner is BLACK
    assert isinstance(partie.events[-1], End)


def test_sortie_makes_a_releve_keeping_points_and_the_same_player_throws() -> None:
    # docs/rules.md §tarif Sortie; Lois et règles, art. XVIII 6°: "relever ses dames, ne pas démarquer les points des
    # joueurs et jeter de nouveau les dés".
    start = Position.from_points({"N1": 1}, {"N12": 2, "N11": 13}, WHITE)
    partie = Partie(start_position=start, start_score=ScoreState(PlayerScore(2, 1), PlayerScore(4, 0)))
    partie.roll(Throw(3, 1))
    if partie.state.phase is Phase.DECIDE:
        partie.decide(False)
    partie.play(partie.legal_plays()[0])
    state = partie.state
    assert isinstance(partie.events[-1], Releve) and partie.events[-1].reason == "sortie"
    assert state.position == Position.start(WHITE) and state.mover is WHITE
    assert state.score.white.points + 12 * state.score.white.trous > 2 + 12


def test_replay_rebuilds_every_state_and_refuses_a_wrong_mark() -> None:
    partie = play_partie((RandomPlayer(random.Random(5)), RandomPlayer(random.Random(6))), random.Random(7))
    again = Partie.replay(partie.events)
    assert again.states == partie.states
    marks = [i for i, event in enumerate(partie.events) if isinstance(event, Mark)]
    wrong = list(partie.events)
    event = wrong[marks[0]]
    assert isinstance(event, Mark)
    wrong[marks[0]] = Mark(event.colour, event.points + 2, event.own_throw)
    with pytest.raises(IllegalEventError, match=f"event {marks[0] + 1} "):
        Partie.replay(wrong)


def test_replay_refuses_an_illegal_play() -> None:
    partie = Partie()
    partie.primaute(6, 5)
    with pytest.raises(IllegalEventError):
        partie.play([(1, 8), (1, 6)])  # a 7 from the talon with 6-5: not a legal play


def _marques_won(partie: Partie) -> tuple[Marque, ...]:
    """The marqués ``partie`` played that were won (not refaits), on a sheet whose players are "white" and "black"."""
    return tuple(
        Marque(winner.value, winner.opponent.value, m.points, m.refaits)
        for m in partie.state.marques
        if (winner := m.winner) is not None
    )


def _check_partie(partie: Partie) -> None:
    previous = None
    for event, state in zip(partie.events, partie.states, strict=True):
        for colour in (WHITE, BLACK):
            assert state.score.of(colour).points % 2 == 0
        if isinstance(event, Mark):
            assert event.points % 2 == 0 and event.points > 0
        if previous is not None and not isinstance(event, Releve | MarqueEnd):
            for colour in (WHITE, BLACK):
                assert state.score.of(colour).trous >= previous.score.of(colour).trous
        if isinstance(event, MarqueEnd):
            # A marqué ends only on a leave, someone having six trous or more (Trictrac à écrire §3).
            assert isinstance(partie.events[partie.events.index(event) - 1], Decision)
            assert max(event.trous) >= OBLIGATION
        previous = state


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([Variant.ORDINAIRE, Variant.ECRIRE]))
def test_self_played_parties_keep_the_laws(seed: int, variant: Variant) -> None:
    rng = random.Random(seed)
    players = (RandomPlayer(random.Random(seed + 1)), GreedyPlayer())
    partie = play_partie(players, rng, variant, marques=2)
    assert partie.over
    _check_partie(partie)
    if variant is Variant.ORDINAIRE:
        trous = (partie.state.score.white.trous, partie.state.score.black.trous)
        assert max(trous) >= 12
    else:
        won = _marques_won(partie)
        assert len(won) == 2
        sheet = Sheet(("white", "black"), won)
        result = settle(sheet)
        finals = [result.players[name].final for name in ("white", "black")]
        assert result.gross == abs(finals[0] - finals[1])


def test_refait_and_primaute_in_the_partie_a_ecrire() -> None:
    # Drive parties until one has a refait: the marqué is replayed, its consolation grows (Trictrac à écrire §3-4).
    for seed in range(200):
        partie = play_partie(
            (RandomPlayer(random.Random(seed)), RandomPlayer(random.Random(seed + 1))),
            random.Random(seed),
            Variant.ECRIRE,
            marques=2,
        )
        ends = [e for e in partie.events if isinstance(e, MarqueEnd)]
        if any(e.winner is None for e in ends):
            break
    else:
        pytest.fail("no refait in 200 parties")
    after_refait = ends[[e.winner for e in ends].index(None) + 1]
    assert after_refait.refaits >= 1
    for end in ends:
        if end.winner is not None:
            w, b = end.trous
            assert end.points == end.bredouille.multiplier * (max(w, b) + 2 * (end.refaits + 1)) - min(w, b)


@pytest.mark.parametrize(
    ("winner_trous", "loser_trous", "pavillon", "rule", "value"),
    [
        (12, 5, None, PartieValue.SIMPLE, 1),
        (12, 6, None, PartieValue.PONT, 1.5),
        (12, 7, None, PartieValue.PONT, 1),
        (12, 0, None, PartieValue.GRANDE_BREDOUILLE, 2),
        (12, 3, WHITE, PartieValue.GRANDE_BREDOUILLE, 2),
        (12, 3, None, PartieValue.GRANDE_BREDOUILLE, 1),
        (12, 0, None, PartieValue.HONNEURS, 4),
        (12, 4, WHITE, PartieValue.HONNEURS, 3),
        (12, 5, None, PartieValue.HONNEURS, 2),
        (12, 8, None, PartieValue.HONNEURS, 1),
    ],
)
def test_partie_value_conventions(
    winner_trous: int, loser_trous: int, pavillon: Colour | None, rule: PartieValue, value: float
) -> None:
    # docs/rules.md §partie-ordinaire: simple; grande bredouille ×2; passer le pont 1½ when the loser has fewer than 7
    # trous; honneurs ×4 when only the winner marked, ×3 for a second scorer with the pavillon,
    # ×2 when the loser has fewer than 6 trous.
    state = ScoreState(PlayerScore(trous=winner_trous), PlayerScore(trous=loser_trous), pavillon)
    assert partie_value(state, WHITE, rule) == value


def test_events_alternate_turns() -> None:
    partie = play_partie((GreedyPlayer(), GreedyPlayer()), random.Random(11))
    rolls = [e for e in partie.events if isinstance(e, Roll)]
    moves = [e for e in partie.events if isinstance(e, Move)]
    assert rolls and moves
    assert all(r.throw.weight in (1, 2) for r in rolls)
    assert Bredouille.SIMPLE.multiplier == 1


@pytest.mark.slow
def test_thousands_of_self_played_parties_keep_the_laws() -> None:
    # Issue "Rules engine III": properties over thousands of self-played parties — points always even;
    # trous never decrease within a marqué; a marqué ends only on a leave with someone at six trous or
    # more; every settlement sums to zero between the players.
    from notation.ecrire import EcrireConventions, SettlementKind

    for number in range(1000):
        players: tuple[Player, Player] = (
            RandomPlayer(random.Random(number)),
            RandomPlayer(random.Random(number + 50_000)),
        )
        _check_partie(play_partie(players, random.Random(number), Variant.ORDINAIRE))
    for number in range(1000):
        players = (RandomPlayer(random.Random(number)), GreedyPlayer())
        partie = play_partie(players, random.Random(number), Variant.ECRIRE, marques=2)
        _check_partie(partie)
        marques = _marques_won(partie)
        for kind in (SettlementKind.PAPER, SettlementKind.JETONS):
            sheet = Sheet(("white", "black"), marques, EcrireConventions(settlement=kind))
            result = settle(sheet)
            assert sum(result.balances.values()) == 0
            assert sum(result.rounded_balances.values()) == 0


# -- école mode: the players mark, the opponent may claim, the engine settles (docs/rules.md §ecoles; Lois et règles,
# art. XVI–XVIII; Dictionnaire raisonné, ÉCOLE) --

from notation.game import Claim, Declare, Pending, PrimauteThrow  # noqa: E402
from notation.rules.ecoles import EcoleKind  # noqa: E402
from tests.support.ecole_play import (  # noqa: E402
    BEFORE_38,
    THIRTY_EIGHT,
    ecole_of,
    pending_of,
    play_ecoles,
    random_declaration,
)


def _thirty_eight() -> Partie:
    partie = Partie(start_position=THIRTY_EIGHT, start_score=BEFORE_38, ecoles=True)
    partie.roll(Throw(4, 4))
    assert partie.state.phase is Phase.DECLARE and partie.state.pending == Pending(WHITE, True, 38, BEFORE_38)
    return partie


def test_the_thirty_eight_points_position_scores_thirty_eight() -> None:
    partie = Partie(start_position=THIRTY_EIGHT, start_score=BEFORE_38)
    assert partie.roll(Throw(4, 4)).total(WHITE) == 38 and partie.roll is not None
    # "Il doit marquer cinq trous et quatre points de reste."
    assert (partie.state.score.white.trous, partie.state.score.white.points) == (5, 4)


@pytest.mark.parametrize(
    ("declared", "kind", "ecole", "claim", "white", "black"),
    [
        # Dictionnaire raisonné: "S'il ne fait rien du tout, il est à l'école des trente-huit points." Noir, 4 points,
        # marks 38 from Blanc's act: 42 = a jeu simple and two bredouille jeux, 6 de reste; Blanc's jeton goes to zero.
        (0, EcoleKind.MOINS, 38, 38, (0, 0), (5, 6)),
        # Unclaimed, the points omitted are lost (Dictionnaire raisonné: "il n'y a pas école d'école").
        (0, EcoleKind.MOINS, 38, 0, (0, 2), (0, 4)),
        # Dictionnaire raisonné: "S'il déplace correctement son jeton mais ne marque aucun trou, il est à l'école de
        # vingt-quatre points" — declaring 2 moves the jeton to 4 and marks no trou.  Noir marks 24 from 4
        # (débredouillé): a jeu simple and a jeu bredouille, 4 de reste.
        (2, EcoleKind.MOINS, 24, 24, (0, 0), (3, 4)),
        # "S'il ne marque qu'un trou, il est également à l'école de vingt-quatre points": 14 points = one trou, 4 de
        # reste; Noir's jetons went to zero with Blanc's trou, so his 24 are two jeux bredouille.
        (14, EcoleKind.MOINS, 24, 24, (1, 0), (4, 0)),
        # "… et même de vingt-six s'il n'a pas avancé son jeton à la marque des quatre points": 12 = one trou, jeton
        # at 2.
        (12, EcoleKind.MOINS, 26, 26, (1, 0), (4, 2)),
        # "S'il ne marque que trois ou quatre trous, il ne peut pas être envoyé à l'école": 26 = three trous, 4 de
        # reste.  Noir claiming 12 makes a fausse école of 12, marked for Blanc (Dictionnaire raisonné, FAUSSE ÉCOLE):
        # from 4 en bredouille, a jeu double sans bouger.
        (26, None, 0, 12, (5, 4), (0, 0)),
        # The truth: no école, and a claim of 2 is a fausse école of 2 for Blanc.
        (38, None, 0, 2, (5, 6), (0, 0)),
        # "S'il marque sept trous ou plus, il est à l'école par excès d'autant de fois douze points qu'il aura marqué
        # de trous en trop" (50 = seven trous, counted in jeux: 12).  Claimed: Blanc is corrected to the truth
        # (Lois et règles, art. XVII "l'adversaire rétablit correctement la marque"), Noir marks 12 from zero en
        # bredouille.
        (50, EcoleKind.TROP, 12, 12, (5, 0), (2, 0)),
        # Unclaimed, the points in excess are kept (Dictionnaire raisonné: "les points marqués … en trop … lui sont
        # acquis").
        (50, EcoleKind.TROP, 12, 0, (7, 4), (0, 0)),
        # A partial claim par trop still corrects the marking; the claimant marks what he claimed.
        (50, EcoleKind.TROP, 12, 6, (5, 4), (0, 6)),
    ],
)
def test_the_thirty_eight_points_example_through_the_partie(
    declared: int,
    kind: EcoleKind | None,
    ecole: int,
    claim: int,
    white: tuple[int, int],
    black: tuple[int, int],
) -> None:
    partie = _thirty_eight()
    partie.declare(declared)
    if partie.state.phase is Phase.DECIDE:
        partie.decide(False)  # "et ne s'en va pas"
    claimed = partie.state
    assert claimed.phase is Phase.CLAIM and claimed.actor is BLACK
    assert ecole_of(partie).kind is kind and ecole_of(partie).points == ecole
    partie.claim(claim)
    after = partie.state
    score = after.score
    assert (score.white.trous, score.white.points) == white
    assert (score.black.trous, score.black.points) == black
    assert after.phase is Phase.PLAY and after.actor is WHITE
    accepted, fausse = min(claim, ecole), max(0, claim - ecole)
    marks = [e for e in partie.events if isinstance(e, Mark) and e.ecole]
    assert marks == [Mark(c, p, False, True) for c, p in ((BLACK, accepted), (WHITE, fausse)) if p]
    # Replayed from its events, in école mode, the partie is the same.
    again = Partie.replay(partie.events, start_position=THIRTY_EIGHT, start_score=BEFORE_38, ecoles=True)
    assert again.states == partie.states


def test_the_leave_is_announced_before_the_claim_and_settled_after_it() -> None:
    # Lois et règles, art. XVI: "on prévient verbalement son adversaire de son intention, car celui-ci peut s'y opposer
    # en cas de faute ou d'école. Quand ce dernier a agréé …, on démarque alors tous les jetons".
    partie = _thirty_eight()
    partie.declare(38)
    declared = partie.state
    assert declared.phase is Phase.DECIDE
    with pytest.raises(IllegalEventError):
        partie.claim(0)
    partie.decide(True)
    decided = partie.state
    assert decided.phase is Phase.CLAIM and pending_of(partie).leave is True
    partie.claim(0)
    assert isinstance(partie.events[-1], Releve) and partie.state.mover is WHITE
    assert (partie.state.score.white.trous, partie.state.score.white.points) == (5, 0)
    # Dictionnaire raisonné: "s'il s'en va en marquant plus de six trous, il est à l'école par excès" — and, claimed,
    # "il perd en outre le privilège de s'en aller": 62 points are nine trous; the truth is five.
    partie = _thirty_eight()
    partie.declare(62)
    partie.decide(True)
    assert ecole_of(partie).kind is EcoleKind.TROP and ecole_of(partie).points == 24
    partie.claim(24)
    assert partie.state.phase is Phase.PLAY and not any(isinstance(e, Releve) for e in partie.events)
    # He holds on the truth (five trous; his 4 de reste go with Noir's trous) and Noir marks 24 from zero.
    assert (partie.state.score.white.trous, partie.state.score.white.points) == (5, 0)
    assert partie.state.score.black.trous == 4


# A position where Blanc's 2-1 gives him 4 points and Noir nothing (the petit jan of six dames conserved…):
# found in the same way as the 38; checked below.
def _four_points() -> tuple[Position, Throw]:
    for throw in (Throw(2, 1), Throw(3, 1), Throw(4, 1), Throw(5, 1), Throw(6, 1), Throw(3, 2)):
        for start in (
            Position.from_points({"B1": 2, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "B7": 3}, {"N1": 15}),
        ):
            rencontres = Partie(start_position=start).roll(throw)
            if rencontres.total(WHITE) == 4 and rencontres.total(BLACK) == 0:
                return start, throw
    raise AssertionError("no throw of the petit jan gives 4 points")


@pytest.mark.parametrize(
    ("declared", "leave", "ecole", "white"),
    [
        # Dictionnaire raisonné: "Lorsqu'un joueur, croyant par erreur avoir gagné le trou, le marque et avertit qu'il
        # s'en va, il fait école des points qui lui font défaut pour gagner le trou": 6 + 4 = 10, 2 lacking.
        (8, True, 2, (3, 10)),
        (6, True, 2, (3, 10)),
        # Holding on the same declaration, the jeton shows 2 de reste beyond the truth: par trop of 4.
        (8, False, 4, (3, 10)),
    ],
)
def test_a_leave_on_an_ecole_is_refused_when_claimed(
    declared: int, leave: bool, ecole: int, white: tuple[int, int]
) -> None:
    start, throw = _four_points()
    score = ScoreState(PlayerScore(6, 3), PlayerScore(4, 1))
    partie = Partie(start_position=start, start_score=score, ecoles=True)
    partie.roll(throw)
    assert pending_of(partie).truth == 4
    partie.declare(declared)
    partie.decide(leave)
    assert ecole_of(partie).kind is EcoleKind.TROP and ecole_of(partie).points == ecole
    partie.claim(ecole)
    # He holds on the truth and plays; Noir marks the école from zero (Blanc's declared trou reset him, but the
    # correction gives him back nothing: the marking is recomputed from the score before the declaration).
    state = partie.state
    assert state.phase is Phase.PLAY and not any(isinstance(e, Releve) for e in partie.events)
    assert (state.score.white.trous, state.score.white.points) == white
    assert (state.score.black.trous, state.score.black.points) == (1, 4 + ecole)
    # The engine records the refusal on the claim (the session annotates the record with it).
    claim = partie.last_claim
    assert claim is not None and (claim.colour, claim.points) == (BLACK, ecole)
    assert claim.leave_refused is leave
    assert claim.verdict is not None and (claim.verdict.accepted, claim.verdict.fausse_ecole) == (ecole, 0)


def test_unclaimed_a_leave_on_an_ecole_stands() -> None:
    start, throw = _four_points()
    partie = Partie(start_position=start, start_score=ScoreState(PlayerScore(6, 3), PlayerScore(4, 1)), ecoles=True)
    partie.roll(throw)
    partie.declare(6)
    partie.decide(True)
    partie.claim(0)
    assert isinstance(partie.events[-1], Releve) and partie.state.score.white.trous == 4
    claim = partie.last_claim
    assert claim is not None and claim.verdict is None and not claim.leave_refused


def test_no_leave_without_a_trou_declared() -> None:
    # Only a trou won (here: declared) by one's own throw lets one s'en aller (Lois et règles, art. XVI).
    start, throw = _four_points()
    partie = Partie(start_position=start, start_score=ScoreState(PlayerScore(0, 3), PlayerScore(4, 1)), ecoles=True)
    partie.roll(throw)
    partie.declare(4)
    assert partie.state.phase is Phase.CLAIM
    with pytest.raises(IllegalEventError):
        partie.decide(True)


def test_an_ecole_par_trop_is_corrected_and_a_leave_on_it_refused() -> None:
    # Blanc, 8 points, wins 4 (a trou, no points de reste).  Declaring 6 and holding, he shows 2 points de reste
    # too many: an école par trop of 2 (Lois et règles, art. XVII: "marquer des points auxquels il n'a pas droit");
    # claimed, his marking is corrected to the truth and Noir marks the 2 points.
    start, throw = _four_points()
    score = ScoreState(PlayerScore(8, 3), PlayerScore(4, 1))
    partie = Partie(start_position=start, start_score=score, ecoles=True)
    partie.roll(throw)
    partie.declare(6)
    partie.decide(False)
    decided = partie.state
    assert decided.phase is Phase.CLAIM and ecole_of(partie).kind is EcoleKind.TROP
    assert ecole_of(partie).points == 2
    partie.claim(2)
    claimed = partie.state
    assert claimed.phase is Phase.PLAY
    # White's trou put Noir's jetons back to zero (Lois et règles, art. XV); the école's 2 points are marked after it.
    assert partie.state.score == mark(mark(score, WHITE, 4).after, BLACK, 2, own_throw=False).after
    assert partie.state.score.white == PlayerScore(0, 4, False) and partie.state.score.black.points == 2
    # Declaring 16 (three trous) and leaving: the trous claim two jeux for one, an école par trop of 12 (Dictionnaire
    # raisonné ÉCOLE DE TROU: "s'il s'en va en marquant plus de six trous, il est à l'école par excès" — here three for
    # one).  Claimed, the leave is refused (Dictionnaire raisonné: "il perd en outre le privilège de s'en aller si son
    # adversaire le souhaite"): he holds his one trou and plays; Noir's 12 école points make him a trou.
    partie = Partie(start_position=start, start_score=score, ecoles=True)
    partie.roll(throw)
    partie.declare(16)
    partie.decide(True)
    assert ecole_of(partie).kind is EcoleKind.TROP and ecole_of(partie).points == 12
    partie.claim(12)
    assert partie.state.phase is Phase.PLAY
    assert partie.state.score == mark(mark(score, WHITE, 4).after, BLACK, 12, own_throw=False).after
    assert partie.state.score.white.trous == 4 and partie.state.score.black.trous > 1


# The impuissance position of the twelve-trous test: Blanc's 6-6 cannot be played, 2 × 2 points for Noir.
IMPUISSANCE = Position.from_points({"B1": 15}, {"B7": 2, "B8": 2, "B9": 2, "B10": 2, "B11": 2, "N1": 5}, WHITE)


def _impuissance(score: ScoreState) -> Partie:
    partie = Partie(start_position=IMPUISSANCE, start_score=score, ecoles=True)
    partie.roll(Throw(6, 6))
    partie.declare(0)
    partie.claim(0)
    partie.play(partie.legal_plays()[0])
    assert partie.state.phase is Phase.DECLARE and partie.state.actor is BLACK
    assert partie.state.pending == Pending(BLACK, False, 4, score)
    return partie


def test_points_from_the_opponents_throw_are_declared_after_the_play_and_the_mover_may_claim() -> None:
    # Lois et règles, art. XVIII: after the play the opponent marks what the throw gave him; école par moins of 2,
    # claimed by Blanc: Noir keeps his 2 (a trou from 10), Blanc marks 2 from zero.
    partie = _impuissance(ScoreState(PlayerScore(0, 3), PlayerScore(10, 3)))
    partie.declare(2)
    assert partie.events[-2:] == [Declare(BLACK, 2, own_throw=False), Mark(BLACK, 2, own_throw=False)]
    assert partie.state.phase is Phase.CLAIM and partie.state.actor is WHITE
    assert ecole_of(partie).kind is EcoleKind.MOINS and ecole_of(partie).points == 2
    partie.claim(2)
    state = partie.state
    assert (state.score.black.trous, state.score.black.points) == (4, 0)
    assert (state.score.white.trous, state.score.white.points) == (3, 2)
    assert state.phase is Phase.THROW and state.mover is BLACK
    assert partie.events[-2:] == [Claim(WHITE, 2), Mark(WHITE, 2, own_throw=False, ecole=True)]


def test_an_ecole_claimed_can_win_the_partie() -> None:
    # Lois et règles, art. I, XX: the partie ordinaire is won at 12 trous, "même si on ne peut pas s'en aller"
    # (Dictionnaire raisonné, PARTIE): Blanc, 11 trous and 10 points, claims Noir's 4 points omitted.
    partie = _impuissance(ScoreState(PlayerScore(10, 11), PlayerScore(0, 3)))
    partie.declare(0)
    partie.claim(4)
    assert partie.over and partie.state.winner is WHITE and isinstance(partie.events[-1], End)


def test_a_declaration_of_the_twelfth_trou_ends_the_partie_after_the_claim() -> None:
    # Dictionnaire raisonné: "quand un joueur déclare par erreur avoir gagné la partie : il fait école des points qui
    # lui manquent et la partie continue".  Noir, 11 trous and 8 points, declares 4 (his due) → 12 trous: Blanc may
    # still claim.
    partie = _impuissance(ScoreState(PlayerScore(0, 3), PlayerScore(8, 11)))
    partie.declare(4)
    assert not partie.over and partie.state.phase is Phase.CLAIM
    partie.claim(0)
    assert partie.over and partie.state.winner is BLACK
    # The same declared on a truth of 4 from 6 points (10: no trou), claimed par trop: the partie goes on.
    partie = _impuissance(ScoreState(PlayerScore(0, 3), PlayerScore(6, 11)))
    partie.declare(6)
    assert partie.state.phase is Phase.CLAIM and ecole_of(partie).points == 2
    partie.claim(2)
    assert not partie.over and partie.state.score.black.trous == 11


def test_ecole_events_are_refused_out_of_turn_and_in_the_ordinary_mode() -> None:
    partie = Partie()
    partie.primaute(5, 3)
    with pytest.raises(IllegalEventError):
        partie.declare(0)
    partie = Partie(ecoles=True)
    partie.primaute(5, 3)
    with pytest.raises(IllegalEventError):
        partie.play(partie.legal_plays()[0])
    with pytest.raises(IllegalEventError):
        partie.declare(3)  # points are marked two by two
    partie.declare(0)
    with pytest.raises(IllegalEventError):
        Partie.replay([*partie.events, Claim(WHITE, 0)], ecoles=True)  # Noir claims, not Blanc


def _ordinary_from(ecole: Partie) -> Partie:
    """The same throws, plays, holds and leaves, marked by the engine."""
    inputs = [e for e in ecole.events if isinstance(e, PrimauteThrow | Roll | Decision | Move)]
    return Partie.replay(inputs, ecole.variant, marques_to_play=ecole.marques_to_play)


@pytest.mark.slow
@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([Variant.ORDINAIRE, Variant.ECRIRE]))
def test_true_declarations_unclaimed_give_the_engine_marked_partie(seed: int, variant: Variant) -> None:
    partie = play_ecoles(seed, variant, lambda rng, pending: pending.truth, lambda rng, pending: 0)
    ordinary = _ordinary_from(partie)
    # Without the declarations and the claims, the events are the engine-marked partie's; so is every score.
    assert [e for e in partie.events if not isinstance(e, Declare | Claim)] == ordinary.events
    assert partie.state.score == ordinary.state.score and partie.state.marques == ordinary.state.marques
    assert partie.state.winner is ordinary.state.winner
    assert all(e.ecole is False for e in partie.events if isinstance(e, Mark))


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([Variant.ORDINAIRE, Variant.ECRIRE]), st.booleans())
def testrandom_declarations_and_claims_keep_the_laws(seed: int, variant: Variant, exact: bool) -> None:
    # Claims exact (the whole école) or random (fausses écoles too).
    def claim(rng: random.Random, pending: Pending) -> int:
        if exact:
            assert pending.ecole is not None  # a claim follows the declaration
            return pending.ecole.points
        return 2 * rng.randint(0, 6) * (rng.random() < 0.3)

    partie = play_ecoles(seed, variant, random_declaration, claim)
    previous = None
    for index, (event, state) in enumerate(zip(partie.events, partie.states, strict=True)):
        for colour in (WHITE, BLACK):
            assert state.score.of(colour).points % 2 == 0 and 0 <= state.score.of(colour).points < 12
        if previous is not None and not isinstance(event, Releve | MarqueEnd | Claim):
            for colour in (WHITE, BLACK):
                assert state.score.of(colour).trous >= previous.score.of(colour).trous
        if isinstance(event, Claim):
            # A claim may put back a fichet pegged for trous not won (Dictionnaire raisonné: "le déplacement du fichet
            # pour marquer des trous qu'on n'a pas gagnés ne fait pas école, celui-ci pouvant être reculé"), never below
            # the trous before the declaration.
            before = next(s.pending.before for s in reversed(partie.states[:index]) if s.pending is not None)
            for colour in (WHITE, BLACK):
                assert state.score.of(colour).trous >= before.of(colour).trous
        previous = state
    again = Partie.replay(partie.events, variant, marques_to_play=2, ecoles=True)
    assert again.states == partie.states


@pytest.mark.slow
@settings(max_examples=10, deadline=None)
@given(st.integers(0, 1000), st.sampled_from(list(Variant)), st.integers(1, 60))
def test_a_fork_goes_on_like_the_partie_without_its_past(seed: int, variant: Variant, cut: int) -> None:
    partie = play_partie(
        (RandomPlayer(random.Random(seed)), GreedyPlayer()), random.Random(seed + 1), variant, marques=2
    )
    inputs = (PrimauteThrow, Roll, Decision, Move)
    indexes = [i for i, event in enumerate(partie.events) if isinstance(event, inputs)]
    cut = indexes[min(cut, len(indexes) - 1)]
    head = Partie.replay([e for e in partie.events[:cut] if isinstance(e, inputs)], variant, marques_to_play=2)
    fork = head.fork()
    assert fork.events == [] and fork.state == head.state
    for event in partie.events[cut:]:
        if isinstance(event, inputs):
            fork._apply(event)
    assert fork.events == partie.events[cut:]
    assert fork.states == partie.states[cut:]
    assert len(head.events) == cut  # the fork played on its own lists
