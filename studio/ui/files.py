"""The diagram file (``.trictrac-diagram``): a small JSON document, and reading anything pasted.

A diagram file holds the position code (with dice and score state), the
annotations in their text form, the caption and the comment::

    {"format": "trictrac-diagram", "version": 1,
     "code": "B1:13,B6,B7/N1:15 N 4-2", "annotations": ["B1-B7", "B7=A"],
     "caption": "…", "comment": "…"}

:func:`read_pasted` turns whatever the clipboard holds into a diagram: a
file's JSON, the CLI's position JSON, a game record (its last position), or
a position code, alone or inside other text.  A code alone is read as the
editor holds it, illegal positions included (the editor warns), so whatever
the editor copies pastes back.  :func:`read_text_file` reads a file for
opening, refusing what is not text with a message.

>>> from notation.board import Position
>>> diagram = read_diagram(write_diagram(Diagram(caption="Le jan de six tables")))
>>> diagram.caption, diagram.position == Position.start()
('Le jan de six tables', True)
"""

from __future__ import annotations

import json
from pathlib import Path

from notation.code import CodeError, Setup, find_codes, parse_code
from notation.position_json import JsonError, load_json, parse_position_json
from notation.record import read_record_lenient, replay_record
from notation.render.annotations import AnnotationError, Annotations, parse_annotations
from studio.reading import NotText, decode_text, read_regular
from studio.ui.diagram import Diagram

__all__ = [
    "FORMAT",
    "SUFFIX",
    "VERSION",
    "DiagramFileError",
    "load_diagram",
    "parse_code_unchecked",
    "read_diagram",
    "read_pasted",
    "read_text_file",
    "save_diagram",
    "write_diagram",
]

FORMAT = "trictrac-diagram"
VERSION = 1
SUFFIX = ".trictrac-diagram"

# What a board can show, and so what a diagram file may hold: a file beyond is refused with one message, never
# laid out (a caption of a million characters crashed Qt; 100,000 arrows froze the window for half a minute).
MAX_CAPTION_CHARS = 1_000
"""The longest caption: a few lines under the board."""
MAX_COMMENT_CHARS = 100_000
"""The longest comment: pages of notes beside the board."""
MAX_ARROWS = 100
"""The most arrows: the dames of a whole coup, and its alternatives, several times over."""
MAX_MARKS = 50
"""The most marks: one on each of the 24 flèches and the talons, twice."""
MAX_DIAGRAM_CHARS = 256 * 1024
"""The longest diagram file: every field at its bound is well under it."""
MAX_SEARCH_CHARS = 100_000
"""The part of a text (a file or the clipboard) searched for a position code: the rest is not looked at, so that a
file of many megabytes is answered at once."""
MAX_CODE_CHARS = 1_000
"""The longest text read as one position code (the longest code is a few hundred characters)."""


class DiagramFileError(ValueError):
    """Raised for a diagram file, or pasted text, that holds no diagram the studio can read.

    ``str()`` is English (the log); ``reason`` names the fault and ``fields`` hold its facts, the engine's
    error among them as ``cause`` when the engine refused the text, so that the interface words it
    (:func:`studio.ui.error_messages.error_text`) without reading the English back.
    """

    def __init__(self, message: str, reason: str = "", **fields: object) -> None:
        super().__init__(message)
        self.reason = reason
        self.fields: dict[str, object] = {"reason": reason, **fields}


