"""``trictrac export diagram|booklet|scoresheet … -o FILE.pdf``: the PDF exports from the shell.

See docs/design.md, "The command-line contract".

``studio.cli.command`` wires it in with ``add_export_parser(commands)``.  Bad input
raises :class:`ValueError`, which the command reports on one line with exit
status 2.  Every PDF is made in memory and written whole or not at all
(``studio.cli.common.write_output``): a failed export leaves no half-written file.
"""

from __future__ import annotations

import argparse
import io
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from notation.board import Colour
from notation.notations import Notation, Orientation
from studio.cli.common import (
    BadInput,
    ProgressLine,
    bounded_int,
    check_output_path,
    one_record,
    open_archive,
    read_input_file,
    read_position,
    read_sheet,
    write_output,
)

if TYPE_CHECKING:
    from notation.ecrire import Sheet
    from studio.cli.common import Subparsers
    from studio.export.diagram import PrintedDiagram

__all__ = ["add_export_parser"]


Result = TypeVar("Result")


def _read_text(text: str, what: str) -> str:
    return read_input_file(text[1:] if text.startswith("@") else text, what)


def _to_pdf(output: str, render: Callable[[io.BytesIO], Result]) -> Result:
    """Render into memory, then write ``output`` whole; the path is checked before the work."""
    check_output_path(output)
    buffer = io.BytesIO()
    result = render(buffer)
    write_output(output, buffer.getvalue())
    return result


def _orientation(top: str | None) -> Orientation | None:
    if top is None:
        return None
    return Orientation(top=Colour.parse(top))


def _diagram_of(text: str, caption: str, annotations: str) -> PrintedDiagram:
    # imported here: `trictrac export --help` stays fast without notation.code, notation.render.annotations,
    # studio.export.diagram (117 ms)
    from notation.code import CodeError, parse_code
    from notation.render.annotations import parse_annotations
    from studio.export.diagram import PrintedDiagram

    notes = parse_annotations(annotations)
    stripped = text.strip()
    if stripped.startswith(("{", "@")):
        given = read_position(stripped)
        return PrintedDiagram(given.position, given.dice, None, caption, notes)
    try:
        setup = parse_code(stripped)
    except CodeError as error:
        raise ValueError(f"position code {stripped!r}: {error}") from None
    return PrintedDiagram(setup.position, setup.dice, setup.score, caption, notes)


def _per_item(values: list[str] | None, count: int, what: str) -> list[str]:
    """Give one value per position: none, one for all, or exactly one each."""
    values = values or []
    if len(values) > 1 and len(values) != count:
        raise ValueError(f"give one {what} for all the positions or one per position ({count}), not {len(values)}")
    return values * count if len(values) == 1 else values or [""] * count


def _cmd_diagram(args: argparse.Namespace) -> int:
    # imported here: `trictrac export --help` stays fast without studio.export.board_canvas, studio.export.diagram
    # (136 ms)
    from studio.export.board_canvas import STYLES
    from studio.export.diagram import diagrams_pdf

    count = len(args.positions)
    captions = _per_item(args.caption, count, "--caption")
    notes = _per_item(args.annotate, count, "--annotate")
    diagrams = [_diagram_of(p, c, a) for p, c, a in zip(args.positions, captions, notes, strict=True)]
    result = _to_pdf(
        args.output,
        lambda out: diagrams_pdf(
            diagrams,
            out,
            per_page=args.per_page,
            paper=args.paper,
            notation=Notation(args.notation),
            orientation=_orientation(args.top),
            style=STYLES[args.palette],
            title=args.title,
            first_number=args.first,
        ),
    )
    print(f"{args.output}: {count} diagram{'s' if count > 1 else ''} on {result.pages} page{'s' * (result.pages > 1)}")
    return 0


