"""The analysis on the studio's board.

The rencontres' rings, the play chosen in the analysis or the explorer shown played (the diagram itself unchanged until
it is applied), and a play applied as an undoable edit."""

from __future__ import annotations

from notation.board import point_of_step
from notation.rules.moves import Play
from studio.ui.analysis import AnalysisPanel
from studio.ui.board_view import BoardView
from studio.ui.editor import DiagramDocument
from studio.ui.explorer_panel import ExplorerPanel
from studio.ui.i18n import tr as _tr

__all__ = ["BoardAnalysis"]


class BoardAnalysis:
    """Connects the analysis and the explorer to the board and the document."""

    def __init__(
        self, board: BoardView, document: DiagramDocument, analysis: AnalysisPanel, explorer: ExplorerPanel
    ) -> None:
        self.board = board
        self.document = document
        self.analysis = analysis
        self.previewing = False
        """A play is shown on the board, not the diagram's position."""
        analysis.highlightsChanged.connect(self.show_highlights)
        analysis.playPreviewed.connect(self.preview)
        analysis.playApplied.connect(self.apply)
        analysis.throwChosen.connect(document.set_dice)
        explorer.playPreviewed.connect(self.preview)
        explorer.playApplied.connect(self.apply)

    def show_highlights(self, highlights: object) -> None:
        if not self.previewing and isinstance(highlights, dict):
            self.board.setHighlights(highlights)

    def preview(self, play: object) -> None:
        """Show ``play`` played on the board (None: the diagram again)."""
        if not isinstance(play, Play):
            self.end_preview()
            return
        mover = self.document.diagram.position.to_move
        self.previewing = True
        self.board.setHighlights({})
        self.board.setPosition(play.position)
        self.board.setPlay([(point_of_step(mover, a), point_of_step(mover, b)) for a, b in play.moves])

    def end_preview(self) -> None:
        if self.previewing:
            self.previewing = False
            self.board.setPlay(())
            self.board.setPosition(self.document.diagram.position)

    def apply(self, play: object) -> None:
        """Play ``play`` on the diagram (an undoable edit named by its moves)."""
        if isinstance(play, Play) and play.moves:
            mover = self.document.diagram.position.to_move
            text = _tr("MainWindow", "Play {moves}").format(moves=self.analysis.play_text(play, mover))
            self.document.apply_position(play.position, text)
