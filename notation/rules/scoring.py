"""What a throw scores: every rencontre of the tarif (docs/rules.md §tarif) with its beneficiary, façons and points.

:func:`score` lists the events of one throw for the player to move, each with a
short explanation in French and in English and the dames and points involved;
:func:`points_only` is its fast twin (the two totals only), used by
:func:`chances` (the 21 throws of a position) and by self-play.

Batteries, the coin battu, the jans de départ and the old jans need no play:
they are fictive (Lois et règles, art. X: « La batterie est toujours fictive »).
Remplir, conserver, the sortie, the impuissance and the pile de misère are
read from the legal plays of :mod:`notation.rules.moves`.

>>> from notation.board import Position
>>> from notation.dice import Throw
>>> start = Position.start()
>>> score(start, Throw(6, 5)).to_json()["total"]
{'white': 0, 'black': 0}
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import Final

from notation.board import BLACK, WHITE, Colour, Jan, Point, Position, Table, point_of_step
from notation.dice import ALL_THROWS, Throw
from notation.notations import Notation, Orientation, point_name
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import Play, _Analysis, _analysis, jan_short, legal_plays, unplayed_fast

__all__ = [
    "Chances",
    "Rencontre",
    "RencontreMade",
    "Score",
    "ThrowChance",
    "chances",
    "points_only",
    "score",
]


def _field_values(value: ThrowChance | Chances) -> tuple[object, ...]:
    """Return a frozen dataclass's fields in order: what its constructor takes back when it is unpickled.

    The classes below pickle so (``__reduce__``) because the compiled build of this module
    (``make accel``) does not keep the dataclasses' own way of restoring frozen slots.
    """
    return tuple(getattr(value, field.name) for field in fields(value))


class Rencontre(enum.Enum):
    """The scoring events of the tarif (Lois et règles, annexe TARIF; Dictionnaire raisonné, TARIF)."""

    SIX_TABLES = "six_tables"
    DEUX_TABLES = "deux_tables"
    CONTRE_DEUX_TABLES = "contre_deux_tables"
    MEZEAS = "mezeas"
    CONTRE_MEZEAS = "contre_mezeas"
    REMPLIR = "remplir"
    CONSERVER = "conserver"
    BATTRE_VRAI = "battre_vrai"
    BATTRE_FAUX = "battre_faux"
    COIN_BATTU = "coin_battu"
    SORTIE = "sortie"
    IMPUISSANCE = "impuissance"
    RENCONTRE = "rencontre"
    MARGOT = "margot"
    PILE_MISERE = "pile_misere"


_R = Rencontre
"""Short for :class:`Rencontre` in the hot tables and loops below (one global looked up, not a long name)."""


class RencontreMade:
    """One rencontre of one throw: who marks it, how many points, and why.

    A value: read-only (its fields are properties), compared and hashed by its fields, pickled by them.  The
    explanations of an event that :func:`score` makes are written when first read: the engine scores many throws
    (self-play, the tutor's look-ahead) whose explanations no one reads, and writing them was a third of the work.
    """

    __slots__ = (
        "_beneficiary",
        "_dames",
        "_en",
        "_facons",
        "_fr",
        "_inferred",
        "_jan",
        "_points",
        "_rencontre",
        "_table",
        "_target",
        "_via",
        "_why",
    )

    def __init__(
        self,
        rencontre: Rencontre,
        beneficiary: Colour,
        points: int,
        facons: int | None = None,
        jan: Jan | None = None,
        target: Point | None = None,
        table: Table | None = None,
        inferred: bool = False,
        dames: tuple[Point, ...] = (),
        via: tuple[Point, ...] = (),
        explanation_fr: str = "",
        explanation_en: str = "",
    ) -> None:
        self._rencontre = rencontre
        self._beneficiary = beneficiary
        self._points = points
        self._facons = facons
        self._jan = jan
        self._target = target
        self._table = table
        self._inferred = inferred
        self._dames = dames
        self._via = via
        self._fr: str | None = explanation_fr
        self._en: str | None = explanation_en
        # what writes the explanations when they are first read (None once written, or when given)
        self._why: _Why | None = None

    @property
    def rencontre(self) -> Rencontre:
        return self._rencontre

    @property
    def beneficiary(self) -> Colour:
        return self._beneficiary

    @property
    def points(self) -> int:
        return self._points

    @property
    def facons(self) -> int | None:
        return self._facons

    @property
    def jan(self) -> Jan | None:
        return self._jan

    @property
    def target(self) -> Point | None:
        return self._target

    @property
    def table(self) -> Table | None:
        return self._table

    @property
    def inferred(self) -> bool:
        """Six tables (or the jan de rencontre) counted from a throw count inferred from the position."""
        return self._inferred

    @property
    def dames(self) -> tuple[Point, ...]:
        """The dames that beat, fill or conserve (for highlighting)."""
        return self._dames

    @property
    def via(self) -> tuple[Point, ...]:
        """Other points involved: rests, the points filled, the coin beaten…"""
        return self._via

    @property
    def explanation_fr(self) -> str:
        text = self._fr
        if text is None:
            text = self._write()[0]
        return text

    @property
    def explanation_en(self) -> str:
        text = self._en
        if text is None:
            text = self._write()[1]
        return text

    def _write(self) -> tuple[str, str]:
        why = self._why
        assert why is not None
        raw, mover, throw, notation, orientation = why
        fr, en = _explain_raw(raw, mover, throw, notation, orientation)
        self._fr = fr
        self._en = en
        self._why = None
        return fr, en

    def _fields(self) -> tuple[object, ...]:
        """Return the constructor's arguments, in its order."""
        return (
            self._rencontre,
            self._beneficiary,
            self._points,
            self._facons,
            self._jan,
            self._target,
            self._table,
            self._inferred,
            self._dames,
            self._via,
            self.explanation_fr,
            self.explanation_en,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RencontreMade):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={value!r}" for name, value in zip(_EVENT_FIELDS, self._fields(), strict=True))
        return f"RencontreMade({values})"

    def __reduce__(self) -> tuple[type[RencontreMade], tuple[object, ...]]:
        return (RencontreMade, self._fields())

    def to_json(self) -> dict[str, object]:
        """Return the command line's fields that apply (docs/design.md), plus ``explanation``.

        And ``inferred``, ``dames`` and ``via`` where they apply."""
        out: dict[str, object] = {
            "rencontre": self.rencontre.value,
            "beneficiary": self.beneficiary.value,
            "points": self.points,
        }
        if self.facons is not None:
            out["facons"] = self.facons
        if self.jan is not None:
            out["jan"] = self.jan.value
        if self.target is not None:
            out["target"] = self.target.name
        if self.table is not None:
            out["table"] = self.table.value
        if self.inferred:
            out["inferred"] = True
        if self.dames:
            out["dames"] = [point.name for point in self.dames]
        if self.via:
            out["via"] = [point.name for point in self.via]
        out["explanation"] = {"fr": self.explanation_fr, "en": self.explanation_en}
        return out


_EVENT_FIELDS: Final = (
    "rencontre",
    "beneficiary",
    "points",
    "facons",
    "jan",
    "target",
    "table",
    "inferred",
    "dames",
    "via",
    "explanation_fr",
    "explanation_en",
)
"""The fields of a :class:`RencontreMade`, in its constructor's order."""


class Score:
    """Everything one throw scores, in marking order (the thrower's rencontres first).

    A value: immutable, hashable, compared and pickled by its ``events``.  :func:`score` makes it with each
    side's total and what the events are made of: they are made when first read (a partie marks the totals at
    every throw; the events are read where a throw is shown or checked).
    """

    __slots__ = ("_black", "_events", "_white", "_why")

    def __init__(self, events: tuple[RencontreMade, ...] = ()) -> None:
        self._events: tuple[RencontreMade, ...] | None = events
        white = 0
        black = 0
        for event in events:
            if event.beneficiary is WHITE:
                white += event.points
            else:
                black += event.points
        self._white = white
        self._black = black
        # what makes the events when first read (None once made, or when given)
        self._why: tuple[list[_Raw], Colour, Throw, Notation, Orientation] | None = None

    @property
    def events(self) -> tuple[RencontreMade, ...]:
        events = self._events
        if events is None:
            why = self._why
            assert why is not None
            raws, mover, throw, notation, orientation = why
            events = tuple([_event(raw, mover, throw, notation, orientation) for raw in raws])
            self._events = events
            self._why = None
        return events

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Score):
            return NotImplemented
        return self.events == other.events

    def __hash__(self) -> int:
        return hash(self.events)

    def __repr__(self) -> str:
        return f"Score(events={self.events!r})"

    def __reduce__(self) -> tuple[type[Score], tuple[object, ...]]:
        return (Score, (self.events,))

    def total(self, colour: Colour) -> int:
        return self._white if colour is WHITE else self._black

    def to_json(self) -> dict[str, object]:
        return {
            "events": [event.to_json() for event in self.events],
            "total": {"white": self.total(WHITE), "black": self.total(BLACK)},
        }


