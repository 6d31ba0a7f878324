"""Where this engine and the Rust peer disagree: our answer, pinned, with the sentence of the books.

bench/peer_compare.py runs both engines on the same 5,000 (position, throw)
cases of a random self-play (seed 1) and counts the cases where they differ
in the distinct positions the legal plays leave or in the points.  Every
kind of difference was worked out by hand from the primary sources (Lois et règles
*Lois et règles du trictrac*, Dictionnaire raisonné *Dictionnaire raisonné du jeu de
trictrac*); on every kind the peer (an older state of mmai/trictrac's
``store`` crate) departs from the books and this engine follows them.  Each
case below is one of those self-play cases, written as a position code with
its throw; the comment quotes the rule and says what the peer answers.

Every case is checked for both colours: the mirrored position (colours
exchanged, B and N swapped in the names) must give the mirrored answer.
"""

from __future__ import annotations

import pytest

from notation.board import WHITE, Colour, Point, Position, step_of
from notation.code import parse_code
from notation.dice import Throw
from notation.rules.moves import legal_plays
from notation.rules.scoring import points_only, score

# An expected event: (rencontre, "J" for the mover or "A" for his opponent, points, façons or None, target or None).
Event = tuple[str, str, int, int | None, str | None]


def _setup(code: str) -> tuple[Position, Throw]:
    setup = parse_code(code)
    assert setup.dice is not None, code
    return setup.position, setup.dice


def _swap(name: str) -> str:
    return ("N" if name[0] == "B" else "B") + name[1:]


def _events(position: Position, throw: Throw) -> list[Event]:
    result = score(position, throw)
    return sorted(
        (
            e.rencontre.value,
            "J" if e.beneficiary is position.to_move else "A",
            e.points,
            e.facons,
            e.target.name if e.target is not None else None,
        )
        for e in result.events
    )


def _both_colours(code: str) -> list[tuple[Position, Throw, bool]]:
    """The case as written (White to move) and mirrored (Black to move); the flag says mirrored."""
    position, throw = _setup(code)
    assert position.to_move is WHITE, code
    return [(position, throw, False), (position.mirror(), throw, True)]


# -- the points ----------------------------------------------------------------------

