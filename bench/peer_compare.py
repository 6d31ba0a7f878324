"""Speed of the engine against the Rust peer, both run on the same (position, throw) cases.

Run: ``python bench/peer_compare.py [--cases N] [--seed S] [--runs R] [--throws T] [--peer PATH] [--keep FILE]``.

1. N cases come from a random self-play of our engine (fixed seed): each
   position as it arises and the throw made there (a random legal play is
   then taken, a new relevé begins when a side has borne all its dames off).
2. They are written in the harness's case format (below) to a file.
3. Our engine is timed on exactly those cases, each function alone (:data:`WORKS`): ``legal_plays``;
   ``points_only`` finding its own plays; ``legal_plays`` then ``points_only`` given the plays (the fast path its
   API allows); ``score`` and its events.  And a partie loop: T throws of random self-play through
   :func:`notation.autoplay.play_partie` (:func:`partie_loop`).  Medians of R runs, in CPU time.
4. With a built peer harness (``--peer PATH`` or the environment variable
   ``TRICTRAC_PEER_HARNESS``; ``bench/peer/README.md`` says how to build it),
   the harness reads the same file and times the peer's own API on every case, each function alone too:
   its legal plays (``MoveRules::get_possible_moves_sequences``), its points
   (``PointsRules::get_points``, which finds its plays again), both one after the other, and
   ``get_result_jans`` (the jans with their moves, and the points); then T throws of its own self-play
   (``--selfplay``).  The two sides take turns run by run; each ratio is printed with its lowest and highest run.
5. As a cross-check, the number of cases on which both engines agree on the
   number of distinct positions the plays leave, and on the points of the
   mover and of his opponent; the first differences are listed (see the
   cross-check paragraph below for what they were).

The figures of issue 40 (each function alone, the harness built with the peer's workspace's fat LTO and one codegen
unit) are in docs/performance.md, "The engine, function by function"; the paragraphs below are of the earlier
rounds, when both functions were timed together.

Without a peer, our figures are printed and the peer is said not to be run.

The case format (version 1), text, one case a line after the header
``trictrac-peer-cases 1``::

    d1 d2 made other f1 f2 ... f24

``d1 d2`` the throw; ``made`` and ``other`` the throws the mover and his
opponent made in the current relevé before this one (-1 when unknown: our
engine needs both for the jans of the first throws, the peer reads the
mover's); ``f1 .. f24`` the dames on the points seen from the mover, the
peer's board: field ``i`` is the mover's step ``i`` (his talon is 1, his coin
12), his dames counted positive, his opponent's negative. The peer reckons
every rule for White on that board.

Both engines are timed in CPU time (``time.process_time`` here, the harness's
``clock_gettime(CLOCK_PROCESS_CPUTIME_ID)``) as well as in wall time: on a
machine shared with other work the wall time of a run says more about the
load than about the engine (the harness run alone five times within two
minutes: 5,500 to 26,400 cases per wall second; 17,900 to 27,200 per CPU
second in the three runs that printed it).  The
ratios below are of CPU time; the wall-time ratios of the same runs are
given beside them.  Both sides do the same work per case: their legal plays,
then their points for the throw (ours given the plays, as its API allows; the
peer's ``get_points`` finds its own), on positions built before timing.

Against the current peer: its ``store`` crate at commit ba9c9f6a (2026-06-08,
version 0.2.17, tag 0.2.17 of ``main``; the newest public state fetched on
2026-11-26, its ``develop`` branch one commit ahead, 33d2163, which changes only
the web client), built offline as ``bench/peer/README.md`` says.  2026-11-26
17:40 UTC, this 2-core machine shared with other sessions (load average
3.1-4.3), ``nice``, 5,000 cases (seed 1), three sittings of 9 runs taking turns
with the peer, "before" the engine of commit f5e2685 run in the same sittings
with this script:

=============================================  ============  ============  ============  ============
cases per CPU second                           pure Python   pure Python   compiled      compiled
(medians of the middle sitting)                before        now           before        now
=============================================  ============  ============  ============  ============
ours, legal_plays + points_only                23,951        38,850        46,125        89,720
ours, legal_plays + score                      17,691        31,815        36,112        80,689
peer, legal plays + points (same runs)         25,743        26,266        25,403        25,712
ratio ours/peer, points_only                   0.93          **1.48**      1.82          **3.49**
ratio in the three sittings                    0.75-0.93     1.47-1.48     1.82-1.97     3.49-3.63
wall-time ratio in the three sittings          0.77-0.94     1.44-1.50     1.81-1.96     3.46-3.54
ratio ours/peer, score                         0.69          1.21          1.42          3.14
=============================================  ============  ============  ============  ============

The goals (issue 26: 1.5x in pure Python, 4x compiled) are not reached
(1.47-1.48x and 3.49-3.63x); docs/performance.md, "The engine", says what was
done and what is left.  The cross-check: the number of distinct positions
agrees on 4,759 cases of 5,000, the points on 4,980 (unchanged: no answer of
our engine changed).

A later sitting (2026-11-26 18:00 UTC, load 1.6-2.6, ``--cases 5000 --runs 5``,
``nice``, the same code) printed 1.45-1.53x in pure Python (median of five
invocations 1.48x: 39,981 against 26,798 cases per CPU second) and 3.41-3.88x
compiled (median 3.55x: 95,964 against 27,072).  Compiling ``notation/board.py``,
``dice.py`` and ``rules/conventions.py`` with the engine did not pay there
(3.59-3.78x against 3.68-3.88x run in turn); docs/performance.md says more.

The next round (2026-11-26 19:44 UTC, load 1.7-1.9, ``--cases 5000 --runs 9``, ``nice``, three
invocations each, taking turns with the code of commit 390309a) after the hot loops
stopped calling builtins and the fast path sorted ints (docs/performance.md, "This
round"): **1.55-1.59x in pure Python** (42,411-43,424 against 26,786-27,492 cases per
CPU second; 390309a: 1.44-1.52x) and **5.07-5.27x compiled** (134,582-146,600 against
26,560-28,090; 390309a: 3.34-3.41x).  Both goals are met.

The older table below was measured against an older state of the peer's crate
(see "Which peer"), from before its performance work:

Timing table, 2026-11-24 05:19-05:21 UTC, this project's 2-core development
machine shared with three other sessions (load average 2.4-3.3 during the
runs), every command under ``nice``, medians of 5 runs, the two engines taking
turns run by run:

=====================================================  ====================
measure                                                rate
=====================================================  ====================
same 5,000 cases (seed 1): ours, legal_plays +         18,623 cases/s
points_only
same cases: ours, legal_plays + score                  13,107 cases/s
same cases: peer, legal plays + points                  4,166 cases/s
ratio ours/peer on the same cases                      4.47 (points_only),
                                                       3.15 (score)
self-play with scoring, ours (bench/scoring_bench.py)  23,840 throws/s
                                                       (points_only),
                                                       13,543 (score)
self-play with scoring, peer (harness ``--selfplay``)   6,585 throws/s
peer's own ``random_game --games 300``, built on a     13,111 steps/s
mixed state of the crate (below), 05:24, load 2.7      (= about 6.6k
                                                       throws/s)
=====================================================  ====================

The load moves the absolute rates by half; the ratio on the same cases holds
better: 4.19, 5.00, 4.34 and 4.47 (points_only) in four sittings between 05:15
and 05:20, 3.6 to 6.3 run by run.

Cross-check on those 5,000 cases: the number of distinct positions agrees on
4,270, the points on 4,468.  Every differing case was classified and worked
out from the books (tests/notation/rules/test_crosscheck_rules.py pins each kind, with its
citation).  On every kind but one our engine follows the books and the peer
does not: the coin battu without one's own coin held or counted with the
opponent's dames, hits by both numbers resting on an empty coin, the à faux
of a doublet, impuissance of one number of a doublet, the façons of covering
two demi-cases, the coin par puissance (never offered by the peer), tout
d'une resting on one's own coin, a coin that never holds a lone dame, the
"farthest dame" of the sortie, and the jan interdit.  On one kind (6 cases)
neither engine was right: during the sortie a sortant number played first
sent a non-sortant number off as excédant; ours is fixed (the non-sortant
numbers are played inside when a play can, unless a play takes the last
dames off).

Which peer: the stored copies of the peer's repository reachable without
crates.io hold no complete recent snapshot of its ``store`` crate, and its
current ``Cargo.toml`` wants crates Debian does not package (rand 0.9, pyo3
0.23, transpose). What was built is an older state of the crate, from before
the performance work its own ``doc/store_research.md`` lists (repeated move
generation inside the rule checks, board clones): ``board.rs`` and
``game_rules_points.rs`` of commit bf820ecc, ``game_rules_moves.rs`` and
``game.rs`` of 5b022932, the small files of nearby commits, adapted to
Debian's rand 0.8 and base64 0.13. The peer's ``random_game`` binary needs a
later API: it was built apart, on the latest ``game.rs``, ``board.rs``,
``training_common.rs`` and ``random_game.rs`` found, with the same older
``game_rules_moves.rs`` and ``game_rules_points.rs`` (and a stand-in for one
method those lack, used only to mirror the last throw's jans). That binary
prints steps per second, a step being a roll or an action (a move, or "go"
after a hole): two steps a throw. Its games are short (about 150 steps: random
players win their holes fast, and "go" starts the board afresh), so its
positions are mostly early ones. Issue 18's 17.4k for the peer is in the range
of that binary's steps per second here (13k-18.5k), that is about 8.7k throws
per second; our self-play goes on to the bearing off, hence the harness's
``--selfplay``, which does the same. Rebuild the harness against a current
checkout (``bench/peer/README.md``) to measure the current peer: its move
generation may be faster than the state built here.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if sys.path[:1] != [str(ROOT)]:
    # this checkout's engine, not one installed elsewhere (run as a script, the path starts with bench/)
    sys.path.insert(0, str(ROOT))

from bench.measure import load  # noqa: E402
from notation.autoplay import RandomPlayer, play_partie  # noqa: E402
from notation.board import BLACK, WHITE, Position  # noqa: E402
from notation.dice import Throw  # noqa: E402
from notation.game import Variant  # noqa: E402
from notation.rules.moves import legal_plays  # noqa: E402
from notation.rules.scoring import points_only, score  # noqa: E402

HEADER = "trictrac-peer-cases 1"
"""First line of a case file: the format's name and version."""
PEER_ENV = "TRICTRAC_PEER_HARNESS"
"""The environment variable naming a built peer harness."""
DIFFERENCES_SHOWN = 8