@dataclass(frozen=True, slots=True)
class ThrowChance:
    """What one of the 21 throws scores for each colour, with its weight out of 36."""

    throw: Throw
    weight: int
    white: int
    black: int

    def __reduce__(self) -> tuple[type[ThrowChance], tuple[object, ...]]:
        return (ThrowChance, _field_values(self))


@dataclass(frozen=True, slots=True)
class Chances:
    """The 21 throws of a position for the player to move, in ``ALL_THROWS`` order."""

    throws: tuple[ThrowChance, ...]

    def __reduce__(self) -> tuple[type[Chances], tuple[object, ...]]:
        return (Chances, _field_values(self))

    def expected(self, colour: Colour) -> float:
        """Return the expected points per throw for ``colour`` (weights out of 36)."""
        total = sum(chance.weight * (chance.white if colour is WHITE else chance.black) for chance in self.throws)
        return total / 36

    def to_json(self) -> dict[str, object]:
        return {
            "throws": [
                {"dice": chance.throw.code(), "weight": chance.weight, "white": chance.white, "black": chance.black}
                for chance in self.throws
            ],
            "expected": {"white": self.expected(WHITE), "black": self.expected(BLACK)},
        }


# -- raw events ------------------------------------------------------------------
#
# The detection works on the mover's steps and produces light tuples; score()
# turns them into Events with points and explanations, points_only() just adds.
#
# A raw event: (rencontre, to_mover, points, facons, jan, target_step, inferred, dames, via, detail)
# where dames and via are steps of the mover's path (25 = off) and detail is
# rencontre-specific data for the explanation.

_Raw = tuple[Rencontre, bool, int, int | None, Jan | None, int | None, bool, tuple[int, ...], tuple[int, ...], object]
_Why = tuple[_Raw, Colour, Throw, Notation, Orientation]
"""What an event's explanations are written from: its raw event, the mover, the throw, the notation and orientation."""
_Result = tuple[tuple[int, ...], tuple[int, ...]]
"""One legal play seen by the scorer: the mover's counts after it, and the numbers it left unplayed."""

