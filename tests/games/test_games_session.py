"""The Qt-free game session: seats, écoles declared and claimed, undo, records and recovery."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Colour
from notation.dice import Throw
from notation.ecrire import Mode
from notation.game import IllegalEventError, Partie, Pending, Variant
from notation.record import check_record, read_record
from notation.rules.ecoles import EcoleKind
from studio.games.session import EcoleEntry, GameSession, GameSetup, Seat, SeatKind, Step, write_atomic

COMPUTERS = (Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))
HUMANS = (Seat("Abel"), Seat("Blaise"))


def _play_out(session: GameSession, limit: int = 20_000) -> None:
    for _ in range(limit):
        if session.step is Step.OVER:
            return
        session.computer_act()
    raise AssertionError("no end")


def _to_scoring_declaration(session: GameSession, own: bool = True, least: int = 2) -> None:
    """Let the computer play until a declaration is awaited whose truth is ``least`` points or more."""
    for _ in range(5_000):
        pending = session.state.pending
        if session.step is Step.DECLARE and pending is not None and pending.truth >= least and pending.own_throw is own:
            return
        session.computer_act()
    raise AssertionError("no scoring throw")


@pytest.mark.slow
def test_a_whole_partie_between_computers_with_ecoles_replays_and_checks() -> None:
    session = GameSession(GameSetup(seats=COMPUTERS, ecoles=True), rng=random.Random(5))
    _play_out(session)
    assert session.partie.state.winner is not None
    record = read_record(session.text())
    # The computer declares what the laws give: the record has no fault at all.
    assert check_record(record) == []
    again = GameSession.from_text(session.text())
    assert again.partie.events == session.partie.events
    assert again.step is Step.OVER


@pytest.mark.slow
def test_three_players_a_tourner_rotate_as_003_says() -> None:
    # Dictionnaire raisonné, JOUER À TROIS: "A joue d'abord contre B et a la primauté. B gagne et rejoue contre C":
    # the loser of the first marqué leaves the table and the third comes in.
    seats = (*COMPUTERS, Seat("Céleste", SeatKind.COMPUTER))
    setup = GameSetup(variant=Variant.ECRIRE, seats=seats, marques=2, mode=Mode.TOURNER)
    session = GameSession(setup, rng=random.Random(2))
    _play_out(session)
    sheet = session.sheet()
    assert sheet is not None and len(sheet.marques) == 2
    first, second = sheet.marques
    assert {first.winner, first.loser} == {"Abel", "Blaise"}
    assert first.winner in (second.winner, second.loser)
    assert "Céleste" in (second.winner, second.loser)
    assert session.marque_seats()[1] in ((first.winner, "Céleste"), ("Céleste", first.winner))
    assert check_record(read_record(session.text())) == []
    assert GameSession.from_text(session.text()).partie.events == session.partie.events


@pytest.mark.parametrize(
    ("offset", "kind"),
    [
        # Dictionnaire raisonné, ÉCOLE: points the player fails to mark are an école par moins, points in excess par
        # trop; without a jeu won the jeton simply stands |offset| points off its place.
        (2, EcoleKind.TROP),
        (-2, EcoleKind.MOINS),
        (0, None),
    ],
)
def test_a_declaration_off_the_truth_is_an_ecole_of_the_difference(offset: int, kind: EcoleKind | None) -> None:
    session = GameSession(GameSetup(seats=HUMANS, ecoles=True), rng=random.Random(11))
    for _ in range(200):
        _to_scoring_declaration(session)
        pending = session.state.pending
        assert pending is not None
        before = pending.before.of(pending.declarer).points
        if before + pending.truth + max(offset, 0) < 12 and pending.truth + offset >= 0:
            break
        session.computer_act()
    else:
        raise AssertionError("no declaration leaves room for the offset")
    truth = pending.truth
    session.declare(truth + offset)
    entry = session.pending
    assert entry is not None and session.step is Step.CLAIM
    assert entry.ecole.kind is kind
    assert entry.ecole.points == abs(offset)
    assert session.actor is entry.declarer.opponent


@pytest.mark.parametrize(
    ("claimed_extra", "accepted_extra", "fausse"),
    [
        (0, 0, 0),  # the whole école claimed: it stands (Dictionnaire raisonné, ÉCOLE)
        # claiming beyond it: the excess is a fausse école for the other (Dictionnaire raisonné, FAUSSE ÉCOLE)
        (4, 0, 4),
        (-2, -2, 0),  # claiming less is no fault (Dictionnaire raisonné: "on doit la marquer dans son intégralité")
    ],
)
def test_claims_are_judged_and_tallied(claimed_extra: int, accepted_extra: int, fausse: int) -> None:
    session = GameSession(GameSetup(seats=HUMANS, ecoles=True), rng=random.Random(7))
    _to_scoring_declaration(session, least=4)
    pending = session.state.pending
    assert pending is not None
    # Declare nothing: an école par moins of the points (with no jeu won) or more.
    session.declare(0)
    entry = session.pending
    assert entry is not None
    ecole = entry.ecole.points
    assert ecole > 0
    session.claim(ecole + claimed_extra)
    settled = session.ecoles[-1]
    assert settled.claim is not None
    assert settled.claim.accepted == ecole + accepted_extra
    assert settled.claim.fausse_ecole == fausse
    seats = session.seats()
    totals = session.ecole_totals()
    assert totals[seats[settled.claimant].name] == ecole + accepted_extra
    assert totals[seats[settled.declarer].name] == fausse
    # The record keeps the declared mark and the claim; the checker finds the same école.
    problems = check_record(read_record(session.text()))
    assert any(p.kind == "ecole" for p in problems)
    assert any(p.kind == "fausse-ecole" for p in problems) == bool(fausse)


def test_a_leave_declared_without_a_trou_is_refused_and_noted() -> None:
    # Lois et règles, art. XVI: only a trou won by one's own throw lets one s'en aller.  Declaring no trou, he cannot:
    # he holds.
    session = GameSession(GameSetup(seats=HUMANS, ecoles=True), rng=random.Random(3))
    for _ in range(500):
        _to_scoring_declaration(session)
        pending = session.state.pending
        assert pending is not None
        if pending.before.of(pending.declarer).points + pending.truth < 12:
            break
        session.computer_act()
    else:
        raise AssertionError("no declaration short of a trou")
    session.declare(pending.truth, leave=True)
    entry = session.pending
    assert entry is not None and not entry.leave and not entry.ecole.is_ecole
    session.claim(0)
    assert session.step is Step.PLAY  # he must hold and play
    assert "il doit tenir" in session.text()


def _to_declaration(session: GameSession, wanted: Callable[[Pending], bool]) -> Pending:
    """Let the computer play until a declaration is awaited whose pending satisfies ``wanted``; that pending."""
    for _ in range(20_000):
        pending = session.state.pending
        if session.step is Step.DECLARE and pending is not None and wanted(pending):
            return pending
        if session.step is Step.OVER:
            break
        session.computer_act()
    raise AssertionError("no such declaration")


def _claimable(session: GameSession) -> EcoleEntry:
    """The declaration the session's claim step awaits a claim on."""
    entry = session.pending
    assert entry is not None, f"no claim awaited at step {session.step}"
    return entry


