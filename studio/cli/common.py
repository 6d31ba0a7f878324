"""What every ``trictrac`` sub-command shares: reading its arguments, writing its files, its one error.

JSON arguments are read by :func:`notation.position_json.load_json` (nesting, numbers and encoding
checked), files and standard input by :func:`read_input_file` (size and encoding checked), numbers on
the command line by :func:`bounded_int`, and files are written whole or not at all by
:func:`write_output`.  Input the command cannot use is a one-line :class:`BadInput`, which
:func:`studio.cli.command.main` reports with exit status 2.

The sub-command modules (:mod:`studio.cli.command`, :mod:`studio.cli.archive`, :mod:`studio.cli.export`,
:mod:`studio.cli.lessons`) import this module; it imports none of them.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import re
import select
import stat
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from notation.board import Colour
from notation.position_json import PositionJson, json_flag, json_whole, load_json, parse_position
from notation.scoreboard import ScoreState
from studio.reading import MAX_FILE_BYTES, NotText, decode_text, open_nonblocking, read_open, shown

if TYPE_CHECKING:
    from typing import TypeAlias

    from studio.store.db import Archive

    Subparsers: TypeAlias = argparse._SubParsersAction["CommandParser"]
    """What ``add_subparsers`` returns: the command adds each family of sub-commands to it."""

__all__ = [
    "MAX_INPUT_BYTES",
    "MAX_TROUS",
    "BadInput",
    "CommandParser",
    "ProgressLine",
    "RecordAppender",
    "bounded_int",
    "check_output_path",
    "one_line",
    "open_archive",
    "print_json",
    "read_input_file",
    "read_position",
    "read_sheet",
    "read_text_argument",
    "summarised",
    "terminated_as_interrupted",
    "write_output",
]

MAX_INPUT_BYTES = MAX_FILE_BYTES
"""The largest file (or standard input) an argument may name: bigger is refused, not read into memory."""

PIPE_SILENCE = 5.0
"""The seconds a named pipe (a FIFO) may stay silent while it is read: one nothing writes to is refused, not
waited on for ever."""

MAX_TROUS = 999
"""The most trous a score may show: a partie ordinaire ends at 12, a marqué of a partie à écrire well before
a hundred."""

MAX_REFAITS = 99
"""The most refaits (null marqués replayed) a SHEET's marqué may follow; each doubles some consolations."""

MAX_SHEET_NUMBER = 1_000_000
"""The largest points, fiche or jetons a SHEET may give."""


class BadInput(ValueError):
    """Input the command cannot use; reported as one line on stderr with exit status 2."""


# -- reading input ----------------------------------------------------------------------


