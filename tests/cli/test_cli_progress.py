"""No silent minute (issue 40, point 3): every long command shows its progress one way
(:class:`studio.cli.common.ProgressLine`): a live line on a terminal; off a terminal a few whole lines at most,
however long the job (the puzzles of the analysed sample wrote 3,115); its errors summed up at the end, not a
line each."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.cli.common import ProgressLine, summarised
from studio.store.analyses import AnalyseReport
from studio.store.db import Archive
from studio.store.importing import import_text
from tests.store.test_store_analyses import game_text


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _clocked(line: ProgressLine, moments: Iterator[float]) -> None:
    line.clock = lambda: next(moments)
    line.started = line.clock()


@pytest.mark.parametrize(
    ("steps", "seconds", "lines"),
    [
        (3_115, 349.0, 4),  # the puzzles of the analysed sample: four lines, not one a second
        (10, 100.0, 4),
        (3, 30.0, 3),  # fewer steps than quarters: a line a step
        (1, 5.0, 1),
        (1_000, 0.9, 0),  # a job of a second or less: nothing
    ],
)
def test_off_a_terminal_a_job_writes_a_line_a_quarter_at_most(steps: int, seconds: float, lines: int) -> None:
    log = io.StringIO()
    line = ProgressLine("puzzles", "errors", log)
    _clocked(line, iter([0.0] + [seconds * n / steps for n in range(1, steps + 1)]))
    for done in range(1, steps + 1):
        line.show(done, steps, ", 3 made")
    written = log.getvalue().splitlines()
    assert len(written) == lines
    assert "\r" not in log.getvalue()
    if lines:
        assert written[-1].startswith(f"puzzles: {steps:,}/{steps:,} errors, 3 made, ")
    if lines == 4:
        percents = [int(text.split("(")[-1].split()[0]) for text in written[:3]]
        assert [percent // 25 for percent in percents] == [1, 2, 3]  # the first step past each quarter


def test_the_first_quarters_of_a_slow_start_come_as_one_line() -> None:
    log = io.StringIO()
    line = ProgressLine("analysing", "games", log)
    _clocked(line, iter([0.0, 0.1, 0.2, 0.3, 5.0, 9.0]))
    for done in (30, 60, 80, 90, 100):  # 80 % reached within the first second: told at 90 %, once
        line.show(done, 100)
    assert [text.split(",")[0] for text in log.getvalue().splitlines()] == [
        "analysing: 90/100 games",
        "analysing: 100/100 games",
    ]


def test_on_a_terminal_the_line_is_rewritten_and_cleared_when_stopped() -> None:
    screen = Terminal()
    line = ProgressLine("exporting", "games", screen)
    _clocked(line, iter([0.0, 0.5, 0.55, 1.0]))
    line.show(1, 4)
    line.show(2, 4)  # within a tenth of a second: not drawn
    line.show(3, 4)
    line.end()
    assert screen.getvalue() == (
        "\r\x1b[Kexporting: 1/4 games, 0 s, about 2 s left\r\x1b[Kexporting: 3/4 games, 1 s, about 0 s left\r\x1b[K"
    )


@pytest.mark.parametrize("stream", [io.StringIO(), Terminal()])
def test_quiet_writes_nothing(stream: io.StringIO) -> None:
    line = ProgressLine("importing", "files", stream, quiet=True)
    _clocked(line, iter([0.0, 100.0, 200.0]))
    line.show(1, 2)
    line.show(2, 2)
    line.end()
    assert stream.getvalue() == ""


@pytest.mark.parametrize(("count", "lines"), [(0, 0), (3, 3), (5, 5), (6, 6), (3_115, 6)])
def test_errors_are_summed_up_after_the_first_few(count: int, lines: int) -> None:
    log = io.StringIO()
    summarised("archive analyse", [f"game {n}: cannot be replayed" for n in range(count)], log)
    written = log.getvalue().splitlines()
    assert len(written) == lines
    if count > 5:
        assert (
            written[-1] == f"trictrac archive analyse: … and {count - 5:,} more ({count:,} in all; --json lists them)"
        )


@pytest.fixture
def small_archive(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'small.sqlite'}"
    with Archive(url) as archive:
        import_text(archive, "\n".join(game_text(seed) for seed in range(6)))
    return url


@pytest.fixture
def always(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every job is long enough to be told of: the commands' lines are counted without waiting seconds."""
    monkeypatch.setattr(ProgressLine, "QUIET_FOR", 0.0)


def _progress_lines(err: str, what: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith(f"{what}: ")]


@pytest.mark.slow
@pytest.mark.usefixtures("always")
def test_each_long_command_tells_its_progress_in_a_few_lines(
    small_archive: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from studio.cli.command import main

    record = tmp_path / "one.trictrac"
    record.write_text(game_text(1), encoding="utf-8")
    commands = [
        (["archive", "analyse", "--db", small_archive], "analysing"),
        (["puzzles", "make", "--db", small_archive], "puzzles"),
        (["archive", "export", "--db", small_archive, str(tmp_path / "all.trictrac")], "exporting"),
        (["archive", "explore", "--db", small_archive, "start"], "exploring"),
        (["analyse", str(record), "--ply", "1"], "analysing"),
        (["export", "booklet", str(record), "-o", str(tmp_path / "one.pdf")], "laying out the booklet"),
    ]
    for argv, what in commands:
        assert main(argv) == 0, argv
        err = capsys.readouterr().err
        assert 1 <= len(_progress_lines(err, what)) <= 4, (argv, err)
        assert len(err.splitlines()) <= 4, (argv, err)


@pytest.mark.usefixtures("always")
def test_the_failed_games_of_an_analysis_are_summed_up(
    small_archive: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import studio.store.analyses

    def failing(archive: Archive, **_options: object) -> AnalyseReport:
        return AnalyseReport([], [(n, "illegal move at line 2") for n in range(1, 3_116)])

    monkeypatch.setattr(studio.store.analyses, "analyse_games", failing)
    from studio.cli.command import main

    assert main(["archive", "analyse", "--db", small_archive]) == 2
    out, err = capsys.readouterr()
    assert out.strip() == "analysed 0 games at 1-ply; 3115 could not be replayed"
    assert len(err.splitlines()) == 6
    assert err.splitlines()[-1].endswith("… and 3,110 more (3,115 in all; --json lists them)")
