"""An evaluator of a position and score: the chance that the side to move wins the partie ordinaire.

The value is ``sigmoid(prior + network)``: the **prior** is the logit of the
partie equity table (:mod:`notation.tutor.partie_table`), the chance to win from the
trous alone at the start of a relevé, throwing first; the **network** (one
hidden layer) corrects it for the relevé in play, from hand-made features of
the position and the score taken from the point of view of the colour to move
(``me``) and his opponent (``them``):

* the score: trous and points of each, bredouille (jetons marked d'affilée),
  the pavillon;
* the dames of each: cases (two or more dames) and demi-cases (one dame) in
  each of the three jans, pleins, the coin, the talon, dames off, how far the
  dames have gone; and the dames on each point, one, two, and more than two
  (as TD-Gammon reads a backgammon board);
* what the next throw gives: the expected points of each side over the 21
  throws (the engine's own :func:`~notation.rules.scoring.points_only`), and
  the chance that it wins each a trou;
* the batteries of the two next throws: for the mover's throw and for his
  opponent's after it, the chance of beating a demi-case à vrai, the points à
  vrai and à faux expected, and the chance of beating the coin;
* the **reading** of each side (:data:`READING`, :func:`reading`), what a player
  reads of the jans, of the passages and of the next throw, counted from the
  dames alone (over the 21 throws by arithmetic, no play generated):

  - ``petit_possible``, ``grand_possible``: the side can still fill its petit
    jan, its grand jan: it has the dames on or behind it by the count of
    docs/rules.md (*Jans interdits*, the test that keeps the jan closed to the
    opponent), and no dame of the opponent stands in it.  A 0 is a plein made
    impossible, and a jan no longer interdit to the opponent (four dames passed
    into the grand jan lose the petit jan: *Dictionnaire raisonné*, JAN
    INTERDIT);
  - ``retour_possible``: the side may make its jan de retour: the opponent has
    no dame left in his petit jan (which is then open to it) and it has twelve
    dames on the board;
  - ``fill_chance``: the chance that the next throw fills a jan one or two dames
    short of its plein (docs/rules.md, *Remplir*): with one lacking, a dame not
    of the plein brings it by either number, or by both tout d'une over a rest;
    with two, each number brings one.  (Whether the other number can then be
    played without breaking the plein, *en passant*, is not examined: the
    expected points above, by the engine, know it);
  - ``keep_chance``: the chance that the next throw can be played without the
    twelve dames of each plein it holds (*Conserver*): by two other dames, by
    one tout d'une, or by two taking the empty coin;
  - ``coin_take``: the chance that the next throw takes its empty coin, par
    effet or par puissance (*The coin de repos*);
  - ``open_moves``: the passages: the share of its dames' moves, each dame and
    each number, that end on a point the dame may stop on (not a point of the
    opponent, nor his coin, nor his jans interdits, nor its own empty coin for
    a lone dame; the bande once it bears off);
  - ``impuissance``: the chance of a throw whose two numbers cannot both be
    played (two dames, one tout d'une, two to or from the coin): each number
    unplayed gives the opponent two points (*Impuissance*).  Before the bearing
    off it is the engine's own count (``tests/notation/tutor/test_evaluator_reading.py``); in
    the bearing off the excédant numbers are read for the farthest dame as it
    stands, an approximation;
  - ``closed_run``: the longest run of points closed to it ahead of its
    rearmost dame, over six: six in a row stop every lone number.

The value shown and used is the network's logit through the weights' **calibration** (:func:`calibrated`, a
strictly increasing piecewise-linear map of the logit, fitted on held-out self-play by
``bench/calibration_bench.py --fit --knots``; generation 8's passes through seven knots at the logits' quantiles:
near even chances the side about to throw is a little underrated, further out the network is too sure and its
logit is drawn in).  It keeps the order of any two values read with the same side to throw, so the plays of a
throw (each valued with the opponent to throw) rank the same with it as without it; tenir against s'en aller, and a
sortie against the other plays, set a value with the mover to throw against one with his opponent to throw, and
those it may turn, as a calibration should.

The weights are learned by self-play (``scripts/train_evaluator.py``, TD(λ)
fitted on recorded parties) and ship as ``evaluator.json`` in this package.  A
weights file names its features; :meth:`Evaluator.from_json` reads the columns
by those names, so the weights of an earlier generation, which read fewer
features (generation 4's, ``bench/evaluator-gen4.json``), give the values they
gave, the features they do not name having no weight.
Because every feature is relative to the colour to move, exchanging the
colours (and the two scores) gives the same value.

Where the engine is compiled (``make accel``, ``scripts/build_accel.py``) this module is compiled with it, and values
every position as its source does, to the last bit (``tests/notation/compiled/test_compiled_evaluator.py``): its
sums of floats are Python's own ``sum`` (never a loop that mypyc would compile into other roundings).

>>> from notation.board import Position
>>> from notation.scoreboard import ScoreState
>>> value = evaluate(Position.start(), ScoreState())
>>> 0.0 < value < 1.0
True
"""

from __future__ import annotations

import bisect
import itertools
import json
import math
import operator
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Protocol

from notation.board import WHITE, Colour, Position
from notation.dice import ALL_THROWS
from notation.errors import BadArgumentError
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import fillable_jans
from notation.rules.scoring import points_only
from notation.scoreboard import PlayerScore, ScoreState
from notation.tutor.partie_table import partie_logit

__all__ = [
    "FEATURES",
    "POINT_FEATURES",
    "READING",
    "Evaluator",
    "Remembering",
    "Valuer",
    "batteries",
    "calibrated",
    "default_evaluator",
    "equity",
    "evaluate",
    "features",
    "prior",
    "reading",
    "swap_score",
]