class CaseFormatError(ValueError):
    """A case file that does not follow the format: the message names the line."""


@dataclass(frozen=True)
class Case:
    """One (position, throw) case, seen from the mover."""

    fields: tuple[int, ...]
    """24 signed counts: field i is the mover's step i, his dames positive, the opponent's negative."""
    throw: tuple[int, int]
    made: int
    """Throws the mover made in the current relevé before this one; -1 when unknown."""
    other: int
    """Throws his opponent made in the current relevé; -1 when unknown."""


@dataclass(frozen=True)
class Outcome:
    """What an engine says of one case: distinct positions left by the plays, and the points."""

    positions: int
    mover_points: int
    other_points: int


# -- cases -------------------------------------------------------------------


def case_of(position: Position, throw: Throw) -> Case:
    """The case of ``position`` (its mover to play) and ``throw``, in the peer's terms."""
    mover = position.to_move
    mine = position.counts(mover)
    theirs = position.counts(mover.opponent)
    # the opponent's step t is the mover's step 25 - t
    fields = tuple(mine[s - 1] - theirs[24 - s] for s in range(1, 25))
    made = position.throws_of(mover)
    other = position.throws_of(mover.opponent)
    return Case(
        fields,
        (throw.high, throw.low),
        -1 if made is None else made,
        -1 if other is None else other,
    )


