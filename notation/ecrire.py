"""The partie à écrire: marqués, their points, and the settlement on paper (the scoresheet as data).

Sources: seed 001 (*Le trictrac à écrire*, the whole text and its filled
six-marqué sheet), seed 000 arts. XV, XVI, XIX, seed 003 (PARTIE À ÉCRIRE,
CONSOLATION, REFAIT, QUEUE), digested in RULES.md §8.

Points of a marqué for its winner: ``m × (winner's trous + consolation) −
loser's trous``, with m = 1 (simple), 2 (petite bredouille: at least six
trous d'affilée) or 4 (grande bredouille: at least twelve).  The consolation
is 2, carried over refaits: ×(refaits + 1) by default (001 and 003), or
doubled at each refait (000 art. XIX: "le prix de la consolation est le double
de celui du marqué nul précédent").
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from notation.board import Colour
from notation.rules.marking import trous_en_bredouille
from notation.score import ScoreState

__all__ = [
    "OBLIGATION",
    "Bredouille",
    "Consolation",
    "EcrireConventions",
    "Marque",
    "PlayerSettlement",
    "Settlement",
    "Sheet",
    "SheetError",
    "consolation",
    "marque_bredouille",
    "marque_points",
    "round_gain",
    "settle",
]

OBLIGATION = 6
"""The trou d'obligation: a marqué can end (by a leave) once a player has six trous."""


class SheetError(ValueError):
    """Raised for a scoresheet that breaks the laws of the partie à écrire."""


class Bredouille(enum.Enum):
    """How a marqué was won: simple, petite bredouille (×2) or grande bredouille (×4)."""

    SIMPLE = "simple"
    PETITE = "petite"
    GRANDE = "grande"

    @property
    def multiplier(self) -> int:
        return {Bredouille.SIMPLE: 1, Bredouille.PETITE: 2, Bredouille.GRANDE: 4}[self]


class Consolation(enum.Enum):
    """How the consolation grows after refaits (RULES.md §10)."""

    MULTIPLIED = "multiplied"
    """2 × (refaits + 1): 2, 4, 6, 8 (seeds 001 and 003; the default)."""
    DOUBLED = "doubled"
    """Doubled at each refait: 2, 4, 8 (seed 000 art. XIX)."""


@dataclass(frozen=True, slots=True)
class EcrireConventions:
    """The conventions of a partie à écrire that the settlement depends on."""

    consolation: Consolation = Consolation.MULTIPLIED

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> EcrireConventions:
        result = cls()
        for key, value in data.items():
            if key == "consolation":
                try:
                    result = EcrireConventions(consolation=Consolation(str(value)))
                except ValueError:
                    raise SheetError(f"consolation is multiplied or doubled, not {value!r}") from None
            elif key == "settlement":
                if value != "paper":
                    raise SheetError(f"settlement {value!r} is not supported yet: only the settlement on paper")
            else:
                raise SheetError(f"unknown convention {key!r} for the settlement")
        return result


def consolation(refaits: int, rule: Consolation = Consolation.MULTIPLIED) -> int:
    """The consolation of a marqué played after ``refaits`` null marqués.

    >>> [consolation(n) for n in range(4)], [consolation(n, Consolation.DOUBLED) for n in range(4)]
    ([2, 4, 6, 8], [2, 4, 8, 16])
    """
    if refaits < 0:
        raise SheetError(f"refaits cannot be negative ({refaits})")
    return 2 * (refaits + 1) if rule is Consolation.MULTIPLIED else 2 * 2**refaits


