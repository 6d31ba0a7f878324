"""An evaluator of a position and score: the chance that the side to move wins the partie ordinaire.

The value is ``sigmoid(prior + network)``: the **prior** is the logit of the
partie equity table (:mod:`notation.partie_table`), the chance to win from the
trous alone at the start of a relevé, throwing first; the **network** (one
hidden layer) corrects it for the relevé in play, from hand-made features of
the position and the score taken from the point of view of the colour to move
(``me``) and his opponent (``them``):

* the score: trous and points of each, bredouille (jetons marked d'affilée),
  the pavillon;
* the dames of each: cases (two or more dames) and demi-cases (one dame) in
  each of the three jans, pleins, the coin, the talon, dames off, how far the
  dames have gone; and the dames on each point, one, two, and more than two
  (as TD-Gammon reads a backgammon board);
* what the next throw gives: the expected points of each side over the 21
  throws (the engine's own :func:`~notation.rules.scoring.points_only`), and
  the chance that it wins each a trou;
* the batteries of the two next throws: for the mover's throw and for his
  opponent's after it, the chance of beating a demi-case à vrai, the points à
  vrai and à faux expected, and the chance of beating the coin.

The weights are learned by self-play (``scripts/train_evaluator.py``, TD(λ)
fitted on recorded parties) and ship as ``evaluator.json`` in this package.
Because every feature is relative to the colour to move, exchanging the
colours (and the two scores) gives the same value.

>>> from notation.board import Position
>>> from notation.scoreboard import ScoreState
>>> value = evaluate(Position.start(), ScoreState())
>>> 0.0 < value < 1.0
True
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Protocol

from notation.board import WHITE, Colour, Position
from notation.dice import ALL_THROWS
from notation.errors import BadArgumentError
from notation.partie_table import partie_logit
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.scoring import points_only
from notation.scoreboard import PlayerScore, ScoreState

__all__ = [
    "FEATURES",
    "POINT_FEATURES",
    "Evaluator",
    "Valuer",
    "batteries",
    "default_evaluator",
    "equity",
    "evaluate",
    "features",
    "prior",
    "swap_score",
]

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
_THREATS = ("vrai_chance", "vrai_points", "faux_points", "coin_chance")

POINT_FEATURES = ("one", "two", "more")
"""Each point of each side's path read as TD-Gammon reads a backgammon point: one dame, two or more, and the
dames past two (a quarter each)."""

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
    *(f"my_{name}" for name in _THREATS),
    *(f"their_{name}" for name in _THREATS),
    *(f"my_{step}_{name}" for step in range(1, 25) for name in POINT_FEATURES),
    *(f"their_{step}_{name}" for step in range(1, 25) for name in POINT_FEATURES),
)
"""The names of the features, in the order of the network's inputs (the points last, by the side's own steps)."""

DENSE = len(FEATURES) - 2 * 24 * len(POINT_FEATURES)
"""How many features come before the points."""
_SCORE = 11
"""How many features, first, are the score's."""

_JANS = ((0, 6), (6, 12), (18, 24))
_PETITS = tuple(s <= 6 or s >= 19 for s in range(26))
_COIN = 12
_OPP_COIN = 13
_THROWS = tuple((throw.high, throw.low, throw.high == throw.low, throw.weight) for throw in ALL_THROWS)


def _point(count: int) -> tuple[float, float, float]:
    """The three inputs of a point holding ``count`` dames (:data:`POINT_FEATURES`)."""
    return (1.0 if count == 1 else 0.0, 1.0 if count >= 2 else 0.0, max(0, count - 2) / 4)


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


