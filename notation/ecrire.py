"""The partie à écrire: marqués, their points, the scoresheet as data, and its settlements.

Sources: Trictrac à écrire (*Le trictrac à écrire*, the whole text and its filled
six-marqué sheet), Lois et règles, arts. XV, XVI, XIX, Dictionnaire raisonné (PARTIE À ÉCRIRE,
CONSOLATION, CONTINGENT, PARI, POSTILLON, QUEUE, JOUER À TROIS / À QUATRE),
digested in docs/rules.md §partie-a-ecrire and §conventions.

Points of a marqué for its winner: ``m × (winner's trous + consolation) −
loser's trous``, with m = 1 (simple), 2 (petite bredouille: at least six
trous d'affilée) or 4 (grande bredouille: at least twelve); the *annexe* and
*sans lever* conventions of Dictionnaire raisonné give other multipliers.  The consolation is
2, carried over refaits: ×(refaits + 1) by default (Trictrac à écrire and Dictionnaire raisonné), or doubled
at each refait (Lois et règles, art. XIX: "le prix de la consolation est le double de
celui du marqué nul précédent").

Two settlements: on paper (Trictrac à écrire, the default: lines I–IV, final, gross,
rounded to tens) and in jetons (Lois et règles, art. XIX "LES PAIEMENTS", Dictionnaire raisonné: the
marqués paid in jetons, the queue des jetons, the paris beyond the
contingent with the postillon, the conversion to fiches).  Both are built
from payments between the *sides* of the partie (a player, or a team of
partners), so every settlement sums to zero.  The three- and four-player
rotations live in :mod:`notation.ecrire_players`.

Three players (à tourner).  Trictrac à écrire's paper sheet is a tête-à-tête's; the books
settle three players only in jetons (Lois et règles, art. XIX "LES PAIEMENTS"; Dictionnaire raisonné, JOUER À
TROIS: "Les règlements pour chaque marqué sont les mêmes qu'aux autres
parties, si ce n'est que celui qui a perdu … en paye une [consolation] égale
à celui qui est vacant"; "la queue appartient à celui qui, avant le paiement
des paris, se trouve avoir obtenu plus de jetons que les autres"; "il est
possible qu'un même joueur gagne deux postillons ou en perde deux, à savoir :
un par adversaire").  So a paper sheet at three writes that settlement in
points, line for line: I the marqués won and the consolations received as
the player who sat out; II the queue des jetons, two per marqué lost by each
of the others, to the one player with the best balance of the marqués
(shared on a tie); III the paris and IV the 20 of queue of each postillon,
settled between each pair of players on the marqués they played together
(contingent: half of them, plus one when odd, Dictionnaire raisonné, CONTINGENT).  Paper and
jetons therefore agree for every player; between two sides (tête-à-tête,
en équipes, à la chouette) Trictrac à écrire's lines give the same balances whenever the
two sides played an even number of marqués (Trictrac à écrire §2).  Summing Trictrac à écrire's lines
pair by pair instead (the former rule) gave the queue des jetons to a leader
per pair and charged an odd pair 24 instead of the postillon's 28.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import TypedDict, TypeVar

from notation.board import Colour
from notation.errors import TrictracError
from notation.rules.marking import trous_en_bredouille
from notation.scoreboard import ScoreState

__all__ = [
    "OBLIGATION",
    "PARI",
    "POSTILLON",
    "POSTILLON_QUEUE",
    "Bredouille",
    "Consolation",
    "EcrireConventions",
    "FirstOut",
    "HalfFiche",
    "Marque",
    "MarqueValue",
    "Mode",
    "Payment",
    "PlayerSettlement",
    "PrimauteRule",
    "ReleveReason",
    "Settlement",
    "SettlementKind",
    "Sheet",
    "SheetError",
    "consolation",
    "contingent",
    "fiches",
    "made_sans_lever",
    "marque_bredouille",
    "marque_multiplier",
    "marque_points",
    "paris_payment",
    "round_gain",
    "settle",
]

OBLIGATION = 6
"""The trou d'obligation: a marqué can end (by a leave) once a player has six trous."""

PARI = 8
"""A double pari (a pari won by one is a pari lost by the other: 2 × 4 jetons, Dictionnaire raisonné, PARI)."""

POSTILLON_QUEUE = 20
"""The queue of the first double pari: the postillon is 28 jetons "dont 20 de queue" (Lois et règles, art. XIX)."""

POSTILLON = PARI + POSTILLON_QUEUE


class SheetError(TrictracError):
    """Raised for a scoresheet, a marqué or a convention that breaks the laws of the partie à écrire."""

    code = "bad-sheet"


class Bredouille(enum.Enum):
    """How a marqué was won: simple, petite bredouille (×2) or grande bredouille (×4)."""

    SIMPLE = "simple"
    PETITE = "petite"
    GRANDE = "grande"

    @property
    def multiplier(self) -> int:
        return {Bredouille.SIMPLE: 1, Bredouille.PETITE: 2, Bredouille.GRANDE: 4}[self]


class Consolation(enum.Enum):
    """How the consolation grows after refaits (docs/rules.md §conventions)."""

    MULTIPLIED = "multiplied"
    """2 × (refaits + 1): 2, 4, 6, 8 (Trictrac à écrire and Dictionnaire raisonné; the default)."""
    DOUBLED = "doubled"
    """Doubled at each refait: 2, 4, 8 (Lois et règles, art. XIX)."""


