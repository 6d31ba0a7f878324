"""The legal plays (notation/rules/moves.py) against the seeds, hand-built cases and random self-play.

Every hand-built case is set up for White and checked again for Black with
Position.mirror(): a mirrored play has the same steps.  Seeds: Lois et règles (Lois et
règles), Dictionnaire raisonné (Dictionnaire raisonné), Levy (Levy, whose B1–B12 is *Black's* side:
his "black's seven point" is our N7).
"""

from __future__ import annotations

import pickle
import random
from collections import Counter

import pytest

from notation.board import BLACK, WHITE, Colour, Jan, Position, point_of_step
from notation.dice import ALL_THROWS, Throw
from notation.rules import moves as engine
from notation.rules.conventions import DEFAULT, BearingOff, Conventions
from notation.rules.moves import Play, candidate_plays, is_jan_interdit, is_plein, legal_plays
from notation.selfplay import after_play, random_walk

PROVINCIALE = Conventions(bearing_off=BearingOff.PROVINCIALE)


def position(white: dict[str, int], black: dict[str, int], to_move: Colour = WHITE) -> Position:
    return Position.from_points(dict(white.items()), dict(black.items()), to_move)


def written(play: Play, colour: Colour) -> str:
    """A play in B/N: ``B1-B7 B1-B6``; ``-`` for no move."""
    return " ".join(f"{a}-{b}" for a, b in play.moves_bn(colour)) or "-"


def summary(play: Play) -> tuple[object, ...]:
    return (play.moves, play.dice, play.unplayed, play.par_puissance, play.fills, play.conserves)


def checked(pos: Position, throw: Throw, conventions: Conventions = DEFAULT, legal: bool = True) -> list[Play]:
    """The plays of ``pos`` (legal or candidate), after checking the mirrored position gives the same steps."""
    find = legal_plays if legal else candidate_plays
    plays = find(pos, throw, conventions)
    mirrored = find(pos.mirror(), throw, conventions)
    assert [summary(p) for p in mirrored] == [summary(p) for p in plays]
    assert [p.position for p in mirrored] == [p.position.mirror() for p in plays]
    return plays


def written_plays(pos: Position, throw: str, conventions: Conventions = DEFAULT, legal: bool = True) -> set[str]:
    return {written(p, pos.to_move) for p in checked(pos, Throw.parse(throw), conventions, legal)}


# -- Levy: the openings and the coin ------------------------------------------------------

OPENING = Position.start()


def test_opening_six_five_clears_two_dames() -> None:
    # Levy: "With an opening 6-5, black must clear two checkers from the talon. Black cannot play a
    # single checker to the twelve point - the coin de repos must be occupied with two checkers."
    assert written_plays(OPENING, "6-5") == {"B1-B7 B1-B6"}


def test_opening_three_two_tout_a_bas_or_tout_d_une() -> None:
    # Levy: with 3-2 "Black may move one checker from the one point to the four point and another to
    # the three point ... Black's alternative play is to move one checker to the six point" (tout d'une).
    assert written_plays(OPENING, "3-2") == {"B1-B4 B1-B3", "B1-B4 B4-B6"}


def test_six_six_takes_the_coin_par_puissance() -> None:
    # Levy: "Six-six brings the two checkers on black's seven point to white's empty coin de repos.
    # Black may use this roll to move the two checkers to his coin de repos, making it par puissance."
    pos = position({"B1": 15}, {"N1": 13, "N7": 2}, BLACK)
    plays = checked(pos, Throw(6, 6))
    puissance = [p for p in plays if p.par_puissance]
    assert [written(p, BLACK) for p in puissance] == ["N7-N12 N7-N12"]
    assert puissance[0].position.dames_at("N12") == (BLACK, 2)
    assert puissance[0].dice == (6, 6) and puissance[0].unplayed == ()
    assert any(not p.par_puissance for p in plays)  # other plays exist: taking the coin is not obligatory here


def test_five_five_takes_the_coin_par_effet_not_par_puissance() -> None:
    # Levy: "five-five would let black make the coin de repos with either the two checkers on the seven
    # point or the eight point. ... if black is to take the coin, it must be directly (from the seven
    # point) rather than par puissance."  Lois et règles, art. IX: "on doit le prendre par effet".
    pos = position({"B1": 15}, {"N1": 11, "N7": 2, "N8": 2}, BLACK)
    candidates = written_plays(pos, "5-5", legal=False)
    legal = written_plays(pos, "5-5")
    assert "N8-N12 N8-N12" in candidates  # par puissance is a candidate ...
    assert "N8-N12 N8-N12" not in legal  # ... but not legal when par effet is possible
    assert "N7-N12 N7-N12" in legal
    assert not any(p.par_puissance for p in legal_plays(pos, Throw(5, 5)))


