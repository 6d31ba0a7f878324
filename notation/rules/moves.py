"""The legal plays of a position for a throw.

docs/rules.md §movement; Lois et règles, arts. VI–IX, XIV; Dictionnaire raisonné; Levy.

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

from typing import Final

from notation.board import BLACK, WHITE, Colour, Jan, Position, point_of_step
from notation.dice import Throw
from notation.errors import BadArgumentError
from notation.rules.conventions import DEFAULT, BearingOff, Conventions

__all__ = ["Play", "candidate_plays", "fillable_jans", "is_jan_interdit", "is_plein", "legal_plays", "rest_steps"]

_OFF: Final = 25
_COIN: Final = 12
_OPP_COIN: Final = 13

_JAN_BITS = {Jan.PETIT: 1, Jan.GRAND: 2, Jan.RETOUR: 4}
_JAN_SETS: Final[tuple[frozenset[Jan], ...]] = tuple(
    frozenset(jan for jan, bit in _JAN_BITS.items() if mask & bit) for mask in range(8)
)
_SORTIE_BIT: Final = 64
_PUISSANCE: Final = 64
_SWAPPED: Final = 1
"""In :func:`_fast`, a tout d'une played through the lower number's rest (its numbers are ``(b, a)``)."""
"""In a play's flags: bits 0-2 the jans it fills (``_JAN_BITS``), bits 3-5 those it conserves, and this bit for the
coin taken par puissance."""

_After = tuple[tuple[int, ...], bool, tuple[int, int] | None, tuple[int, ...]]
"""What a throw's plays share in the position they leave: the opponent's counts, whether White moved, the
relevé's throw counts after the throw, and the mover's counts before it."""


# A play's moves packed in one int, six bits a step: ((f1, t1), (f2, t2)) is f1 << 18 | t1 << 12 | f2 << 6 | t2, a
# single move (f1, t1) has f2 = t2 = 0, no move at all is 0 (no step is 0).  The codes compare as the moves' tuples
# do; the engine makes a play for every legal play of every throw it looks at, and builds the tuples only when asked.


def _encode(moves: tuple[tuple[int, int], ...]) -> int:
    """Return the code of ``moves`` (at most two)."""
    code = 0
    for origin, target in moves:
        code = code << 12 | origin << 6 | target
    return code << 12 if len(moves) == 1 else code


def _decode(code: int) -> tuple[tuple[int, int], ...]:
    """Return the moves of ``code``."""
    if code == 0:
        return ()
    first = (code >> 18, code >> 12 & 63)
    if code & 4095 == 0:
        return (first,)
    return (first, (code >> 6 & 63, code & 63))


def _moved(counts: tuple[int, ...], code: int) -> tuple[int, ...]:
    """Return the mover's counts after the moves of ``code``.

    A tout d'une's two movements pass through their rest."""
    new = list(counts)
    origin = code >> 18
    if origin:
        new[origin - 1] -= 1
        target = code >> 12 & 63
        if target < _OFF:
            new[target - 1] += 1
        origin = code >> 6 & 63
        if origin:
            new[origin - 1] -= 1
            target = code & 63
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

    __slots__ = ("_after", "_code", "_dice", "_flags", "_mine", "_moves", "_position", "_unplayed")

    def __init__(
        self,
        code: int,
        dice: tuple[int, ...],
        unplayed: tuple[int, ...],
        mine: tuple[int, ...] | None,
        after: _After,
        flags: int,
    ) -> None:
        # the moves packed (_encode), their tuples built on first use
        self._code = code
        self._moves: tuple[tuple[int, int], ...] | None = None
        self._dice = dice
        self._unplayed = unplayed
        # the mover's 24 counts after the play (what the scoring reads), None until first asked for
        self._mine = mine
        # what the position left shares with every play of the throw: the opponent's counts, the mover, the relevé
        self._after = after
        # the jans filled (bits 0-2) and conserved (bits 3-5), par puissance (_PUISSANCE): one int, for the
        # engine makes a play per legal play of every throw it looks at
        self._flags = flags
        self._position: Position | None = None

    @property
    def moves(self) -> tuple[tuple[int, int], ...]:
        moves = self._moves
        if moves is None:
            moves = _decode(self._code)
            self._moves = moves
        return moves

    @property
    def dice(self) -> tuple[int, ...]:
        return self._dice

    @property
    def unplayed(self) -> tuple[int, ...]:
        return self._unplayed

    @property
    def par_puissance(self) -> bool:
        return self._flags & _PUISSANCE != 0

    @property
    def fills(self) -> frozenset[Jan]:
        return _JAN_SETS[self._flags & 7]

    @property
    def conserves(self) -> frozenset[Jan]:
        return _JAN_SETS[self._flags >> 3 & 7]

    @property
    def jans_after(self) -> int:
        """The jans of :attr:`fills` and :attr:`conserves` together, as bits 1, 2, 4 (petit, grand, retour).

        What the scoring reads: the mover's jans plein after the play, of those the throw could fill or conserve."""
        return (self._flags | self._flags >> 3) & 7

    @property
    def mover_counts(self) -> tuple[int, ...]:
        """The mover's 24 counts after the play: his counts before it, each move taking a dame on."""
        mine = self._mine
        if mine is None:
            mine = _moved(self._after[3], self._code)
            self._mine = mine
        return mine

    @property
    def position(self) -> Position:
        """The position the play leaves: the opponent to move, the mover's relevé count one more."""
        position = self._position
        if position is None:
            opp, white, throws, _ = self._after
            if white:
                position = Position.unchecked(self.mover_counts, opp, BLACK, throws)
            else:
                position = Position.unchecked(opp, self.mover_counts, WHITE, throws)
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
                self._code,
                self._dice,
                self._unplayed,
                self._mine,
                self._after,
                self._flags,
            ),
        )

    def __repr__(self) -> str:
        return (
            f"Play(moves={self.moves!r}, dice={self.dice!r}, unplayed={self.unplayed!r}, "
            f"par_puissance={self.par_puissance!r}, fills={set(self.fills) or '{}'}, "
            f"conserves={set(self.conserves) or '{}'})"
        )

    def moves_bn(self, colour: Colour) -> list[tuple[str, str]]:
        """Return the moves in B/N for the mover ``colour``: ``[("B1", "B7"), ...]``, off written N0 / B0."""
        return [(point_of_step(colour, a).name, point_of_step(colour, b).name) for a, b in self.moves]


