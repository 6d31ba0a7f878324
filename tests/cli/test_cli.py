"""The `trictrac` command's contract (docs/design.md, "The command-line contract")."""

import errno
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from studio.cli import main

SHEET_001 = {
    "players": ["A", "B"],
    "marques": [
        {"winner": "A", "points": 21, "refaits": 0},
        {"winner": "A", "points": 8, "refaits": 0},
        {"winner": "B", "points": 31, "refaits": 1},
        {"winner": "A", "points": 25, "refaits": 0},
        {"winner": "B", "points": 28, "refaits": 2},
        {"winner": "A", "points": 4, "refaits": 0},
    ],
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_show_the_start(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "show", "start")
    assert status == 0
    assert "B1" in out and "N12" in out and "15" in out


@pytest.mark.parametrize("notation", ["bn", "soumille", "lepeintre", "levy", "t11"])
@pytest.mark.parametrize("top", ["white", "black"])
def test_show_in_every_notation(capsys: pytest.CaptureFixture[str], notation: str, top: str) -> None:
    status, out, err = run(capsys, "show", "start", "--notation", notation, "--top", top)
    assert status == 0, err
    assert out.strip()


def test_position_as_json_text_and_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    position = {"white": {"B1": 13, "B6": 1, "B7": 1}, "black": {"N1": 15}, "to_move": "black"}
    status, from_text, _ = run(capsys, "show", json.dumps(position))
    assert status == 0
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position), encoding="utf-8")
    status, from_file, _ = run(capsys, "show", f"@{path}")
    assert status == 0 and from_file == from_text


@pytest.mark.parametrize(
    "argv",
    [
        ["show", "{not json"],
        ["show", '{"white": {"B13": 2}, "black": {}}'],
        ["show", '{"white": {"B1": 16}, "black": {}}'],
        ["show", '{"white": {"N12": 2}, "black": {}}'],
        ["show", "@/nonexistent/position.json"],
        ["show", "this is no position"],
        ["mark", '{"marks": [{"colour": "white", "points": 2, "leave": true}]}'],
        ["mark", '{"marks": [{"colour": "green", "points": 2}]}'],
        ["mark", "[]"],
        ["settle", '{"players": ["A"], "marques": []}'],
        ["settle", '{"players": ["A", "B"], "marques": [{"trous": {"A": 6, "B": 6}}]}'],
        ["nonsense"],
        ["show"],
    ],
)
def test_bad_input_exits_2_with_one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        sys.exit(main(argv))
    out, err = capsys.readouterr()
    assert exit_info.value.code == 2
    assert len(err.strip().splitlines()) == 1, err
    assert out == ""


def test_mark_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    # Levy: 6 points en bredouille then 20 → four trous, 2 points de reste.
    marks = {"marks": [{"colour": "black", "points": 6}, {"colour": "black", "points": 20, "leave": False}]}
    status, out, _ = run(capsys, "mark", json.dumps(marks), "--json")
    assert status == 0
    states = json.loads(out)["states"]
    assert len(states) == 2
    assert states[1]["black"] == {"points": 2, "trous": 4, "bredouille": True}
    assert states[1]["white"] == {"points": 0, "trous": 0, "bredouille": False}


def test_mark_with_a_start_state(capsys: pytest.CaptureFixture[str]) -> None:
    # Levy: 6–6 débredouillés + 20 → three trous and 2 points left.
    marks = {
        "start": {"white": {"points": 6}, "black": {"points": 6}},
        "marks": [{"colour": "black", "points": 20}],
    }
    _, out, _ = run(capsys, "mark", json.dumps(marks), "--json")
    assert json.loads(out)["states"][0]["black"] == {"points": 2, "trous": 3, "bredouille": True}


def test_settle_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "settle", json.dumps(SHEET_001), "--json")
    assert status == 0
    result = json.loads(out)
    assert {k: result["A"][k] for k in ("I", "II", "III", "IV", "final")} == {
        "I": 58,
        "II": 0,
        "III": 16,
        "IV": 20,
        "final": 94,
    }
    assert result["B"]["final"] == 71
    assert (result["A"]["gross"], result["A"]["rounded"]) == (23, 20)
    assert (result["winner"], result["gross"], result["rounded"]) == ("A", 23, 20)


