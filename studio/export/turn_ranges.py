"""Turn numbers as the booklet export takes them: ``1,5,9-12``, for the CLI's ``--at`` and the export dialog.

One parser for both: numbers from 1 to :data:`MAX_TURN`, ranges written low to high; ``0`` and ``9-3`` are refused.
"""

from __future__ import annotations

__all__ = ["MAX_TURN", "TurnsError", "parse_turns"]

MAX_TURN = 9999
"""The highest turn number taken: beyond any partie, and a bound on the set a range builds (``1-99999999999``)."""


class TurnsError(ValueError):
    """``item`` (one comma-separated part of the text) is not a turn number or an ascending range of them."""

    def __init__(self, item: str) -> None:
        super().__init__(f"turn numbers are written 1,5,9-12, not {item!r}")
        self.item = item

    def __reduce__(self) -> tuple[object, ...]:
        return TurnsError, (self.item,)


def _is_number(text: str) -> bool:
    return text.isascii() and text.isdecimal()


def parse_turns(text: str | None) -> set[int]:
    """Turn numbers as ``1,5,9-12`` → {1, 5, 9, 10, 11, 12}; spaces and empty parts are ignored.

    >>> sorted(parse_turns("1, 5, 9-11"))
    [1, 5, 9, 10, 11]
    >>> parse_turns("9-3")
    Traceback (most recent call last):
    ...
    studio.export.turn_ranges.TurnsError: turn numbers are written 1,5,9-12, not '9-3'
    """
    numbers: set[int] = set()
    for item in (text or "").replace(" ", "").split(","):
        if not item:
            continue
        low, dash, high = item.partition("-")
        if not _is_number(low) or (dash and not _is_number(high)):
            raise TurnsError(item)
        first = int(low)
        last = int(high) if dash else first
        if first < 1 or last < first or last > MAX_TURN:
            raise TurnsError(item)
        numbers.update(range(first, last + 1))
    return numbers