# -- pleins and jans interdits ------------------------------------------------


def is_plein(counts: tuple[int, ...], jan: Jan) -> bool:
    """Tell whether each flèche of ``jan`` holds at least two dames (counts by the owner's steps).

    >>> is_plein((2,) * 6 + (0,) * 18, Jan.PETIT), is_plein((2,) * 6 + (0,) * 18, Jan.GRAND)
    (True, False)
    """
    steps = jan.steps
    return min(counts[steps.start - 1 : steps.stop - 1]) >= 2


def fillable_jans(counts: tuple[int, ...]) -> tuple[bool, bool]:
    """Tell whether the owner of ``counts`` (by his steps) can still fill his petit jan, and his grand jan.

    With the dames on or behind them: at least 2 × (p − lo + 1) dames on steps up to each step p of a jan beginning at
    lo (the material test of docs/rules.md §jans-interdits; unrolled, the engine asks it of every position).

    >>> fillable_jans(Position.start().white)
    (True, True)
    >>> fillable_jans(Position.from_points({"B1": 11, "B7": 4}, {"N1": 15}).white)
    (False, True)
    """
    s1 = counts[0]
    s2 = s1 + counts[1]
    s3 = s2 + counts[2]
    s4 = s3 + counts[3]
    s5 = s4 + counts[4]
    s6 = s5 + counts[5]
    petit = s1 >= 2 and s2 >= 4 and s3 >= 6 and s4 >= 8 and s5 >= 10 and s6 >= 12
    s7 = s6 + counts[6]
    s8 = s7 + counts[7]
    s9 = s8 + counts[8]
    s10 = s9 + counts[9]
    s11 = s10 + counts[10]
    grand = s7 >= 2 and s8 >= 4 and s9 >= 6 and s10 >= 8 and s11 >= 10 and s11 + counts[11] >= 12
    return petit, grand


