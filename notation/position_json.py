"""The position as JSON, beside the position code (:mod:`notation.code`): read, write, and the JSON reader.

The form is the command line's (docs/design.md, "The command-line contract")::

    {"white": {"B1": 13, "B6": 1, "B7": 1}, "black": {"N1": 15}, "to_move": "black",
     "throws": {"white": 2, "black": 2}, "dice": "6-5", "previous_dice": "4-2",
     "conventions": {"margot": true}}

— dames per point in B/N for each colour (absent points are empty, dames off are
15 minus those listed; both colours are given, ``{}`` for one with no dame on the
board, as the code writes ``-``: an empty ``{}`` is refused, not read as a board
without dames), the colour to move, and optionally the throws each
side has made in the current relevé, the dice, the previous throw and the
conventions (:meth:`Conventions.from_mapping`).

:func:`load_json` is the one reading of JSON text the command line and the
studio share: nesting deeper than :data:`MAX_JSON_DEPTH` is refused before
decoding (no recursion runs away), ``NaN`` and ``Infinity`` are not numbers,
numbers out of range (``1e999``, integers of more than 18 digits) are refused,
and every error is one line with its line and column.

>>> given = parse_position_json('{"white": {"B1": 13, "B6": 1, "B7": 1}, "black": {"N1": 15}, "to_move": "black"}')
>>> given.position.points(BLACK), given.dice
({'N1': 15}, None)
>>> format_position_json(PositionJson(Position.start(), dice=Throw(6, 5)))
'{"white": {"B1": 15}, "black": {"N1": 15}, "to_move": "white", "throws": {"white": 0, "black": 0}, "dice": "6-5"}'
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any, NoReturn

from notation.board import BLACK, WHITE, Colour, Position
from notation.dice import Throw
from notation.errors import TrictracError
from notation.rules.conventions import DEFAULT, Conventions
from notation.scoreboard import ScoreState

__all__ = [
    "MAX_JSON_DEPTH",
    "MAX_RELEVE_THROWS",
    "JsonError",
    "PositionCodeError",
    "PositionJson",
    "format_position_json",
    "json_flag",
    "json_text",
    "json_whole",
    "load_json",
    "parse_position",
    "parse_position_json",
    "position_from_json",
]

MAX_JSON_DEPTH = 32
"""The deepest nesting of objects and lists a JSON input may have; the formats need at most four."""

MAX_RELEVE_THROWS = 9_999
"""The most throws a position may say each side made in the current relevé."""

_FIELDS = frozenset({"white", "black", "to_move", "throws", "conventions", "dice", "previous_dice"})


class JsonError(TrictracError):
    """Raised for JSON text that cannot be read, or a value in it of the wrong kind or out of range.

    ``what`` names the input or the value at fault (``position``, ``marks``, ``position JSON: white B1``…);
    ``line`` and ``column`` (1-based) say
    where the reader stopped when the text itself is at fault, else they are ``None``.
    """

    code = "bad-json"

    def __init__(
        self, message: str, what: str, line: int | None = None, column: int | None = None, **fields: object
    ) -> None:
        super().__init__(message, what=what, line=line, column=column, **fields)
        self.what = what
        self.line = line
        self.column = column


class PositionCodeError(TrictracError):
    """Raised by :func:`parse_position` for text that is no position code.

    ``column`` (1-based) is where the reader stopped, when known, and ``__cause__`` the engine's error
    (:class:`notation.code.CodeError`…)."""

    code = "bad-position-code"

    def __init__(self, message: str, column: int | None = None, **fields: object) -> None:
        super().__init__(message, column=column, **fields)
        self.column = column


@dataclass(frozen=True, slots=True)
class PositionJson:
    """What the position JSON holds.

    The position (with its relevé throw counts), and optionally the dice, the previous throw and the conventions;
    ``score``, the score state a position code carries (``points=… trous=…``: the JSON has none)."""

    position: Position
    conventions: Conventions = DEFAULT
    dice: Throw | None = None
    previous_dice: Throw | None = None
    score: ScoreState | None = None


# -- the JSON reader ------------------------------------------------------------

# Strings (skipped whole, escapes and all, to their end even when unterminated, so that no match fails and
# the scan stays linear) and the brackets that nest.
_JSON_NESTING = re.compile(r'"(?:[^"\\]|\\.|\\\Z)*(?:"|\Z)|[\[\]{}]', re.DOTALL)


class _NumberError(TrictracError):
    """A number :func:`json.loads` handed back that is none (``NaN``) or out of range; caught in :func:`load_json`."""

    code = "json-number"


def _line_column(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _refuse_constant(name: str) -> NoReturn:
    raise _NumberError(f"{name} is not a JSON number")


def _bounded_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NumberError(f"the number {text} is out of range")
    return value


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 18:
        raise _NumberError(f"the number {text[:24]}{'…' if len(text) > 24 else ''} is out of range")
    return int(text)


def load_json(text: str, what: str) -> Any:
    """Decode JSON ``text`` for the input ``what`` (position, marks, sheet…).

    Refused with a one-line :class:`JsonError` giving line and column: bad syntax, nesting deeper than
    :data:`MAX_JSON_DEPTH` (checked before decoding), ``NaN``/``Infinity``, and numbers out of range.

    >>> load_json('{"a": [1, 2.5]}', "test")
    {'a': [1, 2.5]}
    >>> load_json("[NaN]", "test")
    Traceback (most recent call last):
      ...
    notation.position_json.JsonError: test JSON: NaN is not a JSON number
    """
    depth = 0
    for match in _JSON_NESTING.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                line, column = _line_column(text, match.start())
                raise JsonError(
                    f"{what} JSON: nested deeper than {MAX_JSON_DEPTH} levels at line {line} column {column}",
                    what,
                    line,
                    column,
                    reason="too-deep",
                    limit=MAX_JSON_DEPTH,
                )
        elif token in "]}":
            depth -= 1

    def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for key, value in pairs:
            if key not in found:
                found[key] = value
                continue
            # A key given twice: the last value would win silently.
            written = [m.start() for m in re.finditer(re.escape(json.dumps(key, ensure_ascii=False)) + r"\s*:", text)]
            line, column = _line_column(text, written[1]) if len(written) > 1 else (None, None)
            where = f" at line {line} column {column}" if line is not None else ""
            raise JsonError(
                f"{what} JSON: the key {key!r} is given twice{where}",
                what,
                line,
                column,
                reason="duplicate-key",
                key=key,
            )
        return found

    try:
        return json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_float=_bounded_float,
            parse_int=_bounded_int,
            object_pairs_hook=unique_keys,
        )
    except json.JSONDecodeError as error:
        message = error.msg.removesuffix(" at")  # "Unterminated string starting at"
        raise JsonError(
            f"{what} JSON: {message} at line {error.lineno} column {error.colno}",
            what,
            error.lineno,
            error.colno,
            reason="syntax",
        ) from None
    except _NumberError as error:
        raise JsonError(f"{what} JSON: {error}", what, reason="bad-number") from None
    except RecursionError:
        raise JsonError(f"{what} JSON: nested too deeply", what, reason="too-deep", limit=MAX_JSON_DEPTH) from None


# -- checked values -------------------------------------------------------------


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def json_whole(value: object, what: str, low: int, high: int) -> int:
    """Check that a JSON value is a whole number from ``low`` to ``high`` and return it.

    Never a bool, a float or text.

    >>> json_whole(True, "points", 0, 11)
    Traceback (most recent call last):
      ...
    notation.position_json.JsonError: points must be a whole number, not true
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise JsonError(
            f"{what} must be a whole number, not {_shown(value)}", what, reason="not-whole", value=_shown(value)
        )
    if not low <= value <= high:
        raise JsonError(
            f"{what} must be from {low} to {high}, not {value}",
            what,
            reason="out-of-range",
            value=value,
            low=low,
            high=high,
        )
    return value


