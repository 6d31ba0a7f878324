"""The throws of a partie as a player reads them: who threw what, what was played, and every rencontre it scored.

Everything here is read from the engine (:class:`notation.game.Partie`'s events and the
:class:`notation.rules.scoring.Score` of each throw); the module only names it:

>>> from notation.game import Partie
>>> partie = Partie()
>>> partie.primaute(6, 5)
>>> [line.text(Notation.BN, Orientation()) for line in partie_turns(partie)]
['1. B 6-5']
"""

from __future__ import annotations

from dataclasses import dataclass

from notation.board import Colour, Jan, Point, point_of_step
from notation.dice import Throw
from notation.game import Move, Partie, PrimauteThrow, Roll
from notation.notations import Notation, Orientation, point_name
from notation.record.writer import format_moves
from notation.render.speech import throw_rencontres
from notation.rules.moves import Play
from notation.rules.scoring import Rencontre, RencontreMade
from studio.games.analysis_model import RENCONTRE_NAMES
from studio.games.throws import intermediate_positions, scoring_since
from studio.ui.i18n import current_language
from studio.ui.i18n import tr as _tr

__all__ = [
    "TurnLine",
    "colon",
    "dame_landings",
    "event_text",
    "events_text",
    "intermediate_positions",
    "landing_points",
    "partie_turns",
    "scoring_since",
]


_JAN_NAMES = {Jan.PETIT: "petit jan", Jan.GRAND: "grand jan", Jan.RETOUR: "jan de retour"}
"""The jans by their French names (the game's vocabulary stays French in both languages)."""


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def colon() -> str:
    """Return the colon before what a throw scored.

    French sets it off by a no-break space (« N 6-5 : battre à vrai »)."""
    return "\u00a0: " if current_language() == "fr" else ": "


def event_text(event: RencontreMade, thrower: Colour | None, notation: Notation, orientation: Orientation) -> str:
    """Name one rencontre as the move list does: ``battre à vrai N10, 4``.

    ``, 2 pour Blanc`` when the points go to the thrower's opponent.

    >>> from notation.rules.scoring import Rencontre
    >>> from notation.board import BLACK, WHITE
    >>> event = RencontreMade(Rencontre.BATTRE_VRAI, BLACK, 4, 1, None, Point.from_name("N10"))
    >>> event_text(event, BLACK, Notation.BN, Orientation())
    'battre à vrai N10, 4'
    >>> event_text(event, WHITE, Notation.BN, Orientation())
    'battre à vrai N10, 4 for Noir'
    """
    name = _lower_first(RENCONTRE_NAMES.get(event.rencontre, event.rencontre.value))
    if event.rencontre in (Rencontre.REMPLIR, Rencontre.CONSERVER) and event.jan is not None:
        name += " " + _JAN_NAMES[event.jan]
    if event.target is not None and not event.target.is_off:
        name += " " + point_name(event.target, notation, orientation)
    text = f"{name}, {event.points}"
    if thrower is not None and event.beneficiary is not thrower:
        # The colour keeps its French name: the game's vocabulary, the same in both languages.
        text = _tr("Turns", "{points} for {colour}").format(points=text, colour=event.beneficiary.french)
    return text


def events_text(
    events: tuple[RencontreMade, ...], thrower: Colour | None, notation: Notation, orientation: Orientation
) -> str:
    return "; ".join(event_text(event, thrower, notation, orientation) for event in events if event.points)


@dataclass(frozen=True, slots=True)
class TurnLine:
    """One throw of a partie.

    Its number, the thrower, the dice, the play (``None`` not yet made) and what it scored."""

    number: int
    colour: Colour
    throw: Throw
    moves: tuple[tuple[int, int], ...] | None
    events: tuple[RencontreMade, ...]

    def text(self, notation: Notation, orientation: Orientation) -> str:
        """Return the line's text: ``12. N 6-5 N1-N7 N1-N6: battre à vrai B10, 4``."""
        text = f"{self.number}. {self.colour.letter} {self.throw.code()}"
        if self.moves is not None:
            text += " " + (format_moves(self.moves, self.colour, notation, orientation) or "--")
        scored = events_text(self.events, self.colour, notation, orientation)
        if scored:
            text += colon() + scored
        return text

    @property
    def scores(self) -> bool:
        return any(event.points for event in self.events)


def partie_turns(partie: Partie) -> list[TurnLine]:
    """Return every throw of ``partie`` so far, in order."""
    lines: list[TurnLine] = []
    for index, event in enumerate(partie.events):
        if isinstance(event, PrimauteThrow | Roll):
            colour = partie.states[index].mover if isinstance(event, PrimauteThrow) else event.colour
            throw = Throw(event.white, event.black) if isinstance(event, PrimauteThrow) else event.throw
            lines.append(TurnLine(len(lines) + 1, colour, throw, None, throw_rencontres(partie, index, colour, throw)))
        elif isinstance(event, Move) and lines and lines[-1].moves is None:
            last = lines[-1]
            lines[-1] = TurnLine(last.number, last.colour, last.throw, event.moves, last.events)
    return lines


def dame_landings(plays: list[Play], origin: int) -> dict[int, list[Play]]:
    """Return where the dame on step ``origin`` can end its journey, and the plays that take it there.

    Every legal play that moves a dame from ``origin`` gives that dame's last step (both numbers played by one dame give
    the sum: 3-1 from step 1 lands on 2, 4 and 5)."""
    landings: dict[int, list[Play]] = {}
    for play in plays:
        ends: set[int] = set()
        for first, move in enumerate(play.moves):
            if move[0] != origin:
                continue
            rest = list(play.moves[:first] + play.moves[first + 1 :])
            here = move[1]
            while True:
                following = next((m for m in rest if m[0] == here), None)
                if following is None or here > 24:
                    break
                rest.remove(following)
                here = following[1]
            ends.add(here)
        for end in ends:
            landings.setdefault(end, []).append(play)
    return landings


def landing_points(colour: Colour, steps: set[int] | list[int]) -> set[Point]:
    return {point_of_step(colour, step) for step in steps if 1 <= step <= 25}
