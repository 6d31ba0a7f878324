"""The board said in words, for a screen reader: what the drawn figure shows, read out point by point.

The studio's board hands these texts to assistive technology (its accessible name, description and value, and
the announcement of each move, rencontre and mark); they are built here, without Qt, in French or English, the
game's vocabulary (Blanc, Noir, dames, talon, trous, bredouille) French in both, and the flèches named in the
notation the board is drawn in.

>>> from notation.board import Position
>>> position_text(Position.start())
'Blanc\\u202f: 15 dames en B1. Noir\\u202f: 15 dames en N1. Trait à Blanc.'
>>> print(position_text(Position.start(), language="en"))
Blanc: 15 dames on B1. Noir: 15 dames on N1. Blanc to move.
"""

from __future__ import annotations

from collections.abc import Sequence

from notation.board import BLACK, WHITE, Colour, Point, Position, point_of_step
from notation.dice import Throw
from notation.game import Decision, Mark, Move, Partie, PrimauteThrow, Roll
from notation.notations import Notation, Orientation, point_name
from notation.rules.scoring import RencontreMade, score
from notation.scoreboard import PlayerScore, ScoreState

__all__ = [
    "dames_text",
    "mark_text",
    "move_text",
    "partie_text",
    "point_text",
    "position_text",
    "rencontre_text",
    "score_text",
    "throw_rencontres",
    "throw_text",
]

_UPRIGHT = Orientation()
"""The default orientation: Noir at the top, as in the *Dictionnaire raisonné*'s figures."""

_NARROW = "\N{NARROW NO-BREAK SPACE}"
"""Before « : » and « ; » in French."""


def _colon(language: str) -> str:
    return f"{_NARROW}:" if language != "en" else ":"


def _plural(count: int, word: str, language: str) -> str:
    """Return ``count`` ``word`` in ``language``: French counts 0 and 1 singular, English only 1."""
    many = count > 1 if language != "en" else count != 1
    return f"{count} {word}{'s' if many else ''}"


def dames_text(count: int, language: str = "fr") -> str:
    """Count dames in words: ``1 dame``, ``3 dames``.

    >>> dames_text(1), dames_text(0, "en")
    ('1 dame', '0 dames')
    """
    return _plural(count, "dame", language)


def _side_text(position: Position, colour: Colour, notation: Notation, orientation: Orientation, language: str) -> str:
    """Return one side's dames, point by point along its path, then those borne off."""
    on = " en " if language != "en" else " on "
    parts = [
        f"{dames_text(count, language)}{on}{point_name(Point.from_name(name), notation, orientation)}"
        for name, count in position.points(colour).items()
    ]
    off = position.off(colour)
    if off:
        parts.append(f"{dames_text(off, language)} {'sorties' if language != 'en' else 'borne off'}")
    if not parts:
        parts.append("aucune dame" if language != "en" else "no dame")
    return f"{colour.french}{_colon(language)} {', '.join(parts)}."


def throw_text(dice: Throw, language: str = "fr") -> str:
    """Return the dice as a player announces them, with their numbers.

    >>> throw_text(Throw(6, 5)), throw_text(Throw(6, 6), "en")
    ('Dés\\u202f: six et cinq (6-5).', 'Dice: double six (6-6).')
    """
    word = "Dés" if language != "en" else "Dice"
    return f"{word}{_colon(language)} {dice.name(language)} ({dice.high}-{dice.low})."


def _player_score(colour: Colour, score: PlayerScore, language: str) -> str:
    parts = [_plural(score.points, "point", language), _plural(score.trous, "trou", language)]
    if score.bredouille:
        parts.append("en bredouille")
    return f"{colour.french} {', '.join(parts)}"


