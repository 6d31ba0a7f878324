"""The archive under concurrency and faults: two processes at once, on SQLite and on a real PostgreSQL.

* Two imports of the same files at once store each partie once (a uniqueness
  rule on the content hash) and both succeed, the loser's games reported as
  duplicates.
* Two processes opening a new archive at once both get it (the first creates
  the tables under a lock, the second finds them made).
* An archive on a read-only disk is searched without being written.

The processes are real (``python -m studio.cli`` and ``python -c``), started
together and released at the same instant by a barrier file.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest
import sqlalchemy as sa

from notation.autoplay import RandomPlayer, play_partie
from notation.game import Variant
from notation.record import record_from_partie, write_record
from studio.store import db
from studio.store.db import Archive, ArchiveError, head_revision
from studio.store.importing import import_paths, import_text
from studio.store.search import GameQuery, find_duplicates, search_games
from studio.store.stats import archive_stats
from tests.store.test_store_postgres import scratch_database, server  # noqa: F401 - the PostgreSQL fixture

FILES = 120
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def record_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``FILES`` record files of one partie each, all different."""
    folder = tmp_path_factory.mktemp("records")
    for seed in range(FILES):
        players = (RandomPlayer(random.Random(seed)), RandomPlayer(random.Random(seed + 10_000)))
        partie = play_partie(players, random.Random(seed), Variant.ORDINAIRE, marques=1)
        tags = {"White": f"Blanc {seed % 7}", "Black": f"Noir {seed % 5}", "Date": "2026.11.24"}
        (folder / f"game-{seed:03d}.trictrac").write_text(write_record(record_from_partie(partie, tags)), "utf-8")
    return folder


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop(db.DB_ENV, None)
    return env


def _at_once(commands: list[list[str]], barrier: Path, timeout: float = 240) -> list[subprocess.CompletedProcess[str]]:
    """Run ``commands`` together: each waits for ``barrier`` to appear, so they start at the same instant."""
    waiting = f"import os, time\nwhile not os.path.exists({str(barrier)!r}): time.sleep(0.002)\n"
    processes = []
    for command in commands:
        code_index = command.index("-c") + 1 if "-c" in command else None
        if code_index is not None:
            command = [*command[:code_index], waiting + command[code_index], *command[code_index + 1 :]]
        else:  # ``python -m module args``: wait, then run the module as __main__.
            module, args = command[2], command[3:]
            command = [
                sys.executable,
                "-c",
                waiting + f"import runpy, sys\nsys.argv = {[module, *args]!r}\nrunpy.run_module({module!r}, "
                "run_name='__main__', alter_sys=True)",
            ]
        processes.append(
            subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())
        )
    time.sleep(1.0)  # every interpreter has started and is polling
    barrier.touch()
    done = []
    for process in processes:
        out, err = process.communicate(timeout=timeout)
        done.append(subprocess.CompletedProcess(process.args, process.returncode, out, err))
    return done


def _two_imports(url: str, folder: Path, tmp_path: Path) -> list[dict[str, object]]:
    command = [sys.executable, "-m", "studio.cli", "archive", "import", "--db", url, "--json", "--quiet", str(folder)]
    results = _at_once([command, command], tmp_path / "go")
    for result in results:
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
    return [json.loads(result.stdout) for result in results]


T = TypeVar("T")


def _typed(value: object, kind: type[T]) -> T:
    """A field of a command's JSON report, of the type the contract gives it."""
    assert isinstance(value, kind), (value, kind)
    return value


def _check_each_stored_once(url: str, reports: list[dict[str, object]]) -> None:
    with Archive(url) as archive:
        assert archive_stats(archive).games == FILES
        assert find_duplicates(archive) == []
        assert search_games(archive, GameQuery(duplicates=True)).total == 0
    games = [_typed(report["games"], int) for report in reports]
    duplicates = [len(_typed(report["duplicates"], list)) for report in reports]
    assert sum(games) == FILES
    assert [g + d for g, d in zip(games, duplicates, strict=True)] == [FILES, FILES]