def _os_reason(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__


def _decode(data: bytes, what: str) -> str:
    """Decode UTF-8 text.

    A byte-order mark (as Windows editors write) is dropped; any other encoding is refused with the line and column
    of the first byte that cannot be read."""
    try:
        return decode_text(data)
    except NotText as error:
        raise BadInput(f"{what}: {error}") from None


def _read_pipe(descriptor: int, source: str) -> bytes:
    """Read a named pipe's bytes to its end, at most one more than :data:`MAX_INPUT_BYTES`.

    The pipe is opened without waiting for a writer, then read while something writes, a silence of
    :data:`PIPE_SILENCE` seconds refused (opening one nothing writes to would wait for ever)."""
    poller = select.poll()
    poller.register(descriptor, select.POLLIN)
    chunks: list[bytes] = []
    size = 0
    while size <= MAX_INPUT_BYTES:
        if not poller.poll(round(PIPE_SILENCE * 1000)):
            what = "nothing was written to it" if not size else "it stopped being written to"
            raise BadInput(f"cannot read {source}: a pipe, and {what} for {PIPE_SILENCE:g} seconds")
        try:
            chunk = os.read(descriptor, 1 << 16)
        except BlockingIOError:
            continue
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _read_named(path: Path, source: str) -> bytes:
    """Read the bytes of the file ``path``: a regular file, or a named pipe read while something writes to it.

    Anything else (a folder, a terminal, a device, a socket) is refused before a byte is waited for."""
    descriptor, mode = open_nonblocking(path)
    try:
        if stat.S_ISFIFO(mode) and hasattr(select, "poll"):
            return _read_pipe(descriptor, source)
        if stat.S_ISDIR(mode):
            raise BadInput(f"cannot read {source}: it is a folder")
        if not stat.S_ISREG(mode):
            raise BadInput(f"cannot read {source}: not a regular file (a device or a socket)")
        return read_open(descriptor, path, MAX_INPUT_BYTES)
    finally:
        os.close(descriptor)


def read_input_file(name: str | Path, what: str) -> str:
    """Read the text of the file ``name`` (``-``: standard input), at most :data:`MAX_INPUT_BYTES`.

    Errors (missing, unreadable, a folder, a device, too big, not UTF-8) are one-line :class:`BadInput`.
    """
    if not str(name):
        raise BadInput(f"no {what} file named (the name is empty)")  # Path("") would be the current folder
    if str(name) == "-":
        data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        source = "standard input"
    else:
        path = Path(name)
        source = f"{what} file {shown(path)}"
        try:
            data = _read_named(path, source)
        except OSError as error:
            if error.errno == errno.EFBIG:
                raise BadInput(f"{source} is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB") from None
            raise BadInput(f"cannot read {source}: {_os_reason(error)}") from None
    if len(data) > MAX_INPUT_BYTES:
        raise BadInput(f"{source} is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB")
    return _decode(data, source)


def read_text_argument(text: str, what: str) -> str:
    if text.startswith("@"):
        return read_input_file(text[1:], what)
    return text


def read_position(text: str) -> PositionJson:
    """Read a POSITION argument: a position code, JSON text starting with ``{``, or ``@file.json``."""
    return parse_position(read_text_argument(text, "position"))


def _check_sheet_numbers(data: Mapping[str, object]) -> None:
    """Check the numbers of a SHEET before ``Sheet.from_mapping`` reads its shape: whole, in range, no bools."""
    conventions = data.get("conventions")
    if isinstance(conventions, dict):
        if "jetons_per_marque" in conventions:
            json_whole(conventions["jetons_per_marque"], "conventions.jetons_per_marque", 1, 2)
        if "fiche" in conventions:
            json_whole(conventions["fiche"], "conventions.fiche", 1, MAX_SHEET_NUMBER)
    marques = data.get("marques")
    if not isinstance(marques, list):
        return
    for number, entry in enumerate(marques, start=1):
        if not isinstance(entry, dict):
            continue
        where = f"marqué {number}"
        if "refaits" in entry:
            json_whole(entry["refaits"], f"{where}: refaits", 0, MAX_REFAITS)
        if "points" in entry:
            json_whole(entry["points"], f"{where}: points", 0, MAX_SHEET_NUMBER)
        trous = entry.get("trous")
        if isinstance(trous, dict):
            for name, value in trous.items():
                json_whole(value, f"{where}: trous of {name}", 0, MAX_TROUS)
        for key in ("sans_lever", "rival_sans_lever"):
            if entry.get(key) is not None:
                json_flag(entry[key], f"{where}: {key}")


def read_sheet(text: str) -> dict[str, object]:
    """Read a SHEET argument (JSON text or ``@file.json``) into a mapping whose numbers are checked."""
    data = load_json(read_text_argument(text, "sheet").strip(), "sheet")
    if not isinstance(data, dict):
        raise BadInput('SHEET must be {"players": [...], "marques": [...]}')
    _check_sheet_numbers(data)
    return data


# -- writing output ---------------------------------------------------------------------


def check_output_path(target: str | Path) -> Path:
    """Refuse at once an output path that cannot be a file: a folder, or in a folder that does not exist."""
    path = Path(target)
    if path.is_dir():
        raise BadInput(f"cannot write {path}: it is a folder")
    folder = path.parent
    if not folder.is_dir():
        reason = "is not a folder" if folder.exists() else "does not exist"
        raise BadInput(f"cannot write {path}: the folder {folder} {reason}")
    return path


def _new_file_mode() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def write_output(target: str | Path, data: bytes | str) -> None:
    """Write ``data`` to the file ``target`` whole or not at all.

    A regular file is written to a temporary file in the same folder, then renamed over ``target``: a
    failure (a full disk, a read-only folder) leaves no half-written file, and the one that was there
    stays.  A device or a pipe (``/dev/stdout``) is written in place.  Errors are one-line BadInput
    messages naming the path and the system's reason.
    """
    payload = data.encode("utf-8") if isinstance(data, str) else data
    path = Path(target)
    if path.exists() and not path.is_dir() and not path.is_file():
        # Opened by its own name (/dev/stdout's link leads to "pipe:[…]", which no path resolves to), and
        # without waiting for a reader: with none, writing to a pipe would wait for ever.
        nonblocking = getattr(os, "O_NONBLOCK", 0)
        try:
            descriptor = os.open(path, os.O_WRONLY | nonblocking)
            if nonblocking:
                os.set_blocking(descriptor, True)
            with os.fdopen(descriptor, "wb") as handle:
                handle.write(payload)
        except OSError as error:
            if error.errno == errno.ENXIO:
                raise BadInput(f"cannot write {target}: a pipe nothing reads from") from None
            raise BadInput(f"cannot write {target}: {_os_reason(error)}") from None
        return
    if path.is_symlink():
        path = Path(os.path.realpath(path))
    check_output_path(path)
    mode = stat.S_IMODE(path.stat().st_mode) if path.exists() else _new_file_mode()
    try:
        # imported here: optional: the ImportError is caught
        import tempfile  # not when the command starts: it reads shutil, random and the compressors

        descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    except OSError as error:
        raise BadInput(f"cannot write {target}: {_os_reason(error)}") from None
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise BadInput(f"cannot write {target}: {_os_reason(error)}") from None


class RecordAppender:
    """Records written one after another as each is finished, the file they replace left whole until the end.

    They go into a scratch file beside ``target`` that replaces it at the end (:meth:`finish`), as
    :func:`write_output` writes: a full disk leaves the file that was there whole.  An interrupted job keeps what it
    finished (:meth:`keep_finished`): the records written so far, each whole, replace the file then."""

    def __init__(self, target: str | Path) -> None:
        # imported here: `trictrac --help` loads only what every command needs, not tempfile
        import tempfile

        self.target = target
        self.path = check_output_path(target)
        self.mode = stat.S_IMODE(self.path.stat().st_mode) if self.path.exists() else _new_file_mode()
        try:
            descriptor, temporary = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".part", dir=self.path.parent)
        except OSError as error:
            raise BadInput(f"cannot write {target}: {_os_reason(error)}") from None
        self.temporary = Path(temporary)
        self.handle = os.fdopen(descriptor, "wb")
        self._done = (0, 0)
        # The records written whole and the bytes they fill, set in one assignment once a record is flushed: an
        # interruption (Ctrl+C, a polite kill) between two instructions of add() finds both or neither, and
        # keep_finished() cuts what a record interrupted halfway left after them.

    @property
    def count(self) -> int:
        """The records written whole."""
        return self._done[0]

    def add(self, text: str) -> None:
        """Write one record whole (after the others), flushed to the system: a kill loses none before it."""
        count, size = self._done
        data = (("\n" if count else "") + text).encode("utf-8")
        try:
            self.handle.write(data)
            self.handle.flush()
        except OSError as error:
            self.discard()
            raise BadInput(f"cannot write {self.target}: {_os_reason(error)}") from None
        self._done = (count + 1, size + len(data))

    def finish(self) -> None:
        """Put the records in place of the file ``target`` (the one there stays whole on a failure)."""
        try:
            self.handle.flush()
            os.fsync(self.handle.fileno())
            self.handle.close()
            os.chmod(self.temporary, self.mode)
            os.replace(self.temporary, self.path)
        except OSError as error:
            self.discard()
            raise BadInput(f"cannot write {self.target}: {_os_reason(error)}") from None

    def keep_finished(self) -> str:
        """Put the records finished so far in place of ``target``, the job being stopped; says what was kept.

        A record the interruption caught halfway (written, or partly written, but not counted) is cut off: the
        file holds exactly the records the message counts, each whole.
        """
        try:
            try:
                self.handle.truncate(self._done[1])
            except OSError as error:
                self.discard()
                raise BadInput(f"cannot write {self.target}: {_os_reason(error)}") from None
            self.finish()
        except BadInput as error:
            return f"{self._finished()} could not be kept: {error}"
        verb = "is" if self.count == 1 else "are"
        return f"{self._finished()} {verb} kept in {self.target}"

    def _finished(self) -> str:
        """Say the records finished so far: « the finished record », « the 3 finished records »."""
        return "the finished record" if self.count == 1 else f"the {self.count} finished records"

    def discard(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.handle.close()
        with contextlib.suppress(OSError):
            self.temporary.unlink()


@contextlib.contextmanager
def terminated_as_interrupted() -> Iterator[None]:
    """Make a polite kill (SIGTERM) interrupt within the block as Ctrl+C does.

    A long job then keeps what it finished either way (only the main thread may set a signal's handler: elsewhere
    nothing changes)."""
    # imported here: `trictrac --help` loads only what every command needs, not signal
    import signal

    def interrupt(_signal: int, _frame: object) -> None:
        raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGTERM, interrupt)
    except ValueError:  # not the main thread
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