def score_text(score: ScoreState, language: str = "fr") -> str:
    """Return both players' points and trous, bredouille, and the pavillon.

    >>> print(score_text(ScoreState(PlayerScore(4, 2, True), PlayerScore(0, 1), WHITE), "en"))
    Score: Blanc 4 points, 2 trous, en bredouille; Noir 0 points, 1 trou; pavillon with Blanc.
    """
    word = "Marque" if language != "en" else "Score"
    semicolon = f"{_NARROW};" if language != "en" else ";"
    parts = [_player_score(colour, score.of(colour), language) for colour in (WHITE, BLACK)]
    if score.pavillon is not None:
        parts.append(f"{'pavillon à' if language != 'en' else 'pavillon with'} {score.pavillon.french}")
    return f"{word}{_colon(language)} {f'{semicolon} '.join(parts)}."


def position_text(
    position: Position,
    notation: Notation = Notation.BN,
    orientation: Orientation = _UPRIGHT,
    *,
    score: ScoreState | None = None,
    dice: Throw | None = None,
    language: str = "fr",
) -> str:
    """Return the whole board in words.

    Each side's dames point by point in ``notation``, the dice, the score and the side to move.

    >>> start = Position.start()
    >>> print(position_text(start, Notation.T11, dice=Throw(3, 1), language="en"))
    Blanc: 15 dames on TB. Noir: 15 dames on TN. Dice: three-ace (3-1). Blanc to move.
    """
    parts = [_side_text(position, colour, notation, orientation, language) for colour in (WHITE, BLACK)]
    if dice is not None:
        parts.append(throw_text(dice, language))
    if score is not None and not score.is_fresh():
        parts.append(score_text(score, language))
    mover = position.to_move.french
    parts.append(f"Trait à {mover}." if language != "en" else f"{mover} to move.")
    return " ".join(parts)


def point_text(
    position: Position,
    point: Point,
    notation: Notation = Notation.BN,
    orientation: Orientation = _UPRIGHT,
    language: str = "fr",
) -> str:
    """Return one flèche as the keyboard's cursor reaches it: its name and what stands on it.

    >>> point_text(Position.start(), Point.from_name("N1"))
    'N1\\u202f: 15 dames noires'
    >>> print(point_text(Position.start(), Point.from_name("B6"), language="en"))
    B6: empty
    """
    name = point_name(point, notation, orientation)
    holder, count = position.dames_at(point)
    if holder is None:
        what = "vide" if language != "en" else "empty"
    elif language == "en":
        what = f"{dames_text(count, language)} of {holder.french}"
    else:
        adjective = "blanche" if holder is WHITE else "noire"
        what = f"{dames_text(count, language)} {adjective}{'s' if count > 1 else ''}"
    return f"{name}{_colon(language)} {what}"


def move_text(
    colour: Colour,
    moves: Sequence[tuple[Point, Point]],
    notation: Notation = Notation.BN,
    orientation: Orientation = _UPRIGHT,
    language: str = "fr",
) -> str:
    """Return a play announced: who moved which dames from where to where (``B0``/``N0``: borne off).

    >>> print(move_text(WHITE, [(Point.from_name("B1"), Point.from_name("B7"))]))
    Blanc joue B1 à B7.
    >>> print(move_text(BLACK, [(Point.from_name("N12"), Point.from_name("N0"))], language="en"))
    Noir plays N12 off.
    """
    steps = []
    for origin, target in moves:
        source = point_name(origin, notation, orientation)
        if target.is_off:
            steps.append(f"{source} {'dehors' if language != 'en' else 'off'}")
        else:
            steps.append(f"{source} {'à' if language != 'en' else 'to'} {point_name(target, notation, orientation)}")
    verb = "joue" if language != "en" else "plays"
    return f"{colour.french} {verb} {', '.join(steps)}."


def rencontre_text(made: RencontreMade, language: str = "fr") -> str:
    """Return a rencontre as it happens: for whom, how many points, and why (the engine's own explanation).

    >>> from notation.rules.scoring import Rencontre
    >>> made = RencontreMade(Rencontre.BATTRE_VRAI, WHITE, 4, facons=1)
    >>> rencontre_text(made, "en").startswith("Blanc scores 4 points: ")
    True
    """
    explanation = made.explanation_en if language == "en" else made.explanation_fr
    points = _plural(made.points, "point", language)
    verb = "gagne" if language != "en" else "scores"
    return f"{made.beneficiary.french} {verb} {points}{_colon(language)} {explanation}"