JEU = 12
"""Points of a jeu, and trous of the partie ordinaire."""

_SIDE = (
    "petit_cases",
    "grand_cases",
    "retour_cases",
    "petit_demi",
    "grand_demi",
    "retour_demi",
    "petit_plein",
    "grand_plein",
    "retour_plein",
    "coin",
    "talon",
    "off",
    "progress",
)
_THREATS = ("vrai_chance", "vrai_points", "faux_points", "coin_chance")
READING = (
    "petit_possible",
    "grand_possible",
    "retour_possible",
    "fill_chance",
    "keep_chance",
    "coin_take",
    "open_moves",
    "impuissance",
    "closed_run",
)
"""What a player reads of each side's next throw and of the passages (see the module's docstring, *reading*)."""

POINT_FEATURES = ("one", "two", "more")
"""Each point of each side's path read as TD-Gammon reads a backgammon point: one dame, two or more, and the
dames past two (a quarter each)."""

FEATURES: tuple[str, ...] = (
    "my_trous",
    "their_trous",
    "trous_lead",
    "my_points",
    "their_points",
    "my_bredouille",
    "their_bredouille",
    "my_pavillon",
    "their_pavillon",
    "my_near",
    "their_near",
    *(f"my_{name}" for name in _SIDE),
    *(f"their_{name}" for name in _SIDE),
    "my_expected",
    "their_expected",
    "my_trou_chance",
    "their_trou_chance",
    *(f"my_{name}" for name in _THREATS),
    *(f"their_{name}" for name in _THREATS),
    *(f"my_{name}" for name in READING),
    *(f"their_{name}" for name in READING),
    *(f"my_{step}_{name}" for step in range(1, 25) for name in POINT_FEATURES),
    *(f"their_{step}_{name}" for step in range(1, 25) for name in POINT_FEATURES),
)
"""The names of the features, in the order of the network's inputs (the points last, by the side's own steps)."""

DENSE = len(FEATURES) - 2 * 24 * len(POINT_FEATURES)
"""How many features come before the points."""
_SCORE = 11
"""How many features, first, are the score's."""

_JANS = ((0, 6), (6, 12), (18, 24))
_PETITS = tuple(s <= 6 or s >= 19 for s in range(26))
_COIN = 12
_OPP_COIN = 13
_THROWS = tuple((throw.high, throw.low, throw.high == throw.low, throw.weight) for throw in ALL_THROWS)
_WEIGHTED = tuple((throw, throw.weight) for throw in ALL_THROWS)
"""Each throw with its chances out of 36, read once (the features read them 21 times a position)."""
_UNREAD = (0.0,) * (2 * len(READING))


def _point(count: int) -> tuple[float, float, float]:
    """Return the three inputs of a point holding ``count`` dames (:data:`POINT_FEATURES`)."""
    return (1.0 if count == 1 else 0.0, 1.0 if count >= 2 else 0.0, max(0, count - 2) / 4)


_STEPS = tuple(range(24))


def _side(counts: tuple[int, ...], out: list[float]) -> None:
    """Append the 13 features of one colour's dames (``counts`` by its own steps)."""
    petit, grand, retour = counts[0:6], counts[6:12], counts[18:24]
    empty_p, empty_g, empty_r = petit.count(0), grand.count(0), retour.count(0)
    single_p, single_g, single_r = petit.count(1), grand.count(1), retour.count(1)
    held_p, held_g, held_r = 6 - empty_p - single_p, 6 - empty_g - single_g, 6 - empty_r - single_r
    out.extend(
        (
            held_p / 6,
            held_g / 6,
            held_r / 6,
            single_p / 6,
            single_g / 6,
            single_r / 6,
            1.0 if held_p == 6 else 0.0,
            1.0 if held_g == 6 else 0.0,
            1.0 if held_r == 6 else 0.0,
            1.0 if counts[11] >= 2 else 0.0,
            counts[0] / 15,
        )
    )
    on_board = sum(counts)
    travelled = sum(map(operator.mul, _STEPS, counts))
    out.append((15 - on_board) / 15)
    out.append((travelled + 24 * (15 - on_board)) / (15 * 24))


def _score(mine: PlayerScore, theirs: PlayerScore, pavillon: Colour | None, me: Colour, out: list[float]) -> None:
    out.append(min(mine.trous, JEU) / JEU)
    out.append(min(theirs.trous, JEU) / JEU)
    out.append(max(-JEU, min(JEU, mine.trous - theirs.trous)) / JEU)
    out.append(mine.points / JEU)
    out.append(theirs.points / JEU)
    out.append(1.0 if mine.bredouille and mine.points else 0.0)
    out.append(1.0 if theirs.bredouille and theirs.points else 0.0)
    out.append(1.0 if pavillon is me else 0.0)
    out.append(1.0 if pavillon is me.opponent else 0.0)
    out.append(1.0 if mine.trous >= JEU - 2 else 0.0)
    out.append(1.0 if theirs.trous >= JEU - 2 else 0.0)


