"""The evaluator of generation 2 (41 features, 16 hidden units), kept to be measured against: ``bench/tutor_match.py``
pits a new evaluator against it, and ``scripts/train_evaluator.py`` plays generation 3's self-play with it.

Its code is ``notation/tutor/evaluator.py`` as it shipped with those weights (``bench/evaluator-gen2.json``).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

from notation.board import WHITE, Colour, Position
from notation.dice import ALL_THROWS
from notation.errors import BadArgumentError
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.scoring import points_only
from notation.scoreboard import PlayerScore, ScoreState
from notation.tutor.evaluator import Evaluator as CurrentEvaluator
from notation.tutor.evaluator import Valuer

WEIGHTS = Path(__file__).with_name("evaluator-gen2.json")

JEU = 12
"""Points of a jeu, and trous of the partie ordinaire."""

_SIDE = (
    "petit_cases",
    "grand_cases",
    "retour_cases",
    "petit_demi",
    "grand_demi",
    "retour_demi",
    "petit_plein",
    "grand_plein",
    "retour_plein",
    "coin",
    "talon",
    "off",
    "progress",
)

FEATURES: tuple[str, ...] = (
    "my_trous",
    "their_trous",
    "trous_lead",
    "my_points",
    "their_points",
    "my_bredouille",
    "their_bredouille",
    "my_pavillon",
    "their_pavillon",
    "my_near",
    "their_near",
    *(f"my_{name}" for name in _SIDE),
    *(f"their_{name}" for name in _SIDE),
    "my_expected",
    "their_expected",
    "my_trou_chance",
    "their_trou_chance",
)
"""The names of the features, in the order of the network's inputs."""

_JANS = ((0, 6), (6, 12), (18, 24))


def _side(counts: tuple[int, ...], out: list[float]) -> None:
    """Append the 13 features of one colour's dames (``counts`` by its own steps)."""
    cases = []
    demis = []
    for lo, hi in _JANS:
        held = 0
        single = 0
        for index in range(lo, hi):
            count = counts[index]
            if count >= 2:
                held += 1
            elif count == 1:
                single += 1
        cases.append(held)
        demis.append(single)
    out.extend(held / 6 for held in cases)
    out.extend(single / 6 for single in demis)
    out.extend(1.0 if held == 6 else 0.0 for held in cases)
    out.append(1.0 if counts[11] >= 2 else 0.0)
    on_board = 0
    travelled = 0
    for index, count in enumerate(counts):
        on_board += count
        travelled += index * count
    out.append(counts[0] / 15)
    out.append((15 - on_board) / 15)
    out.append((travelled + 24 * (15 - on_board)) / (15 * 24))


def _score(mine: PlayerScore, theirs: PlayerScore, pavillon: Colour | None, me: Colour, out: list[float]) -> None:
    out.append(min(mine.trous, JEU) / JEU)
    out.append(min(theirs.trous, JEU) / JEU)
    out.append(max(-JEU, min(JEU, mine.trous - theirs.trous)) / JEU)
    out.append(mine.points / JEU)
    out.append(theirs.points / JEU)
    out.append(1.0 if mine.bredouille and mine.points else 0.0)
    out.append(1.0 if theirs.bredouille and theirs.points else 0.0)
    out.append(1.0 if pavillon is me else 0.0)
    out.append(1.0 if pavillon is me.opponent else 0.0)
    out.append(1.0 if mine.trous >= JEU - 2 else 0.0)
    out.append(1.0 if theirs.trous >= JEU - 2 else 0.0)


def features(position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> list[float]:
    """The network's inputs for ``position`` (its colour to move about to throw) and ``score``.

    >>> from notation.board import Position
    >>> len(features(Position.start(), ScoreState())) == len(FEATURES)
    True
    """
    me = position.to_move
    white = me is WHITE
    mine, theirs = (score.white, score.black) if white else (score.black, score.white)
    out: list[float] = []
    _score(mine, theirs, score.pavillon, me, out)
    _side(position.white if white else position.black, out)
    _side(position.black if white else position.white, out)
    need_me = JEU - mine.points
    need_them = JEU - theirs.points
    expected_me = expected_them = 0.0
    trou_me = trou_them = 0.0
    for throw in ALL_THROWS:
        w, b = points_only(position, throw, conventions)
        m, t = (w, b) if white else (b, w)
        weight = throw.weight
        expected_me += weight * m
        expected_them += weight * t
        if m >= need_me:
            trou_me += weight
        if t >= need_them:
            trou_them += weight
    out.append(expected_me / 36 / 8)
    out.append(expected_them / 36 / 8)
    out.append(trou_me / 36)
    out.append(trou_them / 36)
    return out


@dataclass(frozen=True, slots=True)
class Evaluator:
    """A one-hidden-layer network: ``sigmoid(out · tanh(hidden · x + b1) + b2)``."""

    hidden: tuple[tuple[float, ...], ...]
    hidden_bias: tuple[float, ...]
    out: tuple[float, ...]
    out_bias: float
    scale: tuple[float, ...]
    """Per-feature multipliers applied before the network (standardisation folded in)."""
    shift: tuple[float, ...]

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Evaluator:
        if data.get("features") != list(FEATURES):
            raise BadArgumentError(
                "the weights were trained on other features", name="features", value=data.get("features")
            )

        def floats(value: object) -> tuple[float, ...]:
            assert isinstance(value, list)
            return tuple(float(x) for x in value)

        hidden = data["hidden"]
        assert isinstance(hidden, list)
        out_bias = data["out_bias"]
        assert isinstance(out_bias, int | float)
        return cls(
            tuple(floats(row) for row in hidden),
            floats(data["hidden_bias"]),
            floats(data["out"]),
            float(out_bias),
            floats(data["scale"]),
            floats(data["shift"]),
        )

    def value(self, inputs: list[float]) -> float:
        """The chance (0–1) that the colour to move wins, from :func:`features`."""
        x = [(v - s) * k for v, s, k in zip(inputs, self.shift, self.scale, strict=True)]
        total = self.out_bias
        for row, bias, weight in zip(self.hidden, self.hidden_bias, self.out, strict=True):
            z = bias
            for a, b in zip(row, x, strict=True):
                z += a * b
            total += weight * math.tanh(z)
        if total < -30:
            return 1 / (1 + math.exp(30))
        return 1 / (1 + math.exp(-total))

    def __call__(self, position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> float:
        return self.value(features(position, score, conventions))


def load(path: Path = WEIGHTS) -> Evaluator:
    """Generation 2's evaluator from its weights file."""
    return Evaluator.from_json(json.loads(path.read_text(encoding="utf-8")))


def load_any(path: Path | str) -> Valuer:
    """The evaluator of a weights file: generation 2's by its own features and code, any later one's
    (features named among today's, ``notation.tutor.evaluator``) by today's."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if data.get("features") == list(FEATURES):
        return Evaluator.from_json(data)
    return CurrentEvaluator.from_json(data)