@pytest.fixture
def pg_url(server: str) -> Iterator[str]:  # noqa: F811
    """A new, empty PostgreSQL database (no tables yet), dropped afterwards."""
    with scratch_database(server) as url:
        yield url


# -- two imports at once ------------------------------------------------------------------


@pytest.mark.slow
def test_two_imports_at_once_store_each_game_once_on_sqlite(record_folder: Path, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'archive.sqlite'}"
    Archive(url).close()
    _check_each_stored_once(url, _two_imports(url, record_folder, tmp_path))


def test_two_imports_at_once_store_each_game_once_on_postgres(record_folder: Path, pg_url: str, tmp_path: Path) -> None:
    Archive(pg_url).close()
    _check_each_stored_once(pg_url, _two_imports(pg_url, record_folder, tmp_path))


def _conflict_is_a_duplicate(url: str, folder: Path) -> None:
    """The writer's own check finds nothing (the other import has not committed), the insert then conflicts."""
    from studio.store import importing

    text = (folder / "game-000.trictrac").read_text("utf-8")
    with Archive(url) as archive:
        first = import_text(archive, text, source="first")
        real = importing._Writer.existing_hashes
        calls: list[int] = []

        def blind_at_first(writer: importing._Writer, hashes: Iterable[str]) -> dict[str, int]:
            calls.append(1)
            return {} if len(calls) == 1 else real(writer, hashes)

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(importing._Writer, "existing_hashes", blind_at_first)
            second = import_text(archive, text, source="second")
        assert (second.games, second.errors) == (0, [])
        assert [(d.source, d.existing) for d in second.duplicates] == [("second", first.game_ids[0])]
        assert archive_stats(archive).games == 1


def test_a_conflicting_insert_is_a_duplicate_on_sqlite(record_folder: Path, tmp_path: Path) -> None:
    _conflict_is_a_duplicate(f"sqlite:///{tmp_path / 'archive.sqlite'}", record_folder)


def test_a_conflicting_insert_is_a_duplicate_on_postgres(record_folder: Path, pg_url: str) -> None:
    _conflict_is_a_duplicate(pg_url, record_folder)


def test_the_database_refuses_a_second_copy_written_behind_the_importer(record_folder: Path, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'archive.sqlite'}"
    with Archive(url) as archive:
        import_paths(archive, [record_folder / "game-001.trictrac"], workers=1)
        with pytest.raises(sa.exc.IntegrityError), archive.begin() as connection:
            connection.exec_driver_sql(
                "INSERT INTO game (white_id, black_id, event, site, date, date_key, round, variant, "
                "result, throws, content_hash, copy_number, search_text, record, source, imported_at) "
                "SELECT white_id, black_id, event, site, date, date_key, round, variant, result, throws, "
                "content_hash, copy_number, search_text, record, 'again', imported_at FROM game"
            )


# -- a new archive opened twice at once ------------------------------------------------------

_OPEN = textwrap.dedent(
    """
    import sys
    from studio.store.db import Archive
    from studio.store.search import GameQuery, search_games
    with Archive(sys.argv[1]) as archive:
        print(archive.revision(), search_games(archive, GameQuery()).total)
    """
)


def _two_openings(url: str, tmp_path: Path) -> None:
    command = [sys.executable, "-c", _OPEN, url]
    for result in _at_once([command, command, command], tmp_path / "go"):
        assert result.returncode == 0, result.stderr
        assert result.stdout.split() == [head_revision(), "0"]


@pytest.mark.slow
def test_a_new_archive_opened_by_processes_at_once_on_sqlite(tmp_path: Path) -> None:
    _two_openings(f"sqlite:///{tmp_path / 'new' / 'archive.sqlite'}", tmp_path)