POINTS: list[tuple[str, list[Event]]] = [
    # 1. Coin battu without holding one's own coin.  Lois et règles, art. XI: « On fait ce jan de récompense lorsqu'on a
    # pris son coin de repos, que celui de l'adversaire est vide et qu'on amène des nombres avec lesquels on
    # pourrait prendre d'emblée ce dernier ».  White's B12 is empty: no coin battu.  (No battery either: Black's
    # demi-cases B10, B8, B4 lie behind every White dame.)  The peer, which never looks at the mover's own
    # coin and counts any dame on B8 and B11, marks 4.
    ("B11:8,N8:3,N6,N2:3/N1:2,N10:2,N11:4,B10,B8,B4,B3:2,B1:2 B releve=28/29 5-2", []),
    # B7 (6) and B11 (2) could bring two dames to N12, but B12 is empty: no coin battu (and the coin is taken
    # par puissance instead, see the plays below).  N10 is beaten once, by 8 from B7 resting on B9 (empty):
    # 2 points.  The peer adds 4 for the coin.
    ("B1:10,B3,B6,B7:2,B11/N1:9,N2,N5,N7,N10,N11:2 B releve=5/6 6-2", [("battre_vrai", "J", 2, 1, "N10")]),
    # 2. Coin battu counted with the opponent's dames.  Lois et règles, art. XI: « ... sans dédoubler son propre coin,
    # c'est-à-dire sans se servir des deux dames qui le tiennent »; Dictionnaire raisonné, BATTRE LE COIN: « Blanc bat
    # le coin adverse par 6 et 4 car il pourrait y faire case pleine avec une dame en B7 et une autre en B9 » (his
    # own dames).  White holds B12 with exactly two; 5 and 4 would need his dames on B8 and B9, which are
    # Black's.  The peer reads any dame on B8 and B9 and marks 4.
    ("B12:2,N8,N3:2,N2:7,N1:3/B9,B8:2,B5:2,B4,B3,B2:2,B1:6 B releve=46/46 5-4", []),
    # 2b. The same rule met: B12 holds 7, three dames on B10 reach N12 by 3 twice: coin battu by a doublet,
    # 6 points (Lois et règles, art. XI: « ce qui vaut 4 points par un coup simple et 6 points par un doublet »).  And
    # one 3 cannot be played (B10 and B11 to N12/N11, B12 to N10 are closed; after B9-B12 nothing goes):
    # « Tout nombre non joué est pénalisé : c'est un JAN-QUI-NE-PEUT qui vaut en faveur de l'adversaire
    # 2 points d'impuissance par nombre » (Lois et règles, art. VI).  The peer never marks impuissance for one number
    # of a doublet.
    (
        "B9,B10:3,B11:2,B12:7,N1:2/N9:5,N10:3,N11:2,B8,B4,B3,B2,B1 B releve=27/27 3-3",
        [("coin_battu", "J", 6, None, "N12"), ("impuissance", "A", 2, None, None)],
    ),
    # 3. A battery by both numbers resting on the opponent's EMPTY coin.  Lois et règles, art. IX: « Un coin vide peut
    # cependant servir de passage à une dame quelconque pour s'y reposer afin de jouer tout d'une »; Dictionnaire
    # raisonné BATTRE, exemple n° 2: « Par as puis 6, une dame noire du coin N12 bat la dame blanche découverte en B6
    # (repos pour battre en B12) ».  N8 by 7 from B10: N11 (by the 4) is Black's case, N12 (by the 3,
    # Black's coin) is empty, a repos: à vrai.  N7 by 7 from B11 resting on N10 (empty): à vrai (the peer
    # agrees there).  The peer never rests on a coin and marks N8 à faux (2 to Black).
    (
        "B1:8,B3,B7,B8,B10,B11:3/N1:9,N7,N8,N9,N11:3 B releve=8/8 4-3",
        [("battre_vrai", "J", 2, 1, "N7"), ("battre_vrai", "J", 2, 1, "N8")],
    ),
    # 4. A battery by both numbers resting on one's own EMPTY coin (same sentence of Lois et règles, art. IX; Lois et
    # règles, art.
    # X: the repos « doit être vide, ou bien déjà tenue par son propre camp, ou encore être occupée en
    # demi-case par une dame adverse »).  N10 by 3-1 from B11: N11 (the 3) is Black's case, B12 (the 1) is
    # White's empty coin: à vrai, 2.  N1 by the 1 from N2 and the 3 from N4: two façons, 8.  The peer marks N10
    # à faux (2 to Black).
    (
        "B11:2,N8,N4:5,N3,N2:6/N1,N10,N11:2,B9,B7,B2,B1:8 B releve=39/40 3-1",
        [("battre_vrai", "J", 2, 1, "N10"), ("battre_vrai", "J", 8, 2, "N1")],
    ),
    # Both coins as the only rests: N11 by 3 from B11 rests on B12 (the 1, White's empty coin) or N12 (the 2,
    # Black's empty coin): à vrai, 2.  B3 by the 2 from B1: 4.  The peer drops N11 altogether.
    (
        "B1,B10,B11:2,N6,N4,N2,N1:8/N11,B5,B4:6,B3,B2:6 B releve=41/41 2-1",
        [("battre_vrai", "J", 2, 1, "N11"), ("battre_vrai", "J", 4, 1, "B3")],
    ),
    # 5. A doublet whose only repos is the opponent's HELD coin: à faux.  Lois et règles, art. X: « On fait un
    # JAN-QUI-NE-PEUT lorsque pour battre une dame adverse par les deux nombres réunis on ne trouve pas de
    # passage libre et qu'on est alors obligé de se reposer sur une case pleine tenue par l'adversaire »;
    # Dictionnaire raisonné, BATTRE, exemple n° 3: « ici Blanc a pris son coin et Noir n'a plus de repos pour battre la
    # dame en B6 : elle est donc battue à faux ».  N9 by 6 from B10 must rest on N12 (Black's coin, two dames):
    # à faux, 4 to Black (a doublet in the grand jans' table).  The peer skips every rest on the opponent's
    # coin and marks nothing.
    (
        "B1:6,B4,B6,B7,B8,B9:2,B10:2,N3/N1:5,N6:2,N7,N9,N10:2,N11:2,N12:2 B releve=11/12 3-3",
        [("battre_faux", "A", 4, 1, "N9")],
    ),
    # 6. One number of a doublet unplayable: 2 points of impuissance (Lois et règles, art. VI, quoted above).  Quines:
    # B4-B9, then no 5 goes (B8 to N12, B9 to N11, B11 to N9, B12 to N8 are closed).  The peer: nothing.
    (
        "B4,B8:2,B9:3,B11:4,B12:5/N1,N7:2,N8:2,N9:2,N10:3,N11:2,N12:3 B releve=17/18 5-5",
        [("impuissance", "A", 2, None, None)],
    ),
    # 7. Filling by covering the two last demi-cases: one façon.  Lois et règles, art. XIII: « on ne remplit donc que
    # d'une seule façon en faisant la dernière case d'emblée ou en couvrant dans le même coup les deux
    # dernières demi-cases ».  B9 and B8 are single: 4-2 covers them (B5-B9, B6-B8): 4, not 8.  The peer
    # counts the two orders of the same two moves as two façons.
    (
        "B1,B5,B6,B7:2,B8,B9,B10:3,B11:2,B12:3/N4,N8:2,N9:3,N11:4,N12:5 B releve=17/17 4-2",
        [("remplir", "J", 4, 1, None)],
    ),
    # 8. No conservation of the jan de retour by an unlawful sortie.  The plein N6..N1 stands; the 6 is
    # sortant for a dame of N6 (Lois et règles, art. VIII: « Une dame peut être sortie par un nombre sortant qui la fait
    # aboutir directement à cette bande et par un nombre excédant qui fait aboutir la dame la plus éloignée
    # de la bande de sortie au delà de celle-ci »): it cannot bear off a nearer surnuméraire, so N6 is
    # broken whatever the 2 does, and nothing is conserved (Lois et règles, art. XIII: « On conserve le plein d'un jan
    # lorsqu'on peut jouer les deux nombres amenés sans le rompre »).  The peer, bearing off from N3 and N1
    # by excédants, marks 4 for conserving.
    ("N6:2,N5:2,N4:2,N3:3,N2:2,N1:4/B4:3,B3:5,B2,B1:4 B releve=47/47 6-2", []),
    # 9. No impuissance where the peer's plays miss a lawful play (see the plays below): the 4-1 played
    # B11-B12-N9 through the empty coin (N10 beaten by the 4 from B11, 2), the 4-1 through the held coin,
    # the 6-5 that brings N9 in and bears off.  The peer gives Black 2 points of impuissance in each.
    ("B11:6,N4:2,N3:3,N2:4/N1:2,N10,N11:2,B10,B8,B6,B3:2,B1:5 B releve=34/35 4-1", [("battre_vrai", "J", 2, 1, "N10")]),
    ("B10:5,B11:2,B12:2,N2:3,N1:3/N10:5,N11:3,N12:2,B5,B4,B2:3 B releve=30/31 4-1", []),
    ("N9,N4:7,N3,N2:6/N6,N11:3,B2:3,B1:8 B releve=42/43 6-5", []),
]