def _trous_and_points(session: GameSession, colour: Colour) -> tuple[int, int]:
    score = session.state.score.of(colour)
    return score.trous, score.points


def test_a_claimed_ecole_par_moins_gives_the_claimant_the_points_and_a_trou() -> None:
    # Lois et règles, art. XVII: "L'école rapporte autant de points à l'adversaire qu'on en a marqué en moins"; the
    # claimant marks them as points from the opponent's act, so they can win him a trou (he must hold on it).
    session = GameSession(GameSetup(seats=COMPUTERS, ecoles=True), rng=random.Random(21))

    def wanted(pending: Pending) -> bool:
        claimant = pending.declarer.opponent
        return pending.truth >= 2 and pending.before.of(claimant).points + pending.truth >= 12

    pending = _to_declaration(session, wanted)
    claimant = pending.declarer.opponent
    trous = session.state.score.of(claimant).trous
    declarer_before = pending.before.of(pending.declarer)
    session.declare(0)  # he marks nothing
    assert _claimable(session).ecole.kind is EcoleKind.MOINS and _claimable(session).ecole.points == pending.truth
    session.claim(pending.truth)
    assert session.state.score.of(claimant).trous > trous
    # The declarer's marking stands (nothing), his jetons reset by the claimant's trou.
    assert session.state.score.of(pending.declarer).trous == declarer_before.trous
    assert session.ecole_totals()[session.seat_of(claimant).name] == pending.truth
    # The score shown, and the record replayed, are the settled ones.
    record = read_record(session.text())
    assert record.ecoles and check_record(record) != []
    again = GameSession.from_text(session.text())
    assert again.state.score == session.state.score