def batteries(mine: tuple[int, ...], theirs: tuple[int, ...]) -> tuple[float, float, float, float]:
    """Return what a throw of the side with ``mine`` does to the other's dames, over the 21 throws.

    Each side by its own steps:

    ``(chance to beat a demi-case à vrai, points à vrai expected, points à faux expected (to the other side),
    chance to beat the coin)``, by the law of batteries as the engine marks them (Lois et règles, arts. X, XI;
    docs/rules.md): a demi-case at a step reached by one number from a dame, or by both with a rest not held
    by the other side, is beaten à vrai; reached by both numbers only through held rests, à faux.  The coin is
    beaten with two direct numbers from spare dames, one's own coin held and the other's empty.  What the plays
    score (remplir, conserver, sortie, impuissance) is left to :func:`notation.rules.scoring.points_only`.
    """
    if not any(mine) or not any(theirs):
        return 0.0, 0.0, 0.0, 0.0
    blots = [t for t in range(2, 25) if theirs[24 - t] == 1]
    coin = mine[_COIN - 1] >= 2 and theirs[_COIN - 1] == 0
    if not blots and not coin:
        return 0.0, 0.0, 0.0, 0.0
    vrai_chance = vrai = faux = coin_chance = 0.0
    for a, b, doublet, weight in _THROWS:
        total_ab = a + b
        hit = False
        for t in blots:
            ways = 0
            s = t - a
            if s >= 1 and mine[s - 1]:
                ways += 1
            if not doublet:
                s = t - b
                if s >= 1 and mine[s - 1]:
                    ways += 1
            s = t - total_ab
            blocked = False
            if s >= 1 and mine[s - 1]:
                if theirs[24 - (s + a)] <= 1 or (not doublet and theirs[24 - (s + b)] <= 1):
                    ways += 1
                else:
                    blocked = True
            if _PETITS[t]:
                unit = 6 if doublet else 4
            else:
                unit = 4 if doublet else 2
            if ways:
                hit = True
                vrai += weight * unit * ways
            elif blocked:
                faux += weight * unit
        if hit:
            vrai_chance += weight
        if coin:
            if doublet:
                spare = mine[_OPP_COIN - a - 1] - (2 if _OPP_COIN - a == _COIN else 0)
                beaten = spare >= 2
            else:
                beaten = (
                    mine[_OPP_COIN - a - 1] - (2 if _OPP_COIN - a == _COIN else 0) >= 1
                    and mine[_OPP_COIN - b - 1] - (2 if _OPP_COIN - b == _COIN else 0) >= 1
                )
            if beaten:
                coin_chance += weight
    return vrai_chance / 36, vrai / 36 / 8, faux / 36 / 8, coin_chance / 36


def _fills(mine: tuple[int, ...], lo: int, rest: list[bool], filled: list[bool]) -> None:
    """Mark in ``filled`` the throws that bring the jan of steps ``lo``..``lo + 5`` to its plein.

    The jan is not yet plein, one or two dames short; the dames it lacks arrive each by one number (by both, tout d'une
    over a free rest, when one is lacking), from dames that are not of the plein (docs/rules.md, *Remplir*)."""
    missing: list[int] = []
    for t in range(lo, lo + 6):
        count = mine[t - 1]
        if count < 2:
            if not rest[t] or (t == _COIN and count):
                return
            missing.extend([t] * (2 - count))
    if len(missing) > 2:
        return
    spare = [0] * 25
    for s in range(1, 25):
        count = mine[s - 1]
        if lo <= s < lo + 6 or s == _COIN:
            count -= 2
        if count > 0:
            spare[s] = count
    for index, (a, b, doublet, _weight) in enumerate(_THROWS):
        if filled[index]:
            continue
        if len(missing) == 1:
            t = missing[0]
            ok = (t - a >= 1 and spare[t - a] > 0) or (not doublet and t - b >= 1 and spare[t - b] > 0)
            if not ok and t - a - b >= 1 and spare[t - a - b] > 0:
                ok = rest[t - b] or (not doublet and rest[t - a])
        else:
            t1, t2 = missing
            ok = False
            for x, y in ((a, b), (b, a)):
                s1, s2 = t1 - x, t2 - y
                if s1 >= 1 and s2 >= 1 and spare[s1] and spare[s2] and (s1 != s2 or spare[s1] >= 2):
                    ok = True
                    break
        if ok:
            filled[index] = True


def _stuck(
    movable: int,
    two: int,
    open_: int,
    rest: int,
    pair: bool,
    coin: tuple[bool, ...] | None,
    entering: int,
    last: bool,
) -> int:
    """Return the chances (of 36) of a throw whose two numbers cannot both be played.

    ``movable`` has bit s for each step s with a dame that may move alone, ``two`` for those with two such dames,
    ``open_`` for each step (or the bande, from 25) a lone dame may stop on, ``rest`` for each step a dame played tout
    d'une may rest on; ``pair``: the coin's two dames may leave together; ``coin``: the throws that take an empty coin
    (:func:`_coin_throws`), if it is empty; ``entering``: the step of the last dame outside the jan de retour, if one
    alone is (once in, the other number may bear off); ``last``: one dame is left, in the jan de retour (a number that
    takes it off ends the relevé, the other is not played).  Both numbers play by two dames, by one tout d'une, or by
    two dames arriving on or leaving the coin together (docs/rules.md, *Which numbers must be played*, *Impuissance*,
    *The sortie*)."""
    # the bande is reached exactly, or by the farthest dame (an excédant number, docs/rules.md, *Bearing off*)
    exact = open_ & ((1 << 26) - 1)
    far = (movable & -movable).bit_length() - 1 if open_ >> 25 & 1 else 0
    by = [0] + [movable & (exact >> d) | (1 << far if far and far + d > 25 else 0) for d in range(1, 7)]
    for moves in by[1:]:
        if not (moves & (moves - 1) or moves & two):
            break
    else:
        return 0  # every number can be played by two dames: every throw plays
    over = [0] + [movable & (rest >> d) for d in range(1, 7)]
    open_ = exact
    stuck = 0
    for index, (a, b, doublet, weight) in enumerate(_THROWS):
        by_a = by[a]
        by_b = by[b]
        if doublet:
            ok = bool(by_a & (by_a - 1) or by_a & two or ((over[a] << a) & (open_ >> a)))
        else:
            both = by_a | by_b
            ok = bool(
                (by_a and by_b and (both & (both - 1) or both & two))
                or ((over[a] << a) & (open_ >> b))
                or ((over[b] << b) & (open_ >> a))
            )
        if not ok and far:
            # bearing off: one number takes the farthest dame off, the other is played by the dames left
            for x, y in ((a, b), (b, a)):
                if far + x >= 25:
                    left = movable if two >> far & 1 else movable & ~(1 << far)
                    if left and (left & (exact >> y) or (left & -left).bit_length() - 1 + y > 25):
                        ok = True
                        break
        if not ok and last:
            ok = bool(movable >> (25 - a) or movable >> (25 - b))
        if not ok and entering:
            for x, y in ((a, b), (b, a)):
                t = entering + x
                if t >= 19 and open_ >> t & 1:
                    others = (movable & ~(1 << entering)) | 1 << t
                    if others & ((open_ | 1 << 25) >> y) or (others & -others).bit_length() - 1 + y > 25:
                        ok = True
                        break
        if not ok and pair:
            ok = bool(open_ >> (_COIN + a) & 1 and open_ >> (_COIN + b) & 1)
        if not ok and coin is not None:
            ok = coin[index]
        if not ok:
            stuck += weight
    return stuck