def mark_text(colour: Colour, before: PlayerScore, after: PlayerScore, language: str = "fr") -> str:
    """Return a mark as the scoreboard shows it.

    The points and trous ``colour`` marked, and where they stand now.

    >>> mark_text(WHITE, PlayerScore(8, 0), PlayerScore(2, 1))
    'Blanc marque 1 trou\\u202f; il a 2 points, 1 trou.'
    >>> print(mark_text(BLACK, PlayerScore(0, 0), PlayerScore(4, 0, True), "en"))
    Noir marks 4 points; now 4 points, 0 trous, en bredouille.
    """
    trous = after.trous - before.trous
    if trous > 0:
        marked = _plural(trous, "trou", language)
    else:
        marked = _plural(max(0, after.points - before.points), "point", language)
    now = [_plural(after.points, "point", language), _plural(after.trous, "trou", language)]
    if after.bredouille:
        now.append("en bredouille")
    if language == "en":
        return f"{colour.french} marks {marked}; now {', '.join(now)}."
    return f"{colour.french} marque {marked}{_NARROW}; il a {', '.join(now)}."


def throw_rencontres(partie: Partie, index: int, colour: Colour, throw: Throw) -> tuple[RencontreMade, ...]:
    """Return what the throw at ``partie.events[index]`` scored.

    The engine's score, kept in the state after it (or scored again from the position before it)."""
    state = partie.states[index]
    if state.rencontres is not None and state.dice == throw:
        return state.rencontres.events
    before = partie.states[index - 1].position if index > 0 else state.position
    return score(before.with_to_move(colour), throw, partie.conventions).events


def partie_text(
    partie: Partie,
    start: int,
    notation: Notation = Notation.BN,
    orientation: Orientation = _UPRIGHT,
    language: str = "fr",
) -> str:
    """Return what happened in ``partie`` from ``partie.events[start]`` on, as a screen reader announces it.

    The events are told in order.

    Each throw with the rencontres it scored, each mark, each play, each decision to hold or leave.

    >>> from notation.game import Partie
    >>> partie = Partie()
    >>> partie.primaute(6, 5)
    >>> partie_text(partie, 0, language="en")
    'Blanc throws six-five (6-5).'
    """
    parts: list[str] = []
    events, states = partie.events, partie.states
    for index in range(max(0, start), len(events)):
        event = events[index]
        if isinstance(event, PrimauteThrow | Roll):
            colour = states[index].mover if isinstance(event, PrimauteThrow) else event.colour
            throw = Throw(event.white, event.black) if isinstance(event, PrimauteThrow) else event.throw
            verb = "jette" if language != "en" else "throws"
            parts.append(f"{colour.french} {verb} {throw.name(language)} ({throw.high}-{throw.low}).")
            parts.extend(
                rencontre_text(made, language) for made in throw_rencontres(partie, index, colour, throw) if made.points
            )
        elif isinstance(event, Mark) and event.points:
            before = states[index - 1].score if index > 0 else ScoreState()
            after = states[index].score.of(event.colour)
            parts.append(mark_text(event.colour, before.of(event.colour), after, language))
        elif isinstance(event, Move):
            moves = [(point_of_step(event.colour, a), point_of_step(event.colour, b)) for a, b in event.moves]
            if moves:
                parts.append(move_text(event.colour, moves, notation, orientation, language))
            else:
                parts.append(f"{event.colour.french} {'ne peut jouer' if language != 'en' else 'cannot play'}.")
        elif isinstance(event, Decision):
            if language == "en":
                parts.append(f"{event.colour.french} {'leaves' if event.leave else 'holds'}.")
            else:
                leaves = "s'en va" if event.leave else "tient"
                parts.append(f"{event.colour.french} {leaves}.")
    return " ".join(parts)
