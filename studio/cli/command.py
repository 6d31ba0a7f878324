"""The ``trictrac`` command: the engine from the shell (docs/design.md, "The command-line contract").

Every sub-command reads its arguments (:mod:`studio.cli.common`), asks ``notation`` and prints text or
JSON.  This module holds the engine's sub-commands (show, moves, score, chances, mark, settle, check,
selfplay), the parser that adds those of :mod:`studio.cli.archive`, :mod:`studio.cli.export` and
:mod:`studio.cli.lessons`, and :func:`main`, the one place an error becomes its one-line message:
bad input exits with status 2 and one line on stderr, never a traceback or a hang.
``TRICTRAC_DEBUG=1`` in the environment shows the traceback instead (for debugging).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from notation.board import Colour, Point, point_of_step
from notation.dice import Throw
from notation.notations import Notation, Orientation, point_name
from notation.position_json import JsonError, json_flag, json_text, json_whole, load_json
from notation.scoreboard import PlayerScore, ScoreState
from studio.cli.common import (
    MAX_TROUS,
    BadInput,
    CommandParser,
    ProgressLine,
    RecordAppender,
    bounded_int,
    check_output_path,
    one_line,
    print_json,
    read_input_file,
    read_position,
    read_sheet,
    read_text_argument,
    score_state_json,
    terminated_as_interrupted,
    write_output,
)
from studio.reading import shown
from studio.version import VersionAction

if TYPE_CHECKING:
    from studio.cli.common import Subparsers

__all__ = ["DEBUG_ENV", "main"]

DEBUG_ENV = "TRICTRAC_DEBUG"
"""Set to 1 to see the traceback of an error instead of its one-line message (for debugging)."""

MAX_MARK_POINTS = 360
"""The most points one mark may carry.  One throw scores at most 12 points per opponent dame beaten (three
façons of 4, or two of 6 by doublet: Lois et règles, arts. IX–XII), so under 15 × 12 = 180 for batteries, plus
remplir, conserver, coin, sortie and the jans de départ (under 100 together): 360, thirty jeux, is beyond any
throw the laws allow, and keeps the marking bounded."""


RANKED_TROUS = 11
"""The most trous ``moves --rank`` takes: a partie ordinaire is over at 12 (Lois et règles, art. XV)."""


# -- reading the engine's arguments ----------------------------------------------------


def _read_dice(text: str | None, fallback: Throw | None) -> Throw:
    if text is None:
        if fallback is None:
            raise BadInput("no dice: give --dice A-B (or dice in the position)")
        return fallback
    try:
        return Throw.parse(text)
    except ValueError as error:
        raise BadInput(str(error)) from None


def _orientation(args: argparse.Namespace) -> Orientation:
    top = getattr(args, "top", None)
    return Orientation() if top is None else Orientation(top=Colour.parse(top))


# -- sub-commands ---------------------------------------------------------------------


def _cmd_show(args: argparse.Namespace) -> int:
    given = read_position(args.position)
    # imported here: `trictrac --help` loads only what every command needs, not notation.render.text
    from notation.render.text import text_diagram

    print(text_diagram(given.position, Notation(args.notation), _orientation(args), dice=given.dice), end="")
    return 0


def _point_text(colour: Colour, step: int, notation: Notation) -> str:
    point: Point = point_of_step(colour, step)
    return point.name if notation is Notation.BN else point_name(point, notation, Orientation())


class _PlayRow(TypedDict):
    """One legal play as ``trictrac moves --json`` prints it."""

    moves: list[list[str]]
    unplayed: list[int]
    par_puissance: bool
    fills: list[str]
    conserves: list[str]
    position: str


MAX_ROLLOUT_THROWS = 100_000
"""The most throws a rollout may play for each play it values (``--rollouts`` times ``--truncate``): about two
minutes a play with the compiled engine (a throw costs about a millisecond, 3 late in a partie), five without.
100,000 trials of 10 throws took 45 minutes a play, and --truncate 1000 days, without a word."""


def _cmd_moves(args: argparse.Namespace) -> int:
    # imported here: `trictrac --help` loads only what every command needs, not notation.rules.moves
    from notation.rules.moves import legal_plays

    given = read_position(args.position)
    throw = _read_dice(args.dice, given.dice)
    colour = given.position.to_move
    notation = Notation(args.notation)
    score = _ranking_score(args, given.score)
    if args.rollouts and args.rollouts * max(args.truncate, 1) > MAX_ROLLOUT_THROWS:
        most = MAX_ROLLOUT_THROWS // max(args.truncate, 1)
        raise BadInput(
            f"--rollouts {args.rollouts} with --truncate {args.truncate} plays {args.rollouts * args.truncate:,} "
            f"throws for each play rolled out: {MAX_ROLLOUT_THROWS:,} at most, so that it ends in minutes, not "
            f"hours or days (--rollouts {most:,} at most with --truncate {args.truncate})"
        )
    if args.rank:
        # imported here: `trictrac --help` loads only what every command needs, not studio.cli.tutor
        from studio.cli.tutor import print_ranked

        return print_ranked(
            given.position,
            throw,
            given.conventions,
            notation,
            as_json=args.json,
            previous_throw=given.previous_dice,
            score=score,
            ply=args.ply,
            rollouts=args.rollouts,
            truncate=args.truncate,
            seed=args.seed,
        )
    if args.ply != 1:
        raise BadInput("--ply goes with --rank (the legal plays do not depend on the tutor's depth)")
    if args.rollouts:
        raise BadInput("--rollouts goes with --rank (the legal plays are listed without valuing them)")
    plays = legal_plays(given.position, throw, given.conventions)
    rows: list[_PlayRow] = []
    for play in plays:
        moves = [[_point_text(colour, a, notation), _point_text(colour, b, notation)] for a, b in play.moves]
        rows.append(
            {
                "moves": moves,
                "unplayed": list(play.unplayed),
                "par_puissance": play.par_puissance,
                "fills": sorted(jan.value for jan in play.fills),
                "conserves": sorted(jan.value for jan in play.conserves),
                "position": play.position.code(),
            }
        )
    if args.json:
        print_json({"dice": throw.code(), "to_move": colour.value, "plays": rows})
        return 0
    print(f"{colour.english} to play {throw.code()} ({throw.name()}): {len(rows)} legal play(s)")
    for row in rows:
        text = " ".join(f"{a}-{b}" for a, b in row["moves"]) or "(nothing can be played)"
        notes = []
        if row["unplayed"]:
            notes.append("unplayed " + ",".join(str(n) for n in row["unplayed"]))
        if row["par_puissance"]:
            notes.append("coin par puissance")
        if row["fills"]:
            notes.append("fills " + ",".join(row["fills"]))
        if row["conserves"]:
            notes.append("conserves " + ",".join(row["conserves"]))
        print(f"  {text}" + (f"   [{'; '.join(notes)}]" if notes else ""))
    return 0


def _cmd_score(args: argparse.Namespace) -> int:
    # imported here: `trictrac --help` loads only what every command needs, not notation.rules.scoring
    from notation.rules.scoring import score

    given = read_position(args.position)
    throw = _read_dice(args.dice, given.dice)
    result = score(given.position, throw, given.conventions, previous_throw=given.previous_dice)
    if args.json:
        print_json(result.to_json())
        return 0
    colour = given.position.to_move
    french = args.language == "fr"
    if french:
        print(f"{colour.french} amène {throw.code()} ({throw.name()})")
    else:
        print(f"{colour.english} throws {throw.code()} ({throw.name()})")
    for event in result.events:
        text = event.explanation_fr if french else event.explanation_en
        print(f"  {event.points:>3}  {event.beneficiary.value:<5}  {event.rencontre.value:<18} {text}")
    if not result.events:
        # imported here: `trictrac --help` loads only what every command needs, not notation.rules.reasons
        from notation.rules.reasons import why_nothing_scores

        print("  rien ne marque\u202f:" if french else "  nothing scores:")
        # Why, rencontre by rencontre of the tarif (what the studio's analysis says under an empty list).
        for reason in why_nothing_scores(given.position, throw, given.conventions):
            print(f"    – {reason.get(args.language)}")
    white, black = result.total(Colour.WHITE), result.total(Colour.BLACK)
    print(f"  total\u202f: Blanc {white}, Noir {black}" if french else f"  total: Blanc {white}, Noir {black}")
    return 0


def _cmd_chances(args: argparse.Namespace) -> int:
    # imported here: `trictrac --help` loads only what every command needs, not notation.rules.scoring
    from notation.rules.scoring import chances

    given = read_position(args.position)
    result = chances(given.position, given.conventions)
    if args.json:
        print_json(result.to_json())
        return 0
    print(f"{given.position.to_move.english} to throw")
    print("  throw  weight  white  black")
    for row in result.throws:
        print(f"  {row.throw.code():>5}  {row.weight:>4}/36  {row.white:>5}  {row.black:>5}")
    white, black = result.expected(Colour.WHITE), result.expected(Colour.BLACK)
    print(f"  expected points per throw: white {white:.3f}, black {black:.3f}")
    return 0


def _score_state_from_json(data: object, what: str = "start", most_trous: int = MAX_TROUS) -> ScoreState:
    if not isinstance(data, dict):
        raise BadInput(f'{what} must be {{"white": {{...}}, "black": {{...}}}}')
    players = {}
    for colour in (Colour.WHITE, Colour.BLACK):
        entry = data.get(colour.value, {})
        where = f"{what}.{colour.value}"
        if not isinstance(entry, dict):
            raise BadInput(f"{where} must be an object")
        try:
            players[colour] = PlayerScore(
                points=json_whole(entry.get("points", 0), f"{where}.points", 0, 11),
                trous=json_whole(entry.get("trous", 0), f"{where}.trous", 0, most_trous),
                bredouille=json_flag(entry.get("bredouille", False), f"{where}.bredouille"),
            )
        except (BadInput, JsonError):
            raise
        except ValueError as error:
            raise BadInput(f"{where}: {error}") from None
    pavillon = data.get("pavillon")
    return ScoreState(
        players[Colour.WHITE],
        players[Colour.BLACK],
        _colour(json_text(pavillon, f"{what}.pavillon"), f"{what}.pavillon") if pavillon is not None else None,
    )


def _colour(text: str, what: str) -> Colour:
    try:
        return Colour.parse(text)
    except ValueError as error:
        raise BadInput(f"{what}: {error}") from None


def _ranking_score(args: argparse.Namespace, carried: ScoreState | None) -> ScoreState | None:
    """Return the score ``moves --rank`` ranks from.

    It is ``--score`` (the JSON of ``mark``'s ``start``), else the one the position code carries, else none (fresh).
    The evaluator ranks a partie ordinaire in play, so its trous stop short of the 12 that end it, and a score no
    marking reaches is refused (``ScoreState.warnings``)."""
    if not args.rank:
        if args.score is not None:
            raise BadInput("--score goes with --rank (the legal plays do not depend on the score)")
        return None
    if args.score is None:
        state, what = carried, "the position's score"
    else:
        data = load_json(read_text_argument(args.score, "score").strip(), "score")
        state, what = _score_state_from_json(data, "score", RANKED_TROUS), "score"
    if state is None:
        return None
    for colour in (Colour.WHITE, Colour.BLACK):
        if state.of(colour).trous > RANKED_TROUS:
            raise BadInput(
                f"{what}: {colour.value} has {state.of(colour).trous} trous, the partie is over at 12 "
                f"(the ranking is for a partie in play, 0 to {RANKED_TROUS} trous)"
            )
    warnings = state.warnings()
    if warnings:
        raise BadInput(f"{what}: {warnings[0]}")
    return state


def _cmd_mark(args: argparse.Namespace) -> int:
    # imported here: `trictrac --help` loads only what every command needs, not notation.rules.marking
    from notation.rules.marking import mark

    data = load_json(read_text_argument(args.marks, "marks").strip(), "marks")
    if not isinstance(data, dict) or not isinstance(data.get("marks"), list):
        raise BadInput('MARKS must be {"marks": [{"colour": "white", "points": 2}, ...]}')
    state = _score_state_from_json(data["start"]) if "start" in data else ScoreState()
    states = []
    lines = []
    for number, entry in enumerate(data["marks"], start=1):
        if not isinstance(entry, dict) or "colour" not in entry or "points" not in entry:
            raise BadInput(f"mark {number}: needs colour and points")
        points = json_whole(entry["points"], f"mark {number}: points", 0, MAX_MARK_POINTS)
        own_throw = json_flag(entry.get("own_throw", True), f"mark {number}: own_throw")
        leave = json_flag(entry.get("leave", False), f"mark {number}: leave")
        colour_name = json_text(entry["colour"], f"mark {number}: colour")
        try:
            colour = Colour.parse(colour_name)
            result = mark(state, colour, points, own_throw=own_throw, leave=leave)
        except ValueError as error:
            raise BadInput(f"mark {number}: {error}") from None
        state = result.after
        states.append(score_state_json(state))
        verb = " and leaves" if result.left else (" and holds" if result.may_leave else "")
        gained = f", {result.trous} trou(s)" if result.trous else ""
        lines.append(
            f"{number:>3}. {colour.value} marks {points}{gained}{verb}: "
            f"white {state.white.points} pts {state.white.trous} trous"
            f"{' (bredouille)' if state.white.bredouille else ''}, "
            f"black {state.black.points} pts {state.black.trous} trous"
            f"{' (bredouille)' if state.black.bredouille else ''}"
        )
    if args.json:
        print_json({"states": states})
    else:
        print("\n".join(lines) if lines else "no marks")
    return 0


def _cmd_settle(args: argparse.Namespace) -> int:
    # imported here: `trictrac --help` loads only what every command needs, not notation.ecrire
    from notation.ecrire import SettlementKind, Sheet, settle

    sheet = Sheet.from_mapping(read_sheet(args.sheet))
    result = settle(sheet)
    if args.json:
        out: dict[str, object] = {}
        for name, lines in result.players.items():
            entry: dict[str, object] = {
                "I": lines.I,
                "II": lines.II,
                "III": lines.III,
                "IV": lines.IV,
                "final": lines.final,
                "marques_won": lines.won,
            }
            if name == result.winner or sheet.side_of(name) == result.winner:
                entry["gross"] = result.gross
                entry["rounded"] = result.rounded
            out[name] = entry
        out["players"] = list(sheet.players)
        assert sheet.mode is not None  # Sheet.__post_init__ reads it from the players when it is not given
        out["mode"] = sheet.mode.value
        out["settlement"] = result.kind.value
        out["sides"] = {side: list(members) for side, members in result.sides.items()}
        out["winner"] = result.winner
        out["gross"] = result.gross
        out["rounded"] = result.rounded
        out["balances"] = dict(result.balances)
        out["rounded_balances"] = dict(result.rounded_balances)
        if result.kind is SettlementKind.JETONS:
            out["fiches"] = dict(result.fiches or {})
        out["payments"] = [
            {"payer": p.payer, "payee": p.payee, "amount": p.amount, "reason": p.reason} for p in result.payments
        ]
        print_json(out)
        return 0
    sides = list(result.sides) or list(sheet.players)
    lines_of = {side: result.players[result.sides[side][0] if result.sides else side] for side in sides}
    width = max(8, *(len(side) for side in sides))
    print(f"{'':<28}" + "".join(f"{side:>{width + 2}}" for side in sides))
    for number, marque in enumerate(sheet.marques, start=1):
        winner_side = sheet.side_of(marque.winner)
        cells = [str(marque.points) if side == winner_side else "—" for side in sides]
        refaits = f" ({marque.refaits} refait{'s' if marque.refaits > 1 else ''})" if marque.refaits else ""
        print(f"{f'marqué {number}{refaits}':<28}" + "".join(f"{cell:>{width + 2}}" for cell in cells))
    if result.kind is SettlementKind.JETONS:
        labels = ("Marqués (I)", "Queue des jetons (II)", "Paris (III)", "Queue du postillon (IV)", "Reçu")
    else:
        labels = ("Total (I)", "Queue des jetons (II)", "Marqués (III)", "Queue des marqués (IV)", "Résultat final")
    for label, attribute in zip(labels, ("I", "II", "III", "IV", "final"), strict=True):
        print(f"{label:<28}" + "".join(f"{getattr(lines_of[side], attribute):>{width + 2}}" for side in sides))
    if result.winner is None:
        print("Equal: nothing to pay")
    else:
        if result.kind is SettlementKind.JETONS:
            fiches = (result.fiches or {}).get(result.winner, 0)
            print(f"Gain brut {result.gross} jetons, arrondi {result.rounded} ({fiches} fiches) for {result.winner}")
        else:
            print(f"{result.winner} wins: gain brut {result.gross}, gain arrondi {result.rounded}")
    return 0


def _cmd_selfplay(args: argparse.Namespace) -> int:
    # imported here: `trictrac --help` loads only what every command needs, not random, notation.autoplay,
    # notation.game
    import random

    from notation.autoplay import GreedyPlayer, Player, RandomPlayer, play_partie
    from notation.game import Roll, Variant

    if args.out:
        check_output_path(args.out)
    names = [name.strip() for name in args.players.split(",")]
    if len(names) != 2:
        raise BadInput("--players takes two players, e.g. random,greedy")
    master = random.Random(args.seed)

    def seat(name: str) -> Player:
        if name == "random":
            return RandomPlayer(random.Random(master.getrandbits(64)))
        if name == "greedy":
            return GreedyPlayer()
        if name == "bot":
            # imported here: `trictrac --help` loads only what every command needs, not notation.tutor.bot
            from notation.tutor.bot import BotPlayer

            return BotPlayer()
        if name == "tutor":
            # imported here: `trictrac --help` loads only what every command needs, not notation.tutor.ranking
            from notation.tutor.ranking import TutorPlayer

            return TutorPlayer()
        if name.startswith("tutor:"):
            # imported here: `trictrac --help` loads only what every command needs, not notation.tutor.levels
            from notation.tutor.levels import LEVELS, LevelPlayer, level_named

            try:
                level = level_named(name.partition(":")[2])
            except ValueError:
                known = ", ".join(f"tutor:{level.name}" for level in LEVELS)
                raise BadInput(f"unknown player {name!r} ({known})") from None
            return LevelPlayer(level, random.Random(master.getrandbits(64)))
        raise BadInput(f"unknown player {name!r} (random, greedy, bot, tutor or tutor:LEVEL)")

    players = (seat(names[0]), seat(names[1]))
    variant = Variant(args.variant)
    wins = {"white": 0, "black": 0, "none": 0}
    throws = 0
    # A regular file gets each partie's record as the partie ends (an interrupted run keeps those finished); a
    # device or a pipe (/dev/stdout) gets them all at the end, as any output.
    out = Path(args.out) if args.out else None
    appender = RecordAppender(out) if out is not None and (not out.exists() or out.is_file()) else None
    texts: list[str] = []
    progress = ProgressLine("selfplay", "parties")
    started = time.perf_counter()
    try:
        with terminated_as_interrupted():
            for number in range(1, args.games + 1):
                partie = play_partie(players, random.Random(master.getrandbits(64)), variant)
                throws += sum(isinstance(event, Roll) for event in partie.events) + 1
                winner = partie.state.winner
                wins[winner.value if winner else "none"] += 1
                if out is not None:
                    # imported here: `trictrac --help` loads only what every command needs, not notation.record
                    from notation.record import record_from_partie, write_record

                    tags = {"Event": f"selfplay {number}", "White": names[0], "Black": names[1]}
                    text = write_record(record_from_partie(partie, tags))
                    if appender is not None:
                        appender.add(text)
                    else:
                        texts.append(text)
                progress.show(number, args.games)
    except KeyboardInterrupt:
        progress.end()
        if appender is None:
            raise
        raise KeyboardInterrupt(appender.keep_finished()) from None
    except BaseException:
        progress.end()
        if appender is not None:
            appender.discard()
        raise
    seconds = time.perf_counter() - started
    if appender is not None:
        appender.finish()
    elif out is not None:
        write_output(out, "\n".join(texts))
    summary = {
        "games": args.games,
        "throws": throws,
        "seconds": round(seconds, 3),
        "throws_per_second": round(throws / seconds, 1) if seconds else None,
        "wins": {"white": wins["white"], "black": wins["black"], "none": wins["none"]},
        "players": {"white": names[0], "black": names[1]},
        "variant": variant.value,
    }
    if args.json:
        print_json(summary)
    else:
        print(
            f"{args.games} parties ({variant.value}), {throws} throws in {seconds:.2f} s "
            f"({summary['throws_per_second']} throws/s); wins: white ({names[0]}) {wins['white']}, "
            f"black ({names[1]}) {wins['black']}"
        )
    return 0


def _cmd_check(args: argparse.Namespace) -> int:
    # imported here: `trictrac --help` loads only what every command needs, not notation.record
    from notation.record import check_record_text

    path = Path(args.file)
    text = read_input_file(path, "record")
    problems = check_record_text(text)
    if args.json:
        print_json(
            {
                "file": str(path),
                "problems": [
                    {"line": p.line, "column": p.column, "kind": p.kind, "message": p.message} for p in problems
                ],
            }
        )
    else:
        for problem in problems:
            print(f"{shown(path)}:{problem.line}:{problem.column}: {problem.message}")
        if not problems:
            print(f"{shown(path)}: every play and every mark agrees with the laws")
    return 1 if problems else 0


# -- the parser -----------------------------------------------------------------------


def _add_show(commands: Subparsers) -> None:
    show = commands.add_parser("show", help="a text diagram of a position")
    show.add_argument("position", help="a position code, JSON text or @file.json")
    show.add_argument("--notation", choices=[notation.value for notation in Notation], default="bn")
    show.add_argument("--top", choices=["white", "black"], default=None, help="the colour at the top")
    show.set_defaults(handler=_cmd_show)


def _add_moves(commands: Subparsers) -> None:
    moves = commands.add_parser("moves", help="the legal plays of a throw")
    moves.add_argument("position")
    moves.add_argument("--dice", help="the throw, e.g. 6-5")
    moves.add_argument("--notation", choices=["bn", "soumille"], default="bn")
    moves.add_argument("--json", action="store_true")
    moves.add_argument("--rank", action="store_true", help="rank the plays by the evaluator, best first")
    moves.add_argument(
        "--ply",
        type=bounded_int(1, 2),
        default=1,
        help="with --rank, how deep the tutor looks: 1 (the evaluator) or 2 (the opponent's 21 throws and replies)",
    )
    moves.add_argument(
        "--rollouts",
        type=bounded_int(1, 100_000),
        default=0,
        metavar="N",
        help="with --rank, roll out the best plays N times each (same dice for each play), mean ± 95 %%; N "
        f"times --truncate is {MAX_ROLLOUT_THROWS:,} at most",
    )
    moves.add_argument(
        "--truncate",
        type=bounded_int(0, 1000),
        default=10,
        metavar="T",
        help="with --rollouts, the throws each trial plays before the evaluator values it (default 10)",
    )
    moves.add_argument(
        "--seed",
        type=bounded_int(0, 2**31),
        default=1,
        help="with --rollouts, the seed of the trials' dice (default 1)",
    )
    moves.add_argument(
        "--score",
        metavar="SCORE",
        help='with --rank, the score before the throw: JSON {"white": {"points": 4, "trous": 2, "bredouille": true}, '
        '"black": {...}, "pavillon": "black"} or @file.json (default: the position code\'s, else 0-0)',
    )
    moves.set_defaults(handler=_cmd_moves)


def _add_score(commands: Subparsers) -> None:
    score = commands.add_parser("score", help="everything a throw scores")
    score.add_argument("position")
    score.add_argument("--dice", help="the throw, e.g. 6-5")
    score.add_argument("--json", action="store_true")
    score.add_argument("--language", choices=["fr", "en"], default="en")
    score.set_defaults(handler=_cmd_score)


def _add_chances(commands: Subparsers) -> None:
    chances = commands.add_parser("chances", help="what each of the 21 throws scores")
    chances.add_argument("position")
    chances.add_argument("--json", action="store_true")
    chances.set_defaults(handler=_cmd_chances)


def _add_mark(commands: Subparsers) -> None:
    mark = commands.add_parser("mark", help="the marking of points into trous")
    mark.add_argument("marks", help='JSON {"marks": [...], "start": {...}} or @file.json')
    mark.add_argument("--json", action="store_true")
    mark.set_defaults(handler=_cmd_mark)


def _add_settle(commands: Subparsers) -> None:
    settle = commands.add_parser("settle", help="the settlement of a partie à écrire")
    settle.add_argument("sheet", help='JSON {"players": [...], "marques": [...]} or @file.json')
    settle.add_argument("--json", action="store_true")
    settle.set_defaults(handler=_cmd_settle)


def _add_check(commands: Subparsers) -> None:
    check = commands.add_parser("check", help="replay a record through the engine and report its faults")
    check.add_argument("file")
    check.add_argument("--json", action="store_true")
    check.set_defaults(handler=_cmd_check)


def _add_selfplay(commands: Subparsers) -> None:
    selfplay = commands.add_parser("selfplay", help="parties played by the engine")
    selfplay.add_argument("--games", type=bounded_int(1, 1_000_000), default=1)
    selfplay.add_argument("--seed", type=bounded_int(-(10**18), 10**18), default=None)
    selfplay.add_argument(
        "--players",
        default="random,random",
        help="two of random, greedy, bot (one-ply look-ahead), tutor (the evaluator), "
        "tutor:LEVEL (beginner, casual, intermediate, advanced, expert)",
    )
    selfplay.add_argument("--variant", choices=["ordinaire", "ecrire"], default="ordinaire")
    selfplay.add_argument("--out", help="write the parties' records to this file")
    selfplay.add_argument("--json", action="store_true")
    selfplay.set_defaults(handler=_cmd_selfplay)


# The families of sub-commands in their own modules, imported only when their command is named.


def _add_archive(commands: Subparsers) -> None:
    # imported here: `trictrac --help` loads only what every command needs, not studio.cli.archive
    from studio.cli.archive import add_archive_parser

    add_archive_parser(commands)


def _add_puzzles(commands: Subparsers) -> None:
    # imported here: `trictrac --help` loads only what every command needs, not studio.cli.archive
    from studio.cli.archive import add_puzzles_parser

    add_puzzles_parser(commands)


def _add_export(commands: Subparsers) -> None:
    # imported here: `trictrac --help` loads only what every command needs, not studio.cli.export
    from studio.cli.export import add_export_parser

    add_export_parser(commands)


def _add_lessons(commands: Subparsers) -> None:
    # imported here: `trictrac --help` loads only what every command needs, not studio.cli.lessons
    from studio.cli.lessons import add_lessons_parser

    add_lessons_parser(commands)


def _add_analyse(commands: Subparsers) -> None:
    # imported here: `trictrac --help` loads only what every command needs, not studio.cli.tutor
    from studio.cli.tutor import add_analyse_parser

    add_analyse_parser(commands)


SUB_COMMANDS: dict[str, Callable[[Subparsers], None]] = {
    "show": _add_show,
    "moves": _add_moves,
    "score": _add_score,
    "chances": _add_chances,
    "mark": _add_mark,
    "settle": _add_settle,
    "check": _add_check,
    "selfplay": _add_selfplay,
    "archive": _add_archive,
    "puzzles": _add_puzzles,
    "export": _add_export,
    "lessons": _add_lessons,
    "analyse": _add_analyse,
}
"""Each sub-command, in the order ``trictrac --help`` lists them, and what adds its parser (and its arguments)
to the command's sub-parsers."""


def _parser(command: str | None = None) -> argparse.ArgumentParser:
    """Build the command's parser; with ``command`` one of :data:`SUB_COMMANDS`, that sub-command's only.

    Building every sub-parser (a hundred arguments) was a quarter of a command's start.  The one named is the
    whole of what the parse reads then; the others are only listed in the top-level usage (which an error after
    the sub-command prints, such as an unrecognised argument), written as ``add_subparsers`` writes its choices.
    Any other first argument (none, ``--help``, a misspelt command) gets the whole tree, which prints the full
    listing.  ``tests/cli/test_cli_help.py`` compares each sub-command's help and errors both ways.
    """
    parser = CommandParser(prog="trictrac", description="The grand trictrac's engine from the command line.")
    parser.add_argument("--version", action=VersionAction)
    if command not in SUB_COMMANDS:
        commands = parser.add_subparsers(dest="command", required=True, parser_class=CommandParser)
        for add in SUB_COMMANDS.values():
            add(commands)
        return parser
    listing = "{" + ",".join(SUB_COMMANDS) + "}"
    commands = parser.add_subparsers(dest="command", required=True, parser_class=CommandParser, metavar=listing)
    SUB_COMMANDS[command](commands)
    return parser


Handler = Callable[[argparse.Namespace], int]


def _message(error: BaseException) -> str:
    """Say what to tell the user of an error: its message (never its repr), on one line."""
    if isinstance(error, OSError) and error.strerror:
        if error.filename is None:
            return error.strerror
        return f"{shown(str(error.filename))}: {error.strerror}"
    original = getattr(error, "orig", None)
    if original is not None and _is_database_error(error):
        return f"database: {one_line(str(original)) or type(original).__name__}"
    if _is_database_error(error):
        # SQLAlchemy appends a help link on a line of its own: keep the message.
        return f"database: {str(error).splitlines()[0] if str(error) else type(error).__name__}"
    if isinstance(error, RecursionError):
        return "the input is nested too deeply"
    if isinstance(error, MemoryError):
        return "the input needs more memory than there is"
    return str(error) or type(error).__name__


def _is_database_error(error: BaseException) -> bool:
    # Looked up, not imported: a command that never opened a database cannot raise its errors.
    # The drivers' own errors too: a connection's first statements (the archive's pragmas) run outside
    # SQLAlchemy's wrapping, so a file that is no database raises sqlite3's error itself.
    kinds = (
        ("sqlalchemy.exc", "SQLAlchemyError"),
        ("alembic.util.exc", "CommandError"),
        ("sqlite3", "Error"),
        ("psycopg", "Error"),
    )
    for module, name in kinds:
        loaded = sys.modules.get(module)
        kind = getattr(loaded, name, None) if loaded is not None else None
        if isinstance(kind, type) and isinstance(error, kind):
            return True
    return False


def _user_error(error: BaseException) -> bool:
    """Errors that come from the input or the machine (a file, the disk, the database), not from a bug."""
    return isinstance(error, (ValueError, OSError, ArithmeticError, RecursionError, MemoryError)) or (
        _is_database_error(error)
    )


def _undecodable_argument(arguments: Sequence[str]) -> str | None:
    """Tell which argument is not valid text, said plainly.

    An argument whose bytes are not UTF-8 reaches Python with its bad bytes as lone surrogates (``M\\xe9nard`` typed
    in Latin-1), which fail where the text is written or stored (a file name with them is still opened: only its use
    as text fails, and only then is it reported)."""
    for number, argument in enumerate(arguments, 1):
        bad = next((index for index, char in enumerate(argument) if "\udc80" <= char <= "\udcff"), None)
        if bad is not None:
            raw = argument.encode("utf-8", "surrogateescape")
            written = raw.decode("utf-8", "backslashreplace")
            byte = ord(argument[bad]) - 0xDC00
            return (
                f"argument {number} ({written}) is not valid text: byte 0x{byte:02X} at character {bad + 1} is not "
                "UTF-8 (type it in UTF-8, the terminal's encoding)"
            )
    return None


def _drop_unwritable_stdout() -> None:
    """Point a standard output that cannot be written (a full disk, ``> /dev/full``) at the null device.

    What is left in its buffer would otherwise fail again when the interpreter flushes it at exit, printing
    a second message and exiting with 120 after the one line that said why.
    """
    try:
        sys.stdout.flush()
    except OSError:
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status: 0, 1 (``check`` found faults), 2 for bad input.

    This is the one place errors become messages: whatever escapes a sub-command is reported as one line
    on stderr, ``trictrac COMMAND: message``, with status 2 (an error of the machine or the input) or 70
    (a fault of the program, which is a bug to report).  With ``TRICTRAC_DEBUG=1`` in the environment,
    the traceback is shown instead.
    """
    arguments = sys.argv[1:] if argv is None else list(argv)
    args = _parser(arguments[0] if arguments else None).parse_args(arguments)
    handler: Handler = args.handler
    command = " ".join(
        part for part in (args.command, getattr(args, "archive_command", None), getattr(args, "kind", None)) if part
    )
    debug = os.environ.get(DEBUG_ENV, "") not in ("", "0")
    try:
        status = handler(args)
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        # The reader went away (``trictrac … | head``): not an error; stop writing to the closed pipe.
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except BadInput as error:
        if debug:
            raise
        print(f"trictrac {command}: {one_line(str(error))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt as interruption:
        # A long job says what it kept of its work (the parties finished, written).
        kept = f"; {interruption}" if str(interruption) else ""
        print(f"trictrac {command}: interrupted{kept}", file=sys.stderr)
        return 130
    except Exception as error:
        if debug:
            raise
        encoding = isinstance(error, UnicodeError) or isinstance(getattr(error, "orig", None), UnicodeError)
        undecodable = _undecodable_argument(arguments) if encoding else None
        if undecodable is not None:
            print(f"trictrac {command}: {undecodable}", file=sys.stderr)
            return 2
        if _user_error(error):
            print(f"trictrac {command}: {one_line(_message(error))}", file=sys.stderr)
            if isinstance(error, OSError):
                _drop_unwritable_stdout()
            return 2
        print(
            f"trictrac {command}: internal error ({type(error).__name__}: {one_line(_message(error))}); "
            f"run with {DEBUG_ENV}=1 for the details",
            file=sys.stderr,
        )
        return 70


if __name__ == "__main__":
    sys.exit(main())