@cache
def _coin_throws(near: tuple[int, ...], puissance: bool) -> tuple[bool, ...]:
    """Tell which throws (of :data:`_THROWS`) take an empty coin.

    ``near`` holds the dames (two at most) on steps 6–12, from which each number carries one to the coin (par effet);
    par puissance (``puissance``: both coins empty), each number carries one to the opponent's coin, and they stop a
    step short (docs/rules.md, *The coin de repos*)."""
    taken = []
    for a, b, doublet, _weight in _THROWS:
        effet_a, effet_b = near[6 - a], near[6 - b]
        ok = effet_a >= 2 if doublet else bool(effet_a and effet_b)
        if not ok and puissance:
            power_a, power_b = near[7 - a], near[7 - b]
            ok = power_a >= 2 if doublet else bool(power_a and power_b)
        taken.append(ok)
    return tuple(taken)


@cache
def _coin_taken(near: tuple[int, ...], puissance: bool) -> int:
    """Return the chances (of 36) of the throws of :func:`_coin_throws`."""
    return sum(throw[3] for throw, ok in zip(_THROWS, _coin_throws(near, puissance), strict=True) if ok)


def _longest(bits: int) -> int:
    """Return the longest run of ones in ``bits``, six at most."""
    run = 0
    while bits and run < 6:
        bits &= bits << 1
        run += 1
    return run


def reading(mine: tuple[int, ...], theirs: tuple[int, ...]) -> tuple[float, ...]:
    """Return the :data:`READING` features of the side with ``mine`` against the side with ``theirs``.

    Each side by its own steps: see the module's docstring.

    >>> start = (15,) + (0,) * 23
    >>> reading(start, start)
    (1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 1.0)
    """
    return _read(mine, theirs, _summary(mine), _summary(theirs))


_Summary = tuple[
    int, int, int, bool, bool, bool, bool, bool, int, int, int, tuple[tuple[int, int], ...], tuple[int, ...]
]
_SUMMARIES: dict[tuple[int, ...], _Summary] = {}


def _summary(counts: tuple[int, ...]) -> _Summary:
    """Return what :func:`_read` needs of one side alone, kept by its counts.

    The plays of one throw, and the replies of a 2-ply search, leave one side as it was; it needs its dames on the board
    and outside its jan de retour, the steps it holds as the other side sees them (bit 25 − s for its step s), whether
    it can still fill its petit and its grand jan (:func:`~notation.rules.moves.fillable_jans`), whether it has dames on
    its steps 1–6 (its petit jan), 13–18 (the other's grand jan) and 19–24 (the other's petit jan), its rearmost step,
    the steps of the dames that may move alone (``movable``) and of two of them (``two``), those steps with their
    counts, and the dames near its coin (:func:`_coin_throws`)."""
    found = _SUMMARIES.get(counts)
    if found is not None:
        return found
    on_board = sum(counts)
    held = movable = two = rearmost = 0
    sources = []
    for s in range(1, 25):
        count = counts[s - 1]
        if not count:
            continue
        held |= 1 << (25 - s)
        if not rearmost:
            rearmost = s
        if s == _COIN:
            count -= 2
            if count <= 0:
                continue
        movable |= 1 << s
        if count >= 2:
            two |= 1 << s
        sources.append((s, count))
    petit, grand = fillable_jans(counts)
    near = (
        min(2, counts[5]),
        min(2, counts[6]),
        min(2, counts[7]),
        min(2, counts[8]),
        min(2, counts[9]),
        min(2, counts[10]),
        0,
    )
    summary: _Summary = (
        on_board,
        on_board - sum(counts[18:]),
        held,
        petit,
        grand,
        any(counts[0:6]),
        any(counts[12:18]),
        any(counts[18:24]),
        rearmost,
        movable,
        two,
        tuple(sources),
        near,
    )
    if len(_SUMMARIES) >= 8192:
        _SUMMARIES.clear()
    _SUMMARIES[counts] = summary
    return summary


