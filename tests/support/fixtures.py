"""The fixtures every package of the suite shares (a pytest plugin, loaded by tests/conftest.py), Qt-free."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from studio.store.db import Archive


@pytest.fixture
def archive(tmp_path: Path) -> Iterator[Archive]:
    """A new, empty SQLite archive in the test's folder (``archive.sqlite``), closed afterwards.  A module that
    wants games in it imports them in a fixture of its own that asks for this one (tests/store/test_store_postgres.py
    has an archive of the same name on PostgreSQL)."""
    from studio.store.db import Archive

    opened = Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}")
    yield opened
    opened.close()
