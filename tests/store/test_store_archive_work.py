"""The archive's work as the studio runs it (studio/store/archive_work.py): games analysed one at a time with their
puzzles, the chosen games only, and a cancel that keeps what finished."""

from __future__ import annotations

import pytest

from studio.store.analyses import analyse_games, analysed_ids
from studio.store.archive_work import ArchiveWork, WorkProgress, do_archive_work
from studio.store.db import Archive
from studio.store.importing import import_text
from studio.store.puzzles import list_puzzles, make_puzzles
from tests.store.test_store_analyses import game_text


@pytest.fixture(autouse=True)
def _two_games(archive: Archive) -> None:
    """Two games in the shared archive (tests/support/fixtures.py), which every test here works on."""
    import_text(archive, "\n".join(game_text(seed) for seed in range(2)))


@pytest.mark.slow
def test_every_game_is_analysed_and_its_errors_made_puzzles(archive: Archive) -> None:
    seen: list[WorkProgress] = []
    report = do_archive_work(archive, ArchiveWork(puzzles=True), seen.append)
    assert (report.analysed, report.failed, report.cancelled) == (2, 0, False)
    assert analysed_ids(archive) == {1, 2}
    assert report.puzzles == len(list_puzzles(archive)) > 0
    assert [(p.done, p.total) for p in seen] == [(0, 2), (1, 2), (2, 2)]
    assert seen[-1].puzzles == report.puzzles
    # The same as the commands make: nothing is left for them.
    assert analyse_games(archive).analysed == [] and make_puzzles(archive).made == 0
    archive.close()


@pytest.mark.parametrize(("chosen", "analysed"), [((2,), {2}), ((1, 2), {1, 2}), ((), set())])
def test_only_the_chosen_games_are_analysed(archive: Archive, chosen: tuple[int, ...], analysed: set[int]) -> None:
    report = do_archive_work(archive, ArchiveWork(game_ids=chosen))
    assert report.analysed == len(analysed) and analysed_ids(archive) == analysed
    assert list_puzzles(archive) == []
    archive.close()


@pytest.mark.slow
def test_a_cancel_keeps_the_games_analysed_and_their_puzzles(archive: Archive) -> None:
    seen: list[WorkProgress] = []
    report = do_archive_work(archive, ArchiveWork(puzzles=True), seen.append, cancelled=lambda: len(seen) > 1)
    assert report.cancelled and report.analysed == 1 and analysed_ids(archive) == {1}
    puzzles = list_puzzles(archive)
    assert len(puzzles) == report.puzzles and {puzzle.game_id for puzzle in puzzles} <= {1}
    # Asked again, the work goes on from there.
    rest = do_archive_work(archive, ArchiveWork(puzzles=True))
    assert rest.analysed == 1 and analysed_ids(archive) == {1, 2}
    assert len(list_puzzles(archive)) == report.puzzles + rest.puzzles
    archive.close()


@pytest.mark.slow
def test_puzzles_alone_come_from_the_games_analysed_before(archive: Archive) -> None:
    analyse_games(archive)
    report = do_archive_work(archive, ArchiveWork(analyse=False, puzzles=True))
    assert report.analysed == 0 and report.puzzles == len(list_puzzles(archive)) > 0
    archive.close()
