"""Every table a user writes, written by two or three processes at once, on PostgreSQL and on SQLite.

Each writer is a real process (``python -m studio.cli`` or ``python -c``), released at the same instant by a
barrier file once each has loaded its modules and opened its archive, and what they leave is compared with what the same
work done one process after the other leaves:

* games: the numbers players see and type follow on (1, 2, 3...), with no gap, whoever imports;
* revisions: two studios saving the same archived game at once each keep their save, numbered in turn;
* analyses: two ``archive analyse`` at once store one analysis a game, that of a serial run;
* puzzles: two ``puzzles make`` at once make the puzzles one run makes, each once, and both succeed;
* diagrams: saved at once, every one is kept;
* lesson progress: two studios answering the same exercises at once leave one row an exercise.

(The archive browser's saved filters are kept in the studio's settings, not in the archive.)
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Collection, Iterator
from pathlib import Path
from typing import cast

import pytest
import sqlalchemy as sa

from notation.autoplay import RandomPlayer, play_partie
from notation.game import Variant
from notation.record import record_from_partie, write_record
from studio.store.analyses import analyse_games
from studio.store.db import Archive
from studio.store.importing import import_text
from studio.store.models import Game, GameAnalysis, LessonProgress, Puzzle, StoredDiagram, table_of
from studio.store.puzzles import list_puzzles, make_puzzles
from studio.store.revisions import game_history, revision_text
from tests.store.test_store_analyses import game_text
from tests.store.test_store_concurrency import _env
from tests.store.test_store_postgres import scratch_database, server  # noqa: F401 - the PostgreSQL fixture

GAMES = 3
"""Parties of a random player against the tutor: a few seconds to analyse, with puzzles among their errors."""


@pytest.fixture(params=["sqlite", "postgresql"])
def new_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A new, empty archive's URL: a SQLite file, or a database of its own on the test server."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'archive.sqlite'}"
        return
    with scratch_database(request.getfixturevalue("server")) as url:
        yield url


def _filled(url: str, *, analysed: bool = False) -> list[int]:
    with Archive(url) as archive:
        ids = import_text(archive, "\n".join(game_text(seed) for seed in range(GAMES))).game_ids
        if analysed:
            analyse_games(archive)
    return ids


_WAIT = (
    'while not __import__("os").path.exists(__import__("os").environ["TRICTRAC_TEST_BARRIER"]): '
    '__import__("time").sleep(0.001)'
)
"""Where a writer waits for the others: after its imports and its archive's opening, so that they write at once
(an interpreter's start and imports vary by a tenth of a second, more than a race's window)."""


def _cli(*args: str) -> str:
    """A ``trictrac`` command whose modules are loaded before the barrier."""
    return (
        "import runpy, sys\nimport studio.cli.archive, studio.cli.command, studio.store.analyses, "
        "studio.store.puzzles, studio.store.importing\n"
        + _WAIT
        + f"\nsys.argv = {['trictrac', *args]!r}\nrunpy.run_module('studio.cli', run_name='__main__', alter_sys=True)\n"
    )


def _all_succeed(programs: list[tuple[str, ...]], barrier: Path) -> list[str]:
    """Run the Python ``programs`` (code, then its arguments) together; each waits where it says ``{wait}``."""
    environment = _env()
    environment["TRICTRAC_TEST_BARRIER"] = str(barrier)
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", textwrap.dedent(code).replace("{wait}", _WAIT), *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=environment,
        )
        for code, *args in programs
    ]
    time.sleep(3.0)  # every writer has loaded its modules, opened its archive and is waiting
    barrier.touch()
    outputs = []
    for process in processes:
        out, err = process.communicate(timeout=300)
        assert process.returncode == 0, err
        outputs.append(out)
    return outputs


def _rows(url: str, query: Callable[[], sa.Select[tuple[object, ...]]]) -> list[tuple[object, ...]]:
    with Archive(url) as archive, archive.engine.connect() as connection:
        return [tuple(row) for row in connection.execute(query())]


# -- games ------------------------------------------------------------------------------------------------


@pytest.mark.slow
def test_games_are_numbered_without_gaps(new_url: str, tmp_path: Path) -> None:
    """PostgreSQL's bulk import drew the id sequence twice a game: a new archive's 69 games were 70-138."""
    Archive(new_url).close()
    parts = []
    for part in range(3):
        folder = tmp_path / f"part-{part}"
        folder.mkdir()
        for seed in range(part * 30, part * 30 + 30):  # more than 20 a file: PostgreSQL's COPY
            players = (RandomPlayer(random.Random(seed)), RandomPlayer(random.Random(seed + 1000)))
            partie = play_partie(players, random.Random(seed), Variant.ORDINAIRE, marques=1)
            (folder / f"{seed}.trictrac").write_text(write_record(record_from_partie(partie, {})), "utf-8")
        parts.append(folder)
    commands: list[tuple[str, ...]] = [(_cli("archive", "import", "--db", new_url, "--quiet", str(p)),) for p in parts]
    _all_succeed(commands, tmp_path / "go")
    game = table_of(Game)
    ids = [cast(int, row[0]) for row in _rows(new_url, lambda: sa.select(game.c.id).order_by(game.c.id))]
    assert ids == list(range(1, 91))


# -- revisions ----------------------------------------------------------------------------------------------

_SAVE = """
import sys
from studio.store.db import Archive
from studio.store.revisions import save_revision
url, text, tag = sys.argv[1], open(sys.argv[2], encoding="utf-8").read(), sys.argv[3]
with Archive(url) as archive:
    {wait}
    for number in range(4):
        edited = text.replace('[Date ', f'[Ronde "{tag}-{number}"]\\n[Date ', 1)
        print(save_revision(archive, 1, edited).status)