def test_the_installed_command_runs() -> None:
    # The console script's module entry point, as a separate process.
    done = subprocess.run(
        [sys.executable, "-m", "studio.cli", "show", "start"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    bad = subprocess.run([sys.executable, "-m", "studio.cli", "show", "{"], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


def test_moves_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    # Levy's opening: White's 6-5 from the start can only be played B1-B7 and B1-B6.
    status, out, _ = run(capsys, "moves", "start", "--dice", "6-5", "--json")
    assert status == 0
    plays = json.loads(out)["plays"]
    assert len(plays) == 1
    assert sorted(map(tuple, plays[0]["moves"])) == [("B1", "B6"), ("B1", "B7")]
    assert plays[0]["unplayed"] == []


def test_moves_in_soumille(capsys: pytest.CaptureFixture[str]) -> None:
    # With Noir at the top, Soumille's & is B1 (White's talon); B7 is S, B6 is T.
    status, out, _ = run(capsys, "moves", "start", "--dice", "6-5", "--json", "--notation", "soumille")
    assert status == 0
    assert sorted(map(tuple, json.loads(out)["plays"][0]["moves"])) == [("&", "S"), ("&", "T")]


def test_score_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    # Dictionnaire raisonné, BATTRE example 1: the white dame on B8 is beaten by the 5 from Black's coin N12 and by
    # the 6 from N11: two façons in the table des grands jans, 2 points each.
    position = {"white": {"B8": 1, "B1": 14}, "black": {"N12": 2, "N11": 1, "N1": 12}, "to_move": "black"}
    status, out, _ = run(capsys, "score", json.dumps(position), "--dice", "6-5", "--json")
    assert status == 0
    result = json.loads(out)
    assert result["total"] == {"white": 0, "black": 4}
    (event,) = result["events"]
    assert {k: event[k] for k in ("rencontre", "beneficiary", "points", "facons", "target", "table")} == {
        "rencontre": "battre_vrai",
        "beneficiary": "black",
        "points": 4,
        "facons": 2,
        "target": "B8",
        "table": "grands_jans",
    }


def test_chances_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    position = {"white": {"B8": 1, "B1": 14}, "black": {"N12": 2, "N11": 1, "N1": 12}, "to_move": "black"}
    status, out, _ = run(capsys, "chances", json.dumps(position), "--json")
    assert status == 0
    result = json.loads(out)
    assert len(result["throws"]) == 21
    assert sum(row["weight"] for row in result["throws"]) == 36
    expected = sum(row["weight"] * row["black"] for row in result["throws"]) / 36
    assert result["expected"]["black"] == pytest.approx(expected)


def test_selfplay_summary(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "selfplay", "--games", "3", "--seed", "4", "--players", "random,greedy", "--json")
    assert status == 0
    summary = json.loads(out)
    assert summary["games"] == 3 and summary["throws"] > 0
    assert sum(summary["wins"].values()) == 3
    assert {"seconds", "throws_per_second"} <= set(summary)


@pytest.mark.slow
@pytest.mark.parametrize("players", ["tutor,bot", "bot,tutor"])
def test_selfplay_seats_the_tutor(capsys: pytest.CaptureFixture[str], players: str) -> None:
    status, out, _ = run(capsys, "selfplay", "--games", "1", "--seed", "2", "--players", players, "--json")
    assert status == 0
    summary = json.loads(out)
    assert summary["players"] == dict(zip(("white", "black"), players.split(","), strict=True))
    assert sum(summary["wins"].values()) == 1


# -- issue 13: every bad input is exit status 2 and one line on stderr ------------------------------------

DEEP_LIST = "[" * 1000 + "]" * 1000
DEEP_OBJECT = '{"a":' * 1000 + "1" + "}" * 1000
SHEET_2 = '{"players": ["A", "B"], "marques": [%s]}'
POSITION = '{"white": {"B1": 15}, "black": {"N1": 15}%s}'
UNREACHABLE = "postgresql+psycopg://u@127.0.0.1:1/x"
RECORDS = Path(__file__).parents[1] / "data" / "records"
BOOKLET = ["export", "booklet", "{tmp}/game.trictrac"]


def run_command(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    """The command as its console script runs it: ``sys.exit(main(argv))``; returns (status, out, err)."""
    with pytest.raises(SystemExit) as exit_info:
        sys.exit(main(argv))
    out, err = capsys.readouterr()
    status = exit_info.value.code
    assert isinstance(status, int), status  # main returns the status
    return status, out, err


def _filled(argv: list[str], tmp_path: Path) -> list[str]:
    return [part.replace("{tmp}", str(tmp_path)) for part in argv]


@pytest.mark.parametrize(
    "argv",
    [
        # JSON nested ~1,000 deep: POSITION, MARKS, SHEET, @file (a RecursionError before).
        pytest.param(["show", DEEP_OBJECT], id="deep-position-object"),
        pytest.param(["show", '{"white": ' + DEEP_LIST + "}"], id="deep-position-list"),
        pytest.param(["mark", '{"marks": ' + DEEP_LIST + "}"], id="deep-marks"),
        pytest.param(["settle", '{"players": ' + DEEP_LIST + "}"], id="deep-sheet"),
        pytest.param(["show", "@{tmp}/deep.json"], id="deep-at-file"),
        pytest.param(["archive", "search", "--position", DEEP_OBJECT], id="deep-search-position"),
        pytest.param(["export", "scoresheet", DEEP_OBJECT, "-o", "{tmp}/x.pdf"], id="deep-scoresheet"),
        pytest.param(["mark", '{"marks": ["' + '\\"' * 200_000], id="unterminated-escapes"),
        # Numbers: finite, whole, in range, never a bool.
        pytest.param(["mark", '{"marks": [{"colour": "white", "points": 1e999}]}'], id="mark-1e999"),
        pytest.param(["mark", '{"marks": [{"colour": "white", "points": 99999999999}]}'], id="mark-huge"),
        pytest.param(["mark", '{"marks": [{"colour": "white", "points": 2.5}]}'], id="mark-fraction"),
        pytest.param(["mark", '{"marks": [{"colour": "white", "points": true}]}'], id="mark-bool-points"),
        pytest.param(["mark", '{"marks": [{"colour": "white", "points": NaN}]}'], id="mark-nan"),
        pytest.param(["mark", '{"marks": [{"colour": "white", "points": 1%s}]}' % ("0" * 5000)], id="mark-digits"),
        pytest.param(["mark", '{"marks": [{"colour": "white", "points": 2, "leave": "no"}]}'], id="mark-leave-text"),
        pytest.param(["mark", '{"marks": [{"colour": "white", "points": 2, "own_throw": 0}]}'], id="mark-own-0"),
        pytest.param(["mark", '{"marks": [{"colour": 1, "points": 2}]}'], id="mark-colour-number"),
        pytest.param(["mark", '{"start": {"white": {"points": 1e999}}, "marks": []}'], id="start-1e999"),
        pytest.param(["mark", '{"start": {"white": {"points": true}}, "marks": []}'], id="start-bool"),
        pytest.param(["mark", '{"start": {"white": {"trous": 99999999999}}, "marks": []}'], id="start-trous"),
        pytest.param(["mark", '{"start": {"white": {"bredouille": "false"}}, "marks": []}'], id="start-flag"),
        pytest.param(["show", POSITION % ', "throws": {"white": true, "black": 0}'], id="throws-bool"),
        pytest.param(["show", POSITION % ', "throws": {"white": 1e999, "black": 0}'], id="throws-inf"),
        pytest.param(["show", '{"white": {"B1": true}, "black": {}}'], id="count-bool"),
        pytest.param(["show", '{"white": {"B1": 14.0}, "black": {}}'], id="count-float"),
        pytest.param(["show", POSITION % ', "to_move": 1'], id="to-move-number"),
        pytest.param(["moves", POSITION % ', "dice": 65'], id="dice-number"),
        pytest.param(["settle", SHEET_2 % '{"winner": "A", "points": true}'], id="sheet-points-bool"),
        pytest.param(["settle", SHEET_2 % '{"winner": "A", "points": 1e999}'], id="sheet-points-inf"),
        pytest.param(["settle", SHEET_2 % '{"winner": "A", "points": 4, "refaits": 99999999}'], id="sheet-refaits"),
        pytest.param(["settle", SHEET_2 % '{"trous": {"A": true, "B": 3}}'], id="sheet-trous-bool"),
        pytest.param(
            ["settle", '{"players": ["A", "B"], "marques": [], "conventions": {"jetons_per_marque": true}}'],
            id="sheet-jetons-bool",
        ),
        pytest.param(
            ["settle", '{"players": ["A", "B"], "marques": [], "conventions": {"fiche": true}}'], id="sheet-fiche"
        ),
        # Numbers on the command line: ASCII digits, in range.
        pytest.param(["archive", "search", "--limit", "99999999999999999999"], id="limit-huge"),
        pytest.param(["archive", "search", "--limit", "-1"], id="limit-negative"),
        pytest.param(["archive", "search", "--offset", "-1"], id="offset-negative"),
        pytest.param(["archive", "search", "--limit", "١٢"], id="limit-arabic-digits"),
        pytest.param(["selfplay", "--games", "0"], id="games-0"),
        pytest.param(["selfplay", "--games", "99999999999999"], id="games-huge"),
        pytest.param([*BOOKLET, "--at", "1-99999999999", "-o", "{tmp}/b.pdf"], id="at-huge"),
        pytest.param([*BOOKLET, "--at", "١٢", "-o", "{tmp}/b.pdf"], id="at-arabic"),
        pytest.param([*BOOKLET, "--at", "9-5", "-o", "{tmp}/b.pdf"], id="at-reversed"),
        # -o into a missing folder, at a folder, on a full device.
        pytest.param(["export", "diagram", "start", "-o", "{tmp}/missing/x.pdf"], id="export-missing-folder"),
        pytest.param(["export", "diagram", "start", "-o", "{tmp}"], id="export-at-folder"),
        pytest.param(["export", "diagram", "start", "-o", "/dev/full"], id="export-full-device"),
        pytest.param(["export", "scoresheet", "--blank", "-o", "{tmp}/missing/s.pdf"], id="scoresheet-missing"),
        pytest.param([*BOOKLET, "-o", "{tmp}/missing/b.pdf"], id="booklet-missing"),
        pytest.param(["selfplay", "--out", "{tmp}/missing/x.trictrac"], id="selfplay-missing-folder"),
        pytest.param(["selfplay", "--out", "{tmp}"], id="selfplay-at-folder"),
        pytest.param(["selfplay", "--out", "/dev/full"], id="selfplay-full-device"),
        pytest.param(["archive", "export", "{tmp}/missing/x.trictrac"], id="archive-export-missing"),
        pytest.param(["archive", "export", "{tmp}/missing/deeper/"], id="archive-export-missing-folder"),
        # --db: unknown dialect, no driver, unreachable server, a missing folder, a folder, not a URL.
        pytest.param(["archive", "search", "--db", "foo://x"], id="db-unknown-dialect"),
        pytest.param(["archive", "search", "--db", "nonsense"], id="db-not-a-url"),
        pytest.param(["archive", "stats", "--db", UNREACHABLE], id="db-unreachable"),
        pytest.param(["archive", "search", "--db", "sqlite:///{tmp}/missing/a.sqlite"], id="db-missing-folder"),
        pytest.param(["archive", "search", "--db", "sqlite:///{tmp}"], id="db-at-folder"),
        pytest.param(["archive", "search", "--db", "sqlite:///{tmp}/game.trictrac"], id="db-not-a-database"),
        pytest.param(["archive", "import", "{tmp}/game.trictrac", "--db", "foo://x"], id="import-db-unknown"),
        pytest.param(["export", "scoresheet", "--game", "1", "--db", "foo://x", "-o", "{tmp}/x.pdf"], id="sheet-db"),
        # Files that cannot be read.
        pytest.param(["lessons", "check", "--directory", "{tmp}/missing"], id="lessons-missing-folder"),
        pytest.param(["lessons", "list", "--directory", "{tmp}/game.trictrac"], id="lessons-not-a-folder"),
        pytest.param(["check", "{tmp}"], id="check-a-folder"),
        pytest.param(["check", "{tmp}/binary.bin"], id="check-binary"),
        pytest.param(["show", "@{tmp}/binary.bin"], id="position-binary"),
        pytest.param(["export", "booklet", "{tmp}/binary.bin", "-o", "{tmp}/b.pdf"], id="booklet-binary"),
        # The sweep of this round: each exited 0, hung, or wrote several lines before.
        pytest.param(["archive", "search", "--from", "2025-13-45"], id="date-month-13"),
        pytest.param(["archive", "search", "--to", "2025-02-29"], id="date-no-such-day"),
        pytest.param(["archive", "search", "--from", "٢٠٢٥"], id="date-arabic-digits"),
        pytest.param(["archive", "stats", "--from", "2025-00"], id="date-month-0"),
        pytest.param(["archive", "import", "/dev/zero"], id="import-dev-zero"),
        pytest.param(["archive", "import", "{tmp}/dangling.trictrac"], id="import-dangling-link"),
        pytest.param(["archive", "import", "{tmp}/game.trictrac", "{tmp}/missing.trictrac"], id="import-one-missing"),
        pytest.param(["lessons", "check", "--directory", "{tmp}/empty"], id="lessons-empty-folder"),
        pytest.param(["lessons", "list", "--directory", "{tmp}/empty"], id="lessons-list-empty-folder"),
        pytest.param(["lessons", "list", "--directory", "{tmp}/latin"], id="lessons-not-utf8"),
        pytest.param(["moves", "start", "--dice", "6-5", "--rank", "--score", "@/dev/zero"], id="score-dev-zero"),
        pytest.param(["moves", "start", "--dice", "6-5", "--rank", "--score", "@{tmp}"], id="score-a-folder"),
        pytest.param(["check", ""], id="check-empty-name"),
        pytest.param(["show", "@"], id="position-empty-name"),
        pytest.param(["analyse", str(RECORDS / "ordinaire-annotee.trr"), "--game", "٢"], id="analyse-game-arabic"),
    ],
)
def test_every_bad_input_is_status_2_and_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str]
) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "latin").mkdir()
    (tmp_path / "latin" / "x.toml").write_bytes(b"id = '\xe9'\n")
    (tmp_path / "dangling.trictrac").symlink_to(tmp_path / "nowhere" / "x.trictrac")
    (tmp_path / "deep.json").write_text(DEEP_OBJECT, encoding="utf-8")
    (tmp_path / "binary.bin").write_bytes(bytes(range(256)) * 4)
    (tmp_path / "game.trictrac").write_bytes((RECORDS / "ordinaire-annotee.trr").read_bytes())
    before = sorted(path.name for path in tmp_path.iterdir())
    started = time.monotonic()
    status, out, err = run_command(capsys, _filled(argv, tmp_path))
    assert status == 2, err
    assert len(err.splitlines()) == 1 and err.endswith("\n"), err
    assert "Traceback" not in err and "Error(" not in err, err
    assert time.monotonic() - started < 20
    # Nothing half-written is left behind.
    assert sorted(path.name for path in tmp_path.iterdir()) == before
    assert out == "" or argv[0] == "selfplay"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize(
    "argv",
    [
        ["show", "@{fifo}"],
        ["moves", "start", "--dice", "6-5", "--rank", "--score", "@{fifo}"],
        ["mark", "@{fifo}"],
        ["settle", "@{fifo}"],
        ["check", "{fifo}"],
        ["analyse", "{fifo}"],
        ["archive", "import", "{fifo}"],
        ["archive", "search", "--position", "@{fifo}"],
        ["export", "booklet", "{fifo}", "-o", "{tmp}/b.pdf"],
        ["export", "scoresheet", "@{fifo}", "-o", "{tmp}/s.pdf"],
        ["export", "diagram", "start", "-o", "{fifo}"],
        ["selfplay", "--out", "{fifo}"],
        ["archive", "export", "{fifo}"],
        ["lessons", "check", "--directory", "{tmp}/pipes"],
    ],
    ids=lambda argv: "-".join(part for part in argv if not part.startswith(("@", "{", "-")))[:40],
)
def test_a_pipe_nothing_reads_or_writes_is_refused_not_waited_on(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, argv: list[str]
) -> None:
    """A named pipe with nobody at the other end hung every command that read or wrote it (open() waits for the
    other end): now one line, exit 2, once the pipe has been silent for PIPE_SILENCE (a writer: at once)."""
    from studio.cli import common

    monkeypatch.setattr(common, "PIPE_SILENCE", 0.2)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    (tmp_path / "pipes").mkdir()
    os.mkfifo(tmp_path / "pipes" / "a.toml")
    started = time.monotonic()
    status, out, err = run_command(capsys, [part.replace("{fifo}", str(fifo)) for part in _filled(argv, tmp_path)])
    assert status == 2, err
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert time.monotonic() - started < 10
    assert out == "" or argv[0] == "selfplay"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_something_writes_to_is_read(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    import threading

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)

    def write() -> None:
        time.sleep(0.2)
        with fifo.open("w", encoding="utf-8") as handle:
            handle.write("start N\n")

    writer = threading.Thread(target=write)
    writer.start()
    status, out, err = run(capsys, "show", f"@{fifo}")
    writer.join()
    assert status == 0, err
    assert "Noir" in out.splitlines()[-1]


def test_an_export_to_standard_output_through_a_pipe(tmp_path: Path) -> None:
    """``-o /dev/stdout`` piped into another program: /dev/stdout's link leads to "pipe:[…]", which was
    resolved into a path that does not exist ("cannot write /dev/stdout: No such file or directory")."""
    if not Path("/dev/stdout").exists():
        pytest.skip("no /dev/stdout here")
    done = subprocess.run(
        [sys.executable, "-m", "studio.cli", "export", "diagram", "start", "-o", "/dev/stdout"],
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(b"%PDF-")


def _no_leftovers(folder: Path) -> list[str]:
    return [path.name for path in folder.iterdir() if path.name.endswith(".part")]


@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(["export", "diagram", "start", "-o", "{out}"], id="export-diagram"),
        pytest.param(["export", "scoresheet", "--blank", "-o", "{out}"], id="export-scoresheet"),
        pytest.param(["selfplay", "--seed", "1", "--out", "{out}"], id="selfplay"),
        pytest.param(["archive", "export", "{out}", "--db", "sqlite:///{tmp}/a.sqlite"], id="archive-export"),
    ],
)
def test_a_full_disk_is_one_line_and_leaves_the_old_file_whole(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, argv: list[str]
) -> None:
    # The disk fills while the file is written (the system reports it at the write or, often, at fsync).
    from studio.cli import main as entry

    if argv[0] == "archive":
        from studio.store.db import Archive
        from studio.store.importing import import_paths

        archive = Archive(f"sqlite:///{tmp_path / 'a.sqlite'}")
        import_paths(archive, [RECORDS / "ordinaire-annotee.trr"], workers=1)
        archive.close()
    out = tmp_path / "out.file"
    out.write_bytes(b"the user's earlier work")

    def full(_descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    argv = [part.replace("{out}", str(out)).replace("{tmp}", str(tmp_path)) for part in argv]
    with pytest.raises(SystemExit) as exit_info:
        sys.exit(entry(argv))
    err = capsys.readouterr().err
    assert exit_info.value.code == 2
    assert err.splitlines() == [
        f"trictrac {' '.join(argv[:2]) if argv[0] != 'selfplay' else 'selfplay'}: "
        f"cannot write {out}: No space left on device"
    ]
    assert out.read_bytes() == b"the user's earlier work"
    assert _no_leftovers(tmp_path) == []


def test_a_read_only_folder_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    real_mkstemp = tempfile.mkstemp

    def refused(
        suffix: str | None = None,
        prefix: str | None = None,
        dir: str | os.PathLike[str] | None = None,
        text: bool = False,
    ) -> tuple[int, str]:
        # What the system answers in a read-only folder (root is not refused by the mode bits, so say it).
        if dir is not None and Path(dir) == folder:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(folder))
        return real_mkstemp(suffix, prefix, dir, text)

    monkeypatch.setattr(tempfile, "mkstemp", refused)
    try:
        status, _, err = run_command(capsys, ["export", "diagram", "start", "-o", str(folder / "x.pdf")])
    finally:
        folder.chmod(0o755)
    assert status == 2
    assert err.splitlines() == [f"trictrac export diagram: cannot write {folder / 'x.pdf'}: Permission denied"]
    assert list(folder.iterdir()) == []