def is_jan_interdit(position: Position, owner: Colour, jan: Jan) -> bool:
    """Tell whether ``owner``'s petit or grand jan is closed to his opponent's dames.

    Lois et règles, art. XIV.

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
    petit, grand = fillable_jans(position.counts(owner))
    return petit if jan is Jan.PETIT else grand


# -- the analysis of a position for its mover -----------------------------------


class _Analysis:
    """What every throw of one position needs: counts by step, landing and rest tables.

    Hot-path names (short, as the functions that take one read them on every throw): an instance is ``an``;
    ``c24`` is the mover's dames on his 24 steps (index ``step - 1``), ``opp24`` the opponent's on his own steps
    (his step ``s`` is the mover's ``25 - s``).
    """

    __slots__ = (
        "after",
        "blots",
        "c24",
        "gates",
        "near_jans",
        "near_plein",
        "on_board",
        "opp24",
        "opp_empty",
        "outside",
        "pleins",
        "puissance_open",
        "rest",
        "source_bits",
        "sources",
        "stop",
    )

    def __init__(self, position: Position) -> None:
        white = position.to_move is _WHITE
        if white:
            mine = position.white
            opp = position.black
        else:
            mine = position.black
            opp = position.white
        self.c24 = mine
        # the steps holding dames (a negative count of an illegal position too) and the dames of each jan, in one
        # pass (the compiled engine runs it as a C loop, calling no builtin)
        sources: list[int] = []
        petit = 0
        grand = 0
        middle = 0
        retour = 0
        for i in range(24):
            count = mine[i]
            if count:
                sources.append(i + 1)
                if i < 6:
                    petit += count
                elif i < 12:
                    grand += count
                elif i < 18:
                    middle += count
                else:
                    retour += count
        self.sources = sources
        self.on_board = petit + grand + middle + retour
        # the opponent's petit jan (my jan de retour) and grand jan, closed while he can still fill them
        retour_interdit, grand_interdit = fillable_jans(opp)
        # the opponent's dames at my step t are his dames at his step 25 - t: a rest where he has none, a blot
        # (what the scoring beats) where he has one
        rest = [False] * 38
        blots: list[int] = []
        opp_empty = True
        t = 1
        for count in reversed(opp):
            if not count:
                rest[t] = True
            else:
                opp_empty = False
                if count == 1 and t > 1:
                    blots.append(t)
            t += 1
        self.blots = blots
        self.opp_empty = opp_empty
        self.opp24 = opp
        if retour_interdit:
            for t in range(19, 25):
                rest[t] = False
        # an empty coin and an empty point of an interdit grand jan serve as rests, not as stops
        stop = rest.copy()
        stop[_OPP_COIN] = False
        if grand_interdit:
            for t in range(14, 19):
                stop[t] = False
        self.stop = stop
        self.rest = rest
        self.outside = petit + grand + middle
        # a jan at most two dames short of its plein (2 per empty point, 1 per lone dame; an illegal position's
        # negative count lacks more): it holds ten dames or more, which spares most positions the count
        near = 0
        if petit >= 10 and jan_short(mine, 0) <= 2:
            near = 1
        if grand >= 10 and jan_short(mine, 6) <= 2:
            near |= 2
        if retour >= 10 and jan_short(mine, 18) <= 2:
            near |= 4
        # the jans a play may leave plein (bits 1, 2, 4): a play brings two dames at most into a jan
        self.near_jans = near
        self.near_plein = near != 0
        self.pleins = _plein_mask(mine) if near else 0
        self.puissance_open = mine[_COIN - 1] == 0 and rest[_OPP_COIN]
        self.gates = -1
        self.source_bits = 0
        throws = position.throws
        if throws is not None:
            throws = (throws[0] + 1, throws[1]) if white else (throws[0], throws[1] + 1)
        self.after = (opp, white, throws, mine)

    def gate_mask(self, a: int, b: int) -> int:
        """Return the rests and stops a throw of ``a`` and ``b`` can reach, as bits.

        A rest's bit is its step's, a stop's 25 higher.  Where the opponent's dames let the mover rest and stop is
        all the plays' moves read of them (where they bar him, the opponent's jans closed while he can fill them, his
        empty coin): the moves of a throw go from the mover's dames by its numbers, one, the other and both (a
        doublet's one to four times), resting and stopping only there, and the coin par puissance asks the
        opponent's coin besides.  Two positions with the mover's same dames and the same mask for a throw have the
        same plays' moves for it.  The rests and stops of every step, and the steps holding the mover's dames, are
        counted on the first call, then kept."""
        gates = self.gates
        if gates < 0:
            gates = 0
            rest = self.rest
            stop = self.stop
            for t in range(1, 25):
                if rest[t]:
                    gates |= 1 << t
                if stop[t]:
                    gates |= 1 << (t + 25)
            self.gates = gates
            sources = 0
            for step in self.sources:
                sources |= 1 << step
            self.source_bits = sources
        sources = self.source_bits
        if a == b:
            reach = sources << a | sources << (2 * a) | sources << (3 * a) | sources << (4 * a)
        else:
            reach = sources << a | sources << b | sources << (a + b)
        reach = (reach | 1 << _OPP_COIN) & _STEPS
        return gates & (reach | reach << 25)


_STEPS: Final = (1 << 25) - 2
"""The bits of the steps 1-24."""


_WHITE: Final = WHITE


def jan_short(counts: tuple[int, ...], first: int) -> int:
    """Return the dames the jan of ``counts[first : first + 6]`` lacks for its plein.

    The sum of ``max(0, 2 - count)``.

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
    """Return bits 1, 2, 4 for the petit jan, grand jan and jan de retour plein in the owner's counts."""
    mask = 0
    if new[0] > 1 and new[1] > 1 and new[2] > 1 and new[3] > 1 and new[4] > 1 and new[5] > 1:
        mask = 1
    if new[6] > 1 and new[7] > 1 and new[8] > 1 and new[9] > 1 and new[10] > 1 and new[11] > 1:
        mask |= 2
    if new[18] > 1 and new[19] > 1 and new[20] > 1 and new[21] > 1 and new[22] > 1 and new[23] > 1:
        mask |= 4
    return mask


