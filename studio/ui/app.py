"""``trictrac-studio``: open the studio's main window (or save a picture of it and exit).

Startup stays light: the arguments are read before Qt is imported, and only
the modules the first window needs are loaded.
"""

from __future__ import annotations

import argparse
import os
import sys

__all__ = ["main"]

DEFAULT_SIZE = (1100, 860)


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size (expected WIDTHxHEIGHT, such as 1200x900)") from None
    if not (100 <= width <= 10000 and 100 <= height <= 10000):
        raise argparse.ArgumentTypeError(f"{text!r}: width and height run 100–10000 pixels")
    return width, height


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="trictrac-studio", description="The desktop workshop for the grand trictrac.")
    parser.add_argument(
        "--position",
        metavar="CODE_OR_JSON",
        help="the position to show: a position code, JSON text starting with { or @file.json (default: the start)",
    )
    parser.add_argument("--screenshot", metavar="FILE", help="save a PNG of the main window to FILE and exit")
    parser.add_argument("--size", type=_size, metavar="WxH", help="the window's size in pixels, such as 1200x900")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the studio; returns the exit status (0, or 2 with a one-line message for bad input)."""
    args = _parser().parse_args(argv)
    from notation.board import Position

    position = Position.start()
    dice = None
    if args.position:
        from studio.cli import BadInput, read_position

        try:
            given = read_position(args.position)
        except (BadInput, ValueError) as error:
            print(f"trictrac-studio: {error}", file=sys.stderr)
            return 2
        position, dice = given.position, given.dice

    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from studio.ui.main_window import MainWindow

    app = QApplication.instance()
    if app is None:
        app = QApplication(list(sys.argv[:1]) if argv is not None else list(sys.argv))
        app.setApplicationName("Trictrac Studio")
        app.setOrganizationName("Trictrac Studio")
    window = MainWindow(position)
    window.board.setDice(dice)
    width, height = args.size or DEFAULT_SIZE
    window.resize(width, height)
    if args.screenshot:
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        window.show()
        QApplication.processEvents()
        image = window.grab().toImage()
        ok = image.save(args.screenshot, "PNG")
        window.close()
        window.deleteLater()
        if not ok:
            print(f"trictrac-studio: cannot write {args.screenshot}", file=sys.stderr)
            return 2
        return 0
    window.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