@pytest.mark.parametrize(("code", "expected"), POINTS, ids=[f"points-{i}" for i in range(len(POINTS))])
def test_points_follow_the_books(code: str, expected: list[Event]) -> None:
    for position, throw, mirrored in _both_colours(code):
        want = sorted(
            (r, who, points, facons, _swap(target) if mirrored and target else target)
            for r, who, points, facons, target in expected
        )
        assert _events(position, throw) == want, (code, mirrored)
        mover = sum(e[2] for e in want if e[1] == "J")
        other = sum(e[2] for e in want if e[1] == "A")
        white, black = points_only(position, throw)
        assert ((white, black) if position.to_move is WHITE else (black, white)) == (mover, other), (code, mirrored)


# -- the plays -----------------------------------------------------------------------

# (code, the plays that leave every distinct position the laws allow, White's moves in B/N); each position is
# reached by at least one play of the list, and no other position is legal.
EXACT: list[tuple[str, list[str]]] = [
    # A tout d'une resting on one's own EMPTY coin.  Lois et règles, art. IX: « Un coin vide peut cependant servir de
    # passage à une dame quelconque pour s'y reposer afin de jouer tout d'une ».  4-1: the 4 goes nowhere
    # (B11 to N10 is a Black dame, the sortie is closed while B11 holds dames), the 1 alone would leave a
    # single dame on B12; B11-B12-N9 plays both numbers, so it is the only play (Lois et règles, art. VI: « Il est
    # obligatoire de jouer les deux nombres si cela est possible »).  The peer forbids the rest on the coin,
    # plays the 1 alone and gives Black 2 points of impuissance.
    ("B11:6,N4:2,N3:3,N2:4/N1:2,N10,N11:2,B10,B8,B6,B3:2,B1:5 B releve=34/35 4-1", ["B11-B12 B12-N9"]),
    # The same through one's own HELD coin (two dames): the third dame rests there and goes on, the coin
    # keeps its two (Lois et règles, art. IX: « On doit donc l'occuper avec au moins deux dames »).  The 4 can only be
    # played from B12 (B10 and B11 to N11 and N10 are closed), so with a dame coming to B12 by the 1.  The
    # peer takes any move from a two-dame coin for a leaving of it, plays the 1 alone, impuissance.
    ("B10:5,B11:2,B12:2,N2:3,N1:3/N10:5,N11:3,N12:2,B5,B4,B2:3 B releve=30/31 4-1", ["B11-B12 B12-N9"]),
    # An excédant bears off the farthest dame, a sortant any dame it brings exactly.  Lois et règles, art. VIII: « Une
    # dame peut être sortie par un nombre sortant qui la fait aboutir directement à cette bande et par un
    # nombre excédant qui fait aboutir la dame la plus éloignée de la bande de sortie au delà de celle-ci »;
    # « Il est possible de sortir une dame en la jouant tout d'une ».  6-1 with N3, N2:4, N1:9: the 6 is
    # excédant (nothing ends on the bande or inside by it), so it takes N3, or the N3 dame played tout
    # d'une by the 1 then the 6; the 1 is sortant for N1 or played inside.  The peer takes the nearest dame
    # for the farthest and also lets the 6 bear off from N1 or N2.
    (
        "N3,N2:4,N1:9/B2:3,B1 B releve=50/50 6-1",
        ["N3-N2 N2-N0", "N3-N0 N2-N1", "N3-N0 N1-N0"],
    ),
    # 5-4 with N4:5, N2:7: the 4 is sortant for N4 and cannot be played inside, the 5 is excédant: both
    # take N4 dames.  The peer also bears off N2 dames.
    ("N4:5,N2:7/N11,B11,B8,B2:4,B1:8 B releve=45/46 5-4", ["N4-N0 N4-N0"]),
    # 6-2 with N3:3, N2, N1:8: the 6 (excédant) takes an N3 dame; the 2 is sortant for N2, or played
    # inside from N3.  Even with its farthest-dame test put right, the peer refuses N3-N0 N2-N0: it takes
    # two dames off for two excédants.
    ("N3:3,N2,N1:8/B2:3,B1:12 B releve=49/50 6-2", ["N3-N0 N3-N1", "N3-N0 N2-N0"]),
    # The last dame comes into the jan de retour by one number and the other bears off: Lois et règles, art. VIII sets
    # the sortie « Lorsque toutes les dames d'un joueur se trouvent rassemblées dans son dernier jan », which
    # holds once N9 has come in, and art. VI orders both numbers played when possible.  No source asks the
    # dames to be there before the throw, as the peer does (it plays N9-N3 alone, impuissance 2).  6-5: N9
    # in by the 5 (to N4) or by the 6 (to N3), then the other number is excédant and takes an N4 dame.
    ("N9,N4:7,N3,N2:6/N6,N11:3,B2:3,B1:8 B releve=42/43 6-5", ["N9-N4 N4-N0", "N9-N3 N4-N0"]),
]

