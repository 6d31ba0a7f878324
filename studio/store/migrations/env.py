"""Alembic's environment for the archive: run in code by ``studio.store.db.migrate`` with a connection.

``alembic`` on the command line works too, given ``-x url=...``:
``alembic -c /dev/null -x url=sqlite:///archive.sqlite upgrade head`` with
``script_location`` set to this folder.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import context

from studio.store.db import include_object
from studio.store.models import metadata

config = context.config


def _run(connection: sa.engine.Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=metadata,
        include_object=include_object,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("no database: give -x url=... or sqlalchemy.url")
    engine = sa.create_engine(url)
    with engine.begin() as connection:
        _run(connection)
    engine.dispose()


if context.is_offline_mode():
    raise RuntimeError("the archive's migrations run online only")
run_migrations_online()