class MarqueValue(enum.Enum):
    """The value of a marqué won in bredouille.

    Dictionnaire raisonné, VALEUR DES MARQUÉS; docs/rules.md §conventions."""

    BASE = "base"
    """×2 petite, ×4 grande, whatever the number of trous (the default)."""
    ANNEXE_ARITHMETIC = "annexe-arithmetic"
    """Grande bredouille ×4 for 12 trous, ×6 for 18, ×8 for 24… (×2 per six trous)."""
    ANNEXE_GEOMETRIC = "annexe-geometric"
    """Grande bredouille ×4 for 12 trous, ×8 for 18, ×16 for 24… (doubled per six trous)."""
    SANS_LEVER = "sans-lever"
    """Petite ×2 with relevé, ×3 sans lever; grande ×4 with relevé, ×5 sans lever."""


class SettlementKind(enum.Enum):
    PAPER = "paper"
    """On paper, Trictrac à écrire (the default)."""
    JETONS = "jetons"
    """In jetons with queue, paris and postillon, converted to fiches (Lois et règles, art. XIX, Dictionnaire
    raisonné)."""


class PrimauteRule(enum.Enum):
    """Who throws first in the next marqué between the same two players (docs/rules.md §partie-a-ecrire)."""

    WINNER = "winner"
    """The winner of the previous marqué (Trictrac à écrire §11, and Dictionnaire raisonné, PRIMAUTÉ, though its PARTIE
    À ÉCRIRE has them alternate; the default)."""
    ALTERNATE = "alternate"
    """The players alternate (Lois et règles, art. V; Dictionnaire raisonné, PARTIE À ÉCRIRE "alternent à chaque
    marqué")."""


class FirstOut(enum.Enum):
    """Who gives up his place after the first marqué at three or four players."""

    LOSER = "loser"
    """Dictionnaire raisonné, JOUER À TROIS, à tourner: "Au premier marqué celui qui a perdu se retire"."""
    WINNER = "winner"
    """Lois et règles, art. XIX: "le gagnant est remplacé par le troisième joueur"; at four in Lois et règles and
    Dictionnaire raisonné."""


class HalfFiche(enum.Enum):
    """What half a fiche of remaining jetons is worth.

    Dictionnaire raisonné, QUEUE: "5 jetons restants comptent pour une fiche ou ne comptent rien"."""

    COUNTS = "counts"
    NOTHING = "nothing"


class Mode(enum.Enum):
    """How many play and how: a marqué always opposes two players (Dictionnaire raisonné, JOUER)."""

    TETE_A_TETE = "tete-a-tete"
    TOURNER = "tourner"
    """Three players, each for himself (Lois et règles, art. XIX, Dictionnaire raisonné, À TOURNER)."""
    CHOUETTE = "chouette"
    """Three players, two associates against one who plays every marqué (Dictionnaire raisonné, CHOUETTE)."""
    EQUIPES = "equipes"
    """Four players in two teams of partners who share gains and losses (Lois et règles, art. XIX, Dictionnaire
    raisonné, À QUATRE)."""


class ReleveReason(enum.Enum):
    """Why the dames were lifted during a marqué (for the sans-lever convention)."""

    LEAVE = "leave"
    """The player s'en alla: he did not hold."""
    SORTIE = "sortie"
    """All his dames were borne off: "hormis en cas de sortie qui ne compte pas" (Dictionnaire raisonné)."""


_E = TypeVar("_E", bound=enum.Enum)
_Rounding = Callable[[int], int]


def _choice(kind: type[_E], value: object, key: str) -> _E:
    try:
        return kind(value)
    except ValueError:
        names = ", ".join(repr(member.value) for member in kind)
        raise SheetError(
            f"{key} is one of {names}, not {value!r}", reason="choice", key=key, value=value, names=names
        ) from None


@dataclass(frozen=True, slots=True)
class EcrireConventions:
    """The conventions of a partie à écrire that its value and settlement depend on."""

    consolation: Consolation = Consolation.MULTIPLIED
    settlement: SettlementKind = SettlementKind.PAPER
    jetons_per_marque: int = 2
    """Jetons put in the queue for each marqué lost: 2, or 1 by convention (Dictionnaire raisonné, Lois et règles "un
    jeton (parfois deux)")."""
    fiche: int = 10
    """Jetons per fiche (Dictionnaire raisonné: "La fiche vaut généralement 10 jetons"; Lois et règles: "par exemple,
    valoir 5")."""
    half_fiche: HalfFiche = HalfFiche.COUNTS
    value: MarqueValue = MarqueValue.BASE
    primaute: PrimauteRule = PrimauteRule.WINNER
    first_out: FirstOut | None = None
    """Who leaves the table after the first marqué; None: the loser à tourner, the winner en équipes."""

    def __post_init__(self) -> None:
        _jetons_per_marque(self.jetons_per_marque)
        _fiche(self.fiche)

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> EcrireConventions:
        """Read the SHEET's "conventions" object; unknown keys and values are refused (the first, in its order)."""
        values: _ConventionValues = {}
        for key, value in data.items():
            match key:
                case "consolation":
                    values["consolation"] = _choice(Consolation, value, key)
                case "settlement":
                    values["settlement"] = _choice(SettlementKind, value, key)
                case "jetons_per_marque":
                    values["jetons_per_marque"] = _jetons_per_marque(value)
                case "fiche":
                    values["fiche"] = _fiche(value)
                case "half_fiche":
                    values["half_fiche"] = _choice(HalfFiche, value, key)
                case "value":
                    values["value"] = _choice(MarqueValue, value, key)
                case "primaute":
                    values["primaute"] = _choice(PrimauteRule, value, key)
                case "first_out":
                    values["first_out"] = _choice(FirstOut, value, key)
                case _:
                    raise SheetError(
                        f"unknown convention {key!r} for the settlement", reason="unknown-convention", key=key
                    )
        return cls(**values)


