"""Write the tutor's answers to the masters' positions into ``tests/data/masters.json``.

For each position built from a treatise's advice (docs/tutor.md, « The masters »), the tutor's answer at
1-ply, at 2-ply and by rollouts: its best play (or tenir / s'en aller), where the author's play ranks, and
whether they agree.  The rollouts take the author's best play (by 1-ply value among the plays he allows),
the tutor's 1-ply and 2-ply choices, all on the same dice (common random numbers), and give for each the
mean, the standard error and the difference with the author's play and its paired standard error.

    python scripts/masters_answers.py [--trials 72] [--truncate 10] [--seed 1] [--only ID ...]
    python scripts/masters_answers.py --keep-rollouts   # the 1-ply and 2-ply answers only (a new evaluator)

``tests/notation/tutor/test_masters.py`` recomputes only the 1-ply answers; the 2-ply and rollout answers are what this
script wrote (they take minutes).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

from notation.board import Position
from notation.code import parse_code
from notation.notations import Notation
from notation.rules.marking import mark
from notation.rules.moves import Play, legal_plays
from notation.scoreboard import ScoreState
from notation.tutor.ranking import advise_throw, rank_plays
from notation.tutor.rollout import RolloutResult, rollout, rollout_plays
from studio.cli.tutor import _moves, _moves_text

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "masters.json"


def play_text(position: Any, play: Play) -> str:
    """A play as ``trictrac moves --rank`` prints it (``B6-B12 B7-B12``)."""
    return _moves_text(_moves(position.to_move, play.moves, Notation.BN))


def _rolled(result: RolloutResult) -> dict[str, float]:
    return {"mean": round(result.mean, 4), "standard_error": round(result.standard_error, 4)}


def _paired(a: RolloutResult, b: RolloutResult) -> tuple[float, float]:
    """The mean difference a − b over the same trials (same dice) and its standard error."""
    diffs = [x - y for x, y in zip(a.values, b.values, strict=True)]
    mean = sum(diffs) / len(diffs)
    if len(diffs) < 2:
        return mean, 0.0
    variance = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean, math.sqrt(variance / len(diffs))


def answer_play(entry: dict[str, Any], trials: int, truncate: int, seed: int, rollouts: bool = True) -> dict[str, Any]:
    setup = parse_code(entry["position"])
    position, throw = setup.position, setup.dice
    assert throw is not None
    score = setup.score or ScoreState()
    plays = legal_plays(position, throw)
    author = [play for play in plays if play_text(position, play) in set(entry["plays"])]
    one = advise_throw(position, throw, score)
    allowed = {play.moves for play in author}
    author_best = next(r.play for r in one.ranked if r.play.moves in allowed)
    two = rank_plays(position, throw, one.score, given=one.given, ply=2, must=author_best)
    answers: dict[str, Any] = {}
    for name, ranked in (("ply1", one.ranked), ("ply2", two)):
        texts = [play_text(position, r.play) for r in ranked]
        rank = min(texts.index(text) for text in entry["plays"]) + 1
        mine = ranked[rank - 1]
        answers[name] = {
            "play": texts[0],
            "equity": round(ranked[0].equity, 4),
            "author_rank": rank,
            "author_loss": round(mine.loss, 4),
            "agree": texts[0] in entry["plays"],
        }
    if not rollouts:
        return answers
    candidates: list[Play] = [author_best]
    for ranked in (one.ranked, two):
        if all(ranked[0].play.moves != play.moves for play in candidates):
            candidates.append(ranked[0].play)
    if len(candidates) == 1 and len(one.ranked) > 1:
        candidates.append(next(r.play for r in one.ranked if r.play.moves != author_best.moves))
    rolled = rollout_plays(
        position,
        throw,
        one.score,
        plays=candidates,
        keep=len(candidates),
        given=one.given,
        trials=trials,
        truncate=truncate,
        seed=seed,
    )
    results = {play_text(position, r.play): r.result for r in rolled}
    mine_text = play_text(position, author_best)
    best_text = play_text(position, rolled[0].play)
    rows = []
    for r in rolled:
        text = play_text(position, r.play)
        diff, error = _paired(results[mine_text], r.result)
        rows.append(
            {"play": text, **_rolled(r.result), "author_minus_this": round(diff, 4), "paired_error": round(error, 4)}
        )
    other = next((r for r in rolled if r.play.moves != author_best.moves), None)
    verdict = "agree"
    if best_text not in entry["plays"]:
        assert other is not None
        diff, error = _paired(results[mine_text], results[best_text])
        verdict = "disagree" if -diff > 1.96 * error else "inside the noise"
    answers["rollout"] = {"play": best_text, "author_play": mine_text, "verdict": verdict, "plays": rows}
    return answers


def answer_decision(
    entry: dict[str, Any], trials: int, truncate: int, seed: int, rollouts: bool = True
) -> dict[str, Any]:
    setup = parse_code(entry["position"])
    position, throw = setup.position, setup.dice
    assert throw is not None
    score = setup.score or ScoreState()
    answers: dict[str, Any] = {}
    for name, ply in (("ply1", 1), ("ply2", 2)):
        advice = advise_throw(position, throw, score, ply=ply)
        assert advice.leave is not None, f"{entry['id']}: the throw wins no trou"
        choice = "leave" if advice.leave.should_leave else "hold"
        answers[name] = {
            "decision": choice,
            "hold": round(advice.leave.hold, 4),
            "leave": round(advice.leave.leave, 4),
            "agree": choice == entry["decision"],
        }
    if not rollouts:
        return answers
    one = advise_throw(position, throw, score)
    mover = position.to_move
    held = rollout_plays(
        position, throw, one.score, keep=1, given=one.given, trials=trials, truncate=truncate, seed=seed
    )[0].result
    left_score = mark(score, mover, one.points, leave=True).after
    gone = rollout(Position.start(mover), left_score, trials=trials, truncate=truncate, seed=seed)
    leave_mean = -gone.mean
    diff = held.mean - leave_mean
    error = math.sqrt(held.standard_error**2 + gone.standard_error**2)
    choice = "leave" if leave_mean > held.mean else "hold"
    answers["rollout"] = {
        "decision": choice,
        "hold": _rolled(held),
        "leave": {"mean": round(leave_mean, 4), "standard_error": round(gone.standard_error, 4)},
        "verdict": "agree"
        if choice == entry["decision"]
        else ("disagree" if abs(diff) > 1.96 * error else "inside the noise"),
    }
    return answers


def answer_points(entry: dict[str, Any]) -> dict[str, Any]:
    setup = parse_code(entry["position"])
    assert setup.dice is not None
    advice = advise_throw(setup.position, setup.dice, setup.score or ScoreState())
    return {"ply1": {"points": advice.points, "agree": advice.points == entry["points"]}}


def _cell(answer: dict[str, Any], kind: str) -> str:
    if kind == "points":
        return f"{answer['points']} pts"
    if kind == "decision":
        return str(answer["decision"])
    return str(answer["play"])


def table(data: dict[str, Any]) -> str:
    """The markdown table of docs/tutor.md, « The masters »: one row a position."""
    lines = [
        "| position | source | author | 1-ply | 2-ply | rollout | agree? |",
        "|---|---|---|---|---|---|---|",
    ]
    for entry in data["positions"]:
        tutor = entry["tutor"]
        kind = entry["kind"]
        author = {"play": " or ".join(entry.get("plays", [])[:2]), "decision": entry.get("decision", "")}.get(
            kind, f"{entry.get('points')} pts"
        )
        if kind == "play" and len(entry["plays"]) > 2:
            author += f" (or {len(entry['plays']) - 2} more)"
        marks = [("yes" if tutor[name]["agree"] else "no") for name in ("ply1", "ply2") if name in tutor]
        rolled = tutor.get("rollout")
        cells = [_cell(tutor["ply1"], kind), _cell(tutor["ply2"], kind) if "ply2" in tutor else "–"]
        if rolled is not None:
            cells.append(_cell(rolled, kind))
            marks.append(rolled["verdict"])
        else:
            cells.append("–")
        source = f"{entry['source']['book'].split(',')[0]}, {entry['source']['entry']}"
        lines.append(f"| `{entry['id']}` | {source} | {author} | " + " | ".join(cells) + f" | {' / '.join(marks)} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trials", type=int, default=72)
    parser.add_argument("--truncate", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=None, help="the ids to recompute (default: all)")
    parser.add_argument("--data", type=Path, default=DATA, help="the data file read and written (default: the tests')")
    parser.add_argument("--table", action="store_true", help="print the markdown table of docs/tutor.md and stop")
    parser.add_argument(
        "--keep-rollouts", action="store_true", help="recompute the 1-ply and 2-ply answers, keep the rollouts recorded"
    )
    args = parser.parse_args(argv)
    path: Path = args.data
    data = json.loads(path.read_text(encoding="utf-8"))
    if args.table:
        print(table(data))
        return 0
    if not args.keep_rollouts:
        data["rollouts"] = {"trials": args.trials, "truncate": args.truncate, "seed": args.seed}
    for entry in data["positions"]:
        if args.only and entry["id"] not in args.only:
            continue
        started = time.perf_counter()
        rollouts = not args.keep_rollouts
        if entry["kind"] == "play":
            entry["tutor"] = {
                **entry.get("tutor", {}),
                **answer_play(entry, args.trials, args.truncate, args.seed, rollouts),
            }
        elif entry["kind"] == "decision":
            entry["tutor"] = {
                **entry.get("tutor", {}),
                **answer_decision(entry, args.trials, args.truncate, args.seed, rollouts),
            }
        else:
            entry["tutor"] = answer_points(entry)
        print(f"{entry['id']:24} {time.perf_counter() - started:6.1f}s", file=sys.stderr, flush=True)
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
