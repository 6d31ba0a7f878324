"""Write game records (docs/record-format.md): the canonical text of a :class:`GameRecord`.

One turn a line; a turn's annotations follow its play in a fixed order
(glyphs, école claims, marked points, arrows, comments, variations), so
``read_record(write_record(record)) == record`` for every record the writer accepts.

>>> from notation.board import WHITE
>>> from notation.dice import Throw
>>> turn = Turn(1, WHITE, Throw(5, 3), moves=((1, 6), (1, 4)))
>>> print(write_record(GameRecord((("Blanc", "Lepeintre"),), (), (turn,))))
%trictrac 1
[Blanc "Lepeintre"]
<BLANKLINE>
1. B 5-3 B1-B6 B1-B4
<BLANKLINE>
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from notation.board import WHITE, Colour, Point, point_of_step
from notation.ecrire import Bredouille
from notation.errors import TrictracError
from notation.notations import Notation, Orientation, point_name
from notation.record.model import (
    GLYPHS,
    MAX_VARIATION_DEPTH,
    Element,
    GameRecord,
    MarqueEnd,
    MarqueStart,
    ReleveElement,
    Turn,
)
from notation.record.reader import VERSION, find_stray

__all__ = ["UnwritableRecordError", "format_moves", "write_record", "write_records"]

_TAG_NAME = re.compile(r"[^\W\d]\w*")


class UnwritableRecordError(TrictracError):
    """Raised for a record the format cannot hold (a line break in a tag value, a move no step names…)."""

    code = "unwritable-record"


@lru_cache(maxsize=64)
def _names(notation: Notation, orientation: Orientation) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Return the step → name tables on White's and on Black's path (index 0 unused)."""
    white, black = (
        ("", *(point_name(point_of_step(colour, step), notation, orientation) for step in range(1, 26)))
        for colour in (WHITE, WHITE.opponent)
    )
    return white, black


def format_moves(
    moves: tuple[tuple[int, int], ...], colour: Colour, notation: Notation, orientation: Orientation | None = None
) -> str:
    """Return the moves (steps on ``colour``'s path) as the record writes them.

    ``B1-B7 B1-B6``; empty for no move."""
    names = _names(notation, orientation or Orientation())[0 if colour is WHITE else 1]
    return " ".join(f"{names[a] if 1 <= a <= 25 else a}-{names[b] if 1 <= b <= 25 else b}" for a, b in moves)


_PLACES = {"a comment": "comment", "a player's name": "name", "a tag value": "tag"}
"""The places a text is written, by the English words of the message: the code of the ``place`` field."""


def _refuse_stray(text: str, what: str) -> None:
    index = find_stray(text)
    if index >= 0:
        raise UnwritableRecordError(
            f"{what} cannot hold the control or format character U+{ord(text[index]):04X}: {text!r}",
            reason="stray-character",
            place=_PLACES.get(what, what),
            character=f"U+{ord(text[index]):04X}",
            text=text,
        )


def _quote(text: str, what: str) -> str:
    if "\n" in text or "\r" in text:
        raise UnwritableRecordError(
            f"{what} cannot hold a line break: {text!r}", reason="line-break", place=_PLACES.get(what, what), text=text
        )
    _refuse_stray(text, what)
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _comment(text: str) -> str:
    if "}" in text:
        raise UnwritableRecordError(f"a comment cannot hold '}}': {text!r}", reason="brace-in-comment", text=text)
    _refuse_stray(text, "a comment")
    return "{" + text + "}"