class _ConventionValues(TypedDict, total=False):
    """The fields of :class:`EcrireConventions` that a SHEET's "conventions" object names, read."""

    consolation: Consolation
    settlement: SettlementKind
    jetons_per_marque: int
    fiche: int
    half_fiche: HalfFiche
    value: MarqueValue
    primaute: PrimauteRule
    first_out: FirstOut | None


def _jetons_per_marque(value: object) -> int:
    """Read ``value`` as jetons per marqué lost: 1 or 2, else a :class:`SheetError`."""
    if value == 1:
        return 1
    if value == 2:
        return 2
    raise SheetError(f"jetons_per_marque is 1 or 2, not {value!r}", reason="jetons-per-marque", value=value)


def _fiche(value: object) -> int:
    """Read ``value`` as the jetons of a fiche: a whole number ≥ 1 (not a bool), else a :class:`SheetError`."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise SheetError(f"a fiche is a whole number of jetons ≥ 1, not {value!r}", reason="fiche", value=value)
    return value


def consolation(refaits: int, rule: Consolation = Consolation.MULTIPLIED) -> int:
    """Return the consolation of a marqué played after ``refaits`` null marqués.

    >>> [consolation(n) for n in range(4)], [consolation(n, Consolation.DOUBLED) for n in range(4)]
    ([2, 4, 6, 8], [2, 4, 8, 16])
    """
    if refaits < 0:
        raise SheetError(f"refaits cannot be negative ({refaits})", reason="negative-refaits", value=refaits)
    return 2 * (refaits + 1) if rule is Consolation.MULTIPLIED else 2 * 2**refaits


def made_sans_lever(releves: Iterable[ReleveReason]) -> bool:
    """Tell whether a player always held: no relevé of his but those of a sortie.

    *Dictionnaire raisonné*, SANS LEVER.

    >>> made_sans_lever([ReleveReason.SORTIE]), made_sans_lever([ReleveReason.SORTIE, ReleveReason.LEAVE])
    (True, False)
    """
    return all(releve is ReleveReason.SORTIE for releve in releves)


def marque_multiplier(
    bredouille: Bredouille,
    winner_trous: int | None = None,
    value: MarqueValue = MarqueValue.BASE,
    *,
    sans_lever: bool = False,
    rival_sans_lever: bool | None = None,
) -> int:
    """Return the factor of the winner's trous and consolation under the marqué-value convention.

    *Dictionnaire raisonné*, Annexe: "sextuple ou même octuple pour 18 trous pris en grande bredouille … octuple ou même
    16 fois pour 24 trous … en suivant la progression adoptée (arithmétique ou géométrique)".  Sans lever: "double,
    triple, quadruple ou quintuple selon que la petite ou la grande bredouille est gagnée avec relevé ou sans lever".
    ``rival_sans_lever`` is for a petite bredouille won by the second to mark after the first's petite bredouille
    failed: it is worth what the first's would have been, triple if his trous were taken sans lever, else double
    (Dictionnaire raisonné).  ``winner_trous`` None (unknown) counts as the base.

    >>> [marque_multiplier(Bredouille.GRANDE, t, MarqueValue.ANNEXE_ARITHMETIC) for t in (12, 18, 24)]
    [4, 6, 8]
    >>> [marque_multiplier(Bredouille.GRANDE, t, MarqueValue.ANNEXE_GEOMETRIC) for t in (12, 18, 24)]
    [4, 8, 16]
    >>> marque_multiplier(Bredouille.PETITE, 7, MarqueValue.SANS_LEVER, sans_lever=True)
    3
    """
    if (sans_lever or rival_sans_lever is not None) and value is not MarqueValue.SANS_LEVER:
        raise SheetError("sans lever counts only under the sans-lever convention", reason="sans-lever")
    if rival_sans_lever is not None and bredouille is not Bredouille.PETITE:
        raise SheetError(
            "the rule of the rival's bredouille is for a petite bredouille won second", reason="rival-sans-lever"
        )
    if bredouille is Bredouille.SIMPLE:
        # Dictionnaire raisonné: "il n'y a pas de différence lorsqu'on gagne un marqué simple sans lever ou avec
        # relevé".
        return 1
    if value is MarqueValue.SANS_LEVER:
        if rival_sans_lever is not None:
            return 3 if rival_sans_lever else 2
        return bredouille.multiplier + (1 if sans_lever else 0)
    if bredouille is Bredouille.GRANDE and winner_trous is not None and value is not MarqueValue.BASE:
        sixes = winner_trous // 6
        return 2 * sixes if value is MarqueValue.ANNEXE_ARITHMETIC else 2**sixes
    return bredouille.multiplier


def marque_points(
    winner_trous: int,
    loser_trous: int,
    bredouille: Bredouille = Bredouille.SIMPLE,
    refaits: int = 0,
    rule: Consolation = Consolation.MULTIPLIED,
    *,
    value: MarqueValue = MarqueValue.BASE,
    sans_lever: bool = False,
    rival_sans_lever: bool | None = None,
) -> int:
    """Return the points (or jetons) of a marqué for its winner.

    Trictrac à écrire §4, Lois et règles, art. XIX, Dictionnaire raisonné.

    Trictrac à écrire, example 2: "B s'en va avec 6 trous avec le pavillon alors que A n'en a que 3 … 13 points".

    >>> marque_points(6, 3, Bredouille.PETITE)
    13
    """
    if winner_trous <= loser_trous:
        raise SheetError(
            f"the winner needs more trous than the loser ({winner_trous} v {loser_trous})",
            reason="winner-trous",
            winner=winner_trous,
            loser=loser_trous,
        )
    if winner_trous < OBLIGATION:
        raise SheetError(
            f"a marqué is won with at least {OBLIGATION} trous, not {winner_trous}",
            reason="obligation",
            limit=OBLIGATION,
            trous=winner_trous,
        )
    if bredouille is Bredouille.GRANDE and winner_trous < 12:
        raise SheetError(
            f"a grande bredouille needs at least 12 trous d'affilée, not {winner_trous}",
            reason="grande-bredouille",
            trous=winner_trous,
        )
    factor = marque_multiplier(
        bredouille, winner_trous, value, sans_lever=sans_lever, rival_sans_lever=rival_sans_lever
    )
    return factor * (winner_trous + consolation(refaits, rule)) - loser_trous


def marque_bredouille(state: ScoreState, winner: Colour) -> Bredouille:
    """Tell how the winner of a marqué ending in ``state`` won it.

    The pavillon (or having all the trous) counts only for the player with more
    trous (Trictrac à écrire §5); six trous d'affilée make a petite bredouille, twelve a grande.
    """
    if trous_en_bredouille(state) is not winner:
        return Bredouille.SIMPLE
    trous = state.of(winner).trous
    if trous >= 12:
        return Bredouille.GRANDE
    if trous >= OBLIGATION:
        return Bredouille.PETITE
    return Bredouille.SIMPLE


@dataclass(frozen=True, slots=True)
class Marque:
    """One marqué on the sheet: its winner and loser, the trous when known, and its points.

    ``refaits`` counts the null marqués replayed just before this one; ``multiplier`` is the factor of
    its consolation (1, 2, 4…), which the player who sat out is paid at three à tourner.
    """

    winner: str
    loser: str
    points: int
    refaits: int = 0
    trous: Mapping[str, int] | None = None
    bredouille: Bredouille | None = None
    multiplier: int = 1

    @classmethod
    def from_trous(
        cls,
        trous: Mapping[str, int],
        bredouille: Bredouille = Bredouille.SIMPLE,
        refaits: int = 0,
        rule: Consolation = Consolation.MULTIPLIED,
        *,
        value: MarqueValue = MarqueValue.BASE,
        sans_lever: bool = False,
        rival_sans_lever: bool | None = None,
    ) -> Marque:
        if len(trous) != 2:
            raise SheetError("a marqué opposes two players", reason="two-players")
        (a, ta), (b, tb) = trous.items()
        if ta == tb:
            raise SheetError(
                f"{a} and {b} have {ta} trous each: that is a refait, counted in the next marqué",
                reason="refait",
                first=a,
                second=b,
                trous=ta,
            )
        winner, loser = (a, b) if ta > tb else (b, a)
        points = marque_points(
            trous[winner],
            trous[loser],
            bredouille,
            refaits,
            rule,
            value=value,
            sans_lever=sans_lever,
            rival_sans_lever=rival_sans_lever,
        )
        factor = marque_multiplier(
            bredouille, trous[winner], value, sans_lever=sans_lever, rival_sans_lever=rival_sans_lever
        )
        return cls(winner, loser, points, refaits, dict(trous), bredouille, factor)

    def consolation(self, rule: Consolation = Consolation.MULTIPLIED) -> int:
        """Return the consolation in this marqué's points, as paid to the player who sat out.

        Dictionnaire raisonné, À TROIS."""
        return self.multiplier * consolation(self.refaits, rule)


_PLAYERS_OF_MODE = {Mode.TETE_A_TETE: 2, Mode.TOURNER: 3, Mode.CHOUETTE: 3, Mode.EQUIPES: 4}


@dataclass(frozen=True, slots=True)
class Sheet:
    """The scoresheet of a partie à écrire: its players, marqués, conventions and mode.

    ``mode`` None is read from the number of players (2 tête-à-tête, 3 à tourner or à la chouette when
    ``chouette`` names the player who plays every marqué, 4 en équipes with ``teams``).
    """

    players: tuple[str, ...]
    marques: tuple[Marque, ...]
    conventions: EcrireConventions = field(default_factory=EcrireConventions)
    mode: Mode | None = None
    teams: tuple[tuple[str, str], tuple[str, str]] | None = None
    chouette: str | None = None

    def __post_init__(self) -> None:
        if not 2 <= len(self.players) <= 4 or len(set(self.players)) != len(self.players):
            raise SheetError(
                "a partie à écrire is between two, three or four players with different names", reason="players"
            )
        mode = self.mode
        if mode is None:
            by_count = {2: Mode.TETE_A_TETE, 3: Mode.TOURNER, 4: Mode.EQUIPES}
            mode = Mode.CHOUETTE if self.chouette is not None else by_count[len(self.players)]
            object.__setattr__(self, "mode", mode)
        if _PLAYERS_OF_MODE[mode] != len(self.players):
            raise SheetError(
                f"{mode.value} is for {_PLAYERS_OF_MODE[mode]} players, not {len(self.players)}",
                reason="mode-players",
                mode=mode.value,
                expected=_PLAYERS_OF_MODE[mode],
                count=len(self.players),
            )
        if mode is Mode.CHOUETTE and self.chouette not in self.players:
            raise SheetError(
                "à la chouette, chouette names the player who plays every marqué", reason="chouette-player"
            )
        if mode is not Mode.CHOUETTE and self.chouette is not None:
            raise SheetError("chouette is only for the partie à la chouette", reason="chouette-mode")
        if mode is Mode.EQUIPES:
            if self.teams is None or len(self.teams) != 2 or any(len(team) != 2 for team in self.teams):
                raise SheetError(
                    'en équipes, teams gives the two pairs of partners, e.g. [["A", "B"], ["C", "D"]]',
                    reason="teams-needed",
                )
            if sorted(name for team in self.teams for name in team) != sorted(self.players):
                raise SheetError("the teams must hold each player once", reason="teams-players")
        elif self.teams is not None:
            raise SheetError("teams are only for four players en équipes", reason="teams-mode")
        sides = self.side_of
        for number, marque in enumerate(self.marques, start=1):
            if marque.winner not in self.players or marque.loser not in self.players:
                raise SheetError(
                    f"marqué {number}: {marque.winner} v {marque.loser} are not the sheet's players",
                    reason="marque-players",
                    number=number,
                    winner=marque.winner,
                    loser=marque.loser,
                )
            if sides(marque.winner) == sides(marque.loser):
                raise SheetError(
                    f"marqué {number}: {marque.winner} and {marque.loser} cannot play each other",
                    reason="same-side",
                    number=number,
                    winner=marque.winner,
                    loser=marque.loser,
                )
            if marque.points < 0:
                raise SheetError(f"marqué {number}: points cannot be negative", reason="negative-points", number=number)
            if marque.refaits < 0 or marque.multiplier < 1:
                raise SheetError(
                    f"marqué {number}: refaits ≥ 0 and a multiplier ≥ 1", reason="bad-multiplier", number=number
                )

    @property
    def sides(self) -> dict[str, tuple[str, ...]]:
        """The sides that gain and lose, by label: each player, or partners as "A & B"."""
        if self.mode is Mode.EQUIPES and self.teams is not None:
            return {" & ".join(team): tuple(team) for team in self.teams}
        if self.mode is Mode.CHOUETTE and self.chouette is not None:
            associates = tuple(name for name in self.players if name != self.chouette)
            return {self.chouette: (self.chouette,), " & ".join(associates): associates}
        return {name: (name,) for name in self.players}

    def side_of(self, player: str) -> str:
        for label, members in self.sides.items():
            if player in members:
                return label
        raise SheetError(f"{player!r} is not one of the sheet's players", reason="unknown-player", player=player)

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> Sheet:
        """Read a SHEET as docs/sheet-format.md gives it (already decoded from JSON).

        Besides ``players``, ``conventions`` and ``marques``: ``mode`` ("tete-a-tete", "tourner",
        "chouette", "equipes"; read from the number of players when absent), ``teams`` for four players
        and ``chouette`` for the player who plays every marqué.  At three or four players a marqué entry
        gives ``trous`` for its two players, or ``winner``, ``loser`` and ``points``.
        """
        players = data.get("players")
        if not isinstance(players, list) or not 2 <= len(players) <= 4 or not all(isinstance(p, str) for p in players):
            raise SheetError('players must be a list of two to four names, e.g. ["A", "B"]', reason="players-list")
        names = tuple(str(p) for p in players)
        raw_conventions = data.get("conventions", {})
        if not isinstance(raw_conventions, Mapping):
            raise SheetError("conventions must be an object", reason="conventions-object")
        conventions = EcrireConventions.from_mapping(raw_conventions)
        mode = None if data.get("mode") is None else _choice(Mode, data.get("mode"), "mode")
        teams = _teams_from(data.get("teams"))
        chouette = data.get("chouette")
        if chouette is not None and not isinstance(chouette, str):
            raise SheetError("chouette must be a player's name", reason="chouette-name")
        raw_marques = data.get("marques")
        if not isinstance(raw_marques, list):
            raise SheetError("marques must be a list", reason="marques-list")
        marques = [
            _marque_from_mapping(entry, number, names, conventions) for number, entry in enumerate(raw_marques, 1)
        ]
        return cls(names, tuple(marques), conventions, mode, teams, chouette)


def _teams_from(raw: object) -> tuple[tuple[str, str], tuple[str, str]] | None:
    if raw is None:
        return None
    if (
        not isinstance(raw, list)
        or len(raw) != 2
        or not all(isinstance(team, list) and len(team) == 2 for team in raw)
        or not all(isinstance(name, str) for team in raw for name in team)
    ):
        raise SheetError('teams must be two pairs of names, e.g. [["A", "B"], ["C", "D"]]', reason="teams-form")
    (a, b), (c, d) = raw
    return ((a, b), (c, d))


def _whole(value: object, what: str, **facts: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise SheetError(
            f"{what} must be a whole number ≥ 0, not {value!r}", reason="not-whole", key=what, value=value, **facts
        )
    return value


def _flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise SheetError(f"{what} is true or false, not {value!r}", reason="not-flag", key=what, value=value)
    return value


def _marque_from_mapping(
    entry: object, number: int, players: tuple[str, ...], conventions: EcrireConventions
) -> Marque:
    where = f"marqué {number}"
    if not isinstance(entry, Mapping):
        raise SheetError(f"{where}: an object with winner and points, or trous", reason="marque-object", number=number)
    try:
        refaits = _whole(entry.get("refaits", 0), "refaits")
        raw = entry.get("bredouille")
        bredouille = Bredouille.SIMPLE if raw is None else _choice(Bredouille, raw, "bredouille")
        sans_lever = _flag(entry.get("sans_lever", False), "sans_lever")
        raw_rival = entry.get("rival_sans_lever")
        rival = None if raw_rival is None else _flag(raw_rival, "rival_sans_lever")
        if "trous" in entry:
            trous = entry["trous"]
            if not isinstance(trous, Mapping) or len(trous) != 2 or not set(trous) <= set(players):
                raise SheetError(
                    f"trous gives the trous of the marqué's two players, e.g. {{{players[0]!r}: 8, …}}",
                    reason="marque-trous",
                )
            counted = {str(name): _whole(trous[name], f"trous of {name}", player=str(name)) for name in trous}
            return Marque.from_trous(
                counted,
                bredouille,
                refaits,
                conventions.consolation,
                value=conventions.value,
                sans_lever=sans_lever,
                rival_sans_lever=rival,
            )
        winner = entry.get("winner")
        if winner not in players:
            raise SheetError(
                f"winner must be one of {', '.join(map(repr, players))}",
                reason="winner",
                players=", ".join(players),
            )
        loser = entry.get("loser")
        if loser is None and len(players) == 2:
            loser = players[1] if winner == players[0] else players[0]
        if loser not in players or loser == winner:
            raise SheetError("loser must name the other player of the marqué", reason="loser")
        factor = marque_multiplier(bredouille, None, conventions.value, sans_lever=sans_lever, rival_sans_lever=rival)
        points = _whole(entry.get("points"), "points")
        return Marque(str(winner), str(loser), points, refaits, None, bredouille, factor)
    except SheetError as error:
        raise SheetError(f"{where}: {error}", reason="in-marque", number=number, cause=error) from None


@dataclass(frozen=True, slots=True)
class PlayerSettlement:
    """One side's lines of a settlement (partners share their side's lines).

    On paper (Trictrac à écrire §6–§8): I the marqué points won, II the queue des jetons, III the marqués (4 each),
    IV the queue des marqués.  In jetons, what the side received from the others: I for the marqués (and
    the consolations paid to it when it sat out), II from the queue des jetons, III for the paris (8 per
    double pari), IV the 20 jetons of queue of each postillon won.
    """

    I: int  # noqa: E741 - the sheet's own name for the line
    II: int
    III: int
    IV: int
    won: int

    @property
    def final(self) -> int:
        return self.I + self.II + self.III + self.IV


@dataclass(frozen=True, slots=True)
class Payment:
    """What one side pays another in a settlement, and why."""

    payer: str
    payee: str
    amount: int
    reason: str


@dataclass(frozen=True, slots=True)
class Settlement:
    """The settlement of a sheet.

    ``players`` gives each player his side's lines; ``winner`` is the side with the largest balance (None on
    a tie), ``gross`` its balance and ``rounded`` its balance rounded (to tens on paper, to fiches in jetons).
    ``balances`` (received − paid, per side) and ``rounded_balances`` sum to zero; the rounding is made
    between each pair of sides.  ``fiches`` is each side's gain in fiches (in jetons only).
    """

    players: Mapping[str, PlayerSettlement]
    winner: str | None
    gross: int
    rounded: int
    kind: SettlementKind = SettlementKind.PAPER
    sides: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    balances: Mapping[str, int] = field(default_factory=dict)
    rounded_balances: Mapping[str, int] = field(default_factory=dict)
    payments: tuple[Payment, ...] = ()
    fiches: Mapping[str, int] | None = None

    def net(self, payee: str, payer: str) -> int:
        """Return what ``payer`` owes ``payee`` in all (negative when ``payee`` owes)."""
        total = 0
        for payment in self.payments:
            if (payment.payer, payment.payee) == (payer, payee):
                total += payment.amount
            elif (payment.payer, payment.payee) == (payee, payer):
                total -= payment.amount
        return total


def round_gain(gross: int) -> int:
    """Round to tens: units 5–9 up, 1–4 down (Trictrac à écrire §7: 55…59 → 60, 51…54 → 50).

    >>> [round_gain(n) for n in (23, 25, 51, 59, 0)]
    [20, 30, 50, 60, 0]
    """
    return (gross + 5) // 10 * 10


def fiches(jetons: int, fiche: int = 10, half: HalfFiche = HalfFiche.COUNTS) -> int:
    """Convert jetons to fiches.

    A remainder over half a fiche counts for one, under half for nothing, and exactly half as the convention says
    (Dictionnaire raisonné, QUEUE: "5 jetons restants comptent pour une fiche ou ne comptent rien").  Negative amounts
    convert as their opposite.

    >>> [fiches(n) for n in (23, 25, 26, -25)], fiches(25, half=HalfFiche.NOTHING)
    ([2, 3, 3, -3], 2)
    """
    if jetons < 0:
        return -fiches(-jetons, fiche, half)
    whole, rest = divmod(jetons, fiche)
    if 2 * rest > fiche or (2 * rest == fiche and half is HalfFiche.COUNTS):
        whole += 1
    return whole


def contingent(marques: int) -> int:
    """Return the contingent of each of two players for the marqués they play together.

    Half; odd → half plus one (Dictionnaire raisonné, CONTINGENT: "le contingent est de la moitié plus un").

    >>> [contingent(n) for n in (8, 7, 3, 2)]
    [4, 4, 2, 1]
    """
    return (marques + 1) // 2


def paris_payment(won: int, lost: int) -> int:
    """Return what a player pays for the paris to an adversary.

    He played ``won + lost`` marqués with him, winning ``won``.

    Each marqué he lacks of his contingent is a double pari; the first is the postillon, 28 jetons of which
    20 of queue, each further one 8 (Lois et règles, art. XIX, Dictionnaire raisonné, PARI, POSTILLON).

    >>> paris_payment(3, 5), paris_payment(2, 6), paris_payment(4, 4), paris_payment(3, 4), paris_payment(5, 3)
    (28, 36, 0, 28, 0)
    """
    lacking = contingent(won + lost) - won
    return 0 if lacking <= 0 else POSTILLON + PARI * (lacking - 1)


def settle(sheet: Sheet) -> Settlement:
    """Return the settlement of ``sheet`` under its conventions.

    On paper (Trictrac à écrire, the default) or in jetons.

    On paper, between two sides (Trictrac à écrire): I is the sum of a side's marqué points; II, the *queue des jetons*,
    goes to the side with the larger I, 2 per marqué it won (on equal I, to the side that won more marqués,
    1 per marqué of difference); III is 4 per marqué won; IV, the *queue des marqués*, 20 to the side that
    won more.

    At three à tourner (three sides) the paper is the jetons settlement written in points (the module's
    "Three players" paragraph): I the marqués and the consolations of the marqués sat out, II the queue
    des jetons to the one player who won the most in the marqués, III the paris and IV the queues of the
    postillons, each pair of players settling the marqués they played together.  Paper and jetons then
    give every player the same balance.
    """
    if sheet.conventions.settlement is SettlementKind.JETONS:
        return _settle_jetons(sheet)
    return _settle_paper(sheet)


@dataclass
class _Lines:
    I: int = 0  # noqa: E741
    II: int = 0
    III: int = 0
    IV: int = 0
    won: int = 0

    def frozen(self) -> PlayerSettlement:
        return PlayerSettlement(self.I, self.II, self.III, self.IV, self.won)


def _paper_pair(a: str, b: str, entries: Sequence[tuple[str, int, bool]]) -> dict[str, _Lines]:
    """Return Trictrac à écrire's lines for two sides from (winner, points, is a marqué won) entries."""
    lines = {a: _Lines(), b: _Lines()}
    for winner, points, counts in entries:
        lines[winner].I += points
        lines[winner].won += 1 if counts else 0
    la, lb = lines[a], lines[b]
    if la.I != lb.I:
        leader = lines[a if la.I > lb.I else b]
        leader.II = 2 * leader.won
    elif la.won != lb.won:
        lines[a if la.won > lb.won else b].II = abs(la.won - lb.won)
    for line in (la, lb):
        line.III = 4 * line.won
    if la.won != lb.won:
        lines[a if la.won > lb.won else b].IV = 20
    return lines