_WHITE: Final = WHITE
_DEFAULT: Final = DEFAULT
"""The default conventions: none of the old jans."""
_TALON: Final = 1
_COIN: Final = 12
_OPP_COIN: Final = 13
_OFF: Final = 25
_JANS: Final = (Jan.PETIT, Jan.GRAND, Jan.RETOUR)
_JAN_STEPS: Final[dict[Jan, tuple[int, ...]]] = {jan: tuple(jan.steps) for jan in _JANS}
_JAN_TABLE: Final[tuple[tuple[Jan, tuple[int, ...], int, int], ...]] = tuple(
    (jan, _JAN_STEPS[jan], _JAN_STEPS[jan][0] - 1, bit) for jan, bit in zip(_JANS, (1, 2, 4), strict=True)
)
"""Each jan, its steps, the index of its first step in a side's counts, and its bit in :attr:`Play.jans_after`."""
_PETITS: Final = tuple(s <= 6 or s >= 19 for s in range(26))
"""Whether the point at a step lies in the table des petits jans (index = step)."""


def _battery_value(step: int, doublet: bool) -> int:
    """Return one façon's value for a dame at ``step`` (Lois et règles, art. X, the tarif)."""
    if _PETITS[step]:
        return 6 if doublet else 4
    return 4 if doublet else 2


def _detect(
    position: Position,
    throw: Throw,
    conventions: Conventions,
    previous_throw: Throw | None,
    plays: Sequence[Play] | None,
) -> list[_Raw]:
    # what the legal plays read of the position too (computed once for both: moves keeps the last one)
    mover = position.to_move
    an = _analysis(position)  # ``an``: the mover's reading of the position (:class:`moves._Analysis`)
    mine = an.c24
    theirs = an.opp24
    if not an.sources or an.opp_empty:
        # A side has borne off every dame: the sortie is over and both sides' dames go back to their
        # talons (Lois et règles, art. VIII, « Ensuite les dames des deux camps sont relevées »): no throw is
        # played from this position, so nothing is scored (Position.warnings() says so).
        return []
    a = throw.high
    b = throw.low
    doublet = a == b
    value = 6 if doublet else 4
    raw: list[_Raw] = []
    against: list[_Raw] = []

    on_board = an.on_board
    talon = mine[0]

    # -- jans de départ (Lois et règles, art. XII; Dictionnaire raisonné, JAN DE SIX/DEUX TABLES, MÉZÉAS) --
    if on_board == 15 and talon in (11, 13):
        _jans_de_depart(position, mover, mine, theirs, a, b, doublet, value, raw, against)

    # -- batteries of dames, à vrai and à faux, in both tables (Lois et règles, art. X; Dictionnaire raisonné, BATTRE)
    # --
    total_ab = a + b
    # the opponent's blots, by the step of my path they stand on (his step 25 - t holds theirs[24 - t])
    for t in an.blots:
        ways: list[tuple[tuple[int, ...], int, int]] = []  # (numbers, source step, rest step or 0)
        beaters: list[int] = []
        rests: list[int] = []
        s = t - a
        if s >= 1 and mine[s - 1]:
            ways.append(((a,), s, 0))
            beaters.append(s)
        if not doublet:
            s = t - b
            if s >= 1 and mine[s - 1]:
                ways.append(((b,), s, 0))
                beaters.append(s)
        s = t - total_ab
        faux: tuple[int, ...] = ()
        if s >= 1 and mine[s - 1]:
            rest = 0
            # a repos pour battre: empty, held by the mover, or an opponent demi-case (Lois et règles, art. X)
            if theirs[24 - (s + a)] <= 1:
                rest = s + a
            elif not doublet and theirs[24 - (s + b)] <= 1:
                rest = s + b
            if rest:
                ways.append(((a, b), s, rest))
                beaters.append(s)
                rests.append(rest)
            else:
                faux = (s, s + a) if doublet else (s, s + a, s + b)
        if ways:
            # one façon's value (Lois et règles, art. X, the tarif): more in the table des petits jans, more by doublet
            unit = (6 if doublet else 4) if _PETITS[t] else (4 if doublet else 2)
            raw.append(
                (
                    _R.BATTRE_VRAI,
                    True,
                    unit * len(ways),
                    len(ways),
                    None,
                    t,
                    False,
                    tuple(beaters),
                    tuple(rests),
                    tuple(ways),
                )
            )
        elif faux:
            # « Une dame battue à vrai ne peut l'être à faux dans un même coup » (Lois et règles, art. X)
            unit = _battery_value(t, doublet)
            against.append((_R.BATTRE_FAUX, False, unit, 1, None, t, False, faux[:1], faux[1:], (a, b)))

    # -- battre le coin (Lois et règles, art. XI): own coin held, the opponent's empty, two direct numbers --
    if mine[_COIN - 1] >= 2 and theirs[_COIN - 1] == 0:
        # the dames that may go: those of the points 13 - a and 13 - b, less the coin's own two
        spare_a = mine[_OPP_COIN - a - 1] - (2 if a == 1 else 0)
        if doublet:
            hit = spare_a >= 2
        else:
            hit = spare_a >= 1 and mine[_OPP_COIN - b - 1] - (2 if b == 1 else 0) >= 1
        if hit:
            sources = (_OPP_COIN - a,) if doublet else (_OPP_COIN - a, _OPP_COIN - b)
            raw.append((_R.COIN_BATTU, True, value, None, None, _OPP_COIN, False, sources, (), None))

    # -- the old jans (conventions, off by default) --
    if conventions is not _DEFAULT:
        if conventions.margot:
            _margot(mine, theirs, a, b, doublet, against)
        if conventions.jan_de_rencontre and previous_throw is not None and previous_throw == throw:
            inferred = _first_reply(position, mover, mine, theirs)
            if inferred is not None:
                raw.append((_R.RENCONTRE, True, value, None, None, None, inferred, (), (), None))

    # -- what needs the plays: remplir, conserver, sortie, impuissance, pile de misère --
    _from_plays(position, an, throw, conventions, doublet, value, plays, raw, against)

    raw.extend(against)
    return raw


