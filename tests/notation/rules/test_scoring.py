"""What a throw scores (notation.rules.scoring): the seeds' worked examples, the tarif row by row, properties.

Every case is written for one colour and checked for both: the mirrored
position (colours exchanged) must give the mirrored events.  Where a seed's
diagram is lost, the position is the one its text fixes; the comment says what
was added to make it whole.
"""

from __future__ import annotations

import pickle
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Colour, Point, Position
from notation.dice import ALL_THROWS, Throw
from notation.notations import Notation, Orientation, Side, point_name
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import Play, legal_plays
from notation.rules.scoring import Rencontre, RencontreMade, Score, chances, points_only, score
from tests.support.strategies import dice, positions

# An expected event: (rencontre, beneficiary, points, façons or None, target or None).
Expected = tuple[str, str, int, int | None, str | None]


@dataclass(frozen=True)
class Case:
    source: str
    white: dict[str, int]
    black: dict[str, int]
    to_move: str
    dice: str
    expected: tuple[Expected, ...]
    throws: tuple[int, int] | None = None
    conventions: Conventions = DEFAULT
    previous: str | None = None
    extra: dict[str, object] = field(default_factory=dict)

    def position(self) -> Position:
        white: dict[str | Point, int] = dict(self.white.items())
        black: dict[str | Point, int] = dict(self.black.items())
        return Position.from_points(white, black, Colour.parse(self.to_move), self.throws)


def _ev(rencontre: str, who: str, points: int, facons: int | None = None, target: str | None = None) -> Expected:
    return (rencontre, who, points, facons, target)


BLACK_AWAY = {"N1": 15}
"""Black's fifteen dames on his talon: nothing of his to beat, nothing in White's way."""
BLACK_COIN = {"N1": 13, "N12": 2}
"""Black on his talon with his coin held: White's coin dames cannot beat it."""
BLACK_IN_HIS_RETOUR = {"B1": 5, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2}
"""Black's dames in his jan de retour (White's petit jan): out of the way of White's jan de retour."""
PILE = Conventions(pile_de_misere=True)
MARGOT = Conventions(margot=True)
RENCONTRE = Conventions(jan_de_rencontre=True)

