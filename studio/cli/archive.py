"""The archive and its puzzles from the command line.

The sub-commands: ``trictrac archive import|export|search|stats|history|analyse|player [--db URL]`` and ``trictrac
puzzles make|list|solve``.

``studio.cli.command`` adds these sub-commands with :func:`add_archive_parser`; each
handler returns the exit status (0, or 2 when a file could not be imported
or the input is bad, with one line per fault on stderr).
"""

from __future__ import annotations

import argparse
import calendar
import contextlib
import dataclasses
import re
import stat
import sys
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from notation.board import Colour, point_of_step
from notation.dice import Throw
from notation.errors import TrictracError
from studio.cli.common import (
    MAX_INPUT_BYTES,
    BadInput,
    CommandParser,
    ProgressLine,
    bounded_int,
    check_output_path,
    open_archive,
    print_json,
    read_position,
    summarised,
    write_output,
)
from studio.reading import shown

if TYPE_CHECKING:
    from collections.abc import Callable

    from studio.cli.common import Subparsers
    from studio.store.db import Archive
    from studio.store.importing import ImportProgress
    from studio.store.search import GameQuery, GameSummary

__all__ = ["MAX_LIMIT", "add_archive_parser", "add_puzzles_parser"]

MAX_LIMIT = 1_000_000_000
"""The largest --limit and --offset: beyond any archive, and within every database's integer range."""


def _open(args: argparse.Namespace) -> Archive:
    return open_archive(args.db)


def _import_progress(line: ProgressLine) -> Callable[[ImportProgress], None]:
    """Return what tells the import's progress to ``line``.

    It tells the files read, with the games, duplicates and errors so far."""

    def told(progress: ImportProgress) -> None:
        extra = f", {progress.games} games, {progress.duplicates} duplicates, {progress.errors} errors"
        line.show(progress.files_done, progress.files_total, extra)

    return told


def _cmd_import(args: argparse.Namespace) -> int:
    # imported here: `trictrac archive --help` stays fast without studio.store.importing
    from studio.store.importing import import_paths

    _named_paths(args.paths)
    archive = _open(args)
    try:
        line = ProgressLine("importing", "files", quiet=args.quiet)
        report = import_paths(
            archive,
            args.paths,
            on_duplicate="keep" if args.keep_duplicates else "skip",
            check=args.check,
            progress=_import_progress(line),
        )
    except BaseException:
        line.end()
        raise
    finally:
        archive.close()
    summarised("archive import", [str(error) for error in report.errors], most=20)
    if args.json:
        print_json(
            {
                "files": report.files,
                "games": report.games,
                "game_ids": report.game_ids,
                "duplicates": [
                    {"source": d.source, "index": d.index, "existing": d.existing} for d in report.duplicates
                ],
                "errors": [
                    {"path": e.path, "line": e.line, "column": e.column, "message": e.message} for e in report.errors
                ],
            }
        )
    else:
        verb = "kept" if args.keep_duplicates else "skipped"
        print(
            f"imported {report.games} games from {report.files - len(report.errors)} of {report.files} files; "
            f"{len(report.duplicates)} duplicates {verb}; {len(report.errors)} file(s) not imported"
        )
    return 2 if report.errors else 0


def _query(args: argparse.Namespace, limit: int | None) -> GameQuery:
    # imported here: `trictrac archive --help` stays fast without studio.store.search
    from studio.store.search import GameQuery, parse_result, parse_variant

    position = None
    if args.position:
        position = read_position(args.position).position
    if args.result is not None:
        parse_result(args.result)
    if args.variant is not None:
        parse_variant(args.variant)
    return GameQuery(
        player=args.player,
        white=args.white,
        black=args.black,
        event=args.event,
        date_from=args.date_from,
        date_to=args.date_to,
        result=args.result,
        variant=args.variant,
        text=args.text,
        position=position,
        duplicates=args.duplicates,
        limit=limit,
        offset=getattr(args, "offset", 0),
    )


