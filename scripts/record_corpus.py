"""Record the engine corpus: the questions the engine's tests ask, with the engine's answers.

Run: ``python scripts/record_corpus.py [--engine notation.rules] [--out tests/data/engine-corpus.jsonl.gz]``
from the repository's root.  Everything is drawn from fixed seeds, so the same engine gives the same
file, byte for byte.  The cases (see ``tests/support/corpus.py`` for what is written of each):

1. every throw from the starting position, for each mover and relevé throw count;
2. seeded random self-play (seeds 1 and 2, 600 throws each, under the default conventions, the
   provinciale and the old jans), start to sortie and relevé, each position with its throw and the
   throw before it;
3. seeded random positions: 0–15 dames a side spread over the points (as ``tests.strategies``
   draws them), and the mover's dames gathered in one jan, a plein in reach or the sortie;
4. the reference cases of the rule tests: the positions, throws and conventions that the table-driven
   tests of ``tests/notation/rules/test_moves.py``, ``tests/notation/rules/test_scoring.py`` and
   ``tests/notation/rules/test_crosscheck_rules.py``
   ask the engine about, the first six of each test (their hypothesis tests left out, since their
   examples are not fixed);
5. the 21 throws' chances of positions met in self-play.

``tests/notation/compiled/test_speed_equivalence.py`` then asks the engine every question again and wants the same
answer.  When a rule changes on purpose, re-record and read the difference of the answers
(``zcat`` both files and ``diff`` them) before committing the new corpus.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from notation.board import BLACK, COIN, DAMES, WHITE, Colour, Position, point_of_step  # noqa: E402
from notation.dice import ALL_THROWS, Throw  # noqa: E402
from notation.rules.conventions import DEFAULT, BearingOff, Conventions  # noqa: E402
from tests.support import corpus  # noqa: E402

CONVENTIONS = (
    DEFAULT,
    Conventions(bearing_off=BearingOff.PROVINCIALE),
    Conventions(margot=True, pile_de_misere=True, jan_de_rencontre=True),
)
RULE_TESTS = (
    "tests/notation/rules/test_moves.py",
    "tests/notation/rules/test_scoring.py",
    "tests/notation/rules/test_crosscheck_rules.py",
)
OPPONENT_COIN = 13
PER_TEST = 6
"""The most questions kept from one test (a table's row asks a few; a test that loops over many asks more)."""


def _case(source: str, position: Position, throw: Throw | None, conv: Conventions, **more: object) -> corpus.Case:
    case: corpus.Case = {"source": source, "position": corpus.position_key(position), "conventions": conv.to_mapping()}
    if throw is not None:
        case["throw"] = throw.code()
    case.update({key: value for key, value in more.items() if value is not None})
    return case


def from_the_start() -> list[corpus.Case]:
    cases = []
    for throw in ALL_THROWS:
        for mover in (WHITE, BLACK):
            for throws in ((0, 0), (1, 0), (0, 1), (2, 2), None):
                start = Position.unchecked(Position.START.white, Position.START.black, mover, throws)
                cases.append(_case("start", start, throw, DEFAULT))
    return cases


def self_play(
    moves: ModuleType, seed: int, throws: int, conv: Conventions
) -> list[tuple[Position, Throw, Throw | None]]:
    """Random self-play by the recorded engine: each position, its throw and the previous throw."""
    rng = random.Random(seed)
    position = Position.start()
    seen: list[tuple[Position, Throw, Throw | None]] = []
    previous: Throw | None = None
    for _ in range(throws):
        throw = Throw(rng.randint(1, 6), rng.randint(1, 6))
        seen.append((position, throw, previous))
        previous = throw
        position = rng.choice(moves.legal_plays(position, throw, conv)).position
        if position.off(WHITE) == 15 or position.off(BLACK) == 15:
            position = Position.start(position.to_move.opponent)
            previous = None
    return seen


def _scattered_counts(rng: random.Random, colour: Colour, taken: set[object]) -> tuple[tuple[int, ...], set[object]]:
    free = [s for s in range(1, 25) if s != OPPONENT_COIN and point_of_step(colour, s) not in taken]
    chosen = rng.sample(free, rng.randint(0, len(free)))
    counts = [0] * 24
    budget = DAMES
    used: set[object] = set()
    for step in chosen:
        least = 2 if step == COIN else 1
        if budget < least:
            break
        count = rng.randint(least, min(budget, least + 3)) if rng.random() < 0.7 else rng.randint(least, budget)
        counts[step - 1] = count
        budget -= count
        used.add(point_of_step(colour, step))
    return tuple(counts), used


def scattered(rng: random.Random) -> Position:
    first = rng.choice([WHITE, BLACK])
    first_counts, taken = _scattered_counts(rng, first, set())
    second_counts, _ = _scattered_counts(rng, first.opponent, taken)
    white, black = (first_counts, second_counts) if first is WHITE else (second_counts, first_counts)
    throws = None if rng.random() < 0.3 else (rng.randint(0, 6), rng.randint(0, 6))
    return Position.unchecked(white, black, rng.choice([WHITE, BLACK]), throws)


def gathered(rng: random.Random) -> Position:
    """The mover's dames gathered in one jan (a plein in reach, or the sortie), the opponent's anywhere."""
    mover = rng.choice([WHITE, BLACK])
    first = rng.choice([1, 7, 19, 19])
    counts = [0] * 24
    for step in range(first, first + 6):
        counts[step - 1] = rng.choice([0, 1, 2, 2, 2, 3, 3, 4])
    while sum(counts) > 15:
        counts[counts.index(max(counts))] -= 1
    if rng.random() < 0.5:
        for _ in range(rng.randint(0, 15 - sum(counts))):
            counts[rng.randint(1, 24) - 1] += 1
    counts[12] = 0
    if counts[11] == 1:
        counts[11] = 2
    other = scattered(rng)
    theirs = other.white if mover is BLACK else other.black
    # no point held by both: the opponent's dames at my step s are his at his step 25 - s
    theirs = tuple(0 if counts[24 - t] else theirs[t - 1] for t in range(1, 25))
    white, black = (tuple(counts), theirs) if mover is WHITE else (theirs, tuple(counts))
    throws = None if rng.random() < 0.5 else (rng.randint(0, 4), rng.randint(0, 4))
    return Position.unchecked(white, black, mover, throws)


def random_positions(count: int) -> list[corpus.Case]:
    rng = random.Random(2024)
    cases = []
    for number in range(count):
        position = gathered(rng) if number % 2 else scattered(rng)
        if sum(position.white) > 15 or sum(position.black) > 15:
            continue
        cases.append(_case("random", position, rng.choice(ALL_THROWS), CONVENTIONS[number % 3]))
    return cases


def rule_test_questions() -> list[corpus.Case]:
    """The (position, throw, conventions, previous throw) the table-driven rule tests ask the engine."""
    import pytest

    from notation.rules import moves, scoring

    asked: dict[str, corpus.Case] = {}
    per_test: dict[str, int] = {}

    def record(position: object, throw: object, conventions: object, previous: object, test: str) -> None:
        if not isinstance(position, Position) or not isinstance(throw, Throw) or per_test.get(test, 0) >= PER_TEST:
            return
        conv = conventions if isinstance(conventions, Conventions) else DEFAULT
        last = previous if isinstance(previous, Throw) else None
        case = _case("rule tests", position, throw, conv, previous=last.code() if last else None, soumille=True)
        key = str(sorted(corpus.question(case).items()))
        if key not in asked:
            asked[key] = case
            per_test[test] = per_test.get(test, 0) + 1

    class Recorder:
        """A pytest plugin: while a test that is not a hypothesis test runs, note what it asks the engine."""

        def __init__(self) -> None:
            self.on = ""
            self.patch = pytest.MonkeyPatch()

        def pytest_configure(self) -> None:
            for module, name in watched:
                self.patch.setattr(module, name, self.wrap(vars(module)[name]))

        def wrap(self, function: Callable[..., object]) -> Callable[..., object]:
            def wrapped(
                position: object, throw: object, conventions: object = DEFAULT, *args: object, **kw: object
            ) -> object:
                if self.on:
                    record(position, throw, conventions, kw.get("previous_throw"), self.on)
                return function(position, throw, conventions, *args, **kw)

            return wrapped

        def pytest_runtest_setup(self, item: pytest.Item) -> None:
            hypothesis = isinstance(item, pytest.Function) and getattr(item.obj, "is_hypothesis_test", False)
            self.on = "" if hypothesis else item.nodeid

        def pytest_runtest_teardown(self) -> None:
            self.on = ""

    recorder = Recorder()
    watched = [(moves, "legal_plays"), (moves, "candidate_plays"), (scoring, "legal_plays")]
    watched += [(scoring, "score"), (scoring, "points_only")]
    status = pytest.main([*RULE_TESTS, "-q", "-p", "no:cacheprovider", "-p", "no:randomly"], plugins=[recorder])
    recorder.patch.undo()
    if status not in (0, 5):
        raise SystemExit(f"the rule tests failed ({status}): record the corpus from a passing tree")
    return list(asked.values())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engine", default="notation.rules", help="the package holding moves.py and scoring.py")
    parser.add_argument("--out", type=Path, default=corpus.CORPUS)
    args = parser.parse_args()
    started = time.monotonic()
    questions = rule_test_questions()
    print(f"{len(questions)} questions from the rule tests ({time.monotonic() - started:.0f} s)", file=sys.stderr)
    moves = importlib.import_module(f"{args.engine}.moves")
    scoring = importlib.import_module(f"{args.engine}.scoring")
    cases = from_the_start()
    for conv, name in zip(CONVENTIONS, ("default", "provinciale", "old jans"), strict=True):
        for seed in (1, 2):
            for position, throw, previous in self_play(moves, seed, 600, conv):
                prior = previous.code() if previous else None
                cases.append(_case(f"self-play {seed} {name}", position, throw, conv, previous=prior))
    cases += random_positions(800)
    cases += questions
    for position, _, _ in self_play(moves, 5, 300, DEFAULT)[::15]:
        for conv in CONVENTIONS:
            cases.append(_case("chances", position, None, conv))
    print(f"{len(cases)} cases asked ({time.monotonic() - started:.0f} s)", file=sys.stderr)
    recorded = [{**case, **corpus.answer(moves, scoring, case)} for case in cases]
    print(f"answered ({time.monotonic() - started:.0f} s)", file=sys.stderr)
    corpus.write(recorded, args.out)
    size = args.out.stat().st_size
    print(
        f"{len(recorded)} cases ({len(questions)} from the rule tests) from {args.engine}: {args.out} ({size:,} bytes)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
