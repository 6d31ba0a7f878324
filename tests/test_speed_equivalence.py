"""The optimised engine gives exactly the answers of the engine before the speed work (issue 18, Speed).

``tests/reference_engine`` holds the legal plays and the scoring as they were
(frozen at commit f4f2c8e).  For positions drawn by hypothesis, for positions
met in random self-play (start to sortie and relevé, under every convention),
and for positions a dame or two short of a plein or in the sortie, the
optimised engine must list the same plays in the same order (moves, numbers,
unplayed numbers, position left, par puissance, jans filled and conserved),
the same candidates, the same points and the same events with their
explanations.  When the compiled accelerator (``make accel``) is built, the
same tests run against it: ``notation.rules.moves`` and
``notation.rules.scoring`` are then the compiled modules
(``test_which_engine_runs`` prints which).
"""

from __future__ import annotations

import hashlib
import os
import random
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation import game, rules
from notation.board import BLACK, WHITE, Position
from notation.dice import ALL_THROWS, Throw
from notation.notations import Notation
from notation.rules import moves, scoring
from notation.rules.conventions import DEFAULT, BearingOff, Conventions
from tests.reference_engine import moves as reference_moves
from tests.reference_engine import scoring as reference_scoring
from tests.strategies import dice, positions

CONVENTIONS = (
    DEFAULT,
    Conventions(bearing_off=BearingOff.PROVINCIALE),
    Conventions(margot=True, pile_de_misere=True, jan_de_rencontre=True),
)

conventions = st.sampled_from(CONVENTIONS)


def summary(plays: list[moves.Play] | list[reference_moves.Play]) -> list[tuple[object, ...]]:
    """Everything a play says, in the order listed."""
    return [
        (play.moves, play.dice, play.unplayed, play.position, play.par_puissance, play.fills, play.conserves)
        for play in plays
    ]


def assert_same(position: Position, throw: Throw, conv: Conventions, previous: Throw | None = None) -> None:
    """Plays, candidates, points and events of ``throw`` on ``position`` equal the reference's."""
    where = (position.code(), throw.code(), conv)
    # a fresh, equal position for each engine: no cache keyed on the object itself answers for the other
    mine = Position.unchecked(position.white, position.black, position.to_move, position.throws)
    legal = moves.legal_plays(mine, throw, conv)
    expected = reference_moves.legal_plays(position, throw, conv)
    assert summary(legal) == summary(expected), where
    assert summary(moves.candidate_plays(mine, throw, conv)) == summary(
        reference_moves.candidate_plays(position, throw, conv)
    ), where
    points = reference_scoring.points_only(position, throw, conv, previous_throw=previous)
    assert scoring.points_only(mine, throw, conv, previous_throw=previous) == points, where
    assert scoring.points_only(mine, throw, conv, previous_throw=previous, plays=legal) == points, where
    for notation in (Notation.BN, Notation.SOUMILLE):
        got = scoring.score(mine, throw, conv, previous_throw=previous, notation=notation).to_json()
        want = reference_scoring.score(position, throw, conv, previous_throw=previous, notation=notation).to_json()
        assert got == want, where
    # the plays the caller got are his: asking again gives equal, separate lists
    again = moves.legal_plays(mine, throw, conv)
    assert again is not legal and summary(again) == summary(expected), where


def test_which_engine_runs() -> None:
    """Say whether the compiled accelerator or the pure-Python source answers (both must pass this file)."""
    compiled = not str(moves.__file__).endswith(".py")
    print(f"notation.rules.moves from {moves.__file__} ({'compiled' if compiled else 'pure Python'})")
    # all from the sources or all compiled: the compiled scoring reads the compiled plays, the compiled game both
    assert str(scoring.__file__).endswith(".py") is not compiled
    assert str(game.__file__).endswith(".py") is not compiled
    assert scoring.legal_plays is moves.legal_plays
    if os.environ.get("TRICTRAC_PURE_PYTHON", "") not in ("", "0"):
        assert not compiled