def _turn_numbers(text: str | None) -> set[int]:
    """Read turn numbers: ``1,5,9-12`` → {1, 5, 9, 10, 11, 12}; ``0`` and ``9-3`` refused.

    It is the export dialog's parser."""
    # imported here: `trictrac export --help` stays fast without studio.export.turn_ranges
    from studio.export.turn_ranges import TurnsError, parse_turns

    try:
        return parse_turns(text)
    except TurnsError as error:
        raise BadInput(f"--at: {error}") from None


def _cmd_booklet(args: argparse.Namespace) -> int:
    # imported here: `trictrac export --help` stays fast without notation.record, studio.export.board_canvas,
    # studio.export.booklet (307 ms)
    from notation.record import RecordError, read_record
    from studio.export.board_canvas import STYLES
    from studio.export.booklet import booklet_pdf

    at_turns = _turn_numbers(args.at)
    check_output_path(args.output)
    text = _read_text(args.record, "record")
    offset, text = one_record(text, args.game, "record")
    try:
        record = read_record(text)
    except RecordError as error:
        raise ValueError(f"record: line {error.line + offset}, column {error.column}: {error.message}") from None
    line = ProgressLine("laying out the booklet", "pieces")
    try:
        result = _to_pdf(
            args.output,
            lambda out: booklet_pdf(
                record,
                out,
                at_turns=at_turns,
                every_scoring=args.scoring,
                every=args.every,
                paper=args.paper,
                notation=Notation(args.notation) if args.notation else None,
                orientation=_orientation(args.top),
                style=STYLES[args.palette],
                title=args.title,
                progress=line.show,
            ),
        )
    except BaseException:
        line.end()
        raise
    print(f"{args.output}: {result.pages} pages, {len(result.diagrams)} diagrams")
    return 0


def _cmd_scoresheet(args: argparse.Namespace) -> int:
    # imported here: `trictrac export --help` stays fast without studio.export.scoresheet (160 ms)
    from studio.export.scoresheet import scoresheet_pdf

    sources = sum((args.blank, args.sheet is not None, args.game is not None, args.record is not None))
    if sources != 1:
        raise ValueError("give one of: a SHEET (JSON text or @file.json), --game ID, --record FILE, or --blank")
    check_output_path(args.output)
    if args.game is not None or args.record is not None:
        partie_sheet = _sheet_of_partie(args)
        result = _to_pdf(args.output, lambda out: scoresheet_pdf(out, partie_sheet, paper=args.paper, title=args.title))
    elif args.blank:
        players = [name.strip() for name in args.players.split(",") if name.strip()]
        result = _to_pdf(
            args.output,
            lambda out: scoresheet_pdf(
                out, players=players, marques=args.marques, jetons=args.jetons, paper=args.paper, title=args.title
            ),
        )
    else:
        data = read_sheet(args.sheet)
        if args.jetons:
            conventions = data.get("conventions") or {}
            if not isinstance(conventions, dict):
                raise BadInput("sheet JSON: conventions must be an object")
            data["conventions"] = {**conventions, "settlement": "jetons"}
        # imported here: `trictrac export --help` stays fast without notation.ecrire
        from notation.ecrire import Sheet

        sheet = Sheet.from_mapping(data)
        result = _to_pdf(args.output, lambda out: scoresheet_pdf(out, sheet, paper=args.paper, title=args.title))
    print(f"{args.output}: scoresheet, {result.pages} page")
    return 0


def _sheet_of_partie(args: argparse.Namespace) -> Sheet:
    """Make the scoresheet of a partie à écrire: an archived one (``--game ID``) or a record file.

    The record file is named by ``--record``."""
    # imported here: `trictrac export --help` stays fast without studio.games.session
    from studio.games.session import GameSession

    if args.record is not None:
        # imported here: `trictrac export --help` stays fast without notation.record.reader
        from notation.record.reader import split_records

        # A file of several records: its first partie.
        text = next((chunk for _offset, chunk in split_records(_read_text(f"@{args.record}", "record"))), "")
    else:
        # imported here: `trictrac export --help` stays fast without studio.store.record_export
        from studio.store.record_export import game_text

        archive = open_archive(args.db)
        try:
            text = game_text(archive, args.game)
        except KeyError:
            raise ValueError(f"no game {args.game} in the archive") from None
        finally:
            archive.close()
    sheet = GameSession.from_text(text).sheet()
    if sheet is None:
        raise ValueError("that partie is not a partie à écrire: it has no scoresheet")
    return sheet