def _read(mine: tuple[int, ...], theirs: tuple[int, ...], me: _Summary, them: _Summary) -> tuple[float, ...]:
    """Compute :func:`reading` from each side's :func:`_summary`."""
    on_board, outside, _held, my_petit, my_grand, _petit, _grand, _retour, rearmost, movable, two, sources, near = me
    if not on_board:
        return (0.0,) * len(READING)
    held, their_petit, their_grand, them_at_home, them_in_my_grand, them_in_my_petit = them[2:8]
    # closed: bit t for a step t of this side's path where none of its dames may stop: the opponent's dames, his
    # coin, his grand jan (steps 13–18) and his petit jan (19–24) while he can still fill them
    # rest: the steps a dame played tout d'une may rest on: not the opponent's dames, nor his petit jan interdit
    # (an empty coin and the empty points of his grand jan serve, docs/rules.md, *Tout d'une*)
    rest = ~held & ((1 << 25) - 2)
    closed = held | 1 << _OPP_COIN
    if their_grand:
        closed |= 0b111111 << 13
    if their_petit:
        closed |= 0b111111 << 19
        rest &= ~(0b111111 << 19)
    petit_possible = my_petit and not them_in_my_petit
    grand_possible = my_grand and not them_in_my_grand
    retour_possible = on_board >= 12 and not them_at_home
    coin_empty = not mine[_COIN - 1]
    home = not outside
    # open: bit t for the steps a lone dame may stop on (not an empty coin of his own), and the bande when he bears off
    open_ = ~closed & ((1 << 25) - 2)
    if coin_empty:
        open_ &= ~(1 << _COIN)
    if home:
        open_ |= 0b111111 << 25
    # each dame and each number (the coin's two dames apart: they leave only together)
    open_moves = 0
    for s, count in sources:
        reach = (open_ >> (s + 1)) & 0b111111
        if reach:
            open_moves += count * reach.bit_count()
    ahead = (closed >> (rearmost + 1)) & ((1 << max(0, 24 - rearmost)) - 1)
    coin: tuple[bool, ...] | None = None
    coin_take = 0
    if coin_empty:
        coin = _coin_throws(near, not theirs[_COIN - 1])
        coin_take = _coin_taken(near, not theirs[_COIN - 1])
    stuck = _stuck(
        movable, two, open_, rest, mine[_COIN - 1] == 2, coin, rearmost if outside == 1 else 0, home and on_board == 1
    )
    # the pleins: filled by the next throw (one or two dames short), kept by it (played with the other dames)
    keep = 0
    pleins = []
    filled: list[bool] | None = None
    for lo in (1, 7, 19):
        segment = mine[lo - 1 : lo + 5]
        short = 2 * segment.count(0) + segment.count(1)
        if not short:
            pleins.append(lo)
        elif short <= 2:
            if filled is None:
                filled = [False] * len(_THROWS)
            _fills(mine, lo, [bool(rest >> t & 1) for t in range(26)], filled)
    fill = 0 if filled is None else sum(throw[3] for throw, hit in zip(_THROWS, filled, strict=True) if hit)
    if pleins:
        keep = _kept(mine, pleins, open_, rest, not theirs[_COIN - 1])
    return (
        1.0 if petit_possible else 0.0,
        1.0 if grand_possible else 0.0,
        1.0 if retour_possible else 0.0,
        fill / 36,
        keep / 36,
        coin_take / 36,
        open_moves / (6 * on_board),
        stuck / 36,
        _longest(ahead) / 6,
    )


def _kept(mine: tuple[int, ...], pleins: list[int], open_: int, rest: int, puissance: bool) -> int:
    """Return the chances (of 36) that a throw can be played without the twelve dames of each plein.

    By two dames outside them, by one of them tout d'une, or by two of them taking the empty coin (par puissance too
    where ``puissance``: both coins empty) (docs/rules.md, *Conserver*); ``open_`` has bit t for each step (or the
    bande, from 25) a lone dame may stop on, ``rest`` for each step a dame played tout d'une may rest on."""
    spare = [0] * 26
    for s in range(1, 25):
        count = mine[s - 1]
        if s == _COIN or any(lo <= s < lo + 6 for lo in pleins):
            count -= 2
        if count > 0:
            spare[s] = count
    sources = [s for s in range(1, 25) if spare[s]]
    coin = None
    if not mine[_COIN - 1]:
        near = (*(min(2, spare[s]) for s in range(6, 12)), 0)
        coin = _coin_throws(near, puissance)
    kept = 0
    for index, (a, b, doublet, weight) in enumerate(_THROWS):
        if coin is not None and coin[index]:
            kept += weight
            continue
        by_a = [s for s in sources if open_ >> (s + a) & 1]
        by_b = by_a if doublet else [s for s in sources if open_ >> (s + b) & 1]
        ok = bool(by_a and by_b) and (len(set(by_a) | set(by_b)) >= 2 or spare[by_a[0]] >= 2)
        if not ok:
            ok = any(open_ >> (s + a + b) & 1 and (rest >> (s + a) & 1 or rest >> (s + b) & 1) for s in sources)
        if ok:
            kept += weight
    return kept


def _dense(position: Position, score: ScoreState, conventions: Conventions, read: bool = True) -> list[float]:
    """Return the features before the points.

    The :data:`READING` ones are zero unless ``read``: weights that do not read them need not compute them."""
    me = position.to_move
    white = me is WHITE
    mine_counts, their_counts = (position.white, position.black) if white else (position.black, position.white)
    mine, theirs = (score.white, score.black) if white else (score.black, score.white)
    out: list[float] = []
    _score(mine, theirs, score.pavillon, me, out)
    _side(mine_counts, out)
    _side(their_counts, out)
    need_me = JEU - mine.points
    need_them = JEU - theirs.points
    expected_me = expected_them = 0.0
    trou_me = trou_them = 0.0
    for throw, weight in _WEIGHTED:
        w, b = points_only(position, throw, conventions)
        m, t = (w, b) if white else (b, w)
        expected_me += weight * m
        expected_them += weight * t
        if m >= need_me:
            trou_me += weight
        if t >= need_them:
            trou_them += weight
    out.append(expected_me / 36 / 8)
    out.append(expected_them / 36 / 8)
    out.append(trou_me / 36)
    out.append(trou_them / 36)
    out.extend(batteries(mine_counts, their_counts))
    out.extend(batteries(their_counts, mine_counts))
    if read:
        my_side, their_side = _summary(mine_counts), _summary(their_counts)
        out.extend(_read(mine_counts, their_counts, my_side, their_side))
        out.extend(_read(their_counts, mine_counts, their_side, my_side))
    else:
        out.extend(_UNREAD)
    return out