def _pleins_after(mine: tuple[int, ...], code: int, jans: int) -> int:
    """Return bits 1, 2, 4 for those of ``jans`` plein after the moves of ``code`` from ``mine``.

    As :func:`_plein_mask` of :func:`_moved`'s counts, without building them: each step of a jan counted with the
    dames the moves take from it and bring to it."""
    f1 = code >> 18
    t1 = code >> 12 & 63
    f2 = code >> 6 & 63
    t2 = code & 63
    mask = 0
    for bit, first in _JAN_FIRSTS:
        if jans & bit:
            plein = True
            for step in range(first + 1, first + 7):
                count = mine[step - 1]
                if step == f1:
                    count -= 1
                if step == f2:
                    count -= 1
                if step == t1:
                    count += 1
                if step == t2:
                    count += 1
                if count < 2:
                    plein = False
                    break
            if plein:
                mask |= bit
    return mask


_JAN_FIRSTS: Final = ((1, 0), (2, 6), (4, 18))
"""Each jan's bit (:func:`_plein_mask`) and the index of its first step in a side's counts."""


# A raw play: (moves, dice, unplayed, new counts of the mover, par_puissance, excédant count); the new
# counts are None when the moves give them (the plays of _fast: no two of its raws have the same moves,
# so sorting never compares them).
_Raw = tuple[tuple[tuple[int, int], ...], tuple[int, ...], tuple[int, ...], tuple[int, ...] | None, bool, int]


def _apply(c24: tuple[int, ...], key: tuple[int, ...]) -> tuple[int, ...]:
    """Return the mover's counts after removing the dames of ``key``'s first half and adding its second."""
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


def _par_puissance(mine: tuple[int, ...], a: int, b: int) -> bool:
    """Tell whether ``a`` and ``b`` would take the coin par puissance from ``mine`` (both coins empty assumed).

    That is, whether the dames that would take the opponent's coin are there."""
    if a == b:
        return mine[_OPP_COIN - a - 1] >= 2
    return mine[_OPP_COIN - a - 1] != 0 and mine[_OPP_COIN - b - 1] != 0


def _puissance(an: _Analysis, a: int, b: int) -> _Raw | None:
    """Return the coin taken par puissance, when both coins are empty and the throw allows it.

    Lois et règles, art. IX."""
    if not an.puissance_open:
        return None
    sa, sb = _OPP_COIN - a, _OPP_COIN - b  # the starts a and b short of the opponent's coin
    if _par_puissance(an.c24, a, b):
        key = (sa, sb, _COIN, _COIN)
        return (((sa, _COIN), (sb, _COIN)), (a, b), (), _apply(an.c24, key), True, 0)
    return None