CASES: list[Case] = [
    # ---- Dictionnaire raisonné, BATTRE (examples 1–5) ----
    Case(
        "Dictionnaire raisonné, BATTRE ex. 1: B8 battue par le 5 depuis le coin N12 et par le 6 depuis N11 (diagram "
        "lost: "
        "6-5 is the throw the text implies; the rest of Black on his talon)",
        {"B8": 1, "B1": 14},
        {"N12": 2, "N11": 1, "N1": 12},
        "black",
        "6-5",
        (_ev("battre_vrai", "black", 4, 2, "B8"),),
    ),
    Case(
        "Dictionnaire raisonné, BATTRE ex. 2: par as puis 6 une dame du coin N12 bat B6, repos pour battre en B12 "
        "(B7 held by White, since ex. 3 says that once B12 is taken no repos is left; a third Black dame off "
        "the talon on N2, else 6-1 would be a jan de mézéas)",
        {"B7": 2, "B6": 1, "B1": 12},
        {"N12": 2, "N2": 1, "N1": 12},
        "black",
        "6-1",
        (_ev("battre_vrai", "black", 4, 1, "B6"),),
    ),
    Case(
        "Dictionnaire raisonné, BATTRE ex. 3: Blanc a pris son coin, plus de repos pour battre B6: battue à faux, "
        "Blanc marque",
        {"B12": 2, "B7": 2, "B6": 1, "B1": 10},
        {"N12": 2, "N2": 1, "N1": 12},
        "black",
        "6-1",
        (_ev("battre_faux", "white", 4, 1, "B6"),),
    ),
    Case(
        "Dictionnaire raisonné, BATTRE ex. 4: B11 battue de trois façons (le 2 depuis le coin, le 6 depuis N8, 2 et 6 "
        "depuis N6); "
        "the second dame is battue par les deux nombres réunis with the repos en B11: from the coin that "
        "reaches B5 (12+2+6 = step 20), not the text's B6, so the dame is set on B5",
        {"B1": 9, "B7": 2, "B12": 2, "B11": 1, "B5": 1},
        {"N12": 2, "N8": 1, "N6": 1, "N1": 11},
        "black",
        "6-2",
        (_ev("battre_vrai", "black", 6, 3, "B11"), _ev("battre_vrai", "black", 4, 1, "B5")),
    ),
    Case(
        "Dictionnaire raisonné, BATTRE ex. 5: par 6 et as, B11 battue de deux façons, B6 à faux (B12 et B7 pleines); "
        "the second façon on B11 can only be 6 et as from N7 (the as from B12 is impossible)",
        {"B1": 9, "B12": 2, "B7": 2, "B11": 1, "B6": 1},
        {"N12": 2, "N8": 1, "N7": 1, "N1": 11},
        "black",
        "6-1",
        (_ev("battre_vrai", "black", 4, 2, "B11"), _ev("battre_faux", "white", 4, 1, "B6")),
    ),
    # ---- Levy: hits ----
    Case(
        "Levy: Black rolls five-two which permits him to hit the checker on W6 from the coin de repos. "
        "Black scores four points (Levy's B is our N, his W our B)",
        {"B6": 1, "B1": 14},
        {"N12": 2, "N3": 1, "N6": 1, "N1": 11},
        "black",
        "5-2",
        (_ev("battre_vrai", "black", 4, 1, "B6"),),
    ),
    Case(
        "Levy: the five is blocked by the checkers on W8 and the two by the checkers on W11: "
        "a false hit and White scores four points",
        {"B6": 1, "B8": 2, "B11": 2, "B1": 10},
        {"N12": 2, "N3": 1, "N6": 1, "N1": 11},
        "black",
        "5-2",
        (_ev("battre_faux", "white", 4, 1, "B6"),),
    ),
    # ---- Dictionnaire raisonné, BATTRE LE COIN, Levy hitting the coin ----
    Case(
        "Dictionnaire raisonné, BATTRE LE COIN: Blanc bat le coin adverse par 6 et 4 (une dame en B7, une autre en B9)",
        {"B12": 2, "B7": 1, "B9": 1, "B1": 11},
        BLACK_AWAY,
        "white",
        "6-4",
        (_ev("coin_battu", "white", 4, None, "N12"),),
    ),
    Case(
        "Dictionnaire raisonné, BATTRE LE COIN: par 3 et 2, Noir bat le coin blanc quitté pour passer au retour",
        {"B1": 15},
        {"N12": 2, "N10": 1, "N11": 1, "N1": 11},
        "black",
        "3-2",
        (_ev("coin_battu", "black", 4, None, "B12"),),
    ),
    Case(
        "Levy: six-six brings two checkers from B7 to W12 (our N7 to B12): Black hits the coin, 6 points",
        {"B1": 15},
        {"N12": 2, "N7": 2, "N1": 11},
        "black",
        "6-6",
        (_ev("coin_battu", "black", 6, None, "B12"),),
    ),
    Case(
        "Dictionnaire raisonné, Levy: on bat le coin par un as si on a au moins une troisième dame sur son coin — with "
        "two, 6-1 does not",
        {"B12": 2, "B7": 1, "B1": 12},
        BLACK_AWAY,
        "white",
        "6-1",
        (),
    ),
    Case(
        "Dictionnaire raisonné, Levy: une troisième dame sur le coin: 6-1 bat le coin (the 1 from the coin's surcase)",
        {"B12": 3, "B7": 1, "B1": 11},
        BLACK_AWAY,
        "white",
        "6-1",
        (_ev("coin_battu", "white", 4, None, "N12"),),
    ),
    Case(
        "Dictionnaire raisonné, Levy: et par beset si on en a une quatrième",
        {"B12": 4, "B1": 11},
        BLACK_AWAY,
        "white",
        "1-1",
        (_ev("coin_battu", "white", 6, None, "N12"),),
    ),
    Case(
        "Dictionnaire raisonné, Levy: bezet with only three dames on the coin does not beat it",
        {"B12": 3, "B1": 12},
        BLACK_AWAY,
        "white",
        "1-1",
        (),
    ),
    # ---- jans de départ ----
    Case(
        "Dictionnaire raisonné, JAN DE SIX TABLES: par 6 et 3 Noir réalise un jan de six tables (N2, N3, N5, N6 "
        "covered; "
        "the 3 and the 6 cover N4 and N7)",
        {"B1": 11, "B2": 1, "B3": 1, "B4": 1, "B5": 1},
        {"N1": 11, "N2": 1, "N3": 1, "N5": 1, "N6": 1},
        "black",
        "6-3",
        (_ev("six_tables", "black", 4),),
        throws=(3, 2),
    ),
    Case(
        "six tables inferred: no throw count, four dames off the talon on four points of 2–7 (flagged inferred)",
        {"B1": 11, "B2": 1, "B3": 1, "B5": 1, "B6": 1},
        BLACK_AWAY,
        "white",
        "6-3",
        (_ev("six_tables", "white", 4),),
        extra={"inferred": True},
    ),
    Case(
        "six tables only on the third throw: the same dames after one throw tout à bas cannot be (count 1)",
        {"B1": 11, "B2": 1, "B3": 1, "B5": 1, "B6": 1},
        BLACK_AWAY,
        "white",
        "6-3",
        (),
        throws=(1, 1),
    ),
    Case(
        "six tables wants the two missing points exactly: 6-2 covers B7 and B3 (already held), no jan",
        {"B1": 11, "B2": 1, "B3": 1, "B5": 1, "B6": 1},
        BLACK_AWAY,
        "white",
        "6-2",
        (),
        throws=(2, 2),
    ),
    Case(
        "Dictionnaire raisonné, JAN DE DEUX TABLES: par quines Blanc réalise un jan de deux tables et marque 6 points "
        "(his two dames abattues on B7 and B8: 7+5 is his coin, 8+5 Noir's)",
        {"B1": 13, "B7": 1, "B8": 1},
        BLACK_AWAY,
        "white",
        "5-5",
        (_ev("deux_tables", "white", 6),),
    ),
    Case(
        "Dictionnaire raisonné, JAN DE DEUX TABLES: s'il avait obtenu 6-4 il aurait aussi réalisé ce jan mais n'aurait "
        "marqué que 4",
        {"B1": 13, "B7": 1, "B8": 1},
        BLACK_AWAY,
        "white",
        "6-4",
        (_ev("deux_tables", "white", 4),),
    ),
    Case(
        "Dictionnaire raisonné, JAN DE DEUX TABLES: Noir a déjà pris son coin ; par 6-4 Blanc réalise un contre-jan de "
        "deux tables",
        {"B1": 13, "B7": 1, "B8": 1},
        {"N1": 13, "N12": 2},
        "white",
        "6-4",
        (_ev("contre_deux_tables", "black", 4),),
    ),
    Case(
        "tarif: contre-jan de deux tables par doublet, 6 to the opponent",
        {"B1": 13, "B7": 1, "B8": 1},
        {"N1": 13, "N12": 2},
        "white",
        "5-5",
        (_ev("contre_deux_tables", "black", 6),),
    ),
    Case(
        "Dictionnaire raisonné, JAN DE MÉZÉAS: Blanc qui a déjà pris son coin obtient 5 et as, il réalise un jan de "
        "mézéas (4)",
        {"B1": 13, "B12": 2},
        BLACK_AWAY,
        "white",
        "5-1",
        (_ev("mezeas", "white", 4),),
    ),
    Case(
        "tarif: jan de mézéas par beset, 6",
        {"B1": 13, "B12": 2},
        BLACK_AWAY,
        "white",
        "1-1",
        (_ev("mezeas", "white", 6),),
    ),
    Case(
        "Dictionnaire raisonné, JAN DE MÉZÉAS: Noir a aussi pris son coin ; par beset Blanc réalise un contre-jan de "
        "mézéas "
        "et fait gagner 6 points à Noir",
        {"B1": 13, "B12": 2},
        {"N1": 13, "N12": 2},
        "white",
        "1-1",
        (_ev("contre_mezeas", "black", 6),),
    ),
    Case(
        "tarif: contre-jan de mézéas par un as, 4 to the opponent",
        {"B1": 13, "B12": 2},
        {"N1": 13, "N12": 2},
        "white",
        "6-1",
        (_ev("contre_mezeas", "black", 4),),
    ),
    Case(
        "mézéas needs an ace: 6-5 with the coin held by the only two dames abattues scores nothing",
        {"B1": 13, "B12": 2},
        BLACK_AWAY,
        "white",
        "6-5",
        (),
    ),
    # ---- Levy: filling the grand jan (diagram lost; the text fixes it: one dame missing on the 11 point,
    # surcases on the 7 and 9 points, dames on the 4 and 5 points: "the one would be played from the four,
    # five or seven points"; Black holds his coin, else 5-2 and 4-2 would also beat it) ----
    *[
        Case(
            f"Levy: a roll of {dice} fills the table in {n} way(s)",
            {"B4": 1, "B5": 1, "B7": 3, "B8": 2, "B9": 3, "B10": 2, "B11": 1, "B12": 2},
            BLACK_COIN,
            "white",
            dice,
            (_ev("remplir", "white", points, n, "B11"),),
        )
        for dice, n, points in (("2-1", 1, 4), ("5-2", 2, 8), ("4-2", 3, 12), ("1-1", 1, 6), ("2-2", 2, 12))
    ],
    # ---- Dictionnaire raisonné, CONSERVER ----
    Case(
        "Dictionnaire raisonné, CONSERVER PAR IMPUISSANCE: Blanc a obtenu 6 et 3 mais ne peut jouer le 6; il conserve "
        "(4) et bat N8; "
        "Noir marque 2 d'impuissance et la batterie à faux de N6 (Black's cases fixed so that no 6 can be played "
        "and N6 has no repos: N12, N11, N10, N9, N7 held)",
        {"B7": 3, "B8": 3, "B9": 3, "B10": 2, "B11": 2, "B12": 2},
        {"N12": 2, "N11": 2, "N10": 2, "N9": 2, "N8": 1, "N7": 2, "N6": 1, "N1": 3},
        "white",
        "6-3",
        (
            _ev("battre_vrai", "white", 4, 2, "N8"),
            _ev("conserver", "white", 4),
            _ev("battre_faux", "black", 4, 1, "N6"),
            _ev("impuissance", "black", 2),
        ),
    ),
    Case(
        "Dictionnaire raisonné, CONSERVER PAR IMPUISSANCE: s'il n'y avait aucune dame en N8 (reculons-la en N6), Blanc "
        "aurait dû "
        "passer une dame de B11 en N5 et rompre son plein ; aucun point n'aurait été marqué par les deux joueurs",
        {"B7": 3, "B8": 3, "B9": 3, "B10": 2, "B11": 2, "B12": 2},
        {"N12": 2, "N11": 2, "N10": 2, "N9": 2, "N7": 2, "N6": 2, "N1": 3},
        "white",
        "6-3",
        (),
    ),
    Case(
        "docs/rules.md §tarif conserver par impuissance when neither number can be played: sonnez, all fifteen in the "
        "grand "
        "jan, Noir's grand jan closed: conserved (6) and 4 of impuissance",
        {"B7": 3, "B8": 3, "B9": 3, "B10": 2, "B11": 2, "B12": 2},
        {"N12": 2, "N11": 2, "N10": 2, "N9": 2, "N8": 2, "N7": 2, "N1": 3},
        "white",
        "6-6",
        (_ev("conserver", "white", 6), _ev("impuissance", "black", 4)),
    ),
    Case(
        "Dictionnaire raisonné, CONSERVER EN SORTANT: Noir conserve en sortant par le 6 une dame de B6 et par le 4 une "
        "dame de B4 "
        "(surnuméraires on B6 and B4; White out of the way in his grand jan)",
        {"B7": 3, "B8": 3, "B9": 3, "B10": 2, "B11": 2, "B12": 2},
        {"B6": 4, "B5": 2, "B4": 3, "B3": 2, "B2": 2, "B1": 2},
        "black",
        "6-4",
        (_ev("conserver", "black", 4),),
    ),
    # ---- Dictionnaire raisonné, REMPLIR EN PASSANT / en sortant ----
    Case(
        "Dictionnaire raisonné, REMPLIR EN PASSANT: la dame en N9 semble remplir par le 3 mais pour jouer le 6 il faut "
        "la sortir: "
        "Blanc ne remplit pas et ne marque rien",
        {"N9": 1, "N6": 1, "N5": 3, "N4": 3, "N3": 3, "N2": 2, "N1": 2},
        BLACK_IN_HIS_RETOUR,
        "white",
        "6-3",
        (),
    ),
    Case(
        "Dictionnaire raisonné, REMPLIR EN SORTANT: Blanc remplit par le 3 de N9 et sort une dame de N5 (the 5; same "
        "position)",
        {"N9": 1, "N6": 1, "N5": 3, "N4": 3, "N3": 3, "N2": 2, "N1": 2},
        BLACK_IN_HIS_RETOUR,
        "white",
        "5-3",
        (_ev("remplir", "white", 4, 1, "N6"),),
    ),
    Case(
        "Dictionnaire raisonné, REMPLIR: 6 et as ne permettent pas à Blanc de remplir son jan de retour avec une dame "
        "du coin "
        "(it would leave one dame on the coin); the 6 cannot be played: Noir marque deux points d'impuissance",
        {"B12": 2, "N6": 1, "N5": 2, "N4": 2, "N3": 2, "N2": 2, "N1": 4},
        BLACK_IN_HIS_RETOUR,
        "white",
        "6-1",
        (_ev("impuissance", "black", 2),),
    ),
    # ---- the tarif, row by row (hand-derived), simple and doublet ----
    Case(
        "tarif petit jan rempli, simple, one façon: the 2 from the surcase on B4 covers B6 "
        "(the 1 from B5 and 2-1 from B3 would use dames of the plein)",
        {"B1": 2, "B2": 2, "B3": 2, "B4": 3, "B5": 2, "B6": 1, "B7": 3},
        BLACK_AWAY,
        "white",
        "2-1",
        (_ev("remplir", "white", 4, 1, "B6"),),
    ),
    Case(
        "tarif petit jan rempli, doublet, one façon (6)",
        {"B1": 2, "B2": 2, "B3": 2, "B4": 3, "B5": 2, "B6": 1, "B7": 3},
        BLACK_AWAY,
        "white",
        "2-2",
        (_ev("remplir", "white", 6, 1, "B6"),),
    ),
    Case(
        "tarif petit jan rempli, simple, three façons (the 3 from B3, the 2 from B4, 3 and 2 from B1): 12",
        {"B1": 3, "B2": 2, "B3": 3, "B4": 3, "B5": 2, "B6": 1, "B7": 1},
        BLACK_AWAY,
        "white",
        "3-2",
        (_ev("remplir", "white", 12, 3, "B6"),),
    ),
    Case(
        "tarif petit jan rempli, doublet, two façons (the 2 from B4, 2 and 2 from B2): 12",
        {"B1": 2, "B2": 3, "B3": 2, "B4": 3, "B5": 2, "B6": 1, "B7": 2},
        BLACK_AWAY,
        "white",
        "2-2",
        (_ev("remplir", "white", 12, 2, "B6"),),
    ),
    Case(
        "Lois et règles, art. XIII: two dames missing (B5, B6 demi-cases): one façon only",
        {"B1": 4, "B2": 2, "B3": 2, "B4": 2, "B5": 1, "B6": 1, "B7": 3},
        BLACK_AWAY,
        "white",
        "5-4",
        (_ev("remplir", "white", 4, 1),),
    ),
    Case(
        "Lois et règles, art. XIII: la dernière case d'emblée (B6 empty, two surcases on B4) by double-deux: one "
        "façon, 6",
        {"B1": 2, "B2": 2, "B3": 2, "B4": 4, "B5": 2, "B7": 3},
        BLACK_AWAY,
        "white",
        "2-2",
        (_ev("remplir", "white", 6, 1),),
    ),
    Case(
        "tarif petit jan conservé, simple",
        {"B1": 2, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "B7": 3},
        BLACK_AWAY,
        "white",
        "2-1",
        (_ev("conserver", "white", 4),),
    ),
    Case(
        "tarif petit jan conservé, doublet",
        {"B1": 2, "B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "B7": 3},
        BLACK_AWAY,
        "white",
        "3-3",
        (_ev("conserver", "white", 6),),
    ),
    Case(
        "tarif grand jan conservé, simple (6-5 from the talon)",
        {"B7": 2, "B8": 2, "B9": 2, "B10": 2, "B11": 2, "B12": 2, "B1": 3},
        BLACK_COIN,
        "white",
        "6-5",
        (_ev("conserver", "white", 4),),
    ),
    Case(
        "tarif grand jan conservé, doublet",
        {"B7": 2, "B8": 2, "B9": 2, "B10": 2, "B11": 2, "B12": 2, "B1": 3},
        BLACK_COIN,
        "white",
        "3-3",
        (_ev("conserver", "white", 6),),
    ),
    Case(
        "tarif jan de retour rempli, simple: the 3 from N9 covers N6, the 1 from N9 too",
        {"N9": 2, "N6": 1, "N5": 2, "N4": 2, "N3": 2, "N2": 2, "N1": 4},
        BLACK_IN_HIS_RETOUR,
        "white",
        "3-1",
        (_ev("remplir", "white", 4, 1, "N6"),),
    ),
    Case(
        "tarif jan de retour rempli, doublet",
        {"N9": 2, "N6": 1, "N5": 2, "N4": 2, "N3": 2, "N2": 2, "N1": 4},
        BLACK_IN_HIS_RETOUR,
        "white",
        "3-3",
        (_ev("remplir", "white", 6, 1, "N6"),),
    ),
    Case(
        "tarif jan de retour conservé, simple",
        {"N9": 3, "N6": 2, "N5": 2, "N4": 2, "N3": 2, "N2": 2, "N1": 2},
        BLACK_IN_HIS_RETOUR,
        "white",
        "2-1",
        (_ev("conserver", "white", 4),),
    ),
    Case(
        "tarif jan de retour conservé, doublet",
        {"N9": 3, "N6": 2, "N5": 2, "N4": 2, "N3": 2, "N2": 2, "N1": 2},
        BLACK_IN_HIS_RETOUR,
        "white",
        "1-1",
        (_ev("conserver", "white", 6),),
    ),
    Case(
        "tarif dame battue à vrai, petits jans, simple, one façon: the 4 from the talon on B5",
        {"B1": 15},
        {"B5": 1, "N1": 14},
        "white",
        "4-1",
        (_ev("battre_vrai", "white", 4, 1, "B5"),),
    ),
    Case(
        "tarif dame battue à vrai, petits jans, simple, three façons: 3 from B2, 1 from B4, 3 and 1 from B1",
        {"B1": 13, "B2": 1, "B4": 1},
        {"B5": 1, "N1": 14},
        "white",
        "3-1",
        (_ev("battre_vrai", "white", 12, 3, "B5"),),
    ),
    Case(
        "tarif dame battue à vrai, petits jans, doublet, two façons (Lois et règles, art. X: one façon by the number "
        "however many dames on B3)",
        {"B1": 13, "B3": 2},
        {"B5": 1, "N1": 14},
        "white",
        "2-2",
        (_ev("battre_vrai", "white", 12, 2, "B5"),),
    ),
    Case(
        "tarif dame battue à faux, petits jans, simple: 3 and 2 from the talon, B3 and B4 held by Noir",
        {"B1": 13, "B7": 2},
        {"B3": 2, "B4": 2, "B6": 1, "N1": 10},
        "white",
        "3-2",
        (_ev("battre_faux", "black", 4, 1, "B6"),),
    ),
    Case(
        "tarif dame battue à faux, petits jans, doublet: 2 and 2 from the talon, B3 held by Noir",
        {"B1": 13, "B7": 2},
        {"B3": 2, "B5": 1, "N1": 12},
        "white",
        "2-2",
        (_ev("battre_faux", "black", 6, 1, "B5"),),
    ),
    Case(
        "tarif dame battue à vrai, grands jans, simple: the 3 from B7 on B10",
        {"B1": 13, "B7": 2},
        {"B10": 1, "N1": 14},
        "white",
        "3-1",
        (_ev("battre_vrai", "white", 2, 1, "B10"),),
    ),
    Case(
        "tarif dame battue à vrai, grands jans, doublet",
        {"B1": 13, "B7": 2},
        {"B10": 1, "N1": 14},
        "white",
        "3-3",
        (_ev("battre_vrai", "white", 4, 1, "B10"),),
    ),
    Case(
        "tarif dame battue à faux, grands jans, simple: 3 and 2 from B11 to N9 over N12 and N11",
        {"B1": 13, "B11": 2},
        {"N12": 2, "N11": 2, "N9": 1, "N1": 10},
        "white",
        "3-2",
        (_ev("battre_faux", "black", 2, 1, "N9"),),
    ),
    Case(
        "tarif dame battue à faux, grands jans, doublet: ternes from B10 to N9 over the coin N12",
        {"B1": 13, "B10": 2},
        {"N12": 2, "N9": 1, "N1": 12},
        "white",
        "3-3",
        (_ev("battre_faux", "black", 4, 1, "N9"),),
    ),
    Case(
        "tarif sortie, simple: the last dame off by the 2 (the other number is ignored)",
        {"N2": 1},
        BLACK_IN_HIS_RETOUR,
        "white",
        "2-1",
        (_ev("sortie", "white", 4),),
    ),
    Case(
        "tarif sortie, doublet: bezet bears the last dame off tout d'une",
        {"N2": 1},
        BLACK_IN_HIS_RETOUR,
        "white",
        "1-1",
        (_ev("sortie", "white", 6),),
    ),
    Case(
        "tarif impuissance, simple: B2–B6 held by Noir; 6-5: the 6 to B7, then no 5 (B12 would hold one dame)",
        {"B1": 15},
        {"B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "N1": 5},
        "white",
        "6-5",
        (_ev("impuissance", "black", 2),),
    ),
    Case(
        "tarif impuissance, doublet: two numbers not played, 2 each",
        {"B1": 15},
        {"B2": 2, "B3": 2, "B4": 2, "B5": 2, "B6": 2, "B7": 2, "N1": 3},
        "white",
        "3-3",
        (_ev("impuissance", "black", 4),),
    ),
    # ---- the old jans (conventions) ----
    Case(
        "tarif pile de misère réalisée, simple (convention): both last dames onto the coin",
        {"B12": 13, "B7": 1, "B8": 1},
        {"N12": 2, "N1": 13},
        "white",
        "5-4",
        (_ev("pile_misere", "white", 4),),
        conventions=PILE,
    ),
    Case(
        "tarif pile de misère réalisée, doublet (convention)",
        {"B12": 13, "B7": 2},
        {"N12": 2, "N1": 13},
        "white",
        "5-5",
        (_ev("pile_misere", "white", 6),),
        conventions=PILE,
    ),
    Case(
        "tarif pile de misère conservée, simple (convention); nothing can be played: impuissance",
        {"B12": 15},
        {"N12": 2, "N1": 13},
        "white",
        "6-5",
        (_ev("pile_misere", "white", 4), _ev("impuissance", "black", 4)),
        conventions=PILE,
    ),
    Case(
        "tarif pile de misère conservée, doublet (convention)",
        {"B12": 15},
        {"N12": 2, "N1": 13},
        "white",
        "6-6",
        (_ev("pile_misere", "white", 6), _ev("impuissance", "black", 4)),
        conventions=PILE,
    ),
    Case(
        "pile de misère off by default (docs/rules.md §conventions): only the impuissance",
        {"B12": 15},
        {"N12": 2, "N1": 13},
        "white",
        "6-5",
        (_ev("impuissance", "black", 4),),
    ),
    Case(
        "Levy Margot la fendue: White's six-five hits from W11 to B3 (our B11 to N3), splitting the blots on "
        "B2 and B4 (our N2, N4): White loses two points",
        {"B11": 1, "B1": 14},
        {"N2": 1, "N4": 1, "N1": 13},
        "white",
        "6-5",
        (_ev("margot", "black", 2, None, "N3"),),
        conventions=MARGOT,
    ),
    Case(
        "Encyclopédie, Dictionnaire raisonné Margot par doublet: 4 to the opponent (ternes from N6 onto N3)",
        {"N6": 1, "B1": 14},
        {"N2": 1, "N4": 1, "N1": 13},
        "white",
        "3-3",
        (_ev("margot", "black", 4, None, "N3"),),
        conventions=MARGOT,
    ),
    Case(
        "Margot off by default",
        {"B11": 1, "B1": 14},
        {"N2": 1, "N4": 1, "N1": 13},
        "white",
        "6-5",
        (),
    ),
    Case(
        "Dictionnaire raisonné, Levy jan de rencontre (convention): Noir's first throw 6-5 repeats Blanc's first",
        {"B1": 13, "B6": 1, "B7": 1},
        {"N1": 15},
        "black",
        "6-5",
        (_ev("rencontre", "black", 4),),
        throws=(1, 0),
        conventions=RENCONTRE,
        previous="6-5",
    ),
    Case(
        "jan de rencontre by a doublet (after a relevé a first throw may be one): 6",
        {"B1": 13, "B4": 2},
        {"N1": 15},
        "black",
        "3-3",
        (_ev("rencontre", "black", 6),),
        throws=(1, 0),
        conventions=RENCONTRE,
        previous="3-3",
    ),
    Case(
        "jan de rencontre: a different throw scores nothing",
        {"B1": 13, "B6": 1, "B7": 1},
        {"N1": 15},
        "black",
        "6-4",
        (),
        throws=(1, 0),
        conventions=RENCONTRE,
        previous="6-5",
    ),
    # ---- what the laws forbid to play scores nothing (issue 13, engine fault 1) ----
    Case(
        "Lois et règles, art. IX; Dictionnaire raisonné, FAUSSE CASE (« prendre son coin par puissance alors qu'on "
        "pouvait le prendre par "
        "effet »): 4-2 takes the coin par effet from B8 and B10, so not par puissance from B9 and B11, the "
        "only play that would fill the grand jan: no remplir",
        {"B1": 2, "B7": 3, "B8": 2, "B9": 3, "B10": 2, "B11": 3},
        BLACK_AWAY,
        "white",
        "4-2",
        (),
    ),
    Case(
        "Lois et règles, art. IX: par puissance when par effet is impossible (B6 empty for the 6): 6-5 takes the coin "
        "from B7 and B8 and fills the grand jan d'une façon",
        {"B1": 2, "B2": 1, "B7": 3, "B8": 3, "B9": 2, "B10": 2, "B11": 2},
        BLACK_AWAY,
        "white",
        "6-5",
        (_ev("remplir", "white", 4, 1),),
    ),
    # ---- a side with every dame off: the relevé is due, no throw is played (issue 13, engine fault 2) ----
    Case(
        "Lois et règles, art. VIII: Blanc has borne off every dame, so the dames are relevées: his turn scores no "
        "sortie "
        "(the issue's -/B7,B3:4,B2:6,B1:4 B with 5-5)",
        {},
        {"B7": 1, "B3": 4, "B2": 6, "B1": 4},
        "white",
        "5-5",
        (),
    ),
    Case(
        "Lois et règles, art. VIII: Noir has borne off every dame: Blanc does not throw before the relevé; no battery, "
        "no sortie, no impuissance",
        {"N3": 1},
        {},
        "white",
        "6-5",
        (),
    ),
    Case(
        "an empty tablier (the editor's Empty preset) with 6-3: nothing is scored",
        {},
        {},
        "white",
        "6-3",
        (),
    ),
]


def _swap_name(name: str | None) -> str | None:
    if name is None:
        return None
    return ("N" if name[0] == "B" else "B") + name[1:]


def _mirror(case: Case) -> Case:
    """The same case with the colours exchanged (B↔N, white↔black)."""
    swap = {"white": "black", "black": "white"}
    return Case(
        case.source + " [mirrored]",
        {_swap_name(k) or k: v for k, v in case.black.items()},
        {_swap_name(k) or k: v for k, v in case.white.items()},
        swap[case.to_move],
        case.dice,
        tuple((r, swap[w], p, f, _swap_name(t)) for r, w, p, f, t in case.expected),
        None if case.throws is None else (case.throws[1], case.throws[0]),
        case.conventions,
        case.previous,
        case.extra,
    )


ALL_CASES = [c for case in CASES for c in (case, _mirror(case))]


def _case(start: str) -> Case:
    (case,) = [c for c in CASES if c.source.startswith(start)]
    return case


def _run(case: Case) -> tuple[list[Expected], Score]:
    position = case.position()
    previous = Throw.parse(case.previous) if case.previous else None
    result = score(position, Throw.parse(case.dice), case.conventions, previous_throw=previous)
    got = [
        (
            e.rencontre.value,
            e.beneficiary.value,
            e.points,
            e.facons if e.rencontre.value in ("battre_vrai", "battre_faux", "remplir") else None,
            e.target.name if e.target is not None else None,
        )
        for e in result.events
    ]
    return got, result


@pytest.mark.parametrize("case", ALL_CASES, ids=[f"{i // 2}{'m' if i % 2 else ''}" for i in range(len(ALL_CASES))])
def test_case(case: Case) -> None:
    got, result = _run(case)
    # targets are compared where the case names one (the jans de départ and a jan filled d'emblée name none)
    named = {e[0] for e in case.expected if e[4] is not None}
    got_cmp = sorted(((r, w, p, f, t if r in named else None) for r, w, p, f, t in got), key=repr)
    assert got_cmp == sorted(case.expected, key=repr), case.source
    totals = {"white": 0, "black": 0}
    for _r, w, p, _, _ in case.expected:
        totals[w] += p
    assert result.to_json()["total"] == totals
    if case.extra.get("inferred"):
        assert all(e.inferred for e in result.events if e.rencontre is Rencontre.SIX_TABLES)
    else:
        assert not any(e.inferred for e in result.events)


def test_json_fields_are_the_contract() -> None:
    """docs/design.md, "The command-line contract": events with rencontre, beneficiary, points and where they apply
    facons, jan, target, table."""
    position = _case("Dictionnaire raisonné, BATTRE ex. 4").position()
    data = score(position, Throw(6, 2)).to_json()
    assert set(data) == {"events", "total"}
    first = _events(data)[0]
    assert first["rencontre"] == "battre_vrai" and first["beneficiary"] == "black"
    assert first["facons"] == 3 and first["target"] == "B11" and first["table"] == "grands_jans"
    assert "jan" not in first
    assert first["explanation"]["fr"].startswith("B11 battue de trois façons\u202f: ")
    assert "par le 2 depuis le coin" in first["explanation"]["fr"]
    assert "by the 6 from N8" in first["explanation"]["en"]
    filled = _events(score(_case("Levy: a roll of 4-2").position(), Throw(4, 2)).to_json())[0]
    assert filled["rencontre"] == "remplir" and filled["jan"] == "grand" and "table" not in filled


def test_explanation_of_the_brief() -> None:
    """The brief's example, for Noir (its "B9", "B7" are Noir's N9, N7: only they are 5 and 7 steps before B11)."""
    position = Position.from_points({"B11": 1, "B1": 14}, {"N12": 2, "N9": 1, "N7": 1, "N1": 11}, BLACK)
    events = score(position, Throw(5, 2)).events
    (event,) = [e for e in events if e.rencontre is Rencontre.BATTRE_VRAI]
    assert event.facons == 3 and event.points == 6
    assert event.explanation_fr.startswith("B11 battue de trois façons\u202f: ")
    for part in ("par le 2 depuis le coin", "par le 5 depuis N9", "par 5 et 2 depuis N7"):
        assert part in event.explanation_fr
    for part in ("by the 2 from the coin", "by the 5 from N9", "by 5 and 2 from N7"):
        assert part in event.explanation_en
    assert set(event.dames) == {Point.from_name(n) for n in ("N12", "N9", "N7")}


def test_chances_shape() -> None:
    result = chances(_case("Levy: a roll of 4-2").position())
    assert [c.throw for c in result.throws] == list(ALL_THROWS)
    assert sum(c.weight for c in result.throws) == 36
    by_dice = {c.throw.code(): c for c in result.throws}
    assert by_dice["4-2"].white == 12 and by_dice["2-1"].white == 4
    expected = sum(c.weight * c.white for c in result.throws) / 36
    assert result.expected(WHITE) == pytest.approx(expected)
    data = result.to_json()
    throws, expected_json = data["throws"], data["expected"]
    assert isinstance(throws, list) and isinstance(expected_json, dict)
    assert throws[0] == {"dice": "6-6", "weight": 1, "white": by_dice["6-6"].white, "black": 0}
    assert set(expected_json) == {"white", "black"}


# ---- properties over self-play ----


def _selfplay(seed: int, throws: int) -> list[tuple[Position, Throw]]:
    rng = random.Random(seed)
    position = Position.start()
    seen: list[tuple[Position, Throw]] = []
    for _ in range(throws):
        throw = Throw(rng.randint(1, 6), rng.randint(1, 6))
        seen.append((position, throw))
        plays = legal_plays(position, throw)
        play = rng.choice(plays)
        position = play.position
        if position.off(WHITE) == 15 or position.off(BLACK) == 15:
            position = Position.start(position.to_move.opponent)
    return seen


@settings(max_examples=12)
@given(st.integers(min_value=0, max_value=10_000))
def test_selfplay_properties(seed: int) -> None:
    conventions = Conventions(margot=True, pile_de_misere=True)
    for position, throw in _selfplay(seed, 60):
        copy = Position.unchecked(position.white, position.black, position.to_move, position.throws)
        for conv in (DEFAULT, conventions):
            result = score(position, throw, conv)
            assert position == copy  # scoring never changes the position
            for event in result.events:
                assert event.points > 0 and event.points % 2 == 0
            mover, other = position.to_move, position.to_move.opponent
            assert result.total(mover) == sum(e.points for e in result.events if e.beneficiary is mover)
            assert result.total(other) == sum(e.points for e in result.events if e.beneficiary is other)
            assert points_only(position, throw, conv) == (result.total(WHITE), result.total(BLACK))
        mirrored = score(position.mirror(), throw)
        assert (mirrored.total(WHITE), mirrored.total(BLACK)) == (
            score(position, throw).total(BLACK),
            score(position, throw).total(WHITE),
        )


def test_chances_equal_score_totals() -> None:
    for position, _ in _selfplay(7, 40)[::8]:
        result = chances(position)
        for chance in result.throws:
            s = score(position, chance.throw)
            assert (chance.white, chance.black) == (s.total(WHITE), s.total(BLACK))


# ---- every rencontre that needs a play is realisable by a legal play (issue 13, engine fault 1) ----


@st.composite
def _near_plein(draw: st.DrawFn) -> Position:
    """A position whose mover is a dame or two short of a plein (or holds one), with the rest scattered."""
    mover = draw(st.sampled_from([WHITE, BLACK]))
    first = draw(st.sampled_from([1, 7, 19]))
    counts = [0] * 24
    for step in range(first, first + 6):
        counts[step - 1] = draw(st.integers(1, 3))
    if draw(st.booleans()):
        # an empty flèche to make d'emblée; in the grand jan often the coin (par effet or par puissance)
        empty = draw(st.sampled_from([12, 12, 12, *range(first, first + 6)] if first == 7 else range(first, first + 6)))
        counts[empty - 1] = 0
    spare = 15 - sum(counts)
    if spare < 0:
        counts[first - 1] += spare
        counts[first - 1] = max(counts[first - 1], 0)
        spare = 15 - sum(counts)
    for _ in range(draw(st.integers(0, spare))):
        counts[draw(st.integers(1, 24)) - 1] += 1
    counts[12] = 0  # never on the opponent's coin
    theirs = draw(st.sampled_from([(15,) + (0,) * 23, (13,) + (0,) * 10 + (2,) + (0,) * 12]))
    white, black = (tuple(counts), theirs) if mover is WHITE else (theirs, tuple(counts))
    position = Position.unchecked(white, black, mover, None)
    assume(position.is_legal())
    return position


@st.composite
def _coin_to_take(draw: st.DrawFn) -> Position:
    """The grand jan full but for the empty coin, both coins empty: par effet and par puissance both in reach."""
    mover = draw(st.sampled_from([WHITE, BLACK]))
    counts = [0] * 24
    for step in range(7, 12):
        counts[step - 1] = draw(st.integers(1, 3))
    counts[draw(st.integers(1, 6)) - 1] += 15 - sum(counts)
    talon = (15,) + (0,) * 23
    white, black = (tuple(counts), talon) if mover is WHITE else (talon, tuple(counts))
    return Position(white, black, mover, None)


_REALISED: dict[Rencontre, Callable[[Play, RencontreMade], bool]] = {
    Rencontre.REMPLIR: lambda play, event: event.jan in play.fills,
    Rencontre.CONSERVER: lambda play, event: event.jan in play.conserves,
    Rencontre.SORTIE: lambda play, event: (
        any(to == 25 for _, to in play.moves) and play.position.on_board(play.position.to_move.opponent) == 0
    ),
    Rencontre.PILE_MISERE: lambda play, event: play.position.counts(play.position.to_move.opponent)[11] == 15,
}


def _events(data: dict[str, object]) -> list[dict[str, Any]]:
    """The events of a score's JSON (the command-line contract's shape, read as JSON is)."""
    events = data["events"]
    assert isinstance(events, list)
    return events


def _assert_realisable(position: Position, throw: Throw, conventions: Conventions = DEFAULT) -> None:
    plays = legal_plays(position, throw, conventions)
    for event in score(position, throw, conventions).events:
        realised = _REALISED.get(event.rencontre)
        if realised is not None:
            assert any(realised(play, event) for play in plays), (position.code(), throw, event)
    if position.on_board(WHITE) and position.on_board(BLACK):
        impuissance = sum(
            e.points for e in score(position, throw, conventions).events if e.rencontre.value == "impuissance"
        )
        assert impuissance == 2 * min(len(play.unplayed) for play in plays)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(positions() | _near_plein() | _coin_to_take(), dice)
def test_every_scored_play_is_a_legal_play(position: Position, throw: Throw) -> None:
    """Remplir, conserver, the sortie and the pile de misère score only what some legal play does (Lois et règles, art.
    IX, art. XIII; Dictionnaire raisonné, FAUSSE CASE: points marked for a jan one does not then make are a fausse
    case)."""
    _assert_realisable(position, throw)
    _assert_realisable(position, throw, Conventions(pile_de_misere=True))


@pytest.mark.parametrize("throw", ALL_THROWS, ids=[t.code() for t in ALL_THROWS])
def test_the_coin_to_take_exhaustively(throw: Throw) -> None:
    """Every grand jan full but for the empty coin (2 or 3 dames on B7–B11, the rest on the talon), both coins
    empty: what the throw scores is realisable by a legal play (Lois et règles, art. IX: par effet before par
    puissance)."""
    for extra in range(32):
        counts = [0] * 24
        for bit, step in enumerate(range(7, 12)):
            counts[step - 1] = 3 if extra >> bit & 1 else 2
        counts[0] = 15 - sum(counts)
        position = Position(tuple(counts), (15,) + (0,) * 23, WHITE, None)
        _assert_realisable(position, throw)
        _assert_realisable(position.mirror(), throw)


# ---- explanations in the notation the board shows (issue 14, point 7) ----

_BN_NAME = re.compile(r"\b[BN](?:1[0-2]|[1-9])\b")
_FIGURES = [
    (notation, orientation)
    for notation in Notation
    for orientation in (Orientation(), Orientation(WHITE, Side.RIGHT), Orientation(BLACK, Side.RIGHT))
]


def _in(notation: Notation, orientation: Orientation, text: str) -> str:
    """``text`` with every B/N name of a point written in ``notation``."""
    return _BN_NAME.sub(lambda m: point_name(Point.from_name(m.group()), notation, orientation), text)


@pytest.mark.parametrize(
    ("notation", "orientation", "fr", "en"),
    [
        # Dictionnaire raisonné, BATTRE ex. 1 (the case above): B8 beaten by the 6 from N11 and by the 5 from the coin
        (Notation.BN, Orientation(), "B8 battue de deux façons\u202f: par le 6 depuis N11", "by the 6 from N11"),
        # Soumille (Encyclopédie note 25): Noir at the top walks A–M from N1 to his coin, then N–& from B12 to B1
        (Notation.SOUMILLE, Orientation(), "R battue de deux façons\u202f: par le 6 depuis L", "by the 6 from L"),
        # Blanc at the top: the capitals follow Blanc's path, B8 is H and N11 is O
        (Notation.SOUMILLE, Orientation(WHITE), "H battue de deux façons\u202f: par le 6 depuis O", "by the 6 from O"),
        # Lepeintre (Encyclopédie note 26): a at the bottom talon (B1), along the bottom player's path: l B12, m N12, n
        # N11
        (Notation.LEPEINTRE, Orientation(), "h battue de deux façons\u202f: par le 6 depuis n", "by the 6 from n"),
        # Levy (Levy): B is Black's side, W White's
        (Notation.LEVY, Orientation(), "W8 battue de deux façons\u202f: par le 6 depuis B11", "by the 6 from B11"),
        (Notation.T11, Orientation(), "7B battue de deux façons\u202f: par le 6 depuis 10N", "by the 6 from 10N"),
    ],
)
def test_explanations_name_points_in_the_notation_shown(
    notation: Notation, orientation: Orientation, fr: str, en: str
) -> None:
    case = _case("Dictionnaire raisonné, BATTRE ex. 1")
    (event,) = score(case.position(), Throw(6, 5), notation=notation, orientation=orientation).events
    assert event.explanation_fr.startswith(fr) and en in event.explanation_en
    assert event.target == Point.from_name("B8")  # the event's data stay B/N


_INTERNAL = re.compile(r"seed|RULES|§|\bart\.|\b00[0-4]\b", re.IGNORECASE)


@pytest.mark.parametrize("case", CASES, ids=[str(i) for i in range(len(CASES))])
def test_every_explanation_in_every_notation(case: Case) -> None:
    """The default is B/N, unchanged; every other notation names the same points, and no explanation cites an
    internal reference."""
    position = case.position()
    previous = Throw.parse(case.previous) if case.previous else None
    throw = Throw.parse(case.dice)
    plain = score(position, throw, case.conventions, previous_throw=previous)
    assert score(position, throw, case.conventions, previous_throw=previous, notation=Notation.BN) == plain
    for notation, orientation in _FIGURES:
        shown = score(
            position, throw, case.conventions, previous_throw=previous, notation=notation, orientation=orientation
        )
        for event, bn in zip(shown.events, plain.events, strict=True):
            assert event.explanation_fr == _in(notation, orientation, bn.explanation_fr)
            assert event.explanation_en == _in(notation, orientation, bn.explanation_en)
            assert (event.points, event.dames, event.target) == (bn.points, bn.dames, bn.target)
            for text in (event.explanation_fr, event.explanation_en):
                assert not _INTERNAL.search(text), text


def test_scores_and_chances_pickle_to_equal_values() -> None:
    """The scoring's values cross process boundaries (a pool of workers), compiled (make accel) or not."""
    setup = Position.from_points({"B8": 1, "B1": 14}, {"N12": 2, "N11": 1, "N1": 12}, BLACK)
    result = score(setup, Throw(6, 5))
    assert result.events
    copy = pickle.loads(pickle.dumps(result))
    assert copy == result and copy.to_json() == result.to_json() and hash(copy.events[0]) == hash(result.events[0])
    odds = chances(setup)
    assert pickle.loads(pickle.dumps(odds)) == odds
