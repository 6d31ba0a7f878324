"""The score state shown on the tablier: points (jetons), trous (fichets), bredouille, pavillon.

This is the state as data; the laws that change it live in ``notation.rules.marking``.
"""

from __future__ import annotations

from dataclasses import dataclass

from notation.board import BLACK, WHITE, Colour
from notation.errors import BadScoreError

__all__ = ["PlayerScore", "ScoreState", "ScoreWarning"]


class ScoreWarning(Warning):
    """A score state no marking reaches: the editor and the position code show it, they do not refuse it.

    ``str()`` is the English text; ``french`` the same in French.  Both name the colours Blanc and Noir, the
    game's vocabulary in both languages.
    """

    def __init__(self, message: str, french: str) -> None:
        super().__init__(message)
        self.french = french


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """One player's marks: points of the current jeu (0–10, even), trous won, bredouille.

    ``bredouille`` is true while every point of the current jeu was marked
    d'affilée from zero with the opponent marking nothing (Lois et règles, art. XV):
    a jeu completed so is worth two trous.
    """

    points: int = 0
    trous: int = 0
    bredouille: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.points < 12:
            raise BadScoreError(f"points of a jeu run 0–11, not {self.points}", "points", self.points)
        if self.trous < 0:
            raise BadScoreError(f"trous cannot be negative ({self.trous})", "trous", self.trous)


@dataclass(frozen=True, slots=True)
class ScoreState:
    """Both players' marks and who holds the pavillon (bredouille of trous), if anyone."""

    white: PlayerScore = PlayerScore()
    black: PlayerScore = PlayerScore()
    pavillon: Colour | None = None

    def of(self, colour: Colour) -> PlayerScore:
        return self.white if colour is WHITE else self.black

    def is_fresh(self) -> bool:
        """Return True for the state at the start of a partie."""
        return self == ScoreState()

    def warnings(self) -> list[ScoreWarning]:
        """Return what makes this state one that no sequence of marks reaches from a fresh partie (empty: none).

        The marking laws (Lois et règles, art. XV; Dictionnaire raisonné, BREDOUILLE, DÉBREDOUILLER;
        ``notation.rules.marking.mark``) keep seven invariants, so a state that
        breaks one cannot occur:

        1. points are even: every rencontre of the tarif and every école is
           worth points two by two (Lois et règles, annexe TARIF: 2, 4 or 6);
        2. at most one player is en bredouille: when one marks, the other is
           débredouillé (Lois et règles, art. XV);
        3. a player en bredouille has points marked: the bredouille is the
           jeton (or double jeton) of a jeu begun d'affilée, and it goes back to
           zero with his points;
        4. a player with points while his opponent has none is en bredouille:
           he marked them from zero « sans que l'adversaire n'ait marqué aucun
           point pendant cette série » — the first to mark « peut gagner le jeu
           bredouille tant que son adversaire ne marque rien » (Lois et règles, art. XV);
           the opponent's points are never back at zero but by a jeu won, which
           also resets or re-marks the first's;
        5. the pavillon is held by a player with trous, the opponent too: it is
           taken by the second to win trous (Lois et règles, art. XV, last paragraph);
        6. when both have points and neither is en bredouille, the second to
           mark was débredouillé by the first marking again (Lois et règles, art. XV), so
           the first has 4 points at least;
        7. when both have trous and nobody holds the pavillon, it was taken
           and then removed by the first winning again (« Si le premier joueur
           gagne de nouveaux trous, il ôte le pavillon »): one of them has two
           trous or more — one each means the second still holds it.

        Every other state is reached (tests/notation/rules/test_marking.py checks both ways).
        """
        out: list[ScoreWarning] = []
        for colour in (WHITE, BLACK):
            player = self.of(colour)
            if player.points % 2:
                out.append(
                    ScoreWarning(
                        f"{colour.french} has {player.points} points: points are marked two by two",
                        f"{colour.french} a {player.points} points\u202f: les points se marquent deux par deux",
                    )
                )
        if self.white.bredouille and self.black.bredouille:
            out.append(
                ScoreWarning(
                    "both players en bredouille: when one marks, the other is débredouillé",
                    "les deux joueurs en bredouille\u202f: quand l'un marque, l'autre est débredouillé",
                )
            )
        for colour in (WHITE, BLACK):
            player, other = self.of(colour), self.of(colour.opponent)
            if player.bredouille and not player.points:
                out.append(
                    ScoreWarning(
                        f"{colour.french} en bredouille with no points: the bredouille goes back to zero "
                        "with the points",
                        f"{colour.french} en bredouille sans points\u202f: la bredouille revient à zéro avec les "
                        "points",
                    )
                )
            if player.points and not other.points and not player.bredouille:
                out.append(
                    ScoreWarning(
                        f"{colour.french} has {player.points} points and {colour.opponent.french} none, so "
                        f"{colour.french} marked them d'affilée: he must be en bredouille",
                        f"{colour.french} a {player.points} points et {colour.opponent.french} aucun\u202f: "
                        f"{colour.french} les a marqués d'affilée, il est en bredouille",
                    )
                )
        white, black = self.white, self.black
        both_low = bool(white.points and black.points) and max(white.points, black.points) < 4
        if both_low and not (white.bredouille or black.bredouille):
            out.append(
                ScoreWarning(
                    f"{white.points} points to {black.points} and nobody en bredouille: the second to mark "
                    "is en bredouille until the first marks again, which brings him to 4 at least",
                    f"{white.points} points à {black.points} et personne en bredouille\u202f: le second à marquer "
                    "est en bredouille jusqu'à ce que le premier marque de nouveau, ce qui le porte à 4 au moins",
                )
            )
        holder = self.pavillon
        if holder is not None and not (self.white.trous and self.black.trous):
            out.append(
                ScoreWarning(
                    f"{holder.french} holds the pavillon, but only the second player to win trous takes it: "
                    "both must have trous",
                    f"{holder.french} a le pavillon, mais seul le second à gagner des trous le prend\u202f: "
                    "les deux doivent avoir des trous",
                )
            )
        elif holder is None and self.white.trous == self.black.trous == 1:
            out.append(
                ScoreWarning(
                    "one trou each and no pavillon: the second to win a trou takes the pavillon, and loses it "
                    "only when the first wins again",
                    "un trou chacun et pas de pavillon\u202f: le second à gagner un trou prend le pavillon, et ne le "
                    "perd que si le premier en gagne de nouveau",
                )
            )
        return out