def marque_points(
    winner_trous: int,
    loser_trous: int,
    bredouille: Bredouille = Bredouille.SIMPLE,
    refaits: int = 0,
    rule: Consolation = Consolation.MULTIPLIED,
) -> int:
    """Points of a marqué for its winner (seed 001 §4).

    001, example 2: "B s'en va avec 6 trous avec le pavillon alors que A n'en a que 3 … 13 points".

    >>> marque_points(6, 3, Bredouille.PETITE)
    13
    """
    if winner_trous <= loser_trous:
        raise SheetError(f"the winner needs more trous than the loser ({winner_trous} v {loser_trous})")
    if winner_trous < OBLIGATION:
        raise SheetError(f"a marqué is won with at least {OBLIGATION} trous, not {winner_trous}")
    if bredouille is Bredouille.PETITE and winner_trous < OBLIGATION:
        raise SheetError("a petite bredouille needs at least 6 trous d'affilée")
    if bredouille is Bredouille.GRANDE and winner_trous < 12:
        raise SheetError(f"a grande bredouille needs at least 12 trous d'affilée, not {winner_trous}")
    return bredouille.multiplier * (winner_trous + consolation(refaits, rule)) - loser_trous


def marque_bredouille(state: ScoreState, winner: Colour) -> Bredouille:
    """How the winner of a marqué ending in ``state`` won it.

    The pavillon (or having all the trous) counts only for the player with more
    trous (001 §5); six trous d'affilée make a petite bredouille, twelve a grande.
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

    ``refaits`` counts the null marqués replayed just before this one.
    """

    winner: str
    loser: str
    points: int
    refaits: int = 0
    trous: Mapping[str, int] | None = None
    bredouille: Bredouille | None = None

    @classmethod
    def from_trous(
        cls,
        trous: Mapping[str, int],
        bredouille: Bredouille = Bredouille.SIMPLE,
        refaits: int = 0,
        rule: Consolation = Consolation.MULTIPLIED,
    ) -> Marque:
        if len(trous) != 2:
            raise SheetError("a marqué opposes two players")
        (a, ta), (b, tb) = trous.items()
        if ta == tb:
            raise SheetError(f"{a} and {b} have {ta} trous each: that is a refait, counted in the next marqué")
        winner, loser = (a, b) if ta > tb else (b, a)
        points = marque_points(trous[winner], trous[loser], bredouille, refaits, rule)
        return cls(winner, loser, points, refaits, dict(trous), bredouille)


@dataclass(frozen=True, slots=True)
class Sheet:
    """The scoresheet of a partie à écrire between two players."""

    players: tuple[str, str]
    marques: tuple[Marque, ...]
    conventions: EcrireConventions = field(default_factory=EcrireConventions)

    def __post_init__(self) -> None:
        if len(self.players) != 2 or self.players[0] == self.players[1]:
            raise SheetError("the settlement on paper is between two players with different names")
        for number, marque in enumerate(self.marques, start=1):
            if {marque.winner, marque.loser} != set(self.players):
                raise SheetError(f"marqué {number}: {marque.winner} v {marque.loser} are not the sheet's players")
            if marque.points < 0:
                raise SheetError(f"marqué {number}: points cannot be negative")

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> Sheet:
        """Read a SHEET as DESIGN.md gives it (already decoded from JSON)."""
        players = data.get("players")
        if not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, str) for p in players):
            raise SheetError('players must be a list of two names, e.g. ["A", "B"]')
        raw_conventions = data.get("conventions", {})
        if not isinstance(raw_conventions, Mapping):
            raise SheetError("conventions must be an object")
        conventions = EcrireConventions.from_mapping(raw_conventions)
        raw_marques = data.get("marques")
        if not isinstance(raw_marques, list):
            raise SheetError("marques must be a list")
        marques = [
            _marque_from_mapping(entry, number, (players[0], players[1]), conventions)
            for number, entry in enumerate(raw_marques, start=1)
        ]
        return cls((players[0], players[1]), tuple(marques), conventions)