def _jans_de_depart(
    position: Position,
    mover: Colour,
    mine: tuple[int, ...],
    theirs: tuple[int, ...],
    a: int,
    b: int,
    doublet: bool,
    value: int,
    raw: list[_Raw],
    against: list[_Raw],
) -> None:
    talon = mine[0]
    opp_coin_held = theirs[_COIN - 1] >= 2
    if talon == 13:
        off_talon = [s for s in range(2, 25) for _ in range(mine[s - 1])]
        if len(off_talon) != 2:
            return
        x, y = off_talon
        if x == y == _COIN:
            # jan de mézéas: the coin taken with the only two dames abattues, and an ace (Lois et règles, art. XII)
            if b == 1:
                if opp_coin_held:
                    against.append((_R.CONTRE_MEZEAS, False, value, None, None, _OPP_COIN, False, (_COIN,), (), None))
                else:
                    raw.append((_R.MEZEAS, True, value, None, None, _OPP_COIN, False, (_COIN,), (), None))
            return
        if mine[_COIN - 1]:
            return
        # jan de deux tables: one to his own coin, the other to the opponent's, each by a direct number
        hits = (
            (x + a == _COIN and y + b == _OPP_COIN)
            or (x + b == _COIN and y + a == _OPP_COIN)
            or (y + a == _COIN and x + b == _OPP_COIN)
            or (y + b == _COIN and x + a == _OPP_COIN)
        )
        if hits:
            if opp_coin_held:
                against.append(
                    (_R.CONTRE_DEUX_TABLES, False, value, None, None, None, False, (x, y), (_COIN, _OPP_COIN), None)
                )
            else:
                raw.append((_R.DEUX_TABLES, True, value, None, None, None, False, (x, y), (_COIN, _OPP_COIN), None))
        return
    # talon == 11: jan de six tables, on the third throw (Lois et règles, art. XII), never by a doublet
    if doublet:
        return
    made = position.throws_of(mover)
    if made is not None and made != 2:
        return
    covered = [s for s in range(2, 8) if mine[s - 1] == 1]
    if len(covered) != 4 or sum(mine[1:7]) != 4:
        return
    missing = sorted(set(range(2, 8)) - set(covered))
    if sorted((a + 1, b + 1)) == missing:
        raw.append((_R.SIX_TABLES, True, 4, None, None, None, made is None, tuple(covered), tuple(missing), None))


def _first_reply(position: Position, mover: Colour, mine: tuple[int, ...], theirs: tuple[int, ...]) -> bool | None:
    """Tell whether this is the second player's first throw of the relevé.

    ``False`` known, ``True`` inferred, else None."""
    if position.throws is not None:
        if position.throws_of(mover) == 0 and position.throws_of(mover.opponent) == 1:
            return False
        return None
    if mine[0] == 15 and sum(theirs) == 15 and theirs[0] in (13, 14):
        return True
    return None


def _margot(mine: tuple[int, ...], theirs: tuple[int, ...], a: int, b: int, doublet: bool, against: list[_Raw]) -> None:
    """Score margot la fendue (Encyclopédie « Jans abandonnés », Dictionnaire raisonné, MARGOT, Levy).

    A number lands between two blots."""
    value = 4 if doublet else 2
    for t in range(2, 24):
        if mine[t - 1] or theirs[24 - t] or theirs[25 - t] != 1 or theirs[23 - t] != 1:
            continue
        sources = [s for s in {t - a, t - b, t - a - b} if s >= 1 and mine[s - 1]]
        if sources:
            against.append(
                (_R.MARGOT, False, value, None, None, t, False, tuple(sorted(sources)), (t - 1, t + 1), None)
            )


# -- the plays --------------------------------------------------------------------


def _from_plays(
    position: Position,
    an: _Analysis,
    throw: Throw,
    conventions: Conventions,
    doublet: bool,
    value: int,
    plays: Sequence[Play] | None,
    raw: list[_Raw],
    against: list[_Raw],
) -> None:
    mine = an.c24
    near_plein = an.near_plein
    piling = mine[_COIN - 1] >= 13 and conventions.pile_de_misere
    if plays is None and an.outside >= 2 and not near_plein and not piling:
        # Nothing to fill, conserve or finish, no pile to make: of the plays, the impuissance needs only the numbers
        # they leave unplayed, found without making them (the evaluator asks this of every throw of every position
        # it values).
        numbers = unplayed_fast(an, throw.high, throw.low)
        if numbers:
            against.append((_R.IMPUISSANCE, False, 2 * len(numbers), None, None, None, False, (), (), numbers))
        return
    if plays is None:
        # The legal plays, not the candidates: what the laws forbid to play scores nothing. The coin
        # taken par puissance when it can be taken par effet (Lois et règles, art. IX) fills nothing (Dictionnaire
        # raisonné, FAUSSE
        # CASE: « prendre son coin par puissance alors qu'on pouvait le prendre par effet »).
        if conventions is _DEFAULT:
            kept_raw, kept_against = _scored_by_legal(position, an, throw, doublet, value)
            raw.extend(kept_raw)
            against.extend(kept_against)
            return
        plays = legal_plays(position, throw, conventions)
    _from_legal(an, throw, conventions, doublet, value, plays, raw, against)