def write_diagram(diagram: Diagram) -> str:
    """Return the file's JSON text (UTF-8, indented, a final newline)."""
    data: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "code": diagram.code(),
        "annotations": [a.text() for a in diagram.annotations.arrows] + [m.text() for m in diagram.annotations.marks],
        "caption": diagram.caption,
        "comment": diagram.comment,
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _annotations(items: object) -> Annotations:
    if items is None:
        return Annotations()
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
        raise DiagramFileError('\'annotations\' is a list of texts such as "B1-B7" and "B7=A"', "annotations-list")
    marks = sum(1 for item in items if "=" in item)
    if len(items) - marks > MAX_ARROWS or marks > MAX_MARKS:
        raise DiagramFileError(
            f"a diagram holds {MAX_ARROWS} arrows and {MAX_MARKS} marks at most, not {len(items) - marks} and {marks}",
            "too-many-annotations",
            arrows=MAX_ARROWS,
            marks=MAX_MARKS,
        )
    try:
        return parse_annotations(" ".join(items))
    except AnnotationError as error:
        raise DiagramFileError(f"annotations: {error}", "annotations", cause=error) from None


def _checked_text(key: str, value: object, limit: int) -> str:
    """Check a text field of a diagram file: a text, within ``limit`` characters, and writable back.

    Writable back: no lone surrogate (a JSON escape such as ``"\\ud800"`` reads into one, which no file can then hold).
    """
    if not isinstance(value, str):
        raise DiagramFileError(f"'{key}' is a text", "not-text-field", key=key)
    if len(value) > limit:
        raise DiagramFileError(
            f"'{key}' is {limit:,} characters at most, not {len(value):,}", "text-too-long", key=key, limit=limit
        )
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise DiagramFileError(
            f"'{key}' holds a lone surrogate (U+{ord(value[error.start]):04X}), which is no character",
            "surrogate",
            key=key,
            code=f"U+{ord(value[error.start]):04X}",
        ) from None
    return value


def parse_code_unchecked(code: str) -> Setup:
    """Read a position code that may break the laws of the tablier (an editor keeps such positions).

    >>> from notation.board import WHITE
    >>> parse_code_unchecked("B1:16/N1:15 B").position.points(WHITE)
    {'B1': 16}
    """
    return parse_code(code, check=False)


def _from_data(data: dict[str, object]) -> Diagram:
    code = data.get("code")
    if not isinstance(code, str):
        raise DiagramFileError("a diagram file has a 'code' (the position code)", "code-missing")
    try:
        setup = parse_code_unchecked(code)
    except CodeError as error:
        raise DiagramFileError(f"code, column {error.column}: {error.message}", "code", cause=error) from None
    except ValueError as error:
        raise DiagramFileError(f"code: {error}", "code", cause=error) from None
    caption = _checked_text("caption", data.get("caption", ""), MAX_CAPTION_CHARS)
    comment = _checked_text("comment", data.get("comment", ""), MAX_COMMENT_CHARS)
    return Diagram(
        setup.position,
        setup.dice,
        setup.score or Diagram().score,
        _annotations(data.get("annotations")),
        caption,
        comment,
    )


def read_diagram(text: str) -> Diagram:
    """Read a diagram file's text; raises :class:`DiagramFileError`.

    The JSON is read as the command line reads it (:func:`notation.position_json.load_json`: nesting, numbers and
    keys given twice refused), and every field within what a board can show."""
    if len(text) > MAX_DIAGRAM_CHARS:
        raise DiagramFileError(
            f"a diagram file is {MAX_DIAGRAM_CHARS:,} characters at most, not {len(text):,}",
            "diagram-too-long",
            limit=MAX_DIAGRAM_CHARS,
        )
    try:
        data = load_json(text, "diagram")
    except JsonError as error:
        if error.fields.get("reason") == "syntax":
            raise DiagramFileError(
                f"not JSON (line {error.line}, column {error.column})", "not-json", line=error.line, column=error.column
            ) from None
        raise DiagramFileError(f"not a diagram file's JSON: {error}", "bad-json", cause=error) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DiagramFileError(f'not a diagram file (no "format": "{FORMAT}")', "not-diagram", format=FORMAT)
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise DiagramFileError(
            f"diagram file version {version!r}: this studio reads version {VERSION}",
            "version",
            version=version,
            expected=VERSION,
        )
    return _from_data(data)


