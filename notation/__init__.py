"""The grand trictrac's engine and notation library: standard library only, no I/O of its own.

Glossary — one vocabulary, used in every module, test and message:

point (flèche)
    one of the 24 triangles; named B1–B12 (Blanc's side) and N1–N12 (Noir's side).
dame
    a piece; each player has fifteen.
talon
    a player's first point (B1, N1), where his fifteen dames start.
coin (coin de repos)
    a player's twelfth point (B12, N12); taken and left d'emblée, never by one dame.
step
    a point's index along the mover's path: 1–12 his own points, 13–24 the
    opponent's points 12 down to 1, 25 the bande de sortie (off).
jan
    a quarter: the petit jan (own points 1–6), the grand jan (own 7–12), the
    jan de retour (the opponent's 1–6).
table
    points 1–6 of both sides (table des petits jans) or 7–12 (des grands jans).
demi-case, case, surcase
    a point with one dame (découverte), two or more, and each dame past two.
plein
    a jan holding at least two of the player's dames on each of its six points.
throw
    the two dice: simple (two numbers) or a doublet (played as two numbers).
play
    a whole turn's movement: up to two dames moved, or one dame tout d'une.
tout d'une
    one dame playing both numbers, resting on the point reached by the first.
rencontre
    a scoring event of the tarif (battre, remplir, conserver, jans de départ…).
façon
    one way a rencontre can be made: by either number direct, or by both together.
à vrai, à faux
    a dame beaten with a repos pour battre (points to the thrower), or without
    (points to the opponent).
impuissance
    a number that cannot be played: two points to the opponent.
jeton, points
    the marker of points; twelve points make a jeu.
trou, fichet
    a jeu won, pegged with the fichet; twelve trous win the partie ordinaire.
bredouille
    a jeu marked d'affilée from zero while the opponent marked nothing: two trous.
pavillon
    the bredouille of trous.
tenir, s'en aller
    after winning a trou by his own throw, to go on, or to leave (a relevé).
relevé
    all dames back to the talons, points reset, trous kept.
marqué
    one game of the partie à écrire, ended by a leave once someone has six trous.
école
    a marking error; the opponent may claim its points.
"""

__all__ = ["board", "code", "dice", "notations", "score"]
