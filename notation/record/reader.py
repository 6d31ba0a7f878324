"""Read game records (docs/record-format.md): a strict mode that raises, a lenient one that collects errors.

A hand-written tokenizer: one compiled regular expression, matched token by
token, and a small state machine building the turns.  Errors carry the line
and column (1-based) of the token where the reader stopped and say what was
expected there.

>>> record = read_record('%trictrac 1\\n[Blanc "Lepeintre"]\\n1. B 5-3 B1-B6 B1-B4 {Le cinq et trois.} !')
>>> turn = record.elements[0]
>>> record.tag("White"), turn.throw.code(), turn.moves, turn.glyphs, turn.comments
('Lepeintre', '5-3', ((1, 6), (1, 4)), ('!',), ('Le cinq et trois.',))
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from notation.board import BLACK, WHITE, BadPointError, Colour, Point, point_of_step
from notation.code import parse_code
from notation.dice import Throw
from notation.ecrire import Bredouille
from notation.errors import TrictracError
from notation.game import MAX_THROW_POINTS
from notation.notations import Notation, Orientation, Side, parse_point, point_name
from notation.record.model import (
    GLYPHS,
    MAX_MARQUES,
    MAX_NAME_CHARS,
    MAX_RECORD_CHARS,
    MAX_TAG_NAME_CHARS,
    MAX_TAGS,
    MAX_VARIATION_DEPTH,
    EcoleClaim,
    Element,
    End,
    GameRecord,
    MarqueEnd,
    MarqueStart,
    ReleveElement,
    Turn,
    TurnArrow,
    canonical_tag,
    parse_colour,
    parse_conventions,
    parse_notation,
    parse_variant,
)

__all__ = [
    "BOM",
    "VERSION",
    "RecordError",
    "find_stray",
    "is_stray",
    "read_record",
    "read_record_lenient",
    "read_records",
    "split_records",
]

VERSION = "1"
"""The version of the format this reader reads and the writer writes."""

MAX_ERRORS = 100
"""The lenient reader stops after this many faults in a record (the last error says so): garbage is not
reported token by token."""


class RecordError(TrictracError):
    """Raised by the strict reader (and collected by the lenient one) for text that is not a record.

    ``line`` and ``column`` are 1-based; the message says what was expected there.
    """

    code = "bad-record"

    def __init__(self, message: str, line: int, column: int, **fields: object) -> None:
        super().__init__(message, line=line, column=column, **fields)
        self.args = (f"line {line}, column {column}: {message}",)
        self.line = line
        self.column = column


# One expression for every token; the named group that matched says its kind.
_KEYWORD_END = r"(?=[\s{}()!?]|\Z)"
_NAME = r"[^\s{}()@!?\"=\-\[\]>]+"
_TOKEN = re.compile(
    r"[ \t\r\n]*(?:"
    # A plain turn alone on its line, read in one match (the writer's usual output):
    r"(?P<fast>([0-9]{1,9})\.[ \t]*([BN])[ \t]+([1-6]-[1-6])(?:[ \t]+\(([0-9]{1,9})\))?(?:[ \t]+(tient|s'en va))?"
    rf"((?:[ \t]+{_NAME}-{_NAME})*|[ \t]+--)(?:[ \t]+\(([BN])[ \t]+([0-9]{{1,9}})\))?)(?=[ \t]*(?:\r?\n|\Z))"
    rf"|(?P<turn>([0-9]{{1,9}})\.[ \t]*([BN])[ \t]+([0-9])-([0-9])){_KEYWORD_END}"
    rf"|(?P<move>({_NAME})-({_NAME})){_KEYWORD_END}"
    r"|(?P<comment>\{([^}]*)\})"
    r"|(?P<mark>\([ \t]*(?:([BN])[ \t]+)?([0-9]{1,9})[ \t]*\))"
    rf"|(?P<decision>(?i:tient|tenir|hold|s['’]en[ \t]+va|s['’]en[ \t]+aller|leave)){_KEYWORD_END}"
    rf"|(?P<pass>--|(?i:passe|pass)){_KEYWORD_END}"
    r"|(?P<glyph>!!|\?\?|!\?|\?!|!|\?)"
    rf"|(?P<ecole>(?i:[ée]cole|school)[ \t]+([BN])[ \t]+([0-9]{{1,9}})){_KEYWORD_END}"
    rf"|(?P<releve>(?i:relev[ée])){_KEYWORD_END}"
    rf"|(?P<marqueend>(?i:fin[ \t]+du[ \t]+marqu[ée]|end[ \t]+of[ \t]+marqu[ée])){_KEYWORD_END}"
    rf"|(?P<end>(?i:fin[ \t]+de[ \t]+la[ \t]+partie|end[ \t]+of[ \t]+partie)){_KEYWORD_END}"
    rf"|(?P<marque>(?i:marqu[ée])[ \t]+([0-9]{{1,9}})){_KEYWORD_END}"
    r"|(?P<field>(\w+)=(\"(?:[^\"\\]|\\.)*\"|[^\s{}()\"]*))"
    rf"|(?P<arrow>@({_NAME})>({_NAME})){_KEYWORD_END}"
    rf"|(?P<point>@({_NAME})){_KEYWORD_END}"
    r"|(?P<open>\()"
    r"|(?P<close>\))"
    r"|(?P<tag>\[[ \t]*([^\W\d]\w*)[ \t]+\"((?:[^\"\\\n]|\\.)*)\"[ \t]*\])"
    r"|(?P<version>%trictrac[ \t]+([^\s]*))"
    rf"|(?P<word>(?i:refait|nulle|drawn)){_KEYWORD_END}"
    r"|(?P<other>[{}]|[^\s{}()]+)"
    r")"
)
_G = _TOKEN.groupindex
_MAYBE_STRAY = re.compile(r"[^\t\n\r\x20-\x7e]")
"""A character outside printable ASCII: a candidate for a stray control or format character."""
_STRAY_CATEGORIES = frozenset(("Cc", "Cf", "Cs", "Zl", "Zp"))
"""Control, format, surrogate, line and paragraph separator characters: refused anywhere in a record."""
_JOINERS = frozenset(("\u200c", "\u200d"))
"""Zero-width non-joiner and joiner: format characters, but part of writing (Persian, emoji), so kept."""
BOM = "\ufeff"


def is_stray(char: str) -> bool:
    """Tell whether ``char`` is one no record holds.

    A control (tab and line breaks apart), format, surrogate or separator character.

    >>> is_stray("\\u202e"), is_stray("\\x00"), is_stray("é"), is_stray("\\t")
    (True, True, False, False)
    """
    if char in "\t\n\r" or char in _JOINERS:
        return False
    return unicodedata.category(char) in _STRAY_CATEGORIES


def find_stray(text: str) -> int:
    """Return the index of the first stray character of ``text`` (see :func:`is_stray`), or -1."""
    return next((m.start() for m in _MAYBE_STRAY.finditer(text) if is_stray(m.group())), -1)


_G_FAST = _G["fast"]
_THROWS: Final = {f"{a}-{b}": Throw(a, b) for a in range(1, 7) for b in range(1, 7)}
_ESCAPE = re.compile(r"\\(.)", re.DOTALL)

_DECISIONS = {"tient": False, "tenir": False, "hold": False, "leave": True}
_BREDOUILLES = {b.value: b for b in Bredouille}
_FIELD_NAMES = {
    "gagnant": "winner",
    "winner": "winner",
    "trous": "trous",
    "holes": "trous",
    "bredouille": "bredouille",
    "refaits": "refaits",
    "points": "points",
    "blanc": "white",
    "white": "white",
    "noir": "black",
    "black": "black",
}
_COLOUR_LETTER: Final = {"B": WHITE, "N": BLACK}


def _is_number(text: str, digits: int) -> bool:
    """Tell whether ``text`` is a whole number written in ASCII digits, at most ``digits`` long.

    Not ``١`` or ``１``, which ``str.isdigit`` takes."""
    return 0 < len(text) <= digits and text.isascii() and text.isdigit()


def _unescape(text: str) -> str:
    return _ESCAPE.sub(r"\1", text) if "\\" in text else text


@lru_cache(maxsize=64)
def step_tables(notation: Notation, orientation: Orientation) -> tuple[dict[str, int], dict[str, int]]:
    """Return the names of the record's notation and the step each is on White's and on Black's path."""
    tables: tuple[dict[str, int], dict[str, int]] = ({}, {})
    for index, colour in enumerate((WHITE, BLACK)):
        for step in range(1, 26):
            name = point_name(point_of_step(colour, step), notation, orientation)
            tables[index][name] = step
            if notation in (Notation.BN, Notation.LEVY, Notation.T11):
                tables[index][name.lower()] = step
    return tables


