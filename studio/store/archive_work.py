"""The archive's long work as the studio asks for it: analyse games and make puzzles of their errors.

It analyses the chosen games, or every one not yet analysed, and makes puzzles of their errors, one game at a time, so
that a player who stops it keeps what finished — the games analysed and their puzzles.

The commands ``trictrac archive analyse`` and ``trictrac puzzles make`` do each step over the whole archive;
this runs the same functions (:func:`studio.store.analyses.analyse_games`, :func:`studio.store.puzzles.make_puzzles`)
game by game, asking before each whether to stop.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from studio.store.analyses import analyse_games, analysed_ids, games_to_analyse
from studio.store.db import Archive
from studio.store.puzzles import make_puzzles

__all__ = ["ArchiveWork", "WorkProgress", "WorkReport", "do_archive_work"]


@dataclass(frozen=True)
class ArchiveWork:
    """What to do: analyse ``game_ids`` or every game not yet analysed (None), then perhaps make puzzles.

    ``game_ids`` are analysed again when analysed already.  Then, with ``puzzles``, make the puzzles of every
    analysed game's errors."""

    analyse: bool = True
    game_ids: tuple[int, ...] | None = None
    puzzles: bool = False


@dataclass(frozen=True)
class WorkProgress:
    done: int
    """Games analysed (or errors looked at, when only puzzles are made) so far."""
    total: int
    puzzles: int
    """Puzzles made so far."""
    analysing: bool
    """Whether the work is analysing games (else making puzzles of the errors of games analysed before)."""


@dataclass
class WorkReport:
    analysed: int = 0
    failed: int = 0
    """Games whose record cannot be replayed."""
    puzzles: int = 0
    cancelled: bool = False


def do_archive_work(
    archive: Archive,
    work: ArchiveWork,
    progress: Callable[[WorkProgress], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> WorkReport:
    """Do ``work`` on ``archive``, telling ``progress`` after each game (or error).

    It stops, with everything done so far kept, as soon as ``cancelled`` answers True."""
    report = WorkReport()

    def stop() -> bool:
        if cancelled is not None and cancelled():
            report.cancelled = True
        return report.cancelled

    def tell(done: int, total: int, analysing: bool) -> None:
        if progress is not None:
            progress(WorkProgress(done, total, report.puzzles, analysing))

    todo = games_to_analyse(archive, again=work.game_ids is not None, game_ids=work.game_ids) if work.analyse else []
    before = analysed_ids(archive) - set(todo)
    tell(0, len(todo), True)
    for number, game_id in enumerate(todo, 1):
        if stop():
            return report
        analysed = analyse_games(archive, again=True, game_ids=(game_id,))
        report.analysed += len(analysed.analysed)
        report.failed += len(analysed.failed)
        if work.puzzles and analysed.analysed:
            made = make_puzzles(archive, cancelled=stop, game_ids=(game_id,))
            report.puzzles += made.made
            if made.cancelled:
                return report
        tell(number, len(todo), True)
    if work.puzzles and before and not stop():
        # The errors of games analysed before (by the command, or a replay's analysis) become puzzles too.
        told = progress
        made = make_puzzles(
            archive,
            cancelled=stop,
            game_ids=before,
            progress=None
            if told is None
            else lambda p: told(WorkProgress(p.done, p.total, report.puzzles + p.made, False)),
        )
        report.puzzles += made.made
    return report
