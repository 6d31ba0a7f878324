"""The computer player.

The evaluator and its partie equity table, the tutor's ranking, rollouts, the levels, the bot and the ratings in
words.

It sits on the rules core (the rest of :mod:`notation`), which never imports it (an import-linter contract in
``pyproject.toml``): the laws, the positions and the records stand without an opinion on what to play.

* :mod:`notation.tutor.evaluator`: a position and score valued, the chance that the side to move wins (weights in
  ``evaluator.json``); :mod:`notation.tutor.partie_table`, its prior from the trous alone (``partie_table.json``);
* :mod:`notation.tutor.ranking`: the plays of a throw ranked, tenir or s'en aller advised, a game analysed;
* :mod:`notation.tutor.rollout`: the plays of a throw valued by playing the partie on;
* :mod:`notation.tutor.levels`: the computer's levels; :mod:`notation.tutor.bot`, the one-ply bot;
* :mod:`notation.tutor.ratings`: a player's rating in words from the equity he lost a choice.
"""