# -- Dictionnaire raisonné: PRENDRE SON COIN (the diagram is lost; the captions fix it) ----------------------
# Captions: "Noir prend son coin normalement par quines. Blanc pourrait prendre le sien par 6-5,
# 6-4, 5-4, et 4-4. Par 6-5 Noir prend aussi son coin (et bat la dame en B7). Par sonnez il prend
# son coin par puissance (et bat les dames en B7 et B6)."  Reconstructed (our derivation): White has
# single dames on B6 and B7 and two on B8; Black one on N6 and two on N7.  White's list holds no 5-5
# (B8-B8 would be par puissance), so it is read after Black has taken his coin.

COIN_WHITE = {"B1": 11, "B6": 1, "B7": 1, "B8": 2}
COIN_BLACK = {"N1": 12, "N6": 1, "N7": 2}


def takes_coin(play: Play, colour: Colour) -> bool:
    return play.position.counts(colour)[11] >= 2


@pytest.mark.parametrize(
    ("throw", "expected"),
    [("5-5", "N7-N12 N7-N12"), ("6-5", "N6-N12 N7-N12"), ("6-6", "N7-N12 N7-N12")],
)
def test_prendre_son_coin_black(throw: str, expected: str) -> None:
    pos = position(COIN_WHITE, COIN_BLACK, BLACK)
    plays = checked(pos, Throw.parse(throw))
    coin = [p for p in plays if takes_coin(p, BLACK)]
    assert [written(p, BLACK) for p in coin] == [expected]
    assert coin[0].par_puissance == (throw == "6-6")


def test_prendre_son_coin_white_throws() -> None:
    black = {"N1": 12, "N6": 1, "N12": 2}  # after Black took his coin by quines
    pos = position(COIN_WHITE, black, WHITE)
    can = {t.code() for t in ALL_THROWS if any(takes_coin(p, WHITE) for p in checked(pos, t))}
    assert can == {"6-5", "6-4", "5-4", "4-4"}


def test_sonnez_par_effet_from_n6_rather_than_par_puissance_from_n7() -> None:
    # Dictionnaire raisonné: "par sonnez, Noir a la possibilité de prendre son coin par effet (de N6) ou par puissance
    # (de N7) ; s'il désire le prendre, il doit le faire par effet".
    pos = position({"B1": 15}, {"N1": 11, "N6": 2, "N7": 2}, BLACK)
    legal = written_plays(pos, "6-6")
    assert "N6-N12 N6-N12" in legal and "N7-N12 N7-N12" not in legal
    assert "N7-N12 N7-N12" in written_plays(pos, "6-6", legal=False)


@pytest.mark.parametrize("throw", ["5-5", "6-4"])
def test_deux_tables_position_cannot_take_the_coin(throw: str) -> None:
    # Dictionnaire raisonné, JAN DE DEUX TABLES: "Par quines Blanc réalise un jan de deux tables ... On ne peut jamais
    # prendre son coin dans cette situation, Blanc met donc tout à bas en B6" (one dame could go to
    # each coin: neither par effet nor par puissance brings two dames to his own coin).
    pos = position({"B1": 13, "B7": 1, "B8": 1}, {"N1": 15})
    plays = checked(pos, Throw.parse(throw))
    assert not any(takes_coin(p, WHITE) for p in plays)
    if throw == "5-5":
        assert "B1-B6 B1-B6" in {written(p, WHITE) for p in plays}


# -- the coin de repos: hand-built ---------------------------------------------------------------

FREE_BLACK = {"N1": 13, "B3": 2}  # Black's jans: petit fillable, grand not (no dame at N7 or behind N7... )


@pytest.mark.parametrize(
    ("white", "throw", "present", "absent", "source"),
    [
        # taken d'emblée: two dames on the same throw; never one alone
        ({"B1": 11, "B6": 2, "B7": 2}, "6-5", {"B6-B12 B7-B12"}, {"B6-B12 B1-B6"}, "Lois et règles, art. IX: d'emblée"),
        ({"B1": 11, "B6": 2, "B7": 2}, "6-6", {"B6-B12 B6-B12"}, {"B6-B12 B1-B7"}, "Lois et règles, art. IX: d'emblée"),
        # left d'emblée: its last two dames leave on the same throw (into Black's free grand jan)
        (
            {"B12": 2, "B5": 2},
            "3-2",
            {"B12-N10 B12-N11"},
            {"B12-N10 B5-B7", "B12-N11 B5-B8"},
            "Lois et règles, art. IX: quitter d'emblée",
        ),
        # surcases come and go one at a time
        ({"B12": 3, "B5": 2}, "3-2", {"B12-N10 B5-B7"}, {"B12-N10 B12-N11"}, "Lois et règles, art. IX: surcases"),
        (
            {"B1": 11, "B12": 2, "B10": 2},
            "2-1",
            {"B10-B12 B1-B2"},
            set(),
            "Lois et règles, art. IX: a third dame joins",
        ),
    ],
)
def test_coin_de_repos(white: dict[str, int], throw: str, present: set[str], absent: set[str], source: str) -> None:
    black = {"N8": 15}  # Black's jans are free: nothing behind N7
    mine = sum(white.values())
    white = dict(white)
    if mine < 15:
        white["B1"] = white.get("B1", 0) + 15 - mine
    got = written_plays(position(white, black), throw)
    assert present <= got, source
    assert not absent & got, source