def _cmd_search(args: argparse.Namespace) -> int:
    # imported here: `trictrac archive --help` stays fast without studio.store.search
    from studio.store.search import search_games

    query = dataclasses.replace(_query(args, args.limit), with_throws=True)  # "at throw 12" in each line
    archive = _open(args)
    try:
        found = search_games(archive, query)
    finally:
        archive.close()
    if args.json:
        print_json({"total": found.total, "games": [game.to_json() for game in found.games]})
        return 0
    for game in found.games:
        where = f"  at throw{'s' if len(game.at_throws) > 1 else ''} {', '.join(map(str, game.at_throws))}"
        print(
            f"#{game.id:<6} {game.date or '?':<10}  {game.white} – {game.black}  {game.event or '-'}  "
            f"{game.variant} {game.result} ({game.throws} throws){where if game.at_throws else ''}"
        )
    shown = len(found.games)
    more = f" (showing {query.offset + 1}–{query.offset + shown})" if shown < found.total and shown else ""
    print(f"{found.total_text} game{'s' if found.total != 1 or found.capped else ''}{more}")  # "10,000+ games"
    return 0


def _cmd_explore(args: argparse.Namespace) -> int:
    """Show the plays made from a position across the archive.

    The most played come first, with how the parties ended."""
    # imported here: `trictrac archive --help` stays fast without studio.store.explore
    from studio.store.explore import explore

    given = read_position(args.position)
    only = None
    if args.dice is not None:  # --dice '' is a throw mistyped, not "every throw"
        try:
            only = Throw.parse(args.dice)
        except ValueError as error:
            raise BadInput(str(error)) from None
    archive = _open(args)
    line = ProgressLine("exploring", "games")
    try:
        found = explore(archive, given.position, limit=args.games, progress=line.show)
    except BaseException:
        line.end()
        raise
    finally:
        archive.close()
    mover = given.position.to_move
    plays = [play for play in found.plays if only is None or play.dice == only]

    def moves_text(moves: tuple[tuple[int, int], ...]) -> str:
        return " ".join(f"{point_of_step(mover, a).name}-{point_of_step(mover, b).name}" for a, b in moves) or "-"

    if args.json:
        print_json(
            {
                "position": given.position.code(),
                "games": found.games,
                "total": found.total,
                "capped": found.capped,
                "plays": [
                    {
                        "dice": play.dice.code(),
                        "moves": moves_text(play.moves),
                        "times": play.times,
                        "white_won": play.white_won,
                        "black_won": play.black_won,
                        "unfinished": play.unfinished,
                        "games": play.games,
                    }
                    for play in plays
                ],
            }
        )
        return 0
    print(
        f"{given.position.code()}: {found.games} game{'s' if found.games != 1 else ''} read"
        f" of {found.total}{'+' if found.capped else ''} passing through it"
    )
    for play in plays:
        print(
            f"  {play.dice.code()}  {moves_text(play.moves):<24} {play.times:>5}×   "
            f"Blanc won {play.white_won}, Noir won {play.black_won}, unfinished {play.unfinished}"
        )
    if not plays:
        print("  no play made from this position in the archive")
    return 0


def _exported(archive: Archive, game_id: int, number: int, games: list[GameSummary], line: ProgressLine) -> str:
    """Game ``game_id``'s record, the ``number``-th of ``games``, with the export's progress shown."""
    # imported here: `trictrac archive --help` stays fast without studio.store.record_export
    from studio.store.record_export import game_text

    text = game_text(archive, game_id)
    line.show(number, len(games))
    return text


def _cmd_export(args: argparse.Namespace) -> int:
    """Write the games to one file, or to a folder a file per game; every file is written whole or not at all."""
    # imported here: `trictrac archive --help` stays fast without studio.store.record_export, studio.store.search
    from studio.store.record_export import game_file_name, write_folder
    from studio.store.search import search_games

    target = Path(args.output)
    as_folder = target.is_dir() or str(args.output).endswith(("/", "\\"))
    if not as_folder:
        check_output_path(target)
    elif not target.is_dir() and not target.parent.is_dir():
        raise BadInput(f"cannot make the folder {shown(target)}: the folder {shown(target.parent)} does not exist")
    query = _query(args, None)
    line = ProgressLine("exporting", "games")
    archive = _open(args)
    try:
        if as_folder:
            made = not target.is_dir()
            try:
                target.mkdir(exist_ok=True)
            except OSError as error:
                raise BadInput(f"cannot make the folder {shown(target)}: {error.strerror}") from None
            try:
                games = search_games(archive, query).games
                count = write_folder(
                    target,
                    (
                        (game_file_name(game.id, game.white, game.black), _exported(archive, game.id, n, games, line))
                        for n, game in enumerate(games, 1)
                    ),
                )
            except BaseException as error:
                line.end()
                if made:  # "nothing was written": not even the folder made for it
                    with contextlib.suppress(OSError):
                        target.rmdir()
                if isinstance(error, OSError):
                    raise BadInput(
                        f"cannot write into the folder {shown(target)}: {error.strerror or error} (nothing was written)"
                    ) from None
                raise
        else:
            games = search_games(archive, query).games
            try:
                texts = [_exported(archive, game.id, n, games, line) for n, game in enumerate(games, 1)]
            except BaseException:
                line.end()
                raise
            count = len(texts)
            write_output(target, "\n".join(texts))
    finally:
        archive.close()
    print(f"exported {count} game{'s' if count != 1 else ''} to {args.output}")
    return 0


