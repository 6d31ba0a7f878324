"""The position index of a partie, and the hash that finds duplicates.

The position index is computed without the engine: a play only moves the
mover's own dames (nothing is captured in trictrac), and a relevé puts every
dame back on its talon, so applying the moves to the counts gives every
position of a partie in microseconds (a test checks it against the engine's
states).  ``position_key`` is a 63-bit Zobrist hash of the counts of both
colours and the colour to throw (a Zobrist key, updated by each play).

A partie's identity, for duplicates, is what the players and the dice decided:
the primauté, the throws, the plays, the holds and leaves, and in école mode
the declarations and claims; marks, relevés and ends follow from them by the laws.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple, cast

from notation.board import BLACK, DAMES, WHITE, Colour, Position
from notation.errors import TrictracError
from notation.game import Claim, Decision, Declare, Event, Move, PrimauteThrow, Releve, Roll
from notation.record.model import End, GameRecord, MarqueEnd, MarqueStart, ReleveElement, Turn

__all__ = [
    "BadPlayError",
    "content_hash",
    "play_code",
    "position_entries",
    "position_key",
    "position_key_of",
    "record_summary",
    "throws_of",
]

_START_COUNTS = (DAMES,) + (0,) * 23
_MAX_COUNT = 31


def _zobrist_table() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Return fixed random 63-bit numbers, one per (colour, step, number of dames).

    The same in every process and version (``random.Random`` with a fixed seed draws the same Mersenne Twister numbers
    everywhere)."""
    rng = random.Random(0x7249_6374_7261_63)  # "trictrac"
    return tuple(
        tuple(tuple(rng.getrandbits(63) for _count in range(_MAX_COUNT + 1)) for _step in range(24))
        for _colour in (0, 1)
    )


_ZOBRIST = _zobrist_table()
_SIDE = {WHITE: random.Random(1).getrandbits(63), BLACK: random.Random(2).getrandbits(63)}


def _board_key(white: Sequence[int], black: Sequence[int]) -> int:
    key = 0
    for colour, counts in ((0, white), (1, black)):
        table = _ZOBRIST[colour]
        for step, count in enumerate(counts):
            key ^= table[step][min(count, _MAX_COUNT)]
    return key


def position_key(white: Sequence[int], black: Sequence[int], to_move: Colour) -> int:
    """Return the index key of a position.

    A 63-bit Zobrist hash of both colours' counts and the colour to throw.

    A Zobrist key (the XOR of one fixed random number per colour, point and count) is updated by a
    play in four XORs, which is how the index of a whole partie is computed at import.

    >>> position_key(_START_COUNTS, _START_COUNTS, WHITE) == position_key_of(Position.start())
    True
    >>> position_key(_START_COUNTS, _START_COUNTS, WHITE) == position_key(_START_COUNTS, _START_COUNTS, BLACK)
    False
    """
    return _board_key(white, black) ^ _SIDE[to_move]


def position_key_of(position: Position) -> int:
    """Return the :func:`position_key` of a :class:`Position` (its relevé throw counts play no part)."""
    return position_key(position.white, position.black, position.to_move)


class BadPlayError(TrictracError):
    """A play that moves a dame from an empty point, backwards or off the path; ``throw`` is its throw's number."""

    code = "bad-play"

    def __init__(self, throw: int, origin: int, target: int) -> None:
        super().__init__(
            f"throw {throw}: no dame can go from step {origin} to step {target}",
            throw=throw,
            origin=origin,
            target=target,
        )
        self.throw = throw


def position_entries(events: Iterable[Event], start: Position | None = None) -> list[tuple[int, int]]:
    """Return ``(key, throw)`` for every position of a partie.

    The tablier as each throw is thrown, and the last.

    ``start`` is the composed start of a partie that has no primauté (``None``:
    the starting position).  Positions repeated at several throws are listed at each.
    Raises :class:`BadPlayError` for a play no dame can make (the laws
    themselves are checked by replaying the partie in the engine, not here).
    """
    white = list(_START_COUNTS if start is None else start.white)
    black = list(_START_COUNTS if start is None else start.black)
    start_key = _board_key(_START_COUNTS, _START_COUNTS)
    key = start_key if start is None else _board_key(white, black)
    side = _SIDE
    zobrist = _ZOBRIST
    entries: list[tuple[int, int]] = []
    throw = 0
    moved_since = False
    last_mover = WHITE if start is None else start.to_move
    for event in events:
        kind = type(event)
        if kind is Roll:
            throw += 1
            entries.append((key ^ side[cast(Roll, event).colour], throw))
            moved_since = False
        elif kind is Move:
            move = cast(Move, event)
            white_moves = move.colour is WHITE
            counts = white if white_moves else black
            table = zobrist[0 if white_moves else 1]
            for origin, target in move.moves:
                if not (1 <= origin < target <= 25) or counts[origin - 1] <= 0:
                    raise BadPlayError(throw, origin, target)
                here = counts[origin - 1]
                row = table[origin - 1]
                key ^= row[min(here, _MAX_COUNT)] ^ row[min(here - 1, _MAX_COUNT)]
                counts[origin - 1] = here - 1
                if target <= 24:
                    there = counts[target - 1]
                    row = table[target - 1]
                    key ^= row[min(there, _MAX_COUNT)] ^ row[min(there + 1, _MAX_COUNT)]
                    counts[target - 1] = there + 1
            moved_since = True
            last_mover = move.colour
        elif kind is Releve:
            white, black = list(_START_COUNTS), list(_START_COUNTS)
            key = start_key
        elif kind is PrimauteThrow:
            primaute = cast(PrimauteThrow, event)
            throw += 1
            first = WHITE if primaute.white > primaute.black else BLACK
            entries.append((key ^ side[first], throw))
            moved_since = False
    if moved_since:
        entries.append((key ^ side[last_mover.opponent], throw + 1))
    return entries


