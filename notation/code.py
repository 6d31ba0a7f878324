"""The one-line position code, in the spirit of chess's FEN: parse, format and find (docs/position-code.md).

A code lists Blanc's dames then Noir's in B/N names, the colour to move, and
optionally the dice, the score state and the relevé's throw counts::

    B1:13,B6,B7/N1:15 N releve=1/0

``start`` stands for the starting position (fifteen dames on each talon,
Blanc to move, no throw made yet: throw counts ``(0, 0)``).

>>> setup = parse_code("B1:13,B6,B7/N1:15 N 4-2 releve=1/0")
>>> setup.position.points(WHITE), setup.dice
({'B1': 13, 'B6': 1, 'B7': 1}, Throw(high=4, low=2))
>>> format_code(Position.start())
'start'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from notation.board import (
    BLACK,
    DAMES,
    WHITE,
    Colour,
    Position,
    PositionError,
    PositionWarning,
    point_of_step,
    step_of,
)
from notation.dice import Throw
from notation.errors import TrictracError
from notation.scoreboard import PlayerScore, ScoreState, ScoreWarning

__all__ = ["CodeError", "Setup", "find_codes", "format_code", "parse_code"]

START = "start"
"""The keyword for the starting position."""

_MAX_POINTS = 11
"""Points of a jeu run 0–11 (:class:`notation.scoreboard.PlayerScore`)."""
_MAX_DIGITS = 9
"""Longest number read for trous and throw counts."""

_POINT = re.compile(r"([BN])([0-9]+)")
_DIGITS = re.compile(r"[0-9]+")
_DICE = re.compile(r"([0-9])-([0-9])")
_PAIR = re.compile(r"([0-9]+)/([0-9]+)")

_TURN_EXPECTED = "the colour to move: B (Blanc) or N (Noir)"
_FIELD_EXPECTED = "a throw such as 6-5, or points=, trous=, bredouille=, pavillon=, releve="
_START_EXPECTED = "'start' or the dames: Blanc's points, '/', Noir's points (such as B1:15/N1:15)"

_KEYS = {
    "points": "points",
    "trous": "trous",
    "bredouille": "bredouille",
    "pavillon": "pavillon",
    "releve": "releve",
    "relevé": "releve",
}
_SCORE_KEYS = ("points", "trous", "bredouille", "pavillon")


class CodeError(TrictracError):
    """Raised for text that is not a position code; ``column`` (1-based) is where the reader stopped.

    The message says what was expected there.
    """

    code = "bad-code"

    def __init__(self, message: str, column: int, **fields: object) -> None:
        super().__init__(message, column=column, **fields)
        self.args = (f"column {column}: {message}",)
        self.column = column


@dataclass(frozen=True, slots=True)
class Setup:
    """What a position code holds: the position (with its relevé throw counts), and optionally dice and score."""

    position: Position
    dice: Throw | None = None
    score: ScoreState | None = None

    def warnings(self) -> list[PositionWarning | ScoreWarning]:
        """Return what the code holds that the laws allow on the tablier but no partie reaches (empty: none).

        A side with every dame off (:meth:`Position.warnings`), and a score
        state no marking reaches (:meth:`ScoreState.warnings`): the code is
        read, and these say what is wrong with it.

        >>> [str(w) for w in parse_code("start points=8/0").warnings()]
        ["Blanc has 8 points and Noir none, so Blanc marked them d'affilée: he must be en bredouille"]
        """
        found: list[PositionWarning | ScoreWarning] = list(self.position.warnings())
        if self.score is not None:
            found.extend(self.score.warnings())
        return found


_START_COUNTS = (DAMES,) + (0,) * 23
_COLOUR_OF_LETTER = {"B": WHITE, "N": BLACK}


# -- formatting ---------------------------------------------------------------


def _side(position: Position, colour: Colour) -> str:
    entries = [name if count == 1 else f"{name}:{count}" for name, count in position.points(colour).items()]
    return ",".join(entries) or "-"


def _is_start(position: Position) -> bool:
    return position.white == _START_COUNTS and position.black == _START_COUNTS and position.throws == (0, 0)


def format_code(position: Position, dice: Throw | None = None, score: ScoreState | None = None) -> str:
    """Return the canonical code of a position, with the dice and the score state when given.

    >>> format_code(Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15}, BLACK, (1, 0)))
    'B1:13,B6,B7/N1:15 N releve=1/0'
    >>> format_code(Position.start(), Throw(6, 5), ScoreState(PlayerScore(4, 1, True), PlayerScore(), BLACK))
    'start 6-5 points=4/0 trous=1/0 bredouille=B pavillon=N'
    """
    start = _is_start(position)
    if start:
        parts = [START] if position.to_move is WHITE else [START, position.to_move.letter]
    else:
        parts = [f"{_side(position, WHITE)}/{_side(position, BLACK)}", position.to_move.letter]
    if dice is not None:
        parts.append(dice.code())
    if score is not None:
        parts.append(f"points={score.white.points}/{score.black.points}")
        parts.append(f"trous={score.white.trous}/{score.black.trous}")
        holders = "".join(colour.letter for colour in (WHITE, BLACK) if score.of(colour).bredouille)
        if holders:
            parts.append(f"bredouille={holders}")
        if score.pavillon is not None:
            parts.append(f"pavillon={score.pavillon.letter}")
    if position.throws is not None and not start:
        parts.append(f"releve={position.throws[0]}/{position.throws[1]}")
    return " ".join(parts)


# -- parsing ------------------------------------------------------------------


def _parse_side(text: str, offset: int, colour: Colour, limit: int = DAMES) -> list[int]:
    """Read one colour's dames (``B1:13,B6`` or ``-``) found at ``offset`` of the code; 24 counts by step."""
    counts = [0] * 24
    who = colour.french
    if text == "-":
        return counts
    if not text:
        raise CodeError(
            f"expected {who}'s dames: points such as B1:13,B6 or '-' for none",
            offset + 1,
            reason="side-expected",
            colour=colour,
        )
    index = 0
    while True:
        match = _POINT.match(text, index)
        if match is None:
            raise CodeError(
                f"expected a point of {who}'s dames, B1–B12 or N1–N12",
                offset + index + 1,
                reason="point-expected",
                colour=colour,
            )
        digits = match.group(2)
        name = match.group(0)
        if digits == "0":
            message = f"{name} is the bande de sortie: dames off are not listed (15 minus those listed)"
            raise CodeError(message, offset + index + 1, reason="bande-de-sortie", point=name)
        if digits[0] == "0" or len(digits) > 2 or int(digits) > 12:
            raise CodeError(
                f"no point {name}: expected B1–B12 or N1–N12", offset + index + 1, reason="no-point", point=name
            )
        side = _COLOUR_OF_LETTER[match.group(1)]
        point = point_of_step(side, int(digits))
        step = step_of(colour, point)
        if counts[step - 1]:
            raise CodeError(
                f"{name} is listed twice for {who}", offset + index + 1, reason="point-twice", colour=colour, point=name
            )
        index = match.end()
        count = 1
        if index < len(text) and text[index] == ":":
            number = _DIGITS.match(text, index + 1)
            if number is None:
                raise CodeError(
                    f"expected the number of {who}'s dames on {name} after ':'",
                    offset + index + 2,
                    reason="count-expected",
                    colour=colour,
                    point=name,
                )
            value = number.group(0)
            if len(value) > 2 or not 1 <= int(value) <= limit:
                raise CodeError(
                    f"expected 1 to {limit} dames on {name}, not {value}",
                    offset + index + 2,
                    reason="count-range",
                    point=name,
                    limit=limit,
                    value=value,
                )
            count = int(value)
            index = number.end()
        counts[step - 1] = count
        if index == len(text):
            return counts
        if text[index] != ",":
            after = "',' then the next point" + (" or '/' then Noir's dames" if colour is WHITE else "")
            raise CodeError(f"expected {after}", offset + index + 1, reason="separator-expected", colour=colour)
        index += 1