# A plain turn is built by setting its slots directly: a record of three hundred turns is read in about a
# millisecond, and the frozen dataclass's own __init__ (one object.__setattr__ a field, interpreted) would double
# that.  Each build fills the slots its quicker way (``_plain_turn`` below).
_TURN_SLOTS = {name: Turn.__dict__[name].__set__ for name in Turn.__slots__}
_TURN_DEFAULTS = (("ecoles", ()), ("glyphs", ()), ("points", ()), ("arrows", ()), ("comments", ()), ("variations", ()))


def _turn_maker() -> Callable[
    [int, Colour, Throw, int | None, bool | None, tuple[tuple[int, int], ...] | None, int | None, int, int], Turn
]:
    """Make :func:`_plain_turn`: each slot's setter bound once, the defaults set without a loop."""
    slots = _TURN_SLOTS
    new = object.__new__
    set_number, set_colour, set_throw = slots["number"], slots["colour"], slots["throw"]
    set_declared, set_leave, set_moves, set_given = slots["declared"], slots["leave"], slots["moves"], slots["given"]
    set_line, set_column = slots["line"], slots["column"]
    set_ecoles, set_glyphs, set_points, set_arrows, set_comments, set_variations = (
        slots[name] for name, _default in _TURN_DEFAULTS
    )
    assert all(default == () for _name, default in _TURN_DEFAULTS)
    assert (
        set(Turn.__slots__)
        == {*slots}
        == {
            "number",
            "colour",
            "throw",
            "declared",
            "leave",
            "moves",
            "given",
            "line",
            "column",
            *(name for name, _default in _TURN_DEFAULTS),
        }
    ), "a slot of Turn is not set by plain_turn"

    def plain_turn(
        number: int,
        colour: Colour,
        throw: Throw,
        declared: int | None,
        leave: bool | None,
        moves: tuple[tuple[int, int], ...] | None,
        given: int | None,
        line: int,
        column: int,
    ) -> Turn:
        """Make ``Turn(number, colour, throw, declared, leave, moves, given, line=line, column=column)``, faster."""
        turn: Turn = new(Turn)
        set_number(turn, number)
        set_colour(turn, colour)
        set_throw(turn, throw)
        set_declared(turn, declared)
        set_leave(turn, leave)
        set_moves(turn, moves)
        set_given(turn, given)
        set_line(turn, line)
        set_column(turn, column)
        set_ecoles(turn, ())
        set_glyphs(turn, ())
        set_points(turn, ())
        set_arrows(turn, ())
        set_comments(turn, ())
        set_variations(turn, ())
        return turn

    return plain_turn


def _turn_by_object_setattr(
    number: int,
    colour: Colour,
    throw: Throw,
    declared: int | None,
    leave: bool | None,
    moves: tuple[tuple[int, int], ...] | None,
    given: int | None,
    line: int,
    column: int,
) -> Turn:
    """Make ``Turn(number, colour, throw, declared, leave, moves, given, line=line, column=column)``.

    Each slot is set by ``object.__setattr__``, which mypyc compiles into one C call to the slot (the bound setters of
    :func:`_turn_maker` are called through Python's generic call, twice as slow there)."""
    turn: Turn = object.__new__(Turn)
    object.__setattr__(turn, "number", number)
    object.__setattr__(turn, "colour", colour)
    object.__setattr__(turn, "throw", throw)
    object.__setattr__(turn, "declared", declared)
    object.__setattr__(turn, "leave", leave)
    object.__setattr__(turn, "moves", moves)
    object.__setattr__(turn, "given", given)
    object.__setattr__(turn, "line", line)
    object.__setattr__(turn, "column", column)
    object.__setattr__(turn, "ecoles", ())
    object.__setattr__(turn, "glyphs", ())
    object.__setattr__(turn, "points", ())
    object.__setattr__(turn, "arrows", ())
    object.__setattr__(turn, "comments", ())
    object.__setattr__(turn, "variations", ())
    return turn


