"""A clock the tests move by hand: the lessons' spaced repetition depends on the time."""

from __future__ import annotations

from datetime import UTC, datetime

START = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)
"""Where every :class:`Clock` starts."""


class Clock:
    """The time it is told: :attr:`now`, set by the test."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now
