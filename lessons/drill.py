"""The endless drill: exercises generated from self-played positions, chosen to exercise a lesson's rencontre.

Parties are played by the engine (:func:`notation.autoplay.play_partie`, a
random player against a greedy one) from a seed; every position reached is
a candidate, and a throw is kept when the engine finds in it the rencontre
the lesson teaches.  The same seed gives the same exercises.  Like every
exercise, a drilled one holds a position and a question, and its answer
comes from the engine.

>>> from lessons.loader import load_lessons
>>> lesson = next(lesson for lesson in load_lessons() if lesson.id == "battre-a-vrai")
>>> [exercise.kind.value for exercise in drill(lesson, seed=1, count=2)]
['announce', 'announce']
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from lessons.answers import WANTS, solve, throws_making
from lessons.checker import check_exercise, setup_problems
from lessons.loader import default_prompt
from lessons.model import DrillSpec, Exercise, Kind, Lesson
from notation.autoplay import GreedyPlayer, Player, RandomPlayer, play_partie
from notation.board import Point, Position
from notation.code import Setup, format_code, parse_code
from notation.dice import ALL_THROWS, Throw
from notation.game import MarqueEnd, Phase, Variant
from notation.notations import Notation
from notation.rules.marking import mark
from notation.rules.moves import legal_plays
from notation.rules.scoring import Rencontre, score
from notation.scoreboard import ScoreState

__all__ = ["drill", "selfplay_positions"]

_MAX_PARTIES = 60


def selfplay_positions(
    rng: random.Random, variant: Variant = Variant.ORDINAIRE
) -> Iterator[tuple[Position, ScoreState]]:
    """Yield positions reached in self-played parties (the player to move about to throw), with the score then."""
    for _ in range(_MAX_PARTIES):
        players: tuple[Player, Player] = (RandomPlayer(random.Random(rng.getrandbits(32))), GreedyPlayer())
        if rng.random() < 0.5:
            players = (players[1], players[0])
        partie = play_partie(players, random.Random(rng.getrandbits(32)), variant)
        states = [state for state in partie.states if state.phase is Phase.THROW]
        rng.shuffle(states)
        for state in states:
            yield state.position.with_to_move(state.mover), state.score


def _exercise(lesson: Lesson, kind: Kind, number: int, seed: int, code: str | None, **data: object) -> Exercise:
    return Exercise(
        id=f"drill-{seed}-{number}",
        kind=kind,
        prompt=default_prompt(kind, data, code),
        code=code,
        setup=parse_code(code) if code else None,
        effect=effect if isinstance(effect := data.get("effect"), Rencontre) else None,
        topics=(),
        source="",
        data={key: value.value if isinstance(value, Rencontre) else value for key, value in data.items()},
        lesson=lesson.id,
    )


def _throws(rng: random.Random) -> list[Throw]:
    throws = list(ALL_THROWS)
    rng.shuffle(throws)
    return throws


def _from_positions(lesson: Lesson, spec: DrillSpec, rng: random.Random, seed: int, count: int) -> list[Exercise]:
    wanted = set(spec.rencontres)
    out: list[Exercise] = []
    seen: set[str] = set()
    for position, state in selfplay_positions(rng):
        if len(out) >= count:
            break
        if _impossible(position, state):
            continue
        where = format_code(position)
        if where in seen:  # one exercise per position: the drill varies its positions
            continue
        if spec.kind is Kind.THROWS:
            effect = spec.rencontres[0] if spec.rencontres else Rencontre.BATTRE_VRAI
            if throws_making(position, effect):
                seen.add(where)
                out.append(_exercise(lesson, Kind.THROWS, len(out) + 1, seed, where, effect=effect))
            continue
        for throw in _throws(rng):
            if spec.near and _reach(position, throw) >= 12:
                continue
            result = score(position, throw)
            if any(event.inferred for event in result.events):
                continue
            found = {event.rencontre for event in result.events}
            if wanted and not wanted & found:
                continue
            code = _code_for(spec.kind, position, throw, state, result.total(position.to_move))
            if code is None:
                continue
            data = _data_for(spec.kind, rng, position, throw, state)
            if data is None:
                continue
            candidate = _exercise(lesson, spec.kind, len(out) + 1, seed, code, **data)
            if check_exercise(candidate):
                continue
            seen.add(where)
            out.append(candidate)
            break
    return out


def _code_for(kind: Kind, position: Position, throw: Throw, state: ScoreState, own: int) -> str | None:
    if kind is Kind.ANNOUNCE:
        return format_code(position, throw)
    if kind is Kind.ECOLE:
        return format_code(position, throw, state) if own else None
    if kind is Kind.PLAY:
        plays = legal_plays(position, throw)
        return format_code(position, throw) if len(plays) > 1 and plays[0].moves else None
    if kind is Kind.OBLIGATORY:
        plays = legal_plays(position, throw)
        return format_code(position, throw) if len(plays) == 1 and plays[0].moves else None
    if kind in (Kind.MARK, Kind.LEAVE):
        if kind is Kind.LEAVE and not (own and mark(state, position.to_move, own).may_leave):
            return None
        return format_code(position, throw, state)
    return None


def _data_for(
    kind: Kind, rng: random.Random, position: Position, throw: Throw, state: ScoreState
) -> dict[str, object] | None:
    """Return the fields of a drilled exercise besides its code; None when the position offers nothing to ask."""
    if kind is Kind.LEAVE:
        return {"choice": rng.choice(["tenir", "s_en_aller"])}
    if kind is Kind.ECOLE:
        # A marking of the throw as a player might make it: right, a jeton two points short or over, a trou forgotten.
        mover = position.to_move
        truth = mark(state, mover, score(position, throw).total(mover))
        jeton, trous = truth.after.of(mover).points, truth.trous
        choices = [{"jeton": jeton, "trous": trous}]
        choices += [{"jeton": j, "trous": trous} for j in (jeton - 2, jeton + 2) if 0 <= j <= 10]
        if trous:
            choices.append({"jeton": jeton, "trous": trous - 1})
        return {"declaration": rng.choice(choices)}
    if kind is Kind.PLAY:
        # A play exercise asks for something specific: a way of playing that some legal plays have, not all.
        plays = legal_plays(position, throw)
        wants = [
            name
            for name, (_, test) in WANTS.items()
            if 0 < sum(1 for play in plays if test(play, position)) < len(plays)
        ]
        return {"want": rng.choice(wants)} if wants else None
    return {}


def _reach(position: Position, throw: Throw) -> int:
    """Return the farthest step a dame of the mover could reach with the throw (its two numbers together)."""
    counts = position.counts(position.to_move)
    return max(step for step, count in enumerate(counts, start=1) if count) + throw.high + throw.low


def _impossible(position: Position, state: ScoreState) -> bool:
    """Return a position no game shows a learner.

    Illegal, a side with no dame left, a score that cannot be marked."""
    return bool(setup_problems(Setup(position, None, state)))


def _points(lesson: Lesson, spec: DrillSpec, rng: random.Random, seed: int, count: int) -> list[Exercise]:
    out = []
    for number in range(1, count + 1):
        point = Point.from_name(f"{rng.choice('BN')}{rng.randint(1, 12)}")
        if spec.kind is Kind.JAN_OF:
            data: dict[str, object] = {"point": point.name, "colour": rng.choice(["white", "black"])}
        elif spec.kind is Kind.FIND_POINT:
            notation = rng.choice([Notation.SOUMILLE, Notation.LEPEINTRE, Notation.LEVY, Notation.T11])
            from notation.notations import point_name

            data = {"name": point_name(point, notation), "notation": notation.value}
        else:
            notation = rng.choice([Notation.SOUMILLE, Notation.LEPEINTRE, Notation.LEVY, Notation.T11])
            data = {"point": point.name, "notation": notation.value}
        out.append(_exercise(lesson, spec.kind, number, seed, None, **data))
    return out


def _marques(lesson: Lesson, spec: DrillSpec, rng: random.Random, seed: int, count: int) -> list[Exercise]:
    out: list[Exercise] = []
    for _ in range(_MAX_PARTIES):
        if len(out) >= count:
            break
        partie = play_partie(
            (RandomPlayer(random.Random(rng.getrandbits(32))), GreedyPlayer()),
            random.Random(rng.getrandbits(32)),
            Variant.ECRIRE,
            marques=2,
        )
        for event, state in zip(partie.events, partie.states, strict=True):
            if isinstance(event, MarqueEnd) and event.winner is not None and len(out) < count:
                code = format_code(
                    Position.start(), None, ScoreState(state.score.white, state.score.black, state.score.pavillon)
                )
                candidate = _exercise(lesson, Kind.MARQUE, len(out) + 1, seed, code, refaits=event.refaits)
                if not check_exercise(candidate):
                    out.append(candidate)
    return out


def drill(lesson: Lesson, seed: int, count: int = 10) -> list[Exercise]:
    """Make ``count`` exercises for ``lesson``'s drill, the same for the same seed.

    Fewer if self-play offers too few."""
    spec = lesson.drill or DrillSpec(Kind.ANNOUNCE)
    # Each lesson draws its own parties from the seed: two lessons do not drill the same positions.
    rng = random.Random(f"{seed}:{lesson.id}")
    if spec.kind in (Kind.NAME_POINT, Kind.FIND_POINT, Kind.JAN_OF):
        exercises = _points(lesson, spec, rng, seed, count)
    elif spec.kind in (Kind.MARQUE, Kind.SETTLE):
        exercises = _marques(lesson, spec, rng, seed, count)
    else:
        exercises = _from_positions(lesson, spec, rng, seed, count)
    for exercise in exercises:
        solve(exercise)
    return exercises
