"""``trictrac-studio``: open the studio's main window (or save a picture of it and exit).

Startup stays light: the arguments are read before Qt is imported, and only
the modules the first window needs are loaded.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from studio.version import VersionAction

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from studio.ui.i18n import Translations
    from studio.ui.main_window import MainWindow
    from studio.ui.settings import Settings

__all__ = ["Started", "main", "start"]

DEFAULT_SIZE = (1100, 860)


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size (expected WIDTHxHEIGHT, such as 1200x900)") from None
    if not (100 <= width <= 10000 and 100 <= height <= 10000):
        raise argparse.ArgumentTypeError(f"{text!r}: width and height run 100–10000 pixels")
    return width, height


_MAX_POSITION_BYTES = 1024 * 1024
"""The largest position file ``--position @FILE`` reads: a position's JSON is a few hundred bytes."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="trictrac-studio", description="The desktop workshop for the grand trictrac.")
    parser.add_argument(
        "--position",
        metavar="CODE_OR_JSON",
        help="the position to show: a position code, JSON text starting with { or @file.json (default: the start)",
    )
    parser.add_argument("--screenshot", metavar="FILE", help="save a PNG of the main window to FILE and exit")
    parser.add_argument("--size", type=_size, metavar="WxH", help="the window's size in pixels, such as 1200x900")
    parser.add_argument("--lang", choices=("fr", "en"), help="interface language (default: last used)")
    parser.add_argument("--dice", metavar="A-B", help="the dice to show (such as 6-5)")
    parser.add_argument(
        "--tab",
        choices=("rencontres", "plays", "chances"),
        help="the analysis tab to show (with --screenshot, for the documentation's pictures)",
    )
    parser.add_argument(
        "--archive",
        action="store_true",
        help="with --screenshot: show the archive browser as a plain start does (README's picture)",
    )
    parser.add_argument("--db", help="the archive's SQLAlchemy URL (default: the user's archive, with the sample)")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument(
        "--install-desktop",
        action="store_true",
        help="add the studio to this user's desktop menu, with its icon and file types (Linux), and exit",
    )
    desktop.add_argument(
        "--uninstall-desktop", action="store_true", help="remove them again (the archive stays) and exit"
    )
    parser.add_argument("file", nargs="?", help="a diagram file (.trictrac-diagram) or a game record to open")
    parser.add_argument(
        "--cli",
        nargs=argparse.REMAINDER,
        metavar="ARGS",
        help="run the command line with the arguments that follow, as the trictrac command does",
    )
    parser.add_argument("--version", action=VersionAction)
    return parser


def _qt_cannot_start(environ: Mapping[str, str]) -> bool:
    """Tell whether Qt's system libraries are missing for the platform ``environ`` asks for.

    Checked before Qt loads them; said in one line: which are missing and how to install them."""
    # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
    from studio.ui.qt_libraries import problem

    missing = problem(environ)
    if missing is not None:
        print(f"trictrac-studio: {missing}", file=sys.stderr)
    return missing is not None


def main(argv: list[str] | None = None) -> int:
    """Run the studio; return the exit status.

    0, 2 with a one-line message for bad input, 1 with one naming the system libraries Qt lacks, or the command line's
    with ``--cli``."""
    started = start(argv)
    if isinstance(started, int):
        return started
    return int(started.app.exec())


@dataclass(frozen=True)
class Started:
    """The studio as :func:`start` leaves it: shown, its first steps queued on the event loop."""

    app: QApplication
    window: MainWindow
    translations: Translations