_PLAYED: dict[type, Callable[[Any], str]] = {
    Roll: lambda e: f"roll {e.colour.value} {e.throw.high}-{e.throw.low}",
    Move: lambda e: f"move {e.colour.value} " + " ".join(f"{a}-{b}" for a, b in e.moves),
    Decision: lambda e: f"decision {e.colour.value} {'leave' if e.leave else 'hold'}",
    PrimauteThrow: lambda e: f"primaute  {e.white}-{e.black}",
    Declare: lambda e: f"declare {e.colour.value} {e.points} {'own' if e.own_throw else 'given'}",
    Claim: lambda e: f"claim {e.colour.value} {e.points}",
}
"""The text of each kind of event the players or the dice decide; the others follow from them by the laws."""


def content_hash(events: Iterable[Event], variant: str, start_code: str | None = None) -> str:
    """Return the SHA-256 (hex) of the partie itself.

    Of its variant, composed start, and the throws, plays and decisions in order.

    Tags and comments are not the partie: two records of one partie have the same hash.
    """
    played_kinds = _PLAYED
    played = ";".join(played_kinds[type(event)](event) for event in events if type(event) in played_kinds)
    return hashlib.sha256(f"{variant}|{start_code or ''}|{played}".encode()).hexdigest()


def throws_of(events: Iterable[Event]) -> int:
    """Return the number of throws of a partie, the primauté counted."""
    return sum(1 for event in events if isinstance(event, (Roll, PrimauteThrow)))


class RecordSummary(NamedTuple):
    """What the archive keeps of a record's main line.

    :func:`content_hash`, the throws, the winner (``"draw"``, a colour's value, or None), the keys of
    :func:`position_entries`, each once, first seen first (what the archive's position index holds of a game), and its
    plays: (the key of the position it was made from, with the dice thrown; its :func:`play_code`), in order (what the
    archive's play index holds of a game)."""

    content_hash: str
    throws: int
    winner: str | None
    keys: list[int]
    plays: list[tuple[int, int]]


def play_code(high: int, low: int, moves: tuple[tuple[int, int], ...]) -> int:
    """Return a throw and the moves played with it as one number (the play index's).

    The moves' steps in base 32, two digits a move after a leading 1, then the throw's two dice in base 8.  Five moves
    at most (four are made with a doublet) keep it under 2⁶³; −1 for more.

    >>> play_code(6, 5, ((1, 7), (1, 6)))
    69667253
    >>> play_code(6, 5, ())
    117
    """
    if len(moves) > 5:
        return -1
    code = 1
    for origin, target in moves:
        code = (code << 10) | (origin << 5) | target
    return (code << 6) | (high << 3) | low


_STEP_PAIRS = [[f"{origin}-{target}" for target in range(26)] for origin in range(26)]
"""``"a-b"`` for the steps of a move, made once."""
_MOVE_TEXT: tuple[dict[tuple[tuple[int, int], ...], str], dict[tuple[tuple[int, int], ...], str]] = ({}, {})
"""The text of the plays already hashed, White's and Black's (``"move white 1-7 1-4"``): a play comes again and
again in a file of many games."""
_MOVE_TEXTS = 50_000
"""The most plays each of :data:`_MOVE_TEXT` keeps."""
_ROLL_TEXT = tuple(
    tuple(tuple(f"roll {name} {high}-{low}" for low in range(7)) for high in range(7)) for name in ("white", "black")
)
"""``"roll white 6-5"``: ``_ROLL_TEXT[0 for White, 1 for Black][high][low]``."""
_DECISION_TEXT = (("decision white hold", "decision white leave"), ("decision black hold", "decision black leave"))
"""A hold's and a leave's text, White's and Black's."""
_DELTAS = tuple(
    tuple(tuple([0] + [row[count] ^ row[count - 1] for count in range(1, _MAX_COUNT + 1)]) for row in table)
    for table in _ZOBRIST
)
"""What a point's count going from ``n - 1`` to ``n`` dames (or back) changes in the key: ``_DELTAS[colour][step -
1][n]``, for counts up to :data:`_MAX_COUNT`."""