def _cmd_stats(args: argparse.Namespace) -> int:
    # imported here: `trictrac archive --help` stays fast without studio.store.stats (15 ms)
    from studio.store.stats import archive_stats, player_stats

    archive = _open(args)
    try:
        if args.player:
            record = player_stats(archive, args.player)
        else:
            stats = archive_stats(archive)
    finally:
        archive.close()
    if args.player:
        if args.json:
            print_json({**asdict(record), "score": record.score})
        else:
            print(
                f"{record.name}: {record.games} games ({record.as_white} as Blanc, {record.as_black} as Noir); "
                f"won {record.won}, lost {record.lost}, drawn {record.drawn}, unfinished {record.unfinished}; "
                f"score {record.score:.0%}"
            )
            if record.by_variant:
                print("variants: " + ", ".join(f"{v} {n}" for v, n in sorted(record.by_variant.items())))
            if record.opponents:
                most = sorted(record.opponents.items(), key=lambda item: (-item[1], item[0]))[:5]
                print("most played: " + ", ".join(f"{o} {n}" for o, n in most))
        return 0
    if args.json:
        print_json(stats.to_json())
    else:
        print("\n".join(stats.lines()))
    return 0


def _cmd_history(args: argparse.Namespace) -> int:
    """Show the revisions of one archived game, or one revision's record.

    A revision is the game's record saved again from the studio."""
    # imported here: `trictrac archive --help` stays fast without studio.store.revisions
    from studio.store.revisions import game_history, revision_text

    archive = _open(args)
    try:
        try:
            history = game_history(archive, args.game)
            text = revision_text(archive, args.game, args.show) if args.show is not None else None
        except KeyError:
            what = f"game {args.game}" if args.show is None else f"revision {args.show} of game {args.game}"
            raise BadInput(f"the archive has no {what}") from None
    finally:
        archive.close()
    if text is not None:
        sys.stdout.write(text)
        return 0
    if args.json:
        print_json(
            {
                "game": args.game,
                "revisions": [
                    {"number": r.number, "saved_at": r.saved_at.isoformat(), "characters": r.characters}
                    for r in history
                ],
            }
        )
        return 0
    for revision in history:
        kind = "as archived first" if revision.number == 0 else "saved from the studio"
        print(
            f"revision {revision.number:<3} {revision.saved_at:%Y-%m-%d %H:%M:%S} UTC  "
            f"{revision.characters} characters  {kind}"
        )
    count = len(history)
    print(f"game {args.game}: {count} revision{'s' if count != 1 else ''}" + ("" if count else " (never saved again)"))
    return 0


def _cmd_analyse(args: argparse.Namespace) -> int:
    """Analyse the archive's games not yet analysed and keep each analysis with its game.

    With --all, every game is analysed."""
    # imported here: `trictrac archive --help` stays fast without studio.store.analyses (6 ms)
    from studio.store.analyses import analyse_games

    archive = _open(args)
    try:
        line = ProgressLine("analysing", "games", quiet=args.quiet)
        report = analyse_games(
            archive,
            player=args.player,
            again=args.all,
            ply=args.ply,
            progress=lambda p: line.show(p.done, p.total),
        )
    except BaseException:
        line.end()
        raise
    finally:
        archive.close()
    summarised("archive analyse", [f"game {game_id}: {why}" for game_id, why in report.failed])
    if args.json:
        print_json({"analysed": report.analysed, "failed": [{"game": g, "error": e} for g, e in report.failed]})
    else:
        print(f"analysed {len(report.analysed)} games at {args.ply}-ply; {len(report.failed)} could not be replayed")
    return 2 if report.failed else 0


def _moves_text(colour: Colour, value: tuple[tuple[int, int], ...] | str) -> str:
    if isinstance(value, str):
        return value
    return " ".join(f"{point_of_step(colour, a).name}-{point_of_step(colour, b).name}" for a, b in value) or "—"


