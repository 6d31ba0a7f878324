"""Marking points into jeux and trous: jetons, bredouille, points de reste, tenir or s'en aller, pavillon.

The laws are Lois et règles, arts. XV–XVI and Dictionnaire raisonné (MARQUE, BREDOUILLE,
DÉBREDOUILLER, TROU SANS BOUGER, TENIR, S'EN ALLER), digested in docs/rules.md §marking:

* 12 points make a jeu, one trou, or two when made *bredouille*: all twelve
  marked d'affilée from zero while the opponent marked nothing.  As a state
  machine: when X marks, Y loses his bredouille; X is en bredouille if he
  started from zero, else he keeps his flag.
* A throw may win several jeux: the first 12 points complete the current jeu
  (double if en bredouille); every further full 12 is made d'affilée from zero,
  so bredouille.  What is left over is the *points de reste*.
* When X wins a trou the opponent's jetons go back to zero, and X marks his
  points de reste if he holds (*tenir*).  Winning exactly 12 points with points
  already marked leaves the jeton where it was: a trou *sans bouger*.
* Only a trou won by the player's own throw lets him *s'en aller*: every jeton
  goes back to zero, no points de reste, the opponent marks nothing more from
  this throw; trous and the pavillon are kept.
* The pavillon is the bredouille of trous: the first to win trous is en
  bredouille of trous while the opponent wins none; when the opponent wins his
  first trou he takes the pavillon; when the first wins again the pavillon is
  removed and nobody can win bredouille of trous (Lois et règles, art. XV, last paragraph).
"""

from __future__ import annotations

from dataclasses import dataclass

from notation.board import BLACK, WHITE, Colour
from notation.errors import TrictracError
from notation.scoreboard import PlayerScore, ScoreState

__all__ = [
    "JEU",
    "MAX_THROW_POINTS",
    "IllegalLeaveError",
    "MarkPointsError",
    "Marking",
    "mark",
    "trous_en_bredouille",
]

JEU = 12
"""Points in a jeu (one trou, or two made bredouille)."""

_DAMES = 15
_MOST_PER_DAME_BEATEN = 12
"""A dame beaten à vrai: at most three façons of 4 (a simple throw, table des petits jans) or two of 6 (a doublet:
the number direct, and both numbers together) — Lois et règles, art. X and annexe TARIF; docs/rules.md §tarif « Façons
»."""

MAX_THROW_POINTS = (
    _DAMES * _MOST_PER_DAME_BEATEN  # every opponent dame a demi-case beaten à vrai: 180
    + 6  # the coin battu, once (Lois et règles, art. XI)
    + 12  # one jan filled (3 façons × 4 or 2 × 6) or conserved (6): a plein takes 12 of the 15 dames and a jan
    # a dame or two short of it 10, so no throw fills or conserves two jans (Lois et règles, art. XIII)
    + 6  # one jan de départ: six tables 4, deux tables or mézéas 6 — exclusive, 11 or 13 dames on the talon (XII)
    + 6  # the sortie, once (Lois et règles, art. VIII)
    + 6  # the jan de rencontre (a convention; Encyclopédie « Jans abandonnés »)
    + 6  # the pile de misère (a convention)
)
"""The most points one throw can give one player: 222, an upper bound summed from the tarif (Lois et règles, annexe
TARIF).

What a throw gives the opponent is less: à faux at most 6 a dame (once, Lois et règles, art. X), a contre-jan 6,
Margot at most 4 a flèche, the impuissance 4 — at most 90 + 6 + 60 + 4 = 160.  An école is the points a
player failed to mark from one throw (Lois et règles, art. XVII), so no more.  Dictionnaire raisonné's puzzle (« ce
sonnez leur rapporte 82 points ») is within the bound.  :func:`mark` refuses more, so a mark's points are bounded by
the laws and a jeu loop never runs away.
"""


class IllegalLeaveError(TrictracError):
    """Raised when a player asks to s'en aller without a trou won by his own throw."""

    code = "illegal-leave"


class MarkPointsError(TrictracError):
    """Raised for points no throw gives: not a whole number, negative, odd, or more than one throw scores.

    Every value of the tarif is even (2, 4 or 6 a façon) and so is every école, so points are
    marked two by two (Lois et règles, art. XV: the jeton moves by 2, 4, 6, 8, 10).
    """

    code = "bad-mark-points"


@dataclass(frozen=True, slots=True)
class Marking:
    """What one player's points from one throw did to the score.

    ``jeux`` lists the jeux won, in order, each worth 1 or 2 trous; ``reste`` is
    the points de reste (marked only when he holds).
    """

    colour: Colour
    points: int
    before: ScoreState
    after: ScoreState
    jeux: tuple[int, ...]
    reste: int
    sans_bouger: bool
    left: bool
    own_throw: bool

    @property
    def trous(self) -> int:
        """Trous won by this mark."""
        return sum(self.jeux)

    @property
    def may_leave(self) -> bool:
        """True when the player may choose to s'en aller (a trou won by his own throw)."""
        return self.own_throw and bool(self.jeux)