def _fast(an: _Analysis, a: int, b: int) -> list[Play]:
    """Return the plays when no dame can be borne off this turn, sorted by their moves.

    No dame can be borne off with two or more dames outside the jan de retour.

    Then the order of two movements of different dames does not matter, and
    only the coin's count at the end and the rests of a tout d'une are special.
    Two movements of different dames reach distinct positions, except when
    one dame lands where the other starts: that is a tout d'une's position,
    so those and the tout d'une plays are merged by (from, to).  No two plays
    have the same moves.

    The plays are made once their codes are sorted (sorting ints costs less than sorting plays by a key); the few
    plays whose numbers are not ``(a, b)`` in that order (a tout d'une through the lower number's rest) or that
    take the coin par puissance are noted in ``odd``.
    """
    mine = an.c24
    stop = an.stop
    rest = an.rest
    src = an.sources
    c12 = mine[_COIN - 1]
    after = an.after
    dice = (a, b)
    codes: list[int] = []
    # the tout d'une plays by (from, to) = from << 6 | to: their code
    through: dict[int, int] = {}
    odd: dict[int, int] | None = None  # code -> _SWAPPED or _PUISSANCE
    if a != b:
        movers_b = [(f, f + b, (f + b == 12) - (f == 12)) for f in src if stop[f + b]]
        for fa in src:
            ta = fa + a
            if not stop[ta]:
                continue
            da = (ta == 12) - (fa == 12)
            first = fa << 18 | ta << 12
            for fb, tb, db in movers_b:
                if fb == fa and mine[fa - 1] < 2:
                    continue
                if (da or db) and c12 + da + db == 1:
                    continue
                if fb == ta:
                    if fa << 6 | tb not in through:
                        through[fa << 6 | tb] = first | fb << 6 | tb
                elif fa == tb:
                    if fb << 6 | ta not in through:
                        through[fb << 6 | ta] = first | fb << 6 | tb
                else:
                    codes.append(first | fb << 6 | tb)
        ab = a + b
        for f in src:
            t = f + ab
            if not stop[t] or f << 6 | t in through:
                continue
            if (f == 12 or t == 12) and c12 - (f == 12) + (t == 12) == 1:
                continue
            if rest[f + a]:
                through[f << 6 | t] = f << 18 | (f + a) << 12 | (f + a) << 6 | t
            elif rest[f + b]:
                code = f << 18 | (f + b) << 12 | (f + b) << 6 | t
                through[f << 6 | t] = code
                if odd is None:
                    odd = {}
                odd[code] = _SWAPPED
    else:
        movers = [(f, f + a, (f + a == 12) - (f == 12)) for f in src if stop[f + a]]
        n = len(movers)
        for i in range(n):
            f1, t1, d1 = movers[i]
            first = f1 << 18 | t1 << 12
            for j in range(i, n):
                f2, t2, d2 = movers[j]
                if f2 == f1 and mine[f1 - 1] < 2:
                    continue
                if (d1 or d2) and c12 + d1 + d2 == 1:
                    continue
                if f2 == t1:
                    through[f1 << 6 | t2] = first | f2 << 6 | t2
                else:
                    codes.append(first | f2 << 6 | t2)
        for f in src:
            r = f + a
            t = r + a
            if not (stop[t] and rest[r]) or f << 6 | t in through:
                continue
            if (f == 12 or t == 12) and c12 - (f == 12) + (t == 12) == 1:
                continue
            through[f << 6 | t] = f << 18 | r << 12 | r << 6 | t
    for code in through.values():
        codes.append(code)
    if an.puissance_open and _par_puissance(mine, a, b):
        code = (_OPP_COIN - a) << 18 | _COIN << 12 | (_OPP_COIN - b) << 6 | _COIN
        codes.append(code)
        if odd is None:
            odd = {}
        odd[code] = _PUISSANCE
    plays: list[Play] = []
    if codes:
        codes.sort()
        if odd is None:
            return [Play(code, dice, (), None, after, 0) for code in codes]
        for code in codes:
            kind = odd.get(code, 0)
            if not kind:
                plays.append(Play(code, dice, (), None, after, 0))
            elif kind == _SWAPPED:
                plays.append(Play(code, (b, a), (), None, after, 0))
            else:
                plays.append(Play(code, dice, (), _moved(mine, code), after, _PUISSANCE))
        return plays
    # rule 6: only one number can be played: the higher if it can, else the lower (the plays come by their moves)
    for x, other in ((a, b), (b, a)):
        for f in src:
            t = f + x
            if not stop[t]:
                continue
            if (f == 12 or t == 12) and c12 - (f == 12) + (t == 12) == 1:
                continue
            plays.append(Play(f << 18 | t << 12, (x,), (other,), None, after, 0))
        if plays:
            return plays
    return plays


