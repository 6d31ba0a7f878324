"""Check a record against the laws: replay it through the engine and report every fault with its line.

The replay is :mod:`notation.record.replay`'s walker; the checker is its visitor that keeps every fault.

Reported: text that is not a record (the lenient reader's errors), each
illegal play (the check then goes on from the position the written moves
reach, when they can be made at all), each declared mark that differs from
the engine's (as an école par moins or par trop, judged by
:func:`notation.rules.ecoles.judge_declaration`), each école claimed beyond
the true one (a fausse école, Dictionnaire raisonné), holds and leaves that cannot be, and
relevés, marqué ends and partie ends that the laws do not give there.
Variations are checked from the position before the turn they replace.

A record of a partie played in école mode (tag ``Ecoles "oui"``) is replayed
in that mode: its declarations and claims are the players' inputs and the
engine settles them (so its trous and ends are those of the écoles settled);
the écoles and fausses écoles are reported all the same.

>>> text = "%trictrac 1\\n1. B 5-3 B1-B6 B1-B4\\n2. N 6-4 (2) N1-N7 N1-N5\\n3. B 3-3 B1-B9"
>>> for problem in check_record_text(text):
...     print(problem.line, problem.message)
3 Noir declares 2 points, the laws give 0: école par trop of 2 points
4 illegal play B1-B9 for 3-3: no legal play of this throw leaves the dames so
"""

from __future__ import annotations

from dataclasses import dataclass, field

from notation.record.model import GameRecord
from notation.record.reader import read_records
from notation.record.replay import Fault, PartieInputs, Replayer, ReplayVisitor, partie_of_record

__all__ = ["CheckProblem", "check_record", "check_record_text"]


@dataclass(frozen=True, slots=True, order=True)
class CheckProblem:
    """One fault of a record: where (1-based line and column), what, and its kind.

    ``kind`` is ``"syntax"`` (not a record), ``"illegal"`` (a throw, play,
    hold or leave the laws forbid, or out of turn), ``"ecole"`` (a declared
    mark differing from the laws), ``"fausse-ecole"`` (an école claimed beyond
    the true one) or ``"sequence"`` (numbering, relevés, marqué and partie ends).
    ``reason`` is the fault's stable code (:attr:`notation.record.replay.Fault.reason`; empty for syntax).
    """

    line: int
    column: int
    message: str
    kind: str = "illegal"
    reason: str = field(default="", compare=False)


def check_record_text(text: str) -> list[CheckProblem]:
    """Return every fault of the records in ``text``, in the order of the text.

    What ``trictrac check FILE`` prints."""
    records, errors = read_records(text, strict=False)
    problems = [CheckProblem(error.line, error.column, error.message, "syntax") for error in errors]
    for record in records:
        problems.extend(check_record(record))
    return sorted(problems)


def check_record(record: GameRecord) -> list[CheckProblem]:
    """Return every fault of one record's main line and variations against the laws."""
    try:
        partie = partie_of_record(record)
    except ValueError as error:
        return [CheckProblem(1, 1, f"the tags do not make a partie: {error}", "sequence")]
    checker = _Checker()
    Replayer.of_record(record, PartieInputs(partie), checker).main_line(record.elements)
    return sorted(checker.problems)


class _Checker(ReplayVisitor):
    """Keep every fault, and walk the variations too."""

    variations = True

    def __init__(self) -> None:
        self.problems: list[CheckProblem] = []

    def visit_fault(self, fault: Fault) -> None:
        self.problems.append(CheckProblem(fault.line, fault.column, fault.message, fault.kind, fault.reason))
