"""The tutor on the command line: ``trictrac moves POSITION --dice 6-5 --rank`` and ``trictrac analyse RECORD``.

``trictrac analyse RECORD --booklet OUT.pdf`` also writes the record's booklet
with the tutor's marks under the throws it flags and each player's totals.

Equities are the mover's, from −1 (partie lost) to +1 (won); ``moves --rank``
ranks from the score given by ``--score`` (or carried by the position code;
else fresh, 0–0), the throw's own points marked first.  ``--rollouts N`` rolls
the best plays out N times each on the same dice (``notation.tutor.rollout``) and prints
each one's mean ± half its 95 % interval.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from notation.board import Colour, Position, point_of_step
from notation.dice import Throw
from notation.notations import Notation, Orientation, point_name
from notation.rules.conventions import Conventions
from notation.scoreboard import ScoreState
from studio.cli.common import (
    BadInput,
    ProgressLine,
    bounded_int,
    check_output_path,
    one_record,
    read_input_file,
    score_state_json,
    write_output,
)

if TYPE_CHECKING:
    from notation.record import GameRecord
    from notation.tutor.ranking import Analysis
    from notation.tutor.rollout import RolledPlay
    from studio.cli.common import Subparsers

__all__ = ["add_analyse_parser", "print_ranked"]


def _text(colour: Colour, step: int, notation: Notation) -> str:
    point = point_of_step(colour, step)
    return point.name if notation is Notation.BN else point_name(point, notation, Orientation())


def _moves(colour: Colour, moves: tuple[tuple[int, int], ...], notation: Notation) -> list[list[str]]:
    return [[_text(colour, a, notation), _text(colour, b, notation)] for a, b in moves]


def _moves_text(moves: list[list[str]]) -> str:
    return " ".join(f"{a}-{b}" for a, b in moves) or "(nothing can be played)"


def _score_text(state: ScoreState) -> str:
    """Write the score: ``0–0`` when fresh, else each side's points and trous, the bredouille and the pavillon."""
    if state.is_fresh():
        return "0–0"
    sides = []
    for colour in (Colour.WHITE, Colour.BLACK):
        player = state.of(colour)
        sides.append(
            f"{colour.value} {player.points} pts {player.trous} trous{' (bredouille)' if player.bredouille else ''}"
        )
    pavillon = f", pavillon {state.pavillon.value}" if state.pavillon is not None else ""
    return ", ".join(sides) + pavillon


class _RankedRow(TypedDict):
    """One legal play as ``trictrac moves --rank`` shows it."""

    rank: int
    moves: list[list[str]]
    equity: float
    loss: float
    ply: int
    position: str


def print_ranked(
    position: Position,
    throw: Throw,
    conventions: Conventions,
    notation: Notation,
    *,
    as_json: bool,
    previous_throw: Throw | None = None,
    score: ScoreState | None = None,
    ply: int = 1,
    rollouts: int = 0,
    truncate: int = 10,
    seed: int = 1,
) -> int:
    """Print the ``--rank`` output of ``trictrac moves``: every legal play by the evaluator, best first.

    The plays are ranked from ``score`` (fresh when None); with ``rollouts``, the best plays are rolled out that many
    times, mean ± 95 %."""
    # imported here: `trictrac tutor --help` stays fast without notation.tutor.ranking
    from notation.tutor.ranking import advise_throw

    before = ScoreState() if score is None else score
    advice = advise_throw(position, throw, before, conventions, previous_throw=previous_throw, ply=ply)
    colour = position.to_move
    rolled: list[_RolledRow] | None = None
    interrupted = False
    if rollouts:
        finished: list[RolledPlay] = []
        try:
            rolled = _rolled_rows(
                position, throw, advice.score, advice.given, conventions, notation, rollouts, truncate, seed, finished
            )
        except KeyboardInterrupt:  # the ranking is finished: shown with the plays rolled out whole, said unfinished
            interrupted = True
            rolled = _rows_of(finished, position.to_move, notation) if finished else None
    rows: list[_RankedRow] = [
        {
            "rank": number,
            "moves": _moves(colour, ranked.play.moves, notation),
            "equity": round(ranked.equity, 4),
            "loss": round(ranked.loss, 4),
            "ply": ranked.ply,
            "position": ranked.play.position.code(),
        }
        for number, ranked in enumerate(advice.ranked, start=1)
    ]
    leave = advice.leave
    leave_row = None
    if leave is not None:
        leave_row = {
            "advice": "leave" if leave.should_leave else "hold",
            "hold": round(leave.hold, 4),
            "leave": round(leave.leave, 4),
        }
    if as_json:
        data = {
            "dice": throw.code(),
            "to_move": colour.value,
            "score": score_state_json(before),
            "points": advice.points,
            "given": advice.given,
            "ply": ply,
            "plays": rows,
            "decision": leave_row,
        }
        if rolled is not None:
            data["rollout"] = {"trials": rollouts, "truncate": truncate, "seed": seed, "plays": rolled}
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return _unfinished(interrupted)
    print(
        f"{colour.english} to play {throw.code()} ({throw.name()}): {len(rows)} legal play(s), "
        f"ranked by the evaluator at {ply}-ply (equity for {colour.english}, score {_score_text(before)})"
    )
    if advice.points:
        print(f"  the throw marks {advice.points} point(s) for {colour.english}")
    for row in rows:
        loss = "" if row["rank"] == 1 else f" ({-row['loss']:+.3f})"
        depth = f"  [{row['ply']}-ply]" if ply > 1 else ""
        print(f"  {row['rank']:>3}. {_moves_text(row['moves']):<28} {row['equity']:+.3f}{loss}{depth}")
    if leave is not None:
        choice = "s'en aller" if leave.should_leave else "tenir"
        print(f"  the throw wins a trou: {choice} (tenir {leave.hold:+.3f}, s'en aller {leave.leave:+.3f})")
    if rolled is not None:
        unfinished = " (interrupted: the plays rolled out whole before it)" if interrupted else ""
        print(
            f"rolled out: the {len(rolled)} best play(s) at 1-ply, {rollouts} trial(s) of {truncate} throw(s), "
            f"seed {seed} (mean ± 95 % interval){unfinished}"
        )
        for out in rolled:
            behind = "" if out["rank"] == 1 else f" ({-out['loss']:+.3f})"
            print(
                f"  {out['rank']:>3}. {_moves_text(out['moves']):<28} {out['mean']:+.3f} ± {out['half_width']:.3f}"
                f"{behind}  [1-ply {out['equity']:+.3f}]"
            )
    return _unfinished(interrupted)


