"""Écoles: the marking errors an opponent may claim.

docs/rules.md §ecoles; Lois et règles, art. XVII; Dictionnaire raisonné, ÉCOLE and its sub-entries.

A player declares what his throw gave him by moving his jeton and his fichet
(and by holding or leaving).  The engine's points are the truth; what the
declaration fails to show is an école *par moins*, what it shows in excess
an école *par trop*.  The opponent may (never must) mark the école for
himself; the marking is then corrected.

How a declaration is read (Dictionnaire raisonné, ÉCOLE DE TROU and the 38-points example):

* A trou double is the representation of twelve points, like a trou simple
  (there is no école for marking a jeu simple double or a jeu double simple),
  so ``t`` trous pegged account for between ⌈t/2⌉ and ``t`` jeux.
* When the jeton was moved to the true points de reste of a jeu won, or went
  round past twelve, it shows the first jeu ("forgetting a trou is no école
  when the jetons show the points"); moved elsewhere it shows only the points
  it advanced; a jeton that did not move (a trou *sans bouger*, or nothing
  touched) shows nothing.
* Jeux not shown are an école par moins of 12 points each; jeux that the trous
  claim beyond those won are an école par trop of 12 points each; the jeton
  standing off its true place adds the difference in points.
* A player who leaves may renounce jeux beyond the first, so leaving with too
  few trous is no école; leaving with too many is.  Leaving without a trou is
  an école of the points lacking for the trou (Dictionnaire raisonné S'EN ALLER SUR UNE ÉCOLE).
* Marking trous not won when the jeton shows no jeu is no école: the fichet is
  simply put back (Dictionnaire raisonné: "le déplacement du fichet pour marquer des trous qu'on
  n'a pas gagnés ne fait pas école").

Decision (Dictionnaire raisonné's 38-points example says "autant de fois douze points qu'il aura
marqué de trous en trop" for seven trous or more): we count the excess in
jeux, ⌈t/2⌉ − jeux won, which gives that example's figures for seven trous
and agrees with the same entry's rule that three or four trous for one jeu
are an école of twelve points.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from notation.board import Colour
from notation.errors import BadArgumentError
from notation.rules.marking import JEU, Marking, mark
from notation.scoreboard import ScoreState

__all__ = [
    "ClaimStatus",
    "ClaimVerdict",
    "Declaration",
    "Ecole",
    "EcoleKind",
    "Moment",
    "claim_status",
    "judge_claim",
    "judge_declaration",
]


class EcoleKind(enum.Enum):
    MOINS = "moins"
    """Points the player failed to mark (école par moins, par omission)."""
    TROP = "trop"
    """Points the player marked in excess (école par trop, par excès)."""


@dataclass(frozen=True, slots=True)
class Declaration:
    """What a player marked for one throw.

    ``jeton`` is where his jeton stands after marking (0–10, even), or ``None``
    when he did not touch it; ``trous`` the trous he pegged; ``leave`` whether
    he said he s'en va.
    """

    jeton: int | None = None
    trous: int = 0
    leave: bool = False

    @classmethod
    def nothing(cls) -> Declaration:
        """Return the declaration of a player who marked nothing."""
        return cls()


@dataclass(frozen=True, slots=True)
class Ecole:
    """The école a declaration makes, and the marking that stands after it is corrected."""

    kind: EcoleKind | None
    points: int
    truth: Marking
    leave_refused: bool = False

    @property
    def is_ecole(self) -> bool:
        return self.points > 0


def judge_declaration(
    state: ScoreState,
    colour: Colour,
    points: int,
    declaration: Declaration,
    *,
    own_throw: bool = True,
) -> Ecole:
    """Return the école in ``declaration`` when ``colour`` truly won ``points`` from ``state``.

    Dictionnaire raisonné, the 38-points example: 2 points (not en bredouille) and 38 won,
    he holds; the truth is five trous and four points de reste.  If he moves
    his jeton right but pegs only one trou he is at the école of 24 points:

    >>> from notation.board import WHITE
    >>> from notation.scoreboard import PlayerScore
    >>> start = ScoreState(white=PlayerScore(points=2), black=PlayerScore(points=4))
    >>> judge_declaration(start, WHITE, 38, Declaration(jeton=4, trous=1)).points
    24
    """
    before = state.of(colour).points
    wants_leave = declaration.leave
    truth_leave = wants_leave and own_throw and _wins_a_jeu(before, points)
    truth = mark(state, colour, points, own_throw=own_throw, leave=truth_leave)
    jeux = len(truth.jeux)

    if wants_leave and not truth_leave:
        # Leaving without a trou (or on the opponent's throw): école of the points lacking (Dictionnaire raisonné).
        lacking = max(0, JEU - before - points) if not jeux else 0
        kept = mark(state, colour, points, own_throw=own_throw)
        return Ecole(EcoleKind.TROP if lacking else None, lacking, kept, leave_refused=True)

    # The jeux the declaration shows: ⌈t/2⌉ to t for t trous pegged, and at least the first one
    # when the jeton was moved after a jeu (reset and re-marked) or went round past twelve.
    jeton = before if declaration.jeton is None else declaration.jeton
    moved = jeton != before
    true_reste = truth.after.of(colour).points
    # The jeton shows a jeu when it went round past twelve, or when, a jeu being won, it was put back and
    # advanced to the right points de reste; moved anywhere else it shows only the points it advanced.
    shows_jeu = moved and (jeton < before or (jeux > 0 and jeton == true_reste))
    low, high = (-(-declaration.trous // 2), declaration.trous) if (jeux or shows_jeu) else (0, 0)
    if shows_jeu:
        low, high = max(low, 1), max(high, 1)
    shown_jeux = min(max(jeux, low), high)
    if truth.left:
        # He may renounce the jeux after the first, and every jeton goes back to zero.
        difference = JEU * max(0, shown_jeux - jeux)
    else:
        difference = JEU * (shown_jeux - jeux) + jeton - true_reste
    if difference > 0:
        return Ecole(EcoleKind.TROP, difference, truth)
    if difference < 0:
        return Ecole(EcoleKind.MOINS, -difference, truth)
    return Ecole(None, 0, truth)


def _wins_a_jeu(before: int, points: int) -> bool:
    return before + points >= JEU


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    """How a claim of école is judged: what stands, and the fausse école it makes, if any."""

    claimed: int
    ecole: int
    accepted: int
    fausse_ecole: int
    must_complete: bool


def judge_claim(claimed: int, ecole: Ecole) -> ClaimVerdict:
    """Judge an opponent's cry of "École !" for ``claimed`` points against the true école.

    Claiming more than the école (or an école that is none) is a *fausse école*:
    the excess is itself an école the other player may mark (Dictionnaire raisonné, FAUSSE ÉCOLE;
    Encyclopédie "Incidents").  Claiming less than the whole école is no fault, but the
    claimant may be made to mark it in full (Dictionnaire raisonné: "on doit la marquer dans son
    intégralité … sous peine d'y être obligé").
    """
    if claimed < 0:
        raise BadArgumentError(f"cannot claim {claimed} points", "claimed", claimed)
    true_points = ecole.points
    if claimed > true_points:
        return ClaimVerdict(claimed, true_points, true_points, claimed - true_points, False)
    return ClaimVerdict(claimed, true_points, claimed, 0, claimed < true_points)


class Moment(enum.Enum):
    """What has happened since a player marked wrongly, in the order of the turns (Lois et règles, art. XVIII).

    The player who made the école is *he*; the opponent who may claim it is *the claimer*.
    """

    JETON_HELD = "jeton_held"
    """He moved his jeton and still holds it."""
    JETON_RELEASED = "jeton_released"
    """He let go of his jeton."""
    DAMES_TOUCHED = "dames_touched"
    """He touched his dames (to play on his own throw, or to rompre on the opponent's)."""
    THREW = "threw"
    """He threw the dice for his next throw."""
    MARKED_AFTER_THROW = "marked_after_throw"
    """He marked the points of that next throw."""
    CLAIMER_THREW = "claimer_threw"
    """The claimer threw the dice for his own throw."""


class ClaimStatus(enum.Enum):
    """Whether the claimer may mark the école now."""

    NOT_YET = "not_yet"
    """The école is not consumed: he may still correct his marking."""
    OPEN = "open"
    """The école is consumed and may be marked."""
    LAPSED = "lapsed"
    """Too late: the école can no longer be marked."""


def claim_status(kind: EcoleKind, own_throw: bool, moment: Moment) -> ClaimStatus:
    """Tell whether an école of ``kind`` may be marked by the claimer once ``moment`` has happened.

    ``own_throw`` says whether the points came from the faulty player's own throw, or were given to him by
    the claimer's throw (a jan-qui-ne-peut, an impuissance, a contre-jan).  Dictionnaire raisonné, ÉCOLE: "L'école par
    omission est consommée dès que celui qui l'a faite a touché ses dames, si les points omis viennent de son
    propre coup ; ou bien dès qu'il a jeté les dés s'ils proviennent du coup de l'adversaire. L'école par
    excès est irrévocablement consommée lorsque le jeton a été posé et abandonné"; "L'école doit toujours
    être marquée avant de jeter les dés pour le coup suivant".  On points the claimer gave, Dictionnaire raisonné: "ce
    dernier doit marquer ces points d'école dès que le joueur a jeté les dés pour son coup et donc avant que le
    joueur ne marque éventuellement pour ce coup … sous peine de perdre cette faculté".

    >>> claim_status(EcoleKind.MOINS, True, Moment.JETON_RELEASED).value
    'not_yet'
    >>> claim_status(EcoleKind.MOINS, True, Moment.DAMES_TOUCHED).value
    'open'
    >>> claim_status(EcoleKind.MOINS, False, Moment.DAMES_TOUCHED).value
    'not_yet'
    >>> claim_status(EcoleKind.MOINS, False, Moment.MARKED_AFTER_THROW).value
    'lapsed'
    """
    if not isinstance(kind, EcoleKind):
        raise BadArgumentError(f"not a kind of école: {kind!r}", "kind", kind)
    if not isinstance(own_throw, bool):
        raise BadArgumentError(f"own_throw is True or False, not {own_throw!r}", "own_throw", own_throw)
    if not isinstance(moment, Moment):
        raise BadArgumentError(f"not a moment of the turn: {moment!r}", "moment", moment)
    if own_throw:
        # On his own throw he plays, then the claimer throws: there is no "next throw" of his before that.
        if moment in (Moment.THREW, Moment.MARKED_AFTER_THROW, Moment.CLAIMER_THREW):
            return ClaimStatus.LAPSED
        consumed_at = Moment.JETON_RELEASED if kind is EcoleKind.TROP else Moment.DAMES_TOUCHED
    else:
        # On the claimer's throw his next throw comes first; lifting his dames to rompre consumes nothing
        # (Dictionnaire raisonné: "il n'y a que le jet des dés qui détermine l'école en pareil cas").
        if moment in (Moment.MARKED_AFTER_THROW, Moment.CLAIMER_THREW):
            return ClaimStatus.LAPSED
        consumed_at = Moment.JETON_RELEASED if kind is EcoleKind.TROP else Moment.THREW
    order = list(Moment)
    return ClaimStatus.OPEN if order.index(moment) >= order.index(consumed_at) else ClaimStatus.NOT_YET