"""


@pytest.mark.slow
def test_two_studios_saving_one_game_at_once_keep_both_saves(new_url: str, tmp_path: Path) -> None:
    """Both inserted revision 0, or both read the same highest number: the second failed on the primary key
    (game_id, number) and its edits were lost."""
    _filled(new_url)
    source = tmp_path / "game.trictrac"
    with Archive(new_url) as archive:
        from studio.store.search import game_record

        source.write_text(game_record(archive, 1), "utf-8")
    writers = ("a", "b", "c")
    outputs = _all_succeed([(_SAVE, new_url, str(source), tag) for tag in writers], tmp_path / "go")
    assert [out.split() for out in outputs] == [["saved"] * 4] * 3
    with Archive(new_url) as archive:
        history = game_history(archive, 1)
        assert [revision.number for revision in history] == list(range(13))  # the serial run's numbers
        saved = sorted(
            line
            for number in range(1, 13)
            for line in revision_text(archive, 1, number).splitlines()
            if "Ronde" in line
        )
    assert saved == sorted(f'[Ronde "{tag}-{n}"]' for tag in writers for n in range(4))


# -- analyses and puzzles -------------------------------------------------------------------------------------


@pytest.mark.slow
def test_two_analyses_at_once_store_one_analysis_a_game(new_url: str, tmp_path: Path) -> None:
    """Both deleted nothing and inserted: duplicate key game_analysis_pkey, exit status 2."""
    ids = _filled(new_url)
    analysis = table_of(GameAnalysis)
    _all_succeed([(_cli("archive", "analyse", "--db", new_url, "--quiet"),)] * 2, tmp_path / "go")
    stored = _rows(new_url, lambda: sa.select(analysis.c.game_id, analysis.c.decisions).order_by(analysis.c.game_id))
    serial = f"sqlite:///{tmp_path / 'serial.sqlite'}"
    _filled(serial, analysed=True)
    assert [row[0] for row in stored] == ids
    assert stored == _rows(serial, lambda: sa.select(analysis.c.game_id, analysis.c.decisions).order_by("game_id"))


@pytest.mark.slow
def test_two_puzzle_makers_at_once_make_each_puzzle_once(new_url: str, tmp_path: Path) -> None:
    """The second stopped with UNIQUE constraint failed: puzzle.game_id, puzzle.event, its work lost."""
    _filled(new_url, analysed=True)
    outputs = _all_succeed([(_cli("puzzles", "make", "--db", new_url, "--quiet", "--json"),)] * 2, tmp_path / "go")
    serial = f"sqlite:///{tmp_path / 'serial.sqlite'}"
    _filled(serial, analysed=True)
    with Archive(serial) as archive:
        expected = make_puzzles(archive).made
        made = [(p.game_id, p.event, p.code, p.best) for p in list_puzzles(archive)]
    assert expected > 0
    assert sum(json.loads(out)["made"] for out in outputs) == expected
    with Archive(new_url) as archive:
        assert [(p.game_id, p.event, p.code, p.best) for p in list_puzzles(archive)] == made


@pytest.mark.slow
def test_a_puzzle_made_meanwhile_is_left_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The race made certain: the candidates read before the other maker stored its puzzle."""
    from studio.store import puzzles

    url = f"sqlite:///{tmp_path / 'archive.sqlite'}"
    _filled(url, analysed=True)
    with Archive(url) as archive:
        candidates = puzzles._candidates(archive, puzzles.PUZZLE_LOSS)
        first = make_puzzles(archive)

        def read_before(
            _archive: Archive, _threshold: float, _game_ids: Collection[int] | None = None
        ) -> list[tuple[int, int]]:
            return candidates

        monkeypatch.setattr(puzzles, "_candidates", read_before)
        second = make_puzzles(archive)
        assert (first.made, second.made, second.looked) == (len(list_puzzles(archive)), 0, len(candidates))
    assert len(_rows(url, lambda: sa.select(table_of(Puzzle).c.id))) == first.made


