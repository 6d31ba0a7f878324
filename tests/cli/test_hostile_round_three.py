"""Hostile input, round three: what an outside audit found the command line and the record reader still letting
through (a name changed silently, limits that differ between ``check`` and ``import``, arguments refused with the
wrong reason or with Python's own words), each run as a user meets it."""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.board import Colour
from notation.record import GameRecord, read_record, write_record
from notation.record.model import MAX_NAME_CHARS, MAX_TAG_NAME_CHARS
from notation.record.reader import RecordError
from studio.store.db import Archive
from studio.store.importing import import_text
from studio.store.record_export import export_text
from tests.cli.test_hostile_input import command, one_line_refusal, run, silent_server  # noqa: F401 - a fixture
from tests.store.test_store_postgres import scratch_database, server  # noqa: F401 - the PostgreSQL fixture

MOVES = "\n1. B 6-5 B1-B7 B1-B6\n"


def record(*tags: str) -> str:
    return "%trictrac 1\n" + "".join(f"{tag}\n" for tag in tags) + MOVES


# -- 8. escapes: \" and \\ only ---------------------------------------------------------------------------------

BAD_ESCAPES = [
    # (the tag line as written, the escape at fault, its column on line 2)
    (r'[Blanc "C:\Users\Ménard"]', r"\U", 11),
    (r'[Evenement "tab\there"]', r"\t", 16),
    (r'[Noir "Ménard\\ \n"]', r"\n", 17),
    (r'[Lieu "fin\ "]', "\\ ", 11),
    (r'[Blanc "a\"b\é"]', "\\é", 13),
]


@pytest.mark.parametrize(("line", "escape", "column"), BAD_ESCAPES)
def test_an_unknown_escape_in_a_tag_is_refused_where_it_stands(line: str, escape: str, column: int) -> None:
    with pytest.raises(RecordError) as raised:
        read_record(record(line))
    error = raised.value
    assert (error.line, error.column, error.fields["reason"], error.fields["escape"]) == (
        2,
        column,
        "bad-escape",
        escape,
    )
    assert f"unknown escape {escape}:" in str(error)


@pytest.mark.parametrize(
    ("line", "name"),
    [
        (r'[Blanc "C:\\Users\\Ménard"]', "C:\\Users\\Ménard"),
        (r'[Blanc "un \"mot\" \\"]', 'un "mot" \\'),
        (r'[Blanc "\\\\"]', "\\\\"),
    ],
)
def test_the_two_escapes_are_read_and_written_back(line: str, name: str) -> None:
    read = read_record(record(line))
    assert read.tag("Blanc") == name
    assert read_record(write_record(read)).tag("Blanc") == name


def test_an_unknown_escape_in_a_marque_name_is_refused() -> None:
    text = '%trictrac 1\n[Variante "ecrire"]\n\nmarqué 1 Blanc="A\\B" Noir="C"\n1. B 6-5 B1-B7 B1-B6\n'
    with pytest.raises(RecordError) as raised:
        read_record(text)
    assert (raised.value.line, raised.value.column, raised.value.fields["escape"]) == (4, 18, "\\B")