def test_never_on_the_opponents_coin_but_rest_there_when_empty() -> None:
    # Lois et règles, art. IX: "Il est interdit ... de placer une ou plusieurs dames sur le coin de repos de
    # l'adversaire. Un coin vide peut cependant servir de passage ... afin de jouer tout d'une."
    # Black's grand jan is free here (no Black dame behind N7 but ...): White may stop on N11 but not N12.
    black = {"N8": 15}
    pos = position({"B1": 13, "B7": 2}, black)
    got = written_plays(pos, "6-6")
    assert not any("N12" in p.split()[-1].split("-")[1] for p in got if p != "-")
    assert "B7-N12 N12-N6" in got  # the empty coin as a rest, into the jan de retour
    held = position({"B1": 13, "B7": 2}, {"N8": 13, "N12": 2})
    assert "B7-N12 N12-N6" not in written_plays(held, "6-6")


def test_own_empty_coin_as_a_rest() -> None:
    # docs/rules.md §tout-d-une / Lois et règles, art. IX: an empty coin serves as a rest though no single dame may stop
    # there.
    black = {"B3": 13, "B11": 2}  # Black's jans are free; B11 is no rest
    got = written_plays(position({"B1": 14, "B6": 1}, black), "6-5")
    assert "B6-B12 B12-N8" in got
    assert not any(p.endswith("-B12") for p in got)


def test_par_puissance_needs_both_coins_empty() -> None:
    white = {"B1": 13, "B7": 2}
    assert any(p.par_puissance for p in checked(position(white, {"N1": 15}), Throw(6, 6)))
    held = position(white, {"N1": 13, "N12": 2})
    assert not any(p.par_puissance for p in checked(held, Throw(6, 6)))
    own = position({"B1": 11, "B7": 2, "B12": 2}, {"N1": 15})
    assert not any(p.par_puissance for p in checked(own, Throw(6, 6)))
    # one dame brought by each number, from two points: 6-5 from B7 and B8
    mixed = position({"B1": 13, "B7": 1, "B8": 1}, {"N1": 15})
    assert [written(p, WHITE) for p in checked(mixed, Throw(6, 5)) if p.par_puissance] == ["B7-B12 B8-B12"]


# -- tout d'une and its rests ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("black", "tout_d_une"),
    [
        ({"N1": 11, "B4": 2, "B3": 2}, False),  # Lois et règles, art. VII: both rests held by the opponent
        ({"N1": 13, "B4": 2}, True),  # rest on B3
        ({"N1": 13, "B3": 2}, True),  # rest on B4
    ],
)
def test_tout_d_une_needs_a_rest(black: dict[str, int], tout_d_une: bool) -> None:
    got = written_plays(position({"B1": 15}, black), "3-2")
    assert any(
        p.endswith("-B6") and len(p.split()) == 2 and p.split()[1].startswith(p.split()[0][-2:]) for p in got
    ) == (tout_d_une)


# Black's grand jan interdit (he can still fill it), his petit jan free (no dame behind it)
GRAND_INTERDIT = {"N7": 5, "N8": 5, "N9": 5}


def test_rest_in_an_interdit_grand_jan_to_pass_into_the_jan_de_retour() -> None:
    # Lois et règles, art. XIV: "en jouant tout d'une, il est toujours possible d'utiliser les cases vides du grand jan
    # adverse (y compris le coin), même s'il peut encore être rempli, afin de s'y reposer pour passer
    # une dame dans le jan de retour, dès lors que ce dernier n'est plus interdit."
    pos = position({"B1": 14, "B10": 1}, GRAND_INTERDIT)
    assert is_jan_interdit(pos, BLACK, Jan.GRAND) and not is_jan_interdit(pos, BLACK, Jan.PETIT)
    got = written_plays(pos, "5-5")
    assert "B10-N10 N10-N5" in got
    assert not any("N10" in p.split()[-1].split("-")[1] for p in got)  # never stopped there
    # the jan de retour interdit too: no passing
    closed = position({"B1": 14, "B10": 1}, {"N1": 12, "N7": 3})
    assert is_jan_interdit(closed, BLACK, Jan.PETIT)
    assert not any("N5" in p for p in written_plays(closed, "5-5"))