_PLAYS_SCORED: Final[dict[tuple[tuple[int, ...], int, int, int], tuple[tuple[_Raw, ...], tuple[_Raw, ...]]]] = {}
"""What the legal plays score (:func:`_from_legal`), by the mover's dames, the gates and the throw, for the default
conventions; emptied when it holds :data:`_PLAYS_SCORED_MOST`."""
_PLAYS_SCORED_MOST: Final = 2048


def _scored_by_legal(
    position: Position, an: _Analysis, throw: Throw, doublet: bool, value: int
) -> tuple[tuple[_Raw, ...], tuple[_Raw, ...]]:
    """Return what the legal plays of ``throw`` score (:func:`_from_legal`), kept for the default conventions.

    It depends on the mover's dames, the gates the opponent's make on the steps the throw reaches (the plays' moves,
    :meth:`_Analysis.gate_mask`) and the throw: kept by those, for the evaluator asks it of every throw of each
    position it values, and a search values many positions with the mover's same dames."""
    a = throw.high
    b = throw.low
    key = (an.c24, an.gate_mask(a, b), a, b)
    known = _PLAYS_SCORED.get(key)
    if known is None:
        raw: list[_Raw] = []
        against: list[_Raw] = []
        _from_legal(an, throw, _DEFAULT, doublet, value, legal_plays(position, throw, _DEFAULT), raw, against)
        known = (tuple(raw), tuple(against))
        if len(_PLAYS_SCORED) >= _PLAYS_SCORED_MOST:
            _PLAYS_SCORED.clear()
        _PLAYS_SCORED[key] = known
    return known


def _from_legal(
    an: _Analysis,
    throw: Throw,
    conventions: Conventions,
    doublet: bool,
    value: int,
    plays: Sequence[Play],
    raw: list[_Raw],
    against: list[_Raw],
) -> None:
    """Add what the legal ``plays`` score: the sortie, pleins filled and conserved, the pile, the impuissance."""
    mine = an.c24
    on_board = an.on_board
    near_plein = an.near_plein
    piling = mine[_COIN - 1] >= 13 and conventions.pile_de_misere
    # the mover's counts after each play and the numbers it leaves, read when a rule needs them (without building
    # the positions the plays leave)
    results: list[_Result] | None = None if plays else [(mine, (throw.high, throw.low))]

    # sortie: the last dame borne off scores, and the other number is then ignored (Dictionnaire raisonné, SORTIE DES
    # DAMES)
    if on_board <= 2 and sum(mine[18:]) == on_board:
        results = _results(plays) if results is None else results
        if any(not any(counts) for counts, _ in results):
            raw.append((_R.SORTIE, True, value, None, None, None, False, (), (_OFF,), None))
            return

    # near_plein: a jan at most two dames short of its plein (_Analysis); else there is nothing to fill or conserve
    for jan, steps, first, bit in _JAN_TABLE if near_plein else ():
        if sum(mine[first : first + 6]) < 10:
            continue  # more than two dames short of its plein: nothing to fill or conserve
        short = jan_short(mine, first)
        if short > 2:
            continue
        if not plays:
            # no play: the mover's counts stay, both numbers unplayed; a plein is conserved par impuissance
            if short == 0:
                raw.append((_R.CONSERVER, True, value, None, jan, None, False, steps, (), (throw.high, throw.low)))
            continue
        # the plays that leave the jan plein, read from what the engine wrote into each (Play.jans_after): their
        # counts are built only for the façons of a filling
        plein = [play for play in plays if play.jans_after & bit]
        if not plein:
            continue
        if short == 0:
            # conserver: once per jan, par impuissance and en sortant included (Lois et règles, art. XIII); par
            # impuissance when even the conserving play that plays most leaves a number unplayed
            lost = min((play.unplayed for play in plein), key=len)
            raw.append((_R.CONSERVER, True, value, None, jan, None, False, steps, (), lost))
        else:
            _remplir(jan, mine, throw, doublet, value, _results(plein), raw)

    if piling:
        piled_before = mine[_COIN - 1] == 15
        results = _results(plays) if results is None else results
        if any(counts[_COIN - 1] == 15 for counts, _ in results):
            raw.append((_R.PILE_MISERE, True, value, None, None, None, False, (_COIN,), (), piled_before))

    # impuissance: two points to the opponent per number not played (Dictionnaire raisonné, IMPUISSANCE)
    if plays:
        # the fewest numbers unplayed (the first play's when it played both, the common case)
        numbers = plays[0].unplayed
        if numbers:
            numbers = min((p.unplayed for p in plays), key=len)
    else:
        numbers = (throw.high, throw.low)
    if numbers:
        against.append((_R.IMPUISSANCE, False, 2 * len(numbers), None, None, None, False, (), (), numbers))


def _results(plays: Sequence[Play]) -> list[_Result]:
    """Return the mover's counts after each play, and the numbers it leaves unplayed."""
    return [(play.mover_counts, play.unplayed) for play in plays]


