"""Fuzzing the studio's file opening (issue 28): hostile diagram files and records, and their mutations.

Each example is a file opened by ``File > Open``'s own path (:meth:`WindowFiles.open_path`) in a real window.  The
property: it answers at once (well under a second's freeze), shows at most one dialog (none when the file opened),
lets no exception escape (pytest-qt fails a test on one raised in a slot), and what it opened can be kept aside by
the autosave (a lone surrogate once broke it).  The inputs tried are counted and printed at the end of the session,
as the command line's fuzz prints its own; ``FUZZ_EXAMPLES`` scales them.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QMessageBox

from studio.ui.files import write_diagram
from studio.ui.main_window import MainWindow

SCALE = int(os.environ.get("FUZZ_EXAMPLES", "0") or 0)
SECONDS = 1.0
"""The longest an opening may take: a file beyond the bounds is refused before it is laid out."""

TRIED: Counter[str] = Counter()
FAILED: Counter[str] = Counter()

DIAGRAM = {"format": "trictrac-diagram", "version": 1, "code": "start", "annotations": [], "caption": "", "comment": ""}
RECORD = (Path(__file__).parents[1] / "data" / "records" / "ordinaire-annotee.trr").read_text(encoding="utf-8")

SEEDS: dict[str, str] = {
    "diagram": json.dumps({**DIAGRAM, "annotations": ["B1-B7", "B7=A"], "caption": "Le jan de six tables"}),
    "caption": json.dumps({**DIAGRAM, "caption": "x" * 50_000}),
    "arrows": json.dumps({**DIAGRAM, "annotations": ["B1-B7"] * 5_000}),
    "nested": json.dumps(DIAGRAM).replace('"caption": ""', '"caption": ' + "[" * 5_000 + "]" * 5_000),
    "digits": json.dumps(DIAGRAM).replace('"version": 1', '"version": 1' + "0" * 5_000),
    "surrogate": json.dumps({**DIAGRAM, "comment": "\ud800"}),
    "record": RECORD,
    "tags": "%trictrac 1\n" + "".join(f'[T{n} "v"]\n' for n in range(3_000)) + "\n1. B 5-3 B1-B6 B1-B4\n",
}


def examples(default: int) -> settings:
    return settings(
        max_examples=SCALE or default,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture, HealthCheck.data_too_large],
        database=None,
    )


@pytest.fixture(scope="module", autouse=True)
def fuzz_counts(request: pytest.FixtureRequest) -> Iterator[None]:
    """Print, after the session's summary, the files tried and the failures of each property."""

    class Summary:
        def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
            if not TRIED:
                return
            terminalreporter.write_sep("-", "fuzz counts (studio file opening, files tried / failures)")
            for prop in sorted(TRIED):
                terminalreporter.write_line(f"{prop:<22} {TRIED[prop]:>7} tried {FAILED[prop]:>5} failures")

    if not request.config.pluginmanager.has_plugin("trictrac-studio-fuzz-counts"):
        request.config.pluginmanager.register(Summary(), "trictrac-studio-fuzz-counts")
    yield


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The dialogs shown (QMessageBox's static functions, replaced so that no modal dialog blocks)."""
    shown: list[str] = []

    def dialog(_parent: Any, title: str, text: str, *_args: Any) -> QMessageBox.StandardButton:
        shown.append(f"{title}: {text}")
        return QMessageBox.StandardButton.Ok

    for name in ("warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, dialog)
    return shown


def _mutated(data: bytes, edits: list[tuple[int, int, bytes]]) -> bytes:
    """``data`` with each edit (where, how many bytes removed, bytes put in) applied in turn."""
    for where, removed, inserted in edits:
        at = where % (len(data) + 1)
        data = data[:at] + inserted + data[at + removed :]
    return data


edits = st.lists(
    st.tuples(
        st.integers(0, 1 << 20),
        st.integers(0, 8),
        st.binary(max_size=6) | st.sampled_from([b"[", b"{", b'"', b"\\ud800", b"\x00", b"\xff", b"\n", b"9" * 40]),
    ),
    max_size=6,
)


def _open(window: MainWindow, dialogs: list[str], path: Path, prop: str) -> None:
    TRIED[prop] += 1
    try:
        before = len(dialogs)
        started = time.monotonic()
        opened = window.files.open_path(str(path))
        took = time.monotonic() - started
        assert took < SECONDS, f"{path.name}: the window froze {took:.2f} s"
        assert len(dialogs) - before == (0 if opened else 1), dialogs[before:]
        if opened:
            write_diagram(window.document.diagram).encode("utf-8")  # what the autosave writes
    except BaseException:
        FAILED[prop] += 1
        raise


@examples(150)
@given(seed=st.sampled_from(sorted(SEEDS)), changes=edits, suffix=st.sampled_from([".trictrac-diagram", ".trictrac"]))
def test_a_mutated_file_opens_or_gets_one_dialog_at_once(
    window: MainWindow,
    dialogs: list[str],
    tmp_path: Path,
    seed: str,
    changes: list[tuple[int, int, bytes]],
    suffix: str,
) -> None:
    path = tmp_path / f"fuzz{suffix}"
    path.write_bytes(_mutated(SEEDS[seed].encode("utf-8", errors="surrogatepass"), changes))
    _open(window, dialogs, path, "mutated files")


@pytest.mark.parametrize("name", ["/dev/zero", "/dev/null", "/dev/ptmx", "{tmp}", "{tmp}/fifo", "{tmp}/missing"])
def test_a_file_that_is_no_file_gets_one_dialog_at_once(
    window: MainWindow, dialogs: list[str], tmp_path: Path, name: str
) -> None:
    os.mkfifo(tmp_path / "fifo")
    path = Path(name.replace("{tmp}", str(tmp_path)))
    if not path.exists() and "missing" not in name:
        pytest.skip(f"{path} is not on this system")
    _open(window, dialogs, path, "files that are none")
