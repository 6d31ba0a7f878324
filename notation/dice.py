"""Throws of the two dice, their names, and the 21 distinct throws with their weights.

A throw is *simple* (two different numbers, announced high first) or a
*doublet*.  A doublet is played as two numbers, not four (docs/rules.md §dice).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from notation.errors import TrictracError

__all__ = ["ALL_THROWS", "BadThrowError", "Throw"]


class BadThrowError(TrictracError):
    """Raised for dice text that is not a throw (``7-1``, ``six``); ``text`` is what was read."""

    code = "bad-throw"

    def __init__(self, message: str, text: str = "", **fields: object) -> None:
        super().__init__(message, text=text, **fields)
        self.text = text


_NUMBER_NAMES_FR = {1: "as", 2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six"}
_DOUBLET_NAMES_FR = {
    1: "bezet",
    2: "double-deux",
    3: "ternes",
    4: "carmes",
    5: "quines",
    6: "sonnez",
}
_OLD_DOUBLET_NAMES = {"ambesas": 1, "bezas": 1, "double deux": 2, "terne": 3, "carme": 4, "quine": 5, "sonnes": 6}
_NUMBER_NAMES_EN = {1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


@dataclass(frozen=True, slots=True, order=True)
class Throw:
    """Two dice, stored high first.

    >>> Throw(2, 6)
    Throw(high=6, low=2)
    >>> Throw.parse("5-5").name()
    'quines'
    """

    high: int
    low: int

    def __init__(self, a: int, b: int) -> None:
        for value in (a, b):
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6:
                raise BadThrowError(f"a die shows 1 to 6, not {value!r}", repr(value), reason="bad-die")
        object.__setattr__(self, "high", max(a, b))
        object.__setattr__(self, "low", min(a, b))

    @classmethod
    def parse(cls, text: str) -> Throw:
        """Read ``6-5``, ``65``, ``6 5``, ``5-6`` or a French name (``sonnez``, ``6 et as``).

        :raises BadThrowError: for text that names no throw.
        """
        raw = text.strip().lower()
        for number, name in _DOUBLET_NAMES_FR.items():
            if raw == name:
                return cls(number, number)
        if raw in _OLD_DOUBLET_NAMES:
            number = _OLD_DOUBLET_NAMES[raw]
            return cls(number, number)
        match = re.fullmatch(r"([1-6])\s*(?:-|,|\s|et|and)?\s*([1-6])", raw)
        if match:
            return cls(int(match.group(1)), int(match.group(2)))
        words = {**{v: k for k, v in _NUMBER_NAMES_FR.items()}, **{str(k): k for k in range(1, 7)}}
        match = re.fullmatch(r"(\w+)\s+et\s+(\w+)", raw)
        if match and match.group(1) in words and match.group(2) in words:
            return cls(words[match.group(1)], words[match.group(2)])
        raise BadThrowError(f"{text!r} is not a throw (expected two dice such as 6-5)", text, reason="not-a-throw")

    @property
    def is_doublet(self) -> bool:
        return self.high == self.low

    @property
    def numbers(self) -> tuple[int, int]:
        """The two numbers to play, high first (a doublet plays its number twice)."""
        return (self.high, self.low)

    @property
    def weight(self) -> int:
        """Ordered outcomes out of 36: 1 for a doublet, 2 for a simple throw."""
        return 1 if self.is_doublet else 2

    def code(self) -> str:
        """Return ``6-5``: the form the CLI and the position code use."""
        return f"{self.high}-{self.low}"

    def name(self, language: str = "fr") -> str:
        """Return the throw's name as announced: ``sonnez``, ``6 et as`` / ``double six``, ``six-ace``."""
        if language == "en":
            if self.is_doublet:
                return f"double {_NUMBER_NAMES_EN[self.high]}"
            return f"{_NUMBER_NAMES_EN[self.high]}-{_NUMBER_NAMES_EN[self.low]}"
        if self.is_doublet:
            return _DOUBLET_NAMES_FR[self.high]
        return f"{_NUMBER_NAMES_FR[self.high]} et {_NUMBER_NAMES_FR[self.low]}"

    def __str__(self) -> str:
        return self.code()


ALL_THROWS: tuple[Throw, ...] = tuple(Throw(high, low) for high in range(6, 0, -1) for low in range(high, 0, -1))
"""The 21 distinct throws, sonnez first; their weights sum to 36."""