def _cmd_player(args: argparse.Namespace) -> int:
    """Show a player's rating over time and his worst decisions across his games.

    The rating is read from his analysed games."""
    # imported here: `trictrac archive --help` stays fast without studio.store.analyses, studio.store.search_text
    # (6 ms)
    from studio.store.analyses import player_record, players_named
    from studio.store.search_text import normalize

    if not normalize(args.name).strip():
        raise BadInput("NAME: give a player's name (the whole name; accents and case aside)")
    archive = _open(args)
    try:
        record = player_record(archive, args.name, worst=args.worst)
        others = [] if record.games else players_named(archive, args.name)
    finally:
        archive.close()
    if not record.games:
        exact = [name for name in others if normalize(name) == normalize(args.name)]
        if others and not exact:
            shown = ", ".join(repr(name) for name in others[:10]) + (", …" if len(others) > 10 else "")
            raise BadInput(
                f"no player is named {args.name!r}; {len(others)} player(s) have it in their name: {shown} "
                "(give one name whole)"
            )
        raise BadInput(f"no analysed game of {args.name!r} (trictrac archive analyse first)")
    if args.json:
        print_json(
            {
                "player": record.name,
                "mean_loss": round(record.mean_loss, 4),
                "games": [
                    {
                        "game": g.game_id,
                        "date": g.date,
                        "colour": g.colour.value,
                        "opponent": g.opponent,
                        "choices": g.choices,
                        "mean_loss": round(g.mean_loss, 4),
                        "rating": g.rating.words if g.rating else None,
                    }
                    for g in record.games
                ],
                "worst": [choice.to_json() for choice in record.worst],
            }
        )
        return 0
    print(f"{record.name}: {len(record.games)} analysed games, mean equity lost {record.mean_loss:.4f} a choice")
    for g in record.games:
        words = g.rating.words if g.rating else "-"
        print(
            f"  {g.date or '?':<10}  game {g.game_id:<6} {g.colour.value:<5} v {g.opponent:<20} "
            f"{g.choices:>3} choices  mean {g.mean_loss:.4f}  {words}"
        )
    print("worst decisions:")
    for c in record.worst:
        print(
            f"  game {c.game_id:<6} turn {c.turn:<4} {c.dice} {c.kind:<8} {_moves_text(c.colour, c.played):<24} "
            f"lost {c.loss:.3f} (best {_moves_text(c.colour, c.best)})"
        )
    return 0


def _cmd_puzzles_make(args: argparse.Namespace) -> int:
    # imported here: `trictrac archive --help` stays fast without studio.store.puzzles (10 ms)
    from studio.store.puzzles import make_puzzles

    archive = _open(args)
    try:
        line = ProgressLine("puzzles", "errors looked at", quiet=args.quiet)
        report = make_puzzles(archive, progress=lambda p: line.show(p.done, p.total, f", {p.made} made"))
    except BaseException:
        line.end()
        raise
    finally:
        archive.close()
    if args.json:
        print_json(dataclasses.asdict(report))
    else:
        print(
            f"{report.made} puzzles made from {report.looked} errors; {report.unclear} not clear at 2-ply, "
            f"{report.skipped} of games that cannot be used"
        )
    return 0


def _cmd_puzzles_list(args: argparse.Namespace) -> int:
    # imported here: `trictrac archive --help` stays fast without studio.store.puzzles (10 ms)
    from studio.store.puzzles import list_puzzles

    archive = _open(args)
    try:
        puzzles = list_puzzles(archive)
    finally:
        archive.close()
    if args.json:
        print_json([puzzle.to_json() for puzzle in puzzles])
        return 0
    for p in puzzles:
        question = "find the best play" if p.kind == "play" else "tenir or s'en aller?"
        print(f"{p.id:>5}  game {p.game_id:<6} turn {p.turn:<4} {question:<22} loss {p.loss:.3f}  {p.code}")
    print(f"{len(puzzles)} puzzles")
    return 0


def _cmd_puzzles_solve(args: argparse.Namespace) -> int:
    # imported here: `trictrac archive --help` stays fast without studio.store.puzzles (10 ms)
    from studio.store.puzzles import check_answer, get_puzzle, parse_answer

    archive = _open(args)
    try:
        try:
            puzzle = get_puzzle(archive, args.id)
        except KeyError:
            raise BadInput(f"the archive has no puzzle {args.id}") from None
    finally:
        archive.close()
    try:
        verdict = check_answer(puzzle, parse_answer(puzzle, args.answer))
    except TrictracError as error:
        raise BadInput(f"puzzle {args.id}: {error}") from None
    colour = puzzle.setup.position.to_move
    best = _moves_text(colour, puzzle.best)
    played = _moves_text(colour, puzzle.played)
    if args.json:
        print_json({"puzzle": puzzle.to_json(), "right": verdict.right})
    else:
        print("right: that is the best choice" if verdict.right else f"wrong: the best is {best}")
        print(
            f"the tutor at 2-ply: {best} has equity {puzzle.best_equity:+.3f}, "
            f"the second best {puzzle.second_equity:+.3f}; "
            f"{played}, played in game {puzzle.game_id}, {puzzle.played_equity:+.3f} (lost {puzzle.loss:.3f})"
        )
    return 0 if verdict.right else 1


