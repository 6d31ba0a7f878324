"""Hostile input and hostile disks, round two: each case an outside audit found hanging, slow, silent or on two
lines, run as a user would meet it (the installed command in its own process where a hang is the fault)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.cli import main

RECORDS = Path(__file__).parents[1] / "data" / "records"
GAME = RECORDS / "ordinaire-annotee.trr"
LIMIT = 30
"""Seconds any of these commands may take: each hung for ever, or ran for minutes, before."""


def command(*argv: str, env: dict[str, str] | None = None, timeout: float = LIMIT) -> subprocess.CompletedProcess[str]:
    """``trictrac ARGV`` in a process of its own, as a user runs it; a hang fails the test (TimeoutExpired)."""
    return subprocess.run(
        [sys.executable, "-m", "studio.cli", *argv],
        capture_output=True,
        text=True,
        check=False,
        timeout=timeout,
        env={**os.environ, **(env or {})},
    )


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def one_line_refusal(status: int, err: str) -> None:
    assert status == 2, err
    assert len(err.splitlines()) == 1 and err.endswith("\n"), err
    assert "Traceback" not in err and "internal error" not in err, err


@pytest.fixture
def unix_socket(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "s.trictrac"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    server.listen()
    yield path
    server.close()


# -- 1. a file that is not a regular file, everywhere a name is read ---------------------------------------------

DEVICE = "/dev/ptmx"
"""A character device whose reading waits for ever (a new terminal's master side: nothing writes to it)."""

needs_ptmx = pytest.mark.skipif(not os.path.exists(DEVICE), reason="a POSIX terminal multiplexer")


@needs_ptmx
@pytest.mark.parametrize(
    "argv",
    [
        ["check", DEVICE],
        ["show", f"@{DEVICE}"],
        ["settle", f"@{DEVICE}"],
        ["mark", f"@{DEVICE}"],
        ["analyse", DEVICE],
        ["export", "booklet", DEVICE, "-o", "{tmp}/b.pdf"],
        ["archive", "import", DEVICE],
        ["archive", "search", "--position", f"@{DEVICE}"],
    ],
    ids=lambda argv: "-".join(part for part in argv if not part.startswith(("@", "/", "{", "-")))[:30],
)
def test_a_device_that_never_answers_is_refused_not_waited_on(tmp_path: Path, argv: list[str]) -> None:
    started = time.monotonic()
    done = command(*(part.replace("{tmp}", str(tmp_path)) for part in argv))
    one_line_refusal(done.returncode, done.stderr)
    assert "not a regular file" in done.stderr or "not a file" in done.stderr
    assert time.monotonic() - started < LIMIT


def test_a_socket_named_as_a_file_is_refused(capsys: pytest.CaptureFixture[str], unix_socket: Path) -> None:
    status, _out, err = run(capsys, "check", str(unix_socket))
    one_line_refusal(status, err)


def _finishes(call: object, seconds: float = 10.0) -> object:
    """``call()``'s result or error, failing the test when it has not returned within ``seconds``."""
    assert callable(call)
    outcome: list[object] = []

    def target() -> None:
        try:
            outcome.append(call())
        except Exception as error:
            outcome.append(error)

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "still waiting on the file"
    return outcome[0]


@needs_ptmx
def test_the_shared_reader_refuses_a_device_a_socket_and_a_sparse_giant(tmp_path: Path, unix_socket: Path) -> None:
    import errno

    from studio.reading import MAX_FILE_BYTES, read_regular

    giant = tmp_path / "giant.trictrac"
    with giant.open("wb") as handle:
        handle.truncate(10 * 1024**3)  # sparse: 10 GB said, nothing written
    for path, code in [(DEVICE, errno.ESPIPE), (unix_socket, errno.ENXIO), ("/dev/zero", errno.ESPIPE)]:
        error = _finishes(lambda path=path: read_regular(path))
        assert isinstance(error, OSError) and error.errno == code, (path, error)
    started = time.monotonic()
    error = _finishes(lambda: read_regular(giant))
    assert isinstance(error, OSError) and error.errno == errno.EFBIG
    assert time.monotonic() - started < 1  # refused by its size, not read
    assert MAX_FILE_BYTES == 64 * 1024 * 1024


@needs_ptmx
def test_an_import_refuses_a_device_named_as_a_file(tmp_path: Path) -> None:
    from studio.store.db import Archive
    from studio.store.importing import ImportReport, import_paths

    with Archive("sqlite://") as archive:
        report = _finishes(lambda: import_paths(archive, [DEVICE], workers=1))
    assert isinstance(report, ImportReport), report
    assert report.games == 0 and len(report.errors) == 1


# -- 2. every way of naming an archive: the same checks, the same timeout ----------------------------------------


@pytest.fixture
def silent_server() -> Iterator[int]:
    """A TCP port that accepts connections and never says a word (a server hung, a firewall that drops)."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    accepted: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                accepted.append(server.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield server.getsockname()[1]
    stop.set()
    thread.join()
    for connection in accepted:
        connection.close()
    server.close()


@pytest.mark.slow
@pytest.mark.parametrize("how", ["--db", "TRICTRAC_DB"])
def test_a_server_that_never_answers_does_not_hang_the_command(silent_server: int, how: str) -> None:
    url = f"postgresql+psycopg://u@127.0.0.1:{silent_server}/trictrac"
    argv = ["archive", "stats", *(["--db", url] if how == "--db" else [])]
    started = time.monotonic()
    done = command(*argv, env={"TRICTRAC_DB": url} if how == "TRICTRAC_DB" else None)
    one_line_refusal(done.returncode, done.stderr)
    assert time.monotonic() - started < LIMIT


@pytest.mark.slow
def test_the_engine_of_any_postgresql_url_gets_the_timeout(silent_server: int) -> None:
    import sqlalchemy as sa

    from studio.store.db import make_engine

    engine = make_engine(f"postgresql+psycopg://u@127.0.0.1:{silent_server}/trictrac")

    def connect() -> None:
        with engine.connect():
            pass

    error = _finishes(connect, LIMIT)
    assert isinstance(error, sa.exc.OperationalError), error


BAD_URLS = [
    pytest.param("sqlite+pysqlcipher:///{tmp}/a.sqlite", "not installed", id="pysqlcipher"),
    pytest.param("postgresql+psycopg2://u@localhost/x", "not installed", id="psycopg2"),
    pytest.param("mssql+pyodbc://u@localhost/x", "not installed", id="pyodbc"),
    pytest.param("sqlite:///{tmp}/a.sqlite?foo=bar", "'foo'", id="unknown-sqlite-argument"),
    pytest.param("sqlite:///{tmp}/empty.sqlite", "empty file", id="empty-file"),
    pytest.param("sqlite:////dev/null", "not a regular file", id="a-device"),
    pytest.param("nonsense", "not a database URL", id="nonsense"),
]


@pytest.mark.parametrize("how", ["--db", "TRICTRAC_DB"])
@pytest.mark.parametrize(("url", "said"), BAD_URLS)
def test_every_bad_archive_url_is_status_2_and_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path, url: str, said: str, how: str
) -> None:
    (tmp_path / "empty.sqlite").touch()
    url = url.replace("{tmp}", str(tmp_path))
    if how == "TRICTRAC_DB":
        monkeypatch.setenv("TRICTRAC_DB", url)
        status, out, err = run(capsys, "archive", "stats")
    else:
        status, out, err = run(capsys, "archive", "stats", "--db", url)
    one_line_refusal(status, err)
    assert said in err and how in err, err
    assert out == ""
    assert (tmp_path / "empty.sqlite").stat().st_size == 0  # not turned into an archive
    assert not (tmp_path / "a.sqlite").exists()


def test_an_archive_of_a_newer_schema_says_so_opened_writable(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import sqlite3

    url = f"sqlite:///{tmp_path / 'future.sqlite'}"
    assert run(capsys, "archive", "stats", "--db", url)[0] == 0
    with sqlite3.connect(tmp_path / "future.sqlite") as connection:
        connection.execute("UPDATE alembic_version SET version_num = '9999_future'")
    status, _out, err = run(capsys, "archive", "stats", "--db", url)
    one_line_refusal(status, err)
    assert "made by a newer version of Trictrac Studio (schema 9999_future)" in err


# -- 3. reading a record is linear, and bounded ----------------------------------------------------------------


def _tags(count: int) -> str:
    return "%trictrac 1\n" + "".join(f'[T{n} "v"]\n' for n in range(count)) + "\n1. B 5-3 B1-B6 B1-B4\n"


def test_a_record_of_twenty_thousand_tags_is_checked_at_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from notation.record.model import MAX_TAGS

    path = tmp_path / "tags.trr"
    path.write_text(_tags(20_000), encoding="utf-8")
    started = time.monotonic()
    status, out, err = run(capsys, "check", str(path))
    assert time.monotonic() - started < 3  # about a quarter of a minute of CPU before (each tag scanned the others)
    assert status == 1, err
    assert out.splitlines() == [
        f"{path}:{MAX_TAGS + 2}:1: a record gives {MAX_TAGS} tags at most: the rest are not read"
    ]


def test_the_tags_a_record_keeps_are_read_in_linear_time() -> None:
    from notation.record import read_record
    from notation.record.model import MAX_TAGS

    started = time.monotonic()
    record = read_record(_tags(MAX_TAGS))
    assert len(record.tags) == MAX_TAGS and record.tag(f"T{MAX_TAGS - 1}") == "v"
    assert time.monotonic() - started < 1


def test_a_record_past_the_size_bound_is_refused_unread() -> None:
    from notation.record import RecordError, read_record, read_record_lenient
    from notation.record.model import MAX_RECORD_CHARS

    text = "%trictrac 1\n{" + "x" * MAX_RECORD_CHARS + "}\n1. B 5-3 B1-B6 B1-B4\n"
    with pytest.raises(RecordError) as caught:
        read_record(text)
    assert (caught.value.line, caught.value.column) == (1, 1) and "characters at most" in str(caught.value)
    record, errors = read_record_lenient(text)
    assert not record.elements and [error.fields["reason"] for error in errors] == ["record-too-long"]


# -- 5. a folder export: names bounded, sanitised, unique; all or nothing ---------------------------------------

LONG_WHITE = "é" * 200
LONG_BLACK = "ç" * 200


def _long_named_archive(capsys: pytest.CaptureFixture[str], tmp_path: Path, games: int) -> str:
    text = GAME.read_text(encoding="utf-8")
    records = []
    for number in range(games):
        named = text.replace('[Blanc "Glouton"]', f'[Blanc "{LONG_WHITE}"]').replace(
            '[Noir "Hasard"]', f'[Noir "{LONG_BLACK}"]'
        )
        records.append(named.replace('[Lieu "Paris"]', f'[Lieu "Salle {number}"]'))
    source = tmp_path / "long.trictrac"
    source.write_text("\n\n".join(records) + "\n", encoding="utf-8")
    url = f"sqlite:///{tmp_path / 'a.sqlite'}"
    status, _out, err = run(capsys, "archive", "import", "--keep-duplicates", "--db", url, str(source))
    assert status == 0, err
    return url


def test_a_folder_export_of_very_long_names_writes_every_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from studio.store.record_export import MAX_NAME_BYTES

    url = _long_named_archive(capsys, tmp_path, 3)
    status, _out, err = run(capsys, "archive", "export", "--db", url, f"{tmp_path / 'out'}/")
    assert status == 0, err
    names = sorted(path.name for path in (tmp_path / "out").iterdir())
    assert len(names) == len(set(names)) == 3
    for name in names:
        assert len(name.encode()) <= MAX_NAME_BYTES and name.endswith(".trictrac"), name
        assert name.removesuffix(".trictrac").replace("-", "").replace("_", "").isalnum(), name


@pytest.mark.parametrize(
    ("white", "black"),
    [("é" * 300, "x"), ("../../etc/passwd", "a\nb"), ("", ""), (".hidden", "…"), ("NUL", "con"), ("a" * 500, "b" * 9)],
)
def test_a_game_file_name_is_bounded_and_safe(white: str, black: str) -> None:
    from studio.store.record_export import MAX_NAME_BYTES, game_file_name

    names = {game_file_name(number, white, black) for number in (1, 2, 999_999)}
    assert len(names) == 3  # unique by the game's number
    for name in names:
        assert len(name.encode()) <= MAX_NAME_BYTES
        assert "/" not in name and "\\" not in name and "\n" not in name and not name.startswith(".")


def test_a_folder_export_that_fails_midway_leaves_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno

    from studio.store import record_export as export
    from studio.store.db import Archive

    url = _long_named_archive(capsys, tmp_path, 3)
    written = export.game_text
    calls: list[int] = []

    def full_disk(archive: Archive, game_id: int) -> str:
        calls.append(game_id)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        return written(archive, game_id)

    monkeypatch.setattr(export, "game_text", full_disk)
    (tmp_path / "out").mkdir()
    status, _out, err = run(capsys, "archive", "export", "--db", url, f"{tmp_path / 'out'}/")
    one_line_refusal(status, err)
    assert "nothing was written" in err
    assert list((tmp_path / "out").iterdir()) == []


# -- 9. one error, one line -----------------------------------------------------------------------------------


def test_a_folder_name_with_a_line_break_is_quoted(capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run(capsys, "lessons", "list", "--directory", "no\nsuch")
    one_line_refusal(status, err)
    assert "'no\\nsuch'" in err


def test_a_file_name_with_a_line_break_is_quoted(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad\nname.trictrac"
    bad.write_text("%trictrac 1\n1. B 5-3 B1-Q6 B1-B4\n", encoding="utf-8")
    status, _out, err = run(capsys, "archive", "import", "--db", f"sqlite:///{tmp_path / 'a.sqlite'}", str(bad))
    assert status == 2
    faults = [line for line in err.splitlines() if not line.startswith("importing:")]
    assert len(faults) == 1 and "bad\\nname.trictrac" in faults[0], err
    status, _out, err = run(capsys, "check", str(tmp_path / "missing\nfile.trr"))
    one_line_refusal(status, err)


# -- 11. smaller inconsistencies ---------------------------------------------------------------------------------


def test_a_record_that_is_not_utf8_is_placed_by_line_and_column_by_check_and_import(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    latin = tmp_path / "latin.trr"
    latin.write_bytes('%trictrac 1\n[Blanc "André"]\n'.encode("latin-1"))
    status, _out, err = run(capsys, "check", str(latin))
    one_line_refusal(status, err)
    assert "line 2, column 13: byte 0xE9 cannot be read" in err
    status, _out, err = run(capsys, "archive", "import", "--db", f"sqlite:///{tmp_path / 'a.sqlite'}", str(latin))
    assert status == 2
    assert err.endswith(f"{latin}:2:13: not UTF-8 text: byte 0xE9 cannot be read\n"), err


@pytest.mark.parametrize(
    "text",
    ['{"marks": [], "marks": []}', '{"marks": [{"colour": "white", "colour": "black"}]}', '{"a": {"b": 1, "b": 1}}'],
)
def test_json_that_gives_a_key_twice_is_refused(capsys: pytest.CaptureFixture[str], text: str) -> None:
    status, _out, err = run(capsys, "mark", text)
    one_line_refusal(status, err)
    assert "is given twice at line 1 column" in err


# -- 4. the PDF's text: bounded, linear, cut with a visible "…" ---------------------------------------------------


def test_a_booklet_of_fifty_thousand_comment_lines_is_cut_with_a_note(tmp_path: Path) -> None:
    from studio.export.booklet import MAX_COMMENT_PARAGRAPHS, TRUNCATED_NOTE, record_booklet_pdf
    from tests.support.pdfview import page_text

    lines = "\n".join(f"ligne {number}" for number in range(50_000))
    text = GAME.read_text(encoding="utf-8").replace("{Partie jouée", "{" + lines + "\nPartie jouée", 1)
    out = tmp_path / "b.pdf"
    started = time.monotonic()
    result = record_booklet_pdf(text, out)
    assert time.monotonic() - started < 15  # about 10 s before, and minutes for a megabyte of lines
    printed = page_text(out)
    assert f"ligne {MAX_COMMENT_PARAGRAPHS - 2}" in printed and "ligne 49999" not in printed
    assert "…" in printed
    assert " ".join(TRUNCATED_NOTE.split()[-4:]) in " ".join(printed.split())
    assert result.pages < 100


def test_a_short_comment_is_printed_whole_without_a_note(tmp_path: Path) -> None:
    from studio.export.booklet import record_booklet_pdf
    from tests.support.pdfview import page_text

    out = tmp_path / "b.pdf"
    record_booklet_pdf(GAME.read_text(encoding="utf-8"), out)
    assert "coupés" not in page_text(out)


@pytest.mark.parametrize("length", [200_000, 1_000_000])
def test_a_caption_of_one_long_word_is_cut_at_once(tmp_path: Path, length: int) -> None:
    from notation.board import Position
    from studio.export.diagram import PrintedDiagram, diagrams_pdf
    from tests.support.pdfview import page_text

    out = tmp_path / "d.pdf"
    started = time.monotonic()
    diagrams_pdf([PrintedDiagram(Position.start(), caption="Jan" + "x" * length)], out)
    assert time.monotonic() - started < 5  # quadratic before: each cut measured the rest of the word again
    assert "Janxxx" in page_text(out) and "…" in page_text(out)


def test_wrapping_is_linear_and_loses_nothing() -> None:
    from studio.export.common import text_width, wrap
    from studio.export.fonts import font_set

    font = font_set().regular
    word = "trictrac" * 25_000
    started = time.monotonic()
    lines = wrap(f"le jan {word} de retour", font, 9, 200)
    assert time.monotonic() - started < 5
    assert "".join(lines[1:-1]) == word[: sum(len(line) for line in lines[1:-1])]
    assert all(text_width(line, font, 9) <= 200 for line in lines)
    assert " ".join(lines).replace(" ", "") == f"le jan {word} de retour".replace(" ", "")


# -- 6. a record the archive cannot store: refused in one line, before anything is written -----------------------


def test_a_name_longer_than_the_archive_keeps_is_refused_before_writing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import sqlite3

    good = GAME.read_text(encoding="utf-8")
    long = good.replace('[Blanc "Glouton"]', f'[Blanc "{"a" * 250}"]')
    source = tmp_path / "two.trictrac"
    source.write_text(good + "\n" + long, encoding="utf-8")
    url = f"sqlite:///{tmp_path / 'a.sqlite'}"
    status, _out, err = run(capsys, "archive", "import", "--db", url, str(source))
    assert status == 2
    faults = [line for line in err.splitlines() if not line.startswith("importing:")]
    assert len(faults) == 1 and "the name of Blanc is 250 characters long" in faults[0], err
    with sqlite3.connect(tmp_path / "a.sqlite") as connection:
        assert connection.execute("SELECT count(*) FROM game").fetchone() == (0,)  # the file whole, or nothing


# -- 7. a journal of committed transactions is never silently left out -----------------------------------------------


def test_an_archive_whose_journal_cannot_be_read_read_only_says_so(tmp_path: Path) -> None:
    import shutil
    import sqlite3

    from studio.store.db import Archive, ArchiveError

    source = tmp_path / "source.sqlite"
    Archive(f"sqlite:///{source}").close()
    writer = sqlite3.connect(source)
    writer.execute("PRAGMA wal_autocheckpoint=0")
    writer.execute("INSERT INTO player (name, name_norm) VALUES ('Glouton', 'glouton')")
    writer.commit()
    # A copy of the file and its journal, without a usable shared-memory file (a writer killed, a copy made by
    # hand): reading it without writing cannot see the committed player.
    copy = tmp_path / "copy"
    copy.mkdir()
    shutil.copy(source, copy / "a.sqlite")
    shutil.copy(f"{source}-wal", copy / "a.sqlite-wal")
    os.mkfifo(copy / "a.sqlite-shm")
    writer.close()
    with pytest.raises(ArchiveError, match="changes in its journal") as caught:
        Archive(f"sqlite:///{copy / 'a.sqlite'}", read_only=True)
    assert caught.value.fields["reason"] == "journal"
    # Opened where it can be written, nothing is lost.
    os.unlink(copy / "a.sqlite-shm")
    with Archive(f"sqlite:///{copy / 'a.sqlite'}") as archive, archive.engine.connect() as connection:
        assert connection.exec_driver_sql("SELECT name FROM player").scalars().all() == ["Glouton"]