class _Writer:
    def __init__(self, record: GameRecord) -> None:
        self.notation = record.notation
        self.orientation = record.orientation
        self.names = _names(self.notation, self.orientation)

    def point(self, point: Point) -> str:
        return point_name(point, self.notation, self.orientation)

    def turn(self, turn: Turn, depth: int = 0) -> str:
        colour = turn.colour
        parts = [f"{turn.number}. {colour.letter} {turn.throw.high}-{turn.throw.low}"]
        if turn.declared is not None:
            parts.append(f"({turn.declared})")
        if turn.leave is not None:
            parts.append("s'en va" if turn.leave else "tient")
        if turn.moves is not None:
            if not turn.moves:
                parts.append("--")
            names = self.names[0 if colour is WHITE else 1]
            for origin, target in turn.moves:
                if not (1 <= origin <= 24 and 1 <= target <= 25):
                    raise UnwritableRecordError(
                        f"no move from step {origin} to step {target}",
                        reason="no-such-move",
                        origin=origin,
                        target=target,
                    )
                parts.append(f"{names[origin]}-{names[target]}")
        if turn.given is not None:
            if turn.moves is None:
                raise UnwritableRecordError(
                    "the opponent marks after the play: a turn with given points has a play",
                    reason="given-without-play",
                )
            parts.append(f"({colour.opponent.letter} {turn.given})")
        for number, glyph in enumerate(turn.glyphs):
            if glyph not in GLYPHS:
                raise UnwritableRecordError(
                    f"unknown glyph {glyph!r} (known: {' '.join(GLYPHS)})",
                    reason="unknown-glyph",
                    glyph=glyph,
                    glyphs=" ".join(GLYPHS),
                )
            if number == 0:
                parts[-1] += glyph
            else:
                parts.append(glyph)
        parts.extend(f"école {claim.colour.letter} {claim.points}" for claim in turn.ecoles)
        parts.extend(f"@{self.point(point)}" for point in turn.points)
        parts.extend(f"@{self.point(arrow.origin)}>{self.point(arrow.target)}" for arrow in turn.arrows)
        parts.extend(_comment(comment) for comment in turn.comments)
        if turn.variations and depth >= MAX_VARIATION_DEPTH:
            raise UnwritableRecordError(
                f"variations nest {MAX_VARIATION_DEPTH} deep at most (turn {turn.number})",
                reason="variation-too-deep",
                limit=MAX_VARIATION_DEPTH,
                turn=turn.number,
            )
        for variation in turn.variations:
            parts.append("(" + " ".join(self.element(element, depth + 1) for element in variation) + ")")
        return " ".join(parts)

    def element(self, element: Element, depth: int = 0) -> str:
        if isinstance(element, Turn):
            return self.turn(element, depth)
        if isinstance(element, ReleveElement):
            parts = ["relevé"]
        elif isinstance(element, MarqueStart):
            parts = [f"marqué {element.number}"]
            if element.white is not None:
                parts.append("Blanc=" + _quote(element.white, "a player's name"))
            if element.black is not None:
                parts.append("Noir=" + _quote(element.black, "a player's name"))
        elif isinstance(element, MarqueEnd):
            parts = ["fin du marqué", _winner(element.winner, "refait")]
            parts.append(f"trous={element.trous[0]}/{element.trous[1]}")
            if element.bredouille is not Bredouille.SIMPLE:
                parts.append(f"bredouille={element.bredouille.value}")
            if element.refaits:
                parts.append(f"refaits={element.refaits}")
            if element.points:
                parts.append(f"points={element.points}")
        else:
            parts = ["fin de la partie", _winner(element.winner, "nulle")]
        parts.extend(_comment(comment) for comment in element.comments)
        return " ".join(parts)


def _winner(colour: Colour | None, none: str) -> str:
    return none if colour is None else f"gagnant={colour.letter}"


def write_record(record: GameRecord) -> str:
    """Write ``record`` as the format's text.

    :raises UnwritableRecordError: (a ``ValueError``) for what the format cannot hold (a ``}`` in a comment…).
    """
    writer = _Writer(record)
    lines = [f"%trictrac {VERSION}"]
    for name, value in record.tags:
        if not _TAG_NAME.fullmatch(name):
            raise UnwritableRecordError(f"a tag name is a word, not {name!r}", reason="tag-name", tag=name)
        lines.append(f"[{name} {_quote(value, 'a tag value')}]")
    lines.append("")
    lines.extend(_comment(comment) for comment in record.comments)
    lines.extend(writer.element(element) for element in record.elements)
    lines.append("")
    return "\n".join(lines)


def write_records(records: Iterable[GameRecord]) -> str:
    """Write several records, one after another (each with its version line), as an archive file holds them."""
    return "\n".join(write_record(record) for record in records)
