"""The legal plays of a position for a throw (docs/rules.md §movement; Lois et règles, arts. VI–IX, XIV; Dictionnaire
raisonné; Levy).

A *play* is the mover's whole turn: up to two dame movements (a dame played
*tout d'une* shows as two movements through its rest), or the coin taken *par
puissance*, with the numbers left unplayed.  Every step is counted on the
mover's path (1–12 his own points, 13–24 the opponent's points 12..1, 25 off).

The laws are applied in this order:

1. the movement laws (docs/rules.md §movement): landing and rest points, the coin de
   repos taken and left d'emblée, never the opponent's coin, jans interdits,
   the sortie (sortant, excédant for the farthest dame only, défaillant);
2. the highest law (docs/rules.md §which-numbers): both numbers if possible, else the higher; then, in
   the sortie, as few numbers as possible used as *excédant* (Dictionnaire raisonné, SORTIE DES
   DAMES: "il n'est donc pas permis de jouer l'un des nombres de telle sorte
   que le second ne puisse être joué autrement que comme nombre excédant") —
   :func:`candidate_plays` stops here;
3. the obligations (docs/rules.md §obligations): the coin par effet rather than par puissance, then
   remplir, conserver and finish the sortie — :func:`legal_plays`.

Plays reaching the same position are one play.

>>> from notation.dice import Throw
>>> [p.moves_bn(WHITE) for p in legal_plays(Position.start(), Throw(3, 2))]
[[('B1', 'B4'), ('B1', 'B3')], [('B1', 'B4'), ('B4', 'B6')]]
"""

from __future__ import annotations

from itertools import compress
from operator import not_

from notation.board import BLACK, WHITE, Colour, Jan, Position, point_of_step
from notation.dice import Throw
from notation.errors import BadArgumentError
from notation.rules.conventions import DEFAULT, BearingOff, Conventions

__all__ = ["Play", "candidate_plays", "is_jan_interdit", "is_plein", "legal_plays"]

_OFF = 25
_COIN = 12
_OPP_COIN = 13

_JAN_BITS = {Jan.PETIT: 1, Jan.GRAND: 2, Jan.RETOUR: 4}
_JAN_SETS: tuple[frozenset[Jan], ...] = tuple(
    frozenset(jan for jan, bit in _JAN_BITS.items() if mask & bit) for mask in range(8)
)
_SORTIE_BIT = 64

_After = tuple[tuple[int, ...], bool, tuple[int, int] | None, tuple[int, ...]]
"""What a throw's plays share in the position they leave: the opponent's counts, whether White moved, the
relevé's throw counts after the throw, and the mover's counts before it."""