_plain_turn: Final = _turn_maker() if __file__.endswith(".py") else _turn_by_object_setattr
"""Makes the reader's plain turns: the slots' bound setters from the sources, ``object.__setattr__`` compiled (the
reader's module compiled by mypyc is a file of its own, not the ``.py``)."""


_KNOWN_MOVES: Final = 50_000
"""The plays a reader keeps read, for each notation and orientation and colour (:func:`_known_moves`)."""


@lru_cache(maxsize=64)
def _known_moves(notation: Notation, orientation: Orientation) -> tuple[dict[str, tuple[tuple[int, int], ...]], ...]:
    """Return the moves of the plain turns already read, White's and Black's.

    In ``notation`` and ``orientation``.

    By their text: a play is read once in a file of many games (the same plays come again and again)."""
    return {}, {}


@dataclass
class _TurnDraft:
    number: int
    colour: Colour
    throw: Throw
    line: int
    column: int
    phase: int = 0  # 0 header, 1 decision written, 2 play written, 3 opponent's mark written
    declared: int | None = None
    leave: bool | None = None
    moves: list[tuple[int, int]] | None = None
    given: int | None = None
    ecoles: list[EcoleClaim] = field(default_factory=list)
    glyphs: list[str] = field(default_factory=list)
    points: list[Point] = field(default_factory=list)
    arrows: list[TurnArrow] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    variations: list[tuple[Element, ...]] = field(default_factory=list)

    def freeze(self) -> Turn:
        return Turn(
            self.number,
            self.colour,
            self.throw,
            self.declared,
            self.leave,
            None if self.moves is None else tuple(self.moves),
            self.given,
            tuple(self.ecoles),
            tuple(self.glyphs),
            tuple(self.points),
            tuple(self.arrows),
            tuple(self.comments),
            tuple(self.variations),
            self.line,
            self.column,
        )


@dataclass
class _OtherDraft:
    kind: str  # "releve", "marque", "marqueend", "end"
    line: int
    column: int
    number: int = 0
    fields: dict[str, str] = field(default_factory=dict)
    winner_seen: bool = False
    winner: Colour | None = None
    comments: list[str] = field(default_factory=list)


_Draft = _TurnDraft | _OtherDraft

_THAWING = frozenset(("comment", "move", "mark", "decision", "pass", "glyph", "ecole", "arrow", "point", "open"))
"""Tokens that continue the last turn: a plain turn read whole is opened again for them."""


def _thaw(element: Turn) -> _TurnDraft:
    """Return the draft of a plain turn read whole, to add what follows it (a comment on the next line…)."""
    phase = (
        3 if element.given is not None else 2 if element.moves is not None else 1 if element.leave is not None else 0
    )
    draft = _TurnDraft(element.number, element.colour, element.throw, element.line, element.column, phase)
    draft.declared, draft.leave, draft.given = element.declared, element.leave, element.given
    draft.moves = None if element.moves is None else list(element.moves)
    return draft


@dataclass
class _Line:
    """A line of play being read: the main line or a variation."""

    elements: list[Element] = field(default_factory=list)
    draft: _Draft | None = None
    pos: int = 0


_TABLE_TAGS = frozenset({"Notation", "Haut", "Talons"})
"""The tags that change how points are named, after which the step tables are made again."""