def _settle_paper(sheet: Sheet) -> Settlement:
    sides = sheet.sides
    labels = list(sides)
    if len(labels) > 2:
        # The module's "Three players" rule: Trictrac à écrire's sheet is for two; at three the jetons' rules, counted
        # in points.
        received, transfers = _jetons_lines(sheet, jetons_per_marque=2)
        return _finish(sheet, received, transfers, _round_tens, None)
    entries: dict[tuple[str, str], list[tuple[str, int, bool]]] = {pair: [] for pair in combinations(labels, 2)}
    for marque in sheet.marques:
        winner, loser = sheet.side_of(marque.winner), sheet.side_of(marque.loser)
        entries[(winner, loser) if (winner, loser) in entries else (loser, winner)].append(
            (winner, marque.points, True)
        )
    totals = {label: _Lines() for label in labels}
    payments: list[Payment] = []
    for (a, b), pair_entries in entries.items():
        pair = _paper_pair(a, b, pair_entries)
        for label, line in pair.items():
            total = totals[label]
            total.I, total.II, total.III, total.IV = (
                total.I + line.I,
                total.II + line.II,
                total.III + line.III,
                total.IV + line.IV,
            )
        difference = _final(pair[a]) - _final(pair[b])
        if difference:
            payer, payee = (b, a) if difference > 0 else (a, b)
            payments.append(Payment(payer, payee, abs(difference), "paper"))
    for marque in sheet.marques:
        totals[sheet.side_of(marque.winner)].won += 1
    return _finish(sheet, {label: line.frozen() for label, line in totals.items()}, payments, _round_tens, None)


