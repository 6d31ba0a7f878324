"""A play entered on the board dame by dame, without Qt.

Which legal plays the dames moved so far leave, and whether the rest of the play is forced.

The person moves one dame at a time, from a point to another (one number, or both numbers with the same dame).
The studio completes the play only when a single legal play is left: with 6-2 from the talons, B1 to B7 leaves
B1-B7 B1-B3 and B1-B7 B7-B9, so the studio waits for the other number (the landings of both lit) rather than
choose one of them for him.

>>> from notation.board import Position
>>> from notation.dice import Throw
>>> from notation.rules.moves import legal_plays, rest_steps
>>> start = Position.start()
>>> entry = PlayInput.start(legal_plays(start, Throw(6, 2)), start.counts(start.to_move), rest_steps(start))
>>> after = entry.advance(1, 7)
>>> after.outcome(), sorted(after.next_landings())
(<Outcome.WAIT: 'wait'>, [3, 9])
>>> done = after.advance(7, 9)
>>> done.outcome(), done.play().moves
(<Outcome.COMPLETE: 'complete'>, ((1, 7), (7, 9)))
>>> entry.advance(1, 3).outcome(), sorted(entry.advance(1, 3).next_landings())
(<Outcome.WAIT: 'wait'>, [7, 9])
>>> forced = PlayInput.start(legal_plays(start, Throw(6, 5)), start.counts(start.to_move)).advance(1, 7)
>>> forced.outcome(), forced.play().moves, forced.completed_by_studio()
(<Outcome.COMPLETE: 'complete'>, ((1, 7), (1, 6)), True)
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from notation.board import OFF
from notation.rules.moves import Play

__all__ = ["Outcome", "PlayInput", "Reading"]

Move = tuple[int, int]


class Outcome(enum.Enum):
    """What the studio does after a dame is moved."""

    COMPLETE = "complete"
    """One legal play is left: it is made (the moves not yet made are forced)."""
    WAIT = "wait"
    """Several plays are left and each still has moves to make: the dame stays where it was put and the studio
    waits for the next (their landings lit)."""
    CHOOSE = "choose"
    """Several plays are left and one of them is already whole: the person says which he means."""


@dataclass(frozen=True)
class Reading:
    """One legal play read into the moves made so far: ``rest`` are its moves the person has not made yet."""

    play: Play
    rest: tuple[Move, ...]


def _journeys(rest: tuple[Move, ...], origin: int, target: int) -> list[tuple[Move, ...]]:
    """Find every way a dame goes from ``origin`` to ``target`` by moves of ``rest`` in a row.

    Each move starts where the last ended.  Returns the moves of ``rest`` left over by each way, no two the same."""
    found: list[tuple[Move, ...]] = []

    def walk(here: int, left: tuple[Move, ...]) -> None:
        if here == target and here != origin:
            if left not in found:
                found.append(left)
            return
        if here >= OFF:
            return
        tried: set[Move] = set()
        for index, move in enumerate(left):
            if move[0] != here or move in tried:
                continue
            tried.add(move)
            walk(move[1], left[:index] + left[index + 1 :])

    walk(origin, rest)
    return found


def _orders(moves: tuple[Move, ...], rests: Collection[int]) -> list[tuple[Move, ...]]:
    """Return ``moves`` and, where one dame plays both numbers, the same journey the other way round.

    A dame playing a-b then b-c is also played with its numbers the other way round, a-b' then b'-c, when b' is a
    rest."""
    orders = [moves]
    for first, (a, b) in enumerate(moves):
        for second, (start, c) in enumerate(moves):
            turn = a + c - b
            if second == first or start != b or c >= OFF or turn == b or turn not in rests:
                continue
            other = list(moves)
            other[first], other[second] = (a, turn), (turn, c)
            if tuple(other) not in orders:
                orders.append(tuple(other))
    return orders


def _stops(rest: tuple[Move, ...], origin: int) -> set[int]:
    """Find every step a dame on ``origin`` can be put on by moves of ``rest`` in a row."""
    stops: set[int] = set()

    def walk(here: int, left: tuple[Move, ...]) -> None:
        for index, move in enumerate(left):
            if move[0] == here and move[1] not in stops | {origin}:
                stops.add(move[1])
            if move[0] == here and move[1] < OFF:
                walk(move[1], left[:index] + left[index + 1 :])

    walk(origin, rest)
    return stops


@dataclass(frozen=True)
class PlayInput:
    """The dames moved so far this throw and the legal plays they leave, each with its moves still to make.

    ``made`` holds one ``(origin, target)`` per dame moved."""

    readings: tuple[Reading, ...]
    counts: tuple[int, ...]
    """The mover's dames on each step of his path (1-24) before the throw is played."""
    made: tuple[Move, ...] = ()

    @classmethod
    def start(cls, plays: Iterable[Play], counts: Sequence[int], rests: Collection[int] = ()) -> PlayInput:
        """Start with nothing moved yet: every legal play of the throw is open.

        ``rests`` are the steps where a dame may pause between its two numbers
        (:func:`notation.rules.moves.rest_steps`): a dame the engine plays 6 then 2 may be moved 2 then 6 by the
        person when the point it pauses on is open."""
        readings: list[Reading] = []
        for play in plays:
            for moves in _orders(play.moves, rests):
                reading = Reading(play, moves)
                if reading not in readings:
                    readings.append(reading)
        return cls(tuple(readings), tuple(counts))

    def advance(self, origin: int, target: int) -> PlayInput | None:
        """Put the dame on ``origin`` on ``target``; None when no legal play left takes a dame there."""
        if not 1 <= origin <= 24 or not self.now()[origin - 1]:
            return None
        readings: list[Reading] = []
        for reading in self.readings:
            for rest in _journeys(reading.rest, origin, target):
                found = Reading(reading.play, rest)
                if found not in readings:
                    readings.append(found)
        if not readings:
            return None
        return PlayInput(tuple(readings), self.counts, (*self.made, (origin, target)))

    def plays(self) -> list[Play]:
        """Return the legal plays left, each once, in the engine's order."""
        plays: list[Play] = []
        for reading in self.readings:
            if reading.play not in plays:
                plays.append(reading.play)
        return plays

    def outcome(self) -> Outcome:
        """Make the play, wait for the next dame, or ask which play is meant."""
        if len(self.plays()) == 1:
            return Outcome.COMPLETE
        if any(not reading.rest for reading in self.readings):
            return Outcome.CHOOSE
        return Outcome.WAIT

    def play(self) -> Play:
        """Return the one play left (only when :meth:`outcome` is COMPLETE)."""
        plays = self.plays()
        if len(plays) != 1:
            raise ValueError(f"{len(plays)} plays are left, not one")
        return plays[0]

    def completed_by_studio(self) -> bool:
        """Tell whether the play left has moves the person did not make himself (the forced rest)."""
        return self.outcome() is Outcome.COMPLETE and all(reading.rest for reading in self.readings)

    def landings(self, origin: int) -> dict[int, list[Play]]:
        """Find where the dame on ``origin`` can be put next, and the plays that take it there.

        It goes one number, or more with the same dame."""
        landings: dict[int, list[Play]] = {}
        if not 1 <= origin <= 24 or not self.now()[origin - 1]:
            return landings
        for reading in self.readings:
            for stop in _stops(reading.rest, origin):
                group = landings.setdefault(stop, [])
                if reading.play not in group:
                    group.append(reading.play)
        return dict(sorted(landings.items()))

    def next_landings(self) -> dict[int, set[int]]:
        """Find every step a dame can be put on next, with the steps of the dames that can go there."""
        found: dict[int, set[int]] = {}
        now = self.now()
        for reading in self.readings:
            for origin in {move[0] for move in reading.rest if now[move[0] - 1]}:
                for stop in _stops(reading.rest, origin):
                    found.setdefault(stop, set()).add(origin)
        return found

    def now(self) -> tuple[int, ...]:
        """Return the mover's 24 counts (his path's steps) after the dames moved so far (a dame borne off leaves)."""
        after = list(self.counts)
        for origin, target in self.made:
            after[origin - 1] -= 1
            if target < OFF:
                after[target - 1] += 1
        return tuple(after)
