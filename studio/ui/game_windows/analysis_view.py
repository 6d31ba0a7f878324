"""The tutor's analysis of a played game in the replay window: the task that runs it and the texts it shows.

:class:`GameAnalysisTask` runs :func:`notation.tutor.ranking.analyse_partie` off the
interface's thread and reports its progress; :func:`rating_mark`,
:func:`rating_detail` and :func:`totals_text` say each rated choice and each
player's totals (errors by the annotators' marks ``?!``, ``?``, ``??`` and the
equity lost against the best choices).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QThread, Signal

from notation.game import Partie
from notation.notations import Notation, Orientation, steps_text
from notation.tutor.ranking import Analysis, Flag, PlayerTotals, Rating, analyse_partie
from studio.ui.i18n import decimal
from studio.ui.i18n import tr as _tr
from studio.ui.tasks import keep_alive

__all__ = ["GameAnalysisTask", "rating_detail", "rating_mark", "signed", "totals_text"]

FLAG_COLOURS = {Flag.DOUBTFUL: "#b45309", Flag.BAD: "#c2410c", Flag.VERY_BAD: "#b3261e"}
"""The colour each error's mark is shown in."""


def signed(equity: float) -> str:
    """Write an equity with its sign, a true minus: ``+0.125``, ``−0.052`` (``+0,125`` in French)."""
    return decimal(equity, 3, sign=True)


class GameAnalysisTask(QThread):
    """``analyse_partie(partie)`` in its own thread.

    :attr:`progressed` (done, total) while it runs, then :attr:`succeeded` with the :class:`Analysis` or :attr:`failed`
    with the exception."""

    progressed = Signal(int, int)
    succeeded = Signal(object)
    failed = Signal(object)

    def __init__(self, partie: Partie, analyse: Callable[..., Analysis] = analyse_partie) -> None:
        super().__init__()
        self.partie = partie
        self.analyse = analyse
        self.result: Analysis | None = None
        keep_alive(self)  # held until it ends, whatever becomes of the window that asked

    def run(self) -> None:
        try:
            self.result = self.analyse(self.partie, progress=lambda done, total: self.progressed.emit(done, total))
        except Exception as error:  # reported to the interface, which shows it
            self.failed.emit(error)
            return
        self.succeeded.emit(self.result)


def depth_text(ply: int) -> str:
    """Say how deep the tutor looked: ``1-ply``, ``2-ply`` (« profondeur 1 », « profondeur 2 »)."""
    return _tr("GameAnalysis", "1-ply") if ply == 1 else _tr("GameAnalysis", "{ply}-ply").format(ply=ply)


def rating_mark(rating: Rating) -> str:
    """Return the mark of a rated choice with the equity it lost and the depth it was valued at.

    ``?! −0.052 (1-ply)`` (empty when no error)."""
    flag = rating.flag
    if flag is Flag.NONE:
        return ""
    return f"{flag.mark} −{decimal(rating.loss, 3)} ({depth_text(rating.ply)})"


def _moves(rating: Rating, moves: tuple[tuple[int, int], ...], notation: Notation, orientation: Orientation) -> str:
    return steps_text(rating.colour, moves, notation, orientation) or "—"


def rating_detail(rating: Rating, notation: Notation, orientation: Orientation) -> str:
    """Say what the tutor says of a choice: its equity, the best one and what was lost.

    Plain text, one line each."""
    if rating.kind == "decision":
        chosen = "s'en aller" if rating.leave else "tenir"
        best = chosen if rating.loss == 0 else ("tenir" if rating.leave else "s'en aller")
    else:
        chosen = _moves(rating, rating.played, notation, orientation)
        best = _moves(rating, rating.best_play.moves, notation, orientation) if rating.best_play else chosen
    lines = [
        _tr("GameAnalysis", "Played: {choice} (equity {equity})").format(choice=chosen, equity=signed(rating.chosen))
    ]
    if rating.choices <= 1:
        lines.append(_tr("GameAnalysis", "The only legal play."))
    elif rating.loss > 0:
        lines.append(
            _tr("GameAnalysis", "Best: {choice} (equity {equity}), {loss} lost").format(
                choice=best, equity=signed(rating.best), loss=decimal(rating.loss, 3)
            )
        )
    else:
        lines.append(_tr("GameAnalysis", "The best choice of {count}.").format(count=rating.choices))
    return "\n".join(lines)


def totals_text(totals: PlayerTotals, name: str) -> str:
    """Put a player's totals and his rating in words.

    ``Blanc: 3 errors (?! 1, ? 1, ?? 1), equity lost 0.312 over 40 choices; 0.0078 a choice: intermediate``."""
    errors = totals.doubtful + totals.bad + totals.very_bad
    words = _tr(
        "GameAnalysis", "{name}: {errors} errors ({m1} {doubtful}, {m2} {bad}, {m3} {very_bad}), equity lost {loss}"
    )
    rated = ""
    if totals.rating is not None:
        # imported here: start-up does without studio.ui.game_windows.rating_dialog, loaded after the first window
        # shows
        from studio.ui.game_windows.rating_dialog import rating_words

        rated = "; " + _tr("GameAnalysis", "{loss} a choice: {words}").format(
            loss=decimal(totals.mean_loss, 4), words=rating_words(totals.rating)
        )
    return (words + " " + _tr("GameAnalysis", "over {choices} choices")).format(
        m1=Flag.DOUBTFUL.mark,
        m2=Flag.BAD.mark,
        m3=Flag.VERY_BAD.mark,
        name=name,
        errors=errors,
        doubtful=totals.doubtful,
        bad=totals.bad,
        very_bad=totals.very_bad,
        loss=decimal(totals.loss, 3),
        choices=totals.choices,
    ) + rated