def _parse_pair(value: str, offset: int, key: str, limit: int | None) -> tuple[int, int]:
    match = _PAIR.fullmatch(value)
    if match is None:
        raise CodeError(
            f"expected {key}=WHITE/BLACK, two numbers such as {key}=2/0", offset + 1, reason="pair-expected", key=key
        )
    numbers = []
    for group in (1, 2):
        digits = match.group(group)
        column = offset + match.start(group) + 1
        if len(digits) > _MAX_DIGITS:
            raise CodeError(
                f"{key}: a number of at most {_MAX_DIGITS} digits",
                column,
                reason="too-many-digits",
                key=key,
                limit=_MAX_DIGITS,
            )
        number = int(digits)
        if limit is not None and number > limit:
            raise CodeError(
                f"{key}: expected 0 to {limit}, not {number}",
                column,
                reason="number-range",
                key=key,
                limit=limit,
                value=number,
            )
        numbers.append(number)
    return numbers[0], numbers[1]


def _parse_holders(value: str, offset: int, key: str, many: bool) -> frozenset[Colour]:
    if value == "-":
        return frozenset()
    allowed = ("B", "N", "BN") if many else ("B", "N")
    if value not in allowed:
        expected = "B, N, BN or -" if many else "B, N or -"
        raise CodeError(f"{key}: expected {expected}", offset + 1, reason="colours-expected", key=key, many=many)
    return frozenset(_COLOUR_OF_LETTER[letter] for letter in value)


