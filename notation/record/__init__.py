"""Game records: the text format of docs/record-format.md, its reader, writer and checker.

>>> record = read_record("%trictrac 1\\n1. B 5-3 B1-B6 B1-B4")
>>> write_record(record).splitlines()[-1]
'1. B 5-3 B1-B6 B1-B4'
"""

from notation.record.check import CheckProblem, check_record, check_record_text
from notation.record.convert import record_from_partie, record_to_events
from notation.record.model import (
    EcoleClaim,
    Element,
    End,
    GameRecord,
    MarqueEnd,
    MarqueStart,
    ReleveElement,
    Turn,
    TurnArrow,
)
from notation.record.reader import (
    VERSION,
    RecordError,
    read_record,
    read_record_lenient,
    read_records,
)
from notation.record.replay import replay_record
from notation.record.writer import write_record, write_records

__all__ = [
    "VERSION",
    "CheckProblem",
    "EcoleClaim",
    "Element",
    "End",
    "GameRecord",
    "MarqueEnd",
    "MarqueStart",
    "RecordError",
    "ReleveElement",
    "Turn",
    "TurnArrow",
    "check_record",
    "check_record_text",
    "read_record",
    "read_record_lenient",
    "read_records",
    "record_from_partie",
    "record_to_events",
    "replay_record",
    "write_record",
    "write_records",
]
