"""The analysis panel's former module, kept for its importers: the panel is :mod:`studio.ui.analysis`, its state
and decisions :mod:`studio.games.analysis_model`."""

from studio.games.analysis_model import RENCONTRE_NAMES, ROLLOUT_TRUNCATE, Analysis, AnalysisCache, event_highlights
from studio.ui.analysis.panel import AnalysisPanel

__all__ = ["RENCONTRE_NAMES", "ROLLOUT_TRUNCATE", "Analysis", "AnalysisCache", "AnalysisPanel", "event_highlights"]