@pytest.mark.parametrize(
    ("change", "current"),
    [
        ("nothing", True),
        ("edit moves.py", False),
        ("edit scoring.py", False),
        ("edit game.py", False),
        ("remove compiled scoring", False),
        ("remove compiled game", False),
        ("remove the runtime", False),
        ("remove the stamp", False),
        ("garble the stamp", False),
    ],
)
def test_compiled_modules_serve_only_when_built_from_todays_sources(
    change: str, current: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A build older than the sources, or incomplete, is never imported (notation/rules/__init__.py)."""
    suffix = EXTENSION_SUFFIXES[0]
    package = tmp_path / "rules"  # notation/rules, with notation/game.py beside it
    package.mkdir()
    folders = {"moves": package, "scoring": package, "game": tmp_path}
    for name, folder in folders.items():
        (folder / f"{name}.py").write_text(f"# {name}\n", encoding="utf-8")
        (folder / f"{name}{suffix}").write_bytes(b"")
    (package / f"_accel__mypyc{suffix}").write_bytes(b"")
    stamp = "".join(
        f"{name} {hashlib.sha256((folder / f'{name}.py').read_bytes()).hexdigest()}\n"
        for name, folder in folders.items()
    )
    (package / "_accel.stamp").write_text(stamp, encoding="utf-8")
    monkeypatch.setattr(rules, "_HERE", package)
    monkeypatch.setattr(rules, "_STAMP", package / "_accel.stamp")
    if change.startswith("edit"):
        name = change.split()[1].removesuffix(".py")
        (folders[name] / f"{name}.py").write_text("# edited\n", encoding="utf-8")
    elif change.startswith("remove compiled"):
        name = change.split()[2]
        (folders[name] / f"{name}{suffix}").unlink()
    elif change == "remove the runtime":
        (package / f"_accel__mypyc{suffix}").unlink()
    elif change == "remove the stamp":
        (package / "_accel.stamp").unlink()
    elif change == "garble the stamp":
        (package / "_accel.stamp").write_text("moves\n", encoding="utf-8")
    assert rules._compiled_is_current() is current
    monkeypatch.setenv("TRICTRAC_PURE_PYTHON", "")
    assert rules._use_sources() is not current
    monkeypatch.setenv("TRICTRAC_PURE_PYTHON", "1")
    assert rules._use_sources()


@settings(max_examples=400, deadline=None)
@given(positions(), dice, conventions)
def test_same_answers_on_any_position(position: Position, throw: Throw, conv: Conventions) -> None:
    assert_same(position, throw, conv)


@st.composite
def _gathered(draw: st.DrawFn) -> Position:
    """The mover's dames gathered in one jan (a plein in reach, or the sortie), the opponent's anywhere legal."""
    mover = draw(st.sampled_from([WHITE, BLACK]))
    first = draw(st.sampled_from([1, 7, 19, 19]))
    counts = [0] * 24
    # mostly two or three a flèche: the plein made, a dame or two short, or a surcase to play
    for step in range(first, first + 6):
        counts[step - 1] = draw(st.sampled_from([0, 1, 2, 2, 2, 3, 3, 4]))
    while sum(counts) > 15:
        counts[counts.index(max(counts))] -= 1
    total = sum(counts)
    if draw(st.booleans()):
        for _ in range(draw(st.integers(0, 15 - total))):
            counts[draw(st.integers(1, 24)) - 1] += 1
    counts[12] = 0
    if counts[11] == 1:
        counts[11] = 2
    theirs = draw(positions(to_move=mover.opponent)).counts(mover.opponent)
    # no point held by both: the opponent's dames at my step s are his at his step 25 - s
    theirs = tuple(0 if counts[24 - t] else theirs[t - 1] for t in range(1, 25))
    white, black = (tuple(counts), theirs) if mover is WHITE else (theirs, tuple(counts))
    return Position.unchecked(white, black, mover, draw(st.none() | st.tuples(st.integers(0, 4), st.integers(0, 4))))


@settings(max_examples=400, deadline=None)
@given(_gathered(), dice, conventions)
def test_same_answers_near_a_plein_and_in_the_sortie(position: Position, throw: Throw, conv: Conventions) -> None:
    if sum(position.white) <= 15 and sum(position.black) <= 15:
        assert_same(position, throw, conv)


def _walk(seed: int, throws: int, conv: Conventions) -> list[tuple[Position, Throw, Throw | None]]:
    """Random self-play by the reference engine: each position, its throw and the previous throw."""
    rng = random.Random(seed)
    position = Position.start()
    seen: list[tuple[Position, Throw, Throw | None]] = []
    previous: Throw | None = None
    for _ in range(throws):
        throw = Throw(rng.randint(1, 6), rng.randint(1, 6))
        seen.append((position, throw, previous))
        previous = throw
        position = rng.choice(reference_moves.legal_plays(position, throw, conv)).position
        if position.off(WHITE) == 15 or position.off(BLACK) == 15:
            position = Position.start(position.to_move.opponent)
            previous = None
    return seen


@pytest.mark.parametrize("conv", CONVENTIONS, ids=["default", "provinciale", "old-jans"])
@pytest.mark.parametrize("seed", [1, 2])
def test_same_answers_in_self_play(seed: int, conv: Conventions) -> None:
    for position, throw, previous in _walk(seed, 600, conv):
        assert_same(position, throw, conv, previous)


def test_same_chances() -> None:
    for position, _, _ in _walk(5, 300, DEFAULT)[::15]:
        for conv in CONVENTIONS:
            fresh = Position.unchecked(position.white, position.black, position.to_move, position.throws)
            got = [(c.throw, c.weight, c.white, c.black) for c in scoring.chances(fresh, conv).throws]
            want = [(c.throw, c.weight, c.white, c.black) for c in reference_scoring.chances(position, conv).throws]
            assert got == want, (position.code(), conv)


@pytest.mark.parametrize("throw", ALL_THROWS, ids=[t.code() for t in ALL_THROWS])
def test_same_answers_from_the_start(throw: Throw) -> None:
    for mover in (WHITE, BLACK):
        for throws in ((0, 0), (1, 0), (0, 1), (2, 2), None):
            assert_same(Position.unchecked(Position.START.white, Position.START.black, mover, throws), throw, DEFAULT)