def _whole(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise SheetError(f"{what} must be a whole number ≥ 0, not {value!r}")
    return value


def _marque_from_mapping(
    entry: object, number: int, players: tuple[str, str], conventions: EcrireConventions
) -> Marque:
    where = f"marqué {number}"
    if not isinstance(entry, Mapping):
        raise SheetError(f"{where}: an object with winner and points, or trous")
    refaits = _whole(entry.get("refaits", 0), f"{where}: refaits")
    try:
        if "trous" in entry:
            trous = entry["trous"]
            if not isinstance(trous, Mapping) or set(trous) != set(players):
                raise SheetError(f"{where}: trous gives both players' trous, e.g. {{{players[0]!r}: 8, …}}")
            counted = {name: _whole(trous[name], f"{where}: trous of {name}") for name in players}
            raw = entry.get("bredouille")
            bredouille = Bredouille.SIMPLE if raw is None else Bredouille(str(raw))
            return Marque.from_trous(counted, bredouille, refaits, conventions.consolation)
        winner = entry.get("winner")
        if winner not in players:
            raise SheetError(f"{where}: winner must be one of {players[0]!r}, {players[1]!r}")
        loser = players[1] if winner == players[0] else players[0]
        return Marque(str(winner), loser, _whole(entry.get("points"), f"{where}: points"), refaits)
    except SheetError as error:
        if str(error).startswith(where):
            raise
        raise SheetError(f"{where}: {error}") from None
    except ValueError:
        raise SheetError(f"{where}: bredouille is null, petite or grande") from None


@dataclass(frozen=True, slots=True)
class PlayerSettlement:
    """One player's lines of the settlement on paper (seed 001 §6–§8)."""

    I: int  # noqa: E741 - the sheet's own name for the line
    II: int
    III: int
    IV: int
    won: int

    @property
    def final(self) -> int:
        return self.I + self.II + self.III + self.IV


@dataclass(frozen=True, slots=True)
class Settlement:
    players: Mapping[str, PlayerSettlement]
    winner: str | None
    gross: int
    rounded: int


def round_gain(gross: int) -> int:
    """Round to tens: units 5–9 up, 1–4 down (001 §7: 55…59 → 60, 51…54 → 50).

    >>> [round_gain(n) for n in (23, 25, 51, 59, 0)]
    [20, 30, 50, 60, 0]
    """
    return (gross + 5) // 10 * 10


def settle(sheet: Sheet) -> Settlement:
    """The settlement on paper (seed 001, the default), for two players.

    I is the sum of a player's marqué points; II, the *queue des jetons*, goes
    to the player with the larger I, 2 per marqué he won (on equal I, to the
    player who won more marqués, 1 per marqué of difference); III is 4 per
    marqué won; IV, the *queue des marqués*, 20 to the player who won more.
    """
    a, b = sheet.players
    total = {a: 0, b: 0}
    won = {a: 0, b: 0}
    for marque in sheet.marques:
        total[marque.winner] += marque.points
        won[marque.winner] += 1
    queue_jetons = {a: 0, b: 0}
    if total[a] != total[b]:
        leader = a if total[a] > total[b] else b
        queue_jetons[leader] = 2 * won[leader]
    elif won[a] != won[b]:
        leader = a if won[a] > won[b] else b
        queue_jetons[leader] = abs(won[a] - won[b])
    queue_marques = {a: 0, b: 0}
    if won[a] != won[b]:
        queue_marques[a if won[a] > won[b] else b] = 20
    lines = {
        name: PlayerSettlement(total[name], queue_jetons[name], 4 * won[name], queue_marques[name], won[name])
        for name in (a, b)
    }
    finals = {name: lines[name].final for name in (a, b)}
    if finals[a] == finals[b]:
        return Settlement(lines, None, 0, 0)
    winner = a if finals[a] > finals[b] else b
    gross = abs(finals[a] - finals[b])
    return Settlement(lines, winner, gross, round_gain(gross))


def sheet_rows(sheet: Sheet) -> Sequence[tuple[int, int, dict[str, int | None]]]:
    """The sheet's rows as printed: (marqué number, refaits, points per player or None)."""
    return [
        (number, marque.refaits, {name: marque.points if name == marque.winner else None for name in sheet.players})
        for number, marque in enumerate(sheet.marques, start=1)
    ]
