"""The studio's last resort for errors: logged with the trace in the data folder, never a blocking dialog offscreen."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from notation.board import WHITE, TooManyDamesError
from studio.ui import logs


@pytest.fixture
def log_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("TRICTRAC_DATA_DIR", str(tmp_path))
    root = logging.getLogger()
    before = list(root.handlers), root.level
    for handler in before[0]:  # a studio started by an earlier test configured its own: set aside meanwhile
        if handler.get_name() == logs.HANDLER_NAME:
            root.removeHandler(handler)
    path = logs.configure_logging()
    yield path
    for handler in list(root.handlers):
        if handler not in before[0]:
            handler.close()
            root.removeHandler(handler)
    for handler in before[0]:
        if handler not in root.handlers:
            root.addHandler(handler)
    root.setLevel(before[1])


def test_the_log_is_in_the_data_folder(log_file: Path, tmp_path: Path) -> None:
    assert log_file == tmp_path / "logs" / "studio.log"
    assert logs.configure_logging() == log_file  # once: a second call adds no handler
    assert sum(h.get_name() == logs.HANDLER_NAME for h in logging.getLogger().handlers) == 2


def _raise() -> None:
    raise TooManyDamesError("white has 16 dames on the board (at most 15)", colour=WHITE, count=16)


def test_an_uncaught_error_is_logged_with_its_trace_and_not_shown_offscreen(qapp: QApplication, log_file: Path) -> None:
    assert QApplication.platformName() == "offscreen"
    heard: list[BaseException] = []
    saved = sys.excepthook
    sys.excepthook = lambda kind, error, tb: heard.append(error)
    try:
        previous = logs.install_excepthook()
        try:
            _raise()
        except TooManyDamesError as error:
            sys.excepthook(type(error), error, error.__traceback__)  # returns: no dialog to block on
        assert sys.excepthook is not previous
    finally:
        sys.excepthook = saved
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = log_file.read_text(encoding="utf-8")
    assert "Traceback" in text and "in _raise" in text and "TooManyDamesError" in text
    assert len(heard) == 1  # the hook before still hears of it


def test_the_message_shown_is_the_interface_s_wording(qapp: QApplication, log_file: Path) -> None:
    text = logs.report_error(TooManyDamesError("white has 16 dames on the board (at most 15)", colour=WHITE, count=16))
    assert "Blanc has 16 dames on the tablier (at most 15)" in text
    assert str(log_file) in text