def _remplir(
    jan: Jan,
    mine: tuple[int, ...],
    throw: Throw,
    doublet: bool,
    value: int,
    filling: list[_Result],
    raw: list[_Raw],
) -> None:
    """Count the façons of filling ``jan`` (Lois et règles, art. XIII REMPLIR) among the plays that fill it."""
    steps = _JAN_STEPS[jan]
    missing = [s for s in steps if mine[s - 1] < 2]
    short = sum(2 - mine[s - 1] for s in missing)
    if short != 1:
        # two dames missing: one façon at most (« on ne remplit donc que d'une seule façon en faisant
        # la dernière case d'emblée ou en couvrant dans le même coup les deux dernières demi-cases »)
        sources = _sources_of(mine, filling[0][0])
        raw.append((_R.REMPLIR, True, value, 1, jan, None, False, sources, tuple(missing), ((), 0)))
        return
    t = missing[0]
    a, b = throw.high, throw.low
    ways: list[tuple[tuple[int, ...], int]] = []
    numbers = (a,) if doublet else (a, b)
    for number in numbers:
        other = b if number == a else a
        s = t - number
        if s >= 1 and _free(mine, s, steps) and _realized(mine, s, t, other, filling):
            ways.append(((number,), s))
    s = t - a - b
    if s >= 1 and _free(mine, s, steps) and _realized(mine, s, t, 0, filling):
        ways.append(((a, b), s))
    if not ways:
        # the plays fill in a way the façons above do not name (e.g. the coin par puissance): one façon
        raw.append((_R.REMPLIR, True, value, 1, jan, t, False, _sources_of(mine, filling[0][0]), (t,), ((), 0)))
        return
    raw.append(
        (_R.REMPLIR, True, value * len(ways), len(ways), jan, t, False, tuple(w[1] for w in ways), (t,), tuple(ways))
    )


def _free(mine: tuple[int, ...], s: int, steps: tuple[int, ...]) -> bool:
    """Return a dame at ``s`` that is not one of the plein's twelve (a surcase, or outside the jan)."""
    count = mine[s - 1]
    if s in steps:
        return count >= 3
    return count >= 1


def _realized(mine: tuple[int, ...], s: int, t: int, other: int, filling: list[_Result]) -> bool:
    """Tell whether a legal filling play is the move s→t plus ``other`` played elsewhere (0: both numbers s→t)."""
    off_before = 15 - sum(mine)
    for counts, unplayed in filling:
        changed: list[tuple[int, int]] = []
        for i in range(24):
            d = counts[i] - mine[i]
            if i == s - 1:
                d += 1
            elif i == t - 1:
                d -= 1
            if d:
                changed.append((i + 1, d))
                if len(changed) > 2:
                    break
        off = 15 - sum(counts) - off_before
        if off:
            changed.append((_OFF, off))
        if not changed:
            # both numbers by this dame, or the other number left unplayed
            if other == 0 or unplayed:
                return True
            continue
        if other == 0 or len(changed) != 2:
            continue
        (x, dx), (y, dy) = changed
        if dx == -1 and dy == 1 and (y == x + other or (y == _OFF and x + other >= _OFF)):
            return True
    return False


def _sources_of(before: tuple[int, ...], after: tuple[int, ...]) -> tuple[int, ...]:
    """Return the steps that lost dames between two counts (the dames moved)."""
    return tuple(s for s in range(1, 25) if after[s - 1] < before[s - 1])


# -- public entry points ------------------------------------------------------------

_FIGURE = Orientation()
"""The dictionary's figure (Noir at the top, talons on the left): the letter schemes' default."""


def points_only(
    position: Position,
    throw: Throw,
    conventions: Conventions = DEFAULT,
    *,
    previous_throw: Throw | None = None,
    plays: Sequence[Play] | None = None,
) -> tuple[int, int]:
    """Return ``(white, black)``: the totals of :func:`score`, without building events.

    ``plays`` may pass the legal plays already computed for this throw (self-play).
    """
    mover_points = 0
    other_points = 0
    for event in _detect(position, throw, conventions, previous_throw, plays):
        if event[1]:
            mover_points += event[2]
        else:
            other_points += event[2]
    if position.to_move is _WHITE:
        return mover_points, other_points
    return other_points, mover_points


def score(
    position: Position,
    throw: Throw,
    conventions: Conventions = DEFAULT,
    *,
    previous_throw: Throw | None = None,
    plays: Sequence[Play] | None = None,
    notation: Notation = Notation.BN,
    orientation: Orientation = _FIGURE,
) -> Score:
    """Return every rencontre of ``throw`` for ``position.to_move``, the thrower's first.

    ``previous_throw`` is only for the jan de rencontre convention (the first
    player's first throw of the relevé); ``plays`` may pass the legal plays
    already computed for this throw.  The explanations name the points in
    ``notation`` (B/N by default), the letter schemes as the figure of
    ``orientation`` shows them; the events' points stay B/N values.

    >>> setup = Position.from_points({"B8": 1, "B1": 14}, {"N12": 2, "N11": 1, "N1": 12}, BLACK)
    >>> score(setup, Throw(6, 5)).events[0].explanation_en
    'B8 beaten in two ways: by the 6 from N11, by the 5 from the coin'
    >>> score(setup, Throw(6, 5), notation=Notation.SOUMILLE).events[0].explanation_fr
    'R battue de deux façons\\u202f: par le 6 depuis L, par le 5 depuis le coin'
    """
    mover = position.to_move
    raws = _detect(position, throw, conventions, previous_throw, plays)
    made = Score()
    # the totals now, the events when first read (Score.events)
    mover_points = 0
    other_points = 0
    for raw in raws:
        if raw[1]:
            mover_points += raw[2]
        else:
            other_points += raw[2]
    if mover is WHITE:
        made._white = mover_points
        made._black = other_points
    else:
        made._white = other_points
        made._black = mover_points
    made._events = None
    made._why = (raws, mover, throw, notation, orientation)
    return made


def chances(position: Position, conventions: Conventions = DEFAULT) -> Chances:
    """Return what each of the 21 throws scores for each colour, for ``position.to_move`` throwing."""
    out = []
    for throw in ALL_THROWS:
        white, black = points_only(position, throw, conventions)
        out.append(ThrowChance(throw, throw.weight, white, black))
    return Chances(tuple(out))


# -- explanations ---------------------------------------------------------------------