# -- jans interdits: the material test ---------------------------------------------------------


@pytest.mark.parametrize(
    ("black", "jan", "interdit", "source"),
    [
        ({"N1": 15}, Jan.PETIT, True, "the start"),
        ({"N1": 12, "N7": 3}, Jan.PETIT, True, "12 dames on or behind the petit jan: still fillable"),
        (
            {"N1": 11, "N7": 4},
            Jan.PETIT,
            False,
            "Dictionnaire raisonné, JAN INTERDIT: four dames passed into the grand jan",
        ),
        ({"N6": 12, "N7": 3}, Jan.PETIT, False, "docs/rules.md §jans-interdits: dames cannot go back to N1..N5"),
        (
            {"N2": 2, "N3": 2, "N4": 2, "N5": 2, "N6": 7},
            Jan.PETIT,
            False,
            "docs/rules.md §jans-interdits: none left for N1",
        ),
        ({"N1": 2, "N2": 2, "N6": 11}, Jan.PETIT, False, "docs/rules.md §jans-interdits: only 4 dames for N1..N3"),
        ({"N1": 3, "N7": 12}, Jan.GRAND, True, "docs/rules.md §jans-interdits: fed from behind"),
        ({"N1": 1, "N8": 14}, Jan.GRAND, False, "docs/rules.md §jans-interdits: one dame for N7"),
        ({"N9": 15}, Jan.GRAND, False, "docs/rules.md §jans-interdits: nothing for N7, N8"),
        ({"N1": 4, "N12": 11}, Jan.GRAND, False, "docs/rules.md §jans-interdits: 4 dames for N7..N11"),
        ({"N1": 10, "N12": 5}, Jan.GRAND, True, "docs/rules.md §jans-interdits: 10 behind and 2 on the coin"),
    ],
)
def test_is_jan_interdit(black: dict[str, int], jan: Jan, interdit: bool, source: str) -> None:
    pos = position({"B1": 15}, black)
    assert is_jan_interdit(pos, BLACK, jan) == interdit, source
    assert is_jan_interdit(pos.mirror(), WHITE, jan) == interdit, source


def test_four_dames_in_the_grand_jan_free_the_petit_jan_for_the_opponent() -> None:
    # Dictionnaire raisonné, JAN INTERDIT: "dès que le joueur a passé quatre dames dans son grand jan, son petit jan
    # n'est plus interdit".  With sonnez White's dames on B7 pass tout d'une through the empty N12 (a rest even
    # in an interdit grand jan, Lois et règles, art. XIV) into Black's petit jan, once it is free.
    white = {"B1": 13, "B7": 2}
    three = position(white, {"N1": 12, "N7": 3})
    four = position(white, {"N1": 11, "N7": 4})
    assert is_jan_interdit(three, BLACK, Jan.PETIT) and not is_jan_interdit(four, BLACK, Jan.PETIT)
    assert "B7-N12 N12-N6" not in written_plays(three, "6-6")
    assert "B7-N12 N12-N6" in written_plays(four, "6-6")


def test_is_jan_interdit_has_no_jan_de_retour() -> None:
    with pytest.raises(ValueError, match="interdit"):
        is_jan_interdit(Position.start(), WHITE, Jan.RETOUR)


def test_is_plein() -> None:
    counts = (2, 2, 2, 2, 2, 3) + (2,) * 5 + (1,) + (0,) * 6 + (2,) * 6
    assert is_plein(counts, Jan.PETIT) and not is_plein(counts, Jan.GRAND) and is_plein(counts, Jan.RETOUR)


# -- rule 6: both numbers, else the higher; impuissance -----------------------------------------

# White: one movable dame on B10, the others on N1 (no bearing off while B10 is out).
# Black's jans are free: at most two dames behind his N8.


@pytest.mark.parametrize(
    ("black", "throw", "expected", "unplayed", "source"),
    [
        (
            {"N11": 13, "N4": 2},
            "6-5",
            {"B10-N9"},
            (5,),
            "Lois et règles, art. VI: the higher when only one can be played",
        ),
        (
            {"N11": 11, "N4": 2, "N9": 2},
            "6-5",
            {"B10-N10"},
            (6,),
            "Lois et règles, art. VI: the lower when the higher cannot",
        ),
        ({"N11": 11, "N10": 2, "N9": 2}, "6-5", {"-"}, (6, 5), "Lois et règles, art. VI: impuissance of both"),
        ({"N11": 13, "N9": 2}, "6-5", {"B10-N10 N10-N4"}, (), "both numbers tout d'une when possible"),
        ({"N11": 13, "N4": 2}, "3-3", {"B10-N12 N12-N9"}, (), "a doublet twice, resting on the empty coin"),
    ],
)
def test_both_numbers_else_the_higher(
    black: dict[str, int], throw: str, expected: set[str], unplayed: tuple[int, ...], source: str
) -> None:
    pos = position({"B10": 1, "N1": 14}, black)
    plays = checked(pos, Throw.parse(throw))
    assert {written(p, WHITE) for p in plays} == expected, source
    assert all(p.unplayed == unplayed for p in plays), source