def position_of(case: Case) -> Position:
    """The position of ``case``, White to move (the mover's steps are his own), unchecked."""
    mine = tuple(max(count, 0) for count in case.fields)
    theirs = tuple(max(-case.fields[24 - t], 0) for t in range(1, 25))
    throws = None if case.made < 0 or case.other < 0 else (case.made, case.other)
    return Position.unchecked(mine, theirs, WHITE, throws)


def selfplay_cases(count: int, seed: int) -> list[tuple[Position, Throw]]:
    """``count`` positions of a random self-play and the throw made in each."""
    rng = random.Random(seed)
    position = Position.start()
    cases: list[tuple[Position, Throw]] = []
    while len(cases) < count:
        throw = Throw(rng.randint(1, 6), rng.randint(1, 6))
        cases.append((position, throw))
        position = rng.choice(legal_plays(position, throw)).position
        if position.off(WHITE) == 15 or position.off(BLACK) == 15:
            position = Position.start(position.to_move.opponent)
    return cases


def format_cases(cases: Sequence[Case]) -> str:
    lines = [HEADER]
    for case in cases:
        numbers = (*case.throw, case.made, case.other, *case.fields)
        lines.append(" ".join(str(n) for n in numbers))
    return "\n".join(lines) + "\n"


def parse_cases(text: str) -> list[Case]:
    """Read a case file; raises :class:`CaseFormatError` naming the line of the first fault."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != HEADER:
        raise CaseFormatError(f"line 1: expected {HEADER!r}")
    cases = []
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            values = [int(word) for word in line.split()]
        except ValueError:
            raise CaseFormatError(f"line {number}: not integers") from None
        if len(values) != 28:
            raise CaseFormatError(f"line {number}: {len(values)} numbers, 28 expected")
        d1, d2, made, other, *fields = values
        if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
            raise CaseFormatError(f"line {number}: dice {d1} {d2} are not 1-6")
        if min(made, other) < -1:
            raise CaseFormatError(f"line {number}: throws made below -1")
        if sum(f for f in fields if f > 0) > 15 or -sum(f for f in fields if f < 0) > 15:
            raise CaseFormatError(f"line {number}: more than 15 dames of a side")
        cases.append(Case(tuple(fields), (d1, d2), made, other))
    return cases


# -- our engine ----------------------------------------------------------------


@dataclass(frozen=True)
class Rates:
    """Cases per second of wall time and per second of the process's CPU time (what a shared machine's load does
    not inflate)."""

    wall: float
    cpu: float


Cases = Sequence[tuple[Position, Throw]]


def _plays_alone(cases: Cases) -> None:
    for position, throw in cases:
        legal_plays(position, throw)


def _points_alone(cases: Cases) -> None:
    for position, throw in cases:
        points_only(position, throw)


def _plays_then_points(cases: Cases) -> None:
    for position, throw in cases:
        plays = legal_plays(position, throw)
        points_only(position, throw, plays=plays)


def _score_alone(cases: Cases) -> None:
    for position, throw in cases:
        score(position, throw).events  # noqa: B018 - the events made (their explanations are written when read)


@dataclass(frozen=True)
class Work:
    """One function timed on both sides: its name in the output, ours, and the harness's line that gives the peer's
    CPU rate for it."""

    name: str
    ours: Callable[[Cases], None]
    peer_key: str


WORKS = (
    Work("legal plays alone", _plays_alone, "cpu_plays_per_second"),
    Work("points alone, each its own plays", _points_alone, "cpu_points_per_second"),
    Work("plays, then points", _plays_then_points, "cpu_cases_per_second"),
    Work("full score, each its own plays", _score_alone, "cpu_result_jans_per_second"),
)
"""What is timed on the cases, each function alone.  Ours: ``legal_plays``; ``points_only`` finding its own plays;
``legal_plays`` then ``points_only`` given them (its API allows it); ``score`` and its events read (each event's
explanations are written when read, and are not).  The peer's: ``get_possible_moves_sequences``; ``get_points``
(which finds its plays again); both one after the other; ``get_result_jans`` (the jans with the moves that make
them, and the points)."""

SELFPLAY = "a partie loop (self-play)"
"""The fifth line: throws a CPU second of random self-play (ours: :func:`partie_loop`; the peer's: its
``GameState`` driven by the harness's ``--selfplay``)."""


def time_ours(cases: Cases, work: Callable[[Cases], None], runs: int) -> Rates:
    """Median cases per second of ``work`` over ``cases``, over ``runs`` runs (the engine's one-entry caches emptied
    before each, so that no earlier call answers the first case)."""
    walls = []
    cpus = []
    for _ in range(runs):
        forget()
        start = time.perf_counter()
        cpu_start = time.process_time()
        work(cases)
        cpus.append(len(cases) / (time.process_time() - cpu_start))
        walls.append(len(cases) / (time.perf_counter() - start))
    return Rates(statistics.median(walls), statistics.median(cpus))


def forget() -> None:
    """Empty the engine's caches: the one-entry ones (the last position's analysis and plays), and what the plays
    scored, kept by the mover's dames and the gates (``scoring._PLAYS_SCORED``), which would answer a run's cases
    from the run before."""
    from notation.rules import moves, scoring

    moves._LAST.clear()
    scoring._PLAYS_SCORED.clear()


def partie_loop(throws: int, seed: int = 1) -> Rates:
    """Throws per second of random self-play: parties ordinaires of :class:`RandomPlayer` s through
    :func:`play_partie` (the engine throws, marks both sides' points, checks each play, keeps the events and the
    states), seeds ``seed``, ``seed + 1``, … until ``throws`` throws are made."""
    forget()
    done = 0
    number = seed
    start = time.perf_counter()
    cpu_start = time.process_time()
    while done < throws:
        players = (RandomPlayer(random.Random(number * 2 + 1)), RandomPlayer(random.Random(number * 2 + 2)))
        done += play_partie(players, random.Random(number), Variant.ORDINAIRE, marques=1).turns()
        number += 1
    cpu = time.process_time() - cpu_start
    wall = time.perf_counter() - start
    return Rates(done / wall, done / cpu)


def our_outcome(position: Position, throw: Throw) -> Outcome:
    plays = legal_plays(position, throw)
    left = {(play.position.white, play.position.black) for play in plays}
    white, black = points_only(position, throw, plays=plays)
    mine, other = (white, black) if position.to_move is WHITE else (black, white)
    return Outcome(max(len(left), 1), mine, other)


def compiled_engine() -> bool:
    """Whether the compiled engine answers (``make accel``; ``TRICTRAC_PURE_PYTHON=1`` runs the sources)."""
    import notation.rules.moves as moves

    return not (moves.__file__ or "").endswith(".py")


# -- the peer ------------------------------------------------------------------


@dataclass(frozen=True)
class PeerRun:
    rate: float
    outcomes: list[Outcome]
    cpu_rate: float | None = None
    """Cases per second of the harness's CPU time (an older harness prints only its wall-time rate)."""
    cpu_rates: dict[str, float] = field(default_factory=dict)
    """Every ``cpu_..._per_second`` line the harness printed, by its key (an older harness prints only the one of
    both functions, ``cpu_cases_per_second``)."""


def parse_peer_output(text: str, cases: int) -> PeerRun:
    """The harness prints ``case I POSITIONS MOVER OTHER`` for each case, then ``cases_per_second R`` (wall time)
    and ``cpu_cases_per_second R`` (CPU time), and a newer one the CPU rate of each function alone
    (``cpu_plays_per_second``, ``cpu_points_per_second``, ``cpu_result_jans_per_second``)."""
    outcomes: dict[int, Outcome] = {}
    rate = None
    cpu_rates: dict[str, float] = {}
    for line in text.splitlines():
        words = line.split()
        if len(words) == 5 and words[0] == "case":
            index, positions, mover, other = (int(w) for w in words[1:])
            outcomes[index] = Outcome(max(positions, 1), mover, other)
        elif len(words) == 2 and words[0] == "cases_per_second":
            rate = float(words[1])
        elif len(words) == 2 and words[0].startswith("cpu_") and words[0].endswith("_per_second"):
            cpu_rates[words[0]] = float(words[1])
    if rate is None or sorted(outcomes) != list(range(cases)):
        raise RuntimeError("the peer harness did not report every case and its rate")
    return PeerRun(rate, [outcomes[i] for i in range(cases)], cpu_rates.get("cpu_cases_per_second"), cpu_rates)


def run_peer(harness: str, case_file: Path, cases: int, runs: int) -> PeerRun:
    done = subprocess.run(
        [harness, str(case_file), "--repeat", str(runs)],
        capture_output=True,
        text=True,
        check=True,
    )
    return parse_peer_output(done.stdout, cases)


def run_peer_selfplay(harness: str, throws: int, seed: int) -> float | None:
    """Throws a CPU second of the harness's ``--selfplay`` (None from a harness that prints no CPU rate)."""
    done = subprocess.run(
        [harness, "--selfplay", str(throws), "--seed", str(seed), "--repeat", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    for line in done.stdout.splitlines():
        words = line.split()
        if len(words) == 2 and words[0] == "cpu_throws_per_second":
            return float(words[1])
    return None


def differences(ours: Sequence[Outcome], theirs: Sequence[Outcome]) -> tuple[int, int, list[int]]:
    """Cases agreeing on the positions, on the points, and the indexes of the cases that differ."""
    same_positions = sum(a.positions == b.positions for a, b in zip(ours, theirs, strict=True))
    same_points = sum(
        (a.mover_points, a.other_points) == (b.mover_points, b.other_points) for a, b in zip(ours, theirs, strict=True)
    )
    differing = [i for i, (a, b) in enumerate(zip(ours, theirs, strict=True)) if a != b]
    return same_positions, same_points, differing


def tendencies(ours: Sequence[Outcome], theirs: Sequence[Outcome]) -> tuple[int, int, int, int, int, int]:
    """Cases where the peer finds fewer, more positions; gives the mover more, fewer points; his opponent too."""
    pairs = list(zip(ours, theirs, strict=True))
    return (
        sum(b.positions < a.positions for a, b in pairs),
        sum(b.positions > a.positions for a, b in pairs),
        sum(b.mover_points > a.mover_points for a, b in pairs),
        sum(b.mover_points < a.mover_points for a, b in pairs),
        sum(b.other_points > a.other_points for a, b in pairs),
        sum(b.other_points < a.other_points for a, b in pairs),
    )


# -- main ------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=5_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--throws", type=int, default=5_000, help="throws of self-play a run, each side")
    parser.add_argument("--peer", default=os.environ.get(PEER_ENV), help=f"built harness (default ${PEER_ENV})")
    parser.add_argument("--keep", type=Path, help="write the case file here and keep it")
    args = parser.parse_args(argv)

    generated = selfplay_cases(args.cases, args.seed)
    cases = [case_of(position, throw) for position, throw in generated]
    text = format_cases(cases)
    # the engine is timed on the positions read back from the file: what the peer reads
    positions = [(position_of(case), Throw(*case.throw)) for case in parse_cases(text)]

    import notation

    engine = f"{'compiled' if compiled_engine() else 'pure Python'}, from {Path(notation.__file__).parent.parent}"
    if not args.peer:
        print(f"load average before: {load()}")
        print(f"cases: {len(cases):,} from random self-play (seed {args.seed}); medians of {args.runs} runs")
        print(f"our engine: {engine}")
        for work in WORKS:
            rates = time_ours(positions, work.ours, args.runs)
            print(f"ours, {work.name}: {rates.cpu:,.0f} cases per CPU second ({rates.wall:,.0f} per second)")
        loop = statistics.median(partie_loop(args.throws, args.seed + run).cpu for run in range(args.runs))
        print(f"ours, {SELFPLAY}: {loop:,.0f} throws per CPU second")
        print(f"peer: not run (no harness given: --peer PATH or ${PEER_ENV})")
        print(f"load average after: {load()}")
        if args.keep:
            args.keep.write_text(text)
        return 0

    # the engines take turns, one run each, so that the load of a shared machine weighs on both alike
    ours_runs: dict[str, list[Rates]] = {work.name: [] for work in WORKS}
    peer_runs: list[PeerRun] = []
    loop_runs: list[tuple[float, float | None]] = []
    loads = [load()]
    with tempfile.TemporaryDirectory() as scratch:
        case_file = args.keep or Path(scratch) / "cases.txt"
        case_file.write_text(text)
        for run in range(args.runs):
            for work in WORKS:
                ours_runs[work.name].append(time_ours(positions, work.ours, 1))
            try:
                peer = run_peer(args.peer, case_file, len(cases), 1)
                peer_loop = run_peer_selfplay(args.peer, args.throws, args.seed + run)
            except (OSError, subprocess.CalledProcessError, RuntimeError) as error:
                detail: object = error
                if isinstance(error, subprocess.CalledProcessError):
                    detail = error.stderr.strip() or f"exit status {error.returncode}"
                print(f"peer harness {args.peer}: {detail}", file=sys.stderr)
                return 2
            peer_runs.append(peer)
            loop_runs.append((partie_loop(args.throws, args.seed + run).cpu, peer_loop))
    loads.append(load())
    print(f"cases: {len(cases):,} from random self-play (seed {args.seed}); medians of {args.runs} runs, taking turns")
    print(f"our engine: {engine}; load average before and after: {loads[0]}; {loads[1]}")
    print("CPU time, ours / the peer's (each function alone; run by run the lowest and highest ratio):")
    for work in WORKS:
        pairs = [(o.cpu, p.cpu_rates.get(work.peer_key)) for o, p in zip(ours_runs[work.name], peer_runs, strict=True)]
        _ratio_line(f"{work.name}:", "cases", pairs)
    _ratio_line(f"{SELFPLAY}:", "throws", loop_runs)
    wall_ours = statistics.median(rates.wall for rates in ours_runs[WORKS[2].name])
    wall_peer = statistics.median(p.rate for p in peer_runs)
    print(
        f"wall time, plays then points: ours {wall_ours:,.0f} cases a second, the peer {wall_peer:,.0f}: "
        f"{wall_ours / wall_peer:.2f}"
    )

    ours = [our_outcome(position, throw) for position, throw in positions]
    same_positions, same_points, differing = differences(ours, peer.outcomes)
    print(f"agree on the number of distinct positions left: {same_positions:,} of {len(cases):,}")
    print(f"agree on the points (mover, opponent):          {same_points:,} of {len(cases):,}")
    fewer, more, mover_more, mover_fewer, other_more, other_fewer = tendencies(ours, peer.outcomes)
    print(
        f"  the peer finds fewer positions in {fewer:,} cases, more in {more:,}; gives the mover more points in "
        f"{mover_more:,}, fewer in {mover_fewer:,}; the opponent more in {other_more:,}, fewer in {other_fewer:,}"
    )
    for index in differing[:DIFFERENCES_SHOWN]:
        position, throw = positions[index]
        a, b = ours[index], peer.outcomes[index]
        print(
            f"  case {index}: {position.code()} throw {throw.high}{throw.low}: "
            f"ours {a.positions} positions {a.mover_points}/{a.other_points} pts, "
            f"peer {b.positions} positions {b.mover_points}/{b.other_points} pts"
        )
    if len(differing) > DIFFERENCES_SHOWN:
        print(f"  ... and {len(differing) - DIFFERENCES_SHOWN} more")
    return 0


def _ratio_line(name: str, unit: str, pairs: Sequence[tuple[float, float | None]]) -> None:
    """One line of the table: our median rate, the peer's and their ratio, or the peer's rate said missing."""
    ours = statistics.median(o for o, _ in pairs)
    if any(p is None for _, p in pairs):
        print(f"  {name:36} ours {ours:,.0f} {unit}/s; the peer: not printed by this harness (rebuild it)")
        return
    theirs = statistics.median(p or 0.0 for _, p in pairs)
    ratios = sorted(o / (p or 1.0) for o, p in pairs)
    print(
        f"  {name:36} ours {ours:,.0f} {unit}/s, the peer {theirs:,.0f}: {ours / theirs:.2f} "
        f"({ratios[0]:.2f} to {ratios[-1]:.2f})"
    )


if __name__ == "__main__":
    sys.exit(main())
