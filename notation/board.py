"""The tablier: colours, points, steps, jans, tables and the immutable Position.

Every point of the board is named in the B/N notation of Dictionnaire raisonné (entry
NOTATION): White's side is B1–B12, Black's side N1–N12, B1 facing N1 at the
bande de départ and B12 facing N12.  ``B0`` and ``N0`` stand for the bande de
sortie: White bears off past N1 (to ``N0``), Black past B1 (to ``B0``).

For the player to move, a *step* is the index along his path: steps 1–12 are
his own points 1–12, steps 13–24 the opponent's points 12 down to 1
(step = 25 − point) and step 25 is off.  A Position stores, for each colour,
the dames on each of that colour's own steps, so that the opponent's dames
at my step ``s`` are his dames at his step ``25 − s``.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import ClassVar

from notation.errors import BadColourError, TrictracError

__all__ = [
    "BLACK",
    "COIN",
    "DAMES",
    "OFF",
    "TALON",
    "WHITE",
    "BadMoveError",
    "BadPointError",
    "BothColoursOnPointError",
    "Colour",
    "Jan",
    "LoneDameOnCoinError",
    "NamedFleche",
    "NegativeCountError",
    "OpponentCoinError",
    "Point",
    "Position",
    "PositionError",
    "PositionWarning",
    "ReleveDueWarning",
    "Table",
    "TooManyDamesError",
    "jan_steps",
    "point_of_step",
    "step_of",
    "table_of",
]

DAMES = 15
"""Dames of each colour."""
TALON = 1
"""The talon's number on its owner's side (and step)."""
COIN = 12
"""The coin de repos's number on its owner's side (and step)."""
OFF = 25
"""The step of the bande de sortie."""
OPPONENT_COIN_STEP = 13
"""The step of the opponent's coin, seen from the mover."""


class Colour(enum.Enum):
    """The two players: Blanc (White) and Noir (Black)."""

    WHITE = "white"
    BLACK = "black"

    @property
    def opponent(self) -> Colour:
        return BLACK if self is WHITE else WHITE

    @property
    def letter(self) -> str:
        """The side letter of the B/N notation: ``B`` for Blanc, ``N`` for Noir."""
        return "B" if self is WHITE else "N"

    @property
    def french(self) -> str:
        return "Blanc" if self is WHITE else "Noir"

    @property
    def english(self) -> str:
        """The colour's name in the studio's English.

        The game's own, ``Blanc`` or ``Noir``, as the B/N notation and the board say it (one convention in both
        languages; never White and Black beside B1 and N1)."""
        return self.french

    @classmethod
    def parse(cls, text: str) -> Colour:
        """Read a colour from ``white``/``black``, ``w``/``b``, ``blanc``/``noir``, ``n``.

        :raises BadColourError: for a word that names no colour.
        """
        key = text.strip().lower()
        if key in ("white", "w", "blanc", "white's"):
            return WHITE
        if key in ("black", "b", "noir", "n", "black's"):
            return BLACK
        raise BadColourError(f"unknown colour {text!r} (expected white or black)", text)


WHITE = Colour.WHITE
BLACK = Colour.BLACK


class BadPointError(TrictracError):
    """Raised for a point name or number that does not exist (``B13``, ``X4``); ``text`` is the name read."""

    code = "bad-point"

    def __init__(self, message: str, text: str = "", **fields: object) -> None:
        super().__init__(message, text=text, **fields)
        self.text = text


@dataclass(frozen=True, slots=True, order=True)
class Point:
    """A flèche, named by its side and its number on that side (1–12).

    Number 0 is the bande de sortie on that side: ``N0`` is where White's
    dames go off, ``B0`` where Black's do.
    """

    side: Colour
    number: int

    def __post_init__(self) -> None:
        if not 0 <= self.number <= 12:
            raise BadPointError(
                f"no point {self.side.letter}{self.number}: numbers run 0–12",
                reason="no-number",
                point=f"{self.side.letter}{self.number}",
            )

    @classmethod
    def from_name(cls, name: str) -> Point:
        """Parse a B/N name: ``B1``…``B12``, ``N1``…``N12``, ``B0``/``N0``."""
        text = name.strip().upper()
        if len(text) < 2 or text[0] not in "BN" or not text[1:].isdigit():
            raise BadPointError(f"{name!r} is not a point (expected B0–B12 or N0–N12)", name, reason="not-a-point")
        number = int(text[1:])
        if number > 12 or (text[1] == "0" and len(text) > 2):
            raise BadPointError(f"{name!r} is not a point (expected B0–B12 or N0–N12)", name, reason="not-a-point")
        return cls(WHITE if text[0] == "B" else BLACK, number)

    @property
    def name(self) -> str:
        """The B/N name, ``B7`` or ``N0``."""
        return f"{self.side.letter}{self.number}"

    @property
    def is_off(self) -> bool:
        return self.number == 0

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Point.from_name({self.name!r})"


