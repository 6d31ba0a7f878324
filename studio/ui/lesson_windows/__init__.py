"""The lesson player: the lessons with the learner's progress, the explanation, the exercise on the board, the answer.

The lesson logic lives in :mod:`lessons` (the session, the judge, the hints)
and every answer comes from the engine; this package only draws them.
"""
