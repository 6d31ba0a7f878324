"""Opening an archive: the database URL, the engine, sessions, and the schema brought up to date by Alembic.

The default archive is a SQLite file in the user's data folder
(``platformdirs.user_data_path("trictrac-studio") / "archive.sqlite"``); any
SQLAlchemy URL may be given instead (``--db`` on the command line), for
instance ``postgresql+psycopg://user@localhost/trictrac``.  Opening an archive
runs the migrations (``alembic upgrade head``, with a configuration built in
code), so an old archive is upgraded and a new one created.

Several processes may open, import into and search one archive at once:

* the first opening of a new archive creates the tables under a lock (SQLite:
  a ``BEGIN IMMEDIATE`` transaction, which holds the database's write lock;
  PostgreSQL: a transaction-scoped advisory lock), and the others, waiting on
  it, then find the schema made;
* every writing transaction on SQLite begins ``IMMEDIATE``, so what an import
  reads before writing (the games already there) is still true when it
  writes; the uniqueness rules of the schema do the same on PostgreSQL;
* an archive that cannot be written (a SQLite file on a read-only disk, or
  in a folder the user may not write, or ``read_only=True``) is opened
  read-only: no migration, no change of journal mode, nothing written.  Its
  schema must then be the current one, else :class:`ArchiveError` says so.
"""

from __future__ import annotations

import functools
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cached_property
from pathlib import Path
from urllib.parse import quote

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from platformdirs import user_data_path
from sqlalchemy.engine import Connection, Engine
from sqlmodel import Session

from studio.store.errors import ArchiveError
from studio.store.urls import CONNECT_TIMEOUT, check_connect_timeout, database_url

__all__ = [
    "APP_NAME",
    "DB_ENV",
    "Archive",
    "ArchiveError",
    "alembic_config",
    "cannot_write",
    "default_url",
    "head_revision",
    "include_object",
    "make_engine",
    "migrate",
    "sqlite_path",
    "writing",
]

logger = logging.getLogger(__name__)

LOCK_WAIT_LOGGED = 0.1
"""A wait of this many seconds or more for a lock (another writer, another migration) is logged, at INFO: two
processes on one archive show in the log who waited on whom, and for how long."""

APP_NAME = "trictrac-studio"
DB_ENV = "TRICTRAC_DB"
"""An environment variable that, when set, replaces the default archive URL."""

_MIGRATIONS = Path(__file__).with_name("migrations")

_WRITE = "trictrac_write"
"""The execution option that makes a SQLite transaction begin ``IMMEDIATE`` (taking the write lock at once)."""

_MIGRATION_LOCK = 0x7472_6963_7472_6163
"""PostgreSQL advisory lock key held while the schema is created or upgraded ("trictrac")."""

_BUSY_SECONDS = 60.0
"""How long a SQLite connection waits for another process's write lock before giving up."""


def default_url() -> str:
    """Return the URL of the archive used when none is given: ``$TRICTRAC_DB``, else the user's SQLite file.

    That file is in the user's data folder.

    The variable's URL is checked as ``--db``'s is (:func:`studio.store.urls.database_url`: the same refusals, the
    same connection timeout), raising :class:`studio.store.urls.DatabaseUrlError`."""
    configured = os.environ.get(DB_ENV)
    if configured:
        checked = database_url(configured, DB_ENV)
        assert checked is not None
        return checked
    folder = user_data_path(APP_NAME)
    return f"sqlite:///{folder / 'archive.sqlite'}"


def _sqlite_pragmas(dbapi_connection: sqlite3.Connection, _record: object) -> None:
    # The driver's own transaction handling is off: SQLAlchemy's "begin" event below starts each one, so that a
    # writing transaction can begin IMMEDIATE (SQLAlchemy's documented recipe for pysqlite).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA cache_size=-65536")
    cursor.execute("PRAGMA temp_store=MEMORY")
    cursor.execute(f"PRAGMA busy_timeout={int(_BUSY_SECONDS * 1000)}")
    cursor.close()


def _sqlite_begin(connection: Connection) -> None:
    connection.exec_driver_sql("BEGIN IMMEDIATE" if connection.get_execution_options().get(_WRITE) else "BEGIN")


def _sqlite_engine(
    url: str | sa.URL, poolclass: type[sa.pool.Pool] | None = None, connect_args: dict[str, object] | None = None
) -> Engine:
    engine = sa.create_engine(url, poolclass=poolclass, connect_args=connect_args or {})
    sa.event.listen(engine, "connect", _sqlite_pragmas)
    sa.event.listen(engine, "begin", _sqlite_begin)
    return engine


def sqlite_path(url: str) -> Path | None:
    """Return the file of a SQLite archive's URL (``None`` for another database, or one in memory)."""
    parsed = sa.make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).expanduser()


def cannot_write(url: str) -> bool:
    """Tell whether the archive at ``url`` is a SQLite file this process may not write.

    That is when the file, or its folder (where SQLite writes its journal), is read-only.  A database server decides
    for itself."""
    path = sqlite_path(url)
    if path is None or not path.exists():
        return False
    return not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK)