def _unfinished(interrupted: bool) -> int:
    """Return the status of a ranking shown whole: 0, or, its rollout interrupted, 130.

    The status 130 is the interruption's."""
    if interrupted:
        sys.stdout.flush()
        raise KeyboardInterrupt("the ranking shown is whole, its rollout was not finished")
    return 0


class _RolledRow(TypedDict):
    """One play rolled out, as ``trictrac moves --rank --rollouts N`` shows it."""

    rank: int
    moves: list[list[str]]
    equity: float
    mean: float
    standard_error: float
    half_width: float
    low: float
    high: float
    loss: float
    position: str


def _rolled_rows(
    position: Position,
    throw: Throw,
    score: ScoreState,
    given: int,
    conventions: Conventions,
    notation: Notation,
    trials: int,
    truncate: int,
    seed: int,
    finished: list[RolledPlay] | None = None,
) -> list[_RolledRow]:
    # imported here: `trictrac tutor --help` stays fast without notation.tutor.rollout
    from notation.tutor.rollout import rollout_plays

    line = ProgressLine("rolling out", "trials")
    try:
        rolled = rollout_plays(
            position,
            throw,
            score,
            conventions,
            trials=trials,
            truncate=truncate,
            seed=seed,
            given=given,
            progress=line.show,
            finished=finished,
        )
    except BaseException:
        line.end()
        raise
    return _rows_of(rolled, position.to_move, notation)


def _rows_of(rolled: list[RolledPlay], colour: Colour, notation: Notation) -> list[_RolledRow]:
    """Return the rows shown (and written as JSON) for plays rolled out, in their rollout's order."""
    return [
        {
            "rank": number,
            "moves": _moves(colour, each.play.moves, notation),
            "equity": round(each.static, 4),
            "mean": round(each.result.mean, 4),
            "standard_error": round(each.result.standard_error, 4),
            "half_width": round(each.result.half_width, 4),
            "low": round(each.result.low, 4),
            "high": round(each.result.high, 4),
            "loss": round(each.loss, 4),
            "position": each.play.position.code(),
        }
        for number, each in enumerate(rolled, start=1)
    ]


# -- trictrac analyse -----------------------------------------------------------------