def unplayed_fast(an: _Analysis, a: int, b: int) -> tuple[int, ...]:
    """Return the numbers the legal plays of ``(a, b)`` leave unplayed, where :func:`_fast` would make them.

    That is, with two dames or more outside the jan de retour (``an.outside >= 2``).  The scoring's impuissance
    needs no more of the plays (:func:`notation.rules.scoring.points_only`): every play :func:`_fast` makes plays
    both numbers or, when none can, the same single number; the obligations keep one play at least.  So it stops at
    the first pair of movements :func:`_fast` would keep, on the same tests, without making any play: ``()`` when
    both can be played, ``(other,)`` when only one (the higher if it can), ``(a, b)`` when neither.
    """
    mine = an.c24
    stop = an.stop
    rest = an.rest
    src = an.sources
    c12 = mine[_COIN - 1]
    if a != b:
        for fa in src:
            ta = fa + a
            if not stop[ta]:
                continue
            da = (ta == 12) - (fa == 12)
            for fb in src:
                tb = fb + b
                if not stop[tb] or (fb == fa and mine[fa - 1] < 2):
                    continue
                db = (tb == 12) - (fb == 12)
                if (da or db) and c12 + da + db == 1:
                    continue
                return ()
        ab = a + b
        for f in src:
            t = f + ab
            if not stop[t] or ((f == 12 or t == 12) and c12 - (f == 12) + (t == 12) == 1):
                continue
            if rest[f + a] or rest[f + b]:
                return ()
    else:
        movers = [(f, f + a, (f + a == 12) - (f == 12)) for f in src if stop[f + a]]
        n = len(movers)
        for i in range(n):
            f1, _t1, d1 = movers[i]
            for j in range(i, n):
                f2, _t2, d2 = movers[j]
                if f2 == f1 and mine[f1 - 1] < 2:
                    continue
                if (d1 or d2) and c12 + d1 + d2 == 1:
                    continue
                return ()
        for f in src:
            r = f + a
            t = r + a
            if not (stop[t] and rest[r]) or ((f == 12 or t == 12) and c12 - (f == 12) + (t == 12) == 1):
                continue
            return ()
    if an.puissance_open and _par_puissance(mine, a, b):
        return ()
    # rule 6: only one number can be played: the higher if it can, else the lower
    for x, other in ((a, b), (b, a)):
        for f in src:
            t = f + x
            if not stop[t] or ((f == 12 or t == 12) and c12 - (f == 12) + (t == 12) == 1):
                continue
            return (other,)
    return (a, b)


def _try_move(
    an: _Analysis, st: list[int], f: int, d: int, provinciale: bool, outside: int, clean: bool
) -> tuple[int, int, bool] | None:
    """Move one dame from ``f`` by ``d`` in state ``st``: ``(to, excédant, rest_only)`` or None when illegal.

    ``outside`` is the sum of ``st``'s counts outside the jan de retour (steps 1-18), ``clean`` whether the position
    has no negative count (an editor's illegal position may): then a zero sum means no dame there.
    """
    t = f + d
    if t <= 24:
        if not an.rest[t]:
            return None
        return t, 0, not an.stop[t]
    # bearing off (Lois et règles, art. VIII): every dame in the jan de retour
    if outside:
        return None
    if not clean:
        for g in range(1, 19):
            if st[g]:
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
    for g in range(19, f):
        if st[g]:
            return None
    return _OFF, 1, False


def _generic(an: _Analysis, a: int, b: int, conventions: Conventions) -> list[_Raw]:
    """Return every play, found by simulating each order of the numbers.

    Needed when dames can go off this turn."""
    provinciale = conventions.bearing_off is BearingOff.PROVINCIALE
    # the counts by step, 1-based, with a step 25 for the dames borne off
    counts = (0, *an.c24, 0)
    st = list(counts)  # the state simulated: the counts as the moves of the order tried leave them
    on_board = an.on_board
    raws: list[_Raw] = []
    orders = ((a, b),) if a == b else ((a, b), (b, a))
    sources = an.sources
    rest = an.rest
    stop = an.stop
    outside = an.outside
    clean = min(an.c24) >= 0
    for d1, d2 in orders:
        # the points holding dames, in order (the first movement leaves the counts as they were)
        for f in sources:
            t1 = f + d1
            if t1 <= 24:
                # a movement inside the tablier (what _try_move does first, without the call)
                if not rest[t1]:
                    continue
                exc1 = 0
                rest_only1 = not stop[t1]
            else:
                m1 = _try_move(an, st, f, d1, provinciale, outside, clean)
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
                # the points holding dames after the first movement, in order: the sources and where it went; the
                # dames outside the jan de retour after it
                seconds = sources if t1 == _OFF or t1 in sources else _with_step(sources, t1)
                outside2 = outside
                if f <= 18:
                    outside2 -= 1
                if t1 <= 18:
                    outside2 += 1
                for g in seconds:
                    if not st[g] or (rest_only1 and g != t1):
                        continue
                    t2 = g + d2
                    if t2 <= 24:
                        if not stop[t2]:  # a rest only (not rest[t2]), or no rest at all, ends no play
                            continue
                        exc2 = 0
                    else:
                        m2 = _try_move(an, st, g, d2, provinciale, outside2, clean)
                        if m2 is None:
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
            #
            # A raw's weight is (late excédants, all excédants) packed as late << 8 | all, compared as the pair is.
            weights: list[int] = []
            fewest = -1
            for raw in chosen:
                moves = raw[0]
                numbers = raw[1]
                late = 0
                for k in range(len(moves)):
                    start, end = moves[k]
                    die = numbers[k]
                    if end == _OFF and start + die > _OFF and not counts[_OFF - die]:
                        late += 1
                weight = late << 8 | raw[5]
                weights.append(weight)
                if fewest < 0 or weight < fewest:
                    fewest = weight
            kept: list[_Raw] = []
            for k in range(len(chosen)):
                raw = chosen[k]
                if weights[k] == fewest or _finishes(raw):
                    kept.append(raw)
            chosen = kept
    seen: set[tuple[int, ...] | None] = set()  # the simulation gives every raw its counts
    out: list[_Raw] = []
    for raw in chosen:
        if raw[3] not in seen:
            seen.add(raw[3])
            out.append(raw)
    return out