def test_a_claimed_ecole_par_trop_corrects_the_declarer_and_pays_the_claimant() -> None:
    # Lois et règles, art. XVII: "De plus, dans ce dernier cas, l'adversaire rétablit correctement la marque en
    # supprimant les points qu'on a indûment marqués."
    session = GameSession(GameSetup(seats=HUMANS, ecoles=True), rng=random.Random(11))
    pending = _to_declaration(
        session,
        lambda p: (
            p.own_throw
            and p.before.of(p.declarer).points + p.truth + 2 < 12
            and p.before.of(p.declarer.opponent).points < 10
        ),
    )
    declarer, claimant = pending.declarer, pending.declarer.opponent
    before = pending.before
    session.declare(pending.truth + 2)
    assert _trous_and_points(session, declarer) == (
        before.of(declarer).trous,
        before.of(declarer).points + pending.truth + 2,
    )
    session.claim(2)
    assert _trous_and_points(session, declarer)[1] == before.of(declarer).points + pending.truth
    assert _trous_and_points(session, claimant) == (before.of(claimant).trous, before.of(claimant).points + 2)
    assert session.ecole_totals()[session.seat_of(claimant).name] == 2
    assert session.step is Step.PLAY


def test_an_unclaimed_wrong_declaration_stands() -> None:
    # Dictionnaire raisonné: "L'école doit toujours être marquée avant de jeter les dés pour le coup suivant, sinon on
    # n'y est plus admis, et les points marqués éventuellement en trop par l'adversaire lui sont acquis."
    session = GameSession(GameSetup(seats=HUMANS, ecoles=True), rng=random.Random(11))
    pending = _to_declaration(session, lambda p: p.own_throw and p.before.of(p.declarer).points + p.truth + 4 < 12)
    declarer = pending.declarer
    session.declare(pending.truth + 4)
    session.claim(0)
    assert session.state.score.of(declarer).points == pending.before.of(declarer).points + pending.truth + 4
    assert session.ecole_totals() == {"Abel": 0, "Blaise": 0}


def test_a_fausse_ecole_is_marked_for_the_declarer() -> None:
    # Dictionnaire raisonné, FAUSSE ÉCOLE: "l'adversaire peut effacer les points marqués pour cette fausse école et la
    # marquer à son profit" — the studio marks it for him.
    session = GameSession(GameSetup(seats=HUMANS, ecoles=True), rng=random.Random(11))
    pending = _to_declaration(session, lambda p: p.own_throw and p.before.of(p.declarer).points + p.truth + 4 < 12)
    declarer, claimant = pending.declarer, pending.declarer.opponent
    session.declare(pending.truth)
    claimant_points = session.state.score.of(claimant).points
    session.claim(4)
    assert session.state.score.of(declarer).points == pending.before.of(declarer).points + pending.truth + 4
    assert session.state.score.of(claimant).points == claimant_points
    assert session.ecole_totals()[session.seat_of(declarer).name] == 4
    assert any(p.kind == "fausse-ecole" for p in check_record(read_record(session.text())))


def test_a_leave_on_an_ecole_is_refused_when_claimed() -> None:
    # Dictionnaire raisonné: "Lorsqu'un joueur, croyant par erreur avoir gagné le trou, le marque et avertit qu'il s'en
    # va, il fait école des points qui lui font défaut pour gagner le trou"; claimed, he holds and plays.
    session = GameSession(GameSetup(seats=HUMANS, ecoles=True), rng=random.Random(5))
    pending = _to_declaration(
        session, lambda p: p.own_throw and p.truth >= 2 and p.before.of(p.declarer).points + p.truth < 12
    )
    declarer, claimant = pending.declarer, pending.declarer.opponent
    lacking = 12 - pending.before.of(declarer).points - pending.truth
    session.declare(12 - pending.before.of(declarer).points, leave=True)  # a trou marked, not won
    entry = _claimable(session)
    assert entry.leave and entry.ecole.leave_refused and entry.ecole.points == lacking
    session.claim(lacking)
    assert session.step is Step.PLAY and session.actor is declarer
    assert session.state.score.of(declarer).trous == pending.before.of(declarer).trous
    assert session.ecole_totals()[session.seat_of(claimant).name] == lacking
    assert "il doit tenir" in session.text()