class ProgressLine:
    """A long job's progress on stderr, the one way every command shows it.

    On a terminal: one line rewritten at most ten times a second, with the time spent and an estimate of the time
    left from the pace so far.  Elsewhere (a log, a pipe: a script reads the result, not the progress): whole
    lines, a few at most whatever the job's length: one as each quarter of the work is done (25, 50, 75 and
    100 %), once the job has run :data:`QUIET_FOR` seconds; a job of a second or less writes nothing.  ``quiet``
    (``--quiet``): nothing.  ``extra`` is said after the count (``, 12 made``)."""

    QUIET_FOR = 1.0
    """Seconds a job runs before a log gets lines of its progress."""
    INTERVAL = 0.1
    """The least seconds between two drawings of a terminal's line."""

    def __init__(self, what: str, unit: str, stream: TextIO | None = None, *, quiet: bool = False) -> None:
        self.stream = sys.stderr if stream is None else stream
        self.what = what
        self.unit = unit
        self.tty = not quiet and self.stream.isatty()
        self.logged = not quiet and not self.tty
        self.clock = time.monotonic
        self.started = self.clock()
        self.last = -1.0
        self.quarters = 0
        """Quarters of the work a log was told of."""
        self.drawn = False
        """A terminal's line is drawn, not yet ended."""
        self.finished = False

    def _text(self, done: int, total: int, extra: str, spent: float) -> str:
        text = f"{self.what}: {done:,}/{total:,} {self.unit}{extra}, {duration_text(spent)}"
        if 0 < done < total and spent > 0:
            text += f", about {duration_text(spent / done * (total - done))} left"
        return text

    def show(self, done: int, total: int, extra: str = "") -> None:
        if self.finished or not (self.tty or self.logged):
            return
        now = self.clock()
        spent = now - self.started
        final = done >= total
        if self.tty:
            if not final and now - self.last < self.INTERVAL:
                return
            self.last = now
            self.stream.write("\r\x1b[K" + self._text(done, total, extra, spent) + ("\n" if final else ""))
            self.drawn = not final
        else:
            quarters = 4 if final else 4 * done // total
            if quarters <= self.quarters or spent < self.QUIET_FOR:
                return
            self.quarters = quarters
            percent = f" ({100 * done // total} %)" if not final else ""
            self.stream.write(self._text(done, total, extra, spent) + percent + "\n")
        self.finished = final
        self.stream.flush()

    def end(self) -> None:
        """Clear the line of a job stopped before its end (an interruption, an error)."""
        if self.drawn:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.drawn = False