def _round_tens(amount: int) -> int:
    return round_gain(amount) if amount >= 0 else -round_gain(-amount)


def _final(line: _Lines) -> int:
    return line.I + line.II + line.III + line.IV


def _settle_jetons(sheet: Sheet) -> Settlement:
    conventions = sheet.conventions
    lines, payments = _jetons_lines(sheet, conventions.jetons_per_marque)

    def to_fiches(amount: int) -> int:
        return fiches(amount, conventions.fiche, conventions.half_fiche) * conventions.fiche

    return _finish(sheet, lines, payments, to_fiches, conventions)


def _jetons_lines(sheet: Sheet, jetons_per_marque: int) -> tuple[dict[str, PlayerSettlement], list[Payment]]:
    """Return what each side receives in jetons, and the payments.

    Lois et règles, art. XIX "LES PAIEMENTS"; Dictionnaire raisonné, À TOURNER."""
    conventions = sheet.conventions
    labels = list(sheet.sides)
    received = {label: _Lines() for label in labels}
    payments: list[Payment] = []
    net_marques = dict.fromkeys(labels, 0)
    lost = dict.fromkeys(labels, 0)
    wins: dict[tuple[str, str], int] = {}

    def pay(payer: str, payee: str, amount: int, reason: str) -> None:
        if amount > 0:
            payments.append(Payment(payer, payee, amount, reason))

    for number, marque in enumerate(sheet.marques, start=1):
        winner, loser = sheet.side_of(marque.winner), sheet.side_of(marque.loser)
        paid = {winner: marque.points}
        if sheet.mode is Mode.TOURNER:
            # Lois et règles, art. XIX: "A trois joueurs, le vaincu doit toujours payer de surcroît la consolation à
            # celui qui n'a pas joué ce marqué, quel que soit le prix de cette consolation."
            (vacant,) = set(labels) - {winner, loser}
            paid[vacant] = marque.consolation(conventions.consolation)
        for payee, amount in paid.items():
            pay(loser, payee, amount, f"marqué {number}")
            received[payee].I += amount
            net_marques[payee] += amount
            net_marques[loser] -= amount
        received[winner].won += 1
        lost[loser] += 1
        wins[(winner, loser)] = wins.get((winner, loser), 0) + 1
    # The queue des jetons: each loss put jetons aside; the side with the most jetons won in the marqués
    # takes them all, shared on a tie (Lois et règles, art. XIX, Dictionnaire raisonné); a jeton that cannot be shared
    # stays with its owner.
    best = max(net_marques.values())
    leaders = [label for label in labels if net_marques[label] == best]
    for contributor in labels:
        share = jetons_per_marque * lost[contributor] // len(leaders)
        for leader in leaders:
            if leader != contributor and share:
                pay(contributor, leader, share, "queue des jetons")
                received[leader].II += share
    # The paris, between each pair of sides on the marqués they played together.
    for a, b in combinations(labels, 2):
        won_a, won_b = wins.get((a, b), 0), wins.get((b, a), 0)
        for payer, payee, payer_won, payee_won in ((a, b, won_a, won_b), (b, a, won_b, won_a)):
            amount = paris_payment(payer_won, payee_won)
            if amount:
                pay(payer, payee, amount, "postillon and paris")
                received[payee].III += amount - POSTILLON_QUEUE
                received[payee].IV += POSTILLON_QUEUE
    return {label: line.frozen() for label, line in received.items()}, payments


