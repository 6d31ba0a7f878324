"""The grand trictrac's engine and notation library: standard library only, no I/O of its own.

Glossary — one vocabulary, used in every module, test and message; one name a concept, and where it is modelled
(``board`` stands for ``notation.board``, ``rules.moves`` for ``notation.rules.moves``…):

point (flèche)
    one of the 24 triangles; named B1–B12 (Blanc's side) and N1–N12 (Noir's side) — ``board.Point``.
dame
    a piece; each player has fifteen — counted per step in ``board.Position`` (``board.DAMES``).
talon
    a player's first point (B1, N1), where his fifteen dames start — ``board.TALON``.
coin (coin de repos)
    a player's twelfth point (B12, N12); taken and left d'emblée, never by one dame — ``board.COIN``.
step
    a point's index along the mover's path: 1–12 his own points, 13–24 the
    opponent's points 12 down to 1, 25 the bande de sortie (off) — ``board.step_of``, ``board.point_of_step``.
jan
    a quarter: the petit jan (own points 1–6), the grand jan (own 7–12), the
    jan de retour (the opponent's 1–6) — ``board.Jan``.
table
    points 1–6 of both sides (table des petits jans) or 7–12 (des grands jans) — ``board.Table``.
demi-case, case, surcase
    a point with one dame (découverte), two or more, and each dame past two — counts of ``board.Position``.
plein
    a jan holding at least two of the player's dames on each of its six points — ``rules.moves.is_plein``.
position
    where every dame stands, who is to move, the relevé's throw counts — ``board.Position``; its one-line
    code is ``code`` (``code.Setup``: a position with dice and score).
throw
    the two dice: simple (two numbers) or a doublet (played as two numbers) — ``dice.Throw``.
play
    a whole turn's movement: up to two dames moved, or one dame tout d'une — ``rules.moves.Play``
    (``rules.moves.legal_plays``); moves applied to a position: ``board.Position.after_moves``.
tout d'une
    one dame playing both numbers, resting on the point reached by the first — a ``rules.moves.Play``.
rencontre
    a scoring event of the tarif (battre, remplir, conserver, jans de départ…) — ``rules.scoring.Rencontre``;
    one made by a throw is a ``rules.scoring.RencontreMade``, all a throw scores a ``rules.scoring.Score``
    (``rules.scoring.score``).
façon
    one way a rencontre can be made: by either number direct, or by both together —
    ``rules.scoring.RencontreMade.facons``.
à vrai, à faux
    a dame beaten with a repos pour battre (points to the thrower), or without
    (points to the opponent) — ``rules.scoring.Rencontre.BATTRE_VRAI``, ``BATTRE_FAUX``.
impuissance
    a number that cannot be played: two points to the opponent — ``rules.scoring.Rencontre.IMPUISSANCE``.
jeton, points
    the marker of points; twelve points make a jeu — ``scoreboard.PlayerScore.points``.
trou, fichet
    a jeu won, pegged with the fichet; twelve trous win the partie ordinaire — ``scoreboard.PlayerScore.trous``.
marque (the score)
    both players' jetons, trous, bredouille and pavillon — ``scoreboard.ScoreState``; the laws that move it
    are ``rules.marking`` (``rules.marking.mark``).
bredouille
    a jeu marked d'affilée from zero while the opponent marked nothing: two trous —
    ``scoreboard.PlayerScore.bredouille``; a marqué's is ``ecrire.Bredouille``.
pavillon
    the bredouille of trous — ``scoreboard.ScoreState.pavillon``.
tenir, s'en aller
    after winning a trou by his own throw, to go on, or to leave (a relevé) — ``game.Decision``.
relevé
    all dames back to the talons, points reset, trous kept — ``game.Releve`` (the event),
    ``record.ReleveElement`` (its line in a record), ``ecrire.ReleveReason`` (a leave or a sortie).
primauté
    the right to throw first — ``game.PrimauteThrow`` (each throws one die), ``ecrire.PrimauteRule``
    (who has it in the next marqué).
partie
    a game from the primauté to its end, event by event — ``game.Partie`` (its events ``game.Event``).
marqué
    one game of the partie à écrire, ended by a leave once someone has six trous — ``ecrire.Marque``,
    ``game.MarqueEnd``; the scoresheet is ``ecrire.Sheet``.
école
    a marking error; the opponent may claim its points — ``rules.ecoles.Ecole`` (``rules.ecoles.EcoleKind``:
    par moins, par trop), ``game.Declare`` and ``game.Claim`` (the events), ``rules.ecoles.ClaimVerdict``
    (how a claim is judged).
record
    a partie written as text (docs/record-format.md) — ``record.GameRecord``, ``record.read_record``.
error
    every error the library raises for bad input is a ``errors.TrictracError`` (a ``ValueError``) with a
    ``code`` and ``fields``.

Docstrings: a short first line in the imperative (« Read a position code. », « Play the throw: … »), then what the
caller needs; a public function that raises for bad input lists each class it raises, as python-chess does, one
``:raises ClassName: when …`` line each (with the ``reason`` codes where the class has several), before the
examples.  ``tests/notation/test_docstrings.py`` holds the engine's entry points to it; ruff's D401 and D205
hold ``notation``, ``lessons`` and ``resources`` to the imperative first line and the blank line after it.
"""

# Before any module of the engine: the rules package chooses between the compiled modules (``make accel``) and the
# sources, notation.game among them.
import notation.rules as _rules  # noqa: F401

__all__ = ["board", "code", "dice", "notations", "scoreboard"]