def add_export_parser(subparsers: Subparsers) -> argparse.ArgumentParser:
    """Add ``export`` with its three kinds to the ``trictrac`` command's sub-commands."""
    export = subparsers.add_parser("export", help="PDF export: diagrams, booklets, scoresheets")
    kinds = export.add_subparsers(dest="kind", required=True, parser_class=type(export))
    notations = [notation.value for notation in Notation]

    def common(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("-o", "--output", required=True, help="the PDF file to write")
        parser.add_argument("--paper", choices=["a4", "letter"], default="a4")
        parser.add_argument("--title", default=None)

    diagram = kinds.add_parser("diagram", help="one or more positions as diagrams")
    diagram.add_argument("positions", nargs="+", metavar="POSITION", help="position codes (or JSON, @file.json)")
    diagram.add_argument("--per-page", type=bounded_int(1, 6), choices=[1, 2, 4, 6], default=1)
    diagram.add_argument("--caption", action="append", help="a caption: once for all, or once per position")
    diagram.add_argument(
        "--annotate", action="append", help="arrows and marks such as 'B1-B7 B6-B12:blue B7=A', as --caption"
    )
    diagram.add_argument("--notation", choices=notations, default="bn")
    diagram.add_argument("--top", choices=["white", "black"], default=None, help="the colour at the top")
    diagram.add_argument("--palette", choices=["print", "classic"], default="print")
    diagram.add_argument("--first", type=bounded_int(0, 1_000_000), default=1, help="the number of the first diagram")
    common(diagram)
    diagram.set_defaults(handler=_cmd_diagram)

    booklet = kinds.add_parser("booklet", help="a game record as a booklet with diagrams")
    booklet.add_argument("record", help="a record file (or - for standard input)")
    booklet.add_argument(
        "--game", type=bounded_int(1, 100_000), default=None, metavar="N", help="the Nth game of a file holding several"
    )
    booklet.add_argument("--at", default=None, help="turn numbers to draw, e.g. 1,12,20-24")
    booklet.add_argument(
        "--scoring", action="store_true", default=None, help="a diagram at every throw that marks points"
    )
    booklet.add_argument("--every", type=int, default=None, metavar="N", help="a diagram every N throws")
    booklet.add_argument("--notation", choices=notations, default=None, help="default: the record's")
    booklet.add_argument("--top", choices=["white", "black"], default=None)
    booklet.add_argument("--palette", choices=["print", "classic"], default="print")
    common(booklet)
    booklet.set_defaults(handler=_cmd_booklet)

    sheet = kinds.add_parser("scoresheet", help="the partie-à-écrire scoresheet, blank or filled")
    sheet.add_argument("sheet", nargs="?", default=None, help='SHEET JSON {"players": [...], "marques": [...]}')
    sheet.add_argument("--blank", action="store_true", help="a blank sheet for play over the board")
    sheet.add_argument("--players", default="A,B", help="the blank sheet's players: two, three or four names")
    sheet.add_argument("--marques", type=bounded_int(1, 60), default=6, help="rows of the blank sheet")
    sheet.add_argument("--jetons", action="store_true", help="the settlement in jetons")
    common(sheet)
    sheet.add_argument(
        "--game", type=bounded_int(1, 2**62), default=None, help="an archived partie à écrire, by its number"
    )
    sheet.add_argument("--record", default=None, help="a record file of a partie à écrire")
    sheet.add_argument("--db", default=None, help="the archive's SQLAlchemy URL (default: the user's)")
    sheet.set_defaults(handler=_cmd_scoresheet)
    return export
