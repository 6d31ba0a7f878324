"""The ``trictrac`` command: the engine from the shell (DESIGN.md, "The command-line contract").

Every sub-command reads its arguments, asks ``notation`` and prints text or
JSON.  Bad input exits with status 2 and one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from notation.board import Colour, Point, Position, point_of_step
from notation.dice import Throw
from notation.notations import Notation, Orientation, point_name
from notation.rules.conventions import DEFAULT, Conventions
from notation.score import PlayerScore, ScoreState

__all__ = ["BadInput", "main", "read_position"]


class BadInput(ValueError):
    """Input the command cannot use; reported as one line on stderr with exit status 2."""


@dataclass(frozen=True)
class PositionArgument:
    """What a POSITION argument holds: the position, and the conventions a JSON form may carry."""

    position: Position
    conventions: Conventions = DEFAULT
    dice: Throw | None = None
    previous_dice: Throw | None = None


def _read_text_argument(text: str, what: str) -> str:
    if text.startswith("@"):
        path = Path(text[1:])
        try:
            return path.read_text(encoding="utf-8")
        except OSError as error:
            raise BadInput(f"cannot read {what} file {path}: {error.strerror}") from None
    return text


def _load_json(text: str, what: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise BadInput(f"{what} JSON: {error.msg} at line {error.lineno} column {error.colno}") from None


def _position_from_json(data: Any) -> PositionArgument:
    if not isinstance(data, dict):
        raise BadInput("position JSON must be an object with white, black and to_move")
    unknown = set(data) - {"white", "black", "to_move", "throws", "conventions", "dice", "previous_dice"}
    if unknown:
        raise BadInput(f"position JSON: unknown field {sorted(unknown)[0]!r}")
    try:
        white = data.get("white", {})
        black = data.get("black", {})
        if not isinstance(white, dict) or not isinstance(black, dict):
            raise BadInput("position JSON: white and black map points (B1…N12) to numbers of dames")
        to_move = Colour.parse(str(data.get("to_move", "white")))
        throws_data = data.get("throws")
        throws: tuple[int, int] | None = None
        if throws_data is not None:
            if not isinstance(throws_data, dict) or not all(
                isinstance(throws_data.get(key), int) for key in ("white", "black")
            ):
                raise BadInput('position JSON: throws is {"white": n, "black": n}')
            throws = (throws_data["white"], throws_data["black"])
        conventions_data = data.get("conventions", {})
        if not isinstance(conventions_data, dict):
            raise BadInput("position JSON: conventions must be an object")
        conventions = Conventions.from_mapping(conventions_data)
        dice = Throw.parse(str(data["dice"])) if data.get("dice") is not None else None
        previous = data.get("previous_dice")
        previous_dice = Throw.parse(str(previous)) if previous is not None else None
        position = Position.from_points(white, black, to_move, throws)
    except BadInput:
        raise
    except ValueError as error:
        raise BadInput(f"position JSON: {error}") from None
    return PositionArgument(position, conventions, dice, previous_dice)


def read_position(text: str) -> PositionArgument:
    """Read a POSITION argument: a position code, JSON text starting with ``{``, or ``@file.json``."""
    from notation.code import CodeError, parse_code

    source = _read_text_argument(text, "position")
    stripped = source.strip()
    if stripped.startswith("{"):
        return _position_from_json(_load_json(stripped, "position"))
    try:
        setup = parse_code(stripped)
    except CodeError as error:
        raise BadInput(f"position code, column {error.column}: {error}") from None
    except ValueError as error:
        raise BadInput(f"position code: {error}") from None
    return PositionArgument(setup.position, DEFAULT, setup.dice)


def _read_dice(text: str | None, fallback: Throw | None) -> Throw:
    if text is None:
        if fallback is None:
            raise BadInput("no dice: give --dice A-B (or dice in the position)")
        return fallback
    try:
        return Throw.parse(text)
    except ValueError as error:
        raise BadInput(str(error)) from None


def _print_json(data: object) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _orientation(args: argparse.Namespace) -> Orientation:
    top = getattr(args, "top", None)
    return Orientation() if top is None else Orientation(top=Colour.parse(top))


# -- sub-commands ---------------------------------------------------------------------


def _cmd_show(args: argparse.Namespace) -> int:
    given = read_position(args.position)
    from notation.render.text import text_diagram

    print(text_diagram(given.position, Notation(args.notation), _orientation(args), dice=given.dice), end="")
    return 0


def _point_text(colour: Colour, step: int, notation: Notation) -> str:
    point: Point = point_of_step(colour, step)
    return point.name if notation is Notation.BN else point_name(point, notation, Orientation())


def _cmd_moves(args: argparse.Namespace) -> int:
    from notation.rules.moves import legal_plays

    given = read_position(args.position)
    throw = _read_dice(args.dice, given.dice)
    colour = given.position.to_move
    notation = Notation(args.notation)
    if args.rank:
        from studio.tutor_cli import print_ranked

        return print_ranked(
            given.position, throw, given.conventions, notation, as_json=args.json, previous_throw=given.previous_dice
        )
    plays = legal_plays(given.position, throw, given.conventions)
    rows = []
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
        _print_json({"dice": throw.code(), "to_move": colour.value, "plays": rows})
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
    from notation.rules.scoring import score

    given = read_position(args.position)
    throw = _read_dice(args.dice, given.dice)
    result = score(given.position, throw, given.conventions, previous_throw=given.previous_dice)
    if args.json:
        _print_json(result.to_json())
        return 0
    colour = given.position.to_move
    print(f"{colour.english} throws {throw.code()} ({throw.name()})")
    language = args.language
    for event in result.events:
        text = event.explanation_fr if language == "fr" else event.explanation_en
        print(f"  {event.points:>3}  {event.beneficiary.value:<5}  {event.rencontre.value:<18} {text}")
    if not result.events:
        print("  nothing scores")
    print(f"  total: white {result.total(Colour.WHITE)}, black {result.total(Colour.BLACK)}")
    return 0


def _cmd_chances(args: argparse.Namespace) -> int:
    from notation.rules.scoring import chances

    given = read_position(args.position)
    result = chances(given.position, given.conventions)
    if args.json:
        _print_json(result.to_json())
        return 0
    print(f"{given.position.to_move.english} to throw")
    print("  throw  weight  white  black")
    for row in result.throws:
        print(f"  {row.throw.code():>5}  {row.weight:>4}/36  {row.white:>5}  {row.black:>5}")
    white, black = result.expected(Colour.WHITE), result.expected(Colour.BLACK)
    print(f"  expected points per throw: white {white:.3f}, black {black:.3f}")
    return 0


def _score_state_from_json(data: Any) -> ScoreState:
    if not isinstance(data, dict):
        raise BadInput('start must be {"white": {...}, "black": {...}}')
    players = {}
    for colour in (Colour.WHITE, Colour.BLACK):
        entry = data.get(colour.value, {})
        if not isinstance(entry, dict):
            raise BadInput(f"start.{colour.value} must be an object")
        try:
            players[colour] = PlayerScore(
                points=int(entry.get("points", 0)),
                trous=int(entry.get("trous", 0)),
                bredouille=bool(entry.get("bredouille", False)),
            )
        except (TypeError, ValueError) as error:
            raise BadInput(f"start.{colour.value}: {error}") from None
    pavillon = data.get("pavillon")
    return ScoreState(
        players[Colour.WHITE], players[Colour.BLACK], None if pavillon is None else Colour.parse(str(pavillon))
    )


def _score_state_to_json(state: ScoreState) -> dict[str, object]:
    out: dict[str, object] = {
        colour.value: {
            "points": state.of(colour).points,
            "trous": state.of(colour).trous,
            "bredouille": state.of(colour).bredouille,
        }
        for colour in (Colour.WHITE, Colour.BLACK)
    }
    out["pavillon"] = None if state.pavillon is None else state.pavillon.value
    return out


def _cmd_mark(args: argparse.Namespace) -> int:
    from notation.rules.marking import mark

    data = _load_json(_read_text_argument(args.marks, "marks").strip(), "marks")
    if not isinstance(data, dict) or not isinstance(data.get("marks"), list):
        raise BadInput('MARKS must be {"marks": [{"colour": "white", "points": 2}, ...]}')
    state = _score_state_from_json(data["start"]) if "start" in data else ScoreState()
    states = []
    lines = []
    for number, entry in enumerate(data["marks"], start=1):
        if not isinstance(entry, dict) or "colour" not in entry or "points" not in entry:
            raise BadInput(f"mark {number}: needs colour and points")
        points = entry["points"]
        if not isinstance(points, int) or isinstance(points, bool) or points < 0:
            raise BadInput(f"mark {number}: points must be a whole number ≥ 0, not {points!r}")
        try:
            colour = Colour.parse(str(entry["colour"]))
            result = mark(
                state,
                colour,
                points,
                own_throw=bool(entry.get("own_throw", True)),
                leave=bool(entry.get("leave", False)),
            )
        except ValueError as error:
            raise BadInput(f"mark {number}: {error}") from None
        state = result.after
        states.append(_score_state_to_json(state))
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
        _print_json({"states": states})
    else:
        print("\n".join(lines) if lines else "no marks")
    return 0


def _cmd_settle(args: argparse.Namespace) -> int:
    from notation.ecrire import SettlementKind, Sheet, settle

    data = _load_json(_read_text_argument(args.sheet, "sheet").strip(), "sheet")
    if not isinstance(data, dict):
        raise BadInput('SHEET must be {"players": [...], "marques": [...]}')
    sheet = Sheet.from_mapping(data)
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
        _print_json(out)
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
            print(f"Gain brut {result.gross}, gain arrondi {result.rounded} for {result.winner}")
    return 0


def _cmd_selfplay(args: argparse.Namespace) -> int:
    import random
    import time

    from notation.autoplay import GreedyPlayer, Player, RandomPlayer, play_partie
    from notation.game import Roll, Variant

    if args.games < 1:
        raise BadInput("--games must be at least 1")
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
            from notation.bot import BotPlayer

            return BotPlayer()
        raise BadInput(f"unknown player {name!r} (random, greedy or bot)")

    players = (seat(names[0]), seat(names[1]))
    variant = Variant(args.variant)
    wins = {"white": 0, "black": 0, "none": 0}
    throws = 0
    parties = []
    started = time.perf_counter()
    for _ in range(args.games):
        partie = play_partie(players, random.Random(master.getrandbits(64)), variant)
        throws += sum(isinstance(event, Roll) for event in partie.events) + 1
        winner = partie.state.winner
        wins[winner.value if winner else "none"] += 1
        if args.out:
            parties.append(partie)
    seconds = time.perf_counter() - started
    if args.out:
        from notation.record import record_from_partie, write_record

        texts = [
            write_record(
                record_from_partie(partie, {"Event": f"selfplay {number}", "White": names[0], "Black": names[1]})
            )
            for number, partie in enumerate(parties, start=1)
        ]
        Path(args.out).write_text("\n".join(texts), encoding="utf-8")
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
        _print_json(summary)
    else:
        print(
            f"{args.games} parties ({variant.value}), {throws} throws in {seconds:.2f} s "
            f"({summary['throws_per_second']} throws/s); wins: white ({names[0]}) {wins['white']}, "
            f"black ({names[1]}) {wins['black']}"
        )
    return 0


def _cmd_check(args: argparse.Namespace) -> int:
    from notation.record import check_record_text

    path = Path(args.file)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise BadInput(f"cannot read {path}: {error.strerror}") from None
    except UnicodeDecodeError as error:
        raise BadInput(f"{path} is not UTF-8 text (byte {error.start})") from None
    problems = check_record_text(text)
    if args.json:
        _print_json(
            {
                "file": str(path),
                "problems": [
                    {"line": p.line, "column": p.column, "kind": p.kind, "message": p.message} for p in problems
                ],
            }
        )
    else:
        for problem in problems:
            print(f"{path}:{problem.line}:{problem.column}: {problem.message}")
        if not problems:
            print(f"{path}: every play and every mark agrees with the laws")
    return 1 if problems else 0


# -- the parser -----------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="trictrac", description="The grand trictrac's engine from the command line.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    notations = [notation.value for notation in Notation]

    show = commands.add_parser("show", help="a text diagram of a position")
    show.add_argument("position", help="a position code, JSON text or @file.json")
    show.add_argument("--notation", choices=notations, default="bn")
    show.add_argument("--top", choices=["white", "black"], default=None, help="the colour at the top")
    show.set_defaults(handler=_cmd_show)

    moves = commands.add_parser("moves", help="the legal plays of a throw")
    moves.add_argument("position")
    moves.add_argument("--dice", help="the throw, e.g. 6-5")
    moves.add_argument("--notation", choices=["bn", "soumille"], default="bn")
    moves.add_argument("--json", action="store_true")
    moves.add_argument("--rank", action="store_true", help="rank the plays by the evaluator, best first")
    moves.set_defaults(handler=_cmd_moves)

    score = commands.add_parser("score", help="everything a throw scores")
    score.add_argument("position")
    score.add_argument("--dice", help="the throw, e.g. 6-5")
    score.add_argument("--json", action="store_true")
    score.add_argument("--language", choices=["fr", "en"], default="en")
    score.set_defaults(handler=_cmd_score)

    chances = commands.add_parser("chances", help="what each of the 21 throws scores")
    chances.add_argument("position")
    chances.add_argument("--json", action="store_true")
    chances.set_defaults(handler=_cmd_chances)

    mark = commands.add_parser("mark", help="the marking of points into trous")
    mark.add_argument("marks", help='JSON {"marks": [...], "start": {...}} or @file.json')
    mark.add_argument("--json", action="store_true")
    mark.set_defaults(handler=_cmd_mark)

    settle = commands.add_parser("settle", help="the settlement of a partie à écrire")
    settle.add_argument("sheet", help='JSON {"players": [...], "marques": [...]} or @file.json')
    settle.add_argument("--json", action="store_true")
    settle.set_defaults(handler=_cmd_settle)

    check = commands.add_parser("check", help="replay a record through the engine and report its faults")
    check.add_argument("file")
    check.add_argument("--json", action="store_true")
    check.set_defaults(handler=_cmd_check)

    selfplay = commands.add_parser("selfplay", help="parties played by the engine")
    selfplay.add_argument("--games", type=int, default=1)
    selfplay.add_argument("--seed", type=int, default=None)
    selfplay.add_argument("--players", default="random,random", help="two of random, greedy, bot")
    selfplay.add_argument("--variant", choices=["ordinaire", "ecrire"], default="ordinaire")
    selfplay.add_argument("--out", help="write the parties' records to this file")
    selfplay.add_argument("--json", action="store_true")
    selfplay.set_defaults(handler=_cmd_selfplay)

    from studio.archive_cli import add_archive_parser
    from studio.export_cli import add_export_parser
    from studio.lessons_cli import add_lessons_parser

    add_archive_parser(commands)
    add_export_parser(commands)
    add_lessons_parser(commands)
    from studio.tutor_cli import add_analyse_parser

    add_analyse_parser(commands)
    return parser


Handler = Callable[[argparse.Namespace], int]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status (0, or 2 for bad input)."""
    args = _parser().parse_args(argv)
    handler: Handler = args.handler
    try:
        return handler(args)
    except BadInput as error:
        print(f"trictrac {args.command}: {error}", file=sys.stderr)
        return 2
    except ValueError as error:
        print(f"trictrac {args.command}: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