def add_puzzles_parser(subparsers: Subparsers) -> argparse.ArgumentParser:
    """Add ``puzzles make|list|solve`` to the ``trictrac`` parser's sub-parsers; returns its parser."""
    puzzles = subparsers.add_parser("puzzles", help="puzzles made from the errors of the archive's analysed games")
    commands = puzzles.add_subparsers(dest="puzzles_command", required=True, parser_class=type(puzzles))
    database = CommandParser(add_help=False)
    database.add_argument(
        "--db", metavar="URL", default=None, help="a SQLAlchemy URL (default: the archive in the user's data folder)"
    )
    make = commands.add_parser(
        "make", parents=[database], help="make puzzles of the errors that lost 0.16 or more, clear at 2-ply"
    )
    make.add_argument("--quiet", action="store_true", help="no progress line")
    make.add_argument("--json", action="store_true")
    make.set_defaults(handler=_cmd_puzzles_make)
    listing = commands.add_parser("list", parents=[database], help="the puzzles, the costliest error first")
    listing.add_argument("--json", action="store_true")
    listing.set_defaults(handler=_cmd_puzzles_list)
    solve = commands.add_parser("solve", parents=[database], help="check an answer (exit status 1 when wrong)")
    solve.add_argument("id", type=bounded_int(1, MAX_LIMIT), metavar="ID")
    solve.add_argument("answer", metavar="ANSWER", help='moves in B/N names ("B1-B7 B1-B6"), or hold / leave')
    solve.add_argument("--json", action="store_true")
    solve.set_defaults(handler=_cmd_puzzles_solve)
    return puzzles


_DATE_BOUND = re.compile(r"([0-9]{4})(?:[-.]([0-9]{1,2})(?:[-.]([0-9]{1,2}))?)?")


def _date_bound(text: str) -> str:
    """Check a date for argparse (a ``type``): one that exists, ``YYYY``, ``YYYY-MM`` or ``YYYY-MM-DD``.

    ``.`` is accepted too, as records write it.  A month 13 or a 45th day is refused rather than matching nothing."""
    match = _DATE_BOUND.fullmatch(text.strip())
    if match is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date: YYYY, YYYY-MM or YYYY-MM-DD")
    year, month, day = (int(group) if group else None for group in match.groups())
    if month is not None and not 1 <= month <= 12:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date: there is no month {month}")
    if day is not None and month is not None and not 1 <= day <= calendar.monthrange(year or 1, month)[1]:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date: {calendar.month_name[month]} has no day {day}")
    return text.strip()


def _named_paths(paths: list[str]) -> None:
    """Refuse at once a PATH named on the command line that is no record file or folder.

    Refused are a missing path, a pipe or a device (read, it would wait for ever or never end), and a file larger
    than any record."""
    for name in paths:
        path = Path(name)
        try:
            mode = path.stat().st_mode
        except OSError as error:
            raise BadInput(f"cannot read {shown(path)}: {error.strerror or error}") from None
        if stat.S_ISDIR(mode):
            continue
        if not stat.S_ISREG(mode):
            raise BadInput(f"cannot read {shown(path)}: not a file or a folder (a pipe or a device)")
        if path.stat().st_size > MAX_INPUT_BYTES:
            raise BadInput(f"{shown(path)} is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB")