def summarised(command: str, problems: Sequence[str], stream: TextIO | None = None, *, most: int = 5) -> None:
    """Write ``problems`` (one a game, a file…) to stderr as ``trictrac COMMAND: …`` lines, at most ``most``.

    The first ``most`` of them are written and then their count, rather than a line each: a run over a large archive
    does not bury its result under thousands of lines (``--json`` gives them all)."""
    out = sys.stderr if stream is None else stream
    for problem in problems[:most]:
        out.write(f"trictrac {command}: {problem}\n")
    if len(problems) > most:
        rest = len(problems) - most
        out.write(f"trictrac {command}: … and {rest:,} more ({len(problems):,} in all; --json lists them)\n")


def duration_text(seconds: float) -> str:
    """Write a duration as a person reads it: ``45 s``, ``12 min``, ``3 h 20 min``, ``2 days 4 h``.

    >>> duration_text(4.2), duration_text(725), duration_text(12_000), duration_text(190_000)
    ('4 s', '12 min', '3 h 20 min', '2 days 4 h')
    """
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    if whole < 3600:
        return f"{whole // 60} min"
    if whole < 86_400:
        return f"{whole // 3600} h {whole % 3600 // 60} min"
    return f"{whole // 86_400} days {whole % 86_400 // 3600} h"