def features(position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> list[float]:
    """Return the network's inputs for ``position`` (its colour to move about to throw) and ``score``.

    >>> from notation.board import Position
    >>> len(features(Position.start(), ScoreState())) == len(FEATURES)
    True
    """
    out = _dense(position, score, conventions)
    white = position.to_move is WHITE
    for counts in (position.white, position.black) if white else (position.black, position.white):
        for count in counts:
            out.extend(_point(count))
    return out


def prior(position: Position, score: ScoreState) -> float:
    """Return the logit of the partie equity table for the score's trous, the colour to move throwing first."""
    me = position.to_move
    return partie_logit(score.of(me).trous, score.of(me.opponent).trous)


class Valuer(Protocol):
    """What the tutor needs of an evaluator: the chance that the colour to move wins, from a position and score."""

    def __call__(self, position: Position, score: ScoreState, conventions: Conventions = DEFAULT, /) -> float: ...


_Vector = list[float]


@dataclass(frozen=True, slots=True)
class Evaluator:
    """``sigmoid(prior + out · tanh(hidden · x + b1) + b2)``, with ``x`` the features standardised.

    The standardisation is folded into the weights: each input's column of hidden weights is kept
    (``columns``), and each point's contribution for each count of dames is tabled (``points``), so that
    an evaluation adds one column a dense input and one a point held, never a row of zeros.
    """

    columns: tuple[_Vector, ...]
    """For each feature before the points, its hidden weights times its scale."""
    points: tuple[tuple[_Vector | None, ...], ...]
    """For each of the 48 points (the mover's 24 steps, then the opponent's), by count (0–15): what it adds."""
    bias: _Vector
    """The hidden biases with every input's shift folded in."""
    out: tuple[float, ...]
    out_bias: float
    prior_weight: float = 1.0
    """How much of the prior the value takes: 1 for weights trained over it, 0 for weights trained without it."""
    read: tuple[tuple[int, _Vector], ...] = ()
    """The features after the score's that the weights read, each with its column (by its index in
    :data:`FEATURES`); the others have no weight and are skipped."""
    reading: bool = True
    """Whether the weights read any of the :data:`READING` features (if not, they are not computed)."""
    calibration: tuple[tuple[float, float], ...] = ()
    """The monotone calibration of the value (:func:`calibrated`): knots (the network's logit, the logit shown),
    strictly increasing in both; none leaves the value as the network gives it."""
    by_score: dict[tuple[float, ...], _Vector] = field(default_factory=dict, compare=False, repr=False)
    """The hidden units' share of each score's features, as computed (see :meth:`_total`)."""
    by_side: tuple[dict[tuple[int, ...], _Vector], dict[tuple[int, ...], _Vector]] = field(
        default_factory=lambda: ({}, {}), compare=False, repr=False
    )
    """The hidden units' share of each side's points (the mover's, then the opponent's), by the side's counts, as
    computed (see :meth:`_total`)."""

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Evaluator:
        """Return the evaluator of a weights file.

        Its ``features`` name a subset of :data:`FEATURES`, in any order, and a feature it does not name has no weight
        (so an earlier generation's weights read as they were trained)."""
        names = data.get("features")
        if not isinstance(names, list) or len(set(names)) != len(names) or not set(names) <= set(FEATURES):
            raise BadArgumentError(
                "the weights name features this evaluator does not compute", name="features", value=names
            )

        def floats(value: object) -> list[float]:
            assert isinstance(value, list)
            return [float(x) for x in value]

        hidden_rows = data["hidden"]
        assert isinstance(hidden_rows, list)
        hidden = [floats(row) for row in hidden_rows]
        scale, shift = floats(data["scale"]), floats(data["shift"])
        if not all(len(row) == len(names) for row in (scale, shift, *hidden)):
            raise BadArgumentError("the weights do not have one column a feature", name="features", value=len(names))
        size = len(hidden)
        index = {name: i for i, name in enumerate(FEATURES)}
        columns = [[0.0] * size for _ in FEATURES]
        bias = floats(data["hidden_bias"])
        # in the file's order: the biases fold its shifts in the order they were folded when it was written
        for i, name in enumerate(names):
            column = [hidden[j][i] * scale[i] for j in range(size)]
            columns[index[name]] = column
            bias = [z - w * shift[i] for z, w in zip(bias, column, strict=True)]
        read = {index[name] for name in names}
        width = len(POINT_FEATURES)
        points: list[tuple[_Vector | None, ...]] = []
        for point in range(48):
            first = DENSE + point * width
            by_count: list[_Vector | None] = [None]
            for count in range(1, 16):
                vector = [0.0] * size
                for k, value in enumerate(_point(count)):
                    if value:
                        vector = [z + value * w for z, w in zip(vector, columns[first + k], strict=True)]
                by_count.append(vector)
            points.append(tuple(by_count))
        out_bias = data["out_bias"]
        assert isinstance(out_bias, int | float)
        prior_weight = data.get("prior_weight", 1.0)
        assert isinstance(prior_weight, int | float)
        calibration = _knots(data.get("calibration"))
        dense_read = tuple((i, columns[i]) for i in range(_SCORE, DENSE) if i in read)
        return cls(
            tuple(columns[:DENSE]),
            tuple(points),
            bias,
            tuple(floats(data["out"])),
            float(out_bias),
            float(prior_weight),
            dense_read,
            any(index[f"{side}_{name}"] in read for side in ("my", "their") for name in READING),
            calibration,
        )

    def _total(self, dense: list[float], mine: tuple[int, ...], theirs: tuple[int, ...]) -> float:
        # The score's features come first and are the same for every play of a throw: their share of the hidden
        # units is kept by score (a ranking, and each reply of a 2-ply search, values many positions at one).
        key = tuple(dense[:_SCORE])
        acc = self.by_score.get(key)
        if acc is None:
            acc = self.bias
            for value, column in zip(key, self.columns, strict=False):
                if value:
                    acc = [z + value * w for z, w in zip(acc, column, strict=True)]
            if len(self.by_score) >= 4096:
                self.by_score.clear()
            self.by_score[key] = acc
        # The features read, and the points: the plays of one throw, and the replies to each throw of a 2-ply
        # search, leave one side as it was, whose share is kept by its counts.  Loops over typed floats, which the
        # compiled engine runs in C (a dot product by ``sum(map(...))`` calls Python's builtins); each hidden unit
        # sums its products in the features' order, as a dot product does: the same value to the last bit.
        values: list[float] = []
        columns: list[_Vector] = []
        for index, column in self.read:
            value = dense[index]
            if value:  # a zero's products are zeros, which leave a sum as it was (some 17 of 56 are not zero)
                values.append(value)
                columns.append(column)
        mover = self._side(0, mine)
        other = self._side(1, theirs)
        out = self.out
        count = len(values)
        size = len(acc)
        total = 0.0
        # Eight hidden units at a time: each feature's value and column are read once for the eight, and each unit
        # still sums its own products in the features' order (the same sums, to the last bit, as one unit at a
        # time).  Local floats, which the compiled engine keeps unboxed.
        j = 0
        while j + 8 <= size:
            r0 = 0.0
            r1 = 0.0
            r2 = 0.0
            r3 = 0.0
            r4 = 0.0
            r5 = 0.0
            r6 = 0.0
            r7 = 0.0
            for k in range(count):
                value = values[k]
                column = columns[k]
                r0 += value * column[j]
                r1 += value * column[j + 1]
                r2 += value * column[j + 2]
                r3 += value * column[j + 3]
                r4 += value * column[j + 4]
                r5 += value * column[j + 5]
                r6 += value * column[j + 6]
                r7 += value * column[j + 7]
            total += out[j] * math.tanh((acc[j] + r0) + (mover[j] + other[j]))
            total += out[j + 1] * math.tanh((acc[j + 1] + r1) + (mover[j + 1] + other[j + 1]))
            total += out[j + 2] * math.tanh((acc[j + 2] + r2) + (mover[j + 2] + other[j + 2]))
            total += out[j + 3] * math.tanh((acc[j + 3] + r3) + (mover[j + 3] + other[j + 3]))
            total += out[j + 4] * math.tanh((acc[j + 4] + r4) + (mover[j + 4] + other[j + 4]))
            total += out[j + 5] * math.tanh((acc[j + 5] + r5) + (mover[j + 5] + other[j + 5]))
            total += out[j + 6] * math.tanh((acc[j + 6] + r6) + (mover[j + 6] + other[j + 6]))
            total += out[j + 7] * math.tanh((acc[j + 7] + r7) + (mover[j + 7] + other[j + 7]))
            j += 8
        while j < size:
            read = 0.0
            for k in range(count):
                read += values[k] * columns[k][j]
            total += out[j] * math.tanh((acc[j] + read) + (mover[j] + other[j]))
            j += 1
        return self.out_bias + total

    def _side(self, side: int, counts: tuple[int, ...]) -> _Vector:
        """Return the hidden units' share of one side's points by its counts (``side`` 0: mover, 1: opponent)."""
        cache = self.by_side[side]
        found = cache.get(counts)
        if found is not None:
            return found
        table = self.points[24 * side : 24 * side + 24]
        vectors: list[_Vector] = []
        for by_count, count in zip(table, counts, strict=True):
            if count:
                vector = by_count[count]
                assert vector is not None
                vectors.append(vector)
        found = []
        for j in range(len(self.out)):
            unit = 0.0
            for vector in vectors:
                unit += vector[j]
            found.append(unit)
        if len(cache) >= 8192:
            cache.clear()
        cache[counts] = found
        return found

    def value(self, inputs: list[float], prior_logit: float = 0.0) -> float:
        """Return the chance (0–1) that the colour to move wins, from :func:`features` and :func:`prior`."""
        dense = inputs[:DENSE]
        width = len(POINT_FEATURES)
        counts = []
        for point in range(48):
            one, two, more = inputs[DENSE + point * width : DENSE + (point + 1) * width]
            counts.append(0 if not (one or two) else (1 if one else 2 + round(more * 4)))
        total = self.prior_weight * prior_logit + self._total(dense, tuple(counts[:24]), tuple(counts[24:]))
        return _sigmoid(calibrated(total, self.calibration))

    def raw_logit(self, position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> float:
        """Return the network's logit for ``position`` and ``score``, before the calibration.

        What the calibration is fitted on."""
        white = position.to_move is WHITE
        mine, theirs = (position.white, position.black) if white else (position.black, position.white)
        total = self._total(_dense(position, score, conventions, self.reading), mine, theirs)
        if self.prior_weight:
            total += self.prior_weight * prior(position, score)
        return total

    def __call__(self, position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> float:
        return _sigmoid(calibrated(self.raw_logit(position, score, conventions), self.calibration))


def calibrated(logit: float, knots: Sequence[tuple[float, float]]) -> float:
    """Map ``logit`` through the piecewise-linear map of ``knots`` (strictly increasing pairs).

    Linear between two knots, and beyond the first or the last along its end segment's slope; unchanged without knots.

    A strictly increasing map keeps the order of any two values: the plays of a throw, all valued with the
    opponent to throw, rank the same calibrated or not.  Tenir against s'en aller (the relevé with the mover
    throwing) and a sortie against the other plays compare values read from the two sides' throws, which a map
    that is not odd, such as a shift, moves apart: those choices follow the calibration.

    >>> calibrated(0.5, ())
    0.5
    >>> knots = ((-2.0, -1.0), (0.0, 0.0), (2.0, 1.5))
    >>> calibrated(-1.0, knots), calibrated(1.0, knots), calibrated(4.0, knots), calibrated(-4.0, knots)
    (-0.5, 0.75, 3.0, -2.0)
    """
    if not knots:
        return logit
    if len(knots) == 1:
        return logit - knots[0][0] + knots[0][1]
    index = bisect.bisect_left(knots, (logit, -math.inf))
    index = min(max(index, 1), len(knots) - 1)
    (x0, y0), (x1, y1) = knots[index - 1], knots[index]
    return y0 + (logit - x0) * (y1 - y0) / (x1 - x0)


def _knots(value: object) -> tuple[tuple[float, float], ...]:
    """Return the calibration's knots of a weights file, checked.

    The file holds them as ``"calibration": {"logit": [[raw, shown], …]}``."""
    if value is None:
        return ()
    points = value.get("logit") if isinstance(value, dict) else None
    if not isinstance(points, list) or not all(
        isinstance(pair, list) and len(pair) == 2 and all(isinstance(x, int | float) for x in pair) for pair in points
    ):
        raise BadArgumentError("the calibration is not a list of [logit, logit] knots", name="calibration", value=value)
    knots = tuple((float(x), float(y)) for x, y in points)
    if any(x0 >= x1 or y0 >= y1 for (x0, y0), (x1, y1) in itertools.pairwise(knots)):
        raise BadArgumentError("the calibration's knots do not strictly increase", name="calibration", value=value)
    return knots


def _sigmoid(total: float) -> float:
    if total < -30:
        return 1 / (1 + math.exp(30))
    return 1 / (1 + math.exp(-total))


_Key = tuple[
    tuple[int, ...],
    tuple[int, ...],
    bool,
    tuple[int, int] | None,
    int,
    int,
    bool,
    int,
    int,
    bool,
    int,
    Conventions | None,
]


def _key(position: Position, score: ScoreState, conventions: Conventions) -> _Key:
    """Return what tells a position, score and conventions from another, in plain values.

    Each field of the position and of the score, the colours as plain values, the default conventions as None.  A key
    of numbers and tuples of numbers is hashed by C alone, where the dataclasses' hashes run Python, and the garbage
    collector stops looking at it (a search keeps tens of thousands)."""
    white = score.white
    black = score.black
    pavillon = score.pavillon
    return (
        position.white,
        position.black,
        position.to_move is WHITE,
        position.throws,
        white.points,
        white.trous,
        white.bredouille,
        black.points,
        black.trous,
        black.bredouille,
        0 if pavillon is None else 1 if pavillon is WHITE else 2,
        None if conventions is DEFAULT or conventions == DEFAULT else conventions,
    )


class Remembering:
    """A valuer that values each position and score once, and reads it back when a run meets it again.

    A game analysed values the plays of a throw once for its decision (tenir or s'en aller) and once for its play, a
    puzzle's search the fresh tablier after each leave of every reply.  It holds ``most`` values, then starts again.

    >>> from notation.board import Position
    >>> remembering = Remembering(default_evaluator())
    >>> remembering(Position.start(), ScoreState()) == remembering(Position.start(), ScoreState())
    True
    >>> remembering.valued, remembering.read_back
    (1, 1)
    """

    def __init__(self, valuer: Valuer, most: int = 1 << 16) -> None:
        self.valuer = valuer
        self.most = most
        self.values: dict[_Key, float] = {}
        self.valued = 0
        self.read_back = 0

    def __call__(self, position: Position, score: ScoreState, conventions: Conventions = DEFAULT, /) -> float:
        key = _key(position, score, conventions)
        found = self.values.get(key)
        if found is not None:
            self.read_back += 1
            return found
        if len(self.values) >= self.most:
            self.values.clear()
        value = self.values[key] = self.valuer(position, score, conventions)
        self.valued += 1
        return value


@cache
def default_evaluator() -> Evaluator:
    """Return the evaluator whose weights ship with the package."""
    text = resources.files("notation.tutor").joinpath("evaluator.json").read_text(encoding="utf-8")
    return Evaluator.from_json(json.loads(text))


def evaluate(position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> float:
    """Return the chance (0–1) that ``position.to_move``, about to throw, wins the partie ordinaire.

    From ``score``."""
    return default_evaluator()(position, score, conventions)


def equity(chance: float) -> float:
    """Return a chance of winning as an equity from −1 (lost) to +1 (won), as backgammon programs show it.

    >>> equity(0.75)
    0.5
    """
    return 2 * chance - 1


def swap_score(score: ScoreState) -> ScoreState:
    """Return the same score with the colours exchanged (for :meth:`Position.mirror`)."""
    pavillon = None if score.pavillon is None else score.pavillon.opponent
    return ScoreState(score.black, score.white, pavillon)