# (code, White's moves in B/N, whether the laws allow them)
SOME: list[tuple[str, str, bool]] = [
    # Coin par puissance.  Lois et règles, art. IX: « On peut prendre son coin naturellement, par effet, ou bien par
    # puissance si celui de l'adversaire est vide et qu'on pourrait le prendre d'emblée. Ainsi, par
    # privilège, on prend son propre coin à la place comme si on rétrogradait d'une case. »  6-2: B7 and
    # B11 could reach N12 (empty) d'emblée, B12 cannot be taken par effet (B10 is empty).  The peer's move
    # generator never offers a coin par puissance.
    ("B1:10,B3,B6,B7:2,B11/N1:9,N2,N5,N7,N10,N11:2 B releve=5/6 6-2", "B7-B12 B11-B12", True),
    # One dame leaves the two-dame coin by the 6 while another comes by the 5: the coin never holds one
    # dame (Lois et règles, art. IX: « Il est interdit de placer ou de laisser une seule dame sur son coin de repos »),
    # it is not left (« on ne peut le quitter que d'emblée »).  The peer forbids it.
    ("B7:2,B8:2,B9:2,B10:2,B11:2,B12:2,N2,N1:2/N9:2,N10:3,N12:9,B3 B releve=27/27 6-5", "B12-N7 B7-B12", True),
    # The last dame in by the 6, and the 1 bears off from N1 (see the 6-5 above); the peer refuses.
    ("N9,N6:2,N5,N4,N3:5,N2:2,N1:3/B2:5,B1:5 B releve=48/49 6-1", "N9-N3 N1-N0", True),
    # Jans interdits hold for each dame played.  Lois et règles, art. XIV: « Il est interdit de placer une de ses dames
    # dans le petit jan ou le grand jan de l'adversaire tant que celui-ci a la possibilité matérielle de
    # remplir ce jan avec les dames dont il dispose. »  Black can still fill his grand jan (11 dames on or
    # behind N7, 12 behind N8 … 15 behind N12): B10-N9 is closed, though N3-N2 (his petit jan, which he can
    # no longer fill) is open.  The peer only tests the farther of the two points reached.
    ("B1:7,B4:3,B5,B8,B9,B10,N3/N1:9,N4,N7,N8,N11,N12:2 B releve=8/8 6-1", "B10-N9 N3-N2", False),
    ("B1:11,B9,B10,B11,N4/N1:10,N7,N8:2,N11:2 B releve=6/7 4-2", "B11-N10 N4-N2", False),
    # The peer's plays of the sortie cases above, each bearing off a nearer dame by an excédant.
    ("N3,N2:4,N1:9/B2:3,B1 B releve=50/50 6-1", "N1-N0 N1-N0", False),
    ("N4:5,N2:7/N11,B11,B8,B2:4,B1:8 B releve=45/46 5-4", "N2-N0 N2-N0", False),
    # ... and its conservation of the jan de retour (see the points): N3 and N1 off by 6 and 2 break the law
    # of the excédant (the 6 is sortant for N6, the 2 is played inside or sortant for N2).
    ("N6:2,N5:2,N4:2,N3:3,N2:2,N1:4/B4:3,B3:5,B2,B1:4 B releve=47/47 6-2", "N3-N0 N1-N0", False),
]