def test_a_new_archive_opened_by_processes_at_once_on_postgres(pg_url: str, tmp_path: Path) -> None:
    _two_openings(pg_url, tmp_path)


# -- a read-only archive ------------------------------------------------------------------------


@pytest.fixture
def filled_file(record_folder: Path) -> Iterator[Path]:
    """An archive of 10 games alone in a folder that other users may enter (pytest's folders are root's)."""
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="trictrac-ro-"))
    folder.chmod(0o755)
    path = folder / "archive.sqlite"
    with Archive(f"sqlite:///{path}") as archive:
        import_paths(archive, sorted(record_folder.iterdir())[:10], workers=1)
    yield path
    folder.chmod(0o755)
    shutil.rmtree(folder, ignore_errors=True)


def _listing(folder: Path) -> dict[str, tuple[int, int]]:
    return {p.name: (p.stat().st_size, p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


def _assert_unwritten(path: Path, before: dict[str, tuple[int, int]]) -> None:
    """The archive file as it was; SQLite may have made its (empty) write-ahead log beside it, where it could."""
    after = _listing(path.parent)
    assert after[path.name] == before[path.name]
    assert after.get(path.name + "-wal", (0, 0))[0] == 0


def test_an_archive_that_cannot_be_written_is_opened_read_only(
    filled_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As root every file is writable: the test says which are not, as a user without the right would see them."""
    url = f"sqlite:///{filled_file}"
    before = _listing(filled_file.parent)
    real_access = os.access
    monkeypatch.setattr(
        "studio.store.db.os.access",
        lambda path, mode, **kw: (
            False if mode & os.W_OK and str(path).startswith(str(filled_file.parent)) else real_access(path, mode, **kw)
        ),
    )
    with Archive(url) as archive:
        assert archive.read_only
        assert search_games(archive, GameQuery(player="blanc 1")).total == 2
        assert archive_stats(archive).games == 10
        with pytest.raises(sa.exc.OperationalError, match="readonly"), archive.begin() as connection:
            connection.exec_driver_sql("DELETE FROM game")
    _assert_unwritten(filled_file, before)


def test_a_read_only_archive_opened_explicitly_is_not_written(filled_file: Path) -> None:
    before = _listing(filled_file.parent)
    with Archive(f"sqlite:///{filled_file}", read_only=True) as archive:
        assert archive.read_only
        assert search_games(archive, GameQuery(text="blanc 3")).total == 1
    _assert_unwritten(filled_file, before)


def test_a_read_only_archive_of_an_old_schema_says_so(filled_file: Path) -> None:
    engine = sa.create_engine(f"sqlite:///{filled_file}")
    with engine.begin() as connection:
        connection.exec_driver_sql("UPDATE alembic_version SET version_num = '0001'")
    engine.dispose()
    with pytest.raises(ArchiveError, match="older"):
        Archive(f"sqlite:///{filled_file}", read_only=True)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX permissions and fork")
def test_a_read_only_archive_is_searched_by_a_user_who_cannot_write_it(filled_file: Path) -> None:
    """The folder and its files read-only, searched by a process that cannot write them: as root (whom
    permissions do not stop) a forked child that became ``nobody``, the modules it needs loaded before; as their
    owner, the files' modes (the shared-memory file's too, which the owner could write otherwise, as it writes
    its read marks there)."""
    url = f"sqlite:///{filled_file}"
    folder = filled_file.parent
    with Archive(url, read_only=True) as archive:  # loads every module the search uses
        expected = search_games(archive, GameQuery(player="noir 2")).total
    for path in folder.iterdir():
        path.chmod(0o444)
    folder.chmod(0o555)
    before = _listing(folder)
    reading, writing = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child reports through the pipe
        status = 1
        try:
            os.close(reading)
            if os.geteuid() == 0:
                os.setgroups([])
                os.setgid(65534)
                os.setuid(65534)
            writable = os.access(folder, os.W_OK) or os.access(filled_file, os.W_OK)
            with Archive(url) as archive:
                found = search_games(archive, GameQuery(player="noir 2")).total
                message = f"{writable} {archive.read_only} {found}"
            status = 0
        except BaseException as error:
            message = f"{type(error).__name__}: {error}"
        os.write(writing, message.encode())
        os._exit(status)
    os.close(writing)
    with os.fdopen(reading) as pipe:
        message = pipe.read()
    _pid, status = os.waitpid(child, 0)
    folder.chmod(0o755)
    assert os.waitstatus_to_exitcode(status) == 0, message
    assert message == f"False True {expected}"
    assert expected > 0
    assert _listing(folder) == before


# -- deletions and imports at once: the position index stays exact ------------------------------------------


def _index_by_bucket(url: str) -> dict[int, set[tuple[int, int]]]:
    """The index as it is stored: each bucket's (short key, game) pairs, read from every block."""
    from studio.store.positions import block_id, decode_block

    span = block_id(1, 0)  # the ids of one bucket's blocks
    found: dict[int, set[tuple[int, int]]] = {}
    with Archive(url) as archive, archive.engine.connect() as connection:
        for identity, data in connection.execute(sa.text("SELECT id, data FROM position_block")):
            bucket, base = divmod(int(identity), span)
            found.setdefault(bucket, set()).update(decode_block(base, bytes(data)))
    return found


def _replayed_by_bucket(url: str) -> dict[int, set[tuple[int, int]]]:
    """The index the archive's games make, each replayed from its record."""
    from studio.store.importing import read_games
    from studio.store.positions import block_pairs
    from studio.store.search import game_record

    pairs: list[tuple[int, int]] = []
    with Archive(url) as archive:
        with archive.engine.connect() as connection:
            ids = [int(row[0]) for row in connection.execute(sa.text("SELECT id FROM game"))]
        for identity in ids:
            (game,) = read_games(game_record(archive, identity))
            pairs.extend((key, identity) for key, _throw in game.positions)
    return {bucket: set(found) for bucket, found in block_pairs(pairs).items()}


def test_imports_and_a_deletion_at_once_leave_the_index_exact_on_postgres(
    record_folder: Path, pg_url: str, tmp_path: Path
) -> None:
    """Two importers and one deleter at once, round after round: deleted games stayed in the index (an import
    merging a block the deletion was rewriting), and a count by position alone included them."""
    files = sorted(record_folder.iterdir())
    Archive(pg_url).close()
    rounds = 3
    share = len(files) // (2 * rounds + 1)
    first = tmp_path / "first"
    first.mkdir()
    for path in files[:share]:
        (first / path.name).symlink_to(path)
    assert import_paths(Archive(pg_url), [first]).games == share
    delete = textwrap.dedent(
        """
        import sys
        from studio.store.db import Archive
        from studio.store.manage import delete_games
        with Archive(sys.argv[1]) as archive, archive.engine.connect() as connection:
            ids = [row[0] for row in connection.exec_driver_sql("SELECT id FROM game ORDER BY id")]
        with Archive(sys.argv[1]) as archive:
            print(delete_games(archive, ids[: len(ids) // 2]))
        """
    )
    for round_number in range(rounds):
        parts = []
        for part in range(2):
            folder = tmp_path / f"round-{round_number}-{part}"
            folder.mkdir()
            start = share * (1 + 2 * round_number + part)
            for path in files[start : start + share]:
                (folder / path.name).symlink_to(path)
            parts.append(folder)
        importers = [
            [sys.executable, "-m", "studio.cli", "archive", "import", "--db", pg_url, "--quiet", str(folder)]
            for folder in parts
        ]
        done = _at_once([*importers, [sys.executable, "-c", delete, pg_url]], tmp_path / f"go-{round_number}")
        for result in done:
            assert result.returncode == 0, result.stderr
        assert _index_by_bucket(pg_url) == _replayed_by_bucket(pg_url), f"round {round_number + 1}"