# -- the sortie (Dictionnaire raisonné, SORTIE DES DAMES; Lois et règles, art. VIII)
# --------------------------------------------------

FAR_BLACK = {"N8": 15}  # Black's jans free, nothing in White's jan de retour


def sortie(
    white: dict[str, int], throw: str, conventions: Conventions = DEFAULT, black: dict[str, int] | None = None
) -> set[str]:
    return written_plays(position(white, FAR_BLACK if black is None else black), throw, conventions)


def test_n6_and_n4_with_five_three() -> None:
    # Dictionnaire raisonné: "avec une dame en N6 et une autre en N4 (et quelques autres sur les dernières cases), les
    # dés amènent 5 et 3 : il faut jouer le 5 à l'intérieur du jan avec la dame située en N6 et le 3 avec
    # l'autre et non le 3 avec la dame située en N6 puis sortir celle située en N4 par le 5"
    white = {"N6": 1, "N4": 1, "N2": 2, "N1": 2}
    assert sortie(white, "5-3") == {"N6-N1 N4-N1"}
    assert sortie(white, "5-3", PROVINCIALE) == {"N6-N1 N4-N1"}


def test_n6_and_two_on_n1_against_n3_with_ternes() -> None:
    # Dictionnaire raisonné: "avec une dame en N6 et deux en N1, l'adversaire ayant gardé N3, les dés amènent ternes :
    # ... il n'est alors pas permis de sortir les deux dames en la première case par ternes considérés
    # comme nombres excédants : il y a donc impuissance de jouer les deux nombres"
    for conventions in (DEFAULT, PROVINCIALE):
        plays = checked(position({"N6": 1, "N1": 2}, {"N3": 2, "N8": 13}), Throw(3, 3), conventions)
        assert [(p.moves, p.unplayed) for p in plays] == [((), (3, 3))]


@pytest.mark.parametrize(
    ("throw", "expected"),
    [
        ("6-4", {"N5-N0"}),  # 6 excédant (or 4 then 6): the last dame off, the other number not due
        ("5-2", {"N5-N0"}),  # 5 sortant
        ("2-1", {"N5-N3 N3-N2"}),  # défaillants, played inside
        ("4-3", {"N5-N1 N1-N0"}),  # the 4 inside, then the 3 excédant (or the 3 first): one play
    ],
)
def test_one_dame_on_n5(throw: str, expected: set[str]) -> None:
    # Dictionnaire raisonné: "pour une seule dame blanche en jeu en N5, le nombre 6 est excédant, le nombre 5 est
    # sortant et les nombres 4, 3, 2, et as sont défaillants : la dame peut sortir par le 6 et le 5"
    assert sortie({"N5": 1}, throw) == expected
    plays = checked(position({"N5": 1}, FAR_BLACK), Throw.parse(throw))
    off = "N0" in next(iter(expected))
    assert all((not any(p.position.white) and p.unplayed == ()) == off for p in plays)


def test_black_numbers_sortants_excedants_defaillants() -> None:
    # Dictionnaire raisonné: "Pour Noir, le 6 et le 5 sont excédants ; le 4, le 3 et l'as sont sortants mais le 3 et
    # l'as peuvent être joués dans le jan au gré du joueur ; le 2 est défaillant" — Black on B4, B3, B1.
    black = {"B4": 1, "B3": 1, "B1": 3}
    white = {"B8": 15}
    pos = position(white, black, BLACK)
    # 6-5: both excédants, each time the farthest dame
    assert written_plays(pos, "6-5") == {"B4-B0 B3-B0"}
    # 2-2: défaillant, never off directly (a dame brought to B2 by the first 2 is then sortant)
    assert written_plays(pos, "2-2") == {"B4-B2 B3-B1", "B4-B2 B2-B0"}
    # 3-1: sortants, free to go off or inside
    got = written_plays(pos, "3-1")
    assert "B3-B0 B1-B0" in got and "B4-B1 B4-B3" not in got and "B4-B1 B3-B2" in got


def test_excedant_only_for_the_farthest_dame_even_when_blocked() -> None:
    # Lois et règles, art. VIII: "si un nombre ne peut être joué dans le jan à cause de la présence d'une ou plusieurs
    # dames adverses, il n'est pas permis de jouer ce nombre comme excédant par une dame plus près"
    plays = checked(position({"N5": 1, "N2": 3}, {"N1": 2, "N8": 13}), Throw(4, 4))
    assert [(p.moves, p.unplayed) for p in plays] == [((), (4, 4))]