def step_of(colour: Colour, point: Point) -> int:
    """Return the step (1–25) of ``point`` on ``colour``'s path.

    >>> step_of(WHITE, Point.from_name("N12")), step_of(BLACK, Point.from_name("B0"))
    (13, 25)
    """
    if point.side is colour:
        if point.number == 0:
            raise BadPointError(
                f"{point.name} is not on {colour.value}'s path", reason="off-path", point=point.name, colour=colour
            )
        return point.number
    return 25 - point.number


def point_of_step(colour: Colour, step: int) -> Point:
    """Return the point at ``step`` (1–25) of ``colour``'s path.

    >>> point_of_step(BLACK, 13).name, point_of_step(WHITE, 25).name
    ('B12', 'N0')
    """
    if not 1 <= step <= OFF:
        raise BadPointError(f"no step {step}: steps run 1–25", reason="no-step", step=step)
    return (_WHITE_PATH if colour is WHITE else _BLACK_PATH)[step]


def _path(colour: Colour) -> tuple[Point, ...]:
    """Return the points of ``colour``'s path by step (index 0 unused).

    Points are values, shared by every caller."""
    return (
        Point(colour, 0),
        *(Point(colour, step) if step <= 12 else Point(colour.opponent, 25 - step) for step in range(1, 26)),
    )


_WHITE_PATH = _path(WHITE)
_BLACK_PATH = _path(BLACK)


class Jan(enum.Enum):
    """The quarters of the tablier, seen from the player they belong to."""

    PETIT = "petit"
    GRAND = "grand"
    RETOUR = "retour"

    @property
    def steps(self) -> range:
        return jan_steps(self)


def jan_steps(jan: Jan) -> range:
    """Return the steps of a player's jan: petit 1–6, grand 7–12, retour 19–24."""
    if jan is Jan.PETIT:
        return range(1, 7)
    if jan is Jan.GRAND:
        return range(7, 13)
    return range(19, 25)


class Table(enum.Enum):
    """The two tables: points 1–6 of both sides, and points 7–12 of both sides."""

    PETITS_JANS = "petits_jans"
    GRANDS_JANS = "grands_jans"


def table_of(point: Point) -> Table:
    """Return the table holding ``point``: batteries there have different values."""
    if point.number == 0:
        raise BadPointError(
            f"{point.name} is the bande de sortie, in no table", reason="bande-de-sortie", point=point.name
        )
    return Table.PETITS_JANS if point.number <= 6 else Table.GRANDS_JANS


class NamedFleche(enum.Enum):
    """The flèches the old treatises name (by number on their owner's side)."""

    TALON = 1
    COIN_BOURGEOIS = 6
    CASE_DU_DIABLE = 8
    CASE_DE_L_ECOLIER = 11
    COIN_DE_REPOS = 12

    @property
    def french(self) -> str:
        return {
            NamedFleche.TALON: "talon",
            NamedFleche.COIN_BOURGEOIS: "coin bourgeois",
            NamedFleche.CASE_DU_DIABLE: "case du diable",
            NamedFleche.CASE_DE_L_ECOLIER: "case de l'écolier",
            NamedFleche.COIN_DE_REPOS: "coin de repos",
        }[self]


class PositionError(TrictracError):
    """Raised when a position breaks a law of the tablier.

    Its fields say where: ``colour`` (a :class:`Colour`), ``point`` (a B/N name), ``count`` (dames), as the law
    broken has them.
    """

    code = "bad-position"


class TooManyDamesError(PositionError):
    """Raised when a colour has more than fifteen dames on the board; fields ``colour``, ``count``."""

    code = "too-many-dames"


class NegativeCountError(PositionError):
    """Raised when a point is given a negative number of dames; fields ``colour``, ``count``, ``point``."""

    code = "negative-count"