def _all_zero(counts: tuple[int, ...]) -> bool:
    """Tell whether every count is zero.

    mypyc compiles ``all`` over a generator to a loop; ``any(counts)`` calls the builtin."""
    return all(not count for count in counts)


def _finishes(raw: _Raw) -> bool:
    """Tell whether ``raw`` takes the mover's last dames off (its counts are known and all zero)."""
    new = raw[3]
    return new is not None and _all_zero(new)


def _with_step(sources: list[int], step: int) -> list[int]:
    """Return the steps of ``sources`` (in order) with ``step``, not among them, in its place."""
    out: list[int] = []
    placed = False
    for source in sources:
        if not placed and step < source:
            out.append(step)
            placed = True
        out.append(source)
    if not placed:
        out.append(step)
    return out


def _offs(raw: _Raw) -> int:
    return sum(1 for move in raw[0] if move[1] == _OFF)


# -- building plays -------------------------------------------------------------


def _build(an: _Analysis, raws: list[_Raw]) -> list[Play]:
    """Return the plays of ``raws``."""
    after = an.after
    return [
        Play(_encode(moves), dice, unplayed, new, after, _PUISSANCE if puissance else 0)
        for moves, dice, unplayed, new, puissance, _ in raws
    ]


def _achieved(an: _Analysis, plays: list[Play]) -> list[int] | None:
    """Return what each play achieves, written into the plays' jans; None when no play can achieve anything.

    What a play achieves: filled jans, conserved jans << 3, the finished sortie."""
    near = an.near_plein
    if not near and an.outside >= 2:
        # nothing to fill or conserve, and no sortie to finish (two dames are outside the jan de retour)
        return None
    achieved: list[int] = []
    before = an.pleins
    mine = an.c24
    # A play moves at most two dames: a jan more than two dames short of its plein cannot be filled.
    jans_near = an.near_jans
    # a play bears off two dames at most: it may take the last ones off only when two or fewer are on the board
    last = an.on_board <= 2
    for play in plays:
        if not near:
            achieved.append(0 if play._unplayed or not last or not _all_zero(play.mover_counts) else _SORTIE_BIT)
            continue
        # the counts after the play are read where a play has them already, else not built (the scoring and the
        # obligations need only which jans are plein)
        new = play._mine
        after = _plein_mask(new) & jans_near if new is not None else _pleins_after(mine, play._code, jans_near)
        jans = after & ~before | (after & before) << 3
        play._flags |= jans
        if play._unplayed or not last or not _all_zero(play.mover_counts):
            achieved.append(jans)
        else:
            achieved.append(jans | _SORTIE_BIT)
    return achieved


def _pass(an: _Analysis, throw: Throw) -> Play:
    """Return the play of a mover who can play nothing: both numbers unplayed, his jans plein stay plein."""
    return Play(0, (), throw.numbers, an.c24, an.after, 0)


class _Last:
    """What the engine keeps of its last answers.

    The scorer and the player ask for the position and the throw the engine has just been asked for."""

    __slots__ = ("analysis", "legal", "result")

    def __init__(self) -> None:
        self.analysis: tuple[Position, _Analysis] | None = None
        self.result: tuple[Position, Throw, Conventions, list[Play], list[int] | None, bool] | None = None
        # the last candidates filtered by legal_plays (keyed by the candidates list itself) and the plays kept
        self.legal: tuple[list[Play], list[Play]] | None = None

    def clear(self) -> None:
        """Forget them (a benchmark that must not be answered by an earlier call)."""
        self.analysis = None
        self.result = None
        self.legal = None


_LAST: Final = _Last()


def _same(cached: Position, position: Position) -> bool:
    """Tell whether a cached position is ``position``: the same object, or one equal to it.

    The fields are compared one by one, which costs less than the dataclass's equality when they differ."""
    return cached is position or (
        cached.white == position.white
        and cached.black == position.black
        and cached.to_move is position.to_move
        and cached.throws == position.throws
    )


def _analysis(position: Position) -> _Analysis:
    cached = _LAST.analysis
    if cached is not None and _same(cached[0], position):
        return cached[1]
    an = _Analysis(position)  # ``an``: the position's analysis, as the hot paths name it
    _LAST.analysis = (position, an)
    return an


