"""A folder's files written together (issue 26): the same archive and report as file after file, in fewer statements.

``trictrac archive import`` of a folder writes its files in transactions of up to
:data:`studio.store.importing.GROUP_GAMES` games, every file's games in one
:meth:`_Writer.write_files` (one look-up of the hashes, one insert of the games and one of the records for them
all); a folder of files of one game was three statements a file.  What it writes must be what writing the files
one after the other writes: the same ids, the same copies kept, the same duplicates reported (file, index in it,
first copy), across files of one transaction too.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.autoplay import RandomPlayer, play_partie
from notation.record import record_from_partie, write_record
from studio.store.db import Archive
from studio.store.importing import ImportReport, OnDuplicate, _files_a_job, import_paths, import_text


def _records(count: int) -> list[str]:
    records = []
    for number in range(count):
        rng = random.Random(number)
        partie = play_partie((RandomPlayer(rng), RandomPlayer(rng)), rng, marques=2)
        records.append(write_record(record_from_partie(partie, [("Blanc", f"Abel {number}"), ("Noir", "Blaise")])))
    return records


RECORDS = _records(6)


def _archived(archive: Archive) -> list[tuple[Any, ...]]:
    with archive.engine.connect() as connection:
        return [
            tuple(row)
            for row in connection.exec_driver_sql(
                "SELECT g.id, g.content_hash, g.copy_number, g.source, w.name, b.name, g.event_id FROM game g"
                " JOIN player w ON w.id = g.white_id JOIN player b ON b.id = g.black_id ORDER BY g.id"
            )
        ]


def _summary(report: ImportReport) -> tuple[Any, ...]:
    return (
        report.game_ids,
        [(Path(d.source).name, d.index, d.existing) for d in report.duplicates],
        [(Path(e.path).name, e.line, e.column) for e in report.errors],
    )


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.lists(st.lists(st.integers(0, len(RECORDS) - 1), min_size=1, max_size=4), min_size=2, max_size=6),
    st.sampled_from(["skip", "keep"]),
    st.integers(0, len(RECORDS)),
)
def test_files_written_together_archive_what_file_after_file_does(
    tmp_path_factory: pytest.TempPathFactory, files: list[list[int]], on_duplicate: OnDuplicate, before: int
) -> None:
    """Files of games repeated within and across them, into an archive holding some of them already."""
    folder = tmp_path_factory.mktemp("folder")
    paths = []
    for number, chosen in enumerate(files):
        paths.append(folder / f"{number:02d}.trictrac")
        paths[-1].write_text("\n".join(RECORDS[index] for index in chosen), encoding="utf-8")
    where = tmp_path_factory.mktemp("archives")
    results = []
    for way in ("together", "one by one"):
        with Archive(f"sqlite:///{where / (way + '.sqlite')}") as archive:
            for text in RECORDS[:before]:
                import_text(archive, text, source="before")
            if way == "together":
                report = import_paths(archive, [folder], workers=1, on_duplicate=on_duplicate)
            else:
                report = ImportReport()
                for path in paths:
                    import_text(
                        archive,
                        path.read_text(encoding="utf-8"),
                        source=str(path),
                        on_duplicate=on_duplicate,
                        report=report,
                    )
            results.append((_summary(report), _archived(archive)))
    assert results[0] == results[1]  # the players' own ids aside: the names are made in another order


def test_a_folder_of_files_of_one_game_is_not_three_statements_a_file(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    for number, text in enumerate(RECORDS):
        (folder / f"{number}.trictrac").write_text(text, encoding="utf-8")
    with Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}") as archive:
        statements: list[str] = []
        sa.event.listen(archive.engine, "before_cursor_execute", lambda *args: statements.append(args[2]))
        report = import_paths(archive, [folder], workers=1)
    assert report.games == len(RECORDS)
    inserts = [sql for sql in statements if sql.lstrip().upper().startswith("INSERT INTO GAME ")]
    assert len(inserts) == 1  # the six files' games in one insert
    assert len(statements) < 3 * len(RECORDS)


@pytest.mark.parametrize(("files", "workers", "batch"), [(3, 2, 1), (100, 2, 3), (1_000, 2, 16), (10_000, 2, 16)])
def test_many_small_files_go_to_the_readers_in_batches(files: int, workers: int, batch: int) -> None:
    """A file a round trip between the processes costs as much CPU as reading a short game; a batch of files does
    not, and each reader still gets some sixteen batches, the work shared evenly to the end."""
    assert _files_a_job(files, workers) == batch
    assert batch == 1 or files // batch >= 16 * workers