class BothColoursOnPointError(PositionError):
    """Raised when dames of both colours stand on one point; field ``point``."""

    code = "both-colours-on-point"


class LoneDameOnCoinError(PositionError):
    """Raised when a coin de repos holds a single dame (it is taken d'emblée); fields ``colour``, ``point``."""

    code = "lone-dame-on-coin"


class OpponentCoinError(PositionError):
    """Raised when a dame stands on the opponent's coin de repos; fields ``colour``, ``point``."""

    code = "opponent-coin"


class BadMoveError(TrictracError):
    """Raised for a move that cannot be made on a position (:meth:`Position.after_moves`).

    ``colour`` is the mover, ``origin`` and ``target`` the steps on his path (25: off).
    """

    code = "bad-move"

    def __init__(self, message: str, colour: Colour, origin: int, target: int, **fields: object) -> None:
        super().__init__(message, colour=colour, origin=origin, target=target, **fields)
        self.colour = colour
        self.origin = origin
        self.target = target


class PositionWarning(Warning):
    """A position the tablier allows but that no throw is played from: shown with a warning, not refused.

    ``str()`` is the English text; ``french`` the same in French.  Both name the
    colours Blanc and Noir, the game's vocabulary in both languages.
    """

    def __init__(self, message: str, french: str) -> None:
        super().__init__(message)
        self.french = french


class ReleveDueWarning(PositionWarning):
    """A side has borne off every dame: the relevé is due, no throw is played from this position.

    Lois et règles, art. VIII: « Quand un joueur a fait sortir toutes ses dames, il gagne, pour la
    dernière sortante, 4 points […] Ensuite les dames des deux camps sont relevées et
    replacées à leur talon respectif »; the one who bore off first throws again.
    """


Counts = tuple[int, ...]
_EMPTY: Counts = (0,) * 24