class _Reader:
    def __init__(self, text: str, strict: bool, offset_line: int = 0, *, plain_lines: bool = True) -> None:
        self.text = text
        # Plain turns read by splitting their lines (:meth:`quick`); False reads every line by the expression alone
        # (the tests compare the two).
        self.plain_lines = plain_lines
        self.strict = strict
        self.errors: list[RecordError] = []
        self.offset_line = offset_line
        self.notation = Notation.BN
        self.orientation = Orientation()
        self.tables = step_tables(Notation.BN, Orientation())
        self.known_moves = _known_moves(Notation.BN, Orientation())
        self.seen_pos = 0
        self.seen_line = 0
        self.line_start = 0
        self.skipping = 0
        self.stopped = False
        self.tag_names: set[str] = set()
        self.tags_refused = False

    # -- positions and errors ---------------------------------------------

    def where(self, pos: int) -> tuple[int, int]:
        """Return the line and column of ``pos``.

        Counted on from the last position asked: the reader goes forward."""
        text = self.text
        if pos < self.seen_pos:
            self.seen_pos, self.seen_line, self.line_start = 0, 0, 0
        newlines = text.count("\n", self.seen_pos, pos)
        if newlines:
            self.seen_line += newlines
            self.line_start = text.rfind("\n", self.seen_pos, pos) + 1
        self.seen_pos = pos
        # Only the text since the last position asked is scanned: errors on one long line stay linear.
        return self.seen_line + 1 + self.offset_line, pos - self.line_start + 1

    def error(self, message: str, pos: int, reason: str = "", **fields: object) -> None:
        """Report ``message`` at ``pos``; ``reason`` (a stable code) and ``fields`` are the facts it states."""
        if self.stopped:
            return
        line, column = self.where(pos)
        self.collect(RecordError(message, line, column, reason=reason, **fields))

    def escapes_known(self, quoted: str, at: int) -> bool:
        """Tell whether the quoted text ``quoted`` (found at ``at``) escapes only a quote and a backslash.

        The first other escape is a fault where it stands (``C:\\Users`` read as ``C:Users`` would lose a character
        unseen)."""
        if "\\" not in quoted:
            return True
        bad = next((m for m in _ESCAPE.finditer(quoted) if m.group(1) not in '"\\'), None)
        if bad is None:
            return True
        self.error(
            f'unknown escape {bad.group()}: in quotes, a backslash is written \\\\ and a quote \\"',
            at + bad.start(),
            "bad-escape",
            escape=bad.group(),
        )
        return False

    def tag_within_limits(self, name: str, value: str, name_at: int, value_at: int) -> bool:
        """Tell whether a tag's name and, for a player, its value are within the format's limits.

        Where not, the fault is reported there."""
        if len(name) > MAX_TAG_NAME_CHARS:
            self.error(
                f"a tag name is {len(name)} characters long: {MAX_TAG_NAME_CHARS} at most",
                name_at,
                "tag-name-too-long",
                length=len(name),
                limit=MAX_TAG_NAME_CHARS,
            )
            return False
        key = canonical_tag(name)
        if key in ("Blanc", "Noir") and len(value) > MAX_NAME_CHARS:
            self.error(
                f"the name of {key} is {len(value)} characters long: {MAX_NAME_CHARS} at most",
                value_at,
                "name-too-long",
                tag=key,
                length=len(value),
                limit=MAX_NAME_CHARS,
            )
            return False
        return True

    def collect(self, error: RecordError) -> None:
        """Raise (strict) or keep the error; past :data:`MAX_ERRORS` the lenient reader stops reading."""
        if self.strict:
            raise error
        if self.stopped:
            return
        if len(self.errors) >= MAX_ERRORS:
            self.stopped = True
            error = RecordError(
                f"more than {MAX_ERRORS} faults: the rest is not read",
                error.line,
                error.column,
                reason="too-many-faults",
                count=MAX_ERRORS,
            )
        self.errors.append(error)

    # -- the whole record -----------------------------------------------------

    def refuse_stray_characters(self) -> None:
        """Return an error for each control or format character, read as a space after.

        A tab and line breaks apart.

        A byte-order mark opening the text is dropped before (Windows editors write one); elsewhere it is a
        stray format character like the others (zero-width spaces, bidirectional controls, U+2028…).
        """
        text = self.text
        if text.replace("\n", "").replace("\t", "").replace("\r", "").isprintable():
            return  # printable holds no control, format, surrogate or separator character: none is stray
        found = [m for m in _MAYBE_STRAY.finditer(text) if is_stray(m.group())]
        if not found:
            return
        chars = list(text)
        for m in found:
            char = m.group()
            name = unicodedata.name(char, "a control character")
            self.error(
                f"stray character U+{ord(char):04X} ({name}): not in a record",
                m.start(),
                "stray-character",
                code=f"U+{ord(char):04X}",
            )
            chars[m.start()] = " "
        self.text = "".join(chars)
        self.seen_pos, self.seen_line, self.line_start = 0, 0, 0

    def read(self) -> GameRecord:
        if len(self.text) > MAX_RECORD_CHARS:
            self.error(
                f"a record is {MAX_RECORD_CHARS:,} characters at most, not {len(self.text):,}: it is not read",
                0,
                "record-too-long",
                limit=MAX_RECORD_CHARS,
                size=len(self.text),
            )
            return GameRecord()
        self.refuse_stray_characters()
        text = self.text
        match = _TOKEN.match
        pos = 0
        tags: list[tuple[str, str]] = []
        intro: list[str] = []
        stack: list[_Line] = [_Line()]
        header = True
        version_seen = False
        while not self.stopped:
            if self.plain_lines and version_seen and not self.skipping:
                # A plain turn written as the writer writes it, read without the expression (what a record is
                # mostly made of); any other line, or one with something to report, is left to the expression.
                end = self.quick(text, pos, stack[-1])
                if end >= 0:
                    header = False
                    pos = end
                    continue
            m = match(text, pos)
            if m is None:
                break
            kind = m.lastgroup
            assert kind is not None
            start = m.start(kind)
            pos = m.end()
            current = stack[-1]
            if kind == "fast" and version_seen and not self.skipping:  # a plain turn: what a record is mostly made of
                header = False
                self.fast(m, start, current)
                continue
            if kind == "version":
                version = m.group(_G["version"] + 1)
                if version_seen or not header or tags:
                    self.error("the version line comes once, first in the record", start, "version-twice")
                elif version != VERSION:
                    self.error(
                        f"version {version!r} is not read here (expected {VERSION})",
                        start,
                        "bad-version",
                        version=version,
                        expected=VERSION,
                    )
                version_seen = True
                continue
            if header and not version_seen:
                self.error(
                    f"expected the version line '%trictrac {VERSION}' first",
                    start,
                    "version-expected",
                    expected=VERSION,
                )
                version_seen = True
            if kind == "tag":
                if not header:
                    self.error('a tag [Name "value"] comes before the first turn', start, "late-tag")
                    continue
                value_at = m.start(_G["tag"] + 2)
                if self.escapes_known(m.group(_G["tag"] + 2), value_at):
                    name, value = m.group(_G["tag"] + 1), _unescape(m.group(_G["tag"] + 2))
                    if self.tag_within_limits(name, value, m.start(_G["tag"] + 1), value_at):
                        self.tag(tags, name, value, start)
                continue
            if current.draft is None and kind in _THAWING and current.elements:
                last = current.elements[-1]
                if isinstance(last, Turn):
                    current.elements.pop()
                    current.draft = _thaw(last)
            if kind == "comment":
                comment = m.group(_G["comment"] + 1)
                draft = current.draft
                if draft is not None:
                    draft.comments.append(comment)
                elif len(stack) == 1 and not current.elements:
                    intro.append(comment)
                else:
                    self.error("a comment in a variation follows a turn", start, "comment-first-in-variation")
                continue
            header = False
            if self.skipping:
                # Inside a variation nested too deep (lenient): skip to its closing parenthesis.
                self.skipping += 1 if kind == "open" else -1 if kind == "close" else 0
                continue
            if kind == "fast":
                self.fast(m, start, current)
                continue
            self.token(kind, m, start, stack)
        if header and not version_seen:
            self.error(
                f"expected the version line '%trictrac {VERSION}' first", pos, "version-expected", expected=VERSION
            )
        if self.skipping:
            self.error("expected ')' to close the variation nested too deep", pos, "unclosed-variation")
        while len(stack) > 1:
            self.error("expected ')' to close the variation opened here", stack[-1].pos, "unclosed-variation")
            self.close(stack)
        self.finish(stack[0])
        return GameRecord(tuple(tags), tuple(intro), tuple(stack[0].elements))

    def quick(self, text: str, pos: int, current: _Line) -> int:
        """Return the plain turn on the line after ``pos``, read by splitting the line at its spaces.

        Only where the line is written as the writer writes it: the turn alone, single spaces, known point names,
        nothing to report.  Returns where the expression would have stopped (the line's end), or -1 to leave the line to
        it.

        It reads what :meth:`fast` reads from such a line, and nothing :meth:`fast` would not: a line in any other
        form, or one with a fault to report (points over the bound, an unknown point, the opponent's points in
        the wrong colour or without a play), is read by the expression, which reports it where it stands."""
        size = len(text)
        if pos < size and text[pos] == "\n":
            begin = pos + 1
        elif pos + 1 < size and text[pos] == "\r" and text[pos + 1] == "\n":
            begin = pos + 2
        else:
            return -1
        end = text.find("\n", begin)
        if end < 0:
            end = size
        elif end > begin and text[end - 1] == "\r":
            end -= 1
        parts = text[begin:end].split(" ")
        count = len(parts)
        head = parts[0]
        if count < 3 or not head.endswith(".") or not _is_number(head[:-1], 9):
            return -1
        colour = _COLOUR_LETTER.get(parts[1])
        throw = _THROWS.get(parts[2])
        if colour is None or throw is None:
            return -1
        at = 3
        space = begin + len(head) + len(parts[1]) + len(parts[2]) + 2  # the space before parts[at], in the text
        declared: int | None = None
        if at < count and parts[at].startswith("(") and parts[at].endswith(")"):
            digits = parts[at][1:-1]
            if not _is_number(digits, 9):
                return -1
            declared = int(digits)
            if declared > MAX_THROW_POINTS:
                return -1
            space += len(parts[at]) + 1
            at += 1
        leave: bool | None = None
        if at < count and parts[at] == "tient":
            leave = False
            space += 6
            at += 1
        elif at + 1 < count and parts[at] == "s'en" and parts[at + 1] == "va":
            leave = True
            space += 8
            at += 2
        first, opening = at, space
        while at < count and not parts[at].startswith("("):
            space += len(parts[at]) + 1
            at += 1
        moves: tuple[tuple[int, int], ...] | None = None
        if at > first:
            known = self.known_moves[0 if colour is WHITE else 1]
            key = text[opening:space]  # " B1-B5 B5-B7", as the expression takes it
            moves = known.get(key)
            if moves is None:
                moves = self.quick_moves(parts[first:at], colour)
                if moves is None:
                    return -1
                if moves and len(known) < _KNOWN_MOVES:
                    known[key] = moves
        given: int | None = None
        if at < count:
            mark, digits = parts[at], parts[-1][:-1]
            if (
                at + 2 != count
                or moves is None
                or mark not in ("(B", "(N")
                or _COLOUR_LETTER[mark[1]] is colour
                or not parts[-1].endswith(")")
                or not _is_number(digits, 9)
            ):
                return -1
            given = int(digits)
            if given > MAX_THROW_POINTS:
                return -1
        if current.draft is not None:
            self.finish_draft(current)
        line, column = self.where(begin)
        current.elements.append(_plain_turn(int(head[:-1]), colour, throw, declared, leave, moves, given, line, column))
        return end

    def quick_moves(self, pieces: list[str], colour: Colour) -> tuple[tuple[int, int], ...] | None:
        """Return the moves of a plain turn's pieces (``B1-B5``, or ``--`` alone), or None where one is not a move.

        Not a move: not between two points of the step table (then read one by one by :meth:`fast_moves`, which
        reports them)."""
        if pieces == ["--"]:
            return ()
        table = self.tables[0 if colour is WHITE else 1]
        moves: list[tuple[int, int]] = []
        for piece in pieces:
            origin, dash, target = piece.partition("-")
            step, goal = table.get(origin, 25), table.get(target)
            if not dash or step == 25 or goal is None:
                return None
            moves.append((step, goal))
        return tuple(moves)

    def fast(self, m: re.Match[str], start: int, current: _Line) -> None:
        """Return a plain turn matched whole: header, points, decision, moves, the opponent's points."""
        if current.draft is not None:
            self.finish_draft(current)
        base = _G_FAST
        number, letter, dice, declared, decision, moves_text, given_letter, given = m.group(
            base + 1, base + 2, base + 3, base + 4, base + 5, base + 6, base + 7, base + 8
        )
        colour = _COLOUR_LETTER[letter]
        moves: tuple[tuple[int, int], ...] | None = None
        if moves_text:
            known = self.known_moves[0 if colour is WHITE else 1]
            moves = known.get(moves_text)
            if moves is None:
                moves = self.fast_moves(moves_text, m.start(base + 6), colour, known)
        line, column = self.where(start)
        points = None
        declared_points = None
        if declared is not None:
            declared_points = int(declared)
            if declared_points > MAX_THROW_POINTS:
                self.bounded(declared, m.start(base + 4))
                declared_points = None
        if given is not None and not self.bounded(given, m.start(base + 8)):
            given = None
        if given is not None:
            if _COLOUR_LETTER[given_letter] is colour:
                self.error(
                    f"after the play the opponent marks: expected ({colour.opponent.letter} {given}) or ({given})",
                    m.start(base + 7) - 1,
                    "opponent-mark-colour",
                    colour=colour.opponent,
                    points=given,
                )
            elif moves is None:
                self.error("the opponent's points follow the play", m.start(base + 7) - 1, "opponent-mark-before-play")
            else:
                points = int(given)
        current.elements.append(
            _plain_turn(
                int(number),
                colour,
                _THROWS[dice],
                declared_points,
                None if decision is None else decision != "tient",
                moves,
                points,
                line,
                column,
            )
        )

    def fast_moves(
        self, text: str, offset: int, colour: Colour, known: dict[str, tuple[tuple[int, int], ...]]
    ) -> tuple[tuple[int, int], ...]:
        """Return the moves of a plain turn (``text``, at ``offset``).

        Kept in ``known`` when every name is a point of the path, else read again one by one, reporting the bad names
        where they stand."""
        pieces = text.split()
        found = self.quick_moves(pieces, colour)
        if found is not None:
            if found and len(known) < _KNOWN_MOVES:
                known[text] = found
            return found
        moves: list[tuple[int, int]] = []
        cursor = 0
        for piece in pieces:
            cursor = text.index(piece, cursor)
            origin, _, target = piece.partition("-")
            steps = self.move(origin, target, colour, offset + cursor)
            if steps is not None:
                moves.append(steps)
            cursor += len(piece)
        return tuple(moves)

    # -- tags ---------------------------------------------------------------------

    def tag(self, tags: list[tuple[str, str]], name: str, value: str, pos: int) -> None:
        key = canonical_tag(name)
        if key in self.tag_names:  # a set: reading N tags is linear, not N² comparisons
            self.error(f"tag {key} is given twice", pos, "tag-twice", tag=key)
            return
        if len(tags) >= MAX_TAGS:
            if not self.tags_refused:  # the limit is said once
                self.tags_refused = True
                self.error(
                    f"a record gives {MAX_TAGS} tags at most: the rest are not read",
                    pos,
                    "too-many-tags",
                    limit=MAX_TAGS,
                )
            return
        problem = None
        cause: ValueError | None = None
        try:
            if key == "Notation":
                self.notation = parse_notation(value)
            elif key == "Variante":
                parse_variant(value)
            elif key == "Conventions":
                parse_conventions(value)
            elif key == "Haut":
                self.orientation = Orientation(parse_colour(value), self.orientation.talons)
            elif key == "Talons":
                self.orientation = Orientation(self.orientation.top, Side(value.strip().lower()))
            elif key == "Marques":
                if not _is_number(value, 3) or not 2 <= int(value) <= MAX_MARQUES or int(value) % 2:
                    problem = f"Marques is an even number of marqués, 2 to {MAX_MARQUES}, not {value!r}"
            elif key == "Position":
                parse_code(value)
        except ValueError as error:
            problem, cause = str(error), error
        if problem:
            self.error(f"bad value for tag {key}: {problem}", pos, "bad-tag-value", tag=key, value=value, cause=cause)
            return
        if key in _TABLE_TAGS:
            self.tables = step_tables(self.notation, self.orientation)
            self.known_moves = _known_moves(self.notation, self.orientation)
        self.tag_names.add(key)
        tags.append((key, value))

    # -- movetext -------------------------------------------------------------------

    def token(self, kind: str, m: re.Match[str], start: int, stack: list[_Line]) -> None:
        current = stack[-1]
        draft = current.draft
        base = _G[kind]
        if kind == "turn":
            self.finish_draft(current)
            number, letter, a, b = m.group(base + 1, base + 2, base + 3, base + 4)
            if not ("1" <= a <= "6" and "1" <= b <= "6"):
                self.error(
                    f"expected a throw of two dice 1–6 such as 6-5, not {a}-{b}",
                    m.start(base + 3),
                    "bad-throw",
                    throw=f"{a}-{b}",
                )
                return
            line, column = self.where(start)
            current.draft = _TurnDraft(int(number), _COLOUR_LETTER[letter], Throw(int(a), int(b)), line, column)
            return
        if kind == "move":
            if not isinstance(draft, _TurnDraft):
                self.error(
                    "a move belongs to a turn: expected a turn such as '12. N 6-5' first", start, "move-outside-turn"
                )
                return
            if draft.phase > 2 or (draft.moves is not None and draft.phase != 2):
                self.error("the play comes before the opponent's mark", start, "play-after-mark")
                return
            steps = self.move(m.group(base + 1), m.group(base + 2), draft.colour, m.start(base + 1))
            if steps is None:
                return
            if draft.moves is None:
                draft.moves = []
            elif not draft.moves and draft.phase == 2:
                self.error("a play written '--' has no moves", start, "moves-after-pass")
                return
            draft.moves.append(steps)
            draft.phase = 2
            return
        if kind == "mark":
            if not isinstance(draft, _TurnDraft):
                self.error("a mark (points) belongs to a turn", start, "mark-outside-turn")
                return
            letter, digits = m.group(base + 1, base + 2)
            if not self.bounded(digits, m.start(base + 2)):
                return
            points = int(digits)
            if draft.phase == 0:
                if letter is not None and _COLOUR_LETTER[letter] is not draft.colour:
                    self.error(
                        f"before the play the mover marks: expected ({draft.colour.letter} {points}) or ({points})",
                        start,
                        "mover-mark-colour",
                        colour=draft.colour,
                        points=points,
                    )
                    return
                if draft.declared is not None:
                    self.error("the mover's points are written once, before the play", start, "mover-mark-twice")
                    return
                draft.declared = points
                return
            if draft.phase == 2:
                if letter is not None and _COLOUR_LETTER[letter] is draft.colour:
                    self.error(
                        "after the play the opponent marks: "
                        f"expected ({draft.colour.opponent.letter} {points}) or ({points})",
                        start,
                        "opponent-mark-colour",
                        colour=draft.colour.opponent,
                        points=points,
                    )
                    return
                draft.given = points
                draft.phase = 3
                return
            self.error(
                "a mark comes before the decision (the mover's) or after the play (the opponent's)",
                start,
                "misplaced-mark",
            )
            return
        if kind == "decision":
            if not isinstance(draft, _TurnDraft):
                self.error("tient or s'en va belongs to a turn", start, "decision-outside-turn")
                return
            if draft.phase != 0:
                self.error(
                    "tient or s'en va comes after the mover's points and before the play", start, "misplaced-decision"
                )
                return
            word = m.group(kind).lower()
            draft.leave = _DECISIONS.get(word, True)
            draft.phase = 1
            return
        if kind == "pass":
            if not isinstance(draft, _TurnDraft) or draft.phase > 1:
                self.error("'--' (no dame can be played) stands for the play of a turn", start, "misplaced-pass")
                return
            draft.moves = []
            draft.phase = 2
            return
        if kind == "glyph":
            if not isinstance(draft, _TurnDraft):
                self.error("a glyph (! ? !! ?? !? ?!) follows a turn", start, "glyph-outside-turn")
                return
            draft.glyphs.append(m.group(kind))
            return
        if kind == "ecole":
            if not isinstance(draft, _TurnDraft):
                self.error("an école claimed belongs to a turn", start, "ecole-outside-turn")
                return
            claimant = _COLOUR_LETTER[m.group(base + 1)]
            digits = m.group(base + 2)
            if not self.bounded(digits, m.start(base + 2)):
                return
            claimed = sum(claim.points for claim in draft.ecoles if claim.colour is claimant) + int(digits)
            if claimed > MAX_THROW_POINTS:
                self.error(
                    f"{claimant.french} claims {claimed} points of école in this turn: "
                    f"no école is beyond {MAX_THROW_POINTS} points",
                    start,
                    "ecole-too-high",
                    colour=claimant,
                    points=claimed,
                    limit=MAX_THROW_POINTS,
                )
                return
            draft.ecoles.append(EcoleClaim(claimant, int(digits)))
            return
        if kind in ("arrow", "point"):
            if not isinstance(draft, _TurnDraft):
                self.error("an arrow or a marked point belongs to a turn", start, "arrow-outside-turn")
                return
            first = self.point(m.group(base + 1), m.start(base + 1))
            if kind == "point":
                if first is not None:
                    draft.points.append(first)
                return
            second = self.point(m.group(base + 2), m.start(base + 2))
            if first is not None and second is not None:
                draft.arrows.append(TurnArrow(first, second))
            return
        if kind in ("releve", "marqueend", "end", "marque"):
            self.finish_draft(current)
            line, column = self.where(start)
            other = _OtherDraft(kind, line, column)
            if kind == "marque":
                other.number = int(m.group(base + 1))
            current.draft = other
            return
        if kind == "field" or kind == "word":
            self.field(m, kind, start, current)
            return
        if kind == "open":
            if not isinstance(draft, _TurnDraft):
                self.error("a variation '(' follows the turn it replaces", start, "variation-outside-turn")
                return
            if len(stack) > MAX_VARIATION_DEPTH:
                self.error(
                    f"variations nest {MAX_VARIATION_DEPTH} deep at most: this one is skipped",
                    start,
                    "variation-too-deep",
                    limit=MAX_VARIATION_DEPTH,
                )
                self.skipping = 1
                return
            stack.append(_Line(pos=start))
            return
        if kind == "close":
            if len(stack) == 1:
                self.error("')' closes no variation", start, "stray-close")
                return
            self.close(stack)
            return
        if kind == "tag":  # pragma: no cover - handled by read()
            return
        text = m.group(kind)
        if text == "{":
            self.error("expected '}' to close this comment", start, "unclosed-comment")
            return
        if text.startswith('"'):
            self.error('a quoted name belongs to a field such as Blanc="Abel"', start, "stray-quote")
            return
        if isinstance(draft, _TurnDraft):
            expected = (
                "points in parentheses (4), tient or s'en va, a move such as "
                f"{self.example_move(draft.colour)}, '--', a glyph, a comment {{…}}, or the next turn"
            )
        else:
            expected = "a turn such as '1. B 5-3', relevé, marqué N, fin du marqué, fin de la partie, or a comment"
        self.error(
            f"unexpected {text!r}: expected {expected}",
            start,
            "unexpected-in-turn" if isinstance(draft, _TurnDraft) else "unexpected",
            text=text,
        )

    def bounded(self, digits: str, pos: int) -> bool:
        """Check the points written in a turn: no throw gives more than :data:`MAX_THROW_POINTS`.

        More is an error, and False."""
        if int(digits) <= MAX_THROW_POINTS:
            return True
        self.error(
            f"no throw gives {int(digits)} points: at most {MAX_THROW_POINTS}",
            pos,
            "points-too-high",
            points=int(digits),
            limit=MAX_THROW_POINTS,
        )
        return False

    def example_move(self, colour: Colour) -> str:
        return "-".join(point_name(point_of_step(colour, s), self.notation, self.orientation) for s in (1, 7))

    def move(self, origin: str, target: str, colour: Colour, pos: int) -> tuple[int, int] | None:
        table = self.tables[0 if colour is WHITE else 1]
        a = table.get(origin)
        b = table.get(target)
        if a is None:
            a = self.slow_step(origin, colour, pos)
        if b is None:
            b = self.slow_step(target, colour, pos + len(origin) + 1)
        if a is None or b is None:
            return None
        if a == 25:
            self.error(
                f"{origin} is the bande de sortie: a dame moves from a flèche", pos, "move-from-off", point=origin
            )
            return None
        return a, b

    def slow_step(self, name: str, colour: Colour, pos: int) -> int | None:
        try:
            point = parse_point(name, self.notation, self.orientation)
        except BadPointError as error:
            self.error(str(error), pos, "bad-point", cause=error)
            return None
        table = self.tables[0 if colour is WHITE else 1]
        step = table.get(point_name(point, self.notation, self.orientation))
        if step is None:
            self.error(
                f"{name} is the bande de sortie of the other colour: {colour.french} bears off elsewhere",
                pos,
                "other-bande",
                point=name,
                colour=colour,
            )
        return step

    def point(self, name: str, pos: int) -> Point | None:
        try:
            return parse_point(name, self.notation, self.orientation)
        except BadPointError as error:
            self.error(str(error), pos, "bad-point", cause=error)
            return None

    def field(self, m: re.Match[str], kind: str, start: int, current: _Line) -> None:
        draft = current.draft
        if not isinstance(draft, _OtherDraft) or draft.kind == "releve":
            self.error(
                f"unexpected {m.group(kind)!r}: fields name=value follow fin du marqué, fin de la partie or marqué N",
                start,
                "misplaced-field",
                text=m.group(kind),
            )
            return
        if kind == "word":
            word = m.group(kind).lower()
            if draft.winner_seen:
                self.error("the winner (or refait, nulle) is written once", start, "winner-twice")
            elif draft.kind == "marque" or (word == "refait") != (draft.kind == "marqueend"):
                expected = "refait" if draft.kind == "marqueend" else "nulle"
                self.error(
                    f"unexpected {m.group(kind)!r}: expected gagnant=B, gagnant=N or {expected}",
                    start,
                    "unexpected-word",
                    text=m.group(kind),
                    expected=expected,
                )
            else:
                draft.winner_seen = True
            return
        base = _G["field"]
        name, value = m.group(base + 1), m.group(base + 2)
        key = _FIELD_NAMES.get(name.lower())
        allowed = {
            "marque": ("white", "black"),
            "marqueend": ("winner", "trous", "bredouille", "refaits", "points"),
            "end": ("winner",),
        }[draft.kind]
        if key not in allowed:
            self.error(
                f"unknown field {name!r}: expected one of {', '.join(allowed)}", start, "unknown-field", field=name
            )
            return
        if key in draft.fields or (key == "winner" and draft.winner_seen):
            self.error(f"field {name} is written once", start, "field-twice", field=name)
            return
        if key in ("white", "black"):
            if not (len(value) >= 2 and value[0] == '"' and value[-1] == '"'):
                self.error(f'a player\'s name is quoted: {name}="…"', start, "unquoted-name", field=name)
                return
            if not self.escapes_known(value[1:-1], m.start(base + 2) + 1):
                return
            value = _unescape(value[1:-1])
        elif key == "winner":
            if value not in ("B", "N"):
                self.error(f"gagnant is B or N, not {value!r}", start, "bad-winner", value=value)
                return
            draft.winner_seen = True
            draft.winner = _COLOUR_LETTER[value]
        elif key == "trous":
            left, sep, right = value.partition("/")
            if not (sep and _is_number(left, 5) and _is_number(right, 5)):
                self.error(
                    f"trous are written Blanc's/Noir's, such as trous=7/3, not {value!r}",
                    start,
                    "bad-trous",
                    value=value,
                )
                return
        elif key == "bredouille":
            if value not in _BREDOUILLES:
                self.error(
                    f"bredouille is simple, petite or grande, not {value!r}", start, "bad-bredouille", value=value
                )
                return
        elif not _is_number(value, 8):
            self.error(f"{name} is a whole number, not {value!r}", start, "not-a-number", field=name, value=value)
            return
        draft.fields[key] = value

    # -- building elements ----------------------------------------------------------

    def finish_draft(self, current: _Line) -> None:
        draft = current.draft
        current.draft = None
        if draft is None:
            return
        if isinstance(draft, _TurnDraft):
            current.elements.append(draft.freeze())
            return
        comments = tuple(draft.comments)
        where = (draft.line, draft.column)
        if draft.kind == "releve":
            current.elements.append(ReleveElement(comments, *where))
        elif draft.kind == "marque":
            fields = draft.fields
            current.elements.append(
                MarqueStart(draft.number, fields.get("white"), fields.get("black"), comments, *where)
            )
        elif draft.kind == "end":
            if not draft.winner_seen:
                self.error_at(
                    "fin de la partie is followed by gagnant=B, gagnant=N or nulle", draft, "end-without-winner"
                )
            current.elements.append(End(draft.winner, comments, *where))
        else:
            fields = draft.fields
            if not draft.winner_seen:
                self.error_at(
                    "fin du marqué is followed by gagnant=B, gagnant=N or refait", draft, "marque-end-without-winner"
                )
            if "trous" not in fields:
                self.error_at("fin du marqué gives the trous, such as trous=7/3", draft, "marque-end-without-trous")
            left, _, right = fields.get("trous", "0/0").partition("/")
            current.elements.append(
                MarqueEnd(
                    draft.winner,
                    (int(left), int(right)),
                    _BREDOUILLES[fields.get("bredouille", "simple")],
                    int(fields.get("refaits", "0")),
                    int(fields.get("points", "0")),
                    comments,
                    *where,
                )
            )

    def error_at(self, message: str, draft: _OtherDraft, reason: str = "") -> None:
        self.collect(RecordError(message, draft.line, draft.column, reason=reason))

    def finish(self, line: _Line) -> None:
        self.finish_draft(line)

    def close(self, stack: list[_Line]) -> None:
        variation = stack.pop()
        self.finish_draft(variation)
        parent = stack[-1].draft
        if isinstance(parent, _TurnDraft):
            parent.variations.append(tuple(variation.elements))