@pytest.mark.parametrize("command", ["check", "import"])
def test_check_and_import_refuse_an_unknown_escape_alike(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.trictrac"
    path.write_text(record(r'[Blanc "C:\Users\Ménard"]'), "utf-8")
    if command == "check":
        status, out, err = run(capsys, "check", str(path))
        assert status == 1
        assert f"{path}:2:11: unknown escape \\U" in out + err
    else:
        url = f"sqlite:///{tmp_path / 'a.sqlite'}"
        status, out, err = run(capsys, "archive", "import", "--db", url, "--quiet", str(path))
        assert status == 2
        assert f"{path}:2:11: unknown escape \\U" in err
        with Archive(url) as archive:
            assert export_text(archive) == ""


# -- 9. one set of limits for check and import -------------------------------------------------------------------

LIMITS = [
    ('[Blanc "{}"]'.format("é" * MAX_NAME_CHARS), None),
    ('[Noir "{}"]'.format("n" * (MAX_NAME_CHARS + 1)), "name-too-long"),
    ('[Blanc "{}"]'.format("x" * 100_000), "name-too-long"),
    ('[{} "v"]'.format("T" * MAX_TAG_NAME_CHARS), None),
    ('[{} "v"]'.format("T" * (MAX_TAG_NAME_CHARS + 1)), "tag-name-too-long"),
]


@pytest.mark.parametrize(("line", "reason"), LIMITS, ids=["200", "201", "100000", "tag-100", "tag-101"])
def test_check_and_import_accept_and_refuse_the_same_records(
    line: str, reason: str | None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "names.trictrac"
    path.write_text(record(line), "utf-8")
    checked, out, err = run(capsys, "check", str(path), "--json")
    problems = json.loads(out)["problems"] if checked in (0, 1) and out.startswith("{") else None
    url = f"sqlite:///{tmp_path / 'a.sqlite'}"
    imported, _out, import_err = run(capsys, "archive", "import", "--db", url, "--quiet", str(path))
    if reason is None:
        assert (checked, imported) == (0, 0), (out, err, import_err)
        return
    assert checked == 1 and imported == 2
    assert problems is not None and len(problems) == 1
    assert problems[0]["line"] == 2
    with pytest.raises(RecordError) as raised:
        read_record(record(line))
    assert raised.value.fields["reason"] == reason
    assert f"{path}:2:" in import_err and str(raised.value.message) in import_err


def test_a_name_past_the_limit_is_refused_by_the_archive_alike(tmp_path: Path) -> None:
    with Archive(f"sqlite:///{tmp_path / 'a.sqlite'}") as archive:
        report = import_text(archive, record('[Blanc "{}"]'.format("x" * 100_000)), source="long.trictrac")
    assert report.games == 0
    assert [str(error) for error in report.errors] == [
        f"long.trictrac:2:9: the name of Blanc is 100000 characters long: {MAX_NAME_CHARS} at most"
    ]


# -- 5. a player is his whole name -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def rated_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Zoé (Blanc) against Éric, three games; and Zoé Martin (Blanc) against Zoé (Noir), all analysed."""
    from studio.store.analyses import analyse_games
    from tests.store.test_store_analyses import game_text

    url = f"sqlite:///{tmp_path_factory.mktemp('rated') / 'archive.sqlite'}"
    both = game_text(3).replace('[Blanc "Zoé"]', '[Blanc "Zoé Martin"]').replace('[Noir "Éric"]', '[Noir "Zoé"]')
    with Archive(url) as archive:
        import_text(archive, "\n".join([*(game_text(seed) for seed in range(3)), both]))
        analyse_games(archive)
    return url


def _player(capsys: pytest.CaptureFixture[str], url: str, name: str) -> tuple[int, dict[str, object] | str]:
    status, out, err = run(capsys, "archive", "player", name, "--db", url, "--json")
    return status, json.loads(out) if status == 0 else err


@pytest.mark.parametrize(
    ("name", "colours"),
    [("zoe", ["white", "white", "white", "black"]), ("ZOÉ MARTIN", ["white"]), ("eric", ["black"] * 3)],
)
def test_a_player_is_rated_by_his_whole_name_and_his_own_colour(
    rated_url: str, name: str, colours: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """``player zoe`` rated Zoé Martin's games as Zoé's, and a game of both as Blanc's."""
    status, record = _player(capsys, rated_url, name)
    assert status == 0 and isinstance(record, dict)
    games = record["games"]
    assert isinstance(games, list)
    assert sorted(game["colour"] for game in games) == sorted(colours)


@pytest.mark.parametrize(("name", "named"), [("e", 3), ("zo", 2), ("Martin", 1)])
def test_a_part_of_names_is_refused_with_the_players_it_could_mean(
    rated_url: str, name: str, named: int, capsys: pytest.CaptureFixture[str]
) -> None:
    status, err = _player(capsys, rated_url, name)
    assert isinstance(err, str)
    one_line_refusal(status, err)
    assert f"no player is named {name!r}; {named} player(s) have it in their name: " in err
    assert ("'Zoé Martin'" in err) is (name != "eric")


@pytest.mark.parametrize("name", ["", "   "])
def test_an_empty_player_name_is_refused(rated_url: str, name: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, err = _player(capsys, rated_url, name)
    assert isinstance(err, str)
    one_line_refusal(status, err)
    assert "give a player's name" in err


# -- 7. search texts bounded alike on both back-ends ------------------------------------------------------------


@pytest.fixture(params=["sqlite", "postgresql"])
def one_game_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An archive of one game (Blanc "Zoé"), on SQLite or on the test PostgreSQL server."""

    def fill(url: str) -> str:
        with Archive(url) as archive:
            import_text(archive, record('[Blanc "Zoé"]', '[Evenement "Cercle"]'))
        return url

    if request.param == "sqlite":
        yield fill(f"sqlite:///{tmp_path / 'a.sqlite'}")
        return
    with scratch_database(request.getfixturevalue("server")) as url:
        yield fill(url)


@pytest.mark.parametrize("field", ["player", "white", "black", "event", "text"])
def test_a_search_text_past_the_bound_is_refused_in_our_words_on_both(one_game_url: str, field: str) -> None:
    """60,000 characters: SQLite said "LIKE or GLOB pattern too complex", PostgreSQL searched."""
    from studio.store.search import GameQuery, search_games
    from studio.store.search_text import MAX_SEARCH_CHARS

    with Archive(one_game_url) as archive:
        for length in (MAX_SEARCH_CHARS, 60_000):
            text = "é" * length
            query = {
                "player": GameQuery(player=text),
                "white": GameQuery(white=text),
                "black": GameQuery(black=text),
                "event": GameQuery(event=text),
                "text": GameQuery(text=text),
            }[field]
            if length <= MAX_SEARCH_CHARS:
                assert search_games(archive, query).total == 0
                continue
            with pytest.raises(ValueError, match=f"^the {field} searched is 60,000 characters long: a search looks"):
                search_games(archive, query)


def test_a_long_player_name_is_refused_by_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'a.sqlite'}"
    Archive(url).close()
    for argv in (
        ("archive", "search", "--player"),
        ("archive", "stats", "--player"),
        ("archive", "analyse", "--quiet", "--player"),
        ("archive", "player"),
    ):
        status, _out, err = run(capsys, *argv, "a" * 60_000, "--db", url)
        one_line_refusal(status, err)
        assert "the player searched is 60,000 characters long" in err, argv


# -- 6. a number is refused by its range, whatever its digits -------------------------------------------------------


@pytest.mark.parametrize(
    ("low", "high", "text", "expected"),
    [
        (-(10**18), 10**18, "1000000000000000000", 10**18),
        (-(10**18), 10**18, "-1000000000000000000", -(10**18)),
        (-(10**18), 10**18, "+0001000000000000000000", 10**18),
        (-(10**18), 10**18, "1000000000000000001", None),
        (-(10**18), 10**18, "9" * 5000, None),  # more digits than int() converts: refused unconverted
        (1, 10**30, "1" + "0" * 30, 10**30),
        (1, 10**30, "1" + "0" * 31, None),
        (1, 60, "0" * 100 + "60", 60),
        (1, 60, "61", None),
    ],
)
def test_bounded_int_refuses_by_the_range_it_states(low: int, high: int, text: str, expected: int | None) -> None:
    import argparse

    from studio.cli.common import bounded_int

    convert = bounded_int(low, high)
    if expected is not None:
        assert convert(text) == expected
        return
    with pytest.raises(argparse.ArgumentTypeError, match=f"is out of range: from {low} to {high}$"):
        convert(text)


def test_selfplay_takes_the_largest_seed_it_states(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "selfplay", "--seed", "1000000000000000000", "--json")
    assert status == 0 and json.loads(out)["games"] == 1, err


# -- 11. a connection timeout of one's own is bounded ---------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("timeout", ["0", "100000", "121", "-1", "1.5", "deux", "1&connect_timeout=2"])
@pytest.mark.parametrize("how", ["--db", "TRICTRAC_DB", "make_engine"])
def test_a_connect_timeout_past_the_bound_is_refused(timeout: str, how: str, silent_server: int) -> None:  # noqa: F811
    """``connect_timeout=0`` to a server that accepts and never answers hung for ever."""
    from studio.store.db import make_engine
    from studio.store.urls import DatabaseUrlError

    url = f"postgresql+psycopg://u@127.0.0.1:{silent_server}/trictrac?connect_timeout={timeout}"
    if how == "make_engine":
        with pytest.raises(DatabaseUrlError, match="is not a number of seconds from 1 to 120"):
            make_engine(url)
        return
    done = command("archive", "stats", *(["--db", url] if how == "--db" else []), env={"TRICTRAC_DB": url})
    one_line_refusal(done.returncode, done.stderr)
    assert "is not a number of seconds from 1 to 120 (given once; 0 would wait for ever)" in done.stderr


@pytest.mark.slow
def test_a_connect_timeout_within_the_bound_is_kept(silent_server: int) -> None:  # noqa: F811
    url = f"postgresql+psycopg://u@127.0.0.1:{silent_server}/trictrac?connect_timeout=2"
    started = time.monotonic()
    done = command("archive", "stats", "--db", url)
    one_line_refusal(done.returncode, done.stderr)
    assert "timeout" in done.stderr.lower() and time.monotonic() - started < 20


# -- 13. an argument that is not UTF-8 -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "number"),
    [
        (["archive", "player", "M\udce9nard"], 3),
        (["archive", "search", "--player", "M\udce9nard"], 4),
        (["archive", "stats", "--player", "M\udce9nard"], 4),
        (["archive", "search", "--text", "caf\udce9"], 4),
    ],
)
def test_an_argument_that_is_not_utf8_is_named(
    argv: list[str], number: int, one_game_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``archive player $'M\\xe9nard'`` said Python's "surrogates not allowed"."""
    status, _out, err = run(capsys, *argv, "--db", one_game_url)
    one_line_refusal(status, err)
    assert f"argument {number} (" in err and "\\xe9" in err and "is not valid text: byte 0xE9 at character" in err
    assert "surrogates" not in err and "codec" not in err


@pytest.mark.slow
def test_an_argument_that_is_not_utf8_in_its_own_process(tmp_path: Path) -> None:
    """As a shell passes it: the bytes of Latin-1, decoded by Python with surrogateescape."""
    import os
    import subprocess
    import sys

    url = f"sqlite:///{tmp_path / 'a.sqlite'}"
    Archive(url).close()
    done = subprocess.run(
        [sys.executable.encode(), b"-m", b"studio.cli", b"archive", b"player", b"M\xe9nard", b"--db", url.encode()],
        capture_output=True,
        check=False,
        env={**os.environ, "LC_ALL": "C.UTF-8"},
        timeout=60,
    )
    err = done.stderr.decode("utf-8", "backslashreplace")
    one_line_refusal(done.returncode, err)
    assert "argument 3 (M\\xe9nard) is not valid text" in err


# -- 14. an empty position and empty dice ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "missing"),
    [
        (["show", "{}"], "white and black"),
        (["moves", "{}", "--dice", "6-5"], "white and black"),
        (["chances", '{"white": {"B1": 15}}'], "black"),
        (["score", '{"black": {"N1": 15}, "to_move": "black"}', "--dice", "6-5"], "white"),
        (["archive", "explore", "{}"], "white and black"),
    ],
)
def test_an_empty_json_position_is_refused(
    argv: list[str], missing: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``show '{}'`` drew a board without dames."""
    url = f"sqlite:///{tmp_path / 'a.sqlite'}"
    extra = ["--db", url] if argv[0] == "archive" else []
    status, _out, err = run(capsys, *argv, *extra)
    one_line_refusal(status, err)
    assert f"position JSON: {missing} missing: give the dames of both colours" in err


def test_a_board_without_dames_on_purpose_is_read(capsys: pytest.CaptureFixture[str]) -> None:
    from notation.position_json import parse_position

    given = parse_position('{"white": {}, "black": {}}')
    assert given.position.points(Colour.WHITE) == {} and given.position.points(Colour.BLACK) == {}
    status, out, _err = run(capsys, "show", '{"white": {}, "black": {}, "to_move": "black"}')
    assert status == 0 and "N1" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["moves", "start", "--dice", ""],
        ["score", "start", "--dice", ""],
        ["archive", "explore", "start", "--dice", ""],
        ["archive", "explore", "start", "--dice", "  "],
    ],
)
def test_empty_dice_are_refused(argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--dice ''`` was taken as every throw by the explorer, without a word."""
    extra = ["--db", f"sqlite:///{tmp_path / 'a.sqlite'}"] if argv[0] == "archive" else []
    status, _out, err = run(capsys, *argv, *extra)
    one_line_refusal(status, err)
    assert "is not a throw" in err


# -- 12. a folder export that fails leaves no folder it made --------------------------------------------------------


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every record file's write fails as on a full disk (ENOSPC when its data is flushed to the disk)."""
    import errno

    def no_space(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("studio.store.record_export.os.fsync", no_space)


@pytest.mark.usefixtures("full_disk")
@pytest.mark.parametrize("exists", [False, True])
def test_a_folder_export_on_a_full_disk_leaves_no_new_folder(
    exists: bool, rated_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It said "nothing was written" and left the new empty folder behind; a folder that was there stays."""
    target = tmp_path / "out"
    if exists:
        target.mkdir()
    status, _out, err = run(capsys, "archive", "export", "--db", rated_url, f"{target}/")
    one_line_refusal(status, err)
    assert "No space left on device (nothing was written)" in err
    assert sorted(path.name for path in tmp_path.iterdir()) == (["out"] if exists else [])
    if exists:
        assert list(target.iterdir()) == []


@pytest.mark.usefixtures("full_disk")
def test_export_games_on_a_full_disk_leaves_no_new_folders(rated_url: str, tmp_path: Path) -> None:
    from studio.store.record_export import export_games

    with Archive(rated_url) as archive, pytest.raises(OSError, match="No space"):
        export_games(archive, f"{tmp_path / 'a' / 'b'}/")
    assert list(tmp_path.iterdir()) == []


# -- 10. long jobs: progress on a terminal, what is finished kept, arguments bounded --------------------------------


def _records_in(path: Path) -> int:
    from notation.record.reader import read_records

    records, errors = read_records(path.read_text("utf-8"), strict=False)
    assert errors == []
    return len(records)


_HEAR_CTRL_C = (
    "import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "runpy.run_module('studio.cli', run_name='__main__', alter_sys=True)"
)


def _trictrac_hearing_ctrl_c(*argv: str) -> list[str]:
    """Return the command line of ``trictrac ARGV`` run by this Python, hearing Ctrl+C however the suite was started.

    A suite started in the background of a shell (``make test &``) has SIGINT ignored, its children inherit that, and
    Python leaves an ignored SIGINT ignored: the command would never hear the Ctrl+C these tests send.  It is given
    Python's own handler back, as a terminal's ``trictrac`` has it."""
    import sys

    return [sys.executable, "-c", _HEAR_CTRL_C, *argv]


def _answer_within_a_minute(process: subprocess.Popen[str]) -> tuple[str, str]:
    """Return what ``process`` wrote (stdout, stderr) once it ends; kill it if it runs on past a minute.

    A command that did not hear its signal must not outlive the test (a selfplay of a million parties would)."""
    try:
        return process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()


@pytest.mark.parametrize("signal_name", ["SIGINT", "SIGTERM"])
def test_an_interrupted_selfplay_keeps_the_parties_it_finished(signal_name: str, tmp_path: Path) -> None:
    """``selfplay --games 1000000 --out F`` interrupted wrote nothing to F: every partie was kept for the end."""
    import os
    import signal
    import subprocess

    out = tmp_path / "parties.trictrac"
    out.write_text("the user's earlier file", "utf-8")
    process = subprocess.Popen(
        _trictrac_hearing_ctrl_c("selfplay", "--games", "1000000", "--seed", "3", "--out", str(out)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        scratch = [path for path in tmp_path.iterdir() if path.name.endswith(".part")]
        if scratch and scratch[0].read_text("utf-8").count("%trictrac") >= 3:
            break
        time.sleep(0.05)
    process.send_signal(getattr(signal, signal_name))
    _out, err = _answer_within_a_minute(process)
    assert process.returncode == 130, err
    kept = _records_in(out)
    assert kept >= 3
    assert err == f"trictrac selfplay: interrupted; the {kept} finished records are kept in {out}\n"
    assert [path.name for path in tmp_path.iterdir()] == [out.name]


@pytest.mark.parametrize("cut", ["before the count", "halfway through the write"])
def test_a_record_the_interruption_catches_is_neither_kept_nor_counted(tmp_path: Path, cut: str) -> None:
    """The interruption may land after a record is written but before it is counted (the full suite, under load,
    saw « the 10 finished records » beside 11 records), or halfway through its write: what is kept is exactly
    the records the message counts, each whole."""
    from studio.cli.common import RecordAppender

    records = [write_record(GameRecord(tags=(("Event", f"partie {n}"),))) for n in range(4)]
    out = tmp_path / "parties.trictrac"
    appender = RecordAppender(out)
    for text in records[:3]:
        appender.add(text)
    # The fourth record as an interruption leaves it: all of it written and flushed but uncounted, or half of it.
    tail = ("\n" + records[3]).encode("utf-8")
    appender.handle.write(tail if cut == "before the count" else tail[: len(tail) // 2])
    appender.handle.flush()
    said = appender.keep_finished()
    assert said == f"the 3 finished records are kept in {out}"
    assert _records_in(out) == 3
    assert out.read_text("utf-8") == "\n".join(records[:3])
    assert [path.name for path in tmp_path.iterdir()] == [out.name]


def test_a_selfplay_that_fails_midway_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import errno

    import notation.record

    out = tmp_path / "parties.trictrac"
    out.write_text("the user's earlier file", "utf-8")
    real = notation.record.write_record
    written: list[int] = []

    def third_fails(record: GameRecord) -> str:
        written.append(1)
        if len(written) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(record)

    monkeypatch.setattr(notation.record, "write_record", third_fails)
    status, _out, err = run(capsys, "selfplay", "--games", "5", "--out", str(out))
    one_line_refusal(status, err)
    assert out.read_text("utf-8") == "the user's earlier file"
    assert [path.name for path in tmp_path.iterdir()] == [out.name]


def test_selfplay_writes_every_partie_as_before(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "parties.trictrac"
    status, _out, err = run(capsys, "selfplay", "--games", "4", "--seed", "9", "--out", str(out))
    assert status == 0 and err == ""  # no progress where stderr is no terminal
    assert _records_in(out) == 4
    assert [path.name for path in tmp_path.iterdir()] == [out.name]


def _on_a_terminal(*argv: str) -> tuple[int, str]:
    """``trictrac ARGV`` with its stderr on a pseudo-terminal: its status and what the terminal showed."""
    import os
    import pty
    import subprocess
    import sys

    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "studio.cli", *argv],
        stdout=subprocess.DEVNULL,
        stderr=follower,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )
    os.close(follower)
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the terminal closed with the process
            break
        if not chunk:
            break
        shown += chunk
    os.close(leader)
    return process.wait(timeout=120), shown.decode("utf-8", "replace")


@pytest.mark.parametrize(
    ("argv", "line"),
    [
        (("selfplay", "--games", "40", "--seed", "2"), "selfplay: 40/40 parties, "),
        (("moves", "start B", "--dice", "4-3", "--rank", "--rollouts", "12", "--truncate", "2"), "rolling out: "),
        (("analyse", str(Path(__file__).parents[1] / "data" / "records" / "ordinaire-annotee.trr")), "analysing: "),
    ],
)
def test_a_long_job_shows_its_progress_on_a_terminal(argv: tuple[str, ...], line: str) -> None:
    status, shown = _on_a_terminal(*argv)
    assert status == 0, shown
    assert line in shown
    assert "\r" in shown


@pytest.mark.slow
@pytest.mark.parametrize("output", ["games.trictrac", "games/"])
def test_an_export_shows_its_progress_on_a_terminal(output: str, rated_url: str, tmp_path: Path) -> None:
    status, shown = _on_a_terminal("archive", "export", "--db", rated_url, f"{tmp_path / output}")
    assert status == 0, shown
    assert "exporting: 4/4 games, " in shown


def test_the_progress_line_estimates_the_time_left() -> None:
    import io

    from studio.cli.common import ProgressLine

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    screen = Terminal()
    line = ProgressLine("rolling out", "trials", screen)
    moments = iter([0.0, 30.0, 30.05, 120.0])
    line.clock = lambda: next(moments)
    line.started = line.clock()
    line.show(1_000, 10_000)  # 30 s for a tenth: 4 min 30 s left
    line.show(1_001, 10_000)  # within a tenth of a second: not shown
    line.show(10_000, 10_000)
    assert screen.getvalue() == (
        "\r\x1b[Krolling out: 1,000/10,000 trials, 30 s, about 4 min left"
        "\r\x1b[Krolling out: 10,000/10,000 trials, 2 min\n"
    )


@pytest.mark.parametrize(
    ("rollouts", "truncate", "most"),
    [("100000", "10", "10,000"), ("1000", "1000", "100"), ("10001", "10", "10,000"), ("100000", "2", "50,000")],
)
def test_rollouts_are_bounded_by_the_throws_they_play(
    rollouts: str, truncate: str, most: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--rollouts 100000`` took 45 minutes a play, ``--truncate 1000`` days, without a word."""
    argv = ("moves", "start B", "--dice", "6-5", "--rank", "--rollouts", rollouts, "--truncate", truncate)
    status, _out, err = run(capsys, *argv)
    one_line_refusal(status, err)
    assert "100,000 at most, so that it ends in minutes" in err
    assert f"(--rollouts {most} at most with --truncate {truncate})" in err


# -- 8 and 9 together: check and import accept the same tags ---------------------------------------------------


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    name=st.sampled_from(["Blanc", "Noir", "Evenement", "T" * 100, "T" * 101]),
    value=st.text(alphabet='ab\\"é U', max_size=230),
)
def test_check_and_import_agree_on_any_tag(name: str, value: str) -> None:
    """Whatever the escapes and the length, a record ``check`` finds no fault in is imported, and one it faults
    is refused, at the same line and column."""
    from notation.record import check_record_text

    text = record(f'[{name} "{value}"]')
    if '"' in value.replace('\\"', ""):  # a bare quote ends the value early: not this test's concern
        return
    faults = [problem for problem in check_record_text(text) if problem.kind == "syntax"]
    with Archive("sqlite://") as archive:
        report = import_text(archive, text, source="t")
    if not faults:
        assert report.games == 1, report.errors
    else:
        assert report.games == 0
        assert [(e.line, e.column) for e in report.errors] == [(faults[0].line, faults[0].column)]


@pytest.mark.slow
def test_an_interrupted_rollout_shows_the_ranking_it_finished(tmp_path: Path) -> None:
    import os
    import signal
    import subprocess

    argv = ["moves", "start B", "--dice", "4-3", "--rank", "--rollouts", "10000"]
    process = subprocess.Popen(
        _trictrac_hearing_ctrl_c(*argv),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )
    time.sleep(5)  # started, ranked at 1-ply, rolling out (minutes)
    process.send_signal(signal.SIGINT)
    out, err = _answer_within_a_minute(process)
    assert process.returncode == 130, err
    assert "Blanc to play 4-3" in out and "ranked by the evaluator at 1-ply" in out and "rolled out" not in out
    assert err == "trictrac moves: interrupted; the ranking shown is whole, its rollout was not finished\n"


@pytest.mark.parametrize(
    ("count", "said"),
    [(0, "the 0 finished records are"), (1, "the finished record is"), (2, "the 2 finished records are")],
)
def test_the_records_kept_are_counted_in_the_singular_or_the_plural(tmp_path: Path, count: int, said: str) -> None:
    from studio.cli.common import RecordAppender

    out = tmp_path / "parties.trictrac"
    appender = RecordAppender(out)
    for n in range(count):
        appender.add(write_record(GameRecord(tags=(("Event", f"partie {n}"),))))
    assert appender.keep_finished() == f"{said} kept in {out}"
