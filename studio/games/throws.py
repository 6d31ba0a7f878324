"""What the game windows read of the throws, without Qt.

What each scored, the positions a play goes through, the moves of a play's input code.  The engine decides; these
only read its events and carry dames for display."""

from __future__ import annotations

from notation.board import WHITE, Colour, Position
from notation.dice import Throw
from notation.game import Partie, PrimauteThrow, Roll
from notation.render.speech import throw_rencontres
from notation.rules.scoring import RencontreMade

__all__ = ["Scored", "intermediate_positions", "parse_moves", "scoring_since"]

Scored = tuple[Colour, Throw, tuple[RencontreMade, ...]]
"""A throw, who threw it, and the rencontres it made."""


def scoring_since(partie: Partie, start: int) -> list[Scored]:
    """Return the throws made from ``partie.events[start]`` on, with their rencontres (the engine's score)."""
    found: list[Scored] = []
    for index in range(start, len(partie.events)):
        event = partie.events[index]
        if isinstance(event, PrimauteThrow):
            colour = partie.states[index].mover
            throw = Throw(event.white, event.black)
        elif isinstance(event, Roll):
            colour, throw = event.colour, event.throw
        else:
            continue
        found.append((colour, throw, throw_rencontres(partie, index, colour, throw)))
    return found


def intermediate_positions(position: Position, colour: Colour, moves: tuple[tuple[int, int], ...]) -> list[Position]:
    """Return the positions after each of ``moves``, for showing a play dame by dame.

    The moves are steps on ``colour``'s path (25 is off).  Dames are only carried from one point to another: no rule
    is applied here."""
    shown: list[Position] = []
    counts = list(position.counts(colour))
    for origin, target in moves:
        if 1 <= origin <= 24 and counts[origin - 1] > 0:
            counts[origin - 1] -= 1
        if 1 <= target <= 24:
            counts[target - 1] += 1
        mine = tuple(counts)
        white, black = (mine, position.black) if colour is WHITE else (position.white, mine)
        shown.append(Position.unchecked(white, black, position.to_move, position.throws))
    return shown


def parse_moves(code: str) -> tuple[tuple[int, int], ...]:
    """Read the moves of a play's input code (``M1-7.1-6``; ``M-`` or ``M``: none).

    >>> parse_moves("M1-7.1-6"), parse_moves("M-")
    (((1, 7), (1, 6)), ())
    """
    rest = code[1:]
    if rest in ("", "-"):
        return ()
    moves = []
    for part in rest.split("."):
        origin, _, target = part.partition("-")
        moves.append((int(origin), int(target)))
    return tuple(moves)