def _moved(counts: tuple[int, ...], moves: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    """The mover's counts after ``moves`` (a tout d'une's two movements pass through their rest)."""
    new = list(counts)
    for origin, target in moves:
        new[origin - 1] -= 1
        if target < _OFF:
            new[target - 1] += 1
    return tuple(new)


class Play:
    """One whole turn of the mover, and the position it leaves.

    ``moves`` are ``(from_step, to_step)`` pairs on the mover's path in playing
    order (25 is off); ``dice`` the number each move used (for an excédant
    bearing-off the number, not the distance); ``unplayed`` the numbers not
    played (each gives the opponent 2 points of impuissance).  A coin taken
    par puissance shows its two dames going to the mover's own coin (step 12).
    ``fills`` are the mover's jans plein after the play and not before,
    ``conserves`` those plein before and still plein after.

    A play is a value: immutable (its fields are read-only properties), hashable,
    compared by its fields.  Its ``position`` is built on first use, for the
    engine lists many plays of which a player takes one.  The engine builds
    plays with the plain constructor; it is not part of the library's API.
    """

    __slots__ = (
        "_after",
        "_conserves",
        "_dice",
        "_fills",
        "_mine",
        "_moves",
        "_par_puissance",
        "_position",
        "_unplayed",
    )

    def __init__(
        self,
        moves: tuple[tuple[int, int], ...],
        dice: tuple[int, ...],
        unplayed: tuple[int, ...],
        mine: tuple[int, ...] | None,
        after: _After,
        par_puissance: bool,
        fills: frozenset[Jan],
        conserves: frozenset[Jan],
    ) -> None:
        self._moves = moves
        self._dice = dice
        self._unplayed = unplayed
        # the mover's 24 counts after the play (what the scoring reads), None until first asked for
        self._mine = mine
        # what the position left shares with every play of the throw: the opponent's counts, the mover, the relevé
        self._after = after
        self._par_puissance = par_puissance
        self._fills = fills
        self._conserves = conserves
        self._position: Position | None = None

    @property
    def moves(self) -> tuple[tuple[int, int], ...]:
        return self._moves

    @property
    def dice(self) -> tuple[int, ...]:
        return self._dice

    @property
    def unplayed(self) -> tuple[int, ...]:
        return self._unplayed

    @property
    def par_puissance(self) -> bool:
        return self._par_puissance

    @property
    def fills(self) -> frozenset[Jan]:
        return self._fills

    @property
    def conserves(self) -> frozenset[Jan]:
        return self._conserves

    @property
    def _mover_counts(self) -> tuple[int, ...]:
        """The mover's 24 counts after the play: his counts before it, each move taking a dame on."""
        mine = self._mine
        if mine is None:
            mine = _moved(self._after[3], self._moves)
            self._mine = mine
        return mine

    @property
    def position(self) -> Position:
        """The position the play leaves: the opponent to move, the mover's relevé count one more."""
        position = self._position
        if position is None:
            opp, white, throws, _ = self._after
            if white:
                position = Position.unchecked(self._mover_counts, opp, BLACK, throws)
            else:
                position = Position.unchecked(opp, self._mover_counts, WHITE, throws)
            self._position = position
        return position

    def _key(self) -> tuple[object, ...]:
        return (self.moves, self.dice, self.unplayed, self.position, self.par_puissance, self.fills, self.conserves)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __reduce__(self) -> tuple[type[Play], tuple[object, ...]]:
        """Pickle by the constructor's arguments (the compiled class has no slot state to restore)."""
        return (
            Play,
            (
                self._moves,
                self._dice,
                self._unplayed,
                self._mine,
                self._after,
                self._par_puissance,
                self._fills,
                self._conserves,
            ),
        )

    def __repr__(self) -> str:
        return (
            f"Play(moves={self.moves!r}, dice={self.dice!r}, unplayed={self.unplayed!r}, "
            f"par_puissance={self.par_puissance!r}, fills={set(self.fills) or '{}'}, "
            f"conserves={set(self.conserves) or '{}'})"
        )

    def moves_bn(self, colour: Colour) -> list[tuple[str, str]]:
        """The moves in B/N for the mover ``colour``: ``[("B1", "B7"), ...]``, off written N0 / B0."""
        return [(point_of_step(colour, a).name, point_of_step(colour, b).name) for a, b in self.moves]


# -- pleins and jans interdits ------------------------------------------------


def is_plein(counts: tuple[int, ...], jan: Jan) -> bool:
    """Whether each flèche of ``jan`` holds at least two dames (counts by the owner's steps).

    >>> is_plein((2,) * 6 + (0,) * 18, Jan.PETIT), is_plein((2,) * 6 + (0,) * 18, Jan.GRAND)
    (True, False)
    """
    steps = jan.steps
    return min(counts[steps.start - 1 : steps.stop - 1]) >= 2


def _fillable(counts: tuple[int, ...], lo: int) -> bool:
    """The material test of docs/rules.md §jans-interdits for the jan of steps ``lo``..``lo+5`` of ``counts``' owner."""
    behind = sum(counts[: lo - 1])
    for k in range(6):
        behind += counts[lo - 1 + k]
        if behind < 2 * (k + 1):
            return False
    return True


def is_jan_interdit(position: Position, owner: Colour, jan: Jan) -> bool:
    """Whether ``owner``'s petit or grand jan is closed to his opponent's dames (Lois et règles, art. XIV).

    It is, while ``owner`` can still fill it materially with the dames he has on
    or behind it: for each point p of the jan, at least 2·(p − lo + 1) dames on
    points ≤ p (docs/rules.md §jans-interdits).  Dictionnaire raisonné: four dames passed into the grand jan
    free the petit jan.

    >>> start = Position.start()
    >>> is_jan_interdit(start, WHITE, Jan.PETIT)
    True
    >>> is_jan_interdit(Position.from_points({"B1": 11, "B7": 4}, {"N1": 15}), WHITE, Jan.PETIT)
    False
    """
    if jan is Jan.RETOUR:
        raise BadArgumentError(
            "only a petit jan or a grand jan can be interdit (the jan de retour is the other's petit jan)", "jan", jan
        )
    return _fillable(position.counts(owner), 1 if jan is Jan.PETIT else 7)


# -- the analysis of a position for its mover -----------------------------------


class _Analysis:
    """What every throw of one position needs: counts by step, landing and rest tables."""

    __slots__ = (
        "after",
        "c",
        "c24",
        "grand_interdit",
        "near_plein",
        "next_throws",
        "opp24",
        "outside",
        "pleins",
        "puissance_open",
        "rest",
        "retour_interdit",
        "sources",
        "stop",
        "white",
    )

    def __init__(self, position: Position) -> None:
        white = position.to_move is WHITE
        mine = position.white if white else position.black
        opp = position.black if white else position.white
        self.white = white
        self.c24 = mine
        self.opp24 = opp
        c = (0, *mine, 0)
        self.c = c
        self.sources = tuple(compress(_STEPS, mine))
        grand_interdit = _fillable(opp, 7)
        retour_interdit = _fillable(opp, 1)
        self.grand_interdit = grand_interdit
        self.retour_interdit = retour_interdit
        # the opponent's dames at my step s are his dames at his step 25 - s: reversed(opp)[s - 1]
        rest = [False, *map(not_, reversed(opp)), *_NO_TAIL]
        if retour_interdit:
            rest[19:25] = _NO_SIX
        # an empty coin and an empty point of an interdit grand jan serve as rests, not as stops
        stop = rest.copy()
        stop[_OPP_COIN] = False
        if grand_interdit:
            stop[14:19] = _NO_FIVE
        self.stop = stop
        self.rest = rest
        self.outside = sum(mine[:18])
        self.pleins = _plein_mask(mine)
        # a jan at most two dames short of its plein (which needs ten dames on it at least)
        self.near_plein = (
            (sum(mine[:6]) >= 10 and jan_short(mine, 0) <= 2)
            or (sum(mine[6:12]) >= 10 and jan_short(mine, 6) <= 2)
            or (sum(mine[18:]) >= 10 and jan_short(mine, 18) <= 2)
        )
        self.puissance_open = c[_COIN] == 0 and rest[_OPP_COIN]
        throws = position.throws
        if throws is None:
            self.next_throws = None
        elif white:
            self.next_throws = (throws[0] + 1, throws[1])
        else:
            self.next_throws = (throws[0], throws[1] + 1)
        self.after = (opp, white, self.next_throws, mine)


_STEPS = tuple(range(1, 25))
_NO_TAIL = (False,) * 13
_NO_SIX = [False] * 6
_NO_FIVE = [False] * 5


def jan_short(counts: tuple[int, ...], first: int) -> int:
    """The dames the jan of ``counts[first : first + 6]`` lacks for its plein: the sum of ``max(0, 2 - count)``.

    >>> jan_short((2, 3, 1, 0, 2, 2) + (0,) * 18, 0)
    3
    """
    short = 0
    for i in range(first, first + 6):
        count = counts[i]
        if count < 2:
            short += 2 - count
    return short


def _plein_mask(new: tuple[int, ...]) -> int:
    """Bits 1, 2, 4 for the petit jan, grand jan and jan de retour plein in the owner's counts."""
    mask = 0
    if new[0] > 1 and new[1] > 1 and new[2] > 1 and new[3] > 1 and new[4] > 1 and new[5] > 1:
        mask = 1
    if new[6] > 1 and new[7] > 1 and new[8] > 1 and new[9] > 1 and new[10] > 1 and new[11] > 1:
        mask |= 2
    if new[18] > 1 and new[19] > 1 and new[20] > 1 and new[21] > 1 and new[22] > 1 and new[23] > 1:
        mask |= 4
    return mask


# A raw play: (moves, dice, unplayed, new counts of the mover, par_puissance, excédant count); the new
# counts are None when the moves give them (the plays of _fast: no two of its raws have the same moves,
# so sorting never compares them).
_Raw = tuple[tuple[tuple[int, int], ...], tuple[int, ...], tuple[int, ...], tuple[int, ...] | None, bool, int]


def _apply(c24: tuple[int, ...], key: tuple[int, ...]) -> tuple[int, ...]:
    """The mover's counts after removing the dames of ``key``'s first half and adding its second."""
    new = list(c24)
    if len(key) == 2:
        new[key[0] - 1] -= 1
        if key[1] < _OFF:
            new[key[1] - 1] += 1
    else:
        new[key[0] - 1] -= 1
        new[key[1] - 1] -= 1
        if key[2] < _OFF:
            new[key[2] - 1] += 1
        if key[3] < _OFF:
            new[key[3] - 1] += 1
    return tuple(new)


def _puissance(an: _Analysis, a: int, b: int) -> _Raw | None:
    """The coin taken par puissance (Lois et règles, art. IX), when both coins are empty and the throw allows it."""
    if not an.puissance_open:
        return None
    c = an.c
    sa, sb = _OPP_COIN - a, _OPP_COIN - b
    if (c[sa] >= 2) if a == b else (c[sa] and c[sb]):
        key = (sa, sb, _COIN, _COIN)
        return (((sa, _COIN), (sb, _COIN)), (a, b), (), _apply(an.c24, key), True, 0)
    return None


def _fast(an: _Analysis, a: int, b: int) -> list[_Raw]:
    """Plays when no dame can be borne off this turn (two or more dames outside the jan de retour).

    Then the order of two movements of different dames does not matter, and
    only the coin's count at the end and the rests of a tout d'une are special.
    Two movements of different dames reach distinct positions, except when
    one dame lands where the other starts: that is a tout d'une's position,
    so those and the tout d'une plays are merged by (from, to).
    """
    c = an.c
    stop = an.stop
    rest = an.rest
    src = an.sources
    c12 = c[_COIN]
    out: list[_Raw] = []
    through: dict[tuple[int, int], tuple[tuple[tuple[int, int], ...], tuple[int, ...]]] = {}
    if a != b:
        movers_b = [(f, f + b, (f + b == 12) - (f == 12)) for f in src if stop[f + b]]
        for fa in src:
            ta = fa + a
            if not stop[ta]:
                continue
            da = (ta == 12) - (fa == 12)
            for fb, tb, db in movers_b:
                if fb == fa and c[fa] < 2:
                    continue
                if (da or db) and c12 + da + db == 1:
                    continue
                if fb == ta:
                    if (fa, tb) not in through:
                        through[fa, tb] = (((fa, ta), (fb, tb)), (a, b))
                elif fa == tb:
                    if (fb, ta) not in through:
                        through[fb, ta] = (((fa, ta), (fb, tb)), (a, b))
                else:
                    out.append((((fa, ta), (fb, tb)), (a, b), (), None, False, 0))
        ab = a + b
        for f in src:
            t = f + ab
            if not stop[t] or (f, t) in through:
                continue
            if (f == 12 or t == 12) and c12 - (f == 12) + (t == 12) == 1:
                continue
            if rest[f + a]:
                through[f, t] = (((f, f + a), (f + a, t)), (a, b))
            elif rest[f + b]:
                through[f, t] = (((f, f + b), (f + b, t)), (b, a))
    else:
        movers = [(f, f + a, (f + a == 12) - (f == 12)) for f in src if stop[f + a]]
        n = len(movers)
        for i in range(n):
            f1, t1, d1 = movers[i]
            for j in range(i, n):
                f2, t2, d2 = movers[j]
                if f2 == f1 and c[f1] < 2:
                    continue
                if (d1 or d2) and c12 + d1 + d2 == 1:
                    continue
                if f2 == t1:
                    through[f1, t2] = (((f1, t1), (f2, t2)), (a, a))
                else:
                    out.append((((f1, t1), (f2, t2)), (a, a), (), None, False, 0))
        for f in src:
            r = f + a
            t = r + a
            if not (stop[t] and rest[r]) or (f, t) in through:
                continue
            if (f == 12 or t == 12) and c12 - (f == 12) + (t == 12) == 1:
                continue
            through[f, t] = (((f, r), (r, t)), (a, a))
    for moves, dice in through.values():
        out.append((moves, dice, (), None, False, 0))
    puissance = _puissance(an, a, b)
    if puissance is not None:
        out.append(puissance)
    if out:
        return out
    # rule 6: only one number can be played: the higher if it can, else the lower
    for x, other in ((a, b), (b, a)):
        singles: list[_Raw] = []
        for f in src:
            t = f + x
            if not stop[t]:
                continue
            if (f == 12 or t == 12) and c12 - (f == 12) + (t == 12) == 1:
                continue
            singles.append((((f, t),), (x,), (other,), None, False, 0))
        if singles:
            return singles
    return []


def _try_move(an: _Analysis, st: list[int], f: int, d: int, provinciale: bool) -> tuple[int, int, bool] | None:
    """One dame from ``f`` by ``d`` in state ``st``: ``(to, excédant, rest_only)`` or None when illegal."""
    t = f + d
    if t <= 24:
        if not an.rest[t]:
            return None
        return t, 0, not an.stop[t]
    # bearing off (Lois et règles, art. VIII): every dame in the jan de retour
    if any(st[1:19]):
        return None
    if t == _OFF:  # sortant
        if provinciale:
            # provinciale: a number that can be played inside must be (Dictionnaire raisonné; Levy)
            stop = an.stop
            for g in range(19, 25):
                if st[g] and g + d <= 24 and stop[g + d]:
                    return None
        return _OFF, 0, False
    # excédant: only one of the dames farthest from the bande, even when it is blocked
    if any(st[19:f]):
        return None
    return _OFF, 1, False


def _generic(an: _Analysis, a: int, b: int, conventions: Conventions) -> list[_Raw]:
    """Every play by simulating each order of the numbers (needed when dames can go off this turn)."""
    provinciale = conventions.bearing_off is BearingOff.PROVINCIALE
    st = list(an.c)
    on_board = sum(st)
    raws: list[_Raw] = []
    orders = ((a, b),) if a == b else ((a, b), (b, a))
    for d1, d2 in orders:
        for f in range(1, 25):
            if not st[f]:
                continue
            m1 = _try_move(an, st, f, d1, provinciale)
            if m1 is None:
                continue
            t1, exc1, rest_only1 = m1
            st[f] -= 1
            if t1 < _OFF:
                st[t1] += 1
            if t1 == _OFF and on_board == 1:
                # the last dame is off: the sortie is finished, the other number is not due
                raws.append((((f, t1),), (d1,), (), tuple(st[1:25]), False, exc1))
            else:
                for g in range(1, 25):
                    if not st[g] or (rest_only1 and g != t1):
                        continue
                    m2 = _try_move(an, st, g, d2, provinciale)
                    if m2 is None or m2[2]:
                        continue
                    t2, exc2 = m2[0], m2[1]
                    st[g] -= 1
                    if t2 < _OFF:
                        st[t2] += 1
                    if st[_COIN] != 1:
                        raws.append((((f, t1), (g, t2)), (d1, d2), (), tuple(st[1:25]), False, exc1 + exc2))
                    if t2 < _OFF:
                        st[t2] -= 1
                    st[g] += 1
                if not rest_only1 and st[_COIN] != 1:
                    raws.append((((f, t1),), (d1,), (d2,), tuple(st[1:25]), False, exc1))
            if t1 < _OFF:
                st[t1] -= 1
            st[f] += 1
    puissance = _puissance(an, a, b)
    if puissance is not None:
        raws.append(puissance)
    # rule 6: both numbers if possible (a finished sortie counts as both), else the higher
    full = [r for r in raws if len(r[0]) == 2 or not r[2]]
    if full:
        chosen = full
    else:
        chosen = [r for r in raws if r[1][0] == a] or raws
    if chosen:
        # the sortie: no number played so that another goes off as excédant when it could be
        # played inside (Dictionnaire raisonné, SORTIE DES DAMES); provinciale: as few dames off as possible, for
        # every number that can be played inside must be (Dictionnaire raisonné; Levy)
        if provinciale:
            least = min((_offs(r), r[5]) for r in chosen)
            chosen = [r for r in chosen if (_offs(r), r[5]) == least]
        else:
            # first the excédants of numbers that were not sortant before the throw, then all of them:
            # « il faut jouer la totalité des nombres non sortants à l'intérieur du jan lorsque cela est
            # possible » (Lois et règles, art. VIII); counting only all excédants let a sortant played first send a
            # non-sortant number off (6-5 from N6, N2:5, N1:8: N6 off and N2 off by the 5).  A play that
            # takes the last dames off stays: finishing the sortie is due (« la sortie doit être
            # effectivement réalisée s'il s'agit des toutes dernières dames », Dictionnaire raisonné, SORTIE DES DAMES),
            # as legal_plays then enforces (6-2 from N6 and N1: both off, not N6-N4 and N4 off)
            counts = an.c

            def weight(raw: _Raw) -> tuple[int, int]:
                late = sum(
                    1
                    for (start, end), die in zip(raw[0], raw[1], strict=True)
                    if end == _OFF and start + die > _OFF and not counts[_OFF - die]
                )
                return late, raw[5]

            def finishes(raw: _Raw) -> bool:
                return raw[3] is not None and not any(raw[3])

            weights = [weight(r) for r in chosen]
            fewest = min(weights)
            chosen = [r for r, w in zip(chosen, weights, strict=True) if w == fewest or finishes(r)]
    seen: set[tuple[int, ...] | None] = set()  # the simulation gives every raw its counts
    out: list[_Raw] = []
    for raw in chosen:
        if raw[3] not in seen:
            seen.add(raw[3])
            out.append(raw)
    return out


def _offs(raw: _Raw) -> int:
    return sum(1 for move in raw[0] if move[1] == _OFF)


# -- building plays -------------------------------------------------------------

_NO_JAN: frozenset[Jan] = frozenset()


def _build(an: _Analysis, raws: list[_Raw]) -> tuple[list[Play], list[int]]:
    """The plays of ``raws`` and what each achieves (filled jans, conserved jans << 3, the finished sortie)."""
    after_play = an.after
    near = an.near_plein
    if not near and an.outside >= 2:
        # nothing to fill or conserve, and no sortie to finish (two dames are outside the jan de retour)
        plays = [
            Play(moves, dice, unplayed, new, after_play, puissance, _NO_JAN, _NO_JAN)
            for moves, dice, unplayed, new, puissance, _ in raws
        ]
        return plays, [0] * len(plays)
    plays = []
    achieved: list[int] = []
    before = an.pleins
    jan_sets = _JAN_SETS
    for moves, dice, unplayed, new, puissance, _ in raws:
        if new is None:
            new = _moved(an.c24, moves)
        # A play moves at most two dames: a jan more than two dames short of its plein cannot be filled.
        if not near:
            plays.append(Play(moves, dice, unplayed, new, after_play, puissance, _NO_JAN, _NO_JAN))
            achieved.append(0 if unplayed or any(new) else _SORTIE_BIT)
            continue
        after = 0
        if new[0] > 1 and new[1] > 1 and new[2] > 1 and new[3] > 1 and new[4] > 1 and new[5] > 1:
            after = 1
        if new[6] > 1 and new[7] > 1 and new[8] > 1 and new[9] > 1 and new[10] > 1 and new[11] > 1:
            after |= 2
        if new[18] > 1 and new[19] > 1 and new[20] > 1 and new[21] > 1 and new[22] > 1 and new[23] > 1:
            after |= 4
        fills = after & ~before
        conserves = after & before
        plays.append(Play(moves, dice, unplayed, new, after_play, puissance, jan_sets[fills], jan_sets[conserves]))
        if unplayed or any(new):
            achieved.append(fills | conserves << 3)
        else:
            achieved.append(fills | conserves << 3 | _SORTIE_BIT)
    return plays, achieved


def _pass(an: _Analysis, throw: Throw) -> Play:
    """The play of a mover who can play nothing: both numbers unplayed, his jans plein stay plein."""
    return _build(an, [((), (), throw.numbers, an.c24, False, 0)])[0][0]


_last_analysis: tuple[Position, _Analysis] | None = None
_last_result: tuple[Position, Throw, Conventions, list[Play], list[int], bool] | None = None
_last_legal: tuple[list[Play], list[Play]] | None = None
"""The last candidates filtered by :func:`legal_plays` (keyed by the candidates list itself) and the plays kept."""


def _analysis(position: Position) -> _Analysis:
    global _last_analysis
    cached = _last_analysis
    if cached is not None and (cached[0] is position or cached[0] == position):
        return cached[1]
    an = _Analysis(position)
    _last_analysis = (position, an)
    return an


def _candidates(position: Position, throw: Throw, conventions: Conventions) -> tuple[list[Play], list[int], bool]:
    """The candidate plays, what each achieves, and whether the coin could be taken par puissance at all."""
    global _last_result
    cached = _last_result
    if (
        cached is not None
        and cached[1] == throw
        and cached[2] == conventions
        and (cached[0] is position or cached[0] == position)
    ):
        return cached[3], cached[4], cached[5]
    an = _analysis(position)
    a, b = throw.high, throw.low
    if an.outside >= 2:
        raws = _fast(an, a, b)
    elif not an.sources:
        raws = []
    else:
        raws = _generic(an, a, b, conventions)
    if raws:
        raws.sort()
        plays, achieved = _build(an, raws)
    else:
        plays = [_pass(an, throw)]
        achieved = [0]
    _last_result = (position, throw, conventions, plays, achieved, an.puissance_open)
    return plays, achieved, an.puissance_open


def candidate_plays(position: Position, throw: Throw, conventions: Conventions = DEFAULT) -> list[Play]:
    """The plays the movement laws allow after the highest law (docs/rules.md §movement), before the obligations of
    docs/rules.md §obligations.

    These are the plays the scoring looks at to decide what a throw *can* do
    (fill, conserve, finish the sortie).  When nothing can be played the list
    holds one play with no moves and both numbers unplayed.
    """
    return list(_candidates(position, throw, conventions)[0])


def legal_plays(position: Position, throw: Throw, conventions: Conventions = DEFAULT) -> list[Play]:
    """The plays the laws allow to ``position.to_move`` for ``throw``, sorted by their moves.

    After :func:`candidate_plays`: if the coin can be taken par effet, it may not be
    taken par puissance (Lois et règles, art. IX); then a play must realize every filling,
    conservation and finished sortie it can: a play is dropped when another
    realizes all it does and more (Lois et règles, art. XIII; Dictionnaire raisonné, SORTIE DES DAMES).
    """
    global _last_legal
    plays, achieved, puissance_open = _candidates(position, throw, conventions)
    if len(plays) < 2:
        return list(plays)
    cached = _last_legal
    if cached is not None and cached[0] is plays:
        # the same candidates (from _candidates' cache): the scorer and the player ask for the same throw
        return list(cached[1])
    keep = list(range(len(plays)))
    if puissance_open and any(p.par_puissance for p in plays):
        an = _analysis(position)
        c12 = an.c[_COIN]
        if c12 == 0 and any(not p.par_puissance and _own_coin(p) >= 2 for p in plays):
            keep = [i for i in keep if not plays[i].par_puissance]
    masks = set(achieved) if len(keep) == len(plays) else {achieved[i] for i in keep}
    if len(masks) > 1:
        maximal = {m for m in masks if not any(m != n and m & n == m for n in masks)}
        keep = [i for i in keep if achieved[i] in maximal]
    legal = [plays[i] for i in keep]
    _last_legal = (plays, legal)
    return list(legal)


def _own_coin(play: Play) -> int:
    return play._mover_counts[_COIN - 1]
