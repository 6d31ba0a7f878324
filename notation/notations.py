"""Names of the flèches in every notation the product reads and writes (docs/rules.md §notations).

B/N (Dictionnaire raisonné), Soumille's capitals (1738), Lepeintre's lowercase (1818),
Levy's English B/W (Levy) and the T–11 count of Encyclopédie.  The letter
schemes depend on the figure, so every function takes an :class:`Orientation`.

The schemes, for the 24 flèches:

* **B/N** (Dictionnaire raisonné, entry NOTATION): ``B1``–``B12`` Blanc's side from his
  talon to his coin, ``N1``–``N12`` Noir's.  Independent of the figure.
* **Soumille** (Encyclopédie note 25): the 24 capitals
  ``A B C D E F G H I K L M N O P Q R S T V X Y Z &``; ``A`` is the talon at
  the top of the figure, ``&`` the one at the bottom.  The letters follow the
  top player's path: ``A``–``M`` his side from talon to coin, ``N``–``&``
  the bottom side from its coin back to its talon.
* **Lepeintre** (Encyclopédie note 26): the 24 lowercase
  ``a b c d e f g h i j k l m n o p q r s t u v x y``; ``a`` is the talon at
  the bottom, ``y`` the one at the top; the letters follow the bottom
  player's path.
* **Levy** (Levy): ``B1``–``B12`` is **Black**'s side, ``W1``–``W12``
  White's; Levy's ``B7`` is the dictionary's ``N7``.  Independent of the figure.
* **T–11** (Encyclopédie, "Numérotation des flèches"): each player counts the
  twelve flèches before him ``T, 1, 2, … 11`` (talon ``T``, coin ``11``), so
  T–11's ``n`` is B/N's ``n + 1``.  The count alone does not say whose side a
  flèche is on; **our choice**: the count is followed by the side's B/N
  letter, ``TB``, ``5B``, ``11N``.  The count comes first so that a T–11
  name can never be read as a B/N name (``B5`` is B/N, ``5B`` is T–11's
  name of ``B6``).

Where a letter scheme does not depend on the figure's left or right: letters
follow the dames' path, and the talons' side only mirrors the figure.  Only
the top colour changes Soumille's and Lepeintre's lettering.

The bande de sortie (``B0``: beside ``B1``, where Noir bears off; ``N0``:
beside ``N1``, where Blanc bears off) has no name in the old sources.  **Our
choice**, one rule for the letter schemes: the name of the talon it lies
beside followed by ``0``:

==========  ======  ======  ==============================
notation    ``B0``  ``N0``  rule
==========  ======  ======  ==============================
B/N         ``B0``  ``N0``  number 0 of the side
Levy        ``W0``  ``B0``  number 0 of the side (B = Black)
Soumille    ``&0``  ``A0``  talon letter + 0 (Noir at the top)
Lepeintre   ``a0``  ``y0``  talon letter + 0 (Blanc at the bottom)
T–11        ``SB``  ``SN``  ``S`` (sortie) + side letter
==========  ======  ======  ==============================

Renderers place flèches with :func:`row_of` and :func:`column_of` (and find
them back with :func:`point_at`).

>>> point_name(Point.from_name("B1"), Notation.SOUMILLE)
'&'
>>> point_name(Point.from_name("N7"), Notation.LEVY)
'B7'
>>> parse_point("11N", Notation.T11).name
'N12'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Literal

from notation.board import BLACK, WHITE, BadPointError, Colour, Point, point_of_step, step_of

__all__ = [
    "LEPEINTRE_LETTERS",
    "SOUMILLE_LETTERS",
    "Notation",
    "Orientation",
    "Row",
    "Side",
    "column_of",
    "names",
    "parse_point",
    "point_at",
    "point_name",
    "row_of",
    "steps_text",
]


class Notation(enum.Enum):
    BN = "bn"
    SOUMILLE = "soumille"
    LEPEINTRE = "lepeintre"
    LEVY = "levy"
    T11 = "t11"


class Side(enum.Enum):
    """Where the talons stand in a figure."""

    LEFT = "left"
    RIGHT = "right"


@dataclass(frozen=True, slots=True)
class Orientation:
    """How a figure shows the tablier: the colour whose side is at the top, and the talons' side.

    The default follows the dictionary's figures (Dictionnaire raisonné): Noir at the top.
    """

    top: Colour = BLACK
    talons: Side = Side.LEFT

    @property
    def bottom(self) -> Colour:
        """The colour whose side is at the bottom of the figure."""
        return self.top.opponent


SOUMILLE_LETTERS = "ABCDEFGHIKLMNOPQRSTVXYZ&"
"""Soumille's 24 capitals (no J, U, W), from the top talon along the top player's path (Encyclopédie note 25)."""
LEPEINTRE_LETTERS = "abcdefghijklmnopqrstuvxy"
"""Lepeintre's 24 lowercase letters (no w, z), from the bottom talon along the bottom player's path (note 26)."""

Row = Literal["top", "bottom"]

_LEVY_LETTER = {WHITE: "W", BLACK: "B"}
_T11_SORTIE = "S"


def _letters(notation: Notation, orientation: Orientation) -> tuple[str, Colour]:
    """Return the letter string of a letter notation and the colour whose path it follows."""
    if notation is Notation.SOUMILLE:
        return SOUMILLE_LETTERS, orientation.top
    return LEPEINTRE_LETTERS, orientation.bottom


def steps_text(
    colour: Colour,
    moves: tuple[tuple[int, int], ...],
    notation: Notation = Notation.BN,
    orientation: Orientation = Orientation(),
    dash: str = "-",
) -> str:
    """Return the moves of ``colour`` given as (from step, to step) pairs, named in ``notation``.

    ``""`` for none.

    >>> steps_text(WHITE, ((1, 7), (1, 6)))
    'B1-B7 B1-B6'
    >>> steps_text(BLACK, ((24, 25),), dash="–")  # Noir bears off from B1
    'B1–B0'
    """
    return " ".join(
        f"{point_name(point_of_step(colour, start), notation, orientation)}{dash}"
        f"{point_name(point_of_step(colour, end), notation, orientation)}"
        for start, end in moves
    )


def point_name(point: Point, notation: Notation = Notation.BN, orientation: Orientation = Orientation()) -> str:
    """Return the name of ``point`` (a flèche, or ``B0``/``N0`` for the bande de sortie) in ``notation``.

    >>> b6 = Point.from_name("B6")
    >>> [point_name(b6, notation) for notation in Notation]
    ['B6', 'T', 'f', 'W6', '5B']
    >>> point_name(b6, Notation.LEPEINTRE, Orientation(top=WHITE))
    's'
    """
    side, number = point.side, point.number
    if notation is Notation.BN:
        return point.name
    if notation is Notation.LEVY:
        return f"{_LEVY_LETTER[side]}{number}"
    if notation is Notation.T11:
        if number == 0:
            return f"{_T11_SORTIE}{side.letter}"
        count = "T" if number == 1 else str(number - 1)
        return f"{count}{side.letter}"
    letters, walker = _letters(notation, orientation)
    if number == 0:
        return point_name(Point(side, 1), notation, orientation) + "0"
    return letters[step_of(walker, point) - 1]


def _bad(text: str, notation: Notation, expected: str) -> BadPointError:
    return BadPointError(
        f"{text!r} is not a point in the {_TITLES[notation]} notation (expected {expected})",
        text,
        reason="not-in-notation",
        notation=_TITLES[notation],
    )


_TITLES = {
    Notation.BN: "B/N",
    Notation.SOUMILLE: "Soumille",
    Notation.LEPEINTRE: "Lepeintre",
    Notation.LEVY: "Levy",
    Notation.T11: "T–11",
}
_EXPECTED = {
    Notation.BN: "B1–B12 or N1–N12, or B0/N0 for the bande de sortie",
    Notation.SOUMILLE: "a capital A–Z without J, U, W, or &; a talon letter and 0 for the bande de sortie",
    Notation.LEPEINTRE: "a lowercase a–y without w; a talon letter and 0 for the bande de sortie",
    Notation.LEVY: "B1–B12 (Black's side) or W1–W12 (White's), or B0/W0 for the bande de sortie",
    Notation.T11: "T or 1–11 then the side's letter B or N, such as TB or 11N; SB/SN for the bande de sortie",
}


def _side_number(text: str, letters: dict[str, Colour], notation: Notation, original: str) -> Point:
    """Read ``<letter><0–12>`` (B/N and Levy)."""
    if len(text) < 2 or text[0] not in letters or not text[1:].isascii() or not text[1:].isdigit():
        raise _bad(original, notation, _EXPECTED[notation])
    digits = text[1:]
    if len(digits) > 2 or (len(digits) == 2 and digits[0] == "0") or int(digits) > 12:
        raise _bad(original, notation, _EXPECTED[notation])
    return Point(letters[text[0]], int(digits))


def parse_point(text: str, notation: Notation = Notation.BN, orientation: Orientation = Orientation()) -> Point:
    """Read a point's name in ``notation``.

    It raises :class:`~notation.board.BadPointError` with what was expected.

    B/N, Levy and T–11 names are read in either case and may carry spaces
    around them; Soumille's letters must be capitals and Lepeintre's
    lowercase (the case is what tells the two apart).

    >>> parse_point("&", Notation.SOUMILLE).name, parse_point("y0", Notation.LEPEINTRE).name
    ('B1', 'N0')
    >>> try:
    ...     parse_point("J", Notation.SOUMILLE)
    ... except BadPointError as error:
    ...     print(str(error).split(" (")[0])
    'J' is not a point in the Soumille notation
    """
    if not isinstance(text, str):
        raise BadPointError(f"{text!r} is not a point name (expected text)", repr(text), reason="not-text")
    raw = text.strip()
    if notation is Notation.BN:
        return _side_number(raw.upper(), {"B": WHITE, "N": BLACK}, notation, text)
    if notation is Notation.LEVY:
        return _side_number(raw.upper(), {"W": WHITE, "B": BLACK}, notation, text)
    if notation is Notation.T11:
        compact = "".join(raw.split()).upper()
        if len(compact) < 2 or compact[-1] not in "BN":
            raise _bad(text, notation, _EXPECTED[notation])
        side = WHITE if compact[-1] == "B" else BLACK
        count = compact[:-1]
        if count == _T11_SORTIE:
            return Point(side, 0)
        if count == "T":
            return Point(side, 1)
        if not count.isascii() or not count.isdigit() or count[0] == "0" or len(count) > 2 or int(count) > 11:
            raise _bad(text, notation, _EXPECTED[notation])
        return Point(side, int(count) + 1)
    letters, walker = _letters(notation, orientation)
    if len(raw) == 2 and raw[1] == "0" and raw[0] in letters:
        talon = point_of_step(walker, letters.index(raw[0]) + 1)
        if talon.number == 1:
            return Point(talon.side, 0)
        raise _bad(text, notation, f"a talon letter before 0 for the bande de sortie: {letters[0]}0 or {letters[-1]}0")
    if len(raw) != 1 or raw not in letters:
        raise _bad(text, notation, _EXPECTED[notation])
    return point_of_step(walker, letters.index(raw) + 1)


def names(notation: Notation, orientation: Orientation = Orientation()) -> dict[Point, str]:
    """Return the names of the 24 flèches in ``notation``: ``B1``–``B12`` then ``N1``–``N12`` as keys.

    >>> "".join(names(Notation.SOUMILLE).values())
    '&ZYXVTSRQPONABCDEFGHIKLM'
    """
    return {
        Point(side, number): point_name(Point(side, number), notation, orientation)
        for side in (WHITE, BLACK)
        for number in range(1, 13)
    }


def row_of(point: Point, orientation: Orientation = Orientation()) -> Row:
    """Return the figure's row holding ``point`` (or its bande de sortie): ``'top'`` or ``'bottom'``.

    >>> row_of(Point.from_name("N3")), row_of(Point.from_name("N3"), Orientation(top=WHITE))
    ('top', 'bottom')
    """
    return "top" if point.side is orientation.top else "bottom"


def column_of(point: Point, orientation: Orientation = Orientation()) -> int:
    """Return the column (0–11, from the figure's left) of a flèche; both talons share a column.

    The bande de sortie (number 0) lies beyond the talons' column, outside the
    twelve: it raises :class:`~notation.board.BadPointError`.

    >>> column_of(Point.from_name("B1")), column_of(Point.from_name("N12"))
    (0, 11)
    >>> column_of(Point.from_name("B1"), Orientation(talons=Side.RIGHT))
    11
    """
    if point.number == 0:
        raise BadPointError(
            f"{point.name} is the bande de sortie, beside the talons, in no column",
            reason="bande-de-sortie",
            point=point.name,
        )
    if orientation.talons is Side.LEFT:
        return point.number - 1
    return 12 - point.number


def point_at(row: Row, column: int, orientation: Orientation = Orientation()) -> Point:
    """Return the flèche at ``row`` and ``column`` (0–11 from the figure's left).

    The inverse of row_of/column_of.

    >>> point_at("bottom", 6).name
    'B7'
    """
    if row not in ("top", "bottom"):
        raise BadPointError(f"no row {row!r} (expected 'top' or 'bottom')", reason="no-row", row=row)
    if not isinstance(column, int) or not 0 <= column <= 11:
        raise BadPointError(f"no column {column!r} (columns run 0–11)", reason="no-column", column=column)
    side = orientation.top if row == "top" else orientation.bottom
    number = column + 1 if orientation.talons is Side.LEFT else 12 - column
    return Point(side, number)