# -- entry points -------------------------------------------------------------------------


def read_record(text: str) -> GameRecord:
    """Read one record strictly.

    :raises RecordError: at the first fault (its line, column and what was expected).
    """
    if not isinstance(text, str):
        raise RecordError("a record is text", 1, 1, reason="not-text")
    return _Reader(_without_bom(text), True).read()


def read_record_lenient(text: str) -> tuple[GameRecord, list[RecordError]]:
    """Read one record, keeping going past faults: the record as far as it could be read, and the errors.

    >>> record, errors = read_record_lenient("%trictrac 1\\n1. B 5-3 B1-B6 Z9-B4\\n2. N 6-4 N1-N7 N1-N5")
    >>> len(record.elements), [(e.line, e.column) for e in errors]
    (2, [(2, 16)])
    """
    if not isinstance(text, str):
        return GameRecord(), [RecordError("a record is text", 1, 1, reason="not-text")]
    reader = _Reader(_without_bom(text), False)
    record = reader.read()
    return record, reader.errors


def _without_bom(text: str) -> str:
    """Return the text without the byte-order mark a Windows editor may put first.

    Any other is refused as stray."""
    return text[1:] if text.startswith(BOM) else text


def _record_starts(text: str) -> list[int]:
    """Tell where the records of ``text`` begin.

    ``%trictrac`` first on a line, the word whole (as ``^%trictrac\\b`` finds it with ``re.MULTILINE``, but by
    ``str.find``, which skips the text between at memory speed)."""
    starts: list[int] = []
    word = "%trictrac"
    at = text.find(word)
    while at >= 0:
        after = at + len(word)
        if (at == 0 or text[at - 1] == "\n") and not (
            after < len(text) and (text[after].isalnum() or text[after] == "_")
        ):
            starts.append(at)
        at = text.find(word, after)
    return starts