def start(argv: list[str] | None = None) -> Started | int:
    """Do everything ``trictrac-studio`` does before the event loop runs.

    Read the arguments, open the window, queue the archive (or the file named, or the recovery offers).  Returns an exit
    status instead when it stops early (bad input, or ``--screenshot`` done).  The journey tests start the studio
    through this very function."""
    args = _parser().parse_args(argv)
    if args.cli is not None:
        # The command line runs in a process of its own: the studio's windows never import it.
        import subprocess

        return subprocess.call([sys.executable, "-m", "studio.cli", *args.cli])
    if args.install_desktop or args.uninstall_desktop:
        # the menu entry's icons are drawn with Qt, offscreen
        if args.install_desktop and _qt_cannot_start({"QT_QPA_PLATFORM": "offscreen", **os.environ}):
            return 1
        # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
        from studio.ui import desktop

        return desktop.main(remove=args.uninstall_desktop)
    # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
    from notation.board import Position
    from notation.scoreboard import ScoreState

    position = Position.start()
    dice = None
    score = ScoreState()
    if args.dice:
        # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
        from notation.dice import Throw

        try:
            dice = Throw.parse(args.dice)
        except ValueError as error:
            print(f"trictrac-studio: {error}", file=sys.stderr)
            return 2
    if args.position:
        # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
        from notation.position_json import parse_position

        try:
            text = args.position
            if text.startswith("@"):
                name = text[1:]
                if os.path.exists(name) and not os.path.isfile(name):
                    # A folder, a pipe or a device (/dev/zero): refused, not waited on or read for ever.
                    print(f"trictrac-studio: cannot read position file {name}: not a file", file=sys.stderr)
                    return 2
                with open(name, "rb") as handle:
                    data = handle.read(_MAX_POSITION_BYTES + 1)
                if len(data) > _MAX_POSITION_BYTES:
                    print(f"trictrac-studio: position file {name} is too large for a position", file=sys.stderr)
                    return 2
                text = data.decode("utf-8-sig")
            given = parse_position(text)
        except OSError as error:
            print(f"trictrac-studio: cannot read position file {error.filename}: {error.strerror}", file=sys.stderr)
            return 2
        except ValueError as error:
            print(f"trictrac-studio: {error}", file=sys.stderr)
            return 2
        position, dice = given.position, given.dice or dice
        score = given.score or score  # a position code's points=… trous=… (the editor's Marque)

    if args.db is not None:
        # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
        from studio.store.urls import DatabaseUrlError, database_url

        try:
            args.db = database_url(args.db)
        except DatabaseUrlError as error:
            print(f"trictrac-studio: {error}", file=sys.stderr)
            return 2

    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if _qt_cannot_start(os.environ):
        return 1
    # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from studio.ui.i18n import Translations
    from studio.ui.main_window import MainWindow
    from studio.ui.settings import APPLICATION, ORGANIZATION, Settings

    app = QApplication.instance()
    if app is None:
        app = QApplication(list(sys.argv[:1]) if argv is not None else list(sys.argv))
        app.setApplicationName(APPLICATION)
        app.setOrganizationName(ORGANIZATION)
        # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
        from studio.ui.desktop import APP_ID, application_icon

        app.setDesktopFileName(APP_ID)
        app.setWindowIcon(application_icon())
    # Logging is configured once, here; an error nothing catches is logged with its trace and shown.
    from studio.ui.logs import configure_logging, install_excepthook

    configure_logging()
    install_excepthook()
    # The wheel changes a combo, a spin box or a tab only where the user put the focus (the panels scroll on), and
    # a table's cell cut short shows its whole text in its tooltip: filters on the widgets of each window in use.
    from studio.ui.widget_guards import install_widget_guards

    assert isinstance(app, QApplication), "the studio's widgets need a QApplication"
    install_widget_guards(app)
    # Python's cyclic garbage (Qt objects among it) is collected on this thread, never on a worker's.
    from studio.ui.collector import collect_on_interface_thread

    collect_on_interface_thread(app)
    # A screenshot is reproducible: it neither reads nor writes the remembered settings.
    settings = Settings.memory() if args.screenshot else Settings()
    translations = Translations()
    translations.install(args.lang or settings.language)
    # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
    from studio.ui.diagram import Diagram

    window = MainWindow(
        settings=settings, translations=translations, diagram=Diagram(position, dice, score), archive_url=args.db
    )
    window.actions_by_id[f"language.{translations.language}"].setChecked(True)
    # The status bar's message follows a language switch (said again, or taken away).
    from studio.ui.status_texts import status_texts

    status_texts(window)
    if args.file and args.screenshot:
        window.files.open_path(args.file)
    elif not args.file and not args.position and not args.screenshot:
        window.restore_last_diagram()
    if args.tab:
        window.show_analysis_tab(str(("rencontres", "plays", "chances").index(args.tab)))
    if args.size is not None or args.screenshot:
        window.resize(*(args.size or DEFAULT_SIZE))  # a screenshot is the same on every machine
    else:  # the default size, where the screen allows
        # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
        from studio.ui.window_size import fitted_size

        window.resize(fitted_size(window, *DEFAULT_SIZE))
    if not args.screenshot and args.size is None:
        window.restore_layout()
    if args.screenshot:
        # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
        from studio.ui.png import save_png

        if args.archive:
            window.show_archive()
            opening = window.archive_link.opening()
            if opening is not None:
                # The archive opens in the background: the picture waits for the dock to be filled, its news
                # taken in the order they come.
                while not opening.done:
                    QApplication.processEvents()
                    time.sleep(0.01)
                QApplication.processEvents()
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        window.show()
        QApplication.processEvents()
        window.analysis.refresh()
        QApplication.processEvents()
        image = window.grab().toImage()
        ok = save_png(image, args.screenshot)
        window.close()
        window.deleteLater()
        translations.uninstall()
        if not ok:
            print(f"trictrac-studio: cannot write {args.screenshot}", file=sys.stderr)
            return 2
        return 0
    window.show()
    if not args.screenshot:
        # What the last use left is offered back once the window is shown and the event loop runs (not before:
        # a question asked inside the first show, while its docks are laid out, crashed the studio), one question
        # after the other.
        from PySide6.QtCore import QTimer as _Timer

        _Timer.singleShot(0, lambda: _offer_at_start(window, settings))
    if args.file:
        # Opened once the window shows, so that a file that cannot be read is said over the studio, not alone
        from PySide6.QtCore import QTimer as _Later

        file = args.file
        _Later.singleShot(0, lambda: window.files.open_path(file))
    elif not args.position:
        # The studio opens on its archive (the sample parties the first time), beside the last diagram.
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: _open_archive(window))
    assert isinstance(app, QApplication)
    return Started(app, window, translations)