def _filters(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--player", help="a player of either colour (part of the name; accents and case ignored)")
    parser.add_argument("--white", help="the player of Blanc")
    parser.add_argument("--black", help="the player of Noir")
    parser.add_argument("--event", help="the event (part of its name)")
    parser.add_argument(
        "--from", dest="date_from", metavar="DATE", type=_date_bound, help="played on or after YYYY[-MM[-DD]]"
    )
    parser.add_argument(
        "--to", dest="date_to", metavar="DATE", type=_date_bound, help="played on or before YYYY[-MM[-DD]]"
    )
    parser.add_argument("--result", help="white (B, blanc), black (N, noir), draw (nulle) or * (unfinished)")
    parser.add_argument("--variant", help="ordinaire or ecrire")
    parser.add_argument("--text", help="free text in names, event, site, round and comments (accents and case ignored)")
    parser.add_argument("--position", help="games passing through this position (a code, JSON or @file.json)")
    parser.add_argument("--duplicates", action="store_true", help="only games archived more than once")


def add_archive_parser(subparsers: Subparsers) -> argparse.ArgumentParser:
    """Add ``archive`` and its sub-commands to the ``trictrac`` parser's sub-parsers; returns its parser."""
    archive = subparsers.add_parser("archive", help="the archive of games: import, export, search, stats, history")
    commands = archive.add_subparsers(dest="archive_command", required=True, parser_class=type(archive))
    database = CommandParser(add_help=False)
    database.add_argument(
        "--db", metavar="URL", default=None, help="a SQLAlchemy URL (default: the archive in the user's data folder)"
    )

    imports = commands.add_parser("import", parents=[database], help="import record files and folders")
    imports.add_argument("paths", nargs="+", metavar="PATH", help="record files, or folders read recursively")
    imports.add_argument("--check", action="store_true", help="replay every record by the laws; refuse illegal ones")
    imports.add_argument("--keep-duplicates", action="store_true", help="archive a partie already there again")
    imports.add_argument("--quiet", action="store_true", help="no progress line")
    imports.add_argument("--json", action="store_true")
    imports.set_defaults(handler=_cmd_import)

    explorer = commands.add_parser(
        "explore", parents=[database], help="the plays made from a position across the archive, and how they ended"
    )
    explorer.add_argument("position", metavar="POSITION", help="a position code, JSON text or @file.json")
    explorer.add_argument("--dice", metavar="A-B", help="only the plays of this throw")
    explorer.add_argument(
        "--games", type=bounded_int(1, 100_000), default=2000, help="the most games read, latest first (default 2000)"
    )
    explorer.add_argument("--json", action="store_true")
    explorer.set_defaults(handler=_cmd_explore)

    exports = commands.add_parser("export", parents=[database], help="write games as records")
    exports.add_argument("output", metavar="OUT", help="a file (all games in it) or a folder (a file per game)")
    _filters(exports)
    exports.set_defaults(handler=_cmd_export)

    search = commands.add_parser("search", parents=[database], help="find games")
    _filters(search)
    search.add_argument("--limit", type=bounded_int(1, MAX_LIMIT), default=50, help="games shown (default 50)")
    search.add_argument("--offset", type=bounded_int(0, MAX_LIMIT), default=0, help="games skipped first")
    search.add_argument("--json", action="store_true")
    search.set_defaults(handler=_cmd_search)

    stats = commands.add_parser("stats", parents=[database], help="what the archive holds")
    stats.add_argument("--player", help="one player's record instead (exact name; accents and case ignored)")
    stats.add_argument("--json", action="store_true")
    stats.set_defaults(handler=_cmd_stats)

    history = commands.add_parser("history", parents=[database], help="the revisions of an archived game")
    history.add_argument("game", type=bounded_int(1, MAX_LIMIT), metavar="ID", help="the game's number")
    history.add_argument("--show", type=bounded_int(0, MAX_LIMIT), metavar="N", help="print revision N's record")
    history.add_argument("--json", action="store_true")
    history.set_defaults(handler=_cmd_history)

    analyse = commands.add_parser(
        "analyse", parents=[database], help="analyse the games not yet analysed and keep each analysis with its game"
    )
    analyse.add_argument("--player", help="only this player's games (part of the name; accents and case ignored)")
    analyse.add_argument("--all", action="store_true", help="analyse again the games analysed already")
    analyse.add_argument("--ply", type=int, choices=[1, 2], default=1, help="how deep the tutor looks (default 1)")
    analyse.add_argument("--quiet", action="store_true", help="no progress line")
    analyse.add_argument("--json", action="store_true")
    analyse.set_defaults(handler=_cmd_analyse)

    player = commands.add_parser(
        "player", parents=[database], help="a player's rating over his analysed games and his worst decisions"
    )
    player.add_argument("name", metavar="NAME", help="the player (the whole name; accents and case ignored)")
    player.add_argument("--worst", type=bounded_int(1, 10_000), default=20, help="worst decisions listed (20)")
    player.add_argument("--json", action="store_true")
    player.set_defaults(handler=_cmd_player)
    return archive
