"""The game being played or recorded at the studio, and the analysis of a diagram, without Qt.

See :mod:`studio.games.session` and :mod:`studio.games.analysis_model`."""