def _candidates(
    position: Position, throw: Throw, conventions: Conventions
) -> tuple[list[Play], list[int] | None, bool]:
    """Return the candidate plays, what each achieves, and whether the coin can be taken par puissance.

    All of them for this throw; what a play achieves is None when it achieves nothing."""
    cached = _LAST.result
    if (
        cached is not None
        and (cached[1] is throw or (cached[1].high == throw.high and cached[1].low == throw.low))
        and (cached[2] is conventions or cached[2] == conventions)
        and _same(cached[0], position)
    ):
        return cached[3], cached[4], cached[5]
    an = _analysis(position)
    a = throw.high
    b = throw.low
    if an.outside >= 2:
        plays = _fast(an, a, b)
    elif not an.sources:
        plays = []
    else:
        raws = _generic(an, a, b, conventions)
        raws.sort()
        plays = _build(an, raws)
    if plays:
        achieved = _achieved(an, plays)
    else:
        plays = [_pass(an, throw)]
        achieved = _achieved(an, plays)
    # whether a play may take the coin par puissance: then legal_plays looks for one taking it par effet
    puissance = an.puissance_open and _par_puissance(an.c24, a, b)
    _LAST.result = (position, throw, conventions, plays, achieved, puissance)
    return plays, achieved, puissance


def candidate_plays(position: Position, throw: Throw, conventions: Conventions = DEFAULT) -> list[Play]:
    """Return the plays the movement laws allow after the highest law, before the obligations.

    The laws of docs/rules.md §movement, the obligations of docs/rules.md §obligations.

    These are the plays the scoring looks at to decide what a throw *can* do
    (fill, conserve, finish the sortie).  When nothing can be played the list
    holds one play with no moves and both numbers unplayed.
    """
    return list(_candidates(position, throw, conventions)[0])


def legal_plays(position: Position, throw: Throw, conventions: Conventions = DEFAULT) -> list[Play]:
    """Return the plays the laws allow to ``position.to_move`` for ``throw``, sorted by their moves.

    After :func:`candidate_plays`: if the coin can be taken par effet, it may not be
    taken par puissance (Lois et règles, art. IX); then a play must realize every filling,
    conservation and finished sortie it can: a play is dropped when another
    realizes all it does and more (Lois et règles, art. XIII; Dictionnaire raisonné, SORTIE DES DAMES).
    """
    plays, achieved, par_puissance = _candidates(position, throw, conventions)
    if len(plays) < 2:
        return list(plays)
    cached = _LAST.legal
    if cached is not None and cached[0] is plays:
        # the same candidates (from _candidates' cache): the scorer and the player ask for the same throw
        return list(cached[1])
    keep: list[int] | None = None  # the indexes of the plays kept, None for all
    if par_puissance:
        # the coin par effet rather than par puissance: with his coin empty (as it is when the throw can take it
        # par puissance), a play takes it par effet when two of its moves end there and none leaves it
        effet = False
        puissance = False
        for play in plays:
            if play._flags & _PUISSANCE:
                puissance = True
            elif _coin_taken(play._code):
                effet = True
        if effet and puissance:
            keep = [i for i, play in enumerate(plays) if not play._flags & _PUISSANCE]
    if achieved is not None:
        masks = set(achieved) if keep is None else {achieved[i] for i in keep}
        if len(masks) > 1:
            maximal = {m for m in masks if not any(m != n and m & n == m for n in masks)}
            keep = [i for i in (range(len(plays)) if keep is None else keep) if achieved[i] in maximal]
    legal = plays if keep is None else [plays[i] for i in keep]
    _LAST.legal = (plays, legal)
    return list(legal)


def rest_steps(position: Position) -> frozenset[int]:
    """Return the steps of the mover's path (1-24) where a dame played tout d'une may pause.

    That is, a dame played with both numbers, between them.

    Those the opponent does not hold, less his jan de retour while he can still fill it (an empty coin and the empty
    points of an interdit grand jan are among them, though no play ends there).

    >>> sorted(rest_steps(Position.start()))[:3], 13 in rest_steps(Position.start())
    ([1, 2, 3], True)
    """
    rest = _analysis(position).rest
    return frozenset(step for step in range(1, 25) if rest[step])


def _coin_taken(code: int) -> bool:
    """Tell whether the moves of ``code`` leave two dames on an empty coin: two end there, none leaves it."""
    held = (code >> 12 & 63 == _COIN) + (code & 63 == _COIN) - (code >> 18 == _COIN) - (code >> 6 & 63 == _COIN)
    return held >= 2