def split_records(text: str) -> list[tuple[int, str]]:
    """Return the records of a file (each begins with its version line), with the line number each starts on."""
    starts = _record_starts(text)
    if not starts or text[: starts[0]].strip():
        starts.insert(0, 0)
    pieces: list[tuple[int, str]] = []
    line = text.count("\n", 0, starts[0])
    for index, begin in enumerate(starts):
        finish = starts[index + 1] if index + 1 < len(starts) else len(text)
        piece = text[begin:finish]
        pieces.append((line, piece))
        line += piece.count("\n")  # counted a piece at a time: a file of many records is read once, not once each
    return pieces


def read_records(text: str, *, strict: bool = True) -> tuple[list[GameRecord], list[RecordError]]:
    """Read every record of a file; lenient (not ``strict``), collect the errors of all.

    :raises RecordError: ``strict``, at the first fault; lenient, for what is not text.
    """
    records: list[GameRecord] = []
    errors: list[RecordError] = []
    if not isinstance(text, str):
        if strict:
            raise RecordError("a record is text", 1, 1, reason="not-text")
        return records, [RecordError("a record is text", 1, 1, reason="not-text")]
    for offset, piece in split_records(_without_bom(text)):
        reader = _Reader(piece, strict, offset)
        records.append(reader.read())
        errors.extend(reader.errors)
    return records, errors


__all__ += ["GLYPHS", "step_tables"]