def json_flag(value: object, what: str) -> bool:
    """Check that a JSON value is ``true`` or ``false`` and return it."""
    if not isinstance(value, bool):
        raise JsonError(f"{what} is true or false, not {_shown(value)}", what, reason="not-flag", value=_shown(value))
    return value


def json_text(value: object, what: str) -> str:
    """Check that a JSON value is a string and return it."""
    if not isinstance(value, str):
        raise JsonError(f"{what} must be text, not {_shown(value)}", what, reason="not-text", value=_shown(value))
    return value


# -- the position ---------------------------------------------------------------


def position_from_json(data: object) -> PositionJson:
    """Return the position of decoded position JSON (see the module's docstring).

    Raises :class:`JsonError`, whose message starts ``position JSON:`` and whose ``__cause__`` is the engine's error
    when the engine refused a value (a point, a colour, a throw, a convention, a position)."""
    if not isinstance(data, dict):
        raise JsonError(
            "position JSON must be an object with white, black and to_move", "position", reason="not-object"
        )
    unknown = set(data) - _FIELDS
    if unknown:
        raise JsonError(
            f"position JSON: unknown field {sorted(unknown)[0]!r}",
            "position",
            reason="unknown-field",
            field=sorted(unknown)[0],
        )
    try:
        white = data.get("white", {})
        black = data.get("black", {})
        if not isinstance(white, dict) or not isinstance(black, dict):
            raise JsonError(
                "position JSON: white and black map points (B1…N12) to numbers of dames",
                "position",
                reason="bad-points",
            )
        for colour, points in (("white", white), ("black", black)):
            for point, count in points.items():
                json_whole(count, f"position JSON: {colour} {point}", 0, 15)
        to_move = Colour.parse(json_text(data.get("to_move", "white"), "position JSON: to_move"))
        throws_data = data.get("throws")
        throws: tuple[int, int] | None = None
        if throws_data is not None:
            if not isinstance(throws_data, dict) or set(throws_data) != {"white", "black"}:
                raise JsonError('position JSON: throws is {"white": n, "black": n}', "position", reason="bad-throws")
            throws = (
                json_whole(throws_data["white"], "position JSON: throws.white", 0, MAX_RELEVE_THROWS),
                json_whole(throws_data["black"], "position JSON: throws.black", 0, MAX_RELEVE_THROWS),
            )
        conventions_data = data.get("conventions", {})
        if not isinstance(conventions_data, dict):
            raise JsonError("position JSON: conventions must be an object", "position", reason="bad-conventions")
        conventions = Conventions.from_mapping(conventions_data)
        dice_data, previous = data.get("dice"), data.get("previous_dice")
        dice = None if dice_data is None else Throw.parse(json_text(dice_data, "position JSON: dice"))
        previous_dice = None if previous is None else Throw.parse(json_text(previous, "position JSON: previous_dice"))
        position = Position.from_points(white, black, to_move, throws)
        missing = [side for side in ("white", "black") if side not in data]
        if missing:
            # {} (or a colour forgotten) is no board without dames on purpose: that one is {"white": {}, "black": {}}.
            raise JsonError(
                f"position JSON: {' and '.join(missing)} missing: give the dames of both colours (a board without "
                'dames is {"white": {}, "black": {}})',
                "position",
                reason="missing-side",
            )
    except JsonError:
        raise
    except ValueError as error:
        raise JsonError(f"position JSON: {error}", "position", reason="refused", cause=error) from error
    return PositionJson(position, conventions, dice, previous_dice)


