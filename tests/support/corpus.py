"""The recorded engine corpus: what each case is, and how an engine's answer to it is written down.

``tests/data/engine-corpus.jsonl.gz`` holds one JSON object a line: a position, a throw, the
conventions and the throw before it (for the jan de rencontre), with what the engine answered: the
legal plays in order (moves, numbers used, numbers unplayed, the position left, par puissance, jans
filled and conserved), the candidate plays when they differ, the points of ``points_only`` and the
events of ``score`` with their explanations; a few lines instead hold a position and the 21 throws'
``chances``.  ``scripts/record_corpus.py`` writes it; ``tests/notation/compiled/test_speed_equivalence.py`` checks that
the engine (the pure-Python sources or the compiled accelerator) gives every answer again.

The functions here take the engine's two modules as arguments, so the same code records the corpus and
checks it.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import ModuleType
from typing import Protocol

from notation.board import BLACK, WHITE, Position
from notation.dice import Throw
from notation.notations import Notation
from notation.rules.conventions import Conventions

CORPUS = Path(__file__).resolve().parents[1] / "data" / "engine-corpus.jsonl.gz"

Case = dict[str, object]


class _Play(Protocol):
    @property
    def moves(self) -> tuple[tuple[int, int], ...]: ...
    @property
    def dice(self) -> tuple[int, ...]: ...
    @property
    def unplayed(self) -> tuple[int, ...]: ...
    @property
    def position(self) -> Position: ...
    @property
    def par_puissance(self) -> bool: ...
    @property
    def fills(self) -> frozenset[object]: ...
    @property
    def conserves(self) -> frozenset[object]: ...


def position_key(position: Position) -> str:
    """``counts of White/counts of Black/mover/throws``: each side's 24 counts as hex digits (0–f)."""
    white = "".join(f"{count:x}" for count in position.white)
    black = "".join(f"{count:x}" for count in position.black)
    throws = "-" if position.throws is None else f"{position.throws[0]},{position.throws[1]}"
    return f"{white}/{black}/{'W' if position.to_move is WHITE else 'B'}/{throws}"


def position_of(key: str) -> Position:
    """The position a :func:`position_key` names (unchecked, as the engine may be asked any)."""
    white, black, mover, throws = key.split("/")
    counts = (tuple(int(c, 16) for c in white), tuple(int(c, 16) for c in black))
    made = None if throws == "-" else (int(throws.split(",")[0]), int(throws.split(",")[1]))
    return Position.unchecked(counts[0], counts[1], WHITE if mover == "W" else BLACK, made)


def _jans(jans: frozenset[object]) -> list[str]:
    return sorted(str(getattr(jan, "value", jan)) for jan in jans)


def plays_summary(plays: Sequence[_Play]) -> list[list[object]]:
    """Everything a play says, in the order the engine listed the plays."""
    return [
        [
            " ".join(f"{a}-{b}" for a, b in play.moves),
            list(play.dice),
            list(play.unplayed),
            position_key(play.position),
            play.par_puissance,
            _jans(play.fills),
            _jans(play.conserves),
        ]
        for play in plays
    ]


def conventions_of(data: object) -> Conventions:
    assert isinstance(data, dict)
    return Conventions.from_mapping(data)


def fresh(position: Position) -> Position:
    """An equal position, a new object: no cache keyed on the object answers for another case."""
    return Position.unchecked(position.white, position.black, position.to_move, position.throws)


def answer(moves: ModuleType, scoring: ModuleType, case: Case) -> Case:
    """What the engine (its ``moves`` and ``scoring`` modules) answers to ``case``'s question."""
    position = position_of(str(case["position"]))
    conventions = conventions_of(case["conventions"])
    if "throw" not in case:
        chances = scoring.chances(fresh(position), conventions)
        return {"chances": chances.to_json()}
    throw = Throw.parse(str(case["throw"]))
    previous = Throw.parse(str(case["previous"])) if case.get("previous") else None
    out: Case = {}
    try:
        legal = moves.legal_plays(fresh(position), throw, conventions)
    except Exception as error:  # an engine's refusal is an answer too (a position it cannot play from)
        return {"error": type(error).__name__}
    out["plays"] = plays_summary(legal)
    candidates = plays_summary(moves.candidate_plays(fresh(position), throw, conventions))
    out["candidates"] = "same" if candidates == out["plays"] else candidates
    out["points"] = list(scoring.points_only(fresh(position), throw, conventions, previous_throw=previous))
    out["score"] = scoring.score(fresh(position), throw, conventions, previous_throw=previous).to_json()
    if case.get("soumille"):
        out["score_soumille"] = scoring.score(
            fresh(position), throw, conventions, previous_throw=previous, notation=Notation.SOUMILLE
        ).to_json()
    return out


QUESTION = ("source", "position", "throw", "previous", "conventions", "soumille")
"""The fields of a case that ask; every other field is the recorded answer."""


def question(case: Case) -> Case:
    return {key: case[key] for key in QUESTION if key in case}


def read(path: Path = CORPUS) -> Iterator[Case]:
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            yield json.loads(line)


def write(cases: Sequence[Case], path: Path = CORPUS) -> None:
    """One case a line, keys sorted; gzip without a timestamp, so the same corpus gives the same bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(json.dumps(case, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n" for case in cases)
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as out:
        out.write(text.encode("utf-8"))