# -- diagrams and lesson progress ----------------------------------------------------------------------------

_DIAGRAMS = """
import sys
from studio.ui.archive_io import save_diagram
from studio.ui.diagram import Diagram
from studio.store.db import Archive
with Archive(sys.argv[1]) as archive:
    {wait}
    for number in range(5):
        diagram = Diagram(caption=f"{sys.argv[2]} {number}")
        print(save_diagram(archive, diagram, f"{sys.argv[2]}-{number}"))
"""


@pytest.mark.slow
def test_diagrams_saved_at_once_are_all_kept(new_url: str, tmp_path: Path) -> None:
    Archive(new_url).close()
    outputs = _all_succeed([(_DIAGRAMS, new_url, name) for name in ("a", "b", "c")], tmp_path / "go")
    ids = sorted(int(identity) for out in outputs for identity in out.split())
    diagram = table_of(StoredDiagram)
    rows = _rows(new_url, lambda: sa.select(diagram.c.id, diagram.c.title).order_by(diagram.c.id))
    assert [row[0] for row in rows] == ids == list(range(1, 16))
    assert sorted(str(row[1]) for row in rows) == sorted(f"{n}-{i}" for n in "abc" for i in range(5))


_PROGRESS = """
import sys
from datetime import UTC, datetime
from lessons.progress import Outcome, ProgressRecord
from studio.review.scheduler import ArchiveProgressStore
from studio.store.db import Archive
with Archive(sys.argv[1]) as archive:
    store = ArchiveProgressStore(archive)
    {wait}
    for number in range(8):
        due = datetime(2026, 1, 1 + number, tzinfo=UTC)
        store.put(ProgressRecord("Zoé", "jans", f"ex-{number}", sys.argv[2], Outcome.FIRST_TRY, due, 1, due))
"""


@pytest.mark.slow
def test_lesson_progress_written_at_once_keeps_one_row_an_exercise(new_url: str, tmp_path: Path) -> None:
    """An update finding no row then an insert: both studios inserted, the second failed on the uniqueness rule."""
    Archive(new_url).close()
    _all_succeed([(_PROGRESS, new_url, card) for card in ("{}", "[]", '""')], tmp_path / "go")
    progress = table_of(LessonProgress)
    rows = _rows(new_url, lambda: sa.select(progress.c.exercise, progress.c.card).order_by(progress.c.exercise))
    assert [row[0] for row in rows] == [f"ex-{number}" for number in range(8)]
    assert {row[1] for row in rows} <= {"{}", "[]", '""'}
