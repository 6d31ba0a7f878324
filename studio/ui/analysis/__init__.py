"""The analysis dock of the studio's window, split by feature.

:mod:`.panel` (the three tabs), :mod:`.rencontres_tab`, :mod:`.plays_tab` with :mod:`.deeper_row` and
:mod:`.rollout_row`, :mod:`.chances_tab`, and :mod:`.cells` (what they share).  The state and the decisions are in
:mod:`studio.games.analysis_model` (no Qt)."""

from studio.games.analysis_model import RENCONTRE_NAMES, ROLLOUT_TRUNCATE, Analysis, AnalysisCache, event_highlights
from studio.ui.analysis.panel import AnalysisPanel

__all__ = ["RENCONTRE_NAMES", "ROLLOUT_TRUNCATE", "Analysis", "AnalysisCache", "AnalysisPanel", "event_highlights"]