def test_a_dame_off_tout_d_une() -> None:
    # Lois et règles, art. VIII: "Il est possible de sortir une dame en la jouant tout d'une."
    got = sortie({"N5": 1, "N1": 4}, "3-2")
    assert "N5-N2 N2-N0" in got or "N5-N3 N3-N0" in got


def test_sortant_played_inside_parisienne_not_provinciale() -> None:
    # Dictionnaire raisonné: the provinciale rule: "avec une dame en N5 et une autre en N6, un 5 ne permettait pas de
    # sortir de dame car il pouvait se jouer à l'intérieur du jan par la dame de N6 ; par contre avec une dame en
    # N5 et une autre en N4, un 5 permettait de sortir la dame de N5."
    white = {"N6": 1, "N5": 1, "N1": 2}
    pos = position(white, FAR_BLACK)
    paris = {p.position for p in checked(pos, Throw(5, 1))}
    prov = {p.position for p in checked(pos, Throw(5, 1), PROVINCIALE)}
    n5_off = position({"N6": 1, "N1": 1}, FAR_BLACK).with_to_move(BLACK)  # 5 from N5 off, 1 from N1 off
    assert n5_off in paris and n5_off not in prov
    assert prov and prov < paris
    assert all(p.position.dames_at("N6") == (None, 0) for p in checked(pos, Throw(5, 1), PROVINCIALE))
    other = position({"N5": 1, "N4": 1, "N1": 2}, FAR_BLACK)
    assert any("N5-N0" in written(p, WHITE) for p in checked(other, Throw(5, 1), PROVINCIALE))


def test_finish_the_sortie_when_the_last_dames_can_go_off() -> None:
    # Dictionnaire raisonné: "la sortie doit être effectivement réalisée s'il s'agit des toutes dernières dames"
    pos = position({"N2": 1, "N1": 1}, FAR_BLACK)
    candidates = checked(pos, Throw(3, 1), legal=False)
    assert any(any(p.position.white) for p in candidates)
    legal = checked(pos, Throw(3, 1))
    assert legal and all(not any(p.position.white) and p.unplayed == () for p in legal)


def test_conserver_en_sortant() -> None:
    # Dictionnaire raisonné, CONSERVER EN SORTANT: "Noir peut conserver le plein de son jan en sortant par le 6 une dame
    # en B6 et par le 4 une dame en B4 (il pourrait aussi jouer le 4 à l'intérieur du jan de B6 à B2)"
    black = {"B1": 2, "B2": 2, "B3": 2, "B4": 3, "B5": 2, "B6": 4}
    pos = position({"B8": 15}, black, BLACK)
    plays = checked(pos, Throw(6, 4))
    got = {written(p, BLACK) for p in plays}
    assert {"B6-B0 B4-B0", "B6-B0 B6-B2"} <= got
    assert all(p.conserves == {Jan.RETOUR} for p in plays)
    assert any(not p.conserves for p in checked(pos, Throw(6, 4), legal=False))


def test_conserver_en_sortant_rather_than_play_inside() -> None:
    # Dictionnaire raisonné, SORTIE: "Blanc doit jouer le 5 en sortant une dame surnuméraire en B5 et non de B6 en B1
    # qui ferait rompre le plein ... si les dés avaient été 3 et 2, il eût été possible de jouer les deux
    # nombres à l'intérieur du jan (B5-B2 ; B3-B1) ou de sortir une dame : B5 (tout d'une) ou encore B3
    # en jouant alors le 2 de B5".  The dames bear off through B0: the player is Noir (our reading of
    # the lost diagram: surcases on B5 and B3).
    black = {"B1": 2, "B2": 2, "B3": 3, "B4": 2, "B5": 3, "B6": 2}
    pos = position({"B8": 15}, black, BLACK)
    five = checked(pos, Throw(5, 1))
    assert five and all(p.conserves == {Jan.RETOUR} for p in five)
    assert not any("B6-B1" in written(p, BLACK) for p in five)
    assert any("B5-B0" in written(p, BLACK) for p in five)
    three_two = checked(pos, Throw(3, 2))
    inside = dict(black, B5=2, B2=3, B3=2, B1=3)  # B5-B2, B3-B1
    off = dict(black, B5=2, B3=3)  # B5 off tout d'une, or B3 off and B5-B3: the same position
    assert {p.position for p in three_two} == {
        position({"B8": 15}, inside, WHITE),
        position({"B8": 15}, off, WHITE),
    }
    assert all(p.conserves == {Jan.RETOUR} for p in three_two)


# -- remplir, conserver --------------------------------------------------------------------------