def _tokens(text: str) -> list[tuple[int, str]]:
    return [(match.start(), match.group(0)) for match in re.finditer(r"\S+", text)]


def parse_code(text: str, *, check: bool = True) -> Setup:
    """Read a position code (with its dice and score, when given).

    Syntax errors are :class:`CodeError`; a well-formed code whose position
    breaks a law of the tablier raises the board's
    :class:`~notation.board.PositionError` subclass — unless ``check`` is
    false, for an editor that holds illegal positions (then up to 99 dames may
    be listed on a point, and ``Position.problems()`` says what is wrong).
    What the laws allow but no partie reaches — a side with every dame off,
    a score state no marking reaches — is read either way and reported by
    :meth:`Setup.warnings`.

    :raises CodeError: for text that is not a position code (with its column).
    :raises PositionError: for a position that breaks a law of the tablier (with ``check``).

    >>> parse_code("start").position == Position.start()
    True
    >>> parse_code("B1:15/N1:15 W")
    Traceback (most recent call last):
    ...
    notation.code.CodeError: column 13: expected the colour to move: B (Blanc) or N (Noir)
    """
    if not isinstance(text, str):
        raise CodeError("expected the code as text", 1, reason="not-text")
    tokens = _tokens(text)
    end = len(text) + 1
    if not tokens:
        raise CodeError(f"expected {_START_EXPECTED}", end if text else 1, reason="start-expected")
    first_at, first = tokens[0]
    rest = tokens[1:]
    to_move: Colour | None = None
    throws: tuple[int, int] | None = None
    if first == START:
        white, black = list(_START_COUNTS), list(_START_COUNTS)
        throws = (0, 0)
        if rest and rest[0][1] in _COLOUR_OF_LETTER:
            to_move = _COLOUR_OF_LETTER[rest[0][1]]
            rest = rest[1:]
        else:
            to_move = WHITE
    else:
        slash = first.find("/")
        if slash < 0:
            if _POINT.match(first) or first == "-":
                raise CodeError("expected '/' then Noir's dames", first_at + len(first) + 1, reason="slash-expected")
            raise CodeError(f"expected {_START_EXPECTED}", first_at + 1, reason="start-expected")
        limit = DAMES if check else 99
        white = _parse_side(first[:slash], first_at, WHITE, limit)
        black = _parse_side(first[slash + 1 :], first_at + slash + 1, BLACK, limit)
        if not rest:
            raise CodeError(f"expected {_TURN_EXPECTED}", end, reason="turn-expected")
        turn_at, turn = rest[0]
        if turn not in _COLOUR_OF_LETTER:
            raise CodeError(f"expected {_TURN_EXPECTED}", turn_at + 1, reason="turn-expected")
        to_move = _COLOUR_OF_LETTER[turn]
        rest = rest[1:]
    dice: Throw | None = None
    seen: dict[str, int] = {}
    pairs: dict[str, tuple[int, int]] = {}
    holders: dict[str, frozenset[Colour]] = {}
    for at, token in rest:
        dice_match = _DICE.fullmatch(token)
        if dice_match is not None:
            if "dice" in seen:
                raise CodeError("the dice are given twice", at + 1, reason="dice-twice")
            seen["dice"] = at
            high, low = int(dice_match.group(1)), int(dice_match.group(2))
            if not (1 <= high <= 6 and 1 <= low <= 6):
                raise CodeError("expected dice showing 1 to 6, such as 6-5", at + 1, reason="dice-range")
            dice = Throw(high, low)
            continue
        key, equals, value = token.partition("=")
        if not equals or key not in _KEYS:
            raise CodeError(f"expected {_FIELD_EXPECTED}", at + 1, reason="field-expected")
        field = _KEYS[key]
        if field in seen:
            raise CodeError(f"{field}= is given twice", at + 1, reason="field-twice", key=field)
        seen[field] = at
        value_at = at + len(key) + 1
        if field == "points":
            pairs[field] = _parse_pair(value, value_at, key, _MAX_POINTS)
        elif field in ("trous", "releve"):
            pairs[field] = _parse_pair(value, value_at, key, None)
        else:
            holders[field] = _parse_holders(value, value_at, key, many=field == "bredouille")
    if "releve" in pairs:
        throws = pairs["releve"]
    score: ScoreState | None = None
    if any(key in seen for key in _SCORE_KEYS):
        points = pairs.get("points", (0, 0))
        trous = pairs.get("trous", (0, 0))
        bredouille = holders.get("bredouille", frozenset())
        pavillon = holders.get("pavillon", frozenset())
        score = ScoreState(
            PlayerScore(points[0], trous[0], WHITE in bredouille),
            PlayerScore(points[1], trous[1], BLACK in bredouille),
            next(iter(pavillon)) if pavillon else None,
        )
    if not check:
        return Setup(Position.unchecked(tuple(white), tuple(black), to_move, throws), dice, score)
    try:
        position = Position(tuple(white), tuple(black), to_move, throws)
    except PositionError as error:
        raise type(error)(f"illegal position: {error}", **error.fields) from error
    return Setup(position, dice, score)