def save_diagram(path: str | Path, diagram: Diagram) -> None:
    Path(path).write_text(write_diagram(diagram), encoding="utf-8")


def read_text_file(path: str | Path) -> str:
    """Return the text of a file to open (UTF-8; a byte-order mark first is dropped).

    Raises :class:`DiagramFileError` with a plain message for a file that cannot be read or is not text (a binary file,
    an image…).

    Line breaks are kept as written (``\\r\\n`` too): the readers take them all.
    """
    try:
        # The command line's caps: a regular file only (a pipe, a terminal or /dev/zero is refused, not waited on
        # or read for ever), at most MAX_FILE_BYTES (a sparse file of many gigabytes is refused unread).
        data = read_regular(path)
    except OSError as error:
        raise DiagramFileError(f"cannot read the file: {error.strerror or error}", "cannot-read", cause=error) from None
    zero = data.find(b"\0")
    if zero >= 0:
        raise DiagramFileError(
            f"not a text file: it holds binary data (a zero byte at offset {zero})", "binary", offset=zero
        )
    try:
        return decode_text(data)
    except NotText as error:
        raise DiagramFileError(
            f"not a UTF-8 text file: {error}",
            "not-utf8",
            line=error.line,
            column=error.column,
            byte=f"0x{error.byte:02X}",
        ) from None


def load_diagram(path: str | Path) -> Diagram:
    return read_diagram(read_text_file(path))


def _from_cli_json(text: str) -> Diagram:
    try:
        given = parse_position_json(text)
    except ValueError as error:
        raise DiagramFileError(str(error), "cli-json", cause=error) from None
    return Diagram(given.position, given.dice)


def _from_record(text: str) -> Diagram | None:
    """Return the last position of a game record, or None when ``text`` is none.

    Raises :class:`DiagramFileError` with the line and column for a record that cannot be read whole or
    that the engine cannot replay (an illegal play…): no position is made up for it.
    """
    record, errors = read_record_lenient(text)
    if errors and not record.elements:
        return None
    if errors:
        raise DiagramFileError(f"game record, {errors[0]}", "record", cause=errors[0])
    try:
        partie = replay_record(record)
    except ValueError as error:
        raise DiagramFileError(f"the game record cannot be replayed: {error}", "replay", cause=error) from None
    state = partie.state
    return Diagram(state.position.with_to_move(state.mover), state.dice, state.score)


def read_pasted(text: str) -> Diagram:
    """Read whatever was pasted as a diagram (see the module's docstring); raises :class:`DiagramFileError`.

    >>> read_pasted("Voyez `B1:13,B6,B7/N1:15 N 6-5` : le jan de six tables.").dice
    Throw(high=6, low=5)
    """
    stripped = text.strip().removeprefix("\ufeff").strip()
    if not stripped:
        raise DiagramFileError("the clipboard holds no text", "empty-clipboard")
    if stripped.startswith("{"):
        try:
            data = load_json(stripped, "diagram")
        except JsonError:
            data = None
        if isinstance(data, dict) and data.get("format") == FORMAT:
            return read_diagram(stripped)
        return _from_cli_json(stripped)
    if len(stripped) <= MAX_CODE_CHARS:
        try:
            # Unchecked: the editor holds (and copies) illegal positions; it shows their warnings again.
            setup = parse_code(stripped, check=False)
        except ValueError:
            pass
        else:
            return Diagram(setup.position, setup.dice, setup.score or Diagram().score)
    if stripped.startswith("%trictrac"):
        record = _from_record(stripped)
        if record is not None:
            return record
    found = find_codes(stripped[:MAX_SEARCH_CHARS])
    if found:
        setup = found[0]
        return Diagram(setup.position, setup.dice, setup.score or Diagram().score)
    raise DiagramFileError(
        "no position code, position JSON, diagram or game record found in the pasted text", "nothing-found"
    )