# -- numbers on the command line ---------------------------------------------------------


def bounded_int(low: int, high: int) -> Callable[[str], int]:
    """Return an argparse ``type``: a whole number in ASCII digits from ``low`` to ``high``.

    Anything else gets argparse's error."""

    widest = len(str(max(abs(low), abs(high))))  # more digits than the bounds have: out of range, unconverted

    def whole_number(text: str) -> int:
        digits = text.strip()
        if not re.fullmatch(r"[+-]?[0-9]+", digits):
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number")
        if len(digits.lstrip("+-").lstrip("0")) > widest:
            raise argparse.ArgumentTypeError(f"{digits} is out of range: from {low} to {high}")
        value = int(digits)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is out of range: from {low} to {high}")
        return value

    return whole_number


# -- shared by the sub-commands ------------------------------------------------------------


def one_line(text: str) -> str:
    """Put ``text`` on one line: its lines joined, runs of blanks made one space."""
    return " ".join(text.split())


def _terminal_columns() -> int:
    """Return the terminal's width as :func:`shutil.get_terminal_size` finds it.

    That is ``COLUMNS``, else the terminal's, else 80.

    Read here because argparse's formatter imports :mod:`shutil` (and with it the compressors) for it at the first
    argument added: a tenth of a command's start, for a width only ``--help`` uses.
    """
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns > 0:
        return columns
    stdout = sys.__stdout__
    try:
        return (os.get_terminal_size(stdout.fileno()).columns if stdout is not None else 0) or 80
    except (AttributeError, ValueError, OSError):  # not a terminal
        return 80


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, its width found without :mod:`shutil` (:func:`_terminal_columns`)."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24, width: int | None = None):
        # As argparse does: the terminal's width less two.
        super().__init__(prog, indent_increment, max_help_position, _terminal_columns() - 2 if width is None else width)


class CommandParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit status 2."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {one_line(message)}\n")


def print_json(data: object) -> None:
    """Print ``data`` as indented JSON, UTF-8 as it is (no ``\\u`` escapes)."""
    print(json.dumps(data, ensure_ascii=False, indent=2))


def open_archive(url: str | None) -> Archive:
    """Open the archive at ``url`` (``--db``; ``None``: the user's).

    The URL is checked first by :func:`studio.store.urls.database_url`."""
    # imported here: `trictrac --help` loads only what every command needs, not studio.store.db, studio.store.urls
    from studio.store.db import Archive
    from studio.store.urls import database_url

    return Archive(database_url(url))


def score_state_json(state: ScoreState) -> dict[str, object]:
    """Return a score state's JSON as the commands write one.

    That is ``mark``'s ``states`` and ``moves --rank``'s ``score``."""
    out: dict[str, object] = {
        colour.value: {
            "points": state.of(colour).points,
            "trous": state.of(colour).trous,
            "bredouille": state.of(colour).bredouille,
        }
        for colour in (Colour.WHITE, Colour.BLACK)
    }
    out["pavillon"] = None if state.pavillon is None else state.pavillon.value
    return out


def one_record(text: str, game: int | None, where: str) -> tuple[int, str]:
    """Choose the record ``--game`` names among the records of ``text`` (the only one when it holds one).

    It comes with the offset of its first line in the file.  A file of several without ``--game``, or a number out of
    range, is refused, naming ``where`` (the file or its role)."""
    # imported here: `trictrac --help` loads only what every command needs, not notation.record.reader
    from notation.record.reader import split_records

    pieces = split_records(text)
    if game is None:
        if len(pieces) > 1:
            raise BadInput(f"{where}: the file holds {len(pieces)} games: choose one with --game 1 to {len(pieces)}")
        return 0, text
    if not 1 <= game <= len(pieces):
        raise BadInput(f"{where}: --game {game}: the file holds {len(pieces)} game(s)")
    return pieces[game - 1]