def trous_en_bredouille(state: ScoreState) -> Colour | None:
    """Return the player who could still win a bredouille of trous, if anyone.

    The only player with trous is en bredouille; when both have trous, only the
    holder of the pavillon is (he won all his since the other last won).
    """
    white, black = state.white.trous, state.black.trous
    if white and not black:
        return WHITE
    if black and not white:
        return BLACK
    return state.pavillon


def _check_points(points: object) -> None:
    if not isinstance(points, int) or isinstance(points, bool):
        raise MarkPointsError(f"points must be a whole number, not {points!r}", points=points, reason="not-whole")
    if points < 0:
        raise MarkPointsError(f"cannot mark {points} points", points=points, reason="negative")
    if points > MAX_THROW_POINTS:
        raise MarkPointsError(
            f"cannot mark {points} points: one throw scores at most {MAX_THROW_POINTS}",
            points=points,
            reason="too-many",
            limit=MAX_THROW_POINTS,
        )
    if points % 2:
        raise MarkPointsError(f"cannot mark {points} points: points are marked two by two", points=points, reason="odd")


def mark(
    state: ScoreState,
    colour: Colour,
    points: int,
    *,
    own_throw: bool = True,
    leave: bool = False,
) -> Marking:
    """Mark ``points`` for ``colour`` from ``state``.

    ``own_throw`` says whether the points come from the player's own throw
    (else from the opponent's: à faux, contre-jans, impuissance, écoles), which
    forces him to hold.  ``leave`` asks to s'en aller after the trous.
    ``points`` must be what one throw can give: an even number from 0 to
    :data:`MAX_THROW_POINTS`, else :class:`MarkPointsError`.

    Levy: 6 points en bredouille, then 20 → four trous and 2 points de reste.

    :raises MarkPointsError: for points one throw cannot give (not whole, negative, odd, too many).
    :raises IllegalLeaveError: for a leave (``leave``) without a trou won by his own throw (``no-trou``,
        ``opponent-throw``).

    >>> start = ScoreState(white=PlayerScore(points=6, bredouille=True))
    >>> result = mark(start, WHITE, 20)
    >>> result.jeux, result.reste, result.after.white
    ((2, 2), 2, PlayerScore(points=2, trous=4, bredouille=True))
    """
    _check_points(points)
    opponent = colour.opponent
    mine, theirs = state.of(colour), state.of(opponent)
    if points == 0:
        if leave:
            raise IllegalLeaveError("no trou was won: the player cannot s'en aller", reason="no-trou")
        return Marking(colour, 0, state, state, (), mine.points, False, False, own_throw)

    bredouille = mine.bredouille if mine.points else True
    total = mine.points + points
    jeux: list[int] = []
    if total >= JEU:
        jeux.append(2 if bredouille else 1)
        total -= JEU
        while total >= JEU:
            # Every further full 12 is marked d'affilée from zero: a jeu bredouille.
            jeux.append(2)
            total -= JEU
    reste = total
    sans_bouger = bool(jeux) and reste == mine.points and mine.points > 0
    won = sum(jeux)

    if leave and not (jeux and own_throw):
        reason = "no trou was won" if not jeux else "the trou comes from the opponent's throw, so he must hold"
        code = "no-trou" if not jeux else "opponent-throw"
        raise IllegalLeaveError(f"{colour.value} cannot s'en aller: {reason}", colour=colour, reason=code)

    pavillon = state.pavillon
    if won:
        if mine.trous == 0 and theirs.trous > 0 and trous_en_bredouille(state) is opponent:
            pavillon = colour  # the second to win trous takes the pavillon
        elif pavillon is opponent:
            pavillon = None  # the first wins again: the pavillon is removed
        new_mine = PlayerScore(
            points=0 if leave else reste, trous=mine.trous + won, bredouille=bool(reste) and not leave
        )
        # The opponent's jetons go back to zero when a trou is won (his score kept when they are there already).
        if theirs.points or theirs.bredouille:
            new_theirs = PlayerScore(points=0, trous=theirs.trous, bredouille=False)
        else:
            new_theirs = theirs
    else:
        new_mine = PlayerScore(points=total, trous=mine.trous, bredouille=bredouille)
        # When X marks, Y loses his bredouille (he is débredouillé); his score is kept when he had none.
        new_theirs = PlayerScore(theirs.points, theirs.trous, False) if theirs.bredouille else theirs
    if colour is WHITE:
        after = ScoreState(new_mine, new_theirs, pavillon)
    else:
        after = ScoreState(new_theirs, new_mine, pavillon)
    return Marking(colour, points, state, after, tuple(jeux), reste, sans_bouger, leave, own_throw)
