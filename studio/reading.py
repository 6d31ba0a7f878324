"""Reading a file a user names: a regular file only, never more than a bound, and UTF-8 told by line and column.

The command line (:mod:`studio.cli.common`), the import of a folder (:mod:`studio.store.importing`) and the
studio's reader of diagrams and records (:mod:`studio.ui.files`) read through here, so that a device that
never answers (``/dev/ptmx``), one that never ends (``/dev/zero``), a socket or a sparse file of many gigabytes
is refused by all three in the same way, at once, and never waited on or read whole.

A file is opened without waiting (``O_NONBLOCK``: a pipe or a terminal would otherwise block the open itself)
and then checked on the descriptor opened, so that a file swapped for a device between a check of its name and
the opening is still refused.

>>> try:
...     decode_text(b"%trictrac 1\\n[Blanc \\"Andr\\xe9\\"]\\n")
... except NotText as error:
...     print(error)
not UTF-8 text: line 2, column 13: byte 0xE9 cannot be read
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

__all__ = ["MAX_FILE_BYTES", "NotText", "decode_text", "open_nonblocking", "read_regular", "shown"]

MAX_FILE_BYTES = 64 * 1024 * 1024
"""The largest file read: a larger one is refused, not read into memory (the longest game record is a few
hundred kilobytes, a diagram file a few)."""

_NOT_REGULAR = "not a regular file (a pipe, a device or a socket)"


class NotText(ValueError):
    """Bytes that are not UTF-8 text.

    ``line`` and ``column`` (1-based, in characters) say where the first byte that cannot be read stands, ``byte`` is
    that byte."""

    def __init__(self, line: int, column: int, byte: int) -> None:
        super().__init__(f"not UTF-8 text: line {line}, column {column}: byte 0x{byte:02X} cannot be read")
        self.line = line
        self.column = column
        self.byte = byte
        self.fields: dict[str, object] = {"line": line, "column": column, "byte": f"0x{byte:02X}"}

    def __reduce__(self) -> tuple[type[NotText], tuple[int, int, int]]:
        # Made again from its facts when an import's worker process hands it back.
        return NotText, (self.line, self.column, self.byte)


def shown(name: str | os.PathLike[str]) -> str:
    """Show a file name as a one-line message shows it.

    It is shown as it is when it is printable, else quoted the way Python writes a string (a line break becomes
    ``\\n``), so that one error stays one line.

    >>> shown("a b.trr"), shown("no\\nsuch")
    ('a b.trr', "'no\\\\nsuch'")
    """
    text = os.fspath(name)
    return text if text.isprintable() else repr(text)


def open_nonblocking(path: str | Path) -> tuple[int, int]:
    """Open a descriptor on ``path`` for reading without waiting (a pipe nothing writes to, a terminal).

    Returns it with the mode of what it opened; the caller closes it."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    descriptor = os.open(path, flags)
    try:
        mode = os.fstat(descriptor).st_mode
    except OSError:
        os.close(descriptor)
        raise
    return descriptor, mode


def too_large(path: str | Path, limit: int) -> OSError:
    return OSError(errno.EFBIG, f"larger than {limit // (1024 * 1024) or 1} MB", str(path))


def read_open(descriptor: int, path: str | Path, limit: int) -> bytes:
    """Read the bytes of the regular file open on ``descriptor``, at most ``limit``.

    More is refused with :class:`OSError` EFBIG: a sparse file whose size says it is too large is refused before a
    byte is read."""
    if os.fstat(descriptor).st_size > limit:
        raise too_large(path, limit)
    os.set_blocking(descriptor, True)
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = os.read(descriptor, min(1 << 20, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:
        raise too_large(path, limit)
    return b"".join(chunks)


def read_regular(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """Read the bytes of the regular file ``path``.

    Anything else (a folder, a pipe, a device, a socket) is refused with :class:`OSError` ``ESPIPE`` without being
    waited on, a file larger than ``limit`` with ``EFBIG``."""
    descriptor, mode = open_nonblocking(path)
    try:
        if stat.S_ISDIR(mode):
            raise OSError(errno.EISDIR, "a folder, not a file", str(path))
        if not stat.S_ISREG(mode):
            raise OSError(errno.ESPIPE, _NOT_REGULAR, str(path))
        return read_open(descriptor, path, limit)
    finally:
        os.close(descriptor)


def decode_text(data: bytes) -> str:
    """Decode UTF-8 text, a byte-order mark first dropped.

    Anything else is :class:`NotText`, with the line and column of the first byte that cannot be read."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        start = error.start
        line_start = data.rfind(b"\n", 0, start) + 1
        before = data[line_start:start].decode("utf-8-sig" if line_start == 0 else "utf-8", errors="replace")
        raise NotText(data.count(b"\n", 0, start) + 1, len(before) + 1, data[start]) from None