@dataclass(frozen=True, slots=True)
class Position:
    """Dames on the tablier, the colour to move and the relevé's throw counts.

    ``white`` and ``black`` hold 24 counts each, indexed by the colour's own
    steps (index 0 is step 1, its talon; index 11 its coin; index 23 the
    opponent's talon).  Dames off the board are 15 minus those counted.
    ``throws`` is ``(white, black)``: the throws each made in the current
    relevé, or ``None`` when unknown (the jans de départ need it).

    The constructor validates (:meth:`problems`); :meth:`unchecked` builds
    without validation, for the engine's own hot paths and for an editor
    that must hold illegal positions.
    """

    white: Counts = _EMPTY
    black: Counts = _EMPTY
    to_move: Colour = WHITE
    throws: tuple[int, int] | None = None

    START: ClassVar[Position]

    def __post_init__(self) -> None:
        errors = self.problems()
        if errors:
            raise errors[0]

    # -- construction ---------------------------------------------------

    @classmethod
    def unchecked(
        cls,
        white: Counts,
        black: Counts,
        to_move: Colour = WHITE,
        throws: tuple[int, int] | None = None,
    ) -> Position:
        """Build without validation (the counts must be 24-tuples)."""
        position = _new_object(cls)
        _set_white(position, white)
        _set_black(position, black)
        _set_to_move(position, to_move)
        _set_throws(position, throws)
        return position

    @classmethod
    def start(cls, to_move: Colour = WHITE) -> Position:
        """Return the start: fifteen dames on each talon, no throw made yet."""
        talon = (DAMES,) + (0,) * 23
        return cls(talon, talon, to_move, (0, 0))

    @classmethod
    def from_points(
        cls,
        white: Mapping[str | Point, int],
        black: Mapping[str | Point, int],
        to_move: Colour = WHITE,
        throws: tuple[int, int] | None = None,
        *,
        check: bool = True,
    ) -> Position:
        """Build from dames per point in B/N, as in the CLI's JSON.

        >>> Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15}).dames_at("B7")
        (<Colour.WHITE: 'white'>, 1)
        """
        counts = {WHITE: [0] * 24, BLACK: [0] * 24}
        for colour, mapping in ((WHITE, white), (BLACK, black)):
            for key, count in mapping.items():
                point = key if isinstance(key, Point) else Point.from_name(key)
                if point.is_off:
                    raise BadPointError(
                        f"{point.name}: dames off are not listed (15 minus those on the board)",
                        reason="off-listed",
                        point=point.name,
                    )
                if not isinstance(count, int) or isinstance(count, bool):
                    raise PositionError(
                        f"{point.name}: the number of dames must be an integer",
                        reason="count-not-integer",
                        point=point.name,
                    )
                counts[colour][step_of(colour, point) - 1] += count
        build = cls if check else cls.unchecked
        return build(tuple(counts[WHITE]), tuple(counts[BLACK]), to_move, throws)

    # -- reading --------------------------------------------------------

    def counts(self, colour: Colour) -> Counts:
        """Return the 24 counts of ``colour`` by its own steps."""
        return self.white if colour is WHITE else self.black

    def on_board(self, colour: Colour) -> int:
        return sum(self.counts(colour))

    def off(self, colour: Colour) -> int:
        """Count the dames of ``colour`` borne off (15 minus those on the board)."""
        return DAMES - sum(self.counts(colour))

    def dames_at(self, point: Point | str) -> tuple[Colour | None, int]:
        """Tell which colour holds ``point`` and how many dames (``(None, 0)`` when empty)."""
        if isinstance(point, str):
            point = Point.from_name(point)
        if point.is_off:
            raise BadPointError(f"{point.name} is the bande de sortie", reason="bande-de-sortie", point=point.name)
        white = self.white[step_of(WHITE, point) - 1]
        if white:
            return WHITE, white
        black = self.black[step_of(BLACK, point) - 1]
        if black:
            return BLACK, black
        return None, 0

    def points(self, colour: Colour) -> dict[str, int]:
        """Return ``colour``'s dames per point, in B/N, in the order of his path."""
        return {
            point_of_step(colour, step).name: count for step, count in enumerate(self.counts(colour), start=1) if count
        }

    def occupied(self) -> Iterator[tuple[Point, Colour, int]]:
        """Return every occupied point with its colour and count."""
        for colour in (WHITE, BLACK):
            for step, count in enumerate(self.counts(colour), start=1):
                if count:
                    yield point_of_step(colour, step), colour, count

    def throws_of(self, colour: Colour) -> int | None:
        """Return the throws ``colour`` has made in the current relevé, when known."""
        if self.throws is None:
            return None
        return self.throws[0] if colour is WHITE else self.throws[1]

    # -- the position code ------------------------------------------------

    @classmethod
    def from_code(cls, text: str) -> Position:
        """Read a position code (``docs/position-code.md``).

        :raises CodeError: for text that is not a position code (with its column).
        :raises PositionError: for a position that breaks a law of the tablier.
        """
        from notation.code import parse_code

        return parse_code(text).position

    def code(self) -> str:
        """Return the one-line position code (``docs/position-code.md``)."""
        from notation.code import format_code

        return format_code(self)

    # -- deriving -------------------------------------------------------

    def after_moves(self, colour: Colour, moves: Iterable[tuple[int, int]]) -> Position:
        """Return the position after ``colour``'s dames make ``moves``, ``(from, to)`` steps on his path (25: off).

        Each move takes one of his dames from a point he holds forward (a dame goes one way, Dictionnaire raisonné,
        JAN): the counts follow the moves and nothing else.  Whether the moves are a play of a throw is for
        :mod:`notation.rules.moves` to say; the result is not checked (a learner's wrong moves may end on
        a point the opponent holds: trictrac has no hitting, the opponent's dames stay), the colour to move
        and the relevé counts are kept.

        :raises BadMoveError: for a move that cannot be made: from a step outside 1–24, to a step not past it (or
            past 25), or from a point without his dame.

        >>> Position.start().after_moves(WHITE, [(1, 7), (1, 25)]).points(WHITE)
        {'B1': 13, 'B7': 1}
        """
        counts = list(self.counts(colour))
        for origin, target in moves:
            if not 1 <= origin <= 24 or not origin < target <= OFF:
                raise BadMoveError(
                    f"no move from step {origin} to step {target}", colour, origin, target, reason="no-such-move"
                )
            if counts[origin - 1] <= 0:
                name = point_of_step(colour, origin).name
                raise BadMoveError(
                    f"no {colour.value} dame on {name} to move", colour, origin, target, reason="no-dame", point=name
                )
            counts[origin - 1] -= 1
            if target < OFF:
                counts[target - 1] += 1
        if colour is WHITE:
            return Position.unchecked(tuple(counts), self.black, self.to_move, self.throws)
        return Position.unchecked(self.white, tuple(counts), self.to_move, self.throws)

    def with_to_move(self, colour: Colour) -> Position:
        return Position.unchecked(self.white, self.black, colour, self.throws)

    def with_throws(self, throws: tuple[int, int] | None) -> Position:
        return Position.unchecked(self.white, self.black, self.to_move, throws)

    def mirror(self) -> Position:
        """Return the same position with the colours exchanged (White's dames become Black's)."""
        throws = None if self.throws is None else (self.throws[1], self.throws[0])
        return Position.unchecked(self.black, self.white, self.to_move.opponent, throws)

    # -- validation -----------------------------------------------------

    def problems(self) -> list[PositionError]:
        """Return every law of the tablier this position breaks, first the gravest."""
        errors: list[PositionError] = []
        for colour in (WHITE, BLACK):
            counts = self.counts(colour)
            if not isinstance(counts, tuple) or len(counts) != 24:
                errors.append(
                    PositionError(f"{colour.value}: 24 counts expected", reason="counts-length", colour=colour)
                )
                return errors
            for step, count in enumerate(counts, start=1):
                if count < 0:
                    name = point_of_step(colour, step).name
                    message = f"{colour.value} has {count} dames on {name}"
                    errors.append(NegativeCountError(message, colour=colour, count=count, point=name))
            total = sum(counts)
            if total > DAMES:
                message = f"{colour.value} has {total} dames on the board (at most 15)"
                errors.append(TooManyDamesError(message, colour=colour, count=total))
        if errors:
            return errors
        for step in range(1, 25):
            if self.white[step - 1] and self.black[24 - step]:
                name = point_of_step(WHITE, step).name
                errors.append(BothColoursOnPointError(f"both colours have dames on {name}", point=name))
        for colour in (WHITE, BLACK):
            counts = self.counts(colour)
            coin = point_of_step(colour, COIN).name
            if counts[COIN - 1] == 1:
                errors.append(
                    LoneDameOnCoinError(f"a single {colour.value} dame on its coin {coin}", colour=colour, point=coin)
                )
            if counts[OPPONENT_COIN_STEP - 1]:
                theirs = point_of_step(colour, OPPONENT_COIN_STEP).name
                message = f"{colour.value} dames on the opponent's coin {theirs}"
                errors.append(OpponentCoinError(message, colour=colour, point=theirs))
        if self.throws is not None and (len(self.throws) != 2 or min(self.throws) < 0):
            errors.append(PositionError(f"bad relevé throw counts {self.throws!r}", reason="releve-counts"))
        return errors

    def is_legal(self) -> bool:
        return not self.problems()

    def warnings(self) -> list[PositionWarning]:
        """Return what makes a position the tablier allows one that no throw is played from (empty: none).

        A side with no dame on the tablier has borne them all off: the dames are
        relevées at once (Lois et règles, art. VIII), so nothing is played or scored here
        (:func:`notation.rules.scoring.score` scores nothing).

        >>> [str(w) for w in Position.from_points({}, {"B1": 15}).warnings()]
        ['Blanc has borne off every dame: the dames go back to the talons (a relevé), no throw is played here']
        """
        empty = [colour for colour in (WHITE, BLACK) if not any(self.counts(colour))]
        if len(empty) == 2:
            return [
                ReleveDueWarning(
                    "no dame on the tablier: no throw is played here",
                    "aucune dame sur le tablier\u202f: aucun coup ne se joue ici",
                )
            ]
        return [
            ReleveDueWarning(
                f"{colour.french} has borne off every dame: the dames go back to the talons (a relevé), "
                "no throw is played here",
                f"{colour.french} a sorti toutes ses dames\u202f: on relève les dames et on les remet au talon, "
                "aucun coup ne se joue ici",
            )
            for colour in empty
        ]


# Position.unchecked sets the slots through their descriptors: the engine builds a position per play it
# looks at, and object.__setattr__ (which the frozen dataclass needs otherwise) costs twice as much.
_new_object = object.__new__
_set_white = Position.__dict__["white"].__set__
_set_black = Position.__dict__["black"].__set__
_set_to_move = Position.__dict__["to_move"].__set__
_set_throws = Position.__dict__["throws"].__set__

Position.START = Position.start()