# -- finding ------------------------------------------------------------------

_OPENERS = "([{<\"'`«“‘"
_CLOSERS = ")]}>\"'`»”’.,;:!?"
_BOARD_SHAPE = re.compile(r"[-BN0-9:,]+/[-BN0-9:,]+")
_FIELD_SHAPE = re.compile(r"[BN]|[0-9]-[0-9]|(?:points|trous|bredouille|pavillon|releve|relevé)=\S+")


def _is_field(token: str) -> bool:
    return _FIELD_SHAPE.fullmatch(token) is not None


def find_codes(text: str) -> list[Setup]:
    """Return the position codes found in ``text`` (for "paste anything"), in order.

    What does not parse is skipped.

    A code lies on one line, between spaces, quotes, backticks or brackets,
    and a sentence's closing punctuation ends it.  The bare word ``start``
    counts only when quoted, alone on its line, or followed by code fields
    (so "at the start of the game" finds nothing).

    >>> [setup.position.points(WHITE) for setup in find_codes("Play `B1:13,B6,B7/N1:15 N` now.")]
    [{'B1': 13, 'B6': 1, 'B7': 1}]
    >>> find_codes("at the start of the game")
    []
    """
    found: list[Setup] = []
    for line in text.splitlines():
        raw = [token for _, token in _tokens(line)]
        stripped = [token.lstrip(_OPENERS).rstrip(_CLOSERS) for token in raw]
        closed = [token.rstrip(_CLOSERS) != token for token in raw]
        index = 0
        while index < len(raw):
            head = stripped[index]
            if head != START and _BOARD_SHAPE.fullmatch(head) is None:
                index += 1
                continue
            stop = index + 1
            while stop < len(raw) and not closed[stop - 1] and _is_field(stripped[stop]):
                stop += 1
            setup: Setup | None = None
            for length in range(stop - index, 0, -1):
                if head == START and length == 1:
                    quoted = raw[index][:1] in _OPENERS and raw[index] != head
                    alone = line.strip().lstrip(_OPENERS).rstrip(_CLOSERS) == START
                    if not (quoted or alone):
                        break
                try:
                    setup = parse_code(" ".join(stripped[index : index + length]))
                except (CodeError, PositionError):
                    continue
                stop = index + length
                break
            if setup is None:
                index += 1
            else:
                found.append(setup)
                index = stop
    return found