def _finish(
    sheet: Sheet,
    lines: Mapping[str, PlayerSettlement],
    payments: Sequence[Payment],
    rounding: _Rounding,
    conventions: EcrireConventions | None,
) -> Settlement:
    sides = sheet.sides
    labels = list(sides)
    pair_net: dict[tuple[str, str], int] = {pair: 0 for pair in combinations(labels, 2)}
    for payment in payments:
        if (payment.payee, payment.payer) in pair_net:
            pair_net[(payment.payee, payment.payer)] += payment.amount
        else:
            pair_net[(payment.payer, payment.payee)] -= payment.amount
    balances = dict.fromkeys(labels, 0)
    rounded = dict.fromkeys(labels, 0)
    for (a, b), net in pair_net.items():
        balances[a] += net
        balances[b] -= net
        share = rounding(net)
        rounded[a] += share
        rounded[b] -= share
    best = max(balances.values())
    leaders = [label for label in labels if balances[label] == best]
    winner = leaders[0] if len(leaders) == 1 else None
    in_fiches = None
    if conventions is not None:
        in_fiches = {label: amount // conventions.fiche for label, amount in rounded.items()}
    return Settlement(
        players={name: lines[label] for label, members in sides.items() for name in members},
        winner=winner,
        gross=0 if winner is None else balances[winner],
        rounded=0 if winner is None else rounded[winner],
        kind=SettlementKind.PAPER if conventions is None else SettlementKind.JETONS,
        sides=sides,
        balances=balances,
        rounded_balances=rounded,
        payments=tuple(payments),
        fiches=in_fiches,
    )


def sheet_rows(sheet: Sheet) -> Sequence[tuple[int, int, dict[str, int | None]]]:
    """Return the sheet's rows as printed: (marqué number, refaits, points per player or None)."""
    return [
        (number, marque.refaits, {name: marque.points if name == marque.winner else None for name in sheet.players})
        for number, marque in enumerate(sheet.marques, start=1)
    ]
