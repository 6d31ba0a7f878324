"""The game being played or recorded at the studio, without Qt (:mod:`studio.games.session`)."""