def test_remplir_is_obligatory() -> None:
    # Lois et règles, art. XIII: "il est obligatoire de remplir effectivement" — petit jan short of one dame on B6.
    white = {"B1": 3, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 1, "B8": 3}
    pos = position(white, {"N1": 15})
    legal = checked(pos, Throw(5, 1))
    assert legal and all(p.fills == {Jan.PETIT} for p in legal)
    assert any(not p.fills for p in checked(pos, Throw(5, 1), legal=False))


def test_remplir_en_passant_is_not_filling() -> None:
    # Lois et règles, art. XIII: "On ne remplit pas effectivement un jan lorsque, pouvant y faire le plein par un
    # nombre, on doit le rompre pour jouer l'autre" — the 6 cannot be played without breaking the petit jan.
    white = {"B1": 3, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 1, "B12": 3}
    black = {"N1": 15}
    plays = checked(position(white, black), Throw(6, 5))
    assert plays and not any(p.fills for p in plays)


def test_conserver_is_obligatory() -> None:
    # Lois et règles, art. XIII: "il est obligatoire de conserver effectivement le plein d'un jan lorsque il est
    # possible de jouer sans le rompre" — grand jan plein, three dames still on the talon.
    white = {"B1": 3, "B7": 2, "B8": 2, "B9": 2, "B10": 2, "B11": 2, "B12": 2}
    pos = position(white, {"N1": 15})
    legal = checked(pos, Throw(2, 1))
    assert legal and all(p.conserves == {Jan.GRAND} for p in legal)
    assert any(not p.conserves for p in checked(pos, Throw(2, 1), legal=False))


def test_conserver_par_impuissance() -> None:
    # Dictionnaire raisonné, CONSERVER PAR IMPUISSANCE: the 6 cannot be played, the 3 is played inside the grand jan.
    white = {"B7": 2, "B8": 2, "B9": 3, "B10": 2, "B11": 2, "B12": 4}
    black = {"N1": 15}  # both Black jans fillable: White cannot stop on Black's side
    plays = checked(position(white, black), Throw(6, 3))
    assert plays and all(p.unplayed == (6,) and p.conserves == {Jan.GRAND} for p in plays)
    assert {written(p, WHITE) for p in plays} == {"B9-B12"}


def test_fill_and_conserve_never_compete() -> None:
    # Our derivation: two jans plein at once need 24 dames, so no play fills one jan and conserves
    # (or fills) another, and a finished sortie leaves no plein: a play achieves at most one of them.
    # The obligations therefore never conflict; legal_plays keeps the plays no other play improves on.
    rng = random.Random(3)
    for _ in range(40):
        for step in random_walk(rng, 300):
            for play in candidate_plays(step.position, step.throw):
                assert len(play.fills) + len(play.conserves) <= 1
            if step.releve:
                break


# -- a pass, the throw counts, dedup ------------------------------------------------------------


def test_pass_play_and_throw_counts() -> None:
    pos = Position.from_points({"B10": 1, "N1": 14}, {"N8": 11, "N10": 2, "N9": 2}, WHITE, (3, 4))
    [play] = legal_plays(pos, Throw(6, 5))
    assert play.moves == () and play.unplayed == (6, 5) and play.dice == ()
    assert play.position.to_move is BLACK and play.position.throws == (4, 4)
    assert play.position.white == pos.white and play.position.black == pos.black
    assert legal_plays(Position.start().with_throws(None), Throw(6, 5))[0].position.throws is None


def test_plays_reaching_the_same_position_are_one() -> None:
    for throw in ALL_THROWS:
        plays = legal_plays(Position.start(), throw)
        assert len({p.position for p in plays}) == len(plays)


def test_moves_bn_writes_off_as_the_other_side_zero() -> None:
    plays = legal_plays(position({"N5": 1}, FAR_BLACK), Throw(6, 1))
    assert plays[0].moves_bn(WHITE)[-1][1] == "N0"
    mirrored = legal_plays(position({"N5": 1}, FAR_BLACK).mirror(), Throw(6, 1))
    assert mirrored[0].moves_bn(BLACK)[-1][1] == "B0"


# -- random self-play: properties and the fast path against the simulation ------------------------


def replay(pos: Position, play: Play) -> tuple[int, ...]:
    mine = list(pos.counts(pos.to_move))
    for a, b in play.moves:
        mine[a - 1] -= 1
        if b < 25:
            mine[b - 1] += 1
    return tuple(mine)


def check_dames(pos: Position, play: Play) -> None:
    """The tablier's laws after the play, and no dame stopped in a jan interdit."""
    mover = pos.to_move
    after = play.position
    assert not after.problems(), (pos, play)  # ≤15 each, no shared point, no lone coin dame, not on the opp coin
    before, now = pos.counts(mover), after.counts(mover)
    for step in range(13, 25):
        if now[step - 1] > before[step - 1]:
            jan = Jan.GRAND if step <= 18 else Jan.PETIT
            assert step != 13 and not is_jan_interdit(pos, mover.opponent, jan), (pos, play)