def _wal_pending(path: Path) -> bool:
    """Tell whether the SQLite file ``path`` has a write-ahead log holding frames.

    The frames are committed transactions, perhaps, not yet copied into the file: only a connection that may write
    can copy them."""
    try:
        return Path(f"{path}-wal").stat().st_size > 0
    except OSError:
        return False


def _read_only_sqlite(path: Path) -> Engine:
    """Make an engine reading the file ``path`` without writing anything (URI ``mode=ro``).

    When SQLite cannot even make its shared-memory file beside it (a read-only folder), the file is read as
    ``immutable``."""
    location = "file:" + quote(str(path.resolve()))
    failure: sa.exc.OperationalError | None = None
    for options in ("mode=ro", "mode=ro&immutable=1"):
        if "immutable" in options and _wal_pending(path):
            # Read as immutable, the archive would be shown without the transactions its journal holds (a writer
            # killed, a copy made without its -shm): a partial archive shown as whole.  Said plainly instead.
            raise ArchiveError(
                f"the archive {path} has changes in its journal ({path.name}-wal) that cannot be read without "
                "writing: open it once where it can be written",
                "journal",
                path=str(path),
            )
        engine = _sqlite_engine(sa.URL.create("sqlite", database=f"{location}?{options}", query={"uri": "true"}))
        try:
            with engine.connect() as connection:
                connection.exec_driver_sql("SELECT count(*) FROM sqlite_master").scalar_one()
        except sa.exc.OperationalError as error:
            engine.dispose()
            failure = error
            continue
        return engine
    detail = str(failure.orig) if failure else "unknown error"
    raise ArchiveError(f"cannot read the archive {path}: {detail}", "unreadable", path=str(path), detail=detail)


def make_engine(url: str | None = None, *, read_only: bool = False) -> Engine:
    """Make an engine on ``url`` (default: :func:`default_url`).

    A SQLite file's folder is created if needed, unless ``read_only``, which reads the file without writing anything."""
    url = url or default_url()
    path = sqlite_path(url)
    if path is not None and read_only:
        if not path.exists():
            raise ArchiveError(f"no archive at {path}", "missing", path=str(path))
        return _read_only_sqlite(path)
    if sa.make_url(url).get_backend_name() == "sqlite":
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        engine = _sqlite_engine(url)
        if path is not None:
            raw = engine.raw_connection()  # outside any transaction, as SQLite wants it
            try:
                driver = raw.driver_connection
                assert isinstance(driver, sqlite3.Connection), driver
                driver.execute("PRAGMA journal_mode=WAL")
            finally:
                raw.close()
        return engine
    parsed = sa.make_url(url)
    if parsed.get_backend_name() == "postgresql":
        # However the URL came (--db, TRICTRAC_DB, the studio, a caller of this module), a server that accepts and
        # never answers must not hang the program: a timeout of its own is bounded, else ours is given.
        if "connect_timeout" in parsed.query:
            check_connect_timeout(parsed.query["connect_timeout"], "the archive's URL")
            return sa.create_engine(url)
        return sa.create_engine(url, connect_args={"connect_timeout": CONNECT_TIMEOUT})
    return sa.create_engine(url)


def alembic_config(connection: Connection | None = None) -> Config:
    """Build an Alembic configuration in code, pointing at this package's migrations."""
    config = Config()
    config.set_main_option("script_location", str(_MIGRATIONS))
    config.set_main_option("path_separator", "os")
    if connection is not None:
        config.attributes["connection"] = connection
    return config


UNMODELLED = ("game_text", "trgm_")
"""Names of what the migrations make outside the models: the SQLite FTS5 table ``game_text`` (with its shadow
tables and triggers) and PostgreSQL's pg_trgm indexes."""


def include_object(_object: object, name: str | None, _kind: str, _reflected: bool, _compare_to: object) -> bool:
    """Alembic's filter comparing the schema with the models: what the models do not describe is left out."""
    return not (name or "").startswith(UNMODELLED)