def batteries(mine: tuple[int, ...], theirs: tuple[int, ...]) -> tuple[float, float, float, float]:
    """What a throw of the side with ``mine`` does to the other's dames, over the 21 throws (each by its own steps).

    ``(chance to beat a demi-case à vrai, points à vrai expected, points à faux expected (to the other side),
    chance to beat the coin)``, by the law of batteries as the engine marks them (Lois et règles, arts. X, XI;
    docs/rules.md): a demi-case at a step reached by one number from a dame, or by both with a rest not held
    by the other side, is beaten à vrai; reached by both numbers only through held rests, à faux.  The coin is
    beaten with two direct numbers from spare dames, one's own coin held and the other's empty.  What the plays
    score (remplir, conserver, sortie, impuissance) is left to :func:`notation.rules.scoring.points_only`.
    """
    if not any(mine) or not any(theirs):
        return 0.0, 0.0, 0.0, 0.0
    blots = [t for t in range(2, 25) if theirs[24 - t] == 1]
    coin = mine[_COIN - 1] >= 2 and theirs[_COIN - 1] == 0
    if not blots and not coin:
        return 0.0, 0.0, 0.0, 0.0
    vrai_chance = vrai = faux = coin_chance = 0.0
    for a, b, doublet, weight in _THROWS:
        total_ab = a + b
        hit = False
        for t in blots:
            ways = 0
            s = t - a
            if s >= 1 and mine[s - 1]:
                ways += 1
            if not doublet:
                s = t - b
                if s >= 1 and mine[s - 1]:
                    ways += 1
            s = t - total_ab
            blocked = False
            if s >= 1 and mine[s - 1]:
                if theirs[24 - (s + a)] <= 1 or (not doublet and theirs[24 - (s + b)] <= 1):
                    ways += 1
                else:
                    blocked = True
            if _PETITS[t]:
                unit = 6 if doublet else 4
            else:
                unit = 4 if doublet else 2
            if ways:
                hit = True
                vrai += weight * unit * ways
            elif blocked:
                faux += weight * unit
        if hit:
            vrai_chance += weight
        if coin:
            if doublet:
                spare = mine[_OPP_COIN - a - 1] - (2 if _OPP_COIN - a == _COIN else 0)
                beaten = spare >= 2
            else:
                beaten = (
                    mine[_OPP_COIN - a - 1] - (2 if _OPP_COIN - a == _COIN else 0) >= 1
                    and mine[_OPP_COIN - b - 1] - (2 if _OPP_COIN - b == _COIN else 0) >= 1
                )
            if beaten:
                coin_chance += weight
    return vrai_chance / 36, vrai / 36 / 8, faux / 36 / 8, coin_chance / 36


def _dense(position: Position, score: ScoreState, conventions: Conventions) -> list[float]:
    """The features before the points."""
    me = position.to_move
    white = me is WHITE
    mine_counts, their_counts = (position.white, position.black) if white else (position.black, position.white)
    mine, theirs = (score.white, score.black) if white else (score.black, score.white)
    out: list[float] = []
    _score(mine, theirs, score.pavillon, me, out)
    _side(mine_counts, out)
    _side(their_counts, out)
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
    out.extend(batteries(mine_counts, their_counts))
    out.extend(batteries(their_counts, mine_counts))
    return out


