"""The archive's database URL (``--db``), checked before anything connects.

The command line (``trictrac archive … --db URL``) and the studio (``trictrac-studio --db URL``)
both read it here, so both refuse the same URLs with the same one-line message.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["CONNECT_TIMEOUT", "DatabaseUrlError", "database_url"]

CONNECT_TIMEOUT = 5
"""Seconds to wait for a database server before giving up (an unreachable server must not hang the command)."""


class DatabaseUrlError(ValueError):
    """Raised for a ``--db`` URL no archive can be opened at; the message is one line naming the fault."""


def database_url(url: str | None) -> str | None:
    """The ``--db`` URL checked before anything connects: a known kind of database whose driver is
    installed, a SQLite file in an existing folder, and a server given a short connection timeout.

    ``None`` (the user's archive) passes through.  Problems are one-line :class:`DatabaseUrlError` errors.

    >>> database_url("sqlite://")
    'sqlite://'
    >>> database_url("postgresql://archive.invalid/trictrac")
    'postgresql://archive.invalid/trictrac?connect_timeout=5'
    """
    if url is None:
        return None
    import sqlalchemy as sa
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError

    try:
        parsed = sa.make_url(url)
    except ArgumentError:
        raise DatabaseUrlError(f"--db {url!r} is not a database URL (e.g. sqlite:///archive.sqlite)") from None
    try:
        parsed.get_dialect()
    except NoSuchModuleError:
        raise DatabaseUrlError(f"--db: unknown kind of database {parsed.drivername!r} (sqlite or postgresql)") from None
    except ImportError as error:
        raise DatabaseUrlError(f"--db: the driver for {parsed.drivername!r} is not installed ({error.name})") from None
    backend = parsed.get_backend_name()
    if backend == "sqlite":
        database = parsed.database
        if database and database != ":memory:" and not database.startswith("file:"):
            path = Path(database).expanduser()
            if path.is_dir():
                raise DatabaseUrlError(f"--db: {path} is a folder, not an archive file")
            if not path.parent.is_dir():
                raise DatabaseUrlError(f"--db: the folder {path.parent} does not exist")
        return url
    if backend == "postgresql" and "connect_timeout" not in parsed.query:
        parsed = parsed.update_query_dict({"connect_timeout": str(CONNECT_TIMEOUT)})
        return parsed.render_as_string(hide_password=False)
    return url
