"""The game being played or recorded at the studio, and the analysis of a diagram, without Qt
(:mod:`studio.games.session`, :mod:`studio.games.analysis_model`)."""