_FACONS_FR = {1: "d'une façon", 2: "de deux façons", 3: "de trois façons"}
_FACONS_EN = {1: "in one way", 2: "in two ways", 3: "in three ways"}


_Named = Callable[[int], str]
"""The name of a point of the mover's path (by its step) in the notation asked for."""


def _where_fr(named: _Named, step: int) -> str:
    if step == _COIN:
        return "le coin"
    if step == _TALON:
        return "le talon"
    return named(step)


def _where_en(named: _Named, step: int) -> str:
    if step == _COIN:
        return "the coin"
    if step == _TALON:
        return "the talon"
    return named(step)


def _by_fr(numbers: tuple[int, ...]) -> str:
    if len(numbers) == 1:
        return f"par le {numbers[0]}"
    return f"par {numbers[0]} et {numbers[1]}"


def _by_en(numbers: tuple[int, ...]) -> str:
    if len(numbers) == 1:
        return f"by the {numbers[0]}"
    return f"by {numbers[0]} and {numbers[1]}"


def _names(named: _Named, steps: tuple[int, ...]) -> str:
    return ", ".join(named(s) for s in steps)


def _event(raw: _Raw, mover: Colour, throw: Throw, notation: Notation, orientation: Orientation) -> RencontreMade:
    rencontre, to_mover, points, facons, jan, target_step, inferred, dames, via, _ = raw
    beneficiary = mover if to_mover else mover.opponent
    target = point_of_step(mover, target_step) if target_step is not None else None
    table: Table | None = None
    if rencontre in (_R.BATTRE_VRAI, _R.BATTRE_FAUX) and target_step is not None:
        table = Table.PETITS_JANS if _PETITS[target_step] else Table.GRANDS_JANS

    event = RencontreMade(
        rencontre,
        beneficiary,
        points,
        facons,
        jan,
        target,
        table,
        inferred,
        tuple(point_of_step(mover, s) for s in dames),
        tuple(point_of_step(mover, s) for s in via),
    )
    # the explanations are written when first read (RencontreMade._write)
    event._fr = None
    event._en = None
    event._why = (raw, mover, throw, notation, orientation)
    return event


def _explain_raw(
    raw: _Raw, mover: Colour, throw: Throw, notation: Notation, orientation: Orientation
) -> tuple[str, str]:
    """Return the French and English explanations of a raw event, the points named in ``notation``."""
    rencontre, _, points, facons, jan, target_step, inferred, dames, via, detail = raw
    named: _Named
    if notation is Notation.BN:
        named = (_BN_WHITE if mover is WHITE else _BN_BLACK).__getitem__
    else:

        def named(step: int) -> str:
            return point_name(point_of_step(mover, step), notation, orientation)

    return _explain(rencontre, mover, named, throw, points, facons, jan, target_step, inferred, dames, via, detail)


_BN_WHITE = tuple(point_of_step(WHITE, step).name if step else "" for step in range(26))
_BN_BLACK = tuple(point_of_step(BLACK, step).name if step else "" for step in range(26))
"""The B/N names of the points of each colour's path by step (index 0 unused): ``point_name`` in B/N."""

_JAN_FR = {Jan.PETIT: "petit jan", Jan.GRAND: "grand jan", Jan.RETOUR: "jan de retour"}
_JAN_EN = {Jan.PETIT: "petit jan", Jan.GRAND: "grand jan", Jan.RETOUR: "jan de retour"}


def _cap(text: str) -> str:
    """Return ``text`` with its first letter in capitals (``str.capitalize`` would lower the points' names)."""
    return text[:1].upper() + text[1:]