@functools.cache
def head_revision() -> str:
    """Return the newest schema revision the migrations know.

    It is read once a process: the shipped scripts do not change."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def current_revision(engine: Engine) -> str | None:
    """Return the schema revision of the database (``None`` before the first migration)."""
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


@contextmanager
def writing(engine: Engine) -> Iterator[Connection]:
    """Open a connection in a writing transaction, so that what it reads stays true until it commits.

    On SQLite it begins ``IMMEDIATE``, holding the write lock from the start (another writer waits)."""
    start = time.monotonic()
    with engine.connect() as connection:
        connection = connection.execution_options(**{_WRITE: True})
        with connection.begin():
            _waited("the archive's write lock", start)
            yield connection


def _waited(what: str, since: float) -> None:
    """Log a wait for ``what`` that began at ``since`` (:func:`time.monotonic`) if it lasted long.

    It is logged when it lasted :data:`LOCK_WAIT_LOGGED` or more."""
    waited = time.monotonic() - since
    if waited >= LOCK_WAIT_LOGGED:
        logger.info("waited %.2f s for %s", waited, what)


_MIGRATING = threading.Lock()
"""One migration at a time in a process: Alembic keeps its running context in module globals, so two threads
migrating at once (the studio's archive opened in the background, another archive opened meanwhile) undo each
other's (``KeyError: 'script'``)."""


def migrate(engine: Engine, revision: str = "head") -> None:
    """Upgrade the schema to ``revision`` (creating it in an empty database), one process at a time.

    The others wait for the lock, then find the schema made; and one thread of this process at a time."""
    shown = engine.url.render_as_string(hide_password=True)
    start = time.monotonic()
    with _MIGRATING:
        _waited("another thread's migration", start)
        with writing(engine) as connection:
            if connection.dialect.name == "postgresql":
                start = time.monotonic()
                connection.execute(sa.select(sa.func.pg_advisory_xact_lock(_MIGRATION_LOCK)))
                _waited("the migration lock (another process upgrading the schema)", start)
            before = MigrationContext.configure(connection).get_current_revision()
            start = time.monotonic()
            command.upgrade(alembic_config(connection), revision)
            after = MigrationContext.configure(connection).get_current_revision()
            if after != before:
                logger.info(
                    "the archive %s upgraded from schema %s to %s in %.2f s",
                    shown,
                    before or "none (a new archive)",
                    after,
                    time.monotonic() - start,
                )


def _check_known(revision: str | None, url: str) -> None:
    """Refuse an archive whose schema this version does not know: a newer version of the studio made it.

    Read or upgraded, it would be misread, and Alembic would only say it cannot locate the revision."""
    if revision is None:
        return
    known = {script.revision for script in ScriptDirectory.from_config(alembic_config()).walk_revisions()}
    if revision not in known:
        shown = sa.make_url(url).render_as_string(hide_password=True)
        raise ArchiveError(
            f"the archive {shown} was made by a newer version of Trictrac Studio (schema {revision})",
            "newer",
            path=shown,
            revision=revision,
        )


def _check_readable(revision: str | None, url: str) -> None:
    """Refuse to read, without upgrading it, an archive whose schema is not the current one."""
    head = head_revision()
    if revision == head:
        return
    shown = sa.make_url(url).render_as_string(hide_password=True)
    if revision is None:
        raise ArchiveError(
            f"{shown} is not an archive (no schema), and it is opened read-only", "no-schema", path=shown
        )
    _check_known(revision, url)
    raise ArchiveError(
        f"the archive {shown} has an older schema ({revision}, this version reads {head}) and cannot be upgraded "
        "read-only: open it once where it can be written",
        "older",
        path=shown,
        revision=revision,
        head=head,
    )


class Archive:
    """An open archive: an engine whose schema is up to date, and sessions on it.

    >>> archive = Archive("sqlite://")
    >>> archive.revision() == head_revision()
    True
    >>> archive.close()
    """

    def __init__(self, url: str | None = None, *, upgrade: bool = True, read_only: bool | None = None) -> None:
        self.url = url or default_url()
        self.read_only = cannot_write(self.url) if read_only is None else read_only
        self.engine = make_engine(self.url, read_only=self.read_only)
        if self.engine.dialect.name == "sqlite" and sa.make_url(self.url).database in (None, "", ":memory:"):
            # One in-memory database shared by every connection of this archive.
            self.engine.dispose()
            self.engine = _sqlite_engine(
                self.url, poolclass=sa.pool.StaticPool, connect_args={"check_same_thread": False}
            )
        if self.read_only:
            try:
                _check_readable(self.revision(), self.url)
            except BaseException:
                self.engine.dispose()
                raise
        elif upgrade and (revision := self.revision()) != head_revision():
            try:
                _check_known(revision, self.url)
                migrate(self.engine)
            except BaseException:
                self.engine.dispose()
                raise

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    def revision(self) -> str | None:
        return current_revision(self.engine)

    @cached_property
    def has_text_index(self) -> bool:
        """Whether the SQLite archive has its FTS5 trigram index of free text (``game_text``, migration 0004)."""
        if self.dialect != "sqlite":
            return False
        with self.engine.connect() as connection:
            found = connection.exec_driver_sql("SELECT 1 FROM sqlite_master WHERE name = 'game_text'").first()
        return found is not None

    def session(self) -> Session:
        """Open a new ORM session (the caller closes it, or uses it as a context manager)."""
        return Session(self.engine)

    @contextmanager
    def begin(self) -> Iterator[Connection]:
        """Open a connection in a writing transaction (:func:`writing`).

        It is committed at the end of the block, rolled back on an exception."""
        with writing(self.engine) as connection:
            yield connection

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Archive({sa.make_url(self.url).render_as_string(hide_password=True)!r})"
