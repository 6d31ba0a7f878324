"""The studio's log and its last resort for errors: logging configured once, an excepthook that keeps the trace.

:func:`configure_logging` is called once at start-up (:func:`studio.ui.app.main`): every module logs through
its own ``logging.getLogger(__name__)``, and the records go to ``studio.log`` in the log folder
(``$TRICTRAC_DATA_DIR/logs`` when set, as in the tests; else platformdirs' user log folder) and, from
warnings up, to stderr.

:func:`install_excepthook` replaces :data:`sys.excepthook`: an error nothing caught (in a slot, an event
handler) is written with its traceback to the log and shown in a dialog naming the log file, worded through
:func:`studio.ui.error_messages.error_text`.  Without a screen to show it on (``offscreen``, ``minimal``: tests,
screenshots) no dialog is opened, so nothing ever blocks.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from platformdirs import user_log_path
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from studio.ui.error_messages import error_text
from studio.ui.i18n import tr as _tr

__all__ = ["APP_NAME", "LOG_FILE", "configure_logging", "install_excepthook", "log_dir", "report_error"]

APP_NAME = "trictrac-studio"
LOG_FILE = "studio.log"
DATA_ENV = "TRICTRAC_DATA_DIR"

logger = logging.getLogger(__name__)

_HEADLESS = ("offscreen", "minimal", "minimalegl", "vnc")


def log_dir() -> Path:
    """Return ``$TRICTRAC_DATA_DIR/logs``, else the user's log folder for the studio (platformdirs)."""
    configured = os.environ.get(DATA_ENV)
    if configured:
        return Path(configured) / "logs"
    return user_log_path(APP_NAME)


HANDLER_NAME = "trictrac-studio"
"""The name of the handlers :func:`configure_logging` adds (a second call finds them and adds none)."""


def configure_logging(level: int = logging.INFO) -> Path:
    """Send the studio's log records to ``studio.log`` and warnings to stderr; return the log file.

    The log is rotated at 1 MB, three kept.  Called once; a second call changes nothing."""
    path = log_dir() / LOG_FILE
    root = logging.getLogger()
    if any(handler.get_name() == HANDLER_NAME for handler in root.handlers):
        return path
    handlers: list[logging.Handler] = []
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handlers.append(logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8"))
    except OSError as error:  # a read-only home: the log goes to stderr only
        print(f"trictrac-studio: no log file ({error})", file=sys.stderr)
    console = logging.StreamHandler()
    console.setLevel(logging.WARNING)
    handlers.append(console)
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    for handler in handlers:
        handler.setFormatter(formatter)
        handler.set_name(HANDLER_NAME)
        root.addHandler(handler)
    root.setLevel(level)
    return path


def _has_screen() -> bool:
    app = QGuiApplication.instance()
    return app is not None and QGuiApplication.platformName() not in _HEADLESS


def report_error(error: BaseException, traceback: TracebackType | None = None) -> str:
    """Log ``error`` with its traceback and, where there is a screen, show it in a dialog.

    Returns the text shown (or that would be)."""
    logger.error("unexpected error", exc_info=(type(error), error, traceback or error.__traceback__))
    text = _tr("ErrorDialog", "Something went wrong: {error}\n\nThe details are in {path}.").format(
        error=error_text(error), path=log_dir() / LOG_FILE
    )
    if _has_screen():
        QMessageBox.critical(QApplication.activeWindow(), _tr("ErrorDialog", "Trictrac Studio"), text)
    return text


def install_excepthook() -> Callable[..., object]:
    """Make :func:`report_error` the last resort for errors nothing caught, before the hook it replaces.

    Returns the hook replaced."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, traceback: TracebackType | None) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            report_error(error, traceback)
        # The hook before (Python's prints the trace on stderr; pytest-qt's fails the test) still hears of it.
        previous(kind, error, traceback)

    sys.excepthook = hook
    return previous
