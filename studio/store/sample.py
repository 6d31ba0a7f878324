"""The sample archive shipped with the studio and the archive the studio opens by default.

``resources/samples/*.trictrac`` (found with :func:`resources.resource_path`) are record files
(scripts/make_sample.py writes them from fixed seeds): parties ordinaires, parties à écrire, and a few annotated
by hand.  :func:`open_default_archive` opens the user's archive and, the first time (an empty archive), imports the
sample into it.
"""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa

from resources import resource_path
from studio.store.db import Archive
from studio.store.importing import ImportReport, Progress, import_paths
from studio.store.models import Game, table_of

__all__ = ["SAMPLE_DIR", "open_default_archive", "sample_files"]

SAMPLE_DIR = resource_path("samples")
"""The folder of the sample's record files."""


def sample_files() -> list[Path]:
    """List the sample's record files, sorted."""
    return sorted(SAMPLE_DIR.glob("*.trictrac"))


def open_default_archive(url: str | None = None, progress: Progress | None = None) -> tuple[Archive, ImportReport]:
    """Open the archive at ``url`` (default: the user's), the sample imported into it if it holds no game."""
    archive = Archive(url)
    with archive.engine.connect() as connection:
        empty = connection.execute(sa.select(sa.func.count()).select_from(table_of(Game))).scalar_one() == 0
    report = import_paths(archive, sample_files(), progress=progress) if empty else ImportReport()
    return archive, report