def parse_position_json(text: str) -> PositionJson:
    """Read position JSON text (:func:`load_json`, then :func:`position_from_json`); raises :class:`JsonError`."""
    return position_from_json(load_json(text, "position"))


def parse_position(text: str) -> PositionJson:
    """Return a position as the command lines take it.

    Position JSON (text starting with ``{``) or a position code.

    Raises :class:`JsonError` for JSON, :class:`PositionCodeError` for a code, each on one line.

    >>> parse_position(" start N 6-5 ").dice
    Throw(high=6, low=5)
    >>> parse_position("B1:16/N1:15 B")
    Traceback (most recent call last):
      ...
    notation.position_json.PositionCodeError: position code, column 4: expected 1 to 15 dames on B1, not 16
    """
    from notation.code import CodeError, parse_code

    stripped = text.strip()
    if stripped.startswith("{"):
        return parse_position_json(stripped)
    try:
        setup = parse_code(stripped)
    except CodeError as error:
        raise PositionCodeError(
            f"position code, column {error.column}: {error.message}", error.column, cause=error
        ) from error
    except ValueError as error:
        raise PositionCodeError(f"position code: {error}", cause=error) from error
    return PositionJson(setup.position, DEFAULT, setup.dice, score=setup.score)


def format_position_json(given: PositionJson) -> str:
    """Return the position JSON of ``given``, on one line, fields that hold nothing left out.

    :func:`parse_position_json` reads it back to ``given``."""
    data: dict[str, object] = {
        "white": given.position.points(WHITE),
        "black": given.position.points(BLACK),
        "to_move": given.position.to_move.value,
    }
    if given.position.throws is not None:
        data["throws"] = {"white": given.position.throws[0], "black": given.position.throws[1]}
    conventions = given.conventions.to_mapping()
    if conventions:
        data["conventions"] = conventions
    if given.dice is not None:
        data["dice"] = given.dice.code()
    if given.previous_dice is not None:
        data["previous_dice"] = given.previous_dice.code()
    return json.dumps(data, ensure_ascii=False)