def _steps(colour: Colour, moves: str) -> list[tuple[int, int]]:
    """White's moves ``"B7-B12 B11-B12"`` as steps of the mover's path (the same steps for Black mirrored)."""
    pairs = [move.split("-") for move in moves.split()]
    return [(step_of(WHITE, Point.from_name(a)), step_of(WHITE, Point.from_name(b))) for a, b in pairs]


def _left(position: Position, throw: Throw) -> set[tuple[tuple[int, ...], tuple[int, ...]]]:
    return {(p.position.white, p.position.black) for p in legal_plays(position, throw) if p.moves}


def _after(position: Position, moves: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    after = position.after_moves(position.to_move, _steps(position.to_move, moves))
    return after.white, after.black


@pytest.mark.parametrize(("code", "plays"), EXACT, ids=[f"exact-{i}" for i in range(len(EXACT))])
def test_exactly_these_positions_are_legal(code: str, plays: list[str]) -> None:
    for position, throw, mirrored in _both_colours(code):
        assert _left(position, throw) == {_after(position, moves) for moves in plays}, (code, mirrored)


@pytest.mark.parametrize(("code", "moves", "legal"), SOME, ids=[f"play-{i}" for i in range(len(SOME))])
def test_one_play_is_or_is_not_legal(code: str, moves: str, legal: bool) -> None:
    for position, throw, mirrored in _both_colours(code):
        assert (_after(position, moves) in _left(position, throw)) is legal, (code, mirrored)


def test_the_coin_par_puissance_is_marked_so() -> None:
    for position, throw, mirrored in _both_colours("B1:10,B3,B6,B7:2,B11/N1:9,N2,N5,N7,N10,N11:2 B releve=5/6 6-2"):
        assert [p.moves for p in legal_plays(position, throw) if p.par_puissance] == [((7, 12), (11, 12))], mirrored


# -- the sortie: non-sortant numbers inside first -------------------------------------

# During the sortie (parisienne), a sortant number played first so that a non-sortant number, which another play
# plays inside the jan, goes off as excédant.  Lois et règles, art. VIII (and Dictionnaire raisonné, SORTIE DES DAMES):
# « Lors de la sortie, il faut jouer la totalité des nombres non sortants à l'intérieur du jan lorsque cela est
# possible. Il n'est donc pas permis de jouer l'un des nombres de telle sorte que le second ne puisse être joué
# autrement que comme nombre excédant. »  6-5 with N6, N2:5, N1:8: the 5 (no dame on N5) must be played inside, N6-N1,
# and the 6 then bears off an N2 dame as excédant.  Our engine also allowed N6 off by the 6 and an N2 dame off by the 5
# (one excédant in each play, and it counted only excédants); the peer allowed only that unlawful play.
NON_SORTANT_INSIDE: list[tuple[str, list[str]]] = [
    ("N6,N2:5,N1:8/B4,B3:2,B2:5,B1:4 B releve=51/52 6-5", ["N6-N1 N2-N0"]),
    ("N6,N4,N2:3,N1:9/B10,B5,B3:5,B2,B1:7 B releve=50/50 6-5", ["N6-N1 N4-N0"]),
    ("N6,N3:2,N2:7,N1:4/B5,B4:2,B2:2,B1:9 B releve=50/50 6-4", ["N6-N2 N3-N0"]),
    ("N5,N3:4,N2:2,N1:7/B4:2,B3,B2:6,B1:6 B releve=47/48 5-4", ["N5-N1 N3-N0"]),
    # but the last dames must go off when they can: « la sortie doit être effectivement réalisée s'il s'agit
    # des toutes dernières dames qui finalisent ainsi cette sortie » (Dictionnaire raisonné, SORTIE DES DAMES): 6-2 from
    # N6 and N1 takes both off, though the 2 (no dame on N2) could be played inside, N6-N4, and the 6 then bear N4 off
    ("N6,N1/N10:5,N11:5,N12:5 B 6-2", ["N6-N0 N1-N0"]),
]


@pytest.mark.parametrize(
    ("code", "plays"), NON_SORTANT_INSIDE, ids=[f"inside-{i}" for i in range(len(NON_SORTANT_INSIDE))]
)
def test_a_non_sortant_number_is_played_inside_when_it_can_be(code: str, plays: list[str]) -> None:
    for position, throw, mirrored in _both_colours(code):
        assert _left(position, throw) == {_after(position, moves) for moves in plays}, (code, mirrored)