def test_an_export_replaces_a_file_whole_and_keeps_its_mode(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "d.pdf"
    out.write_bytes(b"old")
    out.chmod(0o640)
    status, _, err = run_command(capsys, ["export", "diagram", "start", "-o", str(out)])
    assert status == 0, err
    assert out.read_bytes().startswith(b"%PDF") and out.stat().st_mode & 0o777 == 0o640
    assert _no_leftovers(tmp_path) == []


def test_a_new_output_file_gets_the_usual_mode(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "games.trictrac"
    mask = os.umask(0o022)
    try:
        status, _, err = run_command(capsys, ["selfplay", "--seed", "3", "--out", str(out)])
    finally:
        os.umask(mask)
    assert status == 0, err
    assert out.stat().st_mode & 0o777 == 0o644
    assert '[Evenement "selfplay 1"]' in out.read_text(encoding="utf-8")


def test_a_byte_order_mark_is_accepted_in_json_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # Windows editors write a UTF-8 BOM: accept it; refuse other encodings (test above: binary files).
    path = tmp_path / "marks.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"marks": [{"colour": "white", "points": 4}]}).encode())
    status, out, err = run_command(capsys, ["mark", f"@{path}", "--json"])
    assert status == 0, err
    assert json.loads(out)["states"][0]["white"]["points"] == 4


def test_json_at_the_depth_limit_is_read(capsys: pytest.CaptureFixture[str]) -> None:
    from notation.position_json import MAX_JSON_DEPTH, load_json

    assert load_json("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH, "test") == eval("[" * MAX_JSON_DEPTH + "]" * 32)
    # Brackets inside strings do not nest.
    assert load_json(json.dumps({"a": "[" * 100}), "test") == {"a": "[" * 100}
    with pytest.raises(ValueError, match="nested deeper than 32 levels at line 2 column 33"):
        load_json("\n" + "[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1), "test")


def test_a_postgresql_url_gets_a_short_connect_timeout() -> None:
    from studio.store.urls import CONNECT_TIMEOUT, database_url

    assert database_url(UNREACHABLE) == f"{UNREACHABLE}?connect_timeout={CONNECT_TIMEOUT}"
    assert database_url(UNREACHABLE + "?connect_timeout=1") == UNREACHABLE + "?connect_timeout=1"
    assert database_url("sqlite://") == "sqlite://"
    assert database_url(None) is None


def test_deep_json_through_the_installed_entry_point(tmp_path: Path) -> None:
    # As a user runs it: a separate process, the default recursion limit, no traceback.
    done = subprocess.run(
        [sys.executable, "-m", "studio.cli", "mark", '{"marks": ' + "[" * 20_000 + "]" * 20_000 + "}"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr == "trictrac mark: marks JSON: nested deeper than 32 levels at line 1 column 42\n"


def test_an_internal_error_is_one_line_and_the_debug_variable_shows_the_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import argparse

    import studio.cli.command as cli

    def broken(_args: argparse.Namespace) -> None:
        raise TypeError("'tuple' object is not callable")

    real_parser = cli._parser

    def parser(command: str | None = None) -> argparse.ArgumentParser:
        built = real_parser(command)
        built.set_defaults(handler=broken)
        commands = next(action for action in built._actions if action.dest == "command")
        assert isinstance(commands, argparse._SubParsersAction)
        commands.choices["show"].set_defaults(handler=broken)
        return built

    monkeypatch.setattr(cli, "_parser", parser)
    monkeypatch.delenv(cli.DEBUG_ENV, raising=False)
    status, _, err = run_command(capsys, ["show", "start"])
    assert status == 70
    assert err.splitlines() == [
        "trictrac show: internal error (TypeError: 'tuple' object is not callable); "
        "run with TRICTRAC_DEBUG=1 for the details"
    ]
    monkeypatch.setenv(cli.DEBUG_ENV, "1")
    with pytest.raises(TypeError):
        main(["show", "start"])


def test_the_debug_variable_shows_the_traceback_of_an_input_error() -> None:
    env = {**os.environ, "TRICTRAC_DEBUG": "1"}
    argv = [sys.executable, "-m", "studio.cli", "export", "diagram", "start", "-o", "/dev/full"]
    quiet = subprocess.run(argv, capture_output=True, text=True, check=False, timeout=60)
    loud = subprocess.run(argv, capture_output=True, text=True, check=False, timeout=60, env=env)
    assert quiet.returncode == 2 and quiet.stderr.count("\n") == 1
    assert "Traceback" in loud.stderr


@pytest.mark.parametrize("unbuffered", ["1", ""])
@pytest.mark.parametrize(
    ("argv", "command"), [(["show", "start"], "show"), (["moves", "start", "--dice", "6-5"], "moves")]
)
def test_a_full_standard_output_is_one_line(argv: list[str], command: str, unbuffered: str) -> None:
    # `trictrac show start > /dev/full`: the output cannot be written; say so on one line.  Buffered (a
    # shell's redirection, PYTHONUNBUFFERED unset) the text waits in the buffer: the flush at exit must not
    # fail a second time ("Exception ignored…", status 120), as it did on a machine without the variable.
    env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
    if unbuffered:
        env["PYTHONUNBUFFERED"] = unbuffered
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "studio.cli", *argv],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
            timeout=60,
            env=env,
        )
    assert done.returncode == 2
    assert done.stderr == f"trictrac {command}: No space left on device\n"


def test_a_booklet_of_one_game_of_a_file_holding_several(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The studio's own sample files hold several games: the booklet asks which (--game), then prints it."""
    from notation.record.reader import split_records
    from studio.store.sample import sample_files

    several = next(path for path in sample_files() if len(split_records(path.read_text(encoding="utf-8"))) > 1)
    count = len(split_records(several.read_text(encoding="utf-8")))
    out = tmp_path / "booklet.pdf"
    status, _, err = run(capsys, "export", "booklet", str(several), "-o", str(out))
    assert status == 2 and err.count("\n") == 1 and f"holds {count} games" in err and not out.exists()
    status, _, err = run(capsys, "export", "booklet", str(several), "--game", str(count + 1), "-o", str(out))
    assert status == 2 and err.count("\n") == 1 and not out.exists()
    status, printed, _ = run(capsys, "export", "booklet", str(several), "--game", str(count), "-o", str(out))
    assert status == 0 and out.exists() and "pages" in printed


def test_a_bad_position_code_names_its_column_once(capsys: pytest.CaptureFixture[str]) -> None:
    # The code's own error says "column 19: …"; the command used to print the column twice.
    status, _, err = run_command(capsys, ["show", "B1:13,B6,B7/N1:15 Q"])
    assert status == 2
    assert err == "trictrac show: position code, column 19: expected the colour to move: B (Blanc) or N (Noir)\n"


@pytest.mark.parametrize(
    ("language", "head", "total"),
    [("en", "Blanc throws 6-5", "total: Blanc"), ("fr", "Blanc amène 6-5", "total\u202f: Blanc")],
)
def test_score_speaks_one_language(capsys: pytest.CaptureFixture[str], language: str, head: str, total: str) -> None:
    status, out, _ = run(capsys, "score", "B1:13,B6,B7/N1:15 B", "--dice", "6-5", "--language", language)
    assert status == 0 and out.startswith(head) and total in out


@pytest.mark.parametrize(
    ("position", "dice"),
    [("start", "6-5"), ("start", "2-1"), ("B1:13,B6,B7/N1:15 N", "6-5"), ("B1:11,B3,B4,B5,B6/N1:15 N", "1-1")],
)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_score_says_why_nothing_scores(
    capsys: pytest.CaptureFixture[str], position: str, dice: str, language: str
) -> None:
    from notation.code import parse_code
    from notation.dice import Throw
    from notation.rules.reasons import why_nothing_scores
    from notation.rules.scoring import score

    setup = parse_code(position if position != "start" else "B1:15/N1:15 B")
    throw = Throw.parse(dice)
    status, out, _ = run(capsys, "score", position, "--dice", dice, "--language", language)
    assert status == 0
    if score(setup.position, throw).events:
        assert "nothing scores" not in out and "rien ne marque" not in out
        return
    # Each rencontre of the tarif that does not apply, with the engine's reason, under the words "nothing scores".
    reasons = why_nothing_scores(setup.position, throw)
    assert len(reasons) >= 4
    lines = out.splitlines()
    head = lines.index("  rien ne marque\u202f:" if language == "fr" else "  nothing scores:")
    assert lines[head + 1 : head + 1 + len(reasons)] == [f"    – {reason.get(language)}" for reason in reasons]