def test_undo_takes_back_only_an_unanswered_human_input() -> None:
    setup = GameSetup(seats=HUMANS, recording=True)
    session = GameSession(setup)
    session.primaute(5, 3)
    before = session.partie.state
    plays = session.legal_plays()
    session.play(plays[0].moves)
    assert session.undo()
    assert session.partie.state == before
    session.throw_dice  # noqa: B018 - the studio's dice are not a person's input
    session.play(plays[-1].moves)
    session.throw_dice()
    assert not session.can_undo()
    assert not session.undo()


def test_illegal_inputs_change_nothing() -> None:
    session = GameSession(GameSetup(seats=HUMANS, recording=True))
    with pytest.raises(IllegalEventError):
        session.roll(Throw(6, 5))  # the primauté comes first
    with pytest.raises(IllegalEventError):
        session.primaute(4, 4)  # equal dice are thrown again
    session.primaute(6, 1)
    with pytest.raises(IllegalEventError):
        session.play(((1, 9),))  # not a play of 6-1
    assert len(session.inputs) == 1
    assert session.partie.state.mover is WHITE


def test_recording_over_the_board_keeps_the_score_of_the_engine() -> None:
    session = GameSession(GameSetup(seats=HUMANS, recording=True))
    partie = Partie()
    rng = random.Random(4)
    session.primaute(3, 5)
    partie.primaute(3, 5)
    assert session.partie.state.mover is BLACK
    for _ in range(40):
        if partie.over:
            break
        state = partie.state
        if state.phase.value == "throw":
            throw = Throw(rng.randint(1, 6), rng.randint(1, 6))
            partie.roll(throw)
            session.roll(throw)
        elif state.phase.value == "decide":
            partie.decide(False)
            session.decide(False)
        else:
            play = rng.choice(partie.legal_plays())
            partie.play(play)
            session.play(play.moves)
    assert session.partie.events == partie.events
    assert session.partie.state.score == partie.state.score


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(1, 120), ecoles=st.booleans())
def test_any_partie_in_progress_is_rebuilt_from_its_text(seed: int, steps: int, ecoles: bool) -> None:
    session = GameSession(GameSetup(seats=COMPUTERS, ecoles=ecoles), rng=random.Random(seed))
    for _ in range(steps):
        if session.step is Step.OVER:
            break
        session.computer_act()
    exact = GameSession.from_text(session.text(inputs=True))
    assert exact.partie.events == session.partie.events
    assert exact.step is session.step
    assert [e.claim for e in exact.ecoles] == [e.claim for e in session.ecoles]
    # Without the inputs, the turns give the same partie up to the last play.
    turns = GameSession.from_text(session.text())
    assert session.partie.events[: len(turns.partie.events)] == turns.partie.events


def test_write_atomic_replaces_the_whole_file(tmp_path: Path) -> None:
    path = tmp_path / "a" / "partie.trr"
    write_atomic(path, "one")
    write_atomic(path, "two")
    assert path.read_text() == "two"
    assert [p.name for p in path.parent.iterdir()] == ["partie.trr"]


@pytest.mark.parametrize(
    ("seats", "variant", "mode"),
    [
        (3, Variant.ORDINAIRE, None),  # the partie ordinaire is between two
        (3, Variant.ECRIRE, Mode.EQUIPES),  # en équipes is at four (Lois et règles, art. XIX)
        (4, Variant.ECRIRE, Mode.TOURNER),  # à tourner is at three (Dictionnaire raisonné, JOUER À TROIS)
    ],
)
def test_setups_that_cannot_be(seats: int, variant: Variant, mode: Mode | None) -> None:
    names = ("A", "B", "C", "D")[:seats]
    with pytest.raises(ValueError):
        GameSetup(variant=variant, seats=tuple(Seat(n) for n in names), mode=mode)