def check_step(pos: Position, throw: Throw, play: Play, plays: list[Play], conventions: Conventions) -> None:
    check_dames(pos, play)
    mover = pos.to_move
    after = play.position
    now = after.counts(mover)
    assert after.to_move is mover.opponent
    assert after.counts(mover.opponent) == pos.counts(mover.opponent)
    assert replay(pos, play) == now
    # dice and numbers
    if play.par_puissance:
        assert [b for _, b in play.moves] == [12, 12]
    else:
        for (a, b), d in zip(play.moves, play.dice, strict=True):
            assert b - a == d or (b == 25 and d > 25 - a)
    if any(now):
        assert Counter(play.dice) + Counter(play.unplayed) == Counter(throw.numbers)
    assert len({p.position for p in plays}) == len(plays)
    assert plays == sorted(plays, key=lambda p: (p.moves, p.dice))
    candidates = candidate_plays(pos, throw, conventions)
    assert all(p in candidates for p in plays)


def compare_paths(pos: Position, throw: Throw, conventions: Conventions) -> None:
    """Where the fast path serves, it gives what the simulation of every order gives."""
    an = engine._Analysis(pos)
    if an.outside < 2:
        return
    # the fast path makes the plays themselves, sorted by their moves (the counts derived when asked)
    made = engine._fast(an, throw.high, throw.low)
    assert [p.moves for p in made] == sorted(p.moves for p in made)
    fast = {(p.mover_counts, p.unplayed, p.par_puissance) for p in made}
    slow = {(r[3], r[2], r[4]) for r in engine._generic(an, throw.high, throw.low, conventions)}
    assert fast == slow, (pos, throw)


def walk(seed: int, games: int, conventions: Conventions, full: bool) -> int:
    rng = random.Random(seed)
    releves = 0
    for _ in range(games):
        for step in random_walk(rng, 400, conventions=conventions):
            plays = legal_plays(step.position, step.throw, conventions)
            if full:
                check_step(step.position, step.throw, step.play, plays, conventions)
                compare_paths(step.position, step.throw, conventions)
            else:
                check_dames(step.position, step.play)
            if step.releve:
                releves += 1
                assert after_play(step.position, step.play)[0] == Position.start(step.position.to_move).with_throws(
                    (0, 0)
                )
                break
    return releves


@pytest.mark.slow
@pytest.mark.parametrize("conventions", [DEFAULT, PROVINCIALE], ids=["parisienne", "provinciale"])
def test_random_self_play_properties(conventions: Conventions) -> None:
    assert walk(20240, 150, conventions, full=True) > 120


@pytest.mark.slow
def test_random_self_play_many_games() -> None:
    assert walk(7, 2500, DEFAULT, full=False) > 2000


def test_selfplay_walk_releve_same_player_throws_again() -> None:
    pos = position({"N1": 1}, FAR_BLACK)
    play = legal_plays(pos, Throw(2, 1))[0]
    following, releve = after_play(pos, play)
    assert releve and following.to_move is WHITE and following.white == Position.start().white
    assert following.black == Position.start().black


def test_candidates_and_legal_are_lists_the_caller_may_keep() -> None:
    first = legal_plays(Position.start(), Throw(3, 2))
    first.clear()
    assert len(legal_plays(Position.start(), Throw(3, 2))) == 2
    assert all(isinstance(p, Play) for p in candidate_plays(Position.start(), Throw(3, 2)))
    assert point_of_step(WHITE, 25).name == "N0"


@pytest.mark.parametrize("field", ["moves", "dice", "unplayed", "par_puissance", "fills", "conserves", "position"])
def test_a_play_is_an_immutable_value(field: str) -> None:
    play, other = legal_plays(Position.start(), Throw(3, 2))
    with pytest.raises(AttributeError):
        setattr(play, field, getattr(other, field))
    with pytest.raises(AttributeError):
        delattr(play, field)
    again = legal_plays(Position.start(), Throw(3, 2))[0]
    assert play == again and hash(play) == hash(again) and play != other
    assert {play, again, other} == {play, other}


def test_a_play_pickles_to_an_equal_play() -> None:
    """Plays cross process boundaries (a pool of workers) as values, compiled (make accel) or not."""
    for play in legal_plays(Position.start(), Throw(3, 2)) + legal_plays(Position.start(BLACK), Throw(6, 6)):
        copy = pickle.loads(pickle.dumps(play))
        assert copy == play and copy.position == play.position and repr(copy) == repr(play)
