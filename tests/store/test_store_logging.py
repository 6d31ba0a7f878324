"""The store logs what a person running a shared archive asks about: each migration of the schema, each import
transaction, and each wait for a lock that lasted (studio/store/db.py, studio/store/importing.py)."""

from __future__ import annotations

import logging
import random
import threading
import time
from pathlib import Path

import pytest

from notation.autoplay import RandomPlayer, play_partie
from notation.record import record_from_partie, write_record
from studio.store import db
from studio.store.db import Archive, head_revision
from studio.store.importing import import_text


def _records(count: int) -> str:
    players = (RandomPlayer(random.Random(1)), RandomPlayer(random.Random(2)))
    parties = (play_partie(players, random.Random(seed)) for seed in range(count))
    return "\n".join(
        write_record(record_from_partie(partie, {"Event": f"essai {n}"})) for n, partie in enumerate(parties)
    )


def test_a_new_archive_logs_its_migration_and_an_up_to_date_one_does_not(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    url = f"sqlite:///{tmp_path / 'archive.sqlite'}"
    with caplog.at_level(logging.INFO, logger="studio.store.db"):
        Archive(url).close()
    said = [record.getMessage() for record in caplog.records if "upgraded" in record.getMessage()]
    assert len(said) == 1
    assert "from schema none (a new archive)" in said[0] and head_revision() in said[0]
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="studio.store.db"):
        Archive(url).close()
    assert not [record for record in caplog.records if "upgraded" in record.getMessage()]


def test_an_import_logs_what_it_archived(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    archive = Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}")
    try:
        text = _records(2)
        with caplog.at_level(logging.INFO, logger="studio.store.importing"):
            import_text(archive, text, source="deux.trictrac")
            import_text(archive, text, source="deux.trictrac")
    finally:
        archive.close()
    said = [record.getMessage() for record in caplog.records if record.name == "studio.store.importing"]
    assert len(said) == 2
    assert said[0].startswith("archived 2 games (0 duplicates)") and said[0].endswith(": deux.trictrac")
    assert said[1].startswith("archived 0 games (2 duplicates)")


def test_a_writer_waiting_for_another_logs_the_wait(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    archive = Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}")
    holding = threading.Event()

    def hold() -> None:
        with archive.begin():
            holding.set()
            time.sleep(0.4)

    try:
        other = threading.Thread(target=hold)
        other.start()
        holding.wait(5)
        with caplog.at_level(logging.INFO, logger="studio.store.db"), archive.begin():
            pass
        other.join()
    finally:
        archive.close()
    waits = [record.getMessage() for record in caplog.records if record.getMessage().startswith("waited")]
    assert waits and waits[0].endswith("for the archive's write lock")
    assert float(waits[0].split()[1]) >= db.LOCK_WAIT_LOGGED


def test_a_short_wait_is_not_logged(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    archive = Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}")
    try:
        with caplog.at_level(logging.INFO, logger="studio.store.db"), archive.begin():
            pass
    finally:
        archive.close()
    assert not [record for record in caplog.records if record.getMessage().startswith("waited")]