def _cmd_analyse(args: argparse.Namespace) -> int:
    # imported here: `trictrac tutor --help` stays fast without notation.record, notation.tutor.ranking
    from notation.record import RecordError, read_record, replay_record
    from notation.tutor.ranking import analyse_partie

    path = Path(args.record)
    text = read_input_file(path, "record")
    offset, text = one_record(text, args.game, str(path))
    try:
        record = read_record(text)
    except RecordError as error:
        raise BadInput(f"{path}:{error.line + offset}:{error.column}: {error.message}") from None
    try:
        partie = replay_record(record)
    except ValueError as error:
        raise BadInput(f"{path}: {error}") from None
    notation = Notation(args.notation)
    if args.booklet is not None:
        check_output_path(args.booklet)
    line = ProgressLine("analysing", "choices")  # at 2-ply a long partie takes minutes
    try:
        analysis = analyse_partie(partie, ply=args.ply, progress=line.show)
    except BaseException:
        line.end()
        raise
    pages = _write_booklet(record, analysis, args.booklet) if args.booklet is not None else 0
    ratings = []
    shown_choices: list[tuple[str, str]] = []
    """Each rating's choice and the best one, as the text report writes them."""
    for rating in analysis.ratings:
        row: dict[str, object] = {
            "event": rating.event,
            "turn": rating.turn,
            "colour": rating.colour.value,
            "kind": rating.kind,
            "dice": rating.dice.code(),
            "choices": rating.choices,
            "equity": round(rating.chosen, 4),
            "best": round(rating.best, 4),
            "loss": round(rating.loss, 4),
            "flag": rating.flag.value or None,
            "ply": rating.ply,
        }
        if rating.kind == "play":
            played = _moves(rating.colour, rating.played, notation)
            best_play = _moves(rating.colour, rating.best_play.moves, notation) if rating.best_play else []
            row["played"], row["best_play"] = played, best_play
            shown_choices.append((_moves_text(played), _moves_text(best_play)))
        else:
            decided = "leave" if rating.leave else "hold"
            other = "hold" if rating.leave else "leave"
            best_choice = other if rating.best > rating.chosen else decided
            row["played"], row["best_play"] = decided, best_choice
            shown_choices.append((decided, best_choice))
        ratings.append(row)
    totals = {}
    for colour in Colour:
        total = analysis.totals(colour)
        totals[colour.value] = {
            "choices": total.choices,
            "loss": round(total.loss, 4),
            "mean_loss": round(total.mean_loss, 4),
            "doubtful": total.doubtful,
            "bad": total.bad,
            "very_bad": total.very_bad,
            "rating": total.rating.words if total.rating is not None else None,
        }
    if args.json:
        print(json.dumps({"file": str(path), "ratings": ratings, "totals": totals}, ensure_ascii=False, indent=2))
        return 0
    print(f"{path}: {len(ratings)} choices rated by the evaluator at {args.ply}-ply (equity lost against the best)")
    for row, (played_text, best) in zip(ratings, shown_choices, strict=True):
        if not (args.all or row["flag"]):
            continue
        flag = f"  {row['flag']} ({args.ply}-ply)" if row["flag"] else ""
        print(
            f"  {row['turn']:>4}. {row['colour']:<5} {row['dice']} {row['kind']:<8} {played_text:<26} "
            f"lost {row['loss']:.3f} (best {best}){flag}"
        )
    for side, sums in totals.items():
        print(
            f"  {side}: {sums['choices']} choices, equity lost {sums['loss']:.3f} "
            f"(mean {sums['mean_loss']:.4f}{', ' + str(sums['rating']) if sums['rating'] else ''}); "
            f"doubtful {sums['doubtful']}, bad {sums['bad']}, very bad {sums['very_bad']}"
        )
    if args.booklet is not None:
        print(f"{args.booklet}: booklet of {pages} pages with the tutor's marks and totals")
    return 0


def _write_booklet(record: GameRecord, analysis: Analysis, output: str) -> int:
    """Write the record's booklet with ``analysis`` printed, whole, to ``output``; return its number of pages."""
    # imported here: `trictrac tutor --help` stays fast without studio.export.booklet (307 ms)
    from studio.export.booklet import booklet_pdf

    buffer = io.BytesIO()
    line = ProgressLine("laying out the booklet", "pieces")
    try:
        result = booklet_pdf(record, buffer, analysis=analysis, progress=line.show)
    except BaseException:
        line.end()
        raise
    write_output(output, buffer.getvalue())
    return result.pages


def add_analyse_parser(commands: Subparsers) -> None:
    """Add ``trictrac analyse`` to the sub-commands."""
    analyse = commands.add_parser("analyse", help="rate each play and decision of a record against the best")
    analyse.add_argument("record", help="a record file (.trictrac)")
    analyse.add_argument("--notation", choices=["bn", "soumille"], default="bn")
    analyse.add_argument("--all", action="store_true", help="list every choice, not only the flagged errors")
    analyse.add_argument(
        "--game", type=bounded_int(1, 100_000), default=None, metavar="N", help="the Nth game of a file holding several"
    )
    analyse.add_argument("--json", action="store_true")
    analyse.add_argument(
        "--ply",
        type=bounded_int(1, 2),
        default=1,
        help="how deep the tutor looks: 1 (the evaluator) or 2 (the opponent's 21 throws and replies; slower)",
    )
    analyse.add_argument(
        "--booklet", metavar="OUT.pdf", help="also write the record's booklet with the tutor's marks and totals"
    )
    analyse.set_defaults(handler=_cmd_analyse)