def _explain(
    rencontre: Rencontre,
    mover: Colour,
    named: _Named,
    throw: Throw,
    points: int,
    facons: int | None,
    jan: Jan | None,
    target_step: int | None,
    inferred: bool,
    dames: tuple[int, ...],
    via: tuple[int, ...],
    detail: object,
) -> tuple[str, str]:
    name = named(target_step) if target_step is not None else ""
    who_fr, who_en = mover.french, mover.english
    other_fr, other_en = mover.opponent.french, mover.opponent.english
    dice = throw.code()
    if rencontre is _R.BATTRE_VRAI:
        assert isinstance(detail, tuple) and facons is not None
        ways_fr = ", ".join(f"{_by_fr(numbers)} depuis {_where_fr(named, s)}" for numbers, s, _ in detail)
        ways_en = ", ".join(f"{_by_en(numbers)} from {_where_en(named, s)}" for numbers, s, _ in detail)
        rests = [rest for _, _, rest in detail if rest]
        rest_fr = f" (repos pour battre en {_names(named, tuple(rests))})" if rests else ""
        rest_en = f" (repos pour battre on {_names(named, tuple(rests))})" if rests else ""
        return (
            f"{name} battue {_FACONS_FR[facons]}\u202f: {ways_fr}{rest_fr}",
            f"{name} beaten {_FACONS_EN[facons]}: {ways_en}{rest_en}",
        )
    if rencontre is _R.BATTRE_FAUX:
        source = dames[0]
        rests_fr = _names(named, via).replace(", ", " ni en ")
        rests_en = _names(named, via).replace(", ", " or ")
        numbers = (throw.high, throw.low)
        return (
            f"{name} battue à faux {_by_fr(numbers)} depuis {_where_fr(named, source)}\u202f: "
            f"pas de repos pour battre en {rests_fr}\u202f; les points vont à {other_fr}",
            f"{name} beaten à faux {_by_en(numbers)} from {_where_en(named, source)}: "
            f"no repos pour battre on {rests_en}; the points go to {other_en}",
        )
    if rencontre is _R.COIN_BATTU:
        return (
            f"{who_fr} bat le coin adverse {name}\u202f: son coin est pris et {dice} y porterait deux dames "
            f"depuis {_names(named, dames)}",
            f"{who_en} beats the opponent's coin {name}: his own coin is held and {dice} would bring "
            f"two dames there from {_names(named, dames)}",
        )
    if rencontre in (_R.DEUX_TABLES, _R.CONTRE_DEUX_TABLES):
        base_fr = (
            f"deux dames seulement abattues ({_names(named, dames)})\u202f: {dice} les porterait sur les deux coins"
        )
        base_en = f"only two dames abattues ({_names(named, dames)}): {dice} would bring them to both coins"
        if rencontre is _R.DEUX_TABLES:
            return f"{_cap(base_fr)}, et {other_fr} ne tient pas son coin", (
                f"{_cap(base_en)}, and {other_en} does not hold his coin"
            )
        return (
            f"{_cap(base_fr)}, mais {other_fr} tient son coin",
            f"{_cap(base_en)}, but {other_en} holds his coin",
        )
    if rencontre in (_R.MEZEAS, _R.CONTRE_MEZEAS):
        base_fr = f"le coin pris avec les deux seules dames abattues et {dice} amène un as"
        base_en = f"the coin taken with the only two dames abattues and {dice} brings an ace"
        if rencontre is _R.MEZEAS:
            return f"{_cap(base_fr)}, et {other_fr} ne tient pas son coin", (
                f"{_cap(base_en)}, and {other_en} does not hold his coin"
            )
        return (
            f"{_cap(base_fr)}, mais {other_fr} tient son coin",
            f"{_cap(base_en)}, but {other_en} holds his coin",
        )
    if rencontre is _R.SIX_TABLES:
        note_fr = " (troisième coup déduit de la position)" if inferred else ""
        note_en = " (third throw inferred from the position)" if inferred else ""
        return (
            f"Une dame sur {_names(named, dames)} et {dice} couvrirait {_names(named, via)} depuis le talon{note_fr}",
            f"One dame on {_names(named, dames)} and {dice} would cover {_names(named, via)} from the talon{note_en}",
        )
    if rencontre is _R.REMPLIR:
        assert jan is not None and facons is not None and isinstance(detail, tuple)
        ways = detail
        if ways and ways[0] and isinstance(ways[0][0], tuple):
            ways_fr = ", ".join(f"{_by_fr(numbers)} depuis {_where_fr(named, s)}" for numbers, s in ways)
            ways_en = ", ".join(f"{_by_en(numbers)} from {_where_en(named, s)}" for numbers, s in ways)
            return (
                f"{name} couverte {_FACONS_FR[facons]}\u202f: {ways_fr}\u202f; le {_JAN_FR[jan]} est plein",
                f"{name} covered {_FACONS_EN[facons]}: {ways_en}; the {_JAN_EN[jan]} is plein",
            )
        return (
            f"{_names(named, via).replace(', ', ' et ')} faites d'une façon\u202f: le {_JAN_FR[jan]} est plein",
            f"{_names(named, via).replace(', ', ' and ')} made in one way: the {_JAN_EN[jan]} is plein",
        )
    if rencontre is _R.CONSERVER:
        assert jan is not None and isinstance(detail, tuple)
        if not detail:
            return (
                f"Le plein du {_JAN_FR[jan]} tient\u202f: {dice} se joue sans le rompre",
                f"The {_JAN_EN[jan]}'s plein stands: {dice} is played without breaking it",
            )
        played = [n for n in (throw.high, throw.low) if n not in detail or throw.is_doublet]
        lost_fr = " ni le ".join(str(n) for n in detail)
        lost_en = " nor the ".join(str(n) for n in detail)
        if len(detail) == 2 or not played:
            return (
                f"Par impuissance\u202f: ni le {lost_fr} ne peut se jouer, et le plein du {_JAN_FR[jan]} reste",
                f"Par impuissance: neither the {lost_en} can be played, and the {_JAN_EN[jan]}'s plein stays",
            )
        return (
            f"Par impuissance\u202f: le {lost_fr} ne peut se jouer, et le {played[0]} se joue sans rompre le plein "
            f"du {_JAN_FR[jan]}",
            f"Par impuissance: the {lost_en} cannot be played at all, and the {played[0]} is played without "
            f"breaking the {_JAN_EN[jan]}'s plein",
        )
    if rencontre is _R.SORTIE:
        return (
            f"{who_fr} sort sa dernière dame",
            f"{who_en} bears off his last dame",
        )
    if rencontre is _R.IMPUISSANCE:
        assert isinstance(detail, tuple)
        numbers_text = " et ".join(str(n) for n in detail)
        numbers_en = " and ".join(str(n) for n in detail)
        return (
            f"{who_fr} ne peut jouer {numbers_text}\u202f; 2 points par nombre pour {other_fr}",
            f"{who_en} cannot play {numbers_en}; 2 points per number to {other_en}",
        )
    if rencontre is _R.RENCONTRE:
        return (
            f"{who_fr} amène au premier coup le même {dice} que {other_fr}",
            f"{who_en}'s first throw {dice} repeats {other_en}'s",
        )
    if rencontre is _R.MARGOT:
        return (
            f"{dice} tombe sur {name}, case vide entre deux demi-cases "
            f"({_names(named, via)})\u202f; les points vont à {other_fr}",
            f"{dice} lands on {name}, an empty point between two blots "
            f"({_names(named, via)}); the points go to {other_en}",
        )
    # pile de misère
    if detail:
        return (
            "Les quinze dames restent sur le coin",
            "All fifteen dames stay on the coin",
        )
    return (
        "Les quinze dames sont sur le coin",
        "All fifteen dames are on the coin",
    )