def _offer_at_start(window: MainWindow, settings: Settings) -> None:
    """Ask the start's questions, in turn.

    The parties left unfinished (first, as the Game menu did when it was installed), the replays whose changes were not
    saved, the diagram left unsaved (the studio killed, a crash), then, on the Linux bundle's first start, the desktop's
    menu entry."""
    # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
    import shiboken6

    if not shiboken6.isValid(window) or not window.isVisible():
        return  # closed before the event loop came to it
    window.games.offer_recovery()
    if not shiboken6.isValid(window) or not window.isVisible():
        return
    window.games.offer_replay_recovery()
    if not shiboken6.isValid(window) or not window.isVisible():
        return
    window.files.offer_diagram_recovery()
    if not shiboken6.isValid(window) or not window.isVisible():
        return
    # imported here: `trictrac-studio --help` and bad arguments answer before Qt and the window's modules load
    from studio.ui.desktop import offer_menu_entry

    offer_menu_entry(window, settings)


def _open_archive(window: MainWindow) -> None:
    """Show the archive browser, and say on the terminal where the archive is once it is open.

    ``make run`` prints it; the archive opens in the background."""
    window.show_archive()
    opening = window.archive_link.opening()
    if opening is None:
        _say_where(window)
    else:
        opening.opened.connect(lambda _archive: _say_where(window))


def _say_where(window: MainWindow) -> None:
    location = window.archive_link.location()
    if location and sys.stdout is not None:  # a GUI start (pythonw) has no terminal
        print(f"Trictrac Studio: archive {location}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
