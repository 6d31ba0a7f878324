"""The archive's database URL (``--db``), checked before anything connects.

The command line (``trictrac archive … --db URL``) and the studio (``trictrac-studio --db URL``)
both read it here, so both refuse the same URLs with the same one-line message.
"""

from __future__ import annotations

import stat
import warnings
from pathlib import Path

from studio.reading import shown

__all__ = ["CONNECT_TIMEOUT", "MAX_CONNECT_TIMEOUT", "DatabaseUrlError", "check_connect_timeout", "database_url"]

CONNECT_TIMEOUT = 5
"""Seconds to wait for a database server before giving up (an unreachable server must not hang the command)."""

MAX_CONNECT_TIMEOUT = 120
"""The longest ``connect_timeout`` a URL may give, in seconds: 0 (libpq's "wait for ever") and 100000 would let a
server that accepts and never answers hang the program."""


class DatabaseUrlError(ValueError):
    """Raised for a ``--db`` URL no archive can be opened at; the message is one line naming the fault."""


def _first_sentence(text: str) -> str:
    """Put a library's message on one line: its first sentence, without the help link SQLAlchemy adds."""
    line = " ".join(text.split("(Background on")[0].split())
    return line.split("; ")[0].rstrip(".")


def database_url(url: str | None, source: str = "--db") -> str | None:
    """Return the archive URL ``url`` checked before anything connects.

    It must be a known kind of database whose driver is installed, with options the driver takes; a SQLite file must
    be in an existing folder and be a regular, non-empty file if it exists; a server is given a short connection
    timeout.

    ``source`` names where the URL was given (``--db``, the ``TRICTRAC_DB`` environment variable), for the
    messages.  ``None`` (the user's archive) passes through.  Problems are one-line :class:`DatabaseUrlError`
    errors.

    >>> database_url("sqlite://")
    'sqlite://'
    >>> database_url("postgresql://archive.invalid/trictrac")
    'postgresql://archive.invalid/trictrac?connect_timeout=5'
    """
    if url is None:
        return None
    # imported here: start-up does without sqlalchemy, sqlalchemy.exc, loaded after the first window shows
    import sqlalchemy as sa
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SAWarning

    try:
        parsed = sa.make_url(url)
    except ArgumentError:
        raise DatabaseUrlError(f"{source} {url!r} is not a database URL (e.g. sqlite:///archive.sqlite)") from None
    try:
        dialect_class = parsed.get_dialect()
        dialect_class.import_dbapi()
    except NoSuchModuleError:
        raise DatabaseUrlError(
            f"{source}: unknown kind of database {parsed.drivername!r} (sqlite or postgresql)"
        ) from None
    except ImportError as error:
        raise DatabaseUrlError(
            f"{source}: the driver for {parsed.drivername!r} is not installed ({error.name or error})"
        ) from None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", SAWarning)
        try:
            dialect_class().create_connect_args(parsed)
        except (ArgumentError, TypeError, ValueError) as error:
            raise DatabaseUrlError(f"{source}: {_first_sentence(str(error))}") from None
    for warning in caught:
        if issubclass(warning.category, SAWarning):
            raise DatabaseUrlError(f"{source}: {_first_sentence(str(warning.message))}")
    backend = parsed.get_backend_name()
    if backend == "sqlite":
        database = parsed.database
        if database and database != ":memory:" and not database.startswith("file:"):
            _check_sqlite_file(Path(database).expanduser(), source)
        return url
    if backend == "postgresql" and "connect_timeout" not in parsed.query:
        parsed = parsed.update_query_dict({"connect_timeout": str(CONNECT_TIMEOUT)})
        return parsed.render_as_string(hide_password=False)
    if backend == "postgresql":
        check_connect_timeout(parsed.query["connect_timeout"], source)
    return url


def check_connect_timeout(value: str | tuple[str, ...], source: str = "--db") -> int:
    """Check the seconds of a URL's ``connect_timeout``: a whole number from 1 to :data:`MAX_CONNECT_TIMEOUT`.

    It must be given once, else a :class:`DatabaseUrlError` (0 waits for ever, and a day is as bad)."""
    texts = (value,) if isinstance(value, str) else value
    text = texts[0].strip() if len(texts) == 1 else ""
    if len(texts) != 1 or not (text.isascii() and text.isdigit() and 1 <= int(text) <= MAX_CONNECT_TIMEOUT):
        shown_value = ", ".join(texts)
        raise DatabaseUrlError(
            f"{source}: connect_timeout={shown_value} is not a number of seconds from 1 to {MAX_CONNECT_TIMEOUT} "
            "(given once; 0 would wait for ever)"
        )
    return int(text)


def _check_sqlite_file(path: Path, source: str) -> None:
    """Check a SQLite archive's file: a new one in an existing folder, or a regular file that is not empty.

    An empty file, a device or a pipe would be silently turned into an archive, or waited on."""
    try:
        mode = path.stat()
    except FileNotFoundError:
        if not path.parent.is_dir():
            raise DatabaseUrlError(f"{source}: the folder {shown(path.parent)} does not exist") from None
        return
    except OSError as error:
        raise DatabaseUrlError(f"{source}: cannot read {shown(path)}: {error.strerror or error}") from None
    if stat.S_ISDIR(mode.st_mode):
        raise DatabaseUrlError(f"{source}: {shown(path)} is a folder, not an archive file")
    if not stat.S_ISREG(mode.st_mode):
        raise DatabaseUrlError(f"{source}: {shown(path)} is not a regular file (a pipe, a device or a socket)")
    if mode.st_size == 0:
        raise DatabaseUrlError(f"{source}: {shown(path)} is an empty file, not an archive")