def record_summary(record: GameRecord, variant: str, start: Position | None) -> RecordSummary | None:
    """Return the :class:`RecordSummary` of a record's main line read straight from its turns, in one pass.

    The same as the events of :func:`notation.record.record_to_events` give to :func:`content_hash`,
    :func:`position_entries` and :func:`throws_of`, without making the events.  ``variant`` and ``start`` are the
    record's (its ``Variante`` and ``Position`` tags).  None for a partie in école mode, whose events are the engine's,
    and for a start of more dames than a key counts on a point (the caller makes the events).  Raises
    :class:`BadPlayError` where :func:`position_entries` would.
    """
    if record.ecoles or (start is not None and max(sum(start.white), sum(start.black)) > _MAX_COUNT):
        return None
    # No point ever holds more than _MAX_COUNT dames below: the counts are read from the delta tables unclamped.
    white = list(_START_COUNTS if start is None else start.white)
    black = list(_START_COUNTS if start is None else start.black)
    start_key = _board_key(_START_COUNTS, _START_COUNTS)
    key = start_key if start is None else _board_key(white, black)
    white_side, black_side = _SIDE[WHITE], _SIDE[BLACK]
    white_deltas, black_deltas = _DELTAS
    pairs = _STEP_PAIRS
    white_moves, black_moves = _MOVE_TEXT
    white_rolls, black_rolls = _ROLL_TEXT
    white_decisions, black_decisions = _DECISION_TEXT
    keys: dict[int, None] = {}
    plays: list[tuple[int, int]] = []
    played: list[str] = []
    throw = 0
    moved_since = False
    last_mover = WHITE if start is None else start.to_move
    primaute = record.tag("Position") is None
    winner: str | None = None
    elements = record.elements
    count = len(elements)
    for index, element in enumerate(elements):
        kind = type(element)
        if kind is Turn:
            assert isinstance(element, Turn)
            colour = element.colour
            is_white = colour is WHITE
            dice = element.throw
            throw += 1
            if primaute:  # the first throw of a partie from the usual start: the primauté
                first_white, first_black = (dice.high, dice.low) if is_white else (dice.low, dice.high)
                played.append(f"primaute  {first_white}-{first_black}")
                thrown = key ^ (white_side if first_white > first_black else black_side)
                primaute = False
            else:
                played.append((white_rolls if is_white else black_rolls)[dice.high][dice.low])
                thrown = key ^ (white_side if is_white else black_side)
            keys[thrown] = None
            moved_since = False
            leave = element.leave
            if leave is not None:
                played.append((white_decisions if is_white else black_decisions)[1 if leave else 0])
            moves = element.moves
            if moves is not None:
                plays.append((thrown, play_code(dice.high, dice.low, moves)))
                move_texts = white_moves if is_white else black_moves
                written = move_texts.get(moves)
                if written is None:
                    written = f"move {'white' if is_white else 'black'} " + " ".join([pairs[a][b] for a, b in moves])
                    if len(move_texts) < _MOVE_TEXTS:
                        move_texts[moves] = written
                played.append(written)
                counts = white if is_white else black
                deltas = white_deltas if is_white else black_deltas
                for origin, target in moves:
                    if not (1 <= origin < target <= 25) or counts[origin - 1] <= 0:
                        raise BadPlayError(throw, origin, target)
                    here = counts[origin - 1]
                    key ^= deltas[origin - 1][here]
                    counts[origin - 1] = here - 1
                    if target <= 24:
                        there = counts[target - 1] + 1
                        key ^= deltas[target - 1][there]
                        counts[target - 1] = there
                moved_since = True
                last_mover = colour
        elif kind is ReleveElement:
            white, black = list(_START_COUNTS), list(_START_COUNTS)
            key = start_key
        elif kind is MarqueEnd:
            # A relevé follows a marqué's end unless the partie ends there (a next marqué's start aside).
            ahead = index + 1
            while ahead < count and type(elements[ahead]) is MarqueStart:
                ahead += 1
            if ahead < count and type(elements[ahead]) is not End:
                white, black = list(_START_COUNTS), list(_START_COUNTS)
                key = start_key
        elif kind is End:
            assert isinstance(element, End)
            won = element.winner
            winner = "draw" if won is None else won.value
    if moved_since:
        keys[key ^ (black_side if last_mover is WHITE else white_side)] = None
    digest = hashlib.sha256(
        f"{variant}|{'' if start is None else start.code()}|{';'.join(played)}".encode()
    ).hexdigest()
    return RecordSummary(digest, throw, winner, list(keys), plays)
