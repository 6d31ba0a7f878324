"""The engine's legal plays and scoring as they were before the speed work of issue 18 (commit f4f2c8e).

``moves.py`` and ``scoring.py`` are frozen copies of ``notation/rules/moves.py``
and ``notation/rules/scoring.py`` at that commit (only the import of the plays
changed, so that this scoring reads this module's plays).  They are the
reference the optimised engine must agree with answer for answer
(``tests/test_speed_equivalence.py``); never edit them to make a test pass.
"""
