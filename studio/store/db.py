"""Opening an archive: the database URL, the engine, sessions, and the schema brought up to date by Alembic.

The default archive is a SQLite file in the user's data folder
(``platformdirs.user_data_path("trictrac-studio") / "archive.sqlite"``); any
SQLAlchemy URL may be given instead (``--db`` on the command line), for
instance ``postgresql+psycopg://user@localhost/trictrac``.  Opening an archive
runs the migrations (``alembic upgrade head``, with a configuration built in
code), so an old archive is upgraded and a new one created.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from platformdirs import user_data_path
from sqlalchemy.engine import Connection, Engine
from sqlmodel import Session

__all__ = [
    "APP_NAME",
    "DB_ENV",
    "Archive",
    "alembic_config",
    "default_url",
    "head_revision",
    "make_engine",
    "migrate",
]

APP_NAME = "trictrac-studio"
DB_ENV = "TRICTRAC_DB"
"""An environment variable that, when set, replaces the default archive URL."""

_MIGRATIONS = Path(__file__).with_name("migrations")


def default_url() -> str:
    """The archive used when none is given: ``$TRICTRAC_DB``, else the SQLite file in the user's data folder."""
    configured = os.environ.get(DB_ENV)
    if configured:
        return configured
    folder = user_data_path(APP_NAME)
    return f"sqlite:///{folder / 'archive.sqlite'}"


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA cache_size=-65536")
    cursor.execute("PRAGMA temp_store=MEMORY")
    cursor.close()


def make_engine(url: str | None = None) -> Engine:
    """An engine on ``url`` (default: :func:`default_url`); a SQLite file's folder is created if needed."""
    url = url or default_url()
    parsed = sa.make_url(url)
    if parsed.get_backend_name() == "sqlite":
        database = parsed.database
        if database and database != ":memory:" and not database.startswith("file:"):
            Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        engine = sa.create_engine(url)
        sa.event.listen(engine, "connect", _sqlite_pragmas)
        if database and database != ":memory:":
            with engine.connect() as connection:
                connection.exec_driver_sql("PRAGMA journal_mode=WAL")
        return engine
    return sa.create_engine(url)


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic configuration built in code, pointing at this package's migrations."""
    config = Config()
    config.set_main_option("script_location", str(_MIGRATIONS))
    config.set_main_option("path_separator", "os")
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    """The newest schema revision the migrations know."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def current_revision(engine: Engine) -> str | None:
    """The schema revision of the database (``None`` before the first migration)."""
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def migrate(engine: Engine, revision: str = "head") -> None:
    """Upgrade the schema to ``revision`` (creating it in an empty database)."""
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), revision)


class Archive:
    """An open archive: an engine whose schema is up to date, and sessions on it.

    >>> archive = Archive("sqlite://")
    >>> archive.revision() == head_revision()
    True
    >>> archive.close()
    """

    def __init__(self, url: str | None = None, *, upgrade: bool = True) -> None:
        self.url = url or default_url()
        self.engine = make_engine(self.url)
        if self.engine.dialect.name == "sqlite" and sa.make_url(self.url).database in (None, "", ":memory:"):
            # One in-memory database shared by every connection of this archive.
            self.engine.dispose()
            self.engine = sa.create_engine(
                self.url, poolclass=sa.pool.StaticPool, connect_args={"check_same_thread": False}
            )
            sa.event.listen(self.engine, "connect", _sqlite_pragmas)
        if upgrade:
            migrate(self.engine)

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    def revision(self) -> str | None:
        return current_revision(self.engine)

    def session(self) -> Session:
        """A new ORM session (the caller closes it, or uses it as a context manager)."""
        return Session(self.engine)

    @contextmanager
    def begin(self) -> Iterator[Connection]:
        """A connection in a transaction: committed at the end of the block, rolled back on an exception."""
        with self.engine.begin() as connection:
            yield connection

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Archive({sa.make_url(self.url).render_as_string(hide_password=True)!r})"