def features(position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> list[float]:
    """The network's inputs for ``position`` (its colour to move about to throw) and ``score``.

    >>> from notation.board import Position
    >>> len(features(Position.start(), ScoreState())) == len(FEATURES)
    True
    """
    out = _dense(position, score, conventions)
    white = position.to_move is WHITE
    for counts in (position.white, position.black) if white else (position.black, position.white):
        for count in counts:
            out.extend(_point(count))
    return out


def prior(position: Position, score: ScoreState) -> float:
    """The logit of the partie equity table for the score's trous, the colour to move throwing first."""
    me = position.to_move
    return partie_logit(score.of(me).trous, score.of(me.opponent).trous)


class Valuer(Protocol):
    """What the tutor needs of an evaluator: the chance that the colour to move wins, from a position and score."""

    def __call__(self, position: Position, score: ScoreState, conventions: Conventions = DEFAULT, /) -> float: ...


_Vector = list[float]


@dataclass(frozen=True, slots=True)
class Evaluator:
    """``sigmoid(prior + out · tanh(hidden · x + b1) + b2)``, with ``x`` the features standardised.

    The standardisation is folded into the weights: each input's column of hidden weights is kept
    (``columns``), and each point's contribution for each count of dames is tabled (``points``), so that
    an evaluation adds one column a dense input and one a point held, never a row of zeros.
    """

    columns: tuple[_Vector, ...]
    """For each feature before the points, its hidden weights times its scale."""
    points: tuple[tuple[_Vector | None, ...], ...]
    """For each of the 48 points (the mover's 24 steps, then the opponent's), by count (0–15): what it adds."""
    bias: _Vector
    """The hidden biases with every input's shift folded in."""
    out: tuple[float, ...]
    out_bias: float
    prior_weight: float = 1.0
    """How much of the prior the value takes: 1 for weights trained over it, 0 for weights trained without it."""
    by_score: dict[tuple[float, ...], _Vector] = field(default_factory=dict, compare=False, repr=False)
    """The hidden units' share of each score's features, as computed (see :meth:`_total`)."""

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Evaluator:
        if data.get("features") != list(FEATURES):
            raise BadArgumentError(
                "the weights were trained on other features", name="features", value=data.get("features")
            )

        def floats(value: object) -> list[float]:
            assert isinstance(value, list)
            return [float(x) for x in value]

        hidden_rows = data["hidden"]
        assert isinstance(hidden_rows, list)
        hidden = [floats(row) for row in hidden_rows]
        scale, shift = floats(data["scale"]), floats(data["shift"])
        size = len(hidden)
        columns = [[hidden[j][i] * scale[i] for j in range(size)] for i in range(len(FEATURES))]
        bias = floats(data["hidden_bias"])
        for i, column in enumerate(columns):
            bias = [z - w * shift[i] for z, w in zip(bias, column, strict=True)]
        width = len(POINT_FEATURES)
        points: list[tuple[_Vector | None, ...]] = []
        for point in range(48):
            first = DENSE + point * width
            by_count: list[_Vector | None] = [None]
            for count in range(1, 16):
                vector = [0.0] * size
                for k, value in enumerate(_point(count)):
                    if value:
                        vector = [z + value * w for z, w in zip(vector, columns[first + k], strict=True)]
                by_count.append(vector)
            points.append(tuple(by_count))
        out_bias = data["out_bias"]
        assert isinstance(out_bias, int | float)
        prior_weight = data.get("prior_weight", 1.0)
        assert isinstance(prior_weight, int | float)
        return cls(
            tuple(columns[:DENSE]),
            tuple(points),
            bias,
            tuple(floats(data["out"])),
            float(out_bias),
            float(prior_weight),
        )

    def _total(self, dense: list[float], mine: tuple[int, ...], theirs: tuple[int, ...]) -> float:
        # The score's features come first and are the same for every play of a throw: their share of the hidden
        # units is kept by score (a ranking, and each reply of a 2-ply search, values many positions at one).
        key = tuple(dense[:_SCORE])
        acc = self.by_score.get(key)
        if acc is None:
            acc = self.bias
            for value, column in zip(key, self.columns, strict=False):
                if value:
                    acc = [z + value * w for z, w in zip(acc, column, strict=True)]
            if len(self.by_score) >= 4096:
                self.by_score.clear()
            self.by_score[key] = acc
        for value, column in zip(dense[_SCORE:], self.columns[_SCORE:], strict=True):
            if value:
                acc = [z + value * w for z, w in zip(acc, column, strict=True)]
        for offset, counts in ((0, mine), (24, theirs)):
            table = self.points
            for index, count in enumerate(counts):
                if count:
                    vector = table[offset + index][count]
                    assert vector is not None
                    acc = [z + w for z, w in zip(acc, vector, strict=True)]
        total = self.out_bias
        tanh = math.tanh
        for z, weight in zip(acc, self.out, strict=True):
            total += weight * tanh(z)
        return total

    def value(self, inputs: list[float], prior_logit: float = 0.0) -> float:
        """The chance (0–1) that the colour to move wins, from :func:`features` and :func:`prior`."""
        dense = inputs[:DENSE]
        width = len(POINT_FEATURES)
        counts = []
        for point in range(48):
            one, two, more = inputs[DENSE + point * width : DENSE + (point + 1) * width]
            counts.append(0 if not (one or two) else (1 if one else 2 + round(more * 4)))
        return _sigmoid(self.prior_weight * prior_logit + self._total(dense, tuple(counts[:24]), tuple(counts[24:])))

    def __call__(self, position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> float:
        white = position.to_move is WHITE
        mine, theirs = (position.white, position.black) if white else (position.black, position.white)
        total = self._total(_dense(position, score, conventions), mine, theirs)
        if self.prior_weight:
            total += self.prior_weight * prior(position, score)
        return _sigmoid(total)


def _sigmoid(total: float) -> float:
    if total < -30:
        return 1 / (1 + math.exp(30))
    return 1 / (1 + math.exp(-total))


@cache
def default_evaluator() -> Evaluator:
    """The evaluator whose weights ship with the package."""
    text = resources.files("notation").joinpath("evaluator.json").read_text(encoding="utf-8")
    return Evaluator.from_json(json.loads(text))


def evaluate(position: Position, score: ScoreState, conventions: Conventions = DEFAULT) -> float:
    """The chance (0–1) that ``position.to_move``, about to throw, wins the partie ordinaire from ``score``."""
    return default_evaluator()(position, score, conventions)


def equity(chance: float) -> float:
    """A chance of winning as an equity from −1 (lost) to +1 (won), as backgammon programs show it.

    >>> equity(0.75)
    0.5
    """
    return 2 * chance - 1


def swap_score(score: ScoreState) -> ScoreState:
    """The same score with the colours exchanged (for :meth:`Position.mirror`)."""
    pavillon = None if score.pavillon is None else score.pavillon.opponent
    return ScoreState(score.black, score.white, pavillon)
